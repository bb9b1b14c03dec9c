"""The recipes of the training command: a model's sizes and its training settings, by name.

Vocabulary sizes are not in a recipe: they come from the corpus a run trains on.
"""

from __future__ import annotations

__all__ = ["RECIPES", "BPE_MERGES"]

# name -> (model sizes, training settings). Vocabulary sizes come from the corpus.
RECIPES: dict[str, tuple[dict, dict]] = {
    # the shipped translator: trains on two CPU cores in under 45 minutes
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
            steps=3000,
            decay_steps=600,  # the rate falls linearly to 0 over the last 600 steps
            name_share=0.5,  # names replaced by placeholders in half the pairs holding them
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

# Merges per language for --tokens bpe. On the shipped corpus the word vocabularies hold
# 11,131 French and 4,725 English tokens, and the word-level capstone model has 2,959,989
# parameters (7.66 MB exported; a shipped checkpoint may weigh 8 MB), most of them in the
# embedding tables and the output layer. 4,000 merges give vocabularies of 4,063 French and
# 4,055 English tokens: English words stay almost all whole, rare French words and forms
# are cut, and the model has 1,968,855 parameters (5.90 MB). Chapter 10 compares the two.
BPE_MERGES = 4000
