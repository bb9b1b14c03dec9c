"""Two kinds of question of version 3: ``inverted_q`` and ``negative_q``.

- ``inverted_q``: a noun or a name asked about by inversion, the pronoun after the verb
  (*-t-* between two vowels, as pyrealb writes it): *Pourquoi Léa pleure-t-elle?* / *Why
  is Léa crying?*, *Où ton frère travaille-t-il?* / *Where does your brother work?*,
  *Quand les enfants partiront-ils?*, *Combien de pommes Paul mange-t-il?*; *combien de*
  and *quel* with a pronoun inverted (*Combien de livres lis-tu?* / *How many books do
  you read?*, which :mod:`.questions` asks with *est-ce que* only); and how many sugars
  one takes in a drink: *Combien de sucres veux-tu dans ton thé?* / *How many sugars do
  you want in your tea?*, *Je prends deux sucres dans mon café.* / *I take two sugars in
  my coffee.* The English is :mod:`.questions`' own for the same clause.
- ``negative_q``: negative questions by intonation or inversion: a feeling of *avoir*,
  with the clothes one has on (*avec* is *in*): *Tu n'as pas chaud avec ce pull?* / *Are
  you not hot in that jumper?*, *N'avez-vous pas soif?* / *Are you not thirsty?*; and a
  clause: *Il ne vient pas?* / *Is he not coming?*, *Tu n'as pas mangé?* / *Did you not
  eat?* (English in full, as the corpus writes it: *Are you not*, not *Aren't you*).
"""

from __future__ import annotations

import random
from dataclasses import astuple, replace

from . import questions as q
from .kind_parts import (
    Construction,
    Name,
    builder,
    draw_name,
    en_number,
    fr_number,
    relation,
    relative_np,
    subject_tree,
)
from .kinds_v3 import register
from .structures import Clause, NounPhrase, Pronoun, Sentence, _lemmas
from .structures import Name as ClauseName

__all__ = ["COUNT_IN", "FEELINGS", "CLOTHES", "NOT_DOING"]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _pronoun_of(subj) -> Pronoun:
    """il, elle, ils, elles for a name or a noun phrase."""
    number = "s" if isinstance(subj, (Name, ClauseName)) else subj.number
    gender = subj.gender if subj.gender in ("m", "f") else "m"
    return Pronoun({"s": 2, "p": 6}[number] + (gender == "f"), gender)


def _fr_subject(pr, subj) -> str:
    text = subject_tree(pr, subj, "fr").realize().strip()
    return text if isinstance(subj, (Name, ClauseName)) else text[:1].lower() + text[1:]


@builder("inverted_wh")
def _inverted_wh(pr, lang, clause: Clause, ask: str, noun=None):
    """*Pourquoi Léa pleure-t-elle?*; *Combien de livres lis-tu?*"""
    if lang == "en":
        if isinstance(clause.subj, NounPhrase):  # ta femme / your wife
            clause = replace(clause, subj=relation(clause.subj))
        return q._wh(pr, lang, clause=clause, ask=ask, noun=noun)
    if ask == "which":
        head = pr.NP(pr.D("quel"), pr.N(noun.noun.fr).g(noun.gender)).n(noun.number)
        head = head.realize().strip()
    elif ask == "how_many":
        s = pr.S(pr.Adv("combien"), pr.P("de"), pr.NP(pr.N(noun.noun.fr)).n("p"))
        head = s.realize().strip().rstrip(".").lower()
    else:
        head = q.WH[ask][0]
    subj = clause.subj
    if isinstance(subj, Pronoun):
        return _cap(f"{head} {q._inverted(pr, clause)}?")
    rest = q._inverted(pr, replace(clause, subj=_pronoun_of(subj)))
    return _cap(f"{head} {_fr_subject(pr, subj)} {rest}?")


# --- Combien de sucres veux-tu dans ton thé? ------------------------------------------------

# (French plural, French singular, English plural, English singular, drinks it goes in)
COUNT_IN = (
    ("sucres", "sucre", "sugars", "sugar", (0, 1, 2, 3)),
    (
        "morceaux de sucre",
        "morceau de sucre",
        "lumps of sugar",
        "lump of sugar",
        (0, 1),
    ),
    ("glaçons", "glaçon", "ice cubes", "ice cube", (4, 5, 6, 7)),
)
# (French, English)
_IN = (
    ("thé", "tea"),
    ("café", "coffee"),
    ("tisane", "herbal tea"),
    ("chocolat chaud", "hot chocolate"),
    ("verre", "glass"),
    ("jus d'orange", "orange juice"),
    ("limonade", "lemonade"),
    ("eau", "water"),
)
_FEMININE_IN = frozenset({"tisane", "limonade", "eau"})
# je tu il elle nous vous ils elles: subject, vouloir, prendre, possessive m, f, English
_WHO = (
    ("je", "veux", "prends", "mon", "ma", "I", "my"),
    ("tu", "veux", "prends", "ton", "ta", "you", "your"),
    ("il", "veut", "prend", "son", "sa", "he", "his"),
    ("elle", "veut", "prend", "son", "sa", "she", "her"),
    ("nous", "voulons", "prenons", "notre", "notre", "we", "our"),
    ("vous", "voulez", "prenez", "votre", "votre", "you", "your"),
    ("ils", "veulent", "prennent", "leur", "leur", "they", "their"),
    ("elles", "veulent", "prennent", "leur", "leur", "they", "their"),
)


def _poss(who: tuple, drink: str) -> str:
    m, f = who[3], who[4]
    if drink in _FEMININE_IN and drink[0] not in "aeiouéh":
        return f
    return m


@builder("count_in")
def _count_in(pr, lang, what: int, drink: int, person: int, want: bool, form, n):
    """``form`` "inversion" (*Combien de sucres veux-tu dans ton thé?*), "spoken"
    (*Tu veux combien de sucres dans ton thé?*) or "say" with the number ``n``
    (*Je prends deux sucres dans mon café.*)."""
    fr_p, fr_s, en_p, en_s, _ = COUNT_IN[what]
    fr_drink, en_drink = _IN[drink]
    who = _WHO[person]
    verb = who[1] if want else who[2]
    in_fr = f"dans {_poss(who, fr_drink)} {fr_drink}"
    third = person in (2, 3)
    if lang == "fr":
        if form == "say":
            count = fr_number(n, feminine=False)
            noun = fr_s if n == 1 else fr_p
            return _cap(f"{who[0]} {verb} {count} {noun} {in_fr}.")
        if form == "spoken":
            return _cap(f"{who[0]} {verb} combien de {fr_p} {in_fr}?")
        link = "-t-" if third and verb[-1] not in "dt" else "-"
        return f"Combien de {fr_p} {verb}{link}{who[0]} {in_fr}?"
    en_verb = "want" if want else "take"
    in_en = f"in {who[6]} {en_drink}"
    if form == "say":
        en_verb += "s" if third else ""
        noun = en_s if n == 1 else en_p
        return _cap(f"{who[5]} {en_verb} {en_number(n)} {noun} {in_en}.")
    do = "does" if third else "do"
    return f"How many {en_p} {do} {who[5]} {en_verb} {in_en}?"


def _count_in_kind(rng):
    what = rng.choice((0, 0, 0, 1, 2))
    drink = rng.choice(COUNT_IN[what][4])
    form = rng.choice(("inversion", "inversion", "spoken", "say"))
    person = rng.choice((1, 1, 5, 5, 2, 3, 6, 7) if form != "say" else range(8))
    if form == "inversion" and person in (0,):
        person = 1
    args = {"what": what, "drink": drink, "person": person, "form": form}
    args.update(want=form != "say" and rng.random() < 0.6, n=rng.choice((1, 2, 2, 3)))
    verbs = ("vouloir",) if args["want"] else ("prendre",)
    return Construction("count_in", args, _verb_lemmas(verbs))


@register("inverted_q", 0.07)
def inverted_q(rng: random.Random, sampler):
    if rng.random() < 0.25:
        return _count_in_kind(rng)
    for _ in range(30):
        c = sampler.clause(rng.choice(("p", "p", "pc", "f")))
        if c.reflexive or c.modal is not None or c.verb.fr == "avoir" or c.neg:
            continue  # (not "Où le sanglier ne reniflera-t-il rien?")
        c = q._plain(c)
        pronoun = rng.random() < 0.3
        if pronoun:
            i = rng.choice((1, 2, 3, 4, 5, 6, 7))
            c.subj = Pronoun(
                i, {2: "m", 3: "f", 6: "m", 7: "f"}.get(i, rng.choice("mf"))
            )
        elif "person" in c.verb.subj and rng.random() < 0.6:
            c.subj = (
                ClauseName(*astuple(draw_name(rng)))
                if rng.random() < 0.5
                else relative_np(rng, sampler.lex, rng.choice("ssp"))
            )
        elif not isinstance(c.subj, NounPhrase) or c.subj.det[0] not in (
            "def",
            "dem",
            "poss",
        ):
            continue
        picked = q._asked(rng, c)
        if picked is None:
            continue
        ask, obj = picked
        wanted = ("which", "how_many") if pronoun else ("where", "when", "why", "how")
        wanted += ("which", "how_many") if not pronoun and c.tense != "pc" else ()
        if ask in wanted:
            break
    else:
        return _count_in_kind(rng)
    noun = None
    if ask == "why" and c.tense == "p" and c.adverb is None and c.adv is None:
        if c.verb.fr in q.WHY_NOW:
            c.aspect = "now"  # Pourquoi Léa pleure-t-elle? / Why is Léa crying?
    if ask == "where":
        c.place = None
    elif ask in ("which", "how_many"):
        noun = replace(obj, pre=None, post=None, pp=None, det=("def",))
        if ask == "how_many":
            noun.number = "p"
        c.obj = None
    lemmas = _lemmas(Sentence([c])) if not isinstance(c.subj, ClauseName) else None
    if lemmas is None:
        lemmas = _lemmas(Sentence([replace(c, subj=Pronoun(2, "m"))]))
    if noun is not None:
        lemmas["noun"].add(noun.noun.fr)
    return Construction("inverted_wh", {"clause": c, "ask": ask, "noun": noun}, lemmas)


def _verb_lemmas(verbs) -> dict:
    return {"noun": set(), "adj": set(), "verb": set(verbs)}


# --- Tu n'as pas chaud avec ce pull? --------------------------------------------------------

# (French after avoir, English after be, goes with clothes)
FEELINGS = (
    ("chaud", "hot", True),
    ("froid", "cold", True),
    ("faim", "hungry", False),
    ("soif", "thirsty", False),
    ("sommeil", "sleepy", False),
    ("peur", "scared", False),
)
# (French, gender, number, English, English number): what one has on (avec: in)
CLOTHES = (
    ("pull", "m", "s", "jumper", "s"),
    ("manteau", "m", "s", "coat", "s"),
    ("veste", "f", "s", "jacket", "s"),
    ("blouson", "m", "s", "jacket", "s"),
    ("écharpe", "f", "s", "scarf", "s"),
    ("bonnet", "m", "s", "woolly hat", "s"),
    ("anorak", "m", "s", "anorak", "s"),
    ("imperméable", "m", "s", "raincoat", "s"),
    ("robe", "f", "s", "dress", "s"),
    ("chemise", "f", "s", "shirt", "s"),
    ("t-shirt", "m", "s", "T-shirt", "s"),
    ("short", "m", "s", "shorts", "p"),
    ("jean", "m", "s", "jeans", "p"),
    ("pantalon", "m", "s", "trousers", "p"),
    ("gants", "m", "p", "gloves", "p"),
    ("bottes", "f", "p", "boots", "p"),
    ("chaussettes", "f", "p", "socks", "p"),
    ("sandales", "f", "p", "sandals", "p"),
)
# tu il elle nous vous ils elles: (French, avoir, possessive m/f/plural, English, be, his)
_HAVERS = (
    ("tu", "as", ("ton", "ta", "tes"), "you", "are", "your"),
    ("il", "a", ("son", "sa", "ses"), "he", "is", "his"),
    ("elle", "a", ("son", "sa", "ses"), "she", "is", "her"),
    ("nous", "avons", ("notre", "notre", "nos"), "we", "are", "our"),
    ("vous", "avez", ("votre", "votre", "vos"), "you", "are", "your"),
    ("ils", "ont", ("leur", "leur", "leurs"), "they", "are", "their"),
    ("elles", "ont", ("leur", "leur", "leurs"), "they", "are", "their"),
)


def _fr_clothes(clothes: int, mine: tuple | None) -> str:
    fr, gender, number, _, _ = CLOTHES[clothes]
    vowel = fr[0] in "aeiouéh"
    if mine is None:  # ce pull, cet anorak, cette veste, ces gants
        det = "ces" if number == "p" else "cette" if gender == "f" else "ce"
        det = "cet" if det == "ce" and vowel else det
    else:  # ton écharpe (before a vowel)
        det = mine[2] if number == "p" else mine[1] if gender == "f" else mine[0]
        det = mine[0] if number == "s" and vowel else det
    return f"{det} {fr}"


@builder("feel_in")
def _feel_in(pr, lang, who, feeling: int, clothes, mine: bool, neg: bool, form: str):
    """``who`` an index of the pronouns of avoir or a name; ``form`` "intonation"
    (*Tu n'as pas froid?*), "inversion" (*N'as-tu pas froid?*) or "say" (*Il a froid avec
    ce manteau.* / *He is cold in that coat.*)."""
    if isinstance(who, Name):
        row = (who.name, "a", ("son", "sa", "ses"), who.name, "is")
        row += ("her" if who.gender == "f" else "his",)
    else:
        row = _HAVERS[who]
    fr_feel, en_feel, _ = FEELINGS[feeling]
    if lang == "fr":
        wear = (
            ""
            if clothes is None
            else " avec " + _fr_clothes(clothes, row[2] if mine else None)
        )
        verb = row[1]
        if form == "inversion":
            link = "-t-" if verb[-1] == "a" else "-"
            inv = f"{verb}{link}{row[0]}"
            head = f"n'{inv} pas" if neg else inv
            return _cap(f"{head} {fr_feel}{wear}?")
        verb = f"n'{verb} pas" if neg else verb
        return _cap(f"{row[0]} {verb} {fr_feel}{wear}") + (
            "." if form == "say" else "?"
        )
    wear = ""
    if clothes is not None:
        en, en_number = CLOTHES[clothes][3], CLOTHES[clothes][4]
        near = row[3] == "we"  # (what we have on: this, these)
        far = (
            ("these" if near else "those")
            if en_number == "p"
            else "this"
            if near
            else "that"
        )
        det = row[5] if mine else far
        wear = f" in {det} {en}"
    not_ = " not" if neg else ""
    if form == "say":
        return _cap(f"{row[3]} {row[4]}{not_} {en_feel}{wear}.")
    return f"{_cap(row[4])} {row[3]}{not_} {en_feel}{wear}?"


# verbs asked about in the negative, English progressive in the present: Il ne vient pas?
NOT_DOING = (
    "venir partir manger dormir répondre pleurer travailler jouer rester "
    "attendre arriver boire écouter nager danser chanter rire"
).split()


def _feel_in_kind(rng):
    form = rng.choice(("intonation", "intonation", "intonation", "inversion", "say"))
    who = rng.choice((0, 0, 0, 4, 4, 1, 2, 3, 5, 6, 7))
    if who == 7:
        who = draw_name(rng)
    elif who > 3:
        who -= 1
    feeling = rng.choice((0, 0, 1, 1, 2, 3, 4, 5))
    clothes = None
    if FEELINGS[feeling][2] and rng.random() < 0.75:
        clothes = rng.randrange(len(CLOTHES))
    args = {"who": who, "feeling": feeling, "clothes": clothes, "form": form}
    args.update(mine=clothes is not None and rng.random() < 0.35)
    args["neg"] = form != "say" and rng.random() < 0.8 or rng.random() < 0.2
    return Construction("feel_in", args, _verb_lemmas(("avoir",)))


@register("negative_q", 0.06)
def negative_q(rng: random.Random, sampler):
    if rng.random() < 0.5:
        return _feel_in_kind(rng)
    verbs = {v.fr: v for v in sampler.lex.VERBS}
    verb = verbs[rng.choice([v for v in NOT_DOING if v in verbs])]
    if rng.random() < 0.35:
        subj = relation(relative_np(rng, sampler.lex, rng.choice("ssp")))
    else:  # (relation: votre fille / your daughter)
        i = rng.choice((1, 1, 1, 2, 3, 5, 5, 6, 7))
        subj = Pronoun(i, {2: "m", 3: "f", 6: "m", 7: "f"}.get(i, rng.choice("mf")))
    tense = rng.choice(("p", "p", "p", "pc", "f"))
    c = Clause(subj, verb, tense, neg=True, question=True, version3=True)
    c.aspect = "now" if tense == "p" else None  # Is he not coming?
    inverted = isinstance(subj, Pronoun) and rng.random() < 0.25
    form = "inversion" if inverted else "intonation"
    return Construction("yes_no", {"clause": c, "form": form}, _lemmas(Sentence([c])))
