"""The decoder (chapter 7): masked self-attention, cross-attention, feed-forward; N times.

Shapes: B batch, T target positions, S source positions, D = d_model. `memory` is the
encoder's final output (B, S, D): every decoder layer reads the same one.
Masks (bool, True = may attend): self-attention is always causal, and tgt_key_mask (B, T)
hides target padding; memory_key_mask (B, S) hides source padding from cross-attention.

Incremental decoding: with a DecoderCache, each call processes only the new target
positions. Self-attention appends their keys and values to those of earlier steps;
cross-attention computes the memory's keys and values once and reuses them.
"""

from __future__ import annotations

import torch
from torch import nn

from transformer_lib.layers import AddNorm, FeedForward
from transformer_lib.multihead import MultiHeadAttention
from transformer_lib.position_schemes import rotate  # [ch11] RoPE

__all__ = ["DecoderLayer", "Decoder", "DecoderCache"]


class _LayerCache:
    """What one decoder layer keeps between steps (all (B, H, L, d_k))."""

    def __init__(self):
        self.self_k = self.self_v = None  # grows by the new positions at every step
        self.cross_k = self.cross_v = None  # from the memory: computed once

    def tensors(self) -> dict[str, torch.Tensor]:
        return {k: v for k, v in vars(self).items() if v is not None}


class DecoderCache:
    """Keys and values kept between decoding steps, for every decoder layer.

    offset:   number of target positions already processed (where the next one goes);
    key_mask: (B, offset) bool, False at target padding (None: no padding seen).
    reorder(index) picks batch rows, for example the surviving hypotheses of a beam.
    """

    def __init__(self):
        self.layers: list[_LayerCache] = []  # one per decoder layer, made on first use
        self.offset = 0
        self.key_mask: torch.Tensor | None = None

    def layer(self, i: int) -> _LayerCache:
        while len(self.layers) <= i:
            self.layers.append(_LayerCache())
        return self.layers[i]

    def reorder(self, index: torch.Tensor) -> None:
        """Keep batch rows `index` (B',), in that order, in place."""
        for layer in self.layers:
            for name, t in layer.tensors().items():
                setattr(layer, name, t.index_select(0, index))
        if self.key_mask is not None:
            self.key_mask = self.key_mask.index_select(0, index)


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
        attn_dropout: float = 0.0,
        ff_dropout: float = 0.0,
    ):
        super().__init__()
        self.self_attn = MultiHeadAttention(d_model, n_heads, attn_dropout)
        self.cross_attn = MultiHeadAttention(d_model, n_heads, attn_dropout)
        self.feed_forward = FeedForward(d_model, d_ff, ff_dropout)
        self.add_norm1 = AddNorm(d_model, dropout, norm_first)  # around self-attention
        self.add_norm2 = AddNorm(d_model, dropout, norm_first)  # around cross-attention
        self.add_norm3 = AddNorm(d_model, dropout, norm_first)  # around feed-forward

    def forward(
        self,
        x: torch.Tensor,
        memory: torch.Tensor,
        *,
        tgt_key_mask: torch.Tensor | None = None,
        memory_key_mask: torch.Tensor | None = None,
        cache: _LayerCache | None = None,
        # [ch11 begin] relative positions in self-attention
        attn_bias: torch.Tensor | None = None,
        rotary: tuple[torch.Tensor, torch.Tensor] | None = None,
        # [ch11 end]
    ) -> torch.Tensor:
        """x (B, T, D), memory (B, S, D) -> (B, T, D); cache: see DecoderCache."""
        # 1) masked self-attention: position t sees target positions <= t only
        x = self.add_norm1(
            x,
            lambda y: self._self_attention(
                y,
                tgt_key_mask,
                cache,
                attn_bias,  # [ch11] relative positions
                rotary,  # [ch11]
            ),
        )
        # 2) cross-attention: queries from the decoder, keys and values from memory
        x = self.add_norm2(
            x, lambda y: self._cross_attention(y, memory, memory_key_mask, cache)
        )  # (B, T, D)
        # 3) position-wise feed-forward network
        return self.add_norm3(x, self.feed_forward)  # (B, T, D)

    def _self_attention(
        self,
        y,
        key_mask,
        cache,
        attn_bias=None,  # [ch11] relative positions
        rotary=None,  # [ch11]
    ):
        if cache is None:  # all T positions at once
            return self.self_attn(
                y,
                key_mask=key_mask,
                is_causal=True,
                attn_bias=attn_bias,  # [ch11] relative positions
                rotary=rotary,  # [ch11]
            )
        q, k, v = self.self_attn.project_qkv(y)  # the new positions only
        # [ch11 begin] rotary positions: keys are cached already turned
        if rotary is not None:  # keys are cached already turned by their position
            q, k = rotate(q, *rotary), rotate(k, *rotary)
        # [ch11 end]
        if cache.self_k is not None:  # append to the keys and values of earlier steps
            k = torch.cat([cache.self_k, k], dim=2)  # (B, H, L + T, d_k)
            v = torch.cat([cache.self_v, v], dim=2)
        cache.self_k, cache.self_v = k, v
        return self.self_attn.attend(
            q,
            k,
            v,
            key_mask=key_mask,
            is_causal=True,
            attn_bias=attn_bias,  # [ch11] relative positions
        )

    def _cross_attention(self, y, memory, key_mask, cache):
        if cache is None:
            return self.cross_attn(y, memory, key_mask=key_mask)
        if cache.cross_k is None:  # first step: the memory's keys and values, once
            cache.cross_k, cache.cross_v = self.cross_attn.project_kv(memory)
        q = self.cross_attn.project_q(y)  # (B, H, T, d_k)
        return self.cross_attn.attend(
            q, cache.cross_k, cache.cross_v, key_mask=key_mask
        )


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
        attn_dropout: float = 0.0,
        ff_dropout: float = 0.0,
    ):
        super().__init__()
        self.d_model = d_model
        drop = {"attn_dropout": attn_dropout, "ff_dropout": ff_dropout}
        self.layers = nn.ModuleList(
            DecoderLayer(d_model, n_heads, d_ff, dropout, norm_first, **drop)
            for _ in range(n_layers)
        )
        final_norm = norm_first if final_norm is None else final_norm
        self.norm = nn.LayerNorm(d_model) if final_norm else nn.Identity()

    def forward(
        self,
        x: torch.Tensor,
        memory: torch.Tensor,
        *,
        tgt_key_mask: torch.Tensor | None = None,
        memory_key_mask: torch.Tensor | None = None,
        cache: DecoderCache | None = None,
        # [ch11 begin] relative positions
        # attn_bias (1|B, H, T, cache.offset + T) and rotary (cos, sin of the new
        # positions): chapter 11's relative positions, for every layer's self-attention.
        attn_bias: torch.Tensor | None = None,
        rotary: tuple[torch.Tensor, torch.Tensor] | None = None,
        # [ch11 end]
    ) -> torch.Tensor:
        """x (B, T, D), memory (B, S, D) -> (B, T, D).

        With a cache, x holds only the new positions and tgt_key_mask covers all
        positions so far (B, cache.offset + T); the caller advances cache.offset.
        """
        self._check_inputs(x, memory, cache)
        # 1) every layer reads the same memory: the encoder's final output
        for i, layer in enumerate(self.layers):
            x = layer(
                x,
                memory,
                tgt_key_mask=tgt_key_mask,
                memory_key_mask=memory_key_mask,
                cache=None if cache is None else cache.layer(i),
                attn_bias=attn_bias,  # [ch11] relative positions
                rotary=rotary,  # [ch11]
            )  # (B, T, D)
        # 2) optional final LayerNorm (needed with pre-LN)
        return self.norm(x)  # (B, T, D)

    # [detail begin] the checks of the arguments' shapes
    def _check_inputs(self, x, memory, cache) -> None:
        D = self.d_model
        if x.dim() != 3 or x.size(-1) != D:
            raise ValueError(f"expected x of shape (B, T, {D}), got {tuple(x.shape)}")
        if memory.dim() != 3 or memory.size(-1) != D or memory.size(0) != x.size(0):
            raise ValueError(
                f"expected memory of shape (B, S, {D}) with B = {x.size(0)} as in x, "
                f"got {tuple(memory.shape)}"
            )
        if cache is not None and cache.layers and cache.layers[0].self_k is not None:
            B = cache.layers[0].self_k.size(0)
            if B != x.size(0):
                raise ValueError(
                    f"the cache holds a batch of {B}, got x with B = {x.size(0)}: "
                    "use a new DecoderCache per batch, or cache.reorder(index)"
                )
        # [detail end]
