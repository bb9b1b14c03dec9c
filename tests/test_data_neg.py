"""Negations beyond ne ... pas, *ça*, *on* and the small families of *c'est* in corpus
version 3 (helper neg): hand-built structures with hand-written French and English, and
properties of sampled rows."""

from __future__ import annotations

import random
import re

import pytest

from transformer_lib.data import kinds_v3
from transformer_lib.data.kind_parts import Construction
from transformer_lib.data.lexicon_v3 import NOUNS, VERBS
from transformer_lib.data.sampler import _Sampler
from transformer_lib.data.streams import lexicon_of
from transformer_lib.data.structures import Clause, Name, NounPhrase, Pronoun, Sentence

pyrealb = pytest.importorskip("pyrealb")


def _realise(s):
    from transformer_lib.data.lexicon_v3 import spell_fr
    from transformer_lib.data.realiser import realise

    fr, en = realise(s)
    return spell_fr(fr), en


def _np(fr, det=("def",), number="s"):
    n = next(x for x in NOUNS if x.fr == fr)
    return NounPhrase(n, n.gender if n.gender in "mf" else "m", number, det)


def _verb(fr, obj=True):
    return next(v for v in VERBS if v.fr == fr and (v.obj is not None) == obj)


def _rows(kind, n):
    kinds_v3._load_kinds()
    out = []
    for i in range(n):
        rng = random.Random(f"test-neg:{kind}:{i}")
        s = kinds_v3.KINDS[kind][1](rng, _Sampler(rng, lexicon_of(3), 3))
        out.append((s, *_realise(s)))
    return out


# --- personne, rien ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "args, expected",
    [
        (
            {"what": "personne", "tense": "p", "place": 0},
            ("Il n'y a personne ici.", "There is nobody here."),
        ),
        (
            {"what": "rien", "tense": "past", "place": None},
            ("Il n'y avait rien.", "There was nothing."),
        ),
        (
            {"what": "personne", "tense": "f", "place": 1},
            ("Il n'y aura personne dehors.", "There will be nobody outside."),
        ),
    ],
)
def test_nobody_and_nothing_after_il_y_a(args, expected):
    assert _realise(Construction("none_there", args)) == expected


def test_no_more_after_il_y_a_and_a_place_phrase():
    from transformer_lib.data.lexicon import LOCATIONS

    bread = Construction("none_there", {"what": _np("pain"), "tense": "p"})
    assert _realise(bread) == ("Il n'y a plus de pain.", "There is no more bread.")
    apples = _np("pomme", number="p")
    past = Construction("none_there", {"what": apples, "tense": "past"})
    assert _realise(past) == (
        "Il n'y avait plus de pommes.",
        "There were no more apples.",
    )
    dans = next(p for p in LOCATIONS if p.fr == "dans")
    place = (dans, _np("sac"))
    bag = Construction("none_there", {"what": "rien", "tense": "p", "place": place})
    assert _realise(bag) == (
        "Il n'y a rien dans le sac.",
        "There is nothing in the bag.",
    )


@pytest.mark.parametrize(
    "args, expected",
    [
        (
            {"who": "personne", "verb": ("répondre", "answer"), "tense": "p"},
            ("Personne ne répond.", "Nobody answers."),
        ),
        (
            {"who": "personne", "verb": ("venir", "come"), "tense": "pc"},
            ("Personne n'est venu.", "Nobody came."),
        ),
        (
            {"who": "personne", "verb": ("parler", "talk"), "tense": "i"},
            ("Personne ne parlait.", "Nobody was talking."),
        ),
        (
            {"who": "personne", "verb": ("savoir", "know"), "tense": "i"},
            ("Personne ne savait.", "Nobody knew."),
        ),
        (
            {"who": "personne", "verb": None, "attr": ("parfait", "perfect")},
            ("Personne n'est parfait.", "Nobody is perfect."),
        ),
        (
            {"who": "rien", "verb": ("changer", "change"), "tense": "pc"},
            ("Rien n'a changé.", "Nothing changed."),
        ),
        (
            {"who": "rien", "verb": None, "attr": ("facile", "easy"), "tense": "f"},
            ("Rien ne sera facile.", "Nothing will be easy."),
        ),
    ],
)
def test_nobody_and_nothing_as_the_subject(args, expected):
    args = {"tense": "p", **args}
    assert _realise(Construction("none_subject", args)) == expected


def test_nobody_with_an_object():
    args = {"who": "personne", "verb": ("manger", "eat"), "tense": "f"}
    args["obj"] = _np("gâteau")
    assert _realise(Construction("none_subject", args)) == (
        "Personne ne mangera le gâteau.",
        "Nobody will eat the cake.",
    )


@pytest.mark.parametrize(
    "subj, verb, tense, negation, expected",
    [
        (0, "voir", "p", "rien", ("Je ne vois rien.", "I do not see anything.")),
        (
            3,
            "connaître",
            "p",
            "personne",
            ("Elle ne connaît personne.", "She does not know anyone."),
        ),
        (
            4,
            "comprendre",
            "pc",
            "rien",
            ("Nous n'avons rien compris.", "We did not understand anything."),
        ),
        (
            1,
            "voir",
            "pc",
            "personne",
            ("Tu n'as vu personne.", "You did not see anyone."),
        ),
    ],
)
def test_nothing_and_nobody_as_the_object(subj, verb, tense, negation, expected):
    c = Clause(Pronoun(subj, "f"), _verb(verb), tense, neg=True, negation=negation)
    c.version3 = True
    assert _realise(Sentence([c])) == expected


@pytest.mark.parametrize(
    "subj, verb, obj, tense, negation, expected",
    [
        (
            Pronoun(2, "m"),
            "avoir",
            _np("voiture", ("indef",)),
            "p",
            "pas",
            ("Il n'a pas de voiture.", "He does not have a car."),
        ),
        (
            Pronoun(0, "m"),
            "manger",
            _np("viande", ("part",)),
            "p",
            "pas",
            ("Je ne mange pas de viande.", "I do not eat meat."),
        ),
        (
            Name("Marie", "f"),
            "vouloir",
            _np("pomme", ("indef",), "p"),
            "pc",
            "pas",
            ("Marie n'a pas voulu de pommes.", "Marie did not want any apples."),
        ),
        (
            Pronoun(6, "m"),
            "avoir",
            _np("temps", ("part",)),
            "p",
            "plus",
            ("Ils n'ont plus de temps.", "They do not have time any more."),
        ),
        (
            Pronoun(1, "m"),
            "boire",
            _np("café", ("part",)),
            "p",
            "jamais",
            ("Tu ne bois jamais de café.", "You never drink coffee."),
        ),
    ],
)
def test_no_article_after_the_negation(subj, verb, obj, tense, negation, expected):
    c = Clause(subj, _verb(verb), tense, neg=True, obj=obj, negation=negation)
    c.version3 = True
    assert _realise(Sentence([c])) == expected


def test_sampled_negations_keep_one_english_rule():
    """personne / rien: nobody / nothing as the subject or after il y a, not anyone /
    not anything as the object; never "no person", never "any" after a subject."""
    rows = _rows("nobody", 150) + _rows("have_no", 80)
    seen = set()
    for _, fr, en in rows:
        assert "[[" not in fr + en and fr[-1] == en[-1] == ".", (fr, en)
        if fr.startswith(("Personne ", "Rien ")):
            seen.add("subject")
            assert en.split()[0] in ("Nobody", "Nothing"), (fr, en)
            assert re.match(r"(Personne|Rien) n(e |')", fr), fr
        elif fr.startswith("Il n'y a"):
            seen.add("there")
            assert re.match(r"There (is|are|was|were|will be) no", en), (fr, en)
        elif re.search(r"\b(rien|personne)\b", fr):
            seen.add("object")
            assert re.search(r"\bnot\b.*\b(anything|anyone)\b", en), (fr, en)
        else:
            seen.add("de")
            assert re.search(r"\b(pas|plus|jamais)( \w+)? d(e |')", fr), fr
            assert re.search(r"\b(not|never)\b", en), (fr, en)
        assert "person" not in en.split() and "no one" not in en, en
    assert seen == {"subject", "there", "object", "de"}
