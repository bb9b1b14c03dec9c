"""A kind of sentence of version 3: feelings about someone or something, ``feel_about``.

*être en colère / fâché contre* (*angry with*), *furieux contre* (*furious with*),
*jaloux de* (*jealous of*), *inquiet pour* (*worried about*), *avoir
honte de* (*ashamed of*), *fier de* (*proud of*), *déçu par* (*disappointed with* a thing,
*in* a person), *content de* (*happy with*), of a pronoun or a name, with a stressed
pronoun (*contre moi* / *with me*; *fier de toi* / *proud of yourself* when it is the
subject's own), a name, a relative (*pour sa fille* / *about her daughter*) or a thing
(*de son erreur* / *of his mistake*, *du film* / *with the film*), in the present, the
imparfait, the passé composé (both the English simple past) or the future:

- said, maybe negative, maybe with *tellement / si / très / vraiment* (*so, so, very,
  really*) and a name called (*Je suis tellement fière de toi, Manon!* / *I am so proud of
  you, Manon!*): *Nous sommes inquiets pour Paul.* / *We are worried about Paul.*,
  *Julie a honte de son erreur.* / *Julie is ashamed of her mistake.*;
- asked (the voice, *est-ce que* or inversion): *Es-tu fière de moi?* / *Are you proud of
  me?*;
- asked why: *Pourquoi es-tu en colère?* / *Why are you angry?*, *Pourquoi Marie est-elle
  déçue?* / *Why is Marie disappointed?*;
- *Tu devrais avoir honte (de toi).* / *You should be ashamed (of yourself).*;
- *Ne sois pas en colère contre moi.* / *Don't be angry with me.*

:mod:`.feelings` has the feelings without these complements.
"""

from __future__ import annotations

import random

from .kind_parts import Construction, Name, builder, draw_name, lemmas_of
from .kinds_v3 import register
from .social import en_be, en_negate, en_poss, en_subject
from .structures import Pronoun

__all__ = ["FEELS", "feel_about"]

# name: French (the adjective, or the noun after avoir), English, French preposition,
# English preposition, and what may follow (p: a pronoun, s: oneself, n: a name, r: a
# relative, t: one's thing, d: a thing with le, e: an event)
FEELS = {
    "colere": ("en colère", "angry", "contre", "with", "pnr"),
    "fache": ("fâché", "angry", "contre", "with", "pnr"),
    "inquiet": ("inquiet", "worried", "pour", "about", "pnre"),
    "honte": ("honte", "ashamed", "de", "of", "str"),
    "fier": ("fier", "proud", "de", "of", "psnrt"),
    "decu": ("déçu", "disappointed", "par", "with", "pnrtd"),
    "content": ("content", "happy", "de", "with", "td"),
    "furieux": ("furieux", "furious", "contre", "with", "pnr"),
    "jaloux": ("jaloux", "jealous", "de", "of", "pnr"),
}
# how much, in a sentence said: French, English (si and tellement not negated, nor
# before honte)
DEGREES = (("tellement", "so"), ("si", "so"), ("très", "very"), ("vraiment", "really"))
_FEMININE = {"fier": "fière", "inquiet": "inquiète", "en colère": "en colère"}
_FEMININE |= {"furieux": "furieuse", "jaloux": "jalouse"}
_STRESSED = ("moi", "toi", "lui", "elle", "nous", "vous", "eux", "elles")
_EN_OBJ = ("me", "you", "him", "her", "us", "you", "them", "them")
_EN_SELF = ("myself", "yourself", "himself", "herself", "ourselves", "yourselves")
_EN_SELF += ("themselves", "themselves")
# relatives: French, gender ("p": plural), English
RELATIVES = (
    ("fils", "m", "son"),
    ("fille", "f", "daughter"),
    ("frère", "m", "brother"),
    ("soeur", "f", "sister"),
    ("mère", "f", "mother"),
    ("père", "m", "father"),
    ("enfants", "p", "children"),
    ("ami", "m", "friend"),
    ("amie", "f", "friend"),
    ("équipe", "f", "team"),
    ("élèves", "p", "pupils"),
    ("grand-mère", "f", "grandmother"),
)
# one's things: French, gender, English, the feelings they go with
THINGS = (
    ("erreur", "f", "mistake", "honte"),
    ("mensonge", "m", "lie", "honte"),
    ("comportement", "m", "behaviour", "honte decu"),
    ("notes", "p", "marks", "honte fier decu content"),
    ("résultats", "p", "results", "fier decu content"),
    ("travail", "m", "work", "fier decu content"),
    ("dessin", "m", "drawing", "fier content"),
    ("maison", "f", "house", "fier content"),
    ("jardin", "m", "garden", "fier content"),
    ("victoire", "f", "victory", "fier"),
    ("accent", "m", "accent", "honte"),
)
# things with le: French noun, gender, English
SEEN = (
    ("film", "m", "film"),
    ("repas", "m", "meal"),
    ("match", "m", "match"),
    ("hôtel", "m", "hotel"),
    ("concert", "m", "concert"),
    ("voyage", "m", "trip"),
    ("résultat", "m", "result"),
    ("cadeau", "m", "present"),
)
# what one worries about: French (after pour), English (after about)
EVENTS = (
    ("l'examen", "the exam"),
    ("demain", "tomorrow"),
    ("le match", "the match"),
    ("l'avenir", "the future"),
    ("le voyage", "the journey"),
    ("l'entretien", "the interview"),
)
_POSS = {  # French possessives by the owner's pronoun index: masculine, feminine, plural
    0: ("mon", "ma", "mes"),
    1: ("ton", "ta", "tes"),
    2: ("son", "sa", "ses"),
    3: ("son", "sa", "ses"),
    4: ("notre", "notre", "nos"),
    5: ("votre", "votre", "vos"),
    6: ("leur", "leur", "leurs"),
    7: ("leur", "leur", "leurs"),
}
_VOWELS = tuple("aeéèêiouh")


def _index(subj) -> int:
    """The pronoun index of a subject (a name is il or elle)."""
    if isinstance(subj, Pronoun):
        return subj.index
    return 3 if subj.gender == "f" else 2


def _gender_number(subj) -> tuple[str, str]:
    i = _index(subj)
    return subj.gender, ("p" if i in (4, 5, 6, 7) else "s")


def _adj_fr(feel: str, subj) -> str:
    word = FEELS[feel][0]
    if feel == "honte" or feel == "colere":
        return word
    g, n = _gender_number(subj)
    if g == "f":
        word = _FEMININE.get(word, word + "e")
    return word + ("s" if n == "p" and not word.endswith("x") else "")


def _owned_fr(noun: str, gender: str, subj) -> str:
    m, f, p = _POSS[_index(subj)]
    if gender == "p":
        return f"{p} {noun}"
    return f"{m if gender == 'm' or noun.startswith(_VOWELS) else f} {noun}"


def _complement(feel: str, subj, comp, lang: str) -> str:
    """*contre moi*, *de toi*, *pour sa fille*, *du film*; English *with me*, *of
    yourself*, *about her daughter*, *with the film*."""
    if comp is None:
        return ""
    fr = lang == "fr"
    _, _, fr_p, en_p, _ = FEELS[feel]
    kind, x = comp
    if kind == "pro":
        word = _STRESSED[x] if fr else _EN_OBJ[x]
        if not fr and feel == "decu":
            en_p = "in"
    elif kind == "self":
        word = _STRESSED[_index(subj)] if fr else _EN_SELF[_index(subj)]
    elif kind == "name":
        word = x.name
        if not fr and feel == "decu":
            en_p = "in"
    elif kind == "rel":
        noun, gender, en = RELATIVES[x]
        word = _owned_fr(noun, gender, subj) if fr else f"{en_poss(subj)} {en}"
        if not fr and feel == "decu" and noun not in ("équipe",):
            en_p = "in"
    elif kind == "thing":
        noun, gender, en, _ = THINGS[x]
        word = _owned_fr(noun, gender, subj) if fr else f"{en_poss(subj)} {en}"
    elif kind == "seen":
        noun, _, en = SEEN[x]
        if fr:
            if fr_p == "de":
                return " de l'" + noun if noun.startswith(_VOWELS) else " du " + noun
            return (
                f" {fr_p} l'{noun}"
                if noun.startswith(_VOWELS)
                else f" {fr_p} le {noun}"
            )
        word = f"the {en}"
    else:  # an event
        word = EVENTS[x][0 if fr else 1]
    if fr:
        if fr_p == "de" and word.startswith(_VOWELS):
            return f" d'{word}"
        return f" {fr_p} {word}"
    return f" {en_p} {word}"


def _inverted(pr, verb: str, tense: str, subj) -> str:
    """*es-tu*, *est-elle*, *sera-t-il*, *as-tu*; a name: *Marie est-elle*."""
    i = _index(subj)
    person, number = (1, 2, 3, 3, 1, 2, 3, 3)[i], "s" if i < 4 else "p"
    form = pr.V(verb).t(tense).pe(person).n(number).realize().strip()
    pro = ("je", "tu", "il", "elle", "nous", "vous", "ils", "elles")[i]
    t = "-t" if form[-1] in "ae" and pro in ("il", "elle") else ""
    head = f"{form}{t}-{pro}"
    return f"{subj.name} {head}" if isinstance(subj, Name) else head


@builder("feel_about")
def _feel_about(  # noqa: PLR0913
    pr,
    lang,
    subj,
    feel: str,
    comp,
    tense: str,
    form: str,
    neg=False,
    degree=None,
    call=None,
):
    """``form``: "said", "voice", "est-ce", "inv" (asked), "why", "why_voice" (*Pourquoi
    tu es ...?*), "should" or "dont"."""
    fr = lang == "fr"
    verb = "avoir" if feel == "honte" else "être"
    adj = _adj_fr(feel, subj) if fr else FEELS[feel][1]
    if degree is not None:  # tellement fière / so proud
        adj = f"{DEGREES[degree][0 if fr else 1]} {adj}"
    end = f", {call.name}!" if call is not None else "."
    tail = adj + _complement(feel, subj, comp, lang)
    if fr:
        if form == "dont":
            imp = {"avoir": ("aie", "ayez"), "être": ("sois", "soyez")}[verb]
            v = imp[subj.index == 5]
            return ("N'" if v[0] == "a" else "Ne ") + f"{v} pas {tail}."
        if form == "should":
            s = pr.S(
                _subject_fr(pr, subj), pr.VP(pr.V("devoir"), pr.Q(f"{verb} {tail}"))
            )
            return s.t("c").realize().strip()
        if form in ("inv", "why"):
            head = _inverted(pr, verb, tense, subj)
            text = f"{head} {tail}?"
            return (
                ("Pourquoi " + text) if form == "why" else text[:1].upper() + text[1:]
            )
        s = pr.S(_subject_fr(pr, subj), pr.VP(pr.V(verb), pr.Q(tail))).t(tense)
        text = (s.typ({"neg": True}) if neg else s).realize().strip()
        if form == "said":
            return text[:-1] + end
        text = text[:-1]
        if form == "voice":
            return text + "?"
        if not isinstance(subj, Name):
            text = text[:1].lower() + text[1:]
        if form == "why_voice":
            return f"Pourquoi {text}?"
        que = "qu'" if text[:1].lower().startswith(_VOWELS) else "que "
        return f"Est-ce {que}{text}?"
    if form == "dont":
        return f"Don't be {tail}."
    head, person, number = en_subject(subj)
    if form == "should":
        return head[:1].upper() + head[1:] + f" should be {tail}."
    be = en_be(person, number, tense)
    if form == "said":
        be = en_negate(be) if neg else be
        return head[:1].upper() + head[1:] + f" {be} {tail}{end}"
    first, _, rest = be.partition(" ")  # will be
    asked = f"{first} {head} {rest + ' ' if rest else ''}{tail}?"
    if form.startswith("why"):
        return "Why " + asked
    return asked[:1].upper() + asked[1:]


def _subject_fr(pr, subj):
    from .kind_parts import subject_tree

    return subject_tree(pr, subj, "fr")


def _draw_comp(rng, feel: str, subj):
    options = FEELS[feel][4]
    if rng.random() < 0.2 and feel != "content":
        return None
    what = rng.choice(options)
    me = _index(subj)
    if what == "p":
        others = [k for k in range(8) if k != me and {k, me} != {1, 5}]
        return ("pro", rng.choice(others))
    if what == "s":
        return ("self", None)
    if what == "n":
        taken = getattr(subj, "name", None)
        name = draw_name(rng)
        return ("name", name if name.name != taken else Name("Paul", "m"))
    if what == "r":
        return ("rel", rng.randrange(len(RELATIVES)))
    if what == "t":
        pool = [i for i, t in enumerate(THINGS) if feel in t[3].split()]
        return ("thing", rng.choice(pool))
    if what == "d":
        return ("seen", rng.randrange(len(SEEN)))
    return ("event", rng.randrange(len(EVENTS)))


@register("feel_about", 0.08)
def feel_about(rng: random.Random, sampler):
    """A feeling about someone or something (see the module)."""
    feel = rng.choice(sorted(FEELS) + ["colere", "inquiet", "honte", "fier"])
    x = rng.random()
    if x < 0.7:
        i = rng.choices(range(8), (0.25, 0.2, 0.1, 0.1, 0.1, 0.12, 0.06, 0.07))[0]
        gender = "f" if i in (3, 7) else "m" if i in (2, 6) else rng.choice("mf")
        subj = Pronoun(i, gender) if rng.random() < 0.7 else draw_name(rng)
    else:
        subj = draw_name(rng)
    r = rng.random()
    form = "said"
    if r < 0.2:
        form = rng.choice(("voice", "est-ce", "inv"))
    elif r < 0.4:
        form = rng.choice(("why", "why", "why_voice"))
    elif r < 0.47 and feel in ("honte", "fier", "inquiet"):
        form = "should"
    elif r < 0.55 and feel in ("honte", "colere", "fache", "decu", "inquiet"):
        form = "dont"
    if form != "said" and _index(subj) in (0, 4) and form != "should":
        subj = Pronoun(rng.choice((1, 5)), rng.choice("mf"))
    if form == "dont" and not (isinstance(subj, Pronoun) and subj.index in (1, 5)):
        subj = Pronoun(rng.choice((1, 5)), rng.choice("mf"))
    tense = rng.choice(("p", "p", "p", "i", "pc", "f"))
    if form in ("inv", "why") and tense == "pc":
        tense = "p"
    if form in ("should", "dont"):
        tense = "p"
    comp = _draw_comp(rng, feel, subj)
    if form == "dont" and comp is not None and comp[0] == "self":
        comp = None
    args = {"subj": subj, "feel": feel, "comp": comp, "tense": tense, "form": form}
    args["neg"] = form == "said" and rng.random() < 0.2
    if (
        form == "said" and rng.random() < 0.4
    ):  # tellement fière de toi / so proud of you
        strong = not args["neg"] and feel != "honte"
        args["degree"] = rng.choice((0, 0, 1, 2, 3) if strong else (2, 3))
        if feel == "furieux":  # (not *très furieux*)
            args["degree"] = rng.choice((0, 1, 3) if strong else (3,))
    i = _index(subj) if isinstance(subj, Pronoun) else None
    if form == "said" and (i == 1 or (i in (0, 4) and comp == ("pro", 1))):
        if rng.random() < 0.35:  # ..., Manon!
            taken = {getattr(subj, "name", None), getattr(comp and comp[1], "name", 0)}
            call = draw_name(rng, subj.gender if i == 1 else None)  # (tu: the same)
            spare = Name("Paul", "m") if call.gender == "m" else Name("Julie", "f")
            args["call"] = call if call.name not in taken else spare
    lemmas = lemmas_of(verbs=("avoir" if feel == "honte" else "être",))
    if feel == "honte":
        lemmas["noun"].add("honte")
    elif feel != "colere":
        lemmas["adj"].add(FEELS[feel][0])
    return Construction("feel_about", args, lemmas)
