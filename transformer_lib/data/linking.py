"""Kinds of sentence of corpus version 3 that link clauses: relatives and subordinates.

Each kind (registered in :mod:`.kinds_v3`) builds clauses of the common grammar with the
row's :class:`~.sampler._Sampler` and joins them:

- ``relative``: a noun phrase with a relative clause on ``qui`` (its subject) or ``que``
  (its object): *Le garçon qui mange une pomme dort.* / *The boy who eats an apple
  sleeps.*; *qui* is *who* for people and *that* for everything else, *que* always
  *that* (*the girls that he saw*; written by :func:`.relatives.relative_tree`, whose
  conventions it shares).
- ``subordinate``: *quand* (when), *si* (if), *parce que* (because), *pendant que*
  (while); a subordinate clause put first takes a comma in both languages. After *when*
  and *while*, English writes the French future as a present (*Quand il arrivera, nous
  mangerons.* / *When he arrives, we will eat.*); *si* takes a present, its main clause
  a present or a future.
- ``infinitive``: *pour* + infinitive (*to* ...) and *avant de* + infinitive (*before*
  ...ing), the main clause's subject being a person.
- ``event``: *avant*, *après*, *pendant* + an event (*après le dîner* / *after dinner*).
- ``reported``: *penser que* (*think*, without *that*), *savoir que* (*know*, without
  *that*) and *dire que* (*say that*), in the present.

The structures write themselves (``realise_in``) with :class:`_R`, the common realiser
that also writes the few markers below, and say their French lemmas (``lemmas``).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field, replace

from .kinds_v3 import register
from .lexicon import Verb
from .realiser import _Realiser
from .sampler import TENSES, _fits
from .structures import Clause, Coordination, NounPhrase, Pronoun, Sentence, _lemmas

__all__ = ["Fixed", "Relative", "Subordinate", "Infinitive", "Event", "Reported"]


# --- Common pieces --------------------------------------------------------------------


@dataclass(frozen=True)
class Fixed:
    """A word written as it is in each language, in a noun phrase's place: a relative
    pronoun (``pro``: pyrealb's Pro) or a fixed phrase (Q: *tout le monde*)."""

    fr: str
    en: str
    pro: bool = False
    gender: str = "m"  # what an attribute agrees with (tout le monde est content)
    number: str = "s"

    def tree(self, pr, fr: bool):
        word = self.fr if fr else self.en
        return pr.Pro(word) if self.pro else pr.Q(word)


class _R(_Realiser):
    """The common realiser, which also writes :class:`Fixed` markers and lets a kind
    wrap the tree of one of its noun phrases (``wrap``: ``id(np) -> f(pr, tree)``)."""

    def __init__(self, lang: str, wrap: dict | None = None):
        super().__init__(lang)
        self.wrap = wrap or {}

    def np(self, pr, x, direct_neg=False, after_de=False):
        if isinstance(x, Fixed):
            return x.tree(pr, self.fr)
        out = super().np(pr, x, direct_neg, after_de)
        f = self.wrap.get(id(x))
        return f(pr, out) if f else out


def _s(r: _R, pr, c: Clause):
    """The S of clause ``c`` (its tense and negation set)."""
    return r.clause(pr, c)


def _short(rng: random.Random, c: Clause, place: float = 0.4) -> Clause:
    """``c`` without its companion and adverb, and with its place only sometimes: a
    linked sentence has two clauses and must stay within 20 tokens."""
    c.comp = None
    c.adv = None
    c.question = False
    if c.place is not None and rng.random() >= place and c.verb.fr != "être":
        c.place = None
    if isinstance(c.obj, NounPhrase):
        c.obj.pp = None
    if isinstance(c.subj, NounPhrase):
        c.subj.pp = None
    return c


def _is_person(x) -> bool:
    if isinstance(x, Pronoun):
        return True
    if isinstance(x, Coordination):
        return all(_is_person(i) for i in x.items)
    return isinstance(x, NounPhrase) and "person" in x.noun.tags


def _person_clause(sampler, tense: str, tries: int = 30) -> Clause:
    """A clause of the common grammar whose subject is a person (or people)."""
    for _ in range(tries):
        c = sampler.clause(tense)
        if _is_person(c.subj):
            return c
    return c if _is_person(c.subj) else replace(c, subj=Pronoun(2, "m"))


def _lemmas_of(*clauses: Clause, extra: dict | None = None) -> dict:
    out = _lemmas(Sentence(list(clauses)))
    for k, v in (extra or {}).items():
        out[k] |= set(v)
    return out


# --- Relative clauses ---------------------------------------------------------------------

_WHO, _THAT = Fixed("qui", "who", True), Fixed("que", "that", True)


@dataclass
class Relative:
    """``main`` with a relative clause ``rel`` on its noun phrase ``head`` (its subject
    or object): ``rel.subj`` is None for *qui*, ``rel.obj`` None for *que*."""

    main: Clause
    head: NounPhrase
    rel: Clause
    lemmas: dict = field(default_factory=dict)

    def realise_in(self, pr, lang: str) -> str:
        from .relatives import Rel, relative_tree  # (the one writer of relatives)

        how = "qui" if self.rel.subj is None else "que"
        rel = relative_tree(pr, lang, self.head, Rel(how, self.rel))

        def wrap(pr, tree):
            return tree.add(rel)

        return _s(_R(lang, {id(self.head): wrap}), pr, self.main).realize().strip()


_EN = {"p": "p", "pc": "ps", "f": "f", "i": "ps"}  # the relative's own tenses


def _direct(v: Verb) -> bool:
    return v.obj is not None and not v.fr_prep and not v.en_prep


def _heads(main: Clause, lex) -> list:
    """The noun phrases of ``main`` that a relative clause can describe: those whose noun
    another verb takes as its subject or as its direct object."""
    others = [v for v in lex.VERBS if v.fr != main.verb.fr]
    return [
        x
        for x in (main.subj, main.obj)
        if isinstance(x, NounPhrase)
        and any(
            _fits(x.noun, v.subj) or (_direct(v) and _fits(x.noun, v.obj))
            for v in others
        )
    ]


@register("relative", 0.3)
def _relative(rng: random.Random, sampler) -> Relative:
    lex = sampler.lex
    main = _short(rng, sampler.clause(rng.choice(TENSES)), place=0.2)
    heads = _heads(main, lex)
    while not heads:  # (a head whose noun some other verb takes, as subject or object)
        main = _short(rng, sampler.clause(rng.choice(TENSES)), place=0.2)
        heads = _heads(main, lex)
    head = rng.choice(heads)
    if head is main.obj and main.neg and head.det == ("indef",):
        head.det = ("def",)  # not "pas de pomme que ...": the apple that ...
    if head.det in (("gen",), ("part",)):
        head.det = ("def",)  # les valises qui sont tombées: *the* suitcases that fell
    noun = head.noun
    used = tuple(n.fr for n in _nouns(main))
    # (the relative takes the main clause's tense, or another of the common three: a
    # main clause in the imparfait or the conditional does not lend it its tense)
    tense = main.tense if rng.random() < 0.7 else rng.choice(TENSES + ("i",))
    if tense not in _EN:
        tense = rng.choice(TENSES + ("i",))
    other = [v for v in lex.VERBS if v.fr != main.verb.fr]
    as_object = [v for v in other if _direct(v) and _fits(noun, v.obj)]
    as_subject = [v for v in other if _fits(noun, v.subj)]
    if as_object and (not as_subject or rng.random() < 0.5):
        verb = rng.choice(as_object)
        subj = sampler.subject(verb)
        if isinstance(subj, Coordination):
            subj = subj.items[0]
        rel = Clause(subj=subj, verb=verb, tense=tense, neg=rng.random() < 0.15)
    else:
        verb = rng.choice(as_subject)
        rel = Clause(subj=None, verb=verb, tense=tense, neg=rng.random() < 0.15)
        if verb.obj is not None:
            rel.obj = sampler.noun_phrase(verb.obj, "obj", avoid=used)
            rel.obj.pp = None
    if verb.to_person:
        rel.recipient = sampler.noun_phrase(frozenset({"person"}), "to", avoid=used)
        rel.recipient.pre = rel.recipient.post = None
    lemmas = _lemmas_of(main, rel)
    return Relative(main, head, rel, lemmas)


def _nouns(c: Clause) -> list:
    out = []
    for x in (c.subj, c.obj, c.recipient, c.place and c.place[1]):
        if isinstance(x, NounPhrase):
            out.append(x.noun)
        elif isinstance(x, Coordination):
            out += [i.noun for i in x.items if isinstance(i, NounPhrase)]
    return out


# --- Subordinate clauses ------------------------------------------------------------------

# (French words, English, may come first, tenses of the subordinate)
_SUBORDINATORS = (
    (("quand",), "when", True),
    (("si",), "if", True),
    (("parce", "que"), "because", False),
    (("pendant", "que"), "while", True),
)


@dataclass
class Subordinate:
    """``main`` and the subordinate clause ``sub`` joined by ``_SUBORDINATORS[conj]``,
    the subordinate first (with a comma) when ``first``."""

    conj: int
    main: Clause
    sub: Clause
    first: bool = False
    lemmas: dict = field(default_factory=dict)

    def realise_in(self, pr, lang: str) -> str:
        words, en, _ = _SUBORDINATORS[self.conj]
        fr = lang == "fr"
        r = _R(lang)
        sub = self.sub
        if not fr and en in ("when", "while") and sub.tense == "f":
            sub = replace(sub, tense="p")  # when he arrives, we will eat
        if fr:  # (pyrealb knows neither "parce" nor "pendant que": C("que") elides)
            first = {"parce": pr.Q, "pendant": pr.P}.get(words[0], pr.C)(words[0])
            head = [first] + ([pr.C("que")] if len(words) == 2 else [])
        else:
            head = [pr.C(en)]
        sp = pr.SP(*head, _s(r, pr, sub))
        main = _s(r, pr, self.main)
        out = pr.S(sp.a(","), main) if self.first else pr.S(main, sp)
        text = out.realize().strip()
        if not fr and en == "if" and sub.tense == "i":  # if I were rich, not was
            at = text.lower().index("if ")
            text = text[:at] + re.sub(r"\bwas\b", "were", text[at:], count=1)
        return text


@register("subordinate", 0.4)
def _subordinate(rng: random.Random, sampler) -> Subordinate:
    conj = rng.randrange(len(_SUBORDINATORS))
    words = _SUBORDINATORS[conj][0]
    if words == ("si",):
        sub_tense, main_tense = "p", rng.choice(("p", "f"))
    elif words == ("pendant", "que"):
        sub_tense = main_tense = rng.choice(("p", "f"))
    elif words == ("quand",):
        sub_tense = main_tense = rng.choice(TENSES)
    else:
        sub_tense, main_tense = rng.choice(TENSES), rng.choice(TENSES)
    main = _short(rng, sampler.clause(main_tense), place=0.3)
    sub = _short(rng, sampler.clause(sub_tense), place=0.3)
    if words in (("quand",), ("si",)):
        for c in (main, sub):  # (quand / si in the present: a habit, aspect.py)
            c.aspect = "habit" if c.tense == "p" else c.aspect
    first = _SUBORDINATORS[conj][2] and rng.random() < 0.5
    return Subordinate(conj, main, sub, first, _lemmas_of(main, sub))


# --- Infinitives: pour, avant de ------------------------------------------------------------

# (French prepositions, English preposition or None, pyrealb English tense of the verb)
_INFINITIVES = (
    (("pour",), None, "b-to"),  # pour apprendre / to learn
    (("avant", "de"), "before", "pr"),  # avant de partir / before leaving
)


# What one does not do on purpose (nor before doing something else)
_NOT_MEANT = frozenset(
    "être avoir tomber grandir aimer adorer connaître oublier perdre rester".split()
)


_MOODS = frozenset("rire pleurer sourire crier".split())


@dataclass
class Infinitive:
    """``main`` (whose subject is a person) with an infinitive phrase: the verb, object
    and recipient of ``inf`` (its subject is unused) after ``_INFINITIVES[prep]``."""

    prep: int
    main: Clause
    inf: Clause
    first: bool = False
    lemmas: dict = field(default_factory=dict)

    def realise_in(self, pr, lang: str) -> str:
        fr = lang == "fr"
        words, en, en_tense = _INFINITIVES[self.prep]
        r = _R(lang)
        vp = next(e for e in _s(r, pr, self.inf).elements if e.isA("VP"))
        vp = vp.t("b" if fr else en_tense)
        if fr:
            phrase = pr.PP(*(pr.P(w) for w in words), vp)
        elif en:
            phrase = pr.PP(pr.P(en), vp)
        else:
            phrase = vp
        main = _s(r, pr, self.main)
        out = pr.S(phrase.a(","), main) if self.first else pr.S(main, phrase)
        return out.realize().strip()


@register("infinitive", 0.15)
def _infinitive(rng: random.Random, sampler) -> Infinitive:
    prep = rng.randrange(len(_INFINITIVES))
    main = _person_clause(sampler, rng.choice(TENSES))
    while main.verb.fr in _NOT_MEANT | _MOODS:  # not "we will laugh to draw"
        main = _person_clause(sampler, rng.choice(TENSES))
    main = _short(rng, main, place=0.2)
    main.neg = main.neg and prep == 1
    verbs = [
        v
        for v in sampler.lex.VERBS
        if "person" in v.subj and v.fr not in _NOT_MEANT | {main.verb.fr}
    ]
    verb = rng.choice(verbs)
    inf = Clause(subj=Pronoun(0, "m"), verb=verb, tense="p")
    used = tuple(n.fr for n in _nouns(main))
    if verb.obj is not None:
        inf.obj = sampler.noun_phrase(verb.obj, "obj", avoid=used)
        inf.obj.pp = None
    if verb.to_person:
        inf.recipient = sampler.noun_phrase(frozenset({"person"}), "to", avoid=used)
    first = prep == 1 and rng.random() < 0.4
    return Infinitive(prep, main, inf, first, _lemmas_of(main, inf))


# --- Events: avant, après, pendant + a noun -------------------------------------------------

# (French noun, gender, English without article or with "the ")
_EVENTS = (
    ("dîner", "m", "dinner"),
    ("déjeuner", "m", "lunch"),
    ("école", "f", "school"),
    ("travail", "m", "work"),
    ("classe", "f", "class"),
    ("film", "m", "the film"),
    ("match", "m", "the match"),
    ("fête", "f", "the party"),
    ("concert", "m", "the concert"),
    ("repas", "m", "the meal"),
    ("réunion", "f", "the meeting"),
    ("orage", "m", "the storm"),
)
_EVENT_PREPS = (("avant", "before"), ("après", "after"), ("pendant", "during"))


@dataclass
class Event:
    """``main`` with *avant/après/pendant* + ``_EVENTS[event]``, first when ``first``."""

    prep: int
    event: int
    main: Clause
    first: bool = False
    lemmas: dict = field(default_factory=dict)

    def realise_in(self, pr, lang: str) -> str:
        fr = lang == "fr"
        noun, gender, en = _EVENTS[self.event]
        p_fr, p_en = _EVENT_PREPS[self.prep]
        if fr:
            phrase = pr.PP(pr.P(p_fr), pr.NP(pr.D("le"), pr.N(noun).g(gender)))
        else:
            words = en.split()
            np = pr.NP(pr.D("the"), pr.N(words[1])) if len(words) == 2 else pr.N(en)
            phrase = pr.PP(pr.P(p_en), np)
        main = _s(_R(lang), pr, self.main)
        out = pr.S(phrase.a(","), main) if self.first else pr.S(main, phrase)
        return out.realize().strip()


@register("event", 0.1)
def _event(rng: random.Random, sampler) -> Event:
    main = _short(rng, _person_clause(sampler, rng.choice(TENSES)), place=0.2)
    event = rng.randrange(len(_EVENTS))
    lemmas = _lemmas_of(main, extra={"noun": {_EVENTS[event][0]}})
    prep = rng.randrange(len(_EVENT_PREPS))
    return Event(prep, event, main, rng.random() < 0.4, lemmas)


# --- Reported thought and speech ----------------------------------------------------------

# (French verb, English verb, English "that")
_REPORTING = (
    ("penser", "think", False),
    ("savoir", "know", False),
    ("dire", "say", True),
)
_SPEAKER = Verb("penser", "think", frozenset({"person"}))


@dataclass
class Reported:
    """``subj`` thinks / knows / says (present) that ``content``."""

    verb: int
    subj: object
    content: Clause
    lemmas: dict = field(default_factory=dict)

    def realise_in(self, pr, lang: str) -> str:
        fr = lang == "fr"
        v_fr, v_en, that = _REPORTING[self.verb]
        r = _R(lang)
        content = _s(r, pr, self.content)
        if fr:
            content = pr.SP(pr.C("que"), content)
        elif that:
            content = pr.SP(pr.C("that"), content)
        vp = pr.VP(pr.V(v_fr if fr else v_en), content)
        return pr.S(r.np(pr, self.subj), vp).t("p").realize().strip()


@register("reported", 0.15)
def _reported(rng: random.Random, sampler) -> Reported:
    verb = rng.randrange(len(_REPORTING))
    subj = sampler.subject(_SPEAKER)
    if isinstance(subj, Coordination):
        subj = subj.items[0]
    content = _short(rng, sampler.clause(rng.choice(TENSES)), place=0.3)
    fr_verb = _REPORTING[verb][0]
    speaker = Clause(subj=subj, verb=Verb(fr_verb, "", frozenset()), tense="p")
    lemmas = _lemmas_of(content, speaker)
    return Reported(verb, subj, content, lemmas)
