"""The everyday development set (files/everyday_dev.tsv) and `score_everyday.py --dev`.

The development set may be read; the test set (everyday.tsv) is compared with it only
programmatically, and no message here prints one of its sentences.
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
    EVERYDAY_DEV_PATH,
    KINDS,
    exact_match,
    load_everyday,
    load_everyday_dev,
)


@pytest.fixture(scope="module")
def dev():
    return load_everyday_dev()


def _key(french: str) -> str:
    """A French sentence without case, punctuation or extra spaces."""
    kept = "".join(" " if c in string.punctuation else c for c in french.casefold())
    return " ".join(kept.split())


def test_the_dev_set_has_200_rows_numbered_in_order(dev):
    assert len(dev) == 200
    assert [row.id for row in dev] == [f"dev-{i:03d}" for i in range(1, 201)]


def test_every_kind_has_seven_or_eight_dev_rows(dev):
    counts = Counter(row.kind for row in dev)
    assert set(counts) == set(KINDS)
    assert all(7 <= n <= 8 for n in counts.values()), counts


def test_no_french_sentence_appears_twice_in_the_dev_set(dev):
    keys = Counter(_key(row.fr) for row in dev)
    assert [k for k, n in keys.items() if n > 1] == []


def test_no_dev_sentence_is_in_the_test_set(dev):
    dev_keys = {_key(row.fr) for row in dev}
    shared = sum(_key(row.fr) in dev_keys for row in load_everyday())
    # Only the count is shown: a failure must not print a test-set sentence.
    assert shared == 0, (
        f"{shared} French sentence(s) of the dev set are in the test set"
    )


def test_no_dev_id_is_a_test_id(dev):
    test_ids = {row.id for row in load_everyday()}
    assert not test_ids & {row.id for row in dev}


def test_dev_translations_end_like_the_french(dev):
    for row in dev:
        assert row.fr[-1] in ".!?", row.id
        assert len(set(row.en)) == len(row.en), f"{row.id}: a translation twice"
        for en in row.en:
            assert en[-1] == row.fr[-1], f"{row.id}: {en!r} ends unlike the French"
            assert en[0].isupper() and "  " not in en, f"{row.id}: {en!r}"


def test_dev_sentences_are_short(dev):
    assert max(len(row.fr.split()) for row in dev) <= 10


def test_every_dev_row_matches_its_own_translations_only(dev):
    for row, other in zip(dev, dev[1:] + dev[:1], strict=True):
        assert all(exact_match(en.lower(), row.en) for en in row.en)
        assert not exact_match(other.en[0], row.en), (row.id, other.id)


def test_load_everyday_dev_wants_dev_ids(tmp_path):
    good = tmp_path / "good.tsv"
    good.write_text("id\tkind\tfr\ten\ndev-001\tweather\tIl pleut.\tIt's raining.\n")
    assert load_everyday_dev(good)[0].en == ("It's raining.",)
    bad = tmp_path / "bad.tsv"
    bad.write_text("id\tkind\tfr\ten\neveryday-001\tweather\tIl pleut.\tIt rains.\n")
    with pytest.raises(ValueError, match="bad id 'everyday-001'"):
        load_everyday_dev(bad)
    with pytest.raises(ValueError, match="bad id 'dev-001'"):
        load_everyday(good)
    unknown_kind = tmp_path / "kind.tsv"
    unknown_kind.write_text("id\tkind\tfr\ten\ndev-001\tsport\tIl nage.\tHe swims.\n")
    with pytest.raises(ValueError, match="unknown kind 'sport'"):
        load_everyday_dev(unknown_kind)


# ---- scripts/score_everyday.py --dev ----------------------------------------------


class _Output(str):
    """A translation with the `.unknown` of pretrained.Translation."""

    unknown = ()


class _Echo:
    """Translates the dev rows whose French it was given right, others 'Nothing.'."""

    src_vocab = ["a", "b"]

    def __init__(self, right: dict[str, str]):
        self.right = right

    def translate(self, sentences):
        return [_Output(self.right.get(s, "Nothing.")) for s in sentences]


def test_score_script_dev_reads_no_test_set(monkeypatch, capsys, dev):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
    import score_everyday

    def refuse(*args, **kwargs):
        raise AssertionError("--dev read a test set")

    monkeypatch.setattr(score_everyday, "load_everyday", refuse)
    monkeypatch.setattr(score_everyday, "load_names", refuse)
    monkeypatch.setattr(everyday_module, "load_everyday", refuse)
    right = {row.fr: row.en[-1] for row in dev[:5]}
    monkeypatch.setattr(score_everyday.pretrained, "load", lambda *a: _Echo(right))
    assert score_everyday.main(["--dev", "--checkpoint", "x.pt", "--show", "3"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"^  dev exact match +2\.5 % \(5/200\)$", out, re.M), out
    assert "names" not in out
    shown = re.findall(r"^    (\S+) ", out, re.M)
    assert shown == ["dev-006", "dev-007", "dev-008"]


def test_the_dev_file_is_in_the_package_files():
    assert EVERYDAY_DEV_PATH.parent == everyday_module.EVERYDAY_PATH.parent
    assert EVERYDAY_DEV_PATH.is_file()
