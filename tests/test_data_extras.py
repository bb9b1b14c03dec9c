"""Corpus version 3's kinds for autre, même, comme, par and alors (data/extras.py):
translations written by hand for structures built here, and sampled rows."""

from __future__ import annotations

import random

import pytest

from transformer_lib.data import kinds_v3
from transformer_lib.data import lexicon_v3 as lx
from transformer_lib.data.extras import During, Like, Other, So, Times
from transformer_lib.data.sampler import _Sampler
from transformer_lib.data.structures import Clause, NounPhrase, Pronoun

pytest.importorskip("pyrealb")

from transformer_lib.data.realiser import realise  # noqa: E402


def _noun(fr):
    return next(n for n in lx.NOUNS if n.fr == fr)


def _verb(fr, en):
    return next(v for v in lx.VERBS if v.fr == fr and v.en == en)


def _clause(tense="p", obj=None, subj=None, verb=("acheter", "buy")):
    return Clause(subj=subj or Pronoun(3, "f"), verb=_verb(*verb), tense=tense, obj=obj)


@pytest.mark.parametrize(
    ("what", "number", "fr", "en"),
    [
        ("another", "s", "Elle achète une autre pomme.", "She buys another apple."),
        ("others", "p", "Elle achète d'autres pommes.", "She buys other apples."),
        ("the other", "s", "Elle achète l'autre pomme.", "She buys the other apple."),
        (
            "the others",
            "p",
            "Elle achète les autres pommes.",
            "She buys the other apples.",
        ),
        ("the same", "s", "Elle achète la même pomme.", "She buys the same apple."),
        (
            "the same (p)",
            "p",
            "Elle achète les mêmes pommes.",
            "She buys the same apples.",
        ),
    ],
)
def test_autre_and_meme(what, number, fr, en):
    apple = NounPhrase(_noun("pomme"), "f", number, ("def",))
    assert realise(Other(what, _clause(obj=apple))) == (fr, en)


def test_comme_with_a_pronoun_and_with_a_noun_phrase():
    c = _clause("pc", subj=Pronoun(2, "m"), verb=("chanter", "sing"))
    assert realise(Like(c, 0)) == ("Il a chanté comme moi.", "He sang like me.")
    assert realise(Like(c, 6)) == ("Il a chanté comme eux.", "He sang like them.")
    bird = NounPhrase(_noun("oiseau"), "m", "s", ("indef",))
    assert realise(Like(c, bird)) == (
        "Il a chanté comme un oiseau.",
        "He sang like a bird.",
    )


def test_fois_par():
    c = _clause(obj=NounPhrase(_noun("pomme"), "f", "p", ("indef",)))
    assert realise(Times(c, 1, 0)) == (
        "Elle achète des pommes une fois par jour.",
        "She buys apples once a day.",
    )
    assert realise(Times(c, 2, 1)) == (
        "Elle achète des pommes deux fois par semaine.",
        "She buys apples twice a week.",
    )
    assert realise(Times(c, 3, 3))[1] == "She buys apples three times a year."


def test_alors():
    c = _clause("f", subj=Pronoun(4, "m"), verb=("partir", "leave"))
    assert realise(So(c)) == ("Alors, nous partirons.", "So, we will leave.")


@pytest.mark.parametrize("kind", ["other", "like", "times", "during", "so"])
def test_sampled_rows(kind):
    words = {
        "other": "autre",
        "like": "comme",
        "times": "fois par",
        "during": "pendant",
        "so": "Alors,",
    }
    lex = lx
    for i in range(25):
        rng = random.Random(f"extras:{kind}:{i}")
        s = kinds_v3.KINDS[kind][1](rng, _Sampler(rng, lex, 3))
        fr, en = realise(s)
        others = ("même", "chaque", "quelques", "plusieurs")
        assert words[kind] in fr or (
            kind == "other" and any(w in fr for w in others)
        ), fr
        assert "[[" not in fr + en and "  " not in fr + en
        assert fr[-1] in ".!?" and en[-1] in ".!?", (fr, en)
        for french in (" autre", " même", " comme ", " fois ", "Alors", "pendant"):
            assert french not in en, (fr, en)
        assert s.lemmas["verb"], s


def test_no_negative_question_with_pouvoir():
    # pyrealb asks "Cannot she read ...?", which no one says
    from transformer_lib.data.grammar_v3 import question_allowed

    c = _clause(subj=Pronoun(3, "f"), verb=("acheter", "buy"))
    c.modal = "pouvoir"
    assert question_allowed(c)
    c.neg = True
    assert not question_allowed(c)


def test_pendant_a_duration():
    c = _clause("pc", subj=Pronoun(2, "m"), verb=("dormir", "sleep"))
    assert realise(During(c, 2, 1)) == (
        "Il a dormi pendant deux heures.",
        "He slept for two hours.",
    )
    assert realise(During(c, 1, 1))[1] == "He slept for an hour."
    assert realise(During(c, 1, 3)) == (
        "Il a dormi pendant une semaine.",
        "He slept for a week.",
    )
    assert realise(During(c, 3, 4))[0] == "Il a dormi pendant trois mois."
