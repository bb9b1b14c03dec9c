"""A kind of sentence of version 3, ``soon_moves``: the French present of what is
planned, with a time to come, is the English present progressive (beside the verbs of
going of :mod:`.time_ends`):

*Le week-end prochain, nous partons en vacances.* / *Next weekend, we are going on
holiday.*, *Je vais chez le dentiste demain.* / *I am going to the dentist's tomorrow.*,
*Mes parents viennent dîner ce soir.* / *My parents are coming to dinner this evening.*,
*Ils se marient en juin.* / *They are getting married in June.*, *Nous ne déménageons pas
le mois prochain.* / *We are not moving house next month.*, *Tu pars à Lyon samedi?* /
*Are you going to Lyon on Saturday?*
"""

from __future__ import annotations

import random

from .kind_parts import Construction, builder, lemmas_of, lower_first, subject_tree
from .kinds_v3 import register
from .names import CITIES
from .structures import NounPhrase
from .time_ends import draw_person
from .times import DAYS, MONTHS

__all__ = ["MOVES", "SOON"]

# (French verb, French rest, English verb, English rest, reflexive)
MOVES = (
    ("partir", "en vacances", "go", "on holiday", False),
    ("partir", "en voyage", "go", "on a trip", False),
    ("partir", "à la mer", "go", "to the seaside", False),
    ("partir", "à la montagne", "go", "to the mountains", False),
    ("partir", "pour {city}", "leave", "for {city}", False),
    ("aller", "à {city}", "go", "to {city}", False),
    ("aller", "au cinéma", "go", "to the cinema", False),
    ("aller", "chez le dentiste", "go", "to the dentist's", False),
    ("aller", "à la piscine", "go", "to the swimming pool", False),
    ("venir", "dîner", "come", "to dinner", False),
    ("venir", "à la fête", "come", "to the party", False),
    ("rentrer", "à la maison", "go", "home", False),
    ("arriver", "à {city}", "arrive", "in {city}", False),
    ("déménager", "", "move", "house", False),
    ("marier", "", "get", "married", True),
    ("commencer", "un nouveau travail", "start", "a new job", False),
    ("prendre", "le train", "take", "the train", False),
    ("prendre", "l'avion", "fly", "", False),
    ("voir", "le médecin", "see", "the doctor", False),
    ("travailler", "", "work", "", False),
    ("faire", "une fête", "have", "a party", False),
    ("jouer", "un match", "play", "a match", False),
)
# (French, English, may come first)
SOON = (
    ("le week-end prochain", "next weekend", True),
    ("ce week-end", "this weekend", True),
    ("demain", "tomorrow", True),
    ("demain matin", "tomorrow morning", True),
    ("demain soir", "tomorrow evening", True),
    ("ce soir", "this evening", True),
    ("cet après-midi", "this afternoon", True),
    ("la semaine prochaine", "next week", True),
    ("le mois prochain", "next month", True),
    ("cet été", "this summer", True),
    ("dans deux jours", "in two days", False),
    ("dans une semaine", "in a week", False),
    ("bientôt", "soon", False),
)


def _when(when: tuple, lang: str) -> str:
    """("soon", i), ("next", day): *lundi prochain*, ("day", day): *samedi* / *on
    Saturday*, ("month", i): *en juin*."""
    fr = lang == "fr"
    if when[0] == "soon":
        return SOON[when[1]][not fr]
    if when[0] == "next":
        return f"{DAYS[when[1]][0]} prochain" if fr else f"next {DAYS[when[1]][1]}"
    if when[0] == "day":
        return DAYS[when[1]][0] if fr else f"on {DAYS[when[1]][1]}"
    return ("en " if fr else "in ") + MONTHS[when[1]][not fr]


@builder("soon_moves")
def _soon_moves(
    pr, lang, subj, move: int, when, first: bool, neg: bool, asked: bool, city: int = 0
):
    fr_verb, fr_rest, en_verb, en_rest, refl = MOVES[move]
    fr = lang == "fr"
    rest = (fr_rest if fr else en_rest).format(city=CITIES[city][not fr])
    who = subject_tree(pr, subj, lang)
    words = [pr.Q(rest)] if rest else []
    s = pr.S(who, pr.VP(pr.V(fr_verb if fr else en_verb), *words)).t("p")
    types = {}
    if fr and refl:
        types["refl"] = True
    if not fr:
        types["prog"] = True
    if neg:
        types["neg"] = True
    if asked and not fr:
        types["int"] = "yon"
    text = s.typ(types).realize().strip()[:-1]
    time = _when(when, lang)
    stop = "?" if asked else "."
    if first:
        return f"{time[:1].upper()}{time[1:]}, {lower_first(text)}{stop}"
    return f"{text} {time}{stop}"


@register("soon_moves", 0.04)
def soon_moves(rng: random.Random, sampler):
    """*Le week-end prochain, nous partons en vacances.* / *Next weekend, we are going on
    holiday.*"""
    move = rng.randrange(len(MOVES))
    subj = draw_person(rng, sampler)
    x = rng.random()
    if x < 0.6:
        when = ("soon", rng.randrange(len(SOON)))
    elif x < 0.75:
        when = ("next", rng.randrange(7))
    elif x < 0.9:
        when = ("day", rng.randrange(7))
    else:
        when = ("month", rng.randrange(12))
    me = getattr(subj, "index", None) == 0  # (not "Je fais une fête samedi?")
    asked = not me and rng.random() < 0.12
    # (not "ils ne jouent pas un match": pas de)
    plain = not any(w in MOVES[move][1].split() for w in ("un", "une"))
    neg = plain and not asked and rng.random() < 0.12
    first = (
        not asked
        and when[0] in ("soon", "next")
        and rng.random() < 0.35
        and (when[0] == "next" or SOON[when[1]][2])
    )
    args = {"subj": subj, "move": move, "when": when, "first": first, "neg": neg}
    args.update(asked=asked, city=rng.randrange(len(CITIES)))
    lemmas = lemmas_of(subj if isinstance(subj, NounPhrase) else None)
    lemmas["verb"].add(MOVES[move][0])
    return Construction("soon_moves", args, lemmas)
