"""A kind of sentence of version 3: prices, paying and the shops of a street,
``shop_money``.

- prices: *Ça fait dix-huit euros, s'il vous plaît.* / *That is eighteen euros,
  please.*, *Ça fera deux euros cinquante.* / *That will be two euros fifty.*, *C'est
  combien, ce pull?* / *How much is this jumper?*, *Les pommes sont à trois euros le
  kilo.* / *The apples are three euros a kilo.*, *Mon manteau a coûté quatre-vingts
  euros.* / *My coat cost eighty euros.*;
- paying: *Je peux payer par carte?* / *Can I pay by card?*, *Elle paie toujours en
  espèces.* / *She always pays in cash.*, *Tu as de la monnaie?* / *Do you have any
  change?*, *Gardez la monnaie.* / *Keep the change.*;
- the street: *Est-ce qu'il y a un distributeur près d'ici?* / *Is there a cash machine
  near here?*, *Où est la pharmacie la plus proche?* / *Where is the nearest pharmacy?*
"""

from __future__ import annotations

import random

from .errands import CLOTHES, _cap, _draw_subject, _en_subject, _fr_subject, _person
from .kind_parts import Construction, builder, en_number, fr_number
from .kinds_v3 import register

__all__ = ["PRICED", "PRODUCE", "MEANS_OF_PAYING", "STREET_PLACES"]

_VOWELS = tuple("aeiouéèêâîôhAEIOUÉ")

# (French with its article, English with its article, plural): what has a price
PRICED = (
    ("le café", "the coffee", False),
    ("la baguette", "the baguette", False),
    ("le croissant", "the croissant", False),
    ("le billet", "the ticket", False),
    ("le journal", "the newspaper", False),
    ("la bière", "the beer", False),
    ("le menu", "the set menu", False),
    ("le ticket de métro", "the metro ticket", False),
    ("la chambre", "the room", False),
    ("le gâteau", "the cake", False),
    ("les cartes postales", "the postcards", True),
    ("les croissants", "the croissants", True),
)
# (French, English): sold by the kilo, all plural
PRODUCE = (
    ("les pommes", "the apples"),
    ("les tomates", "the tomatoes"),
    ("les cerises", "the cherries"),
    ("les fraises", "the strawberries"),
    ("les pommes de terre", "the potatoes"),
    ("les oranges", "the oranges"),
    ("les carottes", "the carrots"),
    ("les bananes", "the bananas"),
    ("les poires", "the pears"),
)
# (French, English)
MEANS_OF_PAYING = (
    ("par carte", "by card"),
    ("par carte", "by card"),
    ("en espèces", "in cash"),
    ("en liquide", "in cash"),
    ("par chèque", "by cheque"),
)
_PAYER = {
    "p": ("paie", "paies", "paie", "paie", "payons", "payez", "paient", "paient"),
    "f": (
        "paierai",
        "paieras",
        "paiera",
        "paiera",
        "paierons",
        "paierez",
        "paieront",
        "paieront",
    ),
    "pc": ("ai payé", "as payé", "a payé", "a payé", "avons payé", "avez payé"),
}
_PAYER["pc"] += ("ont payé", "ont payé")
# (French, gender, English): what is in a street
STREET_PLACES = (
    ("distributeur", "m", "cash machine"),
    ("distributeur", "m", "cash machine"),
    ("banque", "f", "bank"),
    ("pharmacie", "f", "pharmacy"),
    ("boulangerie", "f", "bakery"),
    ("supermarché", "m", "supermarket"),
    ("bureau de poste", "m", "post office"),
    ("station-service", "f", "petrol station"),
    ("arrêt de bus", "m", "bus stop"),
    ("station de métro", "f", "metro station"),
    ("parking", "m", "car park"),
    ("café", "m", "café"),
    ("restaurant", "m", "restaurant"),
    ("hôtel", "m", "hotel"),
    ("librairie", "f", "bookshop"),
    ("boucherie", "f", "butcher's"),
)
_NEAR = (
    ("dans cette rue", "in this street"),
    ("près d'ici", "near here"),
    ("dans le quartier", "in the area"),
    ("par ici", "around here"),
)
_MONEY_TALK = (
    ("Tu as de la monnaie?", "Do you have any change?"),
    ("Vous avez de la monnaie?", "Do you have any change?"),
    ("Je n'ai pas de monnaie.", "I do not have any change."),
    ("Je n'ai pas de monnaie sur moi.", "I do not have any change on me."),
    ("Gardez la monnaie.", "Keep the change."),
    ("Garde la monnaie.", "Keep the change."),
    ("Voici votre monnaie.", "Here is your change."),
    ("Vous avez la monnaie de {n}?", "Do you have change for {n}?"),
    ("Tu as la monnaie de {n}?", "Do you have change for {n}?"),
    ("Je n'ai qu'un billet de {n}.", "I only have a {n} note."),
)


def euros(n: int, cents: int, lang: str) -> str:
    """*quinze euros*, *un euro cinquante* / *fifteen euros*, *one euro fifty*."""
    if lang == "fr":
        text = f"{fr_number(n)} {'euro' if n == 1 else 'euros'}"
        return text + (f" {fr_number(cents)}" if cents else "")
    text = f"{en_number(n)} {'euro' if n == 1 else 'euros'}"
    return text + (f" {en_number(cents)}" if cents else "")


def _dem_cloth(cloth: int, lang: str) -> str:
    fr_noun, gender, fr_plural, en_noun, en_plural = CLOTHES[cloth]
    if lang == "fr":
        if fr_plural:
            return f"ces {fr_noun}"
        if gender == "f":
            return f"cette {fr_noun}"
        return f"{'cet' if fr_noun.startswith(_VOWELS) else 'ce'} {fr_noun}"
    return f"{'these' if en_plural else 'this'} {en_noun}"


@builder("shop_price")
def _price(pr, lang, form: str, n: int, cents: int, thing: int, please: bool):
    fr = lang == "fr"
    money = euros(n, cents, lang)
    if form == "total":
        tail = (", s'il vous plaît" if fr else ", please") if please else ""
        return f"Ça fait {money}{tail}." if fr else f"That is {money}{tail}."
    if form == "total_all":
        return f"Ça fait {money} en tout." if fr else f"That is {money} altogether."
    if form == "will_be":
        return f"Ça fera {money}." if fr else f"That will be {money}."
    if form == "costs":
        return f"Ça coûte {money}." if fr else f"It costs {money}."
    if form == "how_much":
        return (
            ("Ça fait combien?", "How much is that?"),
            ("Ça fait combien en tout?", "How much is that altogether?"),
            ("C'est combien?", "How much is it?"),
            ("Je vous dois combien?", "How much do I owe you?"),
        )[thing][not fr]
    if form == "how_much_this":  # C'est combien, ce pull? / How much is this jumper?
        if fr:
            return f"C'est combien, {_dem_cloth(thing, lang)}?"
        be = "are" if CLOTHES[thing][4] else "is"
        return f"How much {be} {_dem_cloth(thing, lang)}?"
    if form == "kilo":  # Les pommes sont à trois euros le kilo.
        fr_w, en_w = PRODUCE[thing]
        if fr:
            return _cap(f"{fr_w} sont à {money} le kilo.")
        return _cap(f"{en_w} are {money} a kilo.")
    if form == "is_at":  # Le café est à deux euros. / The coffee is two euros.
        fr_w, en_w, plural = PRICED[thing]
        if fr:
            return _cap(f"{fr_w} {'sont' if plural else 'est'} à {money}.")
        return _cap(f"{en_w} {'are' if plural else 'is'} {money}.")
    # cost: Mon manteau a coûté quatre-vingts euros. / My coat cost eighty euros.
    fr_noun, gender, fr_plural, en_noun, _ = CLOTHES[thing]
    if fr:
        poss = "mes" if fr_plural else "ma" if gender == "f" else "mon"
        if poss == "ma" and fr_noun.startswith(_VOWELS):
            poss = "mon"
        verb = "ont coûté" if fr_plural else "a coûté"
        return _cap(f"{poss} {fr_noun} {verb} {money}.")
    return f"My {en_noun} cost {money}."


@builder("shop_paying")
def _paying(pr, lang, form: str, subj, tense: str, means: int, neg: bool):
    fr = lang == "fr"
    fr_m, en_m = MEANS_OF_PAYING[means]
    if form == "can":  # Je peux payer par carte?
        head = (
            ("Je peux payer", "Can I pay"),
            ("Est-ce que je peux payer", "Can I pay"),
            ("On peut payer", "Can we pay"),
            ("Est-ce qu'on peut payer", "Can we pay"),
        )[subj][not fr]
        return f"{head} {fr_m if fr else en_m}?"
    if form == "going":  # Je vais payer par carte. / I am going to pay by card.
        return "Je vais payer " + fr_m + "." if fr else f"I am going to pay {en_m}."
    person = _person(subj)
    if fr:
        verb = _PAYER[tense][person]
        if neg:
            head, _, rest = verb.partition(" ")
            ne = "n'" if head.startswith(_VOWELS) else "ne "
            verb = f"{ne}{head} pas {rest}".strip()
            text = f"{subj.name} {verb}" if hasattr(subj, "name") else None
            if text is None:
                pron = ("je", "tu", "il", "elle", "nous", "vous", "ils", "elles")[
                    person
                ]
                text = f"{pron} {verb}"
        else:
            if tense == "p":
                verb += " toujours"
            text = _fr_subject(subj, verb)
        return _cap(f"{text} {fr_m}.")
    who = _en_subject(subj)
    third = person in (2, 3)
    if tense == "p":
        verb = ("does not pay" if third else "do not pay") if neg else None
        verb = verb or ("always pays" if third else "always pay")
    elif tense == "pc":
        verb = "did not pay" if neg else "paid"
    else:
        verb = "will not pay" if neg else "will pay"
    return _cap(f"{who} {verb} {en_m}.")


@builder("money_talk")
def _money_talk(pr, lang, line: int, n: int):
    fr, en = _MONEY_TALK[line]
    if lang == "fr":
        return fr.format(n=f"{fr_number(n)} euros")
    return en.format(
        n=f"{en_number(n)}-euro" if "note" in en else f"{en_number(n)} euros"
    )


@builder("street_place")
def _street_place(pr, lang, form: str, place: int, near: int):
    fr_noun, gender, en_noun = STREET_PLACES[place]
    fr = lang == "fr"
    art = ("an" if en_noun[0] in "aeiou" else "a") if not fr else None
    if form == "nearest":  # Où est la pharmacie la plus proche?
        if fr:
            det = (
                "l'"
                if fr_noun.startswith(_VOWELS)
                else ("la " if gender == "f" else "le ")
            )
            most = "la plus proche" if gender == "f" else "le plus proche"
            return f"Où est {det}{fr_noun} {most}?"
        return f"Where is the nearest {en_noun}?"
    fr_near, en_near = _NEAR[near]
    un = "une" if gender == "f" else "un"
    if form == "looking":  # Je cherche une pharmacie. / I am looking for a pharmacy.
        if fr:
            return f"Je cherche {un} {fr_noun}."
        return f"I am looking for {art} {en_noun}."
    head = (
        {"est-ce": "Est-ce qu'il y a", "il_y_a": "Il y a"}[form] if fr else "Is there"
    )
    return (
        f"{head} {un} {fr_noun} {fr_near}?"
        if fr
        else f"Is there {art} {en_noun} {en_near}?"
    )


def _draw_money(rng: random.Random) -> tuple[int, int]:
    n = rng.choice((rng.randint(1, 20), rng.randint(1, 20), rng.randint(21, 100)))
    cents = (
        rng.choice((10, 20, 30, 40, 50, 50, 50, 60, 70, 80, 90))
        if n < 30 and rng.random() < 0.3
        else 0
    )
    return n, cents


@register("shop_money", 0.06)
def shop_money(rng: random.Random, sampler):
    """*Ça fait dix-huit euros, s'il vous plaît.* / *That is eighteen euros, please.*,
    *Je peux payer par carte?* / *Can I pay by card?*, *Est-ce qu'il y a un distributeur
    près d'ici?* / *Is there a cash machine near here?* (see the module)"""
    x = rng.random()
    if x < 0.45:
        form = rng.choice(
            ("total", "total", "total", "total_all", "will_be", "costs", "how_much",
             "how_much_this", "how_much_this", "kilo", "is_at", "is_at", "cost")
        )  # fmt: skip
        n, cents = _draw_money(rng)
        thing = {
            "how_much": lambda: rng.randrange(4),
            "how_much_this": lambda: rng.randrange(len(CLOTHES)),
            "cost": lambda: rng.randrange(len(CLOTHES)),
            "kilo": lambda: rng.randrange(len(PRODUCE)),
            "is_at": lambda: rng.randrange(len(PRICED)),
        }.get(form, lambda: 0)()
        if form == "cost":
            n, cents = rng.randint(10, 100), 0
        elif form in ("kilo", "is_at"):  # (a baguette at one euro ten, not at fifty)
            n = rng.randint(1, 6)
            cents = rng.choice((0, 10, 20, 50, 80)) if rng.random() < 0.6 else 0
        args = {"form": form, "n": n, "cents": cents, "thing": thing}
        args["please"] = form == "total" and rng.random() < 0.4
        verb = {"costs": "coûter", "cost": "coûter", "total": "faire"}.get(form)
        verb = verb or {"total_all": "faire", "will_be": "faire"}.get(form, "être")
        return Construction("shop_price", args, _lemmas(verb))
    if x < 0.7:
        y = rng.random()
        args = {"means": rng.randrange(len(MEANS_OF_PAYING)), "neg": False}
        if y < 0.35:
            args.update(form="can", subj=rng.randrange(4), tense="p")
        elif y < 0.45:
            args.update(form="going", subj=None, tense="p")
        else:
            args.update(form="say", subj=_draw_subject(rng))
            args["tense"] = rng.choice(("p", "pc", "pc", "f"))
            args["neg"] = args["tense"] != "p" and rng.random() < 0.2
        return Construction("shop_paying", args, _lemmas("payer"))
    if x < 0.82:
        line = rng.randrange(len(_MONEY_TALK))
        notes = (10, 20, 50) if "note" in _MONEY_TALK[line][1] else (10, 20, 50, 100)
        args = {"line": line, "n": rng.choice(notes)}
        return Construction("money_talk", args, _lemmas("avoir"))
    form = rng.choice(("est-ce", "est-ce", "il_y_a", "nearest", "looking"))
    args = {"form": form, "place": rng.randrange(len(STREET_PLACES))}
    args["near"] = rng.randrange(len(_NEAR))
    verb = {"nearest": "être", "looking": "chercher"}.get(form, "avoir")
    return Construction("street_place", args, _lemmas(verb))


def _lemmas(verb) -> dict:
    return {"noun": set(), "adj": set(), "verb": {verb}}
