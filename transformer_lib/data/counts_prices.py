"""Kinds of sentence of version 3 that count people and price things (numbers in words,
as :mod:`.quantities` writes them; weights and distances are :mod:`.weights_distances`'s).

- ``counts``: *compter* (and *avoir*) + a number of members: *Notre classe compte
  vingt-quatre élèves.* / *Our class has twenty-four pupils.*, *L'hôtel comptait quarante
  chambres.* / *The hotel had forty rooms.*, *Combien d'élèves compte votre classe?* /
  *How many pupils does your class have?*;
- ``family_of``: *une famille de cinq* / *a family of five* (*C'est trop petit pour une
  famille de cinq.* / *It is too small for a family of five.*, *Nous sommes une famille de
  quatre.* / *We are a family of four.*) and the number at table: *Nous sommes onze à
  table ce soir.* / *There are eleven of us at the table this evening.*, *Nous serons
  six pour le dîner.* / *There will be six of us for dinner.*;
- ``price_per``: the price of a kilo or a litre and prices in cents: *C'est combien, le
  kilo de tomates?* / *How much is a kilo of tomatoes?*, *Le litre de lait coûte un euro
  vingt.* / *A litre of milk costs one euro twenty.*, *Un billet coûte quatre-vingt-dix
  centimes.* / *A ticket costs ninety cents.*;
"""

from __future__ import annotations

import random

from .kind_parts import (
    Construction,
    builder,
    en_number,
    fr_number,
    lemmas_of,
)
from .kinds_v3 import register

__all__ = ["COUNTED", "PER_UNIT", "CHEAP"]

_VOWELS = tuple("aeiouyéèêâîôœh")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _de(word: str) -> str:
    return f"d'{word}" if word.startswith(_VOWELS) else f"de {word}"


# (French, gender, English) of a determiner's owner: the, this, our ...
_DETS = (
    ("le", "la", "the"),
    ("ce", "cette", "this"),
    ("notre", "notre", "our"),
    ("votre", "votre", "your"),
    ("leur", "leur", "their"),
    ("mon", "ma", "my"),
    ("ton", "ta", "your"),
)


def _det_fr(i: int, noun: str, gender: str) -> str:
    """*le / la / l'*, *ce / cet / cette*, *mon / ma* (*mon école*) + ``noun``."""
    m, f, _ = _DETS[i]
    vowel = noun.startswith(_VOWELS)
    if i == 0 and vowel:
        return f"l'{noun}"
    if i == 1 and vowel and gender == "m":
        return f"cet {noun}"
    word = f if gender == "f" else m
    if vowel and word in ("ma", "ta"):
        word = word[0] + "on"
    return f"{word} {noun}"


# --- counts: Notre classe compte vingt-quatre élèves ----------------------------------------

# (whole: French, gender, English; members: French plural, English plural; how many)
COUNTED = (
    ("classe", "f", "class", "élèves", "pupils", (12, 32)),
    ("équipe", "f", "team", "joueurs", "players", (5, 25)),
    ("immeuble", "m", "building", "appartements", "flats", (6, 60)),
    ("village", "m", "village", "habitants", "inhabitants", (40, 100)),
    ("hôtel", "m", "hotel", "chambres", "rooms", (8, 80)),
    ("maison", "f", "house", "pièces", "rooms", (3, 10)),
    ("appartement", "m", "flat", "pièces", "rooms", (2, 6)),
    ("club", "m", "club", "membres", "members", (10, 100)),
    ("école", "f", "school", "classes", "classes", (4, 20)),
    ("bibliothèque", "f", "library", "ordinateurs", "computers", (3, 30)),
    ("restaurant", "m", "restaurant", "tables", "tables", (6, 40)),
    ("chorale", "f", "choir", "chanteurs", "singers", (10, 60)),
)
_COUNT_VERBS = {
    ("compter", "p"): "compte",
    ("compter", "i"): "comptait",
    ("avoir", "p"): "a",
    ("avoir", "i"): "avait",
}


@builder("counts")
def _counts(pr, lang, what: int, det: int, n: int, verb: str, tense: str, asked: bool):
    fr_whole, gender, en_whole, fr_members, en_members, _ = COUNTED[what]
    fr_n = fr_number(n, fr_members in ("chambres", "pièces", "classes", "tables"))
    if lang == "fr":
        whole = _det_fr(det, fr_whole, gender)
        form = _COUNT_VERBS[verb, tense]
        if asked:  # Combien d'élèves compte votre classe?
            return f"Combien {_de(fr_members)} {form} {whole}?"
        return _cap(f"{whole} {form} {fr_n} {fr_members}.")
    whole = f"{_DETS[det][2]} {en_whole}"
    if asked:
        aux = "does" if tense == "p" else "did"
        return f"How many {en_members} {aux} {whole} have?"
    return _cap(
        f"{whole} {'has' if tense == 'p' else 'had'} {en_number(n)} {en_members}."
    )


@register("counts", 0.03)
def counts(rng: random.Random, sampler):
    """*Notre classe compte vingt-quatre élèves.* / *Our class has twenty-four pupils.*"""
    what = rng.randrange(len(COUNTED))
    verb = "compter" if rng.random() < 0.75 else "avoir"
    args = {
        "what": what,
        "det": rng.randrange(len(_DETS)),
        "n": rng.randint(*COUNTED[what][5]),
        "verb": verb,
        "tense": rng.choice(("p", "p", "p", "i")),
        "asked": rng.random() < 0.15,
    }
    lemmas = lemmas_of(verbs=(verb,))
    lemmas["noun"].update((COUNTED[what][0], COUNTED[what][3][:-1]))
    return Construction("counts", args, lemmas)


# --- family_of: une famille de cinq, onze à table --------------------------------------------

# what is too small or big enough: (French, gender, English)
_HOMES = (
    ("maison", "f", "house"),
    ("appartement", "m", "flat"),
    ("voiture", "f", "car"),
    ("tente", "f", "tent"),
    ("table", "f", "table"),
    ("chambre", "f", "room"),
    ("cuisine", "f", "kitchen"),
    ("caravane", "f", "caravan"),
)
# (French masculine, feminine, English, English after the noun: "big enough")
_FIT = (
    ("trop petit", "trop petite", "too small", False),
    ("assez grand", "assez grande", "big enough", False),
    ("parfait", "parfaite", "perfect", False),
    ("idéal", "idéale", "ideal", False),
    ("trop cher", "trop chère", "too expensive", False),
)
# (French subject, être: present, imparfait, future; English object pronoun)
_WE = (
    ("nous", ("sommes", "étions", "serons"), "us", "We", "are", "were"),
    ("vous", ("êtes", "étiez", "serez"), "you", "You", "are", "were"),
    ("ils", ("sont", "étaient", "seront"), "them", "They", "are", "were"),
    ("elles", ("sont", "étaient", "seront"), "them", "They", "are", "were"),
)
# where the number sits: (French, English)
_AT = (("à table", "at the table"), ("pour le dîner", "for dinner"))
_AT += (("pour le déjeuner", "for lunch"), ("à la maison", "at home"))
# when, by tense (p, i, f): (French, English)
_AT_WHEN = {
    "p": (("", ""), ("ce soir", "this evening"), ("aujourd'hui", "today")),
    "i": (("", ""), ("hier soir", "last night"), ("à Noël", "at Christmas")),
    "f": (
        ("", ""),
        ("demain", "tomorrow"),
        ("ce soir", "this evening"),
        ("dimanche", "on Sunday"),
        ("à Noël", "at Christmas"),
    ),
}


@builder("family_of")
def _family_of(
    pr, lang, how, n, what=0, det=0, fit=0, it=False, who=0, tense="p", at=0, when=0
):
    fr = lang == "fr"
    fr_n = fr_number(n)
    if how == "fit":  # C'est trop petit pour une famille de cinq.
        noun, gender, en_noun = _HOMES[what]
        m, f, en_fit, _ = _FIT[fit]
        if fr:
            head = "C'est" if it else f"{_det_fr(det, noun, gender)} est"
            adj = m if it or gender == "m" else f
            return _cap(f"{head} {adj} pour une famille de {fr_n}.")
        head = "It is" if it else f"{_DETS[det][2]} {en_noun} is"
        return _cap(f"{head} {en_fit} for a family of {en_number(n)}.")
    subj, forms, en_of, en_subj, are, were = _WE[who]
    t = "pif".index(tense)
    if how == "family":  # Nous sommes une famille de quatre.
        if fr:
            return _cap(f"{subj} {forms[t]} une famille de {fr_n}.")
        verb = (are, were, "will be")[t]
        return f"{en_subj} {verb} a family of {en_number(n)}."
    # Nous sommes onze à table ce soir. / There are eleven of us at the table this evening.
    fr_when, en_when = _AT_WHEN[tense][when]
    if fr:
        number = fr_number(n, subj == "elles")
        tail = f" {fr_when}" if fr_when else ""
        return _cap(f"{subj} {forms[t]} {number} {_AT[at][0]}{tail}.")
    verb = ("are", "were", "will be")[t]
    tail = f" {en_when}" if en_when else ""
    return f"There {verb} {en_number(n)} of {en_of} {_AT[at][1]}{tail}."


@register("family_of", 0.03)
def family_of(rng: random.Random, sampler):
    """*C'est trop petit pour une famille de cinq.* / *It is too small for a family of
    five.*, *Nous sommes onze à table ce soir.* / *There are eleven of us at the table
    this evening.*"""
    how = rng.choice(("fit", "fit", "family", "at", "at"))
    args = {"how": how, "n": rng.randint(3, 8) if how != "at" else rng.randint(2, 20)}
    lemmas = lemmas_of(verbs=("être",))
    if how == "fit":
        what = rng.randrange(len(_HOMES))
        args.update(what=what, det=rng.randrange(len(_DETS)))
        args.update(fit=rng.randrange(len(_FIT)), it=rng.random() < 0.4)
        lemmas["noun"].add("famille")
        if not args["it"]:  # (C'est trop petit says no noun)
            lemmas["noun"].add(_HOMES[what][0])
    else:
        tense = rng.choice("ppif")
        args.update(who=rng.choice((0, 0, 1, 2, 3)), tense=tense)
        if how == "at":
            at = rng.randrange(len(_AT))
            whens = [
                i
                for i, (w, _) in enumerate(_AT_WHEN[tense])
                if not (at == 2 and "soir" in w)  # (not lunch in the evening)
            ]
            args.update(at=at, when=rng.choice(whens))
        else:
            lemmas["noun"].add("famille")
    return Construction("family_of", args, lemmas)


# --- price_per: le kilo de tomates, quatre-vingt-dix centimes --------------------------------

# (unit: French, English; what is sold by it: (French, English), ...)
PER_UNIT = (
    (
        ("kilo", "kilo"),
        (
            ("tomates", "tomatoes"),
            ("pommes", "apples"),
            ("pommes de terre", "potatoes"),
            ("cerises", "cherries"),
            ("fraises", "strawberries"),
            ("carottes", "carrots"),
            ("oranges", "oranges"),
            ("bananes", "bananas"),
            ("poires", "pears"),
            ("oignons", "onions"),
            ("fromage", "cheese"),
            ("sucre", "sugar"),
            ("farine", "flour"),
            ("riz", "rice"),
            ("bœuf", "beef"),
            ("poulet", "chicken"),
        ),
    ),
    (
        ("litre", "litre"),
        (
            ("lait", "milk"),
            ("essence", "petrol"),
            ("jus d'orange", "orange juice"),
            ("huile", "oil"),
            ("vin", "wine"),
            ("eau", "water"),
        ),
    ),
)
# what costs cents: (French noun, gender, English noun)
CHEAP = (
    ("billet", "m", "ticket"),
    ("ticket de bus", "m", "bus ticket"),
    ("baguette", "f", "baguette"),
    ("croissant", "m", "croissant"),
    ("timbre", "m", "stamp"),
    ("bonbon", "m", "sweet"),
    ("pomme", "f", "apple"),
    ("carte postale", "f", "postcard"),
    ("café", "m", "coffee"),
    ("stylo", "m", "pen"),
    ("journal", "m", "newspaper"),
    ("œuf", "m", "egg"),
)


def _price(euros: int, cents: int, lang: str) -> str:
    """*trois euros*, *un euro vingt*, *quatre-vingt-dix centimes* / *three euros*, *one
    euro twenty*, *ninety cents*."""
    fr = lang == "fr"
    if not euros:
        return f"{fr_number(cents)} centimes" if fr else f"{en_number(cents)} cents"
    unit = "euro" + ("s" if euros > 1 else "")
    text = f"{(fr_number if fr else en_number)(euros)} {unit}"
    if cents:
        text += f" {(fr_number if fr else en_number)(cents)}"
    return text


_COUTER = {"p": ("coûte", "costs"), "i": ("coûtait", "cost"), "pc": ("a coûté", "cost")}


@builder("price_per")
def _price_per(
    pr, lang, how, unit=0, what=0, euros=0, cents=0, form=0, tense="p", a=True
):
    fr = lang == "fr"
    price = _price(euros, cents, lang)
    if how == "unit":
        (fr_unit, en_unit), goods = PER_UNIT[unit]
        fr_goods, en_goods = goods[what]
        fr_np = f"le {fr_unit} {_de(fr_goods)}"
        en_np = f"a {en_unit} of {en_goods}"
        if form == 0:  # C'est combien, le kilo de tomates?
            return f"C'est combien, {fr_np}?" if fr else f"How much is {en_np}?"
        if form == 1:  # Combien coûte le kilo de tomates?
            return f"Combien coûte {fr_np}?" if fr else f"How much is {en_np}?"
        if form == 2:  # Le kilo de tomates coûte trois euros.
            if fr:
                return _cap(f"{fr_np} {_COUTER[tense][0]} {price}.")
            return _cap(f"{en_np} {_COUTER[tense][1]} {price}.")
        # Ça fait trois euros le kilo. / That is three euros a kilo.
        if fr:
            return f"Ça fait {price} le {fr_unit}."
        return f"That is {price} a {en_unit}."
    noun, gender, en_noun = CHEAP[what]
    if how == "it":  # Ça coûte cinquante centimes.
        if fr:
            return (
                "Ça fait " + price + "." if form else f"Ça {_COUTER[tense][0]} {price}."
            )
        return "That is " + price + "." if form else f"It {_COUTER[tense][1]} {price}."
    # Un billet coûte quatre-vingt-dix centimes.
    if fr:
        if a:
            head = ("une " if gender == "f" else "un ") + noun
        else:
            head = _det_fr(0, noun, gender)
        return _cap(f"{head} {_COUTER[tense][0]} {price}.")
    head = ("an " if en_noun[0] in "aeiou" else "a ") if a else "the "
    return _cap(f"{head}{en_noun} {_COUTER[tense][1]} {price}.")


@register("price_per", 0.04)
def price_per(rng: random.Random, sampler):
    """*C'est combien, le kilo de tomates?* / *How much is a kilo of tomatoes?*, *Un
    billet coûte quatre-vingt-dix centimes.* / *A ticket costs ninety cents.*"""
    how = rng.choice(("unit", "unit", "cheap", "cheap", "it"))
    args = {"how": how, "tense": rng.choice(("p", "p", "p", "i", "pc"))}
    lemmas = lemmas_of(verbs=("coûter",))
    if how == "unit":
        unit = rng.randrange(len(PER_UNIT))
        what = rng.randrange(len(PER_UNIT[unit][1]))
        args.update(unit=unit, what=what, form=rng.choice((0, 0, 1, 2, 2, 3)))
        args.update(
            euros=rng.randint(1, 25), cents=rng.choice((0, 0, 10, 20, 50, 80, 90))
        )
        lemmas["noun"].add(PER_UNIT[unit][0][0])
    else:
        what = rng.randrange(len(CHEAP))
        euros = rng.choice((0, 0, 0, 1, 2))
        cents = rng.choice(range(10, 100, 10 if euros else 5))
        args.update(what=what, euros=euros, cents=cents, a=rng.random() < 0.6)
        args["form"] = int(how == "it" and rng.random() < 0.4)
        if how == "cheap":
            lemmas["noun"].add(CHEAP[what][0].split()[0])
    return Construction("price_per", args, lemmas)
