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


# --- a function's returned values, named


def output_names(count: int, declared: tuple[str, ...] = ()) -> list[str]:
    """What to call the values a function returns: the exercise's declared names
    (``Exercise.outputs``), else "the returned value" or "returned value 1", "2", ..."""
    if declared:
        return list(declared)
    if count == 1:
        return ["the returned value"]
    return [f"returned value {i}" for i in range(1, count + 1)]


def return_statement(names: list[str]) -> str:
    """``return out, weights`` from the names (placeholders when they are not code)."""
    if not all(n.isidentifier() for n in names):
        names = [f"value_{i}" for i in range(1, len(names) + 1)]
    return f"return {', '.join(names)}"


def compare_outputs(
    actual, expected, declared: tuple[str, ...] = (), strict_dtype: bool = True
) -> tuple[str, str] | None:
    """Compare what a function returned with the reference's return value.

    None if they agree, else ``(where, problem)``: ``where`` names the returned value
    that differs (empty when the function returns a single value), ``problem`` is
    ``compare``'s message about it. A reference that returns a tuple returns several
    values; they are named by ``declared`` (``Exercise.outputs``) or by position, so a
    message never reads "at position 0", which in attention means a query.
    """
    if not isinstance(expected, tuple):
        if isinstance(actual, tuple) and not isinstance(expected, list):
            return "", (
                f"expected one returned value (a {type(expected).__name__}), got a "
                f"tuple of {len(actual)}"
            )
        problem = compare(actual, expected, strict_dtype)
        return None if problem is None else ("", problem)
    names = output_names(len(expected), declared)
    listed = ", ".join(names)
    if not isinstance(actual, (tuple, list)):
        return "", (
            f"expected {len(expected)} returned values ({listed}), got one "
            f"{type(actual).__name__}"
        )
    if len(actual) != len(expected):
        return "", (
            f"expected {len(expected)} returned values ({listed}), got {len(actual)}"
        )
    for i, (a, e) in enumerate(zip(actual, expected, strict=True)):
        problem = compare(a, e, strict_dtype)
        if problem is not None:  # a declared name is code: say which value it is
            where = f"`{names[i]}` (returned value {i + 1})" if declared else names[i]
            return where, problem
    return None
