"""Kinds of sentence of version 3: sports, colours and homework.

- ``sport``: *jouer au tennis* / *play tennis*, *faire du judo* / *do judo* (every sport
  of the lexicon, and *le foot*, the word a beginner says for *football*), in the
  present, the passé composé and the future, after *aimer* (*like playing*) and *aller*
  (*is going to play*), with a time (*le samedi* / *on Saturdays*, *le week-end* / *at
  the weekend*);
- ``colour``: *De quelle couleur est la voiture?* / *What colour is the car?* and its
  answer, *La voiture est rouge.* / *The car is red.*;
- ``homework``: *faire, finir, oublier ses devoirs* / *do, finish, forget one's
  homework* (French plural, English mass noun), with the possessive of the subject.
"""

from __future__ import annotations

import random

from .everyday_words import _EN_T, _cap, _np, _plain, _words
from .kind_parts import (
    Construction,
    builder,
    draw_subject,
    lemmas_of,
    person_number,
    subject_tree,
)
from .kinds_v3 import register
from .lexicon_more2 import PAIRS
from .structures import NounPhrase, Pronoun

__all__ = ["sports"]


# --- Sports ------------------------------------------------------------------------------

# besides the sports of the lexicon: the word a beginner says for football
_MORE_SPORTS = (("foot", "m", "play", "football"),)
# (French time, English, tenses)
_SPORT_WHEN = (
    (None, None, ("p", "pc", "f", "like", "going")),
    ("le samedi", "on Saturdays", ("p", "like")),
    ("le week-end", "at the weekend", ("p", "like")),
    ("tous les jours", "every day", ("p",)),
    ("hier", "yesterday", ("pc",)),
    ("demain", "tomorrow", ("f", "going")),
    ("ce soir", "this evening", ("f", "going")),
)


def sports(lex) -> list[tuple[str, str, str, str]]:
    """(French, gender, "play" or "do", English) of every sport that one plays or does."""
    out = [
        (n.fr, n.gender, "play" if "play" in n.tags else "do", n.en)
        for n in lex.NOUNS
        if "sport" in n.tags and n.tags & {"play", "do"} and n.fr != "équitation"
    ]  # (faire de l'équitation: English goes riding)
    return out + list(_MORE_SPORTS)


def _fr_sport(pr, sport, neg: bool):
    fr, gender, how, _ = sport
    if how == "play":  # jouer au tennis, ne pas jouer au tennis
        return pr.V("jouer"), pr.PP(pr.P("à"), pr.NP(pr.D("le"), pr.N(fr).g(gender)))
    if neg:  # ne pas faire de judo
        return pr.V("faire"), pr.NP(pr.D("de"), pr.N(fr).g(gender))
    return pr.V("faire"), pr.PP(pr.P("de"), pr.NP(pr.D("le"), pr.N(fr).g(gender)))


@builder("sport")
def _sport(pr, lang, subj, sport: tuple, tense: str, when: int, neg: bool):
    time = _SPORT_WHEN[when][0 if lang == "fr" else 1]
    extra = [pr.Q(time)] if time else []
    subject = subject_tree(pr, subj, lang)
    if lang == "fr":
        verb, obj = _fr_sport(pr, sport, neg)
        if tense in ("like", "going"):
            head = pr.V("aimer" if tense == "like" else "aller")
            vp = pr.VP(head, pr.VP(verb.t("b"), obj), *extra)
            s = pr.S(subject, vp).t("p")
        else:
            s = pr.S(subject, pr.VP(verb, obj), *extra).t(tense)
        return (s.typ({"neg": True}) if neg else s).realize()
    verb = pr.V(sport[2])
    what = pr.Q(sport[3])
    if neg and sport[2] == "do" and tense in _EN_T:  # (pyrealb: "you do not sport")
        aux = {"p": "does" if person_number(subj) == (3, "s") else "do"}
        aux.update(pc="did", f="will")
        tail = "".join(f" {w}" for w in (time,) if w)
        return _cap(f"{_words(pr, subject)} {aux[tense]} not do {sport[3]}{tail}.")
    if tense == "like":
        vp = pr.VP(pr.V("like"), pr.VP(verb.t("pr"), what), *extra)
        s = pr.S(subject, vp).t("p")
    elif tense == "going":
        vp = pr.VP(pr.V("go"), pr.VP(verb.t("b-to"), what), *extra)
        s = pr.S(subject, vp).t("p").typ({"prog": True})
    else:
        s = pr.S(subject, pr.VP(verb, what), *extra).t(_EN_T[tense])
    if neg:
        s = s.typ({"neg": True, **({"prog": True} if tense == "going" else {})})
    return s.realize()


@register("sport", 0.12)
def sport(rng: random.Random, sampler):
    """*Je joue au tennis le samedi.* / *I play tennis on Saturdays.*, *Elle fait du judo.*
    / *She does judo.*, *Ils aiment jouer au foot.* / *They like playing football.*,
    *On va jouer au foot.* / *We are going to play football.*"""
    subj = draw_subject(rng, sampler, pronoun=0.5, name=0.3)
    if isinstance(subj, NounPhrase):
        subj = _plain(subj)
    choice = rng.choice(sports(sampler.lex))
    tense = rng.choice(("p", "p", "pc", "f", "like", "going"))
    when = rng.choice([i for i, w in enumerate(_SPORT_WHEN) if tense in w[2]])
    neg = rng.random() < 0.15
    args = {"subj": subj, "sport": choice, "tense": tense, "when": when, "neg": neg}
    verbs = ("jouer" if choice[2] == "play" else "faire",)
    lemmas = lemmas_of(subj if isinstance(subj, NounPhrase) else None, verbs=verbs)
    lemmas["noun"].add(choice[0])
    return Construction("sport", args, lemmas)


# --- De quelle couleur ...? --------------------------------------------------------------

_COLOURED = frozenset("object clothes vehicle furniture animal flower fruit".split())
_COLOURS = "rouge bleu vert jaune noir blanc gris marron rose orange violet".split()


@builder("colour")
def _colour(pr, lang, np: NounPhrase, adj, asked: bool):
    what = _words(pr, _np(pr, np, lang))
    # (the trousers: English in the plural only, lexicon_more2.PAIRS)
    plural = np.number == "p" or (lang == "en" and np.noun.en in PAIRS)
    if asked:
        if lang == "fr":
            return f"De quelle couleur {'sont' if plural else 'est'} {what}?"
        return f"What colour {'are' if plural else 'is'} {what}?"
    word = pr.A(adj.fr if lang == "fr" else adj.en)
    be = pr.V("être" if lang == "fr" else "be")
    s = pr.S(_np(pr, np, lang), pr.VP(be, word))
    return s.realize()


@register("colour", 0.08)
def colour(rng: random.Random, sampler):
    """*De quelle couleur est la voiture?* / *What colour is the car?*, and its answer
    *La voiture est rouge.* / *The car is red.*"""
    np = _plain(sampler.noun_phrase(_COLOURED, "subj"))
    np.post = None
    if np.det[0] not in ("def", "poss", "dem"):
        np.det = ("def",)
    adjs = [
        a for a in sampler.lex.ADJECTIVES if a.fr in _COLOURS and a.tags & np.noun.tags
    ] or [a for a in sampler.lex.ADJECTIVES if a.fr in ("rouge", "noir")]
    adj = rng.choice(adjs)
    asked = rng.random() < 0.5
    lemmas = lemmas_of(np, adjs=() if asked else (adj.fr,))
    return Construction("colour", {"np": np, "adj": adj, "asked": asked}, lemmas)


# --- Homework ----------------------------------------------------------------------------

_HOMEWORK = (("faire", "do"), ("finir", "finish"), ("oublier", "forget"))
_FR_OWNER = ("mes", "tes", "ses", "ses", "nos", "vos", "leurs", "leurs")
_EN_OWNER = ("my", "your", "his", "her", "our", "your", "their", "their")


def _owners(subj) -> tuple[str, str]:
    """The French (plural) and English possessives of the subject: *ses* / *her*."""
    if isinstance(subj, Pronoun):
        return _FR_OWNER[subj.index], _EN_OWNER[subj.index]
    plural = person_number(subj)[1] == "p"
    if plural:
        return "leurs", "their"
    return "ses", "her" if subj.gender == "f" else "his"


@builder("homework")
def _homework(pr, lang, subj, verb: int, tense: str, neg: bool):
    fr_verb, en_verb = _HOMEWORK[verb]
    fr_owner, en_owner = _owners(subj)
    subject = subject_tree(pr, subj, lang)
    if lang == "fr":
        obj = pr.Q(f"{fr_owner} devoirs")
        if tense == "going":
            s = pr.S(subject, pr.VP(pr.V("aller"), pr.VP(pr.V(fr_verb).t("b"), obj)))
        else:
            s = pr.S(subject, pr.VP(pr.V(fr_verb), obj)).t(tense)
        return (s.typ({"neg": True}) if neg else s).realize()
    obj = pr.Q(f"{en_owner} homework")
    if (
        en_verb == "do" and neg and tense != "going"
    ):  # (pyrealb: "I do not my homework")
        aux = {"p": "does" if person_number(subj) == (3, "s") else "do"}
        aux.update(pc="did", f="will")
        head = _words(pr, subject)
        return _cap(f"{head} {aux[tense]} not do {en_owner} homework.")
    if tense == "going":
        vp = pr.VP(pr.V("go"), pr.VP(pr.V(en_verb).t("b-to"), obj))
        types = {"prog": True, **({"neg": True} if neg else {})}
        return pr.S(subject, vp).t("p").typ(types).realize()
    s = pr.S(subject, pr.VP(pr.V(en_verb), obj)).t(_EN_T[tense])
    return (s.typ({"neg": True}) if neg else s).realize()


@register("homework", 0.06)
def homework(rng: random.Random, sampler):
    """*Il fait ses devoirs.* / *He does his homework.*, *J'ai oublié mes devoirs.* / *I
    forgot my homework.*"""
    subj = draw_subject(rng, sampler, pronoun=0.6, name=0.25)
    if isinstance(subj, NounPhrase):
        subj = _plain(subj)
    verb = rng.randrange(len(_HOMEWORK))
    tense = rng.choice(("p", "pc", "pc", "f", "going"))
    args = {"subj": subj, "verb": verb, "tense": tense, "neg": rng.random() < 0.15}
    lemmas = lemmas_of(subj if isinstance(subj, NounPhrase) else None)
    lemmas["verb"].add(_HOMEWORK[verb][0])
    lemmas["noun"].add("devoir")
    return Construction("homework", args, lemmas)
