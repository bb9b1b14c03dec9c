"""Tests for transformer_lib.masks, and for masking as attention uses it."""

import numpy as np
import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from transformer_lib.attention import SelfAttention, scaled_dot_product_attention
from transformer_lib.masks import (
    causal_mask,
    lengths_mask,
    make_attention_mask,
    padding_mask,
)
from transformer_lib.multihead import MultiHeadAttention

TOL = {"atol": 1e-5, "rtol": 1e-5}
seeds = st.integers(0, 2**31 - 1)


# --- the masks themselves -------------------------------------------------------------


@given(T=st.integers(1, 20))
def test_causal_mask_allows_exactly_the_past_and_present(T):
    mask = causal_mask(T)
    assert mask.dtype == torch.bool and mask.shape == (T, T)
    for i in range(T):
        for j in range(T):
            assert bool(mask[i, j]) == (j <= i)


@given(T=st.integers(1, 8), extra=st.integers(0, 8))
def test_causal_mask_with_key_size_is_the_last_rows_of_the_square_mask(T, extra):
    S = T + extra
    assert torch.equal(causal_mask(T, key_size=S), causal_mask(S)[S - T :])


def test_causal_mask_device_argument():
    assert causal_mask(3, device="cpu").device.type == "cpu"


@settings(max_examples=50, deadline=None)
@given(seed=seeds, B=st.integers(1, 4), S=st.integers(1, 10))
def test_lengths_mask_matches_padding_mask_of_padded_ids(seed, B, S):
    gen = torch.Generator().manual_seed(seed)
    lengths = torch.randint(0, S + 1, (B,), generator=gen)
    pad = 0
    ids = torch.randint(1, 50, (B, S), generator=gen)
    for b in range(B):
        ids[b, int(lengths[b]) :] = pad
    by_ids = padding_mask(ids, pad)
    by_lengths = lengths_mask(lengths, max_len=S)
    assert by_ids.shape == by_lengths.shape == (B, S)
    assert by_ids.dtype == torch.bool
    assert torch.equal(by_ids, by_lengths)
    for b in range(B):
        assert int(by_lengths[b].sum()) == int(lengths[b])


def test_lengths_mask_defaults_to_the_longest_length():
    mask = lengths_mask(torch.tensor([2, 4, 1]))
    expected = torch.tensor(
        [[1, 1, 0, 0], [1, 1, 1, 1], [1, 0, 0, 0]], dtype=torch.bool
    )
    assert torch.equal(mask, expected)


def test_make_attention_mask_combines_key_mask_and_causal():
    key_mask = lengths_mask(torch.tensor([4, 2]))  # (2, 4)
    both = make_attention_mask(4, 4, key_mask=key_mask, is_causal=True)
    assert both.shape == (2, 1, 4, 4)
    for b, length in enumerate([4, 2]):
        for i in range(4):
            for j in range(4):
                assert bool(both[b, 0, i, j]) == (j <= i and j < length)
    assert make_attention_mask(4, 4) is None
    assert torch.equal(make_attention_mask(3, 3, is_causal=True)[0, 0], causal_mask(3))


def test_a_key_mask_is_never_taken_for_a_query_key_pattern():
    """Issue 8 item 3: with B = S = T a (B, S) padding mask used to pass as (T, S)."""
    B = S = T = 3
    key_mask = lengths_mask(torch.tensor([3, 1, 2]))  # (B, S)
    mask = make_attention_mask(T, S, key_mask=key_mask)  # (B, 1, 1, S)
    for b in range(B):  # every query of sentence b sees exactly its real keys
        assert torch.equal(mask[b, 0].expand(T, S), key_mask[b].expand(T, S))
    wrong = key_mask[:, None, :]  # a 3-d tensor: not a shape attention accepts
    with pytest.raises(ValueError, match="attn_mask"):
        make_attention_mask(T, S, attn_mask=wrong)
    with pytest.raises(ValueError, match="key_mask"):
        make_attention_mask(T, S, key_mask=causal_mask(T)[None])  # (1, T, S)


def test_attention_with_key_mask_equals_each_sentence_alone_when_b_equals_t():
    torch.manual_seed(0)
    B = S = 3
    lengths = [3, 1, 2]
    mha = MultiHeadAttention(8, 2).eval()
    x = torch.randn(B, S, 8)
    out = mha(x, key_mask=lengths_mask(torch.tensor(lengths)))
    for b, n in enumerate(lengths):
        alone = mha(x[b : b + 1, :n])  # the sentence without its padding
        torch.testing.assert_close(out[b : b + 1, :n], alone, **TOL)


def test_causal_mask_accepts_numpy_and_0d_tensor_sizes():
    expected = causal_mask(4)
    assert torch.equal(causal_mask(np.int64(4)), expected)
    assert torch.equal(causal_mask(torch.tensor(4)), expected)
    assert torch.equal(causal_mask(2, key_size=np.int32(4)), expected[2:])


@pytest.mark.parametrize(
    "call, match",
    [
        (lambda: causal_mask(0), "size"),
        (lambda: causal_mask(3, key_size=2), "key_size"),
        (lambda: padding_mask(torch.zeros(2, 3, 4, dtype=torch.long), 0), r"\(B, S\)"),
        (lambda: padding_mask(torch.zeros(2, 3), 0), "integer"),
        (lambda: padding_mask(torch.zeros(2, 3, dtype=torch.bool), 0), "integer"),
        (lambda: padding_mask(torch.zeros(2, 3, dtype=torch.uint8), 0), "integer"),
        (lambda: causal_mask(2.0), "integer"),
        (lambda: causal_mask(True), "bool"),
        (lambda: lengths_mask(torch.tensor([2, 5]), max_len=4), "max_len=4"),
        (lambda: lengths_mask(torch.tensor([-1, 2])), "lengths in"),
        (lambda: lengths_mask(torch.tensor([[1, 2]])), r"\(B,\)"),
        (lambda: make_attention_mask(3, 3, key_mask=torch.ones(2, 4) > 0), "key_mask"),
        (lambda: make_attention_mask(3, 3, key_mask=torch.ones(2, 3)), "bool"),
        (lambda: make_attention_mask(4, 3, is_causal=True), "T <= S"),
        (
            lambda: make_attention_mask(3, 3, attn_mask=torch.ones(2, 3, 3) > 0),
            "attn_mask",
        ),
    ],
)
def test_bad_inputs_raise_value_error(call, match):
    with pytest.raises(ValueError, match=match):
        call()


# --- masking inside attention ---------------------------------------------------------


@settings(max_examples=50, deadline=None)
@given(seed=seeds, T=st.integers(2, 10), heads=st.sampled_from([1, 2, 4]))
def test_causal_attention_output_at_t_ignores_later_inputs(seed, T, heads):
    gen = torch.Generator().manual_seed(seed)
    torch.manual_seed(seed)
    mha = MultiHeadAttention(8, heads)
    x = torch.randn(1, T, 8, generator=gen)
    t = int(torch.randint(0, T - 1, (1,), generator=gen))
    y = x.clone()
    y[:, t + 1 :] = torch.randn(
        1, T - t - 1, 8, generator=gen
    )  # change only the future
    torch.testing.assert_close(
        mha(y, is_causal=True)[:, : t + 1], mha(x, is_causal=True)[:, : t + 1]
    )
    weights_y = mha(y, is_causal=True, need_weights=True)[1]
    weights_x = mha(x, is_causal=True, need_weights=True)[1]
    torch.testing.assert_close(weights_y[..., : t + 1, :], weights_x[..., : t + 1, :])


@pytest.mark.parametrize("need_weights", [True, False])
def test_gradient_of_position_t_wrt_later_positions_is_exactly_zero(need_weights):
    torch.manual_seed(0)
    T = 6
    mha = MultiHeadAttention(8, 2)
    x = torch.randn(1, T, 8, requires_grad=True)
    out = mha(x, is_causal=True, need_weights=need_weights)
    out = out[0] if need_weights else out
    for t in range(T):
        (grad,) = torch.autograd.grad(out[0, t].sum(), x, retain_graph=True)
        assert (grad[0, t + 1 :] == 0).all(), f"position {t} sees the future"
        assert (grad[0, : t + 1].abs().sum(-1) > 0).all(), (
            f"position {t} misses the past"
        )


@settings(max_examples=50, deadline=None)
@given(seed=seeds, length=st.integers(1, 6), pads=st.integers(1, 5))
def test_padding_invariance(seed, length, pads):
    """Real positions give the same output whatever the padding holds, however long."""
    gen = torch.Generator().manual_seed(seed)
    torch.manual_seed(seed)
    mha = MultiHeadAttention(8, 2)
    x = torch.randn(1, length, 8, generator=gen)
    alone = mha(x)
    padded = torch.cat([x, 100 * torch.randn(1, pads, 8, generator=gen)], dim=1)
    key_mask = lengths_mask(torch.tensor([length]), max_len=length + pads)
    torch.testing.assert_close(mha(padded, key_mask=key_mask)[:, :length], alone, **TOL)
    torch.testing.assert_close(
        mha(padded, key_mask=key_mask, is_causal=True)[:, :length],
        mha(x, is_causal=True),
        **TOL,
    )


def test_masked_weights_are_zero_and_rows_still_sum_to_one():
    layer = SelfAttention(8, 4)
    x = torch.randn(2, 5, 8)
    key_mask = lengths_mask(torch.tensor([5, 3]))  # (2, 5)
    mask = causal_mask(5) & key_mask[:, None, :]  # (2, 5, 5)
    _, w = layer(x, mask, need_weights=True)
    assert (w[~mask.expand_as(w)] == 0).all()
    torch.testing.assert_close(w.sum(-1), torch.ones(2, 5))


def test_fully_padded_sequence_gives_finite_outputs_and_gradients():
    q = torch.randn(2, 3, 4, requires_grad=True)
    # (2, 1, 3): batch 1 all pad
    mask = lengths_mask(torch.tensor([3, 0]), max_len=3)[:, None, :]
    out, w = scaled_dot_product_attention(q, q, q, mask)
    assert torch.isfinite(out).all() and torch.equal(out[1], torch.zeros(3, 4))
    out.sum().backward()
    assert torch.isfinite(q.grad).all()


@pytest.mark.parametrize("causal", [False, True])
def test_fully_padded_sequence_in_multihead_gives_zeros_on_both_paths(causal):
    torch.manual_seed(0)
    mha = MultiHeadAttention(8, 2, bias=False)
    x = torch.randn(2, 3, 8, requires_grad=True)
    key_mask = lengths_mask(torch.tensor([3, 0]), max_len=3)
    fused = mha(x, key_mask=key_mask, is_causal=causal)
    explicit, w = mha(x, key_mask=key_mask, is_causal=causal, need_weights=True)
    assert torch.equal(fused[1], torch.zeros(3, 8))  # no bias: zeros in, zeros out
    torch.testing.assert_close(fused, explicit, **TOL)
    assert torch.equal(w[1], torch.zeros_like(w[1]))
    fused.sum().backward()
    assert torch.isfinite(x.grad).all()
