"""A kind of sentence of version 3: the future with a time, ``future_when``.

- *dès que*, *quand*, *lorsque* + the future, which English says in the present: *Je
  t'appellerai dès que j'arriverai.* / *I will call you as soon as I arrive.*, *Quand
  elle aura dix-huit ans, elle achètera une voiture.* / *When she is eighteen, she will
  buy a car.* (in both orders);
- *dans* + a length of time: *Elle sera médecin dans deux ans.* / *She will be a doctor
  in two years.*, *Nous partirons dans une semaine.* / *We will leave in a week.*, *Le
  train arrivera dans dix minutes.* / *The train will arrive in ten minutes.*;
- *prendre l'avion pour* / *fly to*: *Nous prendrons l'avion pour Montréal.* / *We will
  fly to Montreal.*, *Il a pris l'avion pour le Japon.* / *He flew to Japan.*;
- something one will have on a day: *Vous aurez les résultats lundi.* / *You will have
  the results on Monday.*;
- *ne ... plus* in the future, *not ... any more* at the end as the corpus says it: *Je
  ne mangerai plus de bonbons.* / *I will not eat sweets any more.*
"""

from __future__ import annotations

import random

from .idioms import JOBS
from .kind_parts import (
    Construction,
    Name,
    builder,
    draw_name,
    en_number,
    everyday_pronoun,
    fr_number,
    lemmas_of,
    lower_first,
    person_number,
    subject_tree,
)
from .kinds_v3 import register
from .names import CITIES, COUNTRIES
from .structures import Pronoun
from .times import DAYS
from .trips import _where

__all__ = ["AFTER", "UNTIL", "IN_TIME", "ANY_MORE", "HAVE_ON"]

_VOWELS = tuple("aeéèêiouyhAEÉÈIOUYH")
_CONJ = (("dès que", "as soon as"), ("quand", "when"), ("lorsque", "when"))
# the main clause, in the future: (French verb, French rest, English after *will*);
# {obj}: a pronoun object (me, te, nous, vous) before the French verb
AFTER = (
    ("appeler", "", "call {obj}"),
    ("écrire", "", "write to {obj}"),
    ("téléphoner", "", "phone {obj}"),
    ("envoyer", "un message", "send {obj} a message"),
    ("dire", "tout", "tell {obj} everything"),
    ("aider", "", "help {obj}"),
    ("manger", "", "eat"),
    ("partir", "", "leave"),
    ("commencer", "", "start"),
    ("rentrer", "à la maison", "go home"),
    ("prendre", "une douche", "have a shower"),
    ("faire", "la vaisselle", "do the washing-up"),
    ("acheter", "une voiture", "buy a car"),
    ("chercher", "un appartement", "look for a flat"),
    ("faire", "une fête", "have a party"),
    ("sortir", "", "go out"),
    ("ouvrir", "les cadeaux", "open the presents"),
    ("regarder", "le film", "watch the film"),
    ("aller", "à la plage", "go to the beach"),
    ("voyager", "", "travel"),
)
# the time clause, future in French, present in English: (French verb, French rest,
# English verb, English rest); "@adj" agrees with the subject
UNTIL = (
    ("arriver", "", "arrive", ""),
    ("arriver", "à la gare", "arrive", "at the station"),
    ("rentrer", "", "get", "home"),
    ("finir", "le travail", "finish", "work"),
    ("avoir", "le temps", "have", "time"),
    ("être", "@prêt", "be", "ready"),
    ("savoir", "la réponse", "know", "the answer"),
    ("avoir", "les résultats", "have", "the results"),
    ("trouver", "un travail", "find", "a job"),
    ("être", "à {city}", "be", "in {city}"),
    ("avoir", "dix-huit ans", "be", "eighteen"),
    ("être", "en vacances", "be", "on holiday"),
    ("partir", "", "leave", ""),
    ("recevoir", "la lettre", "get", "the letter"),
)
# dans + a length of time: (French, English, with a number: the numbers)
_UNITS = (
    ("minute", "minute", "f", (5, 10, 15, 20, 30)),
    ("heure", "hour", "f", (1, 2, 3)),
    ("jour", "day", "m", (1, 2, 3, 4, 5, 10)),
    ("semaine", "week", "f", (1, 1, 2, 3)),
    ("mois", "month", "m", (1, 2, 3, 6)),
    ("an", "year", "m", (1, 2, 2, 3, 4, 5, 10)),
)
# dans ...: what one will do (French verb, French rest, English after *will*)
IN_TIME = (
    ("partir", "", "leave"),
    ("revenir", "", "come back"),
    ("arriver", "", "arrive"),
    ("finir", "", "finish"),
    ("être", "@prêt", "be ready"),
    ("déménager", "", "move house"),
    ("être", "à la maison", "be at home"),
)
# things that come in a time: (French, English, French verb, English verb)
_THINGS = (
    ("le train", "the train", "arriver", "arrive"),
    ("le train", "the train", "partir", "leave"),
    ("le bus", "the bus", "arriver", "arrive"),
    ("le film", "the film", "commencer", "start"),
    ("le magasin", "the shop", "fermer", "close"),
)
# avoir ... + when: (French, English)
HAVE_ON = (
    ("les résultats", "the results"),
    ("les résultats de l'examen", "the exam results"),
    ("la réponse", "the answer"),
    ("les billets", "the tickets"),
    ("les clés", "the keys"),
    ("les photos", "the photos"),
    ("des nouvelles", "news"),
)
_WHEN = (
    ("demain", "tomorrow"),
    ("la semaine prochaine", "next week"),
    ("ce soir", "this evening"),
    ("dans deux jours", "in two days"),
) + tuple((fr, f"on {en}") for fr, en in DAYS)
# ne ... plus: (French verb, French rest, English after *will not*)
ANY_MORE = (
    ("manger", "de bonbons", "eat sweets"),
    ("manger", "de viande", "eat meat"),
    ("boire", "de café", "drink coffee"),
    ("boire", "d'alcool", "drink alcohol"),
    ("fumer", "", "smoke"),
    ("être", "en retard", "be late"),
    ("mentir", "", "lie"),
    ("acheter", "de chips", "buy crisps"),
    ("regarder", "la télé", "watch TV"),
    ("jouer", "aux jeux vidéo", "play video games"),
    ("prendre", "la voiture", "take the car"),
    ("travailler", "le dimanche", "work on Sundays"),
    ("crier", "", "shout"),
)
# object pronouns: French, English (for subjects of another person)
_OBJ = {"me": "me", "te": "you", "nous": "us", "vous": "you"}
_NOT_WITH = {0: "me nous", 4: "me nous", 1: "te vous", 5: "te vous"}


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _rest_parts(pr, rest: str):
    if rest.startswith("@"):
        return [pr.A(rest[1:])]
    return [pr.Q(rest)] if rest else []


def _fr(pr, subj, verb, rest, tense="f", neg=None, obj=None) -> str:
    """A French clause, small first letter, no full stop."""
    if obj is not None:  # je t'appellerai
        pe, n = person_number(subj)
        form = pr.V(verb).t(tense).pe(pe).n(n).realize().strip()
        head = subject_tree(pr, subj, "fr").realize().strip()
        clitic = (
            obj[0] + "'" if form.startswith(_VOWELS) and len(obj) == 2 else obj + " "
        )
        text = f"{head} {clitic}{form}" + (f" {rest}" if rest else "")
        return lower_first(_cap(text))
    s = pr.S(subject_tree(pr, subj, "fr"), pr.VP(pr.V(verb), *_rest_parts(pr, rest)))
    s = s.t(tense)
    if neg:
        s = s.typ({"neg": neg})
    return lower_first(s.realize().strip()[:-1])


def _en_subject(pr, subj) -> str:
    return lower_first(subject_tree(pr, subj, "en").realize().strip())


def _en_present(pr, subj, verb, rest) -> str:
    parts = [pr.Q(rest)] if rest else []
    s = pr.S(subject_tree(pr, subj, "en"), pr.VP(pr.V(verb), *parts)).t("p")
    return lower_first(s.realize().strip()[:-1])


def _that(conj: str, clause: str) -> str:
    """dès qu'il, lorsqu'elle, quand il."""
    if conj.endswith("que") and clause.startswith(_VOWELS):
        return conj[:-1] + "'" + clause
    return conj + " " + clause


def _city(text: str, a: dict, fr: bool) -> str:
    return text.replace("{city}", CITIES[a["city"]][0 if fr else 1])


def _length(n: int, unit: int, fr: bool) -> str:
    f, e, g, _ = _UNITS[unit]
    if fr:
        word = f if n == 1 or f.endswith("s") else f + "s"
        return f"{fr_number(n, g == 'f')} {word}"
    if n == 1:
        return ("an " if e == "hour" else "a ") + e
    return f"{en_number(n)} {e}s"


@builder("future_when")
def _future_when(pr, lang, what, subj, end=".", **a):
    fr = lang == "fr"
    if what == "when":
        f_v, f_r, e_after = AFTER[a["after"]]
        t_v, t_r, te_v, te_r = UNTIL[a["until"]]
        obj = a["obj"]
        conj = _CONJ[a["conj"]][0 if fr else 1]
        if fr:
            main = _fr(pr, subj, f_v, f_r, obj=obj)
            sub = _that(conj, _fr(pr, a["subj2"], t_v, _city(t_r, a, fr)))
        else:
            e_after = e_after.replace("{obj}", _OBJ.get(obj or "", ""))
            main = f"{_en_subject(pr, subj)} will {e_after}"
            sub = f"{conj} " + _en_present(pr, a["subj2"], te_v, _city(te_r, a, fr))
        if a["first"]:
            return f"{_cap(sub)}, {main}{end}"
        return f"{_cap(main)} {sub}{end}"
    if what == "in":
        length = ("dans " if fr else "in ") + _length(a["n"], a["unit"], fr)
        if a["job"] is not None:
            f_job, e_job, who = JOBS[a["job"]]
            if fr:
                noun = pr.N(f_job).n("s")
                if who != "same":
                    noun = noun.g(subj.gender)
                job = noun.realize().strip()
                return _cap(f"{_fr(pr, subj, 'être', job)} {length}{end}")
            article = "an" if e_job.startswith(tuple("aeiou")) else "a"
            return _cap(
                f"{_en_subject(pr, subj)} will be {article} {e_job} {length}{end}"
            )
        if a["thing"] is not None:
            f_t, e_t, f_v, e_v = _THINGS[a["thing"]]
            if fr:
                verb = pr.V(f_v).t("f").pe(3).n("s").realize().strip()
                return _cap(f"{f_t} {verb} {length}{end}")
            return _cap(f"{e_t} will {e_v} {length}{end}")
        f_v, f_r, e_v = IN_TIME[a["do"]]
        if fr:
            return _cap(f"{_fr(pr, subj, f_v, f_r)} {length}{end}")
        return _cap(f"{_en_subject(pr, subj)} will {e_v} {length}{end}")
    if what == "fly":
        where = _where(a["dest"], None, lang)
        by_air = a["plane"]
        tense = a["tense"]
        if fr:
            rest = f"{'l’avion' if by_air else 'le train'} pour {where}"
            rest = rest.replace("’", "'")
            if tense == "going":
                text = _fr(pr, subj, "aller", f"prendre {rest}", "p")
            else:
                text = _fr(pr, subj, "prendre", rest, tense)
        else:
            rest = f"fly to {where}" if by_air else f"take the train to {where}"
            who = _en_subject(pr, subj)
            if tense == "f":
                text = f"{who} will {rest}"
            elif tense == "pc":
                past = "flew" if by_air else "took"
                text = f"{who} {past} {rest.split(' ', 1)[1]}"
            else:
                pe, n = person_number(subj)
                be = "am" if (pe, n) == (1, "s") else "is" if n == "s" else "are"
                text = f"{who} {be} going to {rest}"
        when = a["when"]
        if when is not None:
            text += " " + _WHEN[when][0 if fr else 1]
        return _cap(text) + end
    if what == "have":
        f_t, e_t = HAVE_ON[a["thing"]]
        when = _WHEN[a["when"]][0 if fr else 1]
        if fr:
            return _cap(f"{_fr(pr, subj, 'avoir', f_t)} {when}{end}")
        return _cap(f"{_en_subject(pr, subj)} will have {e_t} {when}{end}")
    # what == "any_more"
    f_v, f_r, e_v = ANY_MORE[a["do"]]
    if fr:
        return _cap(_fr(pr, subj, f_v, f_r, neg="plus")) + end
    return _cap(f"{_en_subject(pr, subj)} will not {e_v} any more{end}")


def _you(subj) -> str | None:
    """tu or vous for a subject of the second person (None for the others)."""
    if isinstance(subj, Pronoun) and subj.index in (1, 5):
        return "tu" if subj.index == 1 else "vous"
    return None


def _subject(rng):
    return draw_name(rng) if rng.random() < 0.2 else everyday_pronoun(rng)


def _again(subj):
    """The same subject said again: a name becomes il or elle."""
    if isinstance(subj, Name):
        return Pronoun(2 if subj.gender == "m" else 3, subj.gender)
    return subj


@register("future_when", 0.08)
def future_when(rng: random.Random, sampler):
    """*Je t'appellerai dès que j'arriverai.* / *I will call you as soon as I arrive.*
    (see the module)."""
    x = rng.random()
    subj = _subject(rng)
    args = {"subj": subj, "end": rng.choice("...!"), "city": rng.randrange(len(CITIES))}
    if x < 0.4:
        after = rng.randrange(len(AFTER))
        until = rng.randrange(len(UNTIL))
        first = rng.random() < 0.35
        subj2 = _subject(rng) if rng.random() < 0.35 else subj
        if _you(subj2) and _you(subj) and _you(subj2) != _you(subj):
            subj2 = subj  # (not tu and vous in one sentence)
        if subj2 is subj and first:
            args["subj"] = _again(subj)  # quand Paul arrivera, il mangera
        elif subj2 is subj:
            subj2 = _again(subj)
        obj = None
        if "{obj}" in AFTER[after][2]:
            index = subj.index if isinstance(subj, Pronoun) else 2
            you = _you(subj) or _you(subj2)
            obj = rng.choice(
                [
                    o
                    for o in _OBJ
                    if o not in _NOT_WITH.get(index, "")
                    and not (you == "tu" and o == "vous")
                    and not (you == "vous" and o == "te")
                ]
            )
        args.update(after=after, until=until, obj=obj, subj2=subj2, first=first)
        args["conj"] = rng.choice((0, 0, 1, 1, 2))
        verbs = (AFTER[after][0], UNTIL[until][0])
        return Construction(
            "future_when", {"what": "when", **args}, lemmas_of(verbs=verbs)
        )
    if x < 0.6:
        unit = rng.randrange(len(_UNITS))
        args.update(n=rng.choice(_UNITS[unit][3]), unit=unit, job=None, thing=None)
        args["do"] = rng.randrange(len(IN_TIME))
        verbs = [IN_TIME[args["do"]][0]]
        y = rng.random()
        if y < 0.35 and unit >= 4:  # elle sera médecin dans deux ans
            if rng.random() < 0.7 or person_number(subj)[1] == "p":
                subj = everyday_pronoun(rng, singular=True)
            gender = subj.gender
            fits = [i for i, j in enumerate(JOBS) if j[2] != "m" or gender == "m"]
            args.update(subj=subj, job=rng.choice(fits))
            verbs = ["être"]
        elif y < 0.55 and unit <= 1:
            args["thing"] = rng.randrange(len(_THINGS))
            verbs = [_THINGS[args["thing"]][2]]
        return Construction(
            "future_when", {"what": "in", **args}, lemmas_of(verbs=verbs)
        )
    if x < 0.75:
        dest = ("city", rng.randrange(len(CITIES)))
        if rng.random() < 0.35:
            dest = ("country", rng.randrange(len(COUNTRIES)))
        tense = rng.choice(("f", "f", "f", "pc", "going"))
        when = None
        if tense != "pc" and rng.random() < 0.4:
            when = rng.randrange(len(_WHEN))
        args.update(dest=dest, plane=rng.random() < 0.8, tense=tense, when=when)
        return Construction(
            "future_when", {"what": "fly", **args}, lemmas_of(verbs=("prendre",))
        )
    if x < 0.87:
        args.update(thing=rng.randrange(len(HAVE_ON)), when=rng.randrange(len(_WHEN)))
        return Construction(
            "future_when", {"what": "have", **args}, lemmas_of(verbs=("avoir",))
        )
    args["do"] = rng.randrange(len(ANY_MORE))
    verbs = (ANY_MORE[args["do"]][0],)
    return Construction(
        "future_when", {"what": "any_more", **args}, lemmas_of(verbs=verbs)
    )
