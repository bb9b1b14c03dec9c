"""Relative clauses of corpus version 3 (*qui*, *que*, *où*) and the everyday frames they
come in.

:func:`relative_tree` writes a relative clause on a noun phrase in either language; the
kind ``relative`` of :mod:`.linking` (a relative on a noun phrase of any clause) and the
kind ``relative_frame`` below both use it. ``relative_frame`` puts the relative in the
short main clauses that everyday French puts it in:

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
  woman that you see is my neighbour.*;
- a thing given to someone (the kind ``given``, written by hand): *Les fleurs que tu m'as
  données sont belles.* / *The flowers that you gave me are beautiful.*

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
  (*la voisine qui est malade* / *the neighbour who is sick*).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from . import grammar_v3 as v3
from .kind_parts import PERSON, cest_pronoun, lemmas_of
from .kinds_v3 import register
from .lexicon import Adj, Verb
from .lexicon_more import NOT_ATTRIBUTES
from .linking import _R, Fixed
from .names import PEOPLE
from .sampler import _COPULA, _fits, adjectives_for, handsome, nouns_with
from .structures import Clause, NounPhrase, Pronoun
from .structures import Name as StructName

__all__ = [
    "Rel",
    "RelativeFrame",
    "relative_tree",
    "main_tree",
    "cest",
    "WHERE",
    "LANGUAGES",
    "SPEAK",
    "HAVE",
    "BORN",
]


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


def relative_tree(pr, lang: str, head: NounPhrase, rel: Rel):
    """The pyrealb tree of ``rel`` (an SP) to add to the tree of its ``head``."""
    fr = lang == "fr"
    r = _R(lang)
    c = replace(rel.clause, version3=True)
    if rel.how == "qui":  # the aspect of a qui clause is the head's (see the docstring)
        c = replace(c, aspect="now" if _progressive(head, c) else "habit")
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
# the relations one has one of (not "mes mères", "vos mamans")
ONLY_ONE = frozenset("père mère papa maman mari femme".split())
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


# --- A thing given to someone: les fleurs que tu m'as données sont belles -----------------

# (French, gender, English, plural only): the things one gives
_GIFTS = (
    ("fleur", "f", "flower", True),
    ("cadeau", "m", "present", False),
    ("livre", "m", "book", False),
    ("lettre", "f", "letter", False),
    ("gâteau", "m", "cake", False),
    ("photo", "f", "photo", False),
    ("chocolat", "m", "chocolate", True),
    ("pull", "m", "jumper", False),
    ("robe", "f", "dress", False),
    ("montre", "f", "watch", False),
)
# French participle stem (+ e, s, es), English past
_GIVE = {
    "donner": ("donné", "gave"),
    "offrir": ("offert", "gave"),
    "envoyer": ("envoyé", "sent"),
    "prêter": ("prêté", "lent"),
    "montrer": ("montré", "showed"),
    "acheter": ("acheté", "bought"),
}
# what each verb gives (one lends a book, not a cake; one shows a photo, not chocolates)
_GIVEN = {
    "donner": {g[0] for g in _GIFTS},
    "offrir": {g[0] for g in _GIFTS} - {"lettre"},
    "envoyer": set("fleur cadeau livre lettre gâteau photo chocolat".split()),
    "prêter": set("livre pull robe montre".split()),
    "montrer": set("cadeau livre lettre photo robe montre pull".split()),
    "acheter": set("fleur cadeau livre gâteau chocolat pull robe montre".split()),
}
# what the gifts are: (forms m s, f s, m p, f p), English, the gifts it fits
_GIFT_ADJ = {
    "beau": (("beau", "belle", "beaux", "belles"), "beautiful", None),
    "joli": (("joli", "jolie", "jolis", "jolies"), "pretty", None),
    "délicieux": (
        ("délicieux", "délicieuse", "délicieux", "délicieuses"),
        "delicious",
        ("gâteau", "chocolat"),
    ),
    "intéressant": (
        ("intéressant", "intéressante", "intéressants", "intéressantes"),
        "interesting",
        ("livre", "lettre"),
    ),
    "cher": (
        ("cher", "chère", "chers", "chères"),
        "expensive",
        ("montre", "robe", "pull"),
    ),
}
_GIFT_WHO = ("je", "tu", "il", "elle", "nous", "vous", "ils", "elles")
_GIFT_EN = ("I", "you", "he", "she", "we", "you", "they", "they")
_GIFT_AUX = ("ai", "as", "a", "a", "avons", "avez", "ont", "ont")
_TO_FR = ("me", "te", "lui", "lui", "nous", "vous", "leur", "leur")  # (lui: not drawn)
_TO_EN = ("me", "you", "him", "her", "us", "you", "them", "them")


@dataclass
class Given:
    """*Les fleurs que tu m'as données sont belles.* / *The flowers that you gave me are
    beautiful.*: ``who`` (a pronoun index or a Name) gave ``gift`` to ``to`` (a pronoun
    index), and the gift is ``adj``; the participle agrees with *que*."""

    gift: int
    plural: bool
    dem: bool
    who: object
    verb: str
    to: int
    adj: str
    past: bool
    neg: bool
    lemmas: dict = field(default_factory=dict)

    def realise_in(self, pr, lang: str) -> str:
        fr_noun, gender, en_noun, _ = _GIFTS[self.gift]
        forms, en_adj, _ = _GIFT_ADJ[self.adj]
        plural = self.plural
        if lang == "fr":
            noun = pr.N(fr_noun).n("p" if plural else "s").realize().strip()
            det = (
                (
                    "ces"
                    if plural
                    else "cet"
                    if noun[0] in "aeéiou"
                    else "ce"
                    if gender == "m"
                    else "cette"
                )
                if self.dem
                else (
                    "les"
                    if plural
                    else "l'"
                    if noun[0] in "aeéiou"
                    else "le"
                    if gender == "m"
                    else "la"
                )
            )
            head = f"{det}{noun}" if det.endswith("'") else f"{det} {noun}"
            if isinstance(self.who, int):
                who, aux = _GIFT_WHO[self.who], _GIFT_AUX[self.who]
            else:
                who, aux = self.who.name, "a"
            que = "qu'" if who[0] in "aeiouAEIOUÉ" else "que "
            to = _TO_FR[self.to]
            to = to[:-1] + "'" if to in ("me", "te") else to + " "
            stem = _GIVE[self.verb][0]
            part = stem + ("e" if gender == "f" else "") + ("s" if plural else "")
            be = (
                ("étaient" if plural else "était")
                if self.past
                else ("sont" if plural else "est")
            )
            be = (
                (f"n'{be} pas" if be[0] in "eé" else f"ne {be} pas") if self.neg else be
            )
            adj = forms[2 * plural + (gender == "f")]
            text = f"{head} {que}{who} {to}{aux} {part} {be} {adj}."
            return text[:1].upper() + text[1:]
        noun = pr.N(en_noun).n("p" if plural else "s").realize().strip()
        det = ("these" if plural else "this") if self.dem else "the"
        who = _GIFT_EN[self.who] if isinstance(self.who, int) else self.who.name
        be = ("were" if plural else "was") if self.past else ("are" if plural else "is")
        be += " not" if self.neg else ""
        text = f"{det} {noun} that {who} {_GIVE[self.verb][1]} {_TO_EN[self.to]} {be} {en_adj}."
        return text[:1].upper() + text[1:]


@register("given", 0.06)
def given_frame(rng: random.Random, sampler) -> Given:
    gift = rng.randrange(len(_GIFTS))
    fr_noun, _, _, plural = _GIFTS[gift]
    plural = plural or rng.random() < 0.25
    adjs = [
        a for a, (_, _, fits) in _GIFT_ADJ.items() if fits is None or fr_noun in fits
    ]
    adj = rng.choice(sorted(adjs))
    to = rng.choice((0, 1, 4, 5, 6))  # (not lui: him or her)
    # the giver is not the one given to (not "que tu t'as données"), nor a group with him
    if rng.random() < 0.2:
        who = StructName(*rng.choice(PEOPLE))
    else:
        clash = {0: {0, 4}, 4: {0, 4}, 1: {1, 5}, 5: {1, 5}}.get(to, set())
        who = rng.choice([i for i in range(8) if i not in clash])
    verb = rng.choice([v for v in sorted(_GIVE) if fr_noun in _GIVEN[v]])
    lemmas = {"noun": {fr_noun}, "adj": {adj}, "verb": {verb, "être"}}
    return Given(
        gift,
        plural,
        rng.random() < 0.3,
        who,
        verb,
        to,
        adj,
        rng.random() < 0.15,
        rng.random() < 0.1,
        lemmas,
    )
