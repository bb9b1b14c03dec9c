"""Parts shared by the kinds of sentence of version 3: subjects, numbers, noun phrases.

The kinds of :mod:`.phrases`, :mod:`.times`, :mod:`.people` and :mod:`.questions` draw
subjects (a subject pronoun, a noun phrase of the common grammar or a first name of
:mod:`.names`), write numbers in words (French *vingt-deux*, *soixante et onze*, English
*twenty-two*) and build pyrealb noun phrases with any determiner (*no cats*, *some
bread*). :class:`Name` is a first name; :func:`subject_tree` writes any subject;
:func:`lemmas_of` gathers the French lemmas of noun phrases for a structure's ``lemmas``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from . import lexicon as lx
from .names import PEOPLE
from .structures import Coordination, NounPhrase, Pronoun

__all__ = [
    "Construction",
    "builder",
    "Name",
    "fr_number",
    "en_number",
    "draw_subject",
    "subject_tree",
    "person_number",
    "en_aux",
    "lemmas_of",
    "lower_first",
    "PERSON",
]

PERSON = frozenset({"person"})

_FR_UNITS = (
    "zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze "
    "quinze seize dix-sept dix-huit dix-neuf"
).split()
_FR_TENS = {
    2: "vingt",
    3: "trente",
    4: "quarante",
    5: "cinquante",
    6: "soixante",
    8: "quatre-vingt",
}
_EN_UNITS = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen "
    "fourteen fifteen sixteen seventeen eighteen nineteen"
).split()
_EN_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def fr_number(n: int, feminine: bool = False) -> str:
    """``n`` (0 to 100) in French words, traditional spelling: *vingt et un*,
    *soixante-dix*, *quatre-vingts*, *quatre-vingt-onze*; *une* before a feminine noun."""
    if not 0 <= n <= 100:
        raise ValueError(f"{n}: only 0 to 100")
    if n == 100:
        return "cent"
    if n < 20:
        word = _FR_UNITS[n]
    else:
        tens, unit = divmod(n, 10)
        if tens in (7, 9):  # soixante-dix, quatre-vingt-dix: 60 or 80 plus 10 to 19
            tens, unit = tens - 1, unit + 10
        head = _FR_TENS[tens]
        if unit == 0:
            word = head + ("s" if tens == 8 else "")
        elif unit in (1, 11) and tens != 8:
            word = f"{head} et {_FR_UNITS[unit]}"
        else:
            word = f"{head}-{_FR_UNITS[unit]}"
    if feminine and (word == "un" or word.endswith(" et un") or word.endswith("-un")):
        word = word[:-2] + "une"
    return word


def en_number(n: int) -> str:
    """``n`` (0 to 100) in English words: *twenty-two*, *a hundred*."""
    if not 0 <= n <= 100:
        raise ValueError(f"{n}: only 0 to 100")
    if n == 100:
        return "a hundred"
    if n < 20:
        return _EN_UNITS[n]
    tens, unit = divmod(n, 10)
    return _EN_TENS[tens] + (f"-{_EN_UNITS[unit]}" if unit else "")


# kind -> function(pr, lang, **args) -> str
_BUILDERS: dict = {}


def builder(kind: str):
    """Decorator: ``function(pr, lang, **args)`` writes the constructions of ``kind``."""

    def add(function):
        if kind in _BUILDERS:
            raise ValueError(f"construction {kind!r} has two builders")
        _BUILDERS[kind] = function
        return function

    return add


@dataclass
class Construction:
    """A sentence of one construction: its builder's name and language-neutral
    arguments (noun phrases, names, numbers, indexes into tables of phrases), and the
    French lemmas it uses."""

    kind: str
    args: dict
    lemmas: dict = field(
        default_factory=lambda: {"noun": set(), "adj": set(), "verb": set()}
    )

    def realise_in(self, pr, lang: str) -> str:
        from .kinds_v3 import _load_kinds

        _load_kinds()  # (the builders register when their modules are imported)
        return _BUILDERS[self.kind](pr, lang, **self.args).strip()


@dataclass(frozen=True)
class Name:
    """A first name of :data:`.names.PEOPLE` (copied into English)."""

    name: str
    gender: str


def draw_name(rng, gender: str | None = None) -> Name:
    pool = [p for p in PEOPLE if gender is None or p[1] == gender]
    return Name(*rng.choice(pool))


# How often each subject pronoun is drawn (je tu il elle nous vous ils elles): as people
# speak and write to a translator, je most, then tu and vous, the third person plural least
PRONOUN_WEIGHTS = (0.3, 0.16, 0.1, 0.1, 0.1, 0.12, 0.06, 0.06)


def everyday_pronoun(rng, singular: bool = False) -> Pronoun:
    """A subject pronoun drawn by :data:`PRONOUN_WEIGHTS` (of the singular only:
    ``singular``), with a gender (drawn for je, tu, nous and vous)."""
    choices = [
        i for i in range(len(lx.PRONOUNS)) if not singular or lx.PRONOUNS[i][3] == "s"
    ]
    i = rng.choices(choices, [PRONOUN_WEIGHTS[i] for i in choices])[0]
    fr = lx.PRONOUNS[i][0]
    gender = "f" if fr.startswith("elle") else "m" if fr.startswith("il") else None
    return Pronoun(i, gender or rng.choice("mf"))


def draw_subject(
    rng, sampler, tags=PERSON, pronoun=0.4, name=0.25, singular=False
) -> object:
    """A subject: a pronoun (``pronoun`` of the time, when ``tags`` has people, drawn by
    :data:`PRONOUN_WEIGHTS`), a first name (``name``) or a noun phrase of the common
    grammar without a place phrase."""
    x = rng.random()
    if "person" in tags and x < pronoun:
        return everyday_pronoun(rng, singular)
    if "person" in tags and x < pronoun + name:
        return draw_name(rng)
    np = sampler.noun_phrase(tags, "subj")
    np.pp = None
    if singular:
        np.number = "s"
        if np.det[0] == "num":
            np.det = ("def",)
    return np


def person_number(x) -> tuple[int, str]:
    """The grammatical person and number of a subject."""
    if isinstance(x, Pronoun):
        _, _, pe, n = lx.PRONOUNS[x.index]
        return pe, n
    if isinstance(x, Coordination):
        return 3, "p"
    if isinstance(x, Name):
        return 3, "s"
    return 3, x.number


def subject_tree(pr, x, lang: str):
    """The pyrealb tree of a subject (pronoun, name or noun phrase) in ``lang``."""
    if isinstance(x, Name):
        return pr.NP(pr.Q(x.name)).g(x.gender).n("s")
    if isinstance(x, Coordination) and all(isinstance(i, Name) for i in x.items):
        conj = lx.CONJUNCTIONS[x.conj][0 if lang == "fr" else 1]
        return pr.CP(pr.C(conj), *(subject_tree(pr, i, lang) for i in x.items))
    from .realiser import _Realiser

    if lang == "en" and isinstance(x, NounPhrase):
        x = relation(x)
    return _Realiser(lang).np(pr, x)


def relation(np: NounPhrase) -> NounPhrase:
    """``np`` with the English of a relation after a possessive: *ma fille* / *my
    daughter*, *sa femme* / *his wife* (the noun alone is *girl*, *woman*), as the clause
    grammar says it (:func:`.grammar_v3.relations`)."""
    from dataclasses import replace

    from .grammar_v3 import EN_RELATION

    if np.det[0] in ("poss", "poss3") and np.noun.fr in EN_RELATION:
        return replace(np, noun=np.noun._replace(en=EN_RELATION[np.noun.fr]))
    return np


def en_aux(subj, tense: str) -> str:
    """The English auxiliary of a question: do / does / did / will."""
    if tense == "pc":
        return "did"
    if tense == "f":
        return "will"
    return "does" if person_number(subj) == (3, "s") else "do"


def lemmas_of(*parts, verbs=(), adjs=()) -> dict[str, set[str]]:
    """The French lemmas of noun phrases (and of the given verbs and adjectives)."""
    out = {"noun": set(), "adj": set(adjs), "verb": set(verbs)}

    def walk(x):
        if isinstance(x, NounPhrase):
            out["noun"].add(x.noun.fr)
            out["adj"].update(a.fr for a in (x.pre, x.post) if a)
            if x.pp:
                walk(x.pp[1])
        elif isinstance(x, Coordination):
            for i in x.items:
                walk(i)

    for p in parts:
        walk(p)
    return out


# person nouns that are not one man or one woman (a group, *une personne*, a baby)
_NOT_HE_SHE = frozenset(
    "armée classe équipe famille foule groupe personne bébé gens".split()
)


def cest_pronoun(np) -> str:
    """The English pronoun of *c'est* / *ce sont* before ``np``: *He* or *She* for one
    person (by the French noun's gender: *C'est ma sœur.* / *She is my sister.*, *C'est
    un juge.* / *He is a judge.*), *They* for a plural, *It* for anything else (a thing,
    an animal, a name: *C'est Paul.* / *It is Paul.*)."""
    if isinstance(np, NounPhrase):
        if np.number == "p":
            return "They"
        if "person" in np.noun.tags and np.noun.fr not in _NOT_HE_SHE:
            return "She" if np.gender == "f" else "He"
    return "It"


# a person's relatives, said with a possessive (mon frère, ta fille, leurs cousins)
RELATIVES = (
    "père mère frère soeur fils fille oncle tante cousin grand-père grand-mère "
    "neveu nièce mari femme ami voisin collègue grand-oncle grand-tante"
).split()
# son mari / her husband, sa femme / his wife: the possessor said by the relation
SPOUSE_OWNER = {"mari": "f", "femme": "m", "épouse": "m"}


def relative_np(
    rng, lex, number: str = "s", nouns=RELATIVES, owners=(0, 1, 2, 3, 4)
) -> NounPhrase:
    """*Mon frère, ta fille, nos voisines*, and *son mari* / *her husband*, *sa femme* /
    *his wife* (``("poss3", g)``: a possessive of the third person only where the
    relation says whose), with a possessive of ``owners`` (indices of
    ``lexicon.POSSESSIVES``: mon ton notre votre leur); one spouse, of one owner."""
    fr = rng.choice(nouns)
    noun = next(n for n in lex.NOUNS if n.fr == fr)
    gender = rng.choice("mf") if noun.gender == "mf" else noun.gender
    if fr in SPOUSE_OWNER:
        if rng.random() < 0.5:
            return NounPhrase(noun, gender, "s", ("poss3", SPOUSE_OWNER[fr]))
        number, owners = "s", [i for i in owners if i in (0, 1, 3)] or [1]
    return NounPhrase(noun, gender, number, ("poss", rng.choice(owners)))


def lower_first(text: str) -> str:
    """The sentence with a small first letter, unless it begins with *I* or a name."""
    first = text.split(" ", 1)[0].rstrip(",.?!")
    if first == "I" or first in _NAMES:
        return text
    return text[:1].lower() + text[1:]


def _names() -> frozenset[str]:
    from .names import CITIES, COUNTRIES, REGIONS

    out = {p for p, _ in PEOPLE} | {w for pair in CITIES + REGIONS for w in pair}
    out |= {c[0] for c in COUNTRIES} | {c[2].split()[0] for c in COUNTRIES}
    out.discard("the")
    return frozenset(w.split()[0] for w in out)


_NAMES = _names()
