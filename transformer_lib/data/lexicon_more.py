"""More everyday words for corpus v3: the lemmas a beginner meets that v3 still lacked.

Chosen by a systematic pass over wordfreq's 3,000 most frequent French words (those never
in a sample of version 3's rows) and over a beginner's themes: people and jobs, animals,
clothes, food and drink, the house, school, the town, transport, nature, time and the
everyday abstract nouns (*leçon*, *addition*, *prénom*), with the verbs and adjectives
that go with them. The entries have the shapes and tags of :mod:`.lexicon_nouns` and
:mod:`.lexicon_verbs`; no French noun lemma repeats one of theirs.

*prénom* carries the tag ``name``, so that the verbs of *nom* take it too (*épeler son
prénom* / *spell her first name*). ``MORE_OBJECTS`` widens the objects of verbs that v3 already has, so that the abstract
nouns of :mod:`.lexicon_nouns` (*nom*, *numéro*, *réponse*, *chanson*), which no verb
took, come out in rows: *oublier son nom* / *forget his name*, *écrire l'adresse* /
*write the address*, *écouter la musique* / *listen to the music*. A tag there is a noun
class or an English lemma, as in the verbs' own tags.

*préféré* / *favourite* goes with a possessive only (*mon livre préféré* / *my favourite
book*), never as the attribute of *être*: ``POSSESSIVE_ONLY`` and ``NOT_ATTRIBUTES`` say
so to the sampler.

:func:`fix_lexicons` adds to pyrealb's lexicons the words it lacks (*pull*, *week-end*;
*police station*, *ice cream*: English nouns of two words).
"""

from __future__ import annotations

from .lexicon import Adj, Noun, Verb, _a, _nouns, _v

__all__ = [
    "NOUNS",
    "VERBS",
    "ADJECTIVES",
    "MORE_OBJECTS",
    "POSSESSIVE_ONLY",
    "NOT_ATTRIBUTES",
    "fix_lexicons",
]


# --- Nouns ----------------------------------------------------------------------------

_PEOPLE = _nouns(
    "m",
    "person legs",
    """
    employé/mf=employee, banquier/mf=banker, vendeur/mf=shop assistant
    collègue/mf=colleague, invité/mf=guest, habitant/mf=inhabitant
    retraité/mf=pensioner, maire/mf=mayor, petit-fils=grandson
    """,
) + _nouns("f", "person legs", "épouse=wife, petite-fille=granddaughter")

_ANIMALS = _nouns(
    "m",
    "animal",
    """
    poney=pony, poulain=foal, koala=koala | legs
    dinosaure=dinosaur, lama=llama, sanglier=boar | legs big
    moineau=sparrow | legs fly
    ver=worm
    """,
) + _nouns(
    "f",
    "animal",
    """
    taupe=mole, biche=doe | legs
    pie=magpie, hirondelle=swallow | legs fly
    méduse=jellyfish | swim
    limace=slug
    """,
)

_THINGS = _nouns(
    "m",
    "object",
    """
    passeport=passport, menu=menu, agenda=diary, album=album | readable openable
    poème=poem, conte=tale, courriel=email, horaire=timetable | readable
    colis=parcel, paquet=packet | container openable
    caillou=pebble, coquillage=shell, rasoir=razor, puzzle=jigsaw
    portable=mobile, réveil=alarm clock, chargeur=charger, moteur=engine | mech
    aspirateur=vacuum cleaner | mech
    dentifrice=toothpaste, shampooing=shampoo, parfum=perfume | mass
    """,
) + _nouns(
    "f",
    "object",
    """
    addition=bill, recette=recipe | readable
    trousse=pencil case | container openable
    théière=teapot | container fragile
    poêle=frying pan | container
    tablette=tablet, caméra=camera, imprimante=printer, sonnette=doorbell | mech
    pile=battery
    craie=chalk, essence=petrol, monnaie=change | mass
    """,
)

_CLOTHES = _nouns(
    "m", "object clothes", "pull=jumper, t-shirt=T-shirt, anorak=anorak"
) + _nouns("f", "object clothes", "basket=trainer")

_FOOD = (
    _nouns(
        "m",
        "food",
        """
        croissant=croissant, plat=dish, hamburger=burger
        kiwi=kiwi | fruit
        thon=tuna, saumon=salmon, steak=steak | mass
        goûter=snack | meal
        """,
    )
    + _nouns(
        "f",
        "food",
        """
        baguette=baguette, glace=ice cream, patate=potato, gaufre=waffle
        courgette=courgette, aubergine=aubergine, crevette=prawn, noix=nut
        myrtille=blueberry | fruit
        """,
    )
    + _nouns("m", "drink mass", "soda=fizzy drink, cidre=cider, champagne=champagne")
)

_HOUSE = _nouns("m", "furniture", "tabouret=stool | top\nrobinet=tap") + _nouns(
    "f", "furniture", "cuisinière=cooker"
)

_PLACES = _nouns(
    "m",
    "place",
    """
    collège=secondary school, gymnase=gym, commissariat=police station | in building
    chalet=chalet, bar=bar, monument=monument | in building
    bois=wood, parking=car park, camping=campsite | in
    quai=platform | on
    """,
) + _nouns(
    "f",
    "place",
    """
    librairie=bookshop, pâtisserie=cake shop | in building shop
    mairie=town hall, poste=post office, tour=tower | in building
    terrasse=terrace | on
    """,
)

_TRANSPORT = _nouns("m", "vehicle mech inside", "car=coach") + _nouns(
    "f", "vehicle mech inside", "camionnette=van"
)

_NATURE = (
    _nouns("m", "plant tree", "pommier=apple tree, cerisier=cherry tree, bouleau=birch")
    + _nouns("m", "plant flower", "coquelicot=poppy")
    + _nouns("f", "plant flower", "jonquille=daffodil, lavande=lavender")
)

_TIME = _nouns("m", "time", "week-end=weekend")

_EVENTS = _nouns(
    "m",
    "event",
    """
    test=test, trajet=journey, vol=flight, départ=departure, séjour=stay
    carnaval=carnival, défilé=parade, embouteillage=traffic jam
    """,
) + _nouns(
    "f",
    "event",
    """
    visite=visit, arrivée=arrival, récréation=break, sieste=nap, dictée=dictation
    randonnée=hike, cérémonie=ceremony, répétition=rehearsal
    """,
)

_ABSTRACT = _nouns(
    "m",
    "abstract",
    """
    prénom=first name | name
    plan=plan, risque=risk, cauchemar=nightmare, retard=delay, sourire=smile, cri=shout
    conseil=advice, danger=danger, repos=rest, ennui=boredom | mass
    """,
) + _nouns(
    "f",
    "abstract",
    """
    leçon=lesson, note=mark, matière=subject, différence=difference
    information=information, aide=help, fatigue=tiredness | mass
    géographie=geography, circulation=traffic | mass
    """,
)

NOUNS: list[Noun] = (
    _PEOPLE
    + _ANIMALS
    + _THINGS
    + _CLOTHES
    + _FOOD
    + _HOUSE
    + _PLACES
    + _TRANSPORT
    + _NATURE
    + _TIME
    + _EVENTS
    + _ABSTRACT
)

# --- Verbs ----------------------------------------------------------------------------


_P = "person"
_AN = "person animal"
# what one says, writes, forgets, knows: the abstract nouns one can name or spell
_SAID = "name word sentence answer address number date price title"

VERBS: tuple[Verb, ...] = (
    _v("réfléchir", "think", _P),
    _v("hésiter", "hesitate", _P),
    _v("tousser", "cough", _AN),
    _v("éternuer", "sneeze", _AN),
    _v("saigner", "bleed", _AN),
    _v("découvrir", "discover", _P, "place animal plant secret truth"),
    _v("résoudre", "solve", _P, "problem"),
    _v("imaginer", "imagine", _P, "story place person animal"),
    _v("ressembler", "look", _AN, _AN, fr_prep="à", en_prep="like"),
    _v("chanter", "sing", _P, "song"),
    _v("dire", "say", _P, "word sentence name"),
    _v("dire", "tell", _P, "truth secret joke story"),
    _v("deviner", "guess", _P, "answer name secret number"),
    _v("noter", "write", _P, "address number name date", en_prep="down"),
    _v("traduire", "translate", _P, "word sentence text letter story poem"),
    _v("épeler", "spell", _P, "name word"),
    _v("prononcer", "pronounce", _P, "word name sentence"),
    _v("discuter", "discuss", _P, "problem idea question plan", fr_prep="de"),
    _v("demander", "ask", _P, "bill address price menu", en_prep="for"),
    _v("payer", "pay", _P, "bill"),
    _v("perdre", "lose", _P, "match race competition"),
)

# French verb -> the tags its objects gain in version 3 (each verb of that French lemma
# that already takes an object; with a preposition only where one is named: écouter).
MORE_OBJECTS: dict[str, str] = {
    "oublier": _SAID + " song story appointment lesson",
    "écrire": _SAID + " story song message email poem",
    "connaître": "name address answer number song story truth",
    "chercher": "word answer solution name address job idea",
    "trouver": "answer solution idea word name address job",
    "répéter": "word sentence name lesson",
    "expliquer": "word sentence problem lesson",
    "écouter": "music song",
    "raconter": "joke tale dream",
    "apporter": "bill menu",
    "avoir": "idea question problem plan job",
    "voir": "film show match concert exhibition parade",
    "choisir": "colour name film song subject",
    "aimer": "music song film series art nature poem",
    "adorer": "music song film series art nature poem",
    "détester": "music song film series art",
    "préférer": "music song film series art poem",
    "apprendre": "word poem song",
}

# --- Adjectives -----------------------------------------------------------------------


_THINGS_ADJ = "object furniture vehicle clothes"
_NATION = "person food drink vehicle object town"
_LIKED = (
    "object food drink clothes animal colour film song music book sport place room "
    "story game instrument shop"
)

ADJECTIVES: tuple[Adj, ...] = (
    _a("préféré", "favourite", "post", _LIKED),
    _a("gratuit", "free", "post", "ticket newspaper magazine concert show"),
    _a("agréable", "pleasant", "post", "place room weather walk trip stay"),
    _a("génial", "great", "post", "idea film book event"),
    _a("incroyable", "incredible", "post", "story film event"),
    _a("bizarre", "weird", "post", "person animal object food idea story noise"),
    _a("confortable", "comfortable", "post", "furniture clothes vehicle"),
    _a("fatigant", "tiring", "post", "work trip walk race journey hike"),
    _a("joyeux", "cheerful", "post", "person"),
    _a("célibataire", "single", "post", "person"),
    _a("sportif", "sporty", "post", "person"),
    _a("gourmand", "greedy", "post", "person animal"),
    _a("sage", "good", "post", "child boy girl baby dog"),
    _a("pâle", "pale", "post", "person"),
    _a("beige", "beige", "post", _THINGS_ADJ),
    _a("populaire", "popular", "post", "person film song sport place"),
    _a("public", "public", "post", "garden park pool library building"),
    _a("privé", "private", "post", "garden pool building beach"),
    _a("spécial", "special", "post", "event gift day meal"),
    _a("complet", "full", "post", "hotel restaurant train bus"),
    _a("entier", "whole", "post", "cake pie pizza bread chicken melon watermelon"),
    _a("impossible", "impossible", "post", "idea question plan"),
    _a("belge", "Belgian", "post", _NATION),
    _a("suisse", "Swiss", "post", _NATION),
    _a("canadien", "Canadian", "post", _NATION),
    _a("russe", "Russian", "post", _NATION),
)

# *mon livre préféré* / *my favourite book*: a possessive and no attribute of être
POSSESSIVE_ONLY = frozenset({"préféré"})
# *un vrai ami* / *a real friend*, but *c'est vrai* / *it is true*: vrai is no attribute
# of a person or a thing in the clause grammar ("nous ne sommes pas vrais": "real")
NOT_ATTRIBUTES = frozenset({"préféré", "vrai"})

# --- pyrealb ----------------------------------------------------------------------------

_FR_MASCULINE = (
    "pull t-shirt anorak steak week-end poney puzzle hamburger parking champagne "
    "shampooing"
)


def fix_lexicons(pr) -> None:
    """Add to pyrealb's lexicons the words of this module that it lacks."""
    language = pr.getLanguage()
    for word in _FR_MASCULINE.split():
        pr.addToLexicon(word, {"N": {"g": "m", "tab": "n3"}}, "fr")
    for word in ("basket", "épouse"):
        pr.addToLexicon(word, {"N": {"g": "f", "tab": "n17"}}, "fr")
    pr.addToLexicon("portable", {"N": {"g": "m", "tab": "n3"}}, "fr")
    pr.addToLexicon("petit-fils", {"N": {"g": "m", "tab": "x-petit-fils"}}, "fr")
    pr.addToLexicon("petite-fille", {"N": {"g": "f", "tab": "x-petite-fille"}}, "fr")
    pr.loadFr()
    tables = pr.getRules()["declension"]
    for lemma, plural in (
        ("petit-fils", "petits-fils"),
        ("petite-fille", "petites-filles"),
    ):
        tables["x-" + lemma] = {
            "ending": lemma,
            "declension": [{"val": lemma, "n": "s"}, {"val": plural, "n": "p"}],
        }
    # English nouns of two words, and those pyrealb lacks (regular plurals)
    for word in (
        "shop assistant",
        "alarm clock",
        "vacuum cleaner",
        "pencil case",
        "frying pan",
        "croissant",
        "baguette",
        "ice cream",
        "fizzy drink",
        "secondary school",
        "police station",
        "car park",
        "bookshop",
        "cake shop",
        "town hall",
        "post office",
        "apple tree",
        "cherry tree",
        "traffic jam",
        "first name",
        "burger",
        "jigsaw",
        "courgette",
        "aubergine",
        "campsite",
        "lavender",
    ):
        pr.addToLexicon(word, {"N": {"tab": "n1", "cnt": "yes"}}, "en")
    for word in ("champagne", "cider", "tuna", "salmon", "petrol", "chalk"):
        pr.addToLexicon(word, {"N": {"tab": "n5", "cnt": "no"}}, "en")
    # plurals without -s: two jellyfish, three fish (pyrealb writes jellyfishes, fishes);
    # version 2 has neither noun
    english = pr.getLexicon("en")
    for word in ("jellyfish", "fish"):
        pr.addToLexicon(word, {**english[word], "N": {"cnt": "yes", "tab": "n4"}}, "en")
    # pyrealb 3.3.1 conjugates "spell" as "they spells" (as it did "smell")
    pr.addToLexicon("spell", {"V": {"tab": "v1"}}, "en")
    strawberry = pr.getLexicon("en")["strawberry"]["N"]
    pr.addToLexicon("blueberry", {"N": dict(strawberry)}, "en")
    for word in "favourite weird tiring sporty Belgian Swiss beige".split():
        pr.addToLexicon(word, {"A": {"tab": "a1"}}, "en")
    pr.loadEn() if language == "en" else pr.loadFr()
