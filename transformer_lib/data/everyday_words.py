"""Kinds of sentence of version 3 built around everyday words that no other kind says.

- ``price``: *coûter* + a price in euros: *Le livre coûte dix euros.* / *The book costs
  ten euros.*, *Ça coûte un euro.* / *It costs one euro.*, *Combien coûtent les pommes?*
  / *How much do the apples cost?*;
- ``way``: where a place is: *à gauche* / *on the left*, *à droite* / *on the right*,
  *en face de* / *opposite*, *à côté de* / *next to* (*L'arrêt de bus est en face de la
  banque.* / *The bus stop is opposite the bank.*), *Où est l'arrêt de bus?* / *Where is
  the bus stop?*, and the way there: *Tournez à gauche!* / *Turn left!*, *Va tout droit!*
  / *Go straight on!*;
- ``here_is``: *Voici mon frère.* / *Here is my brother.*, *Voilà les clés.* / *There are
  the keys.*;
- ``become``: *devenir* + a job, without an article in French and with one in English
  (*Elle veut devenir infirmière.* / *She wants to become a nurse.*);
- ``remember``: *se souvenir de* + a person, a name, a thing or a stressed pronoun (*Tu te
  souviens de moi?* / *Do you remember me?*);
- ``next``: a clause with *prochain* or *dernier* (*la semaine prochaine* / *next week*,
  *l'année dernière* / *last year*) or a season (*au printemps* / *in spring*);
- ``rain``: the infinitive of the weather verbs (*Il va pleuvoir.* / *It is going to
  rain.*, *Il commence à neiger.* / *It is starting to snow.*).
"""

from __future__ import annotations

import random
from dataclasses import replace

from .kind_parts import (
    Construction,
    Name,
    builder,
    draw_name,
    draw_subject,
    en_number,
    fr_number,
    lemmas_of,
    person_number,
    subject_tree,
)
from .kinds_v3 import register
from .lexicon_more2 import PAIRS
from .structures import NounPhrase, Pronoun, Sentence, _lemmas

__all__ = ["SIDES", "JOBS", "WHEN_NEXT"]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _words(pr, tree) -> str:
    return tree.realize().strip()


def _plain(np: NounPhrase, det=("def",)) -> NounPhrase:
    """``np`` with ``det``, no adjective before it and no place phrase."""
    return replace(np, det=det, pre=None, pp=None)


def _np(pr, np, lang):
    from .realiser import _Realiser

    return _Realiser(lang).np(pr, np)


# --- Prices ------------------------------------------------------------------------------

_PRICED = frozenset("object food drink clothes instrument".split())
_FR_T = {"p": "p", "pc": "pc", "f": "f"}
_EN_T = {"p": "p", "pc": "ps", "f": "f"}


def _euros(n: int, lang: str) -> str:
    if lang == "fr":
        return f"{fr_number(n)} euro{'s' if n > 1 else ''}"
    return f"{'one' if n == 1 else en_number(n)} euro{'s' if n > 1 else ''}"


@builder("price")
def _price(pr, lang, thing, euros: int, tense: str, asked: bool):
    fr = lang == "fr"
    if thing is None:  # ça / it
        subj = pr.Pro("ça") if fr else pr.Pro("I").pe(3).n("s").g("n")
    else:
        subj = _np(pr, thing, lang)
    if asked:
        if fr:
            if thing is None:
                return "Combien ça coûte?"
            verb = "coûtent" if thing.number == "p" else "coûte"
            return f"Combien {verb} {_words(pr, subj)}?"
        # (ce pantalon / these trousers: English plural, lexicon_more2.PAIRS)
        plural = thing is not None and (thing.number == "p" or thing.noun.en in PAIRS)
        aux = "do" if plural else "does"
        what = "it" if thing is None else _words(pr, subj)
        return f"How much {aux} {what} cost?"
    verb = pr.V("coûter" if fr else "cost")
    s = pr.S(subj, pr.VP(verb, pr.Q(_euros(euros, lang))))
    return s.t(_FR_T[tense] if fr else _EN_T[tense]).realize()


@register("price", 0.12)
def price(rng: random.Random, sampler):
    thing = None
    if rng.random() < 0.7:
        thing = _plain(sampler.noun_phrase(_PRICED, "subj"))
        if rng.random() < 0.3:
            thing.det = ("dem",)
    asked = rng.random() < 0.25
    tense = "p" if asked else rng.choice(("p", "p", "pc", "f"))
    euros = rng.choice((rng.randint(1, 20), rng.randint(1, 100)))
    args = {"thing": thing, "euros": euros, "tense": tense, "asked": asked}
    return Construction("price", args, lemmas_of(thing, verbs=("coûter",)))


# --- The way -----------------------------------------------------------------------------

# (French, English, whether a landmark follows)
SIDES = (
    ("à gauche", "on the left", False),
    ("à droite", "on the right", False),
    ("en face de", "opposite", True),
    ("à côté de", "next to", True),
    ("près de", "near", True),
)
_TURNS = (("tourner", "à gauche", "turn left"), ("tourner", "à droite", "turn right"))
_TURNS += (("aller", "tout droit", "go straight on"),)
_BUS_STOP = ("l'arrêt de bus", "the bus stop")


def _places(sampler) -> list:
    return [
        n
        for n in sampler.lex.NOUNS
        if "building" in n.tags and not n.tags & {"unique", "plural"}
    ]


def _place_np(rng, sampler, avoid=()) -> NounPhrase:
    noun = rng.choice([n for n in _places(sampler) if n.fr not in avoid])
    gender = noun.gender if noun.gender in "mf" else "m"
    return NounPhrase(noun, gender, "s", ("def",))


def _fr_de(pr, np) -> str:
    """*de la banque*, *du musée*, *de l'hôtel* (pyrealb contracts de + le)."""
    return _words(pr, pr.PP(pr.P("de"), _np(pr, np, "fr")))


@builder("way")
def _way(pr, lang, place, side: int, landmark, asked: bool):
    fr = lang == "fr"
    what = (_BUS_STOP[0] if fr else _BUS_STOP[1]) if place is None else None
    what = what or _words(pr, _np(pr, place, lang))
    if asked:
        return _cap(f"Où est {what}?" if fr else f"Where is {what}?")
    words, en, needs = SIDES[side]
    where = words if fr else en
    if needs:
        if fr:
            where = f"{words.rsplit(' ', 1)[0]} {_fr_de(pr, landmark)}"
        else:
            where = f"{en} {_words(pr, _np(pr, landmark, lang))}"
    return _cap(f"{what} {'est' if fr else 'is'} {where}.")


@builder("turn")
def _turn(pr, lang, turn: int, polite: bool, after):
    verb, fr_way, en = _TURNS[turn]
    if lang == "fr":
        head = _words(pr, pr.V(verb).t("ip").pe(2).n("p" if polite else "s"))
        rest = f" après {_words(pr, _np(pr, after, lang))}" if after else ""
        return f"{_cap(head)} {fr_way}{rest}!"
    rest = f" after {_words(pr, _np(pr, after, lang))}" if after else ""
    return f"{_cap(en)}{rest}!"


@register("way", 0.12)
def way(rng: random.Random, sampler):
    if rng.random() < 0.3:
        turn = rng.randrange(len(_TURNS))
        after = None
        if rng.random() < 0.4:
            after = _place_np(rng, sampler)
        args = {"turn": turn, "polite": rng.random() < 0.5, "after": after}
        verbs = (_TURNS[turn][0],)
        return Construction("turn", args, lemmas_of(after, verbs=verbs))
    place = None if rng.random() < 0.3 else _place_np(rng, sampler)
    side = rng.randrange(len(SIDES))
    avoid = () if place is None else (place.noun.fr,)
    asked = rng.random() < 0.2
    landmark = None
    if SIDES[side][2] and not asked:
        landmark = _place_np(rng, sampler, avoid)
    args = {"place": place, "side": side, "landmark": landmark, "asked": asked}
    lemmas = lemmas_of(place, landmark, verbs=("être",))
    if place is None:
        lemmas["noun"].add("bus")  # l'arrêt de bus
    return Construction("way", args, lemmas)


# --- Voici, voilà ------------------------------------------------------------------------

_SHOWN = frozenset("person animal object food drink vehicle clothes".split())


@builder("here_is")
def _here_is(pr, lang, np: NounPhrase, there: bool):
    what = _words(pr, _np(pr, np, lang))
    if lang == "fr":
        return f"{'Voilà' if there else 'Voici'} {what}."
    be = "are" if np.number == "p" else "is"
    return f"{'There' if there else 'Here'} {be} {what}."


@register("here_is", 0.08)
def here_is(rng: random.Random, sampler):
    np = sampler.noun_phrase(_SHOWN, "obj")
    np.pp = None
    if np.det[0] not in ("def", "indef", "poss", "num", "dem"):
        np.det = ("def",)
    args = {"np": np, "there": rng.random() < 0.4}
    return Construction("here_is", args, lemmas_of(np))


# --- devenir + a job ---------------------------------------------------------------------

JOBS = frozenset(
    (
        "médecin infirmier professeur pilote boulanger cuisinier policier dentiste "
        "vétérinaire architecte journaliste coiffeur ingénieur pompier acteur chanteur "
        "artiste photographe avocat fermier facteur mécanicien pharmacien plombier "
        "secrétaire astronaute danseur musicien peintre écrivain "
        # (lexicon_more5)
        "bibliothécaire comptable psychologue chercheur moniteur livreur douanier "
        "pâtissier agriculteur maçon caissier vendeur boucher jardinier banquier "
        "électricien fleuriste chauffeur"
    ).split()
)
# tense of the sentence: (French, English) of the verbs before the job
_BECOME = ("p-want", "c-want", "f", "pc")


def _job_np(pr, job, gender: str, number: str, lang: str):
    if lang == "fr":
        return pr.NP(pr.N(job.fr).g(gender)).n(number)
    if number == "p":
        return pr.NP(pr.N(job.en)).n("p")
    return pr.NP(pr.D("a"), pr.N(job.en))


@builder("become")
def _become(pr, lang, subj, job, how: str):
    fr = lang == "fr"
    _, number = person_number(subj)
    gender = getattr(subj, "gender", "m") or "m"
    attr = _job_np(pr, job, gender if job.gender == "mf" else job.gender, number, lang)
    become = pr.V("devenir" if fr else "become")
    if how in ("p-want", "c-want"):
        t = "p" if how == "p-want" else "c"
        if fr:
            inner = pr.VP(become.t("b"), attr)
            vp = pr.VP(pr.V("vouloir").t(t), inner)
        elif how == "p-want":
            vp = pr.VP(pr.V("want"), pr.VP(become.t("b-to"), attr))
        else:
            vp = pr.VP(pr.V("like").t("c"), pr.VP(become.t("b-to"), attr))
        return pr.S(subject_tree(pr, subj, lang), vp).realize()
    t = how if fr else {"f": "f", "pc": "ps"}[how]
    return pr.S(subject_tree(pr, subj, lang), pr.VP(become, attr)).t(t).realize()


@register("become", 0.08)
def become(rng: random.Random, sampler):
    jobs = [n for n in sampler.lex.NOUNS if n.fr in JOBS]
    subj = draw_subject(rng, sampler, pronoun=0.6, name=0.3)
    if isinstance(subj, NounPhrase):
        subj = draw_name(rng)
    gender = getattr(subj, "gender", None) or "m"
    job = rng.choice([j for j in jobs if j.gender in ("mf", gender)])
    args = {"subj": subj, "job": job, "how": rng.choice(_BECOME)}
    lemmas = lemmas_of(verbs=("devenir",))
    lemmas["noun"].add(job.fr)
    return Construction("become", args, lemmas)


# --- se souvenir de ----------------------------------------------------------------------

_STRESSED = (
    ("moi", "me"),
    ("toi", "you"),
    ("lui", "him"),
    ("elle", "her"),
    ("nous", "us"),
    ("vous", "you"),
    ("eux", "them"),
    ("elles", "them"),
)
_REMEMBERED = frozenset("person place event abstract".split())
_FR_REFL = ("me", "te", "se", "se", "nous", "vous", "se", "se")


@builder("remember")
def _remember(pr, lang, subj, what, tense: str, neg: bool, asked: str | None):
    fr = lang == "fr"
    if isinstance(what, int):
        obj_fr, obj_en = _STRESSED[what]
        de = "d'" if obj_fr[0] in "ae" else "de "  # d'elle, d'eux
        obj = pr.Q(f"{de}{obj_fr}" if fr else obj_en)
    elif isinstance(what, Name):
        obj = pr.Q(f"de {what.name}" if fr else what.name)
    else:
        np = _np(pr, what, lang)
        obj = pr.PP(pr.P("de"), np) if fr else np
    if fr:
        s = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V("souvenir"), obj)).t(tense)
        s = s.typ({"refl": True, **({"neg": True} if neg else {})})
        if asked == "est-ce":
            s = pr.S(pr.Q("est-ce"), pr.C("que"), s)
        return (s.a("?") if asked else s).realize()
    if asked:
        aux = {"p": "does" if person_number(subj) == (3, "s") else "do", "f": "will"}
        head = subject_tree(pr, subj, lang).realize().strip()
        if head != "I" and not isinstance(subj, Name):
            head = head[:1].lower() + head[1:]
        return f"{_cap(aux[tense])} {head} remember {_words(pr, obj)}?"
    s = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V("remember"), obj))
    s = s.t({"p": "p", "pc": "ps", "f": "f"}[tense])
    return (s.typ({"neg": True}) if neg else s).realize()


@register("remember", 0.08)
def remember(rng: random.Random, sampler):
    subj = draw_subject(rng, sampler, pronoun=0.65, name=0.2)
    x = rng.random()
    if x < 0.35:
        own = subj.index if isinstance(subj, Pronoun) else None
        what = rng.choice([i for i in range(len(_STRESSED)) if i != own])
    elif x < 0.5:
        what = draw_name(rng)
    else:
        what = _plain(sampler.noun_phrase(_REMEMBERED, "obj"))
    tense = rng.choice(("p", "p", "pc", "f"))
    asked = None
    if tense != "pc" and rng.random() < 0.3:
        asked = rng.choice(("est-ce", "intonation"))
    neg = asked is None and rng.random() < 0.25
    args = {"subj": subj, "what": what, "tense": tense, "neg": neg, "asked": asked}
    parts = [p for p in (subj, what) if isinstance(p, NounPhrase)]
    return Construction("remember", args, lemmas_of(*parts, verbs=("souvenir",)))


# --- prochain, dernier, the seasons ------------------------------------------------------

# (French, English, tense of the clause)
WHEN_NEXT = (
    ("la semaine prochaine", "next week", "f"),
    ("le mois prochain", "next month", "f"),
    ("l'année prochaine", "next year", "f"),
    ("l'été prochain", "next summer", "f"),
    ("le week-end prochain", "next weekend", "f"),
    ("lundi prochain", "next Monday", "f"),
    ("samedi prochain", "next Saturday", "f"),
    ("la semaine dernière", "last week", "pc"),
    ("le mois dernier", "last month", "pc"),
    ("l'année dernière", "last year", "pc"),
    ("l'hiver dernier", "last winter", "pc"),
    ("vendredi dernier", "last Friday", "pc"),
    ("au printemps", "in spring", "p"),
    ("en été", "in summer", "p"),
    ("en automne", "in autumn", "p"),
    ("en hiver", "in winter", "p"),
)


@builder("next")
def _next(pr, lang, clause, when: int):
    from .realiser import _Realiser

    s = _Realiser(lang).clause(pr, clause)
    return s.add(pr.Q(WHEN_NEXT[when][0 if lang == "fr" else 1])).realize()


@register("next", 0.1)
def next_time(rng: random.Random, sampler):
    when = rng.randrange(len(WHEN_NEXT))
    tense = WHEN_NEXT[when][2]
    c = replace(sampler.clause(tense), adv=None, question=False)
    if c.tense != tense:  # (a verb before an infinitive may change it: je pouvais)
        c = replace(c, tense=tense, modal=None)
    return Construction("next", {"clause": c, "when": when}, _lemmas(Sentence([c])))


# --- pleuvoir, neiger in the infinitive --------------------------------------------------

_RAIN = (("pleuvoir", "rain"), ("neiger", "snow"))
# how: (French verb before the infinitive, its preposition, English)
_RAIN_HOW = (
    ("aller", None, "is going to"),
    ("commencer", "à", "is starting to"),
    ("arrêter", "de", "has stopped"),
)
_RAIN_WHEN = (
    (None, None),
    ("ce soir", "this evening"),
    ("demain", "tomorrow"),
    ("cet après-midi", "this afternoon"),
)


@builder("rain")
def _rain(pr, lang, verb: int, how: int, when: int, neg: bool, asked: bool):
    fr_verb, en_verb = _RAIN[verb]
    before, prep, en = _RAIN_HOW[how]
    time = _RAIN_WHEN[when][0 if lang == "fr" else 1]
    if lang == "fr":
        inf = pr.V(fr_verb).t("b")
        vp = pr.VP(pr.V(before).t("p" if how < 2 else "pc"), prep and pr.P(prep), inf)
        s = pr.S(pr.Pro("je").pe(3).g("m").n("s"), vp, *([pr.Q(time)] if time else []))
        s = s.typ({"neg": True}) if neg else s
        if asked:
            return pr.S(pr.Q("est-ce"), pr.C("que"), s).a("?").realize()
        return s.realize()
    aux, rest = en.split(" ", 1)
    tail = f"{en_verb}ing" if how == 2 else en_verb
    if how == 2 and en_verb == "snow":
        tail = "snowing"
    words = f"{rest} {tail}" + (f" {time}" if time else "")
    if asked:
        return f"{_cap(aux)} it {words}?"
    return f"It {aux}{' not' if neg else ''} {words}."


@register("rain", 0.05)
def rain(rng: random.Random, sampler):
    verb = rng.randrange(len(_RAIN))
    how = rng.randrange(len(_RAIN_HOW))
    when = rng.randrange(len(_RAIN_WHEN)) if how == 0 else 0
    asked = rng.random() < 0.2
    neg = not asked and how == 0 and rng.random() < 0.2
    args = {"verb": verb, "how": how, "when": when, "neg": neg, "asked": asked}
    return Construction(
        "rain", args, lemmas_of(verbs=(_RAIN[verb][0], _RAIN_HOW[how][0]))
    )


# --- si + imparfait, conditionnel --------------------------------------------------------

_IF_STATES = "riche libre grand fatigué malade célèbre".split()


@register("would", 0.1)
def would(rng: random.Random, sampler):
    """*Si j'avais de l'argent, j'achèterais une voiture.* / *If I had money, I would buy
    a car.*: the conditional of any verb (the common grammar draws it only after
    *pouvoir, vouloir, devoir, aimer*), after *si* + the imparfait of *avoir* or *être*."""
    from .linking import _SUBORDINATORS, Subordinate
    from .structures import Clause

    for _ in range(20):  # a main clause whose subject is a pronoun: si j'avais ..., je
        main = replace(sampler.clause("c"), adv=None, question=False)
        if isinstance(main.subj, Pronoun):
            break
    else:
        main.subj = Pronoun(0, rng.choice("mf"))
    lex = sampler.lex
    if rng.random() < 0.6:
        avoir = next(v for v in lex.VERBS if v.fr == "avoir")
        money = next(n for n in lex.NOUNS if n.fr == "argent")
        if rng.random() < 0.4:
            obj = NounPhrase(money, "m", "s", ("part",))
        else:
            obj = _plain(sampler.noun_phrase(avoir.obj, "obj"))
            if "mass" in obj.noun.tags:  # si tu avais du riz / if you had rice
                obj.det = ("part",)
            elif obj.det[0] != "num":
                obj.det = ("indef",)
        sub = Clause(main.subj, avoir, "i", obj=obj)
    else:
        from .sampler import _COPULA as etre

        adjs = [a for a in lex.ADJECTIVES if a.fr in _IF_STATES]
        sub = Clause(main.subj, etre, "i", attr=rng.choice(adjs))
    si = next(i for i, s in enumerate(_SUBORDINATORS) if s[0] == ("si",))
    s = Subordinate(si, main, sub, rng.random() < 0.7)
    s.lemmas = _lemmas(Sentence([main, sub]))
    return s
