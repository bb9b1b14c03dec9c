"""The fixed-shape KV cache (transformer_lib.static_cache): same tokens and logits as the
growing cache, fixed shapes and addresses, one graph for torch.compile.

The models and the padded source batch are those of test_decoding (rows of a batch end at
different lengths). Compilation is checked with dynamo (graph count, graph breaks) and the
"eager" backend, which trace the step as torch.compile does without the slow code
generation; the speed of the compiled step is measured in benchmarks/, not here.
"""

import pytest
import torch
from test_decoding import MAX_LEN, NORMS, PAD, SOURCE, make_model, model_for

from transformer_lib import static_cache
from transformer_lib.decoding import (
    EOS_ID,
    IncrementalDecoder,
    beam_search,
    greedy_decode,
    sample,
)
from transformer_lib.model import Transformer
from transformer_lib.static_cache import (
    StaticIncrementalDecoder,
    StaticKVCache,
    decode_step,
)


@pytest.fixture(autouse=True, scope="module")
def _one_thread():
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


def on(device, model, src=SOURCE):
    return model.to(device), src.to(device)


@NORMS
def test_greedy_gives_the_same_tokens_as_the_growing_cache(norm_first, device):
    model, src = on(device, model_for(norm_first))
    growing = greedy_decode(model, src, MAX_LEN)
    static = greedy_decode(model, src, MAX_LEN, use_cache="static")
    assert torch.equal(static, growing)
    # the rows end at different lengths, and the batch is padded: not a trivial case
    assert len({row.tolist().index(EOS_ID) for row in growing if EOS_ID in row}) > 1
    assert (src == PAD).any()


@NORMS
def test_every_steps_logits_agree_with_the_growing_cache(norm_first, device):
    model, src = on(device, model_for(norm_first).eval())
    tokens = greedy_decode(model, src, MAX_LEN)  # (B, L), padded after </s>
    with torch.no_grad():
        memory = model.encode(src)
        growing = IncrementalDecoder(model, memory)
        static = StaticIncrementalDecoder(model, memory, MAX_LEN, bos_id=1)
        for t in range(tokens.size(1)):
            a, b = growing.next_logits(), static.next_logits()  # (B, V)
            torch.testing.assert_close(b, a, atol=1e-5, rtol=0)
            growing.append(tokens[:, t])
            static.append(tokens[:, t])
        assert torch.equal(static.tokens, growing.tokens)


@NORMS
def test_beam_search_gives_the_same_hypotheses(norm_first, device):
    model, src = on(device, model_for(norm_first))
    growing = beam_search(model, src, 3, MAX_LEN, n_best=2)
    static = beam_search(model, src, 3, MAX_LEN, n_best=2, use_cache="static")
    for ours, theirs in zip(static, growing, strict=True):
        assert len(ours) == len(theirs) == 2
        for a, b in zip(ours, theirs, strict=True):
            assert torch.equal(a.tokens, b.tokens)
            assert a.score == pytest.approx(b.score, abs=1e-5)


def test_sampling_draws_the_same_tokens_with_the_same_generator(device):
    model, src = on(device, model_for(False))
    drawn = []
    for use_cache in (True, "static"):
        g = torch.Generator(device=device).manual_seed(3)
        drawn.append(sample(model, src, MAX_LEN, generator=g, use_cache=use_cache))
        drawn.append(
            torch.rand(1, generator=g, device=device)
        )  # the generator after it
    assert torch.equal(drawn[0], drawn[2]) and torch.equal(drawn[1], drawn[3])


@pytest.mark.parametrize("pad_id, eos_id", [(None, EOS_ID), (PAD, None)])
def test_without_padding_or_without_eos(pad_id, eos_id, device):
    model = make_model(2, eos_bias=2.0, pad_id=pad_id).to(device)
    src = SOURCE[:, :2].to(device) if pad_id is None else SOURCE.to(device)
    growing = greedy_decode(model, src, MAX_LEN, eos_id=eos_id)
    static = greedy_decode(model, src, MAX_LEN, eos_id=eos_id, use_cache="static")
    assert torch.equal(static, growing)
    if eos_id is None:
        assert static.size(1) == MAX_LEN


def test_positions_not_yet_written_are_masked_out():
    # whatever the buffer holds after the newest position must not change the logits
    model = model_for(False).eval()
    with torch.no_grad():
        memory = model.encode(SOURCE)
        clean = StaticIncrementalDecoder(model, memory, MAX_LEN, bos_id=1)
        noisy = StaticIncrementalDecoder(model, memory, MAX_LEN, bos_id=1)
        for layer in noisy.cache.layers:
            layer.self_k.normal_(0, 100)
            layer.self_v.normal_(0, 100)
        for t in range(4):
            torch.testing.assert_close(
                noisy.next_logits(), clean.next_logits(), atol=1e-5, rtol=0
            )
            for decoder in (clean, noisy):
                decoder.append(torch.full((4,), 5 + t))


def test_shapes_and_addresses_stay_fixed_through_steps_and_reorders():
    model = model_for(True).eval()
    with torch.no_grad():
        decoder = StaticIncrementalDecoder(model, model.encode(SOURCE), MAX_LEN, 1)
        buffers = dict(decoder.cache.named_buffers())
        before = {name: (b.shape, b.data_ptr()) for name, b in buffers.items()}
        for _ in range(3):
            decoder.append(decoder.next_logits().argmax(-1))
            decoder.reorder(torch.tensor([3, 2, 1, 0]))
        after = {name: (b.shape, b.data_ptr()) for name, b in buffers.items()}
    assert after == before
    # the layers' written positions moved with the rows: row 0 is the old row 3
    assert decoder.tokens.shape == (4, 4)


def test_reorder_flips_the_rows_of_every_buffer():
    model = model_for(False).eval()
    with torch.no_grad():
        decoder = StaticIncrementalDecoder(model, model.encode(SOURCE), MAX_LEN, 1)
        decoder.append(decoder.next_logits().argmax(-1))
        copies = {n: b.clone() for n, b in decoder.cache.named_buffers()}
        flip = torch.tensor([3, 2, 1, 0])
        decoder.reorder(flip)
    for name, buffer in decoder.cache.named_buffers():
        if name == "positions":
            assert torch.equal(buffer, copies[name])
        else:  # (N, ...): the rows first
            assert torch.equal(buffer, copies[name].index_select(0, flip)), name
    names = {name for name, _ in decoder.cache.named_buffers()}
    assert {"layers.1.self_k", "layers.1.cross_v", "key_mask"} <= names


def test_the_step_is_one_graph_without_breaks():
    model = model_for(True).eval()
    with torch.no_grad():
        memory = model.encode(SOURCE)
        cache = StaticKVCache(model, memory, MAX_LEN)
        tokens = torch.full((4, 1), 1)
        pos = torch.zeros(1, dtype=torch.long)
        explained = torch._dynamo.explain(decode_step)(model, tokens, pos, cache)
    assert explained.graph_count == 1
    assert explained.graph_break_count == 0, explained.break_reasons


def test_the_traced_step_decodes_the_same_tokens():
    # fullgraph=True raises at the first graph break; "eager" runs the traced graph
    torch._dynamo.reset()
    torch._dynamo.utils.counters.clear()
    step = torch.compile(decode_step, backend="eager", fullgraph=True)
    model = model_for(False).eval()
    with torch.no_grad():
        memory = model.encode(SOURCE)
        expected = greedy_decode(model, SOURCE, MAX_LEN, eos_id=None)
        decoder = StaticIncrementalDecoder(model, memory, MAX_LEN, 1, step=step)
        for _ in range(MAX_LEN):
            decoder.append(decoder.next_logits().argmax(-1))
    assert torch.equal(decoder.tokens[:, 1:], expected)
    # one graph, reused at every step: the position is a tensor, not a Python int
    frames = torch._dynamo.utils.counters["stats"]["unique_graphs"]
    assert frames == 1, frames
    torch._dynamo.reset()


def test_clear_errors():
    model = model_for(False)
    with pytest.raises(ValueError, match='use_cache True, False or "static"'):
        greedy_decode(model, SOURCE, MAX_LEN, use_cache="fixed")
    with pytest.raises(ValueError, match='compile_step=True needs use_cache="static"'):
        greedy_decode(model, SOURCE, MAX_LEN, compile_step=True)
    with pytest.raises(ValueError, match="compile_step True or False"):
        beam_search(model, SOURCE, 2, MAX_LEN, use_cache="static", compile_step="yes")
    with torch.no_grad():
        decoder = StaticIncrementalDecoder(model.eval(), model.encode(SOURCE), 2, 1)
        with pytest.raises(ValueError, match="N = 4 rows"):
            decoder.reorder(torch.tensor([0, 1]))
        for _ in range(2):
            decoder.append(decoder.next_logits().argmax(-1))
        with pytest.raises(ValueError, match="max_len = 2 positions, all used"):
            decoder.next_logits()
        with pytest.raises(ValueError, match="positional table covers 64"):
            StaticKVCache(model, model.encode(SOURCE), 65)
        for scheme in ("learned", "t5", "rope", "alibi", "none"):  # chapter 11's
            other = Transformer(model.config.replace(decoder_positional=scheme)).eval()
            with pytest.raises(ValueError, match=f"decoder scheme '{scheme}'"):
                StaticKVCache(other, other.encode(SOURCE), 8)


@pytest.mark.filterwarnings("ignore:.*script_method.*:DeprecationWarning")
def test_compile_step_runs_the_compiled_step_and_gives_the_same_tokens(monkeypatch):
    # torch.compile as the library calls it, with the quick "eager" backend in place of
    # inductor (whose code generation takes a minute on a small CPU)
    calls = []
    real_compile = torch.compile

    def quick_compile(fn, mode=None, fullgraph=False, dynamic=None):
        calls.append((fn, mode, fullgraph, dynamic))
        return real_compile(fn, backend="eager", fullgraph=fullgraph, dynamic=dynamic)

    monkeypatch.setattr(torch, "compile", quick_compile)
    monkeypatch.setattr(static_cache, "_COMPILED", {})
    torch._dynamo.reset()
    model = model_for(True)
    expected = greedy_decode(model, SOURCE, MAX_LEN)
    for _ in range(2):  # compiled once, then reused
        out = greedy_decode(
            model, SOURCE, MAX_LEN, use_cache="static", compile_step=True
        )
        assert torch.equal(out, expected)
    # one graph, shapes fixed (a CUDA graph is recorded per shape anyway)
    assert calls == [(decode_step, "reduce-overhead", True, False)]
    torch._dynamo.reset()
