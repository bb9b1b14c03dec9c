"""Train a translator of chosen sizes on a corpus written by `data generate`, and score it.

    python scripts/corpus_trial.py --corpus DIR --name w128 --tokens words \\
        --d-model 128 --d-ff 512 --layers 2 2 --steps 4500 --device cuda
    python scripts/score_everyday.py --checkpoint runs/w128.export.pt

For sizing the shipped translator on a new corpus (issue 26: corpus version 3): the
capstone recipe's training settings with other model sizes, trained on DIR/train.tsv.xz
and validated on DIR/valid.tsv.xz, names replaced by placeholders in half the pairs that
hold them (``--name-share``). It writes runs/NAME.pt (a checkpoint every 100 steps, so a
run stopped early can still be scored with ``--score-only``) and runs/NAME.export.pt (half
precision), then prints greedy BLEU, chrF and exact match on DIR's test splits. The
hand-written sets are scored apart, by ``score_everyday.py``.
"""

from __future__ import annotations

import argparse
import lzma
import time
from pathlib import Path

from transformer_lib import evaluate, pretrained
from transformer_lib.train import RECIPES, export
from transformer_lib.train.command import main as train_main
from transformer_lib.training import load_checkpoint

SPLITS = ("test", "test_unseen", "test_long", "test_structure")


def read_pairs(path: Path) -> list[tuple[str, str]]:
    """(French, English) pairs of a corpus file (xz TSV; first two columns)."""
    with lzma.open(path, "rt", encoding="utf-8") as f:
        rows = [line.rstrip("\n").split("\t") for line in f]
    return [(r[0], r[1]) for r in rows if len(r) >= 2]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, required=True, help="generate's --out")
    parser.add_argument("--name", required=True, help="runs/NAME.pt")
    parser.add_argument("--tokens", choices=("words", "bpe"), default="words")
    parser.add_argument("--merges", type=int, default=4000, help="with --tokens bpe")
    parser.add_argument("--d-model", type=int, default=128)
    parser.add_argument("--d-ff", type=int, default=512)
    parser.add_argument("--heads", type=int, default=4)
    parser.add_argument("--layers", type=int, nargs=2, default=(2, 2), metavar="N")
    parser.add_argument("--steps", type=int, help="default: the recipe's")
    parser.add_argument(
        "--decay-steps", type=int, help="default: the recipe's, none in a shorter run"
    )
    parser.add_argument("--name-share", type=float, default=0.5)
    parser.add_argument("--device", default=None, help="cpu or cuda")
    parser.add_argument("--score-only", action="store_true", help="skip training")
    args = parser.parse_args()
    out = Path("runs") / f"{args.name}.pt"
    if not args.score_only:
        RECIPES["capstone"][0].update(
            d_model=args.d_model,
            d_ff=args.d_ff,
            n_heads=args.heads,
            n_encoder_layers=args.layers[0],
            n_decoder_layers=args.layers[1],
        )
        argv = ["--config", "capstone", "--out", str(out)]
        if args.steps is not None:
            argv += ["--steps", str(args.steps)]
        if args.decay_steps is not None:
            argv += ["--decay-steps", str(args.decay_steps)]
        argv += ["--data", str(args.corpus / "train.tsv.xz")]
        argv += ["--valid", str(args.corpus / "valid.tsv.xz")]
        argv += ["--name-share", str(args.name_share), "--tokens", args.tokens]
        if args.tokens == "bpe":
            argv += ["--merges", str(args.merges)]
        if args.device:
            argv += ["--device", args.device]
        if train_main(argv) != 0:
            return 1
    state = load_checkpoint(out)
    params = sum(p.numel() for p in state["model"].values())
    valid = state["history"]["valid_loss"][-1]
    print(
        f"{args.name}: step {state['step']}, {params:,} parameters, valid {valid:.3f}"
    )
    path = export(state, out.with_suffix(".export.pt"))
    print(f"exported {path} ({path.stat().st_size / 1e6:.2f} MB)")
    translator = pretrained.load(path, device=args.device)
    for split in SPLITS:
        pairs = read_pairs(args.corpus / f"{split}.tsv.xz")
        start = time.perf_counter()
        outputs = [str(o) for o in translator.translate([fr for fr, _ in pairs])]
        s = evaluate.score(outputs, [en for _, en in pairs])
        print(
            f"  {split:15} BLEU {s.bleu:5.1f}  chrF {s.chrf:5.1f}  exact {s.exact:5.1f} %"
            f"  ({s.n} pairs, {time.perf_counter() - start:.0f} s)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
