"""The common clause grammar of corpus version 3: its tables, and the draws it adds.

Version 3 draws a clause as version 2 does (:meth:`.sampler._Sampler._clause`), then
(:func:`clause`) may make it reflexive (*elle s'est levée*), put a verb before its
infinitive (*je vais manger*, *nous pourrions partir*), choose a stronger negation (*ne ...
plus*, *jamais*, *rien*, *personne*), a partitive or generic article (*du lait* / *milk*,
*elle adore le fromage* / *she loves cheese*), proper names and possessives of every
person that agree with the subject (*Marie lave sa voiture* / *Marie washes her car*);
:func:`sentence_tense` adds the imparfait and :func:`imperative` the imperative. The
English of each construction is one rule of :mod:`.realiser` (``_Realiser.clause3``).
Every draw here is made by version 3 only: version 2's rows do not change.
"""

from __future__ import annotations

from .kind_parts import everyday_pronoun
from .lexicon import Verb
from .lexicon_verbs import ADVERBS
from .names import PEOPLE
from .structures import Clause, Coordination, Name, NounPhrase, On, Pronoun, _animate


def _fits(noun, tags) -> bool:
    return bool(tags & noun.tags) or noun.en in tags


__all__ = [
    "REFLEXIVES",
    "STATES",
    "MODALS",
    "VOULOIR",
    "TENSE_WEIGHTS",
    "P",
]

_PERSON = frozenset({"person"})
_ANIMATE = frozenset({"person", "animal"})

# Reflexive verbs: French lemma without its pronoun, English (verb and particle).
REFLEXIVES: tuple[Verb, ...] = (
    Verb("lever", "get up", _ANIMATE),
    Verb("laver", "get washed", _PERSON),
    Verb("coucher", "go to bed", _PERSON),
    Verb("réveiller", "wake up", _ANIMATE),
    Verb("habiller", "get dressed", _PERSON),
    Verb("promener", "go for a walk", _ANIMATE),
    Verb("dépêcher", "hurry up", _PERSON),
    Verb("asseoir", "sit down", _ANIMATE),
    Verb("reposer", "rest", _ANIMATE),
)

# vouloir with an object: je veux un café / I want a coffee; je voudrais / I would like
VOULOIR = Verb("vouloir", "want", _PERSON, frozenset({"food", "drink", "object"}))

# Verbs of state: their imparfait is the English simple past (il était content / he was
# happy, j'habitais à Paris / I lived in Paris); so is the imparfait of a habit, a clause
# with an adverb of frequency (nous mangions souvent ensemble / we often ate together);
# the imparfait of any other verb is the past continuous (je mangeais / I was eating).
STATES = frozenset(
    "être avoir aimer adorer détester préférer connaître savoir vouloir pouvoir devoir "
    "voir entendre croire comprendre habiter vivre respecter".split()
)

# verb + infinitive: the tenses each is drawn in ("c": conditional)
MODALS: dict[str, tuple[str, ...]] = {
    "pouvoir": ("p", "i", "c", "f"),  # can, could, could, will be able to
    "vouloir": ("p", "i", "c"),  # want to, wanted to, would like to
    "devoir": ("p", "c", "f"),  # have to (must not), should, will have to
    "aimer": ("p", "i", "c"),  # like -ing, liked -ing, would like to
    "préférer": ("p", "i", "c"),  # prefer to, preferred to, would prefer to
    "aller": ("p", "i"),  # am going to, was going to
    "venir": ("p", "i"),  # (venir de) have just, had just
}

# Objects of these verbs take a partitive (mass nouns): je bois du lait / I drink milk
PARTITIVE_VERBS = frozenset(
    "manger boire acheter vouloir avoir prendre préparer".split()
)
# Objects of these verbs said with le / les of a kind: il aime les chats / he likes cats
GENERIC_VERBS = frozenset("aimer adorer détester préférer".split())
# verbs drawn more often, so that partitive and generic articles are common
_TASTE = PARTITIVE_VERBS - {"avoir", "prendre", "préparer", "vouloir"} | GENERIC_VERBS
# un café / a coffee: drinks that one orders by the cup
_BY_THE_CUP = frozenset("café thé jus".split())

# the tenses of a sentence: present, passé composé, future, imparfait
TENSE_WEIGHTS = {"p": 0.3, "pc": 0.25, "f": 0.2, "i": 0.25}
# a time adverb of the imparfait is one of the passé composé (hier), of the conditional
# one of the present
ADVERB_TENSE = {"i": "pc", "c": "p"}

# probabilities of the draws of version 3
P = {
    "reflexive": 0.08,  # a clause with a reflexive verb
    "vouloir": 0.04,  # a clause of vouloir with an object
    "imperative": 0.15,  # a one-clause sentence in the imperative
    "adverb": 0.2,  # (about 8 % of the clauses get one) an adverb of lexicon_verbs
    "please": 0.4,  # an imperative (tu, vous, not negated) with s'il te plaît
    "modal": 0.24,  # a verb before the infinitive
    "conditional": 0.35,  # a modal clause in the conditional
    "strong_neg": 0.5,  # a negation other than ne ... pas
    "name": 0.12,  # a person subject that is a first name
    "on": 0.05,  # a person subject that is "on"
    "pronoun": 0.3,  # a person subject that is a pronoun drawn as people speak (je most)
    "aller": 0.4,  # of the modals a clause may take, aller (je vais partir)
    "name_obj": 0.3,  # a person object or recipient that is a first name
    "own": 0.55,  # a possessive that is the subject's own
    "my": 0.12,  # a noun phrase with "the" that becomes the subject's own
    "partitive": 0.7,  # a mass object of eat, drink ... with du / de la
    "generic": 0.7,  # an object of like, love ... said of a kind
    "taste": 0.06,  # a clause of like, love, eat, drink, buy (see _TASTE)
}

# --- Drawing ----------------------------------------------------------------------------


def sentence_tense(s) -> str:
    return s.r.choices(list(TENSE_WEIGHTS), list(TENSE_WEIGHTS.values()))[0]


def subject(s, tags) -> Name | On | None:
    """A first name, "on" or a pronoun drawn as people speak (:func:`.everyday_pronoun`)
    as the subject of a verb of people (or None: the sampler's own draw)."""
    if "person" not in tags:
        return None
    x = s.r.random()
    if x < P["name"]:
        return Name(*s.r.choice(PEOPLE))
    if x < P["name"] + P["on"]:
        return On(s.r.choice("mf"))
    if x < P["name"] + P["on"] + P["pronoun"]:
        return everyday_pronoun(s.r)
    return None


def _possessor(subj) -> tuple | None:
    """The possessive determiner of the subject's own things (None: not clear)."""
    if isinstance(subj, Pronoun):
        i = subj.index  # je tu il elle nous vous ils elles
        return {0: ("poss", 0), 1: ("poss", 1), 4: ("poss", 2), 5: ("poss", 3)}.get(
            i, ("poss", 4) if i > 5 else ("poss3", subj.gender)
        )
    if isinstance(subj, On):
        return ("poss", 2)  # on lave notre voiture / we wash our car
    if isinstance(subj, Name):
        return ("poss3", subj.gender)
    if isinstance(subj, Coordination) or subj.number == "p":
        return ("poss", 4)
    if subj.noun.fr == "personne":  # la personne … sa mangue: their, not her
        return ("poss3", "t")
    return ("poss3", subj.gender if "person" in subj.noun.tags else "n")


def _noun_phrases(c: Clause, subject=False):
    """The noun phrases of a clause (and of its coordinations and place phrases)."""
    out = []

    def walk(x):
        if isinstance(x, NounPhrase):
            out.append(x)
            if x.pp:
                walk(x.pp[1])
        elif isinstance(x, Coordination):
            for i in x.items:
                walk(i)

    for x in (c.obj, c.recipient, c.place and c.place[1], c.comp and c.comp[1]):
        walk(x)
    if subject:
        walk(c.subj)
    return out


# a person's relation said with a possessive: ma fille is my daughter, not my girl
EN_RELATION = {"femme": "wife", "fille": "daughter"}


def relations(c: Clause) -> None:
    """*Tes filles* / *your daughters*, *sa femme* / *his wife*: after a possessive, the
    English of a relation (the noun alone is *girl*, *woman*)."""
    for np in _noun_phrases(c, subject=True):
        if np.det[0] in ("poss", "poss3") and np.noun.fr in EN_RELATION:
            np.noun = np.noun._replace(en=EN_RELATION[np.noun.fr])


def possessives(s, c: Clause) -> None:
    """Give each possessive a possessor: mon ton notre votre (any), son sa ses and leur
    the subject's only (after a subject of the third person), never on the subject."""
    own = _possessor(c.subj)
    if isinstance(c.subj, NounPhrase) and c.subj.det[0] == "poss":
        c.subj.det = ("poss", s.r.randrange(4))  # not "son chat dort": whose?
    for np in _noun_phrases(c):
        if "unique" in np.noun.tags:
            continue  # le soleil, never son soleil
        if np.det == ("def",) and "mass" not in np.noun.tags and s.chance(P["my"]):
            np.det = own  # elle lave sa voiture
        elif np.det[0] in ("poss", "poss3"):
            if s.chance(P["own"]):
                np.det = own
            else:  # (not "tu laves votre voiture", nor "vous lavez ta voiture")
                other = {1: 3, 5: 1}.get(getattr(c.subj, "index", None), None)
                np.det = ("poss", s.r.choice([i for i in range(4) if i != other]))


def articles(s, c: Clause) -> None:
    """Partitive (du lait) and generic (le fromage, les chats) objects; generic in the
    present and the imparfait only (j'aimais les chats: I liked cats), for the passé
    composé, the future and the conditional speak of given things (j'ai aimé les chats:
    I liked the cats)."""
    obj = c.obj
    if not isinstance(obj, NounPhrase):
        items = obj.items if isinstance(obj, Coordination) else []
    else:
        items = [obj]
    verb = c.verb.fr
    for np in items:
        if "unique" in np.noun.tags:
            continue  # j'aime le soleil / I like the sun
        mass = "mass" in np.noun.tags
        if verb in GENERIC_VERBS:
            if np.det[0] in ("def", "indef", "num") and s.chance(P["generic"]):
                np.det = ("def",)
                np.number = "s" if mass else "p"
            if (
                np.det == ("def",)
                and (mass or np.number == "p")
                and c.tense in ("p", "i")
            ):
                np.det = ("gen",)  # j'aime les chats: I like cats (always)
                np.pp = None
        elif verb in PARTITIVE_VERBS and mass and np.det == ("def",):
            if verb == "vouloir" and np.noun.fr in _BY_THE_CUP and s.chance(0.4):
                np.det = ("indef",)  # je voudrais un café
            elif s.chance(P["partitive"]):
                np.det = ("part",)


def names(s, c: Clause) -> None:
    """A person object or recipient may be a first name (not the subject's)."""
    taken = c.subj.name if isinstance(c.subj, Name) else None
    for slot in ("obj", "recipient"):
        x = getattr(c, slot)
        if isinstance(x, NounPhrase) and "person" in x.noun.tags:
            if s.chance(P["name_obj"]):
                name = s.r.choice([p for p in PEOPLE if p[0] != taken])
                setattr(c, slot, Name(*name))


def _strong_negation(s, c: Clause) -> None:
    options = ["jamais"] + (["plus"] if c.tense in ("p", "f", "i") else [])
    obj = c.obj
    simple = not (c.verb.fr_prep or c.verb.en_prep) and c.verb.obj is not None
    liking = c.verb.fr in GENERIC_VERBS  # not "on n'aimera rien"
    if simple and c.verb.obj & {"food", "drink", "object"} and not liking:
        options.append("rien")
    if simple and "person" in c.verb.obj and not isinstance(obj, Coordination):
        options.append("personne")
    weights = [3 if o in ("rien", "personne") else 1 for o in options]
    c.negation = s.r.choices(options, weights)[0]
    if c.negation in ("rien", "personne"):
        c.obj = None
    if c.negation in ("plus", "jamais"):
        # not "I will not swim any more quickly", nor "I have never eaten it yesterday"
        c.adv = None


def _retense(s, c: Clause, tense: str) -> None:
    """Give a clause another tense, and drop a time adverb that does not fit it."""
    c.tense = tense
    if c.adv is not None:
        t = ADVERB_TENSE.get(tense, tense)
        if not any(a[:2] == c.adv and t in a[2] for a in s.lex.TIME_ADVERBS):
            c.adv = None  # not "ils aimeraient dormir hier"


def _modal(s, c: Clause) -> None:
    state = c.verb.fr in STATES
    animate = _animate(c.subj)
    options = [
        m
        for m, tenses in MODALS.items()
        if (c.tense in tenses or (c.tense == "pc" and "i" in tenses))
        and not (m == "venir" and (state or c.verb.fr == "être" or c.neg))
        and (animate or m in ("pouvoir", "aller", "venir"))  # not "le biscuit veut"
        and (m != c.verb.fr or m == "aller")  # not "nous aimons aimer"
        and not (m in ("aimer", "préférer") and c.verb.fr in GENERIC_VERBS)
        and not (m == "préférer" and c.neg)  # (il préférerait ne pas partir: not drawn)
    ]
    if not options:
        return
    if "aller" in options and s.chance(P["aller"]):
        c.modal = "aller"  # the future people say most: je vais partir
    else:
        c.modal = s.r.choice(options)
        if c.modal == "préférer" and len(options) > 1 and s.chance(0.7):
            # (préférer a third as often as the other modals)
            c.modal = s.r.choice([m for m in options if m != "préférer"])
    if c.tense == "pc":
        _retense(s, c, "i")  # j'ai pu: rather je pouvais
    if "c" in MODALS[c.modal] and s.chance(P["conditional"]):
        _retense(s, c, "c")
    if c.modal == "venir":
        c.adv = None  # not "I have just eaten now"
    if c.modal == "devoir" and c.tense == "f":
        c.neg = False  # tu ne devras pas: must not, or will not have to?


# adjectives of a state that has no end, which être does not say in the passé composé
_NO_PASSE_COMPOSE = frozenset({"mort"})


def clause(s, tense, force, rich, subject_pp) -> Clause:
    """A clause of version 3 (see the module's docstring)."""
    plain = force is None and not subject_pp
    x = s.r.random()
    verb = None
    if plain and x < P["reflexive"]:
        verb = s.r.choice(REFLEXIVES)
    elif plain and x < P["reflexive"] + P["vouloir"]:
        verb = VOULOIR
    elif plain and x < P["reflexive"] + P["vouloir"] + P["taste"]:
        # like, love, eat, drink ... of kinds and of mass nouns
        verbs = [v for v in s.lex.VERBS if v.fr in _TASTE and v.obj]
        verb = s.r.choice(verbs) if verbs else None
    if verb is not None:
        c = s._clause(tense, ("obj", verb, None), rich, False)
        c.reflexive = verb in REFLEXIVES
        if verb.fr in PARTITIVE_VERBS and isinstance(c.obj, NounPhrase):
            mass = [n for n in s.lex.NOUNS if "mass" in n.tags and _fits(n, verb.obj)]
            if mass and s.chance(0.6):  # du lait, de la soupe
                c.obj = s.noun_phrase(verb.obj, "obj", noun=s.r.choice(mass))
        if verb is VOULOIR and s.chance(0.4):
            _retense(s, c, "c")
    else:
        c = s._clause(tense, force, rich, subject_pp)
    if c.tense == "pc" and c.attr is not None and c.attr.fr in _NO_PASSE_COMPOSE:
        _retense(s, c, "i")  # il était mort (dead), not "il a été mort"
    if plain:
        if c.neg and not c.reflexive and c.tense != "c" and s.chance(P["strong_neg"]):
            _strong_negation(s, c)
        elif verb is None and s.chance(P["modal"]):
            _modal(s, c)
        names(s, c)
        articles(s, c)
    possessives(s, c)
    relations(c)
    mass_sizes(c)
    c.version3 = True
    return c


# sizes and ages, which a mass noun takes only as a portion (un petit sucre: a sugar lump)
_SIZES = frozenset("petit grand gros long court jeune vieux nouveau".split())


def mass_sizes(c: Clause) -> None:
    """No size or age on a mass noun: *le sucre*, not *le petit sucre* (*the small
    sugar*); its other adjectives stay (*du bon pain* / *good bread*)."""
    for np in _noun_phrases(c, subject=True):
        if "mass" not in np.noun.tags:
            continue
        if np.pre is not None and np.pre.fr in _SIZES:
            np.pre = None
        if np.post is not None and np.post.fr in _SIZES:
            np.post = None


# places one goes *sur*, not *à* (aller sur une île, sur la colline; but à la plage)
SUR_PLACES = frozenset({"île", "colline", "route", "pont"})


def fr_object_prep(c: Clause, prep: str | None) -> str | None:
    """The French preposition of a clause's object: *sur* for the places of SUR_PLACES
    after *à* in version 3 (*nous allons sur une île*, not *à une île*), else ``prep``."""
    if c.version3 and prep == "à" and getattr(c.obj, "noun", None) is not None:
        if c.obj.noun.fr in SUR_PLACES:
            return "sur"
    return prep


def now_progressive(c: Clause) -> bool:
    """Is the clause an action of now in the present, which English says in the
    progressive (*I am not dancing today*; a state stays simple: *I like it today*)?
    The rule is :func:`.aspect.progressive`'s."""
    from .aspect import progressive

    return progressive(c)


def adverb(s, c: Clause) -> None:
    """Maybe give a clause one of :data:`.lexicon_verbs.ADVERBS` that fits it: its tense,
    negation (ne ... pas only), object (none for an adverb of intransitive verbs), verb
    and place (ici, dehors ... never beside a place phrase); not with être, a modal, a
    time adverb or the conditional; in the imparfait, only the adverbs of frequency,
    whose records allow it (a habit: *nous mangions souvent*)."""
    if not s.chance(P["adverb"]):
        return
    if c.modal or c.adv is not None or c.verb.fr == "être" or c.negation != "pas":
        return
    options = [
        a
        for a in ADVERBS
        if c.tense in a.tenses
        and (a.neg or not c.neg)
        and (a.obj or (c.obj is None and c.verb.obj is None))
        and (a.verbs is None or c.verb.fr in a.verbs)
        and not (a.kind == "place" and c.place is not None)
    ]
    if options:
        c.adverb = s.r.choice(options)


def imperative(s, c: Clause) -> None:
    """Make a clause of a verb of people an imperative (tu, nous or vous)."""
    index = s.r.choice((1, 4, 5))
    c.subj = Pronoun(index, s.r.choice("mf"))
    c.tense, c.question, c.adv, c.modal, c.negation = "ip", False, None, None, "pas"
    c.adverb = None
    c.please = index != 4 and not c.neg and s.chance(P["please"])
    c.end = s.r.choice("!.")  # "Viens ici." as often as "Viens ici !"
    possessives(s, c)
    relations(c)


def can_be_imperative(c: Clause) -> bool:
    return (
        "person" in c.verb.subj
        and c.verb.fr not in STATES  # not "aime les taxis !"
        and c.modal is None
        and c.negation == "pas"
    )


def question_allowed(c: Clause) -> bool:
    """No questions with the strong negations, venir de, devoir (have to) or vouloir,
    nor negative questions with pouvoir (pyrealb: "Cannot she read ...?")."""
    return not (
        c.negation != "pas"
        or (c.modal == "pouvoir" and c.neg)
        or (c.adverb is not None and not c.adverb.question)
        or c.modal == "venir"
        or (c.modal == "devoir" and c.tense != "c")
        or c.tense == "ip"
    )
