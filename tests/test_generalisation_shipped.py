"""Chapter 11's shipped runs (the experiment the chapter reads, ``CHAPTER``): each
checkpoint was made by its run's command, from a clean commit, with the experiment's
budget on its corpus, fits in 3.2 MB and builds the scheme it names; results.json holds
the runs of the plan, agrees with itself and with a sample translated again now."""

from __future__ import annotations

import pytest
import torch

from transformer_lib import generalisation
from transformer_lib.data import load_corpus
from transformer_lib.tokenizer import tokenize
from transformer_lib.train import RECIPES

EXPERIMENT = generalisation.CHAPTER
CORPUS = EXPERIMENT.corpus
RESULTS = generalisation.load_results(EXPERIMENT.results)
SHIPPED = list(RESULTS["runs"])
# the experiment's shared options, as flag -> value
SHARED = dict(zip(EXPERIMENT.options[::2], EXPERIMENT.options[1::2], strict=True))


def _state(run):
    path = generalisation.checkpoint_path(*generalisation.parse_run_id(run), EXPERIMENT)
    assert path.is_file(), f"{path} is missing"
    return path, torch.load(path, map_location="cpu", weights_only=True)


@pytest.fixture(scope="module")
def training_pairs():
    return load_corpus("train", CORPUS)


def test_the_shipped_runs_are_the_plans_first_runs():
    """Every run trained with seed 0, then the plan's other seeds in its order: an
    experiment that stopped early ships a prefix of its plan, never a gap."""
    plan = generalisation.plan(RESULTS)
    assert sorted(SHIPPED, key=plan.index) == plan[: len(SHIPPED)]  # no gap
    assert len(SHIPPED) >= len(generalisation.RUNS)
    shipped = sorted(p.name for p in EXPERIMENT.directory.glob("*.pt"))
    assert shipped == sorted(f"{run}.pt" for run in SHIPPED)


@pytest.mark.parametrize("run", SHIPPED)
def test_each_run_is_shipped_small_and_made_by_its_command(run):
    name, seed = generalisation.parse_run_id(run)
    path, state = _state(run)
    assert path.stat().st_size <= 3_200_000
    meta = state["metadata"]
    options = generalisation.RUNS[name][1].split()
    command = meta["command"].split()
    assert command[:5] == [
        "python",
        "-m",
        "transformer_lib.train",
        "--config",
        "capstone",
    ]
    flags = {"--positional", "--decoder-positional", "--concat"}
    assert [c for c in command if c in flags] == [o for o in options if o in flags]
    for flag, value in zip(options, options[1:], strict=False):
        if flag in flags and not value.startswith("--"):
            assert command[command.index(flag) + 1] == value
    assert state["steps"] == EXPERIMENT.steps
    assert meta.get("decay_steps", 0) == int(SHARED["--decay-steps"])
    assert meta.get("tokens", "words") == SHARED.get("--tokens", "words")
    assert "names" not in meta  # --name-share 0: no placeholders
    assert meta.get("seed", 0) == seed
    # the budget and shared options, as train_command spells them
    assert command[command.index("--steps") + 1] == str(EXPERIMENT.steps)
    for flag, value in SHARED.items():
        assert command[command.index(flag) + 1] == value, flag
    assert ("--seed" in command) == (seed > 0)
    assert len(meta["commit"]) == 40 and meta["dirty"] is False
    for size, value in RECIPES["capstone"][0].items():
        assert state["config"][size] == value, size


def test_the_runs_read_the_experiments_corpus(training_pairs):
    """The paper's table ships in the chapter's folder, trained on CORPUS: its BPE
    merges were learned from the words of CORPUS's training sources, which the
    checkpoint lists, with the experiment's number of merges."""
    path, state = _state("sinusoidal")
    assert path == EXPERIMENT.directory / "sinusoidal.pt"
    assert state["metadata"]["train_pairs"] == len(training_pairs)
    assert SHARED["--tokens"] == "bpe"
    words = {w for fr, _ in training_pairs for w in tokenize(fr)}
    assert set(state["vocabs"]["bpe"]["src_words"]) == words
    merges = int(SHARED["--merges"])
    assert state["metadata"]["merges"] == [merges, merges]


@pytest.mark.parametrize("name", list(generalisation.RUNS))
def test_each_run_builds_the_scheme_it_names(name):
    config = generalisation.load(name, "cpu", experiment=EXPERIMENT).model.config
    want = {"nope": ("sinusoidal", "none"), "concat": ("sinusoidal", "sinusoidal")}
    enc, dec = want.get(name, (name, name))
    assert (config.positional, config.decoder_scheme) == (enc, dec)


def test_results_agree_with_themselves():
    assert RESULTS["decoding"] == "greedy" and RESULTS["limit"] is None
    sizes = {split: len(load_corpus(split, CORPUS)) for split in generalisation.SPLITS}
    for name, run in RESULTS["runs"].items():
        scheme, seed = generalisation.parse_run_id(name)
        assert run["label"] == generalisation.RUNS[scheme][0]
        assert (run["run"], run["seed"]) == (scheme, seed)
        for split in generalisation.SPLITS:
            flags = run["exact_flags"][split]
            assert len(flags) == sizes[split] == run["scores"][split]["n"]
            assert run["scores"][split]["exact"] == pytest.approx(
                100 * flags.count("1") / len(flags)
            ), (name, split)
            f = run["failures"][split]
            assert f["wrong"] == flags.count("0")
            assert f["stops_early"] + f["runs_on"] + f["inside"] == f["wrong"]
            assert sum(run["first_error"][split].values()) == f["wrong"]
            assert sum(run["output_lengths"][split].values()) == len(flags)
            chrf = run.get("chrf_sentences", {}).get(split)
            if chrf is not None:  # version 3 records them
                assert len(chrf) == len(flags)
                assert all(0 <= c <= 100 for c in chrf)
        for split in ("test", "test_long"):
            counts = run["by_length"][split]
            assert sum(n for _, n in counts.values()) == sizes[split]
            assert sum(e for e, _ in counts.values()) == run["exact_flags"][
                split
            ].count("1")
        assert sum(b["n"] for b in run["buckets"].values()) == sizes["test_long"]


@pytest.mark.parametrize("run", SHIPPED)
def test_a_sample_translated_again_gives_the_recorded_results(run):
    for split in generalisation.SPLITS:
        agree, n = generalisation.check_sample(
            run, split, 8, seed=1, results=RESULTS, experiment=EXPERIMENT
        )
        assert agree == n == 8, (run, split)


def test_the_recorded_sentence_chrf_is_that_of_the_translations_now():
    """Six sentences of each split translated again by the paper's run: their chrF is
    the one results.json records."""
    entry = RESULTS["runs"]["sinusoidal"]
    translator = generalisation.load("sinusoidal", "cpu", experiment=EXPERIMENT)
    for split in generalisation.SPLITS:
        pairs = load_corpus(split, CORPUS)
        picked = [0, 5, 17, 99, 250, len(pairs) - 1]
        outputs = translator.translate([pairs[i][0] for i in picked])
        now = generalisation.sentence_chrf(outputs, [pairs[i][1] for i in picked])
        assert now == [entry["chrf_sentences"][split][i] for i in picked], split
