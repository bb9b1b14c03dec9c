"""Kinds of sentence of version 3: how one takes one's food, and what it does to one.

- ``without``: *sans* + a food is *without*, *avec du / de la* *with* (*Je bois mon café
  sans sucre.* / *I drink my coffee without sugar.*, *Elle prend toujours son thé avec du
  lait.* / *She always takes her tea with milk.*, *Tu prends ton café avec ou sans
  sucre?* / *Do you take your coffee with or without sugar?*, *Je voudrais une pizza sans
  champignons.* / *I would like a pizza without mushrooms.*, *Un café sans sucre, s'il
  vous plaît.* / *A coffee without sugar, please.*);
- ``gives_me``: *X me donne mal à la tête* is *X gives me a headache*, *soif* and *faim*
  *make me thirsty / hungry*; a food with *le* is a kind (*Le café me donne mal à la
  tête.* / *Coffee gives me a headache.*), with *ce* it is one (*Ce vin m'a donné mal à
  la tête.* / *This wine gave me a headache.*).
"""

from __future__ import annotations

import random

from .kind_parts import Construction, builder, draw_name, everyday_pronoun, lemmas_of
from .kinds_v3 import register
from .structures import Pronoun

__all__ = ["DRINKS", "DISHES", "GIVES"]

# drinks one takes a way: French, gender, English
DRINKS = (
    ("café", "m", "coffee"),
    ("thé", "m", "tea"),
    ("chocolat chaud", "m", "hot chocolate"),
)
# with or without: French after sans, French after avec, English
_ADDED = (
    ("sucre", "du sucre", "sugar"),
    ("lait", "du lait", "milk"),
    ("citron", "du citron", "lemon"),
    ("crème", "de la crème", "cream"),
)
# dishes ordered without something: French (with un / une), English, what they may lack
DISHES = (
    ("une pizza", "a pizza", "champignons oignons jambon fromage"),
    ("un sandwich", "a sandwich", "tomates beurre jambon fromage"),
    ("une salade", "a salad", "tomates oignons fromage"),
    ("un hamburger", "a burger", "oignons fromage tomates"),
    ("une omelette", "an omelette", "champignons jambon fromage"),
    ("un café", "a coffee", "sucre lait"),
    ("un thé", "a tea", "sucre lait"),
    ("un jus d'orange", "an orange juice", "glaçons sucre"),
)
_LACKED = {
    "champignons": "mushrooms",
    "oignons": "onions",
    "jambon": "ham",
    "fromage": "cheese",
    "tomates": "tomatoes",
    "beurre": "butter",
    "sucre": "sugar",
    "lait": "milk",
    "glaçons": "ice",
}
_POSS_M = ("mon", "ton", "son", "son", "notre", "votre", "leur", "leur")
_POSS_EN = ("my", "your", "his", "her", "our", "your", "their", "their")
_OFTEN = (("", ""), ("toujours", "always"), ("souvent", "often"))


@builder("without")
def _without(pr, lang, what, end, subj=None, drink=0, added=0, sans=True, often=0,
             dish=0, lacked="", polite=0):  # fmt: skip
    fr = lang == "fr"
    if what == "order":  # un café sans sucre, s'il vous plaît
        d_fr, d_en, _ = DISHES[dish]
        please = ("s'il vous plaît", "s'il te plaît")[polite]
        if fr:
            head = f"{d_fr} sans {lacked}"
            if subj is None:
                return f"{head[:1].upper()}{head[1:]}, {please}."
            return f"Je voudrais {head}, {please}."
        head = f"{d_en} without {_LACKED[lacked]}"
        if subj is None:
            return f"{head[:1].upper()}{head[1:]}, please."
        return f"I would like {head}, please."
    d_fr, _, d_en = DRINKS[drink]
    a_sans, a_avec, a_en = _ADDED[added]
    if what == "ask":  # tu prends ton café avec ou sans sucre?
        if fr:
            mine = ("ton", "votre")[subj.index == 5]
            verb = ("prends", "prenez")[subj.index == 5]
            pro = ("Tu", "Vous")[subj.index == 5]
            return f"{pro} {verb} {mine} {d_fr} avec ou sans {a_sans}?"
        return f"Do you take your {d_en} with or without {a_en}?"
    # said: je bois mon café sans sucre / I drink my coffee without sugar
    i = subj.index if isinstance(subj, Pronoun) else (3 if subj.gender == "f" else 2)
    if fr:
        tail = f"sans {a_sans}" if sans else f"avec {a_avec}"
        verb = "boire" if not often else "prendre"
        obj = f"{_POSS_M[i]} {d_fr} {tail}"
        if often:
            obj = f"{_OFTEN[often][0]} {obj}"
        from .kind_parts import subject_tree

        s = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V(verb), pr.Q(obj)))
        return s.t("p").realize().strip()[:-1] + end
    from .kind_parts import subject_tree

    tail = f"without {a_en}" if sans else f"with {a_en}"
    verb = "drink" if not often else "take"
    vp = pr.VP(pr.V(verb), pr.Q(f"{_POSS_EN[i]} {d_en} {tail}"))
    if often:
        vp = pr.VP(
            pr.Adv(_OFTEN[often][1]), pr.V(verb), pr.Q(f"{_POSS_EN[i]} {d_en} {tail}")
        )
    s = pr.S(subject_tree(pr, subj, lang), vp)
    return s.t("p").realize().strip()[:-1] + end


@register("without", 0.03)
def without(rng: random.Random, sampler):
    """*Je bois mon café sans sucre.* / *I drink my coffee without sugar.* (see the
    module)."""
    x = rng.random()
    if x < 0.3:
        dish = rng.randrange(len(DISHES))
        lacked = rng.choice(DISHES[dish][2].split())
        subj = None if rng.random() < 0.5 else Pronoun(0, "m")
        args = {"what": "order", "dish": dish, "lacked": lacked, "subj": subj}
        args.update(polite=int(rng.random() < 0.3), end=".")
        return Construction("without", args, lemmas_of(verbs=("vouloir",)))
    drink = rng.choices(range(len(DRINKS)), (5, 4, 1))[0]
    added = rng.choices(range(len(_ADDED)), (5, 4, 1, 1) if drink else (5, 4, 0, 1))[0]
    if drink != 1 and added == 2:
        added = 0  # (lemon in tea only)
    if x < 0.45:
        subj = Pronoun(rng.choice((1, 1, 5)), rng.choice("mf"))
        args = {"what": "ask", "drink": drink, "added": added, "subj": subj, "end": "?"}
        return Construction("without", args, lemmas_of(verbs=("prendre",)))
    subj = everyday_pronoun(rng) if rng.random() < 0.8 else draw_name(rng)
    often = rng.choices(range(len(_OFTEN)), (6, 3, 1))[0]
    args = {"what": "said", "drink": drink, "added": added, "subj": subj}
    args.update(sans=rng.random() < 0.65, often=often, end=rng.choice("..!"))
    verb = "prendre" if often else "boire"
    return Construction("without", args, lemmas_of(verbs=(verb,)))


# --- gives_me: le café me donne mal à la tête ----------------------------------------------

# causes: French, English, a kind (le: the present only), the effects they have (indexes
# of _EFFECTS)
GIVES = (
    ("le café", "coffee", True, "0123"),
    ("le vin", "wine", True, "0124"),
    ("le chocolat", "chocolate", True, "0123"),
    ("le fromage", "cheese", True, "0123"),
    ("la bière", "beer", True, "0124"),
    ("le bruit", "noise", True, "0"),
    ("ce vin", "this wine", False, "0124"),
    ("ce bruit", "this noise", False, "0"),
    ("cette musique", "this music", False, "04"),
    ("ce film", "this film", False, "04"),
    ("cette odeur", "this smell", False, "013"),
    ("ce gâteau", "this cake", False, "012"),
    ("le soleil", "the sun", False, "02"),
    ("la chaleur", "the heat", False, "024"),
)
# effects: French, English with give, English with make (one of the two)
_EFFECTS = (
    ("mal à la tête", "a headache", None),
    ("mal au ventre", "a stomach ache", None),
    ("soif", None, "thirsty"),
    ("faim", None, "hungry"),
    ("sommeil", None, "sleepy"),
)
# the object pronoun: French, English (no lui: him or her?)
_ME = (("me", "me"), ("te", "you"), ("nous", "us"), ("vous", "you"), ("leur", "them"))


@builder("gives_me")
def _gives_me(pr, lang, cause, effect, me, tense, neg, end):
    fr = lang == "fr"
    c_fr, c_en, _, _ = GIVES[cause]
    e_fr, give, make = _EFFECTS[effect]
    m_fr, m_en = _ME[me]
    if fr:
        verb = {"p": "donne", "pc": "a donné"}[tense]
        pro = m_fr[0] + "'" if m_fr in ("me", "te") and verb[0] == "a" else m_fr + " "
        if neg:
            verb = f"ne {pro}{verb} pas" if tense == "p" else f"ne {pro}a pas donné"
        else:
            verb = f"{pro}{verb}"
        text = f"{c_fr} {verb} {e_fr}"
        return text[:1].upper() + text[1:] + end
    if tense == "p":
        v = "gives" if give else "makes"
        if neg:
            v = "does not give" if give else "does not make"
        if end == "?":
            head = f"Does {c_en} {'give' if give else 'make'} {m_en}"
            return f"{head} {give or make}?"
    else:
        v = "gave" if give else "made"
        if neg:
            v = "did not give" if give else "did not make"
        if end == "?":
            head = f"Did {c_en} {'give' if give else 'make'} {m_en}"
            return f"{head} {give or make}?"
    text = f"{c_en} {v} {m_en} {give or make}"
    return text[:1].upper() + text[1:] + end


@register("gives_me", 0.03)
def gives_me(rng: random.Random, sampler):
    """*Le café me donne mal à la tête.* / *Coffee gives me a headache.* (see the
    module)."""
    cause = rng.randrange(len(GIVES))
    kind = GIVES[cause][2]
    tense = "p" if kind or rng.random() < 0.5 else "pc"
    effects = [int(e) for e in GIVES[cause][3]]
    effect = rng.choices(effects, [(5, 2, 2, 1, 1)[e] for e in effects])[0]
    me = rng.choices(range(len(_ME)), (6, 2, 1, 1, 1))[0]
    neg = rng.random() < 0.2
    end = "?" if not neg and me in (1, 3) and rng.random() < 0.4 else rng.choice("..!")
    args = {"cause": cause, "effect": effect, "me": me, "tense": tense, "neg": neg}
    args["end"] = end
    return Construction("gives_me", args, lemmas_of(verbs=("donner",)))
