"""Kinds of sentence of version 3: greetings and fixed phrases, *avoir* + noun, *c'est*.

- ``greeting``: a fixed phrase alone (*Bonjour.* / *Hello.*, *Comment allez-vous?* /
  *How are you?*), to someone (*Au revoir, Paul.*), or joined to a sentence with a comma
  (*Bonjour, je m'appelle Marie.*, *Merci pour le cadeau.*, *Un café, s'il vous plaît.*,
  *Excusez-moi, où est la gare?*, *Non, je n'ai pas faim.*);
- ``avoir``: *avoir faim, soif, froid, chaud, peur, sommeil, raison, tort* (*be hungry,
  thirsty ...*), *avoir peur de* (*be afraid of*), *avoir N ans* (*be N years old*) and
  *Quel âge as-tu?* (*How old are you?*), in the present, the imperfect (English simple
  past) and the future, affirmative, negative or asked with *est-ce que*;
- ``cest``: *c'est* / *ce sont* + a noun phrase (*It is* / *They are*: *C'est un chat.* /
  *It is a cat.*, *Ce sont mes amis.* / *They are my friends.*), + an adjective (*It is*),
  + *à moi* (*It is mine*), affirmative, negative or asked. The corpus's one rule for
  *c'est*: English *it* (*they* for *ce sont*), as everyday English says; *this* / *these*
  only where French points (*ce livre*, *voici*).

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
    cest_pronoun,
    draw_name,
    draw_subject,
    lemmas_of,
    lower_first,
    person_number,
    relative_np,
    subject_tree,
)
from .kinds_v3 import register
from .names import CITIES
from .structures import NounPhrase, Pronoun

# --- Fixed phrases ------------------------------------------------------------------------

# (French, English, group): said on their own, to someone or two in a row; the groups
# say which phrase may follow which (see _NEXT) and which may be said to someone
FIXED = (
    ("bonjour", "hello", "hello"),
    ("bonsoir", "good evening", "hello"),
    ("salut", "hi", "hello"),
    ("merci", "thank you", "thanks"),
    ("merci beaucoup", "thank you very much", "thanks"),
    ("merci mille fois", "thank you so much", "thanks"),
    ("mille mercis", "many thanks", "thanks"),
    ("au revoir", "goodbye", "bye"),
    ("à bientôt", "see you soon", "bye"),
    ("à demain", "see you tomorrow", "bye"),
    ("à plus tard", "see you later", "bye"),
    ("bonne nuit", "good night", "bye"),
    ("bonne journée", "have a nice day", "bye"),
    ("bonne soirée", "have a nice evening", "bye"),
    ("bon appétit", "enjoy your meal", "wish"),
    ("bon anniversaire", "happy birthday", "wish"),
    ("bonne chance", "good luck", "wish"),
    ("félicitations", "congratulations", "wish"),
    ("excusez-moi", "excuse me", "sorry"),
    ("excuse-moi", "excuse me", "sorry"),
    ("pardon", "sorry", "sorry"),
    ("de rien", "you are welcome", "welcome"),
    ("oui", "yes", "ok"),
    ("non", "no", "ok"),
    ("d'accord", "all right", "ok"),
    ("bien sûr", "of course", "ok"),
    ("très bien", "very well", "ok"),
    ("enchanté", "pleased to meet you", "meet"),
    ("enchantée", "pleased to meet you", "meet"),
    # (version 3, widened)
    ("bienvenue", "welcome", "hello"),
    ("je vous en prie", "you are welcome", "welcome"),
    ("avec plaisir", "with pleasure", "welcome"),
    ("à tout à l'heure", "see you later", "bye"),
    ("à ce soir", "see you this evening", "bye"),
    ("à la semaine prochaine", "see you next week", "bye"),
    ("bon week-end", "have a nice weekend", "bye"),
    ("bon voyage", "have a good trip", "wish"),
    ("bonnes vacances", "have a good holiday", "wish"),
    ("bonne année", "happy New Year", "wish"),
    ("joyeux Noël", "merry Christmas", "wish"),
    ("je suis désolé", "I am sorry", "sorry"),
    ("je suis désolée", "I am sorry", "sorry"),
    ("pas de problème", "no problem", "ok"),
    ("ce n'est pas grave", "it does not matter", "ok"),
    ("à lundi", "see you on Monday", "bye"),
    ("à samedi", "see you on Saturday", "bye"),
)
# (French, English): questions
ASKED = (
    ("comment allez-vous", "how are you"),
    ("comment vas-tu", "how are you"),
    ("comment ça va", "how are you"),
    ("ça va", "how are you"),  # (was *are you all right*: Salut Léa, ça va? / Hi
    # Léa, how are you?, as people greet; round 6)
    ("qu'est-ce que c'est", "what is it"),
    ("c'est combien", "how much is it"),
    ("quelle heure est-il", "what time is it"),
    ("vous parlez français", "do you speak French"),
    ("tu parles anglais", "do you speak English"),
    ("qu'est-ce qu'il y a", "what is the matter"),
)
# the questions one asks after a greeting, or to someone (indexes into ASKED)
_HOW = (0, 1, 2, 3)
# (French, English): answers, followed by "merci" or by "et vous?" / "et toi?"
ANSWERS = (
    ("ça va bien", "I am fine"),
    ("je vais bien", "I am fine"),
    ("très bien", "very well"),
    ("pas mal", "not bad"),
    ("ça va", "I am fine"),
)
# (French, English): whom one speaks to, after a comma (Merci, madame. / Thank you, madam.)
ADDRESS = (
    ("monsieur", "sir"),
    ("madame", "madam"),
    ("tout le monde", "everyone"),
    ("les enfants", "children"),
    ("mes amis", "my friends"),
    ("maman", "Mum"),
    ("papa", "Dad"),
)
# group -> the groups of a phrase that may follow it (Bonjour! Comment ça va?)
_NEXT = {
    "hello": ("how", "meet"),
    "thanks": ("bye", "wish"),
    "welcome": ("bye",),
    "bye": ("bye",),
    "sorry": ("sorry",),
    "wish": ("bye",),
    "meet": ("how",),
    "ok": ("thanks",),
}
_GREETINGS = ("bonjour", "bonsoir", "salut")
_EXCUSE = ("excusez-moi", "excuse-moi", "pardon")
_POLITE = (("s'il vous plaît", "please"), ("s'il te plaît", "please"))
_FIXED = {fr: en for fr, en, _ in FIXED}


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _to(to, lang: str) -> str:
    """ ", Paul" / ", madame": a first name or an index into ADDRESS."""
    if to is None:
        return ""
    if isinstance(to, int):
        return ", " + ADDRESS[to][lang == "en"]
    return ", " + to.name


@builder("fixed")
def _fixed(pr, lang, phrase: int, to=None, asked=False, mark="."):
    """A fixed phrase (``asked``: a question of ASKED), maybe to someone; a statement
    ends in ``mark``, "." or "!", the same in both languages."""
    fr, en = ASKED[phrase] if asked else FIXED[phrase][:2]
    text = (fr if lang == "fr" else en) + _to(to, lang)
    return _cap(text) + ("?" if asked else mark)


@builder("phrases")
def _phrases(pr, lang, parts: tuple):
    """Fixed phrases in a row, each a dict of :func:`_fixed`'s arguments: *Bonjour,
    Paul! Comment ça va?* / *Hello, Paul! How are you?*"""
    return " ".join(_fixed(pr, lang, **part) for part in parts)


@builder("answer")
def _answer(pr, lang, phrase: int, then: str):
    fr, en = ANSWERS[phrase]
    text = fr if lang == "fr" else en
    ends = {
        "merci": (", merci.", ", thank you."),
        "vous": (", et vous?", ", and you?"),
        "toi": (", et toi?", ", and you?"),
        "merci_toi": (", merci. Et toi?", ", thank you. And you?"),
        "merci_vous": (", merci. Et vous?", ", thank you. And you?"),
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


def _mark(rng) -> str:
    """The end of a said phrase: "." or "!" (the same in English)."""
    return rng.choice(".!")


# phrases of "tu" (not to monsieur or madame), and to whom one is not introduced
_FAMILIAR = frozenset({"salut", "excuse-moi", "comment vas-tu", "tu parles anglais"})
_SIR, _KIN = (0, 1), (5, 6)


def _address(rng, p: float, said: str = ""):
    """Whom ``said`` is said to (a first name or an index into ADDRESS), or None."""
    if rng.random() >= p:
        return None
    if rng.random() < 0.6:
        return draw_name(rng)
    avoid = _SIR if said in _FAMILIAR else _KIN if said.startswith("enchant") else ()
    return rng.choice([i for i in range(len(ADDRESS)) if i not in avoid])


def _part(rng, group: str, to: float) -> dict:
    """The arguments of one fixed phrase of ``group`` ("how": a question of _HOW)."""
    if group == "how":
        i = rng.choice(_HOW)
        return {"phrase": i, "asked": True, "to": _address(rng, to, ASKED[i][0])}
    phrase = rng.choice([i for i, p in enumerate(FIXED) if p[2] == group])
    address = _address(rng, to, FIXED[phrase][0])
    return {"phrase": phrase, "to": address, "mark": _mark(rng)}


@register("fixed", 0.55)
def fixed(rng: random.Random, sampler):
    """A fixed phrase alone, to someone, or followed by a second one."""
    x = rng.random()
    if x < 0.12:  # a question alone or to someone: Ça va, Paul?
        i = rng.randrange(len(ASKED))
        to = _address(rng, 0.5, ASKED[i][0])
        return Construction("fixed", {"phrase": i, "asked": True, "to": to})
    first = _part(rng, FIXED[rng.randrange(len(FIXED))][2], 0.6)
    group = FIXED[first["phrase"]][2]
    if x < 0.65 or group not in _NEXT:
        return Construction("fixed", first)
    second = _part(
        rng, rng.choice(_NEXT[group]), 0.0 if first["to"] is not None else 0.3
    )
    if second.get("phrase") == first["phrase"] and not second.get("asked"):
        return Construction("fixed", first)  # not "Au revoir! Au revoir!"
    return Construction("phrases", {"parts": (first, second)})


@register("greeting", 0.4)
def greeting(rng: random.Random, sampler):
    from .people import name_is
    from .questions import where_is

    x = rng.random()
    if x < 0.2:  # Ça va bien, merci. / I am fine, thank you. (0.12 until round 5: rare)
        then = rng.choice(("merci", "vous", "toi", "merci_toi", "merci_vous"))
        return Construction(
            "answer", {"phrase": rng.randrange(len(ANSWERS)), "then": then}
        )
    if x < 0.3:
        rest = name_is(rng, sampler, first_person=True)
        return Construction(
            "joined", {"first": rng.choice(_GREETINGS), "rest": rest}, rest.lemmas
        )
    if x < 0.45:
        rest = where_is(rng, sampler)
        return Construction(
            "joined", {"first": rng.choice(_EXCUSE), "rest": rest}, rest.lemmas
        )
    if x < 0.62:
        np = sampler.noun_phrase(frozenset({"object", "food"}), "obj")
        np.pp = None
        if np.det[0] == "num" or "mass" in np.noun.tags or np.det == ("indef",):
            np.det = ("def",)
        return Construction("thanks_for", {"np": np}, lemmas_of(np))
    if x < 0.8:
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
    ("honte", "ashamed", PERSON),  # j'ai honte / I am ashamed
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
def _state(pr, lang, subj, state: int, tense, neg, asked, feared=None, dark=False):
    fr_noun, en_adj, _ = STATES[state]
    if lang == "fr":
        vp = [pr.V("avoir"), pr.N(fr_noun)]
        if dark:  # avoir peur du noir / be afraid of the dark
            vp.append(pr.Q("du noir"))
        elif feared is not None:
            vp.append(pr.PP(pr.P("de"), subject_tree(pr, feared, lang)))
    else:
        vp = [pr.V("be"), pr.A(en_adj)]
        if dark:
            vp.append(pr.Q("of the dark"))
        elif feared is not None:
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
    # Il a peur du noir. / He is afraid of the dark.
    dark = STATES[i][0] == "peur" and rng.random() < 0.15
    if STATES[i][0] == "peur" and not dark and rng.random() < 0.5:
        feared = sampler.noun_phrase(frozenset({"animal", "person"}), "obj")
        feared.pp = None
        if feared.det[0] == "indef":
            feared.det = ("def",)  # not "peur de des chiens"
        if feared.det == ("def",) and rng.random() < 0.5:
            feared.number = "p"
        if feared.det == ("def",) and feared.number == "p":
            # a kind: il a peur des chiens / he is afraid of dogs (du chien: the dog)
            feared.det = ("gen",)
    args = {"subj": subj, "state": i, "tense": _tense(rng), "neg": neg, "asked": asked}
    args["feared"] = feared
    if dark:
        args["dark"] = True
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


# the relatives one has in another town (not "mon mari de Lille")
_FROM_A_CITY = (
    "cousin oncle tante ami collègue neveu nièce grand-oncle grand-tante".split()
)


@builder("cest")
def _cest(pr, lang, what, neg: bool, asked: bool, origin=None):
    """``origin``: a city after a noun phrase (*C'est mon cousin de Bruxelles.* / *He is
    my cousin from Brussels.*)."""
    fr = lang == "fr"
    if isinstance(what, int):  # an adjective
        text = CEST_ADJ[what][0 if fr else 1]
        plural = False
    elif isinstance(what, Pronoun):  # c'est à moi
        text = f"à {_FR_STRESSED[what.index]}" if fr else _EN_MINE[what.index]
        plural = False
    elif isinstance(what, tuple):  # c'est à Marie
        text = f"à {what[0].name}" if fr else f"{what[0].name}'s"
        plural = False
    else:  # a noun phrase or a name
        text = subject_tree(pr, what, lang).realize().strip()
        plural = isinstance(what, NounPhrase) and what.number == "p"
        if origin is not None:
            city = CITIES[origin][0 if fr else 1]
            de = ("d'" if city[0] in "AEIOUÉaeiou" else "de ") if fr else "from "
            text += f" {de}{city}"
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
    # (this / these: voici, see the docstring; he / she: one person)
    pronoun = cest_pronoun(what).lower() if not isinstance(what, int) else "it"
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
    if rng.random() < 0.06:  # Ce sont mes cousines de Bruxelles.
        number = "p" if rng.random() < 0.3 else "s"
        what = relative_np(rng, sampler.lex, number, _FROM_A_CITY)
        args = {"what": what, "neg": neg, "asked": asked}
        args["origin"] = rng.randrange(len(CITIES))
        return Construction("cest", args, lemmas_of(what, verbs=("être",)))
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
