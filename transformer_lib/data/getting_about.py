"""A kind of sentence of version 3: getting about by car, train, bus and metro
(beside the places of :mod:`.locations` and the tickets of :mod:`.tickets`), ``travel_means``
(:mod:`.on_the_line` has the stations and departures).

- ``travel_means``: a means of transport with no place, or with a city: *Nous sommes
  venus en train.* / *We came by train.*, *Elle est partie à pied.* / *She left on
  foot.*, *Ils iront à Lyon en train.* / *They will go to Lyon by train.*, *Tu es venu
  en bus?* / *Did you come by bus?*; and *prendre le métro pour aller à* a place is
  *take the metro to*: *Je prends le bus pour aller à l'école.* / *I take the bus
  to school.*, *Il faut prendre le bus numéro douze pour aller à la gare.* / *You have
  to take the number twelve bus to the station.*
"""

from __future__ import annotations

import random

from .errands import (
    _AVOIR,
    _ETRE,
    _cap,
    _draw_subject,
    _en_subject,
    _fr_subject,
    _gender,
    _participle,
    _person,
)
from .kind_parts import Construction, Name, builder, en_number, fr_number
from .kinds_v3 import register
from .names import CITIES

__all__ = ["MEANS", "COMMUTES", "RIDES", "NEAR_CITIES"]

_VOWELS = tuple("aeiouéèêâîôhAEIOUÉ")

# (French, English)
MEANS = (
    ("en voiture", "by car"),
    ("en voiture", "by car"),
    ("en bus", "by bus"),
    ("en train", "by train"),
    ("en train", "by train"),
    ("en avion", "by plane"),
    ("en métro", "by metro"),
    ("en tram", "by tram"),
    ("en taxi", "by taxi"),
    ("en car", "by coach"),
    ("en bateau", "by boat"),
    ("à vélo", "by bike"),
    ("à moto", "by motorbike"),
    ("à pied", "on foot"),
    ("à pied", "on foot"),
)
# the verbs: (French participle, English past, present 1-8, future 1-8, English base)
_VERBS = {
    "venir": (
        "venu",
        "came",
        ("viens", "viens", "vient", "vient", "venons", "venez", "viennent", "viennent"),
        ("viendrai", "viendras", "viendra", "viendra", "viendrons", "viendrez")
        + ("viendront", "viendront"),
        "come",
    ),
    "partir": (
        "parti",
        "left",
        None,  # (not the present: je pars en train is a plan)
        ("partirai", "partiras", "partira", "partira", "partirons", "partirez")
        + ("partiront", "partiront"),
        "leave",
    ),
    "rentrer": (
        "rentré",
        "went home",
        ("rentre", "rentres", "rentre", "rentre", "rentrons", "rentrez", "rentrent")
        + ("rentrent",),
        ("rentrerai", "rentreras", "rentrera", "rentrera", "rentrerons", "rentrerez")
        + ("rentreront", "rentreront"),
        "go home",
    ),
    "aller": (
        "allé",
        "went",
        ("vais", "vas", "va", "va", "allons", "allez", "vont", "vont"),
        ("irai", "iras", "ira", "ira", "irons", "irez", "iront", "iront"),
        "go",
    ),
}
# (French article + noun after prendre, English after take)
RIDES = (
    ("le métro", "the metro"),
    ("le métro", "the metro"),
    ("le bus", "the bus"),
    ("le bus", "the bus"),
    ("le train", "the train"),
    ("le tram", "the tram"),
    ("le car", "the coach"),
    ("un taxi", "a taxi"),
    ("le vélo", "the bike"),
)
# (French after pour aller / pour, English after the ride)
COMMUTES = (
    ("pour aller au travail", "to work"),
    ("pour aller au travail", "to work"),
    ("pour aller à l'école", "to school"),
    ("pour aller au bureau", "to the office"),
    ("pour aller à la gare", "to the station"),
    ("pour aller à l'aéroport", "to the airport"),
    ("pour aller à l'université", "to university"),
    ("pour aller en ville", "into town"),
    ("pour aller à la plage", "to the beach"),
    ("pour aller chez ma grand-mère", "to my grandmother's"),
    ("pour rentrer", "home"),
    ("pour rentrer chez moi", "home"),
)
_PRENDRE = ("prends", "prends", "prend", "prend", "prenons", "prenez", "prennent")
_PRENDRE += ("prennent",)
_PRENDRE_F = ("prendrai", "prendras", "prendra", "prendra", "prendrons", "prendrez")
_PRENDRE_F += ("prendront", "prendront")


def _city(i: int, lang: str) -> str:
    return CITIES[i][0 if lang == "fr" else 1]


# the cities a train, a bus, a car or a boat goes to from France (a plane: all)
_FAR = frozenset(
    ("Québec", "Montréal", "Tokyo", "Pékin", "New York", "Dakar", "Moscou", "Alger")
    + ("Tunis",)
)
# the means to another city
_TO_CITY = frozenset(
    ("by car", "by train", "by plane", "by coach", "by bus", "by motorbike")
)
NEAR_CITIES = tuple(i for i, c in enumerate(CITIES) if c[0] not in _FAR)


def _draw_city(rng: random.Random, plane: bool) -> int:
    return rng.randrange(len(CITIES)) if plane else rng.choice(NEAR_CITIES)


@builder("travel_by")
def _travel_by(pr, lang, subj, verb: str, tense: str, means: int, city, neg, asked):
    """*Nous sommes venus en train.* / *We came by train.*"""
    part, past, present, future, base = _VERBS[verb]
    person = _person(subj)
    fr = lang == "fr"
    where = ""
    if city is not None and verb == "partir":  # partir pour Lyon / leave for Lyon
        where = f" pour {_city(city, 'fr')}" if fr else f" for {_city(city, 'en')}"
    elif city is not None:
        where = f" à {_city(city, 'fr')}" if fr else f" to {_city(city, 'en')}"
    how = MEANS[means][0 if fr else 1]
    if fr:
        if tense == "pc":
            plural = person in (4, 5, 6, 7) and not isinstance(subj, Name)
            verb_words = f"{_ETRE[person]} {_participle(part, _gender(subj), plural)}"
        else:
            verb_words = (present if tense == "p" else future)[person]
        if neg:
            head, _, rest = verb_words.partition(" ")
            ne = "n'" if head.startswith(_VOWELS) else "ne "
            verb_words = f"{ne}{head} pas {rest}".strip()
            pron = ("je", "tu", "il", "elle", "nous", "vous", "ils", "elles")
            who = subj.name if isinstance(subj, Name) else pron[person]
            text = f"{who} {verb_words}"
        else:
            text = _fr_subject(subj, verb_words)
        return _cap(f"{text}{where} {how}") + ("?" if asked else ".")
    who = _en_subject(subj)
    third = person in (2, 3)
    word, _, rest = base.partition(" ")
    rest = f" {rest}" if rest else ""
    if asked:  # Tu es venu en bus? / Did you come by bus?
        aux = {"pc": "Did", "f": "Will", "p": "Does" if third else "Do"}[tense]
        return f"{aux} {who} {base}{where} {how}?"
    if tense == "pc":
        verb_words = f"did not {base}" if neg else past
    elif tense == "f":
        verb_words = f"will not {base}" if neg else f"will {base}"
    elif neg:
        verb_words = f"{'does' if third else 'do'} not {base}"
    else:
        verb_words = (word + ("es" if word == "go" else "s") if third else word) + rest
    return _cap(f"{who} {verb_words}{where} {how}.")


@builder("take_to")
def _take_to(pr, lang, subj, tense: str, ride: int, to: int, number):
    """*Je prends le bus pour aller à l'école.* / *I take the bus to school.*"""
    fr_ride, en_ride = RIDES[ride]
    fr_to, en_to = COMMUTES[to]
    fr = lang == "fr"
    if number is not None:  # le bus numéro douze / the number twelve bus
        fr_ride = f"le bus numéro {fr_number(number)}"
        en_ride = f"the number {en_number(number)} bus"
    if subj is None:  # Il faut prendre ... / You have to take ...
        if fr:
            return f"Il faut prendre {fr_ride} {fr_to}."
        return f"You have to take {en_ride} {en_to}."
    person = _person(subj)
    if fr:
        verb = {
            "p": _PRENDRE[person],
            "f": _PRENDRE_F[person],
            "pc": f"{_AVOIR[person]} pris",
        }[tense]
        return _cap(f"{_fr_subject(subj, verb)} {fr_ride} {fr_to}.")
    third = person in (2, 3)
    verb = {"p": "takes" if third else "take", "f": "will take", "pc": "took"}[tense]
    return _cap(f"{_en_subject(subj)} {verb} {en_ride} {en_to}.")


@register("travel_means", 0.06)
def travel_means(rng: random.Random, sampler):
    """*Nous sommes venus en train.* / *We came by train.*, *Je prends le bus pour aller
    à l'école.* / *I take the bus to school.* (see the module)"""
    subj = _draw_subject(rng)
    if rng.random() < 0.6:
        verb = rng.choice(("venir", "venir", "venir", "partir", "rentrer", "aller"))
        tenses = ("pc", "pc", "pc", "f") + (("p",) if _VERBS[verb][2] else ())
        tense = rng.choice(tenses)
        city = None
        means = rng.randrange(len(MEANS))
        if verb == "aller" or (verb != "rentrer" and rng.random() < 0.2):
            city = _draw_city(rng, MEANS[means][1] == "by plane")
            if MEANS[means][1] not in _TO_CITY:
                means = rng.choice((0, 3))  # (not to Rome on foot: by car, by train)
        asked = tense != "p" and _person(subj) in (1, 5) and rng.random() < 0.4
        neg = not asked and rng.random() < 0.12
        args = {"subj": subj, "verb": verb, "tense": tense, "means": means}
        args.update(city=city, neg=neg, asked=asked)
        return Construction("travel_by", args, _lemmas(verb))
    ride = rng.randrange(len(RIDES))
    to = rng.randrange(len(COMMUTES))
    number = None
    if rng.random() < 0.25:  # Il faut prendre le bus numéro douze pour aller à la gare.
        subj = None
        if rng.random() < 0.5:
            number = rng.randint(1, 40)
    if COMMUTES[to][0].endswith("chez moi") and subj is not None:
        if isinstance(subj, Name) or _person(subj) != 0:
            to = 10  # (pour rentrer chez moi: je only)
    args = {"subj": subj, "tense": rng.choice(("p", "p", "p", "pc", "f")), "ride": ride}
    args.update(to=to, number=number)
    verbs = (
        {"prendre", "aller"} if "aller" in COMMUTES[to][0] else {"prendre", "rentrer"}
    )
    if subj is None:
        verbs.add("falloir")
    return Construction("take_to", args, _lemmas(*verbs))


def _lemmas(*verbs) -> dict:
    return {"noun": set(), "adj": set(), "verb": set(verbs)}
