"""Kinds of sentence of version 3: habits and states of the past in the imparfait, which
English says in the simple past (the habits that open with *avant* are *used to*, in
:mod:`.time_ends`).

- ``habit_days``: a habit with when it came back, first (with a comma) or last: *Le
  dimanche, nous déjeunions chez mon oncle.* / *On Sundays, we had lunch at my uncle's.*,
  *Chaque été, ils allaient à la plage.* / *Every summer, they went to the beach.*, *Je
  dînais chez Paul le samedi soir.* / *I had dinner at Paul's place on Saturday
  evenings.*, *Nous allions souvent au marché.* / *We often went to the market.*;
  *chez* + a relative is the English possessive (*at my aunt's*, *to my grandparents'*),
  *chez* + a first name is *Paul's place* (as :mod:`.speed_home` says it);
- ``when_little``: *Quand* + a first name or a relative + *était petit(e)* or *jeune*,
  then *il* or *elle* + the imparfait of a state or a habit: *Quand Paul était petit, il
  détestait les carottes.* / *When Paul was little, he hated carrots.*, *Quand mes
  cousines étaient jeunes, elles avaient peur des chiens.* / *When my cousins were
  young, they were afraid of dogs.*;
- ``hot_cold_in``: *avoir chaud* or *froid* somewhere, mostly in the imparfait: *Il
  avait chaud dans le métro.* / *He was hot on the metro.*, *J'ai très froid dans
  ma chambre.* / *I am very cold in my bedroom.*
"""

from __future__ import annotations

import random
import re

from .kind_parts import (
    Construction,
    Name,
    builder,
    draw_name,
    draw_subject,
    lemmas_of,
    lower_first,
    person_number,
    subject_tree,
)
from .kinds_v3 import register
from .names import CITIES
from .structures import NounPhrase, Pronoun
from .times import DAYS

__all__ = ["ACTIVITIES", "HOSTS", "LITTLE_DOES", "PLACES", "WHEN"]


def nouns_of(lex, *texts: str) -> set[str]:
    """The nouns of the lexicon in French words of a table (*des chaussettes rouges*:
    chaussette), for a structure's lemmas: so that no row pairs a verb with a noun that
    the unseen stream holds out."""
    nouns = {n.fr for n in lex.NOUNS}
    out = set()
    for text in texts:
        for word in re.findall(r"[\wœ-]+", text.replace("'", " ").lower()):
            word = word.replace("œ", "oe")
            out |= {w for w in (word, word[:-1]) if w in nouns}
    return out


# --- hosts: chez ma tante / at my aunt's -----------------------------------------------

# possessives: (masculine, feminine, plural, English)
OWNERS = (
    ("mon", "ma", "mes", "my"),
    ("ton", "ta", "tes", "your"),
    ("notre", "notre", "nos", "our"),
    ("votre", "votre", "vos", "your"),
    ("leur", "leur", "leurs", "their"),
)
# relatives: (French singular, gender, French plural, English singular, plural; a plural
# only (None): grands-parents)
HOSTS = (
    ("tante", "f", "tantes", "aunt", "aunts"),
    ("oncle", "m", "oncles", "uncle", "uncles"),
    ("grand-mère", "f", "grands-mères", "grandmother", "grandmothers"),
    ("grand-père", "m", "grands-pères", "grandfather", "grandfathers"),
    (None, "m", "grands-parents", None, "grandparents"),
    (None, "m", "parents", None, "parents"),
    ("cousin", "m", "cousins", "cousin", "cousins"),
    ("cousine", "f", "cousines", "cousin", "cousins"),
    ("voisin", "m", "voisins", "neighbour", "neighbours"),
    ("voisine", "f", "voisines", "neighbour", "neighbours"),
    ("ami", "m", "amis", "friend", "friends"),
    ("sœur", "f", "sœurs", "sister", "sisters"),
    ("frère", "m", "frères", "brother", "brothers"),
    ("parrain", "m", "parrains", "godfather", "godfathers"),
    ("marraine", "f", "marraines", "godmother", "godmothers"),
)
# shops said with chez: (French, English possessive)
SHOPS = (
    ("le médecin", "the doctor's"),
    ("le dentiste", "the dentist's"),
    ("le coiffeur", "the hairdresser's"),
    ("le boulanger", "the baker's"),
)


def host_words(host, lang: str, whose: bool = True) -> str:
    """What follows *chez*, or the English possessive (the person alone: not
    ``whose``): ("rel", i, owner, plural), ("shop", i) or a :class:`Name`."""
    fr = lang == "fr"
    if isinstance(host, Name):
        return host.name if fr or not whose else f"{host.name}'s place"
    if host[0] == "shop":
        return SHOPS[host[1]][not fr]
    _, i, owner, plural = host
    fr_s, gender, fr_p, en_s, en_p = HOSTS[i]
    m, f, p, en_owner = OWNERS[owner]
    if not fr:
        mark = ("'" if plural else "'s") if whose else ""
        return f"{en_owner} {en_p if plural else en_s}{mark}"
    if plural:
        return f"{p} {fr_p}"
    det = f if gender == "f" and fr_s[0] not in "aeéiou" else m
    return f"{det} {fr_s}"


def draw_host(rng: random.Random):
    x = rng.random()
    if x < 0.2:
        return draw_name(rng)
    if x < 0.3:
        return ("shop", rng.randrange(len(SHOPS)))
    i = rng.randrange(len(HOSTS))
    plural = HOSTS[i][0] is None or rng.random() < 0.25
    return ("rel", i, rng.choice((0, 0, 1, 2, 3, 4)), plural)


# --- habit_days ------------------------------------------------------------------------

# (French verb, French rest, English verb, English rest); {host}: after chez (French) or
# the English possessive, which takes "at" or "to"
ACTIVITIES = (
    ("déjeuner", "chez {host}", "have", "lunch at {host}"),
    ("dîner", "chez {host}", "have", "dinner at {host}"),
    ("manger", "chez {host}", "eat", "at {host}"),
    ("aller", "chez {host}", "go", "to {host}"),
    ("dormir", "chez {host}", "sleep", "at {host}"),
    ("aller", "au marché", "go", "to the market"),
    ("aller", "à la piscine", "go", "to the swimming pool"),
    ("aller", "à la plage", "go", "to the beach"),
    ("aller", "au cinéma", "go", "to the cinema"),
    ("aller", "à la pêche", "go", "fishing"),
    ("aller", "à la campagne", "go", "to the country"),
    ("partir", "à la montagne", "go", "to the mountains"),
    ("partir", "au bord de la mer", "go", "to the seaside"),
    ("faire", "une promenade", "go", "for a walk"),
    ("faire", "des crêpes", "make", "pancakes"),
    ("faire", "un gâteau", "make", "a cake"),
    ("faire", "les courses", "do", "the shopping"),
    ("faire", "le ménage", "do", "the housework"),
    ("jouer", "au foot", "play", "football"),
    ("jouer", "aux cartes", "play", "cards"),
    ("jouer", "au tennis", "play", "tennis"),
    ("jouer", "dans le jardin", "play", "in the garden"),
    ("regarder", "des dessins animés", "watch", "cartoons"),
    ("regarder", "un film", "watch", "a film"),
    ("écouter", "la radio", "listen", "to the radio"),
    ("lire", "le journal", "read", "the newspaper"),
    ("manger", "des crêpes", "eat", "pancakes"),
    ("manger", "du poisson", "eat", "fish"),
    ("nager", "dans le lac", "swim", "in the lake"),
    ("travailler", "dans le jardin", "work", "in the garden"),
    ("prendre", "le petit déjeuner dans le jardin", "have", "breakfast in the garden"),
    ("rendre", "visite à {host}", "visit", "{host}"),
)
# when a habit came back: (French, English), a day said with "le" and one of its parts
WHEN = (
    ("chaque été", "every summer"),
    ("tous les étés", "every summer"),
    ("chaque hiver", "every winter"),
    ("chaque année", "every year"),
    ("tous les matins", "every morning"),
    ("tous les soirs", "every evening"),
    ("tous les jours", "every day"),
    ("le soir", "in the evenings"),
    ("le matin", "in the mornings"),
    ("pendant les vacances", "during the holidays"),
    ("en été", "in summer"),
    ("en hiver", "in winter"),
    ("le week-end", "at weekends"),
)
_PARTS = (
    ("", ""),
    (" matin", " mornings"),
    (" après-midi", " afternoons"),
)  # (on Sundays)
_PARTS += ((" soir", " evenings"),)


def when_words(when, lang: str) -> str:
    """("day", i, part), ("when", i), ("souvent",) or ("parfois",)."""
    fr = lang == "fr"
    if when[0] == "day":
        day, part = DAYS[when[1]], _PARTS[when[2]]
        if fr:
            return f"le {day[0]}{part[0]}"  # on Sundays, on Saturday mornings
        return f"on {day[1]}{part[1] or 's'}"
    if when[0] == "parfois":
        return "parfois" if fr else "sometimes"
    if when[0] == "souvent":
        return "souvent" if fr else "often"
    return WHEN[when[1]][not fr]


def _sentence(text: str) -> str:
    """Without its final mark."""
    return text.strip()[:-1]


@builder("habit_days")
def _habit_days(pr, lang, subj, what: int, host, when, first: bool):
    fr = lang == "fr"
    fr_verb, fr_rest, en_verb, en_rest = ACTIVITIES[what]
    whose = fr_verb != "rendre"  # (rendre visite à ma tante / visit my aunt)
    rest = (fr_rest if fr else en_rest).format(host=host_words(host, lang, whose))
    verb = pr.V(fr_verb if fr else en_verb)
    if when[0] == "souvent":  # Nous allions souvent au marché. / We often went ...
        adv = pr.Adv("souvent" if fr else "often")
        vp = pr.VP(verb, adv, pr.Q(rest)) if fr else pr.VP(adv, verb, pr.Q(rest))
        s = pr.S(subject_tree(pr, subj, lang), vp).t("i" if fr else "ps")
        return s.realize().strip()
    s = pr.S(subject_tree(pr, subj, lang), pr.VP(verb, pr.Q(rest)))
    text = _sentence(s.t("i" if fr else "ps").realize())
    time = when_words(when, lang)
    if first:
        text = lower_first(text)
        return f"{time[:1].upper()}{time[1:]}, {text}."
    return f"{text} {time}."


# relatives one may have several of (not mes mères)
MANY = tuple(
    "frère soeur fils fille oncle tante cousin neveu nièce ami voisin collègue".split()
)


# meals and the times they are not eaten at
_CLASH = {"dîner": ("matin", "après-midi"), "déjeuner": ("soir", "matin")}


def draw_person(rng: random.Random, sampler, singular: bool = False):
    from .kind_parts import relative_np

    if rng.random() < 0.2:
        if singular or rng.random() < 0.7:
            return relative_np(rng, sampler.lex, "s")
        return relative_np(rng, sampler.lex, "p", MANY)
    return draw_subject(rng, sampler, pronoun=0.7, name=0.3, singular=singular)


@register("habit_days", 0.06)
def habit_days(rng: random.Random, sampler):
    """*Le dimanche, nous déjeunions chez mon oncle.* / *On Sundays, we had lunch at my
    uncle's.*"""
    subj = draw_person(rng, sampler)
    what = rng.randrange(len(ACTIVITIES))
    if rng.random() < 0.4:  # (the visits weigh more: chez is what people say most)
        what = rng.choice([i for i, a in enumerate(ACTIVITIES) if "{host}" in a[1]])
    host = draw_host(rng)
    if isinstance(host, Name):
        while getattr(subj, "name", None) == host.name:
            host = draw_name(rng)
    if isinstance(host, tuple) and host[0] == "shop" and ACTIVITIES[what][0] != "aller":
        host = ("rel", 0, 0, False)  # (one goes to the doctor's, not dines there)
    x = rng.random()
    if x < 0.45:
        when = ("day", rng.randrange(7), rng.choice((0, 0, 1, 2, 3)))
    elif x < 0.8:
        when = ("when", rng.randrange(len(WHEN)))
    elif x < 0.92:
        when = ("souvent",)
    else:
        when = ("parfois",)
    clash = _CLASH.get(ACTIVITIES[what][0], ())
    if any(w in when_words(when, "fr") for w in clash):
        when = ("day", rng.randrange(7), 0)  # (not dinner every morning)
    first = when[0] == "parfois" or rng.random() < 0.6
    args = {"subj": subj, "what": what, "host": host, "when": when, "first": first}
    lemmas = lemmas_of(subj if isinstance(subj, NounPhrase) else None)
    lemmas["verb"].add(ACTIVITIES[what][0])
    host_fr = "" if isinstance(host, Name) else host_words(host, "fr")
    if "{host}" not in ACTIVITIES[what][1]:
        host_fr = ""  # (no host in the sentence)
    lemmas["noun"] |= nouns_of(sampler.lex, ACTIVITIES[what][1], host_fr)
    return Construction("habit_days", args, lemmas)


# --- when_little -----------------------------------------------------------------------

# foods and things children like or not: (French with its article, English)
LIKES = (
    ("les épinards", "spinach"),
    ("les carottes", "carrots"),
    ("le poisson", "fish"),
    ("les champignons", "mushrooms"),
    ("les tomates", "tomatoes"),
    ("le fromage", "cheese"),
    ("le lait", "milk"),
    ("les haricots verts", "green beans"),
    ("la soupe", "soup"),
    ("le chocolat", "chocolate"),
    ("les bonbons", "sweets"),
    ("les oignons", "onions"),
    ("les pâtes", "pasta"),
    ("la glace", "ice cream"),
    ("l'école", "school"),
    ("les chiens", "dogs"),
    ("les chats", "cats"),
    ("le sport", "sport"),
    ("la musique", "music"),
    ("les livres", "books"),
)
_LIKE_VERBS = (("détester", "hate"), ("adorer", "love"), ("aimer", "like"))
# what was true or done then: (French verb, French rest, English verb, English rest)
LITTLE_DOES = (
    ("avoir", "peur du noir", "be", "afraid of the dark"),
    ("avoir", "peur des chiens", "be", "afraid of dogs"),
    ("avoir", "peur de l'eau", "be", "afraid of water"),
    ("avoir", "peur des araignées", "be", "afraid of spiders"),
    ("avoir", "peur des orages", "be", "afraid of storms"),
    ("avoir", "un chien", "have", "a dog"),
    ("avoir", "les cheveux blonds", "have", "blond hair"),
    ("habiter", "à {city}", "live", "in {city}"),
    ("habiter", "à la campagne", "live", "in the country"),
    ("jouer", "au foot tous les jours", "play", "football every day"),
    ("regarder", "des dessins animés", "watch", "cartoons"),
    ("pleurer", "beaucoup", "cry", "a lot"),
    ("lire", "beaucoup", "read", "a lot"),
    ("dormir", "avec un nounours", "sleep", "with a teddy bear"),
    ("vouloir", "être pompier", "want", "to be a firefighter"),
    ("vouloir", "être médecin", "want", "to be a doctor"),
    ("aller", "à l'école à pied", "walk", "to school"),
    ("manger", "beaucoup de bonbons", "eat", "a lot of sweets"),
    ("parler", "beaucoup", "talk", "a lot"),
    ("être", "timide", "be", "shy"),
    ("être", "bavard", "be", "chatty"),
    ("être", "curieux", "be", "curious"),
)
_LITTLE_NOUNS = (
    "frère soeur fils fille cousin père mère oncle tante ami grand-père grand-mère"
).split()


@builder("when_little")
def _when_little(pr, lang, subj, age: str, what, neg: bool, city: int):
    fr = lang == "fr"
    _, number = person_number(subj)
    gender = subj.gender
    adj = {"petit": "little", "jeune": "young"}[age] if not fr else age
    be = pr.V("être" if fr else "be")
    when = pr.S(subject_tree(pr, subj, lang), pr.VP(be, pr.A(adj)))
    when = _sentence(when.t("i" if fr else "ps").realize())
    if what[0] == "like":
        verb = _LIKE_VERBS[what[1]][not fr]
        rest = LIKES[what[2]][not fr]
    else:
        fr_verb, fr_rest, en_verb, en_rest = LITTLE_DOES[what[1]]
        verb, rest = (fr_verb, fr_rest) if fr else (en_verb, en_rest)
        rest = rest.format(city=CITIES[city][not fr])
    subject = Pronoun((3 if gender == "f" else 2) + 4 * (number == "p"), gender)
    rest_tree = pr.A(rest) if verb == "être" else pr.Q(rest)  # (timide, timides)
    s = pr.S(subject_tree(pr, subject, lang), pr.VP(pr.V(verb), rest_tree))
    s = s.t("i" if fr else "ps")
    main = _sentence((s.typ({"neg": True}) if neg else s).realize())
    return f"{'Quand' if fr else 'When'} {lower_first(when)}, {lower_first(main)}."


@register("when_little", 0.04)
def when_little(rng: random.Random, sampler):
    """*Quand Paul était petit, il détestait les carottes.* / *When Paul was little, he
    hated carrots.*"""
    from .kind_parts import relative_np

    if rng.random() < 0.5:
        subj = draw_name(rng)
    else:
        if rng.random() < 0.25:  # (not "quand nos collègues étaient petits")
            subj = relative_np(rng, sampler.lex, "p", MANY[:-3])
        else:
            subj = relative_np(rng, sampler.lex, "s", _LITTLE_NOUNS)
    if rng.random() < 0.5:
        what = ("like", rng.randrange(len(_LIKE_VERBS)), rng.randrange(len(LIKES)))
    else:
        what = ("does", rng.randrange(len(LITTLE_DOES)))
    neg = what[0] == "like" and what[1] == 2 and rng.random() < 0.4
    args = {
        "subj": subj,
        "age": rng.choice(("petit", "petit", "jeune")),
        "what": what,
        "neg": neg,
        "city": rng.randrange(len(CITIES)),
    }
    lemmas = lemmas_of(subj if isinstance(subj, NounPhrase) else None)
    verb = _LIKE_VERBS[what[1]][0] if what[0] == "like" else LITTLE_DOES[what[1]][0]
    lemmas["verb"].update({"être", verb})
    rest = LIKES[what[2]][0] if what[0] == "like" else LITTLE_DOES[what[1]][1]
    lemmas["noun"] |= nouns_of(sampler.lex, rest)
    return Construction("when_little", args, lemmas)


# --- hot_cold_in -----------------------------------------------------------------------

# where: (French, English)
PLACES = (
    ("dans le métro", "on the metro"),
    ("dans le bus", "on the bus"),
    ("dans le train", "on the train"),
    ("dans l'avion", "on the plane"),
    ("dans la voiture", "in the car"),
    ("dans la cuisine", "in the kitchen"),
    ("dans ma chambre", "in my bedroom"),
    ("dans la classe", "in the classroom"),
    ("dans le magasin", "in the shop"),
    ("dans le jardin", "in the garden"),
    ("sous la tente", "in the tent"),
    ("au bureau", "at the office"),
    ("à l'école", "at school"),
    ("au cinéma", "at the cinema"),
    ("à la gare", "at the station"),
    ("à la plage", "on the beach"),
    ("à la piscine", "at the swimming pool"),
    ("dehors", "outside"),
    ("la nuit", "at night"),
    ("ce matin", "this morning"),
)
_HOW = (("", ""), ("très ", "very "), ("un peu ", "a bit "))


@builder("hot_cold_in")
def _hot_cold_in(pr, lang, subj, cold: bool, how: int, where: int, tense: str):
    fr = lang == "fr"
    if fr:
        rest = f"{_HOW[how][0]}{'froid' if cold else 'chaud'} {PLACES[where][0]}"
        s = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V("avoir"), pr.Q(rest)))
        return s.t(tense).realize().strip()
    rest = f"{_HOW[how][1]}{'cold' if cold else 'hot'} {PLACES[where][1]}"
    s = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V("be"), pr.Q(rest)))
    return s.t({"i": "ps", "pc": "ps", "p": "p", "f": "f"}[tense]).realize().strip()


@register("hot_cold_in", 0.03)
def hot_cold_in(rng: random.Random, sampler):
    """*Il avait chaud dans le métro.* / *He was hot on the metro.*"""
    where = rng.randrange(len(PLACES))
    tense = rng.choice(("i", "i", "i", "p", "pc", "f"))
    if PLACES[where][0] == "ce matin":
        tense = rng.choice(("i", "pc"))
    args = {
        "subj": draw_person(rng, sampler),
        "cold": rng.random() < 0.5,
        "how": rng.choice((0, 0, 0, 1, 2)),
        "where": where,
        "tense": tense,
    }
    lemmas = lemmas_of(args["subj"] if isinstance(args["subj"], NounPhrase) else None)
    lemmas["verb"].add("avoir")
    lemmas["noun"] |= nouns_of(sampler.lex, PLACES[where][0])
    return Construction("hot_cold_in", args, lemmas)
