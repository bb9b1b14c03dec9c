"""Kinds of sentence of version 3: favourites (beside the generic articles of
:mod:`.generic`).

- ``favourite``: *Ma couleur préférée est le vert.* / *My favourite colour is green.*,
  *L'hiver est ma saison préférée.* / *Winter is my favourite season.*, *J'aime la
  couleur jaune.* / *I like the colour yellow.* (*mon, ton, notre, votre, leur*: never
  *son / sa*, his or her).
"""

from __future__ import annotations

import random

from .generic import _GENERIC_VERBS, _cap, _subject
from .kind_parts import Construction, builder, lemmas_of
from .kinds_v3 import register

__all__ = ["FAVOURITES"]

# --- favourite: ma couleur préférée est le vert ------------------------------------------

# (French noun, feminine, English noun, [(French with its article, English)])
FAVOURITES = (
    (
        "couleur",
        True,
        "colour",
        [
            ("le rouge", "red"),
            ("le bleu", "blue"),
            ("le vert", "green"),
            ("le jaune", "yellow"),
            ("le noir", "black"),
            ("le blanc", "white"),
            ("le rose", "pink"),
            ("le violet", "purple"),
            ("l'orange", "orange"),
            ("le gris", "grey"),
            ("le marron", "brown"),
        ],
    ),
    (
        "saison",
        True,
        "season",
        [
            ("le printemps", "spring"),
            ("l'été", "summer"),
            ("l'automne", "autumn"),
            ("l'hiver", "winter"),
        ],
    ),
    (
        "sport",
        False,
        "sport",
        [
            ("le football", "football"),
            ("le tennis", "tennis"),
            ("le rugby", "rugby"),
            ("la natation", "swimming"),
            ("le basket", "basketball"),
            ("le ski", "skiing"),
            ("la danse", "dance"),
            ("le judo", "judo"),
        ],
    ),
    (
        "matière",
        True,
        "subject",
        [
            ("l'histoire", "history"),
            ("la géographie", "geography"),
            ("l'anglais", "English"),
            ("le français", "French"),
            ("la musique", "music"),
            ("la biologie", "biology"),
            ("la chimie", "chemistry"),
            ("la physique", "physics"),
            ("le dessin", "art"),
        ],
    ),
    (
        "jour",
        False,
        "day",
        [
            ("le samedi", "Saturday"),
            ("le dimanche", "Sunday"),
            ("le vendredi", "Friday"),
            ("le mercredi", "Wednesday"),
        ],
    ),
    (
        "boisson",
        True,
        "drink",
        [
            ("le thé", "tea"),
            ("le café", "coffee"),
            ("le jus d'orange", "orange juice"),
            ("le chocolat chaud", "hot chocolate"),
            ("le lait", "milk"),
            ("la limonade", "lemonade"),
        ],
    ),
    (
        "plat",
        False,
        "dish",
        [
            ("la pizza", "pizza"),
            ("la soupe aux légumes", "vegetable soup"),
            ("le poulet rôti", "roast chicken"),
            ("le couscous", "couscous"),
            ("la quiche", "quiche"),
            ("le poisson", "fish"),
        ],
    ),
    (
        "animal",
        False,
        "animal",
        [
            ("le chat", "the cat"),
            ("le chien", "the dog"),
            ("le cheval", "the horse"),
            ("le lion", "the lion"),
            ("le dauphin", "the dolphin"),
            ("l'éléphant", "the elephant"),
        ],
    ),
)
# (masculine, feminine, English) of the possessive: never son / sa (his or her?)
_POSSESSIVES = (
    ("mon", "ma", "my"),
    ("ton", "ta", "your"),
    ("notre", "notre", "our"),
    ("votre", "votre", "your"),
    ("leur", "leur", "their"),
)
# colours after "la couleur": (feminine French, English)
COLOURS_F = (
    ("rouge", "red"),
    ("bleue", "blue"),
    ("verte", "green"),
    ("jaune", "yellow"),
    ("noire", "black"),
    ("blanche", "white"),
    ("rose", "pink"),
    ("violette", "purple"),
    ("orange", "orange"),
    ("grise", "grey"),
)
_LIKE_EN = {"aimer": "like", "adorer": "love", "détester": "hate", "préférer": "prefer"}


@builder("favourite")
def _favourite(pr, lang, what, end, **a):
    fr = lang == "fr"
    if what == "colour":  # j'aime la couleur jaune / I like the colour yellow
        colour_fr, colour_en = COLOURS_F[a["colour"]]
        obj = f"la couleur {colour_fr}" if fr else f"the colour {colour_en}"
        from .kind_parts import subject_tree

        verb = a["verb"] if fr else _LIKE_EN[a["verb"]]
        s = pr.S(subject_tree(pr, a["subj"], lang), pr.VP(pr.V(verb), pr.Q(obj)))
        return s.t("p").realize().strip()[:-1] + end
    noun_fr, fem, noun_en, items = FAVOURITES[a["noun"]]
    item_fr, item_en = items[a["item"]]
    masc, femi, poss_en = _POSSESSIVES[a["poss"]]
    if fr:
        owner = femi if fem else masc
        np = f"{owner} {noun_fr} {'préférée' if fem else 'préféré'}"
    else:
        np = f"{poss_en} favourite {noun_en}"
    item = item_fr if fr else item_en
    verb = "est" if fr else "is"
    text = f"{item} {verb} {np}" if a["first"] else f"{np} {verb} {item}"
    return _cap(text) + end


@register("favourite", 0.06)
def favourite(rng: random.Random, sampler):
    """*Ma couleur préférée est le vert.* / *My favourite colour is green.*; *J'aime la
    couleur jaune.* / *I like the colour yellow.*"""
    end = "."
    if rng.random() < 0.2:
        args = {
            "what": "colour",
            "colour": rng.randrange(len(COLOURS_F)),
            "verb": rng.choices(_GENERIC_VERBS, (5, 2, 2, 2))[0],
            "subj": _subject(rng),
            "end": rng.choice(".!"),
        }
        return Construction("favourite", args, lemmas_of(verbs=(args["verb"],)))
    noun = rng.choices(range(len(FAVOURITES)), (4, 2, 2, 2, 1, 1, 1, 1))[0]
    args = {
        "what": "favourite",
        "noun": noun,
        "item": rng.randrange(len(FAVOURITES[noun][3])),
        "poss": rng.choices(range(len(_POSSESSIVES)), (5, 3, 1, 1, 1))[0],
        "first": rng.random() < 0.25,
        "end": end,
    }
    return Construction("favourite", args, lemmas_of(verbs=("être",)))
