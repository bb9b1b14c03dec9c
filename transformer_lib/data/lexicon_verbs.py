"""The verbs, adjectives and adverbs that corpus v3 adds to the lexicon of :mod:`.lexicon`.

The entries have the shapes of :mod:`.lexicon` (``Verb``, ``Adj``) and its tag scheme, plus
the noun classes of v3: ``clothes``, ``body``, ``time``, ``abstract`` (question, idée,
histoire, travail, film, musique), ``event`` (fête, concert, match, voyage), ``sport``,
``instrument``, ``room``, ``shop`` and ``weather``. A tag may also be a noun's English
lemma (``dog``, ``story``), as in v2. None of the French verbs here repeats a v2 verb with
the same construction and sense: *porter* (wear clothes), *regarder* (watch a film),
*voler* (steal) and *frapper* (hit a ball) name other senses, with objects of their own.

The words were chosen from wordfreq's 1,000 most frequent French words (every verb,
adjective and adverb among them with an everyday sense that fits a simple clause) and
from a beginner's themes: the day, food, school, work, travel, home, feelings, colours,
sizes, the weather, people.

A phrasal English verb keeps its particle in ``en_prep``: *mettre le manteau* / *put on
the coat* is ``Verb("mettre", "put", ..., en_prep="on")``.

Adverbs are :class:`Adverb` records: where each goes in each language (pyrealb puts a
French adverb given inside the verb phrase after the auxiliary of the passé composé, *elle
a souvent mangé*, when it is short), and in which clauses it reads right.
:func:`adverb_slots` builds the pieces of a clause around one. ``TIME_ADVERBS`` and
``MANNER_ADVERBS`` hold the few that also go where v2's go (after the verb phrase).

:func:`fix_lexicons` adds to pyrealb's lexicons the words these entries need that it
lacks (English participles used as adjectives, *a lot*) or gets wrong.
"""

from __future__ import annotations

from typing import NamedTuple

from .lexicon import Adj, Verb, _a, _v

__all__ = [
    "Adverb",
    "VERBS",
    "ADJECTIVES",
    "ADVERBS",
    "TIME_ADVERBS",
    "MANNER_ADVERBS",
    "adverb_slots",
    "entries_without_nouns",
    "fix_lexicons",
]


# --- Verbs --------------------------------------------------------------------------

_P = "person"
_AN = "person animal"
_CONCRETE = "person animal object food furniture vehicle plant clothes instrument"
_TASTES = _CONCRETE + " place drink room shop"
_VEHICLE = "car truck bus taxi motorbike bike tractor"
_BOARD = "train bus plane boat"
_READ = "readable letter story"
_SWITCH = "lamp radio computer phone television"

VERBS: tuple[Verb, ...] = (
    # intransitive: people
    _v("voyager", "travel", _P),
    _v("fumer", "smoke", _P),
    _v("bouger", "move", _AN),
    _v("cuisiner", "cook", _P),
    _v("gagner", "win", _P),
    _v("perdre", "lose", _P),
    _v("étudier", "study", _P),
    _v("apprendre", "learn", _AN),
    _v("comprendre", "understand", _P),
    _v("enseigner", "teach", _P),
    _v("savoir", "know", _P),
    _v("répondre", "answer", _P),
    _v("parler", "talk", _P),
    _v("rêver", "dream", _AN),
    _v("venir", "come", "person animal vehicle"),
    _v("mourir", "die", "person animal plant"),
    _v("souffrir", "suffer", _AN),
    _v("respirer", "breathe", _AN),
    _v("skier", "ski", _P),
    _v("grimper", "climb", "person monkey squirrel cat"),
    _v("glisser", "slip", "person legs"),
    _v("pêcher", "fish", _P),
    _v("mentir", "lie", _P),
    _v("tricher", "cheat", _P),
    _v("bavarder", "chat", _P),
    _v("applaudir", "clap", _P),
    _v("siffler", "whistle", _P),
    _v("rougir", "blush", _P),
    _v("ronfler", "snore", _AN),
    _v("bâiller", "yawn", _AN),
    _v("réussir", "succeed", _P),
    _v("échouer", "fail", _P),
    _v("réviser", "revise", _P),
    _v("déménager", "move", _P),
    _v("continuer", "continue", _P),
    _v("changer", "change", "person town village weather"),
    _v("tourner", "turn", "person vehicle"),
    _v("creuser", "dig", "person dog rabbit"),
    # intransitive: animals
    _v("aboyer", "bark", "dog"),
    _v("miauler", "miaow", "cat"),
    _v("rugir", "roar", "lion tiger"),
    _v("hurler", "howl", "wolf dog"),
    _v("galoper", "gallop", "horse zebra donkey"),
    _v("ramper", "crawl", "snake baby"),
    _v("brouter", "graze", "cow sheep goat horse donkey zebra camel giraffe"),
    # intransitive: things
    _v("commencer", "start", "event film"),
    _v("finir", "finish", "event film"),
    _v("fleurir", "bloom", "flower tree"),
    _v("briller", "shine", "lamp candle ring necklace sun star"),
    _v("sonner", "ring", "phone clock watch"),
    _v("fonctionner", "work", "mech"),
    _v("démarrer", "start", "car truck bus taxi motorbike tractor"),
    _v("freiner", "brake", "person vehicle"),
    _v("brûler", "burn", "candle building forest tree"),
    _v("fondre", "melt", "chocolate butter ice snow"),
    _v("bouillir", "boil", "water milk soup"),
    _v("couler", "sink", "boat"),
    _v("flotter", "float", "boat ball duck"),
    _v("atterrir", "land", "plane bird"),
    # transitive: people and animals
    _v(
        "entendre",
        "hear",
        _AN,
        "person animal vehicle instrument music radio phone clock",
    ),
    _v("croire", "believe", _P, "person story"),
    _v("comprendre", "understand", _P, "person abstract lesson"),
    _v("détester", "hate", _AN, _TASTES),
    _v("préférer", "prefer", _AN, _TASTES),
    _v("embrasser", "kiss", _P, _AN),
    _v("saluer", "greet", _P, _P),
    _v("épouser", "marry", _P, _P),
    _v("respecter", "respect", _P, _P),
    _v("inquiéter", "worry", _AN, _P),
    _v("surprendre", "surprise", _AN, _P),
    _v("déranger", "disturb", _AN, _AN),
    _v("énerver", "annoy", _AN, _P),
    _v("consoler", "comfort", _P, _P),
    _v("féliciter", "congratulate", _P, _P),
    _v("envier", "envy", _P, _P),
    _v("rejoindre", "join", _AN, _P),
    _v("retrouver", "meet", _P, _P),
    _v("emmener", "take", _P, _AN),
    _v("amener", "bring", _P, _AN),
    _v("réveiller", "wake", _AN, _AN),
    _v("habiller", "dress", _P, "baby child doll"),
    _v("soigner", "treat", "doctor nurse", _AN),
    _v("examiner", "examine", "doctor nurse", _AN),
    _v("payer", "pay", _P, _P),
    _v("éviter", "avoid", _AN, "person animal vehicle"),
    _v("attaquer", "attack", _AN, _AN),
    _v("reconnaître", "recognise", _AN, "person animal place"),
    _v("remarquer", "notice", _AN, _CONCRETE + " place"),
    _v("observer", "watch", _AN, _AN),
    _v("admirer", "admire", _P, _CONCRETE + " place"),
    _v("critiquer", "criticise", _P, "person film book"),
    _v("photographier", "photograph", _P, _CONCRETE + " place"),
    _v("filmer", "film", _P, _AN + " vehicle place"),
    _v("caresser", "stroke", _P, "animal"),
    _v("brosser", "brush", _P, "animal"),
    _v("promener", "walk", _P, "dog"),
    _v("quitter", "leave", _AN, "person place room"),
    # transitive: things
    _v(
        "faire",
        "make",
        _P,
        "cake pie pizza salad soup sandwich bread coffee tea jam film",
    ),
    _v("vouloir", "want", _AN, "object food drink animal vehicle clothes"),
    _v("porter", "wear", _P, "clothes"),
    _v("essayer", "try", _P, "food drink"),
    _v("utiliser", "use", _P, "object mech vehicle instrument"),
    _v("recevoir", "receive", _P, "object letter"),
    _v("laisser", "leave", _P, "object animal vehicle food clothes"),
    _v("finir", "finish", _P, "food drink book work"),
    _v("terminer", "finish", _P, "food drink book work"),
    _v("commencer", "start", _P, "book work film"),
    _v("voler", "steal", _P, "object vehicle food clothes"),
    _v("frapper", "hit", _P, "ball"),
    _v("lancer", "throw", _P, "object"),
    _v("arrêter", "stop", _P, "vehicle"),
    _v("manquer", "miss", _P, _BOARD),
    _v("rater", "miss", _P, "event film"),
    _v("regarder", "watch", _P, "film match concert"),
    _v("organiser", "organise", _P, "event"),
    _v("annuler", "cancel", _P, "event"),
    _v("gagner", "win", _P, "match"),
    _v("poser", "ask", _P, "question"),
    _v("répéter", "repeat", _P, "question story"),
    _v("apprendre", "learn", _P, "lesson story"),
    _v("imprimer", "print", _P, "letter photo map"),
    _v("publier", "publish", _P, "book newspaper photo"),
    _v("poster", "post", _P, "letter"),
    _v("commander", "order", _P, "food drink"),
    _v("réserver", "book", _P, "table hotel"),
    _v("louer", "hire", _P, "car bike boat motorbike"),
    _v("emprunter", "borrow", _P, "object vehicle"),
    _v("refuser", "refuse", _AN, "food drink gift"),
    _v("accepter", "accept", _P, "gift idea"),
    _v("détruire", "destroy", _AN, "object furniture building"),
    _v("déchirer", "tear", _AN, "letter map book photo clothes"),
    _v("remplir", "fill", _P, "container"),
    _v("vider", "empty", _P, "container"),
    _v("verser", "pour", _P, "drink"),
    _v("chauffer", "heat", _P, "food drink"),
    _v("ajouter", "add", _P, "food drink"),
    _v("mélanger", "mix", _P, "food drink"),
    _v("éplucher", "peel", _P, "fruit carrot onion"),
    _v("avaler", "swallow", _AN, "food drink"),
    _v("mâcher", "chew", _AN, "food"),
    _v("partager", "share", _P, "food drink object"),
    _v("cuisiner", "cook", _P, "meat soup rice carrot onion"),
    _v("presser", "squeeze", _P, "lemon orange"),
    _v("produire", "produce", "farmer", "food drink"),
    _v("peser", "weigh", _P, "food animal person object"),
    _v("mesurer", "measure", _P, "object furniture person room"),
    _v("soulever", "lift", _P, "object furniture animal person"),
    _v("déplacer", "move", _P, "object furniture vehicle"),
    _v("vérifier", "check", _P, "mech vehicle"),
    _v("garer", "park", _P, _VEHICLE),
    _v("doubler", "overtake", "person vehicle", "vehicle"),
    _v("transporter", "carry", "vehicle", "object food furniture person animal"),
    _v("charger", "load", _P, "truck car boat"),
    _v("livrer", "deliver", _P, "object food furniture"),
    _v("plier", "fold", _P, "clothes blanket map letter"),
    _v("sécher", "dry", _P, "clothes"),
    _v("repasser", "iron", _P, "clothes"),
    _v("balayer", "sweep", _P, "room kitchen"),
    _v("essuyer", "wipe", _P, "table plate glass cup window"),
    _v("ranger", "tidy", _P, "room kitchen bedroom"),
    _v("décorer", "decorate", _P, "room cake tree"),
    _v("arroser", "water", _P, "plant"),
    _v("planter", "plant", _P, "plant"),
    _v("cueillir", "pick", _P, "fruit flower"),
    _v("emballer", "wrap", _P, "gift object"),
    # with a particle in English
    _v("mettre", "put", _P, "clothes", en_prep="on"),
    _v("enlever", "take", _P, "clothes", en_prep="off"),
    _v("allumer", "switch", _P, _SWITCH, en_prep="on"),
    _v("éteindre", "switch", _P, _SWITCH, en_prep="off"),
    _v("ramasser", "pick", _P, "object fruit", en_prep="up"),
    _v("attacher", "tie", _P, "dog horse boat bike", en_prep="up"),
    _v("accompagner", "go", _P, _AN, en_prep="with"),
    # with a preposition
    _v("vivre", "live", _AN, "in", fr_prep="dans", en_prep="in"),
    _v("habiter", "live", _P, "building town village", fr_prep="dans", en_prep="in"),
    _v("sortir", "go", _AN, "building room", fr_prep="de", en_prep="out of"),
    _v("monter", "get", _P, _BOARD, fr_prep="dans", en_prep="on"),
    _v("descendre", "get", _P, _BOARD, fr_prep="de", en_prep="off"),
    _v("revenir", "come", _AN, "in on", fr_prep="de", en_prep="back from"),
    _v("répondre", "answer", _P, "person question letter", fr_prep="à"),
    _v("téléphoner", "phone", _P, _P, fr_prep="à"),
    _v("demander", "ask", _P, _P, fr_prep="à"),
    _v("obéir", "obey", _AN, _P, fr_prep="à"),
    _v("pardonner", "forgive", _P, _P, fr_prep="à"),
    _v("jouer", "play", _P, "instrument", fr_prep="de"),
    _v("frapper", "knock", _P, "door", fr_prep="à", en_prep="on"),
    _v("rêver", "dream", _P, _CONCRETE + " place event", fr_prep="de", en_prep="of"),
    # ditransitive: X gives O to a person
    _v("raconter", "tell", _P, "story", to_person=True),
    _v("expliquer", "explain", _P, "question idea story lesson", to_person=True),
    _v("servir", "serve", _P, "food drink", to_person=True),
    _v("passer", "pass", _P, "food drink object", to_person=True),
    _v("présenter", "introduce", _P, _P, to_person=True),
    _v("rendre", "return", _P, "object vehicle", to_person=True),
)

# --- Adjectives ---------------------------------------------------------------------

_ALL = "person animal object food furniture vehicle plant place clothes room shop"
_THINGS = "object furniture vehicle clothes"
_FEEL = "person animal"


ADJECTIVES: tuple[Adj, ...] = (
    # placed before the noun in French
    _a("long", "long", "pre", "rope road street river train snake clothes table time"),
    _a("haut", "high", "pre", "mountain hill wall"),
    _a("vrai", "real", "pre", "person"),
    _a("premier", "first", "pre", "vehicle event time"),
    _a("dernier", "last", "pre", "vehicle event time"),
    # colours and looks
    _a("orange", "orange", "post", _THINGS + " flower"),
    _a("marron", "brown", "post", _THINGS + " eye hair"),
    _a("rose", "pink", "post", _THINGS + " flower building"),
    _a("violet", "purple", "post", _THINGS + " flower fruit"),
    _a("doré", "golden", "post", "object clothes furniture"),
    _a("blond", "blond", "post", "person hair"),
    _a("roux", "ginger", "post", "person cat hair"),
    _a("laid", "ugly", "post", _ALL),
    _a("magnifique", "magnificent", "post", "place building animal plant"),
    _a("mignon", "cute", "post", _FEEL),
    # people
    _a("mince", "slim", "post", "person"),
    _a("maigre", "thin", "post", _FEEL),
    _a("fort", "strong", "post", _FEEL),
    _a("faible", "weak", "post", _FEEL),
    _a("âgé", "elderly", "post", "person"),
    _a("méchant", "nasty", "post", _FEEL),
    _a("sympathique", "nice", "post", "person"),
    _a("poli", "polite", "post", "person"),
    _a("impoli", "rude", "post", "person"),
    _a("drôle", "funny", "post", _FEEL + " film story"),
    _a("bavard", "talkative", "post", "person bird"),
    _a("paresseux", "lazy", "post", _FEEL),
    _a("sérieux", "serious", "post", "person"),
    _a("honnête", "honest", "post", "person"),
    _a("généreux", "generous", "post", "person"),
    _a("patient", "patient", "post", "person"),
    _a("sévère", "strict", "post", "person"),
    _a("bête", "silly", "post", _FEEL + " idea question"),
    _a("fou", "mad", "post", _FEEL),
    _a("marié", "married", "post", "person"),
    _a("pauvre", "poor", "post", "person"),
    _a("occupé", "busy", "post", "person"),
    _a("libre", "free", "post", "person table chair"),
    _a("prêt", "ready", "post", "person"),
    _a("étranger", "foreign", "post", "person place"),
    # feelings
    _a("heureux", "happy", "post", _FEEL),
    _a("malheureux", "unhappy", "post", _FEEL),
    _a("inquiet", "worried", "post", _FEEL),
    _a("fâché", "angry", "post", _FEEL),
    _a("surpris", "surprised", "post", _FEEL),
    _a("fier", "proud", "post", _FEEL),
    _a("jaloux", "jealous", "post", _FEEL),
    _a("nerveux", "nervous", "post", _FEEL),
    _a("effrayé", "frightened", "post", _FEEL),
    _a("déçu", "disappointed", "post", "person"),
    _a("excité", "excited", "post", _FEEL),
    _a("assoiffé", "thirsty", "post", _FEEL + " plant"),
    _a("blessé", "injured", "post", _FEEL),
    _a("perdu", "lost", "post", _FEEL + " object"),
    _a("mort", "dead", "post", _FEEL + " plant"),
    # nationalities
    _a("français", "French", "post", "person food drink vehicle object town"),
    _a("anglais", "English", "post", "person food drink vehicle object town"),
    _a("allemand", "German", "post", "person food drink vehicle object town"),
    _a("italien", "Italian", "post", "person food drink vehicle object town"),
    _a("espagnol", "Spanish", "post", "person food drink vehicle object town"),
    _a("américain", "American", "post", "person food drink vehicle object town"),
    _a("chinois", "Chinese", "post", "person food object town"),
    _a("japonais", "Japanese", "post", "person food object town"),
    _a("européen", "European", "post", "person town"),
    # sides
    _a("gauche", "left", "post", "shoe hand arm leg foot eye ear"),
    _a("droit", "right", "post", "shoe hand arm leg foot eye ear"),
    # sizes and shapes
    _a("court", "short", "post", "rope road street clothes film story"),
    _a("large", "wide", "post", "river road street bridge"),
    _a("étroit", "narrow", "post", "river road street bridge"),
    _a("bas", "low", "post", "wall table"),
    _a("profond", "deep", "post", "river lake sea"),
    _a("énorme", "enormous", "post", "animal object building food"),
    _a("épais", "thick", "post", "book blanket rope wall"),
    _a("tranchant", "sharp", "post", "knife"),
    # qualities of things
    _a("cher", "expensive", "post", _THINGS + " food drink restaurant hotel shop"),
    _a("neuf", "new", "post", _THINGS),
    _a("ancien", "ancient", "post", "building town village"),
    _a("cassé", "broken", "post", "fragile mech furniture vehicle"),
    _a("ouvert", "open", "post", "openable shop building"),
    _a("fermé", "closed", "post", "openable shop building"),
    _a("propre", "clean", "post", _THINGS + " room building animal body"),
    _a("sec", "dry", "post", "clothes bread weather"),
    _a("mouillé", "wet", "post", _FEEL + " clothes object body"),
    _a("dur", "hard", "post", "bread cheese furniture question"),
    _a("mou", "soft", "post", "bed sofa armchair cheese butter"),
    _a("utile", "useful", "post", "object mech vehicle idea"),
    _a("inutile", "useless", "post", "object mech idea"),
    _a("pratique", "practical", "post", "object mech vehicle clothes"),
    _a("dangereux", "dangerous", "post", "animal place vehicle sport"),
    _a("précieux", "precious", "post", "ring necklace watch"),
    _a("rare", "rare", "post", "animal plant object"),
    _a("fragile", "fragile", "post", "fragile plant"),
    _a("parfait", "perfect", "post", "food drink event idea"),
    _a("excellent", "excellent", "post", "food drink event idea film"),
    _a("horrible", "horrible", "post", "food drink weather event film"),
    _a("important", "important", "post", "person question letter event work"),
    _a("facile", "easy", "post", "question work lesson sport"),
    _a("difficile", "difficult", "post", "question work lesson sport"),
    _a("simple", "simple", "post", "question idea work"),
    _a("intéressant", "interesting", "post", "person idea story film book question"),
    _a("ennuyeux", "boring", "post", "person story film book event"),
    # food
    _a("amer", "bitter", "post", "food drink"),
    _a("acide", "sour", "post", "fruit drink"),
    _a("épicé", "spicy", "post", "food"),
    _a("cuit", "cooked", "post", "meat rice carrot onion"),
    _a("cru", "raw", "post", "meat carrot onion"),
    _a("brûlé", "burnt", "post", "food"),
    _a("pourri", "rotten", "post", "fruit"),
    _a("dégoûtant", "disgusting", "post", "food drink"),
    # places
    _a("tranquille", "quiet", "post", "place room"),
    _a("animé", "lively", "post", "street town village market"),
    _a("désert", "deserted", "post", "street town village beach"),
    _a("sombre", "dark", "post", "place room"),
    _a("clair", "bright", "post", "room kitchen bedroom"),
    _a("lointain", "distant", "post", "town village island"),
    _a("sûr", "safe", "post", "place vehicle"),
    # weather
    _a("ensoleillé", "sunny", "post", "weather day garden room"),
    _a("nuageux", "cloudy", "post", "weather day sky"),
    _a("pluvieux", "rainy", "post", "weather day"),
    _a("orageux", "stormy", "post", "weather day"),
    _a("venteux", "windy", "post", "weather day"),
    _a("brumeux", "foggy", "post", "weather day morning"),
    _a("humide", "damp", "post", "weather clothes room"),
    _a("gelé", "frozen", "post", "lake river"),
)

# --- Adverbs ------------------------------------------------------------------------


class Adverb(NamedTuple):
    """An adverb of a clause, where it goes, and the clauses it fits.

    ``fr_pos`` and ``en_pos`` say where the adverb goes in each language:

    - ``"vp"``: in the verb phrase, right after the verb (pyrealb moves a short French
      adverb after the auxiliary: *elle a souvent mangé*);
    - ``"end"``: after the verb phrase, under the sentence (where v2 puts its adverbs);
    - ``"front"``: first, followed by a comma (*Parfois, elle chante.*);
    - ``"before"`` (English only): in the verb phrase before the verb (*she always
      eats*), right only in affirmative statements in the present and past.
    """

    fr: str
    en: str
    kind: str  # time, frequency, manner, degree, place, focus, sequence
    tenses: tuple[str, ...]  # p present, pc passé composé, f future, i imparfait
    fr_pos: str
    en_pos: str
    neg: bool  # may go in a negative clause
    question: bool  # may go in a question
    obj: bool  # may go in a clause with an object (False: intransitive verbs only)
    verbs: frozenset[str] | None = None  # the French verbs it goes with (None: any)


# The French verbs some adverbs go with (any verb where a row names none).
_VERB_SETS = {
    # verbs without an object that one does well, badly, a lot, too much, for long
    "doings": frozenset(
        "dormir courir marcher nager danser chanter travailler jouer cuisiner "
        "étudier skier apprendre".split()
    ),
    # (and the reflexives: nous nous couchons tard, je me lève tôt)
    "when": frozenset(
        "arriver partir venir dormir travailler coucher lever réveiller".split()
    ),
    "anywhere": frozenset("chercher courir jouer voyager".split()),
    "outside": frozenset("jouer dormir travailler attendre rester manger lire".split()),
    "rest": frozenset("dormir travailler".split()),
    "tastes": frozenset("aimer adorer détester préférer".split()),
}
_VERB_SETS["long"] = _VERB_SETS["doings"] | {"attendre", "rester"}

# French=English | kind | tenses | French and English positions | what it allows
# (neg, question, obj) | the verbs it goes with
_ADVERB_ROWS = """
souvent=often | frequency | p pc f i | vp end | neg question obj
toujours=always | frequency | p pc i | vp before | obj
parfois=sometimes | frequency | p pc f i | front front | neg obj
déjà=already | time | pc | vp before | obj
encore=again | time | pc f | vp end | question obj
tard=late | time | p pc f | end end | neg question | when
tôt=early | time | p pc f | end end | neg question | when
longtemps=for a long time | time | p pc f | end end | neg question | long
d'abord=first | sequence | p pc f | front front | neg obj
enfin=at last | sequence | pc f | front front | obj
ensuite=then | sequence | p pc f | front front | neg obj
finalement=in the end | sequence | p pc f | front front | neg obj
bien=well | manner | p pc f | vp end | neg question | doings
mal=badly | manner | p pc f | vp end | question | doings
beaucoup=a lot | degree | p f | vp end | neg question | doings
trop=too much | degree | p pc f | vp end | neg question | doings
assez=enough | degree | p pc f | vp end | neg question | rest
vraiment=really | degree | p | vp before | obj | tastes
aussi=too | focus | p pc f | vp end | question obj
ici=here | place | p pc f | end end | neg question obj
là=there | place | p pc f | end end | neg question obj
dehors=outside | place | p pc f | end end | neg question | outside
partout=everywhere | place | p pc f | end end | neg question obj | anywhere
ailleurs=elsewhere | place | p pc f | end end | neg question obj | anywhere
"""


def _adverbs(rows: str) -> tuple[Adverb, ...]:
    out = []
    for line in rows.strip().splitlines():
        words, kind, tenses, places, allows, *verbs = (
            s.strip() for s in line.split("|")
        )
        fr, en = words.split("=")
        fr_pos, en_pos = places.split()
        allows = allows.split()
        out.append(
            Adverb(
                fr,
                en,
                kind,
                tuple(tenses.split()),
                fr_pos,
                en_pos,
                "neg" in allows,
                "question" in allows,
                "obj" in allows,
                _VERB_SETS[verbs[0]] if verbs else None,
            )
        )
    return tuple(out)


ADVERBS: tuple[Adverb, ...] = _adverbs(_ADVERB_ROWS)

# In v2's shapes, the ones that go where v2's go: (French, English, tenses) for any
# clause, (French, English) after a verb of motion.
TIME_ADVERBS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("bientôt", "soon", ("f",)),
)
MANNER_ADVERBS: tuple[tuple[str, str], ...] = (("rapidement", "quickly"),)


def adverb_slots(pr, adv: Adverb, lang: str, vp: list) -> tuple[list, list, list]:
    """Where ``adv`` goes in a clause of ``lang`` ("fr" or "en") whose verb phrase holds
    ``vp`` (the verb first): (what goes before the subject, the verb phrase's elements,
    what goes after the verb phrase), the pieces of ``S(*front, subject, VP(*vp),
    *end)``."""
    fr = lang == "fr"
    pos = adv.fr_pos if fr else adv.en_pos
    word = pr.Adv(adv.fr if fr else adv.en)
    if pos == "front":
        return [word.a(",")], list(vp), []
    if pos == "end":
        return [], list(vp), [word]
    if pos == "vp":
        return [], [vp[0], word, *vp[1:]], []
    if pos == "before" and not fr:
        return [], [word, *vp], []
    raise ValueError(f"no adverb position {pos!r} in {lang!r}")


def entries_without_nouns(nouns) -> list:
    """The verbs and adjectives here that no noun of ``nouns`` fits (a subject, an
    object, a noun to describe): none, once the nouns of v3 are in."""

    def fits(tags):
        return any(tags & n.tags or n.en in tags for n in nouns)

    return [v for v in VERBS if not fits(v.subj) or (v.obj and not fits(v.obj))] + [
        a for a in ADJECTIVES if not fits(a.tags)
    ]


# --- pyrealb --------------------------------------------------------------------------


def fix_lexicons(pr) -> None:
    """Add to pyrealb's lexicons the words these entries need that it lacks."""
    # English participles used as adjectives, and "ginger" (a noun and a verb there)
    participles = "broken closed lost excited cooked burnt frozen deserted ginger"
    for word in participles.split():
        pr.addToLexicon(word, {"A": {"tab": "a1"}}, "en")
    # adverbs of several words
    for words in ("a lot", "too much", "in the end", "at last", "for a long time"):
        pr.addToLexicon(words, {"Adv": {"tab": "b1"}}, "en")
    # pyrealb 3.3.1 writes "she ski'd" and "she brake": give them the tables of "walk"
    # (walked) and "graze" (grazed)
    pr.addToLexicon("ski", {"V": {"tab": "v1"}}, "en")
    pr.addToLexicon("brake", {"V": {"tab": "v3"}}, "en")
    # French: "surpris" is only a past participle there (declined like "gris")
    pr.addToLexicon("surpris", {"A": {"tab": "n27"}}, "fr")
    fr = pr.getLexicon("fr")
    # pyrealb puts an adjective after the noun unless its entry says "pre": un long voyage
    for adj in ("long", "vrai"):
        pr.addToLexicon(adj, {"A": {**fr[adj]["A"], "pos": "pre"}}, "fr")
    # "elle a pésé": the table of peser (v26) has a wrong past participle
    participle = ["esé", "esée", "esés", "esées"]
    pr.getRules("fr")["conjugation"]["v26"]["t"]["pp"] = participle
    # Without a direct object these take être (elle est montée dans le bus), but pyrealb
    # gives them avoir: the lexicon here never gives them a direct object.
    for verb in ("monter", "descendre", "sortir"):
        pr.addToLexicon(verb, {"V": {**fr[verb]["V"], "aux": "êt"}}, "fr")
    from .lexicon_more import fix_lexicons as fix_more

    fix_more(pr)  # the words of lexicon_more
    from .lexicon_more2 import fix_lexicons as fix_more2

    fix_more2(pr)  # and of lexicon_more2
    from .lexicon_more3 import fix_lexicons as fix_more3

    fix_more3(pr)  # and of lexicon_more3
    from .lexicon_more4 import fix_lexicons as fix_more4

    fix_more4(pr)  # and of lexicon_more4
    from .lexicon_more5 import fix_lexicons as fix_more5

    fix_more5(pr)  # and of lexicon_more5
