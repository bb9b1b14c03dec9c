"""A kind of sentence of version 3: the way somewhere, in two or three steps, ``directions``.

The steps are orders to *tu* or *vous* (:data:`STEPS`), joined as people give the way:
*Traversez la place et continuez tout droit.* / *Cross the square and carry on straight
ahead.*, *Tourne à droite, puis prends la deuxième rue à gauche.* / *Turn right, then
take the second street on the left.*, *Passez devant la gare, traversez le pont et
tournez à gauche au rond-point.* / *Go past the station, cross the bridge and turn left
at the roundabout.* Maybe after where one is going (*Pour aller à la gare, ...* / *To
get to the station, ...*) and before where it is (*C'est en face de la poste.* / *It is
opposite the post office.*, *C'est sur votre gauche.* / *It is on your left.*).

One English per step: *continuer tout droit* is *carry on straight ahead* (*aller tout
droit*, of :mod:`.everyday_words`, is *go straight on*), *jusqu'à* is *as far as*,
*passer devant* is *go past*; the turns at a place are :mod:`.errands`' (*au feu rouge*
/ *at the traffic lights*), the numbered streets :mod:`.quantities`' (*la deuxième rue à
gauche* / *the second street on the left*).
"""

from __future__ import annotations

import random

from .errands import TURN_POINTS
from .kind_parts import Construction, builder
from .kinds_v3 import register
from .quantities import ORDINALS

__all__ = ["LANDMARKS", "CROSSED", "STEPS", "WHERE_IT_IS"]

TU, VOUS = 1, 5  # (as in :mod:`.orders`)

# the places on the way: (French noun, gender ("v" before a vowel: l'), English)
LANDMARKS = (
    ("pont", "m", "bridge"),
    ("rond-point", "m", "roundabout"),
    ("carrefour", "m", "crossroads"),
    ("feu rouge", "m", "traffic lights"),
    ("église", "v", "church"),
    ("gare", "f", "station"),
    ("poste", "f", "post office"),
    ("banque", "f", "bank"),
    ("place", "f", "square"),
    ("parc", "m", "park"),
    ("mairie", "f", "town hall"),
    ("hôpital", "v", "hospital"),
    ("supermarché", "m", "supermarket"),
    ("pharmacie", "f", "pharmacy"),
    ("boulangerie", "f", "bakery"),
    ("musée", "m", "museum"),
    ("bibliothèque", "f", "library"),
    ("cinéma", "m", "cinema"),
    ("école", "v", "school"),
    ("hôtel", "v", "hotel"),
)
# where one goes and what one passes (not these)
_NOT_GOAL = frozenset({"rond-point", "carrefour", "feu rouge", "place", "pont"})
_NOT_SAID_THE = frozenset({"école"})  # (aller à l'école / get to school: not a goal)
# what one crosses: (French, English, the noun)
CROSSED = (
    ("la place", "the square", "place"),
    ("le pont", "the bridge", "pont"),
    ("la rue", "the street", "rue"),
    ("la route", "the road", "route"),
    ("le parc", "the park", "parc"),
)
# the steps: name -> (tu, vous, English verb); what follows is the step's own
STEPS = {
    "turn": ("tourne", "tournez", "turn"),
    "straight": ("continue", "continuez", "carry on"),
    "on": ("va", "allez", "go"),
    "cross": ("traverse", "traversez", "cross"),
    "take": ("prends", "prenez", "take"),
    "past": ("passe", "passez", "go past"),
}
_VERBS = {"turn": "tourner", "straight": "continuer", "on": "aller",
          "cross": "traverser", "take": "prendre", "past": "passer"}  # fmt: skip
_SIDES = (("à gauche", "left"), ("à droite", "right"))
# where it is at the end: (French, English; {x} a landmark after de, {s} ta / votre)
WHERE_IT_IS = (
    ("en face {de}", "opposite {x}"),
    ("à côté {de}", "next to {x}"),
    ("juste après {x}", "just after {x}"),
    ("sur {s} gauche", "on your left"),
    ("sur {s} droite", "on your right"),
    ("au bout de la rue", "at the end of the street"),
    ("à gauche", "on the left"),
    ("à droite", "on the right"),
)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _the(i: int, lang: str, prep: str = "") -> str:
    """le pont, l'église / the bridge; with à or de: au pont, à l'église, du pont."""
    fr, gender, en = LANDMARKS[i]
    if lang == "en":
        return f"the {en}"
    if gender == "v":
        return f"{prep} l'{fr}".strip()
    if gender == "f":
        return f"{prep} la {fr}".strip()
    return {"": f"le {fr}", "à": f"au {fr}", "de": f"du {fr}"}[prep]


def _step(step: tuple, who: int, lang: str) -> str:
    name, *rest = step
    fr = lang == "fr"
    tu, vous, en = STEPS[name]
    head = (vous if who == VOUS else tu) if fr else en
    if (
        name == "turn"
    ):  # tourne à gauche (au rond-point) / turn left (at the roundabout)
        side, point = rest
        words = f"{head} {_SIDES[side][0 if fr else 1]}"
        if point is not None:
            words += " " + TURN_POINTS[point][0 if fr else 1]
        return words
    if name in ("straight", "on"):  # continue tout droit (jusqu'au pont)
        (until,) = rest
        if name == "on":
            return f"{head} tout droit" if fr else f"{head} straight on"
        words = f"{head} tout droit" if fr else f"{head} straight ahead"
        if until is not None:
            words += (
                f" jusqu'{_the(until, lang, 'à')}"
                if fr
                else f" as far as {_the(until, lang)}"
            )
        return words
    if name == "cross":
        f_what, e_what, _ = CROSSED[rest[0]]
        return f"{head} {f_what if fr else e_what}"
    if name == "take":  # prends la deuxième rue à gauche
        nth, side = rest
        if fr:
            nth_fr = "première" if nth == 0 else ORDINALS[nth][0]
            return f"{head} la {nth_fr} rue {_SIDES[side][0]}"
        return f"{head} the {ORDINALS[nth][1]} street on the {_SIDES[side][1]}"
    # past: passe devant la gare / go past the station
    return (
        f"{head} devant {_the(rest[0], lang)}"
        if fr
        else f"{head} {_the(rest[0], lang)}"
    )


@builder("directions")
def _directions(pr, lang, who, steps, joint, goal=None, where=None, end="."):
    fr = lang == "fr"
    parts = [_step(s, who, lang) for s in steps]
    last = parts.pop()
    link = (
        (" et " if fr else " and ")
        if joint == "and"
        else (", puis " if fr else ", then ")
    )
    text = ", ".join(parts) + link + last if parts else last
    if goal is not None:
        lead = (
            f"pour aller {_the(goal, lang, 'à')}"
            if fr
            else f"to get to {_the(goal, lang)}"
        )
        text = f"{_cap(lead)}, {text}"
    text = _cap(text) + end
    if where is not None:
        kind, x = where
        f_where, e_where = WHERE_IT_IS[kind]
        if fr:
            said = f_where.replace("{s}", "votre" if who == VOUS else "ta")
            said = said.replace("{de}", _the(x, lang, "de") if x is not None else "")
            said = said.replace("{x}", _the(x, lang) if x is not None else "")
            text += f" C'est {said}."
        else:
            text += f" It is {e_where.replace('{x}', _the(x, lang) if x is not None else '')}."
    return text


def _index(noun: str) -> int | None:
    return next((i for i, x in enumerate(LANDMARKS) if x[0] == noun), None)


def _draw_step(rng: random.Random, name: str, avoid: set[int]) -> tuple:
    """A step of ``name``; ``avoid``: the landmarks already said (each said once)."""
    if name == "turn":
        point = None
        if rng.random() < 0.4:
            point = rng.randrange(len(TURN_POINTS))
            said = TURN_POINTS[point][0]
            avoid.update(i for i, x in enumerate(LANDMARKS) if x[0] in said)
        return ("turn", rng.randrange(2), point)
    if name == "straight":
        until = None
        if rng.random() < 0.4:
            until = rng.choice([i for i in range(len(LANDMARKS)) if i not in avoid])
            avoid.add(until)
        return ("straight", until)
    if name == "on":
        return ("on", None)
    if name == "cross":
        i = rng.choice([i for i, c in enumerate(CROSSED) if _index(c[2]) not in avoid])
        if _index(CROSSED[i][2]) is not None:
            avoid.add(_index(CROSSED[i][2]))
        return ("cross", i)
    if name == "take":
        return ("take", rng.choice((0, 0, 1, 1, 1, 2, 2, 3)), rng.randrange(2))
    passed = [
        i for i, x in enumerate(LANDMARKS) if i not in avoid and x[0] not in _NOT_GOAL
    ]
    i = rng.choice(passed)
    avoid.add(i)
    return ("past", i)


@register("directions", 0.095)
def directions(rng: random.Random, sampler):
    """*Traversez la place et continuez tout droit.* / *Cross the square and carry on
    straight ahead.* (see the module)."""
    who = rng.choice((TU, TU, VOUS, VOUS, VOUS))
    n = rng.choice((1, 2, 2, 2, 3))
    names = ["turn", "straight", "cross", "take", "past", "on"]
    weights = [3, 3, 3, 3, 2, 1]
    chosen: list[str] = []
    while len(chosen) < n:  # (no step twice in a row; going on once)
        name = rng.choices(names, weights)[0]
        if (chosen and chosen[-1] == name) or (
            name in ("on", "straight") and {"on", "straight"} & set(chosen)
        ):
            continue
        chosen.append(name)
    avoid: set[int] = set()
    goal = None
    if rng.random() < 0.3:
        goal = rng.choice(
            [
                i
                for i, l in enumerate(LANDMARKS)
                if l[0] not in _NOT_GOAL | _NOT_SAID_THE
            ]
        )
        avoid.add(goal)
    steps = [_draw_step(rng, name, avoid) for name in chosen]
    where = None
    if rng.random() < 0.35:
        kind = rng.randrange(len(WHERE_IT_IS))
        x = None
        if "{x}" in WHERE_IT_IS[kind][1]:
            x = rng.choice([i for i in range(len(LANDMARKS)) if i not in avoid])
        where = (kind, x)
    args = {"who": who, "steps": steps, "joint": rng.choice(("and", "and", "then"))}
    args.update(goal=goal, where=where, end=rng.choice("....!"))
    if where is not None and where[1] is not None:
        avoid.add(where[1])
    nouns = {LANDMARKS[i][0] for i in avoid}
    nouns |= {CROSSED[s[1]][2] for s in steps if s[0] == "cross"}
    nouns |= {"rue" for s in steps if s[0] == "take"}
    nouns.discard("feu rouge")
    verbs = {_VERBS[s[0]] for s in steps}
    return Construction(
        "directions", args, {"noun": nouns, "adj": set(), "verb": verbs}
    )
