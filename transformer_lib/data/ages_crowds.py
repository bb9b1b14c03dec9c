"""Kinds of sentence of version 3: ages with halves and months, and how many people came.

- ``ages_half``: *Mon petit frère a six ans et demi.* / *My little brother is six and a
  half.*, *Ma fille a un an et demi.* / *My daughter is one and a half.*, *Notre bébé a
  trois mois.* / *Our baby is three months old.*, *Paul aura dix-huit ans en mars.* /
  *Paul will be eighteen in March.*, *Tu auras dix ans demain.* / *You will be ten
  tomorrow.*;
- ``crowds``: *cent*, *mille* and other numbers before a plural subject: *Cent personnes
  sont venues.* / *A hundred people came.*, *Mille spectateurs ont vu le match.* / *A
  thousand spectators saw the match.*, *Des centaines de touristes visitent le musée.* /
  *Hundreds of tourists visit the museum.*, *Combien de personnes sont venues?* / *How
  many people came?*
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
)
from .kinds_v3 import register
from .times import MONTHS

__all__ = ["CROWDS", "KIN"]

# (French, gender, English)
KIN = (
    ("frère", "m", "brother"),
    ("sœur", "f", "sister"),
    ("petit frère", "m", "little brother"),
    ("petite sœur", "f", "little sister"),
    ("grand frère", "m", "big brother"),
    ("grande sœur", "f", "big sister"),
    ("fils", "m", "son"),
    ("fille", "f", "daughter"),
    ("cousin", "m", "cousin"),
    ("cousine", "f", "cousin"),
    ("neveu", "m", "nephew"),
    ("nièce", "f", "niece"),
    ("bébé", "m", "baby"),
)
# possessives: (masculine, feminine, English)
_OWNERS = (("mon", "ma", "my"), ("ton", "ta", "your"), ("notre", "notre", "our"))
_OWNERS += (("votre", "votre", "your"), ("leur", "leur", "their"))
# pronouns: (French of avoir: present, imparfait, future; English: be present, past)
_PRONOUNS = (
    ("j'ai", "j'avais", "j'aurai", "I am", "I was", "I"),
    ("tu as", "tu avais", "tu auras", "you are", "you were", "you"),
    ("il a", "il avait", "il aura", "he is", "he was", "he"),
    ("elle a", "elle avait", "elle aura", "she is", "she was", "she"),
)
# when an age comes: (French, English)
_COMES = (
    ("demain", "tomorrow"),
    ("la semaine prochaine", "next week"),
    ("le mois prochain", "next month"),
    ("l'année prochaine", "next year"),
    ("bientôt", "soon"),
)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _who(who: tuple, lang: str) -> str:
    """("kin", i, owner), ("name", name) or ("pro", i)."""
    if who[0] == "name":
        return who[1]
    if who[0] == "pro":
        return _PRONOUNS[who[1]][0].split()[0] if lang == "fr" else _PRONOUNS[who[1]][5]
    fr_noun, gender, en_noun = KIN[who[1]]
    masc, fem, en = _OWNERS[who[2]]
    if lang == "en":
        return f"{en} {en_noun}"
    own = fem if gender == "f" and fr_noun[0] not in "aeéiou" else masc
    return f"{own} {fr_noun}"


@builder("ages_half")
def _ages_half(pr, lang, who: tuple, n: int, unit: str, half: bool, tense: str, when):
    fr = lang == "fr"
    if fr:
        words = (
            f"{fr_number(n)} {'an' if n == 1 else 'ans'}"
            if unit == "y"
            else (f"{fr_number(n)} mois")
        )
        words += " et demi" if half else ""
        if who[0] == "pro":
            verb = _PRONOUNS[who[1]][("p", "i", "f").index(tense)]
            head = verb
        else:
            head = (
                _cap(_who(who, lang))
                + " "
                + {"p": "a", "i": "avait", "f": "aura"}[tense]
            )
        text = f"{_cap(head)} {words}"
    else:
        number = "one" if n == 1 and half else en_number(n)
        words = number + (" and a half" if half else "")
        if unit == "m":
            words += " month old" if n == 1 else " months old"
        if who[0] == "pro":
            p, past, subj = (
                _PRONOUNS[who[1]][3],
                _PRONOUNS[who[1]][4],
                _PRONOUNS[who[1]][5],
            )
            head = {"p": p, "i": past, "f": f"{subj} will be"}[tense]
        else:
            plural = False
            be = {"p": "are" if plural else "is", "i": "was", "f": "will be"}[tense]
            head = f"{_who(who, lang)} {be}"
        text = f"{_cap(head)} {words}"
    if when is not None:
        if when[0] == "month":
            text += (" en " if fr else " in ") + MONTHS[when[1]][not fr]
        else:
            text += " " + _COMES[when[1]][not fr]
    return text + "."


@register("ages_half", 0.03)
def ages_half(rng: random.Random, sampler):
    """*Mon petit frère a six ans et demi.* / *My little brother is six and a half.*"""
    x = rng.random()
    if x < 0.5:
        kin = rng.randrange(len(KIN))
        who = ("kin", kin, rng.randrange(len(_OWNERS)))
    elif x < 0.75:
        who = ("name", draw_name(rng).name)
    else:
        who = ("pro", rng.randrange(len(_PRONOUNS)))
    baby = who[0] == "kin" and KIN[who[1]][0] == "bébé"
    unit = "m" if baby else "y"
    n = rng.randint(2, 11) if unit == "m" else rng.randint(1, 17)
    half = unit == "y" and n < 14 and rng.random() < 0.6
    tense = rng.choice(("p", "p", "i", "f", "f"))
    when = None
    if tense == "f":
        if rng.random() < 0.6:
            when = ("month", rng.randrange(12))
        elif rng.random() < 0.7:
            when = ("comes", rng.randrange(len(_COMES)))
        half = half and when is None or half and when[0] == "month"
    if unit == "m":
        half = False
    args = {"who": who, "n": n, "unit": unit, "half": half, "tense": tense}
    args["when"] = when
    lemmas = lemmas_of(verbs=("avoir",))
    if who[0] == "kin":
        lemmas["noun"].add(KIN[who[1]][0].split()[-1])
    return Construction("ages_half", args, lemmas)


# --- crowds: Cent personnes sont venues ---------------------------------------------------

# who: (French plural, gender, English plural)
CROWDS = (
    ("personnes", "f", "people"),
    ("élèves", "m", "pupils"),
    ("enfants", "m", "children"),
    ("étudiants", "m", "students"),
    ("spectateurs", "m", "spectators"),
    ("touristes", "m", "tourists"),
    ("invités", "m", "guests"),
    ("habitants", "m", "inhabitants"),
    ("coureurs", "m", "runners"),
)
# how many: (French, English)
_MANY = (
    ("cent", "a hundred"),
    ("mille", "a thousand"),
    ("deux cents", "two hundred"),
    ("trois cents", "three hundred"),
    ("cinq cents", "five hundred"),
    ("deux mille", "two thousand"),
    ("des centaines de", "hundreds of"),
    ("des milliers de", "thousands of"),
)
# what they do: (French present, passé composé, future; English present, past, future;
# who does it, or "" for all)
DOINGS = (
    ("viennent", "sont venu{e}s", "viendront", "are coming", "came", "will come", ""),
    (
        "viennent à la fête",
        "sont venu{e}s à la fête",
        "viendront à la fête",
        "are coming to the party",
        "came to the party",
        "will come to the party",
        "personnes invités enfants élèves étudiants",
    ),
    (
        "attendent devant le musée",
        "ont attendu devant le musée",
        "attendront devant le musée",
        "are waiting in front of the museum",
        "waited in front of the museum",
        "will wait in front of the museum",
        "personnes touristes élèves enfants",
    ),
    (
        "visitent le château chaque jour",
        "ont visité le château",
        "visiteront le château",
        "visit the castle every day",
        "visited the castle",
        "will visit the castle",
        "personnes touristes élèves",
    ),
    (
        "habitent dans ce village",
        "habitaient dans ce village",
        "habiteront dans ce village",
        "live in this village",
        "lived in this village",
        "will live in this village",
        "personnes",
    ),
    (
        "participent à la course",
        "ont participé à la course",
        "participeront à la course",
        "are taking part in the race",
        "took part in the race",
        "will take part in the race",
        "personnes coureurs enfants élèves étudiants",
    ),
    (
        "regardent le match",
        "ont regardé le match",
        "regarderont le match",
        "are watching the match",
        "watched the match",
        "will watch the match",
        "personnes spectateurs enfants",
    ),
    (
        "sont dans la salle",
        "étaient dans la salle",
        "seront dans la salle",
        "are in the hall",
        "were in the hall",
        "will be in the hall",
        "",
    ),
    (
        "étudient dans cette école",
        "ont étudié dans cette école",
        "étudieront dans cette école",
        "study at this school",
        "studied at this school",
        "will study at this school",
        "élèves étudiants enfants",
    ),
)
_VERBS = ("venir", "venir", "attendre", "visiter", "habiter", "participer")
_VERBS += ("regarder", "être", "étudier")


@builder("crowds")
def _crowds(pr, lang, who: int, many, doing: int, tense: int):
    fr_noun, gender, en_noun = CROWDS[who]
    d = DOINGS[doing]
    fr = lang == "fr"
    if many is None:  # Combien de personnes sont venues?
        if fr:
            de = "d'" if fr_noun[0] in "aeéiouh" else "de "
            verb = d[tense].format(e="e" if gender == "f" else "")
            return f"Combien {de}{fr_noun} {verb}?"
        return f"How many {en_noun} {d[3 + tense]}?"
    if fr:
        if isinstance(many, tuple):  # ("n", 20)
            head = fr_number(many[1])
        else:
            head = _MANY[many][0]
        if head.endswith(" de"):
            head = head[:-1] + "'" if fr_noun[0] in "aeéiouh" else head + " "
        else:
            head += " "
        verb = d[tense].format(e="e" if gender == "f" else "")
        return f"{_cap(head)}{fr_noun} {verb}."
    head = en_number(many[1]) if isinstance(many, tuple) else _MANY[many][1]
    return f"{_cap(head)} {en_noun} {d[3 + tense]}."


@register("crowds", 0.03)
def crowds(rng: random.Random, sampler):
    """*Cent personnes sont venues.* / *A hundred people came.*"""
    doing = rng.randrange(len(DOINGS))
    whom = DOINGS[doing][6].split()
    who = rng.choice(
        [i for i, c in enumerate(CROWDS) if not whom or c[0] in whom] or [0]
    )
    x = rng.random()
    if x < 0.65:
        many = rng.randrange(len(_MANY))
    elif x < 0.85:
        many = ("n", rng.choice((20, 30, 40, 50, 60, 80, 12, 15, 25)))
    else:
        many = None
    tense = rng.choice((0, 1, 1, 1, 2))
    args = {"who": who, "many": many, "doing": doing, "tense": tense}
    return Construction("crowds", args, lemmas_of(verbs=(_VERBS[doing],)))
