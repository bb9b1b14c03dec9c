"""Corpus version 3, the shipped one, and version 2 (the smaller one): how a version is chosen.

The content of version 3 (its lexicon, constructions and names) has tests of its own;
these check that asking for a version gives that version's lexicon and rows, and that
the shipped version is what every function makes by default.
"""

from __future__ import annotations

import pytest

from transformer_lib.data import __main__ as data_cli
from transformer_lib.data import generate as G
from transformer_lib.data import lexicon, lexicon_v3
from transformer_lib.data import streams as S


@pytest.fixture(scope="module")
def pyrealb():
    return pytest.importorskip("pyrealb")


def test_the_default_version_is_the_shipped_one():
    assert G.VERSION == 3
    assert S.lexicon_of() is lexicon_v3
    assert S.lexicon_of(2) is lexicon
    with pytest.raises(ValueError, match="unknown corpus version 4"):
        S.lexicon_of(4)


def test_version_3_keeps_every_lemma_of_version_2():
    for name in ("NOUNS", "VERBS", "ADJECTIVES"):
        v2 = {(w.fr, w.en) for w in getattr(lexicon, name)}
        v3 = {(w.fr, w.en) for w in getattr(lexicon_v3, name)}
        # (but the English that version 3 says otherwise: policier / police officer)
        renamed = {(fr, en) for fr, en in lexicon_v3._EN_V3.items()}
        v2 = {(fr, en) for fr, en in v2 if fr not in lexicon_v3._EN_V3}
        assert v2 <= v3 and (name != "NOUNS" or renamed <= v3), (name, v2 - v3)


def test_version_3_clothes_are_worn_not_carried_and_everything_else_takes_them():
    from transformer_lib.data.sampler import nouns_with

    clothes = [n for n in lexicon_v3.NOUNS if "clothes" in n.tags]
    assert len(clothes) >= 15
    assert not any("object" in n.tags for n in clothes)
    carry, wear = (
        next(v for v in lexicon_v3.VERBS if v.fr == "porter" and v.en == e)
        for e in ("carry", "wear")
    )
    assert not {n.fr for n in nouns_with(carry.obj, lexicon_v3)} & {
        n.fr for n in clothes
    }
    assert {n.fr for n in clothes} <= {n.fr for n in nouns_with(wear.obj, lexicon_v3)}
    buy = next(v for v in lexicon_v3.VERBS if v.fr == "acheter")
    assert {n.fr for n in clothes} <= {n.fr for n in nouns_with(buy.obj, lexicon_v3)}


def test_every_verb_and_adjective_of_version_3_has_nouns_to_take():
    from transformer_lib.data.lexicon_verbs import entries_without_nouns

    assert entries_without_nouns(lexicon_v3.NOUNS) == []


def test_version_3_rows_regenerate_from_their_ids(pyrealb):
    v3 = [G.generate_pair("m", i) for i in range(30)]
    v3_again = [G.generate_pair("m", i, version=3) for i in range(30)]
    v2 = [G.generate_pair("m", i, version=2) for i in range(30)]
    assert v3 == v3_again
    assert v2 != v3
    assert v2 == [G.generate_pair("m", i, version=2) for i in range(30)]
    made = [p for p in v3 if p is not None]
    assert len(made) >= 10
    assert all(fr and en and fr != en for fr, en in made)


def test_the_command_refuses_to_write_version_2_over_the_shipped_files(capsys):
    with pytest.raises(SystemExit):
        data_cli.main(["generate", "--version", "2", "--workers", "1"])
    assert "overwrite the shipped version 3" in capsys.readouterr().err


def test_no_name_of_the_hand_written_names_set_is_in_the_corpus_names():
    from transformer_lib.data import names
    from transformer_lib.data.everyday import load_names

    corpus_names = {p for p, _ in names.PEOPLE}
    corpus_names |= {w for pair in names.CITIES for w in pair}
    corpus_names |= {c[0] for c in names.COUNTRIES} | {c[2] for c in names.COUNTRIES}
    rows = load_names()
    held = {n for row in rows for n in row.names}
    assert len(held) >= 50
    assert not held & corpus_names


def test_kinds_are_drawn_by_weight_and_refused_twice():
    import random

    from transformer_lib.data import kinds_v3

    with pytest.raises(ValueError, match="registered twice"):
        kinds_v3.register("clause", 1.0)(lambda rng, sampler: None)
    with pytest.raises(ValueError, match="not positive"):
        kinds_v3.register("never", 0.0)(lambda rng, sampler: None)
    names = sorted(kinds_v3.KINDS)
    weights = [kinds_v3.KINDS[n][0] for n in names]
    rng = random.Random(0)
    drawn = [rng.choices(names, weights)[0] for _ in range(4000)]
    share = drawn.count("clause") / len(drawn)
    expected = kinds_v3.KINDS["clause"][0] / sum(weights)
    assert abs(share - expected) < 0.04


def test_stats_say_which_frequent_words_train_lacks():
    from transformer_lib.data.corpus import FILES_DIR, load_corpus
    from transformer_lib.tokenizer import tokenize

    # the version-2 files lack some of the 100 most frequent words: the line names them
    text = data_cli.describe(FILES_DIR / "v2", 2)
    line = next(x for x in text.splitlines() if x.startswith("Of the 100 most"))
    missing = line.split("missing: ")[1].split(", ")
    v2_train = load_corpus("train", FILES_DIR / "v2")
    train_words = {t.lower() for fr, _ in v2_train for t in tokenize(fr)}
    assert "le" in train_words and "le" not in missing
    assert missing and not set(missing) & train_words
    # the shipped files hold all of them (numbers and names apart): no "missing:"
    line = next(x for x in data_cli.describe().splitlines() if "100 most" in x)
    assert "(100.0 %" in line and "missing" not in line


def test_version_3_unseen_rows_keep_the_pair_they_are_built_around(pyrealb):
    from transformer_lib.data.streams import _held_out, _pairs_in, sample_structure

    held = _held_out(G.SEED, 3)
    kept = 0
    for i in range(40):
        pair = G.generate_pair("u", i, version=3)
        if pair is None:
            continue
        kept += 1
        s = sample_structure("u", i, G.SEED, held, 3)
        assert _pairs_in(s, held), (i, pair)
    assert kept >= 20
