"""Kinds of sentence of corpus version 3 that measure food and how much one does.

Each kind is registered in :mod:`.kinds_v3`:

- ``measure``: a measure of food after *acheter*, *vouloir* (*je voudrais* / *I would
  like*), *avoir besoin de*, *manger* and *boire*: *un kilo de pommes* / *a kilo of
  apples*, *deux litres de lait* / *two litres of milk*, *un morceau de gâteau* / *a
  piece of cake*, *une tranche de pain* / *a slice of bread*, *un paquet de riz* / *a
  packet of rice*; *quelques* + plural (*a few*), *peu de* after *avoir* (*few* before a
  plural, *little* before a mass noun) and *la moitié de* (*Il a mangé la moitié du
  gâteau.* / *He ate half the cake.*).
- ``a_lot``: *beaucoup* (*a lot*) and *trop* (*too much*) after a verb of activity,
  between the auxiliary and the participle in the passé composé (*Elle a beaucoup
  travaillé.* / *She worked a lot.*, *Il a trop mangé.* / *He ate too much.*), and a
  whole stretch of time (*toute la nuit* / *all night*, *toute la semaine* / *all
  week*, *tout le week-end* / *all weekend*), with the weather too (*Il a plu toute la
  nuit.* / *It rained all night.*).
"""

from __future__ import annotations

import random
import re

from .adverbs import _AUX
from .idioms import _s
from .kind_parts import (
    PERSON,
    Construction,
    builder,
    draw_subject,
    en_number,
    fr_number,
    lemmas_of,
)
from .kinds_v3 import register

__all__ = ["MEASURES", "STRETCHES"]

_VOWEL = re.compile(r"^[aeiouyéèêâîôœ]", re.I)

# French measure, gender, English; what it measures (French nouns of the lexicon)
MEASURES = (
    ("kilo", "m", "kilo", "pomme tomate carotte orange banane fraise sucre farine riz"),
    ("litre", "m", "litre", "lait eau jus vin"),
    ("morceau", "m", "piece", "gâteau pain fromage chocolat tarte"),
    ("tranche", "f", "slice", "pain jambon fromage gâteau"),
    ("paquet", "m", "packet", "riz sucre farine"),
)
# French verb: English, tenses, the measures it takes
_MEASURE_VERBS = {
    "acheter": ("buy", ("p", "pc", "f"), "kilo litre paquet tranche"),
    "vouloir": ("like", ("c",), "kilo litre morceau tranche paquet"),
    "besoin": ("need", ("p",), "kilo litre paquet"),
    "manger": ("eat", ("pc",), "morceau tranche"),
    "boire": ("drink", ("pc",), "litre"),
}
# What half of is eaten or drunk: French noun, English
_HALVES = {
    "manger": "gâteau pizza tarte pain pommes fraises",
    "boire": "lait eau jus",
    "acheter": "pommes oranges",
}
_FEW = {
    "acheter": "pomme orange tomate carotte fleur livre",
    "avoir": "ami question idée problème",
    "manger": "fraise cerise",
}
_LITTLE = (
    "temps argent ami idée"  # peu de temps / little time, peu d'amis / few friends
)


def _noun(sampler, fr: str):
    return next(n for n in sampler.lex.NOUNS if n.fr == fr)


def _de(word: str) -> str:
    return f"d'{word}" if _VOWEL.match(word) else f"de {word}"


@builder("measure")
def _measure(
    pr, lang, subj, verb, how, tense, noun, en, mass, gender, number, n=1, box=0
):
    fr = lang == "fr"
    if fr:
        what = pr.NP(pr.N(noun).g(gender).n(number)).realize().strip()
    else:
        what = pr.NP(pr.N(en).n(number)).realize().strip()
    if how == "measure":
        m_fr, m_gender, m_en, _ = MEASURES[box]
        if fr:
            head = fr_number(n, m_gender == "f")
            unit = pr.NP(pr.N(m_fr).g(m_gender).n("s" if n == 1 else "p"))
            text = f"{head} {unit.realize().strip()} {_de(what)}"
        else:
            unit = pr.NP(pr.N(m_en).n("s" if n == 1 else "p")).realize().strip()
            head = pr.NP(pr.D("a"), pr.N(m_en)).realize().strip() if n == 1 else None
            text = f"{head or en_number(n) + ' ' + unit} of {what}"
    elif how == "few":
        text = f"quelques {what}" if fr else f"a few {what}"
    elif how == "little":
        text = f"peu {_de(what)}" if fr else f"{'little' if mass else 'few'} {what}"
    else:  # la moitié du gâteau / half the cake
        if fr:
            art = "des" if number == "p" else "de l'" if _VOWEL.match(what) else None
            art = art or ("du" if gender == "m" else "de la")
            text = f"la moitié {art}{'' if art.endswith(chr(39)) else ' '}{what}"
        else:
            text = f"half the {what}"
    if fr:
        if verb == "besoin":
            if text.startswith(("un ", "une ")):
                vp = pr.VP(pr.V("avoir"), pr.Q(f"besoin d'{text}"))
            else:
                vp = pr.VP(pr.V("avoir"), pr.Q(f"besoin {_de(text)}"))
        else:
            vp = pr.VP(pr.V(verb), pr.Q(text))
    else:
        vp = pr.VP(pr.V(_MEASURE_VERBS.get(verb, ("have",))[0]), pr.Q(text))
    return _s(pr, lang, subj, vp, tense)


@register("measure", 0.1)
def measure(rng: random.Random, sampler):
    how = rng.choice(("measure", "measure", "measure", "few", "little", "half"))
    subj = draw_subject(rng, sampler, PERSON, pronoun=0.6, name=0.3)
    args = {"subj": subj, "how": how, "n": 1, "box": 0}
    if how == "measure":
        verb = rng.choice(sorted(_MEASURE_VERBS))
        _, tenses, boxes = _MEASURE_VERBS[verb]
        box = [m[0] for m in MEASURES].index(rng.choice(boxes.split()))
        noun = rng.choice(MEASURES[box][3].split())
        args.update(box=box, n=rng.choice((1, 1, 1, 2, 2, 3, 5)))
    elif how == "few":
        verb = rng.choice(sorted(_FEW))
        tenses = ("p", "pc") if verb != "avoir" else ("p",)
        noun = rng.choice(_FEW[verb].split())
    elif how == "little":
        verb, tenses = "avoir", ("p", "p", "i")
        noun = rng.choice(_LITTLE.split())
    else:
        verb, tenses = rng.choice(sorted(_HALVES)), ("pc",)
        noun = rng.choice(_HALVES[verb].split())
    plural = noun.endswith("s") and noun not in ("jus", "temps")
    noun = noun[:-1] if plural else noun
    entry = _noun(sampler, noun)
    mass = "mass" in entry.tags
    if how == "measure":  # un kilo de pommes, un morceau de gâteau
        plural = MEASURES[args["box"]][0] == "kilo" and not mass
    elif how in ("few", "little"):
        plural = how == "few" or not mass
    args["number"] = "p" if plural else "s"
    args.update(verb=verb, tense=rng.choice(tenses), noun=noun, en=entry.en)
    args.update(mass=mass, gender=entry.gender if entry.gender in ("m", "f") else "m")
    lemmas = lemmas_of(subj, verbs=("avoir" if verb == "besoin" else verb,))
    lemmas["noun"].add(noun)
    if how == "measure":
        lemmas["noun"].add(MEASURES[args["box"]][0])
    return Construction("measure", args, lemmas)


# --- A lot, too much, all night -----------------------------------------------------------

# French verb, English: activities that one does a lot (intransitive here)
_DOINGS = (
    ("dormir", "sleep"),
    ("travailler", "work"),
    ("marcher", "walk"),
    ("courir", "run"),
    ("nager", "swim"),
    ("danser", "dance"),
    ("chanter", "sing"),
    ("lire", "read"),
    ("étudier", "study"),
    ("pleurer", "cry"),
    ("rire", "laugh"),
    ("jouer", "play"),
    ("manger", "eat"),
    ("parler", "talk"),
    ("voyager", "travel"),
)
_DEGREES = (("beaucoup", "a lot"), ("trop", "too much"))
STRETCHES = (
    ("toute la nuit", "all night"),
    ("toute la journée", "all day"),
    ("toute la semaine", "all week"),
    ("tout le week-end", "all weekend"),
    ("toute la matinée", "all morning"),
    ("tout l'après-midi", "all afternoon"),
    ("toute la soirée", "all evening"),
    ("toute l'année", "all year"),
)
_WEATHER = (("pleuvoir", "rain"), ("neiger", "snow"))


@builder("a_lot")
def _a_lot(pr, lang, subj, verb, tense, degree=None, stretch=None, neg=False):
    fr = lang == "fr"
    if subj is None:  # il a plu toute la nuit / it rained all night
        fr_v, en_v = _WEATHER[verb]
        s = pr.S(
            (pr.Pro("je").g("m") if fr else pr.Pro("I").g("n")).pe(3).n("s"),
            pr.VP(pr.V(fr_v if fr else en_v)),
        )
        s = s.t(tense if fr else {"p": "p", "pc": "ps", "f": "f", "i": "ps"}[tense])
        words = STRETCHES[stretch][0 if fr else 1]
        return s.add(pr.Q(words)).realize().strip()
    fr_v, en_v = _DOINGS[verb]
    vp = pr.VP(pr.V(fr_v if fr else en_v))
    if stretch is not None:
        vp.add(pr.Q(STRETCHES[stretch][0 if fr else 1]))
        return _s(pr, lang, subj, vp, tense, neg)
    fr_d, en_d = _DEGREES[degree]
    if fr and tense == "pc":  # elle a beaucoup travaillé (after the auxiliary and pas)
        text = _s(pr, lang, subj, vp, tense, neg)
        return _AUX.sub(rf"\g<0> {fr_d}", text, 1)
    vp.add(pr.Adv(fr_d) if fr else pr.Q(en_d))
    return _s(pr, lang, subj, vp, tense, neg)


@register("a_lot", 0.08)
def a_lot(rng: random.Random, sampler):
    how = rng.choice(("degree", "degree", "stretch", "weather"))
    args: dict = {"degree": None, "stretch": None, "neg": False}
    if how == "weather":
        verb = rng.randrange(len(_WEATHER))
        args.update(subj=None, verb=verb, tense=rng.choice(("pc", "pc", "f")))
        args["stretch"] = rng.randrange(len(STRETCHES))
        return Construction("a_lot", args, lemmas_of(verbs=(_WEATHER[verb][0],)))
    subj = draw_subject(rng, sampler, PERSON, pronoun=0.6, name=0.3)
    verb = rng.randrange(len(_DOINGS))
    args.update(subj=subj, verb=verb)
    if how == "stretch":
        args.update(
            stretch=rng.randrange(len(STRETCHES)), tense=rng.choice(("pc", "f"))
        )
    else:
        args.update(degree=rng.randrange(2), tense=rng.choice(("pc", "pc", "pc", "p")))
        args["neg"] = args["degree"] == 0 and rng.random() < 0.2
    return Construction("a_lot", args, lemmas_of(subj, verbs=(_DOINGS[verb][0],)))
