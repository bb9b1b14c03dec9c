"""Kinds of sentence of version 3: on the line (stations, departures, seats left) and
crowded places, beside :mod:`.getting_about`.

- ``on_the_line``: changing and getting off (*Il faut changer au prochain arrêt.* / *You
  have to change at the next stop.*, *Je descends au prochain arrêt.* / *I am getting
  off at the next stop.*), departures with the subject after the verb (*Quand part le
  train pour Nantes?* / *When does the train to Nantes leave?*, *À quelle heure arrive
  le bus de Nice?* / *What time does the bus from Nice arrive?*, *Le dernier train pour
  Paris part à minuit.* / *The last train to Paris leaves at midnight.*), what is left
  (*Il reste douze places dans le car.* / *There are twelve seats left on the coach.*,
  *Il n'y a plus de place dans le bus.* / *There is no more room on the bus.*: *dans* a
  vehicle one rides is *on*);
- ``crowded``: *Le café où nous avons déjeuné était bondé.* / *The café where we had
  lunch was crowded.*, *Le métro est toujours bondé le matin.* / *The metro is
  always crowded in the morning.*, *L'hôtel était complet.* / *The hotel was full.*
"""

from __future__ import annotations

import random

from .errands import (
    _AVOIR,
    _ETRE,
    _cap,
    _draw_subject,
    _en_subject,
    _fr_subject,
    _gender,
    _participle,
    _person,
)
from .getting_about import _city, _draw_city, _lemmas
from .kind_parts import Construction, Name, builder, en_number, fr_number
from .kinds_v3 import register
from .times import clock_words

__all__ = ["STOPS", "LEFT", "CROWDED_PLACES"]

_VOWELS = tuple("aeiouéèêâîôhAEIOUÉ")


# --- on_the_line: changing, departures, seats left ------------------------------------------

# (French after à, English after at)
STOPS = (
    ("à la prochaine station", "at the next station"),
    ("à la prochaine station", "at the next station"),
    ("au prochain arrêt", "at the next stop"),
    ("au prochain arrêt", "at the next stop"),
    ("à la prochaine gare", "at the next station"),
    ("au deuxième arrêt", "at the second stop"),
    ("au troisième arrêt", "at the third stop"),
    ("à la deuxième station", "at the second station"),
    ("au dernier arrêt", "at the last stop"),
    ("au terminus", "at the terminus"),
)
# (French, English): how one is told
_CHANGE_FRAMES = (
    ("Il faut {v} {x}.", "You have to {v} {x}."),
    ("Il faut {v} {x}.", "You have to {v} {x}."),
    ("Vous devez {v} {x}.", "You have to {v} {x}."),
    ("{V} {x}.", "{V} {x}."),
    ("{V} {x}.", "{V} {x}."),
    ("Je {p} {x}.", "I am {g} {x}."),
    ("Nous {pp} {x}.", "We are {g} {x}."),
    ("Est-ce qu'il faut {v} {x}?", "Do we have to {v} {x}?"),
)
# (infinitive, order tu, order vous, je, nous, English, English -ing)
_GET = (
    ("changer", "Change", "Changez", "change", "changeons", "change", "changing"),
    ("descendre", "Descends", "Descendez", "descends", "descendons", "get off", "getting off"),
)  # fmt: skip
# (French vehicle with its article, English with its article)
_DEPARTING = (
    ("le train", "the train"),
    ("le train", "the train"),
    ("le prochain train", "the next train"),
    ("le dernier train", "the last train"),
    ("le bus", "the bus"),
    ("le prochain bus", "the next bus"),
    ("le dernier bus", "the last bus"),
    ("le car", "the coach"),
    ("l'avion", "the plane"),
    ("le bateau", "the boat"),
)
# (French, English, number "s"/"p", what it is about): what is left
LEFT = (
    ("place", "places", "seat", "seats", "ride"),
    ("billet", "billets", "ticket", "tickets", "show"),
    ("table", "tables", "table", "tables", "restaurant"),
    ("chambre", "chambres", "room", "rooms", "hotel"),
)
_LEFT_WHERE = {
    "ride": (
        ("dans le bus", "on the bus"),
        ("dans le train", "on the train"),
        ("dans l'avion", "on the plane"),
        ("dans le car", "on the coach"),
        ("dans la voiture", "in the car"),
        ("pour Lyon", "for Lyon"),
    ),
    "show": (
        ("pour le concert", "for the concert"),
        ("pour le match", "for the match"),
        ("pour ce soir", "for tonight"),
        ("pour le spectacle", "for the show"),
    ),
    "restaurant": (
        ("en terrasse", "on the terrace"),
        ("pour ce soir", "for tonight"),
        ("dans le restaurant", "in the restaurant"),
    ),
    "hotel": (("à l'hôtel", "at the hotel"), ("pour ce soir", "for tonight")),
}
_FEMININE_LEFT = frozenset({"place", "table", "chambre"})


@builder("get_off")
def _get_off(pr, lang, frame: int, get: int, stop, city):
    inf, tu, vous, je, nous, en, ing = _GET[get]
    if city is not None:
        x = f"à {_city(city, 'fr')}" if lang == "fr" else f"at {_city(city, 'en')}"
    else:
        x = STOPS[stop][0 if lang == "fr" else 1]
    fr_frame, en_frame = _CHANGE_FRAMES[frame]
    if lang == "fr":
        order = (tu, vous)[frame == 4]
        return fr_frame.format(v=inf, V=order, p=je, pp=nous, x=x)
    return en_frame.format(v=en, V=_cap(en), g=ing, x=x)


@builder("departure")
def _departure(pr, lang, form: str, vehicle: int, leave: bool, city, clock, minutes):
    fr = lang == "fr"
    fr_v, en_v = _DEPARTING[vehicle]
    if city is not None:  # le train pour Lyon / de Lyon
        name = _city(city, lang)
        if leave:
            fr_v, en_v = f"{fr_v} pour {name}", f"{en_v} to {name}"
        else:
            de = f"d'{name}" if name.startswith(_VOWELS) else f"de {name}"
            fr_v, en_v = f"{fr_v} {de}", f"{en_v} from {name}"
    fr_verb, en_verb = ("part", "leave") if leave else ("arrive", "arrive")
    if form in ("when", "what_time"):  # Quand part le train pour Nantes?
        if fr:
            head = "Quand" if form == "when" else "À quelle heure"
            return f"{head} {fr_verb} {fr_v}?"
        head = "When" if form == "when" else "What time"
        return f"{head} does {en_v} {en_verb}?"
    if form == "platform":  # De quel quai part le train pour Lyon?
        if fr:
            return f"De quel quai {fr_verb} {fr_v}?"
        tail = "leave from" if leave else "arrive at"
        return f"Which platform does {en_v} {tail}?"
    if form == "in":  # Le prochain train pour Nice part dans dix minutes.
        if fr:
            return _cap(f"{fr_v} {fr_verb} dans {fr_number(minutes)} minutes.")
        return _cap(f"{en_v} {en_verb}s in {en_number(minutes)} minutes.")
    # at: Le dernier bus part à minuit.
    hour, minute = clock
    if fr:
        at = "à minuit" if hour == 0 else f"à {clock_words(hour, minute, 'fr')}"
        return _cap(f"{fr_v} {fr_verb} {at}.")
    at = "at midnight" if hour == 0 else f"at {clock_words(hour, minute, 'en')}"
    return _cap(f"{en_v} {en_verb}s {at}.")


@builder("left")
def _left(pr, lang, what: int, n: int, where: int, tense: str, only: bool):
    fr_s, fr_p, en_s, en_p, about = LEFT[what]
    fr_w, en_w = _LEFT_WHERE[about][where]
    if lang == "fr":
        verb = {"p": "reste", "i": "restait"}[tense]
        if n == 0:  # Il ne reste plus de places dans le bus.
            return f"Il ne {verb} plus de {fr_p} {fr_w}."
        if n == -1:  # Il n'y a plus de place dans le bus.
            verb = {"p": "a", "i": "avait"}[tense]
            return f"Il n'y {verb} plus de place {fr_w}."
        count = fr_number(n, fr_s in _FEMININE_LEFT)
        noun = fr_s if n == 1 else fr_p
        if only:
            que = "qu'" if count.startswith(_VOWELS) else "que "  # qu'une, qu'onze
            return f"Il ne {verb} {que}{count} {noun} {fr_w}."
        return f"Il {verb} {count} {noun} {fr_w}."
    plural = n != 1
    be = {"p": ("is", "are"), "i": ("was", "were")}[tense][plural]
    if n == 0:
        return f"There {'are' if tense == 'p' else 'were'} no {en_p} left {en_w}."
    if n == -1:  # (room is a mass: is)
        return f"There {'is' if tense == 'p' else 'was'} no more room {en_w}."
    noun = en_p if plural else en_s
    return f"There {be} {'only ' if only else ''}{en_number(n)} {noun} left {en_w}."


def _draw_clock(rng: random.Random) -> tuple[int, int]:
    if rng.random() < 0.1:
        return (0, 0)  # minuit / midnight
    return rng.randint(1, 12), rng.choice((0, 0, 0, 5, 10, 15, 20, 30, 30, 45, 50))


@register("on_the_line", 0.08)
def on_the_line(rng: random.Random, sampler):
    """*Il faut changer au prochain arrêt.* / *You have to change at the next stop.*,
    *Quand part le train pour Nantes?* / *When does the train to Nantes leave?*, *Il
    reste douze places dans le car.* / *There are twelve seats left on the coach.* (see
    the module)"""
    x = rng.random()
    if x < 0.3:
        frame = rng.randrange(len(_CHANGE_FRAMES))
        get = rng.randrange(len(_GET))
        city = _draw_city(rng, False) if get == 0 and rng.random() < 0.2 else None
        args = {"frame": frame, "get": get, "stop": rng.randrange(len(STOPS))}
        args["city"] = city
        verbs = {_GET[get][0]} | (
            {"falloir"} if "faut" in _CHANGE_FRAMES[frame][0] else set()
        )
        return Construction("get_off", args, _lemmas(*verbs))
    if x < 0.65:
        form = rng.choice(
            ("when", "when", "what_time", "what_time", "platform", "in", "at")
        )
        vehicle = rng.randrange(len(_DEPARTING))
        leave = rng.random() < 0.7
        if form in ("platform",):
            vehicle = rng.choice((0, 1, 2, 3))  # (trains leave from platforms)
        plane = _DEPARTING[vehicle][1] == "the plane"
        city = _draw_city(rng, plane) if rng.random() < 0.75 else None
        args = {"form": form, "vehicle": vehicle, "leave": leave, "city": city}
        args["clock"] = _draw_clock(rng)
        args["minutes"] = rng.choice((2, 5, 10, 15, 20, 30))
        return Construction(
            "departure", args, _lemmas("partir" if leave else "arriver")
        )
    what = rng.choices(range(len(LEFT)), (5, 2, 2, 1))[0]
    about = LEFT[what][4]
    y = rng.random()
    n = rng.randint(1, 5) if y < 0.4 else rng.randint(2, 50) if y < 0.8 else 0
    if n == 0 and about == "ride" and rng.random() < 0.5:
        n = -1  # il n'y a plus de place
    where = rng.randrange(len(_LEFT_WHERE[about]))
    if n == -1:
        where = rng.randrange(5)  # (in a vehicle)
    args = {"what": what, "n": n, "where": where, "tense": rng.choice("ppi")}
    args["only"] = n > 0 and rng.random() < 0.2
    return Construction("left", args, _lemmas("avoir" if n == -1 else "rester"))


# --- crowded: Le café où nous avons déjeuné était bondé. -----------------------------

# (French with its article, English with its article, gender, where one does what there)
CROWDED_PLACES = (
    ("le restaurant", "the restaurant", "m", "dine"),
    ("le café", "the café", "m", "dine"),
    ("le train", "the train", "m", "ride"),
    ("le bus", "the bus", "m", "ride"),
    ("le métro", "the metro", "m", "ride"),
    ("la plage", "the beach", "f", "go"),
    ("le musée", "the museum", "m", "go"),
    ("le magasin", "the shop", "m", "go"),
    ("la piscine", "the swimming pool", "f", "go"),
    ("le marché", "the market", "m", "go"),
    ("l'hôtel", "the hotel", "m", "stay"),
)
# (French masculine, English): bondé and complet agree
_FULL = (("bondé", "crowded"), ("bondé", "crowded"), ("plein", "full"))
_FULL += (("complet", "full"), ("vide", "empty"))
# the relative clause of each kind of place: (French past participle, English past)
_DID = {
    "dine": (("dîné", "had dinner", "où"), ("déjeuné", "had lunch", "où")),
    "ride": (("pris", "took", "que"),),
    "go": (("allé", "went", "où"),),
    "stay": (("dormi", "slept", "où"),),
}
_BOOKED = frozenset({"the restaurant", "the hotel", "the train"})
# when it is always so: (French, English)
_WHEN_ALWAYS = (
    ("le matin", "in the morning"),
    ("le soir", "in the evening"),
    ("le samedi", "on Saturdays"),
    ("le dimanche", "on Sundays"),
    ("en été", "in summer"),
)


def _fem(adj: str, gender: str) -> str:
    if gender != "f":
        return adj
    return {"complet": "complète", "plein": "pleine", "vide": "vide"}.get(
        adj, adj + "e"
    )


@builder("crowded")
def _crowded(pr, lang, place: int, full: int, form: str, subj, did: int, when: int):
    fr_p, en_p, gender, kind = CROWDED_PLACES[place]
    fr_adj, en_adj = _FULL[full]
    if lang == "fr":
        adj = _fem(fr_adj, gender)
        if form == "always":
            return _cap(f"{fr_p} est toujours {adj} {_WHEN_ALWAYS[when][0]}.")
        if form == "plain":
            return _cap(f"{fr_p} était {adj}.")
        part, _, rel = _DID[kind][did]
        person = _person(subj)
        if part == "allé":
            plural = person in (4, 5, 6, 7) and not isinstance(subj, Name)
            verb = f"{_ETRE[person]} {_participle('allé', _gender(subj), plural)}"
        else:
            verb = f"{_AVOIR[person]} {part}"
        if rel == "que":
            who = _fr_subject(subj, verb)
            clause = f"qu'{who}" if who.startswith(_VOWELS) else f"que {who}"
        else:
            clause = f"où {_fr_subject(subj, verb)}"
        return _cap(f"{fr_p} {clause} était {adj}.")
    if form == "always":
        return _cap(f"{en_p} is always {en_adj} {_WHEN_ALWAYS[when][1]}.")
    if form == "plain":
        return _cap(f"{en_p} was {en_adj}.")
    _, past, rel = _DID[kind][did]
    link = "that" if rel == "que" else "where"
    if past == "went":  # the museum where we went: the museum we went to
        return _cap(f"{en_p} that {_en_subject(subj)} went to was {en_adj}.")
    return _cap(f"{en_p} {link} {_en_subject(subj)} {past} was {en_adj}.")


@register("crowded", 0.04)
def crowded(rng: random.Random, sampler):
    """*Le café où nous avons déjeuné était bondé.* / *The café where we had lunch was
    crowded.*, *Le métro est toujours bondé le matin.* / *The metro is always
    crowded in the morning.*"""
    place = rng.randrange(len(CROWDED_PLACES))
    kind = CROWDED_PLACES[place][3]
    full = rng.randrange(len(_FULL))
    if _FULL[full][0] == "complet" and CROWDED_PLACES[place][1] not in _BOOKED:
        full = 0  # (a full hotel, restaurant or train: complet)
    form = rng.choice(("did", "did", "did", "always", "plain"))
    if form == "always" and kind == "stay":
        form = "plain"  # (not "the hotel is always full in the morning")
    if form == "always" and _FULL[full][0] == "vide":
        full = 0
    if kind == "stay" and _FULL[full][0] == "bondé":
        full = 3  # (a hotel is complet, not bondé)
    subj = _draw_subject(rng) if form == "did" else None
    did = rng.randrange(len(_DID[kind]))
    args = {"place": place, "full": full, "form": form, "subj": subj, "did": did}
    args["when"] = rng.randrange(len(_WHEN_ALWAYS))
    return Construction("crowded", args, _lemmas("être"))
