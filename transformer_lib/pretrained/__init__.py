"""Chapter 10: the trained French -> English translator that ships with the package.

    >>> from transformer_lib import pretrained
    >>> translator = pretrained.load()                # on CUDA if there is a GPU
    >>> translator.translate(["Le chat noir dort."])
    ['the black cat sleeps.']

The weights (half precision), the two vocabularies and the config are in
``files/capstone.pt``, written by ``python -m transformer_lib.train --config capstone
--export``; ``translator.info`` says which commit and command made them, how long the
training took and its final losses.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

import torch

from transformer_lib.model import Transformer, TransformerConfig
from transformer_lib.tokenizer import Vocab
from transformer_lib.training import default_device
from transformer_lib.translate import translate

__all__ = ["PATH", "Translator", "load"]

PATH = Path(__file__).resolve().parent / "files" / "capstone.pt"


class Translator(NamedTuple):
    """A trained model with its vocabularies, and what made it."""

    model: Transformer
    src_vocab: Vocab
    tgt_vocab: Vocab
    info: dict  # metadata (commit, command, training time), steps, final losses

    def translate(self, sentences: Sequence[str], beam_size: int = 1) -> list[str]:
        """French sentences -> English ones (greedy, or beam search if beam_size > 1)."""
        return translate(
            self.model, self.src_vocab, self.tgt_vocab, sentences, beam_size=beam_size
        )


def load(
    path: str | os.PathLike | None = None, device: str | torch.device | None = None
) -> Translator:
    """Load the shipped model (or an exported checkpoint at `path`), in eval mode.

    The fp16 weights become float32 on load; the model goes to `device` (default: CUDA
    if available, else the CPU).
    """
    path = Path(PATH if path is None else path)
    if not path.exists():
        raise FileNotFoundError(
            f"no trained model at {path}: train one with "
            "`python -m transformer_lib.train --config capstone --export`"
        )
    state = torch.load(path, map_location="cpu", weights_only=True)
    config = TransformerConfig(**state["config"])  # fails if a field no longer exists
    model = Transformer(config)
    weights = {
        k: v.float() if v.is_floating_point() else v for k, v in state["model"].items()
    }
    model.load_state_dict(weights)  # fails if the model's parameters changed
    model.to(default_device(device)).eval()
    info = {
        k: state[k]
        for k in ("metadata", "steps", "final_train_loss", "final_valid_loss", "curve")
    }
    vocabs = state["vocabs"]
    return Translator(
        model, Vocab.from_itos(vocabs["src"]), Vocab.from_itos(vocabs["tgt"]), info
    )
