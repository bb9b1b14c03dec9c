"""Kinds of sentence of version 3: people greeted and spoken to as people speak to them.

- ``titled``: *madame / monsieur / mademoiselle* + a surname (written out or *Mme, M.,
  Mlle*), *Mrs / Mr / Miss* + the surname, greeted, thanked, taken leave of, asked for or
  met again: *Bonsoir madame Leroy!* / *Good evening Mrs Leroy!*, *Merci beaucoup, monsieur Martin!* / *Thank you very much, Mr Martin!*, *Ravie
  de vous revoir, mademoiselle Petit.* / *Nice to see you again, Miss Petit.*, *Monsieur
  Dupont est là?* / *Is Mr Dupont here?*, *Bonne année, madame Moreau!* / *Happy New
  Year, Mrs Moreau!*, *Comment allez-vous, monsieur Roux?* / *How are you, Mr Roux?*; such a person, or a grandparent called *mamie,
  papi* (*Grandma, Grandpa*), as the subject of a clause of the common grammar (*Mamie
  a préparé un gâteau.* / *Grandma prepared a cake.*).

The greetings that ask how someone is are :mod:`.how_was`'s; the small accidents one
apologises for are :mod:`.mishaps`'.
"""

from __future__ import annotations

import random
import re

from .kind_parts import Construction, Name, builder, lemmas_of
from .kinds_v3 import register
from .structures import Name as ClauseName
from .structures import Pronoun, Sentence

__all__ = ["SURNAMES", "TITLES", "NICKS", "en_be", "en_subject"]

# French surnames (copied into English)
SURNAMES = (
    "Martin Bernard Dubois Durand Leroy Moreau Laurent Lefebvre Michel Garcia David "
    "Bertrand Fournier Morel Girard Mercier Dupont Lambert Bonnet Fontaine Rousseau "
    "Guérin Muller Roussel Perrin Morin Clément Gauthier Dumont Fabre Chevalier Robin "
    "Masson Picard Lemaire Duval Dupuis Petit Blanc Renaud Leclerc Caron Marchand "
    "Roux Faure Blanchard Gaillard Barbier Arnaud Boyer Giraud Brun Vidal Leroux "
    "Meyer Dufour Aubert Lemoine Lefèvre Joly Fleury Lacroix Gautier Bouvier Bailly "
    "Carpentier Hubert"
).split()
# (French, its abbreviation, English, gender)
TITLES = (
    ("madame", "Mme", "Mrs", "f"),
    ("monsieur", "M.", "Mr", "m"),
    ("mademoiselle", "Mlle", "Miss", "f"),
)
# what children call their family: French, English, gender
NICKS = (
    ("mamie", "Grandma", "f"),
    ("papi", "Grandpa", "m"),
    ("papy", "Grandpa", "m"),
    ("maman", "Mum", "f"),
    ("papa", "Dad", "m"),
)
_EN_PRO = ("I", "you", "he", "she", "we", "you", "they", "they")
_EN_POSS = ("my", "your", "his", "her", "our", "your", "their", "their")
_PN = (("1", "s"), ("2", "s"), ("3", "s"), ("3", "s"), ("1", "p"), ("2", "p"))
_PN += (("3", "p"), ("3", "p"))


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _mark(rng) -> str:
    return rng.choice(".!")


# --- whom one speaks to or of ------------------------------------------------------------


def addressee(who, lang: str) -> str:
    """A first name, ("nick", i) or ("title", t, surname, short) as written inside a
    sentence (French *mamie*, *madame Leroy*, *Mme Leroy*; English *Grandma*, *Mrs
    Leroy*)."""
    fr = lang == "fr"
    if isinstance(who, Name):
        return who.name
    if who[0] == "nick":
        return NICKS[who[1]][0 if fr else 1]
    _, t, surname, short = who
    title = TITLES[t][(1 if short else 0) if fr else 2]
    return f"{title} {surname}"


def draw_titled(rng, gender: str | None = None):
    t = rng.choice([i for i, x in enumerate(TITLES) if gender in (None, x[3])])
    return ("title", t, rng.choice(SURNAMES), rng.random() < 0.15)


def draw_nick(rng, gender: str | None = None):
    return (
        "nick",
        rng.choice([i for i, x in enumerate(NICKS) if gender in (None, x[2])]),
    )


def gender_of(who) -> str:
    if isinstance(who, Name):
        return who.gender
    return NICKS[who[1]][2] if who[0] == "nick" else TITLES[who[1]][3]


# --- English agreement (the kinds here write English by hand) -----------------------------


def en_subject(subj) -> tuple[str, str, str]:
    """(English subject, "1"/"2"/"3", number) of a Pronoun, a Name or another
    addressee."""
    if isinstance(subj, Pronoun):
        return _EN_PRO[subj.index], *_PN[subj.index]
    return addressee(subj, "en"), "3", "s"


def en_poss(subj) -> str:
    """my / your / his / her / our / their: the English possessive of a subject."""
    if isinstance(subj, Pronoun):
        return _EN_POSS[subj.index]
    return "her" if gender_of(subj) == "f" else "his"


def en_be(person: str, number: str, tense: str) -> str:
    """am / are / is, was / were, will be."""
    if tense == "f":
        return "will be"
    if tense in ("i", "pc"):
        return "was" if number == "s" and person != "2" else "were"
    if number == "s" and person == "1":
        return "am"
    return "is" if number == "s" and person == "3" else "are"


def en_negate(verb: str) -> str:
    """*am* -> *am not*, *will be* -> *will not be*, *had* -> *did not have*."""
    head, _, rest = verb.partition(" ")
    if head in ("am", "is", "are", "was", "were", "will", "can", "should"):
        return f"{head} not {rest}".strip()
    if head == "had":
        return "did not have " + rest
    raise ValueError(verb)


def que(text: str, subj) -> str:
    """*que* + a French clause that pyrealb began with a capital (*qu'il*, *que
    mamie*, *que Paul*)."""
    if not isinstance(subj, Name):
        text = text[:1].lower() + text[1:]
    return ("qu'" if text[:1].lower() in "aeiouéèêh" else "que ") + text


def fr_subject(pr, subj):
    """The French pyrealb subject of a Pronoun, a Name or another addressee."""
    if isinstance(subj, Pronoun):
        from .kind_parts import subject_tree

        return subject_tree(pr, subj, "fr")
    return pr.NP(pr.Q(addressee(subj, "fr"))).g(gender_of(subj)).n("s")


# --- titled: Bonjour madame Leroy. Merci, monsieur Martin! --------------------------------

# what one says to a titled person: French (vous), English
_SAID_TO = {
    "hello": (("Bonjour", "Hello"), ("Bonsoir", "Good evening")),
    "thanks": (("Merci", "Thank you"), ("Merci beaucoup", "Thank you very much")),
    "bye": (
        ("Au revoir", "Goodbye"),
        ("Bonne journée", "Have a nice day"),
        ("Bonne soirée", "Have a nice evening"),
        ("Bon week-end", "Have a nice weekend"),
        ("Bonnes vacances", "Have a good holiday"),
        ("À demain", "See you tomorrow"),
        ("À lundi", "See you on Monday"),
    ),
    "excuse": (("Excusez-moi", "Excuse me"), ("Pardon", "Sorry")),
    "glad": (
        ("Ravi de vous revoir", "Nice to see you again"),
        ("Content de vous revoir", "Nice to see you again"),
        ("Ravi de vous voir", "Nice to see you"),
        ("Content de vous voir", "Nice to see you"),
        ("Ravi de vous rencontrer", "Pleased to meet you"),
        ("Heureux de vous rencontrer", "Pleased to meet you"),
        ("Enchanté", "Pleased to meet you"),
    ),
    "how": (("Comment allez-vous", "How are you"), ("Vous allez bien", "Are you well")),
    "wish": (
        ("Bonne année", "Happy New Year"),
        ("Joyeux Noël", "Merry Christmas"),
        ("Bon anniversaire", "Happy birthday"),
        ("Bonne chance", "Good luck"),
        ("Bon appétit", "Enjoy your meal"),
        ("Félicitations", "Congratulations"),
        ("Bienvenue", "Welcome"),
        ("Bonne nuit", "Good night"),
        ("Bon voyage", "Have a good trip"),
    ),
}
_FEMININE = {"Ravi": "Ravie", "Content": "Contente", "Heureux": "Heureuse"}
_FEMININE["Enchanté"] = "Enchantée"
# sentences of a titled person: French ({} the person), English
_OF_TITLED = (
    ("Voici {}.", "This is {}."),
    ("Je vous présente {}.", "This is {}."),
    ("Vous êtes {}?", "Are you {}?"),
    ("Êtes-vous {}?", "Are you {}?"),
    ("{} est là?", "Is {} here?"),
    ("Est-ce que {} est là?", "Is {} here?"),
    ("{} n'est pas là.", "{} is not here."),
    ("Je cherche {}.", "I am looking for {}."),
    ("J'ai rendez-vous avec {}.", "I have an appointment with {}."),
    ("Je voudrais parler à {}.", "I would like to speak to {}."),
    ("Je connais {}.", "I know {}."),
    ("Tu connais {}?", "Do you know {}?"),
    ("Connaissez-vous {}?", "Do you know {}?"),
    ("{} est en retard.", "{} is late."),
    ("{} vous attend.", "{} is waiting for you."),
    ("J'ai vu {} hier.", "I saw {} yesterday."),
    ("Dites bonjour à {}.", "Say hello to {}."),
    ("Voici le bureau de {}.", "This is {}'s office."),
)


@builder("titled")
def _titled(pr, lang, what: str, i: int, who, feminine: bool, mark: str, comma=True):
    """``what``: a key of _SAID_TO (*Merci, madame Leroy.*; ``comma`` after *Bonjour*)
    or "of" (_OF_TITLED[i])."""
    fr = lang == "fr"
    person = addressee(who, lang)
    if what == "of":
        text = _OF_TITLED[i][not fr].format(person)
        return _cap(text)
    said = _SAID_TO[what][i][not fr]
    if fr and feminine:
        said = (
            _FEMININE.get(said.split()[0], said.split()[0])
            + said[len(said.split()[0]) :]
        )
    sep = ", " if (what != "hello" or (comma and fr)) else " "
    return f"{said}{sep}{person}{mark}"


@builder("named_clause")
def _named_clause(pr, lang, sentence, who, stand_in: str):
    """A clause of the common grammar whose subject, the name ``stand_in``, becomes a
    titled person or a grandparent (*Mamie*, *Madame Leroy*)."""
    from .realiser import _Realiser

    text = _Realiser(lang).sentence(pr, sentence)
    return _cap(re.sub(rf"\b{stand_in}\b", addressee(who, lang), text))


def _clause_of(rng, sampler, gender: str, stand_in: str):
    """A clause of the common grammar about a person, its subject the name ``stand_in``
    (None when none comes)."""
    for _ in range(30):
        c = sampler.clause(rng.choice(("p", "p", "pc", "i", "f")))
        if "person" in c.verb.subj and c.tense != "ip" and c.subj is not None:
            c.subj = ClauseName(stand_in, gender)
            return Sentence([c])
    return None


@register("titled", 0.11)
def titled(rng: random.Random, sampler):
    """A titled person greeted, thanked, met, asked for (see the module), or a titled
    person or a grandparent doing what a clause says."""
    x = rng.random()
    if x < 0.25:
        gender = rng.choice("mf")
        who = draw_titled(rng, gender) if rng.random() < 0.5 else draw_nick(rng, gender)
        stand_in = "Zéphyrine" if gender == "f" else "Zéphyrin"
        sentence = _clause_of(rng, sampler, gender, stand_in)
        if sentence is not None:
            args = {"sentence": sentence, "who": who, "stand_in": stand_in}
            c = sentence.clauses[0]
            return Construction(
                "named_clause", args, lemmas_of(c.obj, verbs=(c.verb.fr,))
            )
    who = draw_titled(rng)
    what = rng.choice(("hello", "thanks", "bye", "excuse", "glad", "glad", "of", "of"))
    what = rng.choice((what, what, "how", "wish", "wish"))
    n = len(_OF_TITLED if what == "of" else _SAID_TO[what])
    mark = "?" if what == "how" else _mark(rng)
    args = {"what": what, "i": rng.randrange(n), "who": who, "mark": mark}
    args.update(feminine=rng.random() < 0.5, comma=rng.random() < 0.4)
    return Construction("titled", args, lemmas_of())
