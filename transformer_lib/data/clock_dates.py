"""Kinds of sentence of version 3: the 24-hour clock, dates with their weekday and how
long things last (beside the twelve-hour clock and plain dates of :mod:`.times`).

- ``clock24``: the hours as the French write them, in English *a.m.* / *p.m.* with
  figures: *La boulangerie ferme à dix-neuf heures.* / *The bakery closes at 7 p.m.*, *Le
  train part à quatorze heures trente.* / *The train leaves at 2.30 p.m.*, *Nous dînons à
  vingt heures.* / *We have dinner at 8 p.m.*, *La banque ouvre à neuf heures quinze.* /
  *The bank opens at 9.15 a.m.*, *Il est seize heures.* / *It is 4 p.m.* (*douze heures*:
  *midday*);
- ``weekday_date``: a date with its weekday, *on Friday 12 April*: *Le concert est le
  vendredi douze avril.* / *The concert is on Friday 12 April.*, *La réunion aura lieu le
  lundi 3 mars.* / *The meeting will take place on Monday 3 March.*, *Je pars le samedi
  premier juin.* / *I am leaving on Saturday 1 June.*, *Nous sommes le mardi 4 mai.* /
  *It is Tuesday 4 May.*;
- ``lasts``: *durer* + a duration: *La récréation dure quinze minutes.* / *The break
  lasts fifteen minutes.*, *Le film a duré deux heures et demie.* / *The film lasted two
  and a half hours.*, *Les vacances durent deux semaines.* / *The holidays last two
  weeks.*, *Combien de temps dure le cours?* / *How long does the lesson last?*
"""

from __future__ import annotations

import random
from dataclasses import replace

from .kind_parts import (
    PERSON,
    Construction,
    builder,
    draw_subject,
    en_number,
    fr_number,
    lemmas_of,
    subject_tree,
)
from .kinds_v3 import register
from .lexicon import Verb
from .structures import Clause, NounPhrase
from .time_phrases import _AT_WHAT_TIME, _clause, timed_subject
from .times import _DAYS_IN, DAYS, MONTHS

__all__ = ["EVENTS", "LASTING", "clock24_words", "twelve_hour_clock"]

_MINUTES = (0, 0, 0, 0, 15, 30, 30, 45, 5, 10, 20, 40, 50)


def clock24_words(hour: int, minute: int, lang: str) -> str:
    """*dix-neuf heures trente* / *7.30 p.m.*; ``hour`` 0 to 23 (*douze heures*:
    *midday*)."""
    if lang == "fr":
        text = f"{fr_number(hour, True)} heure{'s' if hour > 1 else ''}"
        return text + (f" {fr_number(minute)}" if minute else "")
    if hour == 12 and not minute:
        return "midday"
    h = hour - 12 if hour > 12 else hour
    return (
        f"{h}"
        + (f".{minute:02d}" if minute else "")
        + (" p.m." if hour >= 12 else " a.m.")
    )


def twelve_hour_clock(hour: int, minute: int) -> bool:
    """Whether *hour* heures *minute* is the twelve-hour clock of :mod:`.times` (*dix
    heures vingt* / *twenty past ten*, *huit heures* / *eight o'clock*), not the
    24-hour clock (*10.20 a.m.*): one English for one French."""
    return 1 <= hour < 12 and minute in (0, 5, 10, 20, 25)


# the hours at which each verb of :data:`.time_phrases._AT_WHAT_TIME` is said (not
# "elle se lève à vingt et une heures")
_HOURS = {
    "partir": range(7, 24),
    "arriver": range(7, 24),
    "commencer": range(14, 23),
    "finir": range(15, 24),
    "ouvrir": (7, 8, 9, 10, 13, 14, 15),
    "fermer": range(17, 23),
    "lever": (6, 7, 8, 9, 10, 11),
    "coucher": (21, 22, 23),
    "manger": (12, 13, 14, 19, 20, 21),
    "dîner": (19, 20, 21, 22),
}


def _draw_hour(rng, verb: str | None = None) -> tuple[int, int]:
    hours = _HOURS.get(verb, range(7, 24))
    hour = rng.choice(hours)
    if rng.random() < 0.3 and hour < 13:  # (more of the hours that say p.m.)
        hour = rng.choice([h for h in hours if h >= 12] or hours)
    if hour < 12:  # (neuf heures alone is the clock of times.py: nine o'clock, and
        # dix heures vingt too: twenty past ten; see twelve_hour_clock)
        return hour, rng.choice((15, 30, 45, 35, 40, 50))
    return hour, rng.choice(_MINUTES)


@builder("clock24")
def _clock24(pr, lang, subj, verb: int, tense: str, hour: int, minute: int):
    at = clock24_words(hour, minute, lang)
    if subj is None:  # Il est seize heures.
        text = f"Il est {at}" if lang == "fr" else f"It is {at}"
        return text + ("" if text.endswith(".") else ".")
    fr_verb, en_verb, refl, _ = _AT_WHAT_TIME[verb]
    c = Clause(
        subj,
        Verb(fr_verb, en_verb, PERSON),
        tense,
        reflexive=refl,
        version3=True,
        aspect="habit",
    )
    end = "" if at.endswith(".") else "."  # (not "at 7 p.m..")
    return _clause(pr, lang, c, ("à " if lang == "fr" else "at ") + at, end)


@register("clock24", 0.05)
def clock24(rng: random.Random, sampler):
    """*La boulangerie ferme à dix-neuf heures.* / *The bakery closes at 7 p.m.*"""
    hour, minute = _draw_hour(rng)
    args = {"subj": None, "verb": 0, "tense": "p", "hour": hour, "minute": minute}
    if rng.random() < 0.12:
        return Construction("clock24", args, lemmas_of(verbs=("être",)))
    verb = rng.randrange(len(_AT_WHAT_TIME))
    fr_verb, _, _, tags = _AT_WHAT_TIME[verb]
    subj = timed_subject(rng, sampler, tags)
    tense = rng.choice(("p", "p", "p", "f", "pc"))
    if tense == "pc" and (
        isinstance(subj, NounPhrase) and "person" not in subj.noun.tags
    ):
        tense = "p"
    hour, minute = _draw_hour(rng, fr_verb)
    args.update(subj=subj, verb=verb, tense=tense, hour=hour, minute=minute)
    lemmas = lemmas_of(subj if isinstance(subj, NounPhrase) else None)
    lemmas["verb"].add(fr_verb)
    return Construction("clock24", args, lemmas)


# --- weekday_date: le vendredi douze avril / on Friday 12 April ---------------------------

# events: (French, gender, English)
EVENTS = (
    ("concert", "m", "concert"),
    ("match", "m", "match"),
    ("réunion", "f", "meeting"),
    ("fête", "f", "party"),
    ("mariage", "m", "wedding"),
    ("spectacle", "m", "show"),
    ("examen", "m", "exam"),
    ("rendez-vous", "m", "appointment"),
    ("finale", "f", "final"),
    ("pique-nique", "m", "picnic"),
    ("marché", "m", "market"),
    ("course", "f", "race"),
    ("vente", "f", "sale"),
    ("soirée", "f", "party"),
)
# people who go: (French verb, English verb)
_GOING = (
    ("partir", "leave"),
    ("arriver", "arrive"),
    ("revenir", "come back"),
    ("rentrer", "come back"),
)


def weekday_date_words(weekday: int, day: int, month: int, words: bool, lang: str):
    """*le vendredi douze avril* (``words``) or *le vendredi 12 avril* / *Friday 12
    April*."""
    if lang == "fr":
        if words:
            number = "premier" if day == 1 else fr_number(day)
        else:
            number = "1er" if day == 1 else str(day)
        return f"le {DAYS[weekday][0]} {number} {MONTHS[month][0]}"
    return f"{DAYS[weekday][1]} {day} {MONTHS[month][1]}"


@builder("weekday_date")
def _weekday_date(pr, lang, what, subj, tense: str, date: tuple):
    fr = lang == "fr"
    when = weekday_date_words(*date, lang)
    if what == "today":
        return f"Nous sommes {when}." if fr else f"It is {when}."
    if (
        what == "going"
    ):  # Je pars le lundi trois mars. / I am leaving on Monday 3 March.
        fr_verb, en_verb = _GOING[subj[1]]
        who = subject_tree(pr, subj[0], lang)
        if fr:
            s = pr.S(who, pr.VP(pr.V(fr_verb).aux("êt"))).t(tense)
            return s.realize().strip()[:-1] + f" {when}."
        en = en_verb.split()
        s = pr.S(who, pr.VP(pr.V(en[0]), *map(pr.Q, en[1:])))
        s = (
            s.typ({"prog": True})
            if tense == "p"
            else s.t({"f": "f", "pc": "ps"}[tense])
        )
        return s.realize().strip()[:-1] + f" on {when}."
    fr_noun, gender, en_noun = EVENTS[what]
    if fr:
        art = "l'" if fr_noun[0] in "aeéiou" else "la " if gender == "f" else "le "
        verb = {"p": "est", "f": "sera", "i": "était", "lieu": "a lieu"}
        verb |= {"flieu": "aura lieu", "pclieu": "a eu lieu"}
        return f"{art.capitalize()}{fr_noun} {verb[tense]} {when}."
    verb = {"p": "is", "f": "will be", "i": "was", "lieu": "takes place"}
    verb |= {"flieu": "will take place", "pclieu": "took place"}
    return f"The {en_noun} {verb[tense]} on {when}."


@register("weekday_date", 0.04)
def weekday_date(rng: random.Random, sampler):
    """*Le concert est le vendredi douze avril.* / *The concert is on Friday 12 April.*"""
    month = rng.randrange(12)
    date = (
        rng.randrange(7),
        rng.randint(1, _DAYS_IN[month]),
        month,
        rng.random() < 0.6,
    )
    x = rng.random()
    lemmas = lemmas_of(verbs=("être",))
    if x < 0.15:
        return Construction(
            "weekday_date",
            {"what": "today", "subj": None, "tense": "p", "date": date},
            lemmas,
        )
    if x < 0.4:
        subj = draw_subject(rng, sampler, pronoun=0.7, name=0.2)
        if isinstance(subj, NounPhrase):
            subj = replace(subj, pre=None, post=None, pp=None)
        going = rng.randrange(len(_GOING))
        tense = rng.choice(("p", "p", "f", "pc"))
        lemmas = lemmas_of(
            subj if isinstance(subj, NounPhrase) else None, verbs=(_GOING[going][0],)
        )
        args = {"what": "going", "subj": (subj, going), "tense": tense, "date": date}
        return Construction("weekday_date", args, lemmas)
    event = rng.randrange(len(EVENTS))
    tense = rng.choice(("p", "p", "p", "f", "i", "lieu", "flieu", "pclieu"))
    lemmas["noun"].add(EVENTS[event][0])
    args = {"what": event, "subj": None, "tense": tense, "date": date}
    return Construction("weekday_date", args, lemmas)


# --- lasts: La récréation dure quinze minutes ---------------------------------------------

# (French, gender, plural?, English, the durations it takes: "m" minutes, "h" hours, "d"
# days, "w" weeks)
LASTING = (
    ("film", "m", False, "film", "h m"),
    ("cours", "m", False, "lesson", "h m"),
    ("réunion", "f", False, "meeting", "h m"),
    ("concert", "m", False, "concert", "h"),
    ("match", "m", False, "match", "m h"),
    ("récréation", "f", False, "break", "m"),
    ("pause", "f", False, "break", "m"),
    ("voyage", "m", False, "journey", "h d w"),
    ("spectacle", "m", False, "show", "h m"),
    ("examen", "m", False, "exam", "h"),
    ("visite", "f", False, "visit", "h m"),
    ("fête", "f", False, "party", "h d"),
    ("vacances", "f", True, "holidays", "d w"),
    ("stage", "m", False, "course", "d w"),
    ("cours", "m", True, "lessons", "m h"),
)
_FR_DURER = {
    "p": ("dure", "durent"),
    "pc": ("a duré", "ont duré"),
    "f": ("durera", "dureront"),
}
_EN_LAST = {"p": ("lasts", "last"), "pc": ("lasted", "lasted"), "f": ("will last",) * 2}


def _duration(d: tuple, lang: str) -> str:
    """("m", n), ("h", n, half?), ("half",): *une demi-heure* / *half an hour*, ("d",
    n), ("w", n)."""
    fr = lang == "fr"
    if d[0] == "half":
        return "une demi-heure" if fr else "half an hour"
    unit = {"m": 0, "h": 1, "d": 2, "w": 3}[d[0]]
    fr_unit, en_unit = (
        ("minute", "heure", "jour", "semaine")[unit],
        (
            "minute",
            "hour",
            "day",
            "week",
        )[unit],
    )
    n = d[1]
    half = len(d) > 2 and d[2]
    if fr:
        text = f"{fr_number(n, unit in (0, 1, 3))} {fr_unit}{'s' if n > 1 else ''}"
        return text + (" et demie" if half else "")
    if n == 1:
        one = ("an " if en_unit == "hour" else "a ") + en_unit
        return one + (" and a half" if half else "")
    if half:
        return f"{en_number(n)} and a half {en_unit}s"
    return f"{en_number(n)} {en_unit}s"


def _draw_duration(rng, kinds: str) -> tuple:
    kind = rng.choice(kinds.split())
    if kind == "m":
        if rng.random() < 0.1:
            return ("half",)
        return ("m", rng.choice((5, 10, 15, 20, 30, 40, 45, 50, 55, 90)))
    if kind == "h":
        return ("h", rng.choice((1, 1, 2, 2, 3, 4)), rng.random() < 0.3)
    if kind == "d":
        return ("d", rng.choice((2, 3, 4, 5, 6, 10, 15)))
    return ("w", rng.choice((1, 2, 3, 4, 6, 8)))


@builder("lasts")
def _lasts(pr, lang, what: int, this: bool, tense: str, duration, asked: bool):
    fr_noun, gender, plural, en_noun, _ = LASTING[what]
    if lang == "fr":
        if plural:
            subj = ("ces " if this else "les ") + fr_noun
        elif this:
            subj = (
                "cette "
                if gender == "f"
                else "cet "
                if fr_noun[0] in "aeéiou"
                else "ce "
            ) + fr_noun
        else:
            art = "l'" if fr_noun[0] in "aeéiou" else "la " if gender == "f" else "le "
            subj = art + fr_noun
        verb = _FR_DURER[tense][plural]
        if asked:
            if tense == "p":
                return f"Combien de temps {verb} {subj}?"
            pro = (
                ("elles" if gender == "f" else "ils")
                if plural
                else ("elle" if gender == "f" else "il")
            )
            head, _, rest = verb.partition(" ")
            head += "-t" if head[-1] in "ae" else ""
            inv = f"{head}-{pro}" + (f" {rest}" if rest else "")
            return f"Combien de temps {subj} {inv}?"
        return f"{subj[:1].upper()}{subj[1:]} {verb} {_duration(duration, lang)}."
    subj = (("these " if plural else "this ") if this else "the ") + en_noun
    if asked:
        aux = {"p": "do" if plural else "does", "pc": "did", "f": "will"}[tense]
        return f"How long {aux} {subj} last?"
    verb = _EN_LAST[tense][plural]
    return f"{subj[:1].upper()}{subj[1:]} {verb} {_duration(duration, lang)}."


@register("lasts", 0.04)
def lasts(rng: random.Random, sampler):
    """*La récréation dure quinze minutes.* / *The break lasts fifteen minutes.*"""
    what = rng.randrange(len(LASTING))
    tense = rng.choice(("p", "p", "p", "pc", "f"))
    args = {"what": what, "this": rng.random() < 0.25, "tense": tense}
    args["duration"] = _draw_duration(rng, LASTING[what][4])
    args["asked"] = rng.random() < 0.15
    lemmas = lemmas_of(verbs=("durer",))
    lemmas["noun"].add(LASTING[what][0])
    return Construction("lasts", args, lemmas)
