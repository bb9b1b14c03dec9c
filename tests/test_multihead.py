"""Tests for transformer_lib.multihead: heads, parity with PyTorch, masks, caching."""

import pytest
import torch
import torch.nn.functional as F
from hypothesis import given, settings
from hypothesis import strategies as st
from torch import nn

from transformer_lib.attention import scaled_dot_product_attention
from transformer_lib.masks import lengths_mask, make_attention_mask
from transformer_lib.multihead import (
    MultiHeadAttention,
    merge_heads,
    record_attention,
    split_heads,
)

TOL = {"atol": 1e-5, "rtol": 1e-5}
seeds = st.integers(0, 2**31 - 1)


def torch_copy(mha: MultiHeadAttention) -> nn.MultiheadAttention:
    """nn.MultiheadAttention with the same weights: the parameter names are the same."""
    bias = mha.in_proj_bias is not None
    ref = nn.MultiheadAttention(mha.d_model, mha.n_heads, bias=bias, batch_first=True)
    ref.load_state_dict(mha.state_dict())
    return ref.eval()


def make_masks(kind, B, H, T, S, gen):
    """Keyword arguments for one kind of mask; every query keeps at least one key."""
    if kind == "none":
        return {}
    if kind == "causal":  # queries are the last T of S positions
        return {"is_causal": True}
    lengths = torch.randint(1, S + 1, (B,), generator=gen)
    if kind == "padding":
        return {"key_mask": lengths_mask(lengths, max_len=S)}  # (B, S)
    if kind == "causal+padding":
        return {"key_mask": lengths_mask(lengths, max_len=S), "is_causal": True}
    shape = {"random (T, S)": (T, S), "random (B, H, T, S)": (B, H, T, S)}[kind]
    mask = torch.rand(shape, generator=gen) < 0.5
    col = torch.randint(S, shape[:-1], generator=gen)
    return {"attn_mask": mask.scatter(-1, col.unsqueeze(-1), True)}


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
    need_weights=st.booleans(),
)
def test_parity_with_nn_multihead_attention(
    seed, B, T, extra, H, d_k, kind, cross, bias, need_weights
):
    gen = torch.Generator().manual_seed(seed)
    torch.manual_seed(seed)
    D = H * d_k
    S = T + extra if cross else T
    mha = MultiHeadAttention(D, H, bias=bias)
    ref = torch_copy(mha)
    x = torch.randn(B, T, D, generator=gen)
    mem = torch.randn(B, S, D, generator=gen) if cross else x
    masks = make_masks(kind, B, H, T, S, gen)
    args = (x, mem) if cross else (x,)
    ours = mha(*args, **masks, need_weights=need_weights)
    # nn.MultiheadAttention's bool attn_mask is the opposite: True = may NOT attend,
    # shaped (T, S) or (B * H, T, S).
    mask = make_attention_mask(T, S, **masks)
    torch_mask = None if mask is None else ~mask.expand(B, H, T, S).reshape(B * H, T, S)
    theirs, their_weights = ref(
        x, mem, mem, attn_mask=torch_mask, average_attn_weights=False
    )
    if need_weights:
        ours, weights = ours
        torch.testing.assert_close(weights, their_weights, **TOL)
    torch.testing.assert_close(ours, theirs, **TOL)


def test_same_seed_gives_the_same_initial_weights_as_pytorch():
    """Issue 8 item 7: initialisation is exactly nn.MultiheadAttention's."""
    for bias in (True, False):
        torch.manual_seed(3)
        ours = MultiHeadAttention(64, 8, bias=bias)
        torch.manual_seed(3)
        theirs = nn.MultiheadAttention(64, 8, bias=bias, batch_first=True)
        mine, ref = ours.state_dict(), theirs.state_dict()
        assert list(mine) == list(ref)
        for name in ref:
            assert torch.equal(mine[name], ref[name]), name
    bound = (6 / (64 + 3 * 64)) ** 0.5  # Xavier-uniform over the stacked (3D, D) matrix
    assert ours.W_q.abs().max() <= bound
    assert abs(ours.W_q.std().item() - bound / 3**0.5) < 0.05 * bound


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
    mask = make_masks(kind, B, H, T, S, gen).get("attn_mask")
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
    kind=st.sampled_from(MASK_KINDS),
    fully_masked=st.booleans(),
)
def test_fused_and_explicit_paths_agree_in_outputs_and_gradients(
    seed, B, T, H, kind, fully_masked
):
    gen = torch.Generator().manual_seed(seed)
    torch.manual_seed(seed)
    mha = MultiHeadAttention(4 * H, H)
    x = torch.randn(B, T, 4 * H, generator=gen)
    masks = make_masks(kind, B, H, T, T, gen)
    if fully_masked:  # the first sequence is all padding: its queries see nothing
        key_mask = masks.get("key_mask", torch.ones(B, T, dtype=torch.bool)).clone()
        key_mask[0] = False
        masks["key_mask"] = key_mask
    results = []
    for need_weights in (True, False):
        xi = x.clone().requires_grad_(True)
        mha.zero_grad()
        out = mha(xi, **masks, need_weights=need_weights)
        out = out[0] if need_weights else out
        out.pow(2).sum().backward()
        results.append((out, xi.grad, mha.in_proj_weight.grad.clone()))
    for a, b in zip(*results, strict=True):
        assert torch.isfinite(a).all() and torch.isfinite(b).all()
        torch.testing.assert_close(a, b, **TOL)


@pytest.mark.parametrize("bias", [True, False])
def test_the_three_call_forms_give_the_same_numbers_and_gradients(bias):
    """mha(x), mha(x, x) and mha(x, x, x): one, two or three products, same result."""
    torch.manual_seed(0)
    mha = MultiHeadAttention(12, 3, bias=bias)
    x = torch.randn(2, 5, 12)
    grads = []
    for args in ((x,), (x, x.clone()), (x, x.clone(), x.clone())):
        mha.zero_grad()
        out = mha(*args, is_causal=True)
        out.pow(2).sum().backward()
        grads.append((out, *(p.grad.clone() for p in mha.parameters())))
    for other in grads[1:]:
        for a, b in zip(grads[0], other, strict=True):
            torch.testing.assert_close(a, b, **TOL)


def test_self_attention_projects_with_one_stacked_matrix_product():
    """Issue 8 item 10: no torch.cat of weights per call; one F.linear for q, k, v."""
    from torch.overrides import TorchFunctionMode

    class Calls(TorchFunctionMode):
        def __init__(self):
            super().__init__()
            self.names = []

        def __torch_function__(self, func, types, args=(), kwargs=None):
            self.names.append(getattr(func, "__name__", str(func)))
            return func(*args, **(kwargs or {}))

    mha = MultiHeadAttention(16, 4).eval()
    x = torch.randn(1, 1, 16)
    with torch.no_grad(), Calls() as calls:
        mha(x)
    assert calls.names.count("linear") == 2, calls.names  # in_proj (3D rows), out_proj
    assert "cat" not in calls.names, calls.names
    for name, n_linear in (("cross", 3), ("general", 4)):
        args = (x, torch.randn(1, 3, 16)) if name == "cross" else (x, x, x)
        with torch.no_grad(), Calls() as calls:
            mha(*args)
        assert calls.names.count("linear") == n_linear, (name, calls.names)


def test_weight_views_are_views_of_the_stacked_matrix():
    mha = MultiHeadAttention(8, 2)
    with torch.no_grad():
        mha.W_k.fill_(1.5)
    assert torch.equal(mha.in_proj_weight[8:16], torch.full((8, 8), 1.5))
    assert mha.W_q.data_ptr() == mha.in_proj_weight.data_ptr()
    assert mha.W_o is mha.out_proj.weight


# --- properties -----------------------------------------------------------------------


@settings(max_examples=50, deadline=None)
@given(
    seed=seeds, T=st.integers(2, 8), H=st.sampled_from([1, 2, 4]), need=st.booleans()
)
def test_permutation_equivariance_without_mask(seed, T, H, need):
    gen = torch.Generator().manual_seed(seed)
    torch.manual_seed(seed)
    mha = MultiHeadAttention(8, H)
    x = torch.randn(2, T, 8, generator=gen)
    perm = torch.randperm(T, generator=gen)
    permuted, plain = mha(x[:, perm], need_weights=need), mha(x, need_weights=need)
    if need:
        (permuted, w_permuted), (plain, w_plain) = permuted, plain
        torch.testing.assert_close(w_permuted, w_plain[:, :, perm][..., perm], **TOL)
    torch.testing.assert_close(permuted, plain[:, perm], **TOL)


@pytest.mark.parametrize("need_weights", [True, False])
def test_no_nan_with_fully_masked_rows(need_weights):
    torch.manual_seed(0)
    mha = MultiHeadAttention(8, 2)
    x = torch.randn(2, 4, 8, requires_grad=True)
    key_mask = lengths_mask(torch.tensor([4, 0]), max_len=4)  # second: all padding
    out = mha(x, key_mask=key_mask, need_weights=need_weights)
    out = out[0] if need_weights else out
    out.sum().backward()
    assert torch.isfinite(out).all() and torch.isfinite(x.grad).all()
    for p in mha.parameters():
        assert torch.isfinite(p.grad).all()
    # nothing to attend: 0 W_o + b
    torch.testing.assert_close(out[1], mha.out_proj.bias.expand(4, 8))


def test_weights_shape_nothing_stored_and_parameter_count():
    mha = MultiHeadAttention(12, 3)
    out = mha(torch.randn(2, 4, 12), torch.randn(2, 6, 12))
    assert out.shape == (2, 4, 12)
    _, weights = mha(torch.randn(2, 4, 12), torch.randn(2, 6, 12), need_weights=True)
    assert weights.shape == (2, 3, 4, 6)
    assert not any(isinstance(v, torch.Tensor) for v in vars(mha).values())
    assert mha.d_k == 4
    assert sum(p.numel() for p in mha.parameters()) == 4 * (12 * 12 + 12)
    assert (
        sum(p.numel() for p in MultiHeadAttention(12, 3, bias=False).parameters())
        == 4 * 144
    )


def test_record_attention_collects_every_layer_and_stops_after_the_block():
    torch.manual_seed(0)
    net = nn.ModuleDict({"a": MultiHeadAttention(8, 2), "b": MultiHeadAttention(8, 4)})
    x = torch.randn(2, 3, 8)
    with record_attention(net) as weights:
        out_a = net["a"](x, is_causal=True)
        net["b"](x, torch.randn(2, 5, 8))
    assert sorted(weights) == ["a", "b"]
    assert weights["a"].shape == (2, 2, 3, 3) and weights["b"].shape == (2, 4, 3, 5)
    assert (weights["a"].triu(1) == 0).all()  # causal
    assert not weights["a"].requires_grad
    _, direct = net["a"](x, is_causal=True, need_weights=True)
    torch.testing.assert_close(weights["a"], direct)
    torch.testing.assert_close(net["a"](x, is_causal=True), out_a, **TOL)
    net["a"](x)  # outside the block: nothing recorded, nothing kept
    assert weights["a"].shape == (2, 2, 3, 3) and (weights["a"].triu(1) == 0).all()
    assert all(m._recorder is None for m in net.values())


def test_dropout_is_active_in_training_only():
    torch.manual_seed(0)
    mha = MultiHeadAttention(8, 2, dropout=0.5)
    x = torch.randn(1, 6, 8)
    mha.eval()
    a, b = mha(x), mha(x)
    torch.testing.assert_close(a, b)
    mha.train()
    assert not torch.allclose(mha(x), a)


def test_attend_supports_an_incremental_key_value_cache():
    """Decoding one position at a time with cached k, v equals the causal forward."""
    torch.manual_seed(0)
    T, H = 5, 2
    mha = MultiHeadAttention(8, H).eval()
    x = torch.randn(1, T, 8)
    full = mha(x, is_causal=True)
    k_cache = v_cache = None
    steps = []
    for t in range(T):
        q, k_new, v_new = mha.project_qkv(x[:, t : t + 1])  # (1, H, 1, d_k) each
        k_cache = k_new if k_cache is None else torch.cat([k_cache, k_new], dim=2)
        v_cache = v_new if v_cache is None else torch.cat([v_cache, v_new], dim=2)
        # the newest position sees all so far (is_causal with T = 1 < S is the last row)
        steps.append(mha.attend(q, k_cache, v_cache, is_causal=True))
    torch.testing.assert_close(torch.cat(steps, dim=1), full, **TOL)
    # several new positions at once: the causal mask is aligned to the last rows
    q, k, v = mha.project_qkv(x)
    part = mha.attend(q[:, :, 2:], k, v, is_causal=True)
    torch.testing.assert_close(part, full[:, 2:], **TOL)


# --- errors ---------------------------------------------------------------------------


def test_bad_inputs_raise_value_error():
    with pytest.raises(ValueError, match="d_model=10, n_heads=4"):
        MultiHeadAttention(10, 4)
    with pytest.raises(ValueError, match="dropout"):
        MultiHeadAttention(8, 2, dropout=1.5)
    mha = MultiHeadAttention(8, 2)
    x = torch.randn(2, 5, 8)
    with pytest.raises(ValueError, match=r"expected query \(B, T, 8\)"):
        mha(torch.randn(2, 5, 6), x, x)
    with pytest.raises(ValueError, match="key and value"):
        mha(x, x, torch.randn(2, 4, 8))
    with pytest.raises(ValueError, match="value given without key"):
        mha(x, value=x)
    with pytest.raises(TypeError):  # masks are keyword-only: no positional mask
        mha(x, x, x, torch.ones(5, 5, dtype=torch.bool))
    with pytest.raises(ValueError, match="key_mask of shape"):
        mha(x, key_mask=torch.ones(5, 5, 5, dtype=torch.bool))
    with pytest.raises(ValueError, match=r"key_mask of shape \(B=2, S=5\)"):
        mha(x, key_mask=torch.ones(5, 5, dtype=torch.bool))  # (T, S) is not (B, S)
    with pytest.raises(ValueError, match="attn_mask"):
        mha(x, attn_mask=torch.ones(2, 5, 5, dtype=torch.bool))
    with pytest.raises(ValueError, match="bool"):
        mha(x, attn_mask=torch.zeros(5, 5))
    with pytest.raises(ValueError, match="S = 0"):
        mha(x, torch.randn(2, 0, 8))
    heads = split_heads(x, 2)  # (2, 2, 5, 4)
    with pytest.raises(ValueError, match=r"per-head q \(B, 2, T, 4\)"):
        mha.attend(heads, heads, split_heads(x, 4))
