"""Still more everyday words for corpus v3: a second pass, verbs first.

Chosen by measuring which of wordfreq's 5,000 most frequent French words a freshly
generated version 3 corpus never has, and keeping those a beginner meets, with the verbs
of a beginner's day that were missing: the house and garden (*jardiner*, *bricoler*,
*tondre*, *débarrasser*), school (*corriger*, *effacer*, *colorier*, *coller*), money
(*dépenser*, *économiser*, *rembourser*), meals (*déjeuner*, *dîner*, *grignoter*,
*réchauffer*), sport and leisure (*patiner*, *plonger*, *camper*, *marquer un but*),
the body (*grossir*, *maigrir*, *guérir*, *vieillir*), animals (*lécher*, *renifler*, *pondre*,
*enterrer*), things to plug in and charge, people (*gronder*, *punir*,
*encourager*, *sauver*, *accueillir*), and *retourner à* (with être in the passé
composé). The nouns fill the same themes (jobs, animals, clothes, food, the house, the
town, nature, the parts of the day: *journée*, *matinée*, *soirée*), then adjectives.
The entries have the shapes and tags of :mod:`.lexicon_more`; no French lemma repeats
one of the other lexicons.

``PAIRS`` are the English nouns used in the plural only (*trousers*, *shorts*,
*pyjamas*, *tights*, *scissors*, *glasses*) for a French noun that has a
singular: *le pantalon est bleu* / *the trousers are blue*, *un pantalon* / *trousers*
(no article, as for a plural), *ce pantalon* / *these trousers*. The realiser makes the
English noun phrase of these nouns plural, and the sampler gives them no number (*deux
pantalons* would need *two pairs of trousers*). *gens* / *people* is plural in both
languages (the tag ``plural`` of :mod:`.lexicon_nouns`), as are *ciseaux* and *lunettes*.
*jean* (*jeans*) is left out: it is also the name *Jean*, which rows keep unchanged.

:func:`fix_lexicons` adds to pyrealb's lexicons the words it lacks or gets wrong.
"""

from __future__ import annotations

from .lexicon import Adj, Noun, Verb, _a, _nouns, _v

__all__ = ["NOUNS", "VERBS", "ADJECTIVES", "PAIRS", "fix_lexicons"]


# --- Nouns ----------------------------------------------------------------------------

_PEOPLE = _nouns(
    "m",
    "person legs",
    """
    patron/mf=boss, menuisier/mf=carpenter, traducteur/mf=translator
    électricien=electrician, agriculteur=farmer, docteur=doctor, gendarme=police officer
    gens=people | plural
    """,
)

_ANIMALS = _nouns(
    "m",
    "animal",
    """
    paon=peacock, léopard=leopard, guépard=cheetah | legs
    canari=canary, faucon=falcon | legs fly
    dragon=dragon | legs fly big
    """,
) + _nouns(
    "f",
    "animal",
    """
    jument=mare, licorne=unicorn | legs
    mouette=seagull | legs fly
    chenille=caterpillar
    truite=trout | swim
    """,
)

# English used in the plural only (see PAIRS)
_CLOTHES = _nouns(
    "m",
    "object clothes",
    """
    pantalon=trousers, short=shorts, pyjama=pyjamas, collant=tights | pair
    bonnet=woolly hat, blouson=jacket, sweat=sweatshirt
    """,
)

_THINGS = _nouns(
    "m",
    "object",
    """
    classeur=folder, balai=broom, interrupteur=switch
    ciseau=scissors | plural pair
    """,
) + _nouns(
    "f",
    "object",
    """
    calculatrice=calculator, agrafeuse=stapler | mech
    prise=socket
    bouilloire=kettle, cafetière=coffee pot | container mech
    lunette=glasses | plural pair
    """,
)

_HOUSE = _nouns(
    "m",
    "furniture",
    """
    congélateur=freezer | openable
    matelas=mattress, volet=shutter
    """,
)

_FOOD = _nouns(
    "m",
    "food",
    """
    yaourt=yoghurt, radis=radish
    brocoli=broccoli, ketchup=ketchup | mass
    """,
) + _nouns(
    "f",
    "food",
    """
    laitue=lettuce, citrouille=pumpkin, quiche=quiche, lentille=lentil
    amande=almond, cacahuète=peanut, noisette=hazelnut
    purée=mash, mayonnaise=mayonnaise | mass
    """,
)

_DRINKS = _nouns("f", "drink mass", "tisane=herbal tea")

_PLACES = _nouns(
    "m",
    "place",
    """
    lycée=secondary school | in building
    carrefour=crossroads
    """,
) + _nouns(
    "f",
    "place",
    """
    épicerie=grocer's shop, boucherie=butcher's shop, boutique=boutique | in building shop
    cathédrale=cathedral, chapelle=chapel, patinoire=ice rink | in building
    crèche=nursery | in building
    avenue=avenue | on
    falaise=cliff | on
    cascade=waterfall
    """,
)

_TIME = _nouns("f", "time", "journée=day, matinée=morning, soirée=evening")

_ABSTRACT = _nouns("m", "abstract", "but=goal")

NOUNS: list[Noun] = (
    _PEOPLE
    + _ANIMALS
    + _CLOTHES
    + _THINGS
    + _HOUSE
    + _FOOD
    + _DRINKS
    + _PLACES
    + _TIME
    + _ABSTRACT
)

# English nouns in the plural only: the English noun phrase is plural (see the docstring)
PAIRS = frozenset(n.en for n in NOUNS if "pair" in n.tags)

# --- Verbs ----------------------------------------------------------------------------


_P = "person"
_AN = "person animal"
_SCHOOL = "exercise text dictation test exam mistake sentence word"
_KIDS = "child boy girl son daughter friend guest"
_PLUGGED = "lamp computer phone radio television charger printer"
_HANG = "painting picture poster calendar clock mirror coat hat curtain"

VERBS: tuple[Verb, ...] = (
    # intransitive
    _v("jardiner", "garden", _P),
    _v("bricoler", "do DIY", _P),
    _v("camper", "camp", _P),
    _v("patiner", "skate", _P),
    _v("plonger", "dive", _AN),
    _v("bronzer", "sunbathe", _P),
    _v("pédaler", "pedal", _P),
    _v("ramer", "row", _P),
    _v("prier", "pray", _P),
    _v("chuchoter", "whisper", _P),
    _v("voter", "vote", _P),
    _v("déjeuner", "have lunch", _P),
    _v("dîner", "have dinner", _P),
    _v("vieillir", "grow old", _AN),
    _v("grossir", "put on weight", _AN),
    _v("maigrir", "lose weight", _AN),
    _v("guérir", "get better", _AN),
    _v("décoller", "take off", "plane helicopter rocket"),
    # transitive
    _v("retourner", "go", _AN, "in on", fr_prep="à", en_prep="back to"),
    _v("tricoter", "knit", _P, "jumper scarf sock hat glove"),
    _v("coudre", "sew", _P, "button dress shirt skirt trousers"),
    _v("remplacer", "replace", _P, "bulb battery tyre lamp key lock wheel"),
    _v("sauver", "save", _P, _AN),
    _v("proposer", "suggest", _P, "idea plan solution game walk trip"),
    _v("battre", "beat", _P, "person team"),
    _v("signer", "sign", _P, "letter readable"),
    _v("annoncer", "announce", _P, "news decision result date"),
    _v("accueillir", "welcome", _P, _P),
    _v("profiter", "enjoy", _P, "holiday sun weekend stay day", fr_prep="de"),
    _v("taper", "type", _P, "text letter message email"),
    _v("cuire", "cook", _P, "rice egg meat chicken pasta potato vegetable fish"),
    _v("promettre", "promise", _P, "gift money ticket", to_person=True),
    _v("fêter", "celebrate", _P, "birthday wedding victory success"),
    _v("dépenser", "spend", _P, "money"),
    _v("économiser", "save", _P, "money"),
    _v("rembourser", "pay", _P, "money", en_prep="back"),
    _v("accrocher", "hang", _P, _HANG),
    _v("coller", "stick", _P, "stamp poster picture photo paper"),
    _v("effacer", "rub", _P, "word sentence drawing line", en_prep="out"),
    _v("corriger", "correct", _P, _SCHOOL),
    _v("colorier", "colour", _P, "drawing picture", en_prep="in"),
    _v("découper", "cut", _P, "picture photo paper drawing", en_prep="out"),
    _v("gronder", "tell", _P, "child boy girl pupil dog", en_prep="off"),
    _v("punir", "punish", _P, "child boy girl pupil"),
    _v("encourager", "encourage", _P, "person team"),
    _v("marquer", "score", _P, "goal"),
    _v("dépasser", "overtake", "car bus truck motorbike bike", "vehicle"),
    _v("tondre", "mow", _P, "grass lawn"),
    _v("débarrasser", "clear", _P, "table"),
    _v("grignoter", "nibble", _AN, "food"),
    _v("souffler", "blow", _P, "candle", en_prep="out"),
    _v("appuyer", "press", _P, "button doorbell switch", fr_prep="sur"),
    _v("cliquer", "click", _P, "button picture", fr_prep="sur", en_prep="on"),
    _v("tuer", "kill", "person animal", "insect mosquito wasp rat snake spider"),
    _v("réchauffer", "heat", _P, "soup dish meal milk", en_prep="up"),
    _v("renverser", "knock", _AN, "glass cup bottle vase lamp bowl", en_prep="over"),
    _v("déposer", "drop", _P, _KIDS, en_prep="off"),
    _v("récupérer", "pick", _P, _KIDS + " parcel key", en_prep="up"),
    _v("brancher", "plug", _P, _PLUGGED, en_prep="in"),
    _v("débrancher", "unplug", _P, _PLUGGED),
    _v("recharger", "charge", _P, "phone mobile tablet computer battery"),
    _v("chatouiller", "tickle", _P, "child boy girl baby son daughter cat dog"),
    _v("traire", "milk", _P, "cow goat"),
    # what animals do
    _v("lécher", "lick", "animal", "hand face plate bowl"),
    _v("renifler", "sniff", "animal", "food flower"),
    _v("pondre", "lay", "hen duck goose", "egg"),
    _v("enterrer", "bury", _AN, "bone treasure"),
)

# --- Adjectives -----------------------------------------------------------------------


_STORY = "film book story series match game novel"

ADJECTIVES: tuple[Adj, ...] = (
    _a("sympa", "nice", "post", "person"),
    _a("chauve", "bald", "post", "person"),
    _a("têtu", "stubborn", "post", "person animal"),
    _a("impatient", "impatient", "post", "person"),
    _a("compliqué", "complicated", "post", "idea question problem plan exercise story"),
    _a("différent", "different", "post", "person object place idea"),
    _a("normal", "normal", "post", "person day life"),
    _a("passionnant", "exciting", "post", _STORY),
    _a("effrayant", "scary", "post", _STORY + " noise animal"),
    _a("terrible", "terrible", "post", "accident storm news idea mistake"),
    _a("affreux", "awful", "post", "weather noise smell food film"),
    _a("tiède", "lukewarm", "post", "drink soup water coffee tea bath"),
    _a("pointu", "pointed", "post", "knife stick pencil tooth nose"),
    _a("brillant", "shiny", "post", "object car ring coin medal"),
    _a("lisse", "smooth", "post", "stone skin pebble paper"),
    _a("silencieux", "silent", "post", "person room street place"),
    _a("inconnu", "unknown", "post", "person place"),
)

# --- pyrealb ----------------------------------------------------------------------------


def fix_lexicons(pr) -> None:
    """Add to pyrealb's lexicons the words of this module that it lacks."""
    language = pr.getLanguage()
    for word in ("short", "sweat", "ketchup"):
        pr.addToLexicon(word, {"N": {"g": "m", "tab": "n3"}}, "fr")
    english = (
        "police officer, woolly hat, sweatshirt, stapler, coffee pot,"
        " ice rink, hazelnut, unicorn, calculator, grocer's shop, butcher's shop, boutique"
    )
    for word in english.split(", "):
        pr.addToLexicon(word.strip(), {"N": {"tab": "n1", "cnt": "yes"}}, "en")
    pr.addToLexicon("herbal tea", {"N": {"tab": "n5", "cnt": "no"}}, "en")
    pr.addToLexicon("crossroads", {"N": {"tab": "n4", "cnt": "yes"}}, "en")
    # used in the plural only: the realiser makes their noun phrases plural (PAIRS)
    for word in ("trousers", "glasses"):
        pr.addToLexicon(word, {"N": {"tab": "n6", "cnt": "yes"}}, "en")
    # pyrealb 3.3.1 writes "she knit" and "she hanged (the coat)": knitted, hung
    pr.addToLexicon("unplug", {"V": {"tab": "v7"}}, "en")  # (the table of plug)
    pr.addToLexicon("knit", {"V": {"tab": "v14"}}, "en")  # (the table of knot)
    ang = ["ang", "ang", "angs", "ang", "ang", "ang"]
    tense = {"b": "ang", "ps": "ung", "pr": "anging", "pp": "ung", "p": ang}
    pr.getRules("en")["conjugation"]["x-hang"] = {"ending": "ang", "t": tense}
    pr.addToLexicon("hang", {"V": {"tab": "x-hang"}}, "en")
    # "ha", conjugated as "have": the head of "have lunch", which pyrealb asks with
    # "do" (it asks "Has she lunch?" of the lemma "have"); see realiser._head_particle
    ve = ["ve", "ve", "s", "ve", "ve", "ve"]
    tense = {"b": "ve", "p": ve, "ps": "d", "pr": "ving", "pp": "d"}
    pr.getRules("en")["conjugation"]["x-have"] = {"ending": "", "t": tense}
    ha = pr.getLexicon("en").get("ha", {})
    pr.addToLexicon("ha", {**ha, "V": {"tab": "x-have"}}, "en")
    for word in "stubborn scary lukewarm".split():
        pr.addToLexicon(word, {"A": {"tab": "a1"}}, "en")
    pr.loadEn() if language == "en" else pr.loadFr()
