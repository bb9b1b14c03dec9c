"""A kind of sentence of version 3: washing and brushing, asked and told, ``washing``.

:mod:`.body`'s ``care`` says *se laver les mains, se brosser les dents, se sécher les
cheveux* in every tense; this kind says them where a parent or a teacher does: asked in
the passé composé, the English simple past (*Tu t'es lavé les mains?* / *Est-ce que tu
t'es lavé les mains?* / *Did you wash your hands?*, *Paul s'est brossé les dents?* /
*Did Paul brush his teeth?*), told as an order with a phrase of before or after (*Lave-toi
les mains avant le dîner.* / *Wash your hands before dinner.*, *Brossez-vous les dents
après le repas!* / *Brush your teeth after the meal!*), and as a habit (*Je me brosse
les dents avant de me coucher.* / *I brush my teeth before going to bed.*).
"""

from __future__ import annotations

import random

from .body import CARE, CARE_ENDS, _care, _family
from .kind_parts import Construction, builder, draw_name, lemmas_of
from .kinds_v3 import register
from .structures import Pronoun

__all__ = ["washing"]

# the verbs of CARE a child is told to do: se laver, se brosser, se sécher
_TOLD = tuple(i for i, c in enumerate(CARE) if c[0] in ("laver", "brosser", "sécher"))
# the parts one washes or brushes before a meal or bed (not the hair)
_BEFORE_MEALS = frozenset({"main", "dent", "visage"})


@builder("washing")
def _washing(pr, lang, mark: str = "!", **care):
    """:mod:`.body`'s ``care``, an order ending with ``mark``."""
    text = _care(pr, lang, **care).strip()
    return text[:-1] + mark if care.get("imperative") else text


def _asked_subject(rng, sampler):
    x = rng.random()
    if x < 0.5:
        return Pronoun(1, rng.choice("mf"))
    if x < 0.65:
        return Pronoun(5, rng.choice("mf"))
    if x < 0.75:
        i = rng.choice((2, 3, 6, 7))
        return Pronoun(i, "f" if i in (3, 7) else "m")
    if x < 0.87:
        return draw_name(rng)
    return _family(rng, sampler)


@register("washing", 0.05)
def washing(rng: random.Random, sampler):
    """See the module."""
    verb = rng.choice(_TOLD)
    parts = CARE[verb][2]
    part = rng.randrange(len(parts))
    args = {"verb": verb, "part": part, "neg": False, "imperative": False}
    x = rng.random()
    if x < 0.45:  # Tu t'es lavé les mains?
        subj = _asked_subject(rng, sampler)
        args.update(subj=subj, tense="pc", asked=rng.choice(("?", "?", "est-ce")))
    elif x < 0.85:  # Lave-toi les mains avant le dîner.
        subj = Pronoun(rng.choice((1, 1, 5)), rng.choice("mf"))
        args.update(subj=subj, tense="p", imperative=True, mark=rng.choice("!."))
    else:  # Je me brosse les dents après le repas.
        i = rng.choice((0, 0, 1, 2, 3, 4, 6))
        subj = Pronoun(i, "f" if i == 3 else "m" if i in (2, 6) else rng.choice("mf"))
        args.update(subj=subj, tense="p")
    ends = x >= 0.85 or rng.random() < (0.65 if args["imperative"] else 0.3)
    if ends and parts[part][0] in _BEFORE_MEALS:
        args["end"] = rng.choice(CARE_ENDS)
    lemmas = lemmas_of(subj if not isinstance(subj, Pronoun) else None)
    lemmas["verb"].add(CARE[verb][0])
    lemmas["noun"].add(parts[part][0])
    return Construction("washing", args, lemmas)
