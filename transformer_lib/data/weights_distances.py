"""Kinds of sentence of version 3 that weigh things and people and measure a run, a walk,
a swim or a ride (numbers in words, as :mod:`.quantities` writes them).

- ``weighs``: *peser*: *Le bébé pèse trois kilos et demi.* / *The baby weighs three and
  a half kilos.*, *Je pesais soixante kilos.* / *I weighed sixty kilos.*, *Combien pèse
  ta valise?* / *How much does your suitcase weigh?*;
- ``distance_done``: a distance run, walked, swum or cycled: *Elle a couru quinze
  kilomètres ce matin.* / *She ran fifteen kilometres this morning.*, *Nous avons fait
  trente kilomètres à vélo.* / *We cycled thirty kilometres.*, *Je cours cinq kilomètres
  tous les jours.* / *I run five kilometres every day.*
"""

from __future__ import annotations

import random

from .idioms import _s
from .kind_parts import (
    Construction,
    builder,
    draw_name,
    en_number,
    everyday_pronoun,
    fr_number,
    lemmas_of,
    lower_first,
)
from .kinds_v3 import register
from .lexicon import Noun
from .structures import NounPhrase, Pronoun

__all__ = ["WEIGHED"]


# --- weighs: Le bébé pèse trois kilos --------------------------------------------------------

# (French noun, gender, English, kilos from, to, half kilos too)
WEIGHED = (
    ("bébé", "m", "baby", 2, 5, True),
    ("valise", "f", "suitcase", 8, 30, False),
    ("sac", "m", "bag", 2, 15, True),
    ("colis", "m", "parcel", 1, 10, True),
    ("chat", "m", "cat", 3, 7, True),
    ("chien", "m", "dog", 5, 40, False),
    ("poisson", "m", "fish", 1, 4, True),
    ("citrouille", "f", "pumpkin", 2, 12, True),
    ("cartable", "m", "school bag", 2, 8, True),
    ("vélo", "m", "bike", 8, 20, False),
)


def _kilos(n: int, half: bool, lang: str) -> str:
    if lang == "fr":
        text = f"{fr_number(n)} kilo{'s' if n > 1 else ''}"
        return text + (" et demi" if half else "")
    if n == 1:
        return "a kilo and a half" if half else "a kilo"
    return f"{en_number(n)}{' and a half' if half else ''} kilos"


@builder("weighs")
def _weighs(pr, lang, subj, n: int, half: bool, tense: str, asked: bool):
    fr = lang == "fr"
    if asked:  # Combien pèse ta valise? / How much does your suitcase weigh?
        if fr and isinstance(subj, Pronoun):  # Combien est-ce que tu pèses?
            q = _s(pr, lang, subj, pr.VP(pr.V("peser")), tense)[:-1]
            que = "qu'" if q[0] in "IiEe" else "que "
            return f"Combien est-ce {que}{q[:1].lower()}{q[1:]}?"
        if fr:
            s = _s(pr, lang, subj, pr.VP(pr.V("peser")), tense)[:-1]
            subject, _, verb = s.rpartition(" ")
            return f"Combien {verb} {lower_first(subject)}?"
        s = _s(pr, lang, subj, pr.VP(pr.V("weigh")), tense, asked=True)
        return "How much " + s[:1].lower() + s[1:]
    verb = pr.V("peser" if fr else "weigh")
    return _s(pr, lang, subj, pr.VP(verb, pr.Q(_kilos(n, half, lang))), tense)


@register("weighs", 0.02)
def weighs(rng: random.Random, sampler):
    """*Le bébé pèse trois kilos et demi.* / *The baby weighs three and a half kilos.*"""
    tense = rng.choice(("p", "p", "p", "i"))
    x = rng.random()
    lemmas = lemmas_of(verbs=("peser",))
    if x < 0.35:
        subj = everyday_pronoun(rng) if rng.random() < 0.7 else draw_name(rng)
        n, half = rng.randint(20, 100), False
    else:
        fr, gender, en, low, high, halves = rng.choice(WEIGHED)
        noun = next((w for w in sampler.lex.NOUNS if w.fr == fr), None)
        if noun is None:
            noun = Noun(fr, gender, en, frozenset())
        det = rng.choice((("def",), ("def",), ("dem",), ("poss", rng.randrange(5))))
        subj = NounPhrase(noun, gender, "s", det)
        n, half = rng.randint(low, high), halves and rng.random() < 0.3
        lemmas["noun"].add(fr)
    asked = rng.random() < 0.2 and not (isinstance(subj, Pronoun) and subj.index == 0)
    args = {"subj": subj, "n": n, "half": half, "tense": tense, "asked": asked}
    return Construction("weighs", args, lemmas)


# --- distance_done: Elle a couru quinze kilomètres ce matin ----------------------------------

# (French verb, English verb, metres or kilometres: range)
_MOVES = (
    ("courir", "run", (1, 42)),
    ("marcher", "walk", (1, 30)),
    ("nager", "swim", (1, 5)),
    ("faire", "cycle", (5, 100)),  # faire N kilomètres à vélo
)
# when, by tense: (French, English)
_DONE_WHEN = {
    "pc": (
        ("", ""),
        ("ce matin", "this morning"),
        ("hier", "yesterday"),
        ("samedi", "on Saturday"),
        ("aujourd'hui", "today"),
        ("dimanche dernier", "last Sunday"),
        ("la semaine dernière", "last week"),
    ),
    "p": (
        ("tous les jours", "every day"),
        ("chaque semaine", "every week"),
        ("le dimanche", "on Sundays"),
        ("tous les matins", "every morning"),
        ("le week-end", "at the weekend"),
    ),
    "f": (
        ("demain", "tomorrow"),
        ("samedi", "on Saturday"),
        ("ce week-end", "this weekend"),
    ),
}


@builder("distance_done")
def _distance_done(
    pr, lang, subj, move: int, n: int, metres: bool, tense: str, when: int
):
    fr_verb, en_verb, _ = _MOVES[move]
    fr = lang == "fr"
    if fr:
        unit = "mètre" if metres else "kilomètre"
        words = f"{fr_number(n)} {unit}{'s' if n > 1 else ''}"
        if fr_verb == "faire":
            words += " à vélo"
    else:
        unit = "metre" if metres else "kilometre"
        words = f"a {unit}" if n == 1 else f"{en_number(n)} {unit}s"
    verb = pr.V(fr_verb if fr else en_verb)
    s = _s(pr, lang, subj, pr.VP(verb, pr.Q(words)), tense)
    tail = _DONE_WHEN[tense][when][0 if fr else 1]
    return s[:-1] + (f" {tail}" if tail else "") + "."


@register("distance_done", 0.03)
def distance_done(rng: random.Random, sampler):
    """*Elle a couru quinze kilomètres ce matin.* / *She ran fifteen kilometres this
    morning.*"""
    move = rng.randrange(len(_MOVES))
    subj = everyday_pronoun(rng) if rng.random() < 0.75 else draw_name(rng)
    metres = move == 2 and rng.random() < 0.6
    n = rng.choice((25, 50, 100)) if metres else rng.randint(*_MOVES[move][2])
    tense = rng.choice(("pc", "pc", "pc", "p", "f"))
    args = {"subj": subj, "move": move, "n": n, "metres": metres, "tense": tense}
    args["when"] = rng.randrange(len(_DONE_WHEN[tense]))
    return Construction("distance_done", args, lemmas_of(verbs=(_MOVES[move][0],)))
