"""Kinds of sentence of version 3: the body, in the constructions a beginner uses with it.

- ``ache``: *avoir mal à* + a part of the body, with any subject (a pronoun, a first
  name, a person), in the present, the imparfait, the passé composé and the future, maybe
  negative or asked with *est-ce que*. English has one rule for each part (``ACHES``): a
  noun of its own where British English has one (*J'ai mal à la tête.* / *I have a
  headache.*, *mal aux dents* / *toothache*, *mal au ventre* / *stomach ache*, *mal à la
  gorge* / *a sore throat*), and otherwise the part that hurts (*Il a mal au dos.* / *His
  back hurts.*, *Paul avait mal aux pieds.* / *Paul's feet hurt.*);
- ``hurts``: the same with the part as subject, *Mon bras me fait mal.* / *My arm
  hurts.* (for *je* and *tu*: *me, te*; for *il* or *elle*, *Son nez lui fait mal.* would
  not say whether his or her nose), always *my X hurts* in English;
- ``looks``: *avoir les yeux bleus, les cheveux longs* / *have blue eyes, long hair*:
  the French article and plural become English's bare noun (*hair* is a mass noun);
- ``care``: a reflexive verb whose object is a part of the body (*se laver les mains*,
  *se brosser les dents*, *se casser la jambe*) and *se raser*: the French article becomes
  the English possessive of the subject (*Il se lave les mains.* / *He washes his
  hands.*, *Nous nous sommes brossé les dents.* / *We brushed our teeth.*), and the
  imperative (*Lave-toi les mains!* / *Wash your hands!*). The participle of the passé
  composé does not agree: its direct object is the part of the body, after it.
"""

from __future__ import annotations

import random
import re

from . import lexicon as lx
from .kind_parts import (
    Construction,
    Name,
    builder,
    draw_subject,
    en_aux,
    lemmas_of,
    person_number,
    subject_tree,
)
from .kinds_v3 import register
from .structures import Pronoun

__all__ = ["ACHES", "LOOKS", "CARE"]

# French part, its number after "mal à", and English: ("have", noun with its article) or
# ("hurt", the part, singular)
ACHES = (
    ("tête", "s", "have", "a headache"),
    ("dent", "p", "have", "toothache"),
    ("ventre", "s", "have", "stomach ache"),
    ("gorge", "s", "have", "a sore throat"),
    ("dos", "s", "hurt", "back"),
    ("bras", "s", "hurt", "arm"),
    ("jambe", "s", "hurt", "leg"),
    ("pied", "p", "hurt", "foot"),
    ("genou", "s", "hurt", "knee"),
    ("oreille", "s", "hurt", "ear"),
    ("oeil", "p", "hurt", "eye"),
    ("cou", "s", "hurt", "neck"),
    ("main", "s", "hurt", "hand"),
    ("épaule", "s", "hurt", "shoulder"),
    ("doigt", "s", "hurt", "finger"),
    ("nez", "s", "hurt", "nose"),
    ("poignet", "s", "hurt", "wrist"),  # (lexicon_more5)
    ("hanche", "s", "hurt", "hip"),
)
# French part (always plural: les yeux, les cheveux), English, and its adjectives
LOOKS = (
    (
        "oeil",
        "eyes",
        (
            ("bleu", "blue"),
            ("vert", "green"),
            ("marron", "brown"),
            ("noir", "dark"),
            ("gris", "grey"),
        ),
    ),
    (
        "cheveu",
        "hair",
        (
            ("long", "long"),
            ("court", "short"),
            ("blond", "blond"),
            ("brun", "brown"),
            ("noir", "black"),
            ("roux", "red"),
            ("gris", "grey"),
            ("blanc", "white"),
            ("frisé", "curly"),
        ),
    ),
)
# reflexive verb, English verb, and its parts: (French, number, English)
CARE = (
    (
        "laver",
        "wash",
        (
            ("main", "p", "hands"),
            ("cheveu", "p", "hair"),
            ("visage", "s", "face"),
            ("pied", "p", "feet"),
        ),
    ),
    ("brosser", "brush", (("dent", "p", "teeth"), ("cheveu", "p", "hair"))),
    ("sécher", "dry", (("cheveu", "p", "hair"), ("main", "p", "hands"))),
    ("couper", "cut", (("doigt", "s", "finger"), ("ongle", "p", "nails"))),
    ("casser", "break", (("jambe", "s", "leg"), ("bras", "s", "arm"))),
    ("raser", "shave", ()),
)
_BREAK = ("couper", "casser")  # said of what happened: the passé composé
# what one was doing when one broke a leg: Il s'est cassé la jambe au ski.
BREAK_ENDS = (
    ("au ski", "skiing"),
    ("au football", "playing football"),
    ("au tennis", "playing tennis"),
    ("à la piscine", "at the swimming pool"),
)
# when one washes one's hands, brushes one's teeth (the clitic of the infinitive is the
# subject's: avant de te coucher): Lave-toi les mains avant de manger!
CARE_ENDS = (
    ("avant de manger", "before eating"),
    ("avant le dîner", "before dinner"),
    ("avant de {se} coucher", "before going to bed"),
    ("après le repas", "after the meal"),
    ("avant le déjeuner", "before lunch"),
    ("après le petit déjeuner", "after breakfast"),
    ("avant de sortir", "before going out"),
)
_CLITIC = {"je": "me", "tu": "te", "nous": "nous", "vous": "vous"}
# a relative of the subject said with a possessive: Mon petit frère s'est coupé le doigt.
FAMILY = (
    "frère",
    "soeur",
    "père",
    "mère",
    "grand-mère",
    "fils",
    "fille",
    "oncle",
    "tante",
)
_YOUNG_OLD = (("petit", "little"), ("grand", "big"))
_FR_TENSE = {"p": "p", "i": "i", "pc": "pc", "f": "f"}
_EN_TENSE = {"p": "p", "i": "ps", "pc": "ps", "f": "f"}
_EN_OWNER = ("my", "your", "his", "her", "our", "your", "their", "their")
_EN_PLURAL = {"foot": "feet", "tooth": "teeth"}


def _owner(subj) -> str:
    """The English possessive determiner of the subject (*his* for Paul)."""
    if isinstance(subj, Pronoun):
        return _EN_OWNER[subj.index]
    if isinstance(subj, Name):
        return "her" if subj.gender == "f" else "his"
    if subj.number == "p":
        return "their"
    return "her" if subj.gender == "f" else "his"


def _pronoun(subj) -> str | None:
    return lx.PRONOUNS[subj.index][0] if isinstance(subj, Pronoun) else None


def _en_subject(pr, subj) -> str:
    return subject_tree(pr, subj, "en").realize().strip()


def _possessor(pr, subj) -> str:
    """*my*, *your*, *Paul's*, *the boy's*: whose part of the body it is, in English."""
    if isinstance(subj, Pronoun):
        return _EN_OWNER[subj.index]
    return _en_subject(pr, subj) + "'s"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _en_question(aux: str, subject: str, rest: str) -> str:
    return _cap(f"{aux} {subject} {rest}?")


def _fr_sentence(pr, subj, vp, tense: str, neg: bool, asked: bool, refl=False):
    s = pr.S(subject_tree(pr, subj, "fr"), vp).t(_FR_TENSE[tense])
    types = {}
    if neg:
        types["neg"] = True
    if refl:
        types["refl"] = True
    s = s.typ(types) if types else s
    if asked:
        s = pr.S(pr.Q("est-ce"), pr.C("que"), s).a("?")
    return s.realize()


def _do(tense: str, third_singular: bool) -> str:
    if tense in ("i", "pc"):
        return "did"
    if tense == "f":
        return "will"
    return "does" if third_singular else "do"


@builder("ache")
def _ache(pr, lang, subj, part: int, tense: str, neg: bool, asked: bool):
    fr_part, number, how, en = ACHES[part]
    if lang == "fr":
        body = pr.NP(pr.D("le"), pr.N(fr_part)).n(number)
        vp = pr.VP(pr.V("avoir"), pr.Q("mal"), pr.PP(pr.P("à"), body))
        return _fr_sentence(pr, subj, vp, tense, neg, asked)
    if how == "have":
        if asked:
            aux = _do(tense, person_number(subj) == (3, "s"))
            return _en_question(aux, _lower_pronoun(pr, subj), f"have {en}")
        s = pr.S(subject_tree(pr, subj, "en"), pr.VP(pr.V("have"), pr.Q(en)))
    else:
        if person_number(subj)[1] == "p" and _pronoun(subj) != "vous":
            number = "p"  # nous avons mal au genou: our knees hurt
        noun = _EN_PLURAL.get(en, en + "s") if number == "p" else en
        owner = _possessor(pr, subj)
        if asked:
            aux = _do(tense, number == "s")
            return _en_question(aux, f"{owner} {noun}", "hurt")
        s = pr.S(pr.NP(pr.Q(owner), pr.N(en)).n(number), pr.VP(pr.V("hurt")))
    s = s.t(_EN_TENSE[tense])
    return (s.typ({"neg": True}) if neg else s).realize()


def _lower_pronoun(pr, subj) -> str:
    text = _en_subject(pr, subj)
    return (
        text if isinstance(subj, Name) or text == "I" else text[:1].lower() + text[1:]
    )


# --- X me fait mal ------------------------------------------------------------------------

_FR_CLITIC = {"je": "me", "tu": "te", "il": "lui", "elle": "lui"}
_EN_PART = {"tête": "head", "dent": "tooth", "ventre": "stomach", "gorge": "throat"}
# faire at the third person, singular and plural; the passé composé is a + fait
_FAIRE = {"p": ("fait", "font"), "i": ("faisait", "faisaient"), "f": ("fera", "feront")}
_FAIRE["pc"] = ("a", "ont")


@builder("hurts")
def _hurts(pr, lang, subj, part: int, tense: str, neg: bool):
    """*Mon bras me fait mal.* / *My arm hurts.* (a subject of je, tu, il or elle)."""
    fr_part, number, _, en = ACHES[part]
    if lang == "fr":
        pe, _ = person_number(subj)
        owner = pr.D("mon").pe(pe).ow("s")
        np = pr.NP(owner, pr.N(fr_part)).n(number).realize().strip()
        verb = _FAIRE[tense][number == "p"]
        clitic = _FR_CLITIC[_pronoun(subj)]
        if clitic in ("me", "te") and verb[0] in "aeiou":
            clitic = clitic[0] + "'"
        sep = "" if clitic.endswith("'") else " "
        if neg:
            ne = "ne "  # (before me, te, lui: never elided)
            if tense == "pc":
                words = f"{ne}{clitic}{sep}{verb} pas fait mal"
            else:
                words = f"{ne}{clitic}{sep}{verb} pas mal"
        else:
            words = f"{clitic}{sep}{verb}{' fait' if tense == 'pc' else ''} mal"
        return _cap(f"{np} {words}.")
    en = _EN_PART.get(fr_part, en)
    owner = _EN_OWNER[subj.index]
    s = pr.S(pr.NP(pr.Q(owner), pr.N(en)).n(number), pr.VP(pr.V("hurt")))
    s = s.t(_EN_TENSE[tense])
    return (s.typ({"neg": True}) if neg else s).realize()


@register("body", 0.3)
def body(rng: random.Random, sampler):
    subj = draw_subject(rng, sampler, pronoun=0.55, name=0.25)
    if not isinstance(subj, (Pronoun, Name)):
        subj.number, subj.det = "s", ("def",)
        subj.pre = subj.post = None
        if "group" in subj.noun.tags:  # (not "La famille se sèche les cheveux.")
            subj = _family(rng, sampler)
    x = rng.random()
    # (je and tu only: "Son nez lui fait mal" says nothing of whose, his or her nose)
    if x < 0.25 and _pronoun(subj) in ("je", "tu"):
        part = rng.randrange(len(ACHES))
        tense = rng.choice(("p", "p", "i", "pc", "f"))
        args = {"subj": subj, "part": part, "tense": tense, "neg": rng.random() < 0.15}
        lemmas = _with_noun(lemmas_of(verbs=("faire",)), ACHES[part][0])
        return Construction("hurts", args, lemmas)
    if x < 0.45:
        part = rng.randrange(len(ACHES))
        tense = rng.choice(("p", "p", "p", "i", "pc", "f"))
        asked = tense != "i" and rng.random() < 0.2
        neg = not asked and rng.random() < 0.15
        args = {"subj": subj, "part": part, "tense": tense, "neg": neg, "asked": asked}
        return Construction(
            "ache", args, _with_noun(lemmas_of(subj, verbs=("avoir",)), ACHES[part][0])
        )
    if x < 0.7:
        which = rng.randrange(len(LOOKS))
        adj = rng.randrange(len(LOOKS[which][2]))
        tense = rng.choice(("p", "p", "i"))
        asked = tense == "p" and rng.random() < 0.15
        neg = not asked and rng.random() < 0.1
        args = {"subj": subj, "which": which, "adj": adj, "tense": tense}
        args.update(neg=neg, asked=asked)
        lemmas = lemmas_of(subj, verbs=("avoir",), adjs=(LOOKS[which][2][adj][0],))
        return Construction("looks", args, _with_noun(lemmas, LOOKS[which][0]))
    verb = rng.randrange(len(CARE))
    if not isinstance(subj, Pronoun) and rng.random() < 0.5:
        subj = _family(rng, sampler)
    parts = CARE[verb][2]
    part = rng.randrange(len(parts)) if parts else None
    if CARE[verb][0] in _BREAK:
        tense = rng.choice(("pc", "pc", "pc", "f"))
    else:
        tense = rng.choice(("p", "p", "pc", "f", "i"))
    imperative = CARE[verb][0] not in _BREAK and rng.random() < 0.2
    if imperative:  # lave-toi les mains, brossez-vous les dents
        subj, tense = Pronoun(rng.choice((1, 5)), rng.choice("mf")), "p"
    neg = not imperative and rng.random() < 0.12
    args = {"subj": subj, "verb": verb, "part": part, "tense": tense, "neg": neg}
    args["imperative"] = imperative
    end = None
    if CARE[verb][0] in _BREAK and CARE[verb][0] == "casser" and rng.random() < 0.4:
        end = BREAK_ENDS[rng.randrange(len(BREAK_ENDS))]
    elif CARE[verb][0] in ("laver", "brosser") and tense != "i" and rng.random() < 0.4:
        end = CARE_ENDS[rng.randrange(len(CARE_ENDS))]
    if end is not None:
        args["end"] = end
    lemmas = lemmas_of(subj, verbs=(CARE[verb][0],))
    noun = parts[part][0] if parts else None
    return Construction("care", args, _with_noun(lemmas, noun))


def _family(rng: random.Random, sampler):
    """*mon petit frère, ta sœur, notre grand-mère*: a relative with a possessive."""
    from .structures import NounPhrase

    fr = rng.choice(FAMILY)
    noun = next(n for n in sampler.lex.NOUNS if n.fr == fr)
    np = NounPhrase(noun, noun.gender, "s", ("poss", rng.choice((0, 0, 1, 2, 3))))
    if noun.fr in ("frère", "soeur") and rng.random() < 0.6:
        young, en = rng.choice(_YOUNG_OLD)
        np.pre = lx.Adj(young, en, "pre", frozenset())
    return np


def _end_fr(end: str, subj) -> str:
    return end.replace("{se}", _CLITIC.get(_pronoun(subj), "se"))


def _with_noun(lemmas: dict, fr: str | None) -> dict:
    """``lemmas`` with the French noun ``fr`` added (the part of the body)."""
    if fr:
        lemmas["noun"].add(fr)
    return lemmas


@builder("looks")
def _looks(pr, lang, subj, which: int, adj: int, tense: str, neg: bool, asked: bool):
    fr_part, en_part, adjectives = LOOKS[which]
    fr_adj, en_adj = adjectives[adj]
    if lang == "fr":
        np = pr.NP(pr.D("le"), pr.N(fr_part), pr.A(fr_adj).pos("post")).n("p")
        return _fr_sentence(pr, subj, pr.VP(pr.V("avoir"), np), tense, neg, asked)
    what = f"{en_adj} {en_part}"
    if asked:
        aux = _do(tense, person_number(subj) == (3, "s"))
        return _en_question(aux, _lower_pronoun(pr, subj), f"have {what}")
    s = pr.S(subject_tree(pr, subj, "en"), pr.VP(pr.V("have"), pr.Q(what)))
    s = s.t(_EN_TENSE[tense])
    return (s.typ({"neg": True}) if neg else s).realize()


# the participle of a reflexive verb with a direct object after it does not agree
_AGREED = re.compile(r"\b(lav|bross|séch|coup|cass|ras)(ée|és|ées)\b")


@builder("care")
def _care(
    pr, lang, subj, verb: int, part, tense, neg, imperative, end=None, asked=None
):
    """``asked``: None, "?" (*Tu t'es lavé les mains?*) or "est-ce" (*Est-ce que tu
    t'es lavé les mains?*), both *Did you wash your hands?*"""
    text = _care_text(pr, lang, subj, verb, part, tense, neg, imperative, asked)
    text = text.strip()
    if end is None:
        return text
    words = _end_fr(end[0], subj) if lang == "fr" else end[1]
    return f"{text[:-1].rstrip()} {words}{text[-1]}"


def _care_text(pr, lang, subj, verb: int, part, tense, neg, imperative, asked=None):
    fr_verb, en_verb, parts = CARE[verb]
    if lang == "fr":
        obj = []
        if part is not None:
            fr_part, number, _ = parts[part]
            obj = [pr.NP(pr.D("le"), pr.N(fr_part)).n(number)]
        if imperative:  # (pyrealb writes "lave te")
            n = person_number(subj)[1]
            head = pr.V(fr_verb).t("ip").pe(2).n(n).realize().strip()
            rest = "".join(" " + o.realize().strip() for o in obj)
            return f"{_cap(head)}-{'vous' if n == 'p' else 'toi'}{rest}!"
        s = pr.S(subject_tree(pr, subj, "fr"), pr.VP(pr.V(fr_verb), *obj))
        types = {"refl": True}
        if neg:
            types["neg"] = True
        s = s.t(_FR_TENSE[tense]).typ(types)
        if asked == "est-ce":
            s = pr.S(pr.Q("est-ce"), pr.C("que"), s)
        text = s.realize().strip()
        text = text[:-1] + "?" if asked else text
        return _AGREED.sub(r"\1é", text) if obj else text
    rest = ""
    if part is not None:
        _, number, en_part = parts[part]
        if number == "s" and person_number(subj)[1] == "p" and _pronoun(subj) != "vous":
            en_part += "s"  # ils se lavent le visage: they wash their faces
        rest = f" {_owner(subj)} {en_part}"
    if imperative:
        return f"{_cap(en_verb)}{rest}!"
    if asked:  # Did you wash your hands?
        aux = en_aux(subj, tense)
        return _en_question(aux, _lower_pronoun(pr, subj), f"{en_verb}{rest}")
    if tense == "i":
        vp = pr.VP(pr.V(en_verb), pr.Q(rest.strip())) if rest else pr.VP(pr.V(en_verb))
        s = pr.S(subject_tree(pr, subj, "en"), vp).t("ps").typ({"prog": True})
    else:
        vp = pr.VP(pr.V(en_verb), pr.Q(rest.strip())) if rest else pr.VP(pr.V(en_verb))
        s = pr.S(subject_tree(pr, subj, "en"), vp).t(_EN_TENSE[tense])
    if neg:
        s = s.typ({"neg": True, **({"prog": True} if tense == "i" else {})})
    return s.realize()
