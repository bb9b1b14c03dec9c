"""Tests for transformer_lib.model: parity with nn.Transformer, masks, sizes, weight tying."""

import random

import pytest
import torch
from test_decoder import copy_decoder_layer
from test_encoder import copy_encoder_layer, randomise_vectors
from torch import nn

from transformer_lib.masks import causal_mask, padding_mask
from transformer_lib.model import Transformer, TransformerConfig

N_CONFIGS = 10  # random configurations per norm placement
pytestmark = pytest.mark.filterwarnings("ignore:.*nested.tensor:UserWarning")
PAD = 0


def random_config(seed: int, **overrides) -> TransformerConfig:
    rng = random.Random(seed)
    n_heads = rng.choice([1, 2, 4])
    vocab = rng.randint(5, 40)
    sizes = dict(
        src_vocab_size=vocab,
        tgt_vocab_size=vocab if seed % 2 else rng.randint(5, 40),
        d_model=n_heads * rng.choice([2, 4, 8]),
        n_heads=n_heads,
        d_ff=rng.choice([8, 24, 64]),
        n_encoder_layers=rng.randint(1, 3),
        n_decoder_layers=rng.randint(1, 3),
        dropout=0.0,
        pad_id=PAD,
        share_embeddings=bool(seed % 2),
        tie_output=rng.random() < 0.5,
    )
    return TransformerConfig(**{**sizes, **overrides})


def random_batch(config: TransformerConfig, seed: int):
    """Token ids with padding at the end; every sentence keeps >= 1 real token."""
    g = torch.Generator().manual_seed(seed)
    B, S, T = 1 + seed % 4, 2 + seed % 7, 1 + seed % 6
    src = torch.randint(1, config.src_vocab_size, (B, S), generator=g)
    tgt = torch.randint(1, config.tgt_vocab_size, (B, T), generator=g)
    for b in range(B):
        src[b, 1 + (seed + b) % S :] = PAD
        tgt[b, 1 + (seed * b) % T :] = PAD
    return src, tgt


def torch_twin(model: Transformer, final_norms: bool) -> nn.Transformer:
    """nn.Transformer with our weights; without final_norms its stack norms are removed."""
    c = model.config
    ref = nn.Transformer(
        c.d_model,
        c.n_heads,
        c.n_encoder_layers,
        c.n_decoder_layers,
        c.d_ff,
        dropout=0.0,
        activation="relu",
        batch_first=True,
        norm_first=c.norm_first,
    )
    for o, r in zip(model.encoder.layers, ref.encoder.layers, strict=True):
        copy_encoder_layer(o, r)
    for o, r in zip(model.decoder.layers, ref.decoder.layers, strict=True):
        copy_decoder_layer(o, r)
    if final_norms:
        ref.encoder.norm.load_state_dict(model.encoder.norm.state_dict())
        ref.decoder.norm.load_state_dict(model.decoder.norm.state_dict())
    else:
        ref.encoder.norm = ref.decoder.norm = None
    return ref.eval()


def torch_logits(model: Transformer, ref: nn.Transformer, src, tgt) -> torch.Tensor:
    """Our embeddings and output layer around nn.Transformer, with PyTorch's masks."""
    T = tgt.size(1)
    h = ref(
        model.positional(model.src_embed(src)),
        model.positional(model.tgt_embed(tgt)),
        tgt_mask=~causal_mask(T),  # PyTorch: True = NOT allowed
        src_key_padding_mask=src == PAD,
        tgt_key_padding_mask=tgt == PAD,
        memory_key_padding_mask=src == PAD,
    )
    return model.output_projection(h)


@pytest.mark.parametrize("grad", [False, True], ids=["no_grad", "grad"])
@pytest.mark.parametrize("final_norm", [True, None], ids=["final_norm", "paper"])
@pytest.mark.parametrize("norm_first", [False, True], ids=["post_ln", "pre_ln"])
@pytest.mark.parametrize("seed", range(N_CONFIGS))
def test_matches_nn_transformer(seed, norm_first, final_norm, grad):
    torch.manual_seed(seed)
    config = random_config(seed, norm_first=norm_first, final_norm=final_norm)
    model = Transformer(config).eval()
    randomise_vectors(model.encoder, seed)
    randomise_vectors(model.decoder, seed + 1)
    ref = torch_twin(model, final_norms=norm_first or bool(final_norm))
    src, tgt = random_batch(config, seed)
    with torch.set_grad_enabled(grad):
        ours = model(src, tgt)  # masks built from pad_id: padding + causal
        expected = torch_logits(model, ref, src, tgt)
    torch.testing.assert_close(ours, expected, atol=1e-5, rtol=0)


def test_default_masks_equal_explicit_masks():
    torch.manual_seed(0)
    config = random_config(3)
    model = Transformer(config).eval()
    src, tgt = random_batch(config, 5)
    src_mask = padding_mask(src, PAD)
    tgt_mask = causal_mask(tgt.size(1)) & padding_mask(tgt, PAD)
    torch.testing.assert_close(model(src, tgt), model(src, tgt, src_mask, tgt_mask))
    memory = model.encode(src, src_mask)
    logits = model.output_projection(model.decode(tgt, memory, tgt_mask, src_mask))
    torch.testing.assert_close(model(src, tgt), logits)


@pytest.mark.parametrize("norm_first", [False, True])
def test_logits_are_causal_through_the_whole_model(norm_first):
    torch.manual_seed(1)
    config = random_config(7, norm_first=norm_first)
    model = Transformer(config).eval()
    src = torch.randint(1, config.src_vocab_size, (2, 6))
    tgt = torch.randint(1, config.tgt_vocab_size, (2, 5))
    before = model(src, tgt)
    for t in range(5):
        changed = tgt.clone()
        changed[:, t + 1 :] = (changed[:, t + 1 :] % (config.tgt_vocab_size - 1)) + 1
        torch.testing.assert_close(model(src, changed)[:, : t + 1], before[:, : t + 1])


@pytest.mark.parametrize("norm_first", [False, True])
def test_padding_does_not_change_the_logits_of_real_tokens(norm_first):
    torch.manual_seed(2)
    config = random_config(9, norm_first=norm_first)
    model = Transformer(config).eval()
    V = config.src_vocab_size
    src, tgt = torch.randint(1, V, (1, 4)), torch.randint(1, V, (1, 3))
    alone = model(src, tgt)
    # the same pair in a batch beside a longer one: padded to length 7 and 6
    other_src, other_tgt = torch.randint(1, V, (1, 7)), torch.randint(1, V, (1, 6))
    src_b = torch.cat([nn.functional.pad(src, (0, 3), value=PAD), other_src])
    tgt_b = torch.cat([nn.functional.pad(tgt, (0, 3), value=PAD), other_tgt])
    batched = model(src_b, tgt_b)
    torch.testing.assert_close(batched[:1, :3], alone, atol=1e-5, rtol=1e-5)
    torch.testing.assert_close(batched[1:], model(other_src, other_tgt))


def test_base_config_is_the_papers_base_model():
    c = TransformerConfig()
    assert (c.d_model, c.n_heads, c.d_ff) == (512, 8, 2048)
    assert (c.n_encoder_layers, c.n_decoder_layers, c.dropout) == (6, 6, 0.1)
    assert c.norm_first is False and c.share_embeddings and c.tie_output


def expected_parameter_count(c: TransformerConfig) -> int:
    """Count from the architecture, term by term (biases and LayerNorms included)."""
    D, F = c.d_model, c.d_ff
    attention = 4 * (D * D + D)  # W_q, W_k, W_v, W_o with biases
    ffn = (D * F + F) + (F * D + D)
    norm = 2 * D  # gain and shift
    encoder = c.n_encoder_layers * (attention + ffn + 2 * norm)
    decoder = c.n_decoder_layers * (2 * attention + ffn + 3 * norm)
    final_norm = c.norm_first if c.final_norm is None else c.final_norm
    finals = 2 * norm if final_norm else 0
    embeddings = c.src_vocab_size * D + (
        0 if c.share_embeddings else c.tgt_vocab_size * D
    )
    output = (0 if c.tie_output else c.tgt_vocab_size * D) + c.tgt_vocab_size  # + bias
    return encoder + decoder + finals + embeddings + output


@pytest.mark.parametrize("seed", range(6))
def test_parameter_count_matches_the_architecture(seed):
    config = random_config(seed, norm_first=bool(seed % 3), final_norm=None)
    model = Transformer(config)
    assert sum(p.numel() for p in model.parameters()) == expected_parameter_count(
        config
    )


def test_base_model_has_about_the_papers_65_million_parameters():
    config = TransformerConfig()
    n = sum(p.numel() for p in Transformer(config).parameters())
    assert n == expected_parameter_count(config)
    assert abs(n - 65e6) / 65e6 < 0.05  # Table 3 gives 65M, rounded, vocabulary ~37k


def test_weight_tying_shares_one_tensor():
    tied = Transformer(random_config(1, tie_output=True, share_embeddings=True))
    assert tied.output_projection.weight is tied.tgt_embed.weight
    assert tied.src_embed is tied.tgt_embed
    untied = Transformer(random_config(1, tie_output=False, share_embeddings=False))
    assert untied.output_projection.weight is not untied.tgt_embed.weight
    assert untied.src_embed is not untied.tgt_embed
    # a gradient step through the output moves the (shared) embedding table
    src = torch.randint(1, 5, (2, 3))
    tied(src, src).sum().backward()
    assert tied.tgt_embed.weight.grad is not None


def test_dropout_is_active_in_training_only():
    torch.manual_seed(3)
    model = Transformer(random_config(1, dropout=0.5))
    src = torch.randint(1, 5, (2, 4))
    model.eval()
    torch.testing.assert_close(model(src, src), model(src, src))
    model.train()
    assert not torch.allclose(model(src, src), model(src, src))


# -- bad inputs --------------------------------------------------------------------


def test_mismatched_batch_sizes_are_a_value_error():
    model = Transformer(random_config(1))
    with pytest.raises(ValueError, match=r"same batch size.*\(2, 4\).*\(3, 4\)"):
        model(torch.ones(2, 4, dtype=torch.long), torch.ones(3, 4, dtype=torch.long))


def test_d_model_not_divisible_by_heads_is_a_value_error():
    with pytest.raises(ValueError, match="d_model=10, n_heads=4"):
        TransformerConfig(d_model=10, n_heads=4)


def test_sharing_embeddings_needs_one_vocabulary():
    with pytest.raises(ValueError, match="share_embeddings=False"):
        TransformerConfig(src_vocab_size=10, tgt_vocab_size=12)


def test_float_ids_are_a_value_error():
    model = Transformer(random_config(1))
    with pytest.raises(ValueError, match="integer token ids"):
        model(torch.randn(2, 4, 8), torch.ones(2, 4, dtype=torch.long))


@pytest.mark.parametrize("which", ["src_mask", "tgt_mask"])
def test_masks_of_the_wrong_shape_are_value_errors(which):
    model = Transformer(random_config(1))
    src = tgt = torch.ones(2, 4, dtype=torch.long)
    bad = {which: torch.ones(2, 5, dtype=torch.bool)}  # (B, S): PyTorch's layout
    with pytest.raises(ValueError, match="mask"):
        model(src, tgt, **bad)
