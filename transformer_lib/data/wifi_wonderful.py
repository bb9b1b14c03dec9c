"""Kinds of sentence of version 3 for the wifi and for *magnifique* (companions of
:mod:`.word_frames`).

- ``wifi``: *Il y a le wifi à l'hôtel?* / *Is there wifi at the hotel?*, *Le wifi ne
  marche pas.* / *The wifi is not working.*, *Il n'y a pas de réseau ici.* / *There is
  no signal here.*, *Tu peux regarder sur internet?* / *Can you look on the internet?*;
- ``wonderful``: *magnifique* of a trip, a day, a party is *wonderful* (*C'était un
  voyage magnifique.* / *It was a wonderful trip.*, *Nous avons passé une journée
  magnifique.* / *We had a wonderful day.*); of a view or a landscape, *magnificent*, as
  the lexicon has it (*La vue est magnifique!* / *The view is magnificent!*).
"""

from __future__ import annotations

import random

from .kind_parts import Construction, builder
from .kinds_v3 import register
from .word_frames import _cap, _clause, _subject

__all__ = ["WIFI_PLACES", "WONDERFUL"]


# --- le wifi, internet, le réseau --------------------------------------------------------

# (French, English) of where there is wifi
WIFI_PLACES = (
    ("à l'hôtel", "at the hotel"),
    ("dans le train", "on the train"),
    ("au café", "in the café"),
    ("à la gare", "at the station"),
    ("à la bibliothèque", "in the library"),
    ("dans l'appartement", "in the flat"),
    ("à l'aéroport", "at the airport"),
    ("dans le bus", "on the bus"),
    ("au camping", "at the campsite"),
    ("dans ma chambre", "in my room"),
)


@builder("wifi")
def _wifi(pr, lang, frame: str, place: int, t: str, tu: bool):
    fr = lang == "fr"
    where = WIFI_PLACES[place][0 if fr else 1]
    if frame == "is_there":  # Il y a le wifi à l'hôtel?
        return f"Il y a le wifi {where}?" if fr else f"Is there wifi {where}?"
    if frame == "not_working":  # Le wifi ne marche pas dans ma chambre.
        if fr:
            verb = {"p": "ne marche pas", "i": "ne marchait pas"}[t]
            return f"Le wifi {verb} {where}."
        verb = {"p": "is not working", "i": "was not working"}[t]
        return f"The wifi {verb} {where}."
    if frame == "free":  # Le wifi est gratuit à la gare.
        return f"Le wifi est gratuit {where}." if fr else f"The wifi is free {where}."
    if frame == "password":
        if fr:
            return "Quel est le mot de passe du wifi?"
        return "What is the wifi password?"
    if frame == "no_signal":  # Il n'y a pas de réseau dans le train.
        if fr:
            return f"Il n'y a pas de réseau {where}."
        return f"There is no signal {where}."
    if frame == "no_internet":  # Il n'y a pas d'internet au camping.
        if fr:
            return f"Il n'y a pas d'internet {where}."
        return f"There is no internet {where}."
    if frame == "online":  # Tu peux regarder sur internet?
        if fr:
            return (
                "Tu peux regarder sur internet?"
                if tu
                else "Vous pouvez regarder sur internet?"
            )
        return "Can you look on the internet?"
    raise ValueError(frame)


@register("wifi", 0.02)
def wifi(rng: random.Random, sampler):
    frames = ("is_there", "not_working", "free", "password", "no_signal", "no_internet")
    frame = rng.choices(frames + ("online",), (4, 4, 2, 1, 3, 2, 1))[0]
    args = {
        "frame": frame,
        "place": rng.randrange(len(WIFI_PLACES)),
        "t": rng.choice("ppi"),
        "tu": rng.random() < 0.5,
    }
    noun = {"no_signal": "réseau", "no_internet": "internet", "online": "internet"}
    lemmas = {"noun": {noun.get(frame, "wifi")}, "adj": set(), "verb": set()}
    return Construction("wifi", args, lemmas)


# --- magnifique: wonderful, magnificent --------------------------------------------------

# (French, gender, number, English) of what was wonderful: a time, an outing
WONDERFUL = (
    ("voyage", "m", "s", "trip"),
    ("journée", "f", "s", "day"),
    ("soirée", "f", "s", "evening"),
    ("week-end", "m", "s", "weekend"),
    ("fête", "f", "s", "party"),
    ("concert", "m", "s", "concert"),
    ("spectacle", "m", "s", "show"),
    ("film", "m", "s", "film"),
    ("repas", "m", "s", "meal"),
    ("séjour", "m", "s", "stay"),
    ("promenade", "f", "s", "walk"),
    ("mariage", "m", "s", "wedding"),
    ("expérience", "f", "s", "experience"),
    ("vacances", "f", "p", "holiday"),
)
# what is magnificent: a view, a landscape
_VIEWS = (
    ("vue", "f", "view"),
    ("paysage", "m", "landscape"),
    ("coucher de soleil", "m", "sunset"),
)


def _det(noun: str, gender: str, number: str, det: str) -> str:
    if det == "def":
        if number == "p":
            return "les"
        return "l'" if noun[0] in "aeéiou" else ("la " if gender == "f" else "le ")
    if number == "p":
        return "des "
    return "une " if gender == "f" else "un "


@builder("wonderful")
def _wonderful(pr, lang, frame: str, thing: int, subj):
    fr = lang == "fr"
    if frame == "view":  # La vue est magnifique.
        noun, gender, en = _VIEWS[thing % len(_VIEWS)]
        if fr:
            return f"{_cap(_det(noun, gender, 's', 'def'))}{noun} est magnifique!"
        return f"The {en} is magnificent!"
    noun, gender, number, en = WONDERFUL[thing]
    adj = "magnifiques" if number == "p" else "magnifique"
    if frame == "it_was":  # C'était un voyage magnifique.
        if fr:
            head = "C'étaient" if number == "p" else "C'était"
            return f"{head} {_det(noun, gender, number, 'indef')}{noun} {adj}."
        return f"It was a wonderful {en}."
    if frame == "what_a":  # Quelle journée magnifique!
        if fr:
            which = "Quel" if gender == "m" else "Quelle"
            which += "s" if number == "p" else ""
            return f"{which} {noun} {adj}!"
        return f"What a wonderful {en}!"
    if frame == "the_was":  # Le concert était magnifique.
        if fr:
            verb = "étaient" if number == "p" else "était"
            return f"{_cap(_det(noun, gender, number, 'def'))}{noun} {verb} {adj}."
        return f"The {en} was wonderful."
    if frame == "we_had":  # Nous avons passé une journée magnifique.
        if fr:
            obj = f"{_det(noun, gender, number, 'indef')}{noun} {adj}"
            return _clause(pr, lang, subj, "passer", obj, "pc")
        return _clause(pr, lang, subj, "have", f"a wonderful {en}", "ps")
    raise ValueError(frame)


_SPENT = ("journée", "soirée", "week-end", "séjour", "vacances")


@register("wonderful", 0.03)
def wonderful(rng: random.Random, sampler):
    frame = rng.choices(
        ("it_was", "what_a", "the_was", "we_had", "view"), (4, 2, 2, 3, 1)
    )[0]
    pool = range(len(WONDERFUL))
    if frame == "we_had":
        pool = [i for i, w in enumerate(WONDERFUL) if w[0] in _SPENT]
    thing = rng.choice(list(pool))
    args = {"frame": frame, "thing": thing, "subj": _subject(rng)}
    noun = WONDERFUL[thing][0] if frame != "view" else _VIEWS[thing % len(_VIEWS)][0]
    lemmas = {"noun": {noun}, "adj": {"magnifique"}, "verb": set()}
    if frame == "we_had":
        lemmas["verb"].add("passer")
    return Construction("wonderful", args, lemmas)
