"""Counting and measuring in corpus version 3 (quantities.py, measures.py): hand-written
translations of structures built here, and properties of sampled rows."""

from __future__ import annotations

import random

import pytest

from transformer_lib.data.kind_parts import Construction, Name
from transformer_lib.data.structures import Pronoun

pyrealb = pytest.importorskip("pyrealb")

KINDS = ("group", "ordinal", "how_many", "measure", "a_lot")


def _realise(s):
    from transformer_lib.data.lexicon_v3 import spell_fr, v3_tables
    from transformer_lib.data.realiser import realise

    with v3_tables():
        fr, en = realise(s)
    return spell_fr(fr), en


I, YOU, HE, SHE, WE, VOUS, THEY = (Pronoun(i, g) for i, g in enumerate("mmmfmmm"))
PAUL, ANNE = Name("Paul", "m"), Name("Anne", "f")


def _c(kind, **args):
    return Construction(kind, args)


CASES = [
    (_c("group", who=0, n=5, tense="p", place=None, asked=False),
     "Nous sommes cinq.", "There are five of us."),
    (_c("group", who=2, n=3, tense="i", place=1, asked=False),
     "Ils étaient trois dans leur équipe.", "There were three of them in their team."),
    (_c("group", who=3, n=21, tense="f", place=None, asked=False),
     "Elles seront vingt et une.", "There will be twenty-one of them."),
    (_c("group", who=1, n=2, tense="p", place=None, asked=True),
     "Combien êtes-vous?", "How many of you are there?"),
    (_c("ordinal", how="number", subj=I, n=47, tense="p"),
     "J'habite au numéro quarante-sept.", "I live at number forty-seven."),
    (_c("ordinal", how="floor", subj=HE, n=2, tense="p"),
     "Il habite au troisième étage.", "He lives on the third floor."),
    (_c("ordinal", how="floor", subj=ANNE, n=-1, tense="i"),
     "Anne habitait au rez-de-chaussée.", "Anne lived on the ground floor."),
    (_c("ordinal", how="page", n=10, what=0, formal=True),
     "Ouvrez vos livres à la page dix.", "Open your books at page ten."),
    (_c("ordinal", how="page", n=21, what=2),
     "C'est à la page vingt et une.", "It is on page twenty-one."),
    (_c("ordinal", how="street", n=1, what=0, owner=0, formal=True, tense="go"),
     "Prenez la deuxième rue à gauche.", "Take the second street on the left."),
    (_c("ordinal", how="street", n=0, what=1, owner=1, tense="cest"),
     "C'est la première maison à droite.", "It is the first house on the right."),
    (_c("ordinal", how="nth", n=0, what=0, owner=0, tense="p"),
     "C'est mon premier jour.", "It is my first day."),
    (_c("ordinal", how="nth", n=0, what=1, owner=2, tense="i"),
     "C'était notre première semaine.", "It was our first week."),
    (_c("how_many", how="family", subj=I, n=2, m=1, which=0, tense="p"),
     "J'ai deux frères et une sœur.", "I have two brothers and a sister."),
    (_c("how_many", how="family", subj=SHE, n=3, m=0, which=4, tense="i"),
     "Elle avait trois enfants.", "She had three children."),
    (_c("how_many", how="there", which=0, n=20, tense="p"),
     "Il y a vingt élèves dans la classe.", "There are twenty pupils in the class."),
    (_c("how_many", how="there", which=5, n=4, tense="i"),
     "Il y avait quatre personnes dans la voiture.",
     "There were four people in the car."),
    (_c("how_many", how="there_asked", which=0),
     "Combien d'élèves y a-t-il dans la classe?",
     "How many pupils are there in the class?"),
    (_c("how_many", how="there_en", which=8, n=21, tense="p"),
     "Il y en a vingt et une.", "There are twenty-one."),
    (_c("how_many", how="asked", subj=YOU, verb="avoir", which=0),
     "Combien de frères as-tu?", "How many brothers do you have?"),
    (_c("how_many", how="asked", subj=HE, verb="avoir", which=6),
     "Combien d'amis a-t-il?", "How many friends does he have?"),
    (_c("how_many", how="asked", subj=VOUS, verb="vouloir", which=0),
     "Combien de pommes voulez-vous?", "How many apples do you want?"),
    (_c("how_many", how="asked", subj=PAUL, verb="vouloir", which=4),
     "Combien d'œufs Paul veut-il?", "How many eggs does Paul want?"),
    (_c("how_many", how="answer", subj=I, verb="avoir", which=0, n=2),
     "J'en ai deux.", "I have two."),
    (_c("how_many", how="answer", subj=SHE, verb="vouloir", which=0, n=3),
     "Elle en veut trois.", "She wants three."),
]  # fmt: skip

_M = dict(mass=False, gender="f", number="p")
MEASURE_CASES = [
    (_c("measure", subj=I, verb="vouloir", how="measure", tense="c", noun="pomme",
        en="apple", box=0, n=1, **_M),
     "Je voudrais un kilo de pommes.", "I would like a kilo of apples."),
    (_c("measure", subj=SHE, verb="acheter", how="measure", tense="p", noun="lait",
        en="milk", box=1, n=2, mass=True, gender="m", number="s"),
     "Elle achète deux litres de lait.", "She buys two litres of milk."),
    (_c("measure", subj=HE, verb="manger", how="measure", tense="pc", noun="gâteau",
        en="cake", box=2, n=1, mass=False, gender="m", number="s"),
     "Il a mangé un morceau de gâteau.", "He ate a piece of cake."),
    (_c("measure", subj=WE, verb="besoin", how="measure", tense="p", noun="eau",
        en="water", box=1, n=1, mass=True, gender="f", number="s"),
     "Nous avons besoin d'un litre d'eau.", "We need a litre of water."),
    (_c("measure", subj=I, verb="acheter", how="few", tense="pc", noun="pomme",
        en="apple", **_M),
     "J'ai acheté quelques pommes.", "I bought a few apples."),
    (_c("measure", subj=PAUL, verb="avoir", how="little", tense="p", noun="ami",
        en="friend", mass=False, gender="m", number="p"),
     "Paul a peu d'amis.", "Paul has few friends."),
    (_c("measure", subj=I, verb="avoir", how="little", tense="p", noun="temps",
        en="time", mass=True, gender="m", number="s"),
     "J'ai peu de temps.", "I have little time."),
    (_c("measure", subj=HE, verb="manger", how="half", tense="pc", noun="gâteau",
        en="cake", mass=False, gender="m", number="s"),
     "Il a mangé la moitié du gâteau.", "He ate half the cake."),
    (_c("measure", subj=THEY, verb="boire", how="half", tense="pc", noun="eau",
        en="water", mass=True, gender="f", number="s"),
     "Ils ont bu la moitié de l'eau.", "They drank half the water."),
    (_c("a_lot", subj=SHE, verb=1, tense="pc", degree=0),
     "Elle a beaucoup travaillé.", "She worked a lot."),
    (_c("a_lot", subj=HE, verb=12, tense="pc", degree=1),
     "Il a trop mangé.", "He ate too much."),
    (_c("a_lot", subj=I, verb=0, tense="pc", degree=0, neg=True),
     "Je n'ai pas beaucoup dormi.", "I did not sleep a lot."),
    (_c("a_lot", subj=None, verb=0, tense="pc", stretch=0),
     "Il a plu toute la nuit.", "It rained all night."),
    (_c("a_lot", subj=WE, verb=1, tense="f", stretch=2),
     "Nous travaillerons toute la semaine.", "We will work all week."),
]  # fmt: skip


@pytest.mark.parametrize("s, fr, en", CASES + MEASURE_CASES)
def test_hand_written(s, fr, en):
    assert _realise(s) == (fr, en)


@pytest.fixture(scope="module")
def rows():
    from transformer_lib.data.kinds_v3 import KINDS as ALL
    from transformer_lib.data.kinds_v3 import _load_kinds
    from transformer_lib.data.sampler import _Sampler
    from transformer_lib.data.streams import lexicon_of

    _load_kinds()
    out = []
    for i in range(150):
        rng = random.Random(f"test_num:{i}")
        kind = KINDS[i % len(KINDS)]
        s = ALL[kind][1](rng, _Sampler(rng, lexicon_of(3), 3))
        out.append((kind, s, *_realise(s)))
    return out


def test_sampled_rows_are_clean(rows):
    for kind, s, fr, en in rows:
        for text in (fr, en):
            assert "[[" not in text and "  " not in text, (kind, text)
            assert text[0].isupper() and text[-1] in ".?!", (kind, text)
        assert fr[-1] == en[-1], (kind, fr, en)
        # a number in words on one side is a number on the other
        assert ("?" in fr) == ("?" in en)
        low = fr.lower().replace("œ", "oe")
        for n in s.lemmas["noun"]:  # (morceaux: morceau)
            assert n[:-2] in low, (kind, n, fr)  # (caissière: caissier)


def test_english_numbers_match_the_french(rows):
    from transformer_lib.data.kind_parts import en_number, fr_number

    fr_words = {fr_number(n): n for n in range(2, 101)}
    fr_words |= {fr_number(n, True): n for n in range(2, 101)}
    for kind, _, fr, en in rows:
        if kind in ("group", "how_many") and "Combien" not in fr:
            found = [
                n
                for w, n in fr_words.items()
                if f" {w}" in f" {fr[:-1]} ".replace(".", " ")
                and f" {w} " in f" {fr[:-1]} "
            ]
            if found:
                assert en_number(max(found)) in en, (fr, en)


def test_the_kinds_keep_a_small_share():
    from transformer_lib.data.kinds_v3 import KINDS as ALL
    from transformer_lib.data.kinds_v3 import _load_kinds

    _load_kinds()
    total = sum(w for w, _ in ALL.values())
    mine = sum(ALL[k][0] for k in KINDS)
    assert 0.01 < mine / total < 0.03  # (about 1.8 % of the rows)
