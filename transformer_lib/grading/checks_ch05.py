"""Checks for chapter 5 (multi-head attention): ex05.split_heads, ex05.merge_heads,
ex05.multihead."""

from __future__ import annotations

import math

import torch

from ..attention import scaled_dot_product_attention
from ..masks import causal_mask, lengths_mask
from ..multihead import merge_heads, split_heads
from .core import Case, Exercise, Mistake
from .policy import ATTENTION
from .registry import register
from .vary import normal

# --- ex05.split_heads: split_heads(x, n_heads) (B, T, D) -> (B, H, T, d_k)


def _split_cases():
    shapes = [((2, 5, 8), 2), ((1, 4, 12), 3), ((3, 6, 16), 4), ((2, 3, 12), 2)]
    cases = [
        Case(
            f"x {shape}, {h} heads",
            lambda g, s=shape, h=h: (normal(s)(g)[0], h),
            seed=i,
        )
        for i, (shape, h) in enumerate(shapes)
    ]
    return cases + [
        Case("one position, 8 heads of size 1", lambda g: (normal((1, 1, 8))(g)[0], 8))
    ]


register(
    Exercise(
        id="ex05.split_heads",
        title="Split into heads",
        function="split_heads",
        reference=split_heads,
        cases=_split_cases(),
        mistakes=[
            Mistake(
                "reshape to (B, T, H, d_k) first and then transpose(1, 2): reshaping "
                "straight to (B, H, T, d_k) mixes the positions",
                lambda x, h: x.reshape(x.shape[0], h, x.shape[1], x.shape[2] // h),
            ),
            Mistake(
                "after the reshape to (B, T, H, d_k), transpose(1, 2) to put the heads "
                "before the positions: (B, H, T, d_k)",
                lambda x, h: x.reshape(*x.shape[:2], h, x.shape[2] // h),
            ),
            Mistake(
                "head i takes the consecutive features i*d_k ... (i+1)*d_k - 1, not "
                "every H-th feature: reshape to (B, T, H, d_k), not (B, T, d_k, H)",
                lambda x, h: x.reshape(*x.shape[:2], x.shape[2] // h, h).permute(
                    0, 3, 1, 2
                ),
            ),
        ],
    )
)

# --- ex05.merge_heads: merge_heads(x) (B, H, T, d_k) -> (B, T, H * d_k)


register(
    Exercise(
        id="ex05.merge_heads",
        title="Merge the heads",
        function="merge_heads",
        reference=merge_heads,
        cases=[
            Case("2 heads (2, 2, 5, 4)", normal((2, 2, 5, 4)), seed=1),
            Case("3 heads (1, 3, 4, 4)", normal((1, 3, 4, 4)), seed=2),
            Case("4 heads, 4 positions (3, 4, 4, 2)", normal((3, 4, 4, 2)), seed=3),
            Case("one head (2, 1, 3, 6)", normal((2, 1, 3, 6)), seed=4),
        ],
        mistakes=[
            Mistake(
                "transpose(1, 2) back to (B, T, H, d_k) before the reshape: reshaping "
                "(B, H, T, d_k) directly mixes the positions",
                lambda x: x.reshape(x.shape[0], x.shape[2], -1),
            ),
            Mistake(
                "concatenate the heads one after the other (head 0's d_k features, then "
                "head 1's, ...): you interleaved their features",
                lambda x: x.permute(0, 2, 3, 1).reshape(x.shape[0], x.shape[2], -1),
            ),
            Mistake(
                "concatenate the heads into (B, T, H * d_k); do not add them up",
                lambda x: x.sum(dim=1),
            ),
            Mistake(
                "concatenate the heads into (B, T, H * d_k); do not average them",
                lambda x: x.mean(dim=1),
            ),
        ],
    )
)

# --- ex05.multihead: multi_head_attention(query, key, value, W_q, W_k, W_v, W_o,
#     n_heads, mask=None) -> (B, T, D), with weights used as x @ W (the paper's way)


def _multihead(q_in, k_in, v_in, W_q, W_k, W_v, W_o, n_heads, mask=None, *,
               scale_by_d_model=False, use_w_o=True, heads=True, merge="right",
               use_mask=True):  # fmt: skip
    """Multi-head attention, with one usual mistake switched on."""
    D = q_in.shape[-1]
    h = n_heads if heads else 1
    q = split_heads(q_in @ W_q, h)  # (B, H, T, d_k)
    k, v = split_heads(k_in @ W_k, h), split_heads(v_in @ W_v, h)  # (B, H, S, d_k)
    if scale_by_d_model:
        q = q * math.sqrt(D // h) / math.sqrt(D)
    out, _ = scaled_dot_product_attention(q, k, v, mask if use_mask else None)
    if merge == "right":
        out = merge_heads(out)  # (B, T, D)
    else:  # no transpose
        out = out.reshape(out.shape[0], out.shape[2], D)
    return out @ W_o if use_w_o else out


def _reference_multihead(q_in, k_in, v_in, W_q, W_k, W_v, W_o, n_heads, mask=None):
    return _multihead(q_in, k_in, v_in, W_q, W_k, W_v, W_o, n_heads, mask)


def _placed(key_mask):
    """A (B, S) key mask on the axes of the scores (B, H, T, S): (B, 1, 1, S)."""
    return key_mask[:, None, None, :]


def _mha_inputs(B, T, S, D, n_heads, mask=None, cross=True):
    def make(g: torch.Generator) -> tuple:
        q_in = torch.randn(B, T, D, generator=g)
        kv_in = torch.randn(B, S, D, generator=g) if cross else q_in
        weights = [torch.randn(D, D, generator=g) / math.sqrt(D) for _ in range(4)]
        return (q_in, kv_in, kv_in, *weights, n_heads, mask)

    return make


register(
    Exercise(
        id="ex05.multihead",
        title="Multi-head attention",
        function="multi_head_attention",
        forbidden=ATTENTION,
        reference=_reference_multihead,
        cases=[
            Case(
                "self-attention, 2 heads",
                _mha_inputs(2, 5, 5, 8, 2, cross=False),
                seed=1,
            ),
            Case(
                "cross-attention, T=3, S=6, 3 heads",
                _mha_inputs(2, 3, 6, 12, 3),
                seed=2,
            ),
            Case(
                "causal mask, 4 heads",
                _mha_inputs(1, 6, 6, 16, 4, mask=causal_mask(6), cross=False),
                seed=3,
            ),
            Case(
                "padding: a key mask placed as (2, 1, 1, 5), 2 heads",
                _mha_inputs(
                    2, 4, 5, 8, 2, mask=_placed(lengths_mask(torch.tensor([5, 2])))
                ),
                seed=4,
            ),
            Case("one head", _mha_inputs(2, 4, 4, 6, 1), seed=5),
        ],
        mistakes=[
            Mistake(
                "each head scales its scores by √d_k with d_k = d_model / n_heads, the "
                "size of one head, not by √d_model",
                lambda *a, **kw: _multihead(*a, **kw, scale_by_d_model=True),
            ),
            Mistake(
                "finish with the output projection: multiply the merged heads by W_o",
                lambda *a, **kw: _multihead(*a, **kw, use_w_o=False),
            ),
            Mistake(
                "split the projections into n_heads heads of size d_model / n_heads "
                "before attention: you ran a single head of size d_model",
                lambda *a, **kw: _multihead(*a, **kw, heads=False),
            ),
            Mistake(
                "merge the heads with transpose(1, 2) before the reshape: reshaping "
                "(B, H, T, d_k) straight to (B, T, D) mixes the positions",
                lambda *a, **kw: _multihead(*a, **kw, merge="no transpose"),
            ),
            Mistake(
                "pass the mask to the attention of every head (it broadcasts over the "
                "head axis): you ignored it",
                lambda *a, **kw: _multihead(*a, **kw, use_mask=False),
            ),
        ],
    )
)
