"""A fourth pass of everyday words for corpus v3: nouns that the development sets used and
the corpus lacked.

The family: *grand-oncle* (*great-uncle*), *grand-tante* (*great-aunt*), *petits-enfants*
(*grandchildren*: *Mes grands-parents ont trois petits-enfants.*); school: *maître /
maîtresse* (*teacher*, of a primary school); town and travel: *tramway* (*tram*; *tram*
is in :mod:`.lexicon_nouns`), *gare routière* (*bus station*); nature: *vague* (*wave*: *Nous regardons les vagues.* /
*We are watching the waves.*). The entries have the shapes and tags of
:mod:`.lexicon_more3`; no French lemma repeats one of the other lexicons (a test checks
it).

:func:`fix_lexicons` adds to pyrealb's lexicons the words it lacks or has otherwise:
French compounds whose two words agree (*grands-oncles, grands-tantes, petits-enfants,
gares routières*), *vague* as a feminine noun, and English *great-uncle, great-aunt, bus
station*.
"""

from __future__ import annotations

from .lexicon import Adj, Noun, Verb, _nouns
from .lexicon_more3 import add_french_plurals

__all__ = ["NOUNS", "VERBS", "ADJECTIVES", "MORE_OBJECTS", "PLURALS", "fix_lexicons"]

NOUNS: list[Noun] = (
    _nouns(
        "m",
        "person legs",
        """
        grand-oncle=great-uncle, maître/mf=teacher
        petit-enfant=grandchild | plural
        """,
    )
    + _nouns("f", "person legs", "grand-tante=great-aunt")
    + _nouns("m", "vehicle", "tramway=tram | mech inside")
    + _nouns("f", "place", "gare routière=bus station | in building")
    + _nouns("f", "sea", "vague=wave")
)

# French lemma -> its plural, for the declension tables that fix_lexicons adds
PLURALS = {
    "grand-oncle": "grands-oncles",
    "grand-tante": "grands-tantes",
    "petit-enfant": "petits-enfants",
    "gare routière": "gares routières",
}

VERBS: tuple[Verb, ...] = ()

ADJECTIVES: tuple[Adj, ...] = ()

# verbs of the other lexicons that take the new nouns too (by the noun's English)
MORE_OBJECTS: dict[str, str] = {"regarder": "wave", "entendre": "wave"}


def fix_lexicons(pr) -> None:
    """Add to pyrealb's lexicons the words of this module that it lacks."""
    language = pr.getLanguage()
    pr.loadFr()
    add_french_plurals(pr, NOUNS, PLURALS)
    pr.addToLexicon("vague", {"N": {"g": "f", "tab": "n17"}}, "fr")
    for word in ("great-uncle", "great-aunt", "bus station"):
        pr.addToLexicon(word, {"N": {"tab": "n1", "cnt": "yes"}}, "en")
    pr.loadEn() if language == "en" else pr.loadFr()
