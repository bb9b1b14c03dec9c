"""Tests for transformer_lib.decoding: greedy, beam search, sampling; with and without cache.

Small random models (d_model 16, vocabulary 14), seeded. The output layer is untied and
given a wider spread, and </s> a bias, so that greedy decoding neither repeats one token
forever nor stops at once: rows of a batch end at different lengths (checked, so that a
change of random numbers cannot quietly make a test trivial).
"""

import itertools
import math

import pytest
import torch
import torch.nn.functional as F

from transformer_lib import decoding
from transformer_lib.decoding import (
    BOS_ID,
    EOS_ID,
    Hypothesis,
    IncrementalDecoder,
    beam_search,
    beam_step,
    greedy_decode,
    greedy_step,
    length_penalty,
    sample,
    sample_step,
    top_k_top_p_filter,
)
from transformer_lib.model import Memory, Transformer, TransformerConfig

PAD = 0
NORMS = pytest.mark.parametrize("norm_first", [False, True], ids=["post_ln", "pre_ln"])
# (seed, bias of </s>) per norm placement: greedy rows end at 8, 8, 8, 3 (post-LN) and
# 5, 11, 11 and never (pre-LN) within 12 tokens on SOURCE
SETTINGS = {False: (2, 2.0), True: (5, 1.5)}
SOURCE = torch.tensor(
    [
        [5, 6, 7, 8, 9, 4, 2],
        [4, 9, 2, PAD, PAD, PAD, PAD],
        [7, 2, PAD, PAD, PAD, PAD, PAD],
        [6, 6, 5, 3, 12, 2, PAD],
    ]
)
MAX_LEN = 12


@pytest.fixture(autouse=True, scope="module")
def _one_thread():
    """Tiny models: one thread is faster, and steadier on a shared machine."""
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


def make_model(
    seed: int,
    norm_first: bool = False,
    eos_bias: float = 0.0,
    vocab: int = 14,
    pad_id: int | None = PAD,
    d_model: int = 16,
) -> Transformer:
    """A random model in training mode (dropout 0.1: decoding must switch it off)."""
    torch.manual_seed(seed)
    config = TransformerConfig(
        src_vocab_size=vocab,
        tgt_vocab_size=vocab,
        d_model=d_model,
        n_heads=2,
        d_ff=32,
        n_encoder_layers=2,
        n_decoder_layers=2,
        dropout=0.1,
        pad_id=pad_id,
        norm_first=norm_first,
        tie_output=False,
        max_len=64,
    )
    model = Transformer(config)
    g = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for p in model.parameters():
            if p.dim() == 1:  # biases, LayerNorm gains and shifts
                p.add_(torch.randn(p.shape, generator=g) * 0.3)
        model.output_projection.weight.normal_(0, 2 / math.sqrt(d_model), generator=g)
        model.output_projection.bias[EOS_ID] += eos_bias
    return model


def model_for(norm_first: bool) -> Transformer:
    seed, eos_bias = SETTINGS[norm_first]
    return make_model(seed, norm_first, eos_bias)


def ends(tokens: torch.Tensor, eos_id: int = EOS_ID) -> list[int | None]:
    """Length of each row up to and including its first </s> (None: no </s>)."""
    out = []
    for row in tokens.tolist():
        out.append(row.index(eos_id) + 1 if eos_id in row else None)
    return out


@pytest.fixture
def recorded(monkeypatch):
    """Every logits tensor that IncrementalDecoder.next_logits returns, in order."""
    calls = []
    original = IncrementalDecoder.next_logits

    def next_logits(self):
        logits = original(self)
        calls.append(logits.clone())
        return logits

    monkeypatch.setattr(IncrementalDecoder, "next_logits", next_logits)
    return calls


def assert_same_logits(first: list, second: list) -> None:
    assert len(first) == len(second) > 1
    for a, b in zip(first, second, strict=True):
        torch.testing.assert_close(a, b, atol=1e-5, rtol=0)


def sequence_log_prob(model, src_row: torch.Tensor, tokens: torch.Tensor) -> float:
    """log P(tokens | source) by teacher forcing, the sentence alone, without a cache."""
    src_row = src_row[src_row != PAD][None]  # (1, S'): no padding at all
    tgt = torch.cat([torch.tensor([BOS_ID]), tokens[:-1]])[None]  # (1, L)
    with torch.no_grad():
        log_probs = model.eval()(src_row, tgt).log_softmax(-1)[0]  # (L, V)
    return log_probs.gather(1, tokens[:, None]).sum().item()


# --- cached == uncached ------------------------------------------------------------------


@NORMS
def test_greedy_with_cache_equals_without(norm_first, recorded):
    model = model_for(norm_first)
    cached = greedy_decode(model, SOURCE, MAX_LEN)
    cached_logits = recorded[:]
    recorded.clear()
    uncached = greedy_decode(model, SOURCE, MAX_LEN, use_cache=False)
    assert torch.equal(cached, uncached)
    assert_same_logits(cached_logits, recorded)
    # not trivial: rows end at different lengths (or not at all) within MAX_LEN
    lengths = ends(cached)
    assert len(set(lengths)) > 1 and any(n is not None for n in lengths)


@NORMS
def test_beam_search_with_cache_equals_without(norm_first, recorded):
    model = model_for(norm_first)
    cached = beam_search(model, SOURCE, 3, MAX_LEN, n_best=3)
    cached_logits = recorded[:]
    recorded.clear()
    uncached = beam_search(model, SOURCE, 3, MAX_LEN, n_best=3, use_cache=False)
    assert_same_logits(cached_logits, recorded)
    for ours, theirs in zip(cached, uncached, strict=True):
        assert len(ours) == len(theirs) == 3
        for a, b in zip(ours, theirs, strict=True):
            assert torch.equal(a.tokens, b.tokens)
            assert a.score == pytest.approx(b.score, abs=1e-5)
    lengths = {len(h.tokens) for hyps in cached for h in hyps}
    assert len(lengths) > 1


@NORMS
def test_sampling_with_cache_equals_without(norm_first, recorded):
    model = model_for(norm_first)
    kwargs = dict(temperature=0.9, top_k=8, top_p=0.95)
    g = torch.Generator().manual_seed(3)
    cached = sample(model, SOURCE, MAX_LEN, generator=g, **kwargs)
    cached_logits = recorded[:]
    recorded.clear()
    g = torch.Generator().manual_seed(3)
    uncached = sample(model, SOURCE, MAX_LEN, generator=g, use_cache=False, **kwargs)
    assert torch.equal(cached, uncached)
    assert_same_logits(cached_logits, recorded)


@NORMS
def test_incremental_decoder_gives_the_full_models_last_logits(norm_first):
    """Teacher-forced tokens, with a beam-like reorder halfway: cached and uncached
    next_logits equal model(src, prefix)[:, -1] on the reordered rows."""
    model = model_for(norm_first).eval()
    g = torch.Generator().manual_seed(0)
    tokens = torch.randint(1, 14, (SOURCE.size(0), 6), generator=g)
    index = torch.tensor([2, 2, 0, 3])  # rows 2, 2, 0, 3 continue
    with torch.no_grad():
        memory = model.encode(SOURCE)
        decoders = [
            IncrementalDecoder(model, memory, use_cache=c) for c in (True, False)
        ]
        src, prefix = SOURCE, torch.full((4, 1), BOS_ID)
        for t in range(6):
            if t == 3:
                for d in decoders:
                    d.reorder(index)
                src, prefix = src[index], prefix[index]
            expected = model(src, prefix)[:, -1]
            for d in decoders:
                torch.testing.assert_close(d.next_logits(), expected, atol=1e-5, rtol=0)
                d.append(tokens[:, t])
            prefix = torch.cat([prefix, tokens[:, t : t + 1]], dim=1)


def test_one_sentence_alone_decodes_as_in_the_padded_batch():
    """Batching and source padding change nothing: each row as if decoded alone."""
    model = model_for(False)
    batch = greedy_decode(model, SOURCE, MAX_LEN)
    beams = beam_search(model, SOURCE, 3, MAX_LEN)
    for b in range(SOURCE.size(0)):
        alone = SOURCE[b : b + 1, : int((SOURCE[b] != PAD).sum())]  # no padding
        one = greedy_decode(model, alone, MAX_LEN)[0]
        assert torch.equal(batch[b, : one.numel()], one)
        assert (batch[b, one.numel() :] == PAD).all()
        (hyp,) = beam_search(model, alone, 3, MAX_LEN)[0]
        assert torch.equal(beams[b][0].tokens, hyp.tokens)
        assert beams[b][0].score == pytest.approx(hyp.score, abs=1e-5)


def test_greedy_is_the_argmax_of_the_full_model_at_every_step():
    """An independent reference: model.forward on the prefix, no cache, one sentence."""
    model = model_for(True)
    out = greedy_decode(model, SOURCE, MAX_LEN)
    model.eval()
    for b in range(SOURCE.size(0)):
        src = SOURCE[b : b + 1]
        prefix = torch.tensor([[BOS_ID]])
        for _ in range(MAX_LEN):
            with torch.no_grad():
                next_token = model(src, prefix)[0, -1].argmax()
            prefix = torch.cat([prefix, next_token.view(1, 1)], dim=1)
            if next_token == EOS_ID:
                break
        tokens = prefix[0, 1:]
        assert torch.equal(out[b, : tokens.numel()], tokens)


# --- output format, modes, ids -----------------------------------------------------------


def test_greedy_rows_end_at_their_eos_and_are_padded_after():
    model = model_for(False)
    out = greedy_decode(model, SOURCE, MAX_LEN)
    assert out.dtype == torch.long and out.shape[0] == SOURCE.size(0)
    assert out.shape[1] <= MAX_LEN and not (out == BOS_ID).all(dim=1).any()
    lengths = ends(out)
    assert out.shape[1] == max(n or MAX_LEN for n in lengths)
    for row, n in zip(out, lengths, strict=True):
        if n is not None:
            assert (row[n:] == PAD).all()
            assert (row[: n - 1] != EOS_ID).all()


def test_eos_none_decodes_exactly_max_len_tokens():
    model = model_for(False)
    n = 7
    assert greedy_decode(model, SOURCE, n, eos_id=None).shape == (4, n)
    g = torch.Generator().manual_seed(0)
    assert sample(model, SOURCE, n, generator=g, eos_id=None).shape == (4, n)
    for hyps in beam_search(model, SOURCE, 2, n, n_best=2, eos_id=None):
        assert [len(h.tokens) for h in hyps] == [n, n]


def test_without_pad_id_finished_rows_are_filled_with_eos():
    model = make_model(2, eos_bias=2.0, pad_id=None)
    src = SOURCE[:, :2].clone()  # no padding: the model has no pad_id
    src[src == PAD] = 5
    out = greedy_decode(model, src, MAX_LEN)
    assert torch.equal(out, greedy_decode(model, src, MAX_LEN, use_cache=False))
    finished = [n for n in ends(out) if n is not None]
    assert finished and min(finished) < out.shape[1]
    for row, n in zip(out, ends(out), strict=True):
        if n is not None:
            assert (row[n - 1 :] == EOS_ID).all()


@pytest.mark.parametrize("training", [True, False])
def test_decoding_runs_in_eval_mode_without_gradients_and_restores_the_mode(training):
    model = model_for(False).train(training)
    expected = greedy_decode(model.eval(), SOURCE, MAX_LEN)
    model.train(training)
    g = torch.Generator().manual_seed(0)
    outputs = [
        greedy_decode(model, SOURCE, MAX_LEN),
        sample(model, SOURCE, MAX_LEN, generator=g),
        beam_search(model, SOURCE, 2, MAX_LEN)[0][0].tokens,
    ]
    assert torch.equal(outputs[0], expected)  # no dropout while decoding
    assert model.training is training
    assert not any(t.requires_grad for t in outputs)


def test_bos_and_eos_ids_are_keywords():
    model = model_for(False)
    default = greedy_decode(model, SOURCE, MAX_LEN)
    assert not torch.equal(greedy_decode(model, SOURCE, MAX_LEN, bos_id=3), default)
    word = default[0, 1].item()  # a word the model produces: now it ends the rows
    assert word not in (PAD, EOS_ID)
    out = greedy_decode(model, SOURCE, MAX_LEN, eos_id=word)
    for b, n in enumerate(ends(default, word)):
        if n is None:  # never produced: </s> (2) is an ordinary word now
            continue
        assert torch.equal(out[b, :n], default[b, :n])  # the same words, up to it
        assert (out[b, n:] == PAD).all()


# --- greedy and sampling steps -----------------------------------------------------------


def test_greedy_step_takes_the_argmax_and_fills_finished_rows():
    logits = torch.tensor([[0.1, 2.0, -1.0], [3.0, 0.0, 1.0], [0.0, 0.0, 5.0]])
    finished = torch.tensor([False, True, False])
    assert greedy_step(logits, finished, fill_id=0).tolist() == [1, 0, 2]


def probs_kept(logits: torch.Tensor, **kwargs) -> list[int]:
    return (
        torch.isfinite(top_k_top_p_filter(logits, **kwargs))
        .nonzero()
        .flatten()
        .tolist()
    )


P4 = torch.tensor([0.5, 0.3, 0.15, 0.05]).log()  # a distribution we can reason about


@pytest.mark.parametrize(
    ("top_p", "kept"),
    [
        (1e-9, [0]),  # always at least the most likely token
        (0.45, [0]),
        (0.55, [0, 1]),  # 0.5 < p: the crossing token (0.3) is kept
        (0.79, [0, 1]),
        (0.81, [0, 1, 2]),
        (0.96, [0, 1, 2, 3]),
        (1.0, [0, 1, 2, 3]),
    ],
)
def test_top_p_keeps_the_smallest_set_whose_mass_reaches_p(top_p, kept):
    assert probs_kept(P4, top_p=top_p) == kept
    perm = torch.tensor([2, 0, 3, 1])  # the order of the vocabulary does not matter
    assert probs_kept(P4[perm], top_p=top_p) == sorted(perm.argsort()[kept].tolist())


def test_top_p_keeps_every_token_tied_with_the_crossing_one():
    tied = torch.tensor([0.4, 0.2, 0.2, 0.2]).log()
    assert probs_kept(tied, top_p=0.3) == [0]
    assert probs_kept(tied, top_p=0.5) == [0, 1, 2, 3]  # one 0.2 crosses: all three
    top_tie = torch.tensor([0.3, 0.3, 0.2, 0.2]).log()
    assert probs_kept(top_tie, top_p=0.1) == [0, 1]


def test_top_p_one_keeps_even_the_tiniest_tokens():
    logits = torch.tensor([0.0, -80.0, -100.0, float("-inf")])
    assert probs_kept(logits, top_p=1.0) == [0, 1, 2]  # -inf (say <pad>) stays out


def test_top_p_agrees_with_the_definition_on_random_distributions():
    g = torch.Generator().manual_seed(0)
    logits = torch.randn(200, 12, generator=g) * 2
    ps = torch.rand(200, generator=g).tolist()
    for row, p in zip(logits, ps, strict=True):
        probs = row.double().softmax(-1).tolist()
        order = sorted(range(12), key=lambda i: -probs[i])
        mass, smallest = 0.0, []
        for i in order:  # add tokens, most likely first, until the mass reaches p
            smallest.append(i)
            mass += probs[i]
            if mass >= p:
                break
        assert probs_kept(row, top_p=p) == sorted(smallest)


def test_top_k_keeps_the_k_largest_then_top_p_renormalises():
    assert probs_kept(P4, top_k=1) == [0]
    assert probs_kept(P4, top_k=3) == [0, 1, 2]
    assert probs_kept(P4, top_k=10) == [0, 1, 2, 3]
    assert probs_kept(torch.tensor([1.0, 2.0, 2.0, 0.0]), top_k=1) == [1, 2]  # a tie
    # after top-k = 2 the distribution is (0.625, 0.375): p = 0.6 keeps one token
    assert probs_kept(P4, top_k=2, top_p=0.6) == [0]
    assert probs_kept(P4, top_p=0.6) == [0, 1]


def test_filter_works_on_any_leading_shape_and_keeps_values():
    logits = torch.randn(2, 3, 9)
    out = top_k_top_p_filter(logits, top_k=4, top_p=0.7)
    assert out.shape == logits.shape
    kept = torch.isfinite(out)
    assert torch.equal(out[kept], logits[kept])
    assert ((kept.sum(-1) >= 1) & (kept.sum(-1) <= 4)).all()
    assert torch.equal(top_k_top_p_filter(logits), logits)


def chi2_p_value(counts: torch.Tensor, probs: torch.Tensor) -> float:
    """Pearson's chi^2 goodness of fit over the tokens with probs > 0."""
    keep = probs > 0
    expected = probs[keep] * counts.sum()
    x = ((counts[keep] - expected) ** 2 / expected).sum()
    df = torch.tensor(float(keep.sum() - 1))
    return torch.special.gammaincc(df / 2, x / 2).item()


@pytest.mark.parametrize(
    "kwargs",
    [
        dict(),
        dict(temperature=0.7, top_k=4),
        dict(top_p=0.8),
        dict(temperature=1.5, top_k=5, top_p=0.9),
    ],
)
def test_sampling_frequencies_match_the_filtered_distribution(kwargs):
    logits = torch.tensor([1.0, 0.5, 2.0, -0.5, 0.0, 1.5, float("-inf"), -1.0])
    n = 20000
    g = torch.Generator().manual_seed(1234)
    draws = sample_step(
        logits.expand(n, -1),
        torch.zeros(n, dtype=torch.bool),
        fill_id=6,
        generator=g,
        **kwargs,
    )
    counts = torch.bincount(draws, minlength=8).double()
    t = kwargs.get("temperature", 1.0)
    filtered = top_k_top_p_filter(logits / t, kwargs.get("top_k"), kwargs.get("top_p"))
    probs = filtered.double().softmax(-1)
    assert (counts[probs == 0] == 0).all()  # nothing filtered out is ever drawn
    assert chi2_p_value(counts, probs) > 1e-3
    if kwargs:  # and the test can tell: the unfiltered distribution is rejected
        assert chi2_p_value(counts, logits.double().softmax(-1)) < 1e-6


def test_first_tokens_of_sample_follow_the_model():
    model = model_for(False).eval()
    n = 6000
    src = SOURCE[:1].expand(n, -1)
    g = torch.Generator().manual_seed(7)
    first = sample(model, src, 1, temperature=1.3, top_p=0.9, generator=g)[:, 0]
    with torch.no_grad():
        logits = model(SOURCE[:1], torch.tensor([[BOS_ID]]))[0, -1]
    probs = top_k_top_p_filter(logits / 1.3, top_p=0.9).double().softmax(-1)
    counts = torch.bincount(first, minlength=probs.numel()).double()
    assert (probs > 0).sum() > 3
    assert chi2_p_value(counts, probs) > 1e-3


def test_sampling_is_reproducible_with_a_seeded_generator():
    model = model_for(True)
    runs = [
        sample(model, SOURCE, MAX_LEN, generator=torch.Generator().manual_seed(s))
        for s in (5, 5, 6)
    ]
    assert torch.equal(runs[0], runs[1])
    assert not torch.equal(runs[0], runs[2])


@NORMS
def test_temperature_near_zero_and_top_k_one_are_greedy(norm_first):
    model = model_for(norm_first)
    greedy = greedy_decode(model, SOURCE, MAX_LEN)
    g = torch.Generator().manual_seed(0)
    cold = sample(model, SOURCE, MAX_LEN, temperature=1e-6, generator=g)
    top1 = sample(model, SOURCE, MAX_LEN, top_k=1, temperature=2.0, generator=g)
    assert torch.equal(cold, greedy)
    assert torch.equal(top1, greedy)
    warm = sample(model, SOURCE, MAX_LEN, generator=g)
    assert not torch.equal(warm, greedy)  # sampling itself is not greedy


# --- beam search ---------------------------------------------------------------------------


def test_length_penalty_is_gnmt():
    assert length_penalty(1, 0.6) == pytest.approx(1.0)
    assert length_penalty(7, 0.6) == pytest.approx(2**0.6)
    assert length_penalty(10, 0.0) == 1.0
    lengths = torch.tensor([1, 4, 13])
    torch.testing.assert_close(
        length_penalty(lengths, 1.0), torch.tensor([1.0, 1.5, 3.0])
    )


def test_beam_step_freezes_finished_beams_and_scores_whole_lengths():
    # one sentence, two beams, vocabulary (<pad>, a, </s>)
    sums = torch.tensor([[-0.4, -0.5]])
    lengths = torch.tensor([[3, 1]])
    finished = torch.tensor([[False, True]])  # beam 1 is "</s>" (length 1)
    log_probs = torch.tensor([[[-9.0, -0.2, -1.8], [-0.1, -0.1, -0.1]]]).log_softmax(-1)
    step = beam_step(sums, lengths, finished, log_probs, alpha=1.0, eos_id=2, fill_id=0)
    # candidates of beam 0 (length 4, lp 1.5): a -> (-1 + log P(a)) / 1.5, ...
    # beam 1 stays itself: -0.5 / lp(1) = -0.5, whatever its log_probs say
    a = (-0.4 + log_probs[0, 0, 1].item()) / 1.5
    assert a > -0.5  # so the open candidate wins, and the finished beam comes second
    assert step.parent.tolist() == [[0, 1]]
    assert step.tokens.tolist() == [[1, 0]]
    torch.testing.assert_close(step.sums, torch.tensor([[a * 1.5, -0.5]]))
    assert step.lengths.tolist() == [[4, 1]]
    assert step.finished.tolist() == [[False, True]]
    # with alpha = 0 (no penalty), -0.4 + log P(a) = -0.58 < -0.5: the finished one first
    step = beam_step(sums, lengths, finished, log_probs, alpha=0.0, eos_id=2, fill_id=0)
    assert step.parent.tolist() == [[1, 0]] and step.tokens.tolist() == [[0, 1]]


def test_beam_step_marks_eos_candidates_finished():
    sums = torch.zeros(2, 1)
    lengths = torch.zeros(2, 1, dtype=torch.long)
    finished = torch.zeros(2, 1, dtype=torch.bool)
    log_probs = torch.tensor([[[-5.0, -2.0, -0.1]], [[-5.0, -0.1, -2.0]]])
    step = beam_step(sums, lengths, finished, log_probs, alpha=0.6, eos_id=2, fill_id=0)
    assert step.tokens.tolist() == [[2], [1]]
    assert step.finished.tolist() == [[True], [False]]
    assert step.lengths.tolist() == [[1], [1]]


@NORMS
def test_beam_size_one_is_greedy(norm_first):
    model = model_for(norm_first)
    greedy = greedy_decode(model, SOURCE, MAX_LEN)
    for b, hyps in enumerate(beam_search(model, SOURCE, 1, MAX_LEN)):
        (hyp,) = hyps
        assert torch.equal(greedy[b, : hyp.tokens.numel()], hyp.tokens)
        assert (greedy[b, hyp.tokens.numel() :] == PAD).all()


@NORMS
@pytest.mark.parametrize("alpha", [0.0, 0.6])
def test_beam_hypotheses_are_scored_by_the_model(norm_first, alpha):
    model = model_for(norm_first)
    results = beam_search(model, SOURCE, 4, MAX_LEN, alpha, n_best=4)
    n_finished = 0
    for b, hyps in enumerate(results):
        assert len(hyps) == 4 and all(isinstance(h, Hypothesis) for h in hyps)
        scores = [h.score for h in hyps]
        assert scores == sorted(scores, reverse=True)
        for h in hyps:
            L = h.tokens.numel()
            assert 1 <= L <= MAX_LEN
            # </s> only at the end; without it, the hypothesis was cut at max_len
            assert (h.tokens[:-1] != EOS_ID).all()
            assert h.tokens[-1] == EOS_ID or L == MAX_LEN
            n_finished += int(h.tokens[-1] == EOS_ID)
            log_p = sequence_log_prob(model, SOURCE[b], h.tokens)
            assert h.score == pytest.approx(log_p / length_penalty(L, alpha), abs=1e-4)
    assert n_finished > 4


def reference_beam_search(model, src_row, K, max_len, alpha, n_best):
    """Beam search as a plain list of (tokens, log P, finished), one sentence, no cache,
    run to max_len: every candidate scored on its whole length, finished ones kept."""
    src = src_row[src_row != PAD][None]
    V = model.config.tgt_vocab_size
    beams = [([], 0.0, False)]

    def score(beam):
        return beam[1] / length_penalty(len(beam[0]), alpha)

    for _ in range(max_len):
        candidates = []
        for tokens, log_p, finished in beams:
            if finished:
                candidates.append((tokens, log_p, True))
                continue
            with torch.no_grad():
                tgt = torch.tensor([[BOS_ID, *tokens]])
                log_probs = model.eval()(src, tgt)[0, -1].log_softmax(-1)
            for v in range(V):
                if v != PAD:
                    new = log_p + log_probs[v].item()
                    candidates.append(([*tokens, v], new, v == EOS_ID))
        beams = sorted(candidates, key=score, reverse=True)[:K]
    return [(score(b), b[0]) for b in beams[:n_best]]


@NORMS
@pytest.mark.parametrize("alpha", [0.0, 0.6, 2.0])
def test_beam_search_equals_a_plain_reference(norm_first, alpha):
    model = model_for(norm_first)
    results = beam_search(model, SOURCE, 3, MAX_LEN, alpha, n_best=3)
    for b, hyps in enumerate(results):
        expected = reference_beam_search(model, SOURCE[b], 3, MAX_LEN, alpha, 3)
        assert [h.tokens.tolist() for h in hyps] == [t for _, t in expected]
        for h, (score, _) in zip(hyps, expected, strict=True):
            assert h.score == pytest.approx(score, abs=1e-4)


class MarkovModel(torch.nn.Module):
    """A stand-in model whose next-token distribution depends on the last token only:
    P(next | ..., last) = probs[last]. It speaks the incremental-decoding API."""

    def __init__(self, probs: list[list[float]]):
        super().__init__()
        V = len(probs)
        self.config = TransformerConfig(
            src_vocab_size=V, tgt_vocab_size=V, d_model=2, n_heads=1, d_ff=2, pad_id=PAD
        )
        self.log_probs = torch.tensor(probs).log()  # (V, V); <pad> column: -inf

    def encode(self, src):
        return Memory(torch.zeros(src.size(0), src.size(1), 1), None)

    def decode(self, tgt, memory, cache=None):
        if cache is not None:
            cache.offset += tgt.size(1)
        return F.one_hot(tgt, self.config.tgt_vocab_size).float()  # (B, T, V)

    def project(self, h):
        return self.log_probs[h.argmax(-1)]  # (B, T, V): the row of each token


def test_search_goes_on_while_an_open_beam_can_still_win():
    """</s> at once scores log 0.6 / lp(1) = -0.51. The open beam "a" (log 0.4 = -0.92,
    -0.79 on its current length) looks beaten, but "a" repeated (each +log 0.999) to
    max_len = 10 scores about -0.93 / lp(10) = -0.37: it wins, so the search must not
    stop after the first step."""
    #        <pad> <s>  </s>    a       b
    model = MarkovModel(
        [
            [0.0, 0.25, 0.25, 0.25, 0.25],  # after <pad> (not used)
            [0.0, 0.0, 0.6, 0.4, 0.0],  # after <s>
            [0.0, 0.25, 0.25, 0.25, 0.25],  # after </s> (not used)
            [0.0, 0.0, 0.0005, 0.999, 0.0005],  # after a
            [0.0, 0.25, 0.25, 0.25, 0.25],  # after b
        ]
    )
    src = torch.tensor([[3]])
    (best,) = beam_search(model, src, 2, 10, 1.0, n_best=1)[0]
    assert best.tokens.tolist() == [3] * 10
    expected = (math.log(0.4) + 9 * math.log(0.999)) / length_penalty(10, 1.0)
    assert best.score == pytest.approx(expected, abs=1e-5)
    # and the finished one was kept all along
    _, second = beam_search(model, src, 2, 10, 1.0, n_best=2)[0]
    assert second.tokens.tolist() == [EOS_ID]
    assert second.score == pytest.approx(math.log(0.6), abs=1e-6)
    # without the length penalty, </s> at once is the best
    assert beam_search(model, src, 2, 10, 0.0)[0][0].tokens.tolist() == [EOS_ID]


def all_sequences(real_tokens: list[int], max_len: int):
    """Every output beam search can return: ending at </s>, or max_len without it."""
    for n in range(1, max_len + 1):
        for body in itertools.product(real_tokens, repeat=n - 1):
            yield [*body, EOS_ID]
    yield from (list(s) for s in itertools.product(real_tokens, repeat=max_len))


def exhaustive_ranking(model, src_row, max_len, alpha):
    """(score, tokens) of every possible output, best first."""
    V = model.config.tgt_vocab_size
    real = [v for v in range(V) if v not in (PAD, EOS_ID)]
    seqs = list(all_sequences(real, max_len))
    tgt = torch.full((len(seqs), max_len), PAD)
    for i, s in enumerate(seqs):
        tgt[i, : len(s)] = torch.tensor(s)
    inputs = torch.cat([torch.full((len(seqs), 1), BOS_ID), tgt[:, :-1]], dim=1)
    inputs[inputs == PAD] = 3  # anything after the end: causal, so never read
    src = src_row[src_row != PAD][None].expand(len(seqs), -1)
    with torch.no_grad():
        log_probs = model.eval()(src, inputs).log_softmax(-1)  # (N, max_len, V)
    picked = log_probs.gather(2, tgt[..., None].clamp(min=0))[..., 0]
    picked = picked.masked_fill(tgt == PAD, 0.0)
    lengths = (tgt != PAD).sum(1)
    scores = picked.sum(1) / length_penalty(lengths, alpha)
    order = scores.argsort(descending=True)
    return [(scores[i].item(), seqs[i]) for i in order.tolist()]


@pytest.mark.parametrize("alpha", [0.0, 0.6, 1.2])
def test_a_large_beam_finds_the_exhaustive_optimum(alpha):
    """Vocabulary: <pad>, <s>, </s>, <unk>, a, b; 341 outputs of at most 4 tokens."""
    model = make_model(14, vocab=6, eos_bias=1.0)
    src = torch.tensor([[4, 5, 4, 2], [5, 2, PAD, PAD], [3, 4, 4, 2]])
    max_len, n_best = 4, 5
    results = beam_search(model, src, 128, max_len, alpha, n_best=n_best)
    changed = False  # does the length penalty change a ranking? (else: no test of it)
    for b in range(src.size(0)):
        ranking = exhaustive_ranking(model, src[b], max_len, alpha)
        assert len(ranking) == 341
        for hyp, (score, tokens) in zip(results[b], ranking[:n_best], strict=True):
            assert hyp.tokens.tolist() == tokens
            assert hyp.score == pytest.approx(score, abs=1e-5)
        unpenalised = exhaustive_ranking(model, src[b], max_len, 0.0)
        changed |= [t for _, t in unpenalised[:n_best]] != [
            t for _, t in ranking[:n_best]
        ]
    assert changed or alpha == 0


def test_fewer_hypotheses_than_n_best_when_fewer_exist():
    model = make_model(11, vocab=6)
    hyps = beam_search(model, SOURCE[:1, :3].clamp(max=5), 8, 1, n_best=8)[0]
    assert sorted(h.tokens.item() for h in hyps) == [1, 2, 3, 4, 5]  # all but <pad>


@NORMS
@pytest.mark.parametrize("alpha", [0.6, 2.0])
def test_stopping_early_changes_no_result(norm_first, alpha, monkeypatch, recorded):
    """Finished hypotheses are kept until no open beam can beat them: stopping there
    gives what running to max_len would give."""
    model = model_for(norm_first)
    early = beam_search(model, SOURCE, 4, 30, alpha, n_best=2)
    steps_early = len(recorded)
    monkeypatch.setattr(
        decoding,
        "_beam_done",
        lambda sums, *_: torch.zeros(len(sums), dtype=torch.bool),
    )
    full = beam_search(model, SOURCE, 4, 30, alpha, n_best=2)
    assert len(recorded) - steps_early == 30
    assert steps_early < 30 or alpha == 2.0  # it did stop early (alpha = 2 may not)
    for ours, theirs in zip(early, full, strict=True):
        for a, b in zip(ours, theirs, strict=True):
            assert torch.equal(a.tokens, b.tokens)
            assert a.score == pytest.approx(b.score, abs=1e-6)


# --- bad input -----------------------------------------------------------------------------


def run(fn_name: str, **kwargs):
    model = model_for(False)
    src = kwargs.pop("src", SOURCE)
    fn = {"greedy": greedy_decode, "sample": sample, "beam": beam_search}[fn_name]
    if fn is beam_search:
        kwargs.setdefault("beam_size", 2)
    return fn(model, src, max_len=kwargs.pop("max_len", 5), **kwargs)


@pytest.mark.parametrize(
    ("fn", "kwargs", "match"),
    [
        ("beam", dict(beam_size=0), "beam_size as an int >= 1"),
        ("beam", dict(beam_size=2.0), "beam_size as an int >= 1"),
        ("beam", dict(beam_size=2, n_best=3), r"n_best as an int in \[1, beam_size"),
        ("beam", dict(length_penalty=float("nan")), "finite length_penalty"),
        ("sample", dict(temperature=0.0), "temperature > 0"),
        ("sample", dict(temperature=-1.0), "temperature > 0"),
        ("sample", dict(temperature=float("nan")), "temperature > 0"),
        ("sample", dict(top_p=0.0), r"top_p None or a number in \(0, 1\]"),
        ("sample", dict(top_p=1.5), r"top_p None or a number in \(0, 1\]"),
        ("sample", dict(top_k=0), "top_k None or an int >= 1"),
        ("greedy", dict(max_len=0), "max_len as an int >= 1"),
        ("beam", dict(max_len=-3), "max_len as an int >= 1"),
        ("sample", dict(max_len=65), "config.max_len = 64"),
        ("greedy", dict(src=torch.zeros(2, 0, dtype=torch.long)), "empty source"),
        ("beam", dict(src=torch.zeros(0, 3, dtype=torch.long)), "empty source"),
        ("greedy", dict(src=torch.tensor([[4, 2], [PAD, PAD]])), r"\[1\] are empty"),
        ("greedy", dict(src=torch.tensor([4, 2])), r"shape \(B, S\)"),
        ("greedy", dict(bos_id=PAD), "bos_id = 0 is the model's pad_id"),
        ("sample", dict(eos_id=14), r"eos_id as an int in \[0, 14\)"),
    ],
)
def test_bad_input_is_a_clear_error(fn, kwargs, match):
    with pytest.raises(ValueError, match=match):
        run(fn, **kwargs)


# --- on the test device (the CPU, or the GPU with --device cuda) ----------------------


def test_decoding_on_the_test_device_matches_cpu(device):
    model = model_for(True)
    cpu = (
        greedy_decode(model, SOURCE, MAX_LEN),
        beam_search(model, SOURCE, 3, MAX_LEN),
    )
    model.to(device)
    src = SOURCE.to(device)
    for use_cache in (True, False, "static"):
        out = greedy_decode(model, src, MAX_LEN, use_cache=use_cache)
        assert out.device.type == device.type and torch.equal(out.cpu(), cpu[0])
        beams = beam_search(model, src, 3, MAX_LEN, use_cache=use_cache)
        for ours, theirs in zip(beams, cpu[1], strict=True):
            assert torch.equal(ours[0].tokens.cpu(), theirs[0].tokens)
        g = torch.Generator(device=device).manual_seed(0)
        drawn = sample(model, src, MAX_LEN, generator=g, use_cache=use_cache)
        assert drawn.device.type == device.type
