"""A kind of sentence of version 3: the possessive pronouns *le mien, la tienne, les
nôtres, le vôtre, les leurs* (*mine, yours, ours, theirs*).

- ``mine_or``: *C'est ta veste ou la mienne?* / *Is it your jacket or mine?*, *Ce sont
  vos clés ou les nôtres?* / *Are they your keys or ours?*;
- ``mine_but``: *Mon vélo est rouge, le tien est bleu.* / *My bike is red, yours is
  blue.*, *Nos valises sont grandes, les leurs sont petites.* / *Our suitcases are big,
  theirs are small.*;
- ``mine_not``: *Ce n'est pas le mien, c'est le tien.* / *It is not mine, it is yours.*,
  *Ce ne sont pas les nôtres, ce sont les vôtres.* / *They are not ours, they are
  yours.*

The owners are those of :data:`.lexicon.POSSESSIVES` (*mon, ton, notre, votre, leur*): not
*le sien* (*his* or *hers*: the French does not say which). Two owners in one sentence
never have the same English (not *ton ... le vôtre*, both *yours*). *Ce livre est à Paul,
pas à moi.* is the kind ``belong`` of :mod:`.belong`.
"""

from __future__ import annotations

import random

from .kind_parts import Construction, builder, lemmas_of, subject_tree
from .kinds_v3 import register
from .structures import NounPhrase

__all__ = ["POSSESSIVE_PRONOUNS", "possessive_pronoun"]

# by index of lexicon.POSSESSIVES (mon ton notre votre leur): French (m s, f s, m p, f p)
# without the article, and English
POSSESSIVE_PRONOUNS = (
    (("mien", "mienne", "miens", "miennes"), "mine"),
    (("tien", "tienne", "tiens", "tiennes"), "yours"),
    (("nôtre", "nôtre", "nôtres", "nôtres"), "ours"),
    (("vôtre", "vôtre", "vôtres", "vôtres"), "yours"),
    (("leur", "leur", "leurs", "leurs"), "theirs"),
)
_THINGS = (
    "livre stylo sac vélo voiture téléphone clé parapluie chapeau manteau cahier "
    "crayon ordinateur montre chaise maison ballon jouet veste écharpe valise"
).split()
_COLOURS = "rouge bleu vert noir blanc jaune gris grand petit".split()


def possessive_pronoun(owner: int, gender: str, number: str, lang: str) -> str:
    """*le mien, la tienne, les nôtres, la leur* / *mine, yours, ours, theirs*."""
    forms, en = POSSESSIVE_PRONOUNS[owner]
    if lang == "en":
        return en
    i = (2 if number == "p" else 0) + (gender == "f")
    article = "les" if number == "p" else "la" if gender == "f" else "le"
    return f"{article} {forms[i]}"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _np(pr, thing: NounPhrase, owner: int, lang: str) -> str:
    np = NounPhrase(thing.noun, thing.gender, thing.number, ("poss", owner))
    return subject_tree(pr, np, lang).realize().strip()


@builder("mine_or")
def _mine_or(pr, lang, thing: NounPhrase, owners: tuple[int, int]):
    a, b = owners
    plural = thing.number == "p"
    mine = possessive_pronoun(b, thing.gender, thing.number, lang)
    if lang == "fr":
        head = "Ce sont" if plural else "C'est"
        return f"{head} {_np(pr, thing, a, lang)} ou {mine}?"
    head = "Are they" if plural else "Is it"
    return f"{head} {_np(pr, thing, a, lang)} or {mine}?"


@builder("mine_but")
def _mine_but(pr, lang, thing: NounPhrase, owners: tuple[int, int], adjs):
    a, b = owners
    plural = thing.number == "p"
    words = []
    for adj in adjs:
        if lang == "fr":
            words.append(pr.A(adj.fr).g(thing.gender).n(thing.number).realize().strip())
        else:
            words.append(adj.en)
    if lang == "fr":
        verb = "sont" if plural else "est"
    else:
        verb = "are" if plural else "is"
    mine = possessive_pronoun(b, thing.gender, thing.number, lang)
    head = _np(pr, thing, a, lang)
    return _cap(f"{head} {verb} {words[0]}, {mine} {verb} {words[1]}.")


@builder("mine_not")
def _mine_not(pr, lang, gender: str, number: str, owners: tuple[int, int]):
    a, b = (possessive_pronoun(o, gender, number, lang) for o in owners)
    if lang == "fr":
        if number == "p":
            return f"Ce ne sont pas {a}, ce sont {b}."
        return f"Ce n'est pas {a}, c'est {b}."
    if number == "p":
        return f"They are not {a}, they are {b}."
    return f"It is not {a}, it is {b}."


def _owners(rng) -> tuple[int, int]:
    """Two owners whose English differs (ton and votre are both *your*)."""
    while True:
        a, b = rng.randrange(5), rng.randrange(5)
        if POSSESSIVE_PRONOUNS[a][1] != POSSESSIVE_PRONOUNS[b][1]:
            return a, b


@register("mine", 0.06)
def mine(rng: random.Random, sampler):
    lex = sampler.lex
    owners = _owners(rng)
    number = "p" if rng.random() < 0.25 else "s"
    x = rng.random()
    if x < 0.2:
        args = {"gender": rng.choice("mf"), "number": number, "owners": owners}
        return Construction("mine_not", args, lemmas_of(verbs=("être",)))
    fr = rng.choice(_THINGS)
    noun = next(n for n in lex.NOUNS if n.fr == fr)
    thing = NounPhrase(noun, noun.gender, number, ("def",))
    fits = [a for a in lex.ADJECTIVES if a.fr in _COLOURS and a.tags & noun.tags]
    if x < 0.6 or len(fits) < 2:
        args = {"thing": thing, "owners": owners}
        return Construction("mine_or", args, lemmas_of(thing, verbs=("être",)))
    sizes = [a for a in fits if a.fr in ("grand", "petit")]
    if len(sizes) == 2 and rng.random() < 0.3:  # big and small, or two colours
        adjs = tuple(rng.sample(sizes, 2))
    else:
        colours = [a for a in fits if a not in sizes]
        adjs = tuple(rng.sample(colours, 2)) if len(colours) > 1 else tuple(sizes)
    lemmas = lemmas_of(thing, verbs=("être",))
    lemmas["adj"].update(a.fr for a in adjs)
    args = {"thing": thing, "owners": owners, "adjs": adjs}
    return Construction("mine_but", args, lemmas)
