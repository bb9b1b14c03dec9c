"""Sentence pairs: the corpus shipped with the package, and a loader for any TSV of pairs.

The shipped French -> English corpus (see ``files/README.md``) has six splits::

    >>> from transformer_lib.data.corpus import load_corpus
    >>> pairs = load_corpus("train")       # [(french, english), ...]

:func:`read_pairs` reads any tab-separated file of sentence pairs, such as the Tatoeba /
Anki exports of manythings.org (``fra.txt``: English, French, attribution; so pass
``columns=(1, 0)`` for French -> English). Only the standard library is needed here.
"""

from __future__ import annotations

import gzip
import lzma
import warnings
from collections.abc import Sequence
from pathlib import Path

__all__ = ["SPLITS", "FILES_DIR", "Pairs", "corpus_path", "load_corpus", "read_pairs"]

SPLITS = ("train", "valid", "test", "test_unseen", "test_long", "test_structure")
FILES_DIR = Path(__file__).resolve().parent / "files"
_SUFFIX = ".tsv.xz"


class Pairs(list):
    """A list of (source, target) pairs that also says which lines were skipped.

    ``skipped``: how many bad lines were left out (``errors="skip"``);
    ``skipped_lines``: their line numbers (1-based).
    """

    skipped: int = 0
    skipped_lines: list[int]

    def __init__(self, items=(), skipped_lines=()):
        super().__init__(items)
        self.skipped_lines = list(skipped_lines)
        self.skipped = len(self.skipped_lines)


def corpus_path(split: str, directory: str | Path | None = None) -> Path:
    """The file that holds ``split`` (in the package, or in ``directory``)."""
    if split not in SPLITS:
        raise ValueError(
            f"unknown split {split!r}: expected one of {', '.join(SPLITS)}"
        )
    return Path(directory or FILES_DIR) / f"{split}{_SUFFIX}"


def load_corpus(
    split: str, directory: str | Path | None = None, with_ids: bool = False
) -> list[tuple[str, ...]]:
    """The (French, English) pairs of a split of the shipped corpus, in file order.

    ``with_ids=True`` gives (French, English, id) triples instead: the id (``m123``,
    ``u45``, ``l6``) names the generator's stream and row that made the pair.
    """
    path = corpus_path(split, directory)
    if not path.is_file():
        raise ValueError(
            f"the corpus file for split {split!r} is missing: {path} "
            "(regenerate it with `python -m transformer_lib.data generate`)"
        )
    if with_ids:
        rows = []
        for number, fields in _lines(path):
            if len(fields) != 3:
                raise ValueError(f"{path}, line {number}: expected 3 columns")
            rows.append(tuple(fields))
        return rows
    return list(read_pairs(path))


def _open_bytes(path: Path):
    """Open a plain, gzip or xz file for reading bytes (by its first bytes, not its name)."""
    with open(path, "rb") as f:
        magic = f.read(6)
    if magic[:2] == b"\x1f\x8b":
        return gzip.open(path, "rb")
    if magic == b"\xfd7zXZ\x00":
        return lzma.open(path, "rb")
    return open(path, "rb")


def _lines(path: Path):
    """(line number, tab-separated fields) for every non-blank line; UTF-8, BOM, CRLF."""
    with _open_bytes(path) as f:
        for number, raw in enumerate(f, start=1):
            if number == 1 and raw.startswith(b"\xef\xbb\xbf"):
                raw = raw[3:]
            raw = raw.rstrip(b"\r\n")
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as e:
                yield number, e
                continue
            if line.strip():
                yield number, line.split("\t")


def read_pairs(
    path: str | Path,
    columns: Sequence[int] = (0, 1),
    errors: str = "raise",
) -> Pairs:
    """Read (source, target) pairs from a tab-separated file.

    ``columns``: which columns hold the source and the target (0-based); the Anki/Tatoeba
    export ``fra.txt`` is English, French, attribution, so ``columns=(1, 0)`` reads it as
    French -> English. Other columns are ignored. The file may be plain, gzip or xz, UTF-8
    with or without a byte-order mark, with LF or CRLF line ends; blank lines are skipped.

    A bad line (too few columns, an empty side, not UTF-8) raises a ``ValueError`` naming
    the file and the line (``errors="raise"``), or is left out (``errors="skip"``): the
    result's ``skipped`` and ``skipped_lines`` say which, and a warning reports them.
    """
    if errors not in ("raise", "skip"):
        raise ValueError(f"errors must be 'raise' or 'skip', got {errors!r}")
    columns = tuple(columns)
    if (
        len(columns) != 2
        or not all(
            isinstance(c, int) and not isinstance(c, bool) and c >= 0 for c in columns
        )
        or columns[0] == columns[1]
    ):
        raise ValueError(
            f"columns must be two different column numbers >= 0, got {columns!r}"
        )
    path = Path(path)
    if not path.exists():
        raise ValueError(f"no such file: {path}")
    if not path.is_file():
        raise ValueError(f"not a file: {path}")
    src, tgt = columns
    need = max(columns) + 1
    pairs, bad = [], []
    for number, fields in _lines(path):
        if isinstance(fields, UnicodeDecodeError):
            problem = f"not UTF-8 ({fields.reason} at byte {fields.start})"
        elif len(fields) < need:
            problem = (
                f"expected at least {need} tab-separated columns, found {len(fields)}"
            )
        else:
            s, t = fields[src].strip(), fields[tgt].strip()
            if s and t:
                pairs.append((s, t))
                continue
            problem = f"empty {'source' if not s else 'target'} (column {src if not s else tgt})"
        if errors == "raise":
            raise ValueError(f"{path}, line {number}: {problem}")
        bad.append(number)
    if bad:
        shown = ", ".join(map(str, bad[:10])) + (" ..." if len(bad) > 10 else "")
        warnings.warn(
            f"{path}: skipped {len(bad)} bad line(s) (line {shown})", stacklevel=2
        )
    return Pairs(pairs, bad)
