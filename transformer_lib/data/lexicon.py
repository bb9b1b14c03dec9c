"""The bilingual lexicon of the shipped corpus: French and English lemmas, paired.

Every entry pairs a French lemma with one English lemma, so that a translation is a
function of the sentence's structure. Semantic tags keep the sentences sensible: a verb
names the tags its subject (and object) may carry, an adjective the tags of the nouns it
may describe, a preposition the tags of its noun phrase.

Noun tags: a class (``person``, ``animal``, ``object``, ``food``, ``drink``,
``furniture``, ``place``, ``vehicle``, ``plant``) plus finer ones: ``legs``, ``fly``,
``swim`` and ``big`` for animals; ``inside`` for vehicles one sits in; ``container``, ``readable``, ``openable``, ``mech``
(a machine that can be repaired), ``fragile``, ``soft``, ``round`` for things; ``fruit``;
``mass`` (no plural, no indefinite article: *l'eau* / *the water*); ``top`` (furniture
that things can be on and under); ``in`` / ``on`` for the places one is *in* or *on*;
``building``; ``tree``; ``flower``.

French lemmas are those of pyrealb's French lexicon (so *soeur*, spelt as pyrealb spells
it); a noun's gender is ``m``, ``f``, or ``mf`` for a person noun that takes both (*le
voisin* / *la voisine*, both *the neighbour*).
"""

from __future__ import annotations

import sys
from typing import NamedTuple

__all__ = [
    "Noun",
    "Verb",
    "Adj",
    "Prep",
    "NOUNS",
    "VERBS",
    "ADJECTIVES",
    "LOCATIONS",
    "DIRECTIONS",
    "COMPANIONS",
    "PRONOUNS",
    "POSSESSIVES",
    "NUMBERS",
    "TIME_ADVERBS",
    "MANNER_ADVERBS",
    "CONJUNCTIONS",
    "lemma_counts",
]


class Noun(NamedTuple):
    fr: str
    gender: str  # "m", "f" or "mf"
    en: str
    tags: frozenset[str]


class Verb(NamedTuple):
    fr: str
    en: str
    subj: frozenset[str]  # tags a subject may carry (any one of them)
    obj: frozenset[str] | None = None  # tags an object may carry; None: intransitive
    fr_prep: str | None = None  # entrer *dans* la maison
    en_prep: str | None = None  # look *at* the cat
    to_person: bool = False  # donner X *à* quelqu'un / give X *to* someone


class Adj(NamedTuple):
    fr: str
    en: str
    pos: str  # where French puts it: "pre" (un petit chat) or "post" (un chat noir)
    tags: frozenset[str]  # the nouns it may describe (any one of these tags)


class Prep(NamedTuple):
    fr: str
    en: str
    tags: frozenset[str]  # the nouns its phrase may hold


def _tags(text: str) -> frozenset[str]:
    return frozenset(text.split())


def _nouns(gender: str, tags: str, rows: str) -> list[Noun]:
    """Parse ``fr=en`` pairs (one or more a line) sharing a gender and tags.

    A row may add tags after a ``|``: ``chat=cat | legs``; ``fr/mf=en`` overrides the
    gender.
    """
    out = []
    for line in rows.strip().splitlines():
        pairs, _, extra = line.partition("|")
        for pair in pairs.split(","):
            fr, en = (s.strip() for s in pair.split("="))
            g = gender
            if "/" in fr:
                fr, g = fr.split("/")
            out.append(Noun(fr, g, en, _tags(tags) | _tags(extra)))
    return out


# --- Nouns --------------------------------------------------------------------------

_PERSON = "person legs"
NOUNS: tuple[Noun, ...] = tuple(
    _nouns(
        "m",
        _PERSON,
        """
        homme=man, garçon=boy, enfant=child, bébé=baby, père=father, frère=brother
        oncle=uncle, fils=son, roi=king, prince=prince
        médecin=doctor, professeur=teacher, boulanger=baker, cuisinier=cook
        fermier=farmer, pêcheur=fisherman, policier=policeman, soldat=soldier
        peintre=painter, pilote=pilot, juge=judge, avocat=lawyer, serveur=waiter
        voleur=thief, touriste=tourist, client=customer, marin=sailor
        jardinier=gardener, étranger=stranger, facteur=postman, écrivain=writer
        acteur=actor
        ami/mf=friend, voisin/mf=neighbour, cousin/mf=cousin, étudiant/mf=student
        chanteur/mf=singer, danseur/mf=dancer, musicien/mf=musician, infirmier/mf=nurse
        """,
    )
    + _nouns(
        "f",
        _PERSON,
        """
        femme=woman, fille=girl, mère=mother, soeur=sister, tante=aunt
        reine=queen, princesse=princess, dame=lady
        """,
    )
    + _nouns(
        "m",
        "animal",
        """
        chat=cat, chien=dog, cochon=pig, mouton=sheep, lapin=rabbit, coq=rooster | legs
        renard=fox, loup=wolf, singe=monkey, âne=donkey | legs
        cheval=horse, lion=lion, tigre=tiger, ours=bear, éléphant=elephant | legs big
        zèbre=zebra, chameau=camel | legs big
        oiseau=bird, hibou=owl, papillon=butterfly | fly
        canard=duck, cygne=swan | fly swim legs
        dauphin=dolphin | swim big
        serpent=snake, écureuil=squirrel
        """,
    )
    + _nouns(
        "f",
        "animal",
        """
        vache=cow, girafe=giraffe | legs big
        chèvre=goat, poule=hen | legs
        souris=mouse, grenouille=frog | legs swim
        tortue=turtle | swim
        baleine=whale | swim big
        abeille=bee | fly
        """,
    )
    + _nouns(
        "m",
        "object",
        """
        livre=book, journal=newspaper, cahier=notebook | readable openable
        sac=bag, panier=basket, seau=bucket | container
        verre=glass | container fragile
        stylo=pen, crayon=pencil, jouet=toy, chapeau=hat, manteau=coat
        parapluie=umbrella | mech
        téléphone=phone, ordinateur=computer | mech fragile
        ballon=ball | round soft
        cadeau=gift, miroir=mirror, tableau=painting, vase=vase
        couteau=knife, collier=necklace
        """,
    )
    + _nouns(
        "f",
        "object",
        """
        lettre=letter, carte=map | readable openable
        boîte=box, valise=suitcase | container openable
        bouteille=bottle, tasse=cup | container fragile
        clé=key, chaussure=shoe, robe=dress, chemise=shirt, photo=photo
        cuillère=spoon, fourchette=fork, guitare=guitar, bougie=candle, corde=rope
        bague=ring | round
        assiette=plate | round fragile
        montre=watch, lampe=lamp, radio=radio, horloge=clock | mech
        couverture=blanket, poupée=doll | soft
        """,
    )
    + _nouns(
        "f",
        "food",
        """
        pomme=apple, orange=orange, banane=banana, poire=pear, fraise=strawberry
        cerise=cherry, pêche=peach, prune=plum, tomate=tomato | fruit
        carotte=carrot, tarte=pie, pizza=pizza, salade=salad
        soupe=soup, viande=meat, confiture=jam | mass
        """,
    )
    + _nouns(
        "m",
        "food",
        """
        citron=lemon, abricot=apricot, melon=melon | fruit
        gâteau=cake, biscuit=cookie, bonbon=candy, sandwich=sandwich, oignon=onion
        pain=bread, fromage=cheese, chocolat=chocolate, riz=rice, beurre=butter | mass
        """,
    )
    + _nouns("m", "drink mass", "lait=milk, café=coffee, thé=tea, jus=juice, vin=wine")
    + _nouns("f", "drink mass", "eau=water")
    + _nouns(
        "m",
        "furniture",
        """
        lit=bed, canapé=sofa, bureau=desk, fauteuil=armchair, banc=bench | top
        piano=piano | top mech
        mur=wall, four=oven, tapis=rug
        """,
    )
    + _nouns(
        "f",
        "furniture",
        """
        table=table, chaise=chair | top
        étagère=shelf
        armoire=wardrobe, porte=door, fenêtre=window | openable
        """,
    )
    + _nouns(
        "f",
        "place",
        """
        maison=house, école=school, église=church, gare=station, bibliothèque=library
        boulangerie=bakery, ferme=farm, usine=factory, piscine=pool | in building
        cuisine=kitchen, chambre=bedroom | in
        ville=town, forêt=forest, rivière=river, mer=sea, rue=street, grotte=cave | in
        plage=beach, route=road, île=island, colline=hill, montagne=mountain | on
        """,
    )
    + _nouns(
        "m",
        "place",
        """
        magasin=shop, château=castle, hôpital=hospital, musée=museum | in building
        restaurant=restaurant, hôtel=hotel, théâtre=theatre | in building
        jardin=garden, parc=park, village=village, lac=lake, champ=field | in
        marché=market, port=harbour, zoo=zoo | in
        pont=bridge | on
        """,
    )
    + _nouns(
        "f",
        "vehicle",
        """
        voiture=car | mech inside
        moto=motorbike | mech
        """,
    )
    + _nouns(
        "m",
        "vehicle",
        """
        train=train, bateau=boat, avion=plane, camion=truck | mech inside
        taxi=taxi, bus=bus | mech inside
        vélo=bike, tracteur=tractor | mech
        """,
    )
    + _nouns("m", "plant", "arbre=tree, buisson=bush | tree")
    + _nouns("f", "plant", "fleur=flower, rose=rose, plante=plant | flower")
)

# --- Verbs --------------------------------------------------------------------------

_ANIMATE = "person animal"
_LEGGED = "person legs"
_CONCRETE = "person animal object food furniture vehicle plant"
_THING = "object food"


def _v(fr, en, subj, obj=None, fr_prep=None, en_prep=None, to_person=False) -> Verb:
    return Verb(
        fr,
        en,
        _tags(subj),
        None if obj is None else _tags(obj),
        fr_prep,
        en_prep,
        to_person,
    )


VERBS: tuple[Verb, ...] = (
    # intransitive
    _v("dormir", "sleep", _ANIMATE),
    _v("courir", "run", _LEGGED),
    _v("marcher", "walk", _LEGGED),
    _v("nager", "swim", "person swim"),
    _v("danser", "dance", "person"),
    _v("chanter", "sing", "person fly"),
    _v("rire", "laugh", "person"),
    _v("pleurer", "cry", "person"),
    _v("travailler", "work", "person"),
    _v("jouer", "play", _ANIMATE),
    _v("sourire", "smile", "person"),
    _v("crier", "shout", "person"),
    _v("sauter", "jump", "person legs"),
    _v("voler", "fly", "fly"),
    _v("arriver", "arrive", "person animal vehicle"),
    _v("partir", "leave", "person animal vehicle"),
    _v("tomber", "fall", "person animal object food furniture"),
    _v("rester", "stay", _ANIMATE),
    _v("attendre", "wait", _ANIMATE),
    _v("grandir", "grow", "person animal plant"),
    # transitive
    _v("manger", "eat", _ANIMATE, "food"),
    _v("boire", "drink", _ANIMATE, "drink"),
    _v("voir", "see", _ANIMATE, _CONCRETE + " place"),
    _v("regarder", "look", _ANIMATE, _CONCRETE + " place", en_prep="at"),
    _v("aimer", "like", _ANIMATE, _CONCRETE + " place drink"),
    _v("adorer", "love", "person", _CONCRETE + " place drink"),
    _v("prendre", "take", "person", _THING + " drink"),
    _v("acheter", "buy", "person", _THING + " vehicle drink"),
    _v("vendre", "sell", "person", _THING + " vehicle furniture"),
    _v("porter", "carry", "person big", "object food baby"),
    _v("trouver", "find", _ANIMATE, _THING + " person animal"),
    _v("perdre", "lose", "person", "object animal"),
    _v("chercher", "look", _ANIMATE, _THING + " person animal", en_prep="for"),
    _v("attendre", "wait", "person", "person vehicle", en_prep="for"),
    _v("appeler", "call", "person", "person animal"),
    _v("aider", "help", _ANIMATE, "person animal"),
    _v("suivre", "follow", _ANIMATE, "person animal vehicle"),
    _v("écouter", "listen", _ANIMATE, "person animal radio", en_prep="to"),
    _v("visiter", "visit", "person", "building"),
    _v("lire", "read", "person", "readable"),
    _v("écrire", "write", "person", "letter book"),
    _v("ouvrir", "open", "person", "openable"),
    _v("fermer", "close", "person", "openable"),
    _v("laver", "wash", "person", "object vehicle animal fruit furniture"),
    _v("préparer", "prepare", "person", "food drink"),
    _v("couper", "cut", "person", "food rope"),
    _v("nettoyer", "clean", "person", "object vehicle furniture building"),
    _v("dessiner", "draw", "person", _CONCRETE + " place"),
    _v("peindre", "paint", "person", "object furniture vehicle building"),
    _v("construire", "build", "person", "building furniture bridge"),
    _v("réparer", "repair", "person", "mech furniture"),
    _v("conduire", "drive", "person", "car truck bus taxi tractor"),
    _v("garder", "keep", "person", "object animal"),
    _v("toucher", "touch", _ANIMATE, _CONCRETE),
    _v("casser", "break", _ANIMATE, "fragile mech"),
    _v("jeter", "throw", "person", _THING),
    _v("attraper", "catch", _ANIMATE, "animal ball"),
    _v("nourrir", "feed", "person", "animal baby"),
    _v("rencontrer", "meet", "person", "person"),
    _v("connaître", "know", "person", "person place"),
    _v("oublier", "forget", "person", "object person"),
    _v("choisir", "choose", "person", _THING + " animal"),
    _v("cacher", "hide", _ANIMATE, _THING),
    _v("tenir", "hold", "person", "object food animal"),
    _v("pousser", "push", _ANIMATE, "object furniture vehicle"),
    _v("tirer", "pull", _ANIMATE, "object furniture vehicle"),
    _v(
        "traverser", "cross", "person animal vehicle", "street road bridge river forest"
    ),
    _v("sentir", "smell", _ANIMATE, "food drink flower"),
    _v("goûter", "taste", "person", "food drink"),
    _v("compter", "count", "person", "object food animal person"),
    _v("protéger", "protect", _ANIMATE, "person animal building"),
    _v("remercier", "thank", "person", "person"),
    _v("inviter", "invite", "person", "person"),
    _v("chasser", "chase", _ANIMATE, "animal"),
    _v("mordre", "bite", "animal", "person animal food"),
    _v("avoir", "have", "person", "object animal vehicle food"),
    _v("entrer", "enter", "person animal", "building kitchen bedroom", fr_prep="dans"),
    _v("aller", "go", "person animal vehicle", "in on", fr_prep="à", en_prep="to"),
    _v("venir", "come", "person animal vehicle", "in on", fr_prep="de", en_prep="from"),
    _v("parler", "talk", "person", "person animal", fr_prep="à", en_prep="to"),
    _v("penser", "think", "person", _CONCRETE + " place", fr_prep="à", en_prep="about"),
    # ditransitive: X gives O to a person
    _v("donner", "give", "person", _THING + " drink", to_person=True),
    _v("montrer", "show", "person", _THING + " animal", to_person=True),
    _v("envoyer", "send", "person", "object", to_person=True),
    _v("offrir", "offer", "person", _THING + " drink", to_person=True),
    _v("apporter", "bring", "person", _THING + " drink", to_person=True),
    _v("prêter", "lend", "person", "object vehicle", to_person=True),
)

# --- Adjectives ---------------------------------------------------------------------

_ALL = "person animal object food furniture vehicle plant place"
_COLOURED = "object vehicle furniture"


def _a(fr, en, pos, tags) -> Adj:
    return Adj(fr, en, pos, _tags(tags))


ADJECTIVES: tuple[Adj, ...] = (
    # placed before the noun in French (and first in English)
    _a("petit", "small", "pre", _ALL),
    _a("grand", "big", "pre", _ALL),
    _a("beau", "beautiful", "pre", _ALL),
    _a("joli", "pretty", "pre", "person animal object furniture plant place"),
    _a("jeune", "young", "pre", "person animal plant"),
    _a("vieux", "old", "pre", _ALL),
    _a("bon", "good", "pre", "person animal food drink"),
    _a("mauvais", "bad", "pre", "person food drink"),
    _a("gros", "fat", "pre", "person animal"),
    _a("nouveau", "new", "pre", "person object furniture vehicle building"),
    # placed after the noun in French
    _a("rouge", "red", "post", _COLOURED + " flower fruit building"),
    _a("noir", "black", "post", _COLOURED + " animal building"),
    _a("blanc", "white", "post", _COLOURED + " animal flower building"),
    _a("bleu", "blue", "post", _COLOURED + " flower building"),
    _a("vert", "green", "post", _COLOURED + " fruit plant"),
    _a("jaune", "yellow", "post", _COLOURED + " flower fruit"),
    _a("gris", "grey", "post", _COLOURED + " animal building"),
    _a("brun", "brown", "post", "object furniture animal"),
    _a("gentil", "kind", "post", "person animal"),
    _a("content", "happy", "post", "person animal"),
    _a("triste", "sad", "post", "person animal"),
    _a("fatigué", "tired", "post", "person animal"),
    _a("malade", "sick", "post", "person animal plant"),
    _a("affamé", "hungry", "post", "person animal"),
    _a("curieux", "curious", "post", "person animal"),
    _a("timide", "shy", "post", "person animal"),
    _a("courageux", "brave", "post", "person animal"),
    _a("intelligent", "clever", "post", "person animal"),
    _a("calme", "calm", "post", "person animal place"),
    _a("bruyant", "noisy", "post", "person animal vehicle place"),
    _a("célèbre", "famous", "post", "person building"),
    _a("riche", "rich", "post", "person"),
    _a("rapide", "fast", "post", "animal vehicle"),
    _a("lent", "slow", "post", "animal vehicle"),
    _a("chaud", "hot", "post", "food drink"),
    _a("froid", "cold", "post", "food drink"),
    _a("sale", "dirty", "post", "object furniture vehicle animal building"),
    _a("lourd", "heavy", "post", "object furniture"),
    _a("léger", "light", "post", "object"),
    _a("rond", "round", "post", "round furniture fruit"),
    _a("doux", "soft", "post", "soft animal"),
    _a("sucré", "sweet", "post", "food drink"),
    _a("salé", "salty", "post", "food"),
    _a("frais", "fresh", "post", "food drink"),
    _a("mûr", "ripe", "post", "fruit"),
    _a("délicieux", "delicious", "post", "food drink"),
    _a("vide", "empty", "post", "container"),
    _a("plein", "full", "post", "container"),
    _a("moderne", "modern", "post", "building vehicle mech"),
    _a("immense", "huge", "post", "place animal plant"),
    _a("minuscule", "tiny", "post", "animal object food"),
    _a("sauvage", "wild", "post", "animal"),
    _a("étrange", "strange", "post", _ALL),
)

# --- Prepositions -------------------------------------------------------------------

# Where something happens or is: the preposition's noun phrase names a landmark.
LOCATIONS: tuple[Prep, ...] = (
    Prep("dans", "in", _tags("in inside")),
    Prep("sur", "on", _tags("on top")),
    Prep("sous", "under", _tags("top tree bridge")),
    Prep("près de", "near", _tags("place furniture plant vehicle")),
    Prep("à côté de", "next to", _tags("place furniture plant vehicle")),
    Prep("devant", "in front of", _tags("place furniture plant vehicle")),
    Prep("derrière", "behind", _tags("place furniture plant vehicle")),
    Prep("loin de", "far from", _tags("place")),
)
# Where to, after a verb of motion.
DIRECTIONS: tuple[Prep, ...] = (Prep("vers", "towards", _tags("place")),)
# With or without whom (the subject must be animate), or for whom.
COMPANIONS: tuple[Prep, ...] = (
    Prep("avec", "with", _tags("person animal")),
    Prep("sans", "without", _tags("person animal")),
    Prep("pour", "for", _tags("person")),
)

# --- Function words -----------------------------------------------------------------

# (French, English, person, number): the subject pronouns; il/elle get their gender.
PRONOUNS: tuple[tuple[str, str, int, str], ...] = (
    ("je", "I", 1, "s"),
    ("tu", "you", 2, "s"),
    ("il", "he", 3, "s"),
    ("elle", "she", 3, "s"),
    ("nous", "we", 1, "p"),
    ("vous", "you", 2, "p"),
    ("ils", "they", 3, "p"),
    ("elles", "they", 3, "p"),
)
# (French, English, owner's person, owner's number)
POSSESSIVES: tuple[tuple[str, str, int, str], ...] = (
    ("mon", "my", 1, "s"),
    ("ton", "your", 2, "s"),
    ("notre", "our", 1, "p"),
    ("votre", "your", 2, "p"),
    ("leur", "their", 3, "p"),
)
# (value, French, English): plural counts
NUMBERS: tuple[tuple[int, str, str], ...] = (
    (2, "deux", "two"),
    (3, "trois", "three"),
    (4, "quatre", "four"),
    (5, "cinq", "five"),
)
# (French, English, the tenses it goes with: p present, pc passé composé, f future)
TIME_ADVERBS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("hier", "yesterday", ("pc",)),
    ("demain", "tomorrow", ("f",)),
    ("aujourd'hui", "today", ("p", "pc", "f")),
    ("maintenant", "now", ("p",)),
)
# (French, English): after a verb of motion
MANNER_ADVERBS: tuple[tuple[str, str], ...] = (
    ("vite", "quickly"),
    ("lentement", "slowly"),
    ("ensemble", "together"),  # with a plural subject only
)
# (French, English): "ou" joins noun phrases only
CONJUNCTIONS: tuple[tuple[str, str], ...] = (
    ("et", "and"),
    ("mais", "but"),
    ("ou", "or"),
)
# Articles and demonstratives: le/the, un/a, ce/this, and de (ne ... pas de) for negation.
ARTICLES: tuple[tuple[str, str], ...] = (("le", "the"), ("un", "a"), ("ce", "this"))


def lemma_counts(lex=None) -> dict[str, dict[str, int]]:
    """Distinct lemmas per part of speech and language: {"fr": {...}, "en": {...}}, of
    this lexicon or of ``lex``, a module with the same names (:mod:`.lexicon_v3`)."""
    x = lex or sys.modules[__name__]
    groups = {
        "nouns": [(n.fr, n.en) for n in x.NOUNS],
        "verbs": [(v.fr, v.en) for v in x.VERBS] + [("être", "be")],
        "adjectives": [(a.fr, a.en) for a in x.ADJECTIVES],
        "prepositions": [
            (p.fr, p.en) for p in x.LOCATIONS + x.DIRECTIONS + x.COMPANIONS
        ]
        + [(v.fr_prep or "", v.en_prep or "") for v in x.VERBS]
        + [("à", "to")],
        "pronouns": [(p[0], p[1]) for p in x.PRONOUNS],
        "determiners": [(p[0], p[1]) for p in x.POSSESSIVES]
        + [(n[1], n[2]) for n in x.NUMBERS]
        + list(ARTICLES)
        + [("de", "any")],
        "adverbs": [(a[0], a[1]) for a in x.TIME_ADVERBS + x.MANNER_ADVERBS],
        "conjunctions": list(x.CONJUNCTIONS),
    }
    out: dict[str, dict[str, int]] = {"fr": {}, "en": {}}
    for name, pairs in groups.items():
        for i, lang in enumerate(("fr", "en")):
            out[lang][name] = len({p[i] for p in pairs if p[i]})
    for lang in out:
        out[lang]["total"] = sum(out[lang].values())
    return out
