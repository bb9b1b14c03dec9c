"""Kinds of sentence of version 3: more of the body (the constructions of :mod:`.body`
said in a few more ways).

- ``cold_parts``: *avoir froid / chaud aux pieds* is said of the part in English: *J'ai
  froid aux pieds.* / *My feet are cold.*, *Paul avait chaud aux mains.* / *Paul's hands
  were hot.*, asked by intonation (*Tu as froid aux mains?* / *Are your hands cold?*);
- ``hurt_by``: a thing that hurts a part of the body, *Ces bottes me font mal aux
  pieds.* / *These boots hurt my feet.*, *Mon sac me fait mal au dos.* / *My bag hurts my
  back.* (*me, te, nous, vous* only: *lui* would not say whose, his or her feet);
- ``ache_since``: *avoir mal à* + *depuis* in the present is the present perfect: *Il a
  mal à la tête depuis ce matin.* / *He has had a headache since this morning.*, *J'ai
  mal au dos depuis hier.* / *My back has been hurting since yesterday.* (the parts and
  their English are those of :data:`.body.ACHES`).
"""

from __future__ import annotations

import random

from . import lexicon as lx
from .body import ACHES
from .kind_parts import Construction, Name, builder, draw_name, everyday_pronoun
from .kinds_v3 import register
from .structures import Pronoun

__all__ = ["COLD_PARTS", "HURT_BY", "SINCE"]

# avoir froid / chaud: (French, English adjective)
_COLD = (("froid", "cold"), ("chaud", "hot"))
# (French after avoir froid, English part, always plural)
COLD_PARTS = (
    ("aux pieds", "feet", "pied"),
    ("aux mains", "hands", "main"),
    ("aux oreilles", "ears", "oreille"),
)
_AVOIR = {
    "p": ("ai", "as", "a", "a", "avons", "avez", "ont", "ont"),
    "i": ("avais", "avais", "avait", "avait", "avions", "aviez", "avaient", "avaient"),
}
_EN_OWNER = ("my", "your", "his", "her", "our", "your", "their", "their")
_FR_SUBJECT = ("je", "tu", "il", "elle", "nous", "vous", "ils", "elles")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _fr_avoir(subj, tense: str) -> tuple[str, str]:
    """The French subject and *avoir* (*j'ai*, *Paul avait*), before the negation."""
    if isinstance(subj, Name):
        return subj.name, _AVOIR[tense][2]
    return _FR_SUBJECT[subj.index], _AVOIR[tense][subj.index]


def _fr_clause(subj, tense: str, neg: bool, rest: str) -> str:
    who, verb = _fr_avoir(subj, tense)
    if neg:
        return f"{who} n'{verb} pas {rest}"
    if who == "je":
        return f"j'{verb} {rest}"
    return f"{who} {verb} {rest}"


def _owner(subj) -> str:
    return f"{subj.name}'s" if isinstance(subj, Name) else _EN_OWNER[subj.index]


def _subject(rng: random.Random):
    return draw_name(rng) if rng.random() < 0.2 else everyday_pronoun(rng)


# --- J'ai froid aux pieds. / My feet are cold. ---------------------------------------------


@builder("cold_parts")
def _cold_parts(pr, lang, subj, cold: int, part: int, tense: str, neg: bool, asked):
    fr_cold, en_cold = _COLD[cold]
    fr_part, en_part, _ = COLD_PARTS[part]
    end = "?" if asked else "."
    if lang == "fr":
        return _cap(_fr_clause(subj, tense, neg, f"{fr_cold} {fr_part}")) + end
    be = "are" if tense == "p" else "were"
    who = f"{_owner(subj)} {en_part}"
    if asked:
        return f"{_cap(be)} {who} {en_cold}?"
    return _cap(f"{who} {be}{' not' if neg else ''} {en_cold}") + end


# --- Ces bottes me font mal aux pieds. / These boots hurt my feet. ------------------------

# (French, English, number, the part it hurts: an index into _HURT_PARTS)
HURT_BY = (
    (("ces", "chaussures"), ("these", "shoes"), "p", 0),
    (("ces", "bottes"), ("these", "boots"), "p", 0),
    (("ces", "chaussettes"), ("these", "socks"), "p", 0),
    (("$", "nouvelles chaussures"), ("$", "new shoes"), "p", 0),
    (("ce", "sac"), ("this", "bag"), "s", 1),
    (("ce", "cartable"), ("this", "school bag"), "s", 1),
    (("$", "sac à dos"), ("$", "rucksack"), "s", 1),
    (("cette", "chaise"), ("this", "chair"), "s", 1),
    (("ce", "lit"), ("this", "bed"), "s", 1),
)
_HURT_PARTS = (("aux pieds", "feet"), ("au dos", "back"))
# the person hurt: (clitic, possessive singular, plural, English possessive)
_PERSONS = {
    0: ("me", "mon", "mes", "my"),
    1: ("te", "ton", "tes", "your"),
    4: ("nous", "notre", "nos", "our"),
    5: ("vous", "votre", "vos", "your"),
}


@builder("hurt_by")
def _hurt_by(pr, lang, thing: int, person: int, neg: bool, asked: bool):
    fr, en, number, part = HURT_BY[thing]
    clitic, mine, ours, owner = _PERSONS[person]
    end = "?" if asked else "."
    if lang == "fr":
        det = fr[0] if fr[0] != "$" else (ours if number == "p" else mine)
        verb = "font" if number == "p" else "fait"
        hurt = f"ne {clitic} {verb} pas mal" if neg else f"{clitic} {verb} mal"
        return _cap(f"{det} {fr[1]} {hurt} {_HURT_PARTS[part][0]}") + end
    det = en[0] if en[0] != "$" else owner
    what = f"{det} {en[1]}"
    body = f"{owner} {_HURT_PARTS[part][1]}"
    if person == 4 and part == 1:
        body += "s"  # nous: our backs
    if asked:
        return f"{'Do' if number == 'p' else 'Does'} {what} hurt {body}?"
    if neg:
        return _cap(f"{what} {'do' if number == 'p' else 'does'} not hurt {body}") + end
    return _cap(f"{what} {'hurt' if number == 'p' else 'hurts'} {body}") + end


# --- Il a mal à la tête depuis ce matin. / He has had a headache since this morning. ------

SINCE = (
    ("depuis ce matin", "since this morning"),
    ("depuis hier", "since yesterday"),
    ("depuis hier soir", "since last night"),
    ("depuis lundi", "since Monday"),
    ("depuis deux jours", "for two days"),
    ("depuis trois jours", "for three days"),
    ("depuis une semaine", "for a week"),
    ("depuis longtemps", "for a long time"),
)
_EN_PLURAL = {"foot": "feet", "tooth": "teeth"}


@builder("ache_since")
def _ache_since(pr, lang, subj, part: int, since: int):
    fr_part, number, how, en = ACHES[part]
    fr_since, en_since = SINCE[since]
    if lang == "fr":
        body = pr.NP(pr.D("le"), pr.N(fr_part)).n(number)
        where = pr.PP(pr.P("à"), body).realize().strip()
        return _cap(_fr_clause(subj, "p", False, f"mal {where} {fr_since}")) + "."
    if how == "have":
        if isinstance(subj, Name):
            who, has = subj.name, "has"
        else:
            who = lx.PRONOUNS[subj.index][1]
            has = "has" if subj.index in (2, 3) else "have"
        return _cap(f"{who} {has} had {en} {en_since}.")
    plural = isinstance(subj, Pronoun) and subj.index in (4, 6, 7)
    plural = plural or number == "p"
    noun = _EN_PLURAL.get(en, en + "s") if plural else en
    has = "have" if plural else "has"
    return _cap(f"{_owner(subj)} {noun} {has} been hurting {en_since}.")


@register("aches", 0.05)
def aches(rng: random.Random, sampler):
    x = rng.random()
    if x < 0.35:
        subj = _subject(rng)
        part = rng.randrange(len(COLD_PARTS))
        tense = rng.choice(("p", "p", "i"))
        asked = tense == "p" and rng.random() < 0.2
        args = {"subj": subj, "cold": rng.choice((0, 0, 1)), "part": part}
        args.update(tense=tense, neg=not asked and rng.random() < 0.1, asked=asked)
        lemmas = _lemmas(subj, ("avoir",), (COLD_PARTS[part][2],))
        return Construction("cold_parts", args, lemmas)
    if x < 0.65:
        thing = rng.randrange(len(HURT_BY))
        person = rng.choice((0, 0, 0, 1, 1, 4, 5))
        asked = person in (1, 5) and rng.random() < 0.3
        args = {"thing": thing, "person": person, "asked": asked}
        args["neg"] = not asked and rng.random() < 0.1
        return Construction("hurt_by", args, _lemmas(None, ("faire",), ()))
    subj = _subject(rng)
    part = rng.randrange(len(ACHES))
    args = {"subj": subj, "part": part, "since": rng.randrange(len(SINCE))}
    return Construction(
        "ache_since", args, _lemmas(subj, ("avoir",), (ACHES[part][0],))
    )


def _lemmas(subj, verbs, nouns) -> dict:
    return {"noun": set(nouns), "adj": set(), "verb": set(verbs)}
