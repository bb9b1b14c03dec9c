"""Chapter 10: score a translator on the shipped test sets with sacrebleu.

    python -m transformer_lib.evaluate                    # the shipped model, all test sets
    python -m transformer_lib.evaluate --checkpoint runs/capstone.pt --beam 1 4

BLEU and chrF come from sacrebleu (never computed by hand here), on lower-cased text: the
course's tokenizer lower-cases, so the model writes lower-case English (sacrebleu's
signature says ``case:lc``). Exact match: the translation has exactly the reference's
tokens.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from typing import NamedTuple

import sacrebleu
from tqdm import tqdm

from transformer_lib.data import SPLITS, load_corpus
from transformer_lib.model import Transformer
from transformer_lib.tokenizer import Vocab, tokenize
from transformer_lib.translate import translate

__all__ = ["Scores", "score", "evaluate"]

TEST_SPLITS = ("test", "test_unseen", "test_long")


class Scores(NamedTuple):
    bleu: float  # corpus BLEU, 0-100
    chrf: float  # corpus chrF, 0-100
    exact: float  # % of sentences translated token for token like the reference
    n: int  # sentences
    signature: str  # sacrebleu's BLEU signature: how to reproduce the number


def score(hypotheses: Sequence[str], references: Sequence[str]) -> Scores:
    """Corpus BLEU, chrF (sacrebleu, lower-cased) and exact-match rate of translations."""
    if len(hypotheses) != len(references) or not references:
        raise ValueError(
            f"expected as many hypotheses as references (at least one), got "
            f"{len(hypotheses)} and {len(references)}"
        )
    bleu = sacrebleu.metrics.BLEU(lowercase=True)
    chrf = sacrebleu.metrics.CHRF(lowercase=True)
    b = bleu.corpus_score(list(hypotheses), [list(references)])
    c = chrf.corpus_score(list(hypotheses), [list(references)])
    same = sum(
        tokenize(h) == tokenize(r) for h, r in zip(hypotheses, references, strict=True)
    )
    return Scores(
        b.score,
        c.score,
        100 * same / len(references),
        len(references),
        str(bleu.get_signature()),
    )


def evaluate(
    model: Transformer,
    src_vocab: Vocab,
    tgt_vocab: Vocab,
    split: str = "test",
    *,
    beam_size: int = 1,
    limit: int | None = None,
) -> tuple[Scores, list[tuple[str, str, str]]]:
    """Translate a shipped split; returns its Scores and (source, reference, output)."""
    pairs = load_corpus(split)[:limit]
    sources = [fr for fr, _ in pairs]
    references = [en for _, en in pairs]
    outputs = translate(model, src_vocab, tgt_vocab, sources, beam_size=beam_size)
    return score(outputs, references), list(
        zip(sources, references, outputs, strict=True)
    )


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m transformer_lib.evaluate",
        description="BLEU, chrF and exact match on the shipped test sets.",
    )
    parser.add_argument("--checkpoint", help="exported or training checkpoint")
    parser.add_argument(
        "--splits", nargs="+", default=list(TEST_SPLITS), choices=list(SPLITS)
    )
    parser.add_argument("--beam", nargs="+", type=int, default=[1, 4])
    parser.add_argument("--limit", type=int, help="only the first N pairs of each")
    parser.add_argument("--device", help="cpu or cuda (default: cuda if available)")
    args = parser.parse_args(argv)
    if min(args.beam) < 1:
        parser.error(f"--beam sizes must be >= 1, got {args.beam}")
    if args.limit is not None and args.limit < 1:
        parser.error(f"--limit must be >= 1, got {args.limit}")
    from transformer_lib import pretrained  # chapter 10's loader

    try:
        model, src_vocab, tgt_vocab, _ = pretrained.load(args.checkpoint, args.device)
    except (OSError, ValueError) as error:  # missing, corrupt or mismatched file
        print(f"error: {error}", file=sys.stderr)
        return 1
    rows, signature = [], ""
    jobs = [(split, beam) for split in args.splits for beam in args.beam]
    for split, beam in tqdm(jobs, desc="evaluating"):
        start = time.perf_counter()
        scores, _ = evaluate(
            model, src_vocab, tgt_vocab, split, beam_size=beam, limit=args.limit
        )
        seconds = time.perf_counter() - start
        signature = scores.signature
        rows.append((split, "greedy" if beam == 1 else f"beam {beam}", scores, seconds))
    print(
        f"| {'split':<12}| {'decoding':<9}| {'BLEU':>6} | {'chrF':>6} | exact % | n    | s    |"
    )
    print("|" + "|".join("-" * w for w in (13, 10, 8, 8, 9, 6, 6)) + "|")
    for split, how, s, seconds in rows:
        print(
            f"| {split:<12}| {how:<9}| {s.bleu:6.2f} | {s.chrf:6.2f} | "
            f"{s.exact:7.1f} | {s.n:<4} | {seconds:4.0f} |"
        )
    print(f"BLEU signature: {signature}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
