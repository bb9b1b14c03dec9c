"""Chapter 11's positional schemes: each against a float64 reference written from its
formula, and each through the whole model: KV cache, beam search, padded batches,
torch.compile, and clear errors for combinations that cannot work."""

from __future__ import annotations

import cmath
import math

import pytest
import torch
from torch._dynamo import explain

from transformer_lib.decoding import beam_search, greedy_decode
from transformer_lib.model import Transformer, TransformerConfig
from transformer_lib.multihead import MultiHeadAttention
from transformer_lib.position_schemes import (
    RelativePositionBias,
    RotaryEmbedding,
    ShiftedSinusoidalEncoding,
    alibi_bias,
    alibi_slopes,
    relative_bucket,
    rotary_angles,
    rotate,
)
from transformer_lib.positional import sinusoidal_encoding
from transformer_lib.static_cache import StaticKVCache
from transformer_lib.train import concatenated_pairs

# (encoder scheme, decoder scheme or None): every scheme in each stack at least once
RUNS = [
    ("sinusoidal", None),
    ("learned", None),
    ("shape", None),
    ("t5", None),
    ("rope", None),
    ("alibi", None),
    ("sinusoidal", "none"),
    ("rope", "t5"),
]
IDS = [f"{enc}-{dec or enc}" for enc, dec in RUNS]
PAD, BOS, EOS, V = 0, 1, 2, 23


def model_with(positional, decoder_positional=None, seed=0, **changes) -> Transformer:
    torch.manual_seed(seed)
    config = TransformerConfig(
        src_vocab_size=V,
        tgt_vocab_size=V,
        d_model=32,
        n_heads=4,
        d_ff=64,
        n_encoder_layers=2,
        n_decoder_layers=2,
        dropout=0.1,
        max_len=48,
        pad_id=PAD,
        positional=positional,
        decoder_positional=decoder_positional,
        **changes,
    )
    model = Transformer(config)
    with torch.no_grad():  # random learned tables, so that they matter
        for name, p in model.named_parameters():
            if name.endswith(("encoder_bias.weight", "decoder_bias.weight")):
                p.normal_(0, 1.0)
            if "positional.weight" in name:
                p.normal_(0, 1.0)
    return model.eval()


def sources(seed=0):
    g = torch.Generator().manual_seed(seed)
    src = torch.randint(3, V, (3, 11), generator=g)
    src[1, 7:] = PAD  # padded batch: row 1 has 7 tokens
    src[2, 4:] = PAD
    return src


# --- float64 references, from the formulas ----------------------------------------------


def test_rotate_is_the_complex_rotation_by_position_times_theta():
    d_k, base = 8, 10000.0
    g = torch.Generator().manual_seed(0)
    x = torch.randn(5, d_k, dtype=torch.float64, generator=g)
    positions = torch.tensor([0, 1, 2, 7, 40])
    angles = rotary_angles(positions, d_k, base)
    got = rotate(x, angles.cos(), angles.sin())
    for row, m in enumerate(positions.tolist()):
        for i in range(d_k // 2):  # pair (2i, 2i+1) as one complex number
            z = complex(x[row, 2 * i], x[row, 2 * i + 1])
            w = z * cmath.exp(1j * m * base ** (-2 * i / d_k))
            assert got[row, 2 * i].item() == pytest.approx(w.real, abs=1e-12)
            assert got[row, 2 * i + 1].item() == pytest.approx(w.imag, abs=1e-12)


def test_rotary_scores_depend_only_on_the_distance():
    # q_m . k_n = Re[sum q_m conj(k_n) e^{i(m-n) theta}]: shift both, same score
    g = torch.Generator().manual_seed(1)
    q, k = torch.randn(2, 16, dtype=torch.float64, generator=g)
    rope = RotaryEmbedding(16, 64)

    def score(m, n):
        qm = rotate(q[None], *[t.double() for t in rope(1, m)])
        kn = rotate(k[None], *[t.double() for t in rope(1, n)])
        return (qm @ kn.T).item()

    assert score(3, 1) == pytest.approx(score(40, 38), abs=1e-5)
    assert score(3, 1) != pytest.approx(score(3, 2), abs=1e-3)
    # and the float32 buffers match the float64 formula
    angles = rotary_angles(torch.arange(64), 16)
    assert (rope.cos.double() - angles.cos()).abs().max() < 1e-6
    assert (rope.sin.double() - angles.sin()).abs().max() < 1e-6


def test_alibi_slopes_follow_press_et_al():
    # a power of two: 2^(-8/H), 2^(-16/H), ...
    assert alibi_slopes(8).tolist() == [2.0**-h for h in range(1, 9)]
    assert alibi_slopes(4).tolist() == [2.0**-2, 2.0**-4, 2.0**-6, 2.0**-8]
    # H = 6: the four slopes of H = 4, then every other one of H = 8 (2^-1, 2^-3)
    assert alibi_slopes(6).tolist() == [2**-2, 2**-4, 2**-6, 2**-8, 2**-1, 2**-3]
    assert alibi_slopes(1).tolist() == [2.0**-8]
    with pytest.raises(ValueError, match="n_heads as an int >= 1"):
        alibi_slopes(0)


def test_alibi_bias_is_minus_slope_times_distance():
    slopes = alibi_slopes(4)
    q_pos, k_pos = torch.arange(3, 6), torch.arange(6)
    bias = alibi_bias(slopes, q_pos, k_pos)
    assert bias.shape == (4, 3, 6)
    for h in range(4):
        for i, qp in enumerate(q_pos.tolist()):
            for j, kp in enumerate(k_pos.tolist()):
                assert bias[h, i, j].item() == -(2.0 ** (-2 * (h + 1))) * abs(qp - kp)


def bucket_reference(rel: int, bidirectional: bool, buckets: int, max_distance: int):
    """T5's bucket of one relative position key - query, written from the description."""
    offset = 0
    if bidirectional:
        buckets //= 2
        if rel > 0:  # the key comes after the query
            offset = buckets
        distance = abs(rel)
    else:
        distance = max(-rel, 0)
    exact = buckets // 2
    if distance < exact:
        return offset + distance
    log_ratio = math.log(distance / exact) / math.log(max_distance / exact)
    return offset + min(buckets - 1, exact + int(log_ratio * (buckets - exact)))


@pytest.mark.parametrize("bidirectional", [True, False])
@pytest.mark.parametrize("buckets, max_distance", [(32, 128), (8, 20), (16, 40)])
def test_relative_bucket_matches_the_reference(bidirectional, buckets, max_distance):
    rel = torch.arange(-300, 301)
    got = relative_bucket(
        rel, bidirectional=bidirectional, num_buckets=buckets, max_distance=max_distance
    )
    want = [bucket_reference(r, bidirectional, buckets, max_distance) for r in rel]
    assert got.tolist() == want


def test_relative_bucket_examples_by_hand():
    def b(rel, bidirectional=True):
        return relative_bucket(torch.tensor(rel), bidirectional=bidirectional).item()

    # 32 buckets, 128: 16 per side; distances 0..7 exact, then log-spaced up to 128
    assert [b(0), b(-1), b(-7), b(1), b(7)] == [0, 1, 7, 17, 23]
    assert b(-8) == 8 and b(-128) == 15 and b(-5000) == 15 and b(5000) == 31
    # causal: 32 buckets for the past, 0..15 exact; the future shares bucket 0
    assert [b(5, False), b(-15, False), b(-16, False), b(-127, False)] == [
        0,
        15,
        16,
        31,
    ]


def test_t5_bias_reads_its_table_by_bucket():
    table = RelativePositionBias(2, bidirectional=True, num_buckets=8, max_distance=20)
    q_pos, k_pos = torch.arange(4), torch.arange(6)
    bias = table(q_pos, k_pos)  # (H, T, S)
    for i in range(4):
        for j in range(6):
            bucket = bucket_reference(j - i, True, 8, 20)
            assert torch.equal(bias[:, i, j], table.weight[bucket])


def reference_attention(mha, x, bias=None, rope_positions=None, causal=False):
    """Self-attention in float64, written out: heads, optional rotation, bias, softmax."""
    B, T, D = x.shape
    H, d_k = mha.n_heads, mha.d_k
    qkv = x @ mha.in_proj_weight.T + mha.in_proj_bias
    q, k, v = (t.reshape(B, T, H, d_k).transpose(1, 2) for t in qkv.split(D, -1))
    if rope_positions is not None:
        q, k = (
            torch.view_as_real(
                torch.view_as_complex(t.reshape(B, H, T, d_k // 2, 2).contiguous())
                * torch.polar(
                    torch.ones(T, d_k // 2, dtype=torch.float64),
                    rotary_angles(rope_positions, d_k),
                )
            ).reshape(B, H, T, d_k)
            for t in (q, k)
        )
    scores = q @ k.transpose(-1, -2) / math.sqrt(d_k)
    if bias is not None:
        scores = scores + bias
    if causal:
        scores = scores.masked_fill(torch.ones(T, T).triu(1).bool(), float("-inf"))
    out = scores.softmax(-1) @ v
    return (
        out.transpose(1, 2).reshape(B, T, D) @ mha.out_proj.weight.T + mha.out_proj.bias
    )


@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("need_weights", [False, True])
def test_multihead_attention_with_bias_and_rotary_matches_float64_reference(
    causal, need_weights
):
    torch.manual_seed(0)
    mha = MultiHeadAttention(16, 4).double()
    x = torch.randn(2, 7, 16, dtype=torch.float64)
    positions = torch.arange(7)
    bias = alibi_bias(alibi_slopes(4), positions, positions)[None]  # (1, H, T, T)
    angles = rotary_angles(positions, 4)  # float64 (the buffers are float32)
    rotary = (angles.cos(), angles.sin())
    for kwargs, ref in [
        ({"attn_bias": bias}, {"bias": bias}),
        ({"rotary": rotary}, {"rope_positions": positions}),
        (
            {"attn_bias": bias, "rotary": rotary},
            {"bias": bias, "rope_positions": positions},
        ),
    ]:
        got = mha(x, is_causal=causal, need_weights=need_weights, **kwargs)
        got = got[0] if need_weights else got
        want = reference_attention(mha, x, causal=causal, **ref)
        assert (got - want).abs().max() < 1e-12


def test_biased_attention_with_padding_matches_the_reference_on_real_rows():
    torch.manual_seed(1)
    mha = MultiHeadAttention(16, 4).double()
    x = torch.randn(1, 6, 16, dtype=torch.float64)
    key_mask = torch.tensor([[True, True, True, True, False, False]])
    bias = torch.randn(1, 4, 6, 6, dtype=torch.float64)
    got = mha(x, key_mask=key_mask, attn_bias=bias)
    # the reference sees only the 4 real tokens
    want = reference_attention(mha, x[:, :4], bias=bias[..., :4, :4])
    assert (got[:, :4] - want).abs().max() < 1e-12


def test_bias_and_rotary_errors_are_clear():
    mha = MultiHeadAttention(16, 4)
    x, memory = torch.randn(2, 5, 16), torch.randn(2, 3, 16)
    with pytest.raises(ValueError, match="self-attention only"):
        mha(x, memory, rotary=RotaryEmbedding(4, 8)(5))
    with pytest.raises(ValueError, match="broadcastable to"):
        mha(x, attn_bias=torch.zeros(1, 3, 5, 5))
    with pytest.raises(ValueError, match="attn_bias as a float tensor"):
        mha(x, attn_bias=torch.zeros(1, 4, 5, 5, dtype=torch.bool))
    with pytest.raises(ValueError, match="even head size"):
        rotary_angles(torch.arange(3), 5)


# --- SHAPE, and the configuration ---------------------------------------------------


def test_shape_shifts_each_sequence_in_training_and_not_in_eval():
    torch.manual_seed(0)
    shape = ShiftedSinusoidalEncoding(8, max_len=10, max_shift=5)
    table = sinusoidal_encoding(15, 8)
    x = torch.zeros(64, 3, 8)
    out = shape.train()(x)
    shifts = set()
    for row in out:  # each row is the table from some start k in 0..5
        k = [k for k in range(6) if torch.allclose(row, table[k : k + 3], atol=1e-6)]
        assert len(k) == 1
        shifts.add(k[0])
    assert shifts == set(range(6))  # 64 draws: every shift seen
    assert torch.allclose(shape.eval()(x, offset=2), table[2:5].expand(64, 3, 8))
    with pytest.raises(ValueError, match="max_len = 10"):
        shape.eval()(torch.zeros(1, 11, 8))
    with pytest.raises(ValueError, match="max_len = 10"):
        shape.train()(torch.zeros(1, 11, 8))


def test_bad_configurations_are_value_errors_that_say_why():
    base = dict(src_vocab_size=10, tgt_vocab_size=10, d_model=16, n_heads=4)
    with pytest.raises(ValueError, match="bag of words"):
        TransformerConfig(**base, positional="none")
    with pytest.raises(ValueError, match="expected positional in"):
        TransformerConfig(**base, positional="rotary")
    with pytest.raises(ValueError, match="expected decoder_positional in"):
        TransformerConfig(**base, decoder_positional="nope")
    with pytest.raises(ValueError, match="even head size"):
        TransformerConfig(**{**base, "d_model": 12}, positional="rope")
    with pytest.raises(ValueError, match="even head size"):
        TransformerConfig(**{**base, "d_model": 12}, decoder_positional="rope")
    with pytest.raises(ValueError, match="relative_buckets even"):
        TransformerConfig(**base, positional="t5", relative_buckets=7)
    with pytest.raises(ValueError, match="relative_max_distance >"):
        TransformerConfig(**base, positional="t5", relative_max_distance=8)
    with pytest.raises(ValueError, match="shape_max_shift as an int"):
        TransformerConfig(**base, positional="shape", shape_max_shift=-1)
    # the defaults are the paper's model; NoPE in the decoder is allowed
    assert TransformerConfig(**base).decoder_scheme == "sinusoidal"
    assert TransformerConfig(**base, decoder_positional="none").decoder_scheme == "none"


def test_a_sequence_longer_than_max_len_is_a_clear_error_for_every_scheme():
    for enc, dec in RUNS:
        model = model_with(enc, dec)
        with pytest.raises(ValueError, match="max_len = 48"):
            model(torch.full((1, 49), 5), torch.full((1, 3), 5))


def test_the_encoder_without_positions_cannot_tell_word_order():
    # why positional="none" is refused: permute the words, the states permute alike
    model = model_with("t5")  # the encoder's positions come from its bias only
    with torch.no_grad():
        model.encoder_bias.weight.zero_()  # ... and here they are gone
        src = torch.tensor([[5, 6, 7, 8, 9]])
        perm = torch.tensor([3, 0, 4, 1, 2])
        a = model.encode(src).states[:, perm]
        b = model.encode(src[:, perm]).states
    assert (a - b).abs().max() < 1e-5


# --- through the whole model ------------------------------------------------------------


@pytest.mark.parametrize("enc, dec", RUNS, ids=IDS)
def test_cached_decoding_gives_the_same_tokens_and_logits(enc, dec):
    model = model_with(enc, dec)
    src = sources()
    with torch.no_grad():
        cached = greedy_decode(model, src, 12, bos_id=BOS, eos_id=EOS)
        uncached = greedy_decode(
            model, src, 12, bos_id=BOS, eos_id=EOS, use_cache=False
        )
        assert torch.equal(cached, uncached)
        # logits, step by step with the cache, against one full forward pass
        tgt = torch.cat([torch.full((3, 1), BOS), cached[:, :-1]], dim=1)
        full = model(src, tgt)
        memory = model.encode(src)
        from transformer_lib.decoder import DecoderCache

        cache, steps = DecoderCache(), []
        for t in range(tgt.size(1)):
            steps.append(model.project(model.decode(tgt[:, t : t + 1], memory, cache)))
        stepped = torch.cat(steps, dim=1)
    real = torch.isfinite(full)
    assert torch.equal(real, torch.isfinite(stepped))
    assert (full[real] - stepped[real]).abs().max() <= 1e-5


@pytest.mark.parametrize("enc, dec", RUNS, ids=IDS)
def test_a_padded_batch_translates_each_row_as_alone(enc, dec):
    model = model_with(enc, dec)
    src = sources(1)
    with torch.no_grad():
        batch = greedy_decode(model, src, 10, bos_id=BOS, eos_id=EOS)
        for row in range(3):
            n = int((src[row] != PAD).sum())
            alone = greedy_decode(
                model, src[row : row + 1, :n], 10, bos_id=BOS, eos_id=EOS
            )
            width = alone.size(1)
            assert torch.equal(batch[row, :width], alone[0]), row
        # the logits of the real positions, too
        tgt = torch.cat([torch.full((3, 1), BOS), batch[:, :5]], dim=1)
        full = model(src, tgt)
        one = model(src[2:3, :4], tgt[2:3])
    real = torch.isfinite(one[0])  # <pad> gets -inf
    assert torch.equal(real, torch.isfinite(full[2]))
    assert (full[2][real] - one[0][real]).abs().max() <= 1e-5


@pytest.mark.parametrize("enc, dec", RUNS, ids=IDS)
def test_beam_search_works_and_beam_one_is_greedy(enc, dec):
    model = model_with(enc, dec)
    src = sources(2)
    with torch.no_grad():
        greedy = greedy_decode(model, src, 10, bos_id=BOS, eos_id=EOS)
        best = beam_search(model, src, 1, 10, bos_id=BOS, eos_id=EOS)
        beams = beam_search(model, src, 3, 10, bos_id=BOS, eos_id=EOS)
        beams_uncached = beam_search(
            model, src, 3, 10, bos_id=BOS, eos_id=EOS, use_cache=False
        )
    for row in range(3):
        hyp = best[row][0].tokens
        assert torch.equal(hyp, greedy[row, : hyp.numel()])
        assert torch.equal(beams[row][0].tokens, beams_uncached[row][0].tokens)
        assert beams[row][0].score == pytest.approx(
            beams_uncached[row][0].score, abs=1e-5
        )


@pytest.mark.parametrize("enc, dec", RUNS, ids=IDS)
@pytest.mark.parametrize("training", [False, True], ids=["eval", "train"])
def test_compiles_without_graph_breaks(enc, dec, training):
    model = model_with(enc, dec, check_ids=False).train(training)
    src = sources(3)
    tgt = torch.randint(3, V, (3, 6))
    torch._dynamo.reset()
    explanation = explain(model)(src, tgt)
    assert explanation.graph_break_count == 0, explanation.break_reasons
    assert explanation.graph_count == 1
    if not training:  # compiled as one graph (fullgraph), the same numbers
        compiled = torch.compile(model, backend="eager", fullgraph=True)
        with torch.no_grad():
            assert torch.allclose(compiled(src, tgt), model(src, tgt), atol=1e-5)


def test_static_cache_matches_the_growing_cache_for_shape():
    # SHAPE is the plain table at inference: the fixed-shape cache handles it
    model = model_with("shape")
    src = sources(4)
    with torch.no_grad():
        growing = greedy_decode(model, src, 9, bos_id=BOS, eos_id=EOS)
        static = greedy_decode(
            model, src, 9, bos_id=BOS, eos_id=EOS, use_cache="static"
        )
    assert torch.equal(growing, static)
    nope = model_with("sinusoidal", "none")
    with pytest.raises(ValueError, match="decoder scheme 'none'"):
        StaticKVCache(nope, nope.encode(src), 8)


def test_a_scheme_changes_what_the_model_computes():
    # the plumbing reaches the attention: the same weights, another scheme, other logits
    src, tgt = sources(5), torch.randint(3, V, (3, 6))
    base = model_with("sinusoidal")
    with torch.no_grad():
        reference = base(src, tgt)
        for enc, dec in RUNS[1:]:
            other = model_with(enc, dec)
            shared = {k: v for k, v in base.state_dict().items()}
            missing, _ = other.load_state_dict(shared, strict=False)
            assert all("positional" in k or "_bias" in k for k in missing)
            same = torch.allclose(other(src, tgt), reference, atol=1e-3)
            # SHAPE is the paper's table at inference: it differs only in training
            assert same == (enc == "shape"), (enc, dec)


def test_concatenated_pairs_join_two_training_pairs():
    pairs = [(f"fr{i} .", f"en{i} .") for i in range(10)]
    joined = concatenated_pairs(pairs, seed=0, max_len=128)
    assert len(joined) == 5
    assert joined == concatenated_pairs(pairs, seed=0, max_len=128)  # seeded
    for src, tgt in joined:
        a, b = src.split(" . ")[0], src.split(" . ")[1]
        assert tgt == f"en{a[2:]} . en{b[2:-2]} ."
    assert concatenated_pairs(pairs, seed=0, max_len=4) == []  # 4 tokens: too long
