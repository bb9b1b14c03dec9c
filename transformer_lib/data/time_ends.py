"""Kinds of sentence of version 3: short sentences that end with a time, and habits of
the past (the sun and the dark are in :mod:`.sky`; how fast, near home and *chez* in
:mod:`.speed_home`).

- ``time_end``: a short clause of every tense with a time at its end (or first, with a
  comma): *Nous serons là à six heures.* / *We will be there at six o'clock.*, *Elle aura
  dix-huit ans en juillet.* / *She will be eighteen in July.*, *Nous partons en vacances
  en août.* / *We go on holiday in August.* (a month or a season in the present: a habit,
  the simple present), *Je pars demain matin.* / *I am leaving tomorrow morning.* (a verb
  of going with a day to come: the present progressive), *L'année prochaine, nous
  serons en vacances.* / *Next year, we will be on holiday.*; *partir en vacances* / *go
  on holiday*, *être en vacances* / *be on holiday*, *rentrer de vacances* / *come back
  from holiday*; and *venir de*: *Mes amis viennent de rentrer de vacances.* / *My
  friends have just come back from holiday.*, *Le facteur vient de passer.* / *The
  postman has just come by.*;
- ``used_to``: *avant* or *quand j'étais petit* with the imparfait of a habit, always
  *used to*: *Avant, j'habitais à Lyon.* / *I used to live in Lyon.*, *Quand nous étions
  petits, nous jouions au foot.* / *When we were little, we used to play football.*
"""

from __future__ import annotations

import random

from .kind_parts import (
    Construction,
    builder,
    draw_subject,
    en_number,
    everyday_pronoun,
    fr_number,
    lemmas_of,
    lower_first,
    person_number,
    subject_tree,
)
from .kinds_v3 import register
from .names import CITIES
from .structures import NounPhrase
from .times import DAYS, MONTHS, clock_words

__all__ = ["PREDICATES", "USED_TO"]


# --- time_end ----------------------------------------------------------------------------

# (French verb, French rest, English verb, English rest, a verb of going (être in the
# passé composé, the progressive with a day to come), the kinds of time it takes)
PREDICATES = (
    ("être", "là", "be", "there", False, "clock day near far"),
    (
        "partir",
        "en vacances",
        "go",
        "on holiday",
        True,
        "month season day near far past",
    ),
    (
        "être",
        "en vacances",
        "be",
        "on holiday",
        False,
        "month season day far past",
    ),
    ("rentrer", "de vacances", "come", "back from holiday", True, "day near far past"),
    ("arriver", "", "arrive", "", True, "clock day near far past"),
    ("partir", "", "leave", "", True, "clock day near far past"),
    ("revenir", "", "come", "back", True, "clock day near far past month"),
    ("être", "à la maison", "be", "at home", False, "clock day near"),
    ("passer", "", "come", "by", True, "day near past"),
    ("avoir", "{n} ans", "be", "{n}", False, "month day year"),
    ("commencer", "l'école", "start", "school", False, "month far past"),
    ("rentrer", "à la maison", "go", "home", True, "clock day near past"),
    ("avoir", "un examen", "have", "an exam", False, "day near far past"),
)
# what comes, and what was: (French, English, "next" or "past", "near" or "far";
# "year": what an age takes)
POINTS = (
    ("aujourd'hui", "today", "next", "near year"),
    ("ce soir", "this evening", "next", "near"),
    ("demain", "tomorrow", "next", "near year"),
    ("demain matin", "tomorrow morning", "next", "near"),
    ("demain soir", "tomorrow evening", "next", "near"),
    ("ce week-end", "this weekend", "next", "near"),
    ("la semaine prochaine", "next week", "next", "far year"),
    ("le mois prochain", "next month", "next", "far year"),
    ("l'année prochaine", "next year", "next", "far year"),
    ("cet été", "this summer", "next", "far"),
    ("bientôt", "soon", "next", "near far year"),
    ("hier", "yesterday", "past", "near"),
    ("hier soir", "last night", "past", "near"),
    ("ce matin", "this morning", "past", "near"),
    ("la semaine dernière", "last week", "past", "far"),
    ("le mois dernier", "last month", "past", "far"),
    ("l'année dernière", "last year", "past", "far"),
    ("l'été dernier", "last summer", "past", "far"),
)
SEASONS = (
    ("au printemps", "in spring"),
    ("en été", "in summer"),
    ("en automne", "in autumn"),
    ("en hiver", "in winter"),
)
_EN_PP = {"come": "come", "go": "gone", "arrive": "arrived", "leave": "left"}


def when_words(when: tuple, lang: str) -> str:
    """("clock", h, m), ("month", i), ("season", i), ("day", i), ("point", i)."""
    fr = lang == "fr"
    kind = when[0]
    if kind == "clock":
        return ("à " if fr else "at ") + clock_words(when[1], when[2], lang)
    if kind == "month":
        return ("en " if fr else "in ") + MONTHS[when[1]][not fr]
    if kind == "season":
        return SEASONS[when[1]][not fr]
    if kind == "day":
        return DAYS[when[1]][0] if fr else "on " + DAYS[when[1]][1]
    return POINTS[when[1]][not fr]


def _rest(text: str, n) -> str:
    if n is None:
        return text
    return text.format(n=fr_number(n) if "ans" in text else en_number(n))


@builder("time_end")
def _time_end(pr, lang, subj, what: int, tense: str, when, first: bool, n=None):
    fr_verb, fr_rest, en_verb, en_rest, going, _ = PREDICATES[what]
    fr = lang == "fr"
    subject = subject_tree(pr, subj, lang)
    if fr:
        rest = [pr.Q(_rest(fr_rest, n))] if fr_rest else []
        v = pr.V(fr_verb).aux("êt") if going else pr.V(fr_verb)
        if tense == "aller":
            s = pr.S(subject, pr.VP(pr.V("aller"), pr.VP(v, *rest).t("b")))
        elif tense == "vdi":  # venir de + infinitive
            inf = pr.VP(v, *rest).t("b")
            s = pr.S(subject, pr.VP(pr.V("venir"), pr.PP(pr.P("de"), inf)))
        else:  # (a state of the past: the imparfait, j'étais en vacances)
            t = "i" if tense == "pc" and fr_verb == "être" else tense
            s = pr.S(subject, pr.VP(v, *rest)).t(t)
    else:
        words = _rest(en_rest, n)
        rest = [pr.Q(words)] if words else []
        if tense == "aller":
            to = pr.Q(f"to {en_verb}" + (f" {words}" if words else ""))
            s = pr.S(subject, pr.VP(pr.V("go"), to)).typ({"prog": True})
        elif tense == "vdi":  # have just come back
            pp = _EN_PP[en_verb] + (f" {words}" if words else "")
            s = pr.S(subject, pr.VP(pr.V("have"), pr.Q(f"just {pp}")))
        else:
            s = pr.S(subject, pr.VP(pr.V(en_verb), *rest))
            s = s.t({"p": "p", "pc": "ps", "f": "f"}[tense])
            if (
                tense == "p"
                and going
                and when is not None
                and when[0] in ("day", "point")
            ):
                s = s.typ({"prog": True})  # je pars demain / I am leaving tomorrow
    text = s.realize().strip()[:-1]
    if when is None:
        return text + "."
    time = when_words(when, lang)
    if first:
        return f"{time[:1].upper()}{time[1:]}, {lower_first(text)}."
    return f"{text} {time}."


# people of a short sentence: (French noun, may be plural)
_PEOPLE = (
    ("ami", True),
    ("frère", True),
    ("soeur", True),
    ("sœur", True),
    ("père", False),
    ("mère", False),
    ("cousin", True),
    ("voisin", True),
    ("oncle", False),
    ("tante", False),
    ("fils", False),
    ("grand-père", False),
    ("grand-mère", False),
    ("parent", None),
    ("grand-parent", None),
)


def draw_person(rng, sampler):
    """A pronoun (60 %), a first name (20 %) or one of the family or friends with a
    possessive (*mon frère*, *tes parents*, *nos voisines*)."""
    x = rng.random()
    if x < 0.8:
        return draw_subject(rng, sampler, pronoun=0.75, name=0.25)
    plural = dict(_PEOPLE)
    pool = [n for n in sampler.lex.NOUNS if n.fr in plural]
    noun = rng.choice(pool)
    gender = rng.choice("mf") if noun.gender == "mf" else noun.gender
    can = plural[noun.fr]
    number = "p" if can is None or can and rng.random() < 0.3 else "s"
    return NounPhrase(noun, gender, number, ("poss", rng.randrange(5)))


def _draw_when(rng, kinds: str, tense: str):
    """A time that the predicate's ``kinds`` allow in ``tense`` (None when none does)."""
    options = []
    if "clock" in kinds:
        options.append(("clock", rng.randint(1, 12), rng.choice((0, 0, 0, 15, 30))))
    if "month" in kinds and tense != "p" or "month" in kinds and "season" in kinds:
        options.append(("month", rng.randrange(12)))
    if "season" in kinds:
        options.append(("season", rng.randrange(len(SEASONS))))
    if "day" in kinds:
        options.append(("day", rng.randrange(7)))
    side = "past" if tense == "pc" else "next"
    points = [
        i
        for i, p in enumerate(POINTS)
        if p[2] == side and set(p[3].split()) & set(kinds.split())
    ]
    if points:
        options.append(("point", rng.choice(points)))
        options.append(("point", rng.choice(points)))
    return rng.choice(options) if options else None


@register("time_end", 0.22)
def time_end(rng: random.Random, sampler):
    """*Nous serons là à six heures.* / *We will be there at six o'clock.*"""
    what = rng.randrange(len(PREDICATES))
    fr_verb, fr_rest, _, _, going, kinds = PREDICATES[what]
    if fr_verb == "passer" and rng.random() < 0.4:
        postman = next(n for n in sampler.lex.NOUNS if n.fr == "facteur")
        subj = NounPhrase(postman, "m", "s", ("def",))
    else:
        subj = draw_person(rng, sampler)
    tenses = ["f", "f", "aller", "p"]
    if "past" in kinds.split():
        tenses += ["pc", "pc"]
    if going and fr_verb != "passer" or fr_verb == "passer" and rng.random() < 0.5:
        tenses.append("vdi")
    n = None
    if "ans" in fr_rest:
        tenses = ["f", "f", "aller", "p"]
        n = rng.randint(2, 60)
        if person_number(subj)[1] == "p":  # (not "nous aurons vingt ans")
            subj = everyday_pronoun(rng, singular=True)
        who = subj.noun.fr if isinstance(subj, NounPhrase) else ""
        if who.startswith("grand-"):
            n = rng.randint(60, 95)
        elif who in ("père", "mère", "oncle", "tante"):
            n = rng.randint(30, 70)
    tense = rng.choice(tenses)
    when = None
    if tense != "vdi":
        when = _draw_when(rng, kinds, tense)
        if tense == "p":  # the present: a habit, or what comes of a verb of going
            if not going:
                # (être là lundi: no; il a dix ans aujourd'hui, il est en vacances en août)
                if "ans" in fr_rest:
                    when = ("point", 0)  # j'ai dix ans aujourd'hui
                elif when is not None and when[0] not in ("month", "season"):
                    when = None
        if when is None and tense in ("f", "aller") and fr_rest == "là":
            when = ("clock", rng.randint(1, 12), 0)
        if when is None and tense == "p":
            tense = "f"
            when = _draw_when(rng, kinds, tense)
    first = when is not None and when[0] in ("point", "day") and rng.random() < 0.25
    if first and when[0] == "point" and POINTS[when[1]][0] == "bientôt":
        first = False
    args = {"subj": subj, "what": what, "tense": tense, "when": when, "first": first}
    args["n"] = n
    lemmas = lemmas_of(subj if isinstance(subj, NounPhrase) else None)
    lemmas["verb"].add(fr_verb)
    if tense in ("aller", "vdi"):
        lemmas["verb"].add("aller" if tense == "aller" else "venir")
    return Construction("time_end", args, lemmas)


# --- used_to -----------------------------------------------------------------------------

# habits of the past: (French verb, French rest, English verb and rest)
USED_TO = (
    ("habiter", "à {city}", "live in {city}"),
    ("habiter", "à la campagne", "live in the country"),
    ("jouer", "au foot", "play football"),
    ("jouer", "du piano", "play the piano"),
    ("aller", "à l'école à pied", "walk to school"),
    ("avoir", "un chien", "have a dog"),
    ("avoir", "un chat", "have a cat"),
    ("lire", "beaucoup", "read a lot"),
    ("regarder", "la télé", "watch TV"),
    ("manger", "de la viande", "eat meat"),
    ("travailler", "dans une banque", "work in a bank"),
    ("travailler", "dans un magasin", "work in a shop"),
    ("aimer", "les bonbons", "like sweets"),
    ("fumer", "", "smoke"),
    ("nager", "tous les jours", "swim every day"),
    ("faire", "du vélo", "ride a bike"),
    ("aller", "à la plage tous les étés", "go to the beach every summer"),
    ("boire", "du café", "drink coffee"),
    ("être", "timide", "be shy"),
    ("parler", "anglais", "speak English"),
    ("fumer", "beaucoup", "smoke a lot"),
    ("voyager", "beaucoup", "travel a lot"),
    ("travailler", "beaucoup", "work a lot"),
    ("sortir", "beaucoup", "go out a lot"),
    ("nager", "beaucoup", "swim a lot"),
    ("dormir", "beaucoup", "sleep a lot"),
    ("pleurer", "beaucoup", "cry a lot"),
    ("jouer", "beaucoup", "play a lot"),
    ("boire", "beaucoup de lait", "drink a lot of milk"),
    ("manger", "beaucoup de bonbons", "eat a lot of sweets"),
)


# what children do not do
_GROWN_UP = frozenset({"travailler", "fumer", "boire", "voyager", "sortir"})


@builder("used_to")
def _used_to(pr, lang, subj, what: int, lead: str, city: int):
    fr_verb, fr_rest, en_words = USED_TO[what]
    fr = lang == "fr"
    place = CITIES[city][not fr]
    subject = subject_tree(pr, subj, lang)
    if fr:
        rest = fr_rest.format(city=place)
        rest_tree = [pr.A(rest)] if fr_verb == "être" else [pr.Q(rest)] if rest else []
        text = pr.S(subject, pr.VP(pr.V(fr_verb), *rest_tree)).t("i").realize()
        text = text.strip()[:-1]
        if lead == "avant":
            return f"Avant, {lower_first(text)}."
        if lead == "end":
            return f"{text} avant."
        little = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V("être"), pr.A("petit")))
        little = lower_first(little.t("i").realize().strip()[:-1])
        return f"Quand {little}, {lower_first(text)}."
    words = en_words.format(city=place)
    text = pr.S(subject, pr.VP(pr.V("use"), pr.Q(f"to {words}"))).t("ps")
    text = text.realize().strip()[:-1]
    if lead == "little":
        little = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V("be"), pr.A("little")))
        little = lower_first(little.t("ps").realize().strip()[:-1])
        return f"When {little}, {lower_first(text)}."
    return f"{text}."


@register("used_to", 0.08)
def used_to(rng: random.Random, sampler):
    """*Avant, j'habitais à Lyon.* / *I used to live in Lyon.*"""
    what = rng.randrange(len(USED_TO))
    lead = rng.choice(("avant", "avant", "end", "little"))
    if lead == "little" and USED_TO[what][0] in _GROWN_UP:
        lead = "avant"  # (not "quand j'étais petit, je travaillais dans une banque")
    if lead == "little":
        subj = everyday_pronoun(rng)
    else:
        subj = draw_person(rng, sampler)
    args = {
        "subj": subj,
        "what": what,
        "lead": lead,
        "city": rng.randrange(len(CITIES)),
    }
    lemmas = lemmas_of(subj if isinstance(subj, NounPhrase) else None)
    lemmas["verb"].add(USED_TO[what][0])
    return Construction("used_to", args, lemmas)
