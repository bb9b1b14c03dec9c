"""Corpus v3: the short everyday orders of orders.py (kind "order"). Each case builds a
structure by hand and says the French and the English a careful translator would
write; sampled rows are checked for properties any order must have."""

import random
import re

import pytest

pytest.importorskip("pyrealb")

from transformer_lib.data import kinds_v3  # noqa: E402
from transformer_lib.data.kind_parts import Construction  # noqa: E402
from transformer_lib.data.lexicon_v3 import spell_fr, v3_tables  # noqa: E402
from transformer_lib.data.orders import SAYINGS, order  # noqa: E402
from transformer_lib.data.realiser import realise  # noqa: E402
from transformer_lib.data.sampler import _Sampler  # noqa: E402
from transformer_lib.data.streams import lexicon_of  # noqa: E402

TU, NOUS, VOUS = 1, 4, 5


def say(form, verb, who, neg=False, please=False, end="!", **more):
    args = {"form": form, "verb": verb, "who": who, "neg": neg, "please": please}
    args.update(end=end, **more)
    with v3_tables():
        fr, en = realise(Construction("order", args))
    return spell_fr(fr), en


def saying(fr_verb, rest):
    return next(i for i, s in enumerate(SAYINGS) if s[0] == fr_verb and s[1] == rest)


CASES = [
    (("me", "attendre", TU), {"obj": "moi"}, ("Attends-moi!", "Wait for me!")),
    (("me", "aider", VOUS), {"obj": "nous"}, ("Aidez-nous!", "Help us!")),
    (("me", "écouter", TU), {"obj": "moi"}, ("Écoute-moi!", "Listen to me!")),
    (("me", "excuser", VOUS), {"obj": "moi"}, ("Excusez-moi!", "Excuse me!")),
    (("me", "suivre", VOUS), {"obj": "moi"}, ("Suivez-moi!", "Follow me!")),
    (
        ("me", "appeler", TU),
        {"obj": "moi", "extra": ("ce soir", "this evening")},
        ("Appelle-moi ce soir!", "Call me this evening!"),
    ),
    (
        ("me", "regarder", TU, True),
        {"obj": "moi"},
        ("Ne me regarde pas!", "Don't look at me!"),
    ),
    (
        ("me", "attendre", VOUS, True),
        {"obj": "moi"},
        ("Ne m'attendez pas!", "Don't wait for me!"),
    ),
    (
        ("me", "laisser", TU),
        {"obj": "nous"},
        ("Laisse-nous tranquilles!", "Leave us alone!"),
    ),
    (
        ("give", "donner", TU),
        {"obj": "moi", "thing": ("livre", "s", "def")},
        ("Donne-moi le livre!", "Give me the book!"),
    ),
    (
        ("give", "donner", TU),
        {"obj": "moi", "thing": ("livre", "m", "pro")},
        ("Donne-le-moi!", "Give it to me!"),
    ),
    (
        ("give", "apporter", VOUS, True),
        {"obj": "moi", "thing": ("photo", "f", "pro")},
        ("Ne me l'apportez pas!", "Don't bring it to me!"),
    ),
    (
        ("give", "montrer", VOUS),
        {"obj": "nous", "thing": ("clé", "p", "poss")},
        ("Montrez-nous vos clés!", "Show us your keys!"),
    ),
    (("it", "prendre", TU), {"obj": "m"}, ("Prends-le!", "Take it!")),
    (("it", "manger", VOUS), {"obj": "f"}, ("Mangez-la!", "Eat it!")),
    (
        ("it", "toucher", TU, True),
        {"obj": "m"},
        ("Ne le touche pas!", "Don't touch it!"),
    ),
    (
        ("it", "ouvrir", TU, True),
        {"obj": "p"},
        ("Ne les ouvre pas!", "Don't open them!"),
    ),
    (
        ("it", "ouvrir", VOUS, True),
        {"obj": "f"},
        ("Ne l'ouvrez pas!", "Don't open it!"),
    ),
    (
        ("it", "toucher", TU, True),
        {"obj": "ça"},
        ("Ne touche pas à ça!", "Don't touch that!"),
    ),
    (("it", "toucher", VOUS), {"obj": "ça"}, ("Touchez ça!", "Touch that!")),
    (("it", "jeter", NOUS), {"obj": "p"}, ("Jetons-les!", "Let's throw them away!")),
    (
        ("do", "fermer", TU),
        {"thing": ("porte", "s", "def"), "please": True, "end": "."},
        ("Ferme la porte, s'il te plaît.", "Close the door, please."),
    ),
    (
        ("do", "éteindre", VOUS),
        {"thing": ("lumière", "s", "def")},
        ("Éteignez la lumière!", "Switch off the light!"),
    ),
    (
        ("do", "allumer", TU, True),
        {"thing": ("télé", "s", "def")},
        ("N'allume pas la télé!", "Don't switch on the TV!"),
    ),
    (
        ("do", "ranger", TU),
        {"thing": ("chambre", "s", "poss")},
        ("Range ta chambre!", "Tidy your room!"),
    ),
    (
        ("do", "mettre", TU),
        {"thing": ("écharpe", "s", "poss")},
        ("Mets ton écharpe!", "Put on your scarf!"),
    ),
    (
        ("do", "mettre", NOUS),
        {"thing": ("manteau", "p", "poss")},
        ("Mettons nos manteaux!", "Let's put on our coats!"),
    ),
    (
        ("do", "oublier", VOUS, True),
        {"thing": ("clé", "p", "poss")},
        ("N'oubliez pas vos clés!", "Don't forget your keys!"),
    ),
    (
        ("do", "prendre", VOUS),
        {"thing": ("parapluie", "s", "poss"), "please": True},
        ("Prenez votre parapluie, s'il vous plaît!", "Take your umbrella, please!"),
    ),
    (
        ("do", "écrire", VOUS),
        {"thing": ("nom", "s", "poss"), "end": "."},
        ("Écrivez votre nom.", "Write your name."),
    ),
    (
        ("do", "fermer_body", TU),
        {"thing": ("oeil", "p", "body")},
        ("Ferme les yeux!", "Close your eyes!"),
    ),
    (
        ("go", "aller", NOUS),
        {"obj": "cinéma"},
        ("Allons au cinéma!", "Let's go to the cinema!"),
    ),
    (
        ("go", "aller", NOUS),
        {"obj": "plage"},
        ("Allons à la plage!", "Let's go to the beach!"),
    ),
    (("go", "aller", TU), {"obj": "lit"}, ("Va au lit!", "Go to bed!")),
    (("go", "aller", VOUS), {"obj": "école"}, ("Allez à l'école!", "Go to school!")),
    (("go", "venir", TU), {"obj": "maison"}, ("Viens à la maison!", "Come home!")),
    (
        ("go", "aller", NOUS, True),
        {"obj": "parc"},
        ("N'allons pas au parc!", "Let's not go to the park!"),
    ),
]


@pytest.mark.parametrize("head, more, expected", CASES)
def test_orders_by_hand(head, more, expected):
    assert say(*head, **more) == expected


@pytest.mark.parametrize(
    "verb, rest, who, neg, expected",
    [
        ("venir", "ici", TU, False, ("Viens ici!", "Come here!")),
        ("venir", "voir", TU, False, ("Viens voir!", "Come and see!")),
        ("venir", "avec nous", VOUS, False, ("Venez avec nous!", "Come with us!")),
        ("entrer", "", VOUS, False, ("Entrez!", "Come in!")),
        ("faire", "{p} devoirs", TU, False, ("Fais tes devoirs!", "Do your homework!")),
        ("faire", "{p} devoirs", NOUS, False, ("Faisons nos devoirs!", "Let's do our homework!")),
        ("faire", "attention", TU, False, ("Fais attention!", "Be careful!")),
        ("faire", "du bruit", VOUS, True, ("Ne faites pas de bruit!", "Don't make any noise!")),
        ("taire", "", TU, False, ("Tais-toi!", "Be quiet!")),
        ("taire", "", VOUS, False, ("Taisez-vous!", "Be quiet!")),
        ("répéter", "", TU, False, ("Répète!", "Repeat!")),
        ("aller", "y", NOUS, False, ("Allons-y!", "Let's go!")),
        ("manger", "", NOUS, False, ("Mangeons!", "Let's eat!")),
        ("commencer", "", NOUS, False, ("Commençons!", "Let's start!")),
        ("partir", "encore", NOUS, True, ("Ne partons pas encore!", "Let's not leave yet!")),
        ("partir", "encore", TU, True, ("Ne pars pas encore!", "Don't leave yet!")),
        ("laisser", "-moi essayer", TU, False, ("Laisse-moi essayer!", "Let me try!")),
        ("laisser", "-moi {o}aider", TU, False, ("Laisse-moi t'aider!", "Let me help you!")),
        ("laisser", "-moi {o}aider", VOUS, False, ("Laissez-moi vous aider!", "Let me help you!")),
        ("arrêter", "ça", VOUS, False, ("Arrêtez ça!", "Stop that!")),
    ],
)  # fmt: skip
def test_fixed_orders_by_hand(verb, rest, who, neg, expected):
    assert say("say", saying(verb, rest), who, neg) == expected


def _rows(n=300, seed=5):
    rng = random.Random(seed)
    sampler = _Sampler(rng, lexicon_of(3), 3)
    rows = []
    for _ in range(n):
        c = order(rng, sampler)
        with v3_tables():
            fr, en = realise(c)
        rows.append((c, spell_fr(fr), en))
    return rows


@pytest.fixture(scope="module")
def rows():
    return _rows()


def test_sampled_orders_are_clean(rows):
    for c, fr, en in rows:
        assert fr[-1] == en[-1] and fr[-1] in "!.", (fr, en)
        assert not re.search(r"\{|\}|  |\b(\w+) \1\b", fr + " " + en), (fr, en)
        assert fr[0].isupper() and en[0].isupper(), (fr, en)
        a = c.args
        # a negative order: ne ... pas and Don't / Let's not, never with please
        assert (" pas" in fr) == a["neg"], fr
        if a["neg"]:
            assert en.startswith("Don't " if a["who"] != NOUS else "Let's not "), en
            assert "please" not in en
        # nous: Let's; never please to nous; please on both sides or neither
        assert en.startswith("Let's") == (a["who"] == NOUS), (fr, en)
        assert ("s'il" in fr) == ("please" in en) == a["please"], (fr, en)
        # possessives agree with the person ordered (ton/ta/tes to tu, votre/vos to vous)
        words = set(re.findall(r"[\w']+", fr.lower()))
        if a["who"] == TU:
            assert not words & {"votre", "vos", "notre", "nos"}, fr
        if a["who"] == VOUS:
            assert not words & {"ton", "ta", "tes", "notre", "nos"}, fr
            assert "toi" not in words, fr


def test_every_form_and_person_is_drawn(rows):
    seen = {(c.args["form"], c.args["who"]) for c, _, _ in rows}
    for form in ("me", "give", "it", "do", "go", "say"):
        assert (form, TU) in seen and (form, VOUS) in seen, form
    for form in ("it", "do", "go", "say"):
        assert (form, NOUS) in seen, form


def test_share_of_orders_in_the_main_stream():
    kinds_v3._load_kinds()
    total = sum(w for w, _ in kinds_v3.KINDS.values())
    share = kinds_v3.KINDS["order"][0] / total
    # some 1,000 to 1,500 rows of 120,000
    assert 1000 / 120_000 < share < 1500 / 120_000


def test_look_and_listen_take_ca_only(rows):
    # (Regarde-le says "look at him" in the kind "clitic": one English for one French)
    for c, fr, en in rows:
        if c.args["form"] == "it" and c.args["verb"] in ("regarder", "écouter"):
            assert c.args["obj"] == "ça" and "that" in re.findall(r"\w+", en), fr


def test_the_nouns_an_order_says_are_its_lemmas(rows):
    # (the held-out pairs of verb and noun are checked against the lemmas: a noun in
    # the lemmas must be in the French, and a noun of the French in the lemmas)
    for c, fr, _ in rows:
        thing = c.args.get("thing")
        if thing and thing[2] == "pro":
            assert not c.lemmas["noun"], (fr, c.lemmas)
        for noun in c.lemmas["noun"]:
            stem = {"oeil": "yeux"}.get(noun, noun)[:-1]
            assert stem in fr.lower(), (noun, fr)
