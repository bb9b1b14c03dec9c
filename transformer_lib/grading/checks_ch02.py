"""Checks for chapter 2 (positional encoding): ex02.sinusoidal, ex02.relative_shift."""

from __future__ import annotations

import torch

from ..positional import relative_shift_matrix, sinusoidal_encoding
from .core import Case, Exercise, Mistake
from .registry import register
from .vary import other_than


def _sizes(first, d_model, base=None):
    """A ``vary`` for (an int, d_model) cases: the first from ``first`` (a value, or
    (low, high, values to avoid)), an even d_model from (low, high, avoid), and with
    ``base`` a random base in [20, 400] other than the fixed 100."""

    def draw(g, spec):
        if isinstance(spec, int):
            return spec
        low, high, avoid = spec
        return other_than(g, low, high, avoid)

    def vary(args, kwargs, g):
        n = draw(g, first)
        low, high, avoid = d_model
        d = 2 * other_than(g, low // 2, high // 2, {a // 2 for a in avoid})
        if base is not None:
            kwargs = {**kwargs, "base": float(other_than(g, 20, 400, (100,)))}
        return (n, d), kwargs

    return vary


# --- ex02.sinusoidal: sinusoidal_table(max_len, d_model, base) -> PE (max_len, D)


def _table(max_len, d_model, base=10000.0, *, layout="interleaved", swap=False,
           exponent="pairs", first_pos=0, divide=True, dtype=torch.float32,
           use_base=True):  # fmt: skip
    """The sinusoidal table, with one of the usual mistakes switched on."""
    base = base if use_base else 10000.0
    pos = torch.arange(first_pos, first_pos + max_len, dtype=torch.float64)[:, None]
    if exponent == "pairs":  # the right one: 2i / d_model for the pair i
        sin_exp = cos_exp = torch.arange(0, d_model, 2, dtype=torch.float64) / d_model
    elif exponent == "i":  # i / d_model: forgot the 2
        sin_exp = cos_exp = torch.arange(d_model // 2, dtype=torch.float64) / d_model
    else:  # "column": column j uses j / d_model, so cos gets the next frequency
        sin_exp = torch.arange(0, d_model, 2, dtype=torch.float64) / d_model
        cos_exp = torch.arange(1, d_model, 2, dtype=torch.float64) / d_model
    scale = (lambda e: pos / base**e) if divide else (lambda e: pos * base**e)
    sin, cos = torch.sin(scale(sin_exp)), torch.cos(scale(cos_exp))  # (L, D/2)
    if swap:
        sin, cos = cos, sin
    if layout == "interleaved":
        pe = torch.stack([sin, cos], dim=-1).reshape(max_len, d_model)
    else:
        pe = torch.cat([sin, cos], dim=-1)
    return pe.to(dtype)


# graded on other sizes of the same kind (the numbers in a name are check's)
SINUSOIDAL_CASES = [
    Case("one position, d_model=2", (1, 2), vary=_sizes(1, (4, 12, ()))),
    Case("4 positions, d_model=6", (4, 6), vary=_sizes((2, 8, (4,)), (4, 10, (6,)))),
    Case(
        "50 positions, d_model=16",
        (50, 16),
        vary=_sizes((30, 70, (50,)), (12, 20, (16,))),
    ),
    Case(
        "100 positions, d_model=64",
        (100, 64),
        vary=_sizes((80, 128, (100,)), (32, 96, (64,))),
    ),
    Case(
        "base=100",
        (20, 8),
        {"base": 100.0},
        vary=_sizes((10, 30, (20,)), (6, 12, (8,)), base=True),
    ),
    Case("no positions (max_len=0)", (0, 4), vary=_sizes(0, (2, 16, (4,)))),
]

FREQUENCY_HINT = (
    "the exponent is 2i/d_model where i counts pairs of columns: "
    "torch.arange(0, d_model, 2) / d_model"
)

register(
    Exercise(
        id="ex02.sinusoidal",
        title="The sinusoidal position table",
        function="sinusoidal_table",
        reference=sinusoidal_encoding,
        cases=SINUSOIDAL_CASES,
        mistakes=[
            Mistake(
                "interleave: column 2i holds the sine and column 2i+1 the cosine of "
                "the same frequency (you put all the sines first, then the cosines)",
                lambda L, D, base=10000.0: _table(L, D, base, layout="concatenated"),
            ),
            Mistake(
                "the even columns (2i) take the sine, the odd columns (2i+1) the "
                "cosine",
                lambda L, D, base=10000.0: _table(L, D, base, swap=True),
            ),
            Mistake(
                FREQUENCY_HINT,
                lambda L, D, base=10000.0: _table(L, D, base, exponent="i"),
            ),
            Mistake(
                "columns 2i and 2i+1 share one frequency, base^(-2i/d_model): your "
                "cosine columns use the next one",
                lambda L, D, base=10000.0: _table(L, D, base, exponent="column"),
            ),
            Mistake(
                "positions start at 0: the first row is sin 0 = 0 and cos 0 = 1",
                lambda L, D, base=10000.0: _table(L, D, base, first_pos=1),
            ),
            Mistake(
                "divide the position by base^(2i/d_model), so that the frequencies "
                "decrease; you multiplied",
                lambda L, D, base=10000.0: _table(L, D, base, divide=False),
            ),
            Mistake(
                "return float32, the dtype of the reference table (for example with "
                ".float() at the end)",
                lambda L, D, base=10000.0: _table(L, D, base, dtype=torch.float64),
            ),
            Mistake(
                "use the base argument instead of the constant 10000",
                lambda L, D, base=10000.0: _table(L, D, base, use_base=False),
            ),
        ],
    )
)

# --- ex02.relative_shift: relative_shift(k, d_model, base) -> M (D, D)
#     with PE[p+k] = M PE[p]


def _shift(k, d_model, base=10000.0, *, transpose=False, dk=0, layout="interleaved",
           exponent="pairs", block="rotation", dtype=torch.float32):  # fmt: skip
    """The shift matrix, with one of the usual mistakes switched on."""
    two_i = torch.arange(0, d_model, 2, dtype=torch.float64)
    if exponent == "i":
        two_i = two_i / 2
    angle = (k + dk) * base ** (-two_i / d_model)  # (D/2,)
    c, s = torch.cos(angle), torch.sin(angle)
    rows = {
        "rotation": ([c, s], [-s, c]),
        "swapped": ([s, c], [-c, s]),
        "no_minus": ([c, s], [s, c]),
    }[block]
    blocks = torch.stack([torch.stack(r, -1) for r in rows], -2)  # (D/2, 2, 2)
    M = torch.block_diag(*blocks)
    if transpose:
        M = M.T
    if layout == "concatenated":
        perm = torch.cat([torch.arange(0, d_model, 2), torch.arange(1, d_model, 2)])
        M = M[perm][:, perm]
    return M.to(dtype)


SHIFT_CASES = [
    Case("k=0 is the identity", (0, 4), vary=_sizes(0, (2, 16, (4,)))),
    Case("k=1, d_model=2", (1, 2), vary=_sizes(1, (4, 6, ()))),
    Case("k=3, d_model=8", (3, 8), vary=_sizes((2, 6, (3, 5)), (6, 10, (8,)))),
    Case("k=5, d_model=16", (5, 16), vary=_sizes((4, 9, (5,)), (12, 20, (16,)))),
    Case(
        "a backward shift, k=-2",
        (-2, 6),
        vary=_sizes((-5, -1, (-2,)), (4, 8, (6,))),
    ),
    Case(
        "base=100",
        (2, 8),
        {"base": 100.0},
        vary=_sizes((1, 4, (2,)), (6, 10, (8,)), base=True),
    ),
]

register(
    Exercise(
        id="ex02.relative_shift",
        title="The relative-shift matrix",
        function="relative_shift",
        reference=relative_shift_matrix,
        cases=SHIFT_CASES,
        mistakes=[
            Mistake(
                "your matrix shifts by -k (it is the transpose): each 2×2 block has "
                "rows [cos kω, sin kω] and [-sin kω, cos kω]",
                lambda k, D, base=10000.0: _shift(k, D, base, transpose=True),
            ),
            Mistake(
                "off by one: the angle is k·ω_i, and your matrix shifts by k+1",
                lambda k, D, base=10000.0: _shift(k, D, base, dk=1),
            ),
            Mistake(
                "off by one: the angle is k·ω_i, and your matrix shifts by k-1",
                lambda k, D, base=10000.0: _shift(k, D, base, dk=-1),
            ),
            Mistake(
                "the 2×2 blocks sit on the interleaved pairs of columns (2i, 2i+1), "
                "not on (i, i + d_model/2)",
                lambda k, D, base=10000.0: _shift(k, D, base, layout="concatenated"),
            ),
            Mistake(
                FREQUENCY_HINT,
                lambda k, D, base=10000.0: _shift(k, D, base, exponent="i"),
            ),
            Mistake(
                "cos kω goes on the diagonal of each block and ±sin kω off it",
                lambda k, D, base=10000.0: _shift(k, D, base, block="swapped"),
            ),
            Mistake(
                "one off-diagonal entry of each block is -sin kω (a rotation, "
                "not a symmetric matrix)",
                lambda k, D, base=10000.0: _shift(k, D, base, block="no_minus"),
            ),
            Mistake(
                "return float32, the dtype of the reference matrix",
                lambda k, D, base=10000.0: _shift(k, D, base, dtype=torch.float64),
            ),
        ],
    )
)
