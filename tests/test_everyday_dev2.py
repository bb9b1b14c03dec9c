"""The second everyday development set (files/everyday_dev2.tsv) and
`score_everyday.py --dev2`.

The test set (everyday.tsv) and the first development set (everyday_dev.tsv) are compared
with it only programmatically: a failure names the rows of the second set that collide,
and prints no sentence of the other two.
"""

from __future__ import annotations

import re
import string
import sys
from collections import Counter
from pathlib import Path

import pytest

from transformer_lib.data import everyday as everyday_module
from transformer_lib.data.everyday import (
    EVERYDAY_DEV2_PATH,
    KINDS,
    exact_match,
    load_everyday,
    load_everyday_dev,
    load_everyday_dev2,
)


@pytest.fixture(scope="module")
def dev2():
    return load_everyday_dev2()


def _key(french: str) -> str:
    """A French sentence without case, punctuation or extra spaces."""
    kept = "".join(" " if c in string.punctuation else c for c in french.casefold())
    return " ".join(kept.split())


def _shared_ids(rows, others) -> list[str]:
    """The ids of ``rows`` whose French (as ``_key`` sees it) is among ``others``'."""
    other_keys = {_key(row.fr) for row in others}
    return [row.id for row in rows if _key(row.fr) in other_keys]


def test_the_key_ignores_case_punctuation_and_spaces():
    assert _key("Il pleut !") == _key("il  pleut.") == "il pleut"
    assert _key("Il pleut.") != _key("Il neige.")


def test_the_second_dev_set_has_200_rows_numbered_in_order(dev2):
    assert len(dev2) == 200
    assert [row.id for row in dev2] == [f"dev2-{i:03d}" for i in range(1, 201)]


def test_every_kind_has_seven_or_eight_rows(dev2):
    counts = Counter(row.kind for row in dev2)
    assert set(counts) == set(KINDS)
    assert all(7 <= n <= 8 for n in counts.values()), counts


def test_no_french_sentence_appears_twice(dev2):
    keys = Counter(_key(row.fr) for row in dev2)
    assert [k for k, n in keys.items() if n > 1] == []


def test_no_sentence_is_in_the_test_set(dev2):
    shared = _shared_ids(dev2, load_everyday())
    # Only this set's ids are shown: a failure must not print a test-set sentence.
    assert not shared, f"{len(shared)} row(s) are in the test set: {shared}"


def test_no_sentence_is_in_the_first_dev_set(dev2):
    shared = _shared_ids(dev2, load_everyday_dev())
    assert not shared, f"{len(shared)} row(s) are in dev set 1: {shared}"


def test_no_id_is_a_test_or_first_dev_id(dev2):
    others = {row.id for row in load_everyday() + load_everyday_dev()}
    assert not others & {row.id for row in dev2}


def test_translations_end_like_the_french(dev2):
    for row in dev2:
        assert row.fr[-1] in ".!?", row.id
        assert len(set(row.en)) == len(row.en), f"{row.id}: a translation twice"
        for en in row.en:
            assert en[-1] == row.fr[-1], f"{row.id}: {en!r} ends unlike the French"
            assert en[0].isupper() and "  " not in en, f"{row.id}: {en!r}"


def test_french_has_no_space_before_a_final_mark(dev2):
    for row in dev2:
        assert not re.search(r"\s[!?.]$", row.fr), row.id


def test_sentences_are_short(dev2):
    assert max(len(row.fr.split()) for row in dev2) <= 10


def test_every_row_matches_its_own_translations_only(dev2):
    for row, other in zip(dev2, dev2[1:] + dev2[:1], strict=True):
        assert all(exact_match(en.lower(), row.en) for en in row.en)
        assert not exact_match(other.en[0], row.en), (row.id, other.id)


def test_load_everyday_dev2_wants_dev2_ids(tmp_path):
    good = tmp_path / "good.tsv"
    good.write_text("id\tkind\tfr\ten\ndev2-001\tweather\tIl pleut.\tIt's raining.\n")
    assert load_everyday_dev2(good)[0].en == ("It's raining.",)
    first = tmp_path / "first.tsv"
    first.write_text("id\tkind\tfr\ten\ndev-001\tweather\tIl pleut.\tIt's raining.\n")
    with pytest.raises(ValueError, match="bad id 'dev-001'"):
        load_everyday_dev2(first)
    with pytest.raises(ValueError, match="bad id 'dev2-001'"):
        load_everyday_dev(good)
    with pytest.raises(ValueError, match="bad id 'dev2-001'"):
        load_everyday(good)
    unknown_kind = tmp_path / "kind.tsv"
    unknown_kind.write_text("id\tkind\tfr\ten\ndev2-001\tsport\tIl nage.\tHe swims.\n")
    with pytest.raises(ValueError, match="unknown kind 'sport'"):
        load_everyday_dev2(unknown_kind)


# ---- scripts/score_everyday.py --dev2 ---------------------------------------------


class _Output(str):
    """A translation with the `.unknown` of pretrained.Translation."""

    unknown = ()


class _Echo:
    """Translates the rows whose French it was given right, others 'Nothing.'."""

    src_vocab = ["a", "b"]

    def __init__(self, right: dict[str, str]):
        self.right = right

    def translate(self, sentences):
        return [_Output(self.right.get(s, "Nothing.")) for s in sentences]


@pytest.fixture
def score_everyday():
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
    import score_everyday

    return score_everyday


def test_score_script_dev2_reads_no_other_set(
    monkeypatch, capsys, dev2, score_everyday
):
    def refuse(*args, **kwargs):
        raise AssertionError("--dev2 read another set")

    for name in ("load_everyday", "load_names", "load_everyday_dev"):
        monkeypatch.setattr(score_everyday, name, refuse)
        monkeypatch.setattr(everyday_module, name, refuse)
    right = {row.fr: row.en[-1] for row in dev2[:7]}
    monkeypatch.setattr(score_everyday.pretrained, "load", lambda *a: _Echo(right))
    assert score_everyday.main(["--dev2", "--checkpoint", "x.pt", "--show", "2"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"^  dev2 exact match +3\.5 % \(7/200\)$", out, re.M), out
    assert "names" not in out
    shown = re.findall(r"^    (\S+) ", out, re.M)
    assert shown == ["dev2-008", "dev2-009"]


def test_score_script_takes_one_dev_set_at_a_time(capsys, score_everyday):
    with pytest.raises(SystemExit):
        score_everyday.main(["--dev", "--dev2", "--checkpoint", "x.pt"])
    assert "not allowed with" in capsys.readouterr().err


def test_the_dev2_file_is_in_the_package_files():
    assert EVERYDAY_DEV2_PATH.parent == everyday_module.EVERYDAY_PATH.parent
    assert EVERYDAY_DEV2_PATH.is_file()
