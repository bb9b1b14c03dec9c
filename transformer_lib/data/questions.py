"""The kind of sentence ``question`` of version 3: wh-questions about a clause.

A clause of the common grammar (:meth:`.sampler._Sampler.clause`) is asked about one of
its parts: where (*Où est-ce que le chat dort?* / *Where does the cat sleep?*), when,
how, why, who as subject (*Qui mange la pomme?*) or object (*Qui est-ce que tu vois?* / *Who
do you see?*), what (*Qu'est-ce que tu manges?* / *What do you eat?*), which (*Quel
livre est-ce que tu lis?*) and how many (*Combien de chats est-ce que vous avez?* / *How
many cats do you have?*); *Où est le chat?* / *Where is the cat?* for the copula.

French asks with *est-ce que* after the question word (one French form for each
structure), as everyday French does, except for the subject (*Qui ...?*) and the copula
(*Où est le chat?*, *Où est-il?*). The English is the clause's yes/no question as pyrealb
writes it (*Does the cat sleep?*) after the question word, which gives the auxiliary
(do, does, did, will) or the inverted *be*; *which* and *how many* are asked in the
present and the future only (French would make the participle agree with them).
"""

from __future__ import annotations

import random
from dataclasses import replace

from .kind_parts import Construction, builder, lemmas_of, subject_tree
from .kinds_v3 import register
from .sampler import _COPULA
from .structures import Clause, Coordination, NounPhrase, Pronoun, Sentence, _lemmas

__all__ = ["where_is", "WH"]

# question -> (French words, English words)
WH = {
    "where": ("où", "where"),
    "when": ("quand", "when"),
    "why": ("pourquoi", "why"),
    "who_obj": ("qui", "who"),
    "what": ("qu'est-ce", "what"),
    "how": ("comment", "how"),
}
# verbs one asks "how" about (how do you repair the car?)
_HOW = frozenset(
    "préparer réparer ouvrir fermer construire nettoyer dessiner peindre couper laver "
    "conduire traverser".split()
)


def _clause_tree(pr, c: Clause, lang: str):
    from .realiser import _Realiser

    return _Realiser(lang).clause(pr, c)


def _en_yes_no(pr, c: Clause) -> str:
    """The clause's yes/no question in English, with a small first letter."""
    have = c.verb.en == "have"
    if (
        have
    ):  # pyrealb asks "Have you a cat?": ask with a regular verb, then put it back
        c = replace(c, verb=c.verb._replace(en="own"))
    text = _clause_tree(pr, c, "en").typ({"int": "yon"}).realize().strip()
    if have:
        text = text.replace(" own", " have")
    return text[:1].lower() + text[1:] if not text.startswith("I ") else text


@builder("wh")
def _wh(pr, lang, clause: Clause, ask: str, noun=None):
    """``ask`` is a key of :data:`WH`, "which", "how_many", "who_subj" or "where_be"."""
    fr = lang == "fr"
    if ask == "who_subj":
        return _clause_tree(pr, clause, lang).typ({"int": "wos"}).realize()
    if ask == "where_be":  # (the place asked about is not said)
        clause = replace(clause, place=None)
    if ask == "where_be" and fr:
        if isinstance(clause.subj, Pronoun):
            return _clause_tree(pr, clause, lang).typ({"int": "whe"}).realize()
        verb = pr.VP(pr.V("être"))
        s = pr.S(pr.Q("où"), verb, subject_tree(pr, clause.subj, lang))
        return s.t(clause.tense).a("?").realize()
    if ask == "where_be":
        return "Where " + _en_yes_no(pr, clause)
    if ask == "which":
        word = noun.noun.fr if fr else noun.noun.en
        head = pr.NP(pr.D("quel" if fr else "which"), pr.N(word).g(noun.gender))
        head = [head.n(noun.number)]
    elif ask == "how_many":
        if fr:
            head = [pr.Adv("combien"), pr.P("de"), pr.NP(pr.N(noun.noun.fr)).n("p")]
        else:
            head = [pr.Q("how many"), pr.NP(pr.N(noun.noun.en)).n("p")]
    else:
        head = [pr.Q(WH[ask][0 if fr else 1])]
    if fr:
        que = [pr.C("que")] if ask == "what" else [pr.Q("est-ce"), pr.C("que")]
        return pr.S(*head, *que, _clause_tree(pr, clause, lang)).a("?").realize()
    words = pr.S(*head).realize().strip().rstrip(".")
    return words + " " + _en_yes_no(pr, clause)


def _plain(c: Clause) -> Clause:
    return replace(c, neg=False, question=False, adv=None)


def _asked(rng, c: Clause) -> tuple[str, NounPhrase | None] | None:
    """What to ask about ``c`` (and the object asked about), or None."""
    options = ["when", "why"]
    v = c.verb
    if v is _COPULA:
        options = ["why"] if c.attr is not None else []
        if (
            c.place is not None
            and c.tense != "pc"
            and not isinstance(c.subj, Coordination)
        ):
            options += ["where_be"] * 3
        return (rng.choice(options), None) if options else None
    if (c.place is not None or isinstance(c.subj, Pronoun)) and not v.fr_prep:
        options += ["where"] * 2  # (not "Where did he come from a town?")
    if "person" in v.subj and not isinstance(c.subj, Pronoun):
        options += ["who_subj"] * 2
    if v.fr in _HOW and c.obj is not None:
        options.append("how")
    obj = c.obj if isinstance(c.obj, NounPhrase) else None
    if obj is not None and not (v.fr_prep or v.en_prep):
        options += ["who_obj"] if "person" in obj.noun.tags else ["what"] * 2
        if c.tense != "pc":
            options.append("which")
            if "mass" not in obj.noun.tags and "person" not in obj.noun.tags:
                options.append("how_many")
    return rng.choice(options), obj


@register("question", 0.85)
def question(rng: random.Random, sampler):
    for _ in range(20):
        c = _plain(sampler.clause(rng.choice(("p", "pc", "f"))))
        picked = _asked(rng, c)
        if picked is not None:
            break
    else:  # pragma: no cover - the sampler always gives some verb that can be asked about
        raise RuntimeError("no clause to ask about")
    ask, obj = picked
    noun = None
    if ask in ("where", "where_be"):
        c.place = None
        if (
            ask == "where_be"
            and isinstance(c.subj, NounPhrase)
            and c.subj.det[0]
            in (
                "indef",
                "num",
            )
        ):
            c.subj.det = ("def",)  # not "Où est une tante?"
    elif ask in ("what", "who_obj", "which", "how_many"):
        noun = replace(obj, pre=None, post=None, pp=None, det=("def",))
        if ask == "how_many":
            noun.number = "p"
        c.obj = None
    elif ask == "who_subj":
        c.subj = Pronoun(2, "m")  # pyrealb drops it: the verb agrees as with "qui"
    lemmas = _lemmas(Sentence([c]))
    if noun is not None and ask in ("which", "how_many"):
        lemmas["noun"].add(noun.noun.fr)
    return Construction("wh", {"clause": c, "ask": ask, "noun": noun}, lemmas)


@builder("where_is")
def _where_is(pr, lang, np: NounPhrase):
    if lang == "fr":
        s = pr.S(pr.Q("où"), pr.VP(pr.V("être")), subject_tree(pr, np, lang))
        return s.a("?").realize()
    be = "are" if np.number == "p" else "is"
    return f"Where {be} {subject_tree(pr, np, lang).realize().strip()}?"


def where_is(rng, sampler) -> Construction:
    """*Où est la gare?* / *Where is the station?*: a place or a thing."""
    tags = frozenset({"building"} if rng.random() < 0.6 else {"object", "person"})
    np = sampler.noun_phrase(tags, "subj")
    np.pp, np.pre = None, None
    if np.det[0] in ("indef", "num", "dem"):
        np.det = ("def",)
    return Construction("where_is", {"np": np}, lemmas_of(np))
