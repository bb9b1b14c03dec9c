"""Corpus v3, the seventh widening (helper "generic7"): general statements of a kind
(*Les abeilles font du miel.* / *Bees make honey.*), comparisons with *le nôtre, moi,
Paul*, *trop ... pour*, *le bon bus* (the right bus), *plein de* (full of), *ne ... plus
de*, *il y a beaucoup de* + plurals, food compounds with one's family, *avant* + *beaucoup*.

The pairs are written by hand (the French and English a careful translator writes), and
a few hundred sampled rows of each new kind must be clean and varied.
"""

from __future__ import annotations

import random
import re

import pytest

from transformer_lib.data import kinds_v3
from transformer_lib.data.kind_parts import Construction, Name
from transformer_lib.data.structures import NounPhrase, Pronoun

pytest.importorskip("pyrealb")

JE, TU, IL, ELLE, NOUS, VOUS, ILS, ELLES = range(8)
PAUL = Name("Paul", "m")
NEW_KINDS = ("kind_fact", "compare_to", "too_to", "right_one", "full_of")


def _c(kind, **args):
    return Construction(kind, args)


def _i(table, key, at=0):
    return next(i for i, row in enumerate(table) if row[at] == key)


# --- general statements of a kind ----------------------------------------------------------


@pytest.mark.parametrize(
    "subject, fact, every, also, end, fr, en",
    [
        ("abeille", "font du miel", False, None, ".",
         "Les abeilles font du miel.", "Bees make honey."),
        ("girafe", "ont un long cou", False, None, ".",
         "Les girafes ont un long cou.", "Giraffes have long necks."),
        ("chat", "ont des moustaches", False, None, "!",
         "Les chats ont des moustaches!", "Cats have whiskers!"),
        ("araignée", "ont huit pattes", True, None, ".",
         "Toutes les araignées ont huit pattes.", "All spiders have eight legs."),
        ("chat", "ont quatre pattes", False, "chien", ".",
         "Les chats et les chiens ont quatre pattes.", "Cats and dogs have four legs."),
        ("vache", "donnent du lait", False, None, "?",
         "Est-ce que les vaches donnent du lait?", "Do cows give milk?"),
        ("serpent", "n'ont pas de pattes", False, None, ".",
         "Les serpents n'ont pas de pattes.", "Snakes have no legs."),
        ("dauphin", "sont très intelligents", False, None, ".",
         "Les dauphins sont très intelligents.", "Dolphins are very intelligent."),
        ("mouton", "mangent de l'herbe", False, None, ".",
         "Les moutons mangent de l'herbe.", "Sheep eat grass."),
    ],
)  # fmt: skip
def test_what_a_kind_is_like(realise, subject, fact, every, also, end, fr, en):
    from transformer_lib.data.kind_facts import KIND_FACTS

    args = dict(subject=subject, fact=_i(KIND_FACTS, fact, 1), every=every)
    assert realise(_c("kind_fact", also=also, end=end, **args)) == (fr, en)


def test_a_fact_is_said_of_its_subjects_and_asked_only_with_do():
    from transformer_lib.data.kind_facts import KIND_FACTS, KIND_SUBJECTS

    for subjects, *_ in KIND_FACTS:
        assert set(subjects.split()) <= set(KIND_SUBJECTS), subjects
    for _s, fr, en in _sampled("kind_fact", 300):
        if fr.endswith("?"):
            assert re.match(r"Est-ce que (les|tous les|toutes les) ", fr), fr
            assert en.startswith("Do "), en
        assert not en.startswith("The "), en


# --- comparisons with mine, me and Paul ------------------------------------------------------


def _owned(owner, noun, number="s"):
    from transformer_lib.data.compare_to import COMPARED_NOUNS

    return ("owned", owner, _i(COMPARED_NOUNS, noun), number)


@pytest.mark.parametrize(
    "subj, other, adj, degree, tense, neg, fr, en",
    [
        (_owned(4, "jardin"), ("mine", 2), "grand", "plus", "p", False,
         "Leur jardin est plus grand que le nôtre.", "Their garden is bigger than ours."),
        (_owned(0, "frère"), ("pronoun", 0), "vieux", "plus", "p", False,
         "Mon frère est plus vieux que moi.", "My brother is older than me."),
        (("pronoun", 3, "f"), ("name", PAUL), "grand", "plus", "p", False,
         "Elle est plus grande que Paul.", "She is taller than Paul."),
        (("pronoun", 0, "f"), ("pronoun", 6), "petit", "plus", "i", False,
         "J'étais plus petite qu'eux.", "I was shorter than them."),
        (_owned(1, "gâteau"), ("mine", 0), "bon", "plus", "p", False,
         "Ton gâteau est meilleur que le mien.", "Your cake is better than mine."),
        (_owned(0, "valise", "p"), ("mine", 4), "lourd", "aussi", "p", True,
         "Mes valises ne sont pas aussi lourdes que les leurs.",
         "My suitcases are not as heavy as theirs."),
        (("pronoun", 1, "m"), ("pronoun", 2), "rapide", "aussi", "p", False,
         "Tu es aussi rapide que lui.", "You are as fast as him."),
        (_owned(3, "voiture"), ("mine", 0), "cher", "plus", "p", True,
         "Votre voiture n'est pas plus chère que la mienne.",
         "Your car is not more expensive than mine."),
    ],
)  # fmt: skip
def test_compared_to_mine_me_and_paul(realise, subj, other, adj, degree, tense, neg,
                                      fr, en):  # fmt: skip
    args = dict(subj=subj, other=other, adj=adj, degree=degree, tense=tense, neg=neg)
    assert realise(_c("compare_to", **args)) == (fr, en)


def test_comparison_of_a_person_grand_is_taller(realise):
    """(The old comparison kind wrote 'My sister is bigger than the teacher.')"""
    from transformer_lib.data import lexicon_v3 as L
    from transformer_lib.data.comparisons import Comparison

    adj = {a.fr: a for a in L.ADJECTIVES}
    noun = {n.fr: n for n in L.NOUNS}
    sister = NounPhrase(noun["soeur"], "f", "s", ("poss", 0))
    teacher = NounPhrase(noun["professeur"], "m", "s", ("def",))
    box = NounPhrase(noun["boîte"], "f", "s", ("def",))
    got = realise(Comparison(0, sister, adj["grand"], teacher))
    assert got == (
        "Ma sœur est plus grande que le professeur.",
        "My sister is taller than the teacher.",
    )
    got = realise(Comparison(2, Pronoun(IL, "m"), adj["petit"], sister))
    assert got == ("Il est aussi petit que ma sœur.", "He is as short as my sister.")
    got = realise(Comparison(0, box, adj["petit"], teacher))
    assert got[1] == "The box is smaller than the teacher."


def test_no_one_is_compared_with_themselves():
    for _s, _fr, en in _sampled("compare_to", 300):
        assert not re.search(r"\b(I am|I was) .* than me\b", en), en
        assert not re.search(r"^You .* (than|as) you\b", en), en
        assert not re.search(r"^(My|Our) \w+ .* (than|as) (ours|mine)\b", en), en
        m = re.match(r"(\w+) .* (than|as) (\w+)\.$", en)
        if m:
            assert m.group(1) != m.group(3), en


# --- too ... to, the right one --------------------------------------------------------------


def test_too_far_to_walk(realise):
    from transformer_lib.data.too_right import (
        _TO,
        _TO_PERSON,
        TOO_IMPERSONAL,
        TOO_PERSONAL,
    )

    loin = _i(TOO_IMPERSONAL, "loin", 1)
    walk = _i(_TO, "y aller à pied")
    args = dict(how="it", which=loin, to=walk, tense="p", neg=False)
    assert realise(_c("too_to", **args)) == (
        "C'est trop loin pour y aller à pied.",
        "It is too far to walk.",
    )
    late = _i(TOO_IMPERSONAL, "tard", 1)
    args.update(which=late, to=_i(_TO, "changer d'avis"), neg=True)
    assert realise(_c("too_to", **args)) == (
        "Ce n'est pas trop tard pour changer d'avis.",
        "It is not too late to change your mind.",
    )
    cold = next(i for i, r in enumerate(TOO_IMPERSONAL) if r[1] == "froid")
    args.update(which=cold, to=_i(_TO, "sortir"), tense="i", neg=False)
    assert realise(_c("too_to", **args)) == (
        "Il faisait trop froid pour sortir.",
        "It was too cold to go out.",
    )
    tired = next(i for i, r in enumerate(TOO_PERSONAL) if r[1] == "tired")
    args = dict(how="person", which=tired, to=_i(_TO_PERSON, "travailler"), tense="p")
    got = realise(_c("too_to", neg=False, subj=JE, gender="f", **args))
    assert got == ("Je suis trop fatiguée pour travailler.", "I am too tired to work.")
    young = next(i for i, r in enumerate(TOO_PERSONAL) if r[1] == "young")
    args.update(which=young, to=_i(_TO_PERSON, "conduire"))
    got = realise(_c("too_to", neg=True, subj=VOUS, gender="m", **args))
    assert got == (
        "Vous n'êtes pas trop jeunes pour conduire.",
        "You are not too young to drive.",
    )


@pytest.mark.parametrize(
    "how, noun, right, subj, tense, neg, end, fr, en",
    [
        ("cest", "bus", True, 0, "p", True, "!",
         "Ce n'est pas le bon bus!", "It is not the right bus!"),
        ("cest", "réponse", True, 0, "p", False, "?",
         "C'est la bonne réponse?", "Is it the right answer?"),
        ("take", "train", False, NOUS, "p", False, ".",
         "Nous avons pris le mauvais train.", "We took the wrong train."),
        ("take", "chemin", False, JE, "p", False, ".",
         "J'ai pris le mauvais chemin.", "I took the wrong way."),
        ("have", "numéro", True, TU, "p", False, "?",
         "Tu as le bon numéro?", "Do you have the right number?"),
        ("give", "adresse", False, IL, "p", False, ".",
         "Il a donné la mauvaise adresse.", "He gave the wrong address."),
        ("cest", "quai", True, 0, "i", False, ".",
         "C'était le bon quai.", "It was the right platform."),
    ],
)  # fmt: skip
def test_the_right_one(realise, how, noun, right, subj, tense, neg, end, fr, en):
    from transformer_lib.data.too_right import PICKED

    args = dict(how=how, which=_i(PICKED, noun), right=right, subj=subj, tense=tense)
    assert realise(_c("right_one", neg=neg, end=end, **args)) == (fr, en)


def test_a_good_one_is_good(realise):
    from transformer_lib.data.too_right import _GOOD

    args = dict(how="good", which=_i(_GOOD, "idée"), right=True, tense="p")
    got = realise(_c("right_one", neg=False, end=".", **args))
    assert got == ("C'est une bonne idée.", "It is a good idea.")
    args["which"] = _i(_GOOD, "film")
    got = realise(_c("right_one", neg=True, end=".", **args))
    assert got == ("Ce n'est pas un bon film.", "It is not a good film.")


# --- full of, no more -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "where, det, what, old, tense, fr, en",
    [
        ("grenier", 0, "jouets", True, "p",
         "Le grenier est plein de vieux jouets.", "The attic is full of old toys."),
        ("boîte", 1, "photos", True, "i",
         "Ma boîte était pleine de vieilles photos.", "My box was full of old photos."),
        ("table", 0, "livres", False, "p",
         "La table est couverte de livres.", "The table is covered in books."),
        ("ciel", 0, "étoiles", False, "p",
         "Le ciel est plein d'étoiles.", "The sky is full of stars."),
    ],
)  # fmt: skip
def test_full_of_and_covered_in(realise, where, det, what, old, tense, fr, en):
    from transformer_lib.data.full_of import CONTAINERS

    args = dict(where=_i(CONTAINERS, where), det=det, what=what, old=old, tense=tense)
    assert realise(_c("full_of", end=".", **args)) == (fr, en)


@pytest.mark.parametrize(
    "what, how, subj, tense, fr, en",
    [
        ("argent", "have", JE, "p", "Je n'ai plus d'argent.",
         "I do not have any more money."),
        ("œufs", "have", NOUS, "i", "Nous n'avions plus d'œufs.",
         "We did not have any more eggs."),
        ("gâteau", "want", IL, "p", "Il ne veut plus de gâteau.",
         "He does not want any more cake."),
        ("pain", "there", JE, "p", "Il n'y a plus de pain.", "There is no more bread."),
        ("timbres", "there", JE, "i", "Il n'y avait plus de timbres.",
         "There were no more stamps."),
    ],
)  # fmt: skip
def test_no_more(realise, what, how, subj, tense, fr, en):
    from transformer_lib.data.full_of import NO_MORE

    args = dict(what=_i(NO_MORE, what), how=how, subj=subj, tense=tense)
    assert realise(_c("no_more", end=".", **args)) == (fr, en)


# --- additions to food, too_much and used_to (each fails on the old code) ---------------------


def test_my_daughters_love_sugar_pancakes(realise):
    from transformer_lib.data import food as FD
    from transformer_lib.data import lexicon_v3 as L

    fille = next(n for n in L.NOUNS if n.fr == "fille")
    subj = NounPhrase(fille, "f", "p", ("poss", 0))
    crepe = _i(FD.COMPOUNDS, "crêpe au sucre")
    args = dict(what="like", items=[crepe], verb="adorer", neg=False)
    got = realise(_c("food", subj=subj, tense="p", end=".", **args))
    assert got == (
        "Mes filles adorent les crêpes au sucre.",
        "My daughters love sugar pancakes.",
    )
    citron = _i(FD.COMPOUNDS, "tarte au citron")
    args = dict(what="taste", item=citron, det="dem", taste=0)
    got = realise(_c("food", subj=None, tense="p", end=".", **args))
    assert got == (
        "Cette tarte au citron est délicieuse.",
        "This lemon tart is delicious.",
    )


def test_there_are_a_lot_of_birds_in_the_garden(realise):
    from transformer_lib.data import food as FD

    args = dict(
        noun=_i(FD.QUANTITY_NOUNS, "oiseaux"),
        quantity=_i(FD.QUANTITIES, "beaucoup de"),
        where=_i(FD._WHERE, "dans le jardin"),
        tense="p",
        neg=False,
        end=".",
    )
    assert realise(_c("too_much", **args)) == (
        "Il y a beaucoup d'oiseaux dans le jardin.",
        "There are a lot of birds in the garden.",
    )
    args.update(noun=_i(FD.QUANTITY_NOUNS, "devoirs"), quantity=0, where=0)
    assert realise(_c("too_much", **args)) == (
        "Il y a trop de devoirs.",
        "There is too much homework.",
    )


def test_he_used_to_smoke_a_lot(realise):
    from transformer_lib.data.time_ends import USED_TO

    what = next(i for i, r in enumerate(USED_TO) if r[2] == "smoke a lot")
    args = dict(subj=PAUL, what=what, lead="avant", city=0)
    got = realise(_c("used_to", **args))
    assert got == ("Avant, Paul fumait beaucoup.", "Paul used to smoke a lot.")


# --- sampled rows ----------------------------------------------------------------------------


def _sampled(kind, n):
    from transformer_lib.data.realiser import realise
    from transformer_lib.data.sampler import _Sampler
    from transformer_lib.data.streams import lexicon_of

    kinds_v3._load_kinds()
    out = []
    for i in range(n):
        rng = random.Random(f"test-generic7:{kind}:{i}")
        s = kinds_v3.KINDS[kind][1](rng, _Sampler(rng, lexicon_of(3), 3))
        out.append((s, *(x.strip() for x in realise(s))))
    return out


@pytest.mark.parametrize("kind", NEW_KINDS)
def test_sampled_rows_are_clean_varied_and_have_one_english(kind):
    english = {}
    for s, fr, en in _sampled(kind, 300):
        for text in (fr, en):
            assert text[:1].isupper(), text
            assert text[-1] in ".!?" and text[-1] == fr[-1], (fr, en)
            assert not re.search(r"\b(à le|à les|de le|de les|None)\b|  |_", text), text
            assert not re.search(r"\bde [aeéiou]|\bque [aeéiou]|\bne [aeéiou]", text)
        assert not re.search(r"n't|'m|'s|'re|'ll|'d\b", en), en
        assert english.setdefault(fr, en) == en, (fr, en, english[fr])
        assert s.lemmas["verb"] or kind == "kind_fact", fr
    assert len(english) > 150, kind


def test_the_new_kinds_weigh_what_the_round_allows():
    kinds_v3._load_kinds()
    weights = {k: kinds_v3.KINDS[k][0] for k in NEW_KINDS}
    assert all(0.02 <= w <= 0.08 for w in weights.values()), weights
    # (and too_much went from 0.08 to 0.11)
    assert sum(weights.values()) + 0.03 <= 0.35
    assert kinds_v3.KINDS["too_much"][0] == pytest.approx(0.11)
