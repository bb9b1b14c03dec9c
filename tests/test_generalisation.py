"""Chapter 11's experiment runner: how failures are classified, what results.json holds,
and that a sample re-translated agrees with it."""

from __future__ import annotations

import json
import math

import pytest

from transformer_lib import generalisation
from transformer_lib.generalisation import failure_kind, first_difference
from transformer_lib.train import export, train


def test_failure_kinds_by_hand():
    ref = "The black cat sleeps under the table."
    assert failure_kind(ref, ref) is None
    assert failure_kind(ref + " ", ref) is None
    # stops early: a correct beginning, then the full stop where the reference goes on
    assert failure_kind("The black cat sleeps.", ref) == "stops_early"
    assert failure_kind("The cat sleeps.", "The cat sleeps, and the dog eats.") == (
        "stops_early"
    )
    assert failure_kind("The black dog sleeps.", ref) == "inside"
    assert failure_kind("The black cat sleeps under the", ref) == "stops_early"
    assert failure_kind("The black cat sleeps under the table. It", ref) == "runs_on"
    assert failure_kind("The black cat sleeps under the table today.", ref) == "runs_on"
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


def test_mcnemar_by_hand():
    # b = 1 (right for a only), c = 5 (right for b only): n = 6 discordant sentences;
    # P(min <= 1) on one side = (C(6,0) + C(6,1)) / 2^6 = 7/64, two-sided 14/64
    a = "1" + "0" * 5 + "11" + "00"
    b = "0" + "1" * 5 + "11" + "00"
    result = generalisation.mcnemar(a, b)
    assert (result.only_a, result.only_b) == (1, 5)
    assert result.p == 14 / 64
    # symmetric in the two runs
    assert generalisation.mcnemar(b, a).p == result.p
    # a balanced split, or no discordant sentence at all, says nothing: p = 1
    assert generalisation.mcnemar("10", "01").p == 1.0
    assert generalisation.mcnemar("1100", "1100") == (0, 0, 1.0)
    # b = 0, c = 3: 2 * (1/8) = 1/4
    assert generalisation.mcnemar("000", "111").p == 0.25


def _binomial_p_float(b: int, c: int) -> float:
    """The same two-sided p-value by another route: each term from log-gamma in floats
    (scipy's binomtest when it is installed)."""
    n, k = b + c, min(b, c)
    if n == 0:
        return 1.0
    try:
        from scipy.stats import binomtest
    except ImportError:
        log_terms = [
            math.lgamma(n + 1)
            - math.lgamma(i + 1)
            - math.lgamma(n - i + 1)
            - n * math.log(2)
            for i in range(k + 1)
        ]
        return min(1.0, 2 * sum(math.exp(t) for t in log_terms))
    return min(1.0, binomtest(k, n, 0.5).pvalue)


@pytest.mark.parametrize(
    "b, c", [(1, 5), (7, 7), (60, 69), (13, 56), (0, 40), (210, 4)]
)
def test_mcnemar_agrees_with_a_float_computation(b, c):
    a_flags = "1" * b + "0" * c + "1" * 11 + "0" * 3
    b_flags = "0" * b + "1" * c + "1" * 11 + "0" * 3
    result = generalisation.mcnemar(a_flags, b_flags)
    assert (result.only_a, result.only_b) == (b, c)
    assert result.p == pytest.approx(_binomial_p_float(b, c), rel=1e-9, abs=1e-300)


def test_mcnemar_refuses_flags_of_different_sentences():
    with pytest.raises(ValueError, match="same sentences"):
        generalisation.mcnemar("101", "10")
    with pytest.raises(ValueError, match="'0' and '1'"):
        generalisation.mcnemar("1x1", "101")


def test_mcnemar_on_the_shipped_flags():
    """The example the chapter gives: ALiBi and T5 on test_long do not differ."""
    runs = generalisation.load_results()["runs"]
    alibi = runs["alibi"]["exact_flags"]["test_long"]
    t5 = runs["t5"]["exact_flags"]["test_long"]
    result = generalisation.mcnemar(alibi, t5)
    assert result.p == pytest.approx(0.48, abs=0.01)
