"""A kind of sentence of version 3: the everyday words that a corpus of the fourth widening
lacked, each in the construction where a beginner meets it.

``daily`` (what one says to someone):

- *Enchanté de faire votre connaissance.* / *Pleased to meet you.* (*ravi* / *delighted*,
  *Je suis ravie de ...* / *I am delighted to ...*);
- *Ce n'est pas ma faute.* / *It is not my fault.*, *C'était la faute de Paul.* / *It was
  Paul's fault.*;
- short orders with *tu* or *vous*, maybe polite: *Je vous en prie, entrez.* / *Please
  come in.*, *Asseyez-vous!* / *Sit down!*, *Attendez-moi ici.* / *Wait for me here.*,
  *Appelle la police!* / *Call the police!*, *Lisez le texte à voix haute.* / *Read the
  text aloud.*, *Apprends ce poème par cœur.* / *Learn this poem by heart.*, *Partons
  tôt.* / *Let's leave early.*, *Un instant, s'il vous plaît.* / *One moment, please.*;
- drinks counted: *Deux cafés, s'il vous plaît.* / *Two coffees, please.*, *Je voudrais
  une bouteille d'eau minérale et deux thés.* / *I would like a bottle of mineral water and
  two teas.*

The kind ``moments`` (time, weather and places) is :mod:`.moments`'s.

English: one wording for each French structure, no contractions, British words.
"""

from __future__ import annotations

import random

from .kind_parts import (
    Construction,
    builder,
    draw_name,
    en_number,
    fr_number,
    lemmas_of,
    subject_tree,
)
from .kinds_v3 import register

__all__ = ["ORDERS", "DRINKS", "daily"]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


_EN_TENSE = {"p": "p", "pc": "ps", "i": "ps", "f": "f", "c": "c"}


def clause(pr, lang, subj, vp, tense="p", neg=False, prog=False, refl=False) -> str:
    """A statement without its final mark (the imparfait is the English simple past,
    or the past progressive with ``prog``)."""
    fr = lang == "fr"
    s = pr.S(subject_tree(pr, subj, lang) if subj is not None else _it(pr, lang), vp)
    s = s.t(tense if fr else _EN_TENSE[tense])
    types = {"neg": True} if neg else {}
    if refl and fr:
        types["refl"] = True
    if prog and not fr:
        types["prog"] = True
    return (s.typ(types) if types else s).realize().strip()[:-1]


def _it(pr, lang):
    return pr.Pro("je" if lang == "fr" else "I").pe(3).g("m" if lang == "fr" else "n")


def _vp(pr, verb: str, rest: str = ""):
    """A verb phrase of a verb and fixed words (*jouer au foot*)."""
    return pr.VP(pr.V(verb), *([pr.Q(rest)] if rest else []))


# --- daily ----------------------------------------------------------------------------

MEET = (("enchanté", "pleased"), ("ravi", "delighted"))
# whose fault: a possessive (French with faute, English) or a name
_FAULT = (
    ("ma", "my"),
    ("ta", "your"),
    ("notre", "our"),
    ("votre", "your"),
    ("leur", "their"),
)

# (to tu, to vous, English): orders of one or two words; "+" may be polite
ORDERS = (
    ("entre", "entrez", "come in"),
    ("assieds-toi", "asseyez-vous", "sit down"),
    ("attends-moi ici", "attendez-moi ici", "wait for me here"),
    ("attends-nous ici", "attendez-nous ici", "wait for us here"),
    ("attends une seconde", "attendez une seconde", "wait a second"),
    ("appelle la police", "appelez la police", "call the police"),
    ("appelle une ambulance", "appelez une ambulance", "call an ambulance"),
    ("appelle les pompiers", "appelez les pompiers", "call the fire brigade"),
    ("lis le texte à voix haute", "lisez le texte à voix haute", "read the text aloud"),
    (
        "lis la phrase à voix haute",
        "lisez la phrase à voix haute",
        "read the sentence aloud",
    ),
    ("parle à voix basse", "parlez à voix basse", "speak quietly"),
    (
        "rentre directement à la maison",
        "rentrez directement à la maison",
        "come straight home",
    ),
    (
        "apprends ce poème par cœur",
        "apprenez ce poème par cœur",
        "learn this poem by heart",
    ),
    (
        "apprends la leçon par cœur",
        "apprenez la leçon par cœur",
        "learn the lesson by heart",
    ),
    (
        "ne jette rien par terre",
        "ne jetez rien par terre",
        "do not throw anything on the floor",
    ),
    ("fais-moi confiance", "faites-moi confiance", "trust me"),
    ("viens en haut", "venez en haut", "come upstairs"),
    ("attends en bas", "attendez en bas", "wait downstairs"),
    ("arrête-toi au feu rouge", "arrêtez-vous au feu rouge", "stop at the red light"),
    ("tourne à gauche au feu", "tournez à gauche au feu", "turn left at the lights"),
    ("tourne à droite au feu", "tournez à droite au feu", "turn right at the lights"),
    ("laisse-moi en paix", "laissez-moi en paix", "leave me alone"),
    ("ne regarde pas en arrière", "ne regardez pas en arrière", "do not look back"),
)
# the orders of a visit are drawn more often (entrez, asseyez-vous, attendez-moi ici)
_ORDER_WEIGHTS = tuple(4 if i < 3 else 1 for i in range(len(ORDERS)))  # fmt: skip
# partons + ... / let's leave ...
LETS_LEAVE = (
    ("", ""),
    ("maintenant", "now"),
    ("tôt", "early"),
    ("ensemble", "together"),
    ("tout de suite", "right away"),
    ("en vacances", None),  # let's go on holiday
)
# (French singular, French plural, English singular, English plural, feminine)
DRINKS = (
    ("café", "cafés", "coffee", "coffees", False),
    ("thé", "thés", "tea", "teas", False),
    ("chocolat chaud", "chocolats chauds", "hot chocolate", "hot chocolates", False),
    ("jus d'orange", "jus d'orange", "orange juice", "orange juices", False),
    ("bière", "bières", "beer", "beers", True),
    ("verre de vin rouge", "verres de vin rouge", "glass of red wine",
     "glasses of red wine", False),
    ("verre d'eau", "verres d'eau", "glass of water", "glasses of water", False),
    ("bouteille d'eau minérale", "bouteilles d'eau minérale",
     "bottle of mineral water", "bottles of mineral water", True),
    ("carafe d'eau", "carafes d'eau", "jug of water", "jugs of water", True),
    ("croissant", "croissants", "croissant", "croissants", False),
)  # fmt: skip


def _said_to(vous: bool, lang: str) -> str:
    return (
        (", s'il vous plaît" if vous else ", s'il te plaît")
        if lang == "fr"
        else ", please"
    )


@builder("daily")
def _daily(pr, lang, what, **a):
    fr = lang == "fr"
    end = a.get("end", ".")
    if what == "meet":
        word = MEET[a["word"]][0 if fr else 1]
        if fr:
            word += "e" if a["gender"] == "f" else ""
            tail = f"de faire {'votre' if a['vous'] else 'ta'} connaissance"
            return (
                _cap(f"je suis {word} {tail}" if a["full"] else f"{word} {tail}") + end
            )
        return (
            _cap(f"I am {word} to meet you" if a["full"] else f"{word} to meet you")
            + end
        )
    if what == "fault":
        who = a["who"]
        if isinstance(who, int):
            whose = _FAULT[who][0 if fr else 1]
            fault = f"{whose} faute" if fr else f"{whose} fault"
        else:
            de = "d'" if who.name[0] in "AEIOUÉ" else "de "
            fault = f"la faute {de}{who.name}" if fr else f"{who.name}'s fault"
        if fr:
            be = "est" if a["tense"] == "p" else "était"
            head = f"ce n'{be} pas" if a["neg"] else ("c'" + be)
            return _cap(f"{head} {fault}") + end
        be = "is" if a["tense"] == "p" else "was"
        return f"It {be} {'not ' if a['neg'] else ''}{fault}{end}"
    if what == "order":
        fr_tu, fr_vous, en = ORDERS[a["order"]]
        vous, polite = a["vous"], a["polite"]
        if not fr:
            if polite == "prefix":
                return f"Please {en}{end}"
            return _cap(en) + (", please" if polite == "suffix" else "") + end
        text = fr_vous if vous else fr_tu
        if polite == "prefix":
            return f"Je vous en prie, {text}{end}"
        return _cap(text) + (_said_to(vous, lang) if polite == "suffix" else "") + end
    if what == "leave":
        fr_when, en_when = LETS_LEAVE[a["when"]]
        if fr:
            return _cap(f"partons {fr_when}".strip()) + end
        if en_when is None:
            return f"Let's go on holiday{end}"
        return f"Let's leave {en_when}".strip() + end
    if what == "moment":
        word = (
            ("un instant", "one moment")
            if a["word"] == 0
            else ("une seconde", "one second")
        )
        return _cap(word[0 if fr else 1]) + _said_to(a["vous"], lang) + end
    # what == "drinks"
    items = []
    for i, n in a["items"]:
        fr_s, fr_p, en_s, en_p, fem = DRINKS[i]
        if fr:
            items.append(f"{fr_number(n, fem)} {fr_s if n == 1 else fr_p}")
        elif n == 1:
            items.append(("an " if en_s[0] in "aeiou" else "a ") + en_s)
        else:
            items.append(f"{en_number(n)} {en_p}")
    text = " et ".join(items) if fr else " and ".join(items)
    if a["want"]:
        text = ("je voudrais " if fr else "I would like ") + text
    return _cap(text) + _said_to(a["vous"], lang) + end


def _mark(rng) -> str:
    return rng.choice(".!")


@register("daily", 0.12)
def daily(rng: random.Random, sampler):
    """Something said to someone (see the module)."""
    x = rng.random()
    lemmas = lemmas_of()
    if x < 0.1:
        args = {"word": rng.randrange(len(MEET)), "gender": rng.choice("mf")}
        args.update(vous=rng.random() < 0.6, full=rng.random() < 0.3, end=_mark(rng))
        return Construction(
            "daily", {"what": "meet", **args}, lemmas_of(verbs=("faire",))
        )
    if x < 0.25:
        who = rng.randrange(len(_FAULT)) if rng.random() < 0.8 else draw_name(rng)
        args = {"who": who, "tense": rng.choice("ppi"), "neg": rng.random() < 0.6}
        args["end"] = _mark(rng)
        return Construction(
            "daily", {"what": "fault", **args}, lemmas_of(verbs=("être",))
        )
    if x < 0.6:
        vous = rng.random() < 0.55
        polite = rng.choice(
            (None, None, "suffix", "prefix") if vous else (None, "suffix")
        )
        order = rng.choices(range(len(ORDERS)), _ORDER_WEIGHTS)[0]
        args = {"order": order, "vous": vous, "polite": polite}
        args["end"] = rng.choice(".!") if polite is None else "."
        return Construction("daily", {"what": "order", **args}, lemmas)
    if x < 0.7:
        args = {"when": rng.randrange(len(LETS_LEAVE)), "end": _mark(rng)}
        return Construction(
            "daily", {"what": "leave", **args}, lemmas_of(verbs=("partir",))
        )
    if x < 0.77:
        args = {"word": rng.randrange(2), "vous": rng.random() < 0.6, "end": "."}
        return Construction("daily", {"what": "moment", **args}, lemmas)
    first = 0 if rng.random() < 0.3 else rng.randrange(len(DRINKS))  # (café most)
    items = [(first, rng.choice((1, 2, 2, 2, 3, 4)))]
    if rng.random() < 0.4:
        items.append((rng.choice([i for i in range(len(DRINKS)) if i != first]),
                      rng.choice((1, 1, 2, 3))))  # fmt: skip
    if all(n == 1 for _, n in items) and len(items) == 1:
        items[0] = (first, 2)  # (one coffee alone: phrases.py's)
    args = {"items": items, "want": rng.random() < 0.3, "vous": rng.random() < 0.7}
    args["end"] = "."
    return Construction("daily", {"what": "drinks", **args}, lemmas)
