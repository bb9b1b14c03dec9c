"""Decoding speed: the KV cache against recomputing the prefix, and beam search against greedy.

Whole translations with transformer_lib.decoding, interleaved in one process, medians,
on --device (the CPU by default; --dtype bf16 / fp16: under torch.autocast). The model: d_model 256, 4 heads, d_ff 1024, 3 + 3 layers, post-LN, a shared
vocabulary of 1000 tokens, random weights; B source sentences of 10 to 30 tokens (padded).
eos_id=None makes every run decode exactly N new tokens.

1. Greedy decoding of N = 32, 128, 256 new tokens, B = 1 and 32: the library's model with
   its DecoderCache (the default), the same model without it (use_cache=False: every step
   runs the decoder on the whole prefix), and the anchor: the same greedy_decode running
   torch.nn.Transformer's encoder and decoder (same weights; it has no cache, so every step
   recomputes the prefix). All three are checked to give the same tokens before timing.
2. Beam search (beam 4, n_best 1) against greedy decoding, N new tokens: ours with the
   cache, and nn.Transformer (no cache) with both algorithms.

    python benchmarks/bench_decoding.py [--threads 1] [--repeats 5] [--clock cpu] \
        [--device cpu|cuda] [--dtype fp32|bf16|fp16]

Runs with an uncached decoding of more than 32 x 64 tokens take seconds each: those get
3 repeats and no warm-up. The whole script takes about 30 minutes on one thread (B = 32
and N = 256 without a cache: over a minute per run). On a machine that other jobs load,
--clock cpu (the CPU time of this thread) gives far steadier numbers than wall-clock time.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
import warnings
from functools import partial

import torch
from harness import add_device_arguments, autocast, describe, setup_device, synchronize
from torch import nn

from transformer_lib.decoding import beam_search, greedy_decode
from transformer_lib.masks import causal_mask
from transformer_lib.model import Memory, Transformer, TransformerConfig

PAD = 0
CONFIG = TransformerConfig(
    src_vocab_size=1000,
    tgt_vocab_size=1000,
    d_model=256,
    n_heads=4,
    d_ff=1024,
    n_encoder_layers=3,
    n_decoder_layers=3,
    dropout=0.0,
    pad_id=PAD,
    max_len=512,
)


class TorchTransformer(nn.Module):
    """nn.Transformer's encoder and decoder with the weights of `ours`, between our
    embeddings and output layer, behind the encode/decode/project API that decoding uses.
    decode() has no cache: it always runs on the whole prefix."""

    def __init__(self, ours: Transformer):
        super().__init__()
        c = self.config = ours.config
        self.ours = ours
        self.core = nn.Transformer(
            c.d_model,
            c.n_heads,
            c.n_encoder_layers,
            c.n_decoder_layers,
            c.d_ff,
            dropout=0.0,
            batch_first=True,
            norm_first=c.norm_first,
        )
        for o, r in zip(ours.encoder.layers, self.core.encoder.layers, strict=True):
            self._copy(o, r, ("self_attn",), n_norms=2)
        for o, r in zip(ours.decoder.layers, self.core.decoder.layers, strict=True):
            r.multihead_attn.load_state_dict(o.cross_attn.state_dict())
            self._copy(o, r, ("self_attn",), n_norms=3)
        if c.norm_first:  # final LayerNorms after the stacks, as ours has them
            self.core.encoder.norm.load_state_dict(ours.encoder.norm.state_dict())
            self.core.decoder.norm.load_state_dict(ours.decoder.norm.state_dict())
        else:
            self.core.encoder.norm = self.core.decoder.norm = None

    @staticmethod
    def _copy(ours, ref, attentions, n_norms):
        for name in attentions:  # same parameter names: in_proj_weight, out_proj, ...
            getattr(ref, name).load_state_dict(getattr(ours, name).state_dict())
        ref.linear1.load_state_dict(ours.feed_forward.W_1.state_dict())
        ref.linear2.load_state_dict(ours.feed_forward.W_2.state_dict())
        for i in range(1, n_norms + 1):
            norm = getattr(ours, f"add_norm{i}").norm
            getattr(ref, f"norm{i}").load_state_dict(norm.state_dict())

    def encode(self, src: torch.Tensor) -> Memory:
        keep = src != PAD  # (B, S), True at real tokens
        x = self.ours.positional(self.ours.src_embed(src))
        return Memory(self.core.encoder(x, src_key_padding_mask=~keep), keep)

    def decode(self, tgt, memory: Memory, cache=None) -> torch.Tensor:
        if cache is not None:
            raise ValueError("nn.Transformer has no cache: decode with use_cache=False")
        T = tgt.size(1)
        y = self.ours.positional(self.ours.tgt_embed(tgt))
        return self.core.decoder(
            y,
            memory.states,
            tgt_mask=~causal_mask(T, device=tgt.device),  # PyTorch: True = NOT allowed
            tgt_is_causal=True,
            tgt_key_padding_mask=tgt == PAD,
            memory_key_padding_mask=~memory.key_mask,
        )

    def project(self, h: torch.Tensor) -> torch.Tensor:
        return self.ours.project(h)


def make_models(seed: int = 0):
    torch.manual_seed(seed)
    ours = Transformer(CONFIG).eval()
    # a wider output layer than the initialisation, so that argmax ties are unlikely
    with torch.no_grad():
        ours.output_projection.bias.normal_(0, 1.0)
    return ours, TorchTransformer(ours).eval()


DEVICE, DTYPE = torch.device("cpu"), "fp32"  # set by main from --device, --dtype


def make_source(B: int, seed: int = 1) -> torch.Tensor:
    g = torch.Generator().manual_seed(seed)
    lengths = torch.randint(10, 31, (B,), generator=g)
    src = torch.randint(4, CONFIG.src_vocab_size, (B, int(lengths.max())), generator=g)
    src[torch.arange(src.size(1)) >= lengths[:, None]] = PAD
    return src.to(DEVICE)


CLOCK = time.perf_counter  # --clock cpu: time.thread_time (see main)


def interleaved(fns: dict, repeats: int, warmup: int = 1) -> dict:
    """Median seconds per call; the order of the calls is reversed every other round."""
    for _ in range(warmup):
        for fn in fns.values():
            fn()
    times = {name: [] for name in fns}
    names = list(fns)
    for i in range(repeats):
        for name in names if i % 2 == 0 else names[::-1]:
            synchronize(DEVICE)
            start = CLOCK()
            fns[name]()
            synchronize(DEVICE)
            times[name].append(CLOCK() - start)
    return {name: statistics.median(ts) for name, ts in times.items()}


def greedy_table(ours, torch_model, lengths, batches, repeats) -> None:
    print("| B | new tokens N | ours, cache (ms) | ours, no cache (ms) | ", end="")
    print("nn.Transformer (ms) | speed-up of the cache | cache vs nn.Transformer |")
    print("|---:|---:|---:|---:|---:|---:|---:|")
    for B in batches:
        src = make_source(B)
        for N in lengths:
            runs = {
                "cache": partial(greedy_decode, ours, src, N, eos_id=None),
                "no cache": partial(
                    greedy_decode, ours, src, N, eos_id=None, use_cache=False
                ),
                "torch": partial(
                    greedy_decode, torch_model, src, N, eos_id=None, use_cache=False
                ),
            }
            outputs = {name: fn() for name, fn in runs.items()}
            assert outputs["cache"].shape == (B, N)
            for name in ("no cache", "torch"):
                if not torch.equal(outputs["cache"], outputs[name]):
                    same = (outputs["cache"] == outputs[name]).float().mean().item()
                    print(f"<!-- note: {name} differs ({same:.1%} of tokens equal) -->")
            heavy = N * B > 32 * 64  # an uncached run takes seconds: fewer repeats
            t = interleaved(runs, 3 if heavy else repeats, warmup=0 if heavy else 1)
            print(
                f"| {B} | {N} | {t['cache'] * 1e3:.0f} | {t['no cache'] * 1e3:.0f} "
                f"| {t['torch'] * 1e3:.0f} | {t['no cache'] / t['cache']:.1f} "
                f"| {t['torch'] / t['cache']:.1f} |",
                flush=True,
            )


def beam_table(ours, torch_model, N, batches, repeats, beam=4) -> None:
    print(f"\n| B | new tokens N | model | greedy (ms) | beam {beam} (ms) | ratio |")
    print("|---:|---:|---|---:|---:|---:|")
    for B in batches:
        src = make_source(B)
        for label, model, use_cache in (
            ("ours, cache", ours, True),
            ("nn.Transformer (no cache)", torch_model, False),
        ):
            runs = {
                "greedy": partial(
                    greedy_decode, model, src, N, eos_id=None, use_cache=use_cache
                ),
                "beam": partial(
                    beam_search, model, src, beam, N, eos_id=None, use_cache=use_cache
                ),
            }
            t = interleaved(runs, repeats)
            print(
                f"| {B} | {N} | {label} | {t['greedy'] * 1e3:.0f} "
                f"| {t['beam'] * 1e3:.0f} | {t['beam'] / t['greedy']:.2f} |",
                flush=True,
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--lengths", type=int, nargs="+", default=[32, 128, 256])
    parser.add_argument("--batches", type=int, nargs="+", default=[1, 32])
    parser.add_argument("--beam-tokens", type=int, default=64)
    parser.add_argument("--skip-greedy", action="store_true")
    parser.add_argument("--skip-beam", action="store_true")
    add_device_arguments(parser)
    parser.add_argument(
        "--clock",
        choices=["wall", "cpu"],
        default="wall",
        help="cpu: the CPU time of this thread (needs --threads 1), steadier than "
        "wall-clock time on a machine that other jobs load",
    )
    args = parser.parse_args()
    global DEVICE, DTYPE
    DEVICE, DTYPE = setup_device(args), args.dtype
    torch.set_num_threads(args.threads)
    if args.clock == "cpu":
        if args.threads != 1 or DEVICE.type != "cpu":
            parser.error("--clock cpu measures this thread only: CPU, --threads 1")
        global CLOCK
        CLOCK = time.thread_time
    warnings.filterwarnings("ignore", message=".*nested.tensor.*")
    print(describe(DEVICE, DTYPE) + f"; {args.clock} clock\n")
    ours, torch_model = make_models()
    ours, torch_model = ours.to(DEVICE), torch_model.to(DEVICE)
    with torch.no_grad(), autocast(DEVICE, DTYPE):
        if not args.skip_greedy:
            greedy_table(ours, torch_model, args.lengths, args.batches, args.repeats)
        if not args.skip_beam:
            beam_table(ours, torch_model, args.beam_tokens, args.batches, args.repeats)
    print(f"\nload average at the end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
