"""The two hand-written test sets (everyday French, sentences with unseen names) and
the everyday development sets.

    >>> from transformer_lib.data.everyday import load_everyday, exact_match, names_through
    >>> rows = load_everyday()                      # [EverydayRow(id, kind, fr, en), ...]
    >>> rows[0].fr, rows[0].en[0]
    ('Bonjour, comment allez-vous?', 'Hello, how are you?')
    >>> exact_match("hello, how are you", rows[0].en)
    True
    >>> names_through("Lucie lives in Rennes.", ("Lucie", "Rennes"))
    True

Unlike the generated corpus (``corpus.py``), these sentences were written by hand, before
any model was trained on them, and are never used to train or select one: ``everyday``
measures what a reader types first, ``names`` whether first names and towns that appear
in no corpus file come through a translation unchanged. ``load_everyday_dev`` reads a
third file, of the same kinds as ``everyday``, that may be read to find what the corpus
lacks; ``load_everyday_dev2`` a fourth, written after the first was partly fitted, that
measures the next round of changes; ``load_everyday_dev3`` a fifth, written blind once
the second had been fitted too, that measures the fifth widening round;
``load_everyday_dev4`` a sixth, written blind once the third had been fitted too, that
measures the sixth widening round; ``load_everyday_dev5`` a seventh, written blind once
the fourth had been fitted too, that measures the seventh; ``load_everyday_dev6`` an
eighth, written blind once the fifth had been fitted too, that measures the eighth;
``load_everyday_dev7`` a ninth, written blind once the sixth had been fitted too, that
measures the ninth.
``files/README.md`` describes the files; only the
standard library is needed here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

from transformer_lib.data.corpus import FILES_DIR, SPLITS, load_corpus

__all__ = [
    "KINDS",
    "EVERYDAY_PATH",
    "NAMES_PATH",
    "EverydayRow",
    "NamesRow",
    "EVERYDAY_DEV_PATH",
    "EVERYDAY_DEV2_PATH",
    "EVERYDAY_DEV3_PATH",
    "EVERYDAY_DEV4_PATH",
    "EVERYDAY_DEV5_PATH",
    "EVERYDAY_DEV6_PATH",
    "EVERYDAY_DEV7_PATH",
    "load_everyday",
    "load_everyday_dev",
    "load_everyday_dev2",
    "load_everyday_dev3",
    "load_everyday_dev4",
    "load_everyday_dev5",
    "load_everyday_dev6",
    "load_everyday_dev7",
    "load_names",
    "exact_match",
    "names_through",
    "in_corpus",
    "names_in_corpus",
]

EVERYDAY_PATH = FILES_DIR / "everyday.tsv"
NAMES_PATH = FILES_DIR / "names.tsv"
EVERYDAY_DEV_PATH = FILES_DIR / "everyday_dev.tsv"
EVERYDAY_DEV2_PATH = FILES_DIR / "everyday_dev2.tsv"
EVERYDAY_DEV3_PATH = FILES_DIR / "everyday_dev3.tsv"
EVERYDAY_DEV4_PATH = FILES_DIR / "everyday_dev4.tsv"
EVERYDAY_DEV5_PATH = FILES_DIR / "everyday_dev5.tsv"
EVERYDAY_DEV6_PATH = FILES_DIR / "everyday_dev6.tsv"
EVERYDAY_DEV7_PATH = FILES_DIR / "everyday_dev7.tsv"

# What each everyday sentence shows: a construction, a tense or a beginner's theme.
KINDS = (
    "greeting",  # fixed phrases: bonjour, merci, s'il vous plaît, au revoir...
    "question",  # où, quand, comment, pourquoi, qui, que, quel, combien
    "il_y_a",
    "weather",  # il fait beau, il pleut, il neige
    "avoir",  # avoir faim, soif, froid, chaud, peur, N ans
    "reflexive",  # s'appeler, se lever, se laver
    "aller_venir",  # aller + infinitive, venir de + infinitive
    "imparfait",
    "conditional",  # je voudrais, nous pourrions
    "imperative",
    "possessive",  # mon ... leurs
    "article",  # generic and partitive articles as English says them
    "negation",  # ne ... pas, plus, jamais, rien, personne
    "c_est",  # c'est, ce sont
    "time_date",  # hours, days, months, dates
    "number",  # numbers to 100
    "family_jobs",
    "body_clothes",
    "food_drink",
    "house_school",
    "town_transport",
    "nature_animals",
    "colour_feeling",
    "relative",  # relative clauses with qui, que, où
    "passe_compose",
    "future",
)

SEPARATOR = " | "  # between the accepted translations, or the names, of one row
_FINAL_PUNCTUATION = ".!?"
_EVERYDAY_HEADER = ("id", "kind", "fr", "en")
_NAMES_HEADER = ("id", "fr", "en", "names")


class EverydayRow(NamedTuple):
    """One everyday sentence: its id, its kind (one of KINDS), the French, and every
    accepted English translation."""

    id: str
    kind: str
    fr: str
    en: tuple[str, ...]


class NamesRow(NamedTuple):
    """One sentence with names: its id, the French, every accepted English translation,
    and the names (first names, towns) that must come through unchanged."""

    id: str
    fr: str
    en: tuple[str, ...]
    names: tuple[str, ...]


def load_everyday(path: str | Path | None = None) -> list[EverydayRow]:
    """The rows of ``everyday.tsv`` (or of the file at ``path``), in file order.

    Raises a ValueError naming the file and line for a malformed file: a wrong header,
    a line without exactly 4 tab-separated columns, an empty field or translation, an
    id that is not ``everyday-NNN`` or is repeated, or a kind not in KINDS.
    """
    return _load_kinds(Path(path or EVERYDAY_PATH), "everyday")


def load_everyday_dev(path: str | Path | None = None) -> list[EverydayRow]:
    """The rows of ``everyday_dev.tsv`` (or of the file at ``path``), in file order.

    The development set: sentences of the same kinds as ``everyday.tsv``, written
    later by someone who had not seen it, that may be read to find what the corpus
    lacks (the test set never is). Checked as ``load_everyday`` checks its file, with
    ids ``dev-NNN``.
    """
    return _load_kinds(Path(path or EVERYDAY_DEV_PATH), "dev")


def load_everyday_dev2(path: str | Path | None = None) -> list[EverydayRow]:
    """The rows of ``everyday_dev2.tsv`` (or of the file at ``path``), in file order.

    The second development set, of the same kinds, written by someone who had read
    neither the test set nor the first development set, once the corpus had been
    changed to fit the first: it measures the next round of changes honestly (read
    its misses only after that round). Checked as ``load_everyday`` checks its file,
    with ids ``dev2-NNN``.
    """
    return _load_kinds(Path(path or EVERYDAY_DEV2_PATH), "dev2")


def load_everyday_dev3(path: str | Path | None = None) -> list[EverydayRow]:
    """The rows of ``everyday_dev3.tsv`` (or of the file at ``path``), in file order.

    The third development set, of the same kinds, written by someone who had read
    neither the test set nor the first two development sets, once the corpus had been
    widened to fit the second too: it measures the fifth widening round honestly (read
    its misses only after that round). Checked as ``load_everyday`` checks its file,
    with ids ``dev3-NNN``.
    """
    return _load_kinds(Path(path or EVERYDAY_DEV3_PATH), "dev3")


def load_everyday_dev4(path: str | Path | None = None) -> list[EverydayRow]:
    """The rows of ``everyday_dev4.tsv`` (or of the file at ``path``), in file order.

    The fourth development set, of the same kinds, written by someone who had read
    neither the test set nor the first three development sets, once the corpus had
    been widened to fit the third too: it measures the sixth widening round honestly
    (read its misses only after that round). Checked as ``load_everyday`` checks its
    file, with ids ``dev4-NNN``.
    """
    return _load_kinds(Path(path or EVERYDAY_DEV4_PATH), "dev4")


def load_everyday_dev5(path: str | Path | None = None) -> list[EverydayRow]:
    """The rows of ``everyday_dev5.tsv`` (or of the file at ``path``), in file order.

    The fifth development set, of the same kinds, written by someone who had read
    neither the test set nor the first four development sets, once the corpus had
    been widened to fit the fourth too: it measures the seventh widening round honestly
    (read its misses only after that round). Checked as ``load_everyday`` checks its
    file, with ids ``dev5-NNN``.
    """
    return _load_kinds(Path(path or EVERYDAY_DEV5_PATH), "dev5")


def load_everyday_dev6(path: str | Path | None = None) -> list[EverydayRow]:
    """The rows of ``everyday_dev6.tsv`` (or of the file at ``path``), in file order.

    The sixth development set, of the same kinds, written by someone who had read
    neither the test set nor the first five development sets, once the corpus had
    been widened to fit the fifth too: it measures the eighth widening round honestly
    (read its misses only after that round). Checked as ``load_everyday`` checks its
    file, with ids ``dev6-NNN``.
    """
    return _load_kinds(Path(path or EVERYDAY_DEV6_PATH), "dev6")


def load_everyday_dev7(path: str | Path | None = None) -> list[EverydayRow]:
    """The rows of ``everyday_dev7.tsv`` (or of the file at ``path``), in file order.

    The seventh development set, of the same kinds, written by someone who had read
    neither the test set nor the first six development sets, once the corpus had
    been widened to fit the sixth too: it measures the ninth widening round honestly
    (read its misses only after that round). Checked as ``load_everyday`` checks its
    file, with ids ``dev7-NNN``.
    """
    return _load_kinds(Path(path or EVERYDAY_DEV7_PATH), "dev7")


def _load_kinds(path: Path, prefix: str) -> list[EverydayRow]:
    """The checked rows of an id, kind, fr, en file whose ids are ``prefix-NNN``."""
    rows = []
    for number, (row_id, kind, fr, en) in _records(path, _EVERYDAY_HEADER, prefix):
        if kind not in KINDS:
            raise ValueError(
                f"{path}, line {number}: unknown kind {kind!r}: expected one of "
                f"{', '.join(KINDS)}"
            )
        rows.append(EverydayRow(row_id, kind, fr, _split(en, path, number, "en")))
    return rows


def load_names(path: str | Path | None = None) -> list[NamesRow]:
    """The rows of ``names.tsv`` (or of the file at ``path``), in file order.

    Raises a ValueError naming the file and line for a malformed file: a wrong header,
    a line without exactly 4 tab-separated columns, an empty field, translation or
    name, or an id that is not ``names-NNN`` or is repeated.
    """
    path = Path(path or NAMES_PATH)
    rows = []
    for number, (row_id, fr, en, names) in _records(path, _NAMES_HEADER, "names"):
        rows.append(
            NamesRow(
                row_id,
                fr,
                _split(en, path, number, "en"),
                _split(names, path, number, "names"),
            )
        )
    return rows


def exact_match(hypothesis: str, accepted: Sequence[str]) -> bool:
    """Whether ``hypothesis`` is one of the ``accepted`` translations, up to case and
    the end of the sentence.

    Ignored, and only these: letter case (``str.casefold``), white space at either end,
    and the final punctuation marks (any run of ``.``, ``!`` and ``?`` at the end, with
    white space among them). Everything else counts: a comma, an apostrophe, a space
    inside the sentence, "I'm" against "I am" (list both among the accepted).
    """
    if isinstance(accepted, str):
        raise ValueError(
            "expected a list of accepted translations, got one str: wrap it in [...]"
        )
    if not isinstance(hypothesis, str):
        raise ValueError(f"expected the hypothesis as a str, got {hypothesis!r}")
    if not accepted:
        raise ValueError("expected at least one accepted translation, got none")
    hyp = _normalised(hypothesis)
    return any(hyp == _normalised(reference) for reference in accepted)


def names_through(hypothesis: str, names: Sequence[str]) -> bool:
    """Whether every name in ``names`` is in ``hypothesis`` verbatim, as a whole word.

    Case-sensitive and accent-sensitive ("lucie" or "Lucíe" is not "Lucie"). A whole
    word: neither preceded nor followed by a letter, a digit, ``_`` or a hyphen, so
    "Lucie's cat" has "Lucie", while "Marie-Claire" and "Maries" do not have "Marie".
    """
    if isinstance(names, str):
        raise ValueError("expected a list of names, got one str: wrap it in [...]")
    if not isinstance(hypothesis, str):
        raise ValueError(f"expected the hypothesis as a str, got {hypothesis!r}")
    if not names or not all(isinstance(n, str) and n.strip() for n in names):
        raise ValueError(f"expected one or more non-empty names, got {names!r}")
    return all(_has_word(hypothesis, name) for name in names)


def _has_word(text: str, word: str) -> bool:
    """Whether ``word`` occurs in ``text`` with no letter, digit, _ or - on either side."""
    if word not in text:  # a plain search first: fast on a whole corpus
        return False
    pattern = r"(?<![\w-])" + re.escape(word) + r"(?![\w-])"
    return re.search(pattern, text) is not None


def _normalised(text: str) -> str:
    """Text without surrounding spaces and final . ! ? marks, case-folded."""
    return text.strip().rstrip(_FINAL_PUNCTUATION + " \t").strip().casefold()


def _records(path: Path, header: tuple[str, ...], prefix: str):
    """(line number, fields) for each data line of a TSV with ``header``, checked."""
    if not path.is_file():
        raise ValueError(f"no such file: {path}")
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError as error:
        raise ValueError(
            f"{path}: not UTF-8 text ({error.reason} at byte {error.start})"
        ) from error
    if not lines or tuple(lines[0].lstrip("\ufeff").split("\t")) != header:
        found = lines[0] if lines else "an empty file"
        raise ValueError(
            f"{path}, line 1: expected the header {' '.join(header)!r} "
            f"(tab-separated), found {found!r}"
        )
    seen: dict[str, int] = {}
    id_pattern = re.compile(rf"{re.escape(prefix)}-\d{{3,}}")
    for number, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        fields = line.split("\t")
        if len(fields) != len(header):
            raise ValueError(
                f"{path}, line {number}: expected {len(header)} tab-separated columns "
                f"({', '.join(header)}), found {len(fields)}"
            )
        fields = [f.strip() for f in fields]
        for column, value in zip(header, fields, strict=True):
            if not value:
                raise ValueError(f"{path}, line {number}: empty {column!r} column")
        row_id = fields[0]
        if not id_pattern.fullmatch(row_id):
            raise ValueError(
                f"{path}, line {number}: bad id {row_id!r}: expected {prefix}-NNN"
            )
        if row_id in seen:
            raise ValueError(
                f"{path}, line {number}: id {row_id!r} already used on line "
                f"{seen[row_id]}"
            )
        seen[row_id] = number
        yield number, fields


def _split(field: str, path: Path, number: int, column: str) -> tuple[str, ...]:
    """The items of a ' | '-separated column, each stripped; none may be empty."""
    items = tuple(item.strip() for item in field.split("|"))
    if not all(items):
        raise ValueError(
            f"{path}, line {number}: an empty item in the {column!r} column "
            f"(items are separated by {SEPARATOR!r})"
        )
    return items


def _key(sentence: str) -> str:
    """A sentence as the corpus check compares it: case and final punctuation aside."""
    return sentence.strip().rstrip(".!? ").casefold()


_CORPUS: dict[str, object] = {}


def _corpus() -> dict[str, object]:
    """The French sentences (as keys) and the text of every split of the shipped
    corpus, read once."""
    if not _CORPUS:
        pairs = [pair for split in SPLITS for pair in load_corpus(split)]
        _CORPUS["keys"] = {_key(fr) for fr, _ in pairs}
        _CORPUS["text"] = "\n".join(side for pair in pairs for side in pair)
    return _CORPUS


def in_corpus(sentences: Sequence[str]) -> list[bool]:
    """For each French sentence, whether the shipped corpus (any split) holds it, case
    and final punctuation aside. The generator writes the everyday French that the
    hand-written sets are made of, so some of their shortest sentences (*Merci
    beaucoup.*, *Il pleut.*) are corpus sentences too: the scores count them apart."""
    keys = _corpus()["keys"]
    return [_key(sentence) in keys for sentence in sentences]


def names_in_corpus(names: Sequence[str]) -> list[bool]:
    """For each name, whether some sentence of the shipped corpus holds it as a word
    (``names_through``): such a name is not one the translator never saw."""
    corpus = _corpus()
    if "words" not in corpus:  # whole words: runs of letters, digits, _ and hyphens
        corpus["words"] = set(re.findall(r"[\w-]+", corpus["text"]))
    return [
        name in corpus["words"]
        if re.fullmatch(r"[\w-]+", name)
        else names_through(corpus["text"], [name])
        for name in names
    ]
