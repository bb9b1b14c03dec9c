"""The list of the most frequent French words, and how much of it a vocabulary holds
(chapter 0's "what the translator knows"; issue 26's measure)."""

from __future__ import annotations

import pytest

from transformer_lib.data.frequent import (
    NAMES,
    coverage,
    load_frequent,
    word_forms,
)


def test_the_shipped_list():
    words = load_frequent()
    assert len(words) == len(set(words)) == 1000
    assert words[:5] == ["de", "la", "le", "et", "l"]  # wordfreq's order, by frequency
    assert all(w == w.lower() and w.strip() == w for w in words)
    assert load_frequent(100) == words[:100]
    assert NAMES <= set(words)  # every name set apart is one of the list's words
    for bad in (0, 1001, 2.0):
        with pytest.raises(ValueError, match="n must be"):
            load_frequent(bad)


def test_the_list_is_wordfreqs():
    wordfreq = pytest.importorskip("wordfreq")
    assert load_frequent() == wordfreq.top_n_list("fr", 1000)


def test_word_forms_cut_the_course_tokens_as_the_list_does():
    tokens = [
        "L'",
        "homme",
        "est-ce",
        "qu'",
        "a-t-il",
        "aujourd'hui",
        "jusqu'",
        "à",
        ".",
    ]
    assert word_forms(tokens) == {
        "l",
        "homme",
        "est",
        "ce",
        "qu",
        "a",
        "t",
        "il",
        "aujourd'hui",
        "jusqu",
        "à",
        ".",
    }


def test_coverage_by_hand():
    words = ["de", "l", "qu", "jusqu'à", "chat", "2", "paris", "°", "maison"]
    # le stands for l, que for qu; jusqu' and à for jusqu'à; 2, paris and ° set apart
    c = coverage({"de", "le", "que", "jusqu", "à", "chat"}, words)
    assert c.missing == ["maison"]
    assert c.apart == ["2", "paris", "°"]
    assert c.share == pytest.approx(100 * 5 / 9)  # of all nine: 2, paris, ° unknown
    assert c.share_counted == pytest.approx(100 * 5 / 6)
    assert c.n == 9
    # without le or la, the elided l is unknown; without à, jusqu'à is
    c = coverage({"de", "que", "jusqu", "chat", "maison"}, words)
    assert c.missing == ["l", "jusqu'à"]
    with pytest.raises(ValueError, match="at least one"):
        coverage({"de"}, [])


def test_the_vocabulary_and_wordfreqs_tokenizer_agree_on_the_training_split():
    """The shipped model's French vocabulary, cut by word_forms, covers the same words as
    wordfreq's own tokenizer finds in the training sentences it was built from."""
    wordfreq = pytest.importorskip("wordfreq")
    from transformer_lib import pretrained
    from transformer_lib.data import load_corpus

    vocab = pretrained.load(device="cpu").src_vocab
    ours = coverage(word_forms(vocab.itos))
    forms = set()
    for fr, _ in load_corpus("train"):
        forms.update(wordfreq.tokenize(fr, "fr"))
    theirs = coverage(forms)
    assert ours.missing == theirs.missing
    assert ours.share == theirs.share
