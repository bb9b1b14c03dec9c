"""Kinds of sentence of version 3: colours, their shades and colours as nouns.

- ``shade``: a colour with a shade is invariable in French and comes first in English
  (*Sa voiture est gris foncé.* / *His car is dark grey.*, *Elle porte une robe bleu
  clair.* / *She is wearing a light blue dress.*, *J'ai acheté des rideaux vert foncé.* /
  *I bought dark green curtains.*); a plain colour agrees (*Ses chaussures sont
  blanches.* / *Her shoes are white.*); *De quelle couleur est ta voiture?* / *What colour
  is your car?*;
- ``colour_noun``: a colour as a noun, with *le*, is English's bare colour (*Tu préfères le
  rouge ou le bleu?* / *Do you prefer red or blue?*, *Je préfère le vert au jaune.* / *I
  prefer green to yellow.*, *Le noir te va bien.* / *Black suits you.*, *Quelle est ta
  couleur préférée?* / *What is your favourite colour?*).

The helpers :func:`det_fr`, :func:`det_en` and :func:`agree` write the determiners and
the agreement of the kinds of :mod:`.clothes_fit` and :mod:`.room_parts` too.
"""

from __future__ import annotations

import random

from .kind_parts import (
    Construction,
    builder,
    draw_name,
    everyday_pronoun,
    lemmas_of,
    subject_tree,
)
from .kinds_v3 import register

__all__ = ["COLOURS", "SHADES", "THINGS", "det_fr", "det_en", "agree", "a_an"]

_VOWELS = tuple("aeéèêiouyh")

# plain colours: (masculine, feminine, masculine plural, feminine plural, English)
COLOURS = (
    ("rouge", "rouge", "rouges", "rouges", "red"),
    ("bleu", "bleue", "bleus", "bleues", "blue"),
    ("vert", "verte", "verts", "vertes", "green"),
    ("jaune", "jaune", "jaunes", "jaunes", "yellow"),
    ("noir", "noire", "noirs", "noires", "black"),
    ("blanc", "blanche", "blancs", "blanches", "white"),
    ("gris", "grise", "gris", "grises", "grey"),
    ("rose", "rose", "roses", "roses", "pink"),
    ("violet", "violette", "violets", "violettes", "purple"),
    ("marron", "marron", "marron", "marron", "brown"),
    ("orange", "orange", "orange", "orange", "orange"),
    ("beige", "beige", "beiges", "beiges", "beige"),
)
# colours with a shade (invariable in French): (French, English)
SHADES = (
    ("bleu clair", "light blue"),
    ("bleu foncé", "dark blue"),
    ("bleu marine", "navy blue"),
    ("bleu ciel", "sky blue"),
    ("vert clair", "light green"),
    ("vert foncé", "dark green"),
    ("gris clair", "light grey"),
    ("gris foncé", "dark grey"),
    ("rouge foncé", "dark red"),
    ("rose clair", "light pink"),
    ("rose pâle", "pale pink"),
    ("jaune pâle", "pale yellow"),
    ("marron clair", "light brown"),
    ("marron foncé", "dark brown"),
    ("violet foncé", "dark purple"),
)
# coloured things: (French singular, French plural, gender, English singular, English
# plural, numbers it is said in, class: c clothes, v vehicle, h house, f furniture, o
# object, b body)
THINGS = (
    ("voiture", "voitures", "f", "car", "cars", "s", "v"),
    ("vélo", "vélos", "m", "bike", "bikes", "s", "v"),
    ("pull", "pulls", "m", "jumper", "jumpers", "s", "c"),
    ("robe", "robes", "f", "dress", "dresses", "s", "c"),
    ("manteau", "manteaux", "m", "coat", "coats", "s", "c"),
    ("veste", "vestes", "f", "jacket", "jackets", "s", "c"),
    ("chemise", "chemises", "f", "shirt", "shirts", "sp", "c"),
    ("pantalon", "pantalons", "m", "trousers", "trousers", "s", "c"),
    ("jupe", "jupes", "f", "skirt", "skirts", "s", "c"),
    ("écharpe", "écharpes", "f", "scarf", "scarves", "s", "c"),
    ("chaussure", "chaussures", "f", "shoe", "shoes", "p", "c"),
    ("chaussette", "chaussettes", "f", "sock", "socks", "p", "c"),
    ("sac", "sacs", "m", "bag", "bags", "s", "o"),
    ("porte", "portes", "f", "door", "doors", "s", "h"),
    ("chambre", "chambres", "f", "bedroom", "bedrooms", "s", "h"),
    ("cuisine", "cuisines", "f", "kitchen", "kitchens", "s", "h"),
    ("canapé", "canapés", "m", "sofa", "sofas", "s", "f"),
    ("rideau", "rideaux", "m", "curtain", "curtains", "p", "f"),
    ("mur", "murs", "m", "wall", "walls", "p", "h"),
    ("œil", "yeux", "m", "eye", "eyes", "p", "b"),
    ("maison", "maisons", "f", "house", "houses", "s", "h"),
    ("parapluie", "parapluies", "m", "umbrella", "umbrellas", "s", "o"),
)
# nouns whose English is plural only (le pantalon / the trousers)
_PLURAL_EN = frozenset({"trousers"})
# possessives by owner: French masculine, feminine, plural; English
_POSS = (
    ("mon", "ma", "mes", "my"),
    ("ton", "ta", "tes", "your"),
    ("son", "sa", "ses", "his"),
    ("son", "sa", "ses", "her"),
    ("notre", "notre", "nos", "our"),
    ("votre", "votre", "vos", "your"),
    ("leur", "leur", "leurs", "their"),
)


def det_fr(det: tuple, noun: str, gender: str, number: str) -> str:
    """*mon pull, mon écharpe, ma robe, mes chaussures, cet anorak, la porte, l'écharpe*
    (the determiner and the noun, as French writes them)."""
    vowel = noun.startswith(_VOWELS)
    if det[0] == "poss":
        m, f, p, _ = _POSS[det[1]]
        word = p if number == "p" else m if gender == "m" or vowel else f
    elif det[0] == "dem":
        word = "ces" if number == "p" else "cette" if gender == "f" else "ce"
        word = "cet" if word == "ce" and vowel else word
    elif det[0] == "indef":
        word = "des" if number == "p" else "une" if gender == "f" else "un"
    else:
        word = "les" if number == "p" else "la" if gender == "f" else "le"
        if word != "les" and vowel:
            return f"l'{noun}"
    return f"{word} {noun}"


def det_en(det: tuple, noun: str, number: str, before: str = "") -> str:
    """*my jumper, these trousers, the door, a light blue dress, dark grey trousers*
    (``before``: what stands between the determiner and the noun)."""
    head = f"{before} {noun}".strip()
    if det[0] == "poss":
        return f"{_POSS[det[1]][3]} {head}"
    if det[0] == "dem":
        return f"{'these' if number == 'p' else 'this'} {head}"
    if det[0] == "indef":
        return head if number == "p" else f"{a_an(head)} {head}"
    return f"the {head}"


def a_an(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def agree(forms: tuple, gender: str, number: str) -> str:
    """The form of (m s, f s, m p, f p) for a gender and a number."""
    return forms[(gender == "f") + 2 * (number == "p")]


def en_number(thing: tuple, number: str) -> str:
    """The English number of a thing (*trousers* is plural)."""
    return "p" if thing[3] in _PLURAL_EN else number


def _colour(colour: tuple, gender: str, number: str, lang: str) -> str:
    kind, i = colour
    if kind == "shade":
        return SHADES[i][0 if lang == "fr" else 1]
    return agree(COLOURS[i][:4], gender, number) if lang == "fr" else COLOURS[i][4]


def _np(thing: tuple, det: tuple, number: str, lang: str, before: str = "") -> str:
    if lang == "fr":
        noun = thing[1] if number == "p" else thing[0]
        return det_fr(det, noun, thing[2], number)
    n = en_number(thing, number)
    return det_en(det, thing[4] if n == "p" else thing[3], n, before)


# verbs of having a coloured thing: French verb, tense, English verb, English tense,
# progressive in English, the classes of things
_HAVE = (
    ("avoir", "p", "have", "p", False, "cvo"),
    ("porter", "p", "wear", "p", True, "c"),
    ("acheter", "pc", "buy", "ps", False, "cvof"),
    ("chercher", "p", "look for", "p", True, "cvo"),
    ("vouloir", "c", "like", "c", False, "cvo"),
    ("peindre", "pc", "paint", "ps", False, "h"),
)


@builder("shade")
def _shade(
    pr, lang, what, thing, det, number, colour, end, subj=None, tense="p", verb=0
):
    fr = lang == "fr"
    item = THINGS[thing]
    n_en = en_number(item, number)
    if what == "which":  # de quelle couleur est ta voiture?
        np = _np(item, det, number, lang)
        if fr:
            return f"De quelle couleur {'sont' if number == 'p' else 'est'} {np}?"
        return f"What colour {'are' if n_en == 'p' else 'is'} {np}?"
    if what == "is":  # sa voiture est gris foncé
        np = _np(item, det, number, lang)
        c = _colour(colour, item[2], number, lang)
        if fr:
            be = {"p": ("est", "sont"), "i": ("était", "étaient")}[tense]
            text = f"{np} {be[number == 'p']} {c}"
        else:
            be = {"p": ("is", "are"), "i": ("was", "were")}[tense]
            text = f"{np} {be[n_en == 'p']} {c}"
        return text[:1].upper() + text[1:] + end
    # have: j'ai une voiture gris foncé / I have a dark grey car
    v_fr, t_fr, v_en, t_en, prog, _ = _HAVE[verb]
    if fr:
        obj = f"{_np(item, det, number, lang)} {_colour(colour, item[2], number, lang)}"
        vp = pr.VP(pr.V(v_fr), pr.Q(obj))
        s = pr.S(subject_tree(pr, subj, lang), vp).t(t_fr)
    else:
        obj = _np(item, det, number, lang, before=_colour(colour, "m", "s", lang))
        words = v_en.split(" ", 1)
        vp = pr.VP(pr.V(words[0]), *(pr.Q(w) for w in words[1:]), pr.Q(obj))
        s = pr.S(subject_tree(pr, subj, lang), vp).t(t_en)
        if prog:
            s = s.typ({"prog": True})
    return s.realize().strip()[:-1] + end


def _owner(rng: random.Random) -> tuple:
    return rng.choices(
        (("poss", 0), ("poss", 1), ("poss", 2), ("poss", 3), ("poss", 4), ("poss", 5)),
        (4, 3, 2, 2, 1, 1),
    )[0]


@register("shade", 0.04)
def shade(rng: random.Random, sampler):
    """*Sa voiture est gris foncé.* / *His car is dark grey.* (see the module)."""
    x = rng.random()
    end = "."
    if x < 0.45:
        thing = rng.randrange(len(THINGS))
        det = rng.choice((_owner(rng), _owner(rng), ("dem",), ("def",)))
        what, subj, verb = "is", None, 0
        tense = "p" if rng.random() < 0.75 else "i"
    elif x < 0.55:
        thing = rng.randrange(len(THINGS))
        det = rng.choice((_owner(rng), ("dem",)))
        what, subj, verb, tense = "which", None, 0, "p"
    else:
        what, tense = "have", "p"
        verb = rng.choices(range(len(_HAVE)), (3, 3, 3, 1, 2, 1))[0]
        classes = _HAVE[verb][5]
        thing = rng.choice([i for i, t in enumerate(THINGS) if t[6] in classes])
        det = ("indef",)
        one = _HAVE[verb][0] == "porter"  # (not *nous portons une veste*)
        subj = everyday_pronoun(rng, one) if rng.random() < 0.75 else draw_name(rng)
        end = rng.choice("..!")
    number = rng.choice(THINGS[thing][5])
    if what == "have" and _HAVE[verb][0] == "peindre":
        return _painted(rng, subj, thing, number)
    colour = ("shade", rng.randrange(len(SHADES)))
    if what == "is" and rng.random() < 0.35:
        colour = ("plain", rng.randrange(len(COLOURS)))
    args = {"what": what, "thing": thing, "det": det, "number": number}
    args.update(colour=colour, end=end, subj=subj, tense=tense, verb=verb)
    verbs = ("être",) if what != "have" else (_HAVE[verb][0],)
    return Construction("shade", args, lemmas_of(verbs=verbs))


def _painted(rng, subj, thing, number):
    """*Nous avons peint les murs en vert clair.* / *We painted the walls light green.*"""
    colour = rng.choice((("shade", rng.randrange(len(SHADES))),) * 2 + (("plain", 0),))
    if colour[0] == "plain":
        colour = ("plain", rng.randrange(len(COLOURS)))
    args = {"subj": subj, "thing": thing, "number": number, "colour": colour}
    args["end"] = "."
    return Construction("painted", args, lemmas_of(verbs=("peindre",)))


@builder("painted")
def _painted_text(pr, lang, subj, thing, number, colour, end):
    item = THINGS[thing]
    fr = lang == "fr"
    np = _np(item, ("def",), number, lang)
    if fr:
        c = SHADES[colour[1]][0] if colour[0] == "shade" else COLOURS[colour[1]][0]
        vp = pr.VP(pr.V("peindre"), pr.Q(f"{np} en {c}"))
        s = pr.S(subject_tree(pr, subj, lang), vp).t("pc")
    else:
        vp = pr.VP(pr.V("paint"), pr.Q(f"{np} {_colour(colour, 'm', 's', 'en')}"))
        s = pr.S(subject_tree(pr, subj, lang), vp).t("ps")
    return s.realize().strip()[:-1] + end


# --- colour_noun: tu préfères le rouge ou le bleu? ----------------------------------------


def _le(i: int) -> str:
    word = COLOURS[i][0]
    return f"l'{word}" if word.startswith(_VOWELS) else f"le {word}"


def _au(i: int) -> str:
    word = COLOURS[i][0]
    return f"à l'{word}" if word.startswith(_VOWELS) else f"au {word}"


_LIKE = {"aimer": "like", "adorer": "love", "détester": "hate", "préférer": "prefer"}
# object pronouns of *aller bien à*: French, English (no lui: him or her?)
_SUITS = (("me", "me"), ("te", "you"), ("nous", "us"), ("vous", "you"))


@builder("colour_noun")
def _colour_noun(pr, lang, what, colours, end, subj=None, verb="aimer", neg=False,
                 to=0, form="voice"):  # fmt: skip
    fr = lang == "fr"
    a, b = colours
    if what == "fav":  # quelle est ta couleur préférée?
        if fr:
            return f"Quelle est {('ta', 'votre')[to]} couleur préférée?"
        return "What is your favourite colour?"
    if what == "suits":  # le noir te va bien / black suits you
        me_fr, me_en = _SUITS[to]
        if fr:
            text = f"{_le(a)} ne {me_fr} va pas" if neg else f"{_le(a)} {me_fr} va bien"
            return text[:1].upper() + text[1:] + end
        does = "does not suit" if neg else "suits"
        return f"{COLOURS[a][4].capitalize()} {does} {me_en}" + end
    if what == "or":  # tu préfères le rouge ou le bleu?
        if fr:
            obj = f"{_le(a)} ou {_le(b)}"
            if form == "inv":
                head = ("Préfères-tu", "Préférez-vous")[subj.index == 5]
                return f"{head} {obj}?"
            s = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V("préférer"), pr.Q(obj)))
            text = s.t("p").realize().strip()[:-1]
            if form == "est-ce":
                text = "Est-ce que " + text[:1].lower() + text[1:]
            return text + "?"
        return f"Do you prefer {COLOURS[a][4]} or {COLOURS[b][4]}?"
    # like: je préfère le vert (au jaune) / I prefer green (to yellow)
    if fr:
        obj = _le(a) + (f" {_au(b)}" if b is not None else "")
        s = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V(verb), pr.Q(obj)))
    else:
        obj = COLOURS[a][4] + (f" to {COLOURS[b][4]}" if b is not None else "")
        s = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V(_LIKE[verb]), pr.Q(obj)))
    s = s.t("p")
    if neg:
        s = s.typ({"neg": True})
    return s.realize().strip()[:-1] + end


@register("colour_noun", 0.03)
def colour_noun(rng: random.Random, sampler):
    """*Tu préfères le rouge ou le bleu?* / *Do you prefer red or blue?* (see the
    module)."""
    a, b = rng.sample(range(len(COLOURS)), 2)
    x = rng.random()
    args = {"colours": (a, b), "end": "?"}
    if x < 0.1:
        args.update(what="fav", to=rng.randrange(2))
        return Construction("colour_noun", args, lemmas_of(verbs=("être",)))
    if x < 0.4:
        subj = everyday_pronoun(rng)
        if subj.index not in (1, 5):
            from .structures import Pronoun

            subj = Pronoun(rng.choice((1, 1, 5)), rng.choice("mf"))
        form = rng.choice(("voice", "voice", "est-ce", "inv"))
        args.update(what="or", subj=subj, form=form)
        return Construction("colour_noun", args, lemmas_of(verbs=("préférer",)))
    if x < 0.55:
        args.update(what="suits", to=rng.randrange(len(_SUITS)), end=rng.choice(".!"))
        args["neg"] = rng.random() < 0.3
        return Construction("colour_noun", args, lemmas_of(verbs=("aller",)))
    verb = rng.choices(tuple(_LIKE), (4, 2, 2, 3))[0]
    subj = everyday_pronoun(rng) if rng.random() < 0.75 else draw_name(rng)
    if verb != "préférer" or rng.random() < 0.5:
        args["colours"] = (a, None)
    args.update(what="like", subj=subj, verb=verb, end=rng.choice("..!"))
    args["neg"] = verb == "aimer" and rng.random() < 0.3
    return Construction("colour_noun", args, lemmas_of(verbs=(verb,)))
