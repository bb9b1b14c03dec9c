"""The kind ``adverb`` of corpus version 3: *aussi*, *déjà* and *encore* in a clause.

French puts these adverbs after the conjugated verb (*Il a déjà mangé.*); English puts
them where each belongs, and *déjà* and *pas encore* call for the present perfect that
British English uses with *already* and *yet*:

- ``also``: *Il mange aussi une pomme.* / *He also eats an apple.*, *He will also eat
  an apple.*, *She is also happy.*
- ``already`` (passé composé): *Il a déjà mangé.* / *He has already eaten.*
- ``yet`` (negated passé composé): *Il n'a pas encore mangé.* / *He has not eaten yet.*
- ``again`` (passé composé): *Il a encore perdu son chat.* / *He lost his cat again.*
- ``still`` (present, an activity or *être*, no modal verb): *Le bébé dort encore.* /
  *The baby is still sleeping.*, *Il est encore malade.* / *He is still sick.*

None of them is negated otherwise (*il ne mange pas aussi* means *either*), and the
clause has no time adverb (*déjà ... hier*).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field, replace

from .kinds_v3 import register
from .linking import _R, _lemmas_of, _short
from .structures import Clause

__all__ = ["Adverb"]

# how -> (French adverb, English adverb, tenses, negated)
_ADVERBS = {
    "also": ("aussi", "also", ("p", "pc", "f"), False),
    "already": ("déjà", "already", ("pc",), False),
    "yet": ("encore", "yet", ("pc",), True),
    "again": ("encore", "again", ("pc",), False),
    "still": ("encore", "still", ("p",), False),
}
# What one can still be doing (not "he is still having a cat")
_ACTIVITIES = frozenset(
    "dormir courir marcher nager danser chanter rire pleurer travailler jouer attendre"
    " manger boire lire écrire regarder chercher préparer nettoyer peindre construire"
    " réparer dessiner être".split()
)
_BE = re.compile(r"\b(am|is|are)\b")
# The auxiliary of a passé composé, and its negation: pyrealb writes "il a ri déjà sur
# le bureau" (it moves the adverb before the participle only before a noun phrase)
_AUX = re.compile(r"\b(ai|as|a|avons|avez|ont|suis|es|est|sommes|êtes|sont)\b( pas)?")
# Verbs that do not say what happened (not "he has already known the sailor")
_STATES = frozenset("être avoir connaître aimer adorer".split())


@dataclass
class Adverb:
    """``clause`` with the adverb ``_ADVERBS[how]``."""

    how: str
    clause: Clause
    lemmas: dict = field(default_factory=dict)

    def realise_in(self, pr, lang: str) -> str:
        fr_word, en_word, _, _ = _ADVERBS[self.how]
        c = self.clause
        copula = c.verb.fr == "être"
        if lang == "fr":
            s = _R(lang).clause(pr, c)
            if c.tense == "pc":  # after the auxiliary (and its "pas")
                return _AUX.sub(rf"\g<0> {fr_word}", s.realize().strip(), 1)
            _vp(s).add(pr.Adv(fr_word), 1)  # after the verb
            return s.realize().strip()
        if self.how in ("already", "yet"):  # the present perfect
            s = _R(lang).clause(pr, replace(c, tense="p"))
            s = s.typ({"perf": True, "neg": c.neg})
            if self.how == "already":
                _vp(s).add(pr.Adv(en_word), 1)
            else:
                s.add(pr.Adv(en_word))
            return s.realize().strip()
        s = _R(lang).clause(pr, c)
        if self.how == "again":
            return s.add(pr.Adv(en_word)).realize().strip()
        if self.how == "still" and not copula:
            return _BE.sub(r"\1 still", s.typ({"prog": True}).realize().strip(), 1)
        if c.tense == "f":  # he will also eat (pyrealb: "he also will eat")
            return s.realize().strip().replace(" will ", f" will {en_word} ", 1)
        _vp(s).add(pr.Adv(en_word), 1 if copula else 0)  # she is also / he also eats
        return s.realize().strip()


def _vp(s):
    return next(e for e in s.elements if e.isA("VP"))


@register("adverb", 0.15)
def _adverb(rng: random.Random, sampler) -> Adverb:
    how = rng.choice(sorted(_ADVERBS))
    _, _, tenses, neg = _ADVERBS[how]
    tense = rng.choice(tenses)
    c = _short(rng, sampler.clause(tense), place=0.2)
    while (
        (how == "still" and c.verb.fr not in _ACTIVITIES)
        or (how in ("already", "yet", "again") and c.verb.fr in _STATES)
        # (Vous allez encore être ... says "again", never "going still to be")
        or (how == "still" and c.modal is not None)
    ):
        c = _short(rng, sampler.clause(tense), place=0.2)
    c.neg = neg
    if how == "still" and c.verb.fr != "être":
        c.place = None
    return Adverb(how, c, _lemmas_of(c))
