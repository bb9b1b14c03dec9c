"""Answers to the exercises of chapters 1-2 as students write them, wrong and right.

Used by tests/test_grading_checks.py: each wrong one must fail with the hint meant for
it (a fragment of that hint is given), each right one must score full marks.
"""

from __future__ import annotations

import math
from collections import Counter

import torch
import torch.nn.functional as F

SPECIALS = ["<pad>", "<s>", "</s>", "<unk>"]

# --- ex01.vocab, written wrong the way students do


def vocab_specials_last(sentences, min_freq=1):
    counts = Counter(t for s in sentences for t in s)
    words = [t for t in counts if counts[t] >= min_freq and t not in SPECIALS]
    return sorted(words, key=lambda t: (-counts[t], t)) + SPECIALS


def vocab_most_common(sentences, min_freq=1):
    counts = Counter(t for s in sentences for t in s)
    kept = [t for t, n in counts.most_common() if n >= min_freq and t not in SPECIALS]
    return SPECIALS + kept


def vocab_strict_min_freq(sentences, min_freq=1):
    counts = Counter(t for s in sentences for t in s)
    words = [t for t in counts if counts[t] > min_freq and t not in SPECIALS]
    return SPECIALS + sorted(words, key=lambda t: (-counts[t], t))


def vocab_reverse_sort(sentences, min_freq=1):
    counts = Counter(t for s in sentences for t in s)
    pairs = [(n, t) for t, n in counts.items() if n >= min_freq and t not in SPECIALS]
    return SPECIALS + [t for n, t in sorted(pairs, reverse=True)]


def vocab_one_count_per_sentence(sentences, min_freq=1):
    counts = Counter()
    for sentence in sentences:
        counts.update(set(sentence))
    words = [t for t in counts if counts[t] >= min_freq and t not in SPECIALS]
    return SPECIALS + sorted(words, key=lambda t: (-counts[t], t))


def vocab_specials_twice(sentences, min_freq=1):
    counts = Counter(t for s in sentences for t in s)
    words = [t for t in counts if counts[t] >= min_freq]
    return SPECIALS + sorted(words, key=lambda t: (-counts[t], t))


# --- ex01.encode


def encode_without_markers(tokens, stoi):
    return [stoi.get(t, stoi["<unk>"]) for t in tokens]


def encode_with_brackets(tokens, stoi):
    return [stoi["<s>"]] + [stoi[t] for t in tokens] + [stoi["</s>"]]


def encode_unknown_as_pad(tokens, stoi):
    return [1] + [stoi.get(t, 0) for t in tokens] + [2]


def encode_dropping_unknown(tokens, stoi):
    return [1] + [stoi[t] for t in tokens if t in stoi] + [2]


def encode_swapped(tokens, stoi):
    return [stoi["</s>"]] + [stoi.get(t, 3) for t in tokens] + [stoi["<s>"]]


# --- ex01.embed


def embed_without_num_classes(ids, weight):
    return F.one_hot(ids.long()).to(weight.dtype) @ weight


def embed_transposed(ids, weight):
    one_hot = F.one_hot(ids.long(), num_classes=weight.size(0)).to(weight.dtype)
    return torch.matmul(one_hot, weight.t())


def embed_scaled(ids, weight):
    one_hot = F.one_hot(ids.long(), weight.shape[0]).to(weight.dtype)
    return (one_hot @ weight) * weight.shape[1] ** 0.5


def embed_float32(ids, weight):
    return F.one_hot(ids.long(), weight.shape[0]).float() @ weight.float()


def embed_int64_one_hot(ids, weight):
    return F.one_hot(ids.long(), weight.shape[0]) @ weight


def embed_int32_ids_fail(ids, weight):
    return F.one_hot(ids, weight.shape[0]).to(weight.dtype) @ weight


def embed_flat(ids, weight):
    flat = F.one_hot(ids.flatten().long(), weight.shape[0]).to(weight.dtype)
    return flat @ weight


# --- ex01.best_pair


def pair_ignoring_counts(word_counts):
    counts = {}
    for word in word_counts:  # each word once, however often it occurs
        for a, b in zip(word, word[1:], strict=False):
            counts[a, b] = counts.get((a, b), 0) + 1
    return min(counts, key=lambda p: (-counts[p], p))


def pair_by_str_count(word_counts):
    counts = Counter()
    for word, n in word_counts.items():
        for pair in {word[i : i + 2] for i in range(len(word) - 1)}:
            counts[pair[0], pair[1]] += word.count(pair) * n  # "aaa".count("aa") is 1
    best = max(counts.values())
    return sorted(p for p in counts if counts[p] == best)[0]


def pair_most_common(word_counts):
    counts = Counter()
    for word, n in word_counts.items():
        for i in range(len(word) - 1):
            counts[word[i], word[i + 1]] += n
    return counts.most_common(1)[0][0]


def pair_of_the_whole_text(word_counts):
    text = "".join(word * n for word, n in word_counts.items())
    counts = Counter(zip(text, text[1:], strict=False))
    return min(counts, key=lambda p: (-counts[p], p))


def pair_max_reversed(word_counts):
    counts = Counter()
    for word, n in word_counts.items():
        for pair in zip(word, word[1:], strict=False):
            counts[pair] += n
    return max(counts, key=lambda p: (counts[p], p))


# --- ex01.segment


def segment_greedy(word, merges):
    vocabulary = set(word) | {a + b for a, b in merges}
    pieces, start = [], 0
    while start < len(word):
        end = len(word)
        while end > start + 1 and word[start:end] not in vocabulary:
            end -= 1
        pieces.append(word[start:end])
        start = end
    return pieces


def segment_leftmost(word, merges):
    symbols, changed = list(word), True
    while changed:
        changed = False
        for i in range(len(symbols) - 1):
            if (symbols[i], symbols[i + 1]) in merges:
                symbols[i : i + 2] = [symbols[i] + symbols[i + 1]]
                changed = True
                break
    return symbols


def segment_last_merge_first(word, merges):
    rank = {pair: len(merges) - r for r, pair in enumerate(merges)}
    symbols = list(word)
    while True:
        pairs = [
            (rank[p], i)
            for i, p in enumerate(zip(symbols, symbols[1:], strict=False))
            if p in rank
        ]
        if not pairs:
            return symbols
        _, i = min(pairs)
        symbols[i : i + 2] = [symbols[i] + symbols[i + 1]]


def segment_first_occurrence(word, merges):
    symbols = list(word)
    for a, b in merges:
        for i in range(len(symbols) - 1):
            if symbols[i] == a and symbols[i + 1] == b:
                symbols[i : i + 2] = [a + b]
                break
    return symbols


def segment_from_the_right(word, merges):
    symbols = list(word)
    for a, b in merges:
        i = len(symbols) - 2
        while i >= 0:
            if symbols[i] == a and symbols[i + 1] == b:
                symbols[i : i + 2] = [a + b]
                i -= 2
            else:
                i -= 1
    return symbols


# --- ex02.sinusoidal


def _angles(max_len, d_model, base=10000.0, start=0, two=2):
    pos = torch.arange(start, start + max_len, dtype=torch.float64).unsqueeze(1)
    i = torch.arange(d_model // 2, dtype=torch.float64)
    return pos / base ** (two * i / d_model)


def table_concatenated(max_len, d_model, base=10000.0):
    a = _angles(max_len, d_model, base)
    return torch.cat([a.sin(), a.cos()], dim=1).float()


def table_swapped(max_len, d_model, base=10000.0):
    a = _angles(max_len, d_model, base)
    pe = torch.zeros(max_len, d_model)
    pe[:, 0::2], pe[:, 1::2] = a.cos(), a.sin()
    return pe


def table_exponent_without_two(max_len, d_model, base=10000.0):
    a = _angles(max_len, d_model, base, two=1)
    pe = torch.zeros(max_len, d_model)
    pe[:, 0::2], pe[:, 1::2] = a.sin(), a.cos()
    return pe


def table_positions_from_one(max_len, d_model, base=10000.0):
    a = _angles(max_len, d_model, base, start=1)
    pe = torch.zeros(max_len, d_model)
    pe[:, 0::2], pe[:, 1::2] = a.sin(), a.cos()
    return pe


def table_float64(max_len, d_model, base=10000.0):
    a = _angles(max_len, d_model, base)
    pe = torch.zeros(max_len, d_model, dtype=torch.float64)
    pe[:, 0::2], pe[:, 1::2] = a.sin(), a.cos()
    return pe


def table_per_column_frequency(max_len, d_model, base=10000.0):
    pos = torch.arange(max_len).unsqueeze(1).double()
    div = base ** (torch.arange(d_model).double() / d_model)
    pe = torch.zeros(max_len, d_model)
    pe[:, 0::2] = torch.sin(pos / div[0::2])
    pe[:, 1::2] = torch.cos(pos / div[1::2])
    return pe


def table_fixed_base(max_len, d_model, base=10000.0):
    a = _angles(max_len, d_model, 10000.0)
    pe = torch.zeros(max_len, d_model)
    pe[:, 0::2], pe[:, 1::2] = a.sin(), a.cos()
    return pe


# --- ex02.relative_shift


def _blocks(k, d_model, base=10000.0, two=2):
    omega = base ** (-two * torch.arange(d_model // 2, dtype=torch.float64) / d_model)
    return torch.cos(k * omega), torch.sin(k * omega)


def shift_rotating_backwards(k, d_model, base=10000.0):
    c, s = _blocks(k, d_model, base)
    M = torch.zeros(d_model, d_model)
    for i in range(d_model // 2):
        M[2 * i : 2 * i + 2, 2 * i : 2 * i + 2] = torch.tensor(
            [[c[i], -s[i]], [s[i], c[i]]]
        )
    return M


def shift_by_k_plus_one(k, d_model, base=10000.0):
    c, s = _blocks(k + 1, d_model, base)
    M = torch.zeros(d_model, d_model)
    M[0::2, 0::2], M[0::2, 1::2] = torch.diag(c), torch.diag(s)
    M[1::2, 0::2], M[1::2, 1::2] = torch.diag(-s), torch.diag(c)
    return M


def shift_halves(k, d_model, base=10000.0):
    c, s = _blocks(k, d_model, base)
    h = d_model // 2
    M = torch.zeros(d_model, d_model)
    M[:h, :h], M[:h, h:] = torch.diag(c), torch.diag(s)
    M[h:, :h], M[h:, h:] = torch.diag(-s), torch.diag(c)
    return M


def shift_float64(k, d_model, base=10000.0):
    c, s = _blocks(k, d_model, base)
    M = torch.zeros(d_model, d_model, dtype=torch.float64)
    M[0::2, 0::2], M[0::2, 1::2] = torch.diag(c), torch.diag(s)
    M[1::2, 0::2], M[1::2, 1::2] = torch.diag(-s), torch.diag(c)
    return M


def shift_exponent_without_two(k, d_model, base=10000.0):
    c, s = _blocks(k, d_model, base, two=1)
    M = torch.zeros(d_model, d_model)
    M[0::2, 0::2], M[0::2, 1::2] = torch.diag(c), torch.diag(s)
    M[1::2, 0::2], M[1::2, 1::2] = torch.diag(-s), torch.diag(c)
    return M


WRONG_CH01_02 = [
    ("ex01.vocab", vocab_specials_last, "special tokens come first"),
    ("ex01.vocab", vocab_most_common, "order of first appearance"),
    ("ex01.vocab", vocab_strict_min_freq, "at least min_freq"),
    ("ex01.vocab", vocab_reverse_sort, "reverse=True"),
    ("ex01.vocab", vocab_one_count_per_sentence, "repeats within one sentence"),
    ("ex01.vocab", vocab_specials_twice, "not add it a second time"),
    ("ex01.encode", encode_without_markers, "wrap the ids"),
    ("ex01.encode", encode_with_brackets, "raises KeyError"),
    ("ex01.encode", encode_unknown_as_pad, "not <pad>"),
    ("ex01.encode", encode_dropping_unknown, "do not skip unknown"),
    ("ex01.encode", encode_swapped, "you swapped them"),
    ("ex01.embed", embed_without_num_classes, "give one_hot the vocabulary size"),
    ("ex01.embed", embed_transposed, "without a transpose"),
    ("ex01.embed", embed_scaled, "no √d_model here"),
    ("ex01.embed", embed_float32, "rather than .float()"),
    ("ex01.embed", embed_int64_one_hot, "F.one_hot returns int64"),
    ("ex01.embed", embed_int32_ids_fail, "needs int64 ids"),
    ("ex01.embed", embed_flat, "keep the shape of ids"),
    ("ex01.best_pair", pair_ignoring_counts, "a word seen n times counts n times"),
    ("ex01.best_pair", pair_by_str_count, "overlapping ones too"),
    ("ex01.best_pair", pair_most_common, "most_common keeps the order"),
    ("ex01.best_pair", pair_of_the_whole_text, "the pairs inside each word only"),
    ("ex01.best_pair", pair_max_reversed, "not the last"),
    ("ex01.segment", segment_greedy, "greedy longest match"),
    ("ex01.segment", segment_leftmost, "not the leftmost pair"),
    ("ex01.segment", segment_last_merge_first, "not from its end"),
    ("ex01.segment", segment_first_occurrence, "not only the first"),
    ("ex01.segment", segment_from_the_right, "from left to right"),
    ("ex02.sinusoidal", table_concatenated, "all the sines first"),
    ("ex02.sinusoidal", table_swapped, "even columns (2i) take the sine"),
    ("ex02.sinusoidal", table_exponent_without_two, "counts pairs of columns"),
    ("ex02.sinusoidal", table_positions_from_one, "positions start at 0"),
    ("ex02.sinusoidal", table_float64, "dtype of the reference table"),
    ("ex02.sinusoidal", table_per_column_frequency, "use the next one"),
    ("ex02.sinusoidal", table_fixed_base, "base argument"),
    ("ex02.relative_shift", shift_rotating_backwards, "shifts by -k"),
    ("ex02.relative_shift", shift_by_k_plus_one, "shifts by k+1"),
    ("ex02.relative_shift", shift_halves, "not on (i, i + d_model/2)"),
    ("ex02.relative_shift", shift_float64, "dtype of the reference matrix"),
    ("ex02.relative_shift", shift_exponent_without_two, "counts pairs of columns"),
]


# --- right answers, written differently from the reference


def vocab_other_way(sentences, min_freq=1):
    counts = {}
    for sentence in sentences:
        for token in sentence:
            counts[token] = counts.get(token, 0) + 1
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    return SPECIALS + [t for t, n in ranked if n >= min_freq and t not in SPECIALS]


def encode_as_tensor(tokens, stoi):
    return torch.tensor([1] + [stoi.get(t, 3) for t in tokens] + [2])


def embed_by_einsum(ids, weight):
    one_hot = F.one_hot(ids.to(torch.int64), weight.shape[0]).to(weight.dtype)
    return torch.einsum("...v,vd->...d", one_hot, weight)


def pair_sorted(word_counts):
    counts = {}
    for word, n in word_counts.items():
        for i in range(1, len(word)):
            counts[word[i - 1], word[i]] = counts.get((word[i - 1], word[i]), 0) + n
    return sorted(counts.items(), key=lambda item: (-item[1], item[0]))[0][0]


def segment_merge_by_merge(word, merges):
    # every merge in the order learned, each over the whole word: the same cut
    pieces = list(word)
    for a, b in merges:
        out = []
        for piece in pieces:
            if out and out[-1] == a and piece == b:
                out[-1] = a + b
            else:
                out.append(piece)
        pieces = out
    return pieces


def table_in_float32(max_len, d_model, base=10000.0):
    pos = torch.arange(max_len, dtype=torch.float32).unsqueeze(1)
    freq = torch.exp(-math.log(base) * torch.arange(0, d_model, 2) / d_model)
    pe = torch.zeros(max_len, d_model)
    pe[:, 0::2], pe[:, 1::2] = torch.sin(pos * freq), torch.cos(pos * freq)
    return pe


def shift_by_loops(k, d_model, base=10000.0):
    M = torch.zeros(d_model, d_model)
    for i in range(d_model // 2):
        w = k / base ** (2 * i / d_model)
        M[2 * i, 2 * i], M[2 * i, 2 * i + 1] = math.cos(w), math.sin(w)
        M[2 * i + 1, 2 * i], M[2 * i + 1, 2 * i + 1] = -math.sin(w), math.cos(w)
    return M


RIGHT_CH01_02 = [
    ("ex01.vocab", vocab_other_way),
    ("ex01.encode", encode_as_tensor),
    ("ex01.embed", embed_by_einsum),
    ("ex01.best_pair", pair_sorted),
    ("ex01.segment", segment_merge_by_merge),
    ("ex02.sinusoidal", table_in_float32),
    ("ex02.relative_shift", shift_by_loops),
]
