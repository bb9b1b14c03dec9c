"""Regenerate the shipped corpus, or describe it.

    python -m transformer_lib.data generate [--out DIR] [--workers N] [--seed S]
    python -m transformer_lib.data stats [--dir DIR]

``generate`` needs pyrealb (``pip install "transformer_lib[corpus]"``) and writes the same
files byte for byte whatever the number of workers; ``stats`` needs only the files.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

from .corpus import FILES_DIR, SPLITS, corpus_path, load_corpus


def _percentile(sorted_values: list[int], q: float) -> int:
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


def describe(directory: Path | None = None, version: int | None = None) -> str:
    """Pairs, lemmas (of corpus ``version``'s lexicon), word types, lengths and the share
    of the most frequent French words that the training split holds, as text."""
    from ..tokenizer import tokenize
    from .frequent import coverage, load_frequent, word_forms
    from .lexicon import lemma_counts
    from .streams import lexicon_of

    lines = []
    types = {"fr": Counter(), "en": Counter()}
    train_types = {"fr": set(), "en": set()}
    lines.append(
        f"{'split':<12} {'pairs':>7} {'size':>9}   "
        "tokens fr: min mean p50 p95 max    en: min mean p50 p95 max"
    )
    for split in SPLITS:
        path = corpus_path(split, directory)
        if not path.is_file():
            lines.append(f"{split:<12} (missing: {path})")
            continue
        pairs = load_corpus(split, directory)
        row = f"{split:<12} {len(pairs):>7} {path.stat().st_size / 1e6:>7.2f}MB  "
        for side, lang in enumerate(("fr", "en")):
            lengths = []
            for pair in pairs:
                tokens = tokenize(pair[side])
                lengths.append(len(tokens))
                types[lang].update(tokens)
                if split == "train":
                    train_types[lang].update(tokens)
            lengths.sort()
            row += (
                f"  {lang}: {lengths[0]:>3} {statistics.mean(lengths):>5.1f} "
                f"{_percentile(lengths, 0.5):>3} {_percentile(lengths, 0.95):>3} {lengths[-1]:>3}"
            )
        lines.append(row)
    lines.append("")
    counts = lemma_counts(lexicon_of() if version is None else lexicon_of(version))
    for lang, name in (("fr", "French"), ("en", "English")):
        parts = ", ".join(f"{k} {v}" for k, v in counts[lang].items() if k != "total")
        lines.append(f"{name} lemmas: {counts[lang]['total']} ({parts})")
    for lang, name in (("fr", "French"), ("en", "English")):
        once = sum(1 for c in types[lang].values() if c == 1)
        lines.append(
            f"{name} word types: {len(types[lang])} in all, {len(train_types[lang])} in "
            f"train ({once} seen once)"
        )
    forms = word_forms(train_types["fr"])
    for n in (100, 1000):
        c = coverage(forms, load_frequent(n))
        counted = c.n - len(c.apart)
        lines.append(
            f"Of the {n:,} most frequent French words (wordfreq): "
            f"{counted - len(c.missing)} of {counted} in train "
            f"({c.share_counted:.1f} %; {len(c.apart)} numbers and names apart)"
            + (f"; missing: {', '.join(c.missing)}" if n == 100 and c.missing else "")
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m transformer_lib.data",
        description="The French -> English corpus that ships with transformer_lib.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    gen = sub.add_parser("generate", help="regenerate the corpus files (needs pyrealb)")
    gen.add_argument(
        "--out", type=Path, default=FILES_DIR, help=f"default: {FILES_DIR}"
    )
    gen.add_argument(
        "--workers",
        type=int,
        default=os.cpu_count() or 1,
        help="processes (default: all cores)",
    )
    gen.add_argument("--seed", type=int, default=None, help="default: the shipped seed")
    gen.add_argument(
        "--version",
        type=int,
        choices=(2, 3),
        default=None,
        help="corpus version (default 3, the shipped one; 2, the smaller one, needs --out)",
    )
    stats = sub.add_parser("stats", help="describe the corpus files")
    stats.add_argument("--dir", type=Path, default=None, help=f"default: {FILES_DIR}")
    stats.add_argument(
        "--version",
        type=int,
        choices=(2, 3),
        default=None,
        help="whose lexicon to count (default 3)",
    )
    args = parser.parse_args(argv)

    if args.command == "stats":
        print(describe(args.dir, args.version))
        return 0

    from . import generate as g

    if args.workers < 1:
        parser.error("--workers must be at least 1")
    seed = g.SEED if args.seed is None else args.seed
    if args.version is None:
        args.version = g.VERSION
    start = time.perf_counter()
    if args.version != g.VERSION and args.out.resolve() == FILES_DIR.resolve():
        parser.error(
            f"version {args.version} would overwrite the shipped version "
            f"{g.VERSION} files: give --out DIR"
        )
    corpus = g.build_corpus(seed=seed, workers=args.workers, version=args.version)
    paths = g.write_corpus(corpus, args.out, seed=seed)
    elapsed = time.perf_counter() - start
    print(
        f"generated {sum(map(len, corpus.values()))} pairs in {elapsed:.0f} s "
        f"with {args.workers} worker(s), seed {seed}, version {args.version}: "
        + ", ".join(str(p) for p in paths)
    )
    print(describe(args.out, args.version))
    return 0


if __name__ == "__main__":
    sys.exit(main())
