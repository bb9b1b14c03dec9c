"""Scaled dot-product attention (chapter 3): softmax(Q K^T / sqrt(d_k)) V.

Shapes: T query positions, S key positions, d_k the query/key size, d_v the value size.
A mask here is general, as in F.scaled_dot_product_attention: a bool tensor, True = may
attend, broadcastable to the (..., T, S) scores. The attention layers of chapter 5 take
masks by kind instead (chapter 4: a key mask for padding, is_causal).
"""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F
from torch import nn

__all__ = [
    "softmax",
    "attention_scores",
    "scaled_dot_product_attention",
    "SelfAttention",
]


def softmax(x: torch.Tensor, dim: int = -1) -> torch.Tensor:
    """Stable softmax along `dim`; a row of only -inf (nothing allowed) gives zeros."""
    # torch.softmax subtracts each row's maximum before exp, as derived in chapter 3,
    # in one fused pass. Its one gap: an all -inf row has maximum -inf, and
    # -inf - (-inf) is NaN, so the whole row would come out NaN. Such "dead" rows get a
    # finite stand-in (0s) before softmax and 0s after. No `if` on the data: the same
    # operations run whatever the values, so a GPU never waits for a yes/no answer and
    # torch.compile sees one graph.
    dead = x.detach().amax(dim=dim, keepdim=True) == float("-inf")  # (..., 1)
    p = torch.softmax(x.masked_fill(dead, 0.0), dim=dim)
    return p.masked_fill(dead, 0.0)


def attention_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    """q . k / sqrt(d_k) for every pair: (..., T, d_k), (..., S, d_k) -> (..., T, S)."""
    d_k = q.size(-1)
    # (q / sqrt(d_k)) . k is the same number, with T*d_k divisions instead of T*S
    return (q / math.sqrt(d_k)) @ k.transpose(-2, -1)  # (..., T, S)


def _check_mask(mask: torch.Tensor | None, shape: tuple, names: str) -> None:
    """Raise ValueError unless mask is None or a bool tensor broadcastable to shape."""
    if mask is None:
        return
    if not isinstance(mask, torch.Tensor) or mask.dtype != torch.bool:
        got = mask.dtype if isinstance(mask, torch.Tensor) else type(mask).__name__
        raise ValueError(f"expected a bool mask (True = may attend), got {got}")
    try:
        ok = torch.broadcast_shapes(mask.shape, shape) == torch.Size(shape)
    except RuntimeError:
        ok = False
    if not ok:
        raise ValueError(
            f"expected mask broadcastable to {names} = {tuple(shape)}, "
            f"got {tuple(mask.shape)}"
        )


def _check_qkv(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> None:
    if q.dim() < 2 or k.dim() < 2 or v.dim() < 2:
        raise ValueError(
            "expected q (..., T, d_k), k (..., S, d_k), v (..., S, d_v) with at least "
            f"2 dims each, got {tuple(q.shape)}, {tuple(k.shape)}, {tuple(v.shape)}"
        )
    if q.size(-1) != k.size(-1):
        raise ValueError(
            f"expected q and k with the same last size d_k, got q {tuple(q.shape)} "
            f"and k {tuple(k.shape)}"
        )
    if k.size(-2) != v.size(-2):
        raise ValueError(
            f"expected k and v with the same length S (dim -2), got k {tuple(k.shape)} "
            f"and v {tuple(v.shape)}"
        )
    if k.size(-2) == 0:
        raise ValueError(
            "attention needs at least one key (S >= 1), got S = 0: an empty source "
            f"sentence? k has shape {tuple(k.shape)}"
        )


def scaled_dot_product_attention(
    q: torch.Tensor,
    k: torch.Tensor,
    v: torch.Tensor,
    mask: torch.Tensor | None = None,  # which pairs may attend: chapter 4
    dropout_p: float = 0.0,
    is_causal: bool = False,  # hide the future: chapter 4
) -> tuple[torch.Tensor, torch.Tensor]:
    """softmax(q k^T / sqrt(d_k)) v -> (out (..., T, d_v), weights (..., T, S)).

    `weights` are the attention probabilities before dropout (dropout_p > 0 drops some
    of them, as nn.MultiheadAttention does, for the output only). is_causal lets query i,
    the last T of S positions, see keys j <= i + S - T only (chapter 4). A query that the
    mask lets see no key at all gets weight 0 everywhere, and output 0.
    """
    _check_qkv(q, k, v)
    # [ch04 begin] check the mask
    T, S = q.size(-2), k.size(-2)
    batch = torch.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    _check_mask(mask, (*batch, T, S), "(..., T, S)")
    if is_causal and T > S:
        raise ValueError(f"is_causal needs T <= S, got T={T}, S={S}")
    # [ch04 end]
    # 1) score every query against every key, scaled by 1/sqrt(d_k)
    scores = attention_scores(q, k)  # (..., T, S)
    # [ch04 begin] step 2, masked pairs get -inf
    # 2) forbidden pairs get -inf, so that softmax gives them weight 0 (chapter 4):
    #    scores + M_bar, with M_bar = 0 where allowed and -inf where not. M_bar has the
    #    mask's shape (often much smaller than the scores), and an addition costs
    #    nothing in the backward pass.
    allowed = mask
    if is_causal:  # (T, S): every query keeps at least one key (itself)
        causal = torch.ones(T, S, dtype=torch.bool, device=q.device).tril(S - T)
        allowed = causal if mask is None else mask & causal
    if allowed is not None:
        M_bar = torch.zeros(allowed.shape, dtype=scores.dtype, device=scores.device)
        M_bar = M_bar.masked_fill(~allowed, float("-inf"))
        if mask is not None:
            # A query with no allowed key would get a row of -inf, and softmax 0/0 = NaN:
            # its row of M_bar becomes 0 (any finite stand-in), its weights 0 below.
            has_key = allowed.any(dim=-1, keepdim=True)  # (..., T, 1)
            M_bar = M_bar.masked_fill(~has_key, 0.0)
        scores += M_bar  # (..., T, S), in place
    # [ch04 end]
    # 3) each row becomes a probability distribution over the S keys (torch.softmax:
    #    the same computation as `softmax` above, fused; no row here is all -inf)
    weights = torch.softmax(scores, dim=-1)  # (..., T, S)
    dropped = F.dropout(weights, dropout_p) if dropout_p > 0 else weights
    # 4) each output is the weighted average of the value vectors
    out = dropped @ v  # (..., T, d_v)
    # [ch04 begin] a query with no allowed key gets zeros
    if mask is not None:  # a query that may see nothing: weights 0, output 0
        weights = weights.masked_fill(~has_key, 0.0)
        out = out.masked_fill(~has_key, 0.0)
    # [ch04 end]
    return out, weights  # (..., T, d_v), (..., T, S)


class SelfAttention(nn.Module):
    """One-head self-attention: x (B, T, d_model) -> (B, T, d_k).

    need_weights=True also returns the attention weights (B, T, T), for plotting.
    """

    def __init__(self, d_model: int, d_k: int, bias: bool = False):
        super().__init__()
        self.d_model, self.d_k = d_model, d_k
        self.W_q = nn.Linear(d_model, d_k, bias=bias)
        self.W_k = nn.Linear(d_model, d_k, bias=bias)
        self.W_v = nn.Linear(d_model, d_k, bias=bias)

    def forward(
        self,
        x: torch.Tensor,
        mask: torch.Tensor | None = None,  # which pairs may attend: chapter 4
        need_weights: bool = False,
    ) -> torch.Tensor | tuple[torch.Tensor, torch.Tensor]:
        if x.dim() < 2 or x.size(-1) != self.d_model:
            raise ValueError(
                f"expected x of shape (B, T, d_model={self.d_model}), "
                f"got {tuple(x.shape)}"
            )
        # 1) project every embedding to a query, a key and a value
        q, k, v = self.W_q(x), self.W_k(x), self.W_v(x)  # (B, T, d_k) each
        # 2) attend: every position mixes the values of all positions
        out, weights = scaled_dot_product_attention(q, k, v, mask)  # (B, T, d_k)
        return (out, weights) if need_weights else out
