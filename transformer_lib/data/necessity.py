"""A kind of sentence of version 3: *il faut* and *il vaut mieux*, ``must``.

- *il faut* + an infinitive, said of anyone, is English *you* (*Il faut traverser la
  place.* / *You have to cross the square.*) in four tenses: *il faut* / *you have to*,
  *il fallait* / *you had to*, *il faudra* / *you will have to*, *il faudrait* / *you
  should*; negative in the present and the conditional, *il ne faut pas* / *you must
  not*, *il ne faudrait pas* / *you should not*;
- *il* + a dative pronoun + *faut* + a noun is *need* (*Il me faut un stylo.* / *I need a
  pen.*, *Il nous fallait du pain.* / *We needed bread.*, *Il leur faudra deux
  valises.* / *They will need two suitcases.*);
- *il faut* + a length of time + *pour aller à* ... is *it takes* (*Il faut une
  demi-heure pour aller à la gare.* / *It takes half an hour to get to the station.*,
  *Il fallait environ deux heures pour aller à Lyon.* / *It took about two hours to get to
  Lyon.*);
- *il vaut mieux* + an infinitive (maybe *ne pas* + an infinitive) is *it is better
  (not) to*: *Il vaudrait mieux partir tôt.* / *It would be better to leave early.*,
  *Il valait mieux ne pas répondre.* / *It was better not to answer.*

The infinitives are those of :mod:`.polite`: a request of :data:`.polite.HELP`, a reflexive
verb (*se reposer* / *rest*) or the verb phrase of a clause of the common grammar whose
possessives are made definite articles (a sentence without a subject says nobody's
*son*).
"""

from __future__ import annotations

import random

from .kind_parts import Construction, builder, en_number, fr_number, lemmas_of
from .kinds_v3 import register
from .names import CITIES
from .polite import _clause_vp, _infinitive, _lemmas
from .realiser import _Realiser
from .reflexive_verbs import VERBS as REFLEXIVE
from .structures import NounPhrase, Pronoun

__all__ = ["MUST", "BETTER", "DATIVES", "DURATIONS", "must"]

# tense -> (French, English; then the negative French and English, or None)
MUST = {
    "p": ("il faut", "you have to", "il ne faut pas", "you must not"),
    "i": ("il fallait", "you had to", None, None),
    "f": ("il faudra", "you will have to", None, None),
    "c": ("il faudrait", "you should", "il ne faudrait pas", "you should not"),
}
BETTER = {
    "p": ("il vaut mieux", "it is better"),
    "i": ("il valait mieux", "it was better"),
    "f": ("il vaudra mieux", "it will be better"),
    "c": ("il vaudrait mieux", "it would be better"),
}
# il me faut / I need: (the French pronoun, the English subject, third person singular)
DATIVES = (
    ("me", "I"),
    ("te", "you"),
    ("nous", "we"),
    ("vous", "you"),
    ("leur", "they"),
)
_FAUT = {"p": "faut", "i": "fallait", "f": "faudra", "c": "faudrait"}
_NEED = {"p": "need", "i": "needed", "f": "will need", "c": "would need"}
_TAKES = {"p": "takes", "i": "took", "f": "will take"}
# lengths of time: ("min", n), ("hour", n), ("half",), ("hour_half",)
DURATIONS = ("min", "hour", "half", "hour_half")
_MINUTES = (5, 10, 15, 20, 25, 30, 40, 45, 50)
# where one goes: the places of "pour aller à ..." (a noun of the lexicon with le)
_TO = "centre-ville gare aéroport plage musée hôpital piscine marché bibliothèque stade".split()


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _duration(how: tuple, about: bool, lang: str) -> str:
    fr = lang == "fr"
    kind = how[0]
    if kind == "min":
        text = f"{fr_number(how[1])} minutes" if fr else f"{en_number(how[1])} minutes"
    elif kind == "hour":
        n = how[1]
        if fr:
            text = "une heure" if n == 1 else f"{fr_number(n, True)} heures"
        else:
            text = "an hour" if n == 1 else f"{en_number(n)} hours"
    elif kind == "half":
        text = "une demi-heure" if fr else "half an hour"
    else:
        text = "une heure et demie" if fr else "an hour and a half"
    if about:
        text = ("environ " if fr else "about ") + text
    return text


def _destination(pr, lang: str, to) -> str:
    if isinstance(to, int):  # a city
        return ("à " if lang == "fr" else "to ") + CITIES[to][0 if lang == "fr" else 1]
    tree = _Realiser(lang).np(pr, to)
    if lang == "fr":
        return pr.PP(pr.P("à"), tree).realize().strip()
    return "to " + tree.realize().strip()


@builder("must")
def _must(pr, lang, how, tense, neg=False, what=None, dative=0, np=None, to=None,
          about=False, end="."):  # fmt: skip
    fr = lang == "fr"
    if how == "need":
        if fr:
            return f"Il {DATIVES[dative][0]} {_FAUT[tense]} " + _np(pr, lang, np) + end
        subj = DATIVES[dative][1]
        return _cap(f"{subj} {_NEED[tense]} {_np(pr, lang, np)}{end}")
    if how == "takes":
        length = _duration(what, about, lang)
        where = _destination(pr, lang, to)
        if fr:
            return f"Il {_FAUT[tense]} {length} pour aller {where}{end}"
        return f"It {_TAKES[tense]} {length} to get {where}{end}"
    inf = _infinitive(pr, lang, Pronoun(2, "m"), what)
    if how == "better":
        head = BETTER[tense][0 if fr else 1]
        if fr:
            return _cap(f"{head} {'ne pas ' if neg else ''}{inf}{end}")
        return _cap(f"{head} {'not ' if neg else ''}to {inf}{end}")
    head = MUST[tense][(2 if neg else 0) + (0 if fr else 1)]
    return _cap(f"{head} {inf}{end}")


def _np(pr, lang, np) -> str:
    return _Realiser(lang).np(pr, np).realize().strip()


def _needed(rng, sampler) -> NounPhrase:
    """Something one needs: un stylo, deux valises, du pain."""
    np = sampler.noun_phrase(frozenset({"object", "food", "drink", "clothes"}), "obj")
    np.pp = None
    np.pre = np.post = None
    if "mass" in np.noun.tags:
        np.det, np.number = ("part",), "s"
    elif np.number == "p" and "pair" not in np.noun.tags:
        np.det = ("num", rng.randrange(len(sampler.lex.NUMBERS)))
    else:
        np.det, np.number = ("indef",), "s"
    return np


def _infinitive_what(rng, sampler):
    """An infinitive of :mod:`.polite`: a request, a reflexive verb or a clause's verb
    phrase without possessives."""
    from .grammar_v3 import _noun_phrases
    from .polite import HELP

    x = rng.random()
    if x < 0.15:
        return ("help", rng.randrange(len(HELP)))
    if x < 0.35:
        options = [  # (what one tells someone to do: se dépêcher, not s'ennuyer)
            i
            for i, v in enumerate(REFLEXIVE)
            if not v.obj and not v.plural and "+" in v.imperative
        ]
        return ("refl", rng.choice(options))
    c = _clause_vp(rng, sampler, obj=rng.random() < 0.6)
    if c is None:
        return ("help", rng.randrange(len(HELP)))
    c.place = c.comp = None  # (short)
    for np in _noun_phrases(c):
        if np.det[0] in ("poss", "poss3"):
            np.det = ("def",)
    return ("clause", c)


@register("must", 0.14)
def must(rng: random.Random, sampler):
    """*il faut* + an infinitive or a noun, *il vaut mieux* (see the module)."""
    x = rng.random()
    end = rng.choice("..!") if x < 0.5 else "."
    if x < 0.45:
        tense = rng.choice("ppifc")
        neg = MUST[tense][2] is not None and rng.random() < 0.3
        what = _infinitive_what(rng, sampler)
        args = {"how": "inf", "tense": tense, "neg": neg, "what": what, "end": end}
        lemmas = _lemmas(what)
        lemmas["verb"].add("falloir")
        return Construction("must", args, lemmas)
    if x < 0.65:
        tense = rng.choice("ppicf")
        what = _infinitive_what(rng, sampler)
        args = {"how": "better", "tense": tense, "neg": rng.random() < 0.25}
        args.update(what=what)
        lemmas = _lemmas(what)
        lemmas["verb"].add("valoir")
        return Construction("must", args, lemmas)
    if x < 0.85:
        np = _needed(rng, sampler)
        args = {"how": "need", "tense": rng.choice("ppifc"), "np": np}
        args["dative"] = rng.randrange(len(DATIVES))
        return Construction("must", args, lemmas_of(np, verbs=("falloir",)))
    city = rng.random() < 0.5
    kind = rng.choice(("hour", "hour", "hour_half") if city else ("min", "min", "half"))
    if kind == "min":
        what = ("min", rng.choice(_MINUTES))
    elif kind == "hour":
        what = ("hour", rng.randint(1, 5))
    else:
        what = (kind,)
    if city:  # (hours to a city, minutes to a place of the town)
        to = rng.randrange(len(CITIES))
        places = ()
    else:
        noun = rng.choice([n for n in sampler.lex.NOUNS if n.fr in _TO])
        to = NounPhrase(noun, noun.gender, "s", ("def",))
        places = (to,)
    args = {"how": "takes", "tense": rng.choice("ppif"), "what": what, "to": to}
    args["about"] = what[0] in ("min", "hour") and rng.random() < 0.3
    return Construction("must", args, lemmas_of(*places, verbs=("falloir", "aller")))
