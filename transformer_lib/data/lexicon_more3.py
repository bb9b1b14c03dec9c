"""A third pass of everyday words for corpus v3: the nouns and adjectives that the second
development set used and a freshly generated corpus never had.

*salle de bains* (*bathroom*), *centre-ville* (*town centre*), *carte postale*
(*postcard*), *pré* (*meadow*); *classique* (*la musique classique* / *classical music*),
*minéral* (*de l'eau minérale* / *mineral water*), *faux* (*un faux numéro* / *a wrong
number*); and *geler* (*Le lac a gelé.* / *The lake froze.*). The impersonal verbs and
fixed expressions of the same list (*il gèle*, *il faut*, *il vaudrait mieux*, *avoir
l'air*, *fils unique*, ...) are kinds of sentence of :mod:`.necessity` and :mod:`.daily`.
The entries have the shapes and tags of :mod:`.lexicon_more2`; no French lemma repeats
one of the other lexicons (a test checks it).

``MORE_OBJECTS`` widens the objects of verbs that v3 already has to the new nouns (*écrire
une carte postale*). :func:`fix_lexicons` adds to pyrealb's lexicons the words it lacks:
French nouns of several words, whose plural is given whole (*salles de bains*, *cartes
postales*, *centres-villes*).
"""

from __future__ import annotations

from .lexicon import Adj, Noun, Verb, _a, _nouns, _v

__all__ = ["NOUNS", "VERBS", "ADJECTIVES", "MORE_OBJECTS", "PLURALS", "fix_lexicons"]

NOUNS: list[Noun] = (
    _nouns(
        "f",
        "place in",
        """
        salle de bains=bathroom | room
        """,
    )
    + _nouns("m", "place in", "centre-ville=town centre, pré=meadow")
    + _nouns("f", "object readable", "carte postale=postcard")
)

# French lemma -> its plural, for the declension tables that fix_lexicons adds
PLURALS = {
    "salle de bains": "salles de bains",
    "carte postale": "cartes postales",
    "centre-ville": "centres-villes",
}

VERBS: tuple[Verb, ...] = (_v("geler", "freeze", "lake river pond water"),)

ADJECTIVES: tuple[Adj, ...] = (
    _a("classique", "classical", "post", "music"),
    _a("minéral", "mineral", "post", "water"),
    _a("faux", "wrong", "pre", "answer number address date"),
)

# verbs of the other lexicons that take the new nouns too
MORE_OBJECTS: dict[str, str] = {"écrire": "postcard", "poster": "postcard"}


def add_french_plurals(pr, nouns, plurals: dict[str, str]) -> None:
    """Give each French noun of ``nouns`` in ``plurals`` its plural there (*salles de
    bains*), as a declension table of its own; pyrealb's French lexicon must be loaded."""
    tables = pr.getRules()["declension"]
    for lemma, plural in plurals.items():
        tables["x-" + lemma] = {
            "ending": lemma,
            "declension": [{"val": lemma, "n": "s"}, {"val": plural, "n": "p"}],
        }
    for n in nouns:
        if n.fr in plurals:
            pr.addToLexicon(n.fr, {"N": {"g": n.gender, "tab": "x-" + n.fr}}, "fr")


def fix_lexicons(pr) -> None:
    """Add to pyrealb's lexicons the words of this module that it lacks."""
    language = pr.getLanguage()
    pr.loadFr()
    add_french_plurals(pr, NOUNS, PLURALS)
    pr.addToLexicon("town centre", {"N": {"tab": "n1", "cnt": "yes"}}, "en")
    pr.loadEn() if language == "en" else pr.loadFr()
