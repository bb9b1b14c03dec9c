"""Corpus v3's eighth widening, jobs and people (jobs_at, people_who, idioms.WOMAN): a job
with a place and a time (*Mon oncle est boulanger à Dijon.* / *My uncle is a baker in
Dijon.*), *travailler comme* (*work as*), a relative's relative (*Le mari de ma sœur* /
*My sister's husband*), two people and their jobs, *Comment va ta grand-mère?*, people
and places pointed out by a relative clause.

Every expected pair here was written by hand.
"""

from __future__ import annotations

import random
import re

import pytest

from transformer_lib.data import kinds_v3
from transformer_lib.data.idioms import JOBS as IDIOM_JOBS
from transformer_lib.data.kind_parts import Construction, Name
from transformer_lib.data.people_who import DOING, DONE, HABIT, HEADS, PLACES
from transformer_lib.data.people_words import FAMILY, JOBS, WHERE, Who
from transformer_lib.data.realiser import realise
from transformer_lib.data.structures import Pronoun

MINE = {"job_at", "job_pair", "how_is", "people_who", "place_where"}


def _i(table, fr, col=0):
    return next(i for i, row in enumerate(table) if row[col] == fr)


def _job(fr):
    return _i(JOBS, fr)


def _fam(fr, gender):
    return next(i for i, f in enumerate(FAMILY) if f[0] == fr and f[1] == gender)


def _head(fr):
    return HEADS[_i(HEADS, fr)]


def _rel(table, start):
    return next(i for i, row in enumerate(table) if row[0].startswith(start))


ONCLE = Who(("mon oncle", "my uncle", 2, "m", "s"))
NATHALIE = Who(("Nathalie", "Nathalie", 2, "f", "s"))
ELLE = Who(("elle", "she", 2, "f", "s"))
IL = Who(("il", "he", 2, "m", "s"))
JE_F = Who(("je", "I", 0, "f", "s"))
JE_M = Who(("je", "I", 0, "m", "s"))
NOUS_F = Who(("nous", "we", 3, "f", "p"))
ILS = Who(("ils", "they", 5, "m", "p"))
ELLES = Who(("elles", "they", 5, "f", "p"))
SA_SOEUR = Who(("ma sœur", "my sister", 2, "f", "s"))
MARI = Who(("le mari de ma sœur", "my sister's husband", 2, "m", "s"))
FEMME = Who(("ma femme", "my wife", 2, "f", "s"))
PAUL = Who(("Paul", "Paul", 2, "m", "s"))
MERE = Who(("ma mère", "my mother", 2, "f", "s"))


def _at(who, verb, tense, job, where=None, when=None, years=None, neg=False):
    args = dict(who=who, verb=verb, tense=tense, job=_job(job), where=where)
    args.update(when=when, years=years, neg=neg)
    return Construction("job_at", args)


JOB_AT = [
    (
        _at(ONCLE, "être", "p", "boulanger", "Dijon"),
        "Mon oncle est boulanger à Dijon.",
        "My uncle is a baker in Dijon.",
    ),
    (
        _at(NATHALIE, "travailler", "p", "serveur", "café"),
        "Nathalie travaille comme serveuse dans un café.",
        "Nathalie works as a waitress in a café.",
    ),
    (
        _at(ELLE, "être", "f", "médecin", None, "dans", 2),
        "Elle sera médecin dans deux ans.",
        "She will be a doctor in two years.",
    ),
    (
        _at(IL, "être", "p", "infirmier", "l'hôpital", "depuis", 10),
        "Il est infirmier à l'hôpital depuis dix ans.",
        "He has been a nurse at the hospital for ten years.",
    ),
    (
        _at(JE_F, "travailler", "i", "cuisinier", "restaurant", "avant"),
        "Avant, je travaillais comme cuisinière dans un restaurant.",
        "I used to work as a cook in a restaurant.",
    ),
    (
        _at(NOUS_F, "être", "p", "avocat", neg=True),
        "Nous ne sommes pas avocates.",
        "We are not lawyers.",
    ),
    (
        _at(SA_SOEUR, "devenir", "pc", "facteur", "village"),
        "Ma sœur est devenue factrice dans un petit village.",
        "My sister became a postwoman in a small village.",
    ),
    (
        _at(ELLES, "devenir", "f", "acteur", None, "next_year"),
        "Elles deviendront actrices l'année prochaine.",
        "They will become actresses next year.",
    ),
    (
        _at(MARI, "être", "p", "pompier"),
        "Le mari de ma sœur est pompier.",
        "My sister's husband is a firefighter.",
    ),
    (
        _at(JE_M, "travailler", "pc", "serveur", "Paris", "pendant", 3),
        "J'ai travaillé comme serveur à Paris pendant trois ans.",
        "I worked as a waiter in Paris for three years.",
    ),
    (
        _at(ILS, "travailler", "p", "chauffeur de taxi", "aéroport"),
        "Ils travaillent comme chauffeurs de taxi à l'aéroport.",
        "They work as taxi drivers at the airport.",
    ),
    (
        _at(JE_F, "être", "pc", "secrétaire", "école"),
        "J'ai été secrétaire dans une école.",
        "I was a secretary at a school.",
    ),
    (
        _at(MERE, "travailler", "p", "agriculteur", "campagne", neg=True),
        "Ma mère ne travaille pas comme agricultrice à la campagne.",
        "My mother does not work as a farmer in the country.",
    ),
    (
        _at(ELLES, "être", "i", "secrétaire", "mairie"),
        "Elles étaient secrétaires à la mairie.",
        "They were secretaries at the town hall.",
    ),
]


def _pair(first, second, stressed, tense, jobs, but=False):
    args = dict(first=first, second=second, stressed=stressed, tense=tense)
    args.update(jobs=tuple(_job(j) for j in jobs), but=but)
    return Construction("job_pair", args)


def _how(who, how, answer=None):
    return Construction("how_is", dict(who=who, how=how, answer=answer))


OTHERS = [
    (
        _pair(FEMME, JE_M, "moi", "p", ("avocat", "professeur")),
        "Ma femme est avocate et moi, je suis professeur.",
        "My wife is a lawyer and I am a teacher.",
    ),
    (
        _pair(PAUL, JE_M, "moi", "i", ("boulanger", "facteur"), but=True),
        "Paul était boulanger mais moi, j'étais facteur.",
        "Paul was a baker but I was a postman.",
    ),
    (
        _pair(MARI, NOUS_F, "nous", "f", ("dentiste", "infirmier")),
        "Le mari de ma sœur sera dentiste et nous, nous serons infirmières.",
        "My sister's husband will be a dentist and we will be nurses.",
    ),
    (
        _how(Who(("ta grand-mère", "your grandmother", 2, "f", "s")), "ask"),
        "Comment va ta grand-mère?",
        "How is your grandmother?",
    ),
    (
        _how(Who(("tes parents", "your parents", 5, "m", "p")), "ask"),
        "Comment vont tes parents?",
        "How are your parents?",
    ),
    (
        _how(Who(("votre oncle", "your uncle", 2, "m", "s")), "et"),
        "Et votre oncle, comment va-t-il?",
        "And how is your uncle?",
    ),
    (
        _how(MERE, "answer", "mieux"),
        "Ma mère va mieux.",
        "My mother is feeling better.",
    ),
    (
        _how(MARI, "ask"),
        "Comment va le mari de ma sœur?",
        "How is my sister's husband?",
    ),
]


def _who(head, rel, main, tense="p"):
    return Construction(
        "people_who", dict(head=_head(head), rel=rel, main=main, tense=tense)
    )


PEOPLE_WHO = [
    (
        _who(
            "femme",
            ("doing", _rel(DOING, "parle"), {"P": ("Pierre", "Pierre")}),
            ("family", (_fam("tante", "f"), 0)),
        ),
        "La femme qui parle avec Pierre est ma tante.",
        "The woman who is talking to Pierre is my aunt.",
    ),
    (
        _who(
            "femme",
            ("doing", _rel(DOING, "parle"), {"P": ("Pierre", "Pierre")}),
            ("family", (_fam("tante", "f"), 0)),
            "i",
        ),
        "La femme qui parlait avec Pierre était ma tante.",
        "The woman who was talking to Pierre was my aunt.",
    ),
    (
        _who("garçon", ("done", _rel(DONE, "a gagné"), {}), ("name", "Hugo")),
        "Le garçon qui a gagné s'appelle Hugo.",
        "The boy who won is called Hugo.",
    ),
    (
        _who("gens", ("habit", _rel(HABIT, "habite en face"), {}), ("adj", 0)),
        "Les gens qui habitent en face sont très bruyants.",
        "The people who live opposite are very noisy.",
    ),
    (
        _who("gens", ("habit", _rel(HABIT, "habite en face"), {}), ("adj", 0), "i"),
        "Les gens qui habitaient en face étaient très bruyants.",
        "The people who lived opposite were very noisy.",
    ),
    (
        _who("dame", ("seen", 0, {"who": 0, "C": None}), ("job", _job("infirmier"))),
        "La dame que j'ai vue hier est infirmière.",
        "The lady that I saw yesterday is a nurse.",
    ),
    (
        _who("hommes", ("seen", 1, {"who": 2, "C": "Rome"}), ("from", "Lyon")),
        "Les hommes que nous avons rencontrés à Rome viennent de Lyon.",
        "The men that we met in Rome come from Lyon.",
    ),
    (
        _who(
            "filles",
            ("done", _rel(DONE, "est venu"), {}),
            ("family", (_fam("cousine", "f"), 0)),
        ),
        "Les filles qui sont venues hier sont mes cousines.",
        "The girls who came yesterday are my cousins.",
    ),
    (
        _who(
            "femmes",
            ("doing", _rel(DOING, "est assis"), {"P": ("Anne", "Anne")}),
            ("adj", 5),
        ),
        "Les femmes qui sont assises à côté d'Anne sont très timides.",
        "The women who are sitting next to Anne are very shy.",
    ),
    (
        _who(
            "jeune homme",
            ("habit", _rel(HABIT, "travaille avec"), {"P": ("mon père", "my father")}),
            ("family", (_fam("voisin", "m"), 1)),
        ),
        "Le jeune homme qui travaille avec mon père est ton voisin.",
        "The young man who works with my father is your neighbour.",
    ),
]


def _where(place, who, verb, frame, adj=0):
    args = dict(place=_i(PLACES, place), who=who, verb=verb, frame=frame, adj=adj)
    return Construction("place_where", args)


PLACE_WHERE = [
    (
        _where("village", MERE, "grandi", "voici"),
        "Voici le village où ma mère a grandi.",
        "Here is the village where my mother grew up.",
    ),
    (
        _where("ville", ELLES, "né", "connais"),
        "Je connais la ville où elles sont nées.",
        "I know the town where they were born.",
    ),
    (
        _where("maison", Who(("nous", "we", 3, "m", "p")), "habitait", "adj", 0),
        "La maison où nous habitions était très petite.",
        "The house where we lived was very small.",
    ),
    (
        _where("église", Who(("tu", "you", 1, "f", "s")), "marié", "voici"),
        "Voici l'église où tu t'es mariée.",
        "Here is the church where you got married.",
    ),
    (
        _where("hôpital", JE_M, "né", "aime"),
        "J'aime beaucoup l'hôpital où je suis né.",
        "I really like the hospital where I was born.",
    ),
    (
        _where("restaurant", PAUL, "travaille", "voici"),
        "Voici le restaurant où Paul travaille.",
        "Here is the restaurant where Paul works.",
    ),
]


@pytest.mark.parametrize(
    "s,fr,en", JOB_AT + OTHERS + PEOPLE_WHO + PLACE_WHERE, ids=lambda x: ""
)
def test_pairs_written_by_hand(s, fr, en):
    assert realise(s) == (fr, en)


def _job_kind(subj, job, tense="p", neg=False, asked=False, become=False):
    args = dict(subj=subj, job=_i(IDIOM_JOBS, job), tense=tense, neg=neg)
    args.update(asked=asked, become=become)
    return Construction("job", args)


@pytest.mark.parametrize(
    "s,fr,en",
    [
        (
            _job_kind(Name("Marie", "f"), "serveur"),
            "Marie est serveuse.",
            "Marie is a waitress.",
        ),
        (
            _job_kind(Pronoun(7, "f"), "facteur", "f"),
            "Elles seront factrices.",
            "They will be postwomen.",
        ),
        (
            _job_kind(Pronoun(3, "f"), "coiffeur", asked=True),
            "Est-ce qu'elle est coiffeuse?",
            "Is she a hairdresser?",
        ),
        (
            _job_kind(Pronoun(3, "f"), "acteur", become=True),
            "Elle veut devenir actrice.",
            "She wants to become an actress.",
        ),
        (
            _job_kind(Pronoun(2, "m"), "serveur"),
            "Il est serveur.",
            "He is a waiter.",
        ),
    ],
    ids=lambda x: "",
)
def test_job_kind_says_a_womans_job_in_both_languages(s, fr, en):
    # (the job kind drew postman, waiter, actor... for men only, and its English of
    # a woman's serveuse was waiter)
    assert realise(s) == (fr, en)


def test_job_kind_draws_women_waitresses():
    rows = _sampled("job", 600)
    assert any("serveuse" in fr or "actrice" in fr for _, fr, _ in rows)


def _sampled(kind, n):
    from transformer_lib.data.sampler import _Sampler
    from transformer_lib.data.streams import lexicon_of

    kinds_v3._load_kinds()
    out = []
    for i in range(n):
        rng = random.Random(f"test-jobs8:{kind}:{i}")
        s = kinds_v3.KINDS[kind][1](rng, _Sampler(rng, lexicon_of(3), 3))
        out.append((s, *realise(s)))
    return out


_BAD = re.compile(r"None|\[\[|\{|\}| à le | à les | de le | de les |  | ,|\bque il\b")
_BAD_EN = re.compile(r"None|\[\[|\{|\}|  | a [aeiou]| an [bcdfgjklmnpqrstvwxyz]")


@pytest.mark.parametrize("kind", sorted(MINE))
def test_sampled_rows_are_clean_and_varied(kind):
    rows = _sampled(kind, 300)
    for _, fr, en in rows:
        assert fr[:1].isupper() and en[:1].isupper(), (fr, en)
        assert fr[-1] in ".?" and en[-1] == fr[-1], (fr, en)
        assert not _BAD.search(fr), fr
        assert not _BAD_EN.search(en), en
        assert "je a" not in fr and "je é" not in fr and " de A" not in fr, fr
    assert len({fr for _, fr, _ in rows}) >= (150 if kind == "how_is" else 250)


def test_job_at_draws_every_frame():
    rows = _sampled("job_at", 400)
    en = " ".join(e for _, _, e in rows)
    fr = " ".join(f for _, f, _ in rows)
    for word in ("comme", "depuis", "pendant", "dans", "Avant,", "devenu", " de "):
        assert word in fr, word
    for word in ("works as", "has been", "used to", "will become", "'s "):
        assert word in en, word
    assert any(w[0] in fr for w in WHERE.values())


def test_every_job_has_both_genders_and_english():
    for fr_m, fr_f, en_m, _, places in JOBS:
        assert fr_m and fr_f and en_m, fr_m
        assert all(p in WHERE for p in places.split()), fr_m


def test_weights_of_this_round_stay_small():
    kinds_v3._load_kinds()
    assert sum(kinds_v3.KINDS[k][0] for k in MINE) <= 0.30
    assert all(0.02 <= kinds_v3.KINDS[k][0] <= 0.08 for k in MINE)


def test_relatives_of_people_agree():
    rows = _sampled("people_who", 400)
    for _, fr, en in rows:
        if fr.startswith("Les ") and " qui sont venu" in fr:
            assert re.search(r"venu(e)?s", fr), fr
        if fr.startswith(("La ", "Le ", "L'")) and " que " in fr:
            assert not re.search(r" (vu|rencontré|invité|appelé)e?s\b", fr), fr
        if " who is " in en or " who was " in en:
            assert re.search(r" who (is|was) \w+ing\b", en), en
