"""A kind of sentence of version 3: doing things *tout seul*, ``by_oneself``.

*Tout seul* agrees with the subject (*tout seul, toute seule, tous seuls, toutes seules*)
and is English *by* + the reflexive pronoun (*by himself, by herself, by themselves*; *vous
tout seul* is *by yourself*, *vous tous seuls* *by yourselves*). Said of a habit in the
present, it is the English simple present, never the progressive: *Mon fils s'habille
tout seul maintenant.* / *My son gets dressed by himself now.*, *Il va déjà à
l'école tout seul.* / *He already goes to school by himself.*, *Mon fils ne se lave pas
encore tout seul.* / *My son does not get washed by himself yet.*, *Tu t'habilles tout
seul?* / *Do you get dressed by yourself?*; and *Je peux le faire toute seule.* / *I can
do it by myself.*, *Il l'a fait tout seul.* / *He did it by himself.*
"""

from __future__ import annotations

import random

from .injuries import en_self
from .injuries import owner as owner_of
from .kind_parts import Construction, builder
from .kinds_v3 import register
from .reflexive_past import (
    AVOIR,
    FR_CLITIC,
    Who,
    cap,
    draw_who,
    elide,
    en_subject,
    fr_subject,
)

__all__ = ["HABITS", "by_oneself"]

# French verb, reflexive, French after it ({p}: the possessive plural, {s}: feminine
# singular), English base form, third person singular, English after it ({}: possessive)
HABITS = (
    ("habiller", True, "", "get dressed", "gets dressed", ""),
    ("laver", True, "", "get washed", "gets washed", ""),
    ("coucher", True, "", "go to bed", "goes to bed", ""),
    ("lever", True, "", "get up", "gets up", ""),
    ("brosser", True, "les dents", "brush", "brushes", "{} teeth"),
    ("manger", False, "", "eat", "eats", ""),
    ("marcher", False, "", "walk", "walks", ""),
    ("lire", False, "", "read", "reads", ""),
    ("nager", False, "", "swim", "swims", ""),
    ("faire", False, "{p} devoirs", "do", "does", "{} homework"),
    ("aller", False, "à l'école", "go to school", "goes to school", ""),
    ("rentrer", False, "à la maison", "come home", "comes home", ""),
    ("faire", False, "du vélo", "ride a bike", "rides a bike", ""),
    ("ranger", False, "{s} chambre", "tidy", "tidies", "{} room"),
    ("jouer", False, "", "play", "plays", ""),
)
_FR_PLURAL = ("mes", "tes", "ses", "ses", "nos", "vos", "leurs", "leurs")
_FR_FEMININE = ("ma", "ta", "sa", "sa", "notre", "votre", "leur", "leur")
_POUVOIR = ("peux", "peux", "peut", "peut", "pouvons", "pouvez", "peuvent", "peuvent")


def seul(who: Who) -> str:
    """*tout seul, toute seule, tous seuls, toutes seules*."""
    if who.n == "p":
        return "toutes seules" if who.g == "f" else "tous seuls"
    return "toute seule" if who.g == "f" else "tout seul"


def _third(who: Who) -> bool:
    return who.n == "s" and who.i in (2, 3)


@builder("by_oneself")
def _by_oneself(pr, lang, who, verb: int, when, asked: bool):
    """``when``: None, "now" (*maintenant*), "already" (*déjà*) or "yet" (*ne ... pas
    encore*)."""
    fr_verb, refl, fr_rest, base, third, en_rest = HABITS[verb]
    pe = (1, 2, 3, 3, 1, 2, 3, 3)[who.i]
    n = "s" if who.i < 4 else "p"
    if lang == "fr":
        form = pr.V(fr_verb).t("p").pe(pe).n(n).realize().strip()
        head = elide(FR_CLITIC[who.i], form) + form if refl else form
        if when == "yet":
            head = elide("ne", head) + head + " pas encore"
        elif when == "already":
            head += " déjà"
        subject = fr_subject(who)
        text = (elide("je", head) if subject == "je" else subject + " ") + head
        rest = fr_rest.format(p=_FR_PLURAL[who.i], s=_FR_FEMININE[who.i])
        text += (" " + rest if rest else "") + " " + seul(who)
        if when == "now":
            text += " maintenant"
        return cap(text) + ("?" if asked else ".")
    rest = en_rest.format(owner_of(who))
    verb_words = third if _third(who) and not asked and when != "yet" else base
    verb_words += " " + rest if rest else ""
    subject = en_subject(who)
    if asked:
        do = "Does" if _third(who) else "Do"
        return f"{do} {subject} {verb_words} by {en_self(who)}?"
    if when == "yet":
        do = "does" if _third(who) else "do"
        text = f"{subject} {do} not {verb_words} by {en_self(who)} yet"
    elif when == "already":
        text = f"{subject} already {verb_words} by {en_self(who)}"
    else:
        text = f"{subject} {verb_words} by {en_self(who)}"
        text += " now" if when == "now" else ""
    return cap(text) + "."


@builder("do_it_oneself")
def _do_it(pr, lang, who, done: bool, asked: bool):
    """*Je peux le faire tout seul.* / *I can do it by myself.*, *Il l'a fait tout
    seul.* / *He did it by himself.*"""
    end = "?" if asked else "."
    if lang == "fr":
        verb = f"l'{AVOIR[who.i]} fait" if done else f"{_POUVOIR[who.i]} le faire"
        subject = fr_subject(who)
        text = (elide("je", verb) if subject == "je" else subject + " ") + verb
        return cap(f"{text} {seul(who)}") + end
    subject = en_subject(who)
    if asked:
        return f"{'Did' if done else 'Can'} {subject} do it by {en_self(who)}?"
    return cap(f"{subject} {'did' if done else 'can do'} it by {en_self(who)}") + end


@register("by_oneself", 0.05)
def by_oneself(rng: random.Random, sampler):
    """Something done *tout seul* (see the module)."""
    who = draw_who(rng, pronoun=0.45, name=0.2)
    asked = who.i in (1, 5) and rng.random() < 0.3
    if rng.random() < 0.25:
        args = {"who": who, "done": rng.random() < 0.4, "asked": asked}
        lemmas = {"noun": set(), "adj": {"seul"}, "verb": {"faire"}}
        if not args["done"]:
            lemmas["verb"].add("pouvoir")
        return Construction("do_it_oneself", args, lemmas)
    verb = rng.randrange(len(HABITS))
    when = None if asked else rng.choice((None, "now", "now", "already", "yet"))
    args = {"who": who, "verb": verb, "when": when, "asked": asked}
    lemmas = {"noun": set(), "adj": {"seul"}, "verb": {HABITS[verb][0]}}
    return Construction("by_oneself", args, lemmas)
