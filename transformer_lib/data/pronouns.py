"""Kinds of sentence of version 3: object pronouns before the verb, stressed pronouns
after a preposition.

- ``clitic``: *me, te, le, la, nous, vous, les* (direct object) and *me, te, lui, nous,
  vous, leur* (indirect object) before the verb, in the present, the passé composé (the
  participle agrees with a direct object before it: *Je l'ai vue.* / *I saw her.*), the
  future, negative, asked with *est-ce que*, and the negative imperative (*Ne le mange
  pas!* / *Don't eat it!*, ending in '!' or '.' as every imperative of the corpus).
  English puts its object pronoun after the verb: *Je t'appelle.* / *I call you.*, *Il
  la regarde.* / *He looks at her.*, *Je lui donne le livre.* / *I give him the book.* The corpus's rule for the third person: a verb of people
  (:data:`PEOPLE_VERBS`) takes *him, her, them*, a verb of things (:data:`THING_VERBS`)
  *it, them*; *lui*, and an elided *l'* that no participle agrees with (*je l'appelle*),
  say no gender in French: English says *him* (one English for one French).
- ``stressed``: *moi, toi, lui, elle, nous, vous, eux, elles* after *avec, sans, pour*
  (*with me, without you, for him*), after *de* (*parler de toi* / *talk about you*,
  *être fier de toi* / *be proud of you*) and *chez* (*chez moi* / *at my place*, *to my
  place* after a verb of motion); in the present, passé composé and future, negative or
  asked, and in the imperative (*Viens avec moi!* / *Come with me!*). Never the
  subject's own person (not *je travaille avec moi*, nor *il est chez lui*, which says
  *at home*).
"""

from __future__ import annotations

import random

from .kind_parts import (
    PERSON,
    Construction,
    builder,
    draw_subject,
    lemmas_of,
    person_number,
    subject_tree,
)
from .kinds_v3 import register
from .structures import NounPhrase, Pronoun

__all__ = ["PEOPLE_VERBS", "THING_VERBS", "TO_VERBS", "GIVE_VERBS", "STRESSED_VERBS"]

# French verb: English verb (and particle), for a direct object of people ...
PEOPLE_VERBS = {
    "appeler": "call",
    "aider": "help",
    "inviter": "invite",
    "remercier": "thank",
    "rencontrer": "meet",
    "embrasser": "kiss",
    "voir": "see",
    "regarder": "look at",
    "écouter": "listen to",
    "attendre": "wait for",
    "chercher": "look for",
    "connaître": "know",
    "comprendre": "understand",
    "suivre": "follow",
}
# ... of things (it, them)
THING_VERBS = {
    "manger": "eat",
    "boire": "drink",
    "acheter": "buy",
    "prendre": "take",
    "lire": "read",
    "ouvrir": "open",
    "fermer": "close",
    "perdre": "lose",
    "vendre": "sell",
    "trouver": "find",
}
# an indirect object of people: je lui parle / I talk to him
TO_VERBS = {
    "parler": "talk to",
    "téléphoner": "phone",
    "écrire": "write to",
    "répondre": "answer",
}
# an indirect object and a thing: je lui donne le livre / I give him the book
GIVE_VERBS = {
    "donner": ("give", "clothes drink food object"),
    "montrer": ("show", "clothes food object"),
    "envoyer": ("send", "clothes object"),
    "prêter": ("lend", "clothes object vehicle"),
    "apporter": ("bring", "clothes drink food object"),
}
# (French, English) time adverbs of a tense
_WHEN = {
    "pc": (("hier", "yesterday"),),
    "f": (("demain", "tomorrow"), ("ce soir", "this evening")),
}
_EN_TENSE = {"p": "p", "pc": "ps", "f": "f"}
# verbs one does not forbid (not "Don't understand her!")
_NOT_TOLD = frozenset("comprendre connaître trouver perdre voir rencontrer".split())


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _object_fr(pr, obj: tuple, dative: bool):
    """The French pronoun of ``obj`` = (person, number, gender, thing?)."""
    pe, n, g, _ = obj
    if pe == 3 and not dative:  # le, la, les: a noun phrase made a pronoun agrees
        return (
            pr.NP(pr.D("le"), pr.N("fille" if g == "f" else "garçon").g(g)).n(n).pro()
        )
    return pr.Pro("moi").pe(pe).n(n).g(g).c("dat" if dative else "acc")


def _object_en(pr, obj: tuple):
    pe, n, g, thing = obj
    return pr.Pro("me").pe(pe).n(n).g("n" if thing else g)


def _agree(pr, text: str, verb: str, obj: tuple) -> str:
    """pyrealb agrees the participle with le, la, les but not with me, te, nous, vous:
    *il m'a vue* (a woman speaks), *je vous ai appelés*."""
    pe, n, g, _ = obj
    plain = pr.V(verb).t("pp").realize().strip()
    agreed = pr.V(verb).t("pp").g(g).n(n).realize().strip()
    if pe == 3 or plain == agreed:
        return text
    words = text.split(" ")
    for i, w in enumerate(words):
        if w.rstrip(".?!") == plain:
            words[i] = agreed + w[len(plain) :]
            break
    return " ".join(words)


def _thing(pr, thing, lang: str, negated: bool):
    """The direct object after an indirect pronoun, as a negation says it (*pas de
    paquets* / *not any packets*)."""
    from .realiser import _Realiser

    return _Realiser(lang).np(pr, thing, direct_neg=negated)


@builder("clitic")
def _clitic(pr, lang, subj, verb, obj, thing, tense, neg, asked, when, end="!"):
    from .aspect import ongoing

    fr = lang == "fr"
    dative = verb in TO_VERBS or verb in GIVE_VERBS
    imperative = isinstance(subj, Pronoun) and tense == "ip"
    if fr:
        v = pr.V(verb)
        if imperative:
            v = v.pe(person_number(subj)[0]).n(person_number(subj)[1])
        comps = [_object_fr(pr, obj, dative)]
        if thing is not None:  # (ne leur envoie pas de paquets: de after a negation)
            comps.append(_thing(pr, thing, lang, neg or imperative))
        vp = pr.VP(v, *comps)
        after = [pr.Q(when[0])] if when else []
        if imperative:
            text = pr.S(vp).t("ip").typ({"neg": True}).realize().strip()
            return text[:-1] + end
        head = [pr.Q("est-ce"), pr.C("que")] if asked else []
        s = pr.S(*head, subject_tree(pr, subj, lang), vp, *after).t(tense)
        s = s.typ({"neg": True}) if neg else s
        text = (s.a("?") if asked else s).realize().strip()
        return _agree(pr, text, verb, obj) if tense == "pc" and not dative else text
    english = {**PEOPLE_VERBS, **THING_VERBS, **TO_VERBS}.get(verb)
    head, *particle = (english or GIVE_VERBS[verb][0]).split()
    pronoun = _object_en(pr, obj)
    if particle:
        comps = [pr.PP(pr.P(particle[0]), pronoun)]
    elif thing is not None:  # give him the book (do not send them any parcels)
        comps = [pronoun, _thing(pr, thing, lang, neg or imperative)]
    else:
        comps = [pronoun]
    if imperative:
        vp = pr.VP(pr.V(head).t("b"), *comps).realize().strip()
        return f"Don't {vp}{end}"
    after = [pr.Q(when[1])] if when else []
    s = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V(head), *comps), *after)
    types = {"neg": neg} | ({"int": "yon"} if asked else {})
    if tense == "p" and ongoing(verb):  # je t'attends / I am waiting for you (aspect)
        types["prog"] = True
    return s.t(_EN_TENSE[tense]).typ(types).realize().strip()


def _draw_object(rng, subj, people: bool, dative: bool) -> tuple:
    """(person, number, gender, thing?) of an object pronoun, never the subject's own
    person (not "je me vois", a reflexive), nor me / nous after je / nous."""
    if not people:
        return (3, rng.choice("ssp"), rng.choice("mf"), True)
    pe_s, n_s = person_number(subj) if not isinstance(subj, NounPhrase) else (3, "x")
    options = [
        (pe, n)
        for pe in (1, 2, 3)
        for n in "sp"
        if pe != pe_s or (pe == 3 and not isinstance(subj, Pronoun))
    ]
    pe, n = rng.choice(options + [(3, "s")] * 2)
    return (pe, n, rng.choice("mf"), False)


def _unseen_gender(obj: tuple, verb: str, tense: str) -> tuple:
    """*lui*, and *l'* where no participle agrees with it (*je l'appelle*), say no
    gender: English says *him* (one English for one French)."""
    pe, n, g, thing = obj
    if thing or pe != 3 or n != "s":
        return obj
    elided = verb[0] in "aeéiouh" and tense != "pc"
    if verb in TO_VERBS or verb in GIVE_VERBS or elided:
        return (pe, n, "m", thing)
    return obj


@register("clitic", 0.3)
def clitic(rng: random.Random, sampler):
    x = rng.random()
    table = (
        PEOPLE_VERBS
        if x < 0.4
        else THING_VERBS
        if x < 0.65
        else TO_VERBS
        if x < 0.8
        else GIVE_VERBS
    )
    verb = rng.choice(sorted(table))
    dative = table in (TO_VERBS, GIVE_VERBS)
    thing = None
    lemmas = lemmas_of(verbs=(verb,))
    if table is GIVE_VERBS:
        thing = sampler.noun_phrase(frozenset(GIVE_VERBS[verb][1].split()), "obj")
        thing.pp = None
        if thing.det[0] in ("dem", "poss3") or thing.det == ("part",):
            thing.det = ("def",)
        lemmas = lemmas_of(thing, verbs=(verb,))
    if verb not in _NOT_TOLD and rng.random() < 0.15:  # ne le mange pas
        subj = Pronoun(rng.choice((1, 5)), rng.choice("mf"))
        obj = _unseen_gender(
            _draw_object(rng, subj, table is not THING_VERBS, dative), verb, "ip"
        )
        args = {"subj": subj, "verb": verb, "obj": obj, "thing": thing, "tense": "ip"}
        args.update(neg=True, asked=False, when=None, end=rng.choice("!."))
        return Construction("clitic", args, lemmas)
    subj = draw_subject(rng, sampler, PERSON, pronoun=0.6, name=0.2)
    if isinstance(subj, NounPhrase):
        subj.det = ("def",) if subj.det[0] in ("poss3", "dem") else subj.det
    obj = _draw_object(rng, subj, table is not THING_VERBS, dative)
    tense = rng.choice(("p", "p", "pc", "pc", "f", "f"))
    obj = _unseen_gender(obj, verb, tense)
    asked = rng.random() < 0.12
    neg = not asked and rng.random() < 0.2
    when = rng.choice(_WHEN[tense]) if tense in _WHEN and rng.random() < 0.3 else None
    args = {"subj": subj, "verb": verb, "obj": obj, "thing": thing, "tense": tense}
    args.update(neg=neg, asked=asked, when=when)
    return Construction("clitic", args, lemmas)


# --- Stressed pronouns ---------------------------------------------------------------------

# French verb: (English, the prepositions it takes here); "chez" after a verb of motion
# is English "to my place", after the others "at my place"
STRESSED_VERBS = {
    "travailler": ("work", "avec sans pour chez"),
    "manger": ("eat", "avec sans chez"),
    "jouer": ("play", "avec sans"),
    "partir": ("leave", "avec sans"),
    "venir": ("come", "avec chez"),
    "aller": ("go", "chez"),
    "danser": ("dance", "avec"),
    "voyager": ("travel", "avec sans"),
    "chanter": ("sing", "avec pour"),
    "dormir": ("sleep", "chez"),
    "rester": ("stay", "avec chez"),
    "parler": ("talk", "de avec"),
    "être": ("be", "fier chez avec"),
}
_PREP_EN = {"avec": "with", "sans": "without", "pour": "for", "de": "about"}
_MOTION = frozenset({"venir", "aller"})
_OWNER_EN = {
    (1, "s"): "my",
    (2, "s"): "your",
    (1, "p"): "our",
    (2, "p"): "your",
    (3, "p"): "their",
}


@builder("stressed")
def _stressed(pr, lang, subj, verb, prep, who, tense, neg, asked, end="!"):
    fr = lang == "fr"
    pe, n, g = who
    if fr:
        pronoun = pr.Pro("moi").pe(pe).n(n).g(g)
        if prep == "fier":  # être fier de toi (the adjective agrees with the subject)
            pe_s, n_s = person_number(subj)
            g_s = getattr(subj, "gender", "m")
            proud = pr.A("fier").g(g_s).n(n_s)
            comps = [proud, pr.PP(pr.P("de"), pronoun)]
        else:
            comps = [pr.PP(pr.P(prep), pronoun)]
        vp = pr.VP(pr.V(verb), *comps)
    else:
        pronoun = pr.Pro("me").pe(pe).n(n).g(g)
        if prep == "fier":
            comps = [pr.A("proud"), pr.PP(pr.P("of"), pronoun)]
        elif prep == "chez":
            owner = _OWNER_EN.get((pe, n)) or ("her" if g == "f" else "his")
            at = "to" if verb in _MOTION else "at"
            comps = [pr.Q(f"{at} {owner} place")]
        else:
            comps = [pr.PP(pr.P(_PREP_EN[prep]), pronoun)]
        vp = pr.VP(pr.V(STRESSED_VERBS[verb][0]), *comps)
    if tense == "ip":  # viens avec moi / come with me
        if fr:
            pe_s, n_s = person_number(subj)
            vp = pr.VP(pr.V(verb).pe(pe_s).n(n_s), *vp.elements[1:])
            return pr.S(vp).t("ip").realize().strip()[:-1] + end
        vp.elements[0].t("b")
        return _cap(vp.realize().strip()) + end
    s = pr.S(subject_tree(pr, subj, lang), vp)
    if fr:
        if asked:
            s = pr.S(pr.Q("est-ce"), pr.C("que"), *s.elements).a("?")
        return s.t(tense).typ({"neg": neg}).realize().strip()
    types = {"neg": neg} | ({"int": "yon"} if asked else {})
    return s.t(_EN_TENSE[tense]).typ(types).realize().strip()


@register("stressed", 0.2)
def stressed(rng: random.Random, sampler):
    verb = rng.choice(sorted(STRESSED_VERBS))
    prep = rng.choice(STRESSED_VERBS[verb][1].split())
    imperative = verb not in ("être", "parler") and prep != "de" and rng.random() < 0.15
    if imperative:
        subj = Pronoun(rng.choice((1, 5)), rng.choice("mf"))
    else:
        subj = draw_subject(rng, sampler, PERSON, pronoun=0.6, name=0.2)
        if isinstance(subj, NounPhrase):
            subj.number = "s" if prep == "fier" else subj.number
    pe_s, n_s = person_number(subj)
    third = not isinstance(subj, Pronoun) or pe_s == 3
    options = [
        (pe, n)
        for pe in (1, 2, 3)
        for n in "sp"
        if pe != pe_s and not (pe == 3 and third)
    ]
    pe, n = rng.choice(options)
    who = (pe, n, rng.choice("mf"))
    tense = "ip" if imperative else rng.choice(("p", "p", "pc", "f"))
    if verb == "être" and tense == "pc":
        tense = "p"  # (not "j'ai été chez toi", which says "I went")
    asked = not imperative and rng.random() < 0.12
    neg = not (imperative or asked) and rng.random() < 0.2
    args = {"subj": subj, "verb": verb, "prep": prep, "who": who, "tense": tense}
    args.update(neg=neg, asked=asked, end=rng.choice("!.") if imperative else "!")
    adjs = ("fier",) if prep == "fier" else ()
    return Construction("stressed", args, lemmas_of(subj, verbs=(verb,), adjs=adjs))
