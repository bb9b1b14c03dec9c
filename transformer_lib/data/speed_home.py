"""Kinds of sentence of version 3: how fast or loud (beside the times at the end of
:mod:`.time_ends`), near home and *chez*.

- ``how_fast``: *Parle plus fort, s'il te plaît.* / *Speak louder, please.*, *Marchons
  moins vite.* / *Let's walk more slowly.*, *Tu conduis trop vite.* / *You drive too
  fast.*, *Pouvez-vous lire plus lentement?* / *Can you read more slowly?*;
- ``near_home``: *Mon école est près de chez moi.* / *My school is near my house.*, *Il y
  a une boulangerie à côté de chez Paul.* / *There is a bakery next to Paul's house.*;
- ``you_will_see``: *Tu vas voir, c'est facile.* / *You will see, it is easy.*;
- ``chez``: *Je vais chez Paul.* / *I go to Paul's place.* (as :mod:`.pronouns` says
  *chez moi*), *Elle est chez le médecin.* / *She is at the doctor's.*
"""

from __future__ import annotations

import random

from .kind_parts import (
    Construction,
    builder,
    draw_name,
    lemmas_of,
    subject_tree,
)
from .kinds_v3 import register
from .structures import NounPhrase
from .time_ends import draw_person

__all__ = ["MANNERS", "MANNER_VERBS", "CHEZ_VERBS", "CHEZ_SHOPS"]

# --- how_fast: plus fort, moins vite, plus lentement -------------------------------------

# (French, English) of the ways of doing
MANNERS = (
    ("plus fort", "louder"),
    ("moins fort", "more quietly"),
    ("trop fort", "too loudly"),
    ("plus vite", "faster"),
    ("moins vite", "more slowly"),
    ("plus lentement", "more slowly"),
    ("trop vite", "too fast"),
)
# (French verb, English verb, the manners it takes: indexes into MANNERS)
MANNER_VERBS = (
    ("parler", "speak", (0, 1, 2, 4, 5, 6)),
    ("chanter", "sing", (0, 1, 2)),
    ("lire", "read", (0, 4, 5, 6)),
    ("marcher", "walk", (3, 4, 5, 6)),
    ("conduire", "drive", (3, 4, 5, 6)),
    ("courir", "run", (3, 6)),
    ("manger", "eat", (4, 5, 6)),
    ("répondre", "answer", (3,)),
    ("travailler", "work", (3,)),
)
_POLITE = (", s'il te plaît", ", s'il vous plaît")


@builder("how_fast")
def _how_fast(pr, lang, verb: int, manner: int, form: str, subj, please: bool):
    fr_verb, en_verb, _ = MANNER_VERBS[verb]
    fr_how, en_how = MANNERS[manner]
    fr = lang == "fr"
    if form in ("tu", "vous", "nous"):  # Parle plus fort, s'il te plaît.
        if fr:
            pe, n = {"tu": (2, "s"), "vous": (2, "p"), "nous": (1, "p")}[form]
            head = pr.V(fr_verb).t("ip").pe(pe).n(n).realize().strip()
            tail = _POLITE[form == "vous"] if please else ""
            return f"{head[:1].upper()}{head[1:]} {fr_how}{tail}."
        head = f"Let's {en_verb}" if form == "nous" else en_verb.capitalize()
        return f"{head} {en_how}{', please' if please else ''}."
    if form in ("can_tu", "can_vous"):  # Tu peux parler plus fort?
        if fr:
            head = "Tu peux" if form == "can_tu" else "Pouvez-vous"
            return f"{head} {fr_verb} {fr_how}{_POLITE[form == 'can_vous'] if please else ''}?"
        return f"Can you {en_verb} {en_how}{', please' if please else ''}?"
    subject = subject_tree(pr, subj, lang)
    if fr:
        s = pr.S(subject, pr.VP(pr.V(fr_verb), pr.Q(fr_how))).t(form)
    else:
        s = pr.S(subject, pr.VP(pr.V(en_verb), pr.Q(en_how))).t(form)
    return s.realize().strip()


@register("how_fast", 0.06)
def how_fast(rng: random.Random, sampler):
    """*Parle plus fort, s'il te plaît.* / *Speak louder, please.*, *Tu conduis trop
    vite.* / *You drive too fast.*, *Marchons plus vite.* / *Let's walk faster.*"""
    verb = rng.randrange(len(MANNER_VERBS))
    manner = rng.choice(MANNER_VERBS[verb][2])
    if MANNERS[manner][0].startswith("trop"):  # Tu parles trop vite.
        form = "p"
    else:  # (plus and moins: an order, a request or a promise)
        form = rng.choice(("tu", "tu", "vous", "nous", "can_tu", "can_vous", "f"))
    subj = draw_person(rng, sampler) if form in ("p", "f") else None
    please = form not in ("nous", "p", "f") and rng.random() < 0.5
    args = {"verb": verb, "manner": manner, "form": form, "subj": subj}
    args["please"] = please
    lemmas = lemmas_of(subj if isinstance(subj, NounPhrase) else None)
    lemmas["verb"].add(MANNER_VERBS[verb][0])
    if form.startswith("can"):
        lemmas["verb"].add("pouvoir")
    return Construction("how_fast", args, lemmas)


# --- near_home: près de chez moi ------------------------------------------------------------

NEAR_PLACES = (
    "école gare parc boulangerie pharmacie banque magasin supermarché musée bibliothèque"
    " piscine restaurant marché poste cinéma stade hôpital église plage".split()
)
# whose home: (French after chez, English possessive)
HOMES = (
    ("moi", "my"),
    ("toi", "your"),
    ("nous", "our"),
    ("vous", "your"),
    ("mes parents", "my parents'"),
    ("mes grands-parents", "my grandparents'"),
)
_NEAR = (("près de", "near"), ("loin de", "far from"), ("à côté de", "next to"))


def _home_words(home, lang: str) -> str:
    if isinstance(home, int):
        return HOMES[home][lang == "en"]
    return home.name if lang == "fr" else f"{home.name}'s"


@builder("near_home")
def _near_home(pr, lang, place, home, near: int, tense: str, there: bool, mine: bool):
    fr = lang == "fr"
    noun = place.noun
    whose = _home_words(home, lang)
    if fr:
        where = f"{_NEAR[near][0]} chez {whose}"
        if there:  # Il y a une boulangerie près de chez moi.
            art = "une" if place.gender == "f" else "un"
            head = {"p": "Il y a", "i": "Il y avait"}[tense]
            return f"{head} {art} {noun.fr} {where}."
        vowel = noun.fr[0] in "aeéêiouh"
        if mine:  # mon école, ma gare
            head = f"{'mon' if vowel or place.gender == 'm' else 'ma'} {noun.fr}"
        elif vowel:
            head = f"l'{noun.fr}"
        else:
            head = f"{'la' if place.gender == 'f' else 'le'} {noun.fr}"
        be = {"p": "est", "i": "était"}[tense]
        return f"{head[:1].upper()}{head[1:]} {be} {where}."
    where = f"{_NEAR[near][1]} {whose} house"
    if there:
        art = "an" if noun.en[0] in "aeiou" else "a"
        be = {"p": "is", "i": "was"}[tense]
        return f"There {be} {art} {noun.en} {where}."
    be = {"p": "is", "i": "was"}[tense]
    return f"{'My' if mine else 'The'} {noun.en} {be} {where}."


@register("near_home", 0.05)
def near_home(rng: random.Random, sampler):
    """*Mon école est près de chez moi.* / *My school is near my house.*, *Il y a une
    boulangerie à côté de chez Paul.* / *There is a bakery next to Paul's house.*"""
    nouns = [n for n in sampler.lex.NOUNS if n.fr in NEAR_PLACES]
    noun = rng.choice(nouns)
    place = NounPhrase(noun, noun.gender, "s", ("def",))
    home = draw_name(rng) if rng.random() < 0.2 else rng.randrange(len(HOMES))
    there = rng.random() < 0.35
    mine = not there and noun.fr == "école" and rng.random() < 0.6
    args = {"place": place, "home": home, "near": rng.choice((0, 0, 0, 1, 2))}
    args.update(tense=rng.choice(("p", "p", "p", "i")), there=there, mine=mine)
    lemmas = lemmas_of(place)
    lemmas["verb"].add("avoir" if there else "être")
    return Construction("near_home", args, lemmas)


# --- you_will_see: Tu vas voir, c'est facile. -------------------------------------------------

# (French, English) after "tu vas voir," / "you will see,"
YOU_WILL_SEE = (
    ("c'est facile", "it is easy"),
    ("ce n'est pas difficile", "it is not difficult"),
    ("c'est très simple", "it is very simple"),
    ("c'est délicieux", "it is delicious"),
    ("c'est très beau", "it is very beautiful"),
    ("ce n'est pas cher", "it is not expensive"),
    ("ce n'est pas loin", "it is not far"),
    ("ça va aller", "it will be all right"),
    ("tout va bien se passer", "everything will be fine"),
)
_SEE_HEADS = ("Tu vas voir", "Vous allez voir", "Tu verras", "Vous verrez")


@builder("you_will_see")
def _you_will_see(pr, lang, head: int, what: int):
    if lang == "fr":
        return f"{_SEE_HEADS[head]}, {YOU_WILL_SEE[what][0]}."
    return f"You will see, {YOU_WILL_SEE[what][1]}."


@register("you_will_see", 0.03)
def you_will_see(rng: random.Random, sampler):
    """*Tu vas voir, c'est facile.* / *You will see, it is easy.* (*tu verras*, *vous
    allez voir*: the same English)."""
    args = {
        "head": rng.choice((0, 0, 1, 1, 2, 3)),
        "what": rng.randrange(len(YOU_WILL_SEE)),
    }
    return Construction("you_will_see", args, lemmas_of(verbs=("voir",)))


# --- chez: chez Paul, chez le médecin -------------------------------------------------------

# (French verb, English verb, a verb of going: to ..., else at ...)
CHEZ_VERBS = (
    ("aller", "go", True),
    ("venir", "come", True),
    ("dormir", "sleep", False),
    ("manger", "eat", False),
    ("rester", "stay", False),
    ("être", "be", False),
)
# the shops one says with chez: (French, English), to go to or be at only
CHEZ_SHOPS = (
    ("le médecin", "the doctor's"),
    ("le dentiste", "the dentist's"),
    ("le coiffeur", "the hairdresser's"),
    ("le boulanger", "the baker's"),
)


@builder("chez")
def _chez(pr, lang, subj, verb: int, host, tense: str, neg: bool):
    from .aspect import ongoing

    fr_verb, en_verb, going = CHEZ_VERBS[verb]
    fr = lang == "fr"
    subject = subject_tree(pr, subj, lang)
    if isinstance(host, int):
        fr_host, en_host = CHEZ_SHOPS[host]
        where = f"chez {fr_host}" if fr else f"{'to' if going else 'at'} {en_host}"
    else:
        place = f"{'to' if going else 'at'} {host.name}'s place"
        where = f"chez {host.name}" if fr else place
    if fr:
        s = pr.S(subject, pr.VP(pr.V(fr_verb), pr.Q(where))).t(tense)
    else:
        s = pr.S(subject, pr.VP(pr.V(en_verb), pr.Q(where)))
        s = s.t({"p": "p", "pc": "ps", "f": "f"}[tense])
        if tense == "p" and ongoing(fr_verb):
            s = s.typ({"prog": True})  # Emma dort chez Paul. / Emma is sleeping ...
    return (s.typ({"neg": True}) if neg else s).realize().strip()


@register("chez", 0.05)
def chez(rng: random.Random, sampler):
    """*Je vais chez Paul.* / *I go to Paul's place.*, *Elle est chez le médecin.* / *She
    is at the doctor's.*"""
    subj = draw_person(rng, sampler)
    if rng.random() < 0.3:
        verb = rng.choice((0, 5))  # aller, être
        host = rng.randrange(len(CHEZ_SHOPS))
    else:
        verb = rng.randrange(len(CHEZ_VERBS))
        host = draw_name(rng)
        while getattr(subj, "name", None) == host.name:
            host = draw_name(rng)
    tense = rng.choice(("p", "p", "pc", "f"))
    if CHEZ_VERBS[verb][0] == "être" and tense == "pc":
        tense = "p"  # (not "j'ai été chez Paul", which says "I went")
    args = {"subj": subj, "verb": verb, "host": host, "tense": tense}
    args["neg"] = rng.random() < 0.15
    lemmas = lemmas_of(subj if isinstance(subj, NounPhrase) else None)
    lemmas["verb"].add(CHEZ_VERBS[verb][0])
    return Construction("chez", args, lemmas)
