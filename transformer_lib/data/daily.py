"""Kinds of sentence of version 3: the everyday words that a corpus of the fourth widening
lacked, each in the construction where a beginner meets it.

``daily`` (what one says to someone):

- *Enchanté de faire votre connaissance.* / *Pleased to meet you.* (*ravi* / *delighted*,
  *Je suis ravie de ...* / *I am delighted to ...*);
- *Ce n'est pas ma faute.* / *It is not my fault.*, *C'était la faute de Paul.* / *It was
  Paul's fault.*;
- short orders with *tu* or *vous*, maybe polite: *Je vous en prie, entrez.* / *Please
  come in.*, *Asseyez-vous!* / *Sit down!*, *Attendez-moi ici.* / *Wait for me here.*,
  *Appelle la police!* / *Call the police!*, *Lisez le texte à voix haute.* / *Read the
  text aloud.*, *Apprends ce poème par cœur.* / *Learn this poem by heart.*, *Partons
  tôt.* / *Let's leave early.*, *Un instant, s'il vous plaît.* / *One moment, please.*;
- drinks counted: *Deux cafés, s'il vous plaît.* / *Two coffees, please.*, *Je voudrais
  une bouteille d'eau minérale et deux thés.* / *I would like a bottle of mineral water and
  two teas.*

``moments`` (time, weather and places):

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

__all__ = [
    "ORDERS",
    "DRINKS",
    "WEEKLY",
    "DAYS",
    "IN_PROGRESS",
    "LIVE",
    "daily",
    "moments",
]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


_EN_TENSE = {"p": "p", "pc": "ps", "i": "ps", "f": "f", "c": "c"}


def clause(pr, lang, subj, vp, tense="p", neg=False, prog=False, refl=False) -> str:
    """A statement without its final mark (the imparfait is the English simple past,
    or the past progressive with ``prog``)."""
    fr = lang == "fr"
    s = pr.S(subject_tree(pr, subj, lang) if subj is not None else _it(pr, lang), vp)
    s = s.t(tense if fr else _EN_TENSE[tense])
    types = {"neg": True} if neg else {}
    if refl and fr:
        types["refl"] = True
    if prog and not fr:
        types["prog"] = True
    return (s.typ(types) if types else s).realize().strip()[:-1]


def _it(pr, lang):
    return pr.Pro("je" if lang == "fr" else "I").pe(3).g("m" if lang == "fr" else "n")


def _vp(pr, verb: str, rest: str = ""):
    """A verb phrase of a verb and fixed words (*jouer au foot*)."""
    return pr.VP(pr.V(verb), *([pr.Q(rest)] if rest else []))


# --- daily ----------------------------------------------------------------------------

MEET = (("enchanté", "pleased"), ("ravi", "delighted"))
# whose fault: a possessive (French with faute, English) or a name
_FAULT = (
    ("ma", "my"),
    ("ta", "your"),
    ("notre", "our"),
    ("votre", "your"),
    ("leur", "their"),
)

# (to tu, to vous, English): orders of one or two words; "+" may be polite
ORDERS = (
    ("entre", "entrez", "come in"),
    ("assieds-toi", "asseyez-vous", "sit down"),
    ("attends-moi ici", "attendez-moi ici", "wait for me here"),
    ("attends-nous ici", "attendez-nous ici", "wait for us here"),
    ("attends une seconde", "attendez une seconde", "wait a second"),
    ("appelle la police", "appelez la police", "call the police"),
    ("appelle une ambulance", "appelez une ambulance", "call an ambulance"),
    ("appelle les pompiers", "appelez les pompiers", "call the fire brigade"),
    ("lis le texte à voix haute", "lisez le texte à voix haute", "read the text aloud"),
    (
        "lis la phrase à voix haute",
        "lisez la phrase à voix haute",
        "read the sentence aloud",
    ),
    ("parle à voix basse", "parlez à voix basse", "speak quietly"),
    (
        "rentre directement à la maison",
        "rentrez directement à la maison",
        "come straight home",
    ),
    (
        "apprends ce poème par cœur",
        "apprenez ce poème par cœur",
        "learn this poem by heart",
    ),
    (
        "apprends la leçon par cœur",
        "apprenez la leçon par cœur",
        "learn the lesson by heart",
    ),
    (
        "ne jette rien par terre",
        "ne jetez rien par terre",
        "do not throw anything on the floor",
    ),
    ("fais-moi confiance", "faites-moi confiance", "trust me"),
    ("viens en haut", "venez en haut", "come upstairs"),
    ("attends en bas", "attendez en bas", "wait downstairs"),
    ("arrête-toi au feu rouge", "arrêtez-vous au feu rouge", "stop at the red light"),
    ("tourne à gauche au feu", "tournez à gauche au feu", "turn left at the lights"),
    ("tourne à droite au feu", "tournez à droite au feu", "turn right at the lights"),
    ("laisse-moi en paix", "laissez-moi en paix", "leave me alone"),
    ("ne regarde pas en arrière", "ne regardez pas en arrière", "do not look back"),
)
# the orders of a visit are drawn more often (entrez, asseyez-vous, attendez-moi ici)
_ORDER_WEIGHTS = tuple(4 if i < 3 else 1 for i in range(len(ORDERS)))  # fmt: skip
# partons + ... / let's leave ...
LETS_LEAVE = (
    ("", ""),
    ("maintenant", "now"),
    ("tôt", "early"),
    ("ensemble", "together"),
    ("tout de suite", "right away"),
    ("en vacances", None),  # let's go on holiday
)
# (French singular, French plural, English singular, English plural, feminine)
DRINKS = (
    ("café", "cafés", "coffee", "coffees", False),
    ("thé", "thés", "tea", "teas", False),
    ("chocolat chaud", "chocolats chauds", "hot chocolate", "hot chocolates", False),
    ("jus d'orange", "jus d'orange", "orange juice", "orange juices", False),
    ("bière", "bières", "beer", "beers", True),
    ("verre de vin rouge", "verres de vin rouge", "glass of red wine",
     "glasses of red wine", False),
    ("verre d'eau", "verres d'eau", "glass of water", "glasses of water", False),
    ("bouteille d'eau minérale", "bouteilles d'eau minérale",
     "bottle of mineral water", "bottles of mineral water", True),
    ("carafe d'eau", "carafes d'eau", "jug of water", "jugs of water", True),
    ("croissant", "croissants", "croissant", "croissants", False),
)  # fmt: skip


def _said_to(vous: bool, lang: str) -> str:
    return (
        (", s'il vous plaît" if vous else ", s'il te plaît")
        if lang == "fr"
        else ", please"
    )


@builder("daily")
def _daily(pr, lang, what, **a):
    fr = lang == "fr"
    end = a.get("end", ".")
    if what == "meet":
        word = MEET[a["word"]][0 if fr else 1]
        if fr:
            word += "e" if a["gender"] == "f" else ""
            tail = f"de faire {'votre' if a['vous'] else 'ta'} connaissance"
            return (
                _cap(f"je suis {word} {tail}" if a["full"] else f"{word} {tail}") + end
            )
        return (
            _cap(f"I am {word} to meet you" if a["full"] else f"{word} to meet you")
            + end
        )
    if what == "fault":
        who = a["who"]
        if isinstance(who, int):
            whose = _FAULT[who][0 if fr else 1]
            fault = f"{whose} faute" if fr else f"{whose} fault"
        else:
            de = "d'" if who.name[0] in "AEIOUÉ" else "de "
            fault = f"la faute {de}{who.name}" if fr else f"{who.name}'s fault"
        if fr:
            be = "est" if a["tense"] == "p" else "était"
            head = f"ce n'{be} pas" if a["neg"] else ("c'" + be)
            return _cap(f"{head} {fault}") + end
        be = "is" if a["tense"] == "p" else "was"
        return f"It {be} {'not ' if a['neg'] else ''}{fault}{end}"
    if what == "order":
        fr_tu, fr_vous, en = ORDERS[a["order"]]
        vous, polite = a["vous"], a["polite"]
        if not fr:
            if polite == "prefix":
                return f"Please {en}{end}"
            return _cap(en) + (", please" if polite == "suffix" else "") + end
        text = fr_vous if vous else fr_tu
        if polite == "prefix":
            return f"Je vous en prie, {text}{end}"
        return _cap(text) + (_said_to(vous, lang) if polite == "suffix" else "") + end
    if what == "leave":
        fr_when, en_when = LETS_LEAVE[a["when"]]
        if fr:
            return _cap(f"partons {fr_when}".strip()) + end
        if en_when is None:
            return f"Let's go on holiday{end}"
        return f"Let's leave {en_when}".strip() + end
    if what == "moment":
        word = (
            ("un instant", "one moment")
            if a["word"] == 0
            else ("une seconde", "one second")
        )
        return _cap(word[0 if fr else 1]) + _said_to(a["vous"], lang) + end
    # what == "drinks"
    items = []
    for i, n in a["items"]:
        fr_s, fr_p, en_s, en_p, fem = DRINKS[i]
        if fr:
            items.append(f"{fr_number(n, fem)} {fr_s if n == 1 else fr_p}")
        elif n == 1:
            items.append(("an " if en_s[0] in "aeiou" else "a ") + en_s)
        else:
            items.append(f"{en_number(n)} {en_p}")
    text = " et ".join(items) if fr else " and ".join(items)
    if a["want"]:
        text = ("je voudrais " if fr else "I would like ") + text
    return _cap(text) + _said_to(a["vous"], lang) + end


def _mark(rng) -> str:
    return rng.choice(".!")


@register("daily", 0.12)
def daily(rng: random.Random, sampler):
    """Something said to someone (see the module)."""
    x = rng.random()
    lemmas = lemmas_of()
    if x < 0.1:
        args = {"word": rng.randrange(len(MEET)), "gender": rng.choice("mf")}
        args.update(vous=rng.random() < 0.6, full=rng.random() < 0.3, end=_mark(rng))
        return Construction(
            "daily", {"what": "meet", **args}, lemmas_of(verbs=("faire",))
        )
    if x < 0.25:
        who = rng.randrange(len(_FAULT)) if rng.random() < 0.8 else draw_name(rng)
        args = {"who": who, "tense": rng.choice("ppi"), "neg": rng.random() < 0.6}
        args["end"] = _mark(rng)
        return Construction(
            "daily", {"what": "fault", **args}, lemmas_of(verbs=("être",))
        )
    if x < 0.6:
        vous = rng.random() < 0.55
        polite = rng.choice(
            (None, None, "suffix", "prefix") if vous else (None, "suffix")
        )
        order = rng.choices(range(len(ORDERS)), _ORDER_WEIGHTS)[0]
        args = {"order": order, "vous": vous, "polite": polite}
        args["end"] = rng.choice(".!") if polite is None else "."
        return Construction("daily", {"what": "order", **args}, lemmas)
    if x < 0.7:
        args = {"when": rng.randrange(len(LETS_LEAVE)), "end": _mark(rng)}
        return Construction(
            "daily", {"what": "leave", **args}, lemmas_of(verbs=("partir",))
        )
    if x < 0.77:
        args = {"word": rng.randrange(2), "vous": rng.random() < 0.6, "end": "."}
        return Construction("daily", {"what": "moment", **args}, lemmas)
    first = 0 if rng.random() < 0.3 else rng.randrange(len(DRINKS))  # (café most)
    items = [(first, rng.choice((1, 2, 2, 2, 3, 4)))]
    if rng.random() < 0.4:
        items.append((rng.choice([i for i in range(len(DRINKS)) if i != first]),
                      rng.choice((1, 1, 2, 3))))  # fmt: skip
    if all(n == 1 for _, n in items) and len(items) == 1:
        items[0] = (first, 2)  # (one coffee alone: phrases.py's)
    args = {"items": items, "want": rng.random() < 0.3, "vous": rng.random() < 0.7}
    args["end"] = "."
    return Construction("daily", {"what": "drinks", **args}, lemmas)


# --- moments --------------------------------------------------------------------------

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
    temps."""
    fr = lang == "fr"
    how = day[0]
    if how == "most":
        return "la plupart du temps" if fr else "most of the time"
    f, e = DAYS[day[1]]
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
            ("every", "every", "every", "on", "morning", "except", "most")
        )
        day = (kind,) if kind == "most" else (kind, rng.randrange(7))
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
