"""A tiny untrained Transformer and its vocabularies, for the tests of translation code.

The weights are random (seeded): the tests that use it check what the code around the
model does (batching, names, casing), not what it translates.
"""

from __future__ import annotations

import torch

from transformer_lib.model import Transformer, TransformerConfig
from transformer_lib.tokenizer import Vocab


def tiny_model(sources: list[str], targets: list[str]):
    """(model in evaluation mode, source Vocab, target Vocab) built from these texts."""
    src_vocab, tgt_vocab = Vocab(sources), Vocab(targets)
    config = TransformerConfig(
        src_vocab_size=len(src_vocab),
        tgt_vocab_size=len(tgt_vocab),
        d_model=16,
        n_heads=2,
        d_ff=32,
        n_encoder_layers=1,
        n_decoder_layers=1,
        max_len=64,
        pad_id=0,
        share_embeddings=False,
    )
    torch.manual_seed(0)
    return Transformer(config).eval(), src_vocab, tgt_vocab
