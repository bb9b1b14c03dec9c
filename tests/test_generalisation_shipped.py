"""Chapter 11's shipped runs: each checkpoint was made by its run's command, from a clean
commit, for STEPS steps on the chapter's corpus (CORPUS), fits in 3 MB and builds the scheme
it names; results.json agrees with itself and with a sample translated again now."""

from __future__ import annotations

import pytest
import torch

from transformer_lib import generalisation
from transformer_lib.data import build_vocabs, load_corpus
from transformer_lib.train import RECIPES

RUNS = list(generalisation.RUNS)
CORPUS = generalisation.CORPUS


@pytest.fixture(scope="module")
def results():
    return generalisation.load_results()


@pytest.fixture(scope="module")
def training_pairs():
    return load_corpus("train", CORPUS)


@pytest.mark.parametrize("name", RUNS)
def test_each_run_is_shipped_small_and_made_by_its_command(name):
    path = generalisation.checkpoint_path(name)
    assert path.is_file(), f"{path} is missing"
    assert path.stat().st_size <= 3_000_000
    state = torch.load(path, map_location="cpu", weights_only=True)
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
    assert len(meta["commit"]) == 40 and meta["dirty"] is False
    # what train_command spells out: STEPS steps, no cool-down, no name placeholders
    assert state["steps"] == generalisation.STEPS
    assert "decay_steps" not in meta and "names" not in meta
    for size, value in RECIPES["capstone"][0].items():
        assert state["config"][size] == value, size


def test_the_paper_run_is_the_chapters_own(training_pairs):
    """The paper's table ships in the chapter's folder, trained for STEPS steps on
    CORPUS: its vocabularies are those of CORPUS's train split."""
    path = generalisation.checkpoint_path("sinusoidal")
    assert path == generalisation.DIRECTORY / "sinusoidal.pt" and path.is_file()
    state = torch.load(path, map_location="cpu", weights_only=True)
    assert state["steps"] == generalisation.STEPS
    assert state["metadata"]["train_pairs"] == len(training_pairs)
    src_vocab, tgt_vocab = build_vocabs(training_pairs)
    assert state["vocabs"]["src"] == src_vocab.itos
    assert state["vocabs"]["tgt"] == tgt_vocab.itos


@pytest.mark.parametrize("name", RUNS)
def test_each_run_builds_the_scheme_it_names(name):
    config = generalisation.load(name, "cpu").model.config
    want = {"nope": ("sinusoidal", "none"), "concat": ("sinusoidal", "sinusoidal")}
    enc, dec = want.get(name, (name, name))
    assert (config.positional, config.decoder_scheme) == (enc, dec)


def test_results_cover_every_run_and_agree_with_themselves(results):
    assert list(results["runs"]) == RUNS
    assert results["decoding"] == "greedy" and results["limit"] is None
    for name, run in results["runs"].items():
        for split in generalisation.SPLITS:
            flags = run["exact_flags"][split]
            assert (
                len(flags)
                == len(load_corpus(split, CORPUS))
                == run["scores"][split]["n"]
            )
            assert run["scores"][split]["exact"] == pytest.approx(
                100 * flags.count("1") / len(flags)
            ), (name, split)
            f = run["failures"][split]
            assert f["wrong"] == flags.count("0")
            assert f["stops_early"] + f["runs_on"] + f["inside"] == f["wrong"]
            assert sum(run["first_error"][split].values()) == f["wrong"]
            assert sum(run["output_lengths"][split].values()) == len(flags)
        for split in ("test", "test_long"):
            counts = run["by_length"][split]
            assert sum(n for _, n in counts.values()) == len(load_corpus(split, CORPUS))
            assert sum(e for e, _ in counts.values()) == run["exact_flags"][
                split
            ].count("1")
        assert sum(b["n"] for b in run["buckets"].values()) == len(
            load_corpus("test_long", CORPUS)
        )


@pytest.mark.parametrize("name", RUNS)
def test_a_sample_translated_again_gives_the_recorded_results(name, results):
    for split in generalisation.SPLITS:
        agree, n = generalisation.check_sample(name, split, 8, seed=1, results=results)
        assert agree == n == 8, (name, split)
