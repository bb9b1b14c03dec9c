"""Kinds of sentence of version 3: verbs of home and daily life that English says with
other words than French, each in several tenses and persons.

- ``retired``: *être à la retraite* is *be retired*, *prendre sa retraite* *retire*: *Mes
  parents sont à la retraite.* / *My parents are retired.*;
- ``for_a_living``: *Que fait ton mari dans la vie?* / *What does your husband do for a
  living?*;
- ``watch_screen``: *regarder* a screen, a film or a match is *watch*: *Marc ne regarde
  jamais la télévision.* / *Marc never watches television.*;
- ``make_dish``: *préparer* a dish or a meal is *make*: *Ma grand-mère prépare une tarte
  aux fraises.* / *My grandmother is making a strawberry tart.*;
- ``come_home``: *rentrer* is *come home*: *Ils ne sont pas encore rentrés.* / *They have
  not come home yet.*;
- ``touch_it``: *toucher à* is *touch*: *Ne touche pas au four!* / *Don't touch the
  oven!*
"""

from __future__ import annotations

import random

from .kind_parts import (
    Construction,
    builder,
    draw_name,
    lemmas_of,
    person_number,
    subject_tree,
)
from .kinds_v3 import register
from .structures import NounPhrase, Pronoun
from .time_ends import draw_person
from .travel_idioms import clause

__all__ = ["DISHES", "SCREENS", "TOUCHED", "LEMMA"]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


# the lemma of a noun written in the plural or in two words (of its words: the last one)
LEMMA = {"informations": "information", "dessins": "dessin"}
LEMMA |= {
    "crêpes": "crêpe",
    "sandwichs": "sandwich",
    "tableaux": "tableau",
    "fils": "fil",
}
LEMMA |= {"affaires": "affaire", "montagnes": "montagne", "Eiffel": "tour"}


def _np_lemmas(subj) -> dict:
    return lemmas_of(subj if isinstance(subj, NounPhrase) else None)


def _people(rng, sampler):
    """The subject of a kind: a pronoun, a name or one of the family with a possessive."""
    return draw_person(rng, sampler)


# --- retired: être à la retraite -------------------------------------------------------------

_RETIRED = (
    ("", "", "p i f"),
    (" depuis deux ans", "", "p"),
    (" depuis longtemps", "", "p"),
    (" depuis l'année dernière", "", "p"),
)


@builder("retired")
def _retired(pr, lang, subj, how: str, tense, neg, asked, since: int):
    fr = lang == "fr"
    if how == "take":  # Mon père prendra sa retraite l'année prochaine.
        if fr:
            pe, n = person_number(subj)
            poss = {(1, "s"): "ma", (2, "s"): "ta", (1, "p"): "notre"}
            poss |= {(2, "p"): "votre", (3, "p"): "leur"}
            rest = f"{poss.get((pe, n), 'sa')} retraite l'année prochaine"
            return clause(pr, lang, subj, "prendre", rest, tense, neg, asked)
        return clause(pr, lang, subj, "retire", "next year", tense, neg, asked)
    if since:  # Ma mère est à la retraite depuis deux ans.
        if fr:
            rest = "à la retraite" + _RETIRED[since][0]
            return clause(pr, lang, subj, "être", rest, "p", neg, asked)
        rest = {1: "retired for two years", 2: "retired for a long time"}
        rest[3] = "retired since last year"
        return clause(pr, lang, subj, "be", rest[since], "p", neg, asked, perf=True)
    yet = how == "yet"  # Il n'est pas encore à la retraite.
    if fr:
        rest = "encore à la retraite" if yet else "à la retraite"
        return clause(pr, lang, subj, "être", rest, tense, neg or yet, asked)
    rest = "retired yet" if yet else "retired"
    return clause(pr, lang, subj, "be", rest, tense, neg or yet, asked)


@register("retired", 0.02)
def retired(rng: random.Random, sampler):
    """*Mes parents sont à la retraite.* / *My parents are retired.*, *Mon père prendra
    sa retraite l'année prochaine.* / *My father will retire next year.*"""
    subj = _people(rng, sampler)
    how = rng.choice(("be", "be", "be", "yet", "take"))
    tense = {"be": rng.choice("ppif"), "yet": "p", "take": rng.choice(("f", "aller"))}[
        how
    ]
    since = rng.choice((0, 0, 1, 2, 3)) if how == "be" and tense == "p" else 0
    asked = how != "yet" and rng.random() < 0.15 and person_number(subj) != (1, "s")
    neg = how == "be" and not asked and not since and rng.random() < 0.15
    args = {"subj": subj, "how": how, "tense": tense, "neg": neg, "asked": asked}
    args["since"] = since
    lemmas = _np_lemmas(subj)
    lemmas["noun"].add("retraite")
    lemmas["verb"].add("prendre" if how == "take" else "être")
    return Construction("retired", args, lemmas)


# --- for_a_living: que fait X dans la vie? ----------------------------------------------------


@builder("for_a_living")
def _for_a_living(pr, lang, subj, form: int, tense: str):
    fr = lang == "fr"
    if fr:
        if form == 0 and isinstance(subj, Pronoun):  # Que fais-tu dans la vie?
            v = pr.V("faire").t(tense).pe(person_number(subj)[0])
            v = v.n(person_number(subj)[1]).realize().strip()
            who = subject_tree(pr, subj, lang).realize().strip()
            return f"Que {v}-{who} dans la vie?"
        if form == 0:  # Que fait ton mari dans la vie?
            who = subject_tree(pr, subj, lang).realize().strip()
            pe, n = person_number(subj)
            v = pr.V("faire").t(tense).pe(pe).n(n).realize().strip()
            return f"Que {v} {who} dans la vie?"
        who = subject_tree(pr, subj, lang).realize().strip()
        pe, n = person_number(subj)
        v = pr.V("faire").t(tense).pe(pe).n(n).realize().strip()
        que = "qu'" if who[0] in "aeiouéèêAEIOUÉÈÊ" else "que "
        return f"Qu'est-ce {que}{who} {v} dans la vie?"
    who = subject_tree(pr, subj, lang).realize().strip()
    if tense == "i":
        return f"What did {who} do for a living?"
    does = "does" if person_number(subj) == (3, "s") else "do"
    return f"What {does} {who} do for a living?"


@register("for_a_living", 0.02)
def for_a_living(rng: random.Random, sampler):
    """*Que fait ton mari dans la vie?* / *What does your husband do for a living?*,
    *Qu'est-ce que tu fais dans la vie?* / *What do you do for a living?*"""
    x = rng.random()
    if x < 0.45:
        subj = Pronoun(rng.choice((1, 5, 1, 5, 2, 3)), rng.choice("mf"))
    elif x < 0.6:
        subj = draw_name(rng)
    else:
        subj = draw_person(rng, sampler)
        if isinstance(subj, Pronoun) and subj.index in (0, 4):  # (not je, nous)
            subj = Pronoun(1, subj.gender)
    if isinstance(subj, Pronoun) and subj.index == 2:
        subj = Pronoun(2, "m")
    tense = "i" if rng.random() < 0.2 else "p"
    form = rng.randrange(2)
    args = {"subj": subj, "form": form, "tense": tense}
    lemmas = _np_lemmas(subj)
    lemmas["verb"].add("faire")
    lemmas["noun"].add("vie")
    return Construction("for_a_living", args, lemmas)


# --- watch_screen: regarder la télévision ------------------------------------------------------

# (French, English) what one watches
SCREENS = (
    ("la télévision", "television"),
    ("la télé", "TV"),
    ("un film", "a film"),
    ("le match", "the match"),
    ("les informations", "the news"),
    ("une série", "a series"),
    ("des dessins animés", "cartoons"),
    ("le journal télévisé", "the news"),
    ("le football à la télé", "football on TV"),
)
# (French, English, the tenses it goes with)
_WATCH_WHEN = (
    ("", "", "p pc f i"),
    (" le soir", " in the evening", "p i"),
    (" tous les soirs", " every evening", "p i"),
    (" le dimanche", " on Sundays", "p i"),
    (" hier soir", " last night", "pc"),
    (" ce soir", " this evening", "f"),
)


@builder("watch_screen")
def _watch_screen(pr, lang, subj, what: int, when: int, tense, neg, asked):
    fr = lang == "fr"
    rest = SCREENS[what][not fr] + _WATCH_WHEN[when][not fr]
    if fr:
        return clause(pr, lang, subj, "regarder", rest, tense, neg, asked)
    if tense == "i" and not neg and not asked:  # (a habit: used to watch)
        return clause(pr, lang, subj, "use", f"to watch {rest}", "pc")
    return clause(pr, lang, subj, "watch", rest, tense, neg, asked)


@register("watch_screen", 0.025)
def watch_screen(rng: random.Random, sampler):
    """*Marc ne regarde jamais la télévision.* / *Marc never watches television.*, *Nous
    regardions un film le soir.* / *We used to watch a film in the evening.*"""
    subj = _people(rng, sampler)
    what = rng.randrange(len(SCREENS))
    tense = rng.choice(("p", "p", "pc", "f", "i"))
    whens = [i for i, w in enumerate(_WATCH_WHEN) if tense in w[2].split()]
    when = rng.choice(whens)
    if tense == "i" and when == 0:
        when = rng.choice((1, 2, 3))  # (the imparfait of a habit)
    asked = rng.random() < 0.12 and person_number(subj) != (1, "s")
    neg = False  # (not with un, une, des: pas de série)
    if not asked and SCREENS[what][0][:2] in ("la", "le") and rng.random() < 0.35:
        never = (
            tense == "p" and when != 2 and rng.random() < 0.6
        )  # (not tous les soirs)
        neg = "jamais" if never else True
    args = {"subj": subj, "what": what, "when": when, "tense": tense}
    args.update(neg=neg, asked=asked)
    lemmas = _np_lemmas(subj)
    lemmas["verb"].add("regarder")
    word = SCREENS[what][0].split()[1]
    lemmas["noun"].add(LEMMA.get(word, word))
    return Construction("watch_screen", args, lemmas)


# --- make_dish: préparer un gâteau -------------------------------------------------------------

# (French, English) what one makes
DISHES = (
    ("un gâteau", "a cake"),
    ("un gâteau au chocolat", "a chocolate cake"),
    ("une tarte aux fraises", "a strawberry tart"),
    ("une tarte aux pommes", "an apple tart"),
    ("une tarte aux poires", "a pear tart"),
    ("le dîner", "dinner"),
    ("le déjeuner", "lunch"),
    ("le petit-déjeuner", "breakfast"),  # (pyrealb's lemma)
    ("une soupe", "a soup"),
    ("une salade", "a salad"),
    ("des crêpes", "pancakes"),
    ("une omelette", "an omelette"),
    ("du café", "coffee"),
    ("des sandwichs", "sandwiches"),
)
_FOR_WHOM = (
    ("", ""),
    (" pour les enfants", " for the children"),
    (" pour ce soir", " for this evening"),
    (" pour nos invités", " for our guests"),
    (
        " pour l'anniversaire {}",
        " for {}'s birthday",
    ),  # (a first name: de Paul, d'Anne)
)
_MAKE_EVERY = (
    (" tous les dimanches", " every Sunday"),
    (" le matin", " in the morning"),
)


@builder("make_dish")
def _make_dish(
    pr, lang, subj, dish: int, whom: int, every, tense, neg, asked, name=None
):
    fr = lang == "fr"
    who = getattr(name, "name", "")
    if fr and who:
        who = f"d'{who}" if who[0] in "AEIOUÉÈH" else f"de {who}"
    rest = DISHES[dish][not fr] + _FOR_WHOM[whom][not fr].format(who)
    if every is not None:
        rest += _MAKE_EVERY[every][not fr]
    if fr:
        return clause(pr, lang, subj, "préparer", rest, tense, neg, asked)
    # (a French present that is no habit: the English progressive)
    prog = tense == "p" and every is None
    return clause(pr, lang, subj, "make", rest, tense, neg, asked, prog=prog)


@register("make_dish", 0.025)
def make_dish(rng: random.Random, sampler):
    """*Ma grand-mère prépare une tarte aux fraises.* / *My grandmother is making a
    strawberry tart.*, *J'ai préparé le dîner.* / *I made dinner.*"""
    subj = _people(rng, sampler)
    dish = rng.randrange(len(DISHES))
    tense = rng.choice(("p", "p", "pc", "f", "aller"))
    every = rng.randrange(2) if tense == "p" and rng.random() < 0.25 else None
    whom = rng.choice((0, 0, 0, 1, 2, 3, 4)) if every is None else 0
    asked = rng.random() < 0.12 and person_number(subj) != (1, "s")
    definite = DISHES[dish][0][:2] == "le"  # (not with un, une: pas de tarte)
    neg = not asked and every is None and definite and rng.random() < 0.3
    args = {"subj": subj, "dish": dish, "whom": whom, "every": every, "tense": tense}
    args.update(neg=neg, asked=asked, name=draw_name(rng) if whom == 4 else None)
    lemmas = _np_lemmas(subj)
    lemmas["verb"].add("préparer")
    word = DISHES[dish][0].split()[1]
    lemmas["noun"].add(LEMMA.get(word, word))
    return Construction("make_dish", args, lemmas)


# --- come_home: rentrer -------------------------------------------------------------------------

# (the French adverb, the English after come / came home, the tense)
_HOME = (
    (
        "pas encore",
        "yet",
        "pc",
    ),  # ils ne sont pas encore rentrés / have not come home yet
    ("déjà", "already", "pc"),  # est-ce qu'elle est déjà rentrée? / has she already ...
    ("tard", "late", "pc"),  # il est rentré tard / he came home late
    ("à minuit", "at midnight", "pc"),
    ("tard", "late", "f"),  # je rentrerai tard / I will come home late
    ("avant minuit", "before midnight", "f"),
    ("tôt", "early", "p"),  # elle rentre tôt le vendredi / she comes home early ...
)


@builder("come_home")
def _come_home(pr, lang, subj, which: int, asked: bool):
    fr_adv, en_adv, tense = _HOME[which]
    fr = lang == "fr"
    if fr:
        if fr_adv == "pas encore":
            return clause(
                pr, lang, subj, "rentrer", "", tense, True, etre=True, adv="encore"
            )
        if fr_adv == "déjà":
            return clause(
                pr,
                lang,
                subj,
                "rentrer",
                "",
                tense,
                False,
                asked,
                etre=True,
                adv="déjà",
            )
        rest = fr_adv + (" le vendredi" if tense == "p" else "")
        return clause(pr, lang, subj, "rentrer", rest, tense, False, asked, etre=True)
    if en_adv == "yet":
        return clause(pr, lang, subj, "come", "home yet", "p", True, perf=True)
    if en_adv == "already":
        who = subject_tree(pr, subj, lang).realize().strip()
        has = "have" if person_number(subj) != (3, "s") else "has"
        if asked:
            return f"{_cap(has)} {who} already come home?"
        return f"{_cap(who)} {has} already come home."
    rest = f"home {en_adv}" + (" on Fridays" if tense == "p" else "")
    return clause(pr, lang, subj, "come", rest, tense, False, asked)


@register("come_home", 0.025)
def come_home(rng: random.Random, sampler):
    """*Ils ne sont pas encore rentrés.* / *They have not come home yet.*, *Est-ce
    qu'elle est déjà rentrée?* / *Has she already come home?*"""
    subj = _people(rng, sampler)
    which = rng.choice((0, 0, 0, 1, 1, 2, 3, 4, 5, 6))
    asked = which != 0 and rng.random() < 0.25 and person_number(subj) != (1, "s")
    if which == 1 and person_number(subj) == (1, "s"):
        asked = False
    lemmas = _np_lemmas(subj)
    lemmas["verb"].add("rentrer")
    return Construction(
        "come_home", {"subj": subj, "which": which, "asked": asked}, lemmas
    )


# --- touch_it: toucher à ------------------------------------------------------------------------

# (French after à, English, the reason one may give: an index into _TOUCH_REASONS)
TOUCHED = (
    ("au four", "the oven", 1),
    ("au gâteau", "the cake", 0),
    ("à la prise", "the socket", 3),
    ("au vase", "the vase", 2),
    ("à mon ordinateur", "my computer", 0),
    ("à mes affaires", "my things", 0),
    ("à mon téléphone", "my phone", 0),
    ("à la peinture", "the paint", 0),
    ("aux tableaux", "the paintings", 0),
    ("aux fils", "the wires", 4),
    ("à la casserole", "the pan", 1),
    ("aux jouets du bébé", "the baby's toys", 0),
    ("au chien", "the dog", 0),
    ("à la porte", "the door", 0),
    ("à la radio", "the radio", 0),
)
_TOUCH_REASONS = (
    ("", ""),
    (", c'est chaud", ", it is hot"),
    (", c'est fragile", ", it is fragile"),
    (", c'est dangereux", ", it is dangerous"),
    (", ils sont dangereux", ", they are dangerous"),
)


@builder("touch_it")
def _touch_it(pr, lang, form: str, what: int, reason: int, subj, end: str):
    fr_what, en_what, _ = TOUCHED[what]
    fr = lang == "fr"
    if form in ("tu", "vous"):  # Ne touche pas au four!
        if fr:
            v = "touche" if form == "tu" else "touchez"
            text = f"Ne {v} pas {fr_what}"
        else:
            text = f"Don't touch {en_what}"
        return text + _TOUCH_REASONS[reason][not fr] + end
    if form == "nobody":  # Personne n'a touché à ton ordinateur.
        return f"Personne n'a touché {fr_what}." if fr else f"Nobody touched {en_what}."
    if fr:
        return clause(pr, lang, subj, "toucher", fr_what, "pc", form == "neg")
    return clause(pr, lang, subj, "touch", en_what, "pc", form == "neg")


@register("touch_it", 0.02)
def touch_it(rng: random.Random, sampler):
    """*Ne touche pas au four!* / *Don't touch the oven!*, *Le chat a touché au gâteau.* /
    *The cat touched the cake.*"""
    form = rng.choice(("tu", "tu", "vous", "nobody", "pos", "neg"))
    what = rng.randrange(len(TOUCHED))
    has = TOUCHED[what][2]
    reason = rng.choice((0, has, has)) if form in ("tu", "vous") else 0
    subj = _people(rng, sampler) if form in ("pos", "neg") else None
    end = rng.choice("!.") if form in ("tu", "vous") else "."
    args = {"form": form, "what": what, "reason": reason, "subj": subj, "end": end}
    lemmas = _np_lemmas(subj)
    lemmas["verb"].add("toucher")
    word = TOUCHED[what][0].split()[-1]
    lemmas["noun"].add(LEMMA.get(word, word))
    return Construction("touch_it", args, lemmas)
