"""Kinds of sentence of version 3: the imparfait of how things were, and of what one knew.

- ``back_then``: a state or a habit in the imparfait with a time frame, said in English
  with the simple past: *Paul travaillait à la banque à cette époque.* / *Paul worked at
  the bank at that time.*, *À l'époque, nous habitions à Lyon.* / *Back then, we lived in
  Lyon.*, *Autrefois, elle ne mangeait pas de viande.* / *In the past, she did not eat
  meat.*, *Il y a dix ans, mon frère fumait.* / *Ten years ago, my brother smoked.*; of
  one's youth with *used to*, as the kind ``used_to`` says it: *Quand j'étais petite,
  j'avais les cheveux longs.* / *When I was little, I used to have long hair.*;
- ``knew_that``: *savoir*, *connaître*, *croire* and *penser* in the imparfait: *Je ne
  savais pas la réponse.* / *I did not know the answer.* (*savoir* with a noun is *know*,
  not *could*), *Nous ne connaissions personne.* / *We did not know anyone.*, *Je ne
  savais pas que tu étais malade.* / *I did not know you were sick.*, *Je croyais que
  c'était fermé.* / *I thought it was closed.*, *Tu savais que Paul habitait ici?* / *Did
  you know Paul lived here?*
"""

from __future__ import annotations

import random

from .conditional import _pronoun_of
from .kind_parts import (
    Construction,
    Name,
    builder,
    draw_name,
    en_number,
    everyday_pronoun,
    fr_number,
    lemmas_of,
    lower_first,
    person_number,
    relative_np,
    subject_tree,
)
from .kinds_v3 import register
from .names import CITIES
from .structures import Pronoun
from .talk import LANGUAGES

__all__ = ["STATES", "FRAMES", "KNOWN", "THAT"]

# what was: (French verb, French rest, French rest after ne ... pas (None: as it is),
# English past, English base after did not (None: not said negative), English rest);
# "@x" is an adjective that agrees with the subject; a verb "être" is was / were
STATES = (
    ("travailler", "à la banque", None, "worked", "work", "at the bank"),
    ("travailler", "à l'hôpital", None, "worked", "work", "at the hospital"),
    ("travailler", "dans un restaurant", None, "worked", "work", "in a restaurant"),
    ("travailler", "à la poste", None, "worked", "work", "at the post office"),
    ("travailler", "beaucoup", None, "worked", "work", "a lot"),
    ("habiter", "à {city}", None, "lived", "live", "in {city}"),
    ("habiter", "à la campagne", None, "lived", "live", "in the country"),
    ("avoir", "un chien", "de chien", "had", "have", "a dog"),
    ("avoir", "une vieille voiture", "de vieille voiture", "had", "have", "an old car"),
    ("avoir", "les cheveux longs", None, "had", "have", "long hair"),
    ("avoir", "une moto", "de moto", "had", "have", "a motorbike"),
    ("jouer", "au football", None, "played", "play", "football"),
    ("jouer", "du piano", None, "played", "play", "the piano"),
    ("aller", "à l'école à pied", None, "walked", "walk", "to school"),
    ("prendre", "le bus tous les jours", None, "took", "take", "the bus every day"),
    ("fumer", "", None, "smoked", "smoke", ""),
    ("faire", "beaucoup de sport", None, "did", "do", "a lot of sport"),
    ("parler", "{lang}", None, "spoke", "speak", "{lang}"),
    ("lire", "beaucoup", None, "read", "read", "a lot"),
    ("sortir", "souvent", None, "went out", "go out", "often"),
    ("connaître", "tout le monde", None, "knew", "know", "everyone"),
    ("manger", "de la viande", "de viande", "ate", "eat", "meat"),
    ("boire", "du café", "de café", "drank", "drink", "coffee"),
    ("aimer", "le poisson", None, "liked", "like", "fish"),
    ("vouloir", "être médecin", None, "wanted", "want", "to be a doctor"),
    ("être", "@timide", None, "@be", "", "shy"),
    ("être", "très @sportif", None, "@be", "", "very sporty"),
    ("être", "@marié", None, "@be", "", "married"),
    ("être", "@célibataire", None, "@be", "", "single"),
    ("être", "@heureux", None, "@be", "", "happy"),
)
# what a child does not do (left out with quand j'étais petit)
_GROWN_UP = (
    "travailler",
    "fumer",
    "boire",
    "avoir une vieille voiture",
    "avoir une moto",
)
_GROWN_UP += ("être @marié", "être @célibataire")
# the time frame: (French, English); "{n}" a number of years, "{year}" a year, "{little}"
# petit / petite of the speaker, "same" a clause of the subject itself
FRAMES = (
    ("à cette époque", "at that time"),
    ("à l'époque", "back then"),
    ("autrefois", "in the past"),
    ("quand j'étais {little}", "when I was little"),
    ("quand j'étais {young}", "when I was young"),
    ("il y a {n} ans", "{n} years ago"),
    ("en {year}", "in {year}"),
    ("same", "same"),
)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _fill(text: str, a: dict, fr: bool) -> str:
    text = text.replace("{city}", CITIES[a["city"]][0 if fr else 1])
    text = text.replace("{lang}", LANGUAGES[a["language"]][0 if fr else 1])
    return text


def _fr_state(pr, subj, state, neg: bool, a: dict) -> str:
    """The French clause in the imparfait, small first letter, no full stop."""
    verb, rest, neg_rest = STATES[state][:3]
    if neg and neg_rest:
        rest = neg_rest
    rest = _fill(rest, a, True)
    parts = []
    for word in rest.split():
        parts.append(pr.A(word[1:]) if word.startswith("@") else pr.Q(word))
    s = pr.S(subject_tree(pr, subj, "fr"), pr.VP(pr.V(verb), *parts)).t("i")
    if neg:
        s = s.typ({"neg": True})
    return lower_first(s.realize().strip()[:-1])


def _en_subject(pr, subj) -> str:
    return lower_first(subject_tree(pr, subj, "en").realize().strip())


def _was(subj) -> str:
    pe, n = person_number(subj)
    return "was" if n == "s" and pe in (1, 3) else "were"


def _en_state(pr, subj, state, neg: bool, a: dict) -> str:
    _, _, _, past, base, rest = STATES[state]
    rest = _fill(rest, a, False)
    if a["young"] and not neg:  # (as used_to says it: I used to eat meat)
        verb = "used to " + (base or "be")
    elif past == "@be":
        verb = _was(subj) + (" not" if neg else "")
    else:
        verb = f"did not {base}" if neg else past
    return " ".join(f"{_en_subject(pr, subj)} {verb} {rest}".split())


def _frame(pr, frame, subj, a: dict, fr: bool) -> str:
    if FRAMES[frame][0] == "same":  # quand il était jeune / when he was young
        if fr:
            s = pr.S(subject_tree(pr, subj, "fr"), pr.VP(pr.V("être"), pr.A("jeune")))
            return "quand " + lower_first(s.t("i").realize().strip()[:-1])
        return f"when {_en_subject(pr, subj)} {_was(subj)} young"
    text = FRAMES[frame][0 if fr else 1]
    little = "petite" if a["gender"] == "f" else "petit"
    text = text.replace("{little}", little).replace("{young}", "jeune")
    text = text.replace("{year}", str(a["year"]))
    return text.replace("{n}", fr_number(a["n"]) if fr else en_number(a["n"]))


@builder("back_then")
def _back_then(pr, lang, subj, state, frame, front, neg, end, **a):
    fr = lang == "fr"
    said = _fr_state if fr else _en_state
    frame_subj = subj
    if FRAMES[frame][0] == "same":  # the name first, then il / elle
        if front:
            subj = _pronoun_of(subj)
        else:
            frame_subj = _pronoun_of(subj)
    when = _frame(pr, frame, frame_subj, a, fr)
    young = FRAMES[frame][0] in (
        "same",
        "quand j'étais {little}",
        "quand j'étais {young}",
    )
    main = said(pr, subj, state, neg, {**a, "young": young})
    if front:
        return f"{_cap(when)}, {main}{end}"
    return f"{_cap(main)} {when}{end}"


def _grown_up(state: int) -> bool:
    verb, rest = STATES[state][:2]
    return verb in _GROWN_UP or f"{verb} {rest}" in _GROWN_UP


@register("back_then", 0.05)
def back_then(rng: random.Random, sampler):
    """*Paul travaillait à la banque à cette époque.* / *Paul worked at the bank at that
    time.* (see the module)."""
    x = rng.random()
    if x < 0.35:
        subj = draw_name(rng)
    elif x < 0.55:
        subj = relative_np(rng, sampler.lex, rng.choice("ssp"))
    else:
        subj = everyday_pronoun(rng)
    frame = rng.choices(range(len(FRAMES)), (3, 3, 2, 1.5, 1, 1.5, 1, 1))[0]
    if "j'étais" in FRAMES[frame][0] and not (
        isinstance(subj, Pronoun) and not subj.index
    ):
        if rng.random() < 0.7:  # quand j'étais petit goes with je, mostly
            subj = Pronoun(0, rng.choice("mf"))
    gender = subj.gender if isinstance(subj, Pronoun | Name) else rng.choice("mf")
    state = rng.randrange(len(STATES))
    while "{little}" in FRAMES[frame][0] and _grown_up(state):
        state = rng.randrange(len(STATES))
    args = {"subj": subj, "state": state, "frame": frame, "front": rng.random() < 0.45}
    args.update(neg=STATES[state][4] is not None and rng.random() < 0.2, gender=gender)
    if isinstance(subj, Pronoun) and subj.index == 0:
        args["gender"] = subj.gender
    args.update(
        n=rng.choice((2, 3, 5, 10, 10, 15, 20, 30)), year=rng.randrange(1970, 2016)
    )
    args.update(city=rng.randrange(len(CITIES)), language=rng.randrange(len(LANGUAGES)))
    args["end"] = rng.choice("...!")
    verbs = (STATES[state][0],) + (("être",) if "étais" in FRAMES[frame][0] else ())
    return Construction("back_then", args, lemmas_of(subj, verbs=verbs))


# --- knew_that: je ne savais pas, je ne connaissais personne, je croyais que ------------

# what one knew: (French verb, French object, English object); "{name}" a first name,
# "personne" only after ne
KNOWN = (
    ("savoir", "la réponse", "the answer"),
    ("savoir", "la vérité", "the truth"),
    ("savoir", "l'adresse", "the address"),
    ("savoir", "le chemin", "the way"),
    ("savoir", "quoi faire", "what to do"),
    ("savoir", "quoi dire", "what to say"),
    ("savoir", "où aller", "where to go"),
    ("savoir", "comment faire", "how to do it"),
    ("connaître", "cette ville", "this town"),
    ("connaître", "ce restaurant", "this restaurant"),
    ("connaître", "le quartier", "the area"),
    ("connaître", "{name}", "{name}"),
    ("connaître", "ce chanteur", "this singer"),
    ("connaître", "bien la ville", "the town well"),
    ("connaître", "personne", "anyone"),
)
# a clause after que, in the past: (French, English)
THAT = (
    ("tu étais malade", "you were sick"),
    ("vous étiez en vacances", "you were on holiday"),
    ("c'était fermé", "it was closed"),
    ("c'était gratuit", "it was free"),
    ("c'était si loin", "it was so far"),
    ("il pleuvait", "it was raining"),
    ("{name} habitait ici", "{name} lived here"),
    ("{name} travaillait ici", "{name} worked here"),
    ("le magasin était ouvert", "the shop was open"),
    ("le train partait à midi", "the train left at noon"),
    ("tu avais un chien", "you had a dog"),
    ("tu viendrais", "you would come"),
    ("vous seriez en retard", "you would be late"),
    ("c'était ton anniversaire", "it was your birthday"),
    ("elle avait raison", "she was right"),
    ("{name} parlait {lang}", "{name} spoke {lang}"),
)
# the verb before que: (French, English, English after did not)
_THINK = (
    ("savoir", "knew", "know"),
    ("croire", "thought", None),
    ("penser", "thought", None),
)
_FR_SUBJ = ("je", "tu", "il", "elle", "nous", "vous", "ils", "elles")
_EN_SUBJ = ("I", "you", "he", "she", "we", "you", "they", "they")


def _fr_verb(pr, verb: str, index: int) -> str:
    pe = (1, 2, 3, 3, 1, 2, 3, 3)[index]
    n = "s" if index in (0, 1, 2, 3) else "p"
    return pr.V(verb).t("i").pe(pe).n(n).realize().strip()


def _fr_head(pr, index: int, verb: str, neg: bool) -> str:
    """*je savais*, *je ne savais*, *j'étais*."""
    form = _fr_verb(pr, verb, index)
    subj = _FR_SUBJ[index]
    if neg:
        ne = "n'" if form[0] in "aeéiou" else "ne "
        return f"{subj} {ne}{form}"
    if subj == "je" and form[0] in "aeéiou":
        return "j'" + form
    return f"{subj} {form}"


@builder("knew_that")
def _knew_that(pr, lang, what, subj, which, neg, asked, name, language, end):
    fr = lang == "fr"
    if what == "known":
        verb, f_obj, e_obj = KNOWN[which]
        obj = (f_obj if fr else e_obj).replace("{name}", name)
    else:
        verb, e_past, e_base = _THINK[which[0]]
        clause = THAT[which[1]][0 if fr else 1].replace("{name}", name)
        clause = clause.replace("{lang}", LANGUAGES[language][0 if fr else 1])
        if fr:
            obj = ("qu'" if clause[0].lower() in "aeéiouy" else "que ") + clause
        else:
            obj = clause
    if fr:
        head = _fr_head(pr, subj, verb, neg)
        if neg and obj == "personne":  # je ne connaissais personne
            text = f"{head} personne"
        elif neg:
            text = f"{head} pas {obj}"
        else:
            text = f"{head} {obj}"
        return _cap(" ".join(text.split())) + ("?" if asked else end)
    who = _EN_SUBJ[subj]
    if what == "known":
        past, base = ("knew", "know")
    else:
        past, base = e_past, e_base
    if asked:
        return f"Did {who} {base} {obj}?"
    text = f"{who} did not {base} {obj}" if neg else f"{who} {past} {obj}"
    return _cap(text) + end


@register("knew_that", 0.04)
def knew_that(rng: random.Random, sampler):
    """*Je ne savais pas la réponse.* / *I did not know the answer.* (see the module)."""
    subj = rng.choices(range(8), (0.45, 0.12, 0.09, 0.09, 0.09, 0.08, 0.04, 0.04))[0]
    args = {"subj": subj, "name": draw_name(rng).name, "end": rng.choice("...!")}
    args["language"] = rng.randrange(len(LANGUAGES))
    if rng.random() < 0.5:
        which = rng.randrange(len(KNOWN))
        neg = KNOWN[which][1] == "personne" or rng.random() < 0.6
        args.update(what="known", which=which, neg=neg)
        verb = KNOWN[which][0]
    else:
        think = rng.choice((0, 0, 1, 2))
        that = rng.randrange(len(THAT))
        while THAT[that][0].split()[0] == _FR_SUBJ[subj] or (
            subj in (1, 5) and THAT[that][0].split()[0] in ("tu", "vous")
        ):
            that = rng.randrange(len(THAT))
        neg = _THINK[think][2] is not None and rng.random() < 0.5
        args.update(what="that", which=(think, that), neg=neg)
        verb = _THINK[think][0]
    asked = subj in (1, 5) and not args["neg"] and rng.random() < 0.35
    if asked and (args["what"] == "that" and args["which"][0] != 0):
        asked = False  # (tu croyais que ...? is left out)
    args["asked"] = asked
    return Construction("knew_that", args, lemmas_of(verbs=(verb,)))
