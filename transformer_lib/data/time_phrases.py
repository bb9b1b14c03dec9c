"""Kinds of sentence of version 3: everyday phrases of time.

- ``opening``: *La boulangerie est fermée le dimanche.* / *The bakery is closed on
  Sundays.*, *Le magasin ouvre à huit heures du matin.* / *The shop opens at eight in
  the morning.* (the hours as :mod:`.times` writes them);
- ``late``: *tard* / *late*, *tôt* / *early* after a verb (*Nous nous couchons tard.* /
  *We go to bed late.*), *Il est tard.* / *It is late.*, and *en retard* / *late*, *en
  avance* / *early*, *à l'heure* / *on time* after *être* (*Le train est en retard.*);
- ``ago``: a clause with *il y a deux jours* / *two days ago* (passé composé), *dans
  deux jours* / *in two days* (future), *mardi prochain* / *next Tuesday*, *jeudi
  dernier* / *last Thursday* (*On se voit mardi prochain.* is :mod:`.spoken`'s);
- ``since``: *depuis* with the present, English present perfect: *J'habite ici depuis
  deux ans.* / *I have lived here for two years.* (a state), *J'attends depuis une
  heure.* / *I have been waiting for an hour.* (an action: the perfect progressive),
  *depuis lundi* / *since Monday*, and *Depuis combien de temps ...?* / *How long ...?*;
- ``what_time``: *À quelle heure part le train?*, *À quelle heure est-ce que le train
  part?*, *Le train part à quelle heure?* / *What time does the train leave?*, and the
  answer, *Le train part à huit heures.* / *The train leaves at eight o'clock.*

A time of the clock, a day with *le* or *tard* / *tôt* in the present says a habit: the
English simple present (see :mod:`.aspect`).
"""

from __future__ import annotations

import random
from dataclasses import replace

from . import structures
from .kind_parts import (
    PERSON,
    Construction,
    Name,
    builder,
    draw_subject,
    en_aux,
    en_number,
    fr_number,
    lemmas_of,
    lower_first,
    person_number,
    subject_tree,
)
from .kinds_v3 import register
from .lexicon import Verb
from .structures import Clause, NounPhrase, Pronoun, Sentence, _lemmas
from .times import DAY_PARTS, DAYS, time_words

__all__ = ["SHOPS", "duration_words", "SINCE"]

# what starts and finishes at a time
_SHOWS = frozenset("fête concert match réunion film cours spectacle exposition".split())
# what runs to a timetable (English lemmas)
_TIMETABLED = frozenset({"train", "bus", "plane", "boat", "metro"})


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _nouns(sampler, names) -> list:
    return [n for n in sampler.lex.NOUNS if n.fr in names]


def _np(noun, det=("def",)) -> NounPhrase:
    return NounPhrase(noun, noun.gender if noun.gender != "mf" else "m", "s", det)


def _clock(rng) -> tuple:
    """("clock", hour, minute) or ("clock", hour, minute, part of the day)."""
    if rng.random() < 0.5:
        part = rng.randrange(len(DAY_PARTS))
        return (
            "clock",
            rng.randint(*DAY_PARTS[part][2:]),
            rng.choice((0, 0, 30)),
            part,
        )
    minutes = (0, 0, 0, 15, 30, 45, 5, 10, 20, 20, 25, 40, 50)  # (dix heures vingt)
    return ("clock", rng.randint(1, 12), rng.choice(minutes))


def _clause(pr, lang, c: Clause, tail: str = "", end: str = ".") -> str:
    from .realiser import _Realiser

    if isinstance(c.subj, Name):  # (kind_parts' first names: the clause's own)
        c = replace(c, subj=structures.Name(c.subj.name, c.subj.gender))
    s = _Realiser(lang).clause(pr, c)
    text = s.realize().strip()[:-1]
    return text + (f" {tail}" if tail else "") + end


# --- opening: shops open and closed ----------------------------------------------------------

SHOPS = frozenset(
    "boulangerie pharmacie banque magasin supermarché musée bibliothèque piscine "
    "restaurant marché poste cinéma boucherie épicerie".split()
)
_OPEN = (("ouvert", "open"), ("fermé", "closed"))
_OPEN_VERBS = (
    Verb("ouvrir", "open", frozenset({"building"})),
    Verb("fermer", "close", frozenset({"building"})),
)
# (French, English, tenses): when a shop is open
_OPEN_WHEN = tuple((f"le {fr}", f"on {en}s", ("p",)) for fr, en in DAYS) + (
    ("tous les jours", "every day", ("p",)),
    ("le matin", "in the morning", ("p",)),
    ("l'après-midi", "in the afternoon", ("p",)),
    ("le week-end", "at the weekend", ("p",)),
    ("aujourd'hui", "today", ("p", "f")),
    ("demain", "tomorrow", ("f",)),
    ("lundi", "on Monday", ("f",)),
    ("du lundi au samedi", "from Monday to Saturday", ("p",)),
    ("du mardi au dimanche", "from Tuesday to Sunday", ("p",)),
)


@builder("opening")
def _opening(pr, lang, shop, state, verb, when, tense: str, neg: bool):
    fr = lang == "fr"
    if verb is not None:  # Le magasin ouvre à huit heures.
        c = Clause(shop, _OPEN_VERBS[verb], tense, neg, version3=True, aspect="habit")
        return _clause(pr, lang, c, time_words(when, lang))
    adj = pr.A(_OPEN[state][0 if fr else 1])
    subject = subject_tree(pr, shop, lang)
    s = pr.S(subject, pr.VP(pr.V("être" if fr else "be"), adj))
    s = s.t({"p": "p", "f": "f"}[tense])
    text = (s.typ({"neg": True}) if neg else s).realize().strip()[:-1]
    return f"{text} {when[0 if fr else 1]}."


@register("opening", 0.065)
def opening(rng: random.Random, sampler):
    """*La boulangerie est fermée le dimanche.* / *The bakery is closed on Sundays.*,
    *La banque ouvre à neuf heures.* / *The bank opens at nine o'clock.*"""
    shops = _nouns(sampler, SHOPS)
    noun = rng.choice(shops)
    shop = _np(noun)  # (the shop of the street: not "ta piscine")
    tense = rng.choice(("p", "p", "p", "f"))
    neg = rng.random() < 0.2
    if rng.random() < 0.4:
        verb, state, when = rng.randrange(2), None, _clock(rng)
    else:
        verb, state = None, rng.randrange(2)
        when = rng.choice([w for w in _OPEN_WHEN if tense in w[2]])[:2]
    args = {"shop": shop, "state": state, "verb": verb, "when": when}
    args.update(tense=tense, neg=neg)
    verbs = ("être",) if verb is None else (_OPEN_VERBS[verb].fr,)
    adjs = () if state is None else (_OPEN[state][0],)
    return Construction("opening", args, lemmas_of(shop, verbs=verbs, adjs=adjs))


# --- late: tard, tôt, en retard ---------------------------------------------------------------

# verbs of people said with tard / tôt (reflexive: se lever ...)
_LATE_VERBS = (
    (Verb("lever", "get up", PERSON), True),
    (Verb("coucher", "go to bed", PERSON), True),
    (Verb("réveiller", "wake up", PERSON), True),
    (Verb("partir", "leave", PERSON), False),
    (Verb("arriver", "arrive", PERSON), False),
    (Verb("travailler", "work", PERSON), False),
    (Verb("manger", "eat", PERSON), False),
    (Verb("finir", "finish", PERSON), False),
)
# (French, English)
_LATE = (
    ("tard", "late"),
    ("tôt", "early"),
    ("très tard", "very late"),
    ("très tôt", "very early"),
    ("trop tard", "too late"),
    ("plus tôt", "earlier"),
    ("plus tard", "later"),
)
_ON_TIME = (("en retard", "late"), ("en avance", "early"), ("à l'heure", "on time"))
_IT_IS = ("tard", "tôt", "trop tard", "très tard")


@builder("late")
def _late(pr, lang, what: str, subj, verb, tense: str, word: int, neg: bool):
    fr = lang == "fr"
    if what == "it":  # Il est tard. / It is late.
        words = _IT_IS[word]
        en = dict(_LATE)[words]
        if tense == "i":
            return f"Il était {words}." if fr else f"It was {en}."
        return f"Il est {words}." if fr else f"It is {en}."
    if what == "be":  # Le train est en retard. / The train is late.
        be = pr.V("être" if fr else "be")
        s = pr.S(subject_tree(pr, subj, lang), pr.VP(be, pr.Q(_ON_TIME[word][not fr])))
        s = s.t({"p": "p", "i": "i" if fr else "ps", "f": "f"}[tense])
        return (s.typ({"neg": True}) if neg else s).realize().strip()
    v, refl = _LATE_VERBS[verb]
    c = Clause(subj, v, tense, neg, reflexive=refl, version3=True, aspect="habit")
    return _clause(pr, lang, c, _LATE[word][0 if fr else 1])


@register("late", 0.08)
def late(rng: random.Random, sampler):
    """*Nous nous couchons tard.* / *We go to bed late.*, *Il est arrivé en retard.* ...
    (*Le bus est en retard.* / *The bus is late.*), *Il est tard.* / *It is late.*"""
    x = rng.random()
    args = {"subj": None, "verb": None, "neg": rng.random() < 0.15}
    lemmas = lemmas_of()
    if x < 0.1:
        args.update(what="it", tense=rng.choice("ppi"), word=rng.randrange(4))
        args["neg"] = False
    elif x < 0.45:
        tags = PERSON | _TIMETABLED if rng.random() < 0.7 else _TIMETABLED
        subj = draw_subject(rng, sampler, tags, pronoun=0.5, name=0.2)
        if isinstance(subj, NounPhrase):
            subj = replace(subj, pre=None, post=None, pp=None)
            lemmas = lemmas_of(subj)
        lemmas["verb"].add("être")
        args.update(what="be", subj=subj, tense=rng.choice(("p", "p", "i", "f")))
        args["word"] = rng.randrange(len(_ON_TIME))
    else:
        subj = draw_subject(rng, sampler, pronoun=0.55, name=0.25)
        if isinstance(subj, NounPhrase):
            subj = replace(subj, pre=None, post=None, pp=None)
            lemmas = lemmas_of(subj)
        verb = rng.randrange(len(_LATE_VERBS))
        lemmas["verb"].add(_LATE_VERBS[verb][0].fr)
        args.update(what="verb", subj=subj, verb=verb, word=rng.randrange(len(_LATE)))
        args["tense"] = rng.choice(("p", "p", "pc", "f"))
        if _LATE[args["word"]][0].startswith("plus") and args["tense"] == "p":
            args["tense"] = "f"  # (not "il travaille plus tard": a future)
    return Construction("late", args, lemmas)


# --- ago: il y a deux jours, dans deux jours, mardi prochain -----------------------------------

# (French, gender, English) of the units of time
_UNITS = (
    ("minute", "f", "minute"),
    ("heure", "f", "hour"),
    ("jour", "m", "day"),
    ("semaine", "f", "week"),
    ("mois", "m", "month"),
    ("an", "m", "year"),
)


def duration_words(n: int, unit: int, lang: str) -> str:
    """*deux jours* / *two days*, *une heure* / *an hour* (``n`` 1 to 10; 0: *longtemps*
    / *a long time*)."""
    fr_unit, gender, en_unit = _UNITS[unit]
    if n == 0:
        return "longtemps" if lang == "fr" else "a long time"
    if lang == "fr":
        plural = "" if n == 1 or fr_unit == "mois" else "s"
        return f"{fr_number(n, gender == 'f')} {fr_unit}{plural}"
    if n == 1:
        return ("an " if en_unit == "hour" else "a ") + en_unit
    return f"{en_number(n)} {en_unit}s"


def _draw_duration(rng, units=(0, 1, 2, 3, 4, 5)) -> tuple[int, int]:
    unit = rng.choice(units)
    n = rng.choice((1, 2, 2, 3, 4, 5, 6))
    if unit == 0:
        n = rng.choice((5, 10, 10, 15, 20, 30))
    return n, unit


def _next_last(i: int, lang: str) -> str:
    """*mardi prochain* / *next Tuesday* (i < 7), *jeudi dernier* / *last Thursday*."""
    day = DAYS[i % 7]
    if i < 7:
        return f"{day[0]} prochain" if lang == "fr" else f"next {day[1]}"
    return f"{day[0]} dernier" if lang == "fr" else f"last {day[1]}"


def _ago_words(when: tuple, lang: str) -> str:
    kind = when[0]
    fr = lang == "fr"
    if kind == "day":
        return _next_last(when[1], lang)
    words = duration_words(when[1], when[2], lang)
    if kind == "ago":
        return f"il y a {words}" if fr else f"{words} ago"
    return f"dans {words}" if fr else f"in {words}"


@builder("ago")
def _ago(pr, lang, clause, when: tuple):
    return _clause(pr, lang, clause, _ago_words(when, lang))


@register("ago", 0.08)
def ago(rng: random.Random, sampler):
    """*J'ai vu ce film il y a deux jours.* / *I saw this film two days ago.*, *Il partira
    dans une heure.* / *He will leave in an hour.*, *Il partira mardi prochain.* / *He
    will leave next Tuesday.*"""
    tense = rng.choice(("pc", "f"))
    for _ in range(10):  # (not "il n'est jamais arrivé il y a deux ans")
        c = replace(sampler.clause(tense), adv=None, adverb=None, question=False)
        if c.negation == "pas" and c.tense == tense:
            break
    c.negation, c.tense = "pas", tense
    if rng.random() < 0.3:
        day = rng.randrange(7) + (7 if c.tense == "pc" else 0)
        when = ("day", day)
    else:
        n, unit = _draw_duration(rng)
        if rng.random() < 0.1:
            n = 0  # il y a longtemps
        when = ("ago" if c.tense == "pc" else "in", n, unit)
        if when[0] == "in" and n == 0:
            when = ("in", 2, unit)
    return Construction("ago", {"clause": c, "when": when}, _lemmas(Sentence([c])))


# --- since: depuis with the present -----------------------------------------------------------

# (French verb, French words after it, English verb, English words after it, a state?,
# the units of time it lasts: 0 minutes, 1 hours, 2 days, 3 weeks, 4 months, 5 years)
_LONG = (3, 4, 5)
SINCE = (
    ("habiter", "ici", "live", "here", True, _LONG),
    ("habiter", "dans cette ville", "live", "in this town", True, _LONG),
    ("habiter", "en France", "live", "in France", True, _LONG),
    ("travailler", "ici", "work", "here", False, _LONG),
    ("travailler", "dans cette banque", "work", "in this bank", False, _LONG),
    ("attendre", "", "wait", "", False, (0, 1)),
    ("attendre", "le bus", "wait", "for the bus", False, (0,)),
    ("apprendre", "le français", "learn", "French", False, _LONG),
    ("apprendre", "l'anglais", "learn", "English", False, _LONG),
    ("être", "malade", "be", "ill", True, (2, 3)),
    ("être", "marié", "be", "married", True, (4, 5)),
    ("être", "ici", "be", "here", True, (0, 1, 2)),
    ("avoir", "un chien", "have", "a dog", True, (4, 5)),
    ("avoir", "cette voiture", "have", "this car", True, (4, 5)),
    ("connaître", "Paul", "know", "Paul", True, (4, 5)),
    ("connaître", "Marie", "know", "Marie", True, (4, 5)),
    ("jouer", "du piano", "play", "the piano", False, (4, 5)),
    ("dormir", "", "sleep", "", False, (1,)),
)
# (French, English): how long (a duration) or since when
_SINCE_POINTS = (
    ("lundi", "Monday"),
    ("hier", "yesterday"),
    ("ce matin", "this morning"),
    ("janvier", "January"),
    ("septembre", "September"),
    ("l'été dernier", "last summer"),
    ("mon enfance", "I was a child"),
)


def _since_words(when: tuple, lang: str) -> str:
    fr = lang == "fr"
    if when[0] == "point":
        fr_words, en_words = _SINCE_POINTS[when[1]]
        return f"depuis {fr_words}" if fr else f"since {en_words}"
    return ("depuis " if fr else "for ") + duration_words(when[1], when[2], lang)


@builder("since")
def _since(pr, lang, subj, what: int, when: tuple, asked: bool):
    fr_verb, fr_rest, en_verb, en_rest, state, _ = SINCE[what]
    fr = lang == "fr"
    subject = subject_tree(pr, subj, lang)
    if fr:
        rest = []
        if fr_verb == "être" and fr_rest in ("malade", "marié"):
            rest = [pr.A(fr_rest)]
        elif fr_rest:
            rest = [pr.Q(fr_rest)]
        s = pr.S(subject, pr.VP(pr.V(fr_verb), *rest))
        clause = s.realize().strip()[:-1]
        if asked:  # Depuis combien de temps est-ce que tu habites ici?
            return "Depuis combien de temps est-ce " + _que(lower_first(clause)) + "?"
        return f"{clause} {_since_words(when, lang)}."
    rest = [pr.Q(en_rest)] if en_rest else []
    types = {"perf": True}
    if not state:
        types["prog"] = True
    if asked:
        types["int"] = "how"  # How long ...: pyrealb writes "How"
        text = pr.S(subject, pr.VP(pr.V(en_verb), *rest)).typ(types).realize()
        return "How long" + text.strip()[3:]
    s = pr.S(subject, pr.VP(pr.V(en_verb), *rest)).typ(types)
    return s.realize().strip()[:-1] + f" {_since_words(when, lang)}."


def _que(words: str) -> str:
    return ("qu'" if words[0].lower() in "aeéèêiouy" else "que ") + words


@register("since", 0.08)
def since(rng: random.Random, sampler):
    """*J'habite ici depuis deux ans.* / *I have lived here for two years.*, *Elle attend
    le bus depuis dix minutes.* / *She has been waiting for the bus for ten minutes.*"""
    subj = draw_subject(rng, sampler, pronoun=0.6, name=0.25)
    if isinstance(subj, NounPhrase):
        subj = replace(subj, pre=None, post=None, pp=None)
    what = rng.randrange(len(SINCE))
    while SINCE[what][0] == "connaître" and getattr(subj, "name", "") in SINCE[what][1]:
        what = rng.randrange(len(SINCE))  # (not "Paul connaît Paul")
    units = SINCE[what][5]
    if rng.random() < 0.3 and units != (0,):
        # (lundi, hier, ce matin for what lasts days; janvier ... for months, years)
        points = range(3) if max(units) < 3 else range(len(_SINCE_POINTS))
        points = range(3, len(_SINCE_POINTS)) if min(units) >= 3 else points
        when = ("point", rng.choice(points))
    else:
        n, unit = _draw_duration(rng, units)
        when = ("for", 0 if rng.random() < 0.1 else n, unit)
    asked = rng.random() < 0.15 and not (isinstance(subj, Pronoun) and subj.index == 0)
    args = {"subj": subj, "what": what, "when": when, "asked": asked}
    lemmas = lemmas_of(subj if isinstance(subj, NounPhrase) else None)
    lemmas["verb"].add(SINCE[what][0])
    return Construction("since", args, lemmas)


# --- what_time: À quelle heure part le train? ------------------------------------------------

# (French verb, English verb, reflexive, the tags of its subjects)
_AT_WHAT_TIME = (
    ("partir", "leave", False, _TIMETABLED | PERSON),
    ("arriver", "arrive", False, _TIMETABLED | PERSON),
    ("commencer", "start", False, frozenset({"show"})),
    ("finir", "finish", False, frozenset({"show"})),
    ("ouvrir", "open", False, frozenset({"shop"})),
    ("fermer", "close", False, frozenset({"shop"})),
    ("lever", "get up", True, PERSON),
    ("coucher", "go to bed", True, PERSON),
    ("manger", "eat", False, PERSON),
    ("dîner", "have dinner", False, PERSON),  # (asked only: "have dinner")
)
_REFL = {(1, "s"): "me", (2, "s"): "te", (1, "p"): "nous", (2, "p"): "vous"}
_FR_PRONOUNS = ("je", "tu", "il", "elle", "nous", "vous", "ils", "elles")


def _inverted(pr, verb: str, refl: bool, subj, tense: str) -> str:
    """*pars-tu*, *part-il*, *arrive-t-elle*, *te lèves-tu*; *part le train*."""
    pe, n = person_number(subj)
    form = pr.V(verb).pe(pe).n(n).t(tense).realize().strip()
    pro = _REFL.get((pe, n), "se") if refl else ""
    if pro:
        form = (pro[0] + "'" + form) if form[0] in "aeéiouh" else f"{pro} {form}"
    if isinstance(subj, Pronoun):
        t = "-t" if pe == 3 and form[-1] in "ae" else ""
        return f"{form}{t}-{_FR_PRONOUNS[subj.index]}"
    return f"{form} {subject_tree(pr, subj, 'fr').realize().strip()}"


@builder("what_time")
def _what_time(pr, lang, subj, verb: int, tense: str, form: str, answer):
    fr_verb, en_verb, refl, _ = _AT_WHAT_TIME[verb]
    fr = lang == "fr"
    v = Verb(fr_verb, en_verb, PERSON)
    if answer is not None:  # Le train part à huit heures.
        c = Clause(subj, v, tense, reflexive=refl, version3=True, aspect="habit")
        return _clause(pr, lang, c, time_words(answer, lang))
    if not fr:
        who = lower_first(subject_tree(pr, subj, "en").realize().strip())
        return f"What time {en_aux(subj, tense)} {who} {en_verb}?"
    if form == "inv":
        return f"À quelle heure {_inverted(pr, fr_verb, refl, subj, tense)}?"
    c = Clause(subj, v, tense, reflexive=refl, version3=True)
    clause = _clause(pr, lang, c, end="")
    if form == "end":
        return f"{clause} à quelle heure?"
    return "À quelle heure est-ce " + _que(lower_first(clause)) + "?"


def timed_subject(rng: random.Random, sampler, tags):
    """The subject of a verb of :data:`_AT_WHAT_TIME` with ``tags``: a person, or a shop,
    a show or another thing that opens, starts or leaves (a bare noun phrase)."""
    if tags == PERSON or (rng.random() < 0.3 and "person" in tags):
        subj = draw_subject(rng, sampler, pronoun=0.7, name=0.2)
    else:
        names = SHOPS if "shop" in tags else _SHOWS if "show" in tags else None
        pool = [
            n
            for n in sampler.lex.NOUNS
            if (n.fr in names if names else n.tags & tags or n.en in tags)
            and "person" not in n.tags
        ]
        subj = _np(rng.choice(pool))
    if isinstance(subj, NounPhrase):
        subj = replace(subj, pre=None, post=None, pp=None)
    return subj


@register("what_time", 0.08)
def what_time(rng: random.Random, sampler):
    """*À quelle heure part le train?* / *What time does the train leave?*, *Tu te
    lèves à quelle heure?* / *What time do you get up?*, *La banque ouvre à neuf
    heures.* / *The bank opens at nine o'clock.*"""
    verb = rng.randrange(len(_AT_WHAT_TIME))
    fr_verb, _, _, tags = _AT_WHAT_TIME[verb]
    subj = timed_subject(rng, sampler, tags)
    tense = rng.choice(("p", "p", "p", "f", "pc"))
    if (
        tense == "pc"
        and isinstance(subj, NounPhrase)
        and "person" not in subj.noun.tags
    ):
        tense = "p"
    forms = ["inv", "inv", "estce", "end"] if tense != "pc" else ["estce", "end"]
    if isinstance(subj, Pronoun) and subj.index == 0:
        forms = ["estce", "end"]  # (not "me couche-je?")
    answer = None
    if rng.random() < 0.35 and " " not in _AT_WHAT_TIME[verb][1]:
        answer = _clock(rng)
    args = {"subj": subj, "verb": verb, "tense": tense, "form": rng.choice(forms)}
    args["answer"] = answer
    lemmas = lemmas_of(subj if isinstance(subj, NounPhrase) else None)
    lemmas["verb"].add(fr_verb)
    return Construction("what_time", args, lemmas)
