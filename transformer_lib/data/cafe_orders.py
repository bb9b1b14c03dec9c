"""A kind of sentence of version 3: ordering in a café or a restaurant, ``cafe_orders``.

- ordering: *je prends*, *je vais prendre*, *je prendrai* + a dish or a drink is *I will
  have* (as :func:`.aspect.orders` says of the common grammar): *Je prends une omelette
  et une limonade.* / *I will have an omelette and a lemonade.*, *Nous allons prendre
  deux cafés.* / *We will have two coffees.*, *Pour moi, le poisson, s'il vous plaît.* /
  *For me, the fish, please.*;
- asking for things: *On peut avoir la carte des boissons?* / *Can we have the drinks
  menu?*, *Je pourrais avoir l'addition, s'il vous plaît?* / *Could I have the bill,
  please?*, *Vous pouvez nous apporter une carafe d'eau?* / *Can you bring us a jug of
  water?*, *L'addition, s'il vous plaît.* / *The bill, please.* (*la carte* at table is
  *the menu*, *la carte des vins* *the wine list*);
- more: *encore un peu de* + a mass is *some more*: *Encore un peu de riz, Emma?* /
  *Some more rice, Emma?*, *Tu veux encore un peu de pain?* / *Do you want some more
  bread?* (:mod:`.table_talk` says *encore du pain* / *more bread*).
"""

from __future__ import annotations

import random

from .kind_parts import Construction, builder, draw_name, en_number, fr_number
from .kinds_v3 import register

__all__ = ["DISHES", "SET_DISHES", "TABLE_THINGS", "SOME_MORE"]

_VOWELS = tuple("aeiouéèêâîôhAEIOUÉ")

# (French singular, French plural, gender, English singular, English plural): ordered
# one by one (un, une, deux ...); the plural None: one only
DISHES = (
    ("pizza", "pizzas", "f", "pizza", "pizzas"),
    ("bière", "bières", "f", "beer", "beers"),
    ("café", "cafés", "m", "coffee", "coffees"),
    ("thé", "thés", "m", "tea", "teas"),
    ("thé au citron", "thés au citron", "m", "lemon tea", "lemon teas"),
    ("chocolat chaud", "chocolats chauds", "m", "hot chocolate", "hot chocolates"),
    ("jus d'orange", "jus d'orange", "m", "orange juice", "orange juices"),
    ("jus de pomme", "jus de pomme", "m", "apple juice", "apple juices"),
    ("limonade", "limonades", "f", "lemonade", "lemonades"),
    ("verre de vin rouge", "verres de vin rouge", "m", "glass of red wine",
     "glasses of red wine"),
    ("verre de vin blanc", "verres de vin blanc", "m", "glass of white wine",
     "glasses of white wine"),
    ("verre d'eau", "verres d'eau", "m", "glass of water", "glasses of water"),
    ("bouteille d'eau", "bouteilles d'eau", "f", "bottle of water",
     "bottles of water"),
    ("carafe d'eau", "carafes d'eau", "f", "jug of water", "jugs of water"),
    ("salade verte", "salades vertes", "f", "green salad", "green salads"),
    ("omelette", "omelettes", "f", "omelette", "omelettes"),
    ("omelette au fromage", "omelettes au fromage", "f", "cheese omelette",
     "cheese omelettes"),
    ("crêpe", "crêpes", "f", "pancake", "pancakes"),
    ("glace à la vanille", "glaces à la vanille", "f", "vanilla ice cream",
     "vanilla ice creams"),
    ("glace au chocolat", "glaces au chocolat", "f", "chocolate ice cream",
     "chocolate ice creams"),
    ("tarte aux pommes", "tartes aux pommes", "f", "apple tart", "apple tarts"),
    ("sandwich au jambon", "sandwichs au jambon", "m", "ham sandwich",
     "ham sandwiches"),
    ("sandwich au fromage", "sandwichs au fromage", "m", "cheese sandwich",
     "cheese sandwiches"),
    ("croissant", "croissants", "m", "croissant", "croissants"),
    ("hamburger", "hamburgers", "m", "hamburger", "hamburgers"),
    ("soupe à l'oignon", None, "f", "onion soup", None),
    ("crème brûlée", "crèmes brûlées", "f", "crème brûlée", "crèmes brûlées"),
)  # fmt: skip
# (French with its article, English with its article): the dishes of a menu
SET_DISHES = (
    ("le plat du jour", "the dish of the day"),
    ("la soupe du jour", "the soup of the day"),
    ("le poisson", "the fish"),
    ("le poulet", "the chicken"),
    ("le saumon", "the salmon"),
    ("le steak", "the steak"),
    ("le canard", "the duck"),
    ("l'agneau", "the lamb"),
    ("le menu enfant", "the children's menu"),
    ("le gâteau au chocolat", "the chocolate cake"),
    ("la tarte aux fraises", "the strawberry tart"),
    ("la mousse au chocolat", "the chocolate mousse"),
)
# (French with its article, English with its article): what one asks for at table
TABLE_THINGS = (
    ("la carte", "the menu"),
    ("la carte", "the menu"),
    ("la carte des desserts", "the dessert menu"),
    ("la carte des vins", "the wine list"),
    ("la carte des boissons", "the drinks menu"),
    ("l'addition", "the bill"),
    ("l'addition", "the bill"),
    ("le sel", "the salt"),
    ("le poivre", "the pepper"),
    ("du pain", "some bread"),
    ("de l'eau", "some water"),
    ("encore du pain", "some more bread"),
    ("une fourchette", "a fork"),
    ("un couteau", "a knife"),
    ("une cuillère", "a spoon"),
    ("une serviette", "a napkin"),
    ("un verre", "a glass"),
    ("une autre bouteille d'eau", "another bottle of water"),
    ("le menu enfant", "the children's menu"),
)
# (French head, English head, the person: "je" or "nous"); {x}: the order
_ORDER_FRAMES = (
    ("Je prends {x}.", "I will have {x}."),
    ("Je prends {x}.", "I will have {x}."),
    ("Je vais prendre {x}.", "I will have {x}."),
    ("Je vais prendre {x}.", "I will have {x}."),
    ("Je prendrai {x}.", "I will have {x}."),
    ("Nous prenons {x}.", "We will have {x}."),
    ("Nous allons prendre {x}.", "We will have {x}."),
    ("Pour moi, {x}, s'il vous plaît.", "For me, {x}, please."),
    ("Et pour moi, {x}.", "And for me, {x}."),
    ("Je voudrais {x}, s'il vous plaît.", "I would like {x}, please."),
)
# asking: (French head, English head); {x}: the thing, {p}: ", s'il vous plaît" / ", please"
_ASK_FRAMES = (
    ("On peut avoir {x}{p}?", "Can we have {x}{p}?"),
    ("On peut avoir {x}{p}?", "Can we have {x}{p}?"),
    ("Est-ce qu'on peut avoir {x}{p}?", "Can we have {x}{p}?"),
    ("Je pourrais avoir {x}{p}?", "Could I have {x}{p}?"),
    ("Je pourrais avoir {x}{p}?", "Could I have {x}{p}?"),
    ("Est-ce que je pourrais avoir {x}{p}?", "Could I have {x}{p}?"),
    ("Pourrais-je avoir {x}{p}?", "Could I have {x}{p}?"),
    ("Je peux avoir {x}{p}?", "Can I have {x}{p}?"),
    ("Nous pourrions avoir {x}{p}?", "Could we have {x}{p}?"),
    ("Vous pouvez nous apporter {x}{p}?", "Can you bring us {x}{p}?"),
    ("Pouvez-vous m'apporter {x}{p}?", "Can you bring me {x}{p}?"),
    ("Pourriez-vous nous apporter {x}{p}?", "Could you bring us {x}{p}?"),
    ("{X}, s'il vous plaît.", "{X}, please."),
)

# (French, gender, English): a mass one has some more of
SOME_MORE = (
    ("pain", "m", "bread"),
    ("salade", "f", "salad"),
    ("soupe", "f", "soup"),
    ("gâteau", "m", "cake"),
    ("tarte", "f", "tart"),
    ("fromage", "m", "cheese"),
    ("riz", "m", "rice"),
    ("viande", "f", "meat"),
    ("poulet", "m", "chicken"),
    ("poisson", "m", "fish"),
    ("café", "m", "coffee"),
    ("thé", "m", "tea"),
    ("eau", "f", "water"),
    ("vin", "m", "wine"),
    ("lait", "m", "milk"),
    ("sauce", "f", "sauce"),
    ("purée", "f", "mashed potato"),
    ("crème", "f", "cream"),
    ("sucre", "m", "sugar"),
    ("jus d'orange", "m", "orange juice"),
)
# (French, English, ends with ?): {x}, {n}: the name after a comma
_MORE_FRAMES = (
    ("Encore un peu {x}{n}?", "Some more {x}{n}?"),
    ("Encore un peu {x}{n}?", "Some more {x}{n}?"),
    ("Tu veux encore un peu {x}{n}?", "Do you want some more {x}{n}?"),
    ("Vous voulez encore un peu {x}?", "Do you want some more {x}?"),
    ("Tu reprends un peu {x}{n}?", "Will you have some more {x}{n}?"),
    ("Je veux bien encore un peu {x}.", "I would like some more {x}."),
    ("Encore un peu {x}, s'il vous plaît.", "Some more {x}, please."),
    ("Il reste encore un peu {x}.", "There is still some {x} left."),
)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _de(noun: str) -> str:
    return f"d'{noun}" if noun.startswith(_VOWELS) else f"de {noun}"


def _dish(i: int, n: int, lang: str) -> str:
    """*une pizza*, *deux cafés* / *a pizza*, *two coffees*."""
    fr_s, fr_p, gender, en_s, en_p = DISHES[i]
    if lang == "fr":
        if n == 1:
            return f"{'une' if gender == 'f' else 'un'} {fr_s}"
        return f"{fr_number(n, gender == 'f')} {fr_p}"
    if n == 1:
        return f"{'an' if en_s[0] in 'aeiou' else 'a'} {en_s}"
    return f"{en_number(n)} {en_p}"


def _order_words(items, lang: str) -> str:
    words = []
    for kind, i, n in items:
        if kind == "set":
            words.append(SET_DISHES[i][0 if lang == "fr" else 1])
        elif kind == "table":
            words.append(f"une table pour {fr_number(n, True)}" if lang == "fr"
                         else f"a table for {en_number(n)}")  # fmt: skip
        elif kind == "thing":
            words.append(TABLE_THINGS[i][0 if lang == "fr" else 1])
        else:
            words.append(_dish(i, n, lang))
    return (" et " if lang == "fr" else " and ").join(words)


@builder("cafe_order")
def _cafe_order(pr, lang, frame: int, items):
    fr, en = _ORDER_FRAMES[frame]
    return (fr if lang == "fr" else en).format(x=_order_words(items, lang))


@builder("cafe_ask")
def _cafe_ask(pr, lang, frame: int, items, please: bool):
    i = 0 if lang == "fr" else 1
    x = _order_words(items, lang)
    p = "" if not please else ", s'il vous plaît" if lang == "fr" else ", please"
    return _ASK_FRAMES[frame][i].format(x=x, X=_cap(x), p=p)


@builder("some_more")
def _some_more(pr, lang, frame: int, food: int, name):
    fr_noun, _, en_noun = SOME_MORE[food]
    i = 0 if lang == "fr" else 1
    x = _de(fr_noun) if lang == "fr" else en_noun
    n = f", {name}" if name else ""
    return _MORE_FRAMES[frame][i].format(x=x, n=n)


def _draw_dish(rng: random.Random) -> tuple:
    i = rng.randrange(len(DISHES))
    n = 1
    if DISHES[i][1] is not None and rng.random() < 0.3:  # (the plural None: one)
        n = rng.choice((2, 2, 2, 3, 3, 4))
    return ("dish", i, n)


@register("cafe_orders", 0.08)
def cafe_orders(rng: random.Random, sampler):
    """*Je prends une omelette et une limonade.* / *I will have an omelette and a
    lemonade.*, *On peut avoir la carte des boissons?* / *Can we have the drinks menu?*,
    *Encore un peu de riz, Emma?* / *Some more rice, Emma?* (see the module)"""
    x = rng.random()
    verbs = set()
    if x < 0.4:  # ordering
        frame = rng.randrange(len(_ORDER_FRAMES))
        if rng.random() < 0.25:
            items = [("set", rng.randrange(len(SET_DISHES)), 1)]
        else:
            items = [_draw_dish(rng)]
        if rng.random() < 0.45:
            second = _draw_dish(rng)
            while second[1] == items[0][1] and items[0][0] == "dish":
                second = _draw_dish(rng)
            items.append(second)
        verbs.add("vouloir" if "voudrais" in _ORDER_FRAMES[frame][0] else "prendre")
        args = {"frame": frame, "items": items}
        return Construction("cafe_order", args, _lemmas(verbs))
    if x < 0.75:  # asking for things
        frame = rng.randrange(len(_ASK_FRAMES))
        y = rng.random()
        if y < 0.55:
            items = [("thing", rng.randrange(len(TABLE_THINGS)), 1)]
        elif y < 0.7:
            items = [("table", 0, rng.randint(2, 8))]
        else:
            items = [_draw_dish(rng)]
        please = not _ASK_FRAMES[frame][0].startswith("{X}") and rng.random() < 0.3
        head = _ASK_FRAMES[frame][0]
        verbs.add("apporter" if "apporter" in head else "avoir")
        if "pou" in head.lower():
            verbs.add("pouvoir")
        args = {"frame": frame, "items": items, "please": please}
        return Construction("cafe_ask", args, _lemmas(verbs))
    frame = rng.randrange(len(_MORE_FRAMES))
    name = None
    if "{n}" in _MORE_FRAMES[frame][0] and rng.random() < 0.4:
        name = draw_name(rng).name
    args = {"frame": frame, "food": rng.randrange(len(SOME_MORE)), "name": name}
    head = _MORE_FRAMES[frame][0]
    verb = "vouloir" if "veu" in head else "reprendre" if "reprends" in head else None
    verb = "rester" if head.startswith("Il reste") else verb
    return Construction("some_more", args, _lemmas({verb} if verb else set()))


def _lemmas(verbs) -> dict:
    return {"noun": set(), "adj": set(), "verb": set(verbs)}
