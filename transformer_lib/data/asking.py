"""Kinds of sentence of version 3: where one put things, what was left open or on, how one
gets somewhere (hand-made tables on both sides).

- ``where_put``: *mettre* with a place asked or said is *put* (not *put on*): *Où as-tu
  mis mes lunettes?* / *Where did you put my glasses?*, *Où est-ce que j'ai mis mes clés?*
  / *Where did I put my keys?*, *J'ai mis ton sac sous le lit.* / *I put your bag under
  the bed.*
- ``left_open``: *laisser* + a noun phrase + an adjective: *Qui a laissé la porte
  ouverte?* / *Who left the door open?*, *Tu as laissé la lumière allumée.* / *You left
  the light on.*, *Ne laisse pas la fenêtre ouverte.* / *Do not leave the window open.*
- ``how_get``: *comment* + *aller à*: how one travels: *Comment vas-tu à l'école?* / *How
  do you get to school?*, *Comment es-tu allée à la gare?* / *How did you get to the
  station?*
"""

from __future__ import annotations

import random

from .kind_parts import Construction, builder, lemmas_of
from .kinds_v3 import register
from .lexicon import PRONOUNS

JE, TU, IL, ELLE, NOUS, VOUS, ILS, ELLES = range(8)
_AVOIR = ("ai", "as", "a", "a", "avons", "avez", "ont", "ont")
_VOWELS = "aeéèêiouyh"

# --- where_put ----------------------------------------------------------------------------

# what one puts somewhere: French noun, gender, number, English
PUT_THINGS = (
    ("clés", "f", "p", "keys"),
    ("lunettes", "f", "p", "glasses"),
    ("sac", "m", "s", "bag"),
    ("téléphone", "m", "s", "phone"),
    ("livre", "m", "s", "book"),
    ("manteau", "m", "s", "coat"),
    ("parapluie", "m", "s", "umbrella"),
    ("portefeuille", "m", "s", "wallet"),
    ("chaussures", "f", "p", "shoes"),
    ("valise", "f", "s", "suitcase"),
    ("stylo", "m", "s", "pen"),
    ("écharpe", "f", "s", "scarf"),
    ("argent", "m", "s", "money"),
    ("gants", "m", "p", "gloves"),
    ("montre", "f", "s", "watch"),
    ("cahier", "m", "s", "exercise book"),
)
# whose it is: the French determiners (m s, f s, p, before a vowel), English
OWNERS = {
    "je": (("mon", "ma", "mes", "mon"), "my"),
    "tu": (("ton", "ta", "tes", "ton"), "your"),
    "nous": (("notre", "notre", "nos", "notre"), "our"),
    "le": (("le", "la", "les", "l'"), "the"),
}
# where it was put: French, English
PUT_PLACES = (
    ("sur la table", "on the table"),
    ("dans le tiroir", "in the drawer"),
    ("dans la cuisine", "in the kitchen"),
    ("sous le lit", "under the bed"),
    ("dans la voiture", "in the car"),
    ("sur le bureau", "on the desk"),
    ("près de la porte", "by the door"),
    ("dans l'entrée", "in the hall"),
    ("dans le placard", "in the cupboard"),
    ("sur l'étagère", "on the shelf"),
)
# question subjects: the inverted French after "Où", English "did X"
_ASKED = {
    TU: "as-tu",
    VOUS: "avez-vous",
    IL: "a-t-il",
    ELLE: "a-t-elle",
    ILS: "ont-ils",
    ELLES: "ont-elles",
}


def owned(thing: int, owner: str, lang: str) -> str:
    """*mes lunettes* / *my glasses*, *l'argent* / *the money*, *mon écharpe*."""
    fr, gender, number, en = PUT_THINGS[thing]
    dets, en_det = OWNERS[owner]
    if lang != "fr":
        return f"{en_det} {en}"
    if number == "p":
        return f"{dets[2]} {fr}"
    if fr[0] in _VOWELS:
        return dets[3] + ("" if dets[3].endswith("'") else " ") + fr
    return f"{dets[0 if gender == 'm' else 1]} {fr}"


def _subject_fr(subj: int, verb: str) -> str:
    """*j'ai*, *tu as*: a subject pronoun and the verb after it (elided before a vowel)."""
    pro = PRONOUNS[subj][0]
    if pro == "je" and verb[0] in _VOWELS:
        return "j'" + verb
    return f"{pro} {verb}"


@builder("where_put")
def _where_put(pr, lang, subj: int, thing: int, owner: str, place, form: str):
    """``form``: "inv" (*Où as-tu mis ...?*), "esk" (*Où est-ce que tu as mis ...?*) or
    "said" (*J'ai mis ... sur la table.*, ``place`` an index of PUT_PLACES)."""
    what = owned(thing, owner, lang)
    if lang == "fr":
        if form == "inv":
            return f"Où {_ASKED[subj]} mis {what}?"
        if form == "esk":
            clause = _subject_fr(subj, _AVOIR[subj])
            que = "qu'" if clause[0] in _VOWELS else "que "
            return f"Où est-ce {que}{clause} mis {what}?"
        text = _subject_fr(subj, _AVOIR[subj]) + f" mis {what} {PUT_PLACES[place][0]}."
        return text[0].upper() + text[1:]
    who = PRONOUNS[subj][1]
    if form != "said":
        return f"Where did {who} put {what}?"
    who = who if who == "I" else who.capitalize()
    return f"{who} put {what} {PUT_PLACES[place][1]}."


@register("where_put", 0.04)
def where_put(rng: random.Random, sampler):
    """*Où as-tu mis mes lunettes?* / *Where did you put my glasses?*"""
    thing = rng.randrange(len(PUT_THINGS))
    place = None
    if rng.random() < 0.6:
        form = "inv" if rng.random() < 0.6 else "esk"
        subj = rng.choice((TU, TU, TU, VOUS, VOUS, IL, ELLE, ILS) + (JE,) * 2)
        if subj == JE:
            form = "esk"  # (not *Où ai-je mis*)
    else:
        form = "said"
        subj = rng.choice(range(8))
        place = rng.randrange(len(PUT_PLACES))
    owners = ["le", "je"] + (["tu"] if subj not in (TU, VOUS) else [])
    args = {"subj": subj, "thing": thing, "owner": rng.choice(owners), "place": place}
    args["form"] = form
    return Construction("where_put", args, lemmas_of(verbs=("mettre",)))


# --- left_open ----------------------------------------------------------------------------

# what is left: French noun, gender, number, English, French adjective (m s), English
LEFT = (
    ("porte", "f", "s", "door", "ouvert", "open"),
    ("fenêtre", "f", "s", "window", "ouvert", "open"),
    ("fenêtres", "f", "p", "windows", "ouvert", "open"),
    ("lumière", "f", "s", "light", "allumé", "on"),
    ("lumières", "f", "p", "lights", "allumé", "on"),
    ("télé", "f", "s", "TV", "allumé", "on"),
    ("radio", "f", "s", "radio", "allumé", "on"),
    ("four", "m", "s", "oven", "allumé", "on"),
    ("ordinateur", "m", "s", "computer", "allumé", "on"),
    ("robinet", "m", "s", "tap", "ouvert", "on"),
    ("frigo", "m", "s", "fridge", "ouvert", "open"),
    ("porte du jardin", "f", "s", "garden door", "ouvert", "open"),
    ("chauffage", "m", "s", "heating", "allumé", "on"),
)


def _left_np(i: int, lang: str) -> str:
    fr, gender, number, en, adj, en_adj = LEFT[i]
    if lang != "fr":
        return f"the {en} {en_adj}"
    adj += ("e" if gender == "f" else "") + ("s" if number == "p" else "")
    det = (
        "les "
        if number == "p"
        else "l'"
        if fr[0] in _VOWELS
        else ("le ", "la ")[gender == "f"]
    )
    return f"{det}{fr} {adj}"


@builder("left_open")
def _left_open(pr, lang, what: int, form: str, subj: int):
    """``form``: "who" (*Qui a laissé ...?*), "said", "not" (*Je n'ai pas laissé ...*),
    "dont" (*Ne laisse pas ...* to tu, *Ne laissez pas ...* to vous: ``subj``)."""
    np = _left_np(what, lang)
    fr = lang == "fr"
    if form == "who":
        return f"Qui a laissé {np}?" if fr else f"Who left {np}?"
    if form == "dont":
        if fr:
            return f"Ne {'laisse' if subj == TU else 'laissez'} pas {np}."
        return f"Do not leave {np}."
    if fr:
        if form == "not":
            pro = PRONOUNS[subj][0]
            head = ("je n'" if pro == "je" else f"{pro} n'") + _AVOIR[subj] + " pas"
        else:
            head = _subject_fr(subj, _AVOIR[subj])
        text = f"{head} laissé {np}."
        return text[0].upper() + text[1:]
    who = PRONOUNS[subj][1]
    who = who if who == "I" else who.capitalize()
    if form == "not":
        return f"{who} did not leave {np}."
    return f"{who} left {np}."


@register("left_open", 0.03)
def left_open(rng: random.Random, sampler):
    """*Qui a laissé la porte ouverte?* / *Who left the door open?*"""
    form = rng.choices(("who", "said", "not", "dont"), (4, 3, 2, 2))[0]
    subj = rng.choice((TU, VOUS)) if form == "dont" else rng.randrange(8)
    args = {"what": rng.randrange(len(LEFT)), "form": form, "subj": subj}
    return Construction("left_open", args, lemmas_of(verbs=("laisser",)))


# --- how_get ------------------------------------------------------------------------------

# where one goes: French after "aller", English after "get"
GET_TO = (
    ("à l'école", "to school"),
    ("au travail", "to work"),
    ("au bureau", "to the office"),
    ("à la gare", "to the station"),
    ("à la plage", "to the beach"),
    ("à la piscine", "to the pool"),
    ("à l'aéroport", "to the airport"),
    ("en ville", "into town"),
    ("au marché", "to the market"),
    ("à l'hôpital", "to the hospital"),
    ("à l'université", "to university"),
    ("au stade", "to the stadium"),
)
# aller by tense and person: present inverted, passé composé (être) inverted, future
_GO = {
    "p": ("vas-tu", "allez-vous", "va-t-il", "va-t-elle", "vont-ils", "vont-elles"),
    "pc": ("es-tu", "êtes-vous", "est-il", "est-elle", "sont-ils", "sont-elles"),
    "f": ("iras-tu", "irez-vous", "ira-t-il", "ira-t-elle", "iront-ils", "iront-elles"),
}
_GO_SUBJECTS = (TU, VOUS, IL, ELLE, ILS, ELLES)


@builder("how_get")
def _how_get(pr, lang, subj: int, tense: str, where: int, gender: str):
    """*Comment vas-tu à l'école?* / *How do you get to school?*; ``gender`` of tu and
    vous (the participle of the passé composé: *Comment êtes-vous allées ...?*)."""
    k = _GO_SUBJECTS.index(subj)
    if lang == "fr":
        verb = _GO[tense][k]
        if tense == "pc":
            plural = subj in (VOUS, ILS, ELLES) and not (subj == VOUS and gender[1:])
            fem = gender[0] == "f" if subj in (TU, VOUS) else subj in (ELLE, ELLES)
            verb += " allé" + ("e" if fem else "") + ("s" if plural else "")
        return f"Comment {verb} {GET_TO[where][0]}?"
    who = PRONOUNS[subj][1]
    aux = {"p": "does" if subj in (IL, ELLE) else "do", "pc": "did", "f": "will"}
    return f"How {aux[tense]} {who} get {GET_TO[where][1]}?"


@register("how_get", 0.03)
def how_get(rng: random.Random, sampler):
    """*Comment vas-tu à l'école?* / *How do you get to school?*"""
    subj = rng.choice((TU, TU, TU, VOUS, VOUS, IL, ELLE, ILS, ELLES))
    tense = rng.choices(("p", "pc", "f"), (6, 3, 1))[0]
    # (gender: "m" or "f"; "ms"/"fs": vous said to one person, the participle singular)
    gender = rng.choice("mf") + ("s" if subj == VOUS and rng.random() < 0.5 else "")
    args = {"subj": subj, "tense": tense, "where": rng.randrange(len(GET_TO))}
    args["gender"] = gender
    return Construction("how_get", args, lemmas_of(verbs=("aller",)))
