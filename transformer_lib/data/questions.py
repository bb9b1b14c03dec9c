"""The kind of sentence ``question`` of version 3: wh-questions about a clause.

A clause of the common grammar (:meth:`.sampler._Sampler.clause`) is asked about one of
its parts: where (*Où est-ce que le chat dort?* / *Where does the cat sleep?*), when,
how, why, who as subject (*Qui mange la pomme?*) or object (*Qui est-ce que tu vois?* / *Who
do you see?*), what (*Qu'est-ce que tu manges?* / *What do you eat?*), which (*Quel
livre est-ce que tu lis?*) and how many (*Combien de chats est-ce que vous avez?* / *How
many cats do you have?*); *Où est le chat?* / *Where is the cat?* for the copula.

French asks with *est-ce que* after the question word, as everyday French does, or, half
the time when the subject is a pronoun, by inversion (*Où habites-tu?*, *Qu'as-tu mangé?*:
the same English); the subject (*Qui ...?*) and the copula (*Où est le chat?*, *Où
est-il?*) have forms of their own. The English is the clause's yes/no question as pyrealb
writes it (*Does the cat sleep?*) after the question word, which gives the auxiliary
(do, does, did, will) or the inverted *be*; *which* and *how many* are asked in the
present and the future only (French would make the participle agree with them).
"""

from __future__ import annotations

import random
import re
from dataclasses import replace

from .aspect import ONGOING
from .kind_parts import Construction, builder, lemmas_of, subject_tree
from .kinds_v3 import register
from .sampler import _COPULA
from .structures import (
    Clause,
    Coordination,
    NounPhrase,
    On,
    Pronoun,
    Sentence,
    _lemmas,
)

__all__ = ["where_is", "WH"]

# verbs of an action one asks why someone is doing now, English progressive: Pourquoi
# est-ce que tu cours? / Why are you running? (and those of .aspect.ONGOING)
WHY_NOW = ONGOING | frozenset(
    "courir partir trembler chuchoter danser chanter aboyer".split()
)
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
    have = c.verb.en.split()[0] == "have"  # (have lunch, version 3)
    if (
        have
    ):  # pyrealb asks "Have you a cat?": ask with a regular verb, then put it back
        c = replace(c, verb=c.verb._replace(en="own"))
    text = _clause_tree(pr, c, "en").typ({"int": "yon"}).realize().strip()
    if have:
        text = text.replace(" own", " have")
    return text[:1].lower() + text[1:] if not text.startswith("I ") else text


# pyrealb's questions by inversion (Où habites-tu?), for a pronoun subject
_INVERTED = {"where": "whe", "when": "whn", "why": "why", "how": "how", "what": "wad"}


@builder("wh")
def _wh(pr, lang, clause: Clause, ask: str, noun=None, form: str = "est-ce"):
    """``ask`` is a key of :data:`WH`, "which", "how_many", "who_subj" or "where_be";
    ``form`` "inversion" asks a pronoun subject's question by inversion (*Où habites-tu?*
    for *Où est-ce que tu habites?*), with the same English."""
    fr = lang == "fr"
    if fr and form == "noun_inversion":  # Où habitent tes grands-parents?
        pe_n = (3, clause.subj.number if isinstance(clause.subj, NounPhrase) else "s")
        verb = pr.V(clause.verb.fr).pe(pe_n[0]).n(pe_n[1]).t(clause.tense)
        subject = subject_tree(pr, clause.subj, lang).realize().strip()
        subject = (
            subject
            if subject[:1].isupper() and not isinstance(clause.subj, NounPhrase)
            else subject[:1].lower() + subject[1:]
        )
        head = WH[ask][0].capitalize()
        return f"{head} {verb.realize().strip()} {subject}?"
    if fr and form == "inversion":
        text = _clause_tree(pr, clause, lang).typ({"int": _INVERTED[ask]}).realize()
        return re.sub(r"^Que (?=[aeéèêiou])", "Qu'", text)  # Qu'as-tu mangé?
    if ask == "who_subj":
        return _clause_tree(pr, clause, lang).typ({"int": "wos"}).realize()
    if ask == "where_be":  # (the place asked about is not said)
        clause = replace(clause, place=None)
    if ask == "where_be" and fr:
        if isinstance(clause.subj, (Pronoun, On)):  # Où est-il? Où était-on?
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
    plain = c.adverb is None and c.adv is None and c.modal is None
    if ask == "why" and c.tense == "p" and plain and c.verb.fr in WHY_NOW:
        c.aspect = "now"  # Pourquoi est-ce que tu pleures? / Why are you crying?
    if ask in ("where", "where_be"):
        c.place = None
        if ask == "where_be":
            c.modal = (
                None  # (the French says être alone: not "Where is Simon going to be?")
            )
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
        if ask == "what" and c.tense == "p":
            c.aspect = "now"  # What are you eating? (as aspect.py's "doing" asks it)
        noun = replace(obj, pre=None, post=None, pp=None, det=("def",))
        if ask == "how_many":
            noun.number = "p"
        c.obj = None
    elif ask == "who_subj":
        c.subj = Pronoun(2, "m")  # pyrealb drops it: the verb agrees as with "qui"
    lemmas = _lemmas(Sentence([c]))
    if noun is not None and ask in ("which", "how_many"):
        lemmas["noun"].add(noun.noun.fr)
    args = {"clause": c, "ask": ask, "noun": noun}
    if (
        ask in _INVERTED
        and isinstance(c.subj, Pronoun)
        and c.subj.index != 0  # (not "Où voudrais-je ...?": je asks with est-ce que)
        and c.modal is None
        and not c.reflexive
        and rng.random() < 0.5
    ):
        args["form"] = (
            "inversion"  # Où habites-tu? as often as Où est-ce que tu habites?
        )
    elif (
        ask in ("where", "when")
        and not isinstance(c.subj, (Pronoun, Coordination))
        and not (  # (not "Où sonne une montre?")
            isinstance(c.subj, NounPhrase) and c.subj.det[0] in ("indef", "num", "part")
        )
        and c.tense in ("p", "f")
        and c.obj is None
        and c.recipient is None
        and c.comp is None
        and c.place is None
        and c.adv is None
        and c.adverb is None
        and c.modal is None
        and not c.reflexive
        and " " not in c.verb.fr
        and rng.random() < 0.4
    ):
        args["form"] = "noun_inversion"  # Où habitent tes grands-parents?
    return Construction("wh", args, lemmas)


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


# --- Yes/no questions in three French forms ---------------------------------------------


@builder("yes_no")
def _yes_no(pr, lang, clause: Clause, form: str):
    """A yes/no question: French by intonation (*Tu veux du fromage?*), with *est-ce
    que* or by inversion (*Veux-tu du fromage?*, pronoun subjects only); the English is
    the clause's own question, the same for the three forms (*Do you want cheese?*)."""
    if lang == "en" or form == "est-ce":
        return (
            _clause_tree(pr, clause, lang).realize()
            if lang == "fr"
            else (_cap(_en_yes_no(pr, clause)))
        )
    plain = replace(clause, question=False)
    tree = _clause_tree(pr, plain, lang)
    if form == "inversion":
        return tree.typ({"int": "yon"}).realize()
    return tree.a("?").realize()


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


@register("yes_no", 0.5)
def yes_no(rng: random.Random, sampler):
    from . import grammar_v3 as v3

    for _ in range(20):
        c = sampler.clause(v3.sentence_tense(sampler))
        v3.adverb(sampler, c)
        c.question, c.adv = True, None
        if c.verb.fr != "avoir" and v3.question_allowed(c):
            break
    else:  # pragma: no cover - most clauses can be asked
        raise RuntimeError("no clause to ask")
    x = rng.random()
    if x < 0.3 and isinstance(c.subj, Pronoun) and c.subj.index not in (0, 2, 3):
        form = "inversion"  # (not "mange-je?"; il, elle: pyrealb adds -t-)
    else:
        form = "intonation" if x < 0.85 else "est-ce"
    return Construction("yes_no", {"clause": c, "form": form}, _lemmas(Sentence([c])))


# --- Comment est X? Y a-t-il ...? Avec qui ...? Que ...? ----------------------------------

_ETRE = {
    "p": "suis es est sommes êtes sont",
    "i": "étais étais était étions étiez étaient",
}
_BE = {"p": ("am", "is", "are"), "i": ("was", "was", "were")}
_CLITIC = ("je", "tu", "il", "elle", "nous", "vous", "ils", "elles")
# (French, English): places one asks about without a noun (Y a-t-il une banque près d'ici?)
# verbs with a preposition asked about a thing: De quoi rêves-tu? / What do you dream of?
_QUOI = frozenset({"rêver", "penser", "jouer", "parler"})
_HERE = (
    ("près d'ici", "near here"),
    ("ici", "here"),
    ("dans le quartier", "in the area"),
)


def _person_index(x) -> int:
    """0 to 5: je, tu, il/elle, nous, vous, ils/elles (for the forms of être)."""
    from .kind_parts import person_number

    pe, n = person_number(x)
    return pe - 1 + (3 if n == "p" else 0)


@builder("like")
def _like(pr, lang, subj, tense: str):
    """*Comment est ta maison?* / *What is your house like?*"""
    i = _person_index(subj)
    if lang == "fr":
        verb = _ETRE[tense].split()[i]
        if isinstance(subj, Pronoun):
            return f"Comment {verb}-{_CLITIC[subj.index]}?"
        return f"Comment {verb} {subject_tree(pr, subj, lang).realize().strip()}?"
    am, is_, are = _BE[tense]
    be = am if i == 0 else is_ if i == 2 else are
    return f"What {be} {subject_tree(pr, subj, lang).realize().strip()} like?"


def _place_words(pr, place, lang: str) -> str:
    from .realiser import _Realiser

    if isinstance(place, int):
        return _HERE[place][lang == "en"]
    return _Realiser(lang).pp(pr, place).realize().strip()


@builder("is_there")
def _is_there(pr, lang, np, place, form: str):
    """*Y a-t-il une banque près d'ici?* / *Il y a ...?* / *Est-ce qu'il y a ...?* /
    *Is there a bank near here?*, *Are there any cats in the garden?*"""
    where = "" if place is None else " " + _place_words(pr, place, lang)
    what = subject_tree(pr, np, lang).realize().strip()
    if lang == "fr":
        head = {"inversion": "Y a-t-il", "intonation": "Il y a"}.get(
            form, "Est-ce qu'il y a"
        )
        return f"{head} {what}{where}?"
    if np.number == "p":
        return f"Are there any {what}{where}?"
    return f"Is there {what}{where}?"


@builder("what_there")
def _what_there(pr, lang, place, tense: str):
    """*Qu'est-ce qu'il y a dans le sac?* / *What is in the bag?* (*avait*: *was*)"""
    where = _place_words(pr, place, lang)
    if lang == "fr":
        return f"Qu'est-ce qu'il y {'a' if tense == 'p' else 'avait'} {where}?"
    return f"What {'is' if tense == 'p' else 'was'} {where}?"


def _inverted(pr, c: Clause) -> str:
    """The clause asked by inversion, small first letter, no mark: *joues-tu*."""
    text = _clause_tree(pr, replace(c, question=False), "fr").typ({"int": "yon"})
    text = text.realize().strip().rstrip("?").strip()
    return text[:1].lower() + text[1:]


@builder("prep_wh")
def _prep_wh(pr, lang, clause: Clause, prep: tuple, who: bool, inverted: bool):
    """*Avec qui est-ce que tu joues?* / *Avec qui joues-tu?* / *Who do you play
    with?*; *À qui parles-tu?* / *Who do you talk to?*"""
    if lang == "fr":
        head = f"{prep[0]} {'qui' if who else 'quoi'}"
        if inverted:
            return _cap(f"{head} {_inverted(pr, clause)}?")
        s = pr.S(
            pr.Q(head), pr.Q("est-ce"), pr.C("que"), _clause_tree(pr, clause, lang)
        )
        return _cap(s.a("?").realize().strip())
    text = _en_yes_no(pr, clause).rstrip("?")
    tail = f" {prep[1]}" if prep[1] else ""  # (obéir à: obey)
    return f"{'Who' if who else 'What'} {text}{tail}?"


@builder("que")
def _que(pr, lang, clause: Clause):
    """*Que manges-tu?* / *What are you eating?* (the same English as *Qu'est-ce que tu
    manges?*)"""
    if lang == "en":
        return "What " + _en_yes_no(pr, clause)
    text = _inverted(pr, clause)
    que = "Qu'" if text[0] in "aeéèêiouy" else "Que "
    return f"{que}{text}?"


def _asked_clause(rng, sampler, ok) -> Clause:
    from . import grammar_v3 as v3

    for _ in range(50):
        c = _plain(sampler.clause(rng.choice(("p", "pc", "f"))))
        if c.verb.fr != "avoir" and v3.question_allowed(c) and ok(c):
            return c
    return None


@register("ask", 0.3)
def ask(rng: random.Random, sampler):
    x = rng.random()
    if x < 0.25:
        tags = frozenset({"person", "place", "building", "animal", "object", "food"})
        y = rng.random()
        if y < 0.3:
            i = rng.choice((1, 2, 3, 5, 6, 7))  # (elle, elles: she, not he)
            gender = {2: "m", 3: "f", 6: "m", 7: "f"}.get(i) or rng.choice("mf")
            subj = Pronoun(i, gender)
        elif y < 0.45:
            from .kind_parts import draw_name

            subj = draw_name(rng)
        else:
            subj = sampler.noun_phrase(tags, "subj")
            subj.pp = None
            if subj.det[0] in ("indef", "num"):
                subj.det = ("def",)
        tense = "p" if rng.random() < 0.75 else "i"
        args = {"subj": subj, "tense": tense}
        return Construction("like", args, lemmas_of(subj, verbs=("être",)))
    if x < 0.5:
        np = sampler.noun_phrase(
            frozenset({"building", "object", "animal", "food", "person"}), "obj"
        )
        while "mass" in np.noun.tags:  # (not "Is there a butter?")
            np = sampler.noun_phrase(frozenset({"building", "object", "animal"}), "obj")
        np.pp, np.det, np.pre, np.post = None, ("indef",), None, None
        y = rng.random()
        place = rng.randrange(len(_HERE)) if y < 0.35 else None
        if y > 0.6:
            place = sampler.landmark(avoid=(np.noun.fr,), plain=True)
            if place[1].det[0] in ("indef", "num"):
                place[1].det = ("def",)
        form = rng.choice(("inversion", "intonation", "est-ce"))
        args = {"np": np, "place": place, "form": form}
        nps = (np, place[1]) if isinstance(place, tuple) else (np,)
        return Construction("is_there", args, lemmas_of(*nps))
    if x < 0.6:
        place = sampler.landmark(plain=True)
        if place[1].det[0] in ("indef", "num"):
            place[1].det = ("def",)
        args = {"place": place, "tense": "p" if rng.random() < 0.75 else "i"}
        return Construction("what_there", args, lemmas_of(place[1]))
    if x < 0.85:

        def ok(c):
            comp = c.comp is not None and c.comp[0].fr == "avec"
            comp = comp and "person" in c.comp[1].noun.tags and c.verb.fr != "vouloir"
            prep = c.verb.fr_prep and isinstance(c.obj, NounPhrase)
            return comp or (
                prep and ("person" in c.obj.noun.tags or c.verb.fr in _QUOI)
            )

        c = _asked_clause(rng, sampler, ok)
        if c is not None and c.verb.fr_prep and isinstance(c.obj, NounPhrase):
            who = "person" in c.obj.noun.tags
            prep = (c.verb.fr_prep, c.verb.en_prep)
            c.obj = None
        elif c is not None:
            who, prep = True, (c.comp[0].fr, c.comp[0].en)
            c.comp = None
        if c is not None:
            c.place = None
            inverted = isinstance(c.subj, Pronoun) and c.subj.index not in (0, 2, 3)
            inverted = inverted and rng.random() < 0.5
            return Construction(
                "prep_wh",
                {"clause": c, "prep": prep, "who": who, "inverted": inverted},
                _lemmas(Sentence([c])),
            )

    def direct(c):
        o = c.obj
        return (
            isinstance(o, NounPhrase)
            and not (c.verb.fr_prep or c.verb.en_prep)
            and "person" not in o.noun.tags
            and not c.neg
        )

    c = _asked_clause(rng, sampler, direct)
    i = rng.choice((1, 4, 5, 6, 7))
    c.subj = Pronoun(i, {6: "m", 7: "f"}.get(i) or rng.choice("mf"))  # ils, elles
    c.obj, c.place = None, None
    if c.tense == "p":
        c.aspect = (
            "now"  # Que manges-tu? / What are you eating? (as aspect.py's "doing")
        )
    return Construction("que", {"clause": c}, _lemmas(Sentence([c])))
