"""Answers to the exercises of chapters 6-7 as students write them, wrong and right.

Used by tests/test_grading_checks.py (every wrong one must fail with the hint meant for
it; every right one must score full marks) and tests/test_grading_ch06_07.py.
"""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F

# --- chapter 6: LayerNorm and the encoder layer, wrong the way students write them


def ln_torch_var(x, weight, bias, eps=1e-5):
    mean = x.mean(-1, keepdim=True)
    return weight * (x - mean) / torch.sqrt(x.var(-1, keepdim=True) + eps) + bias


def ln_std_plus_eps(x, weight, bias, eps=1e-5):
    mean, std = x.mean(-1, keepdim=True), x.std(-1, unbiased=False, keepdim=True)
    return weight * (x - mean) / (std + eps) + bias


def ln_without_eps(x, weight, bias, eps=1e-5):
    mean = x.mean(-1, keepdim=True)
    std = ((x - mean) ** 2).mean(-1, keepdim=True).sqrt()
    return weight * (x - mean) / std + bias


def ln_fixed_eps(x, weight, bias, eps=1e-5):
    mean = x.mean(-1, keepdim=True)
    var = ((x - mean) ** 2).mean(-1, keepdim=True)
    return weight * (x - mean) / torch.sqrt(var + 1e-5) + bias


def ln_whole_tensor(x, weight, bias, eps=1e-5):
    mean, var = x.mean(), x.var(unbiased=False)
    return weight * (x - mean) / torch.sqrt(var + eps) + bias


def ln_without_gain_and_shift(x, weight, bias, eps=1e-5):
    mean = x.mean(-1, keepdim=True)
    return (x - mean) / torch.sqrt(x.var(-1, unbiased=False, keepdim=True) + eps)


def ln_from_moments(x, weight, bias, eps=1e-5):
    mean = x.mean(-1, keepdim=True)
    var = (x**2).mean(-1, keepdim=True) - mean**2
    return weight * (x - mean) / torch.sqrt(var + eps) + bias


def _encoder_steps(x, key_mask, self_attn, feed_forward, norm1, norm2):
    return [(norm1, lambda h: self_attn(h, key_mask=key_mask)), (norm2, feed_forward)]


def enc_adds_after_norm(
    x, key_mask, self_attn, feed_forward, norm1, norm2, norm_first=False
):
    for norm, f in _encoder_steps(x, key_mask, self_attn, feed_forward, norm1, norm2):
        x = x + f(norm(x)) if norm_first else x + norm(f(x))
    return x


def enc_pre_ln_from_normed(
    x, key_mask, self_attn, feed_forward, norm1, norm2, norm_first=False
):
    for norm, f in _encoder_steps(x, key_mask, self_attn, feed_forward, norm1, norm2):
        if norm_first:
            x = norm(x)
            x = x + f(x)
        else:
            x = norm(x + f(x))
    return x


def enc_forgets_mask(
    x, key_mask, self_attn, feed_forward, norm1, norm2, norm_first=False
):
    for norm, f in _encoder_steps(x, None, self_attn, feed_forward, norm1, norm2):
        x = x + f(norm(x)) if norm_first else norm(x + f(x))
    return x


def enc_mask_by_position(
    x, key_mask, self_attn, feed_forward, norm1, norm2, norm_first=False
):
    # self_attn(h, key_mask) reads key_mask as the keys: cross-attention, not a mask
    for norm, f in [(norm1, lambda h: self_attn(h, key_mask)), (norm2, feed_forward)]:
        x = x + f(norm(x)) if norm_first else norm(x + f(x))
    return x


def enc_feed_forward_first(
    x, key_mask, self_attn, feed_forward, norm1, norm2, norm_first=False
):
    steps = [(norm1, feed_forward), (norm2, lambda h: self_attn(h, key_mask=key_mask))]
    for norm, f in steps:
        x = x + f(norm(x)) if norm_first else norm(x + f(x))
    return x


def enc_placements_swapped(
    x, key_mask, self_attn, feed_forward, norm1, norm2, norm_first=False
):
    for norm, f in _encoder_steps(x, key_mask, self_attn, feed_forward, norm1, norm2):
        x = norm(x + f(x)) if norm_first else x + f(norm(x))
    return x


# --- chapter 7: cross-attention and the decoder layer


def _attend(q, k, v, mask, scale, softmax_dim=-1, mask_weights=False):
    scores = q @ k.transpose(-2, -1) / scale  # (B, T, S)
    if mask is not None:
        mask = mask.unsqueeze(1)  # (B, S) -> (B, 1, S): the same for every query
    if mask is not None and not mask_weights:
        scores = scores.masked_fill(~mask, float("-inf"))
    weights = torch.softmax(scores, dim=softmax_dim)
    if mask is not None and mask_weights:
        weights = weights * mask
    return weights @ v


def cross_kv_from_decoder(y, memory, W_q, W_k, W_v, memory_key_mask=None):
    q, k, v = y @ W_q, y @ W_k, y @ W_v
    return _attend(q, k, v, memory_key_mask, math.sqrt(q.shape[-1]))


def cross_unscaled(y, memory, W_q, W_k, W_v, memory_key_mask=None):
    return _attend(y @ W_q, memory @ W_k, memory @ W_v, memory_key_mask, 1.0)


def cross_divided_by_d_k(y, memory, W_q, W_k, W_v, memory_key_mask=None):
    q = y @ W_q
    return _attend(q, memory @ W_k, memory @ W_v, memory_key_mask, q.shape[-1])


def cross_masks_weights(y, memory, W_q, W_k, W_v, memory_key_mask=None):
    q = y @ W_q
    scale = math.sqrt(q.shape[-1])
    return _attend(
        q, memory @ W_k, memory @ W_v, memory_key_mask, scale, mask_weights=True
    )


def cross_softmax_over_queries(y, memory, W_q, W_k, W_v, memory_key_mask=None):
    q = y @ W_q
    scale = math.sqrt(q.shape[-1])
    return _attend(q, memory @ W_k, memory @ W_v, memory_key_mask, scale, softmax_dim=1)


def cross_ignores_mask(y, memory, W_q, W_k, W_v, memory_key_mask=None):
    q = y @ W_q
    return _attend(q, memory @ W_k, memory @ W_v, None, math.sqrt(q.shape[-1]))


def cross_mask_without_query_axis(y, memory, W_q, W_k, W_v, memory_key_mask=None):
    q, k, v = y @ W_q, memory @ W_k, memory @ W_v
    scores = q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])  # (B, T, S)
    if memory_key_mask is not None:  # (B, S) broadcast against (B, T, S)
        scores = scores.masked_fill(memory_key_mask == 0, float("-inf"))
    return torch.softmax(scores, dim=-1) @ v


def _decoder(x, norms, sublayers, norm_first, add_after_norm=False):
    for norm, f in zip(norms, sublayers, strict=True):
        if norm_first:
            x = x + f(norm(x))
        else:
            x = x + norm(f(x)) if add_after_norm else norm(x + f(x))
    return x


def dec_cross_from_decoder(
    x, memory, tgt_key_mask, memory_key_mask, self_attn, cross_attn, feed_forward,
    norms, norm_first=False,
):  # fmt: skip
    subs = [
        lambda h: self_attn(h, key_mask=tgt_key_mask, is_causal=True),
        lambda h: cross_attn(h, key_mask=tgt_key_mask, is_causal=True),
        feed_forward,
    ]
    return _decoder(x, norms, subs, norm_first)


def dec_without_causal_mask(
    x, memory, tgt_key_mask, memory_key_mask, self_attn, cross_attn, feed_forward,
    norms, norm_first=False,
):  # fmt: skip
    subs = [
        lambda h: self_attn(h, key_mask=tgt_key_mask),
        lambda h: cross_attn(h, memory, key_mask=memory_key_mask),
        feed_forward,
    ]
    return _decoder(x, norms, subs, norm_first)


def dec_ignores_target_padding(
    x, memory, tgt_key_mask, memory_key_mask, self_attn, cross_attn, feed_forward,
    norms, norm_first=False,
):  # fmt: skip
    subs = [
        lambda h: self_attn(h, is_causal=True),
        lambda h: cross_attn(h, memory, key_mask=memory_key_mask),
        feed_forward,
    ]
    return _decoder(x, norms, subs, norm_first)


def dec_cross_attention_first(
    x, memory, tgt_key_mask, memory_key_mask, self_attn, cross_attn, feed_forward,
    norms, norm_first=False,
):  # fmt: skip
    subs = [
        lambda h: cross_attn(h, memory, key_mask=memory_key_mask),
        lambda h: self_attn(h, key_mask=tgt_key_mask, is_causal=True),
        feed_forward,
    ]
    return _decoder(x, norms, subs, norm_first)


def dec_ignores_source_padding(
    x, memory, tgt_key_mask, memory_key_mask, self_attn, cross_attn, feed_forward,
    norms, norm_first=False,
):  # fmt: skip
    subs = [
        lambda h: self_attn(h, key_mask=tgt_key_mask, is_causal=True),
        lambda h: cross_attn(h, memory),
        feed_forward,
    ]
    return _decoder(x, norms, subs, norm_first)


def dec_swaps_the_masks(
    x, memory, tgt_key_mask, memory_key_mask, self_attn, cross_attn, feed_forward,
    norms, norm_first=False,
):  # fmt: skip
    subs = [
        lambda h: self_attn(h, key_mask=memory_key_mask, is_causal=True),
        lambda h: cross_attn(h, memory, key_mask=tgt_key_mask),
        feed_forward,
    ]
    return _decoder(x, norms, subs, norm_first)


def dec_adds_after_norm(
    x, memory, tgt_key_mask, memory_key_mask, self_attn, cross_attn, feed_forward,
    norms, norm_first=False,
):  # fmt: skip
    subs = [
        lambda h: self_attn(h, key_mask=tgt_key_mask, is_causal=True),
        lambda h: cross_attn(h, memory, key_mask=memory_key_mask),
        feed_forward,
    ]
    return _decoder(x, norms, subs, norm_first, add_after_norm=True)


WRONG_CH06_07 = [
    ("ex06.layer_norm", ln_torch_var, "not D - 1"),
    ("ex06.layer_norm", ln_std_plus_eps, "eps inside the square root"),
    ("ex06.layer_norm", ln_without_eps, "divides 0 by 0"),
    ("ex06.layer_norm", ln_fixed_eps, "use the eps argument"),
    ("ex06.layer_norm", ln_whole_tensor, "last dimension only"),
    ("ex06.layer_norm", ln_without_gain_and_shift, "multiply by weight (gamma)"),
    ("ex06.layer_norm", ln_from_moments, "loses precision"),
    ("ex06.encoder_layer", enc_adds_after_norm, "post-LN adds first"),
    ("ex06.encoder_layer", enc_pre_ln_from_normed, "not to norm(x)"),
    ("ex06.encoder_layer", enc_forgets_mask, "so that no position attends to padding"),
    ("ex06.encoder_layer", enc_mask_by_position, "taken for the keys"),
    ("ex06.encoder_layer", enc_feed_forward_first, "self-attention comes first"),
    ("ex06.encoder_layer", enc_placements_swapped, "norm_first=True means pre-LN"),
    ("ex07.cross_attention", cross_kv_from_decoder, "keys and values come from memory"),
    ("ex07.cross_attention", cross_unscaled, "divide the scores by sqrt(d_k)"),
    ("ex07.cross_attention", cross_divided_by_d_k, "not by d_k"),
    ("ex07.cross_attention", cross_masks_weights, "before the softmax"),
    ("ex07.cross_attention", cross_softmax_over_queries, "the last axis"),
    ("ex07.cross_attention", cross_ignores_mask, "use memory_key_mask"),
    ("ex07.cross_attention", cross_mask_without_query_axis, "a query axis"),
    ("ex07.decoder_layer", dec_cross_from_decoder, "keys and values from memory"),
    ("ex07.decoder_layer", dec_without_causal_mask, "is causal"),
    ("ex07.decoder_layer", dec_ignores_target_padding, "pass tgt_key_mask"),
    ("ex07.decoder_layer", dec_cross_attention_first, "comes first"),
    ("ex07.decoder_layer", dec_ignores_source_padding, "pass memory_key_mask"),
    ("ex07.decoder_layer", dec_swaps_the_masks, "goes with the self-attention"),
    ("ex07.decoder_layer", dec_adds_after_norm, "post-LN adds first"),
]


# --- right answers, written differently from the references


def ln_by_var_mean(x, weight, bias, eps=1e-5):
    var, mean = torch.var_mean(x, dim=-1, correction=0, keepdim=True)
    return torch.addcmul(bias, weight, (x - mean) * torch.rsqrt(var + eps))


def enc_written_out(
    x, key_mask, self_attn, feed_forward, norm1, norm2, norm_first=False
):
    if norm_first:
        x = x + self_attn(norm1(x), key_mask=key_mask)
        return x + feed_forward(norm2(x))
    x = norm1(x + self_attn(x, key_mask=key_mask))
    return norm2(x + feed_forward(x))


def cross_by_einsum(y, memory, W_q, W_k, W_v, memory_key_mask=None):
    q, k, v = y @ W_q, memory @ W_k, memory @ W_v
    scores = torch.einsum("btd,bsd->bts", q, k) / q.shape[-1] ** 0.5
    if memory_key_mask is not None:
        allowed = memory_key_mask[:, None, :]  # (B, 1, S)
        scores = torch.where(allowed, scores, torch.tensor(float("-inf")))
    return torch.einsum("bts,bsd->btd", F.softmax(scores, dim=-1), v)


def dec_written_out(
    x, memory, tgt_key_mask, memory_key_mask, self_attn, cross_attn, feed_forward,
    norms, norm_first=False,
):  # fmt: skip
    n1, n2, n3 = norms
    if norm_first:
        x = x + self_attn(n1(x), key_mask=tgt_key_mask, is_causal=True)
        x = x + cross_attn(n2(x), memory, key_mask=memory_key_mask)
        return x + feed_forward(n3(x))
    x = n1(x + self_attn(x, key_mask=tgt_key_mask, is_causal=True))
    x = n2(x + cross_attn(x, memory, key_mask=memory_key_mask))
    return n3(x + feed_forward(x))


def dec_three_inputs(
    x, memory, tgt_key_mask, memory_key_mask, self_attn, cross_attn, feed_forward,
    norms, norm_first=False,
):  # fmt: skip
    # the general three-input call, and the causal pattern as an explicit attn_mask
    T = x.size(1)
    causal = torch.ones(T, T, dtype=torch.bool).tril()
    subs = [
        lambda h: self_attn(h, h, h, key_mask=tgt_key_mask, attn_mask=causal),
        lambda h: cross_attn(h, memory, memory, key_mask=memory_key_mask),
        feed_forward,
    ]
    return _decoder(x, norms, subs, norm_first)


RIGHT_CH06_07 = [
    ("ex06.layer_norm", ln_by_var_mean),
    ("ex06.encoder_layer", enc_written_out),
    ("ex07.cross_attention", cross_by_einsum),
    ("ex07.decoder_layer", dec_written_out),
    ("ex07.decoder_layer", dec_three_inputs),
]
