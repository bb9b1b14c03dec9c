"""Kinds of sentence of version 3: more of *c'est* (hand-made tables, pyrealb for the
French verbs).

- ``first_time``: *C'est la première fois que je viens ici.* / *It is the first time I
  have been here.* (the French present is the English present perfect; the imparfait the
  past perfect: *C'était la première fois qu'elle voyait la mer.* / *It was the first
  time she had seen the sea.*);
- ``who_in``: *C'est qui, la fille en rouge?* / *Who is the girl in red?*, *Qui est
  l'homme au chapeau noir?* / *Who is the man in the black hat?*, *Tu connais le garçon
  à lunettes?* / *Do you know the boy with glasses?*;
- ``cest_best``: *C'est ma meilleure amie.* / *She is my best friend.* (*c'est* before one
  person is *he* or *she*, the corpus's rule), *C'était le meilleur ami de Paul.* / *He
  was Paul's best friend.*
"""

from __future__ import annotations

import random

from .kind_parts import (
    Construction,
    Name,
    builder,
    draw_name,
    everyday_pronoun,
    lemmas_of,
    subject_tree,
)
from .kinds_v3 import register
from .lexicon import PRONOUNS
from .structures import Pronoun

_VOWELS = "AEÉIOUYaeéiouy"

# --- first_time -----------------------------------------------------------------------------

# (French infinitive, what follows it, English past participle and what follows)
FIRSTS = (
    ("venir", "ici", "been here"),
    ("voir", "la mer", "seen the sea"),
    ("prendre", "l'avion", "flown"),
    ("manger", "des escargots", "eaten snails"),
    ("aller", "à Paris", "been to Paris"),
    ("aller", "à l'étranger", "been abroad"),
    ("voir", "ce film", "seen this film"),
    ("lire", "ce livre", "read this book"),
    ("conduire", "une voiture", "driven a car"),
    ("monter", "à cheval", "ridden a horse"),
    ("faire", "du ski", "been skiing"),
    ("visiter", "ce musée", "visited this museum"),
    ("parler", "en public", "spoken in public"),
    ("entendre", "cette chanson", "heard this song"),
    ("dormir", "sous une tente", "slept in a tent"),
    ("voir", "la neige", "seen snow"),
    ("jouer", "au golf", "played golf"),
    ("cuisiner", "pour mes amis", "cooked for my friends"),
)


@builder("first_time")
def _first_time(pr, lang, subj: Pronoun, what: int, tense: str, neg: bool):
    fr_verb, fr_rest, en_rest = FIRSTS[what]
    if lang == "fr":
        s = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V(fr_verb), pr.Q(fr_rest)))
        clause = s.t(tense).realize().strip()[:-1]
        clause = clause[0].lower() + clause[1:]
        que = "qu'" if clause[0] in "aeéiou" else "que "
        be = {"p": "est", "i": "était"}[tense]
        head = f"Ce n'{be} pas" if neg else f"C'{be}"
        return f"{head} la première fois {que}{clause}."
    who = PRONOUNS[subj.index][1]
    have = "had" if tense == "i" else "has" if subj.index in (2, 3) else "have"
    be = {"p": "is", "i": "was"}[tense] + (" not" if neg else "")
    return f"It {be} the first time {who} {have} {en_rest}."


@register("first_time", 0.03)
def first_time(rng: random.Random, sampler):
    """*C'est la première fois que je viens ici.* / *It is the first time I have been
    here.*"""
    subj = everyday_pronoun(rng)
    what = rng.randrange(len(FIRSTS))
    tense = "p" if rng.random() < 0.7 else "i"
    args = {"subj": subj, "what": what, "tense": tense, "neg": rng.random() < 0.15}
    return Construction("first_time", args, lemmas_of(verbs=(FIRSTS[what][0],)))


# --- who_is ---------------------------------------------------------------------------------

# people pointed at: French, English, gender
POINTED = (
    ("la fille", "the girl", "f"),
    ("le garçon", "the boy", "m"),
    ("l'homme", "the man", "m"),
    ("la femme", "the woman", "f"),
    ("la dame", "the lady", "f"),
    ("la petite fille", "the little girl", "f"),
    ("le petit garçon", "the little boy", "m"),
    ("le jeune homme", "the young man", "m"),
    ("la jeune femme", "the young woman", "f"),
)
# what sets them apart: French, English
MARKS = (
    ("en rouge", "in red"),
    ("en bleu", "in blue"),
    ("en noir", "in black"),
    ("en blanc", "in white"),
    ("en vert", "in green"),
    ("en jaune", "in yellow"),
    ("au chapeau noir", "in the black hat"),
    ("à lunettes", "with glasses"),
    ("aux cheveux longs", "with long hair"),
    ("aux cheveux roux", "with red hair"),
    ("près de la porte", "by the door"),
    ("à côté de {n}", "next to {n}"),
    ("là-bas", "over there"),
)


@builder("who_in")
def _who_in(pr, lang, who: int, mark: int, name, form: str):
    """``form``: "cest" (*C'est qui, la fille en rouge?*), "qui" (*Qui est ...?*) or
    "know" (*Tu connais ...?*)."""
    fr = lang == "fr"
    person = POINTED[who][not fr]
    said = MARKS[mark][not fr]
    if name is not None:  # à côté de Paul, à côté d'Adam
        if fr and name.name[0] in _VOWELS:
            said = said.replace("de {n}", "d'{n}")
        said = said.replace("{n}", name.name)
    np = f"{person} {said}"
    if fr:
        return {"cest": f"C'est qui, {np}?", "qui": f"Qui est {np}?"}.get(
            form, f"Tu connais {np}?"
        )
    return f"Do you know {np}?" if form == "know" else f"Who is {np}?"


@register("who_in", 0.03)
def who_in(rng: random.Random, sampler):
    """*C'est qui, la fille en rouge?* / *Who is the girl in red?*"""
    mark = rng.randrange(len(MARKS))
    name = draw_name(rng) if "{n}" in MARKS[mark][0] else None
    args = {"who": rng.randrange(len(POINTED)), "mark": mark, "name": name}
    args["form"] = rng.choice(("cest", "cest", "qui", "know"))
    verbs = ("connaître",) if args["form"] == "know" else ("être",)
    return Construction("who_in", args, lemmas_of(verbs=verbs))


# --- cest_best ------------------------------------------------------------------------------

# possessives: (m, f, English)
_POSS = (
    ("mon", "ma", "my"),
    ("ton", "ta", "your"),
    # (not *son*, *sa*: his or her, which French does not say)
    ("notre", "notre", "our"),
    ("votre", "votre", "your"),
    ("leur", "leur", "their"),
)


@builder("cest_best")
def _cest_best(pr, lang, gender: str, poss: int, owner, tense: str, neg: bool):
    """*C'est ma meilleure amie.* / *She is my best friend.*; ``owner``: a name (*le
    meilleur ami de Paul* / *Paul's best friend*) or None (``poss``: an index of
    _POSS)."""
    fem = gender == "f"
    if lang == "fr":
        be = {"p": "est", "i": "était"}[tense]
        head = f"Ce n'{be} pas" if neg else f"C'{be}"
        friend = "meilleure amie" if fem else "meilleur ami"
        if isinstance(owner, Name):
            de = "d'" if owner.name[0] in _VOWELS else "de "
            return f"{head} {'la' if fem else 'le'} {friend} {de}{owner.name}."
        return f"{head} {_POSS[poss][1 if fem else 0]} {friend}."
    be = {"p": "is", "i": "was"}[tense] + (" not" if neg else "")
    whose = f"{owner.name}'s" if isinstance(owner, Name) else _POSS[poss][2]
    return f"{'She' if fem else 'He'} {be} {whose} best friend."


@register("cest_best", 0.03)
def cest_best(rng: random.Random, sampler):
    """*C'est ma meilleure amie.* / *She is my best friend.*"""
    poss = rng.choices(range(len(_POSS)), (5, 3, 1, 1, 1))[0]
    owner = draw_name(rng) if rng.random() < 0.25 else None
    tense = "p" if rng.random() < 0.8 else "i"
    args = {"gender": rng.choice("mf"), "poss": poss, "owner": owner, "tense": tense}
    args["neg"] = rng.random() < 0.15
    return Construction("cest_best", args, lemmas_of(verbs=("être",)))
