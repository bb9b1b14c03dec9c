"""The checkpoint that ships: half-precision weights, vocabularies, config and records.

:func:`export` makes it from a training checkpoint, and checks that rounding the weights
to 16 bits leaves the translations of 500 validation sentences as they were.
"""

from __future__ import annotations

import os
from pathlib import Path

import torch

from transformer_lib.bpe import BPETokenizer
from transformer_lib.data import load_corpus
from transformer_lib.pretrained import build_model
from transformer_lib.tokenizer import Vocab
from transformer_lib.training import load_checkpoint
from transformer_lib.translate import translate

__all__ = ["SHIPPED", "export"]

SHIPPED = Path(__file__).resolve().parents[1] / "pretrained" / "files" / "capstone.pt"


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


def _half_precision_check(state: dict, weights: dict, n: int = 500) -> dict:
    """Greedy translations of n validation sentences with the checkpoint's 32-bit weights
    and with the rounded 16-bit ones: how many come out the same."""
    bpe = state["vocabs"].get("bpe")  # a model trained on subwords: its tokenizers
    if bpe is not None:
        src_vocab, tgt_vocab = map(BPETokenizer.from_dict, (bpe["src"], bpe["tgt"]))
    else:
        src_vocab = Vocab.from_itos(state["vocabs"]["src"])
        tgt_vocab = Vocab.from_itos(state["vocabs"]["tgt"])
    sentences = [fr for fr, _ in load_corpus("valid")[:n]]
    outputs = []
    for tensors in (state["model"], weights):
        model = build_model(state["config"], tensors).eval()
        outputs.append(translate(model, src_vocab, tgt_vocab, sentences))
    same = sum(a == b for a, b in zip(*outputs, strict=True))
    return {"split": "valid", "sentences": len(sentences), "same": same}


def export(
    checkpoint: str | os.PathLike | dict, path: str | os.PathLike = SHIPPED
) -> Path:
    """Write the shippable form of a checkpoint: fp16 weights, vocabs, config, metadata.

    It also records how many of 500 validation sentences the 16-bit weights translate
    exactly as the 32-bit ones do (``fp16_check``).
    """
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
        "fp16_check": _half_precision_check(state, weights),
    }
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    torch.save(shipped, path)
    return path
