"""The grammar of the shipped corpus: sample a sentence's structure, realise it twice.

A sentence is first sampled as a small language-neutral structure (clauses, noun phrases,
tenses, negation, questions) from the lemmas of :mod:`.lexicon`, then realised in French
and in English by pyrealb, which does all the conjugation, agreement, elision and word
order. The French -> English translation is therefore a function of the structure.

Every row is made on its own: row ``i`` of a *stream* comes from ``random.Random`` seeded
with ``"{seed}:{stream}:{i}"``, so any shipped row can be regenerated from its id (the
third column of the files: ``m123`` is row 123 of the main stream). Four streams:

- ``m`` (main): sentences of one to three clauses, at most ``MAX_TOKENS`` tokens, that
  contain no held-out combination; a hash of the French sentence sends each to train,
  valid or test, so the same sentence always lands in the same split;
- ``u`` (unseen): sentences built around one held-out combination (an adjective with a
  noun, or a verb with an object) that the main stream never pairs;
- ``l`` (long): coordinations of two or three clauses, longer than ``MAX_TOKENS`` on both
  sides (21 to 40 French tokens, as many in each bucket of ``LONG_BUCKETS``), so longer
  than every main sentence;
- ``s`` (structure): main-stream sentences whose first subject has a place phrase of its
  own ("le chat sous la table dort"): the main stream puts place phrases after verbs and
  objects, never on a subject, so the structure is new though every word is known.

Commas come from coordinated clauses ("A, B et C", "A, mais B"); every split has the same
share of sentences with a comma (``COMMA_SHARE``, see :func:`quotas`), so that test_long
differs from training by length alone.

pyrealb is needed only here, to regenerate; the shipped files need nothing.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass, field

from . import lexicon as lx
from .lexicon import Adj, Noun, Prep, Verb

__all__ = [
    "SEED",
    "MAX_TOKENS",
    "SIZES",
    "N_HELD_OUT",
    "held_out_combinations",
    "sample_structure",
    "realise",
    "generate_pair",
    "split_of",
    "token_length",
    "build_corpus",
    "write_corpus",
    "load_pyrealb",
    "COMMA_SHARE",
    "LONG_BUCKETS",
    "has_comma",
    "long_bucket",
    "quotas",
]

SEED = 1
# The longest main sentence (tokens of transformer_lib.tokenizer.tokenize, either side).
MAX_TOKENS = 20
# Rows per split.
SIZES = {
    "train": 120_000,
    "valid": 2_000,
    "test": 2_000,
    "test_unseen": 2_000,
    "test_long": 1_000,
    "test_structure": 1_000,
}
# Share of the rows of every split whose sentence has a comma (a coordination of three
# clauses, "A, B et C"): the same in every split, so that no test set differs from
# training by its commas. Each split takes exactly round(COMMA_SHARE * size) such rows.
COMMA_SHARE = 0.12
# test_long's length buckets (French tokens), as many rows in each
LONG_BUCKETS = ((21, 25), (26, 30), (31, 35), (36, 40))
# Share of the main stream's distinct sentences hashed to valid and to test (per 10,000):
# both fill up at about the same time as train.
_HASH_VALID, _HASH_TEST = 162, 324

N_HELD_OUT = 40  # adjective-noun pairs, and as many verb-object pairs

# --- Indexes over the lexicon -----------------------------------------------------------

TENSES = ("p", "pc", "f")  # present, passé composé (English simple past), future
_EN_TENSE = {"p": "p", "pc": "ps", "f": "f"}
# Verbs of motion take vite / lentement / vers; these and a few more take ensemble.
_MOTION = frozenset("courir marcher nager voler danser".split())
_TOGETHER = _MOTION | frozenset(
    "dormir jouer chanter travailler rire partir arriver".split()
)
_DIRECTION = lx.DIRECTIONS[0]
_SIZE = frozenset("petit grand gros minuscule immense".split())  # at most one per noun
_COPULA = Verb(
    "être", "be", frozenset({"person", "animal", "object", "food", "furniture"})
)

# Nouns and verbs that share a French form with another lemma (porte/porter, ferme/fermer,
# montre/montrer, lit/lire, marché/marcher): never held out, so that a test can look for
# a held-out pair's words in the text without ambiguity
# (and suivre, whose "suis" is also être's)
_AMBIGUOUS = frozenset(
    "porte ferme montre lit marché porter fermer montrer lire suivre".split()
)


def _fits(noun: Noun, tags: frozenset[str]) -> bool:
    return bool(tags & noun.tags) or noun.en in tags


def nouns_with(tags: frozenset[str]) -> list[Noun]:
    """The nouns that carry one of ``tags`` (or whose English lemma is one of them)."""
    return [n for n in lx.NOUNS if _fits(n, tags)]


def adjectives_for(noun: Noun, pos: str | None = None) -> list[Adj]:
    return [
        a
        for a in lx.ADJECTIVES
        if _fits(noun, a.tags) and (pos is None or a.pos == pos)
    ]


def held_out_combinations(seed: int = SEED) -> dict[str, list[tuple[str, str]]]:
    """The adjective-noun and verb-object lemma pairs that the main stream never pairs.

    Chosen with ``seed`` among common words: adjectives that fit at least 25 nouns, nouns
    that take at least 8 adjectives or 4 verbs, transitive verbs with one English word and
    at least 10 possible objects. An adjective is held out with at most 2 nouns, a verb
    with at most 2, and a noun in one pair only, so that every word stays frequent.
    Returns French lemmas: ``{"adj_noun": [(adj, noun)...], "verb_obj": [(verb, noun)...]}``.
    """
    rng = random.Random(f"{seed}:held-out")
    fr_verbs = [v.fr for v in lx.VERBS]
    adjs = [a for a in lx.ADJECTIVES if len(nouns_with(a.tags)) >= 25]
    verbs = [
        v
        for v in lx.VERBS
        if v.obj is not None
        and not (v.fr_prep or v.en_prep)
        and fr_verbs.count(v.fr) == 1
        and v.fr not in _AMBIGUOUS | {"avoir"}
        and len(nouns_with(v.obj)) >= 10
    ]
    nouns = [n for n in lx.NOUNS if n.fr not in _AMBIGUOUS and "mass" not in n.tags]
    an = [
        (a, n)
        for a in adjs
        for n in nouns
        if _fits(n, a.tags) and len(adjectives_for(n)) >= 8
    ]
    vo = [
        (v, n)
        for v in verbs
        for n in nouns
        if _fits(n, v.obj) and sum(_fits(n, w.obj) for w in verbs) >= 4
    ]
    rng.shuffle(an)
    rng.shuffle(vo)
    used_nouns: set[str] = set()
    out: dict[str, list[tuple[str, str]]] = {"adj_noun": [], "verb_obj": []}
    for key, pairs in (("adj_noun", an), ("verb_obj", vo)):
        per_word: dict[str, int] = {}
        for w, n in pairs:
            if len(out[key]) == N_HELD_OUT:
                break
            if n.fr in used_nouns or per_word.get(w.fr, 0) == 2:
                continue
            used_nouns.add(n.fr)
            per_word[w.fr] = per_word.get(w.fr, 0) + 1
            out[key].append((w.fr, n.fr))
        out[key].sort()
    return out


_HELD_CACHE: dict[int, dict] = {}


def _held_out(seed: int) -> dict:
    """held_out_combinations(seed), computed once per process."""
    if seed not in _HELD_CACHE:
        _HELD_CACHE[seed] = held_out_combinations(seed)
    return _HELD_CACHE[seed]


# --- Structures ---------------------------------------------------------------------------


@dataclass
class NounPhrase:
    noun: Noun
    gender: str  # "m" or "f"
    number: str  # "s" or "p"
    det: tuple  # ("def",) ("indef",) ("dem",) ("poss", i) ("num", i)
    pre: Adj | None = None
    post: Adj | None = None
    pp: tuple[Prep, NounPhrase] | None = None  # le livre *sur la table*


@dataclass
class Pronoun:
    index: int  # into lexicon.PRONOUNS
    gender: str


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


@dataclass
class Sentence:
    clauses: list[Clause]
    conj: int = 0  # how clauses are joined (et / mais)
    lemmas: dict = field(default_factory=dict)


# --- Sampling -----------------------------------------------------------------------------

_ANIMATE = frozenset({"person", "animal"})
# (cumulative probability, determiner) for other noun phrases and for subjects; the rest
# of the time a possessive or a number
_DETERMINERS = {
    False: ((0.4, "def"), (0.72, "indef"), (0.82, "dem")),
    True: ((0.55, "def"), (0.7, "indef"), (0.8, "dem")),
}


class _Sampler:
    """Draws one sentence structure from a seeded ``random.Random``."""

    def __init__(self, rng: random.Random):
        self.r = rng
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
            pool = [n for n in nouns_with(tags) if n.fr not in avoid]
            noun = r.choice(pool)
        gender = noun.gender if noun.gender != "mf" else r.choice("mf")
        mass = "mass" in noun.tags
        number = "s" if mass or not self.chance(0.35) else "p"
        x = r.random()
        det = next(((d,) for p, d in _DETERMINERS[role == "subj"] if x < p), None)
        if det is None:
            det = ("num",) if self.chance(0.25) else ("poss",)
        if det == ("num",):
            det = ("num", r.randrange(len(lx.NUMBERS))) if number == "p" else ("def",)
        elif det == ("poss",):
            det = ("poss", r.randrange(len(lx.POSSESSIVES)))
        if mass and det[0] in ("indef", "num"):
            det = ("def",)
        if det[0] == "indef" and number == "p" and role == "subj":
            det = ("def",)  # "des chats dorment": rather "les chats dorment"
        np = NounPhrase(noun, gender, number, det)
        for pos in ("pre", "post"):
            if adj is not None and adj.pos == pos:
                setattr(np, pos, adj)
            elif self.chance(0.45 if self.rich else 0.2):
                choices = adjectives_for(noun, pos)
                if choices:
                    setattr(np, pos, r.choice(choices))
        if np.pre and np.post and {np.pre.fr, np.post.fr} <= _SIZE:
            # not "une grande poire minuscule": keep the forced adjective, or the first
            if adj is np.post:
                np.pre = None
            else:
                np.post = None
        if role == "obj" and self.chance(0.06):
            np.pp = self.landmark(avoid=(noun.fr,) + tuple(avoid), plain=True)
        return np

    def landmark(self, avoid=(), plain=False, prep: Prep | None = None):
        """A location phrase: (preposition, noun phrase)."""
        prep = prep or self.r.choice(lx.LOCATIONS)
        np = self.noun_phrase(prep.tags, "place", avoid=avoid)
        if plain:
            np.pre = np.post = None
        return prep, np

    def subject(self, verb: Verb, allow_pronoun=True, noun=None, adj=None, pp=False):
        """The subject of ``verb``; ``pp``: a noun phrase with a place phrase of its own
        ("le chat sous la table"), the structure that only ``test_structure`` has."""
        tags = verb.subj
        if pp:
            np = self.noun_phrase(tags, "subj")
            np.pp = self.landmark(avoid=(np.noun.fr,), plain=True)
            return np
        if noun is None and allow_pronoun and "person" in tags and self.chance(0.35):
            i = self.r.randrange(len(lx.PRONOUNS))
            fr = lx.PRONOUNS[i][0]
            gender = (
                "f" if fr.startswith("elle") else "m" if fr.startswith("il") else None
            )
            return Pronoun(i, gender or self.r.choice("mf"))
        if noun is None and self.chance(0.3 if self.rich else 0.08):
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
        ``subject_pp`` gives the subject a place phrase of its own."""
        r = self.r
        neg = self.chance(0.25)
        slot = None
        if force and force[0] == "obj":
            verb = force[1]
            slot = "obj"
        elif force:
            noun = force[2]
            options = [("subj", v) for v in lx.VERBS if _fits(noun, v.subj)]
            options += [("obj", v) for v in lx.VERBS if v.obj and _fits(noun, v.obj)]
            options += [("place", p) for p in lx.LOCATIONS if _fits(noun, p.tags)]
            if _fits(noun, _COPULA.subj):
                options += [("attr", _COPULA)] * 6
            slot, what = r.choice(options)
            verb = what if isinstance(what, Verb) else r.choice(lx.VERBS)
            if slot == "place":
                place_prep = what
        else:
            x = r.random()
            verb = _COPULA if x < 0.16 else r.choice(lx.VERBS)
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
                    second = adjectives_for(c.subj.items[1].noun)
                    choices = [
                        a for a in adjectives_for(c.subj.items[0].noun) if a in second
                    ]
                elif target:
                    choices = adjectives_for(target)
                else:  # a pronoun: a person
                    choices = [a for a in lx.ADJECTIVES if "person" in a.tags]
                # not "le roi content est content", nor "le petit chat est grand"
                if target:
                    has = {a.fr for a in (c.subj.pre, c.subj.post) if a}
                    clash = has | (_SIZE if has & _SIZE else set())
                    choices = [a for a in choices if a.fr not in clash] or choices
                c.attr = r.choice(choices)
            else:
                c.place = self.landmark(avoid=subj_nouns)
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
                prep = r.choice(lx.COMPANIONS)
                np = self.noun_phrase(prep.tags, "comp", avoid=used)
                if prep.fr == "sans" and np.det == ("indef",) and np.number == "p":
                    np.det = ("def",)  # not "sans des chameaux"
                c.comp = (prep, np)
            if c.obj is None and self.chance(0.3) and verb.fr in _TOGETHER:
                # vite, lentement after a verb of motion; ensemble after a plural subject
                quick_slow, together = lx.MANNER_ADVERBS[:2], lx.MANNER_ADVERBS[2:]
                manner = quick_slow if verb.fr in _MOTION else ()
                if _plural(c.subj):
                    manner += together
                if manner:
                    c.adv = tuple(r.choice(manner))
        if c.adv is None and self.chance(0.3 if rich else 0.12):
            c.adv = tuple(r.choice([a[:2] for a in lx.TIME_ADVERBS if tense in a[2]]))
        return c

    def sentence(
        self, n_clauses: int, force=None, rich=False, subject_pp=False
    ) -> Sentence:
        tense = self.r.choice(TENSES)
        self.rich = rich
        clauses = [
            self.clause(tense, force if i == 0 else None, rich, subject_pp and i == 0)
            for i in range(n_clauses)
        ]
        if n_clauses == 1 and self.chance(0.2) and clauses[0].verb.fr != "avoir":
            # (pyrealb asks "Has the cat a ring?", "Had you a ring?": no questions with have)
            clauses[0].question = True
        conj = 0 if n_clauses > 2 else self.r.choice((0, 0, 1))
        s = Sentence(clauses, conj)
        s.lemmas = _lemmas(s)
        return s


def _head(x) -> Noun | None:
    return x.noun if isinstance(x, NounPhrase) else None


def _nouns_in(x) -> tuple[str, ...]:
    if isinstance(x, NounPhrase):
        return (x.noun.fr,) + (_nouns_in(x.pp[1]) if x.pp else ())
    if isinstance(x, Coordination):
        return sum((_nouns_in(i) for i in x.items), ())
    return ()


def _animate(x) -> bool:
    if isinstance(x, Pronoun):
        return True
    if isinstance(x, Coordination):
        return all(_animate(i) for i in x.items)
    return bool(x.noun.tags & _ANIMATE)


def _plural(x) -> bool:
    if isinstance(x, Pronoun):
        return lx.PRONOUNS[x.index][3] == "p"
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


def _pairs_in(s: Sentence, held: dict) -> list[tuple[str, str, str]]:
    """The held-out pairs whose two words both occur in ``s`` (anywhere in it)."""
    lem = s.lemmas
    hits = [
        ("adj_noun", a, n)
        for a, n in held["adj_noun"]
        if a in lem["adj"] and n in lem["noun"]
    ]
    hits += [
        ("verb_obj", v, n)
        for v, n in held["verb_obj"]
        if v in lem["verb"] and n in lem["noun"]
    ]
    return hits


def sample_structure(stream: str, index: int, seed: int = SEED, held=None) -> Sentence:
    """The structure of row ``index`` of ``stream`` ("m", "u", "l" or "s"), before length
    checks."""
    held = held or _held_out(seed)
    rng = random.Random(f"{seed}:{stream}:{index}")
    s = _Sampler(rng)
    if stream == "m":
        return s.sentence(_n_clauses(rng))
    if stream == "u":
        pairs = [("adj", a, n) for a, n in held["adj_noun"]] + [
            ("obj", v, n) for v, n in held["verb_obj"]
        ]
        kind, w, n = pairs[index % len(pairs)]
        noun = next(x for x in lx.NOUNS if x.fr == n)
        if kind == "adj":
            force = ("adj", next(a for a in lx.ADJECTIVES if a.fr == w), noun)
        else:
            force = ("obj", next(v for v in lx.VERBS if v.fr == w and v.obj), noun)
        return s.sentence(_n_clauses(rng), force=force)
    if stream == "l":
        n = 2 if rng.random() < 0.7 else 3
        return s.sentence(n, rich=n == 2 or rng.random() < 0.5)
    if stream == "s":
        out = s.sentence(_n_clauses(rng), subject_pp=True)
        if out.clauses[0].verb is _COPULA:
            # not "Is the cat under the table ...?": in English that question reads like
            # the copula with a place ("Is the cat under the table?"), which train has
            out.clauses[0].question = False
        return out
    raise ValueError(f"unknown stream {stream!r}: expected 'm', 'u', 'l' or 's'")


def _n_clauses(rng: random.Random) -> int:
    """1, 2 or 3 clauses (with a comma: "A, B et C" and "A, mais B")."""
    x = rng.random()
    return 1 if x < 0.55 else 2 if x < 0.85 else 3


# --- Realisation with pyrealb -------------------------------------------------------------

_PR = None  # the pyrealb module, imported on first use


def load_pyrealb():
    """pyrealb, with two fixes to its lexicons (imported on first use)."""
    global _PR
    if _PR is None:
        try:
            import pyrealb
        except ImportError as e:  # pragma: no cover - depends on the environment
            raise ImportError(
                "regenerating the corpus needs pyrealb: pip install 'transformer_lib[corpus]'"
            ) from e
        # pyrealb would move the adverb of "far from" before the verb: one preposition.
        pyrealb.addToLexicon("far from", {"P": {"tab": "pp"}}, "en")
        # pyrealb 3.3.1 conjugates "smell" (table v99) as "I smells", "they smells":
        # give it the table of the regular verbs (walk, walks, walked).
        pyrealb.addToLexicon("smell", {"V": {"tab": "v1"}}, "en")
        _PR = pyrealb
    return _PR


def _prep(pr, words: str) -> list:
    """A (possibly multi-word) preposition as pyrealb terminals: près de -> P P."""
    lexicon = pr.getLexicon()
    if "P" in lexicon.get(words, {}):
        return [pr.P(words)]
    out = []
    for w in words.split():
        entry = lexicon.get(w, {})
        out.append(pr.P(w) if "P" in entry else pr.N(w) if "N" in entry else pr.Adv(w))
    return out


class _Realiser:
    """Builds the pyrealb tree of a structure in one language ("fr" or "en")."""

    def __init__(self, lang: str):
        self.lang = lang
        self.fr = lang == "fr"

    def np(self, pr, x, direct_neg=False, after_de=False):
        fr = self.fr
        if isinstance(x, Pronoun):
            _, _, pe, n = lx.PRONOUNS[x.index]
            return pr.Pro("je" if fr else "I").pe(pe).n(n).g(x.gender)
        if isinstance(x, Coordination):
            conj = lx.CONJUNCTIONS[x.conj][0 if fr else 1]
            return pr.CP(
                pr.C(conj), *(self.np(pr, i, direct_neg, after_de) for i in x.items)
            )
        kind = x.det[0]
        elems = []
        if kind == "def":
            elems.append(pr.D("le" if fr else "the"))
        elif kind == "indef":
            if direct_neg:
                elems.append(pr.D("de" if fr else "a" if x.number == "s" else "any"))
            elif fr and x.number == "p" and x.pre is not None and not after_de:
                elems.append(pr.D("de"))  # de grands arbres (des grands arbres: spoken)
            elif fr or x.number == "s":
                elems.append(pr.D("un" if fr else "a"))
        elif kind == "dem":
            elems.append(pr.D("ce" if fr else "this"))
        elif kind == "poss":
            word, _, pe, n = lx.POSSESSIVES[x.det[1]]
            if fr:
                elems.append(pr.D(word).pe(pe))
            else:
                elems.append(pr.D("my").pe(pe).ow(n))
        elif kind == "num":
            elems.append(pr.NO(lx.NUMBERS[x.det[1]][0]).dOpt({"nat": True}))
        for a in (x.pre, x.post):  # French: petit chat noir; English: small black cat
            if a is not None and (not fr or a.pos == "pre"):
                elems.append(pr.A(a.fr if fr else a.en))
        # pyrealb's gender of "rose" or "livre" is "x" (either): always give it.
        noun = pr.N(x.noun.fr).g(x.gender) if fr else pr.N(x.noun.en)
        elems.append(noun)
        if fr and x.post is not None:
            elems.append(pr.A(x.post.fr))
        if x.pp:
            elems.append(self.pp(pr, x.pp))
        return pr.NP(*elems).n(x.number)

    def pp(self, pr, prep_np):
        prep, np = prep_np
        words = prep.fr if self.fr else prep.en
        return pr.PP(*_prep(pr, words), self.np(pr, np, after_de=words.endswith(" de")))

    def clause(self, pr, c: Clause):
        fr = self.fr
        v = c.verb
        vp = [pr.V(v.fr if fr else v.en)]
        if c.attr is not None:
            vp.append(pr.A(c.attr.fr if fr else c.attr.en))
        if c.obj is not None:
            prep = v.fr_prep if fr else v.en_prep
            direct = prep is None and c.neg
            obj = self.np(pr, c.obj, direct_neg=direct, after_de=prep == "de")
            vp.append(pr.PP(*_prep(pr, prep), obj) if prep else obj)
        if c.recipient is not None:
            vp.append(pr.PP(pr.P("à" if fr else "to"), self.np(pr, c.recipient)))
        for extra in (c.place, c.comp):
            if extra is not None:
                vp.append(self.pp(pr, extra))
        # A clause's adverb goes under S, not VP: in the VP pyrealb puts it before the
        # verb after a negation ("we will not tomorrow play").
        adv = [pr.Adv(c.adv[0] if fr else c.adv[1])] if c.adv is not None else []
        subj = self.np(pr, c.subj)
        tense = c.tense if fr else _EN_TENSE[c.tense]
        if c.question and fr and c.tense != "pc":
            # "Est-ce que ..." in the present and future (inverted forms like
            # "mangera-t-il" would multiply the verb forms); inversion in the passé composé.
            # C("que") rather than Q("est-ce que"), so that pyrealb writes "est-ce qu'il".
            s = pr.S(pr.Q("est-ce"), pr.C("que"), subj, pr.VP(*vp), *adv).t(tense)
            s = s.typ({"neg": True}) if c.neg else s
            return s.a("?")
        s = pr.S(subj, pr.VP(*vp), *adv).t(tense)
        types = {}
        if c.neg:
            types["neg"] = True
        if c.question:
            types["int"] = "yon"
        return s.typ(types) if types else s

    def sentence(self, pr, s: Sentence) -> str:
        if len(s.clauses) == 1:
            out = self.clause(pr, s.clauses[0])
        else:
            conj = lx.CONJUNCTIONS[s.conj][0 if self.fr else 1]
            clauses = [self.clause(pr, c) for c in s.clauses]
            if conj in ("mais", "but"):  # "A, mais B" / "A, but B"
                clauses[0] = clauses[0].a(",")
            out = pr.S(pr.CP(pr.C(conj), *clauses))
        return out.realize().strip()


def realise(s: Sentence) -> tuple[str, str]:
    """The French and English sentences of a structure."""
    pr = load_pyrealb()
    pr.loadFr()
    fr = _Realiser("fr").sentence(pr, s)
    pr.loadEn()
    en = _Realiser("en").sentence(pr, s)
    return fr, en


# --- Rows ---------------------------------------------------------------------------------

_TOKENIZE = None


def token_length(text: str) -> int:
    """Length in tokens of :func:`transformer_lib.tokenizer.tokenize`."""
    global _TOKENIZE
    if _TOKENIZE is None:
        from ..tokenizer import tokenize

        _TOKENIZE = tokenize
    return len(_TOKENIZE(text))


def generate_pair(
    stream: str, index: int, seed: int = SEED, held=None
) -> tuple[str, str] | None:
    """Row ``index`` of ``stream``: a (French, English) pair, or None if rejected.

    Main rows are rejected when they pair held-out words or exceed ``MAX_TOKENS``; long
    rows when they do not exceed it on both sides; unseen rows when they exceed it.
    """
    held = held or _held_out(seed)
    s = sample_structure(stream, index, seed, held)
    if stream in ("m", "l", "s") and _pairs_in(s, held):
        return None
    fr, en = realise(s)
    n_fr, n_en = token_length(fr), token_length(en)
    if stream == "l":
        return (
            (fr, en)
            if MAX_TOKENS < min(n_fr, n_en) <= max(n_fr, n_en) <= 2 * MAX_TOKENS
            else None
        )
    return (fr, en) if max(n_fr, n_en) <= MAX_TOKENS else None


def split_of(fr: str, seed: int = SEED) -> str:
    """Where a main-stream sentence goes: a hash of the French text picks the split."""
    h = int.from_bytes(
        hashlib.blake2b(f"{seed}:{fr}".encode(), digest_size=8).digest(), "big"
    )
    h %= 10_000
    return "valid" if h < _HASH_VALID else "test" if h < _HASH_TEST else "train"


# --- The whole corpus ---------------------------------------------------------------------

_CHUNK = 250  # rows a worker makes at a time


def _make_chunk(
    args: tuple[str, int, int, int],
) -> list[tuple[int, tuple[str, str] | None]]:
    stream, start, stop, seed = args
    return [(i, generate_pair(stream, i, seed)) for i in range(start, stop)]


def has_comma(fr: str) -> bool:
    """Whether a sentence has a comma (in this corpus: three coordinated clauses)."""
    return "," in fr


def long_bucket(fr: str) -> tuple[int, int]:
    """The length bucket of :data:`LONG_BUCKETS` a test_long sentence's French falls in."""
    n = token_length(fr)
    for low, high in LONG_BUCKETS:
        if low <= n <= high:
            return low, high
    raise ValueError(f"{n} French tokens: outside test_long's buckets")


def quotas(sizes: dict) -> dict[str, dict]:
    """How many rows of each kind every split takes: ``{split: {key: rows}}``.

    The key is whether the sentence has a comma and, in test_long, its length bucket:
    every split has round(COMMA_SHARE * size) sentences with a comma, and test_long as
    many sentences in each bucket (with the same share of commas in each).
    """
    out = {}
    for name, size in sizes.items():
        if name == "test_long":
            cells = {}
            for i, bucket in enumerate(LONG_BUCKETS):
                n = size // len(LONG_BUCKETS) + (i < size % len(LONG_BUCKETS))
                commas = round(COMMA_SHARE * n)
                cells[(bucket, True)] = commas
                cells[(bucket, False)] = n - commas
            out[name] = cells
        else:
            commas = round(COMMA_SHARE * size)
            out[name] = {True: commas, False: size - commas}
    return out


def _key(name: str, fr: str):
    return (long_bucket(fr), has_comma(fr)) if name == "test_long" else has_comma(fr)


def build_corpus(
    seed: int = SEED, workers: int = 1, sizes: dict | None = None, progress: bool = True
) -> dict[str, list[tuple[str, str, str]]]:
    """Every split as (French, English, id) rows; the same whatever ``workers`` is.

    Rows are made in chunks by ``workers`` processes but used in index order: each
    stream is read from row 0 on, a row is dropped if its French sentence is already in
    some split (or its split already has all the rows of its kind, see :func:`quotas`),
    and a stream stops when its splits are full.
    """
    sizes = dict(SIZES if sizes is None else sizes)
    left = quotas(sizes)
    out: dict[str, list] = {name: [] for name in sizes}
    seen: set[str] = set()
    plan = (
        ("m", ("train", "valid", "test")),
        ("u", ("test_unseen",)),
        ("l", ("test_long",)),
        ("s", ("test_structure",)),
    )

    def full(names) -> bool:
        return all(not any(left[n].values()) for n in names if n in left)

    pool = None
    if workers > 1:
        import multiprocessing

        pool = multiprocessing.get_context("spawn").Pool(workers)
    try:
        from tqdm.auto import tqdm

        bar = tqdm(
            total=sum(sizes.values()), unit="pair", disable=not progress, mininterval=2
        )
        for stream, names in plan:
            if not any(n in sizes for n in names):
                continue
            bar.set_description(f"stream {stream} ({', '.join(names)})")
            start = 0
            while not full(names):
                batch = [
                    (stream, start + k * _CHUNK, start + (k + 1) * _CHUNK, seed)
                    for k in range(max(1, workers) * 4)
                ]
                start = batch[-1][2]
                chunks = (
                    pool.imap(_make_chunk, batch) if pool else map(_make_chunk, batch)
                )
                for chunk in chunks:
                    for i, pair in chunk:
                        if pair is None or pair[0] in seen:
                            continue
                        name = split_of(pair[0], seed) if stream == "m" else names[0]
                        if name not in left:
                            continue
                        key = _key(name, pair[0])
                        if not left[name].get(key):
                            continue
                        left[name][key] -= 1
                        seen.add(pair[0])
                        out[name].append((pair[0], pair[1], f"{stream}{i}"))
                        bar.update(1)
                    if full(names):
                        break
        bar.close()
    finally:
        if pool is not None:
            pool.terminate()
    return out


def write_corpus(corpus: dict[str, list], directory, seed: int = SEED) -> list:
    """Write each split as ``<split>.tsv.xz`` (French, English, id a line); reproducible.

    xz (preset 9e) rather than gzip -9: the train split takes 2.8 MB instead of 4.1 MB,
    well under the 5 MB a file may take, and Python reads both with its standard library.
    The same rows always give the same bytes (xz stores no name and no time).
    """
    import lzma
    from pathlib import Path

    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, rows in corpus.items():
        for row in rows:
            if any("\t" in x or "\n" in x for x in row):
                raise ValueError(f"a tab or a newline inside row {row!r}")
        data = "".join("\t".join(row) + "\n" for row in rows).encode("utf-8")
        path = directory / f"{name}.tsv.xz"
        path.write_bytes(lzma.compress(data, preset=9 | lzma.PRESET_EXTREME))
        paths.append(path)
    return paths
