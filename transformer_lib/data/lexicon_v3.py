"""The lexicon of corpus version 3: the shipped (version 2) lexicon and everyday additions.

Version 3 keeps every lemma of :mod:`.lexicon` and adds the words of everyday French,
chosen by frequency and by the themes a beginner meets first. This module has the same
names as :mod:`.lexicon`, so that the sampler draws from either.
"""

from __future__ import annotations

from . import lexicon as _v2
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

NOUNS = tuple(_v2.NOUNS)
VERBS = tuple(_v2.VERBS)
ADJECTIVES = tuple(_v2.ADJECTIVES)
TIME_ADVERBS = tuple(_v2.TIME_ADVERBS)
MANNER_ADVERBS = tuple(_v2.MANNER_ADVERBS)
