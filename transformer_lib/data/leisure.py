"""Kinds of sentence of version 3: sports, colours, homework, exams and TV.

- ``sport``: *jouer au tennis* / *play tennis*, *faire du judo* / *do judo* (every sport
  of the lexicon, and *le foot*, the word a beginner says for *football*), in the
  present, the passé composé and the future, after *aimer* (*like playing*) and *aller*
  (*is going to play*), with a time (*le samedi* / *on Saturdays*, *le week-end* / *at
  the weekend*);
- ``colour``: *De quelle couleur est la voiture?* / *What colour is the car?* and its
  answer, *La voiture est rouge.* / *The car is red.*;
- ``homework``: *faire, finir, oublier ses devoirs* / *do, finish, forget one's
  homework* (French plural, English mass noun), with the possessive of the subject;
- ``exam``: *réussir* / *pass* and *rater* / *fail* an exam (*J'ai raté mon examen de
  maths.* / *I failed my maths exam.*, *Elle a réussi son permis.* / *She passed her
  driving test.*);
- ``on_tv``: *à la télé* / *on TV* (*Il y a un bon film à la télé ce soir.* / *There is a
  good film on TV tonight.*, *Mon oncle est passé à la télé!* / *My uncle was on TV!*),
  and *à la radio* / *on the radio*.
"""

from __future__ import annotations

import random

from .describe import SUBJECTS
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

__all__ = ["sports", "exam", "on_tv"]


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


# --- Exams -------------------------------------------------------------------------------

# réussir / rater an exam is pass / fail it (rater of other things is "miss")
_EXAM_VERBS = (("réussir", "pass"), ("rater", "fail"))
_FR_ONE = ("mon", "ton", "son", "son", "notre", "votre", "leur", "leur")
# what one passes: the exam, the driving test, or an exam of a school subject (French
# after "examen", English before "exam")
_EXAM_SUBJECTS = tuple((f"de {fr}", en) for fr, _, en in SUBJECTS)
_EXAMS = (("examen", "exam"), ("permis", "driving test")) + tuple(
    ("examen " + fr.replace("de a", "d'a").replace("de h", "d'h"), f"{en} exam")
    for fr, en in _EXAM_SUBJECTS
)


def _owner_one(subj) -> tuple[str, str]:
    """The French (one masculine thing) and English possessives of the subject."""
    fr, en = _owners(subj)
    if isinstance(subj, Pronoun):
        return _FR_ONE[subj.index], en
    return ("leur" if fr == "leurs" else "son"), en


@builder("exam")
def _exam(pr, lang, subj, verb: int, what: int, tense: str, neg: bool, asked: int):
    """``tense`` "pc", "f" or "going" (*va réussir* / *is going to pass*); ``asked`` 1
    (*est-ce que*) or 2 (by intonation: the same English), in the passé composé."""
    fr = lang == "fr"
    fr_owner, en_owner = _owner_one(subj)
    thing = _EXAMS[what][0 if fr else 1]
    obj = pr.Q(f"{fr_owner} {thing}" if fr else f"{en_owner} {thing}")
    verb_word = _EXAM_VERBS[verb][0 if fr else 1]
    subject = subject_tree(pr, subj, lang)
    if tense == "going":
        go = pr.V("aller" if fr else "go")
        inner = pr.VP(pr.V(verb_word).t("b" if fr else "b-to"), obj)
        s = pr.S(subject, pr.VP(go, inner)).t("p")
        types = {} if fr else {"prog": True}
    else:
        s = pr.S(subject, pr.VP(pr.V(verb_word), obj))
        s = s.t(tense if fr else _EN_T[tense])
        types = {}
    if neg:
        types["neg"] = True
    if asked and not fr:
        types["int"] = "yon"
    if asked == 1 and fr:
        s = pr.S(pr.Q("est-ce"), pr.C("que"), s)
    if asked and fr:  # (pyrealb ends an English question itself)
        s = s.a("?")
    return (s.typ(types) if types else s).realize()


@register("exam", 0.04)
def exam(rng: random.Random, sampler):
    """*J'ai réussi mon examen de maths.* / *I passed my maths exam.*, *Il a raté son
    permis.* / *He failed his driving test.*, *Tu vas réussir ton examen.* / *You are
    going to pass your exam.*, *Est-ce qu'elle a réussi son examen?* / *Did she pass her
    exam?*"""
    subj = draw_subject(rng, sampler, pronoun=0.55, name=0.3)
    if isinstance(subj, NounPhrase):
        subj = _plain(subj)
    tense = rng.choice(("pc", "pc", "pc", "f", "going"))
    asked = rng.choice((1, 2)) if tense == "pc" and rng.random() < 0.25 else 0
    neg = not asked and rng.random() < 0.2
    verb = rng.randrange(len(_EXAM_VERBS))
    what = 0 if rng.random() < 0.4 else rng.randrange(len(_EXAMS))
    args = {"subj": subj, "verb": verb, "what": what, "tense": tense}
    args.update(neg=neg, asked=asked)
    lemmas = lemmas_of(subj if isinstance(subj, NounPhrase) else None)
    lemmas["verb"].add(_EXAM_VERBS[verb][0])
    lemmas["noun"].add(_EXAMS[what][0].split()[0])
    return Construction("exam", args, lemmas)


# --- On TV -------------------------------------------------------------------------------

# à la télé is "on TV", à la radio "on the radio": (French, English)
_MEDIA = (("à la télé", "on TV"), ("à la télévision", "on television"))
_RADIO = ("à la radio", "on the radio")
# what is on: (French, English) with their indefinite article
_SHOWS = (
    ("un film", "a film"),
    ("un bon film", "a good film"),
    ("un match de foot", "a football match"),
    ("un match de tennis", "a tennis match"),
    ("un documentaire", "a documentary"),
    ("un dessin animé", "a cartoon"),
    ("une nouvelle série", "a new series"),
    ("un concert", "a concert"),
    ("une émission de cuisine", "a cookery programme"),
)
# what one sees or hears: (French, English, where: "tv", "radio" or "both")
_SEEN = (
    ("ce film", "this film", "tv"),
    ("le match", "the match", "tv"),
    ("cette actrice", "this actress", "tv"),
    ("ce chanteur", "this singer", "both"),
    ("cette chanson", "this song", "radio"),
    ("la nouvelle", "the news", "both"),
    ("le concert", "the concert", "both"),
)
# when: (French, English, tenses)
_TV_WHEN = (
    (None, None, ("p", "f", "pc")),
    ("ce soir", "tonight", ("p", "f")),
    ("demain soir", "tomorrow evening", ("f",)),
    ("samedi", "on Saturday", ("p", "f", "pc")),
    ("hier soir", "last night", ("pc",)),
)


def _tv_time(when: int, lang: str) -> str:
    word = _TV_WHEN[when][0 if lang == "fr" else 1]
    return f" {word}" if word else ""


@builder("on_tv")
def _on_tv(pr, lang, how: str, subj, item: int, medium: int, tense: str, when: int):
    """``how``: "there" (*Il y a un film à la télé ce soir.* / *There is a film on TV
    tonight.*), "what" (*Qu'est-ce qu'il y a à la télé ce soir?* / *What is on TV
    tonight?*), "seen" (*J'ai vu ce film à la télé.* / *I saw this film on TV.*), "was"
    (*Mon oncle est passé à la télé.* / *My uncle was on TV.*)."""
    fr = lang == "fr"
    i = 0 if fr else 1
    place = (_RADIO if medium < 0 else _MEDIA[medium])[i]
    time = _tv_time(when, lang)
    if how == "there":
        be = {"p": ("Il y a", "There is"), "f": ("Il y aura", "There will be")}
        be["pc"] = ("Il y avait", "There was")
        return f"{be[tense][i]} {_SHOWS[item][i]} {place}{time}."
    if how == "what":
        if fr:
            head = {"p": "Qu'est-ce qu'il y a", "f": "Qu'est-ce qu'il y aura"}[tense]
            return f"{head} {place}{time}?"
        return f"What {'is' if tense == 'p' else 'will be'} {place}{time}?"
    subject = subject_tree(pr, subj, lang)
    if how == "seen":
        thing = _SEEN[item][i]
        verb = (
            ("entendre" if fr else "hear") if medium < 0 else ("voir" if fr else "see")
        )
        vp = pr.VP(pr.V(verb), pr.Q(thing), pr.Q(place + time))
        return pr.S(subject, vp).t("pc" if fr else "ps").realize()
    if fr:  # passer à la télé: être in the passé composé
        vp = pr.VP(pr.V("passer").aux("êt"), pr.Q(place + time))
        return pr.S(subject, vp).t(tense).realize()
    vp = pr.VP(pr.V("be"), pr.Q(place + time))
    return pr.S(subject, vp).t(_EN_T[tense]).realize()


@register("on_tv", 0.04)
def on_tv(rng: random.Random, sampler):
    """What is on TV and who was on it (see :func:`_on_tv`)."""
    how = rng.choice(("there", "there", "what", "seen", "seen", "was"))
    subj, item, medium = None, 0, rng.choice((0, 0, 0, 1))
    lemmas = lemmas_of(verbs=("avoir",))
    if how in ("there", "what"):
        tense = rng.choice(("p", "p", "f") if how == "what" else ("p", "p", "f", "pc"))
        item = rng.randrange(len(_SHOWS))
    else:
        subj = draw_subject(rng, sampler, pronoun=0.45, name=0.3)
        if isinstance(subj, NounPhrase):
            subj = _plain(subj)
        lemmas = lemmas_of(subj if isinstance(subj, NounPhrase) else None)
        if how == "seen":
            tense = "pc"
            item = rng.randrange(len(_SEEN))
            where = _SEEN[item][2]
            if where == "radio" or (where == "both" and rng.random() < 0.5):
                medium = -1
            lemmas["verb"].add("voir" if medium >= 0 else "entendre")
        else:
            tense = rng.choice(("pc", "pc", "f"))
            lemmas["verb"].add("passer")
    when = rng.choice([j for j, w in enumerate(_TV_WHEN) if tense in w[2]])
    lemmas["noun"].add("radio" if medium < 0 else ("télé", "télévision")[medium])
    args = {"how": how, "subj": subj, "item": item, "medium": medium, "tense": tense}
    return Construction("on_tv", args | {"when": when}, lemmas)
