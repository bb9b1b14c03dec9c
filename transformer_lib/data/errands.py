"""Kinds of sentence of version 3: verbs with their prepositions, written by hand-made
tables per language (round 6).

- ``lost_on_board``: *J'ai perdu mon téléphone dans le train.* / *I lost my phone on the
  train.* (*dans le train, le bus, le métro, l'avion* is *on*), *Elle a oublié son sac chez
  moi.* / *She forgot her bag at my place.*;
- ``try_on``: *Je voudrais essayer cette robe.* / *I would like to try on this dress.*
  (*essayer* a piece of clothing is *try on*; *ce pantalon* is *these trousers*);
- ``come_and_see``: *Viens voir ce petit chat!* / *Come and see this little cat!*
  (*petit* with animals: *little*);
- ``without_doing``: *Elle est partie sans dire au revoir.* / *She left without saying
  goodbye.* (*sans* + infinitive: *without* + -ing);
- ``back_from``: *Nous venons de rentrer de Rome.* / *We have just come back from Rome.*;
- ``turn_at``: *Tourne à droite au feu rouge.* / *Turn right at the traffic lights.*

The passé composé is the English past simple, as everywhere in the corpus.
"""

from __future__ import annotations

import random

from .kind_parts import Construction, Name, builder, draw_name
from .kinds_v3 import register
from .names import CITIES, COUNTRIES

__all__ = [
    "BELONGINGS",
    "BOARD_PLACES",
    "CLOTHES",
    "COLOURS",
    "ANIMALS",
    "WITHOUT",
    "BACK_PLACES",
    "TURN_POINTS",
]

# --- subjects: je tu il elle nous vous ils elles, or a first name --------------------------

_FR_PRON = ("je", "tu", "il", "elle", "nous", "vous", "ils", "elles")
_EN_PRON = ("I", "you", "he", "she", "we", "you", "they", "they")
_AVOIR = ("ai", "as", "a", "a", "avons", "avez", "ont", "ont")
_ETRE = ("suis", "es", "est", "est", "sommes", "êtes", "sont", "sont")
_VENIR = ("viens", "viens", "vient", "vient", "venons", "venez", "viennent", "viennent")
_FR_POSS = (
    ("mon", "ma", "mes"),
    ("ton", "ta", "tes"),
    ("son", "sa", "ses"),
    ("son", "sa", "ses"),
    ("notre", "notre", "nos"),
    ("votre", "votre", "vos"),
    ("leur", "leur", "leurs"),
    ("leur", "leur", "leurs"),
)
_EN_POSS = ("my", "your", "his", "her", "our", "your", "their", "their")
_VOWELS = tuple("aeiouéèêâîôhAEIOUÉÈÊ")


def _draw_subject(rng: random.Random):
    """A person (0 to 7) with a gender for je, tu, nous and vous, or a first name."""
    if rng.random() < 0.25:
        return draw_name(rng)
    person = rng.choices(range(8), (0.3, 0.16, 0.1, 0.1, 0.1, 0.12, 0.06, 0.06))[0]
    gender = {2: "m", 3: "f", 6: "m", 7: "f"}.get(person) or rng.choice("mf")
    return (person, gender)


def _person(subj) -> int:
    if isinstance(subj, Name):
        return 3 if subj.gender == "f" else 2
    return subj[0]


def _gender(subj) -> str:
    return subj.gender if isinstance(subj, Name) else subj[1]


def _fr_subject(subj, verb: str) -> str:
    """The French subject before ``verb`` (elided: *j'ai*)."""
    if isinstance(subj, Name):
        return f"{subj.name} {verb}"
    pron = _FR_PRON[subj[0]]
    if pron == "je" and verb.startswith(_VOWELS):
        return f"j'{verb}"
    return f"{pron} {verb}"


def _en_subject(subj) -> str:
    return subj.name if isinstance(subj, Name) else _EN_PRON[subj[0]]


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _fr_poss(person: int, gender: str, plural: bool, noun: str) -> str:
    """*mon téléphone, ma valise, mon écharpe, mes clés*."""
    forms = _FR_POSS[person]
    if plural:
        return f"{forms[2]} {noun}"
    if gender == "f" and not noun.startswith(_VOWELS):
        return f"{forms[1]} {noun}"
    return f"{forms[0]} {noun}"


def _participle(word: str, gender: str, plural: bool) -> str:
    return word + ("e" if gender == "f" else "") + ("s" if plural else "")


# --- lost_on_board: J'ai perdu mon téléphone dans le train. ----------------------------------

# (French noun, gender, plural, English)
BELONGINGS = (
    ("téléphone", "m", False, "phone"),
    ("parapluie", "m", False, "umbrella"),
    ("portefeuille", "m", False, "wallet"),
    ("sac", "m", False, "bag"),
    ("livre", "m", False, "book"),
    ("manteau", "m", False, "coat"),
    ("ordinateur", "m", False, "computer"),
    ("passeport", "m", False, "passport"),
    ("écharpe", "f", False, "scarf"),
    ("valise", "f", False, "suitcase"),
    ("veste", "f", False, "jacket"),
    ("montre", "f", False, "watch"),
    ("clés", "f", True, "keys"),
    ("lunettes", "f", True, "glasses"),
    ("gants", "m", True, "gloves"),
)
# (French, English, the person whose home it is: never the subject's own)
BOARD_PLACES = (
    ("dans le train", "on the train", None),
    ("dans le bus", "on the bus", None),
    ("dans le métro", "on the metro", None),
    ("dans le tram", "on the tram", None),
    ("dans l'avion", "on the plane", None),
    ("dans le taxi", "in the taxi", None),
    ("dans la voiture", "in the car", None),
    ("chez moi", "at my place", 0),
    ("chez toi", "at your place", 1),
    ("chez nous", "at our place", 4),
    ("chez mes parents", "at my parents' place", None),
    ("au bureau", "at the office", None),
    ("au restaurant", "at the restaurant", None),
    ("à la gare", "at the station", None),
    ("à la plage", "on the beach", None),
    ("à l'école", "at school", None),
)
_LOSE = (("perdu", "lost"), ("oublié", "forgot"))


@builder("lost_on_board")
def _lost_on_board(pr, lang, subj, verb: int, thing: int, place: int):
    fr_noun, gender, plural, en_noun = BELONGINGS[thing]
    person = _person(subj)
    fr_place, en_place, _ = BOARD_PLACES[place]
    if lang == "fr":
        head = _fr_subject(subj, _AVOIR[person])
        what = _fr_poss(person, gender, plural, fr_noun)
        return _cap(f"{head} {_LOSE[verb][0]} {what} {fr_place}.")
    what = f"{_EN_POSS[person]} {en_noun}"
    return _cap(f"{_en_subject(subj)} {_LOSE[verb][1]} {what} {en_place}.")


@register("lost_on_board", 0.05)
def lost_on_board(rng: random.Random, sampler):
    """*J'ai perdu mon téléphone dans le train.* / *I lost my phone on the train.*, *Elle
    a oublié son sac chez moi.* / *She forgot her bag at my place.*"""
    subj = _draw_subject(rng)
    person = _person(subj)
    places = [i for i, p in enumerate(BOARD_PLACES) if p[2] != person]
    args = {"subj": subj, "verb": rng.randrange(len(_LOSE))}
    args.update(thing=rng.randrange(len(BELONGINGS)), place=rng.choice(places))
    lemmas = {"noun": {BELONGINGS[args["thing"]][0]}, "adj": set()}
    lemmas["verb"] = {("perdre", "oublier")[args["verb"]]}
    return Construction("lost_on_board", args, lemmas)


# --- try_on: Je voudrais essayer cette robe. ---------------------------------------------

# (French noun, gender, French plural, English, English is plural)
CLOTHES = (
    ("robe", "f", False, "dress", False),
    ("jupe", "f", False, "skirt", False),
    ("veste", "f", False, "jacket", False),
    ("chemise", "f", False, "shirt", False),
    ("cravate", "f", False, "tie", False),
    ("casquette", "f", False, "cap", False),
    ("écharpe", "f", False, "scarf", False),
    ("pull", "m", False, "jumper", False),
    ("manteau", "m", False, "coat", False),
    ("chapeau", "m", False, "hat", False),
    ("costume", "m", False, "suit", False),
    ("imperméable", "m", False, "raincoat", False),
    ("pantalon", "m", False, "trousers", True),
    ("jean", "m", False, "jeans", True),
    ("short", "m", False, "shorts", True),
    ("chaussures", "f", True, "shoes", True),
    ("bottes", "f", True, "boots", True),
    ("baskets", "f", True, "trainers", True),
    ("gants", "m", True, "gloves", True),
)
# (masculine, feminine, English): the plural adds -s (gris stays gris)
COLOURS = (
    ("rouge", "rouge", "red"),
    ("noir", "noire", "black"),
    ("bleu", "bleue", "blue"),
    ("blanc", "blanche", "white"),
    ("vert", "verte", "green"),
    ("gris", "grise", "grey"),
    ("jaune", "jaune", "yellow"),
)
# (French frame with {x}, English frame with {x})
_TRY_FRAMES = (
    ("Je voudrais essayer {x}.", "I would like to try on {x}."),
    ("J'aimerais essayer {x}.", "I would like to try on {x}."),
    ("Est-ce que je peux essayer {x}?", "Can I try on {x}?"),
    ("Je peux essayer {x}?", "Can I try on {x}?"),
    ("Tu veux essayer {x}?", "Do you want to try on {x}?"),
    ("Vous voulez essayer {x}?", "Do you want to try on {x}?"),
    ("Essaie {x}!", "Try on {x}!"),
    ("Essayez {x}!", "Try on {x}!"),
    ("{s} essayé {x}.", "{s} tried on {x}."),
)


def _fr_colour(colour: int, gender: str, plural: bool) -> str:
    masc, fem, _ = COLOURS[colour]
    word = fem if gender == "f" else masc
    if plural and not word.endswith("s"):
        word += "s"
    return word


@builder("try_on")
def _try_on(pr, lang, frame: int, cloth: int, colour, subj):
    fr_noun, gender, fr_plural, en_noun, en_plural = CLOTHES[cloth]
    if lang == "fr":
        if fr_plural:
            det = "ces"
        elif gender == "f":
            det = "cette"
        else:
            det = "cet" if fr_noun.startswith(_VOWELS) else "ce"
        x = f"{det} {fr_noun}"
        if colour is not None:
            x += " " + _fr_colour(colour, gender, fr_plural)
        s = _fr_subject(subj, _AVOIR[_person(subj)]) if subj is not None else ""
        return _cap(_TRY_FRAMES[frame][0].format(x=x, s=s))
    x = ("these " if en_plural else "this ") + (
        f"{COLOURS[colour][2]} {en_noun}" if colour is not None else en_noun
    )
    s = _en_subject(subj) if subj is not None else ""
    return _cap(_TRY_FRAMES[frame][1].format(x=x, s=s))


@register("try_on", 0.04)
def try_on(rng: random.Random, sampler):
    """*Je voudrais essayer cette robe.* / *I would like to try on this dress.*, *Elle a
    essayé ce pantalon gris.* / *She tried on these grey trousers.*"""
    frame = rng.randrange(len(_TRY_FRAMES))
    cloth = rng.randrange(len(CLOTHES))
    colour = rng.randrange(len(COLOURS)) if rng.random() < 0.35 else None
    subj = _draw_subject(rng) if _TRY_FRAMES[frame][0].startswith("{s}") else None
    args = {"frame": frame, "cloth": cloth, "colour": colour, "subj": subj}
    lemmas = {"noun": {CLOTHES[cloth][0]}, "adj": set(), "verb": {"essayer"}}
    return Construction("try_on", args, lemmas)


# --- come_and_see: Viens voir ce petit chat! ---------------------------------------------

# (French singular, plural, gender, English singular, plural)
ANIMALS = (
    ("chat", "chats", "m", "cat", "cats"),
    ("chien", "chiens", "m", "dog", "dogs"),
    ("oiseau", "oiseaux", "m", "bird", "birds"),
    ("lapin", "lapins", "m", "rabbit", "rabbits"),
    ("cheval", "chevaux", "m", "horse", "horses"),
    ("canard", "canards", "m", "duck", "ducks"),
    ("poisson", "poissons", "m", "fish", "fish"),
    ("écureuil", "écureuils", "m", "squirrel", "squirrels"),
    ("cochon", "cochons", "m", "pig", "pigs"),
    ("souris", "souris", "f", "mouse", "mice"),
    ("tortue", "tortues", "f", "tortoise", "tortoises"),
    ("chèvre", "chèvres", "f", "goat", "goats"),
    ("vache", "vaches", "f", "cow", "cows"),
    ("grenouille", "grenouilles", "f", "frog", "frogs"),
)
_SEE_FRAMES = (
    ("Viens voir", "Come and see"),
    ("Venez voir", "Come and see"),
    ("Va voir", "Go and see"),
    ("Allons voir", "Let's go and see"),
)
# (French masculine, feminine, English)
_SIZES = (("petit", "petite", "little"), ("gros", "grosse", "big"))


@builder("come_and_see")
def _come_and_see(pr, lang, frame: int, animal: int, plural: bool, size):
    fr_sg, fr_pl, gender, en_sg, en_pl = ANIMALS[animal]
    if lang == "fr":
        noun = fr_pl if plural else fr_sg
        if size is not None:
            adj = _SIZES[size][gender == "f"]
            if plural and not adj.endswith("s"):  # petits, petites, grosses (gros)
                adj += "s"
            noun = f"{adj} {noun}"
        if plural:
            det = "ces"
        elif gender == "f":
            det = "cette"
        else:
            det = "cet" if noun.startswith(_VOWELS) else "ce"
        return f"{_SEE_FRAMES[frame][0]} {det} {noun}!"
    noun = en_pl if plural else en_sg
    if size is not None:
        noun = f"{_SIZES[size][2]} {noun}"
    return f"{_SEE_FRAMES[frame][1]} {'these' if plural else 'this'} {noun}!"


@register("come_and_see", 0.04)
def come_and_see(rng: random.Random, sampler):
    """*Viens voir ce petit chat!* / *Come and see this little cat!*, *Allons voir ces
    gros chevaux!* / *Let's go and see these big horses!*"""
    args = {"frame": rng.randrange(len(_SEE_FRAMES))}
    args.update(animal=rng.randrange(len(ANIMALS)), plural=rng.random() < 0.3)
    args["size"] = rng.choice((0, 0, 1, None))
    verbs = {"voir", "venir" if args["frame"] < 2 else "aller"}
    lemmas = {"noun": {ANIMALS[args["animal"]][0]}, "adj": set(), "verb": verbs}
    return Construction("come_and_see", args, lemmas)


# --- without_doing: Elle est partie sans dire au revoir. --------------------------------

# (French after sans, English after without)
WITHOUT = (
    ("dire au revoir", "saying goodbye"),
    ("dire un mot", "saying a word"),
    ("rien dire", "saying anything"),
    ("payer", "paying"),
    ("fermer la porte", "closing the door"),
    ("faire de bruit", "making any noise"),
    ("manger", "eating"),
    ("attendre", "waiting"),
    ("répondre", "answering"),
)
# (French participle of être, English past)
_GO = (("parti", "left"), ("sorti", "went out"))


@builder("without_doing")
def _without_doing(pr, lang, subj, go: int, what: int):
    person = _person(subj)
    if lang == "fr":
        head = _fr_subject(subj, _ETRE[person])
        plural = person in (4, 5, 6, 7) and not isinstance(subj, Name)
        part = _participle(_GO[go][0], _gender(subj), plural)
        return _cap(f"{head} {part} sans {WITHOUT[what][0]}.")
    return _cap(f"{_en_subject(subj)} {_GO[go][1]} without {WITHOUT[what][1]}.")


@register("without_doing", 0.04)
def without_doing(rng: random.Random, sampler):
    """*Elle est partie sans dire au revoir.* / *She left without saying goodbye.*, *Ils
    sont sortis sans payer.* / *They went out without paying.*"""
    subj = _draw_subject(rng)
    args = {
        "subj": subj,
        "go": rng.choice((0, 0, 1)),
        "what": rng.randrange(len(WITHOUT)),
    }
    lemmas = {"noun": set(), "adj": set(), "verb": {("partir", "sortir")[args["go"]]}}
    return Construction("without_doing", args, lemmas)


# --- back_from: Nous venons de rentrer de Rome. ------------------------------------------

BACK_PLACES = (
    ("de vacances", "from holiday"),
    ("de l'école", "from school"),
    ("du travail", "from work"),
    ("de la plage", "from the beach"),
    ("du marché", "from the market"),
    ("de la piscine", "from the swimming pool"),
    ("du cinéma", "from the cinema"),
)


def _from_place(where) -> tuple[str, str]:
    kind, i = where
    if kind == "place":
        return BACK_PLACES[i]
    if kind == "city":
        fr, en = CITIES[i]
        return (f"d'{fr}" if fr.startswith(_VOWELS) else f"de {fr}"), f"from {en}"
    fr, gender, en = COUNTRIES[i]
    if gender == "p":
        return f"des {fr}", f"from {en}"
    if gender == "m" and not fr.startswith(_VOWELS):
        return f"du {fr}", f"from {en}"
    return (f"d'{fr}" if fr.startswith(_VOWELS) else f"de {fr}"), f"from {en}"


@builder("back_from")
def _back_from(pr, lang, subj, where):
    person = _person(subj)
    fr_from, en_from = _from_place(where)
    if lang == "fr":
        return _cap(f"{_fr_subject(subj, _VENIR[person])} de rentrer {fr_from}.")
    has = "has" if person in (2, 3) else "have"
    return _cap(f"{_en_subject(subj)} {has} just come back {en_from}.")


@register("back_from", 0.04)
def back_from(rng: random.Random, sampler):
    """*Nous venons de rentrer de Rome.* / *We have just come back from Rome.*, *Elle vient
    de rentrer du Japon.* / *She has just come back from Japan.*"""
    kind = rng.choice(("place", "city", "city", "country"))
    table = {"place": BACK_PLACES, "city": CITIES, "country": COUNTRIES}[kind]
    args = {"subj": _draw_subject(rng), "where": (kind, rng.randrange(len(table)))}
    lemmas = {"noun": set(), "adj": set(), "verb": {"venir", "rentrer"}}
    return Construction("back_from", args, lemmas)


# --- turn_at: Tourne à droite au feu rouge. -------------------------------------------

TURN_POINTS = (
    ("au feu rouge", "at the traffic lights"),
    ("au carrefour", "at the crossroads"),
    ("au rond-point", "at the roundabout"),
    ("après le pont", "after the bridge"),
    ("après la poste", "after the post office"),
    ("à l'église", "at the church"),
    ("à la boulangerie", "at the bakery"),
    ("au bout de la rue", "at the end of the street"),
)
_TURN = (("Tourne", "Turn"), ("Tournez", "Turn"), ("Tournons", "Let's turn"))
_SIDES = (("à droite", "right"), ("à gauche", "left"))


@builder("turn_at")
def _turn_at(pr, lang, form: int, side: int, point: int):
    i = 0 if lang == "fr" else 1
    return f"{_TURN[form][i]} {_SIDES[side][i]} {TURN_POINTS[point][i]}."


@register("turn_at", 0.03)
def turn_at(rng: random.Random, sampler):
    """*Tourne à droite au feu rouge.* / *Turn right at the traffic lights.*"""
    args = {"form": rng.choice((0, 0, 1, 1, 2)), "side": rng.randrange(2)}
    args["point"] = rng.randrange(len(TURN_POINTS))
    lemmas = {"noun": set(), "adj": set(), "verb": {"tourner"}}
    return Construction("turn_at", args, lemmas)
