"""Tests for transformer_lib.tokenizer: tokens, the vocabulary, its special tokens, padding."""

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from transformer_lib.tokenizer import (
    BOS,
    EOS,
    PAD,
    SPECIALS,
    UNK,
    Vocab,
    detokenize,
    pad_batch,
    tokenize,
)

CORPUS = [
    "Le chat noir mange.",
    "Le chien mange le pain.",
    "Un chat dort.",
    "L'homme ne mange pas le pain.",
]


# ---------------------------------------------------------------- special tokens


@pytest.mark.parametrize(
    "token, text, token_id",
    [(PAD, "<pad>", 0), (BOS, "<s>", 1), (EOS, "</s>", 2), (UNK, "<unk>", 3)],
)
def test_special_tokens_have_fixed_text_and_ids(token, text, token_id):
    vocab = Vocab(CORPUS)
    assert token == text
    assert SPECIALS[token_id] == text
    assert vocab.stoi[text] == token_id
    assert vocab.itos[token_id] == text


def test_special_id_attributes():
    vocab = Vocab(CORPUS)
    ids = (vocab.pad_id, vocab.bos_id, vocab.eos_id, vocab.unk_id)
    assert ids == (0, 1, 2, 3)
    assert [vocab.itos[i] for i in ids] == ["<pad>", "<s>", "</s>", "<unk>"]


def test_specials_present_even_in_an_empty_vocabulary():
    assert Vocab([]).itos == ["<pad>", "<s>", "</s>", "<unk>"]
    assert len(Vocab([])) == 4


def test_special_tokens_in_the_data_are_not_counted_twice():
    vocab = Vocab([["<unk>", "a", "<pad>", "a"]])
    assert vocab.itos == ["<pad>", "<s>", "</s>", "<unk>", "a"]


# ---------------------------------------------------------------- tokenize / detokenize


@pytest.mark.parametrize(
    "text, tokens",
    [
        ("Le chat mange.", ["le", "chat", "mange", "."]),
        ("L'homme mange", ["l'", "homme", "mange"]),
        ("Qu'il vienne !", ["qu'", "il", "vienne", "!"]),
        ("jusqu'à l'école", ["jusqu'", "à", "l'", "école"]),
        ("C'est aujourd'hui", ["c'", "est", "aujourd'hui"]),
        ("l\u2019arbre", ["l'", "arbre"]),  # typographic apostrophe
        ("I don't know, really?", ["i", "don't", "know", ",", "really", "?"]),
        ("Peut-être (oui)", ["peut-être", "(", "oui", ")"]),
        ("  two\n\tlines  ", ["two", "lines"]),
        ("", []),
    ],
)
def test_tokenize_examples(text, tokens):
    assert tokenize(text) == tokens


@pytest.mark.parametrize(
    "tokens, text",
    [
        (["le", "chat", "mange", "."], "le chat mange."),
        (["l'", "homme", ",", "qu'", "il"], "l'homme, qu'il"),
        (["(", "oui", ")", "!"], "(oui)!"),
        ([], ""),
        # a decimal point or a colon between digits stays inside the number
        (["il", "pèse", "3", ".", "5", "kg", "."], "il pèse 3.5 kg."),
        (["at", "10", ":", "30", "."], "at 10:30."),
        (["i", "have", "3", ".", "you", "have", "4", "."], "i have 3. you have 4."),
        (["the", "score", ":", "5"], "the score: 5"),
        # the inner "." of a two-letter abbreviation stays inside it
        (["at", "7", "p", ".", "m", "."], "at 7 p.m."),
        (["at", "9", ".", "15", "a", ".", "m", "."], "at 9.15 a.m."),
        (["plan", "a", ".", "then", "b", "."], "plan a. then b."),
        # the apostrophe of a plural possessive stays on its word
        (["my", "parents", "'", "house"], "my parents' house"),
        (["the", "girls", "'", "room", "."], "the girls' room."),
        (["1", ",", "2", "and", "3"], "1, 2 and 3"),  # a comma may separate numbers
        # straight double quotes open, then close, in turn
        (['"', "hello", ",", '"', "she", "said", "."], '"hello," she said.'),
        (["he", "said", '"', "no", '"', "."], 'he said "no".'),
        (["(", '"', "oui", '"', ")"], '("oui")'),
    ],
)
def test_detokenize_examples(tokens, text):
    assert detokenize(tokens) == text


@pytest.mark.parametrize("bad", [None, 3, ["le", "chat"], b"bytes"])
def test_tokenize_rejects_non_strings(bad):
    with pytest.raises(ValueError, match="expected a str"):
        tokenize(bad)


TEXT = st.text(alphabet="abcdéà ',.:!?()-lqu\u2019\n\"35", max_size=40)


@given(TEXT)
@settings(max_examples=200, deadline=None)
def test_detokenize_then_tokenize_gives_the_same_tokens(text):
    tokens = tokenize(text)
    assert tokenize(detokenize(tokens)) == tokens


@given(TEXT)
@settings(max_examples=100, deadline=None)
def test_tokens_are_lower_case_and_without_spaces(text):
    for token in tokenize(text):
        assert token == token.lower() and token.strip() == token and token


# ---------------------------------------------------------------- the vocabulary


def test_vocab_order_is_frequency_then_alphabetical():
    # counts: a 3, b 2, c 1, d 1 -> a, b, then the tie c, d alphabetically
    vocab = Vocab(["b a c", "a b", "a d"])
    assert vocab.itos[4:] == ["a", "b", "c", "d"]
    assert vocab.stoi == {t: i for i, t in enumerate(vocab.itos)}


@given(st.permutations(CORPUS))
@settings(max_examples=30, deadline=None)
def test_vocab_does_not_depend_on_sentence_order(sentences):
    assert Vocab(sentences).itos == Vocab(CORPUS).itos


@pytest.mark.parametrize(
    "min_freq, max_size, expected",
    [
        (1, None, ["a", "b", "c", "d"]),
        (2, None, ["a", "b"]),
        (3, None, ["a"]),
        (4, None, []),
        (1, 6, ["a", "b"]),
        (1, 4, []),
    ],
)
def test_vocab_min_freq_and_max_size(min_freq, max_size, expected):
    vocab = Vocab(["b a c", "a b", "a d"], min_freq=min_freq, max_size=max_size)
    assert vocab.itos == list(SPECIALS) + expected
    assert len(vocab) == 4 + len(expected)


@pytest.mark.parametrize(
    "kwargs, message",
    [({"min_freq": 0}, "min_freq >= 1"), ({"max_size": 3}, "max_size >= 4")],
)
def test_vocab_rejects_bad_settings(kwargs, message):
    with pytest.raises(ValueError, match=message):
        Vocab(CORPUS, **kwargs)


def test_vocab_accepts_token_lists():
    assert Vocab([["le", "chat"], ["le"]]).itos[4:] == ["le", "chat"]


def test_encode_maps_unknown_words_to_unk_and_adds_markers():
    vocab = Vocab(["le chat"])
    le, chat = vocab.stoi["le"], vocab.stoi["chat"]
    assert vocab.encode("le chat vole") == [le, chat, 3]
    assert vocab.encode("le chat", add_bos=True, add_eos=True) == [1, le, chat, 2]
    assert vocab.encode(["chat", "le"]) == [chat, le]


def test_decode_skips_markers_but_keeps_unk():
    vocab = Vocab(["le chat mange ."])
    ids = vocab.encode("le chien mange.", add_bos=True, add_eos=True) + [0, 0]
    assert vocab.decode(ids) == "le <unk> mange."
    assert (
        vocab.decode(ids, skip_special=False) == "<s> le <unk> mange. </s> <pad> <pad>"
    )
    assert vocab.decode(torch.tensor(ids)) == "le <unk> mange."


WORDS = ["le", "chat", "l'", "homme", "mange", "pain", ".", ",", "!", "qu'", "il"]


SENTENCE = st.lists(st.sampled_from(WORDS), max_size=15).map(detokenize)


@given(st.lists(SENTENCE, min_size=1, max_size=5))
@settings(max_examples=200, deadline=None)
def test_encode_decode_round_trip(texts):
    vocab = Vocab(texts)  # every word of every text is in the vocabulary
    for text in texts:
        ids = vocab.encode(text, add_bos=True, add_eos=True)
        assert ids[0] == vocab.bos_id and ids[-1] == vocab.eos_id
        assert vocab.unk_id not in ids
        assert vocab.to_tokens(ids, skip_special=True) == tokenize(text)
        assert vocab.decode(ids) == detokenize(tokenize(text))


@pytest.mark.parametrize(
    "ids, message",
    [
        ([0, 99], r"ids in \[0, "),
        ([-1], r"ids in \[0, "),
        ([1.0, 2.0], "integer ids"),
        (["1"], "integer ids"),
        (torch.tensor([1.0, 2.0]), "integer tensor"),
        (torch.tensor([[1, 2]]), "1-D"),
    ],
)
def test_decode_rejects_bad_ids(ids, message):
    with pytest.raises(ValueError, match=message):
        Vocab(CORPUS).decode(ids)


def test_from_itos_round_trip_and_checks():
    vocab = Vocab(CORPUS)
    again = Vocab.from_itos(vocab.itos)
    assert again.itos == vocab.itos and again.stoi == vocab.stoi
    with pytest.raises(ValueError, match="starting with"):
        Vocab.from_itos(["a", "<pad>", "<s>", "</s>", "<unk>"])
    with pytest.raises(ValueError, match="distinct"):
        Vocab.from_itos(list(SPECIALS) + ["a", "a"])


# ---------------------------------------------------------------- padding


def test_pad_batch_example():
    batch = pad_batch([[5, 6, 7], [8], []], pad_id=0)
    expected = torch.tensor([[5, 6, 7], [8, 0, 0], [0, 0, 0]])
    assert batch.dtype == torch.long
    assert torch.equal(batch, expected)


@given(
    st.lists(st.lists(st.integers(4, 50), max_size=8), min_size=1, max_size=6),
    st.integers(0, 3),
)
@settings(max_examples=100, deadline=None)
def test_pad_batch_pads_on_the_right(sequences, pad_id):
    batch = pad_batch(sequences, pad_id)
    assert batch.shape == (len(sequences), max(len(s) for s in sequences))
    for row, seq in zip(batch.tolist(), sequences, strict=True):
        assert row[: len(seq)] == seq
        assert row[len(seq) :] == [pad_id] * (batch.shape[1] - len(seq))


def test_pad_batch_accepts_tensors():
    batch = pad_batch([torch.tensor([4, 5]), torch.tensor([6])], pad_id=0)
    assert torch.equal(batch, torch.tensor([[4, 5], [6, 0]]))


@pytest.mark.parametrize(
    "sequences, message",
    [
        ([], "at least one sequence"),
        ([[1, 2.5]], "integer ids"),
        ([[-1]], "non-negative"),
    ],
)
def test_pad_batch_rejects_bad_input(sequences, message):
    with pytest.raises(ValueError, match=message):
        pad_batch(sequences, pad_id=0)
