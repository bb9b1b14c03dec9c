"""Chapter 11: which positional scheme lets the translator read longer sentences and new
structures? One capstone model per scheme, trained by the same command, scored here.

    python -m transformer_lib.generalisation              # score every shipped run
    python -m transformer_lib.generalisation --limit 100  # quicker: 100 pairs per split
    python -m transformer_lib.generalisation --train --runs rope   # retrain, then score

Each run is the capstone recipe (chapter 10: same data, steps and seed) with one change,
trained by ``python -m transformer_lib.train --config capstone <options> --export PATH``
(the options are in RUNS; every checkpoint records its command and commit). The scores
(greedy decoding, sacrebleu's cased BLEU and chrF, exact match, and one exact-match flag
per sentence) go to ``results.json`` next to the checkpoints, which chapter 11 reads
instead of translating 4,000 sentences per model. ``mcnemar`` compares two runs on the
same sentences from those flags.
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

from tqdm import tqdm

from transformer_lib import pretrained
from transformer_lib.data import load_corpus
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
]

FILES = Path(__file__).resolve().parent / "pretrained" / "files"
DIRECTORY = FILES / "generalisation"
RESULTS = DIRECTORY / "results.json"

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


def checkpoint_path(name: str) -> Path:
    """The shipped checkpoint of a run ("sinusoidal" is the capstone model itself)."""
    if name not in RUNS:
        raise ValueError(f"unknown run {name!r}; expected one of {list(RUNS)}")
    return FILES / "capstone.pt" if name == "sinusoidal" else DIRECTORY / f"{name}.pt"


def train_command(name: str, out_dir: str = "runs") -> list[str]:
    """The command that trains a run and exports it where the package ships it."""
    options = RUNS[name][1].split() if name in RUNS else []
    return [
        sys.executable,
        "-m",
        "transformer_lib.train",
        "--config",
        "capstone",
        *options,
        "--out",
        str(Path(out_dir) / f"{name}.pt"),
        "--export",
        str(checkpoint_path(name)),
    ]


def load(name: str, device: str | None = None) -> pretrained.Translator:
    """The shipped translator of one run, ready to translate."""
    return pretrained.load(checkpoint_path(name), device)


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


def evaluate_run(
    name: str, *, limit: int | None = None, device: str | None = None
) -> dict:
    """Score one run on SPLITS (greedy): what results.json holds for it."""
    translator = load(name, device)
    info = translator.info.get("metadata", {})
    result = {
        "label": RUNS[name][0],
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
    }
    for split in SPLITS:
        pairs = load_corpus(split)[:limit]
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
) -> tuple[int, int]:
    """Re-translate n random sentences of a split with the run's shipped checkpoint:
    (how many exact-match flags agree with results.json, n)."""
    if split not in SPLITS:
        raise ValueError(f"expected split in {SPLITS}, got {split!r}")
    results = load_results() if results is None else results
    flags = results["runs"][name]["exact_flags"][split]
    pairs = load_corpus(split)[: len(flags)]
    picked = random.Random(seed).sample(range(len(pairs)), min(n, len(pairs)))
    outputs = load(name).translate([pairs[i][0] for i in picked])
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
    n = b + c
    tail = sum(math.comb(n, k) for k in range(min(b, c) + 1))  # exact integer
    return McNemar(b, c, min(1.0, 2 * tail / 2**n))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m transformer_lib.generalisation",
        description="Score chapter 11's runs (one positional scheme each) on test, "
        "test_long and test_structure, and write results.json.",
    )
    parser.add_argument("--runs", nargs="+", choices=list(RUNS), default=list(RUNS))
    parser.add_argument(
        "--limit", type=int, help="only the first N pairs of each split"
    )
    parser.add_argument("--out", default=str(RESULTS), help="where to write the JSON")
    parser.add_argument("--device", help="cpu or cuda (default: cuda if available)")
    parser.add_argument(
        "--train",
        action="store_true",
        help="first train each run with its command (the shipped checkpoints record 18 "
        "to 30 min each, on one or two CPU threads), replacing the shipped checkpoint",
    )
    args = parser.parse_args(argv)
    if args.limit is not None and args.limit < 1:
        parser.error(f"--limit must be >= 1, got {args.limit}")
    for name in args.runs if args.train else []:
        command = train_command(name)
        print("$ " + " ".join(command[1:]).replace("-m ", "python -m ", 1), flush=True)
        if subprocess.run(command).returncode:
            print(f"error: training {name} failed", file=sys.stderr)
            return 1
    missing = [name for name in args.runs if not checkpoint_path(name).is_file()]
    if missing:
        print(
            f"error: no checkpoint for {', '.join(missing)} in {DIRECTORY}: train them "
            "first (the commands are in transformer_lib.generalisation.RUNS)",
            file=sys.stderr,
        )
        return 1
    out = {"decoding": "greedy", "limit": args.limit, "runs": {}}
    for name in tqdm(args.runs, desc="scoring runs"):
        out["runs"][name] = evaluate_run(name, limit=args.limit, device=args.device)
        s = out["runs"][name]["scores"]
        print(
            f"{name:<11} test {s['test']['exact']:5.1f} %  test_long "
            f"{s['test_long']['exact']:5.1f} %  test_structure "
            f"{s['test_structure']['exact']:5.1f} % exact",
            file=sys.stderr,
        )
    out["signature"] = score(["a"], ["a"]).signature
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(out, indent=1) + "\n")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
