"""Kinds of sentence of version 3: *à* + a place, where one is and where one goes.

French says *à* for both; English does not, and the corpus has one rule for each verb:

- where nothing moves (*être, travailler, attendre, manger, rester, dormir, jouer, lire,
  étudier*), *à* is English *at*, or what English says of that place: *Il travaille à
  l'hôpital.* / *He works at the hospital.*, *Elle est à l'école.* / *She is at school.*,
  *au parc* / *in the park*, *au lit* / *in bed*, *à la ferme* / *on the farm*, *à la
  maison* / *at home*;
- after a verb of motion (*aller, venir*), *to*: *Je vais à l'école.* / *I go to
  school.*; *à la maison* is *home* (*Il va à la maison.* / *He goes home.*);
  *arriver à* is *arrive at* (*arrive home*), *rentrer à* is *go back to* (*Je rentre à la
  maison.* / *I go home.*);
- ``on_wall``: *au mur* is *on the wall* (*Il y a un tableau au mur.* / *There is a
  painting on the wall.*, *Les photos sont au mur.* / *The photos are on the wall.*).

With a means of transport (:data:`MEANS`), *aller* or *venir* to a place: *Je vais à
l'école en bus.* / *I go to school by bus.*, *Elle est venue au travail à vélo.* / *She
came to work by bike.*; *aller à pied* is English *walk*: *Nous allons au parc à pied.* /
*We walk to the park.* (*venir à pied* stays *come on foot*).

Each place of :data:`PLACES` says its English after *at* and after *to* (*school* and
*home* take no article in English, as a British translator writes them); each verb of
:data:`VERBS` the places it goes with. Tenses: present, passé composé (English simple
past), future; for *être* the present, the future and the imparfait (*was*), not the
passé composé (*j'ai été au magasin* means *I went*); affirmative, negative, or asked with
*est-ce que*.
"""

from __future__ import annotations

import random

from .kind_parts import (
    PERSON,
    Construction,
    builder,
    draw_subject,
    lemmas_of,
    subject_tree,
)
from .kinds_v3 import register
from .lexicon_v3 import NOUNS

__all__ = ["MEANS", "PLACES", "VERBS", "WALL_THINGS"]

# French noun: (English where one is, English where one goes)
PLACES: dict[str, tuple[str, str]] = {
    "école": ("at school", "to school"),
    "maison": ("at home", "home"),
    "travail": ("at work", "to work"),
    "université": ("at university", "to university"),
    "église": ("at church", "to church"),
    "lit": ("in bed", "to bed"),
    "hôpital": ("at the hospital", "to the hospital"),
    "gare": ("at the station", "to the station"),
    "aéroport": ("at the airport", "to the airport"),
    "marché": ("at the market", "to the market"),
    "cinéma": ("at the cinema", "to the cinema"),
    "théâtre": ("at the theatre", "to the theatre"),
    "musée": ("at the museum", "to the museum"),
    "restaurant": ("at the restaurant", "to the restaurant"),
    "supermarché": ("at the supermarket", "to the supermarket"),
    "magasin": ("at the shop", "to the shop"),
    "boulangerie": ("at the bakery", "to the bakery"),
    "pharmacie": ("at the pharmacy", "to the pharmacy"),
    "banque": ("at the bank", "to the bank"),
    "bibliothèque": ("at the library", "to the library"),
    "piscine": ("at the pool", "to the pool"),
    "stade": ("at the stadium", "to the stadium"),
    "zoo": ("at the zoo", "to the zoo"),
    "hôtel": ("at the hotel", "to the hotel"),
    "usine": ("at the factory", "to the factory"),
    "plage": ("at the beach", "to the beach"),
    "parc": ("in the park", "to the park"),
    "jardin": ("in the garden", "to the garden"),
    "ferme": ("on the farm", "to the farm"),
    "campagne": ("in the countryside", "to the countryside"),
}

_WORK = (
    "hôpital gare aéroport marché cinéma théâtre musée restaurant supermarché magasin "
    "boulangerie pharmacie banque bibliothèque piscine stade zoo hôtel usine ferme "
    "école maison université"
)
# French verb: (English, "at" or "to", the places it goes with)
VERBS: dict[str, tuple[str, str, str]] = {
    "être": ("be", "at", " ".join(PLACES)),
    "travailler": ("work", "at", _WORK),
    "attendre": ("wait", "at", "gare aéroport école maison hôpital banque cinéma parc"),
    "manger": ("eat", "at", "maison école restaurant travail plage parc hôtel ferme"),
    "rester": ("stay", "at", "maison lit hôpital hôtel école travail"),
    "dormir": ("sleep", "at", "maison hôtel hôpital ferme"),
    "jouer": ("play", "at", "parc plage jardin école maison"),
    "lire": ("read", "at", "maison bibliothèque parc lit jardin plage"),
    "étudier": ("study", "at", "école bibliothèque université maison"),
    "aller": ("go", "to", " ".join(p for p in PLACES if p != "travail")),
    "venir": ("come", "to", "école maison travail parc plage marché"),
    "arriver": ("arrive", "arrive", _WORK + " travail"),
    "rentrer": ("go back", "back", "maison école hôtel travail ferme"),
}

# Means of transport, French noun: (French, English) after the verb and place
MEANS: dict[str, tuple[str, str]] = {
    "bus": ("en bus", "by bus"),
    "voiture": ("en voiture", "by car"),
    "train": ("en train", "by train"),
    "taxi": ("en taxi", "by taxi"),
    "car": ("en car", "by coach"),
    "vélo": ("à vélo", "by bike"),
    "moto": ("à moto", "by motorbike"),
    "pied": ("à pied", "on foot"),
}
_MEANS_VERBS = ("aller", "aller", "venir")

# Things that hang au mur / on the wall
WALL_THINGS = (
    "tableau",
    "photo",
    "horloge",
    "miroir",
    "affiche",
    "carte",
    "calendrier",
)

_NOUN = {n.fr: n for n in NOUNS}


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def english_place(verb: str, place: str) -> str:
    """What English says after ``verb`` for *à* + ``place``: *at school*, *home* ..."""
    where, to = PLACES[place]
    how = VERBS[verb][1]
    if how == "at":
        return where
    if how == "to":
        return to
    if how == "arrive":  # arrive home, arrive at school
        return to if to == "home" else "at" + to[2:]
    return to if to == "home" else f"back {to}"  # rentrer: go home, go back to school


@builder("a_place")
def _a_place(pr, lang, subj, verb: str, place: str, tense: str, neg, asked, means=None):
    from .aspect import ongoing

    s = subject_tree(pr, subj, lang)
    if lang == "fr":
        noun = _NOUN[place]
        v = pr.V(verb).aux("êt") if verb == "rentrer" else pr.V(verb)
        np = pr.NP(pr.D("le"), pr.N(place).g(noun.gender))
        vp = pr.VP(v, pr.PP(pr.P("à"), np))
        if means:
            vp.add(pr.Q(MEANS[means][0]))
        if asked:
            return pr.S(pr.Q("est-ce"), pr.C("que"), s, vp).t(tense).a("?").realize()
        return pr.S(s, vp).t(tense).typ({"neg": neg}).realize()
    head = VERBS[verb][0].split()[0]
    where = english_place(verb, place)
    if means == "pied" and verb == "aller":  # aller à pied: walk
        vp = pr.VP(pr.V("walk"), pr.Q(where))
    else:
        vp = pr.VP(pr.V(head), pr.Q(where))
        if means:
            vp.add(pr.Q(MEANS[means][1]))
    tense = {"p": "p", "pc": "ps", "f": "f", "i": "ps"}[tense]
    types = {"neg": neg}
    if asked:
        types["int"] = "yon"
    if tense == "p" and ongoing(verb):  # j'attends à la gare / I am waiting (aspect)
        types["prog"] = True
    return pr.S(s, vp).t(tense).typ(types).realize()


@builder("on_wall")
def _on_wall(pr, lang, thing: str, number: str, there: bool, tense: str, neg: bool):
    fr = lang == "fr"
    noun = _NOUN[thing]
    if there:  # il y a un tableau au mur / there is a painting on the wall
        if fr:
            det = "de" if neg else "un"
            np = pr.NP(pr.D(det), pr.N(thing).g(noun.gender)).n(number)
            verb = {"p": "a", "i": "avait"}[tense]
            head = f"il n'y {verb} pas" if neg else f"il y {verb}"
            return _cap(f"{head} {np.realize().strip()} au mur.")
        bare = pr.NP(pr.N(noun.en)).n(number).realize().strip()
        be = (
            {"p": "is", "i": "was"}[tense]
            if number == "s"
            else {"p": "are"}.get(tense, "were")
        )
        if neg:
            what = f"no {bare}"
        else:
            what = f"a {bare}" if number == "s" else bare
        return _cap(f"there {be} {what} on the wall.")
    # le tableau est au mur / the painting is on the wall
    if fr:
        np = pr.NP(pr.D("le"), pr.N(thing).g(noun.gender)).n(number)
        vp = pr.VP(pr.V("être"), pr.PP(pr.P("à"), pr.NP(pr.D("le"), pr.N("mur"))))
    else:
        np = pr.NP(pr.D("the"), pr.N(noun.en)).n(number)
        vp = pr.VP(pr.V("be"), pr.Q("on the wall"))
    tense = tense if fr else {"p": "p", "i": "ps"}[tense]
    return pr.S(np, vp).t(tense).typ({"neg": neg}).realize()


@register("a_place", 0.35)
def a_place(rng: random.Random, sampler):
    verb = rng.choice(sorted(VERBS))
    place = rng.choice(VERBS[verb][2].split())
    subj = draw_subject(rng, sampler, PERSON)
    # (être: not the passé composé, "j'ai été au magasin", which says "I went")
    tenses = ("p", "p", "f", "i", "i") if verb == "être" else ("p", "p", "pc", "f")
    tense = rng.choice(tenses)
    asked = rng.random() < 0.12
    neg = not asked and rng.random() < 0.2
    args = {"subj": subj, "verb": verb, "place": place, "tense": tense}
    args.update(neg=neg, asked=asked)
    return Construction("a_place", args, lemmas_of(subj, verbs=(verb,)))


@register("by_means", 0.12)
def by_means(rng: random.Random, sampler):
    """*aller* or *venir* to a place by a means of transport (*en bus*, *à pied*)."""
    verb = rng.choice(_MEANS_VERBS)
    place = rng.choice([p for p in VERBS[verb][2].split() if p != "lit"])
    means = rng.choice(sorted(MEANS))
    subj = draw_subject(rng, sampler, PERSON)
    tense = rng.choice(("p", "p", "pc", "f", "i"))
    asked = rng.random() < 0.15
    neg = not asked and rng.random() < 0.15
    args = {"subj": subj, "verb": verb, "place": place, "tense": tense}
    args.update(neg=neg, asked=asked, means=means)
    lemmas = lemmas_of(subj, verbs=(verb,))
    lemmas["noun"].update((place, means))
    return Construction("a_place", args, lemmas)


@register("on_wall", 0.07)
def on_wall(rng: random.Random, sampler):
    thing = rng.choice(WALL_THINGS)
    args = {
        "thing": thing,
        "number": rng.choice("ssp"),
        "there": rng.random() < 0.6,
        "tense": rng.choice(("p", "p", "p", "i")),
        "neg": rng.random() < 0.15,
    }
    lemmas = lemmas_of(verbs=("être",))
    lemmas["noun"].update((thing, "mur"))
    return Construction("on_wall", args, lemmas)
