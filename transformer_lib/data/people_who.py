"""Kinds of sentence of version 3: people and places pointed out by a relative clause.

- ``people_who``: a person (or people) that a *qui* or *que* relative points out, then
  who they are: *La femme qui parle avec Pierre est ma tante.* / *The woman who is
  talking to Pierre is my aunt.* (what someone is doing now: English progressive), *Le
  garçon qui a gagné s'appelle Hugo.* / *The boy who won is called Hugo.*, *Les gens qui
  habitent en face sont très bruyants.* / *The people who live opposite are very
  noisy.*, *La dame que tu as vue hier est infirmière.* / *The lady that you saw
  yesterday is a nurse.*; in the present, or all in the past (*La femme qui parlait avec
  Pierre était ma tante.* / *The woman who was talking to Pierre was my aunt.*);
- ``place_where``: a place and what someone did there, with *où*: *Voici le village où
  ma mère a grandi.* / *Here is the village where my mother grew up.*, *Je connais la
  ville où il est né.* / *I know the town where he was born.*, *La maison où nous
  habitions était très petite.* / *The house where we lived was very small.*

Everything is written by hand: the English of each relative (:data:`DOING`, :data:`HABIT`,
:data:`DONE`, :data:`AT`) is what a translator would write (*grandir* of a person is
*grow up*, *parler avec* is *talk to*, *en face* is *opposite*).
"""

from __future__ import annotations

import random
import re

from .jobs_at import en_be
from .kind_parts import Construction, builder
from .kinds_v3 import register
from .names import CITIES, PEOPLE
from .people_words import (
    FAMILY,
    JOBS,
    POSS,
    PRONOUNS,
    Who,
    _cap,
    _draw_poss,
    _elide,
    _poss,
    draw_who,
    job_words,
)

__all__ = ["HEADS", "DOING", "HABIT", "DONE", "AT", "PLACES"]

_CITY_EN = dict(CITIES)
# French, gender, English, number
HEADS = (
    ("femme", "f", "woman", "s"),
    ("homme", "m", "man", "s"),
    ("garçon", "m", "boy", "s"),
    ("fille", "f", "girl", "s"),
    ("dame", "f", "lady", "s"),
    ("monsieur", "m", "gentleman", "s"),
    ("jeune homme", "m", "young man", "s"),
    ("jeune femme", "f", "young woman", "s"),
    ("gens", "m", "people", "p"),
    ("enfants", "m", "children", "p"),
    ("garçons", "m", "boys", "p"),
    ("filles", "f", "girls", "p"),
    ("hommes", "m", "men", "p"),
    ("femmes", "f", "women", "p"),
    ("dames", "f", "ladies", "p"),
)

# what someone is doing now: French (il, ils: present, imparfait; {e}: agreement; {P}: a
# person), English after is / was
DOING = (
    ("parle avec {P}", "parlent", "parlait", "parlaient", "talking to {P}"),
    ("danse avec {P}", "dansent", "dansait", "dansaient", "dancing with {P}"),
    ("joue avec {P}", "jouent", "jouait", "jouaient", "playing with {P}"),
    ("attend {P}", "attendent", "attendait", "attendaient", "waiting for {P}"),
    ("est assis{e} à côté de {P}", "sont", "était", "étaient", "sitting next to {P}"),
    ("porte un chapeau", "portent", "portait", "portaient", "wearing a hat"),
    ("porte une robe rouge", "portent", "portait", "portaient", "wearing a red dress"),
    (
        "porte des lunettes de soleil",
        "portent",
        "portait",
        "portaient",
        "wearing sunglasses",
    ),
    ("fait la queue", "font", "faisait", "faisaient", "queuing"),
    ("lit le journal", "lisent", "lisait", "lisaient", "reading the newspaper"),
)
# what someone does: French as DOING, English (he, they, past)
HABIT = (
    ("habite en face", "habitent", "habitait", "habitaient", "live opposite"),
    ("habite à côté", "habitent", "habitait", "habitaient", "live next door"),
    (
        "habite au premier étage",
        "habitent",
        "habitait",
        "habitaient",
        "live on the first floor",
    ),
    (
        "habite au dernier étage",
        "habitent",
        "habitait",
        "habitaient",
        "live on the top floor",
    ),
    (
        "travaille avec {P}",
        "travaillent",
        "travaillait",
        "travaillaient",
        "work with {P}",
    ),
    (
        "travaille à la boulangerie",
        "travaillent",
        "travaillait",
        "travaillaient",
        "work at the bakery",
    ),
    (
        "travaille à la poste",
        "travaillent",
        "travaillait",
        "travaillaient",
        "work at the post office",
    ),
    (
        "vend des fleurs au marché",
        "vendent",
        "vendait",
        "vendaient",
        "sell flowers at the market",
    ),
)
_PAST_EN = {"live": "lived", "work": "worked", "sell": "sold"}
# what someone did (passé composé): French (il, ils), English
DONE = (
    ("a gagné", "ont gagné", "won"),
    ("a gagné la course", "ont gagné la course", "won the race"),
    ("a appelé ce matin", "ont appelé ce matin", "called this morning"),
    ("a grandi ici", "ont grandi ici", "grew up here"),
    ("a trouvé mon sac", "ont trouvé mon sac", "found my bag"),
    ("a aidé {P}", "ont aidé {P}", "helped {P}"),
    ("a fait ce gâteau", "ont fait ce gâteau", "made this cake"),
    ("est venu{e} hier", "sont venu{e}s hier", "came yesterday"),
    ("est arrivé{e} en retard", "sont arrivé{e}s en retard", "arrived late"),
    ("est parti{e} tôt", "sont parti{e}s tôt", "left early"),
)
# que: the head is the object (je, tu, nous, vous): French, English
SEEN = (
    ("vu{e} hier", "saw yesterday"),
    ("rencontré{e} à {C}", "met in {C}"),
    ("invité{e}", "invited"),
    ("appelé{e} ce matin", "called this morning"),
)
_AUX = ("ai", "as", "avons", "avez")
_AUX_WHO = (0, 1, 4, 5)  # (indices of PRONOUNS)
# who they are: adjectives (m sg, f sg, English)
ADJS = (
    ("bruyant", "bruyante", "noisy"),
    ("gentil", "gentille", "kind"),
    ("sympathique", "sympathique", "nice"),
    ("drôle", "drôle", "funny"),
    ("célèbre", "célèbre", "famous"),
    ("timide", "timide", "shy"),
    ("poli", "polie", "polite"),
    ("fatigué", "fatiguée", "tired"),
)


def _agree(text: str, gender: str, number: str) -> str:
    """A participle's or adjective's {e} (and {e}s of the plural forms) agreed."""
    f = "e" if gender == "f" else ""
    if number == "s":
        return text.replace("{e}s", f).replace("{e}", f)
    return text.replace("{e}s", f + "s").replace("{e}", f + ("s" if f else ""))


def _the(word: str, gender: str, number: str) -> str:
    if number == "p":
        return f"les {word}"
    if word[:1] in "aeéèêiîoôuh":
        return f"l'{word}"
    return f"{'le' if gender == 'm' else 'la'} {word}"


def _someone(rng):
    """{P}: a first name or *mon frère* / *my brother*."""
    if rng.random() < 0.6:
        name = rng.choice(PEOPLE)[0]
        return name, name
    fr, g, en, _, _ = rng.choice(FAMILY)
    i = _draw_poss(rng, fr, (0, 1, 3))
    return _poss(i, g, "s", fr), f"{POSS[i][3]} {en}"


def _fr_be(tense: str, number: str) -> str:
    return {("p", "s"): "est", ("p", "p"): "sont", ("i", "s"): "était"}.get(
        (tense, number), "étaient"
    )


@builder("people_who")
def _people_who(pr, lang, head, rel, main, tense):
    hfr, gender, hen, number = head
    plural = number == "p"
    what, i, extra = rel
    fr_p, en_p = extra.get("P", ("", ""))
    city = extra.get("C")
    if lang == "fr":
        if (
            what == "seen"
        ):  # (the participle agrees with the head: la dame que j'ai vue)
            who = PRONOUNS[_AUX_WHO[extra["who"]]][0]
            part, _, rest = _agree(SEEN[i][0], gender, "s").partition(" ")
            part += "s" if plural else ""
            rest = rest.replace("{C}", city or "")
            aux = _AUX[extra["who"]]
            clause = "que " + _elide(f"{who} {aux}")
            clause = " ".join(w for w in (clause, part, rest) if w)
        else:
            table = {"doing": DOING, "habit": HABIT, "done": DONE}[what]
            row = table[i]
            if what == "done":
                verb = row[1] if plural else row[0]
            else:
                col = (0 if tense == "p" else 2) + (1 if plural else 0)
                verb = row[col]
                if col:  # (the other forms name the verb alone)
                    verb = verb + " " + row[0].split(" ", 1)[1]
            verb = _agree(verb, gender, number)
            clause = f"qui {verb.replace('{P}', fr_p)}"
            clause = re.sub(r"\bde (?=[AEIOUÉH])", "d'", clause)  # (à côté d'Adam)
        subject = f"{_the(hfr, gender, number)} {clause}"
        return _cap(f"{subject} {_main_fr(main, gender, number, tense)}") + "."
    if what == "seen":
        who = PRONOUNS[_AUX_WHO[extra["who"]]][1]
        clause = f"that {who} {SEEN[i][1].replace('{C}', _CITY_EN.get(city, ''))}"
    elif what == "doing":
        be = (
            ("are" if plural else "is")
            if tense == "p"
            else ("were" if plural else "was")
        )
        clause = f"who {be} {DOING[i][4].replace('{P}', en_p)}"
    elif what == "habit":
        verb = HABIT[i][4]
        first, _, rest = verb.partition(" ")
        if tense == "i":
            first = _PAST_EN[first]
        elif not plural:
            first = first + "s"
        clause = f"who {first} {rest.replace('{P}', en_p)}"
    else:
        clause = f"who {DONE[i][2].replace('{P}', en_p)}"
    return _cap(f"the {hen} {clause} {_main_en(main, number, tense)}") + "."


def _main_fr(main, gender, number, tense) -> str:
    what, x = main
    if what == "name":
        return f"s'appelle {x}" if tense == "p" else f"s'appelait {x}"
    be = _fr_be(tense, number)
    if what == "family":
        fr, g, _, fr_p, _ = FAMILY[x[0]]
        return f"{be} {_poss(x[1], g, number, fr_p if number == 'p' else fr)}"
    if what == "job":
        return f"{be} {job_words(x, gender, number)[0]}"
    if what == "from":
        city = x
        de = "d'" if city[:1] in "AEIOUÉ" else "de "
        return f"{'viennent' if number == 'p' else 'vient'} {de}{city}"
    m, f, _ = ADJS[x]
    adj = (f if gender == "f" else m) + ("s" if number == "p" else "")
    return f"{be} très {adj}"


def _main_en(main, number, tense) -> str:
    what, x = main
    plural = number == "p"
    be = ("are" if plural else "is") if tense == "p" else ("were" if plural else "was")
    if what == "name":
        return f"{be} called {x}"
    if what == "family":
        _, _, en, _, en_p = FAMILY[x[0]]
        return f"{be} {POSS[x[1]][3]} {en_p if plural else en}"
    if what == "job":
        return f"{be} {job_words(x, 'm', number)[1]}"
    if what == "from":
        return f"{'come' if plural else 'comes'} from {_CITY_EN.get(x)}"
    return f"{be} very {ADJS[x][2]}"


def _draw_head(rng):
    if rng.random() < 0.25:  # le serveur, les infirmières
        job = rng.randrange(len(JOBS))
        gender, number = rng.choice("mf"), "p" if rng.random() < 0.25 else "s"
        fr, en = job_words(job, gender, number)
        en = en.split(" ", 1)[1] if number == "s" else en
        if gender == "f" and JOBS[job][3]:
            en = job_words(job, "f", number)[1].removeprefix("a ").removeprefix("an ")
        return (fr, gender, en, number), job
    return rng.choice(HEADS), None


@register("people_who", 0.06)
def people_who(rng: random.Random, sampler):
    head, head_job = _draw_head(rng)
    _, gender, _, number = head
    tense = "i" if rng.random() < 0.25 else "p"
    what = rng.choice(("doing", "doing", "habit", "done", "done", "seen"))
    extra: dict = {}
    if what == "seen":
        i = rng.randrange(len(SEEN))
        extra["who"] = rng.randrange(len(_AUX))
        extra["C"] = rng.choice(CITIES)[0]
    else:
        table = {"doing": DOING, "habit": HABIT, "done": DONE}[what]
        fits = range(len(table))
        if what == "doing":  # (a hat on one head, a dress on a woman's)
            fits = [k for k in fits if number == "s" or k not in (5, 6)]
            fits = [k for k in fits if gender == "f" or k != 6]
        i = rng.choice(fits)
        if "{P}" in table[i][0] or "{P}" in table[i][-1]:
            extra["P"] = _someone(rng)
    mains = ["family", "family", "adj", "adj", "job", "from"]
    if number == "s":
        mains += ["name", "name"]
    if tense == "i":
        mains.remove("from")
    main = rng.choice(mains)
    if main == "family":
        fits = [
            k
            for k, f in enumerate(FAMILY)
            if f[1] == gender and (number == "s" or f[3])
        ]
        k = rng.choice(fits)
        main = ("family", (k, _draw_poss(rng, FAMILY[k][0])))
    elif main == "name":
        main = ("name", rng.choice([p for p, g in PEOPLE if g == gender]))
    elif main == "job":
        jobs = [j for j in range(len(JOBS)) if j != head_job]
        if gender == "f":  # (the English of a woman's job: an actress)
            jobs = [j for j in jobs if not JOBS[j][3]]
        main = ("job", rng.choice(jobs))
    elif main == "from":
        cities = [c for c, _ in CITIES if c != extra.get("C")]
        main = ("from", rng.choice(cities))
    else:
        main = ("adj", rng.randrange(len(ADJS)))
    args = {"head": head, "rel": (what, i, extra), "main": main, "tense": tense}
    return Construction(
        "people_who", args, {"noun": set(), "adj": set(), "verb": set()}
    )


# --- Places, with où -----------------------------------------------------------------------

# French, gender, English, what one did there (keys of AT)
PLACES = (
    ("village", "m", "village", "grandi né habite travaille marié"),
    ("ville", "f", "town", "grandi né habite travaille étudié marié"),
    ("maison", "f", "house", "grandi né habite"),
    ("rue", "f", "street", "grandi habite travaille"),
    ("école", "f", "school", "étudié travaille"),
    ("hôpital", "m", "hospital", "né travaille"),
    ("restaurant", "m", "restaurant", "mangé travaille"),
    ("hôtel", "m", "hotel", "dormi travaille"),
    ("église", "f", "church", "marié"),
)
# French (the verb's forms by slot je tu il nous vous ils, _ a space; {e}: agreement),
# English (I, he, we: the slots say which), whose tense
AT = {
    "grandi": (
        "ai_grandi as_grandi a_grandi avons_grandi avez_grandi ont_grandi",
        "grew up",
    ),
    "né": ("suis_né{e} es_né{e} est_né{e} sommes_né{e}s êtes_né{e}s sont_né{e}s", None),
    "habite": ("habite habites habite habitons habitez habitent", "live"),
    "habitait": ("habitais habitais habitait habitions habitiez habitaient", "lived"),
    "travaille": (
        "travaille travailles travaille travaillons travaillez travaillent",
        "work",
    ),
    "étudié": (
        "ai_étudié as_étudié a_étudié avons_étudié avez_étudié ont_étudié",
        "studied",
    ),
    "marié": (
        "me_suis_marié{e} t'es_marié{e} s'est_marié{e} nous_sommes_marié{e}s "
        "vous_êtes_marié{e}s se_sont_marié{e}s",
        "got married",
    ),
    "mangé": ("ai_mangé as_mangé a_mangé avons_mangé avez_mangé ont_mangé", "ate"),
    "dormi": ("ai_dormi as_dormi a_dormi avons_dormi avez_dormi ont_dormi", "slept"),
}
# the frame: French, English
FRAMES = {
    "voici": ("Voici {X}", "Here is {X}"),
    "connais": ("Je connais {X}", "I know {X}"),
    "aime": ("J'aime beaucoup {X}", "I really like {X}"),
    "adj": ("{X} {be} très {A}", "{X} {be} very {A}"),
}
_PLACE_ADJS = (("petit", "petite", "small"), ("beau", "belle", "beautiful"))
_PLACE_ADJS += (("grand", "grande", "big"), ("calme", "calme", "quiet"))


@builder("place_where")
def _place_where(pr, lang, place, who, verb, frame, adj):
    fr_pl, g, en_pl, _ = PLACES[place]
    forms, en_verb = AT[verb]
    if lang == "fr":
        v = _agree(forms.split()[who.slot].replace("_", " "), who.gender, who.number)
        clause = _elide(f"{who.fr} {v}")
        x = f"{_the(fr_pl, g, 's')} où {clause}"
        fr_frame = FRAMES[frame][0]
        if frame == "adj":
            m, f, _ = _PLACE_ADJS[adj]
            be = "était" if verb == "habitait" else "est"
            return _cap(fr_frame.format(X=x, be=be, A=f if g == "f" else m)) + "."
        return fr_frame.format(X=x) + "."
    if en_verb is None:  # born
        en_v = f"{en_be('i', who)} born"
    elif verb in ("habite", "travaille") and who.slot == 2:
        en_v = en_verb + "s"
    else:
        en_v = en_verb
    x = f"the {en_pl} where {who.en} {en_v}"
    en_frame = FRAMES[frame][1]
    if frame == "adj":
        be = "was" if verb == "habitait" else "is"
        return _cap(en_frame.format(X=x, be=be, A=_PLACE_ADJS[adj][2])) + "."
    return en_frame.format(X=x) + "."


@register("place_where", 0.04)
def place_where(rng: random.Random, sampler):
    place = rng.randrange(len(PLACES))
    verbs = PLACES[place][3].split()
    verb = rng.choice(verbs)
    frame = rng.choice(("voici", "voici", "connais", "aime", "adj"))
    if verb == "habite" and frame == "adj" and rng.random() < 0.5:
        verb = "habitait"  # La maison où nous habitions était petite.
    who = draw_who(rng, pronoun=0.45, name=0.2, relative=0.35)
    if frame in ("connais", "aime") and who.slot == 0:
        who = Who(("ma mère", "my mother", 2, "f", "s"))
    args = {"place": place, "who": who, "verb": verb, "frame": frame}
    args["adj"] = rng.randrange(len(_PLACE_ADJS))
    return Construction(
        "place_where", args, {"noun": set(), "adj": set(), "verb": set()}
    )
