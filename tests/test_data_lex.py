"""Corpus v3's body constructions, its spelling of œ, and the words added for everyday French.

Each construction is built by hand here and its French and English are written out by
hand: they are what a careful translator writes, not what the code happened to give.
"""

from __future__ import annotations

import random

import pytest

from transformer_lib.data import body as B
from transformer_lib.data import lexicon_v3 as L
from transformer_lib.data.kind_parts import Construction, Name
from transformer_lib.data.structures import NounPhrase, Pronoun
from transformer_lib.tokenizer import tokenize

JE, TU, IL, ELLE, NOUS, VOUS, ILS, ELLES = range(8)


@pytest.fixture(scope="module")
def realise():
    pytest.importorskip("pyrealb")
    from transformer_lib.data.realiser import realise as r

    return lambda s: tuple(x.strip() for x in r(s))


def _noun(fr: str):
    return next(n for n in L.NOUNS if n.fr == fr)


def _np(fr: str, gender: str = "m") -> NounPhrase:
    return NounPhrase(_noun(fr), gender, "s", ("def",))


def _index(table, first: str) -> int:
    return next(i for i, row in enumerate(table) if row[0] == first)


def _ache(subj, part, tense="p", neg=False, asked=False):
    args = {"subj": subj, "part": _index(B.ACHES, part), "tense": tense}
    return Construction("ache", {**args, "neg": neg, "asked": asked})


@pytest.mark.parametrize(
    "subj, part, tense, neg, asked, fr, en",
    [
        (Pronoun(JE, "m"), "tête", "p", False, False,
         "J'ai mal à la tête.", "I have a headache."),
        (Pronoun(IL, "m"), "dos", "p", False, False,
         "Il a mal au dos.", "His back hurts."),
        (Pronoun(ELLE, "f"), "dent", "i", False, False,
         "Elle avait mal aux dents.", "She had toothache."),
        (Pronoun(NOUS, "m"), "genou", "p", False, False,
         "Nous avons mal au genou.", "Our knees hurt."),
        (Pronoun(TU, "f"), "gorge", "f", False, True,
         "Est-ce que tu auras mal à la gorge?", "Will you have a sore throat?"),
        (Name("Paul", "m"), "pied", "pc", False, False,
         "Paul a eu mal aux pieds.", "Paul's feet hurt."),
        (Pronoun(VOUS, "m"), "ventre", "p", True, False,
         "Vous n'avez pas mal au ventre.", "You do not have stomach ache."),
        (Pronoun(ILS, "m"), "oreille", "p", False, True,
         "Est-ce qu'ils ont mal à l'oreille?", "Do their ears hurt?"),
    ],
)  # fmt: skip
def test_avoir_mal(realise, subj, part, tense, neg, asked, fr, en):
    assert realise(_ache(subj, part, tense, neg, asked)) == (fr, en)


def test_avoir_mal_with_a_noun_subject(realise):
    s = _ache(_np("garçon"), "bras", "f")
    assert realise(s) == ("Le garçon aura mal au bras.", "The boy's arm will hurt.")


def _looks(subj, part, adj, tense="p", neg=False, asked=False):
    which = _index(B.LOOKS, part)
    a = _index(B.LOOKS[which][2], adj)
    args = {"subj": subj, "which": which, "adj": a, "tense": tense}
    return Construction("looks", {**args, "neg": neg, "asked": asked})


@pytest.mark.parametrize(
    "subj, part, adj, tense, neg, asked, fr, en",
    [
        (Pronoun(ELLE, "f"), "oeil", "bleu", "p", False, False,
         "Elle a les yeux bleus.", "She has blue eyes."),
        (Pronoun(ELLE, "f"), "cheveu", "long", "i", False, False,
         "Elle avait les cheveux longs.", "She had long hair."),
        (Name("Marc", "m"), "cheveu", "court", "p", True, False,
         "Marc n'a pas les cheveux courts.", "Marc does not have short hair."),
        (Pronoun(TU, "m"), "oeil", "marron", "p", False, True,
         "Est-ce que tu as les yeux marron?", "Do you have brown eyes?"),
    ],
)  # fmt: skip
def test_looks(realise, subj, part, adj, tense, neg, asked, fr, en):
    assert realise(_looks(subj, part, adj, tense, neg, asked)) == (fr, en)


def _care(subj, verb, part=None, tense="p", neg=False, imperative=False):
    v = _index(B.CARE, verb)
    p = None if part is None else _index(B.CARE[v][2], part)
    args = {"subj": subj, "verb": v, "part": p, "tense": tense, "neg": neg}
    return Construction("care", {**args, "imperative": imperative})


@pytest.mark.parametrize(
    "subj, verb, part, tense, neg, imperative, fr, en",
    [
        (Pronoun(IL, "m"), "laver", "main", "p", False, False,
         "Il se lave les mains.", "He washes his hands."),
        (Pronoun(JE, "f"), "brosser", "dent", "p", False, False,
         "Je me brosse les dents.", "I brush my teeth."),
        # the participle does not agree: the direct object (les mains) comes after it
        (Pronoun(ELLE, "f"), "laver", "main", "pc", False, False,
         "Elle s'est lavé les mains.", "She washed her hands."),
        (Pronoun(ELLES, "f"), "laver", "visage", "p", True, False,
         "Elles ne se lavent pas le visage.", "They do not wash their faces."),
        (Name("Julie", "f"), "casser", "jambe", "pc", False, False,
         "Julie s'est cassé la jambe.", "Julie broke her leg."),
        (Pronoun(IL, "m"), "raser", None, "p", False, False,
         "Il se rase.", "He shaves."),
        (Pronoun(NOUS, "m"), "raser", None, "pc", False, False,
         "Nous nous sommes rasés.", "We shaved."),
        (Pronoun(TU, "m"), "laver", "main", "p", False, True,
         "Lave-toi les mains!", "Wash your hands!"),
        (Pronoun(VOUS, "f"), "brosser", "dent", "p", False, True,
         "Brossez-vous les dents!", "Brush your teeth!"),
    ],
)  # fmt: skip
def test_care(realise, subj, verb, part, tense, neg, imperative, fr, en):
    assert realise(_care(subj, verb, part, tense, neg, imperative)) == (fr, en)


def test_body_kind_draws_every_construction_with_its_lemmas(realise):
    from transformer_lib.data.sampler import _Sampler

    kinds = set()
    for i in range(150):
        rng = random.Random(i)
        s = B.body(rng, _Sampler(rng, L, version=3))
        kinds.add(s.kind)
        assert s.lemmas["noun"] or s.kind == "care"
        fr, en = realise(s)
        assert "[[" not in fr + en and fr[-1] in ".?!" and en[-1] in ".?!", (fr, en)
        assert fr[-1] == en[-1], (fr, en)
    assert kinds == {"ache", "looks", "care"}


# --- spelling ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "pyrealb, written",
    [
        ("Ma soeur a des oeufs.", "Ma sœur a des œufs."),
        ("Oeufs et boeuf.", "Œufs et bœuf."),
        ("Il a mal aux yeux, à l'oeil gauche.", "Il a mal aux yeux, à l'œil gauche."),
        ("Le petit-déjeuner est prêt.", "Le petit déjeuner est prêt."),
        # other words with "oe" keep it
        ("Le poète chante à Noël.", "Le poète chante à Noël."),
    ],
)
def test_spelling_of_version_3(pyrealb, written):
    assert L.spell_fr(pyrealb) == written


def test_oe_is_a_letter_for_the_tokenizers():
    from transformer_lib.bpe import pre_tokenize

    assert tokenize("Ma sœur et les œufs") == ["ma", "sœur", "et", "les", "œufs"]
    assert pre_tokenize("cœur") == ["\u2581cœur"]


def test_version_3_rows_write_oe_and_version_2_rows_do_not(realise):
    from transformer_lib.data import generate as G

    found = {2: 0, 3: 0}
    for version in (2, 3):
        for i in range(400):
            pair = G.generate_pair("m", i, version=version)
            if pair and ("soeur" in pair[0].lower() or "sœur" in pair[0].lower()):
                found[version] += 1
                assert ("œ" in pair[0]) == (version == 3), pair
    assert found[2] and found[3]


# --- words ------------------------------------------------------------------------------


def test_no_small_lunch():
    from transformer_lib.data.sampler import adjectives_for

    for fr in ("déjeuner", "petit-déjeuner"):
        adjs = {a.fr for a in adjectives_for(_noun(fr), lex=L)}
        assert "petit" not in adjs and "grand" not in adjs
        assert "délicieux" in adjs
    assert _noun("petit-déjeuner").en == "breakfast"


def test_family_compounds_agree_in_the_plural(realise):
    from transformer_lib.data.realiser import load_pyrealb

    pr = load_pyrealb()
    pr.loadFr()
    out = [
        pr.NP(pr.D("le"), pr.N(w)).n("p").realize().strip()
        for w in ("grand-père", "grand-mère", "grand-parent")
    ]
    assert out == ["les grands-pères", "les grands-mères", "les grands-parents"]
    assert {_noun(w).en for w in ("grand-père", "grand-mère", "grand-parent")} == {
        "grandfather",
        "grandmother",
        "grandparent",
    }


def test_cours_is_a_lesson_and_the_playground_is_one():
    assert _noun("cours").en == "lesson"
    assert "unique" in _noun("cour").tags  # never "les cours" / "the playgrounds"
