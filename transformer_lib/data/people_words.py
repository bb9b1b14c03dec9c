"""The words of corpus v3's kinds of jobs and people (:mod:`.jobs_at`, :mod:`.people_who`):
the jobs, each with its feminine in both languages written by hand (:data:`JOBS`:
*serveuse* / *waitress*, *agricultrice* / *farmer*, *factrice* / *postwoman*), where one
works (:data:`WHERE`: *dans un café* / *in a café*, *à l'hôpital* / *at the hospital*),
the towns (:data:`TOWNS`), the relatives (:data:`FAMILY`), and the people who have a
job (:func:`draw_who`: a pronoun, a first name, *ma tante* / *my aunt*, or *le mari de ma
sœur* / *my sister's husband*), written out as :class:`Who`.
"""

from __future__ import annotations

from .names import CITIES, PEOPLE

__all__ = [
    "JOBS",
    "WHERE",
    "TOWNS",
    "FAMILY",
    "POSS",
    "PRONOUNS",
    "Who",
    "draw_who",
    "job_words",
]

# French (m, f), English (m, f), the places (keys of WHERE) that suit it besides a city
JOBS = (
    ("médecin", "médecin", "doctor", "doctor", "hôpital l'hôpital clinique village"),
    ("infirmier", "infirmière", "nurse", "nurse", "hôpital l'hôpital clinique école"),
    ("professeur", "professeure", "teacher", "teacher", "école lycée village"),
    ("instituteur", "institutrice", "primary school teacher", None, "école village"),
    ("directeur d'école", "directrice d'école", "headteacher", None, "village"),
    ("avocat", "avocate", "lawyer", "lawyer", ""),
    ("boulanger", "boulangère", "baker", "baker", "boulangerie village"),
    ("pâtissier", "pâtissière", "pastry chef", None, "boulangerie restaurant hôtel"),
    ("serveur", "serveuse", "waiter", "waitress", "café restaurant hôtel"),
    ("cuisinier", "cuisinière", "cook", None, "café restaurant hôtel école hôpital"),
    ("coiffeur", "coiffeuse", "hairdresser", None, "ville village"),
    ("vendeur", "vendeuse", "shop assistant", None, "magasin boulangerie marché"),
    ("caissier", "caissière", "cashier", None, "supermarché magasin banque"),
    ("pharmacien", "pharmacienne", "pharmacist", None, "pharmacie village"),
    ("agriculteur", "agricultrice", "farmer", None, "campagne"),
    ("fermier", "fermière", "farmer", None, "campagne village"),
    ("pompier", "pompier", "firefighter", None, "village"),
    ("policier", "policière", "police officer", None, "gare aéroport ville"),
    ("facteur", "factrice", "postman", "postwoman", "poste village"),
    ("acteur", "actrice", "actor", "actress", "théâtre"),
    ("ingénieur", "ingénieur", "engineer", None, "usine"),
    ("mécanicien", "mécanicienne", "mechanic", None, "garage aéroport"),
    ("jardinier", "jardinière", "gardener", None, "mairie hôtel"),
    ("secrétaire", "secrétaire", "secretary", None, "école hôpital mairie bureau"),
    ("comptable", "comptable", "accountant", None, "banque bureau hôtel"),
    ("bibliothécaire", "bibliothécaire", "librarian", None, "bibliothèque école"),
    ("banquier", "banquière", "banker", None, ""),
    ("employé de banque", "employée de banque", "bank clerk", None, "village"),
    ("boucher", "bouchère", "butcher", None, "marché supermarché village"),
    ("électricien", "électricienne", "electrician", None, "usine"),
    ("dentiste", "dentiste", "dentist", None, "village"),
    ("vétérinaire", "vétérinaire", "vet", None, "campagne village"),
    ("architecte", "architecte", "architect", None, ""),
    ("journaliste", "journaliste", "journalist", None, ""),
    ("photographe", "photographe", "photographer", None, ""),
    ("pilote", "pilote", "pilot", None, "aéroport"),
    ("musicien", "musicienne", "musician", None, "théâtre"),
    ("chanteur", "chanteuse", "singer", None, "restaurant"),
    ("étudiant", "étudiante", "student", None, "université"),
    ("chercheur", "chercheuse", "researcher", None, "université hôpital"),
    ("chirurgien", "chirurgienne", "surgeon", None, "hôpital l'hôpital"),
    ("traducteur", "traductrice", "translator", None, "bureau"),
    ("épicier", "épicière", "grocer", None, "village"),
    ("réceptionniste", "réceptionniste", "receptionist", None, "hôtel hôpital"),
    ("kinésithérapeute", "kinésithérapeute", "physiotherapist", None, "hôpital"),
    ("chauffeur de taxi", "chauffeuse de taxi", "taxi driver", None, "aéroport"),
    ("chauffeur de bus", "chauffeuse de bus", "bus driver", None, "village"),
    ("livreur", "livreuse", "delivery driver", None, "restaurant supermarché"),
    ("développeur", "développeuse", "developer", None, "banque bureau"),
    ("psychologue", "psychologue", "psychologist", None, "école hôpital"),
)

# where one works: French, English
WHERE = {
    "café": ("dans un café", "in a café"),
    "restaurant": ("dans un restaurant", "in a restaurant"),
    "hôtel": ("dans un hôtel", "in a hotel"),
    "école": ("dans une école", "at a school"),
    "lycée": ("dans un lycée", "at a secondary school"),
    "université": ("à l'université", "at the university"),
    "hôpital": ("dans un hôpital", "in a hospital"),
    "l'hôpital": ("à l'hôpital", "at the hospital"),
    "clinique": ("dans une clinique", "in a clinic"),
    "pharmacie": ("dans une pharmacie", "in a pharmacy"),
    "banque": ("dans une banque", "in a bank"),
    "supermarché": ("dans un supermarché", "in a supermarket"),
    "magasin": ("dans un magasin", "in a shop"),
    "boulangerie": ("dans une boulangerie", "in a bakery"),
    "marché": ("au marché", "at the market"),
    "garage": ("dans un garage", "in a garage"),
    "usine": ("dans une usine", "in a factory"),
    "bureau": ("dans un bureau", "in an office"),
    "aéroport": ("à l'aéroport", "at the airport"),
    "gare": ("à la gare", "at the station"),
    "poste": ("à la poste", "at the post office"),
    "mairie": ("à la mairie", "at the town hall"),
    "théâtre": ("dans un théâtre", "in a theatre"),
    "bibliothèque": ("dans une bibliothèque", "in a library"),
    "campagne": ("à la campagne", "in the country"),
    "village": ("dans un petit village", "in a small village"),
    "ville": ("en ville", "in town"),
}

# the cities of a job: names.CITIES and French towns, the same in English
TOWNS = CITIES + tuple(
    (t, t)
    for t in (
        "Dijon Rennes Reims Tours Brest Nancy Metz Orléans Caen Limoges Avignon Angers "
        "Nîmes Poitiers Besançon Amiens"
    ).split()
)

# relatives: French singular, gender, English singular, French plural, English plural
FAMILY = (
    ("père", "m", "father", None, None),
    ("mère", "f", "mother", None, None),
    ("frère", "m", "brother", "frères", "brothers"),
    ("sœur", "f", "sister", "sœurs", "sisters"),
    ("oncle", "m", "uncle", "oncles", "uncles"),
    ("tante", "f", "aunt", "tantes", "aunts"),
    ("cousin", "m", "cousin", "cousins", "cousins"),
    ("cousine", "f", "cousin", "cousines", "cousins"),
    ("grand-père", "m", "grandfather", None, None),
    ("grand-mère", "f", "grandmother", None, None),
    ("fils", "m", "son", "fils", "sons"),
    ("fille", "f", "daughter", "filles", "daughters"),
    ("mari", "m", "husband", None, None),
    ("femme", "f", "wife", None, None),
    ("ami", "m", "friend", "amis", "friends"),
    ("amie", "f", "friend", "amies", "friends"),
    ("voisin", "m", "neighbour", "voisins", "neighbours"),
    ("voisine", "f", "neighbour", "voisines", "neighbours"),
    ("neveu", "m", "nephew", "neveux", "nephews"),
    ("nièce", "f", "niece", "nièces", "nieces"),
    ("beau-frère", "m", "brother-in-law", None, None),
    ("belle-sœur", "f", "sister-in-law", None, None),
    ("parrain", "m", "godfather", None, None),
    ("marraine", "f", "godmother", None, None),
    ("collègue", "m", "colleague", "collègues", "colleagues"),
    ("collègue", "f", "colleague", "collègues", "colleagues"),
)
_PARENTS = ("parents", "m", "parents", "parents", "parents")  # (an owner only)

# possessives: m sg, f sg, pl, English (je, tu, nous, vous and ils: no son/sa, whose
# English, his or her, the sentence cannot say)
POSS = (
    ("mon", "ma", "mes", "my"),
    ("ton", "ta", "tes", "your"),
    ("notre", "notre", "nos", "our"),
    ("votre", "votre", "vos", "your"),
    ("leur", "leur", "leurs", "their"),
)
# how often each possessive is drawn (mon most); a spouse's only mon, ton, votre
_POSS_WEIGHTS = (0.4, 0.25, 0.1, 0.15, 0.1)
_SPOUSES = frozenset(("mari", "femme"))


def _draw_poss(rng, word: str = "", owners=(0, 1, 2, 3, 4)) -> int:
    if word in _SPOUSES:
        owners = [i for i in owners if i in (0, 1, 3)] or [1]
    return rng.choices(owners, [_POSS_WEIGHTS[i] for i in owners])[0]


_VOWEL = tuple("aeéèêiîoôuhAEÉIOU")
# the subject pronouns: French, English, person slot (0-5) of the verb tables
PRONOUNS = (
    ("je", "I", 0),
    ("tu", "you", 1),
    ("il", "he", 2),
    ("elle", "she", 2),
    ("nous", "we", 3),
    ("vous", "you", 4),
    ("ils", "they", 5),
    ("elles", "they", 5),
)


class Who(tuple):
    """A subject written out: (French, English, slot 0-5, gender, number)."""

    fr = property(lambda s: s[0])
    en = property(lambda s: s[1])
    slot = property(lambda s: s[2])
    gender = property(lambda s: s[3])
    number = property(lambda s: s[4])


def _poss(i: int, gender: str, number: str, word: str) -> str:
    m, f, p, _ = POSS[i]
    if number == "p":
        return f"{p} {word}"
    return f"{m if gender == 'm' or word.startswith(_VOWEL) else f} {word}"


def _the(word: str, gender: str) -> str:
    if word.startswith(_VOWEL):
        return f"l'{word}"
    return f"{'le' if gender == 'm' else 'la'} {word}"


def _owner(rng):
    """Whose: a relative with a possessive (or *mes parents*), or a first name."""
    if rng.random() < 0.25:
        name, _ = rng.choice(PEOPLE)
        de = "d'" if name.startswith(_VOWEL + ("H",)) else "de "
        return f"{de}{name}", f"{name}'s", name
    fr, g, en, fr_p, en_p = _PARENTS if rng.random() < 0.1 else rng.choice(FAMILY)
    i = _draw_poss(rng, fr, (0, 1, 3))  # (my, your: whose relative one names)
    if fr == "parents":
        return f"de {POSS[i][2]} parents", f"{POSS[i][3]} parents'", fr
    return f"de {_poss(i, g, 's', fr)}", f"{POSS[i][3]} {en}'s", fr


def draw_who(
    rng, pronoun=0.35, name=0.2, relative=0.3, singular=False, owners=(0, 1, 2, 3, 4)
) -> Who:
    """A person who has a job: a pronoun, a first name, *ma tante* / *my aunt*, *nos
    voisins* / *our neighbours*, or *le mari de ma sœur* / *my sister's husband*."""
    x = rng.random()
    if x < pronoun:
        choices = range(4) if singular else range(8)
        fr, en, slot = PRONOUNS[i := rng.choice(choices)]
        gender = {2: "m", 3: "f", 6: "m", 7: "f"}.get(i) or rng.choice("mf")
        number = "p" if slot >= 3 else "s"
        if i == 5:  # vous: one person or many
            number = "p" if singular is False and rng.random() < 0.4 else "s"
        return Who((fr, en, slot, gender, number))
    if x < pronoun + name:
        n, g = rng.choice(PEOPLE)
        return Who((n, n, 2, g, "s"))
    fr, g, en, fr_p, en_p = rng.choice(FAMILY)
    if x < pronoun + name + relative:
        i = _draw_poss(rng, fr, owners)
        if fr_p and not singular and rng.random() < 0.2:
            return Who((_poss(i, g, "p", fr_p), f"{POSS[i][3]} {en_p}", 5, g, "p"))
        return Who((_poss(i, g, "s", fr), f"{POSS[i][3]} {en}", 2, g, "s"))
    # le mari de ma sœur / my sister's husband
    owner_fr, owner_en, owner = _owner(rng)
    while owner == fr or (fr, owner) in _ODD:
        owner_fr, owner_en, owner = _owner(rng)
    return Who((f"{_the(fr, g)} {owner_fr}", f"{owner_en} {en}", 2, g, "s"))


# (the one whose relative it is, the relative) that would read oddly
_ODD = frozenset(
    [("mari", o) for o in ("père", "frère", "oncle", "grand-père", "fils", "mari")]
    + [("femme", o) for o in ("mère", "sœur", "tante", "grand-mère", "fille", "femme")]
    + [("parrain", "parrain"), ("marraine", "marraine")]
    + [("fils", "parents"), ("fille", "parents")]
)


def job_words(job: int, gender: str, number: str) -> tuple[str, str]:
    """The job in French (no article) and English (*a*, *an*, or a plural)."""
    fr_m, fr_f, en_m, en_f, _ = JOBS[job]
    fr = fr_f if gender == "f" else fr_m
    en = (en_f or en_m) if gender == "f" else en_m
    if number == "p":
        head, _, rest = fr.partition(" ")
        fr = (head if head.endswith(("s", "x")) else head + "s") + (rest and " " + rest)
        if en.endswith("man"):
            return fr, en[:-3] + "men"
        if en.endswith("y") and en[-2] not in "aeiou":  # (secretaries)
            return fr, en[:-1] + "ies"
        return fr, en + ("es" if en.endswith("ss") else "s")
    return fr, ("an " if en.startswith(tuple("aeiou")) else "a ") + en


def _elide(text: str) -> str:
    """*je ai* is *j'ai*, *je étais* is *j'étais*."""
    if text.startswith("je ") and text[3:4] in _VOWEL:
        return "j'" + text[3:]
    return text


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]
