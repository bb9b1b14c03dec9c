"""Multi-head attention (chapter 5): h heads of size d_k = d_model / h, then W_o.

MultiHead(Q, K, V) = Concat(head_1, ..., head_h) W_o,
head_i = Attention(Q W_q^i, K W_k^i, V W_v^i).

The three input projections are stored stacked, as one (3D, D) matrix [W_q; W_k; W_v]
under the names nn.MultiheadAttention uses (in_proj_weight, in_proj_bias, out_proj), so
self-attention projects with one matrix product and weights copy one-to-one from PyTorch.
Masks come by kind (chapter 4): key_mask (B, S) for padding, is_causal, and an optional
general attn_mask; all bool, True = may attend. Chapter 11's relative positions come in
as attn_bias, a float tensor added to the scores (T5, ALiBi), or as rotary, the cos and
sin that rotate queries and keys (RoPE).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial

import torch
import torch.nn.functional as F
from torch import nn

from transformer_lib.attention import (
    attention_scores,
    scaled_dot_product_attention,
    softmax,
)
from transformer_lib.masks import causal_mask, make_attention_mask
from transformer_lib.position_schemes import rotate  # [ch11] RoPE

__all__ = ["split_heads", "merge_heads", "MultiHeadAttention", "record_attention"]


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


def _fused_attention(q, k, v, mask, is_causal, dropout_p):
    """PyTorch's fused kernel; a query with no allowed key gets zeros, as ours does."""
    T, S = q.size(-2), k.size(-2)
    if is_causal and (mask is not None or T != S):
        # F.scaled_dot_product_attention aligns its causal mask to the first T keys;
        # ours are the last T of S positions, so the pattern goes in as a mask.
        mask, is_causal = _allowed(mask, True, T, S, q.device), False
    if mask is None:  # no mask, or a plain square causal one: the fastest kernels
        return F.scaled_dot_product_attention(
            q, k, v, dropout_p=dropout_p, is_causal=is_causal
        )
    # Rows with no allowed key: let them attend everywhere (finite on every torch
    # version), then zero them. Computed for every call, no `if` on the data.
    row_ok = mask.any(dim=-1, keepdim=True)  # (B|1, 1, T|1, 1)
    out = F.scaled_dot_product_attention(q, k, v, mask | ~row_ok, dropout_p=dropout_p)
    return out.masked_fill(~row_ok, 0.0)  # (B, H, T, d_k)


def _allowed(mask, is_causal, T, S, device):
    """The bool mask with the causal pattern folded in (None: every pair allowed)."""
    if is_causal:
        causal = causal_mask(T, device, key_size=S)  # (T, S)
        mask = causal if mask is None else mask & causal
    return mask


def _biased_fused_attention(q, k, v, mask, is_causal, dropout_p, *, bias):
    """softmax(q k^T / sqrt(d_k) + bias) v with PyTorch's kernel: the bias and the
    mask go in as one float mask (-inf where not allowed). Chapter 11."""
    allowed = _allowed(mask, is_causal, q.size(-2), k.size(-2), q.device)
    if allowed is None:
        return F.scaled_dot_product_attention(q, k, v, bias, dropout_p=dropout_p)
    row_ok = allowed.any(dim=-1, keepdim=True)  # a query with no key: zeros, below
    float_mask = torch.where(allowed | ~row_ok, bias, float("-inf"))  # (B, H, T, S)
    out = F.scaled_dot_product_attention(q, k, v, float_mask, dropout_p=dropout_p)
    return out.masked_fill(~row_ok, 0.0)  # (B, H, T, d_k)


def _biased_attention(q, k, v, mask, dropout_p, is_causal, *, bias):
    """The same, step by step, returning the weights too (for plots and recorders)."""
    scores = attention_scores(q, k) + bias  # (B, H, T, S)
    allowed = _allowed(mask, is_causal, q.size(-2), k.size(-2), q.device)
    if allowed is not None:
        scores = scores.masked_fill(~allowed, float("-inf"))
    weights = softmax(scores)  # a row with no allowed key: all zeros
    out = F.dropout(weights, dropout_p) @ v if dropout_p > 0 else weights @ v
    return out, weights  # (B, H, T, d_k), (B, H, T, S)


class MultiHeadAttention(nn.Module):
    """query (B, T, D), key and value (B, S, D) -> (B, T, D).

    mha(x)                 self-attention: queries, keys and values all from x;
    mha(y, memory)         cross-attention: queries from y, keys and values from memory;
    mha(q_in, k_in, v_in)  the general form, three inputs (three matrix products).
    dropout drops attention weights during training (off by default: not in the paper).
    """

    def __init__(
        self, d_model: int, n_heads: int, dropout: float = 0.0, bias: bool = True
    ):
        super().__init__()
        if d_model % n_heads != 0:
            raise ValueError(
                f"expected d_model divisible by n_heads, got d_model={d_model}, "
                f"n_heads={n_heads}"
            )
        if not 0.0 <= dropout < 1.0:
            raise ValueError(f"expected dropout in [0, 1), got {dropout}")
        self.d_model, self.n_heads = d_model, n_heads
        self.d_k = d_model // n_heads
        self.dropout = dropout
        # [W_q; W_k; W_v] stacked: (3D, D), in nn.Linear's (out, in) layout
        self.in_proj_weight = nn.Parameter(torch.empty(3 * d_model, d_model))
        if bias:
            self.in_proj_bias = nn.Parameter(torch.empty(3 * d_model))
        else:
            self.register_parameter("in_proj_bias", None)
        self.out_proj = nn.Linear(d_model, d_model, bias=bias)  # W_o
        self._recorder = None  # set by record_attention
        self._reset_parameters()

    def _reset_parameters(self) -> None:
        # Exactly what nn.MultiheadAttention does, in the same order: Xavier-uniform
        # for the stacked (3D, D) matrix (uniform in +-sqrt(6 / (fan_in + fan_out)),
        # chapter 6), zero biases; out_proj keeps nn.Linear's default weights. With
        # the same seed both layers start with equal weights.
        nn.init.xavier_uniform_(self.in_proj_weight)
        if self.in_proj_bias is not None:
            nn.init.zeros_(self.in_proj_bias)
            nn.init.zeros_(self.out_proj.bias)

    # The paper's four matrices, as views (no copies) in nn.Linear's (out, in) layout:
    # the paper's W^Q (D x D, used as x W^Q) is mha.W_q.T.
    @property
    def W_q(self) -> torch.Tensor:
        return self.in_proj_weight[: self.d_model]

    @property
    def W_k(self) -> torch.Tensor:
        return self.in_proj_weight[self.d_model : 2 * self.d_model]

    @property
    def W_v(self) -> torch.Tensor:
        return self.in_proj_weight[2 * self.d_model :]

    @property
    def W_o(self) -> torch.Tensor:
        return self.out_proj.weight

    def _project(self, x: torch.Tensor, first: int, count: int) -> list[torch.Tensor]:
        """x (B, L, D) times `count` stacked matrices from number `first` (0 = W_q)."""
        weight, bias = self.in_proj_weight, self.in_proj_bias
        if count < 3:  # some of the three matrices: a view of their rows, no copy
            rows = slice(first * self.d_model, (first + count) * self.d_model)
            weight, bias = weight[rows], None if bias is None else bias[rows]
        out = F.linear(x, weight, bias)  # (B, L, count * D)
        # split_heads for all `count` results at once: (count, B, H, L, d_k)
        B, L = x.shape[:2]
        out = out.view(B, L, count, self.n_heads, self.d_k).permute(2, 0, 3, 1, 4)
        return list(out.unbind(0))

    def project_qkv(self, x: torch.Tensor) -> list[torch.Tensor]:
        """Self-attention: x (B, T, D) -> q, k, v (B, H, T, d_k), one matrix product."""
        return self._project(x, 0, 3)

    def project_q(self, x: torch.Tensor) -> torch.Tensor:
        """x (B, T, D) -> queries (B, H, T, d_k)."""
        return self._project(x, 0, 1)[0]

    def project_kv(self, x: torch.Tensor) -> list[torch.Tensor]:
        """x (B, S, D) -> keys, values (B, H, S, d_k), one matrix product."""
        return self._project(x, 1, 2)

    def forward(
        self,
        query: torch.Tensor,
        key: torch.Tensor | None = None,
        value: torch.Tensor | None = None,
        *,
        key_mask: torch.Tensor | None = None,
        is_causal: bool = False,
        attn_mask: torch.Tensor | None = None,
        need_weights: bool = False,
        # [ch11 begin] relative positions
        # attn_bias: float, broadcastable to (B, H, T, S), added to the scaled scores;
        # rotary: (cos, sin), each (T, d_k/2), rotating queries and keys (self-attention)
        attn_bias: torch.Tensor | None = None,
        rotary: tuple[torch.Tensor, torch.Tensor] | None = None,
        # [ch11 end]
    ) -> torch.Tensor | tuple[torch.Tensor, torch.Tensor]:
        """-> output (B, T, D); with need_weights, also the weights (B, H, T, S)."""
        if key is None and value is not None:
            raise ValueError("value given without key: pass key too, or neither")
        # [ch11 begin] relative positions
        if rotary is not None and key is not None:
            raise ValueError(
                "rotary rotates queries and keys of the same positions: self-attention "
                "only, mha(x, rotary=...)"
            )
        # [ch11 end]
        self._check_inputs(query, query if key is None else key, value)
        # 1) project, and split into heads: head i sees only its own d_k features
        if key is None:  # mha(x): one product with the stacked (3D, D) matrix
            q, k, v = self.project_qkv(query)  # (B, H, T, d_k) each
            if rotary is not None:  # [ch11] rotary positions (RoPE)
                q, k = rotate(q, *rotary), rotate(k, *rotary)  # [ch11]
        elif value is None:  # mha(y, memory): keys and values in one product
            q = self.project_q(query)  # (B, H, T, d_k)
            k, v = self.project_kv(key)  # (B, H, S, d_k) each
        else:  # three different inputs
            q = self.project_q(query)  # (B, H, T, d_k)
            k = self._project(key, 1, 1)[0]  # (B, H, S, d_k)
            v = self._project(value, 2, 1)[0]  # (B, H, S, d_k)
        if k.size(2) == 0:
            raise ValueError(
                "attention needs at least one key (S >= 1), got S = 0: an empty "
                "source sentence?"
            )
        # 2) - 4) attend in every head, merge heads, mix them with W_o
        return self._attend(
            q,
            k,
            v,
            key_mask,
            is_causal,
            attn_mask,
            need_weights,
            attn_bias,  # [ch11] relative positions
        )

    def attend(
        self,
        q: torch.Tensor,
        k: torch.Tensor,
        v: torch.Tensor,
        *,
        key_mask: torch.Tensor | None = None,
        is_causal: bool = False,
        attn_mask: torch.Tensor | None = None,
        need_weights: bool = False,
        attn_bias: torch.Tensor | None = None,  # [ch11] relative positions
    ) -> torch.Tensor | tuple[torch.Tensor, torch.Tensor]:
        """Per-head q (B, H, T, d_k), k and v (B, H, S, d_k) -> (B, T, D).

        The second half of forward, callable on its own: a key/value cache (chapter 7)
        projects only the new positions, appends their keys and values to the cached
        ones along S, and calls this.
        """
        self._check_heads(q, k, v)
        return self._attend(
            q,
            k,
            v,
            key_mask,
            is_causal,
            attn_mask,
            need_weights,
            attn_bias,  # [ch11] relative positions
        )

    def _attend(
        self,
        q,
        k,
        v,
        key_mask,
        is_causal,
        attn_mask,
        need_weights,
        attn_bias=None,  # [ch11] relative positions
    ):
        B, H, T, _ = q.shape
        S = k.size(-2)
        if key_mask is not None and key_mask.size(0) != B:
            raise ValueError(
                f"expected key_mask of shape (B={B}, S={S}), got {tuple(key_mask.shape)}"
            )
        if attn_mask is not None and attn_mask.dim() == 4:
            b, h = attn_mask.shape[:2]
            if b not in (1, B) or h not in (1, H):
                raise ValueError(
                    f"expected a 4-d attn_mask of shape (1 or {B}, 1 or {H}, {T}, {S}), "
                    f"got {tuple(attn_mask.shape)}"
                )
        if attn_bias is not None:  # [ch11] relative positions
            _check_bias(attn_bias, (B, H, T, S))  # [ch11]
        p = self.dropout if self.training else 0.0
        keep_weights = need_weights or self._recorder is not None
        causal = is_causal and T > 1  # one query (the newest position) sees every key
        # Padding and other patterns as one mask (B|1, 1|H, T, S); the causal pattern is
        # passed as is_causal, which both attention functions handle on their own.
        mask = None
        if key_mask is not None or attn_mask is not None:
            mask = make_attention_mask(
                T, S, key_mask=key_mask, attn_mask=attn_mask, device=q.device
            )
        # 2) scaled dot-product attention, all heads in parallel: our own function
        #    when the weights are wanted (it returns them), else PyTorch's fused kernel
        #    (the same numbers, faster, no weights stored)
        explicit, fused = scaled_dot_product_attention, _fused_attention
        # [ch11 begin] a relative-position bias on the scores
        if attn_bias is not None:
            bias = attn_bias.to(q.dtype)
            explicit = partial(_biased_attention, bias=bias)
            fused = partial(_biased_fused_attention, bias=bias)
        # [ch11 end]
        if keep_weights:
            out, weights = explicit(q, k, v, mask, p, causal)  # weights (B, H, T, S)
            if self._recorder is not None:  # record_attention is on
                self._recorder(weights.detach())
        else:
            out = fused(q, k, v, mask, causal, p)  # (B, H, T, d_k)
        # 3) merge heads: concatenate the h outputs of size d_k
        out = merge_heads(out)  # (B, T, D)
        # 4) output projection W_o mixes what the heads found
        out = self.out_proj(out)  # (B, T, D)
        return (out, weights) if need_weights else out

    # [detail begin] the checks of the arguments' shapes
    def _check_heads(self, q, k, v) -> None:
        heads = (self.n_heads, self.d_k)
        if (
            any(t.dim() != 4 or (t.size(1), t.size(3)) != heads for t in (q, k, v))
            or k.shape[:3] != v.shape[:3]
            or q.size(0) != k.size(0)
        ):
            raise ValueError(
                f"expected per-head q (B, {heads[0]}, T, {heads[1]}), k and v "
                f"(B, {heads[0]}, S, {heads[1]}), got {tuple(q.shape)}, "
                f"{tuple(k.shape)}, {tuple(v.shape)}"
            )
        if k.size(2) == 0:
            raise ValueError(
                "attention needs at least one key (S >= 1), got S = 0: an empty "
                "source sentence?"
            )

    def _check_inputs(self, query, key, value) -> None:
        D = self.d_model
        given = [t for t in (query, key, value) if t is not None]
        if (
            any(t.dim() != 3 or t.size(-1) != D for t in given)
            or (value is not None and key.shape[:2] != value.shape[:2])
            or key.size(0) != query.size(0)
        ):
            shapes = ", ".join(str(tuple(t.shape)) for t in given)
            raise ValueError(
                f"expected query (B, T, {D}), key and value (B, S, {D}), got {shapes}"
            )
        # [detail end]


def _check_bias(bias, shape) -> None:
    if not isinstance(bias, torch.Tensor) or not bias.is_floating_point():
        got = bias.dtype if isinstance(bias, torch.Tensor) else type(bias).__name__
        raise ValueError(f"expected attn_bias as a float tensor, got {got}")
    try:
        ok = torch.broadcast_shapes(bias.shape, shape) == torch.Size(shape)
    except RuntimeError:
        ok = False
    if not ok:
        raise ValueError(
            f"expected attn_bias broadcastable to (B, H, T, S) = {shape}, "
            f"got {tuple(bias.shape)}"
        )


@contextmanager
def record_attention(module: nn.Module) -> Iterator[dict[str, torch.Tensor]]:
    """Inside the `with`, every MultiHeadAttention in `module` saves its weights.

        with record_attention(model) as weights:
            model(src, tgt)
        weights["decoder.layers.0.cross_attn"]  # (B, H, T, S) of the last call

    Outside it, nothing is stored and the fused kernel runs.
    """
    weights: dict[str, torch.Tensor] = {}
    layers = [
        (name, m)
        for name, m in module.named_modules()
        if isinstance(m, MultiHeadAttention)
    ]
    for name, layer in layers:
        layer._recorder = lambda w, name=name: weights.__setitem__(name, w)
    try:
        yield weights
    finally:
        for _, layer in layers:
            layer._recorder = None
