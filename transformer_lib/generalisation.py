"""Chapter 11: which positional scheme lets the translator read longer sentences and new
structures? One capstone model per scheme, trained by the same command, scored here.

    python -m transformer_lib.generalisation              # score every shipped run
    python -m transformer_lib.generalisation --limit 100  # quicker: 100 pairs per split
    python -m transformer_lib.generalisation --train --runs rope   # retrain, then score
    python -m transformer_lib.generalisation --plan --train --only-missing  # every run
                                          # of the chapter, seeds included; resumable

Each run is the capstone model (chapter 10's sizes, settings and seed) with one change
(the options in RUNS), trained by ``train_command`` with the budget of an ``Experiment``:
its corpus, its steps and the options every run shares. Chapter 11 reads ``CHAPTER``,
version 3 (``--experiment v3``, shipped in generalisation/v3): the package's corpus, BPE
pieces of 1,000 merges (a name is pieces like any word, so no name placeholders), 2,000
steps of which the last 400 cool down, fewer than chapter 10's translator, which keeps the
whole experiment to a few hours on 2 CPU cores; these runs say nothing about chapter 10's
scores. Version 2 (``--experiment v2``: the generator's narrower version-2 corpus, words,
1,200 steps with no cool-down) is an earlier experiment whose checkpoints no longer ship;
it stays so that its commands stay reproducible (``--train`` retrains them). ``train_command`` spells
out each run's whole command (``python -m transformer_lib.train --config capstone
<options> --steps 2000 --decay-steps 400 --name-share 0 --tokens bpe --merges 1000 --data
... --valid ... --export PATH``); every checkpoint records its command and commit, and the
runs are scored on the corpus's test splits. The scores (greedy decoding, sacrebleu's
cased BLEU and chrF, exact match, one exact-match flag and one chrF per sentence) go to
``results.json`` next to the checkpoints, which chapter 11 reads instead of translating
4,000 sentences per model. ``mcnemar`` (on the flags) and ``sign_test`` (on the sentence
chrF) compare two runs on the same sentences.

Some runs are trained with several seeds (``SEEDS``): the paper's table, the
concatenated pairs and the scheme with the best chrF on test_long with the first seed
(``plan``). A run of seed ``s > 0`` is named ``run_id(name, s)`` (``rope-seed1``) in
results.json and on disk. ``seed_summary`` gives the mean and range of a run's seeds, and
``compare_seeds`` says whether two runs differ by more than a seed moves either of them,
with the paired test on each pair of runs that share a seed. The command writes
results.json after each run, so an interrupted experiment resumes with
``--only-missing``.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

import sacrebleu

from transformer_lib import pretrained
from transformer_lib.data import load_corpus
from transformer_lib.data.corpus import FILES_DIR
from transformer_lib.evaluate import (  # failure_kind: chapter 10's, one taxonomy for both
    by_length,
    failure_kind,
    score,
)
from transformer_lib.tokenizer import tokenize

__all__ = [
    "RUNS",
    "SPLITS",
    "checkpoint_path",
    "train_command",
    "load",
    "first_difference",
    "evaluate_run",
    "load_results",
    "check_sample",
    "McNemar",
    "mcnemar",
    "Experiment",
    "sentence_chrf",
    "SignTest",
    "sign_test",
    "seed_summary",
    "compare_seeds",
]

FILES = Path(__file__).resolve().parent / "pretrained" / "files"

# name -> (label, the options given to `python -m transformer_lib.train --config capstone`)
RUNS: dict[str, tuple[str, str]] = {
    "sinusoidal": ("sinusoidal (the paper)", ""),
    "learned": ("learned absolute", "--positional learned"),
    "shape": ("SHAPE (shifted sinusoidal)", "--positional shape"),
    "t5": ("T5 relative bias", "--positional t5"),
    "rope": ("rotary (RoPE)", "--positional rope"),
    "alibi": ("ALiBi", "--positional alibi"),
    "nope": ("NoPE decoder", "--decoder-positional none"),
    "concat": ("sinusoidal + concatenated pairs", "--concat"),
}
SPLITS = ("test", "test_long", "test_structure")
# Seeds of the runs trained more than once: the paper's table, the concatenated pairs
# and the scheme that does best on test_long with the first seed (``plan``).
SEEDS = (0, 1, 2)
REPEATED = ("sinusoidal", "concat")


class Experiment(NamedTuple):
    """One version of the experiment: the corpus its runs train on and are scored on,
    where they ship, and the budget every run gets (the same for all of its runs)."""

    corpus: Path
    directory: Path
    steps: int
    options: tuple[str, ...]  # training options shared by every run, after --steps

    @property
    def results(self) -> Path:
        return self.directory / "results.json"


EXPERIMENTS = {
    # Version 2 of the generator's corpus (transformer_lib/data/files/v2: about 415
    # lemmas per language, one to three clauses, no proper names), words as tokens,
    # 1,200 steps of the paper's schedule to the end (no cool-down), no placeholders.
    # Its checkpoints no longer ship (--train makes them again).
    "v2": Experiment(
        FILES_DIR / "v2",
        FILES / "generalisation",
        1200,
        ("--decay-steps", "0", "--name-share", "0"),
    ),
    # The package's corpus (version 3, everyday French with names), BPE pieces (1,000
    # merges, names included, so no placeholders), 2,000 steps of which the last 400
    # cool down: fourteen runs take about three hours on 2 CPU cores.
    "v3": Experiment(
        FILES_DIR,
        FILES / "generalisation" / "v3",
        2000,
        ("--decay-steps", "400", "--name-share", "0", "--tokens", "bpe")
        + ("--merges", "1000"),
    ),
}
# The experiment chapter 11 reads.
CHAPTER = EXPERIMENTS["v3"]
CORPUS = CHAPTER.corpus
DIRECTORY = CHAPTER.directory
RESULTS = CHAPTER.results
STEPS = CHAPTER.steps


def run_id(name: str, seed: int = 0) -> str:
    """A run's name in results.json and on disk: the scheme's, plus the seed past 0."""
    if name not in RUNS:
        raise ValueError(f"unknown run {name!r}; expected one of {list(RUNS)}")
    if type(seed) is not int or seed < 0:
        raise ValueError(f"seed must be an int >= 0, got {seed!r}")
    return name if seed == 0 else f"{name}-seed{seed}"


def parse_run_id(run: str) -> tuple[str, int]:
    """(name, seed) of a run_id: ``"rope-seed2"`` -> ``("rope", 2)``."""
    name, _, seed = run.partition("-seed")
    if name not in RUNS or (seed and not seed.isdigit()):
        raise ValueError(f"not a run of chapter 11: {run!r}")
    return name, int(seed or 0)


def checkpoint_path(name: str, seed: int = 0, experiment: Experiment = CHAPTER) -> Path:
    """The shipped checkpoint of a run (``name`` a scheme of RUNS, with its seed)."""
    return experiment.directory / f"{run_id(name, seed)}.pt"


def train_command(
    name: str, out_dir: str = "runs", seed: int = 0, experiment: Experiment = CHAPTER
) -> list[str]:
    """The command that trains a run and exports it where the package ships it: the
    capstone recipe with the run's options, for the experiment's steps and shared
    options, on its corpus's train and valid splits."""
    run = run_id(name, seed)
    return [
        sys.executable,
        "-m",
        "transformer_lib.train",
        "--config",
        "capstone",
        *RUNS[name][1].split(),
        "--steps",
        str(experiment.steps),
        *experiment.options,
        "--data",
        str(experiment.corpus / "train.tsv.xz"),
        "--valid",
        str(experiment.corpus / "valid.tsv.xz"),
        *(["--seed", str(seed)] if seed else []),
        "--out",
        str(Path(out_dir) / f"{run}.pt"),
        "--export",
        str(checkpoint_path(name, seed, experiment)),
    ]


def load(
    name: str,
    device: str | None = None,
    seed: int = 0,
    experiment: Experiment = CHAPTER,
) -> pretrained.Translator:
    """The shipped translator of one run, ready to translate."""
    return pretrained.load(checkpoint_path(name, seed, experiment), device)


def first_difference(output: str, reference: str) -> int:
    """The index of the first word where output and reference differ (word by word,
    lower-cased tokens; the shorter one's length if one is a prefix of the other)."""
    out, ref = tokenize(output), tokenize(reference)
    for i, (a, b) in enumerate(zip(out, ref, strict=False)):
        if a != b:
            return i
    return min(len(out), len(ref))


def _by_int(item) -> int:
    return int(item[0])


def _scores(outputs, references) -> dict:
    s = score(outputs, references)
    return {"bleu": s.bleu, "chrf": s.chrf, "exact": s.exact, "n": s.n}


def sentence_chrf(outputs: Sequence[str], references: Sequence[str]) -> list[float]:
    """chrF of each sentence against its reference (sacrebleu's defaults, cased), rounded
    to 0.1: what a paired test of two runs compares sentence by sentence."""
    metric = sacrebleu.metrics.CHRF()
    return [
        round(metric.sentence_score(o, [r]).score, 1)
        for o, r in zip(outputs, references, strict=True)
    ]


def evaluate_run(
    run: str,
    *,
    limit: int | None = None,
    device: str | None = None,
    experiment: Experiment = CHAPTER,
) -> dict:
    """Score one run (a ``run_id``: ``"rope"``, ``"rope-seed1"``) on SPLITS (greedy):
    what results.json holds for it."""
    name, seed = parse_run_id(run)
    translator = load(name, device, seed, experiment)
    info = translator.info.get("metadata", {})
    result = {
        "label": RUNS[name][0],
        "run": name,
        "seed": seed,
        "train_seconds": info.get("train_seconds"),
        "threads": info.get("threads"),
        "load_average": info.get("load_average"),
        "commit": info.get("commit"),
        "command": info.get("command"),
        "final_train_loss": translator.info.get("final_train_loss"),
        "final_valid_loss": translator.info.get("final_valid_loss"),
        "scores": {},
        "by_length": {},
        "failures": {},
        "first_error": {},
        "output_lengths": {},
        "exact_flags": {},
        "chrf_sentences": {},
    }
    for split in SPLITS:
        pairs = load_corpus(split, experiment.corpus)[:limit]
        sources = [fr for fr, _ in pairs]
        references = [en for _, en in pairs]
        start = time.perf_counter()
        outputs = translator.translate(sources)
        result.setdefault("seconds", {})[split] = round(time.perf_counter() - start, 1)
        result["scores"][split] = _scores(outputs, references)
        kinds = [failure_kind(o, r) for o, r in zip(outputs, references, strict=True)]
        counts = {"wrong": sum(k is not None for k in kinds)}
        for kind in ("stops_early", "runs_on", "inside"):
            counts[kind] = kinds.count(kind)
        # wrong and shorter / longer than the reference, in words
        lengths = [
            (len(tokenize(o)), len(tokenize(r)))
            for o, r, k in zip(outputs, references, kinds, strict=True)
            if k is not None
        ]
        counts["shorter"] = sum(o < r for o, r in lengths)
        counts["longer"] = sum(o > r for o, r in lengths)
        result["failures"][split] = counts
        # where the wrong ones go wrong: the first word (0-based) that differs
        first = {}
        for o, r, k in zip(outputs, references, kinds, strict=True):
            if k is not None:
                i = first_difference(o, r)
                first[str(i)] = first.get(str(i), 0) + 1
        result["first_error"][split] = dict(sorted(first.items(), key=_by_int))
        # how long the outputs are, in tokens (the longest training target has 20)
        out_lengths = {}
        for o in outputs:
            n = str(len(tokenize(o)))
            out_lengths[n] = out_lengths.get(n, 0) + 1
        result["output_lengths"][split] = dict(sorted(out_lengths.items(), key=_by_int))
        result["exact_flags"][split] = "".join("0" if k else "1" for k in kinds)
        result["chrf_sentences"][split] = sentence_chrf(outputs, references)
        if split in ("test", "test_long"):
            lengths: dict[str, list[int]] = {}
            for source, kind in zip(sources, kinds, strict=True):
                entry = lengths.setdefault(str(len(tokenize(source))), [0, 0])
                entry[0] += kind is None
                entry[1] += 1
            result["by_length"][split] = dict(
                sorted(lengths.items(), key=lambda item: int(item[0]))
            )
        if split == "test_long":
            rows = list(zip(sources, references, outputs, strict=True))
            result["buckets"] = {
                f"{low}-{high}": {
                    "bleu": b.bleu,
                    "chrf": b.chrf,
                    "exact": b.exact,
                    "n": b.n,
                }
                for (low, high), b in by_length(rows).items()
            }
    return result


def load_results(path: str | Path = RESULTS) -> dict:
    """The shipped scores of every run (written by this module's command)."""
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(
            f"{path} does not exist: run `python -m transformer_lib.generalisation`"
        )
    return json.loads(path.read_text())


def check_sample(
    name: str,
    split: str,
    n: int = 20,
    seed: int = 0,
    results: dict | None = None,
    experiment: Experiment = CHAPTER,
) -> tuple[int, int]:
    """Re-translate n random sentences of a split with the run's shipped checkpoint
    (``name`` a ``run_id``; ``seed`` picks the sentences): (how many exact-match flags
    agree with results.json, n)."""
    if split not in SPLITS:
        raise ValueError(f"expected split in {SPLITS}, got {split!r}")
    results = load_results(experiment.results) if results is None else results
    flags = results["runs"][name]["exact_flags"][split]
    pairs = load_corpus(split, experiment.corpus)[: len(flags)]
    picked = random.Random(seed).sample(range(len(pairs)), min(n, len(pairs)))
    scheme, run_seed = parse_run_id(name)
    outputs = load(scheme, seed=run_seed, experiment=experiment).translate(
        [pairs[i][0] for i in picked]
    )
    agree = sum(
        (failure_kind(out, pairs[i][1]) is None) == (flags[i] == "1")
        for out, i in zip(outputs, picked, strict=True)
    )
    return agree, len(picked)


class McNemar(NamedTuple):
    """McNemar's exact test of two runs on the same sentences."""

    only_a: int  # sentences run a translates exactly and run b does not
    only_b: int  # the other way round
    p: float  # two-sided p-value


def mcnemar(flags_a: str, flags_b: str) -> McNemar:
    """McNemar's exact test on two strings of exact-match flags ("1" right, "0" wrong),
    one character per sentence, the same sentences in the same order.

    Sentences both runs get right, or both wrong, say nothing about which run is better;
    only the discordant ones count: b = right for a only, c = right for b only. If the two
    runs were equally good, each discordant sentence would fall on either side with
    probability 1/2, so min(b, c) would follow a binomial distribution Bin(b + c, 1/2).
    The p-value is the probability, under that hypothesis, of a split at least as
    lopsided as the one observed, on either side:

        p = min(1, 2 * sum_{k <= min(b, c)} C(b + c, k) / 2^(b + c))

    computed with exact integers (math.comb), so even a split of 1,000 sentences has no
    rounding until the final division. With no discordant sentence, p = 1.
    """
    if len(flags_a) != len(flags_b):
        raise ValueError(
            f"expected flags of the same sentences, got {len(flags_a)} and {len(flags_b)}"
        )
    if not set(flags_a) | set(flags_b) <= {"0", "1"}:
        raise ValueError("expected flags made of '0' and '1' only")
    b = sum(x == "1" and y == "0" for x, y in zip(flags_a, flags_b, strict=True))
    c = sum(x == "0" and y == "1" for x, y in zip(flags_a, flags_b, strict=True))
    return McNemar(b, c, _two_sided(b, c))


def _two_sided(b: int, c: int) -> float:
    """P(a split of b + c fair coin flips at least as lopsided as b against c), on
    either side: min(1, 2 * sum_{k <= min(b, c)} C(b + c, k) / 2^(b + c))."""
    n = b + c
    tail = sum(math.comb(n, k) for k in range(min(b, c) + 1))  # exact integer
    return min(1.0, 2 * tail / 2**n)


class SignTest(NamedTuple):
    """The sign test of two runs' scores on the same sentences."""

    higher_a: int  # sentences on which run a scores higher than run b
    higher_b: int  # the other way round
    p: float  # two-sided p-value


def sign_test(scores_a: Sequence[float], scores_b: Sequence[float]) -> SignTest:
    """The sign test on two lists of per-sentence scores (sentence chrF, say), the same
    sentences in the same order.

    McNemar's test for scores instead of flags: the sentences on which the two runs
    score the same say nothing; of the others, if the runs were equally good, each would
    be higher for either run with probability 1/2, and the p-value is the same binomial
    tail as ``mcnemar``'s. It asks only *which* run scores higher on each sentence, not
    by how much, so one sentence with a huge gap cannot outweigh many small ones.
    """
    if len(scores_a) != len(scores_b):
        raise ValueError(
            f"expected scores of the same sentences, got {len(scores_a)} and "
            f"{len(scores_b)}"
        )
    b = sum(x > y for x, y in zip(scores_a, scores_b, strict=True))
    c = sum(x < y for x, y in zip(scores_a, scores_b, strict=True))
    return SignTest(b, c, _two_sided(b, c))


def best_scheme(results: dict, split: str = "test_long", metric: str = "chrf") -> str:
    """The positional scheme (not the paper's table, not the concatenated pairs) whose
    seed-0 run has the highest ``metric`` on ``split``; ties go to the first in RUNS.
    chrF by default: on sentences longer than any in training few translations are
    exact, and chrF still tells a translation that loses a word from one that loses
    half the sentence."""
    runs = results["runs"]
    schemes = [n for n in RUNS if n not in ("sinusoidal", "concat") and n in runs]
    if not schemes:
        raise ValueError("results hold no seed-0 run of a positional scheme")
    return max(schemes, key=lambda n: runs[n]["scores"][split][metric])


def plan(results: dict | None = None) -> list[str]:
    """The runs of chapter 11 (run_ids), in training order: every run with seed 0, then
    the other SEEDS of REPEATED and, once ``results`` holds the seed-0 runs, of the best
    scheme (``best_scheme``)."""
    runs = list(RUNS)
    repeated = list(REPEATED)
    if results is not None and all(n in results.get("runs", {}) for n in RUNS):
        repeated.insert(1, best_scheme(results))
    return runs + [run_id(n, s) for n in repeated for s in SEEDS if s]


class SeedSummary(NamedTuple):
    """One run's score on one split over its seeds."""

    mean: float
    low: float
    high: float
    values: tuple[float, ...]  # one per seed, in the order of the seeds

    @property
    def spread(self) -> float:
        """How far apart the seeds land: the highest score minus the lowest."""
        return self.high - self.low


def _seeds_of(results: dict, name: str) -> dict[int, dict]:
    runs = {}
    for run, entry in results["runs"].items():
        scheme, seed = parse_run_id(run)
        if scheme == name:
            runs[seed] = entry
    if not runs:
        raise ValueError(f"results hold no run of {name!r}")
    return dict(sorted(runs.items()))


def seed_summary(
    results: dict, name: str, split: str, metric: str = "exact"
) -> SeedSummary:
    """Mean, lowest and highest ``metric`` (exact, bleu, chrf) of every seed of a run."""
    values = tuple(
        float(entry["scores"][split][metric])
        for entry in _seeds_of(results, name).values()
    )
    return SeedSummary(sum(values) / len(values), min(values), max(values), values)


class SeedComparison(NamedTuple):
    """Two runs, each over its seeds, on one split, by one metric."""

    difference: float  # mean of a minus mean of b, in points of the metric
    spread: float  # the larger of the two runs' spreads over their seeds
    # per shared seed: McNemar's test of a against b (exact match), or the sign test
    # on sentence chrF (chrf)
    tests: dict[int, McNemar | SignTest]
    beyond_seed: bool  # the difference is larger than a seed's (see compare_seeds)


def compare_seeds(
    results: dict,
    a: str,
    b: str,
    split: str,
    alpha: float = 0.05,
    metric: str = "exact",
) -> SeedComparison:
    """Whether runs ``a`` and ``b`` differ by more than a seed moves either of them, by
    ``metric``: ``"exact"`` (exact match, McNemar's test on the flags) or ``"chrf"``
    (corpus chrF, the sign test on sentence chrF).

    ``beyond_seed`` holds when both hold: (1) the gap between their means is larger
    than the spread of either run over its seeds, and (2) on every seed both have, a
    run's checkpoint against the other's with the same seed (the same initial weights
    where they share parameters, the same order of batches) differs significantly by
    the paired test (p < ``alpha``), in the direction of the means. With one seed each,
    (1) has no spread to measure and ``beyond_seed`` is False.
    """
    if metric not in ("exact", "chrf"):
        raise ValueError(f"expected metric 'exact' or 'chrf', got {metric!r}")
    runs_a, runs_b = _seeds_of(results, a), _seeds_of(results, b)
    mean_a = seed_summary(results, a, split, metric)
    mean_b = seed_summary(results, b, split, metric)
    if metric == "exact":
        tests = {
            s: mcnemar(runs_a[s]["exact_flags"][split], runs_b[s]["exact_flags"][split])
            for s in runs_a
            if s in runs_b
        }
    else:
        tests = {
            s: sign_test(
                runs_a[s]["chrf_sentences"][split], runs_b[s]["chrf_sentences"][split]
            )
            for s in runs_a
            if s in runs_b
        }
    difference = mean_a.mean - mean_b.mean
    spread = max(mean_a.spread, mean_b.spread)
    same_way = all(
        t.p < alpha and (t[0] > t[1]) == (difference > 0) for t in tests.values()
    )
    beyond = (
        min(len(runs_a), len(runs_b)) > 1
        and abs(difference) > spread
        and bool(tests)
        and same_way
    )
    return SeedComparison(difference, spread, tests, beyond)


def _write_results(path: Path, run: str, entry: dict, limit: int | None) -> None:
    """Put one run's entry into the results file, keeping the other runs scored the
    same way (the same limit); written to a temporary file first, then renamed."""
    out = {"decoding": "greedy", "limit": limit, "runs": {}}
    if path.is_file():
        earlier = json.loads(path.read_text())
        if earlier.get("limit") == limit and earlier.get("decoding") == "greedy":
            out["runs"] = earlier.get("runs", {})
    out["runs"][run] = entry
    out["runs"] = {r: out["runs"][r] for r in sorted(out["runs"], key=_plan_order)}
    out["signature"] = score(["a"], ["a"]).signature
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(out, indent=1) + "\n")
    tmp.replace(path)


def _plan_order(run: str) -> tuple[int, int]:
    name, seed = parse_run_id(run)
    return seed, list(RUNS).index(name)


def _run_argument(text: str) -> str:
    try:
        parse_run_id(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(
            f"{error}; expected one of {list(RUNS)}, or one of them + -seedN"
        ) from None
    return text


def _existing(path: Path, limit: int | None) -> dict:
    """The runs already in the results file, if it was scored the same way."""
    if not path.is_file():
        return {"runs": {}}
    results = json.loads(path.read_text())
    return results if results.get("limit") == limit else {"runs": {}}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m transformer_lib.generalisation",
        description="Score chapter 11's runs (one positional scheme each, some with "
        "several seeds) on test, test_long and test_structure, and write results.json.",
    )
    which = parser.add_mutually_exclusive_group()
    which.add_argument(
        "--runs",
        nargs="+",
        type=_run_argument,
        help=f"runs to score: {', '.join(RUNS)}, or one of them + -seedN (default: "
        "every run with seed 0)",
    )
    which.add_argument(
        "--plan",
        action="store_true",
        help="the chapter's whole experiment: every run, and the other seeds of the "
        "paper's table, the concatenated pairs and the best scheme",
    )
    parser.add_argument(
        "--limit", type=int, help="only the first N pairs of each split"
    )
    parser.add_argument(
        "--experiment",
        choices=list(EXPERIMENTS),
        default=next(k for k, v in EXPERIMENTS.items() if v == CHAPTER),
        help="which version of the experiment (its corpus, budget and folder; "
        "default: the one chapter 11 reads)",
    )
    parser.add_argument(
        "--out", help="where to write the JSON (default: the experiment's results.json)"
    )
    parser.add_argument("--device", help="cpu or cuda (default: cuda if available)")
    parser.add_argument(
        "--train",
        action="store_true",
        help="first train each run with its command (version 3's checkpoints record 12 "
        "to 16 min each, on two CPU threads), replacing the shipped checkpoint",
    )
    parser.add_argument(
        "--only-missing",
        action="store_true",
        help="skip what is done: training where the checkpoint exists, scoring where "
        "the results file holds the run (to resume an interrupted experiment)",
    )
    args = parser.parse_args(argv)
    if args.limit is not None and args.limit < 1:
        parser.error(f"--limit must be >= 1, got {args.limit}")
    experiment = EXPERIMENTS[args.experiment]
    out = Path(args.out) if args.out else experiment.results
    chosen = args.runs or list(RUNS)
    if not args.train and not args.plan:
        missing = [
            r
            for r in chosen
            if not checkpoint_path(*parse_run_id(r), experiment).is_file()
        ]
        if missing:
            print(
                f"error: no checkpoint for {', '.join(missing)} in "
                f"{experiment.directory}: train "
                "them first (the commands are in transformer_lib.generalisation.RUNS)",
                file=sys.stderr,
            )
            return 1
    done: set[str] = set()
    while True:  # the plan grows once the seed-0 runs are scored (the best scheme)
        runs = plan(_existing(out, args.limit)) if args.plan else chosen
        pending = [r for r in runs if r not in done]
        if not pending:
            break
        run = pending[0]
        done.add(run)
        name, seed = parse_run_id(run)
        path = checkpoint_path(name, seed, experiment)
        if args.train and not (args.only_missing and path.is_file()):
            command = train_command(name, seed=seed, experiment=experiment)
            print(
                "$ " + " ".join(command[1:]).replace("-m ", "python -m ", 1), flush=True
            )
            if subprocess.run(command).returncode:
                print(f"error: training {run} failed", file=sys.stderr)
                return 1
        if not path.is_file():
            print(f"error: no checkpoint for {run} at {path}", file=sys.stderr)
            return 1
        if args.only_missing and run in _existing(out, args.limit)["runs"]:
            continue
        entry = evaluate_run(
            run, limit=args.limit, device=args.device, experiment=experiment
        )
        _write_results(out, run, entry, args.limit)
        s = entry["scores"]
        print(
            f"[{len(done)}/{len(runs)}] {run:<13} test {s['test']['exact']:5.1f} %  "
            f"test_long "
            f"{s['test_long']['exact']:5.1f} %  test_structure "
            f"{s['test_structure']['exact']:5.1f} % exact",
            file=sys.stderr,
        )
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
