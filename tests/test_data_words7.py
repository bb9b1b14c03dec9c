"""Corpus v3's fifth pass of everyday words (lexicon_more5) and the kinds that say them:
the jobs without an article (*Mon oncle est pompier.* / *My uncle is a firefighter.*),
*rater* / *réussir* an exam (*fail* / *pass*), *à la télé* (*on TV*) and *il grêle*.

Every expected pair here was written by hand.
"""

from __future__ import annotations

import random
import re

import pytest

from transformer_lib.data import kinds_v3
from transformer_lib.data import lexicon as lx
from transformer_lib.data import lexicon_more as M1
from transformer_lib.data import lexicon_more2 as M2
from transformer_lib.data import lexicon_more3 as M3
from transformer_lib.data import lexicon_more4 as M4
from transformer_lib.data import lexicon_more5 as M
from transformer_lib.data import lexicon_nouns as LN
from transformer_lib.data import lexicon_v3 as L
from transformer_lib.data.kind_parts import Construction, Name
from transformer_lib.data.sampler import _COPULA, _fits
from transformer_lib.data.structures import Clause, NounPhrase, Pronoun, Sentence
from transformer_lib.data.structures import Name as ClauseName

JE, TU, IL, ELLE, NOUS, VOUS, ILS, ELLES = range(8)


def _c(kind, **args):
    return Construction(kind, args)


def _noun(fr):
    return next(n for n in L.NOUNS if n.fr == fr)


def _np(fr, number="s", det=("def",), gender=None):
    n = _noun(fr)
    return NounPhrase(n, gender or ("m" if n.gender == "mf" else n.gender), number, det)


def _verb(fr, en=None):
    return next(v for v in L.VERBS if v.fr == fr and (en is None or v.en == en))


def _adj(fr):
    return next(a for a in L.ADJECTIVES if a.fr == fr)


def _say(realise, subj, verb, tense, en=None, **kw):
    c = Clause(subj=subj, verb=_verb(verb, en), tense=tense, version3=True, **kw)
    return realise(Sentence([c]))


def _job(fr):
    from transformer_lib.data.idioms import JOBS

    return next(i for i, j in enumerate(JOBS) if j[0] == fr)


# --- the entries --------------------------------------------------------------------------


def test_no_lemma_repeats_and_every_word_is_in_v3():
    others = (*lx.NOUNS, *LN.NOUNS, *M1.NOUNS, *M2.NOUNS, *M3.NOUNS, *M4.NOUNS)
    new = [n.fr for n in M.NOUNS]
    assert len(new) == len(set(new)) and not set(new) & {n.fr for n in others}
    assert set(new) <= {n.fr for n in L.NOUNS}
    assert {(v.fr, v.en) for v in M.VERBS} <= {(v.fr, v.en) for v in L.VERBS}
    assert {a.fr for a in M.ADJECTIVES} <= {a.fr for a in L.ADJECTIVES}
    assert len({a.fr for a in L.ADJECTIVES}) == len(L.ADJECTIVES)
    assert 100 <= len(M.NOUNS) + len(M.VERBS) + len(M.ADJECTIVES) <= 150


def test_every_new_word_has_something_to_go_with():
    for v in M.VERBS:
        assert any(_fits(n, v.subj) for n in L.NOUNS), v
        assert v.obj is None or any(_fits(n, v.obj) for n in L.NOUNS), v
    for a in M.ADJECTIVES:
        assert any(_fits(n, a.tags) for n in L.NOUNS), a


def test_the_missing_words_of_dev_set_4_are_in():
    nouns = {n.fr: n.en for n in L.NOUNS}
    assert nouns["pompier"] == "firefighter"
    assert nouns["mamie"] == "granny" and nouns["distributeur"] == "cash machine"
    assert nouns["station de métro"] == "metro station"
    assert _adj("bondé").en == "crowded"
    assert _verb("baisser").en_prep == "down"


@pytest.mark.parametrize(
    "fr, gender",
    [("mamie", "f"), ("papi", "m"), ("moule", "f"), ("poireau", "m"), ("huître", "f"),
     ("lave-vaisselle", "m"), ("station", "f"), ("immeuble", "m"), ("pantoufle", "f"),
     ("cerf-volant", "m"), ("écurie", "f"), ("poignet", "m"), ("météo", "f")],
)  # fmt: skip
def test_gender_by_hand(fr, gender):
    assert _noun(fr).gender == gender


@pytest.mark.parametrize(
    "subj, verb, tense, obj, fr, en",
    [
        # plurals of compounds, invariables and -eau, by hand
        (TU, "réparer", "pc", ("lave-vaisselle", "p"),
         "Tu as réparé les lave-vaisselle.", "You repaired the dishwashers."),
        (IL, "voir", "pc", ("rond-point", "p"),
         "Il a vu les ronds-points.", "He saw the roundabouts."),
        (ELLE, "manger", "pc", ("poireau", "p"),
         "Elle a mangé les poireaux.", "She ate the leeks."),
        (NOUS, "perdre", "pc", ("cerf-volant", "p"),
         "Nous avons perdu les cerfs-volants.", "We lost the kites."),
        (JE, "voir", "pc", ("poisson rouge", "p"),
         "J'ai vu les poissons rouges.", "I saw the goldfish."),
        (ILS, "peindre", "pc", ("immeuble", "p"),
         "Ils ont peint les immeubles.", "They painted the blocks of flats."),
        (VOUS, "voir", "f", ("station de métro", "p"),
         "Vous verrez les stations de métro.", "You will see the metro stations."),
        (JE, "voir", "pc", ("étoile de mer", "p"),
         "J'ai vu les étoiles de mer.", "I saw the starfish."),
    ],
)  # fmt: skip
def test_plurals_by_hand(realise, subj, verb, tense, obj, fr, en):
    gender = "f" if subj in (ELLE, ELLES) else "m"
    got = _say(realise, Pronoun(subj, gender), verb, tense, obj=_np(*obj))
    assert got == (fr, en)


def test_half_sisters_are_spelt_with_the_ligature(realise):
    subj = _np("demi-soeur", "p", ("poss", 0))
    assert _say(realise, subj, "arriver", "pc") == (
        "Mes demi-sœurs sont arrivées.",
        "My half-sisters arrived.",
    )


# --- one sentence per theme ----------------------------------------------------------------


def test_a_sentence_of_each_theme(realise):
    # family
    got = _say(realise, _np("mamie", det=("poss", 0)), "dormir", "pc")
    assert got == ("Ma mamie a dormi.", "My granny slept.")
    # clothes
    got = _say(realise, Pronoun(IL, "m"), "mettre", "pc", obj=_np("pantoufle", "p"))
    assert got == ("Il a mis les pantoufles.", "He put on the slippers.")
    # food and drink
    got = _say(realise, Pronoun(NOUS, "m"), "manger", "pc", obj=_np("moule", "p"))
    assert got == ("Nous avons mangé les moules.", "We ate the mussels.")
    got = _say(realise, Pronoun(ELLE, "f"), "boire", "pc", obj=_np("cidre"))
    assert got == ("Elle a bu le cidre.", "She drank the cider.")
    # the house and toys
    got = _say(realise, Pronoun(TU, "m"), "réparer", "f", obj=_np("micro-ondes"))
    assert got == ("Tu répareras le micro-ondes.", "You will repair the microwave.")
    # the town
    got = _say(realise, Pronoun(JE, "m"), "chercher", "pc", obj=_np("distributeur"))
    assert got == ("J'ai cherché le distributeur.", "I looked for the cash machine.")
    # transport, with the adjective of dev set 4
    c = Clause(subj=_np("métro"), verb=_COPULA, tense="p", version3=True)
    c.attr = _adj("bondé")
    assert realise(Sentence([c])) == (
        "Le métro est bondé.",
        "The metro is crowded.",
    )
    # animals
    got = _say(realise, _np("perruche", "p", ("poss", 4)), "chanter", "i")
    assert got == ("Leurs perruches chantaient.", "Their budgies were singing.")
    # feelings and people
    c = Clause(subj=Pronoun(ELLE, "f"), verb=_COPULA, tense="pc", version3=True)
    c.attr = _adj("gêné")
    assert realise(Sentence([c])) == ("Elle a été gênée.", "She was embarrassed.")
    # new verbs
    got = _say(realise, Pronoun(NOUS, "m"), "pique-niquer", "pc")
    assert got == ("Nous avons pique-niqué.", "We had a picnic.")
    obj = _np("musique")
    got = _say(realise, Pronoun(TU, "m"), "baisser", "pc", obj=obj)
    assert got == ("Tu as baissé la musique.", "You turned down the music.")
    got = _say(realise, ClauseName("Léa", "f"), "éternuer", "f")
    assert got == ("Léa éternuera.", "Léa will sneeze.")


def test_a_sore_wrist(realise):
    from transformer_lib.data import body as B

    part = next(i for i, x in enumerate(B.ACHES) if x[0] == "poignet")
    args = dict(subj=Pronoun(JE, "m"), part=part, tense="p", neg=False, asked=False)
    assert realise(_c("ache", **args)) == ("J'ai mal au poignet.", "My wrist hurts.")


# --- rater and réussir an exam: fail and pass ----------------------------------------------


def test_rater_an_exam_is_fail_and_rater_a_concert_miss(realise):
    got = _say(realise, Pronoun(ILS, "m"), "rater", "pc", "fail", obj=_np("examen"))
    assert got == ("Ils ont raté l'examen.", "They failed the exam.")
    got = _say(realise, Pronoun(ILS, "m"), "rater", "pc", "miss", obj=_np("concert"))
    assert got == ("Ils ont raté le concert.", "They missed the concert.")
    got = _say(realise, Pronoun(ELLE, "f"), "réussir", "pc", "pass", obj=_np("test"))
    assert got == ("Elle a réussi le test.", "She passed the test.")
    # (the old code let rater / miss take the exams: "They missed the exam.")
    miss = _verb("rater", "miss")
    assert not any(_fits(_noun(x), miss.obj) for x in ("examen", "test", "dictée"))
    assert _fits(_noun("concert"), miss.obj) and _fits(_noun("film"), miss.obj)


@pytest.mark.parametrize(
    "subj, verb, what, tense, neg, asked, fr, en",
    [
        (Pronoun(JE, "m"), 1, "examen", "pc", False, 0,
         "J'ai raté mon examen.", "I failed my exam."),
        (Name("Léa", "f"), 0, "examen de maths", "pc", False, 0,
         "Léa a réussi son examen de maths.", "Léa passed her maths exam."),
        (Pronoun(TU, "m"), 0, "permis", "pc", False, 1,
         "Est-ce que tu as réussi ton permis?", "Did you pass your driving test?"),
        (Pronoun(VOUS, "m"), 0, "examen", "pc", False, 2,
         "Vous avez réussi votre examen?", "Did you pass your exam?"),
        (Pronoun(ILS, "m"), 1, "examen d'anglais", "pc", True, 0,
         "Ils n'ont pas raté leur examen d'anglais.",
         "They did not fail their English exam."),
        (Pronoun(TU, "f"), 0, "examen", "going", False, 0,
         "Tu vas réussir ton examen.", "You are going to pass your exam."),
        (Pronoun(IL, "m"), 1, "examen d'histoire", "f", False, 0,
         "Il ratera son examen d'histoire.", "He will fail his history exam."),
    ],
)  # fmt: skip
def test_exams_by_hand(realise, subj, verb, what, tense, neg, asked, fr, en):
    from transformer_lib.data.leisure import _EXAMS

    i = next(i for i, x in enumerate(_EXAMS) if x[0] == what)
    args = dict(subj=subj, verb=verb, what=i, tense=tense, neg=neg, asked=asked)
    assert realise(_c("exam", **args)) == (fr, en)


# --- à la télé: on TV ----------------------------------------------------------------------


def _tv(how, subj=None, item=0, medium=0, tense="p", when=0):
    args = dict(how=how, subj=subj, item=item, medium=medium, tense=tense, when=when)
    return _c("on_tv", **args)


def test_on_tv_by_hand(realise):
    from transformer_lib.data.leisure import _SEEN, _SHOWS, _TV_WHEN

    good = next(i for i, x in enumerate(_SHOWS) if x[0] == "un bon film")
    tonight = next(i for i, x in enumerate(_TV_WHEN) if x[0] == "ce soir")
    assert realise(_tv("there", item=good, when=tonight)) == (
        "Il y a un bon film à la télé ce soir.",
        "There is a good film on TV tonight.",
    )
    assert realise(_tv("what", tense="f", when=tonight)) == (
        "Qu'est-ce qu'il y aura à la télé ce soir?",
        "What will be on TV tonight?",
    )
    uncle = _np("oncle", det=("poss", 0))
    assert realise(_tv("was", subj=uncle, tense="pc")) == (
        "Mon oncle est passé à la télé.",
        "My uncle was on TV.",
    )
    assert realise(_tv("was", subj=Pronoun(ELLE, "f"), tense="f", medium=1)) == (
        "Elle passera à la télévision.",
        "She will be on television.",
    )
    song = next(i for i, x in enumerate(_SEEN) if x[0] == "cette chanson")
    got = realise(_tv("seen", Pronoun(NOUS, "m"), song, -1, "pc"))
    assert got == (
        "Nous avons entendu cette chanson à la radio.",
        "We heard this song on the radio.",
    )
    match = next(i for i, x in enumerate(_SEEN) if x[0] == "le match")
    got = realise(_tv("seen", Pronoun(TU, "m"), match, 0, "pc"))
    assert got == ("Tu as vu le match à la télé.", "You saw the match on TV.")


# --- jobs without an article ---------------------------------------------------------------


def _job_args(subj, fr, tense="p", become=False, neg=False):
    return dict(
        subj=subj, job=_job(fr), tense=tense, neg=neg, asked=False, become=become
    )


def test_jobs_take_the_english_article(realise):
    uncle = _np("oncle", det=("poss", 0))
    got = realise(_c("job", **_job_args(uncle, "pompier")))
    assert got == ("Mon oncle est pompier.", "My uncle is a firefighter.")
    aunt = _np("tante", det=("poss", 0))
    got = realise(_c("job", **_job_args(aunt, "comptable")))
    assert got == ("Ma tante est comptable.", "My aunt is an accountant.")
    got = realise(_c("job", **_job_args(Pronoun(ELLES, "f"), "caissier", "i")))
    assert got == ("Elles étaient caissières.", "They were cashiers.")
    got = realise(_c("job", **_job_args(Pronoun(ILS, "m"), "maçon", neg=True)))
    assert got == ("Ils ne sont pas maçons.", "They are not builders.")
    got = realise(_c("job", **_job_args(Pronoun(JE, "m"), "pompier", become=True)))
    assert got == ("Je veux devenir pompier.", "I want to become a firefighter.")
    got = realise(_c("job", **_job_args(Name("Léa", "f"), "bibliothécaire")))
    assert got == ("Léa est bibliothécaire.", "Léa is a librarian.")


def test_every_new_job_says_a_or_an(realise):
    from transformer_lib.data.idioms import JOBS

    for fr, en, _ in M.JOBS:
        got = realise(_c("job", **_job_args(Pronoun(IL, "m"), fr)))
        article = "an" if en[0] in "aeiou" else "a"
        assert got == (f"Il est {fr}.", f"He is {article} {en}."), got
        assert (fr, en) in {(j[0], j[1]) for j in JOBS}


# --- il grêle ------------------------------------------------------------------------------


def test_it_hails(realise):
    from transformer_lib.data.weather import WEATHER

    i = next(i for i, w in enumerate(WEATHER) if w[1] == "grêler")
    args = dict(what=i, neg=False, asked=0, when=None, place=None)
    assert realise(_c("weather", tense="p", **args)) == ("Il grêle.", "It is hailing.")
    assert realise(_c("weather", tense="past", **args)) == ("Il a grêlé.", "It hailed.")


# --- samples of the new kinds --------------------------------------------------------------


@pytest.mark.parametrize("kind", ["exam", "on_tv"])
def test_sampled_kinds_are_clean_and_varied(realise, kind):
    from transformer_lib.data.sampler import _Sampler
    from transformer_lib.data.streams import lexicon_of

    kinds_v3._load_kinds()
    rows = set()
    for i in range(300):
        rng = random.Random(f"words7:{kind}:{i}")
        s = kinds_v3.KINDS[kind][1](rng, _Sampler(rng, lexicon_of(3), 3))
        fr, en = realise(s)
        assert fr[-1] in ".?!" and en[-1] in ".?!" and fr[-1] == en[-1], (fr, en)
        for text in (fr, en):
            assert "None" not in text and "[[" not in text and "  " not in text
            assert "? ?" not in text
        assert not re.search(r"\bà le\b|\bde le\b|\bà les\b", fr), fr
        if kind == "exam":
            assert ("réussi" in fr) == (" pass" in en), (fr, en)
            assert ("rat" in fr) == (" fail" in en), (fr, en)
            assert "examen" in fr or "permis" in fr
        else:
            tv = re.search(r"à la télé\b(?!vision)", fr) is not None
            assert tv == ("on TV" in en), (fr, en)
            assert ("à la radio" in fr) == ("on the radio" in en), (fr, en)
            assert "vu cette chanson" not in fr
        rows.add(fr)
    assert len(rows) > 150


def test_weights_of_this_round():
    kinds_v3._load_kinds()
    assert kinds_v3.KINDS["exam"][0] == 0.04 and kinds_v3.KINDS["on_tv"][0] == 0.04
    assert kinds_v3.KINDS["job"][0] == 0.25


# --- avoir honte ---------------------------------------------------------------------------


def test_avoir_honte_is_be_ashamed(realise):
    from transformer_lib.data.phrases import STATES

    i = next(i for i, s in enumerate(STATES) if s[0] == "honte")
    args = dict(subj=Pronoun(JE, "m"), state=i, tense="p", neg=False, asked=False)
    assert realise(_c("state", **args)) == ("J'ai honte.", "I am ashamed.")
    args.update(subj=Name("Paul", "m"), tense="past", neg=True)
    assert realise(_c("state", **args)) == (
        "Paul n'avait pas honte.",
        "Paul was not ashamed.",
    )
