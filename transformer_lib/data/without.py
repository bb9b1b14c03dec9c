"""A kind of sentence of version 3: *sans* + a noun without its article, ``without_item``.

French says *sans manteau*, *sans parapluie*, *sans gants*; English needs the article of a
countable noun (*without a coat*, *without an umbrella*), the bare plural (*without
gloves*) or *any* before a mass noun (*sans argent* / *without any money*):

- *Il est sorti sans manteau.* / *He went out without a coat.* (the passé composé of
  *sortir, partir, venir, arriver, aller à l'école* with *être* and agreement);
- *Ne sors pas sans parapluie!* / *Don't go out without an umbrella!*;
- *Vous n'avez pas froid sans écharpe?* / *Are you not cold without a scarf?* (the corpus's
  negative questions have no contraction);
- *Je ne sors jamais sans écharpe.* / *I never go out without a scarf.*
"""

from __future__ import annotations

import random

from .kind_parts import Construction, builder
from .kinds_v3 import register
from .reflexive_past import (
    Who,
    agree,
    cap,
    draw_who,
    elide,
    en_subject,
    fr_compound,
    fr_subject,
)

__all__ = ["ITEMS", "without"]

# French noun, English after "without", whether it keeps one warm
ITEMS = (
    ("manteau", "a coat", True),
    ("veste", "a jacket", True),
    ("écharpe", "a scarf", True),
    ("gants", "gloves", True),
    ("bonnet", "a hat", True),
    ("pull", "a jumper", True),
    ("chaussettes", "socks", True),
    ("chaussures", "shoes", True),
    ("chapeau", "a hat", True),
    ("parapluie", "an umbrella", False),
    ("téléphone", "a phone", False),
    ("argent", "any money", False),
    ("billet", "a ticket", False),
    ("sac", "a bag", False),
    ("lunettes", "glasses", False),
)
_NOUN = {"gants": "gant", "chaussettes": "chaussette", "chaussures": "chaussure"}
_NOUN["lunettes"] = "lunettes"
# French participle, English past, present base and third person, French present
# (je tu il elle nous vous ils elles)
MOVES = (
    ("sorti", "went out", "go out", "goes out", "sors sors sort sort sortons sortez"),
    ("parti", "left", "leave", "leaves", "pars pars part part partons partez"),
    ("venu", "came", "come", "comes", "viens viens vient vient venons venez"),
    ("arrivé", "arrived", "arrive", "arrives", "arrive arrives arrive arrive"),
    ("allé à l'école", "went to school", "go to school", "goes to school", "vais"),
)
_PLURAL_3 = {"sorti": "sortent", "parti": "partent"}


@builder("without_item")
def _without(pr, lang, who, item: int, form: str, move: int):
    """``form``: "pc" (*Il est sorti sans manteau.*), "never" (*Je ne sors jamais sans
    parapluie.*, the moves 0 and 1), "order" (*Ne sors pas sans parapluie!*, ``who``
    tu or vous) or "cold" (*Tu n'as pas froid sans gants?*)."""
    fr_item, en_item, _ = ITEMS[item]
    fr = lang == "fr"
    participle, past, base, third, present = MOVES[move]
    if not fr:
        if en_item.endswith("money") and form in ("pc", "never"):
            en_item = "any money"
        tail = f"without {en_item}"
        if form == "cold":
            return f"Are {en_subject(who)} not cold {tail}?"
        if form == "order":
            return f"Don't {base} {tail}!"
        if form == "never":
            verb = third if who.n == "s" and who.i in (2, 3) else base
            return cap(f"{en_subject(who)} never {verb} {tail}.")
        return cap(f"{en_subject(who)} {past} {tail}.")
    tail = f"sans {fr_item}"
    if form == "cold":
        verb = "n'as" if who.i == 1 else "n'avez"
        return f"{cap(fr_subject(who))} {verb} pas froid {tail}?"
    forms = present.split()
    if form == "order":
        verb = forms[1 if who.i == 1 else 5]
        return f"Ne {verb} pas {tail}!"
    if form == "never":
        verb = forms[who.i] if who.i < 6 else _PLURAL_3[participle]
        head = elide("ne", verb) + verb + " jamais"
        subject = fr_subject(who)
        text = (elide("je", head) if subject == "je" else subject + " ") + head
        return cap(f"{text} {tail}.")
    words = participle.split(" ", 1)
    words[0] += agree(who)
    return cap(fr_compound(who, " ".join(words), False, reflexive=False) + f" {tail}.")


@register("without_item", 0.04)
def without(rng: random.Random, sampler):
    """*sans* + a noun (see the module)."""
    x = rng.random()
    if x < 0.25:  # Tu n'as pas froid sans gants?
        i = rng.choice((1, 1, 5))
        who = Who(i, rng.choice("mf"), "s" if i == 1 else rng.choice("sp"))
        item = rng.choice([k for k, row in enumerate(ITEMS) if row[2]])
        args = {"who": who, "item": item, "form": "cold", "move": 0}
        verbs = {"avoir"}
    elif x < 0.45:  # Ne sors pas sans parapluie!
        i = rng.choice((1, 1, 5))
        who = Who(i, rng.choice("mf"), "s" if i == 1 else rng.choice("sp"))
        item = rng.randrange(len(ITEMS))
        args = {"who": who, "item": item, "form": "order", "move": rng.choice((0, 1))}
        verbs = {("sortir", "partir")[args["move"]]}
    elif x < 0.65:  # Je ne sors jamais sans parapluie.
        who = draw_who(rng)
        item = rng.randrange(len(ITEMS))
        args = {"who": who, "item": item, "form": "never", "move": rng.choice((0, 1))}
        verbs = {("sortir", "partir")[args["move"]]}
    else:  # Il est sorti sans manteau.
        who = draw_who(rng)
        item = rng.randrange(len(ITEMS))
        move = rng.randrange(len(MOVES))
        args = {"who": who, "item": item, "form": "pc", "move": move}
        verbs = {("sortir", "partir", "venir", "arriver", "aller")[move]}
    noun = ITEMS[args["item"]][0]
    lemmas = {"noun": {_NOUN.get(noun, noun)}, "adj": set(), "verb": verbs}
    return Construction("without_item", args, lemmas)
