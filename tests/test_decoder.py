"""Tests for transformer_lib.decoder: parity with nn.TransformerDecoder(Layer), causality."""

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st
from test_encoder import copy_ffn_and_norms, copy_mha, random_sizes, randomise_vectors
from torch import nn

from transformer_lib.decoder import Decoder, DecoderCache, DecoderLayer
from transformer_lib.masks import causal_mask, lengths_mask
from transformer_lib.multihead import record_attention

N_CONFIGS = 12  # random configurations per norm placement


def copy_decoder_layer(ours: DecoderLayer, ref: nn.TransformerDecoderLayer) -> None:
    copy_mha(ours.self_attn, ref.self_attn)
    copy_mha(ours.cross_attn, ref.multihead_attn)  # PyTorch's name for cross-attention
    copy_ffn_and_norms(ours, ref, n_norms=3)


def masks_for(s: dict, T: int, tgt_lengths: list[int]):
    """Ours (True = may attend) and PyTorch's (True = NOT allowed) for the same masks."""
    src_keep = lengths_mask(torch.tensor(s["lengths"]), s["S"])  # (B, S)
    tgt_keep = lengths_mask(torch.tensor(tgt_lengths), T)  # (B, T)
    ours = {"tgt_key_mask": tgt_keep, "memory_key_mask": src_keep}  # always causal
    theirs = {
        "tgt_mask": ~causal_mask(T),  # (T, T), True above the diagonal
        "tgt_key_padding_mask": ~tgt_keep,  # (B, T)
        "memory_key_padding_mask": ~src_keep,  # (B, S)
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
    changed = x.clone()
    changed[:, t + 1 :] = torch.randn_like(changed[:, t + 1 :]) * 10
    before, after = dec(x, memory), dec(changed, memory)
    torch.testing.assert_close(after[:, : t + 1], before[:, : t + 1])
    if t < 6:
        assert not torch.allclose(after[:, t + 1 :], before[:, t + 1 :])


def test_decoder_jacobian_has_no_future_dependence():
    torch.manual_seed(0)
    dec = Decoder(2, 8, 2, 16).eval()
    x = torch.randn(1, 5, 8, requires_grad=True)
    memory = torch.randn(1, 4, 8)
    out = dec(x, memory)
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
            lambda mod, args, out: seen.append(args[1])
        )
    memory = torch.randn(2, 6, 8)
    with record_attention(dec) as weights:
        dec(torch.randn(2, 4, 8), memory)
    assert len(seen) == 3
    for key in seen:
        assert key is memory
    for i in range(3):  # (B, H, T, S)
        assert weights[f"layers.{i}.cross_attn"].shape == (2, 2, 4, 6)


def test_padded_memory_positions_are_ignored():
    torch.manual_seed(2)
    dec = Decoder(2, 8, 2, 16).eval()
    x, memory = torch.randn(2, 4, 8), torch.randn(2, 6, 8)
    keep = lengths_mask(torch.tensor([6, 3]), 6)
    junk = memory.clone()
    junk[1, 3:] = torch.randn(3, 8) * 100
    before = dec(x, memory, memory_key_mask=keep)
    torch.testing.assert_close(dec(x, junk, memory_key_mask=keep), before)
    assert not torch.allclose(dec(x, junk), before)


def test_output_depends_on_memory():
    torch.manual_seed(3)
    dec = Decoder(1, 8, 2, 16).eval()
    x = torch.randn(1, 3, 8)
    a = dec(x, torch.randn(1, 5, 8))
    b = dec(x, torch.randn(1, 5, 8))
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
        {"tgt_key_mask": torch.ones(2, 5, dtype=torch.bool)},  # T is 4, not 5
        {"tgt_key_mask": torch.ones(4, 4, dtype=torch.bool)},  # (T, T) is not (B, T)
        {"memory_key_mask": torch.ones(2, 1, 1, 6, dtype=torch.bool)},  # not (B, S)
        {"memory_key_mask": torch.ones(2, 4, dtype=torch.bool)},  # S is 6
    ],
    ids=["tgt_length", "tgt_causal_shape", "memory_rank", "memory_length"],
)
def test_masks_of_the_wrong_shape_are_value_errors(kwargs):
    with pytest.raises(ValueError, match="mask"):
        Decoder(1, 8, 2, 16)(torch.randn(2, 4, 8), torch.randn(2, 6, 8), **kwargs)


@pytest.mark.parametrize("norm_first", [False, True], ids=["post_ln", "pre_ln"])
def test_decoding_with_a_cache_equals_the_full_pass(norm_first):
    """Self-attention keys/values appended per step, cross-attention's computed once."""
    torch.manual_seed(4)
    dec = Decoder(2, 8, 2, 16, norm_first=norm_first).eval()
    x, memory = torch.randn(2, 6, 8), torch.randn(2, 5, 8)
    src_keep = lengths_mask(torch.tensor([5, 2]), 5)
    full = dec(x, memory, memory_key_mask=src_keep)
    cache = DecoderCache()
    steps = []
    for t in range(6):
        steps.append(
            dec(x[:, t : t + 1], memory, memory_key_mask=src_keep, cache=cache)
        )
        cache.offset += 1
    torch.testing.assert_close(torch.cat(steps, 1), full, atol=1e-5, rtol=1e-5)
    layer = cache.layers[0]
    assert layer.self_k.shape == (2, 2, 6, 4)  # (B, H, steps, d_k): grew each step
    assert layer.cross_k.shape == (2, 2, 5, 4)  # (B, H, S, d_k): from the memory
    # several positions at once after a cached prefix
    cache = DecoderCache()
    first = dec(x[:, :2], memory, memory_key_mask=src_keep, cache=cache)
    rest = dec(x[:, 2:], memory, memory_key_mask=src_keep, cache=cache)
    torch.testing.assert_close(torch.cat([first, rest], 1), full, atol=1e-5, rtol=1e-5)


def test_cross_attention_keys_are_computed_once_per_source():
    torch.manual_seed(5)
    dec = Decoder(1, 8, 2, 16).eval()
    calls = []
    dec.layers[0].cross_attn.project_kv = (
        lambda m, f=dec.layers[0].cross_attn.project_kv: calls.append(1) or f(m)
    )
    cache, memory = DecoderCache(), torch.randn(1, 4, 8)
    for _ in range(3):
        dec(torch.randn(1, 1, 8), memory, cache=cache)
    assert len(calls) == 1


def test_cache_reorder_picks_batch_rows():
    torch.manual_seed(6)
    dec = Decoder(1, 8, 2, 16).eval()
    x, memory = torch.randn(3, 2, 8), torch.randn(3, 4, 8)
    cache = DecoderCache()
    dec(x[:, :1], memory, cache=cache)
    cache.offset += 1
    index = torch.tensor([2, 2, 0])
    cache.reorder(index)
    out = dec(x[index, 1:], memory[index], cache=cache)
    torch.testing.assert_close(
        out, dec(x[index], memory[index])[:, 1:], atol=1e-5, rtol=0
    )
    with pytest.raises(ValueError, match="cache holds a batch of 3"):
        dec(x[:2, :1], memory[:2], cache=cache)
