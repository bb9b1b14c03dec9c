"""Kinds of sentence of version 3: more of the weather (beside :mod:`.weather`,
:mod:`.sky` and :mod:`.moments`), and states since when.

- ``weather_more``: *Il fait un temps magnifique à Biarritz!* / *The weather is
  magnificent in Biarritz!* (*Quel temps magnifique!* / *What magnificent weather!*);
  the weather verbs *pleuvoir*, *neiger*, *geler*, *grêler* in five tenses (*Il grêle.* /
  *It is hailing.*, *Il a grêlé.* / *It hailed.*, *Il va geler.* / *It is going to
  freeze.*); *il va faire* + adjective (*Il va faire beau demain.* / *The weather is going
  to be nice tomorrow.*, *Il va faire froid.* / *It is going to be cold.*); how long
  (*Il a plu pendant dix minutes.* / *It rained for ten minutes.*, *Il a neigé (pendant)
  tout le week-end.* / *It snowed all weekend.*, *Il a fait froid toute la nuit.* / *It
  was cold all night.*); and the weather as a reason for an order: *Il gèle dehors, mets
  tes gants.* / *It is freezing outside, put on your gloves.*
- ``since_state``: a state with *depuis*, the English present perfect: *La rivière est
  gelée depuis lundi.* / *The river has been frozen since Monday.*, *La piscine est
  fermée depuis trois jours.* / *The swimming pool has been closed for three days.*,
  *Depuis combien de temps l'ascenseur est-il en panne?* / *How long has the lift been
  out of order?*
"""

from __future__ import annotations

import random

from .kind_parts import Construction, builder, en_number, fr_number, lemmas_of
from .kinds_v3 import register
from .people import place_words, to_place

__all__ = ["FINE", "STATES", "WEATHER_VERBS"]

# un temps + adjective: (French, English)
FINE = (
    ("magnifique", "magnificent"),
    ("splendide", "splendid"),
    ("superbe", "superb"),
    ("merveilleux", "wonderful"),
    ("agréable", "pleasant"),
    ("horrible", "horrible"),
    ("affreux", "awful"),
    ("épouvantable", "dreadful"),
)
# the weather verbs: infinitive, then present, passé composé, imparfait, future
WEATHER_VERBS = (
    ("pleuvoir", "pleut", "a plu", "pleuvait", "pleuvra", "rain", "rained"),
    ("neiger", "neige", "a neigé", "neigeait", "neigera", "snow", "snowed"),
    ("geler", "gèle", "a gelé", "gelait", "gèlera", "freeze", "froze"),
    ("grêler", "grêle", "a grêlé", "grêlait", "grêlera", "hail", "hailed"),
)
_ING = {"rain": "raining", "snow": "snowing", "freeze": "freezing", "hail": "hailing"}
# faire + adjective: (French, English, the weather as the English subject?)
FAIRE = (
    ("beau", "nice", True),
    ("mauvais", "bad", True),
    ("chaud", "hot", False),
    ("froid", "cold", False),
    ("doux", "mild", False),
    ("frais", "cool", False),
)
_TENSES = ("p", "pc", "i", "f", "aller")
_EN_BE = {"p": "is", "pc": "was", "i": "was", "f": "will be", "aller": "is going to be"}
_EN_NOT = {
    "p": "is not",
    "pc": "was not",
    "i": "was not",
    "f": "will not be",
    "aller": "is not going to be",
}
_FR_FAIT = {
    "p": "fait",
    "pc": "a fait",
    "i": "faisait",
    "f": "fera",
    "aller": "va faire",
}
# (French, English, tenses): when
WHEN = (
    ("aujourd'hui", "today", "p f aller"),
    ("demain", "tomorrow", "f aller"),
    ("ce soir", "this evening", "f aller"),
    ("cette nuit", "tonight", "f aller"),
    ("cet après-midi", "this afternoon", "f aller"),
    ("ce week-end", "this weekend", "f aller"),
    ("demain matin", "tomorrow morning", "f aller"),
    ("la semaine prochaine", "next week", "f aller"),
    ("hier", "yesterday", "pc i"),
    ("hier soir", "last night", "pc i"),
    ("ce matin", "this morning", "p pc i"),
    ("la semaine dernière", "last week", "pc i"),
    ("dehors", "outside", "p i f aller"),
)
# a whole stretch: (French, English)
WHOLE = (
    ("toute la journée", "all day"),
    ("toute la nuit", "all night"),
    ("toute la matinée", "all morning"),
    ("tout l'après-midi", "all afternoon"),
    ("toute la soirée", "all evening"),
    ("tout le week-end", "all weekend"),
    ("toute la semaine", "all week"),
    ("tout l'hiver", "all winter"),
    ("tout l'été", "all summer"),
)
# how long: (French unit, gender, English unit, the numbers it takes)
_UNITS = (
    ("minute", "f", "minute", (5, 10, 15, 20, 30, 40)),
    ("heure", "f", "hour", (1, 2, 3, 4, 5, 6, 10, 12)),
    ("jour", "m", "day", (2, 3, 4, 5, 6, 10)),
    ("semaine", "f", "week", (1, 2, 3)),
)
# the weather that makes an order: (French, English, the orders it takes)
REASONS = (
    ("il gèle", "it is freezing", "cold"),
    ("il fait froid", "it is cold", "cold"),
    ("il fait très froid", "it is very cold", "cold"),
    ("il neige", "it is snowing", "cold"),
    ("il pleut", "it is raining", "rain"),
    ("il va pleuvoir", "it is going to rain", "rain"),
    ("il fait chaud", "it is hot", "sun"),
    ("il y a du soleil", "it is sunny", "sun"),
    ("il y a du vent", "it is windy", "wind"),
)
# orders: (tu, vous, English, which weather)
ORDERS = (
    ("mets tes gants", "mettez vos gants", "put on your gloves", "cold"),
    ("mets ton manteau", "mettez votre manteau", "put on your coat", "cold wind"),
    ("mets ton bonnet", "mettez votre bonnet", "put on your hat", "cold"),
    ("mets ton écharpe", "mettez votre écharpe", "put on your scarf", "cold wind"),
    ("mets un pull", "mettez un pull", "put on a jumper", "cold wind"),
    ("ferme la fenêtre", "fermez la fenêtre", "close the window", "cold rain wind"),
    ("reste à l'intérieur", "restez à l'intérieur", "stay inside", "cold rain"),
    ("prends ton parapluie", "prenez votre parapluie", "take your umbrella", "rain"),
    ("mets tes bottes", "mettez vos bottes", "put on your boots", "rain"),
    (
        "mets ton imperméable",
        "mettez votre imperméable",
        "put on your raincoat",
        "rain",
    ),
    ("mets ton chapeau", "mettez votre chapeau", "put on your hat", "sun"),
    ("bois beaucoup d'eau", "buvez beaucoup d'eau", "drink plenty of water", "sun"),
    (
        "mets de la crème solaire",
        "mettez de la crème solaire",
        "put on some sun cream",
        "sun",
    ),
    (
        "n'oublie pas ton parapluie",
        "n'oubliez pas votre parapluie",
        "don't forget your umbrella",
        "rain",
    ),
    (
        "n'oublie pas ta veste",
        "n'oubliez pas votre veste",
        "don't forget your jacket",
        "cold wind",
    ),
)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _fr_neg(form: str) -> str:
    """*ne pleut pas*, *n'a pas plu*, *ne va pas faire*."""
    head, _, rest = form.partition(" ")
    ne = "n'" if head[0] in "aeéiou" else "ne "
    return f"{ne}{head} pas" + (f" {rest}" if rest else "")


def _how_long(how: tuple, lang: str) -> str:
    """("whole", i, pendant?) or ("for", n, unit)."""
    fr = lang == "fr"
    if how[0] == "whole":
        words = WHOLE[how[1]][not fr]
        return ("pendant " if how[2] else "") + words if fr else words
    n, (fr_unit, gender, en_unit, _) = how[1], _UNITS[how[2]]
    if fr:
        return f"pendant {fr_number(n, gender == 'f')} {fr_unit}{'s' if n > 1 else ''}"
    if n == 1:
        return "for " + ("an " if en_unit == "hour" else "a ") + en_unit
    return f"for {en_number(n)} {en_unit}s"


@builder("weather_more")
def _weather_more(pr, lang, what: str, word: int, tense: str, **a):
    fr = lang == "fr"
    tail = []  # (the place last: Il a grêlé pendant dix minutes à Strasbourg.)
    if a.get("when") is not None:
        tail.append(WHEN[a["when"]][not fr])
    if a.get("how") is not None:
        tail.append(_how_long(a["how"], lang))
    if a.get("place") is not None:
        tail.append(place_words(a["place"], "be", lang))
    end = "".join(" " + t for t in tail) + a.get("stop", ".")
    neg = a.get("neg", False)
    if what == "fine":  # Il fait un temps magnifique.
        fr_adj, en_adj = FINE[word]
        if tense == "what":
            return f"Quel temps {fr_adj}{end}" if fr else f"What {en_adj} weather{end}"
        if fr:
            return f"Il {_FR_FAIT[tense]} un temps {fr_adj}{end}"
        return f"The weather {_EN_BE[tense]} {en_adj}{end}"
    if what == "verb":  # Il grêle. / It is hailing.
        inf, p, pc, i, f, en, en_past = WEATHER_VERBS[word]
        if fr:
            form = {"p": p, "pc": pc, "i": i, "f": f, "aller": f"va {inf}"}[tense]
            return f"Il {_fr_neg(form) if neg else form}{end}"
        if neg:
            form = {
                "p": f"is not {_ING[en]}",
                "pc": f"did not {en}",
                "i": f"was not {_ING[en]}",
                "f": f"will not {en}",
                "aller": f"is not going to {en}",
            }[tense]
        else:
            form = {
                "p": f"is {_ING[en]}",
                "pc": en_past,
                "i": f"was {_ING[en]}",
                "f": f"will {en}",
                "aller": f"is going to {en}",
            }[tense]
        return f"It {form}{end}"
    if what == "faire":  # Il va faire beau. / The weather is going to be nice.
        fr_adj, en_adj, weather = FAIRE[word]
        if fr:
            form = _FR_FAIT[tense]
            return f"Il {_fr_neg(form) if neg else form} {fr_adj}{end}"
        be = (_EN_NOT if neg else _EN_BE)[tense]
        return f"{'The weather' if weather else 'It'} {be} {en_adj}{end}"
    # the weather, then an order
    fr_reason, en_reason, _ = REASONS[word]
    fr_order, vous_order, en_order, _ = ORDERS[a["order"]]
    out = a.get("outside", False)
    if fr:
        reason = fr_reason + (" dehors" if out else "")
        return f"{_cap(reason)}, {vous_order if a['vous'] else fr_order}{a['stop']}"
    reason = en_reason + (" outside" if out else "")
    return f"{_cap(reason)}, {en_order}{a['stop']}"


@register("weather_more", 0.08)
def weather_more(rng: random.Random, sampler):
    """*Il fait un temps magnifique à Biarritz!*, *Il a grêlé pendant dix minutes.*, *Il
    va faire beau demain.*, *Il gèle dehors, mets tes gants.*"""
    x = rng.random()
    stop = "!" if rng.random() < 0.2 else "."
    lemmas = lemmas_of(verbs=("faire",))
    args = {"stop": stop}
    if x < 0.2:
        word = rng.randrange(len(FINE))
        tense = rng.choice(("p", "p", "p", "i", "f", "aller", "what"))
        args.update(what="fine", word=word, tense=tense)
        if tense == "what":
            args["stop"] = "!"
        elif rng.random() < 0.6:
            if rng.random() < 0.5:
                args["place"] = to_place(rng)
            else:
                times = [i for i, w in enumerate(WHEN[:-1]) if tense in w[2].split()]
                args["when"] = rng.choice(times)
        lemmas["adj"].add(FINE[word][0])
        return Construction("weather_more", args, lemmas)
    if x < 0.75:
        verb = rng.random() < 0.6
        what = "verb" if verb else "faire"
        word = rng.randrange(len(WEATHER_VERBS if verb else FAIRE))
        tense = rng.choice(_TENSES + ("aller", "pc"))
        args.update(what=what, word=word, tense=tense)
        y = rng.random()
        if y < 0.4 and tense in ("pc", "f", "aller"):  # how long
            if rng.random() < 0.5:
                args["how"] = ("whole", rng.randrange(len(WHOLE)), rng.random() < 0.4)
            else:
                hail = verb and WEATHER_VERBS[word][0] == "grêler"
                units = (0, 1) if hail else (0, 1, 2, 3) if verb else (1, 2)
                unit = rng.choice(units)  # (not "il a grêlé pendant trois semaines")
                args["how"] = ("for", rng.choice(_UNITS[unit][3]), unit)
            if rng.random() < 0.35:
                args["place"] = to_place(rng)
        elif y < 0.8:
            times = [i for i, w in enumerate(WHEN) if tense in w[2].split()]
            args["when"] = rng.choice(times)
        elif y < 0.9 and "how" not in args:
            args["place"] = to_place(rng)
        args["neg"] = "how" not in args and rng.random() < 0.12
        if verb:
            lemmas = lemmas_of(verbs=(WEATHER_VERBS[word][0],))
        else:
            lemmas["adj"].add(FAIRE[word][0])
        if tense == "aller":
            lemmas["verb"].add("aller")
        return Construction("weather_more", args, lemmas)
    reason = rng.randrange(len(REASONS))
    kind = REASONS[reason][2]
    orders = [i for i, o in enumerate(ORDERS) if kind in o[3].split()]
    args.update(what="order", word=reason, tense="p", order=rng.choice(orders))
    args.update(vous=rng.random() < 0.3, outside=rng.random() < 0.4)
    args["stop"] = "!" if rng.random() < 0.3 else "."
    return Construction("weather_more", args, lemmas)


# --- since_state: La rivière est gelée depuis lundi --------------------------------------

# what stays in a state: (French, gender, French plural or "", English, English plural,
# the states it takes)
THINGS = (
    ("rivière", "f", "rivières", "river", "rivers", "frozen"),
    ("lac", "m", "lacs", "lake", "lakes", "frozen"),
    ("étang", "m", "étangs", "pond", "ponds", "frozen"),
    ("fontaine", "f", "", "fountain", "", "frozen broken"),
    ("boulangerie", "f", "", "bakery", "", "open closed"),
    ("pharmacie", "f", "", "pharmacy", "", "open closed"),
    ("piscine", "f", "", "swimming pool", "", "open closed"),
    ("musée", "m", "", "museum", "", "open closed"),
    ("bibliothèque", "f", "", "library", "", "open closed"),
    ("magasin", "m", "magasins", "shop", "shops", "open closed"),
    ("restaurant", "m", "", "restaurant", "", "open closed"),
    ("école", "f", "écoles", "school", "schools", "closed"),
    ("route", "f", "routes", "road", "roads", "closed"),
    ("gare", "f", "", "station", "", "closed"),
    ("usine", "f", "", "factory", "", "closed"),
    ("porte", "f", "", "door", "", "open closed"),
    ("fenêtre", "f", "fenêtres", "window", "windows", "open closed broken"),
    ("ascenseur", "m", "", "lift", "", "broken out"),
    ("chauffage", "m", "", "heating", "", "broken out"),
    ("ordinateur", "m", "", "computer", "", "broken out"),
    ("frigo", "m", "", "fridge", "", "broken out"),
    ("machine à laver", "f", "", "washing machine", "", "broken out"),
    ("télé", "f", "", "TV", "", "broken out"),
)
# (key, French masculine, English)
STATES = (
    ("frozen", "gelé", "frozen"),
    ("open", "ouvert", "open"),
    ("closed", "fermé", "closed"),
    ("broken", "cassé", "broken"),
    ("out", "en panne", "out of order"),
)
# since when: (French, English)
SINCE = (
    ("lundi", "Monday"),
    ("mardi", "Tuesday"),
    ("mercredi", "Wednesday"),
    ("jeudi", "Thursday"),
    ("vendredi", "Friday"),
    ("samedi", "Saturday"),
    ("dimanche", "Sunday"),
    ("hier", "yesterday"),
    ("hier soir", "last night"),
    ("ce matin", "this morning"),
    ("midi", "midday"),
    ("la semaine dernière", "last week"),
    ("Noël", "Christmas"),
    ("janvier", "January"),
    ("décembre", "December"),
    ("le début de l'hiver", "the beginning of the winter"),
)
_SINCE_UNITS = (
    ("heure", "f", "hour", (1, 2, 3)),
    ("jour", "m", "day", (2, 3, 4, 5, 10)),
    ("semaine", "f", "week", (1, 2, 3)),
    ("mois", "m", "month", (1, 2, 6)),
)


def _the(word: str, gender: str, plural: bool) -> str:
    if plural:
        return "les " + word
    if word[0] in "aeéèiouh":
        return "l'" + word
    return ("la " if gender == "f" else "le ") + word


def _since_words(when: tuple, lang: str) -> str:
    fr = lang == "fr"
    if when[0] == "point":
        return ("depuis " if fr else "since ") + SINCE[when[1]][not fr]
    if when[0] == "long":
        return "depuis longtemps" if fr else "for a long time"
    n, (fr_unit, gender, en_unit, _) = when[1], _SINCE_UNITS[when[2]]
    if fr:
        s = "s" if n > 1 and fr_unit != "mois" else ""
        return f"depuis {fr_number(n, gender == 'f')} {fr_unit}{s}"
    if n == 1:
        return "for " + ("an " if en_unit == "hour" else "a ") + en_unit
    return f"for {en_number(n)} {en_unit}s"


@builder("since_state")
def _since_state(pr, lang, thing: int, state: int, plural: bool, when, form: str):
    fr_noun, gender, fr_plural, en_noun, en_plural, _ = THINGS[thing]
    _, fr_adj, en_adj = STATES[state]
    if lang == "fr":
        subj = _the(fr_plural if plural else fr_noun, gender, plural)
        if fr_adj != "en panne":
            fr_adj += ("e" if gender == "f" else "") + ("s" if plural else "")
        if form == "asked":  # Depuis quand la rivière est-elle gelée?
            pro = (
                ("elles" if gender == "f" else "ils")
                if plural
                else ("elle" if gender == "f" else "il")
            )
            head = "Depuis quand" if when[0] == "point" else "Depuis combien de temps"
            verb = "sont" if plural else "est"
            return f"{head} {subj} {verb}-{pro} {fr_adj}?"
        verb = (
            ("étaient" if plural else "était")
            if form == "past"
            else ("sont" if plural else "est")
        )
        return f"{_cap(subj)} {verb} {fr_adj} {_since_words(when, lang)}."
    subj = "the " + (en_plural if plural else en_noun)
    if form == "asked":
        have = "have" if plural else "has"
        return f"How long {have} {subj} been {en_adj}?"
    have = "had" if form == "past" else "have" if plural else "has"
    return f"{_cap(subj)} {have} been {en_adj} {_since_words(when, lang)}."


@register("since_state", 0.04)
def since_state(rng: random.Random, sampler):
    """*La rivière est gelée depuis lundi.* / *The river has been frozen since Monday.*"""
    thing = rng.randrange(len(THINGS))
    states = [i for i, s in enumerate(STATES) if s[0] in THINGS[thing][5].split()]
    state = rng.choice(states)
    plural = bool(THINGS[thing][2]) and rng.random() < 0.3
    x = rng.random()
    if x < 0.5:
        when = ("point", rng.randrange(len(SINCE)))
    elif x < 0.9:
        unit = rng.randrange(len(_SINCE_UNITS))
        when = ("for", rng.choice(_SINCE_UNITS[unit][3]), unit)
    else:
        when = ("long",)
    form = rng.choice(("now",) * 7 + ("past", "asked"))
    args = {
        "thing": thing,
        "state": state,
        "plural": plural,
        "when": when,
        "form": form,
    }
    lemmas = lemmas_of(verbs=("être",))
    lemmas["noun"].add(THINGS[thing][0])
    return Construction("since_state", args, lemmas)
