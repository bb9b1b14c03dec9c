"""A kind of sentence of version 3: talk at the table, ``table_talk``.

- ``smells``: *sentir* + an adjective, of food, flowers and socks: *Ce fromage sent très
  fort.* / *This cheese smells very strong.*, *Ces fleurs sentaient bon.* / *These
  flowers smelled good.* (*bon* is *good* as in :mod:`.spoken`'s *Ça sent bon.*);
- ``more``: *encore* + a partitive is *more*: *Veux-tu encore du pain?* / *Do you want
  more bread?*, *Je voudrais encore de l'eau.* / *I would like more water.*;
- ``take_in``: *prendre du sucre / du lait dans* a drink is *take*, a habit (simple
  present): *Tu prends du sucre dans ton café?* / *Do you take sugar in your coffee?*,
  *Il ne prend pas de lait dans son thé.* / *He does not take milk in his tea.*;
- ``not_you``: a feeling and *pas toi?*, English's tag question, the one contraction
  besides *Don't* (a tag is never said uncontracted): *J'ai très faim, pas toi?* / *I am
  very hungry, aren't you?*
"""

from __future__ import annotations

import random

from .kind_parts import Construction, builder
from .kinds_v3 import register

__all__ = ["SMELLERS", "MORE", "TAKE_IN", "NOT_YOU"]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _partitive(noun: str, gender: str) -> str:
    if noun[0] in "aeiouéh":
        return f"de l'{noun}"
    return f"du {noun}" if gender == "m" else f"de la {noun}"


# --- Ce fromage sent très fort. -------------------------------------------------------------

# (French, English, number)
SMELLERS = (
    ("ce fromage", "this cheese", "s"),
    ("cette soupe", "this soup", "s"),
    ("ce café", "this coffee", "s"),
    ("ce poisson", "this fish", "s"),
    ("ce parfum", "this perfume", "s"),
    ("ces fleurs", "these flowers", "p"),
    ("ces roses", "these roses", "p"),
    ("tes chaussettes", "your socks", "p"),
)
_SMELL = (("fort", "strong"), ("bon", "good"), ("mauvais", "bad"))
_SENTIR = {("p", "s"): "sent", ("p", "p"): "sentent"}
_SENTIR.update({("i", "s"): "sentait", ("i", "p"): "sentaient"})


@builder("smells")
def _smells(pr, lang, thing: int, smell: int, very: bool, tense: str, neg: bool):
    fr, en, number = SMELLERS[thing]
    fr_adj, en_adj = _SMELL[smell]
    if lang == "fr":
        verb = _SENTIR[(tense, number)]
        verb = f"ne {verb} pas" if neg else verb
        return _cap(f"{fr} {verb} {'très ' if very else ''}{fr_adj}.")
    if neg:
        do = "did" if tense == "i" else "does" if number == "s" else "do"
        verb = f"{do} not smell"
    elif tense == "i":
        verb = "smelled"
    else:
        verb = "smells" if number == "s" else "smell"
    return _cap(f"{en} {verb} {'very ' if very else ''}{en_adj}.")


# --- Veux-tu encore du pain? ----------------------------------------------------------------

# (French, gender, English)
MORE = (
    ("pain", "m", "bread"),
    ("café", "m", "coffee"),
    ("thé", "m", "tea"),
    ("eau", "f", "water"),
    ("soupe", "f", "soup"),
    ("gâteau", "m", "cake"),
    ("lait", "m", "milk"),
    ("salade", "f", "salad"),
    ("fromage", "m", "cheese"),
    ("jus d'orange", "m", "orange juice"),
    ("riz", "m", "rice"),
    ("viande", "f", "meat"),
)
# (French, English): how one asks or says it
_WANT = (
    ("Veux-tu", "Do you want", "?"),
    ("Tu veux", "Do you want", "?"),
    ("Voulez-vous", "Do you want", "?"),
    ("Vous voulez", "Do you want", "?"),
    ("Je veux", "I want", "."),
    ("Je voudrais", "I would like", "."),
    ("Nous voudrions", "We would like", "."),
)


@builder("more")
def _more(pr, lang, food: int, want: int, please: bool):
    fr, gender, en = MORE[food]
    fr_want, en_want, end = _WANT[want]
    if lang == "fr":
        tail = ", s'il vous plaît" if please else ""
        return f"{fr_want} encore {_partitive(fr, gender)}{tail}{end}"
    return f"{en_want} more {en}{', please' if please else ''}{end}"


# --- Tu prends du sucre dans ton café? ------------------------------------------------------

# (French, gender, English)
TAKE_IN = (("sucre", "m", "sugar"), ("lait", "m", "milk"), ("citron", "m", "lemon"))
_DRINKS = (("café", "coffee"), ("thé", "tea"))
# je tu il elle nous vous: (subject, prendre, possessive, English subject, possessive)
_PERSONS = (
    ("je", "prends", "mon", "I", "my"),
    ("tu", "prends", "ton", "you", "your"),
    ("il", "prend", "son", "he", "his"),
    ("elle", "prend", "son", "she", "her"),
    ("nous", "prenons", "notre", "we", "our"),
    ("vous", "prenez", "votre", "you", "your"),
)


@builder("take_in")
def _take_in(pr, lang, person: int, what: int, drink: int, neg: bool, asked: bool):
    subj, verb, mine, en_subj, en_mine = _PERSONS[person]
    fr, gender, en = TAKE_IN[what]
    fr_drink, en_drink = _DRINKS[drink]
    if lang == "fr":
        if neg:
            ne = "n'" if verb[0] in "aeiou" else "ne "
            words = f"{subj} {ne}{verb} pas de {fr}"
        else:
            words = f"{subj} {verb} {_partitive(fr, gender)}"
        return _cap(f"{words} dans {mine} {fr_drink}") + ("?" if asked else ".")
    third = person in (2, 3)
    rest = f"{en} in {en_mine} {en_drink}"
    if asked:
        return f"{'Does' if third else 'Do'} {en_subj} take {rest}?"
    if neg:
        return _cap(f"{en_subj} {'does' if third else 'do'} not take {rest}.")
    return _cap(f"{en_subj} {'takes' if third else 'take'} {rest}.")


# --- J'ai très faim, pas toi? ---------------------------------------------------------------

# (French after j'ai / nous avons, English after I am / we are)
NOT_YOU = (
    ("faim", "hungry"),
    ("soif", "thirsty"),
    ("froid", "cold"),
    ("chaud", "hot"),
    ("sommeil", "sleepy"),
    ("peur", "scared"),
)


@builder("not_you")
def _not_you(pr, lang, feeling: int, very: bool, we: bool, you: str):
    fr, en = NOT_YOU[feeling]
    if lang == "fr":
        head = "Nous avons" if we else "J'ai"
        return f"{head} {'très ' if very else ''}{fr}, pas {you}?"
    head = "We are" if we else "I am"
    return f"{head} {'very ' if very else ''}{en}, aren't you?"


@register("table_talk", 0.06)
def table_talk(rng: random.Random, sampler):
    x = rng.random()
    if x < 0.25:
        args = {"thing": rng.randrange(len(SMELLERS)), "smell": rng.randrange(3)}
        args.update(very=rng.random() < 0.4, tense=rng.choice("ppi"))
        args["neg"] = not args["very"] and rng.random() < 0.15
        return Construction("smells", args, _lemmas(("sentir",)))
    if x < 0.55:
        want = rng.randrange(len(_WANT))
        please = (
            _WANT[want][0] in ("Je voudrais", "Nous voudrions") and rng.random() < 0.3
        )
        args = {"food": rng.randrange(len(MORE)), "want": want, "please": please}
        return Construction("more", args, _lemmas(("vouloir",)))
    if x < 0.8:
        person = rng.choice((0, 1, 1, 2, 3, 4, 5))
        asked = person in (1, 5) and rng.random() < 0.6
        what = rng.randrange(3)
        drink = 1 if what == 2 else rng.randrange(2)  # (lemon in tea only)
        args = {"person": person, "what": what, "drink": drink}
        args.update(neg=not asked and rng.random() < 0.3, asked=asked)
        return Construction("take_in", args, _lemmas(("prendre",)))
    we = rng.random() < 0.25
    you = "vous" if we or rng.random() < 0.3 else "toi"
    args = {"feeling": rng.randrange(len(NOT_YOU)), "very": rng.random() < 0.5}
    args.update(we=we, you=you)
    return Construction("not_you", args, _lemmas(("avoir",)))


def _lemmas(verbs) -> dict:
    return {"noun": set(), "adj": set(), "verb": set(verbs)}
