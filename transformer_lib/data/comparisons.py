"""Kinds of sentence of corpus version 3 that compare, grade or count.

Each kind is registered in :mod:`.kinds_v3`:

- ``comparison``: *plus / moins / aussi* + adjective + *que* (*Le chat est plus petit
  que le chien.* / *The cat is smaller than the dog.*): English comparatives in -er or
  with *more*, irregular *better* and *worse*; *grand* and *petit* said of a person are
  *taller* and *shorter* (*Ma sœur est plus grande que lui.* / *My sister is taller than
  him.*); *moins* only with the adjectives whose
  English comparative takes *more* (*less famous than*, not "less small"); *aussi ...
  que* is *as ... as*.
- ``superlative``: *le plus* + adjective (*La fille est la plus petite.* / *The girl is
  the smallest.*).
- ``degree``: *très* (very), *trop* (too), *assez* (... enough, after the adjective in
  English), *un peu* (a little) before the attribute of *être*.
- ``quantity``: *beaucoup de* (a lot of), *trop de* (too many, too much), *assez de*
  (enough), *un peu de* (a little, uncountable nouns only) before an object.
- ``all``: *tout le monde* (everyone, with a singular verb), *tous les* + plural subject
  (all the ...), and times: *tous les jours* (every day), *toute la nuit* (all night) ...

Quantities and grades are on gradable adjectives and on nouns that can be counted or
measured; none of them is negated where French would read otherwise (*tout le monde ne
danse pas*).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from .kinds_v3 import register
from .linking import _R, Fixed, _is_person, _lemmas_of, _person_clause, _short
from .sampler import _COPULA, TENSES, _fits, adjectives_for, handsome, nouns_with
from .structures import Clause, Coordination, Name, NounPhrase

__all__ = ["Comparison", "Superlative", "Degree", "Quantity", "All"]

_EN = {"p": "p", "pc": "ps", "f": "f"}
# Adjectives that are not graded (colours, sizes that are already extremes, states)
_UNGRADED = frozenset(
    "rouge noir blanc bleu vert jaune gris brun minuscule immense vide plein rond"
    " nouveau délicieux préféré".split()
)
# The adjectives that read well after trop, assez and un peu (très takes every graded one)
_TOO = frozenset(
    "petit grand gros vieux jeune lourd chaud froid sale lent bruyant fatigué sucré salé"
    " timide curieux calme".split()
)
_ENOUGH = frozenset(
    "grand petit vieux jeune chaud froid rapide calme lourd léger riche courageux"
    " intelligent mûr propre".split()
)
_A_LITTLE = frozenset(
    "fatigué malade triste timide lent sale froid chaud salé sucré vieux gros bruyant"
    " curieux lourd".split()
)
# English comparatives and superlatives that pyrealb gets wrong (it writes "more sick")
_EN_DEGREES = {
    "sick": ("sicker", "sickest"),
    "sour": ("sourer", "sourest"),
    "weird": ("weirder", "weirdest"),
    "sporty": ("sportier", "sportiest"),
    "scary": ("scarier", "scariest"),
}
# the English adjective that grades as a French one (plus âgé que: older than, not "more
# elderly than"; le plus âgé: the oldest)
_EN_GRADED = {"elderly": "old"}


def _tense(rng: random.Random) -> str:
    """Mostly the present: these sentences say how things are."""
    x = rng.random()
    return "p" if x < 0.7 else "pc" if x < 0.85 else "f"


def _gradable(adjs) -> list:
    return [a for a in adjs if a.fr not in _UNGRADED]


def _bare(np: NounPhrase) -> NounPhrase:
    """``np`` without adjectives and place (not "le petit chat est plus grand")."""
    np.pre = np.post = None
    np.pp = None
    return np


def _en_degree(pr, adj: str, form: str):
    """An English comparative (``co``) or superlative (``su``)."""
    adj = _EN_GRADED.get(adj, adj)
    if adj in _EN_DEGREES:
        return pr.Q(_EN_DEGREES[adj][form == "su"])
    return pr.A(adj).f(form)


def _copula(r: _R, pr, subj, attr: list, tense: str, neg: bool, lang: str):
    s = pr.S(r.np(pr, subj), pr.VP(pr.V("être" if lang == "fr" else "be"), *attr))
    s = s.t(tense if lang == "fr" else _EN[tense])
    return s.typ({"neg": True}) if neg else s


def _subject(rng: random.Random, sampler, adjs_of=None):
    """A subject for *être* + adjective: a noun phrase (or a pronoun) and the gradable
    adjectives that fit it."""
    subj = sampler.subject(_COPULA)
    if isinstance(subj, Coordination):
        subj = subj.items[0]
    if isinstance(subj, NounPhrase):
        _bare(subj)
        adjs = adjectives_for(subj.noun, lex=sampler.lex)
    else:
        adjs = [a for a in sampler.lex.ADJECTIVES if "person" in a.tags]
    return subj, _gradable(adjs)


# --- Comparisons ----------------------------------------------------------------------

_DEGREES = ("plus", "moins", "aussi")


@dataclass
class Comparison:
    """``subj`` is more / less / as ``adj`` than / as ``other``."""

    degree: int  # into _DEGREES
    subj: object
    adj: object
    other: NounPhrase
    tense: str = "p"
    neg: bool = False
    lemmas: dict = field(default_factory=dict)

    def realise_in(self, pr, lang: str) -> str:
        fr = lang == "fr"
        r = _R(lang)
        word = _DEGREES[self.degree]
        if fr:
            a = pr.A(self.adj.fr)
            graded = [a.f("co")] if word == "plus" else [pr.Adv(word), a]
            attr = [*graded, pr.C("que"), r.np(pr, self.other)]
        else:
            a = _EN_GRADED.get(self.adj.en, self.adj.en)
            if self.adj.fr in _TALL and _said_of_person(self.subj):
                a = _TALL[self.adj.fr]  # (plus grand que son frère: taller)
            if word == "plus":
                graded = [_en_degree(pr, a, "co"), pr.C("than")]
            elif word == "moins":  # (as words: pyrealb puts a negation between them)
                graded = [pr.Q(f"less {a}"), pr.C("than")]
            else:
                graded = [pr.Q(f"as {a}"), pr.C("as")]
            attr = [*graded, r.np(pr, self.other)]
        s = _copula(r, pr, self.subj, attr, self.tense, self.neg, lang)
        return s.realize().strip()


# grand and petit said of a person: tall and short (plus grande que moi / taller than me)
_TALL = {"grand": "tall", "petit": "short"}


def _said_of_person(x) -> bool:
    return _is_person(x) or isinstance(x, Name)


def _takes_more(pr, adj) -> bool:
    """Whether English grades ``adj`` with *more* (so that *less* reads well)."""
    pr.loadEn()
    try:
        en = _EN_GRADED.get(adj.en, adj.en)
        return pr.A(en).f("co").realize().startswith("more")
    finally:
        pr.loadFr()


_MORE: dict[str, bool] = {}


@register("comparison", 0.2)
def _comparison(rng: random.Random, sampler) -> Comparison:
    from .realiser import load_pyrealb

    subj, adjs = _subject(rng, sampler)
    while not adjs:
        subj, adjs = _subject(rng, sampler)
    adj = handsome(rng.choice(adjs), subj)
    avoid = (subj.noun.fr,) if isinstance(subj, NounPhrase) else ()
    pool = [n for n in nouns_with(adj.tags, sampler.lex) if n.fr not in avoid]
    if isinstance(subj, NounPhrase):  # like with like: people with people ...
        same = [n for n in pool if n.tags & subj.noun.tags & _KINDS]
        pool = same or pool
    else:
        pool = [n for n in pool if "person" in n.tags] or pool
    other = _bare(sampler.noun_phrase(adj.tags, "obj", noun=rng.choice(pool)))
    degree = rng.randrange(len(_DEGREES))
    if degree == 1:
        if adj.en not in _MORE:
            _MORE[adj.en] = _takes_more(load_pyrealb(), adj)
        degree = 1 if _MORE[adj.en] else rng.choice((0, 2))
    tense = _tense(rng)
    neg = rng.random() < 0.1
    lemmas = {"noun": set(), "adj": {adj.fr}, "verb": {"être"}}
    for x in (subj, other):
        if isinstance(x, NounPhrase):
            lemmas["noun"].add(x.noun.fr)
    return Comparison(degree, subj, adj, other, tense, neg, lemmas)


_KINDS = frozenset(
    "person animal object food drink furniture place vehicle plant".split()
)


# --- Superlatives -------------------------------------------------------------------------


@dataclass
class Superlative:
    """``subj`` is the most ``adj``."""

    subj: object
    adj: object
    tense: str = "p"
    lemmas: dict = field(default_factory=dict)

    def realise_in(self, pr, lang: str) -> str:
        r = _R(lang)
        if lang == "fr":
            attr = [pr.A(self.adj.fr).f("su")]
        else:
            attr = [pr.D("the"), _en_degree(pr, self.adj.en, "su")]
        s = _copula(r, pr, self.subj, attr, self.tense, False, lang)
        return s.realize().strip()


@register("superlative", 0.07)
def _superlative(rng: random.Random, sampler) -> Superlative:
    subj, adjs = _subject(rng, sampler)
    while not adjs:
        subj, adjs = _subject(rng, sampler)
    adj = handsome(rng.choice(adjs), subj)
    lemmas = {"noun": set(), "adj": {adj.fr}, "verb": {"être"}}
    if isinstance(subj, NounPhrase):
        lemmas["noun"].add(subj.noun.fr)
        if subj.det[0] == "indef":  # not "a son is the bravest"
            subj.det = ("def",)
    return Superlative(subj, adj, _tense(rng), lemmas)


# --- Degree words ---------------------------------------------------------------------------

# (French, English before the adjective, English after it, the adjectives it takes)
_GRADES = (
    ("très", "very", None, None),
    ("trop", "too", None, _TOO),
    ("assez", None, "enough", _ENOUGH),
    ("un peu", "a little", None, _A_LITTLE),
)


@dataclass
class Degree:
    """``subj`` is very / too / ... enough / a little ``adj``."""

    grade: int
    subj: object
    adj: object
    tense: str = "p"
    neg: bool = False
    lemmas: dict = field(default_factory=dict)

    def realise_in(self, pr, lang: str) -> str:
        r = _R(lang)
        fr_word, before, after, _ = _GRADES[self.grade]
        if lang == "fr":
            word = pr.Q(fr_word) if " " in fr_word else pr.Adv(fr_word)
            attr = [pr.AP(word, pr.A(self.adj.fr))]
        else:
            # (quoted: pyrealb moves an English adverb before "be" after "will not":
            # "will not very be young")
            word = pr.Q(before or after)
            a = pr.A(self.adj.en)
            attr = [pr.AP(word, a) if before else pr.AP(a, word)]
        s = _copula(r, pr, self.subj, attr, self.tense, self.neg, lang)
        return s.realize().strip()


@register("degree", 0.13)
def _degree(rng: random.Random, sampler) -> Degree:
    subj, adjs = _subject(rng, sampler)
    while not adjs:
        subj, adjs = _subject(rng, sampler)
    grade = rng.randrange(len(_GRADES))
    takes = _GRADES[grade][3]
    adj = rng.choice([a for a in adjs if takes is None or a.fr in takes] or adjs)
    if takes is not None and adj.fr not in takes:
        grade = 0
    adj = handsome(adj, subj)
    neg = grade in (0, 2) and rng.random() < 0.2  # not very big, not big enough
    lemmas = {"noun": set(), "adj": {adj.fr}, "verb": {"être"}}
    if isinstance(subj, NounPhrase):
        lemmas["noun"].add(subj.noun.fr)
    return Degree(grade, subj, adj, _tense(rng), neg, lemmas)


# --- Quantities -----------------------------------------------------------------------------

# (French, English with a plural, English with an uncountable noun)
_QUANTITIES = (
    ("beaucoup", "a lot of", "a lot of"),
    ("trop", "too many", "too much"),
    ("assez", "enough", "enough"),
    ("un peu", None, "a little"),  # un peu de sucre: uncountable nouns only
)
_COUNTED = frozenset({"food", "drink", "object", "animal", "flower"})
# The verbs whose object is often an amount (not "sentir beaucoup de prunes")
_QUANTITY_VERBS = frozenset(
    "manger boire acheter vendre avoir préparer prendre apporter donner offrir trouver"
    " garder goûter".split()
)


@dataclass
class Quantity:
    """``clause`` whose object is a quantity (``_QUANTITIES[amount]``) of a noun: a
    plural, or an uncountable noun (``mass``) in the singular."""

    amount: int
    clause: Clause
    lemmas: dict = field(default_factory=dict)

    def realise_in(self, pr, lang: str) -> str:
        fr = lang == "fr"
        obj = self.clause.obj
        word, count_en, mass_en = _QUANTITIES[self.amount]
        if fr:
            q = pr.Q(word) if " " in word else pr.Adv(word)
            tree = pr.NP(q, pr.P("de"), pr.N(obj.noun.fr).g(obj.gender).n(obj.number))
        else:
            en = count_en if obj.number == "p" else mass_en
            # (as words: pyrealb drops the "a" of "a lot of" before a plural)
            tree = pr.NP(pr.Q(en), pr.N(obj.noun.en).n(obj.number))
        r = _R(lang, {id(obj): lambda pr, _: tree})
        return r.clause(pr, self.clause).realize().strip()


@register("quantity", 0.13)
def _quantity(rng: random.Random, sampler) -> Quantity:
    lex = sampler.lex
    verbs = [
        v
        for v in lex.VERBS
        if v.fr in _QUANTITY_VERBS and v.obj is not None and not v.en_prep
    ]
    verb = rng.choice(verbs)
    amount = rng.randrange(len(_QUANTITIES))
    nouns = [n for n in nouns_with(verb.obj, lex) if n.tags & _COUNTED]
    if amount == 3:
        nouns = [n for n in nouns if "mass" in n.tags] or nouns
    noun = rng.choice(nouns)
    if amount == 3 and "mass" not in noun.tags:
        amount = 0
    number = "s" if "mass" in noun.tags else "p"
    gender = noun.gender if noun.gender != "mf" else "m"
    obj = NounPhrase(noun, gender, number, ("def",))
    subj = sampler.subject(verb)
    if isinstance(subj, Coordination):
        subj = subj.items[0]
    c = Clause(subj=subj, verb=verb, tense=rng.choice(TENSES), obj=obj)
    c.neg = amount != 3 and rng.random() < 0.15
    if verb.to_person:
        c.recipient = _bare(sampler.noun_phrase(frozenset({"person"}), "to"))
    return Quantity(amount, c, _lemmas_of(c))


# --- Tout -------------------------------------------------------------------------------------

_EVERYONE = Fixed("tout le monde", "everyone")
# (French determiners and noun, gender, number, English, tenses it goes with)
_TIMES = (
    ("tous les jours", "every day", ("p",)),
    ("tous les matins", "every morning", ("p",)),
    ("tous les soirs", "every evening", ("p",)),
    ("toute la journée", "all day", TENSES),
    ("toute la nuit", "all night", TENSES),
    ("tout le temps", "all the time", ("p", "f")),
)
_TIME_NOUNS = {"jours": "jour", "matins": "matin", "soirs": "soir"}


@dataclass
class All:
    """A clause with *tout*: ``how`` is "everyone" (its subject is *tout le monde*),
    "all" (*tous les* + its plural subject) or "time" (``_TIMES[time]`` at its end)."""

    how: str
    clause: Clause
    time: int = 0
    lemmas: dict = field(default_factory=dict)

    def realise_in(self, pr, lang: str) -> str:
        fr = lang == "fr"
        c = self.clause
        wrap = {}
        if self.how == "all":

            def wrap_all(pr, tree):
                return tree.add(pr.D("tout" if fr else "all"), 0)

            wrap[id(c.subj)] = wrap_all
        s = _R(lang, wrap).clause(pr, c)
        if self.how == "time":
            fr_words, en, _ = _TIMES[self.time]
            s = s.add(pr.Q(fr_words if fr else en))
        return s.realize().strip()


@register("all", 0.13)
def _all(rng: random.Random, sampler) -> All:
    how = rng.choice(("everyone", "all", "time"))
    if how == "time":
        time = rng.randrange(len(_TIMES))
        tense = rng.choice(_TIMES[time][2])
        c = _short(rng, sampler.clause(tense), place=0.3)
        while time >= 3 and c.obj is not None:  # all night: sleep, not buy a computer
            c = _short(rng, sampler.clause(tense), place=0.3)
        c.neg = False
        fr = _TIMES[time][0].split()[-1]
        noun = _TIME_NOUNS.get(fr, fr)
        return All(how, c, time, _lemmas_of(c, extra={"noun": {noun}}))
    c = _short(rng, _person_clause(sampler, rng.choice(TENSES)), place=0.3)
    c.neg = False  # "tout le monde ne danse pas": not everyone dances
    if how == "everyone":
        c = replace(c, subj=_EVERYONE)
        if c.verb is _COPULA and c.attr is not None and "person" not in c.attr.tags:
            c.attr = None
            c.place = c.place or sampler.landmark()
    else:
        subj = c.subj
        if not isinstance(subj, NounPhrase) or not _is_person(subj):
            noun = rng.choice(nouns_with(frozenset({"person"}), sampler.lex))
            subj = sampler.noun_phrase(frozenset({"person"}), "subj", noun=noun)
            if (
                c.verb is _COPULA
                and c.attr is not None
                and not _fits(noun, c.attr.tags)
            ):
                c.attr = None
                c.place = c.place or sampler.landmark()
        subj = _bare(subj)
        subj.det, subj.number = ("def",), "p"
        c = replace(c, subj=subj)
    return All(how, c, 0, _lemmas_of(c))
