"""Corpus v3's second pass of everyday words (transformer_lib/data/lexicon_more2.py).

Sentences are built here by hand and their French and English written out by hand: the
new verbs in the tenses a beginner meets (irregular ones, retourner with être, English
verbs of two words such as *have lunch*), the new nouns' gender and plural, and the
English nouns used in the plural only (*le pantalon* / *the trousers*).
"""

from __future__ import annotations

import random

import pytest

from transformer_lib.data import lexicon as lx
from transformer_lib.data import lexicon_more as M1
from transformer_lib.data import lexicon_more2 as M
from transformer_lib.data import lexicon_nouns as LN
from transformer_lib.data import lexicon_v3 as L
from transformer_lib.data import lexicon_verbs as LV
from transformer_lib.data.sampler import _COPULA as BE
from transformer_lib.data.sampler import _fits, _Sampler
from transformer_lib.data.structures import Clause, Name, NounPhrase, Pronoun, Sentence

JE, TU, IL, ELLE, NOUS, VOUS, ILS, ELLES = range(8)


@pytest.fixture(scope="module")
def realise():
    pytest.importorskip("pyrealb")
    from transformer_lib.data.realiser import realise as r

    return lambda s: tuple(x.strip() for x in r(s))


def _noun(fr):
    return next(n for n in L.NOUNS if n.fr == fr)


def _verb(fr):
    return next(v for v in L.VERBS if v.fr == fr)


def _adj(fr):
    return next(a for a in L.ADJECTIVES if a.fr == fr)


def _np(fr, number="s", det=("def",), post=None):
    n = _noun(fr)
    np = NounPhrase(n, "m" if n.gender == "mf" else n.gender, number, det)
    np.post = post
    return np


def _say(realise, subj, verb, tense, **kw):
    return realise(Sentence([Clause(subj=subj, verb=_verb(verb), tense=tense, **kw)]))


def test_no_lemma_repeats_and_every_word_is_in_v3():
    old_nouns = {n.fr for n in (*lx.NOUNS, *LN.NOUNS, *M1.NOUNS)}
    new = [n.fr for n in M.NOUNS]
    assert len(new) == len(set(new)) and not set(new) & old_nouns
    old_verbs = {v.fr for v in (*lx.VERBS, *LV.VERBS, *M1.VERBS)}
    assert not {v.fr for v in M.VERBS} & old_verbs
    old_adjs = {a.fr for a in (*lx.ADJECTIVES, *LV.ADJECTIVES, *M1.ADJECTIVES)}
    assert not {a.fr for a in M.ADJECTIVES} & old_adjs
    assert {v.fr for v in M.VERBS} <= {v.fr for v in L.VERBS}
    assert set(new) <= {n.fr for n in L.NOUNS}
    assert 100 <= len(M.NOUNS) + len(M.VERBS) + len(M.ADJECTIVES) <= 200


def test_every_new_word_has_something_to_go_with():
    for v in M.VERBS:
        assert any(_fits(n, v.subj) for n in L.NOUNS), v
        assert v.obj is None or any(_fits(n, v.obj) for n in L.NOUNS), v
    for a in M.ADJECTIVES:
        assert any(_fits(n, a.tags) for n in L.NOUNS), a


def test_plural_only_english_is_no_word_of_version_2():
    # version 2's rows stay as they were: none of its nouns is realised as a pair
    assert {"trousers", "shorts", "scissors", "glasses"} <= M.PAIRS
    assert not M.PAIRS & {n.en for n in lx.NOUNS}


@pytest.mark.parametrize(
    "verb, tense, obj, fr, en",
    [
        # irregular verbs, by hand
        ("coudre", "p", "robe", "Je couds la robe.", "I sew the dress."),
        ("coudre", "pc", "robe", "J'ai cousu la robe.", "I sewed the dress."),
        ("coudre", "i", "robe", "Je cousais la robe.", "I was sewing the dress."),
        ("battre", "pc", "équipe", "J'ai battu l'équipe.", "I beat the team."),
        ("battre", "f", "équipe", "Je battrai l'équipe.", "I will beat the team."),
        ("cuire", "i", "riz", "Je cuisais le riz.", "I was cooking the rice."),
        ("cuire", "c", "riz", "Je cuirais le riz.", "I would cook the rice."),
        ("accueillir", "f", "invité",
         "J'accueillerai l'invité.", "I will welcome the guest."),
        ("tondre", "pc", "herbe", "J'ai tondu l'herbe.", "I mowed the grass."),
        ("traire", "i", "vache", "Je trayais la vache.", "I was milking the cow."),
        ("traire", "pc", "vache", "J'ai trait la vache.", "I milked the cow."),
        ("récupérer", "f", "colis",
         "Je récupérerai le colis.", "I will pick up the parcel."),
        ("débrancher", "pc", "lampe", "J'ai débranché la lampe.", "I unplugged the lamp."),
        # English irregulars pyrealb got wrong
        ("accrocher", "pc", "tableau", "J'ai accroché le tableau.", "I hung the painting."),
        ("tricoter", "pc", "écharpe", "J'ai tricoté l'écharpe.", "I knitted the scarf."),
        # phrasal English verbs and verbs with a preposition
        ("souffler", "pc", "bougie", "J'ai soufflé la bougie.", "I blew out the candle."),
        ("effacer", "f", "mot", "J'effacerai le mot.", "I will rub out the word."),
        ("appuyer", "p", "bouton", "J'appuie sur le bouton.", "I press the button."),
        ("profiter", "c", "soleil", "Je profiterais du soleil.", "I would enjoy the sun."),
        ("marquer", "pc", "but", "J'ai marqué le but.", "I scored the goal."),
    ],
)  # fmt: skip
def test_tenses_of_new_verbs(realise, verb, tense, obj, fr, en):
    assert _say(realise, Pronoun(JE, "m"), verb, tense, obj=_np(obj)) == (fr, en)


@pytest.mark.parametrize(
    "subj, verb, tense, fr, en",
    [
        # English verbs of two words, in every tense
        (Pronoun(NOUS, "m"), "déjeuner", "p", "Nous déjeunons.", "We have lunch."),
        (Pronoun(NOUS, "m"), "déjeuner", "pc", "Nous avons déjeuné.", "We had lunch."),
        (Pronoun(ILS, "m"), "dîner", "i", "Ils dînaient.", "They were having dinner."),
        (Pronoun(TU, "f"), "dîner", "f", "Tu dîneras.", "You will have dinner."),
        (Pronoun(IL, "m"), "grossir", "pc", "Il a grossi.", "He put on weight."),
        (Pronoun(ELLE, "f"), "maigrir", "c", "Elle maigrirait.", "She would lose weight."),
        (Name("Paul", "m"), "guérir", "f", "Paul guérira.", "Paul will get better."),
        (Pronoun(JE, "m"), "bricoler", "p", "Je bricole.", "I do DIY."),
        (Pronoun(VOUS, "m"), "jardiner", "pc", "Vous avez jardiné.", "You gardened."),
    ],
)  # fmt: skip
def test_intransitive_new_verbs(realise, subj, verb, tense, fr, en):
    assert _say(realise, subj, verb, tense) == (fr, en)


def test_what_animals_do(realise):
    hen = _np("poule", "p", ("def",))
    got = _say(realise, hen, "pondre", "pc", obj=_np("oeuf", "p", ("num", 1)))
    # (realise keeps pyrealb's "oe"; a row of version 3 writes œufs: lexicon_v3.spell_fr)
    assert got == ("Les poules ont pondu trois oeufs.", "The hens laid three eggs.")
    got = _say(realise, _np("chien"), "enterrer", "i", obj=_np("os"))
    assert got == ("Le chien enterrait l'os.", "The dog was burying the bone.")
    got = _say(realise, _np("chat"), "lécher", "p", obj=_np("assiette"))
    assert got == ("Le chat lèche l'assiette.", "The cat licks the plate.")


def test_going_back_takes_etre_and_agrees(realise):
    got = _say(realise, Pronoun(ELLE, "f"), "retourner", "pc", obj=_np("plage"))
    assert got == ("Elle est retournée à la plage.", "She went back to the beach.")
    got = _say(realise, Pronoun(ILS, "m"), "retourner", "f", obj=_np("école"))
    assert got == ("Ils retourneront à l'école.", "They will go back to the school.")


def test_promise_to_someone(realise):
    c = Clause(
        Pronoun(JE, "m"), _verb("promettre"), "pc", obj=_np("cadeau", det=("indef",))
    )
    c.recipient = _np("fille")
    got = realise(Sentence([c]))
    assert got == (
        "J'ai promis un cadeau à la fille.",
        "I promised a gift to the girl.",
    )


def test_have_lunch_asks_with_do(realise):
    c = Clause(Pronoun(ELLE, "f"), _verb("déjeuner"), "p", question=True)
    assert realise(Sentence([c])) == ("Est-ce qu'elle déjeune?", "Does she have lunch?")


@pytest.mark.parametrize(
    "noun, number, det, adj, fr, en",
    [
        # English in the plural only: the verb and "this" agree with it
        ("pantalon", "s", ("def",), "bleu", "Le pantalon est bleu.", "The trousers are blue."),
        ("pantalon", "s", ("dem",), "neuf", "Ce pantalon est neuf.", "These trousers are new."),
        ("short", "s", ("poss", 0), "sale", "Mon short est sale.", "My shorts are dirty."),
        ("pyjama", "p", ("def",), "propre",
         "Les pyjamas sont propres.", "The pyjamas are clean."),
        ("ciseau", "p", ("def",), "pointu",
         "Les ciseaux sont pointus.", "The scissors are pointed."),
        ("lunette", "p", ("poss", 1), "cassé",
         "Tes lunettes sont cassées.", "Your glasses are broken."),
        ("gens", "p", ("def",), "gentil", "Les gens sont gentils.", "The people are kind."),
        # gender and plural of new nouns
        ("journée", "s", ("def",), "long", "La journée est longue.", "The day is long."),
        ("matelas", "p", ("def",), "mou", "Les matelas sont mous.", "The mattresses are soft."),
        ("radis", "p", ("def",), "rouge", "Les radis sont rouges.", "The radishes are red."),
        ("falaise", "s", ("def",), "haut", "La falaise est haute.", "The cliff is high."),
        ("jument", "p", ("def",), "blanc",
         "Les juments sont blanches.", "The mares are white."),
        ("boucherie", "p", ("def",), "fermé",
         "Les boucheries sont fermées.", "The butcher's shops are closed."),
        ("carrefour", "p", ("def",), "dangereux",
         "Les carrefours sont dangereux.", "The crossroads are dangerous."),
        ("patron", "s", ("def",), "sympa", "Le patron est sympa.", "The boss is nice."),
    ],
)  # fmt: skip
def test_gender_plural_and_agreement_of_new_nouns(
    realise, noun, number, det, adj, fr, en
):
    c = Clause(subj=_np(noun, number, det), verb=BE, tense="p", attr=_adj(adj))
    assert realise(Sentence([c])) == (fr, en)


def test_trousers_without_an_article(realise):
    obj = _np("pantalon", det=("indef",), post=_adj("gris"))
    got = _say(realise, Pronoun(JE, "m"), "coudre", "f", obj=obj)
    assert got == ("Je coudrai un pantalon gris.", "I will sew grey trousers.")


def test_pairs_never_take_a_number():
    s = _Sampler(random.Random(5), L, version=3)
    dets = set()
    for _ in range(300):
        np = s.noun_phrase(frozenset({"clothes"}), "obj", noun=_noun("pantalon"))
        dets.add(np.det[0])
    assert "num" not in dets and {"def", "indef"} <= dets


def test_what_colour_are_the_trousers():
    pytest.importorskip("pyrealb")
    from transformer_lib.data.leisure import _colour
    from transformer_lib.data.realiser import load_pyrealb

    pr = load_pyrealb()
    np = _np("pantalon")
    pr.loadFr()
    assert _colour(pr, "fr", np, None, True) == "De quelle couleur est le pantalon?"
    pr.loadEn()
    assert _colour(pr, "en", np, None, True) == "What colour are the trousers?"
