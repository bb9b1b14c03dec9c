"""Kinds of sentence of version 3: greetings and fixed phrases, *avoir* + noun, *c'est*.

- ``greeting``: a fixed phrase alone (*Bonjour.* / *Hello.*, *Comment allez-vous?* /
  *How are you?*), to someone (*Au revoir, Paul.*), or joined to a sentence with a comma
  (*Bonjour, je m'appelle Marie.*, *Merci pour le cadeau.*, *Un café, s'il vous plaît.*,
  *Excusez-moi, où est la gare?*, *Non, je n'ai pas faim.*);
- ``avoir``: *avoir faim, soif, froid, chaud, peur, sommeil, raison, tort* (*be hungry,
  thirsty ...*), *avoir peur de* (*be afraid of*), *avoir N ans* (*be N years old*) and
  *Quel âge as-tu?* (*How old are you?*), in the present, the imperfect (English simple
  past) and the future, affirmative, negative or asked with *est-ce que*;
- ``cest``: *c'est* / *ce sont* + a noun phrase (*This is* / *These are*), + an adjective
  (*It is*), + *à moi* (*It is mine*), affirmative, negative or asked.

English has full forms (*I am not*, as the rest of the corpus) and French questions take
pyrealb's punctuation (*Ça va?*).
"""

from __future__ import annotations

import random

from .kind_parts import (
    PERSON,
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
from .structures import NounPhrase, Pronoun

# --- Fixed phrases ------------------------------------------------------------------------

# (French, English): said on their own, or before a name
FIXED = (
    ("bonjour", "hello"),
    ("bonsoir", "good evening"),
    ("salut", "hi"),
    ("merci", "thank you"),
    ("merci beaucoup", "thank you very much"),
    ("au revoir", "goodbye"),
    ("à bientôt", "see you soon"),
    ("à demain", "see you tomorrow"),
    ("à plus tard", "see you later"),
    ("bonne nuit", "good night"),
    ("bonne journée", "have a nice day"),
    ("bonne soirée", "have a nice evening"),
    ("bon appétit", "enjoy your meal"),
    ("bon anniversaire", "happy birthday"),
    ("bonne chance", "good luck"),
    ("félicitations", "congratulations"),
    ("excusez-moi", "excuse me"),
    ("excuse-moi", "excuse me"),
    ("pardon", "sorry"),
    ("de rien", "you are welcome"),
    ("oui", "yes"),
    ("non", "no"),
    ("d'accord", "all right"),
    ("bien sûr", "of course"),
    ("très bien", "very well"),
    ("enchanté", "pleased to meet you"),
    ("enchantée", "pleased to meet you"),
)
_TO_SOMEONE = (
    "bonjour",
    "bonsoir",
    "salut",
    "merci",
    "au revoir",
    "à bientôt",
    "à demain",
    "bonne nuit",
    "bonne journée",
    "bon anniversaire",
)
# (French, English): questions
ASKED = (
    ("comment allez-vous", "how are you"),
    ("comment vas-tu", "how are you"),
    ("comment ça va", "how are you"),
    ("ça va", "are you all right"),
    ("qu'est-ce que c'est", "what is this"),
    ("c'est combien", "how much is it"),
    ("quelle heure est-il", "what time is it"),
    ("vous parlez français", "do you speak French"),
    ("tu parles anglais", "do you speak English"),
)
# (French, English): answers, followed by "merci" or by "et vous?" / "et toi?"
ANSWERS = (
    ("ça va bien", "I am fine"),
    ("je vais bien", "I am fine"),
    ("très bien", "very well"),
    ("pas mal", "not bad"),
)
_GREETINGS = ("bonjour", "bonsoir", "salut")
_EXCUSE = ("excusez-moi", "excuse-moi", "pardon")
_POLITE = (("s'il vous plaît", "please"), ("s'il te plaît", "please"))
_FIXED = {fr: en for fr, en in FIXED}


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


@builder("fixed")
def _fixed(pr, lang, phrase: int, to=None, asked=False):
    fr, en = (ASKED if asked else FIXED)[phrase]
    text = fr if lang == "fr" else en
    if to is not None:
        text += f", {to.name}"
    return _cap(text) + ("?" if asked else ".")


@builder("answer")
def _answer(pr, lang, phrase: int, then: str):
    fr, en = ANSWERS[phrase]
    text = fr if lang == "fr" else en
    ends = {
        "merci": (", merci.", ", thank you."),
        "vous": (", et vous?", ", and you?"),
        "toi": (", et toi?", ", and you?"),
    }[then]
    return _cap(text) + ends[lang == "en"]


@builder("joined")
def _joined(pr, lang, first: str, rest: Construction):
    """A fixed phrase, a comma and a sentence: *Bonjour, je m'appelle Marie.*"""
    head = first if lang == "fr" else _FIXED[first]
    return _cap(head) + ", " + lower_first(rest.realise_in(pr, lang))


@builder("thanks_for")
def _thanks_for(pr, lang, np):
    head = "Merci pour " if lang == "fr" else "Thank you for "
    return head + subject_tree(pr, np, lang).realize().strip() + "."


@builder("please")
def _please(pr, lang, np, polite: int):
    if np.det == ("partitive",):  # du pain / some bread
        if lang == "fr":
            noun = pr.NP(pr.D("le"), pr.N(np.noun.fr).g(np.gender))
            text = pr.PP(pr.P("de"), noun).realize().strip()
        else:
            text = "some " + np.noun.en
    else:
        text = subject_tree(pr, np, lang).realize().strip()
    return _cap(text) + ", " + _POLITE[polite][lang == "en"] + "."


def _order(rng, sampler) -> NounPhrase:
    """Something one asks for: *un café*, *deux sandwichs*, *du pain*."""
    np = sampler.noun_phrase(frozenset({"food", "drink"}), "obj")
    np.pp, np.pre, np.post = None, None, None
    if "mass" in np.noun.tags:
        np.det = ("partitive",) if np.noun.fr not in ("café", "thé") else ("indef",)
        np.number = "s"
    elif np.number == "p":
        np.det = ("num", rng.randrange(4))
    else:
        np.det = ("indef",)
    return np


@register("greeting", 0.65)
def greeting(rng: random.Random, sampler):
    from .people import name_is
    from .questions import where_is

    x = rng.random()
    if x < 0.25:
        return Construction("fixed", {"phrase": rng.randrange(len(FIXED))})
    if x < 0.35:
        return Construction(
            "fixed", {"phrase": rng.randrange(len(ASKED)), "asked": True}
        )
    if x < 0.45:
        said = rng.choice(_TO_SOMEONE)
        i = next(j for j, p in enumerate(FIXED) if p[0] == said)
        return Construction("fixed", {"phrase": i, "to": draw_name(rng)})
    if x < 0.52:
        then = rng.choice(("merci", "vous", "toi"))
        return Construction(
            "answer", {"phrase": rng.randrange(len(ANSWERS)), "then": then}
        )
    if x < 0.62:
        rest = name_is(rng, sampler, first_person=True)
        return Construction(
            "joined", {"first": rng.choice(_GREETINGS), "rest": rest}, rest.lemmas
        )
    if x < 0.7:
        rest = where_is(rng, sampler)
        return Construction(
            "joined", {"first": rng.choice(_EXCUSE), "rest": rest}, rest.lemmas
        )
    if x < 0.8:
        np = sampler.noun_phrase(frozenset({"object", "food"}), "obj")
        np.pp = None
        if np.det[0] == "num" or "mass" in np.noun.tags or np.det == ("indef",):
            np.det = ("def",)
        return Construction("thanks_for", {"np": np}, lemmas_of(np))
    if x < 0.9:
        np = _order(rng, sampler)
        return Construction(
            "please", {"np": np, "polite": rng.randrange(2)}, lemmas_of(np)
        )
    yes = rng.random() < 0.5
    rest = state(rng, sampler, neg=not yes, asked=False)
    return Construction(
        "joined", {"first": "oui" if yes else "non", "rest": rest}, rest.lemmas
    )


# --- avoir faim, avoir N ans -----------------------------------------------------------------

# (French noun, English adjective, who may have it)
STATES = (
    ("faim", "hungry", frozenset({"person", "animal"})),
    ("soif", "thirsty", frozenset({"person", "animal"})),
    ("froid", "cold", frozenset({"person", "animal"})),
    ("chaud", "hot", frozenset({"person", "animal"})),
    ("peur", "afraid", frozenset({"person", "animal"})),
    ("sommeil", "sleepy", frozenset({"person", "animal"})),
    ("raison", "right", PERSON),
    ("tort", "wrong", PERSON),
)
_FR_TENSE = {"p": "p", "past": "i", "f": "f"}  # avoir faim: j'avais faim (imperfect)
_EN_TENSE = {"p": "p", "past": "ps", "f": "f"}


def _sentence(pr, lang, subj, vp, tense, neg=False, asked=False):
    """A clause (subject and VP elements) in a tense, maybe negative or asked."""
    fr = lang == "fr"
    t = (_FR_TENSE if fr else _EN_TENSE)[tense]
    if asked and fr:
        s = pr.S(pr.Q("est-ce"), pr.C("que"), subject_tree(pr, subj, lang), pr.VP(*vp))
        s = s.t(t)
        return (s.typ({"neg": True}) if neg else s).a("?").realize()
    s = pr.S(subject_tree(pr, subj, lang), pr.VP(*vp)).t(t)
    types = {"neg": True} if neg else {}
    if asked:
        types["int"] = "yon"
    return (s.typ(types) if types else s).realize()


@builder("state")
def _state(pr, lang, subj, state: int, tense, neg, asked, feared=None):
    fr_noun, en_adj, _ = STATES[state]
    if lang == "fr":
        vp = [pr.V("avoir"), pr.N(fr_noun)]
        if feared is not None:
            vp.append(pr.PP(pr.P("de"), subject_tree(pr, feared, lang)))
    else:
        vp = [pr.V("be"), pr.A(en_adj)]
        if feared is not None:
            vp.append(pr.PP(pr.P("of"), subject_tree(pr, feared, lang)))
    return _sentence(pr, lang, subj, vp, tense, neg, asked)


def _tense(rng) -> str:
    return rng.choice(("p", "p", "past", "f"))


def state(rng, sampler, neg=None, asked=None) -> Construction:
    """*J'ai faim.* / *I am hungry.*: any subject, tense, negation or question."""
    i = rng.randrange(len(STATES))
    subj = draw_subject(rng, sampler, STATES[i][2])
    asked = rng.random() < 0.2 if asked is None else asked
    neg = not asked and rng.random() < 0.25 if neg is None else neg
    feared = None
    if STATES[i][0] == "peur" and rng.random() < 0.5:
        feared = sampler.noun_phrase(frozenset({"animal", "person"}), "obj")
        feared.pp = None
        if feared.det[0] == "indef":
            feared.det = ("def",)  # not "peur de des chiens"
    args = {"subj": subj, "state": i, "tense": _tense(rng), "neg": neg, "asked": asked}
    args["feared"] = feared
    return Construction("state", args, lemmas_of(subj, feared, verbs=("avoir",)))


@builder("age")
def _age(pr, lang, subj, years: int, tense, neg):
    from .kind_parts import en_number, fr_number

    if lang == "fr":
        np = pr.NP(pr.Q(fr_number(years)), pr.N("an")).n("s" if years == 1 else "p")
        return _sentence(pr, lang, subj, [pr.V("avoir"), np], tense, neg)
    unit = "year" if years == 1 else "years"
    vp = [pr.V("be"), pr.Q(f"{en_number(years)} {unit} old")]
    return _sentence(pr, lang, subj, vp, tense, neg)


# the ages of some person nouns (other person nouns: 18 to 100; animals: 1 to 20)
_AGES = {"bébé": (1, 2), "enfant": (2, 14), "garçon": (2, 16), "fille": (2, 16)}
_AGES |= dict.fromkeys(("fils", "étudiant"), (2, 30))
# avoir in the present with an inverted pronoun: as-tu, a-t-il ...
_FR_INVERTED = (
    "ai-je",
    "as-tu",
    "a-t-il",
    "a-t-elle",
    "avons-nous",
    "avez-vous",
    "ont-ils",
    "ont-elles",
)
_EN_BE = {(1, "s"): "am", (3, "s"): "is"}


@builder("how_old")
def _how_old(pr, lang, subj):
    if lang == "fr":
        if isinstance(subj, Pronoun):
            return f"Quel âge {_FR_INVERTED[subj.index]}?"
        avoir = (
            "a" if person_number(subj)[1] == "s" else "ont"
        )  # Quel âge ont les enfants?
        return f"Quel âge {avoir} {subject_tree(pr, subj, lang).realize().strip()}?"
    be = _EN_BE.get(person_number(subj), "are")
    return f"How old {be} {subject_tree(pr, subj, lang).realize().strip()}?"


@register("avoir", 0.55)
def avoir(rng: random.Random, sampler):
    x = rng.random()
    if x < 0.6:
        return state(rng, sampler)
    subj = draw_subject(rng, sampler, frozenset({"person", "animal"}))
    lemmas = lemmas_of(subj, verbs=("avoir",))
    if x < 0.9:
        low, high = (1, 100)
        if isinstance(subj, NounPhrase):
            animal = "animal" in subj.noun.tags
            low, high = (1, 20) if animal else _AGES.get(subj.noun.fr, (18, 100))
        if isinstance(subj, NounPhrase) and subj.number == "p":
            subj.det = ("poss", rng.randrange(5))  # mes frères ont dix ans
        tense = rng.choice(("p", "p", "p", "f"))
        args = {"subj": subj, "years": rng.randint(low, high), "tense": tense}
        args["neg"] = rng.random() < 0.1
        return Construction("age", args, lemmas)
    if isinstance(subj, Pronoun) and subj.index == 0:
        subj = Pronoun(1, subj.gender)  # not "Quel âge ai-je?"
    return Construction("how_old", {"subj": subj}, lemmas)


# --- c'est -----------------------------------------------------------------------------------

# (French, English): c'est + adjective -> It is + adjective
CEST_ADJ = (
    ("bon", "good"),
    ("beau", "beautiful"),
    ("délicieux", "delicious"),
    ("vrai", "true"),
    ("facile", "easy"),
    ("difficile", "difficult"),
    ("important", "important"),
    ("cher", "expensive"),
    ("possible", "possible"),
    ("loin", "far"),
    ("parfait", "perfect"),
    ("dangereux", "dangerous"),
)
# c'est à moi / it is mine: after the index of lexicon.PRONOUNS
_FR_STRESSED = ("moi", "toi", "lui", "elle", "nous", "vous", "eux", "elles")
_EN_MINE = ("mine", "yours", "his", "hers", "ours", "yours", "theirs", "theirs")


@builder("cest")
def _cest(pr, lang, what, neg: bool, asked: bool):
    fr = lang == "fr"
    if isinstance(what, int):  # an adjective
        text = CEST_ADJ[what][0 if fr else 1]
        plural, pointing = False, False
    elif isinstance(what, Pronoun):  # c'est à moi
        text = f"à {_FR_STRESSED[what.index]}" if fr else _EN_MINE[what.index]
        plural, pointing = False, False
    elif isinstance(what, tuple):  # c'est à Marie
        text = f"à {what[0].name}" if fr else f"{what[0].name}'s"
        plural, pointing = False, False
    else:  # a noun phrase or a name
        text = subject_tree(pr, what, lang).realize().strip()
        plural, pointing = isinstance(what, NounPhrase) and what.number == "p", True
    if fr:
        verb = "sont" if plural else "est"
        ce = "ce " if plural else "c'"
        if asked:
            head = f"est-ce que {ce}{verb}"
        elif neg:
            head = f"ce n'{verb} pas" if verb == "est" else f"ce ne {verb} pas"
        else:
            head = f"{ce}{verb}"
        return _cap(f"{head} {text}") + ("?" if asked else ".")
    pronoun = ("these" if plural else "this") if pointing else "it"
    verb = "are" if plural else "is"
    if asked:
        head = f"{verb} {pronoun}"
    else:
        head = f"{pronoun} {verb}" + (" not" if neg else "")
    return _cap(f"{head} {text}") + ("?" if asked else ".")


@register("cest", 0.45)
def cest(rng: random.Random, sampler):
    asked = rng.random() < 0.2
    neg = not asked and rng.random() < 0.25
    x = rng.random()
    lemmas = lemmas_of(verbs=("être",))
    if x < 0.45:
        what = sampler.noun_phrase(
            frozenset({"person", "animal", "object", "food", "place", "vehicle"}), "obj"
        )
        what.pp = None
        if what.det[0] == "dem":
            what.det = ("def",)
        lemmas = lemmas_of(what, verbs=("être",))
    elif x < 0.55:
        what = draw_name(rng)
    elif x < 0.8:
        what = rng.randrange(len(CEST_ADJ))
        lemmas["adj"].add(CEST_ADJ[what][0])
    elif x < 0.92:
        what = Pronoun(rng.randrange(8), rng.choice("mf"))
    else:
        what = (draw_name(rng),)
    return Construction("cest", {"what": what, "neg": neg, "asked": asked}, lemmas)


__all__ = ["FIXED", "ASKED", "ANSWERS", "STATES", "CEST_ADJ", "state", "Name"]
