"""Three kinds of sentence of version 3: meals, a hotel's room, and names asked.

- ``at_meals``: what one eats and drinks *au petit déjeuner / au déjeuner / au dîner*
  (*for breakfast / lunch / dinner*), a habit in the present (simple present, not
  progressive): *Qu'est-ce que Nathalie boit au petit déjeuner?* / *What does Nathalie
  drink for breakfast?*, *Que manges-tu au dîner?*, *Tu prends quoi au déjeuner?* / *What
  do you have for lunch?*, *Je bois du café au petit déjeuner.* / *I drink coffee for
  breakfast.*, *Il ne mange rien au petit déjeuner.* / *He does not eat anything for
  breakfast.*
- ``hotel_q``: what a room or a hotel has: *Est-ce qu'il y a du wifi dans la chambre?* /
  *Is there wifi in the room?*, *Y a-t-il une piscine à l'hôtel?*, *Il n'y a pas d'eau
  chaude dans la salle de bains.* / *There is no hot water in the bathroom.*, *La chambre
  a-t-elle une douche?* / *Does the room have a shower?*, *Le petit déjeuner est compris?*
  / *Is breakfast included?*
- ``names_q``: names asked, with a vocative (*mademoiselle, madame, monsieur*: *miss,
  madam, sir*): *Comment vous appelez-vous, mademoiselle?* / *What is your name, miss?*,
  *Quel est ton prénom?* / *What is your first name?*, *Comment s'appelle ton frère?* /
  *What is your brother's name?*, *Comment s'appellent tes chiens?* / *What are your
  dogs' names?*, *Comment s'appelle-t-elle?* / *What is her name?*
"""

from __future__ import annotations

import random

from .kind_parts import (
    Construction,
    Name,
    builder,
    draw_name,
    everyday_pronoun,
    person_number,
    relation,
    relative_np,
    subject_tree,
)
from .kinds_v3 import register
from .structures import Pronoun

__all__ = ["MEALS", "FOODS", "ROOM_THINGS", "ROOM_PLACES"]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _lemmas(verbs=(), nouns=()) -> dict:
    return {"noun": set(nouns), "adj": set(), "verb": set(verbs)}


def _de(word: str) -> str:
    return f"d'{word}" if word[0] in "aeiouéhœ" else f"de {word}"


# --- Qu'est-ce que Nathalie boit au petit déjeuner? ----------------------------------------

MEALS = (
    ("au petit déjeuner", "for breakfast"),
    ("au déjeuner", "for lunch"),
    ("au dîner", "for dinner"),
)
# French verb -> English: base, third person, past
_EAT = {
    "boire": ("drink", "drinks", "drank"),
    "manger": ("eat", "eats", "ate"),
    "prendre": ("have", "has", "had"),
}
# (French after the partitive's article, its article, English, drunk, breakfast)
FOODS = (
    ("café", "du", "coffee", True, True),
    ("thé", "du", "tea", True, True),
    ("jus d'orange", "du", "orange juice", True, True),
    ("lait", "du", "milk", True, True),
    ("chocolat chaud", "du", "hot chocolate", True, True),
    ("eau", "de l'", "water", True, False),
    ("vin", "du", "wine", True, False),
    ("bière", "de la", "beer", True, False),
    ("limonade", "de la", "lemonade", True, False),
    ("pain", "du", "bread", False, True),
    ("céréales", "des", "cereal", False, True),
    ("croissants", "des", "croissants", False, True),
    ("œufs", "des", "eggs", False, True),
    ("confiture", "de la", "jam", False, True),
    ("yaourt", "du", "yoghurt", False, True),
    ("fruits", "des", "fruit", False, True),
    ("fromage", "du", "cheese", False, False),
    ("soupe", "de la", "soup", False, False),
    ("salade", "de la", "salad", False, False),
    ("riz", "du", "rice", False, False),
    ("pâtes", "des", "pasta", False, False),
    ("poisson", "du", "fish", False, False),
    ("viande", "de la", "meat", False, False),
    ("poulet", "du", "chicken", False, False),
    ("légumes", "des", "vegetables", False, False),
    ("pizza", "de la", "pizza", False, False),
)


def _fr_clause(pr, subj, verb: str, tense: str, neg=None, inverted=False) -> str:
    """*Nathalie boit*, *il n'a rien mangé*, *bois-tu* (no mark, small first letter)."""
    s = pr.S(subject_tree(pr, subj, "fr"), pr.VP(pr.V(verb))).t(tense)
    if neg:
        s = s.typ({"neg": neg})
    if inverted:
        s = s.typ({"int": "yon"})
    text = s.realize().strip().rstrip(".?").strip()
    return text if isinstance(subj, Name) else text[:1].lower() + text[1:]


def _en_subject(pr, subj) -> str:
    if isinstance(subj, Name):
        return subj.name
    text = subject_tree(
        pr, relation(subj) if not isinstance(subj, Pronoun) else subj, "en"
    )
    text = text.realize().strip()
    return text if text == "I" else text[:1].lower() + text[1:]


@builder("at_meal")
def _at_meal(pr, lang, subj, verb: str, tense: str, meal: int, food, form: str):
    """``form``: "what" (*Qu'est-ce que tu bois ...?*), "que" (*Que bois-tu ...?*, *Que
    boit Nathalie ...?*), "quoi" (*Tu bois quoi ...?*), "say", "not" (*... ne boit pas de
    café ...*) or "nothing" (*... ne mange rien ...*)."""
    fr_meal, en_meal = MEALS[meal]
    if lang == "fr":
        if form == "what":
            text = _fr_clause(pr, subj, verb, tense)
            que = "qu'" if text[0].lower() in "aeiouéèêh" else "que "
            return f"Qu'est-ce {que}{text} {fr_meal}?"
        if form == "que" and isinstance(subj, Pronoun):
            text = _fr_clause(pr, subj, verb, tense, inverted=True)
            que = "Qu'" if text[0] in "aeiouéèêh" else "Que "
            return f"{que}{text} {fr_meal}?"
        if form == "que":  # Que boit Nathalie? Qu'a mangé ton frère?
            who = subject_tree(pr, subj, "fr").realize().strip()
            text = _fr_clause(pr, subj, verb, tense)
            group = text[len(who) :].strip()
            who = who if isinstance(subj, Name) else who[:1].lower() + who[1:]
            que = "Qu'" if group[0] in "aeiouéèêh" else "Que "
            return f"{que}{group} {who} {fr_meal}?"
        if form == "quoi":
            return _cap(f"{_fr_clause(pr, subj, verb, tense)} quoi {fr_meal}?")
        if form == "nothing":
            return _cap(f"{_fr_clause(pr, subj, verb, tense, 'rien')} {fr_meal}.")
        fr, article = FOODS[food][0], FOODS[food][1]
        if form == "not":
            text = _fr_clause(pr, subj, verb, tense, "pas")
            return _cap(f"{text} {_de(fr)} {fr_meal}.")
        what = f"{article}{fr}" if article.endswith("'") else f"{article} {fr}"
        return _cap(f"{_fr_clause(pr, subj, verb, tense)} {what} {fr_meal}.")
    base, third, past = _EAT[verb]
    who = _en_subject(pr, subj)
    is_third = person_number(subj) == (3, "s")
    if form in ("what", "que", "quoi"):
        aux = {"pc": "did", "f": "will"}.get(tense, "does" if is_third else "do")
        return f"What {aux} {who} {base} {en_meal}?"
    if form in ("not", "nothing"):
        aux = {"pc": "did", "f": "will"}.get(tense, "does" if is_third else "do")
        what = "anything" if form == "nothing" else FOODS[food][2]
        return _cap(f"{who} {aux} not {base} {what} {en_meal}.")
    verb_en = {"pc": past, "f": f"will {base}"}.get(tense, third if is_third else base)
    return _cap(f"{who} {verb_en} {FOODS[food][2]} {en_meal}.")


@register("at_meals", 0.06)
def at_meals(rng: random.Random, sampler):
    x = rng.random()
    if x < 0.3:
        subj = draw_name(rng)
    elif x < 0.5:
        subj = relative_np(rng, sampler.lex, rng.choice("ssp"))
    else:
        subj = everyday_pronoun(rng)
    verb = rng.choice(("boire", "manger", "manger", "prendre"))
    tense = rng.choice(("p", "p", "p", "pc", "f"))
    form = rng.choice(("what", "what", "what", "que", "quoi", "say", "say", "not"))
    if (
        isinstance(subj, Pronoun)
        and subj.index == 0
        and form in ("what", "que", "quoi")
    ):
        form = "say"  # (not "What do I drink?")
    if form == "not" and rng.random() < 0.3:
        form = "nothing"
    meal = rng.choice((0, 0, 1, 2))
    drunk = verb == "boire"
    foods = [
        i
        for i, f in enumerate(FOODS)
        if (f[3] == drunk or verb == "prendre") and (f[4] or meal > 0)
    ]
    args = {"subj": subj, "verb": verb, "tense": tense, "meal": meal, "form": form}
    args["food"] = rng.choice(foods)
    return Construction("at_meal", args, _lemmas((verb,)))


# --- Est-ce qu'il y a du wifi dans la chambre? ----------------------------------------------

# (French with its article, French after pas de, English, English after no, where: r a
# room, b a bathroom, h a hotel)
ROOM_THINGS = (
    ("du wifi", "de wifi", "wifi", "wifi", "rh"),
    ("une douche", "de douche", "a shower", "shower", "rb"),
    ("une baignoire", "de baignoire", "a bath", "bath", "rb"),
    ("une télévision", "de télévision", "a television", "television", "r"),
    ("un ascenseur", "d'ascenseur", "a lift", "lift", "h"),
    ("une piscine", "de piscine", "a swimming pool", "swimming pool", "h"),
    ("un parking", "de parking", "a car park", "car park", "h"),
    ("un restaurant", "de restaurant", "a restaurant", "restaurant", "h"),
    ("un bar", "de bar", "a bar", "bar", "h"),
    ("une salle de sport", "de salle de sport", "a gym", "gym", "h"),
    ("un sèche-cheveux", "de sèche-cheveux", "a hairdryer", "hairdryer", "rb"),
    ("un coffre-fort", "de coffre-fort", "a safe", "safe", "r"),
    ("un balcon", "de balcon", "a balcony", "balcony", "r"),
    ("un minibar", "de minibar", "a minibar", "minibar", "r"),
    ("de l'eau chaude", "d'eau chaude", "hot water", "hot water", "rb"),
    ("du chauffage", "de chauffage", "heating", "heating", "r"),
    (
        "de la climatisation",
        "de climatisation",
        "air conditioning",
        "air conditioning",
        "r",
    ),
    ("du savon", "de savon", "soap", "soap", "b"),
    ("des serviettes", "de serviettes", "towels", "towels", "rb"),
    ("des couvertures", "de couvertures", "blankets", "blankets", "r"),
    ("des oreillers", "d'oreillers", "pillows", "pillows", "r"),
)
# (French, English, where)
ROOM_PLACES = (
    ("dans la chambre", "in the room", "r"),
    ("dans ma chambre", "in my room", "r"),
    ("dans notre chambre", "in our room", "r"),
    ("dans votre chambre", "in your room", "r"),
    ("dans la salle de bains", "in the bathroom", "b"),
    ("à l'hôtel", "at the hotel", "h"),
    ("dans l'hôtel", "in the hotel", "h"),
    ("dans cet hôtel", "in this hotel", "h"),
    ("au camping", "at the campsite", "h"),
    ("à l'auberge de jeunesse", "at the youth hostel", "h"),
    ("dans l'appartement", "in the flat", "r"),
)
# (French subject, its pronoun, English, where): La chambre a-t-elle une douche?
_HAVING = (
    ("la chambre", "elle", "the room", "r"),
    ("votre chambre", "elle", "your room", "r"),
    ("la salle de bains", "elle", "the bathroom", "b"),
    ("l'hôtel", "il", "the hotel", "h"),
    ("votre hôtel", "il", "your hotel", "h"),
    ("le camping", "il", "the campsite", "h"),
    ("l'appartement", "il", "the flat", "r"),
)
# (French subject, être, English, adjective French, English)
_TERMS = (
    ("le petit déjeuner", "est", "breakfast", "compris", "included"),
    ("le wifi", "est", "the wifi", "gratuit", "free"),
    ("le parking", "est", "the car park", "gratuit", "free"),
    ("la piscine", "est", "the swimming pool", "ouverte", "open"),
    ("le restaurant", "est", "the restaurant", "ouvert", "open"),
    ("le bar", "est", "the bar", "ouvert", "open"),
    ("les serviettes", "sont", "the towels", "comprises", "included"),
)


@builder("room_has")
def _room_has(pr, lang, thing: int, place, form: str):
    """``form``: "est-ce", "intonation", "inversion" (*Y a-t-il ...?*), "none" (*Il n'y a
    pas de ...*), "has" (*La chambre a-t-elle ...?*, ``place`` an index of
    :data:`_HAVING`) or "terms" (*Le petit déjeuner est compris?*, ``thing`` an index of
    :data:`_TERMS`)."""
    fr, fr_de, en, en_no, _ = ROOM_THINGS[thing] if form != "terms" else (None,) * 5
    if form == "terms":
        fr_s, verb, en_s, fr_adj, en_adj = _TERMS[thing]
        if lang == "en":
            return f"{'Are' if verb == 'sont' else 'Is'} {en_s} {en_adj}?"
        if place:  # Est-ce que le petit déjeuner est compris?
            que = "qu'" if fr_s[0] in "aeiouéh" else "que "
            return f"Est-ce {que}{fr_s} {verb} {fr_adj}?"
        return f"{_cap(fr_s)} {verb} {fr_adj}?"
    if form == "has":
        fr_s, pronoun, en_s, _ = _HAVING[place]
        if lang == "fr":
            return f"{_cap(fr_s)} a-t-{pronoun} {fr}?"
        what = en if not en.endswith("s") or en.startswith("a ") else f"any {en}"
        return f"Does {en_s} have {what}?"
    where = "" if place is None else " " + ROOM_PLACES[place][lang == "en"]
    plural = fr.startswith("des ")
    if lang == "fr":
        if form == "none":
            return f"Il n'y a pas {fr_de}{where}."
        head = {"inversion": "Y a-t-il", "intonation": "Il y a"}.get(
            form, "Est-ce qu'il y a"
        )
        return f"{head} {fr}{where}?"
    if form == "none":
        return f"There {'are' if plural else 'is'} no {en_no}{where}."
    if plural:
        return f"Are there any {en}{where}?"
    return f"Is there {en}{where}?"


@register("hotel_q", 0.06)
def hotel_q(rng: random.Random, sampler):
    x = rng.random()
    if x < 0.15:
        thing = rng.randrange(len(_TERMS))
        args = {"thing": thing, "place": rng.random() < 0.4, "form": "terms"}
        return Construction("room_has", args, _lemmas(("être",)))
    thing = rng.randrange(len(ROOM_THINGS))
    kinds = ROOM_THINGS[thing][4]
    if x < 0.3:
        places = [i for i, h in enumerate(_HAVING) if h[3] in kinds]
        args = {"thing": thing, "place": rng.choice(places), "form": "has"}
        return Construction("room_has", args, _lemmas(("avoir",)))
    places = [i for i, p in enumerate(ROOM_PLACES) if p[2] in kinds]
    place = rng.choice(places) if rng.random() < 0.85 else None
    form = rng.choice(("est-ce", "est-ce", "intonation", "inversion", "none"))
    args = {"thing": thing, "place": place, "form": form}
    return Construction("room_has", args, _lemmas(("avoir",)))
