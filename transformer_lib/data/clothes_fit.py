"""A kind of sentence of version 3: clothes that are too big or too small, ``fits``.

*trop court / long / grand / petit / large / serré (pour moi)* is *too short / long / big
/ small / loose / tight (for me)*, the adjective agreeing with the French noun and *be*
with the English one (*Ce pantalon est trop court pour moi.* / *These trousers are too
short for me.*, *Ces chaussures étaient un peu trop petites.* / *These shoes were a bit
too small.*), asked by the voice (*Cette robe est trop longue?* / *Is this dress too
long?*); *ne ... plus aller à* is *not fit any more* (*Mon manteau ne me va plus.* / *My
coat does not fit me any more.*).
"""

from __future__ import annotations

import random

from .colours import THINGS, agree, det_en, det_fr, en_number
from .kind_parts import Construction, builder, lemmas_of
from .kinds_v3 import register

__all__ = ["SIZES"]

# (m s, f s, m p, f p, English)
SIZES = (
    ("court", "courte", "courts", "courtes", "short"),
    ("long", "longue", "longs", "longues", "long"),
    ("grand", "grande", "grands", "grandes", "big"),
    ("petit", "petite", "petits", "petites", "small"),
    ("large", "large", "larges", "larges", "loose"),
    ("serré", "serrée", "serrés", "serrées", "tight"),
)
# what the sizes go with: the clothes of colours.THINGS and the sizes they take
_FITS = {
    "pantalon": "012345",
    "robe": "012345",
    "jupe": "012345",
    "manteau": "012345",
    "veste": "012345",
    "pull": "012345",
    "chemise": "012345",
    "chaussure": "2345",
    "chaussette": "0123",
}
# after pour: French, English
_FOR = (
    ("moi", "me"),
    ("toi", "you"),
    ("lui", "him"),
    ("elle", "her"),
    ("vous", "you"),
    ("mon frère", "my brother"),
    ("ma sœur", "my sister"),
    ("mon fils", "my son"),
    ("ma fille", "my daughter"),
)
# how much: French, English
_HOW = (("", ""), ("un peu ", "a bit "), ("beaucoup ", "much "))
# the pronouns of *aller à*: French, English
_TO = (("me", "me"), ("te", "you"), ("lui", None), ("nous", "us"), ("vous", "you"))


@builder("fits")
def _fits(pr, lang, what, thing, det, number, tense, end, size=0, how=0, to=None):
    fr = lang == "fr"
    item = THINGS[thing]
    n_en = en_number(item, number)
    if fr:
        np = det_fr(det, item[1] if number == "p" else item[0], item[2], number)
    else:
        np = det_en(det, item[4] if n_en == "p" else item[3], n_en)
    np = np[:1].upper() + np[1:]
    if (
        what == "any_more"
    ):  # mon manteau ne me va plus / my coat does not fit me any more
        if fr:
            return f"{np} ne {_TO[to][0]} {'vont' if number == 'p' else 'va'} plus{end}"
        does = "do" if n_en == "p" else "does"
        return f"{np} {does} not fit {_TO[to][1]} any more{end}"
    if fr:
        be = {"p": ("est", "sont"), "i": ("était", "étaient")}[tense][number == "p"]
        adj = agree(SIZES[size][:4], item[2], number)
        text = f"{np} {be} {_HOW[how][0]}trop {adj}"
        if to is not None:
            text += f" pour {_FOR[to][0]}"
        return text + end
    be = {"p": ("is", "are"), "i": ("was", "were")}[tense][n_en == "p"]
    tail = f"{_HOW[how][1]}too {SIZES[size][4]}"
    if to is not None:
        tail += f" for {_FOR[to][1]}"
    if end == "?":
        return f"{be.capitalize()} {np[:1].lower() + np[1:]} {tail}?"
    return f"{np} {be} {tail}{end}"


@register("fits", 0.03)
def fits(rng: random.Random, sampler):
    """*Ce pantalon est trop court pour moi.* / *These trousers are too short for me.*
    (see the module)."""
    fr = rng.choice(sorted(_FITS))
    thing = next(i for i, t in enumerate(THINGS) if t[0] == fr)
    number = rng.choice(THINGS[thing][5])
    det = rng.choices(
        (("dem",), ("poss", 0), ("poss", 1), ("poss", 2), ("poss", 3), ("def",)),
        (5, 3, 2, 1, 1, 1),
    )[0]
    if det == ("poss", 2) and fr in ("robe", "jupe"):
        det = ("poss", 3)  # (sa robe: hers)
    args = {"thing": thing, "det": det, "number": number, "tense": "p"}
    if rng.random() < 0.2 and det[0] == "poss" and det[1] in (0, 1):
        to = rng.choice([i for i, t in enumerate(_TO) if t[1] is not None])
        if det[1] == 1 and to == 0:
            to = 1  # ton manteau ne te va plus
        if det[1] == 0:
            to = 0
        args.update(what="any_more", to=to, end=rng.choice("..!"))
        return Construction("fits", args, lemmas_of(verbs=("aller",)))
    args["what"] = "too"
    args["size"] = int(rng.choice(_FITS[fr]))
    args["how"] = rng.choices(range(len(_HOW)), (6, 2, 1))[0]
    args["tense"] = "p" if rng.random() < 0.8 else "i"
    args["end"] = rng.choice("..!?" if det[0] != "def" else "..!")
    if rng.random() < 0.6:
        args["to"] = rng.choices(range(len(_FOR)), (5, 2, 1, 1, 1, 1, 1, 1, 1))[0]
        if det[0] == "poss" and det[1] == 0 and args["to"] == 0:
            args["to"] = None  # (not *mon pull est trop grand pour moi*)
    if args["end"] == "?" and args["tense"] != "p":
        args["tense"] = "p"
    return Construction("fits", args, lemmas_of(verbs=("être",)))
