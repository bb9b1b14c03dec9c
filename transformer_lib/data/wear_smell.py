"""Kinds of sentence of version 3: what people wear, what places smell of, what people
smoke.

- ``wearing``: *porter* + clothes is *wear* (never *carry*) in the present, the imparfait
  and the future: *Anne porte une jupe verte.* / *Anne is wearing a green skirt.* (the
  present and the imparfait of now are progressive), *Tu portes toujours des chaussettes
  jaunes!* / *You always wear yellow socks!* (with *toujours* or *souvent*: a habit),
  *Il ne portait jamais de cravate.* / *He never wore a tie.*, *Je porterai un
  manteau.* / *I will wear a coat.*; *un pantalon, un jean, un short* are *trousers,
  jeans, shorts*;
- ``smells_of``: *sentir* + a noun with its article is *smell of* + the noun alone: *La
  maison de nos grands-parents sentait le café.* / *Our grandparents' house smelled of
  coffee.*, *Ça sent le café!* / *It smells of coffee!*;
- ``smokes``: *fumer la pipe, des cigarettes, le cigare* is a habit: *Mon oncle
  fumait la pipe.* / *My uncle smoked a pipe.*, *Il ne fume plus de cigarettes.* /
  *He does not smoke cigarettes any more.*
"""

from __future__ import annotations

import random
import re

from .kind_parts import Construction, Name, builder, lemmas_of, subject_tree
from .kinds_v3 import register
from .past_habits import draw_host, draw_person, host_words, nouns_of
from .structures import NounPhrase

__all__ = ["CLOTHES", "COLOURS", "SMELLS", "en_adverb"]


def en_adverb(text: str, adv: str) -> str:
    """An adverb that pyrealb put before an auxiliary put after it: *I still was* ->
    *I was still*, *She often will wear* -> *She will often wear*."""
    return re.sub(rf"\b{adv} (am|is|are|was|were|will)\b", rf"\1 {adv}", text)


# --- wearing -----------------------------------------------------------------------------

# (French noun, gender, number, English, English article: "a" or "" (a plural or a pair))
CLOTHES = (
    ("robe", "f", "s", "dress", "a"),
    ("jupe", "f", "s", "skirt", "a"),
    ("chemise", "f", "s", "shirt", "a"),
    ("veste", "f", "s", "jacket", "a"),
    ("casquette", "f", "s", "cap", "a"),
    ("cravate", "f", "s", "tie", "a"),
    ("écharpe", "f", "s", "scarf", "a"),
    ("pull", "m", "s", "jumper", "a"),
    ("manteau", "m", "s", "coat", "a"),
    ("chapeau", "m", "s", "hat", "a"),
    ("imperméable", "m", "s", "raincoat", "a"),
    ("costume", "m", "s", "suit", "a"),
    ("uniforme", "m", "s", "uniform", "a"),
    ("pantalon", "m", "s", "trousers", ""),
    ("jean", "m", "s", "jeans", ""),
    ("short", "m", "s", "shorts", ""),
    ("chaussettes", "f", "p", "socks", ""),
    ("chaussures", "f", "p", "shoes", ""),
    ("bottes", "f", "p", "boots", ""),
    ("baskets", "f", "p", "trainers", ""),
    ("gants", "m", "p", "gloves", ""),
    ("lunettes", "f", "p", "glasses", ""),
)
# (masculine, feminine, masculine plural, feminine plural, English)
COLOURS = (
    ("bleu", "bleue", "bleus", "bleues", "blue"),
    ("rouge", "rouge", "rouges", "rouges", "red"),
    ("vert", "verte", "verts", "vertes", "green"),
    ("noir", "noire", "noirs", "noires", "black"),
    ("blanc", "blanche", "blancs", "blanches", "white"),
    ("jaune", "jaune", "jaunes", "jaunes", "yellow"),
    ("gris", "grise", "gris", "grises", "grey"),
    ("rose", "rose", "roses", "roses", "pink"),
    ("marron", "marron", "marron", "marron", "brown"),
    ("violet", "violette", "violets", "violettes", "purple"),
    ("orange", "orange", "orange", "orange", "orange"),
)
_ADVERBS = {"toujours": "always", "souvent": "often", "jamais": "never"}


def clothes_words(item: int, colour, lang: str, neg: bool) -> str:
    fr_noun, gender, number, en_noun, article = CLOTHES[item]
    if lang == "en":
        words = f"{COLOURS[colour][4]} {en_noun}" if colour is not None else en_noun
        if article:
            return ("an " if words[0] in "aeio" else "a ") + words  # (a uniform)
        return words
    if colour is not None:
        fr_noun += " " + COLOURS[colour][(gender == "f") + 2 * (number == "p")]
    if neg:  # ne ... jamais de cravate, d'écharpe
        return ("d'" if fr_noun[0] in "aeéiouh" else "de ") + fr_noun
    return (
        ("des" if number == "p" else "une" if gender == "f" else "un") + " " + fr_noun
    )


@builder("wearing")
def _wearing(pr, lang, subj, item: int, colour, tense: str, adv, mark: str):
    fr = lang == "fr"
    neg = adv == "jamais"
    what = pr.Q(clothes_words(item, colour, lang, neg))
    if fr:
        if neg:
            vp = pr.VP(pr.V("porter"), what)
            s = pr.S(subject_tree(pr, subj, lang), vp).t(tense).typ({"neg": "jamais"})
        else:
            parts = (pr.Adv(adv),) if adv else ()
            s = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V("porter"), *parts, what))
            s = s.t(tense)
        return s.realize().strip()[:-1] + mark
    parts = (pr.Adv(_ADVERBS[adv]),) if adv else ()
    vp = pr.VP(*parts, pr.V("wear"), what)
    s = pr.S(subject_tree(pr, subj, lang), vp).t({"p": "p", "i": "ps", "f": "f"}[tense])
    if not adv and tense in ("p", "i"):
        s = s.typ({"prog": True})  # Claire porte une robe. / Claire is wearing a dress.
    text = s.realize().strip()[:-1] + mark
    return en_adverb(text, _ADVERBS[adv]) if adv else text


@register("wearing", 0.05)
def wearing(rng: random.Random, sampler):
    """*Anne portait une jupe verte.* / *Anne was wearing a green skirt.*"""
    subj = draw_person(rng, sampler)
    item = rng.randrange(len(CLOTHES))
    adv = rng.choice((None, None, None, "toujours", "toujours", "souvent", "jamais"))
    args = {
        "subj": subj,
        "item": item,
        "colour": rng.randrange(len(COLOURS)) if rng.random() < 0.7 else None,
        "tense": rng.choice(("p", "p", "i", "i", "f")),
        "adv": adv,
        "mark": "!" if adv == "toujours" and rng.random() < 0.5 else ".",
    }
    if args["tense"] == "f" and adv in ("toujours", "souvent"):
        args["adv"] = None  # (not "will always wear")
    if CLOTHES[item][0] == "lunettes":
        args["colour"] = None
    lemmas = lemmas_of(subj if isinstance(subj, NounPhrase) else None)
    lemmas["verb"].add("porter")
    lemmas["noun"] |= nouns_of(sampler.lex, CLOTHES[item][0])
    return Construction("wearing", args, lemmas)


# --- smells_of ---------------------------------------------------------------------------

# what smells: (French, English); "{whose}" is a host of :mod:`.past_habits`
THINGS = (
    ("la maison", "the house"),
    ("la cuisine", "the kitchen"),
    ("la chambre", "the bedroom"),
    ("le salon", "the living room"),
    ("la salle de bains", "the bathroom"),
    ("le jardin", "the garden"),
    ("la voiture", "the car"),
    ("l'appartement", "the flat"),
    ("tes cheveux", "your hair"),
    ("tes mains", "your hands"),
    ("mes vêtements", "my clothes"),
    ("ça", "it"),
    ("la maison de {whose}", "{whose} house"),
    ("la cuisine de {whose}", "{whose} kitchen"),
    ("la voiture de {whose}", "{whose} car"),
)
# (French with its article, English)
SMELLS = (
    ("la lavande", "lavender"),
    ("le café", "coffee"),
    ("le pain", "bread"),
    ("le chocolat", "chocolate"),
    ("le tabac", "tobacco"),
    ("la fumée", "smoke"),
    ("le poisson", "fish"),
    ("la rose", "roses"),
    ("la vanille", "vanilla"),
    ("l'essence", "petrol"),
    ("la cannelle", "cinnamon"),
    ("le parfum", "perfume"),
    ("la soupe", "soup"),
    ("l'ail", "garlic"),
    ("la peinture", "paint"),
    ("le savon", "soap"),
    ("la mer", "the sea"),
    ("le citron", "lemon"),
    ("le chien mouillé", "wet dog"),
    ("les crêpes", "pancakes"),
)
# plurals (les cheveux, but the hair)
_PLURAL_THINGS = (
    "tes cheveux",
    "tes mains",
    "mes vêtements",
    "your hands",
    "my clothes",
)


@builder("smells_of")
def _smells_of(pr, lang, thing: int, whose, smell: int, tense: str, mark: str):
    fr = lang == "fr"
    words = THINGS[thing][not fr]
    if "{whose}" in words:
        words = words.format(whose=host_words(whose, lang))
        if fr:  # de le médecin / de les voisins: du, des
            words = words.replace(" de le ", " du ").replace(" de les ", " des ")
    plural = words in _PLURAL_THINGS
    if fr:
        verb = {"p": ("sent", "sentent"), "i": ("sentait", "sentaient")}[tense][plural]
        text = f"{words} {verb} {SMELLS[smell][0]}"
    else:
        verb = {"p": ("smells", "smell"), "i": ("smelled", "smelled")}[tense][plural]
        text = f"{words} {verb} of {SMELLS[smell][1]}"
    return text[:1].upper() + text[1:] + mark


@register("smells_of", 0.03)
def smells_of(rng: random.Random, sampler):
    """*La maison de nos grands-parents sentait le café.* / *Our grandparents' house
    smelled of coffee.*"""
    thing = rng.randrange(len(THINGS))
    whose = draw_host(rng)
    while isinstance(whose, tuple) and whose[0] == "shop":
        whose = draw_host(rng)
    args = {
        "thing": thing,
        "whose": whose,
        "smell": rng.randrange(len(SMELLS)),
        "tense": rng.choice(("p", "i", "i")),
        "mark": rng.choice((".", ".", "!")),
    }
    lemmas = lemmas_of(verbs=("sentir",))
    whose_fr = "" if isinstance(whose, Name) else host_words(whose, "fr")
    if "{whose}" not in THINGS[thing][0]:
        whose_fr = ""  # (no owner in the sentence)
    words = (THINGS[thing][0], SMELLS[args["smell"]][0], whose_fr)
    lemmas["noun"] |= nouns_of(sampler.lex, *words)
    return Construction("smells_of", args, lemmas)


# --- smokes ------------------------------------------------------------------------------

# (French with its article, after "ne ... plus de"; English)
SMOKES = (
    ("la pipe", "de pipe", "a pipe"),
    ("des cigarettes", "de cigarettes", "cigarettes"),
    ("le cigare", "de cigares", "cigars"),
    ("des cigares", "de cigares", "cigars"),
)


@builder("smokes")
def _smokes(pr, lang, subj, what: int, tense: str, neg):
    fr = lang == "fr"
    fr_what, fr_neg, en_what = SMOKES[what]
    if fr:
        vp = pr.VP(pr.V("fumer"), pr.Q(fr_neg if neg else fr_what))
        s = pr.S(subject_tree(pr, subj, lang), vp).t(tense)
        return (s.typ({"neg": neg}) if neg else s).realize().strip()
    parts = (pr.Adv("never"),) if neg == "jamais" else ()
    vp = pr.VP(*parts, pr.V("smoke"), pr.Q(en_what))
    if neg == "plus":
        vp.add(pr.Q("any more"))
    s = pr.S(subject_tree(pr, subj, lang), vp).t({"p": "p", "i": "ps"}[tense])
    return (s.typ({"neg": True}) if neg == "plus" else s).realize().strip()


@register("smokes", 0.02)
def smokes(rng: random.Random, sampler):
    """*Mon oncle fumait la pipe.* / *My uncle smoked a pipe.*"""
    subj = draw_person(rng, sampler)
    tense = rng.choice(("p", "i", "i"))
    neg = rng.choice((None, None, None, "plus" if tense == "p" else None, "jamais"))
    args = {"subj": subj, "what": rng.randrange(len(SMOKES)), "tense": tense}
    args["neg"] = neg
    lemmas = lemmas_of(subj if isinstance(subj, NounPhrase) else None)
    lemmas["verb"].add("fumer")
    lemmas["noun"] |= nouns_of(sampler.lex, SMOKES[args["what"]][0])
    return Construction("smokes", args, lemmas)
