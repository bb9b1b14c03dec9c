"""Answers to the exercises of chapter 11 as students write them, wrong and right.

Used by tests/test_grading_checks.py and tests/test_grading_fresh.py: each wrong one must
fail with the hint meant for it (a fragment of that hint is given), each right one must
score full marks.
"""

from __future__ import annotations

import math

import torch

# --- ex11.rope: rope(x, base=10000.0), pairs (x_2i, x_2i+1) rotated by m theta_i


def _angles(L, d_k, base=10000.0, start=0, two=2.0):
    m = torch.arange(start, start + L, dtype=torch.float64)
    theta = 1.0 / base ** (two * torch.arange(d_k // 2, dtype=torch.float64) / d_k)
    return torch.outer(m, theta)  # (L, d_k/2)


def rope_rotate_half(x, base=10000.0):
    # the code of many open models: the first half of the features paired with the second
    L, d = x.shape[-2:]
    angle = _angles(L, d, base)
    cos = torch.cat([angle.cos(), angle.cos()], -1).to(x.dtype)
    sin = torch.cat([angle.sin(), angle.sin()], -1).to(x.dtype)
    half = torch.cat([-x[..., d // 2 :], x[..., : d // 2]], -1)
    return x * cos + half * sin


def rope_clockwise(x, base=10000.0):
    L, d = x.shape[-2:]
    angle = _angles(L, d, base)
    c, s = angle.cos().to(x.dtype), angle.sin().to(x.dtype)
    out = torch.empty_like(x)
    out[..., 0::2] = x[..., 0::2] * c + x[..., 1::2] * s
    out[..., 1::2] = -x[..., 0::2] * s + x[..., 1::2] * c
    return out


def rope_positions_from_one(x, base=10000.0):
    L, d = x.shape[-2:]
    angle = _angles(L, d, base, start=1)
    c, s = angle.cos().to(x.dtype), angle.sin().to(x.dtype)
    out = torch.empty_like(x)
    out[..., 0::2] = x[..., 0::2] * c - x[..., 1::2] * s
    out[..., 1::2] = x[..., 0::2] * s + x[..., 1::2] * c
    return out


def rope_without_the_two(x, base=10000.0):
    L, d = x.shape[-2:]
    pairs = torch.view_as_complex(
        x.double().reshape(*x.shape[:-1], d // 2, 2).contiguous()
    )
    turned = pairs * torch.polar(torch.ones(L, d // 2, dtype=torch.float64),
                                 _angles(L, d, base, two=1.0))  # fmt: skip
    return torch.view_as_real(turned).flatten(-2).to(x.dtype)


def rope_float64(x, base=10000.0):
    L, d = x.shape[-2:]
    angle = _angles(L, d, base)
    a, b = x[..., 0::2].double(), x[..., 1::2].double()
    rotated = torch.stack([a * angle.cos() - b * angle.sin(),
                           a * angle.sin() + b * angle.cos()], -1)  # fmt: skip
    return rotated.flatten(-2)  # float64 whatever x was


def rope_complex(x, base=10000.0):
    """Right: each pair as one complex number, multiplied by e^{i m theta}."""
    L, d = x.shape[-2:]
    z = torch.view_as_complex(x.double().unflatten(-1, (d // 2, 2)).contiguous())
    phase = torch.polar(torch.ones(L, d // 2, dtype=torch.float64), _angles(L, d, base))
    return torch.view_as_real(z * phase).flatten(-2).to(x.dtype)


def rope_loops(x, base=10000.0):
    """Right: position by position, pair by pair."""
    L, d = x.shape[-2:]
    out = x.clone()
    for m in range(L):
        for i in range(d // 2):
            phi = m * base ** (-2 * i / d)
            c, s = math.cos(phi), math.sin(phi)
            a, b = x[..., m, 2 * i], x[..., m, 2 * i + 1]
            out[..., m, 2 * i] = a * c - b * s
            out[..., m, 2 * i + 1] = a * s + b * c
    return out


# --- ex11.alibi: alibi(n_heads, length) -> (H, L, L), -m_h |i - j|


def _slopes(n):
    """Press et al.'s slopes, by their recipe."""
    p = 2 ** math.floor(math.log2(n))
    first = [2 ** (-8 * h / p) for h in range(1, p + 1)]
    if p == n:
        return first
    second = [2 ** (-8 * h / (2 * p)) for h in range(1, 2 * p + 1)][0::2]
    return first + second[: n - p]


def alibi_plus(n_heads, length):
    i = torch.arange(length)
    dist = (i[:, None] - i[None, :]).abs().float()
    return torch.tensor(_slopes(n_heads))[:, None, None].float() * dist


def alibi_without_abs(n_heads, length):
    i = torch.arange(length)
    dist = (i.view(-1, 1) - i.view(1, -1)).float()  # i - j
    return -torch.tensor(_slopes(n_heads)).float().view(-1, 1, 1) * dist


def alibi_key_minus_query(n_heads, length):
    bias = torch.zeros(n_heads, length, length)
    for h, m in enumerate(_slopes(n_heads)):
        for i in range(length):
            for j in range(length):
                bias[h, i, j] = -m * (j - i)
    return bias


def alibi_halving_slopes(n_heads, length):
    slopes = torch.tensor([0.5 ** (h + 1) for h in range(n_heads)])
    i = torch.arange(length)
    dist = (i[:, None] - i[None, :]).abs()
    return -(slopes[:, None, None] * dist).float()


def alibi_first_slope_one(n_heads, length):
    slopes = 2.0 ** (-8.0 * torch.arange(n_heads) / n_heads)
    i = torch.arange(length, dtype=torch.float32)
    return -slopes[:, None, None] * (i[:, None] - i[None, :]).abs()


def alibi_geometric_for_every_h(n_heads, length):
    ratio = 2.0 ** (-8.0 / n_heads)
    slopes = torch.tensor(
        [ratio ** (h + 1) for h in range(n_heads)], dtype=torch.float64
    )
    i = torch.arange(length)
    return (-slopes[:, None, None] * (i[:, None] - i[None, :]).abs()).float()


def alibi_double(n_heads, length):
    i = torch.arange(length, dtype=torch.float64)
    slopes = torch.tensor(_slopes(n_heads), dtype=torch.float64)
    return -slopes[:, None, None] * torch.cdist(i[:, None], i[:, None])


def alibi_loops(n_heads, length):
    """Right: entry by entry."""
    slopes = _slopes(n_heads)
    rows = [
        [[-m * abs(i - j) for j in range(length)] for i in range(length)]
        for m in slopes
    ]
    return torch.tensor(rows, dtype=torch.float32).reshape(n_heads, length, length)


# --- ex11.t5_bucket: t5_bucket(relative, bidirectional, num_buckets, max_distance)


def _one_bucket(r, bidirectional, num_buckets, max_distance, log=True, clamp=True):
    """The bucket of one relative position r = key - query, in plain Python."""
    n = num_buckets // 2 if bidirectional else num_buckets
    exact = n // 2
    start = 0
    if bidirectional:
        start = n if r > 0 else 0
        d = abs(r)
    else:
        d = max(-r, 0)
    if d < exact:
        return start + d
    if log:
        b = exact + int(
            math.log(d / exact) / math.log(max_distance / exact) * (n - exact)
        )
    else:
        b = exact + int((d - exact) * (n - exact) / (max_distance - exact))
    return start + (min(b, n - 1) if clamp else b)


def _apply(relative, fn):
    return torch.tensor(
        [fn(r) for r in relative.flatten().tolist()], dtype=torch.long
    ).reshape(relative.shape)


def bucket_query_minus_key(relative, bidirectional, num_buckets=32, max_distance=128):
    return _apply(
        relative, lambda r: _one_bucket(-r, bidirectional, num_buckets, max_distance)
    )


def bucket_no_sign_split(relative, bidirectional, num_buckets=32, max_distance=128):
    n = num_buckets // 2 if bidirectional else num_buckets
    exact = n // 2
    d = relative.abs() if bidirectional else (-relative).clamp(min=0)
    far = exact + (
        torch.log(d.float() / exact) / math.log(max_distance / exact) * (n - exact)
    )
    far = far.long().clamp(max=n - 1)
    return torch.where(d < exact, d, far)


def bucket_all_buckets_each_way(
    relative, bidirectional, num_buckets=32, max_distance=128
):
    exact = num_buckets // 2
    after = (relative > 0).long() * num_buckets if bidirectional else 0
    d = relative.abs() if bidirectional else (-relative).clamp(min=0)
    far = exact + (
        torch.log(d.float() / exact) / math.log(max_distance / exact) * exact
    )
    far = torch.minimum(far.long(), torch.tensor(num_buckets - 1))
    return after + torch.where(d < exact, d, far)


def bucket_causal_abs(relative, bidirectional, num_buckets=32, max_distance=128):
    if bidirectional:
        return _apply(
            relative, lambda r: _one_bucket(r, True, num_buckets, max_distance)
        )
    # the decoder: the distance either way
    return _apply(
        relative, lambda r: _one_bucket(-abs(r), False, num_buckets, max_distance)
    )


def bucket_linear(relative, bidirectional, num_buckets=32, max_distance=128):
    return _apply(
        relative,
        lambda r: _one_bucket(r, bidirectional, num_buckets, max_distance, log=False),
    )


def bucket_unclamped(relative, bidirectional, num_buckets=32, max_distance=128):
    return _apply(
        relative,
        lambda r: _one_bucket(r, bidirectional, num_buckets, max_distance, clamp=False),
    )


def bucket_rounded(relative, bidirectional, num_buckets=32, max_distance=128):
    n = num_buckets // 2 if bidirectional else num_buckets
    exact = n // 2
    offset = (relative > 0).long() * n if bidirectional else torch.zeros_like(relative)
    d = relative.abs() if bidirectional else torch.relu(-relative)
    ratio = torch.log(d.clamp(min=1).double() / exact) / math.log(max_distance / exact)
    far = torch.clamp(torch.round(exact + ratio * (n - exact)).long(), max=n - 1)
    return offset + torch.where(d < exact, d, far)


def bucket_plain_python(relative, bidirectional, num_buckets=32, max_distance=128):
    """Right: one relative position at a time."""
    return _apply(
        relative, lambda r: _one_bucket(r, bidirectional, num_buckets, max_distance)
    )


def bucket_log2(relative, bidirectional, num_buckets=32, max_distance=128):
    """Right: vectorised, with log2 (the same ratio of logarithms), in float64."""
    n = num_buckets // 2 if bidirectional else num_buckets
    exact = n // 2
    if bidirectional:
        base, d = torch.where(relative > 0, n, 0), relative.abs()
    else:
        base, d = torch.zeros_like(relative), torch.clamp(-relative, min=0)
    steps = torch.log2(d.double().clamp(min=1) / exact) / math.log2(
        max_distance / exact
    )
    far = (exact + torch.floor(steps * (n - exact))).long().clamp(max=n - 1)
    return base + torch.where(d < exact, d, far)


WRONG_CH11 = [
    ("ex11.rope", rope_rotate_half, "(rotate_half)"),
    ("ex11.rope", rope_clockwise, "the other way"),
    ("ex11.rope", rope_positions_from_one, "positions start at 0"),
    ("ex11.rope", rope_without_the_two, "i counts pairs"),
    ("ex11.rope", rope_float64, "return x's dtype"),
    ("ex11.alibi", alibi_plus, "with a + sign"),
    ("ex11.alibi", alibi_without_abs, "with i − j"),
    ("ex11.alibi", alibi_key_minus_query, "with j − i"),
    ("ex11.alibi", alibi_halving_slopes, "not 2^(−h)"),
    ("ex11.alibi", alibi_first_slope_one, "h counts from 1"),
    ("ex11.alibi", alibi_geometric_for_every_h, "not a power of two"),
    ("ex11.alibi", alibi_double, "return float32"),
    ("ex11.t5_bucket", bucket_query_minus_key, "You read it as query − key"),
    ("ex11.t5_bucket", bucket_no_sign_split, "the second half of the buckets"),
    ("ex11.t5_bucket", bucket_all_buckets_each_way, "n = num_buckets // 2"),
    ("ex11.t5_bucket", bucket_causal_abs, "not |relative|"),
    ("ex11.t5_bucket", bucket_linear, "spaced logarithmically"),
    ("ex11.t5_bucket", bucket_unclamped, "share the last bucket"),
    ("ex11.t5_bucket", bucket_rounded, "round the logarithmic bucket down"),
]
RIGHT_CH11 = [
    ("ex11.rope", rope_complex),
    ("ex11.rope", rope_loops),
    ("ex11.alibi", alibi_loops),
    ("ex11.t5_bucket", bucket_plain_python),
    ("ex11.t5_bucket", bucket_log2),
]
