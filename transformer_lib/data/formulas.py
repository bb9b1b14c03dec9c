"""Kinds of sentence of version 3: the social formulas a beginner types first, varied.

:mod:`.phrases` has the bare fixed phrases (*Merci.*, *Bonne journée!*); here they take
the complements, subjects and addressees that real speech gives them:

- ``thank_sorry``: *Merci (beaucoup) pour ton aide / votre cadeau / ce repas délicieux /
  tout* (*Thank you (very much) for your help / your gift / this delicious meal /
  everything*), *Merci d'être venu* (*Thank you for coming*), *Je suis désolé(e)*, *Nous
  sommes vraiment désolés pour le retard* (*We are really sorry about the delay*), *Je suis
  désolée d'être en retard* (*I am sorry I am late*), *Désolé!* (*Sorry!*), *Excusez-moi
  de vous déranger* (*Sorry to bother you*);
- ``wish``: *Bonne journée / soirée / chance / route*, *Bon voyage / séjour / week-end /
  anniversaire*, *Joyeux anniversaire*, *Bonnes vacances*, *Félicitations*, to someone
  (*Bon anniversaire, maman!* / *Happy birthday, Mum!*), to all (*Bon appétit à tous!* /
  *Enjoy your meal, everyone!*), with a complement (*Bonne chance pour ton examen* / *Good
  luck with your exam*, *Félicitations pour ton mariage* / *Congratulations on your
  wedding*, *Bienvenue à Paris* / *Welcome to Paris*, *Bon séjour en France* / *Enjoy your
  stay in France*), after *Merci et* (*Thank you and have a nice day!*), and the answer
  *Merci, vous aussi!* (*Thank you, you too!*);
- ``see_you``: *À demain / ce soir / lundi / lundi prochain / la semaine prochaine* and
  *On se voit demain* (both *See you tomorrow*, *See you on Monday*, *See you next
  Monday*), alone, to someone or after *Au revoir* / *Salut* (said on leaving, *Bye*);
  *On se reverra l'année prochaine.* / *We will see each other again next year.*;
- ``introduce``: *Je te présente mon frère* / *This is my brother*, *Je vous présente mes
  parents* / *These are my parents* (British English introduces with *this is*), *Ravi de
  vous rencontrer* (*Pleased to meet you*), *Content de te voir* (*Nice to see you*).

English: the most common British wording, one for each French formula, no contractions
(*I am sorry*, *I cannot wait*). The final mark, "." or "!", is drawn and the same on both
sides. French writes the agreement of the speaker (*désolée*, *ravie*) that English does
not show.
"""

from __future__ import annotations

import random

from .good_wishes import draw_wish_and
from .kind_parts import (
    Construction,
    Name,
    builder,
    draw_name,
    lemmas_of,
    lower_first,
    subject_tree,
)
from .kinds_v3 import register
from .names import CITIES, COUNTRIES
from .structures import Pronoun

__all__ = ["THANKED", "SORRY_FOR", "WISHES", "SEE_YOU", "FAMILY"]

_VOWELS = tuple("aeéèêiouhAEÉIOU")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


# --- Merci pour ..., désolé ---------------------------------------------------------------

# what one thanks for: French noun, gender ("p": plural), English, the determiners it
# takes ("poss": ton / votre, "def": le, "dem": ce), an adjective (French, English) or None
THANKED = (
    ("aide", "f", "help", "poss def", None),
    ("cadeau", "m", "gift", "poss def dem", ("beau", "beautiful")),
    ("repas", "m", "meal", "def dem", ("délicieux", "delicious")),
    ("gâteau", "m", "cake", "def dem", ("délicieux", "delicious")),
    ("message", "m", "message", "poss def", None),
    ("lettre", "f", "letter", "poss def", None),
    ("carte", "f", "card", "poss def dem", ("beau", "beautiful")),
    ("fleurs", "p", "flowers", "def dem", ("beau", "beautiful")),
    ("conseil", "m", "advice", "poss def", None),
    ("conseils", "p", "advice", "poss", None),
    ("visite", "f", "visit", "poss", None),
    ("invitation", "f", "invitation", "poss def", None),
    ("patience", "f", "patience", "poss", None),
    ("gentillesse", "f", "kindness", "poss", None),
    ("soirée", "f", "evening", "def dem", ("beau", "lovely")),
    ("journée", "f", "day", "def dem", ("beau", "lovely")),
    ("livre", "m", "book", "poss def", None),
    ("réponse", "f", "answer", "poss def", None),
)
_BEAU = {"m": "beau", "f": "belle", "p": "belles", "m_vowel": "bel"}
_DELICIEUX = {"m": "délicieux", "f": "délicieuse", "p": "délicieux"}
_PLURAL_M = frozenset({"conseils"})  # (the other plurals of THANKED are feminine)
# (French, English): what one is sorry about
SORRY_FOR = (
    ("le retard", "the delay"),
    ("le bruit", "the noise"),
    ("hier", "yesterday"),
    ("hier soir", "last night"),
    ("ce matin", "this morning"),
    ("tout ça", "all that"),
    ("ta voiture", "your car"),
    ("ton chat", "your cat"),
    ("votre chien", "your dog"),
    ("la dernière fois", "last time"),
)
# subjects of être désolé (je, il, elle, nous, ils, elles: not tu or vous)
_SORRY_WHO = (0, 0, 0, 2, 3, 4, 4, 6, 7)


def _thanked_fr(i: int, det: str, tu: bool, adj: bool) -> str:
    fr, gender, _, _, adjective = THANKED[i]
    plural = gender == "p"
    vowel = fr.startswith(_VOWELS)
    if det == "poss":
        if plural:
            d = "tes" if tu else "vos"
        elif tu:
            d = "ta" if gender == "f" and not vowel else "ton"
        else:
            d = "votre"
        return f"{d} {fr}"
    if det == "def":
        d = "les " if plural else "l'" if vowel else "le " if gender == "m" else "la "
        return d + fr
    d = "ces" if plural else "cette" if gender == "f" else "cet" if vowel else "ce"
    if not adj:
        return f"{d} {fr}"
    if adjective[0] == "beau":
        g = "m_vowel" if gender == "m" and vowel else gender
        return f"{d} {_BEAU[g]} {fr}"
    return f"{d} {fr} {_DELICIEUX[gender if gender != 'p' else 'p']}"


def _thanked_en(i: int, det: str, adj: bool) -> str:
    _, gender, en, _, adjective = THANKED[i]
    if det == "poss":
        return f"your {en}"
    if det == "def":
        return f"the {en}"
    d = "these" if gender == "p" and en != "advice" else "this"
    return f"{d} {adjective[1]} {en}" if adj else f"{d} {en}"


@builder("thanks")
def _thanks(pr, lang, what, much: int, tu: bool, to, mark: str):
    """*Merci (beaucoup / mille fois) pour* + what (an index into THANKED with its
    determiner and adjective, or "tout", or "venu" for *d'être venu* with the gender and
    number); ``much`` 0: *Merci*, 1: *Merci beaucoup* (*Thank you very much*), 2: *Merci
    mille fois* (*Thank you so much*)."""
    fr = lang == "fr"
    head = ("Merci", "Merci beaucoup", "Merci mille fois")[much] if fr else "Thank you"
    if not fr and much:
        head += " very much" if much == 1 else " so much"
    if what == "tout":
        tail = "pour tout" if fr else "for everything"
    elif isinstance(what, str):  # venu, venue, venus, venues
        tail = f"d'être {what}" if fr else "for coming"
    else:
        i, det, adj = what
        if fr:
            tail = "pour " + _thanked_fr(i, det, tu, adj)
        else:
            tail = "for " + _thanked_en(i, det, adj)
    to = "" if to is None else ", " + to.name
    return f"{head} {tail}{to}{mark}"


@builder("sorry")
def _sorry(pr, lang, subj, really: bool, about, mark: str):
    """*Je suis (vraiment) désolé (pour le retard / d'être en retard).*; ``subj`` None:
    *Désolé!* alone (its gender in ``about``)."""
    fr = lang == "fr"
    if subj is None:
        return ("Désolé" + about if fr else "Sorry") + mark
    vp = [pr.V("être")] if fr else [pr.V("be")]
    if really:
        vp.append(pr.Adv("vraiment" if fr else "really"))
    vp.append(pr.A("désolé" if fr else "sorry"))
    text = pr.S(subject_tree(pr, subj, lang), pr.VP(*vp)).realize().strip()[:-1]
    if about == "late":  # d'être en retard / I am late
        if fr:
            text += " d'être en retard"
        else:
            if isinstance(subj, Name):  # Marie is sorry she is late
                subj = Pronoun(3 if subj.gender == "f" else 2, subj.gender)
            late = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V("be"), pr.A("late")))
            text += " " + lower_first(late.realize().strip()[:-1])
    elif about is not None:
        text += (
            f" pour {SORRY_FOR[about][0]}" if fr else f" about {SORRY_FOR[about][1]}"
        )
    return text + mark


@builder("bother")
def _bother(pr, lang, tu: bool, mark: str):
    if lang == "en":
        return "Sorry to bother you" + mark
    return (
        "Excuse-moi de te déranger" if tu else "Excusez-moi de vous déranger"
    ) + mark


def _mark(rng) -> str:
    return rng.choice(".!")


def _sorry_subject(rng):
    i = rng.choice(_SORRY_WHO)
    gender = "f" if i in (3, 7) else "m" if i in (2, 6) else rng.choice("mf")
    return Pronoun(i, gender)


@register("thank_sorry", 0.15)
def thank_sorry(rng: random.Random, sampler):
    x = rng.random()
    tu = rng.random() < 0.5
    if x < 0.55:
        r = rng.random()
        if r < 0.08:
            what = "tout"
        elif r < 0.16:
            what = "venu" + rng.choice(("", "e", "s", "es"))
        else:
            i = rng.randrange(len(THANKED))
            det = rng.choice(THANKED[i][3].split())
            adj = det == "dem" and THANKED[i][4] is not None and rng.random() < 0.6
            what = (i, det, adj)
        to = draw_name(rng) if rng.random() < 0.2 else None
        much = (1 if rng.random() < 0.7 else 2) if rng.random() < 0.35 else 0
        args = {"what": what, "much": much, "tu": tu, "to": to}
        lemmas = lemmas_of()
        if isinstance(what, tuple):  # (for the held-out pairs: beau cadeau)
            noun, gender = THANKED[what[0]][:2]
            lemmas["noun"].add(noun[:-1] if gender == "p" else noun)
            if what[2]:
                lemmas["adj"].add(THANKED[what[0]][4][0])
        return Construction("thanks", args | {"mark": _mark(rng)}, lemmas)
    if x < 0.93:
        if rng.random() < 0.15:  # Désolé! / Désolée!
            args = {"subj": None, "really": False, "about": rng.choice(("", "e"))}
        else:
            r = rng.random()
            about = (
                None
                if r < 0.4
                else "late"
                if r < 0.6
                else rng.randrange(len(SORRY_FOR))
            )
            subj = _sorry_subject(rng) if rng.random() < 0.85 else draw_name(rng)
            args = {"subj": subj, "really": rng.random() < 0.25, "about": about}
        return Construction(
            "sorry", args | {"mark": _mark(rng)}, lemmas_of(verbs=("être",))
        )
    return Construction("bother", {"tu": tu, "mark": _mark(rng)})


# --- Wishes -------------------------------------------------------------------------------

# (French, English, what may follow: "pour" an event, "place" a town or a country,
# "all" à tous, "too" a wish returned: à toi aussi)
WISHES = (
    ("bonne journée", "have a nice day", "all too"),
    ("bonne soirée", "have a nice evening", "all too"),
    ("bonne nuit", "good night", "all"),
    ("bonne semaine", "have a nice week", "all too"),
    ("bon week-end", "have a nice weekend", "all too"),
    ("bonne fin de journée", "enjoy the rest of your day", "all too"),
    ("bonne chance", "good luck", "pour all"),
    ("bon courage", "good luck", "pour all"),
    ("bonne année", "happy New Year", "all"),
    ("bonne route", "safe journey", "all"),
    ("bon voyage", "have a good trip", "all"),
    ("bon séjour", "enjoy your stay", "place all"),
    ("bon retour", "safe journey home", "all"),
    ("bonnes vacances", "have a good holiday", "all too"),
    ("bon appétit", "enjoy your meal", "all too"),
    ("bon anniversaire", "happy birthday", ""),
    ("joyeux anniversaire", "happy birthday", ""),
    ("joyeux Noël", "merry Christmas", "all"),
    ("félicitations", "congratulations", "pour all"),
    ("bienvenue", "welcome", "place all"),
    ("bon film", "enjoy the film", "all"),
)
# what one wishes luck for (bonne chance pour ..., bon courage pour ...): French, English
LUCK_FOR = (
    ("ton examen", "with your exam"),
    ("votre examen", "with your exam"),
    ("le match", "with the match"),
    ("ton entretien", "with your interview"),
    ("demain", "for tomorrow"),
    ("lundi", "for Monday"),
    ("la suite", "with what comes next"),
    ("ton nouveau travail", "with your new job"),
)
# what one congratulates on: French, English
CONGRATULATED = (
    ("ton mariage", "on your wedding"),
    ("votre mariage", "on your wedding"),
    ("le bébé", "on the baby"),
    ("ton nouveau travail", "on your new job"),
    ("ton diplôme", "on your degree"),
    ("ta victoire", "on your victory"),
    ("votre nouvelle maison", "on your new house"),
    ("ton anniversaire de mariage", "on your wedding anniversary"),
)
# whom a wish is said to (not a name, ADDRESS's words): French, English
_TO = (
    ("maman", "Mum"),
    ("papa", "Dad"),
    ("mon ami", "my friend"),
    ("les amis", "friends"),
    ("mamie", "Grandma"),
    ("papi", "Grandpa"),
)


def _place(place) -> tuple[str, str]:
    """(*à Paris* / *en France* / *au Canada*, the English name)."""
    kind, i = place
    if kind == "city":
        fr, en = CITIES[i]
        return f"à {fr}", en
    fr, gender, en = COUNTRIES[i]
    return {"f": "en", "m": "au", "p": "aux"}[gender] + f" {fr}", en


@builder("wish")
def _wish(pr, lang, wish: int, extra, to, thanks: bool, mark: str):
    """A wish of WISHES; ``extra``: None, "all", "too_tu", "too_vous", ("pour", i) or
    ("place", (kind, i)); ``to``: a first name or an index into _TO."""
    fr_w, en_w, _ = WISHES[wish]
    fr = lang == "fr"
    text = fr_w if fr else en_w
    if extra == "all":
        text += " à tous" if fr else ", everyone"
    elif extra in ("too_tu", "too_vous"):
        text += (
            (" à toi aussi" if extra == "too_tu" else " à vous aussi") if fr else " too"
        )
    elif isinstance(extra, tuple) and extra[0] == "pour":
        table = CONGRATULATED if fr_w == "félicitations" else LUCK_FOR
        text += f" pour {table[extra[1]][0]}" if fr else f" {table[extra[1]][1]}"
    elif isinstance(extra, tuple):  # bienvenue à Paris, bon séjour en France
        where, name = _place(extra[1])
        if fr:
            text += f" {where}"
        else:
            text += f" to {name}" if fr_w == "bienvenue" else f" in {name}"
    if isinstance(to, int):
        text += ", " + _TO[to][0 if fr else 1]
    elif to is not None:
        text += ", " + to.name
    if thanks:
        text = ("Merci et " if fr else "Thank you and ") + text
    return _cap(text) + mark


@builder("you_too")
def _you_too(pr, lang, tu: bool, mark: str):
    if lang == "en":
        return "Thank you, you too" + mark
    return ("Merci, toi aussi" if tu else "Merci, vous aussi") + mark


@register("wish", 0.20)
def wish(rng: random.Random, sampler):
    """A wish (WISHES), or one of two parts or sent on (:mod:`.good_wishes`: *Bonne
    nuit et fais de beaux rêves!*, *Meilleurs vœux à ta famille!*)."""
    if rng.random() < 0.3:
        return draw_wish_and(rng, _mark(rng))
    if rng.random() < 0.08:
        return Construction("you_too", {"tu": rng.random() < 0.5, "mark": _mark(rng)})
    i = rng.randrange(len(WISHES))
    fr_w, _, follows = WISHES[i]
    options = follows.split()
    extra, to = None, None
    x = rng.random()
    if options and x < 0.45:
        what = rng.choice(options)
        if what == "pour":
            n = len(CONGRATULATED if fr_w == "félicitations" else LUCK_FOR)
            extra = ("pour", rng.randrange(n))
        elif what == "place":
            kind = rng.choice(("city", "country"))
            extra = (
                "place",
                (kind, rng.randrange(len(CITIES if kind == "city" else COUNTRIES))),
            )
        elif what == "too":
            extra = rng.choice(("too_tu", "too_vous"))
        else:
            extra = "all"
    elif x < 0.75:
        to = draw_name(rng) if rng.random() < 0.7 else rng.randrange(len(_TO))
    thanks = extra is None and fr_w.startswith(("bon", "bonne")) and rng.random() < 0.15
    args = {"wish": i, "extra": extra, "to": to, "thanks": thanks}
    return Construction("wish", args | {"mark": _mark(rng)})


# --- See you ------------------------------------------------------------------------------

_DAYS = (
    ("lundi", "Monday"),
    ("mardi", "Tuesday"),
    ("mercredi", "Wednesday"),
    ("jeudi", "Thursday"),
    ("vendredi", "Friday"),
    ("samedi", "Saturday"),
    ("dimanche", "Sunday"),
)
# when one sees someone again: French, English (after "see you")
SEE_YOU = (
    ("demain", "tomorrow"),
    ("demain matin", "tomorrow morning"),
    ("demain soir", "tomorrow evening"),
    ("ce soir", "this evening"),
    ("cet après-midi", "this afternoon"),
    ("bientôt", "soon"),
    ("plus tard", "later"),
    ("tout à l'heure", "later"),
    ("la semaine prochaine", "next week"),
    ("le mois prochain", "next month"),
    ("l'année prochaine", "next year"),
    ("ce week-end", "this weekend"),
    *((d, f"on {e}") for d, e in _DAYS),
    *((f"{d} prochain", f"next {e}") for d, e in _DAYS),
    *((f"{d} soir", f"on {e} evening") for d, e in _DAYS[:6:2]),
)
# before *à demain*: au revoir (goodbye), salut (bye: said on leaving)
_BEFORE = (("au revoir", "goodbye"), ("salut", "bye"))


@builder("see_you_when")
def _see_you(pr, lang, when: int, on: bool, before, to, mark: str, again: int = 0):
    """*À demain* (``on``: *On se voit demain*), maybe after *Au revoir,* and to someone;
    ``again`` 1: *On se reverra demain* and 2: *Nous nous reverrons demain* (*We will see
    each other again tomorrow*), 3: *J'espère qu'on se reverra bientôt* (*I hope we will
    see each other again soon*)."""
    fr = lang == "fr"
    if again:
        if fr:
            head = ("on se reverra", "nous nous reverrons", "j'espère qu'on se reverra")
            text = head[again - 1] + " " + SEE_YOU[when][0]
        else:
            text = "we will see each other again " + SEE_YOU[when][1]
            text = ("I hope " if again == 3 else "") + text
    elif fr:
        text = ("on se voit " if on else "à ") + SEE_YOU[when][0]
        text = text.replace("à le ", "au ")  # au mois prochain
    else:
        text = "see you " + SEE_YOU[when][1]
    if to is not None:
        text += ", " + to.name
    if before is not None:
        text = _BEFORE[before][0 if fr else 1] + ", " + text
    return _cap(text) + mark


@register("see_you", 0.095)
def see_you(rng: random.Random, sampler):
    args = {"when": rng.randrange(len(SEE_YOU)), "on": rng.random() < 0.2}
    args["before"] = rng.randrange(2) if rng.random() < 0.25 else None
    args["to"] = draw_name(rng) if rng.random() < 0.25 else None
    verbs = ("voir",) if args["on"] else ()
    if rng.random() < 0.2:  # On se reverra l'année prochaine.
        args["again"] = rng.choice((1, 1, 2, 3))
        args["on"], verbs = False, ("voir",)
    return Construction(
        "see_you_when", args | {"mark": _mark(rng)}, lemmas_of(verbs=verbs)
    )


# --- Introductions ------------------------------------------------------------------------

# the people one introduces: French noun (masculine, feminine), English (masculine, feminine)
FAMILY = (
    ("frère", "soeur", "brother", "sister"),
    ("père", "mère", "father", "mother"),
    ("fils", "fille", "son", "daughter"),
    ("mari", "femme", "husband", "wife"),
    ("ami", "amie", "friend", "friend"),
    ("cousin", "cousine", "cousin", "cousin"),
    ("oncle", "tante", "uncle", "aunt"),
    ("collègue", "collègue", "colleague", "colleague"),
    ("voisin", "voisine", "neighbour", "neighbour"),
    ("copain", "copine", "boyfriend", "girlfriend"),
)
_PLURAL = {"fils": "fils"}
# the relatives one may introduce several of (mes frères, mes amies)
_PLURALS = (0, 2, 4, 5, 6, 7, 8)
_EN_PLURAL = {"wife": "wives"}


def _family_np(who, lang: str) -> str:
    """(index into FAMILY, gender, number, name or None): *mon frère (Paul)*, *mes
    soeurs*, *ma femme*; English *my brother (Paul)*, *my sisters*."""
    i, gender, number, name = who
    fr_m, fr_f, en_m, en_f = FAMILY[i]
    if lang == "en":
        word = en_m if gender == "m" else en_f
        if number == "p":
            word = _EN_PLURAL.get(word, word + "s")
        return f"my {word}" + (f" {name.name}" if name else "")
    word = fr_m if gender == "m" else fr_f
    if number == "p":
        return "mes " + _PLURAL.get(word, word + "s")
    det = "mon" if gender == "m" or word.startswith(_VOWELS) else "ma"
    return f"{det} {word}" + (f" {name.name}" if name else "")


@builder("introduce")
def _introduce(pr, lang, who, tu: bool, mark: str):
    """*Je te présente* + a relative, a name or two names; English *This is* / *These
    are* (two people or a plural)."""
    fr = lang == "fr"
    plural = isinstance(who, list) or (isinstance(who, tuple) and who[2] == "p")
    if isinstance(who, list):
        text = (
            " et ".join(n.name for n in who)
            if fr
            else " and ".join(n.name for n in who)
        )
    elif isinstance(who, tuple):
        text = _family_np(who, lang)
    else:
        text = who.name
    if fr:
        return ("Je te présente " if tu else "Je vous présente ") + text + mark
    return ("These are " if plural else "This is ") + text + mark


# (French masculine, French feminine, English): said on meeting someone
_GLAD = (
    ("ravi de vous rencontrer", "ravie de vous rencontrer", "pleased to meet you"),
    ("ravi de te rencontrer", "ravie de te rencontrer", "pleased to meet you"),
    ("content de te voir", "contente de te voir", "nice to see you"),
    ("ravi de vous voir", "ravie de vous voir", "nice to see you"),
    ("content de vous revoir", "contente de vous revoir", "nice to see you again"),
    ("content de te revoir", "contente de te revoir", "nice to see you again"),
)


@builder("glad")
def _glad(pr, lang, glad: int, gender: str, to, mark: str):
    text = _GLAD[glad][2] if lang == "en" else _GLAD[glad][gender == "f"]
    return _cap(text) + ("" if to is None else ", " + to.name) + mark


@register("introduce", 0.095)
def introduce(rng: random.Random, sampler):
    if rng.random() < 0.35:
        args = {"glad": rng.randrange(len(_GLAD)), "gender": rng.choice("mf")}
        args["to"] = draw_name(rng) if rng.random() < 0.3 else None
        return Construction("glad", args | {"mark": _mark(rng)})
    x = rng.random()
    if x < 0.55:
        i = rng.randrange(len(FAMILY))
        number = "p" if rng.random() < 0.2 and i in _PLURALS else "s"
        gender = rng.choice("mf")
        name = None
        if number == "s" and rng.random() < 0.3:
            name = draw_name(rng, gender)
        who = (i, gender, number, name)
    elif x < 0.85:
        who = draw_name(rng)
    else:
        who = [draw_name(rng), draw_name(rng)]
        if who[0] == who[1]:
            who = who[0]
    args = {"who": who, "tu": rng.random() < 0.5, "mark": _mark(rng)}
    lemmas = lemmas_of(verbs=("présenter",))
    if isinstance(who, tuple):  # (for the held-out pairs: présenter + frère)
        lemmas["noun"].add(FAMILY[who[0]][0 if who[1] == "m" else 1])
    return Construction("introduce", args, lemmas)
