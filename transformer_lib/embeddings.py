"""Chapter 1: token ids -> vectors. A lookup table, scaled by sqrt(d_model) (paper §3.4)."""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F
from torch import nn

__all__ = ["one_hot", "embed", "TokenEmbedding"]


def _compiling() -> bool:
    """True while torch.compile traces the code (checks on the data are skipped then)."""
    compiler = getattr(torch, "compiler", None)
    if compiler is not None and hasattr(compiler, "is_compiling"):
        return compiler.is_compiling()
    return torch._dynamo.is_compiling()  # torch < 2.3


def _check_ids(ids: torch.Tensor, vocab_size: int, check_range: bool = True) -> None:
    if not isinstance(ids, torch.Tensor) or ids.dtype not in (torch.int64, torch.int32):
        got = ids.dtype if isinstance(ids, torch.Tensor) else type(ids).__name__
        raise ValueError(
            f"expected an integer tensor of token ids (int64 or int32), got {got}"
        )
    # The range check reads the ids' values: on a GPU that is a wait for the device.
    # Entry points check once per call; torch.compile skips it (it would break the graph).
    if check_range and ids.numel() and not _compiling():
        # one read of one number from the device, and only on error the details
        if bool(((ids < 0) | (ids >= vocab_size)).any()):
            low, high = int(ids.min()), int(ids.max())
            raise ValueError(
                f"expected ids in [0, {vocab_size}), got values from {low} to {high}"
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
    """Ids (B, T) -> vectors (B, T, D): a learned table, multiplied by sqrt(d_model).

    check_ids=False skips the id-range check (for callers that check once themselves).
    """

    def __init__(
        self,
        vocab_size: int,
        d_model: int,
        padding_idx: int | None = None,
        *,
        check_ids: bool = True,
    ):
        super().__init__()
        if padding_idx is not None and not 0 <= padding_idx < vocab_size:
            raise ValueError(
                f"expected padding_idx in [0, {vocab_size}), got {padding_idx}"
            )
        self.d_model, self.padding_idx = d_model, padding_idx
        self.check_ids = check_ids
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
        _check_ids(ids, self.weight.size(0), self.check_ids)
        # padding_idx: the lookup sends no gradient to that row (chapter 1)
        x = F.embedding(ids, self.weight, self.padding_idx)  # (B, T, D)
        return x * math.sqrt(self.d_model)
