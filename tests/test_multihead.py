"""Tests for transformer_lib.multihead: heads, parity with PyTorch, masks, caching."""

import pytest
import torch
import torch.nn.functional as F
from hypothesis import given, settings
from hypothesis import strategies as st
from torch import nn

from transformer_lib.attention import scaled_dot_product_attention
from transformer_lib.masks import causal_mask, combine_masks, lengths_mask
from transformer_lib.multihead import MultiHeadAttention, merge_heads, split_heads

TOL = {"atol": 1e-5, "rtol": 1e-5}
seeds = st.integers(0, 2**31 - 1)


def torch_copy(mha: MultiHeadAttention) -> nn.MultiheadAttention:
    """nn.MultiheadAttention with the same weights (in_proj stacks W_q, W_k, W_v)."""
    bias = mha.W_q.bias is not None
    ref = nn.MultiheadAttention(mha.d_model, mha.n_heads, bias=bias, batch_first=True)
    with torch.no_grad():
        ref.in_proj_weight.copy_(
            torch.cat([mha.W_q.weight, mha.W_k.weight, mha.W_v.weight])
        )
        ref.out_proj.weight.copy_(mha.W_o.weight)
        if bias:
            ref.in_proj_bias.copy_(
                torch.cat([mha.W_q.bias, mha.W_k.bias, mha.W_v.bias])
            )
            ref.out_proj.bias.copy_(mha.W_o.bias)
    return ref.eval()


def make_mask(kind, B, H, T, S, gen):
    """A mask of the given kind in which every query row keeps at least one key."""
    if kind == "none":
        return None
    if kind == "causal":  # (T, S), queries are the last T of S positions
        return causal_mask(T, key_size=S)
    lengths = torch.randint(1, S + 1, (B,), generator=gen)
    if kind == "padding":  # (B, 1, 1, S)
        return lengths_mask(lengths, max_len=S)
    if kind == "causal+padding":  # (B, 1, T, S)
        return combine_masks(
            causal_mask(T, key_size=S), lengths_mask(lengths, max_len=S)
        )
    shape = {"random (T, S)": (T, S), "random (B, H, T, S)": (B, H, T, S)}[kind]
    mask = torch.rand(shape, generator=gen) < 0.5
    col = torch.randint(S, shape[:-1], generator=gen)
    return mask.scatter(-1, col.unsqueeze(-1), True)


MASK_KINDS = [
    "none",
    "causal",
    "padding",
    "causal+padding",
    "random (T, S)",
    "random (B, H, T, S)",
]


# --- split and merge ------------------------------------------------------------------


@given(
    B=st.integers(1, 3), T=st.integers(1, 6), H=st.integers(1, 4), d_k=st.integers(1, 5)
)
def test_split_heads_gives_head_i_its_own_slice_and_merge_inverts_it(B, T, H, d_k):
    x = torch.randn(B, T, H * d_k)
    heads = split_heads(x, H)
    assert heads.shape == (B, H, T, d_k)
    for i in range(H):
        assert torch.equal(heads[:, i], x[..., i * d_k : (i + 1) * d_k])
    assert torch.equal(merge_heads(heads), x)


def test_split_and_merge_errors():
    with pytest.raises(ValueError, match="divisible by n_heads=3"):
        split_heads(torch.randn(2, 5, 8), 3)
    with pytest.raises(ValueError, match=r"\(B, H, T, d_k\)"):
        merge_heads(torch.randn(2, 5, 8))


# --- parity with PyTorch --------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(
    seed=seeds,
    B=st.integers(1, 3),
    T=st.integers(1, 7),
    extra=st.integers(0, 4),
    H=st.sampled_from([1, 2, 4]),
    d_k=st.integers(1, 6),
    kind=st.sampled_from(MASK_KINDS),
    cross=st.booleans(),
    bias=st.booleans(),
    keep_weights=st.booleans(),
)
def test_parity_with_nn_multihead_attention(
    seed, B, T, extra, H, d_k, kind, cross, bias, keep_weights
):
    gen = torch.Generator().manual_seed(seed)
    torch.manual_seed(seed)
    D = H * d_k
    S = T + extra if cross else T
    mha = MultiHeadAttention(D, H, bias=bias, keep_weights=keep_weights)
    ref = torch_copy(mha)
    x = torch.randn(B, T, D, generator=gen)
    mem = torch.randn(B, S, D, generator=gen) if cross else x
    mask = make_mask(kind, B, H, T, S, gen)
    ours = mha(x, mem, mem, mask)
    # nn.MultiheadAttention's bool attn_mask is the opposite: True = may NOT attend,
    # shaped (T, S) or (B * H, T, S).
    torch_mask = None if mask is None else ~mask.expand(B, H, T, S).reshape(B * H, T, S)
    theirs, their_weights = ref(
        x, mem, mem, attn_mask=torch_mask, average_attn_weights=False
    )
    torch.testing.assert_close(ours, theirs, **TOL)
    if keep_weights:
        torch.testing.assert_close(mha.attn_weights, their_weights, **TOL)


@settings(max_examples=100, deadline=None)
@given(
    seed=seeds,
    B=st.integers(1, 3),
    T=st.integers(1, 7),
    S=st.integers(1, 7),
    H=st.sampled_from([1, 2, 4]),
    d_k=st.integers(1, 8),
    kind=st.sampled_from(["none", "random (T, S)", "random (B, H, T, S)"]),
)
def test_heads_match_torch_sdpa(seed, B, T, S, H, d_k, kind):
    gen = torch.Generator().manual_seed(seed)
    q = torch.randn(B, H, T, d_k, generator=gen)
    k = torch.randn(B, H, S, d_k, generator=gen)
    v = torch.randn(B, H, S, d_k, generator=gen)
    mask = make_mask(kind, B, H, T, S, gen)
    out, _ = scaled_dot_product_attention(q, k, v, mask)
    torch.testing.assert_close(
        out, F.scaled_dot_product_attention(q, k, v, mask), **TOL
    )


@settings(max_examples=100, deadline=None)
@given(
    seed=seeds,
    B=st.integers(1, 3),
    T=st.integers(1, 6),
    H=st.sampled_from([1, 2, 4]),
    fully_masked=st.booleans(),
)
def test_fused_and_explicit_paths_agree_in_outputs_and_gradients(
    seed, B, T, H, fully_masked
):
    gen = torch.Generator().manual_seed(seed)
    torch.manual_seed(seed)
    mha = MultiHeadAttention(4 * H, H)
    x = torch.randn(B, T, 4 * H, generator=gen)
    mask = make_mask("random (B, H, T, S)", B, H, T, T, gen)
    if fully_masked:
        mask[0, 0, 0] = False  # one query of one head sees nothing
    results = []
    for keep in (True, False):
        mha.keep_weights = keep
        xi = x.clone().requires_grad_(True)
        mha.zero_grad()
        out = mha(xi, xi, xi, mask)
        out.pow(2).sum().backward()
        results.append((out, xi.grad, mha.W_q.weight.grad.clone()))
    for a, b in zip(*results, strict=True):
        assert torch.isfinite(a).all() and torch.isfinite(b).all()
        torch.testing.assert_close(a, b, **TOL)
    assert mha.attn_weights is None  # the fused path keeps no weights


@pytest.mark.parametrize("bias", [True, False])
@pytest.mark.parametrize("keep_weights", [True, False])
def test_stacked_self_attention_projection_equals_three_separate_ones(
    bias, keep_weights
):
    """forward stacks W_q, W_k, W_v when query is key is value: same numbers, same grads."""
    torch.manual_seed(0)
    mha = MultiHeadAttention(12, 3, bias=bias, keep_weights=keep_weights)
    x = torch.randn(2, 5, 12)
    grads = []
    for same in (True, False):
        mha.zero_grad()
        xs = [x] * 3 if same else [x.clone() for _ in range(3)]
        out = mha(*xs, causal_mask(5))
        out.pow(2).sum().backward()
        grads.append((out, *(p.grad.clone() for p in mha.parameters())))
    for a, b in zip(*grads, strict=True):
        torch.testing.assert_close(a, b, **TOL)


# --- properties -----------------------------------------------------------------------


@settings(max_examples=50, deadline=None)
@given(
    seed=seeds, T=st.integers(2, 8), H=st.sampled_from([1, 2, 4]), keep=st.booleans()
)
def test_permutation_equivariance_without_mask(seed, T, H, keep):
    gen = torch.Generator().manual_seed(seed)
    torch.manual_seed(seed)
    mha = MultiHeadAttention(8, H, keep_weights=keep)
    x = torch.randn(2, T, 8, generator=gen)
    perm = torch.randperm(T, generator=gen)
    torch.testing.assert_close(
        mha(x[:, perm], x[:, perm], x[:, perm]), mha(x, x, x)[:, perm], **TOL
    )


@pytest.mark.parametrize("keep_weights", [True, False])
def test_no_nan_with_fully_masked_rows(keep_weights):
    torch.manual_seed(0)
    mha = MultiHeadAttention(8, 2, keep_weights=keep_weights)
    x = torch.randn(2, 4, 8, requires_grad=True)
    mask = lengths_mask(torch.tensor([4, 0]), max_len=4)  # second sequence: all padding
    out = mha(x, x, x, mask)
    out.sum().backward()
    assert torch.isfinite(out).all() and torch.isfinite(x.grad).all()
    for p in mha.parameters():
        assert torch.isfinite(p.grad).all()
    torch.testing.assert_close(
        out[1], mha.W_o.bias.expand(4, 8)
    )  # nothing to attend: 0 W_o + b


def test_attn_weights_shape_and_parameter_count():
    mha = MultiHeadAttention(12, 3)
    mha(torch.randn(2, 4, 12), torch.randn(2, 6, 12), torch.randn(2, 6, 12))
    assert mha.attn_weights.shape == (2, 3, 4, 6)
    assert mha.d_k == 4
    assert sum(p.numel() for p in mha.parameters()) == 4 * (12 * 12 + 12)
    assert (
        sum(p.numel() for p in MultiHeadAttention(12, 3, bias=False).parameters())
        == 4 * 144
    )


def test_dropout_is_active_in_training_only():
    torch.manual_seed(0)
    mha = MultiHeadAttention(8, 2, dropout=0.5)
    x = torch.randn(1, 6, 8)
    mha.eval()
    a, b = mha(x, x, x), mha(x, x, x)
    torch.testing.assert_close(a, b)
    mha.train()
    assert not torch.allclose(mha(x, x, x), a)


def test_attend_supports_an_incremental_key_value_cache():
    """Decoding one position at a time with cached k, v equals the causal forward."""
    torch.manual_seed(0)
    T, H = 5, 2
    mha = MultiHeadAttention(8, H).eval()
    x = torch.randn(1, T, 8)
    full = mha(x, x, x, causal_mask(T))
    k_cache = v_cache = None
    steps = []
    for t in range(T):
        x_t = x[:, t : t + 1]
        q = split_heads(mha.W_q(x_t), H)  # (1, H, 1, d_k)
        k_new, v_new = split_heads(mha.W_k(x_t), H), split_heads(mha.W_v(x_t), H)
        k_cache = k_new if k_cache is None else torch.cat([k_cache, k_new], dim=2)
        v_cache = v_new if v_cache is None else torch.cat([v_cache, v_new], dim=2)
        steps.append(
            mha.attend(q, k_cache, v_cache)
        )  # the newest position sees all so far
    torch.testing.assert_close(torch.cat(steps, dim=1), full, **TOL)


# --- errors ---------------------------------------------------------------------------


def test_bad_inputs_raise_value_error():
    with pytest.raises(ValueError, match="d_model=10, n_heads=4"):
        MultiHeadAttention(10, 4)
    mha = MultiHeadAttention(8, 2)
    x = torch.randn(2, 5, 8)
    with pytest.raises(ValueError, match=r"expected query \(B, T, 8\)"):
        mha(torch.randn(2, 5, 6), x, x)
    with pytest.raises(ValueError, match="key and value"):
        mha(x, x, torch.randn(2, 4, 8))
    with pytest.raises(
        ValueError, match=r"\(B, H, T, S\) = \(2, 2, 5, 5\), got \(2, 5\)"
    ):
        mha(x, x, x, torch.ones(2, 5, dtype=torch.bool))
    with pytest.raises(ValueError, match="bool mask"):
        mha(x, x, x, torch.zeros(5, 5))
    heads = split_heads(x, 2)  # (2, 2, 5, 4)
    with pytest.raises(ValueError, match=r"per-head q \(B, 2, T, 4\)"):
        mha.attend(heads, heads, split_heads(x, 4))
