"""Kinds of corpus version 3 for frequent words no other kind says: *autre*, *même*,
*chaque*, *quelques*, *plusieurs*, *comme*, *par*, *pendant* + a duration and *alors*.

- ``other``: a clause whose object is *un autre* / *d'autres* / *l'autre* / *les
  autres* / *le même* / *chaque* / *quelques* / *plusieurs* N: *another*, *other*, *the
  other*, *the same*, *every*, *a few*, *several* N (*Elle achète une autre pomme.* /
  *She buys another apple.*);
- ``during``: a clause and *pendant* + a duration: *for* (*Il a dormi pendant deux
  heures.* / *He slept for two hours.*);
- ``like``: a clause and *comme* + a stressed pronoun or a noun phrase: *like* + an
  object pronoun or the noun phrase (*Il chante comme moi.* / *He sings like me.*);
- ``times``: a clause in the present and *N fois par jour / semaine / mois / an*:
  *once / twice / N times a day / week / month / year*;
- ``so``: *Alors,* before a clause: *So,* (*Alors, nous partirons.* / *So, we will
  leave.*).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .kinds_v3 import register
from .linking import _R, _lemmas_of, _short
from .structures import Clause, NounPhrase, Pronoun

__all__ = ["Other", "Like", "Times", "During", "So"]

# what -> (French adjective, determiner, number, English before the noun)
_OTHER = {
    "another": ("autre", "indef", "s", "another"),
    "others": ("autre", "indef", "p", "other"),
    "the other": ("autre", "def", "s", "the other"),
    "the others": ("autre", "def", "p", "the other"),
    "the same": ("même", "def", "s", "the same"),
    "the same (p)": ("même", "def", "p", "the same"),
    "every": ("chaque", None, "s", "every"),
    "a few": ("quelques", None, "p", "a few"),
    "several": ("plusieurs", None, "p", "several"),
}
# the stressed pronouns after comme, and English's object pronouns, by PRONOUNS' order
# (je, tu, il, elle, nous, vous, ils, elles)
_STRESSED = ("moi", "toi", "lui", "elle", "nous", "vous", "eux", "elles")
_OBJECT = ("me", "you", "him", "her", "us", "you", "them", "them")
# French, English, gender of the noun: per day, week, month, year
_PER = (
    ("jour", "day", "m"),
    ("semaine", "week", "f"),
    ("mois", "month", "m"),
    ("an", "year", "m"),
)
_FOIS = ("une", "deux", "trois", "quatre", "cinq")
_TIMES_EN = ("once", "twice", "three times", "four times", "five times")


class _Other(_R):
    """Writes the object of a clause as *autre* / *même* says (see :data:`_OTHER`)."""

    def __init__(self, lang: str, np: NounPhrase, what: str):
        super().__init__(lang)
        self.target, self.what = np, what

    def np(self, pr, x, direct_neg=False, after_de=False):
        if x is not self.target:
            return super().np(pr, x, direct_neg, after_de)
        adj, det, number, en = _OTHER[self.what]
        if self.fr and det is None:  # chaque, quelques, plusieurs: a determiner alone
            return pr.NP(pr.Q(adj), pr.N(x.noun.fr).g(x.gender)).n(number)
        if self.fr:
            d = pr.D(
                "de"
                if det == "indef" and number == "p"
                else "un"
                if det == "indef"
                else "le"
            )
            noun = pr.N(x.noun.fr).g(x.gender)
            return pr.NP(d, pr.A(adj).pos("pre"), noun).n(number)
        return pr.NP(pr.Q(en), pr.N(x.noun.en)).n(number)


@dataclass
class Other:
    what: str
    clause: Clause
    lemmas: dict = field(default_factory=dict)

    def realise_in(self, pr, lang: str) -> str:
        r = _Other(lang, self.clause.obj, self.what)
        return r.clause(pr, self.clause).realize().strip()


def _with_object(rng: random.Random, sampler, tenses=("p", "pc", "f")) -> Clause:
    """A short affirmative statement whose direct object is a plain countable noun."""
    while True:
        c = _short(rng, sampler.clause(rng.choice(tenses)), place=0.2)
        obj = c.obj
        if (
            isinstance(obj, NounPhrase)
            and not c.verb.fr_prep
            and "mass" not in obj.noun.tags
            and not obj.noun.tags & {"unique", "plural"}
            and c.recipient is None
        ):
            c.neg = c.question = False
            obj.pre = obj.post = obj.pp = None
            return c


@register("other", 0.3)
def _other(rng: random.Random, sampler) -> Other:
    what = rng.choice(sorted(_OTHER))
    c = _with_object(rng, sampler)
    return Other(what, c, _lemmas_of(c))


@dataclass
class Like:
    clause: Clause
    like: object  # a pronoun (index into _STRESSED) or a noun phrase
    lemmas: dict = field(default_factory=dict)

    def realise_in(self, pr, lang: str) -> str:
        r = _R(lang)
        s = r.clause(pr, self.clause)
        if isinstance(self.like, int):
            word = (_STRESSED if r.fr else _OBJECT)[self.like]
            tail = pr.Q(word)
        else:
            tail = r.np(pr, self.like)
        return s.add(pr.PP(pr.Q("comme" if r.fr else "like"), tail)).realize().strip()


@register("like", 0.25)
def _like(rng: random.Random, sampler) -> Like:
    while True:
        c = _short(rng, sampler.clause(rng.choice(("p", "pc", "f"))), place=0.0)
        if c.verb.obj is None and c.verb.fr != "être" and c.place is None:
            break
    c.question = False
    subj_person = isinstance(c.subj, Pronoun) and c.subj.index
    if rng.random() < 0.6:
        like = rng.choice([i for i in range(len(_STRESSED)) if i != subj_person])
    else:
        tags = c.verb.subj
        like = sampler.noun_phrase(tags, "comp")
        like.pp = None
    extra = {"noun": {like.noun.fr}} if isinstance(like, NounPhrase) else None
    return Like(c, like, _lemmas_of(c, extra=extra))


@dataclass
class Times:
    clause: Clause
    n: int  # 1 to 5 times
    per: int  # into _PER
    lemmas: dict = field(default_factory=dict)

    def realise_in(self, pr, lang: str) -> str:
        s = _R(lang).clause(pr, self.clause)
        fr_per, en_per, _ = _PER[self.per]
        if lang == "fr":
            tail = pr.Q(f"{_FOIS[self.n - 1]} fois par {fr_per}")
        else:
            tail = pr.Q(f"{_TIMES_EN[self.n - 1]} a {en_per}")
        return s.add(tail).realize().strip()


@register("times", 0.2)
def _times(rng: random.Random, sampler) -> Times:
    c = _short(rng, sampler.clause("p"), place=0.2)
    while c.verb.fr in ("être", "avoir", "connaître", "aimer", "adorer", "savoir"):
        c = _short(rng, sampler.clause("p"), place=0.2)
    c.neg = c.question = False
    c.adv = None
    c.aspect = "habit"  # (trois fois par mois: the simple present, aspect.py)
    per = rng.randrange(len(_PER))
    return Times(c, rng.randint(1, 5), per, _lemmas_of(c))


# (French, gender, English) of the units of a duration
_UNITS = (
    ("minute", "f", "minute"),
    ("heure", "f", "hour"),
    ("jour", "m", "day"),
    ("semaine", "f", "week"),
    ("mois", "m", "month"),
    ("an", "m", "year"),
)
# What one does for a while (not "he found the key for two hours")
_DURING = frozenset(
    "dormir courir marcher nager danser chanter rire pleurer travailler jouer attendre"
    " lire écrire parler voyager étudier cuisiner dessiner peindre se reposer"
    " se promener".split()
)


@dataclass
class During:
    clause: Clause
    n: int  # 1 to 10
    unit: int  # into _UNITS
    lemmas: dict = field(default_factory=dict)

    def realise_in(self, pr, lang: str) -> str:
        from .kind_parts import en_number, fr_number

        fr_unit, gender, en_unit = _UNITS[self.unit]
        s = _R(lang).clause(pr, self.clause)
        if lang == "fr":
            many = fr_unit if fr_unit == "mois" or self.n == 1 else fr_unit + "s"
            words = f"pendant {fr_number(self.n, gender == 'f')} {many}"
        elif self.n == 1:
            words = f"for {'an' if en_unit == 'hour' else 'a'} {en_unit}"
        else:
            words = f"for {en_number(self.n)} {en_unit}s"
        return s.add(pr.Q(words)).realize().strip()


@register("during", 0.25)
def _during(rng: random.Random, sampler) -> During:
    while True:
        c = _short(rng, sampler.clause(rng.choice(("pc", "f"))), place=0.3)
        if c.verb.fr in _DURING and c.obj is None and c.modal is None:
            break
    c.question = False
    c.negation = "pas"  # (not "will not cook any more for a week")
    c.adv = None
    return During(
        c,
        rng.choice((1, 2, 2, 3, 3, 4, 5, 10)),
        rng.randrange(len(_UNITS)),
        _lemmas_of(c),
    )


@dataclass
class So:
    clause: Clause
    lemmas: dict = field(default_factory=dict)

    def realise_in(self, pr, lang: str) -> str:
        s = _R(lang).clause(pr, self.clause)
        return pr.S(pr.Q("Alors," if lang == "fr" else "So,"), s).realize().strip()


@register("so", 0.15)
def _so(rng: random.Random, sampler) -> So:
    c = _short(rng, sampler.clause(rng.choice(("p", "pc", "f"))), place=0.3)
    c.question = False
    return So(c, _lemmas_of(c))
