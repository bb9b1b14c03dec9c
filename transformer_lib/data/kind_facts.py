"""A kind of sentence of version 3: what animals (and a few things) are like, said of a
whole kind with a plural subject.

French says a kind with *les* + a plural, English with a bare plural (the convention of
:mod:`.generic`): *Les abeilles font du miel.* / *Bees make honey.*, *Les vaches mangent
de l'herbe.* / *Cows eat grass.* A body part that each of them has once is singular in
French and plural in English: *Les girafes ont un long cou.* / *Giraffes have long
necks.*, *Les chats ont des moustaches.* / *Cats have whiskers.*, *Les araignées ont
huit pattes.* / *Spiders have eight legs.* What is true of every one of them may take
*tous les / toutes les* (*Tous les oiseaux ont des plumes.* / *All birds have
feathers.*). The French is never written by the common grammar with another English
(its subjects of habits are :func:`.realiser.generic_subject`'s, which agree).
"""

from __future__ import annotations

import random
import re

from .kind_parts import Construction, builder, lemmas_of
from .kinds_v3 import register

__all__ = ["KIND_SUBJECTS", "KIND_FACTS"]

# French singular (a lemma) -> (French plural, gender, English plural)
KIND_SUBJECTS = {
    "girafe": ("girafes", "f", "giraffes"),
    "éléphant": ("éléphants", "m", "elephants"),
    "chat": ("chats", "m", "cats"),
    "chien": ("chiens", "m", "dogs"),
    "lapin": ("lapins", "m", "rabbits"),
    "cheval": ("chevaux", "m", "horses"),
    "vache": ("vaches", "f", "cows"),
    "mouton": ("moutons", "m", "sheep"),
    "chèvre": ("chèvres", "f", "goats"),
    "poule": ("poules", "f", "hens"),
    "canard": ("canards", "m", "ducks"),
    "oiseau": ("oiseaux", "m", "birds"),
    "hibou": ("hiboux", "m", "owls"),
    "abeille": ("abeilles", "f", "bees"),
    "fourmi": ("fourmis", "f", "ants"),
    "mouche": ("mouches", "f", "flies"),
    "papillon": ("papillons", "m", "butterflies"),
    "araignée": ("araignées", "f", "spiders"),
    "serpent": ("serpents", "m", "snakes"),
    "poisson": ("poissons", "m", "fish"),
    "requin": ("requins", "m", "sharks"),
    "dauphin": ("dauphins", "m", "dolphins"),
    "baleine": ("baleines", "f", "whales"),
    "tortue": ("tortues", "f", "tortoises"),
    "escargot": ("escargots", "m", "snails"),
    "zèbre": ("zèbres", "m", "zebras"),
    "tigre": ("tigres", "m", "tigers"),
    "lion": ("lions", "m", "lions"),
    "ours": ("ours", "m", "bears"),
    "singe": ("singes", "m", "monkeys"),
    "souris": ("souris", "f", "mice"),
    "crocodile": ("crocodiles", "m", "crocodiles"),
    "chameau": ("chameaux", "m", "camels"),
    "grenouille": ("grenouilles", "f", "frogs"),
    "pingouin": ("pingouins", "m", "penguins"),
    "voiture": ("voitures", "f", "cars"),
    "vélo": ("vélos", "m", "bikes"),
    "rose": ("roses", "f", "roses"),
    "arbre": ("arbres", "m", "trees"),
    "cactus": ("cactus", "m", "cacti"),
}
# (subjects, French predicate after the subject (present, 3rd plural), English
# predicate (present, plural), true of all of them, French nouns of the predicate)
KIND_FACTS = (
    ("girafe", "ont un long cou", "have long necks", True, "cou"),
    ("girafe zèbre cheval", "ont de longues jambes", "have long legs", True, "jambe"),
    ("éléphant", "ont une trompe", "have trunks", True, "trompe"),
    ("éléphant lapin", "ont de grandes oreilles", "have big ears", True, "oreille"),
    ("lapin", "ont de longues oreilles", "have long ears", True, "oreille"),
    ("chat lapin souris", "ont des moustaches", "have whiskers", True, "moustache"),
    ("chat chien cheval vache lapin souris tigre lion zèbre éléphant girafe mouton"
     " chèvre ours", "ont quatre pattes", "have four legs", True, "patte"),
    ("chat chien cheval vache singe souris tigre lion", "ont une queue", "have tails",
     True, "queue"),
    ("oiseau poule canard hibou pingouin", "ont des plumes", "have feathers", True,
     "plume"),
    ("oiseau abeille papillon mouche poule canard", "ont des ailes", "have wings",
     True, "aile"),
    ("oiseau poule canard pingouin", "ont deux pattes", "have two legs", True, "patte"),
    ("abeille fourmi mouche papillon", "ont six pattes", "have six legs", True,
     "patte"),
    ("araignée", "ont huit pattes", "have eight legs", True, "patte"),
    ("serpent poisson", "n'ont pas de pattes", "have no legs", False, "patte"),
    ("zèbre tigre", "ont des rayures", "have stripes", True, "rayure"),
    ("tortue escargot", "ont une carapace", "have shells", True, "carapace"),
    ("chameau", "ont une bosse", "have humps", True, "bosse"),
    ("vache chèvre", "ont des cornes", "have horns", False, "corne"),
    ("chat tigre lion ours", "ont des griffes", "have claws", True, "griffe"),
    ("requin crocodile tigre lion", "ont de grandes dents", "have big teeth", True,
     "dent"),
    ("abeille", "font du miel", "make honey", False, "miel"),
    ("araignée", "font des toiles", "make webs", False, "toile"),
    ("vache chèvre", "donnent du lait", "give milk", False, "lait"),
    ("mouton", "donnent de la laine", "give wool", False, "laine"),
    ("poule canard", "pondent des œufs", "lay eggs", False, "œuf"),
    ("vache mouton chèvre cheval", "mangent de l'herbe", "eat grass", False, "herbe"),
    ("lapin cheval", "aiment les carottes", "like carrots", False, "carotte"),
    ("singe", "aiment les bananes", "like bananas", False, "banane"),
    ("souris", "aiment le fromage", "like cheese", False, "fromage"),
    ("ours", "aiment le miel", "like honey", False, "miel"),
    ("lion tigre requin crocodile", "mangent de la viande", "eat meat", False,
     "viande"),
    ("poisson requin dauphin baleine", "vivent dans l'eau", "live in water", True,
     "eau"),
    ("baleine dauphin requin", "vivent dans la mer", "live in the sea", False, "mer"),
    ("singe", "vivent dans les arbres", "live in trees", False, "arbre"),
    ("chameau", "vivent dans le désert", "live in the desert", False, "désert"),
    ("singe chat", "grimpent aux arbres", "climb trees", False, "arbre"),
    ("canard poisson dauphin", "savent nager", "can swim", True, ""),
    ("pingouin", "ne savent pas voler", "cannot fly", False, ""),
    ("hibou", "chassent la nuit", "hunt at night", False, "nuit"),
    ("hibou chat", "voient la nuit", "see at night", False, "nuit"),
    ("chien", "aboient", "bark", False, ""),
    ("oiseau", "chantent le matin", "sing in the morning", False, "matin"),
    ("tortue escargot", "avancent lentement", "move slowly", False, ""),
    ("tortue", "vivent très longtemps", "live for a very long time", False, ""),
    ("chien", "ont un bon odorat", "have a good sense of smell", False, "odorat"),
    ("voiture", "ont quatre roues", "have four wheels", False, "roue"),
    ("vélo", "ont deux roues", "have two wheels", True, "roue"),
    ("rose cactus", "ont des épines", "have thorns", False, "épine"),
    ("arbre", "ont des racines", "have roots", True, "racine"),
    ("cactus", "n'ont pas besoin de beaucoup d'eau", "do not need much water", False,
     "eau"),
    ("chat", "dorment beaucoup", "sleep a lot", False, ""),
    ("dauphin éléphant singe", "sont très intelligents", "are very intelligent",
     False, ""),
)  # fmt: skip


# (English predicates not asked with do)
_NOT_ASKED = re.compile(r"(are|can|cannot|do|have no)\b")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


@builder("kind_fact")
def _kind_fact(pr, lang, subject: str, fact: int, every: bool, end: str, also=None):
    """``also``: a second subject (*les chats et les chiens*); ``end`` "?": asked with
    *est-ce que* (*Do bees make honey?*)."""
    fr_p, gender, en_p = KIND_SUBJECTS[subject]
    _, fr_pred, en_pred, _, _ = KIND_FACTS[fact]
    if lang == "fr":
        head = ("toutes les" if gender == "f" else "tous les") if every else "les"
        head = f"{head} {fr_p}"
        if also is not None:
            fr_q, gender_q, _ = KIND_SUBJECTS[also]
            head = f"{head} et les {fr_q}"
            gender = "f" if gender == gender_q == "f" else "m"
        text = f"{head} {_agree(fr_pred, gender)}"
        if end == "?":
            return f"Est-ce que {text}?"
        return _cap(text) + end
    head = f"{'all ' if every else ''}{en_p}"
    if also is not None:
        head = f"{head} and {KIND_SUBJECTS[also][2]}"
    if end == "?":
        return f"Do {head} {en_pred}?"
    return _cap(f"{head} {en_pred}") + end


def _agree(pred: str, gender: str) -> str:
    """``pred`` with its adjective in the feminine after a feminine subject."""
    if gender == "f":
        return pred.replace("intelligents", "intelligentes")
    return pred


@register("kind_fact", 0.08)
def kind_fact(rng: random.Random, sampler):
    """*Les abeilles font du miel.* / *Bees make honey.*, *Les girafes ont un long cou.*
    / *Giraffes have long necks.* (see the module)."""
    fact = rng.randrange(len(KIND_FACTS))
    subjects, _, _, always, nouns = KIND_FACTS[fact]
    subjects = subjects.split()
    subject = rng.choice(subjects)
    every = always and rng.random() < 0.2
    args = {"subject": subject, "fact": fact, "every": every, "also": None}
    if len(subjects) > 1 and not every and rng.random() < 0.3:
        args["also"] = rng.choice([x for x in subjects if x != subject])
    asked = not _NOT_ASKED.match(KIND_FACTS[fact][2]) and rng.random() < 0.15
    args["end"] = "?" if asked else rng.choice("...!")
    lemmas = lemmas_of()
    lemmas["noun"].update({subject, args["also"] or subject} | set(nouns.split()))
    return Construction("kind_fact", args, lemmas)
