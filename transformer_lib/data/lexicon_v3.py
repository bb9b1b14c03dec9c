"""The lexicon of corpus version 3: the shipped (version 2) lexicon and everyday additions.

Version 3 keeps every lemma of :mod:`.lexicon` and adds the words of everyday French,
chosen by frequency and by the themes a beginner meets first: the nouns of
:mod:`.lexicon_nouns`, the verbs, adjectives and adverbs of :mod:`.lexicon_verbs`, and the more everyday words
of :mod:`.lexicon_more` (with the objects it adds to verbs of the others) and
:mod:`.lexicon_more2`, :mod:`.lexicon_more3`, :mod:`.lexicon_more4` and
:mod:`.lexicon_more5`. This
module has the same names as :mod:`.lexicon`, so that the sampler draws from either.

It also holds what version 3 changes in them: clothes a class of their own, meals
(*déjeuner*, *petit-déjeuner*) taken by the verbs and adjectives that fit a meal only,
*TV* wherever *television* goes, and :func:`spell_fr`, the spellings of version 3's
French that pyrealb does not write (*sœur*, *œufs*, *petit déjeuner*).
"""

from __future__ import annotations

import hashlib
import re
from contextlib import contextmanager

from . import lexicon as _v2
from . import lexicon_more as _more
from . import lexicon_more2 as _more2
from . import lexicon_more3 as _more3
from . import lexicon_more4 as _more4
from . import lexicon_more5 as _more5
from . import lexicon_nouns as _nouns
from . import lexicon_verbs as _verbs
from .lexicon import (  # noqa: F401  (the closed classes are those of version 2)
    COMPANIONS,
    CONJUNCTIONS,
    DIRECTIONS,
    LOCATIONS,
    NUMBERS,
    POSSESSIVES,
    PRONOUNS,
    Adj,
    Noun,
    Prep,
    Verb,
)

# Clothes are a class of their own in version 3 (version 2 tagged its five as objects):
# porter is "wear" with clothes and "carry" with objects, so no noun may be both. Every
# other word that takes objects takes clothes too.
_V2_CLOTHES = frozenset("chapeau manteau chaussure robe chemise".split())


def _clothes(tags: frozenset[str] | None, word: str = "") -> frozenset[str] | None:
    if tags is None or "object" not in tags or word == "carry":
        return tags
    return tags | {"clothes"}


# English words of version 3 that version 2 said otherwise (a job's neutral name, British
# words)
_EN_V3 = {
    "policier": "police officer",
    "pompier": "firefighter",
    # British words where version 2 said the American ones
    "bonbon": "sweet",
    "biscuit": "biscuit",
    "coq": "cockerel",
}


def _noun(n: Noun) -> Noun:
    if n.fr in _EN_V3:
        n = n._replace(en=_EN_V3[n.fr])
    if n.fr in _V2_CLOTHES or "clothes" in n.tags:
        return n._replace(tags=(n.tags - {"object"}) | {"clothes"})
    return n


# Meals are not food: "small lunch" is no breakfast, nor does one cut or chew a lunch.
# These verbs and adjectives take them (le petit déjeuner est prêt, préparer le dîner).
_MEAL_VERBS = frozenset(
    "préparer servir commander finir terminer aimer préférer prendre".split()
)
_MEAL_ADJECTIVES = frozenset("bon délicieux excellent parfait horrible prêt".split())


def _also(tags: frozenset[str] | None, extra: str, when: bool) -> frozenset[str] | None:
    return tags | {extra} if tags is not None and when else tags


def _fits(n: Noun, tags: frozenset[str]) -> bool:
    return bool(tags & n.tags) or n.en in tags


def _verb(v: Verb) -> Verb:
    obj = _clothes(v.obj, v.en)
    obj = _also(obj, "meal", v.fr in _MEAL_VERBS)
    obj = _also(obj, "TV", obj is not None and "television" in obj)  # la télé
    if obj is not None and v.fr_prep is None and v.fr in _more.MORE_OBJECTS:
        obj = obj | frozenset(_more.MORE_OBJECTS[v.fr].split())  # oublier son nom
    if obj is not None and v.fr_prep is None and v.fr in _more3.MORE_OBJECTS:
        obj = obj | frozenset(
            _more3.MORE_OBJECTS[v.fr].split()
        )  # écrire une carte postale
    if obj is not None and v.fr_prep is None and v.fr in _more4.MORE_OBJECTS:
        obj = obj | frozenset(_more4.MORE_OBJECTS[v.fr].split())  # regarder les vagues
    if obj is not None and v.fr_prep is None and v.fr in _more5.MORE_OBJECTS:
        obj = obj | {_more5.MORE_OBJECTS[v.fr]}  # chercher un distributeur (one noun)
    if v.fr == "rater" and v.en == "miss":  # rater un examen is "fail" (lexicon_more5)
        obj = frozenset(
            n.en for n in NOUNS if _fits(n, obj) and n.en not in _more5.EXAM_EVENTS
        )
    return v._replace(subj=_clothes(v.subj), obj=obj)


NOUNS = tuple(
    _noun(n)
    for n in tuple(_v2.NOUNS)
    + tuple(_nouns.NOUNS)
    + tuple(_more.NOUNS)
    + tuple(_more2.NOUNS)
    + tuple(_more3.NOUNS)
    + tuple(_more4.NOUNS)
    + tuple(_more5.NOUNS)
)
VERBS = tuple(
    _verb(v)
    for v in tuple(_v2.VERBS)
    + tuple(_verbs.VERBS)
    + tuple(_more.VERBS)
    + tuple(_more2.VERBS)
    + tuple(_more3.VERBS)
    + tuple(_more4.VERBS)
    + tuple(_more5.VERBS)
)
ADJECTIVES = tuple(
    a._replace(tags=_also(_clothes(a.tags), "meal", a.fr in _MEAL_ADJECTIVES))
    for a in tuple(_v2.ADJECTIVES)
    + tuple(_verbs.ADJECTIVES)
    + tuple(_more.ADJECTIVES)
    + tuple(_more2.ADJECTIVES)
    + tuple(_more3.ADJECTIVES)
    + tuple(_more4.ADJECTIVES)
    + tuple(_more5.ADJECTIVES)
)
TIME_ADVERBS = tuple(_v2.TIME_ADVERBS) + tuple(_verbs.TIME_ADVERBS)
MANNER_ADVERBS = tuple(_v2.MANNER_ADVERBS) + tuple(_verbs.MANNER_ADVERBS)


# --- Spelling of version 3's French -------------------------------------------------
# pyrealb spells the ligature œ as "oe" (its lexicon has *soeur, oeuf, coeur*); version 3
# writes the French as a French reader does. The list is of whole word forms, so that
# no other word with "oe" (*poète*, *Noël*, *coexister*) changes. *petit-déjeuner* is
# pyrealb's lemma of one word (see ``PYREALB_FIXES``): French writes it in two as well.
_OE_STEMS = ("soeur", "oeuf", "coeur", "boeuf", "voeu", "noeud", "oeuvre", "oeil")
SPELLING: dict[str, str] = {
    form: form.replace("oe", "œ")
    for stem in _OE_STEMS
    for form in (stem, stem + "s", stem + "x")
}
SPELLING.update(
    {"petit-déjeuner": "petit déjeuner", "petits-déjeuners": "petits déjeuners"}
)
# (lexicon_more5: the half-sister, as pyrealb spells her)
SPELLING.update({"demi-soeur": "demi-sœur", "demi-soeurs": "demi-sœurs"})
_SPELLING_RE = re.compile(
    r"(?<![\w-])(" + "|".join(sorted(SPELLING, key=len, reverse=True)) + r")(?![\w-])",
    re.IGNORECASE,
)


def _respell(m: re.Match) -> str:
    word = m.group(1)
    new = SPELLING[word.lower()]
    return new[:1].upper() + new[1:] if word[:1].isupper() else new


def spell_fr(text: str, hyphen: bool = False) -> str:
    """A French sentence of version 3 with the spellings of ``SPELLING`` (*sœur*,
    *œufs*, *cœur*, *petit déjeuner*); applied after realisation (version 2 keeps
    pyrealb's spelling). ``hyphen``: *petit-déjeuner* in one word, the other standard
    spelling (the corpus writes both: see :func:`hyphen_of`)."""
    text = _SPELLING_RE.sub(_respell, text)
    if hyphen:
        text = _PETIT_DEJEUNER_RE.sub(lambda m: m.group(0).replace(" ", "-"), text)
    return text


_PETIT_DEJEUNER_RE = re.compile(r"(?<![\w-])[Pp]etits? déjeuners?(?![\w-])")


def hyphen_of(text: str) -> bool:
    """Whether a French sentence writes *petit-déjeuner* (two in five of those that have
    it), by a hash of its text: the same sentence always has the same spelling."""
    if "déjeuner" not in text:
        return False
    digest = hashlib.blake2b(f"hyphen:{text}".encode(), digest_size=1).digest()
    return digest[0] < 102


# --- Conjugation of version 3's French ----------------------------------------------------
# pyrealb 3.3.1's table v46 (partir, sortir, sentir, mentir) gives the participle "partie"
# for the masculine plural (*les chats sont partie*): version 3 writes *partis* (version 2
# keeps pyrealb's table, so that its rows do not change).
_V46_PARTICIPLE = ["ti", "tie", "tis", "ties"]


@contextmanager
def v3_tables():
    """pyrealb's French conjugation tables as version 3 writes them, while a row of
    version 3 is realised (``generate.generate_pair``); restored after it."""
    from .realiser import load_pyrealb

    table = load_pyrealb().getRules("fr")["conjugation"]["v46"]["t"]
    old = table["pp"]
    table["pp"] = _V46_PARTICIPLE
    try:
        yield
    finally:
        table["pp"] = old
