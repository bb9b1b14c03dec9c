"""A fifth pass of everyday words for corpus v3: the beginner's words that development
set 4 showed the translator lacking, and those of the same themes that the lexicon still
lacked.

Chosen by a beginner's themes (family, people and jobs, the body, clothes, food and
drink, the house, toys, school, the town, transport, nature, animals, feelings) and
checked against wordfreq's most frequent French words and the round-6 corpus (none of
these lemmas was in it): *mamie* (*granny*), *parrain* (*godfather*), *demi-frère*
(*half-brother*); jobs (*bibliothécaire* / *librarian*, *comptable* / *accountant*,
*maçon* / *builder*), whose names :data:`JOBS` gives to the job kinds of
:mod:`.idioms` and :mod:`.everyday_words` (*Ma tante est comptable.* / *My aunt is an
accountant.*); *distributeur* (*cash machine*), *station de métro* (*metro
station*), *immeuble* (*block of flats*), *rond-point* (*roundabout*); animals
(*perruche* / *budgie*, *poisson rouge* / *goldfish*); food (*poireau* / *leek*, *moule*
/ *mussel*, *chocolat chaud* / *hot chocolate*); the verbs *baisser* (*baisser la
musique* / *turn down the music*), *pique-niquer* (*have a picnic*), *éternuer*
(*sneeze*); *rater* and *réussir* an exam (*fail* and *pass*; *rater* of the other events
stays *miss*, :func:`.lexicon_v3._verb`); and adjectives (*bondé* / *crowded*, *sourd* /
*deaf*, *barbu* / *bearded*, *trempé* / *soaked*).

The entries have the shapes and tags of :mod:`.lexicon_more4`; no French noun lemma
repeats one of the other lexicons (a test checks it). ``MORE_OBJECTS`` widens the objects
of verbs of the other lexicons to the new nouns (*chercher un distributeur* / *look for a
cash machine*). :func:`fix_lexicons` adds to pyrealb's lexicons the words it lacks or has
otherwise: plurals of nouns of several words (*stations de métro*, *ronds-points*,
*cerfs-volants*) and of the invariable ones (*des lave-vaisselle*), English nouns of two
words (*cash machine*, *guinea pig*), English plurals that keep the singular
(*goldfish*, *starfish*), and a few French and English words pyrealb lacks (*barman*,
*tong*, *mixeur*, *télécharger*; *firefighter*, *download*, *crowded*).
"""

from __future__ import annotations

from .lexicon import Adj, Noun, Verb, _a, _nouns, _v
from .lexicon_more3 import add_french_plurals

__all__ = [
    "NOUNS",
    "VERBS",
    "ADJECTIVES",
    "MORE_OBJECTS",
    "PLURALS",
    "JOBS",
    "EXAM_EVENTS",
    "fix_lexicons",
]

# --- Nouns --------------------------------------------------------------------------------

_PEOPLE = _nouns(
    "m",
    "person legs",
    """
        papi=grandad, parrain=godfather, demi-frère=half-brother
        maçon=builder, barman=barman, entraîneur=coach
        bibliothécaire/mf=librarian, comptable/mf=accountant, psychologue/mf=psychologist
        chercheur/mf=researcher, moniteur/mf=instructor, livreur/mf=delivery driver
        douanier=customs officer, pâtissier/mf=pastry chef
        """,
) + _nouns(
    "f",
    "person legs",
    "mamie=granny, marraine=godmother, nounou=nanny, demi-soeur=half-sister",
)

_ANIMALS = _nouns(
    "m",
    "animal",
    """
    merle=blackbird, rouge-gorge=robin | legs fly
    frelon=hornet | fly
    cochon d'Inde=guinea pig | legs
    morse=walrus | swim big
    poisson rouge=goldfish | swim
    """,
) + _nouns(
    "f",
    "animal",
    """
    perruche=budgie | legs fly
    libellule=dragonfly | fly
    sauterelle=grasshopper | legs
    otarie=sea lion | swim
    puce=flea, étoile de mer=starfish
    """,
)

_FOOD = (
    _nouns(
        "m",
        "food",
        """
        navet=turnip, poireau=leek, artichaut=artichoke
        céleri=celery, maïs=sweetcorn | mass
        """,
    )
    + _nouns(
        "f",
        "food",
        """
        brioche=brioche, châtaigne=chestnut, betterave=beetroot
        côtelette=chop, escalope=escalope, moule=mussel, huître=oyster, sardine=sardine
        clémentine=clementine, mandarine=tangerine, figue=fig | fruit
        """,
    )
    + _nouns("m", "drink", "cocktail=cocktail")
    + _nouns("m", "drink mass", "chocolat chaud=hot chocolate")
)

_CLOTHES = _nouns(
    "m",
    "object clothes",
    "survêtement=tracksuit, lacet=shoelace, maillot de bain=swimsuit",
) + _nouns("f", "object clothes", "pantoufle=slipper, moufle=mitten, tong=flip-flop")

_THINGS = (
    _nouns(
        "m",
        "object",
        """
        grille-pain=toaster, mixeur=blender | mech
        plateau=tray | container
        bulletin=school report | readable
        toboggan=slide, cerf-volant=kite
        """,
    )
    + _nouns(
        "f",
        "object",
        """
        serrure=lock, manette=controller | mech
        carafe=jug | container fragile
        peluche=soft toy | soft
        bille=marble | round
        balançoire=swing
        """,
    )
    + _nouns(
        "m",
        "furniture openable",
        "lave-vaisselle=dishwasher, lave-linge=washing machine, micro-ondes=microwave",
    )
)

_BODY = _nouns("m", "body", "poignet=wrist, talon=heel, cil=eyelash") + _nouns(
    "f", "body", "cuisse=thigh, hanche=hip"
)

_PLACES = _nouns(
    "m",
    "place",
    """
        immeuble=block of flats, phare=lighthouse, moulin=mill | building
        aquarium=aquarium | in building
        cimetière=cemetery | in
        boulevard=boulevard, rond-point=roundabout | on
        guichet=ticket office
        distributeur=cash machine | mech
        """,
) + _nouns(
    "f",
    "place",
    """
        station=station, station de métro=metro station | in building
        pizzeria=pizzeria, laverie=launderette | in building
        poissonnerie=fishmonger's shop, papeterie=stationery shop | in building shop
        grange=barn, écurie=stable | in building
        """,
)

_NATURE = _nouns("m", "plant tree", "saule=willow, érable=maple") + _nouns(
    "m", "plant mass", "lierre=ivy"
)

_ABSTRACT = _nouns("f", "abstract unique", "météo=weather forecast")

NOUNS: list[Noun] = (
    _PEOPLE
    + _ANIMALS
    + _FOOD
    + _CLOTHES
    + _THINGS
    + _BODY
    + _PLACES
    + _NATURE
    + _ABSTRACT
)

# French lemma -> its plural, for the declension tables that fix_lexicons adds
PLURALS = {
    "demi-frère": "demi-frères",
    "rouge-gorge": "rouges-gorges",
    "cochon d'Inde": "cochons d'Inde",
    "poisson rouge": "poissons rouges",
    "étoile de mer": "étoiles de mer",
    "chocolat chaud": "chocolats chauds",
    "maillot de bain": "maillots de bain",
    "cerf-volant": "cerfs-volants",
    "grille-pain": "grille-pain",
    "lave-vaisselle": "lave-vaisselle",
    "lave-linge": "lave-linge",
    "micro-ondes": "micro-ondes",
    "rond-point": "ronds-points",
    "station de métro": "stations de métro",
    "plateau": "plateaux",
}

# The jobs of this module and of the others that the job kinds lacked, as idioms.JOBS
# writes them: (French, English, who): "mf" (a feminine as pyrealb writes it), "same"
# (the same word for a woman: elle est pompier), "m" (men only)
JOBS = (
    ("pompier", "firefighter", "same"),
    ("mécanicien", "mechanic", "mf"),
    ("caissier", "cashier", "mf"),
    ("vendeur", "shop assistant", "mf"),
    ("boucher", "butcher", "m"),
    ("jardinier", "gardener", "mf"),
    ("banquier", "banker", "mf"),
    ("fleuriste", "florist", "same"),
    ("électricien", "electrician", "m"),
    ("chauffeur", "driver", "m"),
    ("bibliothécaire", "librarian", "same"),
    ("comptable", "accountant", "same"),
    ("psychologue", "psychologist", "same"),
    ("chercheur", "researcher", "mf"),
    ("moniteur", "instructor", "mf"),
    ("douanier", "customs officer", "m"),
    ("pâtissier", "pastry chef", "mf"),
    ("agriculteur", "farmer", "m"),
    ("maçon", "builder", "m"),
    ("livreur", "delivery driver", "mf"),
)

# --- Verbs --------------------------------------------------------------------------------

_P = "person"
_AN = "person animal"
# what one fails or passes (rater l'examen: fail the exam); rater stays "miss" otherwise
EXAM_EVENTS = frozenset("exam test dictation".split())

VERBS: tuple[Verb, ...] = (
    _v("pique-niquer", "have a picnic", _P),
    _v("éternuer", "sneeze", _AN),
    _v("bâiller", "yawn", _AN),
    _v("surfer", "surf", _P),
    _v("réviser", "revise", _P),
    _v("rater", "fail", _P, " ".join(EXAM_EVENTS)),
    _v("réussir", "pass", _P, " ".join(EXAM_EVENTS)),
    _v("baisser", "turn", _P, "music radio TV television", en_prep="down"),
    _v("télécharger", "download", _P, "film song music game photo"),
    _v("photocopier", "photocopy", _P, "readable letter"),
)

# --- Adjectives ---------------------------------------------------------------------------

_CROWDED = "inside shop beach restaurant museum street station pool"

ADJECTIVES: tuple[Adj, ...] = (
    _a("bondé", "crowded", "post", _CROWDED),
    _a("sourd", "deaf", "post", _AN),
    _a("aveugle", "blind", "post", _AN),
    _a("barbu", "bearded", "post", "man boy father uncle grandfather pirate"),
    _a("musclé", "muscular", "post", _P),
    _a("égoïste", "selfish", "post", _P),
    _a("stupide", "stupid", "post", "person idea question film"),
    _a("frisé", "curly", "post", "hair"),
    _a("raide", "straight", "post", "hair"),
    _a("trempé", "soaked", "post", "person animal clothes"),
    _a("glacé", "ice-cold", "post", "water drink"),
    _a("végétarien", "vegetarian", "post", "person dish meal"),
    _a("fade", "bland", "post", "food"),
    _a("rassis", "stale", "post", "bread baguette cake croissant brioche"),
    _a("abîmé", "damaged", "post", "object furniture vehicle clothes"),
    _a("gêné", "embarrassed", "post", _P),
    _a("stressé", "stressed", "post", _P),
)

# verbs of the other lexicons that take the new nouns too (by the noun's English)
MORE_OBJECTS: dict[str, str] = {
    "chercher": "cash machine",
    "trouver": "cash machine",
    "regarder": "weather forecast",
    "écouter": "weather forecast",
}


def fix_lexicons(pr) -> None:
    """Add to pyrealb's lexicons the words of this module that it lacks."""
    language = pr.getLanguage()
    pr.loadFr()
    add_french_plurals(pr, NOUNS, PLURALS)
    # (pyrealb lacks the first four; it has "mamie" as a masculine)
    for word, gender in (("barman", "m"), ("cocktail", "m"), ("mixeur", "m")):
        pr.addToLexicon(word, {"N": {"g": gender, "tab": "n3"}}, "fr")
    for word in ("tong", "mamie"):
        pr.addToLexicon(word, {"N": {"g": "f", "tab": "n17"}}, "fr")
    fr = pr.getLexicon("fr")
    pr.addToLexicon("télécharger", {"V": {**fr["charger"]["V"]}}, "fr")
    for word in ("gêné", "stressé"):  # (declined like "fatigué")
        pr.addToLexicon(word, {"A": {**fr["fatigué"]["A"]}}, "fr")
    pr.loadEn()
    en = pr.getLexicon("en")
    nouns = (
        "firefighter, customs officer, delivery driver, pastry chef, half-sister,"
        " guinea pig, sea lion, tracksuit, flip-flop, clementine, blender, soft toy,"
        " school report, ticket office, cash machine, metro station, metro,"
        " pizzeria, fishmonger's shop, stationery shop, weather forecast, budgie, washing machine"
    )
    for word in nouns.split(","):
        pr.addToLexicon(word.strip(), {"N": {"tab": "n1", "cnt": "yes"}}, "en")
    for word in ("sweetcorn", "hot chocolate"):
        pr.addToLexicon(word, {"N": {"tab": "n5", "cnt": "no"}}, "en")
    for word in ("goldfish", "starfish"):  # (the plural keeps the singular, as fish)
        pr.addToLexicon(word, {"N": {"tab": "n4", "cnt": "yes"}}, "en")
    for (
        word
    ) in "crowded soaked ice-cold damaged embarrassed stressed vegetarian".split():
        pr.addToLexicon(word, {"A": {"tab": "a1"}}, "en")
    pr.addToLexicon("download", {"V": {**en["load"]["V"]}}, "en")
    pr.addToLexicon("surf", {"V": {**en["walk"]["V"]}}, "en")
    flats = ("block of flats", "blocks of flats")
    declension = [{"val": flats[0], "n": "s"}, {"val": flats[1], "n": "p"}]
    pr.getRules("en")["declension"]["x-flats"] = {
        "ending": flats[0],
        "declension": declension,
    }
    pr.addToLexicon(flats[0], {"N": {"tab": "x-flats", "cnt": "yes"}}, "en")
    pr.loadEn() if language == "en" else pr.loadFr()
