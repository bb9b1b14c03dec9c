"""Checks for chapter 7 (the decoder): ex07.cross_attention, ex07.decoder_layer."""

from __future__ import annotations

import math

import torch
from torch import nn

from ..attention import scaled_dot_product_attention
from ..decoder import DecoderLayer
from ..layers import FeedForward
from ..masks import lengths_mask
from ..multihead import MultiHeadAttention
from .checks_ch06 import _sub
from .core import Case, Exercise, Mistake
from .policy import ATTENTION, DECODER_LAYER
from .registry import register
from .vary import fill_, resample

# --- ex07.cross_attention:
# cross_attention(y, memory, W_q, W_k, W_v, memory_key_mask=None) -> (B, T, d_v)
# y (B, T, D) from the decoder, memory (B, S, D) from the encoder, one head,
# memory_key_mask (B, S) bool, True = a real source token (chapter 4's key mask).


def _cross_inputs(B, T, S, D, d_k, d_v, lengths=None):
    def make(g: torch.Generator) -> tuple:
        y = torch.randn(B, T, D, generator=g)
        memory = torch.randn(B, S, D, generator=g)
        W_q = torch.randn(D, d_k, generator=g)
        W_k = torch.randn(D, d_k, generator=g)
        W_v = torch.randn(D, d_v, generator=g)
        mask = None
        if lengths is not None:
            mask = lengths_mask(torch.tensor(lengths), S)  # (B, S)
        return y, memory, W_q, W_k, W_v, mask

    return make


def _cross_reference(y, memory, W_q, W_k, W_v, memory_key_mask=None):
    mask = None if memory_key_mask is None else memory_key_mask[:, None, :]  # (B,1,S)
    out, _ = scaled_dot_product_attention(y @ W_q, memory @ W_k, memory @ W_v, mask)
    return out  # (B, T, d_v)


def _cross_variant(
    q_from="y",
    kv_from="memory",
    scale="sqrt",
    mask_mode="scores",
    softmax_dim=-1,
):
    def wrong(y, memory, W_q, W_k, W_v, memory_key_mask=None):
        sources = {"y": y, "memory": memory}
        q = sources[q_from] @ W_q
        k, v = sources[kv_from] @ W_k, sources[kv_from] @ W_v
        d_k = q.shape[-1]
        scores = q @ k.transpose(-2, -1)  # (B, T, S)
        if scale == "sqrt":
            scores = scores / math.sqrt(d_k)
        elif scale == "d_k":
            scores = scores / d_k
        mask = memory_key_mask
        if mask is not None and mask_mode == "scores":
            scores = scores.masked_fill(~mask[:, None, :], float("-inf"))
        elif mask is not None and mask_mode == "unsqueezed":
            # the (B, S) mask meets (B, T, S) scores as if it were a (T, S) mask
            scores = scores.masked_fill(~mask, float("-inf"))
        weights = torch.softmax(scores, dim=softmax_dim)
        if mask is not None and mask_mode == "weights":
            weights = weights * mask[:, None, :]
        return weights @ v

    return wrong


register(
    Exercise(
        id="ex07.cross_attention",
        title="Cross-attention (one head)",
        function="cross_attention",
        forbidden=ATTENTION,
        reference=_cross_reference,
        cases=[
            Case("T = 3, S = 5, no mask", _cross_inputs(1, 3, 5, 4, 4, 4), seed=1),
            Case(
                "source padding, T = 4, S = 6",
                _cross_inputs(2, 4, 6, 8, 4, 4, lengths=[6, 3]),
                seed=2,
            ),
            Case(
                "one decoding step (T = 1)",
                _cross_inputs(3, 1, 5, 8, 8, 8, lengths=[5, 2, 4]),
                seed=3,
            ),
            Case(
                "T > S, d_v != d_k",
                _cross_inputs(2, 6, 3, 8, 4, 6, lengths=[3, 2]),
                seed=4,
            ),
            Case(
                "B = T = 3: the (B, S) mask must not act as a (T, S) one",
                _cross_inputs(3, 3, 4, 8, 4, 4, lengths=[4, 1, 2]),
                seed=6,
            ),
            Case("d_k = 64, no mask", _cross_inputs(2, 3, 4, 16, 64, 8), seed=5),
        ],
        mistakes=[
            Mistake(
                "keys and values come from memory (the encoder's output); only the "
                "queries come from y (the decoder)",
                _cross_variant(kv_from="y"),
            ),
            Mistake(
                "the queries come from y (the decoder), the keys and values from memory: "
                "you swapped their roles",
                _cross_variant(q_from="memory", kv_from="y", mask_mode="ignore"),
            ),
            Mistake(
                "divide the scores by sqrt(d_k), the square root of the query/key size",
                _cross_variant(scale="none"),
            ),
            Mistake(
                "divide by the square root of d_k, not by d_k",
                _cross_variant(scale="d_k"),
            ),
            Mistake(
                "use memory_key_mask: padded source positions must get weight 0",
                _cross_variant(mask_mode="ignore"),
            ),
            Mistake(
                "give the (B, S) key mask a query axis, memory_key_mask[:, None, :] of "
                "shape (B, 1, S), before it meets the (B, T, S) scores; as it is, it "
                "lines up with (T, S)",
                _cross_variant(mask_mode="unsqueezed"),
            ),
            Mistake(
                "mask the scores with -inf before the softmax; zeroing weights after it "
                "leaves rows that no longer sum to 1",
                _cross_variant(mask_mode="weights"),
            ),
            Mistake(
                "take the softmax over the source positions, the last axis (dim=-1)",
                _cross_variant(softmax_dim=-2),
            ),
        ],
    )
)

# --- ex07.decoder_layer:
# decoder_layer(x, memory, tgt_key_mask, memory_key_mask, self_attn, cross_attn,
#               feed_forward, norms, norm_first=False) -> (B, T, D)
# Key masks (B, T) and (B, S), bool, True = a real token; MultiHeadAttention modules
# called as self_attn(h, key_mask=..., is_causal=True), cross_attn(h, memory, key_mask=...).


def _decoder_case(name, B, T, S, D, H, d_ff, tgt_lengths, src_lengths, nf, seed):
    """Tensors and masks as args; the modules as keyword arguments (see checks_ch06)."""
    g = torch.Generator().manual_seed(seed)
    x, memory = torch.randn(B, T, D, generator=g), torch.randn(B, S, D, generator=g)
    tgt_key_mask = lengths_mask(torch.tensor(tgt_lengths), T)  # (B, T)
    memory_key_mask = lengths_mask(torch.tensor(src_lengths), S)  # (B, S)
    modules = {
        "self_attn": fill_(MultiHeadAttention(D, H), g),
        "cross_attn": fill_(MultiHeadAttention(D, H), g),
        "feed_forward": fill_(FeedForward(D, d_ff), g),
        "norms": [fill_(nn.LayerNorm(D), g) for _ in range(3)],
    }
    args = (x, memory, tgt_key_mask, memory_key_mask)
    # graded: other tensors and parameters, the same shapes and masks
    return Case(name, args, {**modules, "norm_first": nf}, vary=resample())


def _decoder_layer_reference(
    x,
    memory,
    tgt_key_mask,
    memory_key_mask,
    self_attn,
    cross_attn,
    feed_forward,
    norms,
    norm_first=False,
):
    D, H = self_attn.d_model, self_attn.n_heads
    layer = DecoderLayer(D, H, feed_forward.d_ff, norm_first=norm_first)
    layer.self_attn, layer.cross_attn = self_attn, cross_attn
    layer.feed_forward = feed_forward
    for add_norm, norm in zip(
        (layer.add_norm1, layer.add_norm2, layer.add_norm3), norms, strict=True
    ):
        add_norm.norm = norm
    return layer(x, memory, tgt_key_mask=tgt_key_mask, memory_key_mask=memory_key_mask)


def _decoder_variant(
    kv="memory",
    causal=True,
    use_tgt_mask=True,
    use_memory_mask=True,
    swap_masks=False,
    cross_first=False,
    post="post",
    pre="pre",
):
    def wrong(
        x,
        memory,
        tgt_key_mask,
        memory_key_mask,
        self_attn,
        cross_attn,
        feed_forward,
        norms,
        norm_first=False,
    ):
        tgt_m, mem_m = tgt_key_mask, memory_key_mask
        if swap_masks:
            tgt_m, mem_m = mem_m, tgt_m

        def self_sub(y):
            return self_attn(
                y, key_mask=tgt_m if use_tgt_mask else None, is_causal=causal
            )

        def cross_sub(y):
            if kv == "decoder":  # self-attention a second time
                return cross_attn(y, key_mask=tgt_m, is_causal=True)
            return cross_attn(y, memory, key_mask=mem_m if use_memory_mask else None)

        first, second = (cross_sub, self_sub) if cross_first else (self_sub, cross_sub)
        kind = pre if norm_first else post
        for norm, f in zip(norms, (first, second, feed_forward), strict=True):
            x = _sub(kind, x, norm, f)
        return x

    return wrong


register(
    Exercise(
        id="ex07.decoder_layer",
        title="A decoder layer",
        function="decoder_layer",
        forbidden=DECODER_LAYER,
        reference=_decoder_layer_reference,
        cases=[
            _decoder_case(
                "post-LN, T = 4, S = 5", 1, 4, 5, 8, 2, 16, [4], [5], False, 1
            ),
            _decoder_case(
                "post-LN, padded target and source",
                3,
                5,
                6,
                8,
                2,
                16,
                [5, 3, 2],
                [6, 2, 4],
                False,
                2,
            ),
            _decoder_case(
                "pre-LN, padded target and source",
                2,
                4,
                3,
                8,
                4,
                16,
                [2, 4],
                [3, 1],
                True,
                3,
            ),
            _decoder_case(
                "pre-LN, one decoding step (T = 1)",
                2,
                1,
                4,
                8,
                2,
                8,
                [1, 1],
                [4, 2],
                True,
                4,
            ),
            _decoder_case(
                "post-LN, T > S, 4 heads", 2, 6, 3, 16, 4, 32, [6, 5], [3, 2], False, 5
            ),
            _decoder_case(
                "post-LN, T = S, padded target and source",
                2,
                4,
                4,
                8,
                2,
                16,
                [4, 2],
                [3, 4],
                False,
                6,
            ),
        ],
        mistakes=[
            Mistake(
                "cross-attention takes its keys and values from memory, the encoder's "
                "output: cross_attn(h, memory, key_mask=memory_key_mask)",
                _decoder_variant(kv="decoder"),
            ),
            Mistake(
                "the decoder's self-attention is causal: self_attn(h, "
                "key_mask=tgt_key_mask, is_causal=True); without it each position sees "
                "the words after it",
                _decoder_variant(causal=False),
            ),
            Mistake(
                "pass tgt_key_mask to the self-attention as key_mask, so that no "
                "position attends to target padding",
                _decoder_variant(use_tgt_mask=False),
            ),
            Mistake(
                "pass memory_key_mask to the cross-attention, so that no position "
                "attends to source padding",
                _decoder_variant(use_memory_mask=False),
            ),
            Mistake(
                "tgt_key_mask (B, T) goes with the self-attention over the target, "
                "memory_key_mask (B, S) with the cross-attention to the source",
                _decoder_variant(swap_masks=True),
            ),
            Mistake(
                "masked self-attention comes first, then cross-attention, then the "
                "feed-forward network",
                _decoder_variant(cross_first=True),
            ),
            Mistake(
                "post-LN adds first and then normalises: norm(x + sublayer(x)), not "
                "x + norm(sublayer(x))",
                _decoder_variant(post="norm-then-add"),
            ),
            Mistake(
                "norm_first=True means pre-LN: x + sublayer(norm(x)); norm_first=False "
                "is the paper's post-LN, norm(x + sublayer(x))",
                _decoder_variant(post="pre", pre="post"),
            ),
        ],
        error_hints=[
            (
                "forward() got an unexpected keyword argument",
                "MultiHeadAttention takes its masks by name: self_attn(h, "
                "key_mask=tgt_key_mask, is_causal=True) and cross_attn(h, memory, "
                "key_mask=memory_key_mask)",
            ),
            (
                "unexpected keyword argument",
                "keep the parameter names of the signature given: the checks pass the "
                "modules by name",
            ),
            (
                "positional arguments but",
                "MultiHeadAttention takes the inputs by position and the masks by "
                "name: cross_attn(h, memory, key_mask=memory_key_mask)",
            ),
        ],
    )
)
