"""Kinds of sentence of version 3: the sun, the dark and the weather since when (beside
the times at the end of :mod:`.time_ends`).

- ``sky``: *Le soleil se couche derrière les collines.* / *The sun is setting behind the
  hills.* (a place or nothing: in progress), *Le soleil se lève à six heures.* / *The sun
  rises at six o'clock.* (a time: a habit); *Il faisait nuit.* / *It was dark.*, *Il fait
  déjà jour.* / *It is already light.*, *Il fait nuit tôt en hiver.* / *It gets dark
  early in winter.*, *Il fait nuit à six heures.* / *It is dark at six o'clock.*, *En
  été, il fait jour à cinq heures.* / *In summer, it is light at five o'clock.*; the weather with *depuis*: *Il neige depuis ce matin.* / *It has
  been snowing since this morning.*, *Il fait froid depuis une semaine.* / *It has been
  cold for a week.*
"""

from __future__ import annotations

import random

from .kind_parts import (
    Construction,
    builder,
    everyday_pronoun,
    lemmas_of,
    lower_first,
    subject_tree,
)
from .kinds_v3 import register
from .time_phrases import duration_words
from .times import clock_words

# --- sky: the sun, the dark, the weather since when ----------------------------------------


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


SUN = (("lever", "rise"), ("coucher", "set"))
# where the sun sets: (French, English, in progress?, which verbs)
SUN_WHERE = (
    ("derrière les collines", "behind the hills", True, (0, 1)),
    ("derrière la montagne", "behind the mountain", True, (0, 1)),
    ("derrière les arbres", "behind the trees", True, (0, 1)),
    ("sur la mer", "over the sea", True, (0, 1)),
    ("à l'est", "in the east", False, (0,)),
    ("à l'ouest", "in the west", False, (1,)),
    ("tôt en hiver", "early in winter", False, (0, 1)),
    ("tard en été", "late in summer", False, (0, 1)),
)
DARK = (("nuit", "dark"), ("jour", "light"))
SEASONS = (("en hiver", "in winter"), ("en été", "in summer"))
# the weather since: (French, English verb or adjective, the weather as a subject?)
SINCE_WEATHER = (
    ("pleuvoir", "rain", "verb"),
    ("neiger", "snow", "verb"),
    ("geler", "freeze", "verb"),
    ("beau", "nice", "weather"),
    ("mauvais", "bad", "weather"),
    ("froid", "cold", "it"),
    ("chaud", "hot", "it"),
)
SINCE_POINTS = (
    ("ce matin", "this morning"),
    ("hier", "yesterday"),
    ("hier soir", "last night"),
    ("midi", "midday"),
    ("lundi", "Monday"),
    ("dimanche", "Sunday"),
    ("des heures", "hours"),  # (for hours)
    ("longtemps", "a long time"),  # (for a long time)
)
_ARRIVALS = (
    ("arriver", "arrive"),
    ("partir", "leave"),
    ("rentrer", "get home"),
    ("sortir", "go out"),
)


def _since_end(when: tuple, lang: str) -> str:
    fr = lang == "fr"
    if when[0] == "point":
        fr_words, en_words = SINCE_POINTS[when[1]]
        if not fr and en_words in ("hours", "a long time"):
            return "for " + en_words
        return ("depuis " if fr else "since ") + (fr_words if fr else en_words)
    return ("depuis " if fr else "for ") + duration_words(when[1], when[2], lang)


@builder("sky")
def _sky(pr, lang, what: str, tense: str, word: int, where, when, adv: str, who):
    fr = lang == "fr"
    if what == "sun":
        sun = pr.NP(pr.D("le" if fr else "the"), pr.N("soleil" if fr else "sun"))
        if fr:
            s = pr.S(sun, pr.VP(pr.V(SUN[word][0]))).typ({"refl": True}).t(tense)
        else:
            progress = where is None or SUN_WHERE[where][2] if when is None else False
            s = pr.S(sun, pr.VP(pr.V(SUN[word][1])))
            s = s.t({"p": "p", "i": "ps", "pc": "ps", "f": "f"}[tense])
            if progress and tense in ("p", "i"):
                s = s.typ({"prog": True})
        text = s.realize().strip()[:-1]
        if where is not None:
            text += " " + SUN_WHERE[where][not fr]
        if when is not None:
            text += " " + ("à " if fr else "at ") + clock_words(when, 0, lang)
        return text + "."
    if what == "dark":  # il fait nuit / it is dark
        fr_word, en_word = DARK[word]
        if fr:
            verb = {"p": "fait", "i": "faisait", "f": "fera"}[tense]
            if adv == "encore":
                return f"Il ne {verb} pas encore {fr_word}."
            if adv == "déjà":
                return f"Il {verb} déjà {fr_word}."
            if adv == "early":
                return f"Il {verb} {fr_word} tôt en hiver."
            if adv == "clock":  # (En hiver, ) il fait nuit à six heures.
                text = f"il {verb} {fr_word} à {clock_words(when, 0, lang)}."
                season = "" if where is None else SEASONS[where][0] + ", "
                return _cap(season + text)
            tail = ""
            if who is not None:
                subj, arrival = who
                v = pr.V(_ARRIVALS[arrival][0]).aux("êt")
                c = pr.S(subject_tree(pr, subj, lang), pr.VP(v))
                tail = " quand " + lower_first(c.t("pc").realize().strip()[:-1])
            return f"Il {verb} {fr_word}{tail}."
        be = {"p": "is", "i": "was", "f": "will be"}[tense]
        if adv == "encore":
            neg = {"p": "is not", "i": "was not", "f": "will not be"}[tense]
            return f"It {neg} {en_word} yet."
        if adv == "déjà":
            if tense == "f":
                return f"It will already be {en_word}."
            return f"It {be} already {en_word}."
        if adv == "early":
            return f"It gets {en_word} early in winter."
        if adv == "clock":  # (In winter, ) it is dark at six o'clock.
            text = f"it {be} {en_word} at {clock_words(when, 0, lang)}."
            return _cap(("" if where is None else SEASONS[where][1] + ", ") + text)
        tail = ""
        if who is not None:
            subj, arrival = who
            en = _ARRIVALS[arrival][1].split()
            c = pr.S(
                subject_tree(pr, subj, lang), pr.VP(pr.V(en[0]), *map(pr.Q, en[1:]))
            )
            tail = " when " + lower_first(c.t("ps").realize().strip()[:-1])
        return f"It {be} {en_word}{tail}."
    # the weather since
    fr_word, en_word, how = SINCE_WEATHER[word]
    end = _since_end(when, lang)
    if fr:
        if how == "verb":
            verb = pr.V(fr_word).pe(3).n("s").t("p").realize().strip()
            return f"Il {verb} {end}."
        return f"Il fait {fr_word} {end}."
    if how == "verb":
        return f"It has been {_weather_ing(en_word)} {end}."
    if how == "weather":
        return f"The weather has been {en_word} {end}."
    return f"It has been {en_word} {end}."


def _weather_ing(word: str) -> str:
    return {"rain": "raining", "snow": "snowing", "freeze": "freezing"}[word]


@register("sky", 0.12)
def sky(rng: random.Random, sampler):
    """*Le soleil se couche derrière les collines.* / *The sun is setting behind the
    hills.*, *Il faisait nuit.* / *It was dark.*, *Il neige depuis ce matin.* / *It has
    been snowing since this morning.*"""
    x = rng.random()
    args = {
        "tense": "p",
        "word": 0,
        "where": None,
        "when": None,
        "adv": "",
        "who": None,
    }
    lemmas = lemmas_of()
    if x < 0.35:
        word = rng.randrange(2)
        tense = rng.choice(("p", "p", "i", "pc", "f"))
        where = when = None
        y = rng.random()
        places = [i for i, w in enumerate(SUN_WHERE) if word in w[3]]
        if tense in ("p", "i") and y < 0.7:
            where = rng.choice(places)
            if tense == "i" and not SUN_WHERE[where][2]:
                where = None
        elif tense in ("p", "pc", "f") and y < 0.8:
            when = rng.randint(5, 9) if word == 0 else rng.randint(4, 10)
        args.update(what="sun", tense=tense, word=word, where=where, when=when)
        lemmas["noun"].add("soleil")
        lemmas["verb"].add(SUN[word][0])
    elif x < 0.65:
        tense = rng.choice(("p", "i", "i", "f"))
        adv = rng.choice(("", "", "déjà", "encore" if tense != "f" else "", "early"))
        adv = "" if adv == "early" and tense != "p" else adv
        who = None
        if tense == "i" and not adv and rng.random() < 0.5:
            who = (everyday_pronoun(rng), rng.randrange(len(_ARRIVALS)))
        args.update(what="dark", tense=tense, word=rng.randrange(2), adv=adv, who=who)
        args["word"] = 0 if adv == "early" else args["word"]
        if not adv and who is None and rng.random() < 0.45:  # il fait nuit à six heures
            night = args["word"] == 0
            hour = rng.choice((5, 6, 7, 8, 9, 10) if night else (5, 6, 7, 8))
            season = None
            if tense == "p" and rng.random() < 0.4:
                season = 0 if (hour <= 6) == night else 1
            args.update(adv="clock", when=hour, where=season)
        lemmas["verb"].add("faire")
    else:
        word = rng.randrange(len(SINCE_WEATHER))
        if rng.random() < 0.5:
            when = ("point", rng.randrange(len(SINCE_POINTS)))
        else:
            unit = rng.choice((2, 3))  # (depuis deux jours, depuis une semaine)
            when = ("for", rng.randint(2 if unit == 2 else 1, 6), unit)
        args.update(what="since", word=word, when=when)
        fr_word, _, how = SINCE_WEATHER[word]
        lemmas["verb"].add(fr_word if how == "verb" else "faire")
    return Construction("sky", args, lemmas)
