"""Chapter 11: ways to tell a Transformer where each token is, beyond the paper's table.

Two families. Absolute schemes add a vector per position to the token vectors, once, at
the input: the paper's sinusoidal table (chapter 2), a learned table, and SHAPE (the
sinusoidal table, shifted by a random offset during training). Relative schemes act
inside self-attention and see only the distance between a query and a key: T5's learned
bias per distance bucket and head, rotary embeddings (RoPE: queries and keys rotated by
their position), and ALiBi (a fixed penalty per unit of distance, one slope per head).
"none" (NoPE) gives the decoder no positions at all: its causal mask alone lets a
position count how many came before it. Cross-attention gets no positions in any
scheme (as in T5 and the RoPE and ALiBi papers): the encoder's states it reads already
carry them.

Shapes: H heads, T query positions, S key positions, d_k the per-head size. Positions are
integer tensors: q_pos (T,), k_pos (S,).
"""

from __future__ import annotations

import math

import torch
from torch import nn

from transformer_lib.positional import SinusoidalPositionalEncoding, _add_positions

__all__ = [
    "SCHEMES",
    "ABSOLUTE",
    "RELATIVE",
    "rotary_angles",
    "rotate",
    "RotaryEmbedding",
    "alibi_slopes",
    "alibi_bias",
    "relative_bucket",
    "RelativePositionBias",
    "ShiftedSinusoidalEncoding",
    "NoPositions",
]

ABSOLUTE = ("sinusoidal", "learned", "shape")  # added to the input, once
RELATIVE = ("t5", "rope", "alibi")  # inside every self-attention layer
SCHEMES = (*ABSOLUTE, *RELATIVE, "none")


# --- rotary embeddings (Su et al. 2021) ------------------------------------------------


def rotary_angles(positions: torch.Tensor, d_k: int, base: float = 10000.0):
    """Angles (L, d_k/2) in float64: position m times theta_i = base^(-2i / d_k).

    The same frequencies as the sinusoidal table of chapter 2, now per head (d_k).
    """
    if d_k <= 0 or d_k % 2:
        raise ValueError(f"rotary embeddings need an even head size d_k, got {d_k}")
    theta = base ** (-torch.arange(0, d_k, 2, dtype=torch.float64) / d_k)  # (d_k/2,)
    return positions.to(torch.float64)[:, None] * theta  # (L, d_k/2)


def rotate(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
    """Rotate each pair (x_2i, x_2i+1) of x (..., L, d_k) by the angle with that cos
    and sin (L, d_k/2): the paper's interleaved pairs, as in chapter 2's table."""
    even, odd = x[..., 0::2], x[..., 1::2]  # (..., L, d_k/2) each
    cos, sin = cos.to(x.dtype), sin.to(x.dtype)
    # (a + ib) e^{i phi} = (a cos phi - b sin phi) + i (a sin phi + b cos phi)
    out = torch.stack([even * cos - odd * sin, even * sin + odd * cos], dim=-1)
    return out.flatten(-2)  # (..., L, d_k): the pairs back in their places


class RotaryEmbedding(nn.Module):
    """cos and sin of every position's angles, kept as buffers (max_len, d_k/2).

    rotary(L, offset) -> (cos, sin) for positions offset .. offset + L - 1; pass them
    to `rotate` for the queries and for the keys of those positions.
    """

    def __init__(self, d_k: int, max_len: int, base: float = 10000.0):
        super().__init__()
        angles = rotary_angles(torch.arange(max_len), d_k, base)  # (L, d_k/2)
        # not persistent: recomputed from the formula, so not in the state_dict
        self.register_buffer("cos", angles.cos().float(), persistent=False)
        self.register_buffer("sin", angles.sin().float(), persistent=False)

    def forward(self, length: int, offset: int = 0):
        if offset < 0 or offset + length > self.cos.size(0):
            raise ValueError(
                f"needs positions {offset}..{offset + length - 1} but max_len = "
                f"{self.cos.size(0)} covers 0..{self.cos.size(0) - 1}"
            )
        return self.cos[offset : offset + length], self.sin[offset : offset + length]


# --- ALiBi (Press et al. 2022) --------------------------------------------------------


def alibi_slopes(n_heads: int) -> torch.Tensor:
    """One slope per head (H,), float64: a geometric sequence starting at 2^(-8/H).

    For H a power of two: lambda_h = 2^(-8h/H), h = 1 .. H. Otherwise: the slopes of the
    power of two below H, then every other slope of twice that power (Press et al.).
    """
    if type(n_heads) is not int or n_heads < 1:
        raise ValueError(f"expected n_heads as an int >= 1, got {n_heads!r}")
    power = 2 ** int(math.floor(math.log2(n_heads)))
    h = torch.arange(1, power + 1, dtype=torch.float64)
    slopes = 2.0 ** (-8.0 * h / power)  # (power,)
    if power < n_heads:
        extra = alibi_slopes(2 * power)[0::2][: n_heads - power]
        slopes = torch.cat([slopes, extra])
    return slopes  # (H,)


def alibi_bias(
    slopes: torch.Tensor, q_pos: torch.Tensor, k_pos: torch.Tensor
) -> torch.Tensor:
    """The bias (H, T, S) added to the scores: -lambda_h * |n - m| for query m, key n.

    Symmetric, so one formula serves the encoder (keys on both sides) and the decoder
    (where the causal mask removes the keys after the query anyway).
    """
    distance = (q_pos[:, None] - k_pos[None, :]).abs()  # (T, S)
    return -slopes[:, None, None] * distance.to(slopes.dtype)  # (H, T, S)


# --- T5's relative position bias (Raffel et al. 2020) ----------------------------------


def relative_bucket(
    relative: torch.Tensor,
    *,
    bidirectional: bool,
    num_buckets: int = 32,
    max_distance: int = 128,
) -> torch.Tensor:
    """The bucket (same shape, int64) of each relative position key - query.

    Bidirectional (the encoder): half the buckets for keys before the query (and the
    query itself), half for keys after it. Causal (the decoder): all buckets for keys
    before the query; a key after it shares bucket 0 with distance 0 (it is masked).
    Within each half of n buckets: distances 0 .. n/2 - 1 get a bucket each; larger
    ones share buckets spaced logarithmically up to max_distance; beyond it, the last.
    """
    if num_buckets < (4 if bidirectional else 2) or num_buckets % 2:
        raise ValueError(
            f"expected an even num_buckets >= {4 if bidirectional else 2}, "
            f"got {num_buckets}"
        )
    n = num_buckets // 2 if bidirectional else num_buckets  # buckets per direction
    exact = n // 2
    if max_distance <= exact:
        raise ValueError(
            f"expected max_distance > {exact} (the distances with a bucket each), "
            f"got {max_distance}"
        )
    back = -relative  # > 0: the key lies before the query
    first = torch.zeros_like(relative)
    if bidirectional:
        first = (back < 0).long() * n  # keys after the query: the second half
        distance = back.abs()
    else:
        distance = back.clamp(min=0)
    # log-spaced: exact + (n - exact) * log(d / exact) / log(max_distance / exact)
    scale = (n - exact) / math.log(max_distance / exact)
    far = exact + (torch.log(distance.float().clamp(min=1) / exact) * scale).long()
    far = far.clamp(max=n - 1)
    return first + torch.where(distance < exact, distance, far)


class RelativePositionBias(nn.Module):
    """T5's bias: one learned number per (bucket, head). (q_pos (T,), k_pos (S,)) -> (H,
    T, S). One module per stack, shared by all its layers, as in T5."""

    def __init__(
        self,
        n_heads: int,
        *,
        bidirectional: bool,
        num_buckets: int = 32,
        max_distance: int = 128,
    ):
        super().__init__()
        relative_bucket(  # check the sizes now, with a clear error
            torch.zeros(1, dtype=torch.long),
            bidirectional=bidirectional,
            num_buckets=num_buckets,
            max_distance=max_distance,
        )
        self.bidirectional = bidirectional
        self.num_buckets, self.max_distance = num_buckets, max_distance
        self.weight = nn.Parameter(torch.empty(num_buckets, n_heads))  # (buckets, H)
        nn.init.normal_(self.weight, std=0.02)  # small: training shapes it

    def forward(self, q_pos: torch.Tensor, k_pos: torch.Tensor) -> torch.Tensor:
        relative = k_pos[None, :] - q_pos[:, None]  # (T, S): key minus query
        bucket = relative_bucket(
            relative,
            bidirectional=self.bidirectional,
            num_buckets=self.num_buckets,
            max_distance=self.max_distance,
        )
        return self.weight[bucket].permute(2, 0, 1)  # (T, S, H) -> (H, T, S)


# --- SHAPE (Kiyono et al. 2021) and no positions ----------------------------------------


class ShiftedSinusoidalEncoding(SinusoidalPositionalEncoding):
    """The paper's table, but in training each sequence starts at a random position
    k in 0 .. max_shift instead of 0: x (B, T, D) -> dropout(x + PE[k + offset : ...]).

    In eval mode k = 0, as the plain table. The model cannot rely on a position's
    absolute value, only on differences, so longer sentences reuse positions it saw.
    """

    def __init__(
        self,
        d_model: int,
        max_len: int = 5000,
        dropout: float = 0.0,
        max_shift: int = 64,
    ):
        if type(max_shift) is not int or max_shift < 0:
            raise ValueError(f"expected max_shift as an int >= 0, got {max_shift!r}")
        super().__init__(d_model, max_len + max_shift, dropout)  # room for the shift
        self.max_len, self.max_shift = max_len, max_shift

    def forward(self, x: torch.Tensor, offset: int = 0) -> torch.Tensor:
        if not self.training or self.max_shift == 0:
            return self.dropout(_add_positions(x, self.pe[: self.max_len], offset))
        B, T, _ = x.shape
        if offset < 0 or offset + T > self.max_len:
            raise ValueError(
                f"needs positions {offset}..{offset + T - 1} but max_len = "
                f"{self.max_len} covers 0..{self.max_len - 1}"
            )
        shift = torch.randint(0, self.max_shift + 1, (B, 1), device=x.device)  # (B, 1)
        positions = shift + offset + torch.arange(T, device=x.device)  # (B, T)
        return self.dropout(x + self.pe[positions].to(x.dtype))  # (B, T, D)


class NoPositions(nn.Module):
    """x (B, T, D) -> dropout(x): nothing added (relative schemes, or NoPE)."""

    def __init__(self, dropout: float = 0.0):
        super().__init__()
        self.dropout = nn.Dropout(dropout)

    def forward(self, x: torch.Tensor, offset: int = 0) -> torch.Tensor:
        return self.dropout(x)
