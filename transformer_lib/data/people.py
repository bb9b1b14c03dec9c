"""Kinds of sentence of version 3 built around proper names: who one is, where one lives.

- ``name``: *Je m'appelle Marie.* / *My name is Marie.*, *Mon frère s'appelle Paul.* /
  *My brother's name is Paul.*, and *Comment tu t'appelles?* / *What is your name?*;
- ``place``: *habiter à Lyon, en France, au Canada, aux États-Unis* (*live in*), *aller
  à* (*go to*), *venir de* (*come from*), *être à* (*be in*), with any subject (first
  names too, and two of them: *Paul et Marie*), in the tenses of the corpus (the French
  present is the English simple present), negative or asked with *est-ce que*; and
  *Où est-ce que tu habites?* / *Where do you live?*.

Names are copied, except the cities and countries that English names otherwise
(:mod:`.names`: *Londres* / *London*, *l'Allemagne* / *Germany*).
"""

from __future__ import annotations

import random

from .kind_parts import (
    Construction,
    Name,
    builder,
    draw_name,
    draw_subject,
    en_aux,
    lemmas_of,
    relative_np,
    subject_tree,
)
from .kinds_v3 import register
from .names import CITIES, COUNTRIES, REGIONS
from .structures import Coordination, NounPhrase, Pronoun

__all__ = ["name_is", "to_place"]

_VOWELS = tuple("AEÉÈIOUaeéiou")
_REFLEXIVE = ("je m'appelle", "tu t'appelles", "il s'appelle", "elle s'appelle")
_REFLEXIVE_NEG = (
    "je ne m'appelle pas",
    "tu ne t'appelles pas",
    "il ne s'appelle pas",
    "elle ne s'appelle pas",
)
_EN_OWNER = ("my", "your", "his", "her")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _np_text(pr, x, lang) -> str:
    return subject_tree(pr, x, lang).realize().strip()


@builder("name_is")
def _name_is(pr, lang, subj, name: Name, neg: bool):
    if lang == "fr":
        if isinstance(subj, Pronoun):
            head = (_REFLEXIVE_NEG if neg else _REFLEXIVE)[subj.index]
        else:
            verb = "ne s'appelle pas" if neg else "s'appelle"
            head = f"{_np_text(pr, subj, lang)} {verb}"
        return _cap(f"{head} {name.name}.")
    owner = _EN_OWNER[subj.index] if isinstance(subj, Pronoun) else None
    owner = owner or _np_text(pr, subj, lang) + "'s"
    return _cap(f"{owner} name is{' not' if neg else ''} {name.name}.")


@builder("whats_your_name")
def _whats_your_name(pr, lang, subj):
    if lang == "fr":
        if isinstance(subj, Pronoun):
            return (
                "Comment tu t'appelles?",
                "Comment vous appelez-vous?",
                "Comment s'appelle-t-il?",
                "Comment s'appelle-t-elle?",
            )[(1, 0, 2, 3)[subj.index]]
        return f"Comment s'appelle {_np_text(pr, subj, lang)}?"
    if isinstance(subj, Pronoun):
        owner = ("your", "your", "his", "her")[(1, 0, 2, 3)[subj.index]]
    else:
        owner = _np_text(pr, subj, lang) + "'s"
    return f"What is {owner} name?"


def name_is(rng, sampler, first_person=False) -> Construction:
    """*Je m'appelle Marie.*: a singular subject (je, tu, il, elle, a person, an animal),
    or *je* only after a greeting (``first_person``)."""
    x = 0.0 if first_person else rng.random()
    if x < 0.6:
        subj = Pronoun(0 if first_person else rng.randrange(4), rng.choice("mf"))
        if subj.index > 1:
            subj.gender = "m" if subj.index == 2 else "f"
        gender = subj.gender
    elif x < 0.85:  # mon frère, ta fille, son mari (her husband)
        subj = relative_np(rng, sampler.lex)
        gender = subj.gender
    else:
        tags = frozenset({"person"} if x < 0.9 else {"animal"})
        subj = sampler.noun_phrase(tags, "subj")
        subj.pp, subj.number = None, "s"
        if subj.det[0] in ("num", "indef"):
            subj.det = ("poss", rng.randrange(5))
        gender = subj.gender if "person" in tags else None
    name = draw_name(rng, gender)
    return Construction(
        "name_is",
        {"subj": subj, "name": name, "neg": rng.random() < 0.1},
        lemmas_of(subj),
    )


@register("name", 0.3)
def name(rng: random.Random, sampler):
    if rng.random() < 0.8:
        return name_is(rng, sampler)
    if rng.random() < 0.6:
        return Construction("whats_your_name", {"subj": Pronoun(rng.randrange(4), "m")})
    if rng.random() < 0.6:  # Comment s'appelle ta sœur? (not one's own: ma sœur)
        subj = relative_np(rng, sampler.lex, owners=(1, 3, 4))
    else:
        subj = sampler.noun_phrase(frozenset({"person", "animal"}), "subj")
        subj.pp, subj.number = None, "s"
        if subj.det[0] in ("num", "indef"):
            subj.det = ("poss", rng.randrange(5))
    return Construction("whats_your_name", {"subj": subj}, lemmas_of(subj))


# --- Living in, going to, coming from ---------------------------------------------------

# verb -> (French, English, tenses)
VERBS = {
    "live": ("habiter", "live", ("p", "pc", "f", "past")),  # past: j'habitais, I lived
    "go": ("aller", "go", ("p", "pc", "f")),
    "come": ("venir", "come", ("p",)),
    "be": ("être", "be", ("p", "past", "f")),
}
_FR_TENSE = {"p": "p", "pc": "pc", "f": "f", "past": "i"}
_EN_TENSE = {"p": "p", "pc": "ps", "f": "f", "past": "ps"}


def place_words(place: tuple[str, int], verb: str, lang: str) -> str:
    """*à Paris*, *en France*, *au Canada*, *aux États-Unis*; *de Paris*, *d'Italie*,
    *du Japon*, *des États-Unis*; English *in*, *to*, *from* + the English name."""
    what, i = place
    if what == "city":
        fr, en = CITIES[i]
        gender = "city"
    elif what == "region":  # en Bretagne / in Brittany
        fr, en = REGIONS[i]
        gender = "f"
    else:
        fr, gender, en = COUNTRIES[i]
    if lang == "en":
        prep = {"live": "in", "be": "in", "go": "to", "come": "from"}[verb]
        return f"{prep} {en}"
    if verb == "come":
        if gender == "m":
            return f"du {fr}"
        if gender == "p":
            return f"des {fr}"
        return f"d'{fr}" if fr.startswith(_VOWELS) else f"de {fr}"
    return {"city": "à", "f": "en", "m": "au", "p": "aux"}[gender] + f" {fr}"


@builder("at_place")
def _at_place(pr, lang, subj, verb: str, place, tense: str, neg: bool, asked: bool):
    fr = lang == "fr"
    v = VERBS[verb][0 if fr else 1]
    t = (_FR_TENSE if fr else _EN_TENSE)[tense]
    vp = pr.VP(pr.V(v), pr.Q(place_words(place, verb, lang)))
    if asked and fr:
        s = pr.S(pr.Q("est-ce"), pr.C("que"), subject_tree(pr, subj, lang), vp).t(t)
        return (s.typ({"neg": True}) if neg else s).a("?").realize()
    s = pr.S(subject_tree(pr, subj, lang), vp).t(t)
    types = {"neg": True} if neg else {}
    if asked:
        types["int"] = "yon"
    return (s.typ(types) if types else s).realize()


@builder("where_live")
def _where_live(pr, lang, subj, verb: str):
    fr = lang == "fr"
    if fr:
        head = [pr.Q("où")] if verb == "live" else [pr.P("de"), pr.Q("où")]
        subject = subject_tree(pr, subj, lang)
        vp = pr.VP(pr.V(VERBS[verb][0]))
        return pr.S(*head, pr.Q("est-ce"), pr.C("que"), subject, vp).a("?").realize()
    vp = pr.VP(pr.V(VERBS[verb][1]).t("b")).realize().strip()
    subject = _np_text(pr, subj, lang)
    end = " from?" if verb == "come" else "?"
    return f"Where {en_aux(subj, 'p')} {subject} {vp}{end}"


def to_place(rng, sampler=None) -> tuple[str, int]:
    x = rng.random()
    if x < 0.1:
        return ("region", rng.randrange(len(REGIONS)))
    if x < 0.55:
        return ("city", rng.randrange(len(CITIES)))
    return ("country", rng.randrange(len(COUNTRIES)))


@register("place", 0.55)
def place(rng: random.Random, sampler):
    x = rng.random()
    if x < 0.2:
        subj = draw_name(rng)
    elif x < 0.3:
        a = draw_name(rng)
        b = draw_name(rng)
        while b.name == a.name:
            b = draw_name(rng)
        subj = Coordination(0, [a, b])
    else:
        subj = draw_subject(rng, sampler, pronoun=0.6, name=0.0)
    if isinstance(subj, NounPhrase) and subj.det[0] == "indef" and subj.number == "p":
        subj.det = ("def",)
    if rng.random() < 0.1:
        verb = rng.choice(("live", "come"))
        return Construction(
            "where_live",
            {"subj": subj, "verb": verb},
            lemmas_of(subj, verbs=(VERBS[verb][0],)),
        )
    verb = rng.choice(("live", "live", "go", "come", "be"))
    tense = rng.choice(VERBS[verb][2])
    asked = rng.random() < 0.15
    args = {"subj": subj, "verb": verb, "place": to_place(rng), "tense": tense}
    args.update(neg=not asked and rng.random() < 0.15, asked=asked)
    return Construction("at_place", args, lemmas_of(subj, verbs=(VERBS[verb][0],)))
