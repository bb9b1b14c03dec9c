"""Kinds of sentence of version 3: bus lines, strikes and closures, and the places of
one's neighbourhood (beside :mod:`.getting_about` and :mod:`.on_the_line`).

- ``bus_line``: *Quelle ligne de bus va à la gare?* / *Which bus line goes to the
  station?*, *Quel tram va au stade?* / *Which tram goes to the stadium?*, *La ligne 4 va
  à l'hôpital.* / *Line 4 goes to the hospital.*, *Prenez la ligne 12 jusqu'au musée.* /
  *Take line 12 to the museum.*, *Est-ce que ce bus va à l'aéroport?* / *Does this bus go
  to the airport?*;
- ``because_of``: *Le métro est fermé à cause d'une grève.* / *The metro is closed
  because of a strike.*, *Les trains étaient annulés à cause de la neige.* / *The trains
  were cancelled because of the snow.*, *Il n'y a pas de bus à cause de la grève.* /
  *There are no buses because of the strike.*, *Les conducteurs de bus sont en grève
  depuis lundi.* / *The bus drivers have been on strike since Monday.*;
- ``local_place``: *Leurs enfants vont à l'école du quartier.* / *Their children go to
  the local school.*, *Je travaille à la pharmacie du quartier.* / *I work at the local
  pharmacy.*, *La boulangerie du quartier est fermée le lundi.* / *The local bakery is
  closed on Mondays.*, *Il y a une nouvelle boulangerie dans le quartier.* / *There is a
  new bakery in the neighbourhood.*

Line numbers are written in figures on both sides, as on the buses.
"""

from __future__ import annotations

import random

from .kind_parts import Construction, builder, lemmas_of
from .kinds_v3 import register

__all__ = ["CAUSES", "DESTINATIONS", "LOCAL", "SHUT", "STRIKERS"]

# where a line goes: French noun with its article, English
DESTINATIONS = (
    ("la gare", "the station"),
    ("l'hôpital", "the hospital"),
    ("l'aéroport", "the airport"),
    ("le centre-ville", "the town centre"),
    ("la plage", "the beach"),
    ("le stade", "the stadium"),
    ("l'université", "the university"),
    ("le musée", "the museum"),
    ("la mairie", "the town hall"),
    ("le marché", "the market"),
    ("la piscine", "the swimming pool"),
    ("le port", "the harbour"),
    ("la bibliothèque", "the library"),
    ("le lycée", "the secondary school"),
)
# the vehicles of a line: French, English, French gender
VEHICLES = (("bus", "bus", "m"), ("métro", "metro", "m"), ("tram", "tram", "m"))


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _contract(prep: str, np: str) -> str:
    """*à* / *de* / *jusqu'à* + *le*, *les* written as French writes them."""
    if np.startswith("le "):
        head = {"à": "au", "de": "du", "jusqu'à": "jusqu'au"}[prep]
        return f"{head} {np[3:]}"
    if np.startswith("les "):
        head = {"à": "aux", "de": "des", "jusqu'à": "jusqu'aux"}[prep]
        return f"{head} {np[4:]}"
    if prep == "de" and np.startswith("des "):
        return np  # (à cause des travaux)
    if prep == "de" and np[0] in "aeéiouh":
        return f"d'{np}"
    return f"{prep} {np}"


@builder("bus_line")
def _bus_line(pr, lang, form: str, vehicle: int, dest: int, n: int, vous: bool):
    fr = lang == "fr"
    fr_v, en_v, _ = VEHICLES[vehicle]
    fr_d, en_d = DESTINATIONS[dest]
    to = _contract("à", fr_d) if fr else f"to {en_d}"
    if form == "which_line":
        return (
            f"Quelle ligne de {fr_v} va {to}?"
            if fr
            else f"Which {en_v} line goes {to}?"
        )
    if form == "which":
        return f"Quel {fr_v} va {to}?" if fr else f"Which {en_v} goes {to}?"
    if form == "which_take":
        if fr:
            return f"Quel {fr_v} faut-il prendre pour aller {to}?"
        return f"Which {en_v} do I take to get {to}?"
    if form == "line_goes":
        return f"La ligne {n} va {to}." if fr else f"Line {n} goes {to}."
    if form == "line_not":
        if fr:
            return f"Cette ligne de {fr_v} ne va pas {to}."
        return f"This {en_v} line does not go {to}."
    if form == "take":
        if fr:
            verb = "Prenez" if vous else "Prends"
            return f"{verb} la ligne {n} " + _contract("jusqu'à", fr_d) + "."
        return f"Take line {n} {to}."
    # "this": Est-ce que ce bus va à la gare?
    return f"Est-ce que ce {fr_v} va {to}?" if fr else f"Does this {en_v} go {to}?"


@register("bus_line", 0.05)
def bus_line(rng: random.Random, sampler):
    """*Quelle ligne de bus va à la gare?* / *Which bus line goes to the station?*"""
    form = rng.choice(
        ("which_line", "which_line", "which", "which_take", "line_goes", "line_not")
        + ("take", "this")
    )
    vehicle = rng.choice((0, 0, 0, 1, 2))
    args = {"form": form, "vehicle": vehicle, "dest": rng.randrange(len(DESTINATIONS))}
    args.update(n=rng.choice(range(1, 31)), vous=rng.random() < 0.5)
    lemmas = lemmas_of(verbs=("prendre" if form == "take" else "aller",))
    if form not in ("line_goes", "take"):  # (La ligne 4 va ...: no vehicle)
        lemmas["noun"].add(VEHICLES[vehicle][0])
    if form not in ("which", "which_take", "this"):
        lemmas["noun"].add("ligne")
    lemmas["noun"].add(DESTINATIONS[args["dest"]][0].split()[-1].removeprefix("l'"))
    return Construction("bus_line", args, lemmas)


# --- because_of: Le métro est fermé à cause d'une grève ----------------------------------

# what is shut or stopped: French, gender, plural?, English, its states
SHUT = (
    ("le métro", "m", False, "the metro", "closed"),
    ("la gare", "f", False, "the station", "closed"),
    ("l'école", "f", False, "the school", "closed"),
    ("les écoles", "f", True, "the schools", "closed"),
    ("la piscine", "f", False, "the swimming pool", "closed"),
    ("la route", "f", False, "the road", "closed"),
    ("le pont", "m", False, "the bridge", "closed"),
    ("le musée", "m", False, "the museum", "closed"),
    ("l'aéroport", "m", False, "the airport", "closed"),
    ("la poste", "f", False, "the post office", "closed"),
    ("le train", "m", False, "the train", "cancelled late"),
    ("les trains", "m", True, "the trains", "cancelled late"),
    ("le bus", "m", False, "the bus", "cancelled late"),
    ("les bus", "m", True, "the buses", "cancelled late"),
    ("le vol", "m", False, "the flight", "cancelled late"),
    ("le match", "m", False, "the match", "cancelled"),
    ("le concert", "m", False, "the concert", "cancelled"),
    ("la fête", "f", False, "the party", "cancelled"),
)
# (key, French masculine singular, English)
STATES = (
    ("closed", "fermé", "closed"),
    ("cancelled", "annulé", "cancelled"),
    ("late", "en retard", "late"),
)
# what causes it: French with its article, English, for a shut place too?
CAUSES = (
    ("une grève", "a strike", True),
    ("la grève", "the strike", True),
    ("la neige", "the snow", True),
    ("la pluie", "the rain", False),
    ("l'orage", "the storm", True),
    ("la tempête", "the storm", True),
    ("le brouillard", "the fog", False),
    ("un accident", "an accident", True),
    ("des travaux", "building work", True),
    ("une panne", "a breakdown", False),
    ("une inondation", "a flood", True),
    ("la chaleur", "the heat", True),
)
_ROADS = ("the road", "the bridge")
# who goes on strike: French, English
STRIKERS = (
    ("les conducteurs de bus", "the bus drivers"),
    ("les cheminots", "the railway workers"),
    ("les professeurs", "the teachers"),
    ("les infirmières", "the nurses"),
    ("les pilotes", "the pilots"),
    ("les médecins", "the doctors"),
    ("les éboueurs", "the bin men"),
    ("les employés de la poste", "the post office workers"),
)
# since when the strike: French, English
_SINCE = (
    ("depuis lundi", "since Monday"),
    ("depuis hier", "since yesterday"),
    ("depuis ce matin", "since this morning"),
    ("depuis trois jours", "for three days"),
    ("depuis une semaine", "for a week"),
    ("depuis deux semaines", "for two weeks"),
)
_FR_BE = {"p": ("est", "sont"), "i": ("était", "étaient"), "f": ("sera", "seront")}
_EN_BE = {"p": ("is", "are"), "i": ("was", "were"), "f": ("will be", "will be")}
# (French, English) times of a strike
_STRIKE_WHEN = {
    "p": (("aujourd'hui", "today"), ("", "")),
    "i": (("hier", "yesterday"), ("la semaine dernière", "last week")),
    "f": (("demain", "tomorrow"), ("lundi", "on Monday"), ("jeudi", "on Thursday")),
}


@builder("because_of")
def _because_of(pr, lang, form: str, i: int, state: int, cause: int, tense: str, **a):
    """``form``: "shut" (SHUT[i] in STATES[state] because of CAUSES[cause]), "none"
    (*Il n'y a pas de bus à cause de* ...) or "strike" (STRIKERS[i] *en grève*, with
    ``since`` or ``when``)."""
    fr = lang == "fr"
    en_cause = CAUSES[cause][1]
    if en_cause == "building work" and form == "shut" and SHUT[i][3] in _ROADS:
        en_cause = "roadworks"
    because = (
        ("à cause " + _contract("de", CAUSES[cause][0]))
        if fr
        else ("because of " + en_cause)
    )
    if form == "shut":
        fr_s, gender, plural, en_s, _ = SHUT[i]
        _, fr_adj, en_adj = STATES[state]
        if fr:
            if fr_adj != "en retard":
                fr_adj += ("e" if gender == "f" else "") + ("s" if plural else "")
            return f"{_cap(fr_s)} {_FR_BE[tense][plural]} {fr_adj} {because}."
        return f"{_cap(en_s)} {_EN_BE[tense][plural]} {en_adj} {because}."
    if form == "none":
        fr_n, en_n = (("bus", "buses"), ("train", "trains"), ("métro", "metro"))[i]
        if fr:
            head = {
                "p": "Il n'y a pas",
                "i": "Il n'y avait pas",
                "f": "Il n'y aura pas",
            }
            return f"{head[tense]} de {fr_n} {because}."
        be = {"p": "are", "i": "were", "f": "will be"}[tense]
        if en_n == "metro":
            head = {"p": "There is", "i": "There was", "f": "There will be"}[tense]
            return f"{head} no metro {because}."
        return f"There {be} no {en_n} {because}."
    fr_who, en_who = STRIKERS[i]
    since, when = a.get("since"), a.get("when")
    if fr:
        end = f" {_SINCE[since][0]}" if since is not None else ""
        end += f" {_STRIKE_WHEN[tense][when][0]}".rstrip() if when is not None else ""
        return f"{_cap(fr_who)} {_FR_BE[tense][1]} en grève{end}."
    if since is not None:
        return f"{_cap(en_who)} have been on strike {_SINCE[since][1]}."
    end = f" {_STRIKE_WHEN[tense][when][1]}".rstrip() if when is not None else ""
    return f"{_cap(en_who)} {_EN_BE[tense][1]} on strike{end}."


@register("because_of", 0.05)
def because_of(rng: random.Random, sampler):
    """*Le métro est fermé à cause d'une grève.* / *The metro is closed because of a
    strike.*, *Les professeurs sont en grève depuis lundi.*"""
    x = rng.random()
    tense = rng.choice(("p", "p", "i", "f"))
    args = {"form": "shut", "i": 0, "state": 0, "cause": 0, "tense": tense}
    lemmas = lemmas_of(verbs=("être",))
    if x < 0.6:
        i = rng.randrange(len(SHUT))
        states = [k for k, s in enumerate(STATES) if s[0] in SHUT[i][4].split()]
        state = rng.choice(states)
        closed = STATES[state][0] == "closed"
        causes = [k for k, c in enumerate(CAUSES) if c[2] or not closed]
        if not closed:  # (no train is late because of building work)
            causes = [k for k in causes if CAUSES[k][0] != "des travaux"]
        args.update(i=i, state=state, cause=rng.choice(causes))
        noun = SHUT[i][0].split()[-1].removeprefix("l'")
        lemmas["noun"].add(noun if noun == "bus" else noun.removesuffix("s"))
    elif x < 0.75:
        causes = [k for k, c in enumerate(CAUSES) if c[0] != "des travaux"]
        args.update(form="none", i=rng.randrange(3), cause=rng.choice(causes))
        lemmas = lemmas_of(verbs=("avoir",))
    else:
        args.update(form="strike", i=rng.randrange(len(STRIKERS)))
        if tense == "p" and rng.random() < 0.5:
            args["since"] = rng.randrange(len(_SINCE))
        elif rng.random() < 0.7:
            args["when"] = rng.randrange(len(_STRIKE_WHEN[tense]))
        lemmas["noun"].add("grève")
    return Construction("because_of", args, lemmas)


# --- local_place: Leurs enfants vont à l'école du quartier -------------------------------

# the local places: French noun, gender, English (after "the local")
LOCAL = (
    ("école", "f", "school"),
    ("boulangerie", "f", "bakery"),
    ("pharmacie", "f", "pharmacy"),
    ("marché", "m", "market"),
    ("bibliothèque", "f", "library"),
    ("parc", "m", "park"),
    ("piscine", "f", "swimming pool"),
    ("café", "m", "café"),
    ("cinéma", "m", "cinema"),
    ("supermarché", "m", "supermarket"),
    ("club de foot", "m", "football club"),
    ("collège", "m", "secondary school"),
)
# who goes: French, English, aller (présent, imparfait), English verb (present)
GOERS = (
    ("je", "I", "vais", "allais", "go"),
    ("tu", "you", "vas", "allais", "go"),
    ("il", "he", "va", "allait", "goes"),
    ("elle", "she", "va", "allait", "goes"),
    ("nous", "we", "allons", "allions", "go"),
    ("vous", "you", "allez", "alliez", "go"),
    ("ils", "they", "vont", "allaient", "go"),
    ("elles", "they", "vont", "allaient", "go"),
    ("mes enfants", "my children", "vont", "allaient", "go"),
    ("leurs enfants", "their children", "vont", "allaient", "go"),
    ("nos enfants", "our children", "vont", "allaient", "go"),
    ("ma fille", "my daughter", "va", "allait", "goes"),
    ("mon fils", "my son", "va", "allait", "goes"),
    ("les voisins", "the neighbours", "vont", "allaient", "go"),
)
# travailler: (French ending of the subject's person, English verb)
_WORK = ("e", "es", "e", "e", "ons", "ez", "ent", "ent")
_WORK_I = ("ais", "ais", "ait", "ait", "ions", "iez", "aient", "aient")
# what the local place is: French (masculine), English
_IS = (("fermé le lundi", "closed on Mondays"), ("fermé", "closed"), ("ouvert", "open"))
_IS += (
    ("très bien", "very good"),
    ("tout près", "very close"),
    ("trop petit", "too small"),
)


def _local(i: int, prep: str, lang: str) -> str:
    fr_n, gender, en = LOCAL[i]
    if lang != "fr":
        return f"the local {en}"
    np = ("l'" if fr_n[0] in "aeéiou" else "le " if gender == "m" else "la ") + fr_n
    return (_contract(prep, np) if prep else np) + " du quartier"


@builder("local_place")
def _local_place(pr, lang, form: str, who: int, place: int, tense: str, i: int):
    """``form``: "go" (GOERS[who] go to LOCAL[place]), "work" (GOERS[who] < 8 work at
    it), "is" (it is _IS[i]) or "new" (*Il y a une nouvelle* ... *dans le quartier*)."""
    fr = lang == "fr"
    if form == "go":
        fr_s, en_s, p, imp, en_v = GOERS[who]
        if fr:
            verb = p if tense == "p" else imp
            head = "j'" if fr_s == "je" and verb[0] == "a" else fr_s + " "
            return _cap(f"{head}{verb} {_local(place, 'à', lang)}.")
        verb = en_v if tense == "p" else "used to go"
        return _cap(f"{en_s} {verb} to {_local(place, '', lang)}.")
    if form == "work":
        fr_s, en_s = GOERS[who][:2]
        if fr:
            ending = (_WORK if tense == "p" else _WORK_I)[who]
            return _cap(f"{fr_s} travaill{ending} {_local(place, 'à', lang)}.")
        verb = (
            ("works" if who in (2, 3) else "work") if tense == "p" else "used to work"
        )
        return _cap(f"{en_s} {verb} at {_local(place, '', lang)}.")
    if form == "is":
        fr_adj, en_adj = _IS[i]
        if fr:
            gender = LOCAL[place][1]
            if gender == "f":
                fr_adj = fr_adj.replace("fermé", "fermée").replace("ouvert", "ouverte")
                fr_adj = fr_adj.replace("petit", "petite")
            be = "est" if tense == "p" else "était"
            return _cap(f"{_local(place, '', lang)} {be} {fr_adj}.")
        be = "is" if tense == "p" else "was"
        return _cap(f"{_local(place, '', lang)} {be} {en_adj}.")
    fr_n, gender, en = LOCAL[place]
    if fr:
        det = "une nouvelle" if gender == "f" else "un nouveau"
        head = "Il y a" if tense == "p" else "Il y avait"
        return f"{head} {det} {fr_n} dans le quartier."
    head = "There is" if tense == "p" else "There was"
    return f"{head} a new {en} in the neighbourhood."


@register("local_place", 0.04)
def local_place(rng: random.Random, sampler):
    """*Leurs enfants vont à l'école du quartier.* / *Their children go to the local
    school.*"""
    form = rng.choice(("go", "go", "go", "work", "is", "new"))
    who = rng.randrange(len(GOERS) if form == "go" else 8)
    place = rng.randrange(len(LOCAL))
    if form == "work" and LOCAL[place][0] in ("parc", "club de foot"):
        form = "go"
    tense = rng.choice(("p", "p", "p", "i"))
    args = {"form": form, "who": who, "place": place, "tense": tense}
    args["i"] = rng.randrange(len(_IS))
    verb = {"go": "aller", "work": "travailler", "is": "être", "new": "avoir"}[form]
    lemmas = lemmas_of(verbs=(verb,))
    lemmas["noun"].update((LOCAL[place][0].split()[0], "quartier"))
    return Construction("local_place", args, lemmas)
