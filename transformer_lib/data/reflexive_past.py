"""A kind of sentence of version 3: what people did, said with a reflexive verb in the
passé composé, ``reflexive_past``.

*Être* and a participle that agrees with the subject (*Nous nous sommes perdus à
Lille.* / *We got lost in Lille.*, *Les filles se sont baignées dans la mer.* /
*The girls swam in the sea.*, *Ma sœur s'est mariée l'année dernière.* / *My sister got
married last year.*, *Je me suis endormie devant la télé.* / *I fell asleep in front of
the TV.*), with a place or a time or both, maybe negative (*Nous ne nous sommes pas
perdus.* / *We did not get lost.*) or asked (*Tu t'es endormi?*, *Est-ce que tu t'es
endormi?* / *Did you fall asleep?*). English has the simple past, one verb for each French
one (:data:`VERBS`): *se baigner* is *swim*, *s'endormir* *fall asleep*, *se disputer*
*argue*, *s'ennuyer* *be bored* (*I was bored*), *s'amuser* *have fun* and *bien
s'amuser* *have a great time*.

The subjects (:func:`draw_who`, shared with :mod:`.injuries` and :mod:`.by_oneself`) are
the pronouns, first names and people of the family or of everyday life (*ma fille* / *my
daughter*, *les garçons* / *the boys*), written by hand in both languages.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from .kind_parts import Construction, builder, draw_name, everyday_pronoun
from .kinds_v3 import register

__all__ = ["Who", "VERBS", "draw_who", "CITIES"]


class Who(NamedTuple):
    """A subject: ``i`` the person as an index of je tu il elle nous vous ils elles,
    ``g`` its gender, ``n`` its number (vous: "s" or "p"), ``fr`` and ``en`` the noun
    phrase (None for a pronoun)."""

    i: int
    g: str
    n: str
    fr: str | None = None
    en: str | None = None


FR_PRONOUN = ("je", "tu", "il", "elle", "nous", "vous", "ils", "elles")
EN_PRONOUN = ("I", "you", "he", "she", "we", "you", "they", "they")
EN_OWNER = ("my", "your", "his", "her", "our", "your", "their", "their")
FR_CLITIC = ("me", "te", "se", "se", "nous", "vous", "se", "se")
ETRE = ("suis", "es", "est", "est", "sommes", "êtes", "sont", "sont")
AVOIR = ("ai", "as", "a", "a", "avons", "avez", "ont", "ont")
# the people of everyday life, singular and plural: French, gender, English
SINGULAR = (
    ("ma fille", "f", "my daughter"),
    ("mon fils", "m", "my son"),
    ("mon frère", "m", "my brother"),
    ("ma sœur", "f", "my sister"),
    ("mon petit frère", "m", "my little brother"),
    ("ma petite sœur", "f", "my little sister"),
    ("ton fils", "m", "your son"),
    ("ta fille", "f", "your daughter"),
    ("mon père", "m", "my father"),
    ("ma mère", "f", "my mother"),
    ("ma grand-mère", "f", "my grandmother"),
    ("mon grand-père", "m", "my grandfather"),
    ("notre voisin", "m", "our neighbour"),
    ("notre voisine", "f", "our neighbour"),
    ("mon cousin", "m", "my cousin"),
    ("ma copine", "f", "my girlfriend"),
    ("le petit garçon", "m", "the little boy"),
    ("la petite fille", "f", "the little girl"),
)
PLURAL = (
    ("les garçons", "m", "the boys"),
    ("les filles", "f", "the girls"),
    ("les enfants", "m", "the children"),
    ("mes parents", "m", "my parents"),
    ("nos voisins", "m", "our neighbours"),
    ("mes cousines", "f", "my cousins"),
    ("nos amis", "m", "our friends"),
    ("les touristes", "m", "the tourists"),
    ("mes enfants", "m", "my children"),
    ("les élèves", "m", "the pupils"),
)


def draw_who(rng: random.Random, plural=None, pronoun=0.55, name=0.2) -> Who:
    """A subject: a pronoun, a first name or a person of :data:`SINGULAR` /
    :data:`PLURAL` (``plural``: True, False or None for either)."""
    x = rng.random()
    if x < pronoun:
        while True:
            p = everyday_pronoun(rng)
            n = "p" if p.index in (4, 6, 7) else "s"
            if p.index == 5:
                n = "p" if plural else "s" if plural is False else rng.choice("sp")
            if plural is None or (n == "p") == plural:
                return Who(p.index, p.gender, n)
    if x < pronoun + name and not plural:
        who = draw_name(rng)
        return Who(2 if who.gender == "m" else 3, who.gender, "s", who.name, who.name)
    many = plural if plural is not None else rng.random() < 0.35
    fr, g, en = rng.choice(PLURAL if many else SINGULAR)
    i = (6 if g == "m" else 7) if many else (2 if g == "m" else 3)
    return Who(i, g, "p" if many else "s", fr, en)


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def fr_subject(who: Who) -> str:
    return who.fr if who.fr is not None else FR_PRONOUN[who.i]


def en_subject(who: Who) -> str:
    return who.en if who.en is not None else EN_PRONOUN[who.i]


def en_lower(who: Who) -> str:
    """The English subject inside a question (*did you*, *did my son*, *did Paul*)."""
    return en_subject(who)


def agree(who: Who) -> str:
    """The ending of an agreeing participle: "", "e", "s" or "es"."""
    return ("e" if who.g == "f" else "") + ("s" if who.n == "p" else "")


def elide(word: str, before: str) -> str:
    """*me* + *suis* → *me suis*, *te* + *es* → *t'es*."""
    if word in ("me", "te", "se", "ne", "je", "de", "le") and before[:1] in "aeéèiouhê":
        return word[0] + "'"
    return word + " "


def fr_compound(who: Who, participle: str, neg: bool, reflexive=True, avoir=False):
    """The subject and the passé composé of a verb (``participle`` as written):
    *je me suis perdue*, *il ne s'est pas cassé*, *nous sommes tombés*."""
    aux = (AVOIR if avoir else ETRE)[who.i]
    head = elide(FR_CLITIC[who.i], aux) + aux if reflexive else aux
    if neg:
        head = elide("ne", head) + head + " pas"
    subject = fr_subject(who)
    if subject == "je":
        return elide("je", head) + head + " " + participle
    return f"{subject} {head} {participle}"


def fr_asked(text: str, how: str) -> str:
    """A French question: "?" by intonation, "est-ce" with *est-ce que*."""
    if how == "est-ce":
        first = text[:1].lower() + text[1:] if not _named(text) else text
        que = "qu'" if first[:1] in "aeéèiouhê" else "que "
        return "Est-ce " + que + first + "?"
    return cap(text) + "?"


def _named(text: str) -> bool:
    return text[:1].isupper() and not text.startswith(("Je ", "J'"))


# --- the verbs -------------------------------------------------------------------------

# French (without se), participle, English base form, English simple past, whether it
# takes a plural subject only, and the places (French, English) said after it
CITIES = (
    ("Paris", "Paris"),
    ("Lyon", "Lyon"),
    ("Bordeaux", "Bordeaux"),
    ("Marseille", "Marseille"),
    ("Nantes", "Nantes"),
    ("Lille", "Lille"),
    ("Toulouse", "Toulouse"),
    ("Strasbourg", "Strasbourg"),
    ("Londres", "London"),
    ("Rome", "Rome"),
    ("Venise", "Venice"),
    ("Berlin", "Berlin"),
    ("Bruxelles", "Brussels"),
    ("Lisbonne", "Lisbon"),
)
_IN_CITY = tuple((f"à {fr}", f"in {en}") for fr, en in CITIES)


class RPast(NamedTuple):
    fr: str
    participle: str
    en: str
    past: str
    plural: bool
    places: tuple


VERBS = (
    RPast(
        "perdre",
        "perdu",
        "get lost",
        "got lost",
        False,
        _IN_CITY
        + (
            ("en ville", "in town"),
            ("dans la forêt", "in the forest"),
            ("dans le métro", "in the underground"),
            ("en rentrant", "on the way home"),
            ("dans la montagne", "in the mountains"),
        ),
    ),
    RPast(
        "baigner",
        "baigné",
        "swim",
        "swam",
        False,
        (
            ("dans le lac", "in the lake"),
            ("dans la mer", "in the sea"),
            ("dans la rivière", "in the river"),
            ("à la piscine", "at the swimming pool"),
            ("à la plage", "at the beach"),
        ),
    ),
    RPast(
        "endormir",
        "endormi",
        "fall asleep",
        "fell asleep",
        False,
        (
            ("devant la télé", "in front of the TV"),
            ("dans le train", "on the train"),
            ("dans le bus", "on the bus"),
            ("sur le canapé", "on the sofa"),
            ("pendant le film", "during the film"),
            ("en classe", "in class"),
            ("tout de suite", "straight away"),
        ),
    ),
    RPast(
        "réveiller",
        "réveillé",
        "wake up",
        "woke up",
        False,
        (
            ("à six heures", "at six o'clock"),
            ("à sept heures", "at seven o'clock"),
            ("tôt", "early"),
            ("tard", "late"),
            ("pendant la nuit", "during the night"),
        ),
    ),
    RPast(
        "marier",
        "marié",
        "get married",
        "got married",
        False,
        _IN_CITY[:6]
        + (
            ("en juin", "in June"),
            ("en été", "in the summer"),
            ("l'année dernière", "last year"),
            ("il y a dix ans", "ten years ago"),
            ("à l'église", "in church"),
        ),
    ),
    RPast(
        "disputer",
        "disputé",
        "argue",
        "argued",
        True,
        (
            ("pendant le dîner", "during dinner"),
            ("dans la voiture", "in the car"),
            ("pour rien", "over nothing"),
        ),
    ),
    RPast(
        "dépêcher",
        "dépêché",
        "hurry",
        "hurried",
        False,
        (
            ("pour prendre le train", "to catch the train"),
            ("pour prendre le bus", "to catch the bus"),
            ("pour arriver à l'heure", "to arrive on time"),
        ),
    ),
    RPast(
        "reposer",
        "reposé",
        "rest",
        "rested",
        False,
        (
            ("tout l'après-midi", "all afternoon"),
            ("après le déjeuner", "after lunch"),
            ("à la maison", "at home"),
        ),
    ),
    RPast(
        "amuser",
        "amusé",
        "have fun",
        "had fun",
        False,
        (
            ("à la fête", "at the party"),
            ("à la plage", "at the beach"),
            ("au parc", "in the park"),
            ("chez mes grands-parents", "at my grandparents' house"),
        ),
    ),
    RPast(
        "coucher",
        "couché",
        "go to bed",
        "went to bed",
        False,
        (
            ("tard", "late"),
            ("tôt", "early"),
            ("à minuit", "at midnight"),
            ("à dix heures", "at ten o'clock"),
        ),
    ),
    RPast(
        "ennuyer",
        "ennuyé",
        "be bored",
        "",
        False,
        (("pendant le film", "during the film"), ("à la fête", "at the party")),
    ),
    RPast(
        "asseoir",
        "assis",
        "sit down",
        "sat down",
        False,
        (
            ("sur le banc", "on the bench"),
            ("par terre", "on the floor"),
            ("sur le canapé", "on the sofa"),
            ("au premier rang", "in the front row"),
        ),
    ),
    RPast(
        "habiller",
        "habillé",
        "get dressed",
        "got dressed",
        False,
        (("très vite", "very quickly"), ("dans le noir", "in the dark")),
    ),
)
# a time said after the place: French, English
TIMES = (
    ("hier", "yesterday"),
    ("hier soir", "last night"),
    ("ce matin", "this morning"),
    ("samedi dernier", "last Saturday"),
    ("la semaine dernière", "last week"),
    ("pendant les vacances", "during the holidays"),
)
_NO_TIME = frozenset({"l'année dernière", "il y a dix ans", "pendant la nuit", "tôt"})
_NO_TIME |= frozenset({"tard", "en juin", "en été", "pendant les vacances"})
_WEIGHTS = {"perdre": 4, "baigner": 3, "endormir": 3, "marier": 2, "disputer": 2}


def _participle(v: RPast, who: Who) -> str:
    if v.participle.endswith("s"):  # assis, assise, assis, assises
        return (
            v.participle
            + ("e" if who.g == "f" else "")
            + ("s" if who.n == "p" and who.g == "f" else "")
        )
    return v.participle + agree(who)


def _en_past(v: RPast, who: Who, neg: bool) -> str:
    if v.fr == "ennuyer":
        be = "was" if who.n == "s" and who.i != 1 and not (who.i == 5) else "were"
        return f"{be} not bored" if neg else f"{be} bored"
    return f"did not {v.en}" if neg else v.past


@builder("reflexive_past")
def _reflexive_past(
    pr, lang, who, verb: int, place, time, neg: bool, asked, well=False
):
    """``place``: an index of the verb's places or None; ``time``: of :data:`TIMES`;
    ``asked``: None, "?" or "est-ce"; ``well``: *bien s'amuser* (*have a great time*)."""
    v = VERBS[verb]
    fr = lang == "fr"
    if fr:
        words = _participle(v, who)
        if well:
            words = "bien " + words
        text = fr_compound(who, words, neg)
    else:
        v = v._replace(en="have a great time", past="had a great time") if well else v
        if asked:
            be = "were" if who.n == "p" or who.i in (1, 5) else "was"
            head = f"{be} {en_lower(who)} bored" if v.fr == "ennuyer" else None
            text = head or f"did {en_lower(who)} {v.en}"
        else:
            text = f"{en_subject(who)} {_en_past(v, who, neg)}"
    if place is not None:
        text += " " + v.places[place][not fr]
    if time is not None:
        text += " " + TIMES[time][not fr]
    if asked:
        return fr_asked(text, asked) if fr else cap(text) + "?"
    return cap(text) + "."


@register("reflexive_past", 0.06)
def reflexive_past(rng: random.Random, sampler):
    """A reflexive verb of :data:`VERBS` in the passé composé (see the module)."""
    weights = [_WEIGHTS.get(v.fr, 1) for v in VERBS]
    verb = rng.choices(range(len(VERBS)), weights)[0]
    v = VERBS[verb]
    who = draw_who(rng, plural=True if v.plural else None)
    place = rng.randrange(len(v.places)) if rng.random() < 0.75 else None
    time = None
    if place is None or v.places[place][0] not in _NO_TIME:
        time = rng.randrange(len(TIMES)) if rng.random() < 0.35 else None
    asked = None
    if who.i in (1, 5) and rng.random() < 0.4:
        asked = rng.choice(("?", "?", "est-ce"))
    elif who.i != 0 and rng.random() < 0.08:
        asked = "est-ce"
    neg = asked is None and rng.random() < 0.15
    well = v.fr == "amuser" and not neg and rng.random() < 0.5
    args = {"who": who, "verb": verb, "place": place, "time": time, "neg": neg}
    args.update(asked=asked, well=well)
    lemmas = {"noun": set(), "adj": set(), "verb": {v.fr}}
    return Construction("reflexive_past", args, lemmas)
