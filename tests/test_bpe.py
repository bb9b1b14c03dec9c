"""Byte-pair encoding: training, encoding in rank order, round trips, save/load, and parity
with Hugging Face ``tokenizers`` (a test dependency) on slices of the shipped corpus."""

import json
from collections import Counter
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from transformer_lib.bpe import (
    WORD_START,
    BPETokenizer,
    apply_merges,
    learn_merges,
    pre_tokenize,
)
from transformer_lib.data import load_corpus
from transformer_lib.tokenizer import SPECIALS, Vocab, detokenize, tokenize

W = WORD_START


@pytest.fixture(scope="module")
def corpus():
    return load_corpus("train"), load_corpus("test")


# --- training -------------------------------------------------------------------------


def test_merges_of_a_small_example_worked_by_hand():
    # pairs: (a,b) 3+2 = 5, (b,c) 2+1 = 3 -> merge a+b; then (ab,c) 2, (b,c) 1 -> ab+c;
    # then only (b,c) 1 is left: below min_frequency=2, but taken with min_frequency=1.
    counts = {"ab": 3, "abc": 2, "bc": 1}
    alphabet, merges = learn_merges(counts, vocab_size=100, min_frequency=2)
    assert alphabet == ["a", "b", "c"]
    assert merges == [("a", "b"), ("ab", "c")]
    _, merges = learn_merges(counts, vocab_size=100, min_frequency=1)
    assert merges == [("a", "b"), ("ab", "c"), ("b", "c")]
    bpe = BPETokenizer(alphabet, merges)
    assert bpe.itos == [*SPECIALS, "a", "b", "c", "ab", "abc", "bc"]


def test_vocab_size_counts_specials_alphabet_and_merges():
    _, merges = learn_merges({"ab": 3, "abc": 2, "bc": 1}, vocab_size=8)
    assert merges == [("a", "b")]  # 4 specials + 3 characters + 1 merge = 8 tokens


def test_tie_break_prefers_the_pair_with_smaller_ids_not_the_first_seen_or_alphabetical():
    # Round 1: (a,b) (b,c) (d,e) all occur twice: (a,b) has the smallest ids.
    # Round 2: (ab,c) and (d,e) both occur twice. Alphabetically "ab" < "d", but "ab" is a
    # merged token (id 9) while "d" is a character (id 7): the older pair (d,e) goes first.
    _, merges = learn_merges({"de": 2, "abc": 2}, vocab_size=100)
    assert merges == [("a", "b"), ("d", "e"), ("ab", "c")]
    _, merges = learn_merges({"ba": 1, "ab": 1}, vocab_size=100, min_frequency=1)
    assert merges[0] == ("a", "b")  # not ("b", "a"), although "ba" was counted first


def recount_merges(word_counts, vocab_size, min_frequency):
    """A slow reference: recount every pair after every merge (no incremental updates)."""
    alphabet = sorted({c for w in word_counts for c in w})
    itos = list(SPECIALS) + alphabet
    words = {tuple(w): n for w, n in word_counts.items()}
    merges = []
    while len(itos) < vocab_size:
        counts = Counter()
        for word, n in words.items():
            for pair in pairwise(word):
                counts[pair] += n
        if not counts:
            break
        best = min(
            counts, key=lambda p: (-counts[p], itos.index(p[0]), itos.index(p[1]))
        )
        if counts[best] < min_frequency:
            break
        merges.append(best)
        if best[0] + best[1] not in itos:
            itos.append(best[0] + best[1])
        new_words = Counter()
        for word, n in words.items():
            out, i = [], 0
            while i < len(word):
                if word[i : i + 2] == best:
                    out.append(best[0] + best[1])
                    i += 2
                else:
                    out.append(word[i])
                    i += 1
            new_words[tuple(out)] += n
        words = new_words
    return alphabet, merges


def test_incremental_counts_give_the_same_merges_as_a_full_recount(corpus):
    train, _ = corpus
    counts = Counter(w for fr, en in train[:2000] for w in pre_tokenize(fr + " " + en))
    assert learn_merges(counts, 300, 2) == recount_merges(counts, 300, 2)


def test_training_stops_when_no_pair_is_frequent_enough():
    alphabet, merges = learn_merges({"abcd": 1}, vocab_size=1000, min_frequency=2)
    assert merges == []
    _, merges = learn_merges({"abcd": 1}, vocab_size=1000, min_frequency=1)
    # ids a=4 b=5 c=6 d=7 ab=8: after a+b, (c,d) = (6,7) beats (ab,c) = (8,6)
    assert merges == [("a", "b"), ("c", "d"), ("ab", "cd")]


# --- encoding -------------------------------------------------------------------------


def greedy_longest_match(word, vocabulary):
    """The trap: cut off the longest known prefix, again and again."""
    pieces = []
    while word:
        n = max(n for n in range(1, len(word) + 1) if word[:n] in vocabulary)
        pieces.append(word[:n])
        word = word[n:]
    return pieces


def test_rank_order_differs_from_greedy_longest_match():
    # c+d was learned first, so in "abcd" the c is taken by "cd" before "ab"+"c" can apply.
    merges = [("c", "d"), ("a", "b"), ("ab", "c")]
    bpe = BPETokenizer(["a", "b", "c", "d", W], merges)
    ranks = {pair: r for r, pair in enumerate(merges)}
    assert apply_merges("abcd", ranks) == ["ab", "cd"]
    assert greedy_longest_match("abcd", set(bpe.itos)) == ["abc", "d"]  # wrong
    assert bpe.tokenize("abcd") == [W, "ab", "cd"]


def test_rank_order_beats_left_to_right_order():
    # "b"+"c" has the better rank, so it wins although "a"+"b" comes first in the word.
    ranks = {("b", "c"): 0, ("a", "b"): 1}
    assert apply_merges("abc", ranks) == ["a", "bc"]
    assert apply_merges("aaaa", {("a", "a"): 0}) == ["aa", "aa"]
    assert apply_merges("aaa", {("a", "a"): 0}) == ["aa", "a"]  # left to right


def test_round_trip_on_the_test_split(corpus):
    train, test = corpus
    bpe = BPETokenizer.train([fr for fr, _ in train[:5000]], vocab_size=500)
    vocab = Vocab([fr for fr, _ in train[:5000]])
    for fr, _ in test[:500]:
        ids = bpe.encode(fr)
        assert bpe.to_words(ids) == tokenize(fr)
        assert bpe.decode(ids) == detokenize(tokenize(fr))
        if vocab.unk_id not in vocab.encode(fr):
            assert bpe.decode(ids) == vocab.decode(vocab.encode(fr))


def test_unseen_words_are_cut_into_pieces_and_unseen_characters_are_unk():
    bpe = BPETokenizer.train(["le chat dort.", "le chien dort.", "un chat."], 30)
    assert bpe.unk_id not in bpe.encode("le chaton dort.")  # unseen word, known letters
    assert bpe.decode(bpe.encode("Le chaton dort.")) == "le chaton dort."
    ids = bpe.encode("le chat dort!")  # "!" never seen
    assert ids.count(bpe.unk_id) == 1
    assert bpe.decode(ids) == "le chat dort <unk>"


def test_special_tokens_keep_their_ids_and_are_skipped_by_decode():
    bpe = BPETokenizer.train(["le chat dort.", "le chien dort."], 30)
    assert bpe.itos[:4] == list(SPECIALS)
    assert (bpe.pad_id, bpe.bos_id, bpe.eos_id, bpe.unk_id) == (0, 1, 2, 3)
    ids = bpe.encode("le chat", add_bos=True, add_eos=True)
    assert ids[0] == bpe.bos_id and ids[-1] == bpe.eos_id
    assert bpe.decode(ids + [bpe.pad_id]) == "le chat"
    assert bpe.decode(ids, skip_special=False) == "<s> le chat </s>"
    assert bpe.encode(["<s>", "le", "chat"]) == ids[:-1]  # word tokens, as Vocab takes
    assert isinstance(bpe, Vocab)


def test_save_and_load_round_trip(tmp_path, corpus):
    train, test = corpus
    bpe = BPETokenizer.train([en for _, en in train[:2000]], vocab_size=300)
    path = tmp_path / "bpe.json"
    bpe.save(path)
    loaded = BPETokenizer.load(path)
    assert loaded.itos == bpe.itos and loaded.merges == bpe.merges
    assert all(loaded.encode(en) == bpe.encode(en) for _, en in test[:200])
    state = json.loads(path.read_text(encoding="utf-8"))
    state["itos"][10], state["itos"][11] = state["itos"][11], state["itos"][10]
    path.write_text(json.dumps(state), encoding="utf-8")
    with pytest.raises(ValueError, match="does not match its merges"):
        BPETokenizer.load(path)


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda: learn_merges({"ab": 1}, vocab_size=3), "vocab_size >= 4"),
        (lambda: learn_merges({"ab": 1}, 10, min_frequency=0), "min_frequency >= 1"),
        (lambda: pre_tokenize(b"le chat"), "expected a str"),
        (lambda: pre_tokenize("le \u2581chat"), "word-start marker"),
        (lambda: BPETokenizer(["a", "b"], [("a", "c")]), "not made before it"),
        (lambda: BPETokenizer(["ab"], []), "single characters"),
        (lambda: BPETokenizer.from_itos(list(SPECIALS)), "needs its merges"),
        (lambda: BPETokenizer.from_dict({"itos": []}), "format"),
    ],
)
def test_bad_input_gives_a_clear_error(call, message):
    with pytest.raises(ValueError, match=message):
        call()


def test_a_word_list_holding_the_marker_is_refused_as_text_is():
    # a ▁ inside a word would start a new word on decode: "chat▁noir" came back as two
    bpe = BPETokenizer(["a", "b", W], [("a", "b")])
    assert bpe.tokenize(["ab", "<s>", "a"]) == [W, "ab", "<s>", W, "a"]
    for words in (["a", "b\u2581a"], ["\u2581ab"], ["ab", W]):
        with pytest.raises(ValueError, match="word-start marker"):
            bpe.tokenize(words)
        with pytest.raises(ValueError, match="word-start marker"):
            bpe.encode(words)


words_strategy = st.dictionaries(
    st.text(alphabet="abc", min_size=1, max_size=7), st.integers(1, 5), min_size=1
)


@settings(max_examples=60, deadline=None)
@given(counts=words_strategy, vocab_size=st.integers(4, 40), text=st.text("abc d"))
def test_pieces_always_spell_the_words_back(counts, vocab_size, text):
    counts = {W + word: n for word, n in counts.items()}  # as pre_tokenize marks them
    bpe = BPETokenizer(*learn_merges(counts, vocab_size, min_frequency=1))
    pieces = bpe.tokenize(text)
    assert all(p in bpe.stoi for p in pieces)
    if set(text) - {" "} <= set(bpe.alphabet):
        assert "".join(pieces) == "".join(W + w for w in tokenize(text))
        assert bpe.to_words(bpe.encode(text)) == tokenize(text)


# --- parity with Hugging Face tokenizers ------------------------------------------------


def hf_bpe(texts, vocab_size, min_frequency=2, unk_token="<unk>"):
    """The same recipe in ``tokenizers``: our words, then Metaspace puts ▁ before each."""
    tk = pytest.importorskip("tokenizers")
    hf = tk.Tokenizer(tk.models.BPE(unk_token=unk_token))
    hf.pre_tokenizer = tk.pre_tokenizers.Metaspace(
        replacement=W, prepend_scheme="always", split=True
    )
    trainer = tk.trainers.BpeTrainer(
        vocab_size=vocab_size,
        min_frequency=min_frequency,
        special_tokens=list(SPECIALS),
        show_progress=False,
    )
    hf.decoder = tk.decoders.Metaspace(
        replacement=W, prepend_scheme="always", split=True
    )
    hf.train_from_iterator([" ".join(tokenize(t)) for t in texts], trainer)
    return hf


def hf_merges(hf):
    merges = json.loads(hf.to_str())["model"]["merges"]
    return [tuple(m) if isinstance(m, list) else tuple(m.split(" ")) for m in merges]


@pytest.mark.parametrize("side, vocab_size", [(0, 1000), (1, 600)])
def test_same_merges_vocabulary_and_ids_as_hugging_face(corpus, side, vocab_size):
    train, test = corpus
    texts = [pair[side] for pair in train[:20000]]
    ours = BPETokenizer.train(texts, vocab_size)
    hf = hf_bpe(texts, vocab_size)
    assert len(ours.merges) > 300
    assert ours.merges == hf_merges(hf)
    assert ours.stoi == hf.get_vocab()
    for pair in test:
        assert ours.encode(pair[side]) == hf.encode(" ".join(tokenize(pair[side]))).ids


@settings(max_examples=60, deadline=None)
@given(
    counts=words_strategy,
    vocab_size=st.integers(4, 40),
    min_frequency=st.integers(1, 3),
)
def test_same_merges_as_hugging_face_on_random_small_corpora(
    counts, vocab_size, min_frequency
):
    tk = pytest.importorskip("tokenizers")
    hf = tk.Tokenizer(tk.models.BPE(unk_token="<unk>"))
    hf.pre_tokenizer = tk.pre_tokenizers.WhitespaceSplit()  # words as given, no marker
    trainer = tk.trainers.BpeTrainer(
        vocab_size=vocab_size,
        min_frequency=min_frequency,
        special_tokens=list(SPECIALS),
        show_progress=False,
    )
    hf.train_from_iterator([w for w, n in counts.items() for _ in range(n)], trainer)
    alphabet, merges = learn_merges(counts, vocab_size, min_frequency)
    assert merges == hf_merges(hf)
    assert BPETokenizer(alphabet, merges).stoi == hf.get_vocab()
    for word in counts:
        assert apply_merges(word, {p: r for r, p in enumerate(merges)}) == [
            t.value for t in hf.model.tokenize(word)
        ]


def test_where_hugging_face_differs_by_design():
    hf = hf_bpe(["le chat dort.", "le chien dort."], 30, unk_token=None)
    ours = BPETokenizer.train(["le chat dort.", "le chien dort."], 30)
    assert ours.merges == hf_merges(hf)
    # 1) Without an unk_token, tokenizers drops a character it never saw, silently;
    #    ours always has <unk> (id 3) and writes it.
    hf_ids = hf.encode("le chat dort !").ids  # already split into words by spaces
    our_ids = ours.encode("le chat dort !")
    assert our_ids == hf_ids + [ours.unk_id]
    # 2) Its Metaspace decoder only turns ▁ back into spaces; ours rejoins the words with
    #    the course's detokenize (no space before punctuation), like Vocab.decode.
    words = " ".join(tokenize("le chat dort."))  # "le chat dort ."
    assert hf.decode(hf.encode(words).ids) == "le chat dort ."
    assert ours.decode(ours.encode("le chat dort.")) == "le chat dort."


def test_a_bpe_tokenizer_stands_where_a_vocab_does(corpus):
    from transformer_lib.data import TranslationDataset

    train, _ = corpus
    pairs = train[:500]
    src = BPETokenizer.train([fr for fr, _ in pairs], vocab_size=300)
    tgt = BPETokenizer.train([en for _, en in pairs], vocab_size=200)
    dataset = TranslationDataset(pairs, src, tgt)
    src_ids, tgt_ids = dataset[0]
    assert src_ids[-1] == src.eos_id and src.decode(src_ids) == src.decode(
        src.encode(pairs[0][0])
    )
    assert tgt.to_words(tgt_ids) == tokenize(pairs[0][1])
    assert len(src_ids) > len(tokenize(pairs[0][0]))  # 300 tokens: words are cut
