"""Hold the numbers in a chapter's prose to what its cells compute.

    python scripts/check_prose.py EXECUTED.ipynb [...]     check executed notebooks
    python scripts/check_prose.py --build _build            every notebook the book build executed

A number in a Markdown cell must be
  - printed by a cell of the same notebook (a stream, or a text/plain, text/html or
    text/markdown output), or
  - written in a code cell's source (a setting such as ``steps=150``), or
  - listed for that notebook in ``scripts/prose_constants.py`` with the reason it is a
    constant (the paper's hyper-parameters, the year of a citation ...).
A prose number may round a printed one: ``13.2`` matches a printed ``13.24``, ``54`` a
printed ``54.1``; thousands separators do not matter (``1,763`` and ``1 763`` match ``1763``). A
percentage in prose (``62 %``) must be printed as one (``62%``, ``62 %``, ``62.0%``).
Not checked: integers 0 to 12 (counts, chapter numbers), four-digit years 1950 to 2030,
numbers glued to letters (``ex01``, ``fp32``, ``d_model``), and everything inside code
spans, math, links' targets and HTML tags.

Why this mechanism rather than MyST-NB's ``glue``: a glued number renders in the book but
shows as raw role syntax in a Colab Markdown cell, and the chapters are read in both. The
prose stays plain Markdown; the check runs after the book build (scripts/build_book.sh),
so a re-run that changes a number under a sentence fails the build. Comparisons ("X beats
Y") are asserted in the cells themselves.

Exit status 1 when any notebook states a number that nothing backs, with one line each.
"""

from __future__ import annotations

import argparse
import html
import json
import re
import sys
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from prose_constants import CONSTANTS  # noqa: E402

# A number as prose writes it: not glued to a letter, digit, underscore or a dot before it.
PROSE_NUMBER = re.compile(
    r"(?<![\w.,/\\^])(\d{1,3}(?:[, \u2009\u202f\u00a0]\d{3}(?!\d))+|\d+)(\.\d+)?(?!\.\d)(\s?%)?(?![\w])"
)
# A number as a cell prints it: anywhere (``loss=2.31``, ``[0.25,``, ``18.2%``).
PRINTED_NUMBER = re.compile(
    r"(\d{1,3}(?:[, \u2009\u202f\u00a0]\d{3})+(?!\d)|\d+)(\.\d+)?(\s?%)?"
)
PRINTED_PLAIN = re.compile(
    r"(\d+)(\.\d+)?(\s?%)?"
)  # the same digits without separators
SEPARATORS = str.maketrans("", "", ", \u2009\u202f\u00a0")
SMALL = 12
YEARS = range(1950, 2031)

# What is not prose: fenced code, MyST directives' options, math, code spans, HTML, link targets.
_STRIP = [
    # fenced code or a directive block, also indented inside a list item
    re.compile(r"^[ \t]*(`{3,}|~{3,}|:{3,}).*?^[ \t]*\1\s*$", re.S | re.M),
    re.compile(r"\$\$.*?\$\$", re.S),
    # inline math, which may run over a line break but not over a blank line
    re.compile(r"(?<!\\)\$(?:[^$\n]|\n(?!\s*\n))+?(?<!\\)\$"),
    re.compile(r"\{\w+\}`[^`]*`"),  # {math}`...`, {ref}`...`
    re.compile(r"`[^`\n]*`"),
    re.compile(r"<[^>\n]+>"),
    re.compile(r"\]\([^)\s]*\)"),  # a link's target
    re.compile(r"\[[^\]\n]*\]:\s*\S+"),  # a link definition
    re.compile(r"https?://\S+"),
]


def prose_text(markdown: str) -> str:
    """The text of a Markdown cell without the parts that are not prose."""
    for pattern in _STRIP:
        markdown = pattern.sub(" ", markdown)
    return html.unescape(markdown)


@dataclass(frozen=True)
class Stated:
    text: str  # as written
    value: Decimal
    decimals: int
    percent: bool
    context: str


def stated_numbers(markdown: str) -> list[Stated]:
    """Numbers a Markdown cell states that the check holds to the outputs."""
    text = prose_text(markdown)
    found = []
    for m in PROSE_NUMBER.finditer(text):
        whole, frac, pct = m.group(1), m.group(2) or "", m.group(3)
        value = Decimal(whole.translate(SEPARATORS) + frac)
        if not frac and not pct and whole.isdigit():
            if value <= SMALL or (len(whole) == 4 and int(whole) in YEARS):
                continue
        a, b = max(0, m.start() - 40), min(len(text), m.end() + 40)
        context = " ".join(text[a:b].split())
        found.append(
            Stated(
                m.group(0).strip(),
                value,
                len(frac) - 1 if frac else 0,
                bool(pct),
                context,
            )
        )
    return found


def _rounded(value: Decimal, decimals: int) -> Decimal:
    return value.quantize(Decimal(1).scaleb(-decimals))


class Backing:
    """Every number printed by or written in a notebook's cells, ready to match prose."""

    def __init__(self, texts: list[str]):
        self.keys: set[tuple[int, Decimal, bool]] = set()
        for text in texts:
            for m in [*PRINTED_NUMBER.finditer(text), *PRINTED_PLAIN.finditer(text)]:
                whole, frac, pct = m.group(1), m.group(2) or "", bool(m.group(3))
                value = Decimal(whole.translate(SEPARATORS) + frac)
                decimals = len(frac) - 1 if frac else 0
                for d in range(decimals + 1):
                    # Both ways of rounding a half: Python's format and a person's.
                    for rounding in ("ROUND_HALF_EVEN", "ROUND_HALF_UP"):
                        r = value.quantize(Decimal(1).scaleb(-d), rounding=rounding)
                        self.keys.add((d, r, pct))

    def backs(self, number: Stated) -> bool:
        key = _rounded(number.value, number.decimals)
        if (number.decimals, key, True) in self.keys:
            return True
        return not number.percent and (number.decimals, key, False) in self.keys


def _output_texts(cell: dict) -> list[str]:
    texts = []
    for out in cell.get("outputs", []):
        if out.get("output_type") == "stream":
            texts.append("".join(out.get("text", "")))
        for mime in ("text/plain", "text/markdown", "text/latex"):
            if mime in out.get("data", {}):
                texts.append("".join(out["data"][mime]))
        if "text/html" in out.get("data", {}):
            page = "".join(out["data"]["text/html"])
            texts.append(html.unescape(re.sub(r"<[^>]+>", " ", page)))
        if out.get("output_type") == "error":
            texts.append("\n".join(out.get("traceback", [])))
    return texts


def _source(cell: dict) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else source


def check_notebook(
    nb: dict, name: str, constants: dict[str, str] | None = None
) -> list[str]:
    """Problems with the numbers ``nb``'s Markdown states (an executed notebook)."""
    constants = CONSTANTS.get(name, {}) if constants is None else constants
    texts = ["\n".join(constants)]
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            texts.append(_source(cell))
            texts.extend(_output_texts(cell))
    backing = Backing(texts)
    executed = any(
        cell.get("execution_count")
        for cell in nb["cells"]
        if cell["cell_type"] == "code"
    )
    problems = []
    if not executed and any(c["cell_type"] == "code" for c in nb["cells"]):
        problems.append(
            f"{name}: the notebook was not executed: check an executed copy"
        )
    for index, cell in enumerate(nb["cells"]):
        if cell["cell_type"] != "markdown":
            continue
        for number in stated_numbers(_source(cell)):
            if not backing.backs(number):
                problems.append(
                    f"{name}: cell {index}: {number.text!r} is printed by no cell, written in "
                    f"no code cell and listed in no constant: …{number.context}…"
                )
    return problems


def executed_notebooks(build: Path) -> list[Path]:
    """The chapters and appendix notebooks that the book build executed."""
    base = build / "jupyter_execute"
    found = sorted((base / "chapters").glob("*.ipynb")) + sorted(
        (base / "appendix").glob("*.ipynb")
    )
    if not found:
        raise SystemExit(
            f"check_prose: no executed notebooks under {base}: build the book first"
        )
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", type=Path, help="executed notebooks")
    parser.add_argument("--build", type=Path, help="the book's build folder (_build)")
    args = parser.parse_args(argv)
    paths = list(args.notebooks) + (
        executed_notebooks(args.build) if args.build else []
    )
    if not paths:
        parser.error("name executed notebooks or --build")
    problems = []
    for path in paths:
        nb = json.loads(path.read_text(encoding="utf-8"))
        problems += check_notebook(nb, path.stem)
    for problem in problems:
        print(problem)
    print(
        f"check_prose: {len(paths)} notebooks, "
        + (
            f"{len(problems)} numbers in the prose that no cell backs"
            if problems
            else "every number in the prose is backed"
        )
    )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
