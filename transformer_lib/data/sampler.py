"""Draw one sentence structure at random: the grammar of the corpus.

:class:`_Sampler` picks, from a seeded ``random.Random``, the clauses of a sentence (one
to three), each clause's verb, tense, negation or question, its subject, object,
recipient, attribute, place, companion and adverb, and each noun phrase's noun,
determiner, number and adjectives, among the lemmas of :mod:`.lexicon` that fit together
(a verb's subject and object tags, an adjective's nouns). It returns the structures of
:mod:`.structures`; which row of which stream it draws is :mod:`.streams`' business.
"""

from __future__ import annotations

import random

from . import grammar_v3 as _v3
from . import lexicon as lx
from .lexicon import Adj, Noun, Prep, Verb
from .lexicon_more import NOT_ATTRIBUTES, POSSESSIVE_ONLY
from .structures import (
    Clause,
    Coordination,
    Name,
    NounPhrase,
    Pronoun,
    Sentence,
    _animate,
    _head,
    _lemmas,
    _nouns_in,
    _plural,
)

__all__ = ["TENSES", "nouns_with", "adjectives_for", "handsome"]

# --- Indexes over the lexicon -----------------------------------------------------------

TENSES = ("p", "pc", "f")  # present, passé composé (English simple past), future
# Verbs of motion take vite / lentement / vers; these and a few more take ensemble.
_MOTION = frozenset("courir marcher nager voler danser".split())
_TOGETHER = _MOTION | frozenset(
    "dormir jouer chanter travailler rire partir arriver".split()
)
_DIRECTION = lx.DIRECTIONS[0]
_SIZE = frozenset("petit grand gros minuscule immense".split())  # at most one per noun
# (version 3) English says a quality before an age (a serious young man, a strange old
# house) but an age before a colour, an origin, a shape or a kind (an old red car, a young
# French woman, a young married couple)
_AGE = frozenset("jeune vieux nouveau".split())
# (version 3) at most one of these per noun too: not "un nouveau cadeau neuf" (a new new
# gift), "une jeune princesse âgée" (a young elderly princess)
_AGES = _AGE | frozenset("âgé neuf ancien moderne".split())
_AFTER_AGE = frozenset(
    "rouge noir blanc bleu vert jaune gris brun orange marron rose violet doré blond roux "
    "français anglais allemand italien espagnol américain chinois japonais européen "
    "étranger rond gauche droit marié".split()
)
_COPULA = Verb(
    "être", "be", frozenset({"person", "animal", "object", "food", "furniture"})
)


def handsome(adj: Adj | None, x) -> Adj | None:
    """(version 3) *beau* said of a man or a boy (a masculine person noun phrase, name or
    singular pronoun) is English *handsome* (un bel homme / a handsome man); else ``adj``."""
    if adj is None or adj.fr != "beau":
        return adj
    if isinstance(x, NounPhrase):
        male = "person" in x.noun.tags and x.gender == "m"
    else:
        male = isinstance(x, (Name, Pronoun)) and x.gender == "m" and not _plural(x)
    return adj._replace(en="handsome") if male else adj


def _fits(noun: Noun, tags: frozenset[str]) -> bool:
    return bool(tags & noun.tags) or noun.en in tags


def nouns_with(tags: frozenset[str], lex=lx) -> list[Noun]:
    """The nouns of ``lex`` (a lexicon module) that carry one of ``tags`` (or whose
    English lemma is one of them)."""
    return [n for n in lex.NOUNS if _fits(n, tags)]


# The adjectives of people that also describe a group of them (une grande famille, une
# équipe célèbre; not une famille grosse, une foule blonde): version 3's nouns tagged
# "group"
GROUP_ADJECTIVES = frozenset(
    "petit grand nouveau bon mauvais célèbre bruyant calme riche pauvre heureux "
    "malheureux content triste fatigué étranger jeune vieux gentil".split()
)


def adjectives_for(noun: Noun, pos: str | None = None, lex=lx) -> list[Adj]:
    group = "group" in noun.tags
    return [
        a
        for a in lex.ADJECTIVES
        if _fits(noun, a.tags)
        and (pos is None or a.pos == pos)
        and (not group or a.fr in GROUP_ADJECTIVES)
    ]


def _fixed_number(noun: Noun, number: str, det: tuple) -> tuple[str, tuple]:
    """The number and determiner that version 3's nouns tagged "unique" (le soleil: the
    definite singular only) and "plural" (les vacances: never a number) allow."""
    if "unique" in noun.tags:
        return "s", ("def",)
    if "plural" in noun.tags:
        return "p", ("def",) if det[0] == "num" else det
    if "pair" in noun.tags and det[0] == "num":  # not "two trousers"
        return number, ("def",)
    return number, det


# --- Sampling -----------------------------------------------------------------------------

# (cumulative probability, determiner) for other noun phrases and for subjects; the rest
# of the time a possessive or a number
_DETERMINERS = {
    False: ((0.4, "def"), (0.72, "indef"), (0.82, "dem")),
    True: ((0.55, "def"), (0.7, "indef"), (0.8, "dem")),
}


class _Sampler:
    """Draws one sentence structure from a seeded ``random.Random``, with the lemmas of
    ``lex`` (:mod:`.lexicon` for the shipped corpus, :mod:`.lexicon_v3` for version 3)."""

    def __init__(self, rng: random.Random, lex=lx, version: int = 2):
        self.r = rng
        self.lex = lex
        self.version = version  # 3 adds the draws of grammar_v3 (2 draws none of them)
        self.rich = False  # more adjectives and coordinated noun phrases (long rows)

    def chance(self, p: float) -> bool:
        return self.r.random() < p

    def noun_phrase(
        self,
        tags: frozenset[str],
        role: str,
        noun: Noun | None = None,
        adj: Adj | None = None,
        avoid: tuple = (),
    ) -> NounPhrase:
        r = self.r
        if noun is None:
            fits = nouns_with(tags, self.lex)
            # (a version 3 verb may fit one noun only: then repeat it rather than fail)
            pool = [n for n in fits if n.fr not in avoid] or fits
            noun = r.choice(pool)
        gender = noun.gender if noun.gender != "mf" else r.choice("mf")
        mass = "mass" in noun.tags
        number = "s" if mass or not self.chance(0.35) else "p"
        x = r.random()
        det = next(((d,) for p, d in _DETERMINERS[role == "subj"] if x < p), None)
        if det is None:
            det = ("num",) if self.chance(0.25) else ("poss",)
        if det == ("num",):
            det = (
                ("num", r.randrange(len(self.lex.NUMBERS)))
                if number == "p"
                else ("def",)
            )
        elif det == ("poss",):
            det = ("poss", r.randrange(len(self.lex.POSSESSIVES)))
        if mass and det[0] in ("indef", "num"):
            det = ("def",)
        if det[0] == "indef" and number == "p" and role == "subj":
            det = ("def",)  # "des chats dorment": rather "les chats dorment"
        if self.version >= 3:
            number, det = _fixed_number(noun, number, det)
        np = NounPhrase(noun, gender, number, det)
        for pos in ("pre", "post"):
            if adj is not None and adj.pos == pos:
                setattr(np, pos, adj)
            elif self.chance(0.45 if self.rich else 0.2):
                choices = adjectives_for(noun, pos, lex=self.lex)
                if choices:
                    setattr(np, pos, r.choice(choices))
        both = {np.pre.fr, np.post.fr} if np.pre and np.post else set()
        v3_clash = both <= _AGES or "vrai" in both  # "real mad" reads as "really mad"
        if both and (both <= _SIZE or (self.version >= 3 and v3_clash)):
            # not "une grande poire minuscule": keep the forced adjective, or the first
            if adj is np.post:
                np.pre = None
            else:
                np.post = None
        if self.version >= 3 and np.pre and np.post and np.pre.fr in _AGE:
            np.en_post_first = np.post.fr not in _AFTER_AGE
        if self.version >= 3:
            np.pre = handsome(np.pre, np)
            if {a.fr for a in (np.pre, np.post) if a} & POSSESSIVE_ONLY:
                if np.det[0] != "poss":  # mon livre préféré / my favourite book
                    np.det = ("poss", r.randrange(len(self.lex.POSSESSIVES)))
        if role == "obj" and self.chance(0.06):
            np.pp = self.landmark(avoid=(noun.fr,) + tuple(avoid), plain=True)
        return np

    def landmark(self, avoid=(), plain=False, prep: Prep | None = None):
        """A location phrase: (preposition, noun phrase)."""
        prep = prep or self.r.choice(self.lex.LOCATIONS)
        np = self.noun_phrase(prep.tags, "place", avoid=avoid)
        if plain:
            np.pre = np.post = None
        return prep, np

    def subject(self, verb: Verb, allow_pronoun=True, noun=None, adj=None, pp=False):
        """The subject of ``verb``; ``pp``: a noun phrase with a place phrase of its own
        ("le chat sous la table"), the structure that only ``test_structure`` has."""
        tags = verb.subj
        if self.version >= 3 and noun is None and not pp and allow_pronoun:
            special = _v3.subject(self, tags)  # a first name, "on" or a pronoun
            if special is not None:
                return special
        if pp:
            np = self.noun_phrase(tags, "subj")
            np.pp = self.landmark(avoid=(np.noun.fr,), plain=True)
            return np
        if noun is None and allow_pronoun and "person" in tags and self.chance(0.35):
            i = self.r.randrange(len(self.lex.PRONOUNS))
            fr = self.lex.PRONOUNS[i][0]
            gender = (
                "f" if fr.startswith("elle") else "m" if fr.startswith("il") else None
            )
            return Pronoun(i, gender or self.r.choice("mf"))
        if (
            noun is None
            and self.chance(0.3 if self.rich else 0.08)
            and len(nouns_with(tags, self.lex)) > 1  # (not "the sun and the sun")
        ):
            a = self.noun_phrase(tags, "subj")
            b = self.noun_phrase(tags, "subj", avoid=(a.noun.fr,))
            return Coordination(0, [a, b])
        return self.noun_phrase(tags, "subj", noun=noun, adj=adj)

    def clause(
        self,
        tense: str,
        force: tuple | None = None,
        rich: bool = False,
        subject_pp: bool = False,
    ) -> Clause:
        """One clause; ``force`` = ("adj", adj, noun) or ("obj", verb, noun) builds it
        around a held-out combination; ``rich`` adds adjuncts (for long sentences);
        ``subject_pp`` gives the subject a place phrase of its own. Version 3 adds the
        constructions of :mod:`.grammar_v3` to the clauses of version 2."""
        if self.version >= 3:
            return _v3.clause(self, tense, force, rich, subject_pp)
        return self._clause(tense, force, rich, subject_pp)

    def _clause(self, tense, force=None, rich=False, subject_pp=False) -> Clause:
        """A clause of version 2 (``force`` may also be ("obj", verb, None))."""
        r = self.r
        neg = self.chance(0.25)
        slot = None
        if force and force[0] == "obj":
            verb = force[1]
            slot = "obj"
        elif force:
            noun = force[2]
            options = [("subj", v) for v in self.lex.VERBS if _fits(noun, v.subj)]
            options += [
                ("obj", v) for v in self.lex.VERBS if v.obj and _fits(noun, v.obj)
            ]
            options += [("place", p) for p in self.lex.LOCATIONS if _fits(noun, p.tags)]
            if _fits(noun, _COPULA.subj) and force[1].fr not in NOT_ATTRIBUTES:
                options += [("attr", _COPULA)] * 6
            slot, what = r.choice(options)
            verb = what if isinstance(what, Verb) else r.choice(self.lex.VERBS)
            if slot == "place":
                place_prep = what
        else:
            x = r.random()
            verb = _COPULA if x < 0.16 else r.choice(self.lex.VERBS)
        c = Clause(subj=None, verb=verb, tense=tense, neg=neg)
        # subject
        if force and force[0] == "adj" and slot in ("subj", "attr"):
            c.subj = self.subject(
                verb, noun=force[2], adj=force[1] if slot == "subj" else None
            )
        else:
            c.subj = self.subject(verb, pp=subject_pp)
        subj_nouns = _nouns_in(c.subj)
        if verb is _COPULA:
            if slot == "attr":
                c.attr = force[1]
            elif self.chance(0.55):
                target = _head(c.subj)
                if isinstance(c.subj, Coordination):  # what fits both nouns
                    second = adjectives_for(c.subj.items[1].noun, lex=self.lex)
                    choices = [
                        a
                        for a in adjectives_for(c.subj.items[0].noun, lex=self.lex)
                        if a in second
                    ]
                elif target:
                    choices = adjectives_for(target, lex=self.lex)
                else:  # a pronoun: a person
                    choices = [a for a in self.lex.ADJECTIVES if "person" in a.tags]
                # not "le roi content est content", nor "le petit chat est grand"
                if target:
                    has = {a.fr for a in (c.subj.pre, c.subj.post) if a}
                    clash = has | (_SIZE if has & _SIZE else set())
                    choices = [a for a in choices if a.fr not in clash] or choices
                choices = [a for a in choices if a.fr not in NOT_ATTRIBUTES]
                if choices:  # (version 3: not "le livre est préféré")
                    c.attr = r.choice(choices)
                else:
                    c.place = self.landmark(avoid=subj_nouns)
            else:
                c.place = self.landmark(avoid=subj_nouns)
            if self.version >= 3:
                c.attr = handsome(c.attr, c.subj)
        else:
            if verb.obj is not None:
                if slot == "obj" and force[0] == "obj":
                    c.obj = self.noun_phrase(verb.obj, "obj", noun=force[2])
                elif slot == "obj":
                    c.obj = self.noun_phrase(
                        verb.obj, "obj", noun=force[2], adj=force[1]
                    )
                elif (
                    not neg
                    and not verb.fr_prep
                    and self.chance(0.3 if self.rich else 0.08)
                    and _two_besides(self.lex, verb.obj, subj_nouns)
                ):
                    # (not after aller à / parler à ...: French would repeat the "à")
                    a = self.noun_phrase(verb.obj, "obj", avoid=subj_nouns)
                    b = self.noun_phrase(
                        verb.obj, "obj", avoid=subj_nouns + (a.noun.fr,)
                    )
                    a.pp = b.pp = None
                    c.obj = Coordination(r.choice((0, 2)), [a, b])
                else:
                    c.obj = self.noun_phrase(verb.obj, "obj", avoid=subj_nouns)
            if verb.to_person:
                c.recipient = self.noun_phrase(
                    frozenset({"person"}), "to", avoid=subj_nouns + _nouns_in(c.obj)
                )
            used = subj_nouns + _nouns_in(c.obj) + _nouns_in(c.recipient)
            if slot == "place":
                c.place = (
                    place_prep,
                    self.noun_phrase(
                        place_prep.tags, "place", noun=force[2], adj=force[1]
                    ),
                )
            elif verb.fr in _MOTION and self.chance(0.15):
                c.place = self.landmark(avoid=used, prep=_DIRECTION)
            elif self.chance(0.8 if rich else 0.25):
                c.place = self.landmark(avoid=used)
            animate = _animate(c.subj)
            if animate and self.chance(0.6 if rich else 0.1):
                prep = r.choice(self.lex.COMPANIONS)
                np = self.noun_phrase(prep.tags, "comp", avoid=used)
                if prep.fr == "sans" and np.det == ("indef",) and np.number == "p":
                    np.det = ("def",)  # not "sans des chameaux"
                elif prep.fr == "sans" and np.det == ("indef",) and self.version >= 3:
                    # French drops the article: sans chien / without a dog, and an
                    # adjective with it (not "sans petit chien")
                    np.pre = np.post = None
                    np.fr_bare = True
                c.comp = (prep, np)
            if c.obj is None and self.chance(0.3) and verb.fr in _TOGETHER:
                # vite, lentement after a verb of motion; ensemble after a plural subject
                quick_slow, together = (
                    self.lex.MANNER_ADVERBS[:2],
                    self.lex.MANNER_ADVERBS[2:],
                )
                manner = quick_slow if verb.fr in _MOTION else ()
                if _plural(c.subj):
                    manner += together
                if manner:
                    c.adv = tuple(r.choice(manner))
        if c.adv is None and self.chance(0.3 if rich else 0.12):
            t = _v3.ADVERB_TENSE.get(tense, tense)  # (v2's tenses are their own)
            c.adv = tuple(r.choice([a[:2] for a in self.lex.TIME_ADVERBS if t in a[2]]))
        return c

    def sentence(
        self, n_clauses: int, force=None, rich=False, subject_pp=False
    ) -> Sentence:
        v3 = self.version >= 3
        tense = _v3.sentence_tense(self) if v3 else self.r.choice(TENSES)
        self.rich = rich
        clauses = [
            self.clause(tense, force if i == 0 else None, rich, subject_pp and i == 0)
            for i in range(n_clauses)
        ]
        if v3 and force is None and not subject_pp:
            for c in clauses:
                _v3.adverb(self, c)  # souvent, parfois, ici ... (version 3 only)
        if v3:
            _they_agree(clauses)
        first = clauses[0]
        if (
            v3
            and n_clauses == 1
            and force is None
            and not subject_pp
            and _v3.can_be_imperative(first)
            and self.chance(_v3.P["imperative"])
        ):
            _v3.imperative(self, first)
        elif n_clauses == 1 and self.chance(0.2) and first.verb.fr != "avoir":
            # (pyrealb asks "Has the cat a ring?", "Had you a ring?": no questions with have)
            first.question = not v3 or _v3.question_allowed(first)
        conj = 0 if n_clauses > 2 else self.r.choice((0, 0, 1))
        if v3 and self.lex.CONJUNCTIONS[conj][0] == "mais":
            for c in clauses[1:]:
                if c.adverb is not None and c.adverb.fr == "enfin":
                    c.adverb = (
                        None  # "mais enfin" says "but really!", not "but at last"
                    )
        s = Sentence(clauses, conj)
        s.lemmas = _lemmas(s)
        return s


def _they_agree(clauses: list[Clause]) -> None:
    """A later clause's *ils / elles* (English *they*) takes the gender of the plural
    subject before it, which a reader takes it to mean: *Tes étrangers et une fille
    canadienne attendaient et ils étaient là* (it drew *elles* at random)."""
    for before, c in zip(clauses[:-1], clauses[1:], strict=True):
        they = isinstance(c.subj, Pronoun) and c.subj.index in (6, 7)
        if isinstance(before.subj, Coordination):
            items = before.subj.items
        elif isinstance(before.subj, NounPhrase) and before.subj.number == "p":
            items = [before.subj]
        else:
            continue
        if they and all(isinstance(x, NounPhrase) for x in items):
            gender = "m" if any(x.gender != "f" for x in items) else "f"
            c.subj = Pronoun(6 if gender == "m" else 7, gender)


def _two_besides(lex, tags: frozenset[str], nouns: tuple) -> bool:
    """Whether two nouns of ``tags`` other than ``nouns`` are there to coordinate."""
    return sum(n.fr not in nouns for n in nouns_with(tags, lex)) > 1


def _n_clauses(rng: random.Random) -> int:
    """1, 2 or 3 clauses (with a comma: "A, B et C" and "A, mais B")."""
    x = rng.random()
    return 1 if x < 0.55 else 2 if x < 0.85 else 3
