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


# --- two_colours: Mes chaussettes sont orange et violettes. ---------------------------------

# (masculine, feminine, English, invariable: orange and marron never agree)
PAINTS = (
    ("rouge", "rouge", "red", False),
    ("noir", "noire", "black", False),
    ("bleu", "bleue", "blue", False),
    ("blanc", "blanche", "white", False),
    ("vert", "verte", "green", False),
    ("gris", "grise", "grey", False),
    ("jaune", "jaune", "yellow", False),
    ("rose", "rose", "pink", False),
    ("violet", "violette", "purple", False),
    ("orange", "orange", "orange", True),
    ("marron", "marron", "brown", True),
)
# the clothes of :data:`.errands.CLOTHES` and socks
WEAR = CLOTHES + (("chaussettes", "f", True, "socks", True),)
# (son, sa, ses would be his or her: left out, one English for one French)
_FR_POSS = (("mon", "ma", "mes"), ("ton", "ta", "tes"), ("notre", "notre", "nos"))
_FR_POSS += (("votre", "votre", "vos"),)
_EN_POSS = ("my", "your", "our", "your")


def _paint(colour: int, gender: str, plural: bool) -> str:
    masc, fem, _, invariable = PAINTS[colour]
    if invariable:
        return masc
    word = fem if gender == "f" else masc
    return word + "s" if plural and not word.endswith("s") else word


def _fr_item(cloth: int, colour: int, article: str) -> str:
    """*mon pull gris*, *une chemise blanche*, *des chaussures noires*, *mon écharpe*."""
    fr_noun, gender, plural, _, _ = WEAR[cloth]
    if article == "un":
        det = "des" if plural else ("une" if gender == "f" else "un")
        return f"{det} {fr_noun} {_paint(colour, gender, plural)}"
    return fr_noun


def _en_item(cloth: int, colour: int) -> str:
    """*a white shirt*, *an orange scarf*, *grey trousers*, *black shoes*."""
    en_noun, en_plural = WEAR[cloth][3], WEAR[cloth][4]
    word = PAINTS[colour][2]
    if en_plural:
        return f"{word} {en_noun}"
    return f"{'an' if word[0] in 'aeiou' else 'a'} {word} {en_noun}"


@builder("two_colours")
def _two_colours(pr, lang, form: str, owner: int, cloth: int, colours, subj, second):
    fr_noun, gender, fr_plural, en_noun, en_plural = WEAR[cloth]
    if form == "both":  # Mes chaussettes sont orange et violettes.
        c1, c2 = colours
        if lang == "fr":
            poss = _FR_POSS[owner]
            det = poss[2] if fr_plural else poss[1] if gender == "f" else poss[0]
            if gender == "f" and not fr_plural and fr_noun.startswith(_VOWELS):
                det = poss[0]  # mon écharpe
            be = "sont" if fr_plural else "est"
            paints = (
                f"{_paint(c1, gender, fr_plural)} et {_paint(c2, gender, fr_plural)}"
            )
            return f"{_cap(det)} {fr_noun} {be} {paints}."
        be = "are" if en_plural else "is"
        paints = f"{PAINTS[c1][2]} and {PAINTS[c2][2]}"
        return f"{_cap(_EN_POSS[owner])} {en_noun} {be} {paints}."
    # J'ai une chemise blanche et un pantalon gris.
    person = _person(subj)
    (c1, c2), other = colours, second
    if lang == "fr":
        from .errands import _AVOIR, _fr_subject

        head = _fr_subject(subj, _AVOIR[person])
        items = f"{_fr_item(cloth, c1, 'un')} et {_fr_item(other, c2, 'un')}"
        return _cap(f"{head} {items}.")
    has = "has" if person in (2, 3) else "have"
    items = f"{_en_item(cloth, c1)} and {_en_item(other, c2)}"
    return _cap(f"{_en_subject(subj)} {has} {items}.")


@register("two_colours", 0.04)
def two_colours(rng: random.Random, sampler):
    """*Mes chaussettes sont orange et violettes.* / *My socks are orange and purple.*,
    *J'ai une chemise blanche et un pantalon gris.* / *I have a white shirt and grey
    trousers.*"""
    colours = tuple(rng.sample(range(len(PAINTS)), 2))
    cloth = rng.randrange(len(WEAR))
    owner = rng.choice((0, 0, 1, 2, 3))
    if owner == 2 and not WEAR[cloth][2]:  # (nos chaussettes, not notre casquette)
        owner = 0
    args = {"form": rng.choice(("both", "both", "two")), "owner": owner}
    args.update(cloth=cloth, colours=colours, subj=None, second=None)
    nouns = {WEAR[cloth][0]}
    if args["form"] == "two":  # (one wearer; no dress nor skirt on a man)
        subj = _draw_subject(rng)
        while not isinstance(subj, Name) and subj[0] in (4, 6, 7):
            subj = _draw_subject(rng)
        man = (subj.gender if isinstance(subj, Name) else subj[1]) == "m"
        wear = [i for i, c in enumerate(WEAR) if not (man and c[0] in _SKIRTS)]
        args["subj"], args["cloth"] = subj, rng.choice(wear)
        args["second"] = rng.choice([i for i in wear if i != args["cloth"]])
        nouns = {WEAR[args["cloth"]][0], WEAR[args["second"]][0]}
    lemmas = {"noun": nouns, "adj": set(), "verb": set()}
    return Construction("two_colours", args, lemmas)


# --- arrive_at: Ils sont arrivés en retard à la fête. ------------------------------------

# (French, English): where one arrives
ARRIVALS = (
    ("à la fête", "at the party"),
    ("à l'école", "at school"),
    ("au travail", "at work"),
    ("à la gare", "at the station"),
    ("à l'aéroport", "at the airport"),
    ("au concert", "at the concert"),
    ("au restaurant", "at the restaurant"),
    ("au cinéma", "at the cinema"),
    ("au mariage", "at the wedding"),
    ("au bureau", "at the office"),
)
_WHEN = (("en retard", "late"), ("en avance", "early"), ("à l'heure", "on time"))
_ARRIVE_P = ("arrive", "arrives", "arrive", "arrive", "arrivons", "arrivez", "arrivent")
_ARRIVE_P += ("arrivent",)
_ARRIVE_F = (
    "arriverai",
    "arriveras",
    "arrivera",
    "arrivera",
    "arriverons",
    "arriverez",
)
_ARRIVE_F += ("arriveront", "arriveront")


@builder("arrive_at")
def _arrive_at(pr, lang, subj, tense: str, when: int, where: int):
    from .errands import _ETRE, _fr_subject, _participle

    person = _person(subj)
    fr_when, en_when = _WHEN[when]
    fr_where, en_where = ARRIVALS[where]
    if lang == "fr":
        if tense == "pc":  # Ils sont arrivés en retard à la fête.
            plural = person in (4, 5, 6, 7) and not isinstance(subj, Name)
            gender = subj.gender if isinstance(subj, Name) else subj[1]
            verb = f"{_ETRE[person]} {_participle('arrivé', gender, plural)}"
            return _cap(f"{_fr_subject(subj, verb)} {fr_when} {fr_where}.")
        if tense == "p":  # Il arrive toujours en retard au travail.
            head = _fr_subject(subj, _ARRIVE_P[person])
            return _cap(f"{head} toujours {fr_when} {fr_where}.")
        return _cap(f"{_fr_subject(subj, _ARRIVE_F[person])} {fr_when} {fr_where}.")
    who = _en_subject(subj)
    if tense == "pc":
        return _cap(f"{who} arrived {en_when} {en_where}.")
    if tense == "p":
        verb = "arrives" if person in (2, 3) else "arrive"
        return _cap(f"{who} always {verb} {en_when} {en_where}.")
    return _cap(f"{who} will arrive {en_when} {en_where}.")


@register("arrive_at", 0.03)
def arrive_at(rng: random.Random, sampler):
    """*Ils sont arrivés en retard à la fête.* / *They arrived late at the party.*, *Tu
    arrives toujours en avance à l'école.* / *You always arrive early at school.*"""
    args = {"subj": _draw_subject(rng), "tense": rng.choice(("pc", "pc", "p", "f"))}
    args.update(when=rng.choice((0, 0, 0, 1, 2)), where=rng.randrange(len(ARRIVALS)))
    return Construction(
        "arrive_at", args, {"noun": set(), "adj": set(), "verb": {"arriver"}}
    )
