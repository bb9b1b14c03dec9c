"""Kinds of sentence of version 3: professions without an article, idioms, containers.

- ``job``: *être* + a profession without an article (*Son père est médecin.*: French says
  no article, English does): *Mon père est médecin.* / *My father is a doctor.*, *Elles
  sont infirmières.* / *They are nurses.*, *Je veux devenir pilote.* / *I want to become a
  pilot.*; the present, the imparfait (*was*) and the future, negative or asked. A
  profession whose English names a man (*postman*, *waiter*) takes men only, unless
  :data:`WOMAN` gives its feminine in both languages (*serveuse* / *waitress*).
- ``idiom``: what French says with other words than English, each one rule: *avoir de la
  chance* (*be lucky*), *être en colère* (*be angry*), *il y a beaucoup de monde* (*there
  are a lot of people*, here or à + a place of :mod:`.locations`), *prendre un café* (*have
  a coffee*), *c'est la première fois* (*it is the first time*), *pour la première fois*
  (*for the first time*), *habiter à côté* (*live next door*).
- ``container``: a container + *de* + what it holds, which English says with *of*: *Il
  boit un verre de vin.* / *He drinks a glass of wine.*, *Je voudrais une tasse de thé.* /
  *I would like a cup of tea.*
"""

from __future__ import annotations

import random

from .kind_parts import (
    PERSON,
    Construction,
    builder,
    draw_name,
    draw_subject,
    lemmas_of,
    person_number,
    relative_np,
    subject_tree,
)
from .kinds_v3 import register
from .lexicon_more5 import JOBS as MORE_JOBS
from .lexicon_v3 import NOUNS
from .locations import PLACES
from .structures import NounPhrase, Pronoun

__all__ = ["JOBS", "FAMILY", "CONTAINERS", "IDIOMS"]

# French (masculine), English, who: "mf" (feminine as pyrealb writes it), "same" (the
# same word for a woman: elle est médecin), "m" (men only: the English names a man)
JOBS = (
    ("médecin", "doctor", "same"),
    ("ingénieur", "engineer", "same"),
    ("peintre", "painter", "same"),
    ("photographe", "photographer", "same"),
    ("professeur", "teacher", "mf"),
    ("infirmier", "nurse", "mf"),
    ("étudiant", "student", "mf"),
    ("avocat", "lawyer", "mf"),
    ("boulanger", "baker", "mf"),
    ("cuisinier", "cook", "mf"),
    ("fermier", "farmer", "mf"),
    ("pilote", "pilot", "mf"),
    ("juge", "judge", "mf"),
    ("chanteur", "singer", "mf"),
    ("danseur", "dancer", "mf"),
    ("musicien", "musician", "mf"),
    ("dentiste", "dentist", "mf"),
    ("vétérinaire", "vet", "mf"),
    ("architecte", "architect", "mf"),
    ("journaliste", "journalist", "mf"),
    ("secrétaire", "secretary", "mf"),
    ("pharmacien", "pharmacist", "mf"),
    ("écrivain", "writer", "mf"),
    ("policier", "police officer", "m"),
    ("serveur", "waiter", "m"),
    ("acteur", "actor", "m"),
    ("facteur", "postman", "m"),
    ("plombier", "plumber", "m"),
    ("coiffeur", "hairdresser", "m"),
) + MORE_JOBS  # (pompier / firefighter, comptable / accountant ...: lexicon_more5)
# the feminine of the jobs that pyrealb knows only for men, and its English where it is
# another word: (French, English); a woman's job of JOBS ("m") is one of these
WOMAN = {
    "serveur": ("serveuse", "waitress"),
    "acteur": ("actrice", "actress"),
    "facteur": ("factrice", "postwoman"),
    "coiffeur": ("coiffeuse", "hairdresser"),
    "policier": ("policière", "police officer"),
    "boucher": ("bouchère", "butcher"),
    "électricien": ("électricienne", "electrician"),
    "agriculteur": ("agricultrice", "farmer"),
    "douanier": ("douanière", "customs officer"),
}
# the people whose profession one says: mon père, ta soeur, leurs cousins
FAMILY = (
    "père mère frère soeur oncle tante cousin fils fille mari femme ami voisin".split()
)

_NOUN = {n.fr: n for n in NOUNS}
_EN_TENSE = {"p": "p", "pc": "ps", "f": "f", "i": "ps", "c": "c"}


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _gender(subj) -> str:
    return getattr(subj, "gender", "m")


def _s(pr, lang, subj, vp, tense, neg=False, asked=False, prog=False) -> str:
    """A clause of ``subj`` and ``vp`` in ``tense``, negative or asked; ``prog``: English
    progressive in the present (aspect.py: *I am having a coffee*)."""
    s = subject_tree(pr, subj, lang)
    if lang == "fr":
        if asked:
            q = pr.S(pr.Q("est-ce"), pr.C("que"), s, vp).t(tense).a("?")
            return q.realize().strip()
        return pr.S(s, vp).t(tense).typ({"neg": neg}).realize().strip()
    types = {"neg": neg} | ({"int": "yon"} if asked else {})
    if prog and tense == "p":
        types["prog"] = True
    return pr.S(s, vp).t(_EN_TENSE[tense]).typ(types).realize().strip()


# --- Professions ---------------------------------------------------------------------------


@builder("job")
def _job(pr, lang, subj, job: int, tense, neg, asked, become):
    fr_word, en_word, who = JOBS[job]
    _, n = person_number(subj)
    woman = _gender(subj) == "f" and fr_word in WOMAN
    if woman:
        en_word = WOMAN[fr_word][1]
    if lang == "fr":
        noun = pr.N(fr_word).n(n)
        if woman:  # (serveuse, factrice: written by hand)
            noun = pr.Q(WOMAN[fr_word][0] + ("s" if n == "p" else ""))
        elif who != "same":
            noun = noun.g(_gender(subj))
        if become:  # je veux devenir pilote
            vp = pr.VP(pr.V("vouloir"), pr.VP(pr.V("devenir"), pr.NP(noun)).t("b"))
        else:
            vp = pr.VP(pr.V("être"), pr.NP(noun))
        return _s(pr, lang, subj, vp, tense, neg, asked)
    if n == "s" and woman:  # (a postwoman, which pyrealb does not know)
        what = ("an " if en_word[0] in "aeiou" else "a ") + en_word
    elif n == "s":
        what = pr.NP(pr.D("a"), pr.N(en_word)).realize().strip()
    elif en_word.endswith("man"):  # (postwomen)
        what = en_word[:-3] + "men"
    else:
        what = pr.NP(pr.N(en_word)).n("p").realize().strip()
    if become:
        vp = pr.VP(pr.V("want"), pr.Q(f"to become {what}"))
    else:
        vp = pr.VP(pr.V("be"), pr.Q(what))
    return _s(pr, lang, subj, vp, tense, neg, asked)


@register("job", 0.25)
def job(rng: random.Random, sampler):
    x = rng.random()
    if x < 0.45:
        i = rng.randrange(8)
        subj = Pronoun(
            i, "f" if i in (3, 7) else "m" if i in (2, 6) else rng.choice("mf")
        )
    elif x < 0.65:
        subj = draw_name(rng)
    else:
        number = "p" if rng.random() < 0.2 else "s"
        # (son mari / her husband, sa femme / his wife)
        subj = relative_np(rng, sampler.lex, number, FAMILY)
    fits = [
        i
        for i, (fr, _, who) in enumerate(JOBS)
        if who != "m" or _gender(subj) == "m" or fr in WOMAN
    ]
    become = rng.random() < 0.2
    tense = "p" if become else rng.choice(("p", "p", "p", "i", "f"))
    asked = rng.random() < 0.1
    neg = not asked and rng.random() < 0.15
    args = {"subj": subj, "job": rng.choice(fits), "tense": tense}
    args.update(neg=neg, asked=asked, become=become)
    verbs = ("être", "vouloir", "devenir") if become else ("être",)
    # (the profession is no object and has no adjective: no held-out pair has it)
    return Construction("job", args, lemmas_of(subj, verbs=verbs))


# --- Idioms --------------------------------------------------------------------------------

# prendre un café / have a coffee
DRINKS = {"café": "a coffee", "thé": "a tea", "verre": "a drink"}
# verbs of people done for the first time: il a nagé pour la première fois
FIRST_VERBS = {
    "nager": "swim",
    "voyager": "travel",
    "skier": "ski",
    "danser": "dance",
    "chanter": "sing",
    "cuisiner": "cook",
    "conduire": "drive",
}
_ORDINAL = {"première": "first", "dernière": "last"}
# habiter à côté / live next door; la boulangerie est à côté / the bakery is next door
NEXT_DOOR = {"habiter": "live", "travailler": "work", "être": "be"}
_NEXT_DOOR_PLACES = frozenset(
    "boulangerie pharmacie banque gare école parc supermarché magasin marché "
    "restaurant cinéma bibliothèque piscine musée hôtel".split()
)
# the idioms and the tenses each is drawn in
IDIOMS = {
    "chance": ("p", "p", "pc", "i", "f"),
    "colere": ("p", "p", "i", "f"),
    "monde": ("p", "p", "i", "f"),
    "cafe": ("p", "p", "pc", "f"),
    "fois": ("p", "p", "i"),
    "pour_fois": ("pc",),
    "cote": ("p", "p", "i", "f"),
}


def _place_fr(pr, place: str) -> str:
    noun = _NOUN[place]
    return pr.PP(pr.P("à"), pr.NP(pr.D("le"), pr.N(place).g(noun.gender))).realize()


@builder("idiom")
def _idiom(pr, lang, what, subj, tense, neg, asked, extra):
    fr = lang == "fr"
    if what == "chance":  # avoir de la chance / be lucky
        vp = (
            pr.VP(pr.V("avoir"), pr.Q("de chance" if neg else "de la chance"))
            if fr
            else pr.VP(pr.V("be"), pr.A("lucky"))
        )
    elif what == "colere":  # être en colère / be angry
        vp = (
            pr.VP(pr.V("être"), pr.Q("en colère"))
            if fr
            else pr.VP(pr.V("be"), pr.A("angry"))
        )
    elif what == "cafe":  # prendre un café / have a coffee
        vp = (
            pr.VP(pr.V("prendre"), pr.NP(pr.D("un"), pr.N(extra)))
            if fr
            else pr.VP(pr.V("have"), pr.Q(DRINKS[extra]))
        )
    elif what == "pour_fois":  # il a nagé pour la première fois / for the first time
        verb, ordinal = extra
        vp = (
            pr.VP(pr.V(verb), pr.Q(f"pour la {ordinal} fois"))
            if fr
            else pr.VP(
                pr.V(FIRST_VERBS[verb]), pr.Q(f"for the {_ORDINAL[ordinal]} time")
            )
        )
    elif what == "cote":  # habiter à côté / live next door
        vp = (
            pr.VP(pr.V(extra), pr.Q("à côté"))
            if fr
            else pr.VP(pr.V(NEXT_DOOR[extra]), pr.Q("next door"))
        )
    elif what == "fois":  # c'est la première fois / it is the first time
        ordinal = extra
        if fr:
            verb = {"p": "est", "i": "était"}[tense]
            head = f"ce n'{verb} pas" if neg else f"c'{verb}"
            return _cap(f"{head} la {ordinal} fois.")
        verb = {"p": "is", "i": "was"}[tense] + (" not" if neg else "")
        return f"It {verb} the {_ORDINAL[ordinal]} time."
    else:  # il y a beaucoup de monde ici / there are a lot of people here
        if fr:
            where = "ici" if extra is None else _place_fr(pr, extra)
            verb = {"p": "a", "i": "avait", "f": "aura"}[tense]
            head = f"il n'y {verb} pas" if neg else f"il y {verb}"
            return _cap(f"{head} beaucoup de monde {where}.")
        where = "here" if extra is None else PLACES[extra][0]
        verb = {"p": "are", "i": "were", "f": "will be"}[tense]
        if neg:
            verb = "will not be" if tense == "f" else f"{verb} not"
        many = "many" if neg else "a lot of"
        return f"There {verb} {many} people {where}."
    if what == "cafe" and lang == "en" and tense == "p" and not (neg or asked):
        from .aspect import first_person

        if first_person(subj):
            tense = "f"  # Je prends un café. / I will have a coffee. (aspect.orders)
    return _s(pr, lang, subj, vp, tense, neg, asked, prog=what == "cafe")


@register("idiom", 0.25)
def idiom(rng: random.Random, sampler):
    what = rng.choice(sorted(IDIOMS))
    tense = rng.choice(IDIOMS[what])
    subj, extra, lemmas = None, None, lemmas_of()
    asked = neg = False
    if what == "cote" and rng.random() < 0.3:  # la boulangerie est à côté
        place = rng.choice(sorted(_NEXT_DOOR_PLACES))
        subj = NounPhrase(_NOUN[place], _NOUN[place].gender, "s", ("def",))
        args = {"what": what, "subj": subj, "tense": "p", "neg": False}
        args.update(asked=False, extra="être")
        return Construction("idiom", args, lemmas_of(subj, verbs=("être",)))
    if what in ("chance", "colere", "cafe", "pour_fois", "cote"):
        subj = draw_subject(rng, sampler, PERSON, pronoun=0.5, name=0.25)
        lemmas = lemmas_of(subj)
        if what != "cafe":
            asked = rng.random() < 0.1
            neg = not asked and rng.random() < 0.2
    if what in ("fois", "monde"):
        neg = rng.random() < 0.2
    if what == "cafe":
        extra = rng.choice(sorted(DRINKS))
        lemmas["noun"].add(extra)
        lemmas["verb"].add("prendre")
    elif what == "pour_fois":
        extra = (rng.choice(sorted(FIRST_VERBS)), rng.choice(("première", "dernière")))
        lemmas["verb"].add(extra[0])
    elif what == "fois":
        extra = rng.choice(("première", "première", "dernière"))
    elif what == "cote":
        extra = rng.choice(("habiter", "habiter", "travailler"))
        lemmas["verb"].add(extra)
    elif what == "monde" and rng.random() < 0.6:
        extra = rng.choice(sorted(p for p in PLACES if p not in ("lit", "travail")))
        lemmas["noun"].add(extra)
    args = {"what": what, "subj": subj, "tense": tense, "neg": neg}
    args.update(asked=asked, extra=extra)
    return Construction("idiom", args, lemmas)


# --- Containers ----------------------------------------------------------------------------

# container: what it holds
CONTAINERS = {
    "verre": "vin eau lait jus bière limonade",
    "tasse": "thé café lait",
    "bouteille": "vin eau lait jus bière limonade",
    "bol": "soupe riz lait",
}
# French verb: (English, the tenses it is drawn in, its containers)
_CONTAINER_VERBS = {
    "boire": ("drink", ("p", "pc", "f"), "verre tasse bouteille bol"),
    "manger": ("eat", ("p", "pc", "f"), "bol"),
    "acheter": ("buy", ("p", "pc", "f"), "bouteille"),
    "commander": ("order", ("p", "pc", "f"), "verre tasse bouteille"),
    "vouloir": ("want", ("p", "c", "c"), "verre tasse bouteille bol"),
}


@builder("container")
def _container(pr, lang, subj, verb, container, content, number, tense, asked):
    fr = lang == "fr"
    count = {"s": None, 2: ("deux", "two"), 3: ("trois", "three")}[number]
    n = "s" if number == "s" else "p"
    if fr:
        det = pr.D("un") if count is None else pr.NO(count[0]).dOpt({"nat": True})
        inner = pr.NP(pr.N(content))
        np = pr.NP(
            det, pr.N(container).g(_NOUN[container].gender), pr.PP(pr.P("de"), inner)
        )
        vp = pr.VP(pr.V(verb), np.n(n))
        return _s(pr, lang, subj, vp, tense, False, asked)
    head = "a" if count is None else count[1]
    what = pr.NP(pr.N(_NOUN[container].en)).n(n).realize().strip()
    what = (
        pr.NP(pr.D("a"), pr.N(_NOUN[container].en)).realize().strip()
        if head == "a"
        else f"{head} {what}"
    )
    text = f"{what} of {_NOUN[content].en}"
    if verb == "vouloir" and tense == "c":  # je voudrais / I would like
        vp = pr.VP(pr.V("like"), pr.Q(text))
    else:
        vp = pr.VP(pr.V(_CONTAINER_VERBS[verb][0]), pr.Q(text))
    return _s(pr, lang, subj, vp, tense, False, asked)


@register("container", 0.15)
def container(rng: random.Random, sampler):
    verb = rng.choice(sorted(_CONTAINER_VERBS))
    box = rng.choice(_CONTAINER_VERBS[verb][2].split())
    contents = CONTAINERS[box].split()
    if verb in ("boire", "manger"):  # (not "drink a bowl of rice", "eat milk")
        drink = verb == "boire"
        contents = [c for c in contents if ("drink" in _NOUN[c].tags) == drink]
    content = rng.choice(contents)
    subj = draw_subject(rng, sampler, PERSON, pronoun=0.5, name=0.25)
    tense = rng.choice(_CONTAINER_VERBS[verb][1])
    number = rng.choice(("s", "s", "s", 2, 3))
    asked = rng.random() < 0.12
    args = {"subj": subj, "verb": verb, "container": box, "content": content}
    args.update(number=number, tense=tense, asked=asked)
    lemmas = lemmas_of(subj, verbs=(verb,))
    lemmas["noun"].update((box, content))
    return Construction("container", args, lemmas)
