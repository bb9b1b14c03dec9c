"""Cased, detokenised output: transformer_lib.casing and where translate() uses it."""

from __future__ import annotations

import re

import pytest
import torch

from transformer_lib.casing import learn_casing, truecase
from transformer_lib.data import load_corpus
from transformer_lib.model import Transformer, TransformerConfig
from transformer_lib.tokenizer import Vocab, tokenize
from transformer_lib.translate import translate


def test_learn_casing_keeps_forms_seen_inside_sentences():
    table = learn_casing(["I sleep.", "Then I eat.", "Did you see Paris?", "So do I."])
    assert table == {"i": "I", "paris": "Paris"}


def test_learn_casing_ignores_sentence_starts():
    # "The" is only ever first; "Then" starts the second sentence of a line
    assert learn_casing(["The cat sleeps.", "The dog eats. Then it sleeps."]) == {}


def test_learn_casing_takes_the_most_frequent_form_and_min_count():
    lines = ["We saw Apple.", "We ate an apple.", "We ate an apple."]
    assert learn_casing(lines) == {}  # "apple" twice, "Apple" once
    assert learn_casing(["We saw NASA.", "We saw NASA."], min_count=3) == {}
    assert learn_casing(["We saw NASA.", "We saw NASA."], min_count=2) == {
        "nasa": "NASA"
    }


def test_learn_casing_bad_input():
    with pytest.raises(ValueError, match="one str"):
        learn_casing("I sleep.")
    with pytest.raises(ValueError, match="min_count"):
        learn_casing(["I sleep."], min_count=0)


def test_truecase_capitalises_every_sentence_start_and_applies_the_table():
    tokens = ["did", "i", "see", "it", "?", "yes", ",", "i", "did", "."]
    assert truecase(tokens, {"i": "I"}) == "Did I see it? Yes, I did."
    # without a table: the capitals at sentence starts only
    assert truecase(tokens) == "Did i see it? Yes, i did."
    assert truecase([]) == ""
    with pytest.raises(ValueError, match="tokenize it first"):
        truecase("the cat sleeps.")


@pytest.mark.parametrize(
    "tokens, text",
    [
        (["it", "costs", "3", ".", "5", "euros", "."], "It costs 3.5 euros."),
        (["we", "meet", "at", "10", ":", "30", "."], "We meet at 10:30."),
        (['"', "hello", ",", '"', "she", "said", "."], '"Hello," she said.'),
        (["she", "said", '"', "yes", '"', "."], 'She said "yes".'),
        # ß has no one-letter capital ("ß".upper() is "SS"): it is left as it is
        (["ßtraße", "."], "ßtraße."),
        (["ok", ".", "ßtraße", "!"], "Ok. ßtraße!"),
        (["été", "."], "Été."),
        # the "." inside "p.m." ends no sentence: "m" keeps its small letter
        (["i", "eat", "at", "7", "p", ".", "m", "."], "I eat at 7 p.m."),
        (["at", "9", "a", ".", "m", ".", "then", "home", "."], "At 9 a.m. Then home."),
    ],
)
def test_truecase_keeps_numbers_quotes_and_letters_whole(tokens, text):
    assert truecase(tokens) == text


_FORMS: dict[str, set[str]] = {}


def _train_forms() -> dict[str, set[str]]:
    """{lower-case word: the ways the training targets write it, first words apart}."""
    if not _FORMS:
        for _, en in load_corpus("train"):
            for word in re.findall(r"[\w'-]+", en)[1:]:
                _FORMS.setdefault(word.lower(), set()).add(word)
    return _FORMS


@pytest.fixture(scope="module")
def table():
    return learn_casing(en for _, en in load_corpus("train"))


def test_shipped_references_round_trip_through_tokens_and_truecase(table):
    """The model writes lower-case tokens: with the table learned from train, the
    tokens of almost every reference of every test split give the reference back
    exactly. The few that do not hold a word whose case depends on its meaning or its
    place, which one table per word cannot know (*Nice* the city and *nice*, *Dad*
    said to him and *my dad*): only their case is wrong, and only such words."""
    for split in ("valid", "test", "test_unseen", "test_long", "test_structure"):
        refs = [en for _, en in load_corpus(split)]
        bad = [(r, truecase(tokenize(r), table)) for r in refs]
        bad = [(r, got) for r, got in bad if got != r]
        assert len(bad) <= len(refs) // 100, (split, len(bad), bad[:3])
        for reference, got in bad:
            assert got.lower() == reference.lower(), (reference, got)
            wrong = {
                a.lower()
                for a, b in zip(got.split(), reference.split(), strict=True)
                if a != b
            }
            # each such word is written both ways in the training targets, or is a
            # name they never hold (the translator copies names through as written)
            for word in wrong:
                word = word.strip(".,!?")
                forms = _train_forms().get(word, set())
                assert len(forms) > 1 or not forms, (reference, word, forms)
        # and the table is needed: without it, some references come out wrong
    plain = [en for _, en in load_corpus("test")]
    assert any(truecase(tokenize(r)) != r for r in plain)


def _tiny_model(tgt_itos):
    torch.manual_seed(0)
    config = TransformerConfig(
        src_vocab_size=6,
        tgt_vocab_size=len(tgt_itos),
        d_model=8,
        n_heads=2,
        d_ff=16,
        n_encoder_layers=1,
        n_decoder_layers=1,
        dropout=0.0,
        max_len=16,
        pad_id=0,
        share_embeddings=False,
    )
    model = Transformer(config).eval()
    with torch.no_grad():  # the untrained model writes "i" at every step
        model.output_projection.bias[tgt_itos.index("i")] = 100.0
    return model


def test_translate_cases_its_output_with_the_target_vocabulary_table():
    """translate() is the one place ids become text: it applies tgt_vocab.casing."""
    src = Vocab.from_itos(["<pad>", "<s>", "</s>", "<unk>", "je", "dors"])
    tgt = Vocab.from_itos(["<pad>", "<s>", "</s>", "<unk>", "i", "sleep", "."])
    model = _tiny_model(tgt.itos)
    plain = translate(model, src, tgt, ["Je dors."], max_len=8)[0]
    words = tokenize(plain)
    assert len(words) > 1 and set(words) == {"i"}, words
    assert plain == "I " + " ".join(words[1:])  # no table: a capital at the start only
    tgt.casing = {"i": "I"}
    cased = translate(model, src, tgt, ["Je dors."], max_len=8)[0]
    assert cased == " ".join(["I"] * len(words))


@pytest.mark.parametrize(
    "text, source, expected",
    [
        # a name inside the French sentence keeps its capital, whatever the table says
        ("She will be in nice.", "Elle sera à Nice.", "She will be in Nice."),
        (
            "It took three hours to get to new York.",
            "Il a fallu trois heures pour aller à New York.",
            "It took three hours to get to New York.",
        ),
        # as many times as the source writes it, the first ones first
        (
            "We like nice and nice people.",
            "Nous aimons Nice et les gens gentils.",
            "We like Nice and nice people.",
        ),
        # a capital at the start of a French sentence says nothing
        (
            "Nice is a nice city.",
            "Nice est une ville agréable.",
            "Nice is a nice city.",
        ),
        ("Go. nice is big.", "Va. Nice est grande.", "Go. nice is big."),
        # nothing to do, and words the English does not share
        ("The cat sleeps.", "Le chat dort.", "The cat sleeps."),
        ("Hello, sir.", "Bonjour, Monsieur.", "Hello, sir."),
    ],
)
def test_keep_source_capitals(text, source, expected):
    from transformer_lib.translate.names import keep_source_capitals

    assert keep_source_capitals(text, source) == expected


def test_the_shipped_translator_writes_the_city_of_nice_with_its_capital():
    from transformer_lib import pretrained

    translator = pretrained.load(device="cpu")
    [out] = translator.translate(["Elle sera à Nice."])
    assert out == "She will be in Nice."
    # the table alone writes the adjective: the capital comes from the source
    assert translator.tgt_vocab.casing.get("nice", "nice") == "nice"
