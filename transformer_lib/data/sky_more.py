"""A kind of sentence of version 3: the sky and the sun as subjects, and *il y a du
brouillard* since when (beside :mod:`.sky`, :mod:`.weather` and :mod:`.weather_more`).

- ``sky_state``: *Le ciel est couvert depuis ce matin.* / *The sky has been overcast since
  this morning.*, *Le ciel sera dégagé demain.* / *The sky will be clear tomorrow.*, *Le
  ciel est encore nuageux à Lille.* / *The sky is still cloudy in Lille.*, *Le ciel se
  couvre.* / *The sky is clouding over.*; *Le soleil brille enfin!* / *The sun is finally
  shining!*, *Le soleil a brillé toute la journée à Nice.* / *The sun shone all day in
  Nice.*, *Le soleil brille depuis midi.* / *The sun has been shining since midday.*; *Il
  y a du brouillard depuis ce matin.* / *It has been foggy since this morning.*, *Il y
  aura de l'orage ce soir.* / *It will be stormy this evening.*

A town, region or country (*à Lille*, *en Bretagne*) comes at the end, after a time.
"""

from __future__ import annotations

import random

from .kind_parts import Construction, builder, lemmas_of
from .kinds_v3 import register
from .people import place_words, to_place
from .sky import SINCE_POINTS, _since_end
from .weather_more import WHOLE

__all__ = ["SKY_STATES", "SUN_ADVERBS", "THERE_WEATHER"]

# le ciel est ...: French, English
SKY_STATES = (
    ("couvert", "overcast"),
    ("nuageux", "cloudy"),
    ("dégagé", "clear"),
    ("gris", "grey"),
    ("bleu", "blue"),
)
# le ciel se ...: French verb, English (present, past)
SKY_TURNS = (
    ("couvrir", "couvre", "s'est couvert", "is clouding over", "clouded over"),
    ("dégager", "dégage", "s'est dégagé", "is clearing", "cleared"),
)
# the sun shines ...: French, English (before the verb or after it), the tenses
SUN_ADVERBS = (
    ("enfin", "finally", "before", "p i pc f"),
    ("encore", "still", "before", "p i"),
    ("déjà", "already", "before", "p i"),
    ("fort", "brightly", "after", "p i f"),
    ("", "", "", "p i pc f"),
)
# il y a du ...: French, English adjective
THERE_WEATHER = (
    ("du brouillard", "foggy"),
    ("du vent", "windy"),
    ("de l'orage", "stormy"),
    ("beaucoup de vent", "very windy"),
    ("beaucoup de brouillard", "very foggy"),
)
# when, at the end: French, English, the tenses
WHEN = (
    ("aujourd'hui", "today", "p f"),
    ("ce matin", "this morning", "p i pc"),
    ("cet après-midi", "this afternoon", "p f"),
    ("hier", "yesterday", "i pc"),
    ("hier soir", "last night", "i pc"),
    ("demain", "tomorrow", "f"),
    ("ce soir", "this evening", "f"),
    ("ce week-end", "this weekend", "f"),
)
_FR_BE = {"p": "est", "i": "était", "f": "sera"}
_EN_BE = {"p": "is", "i": "was", "f": "will be"}
_FR_IL_Y_A = {"p": "Il y a", "i": "Il y avait", "f": "Il y aura"}
_FR_SHINE = {"p": "brille", "i": "brillait", "pc": "a brillé", "f": "brillera"}


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _tail(lang: str, when, since, place, how) -> str:
    words = []
    if how is not None:
        words.append(WHOLE[how][lang != "fr"])
    if since is not None:
        words.append(_since_end(since, lang))
    if when is not None:
        words.append(WHEN[when][lang != "fr"])
    if place is not None:
        words.append(place_words(place, "be", lang))
    return "".join(" " + w for w in words)


def _en_shine(tense: str, adv: int, since: bool) -> str:
    """*is finally shining*, *has been shining*, *shone*, *will shine brightly*."""
    _, en, where, _ = SUN_ADVERBS[adv]
    if since:
        head, verb = "has", "been shining"
    else:
        head, verb = {
            "p": ("is", "shining"),
            "i": ("was", "shining"),
            "pc": ("", "shone"),
            "f": ("will", "shine"),
        }[tense]
    words = [head]
    if en and where == "before":
        words.append(en)
    words.append(verb)
    if en and where == "after":
        words.append(en)
    return " ".join(w for w in words if w)


@builder("sky_state")
def _sky_state(pr, lang, what: str, i: int, tense: str, **a):
    """``what``: "sky" (SKY_STATES[i]; ``still``, ``neg``), "turn" (SKY_TURNS[i]),
    "sun" (``adv`` into SUN_ADVERBS) or "there" (THERE_WEATHER[i]); ``since``: None or
    ("point", i) / ("for", n, unit) of :func:`.sky._since_end` (the present only)."""
    fr = lang == "fr"
    since, mark = a.get("since"), a.get("mark", ".")
    tail = _tail(lang, a.get("when"), since, a.get("place"), a.get("how"))
    if what == "sky":
        fr_adj, en_adj = SKY_STATES[i]
        still, neg = a.get("still", False), a.get("neg", False)
        if fr:
            be = _FR_BE[tense]
            ne = "n'" if be[0] in "eé" else "ne "
            be = f"{ne}{be} pas" if neg else f"{be} encore" if still else be
            return f"Le ciel {be} {fr_adj}{tail}{mark}"
        if since is not None:
            be = "has not been" if neg else "has been"
        else:
            be = _EN_BE[tense]
            head, _, rest = be.partition(" ")
            if neg:
                be = f"{head} not {rest}".strip()
            elif still:
                be = f"{head} still {rest}".strip()
        return f"The sky {be} {en_adj}{tail}{mark}"
    if what == "turn":
        _, p, pc, en_p, en_pc = SKY_TURNS[i]
        if fr:
            return f"Le ciel {'se ' + p if tense == 'p' else pc}{tail}{mark}"
        return f"The sky {en_p if tense == 'p' else en_pc}{tail}{mark}"
    if what == "sun":
        adv = a.get("adv", len(SUN_ADVERBS) - 1)
        fr_adv, _, where, _ = SUN_ADVERBS[adv]
        if fr:
            verb = _FR_SHINE[tense]
            if fr_adv and tense == "pc":
                verb = f"a {fr_adv} brillé"
            elif fr_adv:
                verb += " " + fr_adv
            return f"Le soleil {verb}{tail}{mark}"
        return f"The sun {_en_shine(tense, adv, since is not None)}{tail}{mark}"
    fr_noun, en_adj = THERE_WEATHER[i]
    if fr:
        return f"{_FR_IL_Y_A[tense]} {fr_noun}{tail}{mark}"
    be = "has been" if since is not None else _EN_BE[tense]
    return f"It {be} {en_adj}{tail}{mark}"


def _since(rng):
    if rng.random() < 0.6:
        return ("point", rng.randrange(len(SINCE_POINTS)))
    unit = rng.choice((1, 2, 3))  # (depuis deux heures, deux jours, une semaine)
    return ("for", rng.randint(1 if unit == 3 else 2, 5), unit)


@register("sky_state", 0.07)
def sky_state(rng: random.Random, sampler):
    """*Le ciel est couvert depuis ce matin.*, *Le soleil brille enfin!*, *Il y a du
    brouillard depuis hier soir.*"""
    x = rng.random()
    args = {"mark": "!" if rng.random() < 0.15 else "."}
    tense = rng.choice(("p", "p", "i", "f"))
    lemmas = lemmas_of()
    if x < 0.35:
        i = rng.randrange(len(SKY_STATES))
        args.update(what="sky", i=i, tense=tense)
        y = rng.random()
        if tense == "p" and y < 0.4:
            args["since"] = _since(rng)
        elif tense in ("p", "i") and y < 0.55:
            args["still"] = True
        elif y < 0.65:
            args["neg"] = True
        lemmas["verb"].add("être")
        lemmas["noun"].add("ciel")
        lemmas["adj"].add(SKY_STATES[i][0])
    elif x < 0.45:
        i = rng.randrange(len(SKY_TURNS))
        tense = rng.choice(("p", "pc"))
        args.update(what="turn", i=i, tense=tense)
        lemmas["verb"].add(SKY_TURNS[i][0])
        lemmas["noun"].add("ciel")
    elif x < 0.75:
        tense = rng.choice(("p", "p", "i", "pc", "f"))
        advs = [k for k, s in enumerate(SUN_ADVERBS) if tense in s[3].split()]
        args.update(what="sun", i=0, tense=tense, adv=rng.choice(advs))
        if tense == "pc" and rng.random() < 0.5:
            args["how"] = rng.randrange(len(WHOLE))
        elif tense == "p" and SUN_ADVERBS[args["adv"]][0] == "" and rng.random() < 0.4:
            args["since"] = _since(rng)
        lemmas["verb"].add("briller")
        lemmas["noun"].add("soleil")
    else:
        i = rng.randrange(len(THERE_WEATHER))
        args.update(what="there", i=i, tense=tense)
        if tense == "p" and rng.random() < 0.5:
            args["since"] = _since(rng)
        lemmas["verb"].add("avoir")
        lemmas["noun"].add(THERE_WEATHER[i][0].split()[-1].removeprefix("l'"))
    if args.get("since") is None and args.get("how") is None and rng.random() < 0.4:
        times = [k for k, w in enumerate(WHEN) if args["tense"] in w[2].split()]
        if times:
            args["when"] = rng.choice(times)
    if rng.random() < 0.3:
        args["place"] = to_place(rng)
    return Construction("sky_state", args, lemmas)
