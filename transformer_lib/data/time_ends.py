"""Kinds of sentence of version 3: short sentences that end with a time, habits of the
past, the sun and the dark.

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
  petits, nous jouions au foot.* / *When we were little, we used to play football.*;
- ``sky``: *Le soleil se couche derrière les collines.* / *The sun is setting behind the
  hills.* (a place or nothing: in progress), *Le soleil se lève à six heures.* / *The sun
  rises at six o'clock.* (a time: a habit); *Il faisait nuit.* / *It was dark.*, *Il fait
  déjà jour.* / *It is already light.*, *Il fait nuit tôt en hiver.* / *It gets dark
  early in winter.*; the weather with *depuis*: *Il neige depuis ce matin.* / *It has
  been snowing since this morning.*, *Il fait froid depuis une semaine.* / *It has been
  cold for a week.*;
- ``how_fast``: *Parle plus fort, s'il te plaît.* / *Speak louder, please.*, *Marchons
  moins vite.* / *Let's walk more slowly.*, *Tu conduis trop vite.* / *You drive too
  fast.*, *Pouvez-vous lire plus lentement?* / *Can you read more slowly?*;
- ``near_home``: *Mon école est près de chez moi.* / *My school is near my house.*, *Il y
  a une boulangerie à côté de chez Paul.* / *There is a bakery next to Paul's house.*;
- ``you_will_see``: *Tu vas voir, c'est facile.* / *You will see, it is easy.*;
- ``chez``: *Je vais chez Paul.* / *I go to Paul's place.* (as :mod:`.pronouns` says
  *chez moi*), *Elle est chez le médecin.* / *She is at the doctor's.*
"""

from __future__ import annotations

import random

from .kind_parts import (
    Construction,
    builder,
    draw_name,
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
from .time_phrases import duration_words
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
)


# what children do not do
_GROWN_UP = frozenset({"travailler", "fumer", "boire"})


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


# --- sky: the sun, the dark, the weather since when ----------------------------------------

SUN = (("lever", "rise"), ("coucher", "set"))
# where the sun sets: (French, English, in progress?, which verbs)
SUN_WHERE = (
    ("derrière les collines", "behind the hills", True, (0, 1)),
    ("derrière la montagne", "behind the mountain", True, (0, 1)),
    ("derrière les arbres", "behind the trees", True, (0, 1)),
    ("sur la mer", "over the sea", True, (0, 1)),
    ("à l'est", "in the east", False, (0,)),
    ("à l'ouest", "in the west", False, (1,)),
    ("tôt en hiver", "early in winter", False, (0, 1)),
    ("tard en été", "late in summer", False, (0, 1)),
)
DARK = (("nuit", "dark"), ("jour", "light"))
# the weather since: (French, English verb or adjective, the weather as a subject?)
SINCE_WEATHER = (
    ("pleuvoir", "rain", "verb"),
    ("neiger", "snow", "verb"),
    ("geler", "freeze", "verb"),
    ("beau", "nice", "weather"),
    ("mauvais", "bad", "weather"),
    ("froid", "cold", "it"),
    ("chaud", "hot", "it"),
)
SINCE_POINTS = (
    ("ce matin", "this morning"),
    ("hier", "yesterday"),
    ("hier soir", "last night"),
    ("midi", "midday"),
    ("lundi", "Monday"),
    ("dimanche", "Sunday"),
    ("des heures", "hours"),  # (for hours)
    ("longtemps", "a long time"),  # (for a long time)
)
_ARRIVALS = (
    ("arriver", "arrive"),
    ("partir", "leave"),
    ("rentrer", "get home"),
    ("sortir", "go out"),
)


def _since_end(when: tuple, lang: str) -> str:
    fr = lang == "fr"
    if when[0] == "point":
        fr_words, en_words = SINCE_POINTS[when[1]]
        if not fr and en_words in ("hours", "a long time"):
            return "for " + en_words
        return ("depuis " if fr else "since ") + (fr_words if fr else en_words)
    return ("depuis " if fr else "for ") + duration_words(when[1], when[2], lang)


@builder("sky")
def _sky(pr, lang, what: str, tense: str, word: int, where, when, adv: str, who):
    fr = lang == "fr"
    if what == "sun":
        sun = pr.NP(pr.D("le" if fr else "the"), pr.N("soleil" if fr else "sun"))
        if fr:
            s = pr.S(sun, pr.VP(pr.V(SUN[word][0]))).typ({"refl": True}).t(tense)
        else:
            progress = where is None or SUN_WHERE[where][2] if when is None else False
            s = pr.S(sun, pr.VP(pr.V(SUN[word][1])))
            s = s.t({"p": "p", "i": "ps", "pc": "ps", "f": "f"}[tense])
            if progress and tense in ("p", "i"):
                s = s.typ({"prog": True})
        text = s.realize().strip()[:-1]
        if where is not None:
            text += " " + SUN_WHERE[where][not fr]
        if when is not None:
            text += " " + ("à " if fr else "at ") + clock_words(when, 0, lang)
        return text + "."
    if what == "dark":  # il fait nuit / it is dark
        fr_word, en_word = DARK[word]
        if fr:
            verb = {"p": "fait", "i": "faisait", "f": "fera"}[tense]
            if adv == "encore":
                return f"Il ne {verb} pas encore {fr_word}."
            if adv == "déjà":
                return f"Il {verb} déjà {fr_word}."
            if adv == "early":
                return f"Il {verb} {fr_word} tôt en hiver."
            tail = ""
            if who is not None:
                subj, arrival = who
                v = pr.V(_ARRIVALS[arrival][0]).aux("êt")
                c = pr.S(subject_tree(pr, subj, lang), pr.VP(v))
                tail = " quand " + lower_first(c.t("pc").realize().strip()[:-1])
            return f"Il {verb} {fr_word}{tail}."
        be = {"p": "is", "i": "was", "f": "will be"}[tense]
        if adv == "encore":
            neg = {"p": "is not", "i": "was not", "f": "will not be"}[tense]
            return f"It {neg} {en_word} yet."
        if adv == "déjà":
            if tense == "f":
                return f"It will already be {en_word}."
            return f"It {be} already {en_word}."
        if adv == "early":
            return f"It gets {en_word} early in winter."
        tail = ""
        if who is not None:
            subj, arrival = who
            en = _ARRIVALS[arrival][1].split()
            c = pr.S(
                subject_tree(pr, subj, lang), pr.VP(pr.V(en[0]), *map(pr.Q, en[1:]))
            )
            tail = " when " + lower_first(c.t("ps").realize().strip()[:-1])
        return f"It {be} {en_word}{tail}."
    # the weather since
    fr_word, en_word, how = SINCE_WEATHER[word]
    end = _since_end(when, lang)
    if fr:
        if how == "verb":
            verb = pr.V(fr_word).pe(3).n("s").t("p").realize().strip()
            return f"Il {verb} {end}."
        return f"Il fait {fr_word} {end}."
    if how == "verb":
        return f"It has been {_weather_ing(en_word)} {end}."
    if how == "weather":
        return f"The weather has been {en_word} {end}."
    return f"It has been {en_word} {end}."


def _weather_ing(word: str) -> str:
    return {"rain": "raining", "snow": "snowing", "freeze": "freezing"}[word]


@register("sky", 0.12)
def sky(rng: random.Random, sampler):
    """*Le soleil se couche derrière les collines.* / *The sun is setting behind the
    hills.*, *Il faisait nuit.* / *It was dark.*, *Il neige depuis ce matin.* / *It has
    been snowing since this morning.*"""
    x = rng.random()
    args = {
        "tense": "p",
        "word": 0,
        "where": None,
        "when": None,
        "adv": "",
        "who": None,
    }
    lemmas = lemmas_of()
    if x < 0.35:
        word = rng.randrange(2)
        tense = rng.choice(("p", "p", "i", "pc", "f"))
        where = when = None
        y = rng.random()
        places = [i for i, w in enumerate(SUN_WHERE) if word in w[3]]
        if tense in ("p", "i") and y < 0.7:
            where = rng.choice(places)
            if tense == "i" and not SUN_WHERE[where][2]:
                where = None
        elif tense in ("p", "pc", "f") and y < 0.8:
            when = rng.randint(5, 9) if word == 0 else rng.randint(4, 10)
        args.update(what="sun", tense=tense, word=word, where=where, when=when)
        lemmas["noun"].add("soleil")
        lemmas["verb"].add(SUN[word][0])
    elif x < 0.65:
        tense = rng.choice(("p", "i", "i", "f"))
        adv = rng.choice(("", "", "déjà", "encore" if tense != "f" else "", "early"))
        adv = "" if adv == "early" and tense != "p" else adv
        who = None
        if tense == "i" and not adv and rng.random() < 0.5:
            who = (everyday_pronoun(rng), rng.randrange(len(_ARRIVALS)))
        args.update(what="dark", tense=tense, word=rng.randrange(2), adv=adv, who=who)
        args["word"] = 0 if adv == "early" else args["word"]
        lemmas["verb"].add("faire")
    else:
        word = rng.randrange(len(SINCE_WEATHER))
        if rng.random() < 0.5:
            when = ("point", rng.randrange(len(SINCE_POINTS)))
        else:
            unit = rng.choice((2, 3))  # (depuis deux jours, depuis une semaine)
            when = ("for", rng.randint(2 if unit == 2 else 1, 6), unit)
        args.update(what="since", word=word, when=when)
        fr_word, _, how = SINCE_WEATHER[word]
        lemmas["verb"].add(fr_word if how == "verb" else "faire")
    return Construction("sky", args, lemmas)


# --- how_fast: plus fort, moins vite, plus lentement -------------------------------------

# (French, English) of the ways of doing
MANNERS = (
    ("plus fort", "louder"),
    ("moins fort", "more quietly"),
    ("trop fort", "too loudly"),
    ("plus vite", "faster"),
    ("moins vite", "more slowly"),
    ("plus lentement", "more slowly"),
    ("trop vite", "too fast"),
)
# (French verb, English verb, the manners it takes: indexes into MANNERS)
MANNER_VERBS = (
    ("parler", "speak", (0, 1, 2, 4, 5, 6)),
    ("chanter", "sing", (0, 1, 2)),
    ("lire", "read", (0, 4, 5, 6)),
    ("marcher", "walk", (3, 4, 5, 6)),
    ("conduire", "drive", (3, 4, 5, 6)),
    ("courir", "run", (3, 6)),
    ("manger", "eat", (4, 5, 6)),
    ("répondre", "answer", (3,)),
    ("travailler", "work", (3,)),
)
_POLITE = (", s'il te plaît", ", s'il vous plaît")


@builder("how_fast")
def _how_fast(pr, lang, verb: int, manner: int, form: str, subj, please: bool):
    fr_verb, en_verb, _ = MANNER_VERBS[verb]
    fr_how, en_how = MANNERS[manner]
    fr = lang == "fr"
    if form in ("tu", "vous", "nous"):  # Parle plus fort, s'il te plaît.
        if fr:
            pe, n = {"tu": (2, "s"), "vous": (2, "p"), "nous": (1, "p")}[form]
            head = pr.V(fr_verb).t("ip").pe(pe).n(n).realize().strip()
            tail = _POLITE[form == "vous"] if please else ""
            return f"{head[:1].upper()}{head[1:]} {fr_how}{tail}."
        head = f"Let's {en_verb}" if form == "nous" else en_verb.capitalize()
        return f"{head} {en_how}{', please' if please else ''}."
    if form in ("can_tu", "can_vous"):  # Tu peux parler plus fort?
        if fr:
            head = "Tu peux" if form == "can_tu" else "Pouvez-vous"
            return f"{head} {fr_verb} {fr_how}{_POLITE[form == 'can_vous'] if please else ''}?"
        return f"Can you {en_verb} {en_how}{', please' if please else ''}?"
    subject = subject_tree(pr, subj, lang)
    if fr:
        s = pr.S(subject, pr.VP(pr.V(fr_verb), pr.Q(fr_how))).t(form)
    else:
        s = pr.S(subject, pr.VP(pr.V(en_verb), pr.Q(en_how))).t(form)
    return s.realize().strip()


@register("how_fast", 0.06)
def how_fast(rng: random.Random, sampler):
    """*Parle plus fort, s'il te plaît.* / *Speak louder, please.*, *Tu conduis trop
    vite.* / *You drive too fast.*, *Marchons plus vite.* / *Let's walk faster.*"""
    verb = rng.randrange(len(MANNER_VERBS))
    manner = rng.choice(MANNER_VERBS[verb][2])
    if MANNERS[manner][0].startswith("trop"):  # Tu parles trop vite.
        form = "p"
    else:  # (plus and moins: an order, a request or a promise)
        form = rng.choice(("tu", "tu", "vous", "nous", "can_tu", "can_vous", "f"))
    subj = draw_person(rng, sampler) if form in ("p", "f") else None
    please = form not in ("nous", "p", "f") and rng.random() < 0.5
    args = {"verb": verb, "manner": manner, "form": form, "subj": subj}
    args["please"] = please
    lemmas = lemmas_of(subj if isinstance(subj, NounPhrase) else None)
    lemmas["verb"].add(MANNER_VERBS[verb][0])
    if form.startswith("can"):
        lemmas["verb"].add("pouvoir")
    return Construction("how_fast", args, lemmas)


# --- near_home: près de chez moi ------------------------------------------------------------

NEAR_PLACES = (
    "école gare parc boulangerie pharmacie banque magasin supermarché musée bibliothèque"
    " piscine restaurant marché poste cinéma stade hôpital église plage".split()
)
# whose home: (French after chez, English possessive)
HOMES = (
    ("moi", "my"),
    ("toi", "your"),
    ("nous", "our"),
    ("vous", "your"),
    ("mes parents", "my parents'"),
    ("mes grands-parents", "my grandparents'"),
)
_NEAR = (("près de", "near"), ("loin de", "far from"), ("à côté de", "next to"))


def _home_words(home, lang: str) -> str:
    if isinstance(home, int):
        return HOMES[home][lang == "en"]
    return home.name if lang == "fr" else f"{home.name}'s"


@builder("near_home")
def _near_home(pr, lang, place, home, near: int, tense: str, there: bool, mine: bool):
    fr = lang == "fr"
    noun = place.noun
    whose = _home_words(home, lang)
    if fr:
        where = f"{_NEAR[near][0]} chez {whose}"
        if there:  # Il y a une boulangerie près de chez moi.
            art = "une" if place.gender == "f" else "un"
            head = {"p": "Il y a", "i": "Il y avait"}[tense]
            return f"{head} {art} {noun.fr} {where}."
        vowel = noun.fr[0] in "aeéêiouh"
        if mine:  # mon école, ma gare
            head = f"{'mon' if vowel or place.gender == 'm' else 'ma'} {noun.fr}"
        elif vowel:
            head = f"l'{noun.fr}"
        else:
            head = f"{'la' if place.gender == 'f' else 'le'} {noun.fr}"
        be = {"p": "est", "i": "était"}[tense]
        return f"{head[:1].upper()}{head[1:]} {be} {where}."
    where = f"{_NEAR[near][1]} {whose} house"
    if there:
        art = "an" if noun.en[0] in "aeiou" else "a"
        be = {"p": "is", "i": "was"}[tense]
        return f"There {be} {art} {noun.en} {where}."
    be = {"p": "is", "i": "was"}[tense]
    return f"{'My' if mine else 'The'} {noun.en} {be} {where}."


@register("near_home", 0.05)
def near_home(rng: random.Random, sampler):
    """*Mon école est près de chez moi.* / *My school is near my house.*, *Il y a une
    boulangerie à côté de chez Paul.* / *There is a bakery next to Paul's house.*"""
    nouns = [n for n in sampler.lex.NOUNS if n.fr in NEAR_PLACES]
    noun = rng.choice(nouns)
    place = NounPhrase(noun, noun.gender, "s", ("def",))
    home = draw_name(rng) if rng.random() < 0.2 else rng.randrange(len(HOMES))
    there = rng.random() < 0.35
    mine = not there and noun.fr == "école" and rng.random() < 0.6
    args = {"place": place, "home": home, "near": rng.choice((0, 0, 0, 1, 2))}
    args.update(tense=rng.choice(("p", "p", "p", "i")), there=there, mine=mine)
    lemmas = lemmas_of(place)
    lemmas["verb"].add("avoir" if there else "être")
    return Construction("near_home", args, lemmas)


# --- you_will_see: Tu vas voir, c'est facile. -------------------------------------------------

# (French, English) after "tu vas voir," / "you will see,"
YOU_WILL_SEE = (
    ("c'est facile", "it is easy"),
    ("ce n'est pas difficile", "it is not difficult"),
    ("c'est très simple", "it is very simple"),
    ("c'est délicieux", "it is delicious"),
    ("c'est très beau", "it is very beautiful"),
    ("ce n'est pas cher", "it is not expensive"),
    ("ce n'est pas loin", "it is not far"),
    ("ça va aller", "it will be all right"),
    ("tout va bien se passer", "everything will be fine"),
)
_SEE_HEADS = ("Tu vas voir", "Vous allez voir", "Tu verras", "Vous verrez")


@builder("you_will_see")
def _you_will_see(pr, lang, head: int, what: int):
    if lang == "fr":
        return f"{_SEE_HEADS[head]}, {YOU_WILL_SEE[what][0]}."
    return f"You will see, {YOU_WILL_SEE[what][1]}."


@register("you_will_see", 0.03)
def you_will_see(rng: random.Random, sampler):
    """*Tu vas voir, c'est facile.* / *You will see, it is easy.* (*tu verras*, *vous
    allez voir*: the same English)."""
    args = {
        "head": rng.choice((0, 0, 1, 1, 2, 3)),
        "what": rng.randrange(len(YOU_WILL_SEE)),
    }
    return Construction("you_will_see", args, lemmas_of(verbs=("voir",)))


# --- chez: chez Paul, chez le médecin -------------------------------------------------------

# (French verb, English verb, a verb of going: to ..., else at ...)
CHEZ_VERBS = (
    ("aller", "go", True),
    ("venir", "come", True),
    ("dormir", "sleep", False),
    ("manger", "eat", False),
    ("rester", "stay", False),
    ("être", "be", False),
)
# the shops one says with chez: (French, English), to go to or be at only
CHEZ_SHOPS = (
    ("le médecin", "the doctor's"),
    ("le dentiste", "the dentist's"),
    ("le coiffeur", "the hairdresser's"),
    ("le boulanger", "the baker's"),
)


@builder("chez")
def _chez(pr, lang, subj, verb: int, host, tense: str, neg: bool):
    from .aspect import ongoing

    fr_verb, en_verb, going = CHEZ_VERBS[verb]
    fr = lang == "fr"
    subject = subject_tree(pr, subj, lang)
    if isinstance(host, int):
        fr_host, en_host = CHEZ_SHOPS[host]
        where = f"chez {fr_host}" if fr else f"{'to' if going else 'at'} {en_host}"
    else:
        place = f"{'to' if going else 'at'} {host.name}'s place"
        where = f"chez {host.name}" if fr else place
    if fr:
        s = pr.S(subject, pr.VP(pr.V(fr_verb), pr.Q(where))).t(tense)
    else:
        s = pr.S(subject, pr.VP(pr.V(en_verb), pr.Q(where)))
        s = s.t({"p": "p", "pc": "ps", "f": "f"}[tense])
        if tense == "p" and ongoing(fr_verb):
            s = s.typ({"prog": True})  # Emma dort chez Paul. / Emma is sleeping ...
    return (s.typ({"neg": True}) if neg else s).realize().strip()


@register("chez", 0.05)
def chez(rng: random.Random, sampler):
    """*Je vais chez Paul.* / *I go to Paul's place.*, *Elle est chez le médecin.* / *She
    is at the doctor's.*"""
    subj = draw_person(rng, sampler)
    if rng.random() < 0.3:
        verb = rng.choice((0, 5))  # aller, être
        host = rng.randrange(len(CHEZ_SHOPS))
    else:
        verb = rng.randrange(len(CHEZ_VERBS))
        host = draw_name(rng)
        while getattr(subj, "name", None) == host.name:
            host = draw_name(rng)
    tense = rng.choice(("p", "p", "pc", "f"))
    if CHEZ_VERBS[verb][0] == "être" and tense == "pc":
        tense = "p"  # (not "j'ai été chez Paul", which says "I went")
    args = {"subj": subj, "verb": verb, "host": host, "tense": tense}
    args["neg"] = rng.random() < 0.15
    lemmas = lemmas_of(subj if isinstance(subj, NounPhrase) else None)
    lemmas["verb"].add(CHEZ_VERBS[verb][0])
    return Construction("chez", args, lemmas)
