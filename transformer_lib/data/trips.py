"""Kinds of sentence of version 3: trips, plans for soon and outings.

- ``trip``: to a country or a city, French *en* before a feminine country (or one that
  begins with a vowel), *au* before a masculine one, *aux* before a plural one, *à*
  before a city, English *to* after a verb of going and *in* after a verb of staying
  (*Elle aimerait voyager en Italie.* / *She would like to travel to Italy.*, *Je
  voudrais habiter au Japon.* / *I would like to live in Japan.*, *Nous sommes allés
  aux États-Unis l'été dernier.* / *We went to the United States last summer.*, *Il rêve
  de partir en vacances à Rome.* / *He dreams of going on holiday to Rome.*; *visiter*
  takes the country's article: *visiter le Portugal* / *visit Portugal*);
- ``going_soon``: the French present with a time to come is the English present
  progressive (*Tu vas à la piscine demain ?*, *Est-ce que tu vas ...*, *Vas-tu ...* /
  *Are you going to the pool tomorrow?*, *Je pars samedi.* / *I am leaving on
  Saturday.*, *Paul ne travaille pas ce soir.* / *Paul is not working this evening.*);
- ``outing``: *aller* + an outing + where (*Allons pique-niquer au bord du lac !* /
  *Let's go for a picnic by the lake!*, *On pourrait aller nager au bord de la mer.* /
  *We could go swimming by the sea.*, *Nous sommes allées nous promener dans le parc.* /
  *We went for a walk in the park.*, *Tu veux aller faire du vélo à la campagne ?* / *Do
  you want to go cycling in the countryside?*, *On va pêcher au bord de la rivière
  dimanche ?* / *Shall we go fishing by the river on Sunday?*); not *nous allons* +
  an outing, which the clause grammar says as the near future (*Nous allons nous baigner
  dans la mer.* / *We are going to swim in the sea.*).
"""

from __future__ import annotations

import random

from .kind_parts import (
    Construction,
    Name,
    builder,
    draw_name,
    everyday_pronoun,
    lemmas_of,
    lower_first,
    person_number,
    subject_tree,
)
from .kinds_v3 import register
from .locations import PLACES
from .names import CITIES, COUNTRIES
from .structures import Pronoun

__all__ = ["TRIP_VERBS", "TRIP_HEADS", "SOON", "SOON_TIMES", "OUTINGS", "OUTING_PLACES"]

_VOWELS = tuple("AEÉÈIOUaeéèiou")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _be(subj) -> str:
    pe, n = person_number(subj)
    return "am" if (pe, n) == (1, "s") else "is" if (pe, n) == (3, "s") else "are"


def _third(subj) -> bool:
    return person_number(subj) == (3, "s")


def _en_subject(pr, subj) -> str:
    return subject_tree(pr, subj, "en").realize().strip()


def _fr_sentence(pr, subj, verb: str, rest: str, tense: str, neg=False) -> str:
    """The French clause (no full stop): *Paul est allé en Italie*."""
    vp = pr.VP(pr.V(verb), *([pr.Q(rest)] if rest else []))
    s = pr.S(subject_tree(pr, subj, "fr"), vp).t(tense)
    if neg:
        s = s.typ({"neg": True})
    return s.realize().strip()[:-1]


# --- trip: voyager en Italie ----------------------------------------------------------

# (French verb, English verb, English -ing, going (to) or staying (in))
TRIP_VERBS = (
    ("voyager", "travel", "travelling", True),
    ("aller", "go", "going", True),
    ("partir", "go on holiday", "going on holiday", True),
    ("retourner", "go back", "going back", True),
    ("habiter", "live", "living", False),
    ("vivre", "live", "living", False),
    ("travailler", "work", "working", False),
    ("étudier", "study", "studying", False),
    ("visiter", "visit", "visiting", None),
)
# the ways of saying it: (French verb before the infinitive ("" none), French tense,
# English before the verb ({s}: "s" after he / she), the English verb's form)
TRIP_HEADS = (
    ("vouloir", "c", "would like to", "base"),
    ("aimer", "c", "would like to", "base"),
    ("vouloir", "p", "want{s} to", "base"),
    ("rêver", "p", "dream{s} of", "ing"),
    ("aller", "p", "{be} going to", "base"),
    ("", "f", "will", "base"),
    ("", "pc", "", "past"),
)
_PAST = {"travel": "travelled", "go": "went", "go on holiday": "went on holiday",
         "go back": "went back", "live": "lived", "work": "worked",
         "study": "studied", "visit": "visited"}  # fmt: skip
# when: (French, English, the tenses it goes with: "f" to come, "pc" past)
_TRIP_WHEN = (
    ("cet été", "this summer", "f pc"),
    ("l'année prochaine", "next year", "f"),
    ("un jour", "one day", "f"),
    ("pendant les vacances", "during the holidays", "f pc"),
    ("en août", "in August", "f pc"),
    ("l'été dernier", "last summer", "pc"),
    ("l'année dernière", "last year", "pc"),
)


def _where(dest, going, lang: str) -> str:
    """en Italie, au Japon, aux États-Unis, à Rome / to (or in) Italy; visiter: l'Italie,
    le Japon / Italy."""
    kind, i = dest
    fr = lang == "fr"
    if kind == "city":
        name = CITIES[i][0 if fr else 1]
        if going is None:
            return name
        return f"à {name}" if fr else f"{'to' if going else 'in'} {name}"
    f_name, gender, e_name = COUNTRIES[i]
    if not fr:
        return e_name if going is None else f"{'to' if going else 'in'} {e_name}"
    if going is None:  # visiter l'Italie, le Japon, les États-Unis
        if gender == "p":
            return f"les {f_name}"
        if f_name.startswith(_VOWELS):
            return f"l'{f_name}"
        return ("la " if gender == "f" else "le ") + f_name
    if gender == "p":
        return f"aux {f_name}"
    if gender == "f" or f_name.startswith(_VOWELS):
        return f"en {f_name}"
    return f"au {f_name}"


@builder("trip")
def _trip(pr, lang, subj, verb, head, dest, when=None, end="."):
    fr = lang == "fr"
    f_verb, e_verb, e_ing, going = TRIP_VERBS[verb]
    f_head, tense, e_head, e_form = TRIP_HEADS[head]
    where = _where(dest, going, lang)
    if f_verb == "partir" and fr:
        where = "en vacances " + where
    time = "" if when is None else " " + _TRIP_WHEN[when][0 if fr else 1]
    if fr:
        if not f_head:
            text = _fr_sentence(pr, subj, f_verb, where, tense)
        else:
            inf = f"{f_verb} {where}"
            if f_head == "rêver":
                inf = ("d'" if inf.startswith(_VOWELS + ("h",)) else "de ") + inf
            text = _fr_sentence(pr, subj, f_head, inf, tense)
        return _cap(text) + time + end
    who = _en_subject(pr, subj)
    if e_form == "past":
        words = _PAST[e_verb]
    else:
        words = e_ing if e_form == "ing" else e_verb
        lead = e_head.replace("{s}", "s" if _third(subj) else "")
        words = lead.replace("{be}", _be(subj)) + " " + words
    return _cap(f"{who} {words} {where}{time}{end}")


@register("trip", 0.03)
def trip(rng: random.Random, sampler):
    """*Elle aimerait voyager en Italie.* / *She would like to travel to Italy.* (see the
    module)."""
    subj = draw_name(rng) if rng.random() < 0.25 else everyday_pronoun(rng)
    verb = rng.randrange(len(TRIP_VERBS))
    head = rng.choice((0, 0, 1, 1, 2, 3, 4, 5, 6))
    if TRIP_VERBS[verb][0] == "aller" and TRIP_HEADS[head][0] == "aller":
        head = 0  # (not "je vais aller")
    dest = ("country", rng.randrange(len(COUNTRIES)))
    if rng.random() < 0.3:
        dest = ("city", rng.randrange(len(CITIES)))
    tense = TRIP_HEADS[head][1]
    when = None
    if tense in ("f", "pc") or TRIP_HEADS[head][0] == "aller":
        options = [
            i
            for i, w in enumerate(_TRIP_WHEN)
            if ("pc" if tense == "pc" else "f") in w[2].split()
        ]
        if rng.random() < 0.6:
            when = rng.choice(options)
    args = {"subj": subj, "verb": verb, "head": head, "dest": dest, "when": when}
    args["end"] = rng.choice("..!")
    verbs = (TRIP_VERBS[verb][0],) + ((TRIP_HEADS[head][0],) if TRIP_HEADS[head][0]
                                      else ())  # fmt: skip
    return Construction("trip", args, lemmas_of(verbs=verbs))


# --- going_soon: Tu vas à la piscine demain ? -------------------------------------------

# (French verb, French rest, English -ing and what follows); {place}: à + a place of
# locations.PLACES (English: where one goes)
SOON = (
    ("aller", "{place}", "going {place}"),
    ("venir", "", "coming"),
    ("venir", "à la fête", "coming to the party"),
    ("venir", "avec nous", "coming with us"),
    ("partir", "", "leaving"),
    ("partir", "en vacances", "going on holiday"),
    ("rentrer", "", "coming back"),
    ("travailler", "", "working"),
    ("jouer", "au football", "playing football"),
    ("jouer", "au tennis", "playing tennis"),
    ("faire", "les courses", "doing the shopping"),
    ("prendre", "le train", "taking the train"),
    ("prendre", "l'avion", "flying"),
    ("voir", "tes grands-parents", "seeing your grandparents"),
    ("dîner", "au restaurant", "having dinner at the restaurant"),
    ("arriver", "", "arriving"),
)
SOON_TIMES = (
    ("demain", "tomorrow"),
    ("ce soir", "this evening"),
    ("samedi", "on Saturday"),
    ("dimanche", "on Sunday"),
    ("ce week-end", "this weekend"),
    ("demain matin", "tomorrow morning"),
    ("cet après-midi", "this afternoon"),
    ("la semaine prochaine", "next week"),
    ("lundi prochain", "next Monday"),
)
_SOON_PLACES = tuple(
    "école travail piscine cinéma théâtre musée marché plage parc bibliothèque "
    "stade gare aéroport restaurant supermarché zoo campagne".split()
)
_INVERTED = {
    ("aller", 1): "vas",
    ("aller", 5): "allez",
    ("venir", 1): "viens",
    ("venir", 5): "venez",
    ("partir", 1): "pars",
    ("partir", 5): "partez",
    ("travailler", 1): "travailles",
    ("travailler", 5): "travaillez",
    ("rentrer", 1): "rentres",
    ("rentrer", 5): "rentrez",
}


def _to_place(pr, noun: str) -> str:
    from .lexicon_v3 import NOUNS

    n = next(x for x in NOUNS if x.fr == noun)
    return pr.PP(pr.P("à"), pr.NP(pr.D("le"), pr.N(noun).g(n.gender))).realize().strip()


@builder("going_soon")
def _going_soon(pr, lang, subj, i, time, how="say", neg=False, place=None, end="."):
    fr = lang == "fr"
    f_verb, f_rest, e_ing = SOON[i]
    t = SOON_TIMES[time][0 if fr else 1]
    if fr:
        rest = f_rest.replace("{place}", _to_place(pr, place) if place else "")
        own = _FR_OWN[subj.index] if isinstance(subj, Pronoun) else "ses"
        rest = rest.replace("tes grands-", own + " grands-")
        if how == "inverted":
            form = _INVERTED[f_verb, subj.index]
            pro = "tu" if subj.index == 1 else "vous"
            return " ".join(x for x in (f"{_cap(form)}-{pro}", rest, t) if x) + "?"
        text = _fr_sentence(pr, subj, f_verb, rest, "p", neg)
        text = f"{text} {t}"
        if how == "est-ce":
            low = lower_first(text)
            lead = "Est-ce qu'" if low[:1].lower() in "aeiouéèêh" else "Est-ce que "
            return lead + low + "?"
        return _cap(text) + ("?" if how == "asked" else end)
    rest = e_ing.replace("{place}", PLACES[place][1] if place else "")
    rest = rest.replace("your grand", _EN_OWN(subj) + " grand")
    who = _en_subject(pr, subj)
    be = _be(subj)
    if how == "say":
        return _cap(f"{who} {be} {'not ' if neg else ''}{rest} {t}{end}")
    return f"{_cap(be)} {who} {rest} {t}?"


_FR_OWN = ("mes", "tes", "ses", "ses", "nos", "vos", "leurs", "leurs")


def _EN_OWN(subj) -> str:
    if isinstance(subj, Name):
        return "his" if subj.gender == "m" else "her"
    return ("my", "your", "his", "her", "our", "your", "their", "their")[subj.index]


@register("going_soon", 0.03)
def going_soon(rng: random.Random, sampler):
    """*Tu vas à la piscine demain ?* / *Are you going to the pool tomorrow?*, *Je pars
    samedi.* / *I am leaving on Saturday.* (see the module)."""
    i = rng.randrange(len(SOON))
    f_verb = SOON[i][0]
    how = rng.choice(("say", "say", "asked", "asked", "est-ce", "inverted"))
    if how == "say":
        subj = draw_name(rng) if rng.random() < 0.25 else everyday_pronoun(rng)
    elif how == "inverted" and (f_verb, 1) in _INVERTED:
        subj = Pronoun(rng.choice((1, 5)), rng.choice("mf"))
    else:
        how = "asked" if how == "inverted" else how
        x = rng.random()
        subj = (
            Pronoun(rng.choice((1, 1, 5)), rng.choice("mf"))
            if x < 0.7
            else draw_name(rng)
            if x < 0.85
            else Pronoun(rng.choice((2, 3)), "m")
        )
        if isinstance(subj, Pronoun) and subj.index == 3:
            subj = Pronoun(3, "f")
    args = {"subj": subj, "i": i, "time": rng.randrange(len(SOON_TIMES)), "how": how}
    args["neg"] = how == "say" and rng.random() < 0.2
    args["end"] = rng.choice("..!")
    lemmas = lemmas_of(verbs=(f_verb,))
    if "{place}" in SOON[i][1]:
        args["place"] = rng.choice(_SOON_PLACES)
        lemmas["noun"].add(args["place"])
    return Construction("going_soon", args, lemmas)


# --- outing: Allons pique-niquer au bord du lac ! -------------------------------------------

# (French infinitive ({se}: the reflexive pronoun), English after "go")
OUTINGS = (
    ("pique-niquer", "for a picnic"),
    ("nager", "swimming"),
    ("{se} baigner", "for a swim"),
    ("{se} promener", "for a walk"),
    ("faire une promenade", "for a walk"),
    ("faire du vélo", "cycling"),
    ("courir", "for a run"),
    ("pêcher", "fishing"),
    ("faire du bateau", "sailing"),
)
# (French, English, the outings there: indexes of OUTINGS)
OUTING_PLACES = (
    ("au bord du lac", "by the lake", (0, 1, 2, 3, 4, 5, 6, 7, 8)),
    ("au bord de la mer", "by the sea", (0, 1, 2, 3, 4, 5, 6, 7, 8)),
    ("au bord de la rivière", "by the river", (0, 2, 3, 4, 5, 6, 7)),
    ("à la plage", "on the beach", (0, 3, 4, 6)),
    ("dans le parc", "in the park", (0, 3, 4, 5, 6)),
    ("à la campagne", "in the countryside", (0, 3, 4, 5)),
    ("dans la forêt", "in the forest", (0, 3, 4, 5, 6)),
    ("à la montagne", "in the mountains", (0, 3, 4, 5)),
    ("à la piscine", "at the pool", (1, 2)),
    ("dans la mer", "in the sea", (1, 2)),
)
_SE = {0: "me", 1: "te", 2: "se", 3: "se", 4: "nous", 5: "vous", 6: "se", 7: "se",
       "on": "se"}  # fmt: skip
_OUT_WHEN = (("demain", "tomorrow"), ("dimanche", "on Sunday"),
             ("ce week-end", "this weekend"), ("cet après-midi", "this afternoon"),
             ("s'il fait beau", "if the weather is nice"))  # fmt: skip
# how: "lets" (allons), "shall" (on va ... ?), "could" (on pourrait aller), "want" (tu
# veux aller ... ?), "went" (nous sommes allés)


def _inf(outing: int, who) -> str:
    text = OUTINGS[outing][0]
    if "{se}" in text:
        se = _SE[who]
        verb = text.split()[1]
        return (se[0] + "'" if verb[0] in "aeiou" and se in ("me", "te", "se")
                else se + " ") + verb  # fmt: skip
    return text


@builder("outing")
def _outing(pr, lang, how, outing, place, subj=None, when=None, end="."):
    fr = lang == "fr"
    f_place, e_place, _ = OUTING_PLACES[place]
    time = "" if when is None else " " + _OUT_WHEN[when][0 if fr else 1]
    go = OUTINGS[outing][1]
    if how == "lets":
        if fr:
            return f"Allons {_inf(outing, 4)} {f_place}{time}{end}"
        return f"Let's go {go} {e_place}{time}{end}"
    if how == "shall":
        if fr:
            return f"On va {_inf(outing, 'on')} {f_place}{time}?"
        return f"Shall we go {go} {e_place}{time}?"
    if how == "could":
        if fr:
            return f"On pourrait aller {_inf(outing, 'on')} {f_place}{time}{end}"
        return f"We could go {go} {e_place}{time}{end}"
    if how == "want":
        you = subj.index  # tu or vous
        if fr:
            head = "Tu veux" if you == 1 else "Vous voulez"
            return f"{head} aller {_inf(outing, you)} {f_place}{time}?"
        return f"Do you want to go {go} {e_place}{time}?"
    # went: a subject
    who = subj.index if isinstance(subj, Pronoun) else 2
    if fr:
        rest = f"{_inf(outing, who)} {f_place}"
        return _cap(_fr_sentence(pr, subj, "aller", rest, "pc")) + time + end
    head = _en_subject(pr, subj)
    return _cap(f"{head} went {go} {e_place}{time}{end}")


@register("outing", 0.03)
def outing(rng: random.Random, sampler):
    """*Allons pique-niquer au bord du lac !* / *Let's go for a picnic by the lake!* (see
    the module)."""
    place = rng.randrange(len(OUTING_PLACES))
    i = rng.choice(OUTING_PLACES[place][2])
    how = rng.choice(("lets", "lets", "shall", "could", "want", "went"))
    args = {"how": how, "outing": i, "place": place, "end": rng.choice("!..")}
    if how == "want":
        args["subj"] = Pronoun(rng.choice((1, 5)), rng.choice("mf"))
    elif how == "went":
        args["subj"] = draw_name(rng) if rng.random() < 0.3 else everyday_pronoun(rng)
    if rng.random() < (0.3 if how != "went" else 0):
        args["when"] = rng.randrange(len(_OUT_WHEN))
    verb = OUTINGS[i][0].split()[-1]
    verbs = {verb, "aller"} | ({"pouvoir"} if how == "could" else set())
    verbs |= {"vouloir"} if how == "want" else set()
    return Construction("outing", args, lemmas_of(verbs=tuple(sorted(verbs))))
