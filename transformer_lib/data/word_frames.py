"""Kinds of sentence of version 3 that teach everyday words in several frames each.

- ``sugar_ice``: *sucre* counted (*deux sucres* / *two sugars*) and *glaçons* (*ice*):
  *Je voudrais un jus d'orange sans glaçons.* / *I would like an orange juice without
  ice.*, *Elle prend deux sucres dans son thé.* / *She takes two sugars in her tea.*,
  *Tu prends combien de sucres?* / *How many sugars do you take?*;
- ``fireworks``: *feux d'artifice* and the evening's events, where *ce soir* is
  *tonight*: *Il y aura des feux d'artifice ce soir.* / *There will be fireworks
  tonight.*, *Nous avons regardé les feux d'artifice depuis le pont.* / *We watched the
  fireworks from the bridge.*;
- ``queue``: *une longue queue devant le cinéma* / *a long queue outside the cinema*
  (*devant* a building is *outside* it), *à la caisse* / *at the till*;
- ``pair_of``: *une paire de chaussures* / *a pair of shoes*, *deux paires de
  chaussettes* / *two pairs of socks*;

The wifi and *magnifique* (*wonderful*) are in :mod:`.wifi_wonderful`.
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
    subject_tree,
)
from .kinds_v3 import register

__all__ = ["DRINKS", "EVENTS", "PAIRED", "QUEUE_PLACES"]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _subject(rng):
    return everyday_pronoun(rng) if rng.random() < 0.75 else draw_name(rng)


def _clause(pr, lang, subj, verb: str, rest: str, tense: str, neg=False) -> str:
    """``subj`` + ``verb`` in ``tense`` + ``rest`` (words already written)."""
    s = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V(verb), pr.Q(rest))).t(tense)
    return (s.typ({"neg": True}) if neg else s).realize().strip()


# (French possessive m, f, English) of each subject pronoun (je tu il elle nous vous
# ils elles); a name's is il's or elle's
_POSS = (
    ("mon", "ma", "my"),
    ("ton", "ta", "your"),
    ("son", "sa", "his"),
    ("son", "sa", "her"),
    ("notre", "notre", "our"),
    ("votre", "votre", "your"),
    ("leur", "leur", "their"),
    ("leur", "leur", "their"),
)


def _you(subj) -> bool:
    """Whether ``subj`` is *tu* or *vous*."""
    return getattr(subj, "index", None) in (1, 5)


def _poss(subj) -> tuple[str, str, str]:
    from .structures import Pronoun

    if isinstance(subj, Pronoun):
        return _POSS[subj.index]
    return _POSS[3 if subj.gender == "f" else 2]


# --- sucre, glaçons ----------------------------------------------------------------------

# (French with its article, English with its article, cold?)
DRINKS = (
    ("un café", "a coffee", False),
    ("un thé", "a tea", False),
    ("un chocolat chaud", "a hot chocolate", False),
    ("un jus d'orange", "an orange juice", True),
    ("un jus de pomme", "an apple juice", True),
    ("un coca", "a Coke", True),
    ("une limonade", "a lemonade", True),
    ("un verre d'eau", "a glass of water", True),
    ("un thé glacé", "an iced tea", True),
    ("un whisky", "a whisky", True),
)
# what goes in: French, English, for a cold drink?
_IN = (
    ("sans glaçons", "without ice", True),
    ("avec des glaçons", "with ice", True),
    ("avec beaucoup de glaçons", "with lots of ice", True),
    ("sans sucre", "without sugar", False),
    ("avec un sucre", "with one sugar", False),
    ("avec deux sucres", "with two sugars", False),
    ("avec trois sucres", "with three sugars", False),
)
_CUPS = (("café", "coffee"), ("thé", "tea"))


@builder("sugar_ice")
def _sugar_ice(pr, lang, frame: str, subj, drink: int, what: int, n: int, tu: bool):
    fr = lang == "fr"
    if frame == "order":  # Je voudrais un café sans sucre.
        d_fr, d_en, _ = DRINKS[drink]
        rest = f"{d_fr if fr else d_en} {_IN[what][0 if fr else 1]}"
        verb = ("vouloir", "aimer")[n % 2]  # (je voudrais, j'aimerais: I would like)
        if _you(subj):  # Tu voudrais un thé sans sucre? / Would you like ...?
            if fr:
                you = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V(verb))).t("c")
                return f"{you.realize().strip()[:-1]} {rest}?"
            return f"Would you like {rest}?"
        return _clause(pr, lang, subj, verb if fr else "like", rest, "c")
    if frame == "takes":  # Elle prend deux sucres dans son thé.
        cup_fr, cup_en = _CUPS[drink % 2]
        m, _, en = _poss(subj)
        if fr:
            sugars = f"{fr_number(n)} sucre{'s' if n > 1 else ''} dans {m} {cup_fr}"
            return _clause(pr, lang, subj, "prendre", sugars, "p")
        sugars = f"{'one' if n == 1 else en_number(n)} sugar{'s' if n > 1 else ''}"
        return _clause(pr, lang, subj, "take", f"{sugars} in {en} {cup_en}", "p")
    if frame == "how_many":
        if fr:
            return f"{'Vous prenez' if not tu else 'Tu prends'} combien de sucres?"
        return "How many sugars do you take?"
    if frame == "ice_want":  # Tu veux des glaçons dans ton jus d'orange?
        d_fr, d_en, _ = DRINKS[drink]
        if fr:
            verb = "Tu veux" if tu else "Vous voulez"
            poss = ("ton", "ta") if tu else ("votre", "votre")
            noun = d_fr.split(" ", 1)[1]
            det = poss[d_fr.startswith("une")]
            if noun.startswith("verre"):
                return f"{verb} des glaçons?"
            return f"{verb} des glaçons dans {det} {noun}?"
        if d_en.startswith("a glass"):
            return "Do you want some ice?"
        return f"Do you want some ice in your {d_en.split(' ', 1)[1]}?"
    if frame == "none_left":  # Il n'y a plus de glaçons.
        if what:
            return "Il n'y a plus de sucre." if fr else "There is no more sugar."
        return "Il n'y a plus de glaçons." if fr else "There is no more ice."
    raise ValueError(frame)


@register("sugar_ice", 0.04)
def sugar_ice(rng: random.Random, sampler):
    frame = rng.choices(
        ("order", "takes", "how_many", "ice_want", "none_left"), (5, 3, 1, 2, 1)
    )[0]
    subj = _subject(rng)
    drink = rng.randrange(len(DRINKS))
    cold = DRINKS[drink][2]
    what = rng.choice([i for i, x in enumerate(_IN) if x[2] == cold])
    if frame == "ice_want":
        drink = rng.choice([i for i, d in enumerate(DRINKS) if d[2]])
    if frame == "none_left":
        what = rng.randrange(2)
    args = {
        "frame": frame,
        "subj": subj,
        "drink": drink,
        "what": what,
        "n": rng.choice((1, 2, 2, 3)),
        "tu": rng.random() < 0.6,
    }
    # (the French nouns the sentence says)
    sugar = frame in ("takes", "how_many") or (frame == "order" and what >= 3)
    sugar = sugar or (frame == "none_left" and what)
    nouns = {"sucre" if sugar else "glaçon"}
    if frame == "takes":
        nouns.add(_CUPS[drink % 2][0])
    return Construction("sugar_ice", args, {"noun": nouns, "adj": set(), "verb": set()})


# --- feux d'artifice, ce soir ------------------------------------------------------------

# (French, English) of an evening's events (with their indefinite article)
EVENTS = (
    ("des feux d'artifice", "fireworks"),
    ("des feux d'artifice", "fireworks"),
    ("un concert", "a concert"),
    ("une fête", "a party"),
    ("un bal", "a dance"),
    ("un spectacle", "a show"),
    ("un match de foot", "a football match"),
    ("un feu de camp", "a campfire"),
)
_WHEN = (
    ("ce soir", "tonight"),
    ("ce soir", "tonight"),
    ("demain soir", "tomorrow evening"),
    ("samedi soir", "on Saturday evening"),
    ("à minuit", "at midnight"),
    ("pour le Nouvel An", "for New Year"),
    ("pour le 14 juillet", "for Bastille Day"),
)
_WHERE = (
    ("sur la plage", "on the beach"),
    ("dans le parc", "in the park"),
    ("au-dessus du port", "over the harbour"),
    ("au-dessus de la rivière", "over the river"),
    ("près du château", "near the castle"),
    ("sur la place", "in the square"),
)
_FROM = (
    ("depuis le pont", "from the bridge"),
    ("depuis le balcon", "from the balcony"),
    ("depuis la plage", "from the beach"),
    ("depuis la fenêtre", "from the window"),
)
_FW_TENSE = {"f": ("Il y aura", "There will be"), "p": ("Il y a", "There is")}
_FW_TENSE["pc"] = ("Il y a eu", "There was")
_NOW = {"p": ("ce soir", "tonight"), "pc": ("hier soir", "last night")}


@builder("fireworks")
def _fireworks(pr, lang, frame: str, subj, event: int, when: int, where: int, t: str):
    fr = lang == "fr"
    if frame == "there_will_be":  # Il y aura des feux d'artifice ce soir.
        head = _FW_TENSE[t][0 if fr else 1]
        ev = EVENTS[event][0 if fr else 1]
        if not fr and ev == "fireworks":
            head = head.replace("is", "are").replace("was", "were")
        place = f" {_WHERE[where][0 if fr else 1]}" if where is not None else ""
        time = _WHEN[when] if t == "f" else _NOW[t]
        time = time[0 if fr else 1]
        return f"{head} {ev}{place} {time}."
    if frame == "watch":  # Nous allons regarder les feux d'artifice ce soir.
        when_words = _WHEN[when][0 if fr else 1]
        if fr:
            inner = f"regarder les feux d'artifice {when_words}"
            return _clause(pr, lang, subj, "aller", inner, "p")
        subj_en = subject_tree(pr, subj, "en")
        s = pr.S(
            subj_en, pr.VP(pr.V("go"), pr.Q(f"to watch the fireworks {when_words}"))
        )
        return s.typ({"prog": True}).realize().strip()
    if frame == "watched":  # Nous avons regardé les feux d'artifice depuis le pont.
        rest = f"les feux d'artifice {_FROM[where][0]}" if fr else None
        if fr:
            return _clause(pr, lang, subj, "regarder", rest, "pc")
        return _clause(
            pr, lang, subj, "watch", f"the fireworks {_FROM[where][1]}", "ps"
        )
    if frame == "were":  # Les feux d'artifice étaient magnifiques.
        adj = (
            ("magnifiques", "wonderful"),
            ("superbes", "superb"),
            ("beaux", "beautiful"),
        )
        a = adj[where % 3]
        if fr:
            return f"Les feux d'artifice étaient {a[0]}!"
        return f"The fireworks were {a[1]}!"
    raise ValueError(frame)


@register("fireworks", 0.04)
def fireworks(rng: random.Random, sampler):
    frame = rng.choices(("there_will_be", "watch", "watched", "were"), (6, 2, 2, 1))[0]
    t = rng.choice(("f", "f", "f", "p", "pc")) if frame == "there_will_be" else "f"
    where = None
    event = rng.randrange(len(EVENTS)) if frame == "there_will_be" else 0
    if frame == "there_will_be" and event < 2 and rng.random() < 0.5:
        where = rng.randrange(len(_WHERE))  # (fireworks over the harbour)
    elif frame in ("watched", "were"):
        where = rng.randrange(len(_FROM))
    args = {
        "frame": frame,
        "subj": _subject(rng),
        "event": event,
        "when": rng.randrange(len(_WHEN)),
        "where": where,
        "t": t,
    }
    shown = frame != "there_will_be" or event < 2  # (des feux d'artifice)
    lemmas = {"noun": {"feu", "artifice"} if shown else set(), "adj": set()}
    lemmas["verb"] = {"watch": {"regarder", "aller"}, "watched": {"regarder"}}.get(
        frame, set()
    )
    return Construction("fireworks", args, lemmas)


# --- une longue queue devant le cinéma ---------------------------------------------------

# (French, English) of the places a queue stands outside (devant: outside) or at (à)
QUEUE_PLACES = (
    ("devant le cinéma", "outside the cinema"),
    ("devant le musée", "outside the museum"),
    ("devant la boulangerie", "outside the bakery"),
    ("devant la banque", "outside the bank"),
    ("devant le théâtre", "outside the theatre"),
    ("devant le stade", "outside the stadium"),
    ("devant la pharmacie", "outside the chemist's"),
    ("devant le restaurant", "outside the restaurant"),
    ("devant la boîte de nuit", "outside the nightclub"),
    ("à la caisse", "at the till"),
    ("à la poste", "at the post office"),
    ("au guichet", "at the ticket office"),
    ("à l'arrêt de bus", "at the bus stop"),
    ("aux toilettes", "for the toilets"),
)
_LONG = (("une longue", "a long"), ("une très longue", "a very long"))
_LONG += (("une énorme", "a huge"), ("une", "a"))
_THERE = {
    "p": ("Il y a", "There is"),
    "i": ("Il y avait", "There was"),
    "f": ("Il y aura", "There will be"),
}
_WAIT = (("vingt minutes", "twenty minutes"), ("une heure", "an hour"))
_WAIT += (("dix minutes", "ten minutes"), ("une demi-heure", "half an hour"))


@builder("queue")
def _queue(pr, lang, frame: str, place: int, long: int, t: str, subj, wait: int):
    fr = lang == "fr"
    where = QUEUE_PLACES[place][0 if fr else 1]
    if frame == "there_is":  # Il y a une longue queue devant le cinéma.
        head = _THERE[t][0 if fr else 1]
        return f"{head} {_LONG[long][0 if fr else 1]} queue {where}."
    if frame == "no_queue":  # Il n'y a pas de queue à la poste aujourd'hui.
        if fr:
            return f"Il n'y a pas de queue {where} aujourd'hui."
        return f"There is no queue {where} today."
    if frame == "too_long":  # La queue est trop longue.
        how = (("trop", "too"), ("très", "very"))[long % 2]
        if fr:
            return f"La queue {where} est {how[0]} longue."
        return f"The queue {where} is {how[1]} long."
    if frame == "waited":  # Nous avons fait la queue pendant une heure.
        w = _WAIT[wait][0 if fr else 1]
        if fr:
            return _clause(pr, lang, subj, "faire", f"la queue pendant {w}", "pc")
        return _clause(pr, lang, subj, "queue", f"for {w}", "ps")
    raise ValueError(frame)


@register("queue", 0.04)
def queue(rng: random.Random, sampler):
    frame = rng.choices(("there_is", "no_queue", "too_long", "waited"), (6, 1, 2, 2))[0]
    args = {
        "frame": frame,
        "place": rng.randrange(len(QUEUE_PLACES)),
        "long": rng.randrange(len(_LONG) if frame == "there_is" else 2),
        "t": rng.choice(("p", "p", "i", "f")),
        "subj": _subject(rng),
        "wait": rng.randrange(len(_WAIT)),
    }
    lemmas = {"noun": {"queue"}, "adj": {"long"}, "verb": {"faire"}}
    return Construction("queue", args, lemmas)


# --- une paire de ------------------------------------------------------------------------

# (French plural, English plural)
PAIRED = (
    ("chaussures", "shoes"),
    ("chaussettes", "socks"),
    ("gants", "gloves"),
    ("lunettes", "glasses"),
    ("lunettes de soleil", "sunglasses"),
    ("bottes", "boots"),
    ("baskets", "trainers"),
    ("ciseaux", "scissors"),
    ("boucles d'oreilles", "earrings"),
    ("jumelles", "binoculars"),
)
# (French verb, its tense, what comes before the object, English verb, its tense)
_PAIR_VERBS = (
    ("acheter", "pc", "", "buy", "ps"),
    ("chercher", "p", "", "look", "p"),
    ("avoir", "p", "besoin d'", "need", "p"),
    ("perdre", "pc", "", "lose", "ps"),
    ("offrir", "pc", "", "give", "ps"),
)


@builder("pair_of")
def _pair_of(pr, lang, subj, verb: int, item: int, n: int, new: bool):
    fr = lang == "fr"
    v_fr, t_fr, before, v_en, t_en = _PAIR_VERBS[verb]
    things = PAIRED[item][0 if fr else 1]
    if fr:
        if n == 1:
            obj = f"une {'nouvelle ' if new else ''}paire de {things}"
        else:
            obj = (
                f"{fr_number(n, True)} {'nouvelles ' if new else ''}paires de {things}"
            )
        if before:  # besoin d'une paire / besoin de deux paires
            obj = f"besoin {'d' + chr(39) if n == 1 else 'de '}{obj}"
        if v_fr == "offrir":
            obj = f"{obj} à {_poss(subj)[1]} sœur"
        return _clause(pr, lang, subj, v_fr, obj, t_fr)
    pairs = "pair" if n == 1 else "pairs"
    obj = (
        f"{'a' if n == 1 else en_number(n)} {'new ' if new else ''}{pairs} of {things}"
    )
    if v_en == "look":
        s = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V("look"), pr.Q(f"for {obj}")))
        return s.typ({"prog": True}).realize().strip()
    if v_en == "give":
        return _clause(pr, lang, subj, "give", f"{_poss(subj)[2]} sister {obj}", "ps")
    return _clause(pr, lang, subj, v_en, obj, t_en)


@register("pair_of", 0.03)
def pair_of(rng: random.Random, sampler):
    verb = rng.randrange(len(_PAIR_VERBS))
    subj = _subject(rng)
    args = {
        "subj": subj,
        "verb": verb,
        "item": rng.randrange(len(PAIRED)),
        "n": rng.choice((1, 1, 1, 2, 3)),
        "new": rng.random() < 0.3,
    }
    lemmas = {"noun": {"paire"}, "adj": set(), "verb": {_PAIR_VERBS[verb][0]}}
    return Construction("pair_of", args, lemmas)
