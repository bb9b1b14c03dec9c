"""Fixes from a fresh review of 100 random training pairs of corpus version 3 (seeds
20261127 and 20261128) and a few more rows read beside them: each error as a structure
built by hand, whose French and English were written before the fix, and a property of
sampled structures that the fix must keep. (Rows pinned by their id are not tested: every
new kind of sentence moves them.)
"""

from __future__ import annotations

import re

import pytest

from transformer_lib.data.kind_parts import Construction
from transformer_lib.data.lexicon_v3 import ADJECTIVES, NOUNS, VERBS
from transformer_lib.data.structures import Clause, NounPhrase, Sentence

pyrealb = pytest.importorskip("pyrealb")


def _realise(s):
    from transformer_lib.data.realiser import realise

    return realise(s)


def _noun(fr):
    return next(n for n in NOUNS if n.fr == fr)


def _adj(fr):
    return next(a for a in ADJECTIVES if a.fr == fr)


def _np(fr, det=("def",), number="s", gender=None, **kw):
    n = _noun(fr)
    return NounPhrase(
        n, gender or ("m" if n.gender == "mf" else n.gender), number, det, **kw
    )


# --- Quel âge a / ont ------------------------------------------------------------------


@pytest.mark.parametrize(
    "subj, expected",
    [
        (
            _np("caissier", ("num", 2), "p", "f"),
            ("Quel âge ont quatre caissières?", "How old are four cashiers?"),
        ),
        (
            _np("enfant", ("poss", 1), "p"),
            ("Quel âge ont tes enfants?", "How old are your children?"),
        ),
        (_np("chien"), ("Quel âge a le chien?", "How old is the dog?")),
    ],
)
def test_how_old_agrees_with_a_plural_subject(subj, expected):
    # the review found "Quel âge a quatre caissières?"
    assert _realise(Construction("how_old", {"subj": subj})) == expected


# --- English adjective order: a quality before an age ---------------------------------


def _is(subj, tense="p"):
    from transformer_lib.data.sampler import _COPULA

    return Sentence(
        [Clause(subj=subj, verb=_COPULA, tense=tense, attr=_adj("content"))]
    )


@pytest.mark.parametrize(
    "np, expected",
    [
        (
            _np(
                "coiffeur", pre=_adj("jeune"), post=_adj("sérieux"), en_post_first=True
            ),
            (
                "Le jeune coiffeur sérieux est content.",
                "The serious young hairdresser is happy.",
            ),
        ),
        (
            _np("voiture", ("indef",), pre=_adj("vieux"), post=_adj("rouge")),
            ("Une vieille voiture rouge est contente.", "An old red car is happy."),
        ),
    ],
)
def test_english_says_a_quality_before_an_age(np, expected):
    assert _realise(_is(np)) == expected


# hand-written: qualities said before young / old / new, and words said after them
_QUALITIES = set(
    "serious honest strange kind clever famous rich tired dirty lazy".split()
)
_AFTER = set("red black white grey French English round married".split())


def _noun_phrases(x, seen=None):
    """Every NounPhrase inside a sampled structure (dataclasses, tuples, dicts)."""
    if isinstance(x, NounPhrase):
        yield x
    if isinstance(x, (list, tuple)):
        for y in x:
            yield from _noun_phrases(y)
    elif isinstance(x, dict):
        for y in x.values():
            yield from _noun_phrases(y)
    elif hasattr(x, "__dict__") and not isinstance(x, type):
        for y in vars(x).values():
            yield from _noun_phrases(y)


def test_sampled_noun_phrases_put_qualities_before_ages():
    from transformer_lib.data.kind_parts import subject_tree
    from transformer_lib.data.realiser import load_pyrealb
    from transformer_lib.data.streams import sample_structure

    pr = load_pyrealb()
    found = {"before": 0, "after": 0}
    for i in range(9000):  # (the clause kind is under half of the rows)
        for np in _noun_phrases(sample_structure("m", i, version=3)):
            if not (np.pre and np.post and np.pre.en in ("young", "old", "new")):
                continue
            if np.post.en not in _QUALITIES | _AFTER:
                continue
            pr.loadEn()
            en = subject_tree(pr, np, "en").realize()
            pr.loadFr()
            fr = subject_tree(pr, np, "fr").realize()
            age, other = np.pre.en, np.post.en
            if other in _QUALITIES:
                assert f"{other} {age}" in en, (fr, en)
                found["before"] += 1
            else:
                assert f"{age} {other}" in en, (fr, en)
                found["after"] += 1
            # French keeps its order: the age before the noun, the other word after it
            assert fr.index(np.pre.fr[:3]) < fr.index(np.noun.fr[:3]), fr
    assert found["before"] >= 3 and found["after"] >= 3, found


def test_version_2_sets_no_english_order():
    # the shipped corpus must not change: a version 2 structure never flips its adjectives
    from transformer_lib.data.streams import sample_structure

    for i in range(3000):
        for np in _noun_phrases(sample_structure("m", i, version=2)):
            assert not np.en_post_first, i


# --- mais enfin ---------------------------------------------------------------------------


def test_sampled_sentences_keep_enfin_after_et_only():
    from transformer_lib.data.streams import sample_structure

    after = {"et": 0, "mais": 0}
    for i in range(6000):
        s = sample_structure("m", i, version=3)
        if not isinstance(s, Sentence):
            continue
        for c in s.clauses[1:]:
            if c.adverb is not None and c.adverb.fr == "enfin":
                after[("et", "mais", "ou")[s.conj]] += 1
    assert after["mais"] == 0 and after["et"] > 0, after


# --- two adjectives of age ----------------------------------------------------------------


def test_a_noun_takes_one_adjective_of_age():
    # found beside the review: "Les vieilles passagères âgées" / "The old elderly
    # passengers", "de nouveau cadeau neuf" / "a new new gift"
    ages = {"jeune", "vieux", "nouveau", "âgé", "neuf", "ancien", "moderne"}
    from transformer_lib.data.streams import sample_structure

    for i in range(3000):
        for np in _noun_phrases(sample_structure("m", i, version=3)):
            if np.pre and np.post:
                assert not {np.pre.fr, np.post.fr} <= ages, (i, np)


# --- generic objects: the present and the imparfait only, never before a relative ------


def test_sampled_generic_objects_are_in_the_present_or_the_imparfait():
    from transformer_lib.data.linking import Relative
    from transformer_lib.data.streams import sample_structure

    seen = {"generic": 0, "relative": 0}
    for i in range(4000):
        s = sample_structure("m", i, version=3)
        if isinstance(s, Relative):
            assert s.head.det != ("gen",), i
            seen["relative"] += 1
        clauses = s.clauses if isinstance(s, Sentence) else []
        for c in clauses:
            if isinstance(c.obj, NounPhrase) and c.obj.det == ("gen",):
                assert c.tense in ("p", "i"), (i, c.tense)
                seen["generic"] += 1
    assert seen["generic"] > 20 and seen["relative"] > 20, seen


# --- âgé graded: older, the oldest ------------------------------------------------------


def test_agé_grades_as_old():
    # found beside the review: "plus âgées que la tante" / "more elderly than the aunt"
    from transformer_lib.data.comparisons import Comparison, Superlative

    tante, nièce = _np("tante"), _np("nièce", ("poss", 0))
    agé = _adj("âgé")
    assert _realise(Comparison(0, nièce, agé, tante)) == (
        "Ma nièce est plus âgée que la tante.",
        "My niece is older than the aunt.",
    )
    assert _realise(Comparison(2, nièce, agé, tante, tense="f")) == (
        "Ma nièce sera aussi âgée que la tante.",
        "My niece will be as old as the aunt.",
    )
    assert _realise(Superlative(tante, agé)) == (
        "La tante est la plus âgée.",
        "The aunt is the oldest.",
    )
    # elsewhere âgé stays elderly
    assert _realise(_is(_np("tante", post=agé))) == (
        "La tante âgée est contente.",
        "The elderly aunt is happy.",
    )


# --- vrai alone ---------------------------------------------------------------------------


def test_sampled_noun_phrases_with_vrai_have_one_adjective():
    from transformer_lib.data.streams import sample_structure

    vrai = 0
    for i in range(3000):
        for np in _noun_phrases(sample_structure("m", i, version=3)):
            if np.pre and np.pre.fr == "vrai":
                assert np.post is None, (i, np)
                vrai += 1
    assert vrai > 5, vrai


# --- beau: handsome of a man --------------------------------------------------------------


def test_handsome_by_hand():
    from transformer_lib.data.comparisons import Comparison, Degree
    from transformer_lib.data.sampler import handsome
    from transformer_lib.data.structures import Name, Pronoun

    beau = _adj("beau")
    frère, soeur = _np("frère"), _np("soeur")
    assert handsome(beau, frère).en == "handsome"
    assert handsome(beau, soeur).en == "beautiful"
    assert handsome(beau, _np("chien")).en == "beautiful"
    assert handsome(beau, Name("Paul", "m")).en == "handsome"
    assert handsome(beau, Pronoun(5, "m")).en == "beautiful"  # vous: maybe not one man
    assert _realise(Comparison(0, frère, handsome(beau, frère), _np("cousin"))) == (
        "Le frère est plus beau que le cousin.",
        "The brother is more handsome than the cousin.",
    )
    assert _realise(Degree(0, soeur, handsome(beau, soeur))) == (
        "La soeur est très belle.",
        "The sister is very beautiful.",
    )


def test_sampled_handsome_is_said_of_men_only():
    from transformer_lib.data.streams import sample_structure

    seen = {"handsome": 0, "beautiful": 0}
    for i in range(6000):
        s = sample_structure("m", i, version=3)
        for np in _noun_phrases(s):
            if np.pre and np.pre.fr == "beau":
                male = "person" in np.noun.tags and np.gender == "m"
                assert np.pre.en == ("handsome" if male else "beautiful"), (i, np)
                seen[np.pre.en] += 1
        for c in s.clauses if isinstance(s, Sentence) else []:
            if c.attr is not None and c.attr.en == "handsome":
                assert getattr(c.subj, "gender", "f") == "m", (i, c)
    assert seen["handsome"] > 5 and seen["beautiful"] > 5, seen


# --- will often ---------------------------------------------------------------------------


def _clause_with_adverb(tense, neg=False):
    from transformer_lib.data.lexicon_verbs import ADVERBS
    from transformer_lib.data.structures import Pronoun

    souvent = next(a for a in ADVERBS if a.fr == "souvent")
    manger = next(v for v in VERBS if v.fr == "manger")
    return Sentence(
        [
            Clause(
                Pronoun(3, "f"),
                manger,
                tense,
                neg=neg,
                obj=_np("pomme"),
                adverb=souvent,
            )
        ]
    )


@pytest.mark.parametrize(
    "tense, neg, expected",
    [
        # was "She often will eat the apple."
        (
            "f",
            False,
            ("Elle mangera souvent la pomme.", "She will often eat the apple."),
        ),
        ("p", False, ("Elle mange souvent la pomme.", "She often eats the apple.")),
        (
            "f",
            True,
            (
                "Elle ne mangera pas souvent la pomme.",
                "She will not eat the apple often.",
            ),
        ),
    ],
)
def test_often_goes_after_will(tense, neg, expected):
    assert _realise(_clause_with_adverb(tense, neg)) == expected


# --- Où est ...? says être alone on both sides ------------------------------------------


def _where_be_rows(n=4000):
    import random

    from transformer_lib.data import kinds_v3
    from transformer_lib.data.sampler import _Sampler
    from transformer_lib.data.streams import lexicon_of

    kinds_v3._load_kinds()
    rows = []
    for i in range(n):
        rng = random.Random(f"where-be:{i}")
        s = kinds_v3.KINDS["question"][1](rng, _Sampler(rng, lexicon_of(3), 3))
        if s.args.get("ask") == "where_be":
            rows.append(_realise(s))
    return rows


def test_where_is_asks_with_etre_alone_in_both_languages():
    # The French says être alone (Où est Simon?); the English said the clause's modal
    # too (Where is Simon going to be?, Where could we be?), and "on" was not inverted
    # (Où était on?).
    rows = _where_be_rows()
    assert len(rows) > 100
    be = r"^Where (am|is|are|was|were|will|would) [^?]+?( be)?\?$"
    for fr, en in rows:
        assert re.match(be, en), (fr, en)
        assert not re.search(r"(going to|want|have to|has to|can|could|must)", en)
        assert not fr.endswith(" on?"), fr
    assert ("Où est-on?", "Where are we?") in rows


# --- était mort, not "a été mort" --------------------------------------------------------


def test_dead_is_not_said_in_the_passe_compose():
    # (a review's error: Le jeune paon a été mort cet après-midi. / The young peacock was
    # dead this afternoon.: être mort takes the imparfait)
    import random

    from transformer_lib.data.sampler import _Sampler
    from transformer_lib.data.streams import lexicon_of

    dead, peacock = _adj("mort"), _noun("paon")
    said = []
    for i in range(300):
        rng = random.Random(f"dead:{i}")
        c = _Sampler(rng, lexicon_of(3), 3).clause("pc", force=("adj", dead, peacock))
        if c.attr is dead:
            fr, en = _realise(Sentence([c]))
            said.append((fr, en))
            assert " été mort" not in fr and c.tense == "i", (fr, en)
            assert re.search(r"\b(était|étaient)( pas)? mort", fr), fr
            assert re.search(r"\b(was|were)( not)? dead\b", en), en
    assert len(said) >= 5


# --- ils / elles after a plural subject takes its gender --------------------------------


def test_they_after_a_plural_subject_agrees_with_it():
    # (the round-6 review's error: Tes étrangers et une fille canadienne attendaient ...
    # et elles étaient derrière ce carrefour: the later "they" was drawn of either gender)
    import random

    from transformer_lib.data.sampler import _Sampler
    from transformer_lib.data.streams import lexicon_of
    from transformer_lib.data.structures import Coordination, Pronoun

    seen = 0
    for i in range(3000):
        rng = random.Random(f"they:{i}")
        s = _Sampler(rng, lexicon_of(3), 3).sentence(2)
        before, after = s.clauses
        if not (isinstance(after.subj, Pronoun) and after.subj.index in (6, 7)):
            continue
        subj = before.subj
        items = subj.items if isinstance(subj, Coordination) else [subj]
        if not all(isinstance(x, NounPhrase) for x in items):
            continue
        if len(items) == 1 and subj.number != "p":
            continue
        seen += 1
        masculine = any(x.gender == "m" for x in items)
        fr, _ = _realise(s)
        pronoun = "ils" if masculine else "elles"
        assert after.subj.index == (6 if masculine else 7), fr
        assert re.search(rf"\b{pronoun}\b", fr.split(" et ")[-1]), fr
    assert seen > 20


# --- the seventh round's review: préféré is not graded; British sweets ------------------


def test_préféré_is_never_graded():
    # the review: "Les tigres sont plus préférés que le canari." / "... more favourite than ..."
    from transformer_lib.data.comparisons import _gradable

    assert _gradable([_adj("préféré"), _adj("grand")]) == [_adj("grand")]


def test_sampled_grades_leave_préféré_out():
    import random

    from transformer_lib.data import kinds_v3
    from transformer_lib.data.sampler import _Sampler
    from transformer_lib.data.streams import lexicon_of

    kinds_v3._load_kinds()
    lex = lexicon_of(3)
    for kind in ("comparison", "superlative", "degree"):
        for i in range(400):
            rng = random.Random(f"review7:{kind}:{i}")
            fr, en = _realise(kinds_v3.KINDS[kind][1](rng, _Sampler(rng, lex, 3)))
            assert not re.search(r"\b(plus|moins|aussi|très|trop) préféré", fr), fr
            assert not re.search(r"\b(more|less|as|very|too) favourite", en), en


def test_version_3_says_sweets_biscuits_and_cockerels():
    # the review: "you liked the candies" (American) in a British corpus
    from transformer_lib.data import lexicon as v2

    assert [_noun(fr).en for fr in ("bonbon", "biscuit", "coq")] == [
        "sweet",
        "biscuit",
        "cockerel",
    ]
    assert _realise(_is(_np("bonbon", number="p"))) == (
        "Les bonbons sont contents.",
        "The sweets are happy.",
    )
    v2_en = {n.fr: n.en for n in v2.NOUNS}
    assert (v2_en["bonbon"], v2_en["biscuit"], v2_en["coq"]) == (
        "candy",
        "cookie",
        "rooster",
    )
