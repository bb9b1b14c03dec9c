"""Kinds of sentence of version 3: the orders of the house with a reason or a time.

- ``order_why``: an order to *tu* or *vous* and why, after a comma as people say it
  (:data:`WHY_ORDERS`, :data:`WHY_REASONS`): *Mets ton manteau, il fait froid.* / *Put on
  your coat, it is cold.*, *Dépêche-toi, le train part !* / *Hurry up, the train is
  leaving!* (what is happening now is the English progressive: *Ne faites pas de bruit,
  le bébé dort.* / *Don't make any noise, the baby is sleeping.*; a timetable is not: *le
  train part dans dix minutes* / *the train leaves in ten minutes*), *Ne t'inquiète pas,
  tout va bien.* / *Don't worry, everything is fine.*; and the orders of *rien* (*Ne dis
  rien à Maman !* / *Don't tell Mum anything!*, *Ne dites rien à personne, c'est une
  surprise.* / *Don't tell anyone, it is a surprise.*, *Ne touche à rien.* / *Don't
  touch anything.*);
- ``order_before``: an order and when, *avant* + a meal or a time, *avant de* + an
  infinitive, English *before* + *-ing* (:data:`BEFORE`): *Range ta chambre avant le
  dîner !* / *Tidy your room before dinner!*, *Enlève tes chaussures avant d'entrer !* /
  *Take your shoes off before coming in!*, *Brossez-vous les dents avant de vous
  coucher.* / *Brush your teeth before going to bed.*, *Ne mange pas de bonbons avant le
  déjeuner.* / *Don't eat sweets before lunch.*

The English of each order is the one the corpus's other orders give it (*put on your
coat* as :mod:`.orders` and :mod:`.weather_more`, *take your shoes off* and *turn the
music down* as :mod:`.house_jobs`).
"""

from __future__ import annotations

import random
import re

from .kind_parts import Construction, Name, builder, draw_name, en_number, fr_number
from .kinds_v3 import register
from .orders import _verb_lemmas

__all__ = ["WHY_ORDERS", "WHY_REASONS", "NOTHING", "TOLD", "BEFORE", "BEFORE_ORDERS"]

# (to tu, to vous, English, the reasons it takes: tags of WHY_REASONS, French verb)
WHY_ORDERS = (
    ("dépêche-toi", "dépêchez-vous", "hurry up", "late", ""),
    ("viens vite", "venez vite", "come quickly", "late dinner", "venir"),
    ("ne t'inquiète pas", "ne vous inquiétez pas", "don't worry", "calm", "inquiéter"),
    ("ne pleure pas", "ne pleurez pas", "don't cry", "calm", "pleurer"),
    ("calme-toi", "calmez-vous", "calm down", "calm", ""),
    ("mets ton manteau", "mettez votre manteau", "put on your coat", "cold", "mettre"),
    ("mets ton écharpe", "mettez votre écharpe", "put on your scarf", "cold", "mettre"),
    ("ferme la fenêtre", "fermez la fenêtre", "close the window", "cold rain", "fermer"),
    ("ouvre la fenêtre", "ouvrez la fenêtre", "open the window", "hot", "ouvrir"),
    ("prends ton parapluie", "prenez votre parapluie", "take your umbrella", "rain",
     "prendre"),
    ("ne fais pas de bruit", "ne faites pas de bruit", "don't make any noise", "quiet",
     "faire"),
    ("parle moins fort", "parlez moins fort", "speak more quietly", "quiet", "parler"),
    ("baisse le son de la télé", "baissez le son de la télé", "turn the TV down",
     "quiet", "baisser"),
    ("baisse la musique", "baissez la musique", "turn the music down", "quiet",
     "baisser"),
    ("éteins la lumière", "éteignez la lumière", "switch off the light", "night",
     "éteindre"),
    ("éteins la télé", "éteignez la télé", "switch off the TV", "night dinner",
     "éteindre"),
    ("va te coucher", "allez vous coucher", "go to bed", "night", "aller"),
    ("rentre à la maison", "rentrez à la maison", "go home", "night dark", "rentrer"),
    ("allume la lumière", "allumez la lumière", "switch on the light", "dark", "allumer"),
    ("sois prudent", "soyez prudents", "be careful", "careful", "être"),
    ("fais attention", "faites attention", "be careful", "careful", "faire"),
    ("ne cours pas", "ne courez pas", "don't run", "careful", "courir"),
    ("lave-toi les mains", "lavez-vous les mains", "wash your hands", "dinner", "laver"),
    ("viens manger", "venez manger", "come and eat", "dinner", "venir"),
    ("enlève tes chaussures", "enlevez vos chaussures", "take your shoes off", "dirty",
     "enlever"),
    ("attends-moi", "attendez-moi", "wait for me", "wait", "attendre"),
    ("reste ici", "restez ici", "stay here", "wait", "rester"),
)  # fmt: skip

# (French ("tu form|vous form" where they differ; {n} a number, {N} a first name),
# English, tag)
WHY_REASONS = (
    ("le train part", "the train is leaving", "late"),
    ("le bus arrive", "the bus is coming", "late"),
    ("le bus part", "the bus is leaving", "late"),
    ("le film commence", "the film is starting", "late"),
    ("le cours commence", "the lesson is starting", "late"),
    ("on est en retard", "we are late", "late"),
    ("nous sommes en retard", "we are late", "late"),
    ("tu vas être en retard|vous allez être en retard", "you are going to be late",
     "late"),
    ("tu vas rater le bus|vous allez rater le bus", "you are going to miss the bus",
     "late"),
    ("le train part dans {n} minutes", "the train leaves in {n} minutes", "late"),
    ("l'école commence dans {n} minutes", "school starts in {n} minutes", "late"),
    ("{N} nous attend", "{N} is waiting for us", "late"),
    ("tes amis t'attendent|vos amis vous attendent", "your friends are waiting for you",
     "late"),
    ("le bébé dort", "the baby is sleeping", "quiet"),
    ("{N} dort", "{N} is sleeping", "quiet"),
    ("ton frère dort|votre frère dort", "your brother is sleeping", "quiet"),
    ("ta sœur dort|votre sœur dort", "your sister is sleeping", "quiet"),
    ("les voisins dorment", "the neighbours are sleeping", "quiet"),
    ("je travaille", "I am working", "quiet"),
    ("papa travaille", "Dad is working", "quiet"),
    ("je téléphone", "I am on the phone", "quiet"),
    ("il est tard", "it is late", "quiet night"),
    ("il est minuit", "it is midnight", "night"),
    ("il est déjà {h} heures", "it is already {h} o'clock", "night"),
    ("il fait froid", "it is cold", "cold"),
    ("il fait très froid", "it is very cold", "cold"),
    ("il gèle", "it is freezing", "cold"),
    ("il neige", "it is snowing", "cold"),
    ("il y a du vent", "it is windy", "cold"),
    ("il pleut", "it is raining", "rain"),
    ("il va pleuvoir", "it is going to rain", "rain"),
    ("il fait chaud", "it is hot", "hot"),
    ("il fait très chaud", "it is very hot", "hot"),
    ("il fait nuit", "it is dark", "dark"),
    ("tout va bien", "everything is fine", "calm"),
    ("tout ira bien", "everything will be fine", "calm"),
    ("ce n'est pas grave", "it does not matter", "calm"),
    ("ce n'est rien", "it is nothing", "calm"),
    ("je suis là", "I am here", "calm"),
    ("on a le temps", "we have time", "calm"),
    ("c'est dangereux", "it is dangerous", "careful"),
    ("la route est glissante", "the road is slippery", "careful"),
    ("le sol est mouillé", "the floor is wet", "careful dirty"),
    ("il y a beaucoup de voitures", "there are a lot of cars", "careful"),
    ("le dîner est prêt", "dinner is ready", "dinner"),
    ("le déjeuner est prêt", "lunch is ready", "dinner"),
    ("on mange dans {n} minutes", "we are eating in {n} minutes", "dinner"),
    ("tu vas salir le tapis|vous allez salir le tapis",
     "you are going to get the rug dirty", "dirty"),
    ("je viens de laver le sol", "I have just washed the floor", "dirty"),
    ("j'arrive", "I am coming", "wait"),
    ("je reviens tout de suite", "I will be right back", "wait"),
    ("je cherche mes clés", "I am looking for my keys", "wait"),
    ("c'est une surprise", "it is a surprise", "secret"),
    ("c'est un secret", "it is a secret", "secret"),
)  # fmt: skip

# the orders of rien: (French to tu, to vous ({x}: the person told), English, verb)
NOTHING = (
    ("ne dis rien à {x}", "ne dites rien à {x}", "don't tell {x} anything", "dire"),
    ("ne dis rien", "ne dites rien", "don't say anything", "dire"),
    ("ne dis rien à personne", "ne dites rien à personne", "don't tell anyone", "dire"),
    ("ne touche à rien", "ne touchez à rien", "don't touch anything", "toucher"),
    ("n'achète rien", "n'achetez rien", "don't buy anything", "acheter"),
    ("ne demande rien à {x}", "ne demandez rien à {x}", "don't ask {x} anything",
     "demander"),
)  # fmt: skip
# the people one tells: (French to tu, to vous, English)
TOLD = (
    ("Maman", "Maman", "Mum"),
    ("Papa", "Papa", "Dad"),
    ("ta mère", "votre mère", "your mother"),
    ("ton père", "votre père", "your father"),
    ("tes parents", "vos parents", "your parents"),
    ("ta sœur", "votre sœur", "your sister"),
    ("ton frère", "votre frère", "your brother"),
    ("ta grand-mère", "votre grand-mère", "your grandmother"),
    ("tes amis", "vos amis", "your friends"),
    ("la maîtresse", "la maîtresse", "the teacher"),
)

# when: (French ({te}: te / vous), English, tag)
BEFORE = (
    ("avant le dîner", "before dinner", "m"),
    ("avant le déjeuner", "before lunch", "m"),
    ("avant le petit-déjeuner", "before breakfast", "m"),
    ("avant l'école", "before school", "t"),
    ("avant ce soir", "before this evening", "t"),
    ("avant demain", "before tomorrow", "t"),
    ("avant samedi", "before Saturday", "t"),
    ("avant vendredi", "before Friday", "t"),
    ("avant midi", "before midday", "t"),
    ("avant le week-end", "before the weekend", "t"),
    ("avant de partir", "before leaving", "l"),
    ("avant de sortir", "before going out", "l"),
    ("avant d'entrer", "before coming in", "e"),
    ("avant de {te} coucher", "before going to bed", "b"),
    ("avant de dormir", "before going to sleep", "b"),
    ("avant de manger", "before eating", "f"),
    ("avant de jouer", "before playing", "p"),
    ("avant de regarder la télé", "before watching TV", "p"),
)
# (to tu, to vous, English, the tags of BEFORE it takes, French verb)
BEFORE_ORDERS = (
    ("range ta chambre", "rangez votre chambre", "tidy your room", "mtp", "ranger"),
    ("range tes affaires", "rangez vos affaires", "tidy up your things", "mtlp",
     "ranger"),
    ("range tes jouets", "rangez vos jouets", "put your toys away", "mbp", "ranger"),
    ("fais tes devoirs", "faites vos devoirs", "do your homework", "mtp", "faire"),
    ("finis tes devoirs", "finissez vos devoirs", "finish your homework", "mtp",
     "finir"),
    ("lave-toi les mains", "lavez-vous les mains", "wash your hands", "mf", "laver"),
    ("brosse-toi les dents", "brossez-vous les dents", "brush your teeth", "bl",
     "brosser"),
    ("enlève tes chaussures", "enlevez vos chaussures", "take your shoes off", "e",
     "enlever"),
    ("essuie-toi les pieds", "essuyez-vous les pieds", "wipe your feet", "e",
     "essuyer"),
    ("mets ton manteau", "mettez votre manteau", "put on your coat", "l", "mettre"),
    ("mets tes chaussures", "mettez vos chaussures", "put on your shoes", "l", "mettre"),
    ("éteins la lumière", "éteignez la lumière", "switch off the light", "lb",
     "éteindre"),
    ("éteins la télé", "éteignez la télé", "switch off the TV", "lmb", "éteindre"),
    ("ferme la fenêtre", "fermez la fenêtre", "close the window", "lb", "fermer"),
    ("ferme la porte à clé", "fermez la porte à clé", "lock the door", "lb", "fermer"),
    ("mets la table", "mettez la table", "lay the table", "m", "mettre"),
    ("sors la poubelle", "sortez la poubelle", "take the bin out", "mt", "sortir"),
    ("prends une douche", "prenez une douche", "have a shower", "mbl", "prendre"),
    ("appelle-moi", "appelez-moi", "call me", "lt", "appeler"),
    ("rends-moi mon livre", "rendez-moi mon livre", "give me my book back", "t",
     "rendre"),
    ("ne mange pas de bonbons", "ne mangez pas de bonbons", "don't eat sweets", "mb",
     "manger"),
    ("ne bois pas de café", "ne buvez pas de café", "don't drink coffee", "b", "boire"),
    ("ne pars pas", "ne partez pas", "don't leave", "mt", "partir"),
    ("n'oublie pas de fermer la porte", "n'oubliez pas de fermer la porte",
     "don't forget to close the door", "lb", "oublier"),
)  # fmt: skip

TU, VOUS = 1, 5
_ORDER_TEXTS = frozenset(
    t
    for table in (WHY_ORDERS, NOTHING, BEFORE_ORDERS)
    for row in table
    for t in row[:2]
)  # (the people told, as in :mod:`.orders`)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _pick(text: str, who: int) -> str:
    """The tu or vous form of "tu form|vous form"."""
    tu, _, vous = text.partition("|")
    return vous if who == VOUS and vous else tu


def _reason(i: int, who: int, n, name, lang: str) -> str:
    fr, en, _ = WHY_REASONS[i]
    text = _pick(fr, who) if lang == "fr" else en
    if n is not None:
        words = fr_number(n) if lang == "fr" else en_number(n)
        text = text.replace("{n}", words).replace("{h}", words)
    if name is not None:
        text = text.replace("{N}", name.name)
    return text


def _lemmas(verbs: str, *texts: str) -> dict[str, set[str]]:
    """The verbs of the lexicon among ``verbs`` and its nouns in the French ``texts``
    (a plural in -s too), for the held-out pairs."""
    from .lexicon_v3 import NOUNS

    nouns = {n.fr for n in NOUNS}
    found = set()
    for text in texts:
        words = re.findall(r"[\w-]+", re.sub(r"\b\w'", "", text.lower()))
        if text in _ORDER_TEXTS:  # (not the verb: ferme, cours)
            words = words[2 if words[0] == "ne" else 1 :]
        for word in words:
            if word in nouns or (word.endswith("s") and word[:-1] in nouns):
                found.add(word if word in nouns else word[:-1])
    return {"noun": found, "adj": set(), "verb": set(_verb_lemmas(*verbs.split()))}


@builder("order_why")
def _order_why(pr, lang, how, i, who, end, reason=None, n=None, name=None, x=None):
    fr = lang == "fr"
    if how == "nothing":
        tu, vous, en, _ = NOTHING[i]
        head = (vous if who == VOUS else tu) if fr else en
        if x is not None:
            person = (
                x.name
                if isinstance(x, Name)
                else TOLD[x][(1 if who == VOUS else 0) if fr else 2]
            )
            head = head.replace("{x}", person)
    else:
        tu, vous, en = WHY_ORDERS[i][:3]
        head = (vous if who == VOUS else tu) if fr else en
    text = _cap(head)
    if reason is not None:
        text += ", " + _reason(reason, who, n, name, lang)
    return text + end


def _draw_reason(rng: random.Random, tags: set[str]):
    """A reason of ``tags``, with its number and name."""
    i = rng.choice([k for k, r in enumerate(WHY_REASONS) if set(r[2].split()) & tags])
    fr = WHY_REASONS[i][0]
    n = None
    if "{n}" in fr:
        n = rng.choice((2, 3, 5, 10, 15, 20))
    elif "{h}" in fr:
        n = rng.randint(9, 11)
    name = draw_name(rng) if "{N}" in fr else None
    return i, n, name


@register("order_why", 0.1)
def order_why(rng: random.Random, sampler):
    """*Mets ton manteau, il fait froid.* / *Put on your coat, it is cold.* (see the
    module)."""
    who = rng.choice((TU, TU, TU, VOUS, VOUS))
    end = rng.choice("!!..")
    args = {"who": who, "end": end}
    if rng.random() < 0.2:
        i = rng.randrange(len(NOTHING))
        args.update(how="nothing", i=i)
        if "{x}" in NOTHING[i][0]:
            args["x"] = (
                draw_name(rng) if rng.random() < 0.3 else rng.randrange(len(TOLD))
            )
        if NOTHING[i][3] == "dire" and rng.random() < 0.4:  # (a secret is told)
            args["reason"], args["n"], args["name"] = _draw_reason(rng, {"secret"})
        texts = NOTHING[i][:2] + (
            (TOLD[args["x"]][0],) if isinstance(args.get("x"), int) else ()
        )
        lemmas = _lemmas(NOTHING[i][3], *texts)
    else:
        i = rng.randrange(len(WHY_ORDERS))
        args.update(how="order", i=i)
        args["reason"], args["n"], args["name"] = _draw_reason(
            rng, set(WHY_ORDERS[i][3].split())
        )
        texts = WHY_ORDERS[i][:2]
        lemmas = _lemmas(WHY_ORDERS[i][4], *texts)
    if args.get("reason") is not None:
        lemmas = _merge(lemmas, _lemmas("", WHY_REASONS[args["reason"]][0]))
    return Construction("order_why", args, lemmas)


def _merge(a: dict, b: dict) -> dict:
    return {k: a[k] | b[k] for k in a}


@builder("order_before")
def _order_before(pr, lang, i, when, who, end):
    tu, vous, en = BEFORE_ORDERS[i][:3]
    if lang == "fr":
        head = vous if who == VOUS else tu
        after = BEFORE[when][0].replace("{te}", "vous" if who == VOUS else "te")
        return f"{_cap(head)} {after}{end}"
    return f"{_cap(en)} {BEFORE[when][1]}{end}"


@register("order_before", 0.095)
def order_before(rng: random.Random, sampler):
    """*Range ta chambre avant le dîner !* / *Tidy your room before dinner!* (see the
    module)."""
    i = rng.randrange(len(BEFORE_ORDERS))
    tags = BEFORE_ORDERS[i][3]
    when = rng.choice([k for k, b in enumerate(BEFORE) if b[2] in tags])
    who = rng.choice((TU, TU, TU, VOUS, VOUS))
    args = {"i": i, "when": when, "who": who, "end": rng.choice("!!..")}
    lemmas = _lemmas(BEFORE_ORDERS[i][4], *BEFORE_ORDERS[i][:2], BEFORE[when][0])
    return Construction("order_before", args, lemmas)
