"""Chapter 10: the command that trains the capstone translator on the shipped corpus.

    python -m transformer_lib.train --config capstone            # ~10 min on 2 CPU cores
    python -m transformer_lib.train --config capstone --export   # ... and ship the result

It trains with the library's Trainer (chapter 8) on the shipped French -> English corpus,
with a fixed seed, writes a full checkpoint (fp32 weights, optimizer, random states: it
can be resumed with ``--resume``) to ``--out``, and with ``--export`` a small one for
shipping: weights in half precision, the vocabularies, the config, the scores, and the
commit and command that made it (``transformer_lib/pretrained/files/capstone.pt``).

Under torchrun the same command trains on several processes (DDP, chapter 8)::

    torchrun --standalone --nproc_per_node 4 -m transformer_lib.train --config capstone
"""

from __future__ import annotations

import argparse
import os
import shlex
import subprocess
import sys
import time
from pathlib import Path

import torch

from transformer_lib.data import (
    TranslationDataset,
    build_vocabs,
    load_corpus,
    make_loader,
)
from transformer_lib.model import Transformer, TransformerConfig
from transformer_lib.training import Trainer, load_checkpoint, run_metadata

__all__ = ["RECIPES", "train", "export"]

# name -> (model sizes, training settings). Vocabulary sizes come from the corpus.
RECIPES: dict[str, tuple[dict, dict]] = {
    # the shipped translator: small enough to train in minutes on a laptop's CPU
    "capstone": (
        dict(
            d_model=128,
            n_heads=4,
            d_ff=512,
            n_encoder_layers=2,
            n_decoder_layers=2,
            dropout=0.1,
            max_len=128,
            share_embeddings=False,  # French and English have their own tables
        ),
        dict(
            steps=1200,
            max_tokens=6000,  # source + target tokens per batch: ~230 batches an epoch
            warmup=300,
            lr_factor=1.0,
            seed=0,
            valid_every=100,
            valid_pairs=None,  # all 2,000 validation pairs
        ),
    ),
    # a few seconds: for tests, and to try the command
    "tiny": (
        dict(
            d_model=32,
            n_heads=2,
            d_ff=64,
            n_encoder_layers=1,
            n_decoder_layers=1,
            dropout=0.1,
            max_len=128,
            share_embeddings=False,
        ),
        dict(
            steps=20,
            max_tokens=2000,
            warmup=10,
            lr_factor=1.0,
            seed=0,
            valid_every=10,
            valid_pairs=200,
        ),
    ),
}

SHIPPED = Path(__file__).resolve().parent / "pretrained" / "files" / "capstone.pt"


def train(
    recipe: str = "capstone",
    out: str | os.PathLike = "runs/capstone.pt",
    *,
    steps: int | None = None,
    train_pairs: int | None = None,
    device: str | None = None,
    resume: bool = False,
    command: str | None = None,
) -> dict:
    """Train a recipe on the shipped corpus; returns the checkpoint it wrote to `out`.

    steps / train_pairs override the recipe (fewer steps, the first N training pairs).
    """
    if recipe not in RECIPES:
        raise ValueError(f"unknown recipe {recipe!r}; expected one of {list(RECIPES)}")
    sizes, settings = RECIPES[recipe]
    steps = settings["steps"] if steps is None else steps
    torch.manual_seed(settings["seed"])
    pairs = load_corpus("train")
    if train_pairs is not None:
        pairs = pairs[:train_pairs]
    src_vocab, tgt_vocab = build_vocabs(pairs)
    config = TransformerConfig(
        src_vocab_size=len(src_vocab),
        tgt_vocab_size=len(tgt_vocab),
        pad_id=src_vocab.pad_id,
        **sizes,
    )
    model = Transformer(config)
    train_loader = make_loader(
        TranslationDataset(pairs, src_vocab, tgt_vocab),
        max_tokens=settings["max_tokens"],
        seed=settings["seed"],
    )
    valid_pairs = load_corpus("valid")[: settings["valid_pairs"]]
    valid = TranslationDataset(valid_pairs, src_vocab, tgt_vocab)
    valid_loader = make_loader(valid, max_tokens=settings["max_tokens"], shuffle=False)
    trainer = Trainer(
        model,
        train_loader,
        valid_loader,
        warmup=settings["warmup"],
        lr_factor=settings["lr_factor"],
        device=device,
        vocabs=(src_vocab, tgt_vocab),
    )
    earlier = {}
    if resume and Path(out).exists():
        earlier = trainer.resume(out)["metadata"]
    start = time.perf_counter()
    metadata = run_metadata(recipe=recipe, dirty=_dirty())
    if command is not None:
        metadata["command"] = command
    trainer.fit(
        steps,
        valid_every=settings["valid_every"],
        checkpoint=out,
        checkpoint_every=settings["valid_every"],
        metadata=metadata,
    )
    seconds = time.perf_counter() - start
    previous = earlier.get("train_seconds", 0.0)
    metadata.update(
        train_seconds=round(previous + seconds, 1),  # a resumed run adds its time
        device=str(trainer.device),
        threads=torch.get_num_threads(),
        train_pairs=len(pairs),
    )
    trainer.save(out, metadata=metadata)
    return load_checkpoint(out)


def _dirty() -> bool | None:
    """Whether the checkout has uncommitted changes (None outside a git checkout)."""
    try:
        out = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=no"],
            capture_output=True,
            text=True,
            timeout=10,
            cwd=Path(__file__).resolve().parent,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return bool(out.stdout.strip()) if out.returncode == 0 else None


def _curve(history: dict, every: int = 10) -> dict:
    """The training curve, small: train loss averaged over each `every` steps."""
    losses = history.get("train_loss", [])
    n = len(losses) // every
    return {
        "step": [every * (i + 1) for i in range(n)],
        "train_loss": [
            sum(losses[every * i : every * (i + 1)]) / every for i in range(n)
        ],
        "lr": history.get("lr", [])[every - 1 :: every][:n],
        "valid_step": list(history.get("valid_step", [])),
        "valid_loss": list(history.get("valid_loss", [])),
    }


def export(
    checkpoint: str | os.PathLike | dict, path: str | os.PathLike = SHIPPED
) -> Path:
    """Write the shippable form of a checkpoint: fp16 weights, vocabs, config, metadata."""
    state = checkpoint if isinstance(checkpoint, dict) else load_checkpoint(checkpoint)
    if not state.get("vocabs"):
        raise ValueError(
            "the checkpoint has no vocabularies: nothing to translate with"
        )
    weights = {
        name: t.half() if t.is_floating_point() else t
        for name, t in state["model"].items()
    }
    history = state.get("history", {})
    last = history.get("train_loss", [])[-50:]
    shipped = {
        "format": 1,
        "config": state["config"],
        "model": weights,
        "vocabs": state["vocabs"],
        "metadata": state["metadata"],
        "steps": state["step"],
        # per target token, label-smoothed (eps = 0.1): mean of the last 50 steps
        "final_train_loss": sum(last) / len(last) if last else None,
        "final_valid_loss": (history.get("valid_loss") or [None])[-1],
        "curve": _curve(history),
    }
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    torch.save(shipped, path)
    return path


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m transformer_lib.train",
        description="Train the capstone translator on the shipped corpus.",
    )
    parser.add_argument("--config", default="capstone", choices=sorted(RECIPES))
    parser.add_argument("--out", default=None, help="checkpoint (runs/NAME.pt)")
    parser.add_argument("--steps", type=int, help="optimizer steps (recipe's default)")
    parser.add_argument("--device", help="cpu or cuda (default: cuda if available)")
    parser.add_argument("--resume", action="store_true", help="continue from --out")
    parser.add_argument(
        "--export",
        nargs="?",
        const=str(SHIPPED),
        help=f"also write the shippable checkpoint (default path: {SHIPPED})",
    )
    argv = sys.argv[1:] if argv is None else list(argv)
    args = parser.parse_args(argv)
    out = args.out or f"runs/{args.config}.pt"
    command = shlex.join(["python", "-m", "transformer_lib.train", *argv])
    state = train(
        args.config,
        out,
        steps=args.steps,
        device=args.device,
        resume=args.resume,
        command=command,
    )
    meta = state["metadata"]
    history = state["history"]
    last = history["train_loss"][-50:]
    print(
        f"trained {state['step']} steps in {meta['train_seconds']} s on "
        f"{meta['device']} ({meta['threads']} threads): train loss "
        f"{sum(last) / len(last):.3f} (mean of the last {len(last)} steps), "
        f"valid loss {history['valid_loss'][-1]:.3f}"
    )
    print(f"checkpoint: {out}")
    if args.export:
        path = export(state, args.export)
        print(f"exported: {path} ({path.stat().st_size / 1e6:.2f} MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
