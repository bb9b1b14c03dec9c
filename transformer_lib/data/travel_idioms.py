"""Kinds of sentence of version 3: verbs of travel and moving that English says with
other words than French, each in several tenses and persons.

- ``wrong_one``: *se tromper de* is *have the wrong ...* (the present) or *get the wrong
  ...*: *Vous vous trompez de numéro, madame.* / *You have the wrong number, madam.*,
  *Tu te trompes de route.* / *You are on the wrong road.*, *Nous nous sommes trompés de
  route.* / *We took the wrong road.*;
- ``change_trains``: *changer de train* is *change trains* (English says the plural):
  *Il faut changer de train à Dijon.* / *You have to change trains in Dijon.*, *J'ai
  changé d'avis.* / *I changed my mind.*;
- ``delayed``: *avoir du retard* is *be delayed*, *être en retard* *be late*: *Notre vol
  pour Nice a du retard.* / *Our flight to Nice is delayed.*, *Le train a dix minutes de
  retard.* / *The train is ten minutes late.*;
- ``climb_on``: *monter sur* is *climb onto*, *monter dans* *get on* (a bus, a train) or
  *get into* (a car): *Le chat est monté sur le toit.* / *The cat climbed onto the
  roof.*
"""

from __future__ import annotations

import random

from .getting_about import NEAR_CITIES
from .kind_parts import (
    Construction,
    builder,
    en_aux,
    en_number,
    fr_number,
    lemmas_of,
    person_number,
    subject_tree,
)
from .kinds_v3 import register
from .names import CITIES
from .structures import NounPhrase, Pronoun
from .time_ends import draw_person

__all__ = ["clause", "have_to", "WRONG", "CHANGES", "VEHICLES", "CLIMB"]

_EN_TENSE = {"p": "p", "pc": "ps", "f": "f", "i": "ps"}


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def have_to(pr, subj, rest, tense, neg, asked) -> str:
    """English *have* + ``rest`` with *do* in questions and negations: *Does she have to
    change schools?*, *I did not have to move.*, *Do you have the wrong number?*"""
    if tense == "f" or not (neg or asked):
        return clause(pr, "en", subj, "have", rest, tense, neg, asked)
    who = subject_tree(pr, subj, "en").realize().strip()
    aux = en_aux(subj, "pc" if tense == "i" else "p")
    if asked:
        return f"{_cap(aux)} {who} have {rest}?"
    return f"{_cap(who)} {aux} not have {rest}."


def clause(pr, lang, subj, verb, rest="", tense="p", neg=False, asked=False, **how):
    """``subj`` + ``verb`` + ``rest`` (words) in ``tense`` (p, pc, f, i, or ``aller``:
    *vont déménager* / *are going to move*), negative (True or ``"jamais"``: *never*) or
    asked (*est-ce que* / *do*). ``how``: ``refl`` (*se tromper*), ``etre`` (the passé
    composé with *être*), ``prog`` (English progressive), ``perf`` (English perfect),
    ``adv`` (an adverb before ``rest``), ``end`` (the final mark)."""
    s = subject_tree(pr, subj, lang)
    fr = lang == "fr"
    v = pr.V(verb).aux("êt") if fr and how.get("etre") else pr.V(verb)
    parts = [pr.Adv(how["adv"])] if how.get("adv") else []
    parts += [pr.Q(rest)] if rest else []
    pre = []
    if not fr and neg == "jamais":  # (English: never before the verb, no negation)
        pre, neg = [pr.Adv("never")], False
    if tense == "aller":
        if fr:
            vp = pr.VP(pr.V("aller"), pr.VP(v, *parts).t("b"))
        else:
            going = pr.VP(pr.V(verb), *parts).t("b-to").realize().strip()
            vp = pr.VP(pr.V("be"), pr.Q(f"going {going}"))
        tense = "p"
    else:
        vp = pr.VP(*pre, v, *parts)
    types = {"neg": neg} if neg else {}
    if fr:
        if how.get("refl"):
            types["refl"] = True
        if asked:
            out = pr.S(pr.Q("est-ce"), pr.C("que"), s, vp).t(tense).typ(types)
        else:
            out = pr.S(s, vp).t(tense).typ(types)
    else:
        if asked:
            types["int"] = "yon"
        if how.get("prog"):
            types["prog"] = True
        if how.get("perf"):
            types["perf"] = True
        out = pr.S(s, vp).t(_EN_TENSE[tense]).typ(types)
    text = out.realize().strip().rstrip(".?!")
    return _cap(text) + how.get("end", "?" if asked else ".")


# --- wrong_one: se tromper de ---------------------------------------------------------------

# (French after de, English in the present (be/have + ...), English in the past (verb,
# what)); the past agrees with the reflexive kind's "got the wrong train"
WRONG = (
    ("numéro", ("have", "the wrong number"), ("get", "the wrong number")),
    ("jour", ("have", "the wrong day"), ("get", "the wrong day")),
    ("adresse", ("have", "the wrong address"), ("get", "the wrong address")),
    ("porte", ("have", "the wrong door"), ("get", "the wrong door")),
    ("date", ("have", "the wrong date"), ("get", "the wrong date")),
    ("heure", ("have", "the wrong time"), ("get", "the wrong time")),
    ("étage", ("be", "on the wrong floor"), ("get", "the wrong floor")),
    ("train", ("be", "on the wrong train"), ("get", "the wrong train")),
    ("bus", ("be", "on the wrong bus"), ("get", "the wrong bus")),
    ("route", ("be", "on the wrong road"), ("take", "the wrong road")),
    ("chemin", ("be", "going the wrong way"), ("go", "the wrong way")),
    ("salle", ("be", "in the wrong room"), ("go", "to the wrong room")),
)
# (French, English) said to the person one speaks to
_TO = (("madame", "madam"), ("monsieur", "sir"))
_FR_VOWEL = tuple("aeiouéèêh")


def _de(word: str) -> str:
    return f"d'{word}" if word.startswith(_FR_VOWEL) else f"de {word}"


@builder("wrong_one")
def _wrong_one(pr, lang, subj, what: int, tense: str, neg: bool, asked: bool, to):
    fr_word, now, past = WRONG[what]
    if lang == "fr":
        text = clause(
            pr, lang, subj, "tromper", _de(fr_word), tense, neg, asked, refl=True
        )
    else:
        verb, rest = now if tense == "p" else past
        prog = verb == "be" and rest.startswith("going")
        if prog:
            verb, rest = "go", rest.removeprefix("going ")
        if verb == "have":  # (with do: Do you have the wrong number?)
            text = have_to(pr, subj, rest, tense, neg, asked)
        else:
            text = clause(pr, lang, subj, verb, rest, tense, neg, asked, prog=prog)
    if to is not None:
        text = f"{text[:-1]}, {_TO[to][lang == 'en']}{text[-1]}"
    return text


@register("wrong_one", 0.025)
def wrong_one(rng: random.Random, sampler):
    """*Vous vous trompez de numéro, madame.* / *You have the wrong number, madam.*, *Il
    s'est trompé de route.* / *He took the wrong road.*"""
    subj = draw_person(rng, sampler)
    if rng.random() < 0.4:  # (most often said to someone)
        subj = Pronoun(rng.choice((1, 5)), rng.choice("mf"))
    tense = rng.choice(("p", "p", "pc"))
    asked = rng.random() < 0.15 and person_number(subj) != (1, "s")
    neg = not asked and rng.random() < 0.15
    polite = isinstance(subj, Pronoun) and subj.index == 5  # (vous: madame, monsieur)
    to = rng.randrange(2) if polite and rng.random() < 0.4 else None
    what = rng.randrange(len(WRONG))
    args = {"subj": subj, "what": what, "tense": tense, "neg": neg, "asked": asked}
    args["to"] = to
    lemmas = lemmas_of(
        subj if isinstance(subj, NounPhrase) else None, verbs=("tromper",)
    )
    lemmas["noun"].add(WRONG[what][0])
    return Construction("wrong_one", args, lemmas)


# --- change_trains: changer de train ---------------------------------------------------------

# (French after changer de, English after change, whose: the English says a possessive)
CHANGES = (
    ("train", "trains", False),
    ("bus", "buses", False),
    ("avion", "planes", False),
    ("ligne", "lines", False),
    ("place", "seats", False),
    ("chambre", "rooms", False),
    ("école", "schools", False),
    ("travail", "jobs", False),
    ("vêtements", "clothes", False),
    ("chaussures", "shoes", False),
    ("avis", "mind", True),
    ("coiffure", "hairstyle", True),
    ("numéro de téléphone", "phone number", True),
)
_TRAVEL = 4  # (the first four: where one changes)
_EN_POSS = {(1, "s"): "my", (2, "s"): "your", (1, "p"): "our", (2, "p"): "your"}
_EN_POSS |= {(3, "p"): "their"}
# (French, English) how one has to: il faut / you have to, devoir / have to
_MUST = ("il faut", "devoir", None)


@builder("change_trains")
def _change_trains(pr, lang, subj, what: int, tense, neg, asked, must, city):
    fr_word, en_word, whose = CHANGES[what]
    fr = lang == "fr"
    where = ""
    if city is not None:
        where = f" à {CITIES[city][0]}" if fr else f" in {CITIES[city][1]}"
    if must == "il faut":  # Il faut changer de train à Dijon.
        if fr:
            head = {"p": "Il faut", "f": "Il faudra", "i": "Il fallait"}[tense]
            return f"{head} changer {_de(fr_word)}{where}."
        head = {"p": "You have to", "f": "You will have to", "i": "You had to"}[tense]
        return f"{head} change {en_word}{where}."
    if not fr and whose:
        pe, n = person_number(subj)
        if (pe, n) == (3, "s"):
            gender = getattr(subj, "gender", "m")
            en_word = f"{'her' if gender == 'f' else 'his'} {en_word}"
        else:
            en_word = f"{_EN_POSS[pe, n]} {en_word}"
    if must == "devoir":
        if fr:
            rest = f"changer {_de(fr_word)}{where}"
            return clause(pr, lang, subj, "devoir", rest, tense, neg, asked)
        return have_to(pr, subj, f"to change {en_word}{where}", tense, neg, asked)
    if fr:
        return clause(
            pr, lang, subj, "changer", _de(fr_word) + where, tense, neg, asked
        )
    return clause(pr, lang, subj, "change", en_word + where, tense, neg, asked)


@register("change_trains", 0.025)
def change_trains(rng: random.Random, sampler):
    """*Il faut changer de train à Dijon.* / *You have to change trains in Dijon.*, *Elle
    a changé d'avis.* / *She changed her mind.*"""
    what = rng.randrange(len(CHANGES))
    must = rng.choice(_MUST) if what < _TRAVEL else rng.choice((None, None, "devoir"))
    subj = None if must == "il faut" else draw_person(rng, sampler)
    if must == "il faut":
        tense = rng.choice(("p", "p", "f", "i"))
    elif must == "devoir":
        tense = rng.choice(("p", "f", "i"))
    else:
        tense = rng.choice(("p", "pc", "pc", "f", "aller"))
    pool = range(len(CITIES)) if CHANGES[what][0] == "avion" else NEAR_CITIES
    city = rng.choice(pool) if what < _TRAVEL and rng.random() < 0.6 else None
    plain = subj is None or must == "devoir" and tense == "i"
    asked = not plain and rng.random() < 0.15 and person_number(subj) != (1, "s")
    neg = not plain and not asked and rng.random() < 0.2
    args = {"subj": subj, "what": what, "tense": tense, "neg": neg, "asked": asked}
    args.update(must=must, city=city)
    lemmas = lemmas_of(
        subj if isinstance(subj, NounPhrase) else None, verbs=("changer",)
    )
    word = CHANGES[what][0].split()[0]
    lemmas["noun"].add(
        word.removesuffix("s")
        if word.endswith("ures") or word.endswith("ents")
        else word
    )
    if must:
        lemmas["verb"].add("falloir" if must == "il faut" else "devoir")
    return Construction("change_trains", args, lemmas)


# --- delayed: avoir du retard, être en retard -------------------------------------------------

# (French, gender, English)
VEHICLES = (
    ("vol", "m", "flight"),
    ("train", "m", "train"),
    ("bus", "m", "bus"),
    ("avion", "m", "plane"),
    ("car", "m", "coach"),
)
# (French m, French f, French before a vowel, English)
_DETS = (
    ("le", "la", "l'", "the"),
    ("notre", "notre", "notre", "our"),
    ("mon", "ma", "mon", "my"),
    ("ton", "ta", "ton", "your"),
    ("votre", "votre", "votre", "your"),
    ("leur", "leur", "leur", "their"),
)
_LATE_MINUTES = (5, 10, 15, 20, 30, 40, 45)


@builder("delayed")
def _delayed(pr, lang, vehicle: int, det: int, city, hour, how, tense, neg, asked):
    fr_word, gender, en_word = VEHICLES[vehicle]
    fr = lang == "fr"
    if fr:
        d = _DETS[det][2 if fr_word[0] in "aeiou" else 0 if gender == "m" else 1]
        head = d + fr_word if d.endswith("'") else f"{d} {fr_word}"
        if hour is not None:
            hours = f"{fr_number(hour, True)} heure{'s' if hour > 1 else ''}"
            head += f" d'{hours}" if hour == 1 else f" de {hours}"  # (d'une heure)
        if city is not None:
            head += f" pour {CITIES[city][0]}"
        subj = pr.NP(pr.Q(head)).g(gender).n("s")
    else:
        what = f"{en_number(hour)} o'clock {en_word}" if hour is not None else en_word
        head = f"{_DETS[det][3]} {what}"
        if city is not None:
            head += f" to {CITIES[city][1]}"
        subj = pr.NP(pr.Q(head)).n("s")
    # how: "du" (avoir du retard: delayed), "en" (être en retard: late), or minutes
    if fr:
        if how == "en":
            verb, rest = "être", "en retard"
        elif how == "du":
            verb, rest = "avoir", "de retard" if neg else "du retard"
        else:
            verb, rest = "avoir", f"{fr_number(how)} minutes de retard"
    else:
        verb = "be"
        rest = {"du": "delayed", "en": "late"}.get(
            how
        ) or f"{en_number(how)} minutes late"
    types = {"neg": neg} if neg else {}
    if asked:
        types["int"] = "yon"
    if fr and asked:
        s = pr.S(pr.Q("est-ce"), pr.C("que"), subj, pr.VP(pr.V(verb), pr.Q(rest)))
        s = s.t(tense)
    elif fr:
        s = pr.S(subj, pr.VP(pr.V(verb), pr.Q(rest))).t(tense).typ(types)
    else:
        s = pr.S(subj, pr.VP(pr.V(verb), pr.Q(rest))).t(_EN_TENSE[tense]).typ(types)
    text = s.realize().strip().rstrip(".?!")
    return _cap(text) + ("?" if asked else ".")


@register("delayed", 0.025)
def delayed(rng: random.Random, sampler):
    """*Notre vol pour Nice a du retard.* / *Our flight to Nice is delayed.*, *Le bus
    était en retard.* / *The bus was late.*, *Le train a dix minutes de retard.* / *The
    train is ten minutes late.*"""
    vehicle = rng.randrange(len(VEHICLES))
    det = rng.choice((0, 0, 0, 1, 2, 3, 4, 5))
    far = VEHICLES[vehicle][0] in ("vol", "avion")  # (a bus goes to a city near)
    pool = range(len(CITIES)) if far else NEAR_CITIES
    city = rng.choice(pool) if rng.random() < 0.4 else None
    hour = rng.randint(1, 12) if vehicle in (1, 2) and rng.random() < 0.25 else None
    if hour is not None:
        det = 0
    how = rng.choice(("du", "du", "en", rng.choice(_LATE_MINUTES)))
    tense = rng.choice(("p", "p", "p", "i", "f"))
    asked = rng.random() < 0.15
    neg = not asked and not isinstance(how, int) and rng.random() < 0.2
    args = {"vehicle": vehicle, "det": det, "city": city, "hour": hour, "how": how}
    args.update(tense=tense, neg=neg, asked=asked)
    lemmas = lemmas_of(verbs=("avoir" if how != "en" else "être",))
    lemmas["noun"].update((VEHICLES[vehicle][0], "retard"))
    return Construction("delayed", args, lemmas)


# --- climb_on: monter sur, monter dans ---------------------------------------------------------

# (French after monter, English verb, English rest)
CLIMB = (
    ("sur le toit", "climb", "onto the roof"),
    ("sur la table", "climb", "onto the table"),
    ("sur le mur", "climb", "onto the wall"),
    ("sur une chaise", "climb", "onto a chair"),
    ("sur le lit", "climb", "onto the bed"),
    ("sur le canapé", "climb", "onto the sofa"),
    ("dans l'arbre", "climb", "up the tree"),
    ("dans le bus", "get", "on the bus"),
    ("dans le train", "get", "on the train"),
    ("dans l'avion", "get", "on the plane"),
    ("dans la voiture", "get", "into the car"),
    ("dans le taxi", "get", "into the taxi"),
)
_CLIMBERS = ("chat", "chien", "enfant", "garçon", "fille", "singe", "écureuil")
_WHEN_CLIMB = (("", ""), (" ce matin", " this morning"), (" hier", " yesterday"))


@builder("climb_on")
def _climb_on(pr, lang, subj, where: int, tense, neg, asked, when: int):
    fr_rest, en_verb, en_rest = CLIMB[where]
    fr = lang == "fr"
    rest = (fr_rest if fr else en_rest) + _WHEN_CLIMB[when][not fr]
    if fr:
        return clause(pr, lang, subj, "monter", rest, tense, neg, asked, etre=True)
    return clause(pr, lang, subj, en_verb, rest, tense, neg, asked)


@register("climb_on", 0.02)
def climb_on(rng: random.Random, sampler):
    """*Le chat est monté sur le toit.* / *The cat climbed onto the roof.*, *Nous
    montons dans le bus.* / *We get on the bus.*"""
    where = rng.randrange(len(CLIMB))
    if CLIMB[where][1] == "climb" and rng.random() < 0.6:
        pool = [n for n in sampler.lex.NOUNS if n.fr in _CLIMBERS]
        noun = rng.choice(pool)
        gender = rng.choice("mf") if noun.gender == "mf" else noun.gender
        subj = NounPhrase(noun, gender, rng.choice("sssp"), ("def",))
    else:
        subj = draw_person(rng, sampler)
    tense = rng.choice(("pc", "pc", "p", "f", "aller"))
    when = rng.choice((0, 0, 1, 2)) if tense == "pc" else 0
    asked = rng.random() < 0.15 and person_number(subj) != (1, "s")
    neg = not asked and rng.random() < 0.2
    args = {"subj": subj, "where": where, "tense": tense, "neg": neg, "asked": asked}
    args["when"] = when
    lemmas = lemmas_of(
        subj if isinstance(subj, NounPhrase) else None, verbs=("monter",)
    )
    lemmas["noun"].add(CLIMB[where][0].split()[-1].removeprefix("l'"))
    return Construction("climb_on", args, lemmas)
