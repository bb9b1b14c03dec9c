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
            Construction("see_you_when", see | {"when": _index(f.SEE_YOU, "demain")}),
            "À demain!",
            "See you tomorrow!",
        ),
        (
            Construction(
                "see_you_when",
                see | {"when": _index(f.SEE_YOU, "mardi prochain"), "on": True},
            ),
            "On se voit mardi prochain!",
            "See you next Tuesday!",
        ),
        (
            Construction(
                "see_you_when",
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
                "see_you_when", see | {"when": _index(f.SEE_YOU, "samedi"), "mark": "."}
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


def _talk_cases():
    from transformer_lib.data import talk as t

    know = {"tense": "p", "neg": False, "asked": None, "what": None}
    speak = {"how": None, "neg": False, "asked": None}
    lang = {fr: i for i, (fr, _) in enumerate(t.LANGUAGES)}
    return [
        (
            Construction("request", {"request": 0, "vous": True}),
            "Pouvez-vous répéter, s'il vous plaît?",
            "Can you repeat that, please?",
        ),
        (
            Construction("request", {"request": 3, "vous": False}),
            "Parle plus lentement, s'il te plaît.",
            "Speak more slowly, please.",
        ),
        (
            Construction("request", {"request": 9, "vous": False}),
            "Qu'est-ce que ça veut dire?",
            "What does that mean?",
        ),
        (
            Construction("say_in", {"language": lang["anglais"], "on": False}),
            "Comment dit-on ça en anglais?",
            "How do you say that in English?",
        ),
        (
            Construction(
                "know",
                know | {"verb": "comprendre", "subj": Pronoun(0, "m"), "neg": True},
            ),
            "Je ne comprends pas.",
            "I do not understand.",
        ),
        (
            Construction(
                "know",
                know
                | {
                    "verb": "comprendre",
                    "subj": Pronoun(4, "m"),
                    "neg": True,
                    "what": 0,
                },
            ),
            "Nous ne comprenons pas la question.",
            "We do not understand the question.",
        ),
        (
            Construction(
                "know",
                know | {"verb": "comprendre", "subj": PAUL, "neg": True, "tense": "pc"},
            ),
            "Paul n'a pas compris.",
            "Paul did not understand.",
        ),
        (
            Construction(
                "know",
                know
                | {"verb": "comprendre", "subj": Pronoun(1, "m"), "asked": "voice"},
            ),
            "Tu comprends?",
            "Do you understand?",
        ),
        (
            Construction(
                "know",
                know
                | {
                    "verb": "savoir",
                    "subj": Pronoun(0, "m"),
                    "neg": True,
                    "tense": "i",
                },
            ),
            "Je ne savais pas.",
            "I did not know.",
        ),
        (
            Construction("know", know | {"verb": "sûr", "subj": MARIE, "neg": True}),
            "Marie n'est pas sûre.",
            "Marie is not sure.",
        ),
        (
            Construction(
                "know",
                know | {"verb": "sûr", "subj": Pronoun(5, "f"), "asked": "voice"},
            ),
            "Vous êtes sûres?",
            "Are you sure?",
        ),
        (
            Construction(
                "know",
                know
                | {"verb": "accord", "subj": Pronoun(0, "m"), "what": Pronoun(1, "m")},
            ),
            "Je suis d'accord avec toi.",
            "I agree with you.",
        ),
        (
            Construction(
                "know",
                know
                | {
                    "verb": "accord",
                    "subj": Pronoun(6, "m"),
                    "neg": True,
                    "what": PAUL,
                },
            ),
            "Ils ne sont pas d'accord avec Paul.",
            "They do not agree with Paul.",
        ),
        (
            Construction(
                "speak",
                speak
                | {"subj": Pronoun(0, "m"), "languages": (lang["français"],), "how": 0},
            ),
            "Je parle un peu français.",
            "I speak a little French.",
        ),
        (
            Construction(
                "speak",
                speak | {"subj": MARIE, "languages": (lang["italien"],), "how": 3},
            ),
            "Marie parle italien couramment.",
            "Marie speaks Italian fluently.",
        ),
        (
            Construction(
                "speak",
                speak
                | {
                    "subj": Pronoun(5, "m"),
                    "languages": (lang["anglais"],),
                    "asked": "inv",
                },
            ),
            "Parlez-vous anglais?",
            "Do you speak English?",
        ),
        (
            Construction(
                "speak",
                speak
                | {
                    "subj": Pronoun(1, "m"),
                    "languages": (lang["espagnol"],),
                    "asked": "voice",
                },
            ),
            "Tu parles espagnol?",
            "Do you speak Spanish?",
        ),
        (
            Construction(
                "speak",
                speak
                | {
                    "subj": Pronoun(2, "m"),
                    "languages": (lang["russe"],),
                    "how": "none",
                    "neg": True,
                },
            ),
            "Il ne parle pas russe du tout.",
            "He does not speak Russian at all.",
        ),
        (
            Construction(
                "speak",
                speak
                | {
                    "subj": Pronoun(6, "m"),
                    "languages": (lang["arabe"], lang["anglais"]),
                },
            ),
            "Ils parlent arabe et anglais.",
            "They speak Arabic and English.",
        ),
        (
            Construction("what_a", {"noun": 0, "adj": 0}),
            "Quelle belle journée!",
            "What a lovely day!",
        ),
        (
            Construction("what_a", {"noun": 20, "adj": 0}),
            "Quels beaux enfants!",
            "What beautiful children!",
        ),
        (
            Construction("what_a", {"noun": 2, "adj": None}),
            "Quelle idée!",
            "What an idea!",
        ),
        (
            Construction("what_a", {"noun": 21, "adj": 0}),
            "Quel beau temps!",
            "What lovely weather!",
        ),
        (
            Construction("exclaimed", {"which": 0, "mark": "!"}),
            "Quel dommage!",
            "What a shame!",
        ),
        (
            Construction("how_adj", {"adj": 0, "subj": None}),
            "Comme c'est beau!",
            "How beautiful!",
        ),
        (
            Construction("how_adj", {"adj": 2, "subj": Pronoun(1, "f")}),
            "Comme tu es gentille!",
            "How kind you are!",
        ),
        (
            Construction("short", {"answer": 0, "yes_no": True, "mark": "."}),
            "Oui, moi aussi.",
            "Yes, me too.",
        ),
        (
            Construction("short", {"answer": 9, "yes_no": False, "mark": "."}),
            "Je pense que non.",
            "I do not think so.",
        ),
        (
            Construction(
                "cannot_wait", {"subj": Pronoun(0, "m"), "what": None, "mark": "!"}
            ),
            "J'ai hâte!",
            "I cannot wait!",
        ),
        (
            Construction(
                "cannot_wait", {"subj": Pronoun(4, "m"), "what": 4, "mark": "."}
            ),
            "Nous avons hâte d'être en vacances.",
            "We cannot wait to be on holiday.",
        ),
        (
            Construction("cannot_wait", {"subj": MARIE, "what": 0, "mark": "!"}),
            "Marie a hâte de te voir!",
            "Marie cannot wait to see you!",
        ),
    ]


def test_talk_is_translated_as_written_by_hand():
    for s, fr, en in _talk_cases():
        assert _realise(s) == (fr, en)


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
MINE += ("class_talk", "speak", "exclaim", "reply")


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


def test_no_one_asks_about_themselves():
    for kind in ("speak", "class_talk"):
        for _s, fr, en in _sampled(kind, 300):
            if en.endswith("?"):
                assert not re.match(r"(Do|Did|Am|Are) (I|we)\b", en), (fr, en)


def test_still_never_goes_inside_a_modal_verb():
    # the eighth round's review: "Vous préférez encore être sympathiques." / "You prefer
    # still to be nice." (and "They are going still to be ..."): no modal with "still"
    rows = _sampled("adverb", 600)
    still = [en for s, fr, en in rows if s.how == "still"]
    assert len(still) > 60
    for en in still:
        assert not re.search(r"\b(going|prefer|want|wants|have|has) still\b", en), en
        assert " still to " not in en, en
