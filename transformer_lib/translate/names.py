"""Proper names that come through translation unchanged, by placeholders.

A model knows only the words of its training pairs: a name it never saw ("Rennes") is
``<unk>`` to a word vocabulary, and a string of pieces with no meaning to a subword one.
Names need no translation, only copying, so a model can learn to copy them once and for
all: in training, a share of the pairs that hold names get each name replaced by a
placeholder on both sides (``Lucie habite à Paris.`` / ``Lucie lives in Paris.`` becomes
``① habite à ②.`` / ``① lives in ②.``), and in translation the names the model does not
know are replaced by placeholders before it reads the sentence, and put back after::

    >>> masked, mapping = mask("Lucie habite à Rennes.", known={"habite", "à"})
    >>> masked, mapping
    ('① habite à ②.', {'①': 'Lucie', '②': 'Rennes'})
    >>> unmask("① lives in ②.", mapping)
    'Lucie lives in Rennes.'

The placeholders are the circled digits ① to ⑨: letters for :func:`tokenize` (one token
each, which an elision may precede: ``d'①``), with no case to lose, and characters no
French or English sentence holds, so a byte-pair encoding learns each as one piece and
the output can be searched for them as plain characters.

What holds here: the placeholders; :func:`mask` and :func:`unmask` (one sentence),
:func:`mask_sentences` (a list, for ``translate``) and :func:`lost_names` (names a
translation dropped); :class:`Names`, what a model trained with placeholders knows
(saved in its checkpoint's metadata); and the training side, :func:`pair_names` (the
names of one pair) and :func:`mask_names` (a share of a corpus's pairs with their names
replaced).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import NamedTuple

import torch

from transformer_lib.tokenizer import _TOKEN_RE

__all__ = [
    "PLACEHOLDERS",
    "Names",
    "mask",
    "mask_sentences",
    "unmask",
    "lost_names",
    "lower_words",
    "pair_names",
    "mask_names",
]

PLACEHOLDERS = "①②③④⑤⑥⑦⑧⑨"  # one per name of a sentence, in order of appearance
_ANY_PLACEHOLDER = re.compile(f"[{PLACEHOLDERS}]")
# tokenize's tokens, found in the text as written (tokenize lower-cases first)
_SCAN = re.compile(_TOKEN_RE.pattern, re.IGNORECASE)
_SENTENCE_END = frozenset(".?!")


class Names(NamedTuple):
    """What a model trained with placeholders knows of the source language.

    known: the lower-cased words of its training sources (a capitalised word outside it
    is a name to copy); cased: those it saw with a capital inside a sentence ("Paris",
    learned with its translation, goes through the model; "Pierre" after a verb, known
    only as "pierre", the stone, is a name); slots: the placeholders its training
    sources hold (a sentence's names past them stay as they are).
    """

    known: frozenset[str]
    cased: frozenset[str]
    slots: str = PLACEHOLDERS  # the placeholders it learned (those of its training)

    @classmethod
    def from_metadata(cls, metadata: Mapping | None) -> Names | None:
        """The Names of a checkpoint's metadata; None for a model trained without
        placeholders (which translates as it always did)."""
        entry = (metadata or {}).get("names")
        if not entry or not entry.get("share"):
            return None
        known, cased = frozenset(entry["known"]), frozenset(entry["cased"])
        return cls(known, cased, entry.get("placeholders", PLACEHOLDERS))

    def to_metadata(self, share: float) -> dict:
        """What a checkpoint's metadata holds under "names"."""
        return {
            "share": share,
            "placeholders": self.slots,
            "known": sorted(self.known),
            "cased": sorted(self.cased),
        }

    @classmethod
    def of_sources(cls, sources: Iterable[str]) -> Names:
        """The Names of a model trained on these (masked) source sentences."""
        known, cased, seen = set(), set(), set()
        for text in sources:
            seen.update(_ANY_PLACEHOLDER.findall(text))
            for token, _, initial in _words(text):
                known.add(token.lower())
                if not initial and token[:1].isupper():
                    cased.add(token.lower())
        slots = "".join(p for p in PLACEHOLDERS if p in seen)
        return cls(frozenset(known - set(PLACEHOLDERS)), frozenset(cased), slots)


def _words(text: str) -> list[tuple[str, tuple[int, int], bool]]:
    """(token as written, its span, whether it starts a sentence) for every word token
    of `text` that :func:`tokenize` finds (punctuation marks left out)."""
    out, start = [], True
    for match in _SCAN.finditer(text.replace("\u2019", "'")):
        token = match.group()
        if any(c.isalnum() for c in token):
            out.append((token, match.span(), start))
            start = False
        elif token in _SENTENCE_END:
            start = True
    return out


def _is_candidate(
    token: str, initial: bool, known: Collection[str], cased: Collection[str]
) -> bool:
    """A name to mask: a capitalised word the model does not know as such. At a
    sentence start (where every word has a capital) only if its lower-case form is
    unknown; inside a sentence unless the model saw it there with its capital."""
    if not token[:1].isupper() or _is_elision(token):
        return False
    return token.lower() not in (known if initial else cased)


def _is_elision(token: str) -> bool:
    return token.endswith("'")


def mask(
    text: str,
    known: Collection[str],
    cased: Collection[str] = (),
    slots: str = PLACEHOLDERS,
) -> tuple[str, dict[str, str]]:
    """Replace the names of a French sentence the model does not know by placeholders.

    known: the model's lower-cased source words; cased: those it saw capitalised inside
    a sentence (see :class:`Names`). The same name twice gets the same placeholder; past
    the last of `slots` (the placeholders to use, in order), names stay as they are.
    Returns the masked text and the mapping placeholder -> name, for :func:`unmask`. A
    text that already holds a placeholder character is returned as it is, with an empty
    mapping.
    """
    if _ANY_PLACEHOLDER.search(text):
        return text, {}
    by_name: dict[str, str] = {}
    spans = []
    for token, span, initial in _words(text):
        if not _is_candidate(token, initial, known, cased):
            continue
        if token not in by_name:
            if len(by_name) == len(slots):
                continue
            by_name[token] = slots[len(by_name)]
        spans.append((span, by_name[token]))
    for (begin, end), placeholder in reversed(spans):
        text = text[:begin] + placeholder + text[end:]
    return text, {p: name for name, p in by_name.items()}


def mask_sentences(
    sentences: Sequence[str], names: Names | None
) -> tuple[list[str], list[dict[str, str]]]:
    """:func:`mask` on each sentence with a model's Names: the masked sentences and
    their mappings. names=None (a model trained without placeholders): the sentences
    as they are, with empty mappings."""
    if names is None:
        return list(sentences), [{} for _ in sentences]
    masked = [mask(sentence, *names) for sentence in sentences]
    return [text for text, _ in masked], [mapping for _, mapping in masked]


def unmask(text: str, mapping: Mapping[str, str]) -> str:
    """Put the names back into a translation. A placeholder of no name (one the model
    made up) is removed; a name whose placeholder the model dropped is lost (see
    :func:`lost_names`)."""
    for placeholder, name in mapping.items():
        text = text.replace(placeholder, name)
    if _ANY_PLACEHOLDER.search(text):
        text = re.sub(r"\s+", " ", _ANY_PLACEHOLDER.sub("", text)).strip()
        text = re.sub(r" (?=[.,!?;:])", "", text)
        text = text[:1].upper() + text[1:]
    return text


def lost_names(source: str, translation: str, names: Names | None) -> list[str]:
    """The names :func:`mask` replaced in `source` that are missing from
    `translation`: a placeholder the model dropped (empty without placeholders)."""
    if names is None:
        return []
    _, mapping = mask(source, *names)
    return [name for name in mapping.values() if not _holds(translation, name)]


def _holds(text: str, name: str) -> bool:
    """Whether `name` is a word of `text` ("Lucie's" holds Lucie; "Lucienne" does not)."""
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text) is not None


# The training side: names found in a pair, replaced on both sides.


def lower_words(pairs: Iterable[tuple[str, str]]) -> set[str]:
    """The words written in lower case somewhere in the pairs (either side): a word at
    a sentence start that is one of them ("Six chats" / "Six cats") is no name."""
    return {
        token
        for pair in pairs
        for text in pair
        for token, _, _ in _words(text)
        if token.islower()
    }


def pair_names(source: str, target: str, lower: Collection[str]) -> list[str]:
    """The names of a (French, English) pair, in order of appearance in the French: the
    capitalised words found as the same word on both sides. One that only starts a
    French sentence counts only if its lower-case form is not in `lower`
    (:func:`lower_words`)."""
    found: dict[str, bool] = {}  # name -> seen inside a sentence
    for token, _, initial in _words(source):
        if token[:1].isupper() and not _is_elision(token) and _holds(target, token):
            found[token] = found.get(token, False) or not initial
    return [n for n, inside in found.items() if inside or n.lower() not in lower]


def _mask_pair(source: str, target: str, names: Sequence[str]) -> tuple[str, str]:
    """Each name replaced by its placeholder, on both sides."""
    mapping = dict(zip(names, PLACEHOLDERS, strict=False))
    spans = [(span, mapping[t]) for t, span, _ in _words(source) if t in mapping]
    for (begin, end), placeholder in reversed(spans):
        source = source[:begin] + placeholder + source[end:]
    for name, placeholder in mapping.items():
        target = re.sub(rf"(?<![\w-]){re.escape(name)}(?![\w-])", placeholder, target)
    return source, target


def mask_names(
    pairs: Sequence[tuple[str, str]], share: float, seed: int
) -> tuple[list[tuple[str, str]], dict]:
    """A copy of the training pairs where `share` of those that hold names (drawn with
    `seed`) have their names replaced by placeholders on both sides; the others, and
    the pairs without names, are left as they are. The model so learns both the names
    it sees and to copy the placeholders that stand for the names it never saw.

    Returns the pairs and counts: {"with_names": pairs that hold names, "masked": of
    them, with placeholders}. Pairs that already hold a placeholder character are left
    out of the draw.
    """
    if not 0.0 <= share <= 1.0:
        raise ValueError(f"expected a share in [0, 1], got {share!r}")
    lower = lower_words(pairs)
    found = {}
    for i, (source, target) in enumerate(pairs):
        if _ANY_PLACEHOLDER.search(source + target):
            continue
        names = pair_names(source, target, lower)
        if names:
            found[i] = names
    rows = list(found)
    g = torch.Generator().manual_seed(seed)
    n = round(share * len(rows))
    chosen = {rows[j] for j in torch.randperm(len(rows), generator=g)[:n].tolist()}
    out = [
        _mask_pair(*pair, found[i]) if i in chosen else tuple(pair)
        for i, pair in enumerate(pairs)
    ]
    return out, {"with_names": len(rows), "masked": len(chosen)}


_WORD = re.compile(r"[^\W\d_][\w'-]*")


def keep_source_capitals(text: str, source: str) -> str:
    """The translation `text`, with the capitals that `source` gives its names: a word
    written with a capital inside the French sentence (not first in one) keeps it where
    the English writes the same word, whatever the casing table says (*Elle sera à
    Nice.*: *She will be in Nice.*, though the table writes *nice*, the adjective). A
    word the source holds k times gets its capital k times at most, the first ones
    first, so that the adjective of *Nice is nice* keeps its small letter."""
    wanted: dict[str, tuple[str, int]] = {}
    for m in _WORD.finditer(source):
        word, before = m.group(), source[: m.start()].rstrip()
        if word[0].isupper() and before and before[-1] not in ".!?":
            form, count = wanted.get(word.lower(), (word, 0))
            wanted[word.lower()] = (form, count + 1)
    if not wanted:
        return text
    seen: dict[str, int] = {}

    def restore(m: re.Match) -> str:
        word = m.group()
        if word.lower() not in wanted:
            return word
        form, count = wanted[word.lower()]
        seen[word.lower()] = seen.get(word.lower(), 0) + 1
        return form if seen[word.lower()] <= count else word

    return _WORD.sub(restore, text)
