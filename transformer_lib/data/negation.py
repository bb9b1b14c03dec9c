"""Kinds of sentence of version 3: negations beyond *ne ... pas*.

- ``nobody``: *personne* and *rien* as the subject (*Personne ne répond.* / *Nobody
  answers.*, *Personne n'est venu.* / *Nobody came.*, *Rien n'a changé.* / *Nothing
  changed.*, *Personne n'est parfait.* / *Nobody is perfect.*), after *il y a* (*Il n'y a
  personne ici.* / *There is nobody here.*, *Il n'y avait rien dans le sac.* / *There was
  nothing in the bag.*, *Il n'y a plus de pain.* / *There is no more bread.*), and as the
  object of everyday verbs (*Je ne vois rien.* / *I do not see anything.*, *Elle ne
  connaît personne.* / *She does not know anyone.*);
- ``have_no``: *ne ... pas de* + noun after *avoir, vouloir, manger, boire, acheter,
  prendre* (*Il n'a pas de voiture.* / *He does not have a car.*, *Je ne mange pas de
  viande.* / *I do not eat meat.*), and *ne ... plus de*, *ne ... jamais de* (*Elle n'a
  plus de vélo.* / *She does not have a bike any more.*, *Je ne bois jamais de café.* /
  *I never drink coffee.*).

The corpus's English rules for these negations (one English for one French): *personne*
and *rien* as the subject or after *il y a* are *nobody* and *nothing* (*there is no* +
noun, as :mod:`.weather` writes *il n'y a pas de*); as the object, *not ... anyone* and
*not ... anything*, as the common clause grammar writes them (:mod:`.realiser`); *ne ...
plus* is *not ... any more*, *ne ... jamais* is *never*. The tenses are the corpus's: the
present is the simple present, the passé composé the simple past, the imparfait the
simple past of a state and the past progressive of an action (*Personne ne parlait.* /
*Nobody was talking.*). The object forms and ``have_no`` are clauses of the common
grammar (:class:`~.structures.Clause`), written by :mod:`.realiser`.
"""

from __future__ import annotations

import random

from . import grammar_v3 as v3
from .kind_parts import Construction, builder, lemmas_of
from .kind_parts import Name as _Name
from .kind_parts import draw_subject as _draw_subject
from .kinds_v3 import register
from .lexicon import Verb
from .structures import Clause, Name, NounPhrase, Sentence, _lemmas

__all__ = [
    "SUBJECT_VERBS",
    "NOBODY_ADJ",
    "NOTHING_VERBS",
    "NOTHING_ADJ",
    "OBJECT_VERBS",
]

# verbs whose subject may be personne, without an object (French lemma, English)
SUBJECT_VERBS = (
    ("répondre", "answer"),
    ("venir", "come"),
    ("parler", "talk"),
    ("rire", "laugh"),
    ("comprendre", "understand"),
    ("savoir", "know"),
    ("dormir", "sleep"),
    ("travailler", "work"),
    ("chanter", "sing"),
    ("danser", "dance"),
    ("écouter", "listen"),
    ("bouger", "move"),
    ("partir", "leave"),
    ("arriver", "arrive"),
    ("attendre", "wait"),
    ("entrer", "come in"),
    ("sortir", "go out"),
    ("jouer", "play"),
)
# personne + verb + object (a noun phrase of the tags): Personne ne mange le gâteau.
SUBJECT_OBJECT_VERBS = (
    ("manger", "eat", frozenset({"food"})),
    ("boire", "drink", frozenset({"drink"})),
    ("voir", "see", frozenset({"animal", "object", "vehicle"})),
    ("aimer", "like", frozenset({"food", "object", "animal"})),
    ("prendre", "take", frozenset({"object", "food"})),
    ("acheter", "buy", frozenset({"object", "food", "vehicle"})),
)
# personne n'est + adjective (masculine singular): Personne n'est parfait.
NOBODY_ADJ = (
    ("parfait", "perfect"),
    ("content", "happy"),
    ("prêt", "ready"),
    ("malade", "ill"),
    ("fatigué", "tired"),
    ("libre", "free"),
    ("seul", "alone"),
    ("sûr", "sure"),
)
# rien + verb: Rien ne change. / Nothing changes.
NOTHING_VERBS = (
    ("changer", "change"),
    ("marcher", "work"),
    ("bouger", "move"),
    ("arriver", "happen"),
    ("commencer", "start"),
)
# rien n'est + adjective: Rien n'est facile. / Nothing is easy.
NOTHING_ADJ = (
    ("facile", "easy"),
    ("impossible", "impossible"),
    ("simple", "simple"),
    ("parfait", "perfect"),
    ("gratuit", "free"),
    ("prêt", "ready"),
    ("cher", "expensive"),
    ("sûr", "certain"),
)
# everyday verbs with rien / personne as the object (French lemma of lexicon_v3.VERBS)
OBJECT_VERBS = {
    "rien": "voir entendre comprendre manger boire acheter prendre trouver oublier "
    "vouloir toucher".split(),
    "personne": "voir entendre connaître attendre appeler aimer trouver chercher "
    "comprendre".split(),
}
# places after il n'y a personne / rien: adverbs (French, English)
_HERE = (("ici", "here"), ("dehors", "outside"), ("là", "there"))
_PLACE_PREPS = {"personne": ("dans", "devant"), "rien": ("dans", "sur", "sous")}
_FR_BE = {"p": "p", "past": "i", "f": "f"}
_EN_BE = {"p": ("is", "are"), "past": ("was", "were"), "f": ("will be", "will be")}
_EN_TENSE = {"p": "p", "pc": "ps", "f": "f", "i": "ps"}
_TENSES = ("p", "p", "pc", "f", "i")


def _il(pr):
    return pr.Pro("je").pe(3).g("m").n("s")


def _place_words(pr, lang, place) -> list:
    from .realiser import _Realiser

    if place is None:
        return []
    if isinstance(place, int):
        return [pr.Adv(_HERE[place][lang == "en"])]
    return [_Realiser(lang).pp(pr, place)]


@builder("none_there")
def _none_there(pr, lang, what, tense: str, place=None):
    """*Il n'y a personne ici.* / *There is nobody here.*; ``what`` is "personne",
    "rien" or a noun phrase (*Il n'y a plus de pain.* / *There is no more bread.*)."""
    from .weather import _noun_words

    fr = lang == "fr"
    where = _place_words(pr, lang, place)
    if fr:
        if what == "personne":
            vp, neg = pr.VP(pr.V("avoir"), pr.Pro("y"), pr.Q("personne"), *where), ""
        elif what == "rien":
            vp, neg = pr.VP(pr.V("avoir"), pr.Pro("y"), *where), "rien"
        else:
            obj = _noun_words(pr, what, lang, pr.D("de"))
            vp, neg = pr.VP(pr.V("avoir"), pr.Pro("y"), obj, *where), "plus"
        s = pr.S(_il(pr), vp).t(_FR_BE[tense]).typ({"neg": neg})
        return s.realize()
    plural = isinstance(what, NounPhrase) and what.number == "p"
    if what == "personne":
        words = "nobody"
    elif what == "rien":
        words = "nothing"
    else:
        words = "no more " + _noun_words(pr, what, lang, None).realize().strip()
    place_words = " ".join(w.realize().strip() for w in where)
    tail = f" {place_words}" if place_words else ""
    return f"There {_EN_BE[tense][plural]} {words}{tail}."


@builder("none_subject")
def _none_subject(pr, lang, who: str, verb, tense: str, obj=None, attr=None):
    """*Personne ne répond.* / *Nobody answers.*; *Rien n'est facile.* / *Nothing is
    easy.* ``verb`` is a pair (French, English) or None with ``attr`` (être + adjective);
    ``obj`` a noun phrase."""
    from .realiser import _Realiser

    fr = lang == "fr"
    i = fr is False
    if attr is not None:
        head = pr.V("être" if fr else "be")
        rest = [pr.A(attr[i])]
        state = True
    else:
        words = verb[i].split()
        head, rest = pr.V(words[0]), [pr.Q(w) for w in words[1:]]
        state = verb[0] in v3.STATES
    if obj is not None:
        rest.append(_Realiser(lang).np(pr, obj))
    if fr:
        subj = pr.Q(who)
        s = pr.S(subj, pr.VP(head, *rest)).t(tense).typ({"neg": ""})
        return s.realize()
    subj = pr.Q("nobody" if who == "personne" else "nothing")
    s = pr.S(subj, pr.VP(head, *rest)).t(_EN_TENSE[tense])
    if tense == "i" and not state:
        s = s.typ({"prog": True})  # personne ne parlait / nobody was talking
    return s.realize()


def draw_subject(rng, sampler, tags):
    """A subject of :func:`.kind_parts.draw_subject` for a clause of the common grammar
    (its first names are :class:`.structures.Name`)."""
    subj = _draw_subject(rng, sampler, tags)
    return Name(subj.name, subj.gender) if isinstance(subj, _Name) else subj


def _verb(sampler, fr: str, obj: bool = True):
    return next(
        v
        for v in sampler.lex.VERBS
        if v.fr == fr and (v.obj is not None) == obj and not v.fr_prep
    )


# faire, dire with rien: je ne fais rien / I do not do anything, il n'a rien dit / he did
# not say anything (the lexicon's faire is "make", of things one makes; it has no dire)
_DO_SAY = (
    Verb("faire", "do", frozenset({"person"}), frozenset({"object"})),
    Verb("dire", "say", frozenset({"person"}), frozenset({"object"})),
)


@builder("do_nothing")
def _do_nothing(pr, lang, clause: Clause):
    """*Je ne fais rien.* / *I do not do anything.* (pyrealb reads the negative "do" as
    the auxiliary, "I do not anything": realise a regular verb, then put "do" back)."""
    from dataclasses import replace

    from .realiser import _Realiser

    if lang == "fr":
        return _Realiser(lang).sentence(pr, Sentence([clause]))
    own = replace(clause, verb=clause.verb._replace(en="own"))
    text = _Realiser(lang).sentence(pr, Sentence([own]))
    return text.replace(" owning ", " doing ").replace(" own ", " do ")


def _object_clause(rng, sampler):
    """A clause of the common grammar with rien or personne as its object."""
    negation = rng.choice(("rien", "rien", "personne"))
    if negation == "rien" and rng.random() < 0.25:
        verb = rng.choice(_DO_SAY)
    else:
        verb = _verb(sampler, rng.choice(OBJECT_VERBS[negation]))
    subj = draw_subject(rng, sampler, verb.subj & frozenset({"person"}) or verb.subj)
    tense = rng.choice(_TENSES)
    c = Clause(subj, verb, tense, neg=True, negation=negation, version3=True)
    s = Sentence([c])
    s.lemmas = _lemmas(s)
    if verb.fr == "faire":
        return Construction("do_nothing", {"clause": c}, s.lemmas)
    return s


@register("nobody", 0.1)
def nobody(rng: random.Random, sampler):
    x = rng.random()
    if x < 0.3:  # il n'y a personne / rien / plus de pain
        y = rng.random()
        what = "personne" if y < 0.45 else "rien" if y < 0.8 else None
        lemmas = lemmas_of(verbs=("avoir",))
        if what is None:  # il n'y a plus de pain, plus de pommes
            what = sampler.noun_phrase(frozenset({"food", "drink"}), "obj")
            what.pp = what.pre = what.post = None
            what.number = "s" if "mass" in what.noun.tags else "p"
            lemmas = lemmas_of(what, verbs=("avoir",))
        place = None
        z = rng.random()
        if z < 0.35:
            place = rng.randrange(len(_HERE))
        elif z < 0.8 and not isinstance(what, NounPhrase):
            # dans la cuisine, sur la table, devant la maison (not "loin du centre")
            preps = [p for p in sampler.lex.LOCATIONS if p.fr in _PLACE_PREPS[what]]
            place = sampler.landmark(plain=True, prep=rng.choice(preps))
            place[1].det, place[1].number = ("def",), "s"  # dans le jardin
            lemmas = lemmas_of(place[1], verbs=("avoir",))
        tense = rng.choice(("p", "p", "past", "f"))
        args = {"what": what, "tense": tense, "place": place}
        return Construction("none_there", args, lemmas)
    if x < 0.75:  # personne / rien as the subject
        tense = rng.choice(_TENSES)
        y = rng.random()
        args = {"tense": tense, "verb": None}
        if y < 0.35:
            args.update(who="personne", verb=rng.choice(SUBJECT_VERBS))
        elif y < 0.55:
            fr, en, tags = rng.choice(SUBJECT_OBJECT_VERBS)
            obj = sampler.noun_phrase(tags, "obj")
            obj.pp = obj.pre = obj.post = None
            # personne ne mange le gâteau, ce gâteau (not son gâteau, des gâteaux)
            obj.det = ("dem",) if rng.random() < 0.3 else ("def",)
            args.update(who="personne", verb=(fr, en), obj=obj)
            return Construction("none_subject", args, lemmas_of(obj, verbs=(fr,)))
        elif y < 0.7:
            args.update(who="personne", attr=rng.choice(NOBODY_ADJ))
            if tense == "pc":
                args["tense"] = "i"  # personne n'était prêt (not "n'a été")
        elif y < 0.85:
            args.update(who="rien", verb=rng.choice(NOTHING_VERBS))
        else:
            args.update(who="rien", attr=rng.choice(NOTHING_ADJ))
            if tense == "pc":
                args["tense"] = "i"
        verbs = (args["verb"][0],) if args["verb"] else ("être",)
        adjs = (args["attr"][0],) if args.get("attr") else ()
        return Construction("none_subject", args, lemmas_of(verbs=verbs, adjs=adjs))
    return _object_clause(rng, sampler)


# --- ne ... pas de + noun ---------------------------------------------------------------

# verb -> the tags of its objects (avoir: also a brother, a sister, time, money)
HAVE_NO = {
    "avoir": frozenset({"food"}),
    "vouloir": frozenset({"food", "drink"}),
    "manger": frozenset({"food"}),
    "boire": frozenset({"drink"}),
    "acheter": frozenset({"food", "drink", "clothes", "vehicle"}),
    "prendre": frozenset({"food", "drink"}),
}
_HAVE = frozenset("frère soeur enfant fils fille ami amie temps argent".split())
_HAVE |= frozenset("maison jardin téléphone ordinateur stylo parapluie clé".split())
_HAVE |= frozenset("chien chat lapin oiseau cheval voiture vélo moto".split())
# the tenses of each verb (not "il n'a pas eu de voiture", "nous ne prenions pas de thé")
_HAVE_TENSES = {"avoir": ("p", "p", "f", "i"), "prendre": ("p", "p", "pc", "f")}


@register("have_no", 0.07)
def have_no(rng: random.Random, sampler):
    """*Il n'a pas de voiture.* / *He does not have a car.*: a clause of the common
    grammar whose object has no article after the negation (pas, plus or jamais). A
    thing one eats or drinks is a mass (*pas de viande*) or a plural (*pas de pommes* /
    *any apples*); a thing one has or buys, one (*pas de voiture* / *a car*)."""
    fr = rng.choices(list(HAVE_NO), (4, 1.5, 2, 1.5, 1, 1))[0]
    verb = _verb(sampler, fr)
    tags = HAVE_NO[fr]
    nouns = [n for n in sampler.lex.NOUNS if n.tags & tags and n.fr != "boisson"]
    if fr == "avoir":
        nouns += [n for n in sampler.lex.NOUNS if n.fr in _HAVE]
    noun = rng.choice(nouns)
    obj = sampler.noun_phrase(tags | noun.tags, "obj", noun=noun)
    obj.pp = obj.pre = obj.post = None
    if "mass" in noun.tags:
        obj.det, obj.number = ("part",), "s"
    else:
        obj.det = ("indef",)
        food = noun.tags & {"food", "drink"}
        obj.number = "p" if food or rng.random() < 0.2 else "s"
    subj = draw_subject(rng, sampler, frozenset({"person"}))
    tense = rng.choice(_HAVE_TENSES.get(fr, _TENSES))
    negation = rng.choices(("pas", "plus", "jamais"), (6, 2, 1))[0]
    if negation == "jamais" and fr == "avoir":
        negation = "pas"  # not "il n'a jamais de poisson"
    if negation == "plus" and tense == "pc":
        tense = "p"
    c = Clause(subj, verb, tense, neg=True, obj=obj, negation=negation, version3=True)
    v3.possessives(sampler, c)
    s = Sentence([c])
    s.lemmas = _lemmas(s)
    return s
