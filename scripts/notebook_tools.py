"""Notebook housekeeping for the course: the canonical setup cell, and output stripping.

    python scripts/notebook_tools.py clean [NOTEBOOK ...]      strip outputs and volatile metadata
    python scripts/notebook_tools.py setup-cell               print the canonical setup cell
    python scripts/notebook_tools.py fix-setup [NOTEBOOK ...]  rewrite each notebook's first cell

With no notebooks named, `fix-setup` acts on chapters/*.ipynb and `clean` on those and on
exercises/**/*.ipynb. After `ruff format .` (which stores sources as lists of lines), run
`clean` to store them as strings again.
The repository URL comes from _config.yml (repository.url): that file is its one source.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SETUP_TAG = "remove-cell"
SOURCE_ENV = "TRANSFORMER_LIB_SOURCE"


def repository_url() -> str:
    """The repository URL that _config.yml names (repository.url)."""
    text = (ROOT / "_config.yml").read_text(encoding="utf-8")
    match = re.search(
        r"^repository:\s*\n(?:[ \t]+.*\n)*?[ \t]+url:\s*(\S+)", text, re.M
    )
    if not match:
        raise ValueError("_config.yml has no repository.url")
    return match.group(1)


def setup_cell_source(url: str | None = None) -> str:
    """The first code cell of every chapter: install transformer_lib where it is missing."""
    url = url or repository_url()
    return (
        "# Setup: in Colab (or anywhere transformer_lib is missing) install it from the\n"
        "# course repository. Set TRANSFORMER_LIB_SOURCE to install from elsewhere.\n"
        "import importlib.util\n"
        "import os\n"
        "\n"
        'if importlib.util.find_spec("transformer_lib") is None:\n'
        f'    _default = "git+{url}"\n'
        f'    _source = os.environ.get("{SOURCE_ENV}", _default)\n'
        '    %pip install --quiet "{_source}"'
    )


def make_setup_cell() -> dict:
    return {
        "cell_type": "code",
        "execution_count": None,
        "metadata": {"tags": [SETUP_TAG]},
        "outputs": [],
        "source": setup_cell_source(),
    }


NOTEBOOK_METADATA = {
    "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
    "language_info": {"name": "python"},
    "colab": {"provenance": []},
}


# Notebook metadata that the course itself writes (the grader's exercise list): kept.
KEPT_METADATA = {"transformer_lib"}


def clean(nb: dict) -> dict:
    """Strip outputs, execution counts and volatile metadata; keep cell tags."""
    for cell in nb["cells"]:
        if isinstance(cell.get("source"), list):
            cell["source"] = "".join(cell["source"])
        tags = cell.get("metadata", {}).get("tags")
        cell["metadata"] = {"tags": tags} if tags else {}
        cell.pop("id", None)
        if cell["cell_type"] == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
        else:
            cell.pop("outputs", None)
            cell.pop("execution_count", None)
    kept = {k: v for k, v in nb.get("metadata", {}).items() if k in KEPT_METADATA}
    nb["metadata"] = dict(NOTEBOOK_METADATA, **kept)
    nb["nbformat"], nb["nbformat_minor"] = 4, 4
    return nb


def dump(nb: dict, path: Path) -> None:
    path.write_text(
        json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
    )


def _notebooks(args: list[str], command: str) -> list[Path]:
    if args:
        return [Path(a) for a in args]
    found = sorted((ROOT / "chapters").glob("*.ipynb"))
    if command == "clean":  # fix-setup leaves the generated exercise notebooks alone
        found += sorted((ROOT / "exercises").rglob("*.ipynb"))
    return found


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in {"clean", "setup-cell", "fix-setup"}:
        print(__doc__)
        return 2
    command, rest = argv[0], argv[1:]
    if command == "setup-cell":
        print(setup_cell_source())
        return 0
    for path in _notebooks(rest, command):
        nb = json.loads(path.read_text(encoding="utf-8"))
        if command == "fix-setup":
            first = nb["cells"][0] if nb["cells"] else None
            if first and SETUP_TAG in first.get("metadata", {}).get("tags", []):
                nb["cells"][0] = make_setup_cell()
            else:
                nb["cells"].insert(0, make_setup_cell())
        dump(clean(nb), path)
        print(f"{command}: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
