"""Widened kinds of corpus version 3 (helper phr): fixed phrases to someone and in a row,
their final marks, yes/no questions in three French forms with one English, other
question forms, hours with a part of the day and days said with aujourd'hui / demain."""

from __future__ import annotations

import random

import pytest

from transformer_lib.data import kinds_v3
from transformer_lib.data.kind_parts import Construction, Name
from transformer_lib.data.lexicon_v3 import NOUNS, VERBS
from transformer_lib.data.phrases import ADDRESS, ASKED, FIXED
from transformer_lib.data.sampler import _Sampler
from transformer_lib.data.streams import lexicon_of
from transformer_lib.data.structures import Clause, NounPhrase, Pronoun

pyrealb = pytest.importorskip("pyrealb")


def _realise(s):
    from transformer_lib.data.realiser import realise

    return realise(s)


def _np(fr, det=("def",), number="s"):
    n = next(x for x in NOUNS if x.fr == fr)
    return NounPhrase(n, n.gender if n.gender in "mf" else "m", number, det)


def _verb(fr, obj=True):
    return next(v for v in VERBS if v.fr == fr and (v.obj is not None) == obj)


def _i(fr):
    return next(i for i, p in enumerate(FIXED) if p[0] == fr)


def test_fixed_phrases_to_someone_and_marks():
    de_rien = Construction("fixed", {"phrase": _i("de rien"), "mark": "!"})
    assert _realise(de_rien) == ("De rien!", "You are welcome!")
    to = Construction(
        "fixed", {"phrase": _i("merci"), "to": ADDRESS.index(("madame", "madam"))}
    )
    assert _realise(to) == ("Merci, madame.", "Thank you, madam.")
    two = Construction(
        "phrases",
        {
            "parts": (
                {"phrase": _i("bonsoir"), "to": Name("Paul", "m"), "mark": "!"},
                {"phrase": 2, "asked": True},
            )
        },
    )
    assert _realise(two) == (
        "Bonsoir, Paul! Comment ça va?",
        "Good evening, Paul! How are you?",
    )
    sorry = Construction("fixed", {"phrase": _i("je suis désolée")})
    assert _realise(sorry) == ("Je suis désolée.", "I am sorry.")
    assert ASKED[2][0] == "comment ça va"


def _rows(kind, n):
    kinds_v3._load_kinds()
    out = []
    for i in range(n):
        rng = random.Random(f"test-phr:{kind}:{i}")
        s = kinds_v3.KINDS[kind][1](rng, _Sampler(rng, lexicon_of(3), 3))
        out.append((s, *_realise(s)))
    return out


def test_fixed_kind_ends_both_ways_and_english_follows_french():
    rows = _rows("fixed", 200)
    ends = {fr[-1] for _, fr, _ in rows}
    assert ends == {".", "!", "?"}
    for _, fr, en in rows:
        assert fr[-1] == en[-1], (fr, en)
        assert fr.count("!") + fr.count("?") + fr.count(".") == en.count(
            "!"
        ) + en.count("?") + en.count("."), (fr, en)
        assert "Excuse-moi, monsieur" not in fr and "Salut, madame" not in fr


def test_three_french_forms_of_one_yes_no_question():
    c = Clause(Pronoun(1, "m"), _verb("manger"), "p", obj=_np("pomme"), question=True)
    got = {f: _realise(Construction("yes_no", {"clause": c, "form": f})) for f in (
        "intonation", "inversion", "est-ce")}  # fmt: skip
    assert got["intonation"] == ("Tu manges la pomme?", "Do you eat the apple?")
    assert got["inversion"] == ("Manges-tu la pomme?", "Do you eat the apple?")
    assert got["est-ce"] == ("Est-ce que tu manges la pomme?", "Do you eat the apple?")


def test_other_question_forms():
    like = Construction("like", {"subj": _np("maison", ("poss", 1)), "tense": "p"})
    assert _realise(like) == ("Comment est ta maison?", "What is your house like?")
    like = Construction("like", {"subj": Pronoun(6, "m"), "tense": "i"})
    assert _realise(like) == ("Comment étaient-ils?", "What were they like?")
    np = _np("pharmacie", ("indef",))
    there = Construction("is_there", {"np": np, "place": 0, "form": "inversion"})
    assert _realise(there) == (
        "Y a-t-il une pharmacie près d'ici?",
        "Is there a pharmacy near here?",
    )
    c = Clause(Pronoun(1, "m"), _verb("jouer", obj=False), "p")
    args = {"clause": c, "prep": ("avec", "with"), "who": True, "inverted": False}
    assert _realise(Construction("prep_wh", args)) == (
        "Avec qui est-ce que tu joues?",
        "Who do you play with?",
    )
    args["inverted"] = True
    assert _realise(Construction("prep_wh", args))[0] == "Avec qui joues-tu?"
    c = Clause(Pronoun(5, "m"), _verb("manger"), "p")
    assert _realise(Construction("que", {"clause": c})) == (
        "Que mangez-vous?",
        "What do you eat?",
    )


def test_hours_with_part_of_day_and_days():
    from transformer_lib.data.times import time_words

    assert time_words(("clock", 8, 0, 0), "fr") == "à huit heures du matin"
    assert time_words(("clock", 8, 0, 0), "en") == "at eight in the morning"
    assert (
        time_words(("clock", 3, 30, 1), "fr")
        == "à trois heures et demie de l'après-midi"
    )
    assert time_words(("date", 12, 4, True), "fr") == "le douze mai"
    assert time_words(("date", 12, 4, True), "en") == "on 12 May"
    today = Construction("today_is", {"day": 0, "date": None, "said": 0})
    assert _realise(today) == ("Aujourd'hui, c'est lundi.", "Today is Monday.")
    when = Construction("today_is", {"day": None, "date": (3, 2, False), "said": None})
    assert _realise(when) == ("Nous sommes le 3 mars.", "It is 3 March.")


@pytest.mark.parametrize("kind", ["yes_no", "ask"])
def test_sampled_questions_are_clean(kind):
    for _s, fr, en in _rows(kind, 60):
        assert fr.endswith("?") and en.endswith("?"), (fr, en)
        assert "[[" not in fr + en and "  " not in fr + en
        assert fr[0].isupper() and en[0].isupper()
