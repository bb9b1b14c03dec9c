"""The command line of :mod:`transformer_lib.train`: options, checks, the run, the export.

    python -m transformer_lib.train --config capstone [--export [PATH]] ...

See :mod:`transformer_lib.train` for examples. A bad option or file is one ``error:`` line
on standard error and exit status 1 (or argparse's usage line and status 2).
"""

from __future__ import annotations

import argparse
import lzma
import os
import shlex
import sys
import warnings
import zlib
from collections.abc import Sequence
from pathlib import Path

from transformer_lib.data import read_pairs
from transformer_lib.position_schemes import SCHEMES  # [ch11] --positional's choices
from transformer_lib.pretrained import checked_device
from transformer_lib.tokenizer import tokenize
from transformer_lib.train.recipes import BPE_MERGES, RECIPES
from transformer_lib.train.run import train
from transformer_lib.train.shipping import SHIPPED, export
from transformer_lib.training import _portable_command

__all__ = ["main"]


def _paper(args) -> bool:
    """True when the command trains the paper's model (the shipped one's recipe)."""
    return (
        args.positional == "sinusoidal"
        and not args.decoder_positional
        and (not args.concat)
        and args.tokens == "words"
        and args.seed in (None, RECIPES[args.config][1]["seed"])
        and args.name_share in (None, RECIPES[args.config][1].get("name_share", 0.0))
        and args.decay_steps in (None, RECIPES[args.config][1].get("decay_steps", 0))
    )


def _read_tsv(
    path: str, columns: Sequence[int], option: str, max_len: int
) -> list[tuple[str, str]]:
    """read_pairs for the command: its warnings as one line each on standard error, a
    ValueError saying what is wrong when the file gives no pair, and pairs too long for
    the model's `max_len` positions left out (and counted)."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            pairs = read_pairs(path, columns, errors="skip")
        except ValueError as error:  # no such file, not a file, bad --columns
            raise ValueError(f"{option}: {error}") from error
        except (OSError, EOFError, lzma.LZMAError, zlib.error) as error:  # bad .gz, .xz
            raise ValueError(
                f"{option} {path}: cannot read it ({type(error).__name__}: {error})"
            ) from error
    if not pairs and pairs.skipped:
        try:  # read again, stopping at the first bad line, for what is wrong with it
            read_pairs(path, columns, errors="raise")
        except ValueError as error:
            raise ValueError(
                f"{option} {path}: no usable pair in {pairs.skipped} line(s); "
                f"the first: {error}"
            ) from None
    if not pairs:
        raise ValueError(f"{option} {path} is empty: no sentence pairs in it")
    for warning in caught:
        print(f"warning: {option} {warning.message}", file=sys.stderr)
    fits = [p for p in pairs if max(len(tokenize(p[0])), len(tokenize(p[1]))) < max_len]
    if len(fits) < len(pairs):
        print(
            f"warning: {option} {path}: left out {len(pairs) - len(fits)} pair(s) "
            f"longer than the model's {max_len - 1} tokens",
            file=sys.stderr,
        )
    return fits


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m transformer_lib.train",
        description="Train a Transformer translator from a recipe, on the shipped "
        "French -> English corpus or on a TSV file of your own.",
    )
    parser.add_argument(
        "--config",
        default="capstone",
        choices=sorted(RECIPES),
        help="the recipe: capstone (the shipped model), tiny (seconds: to try the "
        "command), base (the paper's sizes, for several GPUs)",
    )
    parser.add_argument("--out", default=None, help="checkpoint (runs/NAME.pt)")
    parser.add_argument("--steps", type=int, help="optimizer steps (recipe's default)")
    parser.add_argument(
        "--seed",
        type=int,
        help="initial weights, batch order and dropout (recipe's default: 0); chapter "
        "11 trains some runs with several seeds",
    )
    parser.add_argument(
        "--data", help="train on this TSV file of pairs instead of the shipped corpus"
    )
    parser.add_argument(
        "--valid", help="validation TSV file (default: 1 %% of --data, held out)"
    )
    parser.add_argument(
        "--columns",
        nargs=2,
        type=int,
        default=(0, 1),
        metavar=("SRC", "TGT"),
        help="the columns of --data/--valid holding source and target (default: 0 1; "
        "Tatoeba's fra.txt: 1 0)",
    )
    parser.add_argument(
        "--positional",
        default="sinusoidal",
        choices=SCHEMES[:-1],
        help="where each token is (chapter 11): the encoder's scheme, and the "
        "decoder's unless --decoder-positional (default: sinusoidal, the paper's)",
    )
    parser.add_argument(
        "--decoder-positional",
        choices=SCHEMES,
        help="the decoder's scheme, if not the encoder's; none: no positions (NoPE)",
    )
    parser.add_argument(
        "--concat",
        action="store_true",
        help="also train on pairs made of two training pairs joined (chapter 11)",
    )
    parser.add_argument("--device", help="cpu or cuda (default: cuda if available)")
    parser.add_argument("--resume", action="store_true", help="continue from --out")
    parser.add_argument(
        "--tokens",
        default="words",
        choices=("words", "bpe"),
        help="what the model reads and writes: words (default) or bpe (subwords, "
        "one byte-pair encoding per language)",
    )
    parser.add_argument(
        "--merges",
        type=int,
        help=f"with --tokens bpe: merges per language (default {BPE_MERGES})",
    )
    parser.add_argument(
        "--name-share",
        type=float,
        metavar="S",
        help="replace the names of this share of the training pairs that hold names by "
        "placeholders, so that the model learns to copy names it never saw (default: "
        "the recipe's; 0: the pairs as they are)",
    )
    parser.add_argument(
        "--decay-steps",
        type=int,
        metavar="N",
        help="let the learning rate fall linearly to 0 over the last N steps (default: "
        "the recipe's, or 0 in a run shorter than the recipe's; 0: the paper's schedule "
        "to the end)",
    )
    parser.add_argument(
        "--export",
        nargs="?",
        const="",
        metavar="PATH",
        help="also write the small, shippable checkpoint (default PATH: the package's "
        "own model for the capstone recipe on the shipped corpus, else runs/NAME.export.pt)",
    )
    argv = sys.argv[1:] if argv is None else list(argv)
    args = parser.parse_args(argv)
    out = args.out or f"runs/{args.config}.pt"
    if args.valid and not args.data:
        parser.error("--valid goes with --data")
    if args.steps is not None and args.steps < 1:
        parser.error(f"--steps must be >= 1, got {args.steps}")
    if args.seed is not None and args.seed < 0:
        parser.error(f"--seed must be >= 0, got {args.seed}")
    if args.merges is not None and args.tokens != "bpe":
        parser.error("--merges goes with --tokens bpe")
    if args.merges is not None and args.merges < 1:
        parser.error(f"--merges must be >= 1, got {args.merges}")
    if args.decay_steps is not None and args.decay_steps < 0:
        parser.error(f"--decay-steps must be >= 0, got {args.decay_steps}")
    if args.name_share is not None and not 0 <= args.name_share <= 1:
        parser.error(f"--name-share must be in [0, 1], got {args.name_share}")
    merges = (args.merges or BPE_MERGES) if args.tokens == "bpe" else None
    data = valid = None
    max_len = RECIPES[args.config][0]["max_len"]
    try:
        checked_device(args.device)
        if args.data:  # a bad line is skipped and reported in one line
            data = _read_tsv(args.data, args.columns, "--data", max_len)
            if args.valid:
                valid = _read_tsv(args.valid, args.columns, "--valid", max_len)
            elif len(data) < 100:
                raise ValueError(
                    f"--data {args.data}: {len(data)} pairs, too few to hold 1 % out "
                    "for validation (at least 100): give --valid FILE as well"
                )
        # the paths as the repository sees them: nothing of this machine's folders
        command = shlex.join(
            ["python", "-m", "transformer_lib.train", *_portable_command(argv)]
        )
        state = train(
            args.config,
            out,
            steps=args.steps,
            data=data,
            valid_data=valid,
            device=args.device,
            resume=args.resume,
            command=command,
            positional=args.positional,
            decoder_positional=args.decoder_positional,
            concat=args.concat,
            tokens=args.tokens,
            merges=merges,
            seed=args.seed,
            name_share=args.name_share,
            decay_steps=args.decay_steps,
        )
    except ValueError as error:  # the library's errors say what to fix, in one line
        print(f"error: {error}", file=sys.stderr)
        return 1
    if int(os.environ.get("RANK", "0")) != 0:
        return 0  # under torchrun, rank 0 reports and exports
    meta = state["metadata"]
    history = state["history"]
    last = history["train_loss"][-50:]
    print(
        f"trained {state['step']} steps in {meta['train_seconds']} s on "
        f"{meta['device']} ({meta['threads']} threads): train loss "
        f"{sum(last) / len(last):.3f} (mean of the last {len(last)} steps), "
        f"valid loss {history['valid_loss'][-1]:.3f}"
    )
    print(f"checkpoint: {out}")
    if args.export is not None:
        path = args.export or (
            SHIPPED
            if args.config == "capstone" and not args.data and _paper(args)
            else Path(out).with_suffix(".export.pt")
        )
        path = export(state, path)
        print(f"exported: {path} ({path.stat().st_size / 1e6:.2f} MB)")
    return 0
