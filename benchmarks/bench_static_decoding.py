"""Per-token time of greedy decoding: the growing KV cache, the fixed-shape one, compiled.

The question: is decoding bound by Python and kernel launches rather than by
arithmetic, and does a fixed-shape cache (transformer_lib.static_cache) that torch.compile
can capture whole fix that? Three paths, same model, same source batch, eos_id=None so
that every run writes exactly N new tokens:

- growing:          greedy_decode(..., use_cache=True), the default (DecoderCache);
- static:           use_cache="static", eager: fixed shapes, in-place writes, masks;
- static, compiled: use_cache="static", compile_step=True: the step compiled with
                    torch.compile(mode="reduce-overhead"): CUDA graphs on a GPU, on a CPU
                    the step compiled without them.

The model: the paper's base sizes (d_model 512, 8 heads, d_ff 2048, 6 + 6 layers, a
shared vocabulary of 37000) with random weights (--sizes small: d_model 256, 4 heads,
d_ff 1024, 3 + 3 layers, vocabulary 1000); B source sentences of 10 to 30 tokens. Runs are
interleaved (the order reversed every other round), medians of --repeats; the first call
of the compiled path compiles (its time is printed apart). Before timing, the tokens of
every path are compared with the growing cache's.

    python benchmarks/bench_static_decoding.py [--device cuda] [--dtype bf16] \\
        [--batches 1 64] [--tokens 128] [--repeats 5] [--threads 1] [--clock cpu]
"""

from __future__ import annotations

import argparse
import statistics
import time
from functools import partial

import torch
from harness import add_device_arguments, autocast, describe, setup_device, synchronize

from transformer_lib.decoding import greedy_decode
from transformer_lib.model import Transformer, TransformerConfig

PAD = 0
SIZES = {
    "base": dict(d_model=512, n_heads=8, d_ff=2048, layers=6, vocab=37000),
    "small": dict(d_model=256, n_heads=4, d_ff=1024, layers=3, vocab=1000),
}
PATHS = {
    "growing": dict(use_cache=True),
    "static": dict(use_cache="static"),
    "static, compiled": dict(use_cache="static", compile_step=True),
}


def make_model(size: str, max_len: int, device: torch.device) -> Transformer:
    s = SIZES[size]
    config = TransformerConfig(
        src_vocab_size=s["vocab"],
        tgt_vocab_size=s["vocab"],
        d_model=s["d_model"],
        n_heads=s["n_heads"],
        d_ff=s["d_ff"],
        n_encoder_layers=s["layers"],
        n_decoder_layers=s["layers"],
        dropout=0.0,
        pad_id=PAD,
        max_len=max(max_len, 64),
        check_ids=False,
    )
    torch.manual_seed(0)
    model = Transformer(config).eval()
    with torch.no_grad():  # a wider output layer: argmax ties are unlikely
        model.output_projection.bias.normal_(0, 1.0)
    return model.to(device)


def make_source(
    B: int, vocab: int, device: torch.device, seed: int = 1
) -> torch.Tensor:
    g = torch.Generator().manual_seed(seed)
    lengths = torch.randint(10, 31, (B,), generator=g)
    src = torch.randint(4, vocab, (B, int(lengths.max())), generator=g)
    src[torch.arange(src.size(1)) >= lengths[:, None]] = PAD
    return src.to(device)


CLOCK = time.perf_counter  # --clock cpu: time.thread_time


def timed(fn, device) -> tuple[float, torch.Tensor]:
    synchronize(device)
    start = CLOCK()
    out = fn()
    synchronize(device)
    return CLOCK() - start, out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_device_arguments(parser)
    parser.add_argument("--batches", type=int, nargs="+", default=[1, 64])
    parser.add_argument("--tokens", type=int, default=128)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--threads", type=int, default=None)
    parser.add_argument("--sizes", choices=list(SIZES), default="base")
    parser.add_argument("--paths", nargs="+", choices=list(PATHS), default=list(PATHS))
    parser.add_argument(
        "--clock",
        choices=["wall", "cpu"],
        default="wall",
        help="cpu: the CPU time of this thread (CPU only, with --threads 1): steadier "
        "than wall-clock time on a machine that other jobs load",
    )
    args = parser.parse_args()
    device = setup_device(args)
    if args.threads:
        torch.set_num_threads(args.threads)
    if args.clock == "cpu":
        if device.type != "cpu" or torch.get_num_threads() != 1:
            parser.error("--clock cpu measures this thread: CPU only, --threads 1")
        global CLOCK
        CLOCK = time.thread_time
    print(describe(device, args.dtype) + f"; {args.clock} clock")
    print(f"model: {args.sizes} {SIZES[args.sizes]}, N = {args.tokens} new tokens\n")
    model = make_model(args.sizes, args.tokens, device)
    N = args.tokens
    print("| B | path | per token (ms) | whole run (ms) | vs growing | same tokens |")
    print("|---:|---|---:|---:|---:|---|")
    for B in args.batches:
        src = make_source(B, model.config.src_vocab_size, device)
        runs = {
            name: partial(greedy_decode, model, src, N, eos_id=None, **PATHS[name])
            for name in args.paths
        }
        with torch.no_grad(), autocast(device, args.dtype):
            outputs = {}
            for name, fn in runs.items():  # warm-up; the compiled path compiles here
                seconds, outputs[name] = timed(fn, device)
                if "compiled" in name:
                    print(f"<!-- B = {B}: first call (compiles) {seconds:.1f} s -->")
            times = {name: [] for name in runs}
            names = list(runs)
            for i in range(args.repeats):
                for name in names if i % 2 == 0 else names[::-1]:
                    times[name].append(timed(runs[name], device)[0])
        if device.type == "cuda" and "static, compiled" in runs:
            skips = torch._dynamo.utils.counters["inductor"]["cudagraph_skips"]
            print(f"<!-- B = {B}: CUDA graphs skipped {skips} time(s) -->")
        reference = outputs[names[0]]
        base = statistics.median(times[names[0]])
        for name in names:
            t = statistics.median(times[name])
            same = (outputs[name] == reference).all(dim=1).sum().item()
            print(
                f"| {B} | {name} | {t / N * 1e3:.2f} | {t * 1e3:.0f} "
                f"| {base / t:.2f} x | {same} of {B} rows |",
                flush=True,
            )


if __name__ == "__main__":
    main()
