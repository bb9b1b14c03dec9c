"""Wishes of more than one part, drawn by :func:`.formulas.wish` (a share of its rows).

- two wishes joined by *et* (or a comma): *Bonne nuit et fais de beaux rêves!* / *Good
  night and sweet dreams!*, *Joyeux Noël et bonne année!* / *Merry Christmas and a happy
  New Year!*, *Bonne année et meilleurs vœux!* / *Happy New Year and best wishes!*;
- a wish sent on to someone with *à*: *Meilleurs vœux à ta famille!* / *Best wishes to
  your family!*, *Bon anniversaire à ta sœur!* / *Happy birthday to your sister!*,
  *Bonne chance à Paul.* / *Good luck to Paul.*;
- *meilleurs vœux pour* ...: *Meilleurs vœux pour la nouvelle année!* / *Best wishes for
  the New Year!*;
- *je te souhaite* ...: *Je vous souhaite une bonne année à tous!* / *I wish you all a
  happy New Year!*, *Nous te souhaitons un joyeux anniversaire.* / *We wish you a happy
  birthday.*

English writes *New Year* with capitals, as :mod:`.formulas` does; *tu* and *vous* are
never mixed in one sentence (*fais* goes with *ta famille*, *faites* with *votre*).
"""

from __future__ import annotations

from .kind_parts import Construction, Name, builder, draw_name, lemmas_of

__all__ = ["FIRST", "SECOND", "SENT_TO", "draw_wish_and"]

# the first wish: French, English, its key (which second wishes may follow), sent on?
FIRST = (
    ("bonne nuit", "good night", "night", False),
    ("bonne année", "happy New Year", "year", True),
    ("joyeux Noël", "merry Christmas", "xmas", True),
    ("bon anniversaire", "happy birthday", "bday", True),
    ("joyeux anniversaire", "happy birthday", "bday", True),
    ("bonnes vacances", "have a good holiday", "trip", False),
    ("bon voyage", "have a good trip", "trip", False),
    ("bonne chance", "good luck", "luck", True),
    ("bon courage", "good luck", "luck", True),
    ("félicitations", "congratulations", "luck", True),
    ("meilleurs vœux", "best wishes", "wishes", True),
)
# the second wish: French (tu), French (vous), English, the first wishes it follows,
# sent on (à ta famille) after it?
SECOND = (
    ("fais de beaux rêves", "faites de beaux rêves", "sweet dreams", "night", False),
    ("dors bien", "dormez bien", "sleep well", "night", False),
    ("à demain", "à demain", "see you tomorrow", "night", False),
    ("meilleurs vœux", "meilleurs vœux", "best wishes", "year xmas bday", True),
    ("bonne santé", "bonne santé", "good health", "year", False),
    ("bonne année", "bonne année", "a happy New Year", "xmas", True),
    ("à bientôt", "à bientôt", "see you soon", "trip luck", False),
    ("amuse-toi bien", "amusez-vous bien", "have fun", "trip bday", False),
    ("repose-toi bien", "reposez-vous bien", "have a good rest", "trip night", False),
)
# whom a wish is sent on to: French, English, said to tu, to vous (or both)
SENT_TO = (
    ("à ta famille", "to your family", "tu"),
    ("à votre famille", "to your family", "vous"),
    ("à toute la famille", "to the whole family", ""),
    ("à tes parents", "to your parents", "tu"),
    ("à vos parents", "to your parents", "vous"),
    ("à ta mère", "to your mother", "tu"),
    ("à ton père", "to your father", "tu"),
    ("à ta sœur", "to your sister", "tu"),
    ("à ton frère", "to your brother", "tu"),
    ("à tes enfants", "to your children", "tu"),
    ("à vos enfants", "to your children", "vous"),
    ("à ta femme", "to your wife", "tu"),
    ("à votre mari", "to your husband", "vous"),
    ("à tout le monde", "to everyone", ""),
    ("à toute l'équipe", "to the whole team", ""),
    ("à mamie", "to Grandma", ""),
    ("à vous deux", "to you both", "vous"),
)
# meilleurs vœux pour ...: French (tu), French (vous), English
WISHES_FOR = (
    ("la nouvelle année", "la nouvelle année", "the New Year"),
    ("ton anniversaire", "votre anniversaire", "your birthday"),
    ("ton mariage", "votre mariage", "your wedding"),
    ("ta retraite", "votre retraite", "your retirement"),
    ("ta nouvelle maison", "votre nouvelle maison", "your new home"),
    ("l'avenir", "l'avenir", "the future"),
)
# je te souhaite ...: French, English
WISHED = (
    ("une bonne année", "a happy New Year"),
    ("un joyeux Noël", "a merry Christmas"),
    ("un bon anniversaire", "a happy birthday"),
    ("un joyeux anniversaire", "a happy birthday"),
    ("de bonnes vacances", "a good holiday"),
    ("un bon voyage", "a good trip"),
    ("une bonne nuit", "a good night"),
    ("une bonne journée", "a nice day"),
    ("un bon week-end", "a nice weekend"),
    ("bonne chance", "good luck"),
    ("beaucoup de bonheur", "lots of happiness"),
)
_WISHERS = (("je", "I"), ("nous", "we"))


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _to(to, lang: str) -> str:
    if isinstance(to, Name):
        return ("à " if lang == "fr" else "to ") + to.name
    return SENT_TO[to][lang != "fr"]


@builder("wish_and")
def _wish_and(pr, lang, first, second, comma: bool, to, tu: bool, mark: str):
    """``first``: an index of FIRST, or ("for", i) (*meilleurs vœux pour* WISHES_FOR[i])
    or ("wish", who, i) (*je te souhaite* WISHED[i]; ``who`` 0: je, 1: nous);
    ``second``: None or an index of SECOND; ``to``: None, a Name, an index of SENT_TO,
    or "all" (*à tous*, after *je vous souhaite* only)."""
    fr = lang == "fr"
    if isinstance(first, tuple) and first[0] == "for":
        words = WISHES_FOR[first[1]]
        if fr:
            text = "meilleurs vœux pour " + words[0 if tu else 1]
        else:
            text = "best wishes for " + words[2]
    elif isinstance(first, tuple):  # je te souhaite ...
        _, who, i = first
        if fr:
            pro = "je" if who == 0 else "nous"
            obj = "te" if tu else "vous"
            verb = "souhaite" if who == 0 else "souhaitons"
            text = f"{pro} {obj} {verb} {WISHED[i][0]}"
            text += " à tous" if to == "all" else ""
        else:
            you = "you all" if to == "all" else "you"
            text = f"{_WISHERS[who][1]} wish {you} {WISHED[i][1]}"
        return _cap(text) + mark
    else:
        text = FIRST[first][not fr]
    if second is not None:
        fr_tu, fr_vous, en, _, _ = SECOND[second]
        glue = ", " if comma else (" et " if fr else " and ")
        text += glue + ((fr_tu if tu else fr_vous) if fr else en)
    if to is not None:
        text += " " + _to(to, lang)
    return _cap(text) + mark


def draw_wish_and(rng, mark: str) -> Construction:
    """A wish of two parts, sent on, *meilleurs vœux pour* or *je te souhaite*."""
    tu = rng.random() < 0.6
    args = {"second": None, "comma": False, "to": None, "tu": tu, "mark": mark}
    x = rng.random()
    if x < 0.15:
        args["first"] = ("for", rng.randrange(len(WISHES_FOR)))
        return Construction("wish_and", args)
    if x < 0.35:
        i = rng.randrange(len(WISHED))
        args["first"] = ("wish", rng.randrange(2), i)
        if not tu and rng.random() < 0.3:
            args["to"] = "all"
        return Construction("wish_and", args, lemmas_of(verbs=("souhaiter",)))
    first = rng.randrange(len(FIRST))
    args["first"] = first
    sent = FIRST[first][3]
    seconds = [i for i, s in enumerate(SECOND) if FIRST[first][2] in s[3].split()]
    if seconds and (rng.random() < 0.75 or not sent):
        args["second"] = rng.choice(seconds)
        args["comma"] = rng.random() < 0.2
        sent = SECOND[args["second"]][4]
    if sent and (args["second"] is None or rng.random() < 0.5):
        if rng.random() < 0.25:
            args["to"] = draw_name(rng)
        else:
            pool = [
                i for i, t in enumerate(SENT_TO) if t[2] in ("", "tu" if tu else "vous")
            ]
            args["to"] = rng.choice(pool)
    return Construction("wish_and", args)
