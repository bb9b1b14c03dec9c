"""The seventh widening's kinds of weather, clock, dates, durations, ages and plans:
pairs written by hand, and samples of each kind checked for their properties."""

import random
import re

import pytest

from transformer_lib.data import kinds_v3
from transformer_lib.data.kind_parts import Construction, Name
from transformer_lib.data.structures import Pronoun

NEW = (
    "weather_more",
    "since_state",
    "clock24",
    "weekday_date",
    "lasts",
    "ages_half",
    "crowds",
    "soon_moves",
)


def _sampled(kind, n):
    from transformer_lib.data.realiser import realise
    from transformer_lib.data.sampler import _Sampler
    from transformer_lib.data.streams import lexicon_of

    kinds_v3._load_kinds()
    out = []
    for i in range(n):
        rng = random.Random(f"test-time7:{kind}:{i}")
        s = kinds_v3.KINDS[kind][1](rng, _Sampler(rng, lexicon_of(3), 3))
        out.append((s, *realise(s)))
    return out


def _pair(kind, **args):
    from transformer_lib.data.realiser import realise

    return realise(Construction(kind, args))


def _i(table, fr):
    return next(i for i, row in enumerate(table) if row[0] == fr)


def test_weather_more_by_hand():
    from transformer_lib.data import weather_more as w

    fine = _i(w.FINE, "magnifique")
    assert _pair("weather_more", what="fine", word=fine, tense="p", stop="!") == (
        "Il fait un temps magnifique!",
        "The weather is magnificent!",
    )
    hail = _i(w.WEATHER_VERBS, "grêler")
    minutes = ("for", 10, 0)
    assert _pair("weather_more", what="verb", word=hail, tense="pc", how=minutes) == (
        "Il a grêlé pendant dix minutes.",
        "It hailed for ten minutes.",
    )
    rain = _i(w.WEATHER_VERBS, "pleuvoir")
    weekend = ("whole", _i(w.WHOLE, "tout le week-end"), True)
    assert _pair("weather_more", what="verb", word=rain, tense="pc", how=weekend) == (
        "Il a plu pendant tout le week-end.",
        "It rained all weekend.",
    )
    assert _pair("weather_more", what="verb", word=rain, tense="pc", neg=True) == (
        "Il n'a pas plu.",
        "It did not rain.",
    )
    nice = _i(w.FAIRE, "beau")
    tomorrow = _i(w.WHEN, "demain")
    assert _pair(
        "weather_more", what="faire", word=nice, tense="aller", when=tomorrow
    ) == ("Il va faire beau demain.", "The weather is going to be nice tomorrow.")
    cold = _i(w.FAIRE, "froid")
    assert _pair("weather_more", what="faire", word=cold, tense="f", neg=True) == (
        "Il ne fera pas froid.",
        "It will not be cold.",
    )
    freeze = _i(w.REASONS, "il gèle")
    gloves = _i(w.ORDERS, "mets tes gants")
    args = {"order": gloves, "outside": True, "stop": "."}
    assert _pair(
        "weather_more", what="order", word=freeze, tense="p", vous=False, **args
    ) == (
        "Il gèle dehors, mets tes gants.",
        "It is freezing outside, put on your gloves.",
    )
    assert (
        _pair("weather_more", what="order", word=freeze, tense="p", vous=True, **args)[
            0
        ]
        == "Il gèle dehors, mettez vos gants."
    )


def test_since_state_by_hand():
    from transformer_lib.data import weather_more as w

    river = _i(w.THINGS, "rivière")
    frozen = _i(w.STATES, "frozen")
    monday = ("point", _i(w.SINCE, "lundi"))
    args = {"thing": river, "state": frozen, "plural": False, "when": monday}
    assert _pair("since_state", form="now", **args) == (
        "La rivière est gelée depuis lundi.",
        "The river has been frozen since Monday.",
    )
    assert _pair("since_state", form="asked", **args) == (
        "Depuis quand la rivière est-elle gelée?",
        "How long has the river been frozen?",
    )
    shops = _i(w.THINGS, "magasin")
    closed = _i(w.STATES, "closed")
    days = ("for", 3, 1)
    assert _pair(
        "since_state", thing=shops, state=closed, plural=True, when=days, form="now"
    ) == (
        "Les magasins sont fermés depuis trois jours.",
        "The shops have been closed for three days.",
    )


def test_clock24_by_hand():
    from transformer_lib.data.clock_dates import clock24_words

    assert clock24_words(19, 0, "fr") == "dix-neuf heures"
    assert clock24_words(19, 0, "en") == "7 p.m."
    assert clock24_words(19, 30, "en") == "7.30 p.m."
    assert clock24_words(21, 0, "fr") == "vingt et une heures"
    assert clock24_words(14, 5, "en") == "2.05 p.m."
    assert clock24_words(9, 15, "fr") == "neuf heures quinze"
    assert clock24_words(9, 15, "en") == "9.15 a.m."
    assert clock24_words(12, 0, "en") == "midday"
    assert clock24_words(12, 30, "en") == "12.30 p.m."
    args = {"subj": None, "verb": 0, "tense": "p", "hour": 16, "minute": 0}
    assert _pair("clock24", **args) == ("Il est seize heures.", "It is 4 p.m.")


def test_weekday_date_and_lasts_by_hand():
    from transformer_lib.data import clock_dates as c

    concert = _i(c.EVENTS, "concert")
    friday_12_april = (4, 12, 3, True)
    assert _pair(
        "weekday_date", what=concert, subj=None, tense="p", date=friday_12_april
    ) == (
        "Le concert est le vendredi douze avril.",
        "The concert is on Friday 12 April.",
    )
    meeting = _i(c.EVENTS, "réunion")
    assert _pair(
        "weekday_date", what=meeting, subj=None, tense="flieu", date=(0, 1, 2, False)
    ) == (
        "La réunion aura lieu le lundi 1er mars.",
        "The meeting will take place on Monday 1 March.",
    )
    me = Pronoun(0, "m")
    assert _pair(
        "weekday_date", what="going", subj=(me, 0), tense="p", date=(5, 1, 5, True)
    ) == ("Je pars le samedi premier juin.", "I am leaving on Saturday 1 June.")
    brk = _i(c.LASTING, "récréation")
    args = {"what": brk, "this": False, "asked": False}
    assert _pair("lasts", tense="p", duration=("m", 15), **args) == (
        "La récréation dure quinze minutes.",
        "The break lasts fifteen minutes.",
    )
    film = _i(c.LASTING, "film")
    args = {"what": film, "this": False, "asked": False}
    assert _pair("lasts", tense="pc", duration=("h", 2, True), **args) == (
        "Le film a duré deux heures et demie.",
        "The film lasted two and a half hours.",
    )
    assert _pair("lasts", tense="f", duration=("h", 1, True), **args) == (
        "Le film durera une heure et demie.",
        "The film will last an hour and a half.",
    )
    args["asked"] = True
    assert _pair("lasts", tense="pc", duration=("half",), **args) == (
        "Combien de temps le film a-t-il duré?",
        "How long did the film last?",
    )
    holidays = _i(c.LASTING, "vacances")
    args = {"what": holidays, "this": False, "asked": False}
    assert _pair("lasts", tense="p", duration=("w", 2), **args) == (
        "Les vacances durent deux semaines.",
        "The holidays last two weeks.",
    )


def test_ages_and_crowds_by_hand():
    from transformer_lib.data import ages_crowds as a

    little = ("kin", _i(a.KIN, "petit frère"), 0)
    args = {"who": little, "unit": "y", "tense": "p", "when": None}
    assert _pair("ages_half", n=6, half=True, **args) == (
        "Mon petit frère a six ans et demi.",
        "My little brother is six and a half.",
    )
    sister = ("kin", _i(a.KIN, "sœur"), 1)
    assert _pair(
        "ages_half", who=sister, n=1, unit="y", half=True, tense="i", when=None
    ) == (
        "Ta sœur avait un an et demi.",
        "Your sister was one and a half.",
    )
    paul = ("name", "Paul")
    march = ("month", 2)
    assert _pair(
        "ages_half", who=paul, n=18, unit="y", half=False, tense="f", when=march
    ) == (
        "Paul aura dix-huit ans en mars.",
        "Paul will be eighteen in March.",
    )
    baby = ("kin", _i(a.KIN, "bébé"), 2)
    assert _pair(
        "ages_half", who=baby, n=3, unit="m", half=False, tense="p", when=None
    ) == (
        "Notre bébé a trois mois.",
        "Our baby is three months old.",
    )
    people = _i(a.CROWDS, "personnes")
    came = 0
    assert _pair("crowds", who=people, many=0, doing=came, tense=1) == (
        "Cent personnes sont venues.",
        "A hundred people came.",
    )
    assert _pair("crowds", who=people, many=None, doing=came, tense=1) == (
        "Combien de personnes sont venues?",
        "How many people came?",
    )
    children = _i(a.CROWDS, "enfants")
    assert _pair("crowds", who=children, many=7, doing=came, tense=2) == (
        "Des milliers d'enfants viendront.",
        "Thousands of children will come.",
    )


def test_soon_moves_by_hand():
    from transformer_lib.data import soon_moves as s

    holiday = 0
    weekend = ("soon", _i(s.SOON, "le week-end prochain"))
    args = {"move": holiday, "when": weekend, "neg": False, "asked": False}
    assert _pair("soon_moves", subj=Pronoun(4, "m"), first=True, **args) == (
        "Le week-end prochain, nous partons en vacances.",
        "Next weekend, we are going on holiday.",
    )
    marry = _i(s.MOVES, "marier")
    june = ("month", 5)
    args = {"move": marry, "when": june, "first": False, "neg": False, "asked": False}
    assert _pair("soon_moves", subj=Pronoun(6, "m"), **args) == (
        "Ils se marient en juin.",
        "They are getting married in June.",
    )
    args = {"move": 0, "when": ("day", 5), "first": False, "neg": False, "asked": True}
    assert _pair("soon_moves", subj=Name("Paul", "m"), **args) == (
        "Paul part en vacances samedi?",
        "Is Paul going on holiday on Saturday?",
    )


@pytest.mark.parametrize("kind", NEW)
def test_new_kinds_sample_well(kind):
    seen = set()
    for _s, fr, en in _sampled(kind, 300):
        for text in (fr, en):
            assert not re.search(r"\b(à le|à les|de le|de les|None)\b|  |_|\.\.", text)
            assert text[-1] in ".!?", text
            assert text[0].isupper(), text
        # no contraction but the corpus's own (don't in an order, the possessive 's)
        bare = en.replace("don't forget", "")
        assert not re.search(r"n't|'m|'re|'ll|'d\b|\b(it|he|she|that)'s\b", bare), en
        assert not re.search(r"\b(de|que|le|la|ne) [aeéiou]", fr), fr
        seen.add(fr)
    assert len(seen) > 150, kind


def test_new_weights_stay_small():
    kinds_v3._load_kinds()
    weights = [kinds_v3.KINDS[k][0] for k in NEW]
    assert all(0.02 <= w <= 0.08 for w in weights)
    assert sum(weights) <= 0.35 + 1e-9
