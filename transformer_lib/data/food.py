"""Kinds of sentence of version 3: food and quantities (beside the generic articles of
:mod:`.generic`).

- ``food``: food compounds (*Ce gâteau au chocolat est délicieux.* / *This chocolate cake
  is delicious.*, *J'adore la glace à la vanille.* / *I love vanilla ice cream.*, *Mon
  mari n'aime pas le fromage de chèvre.* / *My husband does not like goat's cheese.*,
  *Nous avons commandé une pizza aux champignons.* / *We ordered a mushroom pizza.*) and
  ordering in a café, which :mod:`.aspect` says with *will have* for *je* and *nous* (*Je
  prends un croissant et un jus d'orange.* / *I will have a croissant and an orange
  juice.*) and in the progressive for the others (*Il prend ...* / *He is having ...*), and meals at an hour (*Le dîner est à sept heures.* / *Dinner is at seven
  o'clock.*, *Le déjeuner sera prêt dans dix minutes.* / *Lunch will be ready in ten
  minutes.*);
- ``too_much``: *il y a trop de / beaucoup de / peu de / assez de* + a mass (*too much, a
  lot of, little, enough*) or a plural (*too many, a lot of, few, enough*): *Il y avait
  trop de bruit hier soir.* / *There was too much noise last night.*
"""

from __future__ import annotations

import random

from .favourites import _LIKE_EN
from .generic import _EN_TENSE, _GENERIC_VERBS, _cap, _subject
from .kind_parts import Construction, builder, lemmas_of
from .kinds_v3 import register

__all__ = ["COMPOUNDS", "QUANTITY_NOUNS"]

# --- food: gâteau au chocolat, jus d'orange ------------------------------------------------

# (French singular, French plural, feminine, English singular, English plural, drink)
COMPOUNDS = (
    ("gâteau au chocolat", "gâteaux au chocolat", False, "chocolate cake",
     "chocolate cakes", False),
    ("glace à la vanille", "glaces à la vanille", True, "vanilla ice cream",
     "vanilla ice creams", False),
    ("glace au chocolat", "glaces au chocolat", True, "chocolate ice cream",
     "chocolate ice creams", False),
    ("glace à la fraise", "glaces à la fraise", True, "strawberry ice cream",
     "strawberry ice creams", False),
    ("tarte aux pommes", "tartes aux pommes", True, "apple tart", "apple tarts", False),
    ("tarte aux fraises", "tartes aux fraises", True, "strawberry tart",
     "strawberry tarts", False),
    ("sandwich au jambon", "sandwichs au jambon", False, "ham sandwich",
     "ham sandwiches", False),
    ("sandwich au fromage", "sandwichs au fromage", False, "cheese sandwich",
     "cheese sandwiches", False),
    ("soupe aux légumes", "soupes aux légumes", True, "vegetable soup",
     "vegetable soups", False),
    ("omelette au fromage", "omelettes au fromage", True, "cheese omelette",
     "cheese omelettes", False),
    ("salade de fruits", "salades de fruits", True, "fruit salad", "fruit salads",
     False),
    ("pain au chocolat", "pains au chocolat", False, "pain au chocolat",
     "pains au chocolat", False),
    ("jus d'orange", "jus d'orange", False, "orange juice", "orange juices", True),
    ("jus de pomme", "jus de pomme", False, "apple juice", "apple juices", True),
    ("chocolat chaud", "chocolats chauds", False, "hot chocolate", "hot chocolates",
     True),
    ("thé au citron", "thés au citron", False, "lemon tea", "lemon teas", True),
    ("chocolat noir", "chocolats noirs", False, "dark chocolate", "dark chocolates",
     False),
    ("crêpe au sucre", "crêpes au sucre", True, "sugar pancake", "sugar pancakes",
     False),
    ("crêpe au chocolat", "crêpes au chocolat", True, "chocolate pancake",
     "chocolate pancakes", False),
    ("tarte au citron", "tartes au citron", True, "lemon tart", "lemon tarts", False),
    ("gâteau aux carottes", "gâteaux aux carottes", False, "carrot cake",
     "carrot cakes", False),
    ("gâteau à l'orange", "gâteaux à l'orange", False, "orange cake", "orange cakes",
     False),
    ("soupe à la tomate", "soupes à la tomate", True, "tomato soup", "tomato soups",
     False),
    ("soupe à l'oignon", "soupes à l'oignon", True, "onion soup", "onion soups",
     False),
    ("yaourt à la fraise", "yaourts à la fraise", False, "strawberry yoghurt",
     "strawberry yoghurts", False),
    ("sandwich au poulet", "sandwichs au poulet", False, "chicken sandwich",
     "chicken sandwiches", False),
    ("pizza au fromage", "pizzas au fromage", True, "cheese pizza", "cheese pizzas",
     False),
    ("glace au café", "glaces au café", True, "coffee ice cream", "coffee ice creams",
     False),
    ("fromage de chèvre", "fromages de chèvre", False, "goat's cheese",
     "goat's cheeses", False),
    ("pizza aux champignons", "pizzas aux champignons", True, "mushroom pizza",
     "mushroom pizzas", False),
    ("omelette aux champignons", "omelettes aux champignons", True,
     "mushroom omelette", "mushroom omelettes", False),
    ("soupe de légumes", "soupes de légumes", True, "vegetable soup",
     "vegetable soups", False),
    ("soupe de poisson", "soupes de poisson", True, "fish soup", "fish soups", False),
    ("confiture de fraises", "confitures de fraises", True, "strawberry jam",
     "strawberry jams", False),
    ("thé à la menthe", "thés à la menthe", False, "mint tea", "mint teas", True),
    ("sandwich au thon", "sandwichs au thon", False, "tuna sandwich",
     "tuna sandwiches", False),
    ("salade de tomates", "salades de tomates", True, "tomato salad",
     "tomato salads", False),
    ("pizza au jambon", "pizzas au jambon", True, "ham pizza", "ham pizzas", False),
    ("mousse au chocolat", "mousses au chocolat", True, "chocolate mousse",
     "chocolate mousses", False),
    ("jus de raisin", "jus de raisin", False, "grape juice", "grape juices", True),
    ("croissant aux amandes", "croissants aux amandes", False, "almond croissant",
     "almond croissants", False),
)  # fmt: skip
# eaten as a kind or tasted, not ordered one by one (not "je prends un chocolat noir")
_NOT_COUNTED = frozenset({"chocolat noir", "fromage de chèvre", "confiture de fraises"})
# the compounds said as a kind (a mass): j'adore la glace à la vanille / I love vanilla
# ice cream (the others are counted: les tartes aux pommes / apple tarts)
_MASS = frozenset(
    "glace à la vanille|glace au chocolat|glace à la fraise|soupe aux légumes|"
    "salade de fruits|jus d'orange|jus de pomme|chocolat chaud|thé au citron|"
    "chocolat noir|soupe à la tomate|soupe à l'oignon|glace au café|fromage de chèvre|"
    "soupe de légumes|soupe de poisson|confiture de fraises|thé à la menthe|"
    "mousse au chocolat|jus de raisin".split("|")
)
# (French masculine singular, feminine singular, English): ce gâteau est délicieux
_TASTES = (
    ("délicieux", "délicieuse", "delicious"),
    ("excellent", "excellente", "excellent"),
    ("trop sucré", "trop sucrée", "too sweet"),
    ("très bon", "très bonne", "very good"),
)
# (not *trop sucré*: the words of a savoury food)
_SAVOURY = frozenset(
    "fromage chèvre légumes poisson tomate tomates oignon jambon poulet thon "
    "champignons omelette".split()
)
# meals: (French, English) and the hours they are at (hour, minute[, part of the day])
MEALS = (
    ("le petit déjeuner", "breakfast"),
    ("le déjeuner", "lunch"),
    ("le dîner", "dinner"),
)
_MEAL_HOURS = (
    ((7, 0), (7, 30), (8, 0), (8, 30), (6, 30), (9, 0)),
    ((12, 0), (12, 30), (1, 0)),
    ((7, 0), (7, 30), (8, 0), (6, 30), (8, 0, 2), (7, 0, 2)),
)
_CROISSANT = ("croissant", "croissants", False, "croissant", "croissants", False)


def _one(item, lang: str) -> str:
    fr_s, _, fem, en_s, _, _ = item
    if lang == "fr":
        return f"{'une' if fem else 'un'} {fr_s}"
    return f"{'an' if en_s[0] in 'aeiou' else 'a'} {en_s}"


@builder("food")
def _food(pr, lang, what, subj, tense, end, **a):
    from .kind_parts import subject_tree

    fr = lang == "fr"
    if what == "taste":  # ce gâteau au chocolat est délicieux
        fr_s, _, fem, en_s, _, _ = COMPOUNDS[a["item"]]
        taste = _TASTES[a["taste"]]
        if fr:
            det = {"dem": "cette" if fem else "ce", "def": "la" if fem else "le"}
            det = det[a["det"]] + " "
            if fr_s[0] in "aeiouéèœ":
                det = {"la ": "l'", "le ": "l'", "ce ": "cet "}.get(det, det)
            verb = {"p": "est", "i": "était"}[tense]
            return _cap(f"{det}{fr_s} {verb} {taste[fem]}") + end
        det = {"dem": "this", "def": "the"}[a["det"]]
        verb = {"p": "is", "i": "was"}[tense]
        return _cap(f"{det} {en_s} {verb} {taste[2]}") + end
    if what == "meal":  # le dîner est à sept heures / dinner is at seven o'clock
        from .kind_parts import en_number, fr_number
        from .times import time_words

        meal_fr, meal_en = MEALS[a["meal"]]
        if fr:
            verb = {"p": "est", "i": "était", "f": "sera"}[tense]
        else:
            verb = {"p": "is", "i": "was", "f": "will be"}[tense]
        if a["minutes"]:
            n = a["minutes"]
            when = (
                f"prêt dans {fr_number(n)} minutes"
                if fr
                else (f"ready in {en_number(n)} minutes")
            )
        else:
            when = time_words(("clock", *a["clock"]), lang)
        return _cap(f"{meal_fr if fr else meal_en} {verb} {when}") + end
    items = [COMPOUNDS[i] if i >= 0 else _CROISSANT for i in a["items"]]
    if what == "like":  # j'adore la glace à la vanille / I love vanilla ice cream
        fr_s, fr_p, fem, en_s, en_p, _ = items[0]
        mass = fr_s in _MASS
        if fr:
            obj = f"{'la' if fem else 'le'} {fr_s}" if mass else f"les {fr_p}"
            vp = pr.VP(pr.V(a["verb"]), pr.Q(obj))
        else:
            vp = pr.VP(pr.V(_LIKE_EN[a["verb"]]), pr.Q(en_s if mass else en_p))
        s = pr.S(subject_tree(pr, subj, lang), vp).t(
            _EN_TENSE[tense] if not fr else tense
        )
        return s.typ({"neg": a["neg"]}).realize().strip()[:-1] + end
    # order: je prends un croissant et un jus d'orange / I will have ... (aspect.py)
    obj = (" et " if fr else " and ").join(_one(i, lang) for i in items)
    if what == "order":
        from .aspect import first_person

        verb = "prendre" if fr else "have"
        s = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V(verb), pr.Q(obj))).t("p")
        if not fr and first_person(subj):  # an order: I will have (aspect.orders)
            s = s.t("f")
        elif not fr:
            s = s.typ({"prog": True})
        return s.realize().strip()[:-1] + end
    # what == "ate": j'ai mangé une tarte aux pommes / I ate an apple tart, nous avons
    # commandé une pizza aux champignons / we ordered a mushroom pizza
    verb = a.get("verb", "manger")
    verb = verb if fr else _ATE_EN[verb]
    s = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V(verb), pr.Q(obj)))
    return s.t("pc" if fr else "ps").realize().strip()[:-1] + end


@register("food", 0.1)
def food(rng: random.Random, sampler):
    """*Ce gâteau au chocolat est délicieux.* / *This chocolate cake is delicious.*, *Je
    prends un croissant et un jus d'orange.* / *I will have a croissant and an orange
    juice.* (see the module)."""
    x = rng.random()
    if x < 0.15:  # le dîner est à sept heures, le déjeuner sera prêt dans dix minutes
        meal = rng.randrange(len(MEALS))
        minutes = rng.choice((5, 10, 15, 20, 30)) if rng.random() < 0.3 else 0
        args = {"what": "meal", "meal": meal, "minutes": minutes, "subj": None}
        args["clock"] = rng.choice(_MEAL_HOURS[meal])
        args["tense"] = "f" if minutes else rng.choice("ppif")
        args["end"] = "."
        return Construction("food", args, lemmas_of(verbs=("être",)))
    x = rng.random()
    foods = [i for i, c in enumerate(COMPOUNDS) if not c[5]]
    drinks = [i for i, c in enumerate(COMPOUNDS) if c[5]]
    args = {"subj": None, "tense": "p", "end": rng.choice("..!")}
    if x < 0.35:
        args.update(
            what="taste", item=rng.choice(foods), det=rng.choice(("dem", "def"))
        )
        savoury = set(COMPOUNDS[args["item"]][0].split()) & _SAVOURY
        args["taste"] = rng.choice((0, 1, 3) if savoury else range(len(_TASTES)))
        args["tense"] = rng.choice("ppi")
        return Construction("food", args, lemmas_of(verbs=("être",)))
    args["subj"] = _subject(rng)
    if x < 0.6:
        if rng.random() < 0.3:  # mes filles adorent ... / my daughters love ...
            args["subj"] = _family(rng, sampler)
        item = rng.randrange(len(COMPOUNDS))
        verb = rng.choices(_GENERIC_VERBS, (5, 3, 2, 1))[0]
        neg = verb == "aimer" and rng.random() < 0.3
        args.update(what="like", items=[item], verb=verb, neg=neg)
        args["tense"] = "p" if rng.random() < 0.8 else "i"
        return Construction("food", args, lemmas_of(args["subj"], verbs=(verb,)))
    foods = [i for i in foods if COMPOUNDS[i][0] not in _NOT_COUNTED]
    if x < 0.85:
        first = -1 if rng.random() < 0.4 else rng.choice(foods)
        args.update(what="order", items=[first, rng.choice(drinks)])
        return Construction("food", args, lemmas_of(verbs=("prendre",)))
    verb = rng.choice(tuple(_ATE_EN))
    args.update(what="ate", items=[rng.choice(foods)], verb=verb)
    return Construction("food", args, lemmas_of(verbs=(verb,)))


# the verbs of a food in the past: French, English
_ATE_EN = {"manger": "eat", "commander": "order", "acheter": "buy", "préparer": "make"}


# one's family as the subject of a liking: (French, gender, the numbers it is said in)
_FAMILY = (
    ("fille", "f", "sp"),
    ("fils", "m", "sp"),
    ("enfant", "m", "p"),
    ("frère", "m", "s"),
    ("soeur", "f", "s"),
    ("père", "m", "s"),
    ("mère", "f", "s"),
    ("femme", "f", "s"),
    ("mari", "m", "s"),
    ("grand-mère", "f", "s"),
    ("cousin", "m", "sp"),
)


def _family(rng: random.Random, sampler):
    """*mes filles* (my daughters), *ton fils* (your son), *notre mère* (our mother)."""
    from .structures import NounPhrase

    fr, gender, numbers = rng.choice(_FAMILY)
    found = [n for n in sampler.lex.NOUNS if n.fr == fr]
    if not found:  # (a lexicon without it)
        return _subject(rng)
    number = rng.choice(numbers)
    owner = rng.choices(range(5), (5, 2, 2, 1, 1))[0]
    if fr in ("femme", "mari") and owner in (2, 4):
        owner = 0  # (not *notre mari*)
    return NounPhrase(found[0], gender, number, ("poss", owner))


# --- too_much: il y a trop de bruit ------------------------------------------------------

# (French, English, mass, where it may be: "street" "home" "food")
QUANTITY_NOUNS = (
    ("bruit", "noise", True, "street home class"),
    ("circulation", "traffic", True, "street"),
    ("travail", "work", True, "home class"),
    ("place", "room", True, "home class"),
    ("lumière", "light", True, "home class"),
    ("pain", "bread", True, "food"),
    ("lait", "milk", True, "food"),
    ("sucre", "sugar", True, "food"),
    ("fromage", "cheese", True, "food"),
    ("voitures", "cars", False, "street"),
    ("gens", "people", False, "street home class"),
    ("touristes", "tourists", False, "street"),
    ("enfants", "children", False, "street home class"),
    ("fautes", "mistakes", False, "text"),
    ("chaises", "chairs", False, "home class"),
    ("livres", "books", False, "home class"),
    ("œufs", "eggs", False, "food"),
    ("pommes", "apples", False, "food"),
    ("oiseaux", "birds", False, "garden park"),
    ("fleurs", "flowers", False, "garden park"),
    ("arbres", "trees", False, "garden park town"),
    ("moustiques", "mosquitoes", False, "garden"),
    ("feuilles", "leaves", False, "garden park"),
    ("poissons", "fish", False, "river"),
    ("étoiles", "stars", False, "sky"),
    ("nuages", "clouds", False, "sky"),
    ("magasins", "shops", False, "town"),
    ("vélos", "bikes", False, "town park"),
    ("chiens", "dogs", False, "town park garden"),
    ("élèves", "pupils", False, "class"),
    ("devoirs", "homework", True, "home class"),
    ("neige", "snow", True, "street garden"),
    ("vent", "wind", True, "street"),
    ("monde", "people", False, "street home class park"),
)
# (French, English of a mass, English of a plural); peu de and assez de not negated
QUANTITIES = (
    ("trop de", "too much", "too many"),
    ("beaucoup de", "a lot of", "a lot of"),
    ("peu de", "little", "few"),
    ("assez de", "enough", "enough"),
)
# (French, English, tenses, where)
_WHERE = (
    ("", "", "pif", ""),
    ("hier soir", "last night", "i", "street"),
    ("aujourd'hui", "today", "p", "street"),
    ("demain", "tomorrow", "f", "street"),
    ("ici", "here", "pif", "street home class"),
    ("dans la rue", "in the street", "pif", "street town"),
    ("en ville", "in town", "pif", "street town"),
    ("dans la classe", "in the classroom", "pi", "class"),
    ("à la maison", "at home", "pi", "home food"),
    ("dans le frigo", "in the fridge", "pi", "food"),
    ("dans ce texte", "in this text", "p", "text"),
    ("dans ta lettre", "in your letter", "p", "text"),
    ("dans le jardin", "in the garden", "pif", "garden"),
    ("dans notre jardin", "in our garden", "pif", "garden"),
    ("dans le parc", "in the park", "pif", "park"),
    ("dans la rivière", "in the river", "pi", "river"),
    ("dans le ciel", "in the sky", "pi", "sky"),
    ("ce soir", "tonight", "pf", "sky"),
    ("cette année", "this year", "pf", "garden class"),
)


@builder("too_much")
def _too_much(pr, lang, noun, quantity, where, tense, neg, end):
    fr_n, en_n, mass, _ = QUANTITY_NOUNS[noun]
    q_fr, q_mass, q_plural = QUANTITIES[quantity]
    w_fr, w_en, _, _ = _WHERE[where]
    if lang == "fr":
        verb = {"p": "a", "i": "avait", "f": "aura"}[tense]
        head = f"il n'y {verb} pas" if neg else f"il y {verb}"
        if q_fr.endswith(" de") and fr_n[0] in "aeiouéèœ":
            q = q_fr[:-1] + "'"
            text = f"{head} {q}{fr_n} {w_fr}"
        else:
            text = f"{head} {q_fr} {fr_n} {w_fr}"
        return _cap(text.strip()) + end
    verb = {"p": ("is", "are"), "i": ("was", "were"), "f": ("will be",) * 2}[tense]
    verb = verb[not mass]
    if neg:
        verb = "will not be" if tense == "f" else f"{verb} not"
    q = q_mass if mass else q_plural
    return _cap(f"there {verb} {q} {en_n} {w_en}".strip()) + end


@register("too_much", 0.11)
def too_much(rng: random.Random, sampler):
    """*Il y avait trop de bruit hier soir.* / *There was too much noise last night.*"""
    noun = rng.randrange(len(QUANTITY_NOUNS))
    places = QUANTITY_NOUNS[noun][3].split()
    options = [
        i for i, w in enumerate(_WHERE) if not w[3] or set(w[3].split()) & set(places)
    ]
    where = rng.choice(options) if rng.random() < 0.7 else 0
    tense = rng.choice(_WHERE[where][2])
    quantity = rng.choices(range(len(QUANTITIES)), (4, 3, 1.5, 2))[0]
    neg = quantity == 3 and rng.random() < 0.4  # il n'y a pas assez de chaises
    args = {"noun": noun, "quantity": quantity, "where": where, "tense": tense}
    args.update(neg=neg, end=rng.choice("..!"))
    return Construction("too_much", args, lemmas_of())
