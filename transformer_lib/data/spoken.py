"""Kinds of sentence of version 3: everyday speech with *ça*, *on* and *c'est*.

- ``ca``: *ça* as the subject (*Ça sent bon.* / *That smells good.*, *Ça ne marche pas.*
  / *That does not work.*, *Ça te plaît?* / *Do you like that?*, *Ça m'intéresse.* /
  *That interests me.*), as the object (*J'aime ça.* / *I like that.*, *Tu veux ça?* /
  *Do you want that?*, *Ne touche pas à ça!* / *Don't touch that!*), and a few fixed
  phrases (*Ça suffit!* / *That is enough!*, *Ça dépend.* / *It depends.*);
- ``on``: *on* as *we* in everyday speech: *On se voit mardi.* / *See you on Tuesday.*
  (a fixed phrase, with a day or a time), *On va au parc?* / *Are we going to the
  park?*, *On va manger.* / *We are going to eat.*, any clause of the common grammar with
  *on* as its subject, said or asked by intonation, and *On y va!* / *Let's go!*;
- ``cest_more``: the small families of *c'est*: *C'est qui?*, *Qui est-ce?* / *Who is
  it?*; *c'est* + adjective in the present, the imparfait and the future, negative or
  asked by intonation (*C'est vrai?* / *Is it true?*, *Ce n'était pas facile.* / *It was
  not easy.*, *C'est trop cher.* / *It is too expensive.*), *Ce n'est pas grave.* / *It
  does not matter.* (but *C'est grave?* / *Is it serious?*), *C'est ça.* / *That is
  right.*, *C'est combien?* / *How much is it?*

The corpus's rule for *ça*: English *that* (*it* only in the prices of
:mod:`.everyday_words`, *Ça coûte dix euros.* / *It costs ten euros.*, and in the fixed
phrases *Ça va?*, *Ça dépend.*); for *c'est*, *it* as in :mod:`.phrases`.
"""

from __future__ import annotations

import random

from . import grammar_v3 as v3
from .kind_parts import Construction, builder, lemmas_of, subject_tree
from .kinds_v3 import register
from .negation import draw_subject
from .structures import Clause, On, Pronoun, Sentence, _lemmas

__all__ = ["CA_VERBS", "CA_OBJECT_VERBS", "CA_FIXED", "SEE_YOU", "CEST_MORE_ADJ"]

# ça + verb (+ word): (French, English, the words after the verb)
CA_VERBS = (
    ("sentir", "smell", ("bon", "good")),
    ("sentir", "smell", ("mauvais", "bad")),
    ("marcher", "work", None),
    ("aider", "help", None),
    ("changer", "change", None),
    ("commencer", "start", None),
)
# ça + object pronoun + verb: ça me plaît / I like that; ça m'intéresse / that interests me
_DATIVE = ("me", "te", None, None, "nous", "vous", "leur", "leur")
# verb + ça: (French, English, French preposition, English preposition)
CA_OBJECT_VERBS = (
    ("aimer", "like", None, None),
    ("adorer", "love", None, None),
    ("détester", "hate", None, None),
    ("vouloir", "want", None, None),
    ("prendre", "take", None, None),
    ("manger", "eat", None, None),
    ("boire", "drink", None, None),
    ("faire", "do", None, None),
    ("voir", "see", None, None),
    ("dire", "say", None, None),
    ("comprendre", "understand", None, None),
    ("acheter", "buy", None, None),
    ("regarder", "look", None, "at"),
    ("toucher", "touch", "à", None),
    ("goûter", "taste", None, None),
    ("essayer", "try", None, None),
    ("entendre", "hear", None, None),
)
# the verbs of CA_OBJECT_VERBS said in the imperative (Regarde ça! Ne fais pas ça!)
_ORDERS = frozenset(
    "prendre manger boire faire dire regarder toucher goûter essayer".split()
)
# (French, English, final mark)
CA_FIXED = (
    ("ça suffit", "that is enough", "!"),
    ("ça dépend", "it depends", "."),
    ("ça ne fait rien", "it does not matter", "."),
    ("ça va mieux", "I am feeling better", "."),
    ("ça fait combien", "how much is that", "?"),
    ("ça me fait plaisir", "I am glad", "."),
)
_FR_TENSE = {"p": "p", "pc": "pc", "f": "f", "i": "i"}
_EN_TENSE = {"p": "p", "pc": "ps", "f": "f", "i": "ps"}


def _pronoun_en(index: int):
    """The English subject pronoun of a dative (me: I, te: you, leur: they)."""
    table = {0: (1, "s"), 1: (2, "s"), 4: (1, "p"), 5: (2, "p"), 6: (3, "p")}
    return table.get(index, (3, "p"))


@builder("ca_subject")
def _ca_subject(pr, lang, verb: int, tense: str, neg: bool, asked: bool, to=None):
    """*Ça sent bon.* / *That smells good.*; ``to`` (an index of lexicon.PRONOUNS) with
    verb -1 (plaire: *Ça me plaît.* / *I like that.*) or -2 (intéresser: *Ça
    m'intéresse.* / *That interests me.*)."""
    fr = lang == "fr"
    t = (_FR_TENSE if fr else _EN_TENSE)[tense]
    types = {"neg": True} if neg else {}
    if asked and not fr:
        types["int"] = "yon"
    if verb == -1 and not fr:  # ça me plaît / I like that
        pe, n = _pronoun_en(to)
        s = pr.S(pr.Pro("I").pe(pe).n(n), pr.VP(pr.V("like"), pr.Q("that"))).t(t)
    elif verb == -2 and not fr:
        pe, n = _pronoun_en(to)
        me = pr.Pro("me").pe(pe).n(n)
        s = pr.S(pr.Q("that"), pr.VP(pr.V("interest"), me)).t(t)
    elif fr and verb < 0:
        pe, n = _pronoun_en(to)
        pro = pr.Pro("moi").pe(pe).n(n).c("dat" if verb == -1 else "acc")
        lemma = "plaire" if verb == -1 else "intéresser"
        if neg:  # (pyrealb: "ça me ne plaît pas")
            form = pr.VP(pr.V(lemma)).t(t).realize().strip()
            return _ne_pas(_DATIVE[to], form) + ("?" if asked else ".")
        s = pr.S(pr.Q("ça"), pr.VP(pr.V(lemma), pro)).t(t)
    else:
        fr_verb, en_verb, word = CA_VERBS[verb]
        rest = [pr.Q(word[0 if fr else 1])] if word else []
        subj = pr.Q("ça" if fr else "that")
        s = pr.S(subj, pr.VP(pr.V(fr_verb if fr else en_verb), *rest)).t(t)
    s = s.typ(types) if types else s
    text = s.realize().strip()
    if fr and asked:
        text = text[:-1] + "?"
    return text


def _ne_pas(pronoun: str, form: str) -> str:
    """*Ça ne me plaît pas*, *ça ne m'a pas plu*, *ça ne t'intéressera pas*."""
    words = form.split()
    head, rest = words[0], words[1:]
    clitic = pronoun[0] + "'" if head[0] in "aeéiouh" and pronoun != "nous" else None
    if pronoun in ("nous", "vous", "leur"):
        clitic = None
    pro = clitic + head if clitic else f"{pronoun} {head}"
    return " ".join(["Ça ne", pro, "pas", *rest])


@builder("ca_object")
def _ca_object(pr, lang, subj, verb: int, tense: str, neg: bool, asked: str):
    """*J'aime ça.* / *I like that.*; ``asked``: "" (said), "intonation" (*Tu veux ça?*)
    or "est-ce" (*Est-ce que tu veux ça?*), the same English (*Do you want that?*)."""
    fr = lang == "fr"
    fr_verb, en_verb, fr_prep, en_prep = CA_OBJECT_VERBS[verb]
    if fr:
        obj = pr.PP(pr.P(fr_prep), pr.Q("ça")) if fr_prep else pr.Q("ça")
        vp = pr.VP(pr.V(fr_verb), obj)
    else:
        obj = pr.PP(pr.P(en_prep), pr.Q("that")) if en_prep else pr.Q("that")
        vp = pr.VP(pr.V(en_verb), obj)
    t = (_FR_TENSE if fr else _EN_TENSE)[tense]
    types = {"neg": True} if neg else {}
    if not fr and tense == "i" and fr_verb not in v3.STATES:
        types["prog"] = True  # je mangeais ça / I was eating that
    if fr and asked == "est-ce":
        s = pr.S(pr.Q("est-ce"), pr.C("que"), subject_tree(pr, subj, lang), vp).t(t)
        return (s.typ(types) if types else s).a("?").realize()
    if asked and not fr:
        types["int"] = "yon"
    s = pr.S(subject_tree(pr, subj, lang), vp).t(t)
    text = (s.typ(types) if types else s).realize().strip()
    return text[:-1] + "?" if asked and fr else text


@builder("ca_order")
def _ca_order(pr, lang, verb: int, person: int, neg: bool, mark: str):
    """*Regarde ça!* / *Look at that!*, *Ne touche pas à ça.* / *Don't touch that.*"""
    fr_verb, en_verb, fr_prep, en_prep = CA_OBJECT_VERBS[verb]
    if lang == "fr":
        pe, n = (2, "s") if person == 1 else (2, "p")
        obj = pr.PP(pr.P(fr_prep), pr.Q("ça")) if fr_prep else pr.Q("ça")
        s = pr.S(pr.VP(pr.V(fr_verb).pe(pe).n(n), obj)).t("ip")
        return (s.typ({"neg": True}) if neg else s).a(mark).realize()
    words = (["Don't"] if neg else []) + [en_verb] + ([en_prep] if en_prep else [])
    text = " ".join(words + ["that"])
    return text[:1].upper() + text[1:] + mark


@builder("ca_fixed")
def _ca_fixed(pr, lang, phrase: int):
    fr, en, mark = CA_FIXED[phrase]
    text = fr if lang == "fr" else en
    return text[:1].upper() + text[1:] + mark


_TENSES = ("p", "p", "pc", "f", "i")


@register("ca", 0.1)
def ca(rng: random.Random, sampler):
    x = rng.random()
    tense = rng.choice(_TENSES)
    asked = rng.random() < 0.25
    neg = not asked and rng.random() < 0.3
    if x < 0.3:  # ça as the subject
        y = rng.random()
        args = {"tense": tense, "neg": neg, "asked": asked}
        if y < 0.45:
            verb = rng.randrange(len(CA_VERBS))
            args["verb"] = verb
            verbs = (CA_VERBS[verb][0],)
        else:
            verb = -1 if y < 0.8 else -2
            args["verb"] = verb
            args["to"] = rng.choice([i for i, d in enumerate(_DATIVE) if d])
            if verb == -2 and tense == "pc":
                args["tense"] = "p"  # (not "ça les a intéressés")
            verbs = ("plaire" if verb == -1 else "intéresser",)
        return Construction("ca_subject", args, lemmas_of(verbs=verbs))
    if x < 0.75:  # ça as the object
        verb = rng.randrange(len(CA_OBJECT_VERBS))
        subj = draw_subject(rng, sampler, frozenset({"person"}))
        if asked and rng.random() < 0.7:
            subj = Pronoun(rng.choice((1, 5)), rng.choice("mf"))  # tu veux ça?
        form = rng.choice(("intonation", "intonation", "est-ce")) if asked else ""
        args = {"subj": subj, "verb": verb, "tense": tense, "neg": neg, "asked": form}
        fr = CA_OBJECT_VERBS[verb][0]
        return Construction("ca_object", args, lemmas_of(subj, verbs=(fr,)))
    if x < 0.92:  # an order
        verb = rng.choice([i for i, v in enumerate(CA_OBJECT_VERBS) if v[0] in _ORDERS])
        neg = rng.random() < 0.5 or CA_OBJECT_VERBS[verb][0] == "toucher"
        args = {"verb": verb, "person": rng.choice((1, 5)), "neg": neg}
        args["mark"] = rng.choice("!.")
        verbs = (CA_OBJECT_VERBS[verb][0],)
        return Construction("ca_order", args, lemmas_of(verbs=verbs))
    return Construction("ca_fixed", {"phrase": rng.randrange(len(CA_FIXED))})


# --- on ----------------------------------------------------------------------------------

# On se voit + when: (French, English) after "See you"
SEE_YOU = (
    ("demain", "tomorrow"),
    ("ce soir", "this evening"),
    ("plus tard", "later"),
    ("bientôt", "soon"),
    ("la semaine prochaine", "next week"),
    ("ce week-end", "this weekend"),
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
# (French, English, mark)
ON_FIXED = (
    ("on y va", "let's go", "!"),
    ("on y va", "shall we go", "?"),
    ("on verra", "we will see", "."),
    ("on ne sait jamais", "you never know", "."),
)


@builder("see_you")
def _see_you(pr, lang, when, mark: str):
    """*On se voit mardi.* / *See you on Tuesday.*; ``when``: an index of SEE_YOU, a
    day (index, next: *mardi prochain* / *next Tuesday*) or an hour (*à huit heures* /
    *at eight o'clock*)."""
    from .kind_parts import en_number, fr_number

    fr = lang == "fr"
    if isinstance(when, int):
        words = SEE_YOU[when][not fr]
    elif when[0] == "day":
        day = _DAYS[when[1]][not fr]
        words = (f"{day} prochain" if fr else f"next {day}") if when[2] else day
        words = words if fr or when[2] else f"on {words}"
    else:
        hour = when[1]
        if fr:
            words = f"à {fr_number(hour, True)} heure{'s' if hour > 1 else ''}"
        else:
            words = f"at {en_number(hour)} o'clock"
    return ("On se voit " if fr else "See you ") + words + mark


@builder("on_fixed")
def _on_fixed(pr, lang, phrase: int):
    fr, en, mark = ON_FIXED[phrase]
    text = fr if lang == "fr" else en
    return text[:1].upper() + text[1:] + mark


# places one goes to with on (on va au cinéma / we are going to the cinema)
_OUTINGS = frozenset(
    "cinéma parc plage piscine restaurant marché musée zoo supermarché boulangerie "
    "théâtre stade jardin montagne campagne mer pharmacie banque magasin".split()
)


def _on_clause(rng, sampler, asked: bool) -> Clause:
    """A clause of the common grammar with *on* as its subject (we are going to the
    park today; we are going to eat the pizza; any clause of a verb of people); a
    question is not negative."""
    x = rng.random()
    if x < 0.35:  # on va au parc / au cinéma / à la plage
        aller = next(v for v in sampler.lex.VERBS if v.fr == "aller" and v.obj)
        nouns = [n for n in sampler.lex.NOUNS if n.fr in _OUTINGS]
        place = sampler.noun_phrase(aller.obj, "obj", noun=rng.choice(nouns))
        place.pp = place.pre = place.post = None
        place.det, place.number = ("def",), "s"
        tense = rng.choice(("p", "p", "pc", "f"))
        c = Clause(On(rng.choice("mf")), aller, tense, obj=place, version3=True)
        if tense == "p":  # today, now: we are going (grammar_v3.now_progressive)
            c.adv = rng.choice((("aujourd'hui", "today"), ("maintenant", "now")))
        elif rng.random() < 0.4:
            c.adv = ("hier", "yesterday") if tense == "pc" else ("demain", "tomorrow")
        c.neg = not asked and rng.random() < 0.2
        return c
    for _ in range(30):
        c = sampler.clause(v3.sentence_tense(sampler))
        if "person" in c.verb.subj and c.attr is None and c.verb.fr != "être":
            break
    c.subj = On(rng.choice("mf"))
    if asked:
        c.neg, c.negation = False, "pas"
    state = c.verb.fr in v3.STATES
    if x < 0.6 and c.negation == "pas" and not c.reflexive and not state:
        c.modal, c.tense = "aller", "p"  # on va manger / we are going to eat
        c.adv = None
    v3.possessives(sampler, c)
    return c


@register("on", 0.08)
def on(rng: random.Random, sampler):
    x = rng.random()
    if x < 0.3:
        y = rng.random()
        if y < 0.4:
            when = rng.randrange(len(SEE_YOU))
        elif y < 0.85:
            when = ("day", rng.randrange(7), rng.random() < 0.3)
        else:
            when = ("hour", rng.randint(1, 12))
        return Construction("see_you", {"when": when, "mark": rng.choice(".!")})
    if x < 0.37:
        return Construction("on_fixed", {"phrase": rng.randrange(len(ON_FIXED))})
    asked = rng.random() < 0.5
    c = _on_clause(rng, sampler, asked)
    s = Sentence([c])
    s.lemmas = _lemmas(s)
    if asked and c.tense != "c" and v3.question_allowed(c):  # on va au cinéma?
        c.question = True
        return Construction("yes_no", {"clause": c, "form": "intonation"}, s.lemmas)
    c.question = False
    return s


# --- c'est -------------------------------------------------------------------------------

# c'est + adjective: (French, English); grave: "serious", but "ce n'est pas grave" / "it
# does not matter"
CEST_MORE_ADJ = (
    ("vrai", "true"),
    ("facile", "easy"),
    ("difficile", "difficult"),
    ("possible", "possible"),
    ("important", "important"),
    ("cher", "expensive"),
    ("loin", "far"),
    ("bon", "good"),
    ("beau", "beautiful"),
    ("parfait", "perfect"),
    ("intéressant", "interesting"),
    ("normal", "normal"),
    ("grave", "serious"),
    ("gentil", "kind"),
    ("fini", "finished"),
    ("prêt", "ready"),
)
# a degree before the adjective (French, English)
_DEGREE = (("très", "very"), ("trop", "too"), ("vraiment", "really"))
_CEST = {"p": ("c'est", "ce n'est pas"), "i": ("c'était", "ce n'était pas")}
_CEST["f"] = ("ce sera", "ce ne sera pas")
_IT = {"p": ("is", "does not"), "i": ("was", "did not"), "f": ("will be", "will not")}
# (French, English): c'est ça
_THAT = (
    ("C'est ça.", "That is right."),
    ("C'est ça?", "Is that right?"),
    ("Oui, c'est ça.", "Yes, that is right."),
    ("Non, ce n'est pas ça.", "No, that is not right."),
)
# who: (French, English)
_WHO = (
    ("C'est qui?", "Who is it?"),
    ("Qui est-ce?", "Who is it?"),
    ("Qui c'est?", "Who is it?"),
    ("C'était qui?", "Who was it?"),
    ("Qui était-ce?", "Who was it?"),
    ("Qui est là?", "Who is there?"),
)


@builder("cest_adj")
def _cest_adj(pr, lang, adj: int, tense: str, neg: bool, asked: bool, degree=None):
    """*C'est vrai?* / *Is it true?*, *Ce n'était pas facile.* / *It was not easy.*"""
    fr_adj, en_adj = CEST_MORE_ADJ[adj]
    if lang == "fr":
        head = _CEST[tense][neg]
        word = fr_adj if degree is None else f"{_DEGREE[degree][0]} {fr_adj}"
        text = f"{head} {word}"
        return text[:1].upper() + text[1:] + ("?" if asked else ".")
    word = en_adj if degree is None else f"{_DEGREE[degree][1]} {en_adj}"
    if neg and fr_adj == "grave":  # ce n'est pas grave / it does not matter
        return f"It {_IT[tense][1]} matter."
    be = {"p": "is", "i": "was", "f": "will be"}[tense]
    if neg:
        be = {"p": "is not", "i": "was not", "f": "will not be"}[tense]
    if asked:
        first, _, rest = be.partition(" ")
        verb = f"{first.capitalize()} it" + (f" {rest}" if rest else "")
        return f"{verb} {word}?"
    return f"It {be} {word}."


@builder("cest_fixed")
def _cest_fixed(pr, lang, table: str, i: int):
    row = (_THAT if table == "that" else _WHO)[i]
    return row[lang == "en"]


@builder("how_much")
def _how_much(pr, lang, np=None, tense: str = "p"):
    """*C'est combien?* / *How much is it?*, *C'est combien, le pain?* / *How much is
    the bread?*, *C'était combien?* / *How much was it?*"""
    fr = lang == "fr"
    if np is None:
        if fr:
            return "C'est combien?" if tense == "p" else "C'était combien?"
        return "How much is it?" if tense == "p" else "How much was it?"
    words = subject_tree(pr, np, lang).realize().strip()
    if fr:
        return f"C'est combien, {words}?"
    return f"How much {'are' if np.number == 'p' else 'is'} {words}?"


@register("cest_more", 0.1)
def cest_more(rng: random.Random, sampler):
    x = rng.random()
    if x < 0.2:
        return Construction("cest_fixed", {"table": "who", "i": rng.randrange(6)})
    if x < 0.32:
        return Construction("cest_fixed", {"table": "that", "i": rng.randrange(4)})
    if x < 0.42:
        if rng.random() < 0.4:
            return Construction("how_much", {"tense": rng.choice("pi")})
        np = sampler.noun_phrase(frozenset({"food", "object", "clothes"}), "obj")
        np.pp = np.pre = np.post = None
        np.det = ("def",) if rng.random() < 0.7 else ("dem",)
        if "food" in np.noun.tags and "mass" not in np.noun.tags:
            np.number = "p"  # c'est combien, les pommes? (not "le haricot")
        elif "mass" in np.noun.tags:
            np.number = "s"
        return Construction("how_much", {"np": np}, lemmas_of(np))
    adj = rng.randrange(len(CEST_MORE_ADJ))
    if rng.random() < 0.15:
        adj = 0  # c'est vrai, the most frequent
    tense = rng.choice(("p", "p", "i", "f"))
    asked = rng.random() < 0.3
    neg = not asked and rng.random() < 0.35
    if CEST_MORE_ADJ[adj][0] == "grave" and rng.random() < 0.6:
        asked, neg = False, True  # ce n'est pas grave, most often
    degree = None
    if not neg and not asked and CEST_MORE_ADJ[adj][0] not in ("vrai", "fini", "prêt"):
        degree = rng.randrange(len(_DEGREE)) if rng.random() < 0.3 else None
    args = {"adj": adj, "tense": tense, "neg": neg, "asked": asked, "degree": degree}
    adjs = (CEST_MORE_ADJ[adj][0],)
    return Construction("cest_adj", args, lemmas_of(verbs=("être",), adjs=adjs))
