"""Tests for transformer_lib.masks, and for masking as attention uses it."""

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from transformer_lib.attention import SelfAttention, scaled_dot_product_attention
from transformer_lib.masks import causal_mask, combine_masks, lengths_mask, padding_mask
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
    assert by_ids.shape == by_lengths.shape == (B, 1, 1, S)
    assert by_ids.dtype == torch.bool
    assert torch.equal(by_ids, by_lengths)
    for b in range(B):
        assert int(by_lengths[b].sum()) == int(lengths[b])


def test_lengths_mask_defaults_to_the_longest_length():
    mask = lengths_mask(torch.tensor([2, 4, 1]))
    expected = torch.tensor(
        [[1, 1, 0, 0], [1, 1, 1, 1], [1, 0, 0, 0]], dtype=torch.bool
    )[:, None, None, :]
    assert torch.equal(mask, expected)


def test_combine_masks_broadcasts_and_ands():
    causal = causal_mask(4)  # (4, 4)
    pad = lengths_mask(torch.tensor([4, 2]))  # (2, 1, 1, 4)
    both = combine_masks(causal, None, pad)
    assert both.shape == (2, 1, 4, 4)
    for b, length in enumerate([4, 2]):
        for i in range(4):
            for j in range(4):
                assert bool(both[b, 0, i, j]) == (j <= i and j < length)
    assert combine_masks(None, None) is None
    assert torch.equal(combine_masks(causal), causal)


@pytest.mark.parametrize(
    "call, match",
    [
        (lambda: causal_mask(0), "size"),
        (lambda: causal_mask(3, key_size=2), "key_size"),
        (lambda: padding_mask(torch.zeros(2, 3, 4, dtype=torch.long), 0), r"\(B, S\)"),
        (lambda: padding_mask(torch.zeros(2, 3), 0), "integer"),
        (lambda: lengths_mask(torch.tensor([2, 5]), max_len=4), "max_len=4"),
        (lambda: lengths_mask(torch.tensor([-1, 2])), "lengths in"),
        (lambda: lengths_mask(torch.tensor([[1, 2]])), r"\(B,\)"),
        (
            lambda: combine_masks(
                torch.ones(3, 3, dtype=torch.bool), torch.ones(2, 4) > 0
            ),
            "broadcast",
        ),
        (lambda: combine_masks(torch.ones(3, 3)), "bool"),
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
    mask = causal_mask(T)
    torch.testing.assert_close(
        mha(y, y, y, mask)[:, : t + 1], mha(x, x, x, mask)[:, : t + 1]
    )


@pytest.mark.parametrize("keep_weights", [True, False])
def test_gradient_of_position_t_wrt_later_positions_is_exactly_zero(keep_weights):
    torch.manual_seed(0)
    T = 6
    mha = MultiHeadAttention(8, 2, keep_weights=keep_weights)
    x = torch.randn(1, T, 8, requires_grad=True)
    out = mha(x, x, x, causal_mask(T))
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
    alone = mha(x, x, x)
    padded = torch.cat([x, 100 * torch.randn(1, pads, 8, generator=gen)], dim=1)
    mask = lengths_mask(torch.tensor([length]), max_len=length + pads)
    torch.testing.assert_close(
        mha(padded, padded, padded, mask)[:, :length], alone, **TOL
    )
    causal = combine_masks(causal_mask(length + pads), mask)
    torch.testing.assert_close(
        mha(padded, padded, padded, causal)[:, :length],
        mha(x, x, x, causal_mask(length)),
        **TOL,
    )


def test_masked_weights_are_zero_and_rows_still_sum_to_one():
    layer = SelfAttention(8, 4)
    x = torch.randn(2, 5, 8)
    mask = combine_masks(causal_mask(5), lengths_mask(torch.tensor([5, 3]))[:, 0])
    layer(x, mask)
    w = layer.attn_weights
    assert (w[~mask.expand_as(w)] == 0).all()
    torch.testing.assert_close(w.sum(-1), torch.ones(2, 5))


def test_fully_padded_sequence_gives_finite_outputs_and_gradients():
    q = torch.randn(2, 3, 4, requires_grad=True)
    mask = lengths_mask(torch.tensor([3, 0]), max_len=3)[
        :, 0
    ]  # (2, 1, 3): batch 1 all pad
    out, w = scaled_dot_product_attention(q, q, q, mask)
    assert torch.isfinite(out).all() and torch.equal(out[1], torch.zeros(3, 4))
    out.sum().backward()
    assert torch.isfinite(q.grad).all()
