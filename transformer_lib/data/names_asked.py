"""A kind of sentence of version 3, ``names_q``: names asked, with a vocative
(*mademoiselle, madame, monsieur, jeune homme*: *miss, madam, sir, young man*).

*Comment vous appelez-vous, mademoiselle?* / *What is your name, miss?*, *Quel est ton
prénom?* / *What is your first name?*, *D'où venez-vous, monsieur?* / *Where are you
from, sir?*; a relative's name (*Comment s'appelle ton frère?* / *What is your brother's
name?*, *Comment s'appellent tes cousins?* / *What are your cousins' names?*), a pet's,
a person's by pronoun (*Comment s'appelle-t-elle?* / *What is her name?*) and a thing's
(*Comment s'appelle cette rue?* / *What is this street called?*).
"""

from __future__ import annotations

import random

from .kind_parts import Construction, builder, relation, relative_np, subject_tree
from .kinds_v3 import register
from .structures import Pronoun

__all__ = ["VOCATIVES"]


def _lemmas(nouns=()) -> dict:
    return {"noun": set(nouns), "adj": set(), "verb": {"appeler"}}


# --- Comment vous appelez-vous, mademoiselle? -----------------------------------------------

VOCATIVES = (
    ("mademoiselle", "miss"),
    ("madame", "madam"),
    ("monsieur", "sir"),
    ("jeune homme", "young man"),
)
# how one asks a person's name: (French with tu, with vous, English)
_ASK_NAME = (
    ("Comment t'appelles-tu", "Comment vous appelez-vous", "What is your name"),
    ("Comment tu t'appelles", "Comment vous vous appelez", "What is your name"),
    ("Tu t'appelles comment", "Vous vous appelez comment", "What is your name"),
    ("Quel est ton nom", "Quel est votre nom", "What is your name"),
    ("Quel est ton prénom", "Quel est votre prénom", "What is your first name"),
    (
        "Quel est ton nom de famille",
        "Quel est votre nom de famille",
        "What is your surname",
    ),
    ("D'où viens-tu", "D'où venez-vous", "Where are you from"),
    ("Tu habites où", "Vous habitez où", "Where do you live"),
    ("Quel âge as-tu", "Quel âge avez-vous", "How old are you"),
)
# things whose name one asks: (French, English)
_NAMED = (
    ("cette rue", "this street"),
    ("ce village", "this village"),
    ("cette ville", "this town"),
    ("cette chanson", "this song"),
    ("ce film", "this film"),
    ("ce restaurant", "this restaurant"),
    ("cet hôtel", "this hotel"),
    ("cette fleur", "this flower"),
    ("ce plat", "this dish"),
    ("ce livre", "this book"),
)
_PETS = (("chien", "dog"), ("chat", "cat"), ("lapin", "rabbit"), ("cheval", "horse"))


@builder("ask_name")
def _ask_name(pr, lang, ask: int, polite: bool, vocative):
    fr_tu, fr_vous, en = _ASK_NAME[ask]
    if lang == "fr":
        head, call = (
            fr_vous if polite else fr_tu,
            VOCATIVES[vocative][0] if vocative is not None else "",
        )
    else:
        head, call = en, VOCATIVES[vocative][1] if vocative is not None else ""
    return f"{head}, {call}?" if call else f"{head}?"


@builder("whose_name")
def _whose_name(pr, lang, who, pet: int | None = None, owner: int = 0):
    """*Comment s'appelle ton frère?* / *What is your brother's name?*; ``who`` None for
    a pet (*Comment s'appellent tes chats?*), an index of :data:`_NAMED` (*Comment
    s'appelle cette rue?* / *What is this street called?*), or a Pronoun (*Comment
    s'appelle-t-elle?* / *What is her name?*)."""
    if isinstance(who, int):
        fr, en = _NAMED[who]
        return f"Comment s'appelle {fr}?" if lang == "fr" else f"What is {en} called?"
    if isinstance(who, Pronoun):
        plural = who.index >= 6
        pro = (
            ("ils" if who.gender == "m" else "elles")
            if plural
            else ("il" if who.gender == "m" else "elle")
        )
        if lang == "fr":
            verb = "s'appellent" if plural else "s'appelle-t"
            return f"Comment {verb}-{pro}?"
        if plural:
            return "What are their names?"
        return f"What is {'his' if who.gender == 'm' else 'her'} name?"
    if who is None:
        fr_pet, en_pet = _PETS[pet]
        plural = owner >= 10
        mine = ("ton", "votre", "son", "leur")[owner % 10]
        if lang == "fr":
            if plural:
                mine = {"ton": "tes", "votre": "vos", "son": "ses", "leur": "leurs"}[
                    mine
                ]
                noun = "chevaux" if fr_pet == "cheval" else fr_pet + "s"
                return f"Comment s'appellent {mine} {noun}?"
            return f"Comment s'appelle {mine} {fr_pet}?"
        en_mine = ("your", "your", "his", "their")[owner % 10]
        if plural:
            return f"What are {en_mine} {en_pet}s' names?"
        return f"What is {en_mine} {en_pet}'s name?"
    np = who
    if lang == "fr":
        fr = subject_tree(pr, np, "fr").realize().strip()
        verb = "s'appellent" if np.number == "p" else "s'appelle"
        return f"Comment {verb} {fr[:1].lower() + fr[1:]}?"
    en = subject_tree(pr, relation(np), "en").realize().strip()
    en = en[:1].lower() + en[1:]
    if np.number == "p":
        owner = en + "'" if en.endswith("s") else en + "'s"
        return f"What are {owner} names?"
    return f"What is {en}'s name?"


@register("names_q", 0.05)
def names_q(rng: random.Random, sampler):
    x = rng.random()
    if x < 0.45:
        ask = rng.choice((0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8))
        polite = rng.random() < 0.6
        vocative = None
        if rng.random() < 0.75:
            vocative = rng.choice((0, 1, 2)) if polite else 3
        args = {"ask": ask, "polite": polite, "vocative": vocative}
        return Construction("ask_name", args, _lemmas())
    if x < 0.75:
        np = relative_np(rng, sampler.lex, rng.choice("sssp"), owners=(1, 3, 4))
        return Construction("whose_name", {"who": np}, _lemmas((np.noun.fr,)))
    if x < 0.85:
        pet = rng.randrange(len(_PETS))
        owner = rng.choice((0, 1, 3)) + (10 if rng.random() < 0.3 else 0)
        return Construction(
            "whose_name",
            {"who": None, "pet": pet, "owner": owner},
            _lemmas(),
        )
    if x < 0.93:
        return Construction(
            "whose_name", {"who": rng.randrange(len(_NAMED))}, _lemmas()
        )
    i = rng.choice((2, 3, 2, 3, 6, 7))
    who = Pronoun(i, "m" if i in (2, 6) else "f")
    return Construction("whose_name", {"who": who}, _lemmas())
