"""A kind of sentence of version 3: *encore* (*still*), *enfin* (*finally*) and *déjà*
(*already*) after the verb, as people say them (the clause grammar's *encore* after an
action is *again*, its *et enfin,* between clauses *and at last,*; *toujours* stays
*always*).

- ``still_finally``: *encore* with a state or an action going on, in the present or the
  imparfait, is *still*: *Vous dormiez encore à dix heures!* / *You were still asleep
  at ten o'clock!*, *Il pleut encore.* / *It is still raining.*, *La pharmacie est encore
  ouverte?* / *Is the chemist's still open?*; *enfin* is *finally*, the present of an
  action progressive: *Le train arrive enfin!* / *The train is finally coming!*, *Tu es
  enfin là!* / *You are finally here!*, *Nous avons enfin trouvé un appartement.* / *We
  finally found a flat.*; *déjà*: *Il est déjà dix heures!* / *It is already ten
  o'clock!*, *Tu pars déjà?* / *Are you leaving already?*
"""

from __future__ import annotations

import random

from .kind_parts import Construction, builder, lemmas_of, person_number, subject_tree
from .kinds_v3 import register
from .past_habits import draw_person, nouns_of
from .structures import NounPhrase, Pronoun
from .times import clock_words
from .wear_smell import en_adverb

__all__ = ["FINALLY", "STILL", "THINGS"]

# a state or an action going on: (French verb, French rest, English verb, English rest,
# the English is progressive); a rest said with pyrealb's A agrees (malade, fatigué)
STILL = (
    ("dormir", "", "be", "asleep", False),
    ("être", "au lit", "be", "in bed", False),
    ("être", "en pyjama", "be", "in pyjamas", False),
    ("être", "au bureau", "be", "at the office", False),
    ("être", "à l'école", "be", "at school", False),
    ("être", "en vacances", "be", "on holiday", False),
    ("être", "A:malade", "be", "ill", False),
    ("être", "A:fatigué", "be", "tired", False),
    ("avoir", "faim", "be", "hungry", False),
    ("avoir", "soif", "be", "thirsty", False),
    ("avoir", "froid", "be", "cold", False),
    ("travailler", "", "work", "", True),
    ("regarder", "la télé", "watch", "TV", True),
    ("jouer", "dehors", "play", "outside", True),
    ("attendre", "le bus", "wait", "for the bus", True),
    ("lire", "", "read", "", True),
    ("chercher", "{own} lunettes", "look", "for {own} glasses", True),
)
# what is done at last: (French verb, French rest, English verb, English rest, tense: p
# (progressive unless be) or pc (simple past))
FINALLY = (
    ("être", "là", "be", "here", "p"),
    ("être", "en vacances", "be", "on holiday", "p"),
    ("arriver", "", "arrive", "", "pc"),
    ("trouver", "un appartement", "find", "a flat", "pc"),
    ("trouver", "un travail", "find", "a job", "pc"),
    ("réussir", "l'examen", "pass", "the exam", "pc"),
    ("comprendre", "", "understand", "", "pc"),
    ("répondre", "", "answer", "", "pc"),
    ("acheter", "une voiture", "buy", "a car", "pc"),
    ("rentrer", "à la maison", "go", "home", "pc"),
    ("appeler", "le médecin", "call", "the doctor", "pc"),
)
# things that open, shut, cool, come and start: (French, gender, English)
THINGS = (
    ("la boulangerie", "f", "the bakery", "open"),
    ("la pharmacie", "f", "the chemist's", "open"),
    ("le magasin", "m", "the shop", "open"),
    ("la poste", "f", "the post office", "open"),
    ("le musée", "m", "the museum", "open"),
    ("la piscine", "f", "the swimming pool", "open"),
    ("le café", "m", "the coffee", "hot"),
    ("la soupe", "f", "the soup", "hot"),
    ("le thé", "m", "the tea", "hot"),
)
_STATES = {
    "open": (("ouvert", "open"), ("fermé", "closed")),
    "hot": (("chaud", "hot"),),
}
# (French subject, its verb, English subject, English verb) of enfin in the present
COMING = (
    ("le soleil", "briller", "the sun", "shine"),
    ("le bus", "arriver", "the bus", "come"),
    ("le train", "arriver", "the train", "come"),
    ("le printemps", "arriver", "spring", "come"),
    ("l'été", "arriver", "summer", "come"),
    ("les vacances", "commencer", "the holidays", "start"),
    ("le film", "commencer", "the film", "start"),
    ("le match", "commencer", "the match", "start"),
    ("il", "pleuvoir", "it", "rain"),
    ("il", "neiger", "it", "snow"),
)
_OWN = {(1, "s"): "my", (2, "s"): "your", (1, "p"): "our", (2, "p"): "your"}
_FR_OWN = {(1, "s"): "mes", (2, "s"): "tes", (3, "s"): "ses", (1, "p"): "nos"}
_FR_OWN |= {(2, "p"): "vos", (3, "p"): "leurs"}
_ING = {"shine": "shining", "come": "coming", "start": "starting"}
_ING |= {"rain": "raining", "snow": "snowing"}


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _person(pr, lang, subj, verb, rest, tense, adv, prog, time, mark):
    fr = lang == "fr"
    pe, n = person_number(subj)
    if fr and "{own}" in rest:
        rest = rest.format(own=_FR_OWN[pe, n])
    if not fr and "{own}" in rest:
        gender = getattr(subj, "gender", "m")
        own = _OWN.get(
            (pe, n), "their" if n == "p" else "her" if gender == "f" else "his"
        )
        rest = rest.format(own=own)
    tree = pr.A(rest[2:]) if rest.startswith("A:") else pr.Q(rest) if rest else None
    parts = [pr.Adv(adv)] if not fr else []
    parts.append(pr.V(verb))
    if fr:
        parts.append(pr.Adv(adv))
    if tree is not None:
        parts.append(tree)
    s = pr.S(subject_tree(pr, subj, lang), pr.VP(*parts))
    s = s.t(tense if fr else {"p": "p", "i": "ps", "pc": "ps"}[tense])
    if prog and not fr and tense != "pc":
        s = s.typ({"prog": True})
    text = s.realize().strip()[:-1]
    if time:
        text += " " + time
    return en_adverb(text, adv) + mark if not fr else text + mark


@builder("still_finally")
def _still_finally(pr, lang, what, subj=None, tense="p", time=None, mark="."):
    fr = lang == "fr"
    kind = what[0]
    if kind in ("still", "finally"):
        table = STILL if kind == "still" else FINALLY
        fr_verb, fr_rest, en_verb, en_rest, x = table[what[1]]
        if kind == "finally":
            tense = x
        prog = x is True or (kind == "finally" and x == "p" and en_verb != "be")
        adv = ("encore" if kind == "still" else "enfin") if fr else kind
        words = None
        if time is not None:
            words = ("à " if fr else "at ") + clock_words(time, 0, lang)
        verb, rest = (fr_verb, fr_rest) if fr else (en_verb, en_rest)
        return _person(pr, lang, subj, verb, rest, tense, adv, prog, words, mark)
    if (
        kind == "thing"
    ):  # La pharmacie est encore ouverte? / Is the chemist's still open?
        fr_np, gender, en_np, states = THINGS[what[1]]
        fr_adj, en_adj = _STATES[states][what[2]]
        if fr:
            adj = fr_adj + ("e" if gender == "f" else "")
            return f"{_cap(fr_np)} est encore {adj}{mark}"
        if mark == "?":
            return f"Is {en_np} still {en_adj}?"
        return f"{_cap(en_np)} is still {en_adj}{mark}"
    if kind == "coming":  # Le bus arrive enfin! / The bus is finally coming!
        fr_np, fr_verb, en_np, en_verb = COMING[what[1]]
        if fr:
            s = pr.S(pr.Q(fr_np), pr.VP(pr.V(fr_verb), pr.Adv("enfin"))).t("p")
            s.n("p" if fr_np.startswith("les") else "s")
            text = s.realize().strip()[:-1]
            if fr_np == "les vacances":
                text = text.replace("commence ", "commencent ")
            return _cap(text) + mark
        be = "are" if en_np == "the holidays" else "is"
        return f"{_cap(en_np)} {be} finally {_ING[en_verb]}{mark}"
    if kind == "clock":  # Il est déjà dix heures! / It is already ten o'clock!
        if fr:
            return f"Il est déjà {clock_words(what[1], what[2], lang)}{mark}"
        return f"It is already {clock_words(what[1], what[2], lang)}{mark}"
    # leaving already: Tu pars déjà? / Are you leaving already?
    fr_verb, en_rest = (("partir", ""), ("rentrer", " home"))[what[1]]
    if fr:
        vp = pr.VP(pr.V(fr_verb), pr.Adv("déjà"))
        return (
            pr.S(subject_tree(pr, subj, lang), vp).t("p").realize().strip()[:-1] + "?"
        )
    pe, n = person_number(subj)
    be = "am" if (pe, n) == (1, "s") else "is" if (pe, n) == (3, "s") else "are"
    who = subject_tree(pr, subj, lang).realize().strip()
    who = who if who == "I" or subj.__class__.__name__ == "Name" else who.lower()
    verb = "leaving" if what[1] == 0 else "going"
    return f"{_cap(be)} {who} {verb}{en_rest} already?"


@register("still_finally", 0.06)
def still_finally(rng: random.Random, sampler):
    """*Vous dormiez encore à dix heures!* / *You were still asleep at ten o'clock!*,
    *Le train arrive enfin!* / *The train is finally coming!*"""
    x = rng.random()
    args = {"mark": rng.choice((".", "!"))}
    verb, words = "être", ""
    if x < 0.35:
        args["what"] = ("still", rng.randrange(len(STILL)))
        args["subj"] = draw_person(rng, sampler)
        args["tense"] = rng.choice(("p", "i"))
        if args["tense"] == "i" and rng.random() < 0.4:
            args["time"] = rng.choice((8, 9, 10, 11, 12))
        verb, words = STILL[args["what"][1]][:2]
    elif x < 0.6:
        args["what"] = ("finally", rng.randrange(len(FINALLY)))
        args["subj"] = draw_person(rng, sampler)
        verb, words = FINALLY[args["what"][1]][:2]
    elif x < 0.75:
        args["what"] = ("coming", rng.randrange(len(COMING)))
        words, verb = COMING[args["what"][1]][:2]
    elif x < 0.85:
        i = rng.randrange(len(THINGS))
        args["what"] = ("thing", i, rng.randrange(len(_STATES[THINGS[i][3]])))
        args["mark"] = rng.choice((".", "?", "?"))
        words = THINGS[i][0]
    elif x < 0.92:
        args["what"] = ("clock", rng.randint(1, 12), rng.choice((0, 0, 15, 30, 45)))
    else:
        args["what"] = ("leaving", rng.randrange(2))
        args["subj"] = draw_person(rng, sampler)
        if person_number(args["subj"])[0] == 1:  # (not "Je pars déjà?")
            args["subj"] = Pronoun(rng.choice((1, 5)), rng.choice("mf"))
        verb = ("partir", "rentrer")[args["what"][1]]
    subj = args.get("subj")
    lemmas = lemmas_of(subj if isinstance(subj, NounPhrase) else None, verbs=(verb,))
    lemmas["noun"] |= nouns_of(sampler.lex, words)
    return Construction("still_finally", args, lemmas)
