"""Chapter 8: the training loss. Target distributions, cross-entropy, KL, label smoothing.

For one position the model gives a distribution p = softmax(logits) over V words, and
the data gives a target distribution q. The loss is the cross-entropy

    H(q, p) = -sum_c q_c log p_c  =  KL(q || p) + H(q)

where KL(q || p) = sum_c q_c (log q_c - log p_c) >= 0 and H(q) = -sum_c q_c log q_c
does not depend on the model: minimising cross-entropy is minimising KL.
With a one-hot q (all mass on the true word y) it is -log p_y.

Label smoothing (paper §5.4, eps = 0.1) moves eps of the mass off the true word. The
model never predicts <pad> (its logit is -inf, so p_pad = 0), so <pad> gets no mass
either and eps is spread over the other V - 1 classes:

    q_c = (1 - eps) * [c = y] + eps / (V - 1)    for c != <pad>,    q_pad = 0.

Positions whose target is <pad> are padding: they are left out of the loss.

Where it equals PyTorch's F.cross_entropy(logits, y, label_smoothing=eps, ...):
- with no <pad> class (pad_id=None, or exclude_pad=False to smooth over <pad> too),
  exactly that call (with ignore_index=pad_id for the second);
- with the <pad> class (the default) and its logit at -inf, as the model gives it:
  that call on the logits without the <pad> column (targets re-indexed), because a
  softmax over V classes with one at -inf is the softmax over the other V - 1.
  F.cross_entropy on all V columns is +inf there: its smoothing puts eps / V on <pad>.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F

__all__ = [
    "one_hot_targets",
    "smoothed_targets",
    "cross_entropy",
    "kl_divergence",
    "entropy",
    "label_smoothed_loss",
]

REDUCTIONS = ("mean", "sum", "sentence", "none")


def _xlogy(x: torch.Tensor, log_y: torch.Tensor) -> torch.Tensor:
    """x * log y, and 0 wherever x = 0 (so 0 * log 0 = 0): torch.xlogy(x, y), from log y."""
    return torch.where(x > 0, x * log_y, torch.zeros_like(x))


def one_hot_targets(target: torch.Tensor, vocab_size: int) -> torch.Tensor:
    """Target ids (...) -> one-hot distributions (..., V): all mass on the true word."""
    _check_target(target, vocab_size)
    return F.one_hot(target.long(), vocab_size).float()  # (..., V)


def smoothed_targets(
    target: torch.Tensor,
    vocab_size: int,
    smoothing: float = 0.1,
    pad_id: int | None = 0,
    exclude_pad: bool = True,
    dtype: torch.dtype | None = None,
) -> torch.Tensor:
    """Target ids (...) -> label-smoothed distributions q (..., V), with q_pad = 0.

    Rows of <pad> targets are all zero: padding positions carry no target.
    exclude_pad=False: eps is spread over all V classes, <pad> included.
    """
    _check_target(target, vocab_size)
    smoothed_over = _smoothed_classes(vocab_size, smoothing, pad_id, exclude_pad)
    dtype = dtype or torch.get_default_dtype()
    # 1) eps / n_classes on every class that can be predicted (not on <pad>) ...
    q = smoothed_over.to(dtype) * (smoothing / int(smoothed_over.sum()))  # (V,)
    q = q.expand(*target.shape, vocab_size).clone()  # (..., V)
    # 2) ... plus 1 - eps on the true word
    q.scatter_add_(
        -1, target.long().unsqueeze(-1), q.new_full((*target.shape, 1), 1 - smoothing)
    )
    if pad_id is not None:
        q[target == pad_id] = 0.0  # padding positions: no target at all
    return q


def cross_entropy(q: torch.Tensor, log_p: torch.Tensor) -> torch.Tensor:
    """H(q, p) = -sum_c q_c log p_c over the last axis: (..., V), (..., V) -> (...)."""
    return -_xlogy(q, log_p).sum(-1)


def entropy(q: torch.Tensor) -> torch.Tensor:
    """H(q) = -sum_c q_c log q_c over the last axis (0 log 0 = 0): (..., V) -> (...)."""
    return -_xlogy(q, q.log()).sum(-1)


def kl_divergence(q: torch.Tensor, log_p: torch.Tensor) -> torch.Tensor:
    """KL(q || p) = sum_c q_c (log q_c - log p_c): (..., V), (..., V) -> (...)."""
    return (_xlogy(q, q.log()) - _xlogy(q, log_p)).sum(-1)


def label_smoothed_loss(
    logits: torch.Tensor,
    target: torch.Tensor,
    smoothing: float = 0.1,
    pad_id: int | None = 0,
    reduction: str = "mean",
    exclude_pad: bool = True,
) -> torch.Tensor:
    """Logits (..., V), target ids (...) -> the label-smoothed cross-entropy.

    Positions whose target is pad_id are ignored. reduction: "mean" over real tokens
    (0 if there are none), "sum", "sentence" (each row's sum, averaged over the rows of
    a (B, T) target), or "none" (the loss at every position, 0 at padding).
    exclude_pad=False spreads eps over all V classes <pad> included, as
    F.cross_entropy(..., label_smoothing=eps, ignore_index=pad_id) does.
    """
    V = logits.size(-1)
    if logits.shape[:-1] != target.shape:
        raise ValueError(
            f"expected logits (..., V) and target (...) with the same leading shape, "
            f"got {tuple(logits.shape)} and {tuple(target.shape)}"
        )
    _check_target(target, V)
    smoothed_over = _smoothed_classes(V, smoothing, pad_id, exclude_pad)  # (V,) bool
    n_classes = int(smoothed_over.sum())  # V - 1 (all but <pad>), or V
    if reduction not in REDUCTIONS:
        raise ValueError(f"expected reduction in {REDUCTIONS}, got {reduction!r}")
    if reduction == "sentence" and target.dim() != 2:
        raise ValueError(
            f"reduction='sentence' needs targets (B, T), got {tuple(target.shape)}"
        )
    if logits.dtype in (torch.float16, torch.bfloat16):
        logits = logits.float()  # the loss in float32 (mixed precision)
    log_p = F.log_softmax(logits, dim=-1)  # (..., V)

    # H(q, p) = -sum_c q_c log p_c with q = (1 - eps) onehot(y) + eps / n_classes
    #         = (1 - eps) (-log p_y) + eps * mean over the n_classes of (-log p_c),
    # so the (..., V) tensor q is never built.
    nll = -log_p.gather(-1, target.long().unsqueeze(-1)).squeeze(-1)  # (...)
    others = ~smoothed_over.to(log_p.device)  # (V,): <pad>, whose log p may be -inf
    uniform = -log_p.masked_fill(others, 0.0).sum(-1) / n_classes  # (...)
    loss = (1 - smoothing) * nll + smoothing * uniform  # (...)

    # Padding positions do not count (masked_fill, not a product: their loss may be inf).
    real = (
        torch.ones_like(target, dtype=torch.bool)
        if pad_id is None
        else target != pad_id
    )
    loss = loss.masked_fill(~real, 0.0)  # (...)
    if reduction == "none":
        return loss
    if reduction == "sum":
        return loss.sum()
    if reduction == "sentence":
        return loss.sum(-1).mean()  # (B, T) -> (B,) -> (): mean sentence loss
    return loss.sum() / real.sum().clamp(min=1)  # "mean": per real token


def _check_target(target, vocab_size: int) -> None:
    if (
        not isinstance(target, torch.Tensor)
        or target.is_floating_point()
        or target.is_complex()
        or target.dtype == torch.bool
    ):
        got = target.dtype if isinstance(target, torch.Tensor) else type(target)
        raise ValueError(f"expected target as an integer tensor of ids, got {got}")
    if target.numel() and bool(((target < 0) | (target >= vocab_size)).any()):
        raise ValueError(
            f"expected target ids in [0, {vocab_size}), got values from "
            f"{int(target.min())} to {int(target.max())}"
        )


def _smoothed_classes(V: int, smoothing, pad_id, exclude_pad: bool) -> torch.Tensor:
    """(V,) bool: the classes that share the smoothing mass (all but an excluded pad)."""
    if type(smoothing) not in (int, float) or not 0.0 <= smoothing < 1.0:
        raise ValueError(f"expected smoothing as a number in [0, 1), got {smoothing!r}")
    if pad_id is not None and (type(pad_id) is not int or not 0 <= pad_id < V):
        raise ValueError(f"expected pad_id None or an int in [0, {V}), got {pad_id!r}")
    smoothed_over = torch.ones(V, dtype=torch.bool)
    if pad_id is not None and exclude_pad:
        smoothed_over[pad_id] = False  # <pad>: no mass (and log p_pad may be -inf)
    if not smoothed_over.any():
        raise ValueError(f"expected at least one class besides <pad>, got V = {V}")
    return smoothed_over
