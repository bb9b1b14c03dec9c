"""Checks for chapter 6 (the encoder): ex06.layer_norm, ex06.encoder_layer."""

from __future__ import annotations

import torch
from torch import nn

from ..encoder import EncoderLayer
from ..layers import FeedForward, layer_norm
from ..masks import lengths_mask
from ..multihead import MultiHeadAttention
from .core import Case, Exercise, Mistake
from .policy import ENCODER_LAYER, LAYER_NORM
from .registry import register
from .vary import fill_, other_than, resample

# --- ex06.layer_norm: layer_norm(x, weight, bias, eps=1e-5) -> (..., D)


def _ln_inputs(shape, dtype=torch.float32, scale=1.0, shift=0.0, plain=False):
    def make(g: torch.Generator) -> tuple:
        D = shape[-1]
        x = torch.randn(*shape, generator=g, dtype=dtype) * scale + shift
        if plain:  # gain 1, shift 0: only the standardisation is tested
            return x, torch.ones(D, dtype=dtype), torch.zeros(D, dtype=dtype)
        weight = 1 + 0.5 * torch.randn(D, generator=g, dtype=dtype)
        bias = 0.5 * torch.randn(D, generator=g, dtype=dtype)
        return x, weight, bias

    return make


def _ln_variant(mean_dims=(-1,), var="biased", eps_where="inside", affine=True):
    def wrong(x, weight, bias, eps=1e-5, fixed_eps=None):
        eps = eps if fixed_eps is None else fixed_eps
        dims = tuple(range(x.dim())) if mean_dims == "all" else mean_dims
        mean = x.mean(dim=dims, keepdim=True)
        if var == "unbiased":
            v = x.var(dim=dims, keepdim=True)
        elif var == "moments":  # E[x^2] - E[x]^2
            v = (x * x).mean(dim=dims, keepdim=True) - mean * mean
        else:
            v = ((x - mean) ** 2).mean(dim=dims, keepdim=True)
        if eps_where == "inside":
            x_hat = (x - mean) / torch.sqrt(v + eps)
        elif eps_where == "outside":
            x_hat = (x - mean) / (torch.sqrt(v) + eps)
        else:
            x_hat = (x - mean) / torch.sqrt(v)
        return weight * x_hat + bias if affine else x_hat

    return wrong


def _ln_fixed_eps(x, weight, bias, eps=1e-5):
    return _ln_variant()(x, weight, bias, fixed_eps=1e-5)


def _other_row(args, kwargs, g):
    """Graded: another row of 4 values (random, not all equal), gain 1, shift 0."""
    x = 3.0 * torch.randn(4, generator=g) + other_than(g, -5, 5, ())
    return (x, torch.ones(4), torch.zeros(4)), kwargs


def _other_constant(args, kwargs, g):
    """Graded: rows of another constant, random gain and shift."""
    value = float(other_than(g, -9, 9, (3,)))
    gain, shift = torch.randn(6, generator=g), torch.randn(6, generator=g)
    return (torch.full((2, 6), value), gain, shift), kwargs


register(
    Exercise(
        id="ex06.layer_norm",
        title="LayerNorm from scratch",
        function="layer_norm",
        forbidden=LAYER_NORM,
        reference=layer_norm,
        cases=[
            Case(
                "x = (2, 4, 6, 8), gain 1, shift 0",
                (torch.tensor([2.0, 4.0, 6.0, 8.0]), torch.ones(4), torch.zeros(4)),
                vary=_other_row,
            ),
            Case(
                "a batch (2, 3, 8), random gain and shift",
                _ln_inputs((2, 3, 8)),
                seed=1,
            ),
            Case("float64 (4, 16)", _ln_inputs((4, 16), torch.float64), seed=2),
            Case(
                "nearly constant rows (variance below eps)",
                _ln_inputs((3, 8), scale=1e-3),
                seed=3,
            ),
            Case(
                "a constant row (variance 0)",
                (torch.full((2, 6), 3.0), torch.ones(6), torch.arange(6.0)),
                vary=_other_constant,
            ),
            Case(
                "a large mean (100 + noise), float32",
                _ln_inputs((4, 32), shift=100.0, plain=True),
                seed=4,
            ),
            Case("eps=0.1", _ln_inputs((2, 5, 4), scale=0.3), {"eps": 0.1}, seed=5),
        ],
        mistakes=[
            Mistake(
                "divide the variance by D, not D - 1: use x.var(dim=-1, "
                "unbiased=False) (torch's var is unbiased by default)",
                _ln_variant(var="unbiased"),
            ),
            Mistake(
                "put eps inside the square root: (x - mean) / sqrt(var + eps), not "
                "(x - mean) / (std + eps)",
                _ln_variant(eps_where="outside"),
            ),
            Mistake(
                "add eps to the variance before the square root: without it a constant "
                "row divides 0 by 0",
                _ln_variant(eps_where="none"),
            ),
            Mistake(
                "use the eps argument, not a fixed 1e-5",
                _ln_fixed_eps,
            ),
            Mistake(
                "take the mean and variance over the last dimension only (dim=-1, "
                "keepdim=True): each position is normalised on its own",
                _ln_variant(mean_dims="all"),
            ),
            Mistake(
                "after normalising, multiply by weight (gamma) and add bias (beta)",
                _ln_variant(affine=False),
            ),
            Mistake(
                "compute the variance as the mean of (x - mean)**2: E[x**2] - E[x]**2 "
                "loses precision in float32 when the mean is large",
                _ln_variant(var="moments"),
            ),
        ],
    )
)

# --- ex06.encoder_layer:
# encoder_layer(x, key_mask, self_attn, feed_forward, norm1, norm2, norm_first=False)
# key_mask: None or (B, S) bool, True = a real token (chapter 4); self_attn is a
# MultiHeadAttention called as self_attn(h, key_mask=key_mask) (chapter 5).


def _layer_case(name, B, S, D, H, d_ff, lengths=None, norm_first=False, seed=0):
    """x and key_mask as args; the modules as keyword arguments, built once, seeded.

    (Modules compare by identity, so they travel in kwargs, which the grader copies
    afresh for every call like the args.)
    """
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(B, S, D, generator=g)
    key_mask = None if lengths is None else lengths_mask(torch.tensor(lengths), S)
    modules = {
        "self_attn": fill_(MultiHeadAttention(D, H), g),
        "feed_forward": fill_(FeedForward(D, d_ff), g),
        "norm1": fill_(nn.LayerNorm(D), g),
        "norm2": fill_(nn.LayerNorm(D), g),
    }
    # graded: other x and parameters, the same shapes and mask
    return Case(
        name,
        (x, key_mask),
        {**modules, "norm_first": norm_first},
        vary=resample(),
    )


def _encoder_layer_reference(
    x, key_mask, self_attn, feed_forward, norm1, norm2, norm_first=False
):
    layer = EncoderLayer(
        self_attn.d_model, self_attn.n_heads, feed_forward.d_ff, norm_first=norm_first
    )
    layer.self_attn, layer.feed_forward = self_attn, feed_forward
    layer.add_norm1.norm, layer.add_norm2.norm = norm1, norm2
    return layer(x, key_mask)


def _sub(kind, x, norm, f):
    """One sublayer with residual and norm, in the right or in a wrong way."""
    if kind == "post":
        return norm(x + f(x))
    if kind == "pre":
        return x + f(norm(x))
    if kind == "norm-then-add":
        return x + norm(f(x))
    if kind == "pre-from-normed":
        h = norm(x)
        return h + f(h)
    return norm(f(x))  # no residual


def _encoder_variant(
    post="post",
    pre="pre",
    use_mask=True,
    ffn_first=False,
    swap_norms=False,
    mask_by_position=False,
):
    def wrong(x, key_mask, self_attn, feed_forward, norm1, norm2, norm_first=False):
        m = key_mask if use_mask else None
        kind = pre if norm_first else post
        n1, n2 = (norm2, norm1) if swap_norms else (norm1, norm2)

        def attend(y):
            if mask_by_position:  # self_attn(y, m): m is taken for the keys
                return self_attn(y, m)
            return self_attn(y, key_mask=m)

        steps = [(n1, attend), (n2, feed_forward)]
        if ffn_first:
            steps = [(n1, feed_forward), (n2, attend)]
        for norm, f in steps:
            x = _sub(kind, x, norm, f)
        return x

    return wrong


register(
    Exercise(
        id="ex06.encoder_layer",
        title="An encoder layer, post-LN and pre-LN",
        function="encoder_layer",
        forbidden=ENCODER_LAYER,
        reference=_encoder_layer_reference,
        cases=[
            _layer_case("post-LN, one sentence, no mask", 1, 4, 8, 2, 16, seed=1),
            _layer_case("post-LN, padded batch", 3, 5, 8, 2, 16, [5, 3, 1], seed=2),
            _layer_case(
                "pre-LN, padded batch", 3, 5, 8, 2, 16, [2, 5, 4], True, seed=3
            ),
            _layer_case("pre-LN, one position", 2, 1, 8, 4, 8, norm_first=True, seed=4),
            _layer_case(
                "post-LN, 4 heads, d_model 16", 2, 6, 16, 4, 32, [6, 4], seed=5
            ),
        ],
        mistakes=[
            Mistake(
                "post-LN adds first and then normalises: norm1(x + self_attn(x, "
                "key_mask=key_mask)), not x + norm1(self_attn(...))",
                _encoder_variant(post="norm-then-add"),
            ),
            Mistake(
                "pre-LN adds the sublayer's output to x itself, not to norm(x): "
                "x + self_attn(h, key_mask=key_mask) with h = norm1(x)",
                _encoder_variant(pre="pre-from-normed"),
            ),
            Mistake(
                "norm_first=True means pre-LN: x + sublayer(norm(x)); norm_first=False "
                "is the paper's post-LN, norm(x + sublayer(x))",
                _encoder_variant(post="pre", pre="post"),
            ),
            Mistake(
                "add the residual: each sublayer's input is added to its output",
                _encoder_variant(post="none", pre="none"),
            ),
            Mistake(
                "pass the mask to self-attention, self_attn(h, key_mask=key_mask), so "
                "that no position attends to padding",
                _encoder_variant(use_mask=False),
            ),
            Mistake(
                "pass the mask by name, self_attn(h, key_mask=key_mask): a second "
                "positional argument is taken for the keys (cross-attention)",
                _encoder_variant(mask_by_position=True),
            ),
            Mistake(
                "self-attention comes first, then the feed-forward network",
                _encoder_variant(ffn_first=True),
            ),
            Mistake(
                "norm1 goes with self-attention, norm2 with the feed-forward network",
                _encoder_variant(swap_norms=True),
            ),
        ],
        error_hints=[
            (
                "forward() got an unexpected keyword argument",
                "MultiHeadAttention takes the padding mask by name as key_mask: "
                "self_attn(h, key_mask=key_mask)",
            ),
            (
                "unexpected keyword argument",
                "keep the parameter names of the signature given: the checks pass the "
                "modules by name",
            ),
            (
                "positional arguments but",
                "self-attention takes its input once and the mask by name: "
                "self_attn(h, key_mask=key_mask)",
            ),
        ],
    )
)
