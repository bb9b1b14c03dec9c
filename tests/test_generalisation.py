"""Chapter 11's experiment runner: how failures are classified, what results.json holds,
and that a sample re-translated agrees with it."""

from __future__ import annotations

import json

import pytest

from transformer_lib import generalisation
from transformer_lib.generalisation import failure_kind, first_difference
from transformer_lib.train import export, train


def test_failure_kinds_by_hand():
    ref = "The black cat sleeps under the table."
    assert failure_kind(ref, ref) is None
    assert failure_kind(ref + " ", ref) is None
    assert failure_kind("The black cat sleeps.", ref) == "inside"  # "." for "under"
    assert failure_kind("The black cat sleeps under the", ref) == "stops_early"
    assert failure_kind(ref[:-1] + " now.", ref) == "inside"
    assert failure_kind("The black cat sleeps under the table. It", ref) == "runs_on"
    assert failure_kind("A black cat sleeps under the table.", ref) == "inside"
    # exact match is on the cased text, as in chapter 10
    assert failure_kind(ref.lower(), ref) == "inside"
    # where it goes wrong, word by word (lower-cased tokens: "the" = "The")
    assert first_difference(ref.lower(), ref) == 8  # 7 words and "." all equal
    assert first_difference("The black cat sleeps.", ref) == 4
    assert first_difference("A black cat", ref) == 0
    assert first_difference("The black cat sleeps under the", ref) == 6


@pytest.fixture(scope="module")
def tiny_run(tmp_path_factory):
    folder = tmp_path_factory.mktemp("runs")
    state = train("tiny", folder / "rope.train.pt", steps=3, positional="rope")
    return export(state, folder / "rope.pt")


def test_evaluate_run_and_check_sample_agree(tiny_run, monkeypatch, tmp_path):
    monkeypatch.setattr(generalisation, "checkpoint_path", lambda name: tiny_run)
    result = generalisation.evaluate_run("rope", limit=30)
    assert result["label"] == generalisation.RUNS["rope"][0]
    for split in generalisation.SPLITS:
        flags = result["exact_flags"][split]
        assert len(flags) == result["scores"][split]["n"] == 30
        failures = result["failures"][split]
        assert failures["wrong"] == flags.count("0")
        assert (
            failures["stops_early"] + failures["runs_on"] + failures["inside"]
            == (failures["wrong"])
        )
        assert result["scores"][split]["exact"] == pytest.approx(
            100 * flags.count("1") / 30
        )
        assert sum(result["first_error"][split].values()) == failures["wrong"]
        assert sum(result["output_lengths"][split].values()) == 30
    counts = result["by_length"]["test_long"]
    assert sum(n for _, n in counts.values()) == 30
    assert all(int(length) >= 21 for length in counts)
    assert sum(b["n"] for b in result["buckets"].values()) == 30
    results = {"runs": {"rope": result}}
    path = tmp_path / "results.json"
    path.write_text(json.dumps(results))
    assert generalisation.load_results(path) == results
    agree, n = generalisation.check_sample("rope", "test", 10, results=results)
    assert (agree, n) == (10, 10)
    # a flag flipped in the file is found
    flipped = json.loads(json.dumps(results))
    flags = flipped["runs"]["rope"]["exact_flags"]["test"]
    flipped["runs"]["rope"]["exact_flags"]["test"] = "".join(
        ("1" if f == "0" else "0") for f in flags
    )
    agree, n = generalisation.check_sample("rope", "test", 10, results=flipped)
    assert agree == 0


def test_the_command_says_which_checkpoints_are_missing(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(
        generalisation, "checkpoint_path", lambda name: tmp_path / f"{name}.pt"
    )
    assert generalisation.main(["--runs", "rope", "alibi"]) == 1
    err = capsys.readouterr().err
    assert "no checkpoint for rope, alibi" in err
    monkeypatch.undo()
    with pytest.raises(ValueError, match="unknown run"):
        generalisation.load("rotary")
    with pytest.raises(
        FileNotFoundError, match="python -m transformer_lib.generalisation"
    ):
        generalisation.load_results(tmp_path / "none.json")


@pytest.mark.parametrize("name", list(generalisation.RUNS))
def test_each_run_command_trains_the_scheme_it_names(name, tmp_path, monkeypatch):
    from transformer_lib import train as train_module
    from transformer_lib.training import load_checkpoint

    command = generalisation.train_command(name, tmp_path)
    assert command[1:5] == ["-m", "transformer_lib.train", "--config", "capstone"]
    assert command[-1] == str(generalisation.checkpoint_path(name))
    options = command[5 : command.index("--out")]
    # the same options on the tiny recipe, one step, without exporting
    out = tmp_path / "run.pt"
    assert (
        train_module.main(
            ["--config", "tiny", "--steps", "1", *options, "--out", str(out)]
        )
        == 0
    )
    config = load_checkpoint(out)["config"]
    want = {
        "sinusoidal": ("sinusoidal", "sinusoidal"),
        "learned": ("learned", "learned"),
        "shape": ("shape", "shape"),
        "t5": ("t5", "t5"),
        "rope": ("rope", "rope"),
        "alibi": ("alibi", "alibi"),
        "nope": ("sinusoidal", "none"),
        "concat": ("sinusoidal", "sinusoidal"),
    }[name]
    decoder = config.get("decoder_positional") or config.get("positional", "sinusoidal")
    assert (config.get("positional", "sinusoidal"), decoder) == want
    assert ("--concat" in options) == (name == "concat")
