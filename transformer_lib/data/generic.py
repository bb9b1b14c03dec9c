"""Kinds of sentence of version 3: generic articles (favourites are in
:mod:`.favourites`, food and quantities in :mod:`.food`).

French says a kind with *le / la / les* (*J'aime le chocolat.*, *La musique est
importante.*), English without an article (*I like chocolate.*, *Music is important.*).
The corpus's convention (one English for one French):

- the object of *aimer, adorer, détester, préférer* in the present or the imparfait, a
  mass or a plural with *le / les*, is a kind (:mod:`.grammar_v3`'s ``articles``): the kind
  ``likes`` draws these clauses of the common grammar with every person, in the present
  mostly, negated or asked (*Je n'aime pas les araignées.* / *I do not like spiders.*,
  *Est-ce que tu aimes le football?* / *Do you like football?*), of foods, drinks, animals,
  sports, music and school subjects;
- *les* + an animal (no adjective), the subject of a simple present (a habit, a state, a
  liking: :func:`.aspect.progressive` is false), is a kind, English's bare plural
  (:func:`.realiser.generic_subject`: *Les chats dorment beaucoup.* / *Cats sleep a
  lot.*, *Les abeilles aiment les fleurs.* / *Bees like flowers.*); a progressive keeps
  *the* (*Les chats dorment.* / *The cats are sleeping.*), and so do people (*Les élèves
  écoutent la maîtresse.* / *The pupils listen to the teacher.*), the other tenses,
  *être* and a clause with a place phrase (*Les chats sont dans la cour.* / *The cats are
  in the courtyard.*);
- any other subject with *le / les* is *the*, except where the sentence says what a kind is: *être* in the present with
  *dangereux, utile, important* (:func:`.realiser.generic_subject`: *Les chiens sont
  dangereux.* / *Dogs are dangerous.*) and the general truths of the kind ``general``,
  whose French the common grammar never writes (a complement of its own: *Le sucre est
  mauvais pour les dents.* / *Sugar is bad for your teeth.*, *Les feuilles tombent en
  automne.* / *Leaves fall in autumn.*, *Les chats dorment seize heures par jour.* /
  *Cats sleep sixteen hours a day.*);
- a demonstrative or a possessive is never a kind; meals and sports have no article in
  English (:mod:`.realiser`: *Le petit déjeuner est prêt.* / *Breakfast is ready.*).
"""

from __future__ import annotations

import random

from .kind_parts import Construction, builder, everyday_pronoun, lemmas_of
from .kind_parts import draw_name as _draw_name
from .kinds_v3 import register
from .lexicon import Noun
from .structures import Clause, Name, NounPhrase, Pronoun, Sentence, _lemmas

__all__ = ["SCHOOL_SUBJECTS", "FACT_SUBJECTS", "FACTS"]


_EN_TENSE = {"p": "p", "i": "ps", "pc": "ps", "f": "f"}


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


# --- likes: aimer, adorer, détester, préférer + a kind ---------------------------------

# school subjects and pastimes that the lexicon does not have (a mass: le / English none)
SCHOOL_SUBJECTS = (
    Noun("anglais", "m", "English", frozenset({"subject", "mass"})),
    Noun("français", "m", "French", frozenset({"subject", "mass"})),
    Noun("chimie", "f", "chemistry", frozenset({"subject", "mass"})),
    Noun("physique", "f", "physics", frozenset({"subject", "mass"})),
    Noun("biologie", "f", "biology", frozenset({"subject", "mass"})),
    Noun("lecture", "f", "reading", frozenset({"subject", "mass"})),
    Noun("peinture", "f", "painting", frozenset({"subject", "mass"})),
)
# the lexicon's nouns liked as a kind, by class (weights of the draw)
_LIKED = (
    ("mass food", 0.3),  # le chocolat, le fromage, le thé
    ("plural food", 0.15),  # les pommes, les frites
    ("animal", 0.25),  # les chats, les araignées
    ("pastime", 0.3),  # le football, la musique, la chimie
)
# nouns whose English plural reads badly as a kind (fruits, candies, ice creams)
_NOT_LIKED = frozenset(
    "fruit bonbon glace gens personne boisson nourriture plat goûter animal pou".split()
)
# the lexicon's mass nouns liked as pastimes besides the sports
_PASTIMES = frozenset("géographie musique art nature".split())
_GENERIC_VERBS = ("aimer", "adorer", "détester", "préférer")


def _liked_nouns(lex, kind: str) -> list:
    nouns = [n for n in lex.NOUNS if n.fr not in _NOT_LIKED and "unique" not in n.tags]
    if kind == "mass food":
        return [n for n in nouns if n.tags & {"food", "drink"} and "mass" in n.tags]
    if kind == "plural food":
        return [n for n in nouns if "food" in n.tags and "mass" not in n.tags]
    if kind == "animal":
        return [n for n in nouns if "animal" in n.tags and "mass" not in n.tags]
    pastimes = [
        n
        for n in nouns
        if "mass" in n.tags and ("sport" in n.tags or n.fr in _PASTIMES)
    ]
    return pastimes + list(SCHOOL_SUBJECTS)


def _subject(rng):
    if rng.random() < 0.25:
        name = _draw_name(rng)
        return Name(name.name, name.gender)
    return everyday_pronoun(rng)


@register("likes", 0.2)
def likes(rng: random.Random, sampler):
    """*J'aime le chocolat.* / *I like chocolate.*: a clause of the common grammar whose
    object is a kind (see the module)."""
    kind = rng.choices([k for k, _ in _LIKED], [w for _, w in _LIKED])[0]
    noun = rng.choice(_liked_nouns(sampler.lex, kind))
    fr = rng.choices(_GENERIC_VERBS, (5, 3, 2, 1.5))[0]
    verb = next(
        v
        for v in sampler.lex.VERBS
        if v.fr == fr and v.obj is not None and not v.fr_prep
    )
    mass = "mass" in noun.tags
    gender = noun.gender if noun.gender in ("m", "f") else "m"
    obj = NounPhrase(noun, gender, "s" if mass else "p", ("gen",))
    subj = _subject(rng)
    tense = "p" if rng.random() < 0.8 else "i"
    c = Clause(subj, verb, tense, obj=obj, version3=True)
    x = rng.random()
    if x < 0.25 and fr == "aimer":
        c.neg = True  # je n'aime pas le café / I do not like coffee
    elif x < 0.4 and not (isinstance(subj, Pronoun) and subj.index in (0, 4)):
        c.question = True  # est-ce que tu aimes le café? / do you like coffee?
    s = Sentence([c])
    s.lemmas = _lemmas(s)
    return s


# --- general: truths said of a kind ------------------------------------------------------

# key -> (French, gender, number, English, English number)
FACT_SUBJECTS = {
    "sucre": ("le sucre", "m", "s", "sugar", "s"),
    "sel": ("le sel", "m", "s", "salt", "s"),
    "chocolat": ("le chocolat", "m", "s", "chocolate", "s"),
    "bonbons": ("les bonbons", "m", "p", "sweets", "p"),
    "gâteaux": ("les gâteaux", "m", "p", "cakes", "p"),
    "légumes": ("les légumes", "m", "p", "vegetables", "p"),
    "fruits": ("les fruits", "m", "p", "fruit", "s"),
    "lait": ("le lait", "m", "s", "milk", "s"),
    "eau": ("l'eau", "f", "s", "water", "s"),
    "poisson": ("le poisson", "m", "s", "fish", "s"),
    "pommes": ("les pommes", "f", "p", "apples", "p"),
    "sport": ("le sport", "m", "s", "sport", "s"),
    "natation": ("la natation", "f", "s", "swimming", "s"),
    "vélo": ("le vélo", "m", "s", "cycling", "s"),
    "sommeil": ("le sommeil", "m", "s", "sleep", "s"),
    "musique": ("la musique", "f", "s", "music", "s"),
    "lecture": ("la lecture", "f", "s", "reading", "s"),
    "école": ("l'école", "f", "s", "school", "s"),
    "famille": ("la famille", "f", "s", "family", "s"),
    "amitié": ("l'amitié", "f", "s", "friendship", "s"),
    "santé": ("la santé", "f", "s", "health", "s"),
    "langues": ("les langues", "f", "p", "languages", "p"),
    "chats": ("les chats", "m", "p", "cats", "p"),
    "chiens": ("les chiens", "m", "p", "dogs", "p"),
    "oiseaux": ("les oiseaux", "m", "p", "birds", "p"),
    "chevaux": ("les chevaux", "m", "p", "horses", "p"),
    "ours": ("les ours", "m", "p", "bears", "p"),
    "hérissons": ("les hérissons", "m", "p", "hedgehogs", "p"),
    "feuilles": ("les feuilles", "f", "p", "leaves", "p"),
    "fleurs": ("les fleurs", "f", "p", "flowers", "p"),
    "arbres": ("les arbres", "m", "p", "trees", "p"),
    "jours": ("les jours", "m", "p", "days", "p"),
    "nuits": ("les nuits", "f", "p", "nights", "p"),
}
# (subjects, French predicate, English predicate): an adjective's four French forms
# (ms fs mp fp) and what follows it, or a verb's two forms (3s 3p) and what follows;
# English: the verb's forms (3s, 3p) and what follows
_BE_GOOD = ("bon", "bonne", "bons", "bonnes")
_BE_BAD = ("mauvais", "mauvaise", "mauvais", "mauvaises")
_IMPORTANT = ("important", "importante", "importants", "importantes")
FACTS = (
    (
        "légumes fruits lait eau poisson pommes sport natation vélo sommeil",
        ("adj", _BE_GOOD, "pour la santé"),
        ("good for your health",),
    ),
    (
        "sucre sel bonbons gâteaux chocolat",
        ("adj", _BE_BAD, "pour la santé"),
        ("bad for your health",),
    ),
    (
        "sucre bonbons gâteaux chocolat",
        ("adj", _BE_BAD, "pour les dents"),
        ("bad for your teeth",),
    ),
    (
        "lait poisson",
        ("adj", _BE_GOOD, "pour les os"),
        ("good for your bones",),
    ),
    (
        "musique lecture école famille amitié santé sommeil sport langues",
        ("adj", _IMPORTANT, ""),
        ("important",),
    ),
    (
        "chats",
        ("verb", ("dort", "dorment"), "seize heures par jour"),
        ("sleep", "sixteen hours a day"),
    ),
    ("chats", ("verb", ("voit", "voient"), "dans le noir"), ("see", "in the dark")),
    ("chevaux", ("verb", ("dort", "dorment"), "debout"), ("sleep", "standing up")),
    ("ours", ("verb", ("dort", "dorment"), "tout l'hiver"), ("sleep", "all winter")),
    (
        "hérissons",
        ("verb", ("dort", "dorment"), "tout l'hiver"),
        ("sleep", "all winter"),
    ),
    (
        "oiseaux",
        ("verb", ("construit", "construisent"), "leur nid au printemps"),
        ("build", "their nests in spring"),
    ),
    (
        "oiseaux",
        ("verb", ("part", "partent"), "vers le sud en automne"),
        ("fly", "south in autumn"),
    ),
    (
        "chiens",
        ("verb", ("a", "ont"), "besoin de sortir tous les jours"),
        ("need", "to go out every day"),
    ),
    ("feuilles", ("verb", ("tombe", "tombent"), "en automne"), ("fall", "in autumn")),
    (
        "arbres",
        ("verb", ("perd", "perdent"), "leurs feuilles en automne"),
        ("lose", "their leaves in autumn"),
    ),
    ("fleurs", ("verb", ("pousse", "poussent"), "au printemps"), ("grow", "in spring")),
    (
        "fleurs",
        ("verb", ("a", "ont"), "besoin d'eau et de soleil"),
        ("need", "water and sun"),
    ),
    (
        "jours",
        ("adj", ("court", "courte", "courts", "courtes"), "en hiver"),
        ("short in winter",),
    ),
    (
        "jours",
        ("adj", ("long", "longue", "longs", "longues"), "en été"),
        ("long in summer",),
    ),
    (
        "nuits",
        ("adj", ("court", "courte", "courts", "courtes"), "en été"),
        ("short in summer",),
    ),
)


@builder("general")
def _general(pr, lang, subject: str, fact: int, end: str):
    fr_np, gender, number, en_np, en_number = FACT_SUBJECTS[subject]
    _, (form, words, tail), en = FACTS[fact]
    if lang == "fr":
        if form == "adj":
            verb = "est" if number == "s" else "sont"
            adj = words[(gender == "f") + 2 * (number == "p")]
            text = f"{fr_np} {verb} {adj} {tail}"
        else:
            text = f"{fr_np} {words[number == 'p']} {tail}"
        return _cap(text.strip()) + end
    if form == "adj":
        verb = "is" if en_number == "s" else "are"
        return _cap(f"{en_np} {verb} {en[0]}") + end
    verb, tail_en = en
    if en_number == "s":
        verb = {"have": "has"}.get(verb, verb + "s")
    return _cap(f"{en_np} {verb} {tail_en}") + end


@register("general", 0.12)
def general(rng: random.Random, sampler):
    """*Le sucre est mauvais pour les dents.* / *Sugar is bad for your teeth.*: a truth
    said of a kind (see the module)."""
    fact = rng.randrange(len(FACTS))
    subject = rng.choice(FACTS[fact][0].split())
    args = {"subject": subject, "fact": fact, "end": rng.choice("..!")}
    return Construction("general", args, lemmas_of())


# --- kids_like: les enfants adorent les glaces --------------------------------------------

# what children like as a kind (the lexicon's French nouns) and babies
_KIDS_LIKE = (
    "glace bonbon frite gâteau chocolat légume fruit carotte pomme lait soupe fromage "
    "bonbon glace"
).split()
_BABIES_LIKE = "lait chocolat fruit".split()


@register("kids_like", 0.03)
def kids_like(rng: random.Random, sampler):
    """*Les enfants adorent les glaces.* / *Children love ice cream.*: *les enfants*
    liking a kind is a kind (:func:`.realiser.generic_subject`), in a clause of the
    common grammar, negated or asked."""
    babies = rng.random() < 0.15
    subj_noun = next(
        n for n in sampler.lex.NOUNS if n.fr == ("bébé" if babies else "enfant")
    )
    pool = _BABIES_LIKE if babies else _KIDS_LIKE
    nouns = [n for n in sampler.lex.NOUNS if n.fr in pool]
    noun = rng.choice(nouns)
    fr = rng.choices(_GENERIC_VERBS, (4, 4, 2, 1))[0]
    verb = next(
        v
        for v in sampler.lex.VERBS
        if v.fr == fr and v.obj is not None and not v.fr_prep
    )
    mass = "mass" in noun.tags
    gender = noun.gender if noun.gender in ("m", "f") else "m"
    obj = NounPhrase(noun, gender, "s" if mass else "p", ("gen",))
    subj = NounPhrase(subj_noun, "m", "p", ("def",))
    c = Clause(subj, verb, "p", obj=obj, version3=True)
    x = rng.random()
    if x < 0.25 and fr == "aimer":
        c.neg = True  # les enfants n'aiment pas les légumes / children do not like ...
    elif x < 0.35:
        c.question = True  # est-ce que les enfants aiment ...? / do children like ...?
    s = Sentence([c])
    s.lemmas = _lemmas(s)
    return s
