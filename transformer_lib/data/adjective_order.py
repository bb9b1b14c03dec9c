"""A kind of sentence of version 3: where English puts what French says after the noun,
``adjective_order``.

- two colours joined by *et* after the noun come before it in English (*Elle a une
  voiture rouge et blanche.* / *She has a red and white car.*);
- *très* + an adjective after the noun (*Ce restaurant sert du poisson très frais.* /
  *This restaurant serves very fresh fish.*);
- *tout* + a colour, agreeing before a feminine consonant (*Le chat de Lucas est tout
  noir.* / *Lucas's cat is all black.*, *Ma robe est toute blanche.* / *My dress is all
  white.*);
- a kind of food with a nationality or a sort, the subject of a general truth, has no
  article in English (*Le fromage français est délicieux.* / *French cheese is
  delicious.*, *J'adore le chocolat noir.* / *I love dark chocolate.*).
"""

from __future__ import annotations

import random

from .colours import COLOURS, a_an, agree, det_en, det_fr
from .compounds import say
from .kind_parts import Construction, builder, draw_name, everyday_pronoun, lemmas_of
from .kinds_v3 import register

__all__ = ["COLOURED", "VERY", "KINDS_OF_FOOD"]

# coloured things: French, gender, English
COLOURED = (
    ("voiture", "f", "car"),
    ("robe", "f", "dress"),
    ("chemise", "f", "shirt"),
    ("écharpe", "f", "scarf"),
    ("vélo", "m", "bike"),
    ("pull", "m", "jumper"),
    ("sac", "m", "bag"),
    ("chapeau", "m", "hat"),
    ("maison", "f", "house"),
    ("drapeau", "m", "flag"),
)
# colours that pair and that follow tout (not marron, orange: invariable)
_PAIRED = (0, 1, 2, 3, 4, 5, 6, 7)
_HAVE = (("avoir", "have", "p"), ("acheter", "buy", "pc"), ("vouloir", "want", "p"))
# animals and things said to be all one colour: French, gender, English
_ALL = (
    ("cheval", "m", "horse"),
    ("chat", "m", "cat"),
    ("chien", "m", "dog"),
    ("chatte", "f", "cat"),
    ("robe", "f", "dress"),
    ("voiture", "f", "car"),
    ("chambre", "f", "bedroom"),
    ("pull", "m", "jumper"),
)
_ALL_COLOURS = (4, 5, 6, 0, 1)  # noir blanc gris rouge bleu
_OWNERS = (("poss", 0), ("poss", 1), ("poss", 4), ("name",), ("poss", 2))

# très + an adjective after a noun: French noun with its partitive or article, English,
# adjectives (m, f, English)
VERY = (
    ("du poisson", "m", "fish", (("frais", "fraîche", "fresh"),)),
    ("du pain", "m", "bread", (("frais", "fraîche", "fresh"),)),
    ("du café", "m", "coffee", (("fort", "forte", "strong"),)),
    ("de la viande", "f", "meat", (("tendre", "tendre", "tender"),)),
    ("des plats", "mp", "dishes", (("simple", "simple", "simple"),)),
    ("un film", "m", "film", (("drôle", "drôle", "funny"),
                              ("intéressant", "intéressante", "interesting"))),
    ("un livre", "m", "book", (("intéressant", "intéressante", "interesting"),)),
    ("une chambre", "f", "room", (("calme", "calme", "quiet"),
                                  ("propre", "propre", "clean"))),
)  # fmt: skip
_SERVE = (
    ("Ce restaurant", "This restaurant", "servir", "serve"),
    ("Ce café", "This café", "servir", "serve"),
    ("Ma grand-mère", "My grandmother", "faire", "make"),
    ("Cet hôtel", "This hotel", "avoir", "have"),
)
# kinds of food: French noun, gender, number, English noun; sorts: French (m, f, m p,
# f p), English
KINDS_OF_FOOD = (
    ("fromage", "m", "s", "cheese", ("français", "italien", "suisse", "anglais")),
    ("vin", "m", "s", "wine", ("français", "italien", "espagnol", "rouge", "blanc")),
    ("chocolat", "m", "s", "chocolate", ("suisse", "belge", "noir", "blanc", "au lait")),
    ("bière", "f", "s", "beer", ("belge", "allemand", "anglais")),
    ("thé", "m", "s", "tea", ("vert", "anglais")),
    ("cuisine", "f", "s", "food", ("italien", "japonais", "indien", "chinois",
                                  "français")),
    ("pain", "m", "s", "bread", ("complet", "blanc", "français")),
    ("café", "m", "s", "coffee", ("noir", "italien")),
)  # fmt: skip
_SORTS = {
    "français": (("français", "française"), "French"),
    "italien": (("italien", "italienne"), "Italian"),
    "suisse": (("suisse", "suisse"), "Swiss"),
    "anglais": (("anglais", "anglaise"), "English"),
    "espagnol": (("espagnol", "espagnole"), "Spanish"),
    "belge": (("belge", "belge"), "Belgian"),
    "allemand": (("allemand", "allemande"), "German"),
    "japonais": (("japonais", "japonaise"), "Japanese"),
    "indien": (("indien", "indienne"), "Indian"),
    "chinois": (("chinois", "chinoise"), "Chinese"),
    "rouge": (("rouge", "rouge"), "red"),
    "blanc": (("blanc", "blanche"), "white"),
    "vert": (("vert", "verte"), "green"),
    "noir": (("noir", "noire"), "dark"),
    "au lait": (("au lait", "au lait"), "milk"),
    "complet": (("complet", "complète"), "wholemeal"),
}
_COFFEE = {"noir": "black"}  # (le café noir is black coffee, le chocolat noir dark)
_SAID = (
    (("délicieux", "délicieuse"), "delicious"),
    (("excellent", "excellente"), "excellent"),
    (("très bon", "très bonne"), "very good"),
    (("célèbre", "célèbre"), "famous"),
)
_LIKE = (("adorer", "love"), ("aimer", "like"), ("préférer", "prefer"))


def _owner(a, noun_fr, g, en, lang):
    if a["owner"][0] == "name":
        name = a["name"]
        if lang == "fr":
            return det_fr(("def",), noun_fr, g, "s") + f" de {name}"
        return f"{name}'s {en}"
    if lang == "fr":
        return det_fr(a["owner"], noun_fr, g, "s")
    return det_en(a["owner"], en, "s")


@builder("adjective_order")
def _adjective_order(pr, lang, what, **a) -> str:
    fr = lang == "fr"
    if what == "two":  # elle a une voiture rouge et blanche
        n_fr, g, n_en = COLOURED[a["thing"]]
        c1, c2 = (COLOURS[i] for i in a["colours"])
        v_fr, v_en, tense = _HAVE[a["verb"]]
        if fr:
            np = f"{'une' if g == 'f' else 'un'} {n_fr} {agree(c1[:4], g, 's')} et "
            np += agree(c2[:4], g, "s")
            return say(pr, lang, a["subj"], v_fr, np, tense) + "."
        np = f"{a_an(c1[4])} {c1[4]} and {c2[4]} {n_en}"
        return say(pr, lang, a["subj"], v_en, np, tense) + "."
    if what == "all":  # le cheval de Lucas est tout noir
        n_fr, g, n_en = _ALL[a["thing"]]
        c = COLOURS[a["colour"]]
        np = _owner(a, n_fr, g, n_en, lang)
        if fr:
            tout = "toute" if g == "f" else "tout"
            verb = ("est", "était")[a["past"]]
            return f"{np[:1].upper()}{np[1:]} {verb} {tout} {agree(c[:4], g, 's')}."
        verb = ("is", "was")[a["past"]]
        return f"{np[:1].upper()}{np[1:]} {verb} all {c[4]}."
    if what == "very":  # ce restaurant sert du poisson très frais
        n_fr, g, n_en, adjs = VERY[a["food"]]
        m, f, en = adjs[a["adj"]]
        s_fr, s_en, v_fr, v_en = _SERVE[a["server"]]
        if fr:
            adj = f if g == "f" else m
            adj += "s" if g == "mp" and not adj.endswith("s") else ""
            verb = {"servir": "sert", "faire": "fait", "avoir": "a"}[v_fr]
            return f"{s_fr} {verb} {n_fr} très {adj}."
        one = n_fr.startswith(("un ", "une "))
        head = f"{'a ' if one else ''}very {en} {n_en}"
        return f"{s_en} {v_en}s {head}."
    # le fromage français est délicieux / j'adore le chocolat noir
    n_fr, g, _, n_en, _ = KINDS_OF_FOOD[a["food"]]
    forms, en = _SORTS[a["sort"]]
    if n_fr == "café":
        en = _COFFEE.get(a["sort"], en)
    adj = forms[g == "f"]
    np_fr = det_fr(("def",), n_fr, g, "s") + f" {adj}"
    if what == "like":
        v_fr, v_en = _LIKE[a["verb"]]
        rest = np_fr if fr else f"{en} {n_en}"
        return say(pr, lang, a["subj"], v_fr if fr else v_en, rest, "p") + "."
    said, said_en = _SAID[a["said"]]
    if fr:
        return f"{np_fr[:1].upper()}{np_fr[1:]} est {said[g == 'f']}."
    return f"{en[:1].upper()}{en[1:]} {n_en} is {said_en}."


@register("adjective_order", 0.06)
def adjective_order(rng: random.Random, sampler) -> Construction:
    """*Elle a une voiture rouge et blanche.* / *She has a red and white car.*, *Le
    fromage français est délicieux.* / *French cheese is delicious.*"""
    x = rng.random()
    if x < 0.25:
        c1, c2 = rng.sample(_PAIRED, 2)
        a = {"what": "two", "thing": rng.randrange(len(COLOURED)), "colours": (c1, c2)}
        a["verb"] = rng.randrange(len(_HAVE))
        a["subj"] = draw_name(rng) if rng.random() < 0.25 else everyday_pronoun(rng)
        verbs = (_HAVE[a["verb"]][0],)
    elif x < 0.45:
        a = {"what": "all", "thing": rng.randrange(len(_ALL))}
        animal = _ALL[a["thing"]][0] in ("cheval", "chat", "chien", "chatte")
        a["colour"] = rng.choice(_ALL_COLOURS[:3] if animal else _ALL_COLOURS)
        a["owner"] = rng.choice(_OWNERS)
        a["name"] = draw_name(rng).name
        a["past"] = rng.random() < 0.2
        verbs = ("être",)
    elif x < 0.65:
        food = rng.randrange(len(VERY))
        a = {"what": "very", "food": food, "adj": rng.randrange(len(VERY[food][3]))}
        servers = (0, 1) if VERY[food][0] == "du poisson" else (0, 1, 2)
        servers = servers if VERY[food][0] not in ("un film", "un livre") else ()
        if VERY[food][0] == "une chambre":
            servers = (3,)
        if not servers:
            return adjective_order(rng, sampler)
        a["server"] = rng.choice(servers)
        verbs = (_SERVE[a["server"]][2],)
    else:
        food = rng.randrange(len(KINDS_OF_FOOD))
        a = {"food": food, "sort": rng.choice(KINDS_OF_FOOD[food][4])}
        if rng.random() < 0.5:
            a.update(what="like", verb=rng.randrange(len(_LIKE)))
            a["subj"] = everyday_pronoun(rng)
            verbs = (_LIKE[a["verb"]][0],)
        else:
            a.update(what="said", said=rng.randrange(len(_SAID)))
            verbs = ("être",)
    return Construction("adjective_order", a, lemmas_of(verbs=verbs))
