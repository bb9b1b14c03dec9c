"""A relative frame of corpus version 3, beside those of :mod:`.relative_frames`: a thing
given to someone (the kind ``given``, its relative written by hand, not by
:func:`.relatives.relative_tree`): *Les fleurs que tu m'as données sont belles.* / *The
flowers that you gave me are beautiful.*
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .kinds_v3 import register
from .names import PEOPLE
from .structures import Name as StructName

__all__ = ["Given"]

# --- A thing given to someone: les fleurs que tu m'as données sont belles -----------------

# (French, gender, English, plural only): the things one gives
_GIFTS = (
    ("fleur", "f", "flower", True),
    ("cadeau", "m", "present", False),
    ("livre", "m", "book", False),
    ("lettre", "f", "letter", False),
    ("gâteau", "m", "cake", False),
    ("photo", "f", "photo", False),
    ("chocolat", "m", "chocolate", True),
    ("pull", "m", "jumper", False),
    ("robe", "f", "dress", False),
    ("montre", "f", "watch", False),
)
# French participle stem (+ e, s, es), English past
_GIVE = {
    "donner": ("donné", "gave"),
    "offrir": ("offert", "gave"),
    "envoyer": ("envoyé", "sent"),
    "prêter": ("prêté", "lent"),
    "montrer": ("montré", "showed"),
    "acheter": ("acheté", "bought"),
}
# what each verb gives (one lends a book, not a cake; one shows a photo, not chocolates)
_GIVEN = {
    "donner": {g[0] for g in _GIFTS},
    "offrir": {g[0] for g in _GIFTS} - {"lettre"},
    "envoyer": set("fleur cadeau livre lettre gâteau photo chocolat".split()),
    "prêter": set("livre pull robe montre".split()),
    "montrer": set("cadeau livre lettre photo robe montre pull".split()),
    "acheter": set("fleur cadeau livre gâteau chocolat pull robe montre".split()),
}
# what the gifts are: (forms m s, f s, m p, f p), English, the gifts it fits
_GIFT_ADJ = {
    "beau": (("beau", "belle", "beaux", "belles"), "beautiful", None),
    "joli": (("joli", "jolie", "jolis", "jolies"), "pretty", None),
    "délicieux": (
        ("délicieux", "délicieuse", "délicieux", "délicieuses"),
        "delicious",
        ("gâteau", "chocolat"),
    ),
    "intéressant": (
        ("intéressant", "intéressante", "intéressants", "intéressantes"),
        "interesting",
        ("livre", "lettre"),
    ),
    "cher": (
        ("cher", "chère", "chers", "chères"),
        "expensive",
        ("montre", "robe", "pull"),
    ),
}
_GIFT_WHO = ("je", "tu", "il", "elle", "nous", "vous", "ils", "elles")
_GIFT_EN = ("I", "you", "he", "she", "we", "you", "they", "they")
_GIFT_AUX = ("ai", "as", "a", "a", "avons", "avez", "ont", "ont")
_TO_FR = ("me", "te", "lui", "lui", "nous", "vous", "leur", "leur")  # (lui: not drawn)
_TO_EN = ("me", "you", "him", "her", "us", "you", "them", "them")


@dataclass
class Given:
    """*Les fleurs que tu m'as données sont belles.* / *The flowers that you gave me are
    beautiful.*: ``who`` (a pronoun index or a Name) gave ``gift`` to ``to`` (a pronoun
    index), and the gift is ``adj``; the participle agrees with *que*."""

    gift: int
    plural: bool
    dem: bool
    who: object
    verb: str
    to: int
    adj: str
    past: bool
    neg: bool
    lemmas: dict = field(default_factory=dict)

    def realise_in(self, pr, lang: str) -> str:
        fr_noun, gender, en_noun, _ = _GIFTS[self.gift]
        forms, en_adj, _ = _GIFT_ADJ[self.adj]
        plural = self.plural
        if lang == "fr":
            noun = pr.N(fr_noun).n("p" if plural else "s").realize().strip()
            det = (
                (
                    "ces"
                    if plural
                    else "cet"
                    if noun[0] in "aeéiou"
                    else "ce"
                    if gender == "m"
                    else "cette"
                )
                if self.dem
                else (
                    "les"
                    if plural
                    else "l'"
                    if noun[0] in "aeéiou"
                    else "le"
                    if gender == "m"
                    else "la"
                )
            )
            head = f"{det}{noun}" if det.endswith("'") else f"{det} {noun}"
            if isinstance(self.who, int):
                who, aux = _GIFT_WHO[self.who], _GIFT_AUX[self.who]
            else:
                who, aux = self.who.name, "a"
            que = "qu'" if who[0] in "aeiouAEIOUÉ" else "que "
            to = _TO_FR[self.to]
            to = to[:-1] + "'" if to in ("me", "te") else to + " "
            stem = _GIVE[self.verb][0]
            part = stem + ("e" if gender == "f" else "") + ("s" if plural else "")
            be = (
                ("étaient" if plural else "était")
                if self.past
                else ("sont" if plural else "est")
            )
            be = (
                (f"n'{be} pas" if be[0] in "eé" else f"ne {be} pas") if self.neg else be
            )
            adj = forms[2 * plural + (gender == "f")]
            text = f"{head} {que}{who} {to}{aux} {part} {be} {adj}."
            return text[:1].upper() + text[1:]
        noun = pr.N(en_noun).n("p" if plural else "s").realize().strip()
        det = ("these" if plural else "this") if self.dem else "the"
        who = _GIFT_EN[self.who] if isinstance(self.who, int) else self.who.name
        be = ("were" if plural else "was") if self.past else ("are" if plural else "is")
        be += " not" if self.neg else ""
        text = f"{det} {noun} that {who} {_GIVE[self.verb][1]} {_TO_EN[self.to]} {be} {en_adj}."
        return text[:1].upper() + text[1:]


@register("given", 0.06)
def given_frame(rng: random.Random, sampler) -> Given:
    gift = rng.randrange(len(_GIFTS))
    fr_noun, _, _, plural = _GIFTS[gift]
    plural = plural or rng.random() < 0.25
    adjs = [
        a for a, (_, _, fits) in _GIFT_ADJ.items() if fits is None or fr_noun in fits
    ]
    adj = rng.choice(sorted(adjs))
    to = rng.choice((0, 1, 4, 5, 6))  # (not lui: him or her)
    # the giver is not the one given to (not "que tu t'as données"), nor a group with him
    if rng.random() < 0.2:
        who = StructName(*rng.choice(PEOPLE))
    else:
        clash = {0: {0, 4}, 4: {0, 4}, 1: {1, 5}, 5: {1, 5}}.get(to, set())
        who = rng.choice([i for i in range(8) if i not in clash])
    verb = rng.choice([v for v in sorted(_GIVE) if fr_noun in _GIVEN[v]])
    lemmas = {"noun": {fr_noun}, "adj": {adj}, "verb": {verb, "être"}}
    return Given(
        gift,
        plural,
        rng.random() < 0.3,
        who,
        verb,
        to,
        adj,
        rng.random() < 0.15,
        rng.random() < 0.1,
        lemmas,
    )
