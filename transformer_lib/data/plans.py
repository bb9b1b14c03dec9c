"""A kind of sentence of version 3: plans, advice and whose thing it is, ``plans``.

- plans in the future, with a time first: *L'année prochaine, j'apprendrai l'espagnol.*
  / *Next year, I will learn Spanish.*, *Cet été, vous verrez la mer.* / *This summer, you
  will see the sea.*; asked: *Quand est-ce que tu reviendras?*, *Quand reviendras-tu?* /
  *When will you come back?*; *Je t'enverrai une carte postale.* / *I will send you a
  postcard.*;
- *À ta place, je prendrais le train.* / *If I were you, I would take the train.* (*à
  votre place*), with a means of transport or the verb phrase of a clause of the
  common grammar whose possessives are *mon* / *my*;
- *C'est dommage de partir.* / *It is a shame to leave.*, *Ce serait dommage de vendre
  la maison.* / *It would be a pity to sell the house.* (the Englishes of
  :mod:`.talk`'s *c'est dommage* and :mod:`.polite`'s *ce serait dommage*);
- whose it is: *Ce livre est celui de Paul.* / *This book is Paul's.*, *Ces chaussures
  sont celles de ma sœur.* / *These shoes are my sister's.*; which one: *Je préfère
  celui-ci.* / *I prefer this one.*, *Je voudrais celle-là.* / *I would like that one.*
"""

from __future__ import annotations

import random

from .kind_parts import (
    Construction,
    builder,
    draw_name,
    everyday_pronoun,
    lemmas_of,
    lower_first,
    subject_tree,
)
from .kinds_v3 import register
from .names import CITIES
from .necessity import _infinitive_what
from .polite import _clause_vp, _infinitive, _lemmas
from .structures import NounPhrase, Pronoun, Sentence
from .talk import LANGUAGES

__all__ = ["WHEN", "PLANS", "TRANSPORT", "plans"]

# a time before a plan: (French, English)
WHEN = (
    ("l'année prochaine", "next year"),
    ("la semaine prochaine", "next week"),
    ("demain", "tomorrow"),
    ("un jour", "one day"),
    ("cet été", "this summer"),
    ("bientôt", "soon"),
)
# plans: (French verb, French rest, English verb, English rest); {lang}, {city}
PLANS = (
    ("apprendre", "{lang}", "learn", "{lang}"),
    ("voir", "la mer", "see", "the sea"),
    ("voir", "la tour Eiffel", "see", "the Eiffel Tower"),
    ("revenir", "", "come", "back"),
    ("visiter", "{city}", "visit", "{city}"),
    ("partir", "en vacances", "go", "on holiday"),
    ("acheter", "une voiture", "buy", "a car"),
    ("écrire", "un livre", "write", "a book"),
    ("envoyer", "{you} une carte postale", "send", "{you} a postcard"),
)
# c'est dommage de ...: (French, English)
PITY = (
    ("partir si tôt", "leave so early"),
    ("rester à la maison", "stay at home"),
    ("vendre la maison", "sell the house"),
    ("rater le concert", "miss the concert"),
    ("perdre le match", "lose the match"),
    ("jeter ce pain", "throw away this bread"),
    ("oublier ça", "forget that"),
    ("partir sans dire au revoir", "leave without saying goodbye"),
    ("ne pas venir", "not come"),
    ("ne pas essayer", "not try"),
)
# je prendrais ...: (French, English)
TRANSPORT = (
    ("le train", "the train"),
    ("le bus", "the bus"),
    ("un taxi", "a taxi"),
    ("le métro", "the metro"),
    ("l'avion", "the plane"),
    ("le vélo", "the bike"),
)
# demonstratives: (French masculine and feminine, singular and plural; English)
_THIS = {("m", "s"): "ce", ("f", "s"): "cette", ("m", "p"): "ces", ("f", "p"): "ces"}
_ONE = {
    ("m", "s"): "celui",
    ("f", "s"): "celle",
    ("m", "p"): "ceux",
    ("f", "p"): "celles",
}
_PICK = (("préférer", "prefer"), ("vouloir", "would like"), ("prendre", "take"))


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _de(word: str) -> str:
    return ("d'" if word[0] in "aeéèêiouyhAEÉIOU" else "de ") + word


def _fill(text: str, a: dict, lang: str, subj) -> str:
    if "{lang}" in text:
        f, e = LANGUAGES[a["language"]]
        text = text.replace("{lang}", ("l'" if f[0] in "aeiouéè" else "le ") + f
                            if lang == "fr" else e)  # fmt: skip
    if "{city}" in text:
        text = text.replace("{city}", CITIES[a["city"]][0 if lang == "fr" else 1])
    if "{you}" in text:
        text = text.replace("{you}", "" if lang == "fr" else "you")
    return " ".join(text.split())


@builder("plans")
def _plans(pr, lang, what, **a):
    fr = lang == "fr"
    end = a.get("end", ".")
    if what == "plan":
        subj = a["subj"]
        f_v, f_r, e_v, e_r = PLANS[a["plan"]]
        if fr:
            vp = pr.VP(
                pr.V(f_v),
                *([pr.Q(_fill(f_r, a, lang, subj))] if f_r.strip("{you} ") else []),
            )
            if "{you}" in f_r:  # je t'enverrai, je vous enverrai
                pro = "vous" if a["plural_you"] else "te"
                form = pr.V(f_v).t("f").pe(_pe(subj)).n(_n(subj)).realize().strip()
                head = subject_tree(pr, subj, lang).realize().strip()
                obj = f"t'{form}" if pro == "te" else f"{pro} {form}"
                text = f"{head} {obj} {_fill(f_r, a, lang, subj)}"
            else:
                text = (
                    pr.S(subject_tree(pr, subj, lang), vp).t("f").realize().strip()[:-1]
                )
        else:
            vp = pr.VP(pr.V(e_v), pr.Q(_fill(e_r, a, lang, subj)))
            text = pr.S(subject_tree(pr, subj, lang), vp).t("f").realize().strip()[:-1]
        if a["asked"]:  # quand est-ce que tu reviendras? / quand reviendras-tu?
            if fr:
                if a["inverted"]:
                    form = pr.V(f_v).t("f").pe(_pe(subj)).n(_n(subj)).realize().strip()
                    pro = "tu" if _n(subj) == "s" else "vous"
                    rest = _fill(f_r, a, lang, subj)
                    return f"Quand {form}-{pro}{' ' + rest if rest else ''}?"
                return f"Quand est-ce que {lower_first(text)}?"
            rest = _fill(e_r, a, lang, subj)
            return f"When will you {e_v}{' ' + rest if rest else ''}?"
        when = WHEN[a["when"]][0 if fr else 1] if a["when"] is not None else None
        if when is None:
            return _cap(text) + end
        return _cap(when) + ", " + lower_first(text) + end
    if what == "in_place":
        head = (
            ("à votre place" if a["vous"] else "à ta place") if fr else "if I were you"
        )
        if a["transport"] is not None:
            f_t, e_t = TRANSPORT[a["transport"]]
            rest = f"je prendrais {f_t}" if fr else f"I would take {e_t}"
        else:
            from .realiser import _Realiser

            c = a["clause"]
            text = _Realiser(lang).sentence(pr, Sentence([c])).strip()[:-1]
            rest = lower_first(text)
        return _cap(head) + ", " + rest + end
    if what == "pity":
        if a["what_"][0] == "pity":
            inf = PITY[a["what_"][1]][0 if fr else 1]
        else:
            inf = _infinitive(pr, lang, Pronoun(2, "m"), a["what_"])
        if fr:
            return (
                ("Ce serait dommage " if a["would"] else "C'est dommage ")
                + _de(inf)
                + end
            )
        to = f"not to {inf[4:]}" if inf.startswith("not ") else f"to {inf}"
        return ("It would be a pity " if a["would"] else "It is a shame ") + to + end
    if what == "whose":
        np = a["np"]
        gn = (np.gender, np.number)
        if fr:
            noun = pr.N(np.noun.fr).g(np.gender).n(np.number).realize().strip()
            be = "est" if np.number == "s" else "sont"
            owner = subject_tree(pr, a["owner"], lang).realize().strip()
            return f"{_cap(_THIS[gn])} {noun} {be} {_ONE[gn]} {_de(owner)}{end}"
        noun = pr.N(np.noun.en).n(np.number).realize().strip()
        this = "this" if np.number == "s" else "these"
        be = "is" if np.number == "s" else "are"
        owner = subject_tree(pr, a["owner"], lang).realize().strip()
        return f"{_cap(this)} {noun} {be} {owner}'s{end}"
    # what == "pick": je préfère celui-ci
    gn = (a["gender"], a["number"])
    near = a["near"]
    if fr:
        verb = _PICK[a["pick"]][0]
        form = {"préférer": "préfère", "vouloir": "voudrais", "prendre": "prends"}[verb]
        return f"Je {form} {_ONE[gn]}-{'ci' if near else 'là'}{end}"
    en = _PICK[a["pick"]][1]
    if en == "take":
        en = "will take"  # (je prends celui-ci in a shop)
    if a["number"] == "s":
        one = "this one" if near else "that one"
    else:
        one = "these" if near else "those"
    return f"I {en} {one}{end}"


def _pe(x) -> int:
    from .kind_parts import person_number

    return person_number(x)[0]


def _n(x) -> str:
    from .kind_parts import person_number

    return person_number(x)[1]


@register("plans", 0.1)
def plans(rng: random.Random, sampler):
    """Plans, advice and whose thing it is (see the module)."""
    x = rng.random()
    end = rng.choice("..!")
    if x < 0.35:
        i = rng.randrange(len(PLANS))
        asked = rng.random() < 0.25
        subj = (
            Pronoun(rng.choice((1, 5)), rng.choice("mf"))
            if asked
            else everyday_pronoun(rng)
        )
        if (
            "{you}" in PLANS[i][1]
            and isinstance(subj, Pronoun)
            and subj.index in (1, 5)
        ):
            subj = Pronoun(
                rng.choice((0, 2, 3)), rng.choice("mf")
            )  # (not "tu t'enverras")
            subj = Pronoun(
                subj.index,
                "m" if subj.index == 2 else "f" if subj.index == 3 else subj.gender,
            )
            asked = False
        args = {"subj": subj, "plan": i, "asked": asked, "inverted": rng.random() < 0.5}
        args.update(
            language=rng.randrange(len(LANGUAGES)), city=rng.randrange(len(CITIES))
        )
        args.update(plural_you=rng.random() < 0.4, end=end)
        args["when"] = rng.randrange(len(WHEN)) if rng.random() < 0.6 else None
        return Construction(
            "plans", {"what": "plan", **args}, lemmas_of(verbs=(PLANS[i][0],))
        )
    if x < 0.55:
        args = {
            "vous": rng.random() < 0.4,
            "transport": None,
            "clause": None,
            "end": ".",
        }
        lemmas = lemmas_of(verbs=("prendre",))
        if rng.random() < 0.4:
            args["transport"] = rng.randrange(len(TRANSPORT))
        else:
            from .grammar_v3 import _noun_phrases

            c = _clause_vp(rng, sampler)
            if c is None:
                args["transport"] = 0
            else:
                c.subj, c.tense = Pronoun(0, rng.choice("mf")), "c"
                c.place = c.comp = None
                for np in _noun_phrases(c):
                    if np.det[0] in ("poss", "poss3"):
                        np.det = ("poss", 0)  # (mon / my: the speaker's)
                args["clause"] = c
                lemmas = _lemmas(("clause", c))
        return Construction("plans", {"what": "in_place", **args}, lemmas)
    if x < 0.7:
        what = ("pity", rng.randrange(len(PITY)))
        lemmas = lemmas_of(verbs=("être",))
        if rng.random() < 0.3:
            what = _infinitive_what(rng, sampler)
            if what[0] == "help":
                what = ("pity", rng.randrange(len(PITY)))
            else:
                lemmas = _lemmas(what)
                lemmas["verb"].add("être")
        args = {"what_": what, "would": rng.random() < 0.5, "end": rng.choice(".!")}
        return Construction("plans", {"what": "pity", **args}, lemmas)
    if x < 0.88:
        from .lexicon_more2 import PAIRS

        for _ in range(20):  # (not a noun said in the plural only, nor a mass noun)
            np = sampler.noun_phrase(frozenset({"object", "clothes", "vehicle"}), "obj")
            n = np.noun
            if n.en not in PAIRS and not {"mass", "plural"} & n.tags:
                break
        np.pp = np.pre = np.post = None
        if rng.random() < 0.6:
            owner = draw_name(rng)
        else:
            kin = [n for n in sampler.lex.NOUNS if n.fr in _KIN]
            noun = rng.choice(kin)
            g = rng.choice("mf") if noun.gender == "mf" else noun.gender
            owner = NounPhrase(noun, g, "s", ("poss", rng.choice((0, 1, 3, 4))))
        np.det = ("dem",)
        args = {"np": np, "owner": owner, "end": end}
        return Construction(
            "plans", {"what": "whose", **args}, lemmas_of(np, owner, verbs=("être",))
        )
    args = {
        "pick": rng.randrange(len(_PICK)),
        "gender": rng.choice("mf"),
        "number": rng.choice("ssp"),
    }
    args.update(near=rng.random() < 0.6, end=end)
    return Construction(
        "plans", {"what": "pick", **args}, lemmas_of(verbs=(_PICK[args["pick"]][0],))
    )


_KIN = frozenset("frère soeur père mère ami voisin cousin".split())
