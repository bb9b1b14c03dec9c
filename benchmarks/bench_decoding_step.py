"""One decoding step: the KV cache against recomputing the prefix, and one-token attention.

Two measurements, interleaved in one process, medians (on --device, the CPU by default;
--dtype bf16 / fp16 runs them under torch.autocast):

1. One multi-head self-attention call on a single token (B = 1, T = 1, d_model = 512,
   8 heads), ours against nn.MultiheadAttention with the same weights: the fixed cost per
   call that a decoder pays once per generated token and per layer.
2. One step of greedy decoding with the whole model (d_model 256, 4 heads, d_ff 1024, 3+3
   layers, vocabulary 1000, one source sentence of 20 tokens), after a prefix of L tokens:
   with a DecoderCache (the new token only) against decode() on the whole prefix (what a
   decoder without cache does), for several L.

    python benchmarks/bench_decoding_step.py [--repeats 200] [--threads 1] \
        [--device cpu|cuda] [--dtype fp32|bf16|fp16]
"""

from __future__ import annotations

import argparse
import statistics
import time

import torch
from harness import add_device_arguments, autocast, describe, setup_device, synchronize
from torch import nn

from transformer_lib.decoder import DecoderCache
from transformer_lib.model import Transformer, TransformerConfig
from transformer_lib.multihead import MultiHeadAttention

DEVICE, DTYPE = torch.device("cpu"), "fp32"  # set by main from --device, --dtype


def interleaved(fns: dict, repeats: int, warmup: int = 20) -> dict:
    for _ in range(warmup):
        for fn in fns.values():
            fn()
    times = {name: [] for name in fns}
    names = list(fns)
    for i in range(repeats):
        for name in names if i % 2 == 0 else names[::-1]:
            synchronize(DEVICE)
            start = time.perf_counter()
            fns[name]()
            synchronize(DEVICE)
            times[name].append(time.perf_counter() - start)
    return {name: statistics.median(ts) for name, ts in times.items()}


def one_token_attention(repeats: int) -> None:
    torch.manual_seed(0)
    ours = MultiHeadAttention(512, 8).eval().to(DEVICE)
    theirs = nn.MultiheadAttention(512, 8, batch_first=True).eval().to(DEVICE)
    theirs.load_state_dict(ours.state_dict())
    x = torch.randn(1, 1, 512, device=DEVICE)
    tolerance = 1e-5 if DTYPE == "fp32" and DEVICE.type == "cpu" else 2e-2
    with torch.no_grad(), autocast(DEVICE, DTYPE):
        torch.testing.assert_close(
            ours(x),
            theirs(x, x, x, need_weights=False)[0],
            atol=tolerance,
            rtol=tolerance,
        )
        t = interleaved(
            {
                "ours": lambda: ours(x),
                "torch": lambda: theirs(x, x, x, need_weights=False),
            },
            repeats,
        )
    print(
        "| one-token self-attention | ours (µs) | nn.MultiheadAttention (µs) | ratio |"
    )
    print("|---|---:|---:|---:|")
    print(
        f"| d_model 512, 8 heads | {t['ours'] * 1e6:.0f} | {t['torch'] * 1e6:.0f} "
        f"| {t['ours'] / t['torch']:.2f} |\n"
    )


def decoding_step(repeats: int, prefixes: tuple[int, ...]) -> None:
    torch.manual_seed(0)
    config = TransformerConfig(
        src_vocab_size=1000,
        tgt_vocab_size=1000,
        d_model=256,
        n_heads=4,
        d_ff=1024,
        n_encoder_layers=3,
        n_decoder_layers=3,
        pad_id=0,
    )
    model = Transformer(config).eval().to(DEVICE)
    src = torch.randint(4, 1000, (1, 20), device=DEVICE)
    print("| prefix L | with cache (µs) | recompute prefix (µs) | speed-up |")
    print("|---:|---:|---:|---:|")
    tolerance = 1e-5 if DTYPE == "fp32" and DEVICE.type == "cpu" else 2e-2
    with torch.no_grad(), autocast(DEVICE, DTYPE):
        memory = model.encode(src)
        for L in prefixes:
            prefix = torch.randint(4, 1000, (1, L + 1), device=DEVICE)
            cache = DecoderCache()
            model.decode(prefix[:, :L], memory, cache)  # the L earlier steps

            def cached(cache=cache, prefix=prefix, L=L):
                out = model.project(model.decode(prefix[:, L:], memory, cache))
                # undo the step, so every repeat measures step L + 1
                cache.offset -= 1
                for layer in cache.layers:
                    layer.self_k, layer.self_v = (
                        layer.self_k[:, :, :L],
                        layer.self_v[:, :, :L],
                    )
                cache.key_mask = cache.key_mask[:, :L]
                return out

            def uncached(prefix=prefix):
                return model.project(model.decode(prefix, memory)[:, -1:])

            torch.testing.assert_close(
                cached(), uncached(), atol=tolerance, rtol=tolerance
            )
            t = interleaved({"cached": cached, "full": uncached}, repeats)
            print(
                f"| {L} | {t['cached'] * 1e6:.0f} | {t['full'] * 1e6:.0f} "
                f"| {t['full'] / t['cached']:.1f} |"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=200)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--prefixes", type=int, nargs="+", default=[8, 32, 64, 128])
    add_device_arguments(parser)
    args = parser.parse_args()
    global DEVICE, DTYPE
    DEVICE, DTYPE = setup_device(args), args.dtype
    torch.set_num_threads(args.threads)
    print(describe(DEVICE, DTYPE) + "\n")
    one_token_attention(args.repeats)
    decoding_step(args.repeats // 2, tuple(args.prefixes))


if __name__ == "__main__":
    main()
