"""The pairs a training run reads, and the vocabularies it reads them with.

A corpus of one's own split into training and validation pairs (:func:`_split`), one
BPETokenizer per language (:func:`bpe_vocabs`) and the pairs whose pieces fit the model
(:func:`_fitting`), and chapter 11's longer pairs made of two joined
(:func:`concatenated_pairs`).
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Sequence

import torch

from transformer_lib.bpe import BPETokenizer, learn_merges, pre_tokenize
from transformer_lib.tokenizer import SPECIALS, tokenize

__all__ = ["bpe_vocabs", "concatenated_pairs"]


def concatenated_pairs(
    pairs: Sequence[tuple[str, str]], seed: int, max_len: int
) -> list[tuple[str, str]]:
    """len(pairs) // 2 new pairs, each two random training pairs joined by a space
    (source to source, target to target), skipping any too long for max_len positions.

    The data-side fix for long sentences (Varis and Bojar 2021): the model sees
    positions past the longest single sentence during training.
    """
    g = torch.Generator().manual_seed(seed + 1)
    n = len(pairs)
    first = torch.randint(n, (n // 2,), generator=g).tolist()
    second = torch.randint(n, (n // 2,), generator=g).tolist()
    joined = []
    for i, j in zip(first, second, strict=True):
        src, tgt = f"{pairs[i][0]} {pairs[j][0]}", f"{pairs[i][1]} {pairs[j][1]}"
        if max(len(tokenize(src)), len(tokenize(tgt))) < max_len:
            joined.append((src, tgt))
    return joined


def _split(data: list, valid_data, seed: int) -> tuple[list, list]:
    """Training and validation pairs from a corpus of one's own."""
    if valid_data is not None:
        return data, list(valid_data)
    n_valid = min(2000, len(data) // 100)
    if n_valid < 1:
        raise ValueError(
            f"expected at least 100 pairs to hold 1 % out for validation, got "
            f"{len(data)}: pass valid_data"
        )
    order = torch.randperm(len(data), generator=torch.Generator().manual_seed(seed))
    held = set(order[:n_valid].tolist())
    return (
        [p for i, p in enumerate(data) if i not in held],
        [p for i, p in enumerate(data) if i in held],
    )


def bpe_vocabs(
    pairs: Sequence[tuple[str, str]], merges: int
) -> tuple[BPETokenizer, BPETokenizer]:
    """One BPETokenizer per language, `merges` merges each, learned on the training pairs.

    Separate vocabularies, not the paper's joint one: the capstone keeps one embedding
    table per language (``share_embeddings=False``), so a joint vocabulary would only
    give each table rows for the other language's pieces, which it never reads or writes;
    French and English written here share few pieces beyond names and punctuation; and
    with the same model and recipe as the word-level translator, only the tokens differ.
    Fewer merges are learned if no pair is left that occurs twice (``min_frequency``).
    """
    out = []
    for side in (0, 1):
        words = Counter(w for pair in pairs for w in pre_tokenize(pair[side]))
        alphabet = {c for word in words for c in word}
        size = len(SPECIALS) + len(alphabet) + merges  # specials, characters, merges
        alphabet, learned = learn_merges(words, vocab_size=size)
        out.append(BPETokenizer(alphabet, learned[:merges]))
    return out[0], out[1]


def _fitting(pairs: list, src_vocab, tgt_vocab, max_len: int) -> list:
    """The pairs whose pieces fit the model's `max_len` positions (said if some do not)."""
    fits = [
        (s, t)
        for s, t in pairs
        if max(len(src_vocab.encode(s)), len(tgt_vocab.encode(t))) < max_len
    ]
    if len(fits) < len(pairs):
        print(
            f"warning: left out {len(pairs) - len(fits)} pair(s) longer than the "
            f"model's {max_len - 1} subword tokens",
            file=sys.stderr,
        )
    return fits
