"""Tests for transformer_lib.attention: softmax, attention function and module."""

import math

import pytest
import torch
import torch.nn.functional as F
from hypothesis import given, settings
from hypothesis import strategies as st

from transformer_lib.attention import (
    SelfAttention,
    attention_scores,
    scaled_dot_product_attention,
    softmax,
)

TOL = {"atol": 1e-5, "rtol": 1e-5}
seeds = st.integers(0, 2**31 - 1)


def random_mask(shape, gen, p_keep=0.6):
    """A random bool mask in which every row keeps at least one key."""
    mask = torch.rand(shape, generator=gen) < p_keep
    col = torch.randint(shape[-1], shape[:-1], generator=gen)
    mask.scatter_(-1, col.unsqueeze(-1), True)
    return mask


def loop_attention(q, k, v):
    """Attention of q (T, d_k), k (S, d_k), v (S, d_v) with loops and math.exp."""
    d_k = q.shape[-1]
    out = []
    for qi in q.tolist():
        scores = [
            sum(a * b for a, b in zip(qi, kj, strict=True)) / math.sqrt(d_k)
            for kj in k.tolist()
        ]
        top = max(scores)
        exps = [math.exp(s - top) for s in scores]
        weights = [e / sum(exps) for e in exps]
        out.append(
            [
                sum(w * vj[c] for w, vj in zip(weights, v.tolist(), strict=True))
                for c in range(v.shape[1])
            ]
        )
    return torch.tensor(out, dtype=q.dtype)


# --- softmax --------------------------------------------------------------------------


@settings(max_examples=100, deadline=None)
@given(seed=seeds, ndim=st.integers(1, 4), scale=st.sampled_from([1.0, 30.0, 1e4]))
def test_softmax_matches_torch_on_every_dim(seed, ndim, scale):
    gen = torch.Generator().manual_seed(seed)
    shape = torch.randint(1, 6, (ndim,), generator=gen).tolist()
    x = torch.randn(shape, generator=gen) * scale
    for dim in range(-ndim, ndim):
        torch.testing.assert_close(
            softmax(x, dim=dim), torch.softmax(x, dim=dim), **TOL
        )


def test_softmax_is_stable_for_large_logits():
    x = torch.tensor([1000.0, 1001.0, 1002.0])
    assert torch.isnan(
        torch.exp(x) / torch.exp(x).sum()
    ).all()  # the naive formula fails
    e = torch.tensor([math.exp(-2), math.exp(-1), 1.0])
    torch.testing.assert_close(softmax(x), e / e.sum())


def test_softmax_rows_sum_to_one_and_are_positive():
    x = torch.randn(4, 7) * 5
    p = softmax(x)
    assert (p > 0).all()
    torch.testing.assert_close(p.sum(-1), torch.ones(4))


def test_softmax_fully_masked_row_gives_zeros_and_finite_gradients():
    x = torch.randn(3, 4)
    x[1] = float("-inf")
    x.requires_grad_(True)
    p = softmax(x)
    assert torch.equal(p[1], torch.zeros(4))
    torch.testing.assert_close(p[0], torch.softmax(x[0], -1))
    (p * torch.randn(3, 4)).sum().backward()
    assert torch.isfinite(x.grad).all()


def test_softmax_gradient_matches_torch():
    x = torch.randn(5, 6, requires_grad=True)
    y = x.detach().clone().requires_grad_(True)
    w = torch.randn(5, 6)
    (softmax(x) * w).sum().backward()
    (torch.softmax(y, -1) * w).sum().backward()
    torch.testing.assert_close(x.grad, y.grad, **TOL)


# --- scaled dot-product attention -----------------------------------------------------


def test_matches_loop_reference_by_hand():
    torch.manual_seed(0)
    q, k, v = torch.randn(3, 4), torch.randn(5, 4), torch.randn(5, 2)
    out, weights = scaled_dot_product_attention(q, k, v)
    torch.testing.assert_close(out, loop_attention(q, k, v), **TOL)
    assert weights.shape == (3, 5)


def test_scores_are_divided_by_sqrt_d_k():
    q, k = torch.ones(1, 16), torch.ones(1, 16)
    assert attention_scores(q, k).item() == pytest.approx(16 / 4)


@settings(max_examples=200, deadline=None)
@given(
    seed=seeds,
    batch=st.lists(st.integers(1, 3), min_size=0, max_size=2),
    T=st.integers(1, 9),
    S=st.integers(1, 9),
    d_k=st.integers(1, 16),
    d_v=st.integers(1, 16),
    masked=st.booleans(),
)
def test_parity_with_torch_sdpa(seed, batch, T, S, d_k, d_v, masked):
    gen = torch.Generator().manual_seed(seed)
    q = torch.randn(*batch, T, d_k, generator=gen)
    k = torch.randn(*batch, S, d_k, generator=gen)
    v = torch.randn(*batch, S, d_v, generator=gen)
    mask = random_mask((*batch, T, S), gen) if masked else None
    out, weights = scaled_dot_product_attention(q, k, v, mask)
    expected = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
    torch.testing.assert_close(out, expected, **TOL)
    torch.testing.assert_close(weights.sum(-1), torch.ones(*batch, T), **TOL)
    if masked:
        assert (weights[~mask] == 0).all()


def test_mask_broadcasts_from_2d():
    q, k, v = torch.randn(2, 3, 4, 8), torch.randn(2, 3, 4, 8), torch.randn(2, 3, 4, 8)
    mask = torch.ones(4, 4, dtype=torch.bool).tril()
    out, weights = scaled_dot_product_attention(q, k, v, mask)
    expected = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
    torch.testing.assert_close(out, expected, **TOL)
    assert weights.shape == (2, 3, 4, 4)


def test_fully_masked_rows_are_finite_with_finite_gradients():
    q = torch.randn(2, 4, 8, requires_grad=True)
    k = torch.randn(2, 5, 8, requires_grad=True)
    v = torch.randn(2, 5, 8, requires_grad=True)
    mask = torch.ones(2, 4, 5, dtype=torch.bool)
    mask[0, 2] = False  # query 2 of batch 0 may attend nothing
    out, weights = scaled_dot_product_attention(q, k, v, mask)
    assert torch.isfinite(out).all() and torch.isfinite(weights).all()
    assert torch.equal(out[0, 2], torch.zeros(8))
    out.pow(2).sum().backward()
    for t in (q, k, v):
        assert torch.isfinite(t.grad).all()


def test_dropout_changes_the_output_but_not_the_returned_weights():
    torch.manual_seed(0)
    q, k, v = torch.randn(1, 6, 4), torch.randn(1, 6, 4), torch.randn(1, 6, 4)
    out0, w0 = scaled_dot_product_attention(q, k, v)
    out1, w1 = scaled_dot_product_attention(q, k, v, dropout_p=0.5)
    torch.testing.assert_close(w0, w1)
    assert not torch.allclose(out0, out1)


# --- the single-head module -----------------------------------------------------------


def test_self_attention_module_matches_the_function_and_returns_weights_on_request():
    torch.manual_seed(0)
    layer = SelfAttention(d_model=6, d_k=4)
    x = torch.randn(2, 5, 6)
    out = layer(x)
    q, k, v = x @ layer.W_q.weight.T, x @ layer.W_k.weight.T, x @ layer.W_v.weight.T
    expected, weights = scaled_dot_product_attention(q, k, v)
    torch.testing.assert_close(out, expected, **TOL)
    assert out.shape == (2, 5, 4)
    out2, weights2 = layer(x, need_weights=True)
    torch.testing.assert_close(out2, out)
    torch.testing.assert_close(weights2, weights, **TOL)
    assert not hasattr(layer, "attn_weights")  # nothing is kept between calls


@settings(max_examples=50, deadline=None)
@given(seed=seeds, T=st.integers(2, 10))
def test_self_attention_is_permutation_equivariant(seed, T):
    gen = torch.Generator().manual_seed(seed)
    torch.manual_seed(seed)
    layer = SelfAttention(d_model=8, d_k=4)
    x = torch.randn(1, T, 8, generator=gen)
    perm = torch.randperm(T, generator=gen)
    torch.testing.assert_close(layer(x[:, perm]), layer(x)[:, perm], **TOL)


# --- errors a learner can act on ------------------------------------------------------


@pytest.mark.parametrize(
    "shapes, match",
    [
        (((3, 4), (5, 8), (5, 2)), "same last size d_k"),
        (((3, 4), (5, 4), (6, 2)), "same length S"),
        (((4,), (5, 4), (5, 2)), "at least 2 dims"),
    ],
)
def test_bad_shapes_raise_value_error(shapes, match):
    q, k, v = (torch.randn(s) for s in shapes)
    with pytest.raises(ValueError, match=match):
        scaled_dot_product_attention(q, k, v)


def test_bad_masks_raise_value_error_naming_both_shapes():
    q, k, v = torch.randn(2, 3, 4), torch.randn(2, 5, 4), torch.randn(2, 5, 4)
    with pytest.raises(ValueError, match=r"\(2, 3, 5\), got \(2, 3\)"):
        scaled_dot_product_attention(q, k, v, torch.ones(2, 3, dtype=torch.bool))
    with pytest.raises(ValueError, match="bool mask"):
        scaled_dot_product_attention(q, k, v, torch.ones(3, 5))
    with pytest.raises(ValueError, match="broadcastable"):  # would enlarge the batch
        scaled_dot_product_attention(q, k, v, torch.ones(4, 2, 3, 5, dtype=torch.bool))


def test_an_empty_key_sequence_is_a_clear_error():
    q, k = torch.randn(2, 3, 4), torch.randn(2, 0, 4)
    with pytest.raises(ValueError, match="S = 0"):
        scaled_dot_product_attention(q, k, k)


def test_softmax_has_no_data_dependent_branch():
    """Issue 8 item 11: no `if` on the values, so torch.compile sees one graph."""
    import torch._dynamo as dynamo

    x = torch.randn(3, 5).masked_fill(
        torch.tensor([False, True, False])[:, None], -math.inf
    )
    dynamo.reset()
    explanation = dynamo.explain(softmax)(x)
    assert explanation.graph_break_count == 0, explanation.break_reasons
    p = torch.compile(softmax)(x)
    torch.testing.assert_close(p, softmax(x))
    assert torch.equal(p[1], torch.zeros(5))


def test_self_attention_rejects_wrong_width():
    with pytest.raises(ValueError, match="d_model=6"):
        SelfAttention(6, 4)(torch.randn(2, 5, 7))


@pytest.mark.parametrize("T, S", [(5, 5), (2, 6), (1, 4)])
def test_is_causal_equals_the_causal_mask_with_queries_at_the_end(T, S):
    torch.manual_seed(0)
    q, k, v = torch.randn(2, 3, T, 4), torch.randn(2, 3, S, 4), torch.randn(2, 3, S, 5)
    mask = torch.ones(S, S, dtype=torch.bool).tril()[S - T :]  # the last T rows
    expected = scaled_dot_product_attention(q, k, v, mask)
    got = scaled_dot_product_attention(q, k, v, is_causal=True)
    for a, b in zip(got, expected, strict=True):
        torch.testing.assert_close(a, b, **TOL)
    if T == S:  # PyTorch aligns its causal mask the same way when T = S
        torch.testing.assert_close(
            got[0], F.scaled_dot_product_attention(q, k, v, is_causal=True), **TOL
        )
    if S > T:  # more queries than keys: no causal alignment exists
        with pytest.raises(ValueError, match="T <= S"):
            scaled_dot_product_attention(k, q, q, is_causal=True)
