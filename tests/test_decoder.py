"""Tests for transformer_lib.decoder: parity with nn.TransformerDecoder(Layer), causality."""

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st
from test_encoder import copy_ffn_and_norms, copy_mha, random_sizes, randomise_vectors
from torch import nn

from transformer_lib.decoder import Decoder, DecoderLayer
from transformer_lib.masks import causal_mask, lengths_mask

N_CONFIGS = 12  # random configurations per norm placement


def copy_decoder_layer(ours: DecoderLayer, ref: nn.TransformerDecoderLayer) -> None:
    copy_mha(ours.self_attn, ref.self_attn)
    copy_mha(ours.cross_attn, ref.multihead_attn)  # PyTorch's name for cross-attention
    copy_ffn_and_norms(ours, ref, n_norms=3)


def masks_for(s: dict, T: int, tgt_lengths: list[int]):
    """Ours (True = may attend) and PyTorch's (True = NOT allowed) for the same masks."""
    src_keep = lengths_mask(torch.tensor(s["lengths"]), s["S"])  # (B, 1, 1, S)
    tgt_keep = lengths_mask(torch.tensor(tgt_lengths), T)  # (B, 1, 1, T)
    ours = {"tgt_mask": causal_mask(T) & tgt_keep, "memory_mask": src_keep}
    theirs = {
        "tgt_mask": ~causal_mask(T),  # (T, T), True above the diagonal
        "tgt_key_padding_mask": ~tgt_keep[:, 0, 0, :],  # (B, T)
        "memory_key_padding_mask": ~src_keep[:, 0, 0, :],  # (B, S)
    }
    return ours, theirs


@pytest.mark.parametrize("norm_first", [False, True], ids=["post_ln", "pre_ln"])
@pytest.mark.parametrize("seed", range(N_CONFIGS))
def test_decoder_matches_nn_transformer_decoder(seed, norm_first):
    torch.manual_seed(200 + seed)
    s = random_sizes(200 + seed)
    B, T = len(s["lengths"]), 1 + seed % 7
    tgt_lengths = [1 + (seed + b) % T for b in range(B)]
    ours = Decoder(
        s["n_layers"], s["d_model"], s["n_heads"], s["d_ff"], norm_first=norm_first
    ).eval()
    randomise_vectors(ours, seed)
    layer = nn.TransformerDecoderLayer(
        s["d_model"],
        s["n_heads"],
        s["d_ff"],
        dropout=0.0,
        activation="relu",
        batch_first=True,
        norm_first=norm_first,
    )
    norm = nn.LayerNorm(s["d_model"]) if norm_first else None
    ref = nn.TransformerDecoder(layer, s["n_layers"], norm=norm).eval()
    for o, r in zip(ours.layers, ref.layers, strict=True):
        copy_decoder_layer(o, r)
    if norm_first:
        ref.norm.load_state_dict(ours.norm.state_dict())
    x = torch.randn(B, T, s["d_model"])
    memory = torch.randn(B, s["S"], s["d_model"])
    ours_masks, their_masks = masks_for(s, T, tgt_lengths)
    with torch.no_grad():
        out = ours(x, memory, **ours_masks)
        expected = ref(x, memory, **their_masks)
    torch.testing.assert_close(out, expected, atol=1e-5, rtol=0)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10_000), t=st.integers(0, 6), norm_first=st.booleans())
def test_decoder_is_causal(seed, t, norm_first):
    # changing target positions after t leaves the outputs at 0..t unchanged
    torch.manual_seed(seed)
    dec = Decoder(2, 8, 2, 16, norm_first=norm_first).eval()
    x, memory = torch.randn(2, 7, 8), torch.randn(2, 5, 8)
    mask = causal_mask(7)
    changed = x.clone()
    changed[:, t + 1 :] = torch.randn_like(changed[:, t + 1 :]) * 10
    before, after = dec(x, memory, mask), dec(changed, memory, mask)
    torch.testing.assert_close(after[:, : t + 1], before[:, : t + 1])
    if t < 6:
        assert not torch.allclose(after[:, t + 1 :], before[:, t + 1 :])


def test_decoder_jacobian_has_no_future_dependence():
    torch.manual_seed(0)
    dec = Decoder(2, 8, 2, 16).eval()
    x = torch.randn(1, 5, 8, requires_grad=True)
    memory = torch.randn(1, 4, 8)
    out = dec(x, memory, causal_mask(5))
    w = torch.randn(8)  # a random read-out (a plain sum of a LayerNorm output is 0)
    for t in range(5):
        (grad,) = torch.autograd.grad(out[0, t] @ w, x, retain_graph=True)
        influence = grad[0].abs().sum(-1)  # (T,) how much each input moves out[t]
        assert (influence[t + 1 :] == 0).all(), t
        assert (influence[: t + 1] > 0).all(), t


def test_every_layer_reads_the_same_final_encoder_output():
    torch.manual_seed(1)
    dec = Decoder(3, 8, 2, 16).eval()
    seen = []
    for layer in dec.layers:
        layer.cross_attn.register_forward_hook(
            lambda mod, args, out: seen.append((args[1], args[2]))
        )
    memory = torch.randn(2, 6, 8)
    dec(torch.randn(2, 4, 8), memory, causal_mask(4))
    assert len(seen) == 3
    for key, value in seen:
        assert key is memory and value is memory
    for layer in dec.layers:
        assert layer.cross_attn.attn_weights.shape == (2, 2, 4, 6)  # (B, H, T, S)


def test_padded_memory_positions_are_ignored():
    torch.manual_seed(2)
    dec = Decoder(2, 8, 2, 16).eval()
    x, memory = torch.randn(2, 4, 8), torch.randn(2, 6, 8)
    keep = lengths_mask(torch.tensor([6, 3]), 6)
    junk = memory.clone()
    junk[1, 3:] = torch.randn(3, 8) * 100
    before = dec(x, memory, causal_mask(4), keep)
    torch.testing.assert_close(dec(x, junk, causal_mask(4), keep), before)
    assert not torch.allclose(dec(x, junk, causal_mask(4)), before)


def test_output_depends_on_memory():
    torch.manual_seed(3)
    dec = Decoder(1, 8, 2, 16).eval()
    x = torch.randn(1, 3, 8)
    a = dec(x, torch.randn(1, 5, 8), causal_mask(3))
    b = dec(x, torch.randn(1, 5, 8), causal_mask(3))
    assert not torch.allclose(a, b)


def test_stacked_layers_share_no_weights():
    dec = Decoder(2, 8, 2, 16)
    ptrs = [{p.data_ptr() for p in layer.parameters()} for layer in dec.layers]
    assert not ptrs[0] & ptrs[1]


# -- bad inputs --------------------------------------------------------------------


def test_batch_size_mismatch_between_target_and_memory_is_a_value_error():
    with pytest.raises(ValueError, match=r"memory.*B = 2.*\(3, 5, 8\)"):
        Decoder(1, 8, 2, 16)(torch.randn(2, 4, 8), torch.randn(3, 5, 8))


def test_memory_of_the_wrong_width_is_a_value_error():
    with pytest.raises(ValueError, match="memory"):
        Decoder(1, 8, 2, 16)(torch.randn(2, 4, 8), torch.randn(2, 5, 6))


def test_d_model_not_divisible_by_heads_is_a_value_error():
    with pytest.raises(ValueError, match="divisible"):
        DecoderLayer(12, 5, 16)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"tgt_mask": torch.ones(5, 5, dtype=torch.bool)},  # T is 4, not 5
        {"memory_mask": torch.ones(2, 1, 1, 4, dtype=torch.bool)},  # S is 6
    ],
    ids=["tgt_mask", "memory_mask"],
)
def test_masks_of_the_wrong_shape_are_value_errors(kwargs):
    with pytest.raises(ValueError, match="mask"):
        Decoder(1, 8, 2, 16)(torch.randn(2, 4, 8), torch.randn(2, 6, 8), **kwargs)
