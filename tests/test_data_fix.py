"""Corpus v3's social formulas (formulas.py, talk.py): hand-written structures with the
French and English a careful translator writes, and properties of sampled rows."""

from __future__ import annotations

import random
import re

import pytest

from transformer_lib.data import kinds_v3
from transformer_lib.data.kind_parts import Construction, Name
from transformer_lib.data.structures import Pronoun

pyrealb = pytest.importorskip("pyrealb")

MARIE, PAUL = Name("Marie", "f"), Name("Paul", "m")


def _realise(s):
    from transformer_lib.data.realiser import realise

    return realise(s)


def _index(table, fr):
    return next(i for i, row in enumerate(table) if row[0] == fr)


def _cases():
    from transformer_lib.data import formulas as f

    aide, cadeau = _index(f.THANKED, "aide"), _index(f.THANKED, "cadeau")
    repas, fleurs = _index(f.THANKED, "repas"), _index(f.THANKED, "fleurs")
    invitation = _index(f.THANKED, "invitation")
    thanks = {"much": False, "tu": True, "to": None, "mark": "."}
    sorry = {"really": False, "about": None, "mark": "."}
    wish = {"extra": None, "to": None, "thanks": False, "mark": "!"}
    see = {"on": False, "before": None, "to": None, "mark": "!"}
    return [
        (
            Construction("thanks", thanks | {"what": (aide, "poss", False)}),
            "Merci pour ton aide.",
            "Thank you for your help.",
        ),
        (
            Construction("thanks", thanks | {"what": (invitation, "poss", False)}),
            "Merci pour ton invitation.",
            "Thank you for your invitation.",
        ),
        (
            Construction(
                "thanks", thanks | {"what": (cadeau, "poss", False), "tu": False}
            ),
            "Merci pour votre cadeau.",
            "Thank you for your gift.",
        ),
        (
            Construction(
                "thanks", thanks | {"what": (repas, "dem", True), "much": True}
            ),
            "Merci beaucoup pour ce repas délicieux.",
            "Thank you very much for this delicious meal.",
        ),
        (
            Construction("thanks", thanks | {"what": (fleurs, "dem", True)}),
            "Merci pour ces belles fleurs.",
            "Thank you for these beautiful flowers.",
        ),
        (
            Construction("thanks", thanks | {"what": "tout", "to": MARIE}),
            "Merci pour tout, Marie.",
            "Thank you for everything, Marie.",
        ),
        (
            Construction("thanks", thanks | {"what": "venues", "mark": "!"}),
            "Merci d'être venues!",
            "Thank you for coming!",
        ),
        (
            Construction("sorry", sorry | {"subj": Pronoun(0, "f")}),
            "Je suis désolée.",
            "I am sorry.",
        ),
        (
            Construction(
                "sorry",
                sorry | {"subj": Pronoun(4, "m"), "really": True, "about": 0},
            ),
            "Nous sommes vraiment désolés pour le retard.",
            "We are really sorry about the delay.",
        ),
        (
            Construction("sorry", sorry | {"subj": MARIE, "about": "late"}),
            "Marie est désolée d'être en retard.",
            "Marie is sorry she is late.",
        ),
        (
            Construction("sorry", sorry | {"subj": None, "about": "e", "mark": "!"}),
            "Désolée!",
            "Sorry!",
        ),
        (
            Construction("bother", {"tu": False, "mark": "."}),
            "Excusez-moi de vous déranger.",
            "Sorry to bother you.",
        ),
        (
            Construction(
                "wish", wish | {"wish": _index(f.WISHES, "bon appétit"), "extra": "all"}
            ),
            "Bon appétit à tous!",
            "Enjoy your meal, everyone!",
        ),
        (
            Construction(
                "wish", wish | {"wish": _index(f.WISHES, "bon anniversaire"), "to": 0}
            ),
            "Bon anniversaire, maman!",
            "Happy birthday, Mum!",
        ),
        (
            Construction(
                "wish",
                wish | {"wish": _index(f.WISHES, "bonne chance"), "extra": ("pour", 0)},
            ),
            "Bonne chance pour ton examen!",
            "Good luck with your exam!",
        ),
        (
            Construction(
                "wish",
                wish
                | {"wish": _index(f.WISHES, "félicitations"), "extra": ("pour", 0)},
            ),
            "Félicitations pour ton mariage!",
            "Congratulations on your wedding!",
        ),
        (
            Construction(
                "wish",
                wish
                | {
                    "wish": _index(f.WISHES, "bienvenue"),
                    "extra": ("place", ("city", 16)),
                },
            ),
            "Bienvenue à Londres!",
            "Welcome to London!",
        ),
        (
            Construction(
                "wish",
                wish | {"wish": _index(f.WISHES, "bonne journée"), "thanks": True},
            ),
            "Merci et bonne journée!",
            "Thank you and have a nice day!",
        ),
        (
            Construction(
                "wish",
                wish | {"wish": _index(f.WISHES, "bon week-end"), "extra": "too_tu"},
            ),
            "Bon week-end à toi aussi!",
            "Have a nice weekend too!",
        ),
        (
            Construction("you_too", {"tu": False, "mark": "!"}),
            "Merci, vous aussi!",
            "Thank you, you too!",
        ),
        (
            Construction("see_you", see | {"when": _index(f.SEE_YOU, "demain")}),
            "À demain!",
            "See you tomorrow!",
        ),
        (
            Construction(
                "see_you",
                see | {"when": _index(f.SEE_YOU, "mardi prochain"), "on": True},
            ),
            "On se voit mardi prochain!",
            "See you next Tuesday!",
        ),
        (
            Construction(
                "see_you",
                see
                | {
                    "when": _index(f.SEE_YOU, "le mois prochain"),
                    "before": 0,
                    "to": PAUL,
                },
            ),
            "Au revoir, au mois prochain, Paul!",
            "Goodbye, see you next month, Paul!",
        ),
        (
            Construction(
                "see_you", see | {"when": _index(f.SEE_YOU, "samedi"), "mark": "."}
            ),
            "À samedi.",
            "See you on Saturday.",
        ),
        (
            Construction(
                "introduce", {"who": (0, "m", "s", None), "tu": True, "mark": "."}
            ),
            "Je te présente mon frère.",
            "This is my brother.",
        ),
        (
            Construction(
                "introduce", {"who": (4, "f", "s", MARIE), "tu": False, "mark": "."}
            ),
            "Je vous présente mon amie Marie.",
            "This is my friend Marie.",
        ),
        (
            Construction(
                "introduce", {"who": (0, "f", "p", None), "tu": True, "mark": "!"}
            ),
            "Je te présente mes soeurs!",
            "These are my sisters!",
        ),
        (
            Construction("introduce", {"who": [MARIE, PAUL], "tu": True, "mark": "."}),
            "Je te présente Marie et Paul.",
            "These are Marie and Paul.",
        ),
        (
            Construction("glad", {"glad": 0, "gender": "f", "to": None, "mark": "."}),
            "Ravie de vous rencontrer.",
            "Pleased to meet you.",
        ),
    ]


def test_formulas_are_translated_as_written_by_hand():
    for s, fr, en in _cases():
        assert _realise(s) == (fr, en)


def _sampled(kind, n):
    from transformer_lib.data.sampler import _Sampler
    from transformer_lib.data.streams import lexicon_of

    kinds_v3._load_kinds()
    out = []
    for i in range(n):
        rng = random.Random(f"test-fix:{kind}:{i}")
        s = kinds_v3.KINDS[kind][1](rng, _Sampler(rng, lexicon_of(3), 3))
        out.append((s, *_realise(s)))
    return out


MINE = ("thank_sorry", "wish", "see_you", "introduce")


@pytest.mark.parametrize("kind", MINE)
def test_sampled_formulas_are_clean(kind):
    seen = set()
    for _s, fr, en in _sampled(kind, 150):
        for text in (fr, en):
            assert text[:1].isupper(), text
            assert text[-1] in ".!?" and text[-1] == (fr[-1]), (fr, en)
            assert not re.search(r"\b(à le|à les|de le|de les|None)\b|  |_", text), text
        # no contraction but the corpus's own (the apostrophe of names and *o'clock*)
        assert not re.search(r"n't|'m|'s|'re|'ll|'d\b", en), en
        seen.add(fr)
    assert len(seen) > 60  # (varied: not a handful of phrases)


def test_formula_kinds_weigh_enough_and_not_too_much():
    kinds_v3._load_kinds()
    total = sum(w for w, _ in kinds_v3.KINDS.values())
    for kind in MINE:
        share = kinds_v3.KINDS[kind][0] / total
        # (hundreds of rows in 120,000 for each, no swamping)
        assert 300 / 120_000 < share < 0.01, kind
