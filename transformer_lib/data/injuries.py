"""A kind of sentence of version 3: small injuries and falls, ``injury``.

- a reflexive verb and a part of the body in the passé composé (:data:`HURTS`): the
  French article is the English possessive of the subject and the participle does not
  agree (its object is the part): *Karim s'est tordu le poignet.* / *Karim twisted his
  wrist.*, *Elle s'est cassé le bras.* / *She broke her arm.*, *Je me suis fait mal au
  dos.* / *I hurt my back.*, *Il s'est cogné la tête.* / *He banged his head.*, and
  without a part *se faire mal* is *hurt oneself* (*Tu t'es fait mal?* / *Did you hurt
  yourself?*), maybe with what one was doing (*en jouant au foot* / *playing football*)
  or when (*hier* / *yesterday*);
- *perdre une dent* / *lose a tooth* (*Ma fille a perdu une dent ce matin.* / *My daughter lost
  a tooth this morning.*, *sa première dent* / *his first tooth*);
- *tomber* with *être* and agreement (*Il est tombé dans l'escalier.* / *He fell down
  the stairs.*, *Il est tombé de vélo.* / *He fell off his bike.*), maybe followed by
  the injury (*Je suis tombé et je me suis cassé le poignet.* / *I fell and broke my
  wrist.*);
- comfort: *Ne vous en faites pas, ce n'est rien.* / *Don't worry, it is nothing.*, *Ce
  n'est pas grave.* / *It does not matter.*
"""

from __future__ import annotations

import random

from .kind_parts import Construction, builder
from .kinds_v3 import register
from .reflexive_past import (
    EN_OWNER,
    Who,
    agree,
    cap,
    draw_who,
    en_subject,
    fr_asked,
    fr_compound,
    fr_subject,
)

__all__ = ["HURTS", "PARTS", "injury"]

# the parts of the body: French with its article, English (singular), the noun
PARTS = {
    "bras": ("le bras", "arm"),
    "jambe": ("la jambe", "leg"),
    "poignet": ("le poignet", "wrist"),
    "doigt": ("le doigt", "finger"),
    "cheville": ("la cheville", "ankle"),
    "genou": ("le genou", "knee"),
    "nez": ("le nez", "nose"),
    "tête": ("la tête", "head"),
    "dos": ("le dos", "back"),
    "épaule": ("l'épaule", "shoulder"),
    "main": ("la main", "hand"),
    "pied": ("le pied", "foot"),
    "cou": ("le cou", "neck"),
    "ventre": ("le ventre", "stomach"),
}
# a reflexive verb: French participle, English past and base form, and its parts
HURTS = (
    (
        "cassé",
        "broke",
        "break",
        ("bras", "jambe", "poignet", "doigt", "cheville", "nez"),
    ),
    ("tordu", "twisted", "twist", ("cheville", "poignet", "genou")),
    ("foulé", "sprained", "sprain", ("cheville", "poignet")),
    ("brûlé", "burnt", "burn", ("main", "doigt")),
    ("cogné", "banged", "bang", ("tête", "genou", "coude")),
    ("fait mal", "hurt", "hurt", ("dos", "genou", "épaule", "pied", "main", "bras")),
    ("fait mal", "hurt", "hurt", ("cheville", "poignet", "cou", "jambe", "tête")),
    ("fait mal", "hurt", "hurt", ()),  # il s'est fait mal / he hurt himself
)
PARTS["coude"] = ("le coude", "elbow")
_LEMMA = {"cassé": "casser", "tordu": "tordre", "foulé": "fouler", "brûlé": "brûler"}
_LEMMA.update({"cogné": "cogner", "fait mal": "faire"})
EN_SELF = ("myself", "yourself", "himself", "herself", "ourselves")
# what one was doing, or when: French, English
DOING = (
    ("en jouant au foot", "playing football"),
    ("en jouant au football", "playing football"),
    ("en jouant au tennis", "playing tennis"),
    ("en jouant au basket", "playing basketball"),
    ("au ski", "skiing"),
    ("en faisant du ski", "skiing"),
    ("en courant", "running"),
    ("en faisant du vélo", "cycling"),
    ("en faisant du sport", "doing sport"),
    ("à l'entraînement", "at training"),
    ("pendant le match", "during the match"),
    ("à l'école", "at school"),
    ("dans le jardin", "in the garden"),
    ("hier", "yesterday"),
    ("ce matin", "this morning"),
    ("samedi dernier", "last Saturday"),
    ("la semaine dernière", "last week"),
)


def en_self(who: Who) -> str:
    if who.i == 5:
        return "yourselves" if who.n == "p" else "yourself"
    if who.i >= 6:
        return "themselves"
    return EN_SELF[who.i]


def owner(who: Who) -> str:
    if who.n == "p" and who.i not in (4, 5):
        return "their"
    return EN_OWNER[who.i]


def _fr_part(fr_part: str, made: bool) -> str:
    """*la cheville*, or after *se faire mal*: *à la cheville*, *au dos*, *à l'épaule*."""
    if not made:
        return fr_part
    if fr_part.startswith("le "):
        return "au " + fr_part[3:]
    return "à " + fr_part


def _en_question(who: Who, rest: str) -> str:
    return cap(f"did {en_subject(who)} {rest}") + "?"


@builder("injury")
def _injury(pr, lang, who, verb: int, part, doing, neg: bool, asked):
    """``part``: a key of :data:`PARTS` or None (*se faire mal*); ``doing``: an index
    of :data:`DOING` or None; ``asked``: None, "?" or "est-ce"."""
    participle, past, base, _ = HURTS[verb]
    fr = lang == "fr"
    if fr:
        text = fr_compound(who, participle, neg)
        if part is not None:
            text += " " + _fr_part(PARTS[part][0], participle == "fait mal")
    else:
        obj = f"{owner(who)} {PARTS[part][1]}" if part is not None else en_self(who)
        if asked:
            text = f"did {en_subject(who)} {base} {obj}"
        elif neg:
            text = f"{en_subject(who)} did not {base} {obj}"
        else:
            text = f"{en_subject(who)} {past} {obj}"
    if doing is not None:
        text += " " + DOING[doing][not fr]
    if asked:
        return fr_asked(text, asked) if fr else cap(text) + "?"
    return cap(text) + "."


@builder("lost_tooth")
def _lost_tooth(pr, lang, who, first: bool, when, neg: bool):
    """*Ma fille a perdu une dent ce matin.* / *My daughter lost a tooth this
    morning.*"""
    fr = lang == "fr"
    if fr:
        mine = {0: "ma", 1: "ta", 5: "votre"}.get(who.i, "sa")
        what = f"{mine} première dent" if first else "une dent"
        text = fr_compound(who, "perdu " + what, neg, reflexive=False, avoir=True)
        if neg:  # (ne ... pas de: n'a pas perdu de dent)
            text = text.replace("perdu une dent", "perdu de dent")
    else:
        what = f"{owner(who)} first tooth" if first else "a tooth"
        verb = "did not lose" if neg else "lost"
        if neg and not first:
            what = "a tooth"
        text = f"{en_subject(who)} {verb} {what}"
    if when is not None:
        text += " " + DOING[when][not fr]
    return cap(text) + "."


# where one fell from or down: French (with {} for the French possessive), English (with
# {} for the English one), and whether a plural subject may say it
FALLS = (
    ("dans l'escalier", "down the stairs", True),
    ("de vélo", "off {} bike", False),
    ("de cheval", "off {} horse", False),
    ("de {} chaise", "off {} chair", False),
    ("de l'arbre", "out of the tree", False),
    ("du lit", "out of bed", False),
    ("dans la rue", "in the street", True),
    ("sur la glace", "on the ice", True),
    ("dans la neige", "in the snow", True),
    ("en courant", "while running", True),
)
_FR_MY_F = ("ma", "ta", "sa", "sa", "notre", "votre", "leur", "leur")


@builder("fell")
def _fell(pr, lang, who, where, then, neg: bool, asked):
    """``where``: an index of :data:`FALLS` or None; ``then``: None or an index of
    :data:`HURTS` and a part (*et s'est cassé le bras* / *and broke his arm*)."""
    fr = lang == "fr"
    if fr:
        text = fr_compound(who, "tombé" + agree(who), neg, reflexive=False)
    elif asked:
        text = f"did {en_subject(who)} fall"
    else:
        text = f"{en_subject(who)} {'did not fall' if neg else 'fell'}"
    if where is not None:
        place = FALLS[where][not fr]
        text += " " + place.format(_FR_MY_F[who.i] if fr else owner(who))
    if then is not None:
        verb, part = then
        participle, past, _, _ = HURTS[verb]
        if fr:
            second = fr_compound(who, participle, False)
            if fr_subject(who) != "je":
                second = second[len(fr_subject(who)) + 1 :]  # (et s'est cassé ...)
            text += f" et {second} {_fr_part(PARTS[part][0], participle == 'fait mal')}"
        else:
            text += f" and {past} {owner(who)} {PARTS[part][1]}"
    if asked:
        return fr_asked(text, asked) if fr else cap(text) + "?"
    return cap(text) + "."


# comfort after an accident: an order (French to tu, to vous, English) and what is said
# with it (French, English), in either order: Ne vous en faites pas, ce n'est rien. /
# Don't worry, it is nothing.
COMFORT_ORDERS = (
    ("Ne t'inquiète pas", "Ne vous inquiétez pas", "Don't worry"),
    ("Ne t'en fais pas", "Ne vous en faites pas", "Don't worry"),
    ("N'aie pas peur", "N'ayez pas peur", "Don't be afraid"),
    ("Calme-toi", "Calmez-vous", "Calm down"),
)
COMFORT_WORDS = (
    ("tout va bien", "everything is fine"),
    ("ce n'est pas grave", "it does not matter"),
    ("ça va aller", "it will be all right"),
    ("ce n'est rien", "it is nothing"),
    ("je suis là", "I am here"),
    ("ce n'est qu'une petite bosse", "it is only a little bump"),
    ("tout va s'arranger", "everything will be all right"),
)


@builder("comfort")
def _comfort(pr, lang, order, words, tu: bool, first: bool):
    """``order``: an index of COMFORT_ORDERS or None; ``words``: of COMFORT_WORDS or
    None (*Tout va bien?* / *Is everything all right?*); ``first``: the order first."""
    fr = lang == "fr"
    if words is None:
        return "Tout va bien?" if fr else "Is everything all right?"
    said = COMFORT_WORDS[words][not fr]
    if order is None:
        return cap(said) + "."
    tu_fr, vous_fr, en = COMFORT_ORDERS[order]
    head = (tu_fr if tu else vous_fr) if fr else en
    return f"{head}, {said}." if first else f"{cap(said)}, {head[0].lower()}{head[1:]}."


@register("injury", 0.08)
def injury(rng: random.Random, sampler):
    """An injury, a lost tooth, a fall or words of comfort (see the module)."""
    x = rng.random()
    if x < 0.5:
        who = draw_who(rng, plural=False)
        verb = rng.randrange(len(HURTS))
        parts = HURTS[verb][3]
        part = rng.choice(parts) if parts else None
        doing = rng.randrange(len(DOING)) if rng.random() < 0.45 else None
        asked = None
        if who.i in (1, 5) and rng.random() < 0.35:
            asked = rng.choice(("?", "?", "est-ce"))
        neg = asked is None and rng.random() < 0.12
        args = {"who": who, "verb": verb, "part": part, "doing": doing}
        args.update(neg=neg, asked=asked)
        lemmas = {"noun": {part} if part else set(), "adj": set()}
        lemmas["verb"] = {_LEMMA[HURTS[verb][0]]}
        return Construction("injury", args, lemmas)
    if x < 0.62:
        who = draw_who(rng, plural=False, pronoun=0.35, name=0.25)
        when = rng.choice((13, 13, 14, 15, 16)) if rng.random() < 0.6 else None
        args = {"who": who, "first": rng.random() < 0.3, "when": when}
        args["neg"] = rng.random() < 0.08
        lemmas = {"noun": {"dent"}, "adj": set(), "verb": {"perdre"}}
        return Construction("lost_tooth", args, lemmas)
    if x < 0.9:
        who = draw_who(rng)
        where = rng.randrange(len(FALLS)) if rng.random() < 0.8 else None
        if where is not None and who.n == "p" and not FALLS[where][2]:
            where = 0
        then = None
        if who.n == "s" and rng.random() < 0.3:
            verb = rng.choice((0, 0, 1, 2, 5))
            then = (verb, rng.choice(HURTS[verb][3]))
        asked = None
        if who.i in (1, 5) and then is None and rng.random() < 0.3:
            asked = rng.choice(("?", "est-ce"))
        neg = asked is None and then is None and rng.random() < 0.1
        args = {"who": who, "where": where, "then": then, "neg": neg, "asked": asked}
        lemmas = {"noun": set(), "adj": set(), "verb": {"tomber"}}
        return Construction("fell", args, lemmas)
    words = rng.randrange(len(COMFORT_WORDS)) if rng.random() < 0.92 else None
    order = rng.randrange(len(COMFORT_ORDERS)) if rng.random() < 0.85 else None
    args = {"order": order, "words": words, "tu": rng.random() < 0.6}
    args["first"] = rng.random() < 0.75
    return Construction("comfort", args, {"noun": set(), "adj": set(), "verb": set()})
