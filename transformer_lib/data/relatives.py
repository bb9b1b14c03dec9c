"""Relative clauses of corpus version 3 (*qui*, *que*, *où*): the writer and the drawing
of a relative.

:func:`relative_tree` writes a relative clause on a noun phrase in either language; the
kind ``relative`` of :mod:`.linking` (a relative on a noun phrase of any clause) and the
kind ``relative_frame`` of :mod:`.relative_frames` both use it; :func:`draw_rel` draws
one. (The kind ``given`` of :mod:`.given` writes its relatives by hand.)

English conventions, one for each structure:

- *qui* is *who* for people and *that* for everything else (groups of people included:
  *the team that*); *que* is *that* (*the film that we saw*, *the woman that you see*):
  English keeps it in an object relative, though it could drop it, so that one French
  sentence has one English;
- *où* is *where* (*the town where I live*; *la ville où je suis née* / *the town where
  I was born*);
- the relative has a tense of its own: present, passé composé (English simple past;
  French agrees the past participle with *que*: *la pomme que j'ai mangée*), imparfait
  (simple past for a state, past progressive for an action, as everywhere in version 3)
  and future;
- a *qui* relative in the present whose verb is an action without an object, on a head
  that is not indefinite, says what someone is doing now: English progressive (*L'homme
  qui parle est mon voisin.* / *The man who is talking is my neighbour.*); with an object
  it stays simple (*a friend who speaks Chinese*); *qui est* + an adjective is *who is*
  (*la voisine qui est malade* / *the neighbour who is sick*); a *que* relative in
  the present of a verb of :data:`QUE_NOW` (*lire, écrire, écouter, regarder,
  préparer, manger, boire*), on a head that is not indefinite, is progressive too (*Le
  livre que je lis est passionnant.* / *The book that I am reading is exciting.*).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from . import grammar_v3 as v3
from .kind_parts import PERSON
from .lexicon import Verb
from .lexicon_more import NOT_ATTRIBUTES
from .linking import _R, Fixed
from .names import PEOPLE
from .sampler import _COPULA, _fits, adjectives_for, nouns_with
from .structures import Clause, NounPhrase, Pronoun
from .structures import Name as StructName

__all__ = ["Rel", "relative_tree", "WHERE", "LANGUAGES", "SPEAK", "HAVE", "BORN"]


@dataclass
class Rel:
    """A relative clause: ``how`` is "qui" (``clause.subj`` is None), "que"
    (``clause.obj`` is None) or "où" (the clause happens in the head, a place)."""

    how: str
    clause: Clause


def _progressive(head: NounPhrase, c: Clause) -> bool:
    """L'homme qui parle / the man who is talking (see the module's docstring)."""
    return (
        c.tense == "p"
        and c.obj is None
        and c.attr is None
        and c.verb.fr not in v3.STATES
        and c.modal is None
        and c.negation != "jamais"
        and head.det[0] != "indef"
    )


# verbs of a que relative that say what someone is doing with the head now: Le livre que
# je lis est vieux. / The book that I am reading is old.
QUE_NOW = frozenset("lire écrire écouter regarder préparer manger boire".split())


def _in_progress(head: NounPhrase, c: Clause) -> bool:
    """A *que* relative in the present of a verb of :data:`QUE_NOW`, on a head that is
    not indefinite, without an adverb or a modal: English progressive."""
    return (
        c.tense == "p"
        and c.verb.fr in QUE_NOW
        and c.modal is None
        and c.negation != "jamais"
        and c.adverb is None
        and c.adv is None
        and head.det[0] in ("def", "dem", "poss")
    )


def relative_tree(pr, lang: str, head: NounPhrase, rel: Rel):
    """The pyrealb tree of ``rel`` (an SP) to add to the tree of its ``head``."""
    fr = lang == "fr"
    r = _R(lang)
    c = replace(rel.clause, version3=True)
    if rel.how == "qui":  # the aspect of a qui clause is the head's (see the docstring)
        c = replace(c, aspect="now" if _progressive(head, c) else "habit")
    if rel.how == "que" and _in_progress(head, c):
        c = replace(c, aspect="now")
    if rel.how == "où":
        if c.verb.fr == "naître" and not fr:  # where I was born
            s = pr.S(r.np(pr, c.subj), pr.VP(pr.V("be"), pr.Q("born"))).t("ps")
            s = s.typ({"neg": True}) if c.neg else s
        else:
            s = r.clause(pr, c)
        return pr.SP(pr.Q("où" if fr else "where"), s)
    people = "person" in head.noun.tags and "group" not in head.noun.tags
    pro = "who" if people else "that"  # (the family that, the team that)
    if rel.how == "que" and not fr:
        # (a clause of its own: in one SP, pyrealb agrees the verb with the head;
        # "that" for people too: the woman that you see, not "who you see")
        # (a verb with a preposition keeps it: the song that we listened to)
        if c.verb.en_prep and c.obj is None:
            c = replace(c, obj=Fixed("", ""))
        return pr.SP(pr.Pro("that"), r.clause(pr, c))
    if rel.how == "qui":
        s = r.clause(pr, replace(c, subj=Fixed("qui", pro, True)))
        elements = list(s.elements)
    else:  # que: French agrees the past participle with it (la lettre que j'ai écrite)
        s = r.clause(pr, c)
        elements = [pr.Pro("que"), *s.elements]
    sp = pr.SP(*elements)
    sp.props.update({k: v for k, v in s.props.items() if k in ("t", "typ")})
    if rel.how == "qui" and not fr and _progressive(head, c):
        sp.typ({"prog": True})
    return sp


# --- What a relative says -----------------------------------------------------------------

# où: a verb, and the places where one does it (nouns of the lexicon)
WHERE: dict[str, tuple[str, ...]] = {
    "habiter": tuple(
        "ville village quartier maison appartement rue pays région capitale île "
        "campagne".split()
    ),
    "travailler": tuple(
        "usine hôpital magasin restaurant hôtel banque école ferme pharmacie "
        "supermarché entreprise musée théâtre aéroport boulangerie bibliothèque "
        "université garage cinéma".split()  # (not bureau: the lexicon's desk)
    ),
    "manger": tuple("restaurant cantine cuisine jardin parc plage salon".split()),
    "dormir": tuple("chambre hôtel maison tente cabane appartement".split()),
    "jouer": tuple("parc jardin cour stade plage rue club".split()),
    "nager": tuple("piscine lac mer rivière plage océan étang".split()),
    "étudier": tuple("école bibliothèque université chambre salle".split()),
    "aller": tuple(
        "magasin supermarché école marché parc piscine plage cinéma bibliothèque "
        "restaurant boulangerie".split()
    ),
}
# naître, in the passé composé only: la ville où je suis né / the town where I was born
BORN = Verb("naître", "be born", PERSON)
BIRTHPLACES = tuple("ville village pays région capitale île hôpital maison".split())

# parler + a language, without an article: un ami qui parle chinois / who speaks Chinese
LANGUAGES = tuple(
    Fixed(fr, en)
    for fr, en in (
        ("français", "French"),
        ("anglais", "English"),
        ("chinois", "Chinese"),
        ("espagnol", "Spanish"),
        ("allemand", "German"),
        ("italien", "Italian"),
        ("japonais", "Japanese"),
        ("arabe", "Arabic"),
        ("russe", "Russian"),
        ("portugais", "Portuguese"),
    )
)
SPEAK = Verb("parler", "speak", PERSON, frozenset({"language"}))
# avoir with people too: j'ai un ami qui ... / I have a friend who ...
HAVE = Verb(
    "avoir",
    "have",
    PERSON,
    frozenset({"person", "animal", "object", "vehicle", "clothes"}),
)

_REL_TENSES = {"p": 0.35, "pc": 0.3, "i": 0.2, "f": 0.15}


def _direct(v: Verb) -> bool:
    return v.obj is not None and not v.fr_prep and not v.en_prep


def _plain_verbs(lex) -> list[Verb]:
    """The verbs a relative clause may have (not être, nor a verb with a recipient)."""
    return [v for v in lex.VERBS if v.fr != "être" and not v.to_person]


def _subject(rng, sampler, verb: Verb, avoid=(), person=0.7, people=False):
    """A short subject of ``verb``: a pronoun or a first name (a person) ``person`` of
    the time, else a noun phrase without adjectives (of people only if ``people``)."""
    x = rng.random() * 0.7 / person
    if "person" in verb.subj and x < 0.5:
        i = rng.randrange(len(sampler.lex.PRONOUNS))
        fr = sampler.lex.PRONOUNS[i][0]
        g = "f" if fr.startswith("elle") else "m" if fr.startswith("il") else None
        return Pronoun(i, g or rng.choice("mf"))
    if "person" in verb.subj and x < 0.7:
        return StructName(*rng.choice(PEOPLE))
    for _ in range(10):
        tags = PERSON if people and "person" in verb.subj else verb.subj
        np = _bare(sampler.noun_phrase(tags, "subj", avoid=avoid))
        if np.noun.fr not in avoid and "group" not in np.noun.tags:
            break
    if np.det[0] == "num":
        np.det = ("def",)
    return np


# the relative's tenses after a main clause's tense (not "She had a pupil who will ...")
_AFTER = {"p": ("p", "pc", "i", "f"), "i": ("pc", "i"), "pc": ("pc", "i")}
_AFTER["f"] = ("p", "pc", "f")


def _tense(rng: random.Random, main: str = "p") -> str:
    tenses = [t for t in _REL_TENSES if t in _AFTER[main]]
    return rng.choices(tenses, [_REL_TENSES[t] for t in tenses])[0]


def _bare(np: NounPhrase) -> NounPhrase:
    np.pp = None
    np.pre = np.post = None
    return np


def _heads(nouns) -> list:
    """Nouns a relative may describe: not a group (*the team that*, *the army that*:
    English would not say *who*), nor a noun that is always plural or unique."""
    return [n for n in nouns if not n.tags & {"group", "unique", "plural"}]


def draw_rel(rng: random.Random, sampler, how: str, noun=None, main="p"):
    """(head noun, Rel): the noun the relative describes (``noun`` if given) and a
    relative of ``how`` ("qui", "que" or "où") that fits it, in a tense that may follow
    the main clause's tense ``main``."""
    lex = sampler.lex
    verbs = _plain_verbs(lex)
    tense = _tense(rng, main)
    neg = rng.random() < 0.12
    if how == "où":
        options = [
            (v, n)
            for v in lex.VERBS
            if v.fr in WHERE
            for n in lex.NOUNS
            if n.fr in WHERE[v.fr] and (noun is None or n == noun)
        ]
        verb, noun = rng.choice(options)
        verb = verb._replace(obj=None, fr_prep=None, en_prep=None)
        births = [n for n in lex.NOUNS if n.fr in BIRTHPLACES]
        if (noun is None or noun in births) and rng.random() < 0.2:
            verb, tense = BORN, "pc"  # la ville où je suis né
            noun = noun or rng.choice(births)
        subj = _subject(rng, sampler, verb, avoid=(noun.fr,), people=True)
        return noun, Rel("où", Clause(subj=subj, verb=verb, tense=tense, neg=neg))
    if how == "que":
        options = [
            v for v in verbs if _direct(v) and (noun is None or _fits(noun, v.obj))
        ]
        verb = rng.choice(options)
        noun = noun or rng.choice(_heads(nouns_with(verb.obj, lex)) or [None])
        if noun is None:
            return draw_rel(rng, sampler, "qui", main=main)
        subj = _subject(rng, sampler, verb, avoid=(noun.fr,))
        return noun, Rel("que", Clause(subj=subj, verb=verb, tense=tense, neg=neg))
    speak = (noun is None or "person" in noun.tags) and main in ("p", "f")
    if speak and rng.random() < 0.12:  # un ami qui parle chinois
        noun = noun or rng.choice(_heads(nouns_with(PERSON, lex)))
        # (present or future: the imparfait of a habit would be English simple past)
        tense = "f" if main == "f" else "p"
        c = Clause(None, SPEAK, tense, neg, obj=rng.choice(LANGUAGES))
        return noun, Rel("qui", c)
    if rng.random() < 0.15 and tense != "pc":  # la voisine qui est malade
        noun = noun or rng.choice(_heads(nouns_with(_COPULA.subj, lex)))
        adjs = [a for a in adjectives_for(noun, lex=lex) if a.fr not in NOT_ATTRIBUTES]
        if adjs:
            c = Clause(None, _COPULA, tense, neg, attr=rng.choice(adjs))
            return noun, Rel("qui", c)
    verb = rng.choice([v for v in verbs if noun is None or _fits(noun, v.subj)])
    noun = noun or rng.choice(_heads(nouns_with(verb.subj, lex)))
    c = Clause(subj=None, verb=verb, tense=tense, neg=neg)
    if verb.obj is not None:
        c.obj = _bare(sampler.noun_phrase(verb.obj, "obj", avoid=(noun.fr,)))
        if c.obj.det[0] == "num":
            c.obj.det = ("def",)
        if neg and c.obj.det[0] in ("indef", "part"):
            c.obj.det = ("def",)  # qui ne mange pas la pomme (not "pas de pomme")
    return noun, Rel("qui", c)


# j'ai un ami qui ... : the nouns that avoir takes most often here
HAVE_NOUNS = tuple(
    "ami voisin frère soeur cousin oncle tante fils fille chien chat professeur "
    "collègue".split()
)


# the relations one has one of (not "mes mères", "vos mamans")
ONLY_ONE = frozenset("père mère papa maman mari femme".split())


def _head(rng: random.Random, noun, dets) -> NounPhrase:
    """A noun phrase of ``noun`` without adjectives, with one of ``dets``."""
    number = "p" if rng.random() < 0.3 else "s"
    det = rng.choice(dets)
    if "mass" in noun.tags or "unique" in noun.tags:
        number, det = "s", ("def",)
    if "plural" in noun.tags:
        number = "p"
    if noun.fr in ONLY_ONE:
        number = "s"
    if det == ("poss",):
        det = ("poss", rng.randrange(5))
    gender = noun.gender if noun.gender != "mf" else rng.choice("mf")
    return NounPhrase(noun, gender, number, det)
