"""Chapter 10: score a translator on the shipped test sets with sacrebleu.

    python -m transformer_lib.evaluate                    # the shipped model, all test sets
    python -m transformer_lib.evaluate --checkpoint runs/capstone.pt --beam 1 4

BLEU and chrF come from sacrebleu (never computed by hand here) with its defaults: cased,
the ``13a`` tokenisation, against the corpus's references as they are written; the
signature printed with the table says how to reproduce them. Lower-cased BLEU stands
beside them (what the model's tokens get right, whatever the casing step does). Exact
match: the translation is the reference, character for character. ``failure_kind`` sorts
the other translations into the three ways they go wrong (chapters 10 and 11 both count them).

``score_everyday`` and ``score_names`` score a translator on the two hand-written sets
(``transformer_lib.data.everyday``): everyday French, with one or more accepted
translations per sentence, and sentences with names the corpus never has.
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
from transformer_lib.data.everyday import (
    exact_match,
    in_corpus,
    load_everyday,
    load_names,
    names_in_corpus,
    names_through,
)
from transformer_lib.data.generate import LONG_BUCKETS
from transformer_lib.model import Transformer
from transformer_lib.tokenizer import Vocab, tokenize
from transformer_lib.translate import translate
from transformer_lib.translate.names import Names

__all__ = [
    "Scores",
    "score",
    "evaluate",
    "by_length",
    "failure_kind",
]  # score_everyday and score_names serve scripts/score_everyday.py

TEST_SPLITS = ("test", "test_unseen", "test_long", "test_structure")


class Scores(NamedTuple):
    bleu: float  # corpus BLEU, 0-100: sacrebleu's defaults (cased, 13a)
    chrf: float  # corpus chrF, 0-100: sacrebleu's defaults (cased)
    exact: float  # % of sentences translated exactly as the reference (same text)
    bleu_lc: float  # corpus BLEU on lower-cased text
    n: int  # sentences
    signature: str  # sacrebleu's signature of the cased BLEU: how to reproduce it


def score(hypotheses: Sequence[str], references: Sequence[str]) -> Scores:
    """Corpus BLEU and chrF (sacrebleu's defaults: cased), exact-match rate, and BLEU
    on lower-cased text, of translations against one reference each."""
    if len(hypotheses) != len(references) or not references:
        raise ValueError(
            f"expected as many hypotheses as references (at least one), got "
            f"{len(hypotheses)} and {len(references)}"
        )
    hyps, refs = list(hypotheses), [list(references)]
    bleu = sacrebleu.metrics.BLEU()
    b = bleu.corpus_score(hyps, refs)
    c = sacrebleu.metrics.CHRF().corpus_score(hyps, refs)
    lc = sacrebleu.metrics.BLEU(lowercase=True).corpus_score(hyps, refs)
    same = sum(h.strip() == r.strip() for h, r in zip(hyps, references, strict=True))
    return Scores(
        b.score,
        c.score,
        100 * same / len(references),
        lc.score,
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
    names: Names | None = None,
) -> tuple[Scores, list[tuple[str, str, str]]]:
    """Translate a shipped split; returns its Scores and (source, reference, output).

    names: what a model trained with name placeholders knows (``Translator.names``):
    without it, such a model reads every name it never saw as an unknown word."""
    pairs = load_corpus(split)[:limit]
    sources = [fr for fr, _ in pairs]
    references = [en for _, en in pairs]
    outputs = translate(
        model, src_vocab, tgt_vocab, sources, beam_size=beam_size, names=names
    )
    return score(outputs, references), list(
        zip(sources, references, outputs, strict=True)
    )


def by_length(
    rows: Sequence[tuple[str, str, str]],
    buckets: Sequence[tuple[int, int]] = LONG_BUCKETS,
) -> dict[tuple[int, int], Scores]:
    """Scores of (source, reference, output) rows grouped by the source's length in
    tokens: ``{(low, high): Scores}`` for each bucket that has rows (test_long's buckets
    by default)."""
    groups: dict[tuple[int, int], list] = {tuple(b): [] for b in buckets}
    for source, reference, output in rows:
        n = len(tokenize(source))
        for low, high in groups:
            if low <= n <= high:
                groups[(low, high)].append((output, reference))
                break
    return {
        b: score([o for o, _ in g], [r for _, r in g]) for b, g in groups.items() if g
    }


def failure_kind(output: str, reference: str) -> str | None:
    """None if the output is the reference; else how it goes wrong, word by word:
    "stops_early" (a correct beginning, then the end), "runs_on" (the whole reference,
    then more), "inside" (a wrong word before either ends).

    The final punctuation is left out of the comparison: a translation that stops early
    puts its full stop where the reference goes on, and that full stop is the decision to
    end, not a wrong word ("The cat sleeps." for "The cat sleeps, and the dog eats.")."""
    if output.strip() == reference.strip():
        return None
    out, ref = _words(output), _words(reference)
    if len(out) < len(ref) and ref[: len(out)] == out:
        return "stops_early"
    if len(out) > len(ref) and out[: len(ref)] == ref:
        return "runs_on"
    return "inside"


def _words(text: str) -> list[str]:
    """The lower-cased tokens without the sentence's final punctuation."""
    tokens = tokenize(text)
    return tokens[:-1] if tokens and tokens[-1] in (".", "?", "!") else tokens


class EverydayScores(NamedTuple):
    """A translator on the everyday set (greedy). Shares are % of the sentences, except
    ``flagged`` (% of the wrong translations)."""

    exact: float  # translated as one of the accepted translations (``exact_match``)
    bleu: float  # corpus BLEU against every accepted translation (cased, 13a)
    chrf: float  # corpus chrF, the same way
    unknown: float  # with a word outside the vocabulary (``Translation.unknown``)
    flagged: float  # of the wrong translations, those with such a word
    silent: float  # wrong, and with no word flagged: an error nothing warns of
    by_kind: dict[str, tuple[int, int]]  # kind -> (exact, sentences)
    outputs: list  # the translations, in the set's order
    n: int
    fresh: (
        float  # exact, of the sentences that are not corpus sentences (``in_corpus``)
    )
    n_fresh: int  # how many sentences are not corpus sentences


def _accepted(rows) -> list[list[str | None]]:
    """sacrebleu's reference streams for sentences with different numbers of accepted
    translations: stream k holds each sentence's k-th, or None where it has fewer."""
    most = max(len(row.en) for row in rows)
    return [
        [row.en[k] if k < len(row.en) else None for row in rows] for k in range(most)
    ]


def score_everyday(translator, rows=None) -> EverydayScores:
    """Translate the everyday set (``rows``: ``load_everyday()`` by default) with a
    ``Translator`` (chapter 10's ``pretrained.load``) and score it: exact match against
    any accepted translation (case and final punctuation aside), cased corpus BLEU and
    chrF with every accepted translation as a reference, and how many translations hold
    a word the model does not know, wrong ones among them."""
    rows = load_everyday() if rows is None else list(rows)
    if not rows:
        raise ValueError("expected at least one everyday sentence, got none")
    outputs = translator.translate([row.fr for row in rows])
    hyps = [str(out) for out in outputs]
    right = [exact_match(h, row.en) for h, row in zip(hyps, rows, strict=True)]
    unknown = [bool(out.unknown) for out in outputs]
    wrong = right.count(False)
    flagged = sum(u for r, u in zip(right, unknown, strict=True) if not r)
    refs = _accepted(rows)
    by_kind: dict[str, tuple[int, int]] = {}
    for row, ok in zip(rows, right, strict=True):
        hits, total = by_kind.get(row.kind, (0, 0))
        by_kind[row.kind] = (hits + ok, total + 1)
    n = len(rows)
    new = [not seen for seen in in_corpus([row.fr for row in rows])]
    n_fresh = sum(new)
    return EverydayScores(
        exact=100 * sum(right) / n,
        bleu=sacrebleu.metrics.BLEU().corpus_score(hyps, refs).score,
        chrf=sacrebleu.metrics.CHRF().corpus_score(hyps, refs).score,
        unknown=100 * sum(unknown) / n,
        flagged=100 * flagged / wrong if wrong else 100.0,
        silent=100 * (wrong - flagged) / n,
        by_kind=by_kind,
        outputs=outputs,
        n=n,
        fresh=100
        * sum(r for r, x in zip(right, new, strict=True) if x)
        / max(n_fresh, 1),
        n_fresh=n_fresh,
    )


class NamesScores(NamedTuple):
    """A translator on the names set (greedy), in % ."""

    through: float  # of the names: each comes through verbatim (``names_through``)
    whole: float  # of the sentences: every name of the sentence comes through
    exact: float  # of the sentences: translated as an accepted translation
    unknown: float  # of the sentences: with a word outside the vocabulary
    outputs: list
    names: int  # how many names the set has
    n: int  # sentences
    fresh: float  # of the names the corpus never holds (``names_in_corpus``): through
    n_fresh: int  # how many such names the set has


def score_names(translator, rows=None) -> NamesScores:
    """Translate the names set (``load_names()`` by default) and count the names that
    come through unchanged, one by one and whole sentences at a time."""
    rows = load_names() if rows is None else list(rows)
    if not rows:
        raise ValueError("expected at least one sentence with names, got none")
    outputs = translator.translate([row.fr for row in rows])
    hyps = [str(out) for out in outputs]
    names = sum(len(row.names) for row in rows)
    through = sum(
        names_through(h, [name])
        for h, row in zip(hyps, rows, strict=True)
        for name in row.names
    )
    whole = sum(names_through(h, row.names) for h, row in zip(hyps, rows, strict=True))
    exact = sum(exact_match(h, row.en) for h, row in zip(hyps, rows, strict=True))
    n = len(rows)
    every = sorted({name for row in rows for name in row.names})
    new = {
        name
        for name, seen in zip(every, names_in_corpus(every), strict=True)
        if not seen
    }
    new_through = [
        names_through(h, [name])
        for h, row in zip(hyps, rows, strict=True)
        for name in row.names
        if name in new
    ]
    return NamesScores(
        through=100 * through / names,
        whole=100 * whole / n,
        exact=100 * exact / n,
        unknown=100 * sum(bool(out.unknown) for out in outputs) / n,
        outputs=outputs,
        names=names,
        n=n,
        fresh=100 * sum(new_through) / max(len(new_through), 1),
        n_fresh=len(new_through),
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
    parser.add_argument(
        "--everyday",
        action="store_true",
        help="also the everyday sentences written by hand (greedy): exact match "
        "against any accepted translation, BLEU, chrF, unknown words",
    )
    parser.add_argument(
        "--names",
        action="store_true",
        help="also the sentences with names the corpus never has: how many names "
        "come through unchanged (greedy)",
    )
    args = parser.parse_args(argv)
    if min(args.beam) < 1:
        parser.error(f"--beam sizes must be >= 1, got {args.beam}")
    if args.limit is not None and args.limit < 1:
        parser.error(f"--limit must be >= 1, got {args.limit}")
    from transformer_lib import pretrained  # chapter 10's loader

    try:
        translator = pretrained.load(args.checkpoint, args.device)
    except (OSError, ValueError) as error:  # missing, corrupt or mismatched file
        print(f"error: {error}", file=sys.stderr)
        return 1
    model, src_vocab, tgt_vocab, _ = translator
    rows, signature, long_rows = [], "", {}
    jobs = [(split, beam) for split in args.splits for beam in args.beam]
    for split, beam in tqdm(jobs, desc="evaluating"):
        start = time.perf_counter()
        scores, outputs = evaluate(
            model,
            src_vocab,
            tgt_vocab,
            split,
            beam_size=beam,
            limit=args.limit,
            names=translator.names,
        )
        seconds = time.perf_counter() - start
        signature = scores.signature
        how = "greedy" if beam == 1 else f"beam {beam}"
        rows.append((split, how, scores, seconds))
        if split == "test_long":
            long_rows[(split, how)] = outputs
    header = "| split          | decoding | BLEU   | chrF   | exact % | BLEU lc | n    | s    |"
    print(header)
    print("|" + "|".join("-" * w for w in (16, 10, 8, 8, 9, 9, 6, 6)) + "|")
    for split, how, s, seconds in rows:
        print(
            f"| {split:<15}| {how:<9}| {s.bleu:6.2f} | {s.chrf:6.2f} | "
            f"{s.exact:7.1f} | {s.bleu_lc:7.2f} | {s.n:<4} | {seconds:4.0f} |"
        )
    for (split, how), outputs in long_rows.items():
        print(f"\n{split}, {how}, by source length (French tokens):")
        for (low, high), s in by_length(outputs).items():
            print(
                f"  {low}-{high}: BLEU {s.bleu:6.2f}  chrF {s.chrf:6.2f}  "
                f"exact {s.exact:5.1f} %  BLEU lc {s.bleu_lc:6.2f}  (n = {s.n})"
            )
    print(f"\nBLEU signature: {signature}")
    if args.everyday:
        e = score_everyday(translator)
        print(
            f"\neveryday ({e.n} sentences, greedy): exact {e.exact:.1f} %, BLEU "
            f"{e.bleu:.2f}, chrF {e.chrf:.2f}; with an unknown word {e.unknown:.1f} %; "
            f"wrong and flagged {e.flagged:.1f} % of the wrong ones, wrong and not "
            f"flagged {e.silent:.1f} % of all; exact {e.fresh:.1f} % of the {e.n_fresh} "
            "that are not corpus sentences"
        )
    if args.names:
        s = score_names(translator)
        print(
            f"\nnames ({s.n} sentences, {s.names} names, greedy): {s.through:.1f} % "
            f"of the names come through, every name of the sentence in {s.whole:.1f} %,"
            f" exact {s.exact:.1f} %; of the {s.n_fresh} names the corpus never holds, "
            f"{s.fresh:.1f} % come through"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
