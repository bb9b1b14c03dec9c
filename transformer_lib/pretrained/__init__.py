"""Chapter 10: the trained French -> English translator that ships with the package.

    >>> from transformer_lib import pretrained
    >>> translator = pretrained.load()                # on CUDA if there is a GPU
    >>> translator.translate(["Le chat noir dort."])
    ['The black cat sleeps.']

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

from transformer_lib.decoding import beam_search, greedy_decode
from transformer_lib.model import Transformer, TransformerConfig
from transformer_lib.multihead import record_attention
from transformer_lib.tokenizer import Vocab, tokenize
from transformer_lib.training import default_device
from transformer_lib.translate import translate

__all__ = ["PATH", "Alignment", "Translator", "build_model", "load"]

PATH = Path(__file__).resolve().parent / "files" / "capstone.pt"


class Alignment(NamedTuple):
    """One translation and where the decoder looked in the source for each output token."""

    source: list[str]  # source tokens, ending with </s>
    output: list[str]  # output tokens, ending with </s> (unless cut at max_len)
    weights: torch.Tensor  # (H, len(output), len(source)): each head's cross-attention


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

    @torch.no_grad()
    def cross_attention(
        self, sentence: str, beam_size: int = 1, layer: int = -1
    ) -> Alignment:
        """Translate one sentence, then replay the decoder on its own output to record
        the cross-attention of decoder layer `layer` (default: the last).

        Row t of `weights` is what the decoder attended to while it predicted output
        token t (its input there was the token before, or <s>).
        """
        if not isinstance(sentence, str) or not tokenize(sentence):
            raise ValueError(f"expected one non-empty sentence, got {sentence!r}")
        model, device = self.model, next(self.model.parameters()).device
        n_layers = model.config.n_decoder_layers
        if not -n_layers <= layer < n_layers:
            raise ValueError(
                f"expected layer in [{-n_layers}, {n_layers}), got {layer}"
            )
        src_ids = self.src_vocab.encode(tokenize(sentence), add_eos=True)
        src = torch.tensor([src_ids], device=device)  # (1, S)
        limit = min(2 * len(src_ids) + 10, model.config.max_len)
        if beam_size == 1:
            out = greedy_decode(model, src, limit)[0]
        else:
            out = beam_search(model, src, beam_size, limit)[0][0].tokens
        out = out[out != self.tgt_vocab.pad_id].tolist()  # greedy pads finished rows
        if self.tgt_vocab.eos_id in out:
            out = out[: out.index(self.tgt_vocab.eos_id) + 1]
        tgt_in = torch.tensor([[self.tgt_vocab.bos_id, *out[:-1]]], device=device)
        with record_attention(model) as recorded:
            model(src, tgt_in)
        weights = recorded[f"decoder.layers.{layer % n_layers}.cross_attn"][0]
        return Alignment(
            self.src_vocab.to_tokens(src_ids),
            self.tgt_vocab.to_tokens(out),
            weights.cpu(),
        )


def build_model(config: dict, weights: dict) -> Transformer:
    """A model from a saved config and weights (16- or 32-bit), in float32 on the CPU."""
    model = Transformer(
        TransformerConfig(**config)
    )  # fails if a field no longer exists
    model.load_state_dict(  # fails if the model's parameters changed
        {k: v.float() if v.is_floating_point() else v for k, v in weights.items()}
    )
    return model


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
    model = build_model(state["config"], state["model"])
    model.to(default_device(device)).eval()
    # an exported checkpoint says "steps"; a training one (Trainer.save) says "step"
    info = {
        "metadata": state.get("metadata", {}),
        "steps": state.get("steps", state.get("step")),
        **{
            k: state.get(k)
            for k in ("final_train_loss", "final_valid_loss", "curve", "fp16_check")
        },
    }
    vocabs = state.get("vocabs")
    if not vocabs:
        raise ValueError(f"{path} has no vocabularies: nothing to translate with")
    tgt_vocab = Vocab.from_itos(vocabs["tgt"])
    # how to case the output (older checkpoints have none: capitals at sentence starts)
    tgt_vocab.casing = vocabs.get("casing")
    return Translator(model, Vocab.from_itos(vocabs["src"]), tgt_vocab, info)
