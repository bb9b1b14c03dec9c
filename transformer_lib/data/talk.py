"""Kinds of sentence of version 3: what a learner says in class and in a conversation.

- ``class_talk``: *(Je ne) comprends (pas) (la question)* (*I do not understand the
  question*), *Je n'ai pas compris* (*I did not understand*), *Tu comprends?* (*Do you
  understand?*), *Je ne sais pas* / *Je ne savais pas* (*I do not know* / *I did not
  know*), *Je ne suis pas sûre* (*I am not sure*), *Tu es sûr?* (*Are you sure?*), *Je suis
  d'accord avec toi* (*I agree with you*), and the requests and questions of a classroom
  (*Pouvez-vous répéter, s'il vous plaît?* / *Can you repeat that, please?*, *Parle plus
  lentement* / *Speak more slowly*, *Qu'est-ce que ça veut dire?* / *What does that mean?*,
  *Comment dit-on ça en anglais?* / *How do you say that in English?*, *J'ai une
  question* / *I have a question*), with *tu* or *vous*;
- ``speak``: *parler* + a language, with any subject, *un peu* (*a little*), *bien*
  (*well*), *très bien*, *couramment* (*fluently*), *pas du tout* (*not ... at all*), two
  languages, asked with *est-ce que*, inversion (*Parlez-vous anglais?*) or the voice
  alone (*Tu parles espagnol?*), all *Do you speak ...?*;
- ``exclaim``: *Quel / Quelle* + a noun, with or without an adjective (*Quelle belle
  journée!* / *What a lovely day!*, *Quels beaux enfants!* / *What beautiful children!*,
  *Quel beau temps!* / *What lovely weather!*), *Quel dommage!* (*What a shame!*), *Comme
  c'est beau!* (*How beautiful!*), *Comme tu es gentille!* (*How kind you are!*);
- ``reply``: short answers (*Moi aussi.* / *Me too.*, *Je pense que oui.* / *I think so.*,
  *Pas du tout.* / *Not at all.*, *Santé!* / *Cheers!*; *Ça suffit*, *Ça dépend*, *C'est
  ça* are :mod:`.spoken`'s) and *avoir hâte* (*J'ai hâte de te
  voir!* / *I cannot wait to see you!*).

English: the most common British wording, one for each French structure, no contractions
(*I do not know*, *I cannot wait*); the final mark is the same on both sides.
"""

from __future__ import annotations

import random

from .kind_parts import (
    Construction,
    Name,
    builder,
    draw_name,
    draw_subject,
    lemmas_of,
    lower_first,
    subject_tree,
)
from .kinds_v3 import register
from .structures import Pronoun

__all__ = ["REQUESTS", "LANGUAGES", "EXCLAIMED", "SHORT", "CANNOT_WAIT"]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _mark(rng) -> str:
    return rng.choice(".!")


def _clause(pr, lang, subj, vp, tense="p", neg=False, asked=None) -> str:
    """A clause without its final mark; ``asked``: "est" (*est-ce que*), "voice" (the
    French of a statement) or "inv" (*Parlez-vous ...*, vous only)."""
    fr = lang == "fr"
    s = subject_tree(pr, subj, lang)
    if fr and asked == "est":
        q = pr.S(pr.Q("est-ce"), pr.C("que"), s, vp).t(tense)
        return (q.typ({"neg": True}) if neg else q).realize().strip()[:-1]
    if fr and asked == "inv":
        return pr.S(s, vp).t(tense).typ({"int": "yon"}).realize().strip()[:-1]
    if fr:
        return pr.S(s, vp).t(tense).typ({"neg": neg}).realize().strip()[:-1]
    t = {"p": "p", "pc": "ps", "i": "ps", "f": "f"}[tense]
    types = {"neg": neg} | ({"int": "yon"} if asked else {})
    return pr.S(s, vp).t(t).typ(types).realize().strip()[:-1]


# --- In class -----------------------------------------------------------------------------

# (French to tu, French to vous, English): a request or a question of the classroom
REQUESTS = (
    ("tu peux répéter, s'il te plaît?", "pouvez-vous répéter, s'il vous plaît?",
     "can you repeat that, please?"),
    ("tu peux répéter?", "vous pouvez répéter?", "can you repeat that?"),
    ("répète, s'il te plaît.", "répétez, s'il vous plaît.", "repeat that, please."),
    ("parle plus lentement, s'il te plaît.", "parlez plus lentement, s'il vous plaît.",
     "speak more slowly, please."),
    ("tu peux parler plus lentement?", "pouvez-vous parler plus lentement?",
     "can you speak more slowly?"),
    ("parle plus fort, s'il te plaît.", "parlez plus fort, s'il vous plaît.",
     "speak louder, please."),
    ("tu peux l'écrire, s'il te plaît?", "vous pouvez l'écrire, s'il vous plaît?",
     "can you write it down, please?"),
    ("tu as des questions?", "vous avez des questions?", "do you have any questions?"),
    ("tu as compris?", "vous avez compris?", "did you understand?"),
    ("qu'est-ce que ça veut dire?", "que veut dire ce mot?",
     None),  # (two French without tu or vous: see _SAID)
    ("comment ça s'écrit?", "comment ça se prononce?", None),
    ("j'ai une question.", "est-ce que je peux poser une question?", None),
    ("je ne me souviens pas.", "j'ai oublié.", None),
)  # fmt: skip
# the English of the French of REQUESTS that neither tu nor vous chooses
_SAID = {
    "qu'est-ce que ça veut dire?": "what does that mean?",
    "que veut dire ce mot?": "what does this word mean?",
    "comment ça s'écrit?": "how do you spell that?",
    "comment ça se prononce?": "how do you pronounce that?",
    "j'ai une question.": "I have a question.",
    "est-ce que je peux poser une question?": "can I ask a question?",
    "je ne me souviens pas.": "I do not remember.",
    "j'ai oublié.": "I forgot.",
}
# (French, English): languages, named without an article after parler and en
LANGUAGES = (
    ("français", "French"),
    ("anglais", "English"),
    ("allemand", "German"),
    ("espagnol", "Spanish"),
    ("italien", "Italian"),
    ("portugais", "Portuguese"),
    ("chinois", "Chinese"),
    ("japonais", "Japanese"),
    ("arabe", "Arabic"),
    ("russe", "Russian"),
    ("néerlandais", "Dutch"),
)
# what one does not understand: French, English, the French lemma
NOT_UNDERSTOOD = (
    ("la question", "the question", "question"),
    ("ce mot", "this word", "mot"),
    ("cette phrase", "this sentence", "phrase"),
    ("l'exercice", "the exercise", "exercice"),
    ("la leçon", "the lesson", "leçon"),
    ("le problème", "the problem", "problème"),
)


@builder("request")
def _request(pr, lang, request: int, vous: bool):
    fr_tu, fr_vous, en = REQUESTS[request]
    fr = fr_vous if vous else fr_tu
    return _cap(fr if lang == "fr" else en or _SAID[fr])


@builder("say_in")
def _say_in(pr, lang, language: int, on: bool):
    """*Comment dit-on ça en anglais?* (``on``: *Comment on dit ça ...*)."""
    if lang == "en":
        return f"How do you say that in {LANGUAGES[language][1]}?"
    head = "Comment on dit ça" if on else "Comment dit-on ça"
    return f"{head} en {LANGUAGES[language][0]}?"


@builder("know")
def _know(pr, lang, verb: str, subj, tense, neg, asked, what):
    """comprendre (``what``: an index into NOT_UNDERSTOOD), savoir, être sûr, être
    d'accord (``what``: with whom, a subject)."""
    fr = lang == "fr"
    if verb == "comprendre":
        vp = pr.VP(pr.V("comprendre" if fr else "understand"))
        if what is not None:
            vp.add(pr.Q(NOT_UNDERSTOOD[what][0 if fr else 1]))
    elif verb == "savoir":
        vp = pr.VP(pr.V("savoir" if fr else "know"))
    elif verb == "sûr":
        vp = pr.VP(pr.V("être"), pr.A("sûr")) if fr else pr.VP(pr.V("be"), pr.A("sure"))
    else:  # être d'accord (avec ...) / agree (with ...)
        vp = pr.VP(pr.V("être"), pr.Q("d'accord")) if fr else pr.VP(pr.V("agree"))
        if what is not None:
            other = what
            if isinstance(what, Pronoun):  # avec moi / with me
                stressed = ("moi", "toi", "lui", "elle", "nous", "vous", "eux", "elles")
                objects = ("me", "you", "him", "her", "us", "you", "them", "them")
                other = (stressed if fr else objects)[what.index]
            else:
                other = subject_tree(pr, what, lang).realize().strip()
            vp.add(pr.Q(("avec " if fr else "with ") + other))
    text = _clause(pr, lang, subj, vp, tense, neg, asked)
    return text + ("?" if asked else ".")


def _with_whom(rng, subj, sampler):
    """Someone other than ``subj`` to agree with: a stressed pronoun, a name, a person."""
    x = rng.random()
    if x < 0.6:
        choices = [
            i for i in range(8) if not isinstance(subj, Pronoun) or i != subj.index
        ]
        if isinstance(subj, Pronoun) and subj.index in (0, 4):
            choices = [i for i in choices if i not in (0, 4)]  # not "we agree with me"
        if isinstance(subj, Pronoun) and subj.index in (1, 5):
            choices = [i for i in choices if i not in (1, 5)]
        i = rng.choice(choices)
        return Pronoun(
            i, "f" if i in (3, 7) else "m" if i in (2, 6) else rng.choice("mf")
        )
    if x < 0.8:
        return draw_name(rng)
    np = sampler.noun_phrase(frozenset({"person"}), "obj")
    np.pp = None
    return np


@register("class_talk", 0.15)
def class_talk(rng: random.Random, sampler):
    x = rng.random()
    if x < 0.35:
        i = rng.randrange(len(REQUESTS))
        return Construction("request", {"request": i, "vous": rng.random() < 0.5})
    if x < 0.42:
        args = {"language": rng.randrange(len(LANGUAGES)), "on": rng.random() < 0.4}
        return Construction("say_in", args)
    verb = rng.choice(("comprendre", "comprendre", "savoir", "sûr", "accord", "accord"))
    if rng.random() < 0.55:  # je (most), tu, nous, vous ...
        i = rng.choice((0, 0, 0, 1, 2, 3, 4, 5, 6, 7))
        subj = Pronoun(
            i, "f" if i in (3, 7) else "m" if i in (2, 6) else rng.choice("mf")
        )
    else:
        subj = draw_subject(rng, sampler, pronoun=0.5, name=0.3)
    second = isinstance(subj, Pronoun) and subj.index in (1, 5)
    asked = None
    if second and rng.random() < 0.6:
        asked = rng.choice(("voice", "voice", "est"))
    neg = asked is None and rng.random() < 0.6
    tense = "p"
    what = None
    lemmas = lemmas_of(subj, verbs=("être",) if verb in ("sûr", "accord") else (verb,))
    if verb == "comprendre":
        tense = "pc" if rng.random() < 0.25 else "p"
        if rng.random() < 0.35:
            what = rng.randrange(len(NOT_UNDERSTOOD))
            lemmas["noun"].add(NOT_UNDERSTOOD[what][2])
    elif verb == "savoir" and not asked:
        tense = "i" if rng.random() < 0.25 else "p"
    elif verb == "accord":
        tense = "i" if not asked and rng.random() < 0.2 else "p"
        if rng.random() < 0.5:
            what = _with_whom(rng, subj, sampler)
            lemmas["noun"] |= lemmas_of(what)["noun"]
    args = {"verb": verb, "subj": subj, "tense": tense, "neg": neg, "asked": asked}
    return Construction("know", args | {"what": what}, lemmas)


# --- Languages ----------------------------------------------------------------------------

# how well: French (before the language, or after it: couramment), English (after it)
HOW_WELL = (
    ("un peu", "a little"),
    ("bien", "well"),
    ("très bien", "very well"),
    ("couramment", "fluently"),
)


@builder("speak")
def _speak(pr, lang, subj, languages: tuple, how, neg: bool, asked):
    """*parler* + one or two languages of LANGUAGES; ``how``: an index into HOW_WELL or
    "none" (*ne ... pas du tout* / *not ... at all*, negative only)."""
    fr = lang == "fr"
    names = [LANGUAGES[i][0 if fr else 1] for i in languages]
    spoken = (" et " if fr else " and ").join(names)
    if how == "none":
        spoken += " du tout" if fr else " at all"
    elif how is not None:
        well_fr, well_en = HOW_WELL[how]
        if not fr and well_en == "a little":
            spoken = f"a little {spoken}"
        elif not fr:
            spoken += f" {well_en}"
        elif well_fr == "couramment":
            spoken += " couramment"
        else:
            spoken = f"{well_fr} {spoken}"
    vp = pr.VP(pr.V("parler" if fr else "speak"), pr.Q(spoken))
    return _clause(pr, lang, subj, vp, "p", neg, asked) + ("?" if asked else ".")


@register("speak", 0.1)
def speak(rng: random.Random, sampler):
    subj = draw_subject(rng, sampler, pronoun=0.65, name=0.25)
    asked = None
    if isinstance(subj, Pronoun) and subj.index in (1, 5) and rng.random() < 0.6:
        asked = rng.choice(
            ("voice", "est", "inv") if subj.index == 5 else ("voice", "est")
        )
    elif rng.random() < 0.08 and not (
        isinstance(subj, Pronoun) and subj.index in (0, 4)
    ):
        asked = "est"  # (not "Do I speak German?")
    neg = asked is None and rng.random() < 0.3
    languages = (rng.randrange(len(LANGUAGES)),)
    if not neg and rng.random() < 0.15:
        other = rng.randrange(len(LANGUAGES) - 1)
        languages += (other + (other >= languages[0]),)
    how = None
    if len(languages) == 1 and rng.random() < 0.5:
        if neg:
            how = rng.choice(("none", 1, 1))  # pas du tout, pas bien
        else:
            how = rng.randrange(len(HOW_WELL))
    args = {"subj": subj, "languages": languages, "how": how, "neg": neg}
    return Construction(
        "speak", args | {"asked": asked}, lemmas_of(subj, verbs=("parler",))
    )


# --- Exclamations -------------------------------------------------------------------------

# what one exclaims about: French noun, English noun ("" where English says it without an
# article: weather), number ("s", "p"), the adjectives it takes as (French, English)
EXCLAIMED = (
    ("journée", "day", "s", (("beau", "lovely"), ("bon", "good"), ("long", "long"))),
    ("soirée", "evening", "s", (("beau", "lovely"), ("bon", "good"))),
    (
        "idée",
        "idea",
        "s",
        (("bon", "good"), ("mauvais", "bad"), ("étrange", "strange")),
    ),
    ("surprise", "surprise", "s", (("bon", "nice"), ("beau", "lovely"))),
    (
        "maison",
        "house",
        "s",
        (("beau", "beautiful"), ("joli", "pretty"), ("grand", "big")),
    ),
    (
        "jardin",
        "garden",
        "s",
        (("beau", "beautiful"), ("joli", "pretty"), ("grand", "big")),
    ),
    ("vue", "view", "s", (("beau", "beautiful"), ("magnifique", "magnificent"))),
    (
        "chien",
        "dog",
        "s",
        (("beau", "beautiful"), ("mignon", "cute"), ("grand", "big")),
    ),
    ("chat", "cat", "s", (("beau", "beautiful"), ("mignon", "cute"))),
    ("bébé", "baby", "s", (("beau", "beautiful"), ("mignon", "cute"))),
    ("robe", "dress", "s", (("beau", "beautiful"), ("joli", "pretty"))),
    ("voiture", "car", "s", (("beau", "beautiful"), ("grand", "big"))),
    ("gâteau", "cake", "s", (("délicieux", "delicious"),)),
    ("repas", "meal", "s", (("délicieux", "delicious"), ("bon", "good"))),
    (
        "histoire",
        "story",
        "s",
        (("beau", "beautiful"), ("triste", "sad"), ("étrange", "strange")),
    ),
    ("film", "film", "s", (("bon", "good"), ("beau", "beautiful"), ("triste", "sad"))),
    ("voyage", "trip", "s", (("beau", "lovely"), ("long", "long"))),
    ("ville", "town", "s", (("beau", "beautiful"), ("joli", "pretty"))),
    ("match", "match", "s", (("beau", "great"),)),
    ("fleur", "flowers", "p", (("beau", "beautiful"), ("joli", "pretty"))),
    ("enfant", "children", "p", (("beau", "beautiful"), ("mignon", "cute"))),
    ("temps", "weather", "", (("beau", "lovely"),)),
)
# said alone: French, English
EXCLAIMED_ALONE = (
    ("quel dommage", "what a shame"),
    ("quelle chance", "how lucky"),
    ("quelle horreur", "how awful"),
    ("quel bruit", "what a noise"),
    ("c'est dommage", "it is a shame"),
)
# comme c'est + adjective / How + adjective: (French, English)
HOW_ADJ = (
    ("beau", "beautiful"),
    ("joli", "pretty"),
    ("gentil", "kind"),
    ("bon", "good"),
    ("délicieux", "delicious"),
    ("intéressant", "interesting"),
    ("drôle", "funny"),
    ("triste", "sad"),
    ("étrange", "strange"),
    ("facile", "easy"),
    ("difficile", "difficult"),
    ("cher", "expensive"),
)
# the nouns exclaimed without an adjective too (Quelle journée! / What a day!)
_ALONE = frozenset("journée soirée idée surprise histoire voyage match vue".split())
_PRE = frozenset({"beau", "bon", "mauvais", "long", "joli", "grand"})
_NOUN_GENDER = {"journée": "f", "soirée": "f", "vue": "f"}  # (not in the lexicon)


def _an(word: str) -> str:
    return ("an " if word[:1] in "aeiou" else "a ") + word


@builder("what_a")
def _what_a(pr, lang, noun: int, adj):
    """*Quel(le)(s)* + a noun of EXCLAIMED, maybe with its adjective number ``adj``."""
    fr_n, en_n, number, adjs = EXCLAIMED[noun]
    if lang == "fr":
        from .lexicon_v3 import NOUNS

        gender = _NOUN_GENDER.get(fr_n) or next(n.gender for n in NOUNS if n.fr == fr_n)
        parts = [pr.D("quel"), pr.N(fr_n)]
        if adj is not None:
            a = adjs[adj][0]
            parts.insert(1 if a in _PRE else 2, pr.A(a))
        np = pr.NP(*parts).g(gender).n("p" if number == "p" else "s")
        return _cap(np.realize().strip()) + "!"
    text = en_n if adj is None else f"{adjs[adj][1]} {en_n}"
    return "What " + (_an(text) if number == "s" else text) + "!"


@builder("exclaimed")
def _exclaimed(pr, lang, which: int, mark: str):
    return _cap(EXCLAIMED_ALONE[which][lang == "en"]) + mark


@builder("how_adj")
def _how_adj(pr, lang, adj: int, subj):
    """*Comme c'est beau!* (``subj`` None) or *Comme tu es belle!* / *How beautiful you
    are!*"""
    fr_a, en_a = HOW_ADJ[adj]
    if subj is None:
        return f"Comme c'est {fr_a}!" if lang == "fr" else f"How {en_a}!"
    if lang == "fr":
        s = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V("être"), pr.A(fr_a)))
        return "Comme " + lower_first(s.realize().strip()[:-1]) + "!"
    s = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V("be")))
    return f"How {en_a} " + lower_first(s.realize().strip()[:-1]) + "!"


@register("exclaim", 0.12)
def exclaim(rng: random.Random, sampler):
    x = rng.random()
    if x < 0.55:
        i = rng.randrange(len(EXCLAIMED))
        adj = rng.randrange(len(EXCLAIMED[i][3]))
        if EXCLAIMED[i][0] in _ALONE and rng.random() < 0.4:
            adj = None  # Quelle surprise! (not "Quelle maison!")
        lemmas = lemmas_of()
        lemmas["noun"].add(EXCLAIMED[i][0])
        if adj is not None:
            lemmas["adj"].add(EXCLAIMED[i][3][adj][0])
        return Construction("what_a", {"noun": i, "adj": adj}, lemmas)
    if x < 0.7:
        i = rng.randrange(len(EXCLAIMED_ALONE))
        return Construction("exclaimed", {"which": i, "mark": _mark(rng)})
    adj = rng.randrange(len(HOW_ADJ))
    subj = None
    if rng.random() < 0.35 and HOW_ADJ[adj][0] in ("beau", "gentil", "drôle", "triste"):
        i = rng.choice((1, 1, 5, 2, 3))  # tu (most), vous, il, elle
        subj = Pronoun(i, "f" if i == 3 else "m" if i == 2 else rng.choice("mf"))
        if rng.random() < 0.3:
            subj = draw_name(rng)
    lemmas = lemmas_of(adjs=(HOW_ADJ[adj][0],), verbs=("être",))
    return Construction("how_adj", {"adj": adj, "subj": subj}, lemmas)


# --- Short answers, avoir hâte ------------------------------------------------------------

# (French, English, what may come before: "oui", "non" or neither)
SHORT = (
    ("moi aussi", "me too", "oui"),
    ("moi non plus", "me neither", "non"),
    ("peut-être", "maybe", ""),
    ("pas du tout", "not at all", "non"),
    ("pas encore", "not yet", "non"),
    ("pas vraiment", "not really", "non"),
    ("pas maintenant", "not now", "non"),
    ("j'espère", "I hope so", "oui"),
    ("je pense que oui", "I think so", "oui"),
    ("je pense que non", "I do not think so", "non"),
    ("bien sûr que non", "of course not", "non"),
    ("aucune idée", "no idea", ""),
    ("tant pis", "never mind", ""),
    ("exactement", "exactly", "oui"),
    ("bravo", "well done", ""),
    ("attention", "watch out", ""),
    ("santé", "cheers", ""),
    ("à votre santé", "cheers", ""),
    ("super", "great", "oui"),
    ("ce n'est rien", "it is nothing", ""),
    ("pourquoi pas?", "why not?", "oui"),
)
# j'ai hâte de ... / I cannot wait to ...: French, English
CANNOT_WAIT = (
    ("te voir", "to see you"),
    ("vous voir", "to see you"),
    ("te revoir", "to see you again"),
    ("partir en vacances", "to go on holiday"),
    ("être en vacances", "to be on holiday"),
    ("commencer", "to start"),
    ("rentrer à la maison", "to go home"),
    ("voir le film", "to see the film"),
    ("rencontrer ta famille", "to meet your family"),
    ("lire ton livre", "to read your book"),
    ("manger", "to eat"),
)
_AVOIR = (
    "j'ai",
    "tu as",
    "il a",
    "elle a",
    "nous avons",
    "vous avez",
    "ils ont",
    "elles ont",
)


@builder("short")
def _short(pr, lang, answer: int, yes_no: bool, mark: str):
    fr_s, en_s, before = SHORT[answer]
    text = fr_s if lang == "fr" else en_s
    if yes_no:
        text = (
            {"oui": ("oui", "yes"), "non": ("non", "no")}[before][lang == "en"]
            + ", "
            + text
        )
    end = "" if text.endswith("?") else mark
    return _cap(text) + end


@builder("cannot_wait")
def _cannot_wait(pr, lang, subj, what, mark: str):
    """*J'ai hâte (de te voir)!* / *I cannot wait (to see you)!*: a subject pronoun or a
    first name, ``what`` an index into CANNOT_WAIT or None."""
    if lang == "fr":
        if isinstance(subj, Name):
            head = f"{subj.name} a hâte"
        else:
            head = _AVOIR[subj.index] + " hâte"
        if what is not None:
            to = CANNOT_WAIT[what][0]
            head += (" d'" if to[0] in "aeéêiou" else " de ") + to
        return _cap(head) + mark
    who = subj.name if isinstance(subj, Name) else ("I you he she we you they they")
    if not isinstance(subj, Name):
        who = who.split()[subj.index]
    head = f"{who} cannot wait"
    if what is not None:
        head += " " + CANNOT_WAIT[what][1]
    return _cap(head) + mark


@register("reply", 0.1)
def reply(rng: random.Random, sampler):
    if rng.random() < 0.7:
        i = rng.randrange(len(SHORT))
        yes_no = SHORT[i][2] != "" and rng.random() < 0.3
        return Construction(
            "short", {"answer": i, "yes_no": yes_no, "mark": _mark(rng)}
        )
    if rng.random() < 0.85:
        i = rng.choice((0, 0, 0, 1, 2, 3, 4, 5, 6, 7))
        subj = Pronoun(
            i, "f" if i in (3, 7) else "m" if i in (2, 6) else rng.choice("mf")
        )
    else:
        subj = draw_name(rng)
    what = rng.randrange(len(CANNOT_WAIT)) if rng.random() < 0.6 else None
    if what is not None and isinstance(subj, Pronoun):
        second = CANNOT_WAIT[what][0].split()[0] in ("te", "vous")
        if second and subj.index in (1, 5):
            what = 3  # (not "tu as hâte de te voir")
    args = {"subj": subj, "what": what, "mark": _mark(rng)}
    return Construction("cannot_wait", args, lemmas_of(verbs=("avoir",)))
