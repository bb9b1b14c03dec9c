"""Chapter 1: token ids -> vectors. A lookup table, scaled by sqrt(d_model) (paper §3.4)."""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F
from torch import nn

__all__ = ["one_hot", "embed", "TokenEmbedding"]


def _check_ids(ids: torch.Tensor, vocab_size: int) -> None:
    if not isinstance(ids, torch.Tensor) or ids.is_floating_point() or ids.is_complex():
        got = ids.dtype if isinstance(ids, torch.Tensor) else type(ids).__name__
        raise ValueError(f"expected an integer tensor of token ids, got {got}")
    if ids.numel() and (ids.min() < 0 or ids.max() >= vocab_size):
        raise ValueError(
            f"expected ids in [0, {vocab_size}), got values from "
            f"{ids.min().item()} to {ids.max().item()}"
        )


def one_hot(ids: torch.Tensor, vocab_size: int) -> torch.Tensor:
    """Ids (...) -> float one-hot vectors (..., V): a 1 at each id, 0 elsewhere."""
    _check_ids(ids, vocab_size)
    return F.one_hot(ids.long(), vocab_size).float()  # (..., V)


def embed(
    ids: torch.Tensor, weight: torch.Tensor, padding_idx: int | None = None
) -> torch.Tensor:
    """Ids (...) -> rows of ``weight`` (V, D): (..., D); equals one_hot(ids) @ weight."""
    if weight.dim() != 2:
        raise ValueError(f"expected a (V, D) weight, got shape {tuple(weight.shape)}")
    _check_ids(ids, weight.shape[0])
    # Row lookup, not a matmul: same numbers, no (..., V) one-hot tensor in memory.
    # padding_idx only stops gradients from flowing into that row.
    return F.embedding(ids, weight, padding_idx=padding_idx)  # (..., D)


class TokenEmbedding(nn.Module):
    """Ids (B, T) -> vectors (B, T, D): a learned table, multiplied by sqrt(d_model)."""

    def __init__(self, vocab_size: int, d_model: int, padding_idx: int | None = None):
        super().__init__()
        if padding_idx is not None and not 0 <= padding_idx < vocab_size:
            raise ValueError(
                f"expected padding_idx in [0, {vocab_size}), got {padding_idx}"
            )
        self.d_model, self.padding_idx = d_model, padding_idx
        self.weight = nn.Parameter(torch.empty(vocab_size, d_model))  # (V, D)
        self.reset_parameters()

    def reset_parameters(self) -> None:
        # N(0, 1/d_model): after the sqrt(d_model) scale each entry has variance 1,
        # the same order as the positional encoding's values in [-1, 1].
        nn.init.normal_(self.weight, mean=0.0, std=self.d_model**-0.5)
        if self.padding_idx is not None:
            with torch.no_grad():
                self.weight[self.padding_idx].zero_()  # padding carries no meaning

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        x = embed(ids, self.weight, self.padding_idx)  # (B, T, D)
        return x * math.sqrt(self.d_model)
