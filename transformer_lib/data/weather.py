"""Kinds of sentence of version 3: the weather, and *il y a* (*there is*).

- ``weather``: *il fait beau, chaud, froid, mauvais, doux*, *il pleut*, *il neige*, *il y
  a du vent, du soleil, des nuages, du brouillard*, in the present, the past and the
  future, maybe negative or asked (*Est-ce qu'il pleut?* or *Il pleut?*: *Is it
  raining?*), with a time (*aujourd'hui*, *hier*, *demain*, *ce
  matin*, *ce soir*) and a place (*à Londres*, *en France*); and *Quel temps fait-il?* /
  *What is the weather like?*. *Il fait beau* is *the weather is nice*; *il pleut* is
  *it is raining* (the weather is the one thing English says in the progressive); and the
  temperature: *Il fait vingt degrés.* / *It is twenty degrees.*, *Il fait moins cinq
  degrés dehors.* / *It is minus five degrees outside.*, *Il fera dix degrés demain.* /
  *It will be ten degrees tomorrow.*;
- ``there``: *il y a* + a noun phrase (+ a place): *Il y a un chat dans le jardin.* /
  *There is a cat in the garden.*, *Il y a trente-cinq livres.* / *There are thirty-five
  books.*, *Il n'y a pas de pain.* / *There is no bread.*, *Est-ce qu'il y a des chats?*
  / *Are there any cats?*; *il y avait* / *there was*, *il y aura* / *there will be*.
"""

from __future__ import annotations

import random

from .kind_parts import Construction, builder, en_number, fr_number, lemmas_of
from .kinds_v3 import register
from .people import place_words, to_place
from .structures import NounPhrase

__all__ = ["WEATHER", "WHEN"]

# (key, French, English): faire + adjective, a weather verb, or il y a + noun
WEATHER = (
    ("faire", "beau", "nice"),
    ("faire", "mauvais", "bad"),
    ("faire", "chaud", "hot"),
    ("faire", "froid", "cold"),
    ("faire", "doux", "mild"),
    ("verb", "pleuvoir", "rain"),
    ("verb", "neiger", "snow"),
    ("il_y_a", "vent", "windy"),
    ("il_y_a", "soleil", "sunny"),
    ("il_y_a", "nuage", "cloudy"),
    ("il_y_a", "brouillard", "foggy"),
    ("verb", "grêler", "hail"),  # il grêle / it is hailing
)
_THE_WEATHER = ("beau", "mauvais")  # the weather is nice / bad; otherwise "it is hot"
# (French, English, tenses): at the end of the sentence
WHEN = (
    ("aujourd'hui", "today", ("p", "past", "f")),
    ("hier", "yesterday", ("past",)),
    ("demain", "tomorrow", ("f",)),
    ("ce matin", "this morning", ("p", "past")),
    ("ce soir", "this evening", ("f",)),
)
_FR_TENSE = {"p": "p", "past": "i", "f": "f"}
_EN_TENSE = {"p": "p", "past": "ps", "f": "f"}


def _il(pr):
    return pr.Pro("je").pe(3).g("m").n("s")


def _fr_weather(pr, kind: str, word: str):
    if kind == "faire":
        return pr.VP(pr.V("faire"), pr.A(word))
    if kind == "verb":
        return pr.VP(pr.V(word))
    number = "p" if word == "nuage" else "s"  # des nuages
    noun = pr.NP(pr.D("le"), pr.N(word)).n(number)
    return pr.VP(pr.V("avoir"), pr.Pro("y"), pr.PP(pr.P("de"), noun))


@builder("weather")
def _weather(pr, lang, what: int, tense: str, neg: bool, asked: bool, when, place):
    kind, fr_word, en_word = WEATHER[what]
    fr = lang == "fr"
    extra = []
    if place is not None:
        extra.append(pr.Q(place_words(place, "be", lang)))
    if when is not None:
        extra.append(pr.Q(WHEN[when][0 if fr else 1]))
    if fr:
        t = "pc" if kind == "verb" and tense == "past" else _FR_TENSE[tense]
        if kind == "il_y_a" and neg:  # il n'y a pas de vent
            noun = pr.NP(pr.D("de"), pr.N(fr_word)).n(
                "p" if fr_word == "nuage" else "s"
            )
            vp = pr.VP(pr.V("avoir"), pr.Pro("y"), noun)
        else:
            vp = _fr_weather(pr, kind, fr_word)
        if asked == 2:  # by intonation, as a beginner types it: Il pleut?
            s = pr.S(_il(pr), vp, *extra).t(t).a("?")
        elif asked:
            s = pr.S(pr.Q("est-ce"), pr.C("que"), _il(pr), vp, *extra).t(t).a("?")
        else:
            s = pr.S(_il(pr), vp, *extra).t(t)
    else:
        if kind == "verb":
            subj, vp = pr.Pro("I").pe(3).g("n"), pr.VP(pr.V(en_word))
        elif fr_word in _THE_WEATHER:
            subj = pr.NP(pr.D("the"), pr.N("weather"))
            vp = pr.VP(pr.V("be"), pr.A(en_word))
        else:
            subj, vp = pr.Pro("I").pe(3).g("n"), pr.VP(pr.V("be"), pr.A(en_word))
        s = pr.S(subj, vp, *extra).t(_EN_TENSE[tense])
    types = {}
    if neg:
        types["neg"] = True
    if asked and not fr:
        types["int"] = "yon"
    if not fr and kind == "verb" and tense == "p":
        types["prog"] = True  # it is raining
    text = (s.typ(types) if types else s).realize()
    # pyrealb writes *bel* before a vowel (Il fait bel en Espagne); the weather is *beau*
    return text.replace(" bel ", " beau ") if fr else text


@builder("what_weather")
def _what_weather(pr, lang, tense: str, when, place):
    words = []
    if place is not None:
        words.append(place_words(place, "be", lang))
    if when is not None:
        words.append(WHEN[when][0 if lang == "fr" else 1])
    rest = "".join(" " + w for w in words)
    if lang == "fr":
        head = {"p": "fait-il", "past": "faisait-il", "f": "fera-t-il"}[tense]
        return f"Quel temps {head}{rest}?"
    head = {
        "p": "is the weather",
        "past": "was the weather",
        "f": "will the weather be",
    }
    return f"What {head[tense]} like{rest}?"


@builder("degrees")
def _degrees(pr, lang, n: int, tense: str, outside: bool, when, place):
    """*Il fait (moins) n degrés* / *It is (minus) n degrees*; ``n`` from -20 to 40, never
    -1, 0 or 1 (*un degré*, *zéro degré* are singular in French)."""
    fr = lang == "fr"
    number = fr_number(abs(n)) if fr else en_number(abs(n))
    if n < 0:
        number = ("moins " if fr else "minus ") + number
    if fr:
        head = {"p": "Il fait", "past": "Il faisait", "f": "Il fera"}[tense]
        text = f"{head} {number} degrés"
    else:
        head = {"p": "It is", "past": "It was", "f": "It will be"}[tense]
        text = f"{head} {number} degrees"
    if outside:
        text += " dehors" if fr else " outside"
    if place is not None:
        text += " " + place_words(place, "be", lang)
    if when is not None:
        text += " " + WHEN[when][0 if fr else 1]
    return text + "."


@register("weather", 0.45)
def weather(rng: random.Random, sampler):
    tense = rng.choice(("p", "p", "past", "f"))
    times = [i for i, w in enumerate(WHEN) if tense in w[2]]
    when = rng.choice(times) if rng.random() < 0.5 else None
    place = to_place(rng) if rng.random() < 0.25 else None
    lemmas = lemmas_of(verbs=("faire",))
    if rng.random() < 0.15:
        args = {"tense": tense, "when": when, "place": place}
        return Construction("what_weather", args, lemmas)
    if rng.random() < 0.15:  # Il fait (moins) cinq degrés (dehors).
        n = rng.choice([i for i in range(-20, 41) if abs(i) > 1])
        outside = place is None and rng.random() < 0.3
        args = {"n": n, "tense": tense, "outside": outside, "when": when}
        return Construction("degrees", args | {"place": place}, lemmas)
    what = rng.randrange(len(WEATHER))
    kind, word, _ = WEATHER[what]
    if kind == "verb":
        lemmas = lemmas_of(verbs=(word,))
    elif kind == "il_y_a":
        lemmas = lemmas_of(verbs=("avoir",))
        lemmas["noun"].add(word)
    else:
        lemmas["adj"].add(word)
    # 0: said; asked with est-ce que (1) or by intonation (2), the same English
    asked = rng.choice((1, 2)) if rng.random() < 0.2 else 0
    neg = not asked and rng.random() < 0.2
    args = {"what": what, "tense": tense, "neg": neg, "asked": asked}
    args.update(when=when, place=place)
    return Construction("weather", args, lemmas)


# --- il y a ------------------------------------------------------------------------------

_ANIMATE = frozenset({"person", "animal"})
_EN_BE = {"p": ("is", "are"), "past": ("was", "were"), "f": ("will be", "will be")}


def _noun_words(pr, np: NounPhrase, lang: str, det):
    """The noun phrase with ``det`` (a pyrealb terminal, or None) and its adjectives."""
    fr = lang == "fr"
    elems = [det] if det is not None else []
    adjs = (np.post, np.pre) if np.en_post_first and not fr else (np.pre, np.post)
    for a in adjs:
        if a is not None and (not fr or a.pos == "pre"):
            elems.append(pr.A(a.fr if fr else a.en))
    elems.append(pr.N(np.noun.fr).g(np.gender) if fr else pr.N(np.noun.en))
    if fr and np.post is not None:
        elems.append(pr.A(np.post.fr))
    return pr.NP(*elems).n(np.number)


@builder("there")
def _there(pr, lang, np: NounPhrase, count, place, tense: str, neg: bool, asked: bool):
    from .realiser import _Realiser

    fr = lang == "fr"
    mass = "mass" in np.noun.tags
    plural = np.number == "p"
    where = [_Realiser(lang).pp(pr, place)] if place is not None else []
    if fr:
        if neg:
            obj = _noun_words(pr, np, lang, pr.D("de"))
        elif count is not None:
            obj = _noun_words(pr, np, lang, pr.Q(fr_number(count, np.gender == "f")))
        elif mass:
            obj = pr.PP(pr.P("de"), _noun_words(pr, np, lang, pr.D("le")))
        elif plural and np.pre is not None:
            obj = _noun_words(pr, np, lang, pr.D("de"))  # de grands arbres
        else:
            obj = _noun_words(pr, np, lang, pr.D("un"))
        vp = pr.VP(pr.V("avoir"), pr.Pro("y"), obj, *where)
        if asked:
            s = pr.S(pr.Q("est-ce"), pr.C("que"), _il(pr), vp).t(_FR_TENSE[tense])
            return s.a("?").realize()
        s = pr.S(_il(pr), vp).t(_FR_TENSE[tense])
        return (s.typ({"neg": True}) if neg else s).realize()
    if neg:
        det = pr.Q("no")
    elif count is not None:
        det = pr.Q(en_number(count))
    elif asked and (mass or plural):
        det = pr.Q("any")
    elif mass or plural:
        det = None
    else:
        det = pr.D("a")
    words = pr.NP(_noun_words(pr, np, lang, det), *where).realize().strip()
    be = _EN_BE[tense][plural]
    if asked:
        first, _, rest = be.partition(" ")
        head = f"{first} there{' ' + rest if rest else ''}"
        return f"{head[:1].upper()}{head[1:]} {words}?"
    return f"There {be} {words}."


@register("there", 0.55)
def there(rng: random.Random, sampler):
    tags = frozenset({"person", "animal", "object", "food", "drink", "furniture"})
    tags |= frozenset({"vehicle", "plant"})
    np = sampler.noun_phrase(tags, "obj")
    np.pp = None
    # 0: said; asked with est-ce que (1) or by intonation (2), the same English
    asked = rng.choice((1, 2)) if rng.random() < 0.2 else 0
    neg = not asked and rng.random() < 0.2
    count = None
    if "mass" not in np.noun.tags and np.number == "p" and not neg and not asked:
        if rng.random() < 0.6:
            count = rng.randint(2, 100)
    if neg:
        np.pre = np.post = None
    place = None
    if rng.random() < 0.7:
        for _ in range(10):  # people and animals are somewhere, not on a chair
            place = sampler.landmark(avoid=(np.noun.fr,), plain=True)
            if "place" in place[1].noun.tags or not np.noun.tags & _ANIMATE:
                break
        else:
            place = None
    tense = rng.choice(("p", "p", "past", "f"))
    args = {"np": np, "count": count, "place": place, "tense": tense}
    args.update(neg=neg, asked=asked)
    return Construction(
        "there", args, lemmas_of(np, place and place[1], verbs=("avoir",))
    )
