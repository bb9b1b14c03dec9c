"""Tests for transformer_lib.layers: feed-forward network, LayerNorm, Add & Norm."""

import pytest
import torch
import torch.nn.functional as F
from hypothesis import given, settings
from hypothesis import strategies as st
from torch import nn

from transformer_lib.layers import (
    AddNorm,
    FeedForward,
    LayerNorm,
    feed_forward,
    layer_norm,
)

SHAPES = [(1, 1, 4), (2, 5, 8), (3, 7, 16), (4, 32)]


@pytest.mark.parametrize("shape", SHAPES)
def test_layer_norm_matches_functional_layer_norm(shape):
    g = torch.Generator().manual_seed(0)
    x = torch.randn(shape, generator=g) * 3 + 2
    D = shape[-1]
    weight, bias = torch.randn(D, generator=g), torch.randn(D, generator=g)
    expected = F.layer_norm(x, (D,), weight, bias, eps=1e-5)
    torch.testing.assert_close(layer_norm(x, weight, bias), expected)


@pytest.mark.parametrize("shape", SHAPES)
def test_layer_norm_module_matches_nn_layer_norm_after_copy(shape):
    torch.manual_seed(1)
    D = shape[-1]
    reference = nn.LayerNorm(D)
    with torch.no_grad():  # random gain and shift, so that copying them matters
        reference.weight.normal_()
        reference.bias.normal_()
    ours = LayerNorm(D)
    ours.load_state_dict(reference.state_dict())
    x = torch.randn(shape)
    torch.testing.assert_close(ours(x), reference(x), atol=1e-5, rtol=1e-5)


@settings(max_examples=30, deadline=None)
@given(
    d_model=st.integers(2, 64),
    scale=st.floats(1e-2, 1e3),
    shift=st.floats(-1e3, 1e3),
)
def test_layer_norm_standardises_every_position(d_model, scale, shift):
    torch.manual_seed(d_model)
    x = torch.randn(3, 4, d_model, dtype=torch.float64) * scale + shift
    y = LayerNorm(d_model).double()(x)
    mean = y.mean(-1)
    torch.testing.assert_close(mean, torch.zeros_like(mean), atol=1e-6, rtol=0)
    # the variance comes out as v / (v + eps), where v is the input's (biased) variance
    v = x.var(-1, unbiased=False)
    torch.testing.assert_close(y.var(-1, unbiased=False), v / (v + 1e-5))


def test_layer_norm_of_a_constant_vector_is_the_shift():
    # variance 0: eps inside the square root keeps the division finite (x - mean = 0)
    ln = LayerNorm(6)
    with torch.no_grad():
        ln.bias.copy_(torch.arange(6.0))
    out = ln(torch.full((2, 3, 6), 7.0))
    assert torch.isfinite(out).all()
    torch.testing.assert_close(out, torch.arange(6.0).expand(2, 3, 6))


def test_layer_norm_acts_on_each_position_alone():
    torch.manual_seed(2)
    x = torch.randn(2, 5, 8)
    ln = LayerNorm(8)
    y = ln(x)
    x2 = x.clone()
    x2[:, 3] += 100.0  # change one position only
    y2 = ln(x2)
    torch.testing.assert_close(y2[:, :3], y[:, :3])
    torch.testing.assert_close(y2[:, 4:], y[:, 4:])
    assert not torch.allclose(y2[:, 3], y[:, 3])


@pytest.mark.parametrize("shape,d_ff", [((1, 1, 4), 8), ((2, 5, 8), 32), ((3, 16), 4)])
def test_feed_forward_module_matches_the_formula(shape, d_ff):
    torch.manual_seed(3)
    D = shape[-1]
    ffn = FeedForward(D, d_ff)
    x = torch.randn(shape)
    # nn.Linear stores W as (out, in): the paper's W_1 (D, F) is its transpose
    expected = (
        torch.clamp(x @ ffn.W_1.weight.T + ffn.W_1.bias, min=0) @ ffn.W_2.weight.T
        + ffn.W_2.bias
    )
    torch.testing.assert_close(ffn(x), expected)
    functional = feed_forward(
        x, ffn.W_1.weight.T, ffn.W_1.bias, ffn.W_2.weight.T, ffn.W_2.bias
    )
    torch.testing.assert_close(functional, expected)


def test_feed_forward_is_position_wise():
    torch.manual_seed(4)
    ffn = FeedForward(8, 16)
    x = torch.randn(2, 6, 8)
    perm = torch.randperm(6)
    torch.testing.assert_close(ffn(x[:, perm]), ffn(x)[:, perm])
    # and one position alone gives the same answer as inside a sequence
    torch.testing.assert_close(ffn(x[:, 2:3]), ffn(x)[:, 2:3])


def test_feed_forward_matches_the_ffn_of_nn_transformer_encoder_layer():
    torch.manual_seed(5)
    ref = nn.TransformerEncoderLayer(8, 2, dim_feedforward=24, dropout=0.0)
    ffn = FeedForward(8, 24)
    ffn.W_1.load_state_dict(ref.linear1.state_dict())
    ffn.W_2.load_state_dict(ref.linear2.state_dict())
    x = torch.randn(3, 4, 8)
    torch.testing.assert_close(ffn(x), ref.linear2(F.relu(ref.linear1(x))))


@pytest.mark.parametrize("norm_first", [False, True])
def test_add_norm_follows_its_formula(norm_first):
    torch.manual_seed(6)
    block = AddNorm(8, norm_first=norm_first)
    with torch.no_grad():
        block.norm.weight.normal_()
        block.norm.bias.normal_()
    sub = nn.Linear(8, 8)
    x = torch.randn(2, 5, 8)
    w, b = block.norm.weight, block.norm.bias

    def ln(t):
        return F.layer_norm(t, (8,), w, b)

    expected = x + sub(ln(x)) if norm_first else ln(x + sub(x))
    torch.testing.assert_close(block(x, sub), expected)


def test_add_norm_with_a_silent_sublayer():
    # a sublayer that outputs zeros: pre-LN passes x through, post-LN normalises it
    x = torch.randn(2, 3, 8) * 5 + 1

    def silent(t):
        return torch.zeros_like(t)

    torch.testing.assert_close(AddNorm(8, norm_first=True)(x, silent), x)
    expected = F.layer_norm(x, (8,))
    torch.testing.assert_close(AddNorm(8, norm_first=False)(x, silent), expected)


def test_add_norm_dropout_is_off_in_eval_and_on_in_train():
    torch.manual_seed(7)
    block = AddNorm(8, dropout=0.5, norm_first=True)
    x = torch.randn(4, 6, 8)

    def one(t):
        return torch.ones_like(t)

    block.eval()
    torch.testing.assert_close(block(x, one), x + 1)
    block.train()
    assert not torch.allclose(block(x, one), x + 1)


@pytest.mark.parametrize(
    "module", [lambda: LayerNorm(8), lambda: FeedForward(8, 16)], ids=["ln", "ffn"]
)
def test_wrong_feature_size_is_a_clear_value_error(module):
    with pytest.raises(ValueError, match=r"d_model=8.*\(2, 3, 5\)"):
        module()(torch.randn(2, 3, 5))
