"""Multi-head attention (chapter 5): h heads of size d_k = d_model / h, then W_o.

MultiHead(Q, K, V) = Concat(head_1, ..., head_h) W_o,
head_i = Attention(Q W_q^i, K W_k^i, V W_v^i).
Masks: bool, True = may attend, broadcastable to (B, H, T, S).
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from transformer_lib.attention import _check_mask, scaled_dot_product_attention

__all__ = ["split_heads", "merge_heads", "MultiHeadAttention"]


def split_heads(x: torch.Tensor, n_heads: int) -> torch.Tensor:
    """(B, T, D) -> (B, H, T, d_k): head h gets features h*d_k ... (h+1)*d_k - 1."""
    if x.dim() != 3 or x.size(-1) % n_heads != 0:
        raise ValueError(
            f"expected x of shape (B, T, D) with D divisible by n_heads={n_heads}, "
            f"got {tuple(x.shape)}"
        )
    B, T, D = x.shape
    x = x.reshape(B, T, n_heads, D // n_heads)  # (B, T, H, d_k)
    return x.transpose(1, 2)  # (B, H, T, d_k)


def merge_heads(x: torch.Tensor) -> torch.Tensor:
    """(B, H, T, d_k) -> (B, T, H * d_k): concatenate the heads (undo split_heads)."""
    if x.dim() != 4:
        raise ValueError(f"expected x of shape (B, H, T, d_k), got {tuple(x.shape)}")
    B, H, T, d_k = x.shape
    x = x.transpose(1, 2)  # (B, T, H, d_k)
    return x.reshape(B, T, H * d_k)  # (B, T, D)


def _fused_qkv(x, W_q: nn.Linear, W_k: nn.Linear, W_v: nn.Linear):
    """x W_q, x W_k, x W_v as one product with the matrices stacked (an optimisation)."""
    weight = torch.cat([W_q.weight, W_k.weight, W_v.weight])  # (3D, D)
    bias = None if W_q.bias is None else torch.cat([W_q.bias, W_k.bias, W_v.bias])
    return F.linear(x, weight, bias).chunk(3, dim=-1)  # 3 x (B, T, D)


def _fused_attention(q, k, v, mask, dropout_p):
    """PyTorch's fused kernel; fully masked rows give zeros, as our softmax does."""
    if mask is not None:
        row_ok = mask.any(dim=-1, keepdim=True)  # (..., T, 1)
        if not bool(row_ok.all()):
            # let those rows attend anywhere (finite on every torch), then zero them
            out = F.scaled_dot_product_attention(
                q, k, v, mask | ~row_ok, dropout_p=dropout_p
            )
            return out.masked_fill(~row_ok, 0.0)
    return F.scaled_dot_product_attention(q, k, v, attn_mask=mask, dropout_p=dropout_p)


class MultiHeadAttention(nn.Module):
    """query (B, T, D), key and value (B, S, D) -> (B, T, D); keeps .attn_weights.

    keep_weights=False skips storing the (B, H, T, S) weights and uses PyTorch's fused
    kernel (F.scaled_dot_product_attention), which gives the same output, faster.
    """

    def __init__(
        self,
        d_model: int,
        n_heads: int,
        dropout: float = 0.0,
        bias: bool = True,
        *,
        keep_weights: bool = True,
    ):
        super().__init__()
        if d_model % n_heads != 0:
            raise ValueError(
                f"expected d_model divisible by n_heads, got d_model={d_model}, "
                f"n_heads={n_heads}"
            )
        self.d_model, self.n_heads = d_model, n_heads
        self.d_k = d_model // n_heads
        self.dropout = dropout
        self.keep_weights = keep_weights
        self.W_q = nn.Linear(
            d_model, d_model, bias=bias
        )  # all h heads' W_q^i side by side
        self.W_k = nn.Linear(d_model, d_model, bias=bias)
        self.W_v = nn.Linear(d_model, d_model, bias=bias)
        self.W_o = nn.Linear(d_model, d_model, bias=bias)
        self.attn_weights: torch.Tensor | None = None  # (B, H, T, S) of the last call

    def forward(
        self,
        query: torch.Tensor,
        key: torch.Tensor,
        value: torch.Tensor,
        mask: torch.Tensor | None = None,
    ) -> torch.Tensor:
        self._check_inputs(query, key, value)
        # 1) project: queries, keys and values for all heads at once
        if query is key and key is value:  # self-attention: one stacked product
            q, k, v = _fused_qkv(query, self.W_q, self.W_k, self.W_v)  # (B, T, D)
        else:
            q, k, v = self.W_q(query), self.W_k(key), self.W_v(value)  # (B, T|S, D)
        # 2) split heads: head i sees only its own d_k features
        q = split_heads(q, self.n_heads)  # (B, H, T, d_k)
        k = split_heads(k, self.n_heads)  # (B, H, S, d_k)
        v = split_heads(v, self.n_heads)  # (B, H, S, d_k)
        # 3) - 5) attend in every head, merge heads, mix them with W_o
        return self.attend(q, k, v, mask)  # (B, T, D)

    def attend(
        self,
        q: torch.Tensor,
        k: torch.Tensor,
        v: torch.Tensor,
        mask: torch.Tensor | None = None,
    ) -> torch.Tensor:
        """Per-head q (B, H, T, d_k), k and v (B, H, S, d_k) -> (B, T, D).

        The second half of forward, callable on its own: a key/value cache (decoding
        chapter) projects only the new positions, appends them to the cached k and v
        along S, and calls this.
        """
        heads = (self.n_heads, self.d_k)
        if any(t.dim() != 4 or (t.size(1), t.size(3)) != heads for t in (q, k, v)):
            raise ValueError(
                f"expected per-head q (B, {heads[0]}, T, {heads[1]}), k and v "
                f"(B, {heads[0]}, S, {heads[1]}), got {tuple(q.shape)}, "
                f"{tuple(k.shape)}, {tuple(v.shape)}"
            )
        B, H, T, _ = q.shape
        S = k.size(-2)
        _check_mask(mask, (B, H, T, S), "(B, H, T, S)")
        p = self.dropout if self.training else 0.0
        # 3) scaled dot-product attention, all heads in parallel
        if self.keep_weights:
            out, weights = scaled_dot_product_attention(
                q, k, v, mask, p
            )  # (B, H, T, d_k)
            self.attn_weights = weights.detach()  # (B, H, T, S)
        else:
            out = _fused_attention(q, k, v, mask, p)  # (B, H, T, d_k)
            self.attn_weights = None
        # 4) merge heads: concatenate the h outputs of size d_k
        out = merge_heads(out)  # (B, T, D)
        # 5) output projection W_o mixes what the heads found
        return self.W_o(out)  # (B, T, D)

    def _check_inputs(self, query, key, value) -> None:
        D = self.d_model
        shapes = tuple(tuple(t.shape) for t in (query, key, value))
        if (
            any(t.dim() != 3 or t.size(-1) != D for t in (query, key, value))
            or key.shape[:2] != value.shape[:2]
            or key.size(0) != query.size(0)
        ):
            raise ValueError(
                f"expected query (B, T, {D}), key and value (B, S, {D}), "
                f"got {shapes[0]}, {shapes[1]}, {shapes[2]}"
            )
