"""Corpus v3's more everyday words (transformer_lib/data/lexicon_more.py).

Sentences are built here by hand and their French and English written out by hand: a
new noun with its gender and plural, a new verb in the tenses a beginner meets (the
imparfait and the conditional of irregular verbs among them), *préféré* with a
possessive only, the abstract nouns that verbs now take, *tard* with *se coucher*.
"""

from __future__ import annotations

import random

import pytest

from transformer_lib.data import lexicon as lx
from transformer_lib.data import lexicon_more as M
from transformer_lib.data import lexicon_nouns as LN
from transformer_lib.data import lexicon_v3 as L
from transformer_lib.data import lexicon_verbs as LV
from transformer_lib.data.grammar_v3 import REFLEXIVES
from transformer_lib.data.sampler import _fits
from transformer_lib.data.structures import Clause, Name, NounPhrase, Pronoun, Sentence

JE, TU, IL, ELLE, NOUS, VOUS, ILS, ELLES = range(8)


@pytest.fixture(scope="module")
def realise():
    pytest.importorskip("pyrealb")
    from transformer_lib.data.realiser import realise as r

    return lambda s: tuple(x.strip() for x in r(s))


def _noun(fr):
    return next(n for n in L.NOUNS if n.fr == fr)


def _verb(fr, en=None, obj=None):
    return next(
        v
        for v in L.VERBS
        if v.fr == fr
        and (en is None or v.en == en)
        and (obj is None or (v.obj and _fits(obj, v.obj)))
    )


def _adj(fr):
    return next(a for a in L.ADJECTIVES if a.fr == fr)


def _np(fr, number="s", det=("def",), gender=None, post=None):
    n = _noun(fr)
    np = NounPhrase(n, gender or ("m" if n.gender == "mf" else n.gender), number, det)
    np.post = post
    return np


def _say(realise, subj, verb, tense, **kw):
    return realise(Sentence([Clause(subj=subj, verb=verb, tense=tense, **kw)]))


def test_no_new_noun_repeats_a_french_lemma_and_every_one_is_in_v3():
    old = {n.fr for n in lx.NOUNS} | {n.fr for n in LN.NOUNS}
    new = [n.fr for n in M.NOUNS]
    assert len(new) == len(set(new)) and not set(new) & old
    assert {n.fr for n in M.NOUNS} <= {n.fr for n in L.NOUNS}
    assert 100 <= len(M.NOUNS)


def test_every_new_word_has_something_to_go_with():
    assert LV.entries_without_nouns(L.NOUNS) == []
    for v in M.VERBS:  # (entries_without_nouns looks at lexicon_verbs' own)
        assert any(v.subj & n.tags or n.en in v.subj for n in L.NOUNS), v
        assert v.obj is None or any(v.obj & n.tags or n.en in v.obj for n in L.NOUNS)
    for a in M.ADJECTIVES:
        assert any(a.tags & n.tags or n.en in a.tags for n in L.NOUNS), a
    # each tag that MORE_OBJECTS adds names a class or the English of some noun
    ens = {n.en for n in L.NOUNS}
    classes = set().union(*(n.tags for n in L.NOUNS))
    for fr, tags in M.MORE_OBJECTS.items():
        assert any(v.fr == fr and v.obj for v in L.VERBS), fr
        for t in tags.split():
            assert t in ens or t in classes, (fr, t)


@pytest.mark.parametrize(
    "subj, noun, number, det, post, fr, en",
    [
        # gender and plural of the new nouns, and the adjective that agrees
        (Pronoun(JE, "m"), "pull", "s", ("indef",), "gris",
         "Je porte un pull gris.", "I wear a grey jumper."),
        (Pronoun(ELLE, "f"), "basket", "p", ("def",), "blanc",
         "Elle porte les baskets blanches.", "She wears the white trainers."),
        (Pronoun(NOUS, "m"), "t-shirt", "p", ("num", 1), "bleu",
         "Nous portons trois t-shirts bleus.", "We wear three blue T-shirts."),
    ],
)  # fmt: skip
def test_new_clothes_are_worn_and_agree(realise, subj, noun, number, det, post, fr, en):
    obj = _np(noun, number, det, post=_adj(post))
    assert _say(realise, subj, _verb("porter", "wear"), "p", obj=obj) == (fr, en)


def test_irregular_plurals_of_new_nouns(realise):
    cases = [  # (noun, French plural, English plural), by hand
        ("caillou", "Les cailloux sont lourds.", "The pebbles are heavy."),
        ("petit-fils", "Les petits-fils sont contents.", "The grandsons are happy."),
        ("épouse", "Les épouses sont contentes.", "The wives are happy."),
        ("patate", "Les patates sont chaudes.", "The potatoes are hot."),
        ("méduse", "Les méduses sont grandes.", "The jellyfish are big."),
        ("poisson", "Les poissons sont grands.", "The fish are big."),
    ]
    attr = {
        "caillou": "lourd",
        "patate": "chaud",
        "méduse": "grand",
        "poisson": "grand",
    }
    from transformer_lib.data.sampler import _COPULA as be

    for noun, fr, en in cases:
        c = Clause(
            subj=_np(noun, "p"),
            verb=be,
            tense="p",
            attr=_adj(attr.get(noun, "content")),
        )
        assert realise(Sentence([c])) == (fr, en)


@pytest.mark.parametrize(
    "subj, verb, en_verb, tense, obj, fr, en",
    [
        # the abstract nouns no verb took before
        (Pronoun(JE, "m"), "oublier", "forget", "pc", ("nom", ("poss", 0)),
         "J'ai oublié mon nom.", "I forgot my name."),
        (Pronoun(ELLE, "f"), "écrire", "write", "p", ("adresse", ("def",)),
         "Elle écrit l'adresse.", "She writes the address."),
        (Pronoun(NOUS, "m"), "écouter", "listen", "i", ("chanson", ("dem",)),
         "Nous écoutions cette chanson.", "We were listening to this song."),
        (Pronoun(IL, "m"), "demander", "ask", "p", ("addition", ("def",)),
         "Il demande l'addition.", "He asks for the bill."),
        (Pronoun(TU, "m"), "dire", "tell", "f", ("vérité", ("def",)),
         "Tu diras la vérité.", "You will tell the truth."),
        (Pronoun(ILS, "m"), "épeler", "spell", "p", ("prénom", ("def",)),
         "Ils épellent le prénom.", "They spell the first name."),
        (Pronoun(JE, "m"), "expliquer", "explain", "p", ("leçon", ("def",)),
         "J'explique la leçon.", "I explain the lesson."),
    ],
)  # fmt: skip
def test_verbs_with_their_new_objects(realise, subj, verb, en_verb, tense, obj, fr, en):
    noun, det = obj
    v = _verb(verb, en_verb, _noun(noun))
    got = _say(realise, subj, v, tense, obj=_np(noun, det=det))
    assert got == (fr, en)


@pytest.mark.parametrize(
    "verb, en_verb, tense, obj, fr, en",
    [
        # irregular verbs in the imparfait and the conditional, by hand
        ("lire", "read", "i", "livre", "Je lisais le livre.", "I was reading the book."),
        ("lire", "read", "c", "livre", "Je lirais le livre.", "I would read the book."),
        ("acheter", "buy", "c", "pull", "J'achèterais le pull.", "I would buy the jumper."),
        ("acheter", "buy", "i", "pull", "J'achetais le pull.", "I was buying the jumper."),
        ("dire", "say", "i", "mot", "Je disais le mot.", "I was saying the word."),
        ("dire", "say", "c", "mot", "Je dirais le mot.", "I would say the word."),
        ("traduire", "translate", "c", "phrase",
         "Je traduirais la phrase.", "I would translate the sentence."),
        ("découvrir", "discover", "pc", "vérité",
         "J'ai découvert la vérité.", "I discovered the truth."),
        ("résoudre", "solve", "pc", "problème",
         "J'ai résolu le problème.", "I solved the problem."),
        ("épeler", "spell", "f", "mot", "J'épellerai le mot.", "I will spell the word."),
        ("chanter", "sing", "i", "chanson",
         "Je chantais la chanson.", "I was singing the song."),
    ],
)  # fmt: skip
def test_tenses_of_verbs(realise, verb, en_verb, tense, obj, fr, en):
    got = _say(realise, Pronoun(JE, "m"), _verb(verb, en_verb), tense, obj=_np(obj))
    assert got == (fr, en)


def test_intransitive_new_verbs(realise):
    got = _say(realise, Pronoun(ELLE, "f"), _verb("tousser"), "i")
    assert got == ("Elle toussait.", "She was coughing.")
    got = _say(realise, Name("Paul", "m"), _verb("éternuer"), "pc")
    assert got == ("Paul a éternué.", "Paul sneezed.")


def test_favourite_takes_a_possessive_and_is_no_attribute(realise):
    np = _np("livre", det=("poss", 0), post=_adj("préféré"))
    got = _say(realise, Pronoun(JE, "m"), _verb("lire"), "p", obj=np)
    assert got == ("Je lis mon livre préféré.", "I read my favourite book.")
    np = _np("chanson", det=("poss", 1), post=_adj("préféré"))
    got = _say(realise, Pronoun(TU, "m"), _verb("chanter"), "pc", obj=np)
    assert got == ("Tu as chanté ta chanson préférée.", "You sang your favourite song.")
    # drawn: never without a possessive, never after être
    from transformer_lib.data.sampler import _Sampler

    s = _Sampler(random.Random(3), L, version=3)
    fav = _adj("préféré")
    for _ in range(200):
        np = s.noun_phrase(frozenset({"object"}), "obj", adj=fav)
        assert np.det[0] == "poss", np
    for i in range(300):
        s = _Sampler(random.Random(i), L, version=3)
        c = s._clause("p")
        assert c.attr is None or c.attr.fr != "préféré"


def test_late_and_early_with_going_to_bed_and_getting_up(realise):
    late = next(a for a in LV.ADVERBS if a.fr == "tard")
    early = next(a for a in LV.ADVERBS if a.fr == "tôt")
    coucher = next(v for v in REFLEXIVES if v.fr == "coucher")
    lever = next(v for v in REFLEXIVES if v.fr == "lever")
    c = Clause(Pronoun(NOUS, "m"), coucher, "p", reflexive=True, adverb=late)
    assert realise(Sentence([c])) == ("Nous nous couchons tard.", "We go to bed late.")
    c = Clause(Pronoun(JE, "f"), lever, "pc", reflexive=True, adverb=early)
    assert realise(Sentence([c])) == ("Je me suis levée tôt.", "I got up early.")


def test_new_words_come_out_in_rows(realise):
    from transformer_lib.data.generate import generate_pair

    rows = [generate_pair("m", i, version=3) for i in range(400)]
    french = " ".join(r[0] for r in rows if r).lower()
    new = {n.fr for n in M.NOUNS} | {a.fr for a in M.ADJECTIVES}
    seen = {w for w in new if f" {w} " in f" {french} " or f"{w}s" in french}
    assert len(seen) >= 15, sorted(seen)
