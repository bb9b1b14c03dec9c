"""A kind of sentence of version 3: how people feel, ``feeling``.

Three constructions, any subject (a pronoun, a first name, a person), in the present,
the imparfait, the passé composé or the future, maybe negative or asked with *est-ce
que*:

- *être* + an adjective of feeling that agrees with the subject (*Elle est contente.* /
  *She is happy.*, *Nous étions fatigués.* / *We were tired.*), maybe with *très* /
  *very*, and the complement of some (:data:`MOODS`): *amoureux de* + a person / *in love
  with*, *fâché contre* / *angry with*, *fier de* / *proud of*, *content de partir* /
  *happy to leave*;
- *se sentir* + an adjective or *bien, mal, mieux* (:data:`FELT`): *Je me sens seule.* /
  *I feel lonely.*, *Il ne se sent pas bien.* / *He does not feel well.*; *mal* is *ill*;
- *avoir peur de* + an infinitive (:data:`FEARS`; *de* + a noun is :mod:`.phrases`'):
  *J'ai peur de tomber.* / *I am afraid of falling.*, *Elle avait peur de se perdre.* /
  *She was afraid of getting lost.*

One English for each French word: *content* and *heureux* are both *happy*. The
imparfait and the passé composé of a feeling are the English simple past (*J'étais
triste.*, *J'ai été surpris.* / *I was sad.*, *I was surprised.*).
"""

from __future__ import annotations

import random
import re

from .kind_parts import (
    Construction,
    Name,
    builder,
    draw_subject,
    lemmas_of,
    person_number,
    subject_tree,
)
from .kinds_v3 import register
from .realiser import _reflexive_fr
from .structures import Coordination, NounPhrase, Pronoun

__all__ = ["MOODS", "FELT", "FEARS", "feeling"]

# French adjective, English, and its complement: None, "person" (the French and English
# prepositions), or "inf" (de + one of _GLAD)
MOODS = (
    ("content", "happy", "inf"),
    ("heureux", "happy", "inf"),
    ("triste", "sad", "inf"),
    ("fâché", "angry", ("contre", "with")),
    ("inquiet", "worried", None),
    ("fatigué", "tired", None),
    ("déçu", "disappointed", None),
    ("surpris", "surprised", "inf"),
    ("amoureux", "in love", ("de", "with")),
    ("fier", "proud", ("de", "of")),
    ("nerveux", "nervous", None),
    ("malade", "ill", None),
    ("calme", "calm", None),
    ("seul", "alone", None),
)
# (French after de, English after to): content de partir / happy to leave
_GLAD = (
    ("partir", "leave"),
    ("être ici", "be here"),
    ("rentrer", "go home"),
    ("vous voir", "see you"),
    ("aider", "help"),
)
# se sentir + adjective (agrees) or adverb (bien, mal, mieux)
FELT = (
    ("bien", "well", "adv"),
    ("mal", "ill", "adv"),
    ("mieux", "better", "adv"),
    ("seul", "lonely", "adj"),
    ("fatigué", "tired", "adj"),
    ("triste", "sad", "adj"),
    ("heureux", "happy", "adj"),
    ("malade", "ill", "adj"),
)
# avoir peur de + infinitive: (French, English -ing, reflexive)
FEARS = (
    ("tomber", "falling", False),
    ("nager", "swimming", False),
    ("conduire", "driving", False),
    ("échouer", "failing", False),
    ("oublier", "forgetting", False),
    ("perdre", "losing", False),
    ("être en retard", "being late", False),
    ("perdre", "getting lost", True),
    ("tromper", "being wrong", True),
)
_FR_TENSE = {"p": "p", "i": "i", "pc": "pc", "f": "f"}
_EN_TENSE = {"p": "p", "i": "ps", "pc": "ps", "f": "f"}


def _gender_number(subj) -> tuple[str, str]:
    pe, n = person_number(subj)
    if isinstance(subj, Coordination):
        return ("f" if all(i.gender == "f" for i in subj.items) else "m"), n
    return getattr(subj, "gender", "m"), n


def _de(word: str) -> str:
    return ("d'" if word[0] in "aeéèêiouh" else "de ") + word


def _sentence(pr, lang, subj, vp, tense, neg, asked, refl=False) -> str:
    fr = lang == "fr"
    s = pr.S(subject_tree(pr, subj, lang), vp).t(
        (_FR_TENSE if fr else _EN_TENSE)[tense]
    )
    types = {}
    if neg:
        types["neg"] = True
    if refl:
        types["refl"] = True
    if asked and not fr:
        types["int"] = "yon"
    s = s.typ(types) if types else s
    if asked and fr:
        s = pr.S(pr.Q("est-ce"), pr.C("que"), s).a("?")
    return s.realize().strip()


@builder("mood")
def _mood(pr, lang, subj, mood: int, tense, neg, asked, very=False, comp=None):
    fr_adj, en_adj, kind = MOODS[mood]
    fr = lang == "fr"
    g, n = _gender_number(subj)
    words = []
    if very:
        words.append(pr.Adv("très" if fr else "very"))
    if fr:
        words.append(pr.A(fr_adj).g(g).n(n))
    else:
        if very and fr_adj == "seul":  # très seul: very lonely (never "very alone")
            en_adj = "lonely"
        words.append(pr.Q(en_adj) if " " in en_adj else pr.A(en_adj))
    if isinstance(kind, tuple) and comp is not None:
        words.append(
            pr.PP(pr.P(kind[0] if fr else kind[1]), subject_tree(pr, comp, lang))
        )
    elif kind == "inf" and comp is not None:
        fr_inf, en_inf = _GLAD[comp]
        words.append(pr.Q(_de(fr_inf) if fr else f"to {en_inf}"))
    vp = pr.VP(pr.V("être" if fr else "be"), *words)
    return _sentence(pr, lang, subj, vp, tense, neg, asked)


@builder("felt")
def _felt(pr, lang, subj, felt: int, tense, neg, asked):
    fr_word, en_word, kind = FELT[felt]
    fr = lang == "fr"
    g, n = _gender_number(subj)
    if fr:
        word = pr.Adv(fr_word) if kind == "adv" else pr.A(fr_word).g(g).n(n)
        vp = pr.VP(pr.V("sentir"), word)
        text = _sentence(pr, lang, subj, vp, tense, neg, asked, refl=True)
        # (pyrealb writes "ils se sont sentie": the participle agrees with the subject)
        agreed = "senti" + ("e" if g == "f" else "") + ("s" if n == "p" else "")
        return re.sub(r"\bsentie?s?\b", agreed, text)
    vp = pr.VP(pr.V("feel"), pr.Q(en_word))
    return _sentence(pr, lang, subj, vp, tense, neg, asked)


@builder("fear")
def _fear(pr, lang, subj, fear: int, tense, neg, asked):
    fr_inf, en_ing, refl = FEARS[fear]
    if lang == "fr":
        inf = _reflexive_fr(subj, fr_inf) if refl else fr_inf
        vp = pr.VP(pr.V("avoir"), pr.N("peur"), pr.Q(_de(inf)))
    else:
        vp = pr.VP(pr.V("be"), pr.A("afraid"), pr.Q(f"of {en_ing}"))
    return _sentence(pr, lang, subj, vp, tense, neg, asked)


def _person(rng, sampler):
    np = sampler.noun_phrase(frozenset({"person"}), "obj")
    np.pp = np.pre = np.post = None
    if np.det[0] in ("indef", "part") and np.number == "p":
        np.det = ("def",)
    return np


@register("feeling", 0.16)
def feeling(rng: random.Random, sampler):
    """A feeling of :data:`MOODS`, :data:`FELT` or :data:`FEARS` (see the module)."""
    subj = draw_subject(rng, sampler, pronoun=0.6, name=0.2)
    if isinstance(subj, NounPhrase):
        subj.pre = subj.post = None  # not "le garçon heureux est heureux"
    if isinstance(subj, Pronoun) and subj.index in (6, 7):
        subj = Pronoun(subj.index, "m" if subj.index == 6 else "f")
    asked = rng.random() < 0.2
    neg = not asked and rng.random() < 0.25
    if asked and person_number(subj) == (1, "s"):
        subj = Pronoun(1, subj.gender)
    args = {"subj": subj, "neg": neg, "asked": asked}
    x = rng.random()
    if x < 0.5:
        mood = rng.randrange(len(MOODS))
        kind = MOODS[mood][2]
        comp = None
        if isinstance(kind, tuple) and rng.random() < 0.6:
            comp = Name(*_other_name(rng, subj)) if rng.random() < 0.4 else None
            comp = comp or _person(rng, sampler)
        elif kind == "inf" and rng.random() < 0.4:
            comp = rng.randrange(len(_GLAD))
            if comp == 3 and person_number(subj)[0] == 2:
                comp = 0  # not "tu es content de vous voir"
        tense = rng.choice(("p", "p", "i", "pc", "f"))
        # (not "very in love", nor pyrealb's "will not very be sad")
        very = not neg and kind != ("de", "with") and rng.random() < 0.2
        args.update(mood=mood, tense=tense, very=very, comp=comp)
        lemmas = lemmas_of(subj, comp if not isinstance(comp, int) else None)
        lemmas["adj"].add(MOODS[mood][0])
        lemmas["verb"].add("être")
        return Construction("mood", args, lemmas)
    if x < 0.8:
        felt = rng.randrange(len(FELT))
        args.update(felt=felt, tense=rng.choice(("p", "p", "i", "pc", "f")))
        lemmas = lemmas_of(subj, verbs=("sentir",))
        if FELT[felt][2] == "adj":
            lemmas["adj"].add(FELT[felt][0])
        return Construction("felt", args, lemmas)
    fear = rng.randrange(len(FEARS))
    args.update(fear=fear, tense=rng.choice(("p", "p", "i", "f")))
    lemmas = lemmas_of(subj, verbs=("avoir", FEARS[fear][0].split()[0]))
    lemmas["noun"].add("peur")
    return Construction("fear", args, lemmas)


def _other_name(rng, subj):
    from .names import PEOPLE

    taken = getattr(subj, "name", None)
    return rng.choice([p for p in PEOPLE if p[0] != taken])
