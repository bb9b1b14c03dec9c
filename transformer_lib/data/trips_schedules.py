"""Kinds of sentence of version 3: how long a trip takes by each means, appointments and
opening hours by the day and the part of the day, and what has not happened since a day.

- ``trip_takes``: *durer*, *prendre* and *il faut* + a duration + a means of transport:
  *Le trajet dure quarante-cinq minutes en voiture.* / *The journey takes forty-five
  minutes by car.*, *Ça prend dix minutes à pied.* / *It takes ten minutes on foot.*,
  *La gare est à cinq minutes à pied.* / *The station is five minutes away on foot.*,
  *Combien de temps dure le trajet en train?* / *How long is the journey by train?*;
- ``schedule``: when an appointment or an event is, and when a shop is open by the day
  and the part of the day: *Le rendez-vous chez le dentiste est jeudi à midi.* / *The
  dentist appointment is on Thursday at midday.*, *J'ai rendez-vous chez le médecin
  lundi à dix heures.* / *I have a doctor's appointment on Monday at ten o'clock.*, *Le
  cours de piano est le mercredi à cinq heures.* / *The piano lesson is on Wednesdays at
  five o'clock.*, *La boulangerie est fermée le mercredi après-midi.* / *The bakery is
  closed on Wednesday afternoons.*;
- ``not_since``: *ne ... plus* in the present or *ne ... pas* in the passé composé with
  *depuis*, the English present perfect: *Thomas ne fume plus depuis mai.* / *Thomas has
  not smoked since May.*, *Je n'ai pas vu Paul depuis lundi.* / *I have not seen Paul
  since Monday.*, *Il ne pleut plus depuis deux semaines.* / *It has not rained for two
  weeks.*
"""

from __future__ import annotations

import random

from .clock_dates import _duration, clock24_words, twelve_hour_clock
from .kind_parts import (
    Construction,
    builder,
    draw_name,
    everyday_pronoun,
    lemmas_of,
    subject_tree,
)
from .kinds_v3 import register
from .names import CITIES
from .times import DAYS, MONTHS, clock_words

__all__ = ["MEANS", "APPOINTMENTS", "NOT_SINCE"]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


# --- trip_takes: Le trajet dure quarante-cinq minutes en voiture ------------------------------

# (French, English, the durations it takes: clock_dates._duration's kinds)
MEANS = (
    ("en voiture", "by car", "m m h"),
    ("à pied", "on foot", "m"),
    ("en train", "by train", "m h h"),
    ("à vélo", "by bike", "m"),
    ("en bus", "by bus", "m m h"),
    ("en métro", "by metro", "m"),
    ("en avion", "by plane", "h"),
    ("en taxi", "by taxi", "m"),
)
# where to: (French, English), a few minutes away
_TO = (
    ("jusqu'à la gare", "to the station"),
    ("jusqu'à l'école", "to school"),
    ("jusqu'à l'aéroport", "to the airport"),
    ("jusqu'à la plage", "to the beach"),
    ("jusqu'au bureau", "to the office"),
    ("jusqu'à la maison", "home"),
)
# a place that is N minutes away: (French with its article, English)
_PLACES = (
    ("la gare", "the station"),
    ("l'école", "the school"),
    ("la plage", "the beach"),
    ("le supermarché", "the supermarket"),
    ("la piscine", "the swimming pool"),
    ("le centre-ville", "the town centre"),
    ("la boulangerie", "the bakery"),
    ("l'hôpital", "the hospital"),
    ("mon bureau", "my office"),
    ("notre maison", "our house"),
)
_DURER = {
    "p": ("dure", "takes"),
    "pc": ("a duré", "took"),
    "f": ("durera", "will take"),
}
_PRENDRE = {
    "p": ("prend", "takes"),
    "pc": ("a pris", "took"),
    "f": ("prendra", "will take"),
}
_FAUT = {
    "p": ("faut", "takes"),
    "pc": ("a fallu", "took"),
    "f": ("faudra", "will take"),
}


@builder("trip_takes")
def _trip_takes(pr, lang, how, means: int, duration, tense="p", to=None, place=0):
    fr = lang == "fr"
    fr_means, en_means, _ = MEANS[means]
    words = _duration(duration, lang)
    if to is None:
        fr_to = en_to = ""
    elif isinstance(to, int):
        fr_to, en_to = f" {_TO[to][0]}", f" {_TO[to][1]}"
    else:  # a city
        fr_to, en_to = f" jusqu'à {to[0]}", f" to {to[1]}"
    if how == "journey":  # Le trajet dure quarante-cinq minutes en voiture.
        if fr:
            return f"Le trajet{fr_to} {_DURER[tense][0]} {words} {fr_means}."
        return f"The journey{en_to} {_DURER[tense][1]} {words} {en_means}."
    if how == "asked":  # Combien de temps dure le trajet en train?
        if fr:
            return f"Combien de temps dure le trajet{fr_to} {fr_means}?"
        return f"How long is the journey{en_to} {en_means}?"
    if how in ("prend", "faut"):  # Ça prend dix minutes à pied. / Il faut une heure ...
        table = _PRENDRE if how == "prend" else _FAUT
        head = "Ça" if how == "prend" else "Il"
        if fr:
            return f"{head} {table[tense][0]} {words} {fr_means}."
        return f"It {table[tense][1]} {words} {en_means}."
    # La gare est à cinq minutes à pied. / The station is five minutes away on foot.
    fr_place, en_place = _PLACES[place] if place is not None else ("c'", "it")
    if fr:
        head = "C'est" if place is None else f"{_cap(fr_place)} est"
        return f"{head} à {words} {fr_means}."
    head = "It is" if place is None else f"{_cap(en_place)} is"
    return f"{head} {words} away {en_means}."


@register("trip_takes", 0.04)
def trip_takes(rng: random.Random, sampler):
    """*Le trajet dure quarante-cinq minutes en voiture.* / *The journey takes forty-five
    minutes by car.*"""
    how = rng.choice(("journey", "journey", "asked", "prend", "faut", "away", "away"))
    means = rng.randrange(len(MEANS))
    kinds = MEANS[means][2]
    x = rng.random()
    to = None
    if how in ("journey", "asked") and x < 0.45:
        if x < 0.15 and "h" in kinds:  # (a city is hours away)
            to, kinds = rng.choice(CITIES), "h"
        elif "m" in kinds:  # (the station is minutes away)
            to, kinds = rng.randrange(len(_TO)), "m"
    if how == "away" and "m" not in kinds:  # (the school is minutes away)
        means = rng.choice([i for i, m in enumerate(MEANS) if "m" in m[2]])
    if how == "away":
        kinds = "m"
    args = {"how": how, "means": means, "duration": _draw_trip(rng, kinds)}
    lemmas = lemmas_of()
    if how in ("journey", "asked"):
        lemmas["noun"].add("trajet")
        args["to"] = to
    if how in ("journey", "prend", "faut"):
        args["tense"] = rng.choice(("p", "p", "p", "pc", "f"))
    if how == "away":
        args["place"] = rng.randrange(len(_PLACES)) if rng.random() < 0.75 else None
    return Construction("trip_takes", args, lemmas)


def _draw_trip(rng, kinds: str) -> tuple:
    kind = rng.choice(kinds.split())
    if kind == "m":
        if rng.random() < 0.1:
            return ("half",)
        return ("m", rng.choice((5, 10, 10, 15, 20, 25, 30, 35, 40, 45, 50)))
    return ("h", rng.choice((1, 1, 2, 2, 3, 4, 5)), rng.random() < 0.3)


# --- schedule: rendez-vous, events and opening by the part of the day ------------------------

# chez whom: (French, English before "appointment")
APPOINTMENTS = (
    ("chez le dentiste", "dentist appointment"),
    ("chez le médecin", "doctor's appointment"),
    ("chez le coiffeur", "hair appointment"),
    ("chez le vétérinaire", "vet appointment"),
    ("chez l'opticien", "optician's appointment"),
    ("à la banque", "appointment at the bank"),
)
# events: (French with its article, English with its article)
_EVENTS = (
    ("la réunion", "the meeting"),
    ("le cours de piano", "the piano lesson"),
    ("le cours de danse", "the dance class"),
    ("l'entraînement de foot", "football practice"),
    ("le match", "the match"),
    ("la fête", "the party"),
    ("le concert", "the concert"),
    ("l'examen", "the exam"),
    ("le marché", "the market"),
)
# parts of the day after a day: (French, English)
_DAY_PARTS = (
    ("matin", "morning"),
    ("après-midi", "afternoon"),
    ("soir", "evening"),
)
_SHOPS = (
    ("la boulangerie", "f", "the bakery"),
    ("la pharmacie", "f", "the pharmacy"),
    ("la banque", "f", "the bank"),
    ("le magasin", "m", "the shop"),
    ("le musée", "m", "the museum"),
    ("la bibliothèque", "f", "the library"),
    ("la piscine", "f", "the swimming pool"),
    ("la poste", "f", "the post office"),
    ("le restaurant", "m", "the restaurant"),
    ("l'école", "f", "the school"),
)
_BE = {"p": ("est", "is"), "i": ("était", "was"), "f": ("sera", "will be")}


def _when_words(when: tuple, lang: str) -> str:
    """("day", i, every, part) + a clock: *jeudi à midi* / *on Thursday at midday*, *le
    mercredi après-midi* / *on Wednesday afternoons*, *demain à dix heures* / *tomorrow
    at ten o'clock*."""
    fr = lang == "fr"
    kind, i, every, part, clock = when
    if kind == "tomorrow":
        text = "demain" if fr else "tomorrow"
        if part is not None:
            text += f" {_DAY_PARTS[part][0]}" if fr else f" {_DAY_PARTS[part][1]}"
    else:
        day_fr, day_en = DAYS[i]
        if fr:
            text = ("le " if every else "") + day_fr
            text += f" {_DAY_PARTS[part][0]}" if part is not None else ""
        else:
            text = f"on {day_en}"
            if part is not None:
                text += f" {_DAY_PARTS[part][1]}"
            text += "s" if every else ""
    if clock is not None:
        h, m, twenty_four = clock
        at = clock24_words(h, m, lang) if twenty_four else clock_words(h, m, lang)
        text += (" à " if fr else " at ") + at
    return text


@builder("schedule")
def _schedule(*args, **kwargs):
    return _one_stop(_say_schedule(*args, **kwargs))


def _say_schedule(
    pr, lang, how, what: int, when: tuple, tense="p", subj=None, state=0, neg=False
):
    fr = lang == "fr"
    time = _when_words(when, lang)
    if how == "shop":  # La boulangerie est fermée le mercredi après-midi.
        noun, gender, en = _SHOPS[what]
        adj = ("ouvert", "fermé")[state] + ("e" if gender == "f" else "")
        if fr:
            verb = "n'est pas" if neg else "est"
            return _cap(f"{noun} {verb} {adj} {time}.")
        return _cap(
            f"{en} is{' not' if neg else ''} {('open', 'closed')[state]} {time}."
        )
    if how == "have":  # J'ai rendez-vous chez le dentiste jeudi à midi.
        fr_chez, en_what = APPOINTMENTS[what]
        s = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V("avoir" if fr else "have")))
        s = s.t(tense if fr else {"p": "p", "i": "ps", "f": "f"}[tense])
        head = s.realize().strip()[:-1]
        if fr:
            return f"{head} rendez-vous {fr_chez} {time}."
        art = "an" if en_what[0] in "aeiou" else "a"
        return f"{head} {art} {en_what} {time}."
    if how == "appointment":  # Le rendez-vous chez le dentiste est jeudi à midi.
        fr_chez, en_what = APPOINTMENTS[what]
        if fr:
            owner = ("le", "mon", "ton", "notre", "votre")[subj or 0]
            return _cap(f"{owner} rendez-vous {fr_chez} {_BE[tense][0]} {time}.")
        owner = ("the", "my", "your", "our", "your")[subj or 0]
        return _cap(f"{owner} {en_what} {_BE[tense][1]} {time}.")
    fr_event, en_event = _EVENTS[what]  # La réunion est mardi à neuf heures.
    if fr:
        return _cap(f"{fr_event} {_BE[tense][0]} {time}.")
    return _cap(f"{en_event} {_BE[tense][1]} {time}.")


def _one_stop(text: str) -> str:
    """*at 4.40 p.m.* ends the sentence with its own full stop."""
    return text.replace("m..", "m.")


def _draw_clock(rng, how: str):
    """A clock time for a shop (none), an appointment or an event."""
    if rng.random() < 0.3:
        return None
    if rng.random() < 0.35:  # quinze heures vingt / 3.20 p.m.
        hour, minute = rng.randint(8, 20), rng.choice((0, 15, 20, 30, 40, 45))
        return (hour, minute, not twelve_hour_clock(hour, minute))
    hour = rng.choice((8, 9, 10, 11, 12, 12, 2, 3, 4, 5, 6))
    return (hour, rng.choice((0, 0, 0, 15, 30, 45)), False)


@register("schedule", 0.04)
def schedule(rng: random.Random, sampler):
    """*Le rendez-vous chez le dentiste est jeudi à midi.* / *The dentist appointment is
    on Thursday at midday.*, *La boulangerie est fermée le mercredi après-midi.* / *The
    bakery is closed on Wednesday afternoons.*"""
    how = rng.choice(("shop", "shop", "have", "appointment", "appointment", "event"))
    lemmas = lemmas_of(verbs=("avoir" if how == "have" else "être",))
    args = {"how": how}
    if how == "shop":
        what = rng.randrange(len(_SHOPS))
        part = rng.choice((0, 1, 1, 2))
        when = ("day", rng.randrange(7), True, part, None)
        args.update(what=what, when=when, state=rng.choice((1, 1, 0)))
        args["neg"] = rng.random() < 0.15
        lemmas["noun"].add(_SHOPS[what][0].split()[-1].removeprefix("l'"))
        return Construction("schedule", args, lemmas)
    table = _EVENTS if how == "event" else APPOINTMENTS
    what = rng.randrange(len(table))
    clock = _draw_clock(rng, how)
    every = how == "event" and rng.random() < 0.3
    part = rng.choice((0, 1, 2)) if clock is None else None
    if rng.random() < 0.2 and not every:
        when = ("tomorrow", 0, False, part, clock)
    else:
        when = ("day", rng.randrange(7), every, part, clock)
    tense = "p" if every else rng.choice(("p", "p", "p", "f", "i"))
    args.update(what=what, when=when, tense=tense)
    if how == "have":
        subj = everyday_pronoun(rng) if rng.random() < 0.8 else draw_name(rng)
        args["subj"] = subj
    elif how == "appointment":
        args["subj"] = rng.randrange(5)
    if how == "event":  # (the head noun: le cours de piano, l'entraînement de foot)
        head = _EVENTS[what][0].split()[0] if "'" in _EVENTS[what][0] else None
        head = head or _EVENTS[what][0].split()[1]
        lemmas["noun"].add(head.removeprefix("l'"))
    else:
        lemmas["noun"].add("rendez-vous")
    return Construction("schedule", args, lemmas)


# --- not_since: Thomas ne fume plus depuis mai -----------------------------------------------

# (French verb, French rest, English verb, English rest; pc: said in the passé composé
# with pas, else in the present with plus); eating and sleeping not since May
NOT_SINCE = (
    ("fumer", "", "smoke", "", False),
    ("travailler", "", "work", "", False),
    ("conduire", "", "drive", "", False),
    ("nager", "", "swim", "", False),
    ("jouer", "au tennis", "play", "tennis", False),
    ("jouer", "du piano", "play", "the piano", False),
    ("manger", "de viande", "eat", "meat", False),
    ("boire", "de café", "drink", "coffee", False),
    ("boire", "d'alcool", "drink", "alcohol", False),
    ("sortir", "", "go", "out", False),
    ("regarder", "la télé", "watch", "TV", False),
    ("voir", "{name}", "see", "{name}", True),
    ("appeler", "{name}", "call", "{name}", True),
    ("parler", "à {name}", "speak", "to {name}", True),
    ("manger", "", "eat", "", True),
    ("dormir", "", "sleep", "", True),
    ("lire", "de livre", "read", "a book", True),
    ("écrire", "à {name}", "write", "to {name}", True),
)
_SINCE_WHEN = (
    ("lundi", "since Monday"),
    ("hier", "since yesterday"),
    ("ce matin", "since this morning"),
    ("Noël", "since Christmas"),
    ("l'été dernier", "since last summer"),
    ("des années", "for years"),
    ("longtemps", "for a long time"),
    ("deux semaines", "for two weeks"),
    ("trois jours", "for three days"),
    ("un mois", "for a month"),
    ("six mois", "for six months"),
    ("deux ans", "for two years"),
    ("trois ans", "for three years"),
)


def _since_words(when: tuple, lang: str) -> str:
    fr = lang == "fr"
    if when[0] == "month":
        return ("depuis " if fr else "since ") + MONTHS[when[1]][0 if fr else 1]
    if when[0] == "day":
        return ("depuis " if fr else "since ") + DAYS[when[1]][0 if fr else 1]
    fr_words, en_words = _SINCE_WHEN[when[1]]
    return f"depuis {fr_words}" if fr else en_words


@builder("not_since")
def _not_since(pr, lang, subj, what: int, when: tuple, name: str, rain=False):
    fr = lang == "fr"
    fr_verb, fr_rest, en_verb, en_rest, pc = NOT_SINCE[what]
    since = _since_words(when, lang)
    if rain:  # Il ne pleut plus depuis mai. / It has not rained since May.
        if fr:
            return ("Il n'a pas plu " if pc else "Il ne pleut plus ") + since + "."
        return f"It has not rained {since}."
    if fr:
        rest = fr_rest.format(name=name)
        vp = pr.VP(pr.V(fr_verb), *([pr.Q(rest)] if rest else []))
        s = pr.S(subject_tree(pr, subj, lang), vp)
        s = s.t("pc").typ({"neg": True}) if pc else s.typ({"neg": "plus"})
    else:
        rest = en_rest.format(name=name)
        vp = pr.VP(pr.V(en_verb), *([pr.Q(rest)] if rest else []))
        s = pr.S(subject_tree(pr, subj, lang), vp).typ({"perf": True, "neg": True})
    return s.realize().strip()[:-1] + f" {since}."


@register("not_since", 0.04)
def not_since(rng: random.Random, sampler):
    """*Thomas ne fume plus depuis mai.* / *Thomas has not smoked since May.*"""
    what = rng.randrange(len(NOT_SINCE))
    subj = everyday_pronoun(rng) if rng.random() < 0.65 else draw_name(rng)
    name = draw_name(rng).name
    while name == getattr(subj, "name", None):
        name = draw_name(rng).name
    x = rng.random()
    if NOT_SINCE[what][0] in ("manger", "dormir") and NOT_SINCE[what][4]:
        when = ("other", rng.choice((1, 2, 8)))  # hier, ce matin, trois jours
    elif x < 0.35:
        when = ("month", rng.randrange(12))
    elif x < 0.5:
        when = ("day", rng.randrange(7))
    else:
        when = ("other", rng.randrange(len(_SINCE_WHEN)))
    rain = rng.random() < 0.1
    args = {"subj": subj, "what": what, "when": when, "name": name, "rain": rain}
    verb = "pleuvoir" if rain else NOT_SINCE[what][0]
    return Construction("not_since", args, lemmas_of(verbs=(verb,)))
