"""The decoder (chapter 7): masked self-attention, cross-attention, feed-forward; N times.

Shapes: B batch, T target positions, S source positions, D = d_model. `memory` is the
encoder's final output (B, S, D): every decoder layer reads the same one.
Masks are boolean, True = may attend: tgt_mask broadcastable to (B, H, T, T) (causal and
target padding), memory_mask to (B, H, T, S) (source padding).
"""

from __future__ import annotations

import torch
from torch import nn

from transformer_lib.layers import AddNorm, FeedForward
from transformer_lib.multihead import MultiHeadAttention

__all__ = ["DecoderLayer", "Decoder"]


class DecoderLayer(nn.Module):
    """Masked self-attention, cross-attention, feed-forward: (B, T, D) -> (B, T, D)."""

    def __init__(
        self,
        d_model: int,
        n_heads: int,
        d_ff: int,
        dropout: float = 0.0,
        norm_first: bool = False,
        *,
        keep_weights: bool = True,
    ):
        super().__init__()
        kw = {"keep_weights": keep_weights}
        self.self_attn = MultiHeadAttention(d_model, n_heads, dropout, **kw)
        self.cross_attn = MultiHeadAttention(d_model, n_heads, dropout, **kw)
        self.feed_forward = FeedForward(d_model, d_ff, dropout)
        self.add_norm1 = AddNorm(d_model, dropout, norm_first)  # around self-attention
        self.add_norm2 = AddNorm(d_model, dropout, norm_first)  # around cross-attention
        self.add_norm3 = AddNorm(d_model, dropout, norm_first)  # around feed-forward

    def forward(
        self,
        x: torch.Tensor,
        memory: torch.Tensor,
        tgt_mask: torch.Tensor | None = None,
        memory_mask: torch.Tensor | None = None,
    ) -> torch.Tensor:
        # 1) masked self-attention: position t sees target positions <= t only
        x = self.add_norm1(x, lambda y: self.self_attn(y, y, y, tgt_mask))  # (B, T, D)
        # 2) cross-attention: queries from the decoder, keys and values from memory
        x = self.add_norm2(
            x, lambda y: self.cross_attn(y, memory, memory, memory_mask)
        )  # (B, T, D)
        # 3) position-wise feed-forward network
        return self.add_norm3(x, self.feed_forward)  # (B, T, D)


class Decoder(nn.Module):
    """A stack of n_layers DecoderLayers, each with its own weights: (B, T, D) -> (B, T, D).

    final_norm (default: the same as norm_first) adds a LayerNorm after the last layer,
    as in Encoder.
    """

    def __init__(
        self,
        n_layers: int,
        d_model: int,
        n_heads: int,
        d_ff: int,
        dropout: float = 0.0,
        norm_first: bool = False,
        final_norm: bool | None = None,
        *,
        keep_weights: bool = True,
    ):
        super().__init__()
        self.d_model = d_model
        self.layers = nn.ModuleList(
            DecoderLayer(
                d_model, n_heads, d_ff, dropout, norm_first, keep_weights=keep_weights
            )
            for _ in range(n_layers)
        )
        final_norm = norm_first if final_norm is None else final_norm
        self.norm = nn.LayerNorm(d_model) if final_norm else nn.Identity()

    def forward(
        self,
        x: torch.Tensor,
        memory: torch.Tensor,
        tgt_mask: torch.Tensor | None = None,
        memory_mask: torch.Tensor | None = None,
    ) -> torch.Tensor:
        self._check_inputs(x, memory)
        # 1) every layer reads the same memory: the encoder's final output
        for layer in self.layers:
            x = layer(x, memory, tgt_mask, memory_mask)  # (B, T, D)
        # 2) optional final LayerNorm (needed with pre-LN)
        return self.norm(x)  # (B, T, D)

    def _check_inputs(self, x: torch.Tensor, memory: torch.Tensor) -> None:
        D = self.d_model
        if x.dim() != 3 or x.size(-1) != D:
            raise ValueError(f"expected x of shape (B, T, {D}), got {tuple(x.shape)}")
        if memory.dim() != 3 or memory.size(-1) != D or memory.size(0) != x.size(0):
            raise ValueError(
                f"expected memory of shape (B, S, {D}) with B = {x.size(0)} as in x, "
                f"got {tuple(memory.shape)}"
            )
