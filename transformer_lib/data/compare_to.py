"""A kind of sentence of version 3: comparisons with someone's own (*le mien, le nôtre*),
a person (*que moi, que Paul, que ma sœur*), in everyday words.

- ``compare_to``: *Leur jardin est plus grand que le nôtre.* / *Their garden is bigger
  than ours.*, *Mon frère est plus vieux que moi.* / *My brother is older than me.*, *Tu
  es aussi rapide que Paul.* / *You are as fast as Paul.*, *Ton gâteau est meilleur que
  le mien.* / *Your cake is better than mine.*

English grades the short adjectives with -er (*bigger, older, faster, heavier*) and *bon*
with *better*; *grand* and *petit* said of a person are *tall* and *short* (*Ma sœur est
plus petite que moi.* / *My sister is shorter than me.*), of a thing *big* and *small*.
After *que* the stressed pronouns are English object pronouns (*moi* / *me*, *eux* /
*them*). As in :mod:`.mine`, the owners are *mon, ton, notre, votre, leur* (not *son*,
*sa*: *his* or *her*), and two in one sentence never have the same English.
"""

from __future__ import annotations

import random

from .kind_parts import Construction, builder, draw_name, lemmas_of
from .kinds_v3 import register
from .mine import POSSESSIVE_PRONOUNS, possessive_pronoun

__all__ = ["COMPARED_NOUNS", "SHORT_ADJECTIVES"]

# key -> (French ms fs mp fp, English comparative of a person, of anything else)
SHORT_ADJECTIVES = {
    "grand": (("grand", "grande", "grands", "grandes"), "taller", "bigger"),
    "petit": (("petit", "petite", "petits", "petites"), "shorter", "smaller"),
    "vieux": (("vieux", "vieille", "vieux", "vieilles"), "older", "older"),
    "jeune": (("jeune", "jeune", "jeunes", "jeunes"), "younger", "younger"),
    "rapide": (("rapide", "rapide", "rapides", "rapides"), "faster", "faster"),
    "lent": (("lent", "lente", "lents", "lentes"), "slower", "slower"),
    "fort": (("fort", "forte", "forts", "fortes"), "stronger", "stronger"),
    "lourd": (("lourd", "lourde", "lourds", "lourdes"), "heavier", "heavier"),
    "léger": (("léger", "légère", "légers", "légères"), "lighter", "lighter"),
    "long": (("long", "longue", "longs", "longues"), "longer", "longer"),
    "propre": (("propre", "propre", "propres", "propres"), "cleaner", "cleaner"),
    "sale": (("sale", "sale", "sales", "sales"), "dirtier", "dirtier"),
    "cher": (("cher", "chère", "chers", "chères"), "", "more expensive"),
    "gentil": (("gentil", "gentille", "gentils", "gentilles"), "kinder", "kinder"),
    "drôle": (("drôle", "drôle", "drôles", "drôles"), "funnier", "funnier"),
    "riche": (("riche", "riche", "riches", "riches"), "richer", "richer"),
    "bon": (("meilleur", "meilleure", "meilleurs", "meilleures"), "", "better"),
}
# English of aussi ... que (as ... as)
_AS = {"taller": "tall", "shorter": "short", "bigger": "big", "smaller": "small",
       "older": "old", "younger": "young", "faster": "fast", "slower": "slow",
       "stronger": "strong", "heavier": "heavy", "lighter": "light", "longer": "long",
       "cleaner": "clean", "dirtier": "dirty", "more expensive": "expensive",
       "kinder": "kind", "funnier": "funny", "richer": "rich", "better": "good"}  # fmt: skip
# (French, gender, English, person, the adjectives it takes)
_PERSON_ADJS = "grand petit vieux jeune rapide fort gentil drôle riche"
COMPARED_NOUNS = (
    ("jardin", "m", "garden", False, "grand petit vieux propre"),
    ("maison", "f", "house", False, "grand petit vieux propre cher"),
    ("appartement", "m", "flat", False, "grand petit vieux propre cher"),
    ("chambre", "f", "bedroom", False, "grand petit propre sale"),
    ("voiture", "f", "car", False, "grand petit vieux rapide lent propre sale cher"),
    ("vélo", "m", "bike", False, "vieux rapide lourd léger cher"),
    ("sac", "m", "bag", False, "grand petit lourd léger"),
    ("valise", "f", "suitcase", False, "grand petit lourd léger"),
    ("ordinateur", "m", "computer", False, "vieux rapide lent lourd léger cher"),
    ("téléphone", "m", "phone", False, "vieux petit cher"),
    ("chien", "m", "dog", False, "grand petit vieux jeune rapide gentil"),
    ("chat", "m", "cat", False, "grand petit vieux jeune gros"),
    ("école", "f", "school", False, "grand petit vieux"),
    ("gâteau", "m", "cake", False, "grand petit bon"),
    ("soupe", "f", "soup", False, "bon"),
    ("café", "m", "coffee", False, "bon"),
    ("idée", "f", "idea", False, "bon"),
    ("note", "f", "mark", False, "bon"),
    ("frère", "m", "brother", True, _PERSON_ADJS),
    ("sœur", "f", "sister", True, _PERSON_ADJS),
    ("fils", "m", "son", True, _PERSON_ADJS),
    ("fille", "f", "daughter", True, _PERSON_ADJS),
    ("père", "m", "father", True, _PERSON_ADJS),
    ("mère", "f", "mother", True, _PERSON_ADJS),
    ("cousin", "m", "cousin", True, _PERSON_ADJS),
    ("cousine", "f", "cousin", True, _PERSON_ADJS),
    ("ami", "m", "friend", True, _PERSON_ADJS),
    ("amie", "f", "friend", True, _PERSON_ADJS),
)
# (mon ton notre votre leur): French masculine, feminine, plural and English
_POSS = (
    ("mon", "ma", "mes", "my"),
    ("ton", "ta", "tes", "your"),
    ("notre", "notre", "nos", "our"),
    ("votre", "votre", "vos", "your"),
    ("leur", "leur", "leurs", "their"),
)
# subject pronouns: French, English, present and imparfait of être in both (too_right.py
# takes it too)
PRONOUNS_BE = _PRONOUNS = (
    ("je", "I", "suis", "étais", "am", "was"),
    ("tu", "you", "es", "étais", "are", "were"),
    ("il", "he", "est", "était", "is", "was"),
    ("elle", "she", "est", "était", "is", "was"),
    ("nous", "we", "sommes", "étions", "are", "were"),
    ("vous", "you", "êtes", "étiez", "are", "were"),
    ("ils", "they", "sont", "étaient", "are", "were"),
    ("elles", "they", "sont", "étaient", "are", "were"),
)
# after que: French stressed pronouns and English object pronouns (same order)
_STRESSED = ("moi toi lui elle nous vous eux elles".split(),
             "me you him her us you them them".split())  # fmt: skip
_VOWELS = tuple("aeéèiouâêîôûhAEÉIOU")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _owned(owner: int, noun: int, number: str, lang: str) -> str:
    fr, gender, en, _, _ = COMPARED_NOUNS[noun]
    m, f, p, own_en = _POSS[owner]
    if lang == "en":
        return f"{own_en} {en}{'s' if number == 'p' else ''}"
    if number == "p":
        plural = fr if fr.endswith("s") else fr + ("x" if fr.endswith("eau") else "s")
        return f"{p} {plural}"
    det = m if gender == "m" or fr.startswith(_VOWELS) else f
    return f"{det} {fr}"


def _term(x, lang: str) -> str:
    """A subject or a second term: ("owned", owner, noun, number), ("name", Name),
    ("pronoun", index), ("mine", owner) (the subject's noun owned by another)."""
    if x[0] == "owned":
        return _owned(x[1], x[2], x[3], lang)
    if x[0] == "name":
        return x[1].name
    return _PRONOUNS[x[1]][lang == "en"]


def _gender_number(x) -> tuple[str, str]:
    if x[0] == "owned":
        return COMPARED_NOUNS[x[2]][1], x[3]
    if x[0] == "name":
        return x[1].gender, "s"
    return x[2], "p" if x[1] >= 4 else "s"


@builder("compare_to")
def _compare_to(pr, lang, subj, other, adj: str, degree: str, tense: str, neg: bool):
    fr = lang == "fr"
    gender, number = _gender_number(subj)
    forms, en_person, en_thing = SHORT_ADJECTIVES[adj]
    person = subj[0] != "owned" or COMPARED_NOUNS[subj[2]][3]
    if subj[0] == "pronoun":
        be = _PRONOUNS[subj[1]][(2 if fr else 4) + (tense == "i")]
    elif fr:
        be = {"p": ("est", "sont"), "i": ("était", "étaient")}[tense][number == "p"]
    else:
        be = {"p": ("is", "are"), "i": ("was", "were")}[tense][number == "p"]
    if other[0] == "mine":
        noun_gender = COMPARED_NOUNS[subj[2]][1]
        second = possessive_pronoun(other[1], noun_gender, number, lang)
    elif other[0] == "pronoun":
        second = _STRESSED[not fr][other[1]]
    else:
        second = _term(other, lang)
    if fr:
        form = forms[(gender == "f") + 2 * (number == "p")]
        if degree == "aussi":
            if adj == "bon":
                form = ("bon", "bonne", "bons", "bonnes")[forms.index(form)]
            graded = f"aussi {form}"
        else:
            graded = form if adj == "bon" else f"plus {form}"
        head = _term(subj, lang)
        vowel = be[0] in "eéê"
        if neg:
            verb = f"n'{be} pas" if vowel else f"ne {be} pas"
            text = f"{head} {verb}"
        elif head == "je" and vowel:
            text = f"j'{be}"
        else:
            text = f"{head} {be}"
        que = "qu'" if second.startswith(_VOWELS) else "que "
        return _cap(f"{text} {graded} {que}{second}.")
    word = en_person if person and en_person else en_thing
    graded = f"as {_AS[word]} as" if degree == "aussi" else f"{word} than"
    verb = f"{be} not" if neg else be
    return _cap(f"{_term(subj, lang)} {verb} {graded} {second}.")


def _person_other(rng, subj):
    """A person after *que*: a stressed pronoun, a name or someone's relative, not the
    subject itself (not *tu ... que vous*: both *you*)."""
    x = rng.random()
    if x < 0.45:
        avoid = {_PRONOUNS[subj[1]][1]} if subj[0] == "pronoun" else set()
        if subj[0] == "name":
            avoid.add("he" if subj[1].gender == "m" else "she")
        choices = [
            i
            for i in range(8)
            if _PRONOUNS[i][1] not in avoid and not (i == 0 and "I" in avoid)
        ]
        return ("pronoun", rng.choice(choices))
    if x < 0.75:
        name = draw_name(rng)
        while subj[0] == "name" and subj[1].name == name.name:
            name = draw_name(rng)
        return ("name", name)
    people = [i for i, n in enumerate(COMPARED_NOUNS) if n[3]]
    owner = rng.randrange(5)
    return ("owned", owner, rng.choice(people), "s")


@register("compare_to", 0.06)
def compare_to(rng: random.Random, sampler):
    """*Leur jardin est plus grand que le nôtre.* / *Their garden is bigger than ours.*
    (see the module)."""
    x = rng.random()
    if x < 0.5:  # leur jardin ... que le nôtre
        noun = rng.randrange(len(COMPARED_NOUNS))
        a, b = rng.randrange(5), rng.randrange(5)
        while POSSESSIVE_PRONOUNS[a][1] == POSSESSIVE_PRONOUNS[b][1] or {a, b} in (
            {0, 2},
            {1, 3},
        ):  # (not *mon vélo ... le nôtre*: mine is ours too)
            a, b = rng.randrange(5), rng.randrange(5)
        number = "p" if rng.random() < 0.2 and noun not in _NO_PLURAL else "s"
        subj = ("owned", a, noun, number)
        other = ("mine", b)
    else:
        y = rng.random()
        if y < 0.45:
            who = rng.randrange(8)
            fixed = {2: "m", 3: "f", 6: "m", 7: "f"}
            subj = ("pronoun", who, fixed.get(who) or rng.choice("mf"))
        elif y < 0.7:
            subj = ("name", draw_name(rng))
        else:
            people = [i for i, n in enumerate(COMPARED_NOUNS) if n[3]]
            subj = ("owned", rng.randrange(5), rng.choice(people), "s")
        other = _person_other(rng, subj)
        noun = subj[2] if subj[0] == "owned" else None
        if other[0] == "owned" and subj[0] == "owned":
            while _owned(other[1], other[2], "s", "en") == _owned(
                subj[1], subj[2], "s", "en"
            ):
                other = _person_other(rng, subj)
                if other[0] != "owned":
                    break
    adjs = (COMPARED_NOUNS[noun][4] if noun is not None else _PERSON_ADJS).split()
    adj = rng.choice([a for a in adjs if a in SHORT_ADJECTIVES])
    degree = "aussi" if rng.random() < 0.2 else "plus"
    args = {"subj": subj, "other": other, "adj": adj, "degree": degree}
    args["tense"] = "i" if rng.random() < 0.15 else "p"
    args["neg"] = rng.random() < 0.12
    lemmas = lemmas_of(verbs=("être",), adjs=(adj,))
    for t in (subj, other):
        if t[0] == "owned":
            lemmas["noun"].add(COMPARED_NOUNS[t[2]][0])
    return Construction("compare_to", args, lemmas)


# (nouns said of one only: one's father, one's idea)
_NO_PLURAL = frozenset(
    i
    for i, n in enumerate(COMPARED_NOUNS)
    if n[0] in ("père", "mère", "idée", "café", "soupe", "maison", "appartement")
)
