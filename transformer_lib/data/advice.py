"""A kind of sentence of version 3: everyday advice with *devoir* in the conditional,
``advice``.

:mod:`.polite` says *Tu devrais* + any verb phrase of the common grammar; this kind says
the advice people give each other (:data:`ADVICE`), each with the English a careful
translator writes (*Tu devrais dormir un peu.* / *You should get some sleep.*, *Vous
devriez aller voir un médecin.* / *You should go and see a doctor.*, *Il devrait appeler
sa mère.* / *He should call his mother.*, *On devrait partir plus tôt.* / *We should
leave earlier.*), what one should not do (:data:`NOT_ADVICE`: *Tu ne devrais pas boire
autant de café.* / *You should not drink so much coffee.*), asked (*Est-ce que je devrais
prendre un parapluie ?* / *Should I take an umbrella?*), with *peut-être* (*Tu devrais
peut-être te reposer.* / *Perhaps you should rest.*) or *faire mieux de* (*Tu ferais
mieux de partir maintenant.* / *You had better leave now.*).
"""

from __future__ import annotations

import random

from .kind_parts import Construction, Name, builder, draw_name, lemmas_of, subject_tree
from .kinds_v3 import register
from .structures import Pronoun

__all__ = ["ADVICE", "NOT_ADVICE"]

# (French infinitive: {se} the reflexive pronoun, {m} / {f} / {P} the subject's
# possessive before a masculine, a feminine, a plural; English: {o} the possessive;
# the verb)
ADVICE = (
    ("dormir un peu", "get some sleep", "dormir"),
    ("{se} reposer", "rest", "reposer"),
    ("{se} coucher plus tôt", "go to bed earlier", "coucher"),
    ("manger quelque chose", "eat something", "manger"),
    ("boire de l'eau", "drink some water", "boire"),
    ("aller voir un médecin", "go and see a doctor", "aller"),
    ("aller chez le dentiste", "go to the dentist's", "aller"),
    ("prendre un parapluie", "take an umbrella", "prendre"),
    ("mettre un manteau", "put on a coat", "mettre"),
    ("partir plus tôt", "leave earlier", "partir"),
    ("partir maintenant", "leave now", "partir"),
    ("appeler {f} mère", "call {o} mother", "appeler"),
    ("parler à {m} père", "talk to {o} father", "parler"),
    ("faire du sport", "do some sport", "faire"),
    ("arrêter de fumer", "stop smoking", "arrêter"),
    ("prendre des vacances", "take a holiday", "prendre"),
    ("lire ce livre", "read this book", "lire"),
    ("demander à {m} professeur", "ask {o} teacher", "demander"),
    ("sortir un peu", "go out a bit", "sortir"),
    ("travailler moins", "work less", "travailler"),
    ("manger plus de légumes", "eat more vegetables", "manger"),
    ("apprendre l'anglais", "learn English", "apprendre"),
    ("essayer encore une fois", "try again", "essayer"),
    ("réserver une table", "book a table", "réserver"),
    ("{se} excuser", "apologise", "excuser"),
    ("prendre le train", "take the train", "prendre"),
    ("rester à la maison", "stay at home", "rester"),
    ("porter un casque", "wear a helmet", "porter"),
    ("ranger {f} chambre", "tidy {o} room", "ranger"),
    ("vendre {f} voiture", "sell {o} car", "vendre"),
    ("écouter {P} parents", "listen to {o} parents", "écouter"),
)
NOT_ADVICE = (
    ("boire autant de café", "drink so much coffee", "boire"),
    ("manger autant de sucre", "eat so much sugar", "manger"),
    ("travailler si tard", "work so late", "travailler"),
    ("{se} coucher si tard", "go to bed so late", "coucher"),
    ("sortir ce soir", "go out this evening", "sortir"),
    ("conduire si vite", "drive so fast", "conduire"),
    ("fumer", "smoke", "fumer"),
    ("dépenser autant d'argent", "spend so much money", "dépenser"),
    ("{se} inquiéter", "worry", "inquiéter"),
    ("rester seul", "stay alone", "rester"),
    ("dire ça", "say that", "dire"),
    ("acheter cette voiture", "buy this car", "acheter"),
)
_DEVOIR = ("devrais", "devrais", "devrait", "devrait", "devrions", "devriez",
           "devraient", "devraient")  # fmt: skip
_FAIRE = ("ferais", "ferais", "ferait", "ferait", "ferions", "feriez", "feraient",
          "feraient")  # fmt: skip
_SE = ("me", "te", "se", "se", "nous", "vous", "se", "se")
_POSS = (("mon", "ma", "mes", "my"), ("ton", "ta", "tes", "your"),
         ("son", "sa", "ses", "his"), ("son", "sa", "ses", "her"),
         ("notre", "notre", "nos", "our"), ("votre", "votre", "vos", "your"),
         ("leur", "leur", "leurs", "their"), ("leur", "leur", "leurs", "their"))  # fmt: skip
_VOWEL = tuple("aeéèêiouh")


def _index(subj) -> int:
    """The index of the subject's pronoun (a name: il or elle; on: nous)."""
    if isinstance(subj, Name):
        return 3 if subj.gender == "f" else 2
    return subj.index


def _inf(what, subj, lang: str, on: bool = False) -> str:
    fr, en, _ = (NOT_ADVICE if what[0] == "not" else ADVICE)[what[1]]
    own = _POSS[_index(subj)]
    if lang == "en":
        return en.replace("{o}", own[3])
    if "{se}" in fr:  # te reposer, s'excuser, vous inquiéter
        se = "se" if on else _SE[_index(subj)]
        rest = fr.split(" ", 1)[1]
        elided = se in ("me", "te", "se") and rest.startswith(_VOWEL)
        fr = se[0] + "'" + rest if elided else f"{se} {rest}"
    return fr.replace("{m}", own[0]).replace("{f}", own[1]).replace("{P}", own[2])


def _de(text: str) -> str:
    return ("d'" if text.startswith(_VOWEL) else "de ") + text


@builder("advice")
def _advice(pr, lang, subj, what, how="say", on=False, end="."):
    fr = lang == "fr"
    i = _index(subj)
    neg = what[0] == "not"
    inf = _inf(what, subj, lang, on)
    if fr:
        head = "On" if on else subject_tree(pr, subj, "fr").realize().strip()
        if how == "better":  # tu ferais mieux de partir
            verb = "ferait" if on else _FAIRE[i]
            text = f"{head} {verb} mieux {_de(inf)}"
        else:
            verb = "devrait" if on else _DEVOIR[i]
            text = f"{head} {verb}"
            if neg:
                text = f"{head} ne {verb} pas"
            if how == "perhaps":
                text += " peut-être"
            text += " " + inf
        if how == "ask":
            low = text[:1].lower() + text[1:]  # (je or nous: asked of oneself)
            lead = "Est-ce qu'" if low[:1] in "aeiouéè" else "Est-ce que "
            return lead + low + "?"
        return text[:1].upper() + text[1:] + end
    who = "we" if on else subject_tree(pr, subj, "en").realize().strip()
    if how == "better":
        return f"{who[:1].upper()}{who[1:]} had better {inf}{end}"
    if how == "ask":
        return f"Should {who} {'not ' if neg else ''}{inf}?"
    head = f"{who} should {'not ' if neg else ''}{inf}"
    if how == "perhaps":
        return "Perhaps " + head + end
    return head[:1].upper() + head[1:] + end


@register("advice", 0.04)
def advice(rng: random.Random, sampler):
    """*Tu devrais dormir un peu.* / *You should get some sleep.* (see the module)."""
    x = rng.random()
    on = False
    if x < 0.6:
        subj = Pronoun(rng.choice((1, 1, 5)), rng.choice("mf"))
    elif x < 0.75:
        subj = draw_name(rng)
    elif x < 0.85:
        subj = Pronoun(rng.choice((2, 3, 6, 7)), "m")
        subj = Pronoun(subj.index, "f" if subj.index in (3, 7) else "m")
    elif x < 0.95:
        subj, on = Pronoun(4, rng.choice("mf")), rng.random() < 0.6
    else:
        subj = Pronoun(0, rng.choice("mf"))
    how = rng.choice(("say", "say", "say", "perhaps", "better", "ask"))
    if how == "ask" and not (isinstance(subj, Pronoun) and subj.index in (0, 4)):
        how = "say"  # (should I, should we)
    if rng.random() < 0.25 and how == "say":
        what = ("not", rng.randrange(len(NOT_ADVICE)))
    else:
        what = ("do", rng.randrange(len(ADVICE)))
    _, _, verb = (NOT_ADVICE if what[0] == "not" else ADVICE)[what[1]]
    args = {"subj": subj, "what": what, "how": how, "on": on}
    args["end"] = rng.choice("..!") if how != "ask" else "?"
    verbs = (verb, "faire" if how == "better" else "devoir")
    return Construction("advice", args, lemmas_of(verbs=verbs))
