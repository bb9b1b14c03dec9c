"""The pieces around attention (chapter 6): feed-forward network, LayerNorm, Add & Norm.

Shapes: B batch, T positions, D = d_model, F = d_ff. Every function acts on the last
dimension only, so each position is processed on its own ("position-wise").
LayerNorm here is built from scratch and agrees with nn.LayerNorm; AddNorm uses
nn.LayerNorm, the same computation in one fused kernel (faster, above all backward).
"""

from __future__ import annotations

from collections.abc import Callable

import torch
import torch.nn.functional as F
from torch import nn

__all__ = ["feed_forward", "FeedForward", "layer_norm", "LayerNorm", "AddNorm"]


def feed_forward(
    x: torch.Tensor,
    W_1: torch.Tensor,
    b_1: torch.Tensor,
    W_2: torch.Tensor,
    b_2: torch.Tensor,
) -> torch.Tensor:
    """max(0, x W_1 + b_1) W_2 + b_2: (..., D), W_1 (D, F), W_2 (F, D) -> (..., D)."""
    hidden = torch.relu(x @ W_1 + b_1)  # (..., F)
    return hidden @ W_2 + b_2  # (..., D)


class FeedForward(nn.Module):
    """Position-wise feed-forward network: (B, T, d_model) -> (B, T, d_model).

    dropout drops hidden units during training: not in the paper, so off by default
    (nn.TransformerEncoderLayer applies its one dropout rate here too).
    """

    def __init__(self, d_model: int, d_ff: int, dropout: float = 0.0):
        super().__init__()
        self.d_model, self.d_ff = d_model, d_ff
        self.W_1 = nn.Linear(d_model, d_ff)  # expand: D -> F
        self.W_2 = nn.Linear(d_ff, d_model)  # contract: F -> D
        self.dropout = nn.Dropout(dropout)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if x.size(-1) != self.d_model:
            raise ValueError(
                f"expected x of shape (..., d_model={self.d_model}), "
                f"got {tuple(x.shape)}"
            )
        # 1) expand each position to d_ff features and keep the positive part
        hidden = F.relu(self.W_1(x))  # (B, T, F)
        # 2) contract back to d_model (optional dropout on the hidden units)
        return self.W_2(self.dropout(hidden))  # (B, T, D)


def layer_norm(
    x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor, eps: float = 1e-5
) -> torch.Tensor:
    """gamma * (x - mean) / sqrt(var + eps) + beta over the last dim: (..., D) -> (..., D)."""
    mean = x.mean(dim=-1, keepdim=True)  # (..., 1)
    var = x.var(dim=-1, unbiased=False, keepdim=True)  # (..., 1), divides by D
    x_hat = (x - mean) / torch.sqrt(var + eps)  # (..., D), mean 0, variance ~1
    return weight * x_hat + bias  # (..., D)


class LayerNorm(nn.Module):
    """LayerNorm over the last dimension, from scratch: (..., d_model) -> (..., d_model)."""

    def __init__(self, d_model: int, eps: float = 1e-5):
        super().__init__()
        self.d_model, self.eps = d_model, eps
        # Same names as nn.LayerNorm, so state dicts can be copied either way.
        self.weight = nn.Parameter(torch.ones(d_model))  # gamma, the gain
        self.bias = nn.Parameter(torch.zeros(d_model))  # beta, the shift

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if x.size(-1) != self.d_model:
            raise ValueError(
                f"expected x of shape (..., d_model={self.d_model}), "
                f"got {tuple(x.shape)}"
            )
        return layer_norm(x, self.weight, self.bias, self.eps)  # (..., D)

    def extra_repr(self) -> str:
        return f"{self.d_model}, eps={self.eps}"


class AddNorm(nn.Module):
    """Residual connection + LayerNorm around a sublayer, post-LN or pre-LN: (B, T, D).

    dropout is the paper's residual dropout: applied to the sublayer's output before it
    is added to x (the paper's section 5.4; P_drop = 0.1 in the base model).
    """

    def __init__(self, d_model: int, dropout: float = 0.0, norm_first: bool = False):
        super().__init__()
        self.norm_first = norm_first
        self.norm = nn.LayerNorm(d_model)  # = our LayerNorm, fused (chapter 6)
        self.dropout = nn.Dropout(dropout)

    def forward(
        self, x: torch.Tensor, sublayer: Callable[[torch.Tensor], torch.Tensor]
    ) -> torch.Tensor:
        if self.norm_first:
            # pre-LN: normalise the sublayer's input; the residual path stays untouched
            return x + self.dropout(sublayer(self.norm(x)))  # (B, T, D)
        # post-LN (the paper): add the sublayer's output to x, then normalise the sum
        return self.norm(x + self.dropout(sublayer(x)))  # (B, T, D)

    def extra_repr(self) -> str:
        return f"norm_first={self.norm_first}"
