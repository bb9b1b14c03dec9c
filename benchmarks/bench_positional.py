"""Chapter 11: what each positional scheme costs, per training step and per decoded batch.

The capstone model's sizes (chapter 10) with each scheme of `transformer_lib.position_
schemes`, one process, the same batch for all: a training step (forward, label-smoothed
loss, backward, Adam) and a greedy decoding of a batch with the KV cache. Steps alternate
between the schemes (interleaved), so background load hits all alike; we report medians
and the ratio to the paper's sinusoidal table (above 1.0: slower).

    python benchmarks/bench_positional.py [--repeats 15] [--threads N] [--device cpu|cuda]
"""

from __future__ import annotations

import argparse
import statistics
import time

import torch
import torch.nn.functional as F
from harness import add_device_arguments, describe, setup_device, synchronize

from transformer_lib.decoding import greedy_decode
from transformer_lib.model import Transformer, TransformerConfig
from transformer_lib.train import RECIPES

# (label, encoder scheme, decoder scheme): the runs of chapter 11
SCHEMES = [
    ("sinusoidal", "sinusoidal", None),
    ("learned", "learned", None),
    ("shape", "shape", None),
    ("t5", "t5", None),
    ("rope", "rope", None),
    ("alibi", "alibi", None),
    ("nope", "sinusoidal", "none"),
]
V, PAD, BOS, EOS = 2000, 0, 1, 2
BATCH, SRC_LEN, TGT_LEN = 128, 20, 22  # about one capstone batch (6,000 tokens)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=15)
    parser.add_argument("--threads", type=int, help="torch threads (default: all)")
    add_device_arguments(parser, dtype=False)
    args = parser.parse_args()
    if args.threads:
        torch.set_num_threads(args.threads)
    device = setup_device(args)
    sizes = RECIPES["capstone"][0]
    g = torch.Generator().manual_seed(0)
    src = torch.randint(3, V, (BATCH, SRC_LEN), generator=g).to(device)
    tgt = torch.randint(3, V, (BATCH, TGT_LEN + 1), generator=g).to(device)
    decode_src = src[:32]
    runs = {}
    for label, enc, dec in SCHEMES:
        torch.manual_seed(0)
        config = TransformerConfig(
            src_vocab_size=V,
            tgt_vocab_size=V,
            pad_id=PAD,
            positional=enc,
            decoder_positional=dec,
            **sizes,
        )
        model = Transformer(config).to(device)
        runs[label] = (model, torch.optim.Adam(model.parameters(), lr=1e-4))

    def train_step(model, optimizer):
        model.train()
        logits = model(src, tgt[:, :-1])
        loss = F.cross_entropy(
            logits.flatten(0, 1), tgt[:, 1:].flatten(), label_smoothing=0.1
        )
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()

    def decode(model, _optimizer):
        model.eval()
        with torch.no_grad():
            greedy_decode(model, decode_src, 30, bos_id=BOS, eos_id=None)

    print(describe(device, "fp32"))
    print(
        f"batch {BATCH} x {SRC_LEN} source, {TGT_LEN} target tokens; decoding 32 x 30"
    )
    for what, fn in [("training step", train_step), ("greedy decoding", decode)]:
        times = {label: [] for label in runs}
        for run in runs.values():  # warm-up
            fn(*run)
        for _ in range(args.repeats):
            for label, run in runs.items():
                synchronize(device)
                start = time.perf_counter()
                fn(*run)
                synchronize(device)
                times[label].append(time.perf_counter() - start)
        base = statistics.median(times["sinusoidal"])
        print(f"\n{what} (median of {args.repeats}, ms; ratio to sinusoidal)")
        for label, ts in times.items():
            median = statistics.median(ts)
            print(f"  {label:<11} {1000 * median:8.1f}   {median / base:5.2f}")


if __name__ == "__main__":
    main()
