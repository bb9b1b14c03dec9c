"""A kind of sentence of version 3: the parts of a room or a house, and where one's things
lie, ``room_parts``.

- the part of a room said with *de* + a possessive or a demonstrative is English *the ...
  of* (*Les murs de ma chambre sont jaunes.* / *The walls of my bedroom are yellow.*, *La
  porte de ta chambre était ouverte.* / *The door of your bedroom was open.*, *Le toit de
  cette maison est rouge.* / *The roof of this house is red.*);
- one's things on furniture that French names with *de* (*Mes lunettes sont sur la table
  de nuit.* / *My glasses are on the bedside table.*, *J'ai laissé mes clés sur la table
  de la cuisine.* / *I left my keys on the kitchen table.*), asked by the voice.
"""

from __future__ import annotations

import random

from .colours import COLOURS, SHADES, agree, det_en, det_fr
from .kind_parts import Construction, builder, everyday_pronoun, lemmas_of, subject_tree
from .kinds_v3 import register

__all__ = ["PARTS", "ROOMS", "SPOTS", "BELONGINGS"]

# parts: (French, gender, number, English, the rooms they go with)
PARTS = (
    ("murs", "m", "p", "walls", "cslbm"),
    ("porte", "f", "s", "door", "cslbm"),
    ("fenêtres", "f", "p", "windows", "cslbm"),
    ("rideaux", "m", "p", "curtains", "csl"),
    ("plafond", "m", "s", "ceiling", "cslb"),
    ("toit", "m", "s", "roof", "m"),
    ("volets", "m", "p", "shutters", "m"),
)
# rooms: key, French, gender, English
ROOMS = (
    ("c", "chambre", "f", "bedroom"),
    ("s", "salon", "m", "lounge"),
    ("l", "classe", "f", "classroom"),
    ("b", "salle de bains", "f", "bathroom"),
    ("m", "maison", "f", "house"),
)
# states of a part: (m s, f s, m p, f p, English, the parts they go with)
_STATES = (
    ("ouvert", "ouverte", "ouverts", "ouvertes", "open", "porte fenêtres volets"),
    ("fermé", "fermée", "fermés", "fermées", "closed", "porte fenêtres volets rideaux"),
    ("sale", "sale", "sales", "sales", "dirty", "murs fenêtres rideaux plafond"),
    ("cassé", "cassée", "cassés", "cassées", "broken", "porte fenêtres volets"),
    ("très haut", "très haute", "très hauts", "très hautes", "very high",
     "murs plafond"),
)  # fmt: skip
# where things lie: French, English
SPOTS = (
    ("sur la table de nuit", "on the bedside table"),
    ("sur ma table de nuit", "on my bedside table"),
    ("dans le tiroir de la table de nuit", "in the drawer of the bedside table"),
    ("sur la table de la cuisine", "on the kitchen table"),
    ("sur la table du salon", "on the lounge table"),
    ("sur le rebord de la fenêtre", "on the windowsill"),
    ("dans la boîte aux lettres", "in the letter box"),
    ("dans la poche de mon manteau", "in my coat pocket"),
    ("dans la salle de bains", "in the bathroom"),
    ("sous le lit", "under the bed"),
)
# one's things: French plural, French singular, gender, numbers said in, English
# singular, English plural (medicine: a mass)
BELONGINGS = (
    ("lunettes", None, "f", "p", None, "glasses"),
    ("clés", "clé", "f", "sp", "key", "keys"),
    ("téléphones", "téléphone", "m", "s", "phone", None),
    ("livres", "livre", "m", "sp", "book", "books"),
    ("portefeuilles", "portefeuille", "m", "s", "wallet", None),
    ("montres", "montre", "f", "s", "watch", None),
    ("chaussettes", None, "f", "p", None, "socks"),
    ("médicaments", None, "m", "p", "medicine", None),
)
_LEFT = {"laisser": "leave", "mettre": "put", "trouver": "find"}


@builder("room_parts")
def _room_parts(pr, lang, what, end, **a):
    fr = lang == "fr"
    if what == "part":  # les murs de ma chambre sont jaunes
        p_fr, p_g, p_n, p_en, _ = PARTS[a["part"]]
        _, r_fr, r_g, r_en = ROOMS[a["room"]]
        if fr:
            owner = det_fr(a["det"], r_fr, r_g, "s")
            de = "d'" if owner[:1] in "aeiouy" else "de "
            head = det_fr(("def",), p_fr, p_g, p_n)
            be = {"p": ("est", "sont"), "i": ("était", "étaient")}[a["tense"]]
            kind, i = a["pred"]
            if kind == "shade":
                pred = SHADES[i][0]
            else:
                forms = (COLOURS if kind == "colour" else _STATES)[i][:4]
                pred = agree(forms, p_g, p_n)
            text = f"{head} {de}{owner} {be[p_n == 'p']} {pred}"
        else:
            owner = det_en(a["det"], r_en, "s")
            be = {"p": ("is", "are"), "i": ("was", "were")}[a["tense"]]
            kind, i = a["pred"]
            pred = {"shade": SHADES, "colour": COLOURS, "state": _STATES}[kind][i]
            pred = pred[1] if kind == "shade" else pred[4]
            text = f"the {p_en} of {owner} {be[p_n == 'p']} {pred}"
        if end == "?":
            if not fr:
                first, rest = text.split(" " + be[p_n == "p"] + " ", 1)
                text = f"{be[p_n == 'p']} {first} {rest}"
        return text[:1].upper() + text[1:] + end
    # things: mes lunettes sont sur la table de nuit / my glasses are on the bedside table
    pl_fr, s_fr, g, _, en_s, en_p = BELONGINGS[a["thing"]]
    number = a["number"]
    spot = SPOTS[a["spot"]][0 if fr else 1]
    en_num = "p" if number == "p" and en_p else "s"
    if fr:
        np = det_fr(a["det"], pl_fr if number == "p" else s_fr, g, number)
    else:
        np = det_en(a["det"], en_p if en_num == "p" else en_s, en_num)
    if what == "is":
        if fr:
            text = f"{np} {'sont' if number == 'p' else 'est'} {spot}"
        else:
            are = "are" if en_num == "p" else "is"
            text = f"{are} {np} {spot}" if end == "?" else f"{np} {are} {spot}"
        return text[:1].upper() + text[1:] + end
    verb = a["verb"]
    if fr:
        vp = pr.VP(pr.V(verb), pr.Q(f"{np} {spot}"))
        s = pr.S(subject_tree(pr, a["subj"], lang), vp).t("pc")
    else:
        vp = pr.VP(pr.V(_LEFT[verb]), pr.Q(f"{np} {spot}"))
        s = pr.S(subject_tree(pr, a["subj"], lang), vp).t("ps")
    return s.realize().strip()[:-1] + end


@register("room_parts", 0.03)
def room_parts(rng: random.Random, sampler):
    """*Les murs de ma chambre sont jaunes.* / *The walls of my bedroom are yellow.*,
    *Mes lunettes sont sur la table de nuit.* / *My glasses are on the bedside table.*"""
    if rng.random() < 0.5:
        part = rng.randrange(len(PARTS))
        rooms = [i for i, r in enumerate(ROOMS) if r[0] in PARTS[part][4]]
        room = rng.choice(rooms)
        det = rng.choices(
            (("poss", 0), ("poss", 1), ("poss", 4), ("poss", 5), ("poss", 6), ("dem",)),
            (5, 3, 2, 1, 1, 2),
        )[0]
        states = [i for i, s in enumerate(_STATES) if PARTS[part][0] in s[5].split()]
        x = rng.random()
        if x < 0.3 and states:
            pred = ("state", rng.choice(states))
        elif x < 0.7 and PARTS[part][0] != "fenêtres":
            pred = ("colour", rng.randrange(len(COLOURS)))
        elif PARTS[part][0] != "fenêtres":
            pred = ("shade", rng.randrange(len(SHADES)))
        else:
            pred = ("state", rng.choice(states))
        args = {"what": "part", "part": part, "room": room, "det": det, "pred": pred}
        args["tense"] = "p" if rng.random() < 0.75 else "i"
        args["end"] = "?" if rng.random() < 0.1 and args["tense"] == "p" else "."
        return Construction("room_parts", args, lemmas_of(verbs=("être",)))
    thing = rng.randrange(len(BELONGINGS))
    number = rng.choice(BELONGINGS[thing][3])
    det = rng.choices((("poss", 0), ("poss", 1), ("poss", 5)), (5, 3, 1))
    args = {"what": "is", "thing": thing, "number": number, "det": det[0]}
    args["spot"] = rng.randrange(len(SPOTS))
    args["end"] = "?" if rng.random() < 0.2 and det[0] != ("poss", 0) else "."
    if rng.random() < 0.4:
        subj = everyday_pronoun(rng)
        if subj.index not in (0, 1, 4, 5):
            from .structures import Pronoun

            subj = Pronoun(0, rng.choice("mf"))
        owner = subj.index
        verb = rng.choice(tuple(_LEFT))
        args.update(what="put", subj=subj, verb=verb, det=("poss", owner), end=".")
        return Construction("room_parts", args, lemmas_of(verbs=(verb,)))
    return Construction("room_parts", args, lemmas_of(verbs=("être",)))
