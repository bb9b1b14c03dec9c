"""Kinds of sentence of version 3: greetings that ask how someone is, *aller mieux* and
*passer un bon week-end*.

- ``greet_ask``: *Coucou / Salut / Bonjour* + a name, *mamie* or a titled person, and a
  question: *Coucou Léa, tu vas mieux?* / *Hi Léa, are you feeling better?*, *Bonjour
  Marc, tu as passé un bon week-end?* / *Hello Marc, did you have a good weekend?*,
  *Comment s'est passée ta journée?* / *How was your day?*; *aller mieux* of anyone
  (*Mamie va beaucoup mieux.* / *Grandma is feeling much better.*) and *passer un bon
  week-end / une bonne soirée / de bonnes vacances* (*Nous avons passé une excellente
  soirée.* / *We had an excellent evening.*, *Passez de bonnes vacances!* / *Have a good
  holiday!*, *J'espère que tu as passé une bonne journée.* / *I hope you had a good
  day.*).

Whom one greets and the English agreement are :mod:`.social`'s.
"""

from __future__ import annotations

import random

from .kind_parts import Construction, Name, builder, draw_name, lemmas_of
from .kinds_v3 import register
from .social import (
    _cap,
    _mark,
    addressee,
    draw_nick,
    draw_titled,
    en_be,
    en_negate,
    en_subject,
    fr_subject,
    que,
)
from .structures import Pronoun

__all__ = ["PERIODS"]

# what one spends (passer): French noun, gender, number, English
PERIODS = (
    ("week-end", "m", "s", "weekend"),
    ("journée", "f", "s", "day"),
    ("soirée", "f", "s", "evening"),
    ("nuit", "f", "s", "night"),
    ("vacances", "f", "p", "holiday"),
    ("séjour", "m", "s", "stay"),
    ("voyage", "m", "s", "trip"),
    ("anniversaire", "m", "s", "birthday"),
    ("Noël", "m", "s", "Christmas"),
    ("après-midi", "m", "s", "afternoon"),
    ("semaine", "f", "s", "week"),
    ("moment", "m", "s", "time"),
)
# (French masculine, feminine, English)
_GOOD = (
    ("bon", "bonne", "good"),
    ("excellent", "excellente", "excellent"),
    ("mauvais", "mauvaise", "bad"),
    ("très bon", "très bonne", "very good"),
)
# --- greet_ask: Coucou Léa, tu vas mieux? ------------------------------------------------

# greetings: French, English, said to vous too?
_HELLOS = (
    ("bonjour", "hello", True),
    ("salut", "hi", False),
    ("coucou", "hi", False),
    ("bonsoir", "good evening", True),
)


def _period_fr(p: int, good: int) -> str:
    noun, gender, number, _ = PERIODS[p]
    adj = _GOOD[good][gender == "f"]
    if number == "p":
        adj += "s" if not adj.endswith("s") else ""
        return ("d'" if adj[0] in "ae" else "de ") + f"{adj} {noun}"
    det = "une" if gender == "f" else "un"
    return f"{det} {adj} {noun}"


def _period_en(p: int, good: int) -> str:
    adj = _GOOD[good][2]
    return ("an " if adj[0] in "aeiou" else "a ") + f"{adj} {PERIODS[p][3]}"


def _your(p: int, tu: bool) -> tuple[str, str]:
    """(ton week-end / votre journée / tes vacances, your ...)."""
    noun, gender, number, en = PERIODS[p]
    if number == "p":
        fr = "tes" if tu else "vos"
    elif tu:
        fr = "ta" if gender == "f" and noun[0] not in "aeéiou" else "ton"
    else:
        fr = "votre"
    return f"{fr} {noun}", f"your {en}"


# the questions of greet_ask, asked of tu or of vous
_ASKED = ("better", "spent", "how_was", "slept", "how")


def _question(q: str, form: int, tu: bool, p: int, good: int, lang: str) -> str:
    fr = lang == "fr"
    if q == "better":
        if not fr:
            return "are you feeling better"
        return (
            ("tu vas mieux", "ça va mieux")
            if tu
            else ("vous allez mieux", "allez-vous mieux", "ça va mieux")
        )[form % (2 if tu else 3)]
    if q == "spent":
        if not fr:
            return "did you have " + _period_en(p, good)
        head = (("tu as", "as-tu") if tu else ("vous avez", "avez-vous"))[form % 2]
        return f"{head} passé {_period_fr(p, good)}"
    if q == "how_was":
        fr_np, en_np = _your(p, tu)
        if not fr:
            return f"how was {en_np}"
        noun, gender, number, _ = PERIODS[p]
        verb = (
            "se sont passées"
            if number == "p"
            else "s'est passé" + ("e" if gender == "f" else "")
        )
        return f"comment {verb} {fr_np}"
    if q == "slept":
        if not fr:
            return "did you sleep well"
        return (
            ("tu as bien dormi", "as-tu bien dormi")
            if tu
            else ("vous avez bien dormi", "avez-vous bien dormi")
        )[form % 2]
    if not fr:
        return "how are you"
    return (("ça va", "comment vas-tu") if tu else ("ça va", "comment allez-vous"))[
        form % 2
    ]


@builder("greet_ask")
def _greet_ask(pr, lang, hello, who, q: str, form: int, tu: bool, p: int, good: int):
    """*Coucou Léa, tu vas mieux?*; ``hello`` None: *Tu vas mieux, Léa?*"""
    ask = _question(q, form, tu, p, good, lang)
    if hello is None:
        tail = "" if who is None else ", " + addressee(who, lang)
        return _cap(ask) + tail + "?"
    head = _HELLOS[hello][lang != "fr"]
    head += "" if who is None else " " + addressee(who, lang)
    return _cap(f"{head}, {ask}?")


@builder("better")
def _better(pr, lang, subj, tense: str, how: int, neg: bool, asked: str):
    """*aller mieux* of anyone / *be feeling better*; ``how``: 0 *mieux*, 1 *beaucoup
    mieux* (*much better*), 2 *un peu mieux* (*a little better*); ``asked``: "", "voice"
    (*Tu vas mieux?*) or "est-ce" (*Est-ce que Paul va mieux?*)."""
    if lang == "fr":
        adv = ("mieux", "beaucoup mieux", "un peu mieux")[how]
        s = pr.S(fr_subject(pr, subj), pr.VP(pr.V("aller"), pr.Q(adv))).t(tense)
        text = (s.typ({"neg": True}) if neg else s).realize().strip()
        if asked == "voice":
            text = text[:-1] + "?"
        elif asked == "est-ce":
            text = "Est-ce " + que(text[:-1], subj) + "?"
        return _cap(text)
    head, person, number = en_subject(subj)
    better = ("better", "much better", "a little better")[how]
    if tense == "f":
        verb, rest = "will", f"feel {better}"
    else:
        verb, rest = en_be(person, number, tense), f"feeling {better}"
    if neg:
        verb = en_negate(verb)
    if asked:
        return _cap(f"{verb} {head} {rest}?")
    return _cap(f"{head} {verb} {rest}.")


_FR_PASSER = {"pc": "pc", "p": "p", "f": "f"}


@builder("spend")
def _spend(
    pr, lang, subj, tense: str, p: int, good: int, neg: bool, how: str, mark: str
):
    """*passer un bon week-end* / *have a good weekend*; ``how``: "said", "hope" (*J'espère
    que ...*), "asked" (*Est-ce que Paul a passé ...?*) or "order" (*Passez ...!*; the
    subject is tu or vous)."""
    fr = lang == "fr"
    what = _period_fr(p, good) if fr else _period_en(p, good)
    if how == "order":
        if fr:
            return ("Passe " if subj.index == 1 else "Passez ") + what + mark
        return f"Have {what}{mark}"
    if fr:
        s = pr.S(fr_subject(pr, subj), pr.VP(pr.V("passer"), pr.Q(what))).t(tense)
        text = (s.typ({"neg": True}) if neg else s).realize().strip()[:-1]
        if how == "asked":
            return "Est-ce " + que(text, subj) + "?"
        if how == "hope":
            return "J'espère " + que(text, subj) + mark
        return text + mark
    head, person, number = en_subject(subj)
    if tense == "pc":
        verb, rest = "had", what
        if how == "asked":
            return f"Did {head} have {what}?"
    elif tense == "f":
        verb, rest = "will", f"have {what}"
        if how == "asked":
            return f"Will {head} have {what}?"
    else:
        verb, rest = en_be(person, number, "p"), f"having {what}"
        if how == "asked":
            return _cap(f"{verb} {head} {rest}?")
    if neg:
        verb = en_negate(verb)
        rest = rest.replace("have ", "", 1) if verb.startswith("did") else rest
    text = f"{head} {verb} {rest}".replace("  ", " ")
    if how == "hope":
        return f"I hope {text}{mark}"
    return _cap(text) + mark


def _anyone(rng, tu_vous=True):
    """A subject: a pronoun, a first name, a grandparent or a titled person."""
    x = rng.random()
    if x < 0.55:
        pool = (0, 1, 2, 3, 4, 5, 6, 7) if tu_vous else (0, 2, 3, 4, 6, 7)
        i = rng.choice(pool)
        gender = "f" if i in (3, 7) else "m" if i in (2, 6) else rng.choice("mf")
        return Pronoun(i, gender)
    if x < 0.8:
        return draw_name(rng)
    return draw_nick(rng) if x < 0.92 else draw_titled(rng)


@register("greet_ask", 0.08)
def greet_ask(rng: random.Random, sampler):
    """A greeting and a question, *aller mieux* or *passer un bon week-end* (see the
    module)."""
    p, good = rng.randrange(len(PERIODS)), rng.choice((0, 0, 0, 0, 1, 2, 3))
    x = rng.random()
    if x < 0.45:
        r = rng.random()
        who = draw_name(rng) if r < 0.5 else draw_nick(rng) if r < 0.7 else None
        if r >= 0.85:
            who = draw_titled(rng)
        tu = isinstance(who, (Name, tuple)) and not (
            isinstance(who, tuple) and who[0] == "title"
        )
        if who is None:
            tu = rng.random() < 0.5
        hello = rng.choice([i for i, h in enumerate(_HELLOS) if h[2] or tu])
        if rng.random() < 0.2 and who is not None:
            hello = None
        q = rng.choice(_ASKED[:4] * 3 + _ASKED[4:])
        if q == "how_was" and PERIODS[p][0] == "moment":
            p = 0
        args = {"hello": hello, "who": who, "q": q, "form": rng.randrange(6), "tu": tu}
        args.update(p=p, good=good)
        verb = {"better": "aller", "spent": "passer", "how_was": "passer"}.get(
            q, "dormir"
        )
        return Construction("greet_ask", args, lemmas_of(verbs=(verb,)))
    subj = _anyone(rng)
    neg = rng.random() < 0.15
    if x < 0.7:
        asked = rng.choice(("", "", "voice", "est-ce"))
        if asked and isinstance(subj, Pronoun) and subj.index in (0, 4):
            subj = Pronoun(rng.choice((1, 2, 3, 5)), rng.choice("mf"))
            if subj.index in (2, 3):
                subj = Pronoun(subj.index, "m" if subj.index == 2 else "f")
        args = {
            "subj": subj,
            "tense": rng.choice(("p", "p", "p", "i", "f")),
            "neg": neg,
        }
        args.update(how=rng.choice((0, 0, 1, 2)), asked=asked)
        args["neg"] = neg and not asked
        if args["neg"]:
            args["how"] = 0  # (not "il ne va pas un peu mieux")
        return Construction("better", args, lemmas_of(verbs=("aller",)))
    how = rng.choice(("said", "said", "hope", "asked", "order"))
    if how in ("hope", "order"):
        good = rng.choice((0, 0, 1, 3))  # (not wished a bad day)
    tense = rng.choice(("pc", "pc", "pc", "p", "f"))
    if how == "order":
        subj = Pronoun(rng.choice((1, 5)), rng.choice("mf"))
    elif (
        how in ("hope", "asked") and isinstance(subj, Pronoun) and subj.index in (0, 4)
    ):
        subj = Pronoun(rng.choice((1, 5)), subj.gender)
    if tense != "pc" and good == 2 or neg and how == "said":
        good = 0  # (a bad weekend is one that was had, and not denied)
    args = {"subj": subj, "tense": tense, "p": p, "good": good, "how": how}
    args.update(neg=neg and how == "said", mark=_mark(rng))
    return Construction("spend", args, lemmas_of(verbs=("passer",)))
