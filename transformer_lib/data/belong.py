"""Kinds of sentence of version 3 about people: whose a thing is, feelings about someone.

- ``belong``: *être à* + a stressed pronoun, a name or a relative: *Ce livre est à moi.* /
  *This book is mine.*, *Ces clés sont à Paul.* / *These keys are Paul's.*, *Le vélo n'est
  pas à ma sœur.* / *The bike is not my sister's.*; asked: *À qui est ce livre?* / *Whose
  is this book?*, *C'est à qui?* / *Whose is it?*; and *C'est qui, cette femme?* /
  *Qui est cette femme?* / *Who is this woman?*;
- ``write_in``: *Les élèves écrivent dans leurs cahiers.* / *The pupils write in their
  notebooks.*, *J'ai dessiné dans mon cahier.* / *I drew in my notebook.*;
- ``has_many``: *Il a cent livres.* / *He has a hundred books.* (round numbers most),
  *Ma grand-mère a mille timbres.* / *My grandmother has a thousand stamps.*;
- ``proud_of``: an adjective with *de* + a person: *Mon frère est jaloux de moi.* / *My
  brother is jealous of me.*, *Je suis fière de toi.* / *I am proud of you.*, *Elle est
  amoureuse de Paul.* / *She is in love with Paul.*, *Nous sommes contents de nos élèves.*
  / *We are pleased with our pupils.*, in the present or the imparfait (*was*), negative
  sometimes.
"""

from __future__ import annotations

import random

from .kind_parts import (
    Construction,
    Name,
    builder,
    draw_name,
    en_number,
    fr_number,
    lemmas_of,
    relative_np,
    subject_tree,
)
from .kinds_v3 import register
from .structures import NounPhrase, Pronoun

__all__ = ["ADJ_DE"]

_FR_STRESSED = ("moi", "toi", "lui", "elle", "nous", "vous", "eux", "elles")
_EN_OBJECT = ("me", "you", "him", "her", "us", "you", "them", "them")
_EN_MINE = ("mine", "yours", "his", "hers", "ours", "yours", "theirs", "theirs")
_VOWELS = tuple("AEÉÈIOUaeéèiou")

# French adjective (m s, f s, m p, f p), English adjective and its preposition
ADJ_DE = {
    "jaloux": (("jaloux", "jalouse", "jaloux", "jalouses"), "jealous of"),
    "fier": (("fier", "fière", "fiers", "fières"), "proud of"),
    "content": (("content", "contente", "contents", "contentes"), "pleased with"),
    "amoureux": (("amoureux", "amoureuse", "amoureux", "amoureuses"), "in love with"),
    "fatigué": (("fatigué", "fatiguée", "fatigués", "fatiguées"), "tired of"),
}
_FR_BE = {
    "p": ("suis", "es", "est", "est", "sommes", "êtes", "sont", "sont"),
    "i": ("étais", "étais", "était", "était", "étions", "étiez", "étaient", "étaient"),
}
_EN_BE = {
    "p": ("am", "are", "is", "is", "are", "are", "are", "are"),
    "i": ("was", "were", "was", "was", "were", "were", "were", "were"),
}
_FR_SUBJ = ("je", "tu", "il", "elle", "nous", "vous", "ils", "elles")
_EN_SUBJ = ("I", "you", "he", "she", "we", "you", "they", "they")
# the things one owns, with ce / le (ce livre, les clés)
_THINGS = (
    "livre stylo sac vélo voiture téléphone clé parapluie chapeau manteau cahier "
    "crayon ordinateur montre chaise maison chien chat ballon jouet photo "
    "veste écharpe valise"
).split()


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _index(subj) -> int:
    """The person of a subject as an index of the pronouns (je ... elles)."""
    if isinstance(subj, Pronoun):
        return subj.index
    plural = isinstance(subj, NounPhrase) and subj.number == "p"
    gender = getattr(subj, "gender", "m")
    return (6 if plural else 2) + (gender == "f")


def _text(pr, x, lang: str) -> str:
    if isinstance(x, Pronoun):
        return (_FR_SUBJ if lang == "fr" else _EN_SUBJ)[x.index]
    return subject_tree(pr, x, lang).realize().strip()


def _de(pr, owner, lang: str, en_what) -> str:
    """French *de moi, d'elle, de Paul, d'Anne, de ma sœur*; English by ``en_what``."""
    if lang == "en":
        if isinstance(owner, Pronoun):
            return en_what[owner.index]
        return _text(pr, owner, lang)
    word = _FR_STRESSED[owner.index] if isinstance(owner, Pronoun) else None
    word = word or _text(pr, owner, lang)
    return f"d'{word}" if word.startswith(_VOWELS) else f"de {word}"


def _genitive(pr, owner) -> str:
    if isinstance(owner, Pronoun):
        return _EN_MINE[owner.index]
    text = _text(pr, owner, "en")
    plural = isinstance(owner, NounPhrase) and owner.number == "p"
    return text + ("'" if plural and text.endswith("s") else "'s")


def _thing(rng, lex) -> NounPhrase:
    fr = rng.choice(_THINGS)
    noun = next(n for n in lex.NOUNS if n.fr == fr)
    number = "p" if rng.random() < 0.25 else "s"
    return NounPhrase(noun, noun.gender, number, (rng.choice(("dem", "def")),))


# the people one is in love with, beside pronouns and names
_LOVED = ("voisin", "ami", "collègue", "mari", "femme")


def _owner(rng, lex, avoid=None, nouns=None, owners=(0, 1, 2, 3, 4)):
    x = rng.random()
    if x < 0.5:
        persons = range(8) if nouns is None else range(4)  # (in love with one)
        i = rng.choice([i for i in persons if i != avoid])
        return Pronoun(i, "f" if i in (3, 7) else "m")
    if x < 0.7:
        return draw_name(rng)
    number = "p" if rng.random() < 0.2 and nouns is None else "s"
    if nouns is None:
        return relative_np(rng, lex, number, owners=owners)
    return relative_np(rng, lex, number, nouns, owners)


# --- Whose it is ------------------------------------------------------------------------


@builder("belong")
def _belong(pr, lang, thing, owner, neg: bool, but=None):
    """*Ce livre (n')est (pas) à moi.*; ``but``, another owner: *Ce livre est à Paul, pas
    à moi.* / *This book is Paul's, not mine.*"""
    fr = lang == "fr"
    plural = thing.number == "p"
    head = _text(pr, thing, lang)
    if fr:
        verb = "sont" if plural else "est"
        verb = f"ne {verb} pas" if neg and plural else f"n'{verb} pas" if neg else verb
        whose = _a_qui(pr, owner)
        if but is not None:
            whose += f", pas {_a_qui(pr, but)}"
        return _cap(f"{head} {verb} {whose}.")
    verb = ("are" if plural else "is") + (" not" if neg else "")
    whose = _genitive(pr, owner)
    if but is not None:
        whose += f", not {_genitive(pr, but)}"
    return _cap(f"{head} {verb} {whose}.")


def _a_qui(pr, owner) -> str:
    """*à moi, à Paul, à ma sœur*; *aux voisins*."""
    if isinstance(owner, Pronoun):
        return "à " + _FR_STRESSED[owner.index]
    return "à " + _text(pr, owner, "fr")


@builder("whose")
def _whose(pr, lang, thing):
    if thing is None:
        return "C'est à qui?" if lang == "fr" else "Whose is it?"
    verb = ("sont" if lang == "fr" else "are") if thing.number == "p" else None
    verb = verb or ("est" if lang == "fr" else "is")
    head = _text(pr, thing, lang)
    return f"À qui {verb} {head}?" if lang == "fr" else f"Whose {verb} {head}?"


# the people one asks about: C'est qui, cette femme? / Who is this woman?
_WHO_HEADS = (
    "homme femme garçon fille dame monsieur enfant professeur médecin voisin ami "
    "serveur policier"
).split()


_WHO_OWNED = frozenset("professeur médecin voisin ami fille femme enfant".split())


@builder("who_is")
def _who_is(pr, lang, np, form: str):
    """*C'est qui, cette femme?* / *Qui est cette femme?* / *Who is this woman?*, *Qui
    sont ces garçons?* / *Who are these boys?*"""
    text = _text(pr, np, lang)
    plural = np.number == "p"
    if lang == "en":
        return f"Who {'are' if plural else 'is'} {text}?"
    if form == "cest" and not plural:
        return f"C'est qui, {text}?"
    return f"Qui {'sont' if plural else 'est'} {text}?"


def who_is(rng: random.Random, lex) -> Construction:
    fr = rng.choice(_WHO_HEADS)
    noun = next(n for n in lex.NOUNS if n.fr == fr)
    gender = rng.choice("mf") if noun.gender == "mf" else noun.gender
    number = "p" if rng.random() < 0.2 and fr != "monsieur" else "s"
    dets = [("dem",), ("dem",), ("def",)]
    if fr in _WHO_OWNED:  # ton professeur, ta fille (not "ton garçon", "ton policier")
        dets += [("poss", 1), ("poss", 3)]
    det = rng.choice(dets)
    np = NounPhrase(noun, gender, number, det)
    form = "cest" if rng.random() < 0.6 else "qui"
    return Construction(
        "who_is", {"np": np, "form": form}, lemmas_of(np, verbs=("être",))
    )


@register("belong", 0.12)
def belong(rng: random.Random, sampler):
    lex = sampler.lex
    if rng.random() < 0.15:  # (a person's name or role asked, beside whose a thing is)
        return who_is(rng, lex)
    if rng.random() < 0.2:
        thing = _thing(rng, lex) if rng.random() < 0.7 else None
        lemmas = lemmas_of(*([thing] if thing else []), verbs=("être",))
        return Construction("whose", {"thing": thing}, lemmas)
    thing = _thing(rng, lex)
    owner = _owner(rng, lex)
    args = {"thing": thing, "owner": owner, "neg": rng.random() < 0.15}
    if not args["neg"] and rng.random() < 0.25:  # Ce livre est à Paul, pas à moi.
        but = _owner(rng, lex, avoid=getattr(owner, "index", None))
        if _genitive_key(owner) != _genitive_key(but):
            args["but"] = but
            return Construction(
                "belong", args, lemmas_of(thing, owner, but, verbs=("être",))
            )
    return Construction("belong", args, lemmas_of(thing, owner, verbs=("être",)))


def _genitive_key(owner):
    """Owners whose English is the same (toi and vous: *yours*) are not contrasted."""
    if isinstance(owner, Pronoun):
        return _EN_MINE[owner.index]
    return owner


# --- Jealous of, proud of ----------------------------------------------------------------


@builder("adj_de")
def _adj_de(pr, lang, subj, adj: str, whom, tense: str, neg: bool):
    forms, en = ADJ_DE[adj]
    i = _index(subj)
    if lang == "fr":
        plural, fem = i in (4, 5, 6, 7), getattr(subj, "gender", "m") == "f"
        word = forms[2 * plural + fem]
        verb = _FR_BE[tense][i]
        head = _text(pr, subj, lang)
        if isinstance(subj, Pronoun) and subj.index == 0 and verb[0] in "eé":
            head, verb = "j'", verb
            start = f"j'{verb}"
        else:
            start = f"{head} {verb}"
        if neg:
            if start.startswith("j'"):
                start = f"je n'{verb}"
            else:
                start = f"{head} n'{verb}" if verb[0] in "eé" else f"{head} ne {verb}"
            start += " pas"
        return _cap(f"{start} {word} {_de(pr, whom, lang, None)}.")
    verb = _EN_BE[tense][i] + (" not" if neg else "")
    return _cap(
        f"{_text(pr, subj, lang)} {verb} {en} {_de(pr, whom, lang, _EN_OBJECT)}."
    )


@register("proud_of", 0.12)
def proud_of(rng: random.Random, sampler):
    lex = sampler.lex
    x = rng.random()
    if x < 0.55:
        i = rng.randrange(8)
        gender = "f" if i in (3, 7) else "m" if i in (2, 6) else rng.choice("mf")
        subj = Pronoun(i, gender)
    elif x < 0.65:
        subj = draw_name(rng)
    else:
        subj = relative_np(rng, lex, "p" if rng.random() < 0.2 else "s")
    adj = rng.choice(sorted(ADJ_DE))
    avoid = _index(subj) if isinstance(subj, Pronoun) else None
    # (not "vous êtes jaloux de ta tante", nor "tu es fier de votre fils")
    skip = {1: 3, 5: 1}.get(avoid)
    owners = tuple(i for i in range(5) if i != skip)
    whom = _owner(rng, lex, avoid, _LOVED if adj == "amoureux" else None, owners)
    if isinstance(subj, Pronoun) and isinstance(whom, Pronoun):
        if {subj.index, whom.index} & {0, 4} and {subj.index, whom.index} <= {0, 4}:
            whom = draw_name(rng)  # not "je suis fier de nous"
        elif {subj.index, whom.index} <= {1, 5}:
            whom = draw_name(rng)  # not "tu es fier de vous"
    if isinstance(subj, Name) and isinstance(whom, Name) and subj.name == whom.name:
        whom = Pronoun(0, "m")
    args = {"subj": subj, "adj": adj, "whom": whom}
    args.update(tense=rng.choice(("p", "p", "p", "i")), neg=rng.random() < 0.15)
    return Construction(
        "adj_de", args, lemmas_of(subj, whom, verbs=("être",), adjs=(adj,))
    )


# --- Il a cent livres: a number of things one has ---------------------------------------

# the things one has many of (not a car or a song: a hundred cars is no one's)
_MANY = tuple(
    "livre ami photo chaussure jouet stylo crayon timbre vache mouton poule élève "
    "chemise cahier poisson arbre fleur film jeu petit-enfant".split()
)
# the numbers drawn most: round ones
_ROUND = (10, 12, 15, 20, 30, 40, 50, 60, 80, 100, 100, 100)
# beyond a hundred, in words: French, English
BIG_NUMBERS = {
    200: ("deux cents", "two hundred"),
    300: ("trois cents", "three hundred"),
    500: ("cinq cents", "five hundred"),
    1000: ("mille", "a thousand"),
    2000: ("deux mille", "two thousand"),
    3000: ("trois mille", "three thousand"),
}
# the things one may have hundreds or thousands of
_THOUSANDS = frozenset("livre photo timbre mouton arbre fleur".split())


@builder("has_many")
def _has_many(pr, lang, subj, noun: str, n: int, tense: str):
    fr = lang == "fr"
    lex_noun = next(x for x in _MANY_NOUNS() if x.fr == noun)
    if fr:
        feminine = lex_noun.gender == "f"
        word = pr.N(noun).g("f" if feminine else "m").n("p").realize().strip()
        number = BIG_NUMBERS[n][0] if n > 100 else fr_number(n, feminine)
        obj = f"{number} {word}"
        verb = "avoir"
    else:
        word = pr.N(lex_noun.en).n("p").realize().strip()
        obj = f"{BIG_NUMBERS[n][1] if n > 100 else en_number(n)} {word}"
        verb = "have"
    t = tense if fr else {"p": "p", "i": "ps"}[tense]
    s = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V(verb), pr.Q(obj))).t(t)
    return s.realize().strip()


def _MANY_NOUNS():
    from .lexicon_v3 import NOUNS

    return [x for x in NOUNS if x.fr in _MANY]


@register("has_many", 0.06)
def has_many(rng: random.Random, sampler):
    """*Il a cent livres.* / *He has a hundred books.*, *Ma grand-mère avait vingt
    poules.* / *My grandmother had twenty hens.*"""
    x = rng.random()
    if x < 0.6:
        i = rng.randrange(8)
        subj = Pronoun(i, "f" if i in (3, 7) else "m" if i in (2, 6) else "m")
    elif x < 0.75:
        subj = draw_name(rng)
    else:
        subj = relative_np(rng, sampler.lex, "p" if rng.random() < 0.2 else "s")
    noun = rng.choice(_MANY)
    n = rng.choice(_ROUND) if rng.random() < 0.7 else rng.randint(11, 99)
    if noun == "ami" and n > 50:
        n = 30
    if noun in _THOUSANDS and rng.random() < 0.25:  # Il a mille livres.
        n = rng.choice(sorted(BIG_NUMBERS))
    if noun == "petit-enfant":  # Mes grands-parents ont trois petits-enfants.
        n = rng.randint(2, 12)
    tense = rng.choice(("p", "p", "i"))
    lemmas = lemmas_of(subj, verbs=("avoir",))
    lemmas["noun"].add(noun)
    args = {"subj": subj, "noun": noun, "n": n, "tense": tense}
    return Construction("has_many", args, lemmas)


# --- Les élèves écrivent dans leurs cahiers: one's own things ----------------------------

_WRITE = {"écrire": "write", "dessiner": "draw"}
# (French noun, English) one writes in
_WRITE_IN = {"cahier": "notebook", "agenda": "diary", "livre": "book"}
# possessives by the subject's person (je ... elles), singular and plural thing
_FR_OWN = (
    ("mon", "mes"),
    ("ton", "tes"),
    ("son", "ses"),
    ("son", "ses"),
    ("notre", "nos"),
    ("votre", "vos"),
    ("leur", "leurs"),
    ("leur", "leurs"),
)
_EN_OWN = ("my", "your", "his", "her", "our", "your", "their", "their")
# the people who write in their notebooks: (noun, number); no singular of a noun of
# either gender (l'élève écrit dans son cahier: his or her)
_WRITERS = (("élève", "p"), ("enfant", "p"), ("étudiant", "p"), ("garçon", "s"))
_WRITERS += (("fille", "s"), ("garçon", "p"), ("fille", "p"))


@builder("write_in")
def _write_in(pr, lang, subj, verb: str, thing: str, tense: str):
    fr = lang == "fr"
    i = _index(subj)
    plural = i >= 4  # (each their own: leurs cahiers)
    if fr:
        own = _FR_OWN[i][plural]
        word = pr.N(thing).n("p" if plural else "s").realize().strip()
        where, v = f"dans {own} {word}", verb
    else:
        word = pr.N(_WRITE_IN[thing]).n("p" if plural else "s").realize().strip()
        where, v = f"in {_EN_OWN[i]} {word}", _WRITE[verb]
    t = tense if fr else {"p": "p", "pc": "ps", "f": "f"}[tense]
    s = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V(v), pr.Q(where))).t(t)
    return s.realize().strip()


@register("write_in", 0.05)
def write_in(rng: random.Random, sampler):
    """*Les élèves écrivent dans leurs cahiers.* / *The pupils write in their
    notebooks.*, *J'ai dessiné dans mon cahier.* / *I drew in my notebook.*"""
    x = rng.random()
    if x < 0.45:
        i = rng.randrange(8)
        subj = Pronoun(i, "f" if i in (3, 7) else "m" if i in (2, 6) else "m")
    elif x < 0.6:
        subj = draw_name(rng)
    else:
        fr, number = rng.choice(_WRITERS)
        noun = next(n for n in sampler.lex.NOUNS if n.fr == fr)
        gender = "f" if fr == "fille" else "m"
        subj = NounPhrase(noun, gender, number, ("def",))
    verb = rng.choice(sorted(_WRITE))
    thing = "cahier" if rng.random() < 0.7 else rng.choice(sorted(_WRITE_IN))
    tense = rng.choice(("p", "p", "pc", "f"))
    lemmas = lemmas_of(subj, verbs=(verb,))
    lemmas["noun"].add(thing)
    args = {"subj": subj, "verb": verb, "thing": thing, "tense": tense}
    return Construction("write_in", args, lemmas)
