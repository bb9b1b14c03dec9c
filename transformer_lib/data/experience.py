"""Kinds of sentence of version 3: what someone has ever done, and who has seen a thing.

- ``ever``: a question of experience with *déjà* in the passé composé, which English
  asks in the present perfect with *ever* (*Tu as déjà goûté des escargots?* / *Have
  you ever tasted snails?*, *Vous êtes déjà allés en Espagne?* / *Have you ever been to
  Spain?*, *Est-ce que Paul est déjà monté à cheval?* / *Has Paul ever ridden a
  horse?*), and its answer with *ne ... jamais*, the present perfect with *never*
  (*Je n'ai jamais goûté d'escargots.* / *I have never tasted snails.*, *Non, je ne suis
  jamais allée au Japon.* / *No, I have never been to Japan.*), or asked (*Tu n'as
  jamais vu la mer?* / *Have you never seen the sea?*). *Aller* is *been to*; after the
  negation the indefinite and partitive articles are *de* (*d'escargots*, *de ski*).
- ``anyone_seen``: whether anyone has seen, found or taken a thing one misses, in the
  present perfect (*Quelqu'un a vu mes lunettes?* / *Has anyone seen my glasses?*,
  *Personne n'a vu mes clés?* / *Has nobody seen my keys?*, *Qui a pris mon stylo?* /
  *Who has taken my pen?*, *Tu as vu mon téléphone quelque part?* / *Have you seen my
  phone anywhere?*).

(The clause grammar's *déjà* in a statement stays *already*: *Tu as déjà publié un
journal.* / *You have already published a newspaper.*)
"""

from __future__ import annotations

import random

from .kind_parts import (
    Construction,
    Name,
    builder,
    draw_name,
    lemmas_of,
    person_number,
    relative_np,
    subject_tree,
)
from .kinds_v3 import register
from .names import CITIES, COUNTRIES
from .structures import NounPhrase, Pronoun

__all__ = ["TRIED", "PLACES", "MISSED", "ever", "anyone_seen"]

# (French verb, its participle, auxiliary, French rest, rest after a negation, English
# participle and rest): what one has tried
TRIED = (
    ("goûter", "goûté", "a", "des escargots", "d'escargots", "tasted snails"),
    ("goûter", "goûté", "a", "des huîtres", "d'huîtres", "tasted oysters"),
    ("goûter", "goûté", "a", "ce fromage", "ce fromage", "tasted this cheese"),
    ("goûter", "goûté", "a", "la cuisine japonaise", "la cuisine japonaise",
     "tasted Japanese food"),
    ("goûter", "goûté", "a", "ce vin", "ce vin", "tasted this wine"),
    ("manger", "mangé", "a", "des sushis", "de sushis", "eaten sushi"),
    ("manger", "mangé", "a", "du couscous", "de couscous", "eaten couscous"),
    ("manger", "mangé", "a", "des cuisses de grenouille", "de cuisses de grenouille",
     "eaten frogs' legs"),
    ("manger", "mangé", "a", "dans ce restaurant", "dans ce restaurant",
     "eaten in this restaurant"),
    ("boire", "bu", "a", "du thé vert", "de thé vert", "drunk green tea"),
    ("voir", "vu", "a", "la mer", "la mer", "seen the sea"),
    ("voir", "vu", "a", "la neige", "la neige", "seen snow"),
    ("voir", "vu", "a", "ce film", "ce film", "seen this film"),
    ("voir", "vu", "a", "un éléphant", "d'éléphant", "seen an elephant"),
    ("voir", "vu", "a", "la tour Eiffel", "la tour Eiffel", "seen the Eiffel Tower"),
    ("voir", "vu", "a", "un fantôme", "de fantôme", "seen a ghost"),
    ("lire", "lu", "a", "ce livre", "ce livre", "read this book"),
    ("lire", "lu", "a", "ce roman", "ce roman", "read this novel"),
    ("entendre", "entendu", "a", "cette chanson", "cette chanson",
     "heard this song"),
    ("entendre", "entendu", "a", "parler de ce restaurant",
     "parler de ce restaurant", "heard of this restaurant"),
    ("faire", "fait", "a", "du ski", "de ski", "been skiing"),
    ("faire", "fait", "a", "du camping", "de camping", "been camping"),
    ("faire", "fait", "a", "de la plongée", "de plongée", "been diving"),
    ("faire", "fait", "a", "du surf", "de surf", "been surfing"),
    ("faire", "fait", "a", "du vélo", "de vélo", "ridden a bike"),
    ("monter", "monté", "e", "à cheval", "à cheval", "ridden a horse"),
    ("monter", "monté", "e", "en haut de la tour", "en haut de la tour",
     "been to the top of the tower"),
    ("jouer", "joué", "a", "au golf", "au golf", "played golf"),
    ("jouer", "joué", "a", "aux échecs", "aux échecs", "played chess"),
    ("jouer", "joué", "a", "du piano", "du piano", "played the piano"),
    ("conduire", "conduit", "a", "une voiture", "de voiture", "driven a car"),
    ("conduire", "conduit", "a", "un camion", "de camion", "driven a lorry"),
    ("prendre", "pris", "a", "l'avion", "l'avion", "travelled by plane"),
    ("prendre", "pris", "a", "le bateau", "le bateau", "travelled by boat"),
    ("dormir", "dormi", "a", "sous une tente", "sous une tente",
     "slept in a tent"),
    ("visiter", "visité", "a", "le Louvre", "le Louvre", "visited the Louvre"),
    ("visiter", "visité", "a", "ce musée", "ce musée", "visited this museum"),
    ("parler", "parlé", "a", "à un acteur célèbre", "à un acteur célèbre",
     "spoken to a famous actor"),
    ("essayer", "essayé", "a", "le yoga", "le yoga", "tried yoga"),
    ("faire", "fait", "a", "un gâteau", "de gâteau", "made a cake"),
)  # fmt: skip
# (French after aller, English after "been to"): places one has been to (and the
# countries and cities of .names)
PLACES = (
    ("à la montagne", "the mountains"),
    ("au zoo", "the zoo"),
    ("à l'opéra", "the opera"),
    ("au théâtre", "the theatre"),
    ("à la plage", "the beach"),
    ("au bord de la mer", "the seaside"),
    ("dans ce restaurant", "this restaurant"),
    ("à l'étranger", None),  # been abroad
)
# French present of avoir and être, by pronoun (je tu il elle nous vous ils elles)
_AVOIR = ("ai", "as", "a", "a", "avons", "avez", "ont", "ont")
_ETRE = ("suis", "es", "est", "est", "sommes", "êtes", "sont", "sont")
_FR_PRONOUN = ("je", "tu", "il", "elle", "nous", "vous", "ils", "elles")
_EN_PRONOUN = ("I", "you", "he", "she", "we", "you", "they", "they")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _country(i: int) -> tuple[str, str]:
    fr, gender, en = COUNTRIES[i]
    prep = {"f": "en", "m": "au", "p": "aux"}[gender]
    if gender == "m" and fr[0] in "AEIOU":
        prep = "en"  # (en Iran)
    return f"{prep} {fr}", en


def _where(place) -> tuple[str, str | None]:
    """(French after aller, English after *been to*) of ``("country" | "city" |
    "place", index)``."""
    what, i = place
    if what == "country":
        return _country(i)
    if what == "city":
        fr, en = CITIES[i]
        return f"à {fr}", en
    return PLACES[i]


def _aux_index(subj) -> int:
    """The index of the pronoun whose forms ``subj`` takes (3: a name or a noun)."""
    if isinstance(subj, Pronoun):
        return subj.index
    pe, n = person_number(subj)
    return 2 if n == "s" else 6


def _agreement(subj, plural_vous: bool) -> str:
    """The ending of a participle with *être* (*allée*, *allés*)."""
    gender = subj.gender if hasattr(subj, "gender") else "m"
    plural = person_number(subj)[1] == "p"
    if isinstance(subj, Pronoun) and subj.index == 5:
        plural = plural_vous
    return ("e" if gender == "f" else "") + ("s" if plural else "")


@builder("ever")
def _ever(pr, lang, subj, what, form: str, plural_vous=False, no=False):
    """``what`` is ``("tried", i)`` or a place (:func:`_where`); ``form`` is "?", "est-ce"
    or "inv" (asked with *déjà*), "never" (a statement with *ne ... jamais*, after *Non,*
    with ``no``) or "never?" (asked with *ne ... jamais*)."""
    fr = lang == "fr"
    neg = form.startswith("never")
    if what[0] == "tried":
        _, part, aux, rest, rest_neg, en = TRIED[what[1]]
        rest = rest_neg if neg else rest
    else:
        part, aux = "allé", "e"
        rest, where = _where(what)
        en = "been abroad" if where is None else f"been to {where}"
    i = _aux_index(subj)
    if fr:
        verb = (_AVOIR if aux == "a" else _ETRE)[i]
        if aux == "e":
            part += _agreement(subj, plural_vous)
        pronoun = isinstance(subj, Pronoun)
        who = _FR_PRONOUN[i] if pronoun else subject_tree(pr, subj, "fr").realize()
        who = who.strip()
        if neg:
            ne = "n'" if verb[0] in "aeéiou" else "ne "
            words = f"{who} {ne}{verb} jamais {part} {rest}"
        elif form == "inv":
            t = "-t" if verb[-1] in "ae" and i in (2, 3, 6, 7) else ""
            words = f"{verb}{t}-{who} déjà {part} {rest}"
        else:
            words = f"{who} {verb} déjà {part} {rest}"
        words = words.replace("je a", "j'a").replace("je ai", "j'ai")
        if form == "est-ce":
            que = "qu'" if words[0].lower() in "aeéèêiouy" else "que "
            words = f"est-ce {que}{words}"
        text = f"Non, {words}" if no else _cap(words)  # (no: a pronoun only)
        return text + ("." if form == "never" else "?")
    person, number = person_number(subj)
    has = "has" if (person, number) == (3, "s") else "have"
    if isinstance(subj, Pronoun):
        who = _EN_PRONOUN[subj.index]
    else:
        who = subject_tree(pr, subj, "en").realize().strip()
    if form == "never":
        text = f"{_cap(who)} {has} never {en}."
        return f"No, {who} {has} never {en}." if no else text
    adverb = "never" if form == "never?" else "ever"
    return f"{_cap(has)} {who} {adverb} {en}?"


@register("ever", 0.07)
def ever(rng: random.Random, sampler):
    """See the module."""
    if rng.random() < 0.6:
        what = ("tried", rng.randrange(len(TRIED)))
    else:
        kind = rng.choice(("country", "country", "city", "place"))
        size = {"country": COUNTRIES, "city": CITIES, "place": PLACES}[kind]
        what = (kind, rng.randrange(len(size)))
    x = rng.random()
    no = False
    if x < 0.6:  # asked with déjà
        subj = _asked_subject(rng, sampler)
        form = rng.choice(("?", "?", "est-ce", "inv"))
        if not isinstance(subj, Pronoun) and form == "inv":
            form = "est-ce"
    elif x < 0.9:  # I have never ...
        subj = _teller(rng, sampler)
        form = "never"
        no = isinstance(subj, Pronoun) and rng.random() < 0.3
    else:
        subj, form = _asked_subject(rng, sampler), "never?"
    args = {"subj": subj, "what": what, "form": form, "no": no}
    args["plural_vous"] = rng.random() < 0.5
    verb = TRIED[what[1]][0] if what[0] == "tried" else "aller"
    np = subj if isinstance(subj, NounPhrase) else None
    return Construction("ever", args, lemmas_of(np, verbs=(verb,)))


def _asked_subject(rng, sampler):
    x = rng.random()
    if x < 0.5:
        return Pronoun(1, rng.choice("mf"))
    if x < 0.75:
        return Pronoun(5, rng.choice("mf"))
    if x < 0.85:
        i = rng.choice((2, 3))
        return Pronoun(i, "m" if i == 2 else "f")
    if x < 0.93:
        return draw_name(rng)
    return relative_np(rng, sampler.lex, owners=(1, 3))


def _teller(rng, sampler):
    x = rng.random()
    if x < 0.55:
        return Pronoun(0, rng.choice("mf"))
    if x < 0.7:
        return Pronoun(4, rng.choice("mf"))
    if x < 0.8:
        i = rng.choice((2, 3, 6, 7))
        return Pronoun(i, "f" if i in (3, 7) else "m")
    if x < 0.9:
        return draw_name(rng)
    return relative_np(rng, sampler.lex, owners=(0, 2))


# --- anyone_seen: Quelqu'un a vu mes lunettes? ---------------------------------------------

# (French noun, gender, number, English): what one misses
MISSED = (
    ("lunettes", "f", "p", "glasses"),
    ("clés", "f", "p", "keys"),
    ("clé", "f", "s", "key"),
    ("téléphone", "m", "s", "phone"),
    ("portefeuille", "m", "s", "wallet"),
    ("sac", "m", "s", "bag"),
    ("parapluie", "m", "s", "umbrella"),
    ("chat", "m", "s", "cat"),
    ("chien", "m", "s", "dog"),
    ("livre", "m", "s", "book"),
    ("cahier", "m", "s", "notebook"),
    ("stylo", "m", "s", "pen"),
    ("écharpe", "f", "s", "scarf"),
    ("montre", "f", "s", "watch"),
    ("passeport", "m", "s", "passport"),
    ("manteau", "m", "s", "coat"),
    ("gants", "m", "p", "gloves"),
    ("chaussures", "f", "p", "shoes"),
    ("veste", "f", "s", "jacket"),
    ("casquette", "f", "s", "cap"),
    ("trousse", "f", "s", "pencil case"),
    ("ballon", "m", "s", "ball"),
)
# (French participle, English participle): seen, found, taken
_DONE = (("vu", "seen"), ("vu", "seen"), ("trouvé", "found"), ("pris", "taken"))
_DONE_VERBS = {"vu": "voir", "trouvé": "trouver", "pris": "prendre"}
# whose: (French singular m, singular f, plural, English)
_OWNERS = (("mon", "ma", "mes", "my"), ("notre", "notre", "nos", "our"))
_OWNERS += (("le", "la", "les", "the"),)


def _missed_fr(item: int, owner: int) -> str:
    noun, gender, number, _ = MISSED[item]
    m, f, p, _ = _OWNERS[owner]
    if number == "p":
        return f"{p} {noun}"
    det = m if gender == "m" else f
    if noun[0] in "aeéiou":
        det = {"ma": "mon", "le": "l'", "la": "l'"}.get(det, det)
    return f"{det}{'' if det.endswith(chr(39)) else ' '}{noun}"


@builder("anyone_seen")
def _anyone_seen(pr, lang, who: str, done: int, item, owner: int, where: bool):
    """``who``: "quelqu'un", "est-ce", "personne", "qui", "tu" or "vous"; ``item`` an
    index of :data:`MISSED` or a :class:`Name`."""
    fr = lang == "fr"
    part, en_part = _DONE[done]
    if isinstance(item, Name):
        thing = item.name
    elif fr:
        thing = _missed_fr(item, owner)
    else:
        thing = f"{_OWNERS[owner][3]} {MISSED[item][3]}"
    if fr:
        tail = " quelque part?" if where else "?"
        head = {
            "quelqu'un": "Quelqu'un a",
            "est-ce": "Est-ce que quelqu'un a",
            "personne": "Personne n'a",
            "qui": "Qui a",
            "tu": "Tu as",
            "vous": "Vous avez",
        }[who]
        return f"{head} {part} {thing}{tail}"
    tail = " anywhere?" if where else "?"
    head = {
        "quelqu'un": "Has anyone",
        "est-ce": "Has anyone",
        "personne": "Has nobody",
        "qui": "Who has",
        "tu": "Have you",
        "vous": "Have you",
    }[who]
    return f"{head} {en_part} {thing}{tail}"


@register("anyone_seen", 0.04)
def anyone_seen(rng: random.Random, sampler):
    """See the module."""
    who = rng.choice(("quelqu'un", "quelqu'un", "est-ce", "personne", "qui", "tu"))
    who = "vous" if who == "tu" and rng.random() < 0.4 else who
    done = rng.randrange(len(_DONE))
    if rng.random() < 0.12 and _DONE[done][0] == "vu":
        item, owner = draw_name(rng), 0  # Quelqu'un a vu Paul?
    else:
        item, owner = rng.randrange(len(MISSED)), rng.choice((0, 0, 0, 1, 2))
    where = who in ("tu", "vous", "quelqu'un") and done < 2 and rng.random() < 0.3
    args = {"who": who, "done": done, "item": item, "owner": owner, "where": where}
    lemmas = lemmas_of(verbs=(_DONE_VERBS[_DONE[done][0]],))
    if not isinstance(item, Name):
        noun = MISSED[item][0]
        lemmas["noun"].add(noun[:-1] if MISSED[item][2] == "p" else noun)
    return Construction("anyone_seen", args, lemmas)
