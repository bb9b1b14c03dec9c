"""A kind of sentence of version 3: travel tickets, the journey, the driving licence and
going skiing.

- ``ticket``: *Un aller simple pour Nice, s'il vous plaît.* / *A single to Nice, please.*,
  *Deux allers-retours pour Lyon, s'il vous plaît.* / *Two returns to Lyon, please.*,
  *Je voudrais un aller-retour pour Paris.* / *I would like a return to Paris.*,
  *Combien coûte un aller simple pour Londres?* / *How much is a single to London?*
  (British *single* and *return*);
- ``journey``: *Combien de temps dure le trajet?* / *How long is the journey?*, *Le
  trajet dure deux heures.* / *The journey takes two hours.*;
- ``licence``: *avoir son permis* in the passé composé (*Elle a eu son permis.* / *She
  got her driving licence.*), the present (*J'ai mon permis.* / *I have my driving
  licence.*) and the future (*Tu auras ton permis.* / *You will get your driving
  licence.*, *Nous avons eu notre permis.* / *We got our driving licences.*); *permis de
  conduire* as well as *permis*;
- ``skiing``: *aller au ski* (*Nous allons au ski.* / *We are going skiing.*, *Ils sont
  allés au ski.* / *They went skiing.*, *J'irai au ski.* / *I will go skiing.*).
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
)
from .kinds_v3 import register
from .names import CITIES

__all__ = ["TICKETS"]

# French singular, plural, English
TICKETS = (
    ("aller simple", "allers simples", "single"),
    ("aller-retour", "allers-retours", "return"),
)
_FR_SUBJ = ("je", "tu", "il", "elle", "nous", "vous", "ils", "elles")
_EN_SUBJ = ("I", "you", "he", "she", "we", "you", "they", "they")
_FR_POSS = ("mon", "ton", "son", "son", "notre", "votre", "leur", "leur")
_EN_POSS = ("my", "your", "his", "her", "our", "your", "their", "their")
_FR_AVOIR = {
    "pc": ("ai eu", "as eu", "a eu", "a eu", "avons eu", "avez eu", "ont eu", "ont eu"),
    "p": ("ai", "as", "a", "a", "avons", "avez", "ont", "ont"),
    "f": ("aurai", "auras", "aura", "aura", "aurons", "aurez", "auront", "auront"),
}
_FR_ALLER = {
    "p": ("vais", "vas", "va", "va", "allons", "allez", "vont", "vont"),
    "pc": (
        "suis allé",
        "es allé",
        "est allé",
        "est allée",
        "sommes allés",
        "êtes allés",
        "sont allés",
        "sont allées",
    ),
    "f": ("irai", "iras", "ira", "ira", "irons", "irez", "iront", "iront"),
}
_EN_BE = ("am", "are", "is", "is", "are", "are", "are", "are")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _subject(i: int, lang: str) -> str:
    return (_FR_SUBJ if lang == "fr" else _EN_SUBJ)[i]


def _je(subject: str, verb: str) -> str:
    """*j'ai, j'irai*; else subject and verb."""
    if subject == "je" and verb[:1] in "aeéiou":
        return "j'" + verb
    return f"{subject} {verb}"


@builder("ticket")
def _ticket(pr, lang, ticket: int, n: int, city: int, how: str, polite: int):
    fr_s, fr_p, en = TICKETS[ticket]
    fr = lang == "fr"
    place = CITIES[city][0 if fr else 1]
    if fr:
        what = ("un " + fr_s) if n == 1 else f"{fr_number(n)} {fr_p}"
        what += f" pour {place}"
    else:
        what = ("a " + en) if n == 1 else f"{en_number(n)} {en}s"
        what += f" to {place}"
    if how == "please":
        tail = ("s'il vous plaît", "s'il te plaît")[polite] if fr else "please"
        return _cap(f"{what}, {tail}.")
    if how == "like":
        return ("Je voudrais " if fr else "I would like ") + what + "."
    # how much: Combien coûte un aller simple pour Nice?
    if fr:
        return f"Combien {'coûte' if n == 1 else 'coûtent'} {what}?"
    return f"How much {'is' if n == 1 else 'are'} {what}?"


@builder("journey")
def _journey(pr, lang, hours: int, city):
    """``hours`` 0: *Combien de temps dure le trajet (jusqu'à Nice)?*; else *Le trajet
    dure deux heures.*"""
    fr = lang == "fr"
    to = ""
    if city is not None:
        to = f" jusqu'à {CITIES[city][0]}" if fr else f" to {CITIES[city][1]}"
    if not hours:
        if fr:
            return f"Combien de temps dure le trajet{to}?"
        return f"How long is the journey{to}?"
    if fr:
        unit = "heure" if hours == 1 else "heures"
        return f"Le trajet{to} dure {fr_number(hours, True)} {unit}."
    unit = "hour" if hours == 1 else "hours"
    return f"The journey{to} takes {'an' if hours == 1 else en_number(hours)} {unit}."


@builder("licence")
def _licence(pr, lang, subj: int, tense: str, full: bool, neg: bool):
    if lang == "fr":
        verb = _FR_AVOIR[tense][subj]
        if neg:
            head, _, rest = verb.partition(" ")
            verb = f"{head} pas {rest}".strip()
            if _FR_SUBJ[subj] == "je":
                text = f"je n'{verb}"
            else:
                n = "n'" if verb[:1] in "aeéiou" else "ne "
                text = f"{_FR_SUBJ[subj]} {n}{verb}"
        else:
            text = _je(_FR_SUBJ[subj], verb)
        permis = "permis de conduire" if full else "permis"
        return _cap(f"{text} {_FR_POSS[subj]} {permis}.")
    s = _EN_SUBJ[subj]
    verb = {
        "pc": ("did not get", "got"),
        "p": ("do not have" if subj != 2 and subj != 3 else "does not have", "have"),
        "f": ("will not get", "will get"),
    }[tense][0 if neg else 1]
    if verb == "have" and subj in (2, 3):
        verb = "has"
    # nous, ils, elles: one licence each (vous may be one person: your driving licence)
    licences = "licences" if subj in (4, 6, 7) else "licence"
    return _cap(f"{s} {verb} {_EN_POSS[subj]} driving {licences}.")


@builder("skiing")
def _skiing(pr, lang, subj: int, tense: str):
    if lang == "fr":
        verb = _FR_ALLER[tense][subj]
        return _cap(_je(_FR_SUBJ[subj], verb) + " au ski.")
    verb = {"p": f"{_EN_BE[subj]} going", "pc": "went", "f": "will go"}[tense]
    return _cap(f"{_EN_SUBJ[subj]} {verb} skiing.")


@register("tickets", 0.05)
def tickets(rng: random.Random, sampler):
    x = rng.random()
    if x < 0.35:
        n = 1 if rng.random() < 0.7 else rng.randint(2, 4)
        args = {"ticket": rng.randrange(len(TICKETS)), "n": n}
        args["city"] = rng.randrange(len(CITIES))
        args["how"] = rng.choice(("please", "please", "like", "much"))
        args["polite"] = 0 if rng.random() < 0.8 else 1
        return Construction("ticket", args, lemmas_of())
    if x < 0.5:
        hours = 0 if rng.random() < 0.5 else rng.randint(1, 6)
        city = rng.randrange(len(CITIES)) if rng.random() < 0.4 else None
        args = {"hours": hours, "city": city}
        return Construction("journey", args, lemmas_of(verbs=("durer",)))
    i = everyday_pronoun(rng).index
    if x < 0.75:
        tense = rng.choice(("pc", "pc", "p", "f"))
        args = {"subj": i, "tense": tense, "full": rng.random() < 0.3}
        args["neg"] = rng.random() < 0.2
        return Construction("licence", args, lemmas_of(verbs=("avoir",)))
    # (je, tu, nous, vous in the masculine: je suis allé au ski)
    args = {"subj": i, "tense": rng.choice(("p", "pc", "f"))}
    return Construction("skiing", args, lemmas_of(verbs=("aller",)))
