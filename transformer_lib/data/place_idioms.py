"""Kinds of sentence of version 3: verbs of places that English says with other words
than French, each in several tenses and persons.

- ``move_to``: *déménager à* is *move to*: *Ils vont déménager à Bordeaux.* / *They are
  going to move to Bordeaux.*;
- ``along_river``: *faire du vélo le long du canal* is *cycle along the canal*: *Nous
  faisions du vélo le long du canal.* / *We used to cycle along the canal.*;
- ``see_from``: *voir la mer de sa chambre* is *see the sea from one's room*: *Vous
  verrez la mer de votre chambre.* / *You will see the sea from your room.*
"""

from __future__ import annotations

import random

from .home_idioms import LEMMA
from .kind_parts import Construction, builder, lemmas_of, person_number
from .kinds_v3 import register
from .names import CITIES
from .structures import NounPhrase, Pronoun
from .time_ends import draw_person
from .travel_idioms import clause, have_to

__all__ = ["MOVE_WHERE", "ALONG", "VIEWS", "VIEW_FROM"]


def _np_lemmas(subj) -> dict:
    return lemmas_of(subj if isinstance(subj, NounPhrase) else None)


# --- move_to: déménager à ---------------------------------------------------------------------

# (French, English) where one moves besides a city
MOVE_WHERE = (
    ("à la campagne", "to the country"),
    ("en ville", "into town"),
    ("en Espagne", "to Spain"),
    ("en Italie", "to Italy"),
    ("au Canada", "to Canada"),
    ("en Angleterre", "to England"),
    ("dans une plus grande maison", "to a bigger house"),
    ("", ""),
)
# (French, English, the tenses it goes with)
_MOVE_WHEN = (
    ("", "", "p pc f aller want must"),
    (" le mois prochain", " next month", "p f aller want must"),
    (" l'année prochaine", " next year", "p f aller want must"),
    (" cet été", " this summer", "p f aller want must"),
    (" l'année dernière", " last year", "pc"),
    (" il y a deux ans", " two years ago", "pc"),
)


@builder("move_to")
def _move_to(pr, lang, subj, city, where: int, when: int, tense, neg, asked):
    fr = lang == "fr"
    if city is not None:
        rest = f"à {CITIES[city][0]}" if fr else f"to {CITIES[city][1]}"
    else:
        rest = MOVE_WHERE[where][not fr]
    rest = (rest + _MOVE_WHEN[when][not fr]).strip()
    if tense in ("want", "must"):
        if not fr and tense == "must":
            return have_to(pr, subj, f"to move {rest}".strip(), "p", neg, asked)
        head = {"want": ("vouloir", "want"), "must": ("devoir", "have")}[tense][not fr]
        rest = ("déménager " if fr else "to move ") + rest
        return clause(pr, lang, subj, head, rest.strip(), "p", neg, asked)
    if fr:
        return clause(pr, lang, subj, "déménager", rest, tense, neg, asked)
    # (the French present of a move to come is the English progressive)
    prog = tense == "p"
    return clause(pr, lang, subj, "move", rest, tense, neg, asked, prog=prog)


@register("move_to", 0.025)
def move_to(rng: random.Random, sampler):
    """*Ils vont déménager à Bordeaux.* / *They are going to move to Bordeaux.*, *Nous
    avons déménagé à la campagne l'année dernière.* / *We moved to the country last
    year.*"""
    subj = draw_person(rng, sampler)
    tense = rng.choice(("aller", "aller", "p", "pc", "pc", "f", "want", "must"))
    city = rng.randrange(len(CITIES)) if rng.random() < 0.6 else None
    where = rng.randrange(len(MOVE_WHERE))
    if city is None and tense == "p" and MOVE_WHERE[where][0] == "":
        tense = "aller"
    whens = [i for i, w in enumerate(_MOVE_WHEN) if tense in w[2].split()]
    when = rng.choice(whens)
    asked = rng.random() < 0.15 and person_number(subj) != (1, "s")
    neg = not asked and rng.random() < 0.2
    args = {"subj": subj, "city": city, "where": where, "when": when, "tense": tense}
    args.update(neg=neg, asked=asked)
    lemmas = lemmas_of(subj if isinstance(subj, NounPhrase) else None)
    lemmas["verb"].add("déménager")
    if tense in ("want", "must", "aller"):
        lemmas["verb"].add({"want": "vouloir", "must": "devoir"}.get(tense, "aller"))
    return Construction("move_to", args, lemmas)


# --- along_river: faire du vélo le long du canal -------------------------------------------------

# (French, English) what runs along
ALONG = (
    ("du canal", "the canal"),
    ("de la rivière", "the river"),
    ("de la plage", "the beach"),
    ("de la côte", "the coast"),
    ("du lac", "the lake"),
    ("de la Seine", "the Seine"),
    ("de la Loire", "the Loire"),
)
# (French verb and words, English verb)
_ALONG_DOING = (
    ("faire", "du vélo", "cycle"),
    ("courir", "", "run"),
    ("marcher", "", "walk"),
)
_ALONG_WHEN = (
    ("", ""),
    (" le dimanche", " on Sundays"),
    (" le matin", " in the morning"),
)


@builder("along_river")
def _along_river(pr, lang, subj, doing: int, along: int, when: int, tense, neg):
    fr_verb, fr_words, en_verb = _ALONG_DOING[doing]
    fr = lang == "fr"
    where = (
        ("le long " if fr else "along ")
        + ALONG[along][not fr]
        + _ALONG_WHEN[when][not fr]
    )
    if fr:
        rest = f"{fr_words} {where}".strip()
        return clause(pr, lang, subj, fr_verb, rest, tense, neg)
    if tense == "i" and not neg:  # (the imparfait of a habit: used to)
        return clause(pr, lang, subj, "use", f"to {en_verb} {where}", "pc")
    return clause(pr, lang, subj, en_verb, where, tense, neg)


@register("along_river", 0.025)
def along_river(rng: random.Random, sampler):
    """*Nous faisions du vélo le long du canal.* / *We used to cycle along the canal.*,
    *Elle court le long de la plage le matin.* / *She runs along the beach in the
    morning.*"""
    subj = draw_person(rng, sampler)
    doing = rng.choice((0, 0, 0, 1, 2))
    tense = rng.choice(("p", "i", "i", "pc", "f", "aller"))
    when = rng.choice((0, 1, 2)) if tense in ("p", "i") else 0
    neg = tense != "i" and rng.random() < 0.12
    args = {"subj": subj, "doing": doing, "along": rng.randrange(len(ALONG))}
    args.update(when=when, tense=tense, neg=neg)
    lemmas = _np_lemmas(subj)
    lemmas["verb"].add(_ALONG_DOING[doing][0])
    if ALONG[args["along"]][0].split()[-1][0].islower():  # (not la Seine)
        lemmas["noun"].add(ALONG[args["along"]][0].split()[-1])
    return Construction("along_river", args, lemmas)


# --- see_from: voir la mer de sa chambre ----------------------------------------------------------

# (French, English) what one sees
VIEWS = (
    ("la mer", "the sea"),
    ("les montagnes", "the mountains"),
    ("le lac", "the lake"),
    ("le port", "the harbour"),
    ("la tour Eiffel", "the Eiffel Tower"),
    ("la cathédrale", "the cathedral"),
    ("toute la ville", "the whole town"),
    ("la plage", "the beach"),
)
# (French noun after de + a possessive, gender, English)
VIEW_FROM = (
    ("chambre", "f", "room"),
    ("fenêtre", "f", "window"),
    ("balcon", "m", "balcony"),
    ("terrasse", "f", "terrace"),
    ("bureau", "m", "office"),
    ("cuisine", "f", "kitchen"),
)
_FR_POSS = {(1, "s"): ("mon", "ma"), (2, "s"): ("ton", "ta"), (1, "p"): ("notre",) * 2}
_FR_POSS |= {(2, "p"): ("votre",) * 2, (3, "p"): ("leur",) * 2, (3, "s"): ("son", "sa")}
_EN_POSS = {(1, "s"): "my", (2, "s"): "your", (1, "p"): "our", (2, "p"): "your"}
_EN_POSS |= {(3, "p"): "their"}


@builder("see_from")
def _see_from(pr, lang, subj, view: int, frm: int, tense: str, neg: bool):
    noun, gender, en_noun = VIEW_FROM[frm]
    pe, n = person_number(subj)
    fr = lang == "fr"
    if fr:
        poss = _FR_POSS[pe, n][gender == "f" and noun[0] not in "aeiou"]
        rest = f"{VIEWS[view][0]} de {poss} {noun}"
        return clause(pr, lang, subj, "voir", rest, tense, neg)
    poss = _EN_POSS.get((pe, n)) or (
        "her" if getattr(subj, "gender", "m") == "f" else "his"
    )
    rest = f"{VIEWS[view][1]} from {poss} {en_noun}"
    if tense == "p":  # (English: can see)
        return clause(pr, lang, subj, "can", f"see {rest}", "p", neg)
    return clause(pr, lang, subj, "see", rest, tense, neg)


@register("see_from", 0.02)
def see_from(rng: random.Random, sampler):
    """*Vous verrez la mer de votre chambre.* / *You will see the sea from your room.*,
    *Je vois les montagnes de ma fenêtre.* / *I can see the mountains from my window.*"""
    subj = draw_person(rng, sampler)
    if rng.random() < 0.4:
        subj = Pronoun(rng.choice((1, 5)), rng.choice("mf"))
    tense = rng.choice(("p", "p", "f", "pc"))
    neg = rng.random() < 0.12
    args = {"subj": subj, "view": rng.randrange(len(VIEWS))}
    args.update(frm=rng.randrange(len(VIEW_FROM)), tense=tense, neg=neg)
    lemmas = _np_lemmas(subj)
    lemmas["verb"].add("voir")
    word = VIEWS[args["view"]][0].split()[-1]
    lemmas["noun"].update((LEMMA.get(word, word), VIEW_FROM[args["frm"]][0]))
    return Construction("see_from", args, lemmas)
