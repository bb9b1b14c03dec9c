"""Kinds of sentence of version 3: jobs and the people who have them.

- ``job_at``: *être*, *devenir* or *travailler comme* + a job, which French says without
  an article and English with one, followed by where (*à* + a city, *dans un café*, *à
  l'hôpital*) and sometimes when: *Mon oncle est boulanger à Dijon.* / *My uncle is a
  baker in Dijon.*, *Nathalie travaille comme serveuse dans un café.* / *Nathalie works
  as a waitress in a café.*, *Elle sera médecin dans deux ans.* / *She will be a doctor
  in two years.*, *Il est infirmier depuis dix ans.* / *He has been a nurse for ten
  years.*, *Avant, elle était vendeuse.* / *She used to be a shop assistant.*; the
  subject is a pronoun, a first name, a relative (*ma tante*, *nos voisins*) or a
  relative's relative (*Le mari de ma sœur* / *My sister's husband*, *La fille de Paul* /
  *Paul's daughter*);
- ``job_pair``: two people and their jobs: *Ma femme est avocate et moi, je suis
  professeur.* / *My wife is a lawyer and I am a teacher.*;
- ``how_is``: *Comment va ta grand-mère?* / *How is your grandmother?*, *Comment vont
  tes parents?* / *How are your parents?*, and the answers (*Ma mère va bien.* / *My
  mother is fine.*).

Every job has its feminine in both languages, written by hand (:mod:`.people_words`:
*serveuse* / *waitress*, *agricultrice* / *farmer*, *factrice* / *postwoman*).
"""

from __future__ import annotations

import random

from .kind_parts import Construction, builder, en_number, fr_number
from .kinds_v3 import register
from .people_words import (
    _VOWEL,
    JOBS,
    POSS,
    TOWNS,
    WHERE,
    Who,
    _cap,
    _elide,
    draw_who,
    job_words,
)

__all__ = ["fr_verb", "en_be", "job_at", "job_pair", "how_is"]

# --- Verbs, by hand (slots: je tu il nous vous ils) ------------------------------------------

_FR = {
    ("être", "p"): "suis es est sommes êtes sont",
    ("être", "i"): "étais étais était étions étiez étaient",
    ("être", "f"): "serai seras sera serons serez seront",
    ("être", "pc"): "ai_été as_été a_été avons_été avez_été ont_été",
    ("devenir", "pc"): "suis_devenu es_devenu est_devenu sommes_devenu êtes_devenu "
    "sont_devenu",
    (
        "devenir",
        "f",
    ): "deviendrai deviendras deviendra deviendrons deviendrez deviendront",
    ("travailler", "p"): "travaille travailles travaille travaillons travaillez "
    "travaillent",
    ("travailler", "i"): "travaillais travaillais travaillait travaillions travailliez "
    "travaillaient",
    ("travailler", "f"): "travaillerai travailleras travaillera travaillerons "
    "travaillerez travailleront",
    ("travailler", "pc"): "ai_travaillé as_travaillé a_travaillé avons_travaillé "
    "avez_travaillé ont_travaillé",
}
_EN_BE = {"p": ("am", "are", "is", "are"), "past": ("was", "were", "was", "were")}


def fr_verb(verb: str, tense: str, who: Who, neg: bool = False) -> str:
    form = _FR[verb, tense].split()[who.slot].replace("_", " ")
    if verb == "devenir" and tense == "pc":  # (est devenue, sommes devenus)
        form += ("e" if who.gender == "f" else "") + ("s" if who.number == "p" else "")
    if not neg:
        return form
    first, _, rest = form.partition(" ")
    ne = "n'" if first.startswith(_VOWEL) else "ne "
    return f"{ne}{first} pas" + (rest and " " + rest)


def _en_slot(who: Who) -> int:
    """0 I, 1 you (and plurals), 2 he, she, it."""
    if who.slot == 0:
        return 0
    return 2 if who.slot == 2 else 1


def en_be(tense: str, who: Who, neg: bool = False) -> str:
    k = _en_slot(who)
    if tense == "f":
        return "will not be" if neg else "will be"
    forms = _EN_BE["p" if tense == "p" else "past"]
    verb = forms[k] if k < 2 else forms[2] if who.number == "s" else forms[3]
    if k == 0 and tense != "p":
        verb = "was"
    return verb + (" not" if neg else "")


def _en_verb(verb: str, tense: str, who: Who, neg: bool, since: bool) -> str:
    third = who.slot == 2
    if since:  # depuis: has been / have been
        has = "has" if third else "have"
        return f"{has} been working as" if verb == "travailler" else f"{has} been"
    if verb == "être":
        return en_be(tense, who, neg)
    if verb == "devenir":
        return "became" if tense == "pc" else "will become"
    if tense == "f":
        return "will not work as" if neg else "will work as"
    if tense == "p" and neg:
        return ("does" if third else "do") + " not work as"
    if tense == "p":
        return "works as" if third else "work as"
    return "did not work as" if neg else "worked as"


_NUMBERS = (2, 3, 4, 5, 6, 10, 15, 20)
# when: French, English, the tenses it comes with
_WHEN = {
    "depuis": ("p",),
    "pendant": ("pc",),
    "dans": ("f",),
    "next_year": ("f",),
    "avant": ("i",),
}


def _when_words(when, years):
    if when == "next_year":
        return "l'année prochaine", "next year"
    if when == "avant":
        return "", ""
    fr = {"depuis": "depuis", "pendant": "pendant", "dans": "dans"}[when]
    en = {"depuis": "for", "pendant": "for", "dans": "in"}[when]
    return f"{fr} {fr_number(years)} ans", f"{en} {en_number(years)} years"


@builder("job_at")
def _job_at(pr, lang, who, verb, tense, job, where, when, years, neg):
    fr_job, en_job = job_words(job, who.gender, who.number)
    if lang == "fr":
        head = _elide(f"{who.fr} {fr_verb(verb, tense, who, neg)}")
        comme = " comme" if verb == "travailler" else ""
        place = WHERE[where][0] if where in WHERE else f"à {where}" if where else ""
        time = _when_words(when, years)[0] if when else ""
        text = " ".join(w for w in (head + comme, fr_job, place, time) if w)
        if when == "avant":
            text = "Avant, " + text
        return _cap(text) + "."
    if when == "avant":
        en_v = "used to be" if verb == "être" else "used to work as"
    else:
        en_v = _en_verb(verb, tense, who, neg, when == "depuis")
    place = (
        WHERE[where][1] if where in WHERE else f"in {_city_en(where)}" if where else ""
    )
    time = _when_words(when, years)[1] if when else ""
    return _cap(" ".join(w for w in (who.en, en_v, en_job, place, time) if w)) + "."


def _city_en(city: str) -> str:
    return dict(TOWNS)[city]


def _draw_where(rng, job: int):
    places = JOBS[job][4].split()
    x = rng.random()
    if x < 0.45 or not places and x < 0.8:
        return rng.choice(TOWNS)[0]
    if x < 0.85 and places:
        return rng.choice(places)
    return None


def _job_lemma(job: int, gender: str) -> set[str]:
    """The job's lemma where the French says it (not of policière, agricultrice)."""
    lemma = JOBS[job][0].split()[0]
    said = (JOBS[job][1] if gender == "f" else JOBS[job][0]).split()[0]
    return {lemma} if said.startswith(lemma[:-1]) else set()


@register("job_at", 0.08)
def job_at(rng: random.Random, sampler):
    who = draw_who(rng)
    verb = rng.choice(("être", "être", "être", "travailler", "travailler", "devenir"))
    tenses = {"être": "p p p i f pc", "travailler": "p p i f pc", "devenir": "pc f"}
    tense = rng.choice(tenses[verb].split())
    fits = [i for i, j in enumerate(JOBS) if who.gender == "m" or j[1]]
    job = rng.choice(fits)
    where = _draw_where(rng, job)
    when = years = None
    whens = [w for w, ts in _WHEN.items() if tense in ts and verb != "devenir"]
    if verb == "devenir" and tense == "f" and rng.random() < 0.4:
        whens = ["dans", "next_year"]
    if whens and rng.random() < 0.35:
        when = rng.choice(whens)
        if when in ("depuis", "pendant", "dans"):
            years = rng.choice(_NUMBERS)
    neg = not when and verb != "devenir" and tense != "pc" and rng.random() < 0.12
    args = {"who": who, "verb": verb, "tense": tense, "job": job, "where": where}
    args.update(when=when, years=years, neg=neg)
    lemmas = {"noun": _job_lemma(job, who.gender), "adj": set(), "verb": {verb}}
    return Construction("job_at", args, lemmas)


# --- Two people, two jobs ------------------------------------------------------------------

# stressed pronoun, subject pronoun, English, slot, gender (None: either), number
# (not lui, il: *Paul est médecin et lui, il est...* would be one man in English)
_SECOND = (
    ("moi", "je", "I", 0, None, "s"),
    ("moi", "je", "I", 0, None, "s"),
    ("moi", "je", "I", 0, None, "s"),
    ("toi", "tu", "you", 1, None, "s"),
    ("nous", "nous", "we", 3, None, "p"),
    ("vous", "vous", "you", 4, None, "p"),
)


@builder("job_pair")
def _job_pair(pr, lang, first, second, stressed, tense, jobs, but):
    out = []
    for who, job in zip((first, second), jobs, strict=True):
        fr_job, en_job = job_words(job, who.gender, who.number)
        if lang == "fr":
            out.append(_elide(f"{who.fr} {fr_verb('être', tense, who)}") + " " + fr_job)
        else:
            out.append(f"{who.en} {en_be(tense, who)} {en_job}")
    if lang == "fr":
        link = "mais" if but else "et"
        return _cap(f"{out[0]} {link} {stressed}, {out[1]}") + "."
    return _cap(f"{out[0]} {'but' if but else 'and'} {out[1]}") + "."


@register("job_pair", 0.04)
def job_pair(rng: random.Random, sampler):
    first = draw_who(rng, pronoun=0.0, name=0.3, relative=0.55)
    stressed, fr, en, slot, g, n = rng.choice(_SECOND)
    second = Who((fr, en, slot, g or rng.choice("mf"), n))
    tense = rng.choice(("p", "p", "p", "i", "f"))
    fits = [i for i, j in enumerate(JOBS) if j[1]]
    jobs = tuple(rng.sample(fits, 2))
    args = {"first": first, "second": second, "stressed": stressed, "tense": tense}
    args.update(jobs=jobs, but=rng.random() < 0.25)
    genders = (first.gender, second.gender)
    lemmas = {"noun": set(), "adj": set()}
    for j, g in zip(jobs, genders, strict=True):
        lemmas["noun"] |= _job_lemma(j, g)
    lemmas["verb"] = {"être"}
    return Construction("job_pair", args, lemmas)


# --- Comment va ta grand-mère? -------------------------------------------------------------

_ANSWERS = {  # French (3rd sg, 3rd pl), English
    "bien": ("va bien", "vont bien", "is fine", "are fine"),
    "mieux": ("va mieux", "vont mieux", "is feeling better", "are feeling better"),
    "très bien": ("va très bien", "vont très bien", "is very well", "are very well"),
}


@builder("how_is")
def _how_is(pr, lang, who, how, answer):
    plural = who.number == "p"
    if lang == "fr":
        if how == "et":
            pron = ("ils" if who.gender == "m" else "elles") if plural else None
            pron = pron or ("il" if who.gender == "m" else "elle")
            verb = "vont" if plural else "va-t"
            return f"Et {who.fr}, comment {verb}-{pron}?"
        if how == "answer":
            return _cap(f"{who.fr} {_ANSWERS[answer][1 if plural else 0]}") + "."
        return f"Comment {'vont' if plural else 'va'} {who.fr}?"
    if how == "answer":
        return _cap(f"{who.en} {_ANSWERS[answer][3 if plural else 2]}") + "."
    head = "And how" if how == "et" else "How"
    return f"{head} {'are' if plural else 'is'} {who.en}?"


@register("how_is", 0.04)
def how_is(rng: random.Random, sampler):
    how = rng.choice(("ask", "ask", "ask", "et", "answer"))
    # (one asks after another's people: ton, votre, leur; one answers of one's own)
    owners = (0, 2, 3) if how == "answer" else (1, 3, 4)
    who = draw_who(rng, pronoun=0.0, name=0.15, relative=0.7, owners=owners)
    if rng.random() < 0.15:  # tes parents / your parents
        i = rng.choice(owners)
        who = Who((f"{POSS[i][2]} parents", f"{POSS[i][3]} parents", 5, "m", "p"))
    if how == "et" and who.fr[:1].isupper():
        how = "ask"  # (Et Paul, comment va-t-il? would name him twice in English)
    answer = rng.choice(sorted(_ANSWERS)) if how == "answer" else None
    args = {"who": who, "how": how, "answer": answer}
    return Construction(
        "how_is", args, {"noun": set(), "adj": set(), "verb": {"aller"}}
    )
