"""The second to sixth everyday development sets (files/everyday_dev2.tsv to
files/everyday_dev7.tsv) and `score_everyday.py --dev2` to `--dev7`.

The same checks run for all six sets. The sets written before each one (the test set
everyday.tsv, the first development set everyday_dev.tsv, for the third set the second,
for the fourth set the second and third, for the fifth the second to fourth, for the sixth the second to fifth, for the seventh the second to sixth) are compared with it only programmatically: a failure names the rows of the
set under test that collide, and prints no sentence of the others.
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
    EVERYDAY_DEV3_PATH,
    EVERYDAY_DEV4_PATH,
    EVERYDAY_DEV5_PATH,
    EVERYDAY_DEV6_PATH,
    EVERYDAY_DEV7_PATH,
    KINDS,
    exact_match,
    load_everyday_dev2,
    load_everyday_dev3,
    load_everyday_dev4,
    load_everyday_dev5,
    load_everyday_dev6,
    load_everyday_dev7,
)

# Each set under test: its loader, its file, and the sets written before it (by the
# names of their loaders), which it must share no French sentence or id with.
SETS = {
    "dev2": (
        load_everyday_dev2,
        EVERYDAY_DEV2_PATH,
        ("load_everyday", "load_everyday_dev"),
    ),
    "dev3": (
        load_everyday_dev3,
        EVERYDAY_DEV3_PATH,
        ("load_everyday", "load_everyday_dev", "load_everyday_dev2"),
    ),
    "dev4": (
        load_everyday_dev4,
        EVERYDAY_DEV4_PATH,
        (
            "load_everyday",
            "load_everyday_dev",
            "load_everyday_dev2",
            "load_everyday_dev3",
        ),
    ),
    "dev5": (
        load_everyday_dev5,
        EVERYDAY_DEV5_PATH,
        (
            "load_everyday",
            "load_everyday_dev",
            "load_everyday_dev2",
            "load_everyday_dev3",
            "load_everyday_dev4",
        ),
    ),
    "dev6": (
        load_everyday_dev6,
        EVERYDAY_DEV6_PATH,
        (
            "load_everyday",
            "load_everyday_dev",
            "load_everyday_dev2",
            "load_everyday_dev3",
            "load_everyday_dev4",
            "load_everyday_dev5",
        ),
    ),
    "dev7": (
        load_everyday_dev7,
        EVERYDAY_DEV7_PATH,
        (
            "load_everyday",
            "load_everyday_dev",
            "load_everyday_dev2",
            "load_everyday_dev3",
            "load_everyday_dev4",
            "load_everyday_dev5",
            "load_everyday_dev6",
        ),
    ),
}
# Every loader of an everyday-kinds file, by the prefix of its ids.
LOADERS = {
    "everyday": "load_everyday",
    "dev": "load_everyday_dev",
    "dev2": "load_everyday_dev2",
    "dev3": "load_everyday_dev3",
    "dev4": "load_everyday_dev4",
    "dev5": "load_everyday_dev5",
    "dev6": "load_everyday_dev6",
    "dev7": "load_everyday_dev7",
}
# Which set a loader reads, as a failure message names it.
READS = {
    "load_everyday": "the test set",
    "load_everyday_dev": "dev set 1",
    "load_everyday_dev2": "dev set 2",
    "load_everyday_dev3": "dev set 3",
    "load_everyday_dev4": "dev set 4",
    "load_everyday_dev5": "dev set 5",
    "load_everyday_dev6": "dev set 6",
}
EARLIER = [
    (name, loader) for name, (_, _, earlier) in SETS.items() for loader in earlier
]


@pytest.fixture(scope="module", params=sorted(SETS))
def dev_set(request):
    """(name, rows) of each development set under test."""
    return request.param, SETS[request.param][0]()


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


def test_the_dev_set_has_200_rows_numbered_in_order(dev_set):
    name, rows = dev_set
    assert len(rows) == 200
    assert [row.id for row in rows] == [f"{name}-{i:03d}" for i in range(1, 201)]


def test_every_kind_has_seven_or_eight_rows(dev_set):
    counts = Counter(row.kind for row in dev_set[1])
    assert set(counts) == set(KINDS)
    assert all(7 <= n <= 8 for n in counts.values()), counts


def test_the_rows_are_grouped_by_kind_in_kinds_order(dev_set):
    kinds = [row.kind for row in dev_set[1]]
    assert sorted(kinds, key=KINDS.index) == kinds


def test_no_french_sentence_appears_twice(dev_set):
    keys = Counter(_key(row.fr) for row in dev_set[1])
    assert [k for k, n in keys.items() if n > 1] == []


@pytest.mark.parametrize(("name", "loader"), EARLIER)
def test_no_sentence_is_in_an_earlier_set(name, loader):
    shared = _shared_ids(SETS[name][0](), getattr(everyday_module, loader)())
    # Only this set's ids are shown: a failure must not print another set's sentence.
    assert not shared, f"{len(shared)} {name} row(s) are in {READS[loader]}: {shared}"


def test_no_id_is_an_id_of_an_earlier_set(dev_set):
    name, rows = dev_set
    others = {
        row.id for loader in SETS[name][2] for row in getattr(everyday_module, loader)()
    }
    assert not others & {row.id for row in rows}


def test_translations_end_like_the_french(dev_set):
    for row in dev_set[1]:
        assert row.fr[-1] in ".!?", row.id
        assert len(set(row.en)) == len(row.en), f"{row.id}: a translation twice"
        for en in row.en:
            assert en[-1] == row.fr[-1], f"{row.id}: {en!r} ends unlike the French"
            assert en[0].isupper() and "  " not in en, f"{row.id}: {en!r}"


def test_french_has_no_space_before_a_final_mark(dev_set):
    for row in dev_set[1]:
        assert not re.search(r"\s[!?.]$", row.fr), row.id


def test_sentences_are_short(dev_set):
    assert max(len(row.fr.split()) for row in dev_set[1]) <= 10


def test_every_row_matches_its_own_translations_only(dev_set):
    rows = dev_set[1]
    for row, other in zip(rows, rows[1:] + rows[:1], strict=True):
        assert all(exact_match(en.lower(), row.en) for en in row.en)
        assert not exact_match(other.en[0], row.en), (row.id, other.id)


@pytest.mark.parametrize("name", sorted(SETS))
def test_each_loader_wants_its_own_ids(tmp_path, name):
    load = SETS[name][0]
    good = tmp_path / "good.tsv"
    good.write_text(
        f"id\tkind\tfr\ten\n{name}-001\tweather\tIl pleut.\tIt's raining.\n"
    )
    assert load(good)[0].en == ("It's raining.",)
    for prefix, loader in LOADERS.items():
        if prefix == name:
            continue
        other = tmp_path / f"{prefix}.tsv"
        other.write_text(
            f"id\tkind\tfr\ten\n{prefix}-001\tweather\tIl pleut.\tIt's raining.\n"
        )
        with pytest.raises(ValueError, match=f"bad id '{prefix}-001'"):
            load(other)
        with pytest.raises(ValueError, match=f"bad id '{name}-001'"):
            getattr(everyday_module, loader)(good)
    unknown_kind = tmp_path / "kind.tsv"
    unknown_kind.write_text(
        f"id\tkind\tfr\ten\n{name}-001\tsport\tIl nage.\tHe swims.\n"
    )
    with pytest.raises(ValueError, match="unknown kind 'sport'"):
        load(unknown_kind)


# ---- scripts/score_everyday.py --dev2 to --dev7 -------------------------------------


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


def test_score_script_reads_no_other_set(monkeypatch, capsys, dev_set, score_everyday):
    name, rows = dev_set

    def refuse(*args, **kwargs):
        raise AssertionError(f"--{name} read another set")

    for loader in ("load_names", *(v for k, v in LOADERS.items() if k != name)):
        monkeypatch.setattr(score_everyday, loader, refuse)
        monkeypatch.setattr(everyday_module, loader, refuse)
    right = {row.fr: row.en[-1] for row in rows[:7]}
    monkeypatch.setattr(score_everyday.pretrained, "load", lambda *a: _Echo(right))
    argv = [f"--{name}", "--checkpoint", "x.pt", "--show", "2"]
    assert score_everyday.main(argv) == 0
    out = capsys.readouterr().out
    assert re.search(rf"^  {name} exact match +3\.5 % \(7/200\)$", out, re.M), out
    assert "names" not in out
    shown = re.findall(r"^    (\S+) ", out, re.M)
    assert shown == [f"{name}-008", f"{name}-009"]


@pytest.mark.parametrize(
    "flags",
    [
        ("--dev", "--dev2"),
        ("--dev", "--dev3"),
        ("--dev2", "--dev3"),
        ("--dev", "--dev4"),
        ("--dev2", "--dev4"),
        ("--dev3", "--dev4"),
        ("--dev4", "--dev5"),
        ("--dev", "--dev5"),
        ("--dev5", "--dev6"),
        ("--dev6", "--dev7"),
    ],
)
def test_score_script_takes_one_dev_set_at_a_time(capsys, score_everyday, flags):
    with pytest.raises(SystemExit):
        score_everyday.main([*flags, "--checkpoint", "x.pt"])
    assert "not allowed with" in capsys.readouterr().err


def test_the_dev_files_are_in_the_package_files():
    for path in (
        EVERYDAY_DEV2_PATH,
        EVERYDAY_DEV3_PATH,
        EVERYDAY_DEV4_PATH,
        EVERYDAY_DEV5_PATH,
        EVERYDAY_DEV6_PATH,
        EVERYDAY_DEV7_PATH,
    ):
        assert path.parent == everyday_module.EVERYDAY_PATH.parent
        assert path.is_file()
