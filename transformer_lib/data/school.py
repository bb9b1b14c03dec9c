"""A kind of sentence of version 3: marks at school, ``marks``.

*Marie a eu une bonne note en anglais.* / *Marie got a good mark in English.*, *J'ai eu
une mauvaise note en maths.* / *I got a bad mark in maths.*, *Tu auras de bonnes notes.*
/ *You will get good marks.*, *Il a toujours de bonnes notes.* / *He always gets good
marks.* (British *mark*; the subjects of :data:`.describe.SUBJECTS`).
"""

from __future__ import annotations

import random

from .daily import clause
from .describe import SUBJECTS
from .kind_parts import Construction, builder, draw_name, everyday_pronoun, lemmas_of
from .kinds_v3 import register

__all__ = ["marks"]


@builder("marks")
def _marks(pr, lang, subj, good: bool, plural: bool, subject, tense: str):
    """``tense`` "pc" (got), "f" (will get) or "always" (*a toujours* / *always gets*)."""
    fr = lang == "fr"
    if fr:
        if plural:
            what = "de bonnes notes" if good else "de mauvaises notes"
        else:
            what = "une bonne note" if good else "une mauvaise note"
        if subject is not None:
            what += " en " + SUBJECTS[subject][0]
        if tense == "always":
            vp = pr.VP(pr.V("avoir"), pr.Adv("toujours"), pr.Q(what))
            return clause(pr, lang, subj, vp, "p") + "."
        return clause(pr, lang, subj, pr.VP(pr.V("avoir"), pr.Q(what)), tense) + "."
    what = ("good" if good else "bad") + (" marks" if plural else " mark")
    what = what if plural else "a " + what
    if subject is not None:
        what += " in " + SUBJECTS[subject][2]
    if tense == "always":
        vp = pr.VP(pr.Adv("always"), pr.V("get"), pr.Q(what))
        return clause(pr, lang, subj, vp, "p") + "."
    return clause(pr, lang, subj, pr.VP(pr.V("get"), pr.Q(what)), tense) + "."


@register("marks", 0.03)
def marks(rng: random.Random, sampler):
    x = rng.random()
    subj = draw_name(rng) if x < 0.4 else everyday_pronoun(rng)
    tense = rng.choice(("pc", "pc", "pc", "f", "always"))
    plural = tense == "always" or rng.random() < 0.25
    subject = rng.randrange(len(SUBJECTS)) if rng.random() < 0.7 else None
    args = {"subj": subj, "good": rng.random() < 0.65, "plural": plural}
    args.update(subject=subject, tense=tense)
    return Construction("marks", args, lemmas_of(subj, verbs=("avoir",)))
