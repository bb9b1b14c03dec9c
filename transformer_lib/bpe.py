"""Chapter 1: byte-pair encoding (BPE), words cut into frequent pieces.

Training starts from single characters and repeatedly merges the most frequent adjacent
pair of symbols into a new symbol (Sennrich et al., 2016). Encoding replays the learned
merges in the order they were learned. Every word starts with the marker ``▁`` (U+2581),
so decoding knows where words begin.

    >>> bpe = BPETokenizer.train(["le chat dort.", "le chien dort."], vocab_size=40)
    >>> bpe.tokenize("le chaton dort.")   # pieces; an unseen word is cut, not <unk>
    >>> bpe.decode(bpe.encode("le chaton dort."))   # 'le chaton dort.'
"""

from __future__ import annotations

import heapq
import json
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from itertools import pairwise
from pathlib import Path

from transformer_lib.tokenizer import SPECIALS, Vocab, detokenize, tokenize

__all__ = [
    "WORD_START",
    "pre_tokenize",
    "learn_merges",
    "apply_merges",
    "BPETokenizer",
]

WORD_START = "\u2581"  # "▁": marks the first piece of every word
_FORMAT = "transformer_lib.bpe"
_MARKERS = set(
    SPECIALS[:3]
)  # <pad> <s> </s> stand alone; an <unk> piece stays in its word


def pre_tokenize(text: str) -> list[str]:
    """Split ``text`` into words with ``tokenize``, and mark each word's start with ``▁``."""
    if not isinstance(text, str):
        raise ValueError(f"expected a str, got {type(text).__name__}")
    if WORD_START in text:
        raise ValueError(
            f"text contains {WORD_START!r} (U+2581), BPE's word-start marker"
        )
    return [WORD_START + word for word in tokenize(text)]


def learn_merges(
    word_counts: Mapping[str, int], vocab_size: int, min_frequency: int = 2
) -> tuple[list[str], list[tuple[str, str]]]:
    """Word frequencies -> (alphabet, merges), until ``vocab_size`` tokens (specials included).

    Each step merges the most frequent adjacent pair of symbols, counted over all words
    (a word seen n times counts n times). Tie-break: the pair whose left symbol has the
    smaller id, then the right one; ids go specials, characters in code-point order, then
    merged symbols in the order they were made (the rule of Hugging Face ``tokenizers``).
    Training stops early when the best pair is seen fewer than ``min_frequency`` times.
    """
    if vocab_size < len(SPECIALS):
        raise ValueError(f"expected vocab_size >= {len(SPECIALS)}, got {vocab_size}")
    if min_frequency < 1:
        raise ValueError(f"expected min_frequency >= 1, got {min_frequency}")
    alphabet = sorted({char for word in word_counts for char in word})
    itos = list(SPECIALS) + alphabet
    stoi = {s: i for i, s in enumerate(itos)}
    words = [[stoi[c] for c in word] for word in word_counts]  # each word as symbol ids
    counts = list(word_counts.values())

    # How often each adjacent pair occurs, and in which words: counted once, then updated.
    pair_counts: Counter[tuple[int, int]] = Counter()
    where: defaultdict[tuple[int, int], set[int]] = defaultdict(set)
    for w, (word, n) in enumerate(zip(words, counts, strict=True)):
        for pair in pairwise(word):
            pair_counts[pair] += n
            where[pair].add(w)
    # A heap of (-count, left id, right id): its top is the best pair, ties included.
    # Counts that dropped since an entry was pushed are fixed when the entry comes up.
    heap = [(-n, a, b) for (a, b), n in pair_counts.items()]
    heapq.heapify(heap)

    merges: list[tuple[str, str]] = []
    while len(itos) < vocab_size and heap:
        neg_count, a, b = heapq.heappop(heap)
        count = pair_counts[a, b]
        if count != -neg_count:  # stale entry: push it back with its current count
            if count > 0:
                heapq.heappush(heap, (-count, a, b))
            continue
        if count < min_frequency:
            break
        new = itos[a] + itos[b]
        if new not in stoi:  # two different merges may spell the same string
            stoi[new] = len(itos)
            itos.append(new)
        merges.append((itos[a], itos[b]))
        touched = set()
        for w in where.pop((a, b)):  # only the words that contain the pair change
            word, n = words[w], counts[w]
            for pair in pairwise(word):
                pair_counts[pair] -= n
            words[w] = word = _merge_ids(word, a, b, stoi[new])
            for pair in pairwise(word):
                pair_counts[pair] += n
                where[pair].add(w)
                touched.add(pair)
        for pair in touched:  # counts that grew need a fresh heap entry
            heapq.heappush(heap, (-pair_counts[pair], *pair))
    return alphabet, merges


def _merge_ids(word: list[int], a: int, b: int, new: int) -> list[int]:
    out, i = [], 0
    while i < len(word):
        if i + 1 < len(word) and word[i] == a and word[i + 1] == b:
            out.append(new)
            i += 2
        else:
            out.append(word[i])
            i += 1
    return out


def apply_merges(
    symbols: Sequence[str], ranks: Mapping[tuple[str, str], int]
) -> list[str]:
    """Cut one word: repeatedly merge the adjacent pair learned earliest (lowest rank).

    Every occurrence of that pair is merged, left to right, before the next pair is
    considered; the word is done when no adjacent pair has a rank.
    """
    symbols = list(symbols)
    while len(symbols) > 1:
        pairs = set(pairwise(symbols))
        best = min(pairs, key=lambda pair: ranks.get(pair, float("inf")))
        if best not in ranks:
            break
        merged, i = [], 0
        while i < len(symbols):
            if i + 1 < len(symbols) and (symbols[i], symbols[i + 1]) == best:
                merged.append(symbols[i] + symbols[i + 1])
                i += 2
            else:
                merged.append(symbols[i])
                i += 1
        symbols = merged
    return symbols


class BPETokenizer(Vocab):
    """A BPE vocabulary: the four specials, the characters, then one token per merge.

    Used like ``Vocab`` (``encode``, ``decode``, ``to_tokens``, the special ids), but a
    word it never saw is cut into known pieces instead of becoming ``<unk>``; only a
    character never seen in training does.
    """

    def __init__(self, alphabet: Iterable[str], merges: Iterable[Sequence[str]]):
        alphabet = sorted(set(alphabet))
        if any(len(c) != 1 for c in alphabet):
            raise ValueError("expected an alphabet of single characters")
        self.alphabet = alphabet
        self.merges = [tuple(pair) for pair in merges]
        self.itos = list(SPECIALS) + alphabet
        self.stoi = {t: i for i, t in enumerate(self.itos)}
        for a, b in self.merges:
            if a not in self.stoi or b not in self.stoi or a in SPECIALS:
                raise ValueError(f"merge {(a, b)} uses a token not made before it")
            if a + b not in self.stoi:
                self.stoi[a + b] = len(self.itos)
                self.itos.append(a + b)
        self.ranks = {pair: rank for rank, pair in enumerate(self.merges)}
        self._cache: dict[str, list[str]] = {}

    @classmethod
    def train(
        cls, texts: Iterable[str], vocab_size: int, min_frequency: int = 2
    ) -> BPETokenizer:
        """Learn merges from sentences until the vocabulary has ``vocab_size`` tokens."""
        word_counts = Counter(w for text in texts for w in pre_tokenize(text))
        return cls(*learn_merges(word_counts, vocab_size, min_frequency))

    @classmethod
    def from_itos(cls, itos):
        raise ValueError("a BPETokenizer needs its merges: use BPETokenizer.load")

    def __repr__(self) -> str:
        return f"BPETokenizer(size={len(self)}, merges={len(self.merges)})"

    def segment(self, word: str) -> list[str]:
        """One word (starting with ``▁``) -> its pieces; unknown characters -> ``<unk>``."""
        if word not in self._cache:
            pieces = apply_merges(word, self.ranks)
            self._cache[word] = [p if p in self.stoi else SPECIALS[3] for p in pieces]
        return self._cache[word]

    def tokenize(self, text_or_words: str | Sequence[str]) -> list[str]:
        """Text (or a list of word tokens) -> pieces; specials pass through whole."""
        if isinstance(text_or_words, str):
            words = pre_tokenize(text_or_words)
        else:  # a ▁ inside a word would cut it in two on decode: refused, as in text
            if any(WORD_START in w for w in text_or_words):
                raise ValueError(
                    f"a word contains {WORD_START!r} (U+2581), BPE's word-start marker"
                )
            words = [w if w in SPECIALS else WORD_START + w for w in text_or_words]
        return [p for w in words for p in ([w] if w in SPECIALS else self.segment(w))]

    def encode(
        self, text_or_tokens: str | Sequence[str], add_bos=False, add_eos=False
    ) -> list[int]:
        """Text (or word tokens) -> ids of pieces, with optional ``<s>`` / ``</s>``."""
        ids = [self.stoi[p] for p in self.tokenize(text_or_tokens)]
        return [self.bos_id] * add_bos + ids + [self.eos_id] * add_eos

    def to_words(self, ids, skip_special: bool = True) -> list[str]:
        """Ids -> word tokens: pieces glued together, a new word at every ``▁``."""
        words: list[str] = []
        for piece in self.to_tokens(ids, skip_special=skip_special):
            if piece.startswith(WORD_START) or piece in _MARKERS or not words:
                words.append(piece.removeprefix(WORD_START))
            else:
                words[-1] += piece
        return words

    def decode(self, ids, skip_special: bool = True) -> str:
        """Ids -> text, the same text that ``Vocab.decode`` gives for known words."""
        return detokenize(self.to_words(ids, skip_special=skip_special))

    def to_dict(self) -> dict:
        """What ``save`` writes: the alphabet, the merges in order, and the vocabulary."""
        return {
            "format": _FORMAT,
            "alphabet": self.alphabet,
            "merges": [list(pair) for pair in self.merges],
            "itos": self.itos,
        }

    @classmethod
    def from_dict(cls, state: Mapping) -> BPETokenizer:
        """Rebuild from ``to_dict``'s output, checking that the vocabulary agrees."""
        if not isinstance(state, Mapping) or state.get("format") != _FORMAT:
            raise ValueError(f"expected a dict with format {_FORMAT!r}")
        bpe = cls(state["alphabet"], state["merges"])
        if bpe.itos != list(state["itos"]):
            raise ValueError("the saved vocabulary does not match its merges")
        return bpe

    def save(self, path: str | Path) -> None:
        """Write the tokenizer as JSON (UTF-8)."""
        text = json.dumps(self.to_dict(), ensure_ascii=False)
        Path(path).write_text(text, encoding="utf-8")

    @classmethod
    def load(cls, path: str | Path) -> BPETokenizer:
        """Read a tokenizer that ``save`` wrote."""
        return cls.from_dict(json.loads(Path(path).read_text(encoding="utf-8")))
