"""A kind of sentence of version 3: the reflexive verbs of everyday life, ``reflexive``.

The common grammar (:data:`.grammar_v3.REFLEXIVES`) draws a few reflexive verbs inside
long clauses; this kind says many more of them in short sentences, in every person and
in the tenses of the corpus: the present, the passé composé with *être* and the
participle agreeing with the subject (*Elle s'est perdue.* / *She got lost.*), the
imparfait, the future, *aller* + infinitive (*Je vais me reposer.* / *I am going to
rest.*) and *venir de* (*Ils viennent de se marier.* / *They have just got married.*),
negative or asked with *est-ce que*, and the imperative (*Dépêche-toi !* / *Hurry up!*,
*Ne t'inquiète pas !* / *Don't worry!*, *Asseyez-vous.* / *Sit down.*, *Dépêchons-nous
!* / *Let's hurry up!*).

One English for each verb (:data:`VERBS`): *s'amuser* is *have fun*, *s'ennuyer* *be
bored*, *se tromper* *be wrong*, *se doucher* *have a shower*, *se baigner* *swim*, *se
marier* *get married*, *s'occuper de* *look after*, *se préparer* *get ready*, *se
maquiller* *put on make-up*. The imparfait of a state (*be bored*, *be wrong*, *worry*)
is the English simple past (*Je m'ennuyais.* / *I was bored.*), of any other verb the
past progressive (*Je me douchais.* / *I was having a shower.*); the passé composé is
the simple past (*Je me suis trompé.* / *I was wrong.*). English has no contraction
but *Don't* in a negative imperative. (*Se brosser les dents*, *se raser* and *se laver
les mains* are :mod:`.body`'s; *se souvenir de* is :mod:`.everyday_words`'.)
"""

from __future__ import annotations

import random
from typing import NamedTuple

from . import lexicon as lx
from .aspect import ongoing
from .kind_parts import (
    Construction,
    builder,
    draw_subject,
    lemmas_of,
    person_number,
    subject_tree,
)
from .kinds_v3 import register
from .realiser import _elide, _reflexive_fr
from .structures import Pronoun

__all__ = ["VERBS", "RVerb", "reflexive", "fr_infinitive"]


class RVerb(NamedTuple):
    fr: str  # the French verb without its pronoun
    en: str  # English: its verb first (have a shower, get up)
    state: bool = False  # its imparfait is the English simple past
    imperative: str = "+"  # "+": Dépêche-toi !, "-": Ne t'inquiète pas !
    tenses: str = "p pc i f aller venir"
    plural: bool = False  # said of two or more people only (se disputer)
    obj: str | None = None  # "de": s'occuper de + a person or an animal


VERBS: tuple[RVerb, ...] = (
    RVerb("dépêcher", "hurry up", tenses="p pc f aller"),
    RVerb("amuser", "have fun", tenses="p pc i f aller"),
    RVerb("reposer", "rest"),
    RVerb("ennuyer", "be bored", state=True, imperative="", tenses="p i f"),
    RVerb("inquiéter", "worry", state=True, imperative="-", tenses="p i f"),
    RVerb("marier", "get married", imperative="", tenses="pc f aller venir"),
    RVerb("tromper", "be wrong", state=True, imperative="", tenses="p pc i f"),
    RVerb("arrêter", "stop", imperative="+-"),
    RVerb("promener", "go for a walk", imperative=""),
    RVerb("préparer", "get ready"),
    RVerb("maquiller", "put on make-up", imperative=""),
    RVerb("doucher", "have a shower"),
    RVerb("baigner", "swim", imperative="-", tenses="p pc i f aller"),
    RVerb("perdre", "get lost", imperative="-", tenses="pc f"),
    RVerb("disputer", "argue", imperative="-", plural=True),
    RVerb("asseoir", "sit down", imperative="+-"),
    RVerb("lever", "get up", imperative="+-"),
    RVerb("coucher", "go to bed"),
    RVerb("réveiller", "wake up"),
    RVerb("habiller", "get dressed"),
    RVerb("occuper", "look after", obj="de"),
)
# tôt / tard with the verbs of the day: je me lève tôt / I get up early
_WHEN = (("tôt", "early"), ("tard", "late"))
_DAY = frozenset({"lever", "coucher", "réveiller"})
# a phrase after the verb (French, English, English verb when it changes): Nous nous
# sommes perdus en ville. / We got lost in town.; s'habiller en + a colour is *dress*
# (Elle s'habille toujours en noir. / She always dresses in black.)
PHRASES = {
    "perdre": (
        ("en ville", "in town", None),
        ("dans la forêt", "in the forest", None),
        ("dans le métro", "in the metro", None),
    ),
    "doucher": (
        ("avant le petit déjeuner", "before breakfast", None),
        ("après le sport", "after sport", None),
        ("avant de partir", "before leaving", None),
    ),
    "habiller": tuple(
        (f"en {fr}", f"in {en}", "dress")
        for fr, en in (("noir", "black"), ("blanc", "white"), ("rouge", "red"))
        + (("bleu", "blue"), ("gris", "grey"), ("rose", "pink"))
    ),
    "baigner": (
        ("dans la mer", "in the sea", None),
        ("dans le lac", "in the lake", None),
    ),
    # se tromper de, in the passé composé only: Je me suis trompé de numéro. / I got the
    # wrong number.
    "tromper": tuple(
        (f"de {fr}" if fr[0] not in "aeiou" else f"d'{fr}", f"the wrong {en}", "get")
        for fr, en in (("numéro", "number"), ("jour", "day"), ("train", "train"))
        + (("bus", "bus"), ("adresse", "address"), ("porte", "door"))
    ),
    "promener": (
        ("dans le parc", "in the park", None),
        ("au parc", "in the park", None),
        ("en forêt", "in the forest", None),
        ("dans la forêt", "in the forest", None),
        ("au bord de la mer", "by the sea", None),
        ("en ville", "in town", None),
        ("le long de la rivière", "along the river", None),
        ("sur la plage", "on the beach", None),
    ),
}
# after tôt / tard, when the habit is (French, English): Ils se couchent tard le samedi.
# / They go to bed late on Saturdays.
DAYS = (
    ("le samedi", "on Saturdays"),
    ("le dimanche", "on Sundays"),
    ("le week-end", "at the weekend"),
    ("en semaine", "during the week"),
    ("pendant les vacances", "during the holidays"),
    ("le matin", "in the morning"),
)
# verbs said with ne ... jamais (the present, imparfait and future): Ma sœur ne se trompe
# jamais. / My sister is never wrong., Il ne se couche jamais tard. / He never goes to bed
# late.
# (coucher, lever, réveiller: with tôt or tard only)
_NEVER = frozenset("tromper ennuyer inquiéter reposer disputer coucher lever".split())
_NEVER |= frozenset({"maquiller", "réveiller", "amuser", "perdre"})
# how often each verb is drawn (the routines of the day and se tromper more)
_VERB_WEIGHTS = {"tromper": 3, "coucher": 3, "lever": 3, "promener": 3, "réveiller": 2}
# s'asseoir in the imperative (pyrealb writes "assois-toi")
_ASSEOIR = {"s": "assieds", "p": "asseyez", 1: "asseyons"}
# the tenses of English for the French ones (aller, venir: see _english)
_EN_TENSE = {"p": "p", "pc": "ps", "i": "ps", "f": "f"}


def fr_infinitive(subj, verb: str) -> str:
    """The infinitive with the subject's pronoun: *me reposer*, *vous asseoir*."""
    return _reflexive_fr(subj, verb)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _en_vp(pr, verb: RVerb, rest: list, form: str | None = None, ha=False, never=""):
    head, *particle = verb.en.split()
    # (pyrealb asks "Has she a shower?" of "have": "ha" is conjugated as "have" and asked
    # with "do", see lexicon_more2.fix_lexicons; in the simple present and past only)
    v = pr.V("ha" if ha and head == "have" and particle else head)
    if form:
        v = v.t(form)
    words = [v, *([pr.Q(" ".join(particle))] if particle else []), *rest]
    if never == "f":  # he will never be wrong (pyrealb: "he never will be")
        return pr.VP(pr.Q("will never"), v.t("b"), *words[1:])
    if never:  # he is never wrong, he never goes to bed late
        where = 1 if head == "be" else 0
        words.insert(where, pr.Adv("never"))
    return pr.VP(*words)


def _imperative(pr, lang, subj, verb: RVerb, obj, neg: bool, end: str) -> str:
    _, _, pe, n = lx.PRONOUNS[subj.index]
    fr = lang == "fr"
    after = [] if obj is None else [_object(pr, lang, obj)]
    rest = "".join(" " + x.realize().strip() for x in after)
    if fr:
        if verb.fr == "asseoir":
            form = _ASSEOIR[1 if pe == 1 else n]
        else:
            form = pr.V(verb.fr).t("ip").pe(pe).n(n).realize().strip()
        pro = "te" if n == "s" else "nous" if pe == 1 else "vous"
        if neg:
            return _cap(f"ne {_elide(pro, form)} pas{rest}") + end
        return _cap(f"{form}-{'toi' if pro == 'te' else pro}{rest}") + end
    words = verb.en + rest
    lead = ("let's not " if neg else "let's ") if pe == 1 else "don't " if neg else ""
    return _cap(lead + words) + end


def _object(pr, lang, obj):
    np = subject_tree(pr, obj, lang)
    return pr.PP(pr.P("de"), np) if lang == "fr" else np


@builder("reflexive")
def _reflexive(
    pr,
    lang,
    subj,
    verb: int,
    tense: str,
    neg: bool,
    asked: bool,
    imperative: bool,
    obj=None,
    when=None,
    end=".",
    phrase=None,
    always=False,
    day=None,
    never=False,
):
    """``day``: an index of :data:`DAYS` after tôt / tard; ``never``: *ne ... jamais*
    (not asked, in the present, the imparfait or the future)."""
    v = VERBS[verb]
    fr = lang == "fr"
    if phrase is not None:
        words, en, en_verb = PHRASES[v.fr][phrase]
        v = v._replace(en=en_verb or v.en)
        when = None
        if always:  # (the present, neither negative nor asked)
            phrase_tree = pr.Q(f"toujours {words}") if fr else pr.Q(en)
        else:
            phrase_tree = pr.Q(words if fr else en)
    if imperative:
        return _imperative(pr, lang, subj, v, obj, neg, end)
    rest = [] if obj is None else [_object(pr, lang, obj)]
    if when is not None:
        rest.append(pr.Adv(_WHEN[when][0 if fr else 1]))
        if day is not None:
            rest.append(pr.Q(DAYS[day][0 if fr else 1]))
    if phrase is not None:
        rest.append(phrase_tree)
    s_tree = subject_tree(pr, subj, lang)
    types = {"neg": True} if neg else {}
    if never:
        types = {"neg": "jamais"} if fr else {}
    if fr:
        if tense in ("aller", "venir"):
            inf = pr.Q(fr_infinitive(subj, v.fr))
            de = [pr.P("de")] if tense == "venir" else []
            vp = pr.VP(pr.V(tense), *de, inf, *rest)
            t = "p"
        else:
            vp, t = pr.VP(pr.V(v.fr), *rest), tense
            types["refl"] = True
        s = pr.S(s_tree, vp).t(t)
        s = s.typ(types) if types else s
        if asked:
            return pr.S(pr.Q("est-ce"), pr.C("que"), s).a("?").realize().strip()
        return s.realize().strip()
    if tense == "aller":  # I am going to rest
        vp = pr.VP(pr.V("go"), _en_vp(pr, v, rest).t("b-to"))
        types["prog"] = True
        t = "p"
    elif tense == "venir":  # they have just got married
        vp = pr.VP(pr.V("have"), pr.Adv("just"), *_en_vp(pr, v, rest, "pp").elements)
        t = "p"
    else:
        ha = asked and tense in ("p", "pc")
        never_t = ("f" if tense == "f" else "p") if never else ""
        vp, t = _en_vp(pr, v, rest, ha=ha, never=never_t), _EN_TENSE[tense]
        if always:
            vp = pr.VP(pr.Adv("always"), *vp.elements)
        if tense == "i" and not v.state and not never:
            types["prog"] = True  # je me douchais / I was having a shower
        if tense == "p" and when is None and ongoing(v.fr) and not never:
            types["prog"] = True  # nous nous promenons / we are going for a walk
    if asked:
        types["int"] = "yon"
    s = pr.S(subject_tree(pr, subj, lang), vp).t(t)
    return (s.typ(types) if types else s).realize().strip()


def _plural_subject(rng, sampler):
    """Two or more people: nous, vous, ils, elles or a plural noun phrase."""
    if rng.random() < 0.7:
        i = rng.choice((4, 5, 6, 7))
        return Pronoun(i, "f" if i == 7 else "m" if i == 6 else rng.choice("mf"))
    np = sampler.noun_phrase(frozenset({"person"}), "subj")
    np.pp, np.number, np.pre, np.post = None, "p", None, None
    if np.det[0] == "num" and np.det[1] < 2:
        np.det = ("def",)
    return np


def _cared_for(rng, sampler):
    """Whom one looks after: a person or an animal, never *de des*."""
    np = sampler.noun_phrase(frozenset({"person", "animal"}), "obj")
    np.pp = None
    if np.det[0] in ("indef", "part") and np.number == "p":
        np.det = ("def",)
    return np


@register("reflexive", 0.2)
def reflexive(rng: random.Random, sampler):
    """A reflexive verb of :data:`VERBS` in a short sentence (see the module)."""
    weights = [_VERB_WEIGHTS.get(v.fr, 1) for v in VERBS]
    i = rng.choices(range(len(VERBS)), weights)[0]
    v = VERBS[i]
    obj = _cared_for(rng, sampler) if v.obj else None
    when = rng.randrange(2) if v.fr in _DAY and rng.random() < 0.45 else None
    args = {"verb": i, "obj": obj, "when": when, "imperative": False, "end": "."}
    if v.imperative and rng.random() < 0.3:
        index = rng.choice((1, 5, 1, 5, 4)) if not v.plural else rng.choice((4, 5))
        neg = "-" in v.imperative and ("+" not in v.imperative or rng.random() < 0.3)
        args.update(subj=Pronoun(index, rng.choice("mf")), tense="p", neg=neg)
        args.update(asked=False, imperative=True, end=rng.choice("!."), when=None)
    else:
        if v.plural:
            subj = _plural_subject(rng, sampler)
        else:
            subj = draw_subject(rng, sampler, pronoun=0.6, name=0.2)
            if not isinstance(subj, Pronoun) and hasattr(subj, "det"):
                subj.pre = subj.post = None
        tense = rng.choice(v.tenses.split())
        asked = tense != "venir" and rng.random() < 0.2
        neg = not asked and tense != "venir" and rng.random() < 0.25
        if person_number(subj) == (1, "s") and asked:
            subj = Pronoun(1, subj.gender)  # not "est-ce que je me repose?"
        args.update(subj=subj, tense=tense, neg=neg, asked=asked)
        never = v.fr in _NEVER and (when is not None or v.fr not in _DAY)
        if neg and never and tense in ("p", "i", "f") and rng.random() < 0.5:
            args.update(neg=False, never=True)  # ma sœur ne se trompe jamais
            if rng.random() < 0.5:
                args["tense"] = "p"
        if when is not None and tense == "p" and rng.random() < 0.5:
            args["day"] = rng.randrange(len(DAYS))  # ils se couchent tard le samedi
    phrased = v.fr != "tromper" or (args["tense"] == "pc" and not args.get("never"))
    if v.fr in PHRASES and phrased and not args["imperative"] and rng.random() < 0.4:
        if args["tense"] not in ("i", "venir"):
            args.update(phrase=rng.randrange(len(PHRASES[v.fr])), when=None)
            plain = args["tense"] == "p" and not (args["neg"] or args["asked"])
            args["always"] = v.fr == "habiller" and plain and rng.random() < 0.5
    lemmas = lemmas_of(args["subj"], obj, verbs=(v.fr,))
    if args["tense"] in ("aller", "venir"):
        lemmas["verb"].add(args["tense"])
    return Construction("reflexive", args, lemmas)


# --- On se retrouve devant le cinéma? / Shall we meet in front of the cinema? -------------

MEETING_PLACES = (
    ("devant le cinéma", "in front of the cinema"),
    ("devant la gare", "in front of the station"),
    ("devant l'école", "in front of the school"),
    ("devant la mairie", "in front of the town hall"),
    ("à la gare", "at the station"),
    ("à la bibliothèque", "at the library"),
    ("à l'arrêt de bus", "at the bus stop"),
)
_MEETING_TIMES = (
    ("", ""),
    (" ce soir", " this evening"),
    (" demain", " tomorrow"),
    (" à huit heures", " at eight o'clock"),
    (" après les cours", " after school"),
)


_DAYS = (
    ("lundi", "Monday"),
    ("mardi", "Tuesday"),
    ("mercredi", "Wednesday"),
    ("jeudi", "Thursday"),
    ("vendredi", "Friday"),
    ("samedi", "Saturday"),
    ("dimanche", "Sunday"),
)
# when one asks to meet (On se voit ...?): French, English
SEE_WHEN = (
    *((f" {d}", f" on {e}") for d, e in _DAYS),
    *((f" {d} soir", f" on {e} evening") for d, e in _DAYS),
    *((f" {d} matin", f" on {e} morning") for d, e in _DAYS[5:]),
    *((f" {d} après-midi", f" on {e} afternoon") for d, e in _DAYS[2:]),
    (" demain", " tomorrow"),
    (" demain matin", " tomorrow morning"),
    (" ce soir", " this evening"),
    (" cet après-midi", " this afternoon"),
    (" ce week-end", " this weekend"),
    (" la semaine prochaine", " next week"),
    (" à midi", " at noon"),
    (" après le travail", " after work"),
    (" demain à dix heures", " tomorrow at ten o'clock"),
    (" samedi à trois heures", " on Saturday at three o'clock"),
)


@builder("meet_up")
def _meet_up(pr, lang, place: int, time: int, form: str, when=None):
    """``form``: "?" (*On se retrouve …?* / *Shall we meet …?*), "." (*On se retrouve
    ….* / *Let's meet ….*), "imp" (*Retrouvons-nous ….* / *Let's meet ….*), "see" (*On
    se voit mardi?* / *Shall we meet on Tuesday?*; ``when`` into SEE_WHEN, ``place`` None
    or into MEETING_PLACES), "what_time" (*On se voit à quelle heure?* / *What time shall
    we meet?*) or "where" (*On se voit où?* / *Where shall we meet?*)."""
    fr = lang == "fr"
    if form in ("what_time", "where"):
        day = "" if when is None else SEE_WHEN[when][not fr]
        if fr:
            ask = " à quelle heure" if form == "what_time" else " où"
            return f"On se voit{day}{ask}?"
        return (
            "What time" if form == "what_time" else "Where"
        ) + f" shall we meet{day}?"
    if form == "see":
        where = "" if place is None else " " + MEETING_PLACES[place][not fr]
        day = SEE_WHEN[when][not fr]
        return f"On se voit{day}{where}?" if fr else f"Shall we meet{where}{day}?"
    where = MEETING_PLACES[place][0 if lang == "fr" else 1]
    when = _MEETING_TIMES[time][0 if lang == "fr" else 1]
    if lang == "fr":
        head = "Retrouvons-nous" if form == "imp" else "On se retrouve"
        return f"{head} {where}{when}{'?' if form == '?' else '.'}"
    if form == "?":
        return f"Shall we meet {where}{when}?"
    return f"Let's meet {where}{when}."


@register("meet_up", 0.05)
def meet_up(rng: random.Random, sampler):
    if rng.random() < 0.45:  # On se voit mardi? / Shall we meet on Tuesday?
        form = rng.choice(("see", "see", "see", "see", "what_time", "where"))
        place = rng.randrange(len(MEETING_PLACES)) if rng.random() < 0.25 else None
        when = rng.randrange(len(SEE_WHEN))
        if form != "see" and (rng.random() < 0.4 or "heure" in SEE_WHEN[when][0]):
            when = None
        args = {"place": place, "time": 0, "form": form, "when": when}
        lemmas = {"noun": set(), "adj": set(), "verb": {"voir"}}
        return Construction("meet_up", args, lemmas)
    args = {"place": rng.randrange(len(MEETING_PLACES))}
    args.update(time=rng.randrange(len(_MEETING_TIMES)), form=rng.choice("??."))
    if args["form"] == "." and rng.random() < 0.3:
        args["form"] = "imp"
    lemmas = {"noun": set(), "adj": set(), "verb": {"retrouver"}}
    return Construction("meet_up", args, lemmas)
