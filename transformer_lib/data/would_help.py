"""Kinds of sentence of version 3: *ce serait plus simple* and *aider quelqu'un à faire*.

- ``would_be_easier``: *ce serait* (or *c'est*, *ce sera*) with a comparative, then a
  way of travelling, an infinitive or a *si* clause: *Ce serait plus simple en voiture.* /
  *It would be easier by car.* (*plus simple* and *plus facile* are both *easier*, *plus
  rapide* of a journey is *quicker*, *moins cher* is *cheaper*), *Ce serait mieux de
  partir demain.* / *It would be better to leave tomorrow.*, *Ce serait plus facile si
  tu venais avec nous.* / *It would be easier if you came with us.*, *Est-ce que ce serait
  plus rapide en train?* / *Would it be quicker by train?*;
- ``help_me_do``: *aider quelqu'un à* + an infinitive is *help someone do* (no *to*, and
  the infinitive keeps its object: *porter cette valise* is *carry this suitcase*):
  *Pourriez-vous m'aider à porter cette valise?* / *Could you help me carry this
  suitcase?*, *Tu peux nous aider à ranger la cuisine?* / *Can you help us tidy the
  kitchen?*, *Paul m'a aidée à remplir ce formulaire.* / *Paul helped me fill in this
  form.* (the participle agrees with *me* before it), *Personne ne m'a aidé à déménager.*
  / *Nobody helped me move house.*
"""

from __future__ import annotations

import random

from .kind_parts import Construction, Name, builder, draw_name, lemmas_of
from .kinds_v3 import register

__all__ = ["BETTER", "WAYS", "TO_DO", "IF_YOU", "TASKS", "ASK_HEADS"]

# the comparative after ce serait: (French, English)
BETTER = (
    ("plus simple", "easier"),
    ("plus facile", "easier"),
    ("beaucoup plus simple", "much easier"),
    ("plus rapide", "quicker"),
    ("beaucoup plus rapide", "much quicker"),
    ("moins cher", "cheaper"),
    ("plus cher", "more expensive"),
    ("plus pratique", "more practical"),
    ("plus agréable", "more pleasant"),
    ("moins fatigant", "less tiring"),
    ("mieux", "better"),
    ("plus sûr", "safer"),
)
# a way of travelling: (French, English)
WAYS = (
    ("en voiture", "by car"),
    ("en train", "by train"),
    ("en bus", "by bus"),
    ("en métro", "by metro"),
    ("en taxi", "by taxi"),
    ("en avion", "by plane"),
    ("à vélo", "by bike"),
    ("à pied", "on foot"),
)
# de + an infinitive: (French, English)
TO_DO = (
    ("de partir demain", "to leave tomorrow"),
    ("de partir plus tôt", "to leave earlier"),
    ("de prendre le train", "to take the train"),
    ("de prendre un taxi", "to take a taxi"),
    ("de réserver à l'avance", "to book in advance"),
    ("d'appeler d'abord", "to call first"),
    ("de demander à {name}", "to ask {name}"),
    ("d'attendre un peu", "to wait a little"),
    ("de rester à la maison", "to stay at home"),
    ("d'y aller ensemble", "to go there together"),
)
# si + the imparfait: (French, English)
IF_YOU = (
    ("si tu venais avec nous", "if you came with us"),
    ("si vous veniez avec nous", "if you came with us"),
    ("si nous partions plus tôt", "if we left earlier"),
    ("si on avait une voiture", "if we had a car"),
    ("si j'avais une voiture", "if I had a car"),
    ("si {name} était là", "if {name} were here"),
    ("s'il faisait beau", "if the weather were nice"),
    ("si le magasin était plus près", "if the shop were closer"),
)
# ce serait / c'est / ce sera: (French, negative French, English, negative English)
_TENSES = (
    ("Ce serait", "Ce ne serait pas", "It would be", "It would not be"),
    ("Ça serait", "Ça ne serait pas", "It would be", "It would not be"),
    ("C'est", "Ce n'est pas", "It is", "It is not"),
    ("Ce sera", "Ce ne sera pas", "It will be", "It will not be"),
)


@builder("would_be_easier")
def _would_be_easier(pr, lang, tense, better, what, which, neg, asked, name, end):
    fr = lang == "fr"
    comp = BETTER[better][0 if fr else 1]
    table = {"way": WAYS, "to": TO_DO, "if": IF_YOU}.get(what)
    tail = table[which][0 if fr else 1].replace("{name}", name) if table else ""
    if fr:
        if asked:
            head = "Est-ce que " + _TENSES[tense][0].lower().replace("ça", "ce")
            return " ".join(f"{head} {comp} {tail}".split()) + "?"
        head = _TENSES[tense][1 if neg else 0]
        return " ".join(f"{head} {comp} {tail}".split()) + end
    if asked:
        verb = _TENSES[tense][2].split()[-2:]  # would be / is / will be
        if verb[0] == "It":  # it is -> is it
            head = "Is it"
        else:
            head = f"{verb[0].capitalize()} it be"
        return " ".join(f"{head} {comp} {tail}".split()) + "?"
    head = _TENSES[tense][3 if neg else 2]
    return " ".join(f"{head} {comp} {tail}".split()) + end


@register("would_be_easier", 0.04)
def would_be_easier(rng: random.Random, sampler):
    """*Ce serait plus simple en voiture.* / *It would be easier by car.* (see the
    module)."""
    what = rng.choices(("way", "to", "if", "none"), (0.5, 0.22, 0.2, 0.08))[0]
    table = {"way": WAYS, "to": TO_DO, "if": IF_YOU}.get(what, ((),))
    args = {"tense": rng.choices(range(4), (0.6, 0.1, 0.2, 0.1))[0], "what": what}
    args.update(better=rng.randrange(len(BETTER)), which=rng.randrange(len(table)))
    if what == "if":  # (a si clause goes with the conditional)
        args["tense"] = rng.choice((0, 0, 1))
    args.update(neg=rng.random() < 0.12, asked=rng.random() < 0.15)
    args.update(name=draw_name(rng).name, end=rng.choice("...!"))
    if args["asked"]:
        args["neg"] = False
    return Construction("would_be_easier", args, lemmas_of(verbs=("être",)))


# --- help_me_do: aider quelqu'un à faire quelque chose --------------------------------

# what one helps with: (French infinitive, English); {poss}: the helped one's own
TASKS = (
    ("porter cette valise", "carry this suitcase"),
    ("porter ces cartons", "carry these boxes"),
    ("porter les courses", "carry the shopping"),
    ("porter {pl} bagages", "carry {en} luggage"),
    ("ranger la cuisine", "tidy the kitchen"),
    ("faire la vaisselle", "do the washing-up"),
    ("préparer le dîner", "make dinner"),
    ("mettre la table", "lay the table"),
    ("trouver la gare", "find the station"),
    ("trouver {pl} clés", "find {en} keys"),
    ("chercher {pl} lunettes", "look for {en} glasses"),
    ("remplir ce formulaire", "fill in this form"),
    ("comprendre cet exercice", "understand this exercise"),
    ("faire {pl} devoirs", "do {en} homework"),
    ("choisir un cadeau", "choose a present"),
    ("déménager", "move house"),
    ("réparer {m} vélo", "repair {en} bike"),
    ("pousser la voiture", "push the car"),
    ("traduire cette lettre", "translate this letter"),
    ("nettoyer le garage", "clean the garage"),
    ("écrire {f} lettre de motivation", "write {en} cover letter"),
    ("monter cette valise", "carry this suitcase upstairs"),
)
# the helped one: (French object pronoun, possessive m, f, plural, English object,
# English possessive)
_HELPED = (
    ("m'", "mon", "ma", "mes", "me", "my"),
    ("nous", "notre", "notre", "nos", "us", "our"),
    ("t'", "ton", "ta", "tes", "you", "your"),
    ("vous", "votre", "votre", "vos", "you", "your"),
)
# asking for help: (French, English, the one asked: 2 tu, 5 vous)
ASK_HEADS = (
    ("Pourriez-vous", "Could you", 5),
    ("Est-ce que vous pourriez", "Could you", 5),
    ("Vous pourriez", "Could you", 5),
    ("Pouvez-vous", "Can you", 5),
    ("Vous pouvez", "Can you", 5),
    ("Pourrais-tu", "Could you", 2),
    ("Tu pourrais", "Could you", 2),
    ("Peux-tu", "Can you", 2),
    ("Tu peux", "Can you", 2),
    ("Est-ce que tu peux", "Can you", 2),
)
# one who helped: (French verb form after the subject and the object, English verb);
# "pc" forms take a participle that agrees with the object
_HELPS = (
    ("a aid", "helped", "pc"),
    ("va aider", "is going to help", ""),
    ("aidera", "will help", ""),
    ("aide toujours", "always helps", ""),
    ("aide souvent", "often helps", ""),
)
_HELPERS = (  # (French, English) besides first names
    ("Mon frère", "My brother"),
    ("Ma sœur", "My sister"),
    ("Ma voisine", "My neighbour"),
    ("Un ami", "A friend"),
    ("Le chauffeur", "The driver"),
    ("Personne", "Nobody"),
)


def _task(index: int, helped: int, fr: bool) -> str:
    f, e = TASKS[index]
    _, m, fem, pl, _, en = _HELPED[helped]
    if not fr:
        return e.replace("{en}", en)
    return f.replace("{pl}", pl).replace("{m}", m).replace("{f}", fem)


def _me(helped: int, verb: str) -> str:
    """The object pronoun before a verb: *m'aider*, *nous aider*."""
    obj = _HELPED[helped][0]
    if obj.endswith("'") and not verb.startswith(("a", "e", "i", "o", "u", "é", "h")):
        return obj[:-1] + "e " + verb
    return obj + ("" if obj.endswith("'") else " ") + verb


@builder("help_me_do")
def _help_me_do(pr, lang, what, head, helped, task, gender, please, end, helper=None):
    fr = lang == "fr"
    doing = _task(task, helped, fr)
    if what == "ask":
        f_head, e_head, you = ASK_HEADS[head]
        if fr:
            text = f"{f_head} {_me(helped, 'aider')} à {doing}"
            if please:
                text += ", s'il vous plaît" if you == 5 else ", s'il te plaît"
            return text + "?"
        return (
            f"{e_head} help {_HELPED[helped][4]} {doing}{', please' if please else ''}?"
        )
    f_verb, e_verb, tense = _HELPS[head]
    if fr:
        subj = helper.name if isinstance(helper, Name) else _HELPERS[helper][0]
        if tense == "pc":
            plural = _HELPED[helped][0] in ("nous", "vous")
            f_verb += "é" + ("e" if gender == "f" else "") + ("s" if plural else "")
        if subj == "Personne":
            f_verb = f_verb.replace("aide toujours", "aide jamais")
            return f"Personne ne {_me(helped, f_verb)} à {doing}{end}"
        if f_verb.startswith("va "):  # va m'aider
            return f"{subj} va {_me(helped, 'aider')} à {doing}{end}"
        return f"{subj} {_me(helped, f_verb)} à {doing}{end}"
    subj = helper.name if isinstance(helper, Name) else _HELPERS[helper][1]
    if subj == "Nobody":
        e_verb = e_verb.replace("always helps", "ever helps")
    return f"{subj} {e_verb} {_HELPED[helped][4]} {doing}{end}"


@register("help_me_do", 0.05)
def help_me_do(rng: random.Random, sampler):
    """*Pourriez-vous m'aider à porter cette valise?* / *Could you help me carry this
    suitcase?* (see the module)."""
    task = rng.randrange(len(TASKS))
    args = {"task": task, "gender": rng.choice("mf"), "end": rng.choice("...!")}
    if rng.random() < 0.6:
        head = rng.randrange(len(ASK_HEADS))
        helped = rng.choice((0, 0, 0, 1))  # (help me, help us)
        args.update(what="ask", head=head, helped=helped, please=rng.random() < 0.3)
    else:
        helper = draw_name(rng) if rng.random() < 0.5 else rng.randrange(len(_HELPERS))
        head = rng.choices(range(len(_HELPS)), (0.6, 0.1, 0.1, 0.1, 0.1))[0]
        if helper == len(_HELPERS) - 1:  # personne: in the past or with jamais
            head = rng.choice((0, 3))
        args.update(what="told", head=head, helped=rng.choice((0, 0, 1, 2, 3)))
        args.update(helper=helper, please=False)
    verb = TASKS[task][0].split()[0]
    return Construction("help_me_do", args, lemmas_of(verbs=("aider", verb)))
