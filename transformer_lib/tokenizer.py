"""Chapter 1: text -> tokens -> ids, the vocabulary with its special tokens, and padding."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

import torch

__all__ = [
    "PAD",
    "BOS",
    "EOS",
    "UNK",
    "SPECIALS",
    "tokenize",
    "detokenize",
    "Vocab",
    "pad_batch",
]

PAD, BOS, EOS, UNK = "<pad>", "<s>", "</s>", "<unk>"
SPECIALS = (PAD, BOS, EOS, UNK)  # ids 0, 1, 2, 3 in every vocabulary

# French elisions ("l'homme", "qu'il", "jusqu'à"): the clipped word is a token of its own.
_ELISION = r"(?<!\w)(?:jusqu|lorsqu|puisqu|qu|[cdjlmnst])'(?=\w)"
# A word may contain inner apostrophes or hyphens ("aujourd'hui", "don't", "peut-être").
_WORD = r"\w+(?:['-]\w+)*"
_TOKEN_RE = re.compile(rf"{_ELISION}|{_WORD}|[^\w\s]")
_NO_SPACE_BEFORE = set(".,!?;:)]}%…")
_NO_SPACE_AFTER = set("([{")
_MARKERS = {PAD, BOS, EOS}  # what decoding skips; <unk> stays: it stands for a word


def tokenize(text: str) -> list[str]:
    """Lower-case ``text`` and split it into words, elisions and punctuation marks."""
    if not isinstance(text, str):
        raise ValueError(f"expected a str, got {type(text).__name__}")
    text = text.lower().replace("\u2019", "'")  # typographic apostrophe -> '
    return _TOKEN_RE.findall(text)


def _is_elision(token: str) -> bool:
    return len(token) > 1 and token.endswith("'")


def _in_number(tokens: Sequence[str], i: int) -> bool:
    """Is tokens[i] a decimal point or a colon between two numbers ("3.5", "10:30")?"""
    return (
        tokens[i] in (".", ":")
        and 0 < i < len(tokens) - 1
        and tokens[i - 1].isdecimal()
        and tokens[i + 1].isdecimal()
    )


def _in_initialism(tokens: Sequence[str], i: int) -> bool:
    """Is tokens[i] the inner "." of a two-letter abbreviation ("p.m.", "a.m.", "e.g.")?"""
    return (
        tokens[i] == "."
        and 0 < i < len(tokens) - 2
        and len(tokens[i - 1]) == 1
        and tokens[i - 1].isalpha()
        and len(tokens[i + 1]) == 1
        and tokens[i + 1].isalpha()
        and tokens[i + 2] == "."
    )


def _plural_possessive(tokens: Sequence[str], i: int) -> bool:
    """Is tokens[i] the apostrophe of a plural possessive ("my parents' house")?"""
    return tokens[i] == "'" and i > 0 and tokens[i - 1][-1:] == "s"


def detokenize(tokens: Iterable[str]) -> str:
    """Join tokens with spaces, except before punctuation and after elisions/brackets;
    a "." or ":" between digits stays inside its number, the inner "." of "p.m." inside
    its abbreviation, the apostrophe of "parents'" on its word, and straight double
    quotes open and close in turn."""
    tokens = list(tokens)
    out, glue = [], True  # glue: no space before the next token
    inside_quote = False
    for i, tok in enumerate(tokens):
        if tok == '"':
            inside_quote = not inside_quote  # an opening quote, or a closing one
        closing = tok == '"' and not inside_quote
        attached = tok in _NO_SPACE_BEFORE or closing or _plural_possessive(tokens, i)
        if out and not glue and not attached:
            out.append(" ")
        out.append(tok)
        opening = tok == '"' and inside_quote
        glue = _is_elision(tok) or tok in _NO_SPACE_AFTER or opening
        glue = glue or _in_number(tokens, i) or _in_initialism(tokens, i)
    return "".join(out)


# [ch10 begin] cased text from lower-case tokens (chapter 10's casing module teaches it)
_SENTENCE_END = frozenset(".?!")


def truecase(tokens: Sequence[str], casing: Mapping[str, str] | None = None) -> str:
    """Lower-case tokens -> cased, detokenised text.

    Each token takes its form from ``casing`` (see :func:`learn_casing`) if it has one;
    then the first word of every sentence (at the start, and after . ? !) gets a
    capital letter; the "." inside "p.m." ends no sentence. ``casing=None``: the
    capitals at sentence starts only.
    """
    if isinstance(tokens, str):
        raise ValueError("expected a list of tokens, got one str: tokenize it first")
    casing = casing or {}
    out, start = [], True
    for i, token in enumerate(tokens):
        word = casing.get(token, token)
        if start and any(ch.isalnum() for ch in word):
            first = word[:1].upper()  # "ß".upper() is "SS": such a letter stays
            word = (first if len(first) == 1 else word[:1]) + word[1:]
            start = False
        elif word in _SENTENCE_END and not _in_initialism(tokens, i):
            start = True
        out.append(word)
    return detokenize(out)


# [ch10 end]


def _check_ids(ids, size: int | None = None) -> list[int]:
    if isinstance(ids, torch.Tensor):
        if ids.is_floating_point() or ids.is_complex() or ids.dim() != 1:
            raise ValueError(
                f"expected a 1-D integer tensor of ids, got dtype {ids.dtype} "
                f"with shape {tuple(ids.shape)}"
            )
        ids = ids.tolist()
    ids = list(ids)
    for i in ids:
        if isinstance(i, bool) or not isinstance(i, int):
            raise ValueError(f"expected integer ids, got {i!r} ({type(i).__name__})")
        if size is None and i < 0:
            raise ValueError(f"expected non-negative ids, got {i}")
        if size is not None and not 0 <= i < size:
            raise ValueError(f"expected ids in [0, {size}), got {i}")
    return ids


class Vocab:
    """A token <-> id table: the four specials first, then tokens by frequency."""

    def __init__(
        self,
        sentences: Iterable[str | Sequence[str]] = (),
        min_freq: int = 1,
        max_size: int | None = None,
    ):
        if min_freq < 1:
            raise ValueError(f"expected min_freq >= 1, got {min_freq}")
        if max_size is not None and max_size < len(SPECIALS):
            raise ValueError(
                f"expected max_size >= {len(SPECIALS)} (the special tokens), "
                f"got {max_size}"
            )
        counts: Counter[str] = Counter()
        for sentence in sentences:
            counts.update(tokenize(sentence) if isinstance(sentence, str) else sentence)
        for special in SPECIALS:  # the specials are never counted as words
            counts.pop(special, None)
        # 1) keep frequent tokens; 2) most frequent first, ties in alphabetical order
        kept = sorted(
            (t for t, c in counts.items() if c >= min_freq),
            key=lambda t: (-counts[t], t),
        )
        if max_size is not None:
            kept = kept[: max_size - len(SPECIALS)]
        self.itos: list[str] = list(SPECIALS) + kept  # id -> token
        self.stoi: dict[str, int] = {t: i for i, t in enumerate(self.itos)}
        self.counts = counts

    # [detail begin] from_itos: rebuild a saved vocabulary from its token list
    @classmethod
    def from_itos(cls, itos: Sequence[str]) -> Vocab:
        """Rebuild a vocabulary from its id -> token list (which starts with SPECIALS)."""
        if tuple(itos[: len(SPECIALS)]) != SPECIALS or len(set(itos)) != len(itos):
            raise ValueError(
                f"expected distinct tokens starting with {SPECIALS}, got {list(itos[:4])}"
            )
        vocab = cls()
        vocab.itos = list(itos)
        vocab.stoi = {t: i for i, t in enumerate(vocab.itos)}
        return vocab

    # [detail end]
    # [ch10 begin] the capital letters to put back into decoded text
    # How to case decoded text ({"i": "I"}), for a target vocabulary: set by the
    # loaders of chapter 10 from the checkpoint; None: no table.
    casing: dict[str, str] | None = None
    # [ch10 end]

    def __len__(self) -> int:
        return len(self.itos)

    def __contains__(self, token: str) -> bool:
        return token in self.stoi

    def __repr__(self) -> str:
        return f"Vocab(size={len(self)}, first={self.itos[4:9]})"

    # The specials sit at the start of every vocabulary, so their ids are fixed.
    pad_id, bos_id = SPECIALS.index(PAD), SPECIALS.index(BOS)
    eos_id, unk_id = SPECIALS.index(EOS), SPECIALS.index(UNK)

    def encode(
        self, text_or_tokens: str | Sequence[str], add_bos=False, add_eos=False
    ) -> list[int]:
        """Text (or a token list) -> ids; unknown tokens become ``unk_id``."""
        tokens = (
            tokenize(text_or_tokens)
            if isinstance(text_or_tokens, str)
            else list(text_or_tokens)
        )
        ids = [self.stoi.get(t, self.unk_id) for t in tokens]
        return [self.bos_id] * add_bos + ids + [self.eos_id] * add_eos

    def to_tokens(self, ids, skip_special: bool = False) -> list[str]:
        """Ids (a list or a 1-D tensor) -> tokens, optionally without pad/bos/eos."""
        # _check_ids: a ValueError for anything but integer ids inside the vocabulary;
        # _MARKERS: <pad>, <s> and </s>
        tokens = [self.itos[i] for i in _check_ids(ids, len(self))]
        return [t for t in tokens if not (skip_special and t in _MARKERS)]

    def to_words(self, ids, skip_special: bool = True) -> list[str]:
        """Ids -> words, without pad/bos/eos: here each token is a word (a subword
        vocabulary, ``BPETokenizer``, glues its pieces back into words)."""
        return self.to_tokens(ids, skip_special=skip_special)

    def decode(self, ids, skip_special: bool = True) -> str:
        """Ids -> text, dropping <pad>, <s> and </s> unless ``skip_special=False``."""
        return detokenize(self.to_words(ids, skip_special=skip_special))


def pad_batch(sequences: Sequence[Sequence[int]], pad_id: int = 0) -> torch.Tensor:
    """Right-pad id sequences of different lengths into one LongTensor (B, T)."""
    if len(sequences) == 0:
        raise ValueError("expected at least one sequence, got an empty batch")
    rows = [_check_ids(s) for s in sequences]
    T = max(len(r) for r in rows)
    batch = torch.full((len(rows), T), pad_id, dtype=torch.long)  # (B, T)
    for b, row in enumerate(rows):
        batch[b, : len(row)] = torch.tensor(row, dtype=torch.long)
    return batch
