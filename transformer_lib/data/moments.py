"""A kind of sentence of version 3, ``moments``: time, weather and places, with the everyday
words that a corpus of the fourth widening lacked (split from :mod:`.daily`, whose
clause writer it uses):

- *il gèle* / *it is freezing* in five tenses, and the imparfait of the weather or of an
  action in progress with *quand* + the passé composé: *Il pleuvait quand je suis
  arrivée.* / *It was raining when I arrived.*, *Elle lisait un livre quand tu as appelé.*
  / *She was reading a book when you called.*;
- *Il est presque minuit.* / *It is almost midnight.* (*déjà*, *seulement*, *environ*),
  *Le train arrive à midi.* / *The train arrives at midday.*;
- habits of the week: *Nous jouions au foot tous les samedis.* / *We played football
  every Saturday.*, *le samedi* / *on Saturdays*, *tous les jours sauf le dimanche* /
  *every day except Sunday*, *la plupart du temps* / *most of the time*, in the present,
  the imparfait (a habit: the English simple past) and the future;
- *Je suis né à Lyon.* / *I was born in Lyon.*, *Où es-tu née?* / *Where were you born?*;
- *Le musée est à six kilomètres.* / *The museum is six kilometres away.*;
- *Ils habitent au bord de la mer.* / *They live by the sea.* (*au centre-ville*, *dans le
  nord*, *au sud de Lyon*, ...), *Où est la pharmacie la plus proche?* / *Where is the
  nearest pharmacy?*

English: one wording for each French structure, no contractions, British words.
"""

from __future__ import annotations

import random

from .daily import _cap, _vp, clause
from .kind_parts import (
    Construction,
    builder,
    draw_name,
    en_number,
    everyday_pronoun,
    fr_number,
    lemmas_of,
    lower_first,
    subject_tree,
)
from .kinds_v3 import register
from .names import CITIES, COUNTRIES
from .structures import NounPhrase, Pronoun

__all__ = ["WEEKLY", "DAYS", "IN_PROGRESS", "LIVE", "moments"]


# the weather in the imparfait: (French verb, English verb)
WEATHER = (("pleuvoir", "rain"), ("neiger", "snow"), ("geler", "freeze"))
# il gèle + where or when: (French, English, tenses)
_FREEZE_WHEN = (
    ("", "", "p i f pc aller"),
    ("dehors", "outside", "p i"),
    ("cette nuit", "last night", "pc"),
    ("cette nuit", "tonight", "f aller"),
    ("ce matin", "this morning", "p pc"),
)
# actions in progress in the imparfait: (French verb, rest, English verb, rest)
IN_PROGRESS = (
    ("lire", "un livre", "read", "a book"),
    ("lire", "le journal", "read", "the newspaper"),
    ("regarder", "la télé", "watch", "TV"),
    ("dormir", "", "sleep", ""),
    ("prendre", "une douche", "have", "a shower"),
    ("faire", "la vaisselle", "do", "the washing-up"),
    ("écrire", "une lettre", "write", "a letter"),
    ("jouer", "dans le jardin", "play", "in the garden"),
    ("travailler", "", "work", ""),
    ("manger", "", "eat", ""),
    ("faire", "la cuisine", "cook", ""),
)
# events in the passé composé after quand: (French verb, English verb)
EVENTS = (
    ("arriver", "arrive"),
    ("rentrer", "get home"),
    ("partir", "leave"),
    ("sortir", "go out"),
    ("appeler", "call"),
    ("téléphoner", "phone"),
)
# the places one asks the way to: où est la pharmacie la plus proche?
_NEAREST = frozenset(
    "pharmacie boulangerie supermarché banque poste hôpital librairie épicerie "
    "boucherie pâtisserie cinéma restaurant hôtel piscine gare aéroport".split()
)
# what arrives and leaves at a time of the timetable
_TIMETABLED = frozenset("train avion bus bateau car navire métro".split())
# il est presque ... / it is almost ...
_CLOCK_ADVERBS = (("presque", "almost"), ("déjà", "already"), ("seulement", "only"),
                  ("environ", "about"))  # fmt: skip
# habits of the week: (French verb, rest, English verb, rest)
WEEKLY = (
    ("jouer", "au foot", "play", "football"),
    ("jouer", "aux cartes", "play", "cards"),
    ("aller", "au marché", "go", "to the market"),
    ("faire", "les courses", "do", "the shopping"),
    ("aller", "à la piscine", "go", "to the swimming pool"),
    ("aller", "au cinéma", "go", "to the cinema"),
    ("raconter", "des histoires", "tell", "stories"),
    ("lire", "le journal", "read", "the newspaper"),
    ("travailler", "", "work", ""),
    ("nager", "", "swim", ""),
    ("faire", "du vélo", "go", "cycling"),
    ("manger", "au restaurant", "eat", "at a restaurant"),
    ("jouer", "du piano", "play", "the piano"),
    ("faire", "le ménage", "do", "the housework"),
    ("écouter", "de la musique classique", "listen", "to classical music"),
    ("aller", "au centre-ville", "go", "to the town centre"),
)
DAYS = (
    ("lundi", "Monday"),
    ("mardi", "Tuesday"),
    ("mercredi", "Wednesday"),
    ("jeudi", "Thursday"),
    ("vendredi", "Friday"),
    ("samedi", "Saturday"),
    ("dimanche", "Sunday"),
)
# the families a grandparent tells stories in: mon grand-père / my grandfather
_KIN = (("grand-père", "m"), ("grand-mère", "f"), ("père", "m"), ("mère", "f"),
        ("oncle", "m"), ("tante", "f"), ("frère", "m"), ("soeur", "f"))  # fmt: skip
# (French, English): where one lives; "{c}" a city
LIVE = (
    ("au bord de la mer", "by the sea"),
    ("au bord du lac", "by the lake"),
    ("au bord de la rivière", "by the river"),
    ("au centre-ville", "in the town centre"),
    ("au milieu de la forêt", "in the middle of the forest"),
    ("à la campagne", "in the country"),
    ("dans le nord", "in the north"),
    ("dans le sud", "in the south"),
    ("dans l'est", "in the east"),
    ("dans l'ouest", "in the west"),
    ("au nord de {c}", "north of {c}"),
    ("au sud de {c}", "south of {c}"),
    ("à l'est de {c}", "east of {c}"),
    ("à l'ouest de {c}", "west of {c}"),
    ("près d'ici", "near here"),
)


def _day_words(day, lang):
    """("every", d) tous les samedis, ("on", d) le samedi, ("morning", d) tous les
    samedis matin, ("except", d) tous les jours sauf le samedi, ("most",) la plupart du
    temps, ("from", d, e) du lundi au vendredi."""
    fr = lang == "fr"
    how = day[0]
    if how == "most":
        return "la plupart du temps" if fr else "most of the time"
    f, e = DAYS[day[1]]
    if how == "from":  # du lundi au vendredi / from Monday to Friday
        f2, e2 = DAYS[day[2]]
        return f"du {f} au {f2}" if fr else f"from {e} to {e2}"
    return {
        "every": (f"tous les {f}s", f"every {e}"),
        "on": (f"le {f}", f"on {e}s"),
        "morning": (f"tous les {f}s matin", f"every {e} morning"),
        "except": (f"tous les jours sauf le {f}", f"every day except {e}"),
    }[how][0 if fr else 1]


def _when_clause(pr, lang, subj, event) -> str:
    verb = EVENTS[event][0 if lang == "fr" else 1]
    head, *rest = verb.split()
    v = pr.V(head).aux("êt") if head == "rentrer" else pr.V(head)  # (pyrealb: avoir)
    vp = pr.VP(v, *([pr.Q(" ".join(rest))] if rest else []))
    return ("quand " if lang == "fr" else "when ") + lower_first(
        clause(pr, lang, subj, vp, "pc")
    )


@builder("moments")
def _moments(pr, lang, what, **a):
    fr = lang == "fr"
    end = a.get("end", ".")
    if what == "freeze":
        f_when, e_when, _ = _FREEZE_WHEN[a["when"]]
        tense = a["tense"]
        if fr:
            if tense == "aller":
                text = clause(
                    pr, lang, None, pr.VP(pr.V("aller"), pr.V("geler").t("b"))
                )
            else:
                text = clause(pr, lang, None, pr.VP(pr.V("geler")), tense)
            return f"{text} {f_when}".strip() + end
        text = {"p": "It is freezing", "i": "It was freezing", "f": "It will freeze",
                "pc": "It froze", "aller": "It is going to freeze"}[tense]  # fmt: skip
        return f"{text} {e_when}".strip() + end
    if what == "when":
        if a["weather"] is not None:
            verb = WEATHER[a["weather"]][0 if fr else 1]
            main = clause(pr, lang, None, pr.VP(pr.V(verb)), "i", prog=True)
        else:
            f_v, f_r, e_v, e_r = IN_PROGRESS[a["action"]]
            vp = _vp(pr, f_v, f_r) if fr else _vp(pr, e_v, e_r)
            main = clause(pr, lang, a["subj"], vp, "i", prog=True)
        when = _when_clause(pr, lang, a["other"], a["event"])
        if a.get("asked"):  # Tu dormais quand j'ai téléphoné? / Were you sleeping ...?
            if not fr:
                main = "Were you " + main.removeprefix("You were ")
            return f"{main} {when}?"
        if a["first"]:
            return _cap(when) + ", " + lower_first(main) + end
        return f"{main} {when}{end}"
    if what == "clock":
        adv = _CLOCK_ADVERBS[a["adv"]][0 if fr else 1]
        hour = a["hour"]
        if hour in (0, 12):
            time = ("minuit" if hour == 0 else "midi") if fr else (
                "midnight" if hour == 0 else "midday")  # fmt: skip
        elif fr:
            time = f"{fr_number(hour, True)} heure{'s' if hour > 1 else ''}"
            time += " et demie" if a["half"] else ""
        else:
            time = (
                f"half past {en_number(hour)}"
                if a["half"]
                else f"{en_number(hour)} o'clock"
            )
        return (f"Il est {adv} {time}" if fr else f"It is {adv} {time}") + end
    if what == "at":
        noon = ("minuit", "midnight") if a["hour"] == 0 else ("midi", "midday")
        at = ("vers " if fr else "around ") if a["around"] else ("à " if fr else "at ")
        verb = ("arriver", "arrive") if a["arrive"] else ("partir", "leave")
        vp = _vp(pr, verb[0 if fr else 1], at + noon[0 if fr else 1])
        return clause(pr, lang, a["subj"], vp, a["tense"]) + end
    if what == "weekly":
        f_v, f_r, e_v, e_r = WEEKLY[a["act"]]
        vp = _vp(pr, f_v, f_r) if fr else _vp(pr, e_v, e_r)
        vp.add(pr.Q(_day_words(a["day"], lang)))
        return clause(pr, lang, a["subj"], vp, a["tense"]) + end
    if what == "born":
        subj = a["subj"]
        if a["asked"]:
            if fr:
                pe = subject_tree(pr, subj, lang).realize().strip()
                be = {"tu": "es", "vous": "êtes", "il": "est", "elle": "est"}[
                    pe.lower()
                ]
                born = "née" if subj.gender == "f" else "né"
                return f"Où {be}-{pe.lower()} {born}?"
            pe = subject_tree(pr, subj, lang).realize().strip()
            return f"Where {'were' if pe in ('you',) else 'was'} {pe} born?"
        place = _born_where(a["where"], lang)
        if fr:
            vp = pr.VP(pr.V("naître"), pr.Q(place))
            return clause(pr, lang, subj, vp, "pc") + end
        return (
            clause(pr, lang, subj, pr.VP(pr.V("be"), pr.Q("born " + place)), "pc") + end
        )
    if what == "distance":
        n, unit = a["n"], a["unit"]
        tree = (
            subject_tree(pr, a["subj"], lang).realize().strip() if a["subj"] else None
        )
        if fr:
            word = ("kilomètre" if unit == "km" else "mètre") + ("s" if n > 1 else "")
            far = f"à {'environ ' if a['about'] else ''}{fr_number(n)} {word}"
            head = f"{tree} est" if tree else "C'est"
            return _cap(f"{head} {far}") + (" d'ici" if a["here"] else "") + end
        word = ("kilometre" if unit == "km" else "metre") + ("s" if n > 1 else "")
        far = f"{'about ' if a['about'] else ''}{en_number(n)} {word}"
        head = f"{tree} is" if tree else "It is"
        return _cap(f"{head} {far}") + (" from here" if a["here"] else " away") + end
    if what == "live":
        f_w, e_w = LIVE[a["where"]]
        city = CITIES[a["city"]]
        where = f_w.format(c=city[0]) if fr else e_w.format(c=city[1])
        if fr:
            where = where.replace("de A", "d'A").replace("de É", "d'É")
        vp = _vp(pr, "habiter" if fr else "live", where)
        return clause(pr, lang, a["subj"], vp, a["tense"]) + end
    # what == "nearest"
    np = a["np"]
    if fr:
        near = "la plus proche" if np.gender == "f" else "le plus proche"
        head = "Où se trouve" if a["found"] else "Où est"
        return f"{head} {subject_tree(pr, np, lang).realize().strip()} {near}?"
    return f"Where is the nearest {np.noun.en}?"


def _born_where(where, lang: str) -> str:
    from .people import place_words
    from .times import MONTHS

    if where[0] == "month":
        return (
            ("en " + MONTHS[where[1]][0])
            if lang == "fr"
            else ("in " + MONTHS[where[1]][1])
        )
    return place_words(where, "live", lang)


def _person(rng, sampler, kin=0.2):
    """A subject: a pronoun, a name or *mon grand-père* (my ...)."""
    x = rng.random()
    if x < kin:
        noun, gender = rng.choice(_KIN)
        n = next(n for n in sampler.lex.NOUNS if n.fr == noun)
        return NounPhrase(n, gender, "s", ("poss", 0))
    if x < 0.7:
        return everyday_pronoun(rng)
    return draw_name(rng)


@register("moments", 0.17)
def moments(rng: random.Random, sampler):
    """Time, the weather and places (see the module)."""
    x = rng.random()
    end = rng.choice("..!")
    if x < 0.1:
        when = rng.randrange(len(_FREEZE_WHEN))
        args = {"when": when, "tense": rng.choice(_FREEZE_WHEN[when][2].split())}
        return Construction("moments", {"what": "freeze", "end": end, **args},
                            lemmas_of(verbs=("geler",)))  # fmt: skip
    if x < 0.3:
        other = everyday_pronoun(rng)
        subj = _person(rng, sampler, 0.1)
        weather = rng.randrange(len(WEATHER)) if rng.random() < 0.35 else None
        if isinstance(subj, Pronoun) and subj.index in (1, 5) and other.index in (1, 5):
            other = Pronoun(0, other.gender)  # (not "vous mangiez quand tu es sortie")
        if isinstance(subj, Pronoun) and {subj.index, other.index} == {0, 4}:
            other = Pronoun(6, "m")  # (not "je dormais quand nous sommes rentrés")
        if isinstance(subj, Pronoun) and subj.index == other.index:
            other = Pronoun(
                (other.index + 1) % 8,
                other.gender if other.index not in (1, 5) else "m",
            )
        args = {
            "weather": weather,
            "subj": subj,
            "other": other,
            "first": rng.random() < 0.3,
        }
        args.update(
            action=rng.randrange(len(IN_PROGRESS)), event=rng.randrange(len(EVENTS))
        )
        if isinstance(subj, Pronoun) and subj.index in (1, 5) and weather is None:
            args["asked"] = rng.random() < 0.5  # (Tu dormais quand j'ai téléphoné?)
            args["first"] = args["first"] and not args["asked"]
        verbs = [EVENTS[args["event"]][0]]
        verbs.append(
            WEATHER[weather][0]
            if weather is not None
            else IN_PROGRESS[args["action"]][0]
        )
        return Construction(
            "moments", {"what": "when", **args}, lemmas_of(subj, verbs=verbs)
        )
    if x < 0.4:
        hour = rng.choice((0, 0, 12, 12) + tuple(range(1, 12)))
        args = {"adv": rng.randrange(len(_CLOCK_ADVERBS)), "hour": hour}
        args["half"] = hour not in (0, 12) and rng.random() < 0.3
        return Construction(
            "moments", {"what": "clock", "end": end, **args}, lemmas_of()
        )
    if x < 0.47:
        noun = rng.choice([n for n in sampler.lex.NOUNS if n.fr in _TIMETABLED])
        np = NounPhrase(noun, noun.gender, "s", ("def",))
        np.pp, np.pre, np.post, np.det, np.number = None, None, None, ("def",), "s"
        args = {"subj": np, "hour": rng.choice((0, 12)), "around": rng.random() < 0.3}
        args.update(arrive=rng.random() < 0.6, tense=rng.choice("ppf"), end=".")
        verb = "arriver" if args["arrive"] else "partir"
        return Construction(
            "moments", {"what": "at", **args}, lemmas_of(np, verbs=(verb,))
        )
    if x < 0.7:
        subj = _person(rng, sampler)
        kind = rng.choice(
            ("every", "every", "every", "on", "morning", "except", "most", "from")
        )
        day = (kind,) if kind == "most" else (kind, rng.randrange(7))
        if kind == "from":
            first = rng.choice((0, 0, 0, 1, 2))
            day = (kind, first, rng.choice((4, 4, 5, 6)) if first == 0 else 6)
        args = {"subj": subj, "act": rng.randrange(len(WEEKLY)), "day": day}
        args.update(tense=rng.choice("ppiif" if kind != "on" else "ppii"), end=end)
        return Construction("moments", {"what": "weekly", **args},
                            lemmas_of(subj, verbs=(WEEKLY[args["act"]][0],)))  # fmt: skip
    if x < 0.8:
        if rng.random() < 0.2:
            subj = Pronoun(rng.choice((1, 2, 3)), "m")
            subj = Pronoun(subj.index, "f" if subj.index == 3 else "m" if subj.index == 2
                           else rng.choice("mf"))  # fmt: skip
            args = {"subj": subj, "asked": True, "where": None}
            return Construction(
                "moments", {"what": "born", **args}, lemmas_of(verbs=("naître",))
            )
        subj = _person(rng, sampler, 0.15)
        y = rng.random()
        if y < 0.45:
            where = ("city", rng.randrange(len(CITIES)))
        elif y < 0.8:
            where = ("country", rng.randrange(len(COUNTRIES)))
        else:
            where = ("month", rng.randrange(12))
        args = {"subj": subj, "asked": False, "where": where, "end": end}
        return Construction("moments", {"what": "born", **args},
                            lemmas_of(subj, verbs=("naître",)))  # fmt: skip
    if x < 0.87:
        np = None
        if rng.random() < 0.8:
            np = sampler.noun_phrase(frozenset({"building"}), "subj")
            np.pp, np.pre, np.post, np.det, np.number = None, None, None, ("def",), "s"
        unit = rng.choice(("km", "km", "m"))
        n = rng.choice((1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 30, 50)) if unit == "km" else \
            rng.choice((20, 50, 100))  # fmt: skip
        args = {
            "subj": np,
            "n": n,
            "unit": unit,
            "about": n > 1 and rng.random() < 0.25,
        }
        args.update(here=rng.random() < 0.3, end=".")
        return Construction("moments", {"what": "distance", **args}, lemmas_of(np))
    if x < 0.95:
        subj = _person(rng, sampler, 0.1)
        args = {
            "subj": subj,
            "where": rng.randrange(len(LIVE)),
            "city": rng.randrange(len(CITIES)),
        }
        args.update(tense=rng.choice("ppif"), end=end)
        return Construction(
            "moments", {"what": "live", **args}, lemmas_of(subj, verbs=("habiter",))
        )
    noun = rng.choice([n for n in sampler.lex.NOUNS if n.fr in _NEAREST])
    np = NounPhrase(noun, noun.gender, "s", ("def",))
    args = {"np": np, "found": rng.random() < 0.3}
    return Construction("moments", {"what": "nearest", **args}, lemmas_of(np))
