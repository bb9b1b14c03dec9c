"""Variants of the cases given as fixed values (``Case.vary``).

``check`` in a notebook runs a case on its fixed, readable inputs; the batch grader
runs a variant drawn afresh on every run, of the same kind (the same shapes, edge, ties
and special tokens) with other values, so that answers written out for the fixed inputs
score nothing. Each function here returns a ``vary(args, kwargs, g)``; ``g`` is a seeded
``torch.Generator`` and every draw comes from it, so a variant is the same each time the
grader rebuilds it from its seed (for the reference and the known mistakes). The seeded
draws that the checks share live here too: ``normal`` (a case's arguments as a function
of its generator) and ``fill_`` (a module's parameters).
"""

from __future__ import annotations

import torch
from torch import nn

__all__ = [
    "fill_",
    "integer",
    "normal",
    "other_than",
    "random_words",
    "relabel",
    "resample",
    "shift_and_permute",
]


def integer(g: torch.Generator, low: int, high: int) -> int:
    """A random integer in [low, high]."""
    return int(torch.randint(low, high + 1, (1,), generator=g))


def other_than(g: torch.Generator, low: int, high: int, avoid) -> int:
    """A random integer in [low, high] not in ``avoid`` (the fixed cases' values)."""
    choices = [n for n in range(low, high + 1) if n not in set(avoid)]
    if not choices:
        raise ValueError(f"no integer in [{low}, {high}] outside {sorted(avoid)}")
    return choices[integer(g, 0, len(choices) - 1)]


def random_words(g: torch.Generator, n: int, avoid=()) -> list[str]:
    """``n`` distinct random lowercase words (3 to 7 letters), sorted."""
    words: set[str] = set()
    while len(words) < n:
        length = integer(g, 3, 7)
        letters = torch.randint(0, 26, (length,), generator=g).tolist()
        word = "".join(chr(ord("a") + i) for i in letters)
        if word not in avoid:
            words.add(word)
    return sorted(words)


def _strings(obj, found: set) -> None:
    if isinstance(obj, str):
        found.add(obj)
    elif isinstance(obj, dict):
        for key, value in obj.items():
            _strings(key, found)
            _strings(value, found)
    elif isinstance(obj, (list, tuple)):
        for item in obj:
            _strings(item, found)


def _map_strings(obj, table: dict):
    if isinstance(obj, str):
        return table.get(obj, obj)
    if isinstance(obj, dict):
        return {_map_strings(k, table): _map_strings(v, table) for k, v in obj.items()}
    if isinstance(obj, tuple):
        return tuple(_map_strings(item, table) for item in obj)
    if isinstance(obj, list):
        return [_map_strings(item, table) for item in obj]
    return obj


def relabel(keep=()):
    """Every string in the positional arguments (but those in ``keep``, the special tokens) replaced
    by a random word, consistently, and monotonically: the i-th word in alphabetical
    order becomes the i-th new word in alphabetical order, so that counts, repeats,
    unknown words and alphabetical ties are those of the fixed case."""
    keep = set(keep)

    def vary(args, kwargs, g):
        found: set[str] = set()
        _strings(args, found)  # the arguments only: keyword names are not words
        old = sorted(found - keep)
        new = random_words(g, len(old), avoid=set(old) | keep)
        table = dict(zip(old, new, strict=True))
        return _map_strings(args, table), kwargs

    return vary


def normal(shape, scale=1.0, pad_id=None, dtype=torch.float32):
    """Case arguments drawn from the case's seeded generator (``Case.args`` as a
    function): one tensor of normal values times ``scale``, its column ``pad_id`` of
    the last axis −inf where given (a <pad> that a model never predicts)."""

    def make(g: torch.Generator) -> tuple:
        x = scale * torch.randn(*shape, generator=g, dtype=dtype)
        if pad_id is not None:
            x[..., pad_id] = float("-inf")
        return (x,)

    return make


def fill_(module: nn.Module, g: torch.Generator, scale: float = 0.4) -> nn.Module:
    """Give every parameter seeded random values (module init uses the global RNG):
    around 0, a LayerNorm's around 1."""
    base = 1.0 if isinstance(module, nn.LayerNorm) else 0.0
    with torch.no_grad():
        for p in module.parameters():
            p.copy_(base + scale * torch.randn(p.shape, generator=g, dtype=p.dtype))
    return module


def _resample(obj, g: torch.Generator, scale: float, module_scale: float):
    if isinstance(obj, torch.Tensor) and obj.is_floating_point():
        new = scale * torch.randn(obj.shape, generator=g, dtype=obj.dtype)
        return torch.where(torch.isfinite(obj), new, obj)  # keeps -inf (masked) entries
    if isinstance(obj, nn.Module):
        return fill_(obj, g, module_scale)
    if isinstance(obj, tuple):
        return tuple(_resample(x, g, scale, module_scale) for x in obj)
    if isinstance(obj, list):
        return [_resample(x, g, scale, module_scale) for x in obj]
    if isinstance(obj, dict):
        return {k: _resample(v, g, scale, module_scale) for k, v in obj.items()}
    return obj  # integers, booleans, masks, ids: the structure of the case


def resample(scale: float = 1.0, module_scale: float = 0.4):
    """Fresh random values for every floating-point tensor (same shape and dtype;
    non-finite entries stay where they are) and every module's parameters (``fill_``);
    masks, ids and numbers stay."""

    def vary(args, kwargs, g):
        return (
            _resample(args, g, scale, module_scale),
            _resample(kwargs, g, scale, module_scale),
        )

    return vary


def shift_and_permute(columns: bool = True):
    """Logits with ties: add a random whole number to every row (the same order, the
    same ties, the same softmax) and, with ``columns``, shuffle each row's entries (the
    tie structure moves with them). The first argument is the logits; the rest stay."""

    def vary(args, kwargs, g):
        logits = args[0]
        shift = other_than(g, -4, 4, (0,))
        out = logits + shift
        if columns:
            rows = out.reshape(-1, out.shape[-1])
            perms = [torch.randperm(out.shape[-1], generator=g) for _ in rows]
            out = torch.stack([r[p] for r, p in zip(rows, perms, strict=True)])
            out = out.reshape(logits.shape)
        return (out, *args[1:]), kwargs

    return vary
