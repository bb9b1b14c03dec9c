"""Attention masks (chapter 4): which query may look at which key.

One convention throughout: a bool tensor, True = may attend, broadcastable to the
scores' (B, H, T, S). Combine masks with `&`; attention applies them as
masked_fill(~mask, -inf).
"""

from __future__ import annotations

import torch

__all__ = ["causal_mask", "padding_mask", "lengths_mask", "combine_masks"]


def causal_mask(
    size: int, device: torch.device | str | None = None, *, key_size: int | None = None
) -> torch.Tensor:
    """(T, S) bool, True where key j <= query i: i sees only itself and the past.

    With `key_size` S > T the T queries are the last T of S positions (as when earlier
    keys come from a cache): query i may attend keys j <= i + (S - T).
    """
    S = size if key_size is None else key_size
    if not isinstance(size, int) or size < 1 or not isinstance(S, int) or S < size:
        raise ValueError(
            f"expected sizes 1 <= size <= key_size (ints), got size={size!r}, "
            f"key_size={key_size!r}"
        )
    ones = torch.ones(size, S, dtype=torch.bool, device=device)  # (T, S)
    return torch.tril(ones, diagonal=S - size)  # (T, S)


def padding_mask(ids: torch.Tensor, pad_id: int) -> torch.Tensor:
    """(B, S) token ids -> (B, 1, 1, S) bool, False at padding: nobody attends a pad."""
    if ids.dim() != 2 or ids.dtype.is_floating_point:
        raise ValueError(
            f"expected integer token ids of shape (B, S), got {ids.dtype} of shape "
            f"{tuple(ids.shape)}"
        )
    return (ids != pad_id)[:, None, None, :]  # (B, 1, 1, S)


def lengths_mask(lengths: torch.Tensor, max_len: int | None = None) -> torch.Tensor:
    """(B,) lengths -> (B, 1, 1, S) bool, True at the first lengths[b] positions."""
    lengths = torch.as_tensor(lengths)
    if lengths.dim() != 1 or lengths.dtype.is_floating_point:
        raise ValueError(
            f"expected integer lengths of shape (B,), got {lengths.dtype} of shape "
            f"{tuple(lengths.shape)}"
        )
    longest = int(lengths.max()) if lengths.numel() else 0
    S = longest if max_len is None else max_len
    if lengths.numel() and (int(lengths.min()) < 0 or longest > S):
        raise ValueError(
            f"expected lengths in [0, max_len={S}], got {lengths.tolist()}"
        )
    positions = torch.arange(S, device=lengths.device)  # (S,)
    keep = positions[None, :] < lengths[:, None]  # (B, S)
    return keep[:, None, None, :]  # (B, 1, 1, S)


def combine_masks(*masks: torch.Tensor | None) -> torch.Tensor | None:
    """Logical AND of the given masks (None = no restriction), broadcast together."""
    present = [m for m in masks if m is not None]
    if not present:
        return None
    for m in present:
        if m.dtype != torch.bool:
            raise ValueError(f"expected bool masks (True = may attend), got {m.dtype}")
    try:
        torch.broadcast_shapes(*(m.shape for m in present))
    except RuntimeError as err:
        shapes = ", ".join(str(tuple(m.shape)) for m in present)
        raise ValueError(
            f"expected masks that broadcast together, got {shapes}"
        ) from err
    combined = present[0]
    for m in present[1:]:
        combined = combined & m  # e.g. (T, T) & (B, 1, 1, T) -> (B, 1, T, T)
    return combined
