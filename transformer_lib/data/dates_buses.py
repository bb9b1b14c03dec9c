"""Kinds of sentence of version 3: dates without their weekday, *le premier* most, and the
buses and trams by their number (beside the weekdays of :mod:`.clock_dates` and the
lines of :mod:`.town_lines`).

- ``day_date``: the date as :mod:`.times` writes it, *on 1 August*: *Les vacances
  commencent le premier août.* / *The holidays start on 1 August.*, *Nous sommes le
  quatorze juillet.* / *It is 14 July.*, *C'est le premier mai.* / *It is 1 May.*, *Le
  magasin fermera le 24 décembre.* / *The shop will close on 24 December.*, *Je pars en
  vacances le deux août.* / *I am going on holiday on 2 August.*;
- ``bus_number``: *le bus numéro douze* / *the number twelve bus*: *Le bus numéro douze
  est en retard.* / *The number twelve bus is late.*, *Le tram numéro trois passe toutes
  les dix minutes.* / *The number three tram comes every ten minutes.*, *J'attends le bus
  numéro vingt.* / *I am waiting for the number twenty bus.*
"""

from __future__ import annotations

import random

from .kind_parts import (
    Construction,
    builder,
    en_number,
    everyday_pronoun,
    fr_number,
    lemmas_of,
    subject_tree,
)
from .kinds_v3 import register
from .times import _DAYS_IN, MONTHS, clock_words
from .town_lines import DESTINATIONS, _contract

__all__ = ["DATED", "date_words"]


def date_words(day: int, month: int, words: bool, lang: str) -> str:
    """*le premier août*, *le quatorze juillet* (``words``) or *le 1er août*, *le 14
    juillet* / *1 August*, *14 July*."""
    if lang == "fr":
        if words:
            number = "premier" if day == 1 else fr_number(day)
        else:
            number = "1er" if day == 1 else str(day)
        return f"le {number} {MONTHS[month][0]}"
    return f"{day} {MONTHS[month][1]}"


# what starts or ends on a date: (French, plural?, English, French verbs, English verbs)
_START_END = (("commencer", "start"), ("finir", "end"))
DATED = (
    ("les vacances", True, "the holidays", (0, 1)),
    ("l'école", False, "school", (0,)),
    ("les cours", True, "lessons", (0, 1)),
    ("les soldes", True, "the sales", (0, 1)),
    ("le festival", False, "the festival", (0, 1)),
    ("le stage", False, "the course", (0, 1)),
    ("la saison", False, "the season", (0, 1)),
    ("l'exposition", False, "the exhibition", (0, 1)),
    ("le tournoi", False, "the tournament", (0, 1)),
    ("les travaux", True, "the works", (0, 1)),
)
_FR_FORMS = {
    "commencer": {
        "p": ("commence", "commencent"),
        "f": ("commencera", "commenceront"),
        "pc": ("a commencé", "ont commencé"),
    },
    "finir": {
        "p": ("finit", "finissent"),
        "f": ("finira", "finiront"),
        "pc": ("a fini", "ont fini"),
    },
}
_EN_FORMS = {
    "start": {
        "p": ("starts", "start"),
        "f": ("will start",) * 2,
        "pc": ("started",) * 2,
    },
    "end": {"p": ("ends", "end"), "f": ("will end",) * 2, "pc": ("ended",) * 2},
}
# shops that close or open on a date: (French, English)
_SHOPS = (
    ("le magasin", "the shop"),
    ("la boulangerie", "the bakery"),
    ("la piscine", "the swimming pool"),
    ("le musée", "the museum"),
    ("la bibliothèque", "the library"),
    ("le restaurant", "the restaurant"),
)
# people going: (French verb phrase, English verb phrase)
_GOING = (
    ("partir en vacances", "go on holiday"),
    ("partir", "leave"),
    ("rentrer", "come back"),
    ("déménager", "move"),
)


_TODAY = ("Nous sommes", "On est", "C'est")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


@builder("day_date")
def _day_date(pr, lang, form: str, what: int, verb: int, tense: str, date: tuple, subj):
    fr = lang == "fr"
    when = date_words(*date, lang)
    if form == "today":  # Nous sommes le quatorze juillet. / C'est le premier mai.
        if fr:
            return f"{_TODAY[what]} {when}."
        return f"It is {when}."
    if form == "dated":  # Les vacances commencent le premier août.
        noun, plural, en, _ = DATED[what]
        fr_v, en_v = _START_END[verb]
        if fr:
            return f"{_cap(noun)} {_FR_FORMS[fr_v][tense][plural]} {when}."
        return f"{_cap(en)} {_EN_FORMS[en_v][tense][plural]} on {when}."
    if form == "shop":  # Le magasin fermera le vingt-quatre décembre.
        noun, en = _SHOPS[what]
        if fr:
            verb_fr = {"p": "ferme", "f": "fermera", "pc": "a fermé"}[tense]
            return f"{_cap(noun)} {verb_fr} {when}."
        verb_en = {"p": "closes", "f": "will close", "pc": "closed"}[tense]
        return f"{_cap(en)} {verb_en} on {when}."
    # going: Je pars en vacances le premier août. / I am going on holiday on 1 August.
    fr_vp, en_vp = _GOING[what]
    who = subject_tree(pr, subj, lang)
    if fr:
        head, *rest = fr_vp.split()
        v = pr.V(head)
        if head != "déménager":
            v = v.aux("êt")
        s = pr.S(who, pr.VP(v, *map(pr.Q, rest))).t(tense)
        return s.realize().strip()[:-1] + f" {when}."
    head, *rest = en_vp.split()
    s = pr.S(who, pr.VP(pr.V(head), *map(pr.Q, rest)))
    s = s.typ({"prog": True}) if tense == "p" else s.t({"f": "f", "pc": "ps"}[tense])
    return s.realize().strip()[:-1] + f" on {when}."


def _draw_date(rng) -> tuple:
    month = rng.randrange(12)
    day = 1 if rng.random() < 0.35 else rng.randint(2, _DAYS_IN[month])
    return day, month, rng.random() < 0.7


@register("day_date", 0.05)
def day_date(rng: random.Random, sampler):
    """*Les vacances commencent le premier août.* / *The holidays start on 1 August.*"""
    x = rng.random()
    date = _draw_date(rng)
    args = {"what": 0, "verb": 0, "tense": "p", "date": date, "subj": None}
    if x < 0.25:
        args.update(form="today", what=rng.choice((0, 0, 1, 2)))
        return Construction("day_date", args, lemmas_of(verbs=("être",)))
    tense = rng.choice(("p", "p", "f", "pc"))
    args["tense"] = tense
    if x < 0.6:
        what = rng.randrange(len(DATED))
        verb = rng.choice(DATED[what][3])
        args.update(form="dated", what=what, verb=verb)
        lemmas = lemmas_of(verbs=(_START_END[verb][0],))
        lemmas["noun"].add(DATED[what][0].split()[-1].removeprefix("l'"))
        return Construction("day_date", args, lemmas)
    if x < 0.72:
        what = rng.randrange(len(_SHOPS))
        args.update(form="shop", what=what)
        lemmas = lemmas_of(verbs=("fermer",))
        lemmas["noun"].add(_SHOPS[what][0].split()[-1])
        return Construction("day_date", args, lemmas)
    what = rng.randrange(len(_GOING))
    args.update(form="going", what=what, subj=everyday_pronoun(rng))
    return Construction(
        "day_date", args, lemmas_of(verbs=(_GOING[what][0].split()[0],))
    )


# --- bus_number: Le bus numéro douze est en retard -----------------------------------------

_VEHICLES = (("bus", "bus"), ("tram", "tram"))
# (French after the bus, English after it, tenses)
_STATES = (
    ("en retard", "late"),
    ("à l'heure", "on time"),
    ("en avance", "early"),
    ("plein", "full"),
    ("annulé", "cancelled"),
)
_BE = {"p": ("est", "is"), "i": ("était", "was"), "f": ("sera", "will be")}


def bus_words(vehicle: int, n: int, lang: str) -> str:
    """*le bus numéro douze* / *the number twelve bus*."""
    fr_v, en_v = _VEHICLES[vehicle]
    if lang == "fr":
        return f"le {fr_v} numéro {fr_number(n)}"
    return f"the number {en_number(n)} {en_v}"


@builder("bus_number")
def _bus_number(pr, lang, form: str, vehicle: int, n: int, tense: str, what, subj):
    fr = lang == "fr"
    bus = bus_words(vehicle, n, lang)
    if form == "state":  # Le bus numéro douze est en retard.
        return f"{_cap(bus)} {_BE[tense][not fr]} {_STATES[what][not fr]}."
    if form == "every":  # Le bus numéro douze passe toutes les dix minutes.
        if fr:
            return f"{_cap(bus)} passe toutes les {fr_number(what)} minutes."
        return f"{_cap(bus)} comes every {en_number(what)} minutes."
    if form == "leaves":  # Le bus numéro douze part à huit heures.
        hour, minute, arrive = what
        at = clock_words(hour, minute, lang)
        if fr:
            return f"{_cap(bus)} {'arrive' if arrive else 'part'} à {at}."
        return f"{_cap(bus)} {'arrives' if arrive else 'leaves'} at {at}."
    if form == "goes":  # Le bus numéro douze va à la gare.
        fr_d, en_d = DESTINATIONS[what]
        if fr:
            return f"{_cap(bus)} va {_contract('à', fr_d)}."
        return f"{_cap(bus)} goes to {en_d}."
    # wait / take: J'attends le bus numéro douze. / I am waiting for the number twelve bus.
    who = subject_tree(pr, subj, lang)
    if fr:
        verb = "attendre" if form == "wait" else "prendre"
        s = pr.S(who, pr.VP(pr.V(verb))).t("p" if form == "wait" else tense)
        return s.realize().strip()[:-1] + f" {bus}."
    if form == "wait":
        s = pr.S(who, pr.VP(pr.V("wait"), pr.Q("for"))).typ({"prog": True})
        return s.realize().strip()[:-1] + f" {bus}."
    s = pr.S(who, pr.VP(pr.V("take"))).t({"pc": "ps", "f": "f"}[tense])
    return s.realize().strip()[:-1] + f" {bus}."


@register("bus_number", 0.04)
def bus_number(rng: random.Random, sampler):
    """*Le bus numéro douze est en retard.* / *The number twelve bus is late.*"""
    vehicle = 0 if rng.random() < 0.75 else 1
    n = rng.randint(1, 99) if rng.random() < 0.4 else rng.randint(1, 30)
    args = {"vehicle": vehicle, "n": n, "tense": "p", "what": 0, "subj": None}
    form = rng.choice(("state", "state", "state", "every", "leaves", "goes", "wait"))
    form = "take" if form == "wait" and rng.random() < 0.4 else form
    verb = {"state": "être", "every": "passer", "goes": "aller", "wait": "attendre"}
    verb |= {"take": "prendre", "leaves": "partir"}
    args["form"] = form
    if form == "state":
        args.update(what=rng.randrange(len(_STATES)), tense=rng.choice("ppppif"))
    elif form == "every":
        args["what"] = rng.choice((5, 10, 10, 15, 20, 30))
    elif form == "leaves":
        minute = rng.choice((0, 0, 5, 10, 15, 20, 25, 30, 40, 45, 50))
        args["what"] = (rng.randint(6, 11), minute, rng.random() < 0.4)
        verb["leaves"] = "arriver" if args["what"][2] else "partir"
    elif form == "goes":
        args["what"] = rng.randrange(len(DESTINATIONS))
    else:
        args.update(subj=everyday_pronoun(rng), tense=rng.choice(("pc", "f")))
    lemmas = lemmas_of(verbs=(verb[form],))
    lemmas["noun"].add(_VEHICLES[vehicle][0])
    return Construction("bus_number", args, lemmas)
