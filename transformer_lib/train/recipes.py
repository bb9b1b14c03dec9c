"""The recipes of the training command: a model's sizes and its training settings, by name.

Vocabulary sizes are not in a recipe: they come from the corpus a run trains on.
"""

from __future__ import annotations

__all__ = ["RECIPES", "BPE_MERGES"]

# name -> (model sizes, training settings). Vocabulary sizes come from the corpus.
RECIPES: dict[str, tuple[dict, dict]] = {
    # the shipped translator: small enough to train on two CPU cores in about half an hour
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
            max_vocab=None,  # every word of the training pairs
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
            max_vocab=None,
        ),
    ),
    # the paper's base model (Table 3): for a large corpus of your own (--data) on several
    # GPUs. max_tokens is per process and per side (padded positions, B x longest): under
    # torchrun with 8 processes a step sees ~25,000 source and ~25,000 target positions,
    # the paper's batch.
    "base": (
        dict(
            d_model=512,
            n_heads=8,
            d_ff=2048,
            n_encoder_layers=6,
            n_decoder_layers=6,
            dropout=0.1,
            max_len=256,
            share_embeddings=False,  # word vocabularies, one per language (no BPE here)
        ),
        dict(
            steps=100_000,
            max_tokens=3125,
            warmup=4000,
            lr_factor=1.0,
            seed=0,
            valid_every=1000,
            valid_pairs=None,
            max_vocab=32_000,  # per language; rarer words become <unk>
        ),
    ),
}

# Merges per language for --tokens bpe. On the shipped corpus (word vocabularies of 1,763
# French and 818 English tokens; test sentences of 10.8 and 10.6 words), 1,000 merges give
# vocabularies of 1,044 French and 1,034 English tokens, sentences of 13.4 and 11.4
# pieces, and 4 of 5 distinct French words of training cut in pieces (chapter 1's figure of
# vocabulary size against length). More merges make sentences shorter (1,500: 11.6 and
# 10.6) but the embedding tables and the output layer bigger: 1,000 keeps the exported
# model (about 2.8 MB) under the 3 MB a shipped checkpoint may weigh, a little smaller than
# the word-level one; 1,300 would not fit.
BPE_MERGES = 1000
