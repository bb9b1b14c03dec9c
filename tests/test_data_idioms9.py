"""Corpus v3, the ninth round's verb idioms (travel_idioms, home_idioms, place_idioms):
pairs written by hand, and samples of each kind checked for form and variety."""

import random
import re

import pytest

from transformer_lib.data import kinds_v3
from transformer_lib.data.kind_parts import Construction, Name
from transformer_lib.data.names import CITIES
from transformer_lib.data.structures import Pronoun

KINDS = ("wrong_one", "change_trains", "delayed", "climb_on")
KINDS += ("move_to", "along_river", "see_from")
KINDS += (
    "retired",
    "for_a_living",
    "watch_screen",
    "make_dish",
    "come_home",
    "touch_it",
)


def _realise(s):
    from transformer_lib.data.realiser import realise

    return realise(s)


def _city(fr):
    return next(i for i, c in enumerate(CITIES) if c[0] == fr)


JE, TU, IL, ELLE, NOUS, VOUS, ILS = (Pronoun(i, g) for i, g in enumerate("mmmfmfm"))


def _cases():
    def c(kind, **args):
        return Construction(kind, args)

    no = {"neg": False, "asked": False}
    yield (
        c("wrong_one", subj=Pronoun(5, "f"), what=0, tense="p", to=0, **no),
        "Vous vous trompez de numéro, madame.",
        "You have the wrong number, madam.",
    )
    yield (
        c("wrong_one", subj=NOUS, what=9, tense="pc", to=None, **no),
        "Nous nous sommes trompés de route.",
        "We took the wrong road.",
    )
    yield (
        c(
            "wrong_one",
            subj=Name("Luc", "m"),
            what=0,
            tense="p",
            to=None,
            neg=False,
            asked=True,
        ),
        "Est-ce que Luc se trompe de numéro?",
        "Does Luc have the wrong number?",
    )
    yield (
        c("wrong_one", subj=TU, what=7, tense="p", to=None, **no),
        "Tu te trompes de train.",
        "You are on the wrong train.",
    )
    yield (
        c(
            "change_trains",
            subj=None,
            what=0,
            tense="p",
            must="il faut",
            city=_city("Lyon"),
            **no,
        ),
        "Il faut changer de train à Lyon.",
        "You have to change trains in Lyon.",
    )
    yield (
        c("change_trains", subj=ELLE, what=10, tense="pc", must=None, city=None, **no),
        "Elle a changé d'avis.",
        "She changed her mind.",
    )
    yield (
        c(
            "change_trains",
            subj=Name("Paul", "m"),
            what=7,
            tense="p",
            must="devoir",
            city=None,
            neg=False,
            asked=True,
        ),
        "Est-ce que Paul doit changer de travail?",
        "Does Paul have to change jobs?",
    )
    d = {"hour": None, "tense": "p", "asked": False}
    yield (
        c("delayed", vehicle=0, det=1, city=_city("Nice"), how="du", neg=False, **d),
        "Notre vol pour Nice a du retard.",
        "Our flight to Nice is delayed.",
    )
    yield (
        c("delayed", vehicle=1, det=0, city=None, how="du", neg=True, **d),
        "Le train n'a pas de retard.",
        "The train is not delayed.",
    )
    yield (
        c("delayed", vehicle=2, det=0, city=None, how=10, neg=False, **d),
        "Le bus a dix minutes de retard.",
        "The bus is ten minutes late.",
    )
    yield (
        c(
            "delayed",
            vehicle=3,
            det=2,
            city=None,
            how="en",
            neg=False,
            hour=None,
            tense="i",
            asked=False,
        ),
        "Mon avion était en retard.",
        "My plane was late.",
    )
    yield (
        c(
            "delayed",
            vehicle=1,
            det=0,
            city=None,
            how="du",
            neg=False,
            hour=1,
            tense="p",
            asked=False,
        ),
        "Le train d'une heure a du retard.",
        "The one o'clock train is delayed.",
    )
    yield (
        c("climb_on", subj=Name("Léa", "f"), where=7, tense="pc", when=0, **no),
        "Léa est montée dans le bus.",
        "Léa got on the bus.",
    )
    yield (
        c(
            "move_to",
            subj=ILS,
            city=_city("Bordeaux"),
            where=0,
            when=0,
            tense="aller",
            **no,
        ),
        "Ils vont déménager à Bordeaux.",
        "They are going to move to Bordeaux.",
    )
    yield (
        c(
            "move_to",
            subj=JE,
            city=_city("Lyon"),
            where=0,
            when=0,
            tense="must",
            neg=True,
            asked=False,
        ),
        "Je ne dois pas déménager à Lyon.",
        "I do not have to move to Lyon.",
    )
    yield (
        c("move_to", subj=NOUS, city=None, where=0, when=4, tense="pc", **no),
        "Nous avons déménagé à la campagne l'année dernière.",
        "We moved to the country last year.",
    )
    yield (
        c("retired", subj=ILS, how="be", tense="p", since=0, **no),
        "Ils sont à la retraite.",
        "They are retired.",
    )
    yield (
        c("retired", subj=Name("Marc", "m"), how="yet", tense="p", since=0, **no),
        "Marc n'est pas encore à la retraite.",
        "Marc is not retired yet.",
    )
    yield (
        c("retired", subj=ELLE, how="be", tense="p", since=1, **no),
        "Elle est à la retraite depuis deux ans.",
        "She has been retired for two years.",
    )
    yield (
        c("for_a_living", subj=TU, form=0, tense="p"),
        "Que fais-tu dans la vie?",
        "What do you do for a living?",
    )
    yield (
        c("for_a_living", subj=Name("Anne", "f"), form=1, tense="i"),
        "Qu'est-ce qu'Anne faisait dans la vie?",
        "What did Anne do for a living?",
    )
    yield (
        c(
            "watch_screen",
            subj=Name("Marc", "m"),
            what=0,
            when=0,
            tense="p",
            neg="jamais",
            asked=False,
        ),
        "Marc ne regarde jamais la télévision.",
        "Marc never watches television.",
    )
    yield (
        c("watch_screen", subj=NOUS, what=2, when=1, tense="i", **no),
        "Nous regardions un film le soir.",
        "We used to watch a film in the evening.",
    )
    yield (
        c("make_dish", subj=ELLE, dish=2, whom=0, every=None, tense="p", **no),
        "Elle prépare une tarte aux fraises.",
        "She is making a strawberry tart.",
    )
    yield (
        c("make_dish", subj=JE, dish=5, whom=0, every=None, tense="pc", **no),
        "J'ai préparé le dîner.",
        "I made dinner.",
    )
    yield (
        c(
            "make_dish",
            subj=NOUS,
            dish=0,
            whom=4,
            every=None,
            tense="f",
            name=Name("Émilie", "f"),
            **no,
        ),
        "Nous préparerons un gâteau pour l'anniversaire d'Émilie.",
        "We will make a cake for Émilie's birthday.",
    )
    yield (
        c("come_home", subj=ILS, which=0, asked=False),
        "Ils ne sont pas encore rentrés.",
        "They have not come home yet.",
    )
    yield (
        c("come_home", subj=ELLE, which=1, asked=True),
        "Est-ce qu'elle est déjà rentrée?",
        "Has she already come home?",
    )
    yield (
        c("along_river", subj=NOUS, doing=0, along=0, when=0, tense="i", neg=False),
        "Nous faisions du vélo le long du canal.",
        "We used to cycle along the canal.",
    )
    yield (
        c("touch_it", form="tu", what=0, reason=0, subj=None, end="!"),
        "Ne touche pas au four!",
        "Don't touch the oven!",
    )
    yield (
        c("touch_it", form="nobody", what=4, reason=0, subj=None, end="."),
        "Personne n'a touché à mon ordinateur.",
        "Nobody touched my computer.",
    )
    yield (
        c("see_from", subj=VOUS, view=0, frm=0, tense="f", neg=False),
        "Vous verrez la mer de votre chambre.",
        "You will see the sea from your room.",
    )
    yield (
        c("see_from", subj=JE, view=1, frm=1, tense="p", neg=False),
        "Je vois les montagnes de ma fenêtre.",
        "I can see the mountains from my window.",
    )


@pytest.mark.parametrize("case", list(_cases()), ids=lambda c: c[1])
def test_idioms9_pairs_written_by_hand(case):
    s, fr, en = case
    assert _realise(s) == (fr, en)


def _sampled(kind, n):
    from transformer_lib.data.sampler import _Sampler
    from transformer_lib.data.streams import lexicon_of

    kinds_v3._load_kinds()
    out = []
    for i in range(n):
        rng = random.Random(f"test-idioms9:{kind}:{i}")
        s = kinds_v3.KINDS[kind][1](rng, _Sampler(rng, lexicon_of(3), 3))
        out.append((s, *_realise(s)))
    return out


_BAD_FR = re.compile(
    r"\b(à le|à les|de le|de les|de un|de une|pas une|pas un|pas des)\b"
)
_BAD_EN = re.compile(r"(n't|'re|'m|'ll|'ve)\b")


@pytest.mark.parametrize("kind", KINDS)
def test_idioms9_kinds_read_well_and_vary(kind):
    rows = _sampled(kind, 250)
    for s, fr, en in rows:
        for text in (fr, en):
            assert "None" not in text and "  " not in text and "[[" not in text
            assert text[-1] in ".?!" and text[0].isupper(), text
        assert not _BAD_FR.search(fr), fr
        assert not _BAD_EN.search(en.replace("Don't", "")), en
        assert (fr[-1] == "?") == (en[-1] == "?"), (fr, en)
        assert s.lemmas["verb"], fr
    pairs = {(fr, en) for _, fr, en in rows}
    assert len(pairs) >= (80 if kind == "for_a_living" else 140), len(pairs)
    # one English for each French sentence
    english = {}
    for _, fr, en in rows:
        assert english.setdefault(fr, en) == en, (fr, english[fr], en)


def test_idioms9_weights_stay_within_the_round():
    kinds_v3._load_kinds()
    total = sum(kinds_v3.KINDS[k][0] for k in KINDS)
    assert total <= 0.30 + 1e-9
    assert all(0.02 <= kinds_v3.KINDS[k][0] <= 0.08 for k in KINDS)


def test_idioms9_what_english_says_with_other_words():
    rows = {k: _sampled(k, 200) for k in ("wrong_one", "delayed", "watch_screen")}
    assert not any(
        " wrong " in en and "You are wrong" in en for *_, en in rows["wrong_one"]
    )
    assert all("retard" not in en and "late" not in fr for _, fr, en in rows["delayed"])
    assert all("look" not in en for *_, en in rows["watch_screen"])
    assert any(en.endswith("delayed.") for *_, en in rows["delayed"])
