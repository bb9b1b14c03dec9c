"""The everyday frames of corpus version 3 that a relative clause comes in (the clause
itself is written by :func:`.relatives.relative_tree`).

The kind ``relative_frame`` puts the relative in the short main clauses that everyday
French puts it in:

- the head is the subject of *être* + an adjective: *Le film que nous avons vu était
  long.* / *The film that we saw was long.*; *La ville où j'habite est petite.* / *The
  town where I live is small.*;
- the head is the object of a main clause: *J'aime la ville où tu habites.*;
- *avoir* + an indefinite head: *J'ai un ami qui parle chinois.* / *I have a friend who
  speaks Chinese.*;
- *Voici* (*Here is*, *Here are*) and *C'est* / *Ce sont* (*It is*, *They are*; *He is*,
  *She is* before one person): *Voici le gâteau que j'ai fait.* / *Here is the cake that
  I made.*, *C'est la femme qui habite ici.* / *She is the woman who lives here.*;
- everyday people pointed out (frame "person"): *Le garçon qui parle est mon frère.* /
  *The boy who is talking is my brother.*, *La femme que tu vois est ma voisine.* / *The
  woman that you see is my neighbour.*

The kind ``given`` (*les fleurs que tu m'as données*) is in :mod:`.given`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from . import grammar_v3 as v3
from .kind_parts import cest_pronoun, lemmas_of
from .kinds_v3 import register
from .lexicon import Adj
from .lexicon_more import NOT_ATTRIBUTES
from .linking import _R
from .relatives import (
    HAVE,
    HAVE_NOUNS,
    ONLY_ONE,
    Rel,
    _direct,
    _head,
    _plain_verbs,
    _subject,
    _tense,
    draw_rel,
    relative_tree,
)
from .sampler import _COPULA, _fits, adjectives_for, handsome
from .structures import Clause, NounPhrase

__all__ = ["RelativeFrame", "main_tree", "cest"]

# --- The frames ---------------------------------------------------------------------------

_EN_TENSE = {"p": "p", "pc": "ps", "i": "ps", "f": "f"}  # être: was, not "was being"


def copula_tree(pr, r: _R, main: Clause, very: bool):
    """``main`` (*être* + an adjective), with *très* / *very* before the adjective if
    ``very``: *Les grands-parents de Paul sont très vieux.*"""
    fr = r.fr
    adj = handsome(main.attr, main.subj)
    a = pr.A(adj.fr if fr else adj.en)
    if very:  # (quoted in English: pyrealb would put "very" before "be")
        a = pr.AP(pr.Adv("très") if fr else pr.Q("very"), a)
    verb = pr.V("être" if fr else "be")
    s = pr.S(r.np(pr, main.subj), pr.VP(verb, a))
    s = s.t(main.tense if fr else _EN_TENSE[main.tense])
    return s.typ({"neg": True}) if main.neg else s


def main_tree(pr, r: _R, main: Clause, very: bool):
    """The tree of a frame's main clause."""
    if main.verb is _COPULA and main.attr is not None:
        return copula_tree(pr, r, main, very)
    return r.clause(pr, main)


@dataclass
class RelativeFrame:
    """A relative ``rel`` on ``head`` in a frame: "here" (*Voici* ...), "cest" (*C'est*
    ...) or any other (its name says how it was drawn: "be", "object", "have"), where
    ``head`` is the subject or the object of ``main``."""

    frame: str
    head: NounPhrase
    rel: Rel
    main: Clause | None = None
    lemmas: dict = field(default_factory=dict)
    very: bool = False  # très / very before the main clause's adjective
    past: bool = False  # C'était ... / It was ...

    def realise_in(self, pr, lang: str) -> str:
        fr = lang == "fr"

        def wrap(pr, tree):
            return tree.add(relative_tree(pr, lang, self.head, self.rel))

        r = _R(lang, {id(self.head): wrap})
        if self.main is not None:
            return main_tree(pr, r, self.main, self.very).realize().strip()
        np = r.np(pr, self.head).realize().strip()
        plural = self.head.number == "p"
        if self.frame == "here":
            head = "Voici" if fr else "Here are" if plural else "Here is"
        else:
            head = cest(fr, plural, self.past, self.head)
        return f"{head} {np}."


def cest(fr: bool, plural: bool, past: bool, np=None) -> str:
    """C'est, Ce sont, C'était, C'étaient / It is, They are, It was, They were; He is,
    She is, He was, She was before one person ``np`` (:func:`.kind_parts.cest_pronoun`)."""
    if fr:
        if past:
            return "C'étaient" if plural else "C'était"
        return "Ce sont" if plural else "C'est"
    pronoun = cest_pronoun(np) if np is not None else "They" if plural else "It"
    return (
        pronoun
        + " "
        + (("were" if plural else "was") if past else "are" if plural else "is")
    )


# the adjectives that take très (not "très mort", "très chinois")
_GRADED = frozenset(
    "petit grand beau joli jeune vieux bon mauvais gros gentil content triste fatigué "
    "malade curieux timide courageux intelligent calme bruyant célèbre riche étrange "
    "mignon mince maigre fort faible méchant sympathique poli impoli drôle bavard "
    "paresseux sérieux honnête généreux patient sévère bête pauvre occupé heureux "
    "malheureux inquiet fâché surpris fier jaloux nerveux long court cher lourd léger "
    "chaud froid propre sale haut bas large étroit rapide lent moderne ancien "
    "confortable dangereux utile important intéressant ennuyeux facile difficile "
    "délicieux sucré salé amer épicé doux dur mouillé sec vide plein".split()
)

_FRAMES = {"be": 0.35, "object": 0.25, "have": 0.14, "here": 0.13, "cest": 0.13}
_FRAMES.update(person=0.3)
_HOW = {"qui": 0.4, "que": 0.35, "où": 0.25}


def _adjective(rng: random.Random, noun, rel: Rel | None = None) -> Adj | None:
    """An adjective of ``noun`` (not the one its relative says: qui est petit)."""
    said = rel.clause.attr if rel is not None else None
    choices = [
        a for a in adjectives_for(noun) if a != said and a.fr not in NOT_ATTRIBUTES
    ]
    return rng.choice(choices) if choices else None


@register("relative_frame", 0.5)
def _relative_frame(rng: random.Random, sampler) -> RelativeFrame:
    frame = rng.choices(list(_FRAMES), list(_FRAMES.values()))[0]
    if frame == "person":
        return person_frame(rng, sampler)
    how = rng.choices(list(_HOW), list(_HOW.values()))[0]
    if frame == "have" and how == "où":
        how = "qui"
    lex = sampler.lex
    noun = None
    if frame == "have" and rng.random() < 0.6:
        noun = rng.choice([n for n in lex.NOUNS if n.fr in HAVE_NOUNS])
    main_tense = {
        "be": rng.choices(("p", "i", "f"), (0.55, 0.3, 0.15))[0],
        "object": _tense(rng),
        "have": rng.choice(("p", "p", "i")),
        "cest": rng.choice(("p", "p", "p", "i")),
    }.get(frame, "p")
    noun, rel = draw_rel(rng, sampler, how, noun, main_tense)
    if frame == "be" and (not _fits_be(noun) or _adjective(rng, noun) is None):
        frame = "cest"
    mains = [
        v
        for v in _plain_verbs(lex)
        if _direct(v)
        and _fits(noun, v.obj)
        and "person" in v.subj
        and v.fr != rel.clause.verb.fr
    ]
    if frame == "object" and not mains:
        frame = "here"
    if frame == "have" and not _fits(noun, HAVE.obj):
        frame = "here"
    main = None
    if frame == "be":
        head = _head(rng, noun, [("def",)] * 4 + [("dem",)])
        tense = main_tense
        main = Clause(
            head, _COPULA, tense, rng.random() < 0.1, attr=_adjective(rng, noun, rel)
        )
        if "person" in noun.tags and rng.random() < 0.35:
            # L'homme qui parle est mon voisin. / ... is my neighbour.
            main.attr, main.obj = None, _predicate(rng, lex, head)
    elif frame == "object":
        verb = rng.choice(mains)
        head = _head(rng, noun, [("def",)] * 3 + [("indef",)])
        tense = main_tense
        neg = head.det[0] != "indef" and rng.random() < 0.12
        subj = _subject(rng, sampler, verb, avoid=(noun.fr,))
        main = Clause(subj, verb, tense, neg, obj=head)
    elif frame == "have":
        head = _head(rng, noun, [("indef",)])
        if noun.fr in EN_RELATION:  # j'ai une fille / I have a daughter
            head.noun = noun._replace(en=EN_RELATION[noun.fr])
        subj = _subject(rng, sampler, HAVE, avoid=(noun.fr,), person=0.95)
        main = Clause(subj, HAVE, main_tense, obj=head)
    else:
        head = _head(rng, noun, [("def",)])
    if main is not None:
        main.version3 = True
    verbs = [rel.clause.verb.fr] + ([main.verb.fr] if main else [])
    adjs = [main.attr.fr] if main is not None and main.attr else []
    lemmas = lemmas_of(
        head,
        main and main.obj,
        rel.clause.subj,
        rel.clause.obj,
        main and main.subj,
        verbs=verbs,
        adjs=adjs,
    )
    very = frame == "be" and main.attr and main.attr.fr in _GRADED
    very = very and rng.random() < 0.2
    past = frame == "cest" and main_tense == "i"
    return RelativeFrame(frame, head, rel, main, lemmas, very, past)


# what a person is to the speaker: l'homme qui parle est mon voisin
RELATIONS = tuple(
    "ami voisin frère soeur fils fille cousin oncle tante père mère professeur "
    "mari femme neveu nièce".split()
)
# their English when they say whose they are (ma femme / my wife, sa fille / his daughter)
EN_RELATION = v3.EN_RELATION  # ma fille / my daughter


# the relations a child may be (not "l'enfant qui danse est leur oncle")
_YOUNG = frozenset("enfant garçon fille élève".split())
_YOUNG_RELATIONS = frozenset(
    "ami voisin frère soeur fils fille cousin neveu nièce".split()
)


def _predicate(
    rng: random.Random, lex, head: NounPhrase, poss: float = 0.8
) -> NounPhrase:
    """A person (mostly *mon*, *ton* ...: ``poss`` of the time) that the ``head``, a
    person, is; one's spouse only after *mon, ton, votre* (not "leur femme")."""
    young = head.noun.fr in _YOUNG
    nouns = [
        n
        for n in lex.NOUNS
        if n.fr in RELATIONS
        and n.fr != head.noun.fr
        and n.gender in (head.gender, "mf")
        and not (head.number == "p" and n.fr in ONLY_ONE)
        and (not young or n.fr in _YOUNG_RELATIONS)
    ]
    noun = rng.choice(nouns)
    owners = (0, 1, 3) if noun.fr in ("mari", "femme") else range(5)
    det = ("poss", rng.choice(owners)) if rng.random() < poss else ("def",)
    if det[0] == "poss" and noun.fr in EN_RELATION:
        noun = noun._replace(en=EN_RELATION[noun.fr])
    return NounPhrase(noun, head.gender, head.number, det)


def _fits_be(noun) -> bool:
    return bool(_COPULA.subj & noun.tags)


# --- Everyday people pointed out: le garçon qui parle est mon frère ---------------------

# the people one points out, and what they are doing (a qui relative in the present:
# English progressive) or what one does to them (a que relative)
PEOPLE_HEADS = tuple(
    "homme femme garçon fille dame monsieur enfant professeur médecin serveur vendeur "
    "policier facteur étudiant voisin".split()
)
_DOING = tuple(
    "parler chanter courir danser pleurer rire dormir jouer crier nager marcher "
    "sourire travailler attendre".split()
)
# que: (verb, tenses): la femme que tu vois, l'homme que j'ai rencontré
_SEEN = {
    "voir": ("p", "pc"),
    "connaître": ("p",),
    "rencontrer": ("pc",),
    "appeler": ("pc",),
    "inviter": ("pc", "f"),
}


def _verb_of(lex, fr: str, obj: bool):
    return next(v for v in lex.VERBS if v.fr == fr and (v.obj is not None) == obj)


def person_frame(rng: random.Random, sampler) -> RelativeFrame:
    """*Le garçon qui parle est mon frère.* / *The boy who is talking is my brother.*,
    *La femme que tu vois est ma voisine.* / *The woman that you see is my
    neighbour.*: an everyday person, a short relative, and *être* + a person."""
    lex = sampler.lex
    fr_head = rng.choice(PEOPLE_HEADS)
    noun = next(n for n in lex.NOUNS if n.fr == fr_head)
    gender = rng.choice("mf") if noun.gender == "mf" else noun.gender
    number = "p" if rng.random() < 0.2 and noun.fr != "monsieur" else "s"
    head = NounPhrase(
        noun, gender, number, ("def",) if rng.random() < 0.85 else ("dem",)
    )
    tense = "p" if rng.random() < 0.8 else "i"
    neg = rng.random() < 0.1
    if rng.random() < 0.55:  # qui + an action, now
        verb = _verb_of(lex, rng.choice(_DOING), obj=False)
        rel = Rel("qui", Clause(None, verb, "p" if tense == "p" else "i"))
    else:
        fr = rng.choice(sorted(_SEEN))
        verb = _verb_of(lex, fr, obj=True)
        if tense == "p":
            rel_tense = rng.choice(_SEEN[fr])
        else:  # (l'homme que tu connaissais: not "que tu as connu", met)
            rel_tense = "pc" if "pc" in _SEEN[fr] else "i"
        subj = _subject(rng, sampler, verb, avoid=(noun.fr,), person=1.0)
        rel = Rel("que", Clause(subj=subj, verb=verb, tense=rel_tense))
    main = Clause(head, _COPULA, tense, neg, obj=_predicate(rng, lex, head, 1.0))
    main.version3 = True
    lemmas = lemmas_of(head, main.obj, rel.clause.subj, verbs=[verb.fr, "être"])
    return RelativeFrame("person", head, rel, main, lemmas)
