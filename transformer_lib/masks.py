"""Attention masks (chapter 4): which query may look at which key.

One convention throughout: a mask is a bool tensor, True = may attend. Attention layers take
the two kinds of restriction as separate, named arguments, so that one can never be taken
for the other:

- ``key_mask`` (B, S): False at the keys that are padding; the same for every query;
- ``is_causal``: query t may attend keys <= t (the decoder's self-attention).

``make_attention_mask`` combines them (and an optional general ``attn_mask`` of shape
(T, S) or (B, H, T, S)) into the one (B, 1, T, S) mask that attention applies as
masked_fill(~mask, -inf).
"""

from __future__ import annotations

import operator

import torch

__all__ = ["causal_mask", "padding_mask", "lengths_mask", "make_attention_mask"]


def _size(value, name: str) -> int:
    """An int from an int, a numpy integer or a 0-d integer tensor; else ValueError."""
    if isinstance(value, bool) or (
        isinstance(value, torch.Tensor) and value.dtype == torch.bool
    ):
        raise ValueError(f"expected {name} as an integer, got a bool: {value!r}")
    try:
        return operator.index(value)  # int, numpy.int64, 0-d integer tensor
    except TypeError:
        raise ValueError(
            f"expected {name} as an integer, got {type(value).__name__}: {value!r}"
        ) from None


def causal_mask(
    size: int, device: torch.device | str | None = None, *, key_size: int | None = None
) -> torch.Tensor:
    """(T, S) bool, True where key j <= query i: i sees only itself and the past.

    With `key_size` S > T the T queries are the last T of S positions (as when earlier
    keys come from a cache): query i may attend keys j <= i + (S - T).
    """
    T = _size(size, "size")
    S = T if key_size is None else _size(key_size, "key_size")
    if T < 1 or S < T:
        raise ValueError(
            f"expected sizes 1 <= size <= key_size, got size={T}, key_size={S}"
        )
    ones = torch.ones(T, S, dtype=torch.bool, device=device)  # (T, S)
    return torch.tril(ones, diagonal=S - T)  # (T, S)


def _check_ids(ids: torch.Tensor) -> None:
    if (
        not isinstance(ids, torch.Tensor)
        or ids.dim() != 2
        or ids.dtype not in (torch.int64, torch.int32)
    ):
        got = (
            f"{ids.dtype} of shape {tuple(ids.shape)}"
            if isinstance(ids, torch.Tensor)
            else type(ids).__name__
        )
        raise ValueError(
            f"expected integer token ids (int64 or int32) of shape (B, S), got {got}"
        )


def padding_mask(ids: torch.Tensor, pad_id: int) -> torch.Tensor:
    """(B, S) token ids -> (B, S) bool key mask, False at padding: nobody attends a pad."""
    _check_ids(ids)
    return ids != pad_id  # (B, S)


def lengths_mask(lengths: torch.Tensor, max_len: int | None = None) -> torch.Tensor:
    """(B,) lengths -> (B, S) bool key mask, True at the first lengths[b] positions."""
    lengths = torch.as_tensor(lengths)
    if lengths.dim() != 1 or lengths.dtype not in (torch.int64, torch.int32):
        raise ValueError(
            f"expected integer lengths of shape (B,), got {lengths.dtype} of shape "
            f"{tuple(lengths.shape)}"
        )
    longest = int(lengths.max()) if lengths.numel() else 0
    S = longest if max_len is None else _size(max_len, "max_len")
    if lengths.numel() and (int(lengths.min()) < 0 or longest > S):
        raise ValueError(
            f"expected lengths in [0, max_len={S}], got {lengths.tolist()}"
        )
    positions = torch.arange(S, device=lengths.device)  # (S,)
    return positions[None, :] < lengths[:, None]  # (B, S)


def _check_bool(mask, name: str) -> None:
    if not isinstance(mask, torch.Tensor) or mask.dtype != torch.bool:
        got = mask.dtype if isinstance(mask, torch.Tensor) else type(mask).__name__
        raise ValueError(
            f"expected {name} as a bool tensor (True = may attend), got {got}"
        )


def make_attention_mask(
    T: int,
    S: int,
    *,
    key_mask: torch.Tensor | None = None,
    is_causal: bool = False,
    attn_mask: torch.Tensor | None = None,
    device: torch.device | str | None = None,
) -> torch.Tensor | None:
    """One bool mask for T queries and S keys, of rank 4 (B|1, H|1, T, S); None: no mask.

    key_mask  (B, S): False at padded keys (from padding_mask or lengths_mask);
    is_causal:        query i attends keys j <= i + (S - T) (causal_mask);
    attn_mask (T, S) or (B|1, H|1, T, S): any other pattern. Each is checked for its own
    shape, so a (B, S) padding mask can never pass for a (T, S) pattern.
    """
    masks = []
    if key_mask is not None:
        _check_bool(key_mask, "key_mask")
        if key_mask.dim() != 2 or key_mask.size(1) != S:
            raise ValueError(
                f"expected key_mask of shape (B, S={S}), got {tuple(key_mask.shape)}"
            )
        masks.append(key_mask[:, None, None, :])  # (B, 1, 1, S)
    if is_causal:
        if T > S:
            raise ValueError(f"a causal mask needs T <= S, got T={T}, S={S}")
        masks.append(causal_mask(T, device=device, key_size=S)[None, None])  # (1,1,T,S)
    if attn_mask is not None:
        _check_bool(attn_mask, "attn_mask")
        if attn_mask.dim() not in (2, 4) or tuple(attn_mask.shape[-2:]) != (T, S):
            raise ValueError(
                f"expected attn_mask of shape (T={T}, S={S}) or (B, H, {T}, {S}), got "
                f"{tuple(attn_mask.shape)}; a padding mask goes in key_mask"
            )
        masks.append(attn_mask if attn_mask.dim() == 4 else attn_mask[None, None])
    if not masks:
        return None
    mask = masks[0]
    for m in masks[1:]:
        mask = mask & m  # e.g. (B, 1, 1, S) & (1, 1, T, S) -> (B, 1, T, S)
    return mask
