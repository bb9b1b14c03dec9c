"""Tests for transformer_lib.embeddings: one-hot vectors, lookup, the sqrt(d_model) scale."""

import math

import pytest
import torch
from torch import nn

from transformer_lib.embeddings import TokenEmbedding, embed, one_hot

SHAPES = [(5,), (2, 3), (4, 1), (2, 3, 4)]


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("vocab_size", [1, 7, 50])
def test_one_hot_has_a_single_one_at_the_id(shape, vocab_size):
    torch.manual_seed(0)
    ids = torch.randint(0, vocab_size, shape)
    vectors = one_hot(ids, vocab_size)
    assert vectors.shape == (*shape, vocab_size)
    assert vectors.dtype == torch.float32
    assert torch.equal(vectors.sum(-1), torch.ones(shape))
    assert torch.equal(vectors.argmax(-1), ids)
    for index in torch.cartesian_prod(*[torch.arange(n) for n in shape]).view(
        -1, len(shape)
    ):
        position = tuple(index.tolist())
        assert vectors[position][ids[position]] == 1.0


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("vocab_size, d_model", [(7, 4), (30, 16), (3, 1)])
def test_lookup_equals_one_hot_times_table(shape, vocab_size, d_model):
    torch.manual_seed(1)
    weight = torch.randn(vocab_size, d_model)
    ids = torch.randint(0, vocab_size, shape)
    looked_up = embed(ids, weight)
    assert looked_up.shape == (*shape, d_model)
    torch.testing.assert_close(looked_up, one_hot(ids, vocab_size) @ weight)
    torch.testing.assert_close(looked_up, weight[ids])


def test_embed_matches_nn_embedding():
    torch.manual_seed(2)
    reference = nn.Embedding(20, 8)
    ids = torch.randint(0, 20, (3, 5))
    torch.testing.assert_close(embed(ids, reference.weight), reference(ids))


@pytest.mark.parametrize("B, T, V, D", [(1, 1, 5, 2), (2, 7, 11, 8), (3, 4, 100, 64)])
def test_token_embedding_is_scaled_lookup(B, T, V, D):
    torch.manual_seed(3)
    layer = TokenEmbedding(V, D)
    ids = torch.randint(0, V, (B, T))
    out = layer(ids)
    assert out.shape == (B, T, D)
    # independent: row lookup by Python indexing, times the square root from math
    expected = torch.stack(
        [torch.stack([layer.weight[i] for i in row]) for row in ids.tolist()]
    ) * math.sqrt(D)
    torch.testing.assert_close(out, expected)


def test_token_embedding_parity_with_nn_embedding():
    torch.manual_seed(4)
    ours, theirs = TokenEmbedding(50, 32, padding_idx=0), nn.Embedding(50, 32, 0)
    theirs.weight.data.copy_(ours.weight.data)
    ids = torch.randint(0, 50, (4, 9))
    torch.testing.assert_close(ours(ids), theirs(ids) * math.sqrt(32))


@pytest.mark.parametrize("d_model", [64, 512])
def test_scaled_output_has_unit_variance(d_model):
    torch.manual_seed(5)
    layer = TokenEmbedding(2000, d_model)
    assert abs(layer.weight.std().item() - d_model**-0.5) < 0.05 * d_model**-0.5
    out = layer(torch.arange(2000)[None])
    assert abs(out.std().item() - 1.0) < 0.05
    assert abs(out.mean().item()) < 0.02


def test_padding_row_is_zero_and_gets_no_gradient():
    torch.manual_seed(6)
    layer = TokenEmbedding(10, 4, padding_idx=0)
    assert torch.equal(layer.weight[0], torch.zeros(4))
    ids = torch.tensor([[0, 3, 0, 5]])
    layer(ids).sum().backward()
    assert torch.equal(layer.weight.grad[0], torch.zeros(4))
    assert torch.all(layer.weight.grad[3] != 0)


def test_the_table_is_a_learned_parameter():
    layer = TokenEmbedding(10, 4)
    assert [name for name, _ in layer.named_parameters()] == ["weight"]
    assert layer.weight.shape == (10, 4) and layer.weight.requires_grad


@pytest.mark.parametrize(
    "ids, message",
    [
        (torch.tensor([0.0, 1.0]), "integer tensor"),
        ([0, 1], "integer tensor"),
        (torch.tensor([True, False]), "integer tensor"),
        (torch.tensor([0, 1], dtype=torch.uint8), "integer tensor"),
        (torch.tensor([0, 10]), r"ids in \[0, 10\)"),
        (torch.tensor([-1, 2]), r"ids in \[0, 10\)"),
    ],
)
def test_bad_ids_raise(ids, message):
    with pytest.raises(ValueError, match=message):
        one_hot(ids, 10)
    with pytest.raises(ValueError, match=message):
        embed(ids, torch.zeros(10, 3))
    with pytest.raises(ValueError, match=message):
        TokenEmbedding(10, 3)(ids)


def test_bad_weight_and_padding_idx_raise():
    with pytest.raises(ValueError, match=r"expected a \(V, D\) weight"):
        embed(torch.tensor([0]), torch.zeros(10))
    with pytest.raises(ValueError, match="padding_idx"):
        TokenEmbedding(10, 4, padding_idx=10)


def test_the_range_check_can_be_skipped_by_a_caller_that_checks_itself():
    layer = TokenEmbedding(10, 3, check_ids=False)
    assert layer(torch.tensor([[1, 2]])).shape == (1, 2, 3)
    with pytest.raises(
        ValueError, match="integer tensor"
    ):  # the dtype is still checked
        layer(torch.tensor([[1.0]]))
