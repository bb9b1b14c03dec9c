"""Compare a student's answer with the reference: None if they agree, else a message."""

from __future__ import annotations

import math

import torch

# (rtol, atol) per floating dtype: loose enough for a different but correct formula
# (float32 sines of angles up to ~100 rad differ by ~1e-5), far tighter than any
# mistake.
TOLERANCES = {
    torch.float16: (1e-3, 1e-3),
    torch.bfloat16: (1.6e-2, 1e-2),
    torch.float32: (1e-5, 3e-5),
    torch.float64: (1e-7, 1e-9),
}


def tolerance(dtype: torch.dtype) -> tuple[float, float]:
    """The (rtol, atol) used to compare tensors of ``dtype`` (exact for integers)."""
    return TOLERANCES.get(dtype, (0.0, 0.0))


def _index(flat_index: int, shape: torch.Size) -> tuple[int, ...]:
    idx = []
    for size in reversed(shape):
        idx.append(flat_index % size)
        flat_index //= size
    return tuple(reversed(idx))


def _fmt(value) -> str:
    return f"{value:.4g}" if isinstance(value, float) else repr(value)


def compare_tensors(actual, expected: torch.Tensor, strict_dtype=True) -> str | None:
    if not isinstance(actual, torch.Tensor):
        return f"expected a torch.Tensor, got {type(actual).__name__}"
    if actual.shape != expected.shape:
        return f"expected shape {tuple(expected.shape)}, got {tuple(actual.shape)}"
    if actual.dtype != expected.dtype:
        if strict_dtype:
            return f"expected dtype {expected.dtype}, got {actual.dtype}"
        if actual.is_complex() or expected.is_complex():
            return f"expected dtype {expected.dtype}, got {actual.dtype}"
        actual = actual.to(expected.dtype)
    actual, expected = actual.detach().cpu(), expected.detach().cpu()
    if actual.is_floating_point():
        bad = ~torch.isfinite(actual) & torch.isfinite(expected)
        if bad.any():
            where = _index(int(bad.flatten().nonzero()[0]), actual.shape)
            return f"your output contains {actual[where].item()} (at index {where})"
    rtol, atol = tolerance(expected.dtype)
    try:
        torch.testing.assert_close(
            actual, expected, rtol=rtol, atol=atol, equal_nan=True, check_dtype=False
        )
    except AssertionError:
        diff = (actual.double() - expected.double()).abs()
        diff = torch.nan_to_num(diff, nan=math.inf)
        where = _index(int(diff.flatten().argmax()), actual.shape)
        return (
            f"values differ: at index {where} expected "
            f"{_fmt(expected[where].item())}, got {_fmt(actual[where].item())}"
        )
    return None


def compare(actual, expected, strict_dtype: bool = True) -> str | None:
    """None if ``actual`` matches ``expected`` (with dtype tolerances), else why not."""
    if isinstance(expected, torch.Tensor):
        return compare_tensors(actual, expected, strict_dtype)
    if isinstance(expected, (list, tuple)):
        if not isinstance(actual, (list, tuple)):
            return f"expected a {type(expected).__name__}, got {type(actual).__name__}"
        if len(actual) != len(expected):
            return f"expected {len(expected)} items, got {len(actual)}"
        for i, (a, e) in enumerate(zip(actual, expected, strict=True)):
            problem = compare(a, e, strict_dtype)
            if problem is not None:
                return f"at position {i}: {problem}"
        return None
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return f"expected a dict, got {type(actual).__name__}"
        missing, extra = (
            expected.keys() - actual.keys(),
            actual.keys() - expected.keys(),
        )
        if missing or extra:
            return f"missing keys {sorted(missing, key=str)}, unexpected keys " + str(
                sorted(extra, key=str)
            )
        for key in expected:
            problem = compare(actual[key], expected[key], strict_dtype)
            if problem is not None:
                return f"at key {key!r}: {problem}"
        return None
    if isinstance(expected, float):
        if not isinstance(actual, (int, float)) or isinstance(actual, bool):
            return f"expected a number, got {type(actual).__name__}"
        if math.isclose(actual, expected, rel_tol=1e-6, abs_tol=1e-9):
            return None
        return f"expected {_fmt(expected)}, got {_fmt(float(actual))}"
    if type(actual) is not type(expected) and not (
        isinstance(expected, int) and isinstance(actual, int)
    ):
        return f"expected {expected!r} ({type(expected).__name__}), got {actual!r}"
    return None if actual == expected else f"expected {expected!r}, got {actual!r}"
