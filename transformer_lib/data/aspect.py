"""English aspect in version 3: when a French present is English progressive, the verbs
whose English depends on their object, and the kinds that teach both.

French does not mark aspect, so the rule is a function of the French alone
(:func:`progressive`). A clause of version 3 in the present, whose verb is not a state
(:data:`.grammar_v3.STATES`: *être, avoir, aimer, savoir, habiter* ...), without a
modal and without *ne ... jamais*, is English present progressive

1. when it says *now* (:data:`NOW`: *maintenant, aujourd'hui, en ce moment, ce matin,
   cet après-midi, ce soir*): *Le soleil brille ce matin.* / *The sun is shining this
   morning.*; never when it says a habit (:data:`HABIT`, the days of the week with
   *le*, *le matin*, *tous les jours*, an hour, *tard*, *tôt*, *beaucoup*, *trop*,
   *bien*, *mal*, or an adverb of frequency, *souvent*, *toujours*): *Elle porte une
   robe le dimanche.* / *She wears a dress on Sundays.*, *Les chats dorment beaucoup.* /
   *Cats sleep a lot.*;
2. else when it says *être en train de* (*Je suis en train de manger.* / *I am eating.*;
   the imparfait, *j'étais en train de manger*, is the past progressive as every
   imparfait of an action is), when the sentence opens with *Regarde* or *Écoute*
   (*Look*, *Listen*), or asks
   what someone is doing (*Qu'est-ce que tu fais?*, *Que lis-tu?*, *Tu fais quoi?* /
   *What are you doing?*, *What are you reading?*);
3. else when its verb is one whose English simple present would read as a habit
   (:data:`ONGOING`: *porter, chercher, attendre, regarder, écouter, dormir, pleurer,
   briller, répondre, rire, crier, sourire, tousser, sonner*, and *prendre* a
   drink or a meal; :func:`ongoing`): *Elle porte une robe rouge.* / *She is
   wearing a red dress.*, *Le bébé dort.* / *The baby is sleeping.* (with *ne ... plus*
   only for the verbs of :data:`STOPPED`: *Le bébé ne pleure plus.* / *The baby is not
   crying any more.*, but *he does not sleep any more*);
4. else it is the simple present: *Le professeur explique la leçon.* / *The teacher
   explains the lesson.*

A kind that puts a phrase of now or of habit beside a clause says so in
``Clause.aspect`` (``"now"`` or ``"habit"``); the clauses of a sentence with *quand* or
*si* in the present, and those with *N fois par semaine*, are habits (*Quand il pleut,
je regarde la télé.* / *When it rains, I watch TV.*).

Verbs whose English depends on their object (:func:`english_verb`): *regarder la télé*
/ *watch TV* (not *look at the TV*), and *prendre* a drink or a meal / *have*: *Je
prends un thé.* / *I am having a tea.*, *Nous prenons le petit déjeuner.* / *We are
having breakfast.* In the first person (*je*, *nous*), affirmative, with *un*, *une* or
a number, that is an order to a waiter, English *will have* (:func:`orders`): *Je prends
un thé.* / *I will have a tea.*, *Nous prenons deux cafés.* / *We will have two
coffees.*; every other person follows the rule above (*Il prend un thé.* / *He is having
a tea.*).

Kinds: ``now`` (a clause of the common grammar with a phrase of now, of habit, or after
*Regarde*, *Écoute*), ``doing`` (*Qu'est-ce que tu fais?* and its kin in four tenses)
and ``chores`` (*faire la cuisine* / *cook*, *faire les courses* / *do the shopping*,
*faire du vélo* / *cycle* ...).
"""

from __future__ import annotations

import random
from dataclasses import replace

from .grammar_v3 import STATES
from .kind_parts import (
    RELATIVES,
    Construction,
    builder,
    draw_subject,
    en_aux,
    lemmas_of,
    lower_first,
    person_number,
    relative_np,
    subject_tree,
)
from .kinds_v3 import register
from .structures import NounPhrase, Pronoun, Sentence, _lemmas
from .times import DAYS

__all__ = [
    "NOW",
    "HABIT",
    "ONGOING",
    "STOPPED",
    "progressive",
    "ongoing",
    "english_verb",
    "CHORES",
]

# (French, English): phrases of now, and of habit
NOW = (
    ("en ce moment", "at the moment"),
    ("maintenant", "now"),
    ("aujourd'hui", "today"),
    ("ce matin", "this morning"),
    ("cet après-midi", "this afternoon"),
    ("ce soir", "this evening"),
)
HABIT = (
    ("tous les jours", "every day"),
    ("le matin", "in the morning"),
    ("le soir", "in the evening"),
    ("le week-end", "at the weekend"),
    ("chaque semaine", "every week"),
) + tuple((f"le {fr}", f"on {en}s") for fr, en in DAYS)
# adverbs of lexicon_verbs that say a habit with any verb: il dort tard / he sleeps late,
# les chats dorment beaucoup / cats sleep a lot, il dort mal / he sleeps badly
_HABIT_ADVERBS = frozenset({"tard", "tôt", "beaucoup", "trop", "bien", "mal"})
# the time adverbs of the common grammar (Clause.adv) that say now
_NOW_ADVERBS = frozenset({"aujourd'hui", "maintenant"})
# verbs whose English simple present reads as a habit: progressive in the present
ONGOING = frozenset(
    "porter chercher attendre regarder écouter dormir pleurer briller répondre"
    " promener rire crier sourire tousser sonner".split()
)
# verbs whose ne ... plus says that something going on has stopped, English progressive:
# Le bébé ne pleure plus. / The baby is not crying any more. (not dormir: he does not
# sleep any more, nor porter: she does not wear glasses any more)
STOPPED = frozenset("pleurer rire crier sourire tousser aboyer sonner briller".split())
# what one wears as a habit: Ma grand-mère porte des lunettes. / My grandmother wears
# glasses. (des lunettes, un uniforme: ses lunettes stays "is wearing her glasses")
WORN_ALWAYS = frozenset({"lunette", "uniforme"})
# (French, English): Regarde, le chat dort! / Look, the cat is sleeping!
LEADS = (("Regarde", "Look"), ("Regardez", "Look"), ("Écoute", "Listen"))


def progressive(c) -> bool:
    """Is ``c`` (a clause) English present progressive? (See the module's docstring.)"""
    if not (c.version3 and c.tense == "p" and c.modal is None):
        return False
    if c.verb.fr in STATES or c.negation == "jamais":
        return False
    if c.aspect is not None:
        return c.aspect == "now"
    if c.adverb is not None and (
        c.adverb.kind == "frequency" or c.adverb.fr in _HABIT_ADVERBS
    ):
        return False  # (she often sleeps, he sleeps late, cats sleep a lot)
    if c.adv is not None and c.adv[0] in _NOW_ADVERBS:
        return True
    if c.negation == "plus":
        return c.verb.fr in STOPPED
    obj = getattr(c.obj, "noun", None)
    if c.verb.fr == "porter" and obj is not None and obj.fr in WORN_ALWAYS:
        if c.obj.det[0] in ("indef", "part"):
            return False
    return ongoing(c.verb.fr) or (c.verb.fr, c.verb.en) == ("prendre", "have")


def first_person(subj) -> bool:
    """Is ``subj`` the pronoun *je* or *nous* (who orders from a waiter)?"""
    return isinstance(subj, Pronoun) and subj.index in (0, 4)


def orders(c) -> bool:
    """Is ``c`` (a clause whose English verb :func:`english_verb` has set) an order to a
    waiter, English *will have*: *je* or *nous* + *prendre* a drink or a meal with *un*,
    *une* or a number, in the present, affirmative, not asked, nothing of now or habit
    (*Je prends un thé.* / *I will have a tea.*)?"""
    obj = c.obj
    return (
        c.version3
        and c.tense == "p"
        and c.modal is None
        and not c.neg
        and not c.question
        and c.aspect is None
        and c.adv is None
        and c.adverb is None
        and (c.verb.fr, c.verb.en) == ("prendre", "have")
        and first_person(c.subj)
        and isinstance(obj, NounPhrase)
        and obj.det[0] in ("indef", "num")
    )


def ongoing(verb: str) -> bool:
    """Is the French ``verb`` one whose present, with no phrase of now or of habit, is
    English progressive (rule 3: *Personne ne répond.* / *Nobody is answering.*)?"""
    return verb in ONGOING


# --- Verbs whose English depends on the object -------------------------------------------

_SCREENS = frozenset({"télé", "télévision"})


def english_verb(c):
    """The clause as English says it: *regarder la télé* / *watch TV*, *prendre* a drink
    or a meal / *have* (a meal without its article: *have breakfast*); else ``c``."""
    obj = c.obj
    if not isinstance(obj, NounPhrase):
        return c
    v = c.verb
    plain = obj.pre is None and obj.post is None and obj.pp is None
    if v.fr == "regarder" and obj.noun.fr in _SCREENS:
        if plain and obj.det == ("def",):
            obj = replace(obj, det=("gen",))  # watch TV, watch television
        return replace(c, verb=v._replace(en="watch", en_prep=None), obj=obj)
    if v.fr == "prendre" and obj.noun.tags & {"drink", "meal"}:
        if "meal" in obj.noun.tags and plain and obj.det == ("def",):
            obj = replace(obj, det=("gen",), number="s")  # have breakfast
        return replace(c, verb=v._replace(en="have"), obj=obj)
    return c


# --- now: a clause with a phrase of now or of habit --------------------------------------


def _present_clause(rng, sampler, tries: int = 20):
    """A clause of the common grammar in the present: an action (no state), no modal,
    no strong negation, no question, without its time adverb."""
    for _ in range(tries):
        c = sampler.clause("p")
        if (
            c.verb.fr not in STATES
            and c.modal is None
            and c.negation == "pas"
            and c.tense == "p"
        ):
            return replace(c, adv=None, adverb=None, question=False)
    return None


# (French, English, verb, noun): what one sees or hears now, after Regarde / Écoute
SCENES = (
    ("il pleut", "it is raining", "pleuvoir", None),
    ("il neige", "it is snowing", "neiger", None),
    ("le soleil brille", "the sun is shining", "briller", "soleil"),
    (
        "quelqu'un frappe à la porte",
        "someone is knocking on the door",
        "frapper",
        "porte",
    ),
    ("le téléphone sonne", "the phone is ringing", "sonner", "téléphone"),
    ("le bébé pleure", "the baby is crying", "pleurer", "bébé"),
)


@builder("aspect_now")
def _aspect_now(pr, lang, clause, when, lead, end: str, train: bool = False):
    from .realiser import _Realiser

    fr = lang == "fr"
    if isinstance(clause, int):  # Regarde, il pleut! / Look, it is raining!
        text = SCENES[clause][0 if fr else 1] + end
    elif fr and train:  # je suis en train de manger
        r = _Realiser(lang)
        comps = r.complements(pr, replace(clause, neg=False))  # (pas en train d'écrire
        inner = pr.VP(pr.V(clause.verb.fr), *comps).t("b")  # une lettre)
        vp = pr.VP(pr.V("être"), pr.Q("en train"), pr.P("de"), inner)
        s = pr.S(r.np(pr, clause.subj), vp).t(clause.tense)
        text = (s.typ({"neg": True}) if clause.neg else s).realize().strip()[:-1] + end
    else:
        s = _Realiser(lang).clause(pr, clause)
        if when is not None:
            s = s.add(pr.Q(when[0 if fr else 1]))
        text = s.realize().strip()[:-1] + end
    if lead is not None:
        text = f"{LEADS[lead][0 if fr else 1]}, {lower_first(text)}"
    return text


@register("now", 0.15)
def now(rng: random.Random, sampler):
    """*Le bébé dort en ce moment.* / *The baby is sleeping at the moment.*, *Regarde, le
    chat mange!* / *Look, the cat is eating!*, *Il lit le soir.* / *He reads in the
    evening.*"""
    if rng.random() < 0.08:  # Regarde, il pleut!
        scene, lead = rng.randrange(len(SCENES)), rng.randrange(len(LEADS))
        args = {"clause": scene, "when": None, "lead": lead, "end": rng.choice("!.")}
        lemmas = lemmas_of(verbs=(SCENES[scene][2],))
        if SCENES[scene][3]:
            lemmas["noun"].add(SCENES[scene][3])
        return Construction("aspect_now", args, lemmas)
    c = _present_clause(rng, sampler)
    if c is None:  # (seldom: a plain clause of the present)
        return sampler.sentence(1)
    x = rng.random()
    when = lead = None
    end = "."
    if x < 0.15 and not c.reflexive:  # être en train de: the progressive of French
        c.tense, c.aspect = rng.choice(("p", "p", "i")), "now"
        args = {"clause": c, "when": None, "lead": None, "end": end, "train": True}
        return Construction("aspect_now", args, _lemmas(Sentence([c])))
    if x < 0.45:
        when, c.aspect = rng.choice(NOW), "now"
    elif x < 0.85:
        when, c.aspect = rng.choice(HABIT), "habit"
    else:
        lead, c.aspect = rng.randrange(len(LEADS)), "now"
        end = rng.choice("!.")
    args = {"clause": c, "when": when, "lead": lead, "end": end}
    return Construction("aspect_now", args, _lemmas(Sentence([c])))


# --- doing: Qu'est-ce que tu fais? ---------------------------------------------------------

# (French verb, English verb, English preposition)
DOING = (
    ("faire", "do", None),
    ("faire", "do", None),
    ("manger", "eat", None),
    ("boire", "drink", None),
    ("lire", "read", None),
    ("regarder", "look", "at"),
    ("chercher", "look", "for"),
    ("écouter", "listen", "to"),
    ("attendre", "wait", "for"),
    ("écrire", "write", None),
    ("dessiner", "draw", None),
    ("préparer", "prepare", None),
)
# (French, English, tenses, aspect of the present): when one asks
DOING_WHEN = (
    (None, None, ("p", "pc", "f", "i"), "now"),
    ("maintenant", "now", ("p",), "now"),
    ("en ce moment", "at the moment", ("p",), "now"),
    ("ce soir", "this evening", ("p", "f"), "now"),
    ("ce week-end", "this weekend", ("p", "pc", "f"), "now"),
    ("demain", "tomorrow", ("p", "f"), "now"),
    ("le dimanche", "on Sundays", ("p",), "habit"),
    ("le samedi", "on Saturdays", ("p",), "habit"),
    ("le week-end", "at the weekend", ("p",), "habit"),
    ("le soir", "in the evening", ("p",), "habit"),
    ("dans la vie", "for a living", ("p",), "habit"),  # (faire only)
    ("hier", "yesterday", ("pc",), None),
    ("ce matin", "this morning", ("pc",), None),
    ("hier soir", "last night", ("pc", "i"), None),
    ("cet été", "this summer", ("f",), None),
)
_FR_PRONOUNS = ("je", "tu", "il", "elle", "nous", "vous", "ils", "elles")


def _fr_verb(pr, verb: str, subj, tense: str) -> str:
    pe, n = person_number(subj)
    return pr.V(verb).pe(pe).n(n).t(tense).realize().strip()


def _inverted(pr, verb: str, subj, tense: str) -> str:
    """*fais-tu*, *mange-t-il*, *a-t-elle fait*: the verb and its subject pronoun."""
    pe, n = person_number(subj)
    pro = _FR_PRONOUNS[subj.index]
    if tense == "pc":
        aux = pr.V("avoir").pe(pe).n(n).t("p").realize().strip()
        part = pr.V(verb).t("pp").realize().strip()
    else:
        aux, part = pr.V(verb).pe(pe).n(n).t(tense).realize().strip(), ""
    t = "-t" if pe == 3 and aux[-1] in "ae" else ""
    return f"{aux}{t}-{pro}" + (f" {part}" if part else "")


def _que(words: str) -> str:
    return ("qu'" if words[0].lower() in "aeéèêiouy" else "que ") + words


def asks_job(subj, verb: int, tense: str, when: int) -> bool:
    """*Que fait ton père?* / *What does your father do?*: *faire* in the present, with
    no time, of a relative said with a possessive asks for a job (the corpus's one
    convention; *Qu'est-ce que tu fais?* stays *What are you doing?*)."""
    return (
        DOING[verb][0] == "faire"
        and tense == "p"
        and DOING_WHEN[when][0] is None
        and isinstance(subj, NounPhrase)
        and subj.det[0] in ("poss", "poss3")
        and subj.noun.fr in RELATIVES
    )


@builder("doing")
def _doing(pr, lang, subj, verb: int, tense: str, when: int, form: str):
    fr_verb, en_verb, en_prep = DOING[verb]
    time = DOING_WHEN[when][0 if lang == "fr" else 1]
    tail = f" {time}" if time else ""
    if lang == "fr":
        if form == "inv":  # Que fais-tu? Que fait Marie?
            if isinstance(subj, Pronoun):
                words = _inverted(pr, fr_verb, subj, tense)
            else:
                who = subject_tree(pr, subj, "fr").realize().strip()
                words = f"{_fr_verb(pr, fr_verb, subj, tense)} {who}"
            return _que(words)[:1].upper() + _que(words)[1:] + f"{tail}?"
        s = pr.S(subject_tree(pr, subj, "fr"), pr.VP(pr.V(fr_verb))).t(tense)
        clause = lower_first(s.realize().strip()[:-1])
        if form == "quoi":  # Tu fais quoi ce soir?
            return clause[:1].upper() + clause[1:] + f" quoi{tail}?"
        return "Qu'est-ce " + _que(clause) + f"{tail}?"  # Qu'est-ce que tu fais?
    aspect = "habit" if asks_job(subj, verb, tense, when) else DOING_WHEN[when][3]
    vp = [pr.V(en_verb)] + ([pr.Q(en_prep)] if en_prep else [])
    types = {"int": "wad"}
    if tense == "i" or (tense == "p" and aspect == "now"):
        types["prog"] = True
    t = {"p": "p", "pc": "ps", "f": "f", "i": "ps"}[tense]
    s = pr.S(subject_tree(pr, subj, "en"), pr.VP(*vp)).t(t).typ(types)
    return s.realize().strip()[:-1] + f"{tail}?"


@register("doing", 0.12)
def doing(rng: random.Random, sampler):
    """*Qu'est-ce que tu fais?* / *Que fais-tu?* / *Tu fais quoi?* / *What are you
    doing?*, *Qu'est-ce que tu fais le dimanche?* / *What do you do on Sundays?*,
    *Qu'est-ce qu'il a mangé hier?* / *What did he eat yesterday?*; *Que fait ton père?* /
    *What does your father do?* (:func:`asks_job`)"""
    subj = draw_subject(rng, sampler, pronoun=0.75, name=0.15)
    if isinstance(subj, Pronoun) and subj.index == 0 and rng.random() < 0.7:
        subj = Pronoun(1, subj.gender)  # (tu more than je)
    if isinstance(subj, NounPhrase):
        subj = replace(subj, pre=None, post=None, pp=None)
        if rng.random() < 0.5:  # Que fait ton père? / What does your father do?
            subj = relative_np(rng, sampler.lex, owners=(1, 3, 4))
    verb = rng.randrange(len(DOING))
    tense = rng.choice(("p", "p", "p", "pc", "f", "i"))
    if (
        isinstance(subj, NounPhrase)
        and subj.noun.fr in RELATIVES
        and rng.random() < 0.4
    ):
        verb, tense = 0, "p"  # (faire)
    options = [
        i
        for i, w in enumerate(DOING_WHEN)
        if tense in w[2] and (w[0] != "dans la vie" or DOING[verb][0] == "faire")
    ]
    when = rng.choice(options) if rng.random() < 0.6 else 0
    forms = ["estce", "estce", "inv"] + (["quoi"] if tense == "p" else [])
    if isinstance(subj, Pronoun) and subj.index == 0:
        forms = ["estce"]  # (not "que fais-je?")
    if tense == "pc" and not isinstance(subj, Pronoun):
        forms = ["estce"]  # (not "qu'a fait Marie?")
    args = {"subj": subj, "verb": verb, "tense": tense, "when": when}
    args["form"] = rng.choice(forms)
    lemmas = lemmas_of(subj if isinstance(subj, NounPhrase) else None)
    lemmas["verb"].add(DOING[verb][0])
    return Construction("doing", args, lemmas)


# --- chores: faire la cuisine, faire les courses --------------------------------------------

# (French after faire, French after a negation, English verb, English rest)
CHORES = (
    ("la cuisine", "la cuisine", "cook", ""),
    ("les courses", "les courses", "do", "the shopping"),
    ("le ménage", "le ménage", "do", "the housework"),
    ("la vaisselle", "la vaisselle", "do", "the washing-up"),
    ("la lessive", "la lessive", "do", "the washing"),
    ("du vélo", "de vélo", "cycle", ""),
    ("une promenade", "de promenade", "go", "for a walk"),
    ("la sieste", "la sieste", "have", "a nap"),
    ("du shopping", "de shopping", "go", "shopping"),
    ("la queue", "la queue", "queue", ""),
    ("du sport", "de sport", "do", "sport"),
)
# the nouns of the chores (for the lemmas of a row)
_CHORE_NOUNS = {
    "du vélo": "vélo",
    "une promenade": "promenade",
    "du sport": "sport",
}


def _en_chore(pr, subj, chore, tense: str, types: dict) -> str:
    _, _, head, rest = chore
    subject = subject_tree(pr, subj, "en")
    if types.get("neg") and not types.get("prog") and tense in ("p", "pc", "f"):
        # (pyrealb: "I do not the shopping")
        who = subject.realize().strip()
        text = f"{who} {en_aux(subj, tense)} not {head}" + (f" {rest}" if rest else "")
        return text[:1].upper() + text[1:]
    words = [pr.V(head)] + ([pr.Q(rest)] if rest else [])
    if tense == "going":
        vp = pr.VP(pr.V("go"), pr.VP(*words).t("b-to"))
        s = pr.S(subject, vp).t("p").typ({**types, "prog": True})
        return s.realize().strip()[:-1]
    t = {"p": "p", "pc": "ps", "f": "f", "i": "ps"}[tense]
    s = pr.S(subject, pr.VP(*words)).t(t)
    return (s.typ(types) if types else s).realize().strip()[:-1]


@builder("chore")
def _chore(pr, lang, subj, chore: int, tense: str, when, neg: bool):
    item = CHORES[chore]
    time = "" if when is None else " " + when[0 if lang == "fr" else 1]
    if lang == "fr":
        what = pr.Q(item[1] if neg else item[0])
        subject = subject_tree(pr, subj, "fr")
        if tense == "going":
            vp = pr.VP(pr.V("aller"), pr.VP(pr.V("faire").t("b"), what))
            s = pr.S(subject, vp).t("p")
        else:
            s = pr.S(subject, pr.VP(pr.V("faire"), what)).t(tense)
        s = s.typ({"neg": True}) if neg else s
        return s.realize().strip()[:-1] + f"{time}."
    aspect = when[3] if when is not None else None
    types = {"neg": True} if neg else {}
    if (tense == "p" and aspect == "now") or (tense == "i" and aspect != "habit"):
        types["prog"] = True  # (the imparfait of a habit: the simple past)
    return _en_chore(pr, subj, item, tense, types) + f"{time}."


# (French, English, tenses, aspect)
_CHORE_WHEN = tuple((fr, en, ("p", "i"), "habit") for fr, en in HABIT) + (
    ("en ce moment", "at the moment", ("p",), "now"),
    ("maintenant", "now", ("p",), "now"),
    ("ce matin", "this morning", ("p", "pc"), "now"),
    ("ce soir", "this evening", ("p", "f", "going"), "now"),
    ("hier", "yesterday", ("pc",), None),
    ("demain", "tomorrow", ("f", "going"), None),
    ("samedi", "on Saturday", ("pc", "f", "going"), None),
)


@register("chores", 0.1)
def chores(rng: random.Random, sampler):
    """*Je fais les courses le samedi.* / *I do the shopping on Saturdays.*, *Il fait la
    cuisine en ce moment.* / *He is cooking at the moment.*, *Nous allons faire du vélo.*
    / *We are going to cycle.*"""
    subj = draw_subject(rng, sampler, pronoun=0.55, name=0.25)
    if isinstance(subj, NounPhrase):
        subj = replace(subj, pre=None, post=None, pp=None)
    chore = rng.randrange(len(CHORES))
    tense = rng.choice(("p", "p", "p", "pc", "f", "i", "going"))
    options = [w for w in _CHORE_WHEN if tense in w[2]]
    when = rng.choice(options) if options and rng.random() < 0.8 else None
    args = {"subj": subj, "chore": chore, "tense": tense, "when": when}
    args["neg"] = rng.random() < 0.15
    lemmas = lemmas_of(subj if isinstance(subj, NounPhrase) else None)
    lemmas["verb"].add("faire")
    noun = _CHORE_NOUNS.get(CHORES[chore][0])
    if noun:
        lemmas["noun"].add(noun)
    return Construction("chore", args, lemmas)
