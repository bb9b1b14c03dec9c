"""A kind of sentence of version 3: the jobs of the house, told and asked, ``house_job``.

A job is a verb and a thing of the house (:data:`CHORES`), its English often a verb with
a particle, which stays where English puts it for that verb: *Sors la poubelle, s'il te
plaît.* / *Take the bin out, please.*, *Baisse la musique !* / *Turn the music down!*,
*Monte le son.* / *Turn the sound up.*, *Baisse le son de la télé.* / *Turn the TV
down.* (*le son de la télé* is *the TV*), *Allume le chauffage.* / *Switch on the
heating.* The things are also the French *noun de noun* that English writes noun noun
(*la clé de la voiture* / *the car key*, *la porte du garage* / *the garage door*, *le
numéro de la chambre* / *the room number*, *la lumière de la cuisine* / *the kitchen
light*).

Said as an order to *tu*, *vous* or *nous* (:mod:`.orders`' way: *Don't*, *let's*),
asked (*Tu pourrais baisser la musique ?*, *Pourrais-tu ...*, *Est-ce que tu pourrais
...* / *Could you turn the music down?*; *Tu peux*, *Peux-tu*, *Pouvez-vous* / *Can
you*), reminded (*N'oublie pas de sortir la poubelle.* / *Don't forget to take the bin
out.*) or promised (*Je vais éteindre la lumière.* / *I am going to switch off the
light.*).
"""

from __future__ import annotations

import random

from .kind_parts import Construction, builder, lemmas_of
from .kinds_v3 import register
from .orders import NOUS, TU, VOUS, _cap, _elide, _ending, _form

__all__ = ["CHORES", "THINGS"]

# the things: French (with le / la / l' / les, or {p} ton / votre / notre before a
# masculine or a vowel, {f} ta / votre / notre, {P} tes / vos / nos), English ({o} your
# / our), the French noun (the lemma)
THINGS = {
    "poubelle": ("la poubelle", "the bin", "poubelle"),
    "poubelles": ("les poubelles", "the bins", "poubelle"),
    "chien": ("le chien", "the dog", "chien"),
    "musique": ("la musique", "the music", "musique"),
    "son": ("le son", "the sound", "son"),
    "télé_son": ("le son de la télé", "the TV", "télé"),
    "radio_son": ("le son de la radio", "the radio", "radio"),
    "radio": ("la radio", "the radio", "radio"),
    "télé": ("la télé", "the TV", "télé"),
    "chauffage": ("le chauffage", "the heating", "chauffage"),
    "lumière": ("la lumière", "the light", "lumière"),
    "lampe": ("la lampe", "the lamp", "lampe"),
    "four": ("le four", "the oven", "four"),
    "ordinateur": ("{p} ordinateur", "{o} computer", "ordinateur"),
    "cuisine_lumière": ("la lumière de la cuisine", "the kitchen light", "lumière"),
    "salon_lumière": ("la lumière du salon", "the living room light", "lumière"),
    "garage_porte": ("la porte du garage", "the garage door", "porte"),
    "salle_porte": ("la porte de la salle de bains", "the bathroom door", "porte"),
    "cuisine_fenêtre": ("la fenêtre de la cuisine", "the kitchen window", "fenêtre"),
    "chambre_fenêtre": ("la fenêtre de la chambre", "the bedroom window", "fenêtre"),
    "voiture_clé": ("la clé de la voiture", "the car key", "clé"),
    "maison_clés": ("les clés de la maison", "the house keys", "clé"),
    "chambre_numéro": ("le numéro de la chambre", "the room number", "numéro"),
    "téléphone_numéro": ("le numéro de téléphone", "the phone number", "numéro"),
    "bus_numéro": ("le numéro du bus", "the bus number", "numéro"),
    "train_billets": ("les billets de train", "the train tickets", "billet"),
    "cuisine_table": ("la table de la cuisine", "the kitchen table", "table"),
    "vaisselle": ("la vaisselle", "the washing-up", "vaisselle"),
    "table": ("la table", "the table", "table"),
    "lit": ("{p} lit", "{o} bed", "lit"),
    "plantes": ("les plantes", "the plants", "plante"),
    "chat": ("le chat", "the cat", "chat"),
    "linge": ("le linge", "the washing", "linge"),
    "manteau": ("{p} manteau", "{o} coat", "manteau"),
    "chaussures": ("{P} chaussures", "{o} shoes", "chaussure"),
    "jouets": ("{P} jouets", "{o} toys", "jouet"),
    "téléphone": ("{p} téléphone", "{o} phone", "téléphone"),
    "lave-vaisselle": ("le lave-vaisselle", "the dishwasher", "lave-vaisselle"),
    "adresse": ("{p} adresse", "{o} address", "adresse"),
}

# the jobs: (French verb, English with {} for the thing, the things, "m": said with
# me / nous before the verb, "-": said in the negative too, "n": to nous too)
CHORES = (
    ("sortir", "take {} out", "poubelle poubelles chien", "n"),
    ("baisser", "turn {} down", "musique son radio télé chauffage télé_son radio_son",
     "n"),
    ("monter", "turn {} up", "musique son radio télé chauffage télé_son radio_son",
     "-n"),
    ("allumer", "switch on {}", "lumière lampe four chauffage télé radio "
     "cuisine_lumière salon_lumière ordinateur", "-n"),
    ("éteindre", "switch off {}", "lumière lampe four chauffage télé radio "
     "cuisine_lumière salon_lumière ordinateur téléphone", "n"),
    ("fermer", "close {}", "garage_porte salle_porte cuisine_fenêtre chambre_fenêtre", "-n"),
    ("ouvrir", "open {}", "garage_porte cuisine_fenêtre chambre_fenêtre", "-n"),
    ("faire", "do {}", "vaisselle", "n"),
    ("faire", "make {}", "lit", ""),
    ("mettre", "lay {}", "table", "n"),
    ("débarrasser", "clear {}", "table cuisine_table", "n"),
    ("vider", "empty {}", "poubelle lave-vaisselle", "n"),
    ("arroser", "water {}", "plantes", "-n"),
    ("nourrir", "feed {}", "chat chien", "-n"),
    ("promener", "walk {}", "chien", "n"),
    ("étendre", "hang {} out", "linge", "n"),
    ("rentrer", "bring {} in", "linge", "n"),
    ("accrocher", "hang {} up", "manteau", ""),
    ("enlever", "take {} off", "chaussures manteau", ""),
    ("ramasser", "pick {} up", "jouets", ""),
    ("ranger", "put {} away", "jouets chaussures", ""),
    ("charger", "charge {}", "téléphone ordinateur", ""),
    ("répéter", "repeat {}", "chambre_numéro téléphone_numéro bus_numéro adresse", ""),
    ("donner", "give me {}", "voiture_clé maison_clés chambre_numéro "
     "téléphone_numéro train_billets adresse", "m"),
    ("passer", "pass me {}", "voiture_clé maison_clés", "m"),
    ("chercher", "look for {}", "voiture_clé maison_clés train_billets", "n"),
    ("oublier", "forget {}", "voiture_clé maison_clés train_billets téléphone", "-n"),
)  # fmt: skip
_NEVER_TOLD = frozenset({"oublier"})  # (said in the negative only)
# how it is said: "order", "ask" (with a form of _ASK), "remind", "will"
_ASK = (
    ("Tu pourrais {}?", "Could you {}?", TU),
    ("Pourrais-tu {}?", "Could you {}?", TU),
    ("Est-ce que tu pourrais {}?", "Could you {}?", TU),
    ("Tu peux {}?", "Can you {}?", TU),
    ("Peux-tu {}?", "Can you {}?", TU),
    ("Pourriez-vous {}?", "Could you {}?", VOUS),
    ("Vous pourriez {}?", "Could you {}?", VOUS),
    ("Pouvez-vous {}?", "Can you {}?", VOUS),
    ("Est-ce que vous pourriez {}?", "Could you {}?", VOUS),
)
_OWN = {TU: ("ton", "ta", "tes", "your"), VOUS: ("votre", "votre", "vos", "your"),
        NOUS: ("notre", "notre", "nos", "our"), 0: ("mon", "ma", "mes", "my")}  # fmt: skip


def _thing(key: str, who: int, lang: str) -> str:
    fr, en, _ = THINGS[key]
    own = _OWN[who]
    if lang == "en":
        return en.replace("{o}", own[3])
    return fr.replace("{p}", own[0]).replace("{f}", own[1]).replace("{P}", own[2])


def _infinitive(i: int, key: str, who: int, lang: str) -> str:
    """sortir la poubelle / take the bin out; me donner ... / give me ..."""
    verb, en, _, signs = CHORES[i]
    if lang == "en":
        return en.format(_thing(key, who, lang))
    head = _elide("me", verb) if "m" in signs else verb
    return f"{head} {_thing(key, who, lang)}"


@builder("house_job")
def _chore(pr, lang, how, i, thing, who=TU, neg=False, form=0, please=False, end="."):
    fr = lang == "fr"
    if how == "ask":
        f_text, e_text, who = _ASK[form]
        inf = _infinitive(i, thing, who, lang)
        if please:
            inf += (
                (", s'il te plaît" if who == TU else ", s'il vous plaît")
                if fr
                else (", please")
            )
        return (f_text if fr else e_text).format(inf)
    if how == "remind":  # N'oublie pas de sortir la poubelle.
        inf = _infinitive(i, thing, who, lang)
        if fr:
            head = _form(pr, "oublier", who)
            return _cap(f"{_elide('ne', head)} pas {_elide('de', inf)}") + end
        lead = "let's not" if who == NOUS else "don't"
        return _cap(f"{lead} forget to {inf}") + end
    if how == "will":  # Je vais sortir la poubelle. / I am going to take the bin out.
        inf = _infinitive(i, thing, 0, lang)
        return (f"Je vais {inf}" if fr else f"I am going to {inf}") + end
    verb, en, _, signs = CHORES[i]
    if fr:
        head = _form(pr, verb, who)
        obj = _thing(thing, who, lang)
        if "m" in signs:  # donne-moi la clé, ne me donne pas la clé
            text = f"{head}-moi {obj}"
            if neg:
                text = f"ne {_elide('me', head)} pas {obj}"
        else:
            text = f"{_elide('ne', head)} pas {obj}" if neg else f"{head} {obj}"
        return _cap(text) + _ending("fr", who, please, end)
    lead = (
        ("let's not " if neg else "let's ") if who == NOUS else "don't " if neg else ""
    )
    return _cap(lead + _infinitive(i, thing, who, lang)) + _ending(
        "en", who, please, end
    )


@register("house_job", 0.06)
def house_job(rng: random.Random, sampler):
    """*Sors la poubelle, s'il te plaît.* / *Take the bin out, please.*, *Tu pourrais
    baisser la musique ?* / *Could you turn the music down?* (see the module)."""
    i = rng.randrange(len(CHORES))
    verb, _, things, signs = CHORES[i]
    thing = rng.choice(things.split())
    lemmas = lemmas_of(verbs=(verb,))
    lemmas["noun"].add(THINGS[thing][2])
    x = rng.random()
    args = {"i": i, "thing": thing}
    if x < 0.45 or verb in _NEVER_TOLD:
        who = rng.choice((TU, TU, VOUS, VOUS) + ((NOUS,) if "n" in signs else ()))
        neg = verb in _NEVER_TOLD or ("-" in signs and rng.random() < 0.25)
        args.update(how="order", who=who, neg=neg, end=rng.choice("!.."))
        args["please"] = not neg and who != NOUS and rng.random() < 0.3
    elif x < 0.85:
        form = rng.randrange(len(_ASK))
        args.update(how="ask", form=form, please=rng.random() < 0.25)
        lemmas["verb"].add("pouvoir")
    elif x < 0.95:
        args.update(how="remind", who=rng.choice((TU, TU, VOUS)), end=rng.choice("!."))
        lemmas["verb"].add("oublier")
    elif "m" not in signs:
        args.update(how="will", end=".")
        lemmas["verb"].add("aller")
    else:  # (not "je vais me donner")
        args.update(how="ask", form=rng.randrange(len(_ASK)))
        lemmas["verb"].add("pouvoir")
    return Construction("house_job", args, lemmas)
