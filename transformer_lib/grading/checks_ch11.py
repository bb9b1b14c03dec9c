"""Checks for chapter 11 (positional schemes): ex11.rope, ex11.alibi, ex11.t5_bucket.

The library's answer, transformer_lib.position_schemes, is always forbidden; everything
in PyTorch is allowed (complex numbers, torch.polar, torch.log): none of it answers an
exercise on its own.
"""

from __future__ import annotations

import math

import torch

from ..position_schemes import alibi_bias, alibi_slopes, relative_bucket, rotary_angles
from ..position_schemes import rotate as rotate_pairs
from .core import Case, Exercise, Mistake
from .registry import register
from .vary import normal, other_than

# --- ex11.rope: rope(x, base=10000.0) -> (..., L, d_k), x's dtype
# The pair (x_2i, x_2i+1) at position m = 0 .. L-1 rotated by m * theta_i,
# theta_i = base^(-2i / d_k).


def reference_rope(x: torch.Tensor, base: float = 10000.0) -> torch.Tensor:
    """Rotary embeddings of x (..., L, d_k) at the positions 0 .. L-1."""
    L, d_k = x.shape[-2], x.shape[-1]
    angles = rotary_angles(torch.arange(L), d_k, base)  # (L, d_k/2), float64
    return rotate_pairs(x, angles.cos(), angles.sin())


def _rope_variant(pairs="interleaved", sign=1, first=0, exponent="pairs",
                  use_base=True, out_dtype=None):  # fmt: skip
    """Rotary embeddings with one of the usual mistakes switched on."""

    def wrong(x, base=10000.0):
        base = base if use_base else 10000.0
        L, d_k = x.shape[-2], x.shape[-1]
        i = torch.arange(d_k // 2, dtype=torch.float64)
        power = 2 * i / d_k if exponent == "pairs" else i / d_k
        m = torch.arange(first, first + L, dtype=torch.float64)[:, None]
        angle = sign * m * base ** (-power)  # (L, d_k/2)
        if out_dtype is not None:  # computed in out_dtype, never converted back
            x = x.to(out_dtype)
        c, s = angle.cos().to(x.dtype), angle.sin().to(x.dtype)
        if pairs == "interleaved":
            a, b = x[..., 0::2], x[..., 1::2]
            out = torch.stack([a * c - b * s, a * s + b * c], -1).flatten(-2)
        else:  # "halves": (x_i, x_{i + d_k/2}), rotate_half of many code bases
            a, b = x[..., : d_k // 2], x[..., d_k // 2 :]
            out = torch.cat([a * c - b * s, a * s + b * c], -1)
        return out

    return wrong


ROPE_FREQUENCY = (
    "theta_i = base^(-2i/d_k), where i counts pairs of columns: "
    "torch.arange(0, d_k, 2) / d_k"
)

register(
    Exercise(
        id="ex11.rope",
        title="Rotary embeddings (RoPE)",
        function="rope",
        reference=reference_rope,
        cases=[
            Case("one position is left alone, d_k = 2", normal((1, 2)), seed=1),
            Case("5 positions, d_k = 4", normal((5, 4)), seed=2),
            Case("heads: (2, 3, 7, 8)", normal((2, 3, 7, 8)), seed=3),
            Case(
                "float64, 40 positions, d_k = 16",
                normal((40, 16), dtype=torch.float64),
                seed=4,
            ),
            Case("base = 100", normal((2, 9, 6)), {"base": 100.0}, seed=5),
            Case("64 positions, d_k = 32", normal((4, 64, 32)), seed=6),
        ],
        mistakes=[
            Mistake(
                "the pairs are interleaved, (x_2i, x_2i+1) as in chapter 2's table: "
                "you paired x_i with x_(i + d_k/2) (rotate_half)",
                _rope_variant(pairs="halves"),
            ),
            Mistake(
                "rotate by +m·theta_i: (a, b) -> (a cos − b sin, a sin + b cos); "
                "you rotated the other way",
                _rope_variant(sign=-1),
            ),
            Mistake(
                "positions start at 0: the first position is not rotated at all",
                _rope_variant(first=1),
            ),
            Mistake(ROPE_FREQUENCY, _rope_variant(exponent="i")),
            Mistake(
                "return x's dtype (compute the angles in float64 if you like, then "
                "convert cos and sin to x.dtype)",
                _rope_variant(out_dtype=torch.float64),
            ),
            Mistake(
                "use the base argument instead of the constant 10000",
                _rope_variant(use_base=False),
            ),
        ],
        error_hints=[
            (
                "must match the size of tensor",
                "the angles are (L, d_k/2): one per "
                "position and pair, broadcast over the leading axes of x",
            ),  # fmt: skip
        ],
    )
)

# --- ex11.alibi: alibi(n_heads, length) -> (H, L, L) float32
# bias[h, m, n] = -lambda_h |n - m| with Press et al.'s slopes lambda_h.


def reference_alibi(n_heads: int, length: int) -> torch.Tensor:
    """ALiBi's bias (H, L, L), float32, for queries and keys at 0 .. L-1."""
    positions = torch.arange(length)
    return alibi_bias(alibi_slopes(n_heads), positions, positions).float()


def _alibi_variant(slopes="right", distance="abs", sign=-1, dtype=torch.float32):
    """ALiBi's bias with one of the usual mistakes switched on."""

    def wrong(n_heads, length):
        h = torch.arange(1, n_heads + 1, dtype=torch.float64)
        if slopes == "2^-h":
            m = 2.0**-h
        elif slopes == "from 0":
            m = 2.0 ** (-8.0 * (h - 1) / n_heads)
        elif slopes == "any H":  # the power-of-two formula for every H
            m = 2.0 ** (-8.0 * h / n_heads)
        else:
            m = alibi_slopes(n_heads)
        i = torch.arange(length, dtype=torch.float64)
        d = i[:, None] - i[None, :]  # query minus key
        if distance == "abs":
            d = d.abs()
        elif distance == "key minus query":
            d = -d
        return (sign * m[:, None, None] * d).to(dtype)

    return wrong


def _heads_and_length(heads, length):
    """A ``vary``: the number of heads from ``heads`` (a tuple to choose from, the
    fixed one left out) and the length from (low, high, values to avoid) or fixed."""

    def vary(args, kwargs, g):
        H, L = args
        choices = [h for h in heads if h != H] or [H]  # one head: the length varies
        H = choices[int(torch.randint(len(choices), (1,), generator=g))]
        if not isinstance(length, int):
            L = other_than(g, *length)
        return (H, L), kwargs

    return vary


POWERS = (2, 4, 8, 16)
NOT_POWERS = (3, 5, 6, 7, 10, 12, 20)

register(
    Exercise(
        id="ex11.alibi",
        title="ALiBi's bias",
        function="alibi",
        reference=reference_alibi,
        cases=[
            Case(
                "one head, 4 positions",
                (1, 4),
                vary=_heads_and_length((1,), (2, 9, (4,))),
            ),
            Case(
                "4 heads, 6 positions",
                (4, 6),
                vary=_heads_and_length(POWERS, (3, 12, (6,))),
            ),
            Case("8 heads, one position", (8, 1), vary=_heads_and_length(POWERS, 1)),
            Case(
                "6 heads: not a power of two",
                (6, 5),
                vary=_heads_and_length(NOT_POWERS, (3, 10, (5,))),
            ),
            Case(
                "12 heads, 20 positions",
                (12, 20),
                vary=_heads_and_length(NOT_POWERS, (15, 30, (20,))),
            ),
        ],  # fmt: skip
        mistakes=[
            Mistake(
                "the bias is a penalty, −λ_h·|n − m|: it lowers the scores of "
                "distant keys (you added it with a + sign)",
                _alibi_variant(sign=1),
            ),
            Mistake(
                "the distance is |i − j|: with i − j, the keys after the query (the "
                "encoder sees them) get a bonus instead of a penalty",
                _alibi_variant(distance="query minus key"),
            ),
            Mistake(
                "the distance is |i − j|: with j − i, every key before the query "
                "gets a bonus instead of a penalty",
                _alibi_variant(distance="key minus query"),
            ),
            Mistake(
                "the slopes are 2^(−8h/H) for h = 1 .. H (8 spread over the heads), "
                "not 2^(−h)",
                _alibi_variant(slopes="2^-h"),
            ),
            Mistake(
                "h counts from 1: the first head's slope is 2^(−8/H), not 1",
                _alibi_variant(slopes="from 0"),
            ),
            Mistake(
                "when H is not a power of two, take the slopes of the power of two "
                "below it (P), then every other slope of 2P, as Press et al. do",
                _alibi_variant(slopes="any H"),
            ),
            Mistake(
                "return float32 (compute in float64 if you like, then .float())",
                _alibi_variant(dtype=torch.float64),
            ),
        ],
    )
)

# --- ex11.t5_bucket: t5_bucket(relative, bidirectional, num_buckets=32,
#     max_distance=128) -> the same shape, int64


def reference_t5_bucket(relative, bidirectional, num_buckets=32, max_distance=128):
    """T5's bucket of each relative position (key − query)."""
    return relative_bucket(
        relative,
        bidirectional=bidirectional,
        num_buckets=num_buckets,
        max_distance=max_distance,
    )


def _relative_inputs(shape, reach):
    """Random relative positions key − query in −reach .. reach, with 0 and ±1 in."""

    def make(g: torch.Generator) -> tuple:
        rel = torch.randint(-reach, reach + 1, shape, generator=g)
        rel.view(-1)[:3] = torch.tensor([0, 1, -1])
        return (rel,)

    return make


def _bucket_variant(split=True, direction="key minus query", spacing="log",
                    clamp=True, causal="clamp", halves=True, rounding="floor"):  # fmt: skip
    """T5's buckets with one of the usual mistakes switched on."""

    def wrong(relative, bidirectional, num_buckets=32, max_distance=128):
        rel = relative if direction == "key minus query" else -relative
        n = num_buckets // 2 if bidirectional and halves else num_buckets
        exact = n // 2
        first = torch.zeros_like(rel)
        if bidirectional:
            if split:
                first = (rel > 0).long() * n
            d = rel.abs()
        else:
            d = (-rel).clamp(min=0) if causal == "clamp" else rel.abs()
        d64 = d.double().clamp(min=1)
        if spacing == "log":
            x = math.log(max_distance / exact)
            far = exact + torch.log(d64 / exact) / x * (n - exact)
        else:  # linear from exact to max_distance
            far = exact + (d64 - exact) / (max_distance - exact) * (n - exact)
        far = far.round() if rounding == "round" else far.floor()
        far = far.long()
        if clamp:
            far = far.clamp(max=n - 1)
        return first + torch.where(d < exact, d, far)

    return wrong


ENCODER = {"bidirectional": True}
DECODER = {"bidirectional": False}

register(
    Exercise(
        id="ex11.t5_bucket",
        title="T5's relative position buckets",
        function="t5_bucket",
        reference=reference_t5_bucket,
        cases=[
            Case(
                "encoder, distances up to 12",
                _relative_inputs((6, 8), 12),
                ENCODER,
                seed=1,
            ),
            Case(
                "decoder, distances up to 12",
                _relative_inputs((6, 8), 12),
                DECODER,
                seed=2,
            ),
            Case(
                "encoder, distances up to 300",
                _relative_inputs((40,), 300),
                ENCODER,
                seed=3,
            ),
            Case(
                "decoder, distances up to 300",
                _relative_inputs((40,), 300),
                DECODER,
                seed=4,
            ),
            Case(
                "encoder, 16 buckets, max_distance 40",
                _relative_inputs((50,), 60),
                {**ENCODER, "num_buckets": 16, "max_distance": 40},
                seed=5,
            ),
            Case(
                "decoder, 8 buckets, max_distance 20",
                _relative_inputs((5, 9), 40),
                {**DECODER, "num_buckets": 8, "max_distance": 20},
                seed=6,
            ),
        ],  # fmt: skip
        mistakes=[
            Mistake(
                "relative is key − query: a key before the query has relative < 0. "
                "You read it as query − key",
                _bucket_variant(direction="query minus key"),
            ),
            Mistake(
                "in the encoder, the keys after the query (relative > 0) get the "
                "second half of the buckets: add num_buckets // 2 to theirs",
                _bucket_variant(split=False),
            ),
            Mistake(
                "in the encoder each direction gets half the buckets: "
                "n = num_buckets // 2, and exact = n // 2",
                _bucket_variant(halves=False),
            ),
            Mistake(
                "in the decoder (bidirectional=False) a key after the query gets "
                "bucket 0: distance = max(−relative, 0), not |relative|",
                _bucket_variant(causal="abs"),
            ),
            Mistake(
                "beyond exact = n // 2 the buckets are spaced logarithmically: "
                "exact + log(d / exact) / log(max_distance / exact) · (n − exact)",
                _bucket_variant(spacing="linear"),
            ),
            Mistake(
                "distances of max_distance and beyond share the last bucket: clamp "
                "the logarithmic bucket to n − 1",
                _bucket_variant(clamp=False),
            ),
            Mistake(
                "round the logarithmic bucket down (floor, or .long() on a "
                "positive number), not to the nearest",
                _bucket_variant(rounding="round"),
            ),
        ],
    )
)
