"""Corpus v3: generic and partitive articles, meals, quantities (helper "generic").

Every French/English pair here is written by hand: meals without an article in English
(*Le dîner est prêt.* / *Dinner is ready.*), *avoir peur des* + a plural said of a kind,
*ne ... plus de* after *avoir* (*We do not have any more bread.*), and the kinds of
:mod:`transformer_lib.data.generic`.
"""

from __future__ import annotations

import random

import pytest

from transformer_lib.data import lexicon_v3 as L
from transformer_lib.data.sampler import _COPULA
from transformer_lib.data.structures import Clause, NounPhrase, Pronoun, Sentence

JE, TU, IL, ELLE, NOUS, VOUS, ILS, ELLES = range(8)


@pytest.fixture(scope="module")
def realise():
    pytest.importorskip("pyrealb")
    from transformer_lib.data.lexicon_v3 import spell_fr, v3_tables
    from transformer_lib.data.realiser import realise as r

    def say(s):
        with v3_tables():
            fr, en = r(s)
        return spell_fr(fr.strip()), en.strip()

    return say


def _noun(fr):
    return next(n for n in L.NOUNS if n.fr == fr)


def _np(fr, number="s", det=("def",)):
    n = _noun(fr)
    return NounPhrase(n, "m" if n.gender == "mf" else n.gender, number, det)


def _verb(fr, obj=True):
    return next(
        v
        for v in L.VERBS
        if v.fr == fr and (v.obj is not None) == obj and not v.fr_prep
    )


def _adj(fr):
    return next(a for a in L.ADJECTIVES if a.fr == fr)


def _say(realise, *clauses):
    return realise(Sentence(list(clauses)))


@pytest.mark.parametrize(
    "meal, tense, fr, en",
    [
        ("petit-déjeuner", "p", "Le petit déjeuner est prêt.", "Breakfast is ready."),
        ("dîner", "p", "Le dîner est prêt.", "Dinner is ready."),
        ("déjeuner", "f", "Le déjeuner sera prêt.", "Lunch will be ready."),
        ("dîner", "pc", "Le dîner a été délicieux.", "Dinner was delicious."),
    ],
)
def test_a_meal_has_no_article_in_english(realise, meal, tense, fr, en):
    adj = "prêt" if fr.endswith("prêt.") or "prêt " in fr else "délicieux"
    c = Clause(_np(meal), _COPULA, tense, attr=_adj(adj))
    c.version3 = True
    assert _say(realise, c) == (fr, en)


def test_a_meal_with_an_adjective_or_of_repas_keeps_its_article(realise):
    c = Clause(_np("repas"), _COPULA, "p", attr=_adj("prêt"))
    c.version3 = True
    assert _say(realise, c) == ("Le repas est prêt.", "The meal is ready.")


def test_not_have_any_more_bread(realise):
    obj = _np("pain", det=("part",))
    c = Clause(Pronoun(NOUS, "m"), _verb("avoir"), "p", neg=True, obj=obj)
    c.negation, c.version3 = "plus", True
    assert _say(realise, c) == (
        "Nous n'avons plus de pain.",
        "We do not have any more bread.",
    )
    obj = _np("pomme", number="p", det=("indef",))
    c = Clause(Pronoun(ELLE, "f"), _verb("avoir"), "i", neg=True, obj=obj)
    c.negation, c.version3 = "plus", True
    assert _say(realise, c) == (
        "Elle n'avait plus de pommes.",
        "She did not have any more apples.",
    )
    # a thing one has, one: not any more after it (Elle n'a plus de vélo.)
    obj = _np("vélo", det=("indef",))
    c = Clause(Pronoun(ELLE, "f"), _verb("avoir"), "p", neg=True, obj=obj)
    c.negation, c.version3 = "plus", True
    assert _say(realise, c) == (
        "Elle n'a plus de vélo.",
        "She does not have a bike any more.",
    )


def test_afraid_of_a_plural_is_afraid_of_a_kind(realise):
    from transformer_lib.data.kind_parts import Construction

    dogs = _np("chien", number="p", det=("gen",))
    args = {"subj": Pronoun(IL, "m"), "tense": "p", "neg": False, "asked": False}
    from transformer_lib.data.phrases import STATES

    args["state"] = next(i for i, s in enumerate(STATES) if s[0] == "peur")
    out = _say_c(realise, Construction("state", {**args, "feared": dogs}))
    assert out == ("Il a peur des chiens.", "He is afraid of dogs.")
    dog = _np("chien")
    out = _say_c(realise, Construction("state", {**args, "feared": dog}))
    assert out == ("Il a peur du chien.", "He is afraid of the dog.")


def test_the_state_kind_draws_no_plural_feared_with_the(realise):
    from transformer_lib.data.phrases import state
    from transformer_lib.data.sampler import _Sampler
    from transformer_lib.data.streams import lexicon_of

    seen = 0
    for i in range(400):
        rng = random.Random(i)
        c = state(rng, _Sampler(rng, lexicon_of(3), 3))
        f = c.args["feared"]
        if f is not None and f.number == "p":
            seen += 1
            assert f.det[0] != "def", f
    assert seen > 10


def _say_c(realise, construction):
    return realise(construction)
