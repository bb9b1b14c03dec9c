"""The language-neutral structure of a corpus sentence, and what can be read off it.

A sentence is sampled (:mod:`.sampler`) as these small records: clauses made of a verb,
a tense, a negation or a question, and noun phrases (a noun with its determiner, gender,
number, adjectives and place phrase), pronouns and coordinations. Nothing in them is
French or English: :mod:`.realiser` writes each structure in both languages.
The functions below read a structure: its nouns, whether it is animate or plural, and
the French lemmas it uses (which :mod:`.streams` checks against the held-out pairs).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from . import lexicon as lx
from .lexicon import Adj, Noun, Prep, Verb

__all__ = ["NounPhrase", "Pronoun", "Name", "On", "Coordination", "Clause", "Sentence"]

_ANIMATE = frozenset({"person", "animal"})


@dataclass
class NounPhrase:
    noun: Noun
    gender: str  # "m" or "f"
    number: str  # "s" or "p"
    det: tuple  # ("def",) ("indef",) ("dem",) ("poss", i) ("num", i)
    # version 3 also: ("poss3", g): son / sa / ses, English his, her or its by the gender
    # g ("m", "f" or "n") of the possessor, the clause's subject; ("part",): du / de la,
    # English no article (du lait / milk); ("gen",): le / les said of a kind, English no
    # article (elle adore le fromage / she loves cheese)
    pre: Adj | None = None
    post: Adj | None = None
    pp: tuple[Prep, NounPhrase] | None = None  # le livre *sur la table*
    # version 3: English says ``post`` before ``pre``, a quality before an age (un jeune
    # coiffeur sérieux / a serious young hairdresser); set by the sampler
    en_post_first: bool = False
    # version 3: French without its indefinite article, after *sans* (*sans chien* /
    # *without a dog*); set by the sampler
    fr_bare: bool = False


@dataclass
class Pronoun:
    index: int  # into lexicon.PRONOUNS
    gender: str


@dataclass
class Name:
    """A person's first name (version 3), the same in both languages."""

    name: str
    gender: str


@dataclass
class On:
    """The subject pronoun *on* (version 3), English *we*."""

    gender: str = "m"


@dataclass
class Coordination:
    conj: int  # into lexicon.CONJUNCTIONS
    items: list


@dataclass
class Clause:
    subj: object
    verb: Verb
    tense: str
    neg: bool = False
    question: bool = False
    obj: object = None
    recipient: NounPhrase | None = None  # ... à la fille / ... to the girl
    attr: Adj | None = None  # être + adjective
    place: tuple[Prep, NounPhrase] | None = None  # where
    comp: tuple[Prep, NounPhrase] | None = None  # with / without / for whom
    adv: tuple[str, str] | None = None
    # version 3 (tense may also be "i" imparfait, "c" conditional, "ip" imperative, whose
    # subject is the Pronoun of tu, nous or vous):
    negation: str = "pas"  # with neg: "plus", "jamais", "rien", "personne" (no object)
    modal: str | None = (
        None  # + infinitive: pouvoir vouloir devoir aimer aller venir(de)
    )
    reflexive: bool = False  # se lever ... (the verb of grammar_v3.REFLEXIVES)
    please: bool = False  # imperative: ..., s'il te plaît / ..., please
    end: str = "!"  # imperative: its final mark, "!" or ".", the same in both languages
    # set on the clauses of version 3 only: its conventions apply (an action of today in
    # the present is English progressive, sur une île; see grammar_v3)
    version3: bool = False
    adverb: object = None  # a lexicon_verbs.Adverb (souvent, parfois, ici ...), placed
    # where its record says
    # version 3: "now" or "habit" when a kind puts a phrase of either beside the clause
    # (en ce moment, le lundi: see aspect.py), else None
    aspect: str | None = None


@dataclass
class Sentence:
    clauses: list[Clause]
    conj: int = 0  # how clauses are joined (et / mais)
    lemmas: dict = field(default_factory=dict)


# --- Reading a structure ------------------------------------------------------------------


def _head(x) -> Noun | None:
    return x.noun if isinstance(x, NounPhrase) else None


def _nouns_in(x) -> tuple[str, ...]:
    if isinstance(x, NounPhrase):
        return (x.noun.fr,) + (_nouns_in(x.pp[1]) if x.pp else ())
    if isinstance(x, Coordination):
        return sum((_nouns_in(i) for i in x.items), ())
    return ()


def _animate(x) -> bool:
    if isinstance(x, (Pronoun, Name, On)):
        return True
    if isinstance(x, Coordination):
        return all(_animate(i) for i in x.items)
    return bool(x.noun.tags & _ANIMATE)


def _plural(x) -> bool:
    if isinstance(x, Pronoun):
        return lx.PRONOUNS[x.index][3] == "p"
    if isinstance(x, (Name, On)):
        return isinstance(x, On)  # on: English we
    return isinstance(x, Coordination) or x.number == "p"


def _lemmas(s: Sentence) -> dict[str, set[str]]:
    """French lemmas used in the sentence: nouns, adjectives and verbs."""
    out = {"noun": set(), "adj": set(), "verb": set()}

    def walk(x):
        if isinstance(x, NounPhrase):
            out["noun"].add(x.noun.fr)
            out["adj"].update(a.fr for a in (x.pre, x.post) if a)
            if x.pp:
                walk(x.pp[1])
        elif isinstance(x, Coordination):
            for i in x.items:
                walk(i)

    for c in s.clauses:
        out["verb"].add(c.verb.fr)
        if c.attr:
            out["adj"].add(c.attr.fr)
        for x in (
            c.subj,
            c.obj,
            c.recipient,
            c.place and c.place[1],
            c.comp and c.comp[1],
        ):
            walk(x)
    return out
