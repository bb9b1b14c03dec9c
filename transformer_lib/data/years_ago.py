"""Kinds of sentence of version 3: years, *il y a* at the head of a sentence, *depuis* an
event and *pendant* a stretch of time (beside the *il y a* at the end of
:mod:`.time_phrases`' ``ago``).

- ``years``: a year in French words or figures, in English figures: *Je suis né en mille
  neuf cent quatre-vingt-dix.* / *I was born in 1990.*, *Elle habite à Lyon depuis
  2015.* / *She has lived in Lyon since 2015.*, *En 2020, nous habitions à Nantes.* / *In
  2020, we lived in Nantes.*, *Ce pont a été construit en 1962.* / *This bridge was built
  in 1962.*;
- ``ago_head``: *il y a* + a duration, "ago", at the head of a sentence (or after a
  clause in the imparfait): *Il y a deux semaines, j'étais à Lyon.* / *Two weeks ago, I
  was in Lyon.*, *Il y a trois jours, Paul a perdu ses clés.* / *Three days ago, Paul
  lost his keys.*, *Elle était malade il y a un mois.* / *She was ill a month ago.*;
- ``since_event``: *depuis* + an event, the English present perfect: *Il est triste
  depuis le départ de son ami.* / *He has been sad since his friend left.*, *Nous sommes
  heureux depuis notre mariage.* / *We have been happy since our wedding.*, *Elle est
  fatiguée depuis la naissance de sa fille.* / *She has been tired since her daughter was
  born.*;
- ``during_period``: *pendant* + a stretch of time: *Il faisait froid pendant la nuit.* / *It
  was cold during the night.*, *Il a plu pendant le week-end.* / *It rained during the
  weekend.*, *J'ai lu un livre pendant le voyage.* / *I read a book during the
  journey.*
"""

from __future__ import annotations

import random
from dataclasses import replace

from .kind_parts import (
    Construction,
    Name,
    builder,
    draw_name,
    everyday_pronoun,
    fr_number,
    lemmas_of,
    lower_first,
    person_number,
    subject_tree,
)
from .kinds_v3 import register
from .names import CITIES
from .structures import Sentence, _lemmas
from .time_phrases import _clause, duration_words

__all__ = ["BUILT", "EVENTS", "PERIODS", "event_words", "fr_year"]


def fr_year(year: int, style: int = 0) -> str:
    """*mille neuf cent quatre-vingt-dix* (``style`` 1: *dix-neuf cent
    quatre-vingt-dix*), *deux mille vingt*; ``year`` 1901 to 2099."""
    if year < 2000:
        head = "dix-neuf cent" if style else "mille neuf cent"
        rest = year - 1900
    else:
        head, rest = "deux mille", year - 2000
    return head + (f" {fr_number(rest)}" if rest else "")


def _year(year: int, words: int, lang: str) -> str:
    """In French words (``words`` 1 or 2: the spelling of :func:`fr_year`) or figures;
    in English always figures."""
    if lang == "fr" and words:
        return fr_year(year, words - 1)
    return str(year)


def _subject(rng):
    """A pronoun (three times in four) or a first name."""
    return everyday_pronoun(rng) if rng.random() < 0.75 else draw_name(rng)


def _s(pr, subj, lang, verb, *rest):
    return pr.S(subject_tree(pr, subj, lang), pr.VP(verb, *rest))


def _text(s) -> str:
    return s.realize().strip()[:-1]


# --- years ---------------------------------------------------------------------------------

# (French, gender, English) of what was built in a year
BUILT = (
    ("pont", "m", "bridge"),
    ("maison", "f", "house"),
    ("église", "f", "church"),
    ("école", "f", "school"),
    ("immeuble", "m", "building"),
    ("gare", "f", "station"),
    ("musée", "m", "museum"),
    ("stade", "m", "stadium"),
    ("hôpital", "m", "hospital"),
    ("bibliothèque", "f", "library"),
)


@builder("years")
def _years(pr, lang, form: str, subj, year: int, words: int, place: int):
    fr = lang == "fr"
    y = _year(year, words, lang)
    city = CITIES[place][0 if fr else 1]
    if form == "built":  # Ce pont a été construit en 1962.
        noun, gender, en = BUILT[subj]
        if fr:
            det = "Cette" if gender == "f" else "Cet" if noun[0] in "aeéiouh" else "Ce"
            built = "construite" if gender == "f" else "construit"
            return f"{det} {noun} a été {built} en {y}."
        return f"This {en} was built in {y}."
    if form == "born":  # Je suis né en 1990.
        if fr:
            return _text(_s(pr, subj, lang, pr.V("naître").aux("êt")).t("pc")) + (
                f" en {y}."
            )
        pe, n = person_number(subj)
        be = "was" if n == "s" and pe != 2 else "were"
        who = _text(_s(pr, subj, lang, pr.V("be")))
        return f"{who.rsplit(' ', 1)[0]} {be} born in {y}."
    if form == "lived":  # Elle habite à Lyon depuis 2015.
        if fr:
            return _text(_s(pr, subj, lang, pr.V("habiter"), pr.Q(f"à {city}"))) + (
                f" depuis {y}."
            )
        s = _s(pr, subj, lang, pr.V("live"), pr.Q(f"in {city}")).typ({"perf": True})
        return _text(s) + f" since {y}."
    if form == "went":  # Nous sommes allés à Rome en 2019.
        if fr:
            s = _s(pr, subj, lang, pr.V("aller").aux("êt"), pr.Q(f"à {city}"))
            return _text(s.t("pc")) + f" en {y}."
        return _text(_s(pr, subj, lang, pr.V("go"), pr.Q(f"to {city}")).t("ps")) + (
            f" in {y}."
        )
    # "in_year": En 2020, nous habitions à Nantes.
    if fr:
        s = _s(pr, subj, lang, pr.V("habiter"), pr.Q(f"à {city}")).t("i")
        return f"En {y}, {lower_first(_text(s))}."
    s = _s(pr, subj, lang, pr.V("live"), pr.Q(f"in {city}")).t("ps")
    return f"In {y}, {lower_first(_text(s))}."


@register("years", 0.06)
def years(rng: random.Random, sampler):
    """*Je suis né en mille neuf cent quatre-vingt-dix.* / *I was born in 1990.*"""
    form = rng.choice(("born", "born", "born", "lived", "went", "in_year", "built"))
    year = rng.randint(1950, 2030 if form == "built" else 2025)
    words = rng.choices((0, 1, 2), (0.45, 0.45, 0.1))[0] if year < 2000 else 0
    if year >= 2000 and rng.random() < 0.5:
        words = 1
    verb = {"born": "naître", "lived": "habiter", "went": "aller"}
    verb |= {"in_year": "habiter", "built": "construire"}
    lemmas = lemmas_of(verbs=(verb[form],))
    if form == "built":
        subj = rng.randrange(len(BUILT))
        lemmas["noun"].add(BUILT[subj][0])
    else:
        subj = _subject(rng)
    args = {"form": form, "subj": subj, "year": year, "words": words}
    args["place"] = rng.randrange(len(CITIES))
    return Construction("years", args, lemmas)


# --- ago_head: Il y a deux semaines, j'étais à Lyon --------------------------------------

# (French after être / avoir in the imparfait, English after be, how: "place", "adj")
_THEN = (
    ("city", "city", "place"),
    ("malade", "ill", "adj"),
    ("fatigué", "tired", "adj"),
    ("content", "happy", "adj"),
    ("en vacances", "on holiday", "place"),
    ("à la maison", "at home", "place"),
    ("au travail", "at work", "place"),
    ("à l'école", "at school", "place"),
    ("à l'hôpital", "in hospital", "place"),
)


def _ago(when: tuple, lang: str) -> str:
    words = duration_words(when[0], when[1], lang)
    return f"il y a {words}" if lang == "fr" else f"{words} ago"


@builder("ago_head")
def _ago_head(pr, lang, form: str, subj, what: int, place: int, when: tuple, head):
    fr = lang == "fr"
    if form == "clause":  # Il y a trois jours, Paul a perdu ses clés.
        text = _clause(pr, lang, subj, end="")
    else:  # j'étais à Lyon / I was in Lyon
        fr_w, en_w, how = _THEN[what]
        if fr_w == "city":
            fr_w, en_w = f"à {CITIES[place][0]}", f"in {CITIES[place][1]}"
        if fr:
            rest = pr.A(fr_w) if how == "adj" else pr.Q(fr_w)
            text = _text(_s(pr, subj, lang, pr.V("être"), rest).t("i"))
        else:
            text = _text(_s(pr, subj, lang, pr.V("be"), pr.Q(en_w)).t("ps"))
    ago = _ago(when, lang)
    if head:
        return f"{ago[:1].upper()}{ago[1:]}, {lower_first(text)}."
    return f"{text} {ago}."


@register("ago_head", 0.05)
def ago_head(rng: random.Random, sampler):
    """*Il y a deux semaines, j'étais à Lyon.* / *Two weeks ago, I was in Lyon.*"""
    unit = rng.choice((1, 2, 2, 3, 3, 4, 4, 5))
    n = rng.choice((1, 2, 2, 3, 4, 5, 6, 10))
    if unit == 1:
        n = rng.choice((1, 2, 3))
    when = (0 if rng.random() < 0.06 else n, unit)  # (il y a longtemps)
    args = {"place": rng.randrange(len(CITIES)), "when": when, "what": 0}
    if rng.random() < 0.45:
        for _ in range(10):  # (a clause of the common grammar in the passé composé)
            c = replace(sampler.clause("pc"), adv=None, adverb=None, question=False)
            if c.negation == "pas" and c.tense == "pc":
                break
        c.negation, c.tense = "pas", "pc"
        args.update(form="clause", subj=c, head=True)
        return Construction("ago_head", args, _lemmas(Sentence([c])))
    subj = _subject(rng)
    what = rng.choice((0, 0, 0, *range(len(_THEN))))
    args.update(form="be", subj=subj, what=what, head=rng.random() < 0.7)
    lemmas = lemmas_of(verbs=("être",))
    if _THEN[what][2] == "adj":
        lemmas["adj"].add(_THEN[what][0])
    return Construction("ago_head", args, lemmas)


# --- since_event: Il est triste depuis le départ de son ami ------------------------------

# (French, English) of the states since an event
# (French, English, the events it follows: "-" sad ones, "+" happy ones, "0" any)
_STATES = (
    ("triste", "sad", "-"),
    ("heureux", "happy", "+"),
    ("fatigué", "tired", "0"),
    ("malade", "ill", "-"),
    ("inquiet", "worried", "-"),
    ("calme", "calm", "+"),
    ("nerveux", "nervous", "-"),
    ("content", "happy", "+"),
)
# the people of an event: (French, gender, English)
_KIN = (
    ("ami", "m", "friend"),
    ("amie", "f", "friend"),
    ("frère", "m", "brother"),
    ("sœur", "f", "sister"),
    ("fils", "m", "son"),
    ("fille", "f", "daughter"),
    ("père", "m", "father"),
    ("mère", "f", "mother"),
    ("grand-mère", "f", "grandmother"),
    ("grand-père", "m", "grandfather"),
    ("chat", "m", "cat"),
    ("chien", "m", "dog"),
)
# events: (French with {kin} or {poss}, English, gender of the owned noun, the kin who
# can be in it)
# events: (French with {kin} or {poss}, English, gender of the owned noun, the kin who
# can be in it, the states after it: "-" sad, "+" happy, "0" any)
EVENTS = (
    ("le départ de {kin}", "{kin} left", None, range(10), "-"),
    ("l'arrivée de {kin}", "{kin} arrived", None, range(10), "+"),
    ("la mort de {kin}", "{kin} died", None, (6, 7, 8, 9, 10, 11), "-"),
    ("la naissance de {kin}", "{kin} was born", None, (2, 3, 4, 5), "+"),
    ("{poss} mariage", "{poss} wedding", "m", (), "+"),
    ("{poss} divorce", "{poss} divorce", "m", (), "-"),
    ("{poss} accident", "{poss} accident", "m", (), "-"),
    ("{poss} opération", "{poss} operation", "f", (), "-"),
    ("{poss} déménagement", "{poss} move", "m", (), "0"),
    ("l'accident", "the accident", None, (), "-"),
    ("le début des vacances", "the start of the holidays", None, (), "+"),
    ("la fin des vacances", "the end of the holidays", None, (), "-"),
    ("la rentrée", "the start of the school year", None, (), "0"),
    ("ce matin", "this morning", None, (), "0"),
    ("hier soir", "last night", None, (), "0"),
)
# the possessives of each subject pronoun (je tu il elle nous vous ils elles): French
# masculine, feminine; English
_POSS = (
    ("mon", "ma", "my"),
    ("ton", "ta", "your"),
    ("son", "sa", "his"),
    ("son", "sa", "her"),
    ("notre", "notre", "our"),
    ("votre", "votre", "your"),
    ("leur", "leur", "their"),
    ("leur", "leur", "their"),
)


def _poss(subj, gender: str, noun: str, lang: str) -> str:
    if isinstance(subj, Name):
        row = _POSS[2 if subj.gender == "m" else 3]
    else:
        row = _POSS[subj.index]
    if lang == "en":
        return row[2]
    return row[0] if gender == "m" or noun[0] in "aeéiouh" else row[1]


def event_words(subj, event: int, kin: int, lang: str) -> str:
    """*le départ de son ami* / *his friend left*, *notre mariage* / *our wedding*."""
    fr_e, en_e, gender, _, _ = EVENTS[event]
    if lang == "fr":
        if "{kin}" in fr_e:
            noun, g, _ = _KIN[kin]
            return fr_e.format(kin=f"{_poss(subj, g, noun, lang)} {noun}")
        if "{poss}" in fr_e:
            noun = fr_e.split()[-1]
            return fr_e.format(poss=_poss(subj, gender, noun, lang))
        return fr_e
    if "{kin}" in en_e:
        return en_e.format(kin=f"{_poss(subj, 'm', '', lang)} {_KIN[kin][2]}")
    return en_e.format(poss=_poss(subj, "m", "", lang))


@builder("since_event")
def _since_event(pr, lang, subj, state: int, event: int, kin: int):
    fr = lang == "fr"
    if fr:
        s = _s(pr, subj, lang, pr.V("être"), pr.A(_STATES[state][0]))
        return f"{_text(s)} depuis {event_words(subj, event, kin, lang)}."
    s = _s(pr, subj, lang, pr.V("be"), pr.A(_STATES[state][1])).typ({"perf": True})
    return f"{_text(s)} since {event_words(subj, event, kin, lang)}."


@register("since_event", 0.05)
def since_event(rng: random.Random, sampler):
    """*Il est triste depuis le départ de son ami.* / *He has been sad since his friend
    left.*"""
    subj = _subject(rng)
    event = rng.choices(range(len(EVENTS)), [3, 2, 2, 2, 2, 1, 1, 1, 1] + [1] * 6)[0]
    kins = EVENTS[event][3]
    kin = rng.choice(kins) if kins else 0
    mood = EVENTS[event][4]
    states = [i for i, st in enumerate(_STATES) if mood == "0" or st[2] in (mood, "0")]
    state = rng.choice(states)
    args = {"subj": subj, "state": state, "event": event, "kin": kin}
    lemmas = lemmas_of(verbs=("être",), adjs=(_STATES[state][0],))
    return Construction("since_event", args, lemmas)


# --- during: Il faisait froid pendant la nuit ---------------------------------------------

# (French, English, weather goes with it?)
PERIODS = (
    ("la nuit", "the night", True),
    ("la journée", "the day", True),
    ("les vacances", "the holidays", True),
    ("le week-end", "the weekend", True),
    ("la semaine", "the week", True),
    ("l'été", "the summer", True),
    ("l'hiver", "the winter", True),
    ("le voyage", "the journey", True),
    ("la matinée", "the morning", True),
    ("la soirée", "the evening", True),
    ("le film", "the film", False),
    ("le cours", "the lesson", False),
    ("le repas", "the meal", False),
    ("la réunion", "the meeting", False),
    ("le match", "the match", False),
    ("le concert", "the concert", False),
)
# the weather: (French, English, tense)
_WEATHER = (
    ("Il faisait froid", "It was cold", "faire"),
    ("Il faisait chaud", "It was hot", "faire"),
    ("Il faisait très froid", "It was very cold", "faire"),
    ("Il a plu", "It rained", "pleuvoir"),
    ("Il a neigé", "It snowed", "neiger"),
    ("Il a gelé", "It froze", "geler"),
    ("Il pleuvait", "It was raining", "pleuvoir"),
    ("Il neigeait", "It was snowing", "neiger"),
    ("Il y avait du vent", "It was windy", "avoir"),
)


@builder("during_period")
def _during(pr, lang, clause, weather: int, period: int):
    fr = lang == "fr"
    when = ("pendant " if fr else "during ") + PERIODS[period][not fr]
    if clause is None:
        return f"{_WEATHER[weather][not fr]} {when}."
    return _clause(pr, lang, clause, when)


@register("during_period", 0.04)
def during(rng: random.Random, sampler):
    """*Il faisait froid pendant la nuit.* / *It was cold during the night.*"""
    if rng.random() < 0.5:
        weather = rng.randrange(len(_WEATHER))
        period = rng.choice([i for i, p in enumerate(PERIODS) if p[2]])
        args = {"clause": None, "weather": weather, "period": period}
        return Construction(
            "during_period", args, lemmas_of(verbs=(_WEATHER[weather][2],))
        )
    for _ in range(10):  # (a clause of the common grammar in the passé composé)
        c = replace(sampler.clause("pc"), adv=None, adverb=None, question=False)
        if c.negation == "pas" and c.tense == "pc":
            break
    c.negation, c.tense = "pas", "pc"
    args = {"clause": c, "weather": 0, "period": rng.randrange(len(PERIODS))}
    return Construction("during_period", args, _lemmas(Sentence([c])))
