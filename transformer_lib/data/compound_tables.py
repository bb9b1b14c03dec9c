"""The tables of the kind ``noun_compound`` (:mod:`.compounds`): things of a place,
food from a place, jobs, pairs and set compounds, with their French and English."""

from __future__ import annotations

# places: French, gender, English (as the first word of a compound)
PLACES = (
    ("école", "f", "school"),
    ("cuisine", "f", "kitchen"),
    ("salon", "m", "lounge"),
    ("chambre", "f", "bedroom"),
    ("salle de bains", "f", "bathroom"),
    ("bureau", "m", "desk"),
    ("maison", "f", "house"),
    ("voiture", "f", "car"),
    ("gare", "f", "station"),
    ("hôtel", "m", "hotel"),
    ("supermarché", "m", "supermarket"),
    ("hôpital", "m", "hospital"),
    ("université", "f", "university"),
)
# things of a place: French singular, plural, gender, English singular, plural, the
# places (indexes of PLACES), numbers it is said in
PLACE_THINGS = (
    ("bibliothèque", "bibliothèques", "f", "library", "libraries", (0, 12), "s"),
    ("cantine", "cantines", "f", "canteen", "canteens", (0, 11, 12), "s"),
    ("cour", "cours", "f", "playground", "playgrounds", (0,), "s"),
    ("tiroir", "tiroirs", "m", "drawer", "drawers", (1, 5), "sp"),
    ("table", "tables", "f", "table", "tables", (1, 3), "s"),
    ("placard", "placards", "m", "cupboard", "cupboards", (1, 4), "sp"),
    ("lumière", "lumières", "f", "light", "lights", (1, 2, 3, 4), "s"),
    ("canapé", "canapés", "m", "sofa", "sofas", (2,), "s"),
    ("tapis", "tapis", "m", "rug", "rugs", (2, 3, 4), "s"),
    ("miroir", "miroirs", "m", "mirror", "mirrors", (4,), "s"),
    ("clé", "clés", "f", "key", "keys", (6, 7), "p"),
    ("horloge", "horloges", "f", "clock", "clocks", (8,), "s"),
    ("parking", "parkings", "m", "car park", "car parks", (9, 10, 11, 8), "s"),
    ("piscine", "piscines", "f", "swimming pool", "swimming pools", (9,), "s"),
    ("restaurant", "restaurants", "m", "restaurant", "restaurants", (9,), "s"),
)
# what is said of them: French (m s, f s, m p, f p), English, the things it fits
_STATES = (
    (("fermé", "fermée", "fermés", "fermées"), "closed", "bibliothèque cantine piscine "
     "restaurant parking"),
    (("ouvert", "ouverte", "ouverts", "ouvertes"), "open", "bibliothèque cantine "
     "piscine restaurant parking tiroir placard"),
    (("très confortable", "très confortable", "très confortables",
      "très confortables"), "very comfortable", "canapé"),
    (("cassé", "cassée", "cassés", "cassées"), "broken", "tiroir horloge miroir lumière "
     "table"),
    (("vide", "vide", "vides", "vides"), "empty", "tiroir placard parking piscine "
     "cantine"),
    (("propre", "propre", "propres", "propres"), "clean", "tapis miroir table cantine "
     "piscine placard"),
    (("sale", "sale", "sales", "sales"), "dirty", "tapis miroir table canapé"),
    (("grand", "grande", "grands", "grandes"), "big", "bibliothèque cour piscine "
     "parking cantine table canapé"),
    (("neuf", "neuve", "neufs", "neuves"), "new", "canapé tapis table miroir"),
)  # fmt: skip
# places where things lie (dans / in, sur / on)
_IN = {"tiroir": ("dans", "in"), "placard": ("dans", "in"), "table": ("sur", "on")}
_LIE = (
    ("clés", "f", "p", "keys"),
    ("lunettes", "f", "p", "glasses"),
    ("ciseaux", "m", "p", "scissors"),
    ("livre", "m", "s", "book"),
    ("téléphone", "m", "s", "phone"),
    ("photos", "f", "p", "photos"),
)
# a thing of a place does something: French, English (present, third person)
_DOES = {
    "bibliothèque": (("ferme", "ferment", "closes", "close"),
                     ("ouvre", "ouvrent", "opens", "open")),
    "piscine": (("ferme", "ferment", "closes", "close"),
                ("ouvre", "ouvrent", "opens", "open")),
    "cantine": (("ouvre", "ouvrent", "opens", "open"),),
    "restaurant": (("ferme", "ferment", "closes", "close"),),
}  # fmt: skip
_HOURS = (("cinq", "five"), ("six", "six"), ("sept", "seven"), ("huit", "eight"),
          ("neuf", "nine"), ("dix", "ten"), ("onze", "eleven"), ("midi", "noon"))  # fmt: skip

# food from a place: French, gender, number, English; the places: French, English
FROM = (
    ("pommes", "f", "p", "apples"),
    ("tomates", "f", "p", "tomatoes"),
    ("fraises", "f", "p", "strawberries"),
    ("œufs", "m", "p", "eggs"),
    ("légumes", "m", "p", "vegetables"),
    ("fromage", "m", "s", "cheese"),
    ("pain", "m", "s", "bread"),
    ("poisson", "m", "s", "fish"),
    ("croissants", "m", "p", "croissants"),
)
_SOURCES = (
    ("ce marché", "this market"),
    ("cette ferme", "this farm"),
    ("mon jardin", "my garden"),
    ("notre jardin", "our garden"),
    ("cette boulangerie", "this bakery"),
    ("ce magasin", "this shop"),
    ("la région", "the region"),
    ("la ferme", "the farm"),
    ("ce supermarché", "this supermarket"),
)
_FROM_OK = {
    "pommes": (0, 1, 2, 3, 5, 6, 7, 8),
    "tomates": (0, 1, 2, 3, 5, 6, 7, 8),
    "fraises": (0, 1, 2, 3, 5, 6, 7, 8),
    "légumes": (0, 1, 2, 3, 5, 6, 7, 8),
    "pain": (4, 5, 8),
    "croissants": (4, 5, 8),
    "poisson": (0, 5, 8),
    "fromage": (0, 1, 5, 6, 7, 8),
    "œufs": (0, 1, 6, 7, 8),
}
# which things of a place one cleans, which one mends
_CLEAN = frozenset("tapis miroir table placard canapé tiroir piscine".split())
_MEND = frozenset("tiroir lumière horloge table miroir placard".split())
_TASTE = (
    (("excellent", "excellente", "excellents", "excellentes"), "excellent"),
    (("délicieux", "délicieuse", "délicieux", "délicieuses"), "delicious"),
    (("très bon", "très bonne", "très bons", "très bonnes"), "very good"),
    (("cher", "chère", "chers", "chères"), "expensive"),
    (("frais", "fraîche", "frais", "fraîches"), "fresh"),
)

# jobs: French masculine, feminine (None: not said of a woman here), English
JOBS = (
    ("chauffeur de taxi", None, "taxi driver"),
    ("chauffeur de bus", None, "bus driver"),
    ("chauffeur de camion", None, "lorry driver"),
    ("professeur de maths", "professeure de maths", "maths teacher"),
    ("professeur d'anglais", "professeure d'anglais", "English teacher"),
    ("professeur de musique", "professeure de musique", "music teacher"),
    ("professeur de français", "professeure de français", "French teacher"),
    ("moniteur de ski", "monitrice de ski", "ski instructor"),
    ("agent de police", None, "police officer"),
    ("chef de cuisine", None, "head chef"),
)
# the people who have them: French, gender, English
_KIN = (
    ("mon beau-frère", "m", "my brother-in-law"),
    ("ma belle-sœur", "f", "my sister-in-law"),
    ("mon oncle", "m", "my uncle"),
    ("ma tante", "f", "my aunt"),
    ("mon voisin", "m", "my neighbour"),
    ("ma voisine", "f", "my neighbour"),
    ("son mari", "m", "her husband"),
    ("sa femme", "f", "his wife"),
    ("mon cousin", "m", "my cousin"),
    ("ma cousine", "f", "my cousin"),
    ("le père de Julie", "m", "Julie's father"),
    ("mon grand-père", "m", "my grandfather"),
)
_JOB_VERBS = (
    ("être", "be", ""),
    ("travailler", "work", "comme "),
    ("vouloir", "want", "devenir "),
)

# pairs: French plural, gender, English plural
PAIRS = (
    ("gants", "m", "gloves"),
    ("chaussures", "f", "shoes"),
    ("chaussettes", "f", "socks"),
    ("lunettes", "f", "glasses"),
    ("ciseaux", "m", "scissors"),
    ("baskets", "f", "trainers"),
    ("bottes", "f", "boots"),
    ("lunettes de soleil", "f", "sunglasses"),
)

# set compounds: French singular, plural, gender, English singular, plural
SET_COMPOUNDS = (
    ("boîte aux lettres", "boîtes aux lettres", "f", "letter box", "letter boxes"),
    ("brosse à dents", "brosses à dents", "f", "toothbrush", "toothbrushes"),
    ("machine à laver", "machines à laver", "f", "washing machine", "washing machines"),
    ("sac à dos", "sacs à dos", "m", "rucksack", "rucksacks"),
    ("arrêt de bus", "arrêts de bus", "m", "bus stop", "bus stops"),
    ("billet de train", "billets de train", "m", "train ticket", "train tickets"),
    ("verre à vin", "verres à vin", "m", "wine glass", "wine glasses"),
    ("boîte à outils", "boîtes à outils", "f", "toolbox", "toolboxes"),
    ("court de tennis", "courts de tennis", "m", "tennis court", "tennis courts"),
    ("terrain de foot", "terrains de foot", "m", "football pitch", "football pitches"),
    ("station de métro", "stations de métro", "f", "metro station", "metro stations"),
    ("carte postale", "cartes postales", "f", "postcard", "postcards"),
)
# which set compounds stand on a street corner, which one has or loses
_OUTSIDE = (0, 4, 8, 9, 10)
_OWNED = (1, 2, 3, 5, 6, 7, 11)
_HAVE = (
    ("avoir besoin de", "need", "p"),
    ("acheter", "buy", "pc"),
    ("perdre", "lose", "pc"),
    ("chercher", "look for", "prog"),
)
