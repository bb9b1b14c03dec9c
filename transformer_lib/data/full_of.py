"""A kind of sentence of version 3: what a place is full of, and what there is no more
of.

- ``full_of``: *plein de* is *full of*, *couvert de* *covered in*: *Le grenier est plein
  de vieux jouets.* / *The attic is full of old toys.*, *La table était couverte de
  livres.* / *The table was covered in books.*, *Le ciel est plein d'étoiles.* / *The sky
  is full of stars.*
- ``no_more``: *ne ... plus de* + a noun, as the corpus says it (see
  :mod:`.generic`): after *avoir* and *vouloir* a mass or a plural is *not ... any more*
  + the noun (*Je n'ai plus d'argent.* / *I do not have any more money.*, *Il ne veut
  plus de gâteau.* / *He does not want any more cake.*), after *il y a* *no more* (*Il
  n'y a plus de pain.* / *There is no more bread.*).
"""

from __future__ import annotations

import random
import re

from .kind_parts import Construction, builder, lemmas_of
from .kinds_v3 import register

__all__ = ["CONTAINERS", "CONTENTS", "NO_MORE"]

_VOWEL = re.compile(r"^[aeiouyéèêâîôœh]", re.I)

# (French, gender, English, what fills it: keys of CONTENTS)
CONTAINERS = (
    ("grenier", "m", "attic", "jouets livres vêtements photos cartons poussière"),
    ("boîte", "f", "box", "bonbons jouets photos biscuits crayons lettres"),
    ("sac", "m", "bag", "livres vêtements bonbons pommes papiers"),
    ("placard", "m", "cupboard", "vêtements jouets livres biscuits"),
    ("tiroir", "m", "drawer", "papiers crayons lettres photos"),
    ("frigo", "m", "fridge", "légumes fromage fruits"),
    ("jardin", "m", "garden", "fleurs oiseaux feuilles enfants"),
    ("rue", "f", "street", "gens touristes voitures feuilles"),
    ("ciel", "m", "sky", "étoiles nuages oiseaux"),
    ("panier", "m", "basket", "pommes fruits légumes"),
    ("chambre", "f", "bedroom", "jouets livres vêtements"),
    ("classe", "f", "classroom", "enfants livres"),
    ("verre", "m", "glass", "eau lait"),
    ("valise", "f", "suitcase", "vêtements livres cadeaux"),
    ("bus", "m", "bus", "gens touristes enfants"),
    ("musée", "m", "museum", "touristes enfants"),
    ("table", "f", "table", "livres papiers miettes cadeaux"),
    ("bureau", "m", "desk", "papiers livres lettres"),
    ("voiture", "f", "car", "neige boue feuilles jouets"),
    ("sol", "m", "floor", "jouets papiers miettes boue"),
)
# key -> (English, an adjective before it: (French, English) or None, mass)
CONTENTS = {
    "jouets": ("toys", ("vieux", "old"), False),
    "livres": ("books", ("vieux", "old"), False),
    "vêtements": ("clothes", ("vieux", "old"), False),
    "photos": ("photos", ("vieilles", "old"), False),
    "cartons": ("boxes", None, False),
    "poussière": ("dust", None, True),
    "bonbons": ("sweets", None, False),
    "biscuits": ("biscuits", None, False),
    "crayons": ("pencils", None, False),
    "lettres": ("letters", ("vieilles", "old"), False),
    "pommes": ("apples", None, False),
    "papiers": ("papers", ("vieux", "old"), False),
    "légumes": ("vegetables", None, False),
    "fromage": ("cheese", None, True),
    "fruits": ("fruit", None, True),
    "fleurs": ("flowers", None, False),
    "oiseaux": ("birds", None, False),
    "feuilles": ("leaves", None, False),
    "enfants": ("children", None, False),
    "gens": ("people", None, False),
    "touristes": ("tourists", None, False),
    "voitures": ("cars", None, False),
    "étoiles": ("stars", None, False),
    "nuages": ("clouds", None, False),
    "eau": ("water", None, True),
    "lait": ("milk", None, True),
    "cadeaux": ("presents", None, False),
    "miettes": ("crumbs", None, False),
    "neige": ("snow", None, True),
    "boue": ("mud", None, True),
}
# what covers rather than fills (couvert de: covered in)
_COVERS = frozenset("poussière neige boue feuilles miettes papiers livres".split())
_COVERED = frozenset("table bureau voiture sol".split())
# places no one owns (le bus, ce musée)
_NOT_OWNED = frozenset("bus musée ciel rue".split())
# owners of the container: French m, f, English
_DETS = (
    ("le", "la", "the"),
    ("mon", "ma", "my"),
    ("ton", "ta", "your"),
    ("notre", "notre", "our"),
    ("leur", "leur", "their"),
    ("ce", "cette", "this"),
)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _de(word: str) -> str:
    return f"d'{word}" if _VOWEL.match(word) else f"de {word}"


@builder("full_of")
def _full_of(pr, lang, where, det, what, old, tense, end):
    noun, gender, en, _ = CONTAINERS[where]
    en_what, adj, mass = CONTENTS[what]
    covered = noun in _COVERED
    if lang == "fr":
        d = _DETS[det][gender == "f"]
        if _VOWEL.match(noun):
            d = {"le": "l'", "la": "l'", "ce": "cet", "ma": "mon", "ta": "ton"}.get(
                d, d
            )
        head = f"{d}{noun}" if d.endswith("'") else f"{d} {noun}"
        be = "était" if tense == "i" else "est"
        full = ("couvert", "couverte") if covered else ("plein", "pleine")
        stuff = f"{adj[0]} {what}" if old else what
        return _cap(f"{head} {be} {full[gender == 'f']} {_de(stuff)}") + end
    be = "was" if tense == "i" else "is"
    full = "covered in" if covered else "full of"
    stuff = f"{adj[1]} {en_what}" if old else en_what
    return f"{_cap(_DETS[det][2])} {en} {be} {full} {stuff}{end}"


# --- ne ... plus de -------------------------------------------------------------------------

# (French, English, mass, after: "have" "want" "there")
NO_MORE = (
    ("argent", "money", True, "have"),
    ("pain", "bread", True, "have want there"),
    ("lait", "milk", True, "have want there"),
    ("temps", "time", True, "have"),
    ("place", "room", True, "have there"),
    ("essence", "petrol", True, "have there"),
    ("sucre", "sugar", True, "have want there"),
    ("café", "coffee", True, "have want there"),
    ("eau", "water", True, "have want there"),
    ("beurre", "butter", True, "have there"),
    ("gâteau", "cake", True, "want there"),
    ("soupe", "soup", True, "want there"),
    ("thé", "tea", True, "want there"),
    ("travail", "work", True, "have"),
    ("devoirs", "homework", True, "have"),
    ("œufs", "eggs", False, "have there"),
    ("pommes", "apples", False, "have want there"),
    ("timbres", "stamps", False, "have there"),
    ("billets", "tickets", False, "have there"),
    ("bonbons", "sweets", False, "have want there"),
    ("questions", "questions", False, "have"),
    ("frites", "chips", False, "want there"),
)
_PRONOUNS = "je tu il elle nous vous ils elles".split()
_EN = "I you he she we you they they".split()
# present and imparfait of avoir and vouloir (je ... elles)
_FORMS = {
    ("have", "p"): "ai as a a avons avez ont ont".split(),
    ("have", "i"): "avais avais avait avait avions aviez avaient avaient".split(),
    ("want", "p"): "veux veux veut veut voulons voulez veulent veulent".split(),
    ("want", "i"): "voulais voulais voulait voulait voulions vouliez voulaient"
    " voulaient".split(),
}


@builder("no_more")
def _no_more(pr, lang, what, how, subj, tense, end):
    fr_n, en_n, mass, _ = NO_MORE[what]
    if lang == "fr":
        if how == "there":
            verb = "avait" if tense == "i" else "a"
            return f"Il n'y {verb} plus {_de(fr_n)}{end}"
        form = _FORMS[how, tense][subj]
        ne = "n'" if _VOWEL.match(form) else "ne "
        return _cap(f"{_PRONOUNS[subj]} {ne}{form} plus {_de(fr_n)}") + end
    if how == "there":
        be = ("was", "were") if tense == "i" else ("is", "are")
        return f"There {be[not mass]} no more {en_n}{end}"
    if tense == "i":
        aux = "did"
    else:
        aux = "does" if subj in (2, 3) else "do"
    verb = "have" if how == "have" else "want"
    return f"{_cap(_EN[subj])} {aux} not {verb} any more {en_n}{end}"


@register("full_of", 0.06)
def full_of(rng: random.Random, sampler):
    """*Le grenier est plein de vieux jouets.* / *The attic is full of old toys.*, *Je
    n'ai plus d'argent.* / *I do not have any more money.* (see the module)."""
    tense = "i" if rng.random() < 0.25 else "p"
    end = rng.choice("...!")
    if rng.random() < 0.45:
        what = rng.randrange(len(NO_MORE))
        how = rng.choice(NO_MORE[what][3].split())
        subj = rng.choices(range(8), (5, 3, 2, 2, 3, 2, 1, 1))[0]
        args = {"what": what, "how": how, "subj": subj, "tense": tense, "end": end}
        verbs = {"have": "avoir", "want": "vouloir", "there": "avoir"}[how]
        lemmas = lemmas_of(verbs=(verbs,))
        lemmas["noun"].add(_lemma(NO_MORE[what][0]))
        return Construction("no_more", args, lemmas)
    where = rng.randrange(len(CONTAINERS))
    whats = CONTAINERS[where][3].split()
    if CONTAINERS[where][0] in _COVERED:
        whats = [w for w in whats if w in _COVERS] or whats
    what = rng.choice(whats)
    old = CONTENTS[what][1] is not None and rng.random() < 0.4
    det = rng.choices(range(len(_DETS)), (5, 2, 1, 1, 1, 1))[0]
    noun = CONTAINERS[where][0]
    if noun in _NOT_OWNED and det not in (0, 5) or noun == "ciel":
        det = 0  # (not *mon musée*, *ce ciel*)
    args = {"where": where, "det": det, "what": what, "old": old, "tense": tense}
    args["end"] = end
    covered = CONTAINERS[where][0] in _COVERED
    lemmas = lemmas_of(verbs=("être",), adjs=("couvert" if covered else "plein",))
    lemmas["noun"].update({CONTAINERS[where][0], _lemma(what)})
    return Construction("full_of", args, lemmas)


def _lemma(word: str) -> str:
    """The French lemma of a word of the tables (*œufs*: oeuf, *oiseaux*: oiseau)."""
    word = word.replace("œ", "oe")
    if word in ("gens", "temps", "devoirs"):
        return word
    return word[:-1] if word.endswith(("s", "x")) else word
