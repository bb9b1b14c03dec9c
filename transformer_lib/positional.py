"""Chapter 2: where each token is. Sinusoidal (paper §3.5) and learned position vectors."""

from __future__ import annotations

import torch
from torch import nn

__all__ = [
    "sinusoidal_encoding",
    "layout_permutation",
    "relative_shift_matrix",
    "SinusoidalPositionalEncoding",
    "LearnedPositionalEncoding",
]

LAYOUTS = ("interleaved", "concatenated")


def _check(d_model: int, layout: str) -> None:
    if d_model <= 0 or d_model % 2:
        raise ValueError(f"expected an even, positive d_model, got {d_model}")
    if layout not in LAYOUTS:
        raise ValueError(f"expected layout in {LAYOUTS}, got {layout!r}")


def _frequencies(d_model: int, base: float) -> torch.Tensor:
    # omega_i = 1 / base^(2i / d_model), i = 0 .. d_model/2 - 1
    two_i = torch.arange(0, d_model, 2, dtype=torch.float64)  # (D/2,)
    return base ** (-two_i / d_model)  # (D/2,)


def sinusoidal_encoding(
    max_len: int, d_model: int, base: float = 10000.0, layout: str = "interleaved"
) -> torch.Tensor:
    """The fixed table PE (max_len, D): sin(pos * omega_i) and cos(pos * omega_i).

    "interleaved" (the paper): sin on even dims, cos on odd dims.
    "concatenated" (a common implementation): [all the sines | all the cosines].
    """
    _check(d_model, layout)  # a ValueError for an odd d_model or an unknown layout
    if max_len < 0:
        raise ValueError(f"expected max_len >= 0, got {max_len}")
    pos = torch.arange(max_len, dtype=torch.float64)[:, None]  # (L, 1)
    angles = pos * _frequencies(d_model, base)  # (L, D/2): omega_i = base^(-2i/D)
    sin, cos = torch.sin(angles), torch.cos(angles)  # (L, D/2) each
    if layout == "interleaved":
        pe = torch.stack([sin, cos], dim=-1).flatten(1)  # (L, D): s0 c0 s1 c1 ...
    else:
        pe = torch.cat([sin, cos], dim=-1)  # (L, D): s0 s1 ... c0 c1 ...
    return pe.float()


def layout_permutation(d_model: int) -> torch.Tensor:
    """Index tensor perm (D,) with concatenated == interleaved[:, perm]."""
    _check(d_model, "interleaved")
    return torch.cat([torch.arange(0, d_model, 2), torch.arange(1, d_model, 2)])


def relative_shift_matrix(
    k: int, d_model: int, base: float = 10000.0, layout: str = "interleaved"
) -> torch.Tensor:
    """The (D, D) matrix R_k with PE[p + k] = R_k @ PE[p] for every position p.

    For a whole table of row vectors: PE[k:] = PE[:-k] @ R_k.T. R_k depends on k only.
    """
    _check(d_model, layout)  # a ValueError for an odd d_model or an unknown layout
    angle = k * _frequencies(d_model, base)  # (D/2,): k * omega_i
    c, s = torch.cos(angle), torch.sin(angle)  # (D/2,) each
    # sin(a+b) = cos b sin a + sin b cos a;  cos(a+b) = -sin b sin a + cos b cos a
    blocks = torch.stack([torch.stack([c, s], -1), torch.stack([-s, c], -1)], -2)
    R = torch.block_diag(*blocks)  # (D, D): one 2x2 rotation per frequency
    if layout == "concatenated":
        perm = layout_permutation(d_model)
        R = R[perm][:, perm]  # same map, rows and columns in the other order
    return R.float()


def _add_positions(x: torch.Tensor, pe: torch.Tensor, offset: int) -> torch.Tensor:
    if x.dim() != 3 or x.shape[-1] != pe.shape[-1]:
        raise ValueError(
            f"expected x of shape (B, T, {pe.shape[-1]}), got {tuple(x.shape)}"
        )
    T, L = x.shape[1], pe.shape[0]
    if offset < 0 or offset + T > L:
        raise ValueError(
            f"needs positions {offset}..{offset + T - 1} but max_len = {L} covers "
            f"0..{L - 1} (a sequence of length {T} at offset {offset})"
        )
    return x + pe[offset : offset + T].to(x.dtype)  # (B, T, D) + (T, D)


class SinusoidalPositionalEncoding(nn.Module):
    """x (B, T, D) -> dropout(x + PE[:T]); the table is a fixed buffer, not learned."""

    def __init__(
        self,
        d_model: int,
        max_len: int = 5000,
        dropout: float = 0.0,
        layout: str = "interleaved",
    ):
        super().__init__()
        self.dropout = nn.Dropout(dropout)
        # A buffer moves with .to(device) but gets no gradient and no optimizer step.
        # Not persistent: it is recomputed from the formula, so not saved in state_dict.
        pe = sinusoidal_encoding(max_len, d_model, layout=layout)  # (L, D)
        self.register_buffer("pe", pe, persistent=False)

    def forward(self, x: torch.Tensor, offset: int = 0) -> torch.Tensor:
        # offset: position of x[:, 0], for decoding one token at a time (chapter 7)
        # _add_positions: x + table[offset : offset + T], a ValueError past max_len
        return self.dropout(_add_positions(x, self.pe, offset))  # (B, T, D)


class LearnedPositionalEncoding(nn.Module):
    """x (B, T, D) -> dropout(x + table[:T]); the (max_len, D) table is trained."""

    def __init__(self, d_model: int, max_len: int, dropout: float = 0.0):
        super().__init__()
        self.dropout = nn.Dropout(dropout)
        self.weight = nn.Parameter(torch.empty(max_len, d_model))  # (L, D)
        nn.init.normal_(
            self.weight, std=0.02
        )  # small: training shapes it (BERT, GPT-2)

    def forward(self, x: torch.Tensor, offset: int = 0) -> torch.Tensor:
        # _add_positions: x + table[offset : offset + T], a ValueError past max_len
        return self.dropout(_add_positions(x, self.weight, offset))  # (B, T, D)
