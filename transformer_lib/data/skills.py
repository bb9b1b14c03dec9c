"""Kinds of sentence of version 3: what one can do, what is easy to do, what it is time to
do, and sums (hand-made tables on both sides).

- ``can_do``: *savoir* + infinitive is *can* (*could* in the imparfait): *Je ne sais pas
  nager.* / *I cannot swim.*, *Léa sait jouer du piano.* / *Léa can play the piano.*,
  *Tu sais conduire?* / *Can you drive?*
- ``easy_to``: an adjective + *à* + infinitive: *C'est facile à faire.* / *It is easy to
  do.*, *Ce livre est difficile à lire.* / *This book is difficult to read.*, *Ce n'était
  pas très facile à expliquer.* / *It was not very easy to explain.*
- ``time_to``: *C'est l'heure de manger.* / *It is time to eat.*, *Les enfants, c'est
  l'heure d'aller au lit!* / *Children, it is time to go to bed!*
- ``sums``: *Douze plus huit font vingt.* / *Twelve plus eight is twenty.* (*moins* is
  *minus*, *fois* is *times*), *Combien font trois fois quatre?* / *What is three times
  four?*
"""

from __future__ import annotations

import random

from .kind_parts import (
    Construction,
    Name,
    builder,
    draw_name,
    en_number,
    everyday_pronoun,
    fr_number,
    lemmas_of,
)
from .kinds_v3 import register
from .lexicon import PRONOUNS

# --- can_do: savoir + infinitive ------------------------------------------------------------

# what one can do: (French, English)
SKILLS = (
    ("nager", "swim"),
    ("conduire", "drive"),
    ("cuisiner", "cook"),
    ("danser", "dance"),
    ("lire", "read"),
    ("écrire", "write"),
    ("skier", "ski"),
    ("patiner", "skate"),
    ("chanter", "sing"),
    ("compter jusqu'à dix", "count to ten"),
    ("faire du vélo", "ride a bike"),
    ("monter à cheval", "ride a horse"),
    ("jouer du piano", "play the piano"),
    ("jouer de la guitare", "play the guitar"),
    ("jouer du violon", "play the violin"),
    ("jouer aux échecs", "play chess"),
    ("parler anglais", "speak English"),
    ("parler espagnol", "speak Spanish"),
    ("parler allemand", "speak German"),
    ("lire l'heure", "tell the time"),
    ("utiliser un ordinateur", "use a computer"),
    ("faire un gâteau", "make a cake"),
)
# savoir by person (je tu il elle nous vous ils elles), present and imparfait
_SAVOIR = {
    "p": ("sais", "sais", "sait", "sait", "savons", "savez", "savent", "savent"),
    "i": ("savais", "savais", "savait", "savait", "savions", "saviez", "savaient")
    + ("savaient",),
}


@builder("can_do")
def _can_do(pr, lang, subj, skill: int, tense: str, neg: bool, ask: str):
    """``subj`` a pronoun index or a :class:`Name`; ``ask``: "" (a statement), "tu"
    (*Tu sais nager?*) or "inv" (*Sais-tu nager?*), both *Can you swim?*"""
    fr_skill, en_skill = SKILLS[skill]
    person = 2 if isinstance(subj, Name) else subj
    if lang == "fr":
        verb = _SAVOIR[tense][person]
        who = subj.name if isinstance(subj, Name) else PRONOUNS[subj][0]
        if ask == "inv":
            return f"{verb.capitalize()}-{who} {fr_skill}?"
        if neg:
            return f"{who[0].upper()}{who[1:]} ne {verb} pas {fr_skill}."
        return f"{who[0].upper()}{who[1:]} {verb} {fr_skill}" + ("?" if ask else ".")
    modal = "can" if tense == "p" else "could"
    who = subj.name if isinstance(subj, Name) else PRONOUNS[subj][1]
    if ask:
        return f"{modal.capitalize()} {who} {en_skill}?"
    who = who if who == "I" else who[0].upper() + who[1:]
    if neg:
        modal = "cannot" if tense == "p" else "could not"
    return f"{who} {modal} {en_skill}."


@register("can_do", 0.05)
def can_do(rng: random.Random, sampler):
    """*Je ne sais pas nager.* / *I cannot swim.*, *Tu sais conduire?* / *Can you
    drive?*"""
    subj = draw_name(rng) if rng.random() < 0.25 else everyday_pronoun(rng).index
    tense = "p" if rng.random() < 0.8 else "i"
    ask = ""
    if not isinstance(subj, Name) and PRONOUNS[subj][0] in ("tu", "vous"):
        ask = rng.choice(("", "tu", "tu", "inv"))
    neg = not ask and rng.random() < 0.5
    args = {"subj": subj, "skill": rng.randrange(len(SKILLS)), "tense": tense}
    args.update(neg=neg, ask=ask)
    verb = SKILLS[args["skill"]][0].split()[0]
    return Construction("can_do", args, lemmas_of(verbs=("savoir", verb)))


# --- easy_to: adjective + à + infinitive ----------------------------------------------------

# (French masculine, French feminine, English)
EASY = (
    ("facile", "facile", "easy"),
    ("difficile", "difficile", "difficult"),
    ("simple", "simple", "simple"),
    ("impossible", "impossible", "impossible"),
    ("dur", "dure", "hard"),
)
# infinitive: French, English
TO_DO = {
    "faire": "do",
    "comprendre": "understand",
    "dire": "say",
    "expliquer": "explain",
    "trouver": "find",
    "oublier": "forget",
    "lire": "read",
    "apprendre": "learn",
    "parler": "speak",
    "écrire": "write",
    "ouvrir": "open",
    "préparer": "make",
    "utiliser": "use",
    "réparer": "fix",
    "conduire": "drive",
    "raconter": "tell",
    "retenir": "remember",
}
# the things said easy to do: (French, English, gender, the infinitives that fit them)
EASY_THINGS = (
    ("ce livre", "this book", "m", ("lire", "comprendre")),
    ("cette langue", "this language", "f", ("apprendre", "parler")),
    ("ce mot", "this word", "m", ("dire", "écrire", "retenir")),
    ("cette porte", "this door", "f", ("ouvrir",)),
    ("ce gâteau", "this cake", "m", ("préparer",)),
    ("cette machine", "this machine", "f", ("utiliser", "réparer")),
    ("cette voiture", "this car", "f", ("conduire", "réparer")),
    ("ce problème", "this problem", "m", ("comprendre", "expliquer")),
    ("cette histoire", "this story", "f", ("comprendre", "raconter")),
    ("ce nom", "this name", "m", ("retenir", "dire", "écrire")),
    ("cette question", "this question", "f", ("comprendre",)),
    ("ce jeu", "this game", "m", ("apprendre", "comprendre")),
)
# the words before the adjective: French, English
EASY_ADVS = {"": "", "très": "very ", "trop": "too ", "assez": "quite "}
_ETRE = {"p": "est", "i": "était", "f": "sera"}
_BE = {"p": "is", "i": "was", "f": "will be"}
_BE_NOT = {"p": "is not", "i": "was not", "f": "will not be"}


@builder("easy_to")
def _easy_to(pr, lang, thing, adj: int, verb: str, tense: str, neg: bool, adv: str):
    """``thing`` None (*c'est*) or an index of :data:`EASY_THINGS`."""
    fr = lang == "fr"
    fr_m, fr_f, en_adj = EASY[adj]
    if fr:
        gender = "m" if thing is None else EASY_THINGS[thing][2]
        word = fr_f if gender == "f" else fr_m
        head = "C" if thing is None else EASY_THINGS[thing][0]
        head = head[0].upper() + head[1:]
        etre = _ETRE[tense]
        if thing is None:
            front = f"Ce n'{etre} pas" if neg else f"C'{etre}"
            front = front.replace("Ce n'sera", "Ce ne sera").replace(
                "C'sera", "Ce sera"
            )
        else:
            front = f"{head} n'{etre} pas" if neg else f"{head} {etre}"
            front = front.replace("n'sera", "ne sera")
        return f"{front} {adv + ' ' if adv else ''}{word} à {verb}."
    head = (
        "It"
        if thing is None
        else EASY_THINGS[thing][1][0].upper() + EASY_THINGS[thing][1][1:]
    )
    be = (_BE_NOT if neg else _BE)[tense]
    return f"{head} {be} {EASY_ADVS[adv]}{en_adj} to {TO_DO[verb]}."


@register("easy_to", 0.04)
def easy_to(rng: random.Random, sampler):
    """*C'est facile à faire.* / *It is easy to do.*, *Ce livre est difficile à lire.* /
    *This book is difficult to read.*"""
    thing = None if rng.random() < 0.5 else rng.randrange(len(EASY_THINGS))
    if thing is None:
        # (not *c'est facile à parler*: a language is spoken, not "it")
        verb = rng.choice(("faire",) * 4 + tuple(v for v in TO_DO if v != "parler"))
    else:
        verb = rng.choice(EASY_THINGS[thing][3])
    adj = rng.choices(range(len(EASY)), (5, 4, 1, 1, 1))[0]
    adv = rng.choice(("", "", "", "très", "très", "trop", "assez"))
    adv = "" if adj == 3 else adv  # (not *très impossible*)
    tense = rng.choices(("p", "i", "f"), (6, 3, 1))[0]
    args = {"thing": thing, "adj": adj, "verb": verb, "tense": tense}
    args.update(neg=rng.random() < 0.25, adv=adv)
    lemmas = lemmas_of(verbs=("être", verb), adjs=(EASY[adj][0],))
    return Construction("easy_to", args, lemmas)


# --- time_to: c'est l'heure de ... ----------------------------------------------------------

# (French after "de", English after "to")
TIME_TO = (
    ("manger", "eat"),
    ("partir", "go"),
    ("dormir", "sleep"),
    ("dîner", "have dinner"),
    ("déjeuner", "have lunch"),
    ("se lever", "get up"),
    ("se réveiller", "wake up"),
    ("aller au lit", "go to bed"),
    ("aller à l'école", "go to school"),
    ("rentrer", "go home"),
    ("travailler", "work"),
    ("commencer", "start"),
    ("prendre le bus", "take the bus"),
    ("faire les devoirs", "do the homework"),
    ("prendre un bain", "have a bath"),
    ("ranger la chambre", "tidy the bedroom"),
)
# who is told: (French, English)
VOCATIVES = (
    ("les enfants", "children"),
    ("mes amis", "my friends"),
    ("mon chéri", "darling"),
    ("ma chérie", "darling"),
)


@builder("time_to")
def _time_to(pr, lang, what: int, tense: str, who):
    """``who``: None, an index of :data:`VOCATIVES` or a :class:`Name` (*Léa, c'est
    l'heure de partir!* / *Léa, it is time to go!*)."""
    fr_what, en_what = TIME_TO[what]
    if lang == "fr":
        de = "d'" if fr_what[0] in "aeéiouy" else "de "
        head = {"p": "c'est", "i": "c'était"}[tense] + f" l'heure {de}{fr_what}"
    else:
        head = {"p": "it is", "i": "it was"}[tense] + f" time to {en_what}"
    if who is None:
        return head[0].upper() + head[1:] + "."
    called = who.name if isinstance(who, Name) else VOCATIVES[who][lang != "fr"]
    return f"{called[0].upper()}{called[1:]}, {head}!"


@register("time_to", 0.03)
def time_to(rng: random.Random, sampler):
    """*C'est l'heure de manger.* / *It is time to eat.*"""
    tense = "p" if rng.random() < 0.75 else "i"
    who = None
    if tense == "p" and rng.random() < 0.4:
        who = draw_name(rng) if rng.random() < 0.5 else rng.randrange(len(VOCATIVES))
    what = rng.randrange(len(TIME_TO))
    while who is not None and TIME_TO[what][0].startswith("se "):
        what = rng.randrange(len(TIME_TO))  # (Léa, c'est l'heure de te lever: not here)
    verb = TIME_TO[what][0].split()[-1 if TIME_TO[what][0].startswith("se ") else 0]
    args = {"what": what, "tense": tense, "who": who}
    return Construction("time_to", args, lemmas_of(verbs=(verb,)))


# --- sums -----------------------------------------------------------------------------------

# the operations: French, English
OPERATIONS = (("plus", "plus"), ("moins", "minus"), ("fois", "times"))


@builder("sums")
def _sums(pr, lang, a: int, op: int, b: int, ask: bool):
    """*Douze plus huit font vingt.* / *Twelve plus eight is twenty.*; ``ask``: *Combien
    font deux plus deux?* / *What is two plus two?*"""
    c = (a + b, a - b, a * b)[op]
    if lang == "fr":
        sum_ = f"{fr_number(a)} {OPERATIONS[op][0]} {fr_number(b)}"
        if ask:
            return f"Combien font {sum_}?"
        return f"{sum_[0].upper()}{sum_[1:]} font {fr_number(c)}."
    sum_ = f"{en_number(a)} {OPERATIONS[op][1]} {en_number(b)}"
    if ask:
        return f"What is {sum_}?"
    return f"{sum_[0].upper()}{sum_[1:]} is {en_number(c)}."


@register("sums", 0.03)
def sums(rng: random.Random, sampler):
    """*Douze plus huit font vingt.* / *Twelve plus eight is twenty.*"""
    op = rng.choices((0, 1, 2), (5, 3, 3))[0]
    if op == 0:
        a, b = rng.randint(1, 50), rng.randint(1, 50)
    elif op == 1:
        a = rng.randint(2, 100)
        b = rng.randint(1, a - 1)
    else:
        a, b = rng.randint(2, 10), rng.randint(2, 10)
    args = {"a": a, "op": op, "b": b, "ask": rng.random() < 0.3}
    return Construction("sums", args, lemmas_of(verbs=("faire",)))
