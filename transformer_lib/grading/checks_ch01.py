"""Checks for chapter 1 (tokens and embeddings): ex01.vocab, ex01.encode, ex01.embed."""

from __future__ import annotations

import math
from collections import Counter

import torch
import torch.nn.functional as F

from ..embeddings import embed
from ..tokenizer import SPECIALS, Vocab
from .core import Case, Exercise, Mistake
from .registry import register
from .vary import other_than, random_words, relabel

# --- ex01.vocab: build_vocab(sentences, min_freq=1) -> list of tokens (id -> token)


def _vocab_reference(sentences, min_freq=1):
    return Vocab(sentences, min_freq=min_freq).itos


def _counts(sentences, per_sentence=False, drop_specials=True):
    counts = Counter()
    for sentence in sentences:
        counts.update(set(sentence) if per_sentence else sentence)
    if drop_specials:
        for special in SPECIALS:
            counts.pop(special, None)
    return counts


def _vocab_variant(order, keep=lambda c, m: c >= m, specials="first", **count_kw):
    def build(sentences, min_freq=1):
        counts = _counts(sentences, **count_kw)
        words = [t for t in order(counts) if keep(counts[t], min_freq)]
        if specials == "first":
            return list(SPECIALS) + words
        return words + list(SPECIALS) if specials == "last" else words

    return build


def _by_count_then_alpha(counts):
    return sorted(counts, key=lambda t: (-counts[t], t))


def _random_corpus(g: torch.Generator) -> tuple:
    words = ["le", "chat", "dort", "un", "chien", "mange", "la", "souris", "et", "voit"]
    # Zipf-like weights, so that counts differ and some of them tie
    weights = torch.tensor([1.0 / (rank + 1) for rank in range(len(words))])
    sentences = []
    for _ in range(25):
        length = int(torch.randint(2, 7, (1,), generator=g))
        picks = torch.multinomial(weights, length, replacement=True, generator=g)
        sentences.append([words[i] for i in picks])
    return (sentences,)


# graded on a monotone relabelling of the words (the same counts and alphabetical ties)
_WORDS = relabel(keep=SPECIALS)

VOCAB_CASES = [
    Case(
        "two short sentences",
        ([["le", "chat", "dort"], ["le", "chien", "mange"]],),
        vary=_WORDS,
    ),
    Case(
        "repeats inside a sentence count",
        ([["x", "y", "y", "y"], ["x", "z"], ["w", "x"]],),
        vary=_WORDS,
    ),
    Case(
        "ties in alphabetical order",
        ([["pear", "fig", "apple", "kiwi", "date"]],),
        vary=_WORDS,
    ),
    Case("25 random sentences", _random_corpus, seed=1),
    Case(
        "min_freq=2 keeps words seen twice",
        ([["a", "b", "c", "a"], ["b", "d", "a"], ["e"]],),
        {"min_freq": 2},
        vary=_WORDS,
    ),
    Case(
        "special tokens inside the text",
        ([["<s>", "hi", "<unk>", "hi", "</s>"]],),
        vary=_WORDS,
    ),
    Case("no sentences at all", ([],)),  # stays: see core.FIXED_CASES
]

register(
    Exercise(
        id="ex01.vocab",
        title="Build a vocabulary with special tokens",
        function="build_vocab",
        reference=_vocab_reference,
        cases=VOCAB_CASES,
        mistakes=[
            Mistake(
                "start with the four special tokens <pad>, <s>, </s>, <unk> (ids 0-3)",
                _vocab_variant(_by_count_then_alpha, specials="none"),
            ),
            Mistake(
                "the special tokens come first, so that their ids are 0, 1, 2, 3",
                _vocab_variant(_by_count_then_alpha, specials="last"),
            ),
            Mistake(
                "most frequent first: sort by decreasing count",
                _vocab_variant(lambda c: sorted(c, key=lambda t: (c[t], t))),
            ),
            Mistake(
                "order by count first; the alphabet only breaks ties",
                _vocab_variant(sorted),
            ),
            Mistake(
                "break ties between equal counts alphabetically, e.g. with the sort "
                "key (-count, token); the order of first appearance is not stable",
                _vocab_variant(lambda c: [t for t, _ in c.most_common()]),
            ),
            Mistake(
                "reverse=True also reversed the alphabetical tie-break: sort with the "
                "key (-count, token) and no reverse",
                _vocab_variant(
                    lambda c: sorted(c, key=lambda t: (c[t], t), reverse=True)
                ),
            ),
            Mistake(
                "keep a token whose count is at least min_freq (>=, not >)",
                _vocab_variant(_by_count_then_alpha, keep=lambda c, m: c > m),
            ),
            Mistake(
                "drop the tokens seen fewer than min_freq times",
                _vocab_variant(_by_count_then_alpha, keep=lambda c, m: True),
            ),
            Mistake(
                "count every occurrence of a token, also repeats within one sentence",
                _vocab_variant(_by_count_then_alpha, per_sentence=True),
            ),
            Mistake(
                "a special token that appears in the text is already in the "
                "vocabulary: do not add it a second time",
                _vocab_variant(_by_count_then_alpha, drop_specials=False),
            ),
        ],
    )
)

# --- ex01.encode: encode(tokens, stoi) -> [<s> id] + ids + [</s> id]

BOS_ID, EOS_ID, UNK_ID, PAD_ID = 1, 2, 3, 0


def _encode_reference(tokens, stoi):
    itos = sorted(stoi, key=stoi.get)
    return Vocab.from_itos(itos).encode(tokens, add_bos=True, add_eos=True)


def _as_int_list(out):
    if isinstance(out, torch.Tensor):
        return out.tolist()
    return list(out) if isinstance(out, tuple) else out


def _stoi(*words):
    return {t: i for i, t in enumerate(list(SPECIALS) + list(words))}


def _random_sentence(g: torch.Generator) -> tuple:
    words = [f"w{i}" for i in range(500)]
    ids = torch.randint(0, 600, (30,), generator=g).tolist()
    return [f"w{i}" for i in ids], _stoi(*words)  # ids >= 500 are unknown


def _vary_encode(args, kwargs, g):
    """The words relabelled, and the known words' ids shuffled among themselves."""
    (tokens, stoi), kwargs = _WORDS(args, kwargs, g)
    words = [w for w in stoi if w not in SPECIALS]
    ids = [stoi[w] for w in words]
    order = torch.randperm(len(ids), generator=g).tolist()
    stoi = {**stoi, **{w: ids[i] for w, i in zip(words, order, strict=True)}}
    return (tokens, stoi), kwargs


def _vary_unknown(args, kwargs, g):
    """Only unknown words, but another number of them (1 to 5, not 2)."""
    (tokens, stoi), kwargs = _vary_encode(args, kwargs, g)
    n = other_than(g, 1, 5, (len(tokens),))
    return (random_words(g, n, avoid=set(stoi)), stoi), kwargs


ENCODE_CASES = [
    Case(
        "every token known",
        (["le", "chat", "dort"], _stoi("chat", "le", "dort")),
        vary=_vary_encode,
    ),
    Case(
        "an unknown token",
        (["le", "zèbre", "dort"], _stoi("le", "dort")),
        vary=_vary_encode,
    ),
    Case("only unknown tokens", (["x", "y"], _stoi("le")), vary=_vary_unknown),
    Case("an empty sentence", ([], _stoi("le"))),  # stays: see core.FIXED_CASES
    Case("30 tokens, 500 known words", _random_sentence, seed=2),
]


def _encode_variant(bos=(BOS_ID,), eos=(EOS_ID,), unknown=UNK_ID):
    def encode(tokens, stoi):
        ids = [stoi.get(t, unknown) for t in tokens]
        return list(bos) + [i for i in ids if i is not None] + list(eos)

    return encode


register(
    Exercise(
        id="ex01.encode",
        title="Encode a sentence with <s>, </s> and <unk>",
        function="encode",
        reference=_encode_reference,
        cases=ENCODE_CASES,
        convert=_as_int_list,
        mistakes=[
            Mistake(
                "wrap the ids: <s> (id 1) first and </s> (id 2) last",
                _encode_variant(bos=(), eos=()),
            ),
            Mistake("start with <s> (id 1)", _encode_variant(bos=())),
            Mistake("end with </s> (id 2)", _encode_variant(eos=())),
            Mistake(
                "<s> (id 1) goes first and </s> (id 2) last: you swapped them",
                _encode_variant(bos=(EOS_ID,), eos=(BOS_ID,)),
            ),
            Mistake(
                "an unknown token becomes <unk> (id 3), not <pad> (id 0)",
                _encode_variant(unknown=PAD_ID),
            ),
            Mistake(
                "do not skip unknown tokens: each one becomes <unk> (id 3), so the "
                "sentence keeps its length",
                _encode_variant(unknown=None),
            ),
        ],
        error_hints=[
            (
                "KeyError",
                "a token missing from the vocabulary raises KeyError: look it up with "
                "stoi.get(token, 3) so that it becomes <unk>",
            )
        ],
    )
)

# --- ex01.embed: embed_one_hot(ids, weight) -> one_hot(ids) @ weight, shape (..., D)


def _ids_and_weight(shape, V, D, dtype=torch.float32, id_dtype=torch.long, high=None):
    def make(g: torch.Generator) -> tuple:
        ids = torch.randint(0, high or V, shape, generator=g).to(id_dtype)
        ids.view(-1)[-1:] = (high or V) - 1  # the last allowed id appears
        weight = torch.randn(V, D, generator=g, dtype=dtype)
        return ids, weight

    return make


EMBED_CASES = [
    Case("5 ids, V=7, D=4", _ids_and_weight((5,), 7, 4), seed=3),
    Case("a 2×3 batch, float64", _ids_and_weight((2, 3), 10, 6, torch.double), seed=4),
    Case("a 2×3×4 batch, V = D = 5", _ids_and_weight((2, 3, 4), 5, 5), seed=5),
    Case("ids below V-1 only", _ids_and_weight((6,), 9, 3, high=5), seed=6),
    Case(
        "a single id (0-d tensor)",
        lambda g: (torch.tensor(2), torch.randn(4, 3, generator=g)),
    ),
    Case("int32 ids", _ids_and_weight((4,), 6, 2, id_dtype=torch.int32), seed=7),
]


def _one_hot(ids, V):
    return F.one_hot(ids.long(), V)


register(
    Exercise(
        id="ex01.embed",
        title="Embedding lookup as one-hot × matrix",
        function="embed_one_hot",
        reference=embed,
        cases=EMBED_CASES,
        mistakes=[
            Mistake(
                "give one_hot the vocabulary size, F.one_hot(ids, weight.shape[0]): "
                "without it the one-hot is only max(ids) + 1 wide",
                lambda ids, w: F.one_hot(ids.long()).to(w.dtype) @ w,
            ),
            Mistake(
                "weight has one row per token, shape (V, D): multiply "
                "one_hot (..., V) @ weight (V, D), without a transpose",
                lambda ids, w: _one_hot(ids, w.shape[0]).to(w.dtype) @ w.T,
            ),
            Mistake(
                "F.one_hot returns int64: convert it with .to(weight.dtype) before "
                "the product",
                lambda ids, w: _one_hot(ids, w.shape[0]) @ w,
            ),
            Mistake(
                "keep the weight's dtype: convert the one-hot with .to(weight.dtype) "
                "rather than .float()",
                lambda ids, w: _one_hot(ids, w.shape[0]).float() @ w.float(),
            ),
            Mistake(
                "no √d_model here: that scale belongs to TokenEmbedding, after the "
                "lookup",
                lambda ids, w: (
                    _one_hot(ids, w.shape[0]).to(w.dtype) @ w * math.sqrt(w.shape[1])
                ),
            ),
            Mistake(
                "keep the shape of ids: the result has shape ids.shape + (D,)",
                lambda ids, w: _one_hot(ids.reshape(-1), w.shape[0]).to(w.dtype) @ w,
            ),
        ],
        error_hints=[
            (
                "LongTensor",
                "F.one_hot needs int64 ids: convert them with ids.long() first",
            ),
            (
                "same dtype",
                "both sides of @ need one dtype: convert the one-hot with "
                ".to(weight.dtype)",
            ),
            (
                "shapes cannot be multiplied",
                "the one-hot must be V = weight.shape[0] wide and multiply weight from "
                "the left: one_hot (..., V) @ weight (V, D)",
            ),
        ],
    )
)
