"""Tests for transformer_lib.positional: the sinusoidal table, its two layouts, the shift."""

import math

import pytest
import torch
from hypothesis import given, settings
from hypothesis import strategies as st

from transformer_lib.positional import (
    LearnedPositionalEncoding,
    SinusoidalPositionalEncoding,
    layout_permutation,
    relative_shift_matrix,
    sinusoidal_encoding,
)

LAYOUTS = ["interleaved", "concatenated"]


def paper_value(pos, dim, d_model, base=10000.0):
    """PE(pos, 2i) = sin(pos / base^(2i/d)), PE(pos, 2i+1) = cos(pos / base^(2i/d))."""
    i = dim // 2
    angle = pos / base ** (2 * i / d_model)
    return math.sin(angle) if dim % 2 == 0 else math.cos(angle)


@pytest.mark.parametrize("d_model", [4, 16, 512])
@pytest.mark.parametrize("pos", [0, 1, 7, 19, 99])
def test_interleaved_entries_follow_the_paper(pos, d_model):
    pe = sinusoidal_encoding(100, d_model)
    for dim in sorted({0, 1, 2, 3, d_model // 2, d_model - 2, d_model - 1}):
        assert pe[pos, dim].item() == pytest.approx(
            paper_value(pos, dim, d_model), abs=1e-6
        )


@pytest.mark.parametrize("d_model", [4, 16, 512])
@pytest.mark.parametrize("pos", [0, 3, 50])
def test_concatenated_entries_are_sines_then_cosines(pos, d_model):
    pe = sinusoidal_encoding(60, d_model, layout="concatenated")
    half = d_model // 2
    for i in sorted({0, 1, half // 2, half - 1}):
        angle = pos / 10000.0 ** (2 * i / d_model)
        assert pe[pos, i].item() == pytest.approx(math.sin(angle), abs=1e-6)
        assert pe[pos, half + i].item() == pytest.approx(math.cos(angle), abs=1e-6)


def test_small_table_by_hand():
    # d_model = 4: frequencies 1 and 1/100; rows are [sin p, cos p, sin p/100, cos p/100]
    pe = sinusoidal_encoding(3, 4)
    expected = torch.tensor(
        [
            [math.sin(p), math.cos(p), math.sin(p / 100), math.cos(p / 100)]
            for p in range(3)
        ]
    )
    torch.testing.assert_close(pe, expected)
    assert pe[0].tolist() == [0.0, 1.0, 0.0, 1.0]


@pytest.mark.parametrize("base", [100.0, 10000.0])
def test_base_changes_the_wavelengths(base):
    pe = sinusoidal_encoding(10, 8, base=base)
    assert pe[5, 6].item() == pytest.approx(math.sin(5 / base ** (6 / 8)), abs=1e-6)


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("d_model", [2, 8, 512])
def test_values_bounded_and_rows_have_norm_sqrt_half_d(layout, d_model):
    pe = sinusoidal_encoding(200, d_model, layout=layout)
    assert pe.shape == (200, d_model) and pe.dtype == torch.float32
    assert pe.abs().max() <= 1.0
    # sin^2 + cos^2 = 1 for each of the d_model / 2 frequencies
    torch.testing.assert_close(pe.pow(2).sum(-1), torch.full((200,), d_model / 2))


@pytest.mark.parametrize("d_model", [2, 4, 10, 512])
def test_layouts_differ_by_the_permutation(d_model):
    perm = layout_permutation(d_model)
    assert sorted(perm.tolist()) == list(range(d_model))
    interleaved = sinusoidal_encoding(30, d_model)
    concatenated = sinusoidal_encoding(30, d_model, layout="concatenated")
    assert torch.equal(concatenated, interleaved[:, perm])
    if d_model > 2:
        assert not torch.equal(concatenated, interleaved)


def test_permutation_by_hand():
    assert layout_permutation(6).tolist() == [0, 2, 4, 1, 3, 5]


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("k", [-7, -1, 0, 1, 2, 5, 17])
@pytest.mark.parametrize("d_model", [2, 8, 64])
def test_relative_shift_is_one_matrix_for_all_positions(k, d_model, layout):
    pe = sinusoidal_encoding(80, d_model, layout=layout)
    M = relative_shift_matrix(k, d_model, layout=layout)
    assert M.shape == (d_model, d_model)
    p = torch.arange(max(0, -k), 80 - max(0, k))  # positions p with p + k in range
    torch.testing.assert_close(pe[p] @ M.T, pe[p + k], atol=1e-5, rtol=0)
    for q in p[:3].tolist():  # the column-vector form: PE[p + k] = M @ PE[p]
        torch.testing.assert_close(M @ pe[q], pe[q + k], atol=1e-5, rtol=0)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_shift_matrices_are_rotations_that_compose(layout):
    M1, M2 = (relative_shift_matrix(k, 16, layout=layout) for k in (3, 4))
    torch.testing.assert_close(M1 @ M1.T, torch.eye(16), atol=1e-6, rtol=0)
    torch.testing.assert_close(
        M1 @ M2, relative_shift_matrix(7, 16, layout=layout), atol=1e-6, rtol=0
    )
    torch.testing.assert_close(
        relative_shift_matrix(0, 16, layout=layout), torch.eye(16)
    )


def test_shift_matrix_is_block_diagonal_2x2_rotations():
    M = relative_shift_matrix(2, 6)
    for i in range(3):
        w = 1 / 10000 ** (2 * i / 6)
        c, s = math.cos(2 * w), math.sin(2 * w)
        block = M[2 * i : 2 * i + 2, 2 * i : 2 * i + 2]
        torch.testing.assert_close(block, torch.tensor([[c, s], [-s, c]]))
    mask = torch.block_diag(*[torch.ones(2, 2)] * 3).bool()
    assert torch.all(M[~mask] == 0)


@given(st.integers(0, 200), st.integers(-50, 50), st.sampled_from([2, 6, 32, 128]))
@settings(max_examples=100, deadline=None)
def test_relative_shift_property(p, k, d_model):
    pe = sinusoidal_encoding(260, d_model)
    if p + k < 0:
        return
    M = relative_shift_matrix(k, d_model)
    torch.testing.assert_close(M @ pe[p], pe[p + k], atol=1e-4, rtol=0)


# ---------------------------------------------------------------- the modules


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("B, T, D", [(1, 1, 2), (2, 5, 8), (3, 20, 512)])
def test_sinusoidal_module_adds_the_table(B, T, D, layout):
    torch.manual_seed(0)
    module = SinusoidalPositionalEncoding(D, max_len=50, layout=layout)
    x = torch.randn(B, T, D)
    table = sinusoidal_encoding(T, D, layout=layout)
    torch.testing.assert_close(module(x), x + table)
    torch.testing.assert_close(module(torch.zeros(1, T, D))[0], table)


def test_offset_uses_later_positions():
    module = SinusoidalPositionalEncoding(8, max_len=20)
    x = torch.zeros(1, 3, 8)
    torch.testing.assert_close(module(x, offset=4)[0], sinusoidal_encoding(7, 8)[4:])


def test_sinusoidal_table_is_a_fixed_buffer_not_a_parameter():
    module = SinusoidalPositionalEncoding(16, max_len=30)
    assert list(module.parameters()) == []
    buffers = dict(module.named_buffers())
    assert set(buffers) == {"pe"} and not buffers["pe"].requires_grad
    assert "pe" not in module.state_dict()  # recomputed from the formula, not saved
    assert module.to(torch.float64).pe.dtype == torch.float64


def test_dropout_is_applied_in_training_only():
    torch.manual_seed(0)
    module = SinusoidalPositionalEncoding(16, max_len=30, dropout=0.5)
    x = torch.randn(2, 10, 16)
    assert (module.train()(x) == 0).any()
    torch.testing.assert_close(module.eval()(x), x + sinusoidal_encoding(10, 16))


@pytest.mark.parametrize("B, T, D", [(1, 1, 4), (2, 6, 8)])
def test_learned_module_adds_a_trained_table(B, T, D):
    torch.manual_seed(0)
    module = LearnedPositionalEncoding(D, max_len=10)
    assert [n for n, _ in module.named_parameters()] == ["weight"]
    assert module.weight.shape == (10, D)
    x = torch.randn(B, T, D)
    torch.testing.assert_close(module(x), x + module.weight[:T])
    module(x).sum().backward()
    assert torch.all(module.weight.grad[:T] == B) and torch.all(
        module.weight.grad[T:] == 0
    )


# ---------------------------------------------------------------- errors


@pytest.mark.parametrize("d_model", [0, 3, 7, -2])
def test_odd_or_non_positive_d_model_raises(d_model):
    with pytest.raises(ValueError, match="even, positive d_model"):
        sinusoidal_encoding(10, d_model)
    with pytest.raises(ValueError, match="even, positive d_model"):
        relative_shift_matrix(1, d_model)
    with pytest.raises(ValueError, match="even, positive d_model"):
        layout_permutation(d_model)
    with pytest.raises(ValueError, match="even, positive d_model"):
        SinusoidalPositionalEncoding(d_model, max_len=10)


def test_unknown_layout_raises():
    with pytest.raises(ValueError, match="expected layout in"):
        sinusoidal_encoding(10, 8, layout="sin-cos")
    with pytest.raises(ValueError, match="expected layout in"):
        relative_shift_matrix(1, 8, layout="blocks")


@pytest.mark.parametrize(
    "module", [SinusoidalPositionalEncoding(8, 5), LearnedPositionalEncoding(8, 5)]
)
@pytest.mark.parametrize(
    "shape, offset, message",
    [
        ((1, 6, 8), 0, r"but max_len = 5 covers 0\.\.4"),
        ((1, 3, 8), 3, r"but max_len = 5 covers 0\.\.4"),
        ((1, 3, 8), -1, r"but max_len = 5 covers 0\.\.4"),
        ((1, 3, 6), 0, r"expected x of shape \(B, T, 8\)"),
        ((3, 8), 0, r"expected x of shape \(B, T, 8\)"),
    ],
)
def test_bad_inputs_raise(module, shape, offset, message):
    with pytest.raises(ValueError, match=message):
        module(torch.zeros(shape), offset=offset)
