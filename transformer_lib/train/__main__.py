"""``python -m transformer_lib.train``: see :mod:`transformer_lib.train.command`."""

from transformer_lib.train.command import main

if __name__ == "__main__":
    raise SystemExit(main())
