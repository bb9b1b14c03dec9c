"""Checks for chapter 3 (attention): ex03.softmax, ex03.attention."""

from __future__ import annotations

import math

import torch

from ..attention import scaled_dot_product_attention, softmax
from .core import Case, Exercise, Mistake
from .policy import ATTENTION, SOFTMAX
from .registry import register
from .vary import normal, resample

# --- ex03.softmax: softmax(x) over the last axis


def _softmax_last(x):
    return softmax(x, dim=-1)


register(
    Exercise(
        id="ex03.softmax",
        title="A numerically stable softmax",
        function="softmax",
        forbidden=SOFTMAX,
        reference=_softmax_last,
        cases=[
            Case("one row of 5 scores", normal((5,)), seed=1),
            Case("3 rows of 7 scores", normal((3, 7)), seed=2),
            Case(
                "a batch (2, 3, 7), float64",
                normal((2, 3, 7), dtype=torch.float64),
                seed=3,
            ),
            Case(
                "large scores (up to ~30 000)",
                normal((4, 6), scale=1e4),
                seed=4,
                points=2,
            ),
            Case("a batch of one row, (1, 5)", normal((1, 5)), seed=5),
        ],
        mistakes=[
            Mistake(
                "subtract each row's maximum before exp (x - x.amax(dim=-1, "
                "keepdim=True)): exp of a large score overflows to inf, and inf/inf is nan",
                lambda x: x.exp() / x.exp().sum(dim=-1, keepdim=True),
            ),
            Mistake(
                "normalise over the last axis (dim=-1), one row at a time: your "
                "columns sum to 1, not your rows",
                lambda x: torch.softmax(x, dim=0),
            ),
            Mistake(
                "normalise each row on its own (sum over dim=-1 with keepdim=True): "
                "you divided by the total of the whole tensor",
                lambda x: (x - x.max()).exp() / (x - x.max()).exp().sum(),
            ),
            Mistake(
                "softmax is exp(x) / sum(exp(x)) over the row, not the sigmoid "
                "1 / (1 + exp(-x)) of each score on its own",
                torch.sigmoid,
            ),
        ],
        error_hints=[
            (
                "must match the size of tensor",
                "keep the summed axis so that it broadcasts: .sum(dim=-1, keepdim=True)",
            )
        ],
    )
)

# --- ex03.attention: attention(q, k, v) -> (out, weights)


def _qkv(batch, T, S, d_k, d_v):
    def make(g: torch.Generator) -> tuple:
        q = torch.randn(*batch, T, d_k, generator=g)
        k = torch.randn(*batch, S, d_k, generator=g)
        v = torch.randn(*batch, S, d_v, generator=g)
        return q, k, v

    return make


# the worked example of chapter 3: "cats chase mice"
_X = torch.tensor([[1.0, 0, 1, 0], [0, 2, 0, 1], [1, 1, 0, 1]])
_W_Q = torch.tensor([[1.0, 0, 0, 1], [0, 1, 0, 0], [1, 0, 1, 0], [0, 0, 1, 1]])
_W_K = torch.tensor([[0.0, 1, 1, 0], [1, 0, 0, 0], [0, 0, 1, 1], [1, 1, 0, 0]])
_W_V = torch.tensor([[1.0, 0, 0, 0], [0, 1, 0, 0], [0, 0, 2, 0], [0, 0, 0, 1]])


_DOT_T_HINT = (
    "transpose only the last two axes of k: k.transpose(-2, -1) (k.T reverses every "
    "axis of a batched tensor)"
)


def _reference_attention(q, k, v):
    return scaled_dot_product_attention(q, k, v)


def _attention_with(q, k, v, *, divisor=None, axis=-1, swap=False):
    """Attention with one usual mistake switched on."""
    d_k = q.shape[-1]
    divisor = math.sqrt(d_k) if divisor is None else divisor(d_k)
    scores = (k @ q.transpose(-2, -1) if swap else q @ k.transpose(-2, -1)) / divisor
    weights = torch.softmax(scores, dim=axis)
    return weights @ v, weights


register(
    Exercise(
        id="ex03.attention",
        title="Scaled dot-product attention",
        function="attention",
        forbidden=ATTENTION,
        reference=_reference_attention,
        outputs=("out", "weights"),
        cases=[
            Case(
                "the worked example: cats chase mice",
                (_X @ _W_Q, _X @ _W_K, _X @ _W_V),
                vary=resample(),  # graded: other q, k, v of the same shapes
            ),
            Case("T=4 queries, S=6 keys, d_k=8, d_v=3", _qkv((), 4, 6, 8, 3), seed=1),
            Case(
                "a batch (2, 3, 5, 16): 5 queries, 5 keys",
                _qkv((2, 3), 5, 5, 16, 16),
                seed=2,
            ),
            Case("large d_k = 256", _qkv((2,), 6, 6, 256, 4), seed=3, points=2),
            Case("one query, one key (T = S = 1)", _qkv((2,), 1, 1, 4, 4), seed=4),
        ],
        mistakes=[
            Mistake(
                "divide the scores by √d_k (math.sqrt of q.shape[-1]) before the softmax: "
                "without it large d_k saturates the softmax",
                lambda q, k, v: _attention_with(q, k, v, divisor=lambda d: 1.0),
            ),
            Mistake(
                "divide by the square root of d_k, not by d_k itself",
                lambda q, k, v: _attention_with(q, k, v, divisor=lambda d: d),
            ),
            Mistake(
                "divide the scores by √d_k; you multiplied by it",
                lambda q, k, v: _attention_with(q, k, v, divisor=lambda d: d**-0.5),
            ),
            Mistake(
                "apply the softmax over the last axis (the keys, dim=-1): each query's "
                "weights must sum to 1",
                lambda q, k, v: _attention_with(q, k, v, axis=-2),
            ),
            Mistake(
                "the scores are q @ k^T (row i holds query i's scores): you computed "
                "k @ q^T",
                lambda q, k, v: _attention_with(q, k, v, swap=True),
            ),
        ],
        error_hints=[
            (substring, _DOT_T_HINT)  # today's error, and the one torch announces
            for substring in ("must match the size of tensor", "`x.T`")
        ],
    )
)
