"""Kinds of sentence of version 3: a greeting to someone followed by a question or a
welcome, *de rien* to someone, *je vous en prie* + an order (hand-made tables).

- ``hello_how``: *Salut Léa, ça va?* / *Hi Léa, how are you?*, *Bonjour madame, comment
  allez-vous?* / *Hello madam, how are you?*, *Bonjour à tous, bienvenue chez nous!* /
  *Hello everyone, welcome to our home!*, *Bienvenue à Paris!* / *Welcome to Paris!*,
  *De rien, Paul.* / *You are welcome, Paul.*, *Je vous en prie, entrez.* / *Please come
  in.*

The greeting and the name have no comma between them (as people write them), a comma
before what follows.
"""

from __future__ import annotations

import random

from .kind_parts import Construction, Name, builder, draw_name, lemmas_of
from .kinds_v3 import register
from .names import CITIES, COUNTRIES

# greetings: French, English
HELLOS = (("bonjour", "hello"), ("salut", "hi"), ("bonsoir", "good evening"))
# whom one greets (not a name): French, English, familiar (tu)?, polite (vous)?
CALLED = (
    ("à tous", "everyone", False, True),
    ("tout le monde", "everyone", False, True),
    ("les enfants", "children", False, True),
    ("les amis", "friends", False, True),
    ("mes amis", "my friends", False, True),
    ("maman", "Mum", True, False),
    ("papa", "Dad", True, False),
    ("monsieur", "sir", False, True),
    ("madame", "madam", False, True),
    ("mamie", "Grandma", True, False),
    ("papi", "Grandpa", True, False),
)
# how are you: French, English, said to (tu, vous or both)
HOW = (
    ("ça va", "how are you", "both"),
    ("comment ça va", "how are you", "both"),
    ("comment vas-tu", "how are you", "tu"),
    ("comment allez-vous", "how are you", "vous"),
    ("tu vas bien", "are you well", "tu"),
    ("vous allez bien", "are you well", "vous"),
)
# where one is welcome: French, English (after "welcome")
HOMES = (
    ("chez nous", "to our home"),
    ("chez moi", "to my home"),
    ("à la maison", "home"),
    ("dans notre école", "to our school"),
    ("dans notre ville", "to our town"),
)
# je vous en prie / je t'en prie + an order: (vous, tu, English after "please")
PLEASE_DO = (
    ("entrez", "entre", "come in"),
    ("asseyez-vous", "assieds-toi", "sit down"),
    ("servez-vous", "sers-toi", "help yourself"),
    ("continuez", "continue", "go on"),
    ("installez-vous", "installe-toi", "make yourself comfortable"),
    ("ne vous inquiétez pas", "ne t'inquiète pas", "do not worry"),
    ("prenez un café", "prends un café", "have a coffee"),
    ("attendez ici", "attends ici", "wait here"),
)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _who(who, lang: str) -> str:
    if isinstance(who, Name):
        return who.name
    return CALLED[who][lang != "fr"]


def _where(where, lang: str) -> str:
    kind, i = where
    fr = lang == "fr"
    if kind == "home":
        return HOMES[i][not fr]
    if kind == "city":
        return ("à " if fr else "to ") + CITIES[i][not fr]
    name, gender, en = COUNTRIES[i]
    return {"f": "en", "m": "au", "p": "aux"}[gender] + f" {name}" if fr else f"to {en}"


@builder("hello_how")
def _hello_how(pr, lang, what: str, hello, who, how: int, where, tu: bool, mark: str):
    """``what``: "how" (*Salut Léa, ça va?*), "welcome" (*Bonjour à tous, bienvenue chez
    nous!*; ``hello`` None: *Bienvenue à Paris!*), "nothing" (*De rien, Paul.*) or
    "please" (*Je vous en prie, entrez.*)."""
    fr = lang == "fr"
    head = ""
    if hello is not None:
        head = HELLOS[hello][not fr] + (
            " " + _who(who, lang) if who is not None else ""
        )
    if what == "how":
        ask = HOW[how][not fr]
        return _cap(f"{head}, {ask}?" if head else f"{ask}, {_who(who, lang)}?")
    if what == "welcome":
        welcome = ("bienvenue " if fr else "welcome ") + _where(where, lang)
        return _cap(f"{head}, {welcome}" if head else welcome) + mark
    if what == "nothing":
        text = "de rien" if fr else "you are welcome"
        return _cap(text + (", " + _who(who, lang) if who is not None else "")) + mark
    vous, toi, en = PLEASE_DO[how]
    if fr:
        return (
            ("Je t'en prie, " if tu else "Je vous en prie, ")
            + (toi if tu else vous)
            + "."
        )
    return f"Please {en}."


def _called(rng, tu: bool | None = None, alone: bool = False):
    """A first name or an index of CALLED (of tu, of vous or either; ``alone``: not
    *à tous*, which needs a greeting before it)."""
    if rng.random() < 0.5 and tu is not False:
        return draw_name(rng)
    pool = [i for i, c in enumerate(CALLED) if tu is None or c[2 if tu else 3]]
    pool = [i for i in pool if not (alone and CALLED[i][0] == "à tous")]
    return rng.choice(pool)


@register("hello_how", 0.05)
def hello_how(rng: random.Random, sampler):
    """*Salut Léa, ça va?* / *Hi Léa, how are you?*, *Bonjour à tous, bienvenue chez
    nous!* / *Hello everyone, welcome to our home!*"""
    args = {"what": "how", "hello": None, "who": None, "how": 0, "where": None}
    args.update(tu=False, mark=rng.choice(".!"))
    x = rng.random()
    if x < 0.4:
        how = rng.randrange(len(HOW))
        to = HOW[how][2]
        who = _called(rng, None if to == "both" else to == "tu")
        tu_ok = isinstance(who, Name) or CALLED[who][2]
        hello = rng.choice((0, 1, 2) if tu_ok else (0, 2))
        if rng.random() < 0.25 and not (isinstance(who, int) and who == 0):
            hello = None  # Ça va, Léa? (not *Ça va, à tous?*)
        args.update(how=how, who=who, hello=hello)
    elif x < 0.7:
        x = rng.random()
        if x < 0.6:
            where = ("home", rng.randrange(len(HOMES)))
        elif x < 0.85:
            where = ("city", rng.randrange(len(CITIES)))
        else:
            where = ("country", rng.randrange(len(COUNTRIES)))
        hello, who = None, None
        if rng.random() < 0.6:
            hello, who = rng.choice((0, 0, 2)), _called(rng)
        args.update(what="welcome", where=where, hello=hello, who=who)
        args["mark"] = "!"
    elif x < 0.85:
        who = _called(rng, alone=True) if rng.random() < 0.7 else None
        args.update(what="nothing", who=who)
    else:
        args.update(what="please", how=rng.randrange(len(PLEASE_DO)))
        args["tu"] = rng.random() < 0.4
    return Construction("hello_how", args, lemmas_of())


# --- asked to someone: Avez-vous sommeil, les enfants? Tu viens avec nous au cinéma? -------

# avoir + noun, asked: French noun, English adjective
ASKED_STATES = (
    ("faim", "hungry"),
    ("soif", "thirsty"),
    ("froid", "cold"),
    ("chaud", "hot"),
    ("sommeil", "sleepy"),
    ("peur", "afraid"),
)
# where one is asked to come with us: French, English
COME_TO = (
    ("au cinéma", "to the cinema"),
    ("à la plage", "to the beach"),
    ("au parc", "to the park"),
    ("à la piscine", "to the pool"),
    ("au marché", "to the market"),
    ("au restaurant", "to the restaurant"),
    ("au concert", "to the concert"),
    ("au musée", "to the museum"),
    ("à la fête", "to the party"),
    ("en ville", "into town"),
    ("à Paris", "to Paris"),
    ("", ""),
)
_COME = {"tu": ("Tu viens", "Viens-tu"), "vous": ("Vous venez", "Venez-vous")}
_WITH = (("avec nous", "with us"), ("avec moi", "with me"))


@builder("ask_to")
def _ask_to(pr, lang, what: str, i: int, tu: bool, form: str, who, extra: int):
    """``what``: "state" (*Avez-vous sommeil, les enfants?* / *Are you sleepy,
    children?*; ``i`` into ASKED_STATES) or "come" (*Tu viens avec nous au cinéma?* /
    *Are you coming with us to the cinema?*; ``i`` into COME_TO, ``extra`` into _WITH);
    ``form``: "plain" (*Tu as faim?*), "inv" (*As-tu faim?*) or "front" (*Les enfants,
    vous avez faim?*); ``who``: None, a name or an index of CALLED."""
    fr = lang == "fr"
    if what == "state":
        noun, adj = ASKED_STATES[i]
        if fr:
            core = (
                ("As-tu" if tu else "Avez-vous")
                if form == "inv"
                else ("Tu as" if tu else "Vous avez")
            )
            core += f" {noun}"
        else:
            core = f"Are you {adj}"
    else:
        where = COME_TO[i][not fr]
        with_ = _WITH[extra][not fr]
        if fr:
            core = _COME["tu" if tu else "vous"][form == "inv"] + f" {with_}"
        else:
            core = f"Are you coming {with_}"
        core += f" {where}" if where else ""
    if who is None:
        return core + "?"
    called = _who(who, lang)
    if form == "front":
        return _cap(called) + ", " + core[0].lower() + core[1:] + "?"
    return f"{core}, {called}?"


@register("ask_to", 0.04)
def ask_to(rng: random.Random, sampler):
    """*Avez-vous sommeil, les enfants?* / *Are you sleepy, children?*, *Tu viens avec
    nous au cinéma?* / *Are you coming with us to the cinema?*"""
    what = "state" if rng.random() < 0.5 else "come"
    i = rng.randrange(len(ASKED_STATES if what == "state" else COME_TO))
    who = None
    tu = rng.random() < 0.6
    if rng.random() < 0.7:
        if tu:
            who = draw_name(rng) if rng.random() < 0.7 else rng.choice((5, 6))
        else:
            who = rng.choice([k for k, c in enumerate(CALLED) if c[3] and k != 0])
    form = rng.choice(
        ("plain", "plain", "inv") + (("front",) if who is not None else ())
    )
    args = {"what": what, "i": i, "tu": tu, "form": form, "who": who}
    args["extra"] = rng.randrange(2)
    verb = "avoir" if what == "state" else "venir"
    return Construction("ask_to", args, lemmas_of(verbs=(verb,)))
