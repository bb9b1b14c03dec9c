"""The whole Transformer (chapter 7): embeddings, encoder, decoder, output projection.

Shapes: B batch, S source length, T target length, D = d_model, V target vocabulary.
Masks are boolean, True = may attend. Left as None, they are built from the ids:
source padding (needs pad_id), and causal plus target padding for the decoder.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn

from transformer_lib.decoder import Decoder
from transformer_lib.embeddings import TokenEmbedding
from transformer_lib.encoder import Encoder
from transformer_lib.masks import causal_mask, padding_mask
from transformer_lib.positional import SinusoidalPositionalEncoding

__all__ = ["TransformerConfig", "Transformer"]


@dataclass
class TransformerConfig:
    """All the sizes and switches of a Transformer; defaults: the paper's base model."""

    src_vocab_size: int = 37000  # the paper: a shared BPE vocabulary of ~37000 (EN-DE)
    tgt_vocab_size: int = 37000
    d_model: int = 512
    n_heads: int = 8
    d_ff: int = 2048
    n_encoder_layers: int = 6
    n_decoder_layers: int = 6
    dropout: float = 0.1
    max_len: int = 5000  # longest sequence the positional table covers
    pad_id: int | None = None  # padding id: masked out; its embedding gets no gradient
    norm_first: bool = False  # False: post-LN (the paper); True: pre-LN
    final_norm: bool | None = None  # LayerNorm after each stack; None: = norm_first
    share_embeddings: bool = True  # one table for source and target tokens (paper)
    tie_output: bool = True  # output projection reuses the target table (paper)
    keep_attn_weights: bool = True  # False: fused attention, faster, nothing to plot

    def __post_init__(self):
        sizes = ("src_vocab_size", "tgt_vocab_size", "d_model", "n_heads", "d_ff")
        for name in (*sizes, "max_len"):
            if getattr(self, name) < 1:
                raise ValueError(f"expected {name} >= 1, got {getattr(self, name)}")
        if self.d_model % self.n_heads:
            raise ValueError(
                f"expected d_model divisible by n_heads, got d_model={self.d_model}, "
                f"n_heads={self.n_heads}"
            )
        if self.share_embeddings and self.src_vocab_size != self.tgt_vocab_size:
            raise ValueError(
                "share_embeddings=True needs one vocabulary, got src_vocab_size="
                f"{self.src_vocab_size} and tgt_vocab_size={self.tgt_vocab_size}; "
                "set share_embeddings=False for separate vocabularies"
            )


class Transformer(nn.Module):
    """Encoder-decoder Transformer: src ids (B, S), tgt ids (B, T) -> logits (B, T, V)."""

    def __init__(self, config: TransformerConfig):
        super().__init__()
        self.config = c = config
        stack = (c.d_model, c.n_heads, c.d_ff, c.dropout, c.norm_first, c.final_norm)
        kw = {"keep_weights": c.keep_attn_weights}
        self.src_embed = TokenEmbedding(c.src_vocab_size, c.d_model, c.pad_id)
        self.tgt_embed = (
            self.src_embed
            if c.share_embeddings
            else TokenEmbedding(c.tgt_vocab_size, c.d_model, c.pad_id)
        )
        self.positional = SinusoidalPositionalEncoding(c.d_model, c.max_len, c.dropout)
        self.encoder = Encoder(c.n_encoder_layers, *stack, **kw)
        self.decoder = Decoder(c.n_decoder_layers, *stack, **kw)
        self.output_projection = nn.Linear(c.d_model, c.tgt_vocab_size)  # D -> V
        # Xavier-uniform for every matrix of the stacks, as nn.Transformer does.
        for p in [*self.encoder.parameters(), *self.decoder.parameters()]:
            if p.dim() > 1:
                nn.init.xavier_uniform_(p)
        nn.init.zeros_(self.output_projection.bias)
        if c.tie_output:  # one (V, D) table: embedding going in, logits coming out
            self.output_projection.weight = self.tgt_embed.weight

    def make_src_mask(self, src: torch.Tensor) -> torch.Tensor | None:
        """(B, S) ids -> (B, 1, 1, S) padding mask, or None without a pad_id."""
        pad_id = self.config.pad_id
        return None if pad_id is None else padding_mask(src, pad_id)

    def make_tgt_mask(self, tgt: torch.Tensor) -> torch.Tensor:
        """(B, T) ids -> causal mask (T, T), and with pad_id also padding: (B, 1, T, T)."""
        mask = causal_mask(tgt.size(1), device=tgt.device)  # (T, T)
        if self.config.pad_id is not None:
            mask = mask & padding_mask(tgt, self.config.pad_id)  # (B, 1, T, T)
        return mask

    def encode(
        self, src: torch.Tensor, src_mask: torch.Tensor | None = None
    ) -> torch.Tensor:
        """Source ids (B, S) -> memory (B, S, D), computed once per source sentence."""
        self._check_ids(src, "src")
        src_mask = self.make_src_mask(src) if src_mask is None else src_mask
        # 1) token vectors plus positions
        x = self.positional(self.src_embed(src))  # (B, S, D)
        # 2) the encoder stack
        return self.encoder(x, src_mask)  # (B, S, D)

    def decode(
        self,
        tgt: torch.Tensor,
        memory: torch.Tensor,
        tgt_mask: torch.Tensor | None = None,
        memory_mask: torch.Tensor | None = None,
    ) -> torch.Tensor:
        """Target ids (B, T) and memory (B, S, D) -> decoder output (B, T, D).

        memory_mask should be the source mask used in encode (None: no source padding).
        """
        self._check_ids(tgt, "tgt")
        tgt_mask = self.make_tgt_mask(tgt) if tgt_mask is None else tgt_mask
        # 1) token vectors plus positions
        y = self.positional(self.tgt_embed(tgt))  # (B, T, D)
        # 2) the decoder stack, reading the encoder's memory in every layer
        return self.decoder(y, memory, tgt_mask, memory_mask)  # (B, T, D)

    def forward(
        self,
        src: torch.Tensor,
        tgt: torch.Tensor,
        src_mask: torch.Tensor | None = None,
        tgt_mask: torch.Tensor | None = None,
    ) -> torch.Tensor:
        """src (B, S), tgt (B, T) ids -> logits (B, T, V), one score per target word."""
        self._check_ids(src, "src")
        self._check_ids(tgt, "tgt")
        if src.size(0) != tgt.size(0):
            raise ValueError(
                "expected src (B, S) and tgt (B, T) with the same batch size B, "
                f"got {tuple(src.shape)} and {tuple(tgt.shape)}"
            )
        src_mask = self.make_src_mask(src) if src_mask is None else src_mask
        # 1) encode the source once
        memory = self.encode(src, src_mask)  # (B, S, D)
        # 2) decode every target position in parallel (the causal mask hides the future)
        h = self.decode(tgt, memory, tgt_mask, src_mask)  # (B, T, D)
        # 3) project to one score (logit) per vocabulary word
        return self.output_projection(h)  # (B, T, V)

    @staticmethod
    def _check_ids(ids: torch.Tensor, name: str) -> None:
        ok = isinstance(ids, torch.Tensor) and not ids.is_floating_point()
        if not ok or ids.dim() != 2:
            got = tuple(ids.shape) if isinstance(ids, torch.Tensor) else type(ids)
            raise ValueError(f"expected {name} as integer token ids (B, L), got {got}")
