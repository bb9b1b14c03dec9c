"""Kinds of sentence of version 3 beside :mod:`.errands` (round 6): what one wears and
whose it is, and the vehicles and rounds of a town.

- ``worn_belongs``: *Le pull que je porte est à ma sœur.* / *The jumper that I am wearing
  is my sister's.* (*porter* clothes is *wear*, in the present progressive as
  :mod:`.aspect` says; *être à* is *be* + a possessive, as :mod:`.belong` says);
- ``town_rounds``: *Le tramway s'arrête devant la mairie.* / *The tram stops in front of the
  town hall.* (*s'arrêter* of a vehicle), *Le facteur passe tous les matins.* / *The
  postman comes every morning.* (a habit: the simple present).
"""

from __future__ import annotations

import random

from .errands import CLOTHES, _cap, _draw_subject, _en_subject, _person
from .kind_parts import Construction, Name, builder
from .kinds_v3 import register

__all__ = ["OWNERS", "VEHICLES", "STOPS", "ROUNDS", "EVERY"]

_FR_PORTER = (
    "porte",
    "portes",
    "porte",
    "porte",
    "portons",
    "portez",
    "portent",
    "portent",
)
_EN_BE = ("am", "are", "is", "is", "are", "are", "are", "are")
_FR_PRON = ("je", "tu", "il", "elle", "nous", "vous", "ils", "elles")
_VOWELS = tuple("aeiouéèêAEIOUÉÈÊ")

_SKIRTS = ("robe", "jupe")
# (French after à, English possessive)
OWNERS = (
    ("ma sœur", "my sister's"),
    ("mon frère", "my brother's"),
    ("ma mère", "my mother's"),
    ("mon père", "my father's"),
    ("mon cousin", "my cousin's"),
    ("ma cousine", "my cousin's"),
    ("mon oncle", "my uncle's"),
    ("ma tante", "my aunt's"),
    ("ma grand-mère", "my grandmother's"),
    ("mon ami", "my friend's"),
    ("mon voisin", "my neighbour's"),
    ("mon mari", "my husband's"),
    ("ma femme", "my wife's"),
)


@builder("worn_belongs")
def _worn_belongs(pr, lang, cloth: int, subj, owner: int):
    fr_noun, gender, fr_plural, en_noun, en_plural = CLOTHES[cloth]
    person = _person(subj)
    if lang == "fr":
        if fr_plural:
            det = "les "
        elif fr_noun.startswith(_VOWELS):
            det = "l'"
        else:
            det = "la " if gender == "f" else "le "
        who = subj.name if isinstance(subj, Name) else _FR_PRON[person]
        que = "qu'" if who.startswith(_VOWELS) else "que "
        verb = _FR_PORTER[person]
        be = "sont" if fr_plural else "est"
        return _cap(f"{det}{fr_noun} {que}{who} {verb} {be} à {OWNERS[owner][0]}.")
    be = "are" if en_plural else "is"
    wearing = f"{_en_subject(subj)} {_EN_BE[person]} wearing"
    return f"The {en_noun} that {wearing} {be} {OWNERS[owner][1]}."


@register("worn_belongs", 0.03)
def worn_belongs(rng: random.Random, sampler):
    """*Le pull que je porte est à ma sœur.* / *The jumper that I am wearing is my
    sister's.*, *Les bottes que tu portes sont à mon frère.* / *The boots that you are
    wearing are my brother's.* (one wearer: not *nous*, *ils*, *elles*; no dress nor skirt
    on a man)"""
    subj = _draw_subject(rng)
    while not isinstance(subj, Name) and subj[0] in (4, 6, 7):
        subj = _draw_subject(rng)
    man = (subj.gender if isinstance(subj, Name) else subj[1]) == "m"
    clothes = [i for i, c in enumerate(CLOTHES) if not (man and c[0] in _SKIRTS)]
    args = {"cloth": rng.choice(clothes), "subj": subj}
    args["owner"] = rng.randrange(len(OWNERS))
    lemmas = {"noun": {CLOTHES[args["cloth"]][0]}, "adj": set(), "verb": {"porter"}}
    return Construction("worn_belongs", args, lemmas)


# --- town_rounds: Le tramway s'arrête devant la mairie. ------------------------------------

# (French with its article, English with its article, French plural)
VEHICLES = (
    ("le bus", "the bus", False),
    ("le tramway", "the tram", False),
    ("le car", "the coach", False),
    ("le taxi", "the taxi", False),
    ("les bus", "the buses", True),
)
STOPS = (
    ("devant la mairie", "in front of the town hall"),
    ("devant la gare", "in front of the station"),
    ("devant l'école", "in front of the school"),
    ("devant le musée", "in front of the museum"),
    ("devant la poste", "in front of the post office"),
    ("à côté du marché", "next to the market"),
    ("à côté de l'église", "next to the church"),
    ("près du parc", "near the park"),
    ("près de l'hôpital", "near the hospital"),
    ("ici", "here"),
)
# (French with article, English with article): who passes by on a round
ROUNDS = (
    ("le facteur", "the postman"),
    ("le boulanger", "the baker"),
    ("le médecin", "the doctor"),
    ("le jardinier", "the gardener"),
    ("le bus", "the bus"),
    ("le tramway", "the tram"),
)
EVERY = (
    ("tous les matins", "every morning"),
    ("tous les soirs", "every evening"),
    ("tous les jours", "every day"),
    ("tous les lundis", "every Monday"),
    ("tous les samedis", "every Saturday"),
    ("toutes les semaines", "every week"),
    ("deux fois par jour", "twice a day"),
    ("une fois par semaine", "once a week"),
)
_EVERY_VEHICLE = (
    ("toutes les dix minutes", "every ten minutes"),
    ("toutes les heures", "every hour"),
    ("toutes les vingt minutes", "every twenty minutes"),
)


@builder("town_rounds")
def _town_rounds(pr, lang, form: str, who: int, where: int, negative: bool):
    i = 0 if lang == "fr" else 1
    if form == "stop":
        vehicle = VEHICLES[who]
        plural = vehicle[2]
        if lang == "fr":
            if negative:
                verb = "ne s'arrêtent pas" if plural else "ne s'arrête pas"
            else:
                verb = "s'arrêtent" if plural else "s'arrête"
        elif negative:
            verb = "do not stop" if plural else "does not stop"
        else:
            verb = "stop" if plural else "stops"
        return _cap(f"{vehicle[i]} {verb} {STOPS[where][i]}.")
    person = ROUNDS[who]
    vehicle = person[1] in ("the bus", "the tram")
    when = (_EVERY_VEHICLE if vehicle else EVERY)[where]
    verb = "passe" if lang == "fr" else "comes"
    return _cap(f"{person[i]} {verb} {when[i]}.")


@register("town_rounds", 0.04)
def town_rounds(rng: random.Random, sampler):
    """*Le tramway s'arrête devant la mairie.* / *The tram stops in front of the town
    hall.*, *Les bus ne s'arrêtent pas ici.* / *The buses do not stop here.*, *Le facteur
    passe tous les matins.* / *The postman comes every morning.*"""
    if rng.random() < 0.6:
        args = {"form": "stop", "who": rng.randrange(len(VEHICLES))}
        args["where"] = rng.randrange(len(STOPS))
        args["negative"] = rng.random() < 0.2
        verbs = {"arrêter"}
    else:
        who = rng.randrange(len(ROUNDS))
        vehicle = ROUNDS[who][1] in ("the bus", "the tram")
        n = len(_EVERY_VEHICLE if vehicle else EVERY)
        args = {
            "form": "round",
            "who": who,
            "where": rng.randrange(n),
            "negative": False,
        }
        verbs = {"passer"}
    return Construction(
        "town_rounds", args, {"noun": set(), "adj": set(), "verb": verbs}
    )
