"""A kind of sentence of version 3: reasons, warnings and short linking words, ``reasons``.

- *donc* / *so*: *Il pleut, donc je prendrai un parapluie.* / *It is raining, so I will
  take an umbrella.*;
- *sinon* / *otherwise* after an order: *Dépêche-toi, sinon tu seras en retard.* /
  *Hurry up, otherwise you will be late.*;
- *cela*, the written *ça*, in :mod:`.spoken`'s fixed phrases with their English: *Cela
  dépend.* / *It depends.*;
- *juste* / *just*: *J'ai juste une question.* / *I just have a question.*;
- *chacun* / *each*: *Ils ont chacun un vélo.* / *They each have a bike.*;
- *autour de* / *around*: *Il y a des arbres autour de la maison.* / *There are trees
  around the house.*;
- *La maison a deux salles de bains.* / *The house has two bathrooms.*;
- *Quel bus va au centre-ville?* / *Which bus goes to the town centre?*;
- *Quelle est ta saison préférée?* / *What is your favourite season?*
"""

from __future__ import annotations

import random

from .kind_parts import (
    Construction,
    builder,
    en_number,
    fr_number,
    lemmas_of,
)
from .kinds_v3 import register
from .structures import Pronoun

__all__ = ["CAUSES", "RESULTS", "WARNINGS", "CELA", "FAVOURITE", "reasons"]

# a cause: (French, English)
CAUSES = (
    ("il pleut", "it is raining"),
    ("il fait froid", "it is cold"),
    ("il est tard", "it is late"),
    ("je suis fatigué", "I am tired"),
    ("je suis malade", "I am ill"),
    ("le bus est en retard", "the bus is late"),
)
# what I will do then: (French, English, the causes it follows)
RESULTS = (
    ("je prendrai un parapluie", "I will take an umbrella", (0,)),
    ("je resterai à la maison", "I will stay at home", (0, 1, 3, 4)),
    ("je prendrai un taxi", "I will take a taxi", (0, 2, 5)),
    ("je mettrai mon manteau", "I will put on my coat", (0, 1)),
    ("je me coucherai tôt", "I will go to bed early", (2, 3, 4)),
    ("je rentrerai à pied", "I will walk home", (5,)),
    ("j'irai chez le médecin", "I will go to the doctor's", (4,)),
)
# orders and what happens otherwise: (to tu, to vous, English)
WARNINGS = (
    ("dépêche-toi", "dépêchez-vous", "hurry up"),
    ("mets ton manteau", "mettez votre manteau", "put on your coat"),
    ("prends un parapluie", "prenez un parapluie", "take an umbrella"),
    ("pars maintenant", "partez maintenant", "leave now"),
    ("fais attention", "faites attention", "be careful"),
)
_OTHERWISE = (
    ("tu seras en retard", "vous serez en retard", "you will be late"),
    ("tu vas rater le bus", "vous allez rater le bus", "you are going to miss the bus"),
    ("tu auras froid", "vous aurez froid", "you will be cold"),
    ("tu vas tomber", "vous allez tomber", "you are going to fall"),
)
# which warnings each consequence follows
_FOLLOWS = {0: (0, 3), 1: (0, 3), 2: (1,), 3: (4,)}
# cela + the English of spoken.CA_FIXED
CELA = (
    ("cela dépend", "it depends", "."),
    ("cela ne fait rien", "it does not matter", "."),
    ("cela suffit", "that is enough", "!"),
    ("cela me fait plaisir", "I am glad", "."),
)
JUST = (
    ("j'ai juste une question", "I just have a question"),
    ("juste un peu", "just a little"),
    ("juste une minute", "just a minute"),
    ("c'est juste à côté", "it is just next door"),
)
# what each one has: (French subject, English, owned nouns of the lexicon)
_OWNED = "vélo livre chambre téléphone stylo clé sac ballon cahier ordinateur".split()
# il y a des ... autour de ...: (French plural with des, English)
AROUND_WHAT = (
    ("des arbres", "trees"),
    ("des fleurs", "flowers"),
    ("des maisons", "houses"),
)
AROUND = (("de la maison", "the house"), ("du lac", "the lake"),
          ("de la place", "the square"), ("de l'école", "the school"),
          ("du village", "the village"))  # fmt: skip
# la maison a deux salles de bains: (French with its article, English, feminine)
HOMES = (("la maison", "the house"), ("l'appartement", "the flat"),
         ("notre maison", "our house"), ("mon appartement", "my flat"))  # fmt: skip
ROOMS = (("salle de bains", "salles de bains", "bathroom", True),
         ("chambre", "chambres", "bedroom", True))  # fmt: skip
# quel bus va à ...: (French, English)
WHICH = (("bus", "bus"), ("train", "train"), ("tram", "tram"))
TO = (("au centre-ville", "to the town centre"), ("à la gare", "to the station"),
      ("à l'aéroport", "to the airport"), ("à la plage", "to the beach"),
      ("au stade", "to the stadium"), ("à l'hôpital", "to the hospital"))  # fmt: skip


# quel est ton ... préféré?: (French, feminine, English)
FAVOURITE = (
    ("saison", True, "season"),
    ("langue", True, "language"),
    ("matière", True, "subject"),
    ("couleur", True, "colour"),
    ("chanson", True, "song"),
    ("jour", False, "day"),
    ("film", False, "film"),
    ("livre", False, "book"),
    ("sport", False, "sport"),
    ("plat", False, "dish"),
)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


@builder("reasons")
def _reasons(pr, lang, what, **a):
    fr = lang == "fr"
    end = a.get("end", ".")
    k = 0 if fr else 1
    if what == "so":
        cause = CAUSES[a["cause"]][k]
        if fr and a["cause"] in (3, 4) and a["gender"] == "f":
            cause += "e" if cause.endswith("fatigué") else ""
        result = RESULTS[a["result"]][k]
        return _cap(f"{cause}, {'donc' if fr else 'so'} {result}") + end
    if what == "otherwise":
        order = WARNINGS[a["order"]][1 if a["vous"] and fr else 0 if fr else 2]
        then = _OTHERWISE[a["then"]][1 if a["vous"] and fr else 0 if fr else 2]
        return _cap(f"{order}, {'sinon' if fr else 'otherwise'} {then}") + end
    if what == "cela":
        f, e, mark = CELA[a["phrase"]]
        return _cap(f if fr else e) + mark
    if what == "just":
        return _cap(JUST[a["phrase"]][k]) + end
    if what == "each":
        subj = a["subj"]
        noun = a["noun"]
        if fr:
            have = pr.S(
                pr.Pro("je").pe(_pe(subj)).n("p").g(subj.gender), pr.VP(pr.V("avoir"))
            )
            have = have.realize().strip()[:-1]
            det = "une" if noun.gender == "f" else "un"
            each = "chacune" if subj.gender == "f" else "chacun"  # (elles ont chacune)
            return f"{have} {each} {det} {noun.fr}{end}"
        who = {1: "we", 2: "you", 3: "they"}[_pe(subj)]
        art = "an" if noun.en[0] in "aeiou" else "a"
        return f"{_cap(who)} each have {art} {noun.en}{end}"
    if what == "around":
        things = AROUND_WHAT[a["things"]][k]
        place = AROUND[a["place"]][k]
        if fr:
            return f"Il y a {things} autour {place}{end}"
        return f"There are {things} around {place}{end}"
    if what == "rooms":
        home = HOMES[a["home"]][k]
        f_s, f_p, e, fem = ROOMS[a["room"]]
        n = a["n"]
        if fr:
            words = f"{fr_number(n, fem)} {f_s if n == 1 else f_p}"
            return _cap(f"{home} a {words}") + end
        words = f"a {e}" if n == 1 else f"{en_number(n)} {e}s"
        return _cap(f"{home} has {words}") + end
    if what == "favourite":
        noun, fem, en = FAVOURITE[a["noun"]]
        if not fr:
            return f"What is your favourite {en}?"
        if fem:
            return f"Quelle est {'votre' if a['vous'] else 'ta'} {noun} préférée?"
        return f"Quel est {'votre' if a['vous'] else 'ton'} {noun} préféré?"
    # what == "which"
    vehicle = WHICH[a["vehicle"]][k]
    to = TO[a["to"]][k]
    if fr:
        return f"Quel {vehicle} va {to}?"
    return f"Which {vehicle} goes {to}?"


def _pe(x) -> int:
    from .kind_parts import person_number

    return person_number(x)[0]


@register("reasons", 0.09)
def reasons(rng: random.Random, sampler):
    """Reasons, warnings and linking words (see the module)."""
    x = rng.random()
    end = rng.choice("..!")
    if x < 0.18:
        result = rng.randrange(len(RESULTS))
        args = {"cause": rng.choice(RESULTS[result][2]), "result": result}
        args.update(gender=rng.choice("mf"), end=end)
        return Construction("reasons", {"what": "so", **args}, lemmas_of())
    if x < 0.36:
        then = rng.randrange(len(_OTHERWISE))
        args = {
            "then": then,
            "order": rng.choice(_FOLLOWS[then]),
            "vous": rng.random() < 0.4,
        }
        args["end"] = end
        return Construction("reasons", {"what": "otherwise", **args}, lemmas_of())
    if x < 0.46:
        return Construction(
            "reasons", {"what": "cela", "phrase": rng.randrange(len(CELA))}, lemmas_of()
        )
    if x < 0.56:
        args = {"phrase": rng.randrange(len(JUST)), "end": rng.choice(".!")}
        return Construction("reasons", {"what": "just", **args}, lemmas_of())
    if x < 0.68:
        i = rng.choice((4, 5, 6, 7))
        subj = Pronoun(i, "f" if i == 7 else "m" if i == 6 else rng.choice("mf"))
        noun = rng.choice([n for n in sampler.lex.NOUNS if n.fr in _OWNED])
        args = {"subj": subj, "noun": noun, "end": end}
        lemmas = lemmas_of(verbs=("avoir",))
        lemmas["noun"].add(noun.fr)
        return Construction("reasons", {"what": "each", **args}, lemmas)
    if x < 0.78:
        args = {
            "things": rng.randrange(len(AROUND_WHAT)),
            "place": rng.randrange(len(AROUND)),
        }
        args["end"] = end
        return Construction(
            "reasons", {"what": "around", **args}, lemmas_of(verbs=("avoir",))
        )
    if x < 0.9:
        room = rng.choice((0, 0, 1))
        n = rng.choice((1, 2, 2, 3)) if room == 0 else rng.choice((2, 3, 4, 5))
        args = {"home": rng.randrange(len(HOMES)), "room": room, "n": n, "end": end}
        return Construction(
            "reasons", {"what": "rooms", **args}, lemmas_of(verbs=("avoir",))
        )
    if rng.random() < 0.5:
        args = {"noun": rng.randrange(len(FAVOURITE)), "vous": rng.random() < 0.4}
        return Construction(
            "reasons", {"what": "favourite", **args}, lemmas_of(verbs=("être",))
        )
    args = {"vehicle": rng.randrange(len(WHICH)), "to": rng.randrange(len(TO))}
    return Construction(
        "reasons", {"what": "which", **args}, lemmas_of(verbs=("aller",))
    )
