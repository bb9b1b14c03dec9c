"""Kinds of sentence of corpus version 3 that count and measure everyday things.

Each kind is registered in :mod:`.kinds_v3`; numbers are written in words with
:func:`.kind_parts.fr_number` and :func:`.kind_parts.en_number`:

- ``group``: how many people there are, which French says with *être* + a number and
  English with *there are ... of us*: *Nous sommes cinq.* / *There are five of us.*,
  *Ils étaient trois dans l'équipe.* / *There were three of them in the team.*,
  *Combien êtes-vous?* / *How many of you are there?*
- ``ordinal``: numbers and ordinals of places and pages: *J'habite au numéro
  quarante-sept.* / *I live at number forty-seven.*, *Il habite au troisième étage.* /
  *He lives on the third floor.* (French and British floors count alike; *le
  rez-de-chaussée* is *the ground floor*), *Ouvrez vos livres à la page dix.* / *Open
  your books at page ten.*, *Prenez la deuxième rue à gauche.* / *Take the second street
  on the left.*, *C'est mon premier jour.* / *It is my first day.*
- ``how_many``: counted people and things: *J'ai deux frères et une sœur.* / *I have
  two brothers and a sister.*, *Il y a vingt élèves dans la classe.* / *There are twenty
  pupils in the class.*, the inverted questions *Combien de frères as-tu?* / *How many
  brothers do you have?*, *Combien d'élèves y a-t-il dans la classe?* / *How many pupils
  are there in the class?*, and the answers with *en*: *J'en ai deux.* / *I have two.*
- ``measure``: a measure of food (*un kilo de pommes* / *a kilo of apples*, *deux
  litres de lait*, *un morceau de gâteau* / *a piece of cake*, *une tranche de pain* /
  *a slice of bread*), *quelques* (*a few*), *peu de* (*few*, *little*) and *la moitié
  de* (*half*: *Il a mangé la moitié du gâteau.* / *He ate half the cake.*).
- ``a_lot``: *beaucoup* and *trop* after a verb, between the auxiliary and the
  participle in the passé composé (*Elle a beaucoup travaillé.* / *She worked a lot.*,
  *Il a trop mangé.* / *He ate too much.*), and whole stretches of time (*Il a plu toute
  la nuit.* / *It rained all night.*, *Nous travaillons toute la semaine.* / *We work all
  week.*).
"""

from __future__ import annotations

import random
import re

from .idioms import _s
from .kind_parts import (
    PERSON,
    Construction,
    Name,
    builder,
    draw_name,
    draw_subject,
    en_number,
    fr_number,
    lemmas_of,
    person_number,
)
from .kinds_v3 import register
from .structures import Pronoun

__all__ = ["ORDINALS", "COUNTED"]

ORDINALS = (
    ("premier", "first"),
    ("deuxième", "second"),
    ("troisième", "third"),
    ("quatrième", "fourth"),
    ("cinquième", "fifth"),
    ("sixième", "sixth"),
    ("septième", "seventh"),
    ("huitième", "eighth"),
    ("neuvième", "ninth"),
    ("dixième", "tenth"),
)
_VOWEL = re.compile(r"^[aeiouyéèêâîôœh]", re.I)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _de(word: str) -> str:
    """*de* before ``word``, elided before a vowel: *d'eau*, *de pommes*."""
    return (
        f"d'{word}"
        if _VOWEL.match(word) and not word.startswith("hu")
        else f"de {word}"
    )


def _ordinal_fr(i: int, gender: str) -> str:
    word = ORDINALS[i][0]
    return "première" if i == 0 and gender == "f" else word


def _count(n: int, noun_fr: str, gender: str, lang: str, pr, noun_en: str = "") -> str:
    """``n`` of a noun in words: *deux frères* / *two brothers*, *une sœur* / *a
    sister* (pyrealb writes the plurals)."""
    if lang == "fr":
        head = fr_number(n, gender == "f")
        noun = pr.N(noun_fr).g(gender).n("s" if n == 1 else "p")
        return f"{head} {pr.NP(noun).realize().strip()}"
    if n == 1:
        return pr.NP(pr.D("a"), pr.N(noun_en)).realize().strip()
    return f"{en_number(n)} {pr.NP(pr.N(noun_en)).n('p').realize().strip()}"


# --- How many of us -----------------------------------------------------------------------

# subject: French, its forms of être (present, imparfait, future), English "of ..."
_GROUP = (
    ("nous", ("sommes", "étions", "serons"), "us", "notre", "our"),
    ("vous", ("êtes", "étiez", "serez"), "you", "votre", "your"),
    ("ils", ("sont", "étaient", "seront"), "them", "leur", "their"),
    ("elles", ("sont", "étaient", "seront"), "them", "leur", "their"),
)
# French noun, gender, English; True when its owner is said (notre famille)
_GROUP_PLACES = (
    ("famille", "f", "family", True),
    ("équipe", "f", "team", True),
    ("classe", "f", "class", True),
    ("groupe", "m", "group", True),
    ("voiture", "f", "car", False),
)
_TENSES3 = ("p", "i", "f")


@builder("group")
def _group(pr, lang, who: int, n: int, tense: str, place, asked: bool):
    fr_subj, forms, en_of, fr_owner, en_owner = _GROUP[who]
    t = _TENSES3.index(tense)
    if asked:  # (the present only)
        if lang == "fr":
            return f"Combien {forms[0]}-{fr_subj}?"
        return f"How many of {en_of} are there?"
    where_fr = where_en = ""
    if place is not None:
        noun, gender, en, owned = _GROUP_PLACES[place]
        if owned:
            where_fr, where_en = f" dans {fr_owner} {noun}", f" in {en_owner} {en}"
        else:
            art = "l'" if _VOWEL.match(noun) else {"m": "le ", "f": "la "}[gender]
            where_fr, where_en = f" dans {art}{noun}", f" in the {en}"
    if lang == "fr":
        number = fr_number(n, fr_subj == "elles")
        return _cap(f"{fr_subj} {forms[t]} {number}{where_fr}.")
    verb = ("are", "were", "will be")[t]
    return f"There {verb} {en_number(n)} of {en_of}{where_en}."


@register("group", 0.08)
def group(rng: random.Random, sampler):
    who = rng.randrange(len(_GROUP))
    asked = rng.random() < 0.2 and who != 3
    tense = "p" if asked else rng.choice(("p", "p", "i", "f"))
    n = rng.choice((rng.randint(2, 6), rng.randint(2, 12), rng.randint(2, 30)))
    place = (
        rng.randrange(len(_GROUP_PLACES)) if rng.random() < 0.4 and not asked else None
    )
    if place == 4:  # (five in a car)
        n = min(n, 5)
    lemmas = lemmas_of(verbs=("être",))
    if place is not None:
        lemmas["noun"].add(_GROUP_PLACES[place][0])
    args = {"who": who, "n": n, "tense": tense, "place": place, "asked": asked}
    return Construction("group", args, lemmas)


# --- Numbers and ordinals of places -----------------------------------------------------------

# (French noun, gender, English) after c'est mon / ma ...
_NTH = (
    ("jour", "m", "day"),
    ("semaine", "f", "week"),
    ("voiture", "f", "car"),
    ("cours", "m", "lesson"),
    ("visite", "f", "visit"),
    ("vélo", "m", "bike"),
)
_OWNERS = (("mon", "ma", "my"), ("ton", "ta", "your"), ("notre", "notre", "our"))
_OWNERS += (("votre", "votre", "your"),)
# (French, English) of what one turns into
_STREET = (
    ("rue", "f", "street"),
    ("maison", "f", "house"),
    ("immeuble", "m", "building"),
)
_SIDE = (("à gauche", "on the left"), ("à droite", "on the right"))


@builder("ordinal")
def _ordinal(pr, lang, how, subj=None, n=0, tense="p", formal=False, owner=0, what=0):
    fr = lang == "fr"
    if how == "number":  # j'habite au numéro douze / I live at number twelve
        words = f"au numéro {fr_number(n)}" if fr else f"at number {en_number(n)}"
        vp = pr.VP(pr.V("habiter" if fr else "live"), pr.Q(words))
        return _s(pr, lang, subj, vp, tense)
    if how == "floor":  # il habite au troisième étage / he lives on the third floor
        if n < 0:
            words = "au rez-de-chaussée" if fr else "on the ground floor"
        else:
            words = (
                f"au {ORDINALS[n][0]} étage" if fr else f"on the {ORDINALS[n][1]} floor"
            )
        vp = pr.VP(pr.V("habiter" if fr else "live"), pr.Q(words))
        return _s(pr, lang, subj, vp, tense)
    if how == "page":  # ouvrez vos livres à la page dix / open your books at page ten
        number = fr_number(n, True) if fr else en_number(n)
        if what == 0:
            if fr:
                books = "vos livres" if formal else "ton livre"
                return f"{'Ouvrez' if formal else 'Ouvre'} {books} à la page {number}."
            return f"Open your {'books' if formal else 'book'} at page {number}."
        if what == 1:
            if fr:
                return f"{'Lisez' if formal else 'Lis'} la page {number}."
            return f"Read page {number}."
        return f"C'est à la page {number}." if fr else f"It is on page {number}."
    if how == "street":  # prenez la deuxième rue à gauche
        noun, gender, en = _STREET[what]
        side_fr, side_en = _SIDE[owner]
        if fr:
            head = "Prenez" if formal else "Prends"
            if tense == "cest":
                head = "C'est"
            art = "le" if gender == "m" else "la"
            return f"{head} {art} {_ordinal_fr(n, gender)} {noun} {side_fr}."
        head = "It is" if tense == "cest" else "Take"
        return f"{head} the {ORDINALS[n][1]} {en} {side_en}."
    # c'est mon premier jour / it is my first day
    noun, gender, en = _NTH[what]
    m, f, own_en = _OWNERS[owner]
    if fr:
        verb = "c'est" if tense == "p" else "c'était"
        return _cap(
            f"{verb} {m if gender == 'm' else f} {_ordinal_fr(n, gender)} {noun}."
        )
    verb = "is" if tense == "p" else "was"
    return f"It {verb} {own_en} {ORDINALS[n][1]} {en}."


@register("ordinal", 0.1)
def ordinal(rng: random.Random, sampler):
    how = rng.choice(("number", "floor", "page", "street", "nth"))
    args = {"how": how}
    lemmas = lemmas_of()
    if how in ("number", "floor"):
        subj = draw_subject(rng, sampler, PERSON, pronoun=0.6, name=0.3)
        n = rng.randint(1, 100) if how == "number" else rng.randrange(-1, 8)
        args.update(subj=subj, n=n, tense=rng.choice(("p", "p", "i")))
        lemmas = lemmas_of(subj, verbs=("habiter",))
        if how == "number" or n >= 0:  # (not au rez-de-chaussée)
            lemmas["noun"].add("numéro" if how == "number" else "étage")
    elif how == "page":
        what = rng.choice((0, 0, 1, 2))
        args.update(n=rng.randint(2, 100), what=what, formal=rng.random() < 0.5)
        lemmas["noun"].update({"page"} | ({"livre"} if what == 0 else set()))
    elif how == "street":
        what = rng.choice((0, 0, 1, 2))
        args.update(n=rng.randrange(5), what=what, owner=rng.randrange(2))
        args.update(formal=rng.random() < 0.5)
        args["tense"] = "cest" if what != 0 or rng.random() < 0.3 else "go"
        lemmas["noun"].add(_STREET[what][0])
    else:
        what = rng.randrange(len(_NTH))
        args.update(n=rng.randrange(10), what=what, owner=rng.randrange(len(_OWNERS)))
        args["tense"] = rng.choice(("p", "p", "i"))
        lemmas["noun"].add(_NTH[what][0])
    return Construction("ordinal", args, lemmas)


# --- How many ---------------------------------------------------------------------------------

# Family: French, gender, English (fille: daughter, among one's children)
_FAMILY = (
    ("frère", "m", "brother"),
    ("soeur", "f", "sister"),
    ("fils", "m", "son"),
    ("fille", "f", "daughter"),
    ("enfant", "m", "child"),
    ("cousin", "m", "cousin"),
    ("ami", "m", "friend"),
)
_PAIRS = ((0, 1), (2, 3))  # two brothers and a sister; a son and two daughters
# Il y a ...: (counted French, gender, English), (where French, English)
COUNTED = (
    (("élève", "m", "pupil"), ("dans la classe", "in the class")),
    (("chambre", "f", "bedroom"), ("dans la maison", "in the house")),
    (("chambre", "f", "bedroom"), ("dans l'appartement", "in the flat")),
    (("page", "f", "page"), ("dans ce livre", "in this book")),
    (("joueur", "m", "player"), ("dans l'équipe", "in the team")),
    (("personne", "f", "person"), ("dans la voiture", "in the car")),
    (("arbre", "m", "tree"), ("dans le jardin", "in the garden")),
    (("chaise", "f", "chair"), ("dans la pièce", "in the room")),
    (("pomme", "f", "apple"), ("dans le panier", "in the basket")),
    (("stylo", "m", "pen"), ("dans mon sac", "in my bag")),
)
# the most there are in a place (else 40)
_MOST = {"maison": 8, "l'appartement": 6, "voiture": 5, "sac": 10, "panier": 20}
_WANTED = (
    ("pomme", "f", "apple"),
    ("orange", "f", "orange"),
    ("banane", "f", "banana"),
    ("tomate", "f", "tomato"),
    ("oeuf", "m", "egg"),
    ("billet", "m", "ticket"),
    ("croissant", "m", "croissant"),
)
# present of avoir and vouloir for je tu il elle nous vous ils elles
_HAVE = "ai as a a avons avez ont ont".split()
_WANT = "veux veux veut veut voulons voulez veulent veulent".split()


def _people(pr, noun_en: str, n: int) -> str:
    """(pyrealb: persons) people."""
    text = pr.NP(pr.N(noun_en)).n("p" if n > 1 else "s").realize().strip()
    return "people" if text == "persons" else text


@builder("how_many")
def _how_many(pr, lang, how, subj=None, n=1, m=0, which=0, verb="avoir", tense="p"):
    fr = lang == "fr"
    if how == "family":  # j'ai deux frères et une sœur
        nouns = [_FAMILY[i] for i in ((which,) if m == 0 else _PAIRS[which])]
        parts = [
            _count(k, f, g, lang, pr, e)
            for k, (f, g, e) in zip((n, m), nouns, strict=False)
        ]
        if m == 0:
            parts = parts[:1]
        what = " et ".join(parts) if fr else " and ".join(parts)
        vp = pr.VP(pr.V("avoir" if fr else "have"), pr.Q(what))
        return _s(pr, lang, subj, vp, tense)
    if how in ("there", "there_asked", "there_en"):  # il y a vingt élèves ...
        (noun, gender, en), (where_fr, where_en) = COUNTED[which]
        if how == "there_en":  # il y en a vingt / there are twenty
            if fr:
                return _cap(
                    f"il y en {'a' if tense == 'p' else 'avait'} {fr_number(n, gender == 'f')}."
                )
            return f"There {'are' if tense == 'p' else 'were'} {en_number(n)}."
        if how == "there_asked":
            if fr:
                head = f"Combien {_de(pr.NP(pr.N(noun).n('p')).realize().strip())}"
                return f"{head} y a-t-il {where_fr}?"
            return f"How many {_people(pr, en, 2)} are there {where_en}?"
        if fr:
            verb_fr = "a" if tense == "p" else "avait"
            count = _count(n, noun, gender, lang, pr)
            return _cap(f"il y {verb_fr} {count} {where_fr}.")
        verb_en = "are" if tense == "p" else "were"
        return f"There {verb_en} {en_number(n)} {_people(pr, en, n)} {where_en}."
    table = _FAMILY if verb == "avoir" else _WANTED
    noun, gender, en = table[which]
    pe, num = person_number(subj)
    if isinstance(subj, Pronoun):
        who = subj.index
        subj_fr, subj_en = ("je tu il elle nous vous ils elles".split()[who],
                            "I you he she we you they they".split()[who])  # fmt: skip
    else:
        who = 2 if subj.gender == "m" else 3
        subj_fr = subj_en = subj.name
    forms = _HAVE if verb == "avoir" else _WANT
    en_verb = "have" if verb == "avoir" else "want"
    if how == "answer":  # j'en ai deux / I have two
        if fr:
            form = forms[who]
            head = "j'en" if who == 0 else f"{subj_fr} en"
            return _cap(f"{head} {form} {fr_number(n, gender == 'f')}.")
        verb_en = (
            en_verb + "s" if (pe, num) == (3, "s") and en_verb == "want" else en_verb
        )
        if (pe, num) == (3, "s") and en_verb == "have":
            verb_en = "has"
        return _cap(f"{subj_en} {verb_en} {en_number(n)}.")
    # combien de frères as-tu? / how many brothers do you have?
    if fr:
        plural = pr.NP(pr.N(noun).g(gender).n("p")).realize().strip()
    else:
        plural = pr.NP(pr.N(en).n("p")).realize().strip()
    if fr:
        form = forms[who]
        if isinstance(subj, Name):
            pro = "il" if subj.gender == "m" else "elle"
            inverted = (
                f"{subj.name} {form}-t-{pro}"
                if form[-1] in "ae"
                else f"{subj.name} {form}-{pro}"
            )
        else:
            pro = subj_fr
            inverted = f"{form}-t-{pro}" if form[-1] in "ae" else f"{form}-{pro}"
        return f"Combien {_de(plural)} {inverted}?"
    aux = "does" if (pe, num) == (3, "s") else "do"
    return f"How many {plural} {aux} {subj_en} {en_verb}?"


def _question_subject(rng, sampler):
    if rng.random() < 0.25:
        return draw_name(rng)
    return Pronoun(rng.choice((1, 1, 2, 3, 5, 5, 6, 7)), rng.choice("mf"))


@register("how_many", 0.12)
def how_many(rng: random.Random, sampler):
    how = rng.choice(("family", "family", "there", "there", "there_asked", "there_en",
                      "asked", "asked", "answer"))  # fmt: skip
    args = {"how": how}
    if how == "family":
        subj = draw_subject(rng, sampler, PERSON, pronoun=0.6, name=0.3)
        if rng.random() < 0.5:
            which, m = rng.randrange(len(_PAIRS)), rng.randint(1, 3)
            nouns = [_FAMILY[i][0] for i in _PAIRS[which]]
        else:
            which, m = rng.randrange(len(_FAMILY)), 0
            nouns = [_FAMILY[which][0]]
        args.update(subj=subj, n=rng.randint(1, 4 if m else 6), m=m, which=which)
        args["tense"] = rng.choice(("p", "p", "p", "i"))
        lemmas = lemmas_of(subj, verbs=("avoir",))
        lemmas["noun"].update(nouns)
        return Construction("how_many", args, lemmas)
    if how.startswith("there"):
        which = rng.randrange(len(COUNTED))
        top = _MOST.get(COUNTED[which][1][0].split()[-1], 40)  # (not 27 in a car)
        n = rng.choice((rng.randint(2, min(top, 10)), rng.randint(2, top)))
        args.update(which=which, n=n, tense=rng.choice(("p", "p", "i")))
        lemmas = lemmas_of()
        if how != "there_en":
            place = COUNTED[which][1][0].split()[-1].split("'")[-1]
            lemmas["noun"].update((COUNTED[which][0][0], place))
        return Construction("how_many", args, lemmas)
    verb = rng.choice(("avoir", "vouloir"))
    which = rng.randrange(len(_FAMILY if verb == "avoir" else _WANTED))
    subj = (
        _question_subject(rng, sampler)
        if how == "asked"
        else Pronoun(rng.randrange(8), rng.choice("mf"))
    )
    args.update(subj=subj, verb=verb, which=which, n=rng.randint(2, 12))
    lemmas = lemmas_of(verbs=(verb,))
    if how == "asked":
        lemmas["noun"].add((_FAMILY if verb == "avoir" else _WANTED)[which][0])
    return Construction("how_many", args, lemmas)
