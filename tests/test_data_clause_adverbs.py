"""The adverbs of lexicon_verbs in the clauses of corpus version 3 (grammar_v3.adverb and
the realiser's placement): hand-written pairs, and sampled clause rows that hold them."""

from __future__ import annotations

import random

import pytest

from transformer_lib.data import kinds_v3
from transformer_lib.data import lexicon_v3 as lx3
from transformer_lib.data.lexicon_verbs import ADVERBS
from transformer_lib.data.sampler import _Sampler
from transformer_lib.data.structures import Clause, NounPhrase, Pronoun, Sentence

pytest.importorskip("pyrealb")

_ADV = {a.fr: a for a in ADVERBS}
IL, ELLE = Pronoun(2, "m"), Pronoun(3, "f")


def _verb(fr, transitive):
    return next(
        v for v in lx3.VERBS if v.fr == fr and (v.obj is not None) == transitive
    )


def _np(fr, det=("def",), number="s"):
    n = next(x for x in lx3.NOUNS if x.fr == fr)
    return NounPhrase(n, n.gender if n.gender != "mf" else "m", number, det)


_GARDEN = (lx3.LOCATIONS[0], _np("jardin"))  # dans le jardin / in the garden

CASES = [
    (Clause(ELLE, _verb("manger", True), "pc", obj=_np("pomme"), adverb=_ADV["souvent"]), "Elle a souvent mangé la pomme.", "She often ate the apple."),
    (Clause(ELLE, _verb("dormir", False), "pc", place=_GARDEN, adverb=_ADV["bien"]), "Elle a bien dormi dans le jardin.", "She slept well in the garden."),
    (Clause(IL, _verb("dormir", False), "pc", place=_GARDEN, adverb=_ADV["longtemps"]), "Il a dormi longtemps dans le jardin.", "He slept in the garden for a long time."),
    (Clause(ELLE, _verb("manger", True), "pc", obj=_np("pomme"), adverb=_ADV["toujours"]), "Elle a toujours mangé la pomme.", "She has always eaten the apple."),
    (Clause(IL, _verb("aimer", True), "p", obj=_np("chat", ("gen",), "p"), adverb=_ADV["vraiment"]), "Il aime vraiment les chats.", "He really likes cats."),
    (Clause(IL, _verb("manger", True), "f", obj=_np("pomme"), adverb=_ADV["parfois"]), "Parfois, il mangera la pomme.", "Sometimes, he will eat the apple."),
    (Clause(IL, _verb("arriver", False), "pc", adverb=_ADV["tard"]), "Il est arrivé tard.", "He arrived late."),
    (Clause(IL, _verb("travailler", False), "f", adverb=_ADV["trop"], neg=True), "Il ne travaillera pas trop.", "He will not work too much."),
    (Clause(IL, _verb("manger", True), "p", obj=_np("pomme"), adverb=_ADV["souvent"], question=True), "Est-ce qu'il mange souvent la pomme?", "Does he eat the apple often?"),
    (Clause(ELLE, _verb("manger", True), "pc", obj=_np("pomme"), adverb=_ADV["déjà"]), "Elle a déjà mangé la pomme.", "She has already eaten the apple."),
]  # fmt: skip


@pytest.mark.parametrize("clause, fr, en", CASES, ids=[x[1] for x in CASES])
def test_adverbs_go_where_a_translator_puts_them(clause, fr, en):
    from transformer_lib.data.realiser import realise

    assert realise(Sentence([clause])) == (fr, en)


def test_sampled_clauses_hold_adverbs_that_fit_them():
    from transformer_lib.data.realiser import realise

    kinds_v3._load_kinds()
    seen = []
    for i in range(400):
        rng = random.Random(f"test-clause-adverbs:{i}")
        s = kinds_v3.KINDS["clause"][1](rng, _Sampler(rng, lx3, 3))
        for c in s.clauses:
            a = c.adverb
            if a is None:
                continue
            assert c.tense in a.tenses and (a.neg or not c.neg), (a, c)
            assert a.obj or c.obj is None, (a, c)
            assert not (a.kind == "place" and c.place), (a, c)
            assert a.question or not c.question, (a, c)
            fr, en = realise(s)
            assert a.fr in fr.lower() and a.en in en.lower(), (fr, en)
            seen.append(a.fr)
    assert len(seen) >= 12 and len(set(seen)) >= 6, seen
