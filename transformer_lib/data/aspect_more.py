"""Kinds of sentence of version 3 whose English aspect the French present leaves open,
said where a beginner says them (the rule is :mod:`.aspect`'s).

- ``going_on``: what someone is doing now, asked with *pourquoi* (*Pourquoi est-ce que
  vous riez?* / *Pourquoi riez-vous?* / *Pourquoi tu ris?* / *Why are you laughing?*,
  *Pourquoi est-ce que le chien aboie comme ça?* / *Why is the dog barking like
  that?*), stopped with *ne ... plus* (*Le bébé ne pleure plus.* / *The baby is not
  crying any more.*, *Il ne pleut plus.* / *It is not raining any more.*), or to stop
  (*Arrête de crier!* / *Stop shouting!*): the English progressive;
- ``reading_now``: a relative with *que* whose verb is going on now, in a sentence that
  says what the thing is like (*Le livre que je lis est passionnant.* / *The book that I
  am reading is exciting.*, *La chanson que nous écoutions était triste.* / *The song
  that we were listening to was sad.*; *que* stays *that*, as in :mod:`.relatives`);
- ``says_hello``: *dire bonjour, merci, au revoir* as a habit, with *ne ... jamais*,
  *toujours* or *souvent* (*Mathis ne dit jamais bonjour.* / *Mathis never says hello.*,
  *Elle dit toujours merci.* / *She always says thank you.*), asked in the passé composé
  (*Tu as dit merci à ta grand-mère?* / *Did you say thank you to your grandmother?*)
  and as an order (*Dis bonjour à la dame!* / *Say hello to the lady!*, *N'oublie pas de
  dire merci.* / *Don't forget to say thank you.*): the simple present of a habit.
"""

from __future__ import annotations

import random

from .aspect import _inverted
from .kind_parts import (
    Construction,
    builder,
    draw_name,
    lemmas_of,
    person_number,
    relative_np,
    subject_tree,
)
from .kinds_v3 import register
from .structures import NounPhrase, Pronoun

__all__ = ["GOING_ON", "READ_NOW", "SAID", "going_on", "reading_now", "says_hello"]

# (French verb, English -ing form, who does it: "p" a person, or the French nouns)
GOING_ON = (
    ("rire", "laughing", "p"),
    ("pleurer", "crying", "p bébé"),
    ("crier", "shouting", "p"),
    ("courir", "running", "p chien"),
    ("sourire", "smiling", "p"),
    ("tousser", "coughing", "p"),
    ("chuchoter", "whispering", "p"),
    ("trembler", "shaking", "p"),
    ("partir", "leaving", "p"),
    ("rougir", "blushing", "p"),
    ("bâiller", "yawning", "p"),
    ("attendre", "waiting", "p"),
    ("aboyer", "barking", "chien"),
    ("miauler", "miaowing", "chat"),
    ("sonner", "ringing", "téléphone réveil"),
)
# what is not a person: (French noun, gender, English)
_THINGS = {
    "bébé": ("m", "baby"),
    "chien": ("m", "dog"),
    "chat": ("m", "cat"),
    "téléphone": ("m", "phone"),
    "réveil": ("m", "alarm clock"),
}
# il pleut, il neige with ne ... plus
_WEATHER = (("pleuvoir", "pleut", "raining"), ("neiger", "neige", "snowing"))
_FR_PRONOUN = ("je", "tu", "il", "elle", "nous", "vous", "ils", "elles")
_EN_PRONOUN = ("I", "you", "he", "she", "we", "you", "they", "they")
_EN_BE = ("am", "are", "is", "is", "are", "are", "are", "are")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _fr_present(pr, verb: str, subj) -> str:
    pe, n = (3, "s") if isinstance(subj, str) else person_number(subj)
    return pr.V(verb).pe(pe).n(n).t("p").realize().strip()


def _fr_subject(pr, subj) -> str:
    if isinstance(subj, Pronoun):
        return _FR_PRONOUN[subj.index]
    if isinstance(subj, str):
        return "le " + subj if subj != "bébé" else "le bébé"
    return subject_tree(pr, subj, "fr").realize().strip()


def _en_subject(pr, subj) -> tuple[str, str]:
    """The English subject and its *be*."""
    if isinstance(subj, Pronoun):
        return _EN_PRONOUN[subj.index], _EN_BE[subj.index]
    if isinstance(subj, str):
        return f"the {_THINGS[subj][1]}", "is"
    words = subject_tree(pr, subj, "en").realize().strip()
    return words, "is" if person_number(subj)[1] == "s" else "are"


@builder("going_on")
def _going_on(pr, lang, what: str, verb: int, subj=None, form="est-ce", like=False):
    """``what``: "why" (``form`` "est-ce", "plain" or "inv"), "plus", "stop" (``subj``
    is tu or vous) or "weather" (``verb`` an index of :data:`_WEATHER`)."""
    fr = lang == "fr"
    if what == "weather":
        _, fr_verb, ing = _WEATHER[verb]
        return f"Il ne {fr_verb} plus." if fr else f"It is not {ing} any more."
    fr_verb, ing, _ = GOING_ON[verb]
    tail = (" comme ça" if fr else " like that") if like else ""
    if what == "stop":
        if fr:
            head = "Arrêtez" if subj.index == 5 else "Arrête"
            de = "d'" if fr_verb[0] in "aeéiou" else "de "
            return f"{head} {de}{fr_verb}{tail}!"
        return f"Stop {ing}{tail}!"
    if fr:
        who, verb_fr = _fr_subject(pr, subj), _fr_present(pr, fr_verb, subj)
        if what == "plus":
            ne = "n'" if verb_fr[0] in "aeéiou" else "ne "
            return _cap(f"{who} {ne}{verb_fr} plus{tail}.")
        if form == "inv":
            return f"Pourquoi {_inverted(pr, fr_verb, subj, 'p')}{tail}?"
        if form == "plain":
            return f"Pourquoi {who} {verb_fr}{tail}?"
        que = "qu'" if who[0].lower() in "aeéèêiouy" else "que "
        return f"Pourquoi est-ce {que}{who} {verb_fr}{tail}?"
    who, be = _en_subject(pr, subj)
    if what == "plus":
        return _cap(f"{who} {be} not {ing} any more{tail}.")
    return f"Why {be} {who} {ing}{tail}?"


def _doer(rng, sampler, verb: int):
    """Who does ``verb``: a pronoun (tu and vous most), a name, a relative, or the
    animal or thing of :data:`GOING_ON`."""
    who = GOING_ON[verb][2].split()
    things = [w for w in who if w != "p"]
    if things and ("p" not in who or rng.random() < 0.3):
        return rng.choice(things)
    x = rng.random()
    if x < 0.55:
        i = rng.choice((1, 1, 1, 5, 5, 2, 3, 6, 0, 4))
        return Pronoun(
            i, "f" if i in (3, 7) else "m" if i in (2, 6) else rng.choice("mf")
        )
    if x < 0.75:
        return draw_name(rng)
    return relative_np(rng, sampler.lex, number=rng.choice("ssp"), owners=(0, 1, 3))


@register("going_on", 0.06)
def going_on(rng: random.Random, sampler):
    """See the module."""
    x = rng.random()
    verb = rng.randrange(len(GOING_ON))
    like = GOING_ON[verb][0] in ("rire", "pleurer", "crier", "courir", "aboyer")
    like = like and rng.random() < 0.3
    args = {"verb": verb, "like": like}
    if x < 0.08:
        verb = rng.randrange(len(_WEATHER))
        args = {"what": "weather", "verb": verb}
        return Construction("going_on", args, lemmas_of(verbs=(_WEATHER[verb][0],)))
    if x < 0.22 and "p" in GOING_ON[verb][2] and GOING_ON[verb][0] != "partir":
        args.update(what="stop", subj=Pronoun(rng.choice((1, 1, 5)), "m"))
        lemmas = lemmas_of(verbs=("arrêter", GOING_ON[verb][0]))
        return Construction("going_on", args, lemmas)
    subj = _doer(rng, sampler, verb)
    if x < 0.45:
        args.update(what="plus", subj=subj, like=False)
    else:
        forms = ["est-ce", "est-ce", "plain"]
        if isinstance(subj, Pronoun) and subj.index != 0:
            forms.append("inv")
        if isinstance(subj, Pronoun) and subj.index == 0:
            subj = Pronoun(1, subj.gender)  # (not "pourquoi est-ce que je ris?")
        args.update(what="why", subj=subj, form=rng.choice(forms))
    lemmas = lemmas_of(subj if isinstance(subj, NounPhrase) else None)
    lemmas["verb"].add(GOING_ON[verb][0])
    if isinstance(subj, str):
        lemmas["noun"].add(subj)
    return Construction("going_on", args, lemmas)


# --- reading_now: Le livre que je lis est passionnant. ------------------------------------

# adjectives (French masculine, feminine, English) of what one reads or watches, hears,
# writes, makes
_STORY = (
    ("passionnant", "passionnante", "exciting"),
    ("intéressant", "intéressante", "interesting"),
    ("ennuyeux", "ennuyeuse", "boring"),
    ("drôle", "drôle", "funny"),
    ("triste", "triste", "sad"),
    ("long", "longue", "long"),
    ("génial", "géniale", "great"),
)
_SOUND = (
    ("beau", "belle", "beautiful"),
    ("triste", "triste", "sad"),
    ("trop fort", "trop forte", "too loud"),
    ("génial", "géniale", "great"),
)
_WRITTEN = (
    ("long", "longue", "long"),
    ("important", "importante", "important"),
    ("difficile", "difficile", "difficult"),
)
_COOKED = (("a l'air délicieux", "a l'air délicieuse", "looks delicious"),)
_COOKED += (("sent bon", "sent bon", "smells good"),)
# (French noun, gender, English, French verb, English -ing with its preposition,
# adjectives)
READ_NOW = (
    ("livre", "m", "book", "lire", "reading", _STORY),
    ("roman", "m", "novel", "lire", "reading", _STORY),
    ("article", "m", "article", "lire", "reading", _STORY),
    ("bande dessinée", "f", "comic", "lire", "reading", _STORY),
    ("film", "m", "film", "regarder", "watching", _STORY),
    ("série", "f", "series", "regarder", "watching", _STORY),
    ("émission", "f", "programme", "regarder", "watching", _STORY),
    ("chanson", "f", "song", "écouter", "listening to", _SOUND),
    ("musique", "f", "music", "écouter", "listening to", _SOUND),
    ("lettre", "f", "letter", "écrire", "writing", _WRITTEN),
    ("exercice", "m", "exercise", "faire", "doing", _WRITTEN),
    ("gâteau", "m", "cake", "préparer", "making", _COOKED),
    ("soupe", "f", "soup", "préparer", "making", _COOKED),
)
_EN_BE_PAST = ("was", "were", "was", "was", "were", "were", "were", "were")


@builder("reading_now")
def _reading_now(pr, lang, head: int, subj, adj: int, past: bool, neg: bool):
    noun, gender, en_noun, verb, ing, adjectives = READ_NOW[head]
    m, f, en_adj = adjectives[adj]
    cooked = adjectives is _COOKED
    if lang == "fr":
        det = "l'" if noun[0] in "aeéiou" else ("la " if gender == "f" else "le ")
        pe, n = person_number(subj)
        v = pr.V(verb).pe(pe).n(n).t("i" if past else "p").realize().strip()
        who = _fr_subject(pr, subj)
        que = "qu'" if who[0].lower() in "aeéèêiouy" else "que "
        words = f if gender == "f" else m
        if cooked:  # a l'air délicieux, sent bon
            head_verb, rest = words.split(" ", 1)
            if past:
                head_verb = {"a": "avait", "sent": "sentait"}[head_verb]
            if neg:
                pred = (
                    "n'" if head_verb[0] == "a" else "ne "
                ) + f"{head_verb} pas {rest}"
            else:
                pred = f"{head_verb} {rest}"
        else:
            be = "était" if past else "est"
            pred = (("n'" + be + " pas ") if neg else be + " ") + words
        who = "j'" if who == "je" and v[0] in "aeéèêiou" else who + " "
        return _cap(f"{det}{noun} {que}{who}{v} {pred}.")
    if isinstance(subj, Pronoun):
        who = _EN_PRONOUN[subj.index]
        be = (_EN_BE_PAST if past else _EN_BE)[subj.index]
    else:
        who = subject_tree(pr, subj, "en").realize().strip()
        be = "was" if past else "is"
    if cooked:
        looks, rest = en_adj.split(" ", 1)
        look = looks[:-1]  # (looks, smells)
        if neg:
            pred = f"{'did' if past else 'does'} not {look} {rest}"
        else:
            pred = f"{look + 'ed' if past else looks} {rest}"
    else:
        pred = f"{'was' if past else 'is'} {'not ' if neg else ''}{en_adj}"
    return f"The {en_noun} that {who} {be} {ing} {pred}."


@register("reading_now", 0.035)
def reading_now(rng: random.Random, sampler):
    """See the module."""
    head = rng.randrange(len(READ_NOW))
    if rng.random() < 0.75:
        i = rng.choice((0, 0, 1, 1, 2, 3, 4, 5, 6, 7))
        subj = Pronoun(
            i, "f" if i in (3, 7) else "m" if i in (2, 6) else rng.choice("mf")
        )
    else:
        subj = draw_name(rng)
    adj = rng.randrange(len(READ_NOW[head][5]))
    args = {"head": head, "subj": subj, "adj": adj}
    args.update(past=rng.random() < 0.25, neg=rng.random() < 0.15)
    lemmas = lemmas_of(verbs=(READ_NOW[head][3],))
    lemmas["noun"].add(READ_NOW[head][0])
    return Construction("reading_now", args, lemmas)


# --- says_hello: Mathis ne dit jamais bonjour. ----------------------------------------------

# (French, English): what one says
SAID = (
    ("bonjour", "hello"),
    ("merci", "thank you"),
    ("au revoir", "goodbye"),
    ("pardon", "sorry"),
    ("bonsoir", "good evening"),
    ("bonne nuit", "good night"),
    ("s'il te plaît", "please"),
)
# to whom: (French after à, English after to) for orders and questions to tu
_TO = (
    ("ta grand-mère", "your grandmother"),
    ("ton grand-père", "your grandfather"),
    ("la dame", "the lady"),
    ("au monsieur", "the gentleman"),
    ("tes voisins", "your neighbours"),
    ("ton oncle", "your uncle"),
    ("la maîtresse", "the teacher"),
)
# in a statement, to people that belong to no one
_TO_ANYONE = (("au chauffeur", "the driver"), ("aux voisins", "the neighbours"))
_TO_ANYONE += (("à la boulangère", "the baker"),)
# how often (French, English); None: a plain habit
_HOW_OFTEN = (("jamais", "never"), ("jamais", "never"), ("toujours", "always"))
_HOW_OFTEN += (("souvent", "often"), ("rarement", "rarely"))
_DIRE = ("dis", "dis", "dit", "dit", "disons", "dites", "disent", "disent")


def _to_fr(words: str) -> str:
    return words if words.startswith(("au ", "aux ", "à ")) else f"à {words}"


@builder("says_hello")
def _says_hello(pr, lang, what: str, said: int, subj=None, often=0, to=None):
    """``what``: "habit" (``often`` an index of :data:`_HOW_OFTEN`), "asked" (the
    passé composé, to tu), "order" or "forget"; ``to`` a pair (French, English)."""
    fr = lang == "fr"
    word = SAID[said][0 if fr else 1]
    if fr and subj is not None and isinstance(subj, Pronoun) and subj.index == 5:
        word = word.replace("te plaît", "vous plaît")
    to_words = ""
    if to is not None:
        to_words = f" {_to_fr(to[0])}" if fr else f" to {to[1]}"
    if what == "order":
        if fr:
            head = "Dites" if subj.index == 5 else "Dis"
            return f"{head} {word}{to_words}!"
        return f"Say {word}{to_words}!"
    if what == "forget":
        if fr:
            head = "N'oubliez" if subj.index == 5 else "N'oublie"
            return f"{head} pas de dire {word}{to_words}."
        return f"Don't forget to say {word}{to_words}."
    if what == "asked":
        if fr:
            aux = "avez" if subj.index == 5 else "as"
            return f"{_cap(_FR_PRONOUN[subj.index])} {aux} dit {word}{to_words}?"
        return f"Did you say {word}{to_words}?"
    adverb_fr, adverb_en = _HOW_OFTEN[often]
    if fr:
        i = (
            subj.index
            if isinstance(subj, Pronoun)
            else (2 if person_number(subj)[1] == "s" else 6)
        )
        verb = _DIRE[i]
        if adverb_fr == "jamais":
            return _cap(f"{_fr_subject(pr, subj)} ne {verb} jamais {word}{to_words}.")
        return _cap(f"{_fr_subject(pr, subj)} {verb} {adverb_fr} {word}{to_words}.")
    if isinstance(subj, Pronoun):
        who = _EN_PRONOUN[subj.index]
    else:
        who = subject_tree(pr, subj, "en").realize().strip()
    says = "says" if person_number(subj) == (3, "s") else "say"
    return _cap(f"{who} {adverb_en} {says} {word}{to_words}.")


@register("says_hello", 0.035)
def says_hello(rng: random.Random, sampler):
    """See the module."""
    said = rng.choices(range(len(SAID)), (4, 4, 2, 1, 1, 1, 1))[0]
    x = rng.random()
    tu = Pronoun(rng.choice((1, 1, 5)), "m")
    args = {"said": said}
    if x < 0.55:
        y = rng.random()
        if y < 0.35:
            subj = draw_name(rng)
        elif y < 0.7:
            i = rng.choice((0, 1, 2, 3, 4, 5, 6, 7))
            subj = Pronoun(
                i, "f" if i in (3, 7) else "m" if i in (2, 6) else rng.choice("mf")
            )
        else:
            subj = relative_np(
                rng, sampler.lex, number=rng.choice("ssp"), owners=(0, 1, 3)
            )
        to = rng.choice(_TO_ANYONE) if said in (0, 2) and rng.random() < 0.25 else None
        args.update(
            what="habit", subj=subj, often=rng.randrange(len(_HOW_OFTEN)), to=to
        )
        if SAID[said][0] == "s'il te plaît" and not (
            isinstance(subj, Pronoun) and subj.index == 1
        ):
            args["said"] = 0
    else:
        what = rng.choice(("asked", "order", "order", "forget"))
        to = rng.choice(_TO) if rng.random() < 0.5 else None
        if tu.index == 5 and to is not None:  # (vous: no ta, ton, tes)
            to = to if not to[0].startswith(("ta ", "ton ", "tes ")) else None
        args.update(what=what, subj=tu, to=to)
    subj = args["subj"]
    lemmas = lemmas_of(subj if isinstance(subj, NounPhrase) else None, verbs=("dire",))
    if what_to := args.get("to"):
        lemmas["noun"].add(what_to[0].split()[-1])
    return Construction("says_hello", args, lemmas)
