"""Kinds of sentence of version 3: generic articles, favourites, food, quantities.

French says a kind with *le / la / les* (*J'aime le chocolat.*, *La musique est
importante.*), English without an article (*I like chocolate.*, *Music is important.*).
The corpus's convention (one English for one French):

- the object of *aimer, adorer, détester, préférer* in the present or the imparfait, a
  mass or a plural with *le / les*, is a kind (:mod:`.grammar_v3`'s ``articles``): the kind
  ``likes`` draws these clauses of the common grammar with every person, in the present
  mostly, negated or asked (*Je n'aime pas les araignées.* / *I do not like spiders.*,
  *Est-ce que tu aimes le football?* / *Do you like football?*), of foods, drinks, animals,
  sports, music and school subjects;
- a subject with *le / les* is *the* (*Les chats dorment beaucoup.* / *The cats sleep a
  lot.*), except where the sentence says what a kind is: *être* in the present with
  *dangereux, utile, important* (:func:`.realiser.generic_subject`: *Les chiens sont
  dangereux.* / *Dogs are dangerous.*) and the general truths of the kind ``general``,
  whose French the common grammar never writes (a complement of its own: *Le sucre est
  mauvais pour les dents.* / *Sugar is bad for your teeth.*, *Les feuilles tombent en
  automne.* / *Leaves fall in autumn.*, *Les chats dorment seize heures par jour.* /
  *Cats sleep sixteen hours a day.*);
- a demonstrative or a possessive is never a kind; meals and sports have no article in
  English (:mod:`.realiser`: *Le petit déjeuner est prêt.* / *Breakfast is ready.*);
- ``favourite``: *Ma couleur préférée est le vert.* / *My favourite colour is green.*,
  *L'hiver est ma saison préférée.* / *Winter is my favourite season.*, *J'aime la
  couleur jaune.* / *I like the colour yellow.* (*mon, ton, notre, votre, leur*: never
  *son / sa*, his or her);
- ``food``: food compounds (*Ce gâteau au chocolat est délicieux.* / *This chocolate cake
  is delicious.*, *J'adore la glace à la vanille.* / *I love vanilla ice cream.*) and
  ordering in a café, which :mod:`.aspect` says in the progressive for every person (*Je
  prends un croissant et un jus d'orange.* / *I am having a croissant and an orange
  juice.*), and meals at an hour (*Le dîner est à sept heures.* / *Dinner is at seven
  o'clock.*, *Le déjeuner sera prêt dans dix minutes.* / *Lunch will be ready in ten
  minutes.*);
- ``too_much``: *il y a trop de / beaucoup de / peu de / assez de* + a mass (*too much, a
  lot of, little, enough*) or a plural (*too many, a lot of, few, enough*): *Il y avait
  trop de bruit hier soir.* / *There was too much noise last night.*
"""

from __future__ import annotations

import random

from .kind_parts import Construction, builder, everyday_pronoun, lemmas_of
from .kind_parts import draw_name as _draw_name
from .kinds_v3 import register
from .lexicon import Noun
from .structures import Clause, Name, NounPhrase, Pronoun, Sentence, _lemmas

__all__ = [
    "SCHOOL_SUBJECTS",
    "FACT_SUBJECTS",
    "FACTS",
    "FAVOURITES",
    "COMPOUNDS",
    "QUANTITY_NOUNS",
]

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


# --- favourite: ma couleur préférée est le vert ------------------------------------------

# (French noun, feminine, English noun, [(French with its article, English)])
FAVOURITES = (
    (
        "couleur",
        True,
        "colour",
        [
            ("le rouge", "red"),
            ("le bleu", "blue"),
            ("le vert", "green"),
            ("le jaune", "yellow"),
            ("le noir", "black"),
            ("le blanc", "white"),
            ("le rose", "pink"),
            ("le violet", "purple"),
            ("l'orange", "orange"),
            ("le gris", "grey"),
            ("le marron", "brown"),
        ],
    ),
    (
        "saison",
        True,
        "season",
        [
            ("le printemps", "spring"),
            ("l'été", "summer"),
            ("l'automne", "autumn"),
            ("l'hiver", "winter"),
        ],
    ),
    (
        "sport",
        False,
        "sport",
        [
            ("le football", "football"),
            ("le tennis", "tennis"),
            ("le rugby", "rugby"),
            ("la natation", "swimming"),
            ("le basket", "basketball"),
            ("le ski", "skiing"),
            ("la danse", "dance"),
            ("le judo", "judo"),
        ],
    ),
    (
        "matière",
        True,
        "subject",
        [
            ("l'histoire", "history"),
            ("la géographie", "geography"),
            ("l'anglais", "English"),
            ("le français", "French"),
            ("la musique", "music"),
            ("la biologie", "biology"),
            ("la chimie", "chemistry"),
            ("la physique", "physics"),
            ("le dessin", "art"),
        ],
    ),
    (
        "jour",
        False,
        "day",
        [
            ("le samedi", "Saturday"),
            ("le dimanche", "Sunday"),
            ("le vendredi", "Friday"),
            ("le mercredi", "Wednesday"),
        ],
    ),
    (
        "boisson",
        True,
        "drink",
        [
            ("le thé", "tea"),
            ("le café", "coffee"),
            ("le jus d'orange", "orange juice"),
            ("le chocolat chaud", "hot chocolate"),
            ("le lait", "milk"),
            ("la limonade", "lemonade"),
        ],
    ),
    (
        "plat",
        False,
        "dish",
        [
            ("la pizza", "pizza"),
            ("la soupe aux légumes", "vegetable soup"),
            ("le poulet rôti", "roast chicken"),
            ("le couscous", "couscous"),
            ("la quiche", "quiche"),
            ("le poisson", "fish"),
        ],
    ),
    (
        "animal",
        False,
        "animal",
        [
            ("le chat", "the cat"),
            ("le chien", "the dog"),
            ("le cheval", "the horse"),
            ("le lion", "the lion"),
            ("le dauphin", "the dolphin"),
            ("l'éléphant", "the elephant"),
        ],
    ),
)
# (masculine, feminine, English) of the possessive: never son / sa (his or her?)
_POSSESSIVES = (
    ("mon", "ma", "my"),
    ("ton", "ta", "your"),
    ("notre", "notre", "our"),
    ("votre", "votre", "your"),
    ("leur", "leur", "their"),
)
# colours after "la couleur": (feminine French, English)
COLOURS_F = (
    ("rouge", "red"),
    ("bleue", "blue"),
    ("verte", "green"),
    ("jaune", "yellow"),
    ("noire", "black"),
    ("blanche", "white"),
    ("rose", "pink"),
    ("violette", "purple"),
    ("orange", "orange"),
    ("grise", "grey"),
)
_LIKE_EN = {"aimer": "like", "adorer": "love", "détester": "hate", "préférer": "prefer"}


@builder("favourite")
def _favourite(pr, lang, what, end, **a):
    fr = lang == "fr"
    if what == "colour":  # j'aime la couleur jaune / I like the colour yellow
        colour_fr, colour_en = COLOURS_F[a["colour"]]
        obj = f"la couleur {colour_fr}" if fr else f"the colour {colour_en}"
        from .kind_parts import subject_tree

        verb = a["verb"] if fr else _LIKE_EN[a["verb"]]
        s = pr.S(subject_tree(pr, a["subj"], lang), pr.VP(pr.V(verb), pr.Q(obj)))
        return s.t("p").realize().strip()[:-1] + end
    noun_fr, fem, noun_en, items = FAVOURITES[a["noun"]]
    item_fr, item_en = items[a["item"]]
    masc, femi, poss_en = _POSSESSIVES[a["poss"]]
    if fr:
        owner = femi if fem else masc
        np = f"{owner} {noun_fr} {'préférée' if fem else 'préféré'}"
    else:
        np = f"{poss_en} favourite {noun_en}"
    item = item_fr if fr else item_en
    verb = "est" if fr else "is"
    text = f"{item} {verb} {np}" if a["first"] else f"{np} {verb} {item}"
    return _cap(text) + end


@register("favourite", 0.06)
def favourite(rng: random.Random, sampler):
    """*Ma couleur préférée est le vert.* / *My favourite colour is green.*; *J'aime la
    couleur jaune.* / *I like the colour yellow.*"""
    end = "."
    if rng.random() < 0.2:
        args = {
            "what": "colour",
            "colour": rng.randrange(len(COLOURS_F)),
            "verb": rng.choices(_GENERIC_VERBS, (5, 2, 2, 2))[0],
            "subj": _subject(rng),
            "end": rng.choice(".!"),
        }
        return Construction("favourite", args, lemmas_of(verbs=(args["verb"],)))
    noun = rng.choices(range(len(FAVOURITES)), (4, 2, 2, 2, 1, 1, 1, 1))[0]
    args = {
        "what": "favourite",
        "noun": noun,
        "item": rng.randrange(len(FAVOURITES[noun][3])),
        "poss": rng.choices(range(len(_POSSESSIVES)), (5, 3, 1, 1, 1))[0],
        "first": rng.random() < 0.25,
        "end": end,
    }
    return Construction("favourite", args, lemmas_of(verbs=("être",)))


# --- food: gâteau au chocolat, jus d'orange ------------------------------------------------

# (French singular, French plural, feminine, English singular, English plural, drink)
COMPOUNDS = (
    ("gâteau au chocolat", "gâteaux au chocolat", False, "chocolate cake",
     "chocolate cakes", False),
    ("glace à la vanille", "glaces à la vanille", True, "vanilla ice cream",
     "vanilla ice creams", False),
    ("glace au chocolat", "glaces au chocolat", True, "chocolate ice cream",
     "chocolate ice creams", False),
    ("glace à la fraise", "glaces à la fraise", True, "strawberry ice cream",
     "strawberry ice creams", False),
    ("tarte aux pommes", "tartes aux pommes", True, "apple tart", "apple tarts", False),
    ("tarte aux fraises", "tartes aux fraises", True, "strawberry tart",
     "strawberry tarts", False),
    ("sandwich au jambon", "sandwichs au jambon", False, "ham sandwich",
     "ham sandwiches", False),
    ("sandwich au fromage", "sandwichs au fromage", False, "cheese sandwich",
     "cheese sandwiches", False),
    ("soupe aux légumes", "soupes aux légumes", True, "vegetable soup",
     "vegetable soups", False),
    ("omelette au fromage", "omelettes au fromage", True, "cheese omelette",
     "cheese omelettes", False),
    ("salade de fruits", "salades de fruits", True, "fruit salad", "fruit salads",
     False),
    ("pain au chocolat", "pains au chocolat", False, "pain au chocolat",
     "pains au chocolat", False),
    ("jus d'orange", "jus d'orange", False, "orange juice", "orange juices", True),
    ("jus de pomme", "jus de pomme", False, "apple juice", "apple juices", True),
    ("chocolat chaud", "chocolats chauds", False, "hot chocolate", "hot chocolates",
     True),
    ("thé au citron", "thés au citron", False, "lemon tea", "lemon teas", True),
)  # fmt: skip
# the compounds said as a kind (a mass): j'adore la glace à la vanille / I love vanilla
# ice cream (the others are counted: les tartes aux pommes / apple tarts)
_MASS = frozenset(
    "glace à la vanille|glace au chocolat|glace à la fraise|soupe aux légumes|"
    "salade de fruits|jus d'orange|jus de pomme|chocolat chaud|thé au citron".split("|")
)
# (French masculine singular, feminine singular, English): ce gâteau est délicieux
_TASTES = (
    ("délicieux", "délicieuse", "delicious"),
    ("excellent", "excellente", "excellent"),
    ("trop sucré", "trop sucrée", "too sweet"),
    ("très bon", "très bonne", "very good"),
)
# meals: (French, English) and the hours they are at (hour, minute[, part of the day])
MEALS = (
    ("le petit déjeuner", "breakfast"),
    ("le déjeuner", "lunch"),
    ("le dîner", "dinner"),
)
_MEAL_HOURS = (
    ((7, 0), (7, 30), (8, 0), (8, 30), (6, 30), (9, 0)),
    ((12, 0), (12, 30), (1, 0)),
    ((7, 0), (7, 30), (8, 0), (6, 30), (8, 0, 2), (7, 0, 2)),
)
_CROISSANT = ("croissant", "croissants", False, "croissant", "croissants", False)


def _one(item, lang: str) -> str:
    fr_s, _, fem, en_s, _, _ = item
    if lang == "fr":
        return f"{'une' if fem else 'un'} {fr_s}"
    return f"{'an' if en_s[0] in 'aeiou' else 'a'} {en_s}"


@builder("food")
def _food(pr, lang, what, subj, tense, end, **a):
    from .kind_parts import subject_tree

    fr = lang == "fr"
    if what == "taste":  # ce gâteau au chocolat est délicieux
        fr_s, _, fem, en_s, _, _ = COMPOUNDS[a["item"]]
        taste = _TASTES[a["taste"]]
        if fr:
            det = {"dem": "cette" if fem else "ce", "def": "la" if fem else "le"}
            det = det[a["det"]] + " "
            if fr_s[0] in "aeiouéèœ":
                det = {"la ": "l'", "le ": "l'", "ce ": "cet "}.get(det, det)
            verb = {"p": "est", "i": "était"}[tense]
            return _cap(f"{det}{fr_s} {verb} {taste[fem]}") + end
        det = {"dem": "this", "def": "the"}[a["det"]]
        verb = {"p": "is", "i": "was"}[tense]
        return _cap(f"{det} {en_s} {verb} {taste[2]}") + end
    if what == "meal":  # le dîner est à sept heures / dinner is at seven o'clock
        from .kind_parts import en_number, fr_number
        from .times import time_words

        meal_fr, meal_en = MEALS[a["meal"]]
        if fr:
            verb = {"p": "est", "i": "était", "f": "sera"}[tense]
        else:
            verb = {"p": "is", "i": "was", "f": "will be"}[tense]
        if a["minutes"]:
            n = a["minutes"]
            when = (
                f"prêt dans {fr_number(n)} minutes"
                if fr
                else (f"ready in {en_number(n)} minutes")
            )
        else:
            when = time_words(("clock", *a["clock"]), lang)
        return _cap(f"{meal_fr if fr else meal_en} {verb} {when}") + end
    items = [COMPOUNDS[i] if i >= 0 else _CROISSANT for i in a["items"]]
    if what == "like":  # j'adore la glace à la vanille / I love vanilla ice cream
        fr_s, fr_p, fem, en_s, en_p, _ = items[0]
        mass = fr_s in _MASS
        if fr:
            obj = f"{'la' if fem else 'le'} {fr_s}" if mass else f"les {fr_p}"
            vp = pr.VP(pr.V(a["verb"]), pr.Q(obj))
        else:
            vp = pr.VP(pr.V(_LIKE_EN[a["verb"]]), pr.Q(en_s if mass else en_p))
        s = pr.S(subject_tree(pr, subj, lang), vp).t(
            _EN_TENSE[tense] if not fr else tense
        )
        return s.typ({"neg": a["neg"]}).realize().strip()[:-1] + end
    # order: je prends un croissant et un jus d'orange / I am having ... (aspect.py)
    obj = (" et " if fr else " and ").join(_one(i, lang) for i in items)
    if what == "order":
        verb = "prendre" if fr else "have"
        s = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V(verb), pr.Q(obj))).t("p")
        return (s if fr else s.typ({"prog": True})).realize().strip()[:-1] + end
    # what == "ate": j'ai mangé une tarte aux pommes / I ate an apple tart
    verb = "manger" if fr else "eat"
    s = pr.S(subject_tree(pr, subj, lang), pr.VP(pr.V(verb), pr.Q(obj)))
    return s.t("pc" if fr else "ps").realize().strip()[:-1] + end


@register("food", 0.1)
def food(rng: random.Random, sampler):
    """*Ce gâteau au chocolat est délicieux.* / *This chocolate cake is delicious.*, *Je
    prends un croissant et un jus d'orange.* / *I am having a croissant and an orange
    juice.* (see the module)."""
    x = rng.random()
    if x < 0.15:  # le dîner est à sept heures, le déjeuner sera prêt dans dix minutes
        meal = rng.randrange(len(MEALS))
        minutes = rng.choice((5, 10, 15, 20, 30)) if rng.random() < 0.3 else 0
        args = {"what": "meal", "meal": meal, "minutes": minutes, "subj": None}
        args["clock"] = rng.choice(_MEAL_HOURS[meal])
        args["tense"] = "f" if minutes else rng.choice("ppif")
        args["end"] = "."
        return Construction("food", args, lemmas_of(verbs=("être",)))
    x = rng.random()
    foods = [i for i, c in enumerate(COMPOUNDS) if not c[5]]
    drinks = [i for i, c in enumerate(COMPOUNDS) if c[5]]
    args = {"subj": None, "tense": "p", "end": rng.choice("..!")}
    if x < 0.35:
        args.update(
            what="taste", item=rng.choice(foods), det=rng.choice(("dem", "def"))
        )
        args["taste"] = rng.randrange(len(_TASTES))
        args["tense"] = rng.choice("ppi")
        return Construction("food", args, lemmas_of(verbs=("être",)))
    args["subj"] = _subject(rng)
    if x < 0.6:
        item = rng.randrange(len(COMPOUNDS))
        verb = rng.choices(_GENERIC_VERBS, (5, 3, 2, 1))[0]
        neg = verb == "aimer" and rng.random() < 0.3
        args.update(what="like", items=[item], verb=verb, neg=neg)
        args["tense"] = "p" if rng.random() < 0.8 else "i"
        return Construction("food", args, lemmas_of(verbs=(verb,)))
    if x < 0.85:
        first = -1 if rng.random() < 0.4 else rng.choice(foods)
        args.update(what="order", items=[first, rng.choice(drinks)])
        return Construction("food", args, lemmas_of(verbs=("prendre",)))
    args.update(what="ate", items=[rng.choice(foods)])
    return Construction("food", args, lemmas_of(verbs=("manger",)))


# --- too_much: il y a trop de bruit ------------------------------------------------------

# (French, English, mass, where it may be: "street" "home" "food")
QUANTITY_NOUNS = (
    ("bruit", "noise", True, "street home class"),
    ("circulation", "traffic", True, "street"),
    ("travail", "work", True, "home class"),
    ("place", "room", True, "home class"),
    ("lumière", "light", True, "home class"),
    ("pain", "bread", True, "food"),
    ("lait", "milk", True, "food"),
    ("sucre", "sugar", True, "food"),
    ("fromage", "cheese", True, "food"),
    ("voitures", "cars", False, "street"),
    ("gens", "people", False, "street home class"),
    ("touristes", "tourists", False, "street"),
    ("enfants", "children", False, "street home class"),
    ("fautes", "mistakes", False, "text"),
    ("chaises", "chairs", False, "home class"),
    ("livres", "books", False, "home class"),
    ("œufs", "eggs", False, "food"),
    ("pommes", "apples", False, "food"),
)
# (French, English of a mass, English of a plural); peu de and assez de not negated
QUANTITIES = (
    ("trop de", "too much", "too many"),
    ("beaucoup de", "a lot of", "a lot of"),
    ("peu de", "little", "few"),
    ("assez de", "enough", "enough"),
)
# (French, English, tenses, where)
_WHERE = (
    ("", "", "pif", ""),
    ("hier soir", "last night", "i", "street"),
    ("aujourd'hui", "today", "p", "street"),
    ("demain", "tomorrow", "f", "street"),
    ("ici", "here", "pif", "street home class"),
    ("dans la rue", "in the street", "pif", "street"),
    ("en ville", "in town", "pif", "street"),
    ("dans la classe", "in the classroom", "pi", "class"),
    ("à la maison", "at home", "pi", "home food"),
    ("dans le frigo", "in the fridge", "pi", "food"),
    ("dans ce texte", "in this text", "p", "text"),
    ("dans ta lettre", "in your letter", "p", "text"),
)


@builder("too_much")
def _too_much(pr, lang, noun, quantity, where, tense, neg, end):
    fr_n, en_n, mass, _ = QUANTITY_NOUNS[noun]
    q_fr, q_mass, q_plural = QUANTITIES[quantity]
    w_fr, w_en, _, _ = _WHERE[where]
    if lang == "fr":
        verb = {"p": "a", "i": "avait", "f": "aura"}[tense]
        head = f"il n'y {verb} pas" if neg else f"il y {verb}"
        if q_fr.endswith(" de") and fr_n[0] in "aeiouéèœ":
            q = q_fr[:-1] + "'"
            text = f"{head} {q}{fr_n} {w_fr}"
        else:
            text = f"{head} {q_fr} {fr_n} {w_fr}"
        return _cap(text.strip()) + end
    verb = {"p": ("is", "are"), "i": ("was", "were"), "f": ("will be",) * 2}[tense]
    verb = verb[not mass]
    if neg:
        verb = "will not be" if tense == "f" else f"{verb} not"
    q = q_mass if mass else q_plural
    return _cap(f"there {verb} {q} {en_n} {w_en}".strip()) + end


@register("too_much", 0.08)
def too_much(rng: random.Random, sampler):
    """*Il y avait trop de bruit hier soir.* / *There was too much noise last night.*"""
    noun = rng.randrange(len(QUANTITY_NOUNS))
    places = QUANTITY_NOUNS[noun][3].split()
    options = [
        i for i, w in enumerate(_WHERE) if not w[3] or set(w[3].split()) & set(places)
    ]
    where = rng.choice(options) if rng.random() < 0.7 else 0
    tense = rng.choice(_WHERE[where][2])
    quantity = rng.choices(range(len(QUANTITIES)), (4, 3, 1.5, 2))[0]
    neg = quantity == 3 and rng.random() < 0.4  # il n'y a pas assez de chaises
    args = {"noun": noun, "quantity": quantity, "where": where, "tense": tense}
    args.update(neg=neg, end=rng.choice("..!"))
    return Construction("too_much", args, lemmas_of())
