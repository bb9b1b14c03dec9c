"""A kind of sentence of version 3: polite requests, advice and wishes, ``polite``.

The common grammar says *pouvoir, vouloir, devoir, aimer* in the conditional inside
long clauses and asks with *est-ce que*; this kind says the short sentences of everyday
politeness, each with an infinitive (one of :data:`HELP`, a reflexive verb of
:mod:`.reflexive_verbs` or the verb phrase of a clause of the common grammar):

- asking with inversion: *Pourriez-vous m'aider ?* / *Could you help me?*, *Pourrais-tu
  fermer la porte, s'il te plaît ?* / *Could you close the door, please?*, *Peux-tu
  m'attendre ?*, *Pouvez-vous vous asseoir ?* / *Can you wait for me?*, *Can you sit
  down?* (the present is *can*, the conditional *could*);
- advice: *Tu devrais te reposer.* / *You should rest.*, *Vous ne devriez pas partir.* /
  *You should not leave.*, *Paul devrait dormir.* / *Paul should sleep.*;
- suggestions: *On pourrait aller au parc.*, *Nous pourrions aller au parc.* / *We could
  go to the park.*;
- wishes: *Je voudrais partir.*, *J'aimerais partir.* / *I would like to leave.*;
- *Ce serait + adjective* / *It would be ...* (:data:`WOULD_BE`), maybe negative.
"""

from __future__ import annotations

import random

from .kind_parts import (
    Construction,
    builder,
    draw_subject,
    lemmas_of,
    person_number,
    subject_tree,
)
from .kinds_v3 import register
from .realiser import _Realiser
from .reflexive_verbs import VERBS, fr_infinitive
from .structures import NounPhrase, On, Pronoun

__all__ = ["HELP", "WOULD_BE", "polite"]

# infinitives with me / nous, asked of tu or vous: (French, English, verb)
HELP = (
    ("m'aider", "help me", "aider"),
    ("nous aider", "help us", "aider"),
    ("m'attendre", "wait for me", "attendre"),
    ("nous attendre", "wait for us", "attendre"),
    ("m'appeler", "call me", "appeler"),
    ("me rappeler", "call me back", "rappeler"),
    ("répéter", "repeat that", "répéter"),
    ("parler plus lentement", "speak more slowly", "parler"),
    ("me montrer le chemin", "show me the way", "montrer"),
    ("me passer le sel", "pass me the salt", "passer"),
    ("fermer la porte", "close the door", "fermer"),
    ("ouvrir la fenêtre", "open the window", "ouvrir"),
)
# ce serait + adjective / it would be + adjective
WOULD_BE = (
    ("bien", "good"),
    ("génial", "great"),
    ("parfait", "perfect"),
    ("dommage", "a pity"),
    ("facile", "easy"),
    ("difficile", "difficult"),
    ("mieux", "better"),
    ("possible", "possible"),
    ("dangereux", "dangerous"),
    ("gentil", "kind"),
    ("intéressant", "interesting"),
    ("drôle", "funny"),
)
# the reflexive verbs one asks someone to do: Pourriez-vous vous asseoir ?
_ASKED = frozenset("asseoir dépêcher arrêter lever préparer".split())
# what ce ne serait pas says: Ce ne serait pas facile.
_CAN_NOT = frozenset("facile difficile possible dangereux gentil intéressant".split())
_ASK = {("c", "s"): "pourrais-tu", ("c", "p"): "pourriez-vous"}
_ASK |= {("p", "s"): "peux-tu", ("p", "p"): "pouvez-vous"}


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _infinitive(pr, lang, subj, what) -> str:
    """The infinitive phrase ``what``: ("help", i), ("refl", i) or ("clause", c)."""
    how, x = what
    fr = lang == "fr"
    if how == "help":
        return HELP[x][0 if fr else 1]
    if how == "refl":
        return fr_infinitive(subj, VERBS[x].fr) if fr else VERBS[x].en
    comps = _Realiser(lang).complements(pr, x)
    if fr:
        return pr.VP(pr.V(x.verb.fr), *comps).t("b").realize().strip()
    head, *particle = x.verb.en.split()
    rest = [pr.Q(" ".join(particle))] if particle else []
    return pr.VP(pr.V(head).t("b"), *rest, *comps).realize().strip()


@builder("polite")
def _polite(pr, lang, how: str, subj, what, neg=False, tense="c", please=False):
    fr = lang == "fr"
    if how == "would_be":
        adj = WOULD_BE[what][0 if fr else 1]
        if fr:
            return f"Ce {'ne serait pas' if neg else 'serait'} {adj}."
        return f"It would {'not ' if neg else ''}be {adj}."
    inf = _infinitive(pr, lang, subj, what)
    if how == "ask":
        n = person_number(subj)[1]
        if fr:
            end = (
                (", s'il vous plaît" if n == "p" else ", s'il te plaît")
                if please
                else ""
            )
            return _cap(f"{_ASK[tense, n]} {inf}{end}?")
        return f"{'Could' if tense == 'c' else 'Can'} you {inf}{', please' if please else ''}?"
    modal = {"should": "devoir", "could": "pouvoir", "like": "vouloir", "love": "aimer"}
    if fr:
        vp = pr.VP(pr.V(modal[how]), pr.Q(inf))
        s = pr.S(subject_tree(pr, subj, lang), vp).t("c")
        return (s.typ({"neg": True}) if neg else s).realize().strip()
    word = {"should": "should", "could": "could"}.get(how, "would")
    if how in ("like", "love"):
        inf = f"like to {inf}"
    head = subject_tree(pr, subj, lang).realize().strip()
    return _cap(f"{head} {word} {'not ' if neg else ''}{inf}.")


def _clause_vp(rng, sampler, obj=False):
    """A clause of the common grammar whose verb phrase says what a person does (with
    an object: ``obj``)."""
    from .grammar_v3 import STATES

    for _ in range(30):
        c = sampler.clause("p")
        if (
            "person" in c.verb.subj
            and c.verb.fr not in STATES | {"être"}
            and not (c.modal or c.reflexive or c.attr is not None)
            and (c.obj is not None or not obj)
        ):
            c.neg, c.negation, c.question = False, "pas", False
            c.adv = c.adverb = None
            if rng.random() < 0.7:
                c.place = c.comp = None  # (short requests, mostly)
            return c
    return None


def _what(rng, sampler, subj, helps: bool, ask=False):
    """An infinitive: one of HELP (asked of tu, vous), a reflexive verb or a clause's
    (what one asks of someone, ``ask``: a verb of _ASKED, a verb with an object)."""
    x = rng.random()
    if helps and x < 0.35:
        return ("help", rng.randrange(len(HELP)))
    if x < 0.6:
        options = [
            i
            for i, v in enumerate(VERBS)
            if "+" in v.imperative and not v.obj and (v.fr in _ASKED or not ask)
        ]
        return ("refl", rng.choice(options))
    c = _clause_vp(rng, sampler, obj=ask)
    if c is None:
        return ("help", rng.randrange(len(HELP)))
    if isinstance(subj, Pronoun) and subj.index in (1, 5):
        from .grammar_v3 import _noun_phrases

        # the addressee's own things: ton after tu, votre after vous (not "Pourriez-vous
        # laver ta voiture ?")
        yours = ("poss", subj.index // 2 + 1)  # tu: ton (1), vous: votre (3)
        for np in _noun_phrases(c):
            if np.det in (("poss", 1), ("poss", 3)):
                np.det = yours
    return ("clause", c)


def _lemmas(what):
    how, x = what
    if how == "help":
        return lemmas_of(verbs=(HELP[x][2],))
    if how == "refl":
        return lemmas_of(verbs=(VERBS[x].fr,))
    return lemmas_of(x.obj, x.recipient, x.place and x.place[1], verbs=(x.verb.fr,))


@register("polite", 0.16)
def polite(rng: random.Random, sampler):
    """A request, a piece of advice, a suggestion or a wish (see the module)."""
    x = rng.random()
    args = {}
    if x < 0.12:
        args = {"how": "would_be", "subj": None, "what": rng.randrange(len(WOULD_BE))}
        # (not "ce ne serait pas dommage")
        args["neg"] = WOULD_BE[args["what"]][0] in _CAN_NOT and rng.random() < 0.25
        return Construction("polite", args, lemmas_of(verbs=("être",)))
    if x < 0.45:
        subj = Pronoun(rng.choice((1, 5)), rng.choice("mf"))
        what = _what(rng, sampler, subj, helps=True, ask=True)
        args = {"how": "ask", "subj": subj, "what": what}
        args.update(tense=rng.choice("cp"), please=rng.random() < 0.3)
        lemmas = _lemmas(what)
        lemmas["verb"].add("pouvoir")
        return Construction("polite", args, lemmas)
    if x < 0.7:
        how = "should"
        if rng.random() < 0.6:
            subj = Pronoun(rng.choice((1, 5)), rng.choice("mf"))
        else:
            subj = draw_subject(rng, sampler, pronoun=0.5, name=0.3)
            if isinstance(subj, NounPhrase):
                subj.pre = subj.post = None
    elif x < 0.85:
        how = "could"
        subj = On(rng.choice("mf")) if rng.random() < 0.5 else Pronoun(4, "m")
    else:
        how = rng.choice(("like", "love"))
        subj = Pronoun(rng.choice((0, 0, 4)), rng.choice("mf"))
    helps = isinstance(subj, Pronoun) and subj.index in (1, 5)
    what = _what(rng, sampler, subj, helps)
    args = {"how": how, "subj": subj, "what": what, "neg": rng.random() < 0.2}
    args["neg"] = args["neg"] and how == "should"
    lemmas = _lemmas(what)
    lemmas["verb"].add(
        {"should": "devoir", "could": "pouvoir", "like": "vouloir"}.get(how, "aimer")
    )
    return Construction("polite", args, lemmas)
