"""Corpus v3, round 5, people: c'est + a person, relatives said with a possessive, whose
a thing is, adjectives with *de* + a person, French regions.

The French and English of every case are written by hand.
"""

from __future__ import annotations

import random

import pytest

from transformer_lib.data import kinds_v3
from transformer_lib.data import lexicon_v3 as L
from transformer_lib.data.kind_parts import Construction, Name
from transformer_lib.data.sampler import _Sampler
from transformer_lib.data.streams import lexicon_of
from transformer_lib.data.structures import NounPhrase, Pronoun

JE, TU, IL, ELLE, NOUS, VOUS, ILS, ELLES = range(8)
MON, TON, NOTRE, VOTRE, LEUR = range(5)


def _noun(fr):
    return next(n for n in L.NOUNS if n.fr == fr)


def _np(fr, number="s", det=("def",), gender=None):
    n = _noun(fr)
    return NounPhrase(n, gender or ("m" if n.gender == "mf" else n.gender), number, det)


def _c(kind, **args):
    return Construction(kind, args)


# --- c'est + a person ------------------------------------------------------------------


@pytest.mark.parametrize(
    "what, neg, asked, fr, en",
    [
        (_np("soeur", det=("poss", MON)), False, False, "C'est ma sœur.", "She is my sister."),
        (_np("frère", det=("poss", MON)), False, False, "C'est mon frère.", "He is my brother."),
        (_np("parent", "p", ("poss", MON)), False, False, "Ce sont mes parents.", "They are my parents."),
        (_np("ami", det=("poss", MON), gender="f"), False, False, "C'est mon amie.", "She is my friend."),
        (_np("juge", det=("indef",)), False, False, "C'est un juge.", "He is a judge."),
        (_np("voisin", gender="f"), True, False, "Ce n'est pas la voisine.", "She is not the neighbour."),
        (_np("fille", det=("poss", TON)), False, True, "Est-ce que c'est ta fille?", "Is she your daughter?"),
        (_np("livre", det=("poss", MON)), False, False, "C'est mon livre.", "It is my book."),
        (_np("chien"), False, False, "C'est le chien.", "It is the dog."),
        (_np("famille", det=("poss", NOTRE)), False, False, "C'est notre famille.", "It is our family."),
        (Name("Paul", "m"), False, False, "C'est Paul.", "It is Paul."),
    ],
)  # fmt: skip
def test_cest_a_person_is_he_or_she(realise, what, neg, asked, fr, en):
    assert realise(_c("cest", what=what, neg=neg, asked=asked)) == (fr, en)


def test_relative_and_possessive_frames_say_he_or_she(realise):
    from transformer_lib.data.possession import Possession
    from transformer_lib.data.relative_frames import cest
    from transformer_lib.data.structures import Name as SName

    assert cest(False, False, False, _np("mère", det=("poss", MON))) == "She is"
    assert cest(False, False, True, _np("homme")) == "He was"
    assert cest(False, True, False, _np("homme", "p")) == "They are"
    assert cest(False, False, False, _np("maison")) == "It is"
    assert cest(False, False, False) == "It is"
    s = Possession("cest", _np("frère"), SName("Julie", "f"))
    assert realise(s) == ("C'est le frère de Julie.", "He is Julie's brother.")
    s = Possession("cest", _np("maison"), SName("Julie", "f"))
    assert realise(s) == ("C'est la maison de Julie.", "It is Julie's house.")


# --- relatives with a possessive: daughter, son, her husband, his wife -------------------


@pytest.mark.parametrize(
    "subj, fr, en",
    [
        (_np("fille", det=("poss", MON)), "Ma fille s'appelle Chloé.", "My daughter's name is Chloé."),
        (_np("femme", det=("poss3", "m")), "Sa femme s'appelle Chloé.", "His wife's name is Chloé."),
        (_np("fils", det=("poss", TON)), "Ton fils s'appelle Chloé.", "Your son's name is Chloé."),
    ],
)  # fmt: skip
def test_name_of_a_relative(realise, subj, fr, en):
    made = realise(_c("name_is", subj=subj, name=Name("Chloé", "f"), neg=False))
    assert made == (fr, en)


def test_whats_the_name_of_a_husband(realise):
    made = realise(_c("whats_your_name", subj=_np("mari", det=("poss3", "f"))))
    assert made == ("Comment s'appelle son mari?", "What is her husband's name?")


@pytest.mark.parametrize(
    "subj, job, fr, en",
    [
        (_np("mari", det=("poss3", "f")), "boulanger", "Son mari est boulanger.", "Her husband is a baker."),
        (_np("mari", det=("poss3", "f")), "policier", "Son mari est policier.", "Her husband is a police officer."),
        (_np("femme", det=("poss3", "m")), "dentiste", "Sa femme est dentiste.", "His wife is a dentist."),
        (_np("fille", det=("poss", MON)), "dentiste", "Ma fille est dentiste.", "My daughter is a dentist."),
    ],
)  # fmt: skip
def test_job_of_a_relative(realise, subj, job, fr, en):
    from transformer_lib.data.idioms import JOBS

    i = next(i for i, j in enumerate(JOBS) if j[0] == job)
    args = dict(subj=subj, job=i, tense="p", neg=False, asked=False, become=False)
    assert realise(_c("job", **args)) == (fr, en)


def test_relatives_drawn_with_son_or_sa_are_spouses_only():
    from transformer_lib.data.kind_parts import relative_np

    lex = lexicon_of(3)
    rng = random.Random(5)
    for _ in range(400):
        np = relative_np(rng, lex)
        if np.det[0] == "poss3":  # (son père: his or her father, two Englishes)
            assert np.noun.fr in ("mari", "femme") and np.number == "s"
        if np.noun.fr in ("mari", "femme"):
            assert np.det[0] == "poss3" or np.det[1] in (MON, TON, VOTRE)


def test_policier_is_a_police_officer_in_version_3_only():
    from transformer_lib.data import lexicon as v2

    assert _noun("policier").en == "police officer"
    assert next(n for n in v2.NOUNS if n.fr == "policier").en == "policeman"


# --- whose a thing is --------------------------------------------------------------------


@pytest.mark.parametrize(
    "thing, owner, neg, fr, en",
    [
        (_np("livre", det=("dem",)), Pronoun(JE, "m"), False, "Ce livre est à moi.", "This book is mine."),
        (_np("clé", "p", ("def",)), Name("Paul", "m"), False, "Les clés sont à Paul.", "The keys are Paul's."),
        (_np("vélo"), _np("soeur", det=("poss", MON)), True, "Le vélo n'est pas à ma sœur.", "The bike is not my sister's."),
        (_np("voiture", det=("dem",)), _np("parent", "p", ("poss", MON)), False, "Cette voiture est à mes parents.", "This car is my parents'."),
        (_np("sac", "p", ("dem",)), Pronoun(ELLES, "f"), True, "Ces sacs ne sont pas à elles.", "These bags are not theirs."),
        (_np("montre"), Pronoun(ELLE, "f"), False, "La montre est à elle.", "The watch is hers."),
    ],
)  # fmt: skip
def test_etre_a_someone(realise, thing, owner, neg, fr, en):
    assert realise(_c("belong", thing=thing, owner=owner, neg=neg)) == (fr, en)


def test_whose(realise):
    assert realise(_c("whose", thing=None)) == ("C'est à qui?", "Whose is it?")
    made = realise(_c("whose", thing=_np("livre", det=("dem",))))
    assert made == ("À qui est ce livre?", "Whose is this book?")
    made = realise(_c("whose", thing=_np("chaussure", "p", ("dem",))))
    assert made == ("À qui sont ces chaussures?", "Whose are these shoes?")


# --- adjectives with de + a person -------------------------------------------------------


@pytest.mark.parametrize(
    "subj, adj, whom, tense, neg, fr, en",
    [
        (_np("frère", det=("poss", MON)), "jaloux", Pronoun(JE, "m"), "p", False, "Mon frère est jaloux de moi.", "My brother is jealous of me."),
        (Pronoun(JE, "f"), "fier", Pronoun(TU, "m"), "p", False, "Je suis fière de toi.", "I am proud of you."),
        (Pronoun(ELLE, "f"), "amoureux", Name("Éric", "m"), "i", False, "Elle était amoureuse d'Éric.", "She was in love with Éric."),
        (Pronoun(NOUS, "m"), "content", _np("élève", "p", ("poss", NOTRE)), "p", False, "Nous sommes contents de nos élèves.", "We are pleased with our pupils."),
        (Pronoun(JE, "m"), "fatigué", Pronoun(ILS, "m"), "i", True, "Je n'étais pas fatigué d'eux.", "I was not tired of them."),
        (Pronoun(JE, "m"), "jaloux", Name("Anne", "f"), "i", False, "J'étais jaloux d'Anne.", "I was jealous of Anne."),
        (_np("soeur", "p", ("poss", TON)), "fier", Pronoun(ELLE, "f"), "p", True, "Tes sœurs ne sont pas fières d'elle.", "Your sisters are not proud of her."),
    ],
)  # fmt: skip
def test_adjective_de_a_person(realise, subj, adj, whom, tense, neg, fr, en):
    args = dict(subj=subj, adj=adj, whom=whom, tense=tense, neg=neg)
    assert realise(_c("adj_de", **args)) == (fr, en)


# --- French regions ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "region, verb, fr, en",
    [
        ("Bretagne", "live", "en Bretagne", "in Brittany"),
        ("Normandie", "go", "en Normandie", "to Normandy"),
        ("Alsace", "come", "d'Alsace", "from Alsace"),
        ("Corse", "come", "de Corse", "from Corsica"),
        ("Bourgogne", "be", "en Bourgogne", "in Burgundy"),
    ],
)
def test_regions(region, verb, fr, en):
    from transformer_lib.data.names import REGIONS
    from transformer_lib.data.people import place_words

    i = next(i for i, r in enumerate(REGIONS) if r[0] == region)
    assert place_words(("region", i), verb, "fr") == fr
    assert place_words(("region", i), verb, "en") == en


def test_grandparents_live_in_brittany(realise):
    from transformer_lib.data.names import REGIONS

    i = next(i for i, r in enumerate(REGIONS) if r[0] == "Bretagne")
    args = dict(subj=_np("grand-parent", "p", ("poss", MON)), verb="live")
    args.update(place=("region", i), tense="p", neg=False, asked=False)
    assert realise(_c("at_place", **args)) == (
        "Mes grands-parents habitent en Bretagne.",
        "My grandparents live in Brittany.",
    )


# --- the kinds, drawn --------------------------------------------------------------------


def test_kinds_draw_clean_rows(realise):
    kinds_v3._load_kinds()
    lex = lexicon_of(3)
    kinds = (
        "belong",
        "proud_of",
        "name",
        "job",
        "cest",
        "has_many",
        "given",
        "write_in",
    )
    for kind in kinds:
        for i in range(60):
            rng = random.Random(f"people:{kind}:{i}")
            fr, en = realise(kinds_v3.KINDS[kind][1](rng, _Sampler(rng, lex, 3)))
            assert fr[0].isupper() and en[0].isupper() and fr[-1] == en[-1], (fr, en)
            assert "  " not in fr + en and "his husband" not in en, (fr, en)
            assert "her wife" not in en and "girl's name" not in en, (fr, en)
            assert "notre mari" not in fr and "leur femme" not in fr.lower(), fr


# --- relatives on the subject ------------------------------------------------------------


def _rel_frame(head, rel, pred, tense="p", neg=False):
    from transformer_lib.data.relative_frames import RelativeFrame
    from transformer_lib.data.sampler import _COPULA
    from transformer_lib.data.structures import Clause

    main = Clause(head, _COPULA, tense, neg, obj=pred, version3=True)
    return RelativeFrame("person", head, rel, main)


def _v(fr, obj):
    return next(v for v in L.VERBS if v.fr == fr and (v.obj is not None) == obj)


def test_people_pointed_out_by_a_relative(realise):
    from transformer_lib.data.relatives import Rel
    from transformer_lib.data.structures import Clause

    boy, woman = _np("garçon"), _np("femme")
    s = _rel_frame(
        boy,
        Rel("qui", Clause(None, _v("parler", False), "p")),
        _np("frère", det=("poss", MON)),
    )
    assert realise(s) == (
        "Le garçon qui parle est mon frère.",
        "The boy who is talking is my brother.",
    )
    s = _rel_frame(
        woman,
        Rel("que", Clause(Pronoun(TU, "m"), _v("voir", True), "p")),
        _np("voisin", det=("poss", MON), gender="f"),
    )
    assert realise(s) == (
        "La femme que tu vois est ma voisine.",
        "The woman that you see is my neighbour.",
    )
    men = _np("homme", "p", ("dem",))
    s = _rel_frame(
        men,
        Rel("que", Clause(Pronoun(JE, "m"), _v("rencontrer", True), "pc")),
        _np("cousin", "p", ("poss", TON)),
        tense="i",
        neg=True,
    )
    assert realise(s) == (
        "Ces hommes que j'ai rencontrés n'étaient pas tes cousins.",
        "These men that I met were not your cousins.",
    )


@pytest.mark.parametrize(
    "gift, plural, dem, who, verb, to, adj, past, neg, fr, en",
    [
        ("fleur", True, False, TU, "donner", JE, "beau", False, False,
         "Les fleurs que tu m'as données sont belles.", "The flowers that you gave me are beautiful."),
        ("montre", False, True, ILS, "acheter", JE, "cher", True, False,
         "Cette montre qu'ils m'ont achetée était chère.", "This watch that they bought me was expensive."),
        ("gâteau", True, False, JE, "offrir", VOUS, "délicieux", False, True,
         "Les gâteaux que je vous ai offerts ne sont pas délicieux.", "The cakes that I gave you are not delicious."),
        ("livre", False, False, Name("Anne", "f"), "prêter", NOUS, "intéressant", False, False,
         "Le livre qu'Anne nous a prêté est intéressant.", "The book that Anne lent us is interesting."),
        ("lettre", False, False, ELLE, "envoyer", TU, "joli", False, False,
         "La lettre qu'elle t'a envoyée est jolie.", "The letter that she sent you is pretty."),
    ],
)  # fmt: skip
def test_things_given(
    realise, gift, plural, dem, who, verb, to, adj, past, neg, fr, en
):
    from transformer_lib.data import given as R
    from transformer_lib.data.structures import Name as SName

    i = next(i for i, g in enumerate(R._GIFTS) if g[0] == gift)
    who = SName(who.name, who.gender) if isinstance(who, Name) else who
    s = R.Given(i, plural, dem, who, verb, to, adj, past, neg)
    assert realise(s) == (fr, en)


def test_relative_frames_drawn_are_everyday(realise):
    kinds_v3._load_kinds()
    lex = lexicon_of(3)
    for i in range(300):
        rng = random.Random(f"people:relative:{i}")
        fr, en = realise(
            kinds_v3.KINDS["relative_frame"][1](rng, _Sampler(rng, lex, 3))
        )
        assert " who you " not in en and " who I " not in en, en
        assert "leur femme" not in fr and "leur mari" not in fr, fr
        for young in ("L'enfant", "Le garçon", "La fille"):
            if fr.startswith(young) and "est" in fr:
                assert not any(w in fr for w in ("oncle", "tante", "père", "mère ")), fr


# --- Que fait ton père? -------------------------------------------------------------------


@pytest.mark.parametrize(
    "subj, tense, when, form, fr, en",
    [
        (_np("père", det=("poss", TON)), "p", None, "inv", "Que fait ton père?", "What does your father do?"),
        (_np("mère", det=("poss", VOTRE)), "p", None, "estce", "Qu'est-ce que votre mère fait?", "What does your mother do?"),
        (_np("mari", det=("poss3", "f")), "p", None, "quoi", "Son mari fait quoi?", "What does her husband do?"),
        (_np("frère", det=("poss", TON)), "p", "maintenant", "inv", "Que fait ton frère maintenant?", "What is your brother doing now?"),
        (Pronoun(TU, "m"), "p", None, "estce", "Qu'est-ce que tu fais?", "What are you doing?"),
        (Name("Paul", "m"), "p", None, "inv", "Que fait Paul?", "What is Paul doing?"),
    ],
)  # fmt: skip
def test_que_fait_a_relative_asks_a_job(realise, subj, tense, when, form, fr, en):
    from transformer_lib.data.aspect import DOING_WHEN

    w = next(i for i, x in enumerate(DOING_WHEN) if x[0] == when)
    args = dict(subj=subj, verb=0, tense=tense, when=w, form=form)
    assert realise(_c("doing", **args)) == (fr, en)


def test_things_given_are_never_given_to_lui():
    """*que tu lui as données*: to him or to her, two Englishes for one French."""
    kinds_v3._load_kinds()
    lex = lexicon_of(3)
    for i in range(200):
        rng = random.Random(f"people:given:{i}")
        s = kinds_v3.KINDS["given"][1](rng, _Sampler(rng, lex, 3))
        assert s.to not in (IL, ELLE)


# --- Il a cent livres ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "subj, noun, n, tense, fr, en",
    [
        (Pronoun(IL, "m"), "livre", 100, "p", "Il a cent livres.", "He has a hundred books."),
        (_np("grand-mère", det=("poss", MON)), "poule", 20, "i", "Ma grand-mère avait vingt poules.", "My grandmother had twenty hens."),
        (Name("Anne", "f"), "mouton", 80, "p", "Anne a quatre-vingts moutons.", "Anne has eighty sheep."),
        (Pronoun(NOUS, "m"), "photo", 21, "p", "Nous avons vingt et une photos.", "We have twenty-one photos."),
    ],
)  # fmt: skip
def test_has_many(realise, subj, noun, n, tense, fr, en):
    args = dict(subj=subj, noun=noun, n=n, tense=tense)
    assert realise(_c("has_many", **args)) == (fr, en)


# --- Les élèves écrivent dans leurs cahiers -----------------------------------------------


@pytest.mark.parametrize(
    "subj, verb, thing, tense, fr, en",
    [
        (_np("élève", "p"), "écrire", "cahier", "p", "Les élèves écrivent dans leurs cahiers.", "The pupils write in their notebooks."),
        (Pronoun(JE, "f"), "dessiner", "cahier", "pc", "J'ai dessiné dans mon cahier.", "I drew in my notebook."),
        (Name("Marie", "f"), "écrire", "agenda", "f", "Marie écrira dans son agenda.", "Marie will write in her diary."),
        (Pronoun(NOUS, "m"), "écrire", "livre", "p", "Nous écrivons dans nos livres.", "We write in our books."),
    ],
)  # fmt: skip
def test_write_in_ones_notebook(realise, subj, verb, thing, tense, fr, en):
    args = dict(subj=subj, verb=verb, thing=thing, tense=tense)
    assert realise(_c("write_in", **args)) == (fr, en)


# --- vrai is true after c'est, never an attribute of the clause grammar -------------------


def test_vrai_is_no_attribute_of_the_clause_grammar():
    """*On n'est pas vrai.* / *We are not real.* taught *vrai* = *real* after *être*,
    against *Ce n'est pas vrai.* / *It is not true.*; *un vrai ami* stays *a real friend*."""
    from transformer_lib.data.lexicon_more import NOT_ATTRIBUTES

    assert "vrai" in NOT_ATTRIBUTES
    lex = lexicon_of(3)
    seen = 0
    for i in range(1500):
        rng = random.Random(f"people:vrai:{i}")
        s = _Sampler(rng, lex, 3).sentence(1)
        for c in s.clauses:
            attr = getattr(c, "attr", None)
            assert attr is None or attr.fr != "vrai", c
            seen += attr is not None
    assert seen > 50


@pytest.mark.parametrize(
    "np, form, fr, en",
    [
        (_np("femme", det=("dem",)), "cest", "C'est qui, cette femme?", "Who is this woman?"),
        (_np("femme", det=("dem",)), "qui", "Qui est cette femme?", "Who is this woman?"),
        (_np("professeur", det=("poss", TON)), "cest", "C'est qui, ton professeur?", "Who is your teacher?"),
        (_np("garçon", "p", ("dem",)), "cest", "Qui sont ces garçons?", "Who are these boys?"),
        (_np("fille", det=("poss", VOTRE)), "qui", "Qui est votre fille?", "Who is your daughter?"),
    ],
)  # fmt: skip
def test_who_is_a_person(realise, np, form, fr, en):
    assert realise(_c("who_is", np=np, form=form)) == (fr, en)


def test_tu_and_vous_are_not_mixed():
    kinds_v3._load_kinds()
    lex = lexicon_of(3)
    for i in range(400):
        rng = random.Random(f"people:tu-vous:{i}")
        s = kinds_v3.KINDS["proud_of"][1](rng, _Sampler(rng, lex, 3))
        subj, whom = s.args["subj"], s.args["whom"]
        if isinstance(subj, Pronoun) and isinstance(whom, NounPhrase):
            if subj.index == VOUS:
                assert whom.det != ("poss", TON), s.args
            if subj.index == TU:
                assert whom.det != ("poss", VOTRE), s.args
