"""Kinds of sentence of version 3: the time, days, months, dates and sums.

- ``clock``: *Il est trois heures.* / *It is three o'clock.*, *Il est huit heures et
  demie.* / *It is half past eight.*, *Il est midi.* / *It is midday.*;
- ``when``: a clause of the common grammar with a time at its end: *à huit heures* / *at
  eight o'clock*, *lundi* / *on Monday*, *le lundi* / *on Mondays*, *en janvier* / *in
  January*, *le 3 mai* / *on 3 May*, *le matin* / *in the morning*, *ce soir* / *this
  evening*, each with the tenses it goes with;
- ``date``: *Nous sommes lundi.* / *It is Monday.*, *L'anniversaire de Marie est le 3
  mai.* / *Marie's birthday is on 3 May.*, and sums in words (*Deux et trois font cinq.* /
  *Two and three make five.*).
"""

from __future__ import annotations

import random
from dataclasses import replace

from .kind_parts import Construction, builder, draw_name, en_number, fr_number
from .kinds_v3 import register
from .structures import Sentence, _lemmas

__all__ = ["DAYS", "MONTHS", "clock_words"]

DAYS = tuple(
    zip(
        "lundi mardi mercredi jeudi vendredi samedi dimanche".split(),
        "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split(),
        strict=True,
    )
)
MONTHS = tuple(
    zip(
        (
            "janvier février mars avril mai juin juillet août septembre octobre "
            "novembre décembre"
        ).split(),
        (
            "January February March April May June July August September October "
            "November December"
        ).split(),
        strict=True,
    )
)
# (French, English, tenses): parts of the day and weeks
PARTS = (
    ("le matin", "in the morning", ("p",)),
    ("l'après-midi", "in the afternoon", ("p",)),
    ("le soir", "in the evening", ("p",)),
    ("la nuit", "at night", ("p",)),
    ("le week-end", "at the weekend", ("p",)),
    ("ce matin", "this morning", ("pc",)),
    ("cet après-midi", "this afternoon", ("pc", "f")),
    ("ce soir", "this evening", ("f",)),
    ("la semaine dernière", "last week", ("pc",)),
    ("la semaine prochaine", "next week", ("f",)),
)
_DAYS_IN = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def clock_words(hour: int, minute: int, lang: str) -> str:
    """*trois heures et demie* / *half past three*: ``hour`` 1 to 12 (12: midday),
    ``minute`` a multiple of 5."""
    nxt = hour % 12 + 1
    if lang == "fr":

        def h(x):
            if x == 12:
                return "midi"
            return f"{fr_number(x, True)} heure{'s' if x > 1 else ''}"

        if minute == 0:
            return h(hour)
        if minute <= 30:
            tail = {15: "et quart", 30: "et demie"}.get(minute, fr_number(minute))
            return f"{h(hour)} {tail}"
        tail = "moins le quart" if minute == 45 else f"moins {fr_number(60 - minute)}"
        return f"{h(nxt)} {tail}"
    if minute == 0:
        return "midday" if hour == 12 else f"{en_number(hour)} o'clock"
    if minute <= 30:
        head = {15: "a quarter", 30: "half"}.get(minute, en_number(minute))
        return f"{head} past {en_number(hour)}"
    head = "a quarter" if minute == 45 else en_number(60 - minute)
    return f"{head} to {en_number(nxt)}"


def _draw_clock(rng) -> tuple[int, int]:
    return rng.randint(1, 12), rng.choice(
        (0, 0, 0, 5, 10, 15, 20, 25, 30, 30, 40, 45, 50, 55)
    )


def _date_words(day: int, month: int, lang: str, words: bool = False) -> str:
    """*le 3 mai* (``words``: *le trois mai*, *le premier mai*) / *3 May*."""
    if lang == "fr":
        if words:
            return f"le {'premier' if day == 1 else fr_number(day)} {MONTHS[month][0]}"
        return f"le {'1er' if day == 1 else day} {MONTHS[month][0]}"
    return f"{day} {MONTHS[month][1]}"


# (French, English, first hour, last hour): the part of the day after an hour
DAY_PARTS = (
    ("du matin", "in the morning", 6, 11),
    ("de l'après-midi", "in the afternoon", 1, 5),
    ("du soir", "in the evening", 6, 11),
)


def time_words(when: tuple, lang: str) -> str:
    """The time phrase of a ``when`` tuple: ("clock", h, m), ("day", i, every),
    ("month", i), ("date", day, month) or ("part", i)."""
    fr = lang == "fr"
    kind = when[0]
    if kind == "clock":
        text = ("à " if fr else "at ") + clock_words(when[1], when[2], lang)
        if len(when) > 3:  # à huit heures du matin / at eight in the morning
            if not fr and text.endswith(" o'clock"):
                text = text[: -len(" o'clock")]  # (not *eight o'clock in the morning*)
            text += " " + DAY_PARTS[when[3]][0 if fr else 1]
        return text
    if kind == "day":
        day = DAYS[when[1]]
        if fr:
            return f"le {day[0]}" if when[2] else day[0]
        return f"on {day[1]}s" if when[2] else f"on {day[1]}"
    if kind == "month":
        return ("en " if fr else "in ") + MONTHS[when[1]][0 if fr else 1]
    if kind == "date":
        return ("" if fr else "on ") + _date_words(when[1], when[2], lang, *when[3:])
    return PARTS[when[1]][0 if fr else 1]


def _draw_when(rng, tense: str) -> tuple:
    x = rng.random()
    if x < 0.15:
        return ("clock", *_draw_clock(rng))
    if x < 0.3:
        part = rng.randrange(len(DAY_PARTS))
        hour = rng.randint(*DAY_PARTS[part][2:])
        return ("clock", hour, rng.choice((0, 0, 15, 30, 30)), part)
    if x < 0.5:
        return ("day", rng.randrange(7), tense == "p")
    if x < 0.6:
        return ("month", rng.randrange(12))
    if x < 0.75 and tense != "p":
        month = rng.randrange(12)
        return ("date", rng.randint(1, _DAYS_IN[month]), month, rng.random() < 0.3)
    return ("part", rng.choice([i for i, p in enumerate(PARTS) if tense in p[2]]))


@builder("clock")
def _clock(pr, lang, hour: int, minute: int):
    text = clock_words(hour, minute, lang)
    return f"Il est {text}." if lang == "fr" else f"It is {text}."


@register("clock", 0.25)
def clock(rng: random.Random, sampler):
    hour, minute = _draw_clock(rng)
    return Construction("clock", {"hour": hour, "minute": minute})


@builder("at_time")
def _at_time(pr, lang, clause, when: tuple):
    from .realiser import _Realiser

    s = _Realiser(lang).clause(pr, clause)
    return s.add(pr.Q(time_words(when, lang))).realize()


@register("when", 0.45)
def when(rng: random.Random, sampler):
    tense = rng.choice(("p", "pc", "f"))
    c = replace(sampler.clause(tense), adv=None, question=False)
    if tense == "p":
        c.aspect = "habit"  # (a time of the present is a habit: aspect.py)
    return Construction(
        "at_time", {"clause": c, "when": _draw_when(rng, tense)}, _lemmas(Sentence([c]))
    )


# --- Days, dates, sums -------------------------------------------------------------------------


# (French, English): Aujourd'hui, c'est lundi. / Today is Monday.
_WHICH_DAY = (
    ("aujourd'hui, c'est", "today is"),
    ("demain, c'est", "tomorrow is"),
    ("hier, c'était", "yesterday was"),
    ("aujourd'hui, nous sommes", "today is"),
    ("on est", "it is"),
)


@builder("today_is")
def _today_is(pr, lang, day, date, said=None):
    """*Nous sommes lundi.*, *Nous sommes le 3 mai.* / *It is Monday.*, *It is 3 May.*;
    ``said`` an index into _WHICH_DAY: *Aujourd'hui, c'est lundi.* / *Today is Monday.*"""
    if day is not None:
        text = DAYS[day][0 if lang == "fr" else 1]
    else:
        text = _date_words(date[0], date[1], lang, *date[2:])
    if said is not None:
        head = _WHICH_DAY[said][lang == "en"]
        return head[:1].upper() + head[1:] + f" {text}."
    return f"Nous sommes {text}." if lang == "fr" else f"It is {text}."


@builder("birthday")
def _birthday(pr, lang, owner, when: tuple):
    fr = lang == "fr"
    if isinstance(owner, int):  # mon, ton
        head = ("Mon", "Ton")[owner] if fr else ("My", "Your")[owner]
        head += " anniversaire" if fr else " birthday"
    else:
        de = "d'" if owner.name[0] in "AEÉIOUaeéiou" else "de "
        head = f"L'anniversaire {de}{owner.name}" if fr else f"{owner.name}'s birthday"
    return f"{head} {'est' if fr else 'is'} {time_words(when, lang)}."


@builder("sum")
def _sum(pr, lang, a: int, b: int):
    if lang == "fr":
        text = f"{fr_number(a)} et {fr_number(b)} font {fr_number(a + b)}."
    else:
        text = f"{en_number(a)} and {en_number(b)} make {en_number(a + b)}."
    return text[:1].upper() + text[1:]


@builder("what_day")
def _what_day(pr, lang):
    return "Quel jour sommes-nous?" if lang == "fr" else "What day is it?"


@register("date", 0.3)
def date(rng: random.Random, sampler):
    x = rng.random()
    month = rng.randrange(12)
    day = rng.randint(1, _DAYS_IN[month])
    if x < 0.4:
        which = rng.randrange(7) if rng.random() < 0.5 else None
        date = None if which is not None else (day, month, rng.random() < 0.3)
        said = rng.randrange(len(_WHICH_DAY)) if rng.random() < 0.6 else None
        if said is not None and said < 3 and which is None:
            said = 3  # (not "Demain, c'est le 3 mai": aujourd'hui, nous sommes ...)
        args = {"day": which, "date": date, "said": said}
        return Construction("today_is", args)
    if x < 0.7:
        owner = rng.randrange(2) if rng.random() < 0.4 else draw_name(rng)
        when = ("date", day, month, rng.random() < 0.3)
        when = when if rng.random() < 0.7 else ("month", month)
        c = Construction("birthday", {"owner": owner, "when": when})
        c.lemmas["noun"].add("anniversaire")
        return c
    if x < 0.9:
        a = rng.randint(0, 50)
        return Construction("sum", {"a": a, "b": rng.randint(0, 100 - a)})
    return Construction("what_day", {})
