"""The encoder (chapter 6): N identical layers of self-attention and feed-forward.

Shapes: B batch, S source positions, D = d_model. The only mask is the source key mask
(B, S), bool, True = a real token, False = padding (chapter 4).
Dropout: `dropout` is the paper's residual dropout (on each sublayer's output);
`attn_dropout` (attention weights) and `ff_dropout` (feed-forward hidden units) are not
in the paper and default to 0.
"""

from __future__ import annotations

import torch
from torch import nn

from transformer_lib.layers import AddNorm, FeedForward
from transformer_lib.multihead import MultiHeadAttention

__all__ = ["EncoderLayer", "Encoder"]


class EncoderLayer(nn.Module):
    """Self-attention then feed-forward, each inside Add & Norm: (B, S, D) -> (B, S, D)."""

    def __init__(
        self,
        d_model: int,
        n_heads: int,
        d_ff: int,
        dropout: float = 0.0,
        norm_first: bool = False,
        *,
        attn_dropout: float = 0.0,
        ff_dropout: float = 0.0,
    ):
        super().__init__()
        self.self_attn = MultiHeadAttention(d_model, n_heads, attn_dropout)
        self.feed_forward = FeedForward(d_model, d_ff, ff_dropout)
        self.add_norm1 = AddNorm(d_model, dropout, norm_first)  # around self-attention
        self.add_norm2 = AddNorm(d_model, dropout, norm_first)  # around feed-forward

    def forward(
        self,
        x: torch.Tensor,
        key_mask: torch.Tensor | None = None,
        # [ch11 begin] relative positions, see MultiHeadAttention
        *,
        attn_bias: torch.Tensor | None = None,
        rotary: tuple[torch.Tensor, torch.Tensor] | None = None,
        # [ch11 end]
    ) -> torch.Tensor:
        """x (B, S, D), key_mask (B, S) or None -> (B, S, D)."""
        # 1) every position attends to every (non-padding) position of the sequence
        x = self.add_norm1(
            x,
            lambda y: self.self_attn(
                y,
                key_mask=key_mask,
                attn_bias=attn_bias,  # [ch11] relative positions
                rotary=rotary,  # [ch11]
            ),
        )
        # 2) every position goes through the same two-layer network, on its own
        return self.add_norm2(x, self.feed_forward)  # (B, S, D)


class Encoder(nn.Module):
    """A stack of n_layers EncoderLayers, each with its own weights: (B, S, D) -> (B, S, D).

    final_norm (default: the same as norm_first) adds a LayerNorm after the last layer.
    Pre-LN needs it; the paper's post-LN does not; nn.Transformer always adds one.
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
        attn_dropout: float = 0.0,
        ff_dropout: float = 0.0,
    ):
        super().__init__()
        self.d_model = d_model
        drop = {"attn_dropout": attn_dropout, "ff_dropout": ff_dropout}
        # A fresh layer each time: no weights are shared, and no two start out equal.
        self.layers = nn.ModuleList(
            EncoderLayer(d_model, n_heads, d_ff, dropout, norm_first, **drop)
            for _ in range(n_layers)
        )
        final_norm = norm_first if final_norm is None else final_norm
        self.norm = nn.LayerNorm(d_model) if final_norm else nn.Identity()

    def forward(
        self,
        x: torch.Tensor,
        key_mask: torch.Tensor | None = None,
        # [ch11 begin] relative positions
        # attn_bias (1|B, H, S, S) and rotary (cos, sin) carry chapter 11's relative
        # positions to every layer's self-attention (one computation for the stack).
        *,
        attn_bias: torch.Tensor | None = None,
        rotary: tuple[torch.Tensor, torch.Tensor] | None = None,
        # [ch11 end]
    ) -> torch.Tensor:
        """x (B, S, D), key_mask (B, S) or None -> (B, S, D)."""
        if x.dim() != 3 or x.size(-1) != self.d_model:
            raise ValueError(
                f"expected x of shape (B, S, d_model={self.d_model}), "
                f"got {tuple(x.shape)}"
            )
        # 1) each layer refines every position's vector, using the whole sequence
        for layer in self.layers:
            x = layer(
                x,
                key_mask,
                attn_bias=attn_bias,  # [ch11] relative positions
                rotary=rotary,  # [ch11]
            )  # (B, S, D)
        # 2) optional final LayerNorm (needed with pre-LN)
        return self.norm(x)  # (B, S, D)
