"""The four streams of rows, and the word pairs that only ``test_unseen`` pairs.

Row ``i`` of a stream is sampled from ``random.Random("{seed}:{stream}:{i}")``, so every
shipped row can be made again from its id (see :mod:`.generate`, which says what each
stream is for and turns rows into splits). :func:`sample_structure` draws a row's
structure; :func:`held_out_combinations` chooses the adjective-noun and verb-object pairs
that the main, long and structure streams never pair, and that the unseen stream is
built around.
"""

from __future__ import annotations

import random

from . import lexicon as lx
from .sampler import _COPULA, _fits, _n_clauses, _Sampler, adjectives_for, nouns_with
from .structures import Sentence

__all__ = [
    "SEED",
    "VERSION",
    "N_HELD_OUT",
    "lexicon_of",
    "held_out_combinations",
    "sample_structure",
]

SEED = 1  # the shipped corpus: every random draw of every row derives from it
# The shipped corpus is version 3 (everyday French: a lexicon of about 1,500 lemmas, the
# constructions of a beginner's course, proper names). Version 2 (a few hundred lemmas, one
# to three clauses), a much smaller world, is in files/v2.
VERSION = 3


def lexicon_of(version: int = VERSION):
    """The lexicon module of a corpus version: :mod:`.lexicon` (2) or :mod:`.lexicon_v3`."""
    if version == 2:
        return lx
    if version == 3:
        from . import lexicon_v3

        return lexicon_v3
    raise ValueError(f"unknown corpus version {version!r}: expected 2 or 3")


N_HELD_OUT = 40  # adjective-noun pairs, and as many verb-object pairs

# Nouns and verbs that share a French form with another lemma (porte/porter, ferme/fermer,
# montre/montrer, lit/lire, marché/marcher): never held out, so that a test can look for
# a held-out pair's words in the text without ambiguity
# (and suivre, whose "suis" is also être's)
_AMBIGUOUS = frozenset(
    "porte ferme montre lit marché porter fermer montrer lire suivre".split()
)


def held_out_combinations(
    seed: int = SEED, version: int = VERSION
) -> dict[str, list[tuple[str, str]]]:
    """The adjective-noun and verb-object lemma pairs that the main stream never pairs.

    Chosen with ``seed`` among common words: adjectives that fit at least 25 nouns, nouns
    that take at least 8 adjectives or 4 verbs, transitive verbs with one English word and
    at least 10 possible objects. An adjective is held out with at most 2 nouns, a verb
    with at most 2, and a noun in one pair only, so that every word stays frequent.
    Returns French lemmas: ``{"adj_noun": [(adj, noun)...], "verb_obj": [(verb, noun)...]}``.
    """
    rng = random.Random(f"{seed}:held-out")
    lex = lexicon_of(version)
    fr_verbs = [v.fr for v in lex.VERBS]
    adjs = [a for a in lex.ADJECTIVES if len(nouns_with(a.tags, lex)) >= 25]
    verbs = [
        v
        for v in lex.VERBS
        if v.obj is not None
        and not (v.fr_prep or v.en_prep)
        and fr_verbs.count(v.fr) == 1
        and v.fr not in _AMBIGUOUS | {"avoir"}
        and len(nouns_with(v.obj, lex)) >= 10
    ]
    nouns = [n for n in lex.NOUNS if n.fr not in _AMBIGUOUS and "mass" not in n.tags]
    an = [
        (a, n)
        for a in adjs
        for n in nouns
        if _fits(n, a.tags) and len(adjectives_for(n, lex=lex)) >= 8
    ]
    vo = [
        (v, n)
        for v in verbs
        for n in nouns
        if _fits(n, v.obj) and sum(_fits(n, w.obj) for w in verbs) >= 4
    ]
    rng.shuffle(an)
    rng.shuffle(vo)
    used_nouns: set[str] = set()
    out: dict[str, list[tuple[str, str]]] = {"adj_noun": [], "verb_obj": []}
    for key, pairs in (("adj_noun", an), ("verb_obj", vo)):
        per_word: dict[str, int] = {}
        for w, n in pairs:
            if len(out[key]) == N_HELD_OUT:
                break
            if n.fr in used_nouns or per_word.get(w.fr, 0) == 2:
                continue
            used_nouns.add(n.fr)
            per_word[w.fr] = per_word.get(w.fr, 0) + 1
            out[key].append((w.fr, n.fr))
        out[key].sort()
    return out


_HELD_CACHE: dict[tuple[int, int], dict] = {}


def _held_out(seed: int, version: int = VERSION) -> dict:
    """held_out_combinations(seed, version), computed once per process."""
    if (seed, version) not in _HELD_CACHE:
        _HELD_CACHE[seed, version] = held_out_combinations(seed, version)
    return _HELD_CACHE[seed, version]


def _pairs_in(s: Sentence, held: dict) -> list[tuple[str, str, str]]:
    """The held-out pairs whose two words both occur in ``s`` (anywhere in it)."""
    lem = s.lemmas
    hits = [
        ("adj_noun", a, n)
        for a, n in held["adj_noun"]
        if a in lem["adj"] and n in lem["noun"]
    ]
    hits += [
        ("verb_obj", v, n)
        for v, n in held["verb_obj"]
        if v in lem["verb"] and n in lem["noun"]
    ]
    return hits


def sample_structure(
    stream: str, index: int, seed: int = SEED, held=None, version: int = VERSION
) -> Sentence:
    """The structure of row ``index`` of ``stream`` ("m", "u", "l" or "s"), before length
    checks, in corpus ``version``."""
    held = held or _held_out(seed, version)
    lex = lexicon_of(version)
    rng = random.Random(f"{seed}:{stream}:{index}")
    s = _Sampler(rng, lex, version)
    if stream == "m" and version == 3:
        from .kinds_v3 import sample

        return sample(rng, s)
    if stream == "m":
        return s.sentence(_n_clauses(rng))
    if stream == "u":
        pairs = [("adj", a, n) for a, n in held["adj_noun"]] + [
            ("obj", v, n) for v, n in held["verb_obj"]
        ]
        kind, w, n = pairs[index % len(pairs)]
        noun = next(x for x in lex.NOUNS if x.fr == n)
        if kind == "adj":
            force = ("adj", next(a for a in lex.ADJECTIVES if a.fr == w), noun)
        else:
            force = ("obj", next(v for v in lex.VERBS if v.fr == w and v.obj), noun)
        return s.sentence(_n_clauses(rng), force=force)
    if stream == "l":
        n = 2 if rng.random() < 0.7 else 3
        return s.sentence(n, rich=n == 2 or rng.random() < 0.5)
    if stream == "s":
        out = s.sentence(_n_clauses(rng), subject_pp=True)
        if out.clauses[0].verb is _COPULA:
            # not "Is the cat under the table ...?": in English that question reads like
            # the copula with a place ("Is the cat under the table?"), which train has
            out.clauses[0].question = False
        return out
    raise ValueError(f"unknown stream {stream!r}: expected 'm', 'u', 'l' or 's'")
