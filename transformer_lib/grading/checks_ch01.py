"""Checks for chapter 1 (tokens and embeddings): ex01.vocab, ex01.encode, ex01.embed,
ex01.best_pair, ex01.segment."""

from __future__ import annotations

import math
from collections import Counter

import torch
import torch.nn.functional as F

from ..bpe import WORD_START, apply_merges, learn_merges
from ..embeddings import embed
from ..tokenizer import SPECIALS, Vocab
from .core import Case, Exercise, Mistake
from .registry import register
from .vary import integer, other_than, random_words, relabel

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
                # torch 2.1 and 2.3 end the message here; 2.13 adds "of type LongTensor"
                "one_hot is only applicable to index tensor",
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

# --- byte-pair encoding (chapter 1, "From words to subwords") -------------------------
# ex01.best_pair: most_frequent_pair(word_counts) -> (left, right), one training step
# ex01.segment: segment(word, merges) -> pieces, the merges replayed in rank order


def _letter_map(g: torch.Generator, chars) -> dict[str, str]:
    """A random map of ``chars`` (but ``▁``) to other lowercase letters that keeps their
    order, so that alphabetical ties stay; never the identity."""
    old = sorted(set(chars) - {WORD_START})
    letters = [chr(ord("a") + i) for i in range(26)]
    while True:
        picks = sorted(torch.randperm(26, generator=g)[: len(old)].tolist())
        new = [letters[i] for i in picks]
        if new != old:
            return {**dict(zip(old, new, strict=True)), WORD_START: WORD_START}


def _vary_counts(args, kwargs, g):
    """Other letters (in the same order), and every count times 2 to 4."""
    (word_counts,) = args
    table = _letter_map(g, "".join(word_counts))
    factor = integer(g, 2, 4)
    return (
        {"".join(table[c] for c in w): n * factor for w, n in word_counts.items()},
    ), kwargs


def _best_pair_reference(word_counts):
    alphabet = {c for word in word_counts for c in word}
    _, merges = learn_merges(
        word_counts, len(SPECIALS) + len(alphabet) + 1, min_frequency=1
    )
    return merges[0]  # the first merge that training would make


def _random_word_counts(g: torch.Generator) -> tuple:
    letters = "abcdef"
    counts = {}
    for _ in range(30):
        length = integer(g, 2, 6)
        picks = torch.randint(0, len(letters), (length,), generator=g).tolist()
        word = WORD_START + "".join(letters[i] for i in picks)
        counts[word] = counts.get(word, 0) + integer(g, 1, 9)
    return (counts,)


def _pair_counts(word_counts, weighted=True, across=False):
    if across:  # the corpus as one string: pairs across word boundaries too
        word_counts = {"".join(w * n for w, n in word_counts.items()): 1}
    counts = Counter()
    for word, n in word_counts.items():
        for pair in zip(word, word[1:], strict=False):
            counts[pair] += n if weighted else 1
    return counts


def _non_overlapping(word_counts):
    counts = Counter()
    for word, n in word_counts.items():
        for pair in dict.fromkeys(zip(word, word[1:], strict=False)):
            counts[pair] += word.count(pair[0] + pair[1]) * n
    return min(counts, key=lambda p: (-counts[p], p))


def _best(counts):
    return min(counts, key=lambda p: (-counts[p], p))


BEST_PAIR_CASES = [
    Case(
        "verb forms, each counted as often as it occurs",
        ({"▁mange": 3, "▁mangent": 2, "▁chante": 4, "▁chantent": 1},),
        vary=_vary_counts,
    ),
    Case(
        "one frequent word outweighs several rare ones",
        ({"xy": 5, "ab": 1, "abc": 1, "zab": 1},),
        vary=_vary_counts,
    ),
    Case(
        "a pair repeated inside a word: 'aaa' holds ('a', 'a') twice",
        ({"aaa": 3, "ab": 5},),
        vary=_vary_counts,
    ),
    Case(
        "equal counts: the alphabetically first pair",
        ({"cb": 2, "db": 2, "ca": 2},),
        vary=_vary_counts,
    ),
    Case(
        "pairs never cross from one word to the next",
        ({"db": 2, "dc": 1},),  # as one string, "dbdbdc" holds ("b", "d") twice
        vary=_vary_counts,
    ),
    Case("30 random words", _random_word_counts, seed=8),
]

register(
    Exercise(
        id="ex01.best_pair",
        title="The pair that BPE merges first",
        function="most_frequent_pair",
        reference=_best_pair_reference,
        cases=BEST_PAIR_CASES,
        outputs=("left", "right"),
        mistakes=[
            Mistake(
                "a word seen n times counts n times: add its count for each of its "
                "pairs, not 1",
                lambda wc: _best(_pair_counts(wc, weighted=False)),
            ),
            Mistake(
                "count every adjacent pair, overlapping ones too: 'aaa' holds "
                "('a', 'a') twice (word.count('aa') finds it once)",
                _non_overlapping,
            ),
            Mistake(
                "count the pairs inside each word only: the last letter of a word and "
                "the first of the next are not a pair",
                lambda wc: _best(_pair_counts(wc, across=True)),
            ),
            Mistake(
                "break ties by the alphabetically first pair, e.g. min with the key "
                "(-count, pair); most_common keeps the order in which pairs were seen",
                lambda wc: _pair_counts(wc).most_common(1)[0][0],
            ),
            Mistake(
                "among equally frequent pairs take the alphabetically first, not the "
                "last: max with the key (count, pair) picks the last",
                lambda wc: max(_pair_counts(wc).items(), key=lambda i: (i[1], i[0]))[0],
            ),
        ],
    )
)


def _segment_reference(word, merges):
    return apply_merges(word, {tuple(pair): rank for rank, pair in enumerate(merges)})


def _vary_segment(args, kwargs, g):
    """Other letters, the same in the word and in the merges."""
    word, merges = args
    table = _letter_map(g, word + "".join(a + b for a, b in merges))

    def swap(text):
        return "".join(table[c] for c in text)

    return (swap(word), [(swap(a), swap(b)) for a, b in merges]), kwargs


def _random_word_and_merges(g: torch.Generator) -> tuple:
    """40 merges learned on 50 random words of 4 letters, and a new 10-letter word."""
    letters = "abcd"

    def word(length):
        picks = torch.randint(0, len(letters), (length,), generator=g).tolist()
        return "".join(letters[i] for i in picks)

    corpus = Counter(word(integer(g, 3, 8)) for _ in range(50))
    _, merges = learn_merges(corpus, len(SPECIALS) + len(letters) + 40, 1)
    return word(10), [tuple(pair) for pair in merges]


def _merge_all(symbols, pair, right_to_left=False, first_only=False):
    if right_to_left:  # the same scan on the word read backwards
        backwards = [piece[::-1] for piece in symbols[::-1]]
        flipped = _merge_all(backwards, (pair[1][::-1], pair[0][::-1]))
        return [piece[::-1] for piece in flipped[::-1]]
    out, i, merged = [], 0, False
    while i < len(symbols):
        if not merged and tuple(symbols[i : i + 2]) == tuple(pair):
            out.append(symbols[i] + symbols[i + 1])
            i, merged = i + 2, first_only
        else:
            out.append(symbols[i])
            i += 1
    return out


def _each_merge_once(word, merges, **how):
    symbols = list(word)
    for pair in merges:
        symbols = _merge_all(symbols, pair, **how)
    return symbols


def _greedy_longest_match(word, merges):
    vocabulary = set(word) | {a + b for a, b in merges}
    pieces = []
    while word:
        n = max(n for n in range(1, len(word) + 1) if word[:n] in vocabulary)
        pieces.append(word[:n])
        word = word[n:]
    return pieces


def _leftmost_first(word, merges):
    known, symbols = {tuple(pair) for pair in merges}, list(word)
    while True:
        at = [i for i in range(len(symbols) - 1) if tuple(symbols[i : i + 2]) in known]
        if not at:
            return symbols
        i = at[0]
        symbols[i : i + 2] = [symbols[i] + symbols[i + 1]]


SEGMENT_CASES = [
    Case(
        "merge every occurrence of a pair",
        ("▁fermera", [("e", "r")]),
        vary=_vary_segment,
    ),
    Case(
        "the pair learned first goes first, wherever it is",
        ("▁été", [("▁", "é"), ("t", "é"), ("▁é", "t"), ("▁é", "té")]),
        vary=_vary_segment,
    ),
    Case(
        "the first merge in the list is the first learned",
        ("▁as", [("▁", "a"), ("a", "s")]),
        vary=_vary_segment,
    ),
    Case(
        "not the longest known piece first",
        ("▁ris", [("i", "s"), ("r", "i"), ("▁", "r"), ("▁", "ri")]),
        vary=_vary_segment,
    ),
    Case(
        "a letter three times: occurrences left to right",
        ("▁hmmm", [("m", "m")]),
        vary=_vary_segment,
    ),
    Case("a random word, 40 merges", _random_word_and_merges, seed=19),
]

register(
    Exercise(
        id="ex01.segment",
        title="Cut a word with a list of merges",
        function="segment",
        reference=_segment_reference,
        cases=SEGMENT_CASES,
        convert=_as_int_list,  # a tuple of pieces is as good as a list
        mistakes=[
            Mistake(
                "replay the merges, lowest rank first: greedy longest match (the "
                "longest known piece, then the rest) is another algorithm and can cut "
                "differently",
                _greedy_longest_match,
            ),
            Mistake(
                "merge the pair with the lowest rank (learned first) wherever it is in "
                "the word, not the leftmost pair that has a merge",
                _leftmost_first,
            ),
            Mistake(
                "merges[0] was learned first and has rank 0: apply the list from its "
                "start, not from its end",
                lambda word, merges: _segment_reference(word, merges[::-1]),
            ),
            Mistake(
                "merge the occurrences of a pair from left to right: 'mmm' with "
                "('m', 'm') gives ['mm', 'm']",
                lambda word, merges: _each_merge_once(word, merges, right_to_left=True),
            ),
            Mistake(
                "merge every occurrence of the pair in the word, not only the first",
                lambda word, merges: _each_merge_once(word, merges, first_only=True),
            ),
        ],
    )
)
