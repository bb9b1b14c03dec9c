"""A kind of sentence of version 3: too ... to, and the right or wrong one.

- ``too_to``: *trop* + adjective + *pour* + an infinitive is English *too* + adjective +
  *to*: *C'est trop loin pour y aller à pied.* / *It is too far to walk.*, *Il fait trop
  froid pour sortir.* / *It is too cold to go out.*, *Ce n'est pas trop tard pour changer
  d'avis.* / *It is not too late to change your mind.*, *Je suis trop fatigué pour
  travailler.* / *I am too tired to work.*, *C'est trop cher pour nous.* / *It is too
  expensive for us.*
- ``right_one``: *le bon / la bonne* before the noun it picks out is *the right*, *le
  mauvais / la mauvaise* *the wrong*: *Ce n'est pas le bon bus!* / *It is not the right
  bus!*, *Nous avons pris le mauvais train.* / *We took the wrong train.*, *Tu as la bonne
  adresse?* / *Do you have the right address?*; with *un / une* it stays *good*: *C'est
  une bonne idée.* / *It is a good idea.*
"""

from __future__ import annotations

import random

from .compare_to import PRONOUNS_BE as _PRONOUNS
from .kind_parts import Construction, builder, lemmas_of
from .kinds_v3 import register

__all__ = ["TOO_IMPERSONAL", "TOO_PERSONAL", "PICKED"]

# it is too ...: (French head in the present and imparfait, English head, French
# adjective, English adjective, the infinitives (indexes of _TO) that follow)
TOO_IMPERSONAL = (
    (("c'est", "c'était"), "loin", "far", (0, 1, 2)),
    (("c'est", "c'était"), "tard", "late", (3, 4, 5, 6, 7)),
    (("il est", "il était"), "tard", "late", (3, 4, 5, 6, 7)),
    (("il est", "il était"), "tôt", "early", (4, 5, 6)),
    (("il fait", "il faisait"), "froid", "cold", (3, 8, 9, 10)),
    (("il fait", "il faisait"), "chaud", "hot", (3, 9, 10, 11)),
    (("c'est", "c'était"), "cher", "expensive", (12, 13, 14)),
    (("c'est", "c'était"), "dangereux", "dangerous", (12, 13, 14)),
    (("c'est", "c'était"), "difficile", "difficult", (12, 13, 14)),
)
# (French after pour, English after to / for)
_TO = (
    ("y aller à pied", "to walk"),
    ("y aller à vélo", "to cycle"),
    ("rentrer à pied", "to walk home"),
    ("sortir", "to go out"),
    ("partir", "to leave"),
    ("téléphoner", "to phone"),
    ("commencer", "to start"),
    ("changer d'avis", "to change your mind"),
    ("nager", "to swim"),
    ("jouer dehors", "to play outside"),
    ("travailler", "to work"),
    ("dormir", "to sleep"),
    ("moi", "for me"),
    ("nous", "for us"),
    ("eux", "for them"),
)
# I am too ...: French adjective (m s, f s, m p, f p), English, the infinitives that follow
TOO_PERSONAL = (
    (("fatigué", "fatiguée", "fatigués", "fatiguées"), "tired", (0, 1, 2, 3, 4)),
    (("jeune", "jeune", "jeunes", "jeunes"), "young", (5, 6, 7, 8)),
    (("petit", "petite", "petits", "petites"), "little", (7, 8, 9)),
    (("malade", "malade", "malades", "malades"), "sick", (0, 3, 10, 11)),
    (("occupé", "occupée", "occupés", "occupées"), "busy", (3, 4, 10)),
    (("vieux", "vieille", "vieux", "vieilles"), "old", (1, 12, 13)),
    (("timide", "timide", "timides", "timides"), "shy", (14, 15)),
)
_TO_PERSON = (
    ("travailler", "to work"),
    ("courir", "to run"),
    ("sortir ce soir", "to go out tonight"),
    ("venir", "to come"),
    ("cuisiner", "to cook"),
    ("conduire", "to drive"),
    ("voter", "to vote"),
    ("regarder ce film", "to watch this film"),
    ("comprendre", "to understand"),
    ("traverser la rue", "to cross the road"),
    ("aller à l'école", "to go to school"),
    ("jouer au foot", "to play football"),
    ("jouer avec les enfants", "to play with the children"),
    ("changer", "to change"),
    ("chanter devant tout le monde", "to sing in front of everyone"),
    ("parler en public", "to speak in public"),
)

# --- the right one -------------------------------------------------------------------------

# (French, gender, English, picked by: "take" (prendre), "have", "give", "cest")
PICKED = (
    ("bus", "m", "bus", "take cest"),
    ("train", "m", "train", "take cest"),
    ("chemin", "m", "way", "take cest"),
    ("route", "f", "road", "take cest"),
    ("sortie", "f", "exit", "take cest"),
    ("rue", "f", "street", "take cest"),
    ("numéro", "m", "number", "have give cest"),
    ("adresse", "f", "address", "have give cest"),
    ("réponse", "f", "answer", "have give cest"),
    ("clé", "f", "key", "have take give cest"),
    ("billet", "m", "ticket", "have take give cest"),
    ("quai", "m", "platform", "cest"),
    ("porte", "f", "door", "cest"),
    ("taille", "f", "size", "have take cest"),
    ("moment", "m", "time", "cest"),
    ("arrêt", "m", "stop", "cest"),
)
# what is good, said with un / une (not picked out): C'est une bonne idée.
_GOOD = (
    ("idée", "f", "idea"),
    ("question", "f", "question"),
    ("livre", "m", "book"),
    ("film", "m", "film"),
    ("restaurant", "m", "restaurant"),
    ("réponse", "f", "answer"),
    ("chanteuse", "f", "singer"),
    ("professeur", "m", "teacher"),
)
# past of prendre and donner, present of avoir (je tu il elle nous vous ils elles)
_TOOK = "ai as a a avons avez ont ont".split()
_TOOK_EN = "I you he she we you they they".split()


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _elide(head: str, word: str) -> str:
    """*je* + a verb: *j'ai*, *j'étais*."""
    if head == "je" and word[0] in "aeéêiou":
        return f"j'{word}"
    return f"{head} {word}"


_NEG = {
    "c'est": "ce n'est pas",
    "c'était": "ce n'était pas",
    "il est": "il n'est pas",
    "il était": "il n'était pas",
}


@builder("too_to")
def _too_to(pr, lang, how, which, to, tense, neg, subj=None, gender="m"):
    fr = lang == "fr"
    if how == "it":
        heads, adj_fr, adj_en, _ = TOO_IMPERSONAL[which]
        rest_fr, rest_en = _TO[to]
        if fr:
            head = heads[tense == "i"]
            if neg:  # (only of tard: ce n'est pas trop tard pour ...)
                head = _NEG[head]
            pour = f"pour {rest_fr}"
            return _cap(f"{head} trop {adj_fr} {pour}.")
        be = "was" if tense == "i" else "is"
        return f"It {be}{' not' if neg else ''} too {adj_en} {rest_en}."
    forms, adj_en, _ = TOO_PERSONAL[which]
    rest_fr, rest_en = _TO_PERSON[to]
    fr_subj, en_subj, be_p, be_i, en_p, en_i = _PRONOUNS[subj]
    plural = subj >= 4
    if fr:
        adj = forms[(gender == "f") + 2 * plural]
        be = be_i if tense == "i" else be_p
        verb = _elide(fr_subj, be)
        if neg:
            verb = (
                f"{fr_subj} n'{be} pas" if be[0] in "eéê" else f"{fr_subj} ne {be} pas"
            )
        return _cap(f"{verb} trop {adj} pour {rest_fr}.")
    be = en_i if tense == "i" else en_p
    if en_subj == "I" and neg:
        return f"I {be} not too {adj_en} {rest_en}."
    return _cap(f"{en_subj} {be}{' not' if neg else ''} too {adj_en} {rest_en}.")


@register("too_to", 0.05)
def too_to(rng: random.Random, sampler):
    """*C'est trop loin pour y aller à pied.* / *It is too far to walk.* (see the
    module)."""
    tense = "i" if rng.random() < 0.2 else "p"
    if rng.random() < 0.55:
        which = rng.randrange(len(TOO_IMPERSONAL))
        to = rng.choice(TOO_IMPERSONAL[which][3])
        # (ce n'est pas trop tard pour ...: it is not too late to ...)
        neg = TOO_IMPERSONAL[which][1] == "tard" and rng.random() < 0.3
        args = {"how": "it", "which": which, "to": to, "tense": tense, "neg": neg}
        return Construction("too_to", args, lemmas_of(verbs=("être",)))
    which = rng.randrange(len(TOO_PERSONAL))
    to = rng.choice(TOO_PERSONAL[which][2])
    subj = rng.choices(range(8), (4, 3, 2, 2, 1.5, 1.5, 1, 1))[0]
    gender = {2: "m", 3: "f", 6: "m", 7: "f"}.get(subj) or rng.choice("mf")
    args = {"how": "person", "which": which, "to": to, "tense": tense}
    args.update(neg=rng.random() < 0.1, subj=subj, gender=gender)
    return Construction("too_to", args, lemmas_of(verbs=("être",)))


@builder("right_one")
def _right_one(pr, lang, how, which, right, subj=0, tense="p", neg=False, end="."):
    fr = lang == "fr"
    if how == "good":  # c'est une bonne idée / it is a good idea
        noun, gender, en = _GOOD[which]
        if fr:
            head = "ce n'est pas" if neg else "c'est"
            if tense == "i":
                head = "ce n'était pas" if neg else "c'était"
            one = "une bonne" if gender == "f" else "un bon"
            return _cap(f"{head} {one} {noun}") + end
        be = "was" if tense == "i" else "is"
        return f"It {be}{' not' if neg else ''} a good {en}{end}"
    noun, gender, en = PICKED[which][:3]
    word = ("bon", "bonne", "right") if right else ("mauvais", "mauvaise", "wrong")
    the = f"{'la' if gender == 'f' else 'le'} {word[gender == 'f']} {noun}"
    the_en = f"the {word[2]} {en}"
    if how == "cest":  # ce n'est pas le bon bus / it is not the right bus
        if fr:
            head = "ce n'est pas" if neg else "c'est"
            if tense == "i":
                head = "ce n'était pas" if neg else "c'était"
            return _cap(f"{head} {the}") + end
        be = "was" if tense == "i" else "is"
        if end == "?":
            return f"{_cap(be)} it{' not' if neg else ''} {the_en}?"
        return f"It {be}{' not' if neg else ''} {the_en}{end}"
    fr_subj, en_subj = _PRONOUNS[subj][0], _TOOK_EN[subj]
    if how == "have":  # tu as la bonne adresse? / do you have the right address?
        if fr:
            return _cap(f"{_elide(fr_subj, _TOOK[subj])} {the}?")
        aux = "Does" if subj in (2, 3) else "Do"
        return f"{aux} {en_subj} have {the_en}?"
    verb_fr, verb_en = {"take": ("pris", "took"), "give": ("donné", "gave")}[how]
    if fr:  # nous avons pris le mauvais train / we took the wrong train
        return _cap(f"{_elide(fr_subj, _TOOK[subj])} {verb_fr} {the}") + end
    return _cap(f"{en_subj} {verb_en} {the_en}") + end


@register("right_one", 0.05)
def right_one(rng: random.Random, sampler):
    """*Ce n'est pas le bon bus!* / *It is not the right bus!* (see the module)."""
    x = rng.random()
    tense = "i" if rng.random() < 0.15 else "p"
    if x < 0.15:
        which = rng.randrange(len(_GOOD))
        args = {"how": "good", "which": which, "right": True, "tense": tense}
        args.update(neg=rng.random() < 0.2, end=rng.choice("..!"))
        return Construction("right_one", args, lemmas_of(verbs=("être",)))
    which = rng.randrange(len(PICKED))
    hows = PICKED[which][3].split()
    how = rng.choice(hows)
    args = {"how": how, "which": which, "tense": tense}
    weights = (0, 4, 2, 2, 0, 3, 1, 1) if how == "have" else (4, 3, 2, 2, 3, 2, 1, 1)
    args["subj"] = rng.choices(range(8), weights)[0]
    verbs = ("être",)
    if how == "cest":
        args["right"] = rng.random() < 0.75
        # (ce n'est pas le bon bus!, not "ce n'est pas le mauvais bus")
        args["neg"] = args["right"] and rng.random() < 0.5
        args["end"] = rng.choice("!.") if args["neg"] else rng.choice("..?")
    elif how == "have":
        args["right"] = True
        args["end"] = "?"
        verbs = ("avoir",)
    else:
        args["right"] = rng.random() < 0.4
        args["end"] = rng.choice("..!")
        verbs = ("prendre",) if how == "take" else ("donner",)
    lemmas = lemmas_of(verbs=verbs)
    lemmas["noun"].add(PICKED[which][0])
    return Construction("right_one", args, lemmas)
