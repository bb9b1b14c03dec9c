"""A kind of sentence of version 3: nouns joined by *de* (or *à*) that English says as
one compound noun or with a preposition, ``noun_compound``.

- a thing of a place (*la bibliothèque de l'école* / *the school library*, *le tiroir de
  la cuisine* / *the kitchen drawer*, *le canapé du salon* / *the lounge sofa*), the
  place's determiner standing before the compound (*le parking de notre hôtel* / *our
  hotel car park*), as a subject, an object or in a place phrase (*Les clés sont dans le
  tiroir de la cuisine.* / *The keys are in the kitchen drawer.*);
- food from somewhere (*Les pommes de ce marché sont excellentes.* / *The apples from
  this market are excellent.*);
- a job (*Mon beau-frère est chauffeur de taxi.* / *My brother-in-law is a taxi
  driver.*);
- a pair (*J'ai besoin d'une nouvelle paire de gants.* / *I need a new pair of
  gloves.*);
- set compounds (*Il y a une boîte aux lettres au coin de la rue.* / *There is a letter
  box on the corner of the street.*, *J'ai perdu mon sac à dos.* / *I lost my
  rucksack.*).
"""

from __future__ import annotations

import random

from .colours import a_an, det_en, det_fr
from .kind_parts import Construction, builder, draw_name, everyday_pronoun, lemmas_of
from .kind_parts import subject_tree as _subject_tree
from .kinds_v3 import register

__all__ = ["PLACE_THINGS", "PLACES", "FROM", "JOBS", "PAIRS", "SET_COMPOUNDS", "say"]

from .compound_tables import (  # noqa: F401
    _CLEAN,
    _DOES,
    _FROM_OK,
    _HAVE,
    _HOURS,
    _IN,
    _JOB_VERBS,
    _KIN,
    _LIE,
    _MEND,
    _OUTSIDE,
    _OWNED,
    _SOURCES,
    _STATES,
    _TASTE,
    FROM,
    JOBS,
    PAIRS,
    PLACE_THINGS,
    PLACES,
    SET_COMPOUNDS,
)


def _subject(pr, subj, lang: str):
    if isinstance(subj, tuple):  # (French, gender, English)
        return pr.NP(pr.Q(subj[0] if lang == "fr" else subj[2])).g(subj[1]).n("s")
    return _subject_tree(pr, subj, lang)


def say(pr, lang, subj, verb: str, rest: str, tense: str) -> str:
    """*subj verb rest* in a tense (p, pc, i, f, prog) of ``lang``, without its stop."""
    fr = lang == "fr"
    t = {"pc": "pc" if fr else "ps", "prog": "p", "i": "i" if fr else "ps"}
    if verb == "look for":  # (a phrasal verb: look + for ...)
        verb, rest = "look", f"for {rest}"
    vp = pr.VP(pr.V(verb), pr.Q(rest)) if rest else pr.VP(pr.V(verb))
    s = pr.S(_subject(pr, subj, lang), vp).t(t.get(tense, tense))
    if tense == "prog" and not fr:
        s = s.typ({"prog": True})
    return s.realize().strip().rstrip(".")


def _de(fr: str) -> str:
    """*de* + a French noun phrase: *du salon, de l'école, de la cuisine, de ce marché*."""
    if fr.startswith("le "):
        return "du " + fr[3:]
    if fr.startswith("les "):
        return "des " + fr[4:]
    return ("d'" if fr[:1] in "aeiouyéèêœh" else "de ") + fr


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _place_np(a, lang) -> str:
    """The thing of a place with its determiner: *le tiroir de la cuisine* / *the kitchen
    drawer*."""
    t = PLACE_THINGS[a["thing"]]
    p_fr, p_g, p_en = PLACES[a["place"]]
    n = a["number"]
    if lang == "fr":
        return (
            det_fr(("def",), t[1] if n == "p" else t[0], t[2], n)
            + " "
            + _de(det_fr(a["det"], p_fr, p_g, "s"))
        )
    return det_en(a["det"], f"{p_en} {t[4] if n == 'p' else t[3]}", n)


def _pair(a, lang) -> str:
    p_fr, _, p_en = PAIRS[a["pair"]]
    k = a["count"]
    if lang == "fr":
        return {
            1: f"une paire de {p_fr}",
            0: f"une nouvelle paire de {p_fr}",
            2: f"deux paires de {p_fr}",
            3: f"trois paires de {p_fr}",
        }[k]
    return {
        1: "a pair of",
        0: "a new pair of",
        2: "two pairs of",
        3: "three pairs of",
    }[k] + f" {p_en}"


@builder("noun_compound")
def _noun_compound(pr, lang, what, **a) -> str:
    fr = lang == "fr"
    end = a.get("end", ".")
    if what in ("state", "does", "lies", "clean"):
        np = _place_np(a, lang)
        t = PLACE_THINGS[a["thing"]]
        plural = a["number"] == "p"
        if what == "state":
            forms, en = _STATES[a["state"]][:2]
            verb = (
                ("sont" if plural else "est")
                if fr
                else {"p": ("is", "are"), "i": ("was", "were")}[a["tense"]][plural]
            )
            if fr and a["tense"] == "i":
                verb = "étaient" if plural else "était"
            pred = forms[(t[2] == "f") + 2 * plural] if fr else en
            return _cap(f"{np} {verb} {pred}") + end
        if what == "does":
            v = _DOES[t[0]][a["verb"]]
            h_fr, h_en = _HOURS[a["hour"]]
            verb = v[plural] if fr else v[2 + plural]
            if fr:
                at = "à midi" if h_fr == "midi" else f"à {h_fr} heures"
            else:
                at = "at noon" if h_en == "noon" else f"at {h_en} o'clock"
            return _cap(f"{np} {verb} {at}") + end
        if what == "lies":  # les clés sont dans le tiroir de la cuisine
            l_fr, l_g, l_n, l_en = _LIE[a["lie"]]
            owner = a["owner"]
            p = l_n == "p"
            if fr:
                prep = _IN[t[0]][0]
                return (
                    _cap(
                        f"{det_fr(owner, l_fr, l_g, l_n)} {'sont' if p else 'est'} {prep} {np}"
                    )
                    + end
                )
            prep = _IN[t[0]][1]
            head = det_en(owner, l_en, l_n)
            if end == "?":
                return _cap(f"{'are' if p else 'is'} {head} {prep} {np}") + end
            return _cap(f"{head} {'are' if p else 'is'} {prep} {np}") + end
        verb = ("nettoyer", "clean") if a["verb"] == 0 else ("réparer", "repair")
        return say(pr, lang, a["subj"], verb[not fr], np, a["tense"]) + end
    if what == "from":  # les pommes de ce marché sont excellentes
        f_fr, f_g, f_n, f_en = FROM[a["food"]]
        s_fr, s_en = _SOURCES[a["source"]]
        forms, en = _TASTE[a["taste"]]
        p = f_n == "p"
        if fr:
            np = det_fr(("def",), f_fr, f_g, f_n) + " " + _de(s_fr)
            if a["frame"] == "like":
                return say(pr, lang, a["subj"], "adorer", np, "p") + end
            be = {"p": ("est", "sont"), "i": ("était", "étaient")}[a["tense"]][p]
            return _cap(f"{np} {be} {forms[(f_g == 'f') + 2 * p]}") + end
        np = f"the {f_en} from {s_en}"
        if a["frame"] == "like":
            return say(pr, lang, a["subj"], "love", np, "p") + end
        be = {"p": ("is", "are"), "i": ("was", "were")}[a["tense"]][p]
        return _cap(f"{np} {be} {en}") + end
    if what == "job":  # mon beau-frère est chauffeur de taxi
        j_m, j_f, j_en = JOBS[a["job"]]
        subj = a["subj"]
        v_fr, v_en, link = _JOB_VERBS[a["verb"]]
        if fr:
            female = (
                subj.gender == "f" if not isinstance(subj, tuple) else subj[1] == "f"
            )
            return (
                say(pr, lang, subj, v_fr, link + (j_f if female else j_m), a["tense"])
                + end
            )
        rest = {"be": "", "work": "as ", "want": "to become "}[v_en]
        rest += f"{a_an(j_en.lower())} {j_en}"
        return say(pr, lang, subj, v_en, rest, a["tense"]) + end
    if what == "pair":  # j'ai besoin d'une nouvelle paire de gants
        v_fr, v_en, tense = _HAVE[a["verb"]]
        np = _pair(a, lang)
        if fr:
            if v_fr == "avoir besoin de":
                return say(pr, lang, a["subj"], "avoir", "besoin " + _de(np), "p") + end
            return say(pr, lang, a["subj"], v_fr, np, tense) + end
        return say(pr, lang, a["subj"], v_en, np, tense) + end
    if what == "costs":  # cette paire de gants coûte vingt euros
        p_fr, _, p_en = PAIRS[a["pair"]]
        n_fr, n_en = a["price"]
        if fr:
            return f"Cette paire de {p_fr} coûte {n_fr} euros" + end
        return f"This pair of {p_en} costs {n_en} euros" + end
    # set compounds
    c_fr, c_pl, c_g, c_en, c_enp = SET_COMPOUNDS[a["compound"]]
    if what == "corner":  # il y a une boîte aux lettres au coin de la rue
        one_fr = f"{'une' if c_g == 'f' else 'un'} {c_fr}"
        where_fr, where_en = a["where"]
        if fr:
            return f"Il y a {one_fr} {where_fr}" + end
        if end == "?":
            return f"Is there {a_an(c_en)} {c_en} {where_en}" + end
        return f"There is {a_an(c_en)} {c_en} {where_en}" + end
    if what == "where":
        if fr:
            return f"Où est {det_fr(('def',), c_fr, c_g, 's')}?"
        return f"Where is the {c_en}?"
    v_fr, v_en, tense = _HAVE[a["verb"]]
    if v_fr == "avoir besoin de":
        np_fr = f"{'une nouvelle' if c_g == 'f' else 'un nouveau'} {c_fr}"
        if fr:
            return say(pr, lang, a["subj"], "avoir", "besoin d'" + np_fr, "p") + end
        return say(pr, lang, a["subj"], v_en, f"a new {c_en}", "p") + end
    own = a["subj"].index if not isinstance(a["subj"], tuple) else 0
    own = {0: 0, 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 6}[own]
    if fr:
        return (
            say(pr, lang, a["subj"], v_fr, det_fr(("poss", own), c_fr, c_g, "s"), tense)
            + end
        )
    return say(pr, lang, a["subj"], v_en, det_en(("poss", own), c_en, "s"), tense) + end


_CORNERS = (
    ("au coin de la rue", "on the corner of the street"),
    ("au coin", "on the corner"),
    ("près d'ici", "near here"),
    ("devant la gare", "in front of the station"),
    ("en face de l'école", "opposite the school"),
)


def _draw_subject(rng, name=0.2):
    if rng.random() < name:
        return draw_name(rng)
    return everyday_pronoun(rng)


@register("noun_compound", 0.08)
def noun_compound(rng: random.Random, sampler) -> Construction:
    """*La bibliothèque de l'école ferme à cinq heures.* / *The school library closes at
    five o'clock.*, *Mon beau-frère est chauffeur de taxi.* / *My brother-in-law is a taxi
    driver.*, *J'ai besoin d'une nouvelle paire de gants.* / *I need a new pair of
    gloves.*"""
    x = rng.random()
    verbs: tuple = ("être",)
    if x < 0.4:
        i = rng.randrange(len(PLACE_THINGS))
        t = PLACE_THINGS[i]
        a = {"thing": i, "place": rng.choice(t[5]), "number": rng.choice(t[6])}
        a["det"] = rng.choice((("def",), ("def",), ("def",), ("poss", 0), ("poss", 4)))
        if a["place"] in (8, 10, 11, 12):  # (not "my station clock")
            a["det"] = ("def",)
        y = rng.random()
        states = [k for k, s in enumerate(_STATES) if t[0] in s[2].split()]
        if t[0] in _DOES and y < 0.35:
            a.update(what="does", verb=rng.randrange(len(_DOES[t[0]])))
            a["hour"] = rng.randrange(len(_HOURS))
            verbs = ("fermer", "ouvrir")
        elif t[0] in _IN and y < 0.6:
            owner = rng.choice((("def",), ("poss", 0), ("poss", 1), ("poss", 4)))
            a.update(what="lies", lie=rng.randrange(len(_LIE)), owner=owner)
            a["end"] = "?" if rng.random() < 0.2 else "."
        elif y < 0.8 and states:
            a.update(what="state", state=rng.choice(states))
            a["tense"] = "p" if rng.random() < 0.75 else "i"
        else:
            if t[0] not in _CLEAN | _MEND:
                return noun_compound(rng, sampler)
            verb = (
                0
                if t[0] not in _MEND
                else 1
                if t[0] not in _CLEAN
                else rng.randrange(2)
            )
            a.update(what="clean", verb=verb, subj=_draw_subject(rng))
            a["tense"] = rng.choice(("p", "pc", "f"))
            verbs = ("nettoyer", "réparer")
    elif x < 0.55:
        food = rng.randrange(len(FROM))
        sources = _FROM_OK.get(FROM[food][0], range(len(_SOURCES)))
        a = {"what": "from", "food": food, "source": rng.choice(tuple(sources))}
        a["taste"] = rng.randrange(len(_TASTE))
        a["tense"] = "p" if rng.random() < 0.8 else "i"
        a["frame"] = "like" if rng.random() < 0.25 else "be"
        a["subj"] = _draw_subject(rng)
    elif x < 0.72:
        job = rng.randrange(len(JOBS))
        subj: object
        if rng.random() < 0.5:
            subj = rng.choice(_KIN)
        else:
            subj = draw_name(rng) if rng.random() < 0.4 else everyday_pronoun(rng, True)
        female = subj[1] == "f" if isinstance(subj, tuple) else subj.gender == "f"
        if female and JOBS[job][1] is None:
            job = rng.choice([k for k, j in enumerate(JOBS) if j[1]])
        verb = rng.choices(range(3), (0.6, 0.2, 0.2))[0]
        tense = rng.choice(("p", "p", "i", "f")) if verb == 0 else "p"
        a = {"what": "job", "job": job, "subj": subj, "verb": verb, "tense": tense}
        verbs = ("être", "travailler", "vouloir")
    elif x < 0.85:
        pair = rng.randrange(len(PAIRS))
        if rng.random() < 0.2:
            n = rng.randrange(15, 60)
            from .kind_parts import en_number, fr_number

            a = {"what": "costs", "pair": pair, "price": (fr_number(n), en_number(n))}
            verbs = ("coûter",)
        else:
            verb = rng.randrange(len(_HAVE))
            count = rng.choice((0, 0, 1, 2, 3)) if verb < 2 else 1
            a = {"what": "pair", "pair": pair, "verb": verb, "count": count}
            a["subj"] = _draw_subject(rng)
            verbs = ("avoir", "acheter", "perdre", "chercher")
    else:
        y = rng.random()
        if y < 0.4:
            a = {"what": "corner", "compound": rng.choice(_OUTSIDE)}
            a["where"] = rng.choice(_CORNERS)
            a["end"] = "?" if a["where"][0] == "près d'ici" else "."
            verbs = ("avoir",)
        elif y < 0.55:
            a = {"what": "where", "compound": rng.randrange(len(SET_COMPOUNDS))}
        else:
            a = {"what": "have", "compound": rng.choice(_OWNED)}
            a["verb"] = rng.randrange(len(_HAVE))
            a["subj"] = _draw_subject(rng, 0)
            verbs = ("avoir", "acheter", "perdre", "chercher")
    return Construction("noun_compound", a, lemmas_of(verbs=verbs))
