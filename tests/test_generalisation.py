"""Chapter 11's experiment runner: how failures are classified, what results.json holds,
and that a sample re-translated agrees with it."""

from __future__ import annotations

import json
import math

import pytest
import torch

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
    monkeypatch.setattr(
        generalisation,
        "checkpoint_path",
        lambda name, seed=0, experiment=None: tiny_run,
    )
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
        generalisation,
        "checkpoint_path",
        lambda name, seed=0, experiment=None: tmp_path / f"{name}.pt",
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
    options = command[5 : command.index("--steps")]  # the run's own, before the budget
    assert options == generalisation.RUNS[name][1].split()
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


def test_the_paired_tests_on_the_shipped_results_by_an_independent_count():
    """McNemar's test and the sign test on the shipped runs, against a count done
    another way (each sentence as a pair, exact fractions for the binomial tail)."""
    from fractions import Fraction

    def tail(b, c):
        n = b + c
        return min(
            Fraction(1),
            2 * Fraction(sum(math.comb(n, k) for k in range(min(b, c) + 1)), 2**n),
        )

    v3 = generalisation.EXPERIMENTS["v3"]
    runs = generalisation.load_results(v3.results)["runs"]
    for a, b, split in (("alibi", "t5", "test_long"), ("rope", "sinusoidal", "test")):
        pairs = list(
            zip(
                runs[a]["exact_flags"][split],
                runs[b]["exact_flags"][split],
                strict=True,
            )
        )
        only_a, only_b = pairs.count(("1", "0")), pairs.count(("0", "1"))
        result = generalisation.mcnemar(
            *(runs[r]["exact_flags"][split] for r in (a, b))
        )
        assert (result.only_a, result.only_b) == (only_a, only_b)
        assert result.p == pytest.approx(float(tail(only_a, only_b)), rel=1e-12)
        scores = list(
            zip(
                runs[a]["chrf_sentences"][split],
                runs[b]["chrf_sentences"][split],
                strict=True,
            )
        )
        higher = [x > y for x, y in scores if x != y]
        sign = generalisation.sign_test(
            *(runs[r]["chrf_sentences"][split] for r in (a, b))
        )
        assert (sign.higher_a, sign.higher_b) == (
            sum(higher),
            len(higher) - sum(higher),
        )
        assert sign.p == pytest.approx(
            float(tail(sum(higher), len(higher) - sum(higher)))
        )


# --- several seeds per run


def test_run_ids_name_the_scheme_and_the_seed():
    assert generalisation.run_id("rope") == "rope"
    assert generalisation.run_id("rope", 2) == "rope-seed2"
    for run in ("sinusoidal", "nope-seed1", "concat-seed12"):
        assert generalisation.run_id(*generalisation.parse_run_id(run)) == run
    for bad in ("rotary", "rope-seedx", "rope-seed-1"):
        with pytest.raises(ValueError):
            generalisation.parse_run_id(bad)
    with pytest.raises(ValueError, match="seed"):
        generalisation.run_id("rope", -1)
    with pytest.raises(ValueError, match="unknown run"):
        generalisation.run_id("rotary", 1)


def test_commands_of_other_seeds_and_of_a_common_budget(monkeypatch, tmp_path):
    command = generalisation.train_command("rope", tmp_path, seed=2)
    assert command[command.index("--seed") + 1] == "2"
    assert command[command.index("--out") + 1] == str(tmp_path / "rope-seed2.pt")
    assert command[-1] == str(generalisation.DIRECTORY / "rope-seed2.pt")
    assert "--seed" not in generalisation.train_command("rope", tmp_path)
    # every run ships in the chapter's folder, the paper's table included: it is not
    # chapter 10's translator
    assert generalisation.checkpoint_path("sinusoidal") == (
        generalisation.DIRECTORY / "sinusoidal.pt"
    )
    assert generalisation.checkpoint_path("sinusoidal", 1).name == "sinusoidal-seed1.pt"
    # a common budget of steps: every run of an experiment trains that long
    budget = generalisation.CHAPTER._replace(steps=1234)
    for name in generalisation.RUNS:
        command = generalisation.train_command(name, tmp_path, experiment=budget)
        assert command[command.index("--steps") + 1] == "1234"


def _value(command: list[str], option: str) -> str:
    """The value given to an option that a command holds exactly once."""
    assert command.count(option) == 1, option
    return command[command.index(option) + 1]


def test_the_version_2_commands_spell_out_its_budget_and_corpus(tmp_path):
    """Version 2's runs train for 1,200 steps with no cool-down and no name
    placeholders, on the generator's version-2 corpus (files/v2), whatever the capstone
    recipe says."""
    from transformer_lib.data.corpus import FILES_DIR

    v2 = generalisation.EXPERIMENTS["v2"]
    assert v2.steps == 1200
    assert v2.corpus == FILES_DIR / "v2"
    assert generalisation.checkpoint_path("sinusoidal", experiment=v2) == (
        FILES_DIR.parents[1]
        / "pretrained"
        / "files"
        / "generalisation"
        / "sinusoidal.pt"
    )
    for name in generalisation.RUNS:
        for seed in (0, 1):
            command = generalisation.train_command(
                name, tmp_path, seed=seed, experiment=v2
            )

            def value(option, command=command):
                return _value(command, option)

            assert value("--steps") == "1200"
            assert value("--decay-steps") == "0"
            assert value("--name-share") == "0"
            assert value("--data") == str(FILES_DIR / "v2" / "train.tsv.xz")
            assert value("--valid") == str(FILES_DIR / "v2" / "valid.tsv.xz")
            assert value("--export") == str(
                generalisation.checkpoint_path(name, seed, v2)
            )
    for split in ("train", "valid"):
        assert (v2.corpus / f"{split}.tsv.xz").is_file()


def test_the_version_3_commands_spell_out_its_budget_corpus_and_folder(tmp_path):
    """Version 3 of the experiment: the package's corpus, BPE pieces of 1,000 merges
    (names go through as pieces: no placeholders), 2,000 steps of which the last 400
    cool down; its runs ship in generalisation/v3, apart from version 2's."""
    from transformer_lib.data.corpus import FILES_DIR

    v3 = generalisation.EXPERIMENTS["v3"]
    assert v3.corpus == FILES_DIR and v3.steps == 2000
    assert v3.directory == generalisation.EXPERIMENTS["v2"].directory / "v3"
    assert v3.results == v3.directory / "results.json"
    for name in generalisation.RUNS:
        for seed in (0, 2):
            command = generalisation.train_command(
                name, tmp_path, seed=seed, experiment=v3
            )

            def value(option, command=command):
                return _value(command, option)

            assert value("--steps") == "2000" and value("--decay-steps") == "400"
            assert value("--tokens") == "bpe" and value("--merges") == "1000"
            assert value("--name-share") == "0"
            assert value("--data") == str(FILES_DIR / "train.tsv.xz")
            assert value("--valid") == str(FILES_DIR / "valid.tsv.xz")
            path = generalisation.checkpoint_path(name, seed, v3)
            assert value("--export") == str(path)
            assert path.parent == v3.directory
            assert path != generalisation.checkpoint_path(
                name, seed, generalisation.EXPERIMENTS["v2"]
            )


def test_sentence_chrf_is_sacrebleus_chrf_of_each_sentence():
    import sacrebleu

    outputs = ["the cat sleeps .", "a dog", "", "We go home ."]
    references = ["the cat sleeps .", "the dog runs .", "Hello .", "we go home ."]
    scores = generalisation.sentence_chrf(outputs, references)
    assert len(scores) == 4 and scores[0] == 100.0 and scores[2] == 0.0
    for got, o, r in zip(scores, outputs, references, strict=True):
        want = sacrebleu.metrics.CHRF().corpus_score([o], [[r]]).score
        assert got == pytest.approx(want, abs=0.05)
    assert 0 < scores[1] < scores[3] < 100  # cased: "We" is not "we"
    with pytest.raises(ValueError):
        generalisation.sentence_chrf(["a"], [])


def test_a_run_on_the_files_is_a_run_on_load_corpus(monkeypatch, tmp_path):
    """--data/--valid read the same pairs as load_corpus(split, CORPUS) (none too long
    for the model, none skipped), and train() uses them as they are."""
    from transformer_lib.data import load_corpus
    from transformer_lib.train import command as command_module
    from transformer_lib.train.pairs import _split

    seen = {}

    class Stop(Exception):
        pass

    def fake_train(recipe, out, **kwargs):
        seen.update(kwargs, recipe=recipe)
        raise Stop

    monkeypatch.setattr(command_module, "train", fake_train)
    v3 = generalisation.EXPERIMENTS["v3"]
    argv = generalisation.train_command("rope", tmp_path, experiment=v3)[3:]
    with pytest.raises(Stop):
        command_module.main(argv)
    train_pairs = load_corpus("train", v3.corpus)
    valid_pairs = load_corpus("valid", v3.corpus)
    assert seen["recipe"] == "capstone" and seen["positional"] == "rope"
    assert seen["steps"] == v3.steps
    assert seen["decay_steps"] == 400 and seen["name_share"] == 0
    assert seen["tokens"] == "bpe" and seen["merges"] == 1000
    assert seen["seed"] is None  # the recipe's: 0
    assert seen["data"] == train_pairs and seen["valid_data"] == valid_pairs
    assert _split(seen["data"], seen["valid_data"], 0) == (train_pairs, valid_pairs)


def test_the_seed_changes_the_initial_weights_and_the_batches(tmp_path):
    from transformer_lib.training import load_checkpoint

    def first_step(seed):
        state = train("tiny", tmp_path / f"s{seed}.pt", steps=1, seed=seed)
        return state["model"], state["history"]["train_loss"][0], state["metadata"]

    default, loss_default, meta = first_step(None)
    zero, loss_zero, _ = first_step(0)
    one, loss_one, meta_one = first_step(1)
    assert meta["seed"] == 0 and meta_one["seed"] == 1
    assert all(torch.equal(default[k], zero[k]) for k in default)  # the recipe's is 0
    assert loss_default == loss_zero
    assert any(not torch.equal(zero[k], one[k]) for k in zero)
    assert loss_one != loss_zero
    with pytest.raises(ValueError, match="seed must be"):
        train("tiny", tmp_path / "bad.pt", steps=1, seed=-3)
    assert load_checkpoint(tmp_path / "s1.pt")["metadata"]["seed"] == 1


def _fake_results(exact_flags: dict[str, str], chrf: dict | None = None) -> dict:
    """results.json as the command writes it, with only what the statistics read:
    one string of flags per run on test_long, the exact match it gives, and a chrF
    (``chrf[run]``; the exact match where not given)."""
    runs = {}
    for run, flags in exact_flags.items():
        exact = 100 * flags.count("1") / len(flags)
        runs[run] = {
            "exact_flags": {"test_long": flags},
            "scores": {
                "test_long": {"exact": exact, "chrf": (chrf or {}).get(run, exact)}
            },
        }
    return {"runs": runs}


def test_seed_summary_and_comparisons_by_hand():
    # 20 sentences. rope: 15, 16 and 14 right (75, 80, 70 %); sinusoidal: 5, 6, 4
    # (25, 30, 20 %); learned one seed only
    rope = ["1" * 15 + "0" * 5, "1" * 16 + "0" * 4, "1" * 14 + "0" * 6]
    sinus = ["0" * 15 + "1" * 5, "0" * 14 + "1" * 6, "0" * 16 + "1" * 4]
    results = _fake_results(
        {
            "rope": rope[0],
            "rope-seed1": rope[1],
            "rope-seed2": rope[2],
            "sinusoidal": sinus[0],
            "sinusoidal-seed1": sinus[1],
            "sinusoidal-seed2": sinus[2],
            "learned": "1" * 10 + "0" * 10,
        }
    )
    summary = generalisation.seed_summary(results, "rope", "test_long")
    assert summary.values == (75.0, 80.0, 70.0)
    assert (summary.mean, summary.low, summary.high, summary.spread) == (
        75.0,
        70.0,
        80.0,
        10.0,
    )
    far = generalisation.compare_seeds(results, "rope", "sinusoidal", "test_long")
    assert far.difference == pytest.approx(50.0)
    assert far.spread == pytest.approx(10.0)
    # seed 0: rope right on 15 sentences where sinusoidal is wrong, and the other way
    # round on 5: McNemar's b = 15, c = 5
    assert (far.tests[0].only_a, far.tests[0].only_b) == (15, 5)
    assert far.tests[0].p == generalisation.mcnemar(rope[0], sinus[0]).p
    assert set(far.tests) == {0, 1, 2}
    assert far.beyond_seed is (all(t.p < 0.05 for t in far.tests.values()))
    assert far.beyond_seed  # b = 15, c = 5 and wider: every p is below 0.05
    # the same comparison the other way round says the same, with the sign turned
    back = generalisation.compare_seeds(results, "sinusoidal", "rope", "test_long")
    assert back.difference == pytest.approx(-50.0) and back.beyond_seed
    # one seed: no spread to measure, so never beyond a seed's
    one = generalisation.compare_seeds(results, "rope", "learned", "test_long")
    assert set(one.tests) == {0} and not one.beyond_seed
    with pytest.raises(ValueError, match="no run of 'alibi'"):
        generalisation.seed_summary(results, "alibi", "test_long")


def test_a_gap_within_the_seeds_spread_is_not_beyond_a_seed():
    # means 60 and 55 %, but rope's seeds spread over 30 points
    results = _fake_results(
        {
            "rope": "1" * 9 + "0" * 11,  # 45 %
            "rope-seed1": "1" * 15 + "0" * 5,  # 75 %
            "rope-seed2": "1" * 12 + "0" * 8,  # 60 %
            "alibi": "1" * 11 + "0" * 9,  # 55 %
            "alibi-seed1": "1" * 11 + "0" * 9,
            "alibi-seed2": "1" * 11 + "0" * 9,
        }
    )
    result = generalisation.compare_seeds(results, "rope", "alibi", "test_long")
    assert result.difference == pytest.approx(5.0)
    assert result.spread == pytest.approx(30.0)
    assert not result.beyond_seed


def test_the_sign_test_by_hand():
    a = [50.0, 60.0, 70.0, 80.0, 90.0]
    b = [40.0, 60.0, 75.0, 70.0, 10.0]
    # higher for a on sentences 0, 3, 4; for b on 2; sentence 1 a tie, left out:
    # p = 2 * (C(4, 0) + C(4, 1)) / 2^4 = 10 / 16
    t = generalisation.sign_test(a, b)
    assert (t.higher_a, t.higher_b) == (3, 1)
    assert t.p == pytest.approx(10 / 16)
    assert generalisation.sign_test(b, a) == (1, 3, t.p)
    # only which run is higher counts, not by how much: 80 points on one sentence
    # weigh as much as 5
    assert generalisation.sign_test(a, [x - 80 if x == 90 else x for x in b]) == t
    ten = generalisation.sign_test([1.0] * 10, [0.0] * 10)
    assert ten == (10, 0, pytest.approx(2 / 2**10))
    assert generalisation.sign_test([3.0, 3.0], [3.0, 3.0]).p == 1.0
    # the same binomial tail as McNemar's test on the same counts
    assert ten.p == generalisation.mcnemar("1" * 10, "0" * 10).p
    with pytest.raises(ValueError, match="same sentences"):
        generalisation.sign_test([1.0], [1.0, 2.0])


def test_seeds_compared_by_chrf_use_the_sign_test_on_sentence_chrf():
    """compare_seeds(metric="chrf"): the means and spreads of corpus chrF, the sign
    test on the sentence chrF of each shared seed."""
    flags = "1" * 10 + "0" * 10  # exact match alike: McNemar's test sees nothing
    results = _fake_results(
        {r: flags for r in ("rope", "rope-seed1", "alibi", "alibi-seed1")},
        {"rope": 70.0, "rope-seed1": 72.0, "alibi": 60.0, "alibi-seed1": 61.0},
    )
    for run, entry in results["runs"].items():
        higher = run.startswith("rope")  # rope scores higher on 18 of 20 sentences
        entry["chrf_sentences"] = {
            "test_long": [70.0 if higher else 60.0] * 18 + [50.0, 50.0]
        }
    by_chrf = generalisation.compare_seeds(
        results, "rope", "alibi", "test_long", metric="chrf"
    )
    assert by_chrf.difference == pytest.approx(71.0 - 60.5)
    assert by_chrf.spread == pytest.approx(2.0)
    assert set(by_chrf.tests) == {0, 1}
    assert all(t == (18, 0, 2 / 2**18) for t in by_chrf.tests.values())
    assert by_chrf.beyond_seed
    by_exact = generalisation.compare_seeds(results, "rope", "alibi", "test_long")
    assert by_exact.difference == 0 and not by_exact.beyond_seed
    # a seed whose sentences go the other way breaks "every seed agrees"
    results["runs"]["rope-seed1"]["chrf_sentences"]["test_long"] = [55.0] * 20
    turned = generalisation.compare_seeds(
        results, "rope", "alibi", "test_long", metric="chrf"
    )
    assert turned.tests[1].higher_b == 18 and not turned.beyond_seed
    with pytest.raises(ValueError, match="metric"):
        generalisation.compare_seeds(
            results, "rope", "alibi", "test_long", metric="bleu"
        )


def test_the_plan_repeats_the_paper_the_concatenation_and_the_best_scheme():
    first = generalisation.plan()
    assert first[: len(generalisation.RUNS)] == list(generalisation.RUNS)
    assert first[len(generalisation.RUNS) :] == [
        "sinusoidal-seed1",
        "sinusoidal-seed2",
        "concat-seed1",
        "concat-seed2",
    ]
    exact = {"sinusoidal": 5, "learned": 1, "shape": 30, "t5": 20, "rope": 40}
    exact |= {"alibi": 35, "nope": 2, "concat": 90}  # concat is not a scheme
    results = _fake_results({n: "1" * v + "0" * (100 - v) for n, v in exact.items()})
    assert generalisation.best_scheme(results) == "rope"
    assert generalisation.plan(results)[len(generalisation.RUNS) :] == [
        "sinusoidal-seed1",
        "sinusoidal-seed2",
        "rope-seed1",
        "rope-seed2",
        "concat-seed1",
        "concat-seed2",
    ]
    # the best scheme is chosen by chrF: here SHAPE, while RoPE has more exact
    chrf = {"shape": 70.0, "rope": 66.0, "alibi": 69.9, "concat": 90.0}
    results = _fake_results(
        {n: "1" * v + "0" * (100 - v) for n, v in exact.items()}, chrf
    )
    assert generalisation.best_scheme(results) == "shape"
    assert generalisation.best_scheme(results, metric="exact") == "rope"
    assert generalisation.plan(results)[len(generalisation.RUNS) + 2 :][:2] == [
        "shape-seed1",
        "shape-seed2",
    ]


def test_the_plan_trains_and_scores_what_is_missing_and_resumes(
    tiny_run, monkeypatch, tmp_path
):
    """--plan --train --only-missing: trains each missing run once (here: copies the
    tiny checkpoint where the command would export), scores it, writes the results
    after each run; a second call does nothing again."""
    import shutil
    import subprocess

    folder = tmp_path / "runs"
    folder.mkdir()
    monkeypatch.setattr(
        generalisation,
        "checkpoint_path",
        lambda name, seed=0, experiment=None: (
            folder / f"{generalisation.run_id(name, seed)}.pt"
        ),
    )
    shutil.copy(tiny_run, folder / "rope.pt")  # one run already trained
    trained = []

    def fake_run(command, *args, **kwargs):
        trained.append(command[command.index("--out") + 1])
        shutil.copy(tiny_run, command[-1])
        return subprocess.CompletedProcess(command, 0)

    monkeypatch.setattr(generalisation.subprocess, "run", fake_run)
    out = tmp_path / "results.json"
    argv = ["--plan", "--train", "--only-missing", "--limit", "4", "--out", str(out)]
    assert generalisation.main(argv) == 0
    results = json.loads(out.read_text())
    best = generalisation.best_scheme(results)
    planned = generalisation.plan(results)
    assert len(planned) == len(generalisation.RUNS) + 6
    assert f"{best}-seed2" in planned
    assert sorted(results["runs"]) == sorted(planned)
    assert len(trained) == len(planned) - 1  # rope was there already
    assert not any(t.endswith("/rope.pt") for t in trained)
    assert results["runs"]["concat-seed1"]["seed"] == 1
    assert results["runs"]["concat-seed1"]["run"] == "concat"
    # resumed: nothing is trained or scored again
    trained.clear()
    monkeypatch.setattr(
        generalisation, "evaluate_run", lambda *a, **k: pytest.fail("scored again")
    )
    assert generalisation.main(argv) == 0
    assert trained == []
    assert json.loads(out.read_text()) == results
