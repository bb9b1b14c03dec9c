"""A kind of sentence of version 3: superlatives with a noun and where they are the most
so, ``superlative_in``.

French *le / la / les plus* + an adjective (or *le meilleur*, *le pire*) with a noun and
*de* + a place or a group is English's superlative with *in* (*Ce sont les meilleures
frites de Paris.* / *They are the best chips in Paris.*, *C'est le plus grand parc de la
ville.* / *It is the biggest park in the town.*, *Le restaurant le plus cher du
quartier.* / *the most expensive restaurant in the area*), and with *of* after a time
(*C'était le pire jour de ma vie.* / *It was the worst day of my life.*). An adjective
said after its noun repeats the article (*le musée le plus célèbre*). *Mon meilleur ami*
/ *my best friend*.
"""

from __future__ import annotations

import random

from .colours import det_fr
from .compounds import say
from .kind_parts import Construction, builder, draw_name, everyday_pronoun, lemmas_of
from .kinds_v3 import register
from .names import CITIES

__all__ = ["SUPERLATIVES", "SUPER_NOUNS"]

# adjectives: French (m s, f s, m p, f p), English superlative, before the noun, the
# masculine singular before a vowel (bel, vieil)
SUPERLATIVES = {
    "grand": (("plus grand", "plus grande", "plus grands", "plus grandes"), "biggest"),
    "petit": (("plus petit", "plus petite", "plus petits", "plus petites"), "smallest"),
    "beau": (("plus beau", "plus belle", "plus beaux", "plus belles"), "most beautiful"),
    "vieux": (("plus vieux", "plus vieille", "plus vieux", "plus vieilles"), "oldest"),
    "bon": (("meilleur", "meilleure", "meilleurs", "meilleures"), "best"),
    "mauvais": (("pire", "pire", "pires", "pires"), "worst"),
    "haut": (("plus haut", "plus haute", "plus hauts", "plus hautes"), "tallest"),
    "joli": (("plus joli", "plus jolie", "plus jolis", "plus jolies"), "prettiest"),
    "jeune": (("plus jeune", "plus jeune", "plus jeunes", "plus jeunes"), "youngest"),
    "cher": (("plus cher", "plus chère", "plus chers", "plus chères"), "most expensive"),
    "célèbre": (("plus célèbre", "plus célèbre", "plus célèbres", "plus célèbres"),
                "most famous"),
    "moderne": (("plus moderne", "plus moderne", "plus modernes", "plus modernes"),
                "most modern"),
    "calme": (("plus calme", "plus calme", "plus calmes", "plus calmes"), "quietest"),
    "populaire": (("plus populaire", "plus populaire", "plus populaires",
                   "plus populaires"), "most popular"),
}  # fmt: skip
# said after the noun in French (le musée le plus célèbre)
_AFTER = frozenset("cher célèbre moderne calme populaire".split())
_BEFORE_VOWEL = {"plus beau": "plus bel", "plus vieux": "plus vieil"}

# places and groups: French (after de), English (after in / of), the groups of nouns
_TOWN = (("la ville", "the town"), ("du quartier", "the area"))
_WHERE = {
    "town": _TOWN + (("France", "France"), ("la région", "the region")),
    "world": (("du monde", "the world"), ("France", "France"), ("la ville", "the town")),
    "class": (("la classe", "the class"), ("l'école", "the school"),
              ("l'équipe", "the team")),
    "family": (("la famille", "the family"),),
    "time": (("ma vie", "my life"), ("l'année", "the year"), ("la semaine", "the week"),
             ("sa vie", "his life")),
}  # fmt: skip
# nouns: French singular, plural, gender, English singular, plural, adjectives, where,
# numbers said in
SUPER_NOUNS = (
    ("parc", "parcs", "m", "park", "parks", "grand petit beau vieux joli calme", "town",
     "s"),
    ("musée", "musées", "m", "museum", "museums", "grand petit vieux bon célèbre "
     "moderne populaire", "town", "s"),
    ("restaurant", "restaurants", "m", "restaurant", "restaurants", "bon mauvais cher "
     "célèbre vieux populaire", "town", "sp"),
    ("rue", "rues", "f", "street", "streets", "grand petit beau vieux joli calme "
     "célèbre", "town", "sp"),
    ("magasin", "magasins", "m", "shop", "shops", "grand petit cher bon", "town", "sp"),
    ("hôtel", "hôtels", "m", "hotel", "hotels", "grand petit beau vieux bon mauvais "
     "cher", "town", "sp"),
    ("église", "églises", "f", "church", "churches", "grand petit beau vieux joli",
     "town", "s"),
    ("pont", "ponts", "m", "bridge", "bridges", "grand vieux beau célèbre", "town", "s"),
    ("plage", "plages", "f", "beach", "beaches", "beau joli grand calme populaire",
     "town", "sp"),
    ("bâtiment", "bâtiments", "m", "building", "buildings", "haut vieux moderne",
     "world", "s"),
    ("boulangerie", "boulangeries", "f", "bakery", "bakeries", "bon mauvais petit",
     "town", "s"),
    ("frites", "frites", "f", "chips", "chips", "bon mauvais", "town", "p"),
    ("pizza", "pizzas", "f", "pizza", "pizzas", "bon mauvais", "town", "sp"),
    ("croissants", "croissants", "m", "croissants", "croissants", "bon", "town", "p"),
    ("gâteaux", "gâteaux", "m", "cakes", "cakes", "bon", "town", "p"),
    ("fromage", "fromages", "m", "cheese", "cheeses", "bon célèbre", "world", "s"),
    ("élève", "élèves", "mf", "pupil", "pupils", "bon jeune grand", "class", "s"),
    ("joueur", "joueurs", "m", "player", "players", "bon mauvais jeune grand", "class",
     "s"),
    ("joueuse", "joueuses", "f", "player", "players", "bon jeune", "class", "s"),
    ("enfant", "enfants", "mf", "child", "children", "jeune", "family", "s"),
    ("jour", "jours", "m", "day", "days", "bon mauvais beau", "time", "s"),
    ("moment", "moments", "m", "moment", "moments", "bon mauvais beau", "time", "s"),
    ("chanteur", "chanteurs", "m", "singer", "singers", "bon célèbre jeune populaire",
     "world", "s"),
)  # fmt: skip
_PEOPLE = frozenset("élève joueur joueuse enfant chanteur".split())
_CHANGE = {"grand": "tallest"}  # (of a person)
_FRIENDS = (
    ("ami", "amie", "amis", "amies", "friend", "friends"),
    ("copain", "copine", "copains", "copines", "friend", "friends"),
)


def _phrase(a, lang, noun_too=True) -> str:
    """*le plus grand parc de la ville* / *the biggest park in the town*."""
    n_fr, n_pl, gender, en_s, en_p, _, group, _ = SUPER_NOUNS[a["noun"]]
    g = a["gender"]
    number = a["number"]
    forms, en = SUPERLATIVES[a["adj"]]
    if n_fr in _PEOPLE:
        en = _CHANGE.get(a["adj"], en)
    w_fr, w_en = _WHERE[group][a["where"]] if a["where"] is not None else a["city"]
    if lang == "fr":
        noun = n_pl if number == "p" else n_fr
        adj = forms[(g == "f") + 2 * (number == "p")]
        art = det_fr(("def",), "x", g, number)[:-2]  # le / la / les
        if a["adj"] in _AFTER:
            head = f"{art} {noun} {art} {adj}" if noun_too else f"{art} {adj}"
        else:
            if g == "m" and number == "s" and noun[:1] in "aeiouéèêh":
                adj = _BEFORE_VOWEL.get(adj, adj)
            head = f"{art} {adj} {noun}" if noun_too else f"{art} {adj}"
        de = "" if w_fr.startswith("du ") else "d'" if w_fr[:1] in "aeiouéÉ" else "de "
        if w_fr[:1].isupper() and w_fr != "France":
            de = "d'" if w_fr[:1] in "AEIOU" else "de "
        return f"{head} {de}{w_fr}"
    noun = en_p if number == "p" else en_s
    of = "of" if group == "time" else "in"
    head = f"the {en} {noun}" if noun_too else f"the {en}"
    return f"{head} {of} {w_en}"


@builder("superlative_in")
def _superlative_in(pr, lang, what, **a) -> str:
    fr = lang == "fr"
    p = a.get("number") == "p"
    if what == "cest":
        past = a["past"]
        if fr:
            lead = ("Ce sont", "C'étaient") if p else ("C'est", "C'était")
            return f"{lead[past]} {_phrase(a, lang)}."
        lead = ("They are", "They were") if p else ("It is", "It was")
        return f"{lead[past]} {_phrase(a, lang)}."
    if what == "which":
        if fr:
            q = (
                ("Quelles sont" if a["gender"] == "f" else "Quels sont")
                if p
                else ("Quelle est" if a["gender"] == "f" else "Quel est")
            )
            return f"{q} {_phrase(a, lang)}?"
        return f"What {'are' if p else 'is'} {_phrase(a, lang)}?"
    if what == "name":  # Marie est la meilleure élève de la classe
        verb = ("être", "be")[not fr]
        return say(pr, lang, a["subj"], verb, _phrase(a, lang), a["tense"]) + "."
    if what == "this":  # ce restaurant est le plus cher de la ville
        n_fr, n_pl, g, en_s, en_p = SUPER_NOUNS[a["noun"]][:5]
        if fr:
            subj = det_fr(("dem",), n_pl if p else n_fr, g, a["number"])
            verb = "sont" if p else "est"
        else:
            subj = f"{'these' if p else 'this'} {en_p if p else en_s}"
            verb = "are" if p else "is"
        rest = _phrase(a, lang, noun_too=False)
        return f"{subj[:1].upper()}{subj[1:]} {verb} {rest}."
    if what == "did":  # nous avons visité le plus vieux musée de Paris
        verb = {"visiter": "visit", "manger": "eat", "trouver": "find"}[a["verb"]]
        return (
            say(pr, lang, a["subj"], a["verb"] if fr else verb, _phrase(a, lang), "pc")
            + "."
        )
    # mon meilleur ami habite à Lyon / my best friend lives in Lyon
    f = _FRIENDS[a["friend"]]
    g, owner = a["gender"], a["owner"]
    fr_poss = (("mon", "ma", "mes"), ("ton", "ta", "tes"), ("notre", "notre", "nos"))
    en_poss = ("my", "your", "our")
    city = a["city"]
    if fr:
        poss = fr_poss[owner][2 if p else g == "f"]
        best = ("meilleur", "meilleure", "meilleurs", "meilleures")
        np = f"{poss} {best[(g == 'f') + 2 * p]} {f[(g == 'f') + 2 * p]}"
        verb = "habitent" if p else "habite"
        return f"{np[:1].upper()}{np[1:]} {verb} à {city[0]}."
    np = f"{en_poss[owner]} best {f[4 + p]}"
    return f"{np[:1].upper()}{np[1:]} {'live' if p else 'lives'} in {city[1]}."


@register("superlative_in", 0.06)
def superlative_in(rng: random.Random, sampler) -> Construction:
    """*Ce sont les meilleures frites de Paris.* / *They are the best chips in Paris.*,
    *C'est le plus grand parc de la ville.* / *It is the biggest park in the town.*"""
    if rng.random() < 0.12:
        a = {"what": "friend", "friend": rng.randrange(2), "owner": rng.randrange(3)}
        a["gender"] = rng.choice("mf")
        a["number"] = "p" if rng.random() < 0.2 else "s"
        a["city"] = rng.choice(CITIES)
        return Construction("superlative_in", a, lemmas_of(verbs=("habiter",)))
    i = rng.randrange(len(SUPER_NOUNS))
    noun = SUPER_NOUNS[i]
    gender = rng.choice("mf") if noun[2] == "mf" else noun[2]
    a = {"noun": i, "gender": gender, "number": rng.choice(noun[7])}
    a["adj"] = rng.choice(noun[5].split())
    where = _WHERE[noun[6]]
    a["where"], a["city"] = rng.randrange(len(where)), None
    if noun[6] in ("town", "world") and rng.random() < 0.35:
        a["where"], a["city"] = None, rng.choice(CITIES)
    person = noun[0] in _PEOPLE
    x = rng.random()
    verbs: tuple = ("être",)
    if person:
        a["number"] = "s"
        subj = draw_name(rng, "m" if gender == "m" else "f")
        if rng.random() < 0.3:
            subj = everyday_pronoun(rng, True)
            if subj.index in (2, 3):
                subj = type(subj)(2 + (gender == "f"), gender)
            else:
                subj = type(subj)(subj.index, gender)
        a.update(what="name", subj=subj, tense=rng.choice(("p", "p", "i")))
    elif x < 0.45:
        a.update(what="cest", past=rng.random() < 0.25)
    elif x < 0.6:
        a["what"] = "which"
    elif x < 0.8 and noun[6] != "time":
        a["what"] = "this"
    elif noun[6] != "time":
        verb = (
            "manger"
            if noun[0] in ("frites", "pizza", "croissants", "gâteaux", "fromage")
            else "visiter"
        )
        if noun[0] in ("jour", "moment", "boulangerie", "magasin"):
            verb = "trouver"
        a.update(what="did", verb=verb, subj=everyday_pronoun(rng))
        verbs = (verb,)
    else:
        a.update(what="cest", past=rng.random() < 0.6)
    return Construction("superlative_in", a, lemmas_of(verbs=verbs))
