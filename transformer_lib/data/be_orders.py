"""Kinds of sentence of version 3: the orders of *être* and *avoir*, and the gerund.

- ``be_order``: the imperative of *être* + an adjective that agrees with the people
  told (*Sois sage !* / *Be good!*, *Ne sois pas triste.* / *Don't be sad.*, *Soyez
  prudentes.* / *Be careful.*, *Soyons patients !* / *Let's be patient!*), maybe with
  whom (*Sois gentille avec ta sœur.* / *Be nice to your sister.*) or when (*Ne sois pas
  en retard demain !* / *Don't be late tomorrow!*) or where (*Soyez prudents sur la
  route.* / *Be careful on the road.*); and of *avoir* + a noun (*N'aie pas
  peur !* / *Don't be afraid!*, *N'ayez pas peur du chien.* / *Don't be afraid of the
  dog.*, *Ayez confiance en moi.* / *Trust me.*);
- ``gerund``: *en* + a present participle. Of time, after an order, one English per
  verb: *en sortant* / *on your way out*, *en partant* / *when you leave*, *en rentrant*
  / *when you get home*, *en arrivant* / *when you arrive* (*Éteins la lumière en
  sortant.* / *Switch off the light on your way out.*, *Appelez-moi en arrivant.* /
  *Call me when you arrive.*, to *nous*: *Fermons la porte en partant.* / *Let's close
  the door when we leave.*); of what one does at the same time, *while* + *-ing* (*Ne
  parle pas en mangeant !* / *Don't talk while eating!*, *Je chante en cuisinant.* / *I
  sing while cooking.*, *Il est tombé en courant.* / *He fell while running.*).
"""

from __future__ import annotations

import random

from .kind_parts import (
    Construction,
    builder,
    draw_name,
    everyday_pronoun,
    lemmas_of,
    subject_tree,
)
from .kinds_v3 import register
from .orders import NOUS, TU, VOUS, _cap, _elide, _ending, _form

__all__ = ["BE_ADJECTIVES", "HAVE_NOUNS", "TIME_GERUNDS", "WHILE_GERUNDS"]

_IMP = {
    "être": {TU: "sois", NOUS: "soyons", VOUS: "soyez"},
    "avoir": {TU: "aie", NOUS: "ayons", VOUS: "ayez"},
}

# (French masculine, feminine, English, "+" said as an order, "-" in the negative,
# "w" with whom); the plural adds -s (but after -s and -x)
BE_ADJECTIVES = (
    ("sage", "sage", "good", "+", ""),
    ("triste", "triste", "sad", "-", ""),
    ("prudent", "prudente", "careful", "+", ""),
    ("patient", "patiente", "patient", "+", "w"),
    ("gentil", "gentille", "nice", "+", "w"),
    ("poli", "polie", "polite", "+", "w"),
    ("calme", "calme", "calm", "+", ""),
    ("sérieux", "sérieuse", "serious", "+-", ""),
    ("courageux", "courageuse", "brave", "+", ""),
    ("heureux", "heureuse", "happy", "+", ""),
    ("honnête", "honnête", "honest", "+", "w"),
    ("raisonnable", "raisonnable", "sensible", "+", ""),
    ("prêt", "prête", "ready", "+", ""),
    ("à l'heure", "à l'heure", "on time", "+", ""),
    ("en retard", "en retard", "late", "-", ""),
    ("bête", "bête", "silly", "-", ""),
    ("méchant", "méchante", "unkind", "-", "w"),
    ("jaloux", "jalouse", "jealous", "-", ""),
    ("timide", "timide", "shy", "-", ""),
    ("inquiet", "inquiète", "worried", "-", ""),
    ("impatient", "impatiente", "impatient", "-", ""),
    ("nerveux", "nerveuse", "nervous", "-", ""),
    ("ridicule", "ridicule", "ridiculous", "-", ""),
    ("égoïste", "égoïste", "selfish", "-", ""),
    ("impoli", "impolie", "rude", "-", "w"),
)
# with whom: Sois gentil avec ta sœur / Be nice to your sister (patient: with)
_WITH = {"patient": "with"}
# the people: (French after a possessive or le, gender, English noun, number)
_PEOPLE = (
    ("sœur", "f", "sister", "s"),
    ("frère", "m", "brother", "s"),
    ("grand-mère", "f", "grandmother", "s"),
    ("grand-père", "m", "grandfather", "s"),
    ("ami", "m", "friends", "p"),
    ("cousin", "m", "cousins", "p"),
    ("enfant", "m", "children", "p"),
    ("voisin", "m", "neighbours", "p"),
    ("client", "m", "customers", "p"),
    ("professeur", "m", "teacher", "s"),
)
_PRONOUNS = (("moi", "me"), ("lui", "him"), ("elle", "her"), ("eux", "them"))
# when: (French, English), after the adjectives of time
_WHEN = (
    ("demain", "tomorrow"),
    ("ce soir", "this evening"),
    ("la prochaine fois", "next time"),
    ("lundi", "on Monday"),
    ("samedi", "on Saturday"),
)
_TIMELY = frozenset({"à l'heure", "en retard", "prêt"})
# where: (French, English, the adjectives it follows): Soyez prudents sur la route.
_WHERE = (
    ("sur la route", "on the road", "prudent"),
    ("dans la rue", "in the street", "prudent"),
    ("à la plage", "at the beach", "prudent"),
    ("en ville", "in town", "prudent"),
    ("à l'école", "at school", "sage poli sérieux"),
    ("dans le train", "on the train", "sage calme"),
    ("dans la voiture", "in the car", "sage calme"),
)

# avoir + a noun: (French, English, "+" / "-", what may follow: (French, English))
HAVE_NOUNS = (
    ("peur", "be afraid", "-", (("du chien", "of the dog"), ("du noir", "of the dark"),
                                ("de moi", "of me"), ("de l'eau", "of the water"))),
    ("honte", "be ashamed", "-", (("de toi", "of yourself"),)),
    ("confiance en moi", "trust me", "+", ()),
    ("un peu de patience", "have a little patience", "+", ()),
)  # fmt: skip


def _agree(masc: str, fem: str, gender: str, number: str) -> str:
    word = fem if gender == "f" else masc
    if number == "p" and " " not in word and word[-1] not in "sx":
        word += "s"
    return word


def _whom(i, who: int, lang: str) -> str:
    """ta sœur, vos amis, lui / your sister, your friends, him."""
    if i[0] == "pro":
        return _PRONOUNS[i[1]][0 if lang == "fr" else 1]
    fr, gender, en, number = _PEOPLE[i[1]]
    if lang == "en":
        return ("our " if who == NOUS else "your ") + en
    if number == "p":
        return {TU: "tes", NOUS: "nos", VOUS: "vos"}[who] + " " + fr + "s"
    if who == TU:
        return ("ta " if gender == "f" else "ton ") + fr
    return ("notre " if who == NOUS else "votre ") + fr


@builder("be_order")
def _be_order(pr, lang, verb, what, who, neg, gender="m", number="s", whom=None,
              when=None, after=None, please=False, end="!", where=None):  # fmt: skip
    fr = lang == "fr"
    if verb == "être":
        masc, fem, en, _, _ = BE_ADJECTIVES[what]
        rest = _agree(masc, fem, gender, number) if fr else en
        if whom is not None:
            prep = "avec" if fr else _WITH.get(masc, "to")
            rest += f" {prep} {_whom(whom, who, lang)}"
        if when is not None:
            rest += " " + _WHEN[when][0 if fr else 1]
        if where is not None:
            rest += " " + _WHERE[where][0 if fr else 1]
        words = "be " + rest
    else:
        noun, en, _, afters = HAVE_NOUNS[what]
        rest = noun
        if after is not None:
            f_after, e_after = afters[after]
            if f_after == "de toi" and who != TU:  # (honte de vous)
                f_after = "de vous" if who == VOUS else "de nous"
                e_after = "of yourself"  # (vous: one French for one or many)
                e_after = "of ourselves" if who == NOUS else e_after
            rest += " " + (f_after if fr else e_after)
        words = en + ("" if after is None else " " + e_after)
    if fr:
        head = _IMP[verb][who]
        text = f"{_elide('ne', head)} pas {rest}" if neg else f"{head} {rest}"
        return _cap(text) + _ending("fr", who, please, end)
    lead = (
        ("let's not " if neg else "let's ") if who == NOUS else "don't " if neg else ""
    )
    return _cap(lead + words) + _ending("en", who, please, end)


@register("be_order", 0.05)
def be_order(rng: random.Random, sampler):
    """*Sois sage !* / *Be good!*, *N'aie pas peur.* / *Don't be afraid.* (see the
    module)."""
    who = rng.choice((TU, TU, TU, VOUS, VOUS, NOUS))
    gender = rng.choice("mf")
    number = "s" if who == TU else "p" if who == NOUS else rng.choice("sp")
    args = {"who": who, "gender": gender, "number": number, "end": rng.choice("!.")}
    if rng.random() < 0.75:
        what = rng.randrange(len(BE_ADJECTIVES))
        masc, _, _, signs, withs = BE_ADJECTIVES[what]
        neg = "-" in signs and ("+" not in signs or rng.random() < 0.3)
        args.update(verb="être", what=what, neg=neg)
        if withs and rng.random() < 0.4:
            pro = rng.random() < 0.3
            table = _PRONOUNS if pro else _PEOPLE
            args["whom"] = ("pro" if pro else "np", rng.randrange(len(table)))
        if masc in _TIMELY and rng.random() < 0.5:
            args["when"] = rng.randrange(len(_WHEN))
        wheres = [i for i, w in enumerate(_WHERE) if masc in w[2].split()]
        if wheres and "whom" not in args and not neg and rng.random() < 0.4:
            args["where"] = rng.choice(wheres)
        adjs = () if " " in masc else (masc,)
        lemmas = lemmas_of(verbs=("être",), adjs=adjs)
        if "where" in args:  # (sur la route: route)
            lemmas["noun"].add(_WHERE[args["where"]][0].split()[-1].split("'")[-1])
    else:
        what = rng.randrange(len(HAVE_NOUNS))
        _, _, signs, afters = HAVE_NOUNS[what]
        neg = signs == "-"
        if HAVE_NOUNS[what][0] == "confiance en moi" and who == NOUS:  # (not "Ayons")
            args.update(who=TU, number="s")
        args.update(verb="avoir", what=what, neg=neg)
        if afters and rng.random() < 0.5:
            args["after"] = rng.randrange(len(afters))
        lemmas = lemmas_of(verbs=("avoir",))
    args["please"] = not neg and args["who"] != NOUS and rng.random() < 0.2
    return Construction("be_order", args, lemmas)


# --- gerund: en sortant, en mangeant ------------------------------------------------------

# en + participle of time: (French, English with {o} for your / our, {s} for you / we)
TIME_GERUNDS = {
    "sortant": "on {o} way out",
    "partant": "when {s} leave",
    "rentrant": "when {s} get home",
    "arrivant": "when {s} arrive",
}
# orders before them: (French verb, French rest ({p}: ton / votre / notre before a
# masculine, {P}: tes / vos / nos), English, the gerunds it goes with, to nous too?)
_TIME_ORDERS = (
    ("éteindre", "la lumière", "switch off the light", "sortant partant", True),
    ("éteindre", "la télé", "switch off the TV", "sortant partant", True),
    ("éteindre", "le chauffage", "switch off the heating", "sortant partant", True),
    ("fermer", "la porte", "close the door", "sortant partant", True),
    ("fermer", "la porte à clé", "lock the door", "sortant partant", True),
    ("fermer", "les fenêtres", "close the windows", "sortant partant", True),
    ("prendre", "{p} parapluie", "take {o} umbrella", "sortant partant", True),
    ("prendre", "{p} manteau", "take {o} coat", "sortant partant", True),
    ("laisser", "la clé à la réception", "leave the key at reception", "partant", True),
    ("appeler", "-moi", "call me", "rentrant arrivant partant", False),
    ("envoyer", "-moi un message", "send me a message", "rentrant arrivant", False),
    ("écrire", "-moi", "write to me", "arrivant", False),
    ("faire", "{P} devoirs", "do {o} homework", "rentrant", True),
    ("ranger", "{P} affaires", "tidy up {o} things", "rentrant", True),
    ("dire", "bonjour à {p} père", "say hello to {o} father", "arrivant", False),
)
# what one does at the same time: (French participle, English -ing)
WHILE_GERUNDS = {
    "mangeant": "eating",
    "courant": "running",
    "marchant": "walking",
    "conduisant": "driving",
    "travaillant": "working",
    "cuisinant": "cooking",
    "nageant": "swimming",
    "lisant": "reading",
}
# (French verb, French rest, English verb, English rest, participles, tenses ("p"
# present, "pc" passé composé), an order "not to" too?)
_WHILE = (
    ("parler", "", "talk", "", "mangeant marchant conduisant", "p", True),
    ("chanter", "", "sing", "", "cuisinant travaillant marchant conduisant", "p", True),
    ("écouter", "de la musique", "listen", "to music", "courant travaillant cuisinant "
     "conduisant", "p", False),
    ("lire", "le journal", "read", "the newspaper", "mangeant", "p", True),
    ("regarder", "la télé", "watch", "TV", "mangeant cuisinant", "p", True),
    ("téléphoner", "", "phone", "", "conduisant marchant", "p", True),
    ("siffler", "", "whistle", "", "travaillant marchant", "p", False),
    ("tomber", "", "fall", "", "courant marchant", "pc", False),
    ("perdre", "{P} clés", "lose", "{o} keys", "courant nageant", "pc", False),
    ("rêver", "", "dream", "", "travaillant lisant", "p", False),
    ("boire", "", "drink", "", "mangeant conduisant", "p", True),
    ("rire", "", "laugh", "", "lisant mangeant", "p", False),
)  # fmt: skip
_OWN = {TU: ("ton", "tes", "your"), VOUS: ("votre", "vos", "your"),
        NOUS: ("notre", "nos", "our")}  # fmt: skip
# the owner of a subject's things (je: mon, my; il: son, his)
_OWNER = (("mon", "mes", "my"), ("ton", "tes", "your"), ("son", "ses", "his"),
          ("son", "ses", "her"), ("notre", "nos", "our"), ("votre", "vos", "your"),
          ("leur", "leurs", "their"), ("leur", "leurs", "their"))  # fmt: skip


def _fill(text: str, own: tuple[str, str, str], who: int | None = None) -> str:
    text = text.replace("{p}", own[0]).replace("{P}", own[1]).replace("{o}", own[2])
    return text.replace("{s}", "we" if who == NOUS else "you")


@builder("gerund")
def _gerund(pr, lang, how, i, part, who=TU, neg=False, subj=None, tense="p",
            please=False, end="."):  # fmt: skip
    fr = lang == "fr"
    if how == "time":
        verb, f_rest, en, _, _ = _TIME_ORDERS[i]
        own = _OWN[who]
        when = _fill(TIME_GERUNDS[part], own, who)
        if fr:
            head = _form(pr, verb, who)
            rest = _fill(f_rest, own)
            if rest.startswith("-"):  # appelle-moi
                head, rest = head + rest.split()[0], " ".join(rest.split()[1:])
            text = " ".join(x for x in (head, rest, "en " + part) if x)
            return _cap(text) + _ending("fr", who, please, end)
        lead = "let's " if who == NOUS else ""
        return _cap(f"{lead}{_fill(en, own)} {when}") + _ending("en", who, please, end)
    f_verb, f_rest, e_verb, e_rest = _WHILE[i][:4]
    ing = WHILE_GERUNDS[part]
    if how == "order":  # Ne parle pas en mangeant !
        own = _OWN[who]
        if fr:
            head = _form(pr, f_verb, who)
            rest = " ".join(x for x in (_fill(f_rest, own), "en " + part) if x)
            text = f"{_elide('ne', head)} pas {rest}" if neg else f"{head} {rest}"
            return _cap(text) + _ending("fr", who, please, end)
        lead = ("let's not " if neg else "let's ") if who == NOUS else ""
        lead = lead or ("don't " if neg else "")
        words = " ".join(x for x in (e_verb, _fill(e_rest, own)) if x)
        return _cap(f"{lead}{words} while {ing}") + _ending("en", who, please, end)
    own = (
        _OWNER[subj.index]
        if hasattr(subj, "index")
        else _OWNER[3 if subj.gender == "f" else 2]
    )
    subject = subject_tree(pr, subj, lang)
    rest = _fill(f_rest if fr else e_rest, own)
    verb = f_verb if fr else e_verb
    t = tense if fr else {"p": "p", "pc": "ps"}[tense]
    vp = pr.VP(pr.V(verb), *([pr.Q(rest)] if rest else []))
    s = pr.S(subject, vp).t(t)
    if neg:
        s = s.typ({"neg": True})
    text = s.realize().strip()[:-1]
    tail = f"en {part}" if fr else f"while {ing}"
    return f"{text} {tail}{end}"


@register("gerund", 0.04)
def gerund(rng: random.Random, sampler):
    """*Éteins la lumière en sortant.* / *Switch off the light on your way out.*, *Ne
    parle pas en mangeant !* / *Don't talk while eating!* (see the module)."""
    x = rng.random()
    end = rng.choice("..!")
    if x < 0.5:
        i = rng.randrange(len(_TIME_ORDERS))
        verb, _, _, parts, nous = _TIME_ORDERS[i]
        who = rng.choice((TU, TU, VOUS, VOUS, NOUS) if nous else (TU, VOUS))
        args = {"how": "time", "i": i, "part": rng.choice(parts.split()), "who": who}
        args.update(please=who != NOUS and rng.random() < 0.2, end=end)
        return Construction("gerund", args, lemmas_of(verbs=(verb,)))
    i = rng.randrange(len(_WHILE))
    verb, _, _, _, parts, tense, order = _WHILE[i]
    part = rng.choice(parts.split())
    lemmas = lemmas_of(verbs=(verb,))
    if order and x < 0.75:
        who = rng.choice((TU, TU, VOUS, VOUS, NOUS))
        neg = True  # (not "Regarde la télé en mangeant !")
        args = {"how": "order", "i": i, "part": part, "who": who, "neg": neg}
        return Construction("gerund", {**args, "end": end}, lemmas)
    subj = draw_name(rng) if rng.random() < 0.3 else everyday_pronoun(rng)
    args = {"how": "say", "i": i, "part": part, "subj": subj, "tense": tense}
    args.update(neg=tense == "p" and rng.random() < 0.15, end=".")
    return Construction("gerund", args, lemmas)
