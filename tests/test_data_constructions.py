"""The kinds of sentence of corpus version 3 (greetings, avoir, c'est, names and places,
weather, il y a, times and dates, wh-questions): hand-written translations of fixed
structures, and properties of sampled rows."""

from __future__ import annotations

import random
import re

import pytest

from transformer_lib.data import kinds_v3
from transformer_lib.data.kind_parts import Construction, Name, en_number, fr_number
from transformer_lib.data.lexicon_v3 import NOUNS, VERBS
from transformer_lib.data.sampler import _COPULA, _Sampler
from transformer_lib.data.streams import lexicon_of
from transformer_lib.data.structures import Clause, NounPhrase, Pronoun

pyrealb = pytest.importorskip("pyrealb")


def _realise(s):
    from transformer_lib.data.realiser import realise

    return realise(s)


def _noun(fr):
    return next(n for n in NOUNS if n.fr == fr)


def _np(fr, det=("def",), number="s", gender=None):
    n = _noun(fr)
    return NounPhrase(n, gender or n.gender, number, det)


def _verb(fr, obj=True):
    return next(v for v in VERBS if v.fr == fr and (v.obj is not None) == obj)


def test_numbers_in_words():
    assert [fr_number(n) for n in (1, 17, 21, 22, 35, 60, 70, 71, 77, 80, 81, 91, 99)] == [
        "un", "dix-sept", "vingt et un", "vingt-deux", "trente-cinq", "soixante",
        "soixante-dix", "soixante et onze", "soixante-dix-sept", "quatre-vingts",
        "quatre-vingt-un", "quatre-vingt-onze", "quatre-vingt-dix-neuf",
    ]  # fmt: skip
    assert fr_number(21, feminine=True) == "vingt et une"
    assert [en_number(n) for n in (13, 22, 40, 99, 100)] == [
        "thirteen", "twenty-two", "forty", "ninety-nine", "a hundred",
    ]  # fmt: skip


CASES = [
    (Construction("fixed", {"phrase": 0}), ("Bonjour.", "Hello.")),
    (
        Construction(
            "joined",
            {
                "first": "bonjour",
                "rest": Construction(
                    "name_is",
                    {"subj": Pronoun(0, "m"), "name": Name("Paul", "m"), "neg": False},
                ),
            },
        ),
        ("Bonjour, je m'appelle Paul.", "Hello, my name is Paul."),
    ),
    (
        Construction("thanks_for", {"np": _np("cadeau")}),
        ("Merci pour le cadeau.", "Thank you for the gift."),
    ),
    (
        Construction("where_is", {"np": _np("gare")}),
        ("Où est la gare?", "Where is the station?"),
    ),
    (
        Construction(
            "state",
            {
                "subj": Pronoun(0, "m"),
                "state": 0,
                "tense": "p",
                "neg": True,
                "asked": False,
            },
        ),
        ("Je n'ai pas faim.", "I am not hungry."),
    ),
    (
        Construction(
            "state",
            {
                "subj": Pronoun(1, "m"),
                "state": 1,
                "tense": "f",
                "neg": False,
                "asked": True,
            },
        ),
        ("Est-ce que tu auras soif?", "Will you be thirsty?"),
    ),
    (
        Construction(
            "age", {"subj": Pronoun(0, "f"), "years": 22, "tense": "p", "neg": False}
        ),
        ("J'ai vingt-deux ans.", "I am twenty-two years old."),
    ),
    (
        Construction("how_old", {"subj": _np("frère", ("poss", 1))}),
        ("Quel âge a ton frère?", "How old is your brother?"),
    ),
    (
        Construction(
            "cest", {"what": _np("frère", ("poss", 0)), "neg": False, "asked": False}
        ),
        ("C'est mon frère.", "He is my brother."),
    ),
    (
        Construction(
            "cest",
            {"what": _np("ami", ("poss", 0), "p", "m"), "neg": True, "asked": False},
        ),
        ("Ce ne sont pas mes amis.", "They are not my friends."),
    ),
    (
        Construction("cest", {"what": Pronoun(0, "m"), "neg": False, "asked": False}),
        ("C'est à moi.", "It is mine."),
    ),
    (
        Construction(
            "at_place",
            {
                "subj": Name("Paul", "m"),
                "verb": "live",
                "place": ("country", 24),
                "tense": "p",
                "neg": False,
                "asked": False,
            },
        ),
        ("Paul habite aux États-Unis.", "Paul lives in the United States."),
    ),
    (
        Construction(
            "at_place",
            {
                "subj": Pronoun(0, "m"),
                "verb": "come",
                "place": ("country", 17),
                "tense": "p",
                "neg": False,
                "asked": False,
            },
        ),
        ("Je viens du Japon.", "I come from Japan."),
    ),
    (
        Construction(
            "at_place",
            {
                "subj": Name("Marie", "f"),
                "verb": "go",
                "place": ("city", 16),
                "tense": "pc",
                "neg": False,
                "asked": False,
            },
        ),
        ("Marie est allée à Londres.", "Marie went to London."),
    ),
    (
        Construction(
            "weather",
            {
                "what": 5,
                "tense": "past",
                "neg": False,
                "asked": False,
                "when": 1,
                "place": None,
            },
        ),
        ("Il a plu hier.", "It rained yesterday."),
    ),
    (
        Construction(
            "weather",
            {
                "what": 3,
                "tense": "f",
                "neg": False,
                "asked": False,
                "when": 2,
                "place": None,
            },
        ),
        ("Il fera froid demain.", "It will be cold tomorrow."),
    ),
    (
        Construction(
            "weather",
            {
                "what": 5,
                "tense": "p",
                "neg": False,
                "asked": 2,
                "when": None,
                "place": None,
            },
        ),
        ("Il pleut?", "Is it raining?"),
    ),
    (
        Construction(
            "weather",
            {
                "what": 0,
                "tense": "f",
                "neg": False,
                "asked": 1,
                "when": 2,
                "place": None,
            },
        ),
        ("Est-ce qu'il fera beau demain?", "Will the weather be nice tomorrow?"),
    ),
    (
        Construction("what_weather", {"tense": "p", "when": None, "place": None}),
        ("Quel temps fait-il?", "What is the weather like?"),
    ),
    (
        Construction(
            "there",
            {
                "np": _np("chat"),
                "count": None,
                "tense": "p",
                "neg": False,
                "asked": False,
                "place": (lexicon_of(3).LOCATIONS[0], _np("jardin")),
            },
        ),
        ("Il y a un chat dans le jardin.", "There is a cat in the garden."),
    ),
    (
        Construction(
            "there",
            {
                "np": _np("pain"),
                "count": None,
                "tense": "p",
                "neg": True,
                "asked": False,
                "place": None,
            },
        ),
        ("Il n'y a pas de pain.", "There is no bread."),
    ),
    (
        Construction(
            "there",
            {
                "np": _np("chat", number="p"),
                "count": None,
                "tense": "p",
                "neg": False,
                "asked": True,
                "place": None,
            },
        ),
        ("Est-ce qu'il y a des chats?", "Are there any cats?"),
    ),
    (
        Construction(
            "there",
            {
                "np": _np("livre", number="p"),
                "count": 35,
                "tense": "past",
                "neg": False,
                "asked": False,
                "place": None,
            },
        ),
        ("Il y avait trente-cinq livres.", "There were thirty-five books."),
    ),
    (
        Construction("clock", {"hour": 3, "minute": 0}),
        ("Il est trois heures.", "It is three o'clock."),
    ),
    (
        Construction("clock", {"hour": 8, "minute": 45}),
        ("Il est neuf heures moins le quart.", "It is a quarter to nine."),
    ),
    (
        Construction("birthday", {"owner": Name("Alice", "f"), "when": ("date", 3, 4)}),
        ("L'anniversaire d'Alice est le 3 mai.", "Alice's birthday is on 3 May."),
    ),
    (
        Construction(
            "at_time",
            {
                "clause": Clause(Pronoun(0, "m"), _verb("dormir", False), "p"),
                "when": ("day", 0, True),
            },
        ),
        ("Je dors le lundi.", "I sleep on Mondays."),
    ),
    (
        Construction(
            "wh",
            {
                "clause": Clause(Pronoun(3, "f"), _verb("pleurer", False), "p"),
                "ask": "why",
            },
        ),
        ("Pourquoi est-ce qu'elle pleure?", "Why does she cry?"),
    ),
    # by inversion, with the English of est-ce que
    (
        Construction(
            "wh",
            {
                "clause": Clause(Pronoun(1, "m"), _verb("habiter"), "p"),
                "ask": "where",
                "form": "inversion",
            },
        ),
        ("Où habites-tu?", "Where do you live?"),
    ),
    (
        Construction(
            "wh",
            {
                "clause": Clause(Pronoun(5, "m"), _verb("manger"), "pc"),
                "ask": "what",
                "form": "inversion",
            },
        ),
        ("Qu'avez-vous mangé?", "What did you eat?"),
    ),
    (
        Construction(
            "wh",
            {
                "clause": Clause(Pronoun(2, "m"), _verb("arriver", False), "f"),
                "ask": "when",
                "form": "inversion",
            },
        ),
        ("Quand arrivera-t-il?", "When will he arrive?"),
    ),
    (
        Construction(
            "wh",
            {
                "clause": Clause(Pronoun(5, "m"), _verb("avoir"), "p"),
                "ask": "how_many",
                "noun": _np("chat", number="p"),
            },
        ),
        ("Combien de chats est-ce que vous avez?", "How many cats do you have?"),
    ),
    (
        Construction(
            "wh",
            {
                "clause": Clause(Pronoun(1, "m"), _verb("lire"), "p"),
                "ask": "which",
                "noun": _np("livre"),
            },
        ),
        ("Quel livre est-ce que tu lis?", "Which book do you read?"),
    ),
    (
        Construction(
            "wh",
            {"clause": Clause(Pronoun(1, "m"), _verb("manger"), "pc"), "ask": "what"},
        ),
        ("Qu'est-ce que tu as mangé?", "What did you eat?"),
    ),
    (
        Construction(
            "wh",
            {
                "clause": Clause(
                    Pronoun(6, "m"), _verb("réparer"), "f", obj=_np("voiture")
                ),
                "ask": "how",
            },
        ),
        (
            "Comment est-ce qu'ils répareront la voiture?",
            "How will they repair the car?",
        ),
    ),
    (
        Construction(
            "wh",
            {
                "clause": Clause(
                    Pronoun(2, "m"), _verb("manger"), "p", obj=_np("pomme")
                ),
                "ask": "who_subj",
            },
        ),
        ("Qui mange la pomme?", "Who eats the apple?"),
    ),
    (
        Construction(
            "wh",
            {
                "clause": Clause(
                    _np("chat"),
                    _COPULA,
                    "p",
                    place=(lexicon_of(3).LOCATIONS[0], _np("jardin")),
                ),
                "ask": "where_be",
            },
        ),
        ("Où est le chat?", "Where is the cat?"),
    ),
]


@pytest.mark.parametrize("structure,expected", CASES)
def test_hand_written_translations(structure, expected):
    assert _realise(structure) == expected


# words that should never be left in the English
_FRENCH = set(
    "le la les un une des du de et est sont je tu il elle nous vous ils elles pas ne "
    "avec dans sur sous pour qui que quel quelle combien où pourquoi quand merci bonjour "
    "heures heure ans il'y".split()
)


def _rows(n_per_kind=15, n_questions=30):
    """Rows of every kind but the clauses (more of the wh-questions, tested alone)."""
    kinds_v3._load_kinds()
    out = []
    for kind in sorted(k for k in kinds_v3.KINDS if k != "clause"):
        for i in range(n_questions if kind == "question" else n_per_kind):
            rng = random.Random(f"test-constructions:{kind}:{i}")
            s = kinds_v3.KINDS[kind][1](rng, _Sampler(rng, lexicon_of(3), 3))
            out.append((kind, s, *_realise(s)))
    return out


def _aspirated(word: str) -> bool:
    """Whether a French word begins with an aspirated h (le homard, de hiboux), or is
    one of the numbers that take no elision (le onze juillet, le huit mai)."""
    from transformer_lib.data.realiser import load_pyrealb

    if word in ("onze", "huit", "onzième", "huitième"):
        return True

    pr = load_pyrealb()
    pr.loadFr()
    lexicon = pr.getLexicon("fr")
    lemmas = [word, word[:-1], word[:-1] + "l"]  # hiboux, chevaux
    return any(e.get("h") == 1 for w in lemmas for e in lexicon.get(w, {}).values())


def _forms(noun: str) -> set[str]:
    """The French forms of a noun: both numbers, and both genders of a person's noun
    (infirmier: infirmière, infirmières; monsieur: messieurs; oeil: yeux)."""
    from transformer_lib.data.realiser import load_pyrealb

    pr = load_pyrealb()
    pr.loadFr()
    genders = {x.gender for x in NOUNS if x.fr == noun} or {"m"}
    genders = set("mf") if "mf" in genders else genders
    forms = {pr.N(noun).g(g).n(n).realize() for g in genders for n in "sp"} | {noun}
    return {f.lower() for f in forms}  # (the text is lowered: cochon d'Inde)


@pytest.fixture(scope="module")
def rows():
    return _rows()


def test_every_kind_is_registered_and_the_clause_grammar_keeps_over_30_percent():
    kinds_v3._load_kinds()
    for k in (
        "greeting avoir cest name place weather there clock when date question".split()
    ):
        assert k in kinds_v3.KINDS
    total = sum(w for w, _ in kinds_v3.KINDS.values())
    mine = total - kinds_v3.KINDS["clause"][0]
    # (65 % since the fifth widening of corpus v3: about 105 kinds of everyday sentence
    # beside the clause grammar, which keeps about 35 % of the rows, some 42,000 of
    # 120,000: its combinations of words are what test_unseen and test_structure measure)
    assert 0.3 < mine / total < 0.7


def test_sampled_rows_are_clean(rows):
    for kind, s, fr, en in rows:
        for text in (fr, en):
            assert "  " not in text and text == text.strip(), (kind, text)
            # (!: the imperatives and the fixed phrases)
            assert text[-1] in ".?!", (kind, text)
            assert text[0].isupper(), (kind, text)
            assert "[[" not in text, (kind, text)
        words = set(re.findall(r"[a-zà-ÿ']+", en.lower()))
        assert not words & _FRENCH, (kind, en, words & _FRENCH)
        assert fr[-1] == en[-1], (kind, fr, en)
        for m in re.finditer(r"\b(?:que|de|le|la) ([aeéiouh][\w-]*)", fr):
            # (no elision before huit and onze: le train de huit heures)
            assert m.group(1) in ("huit", "onze") or _aspirated(m.group(1)), (kind, fr)
        assert not re.search(r"\bsi ils?\b", fr), (kind, fr)  # s'il (but si elle)
        assert set(s.lemmas) == {"noun", "adj", "verb"}, kind
        low = fr.lower()
        for n in s.lemmas["noun"]:
            found = any(f in low or f[:-1] in low for f in _forms(n))
            assert found or kind == "date", (kind, n, fr)


def test_questions_are_asked(rows):
    asked = [(fr, en) for kind, _, fr, en in rows if kind == "question"]
    assert len(asked) >= 20
    for fr, en in asked:
        assert fr.endswith("?") and en.endswith("?")
        assert en.split()[0] in {"Where", "When", "Why", "Who", "What", "Which", "How"}


def test_main_rows_of_version_3_mix_kinds():
    from transformer_lib.data.generate import generate_pair

    made = [generate_pair("m", i, version=3) for i in range(120)]
    made = [p for p in made if p]
    assert len(made) >= 60
    assert any("?" in fr for fr, _ in made)


def test_each_kind_gives_one_english_for_one_french():
    """A French sentence that comes with two Englishes teaches the translator a coin
    toss (Comment est-elle? was 'What is he like?' in some rows, 'What is she like?' in
    others; Son nez lui fait mal. 'His nose hurts.' and 'Her nose hurts.')."""
    kinds_v3._load_kinds()
    lex = lexicon_of(3)
    english, drawn = {}, 0
    for name in sorted(kinds_v3.KINDS):
        if name == "clause":
            continue
        for i in range(150):
            rng = random.Random(f"one-english:{name}:{i}")
            fr, en = _realise(kinds_v3.KINDS[name][1](rng, _Sampler(rng, lex, 3)))
            assert english.setdefault(fr, en) == en, (name, fr, en, english[fr])
            drawn += 1
    assert drawn >= 60 * 150


def test_wh_questions_are_asked_by_inversion_too():
    kinds_v3._load_kinds()
    lex = lexicon_of(3)
    inverted = 0
    for i in range(400):
        rng = random.Random(f"inversion:{i}")
        s = kinds_v3.KINDS["question"][1](rng, _Sampler(rng, lex, 3))
        if s.args.get("form") == "inversion":
            inverted += 1
            fr, en = _realise(s)
            assert "est-ce" not in fr and s.args["clause"].subj.index != 0, (fr, en)
            assert re.search(r"\w-(tu|vous|t-il|t-elle|il|elle|nous|ils|elles)\b", fr)
    assert inverted >= 25
