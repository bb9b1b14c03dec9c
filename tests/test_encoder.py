"""Tests for transformer_lib.encoder: parity with nn.TransformerEncoder(Layer), masks."""

import random

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st
from torch import nn

from transformer_lib.encoder import Encoder, EncoderLayer
from transformer_lib.masks import lengths_mask

N_CONFIGS = 12  # random configurations per norm placement and grad mode


# -- copying our weights into PyTorch's modules (also used by the decoder/model tests) --


def copy_mha(ours, ref: nn.MultiheadAttention) -> None:
    """Same parameter names (in_proj_weight, in_proj_bias, out_proj): copy one-to-one."""
    ref.load_state_dict(ours.state_dict())


def copy_ffn_and_norms(ours, ref, n_norms: int) -> None:
    ref.linear1.load_state_dict(ours.feed_forward.W_1.state_dict())
    ref.linear2.load_state_dict(ours.feed_forward.W_2.state_dict())
    for i in range(1, n_norms + 1):
        getattr(ref, f"norm{i}").load_state_dict(
            getattr(ours, f"add_norm{i}").norm.state_dict()
        )


def copy_encoder_layer(ours: EncoderLayer, ref: nn.TransformerEncoderLayer) -> None:
    copy_mha(ours.self_attn, ref.self_attn)
    copy_ffn_and_norms(ours, ref, n_norms=2)


def randomise_vectors(module: nn.Module, seed: int) -> None:
    """Random biases and LayerNorm gains/shifts, so that copying each of them matters."""
    g = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for p in module.parameters():
            if p.dim() == 1:
                p.copy_(torch.randn(p.shape, generator=g) * 0.5 + (p == 1).float())


def random_sizes(seed: int) -> dict:
    rng = random.Random(seed)
    n_heads = rng.choice([1, 2, 3, 4])
    lengths = [rng.randint(1, 9) for _ in range(rng.randint(1, 4))]
    return dict(
        n_heads=n_heads,
        d_model=n_heads * rng.choice([2, 4, 8]),
        d_ff=rng.choice([4, 16, 40]),
        n_layers=rng.randint(1, 3),
        lengths=lengths,  # every sequence keeps at least one real token
        S=max(lengths) + rng.randint(0, 2),
    )


def reference_encoder(s: dict, norm_first: bool, final_norm: bool):
    layer = nn.TransformerEncoderLayer(
        s["d_model"],
        s["n_heads"],
        s["d_ff"],
        dropout=0.0,
        activation="relu",
        batch_first=True,
        norm_first=norm_first,
    )
    norm = nn.LayerNorm(s["d_model"]) if final_norm else None
    return nn.TransformerEncoder(
        layer, s["n_layers"], norm=norm, enable_nested_tensor=False
    )


# -- parity ------------------------------------------------------------------------


@pytest.mark.parametrize("grad", [False, True], ids=["no_grad", "grad"])
@pytest.mark.parametrize("norm_first", [False, True], ids=["post_ln", "pre_ln"])
@pytest.mark.parametrize("seed", range(N_CONFIGS))
def test_encoder_layer_matches_nn_transformer_encoder_layer(seed, norm_first, grad):
    torch.manual_seed(seed)
    s = random_sizes(seed)
    ours = EncoderLayer(s["d_model"], s["n_heads"], s["d_ff"], norm_first=norm_first)
    randomise_vectors(ours, seed)
    ref = reference_encoder(s, norm_first, final_norm=False).layers[0]
    copy_encoder_layer(ours, ref)
    ours.eval(), ref.eval()
    x = torch.randn(len(s["lengths"]), s["S"], s["d_model"])
    keep = lengths_mask(torch.tensor(s["lengths"]), s["S"])  # (B, S) True = real
    with torch.set_grad_enabled(grad):
        out = ours(x, keep)
        # PyTorch: True = NOT allowed
        expected = ref(x, src_key_padding_mask=~keep)
    real = keep  # compare real positions (pads are never read later)
    torch.testing.assert_close(out[real], expected[real], atol=1e-5, rtol=0)


@pytest.mark.parametrize("final_norm", [None, True, False])
@pytest.mark.parametrize("norm_first", [False, True], ids=["post_ln", "pre_ln"])
@pytest.mark.parametrize("seed", range(N_CONFIGS))
def test_encoder_matches_nn_transformer_encoder(seed, norm_first, final_norm):
    torch.manual_seed(100 + seed)
    s = random_sizes(100 + seed)
    ours = Encoder(
        s["n_layers"],
        s["d_model"],
        s["n_heads"],
        s["d_ff"],
        norm_first=norm_first,
        final_norm=final_norm,
    ).eval()
    randomise_vectors(ours, seed)
    has_final = norm_first if final_norm is None else final_norm
    ref = reference_encoder(s, norm_first, final_norm=has_final).eval()
    for o, r in zip(ours.layers, ref.layers, strict=True):
        copy_encoder_layer(o, r)
    if has_final:
        ref.norm.load_state_dict(ours.norm.state_dict())
    x = torch.randn(len(s["lengths"]), s["S"], s["d_model"])
    keep = lengths_mask(torch.tensor(s["lengths"]), s["S"])
    with torch.no_grad():
        out = ours(x, keep)
        expected = ref(x, src_key_padding_mask=~keep)
    real = keep
    torch.testing.assert_close(out[real], expected[real], atol=1e-5, rtol=0)


# -- structure ---------------------------------------------------------------------


def test_final_norm_follows_norm_placement_by_default():
    assert isinstance(Encoder(2, 8, 2, 16, norm_first=True).norm, nn.LayerNorm)
    assert isinstance(Encoder(2, 8, 2, 16, norm_first=False).norm, nn.Identity)
    assert isinstance(Encoder(2, 8, 2, 16, final_norm=True).norm, nn.LayerNorm)


def test_stacked_layers_share_no_weights_and_start_different():
    enc = Encoder(3, 8, 2, 16)
    first, second = enc.layers[0], enc.layers[1]
    for (name, p), q in zip(first.named_parameters(), second.parameters(), strict=True):
        assert p.data_ptr() != q.data_ptr(), name
        if p.dim() > 1:  # freshly initialised matrices differ from layer to layer
            assert not torch.equal(p, q), name
    n_params = sum(p.numel() for p in enc.parameters())
    per_layer = sum(p.numel() for p in first.parameters())
    assert n_params == 3 * per_layer


def test_each_layer_feeds_the_next():
    torch.manual_seed(0)
    enc = Encoder(3, 8, 2, 16).eval()
    x = torch.randn(2, 5, 8)
    y = x
    for layer in enc.layers:
        y = layer(y)
    torch.testing.assert_close(enc(x), y)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), norm_first=st.booleans())
def test_encoder_without_mask_is_permutation_equivariant(seed, norm_first):
    torch.manual_seed(seed)
    enc = Encoder(2, 8, 2, 16, norm_first=norm_first).eval()
    x = torch.randn(2, 6, 8)
    perm = torch.randperm(6)
    torch.testing.assert_close(enc(x[:, perm]), enc(x)[:, perm], atol=1e-5, rtol=1e-5)


@pytest.mark.parametrize("norm_first", [False, True])
def test_padding_does_not_change_real_positions(norm_first):
    torch.manual_seed(1)
    enc = Encoder(2, 8, 2, 16, norm_first=norm_first).eval()
    x = torch.randn(1, 4, 8)
    alone = enc(x)
    padded = torch.cat([x, 50 * torch.randn(1, 3, 8)], dim=1)  # 3 junk positions
    keep = lengths_mask(torch.tensor([4]), 7)
    torch.testing.assert_close(enc(padded, keep)[:, :4], alone, atol=1e-5, rtol=1e-5)
    # without the mask, the junk leaks into the real positions
    assert not torch.allclose(enc(padded)[:, :4], alone, atol=1e-3)


# -- bad inputs --------------------------------------------------------------------


def test_d_model_not_divisible_by_heads_is_a_value_error():
    with pytest.raises(ValueError, match="divisible"):
        Encoder(2, 10, 4, 16)


def test_wrong_feature_size_is_a_value_error():
    with pytest.raises(ValueError, match=r"d_model=8.*\(2, 5, 6\)"):
        Encoder(1, 8, 2, 16)(torch.randn(2, 5, 6))


def test_mask_of_the_wrong_shape_is_a_value_error():
    enc = Encoder(1, 8, 2, 16)
    with pytest.raises(ValueError, match="key_mask"):
        enc(torch.randn(2, 5, 8), torch.ones(2, 1, 1, 5, dtype=torch.bool))
    with pytest.raises(ValueError, match="key_mask"):
        enc(torch.randn(2, 5, 8), torch.ones(2, 4, dtype=torch.bool))


def test_pytorch_style_float_mask_is_a_value_error():
    enc = Encoder(1, 8, 2, 16)
    with pytest.raises(ValueError, match="bool"):
        enc(torch.randn(2, 5, 8), torch.zeros(2, 5))


def test_dropout_sites_are_separate_and_only_residual_dropout_is_on_by_default():
    """Issue 8 item 6: the paper's residual dropout, apart from the two extra sites."""
    layer = EncoderLayer(8, 2, 16, dropout=0.1)
    assert layer.add_norm1.dropout.p == layer.add_norm2.dropout.p == 0.1
    assert layer.self_attn.dropout == 0.0 and layer.feed_forward.dropout.p == 0.0
    layer = EncoderLayer(8, 2, 16, dropout=0.1, attn_dropout=0.2, ff_dropout=0.3)
    assert (layer.self_attn.dropout, layer.feed_forward.dropout.p) == (0.2, 0.3)
    # with only residual dropout, the attention output itself is deterministic
    torch.manual_seed(0)
    layer = EncoderLayer(8, 2, 16, dropout=0.5).train()
    x = torch.randn(2, 5, 8)
    torch.testing.assert_close(layer.self_attn(x), layer.self_attn(x))
    assert not torch.allclose(layer(x), layer(x))
