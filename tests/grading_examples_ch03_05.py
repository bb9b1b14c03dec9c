"""Answers to the exercises of chapters 3-5 as students write them, wrong and right.

Used by tests/test_grading_checks.py (every wrong one must fail with the hint meant for
it; every right one must score full marks) and tests/test_grading_ch03_05.py.
"""

from __future__ import annotations

import math
import warnings

import torch

NEG_INF = float("-inf")

# --- ex03.softmax


def softmax_without_max(x):
    e = torch.exp(x)
    return e / e.sum(dim=-1, keepdim=True)


def softmax_over_columns(x):
    z = x - x.max(dim=0, keepdim=True).values
    return z.exp() / z.exp().sum(dim=0, keepdim=True)


def softmax_as_sigmoid(x):
    return 1 / (1 + torch.exp(-x))


def softmax_without_keepdim(x):
    z = x - x.max(dim=-1, keepdim=True).values
    return z.exp() / z.exp().sum(dim=-1)


def softmax_over_everything(x):
    e = torch.exp(x - x.max())
    return e / e.sum()


def softmax_by_logsumexp(x):  # right
    return torch.exp(x - torch.logsumexp(x, dim=-1, keepdim=True))


# --- ex03.attention


def attention_without_scale(q, k, v):
    weights = torch.softmax(q @ k.transpose(-2, -1), dim=-1)
    return weights @ v, weights


def attention_divided_by_d_k(q, k, v):
    weights = torch.softmax(q @ k.transpose(-2, -1) / q.shape[-1], dim=-1)
    return weights @ v, weights


def attention_softmax_over_queries(q, k, v):
    scores = q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
    weights = torch.softmax(scores, dim=-2)
    return weights @ v, weights


def attention_times_sqrt(q, k, v):
    scores = q @ k.transpose(-2, -1) * math.sqrt(k.shape[-1])
    weights = scores.softmax(dim=-1)
    return weights @ v, weights


def attention_keys_times_queries(q, k, v):
    scores = k @ q.transpose(-2, -1) / math.sqrt(q.shape[-1])
    weights = scores.softmax(-1)
    return weights @ v, weights


def attention_with_dot_T(q, k, v):
    with warnings.catch_warnings():  # keep torch's deprecation warning out of the log
        warnings.simplefilter("ignore")
        weights = torch.softmax(q @ k.T / math.sqrt(q.shape[-1]), dim=-1)
    return weights @ v, weights


def attention_by_einsum(q, k, v):  # right
    scores = torch.einsum("...td,...sd->...ts", q, k) / q.shape[-1] ** 0.5
    weights = scores.softmax(dim=-1)
    return torch.einsum("...ts,...sd->...td", weights, v), weights


# --- ex04.causal_mask


def causal_without_diagonal(size):
    return torch.tril(torch.ones(size, size), diagonal=-1).bool()


def causal_by_loops_one_ahead(size):
    mask = torch.zeros(size, size, dtype=torch.bool)
    for i in range(size):
        for j in range(size):
            mask[i, j] = j <= i + 1
    return mask


def causal_pytorch_convention(size):
    return torch.ones(size, size).triu(1).bool()


def causal_upper(size):
    return torch.ones(size, size, dtype=torch.bool).triu()


def causal_float(size):
    return torch.tril(torch.ones(size, size))


def causal_by_comparison(size):  # right
    positions = torch.arange(size)
    return positions[None, :] <= positions[:, None]


# --- ex04.padding_mask


def padding_old_layout(ids, pad_id):  # the (B, 1, 1, S) of earlier versions
    B, S = ids.shape
    return (ids != pad_id).view(B, 1, 1, S)


def padding_transposed(ids, pad_id):
    return torch.stack([ids[:, j] != pad_id for j in range(ids.shape[1])])


def padding_inverted(ids, pad_id):
    return ids.eq(pad_id)


def padding_zero(ids, pad_id):
    return ids > 0


def padding_as_float(ids, pad_id):
    return (ids != pad_id).float()


def padding_by_loop(ids, pad_id):  # right
    mask = torch.zeros(ids.shape, dtype=torch.bool)
    for b in range(ids.shape[0]):
        for j in range(ids.shape[1]):
            mask[b, j] = ids[b, j].item() != pad_id
    return mask


# --- ex04.masked_softmax


def masked_after_softmax(scores, mask):
    weights = torch.softmax(scores, dim=-1)
    return weights.masked_fill(~mask, 0.0)


def masked_after_softmax_renormalised(scores, mask):
    weights = torch.softmax(scores, dim=-1) * mask.float()
    return weights / weights.sum(dim=-1, keepdim=True)


def masked_plain_softmax(scores, mask):
    return torch.softmax(scores.masked_fill(mask.logical_not(), NEG_INF), dim=-1)


def masked_big_negative(scores, mask):
    return scores.masked_fill(~mask, -1e9).softmax(dim=-1)


def masked_inverted(scores, mask):
    return scores.masked_fill(mask, NEG_INF).softmax(dim=-1)


def masked_by_hand(scores, mask):  # right
    s = scores.masked_fill(~mask, NEG_INF)
    top = s.amax(dim=-1, keepdim=True)
    top = torch.where(torch.isinf(top), torch.zeros_like(top), top)
    e = torch.exp(s - top)
    total = e.sum(dim=-1, keepdim=True)
    return torch.where(total > 0, e / total.clamp_min(1e-30), torch.zeros_like(e))


# --- ex05.split_heads


def split_without_transpose(x, n_heads):
    B, T, D = x.shape
    return x.view(B, n_heads, T, D // n_heads)


def split_forgot_transpose(x, n_heads):
    B, T, D = x.shape
    return x.view(B, T, n_heads, D // n_heads)


def split_strided(x, n_heads):
    return torch.stack([x[..., i::n_heads] for i in range(n_heads)], dim=1)


def split_by_chunks(x, n_heads):  # right
    return torch.stack(x.chunk(n_heads, dim=-1), dim=1)


# --- ex05.merge_heads


def merge_without_transpose(x):
    B, H, T, d_k = x.shape
    return x.reshape(B, T, H * d_k)


def merge_interleaved(x):
    B, H, T, d_k = x.shape
    return torch.stack([x[:, h] for h in range(H)], dim=-1).reshape(B, T, H * d_k)


def merge_by_sum(x):
    return x.sum(dim=1)


def merge_by_mean(x):
    return x.mean(1)


def merge_by_cat(x):  # right
    return torch.cat([x[:, h] for h in range(x.shape[1])], dim=-1)


# --- ex05.multihead


def _heads(t, n_heads):
    B, T, D = t.shape
    return t.view(B, T, n_heads, D // n_heads).transpose(1, 2)


def _attend(q, k, v, mask, d):
    scores = q @ k.transpose(-2, -1) / math.sqrt(d)
    if mask is not None:
        scores = scores.masked_fill(~mask, NEG_INF)
    return torch.softmax(scores, dim=-1) @ v


def mha_scaled_by_d_model(query, key, value, W_q, W_k, W_v, W_o, n_heads, mask=None):
    D = query.shape[-1]
    q, k, v = (
        _heads(query @ W_q, n_heads),
        _heads(key @ W_k, n_heads),
        _heads(value @ W_v, n_heads),
    )
    out = _attend(q, k, v, mask, D)  # should be D // n_heads
    B, H, T, d_k = out.shape
    return out.transpose(1, 2).reshape(B, T, D) @ W_o


def mha_without_w_o(query, key, value, W_q, W_k, W_v, W_o, n_heads, mask=None):
    D = query.shape[-1]
    q, k, v = (
        _heads(query @ W_q, n_heads),
        _heads(key @ W_k, n_heads),
        _heads(value @ W_v, n_heads),
    )
    out = _attend(q, k, v, mask, D // n_heads)
    return out.transpose(1, 2).reshape(query.shape[0], query.shape[1], D)


def mha_one_big_head(query, key, value, W_q, W_k, W_v, W_o, n_heads, mask=None):
    q, k, v = query @ W_q, key @ W_k, value @ W_v
    if mask is not None and mask.dim() == 4:
        mask = mask[:, 0]  # (B, 1, S) or (B, T, S): no head axis here
    return _attend(q, k, v, mask, q.shape[-1]) @ W_o


def mha_merge_without_transpose(
    query, key, value, W_q, W_k, W_v, W_o, n_heads, mask=None
):
    D = query.shape[-1]
    q, k, v = (
        _heads(query @ W_q, n_heads),
        _heads(key @ W_k, n_heads),
        _heads(value @ W_v, n_heads),
    )
    out = _attend(q, k, v, mask, D // n_heads)
    return out.reshape(query.shape[0], query.shape[1], D) @ W_o


def mha_ignoring_the_mask(query, key, value, W_q, W_k, W_v, W_o, n_heads, mask=None):
    D = query.shape[-1]
    q, k, v = (
        _heads(query @ W_q, n_heads),
        _heads(key @ W_k, n_heads),
        _heads(value @ W_v, n_heads),
    )
    out = _attend(q, k, v, None, D // n_heads)
    return out.transpose(1, 2).reshape(query.shape[0], query.shape[1], D) @ W_o


def mha_by_head_loop(
    query, key, value, W_q, W_k, W_v, W_o, n_heads, mask=None
):  # right
    d_k = query.shape[-1] // n_heads
    heads = []
    for i in range(n_heads):
        cols = slice(i * d_k, (i + 1) * d_k)
        m = None if mask is None else (mask if mask.dim() < 4 else mask[:, 0])
        heads.append(
            _attend(
                query @ W_q[:, cols], key @ W_k[:, cols], value @ W_v[:, cols], m, d_k
            )
        )
    return torch.cat(heads, dim=-1) @ W_o


WRONG_CH03_05 = [
    ("ex03.softmax", softmax_without_max, "subtract each row's maximum"),
    ("ex03.softmax", softmax_over_columns, "your columns sum to 1"),
    ("ex03.softmax", softmax_as_sigmoid, "not the sigmoid"),
    ("ex03.softmax", softmax_without_keepdim, "keep the summed axis"),
    ("ex03.softmax", softmax_over_everything, "total of the whole tensor"),
    ("ex03.attention", attention_without_scale, "without it large d_k saturates"),
    ("ex03.attention", attention_divided_by_d_k, "not by d_k itself"),
    ("ex03.attention", attention_softmax_over_queries, "each query's weights"),
    ("ex03.attention", attention_times_sqrt, "you multiplied"),
    ("ex03.attention", attention_keys_times_queries, "you computed k @ q^T"),
    ("ex03.attention", attention_with_dot_T, "k.T reverses every axis"),
    ("ex04.causal_mask", causal_without_diagonal, "include the diagonal"),
    ("ex04.causal_mask", causal_by_loops_one_ahead, "off by one"),
    ("ex04.causal_mask", causal_pytorch_convention, "marked the forbidden future"),
    ("ex04.causal_mask", causal_upper, "not on and above it"),
    ("ex04.causal_mask", causal_float, "return a bool tensor"),
    ("ex04.padding_mask", padding_old_layout, "are added where the mask is applied"),
    ("ex04.padding_mask", padding_transposed, "you returned the transpose"),
    ("ex04.padding_mask", padding_inverted, "you marked the padding"),
    ("ex04.padding_mask", padding_zero, "not with 0"),
    ("ex04.padding_mask", padding_as_float, "return a bool tensor"),
    ("ex04.masked_softmax", masked_after_softmax, "not the weights after it"),
    ("ex04.masked_softmax", masked_after_softmax_renormalised, "renormalising after"),
    ("ex04.masked_softmax", masked_plain_softmax, "softmax gives nan"),
    ("ex04.masked_softmax", masked_big_negative, "-1e9"),
    ("ex04.masked_softmax", masked_inverted, "not where it is True"),
    ("ex05.split_heads", split_without_transpose, "reshaping straight to"),
    ("ex05.split_heads", split_forgot_transpose, "to put the heads before"),
    ("ex05.split_heads", split_strided, "every H-th feature"),
    ("ex05.merge_heads", merge_without_transpose, "before the reshape: reshaping"),
    ("ex05.merge_heads", merge_interleaved, "you interleaved"),
    ("ex05.merge_heads", merge_by_sum, "do not add them"),
    ("ex05.merge_heads", merge_by_mean, "do not average"),
    ("ex05.multihead", mha_scaled_by_d_model, "not by √d_model"),
    ("ex05.multihead", mha_without_w_o, "output projection"),
    ("ex05.multihead", mha_one_big_head, "single head of size d_model"),
    ("ex05.multihead", mha_merge_without_transpose, "straight to (B, T, D)"),
    ("ex05.multihead", mha_ignoring_the_mask, "you ignored it"),
]

RIGHT_CH03_05 = [
    ("ex03.softmax", softmax_by_logsumexp),
    ("ex03.attention", attention_by_einsum),
    ("ex04.causal_mask", causal_by_comparison),
    ("ex04.padding_mask", padding_by_loop),
    ("ex04.masked_softmax", masked_by_hand),
    ("ex05.split_heads", split_by_chunks),
    ("ex05.merge_heads", merge_by_cat),
    ("ex05.multihead", mha_by_head_loop),
]
