"""Training throughput (target tokens per second) of the library's Transformer against
torch.nn.Transformer, in the library's own training loop.

Both run `Trainer.train_step` (chapter 8): forward pass, label-smoothed loss per target
token, backward pass, gradient clipping, Adam, warm-up schedule. Both get the same sizes
and the same embeddings, positional encoding and output projection (the library's), so
that only the encoder and decoder stacks differ, and the same batches from `make_loader`
(length-bucketed, a token budget per batch): the shipped corpus if it is installed, else
made-up sentence pairs of the same shape. nn.Transformer drops out at four sites; the
like-for-like comparison gives ours attn_dropout = ff_dropout = dropout as well, and the
paper's two sites are timed too.

Interleaved: every batch is a step of each model in turn, the order reversed every other
batch, so that background load hits all alike. A round is one pass over the batches;
throughput = the round's target tokens / the model's time in that round; we report the
median over rounds, and the ratio of the median times ours / nn.Transformer (below 1.0:
ours is faster).

    python benchmarks/bench_training_throughput.py [--rounds 5] [--batches 10] [--threads N]
        [--device cpu|cuda] [--dtype fp32|bf16|fp16]

--device: where the Trainers run (the CPU by default); --dtype: the Trainer's mixed
precision (fp32: none; bf16 / fp16: autocast, fp16 with loss scaling).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
import warnings

import torch
from harness import DTYPES, add_device_arguments, describe, setup_device, synchronize
from torch import nn

from transformer_lib.data.batching import TranslationDataset, build_vocabs, make_loader
from transformer_lib.model import Transformer, TransformerConfig
from transformer_lib.training import Trainer

SIZES = {  # name -> (d_model, n_heads, d_ff, layers per stack)
    "small (chapter 8)": (128, 4, 512, 2),
    "medium": (256, 8, 1024, 2),
}


class TorchTransformer(nn.Module):
    """nn.Transformer's encoder and decoder between the library's embeddings, positional
    encoding and output layer (same config attribute, so the Trainer can drive it)."""

    def __init__(self, config: TransformerConfig):
        super().__init__()
        self.config = config
        self.shell = Transformer(config)  # borrow embeddings, positions, projection
        self.shell.encoder = self.shell.decoder = None  # ... but not its stacks
        self.core = nn.Transformer(
            config.d_model,
            config.n_heads,
            config.n_encoder_layers,
            config.n_decoder_layers,
            config.d_ff,
            config.dropout,
            batch_first=True,
            norm_first=config.norm_first,
        )

    def forward(self, src: torch.Tensor, tgt: torch.Tensor) -> torch.Tensor:
        s, pad = self.shell, self.config.pad_id
        T = tgt.size(1)
        # PyTorch's boolean masks: True = may NOT attend (the opposite of ours)
        future = torch.ones(T, T, dtype=torch.bool, device=tgt.device).triu(1)
        h = self.core(
            s.positional(s.src_embed(src)),  # (B, S, D)
            s.positional(s.tgt_embed(tgt)),  # (B, T, D)
            tgt_mask=future,
            src_key_padding_mask=src == pad,
            tgt_key_padding_mask=tgt == pad,
            memory_key_padding_mask=src == pad,
        )  # (B, T, D)
        return s.project(h)  # (B, T, V), <pad> never predicted, as ours


def sentence_pairs(n: int) -> tuple[list[tuple[str, str]], str]:
    """The first n pairs of the shipped corpus, or made-up pairs if it is not there."""
    try:
        from transformer_lib.data.corpus import load_corpus

        pairs = list(load_corpus("train"))[:n]
        if pairs:
            return pairs, "the shipped corpus (train split)"
    except (ImportError, OSError, ValueError):
        pass
    rng = random.Random(0)
    fr = [f"mot{i}" for i in range(800)]
    en = [f"word{i}" for i in range(700)]
    weights = [1 / (i + 1) for i in range(800)]  # Zipf-like word frequencies
    pairs = []
    for _ in range(n):
        k = rng.randint(3, 20)
        src = rng.choices(fr, weights, k=k)
        tgt = rng.choices(en, weights[:700], k=max(1, k + rng.randint(-2, 2)))
        pairs.append((" ".join(src), " ".join(tgt)))
    return pairs, "made-up pairs (no shipped corpus found)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--batches", type=int, default=10, help="batches per round")
    parser.add_argument("--max-tokens", type=int, default=1500)
    parser.add_argument("--threads", type=int, default=None)
    parser.add_argument("--sizes", nargs="*", default=list(SIZES), choices=list(SIZES))
    add_device_arguments(parser)
    args = parser.parse_args()
    device = setup_device(args)
    os.environ.setdefault("TQDM_DISABLE", "1")
    if args.threads:
        torch.set_num_threads(args.threads)
    warnings.filterwarnings(
        "ignore", message=".*nested.tensor"
    )  # nn.Transformer's note
    pairs, source = sentence_pairs(5000)
    vocabs = build_vocabs(pairs)
    loader = make_loader(TranslationDataset(pairs, *vocabs), max_tokens=args.max_tokens)
    batches = [b for _, b in zip(range(args.batches), loader, strict=False)]
    tokens = sum(b.n_tokens for b in batches)
    print(describe(device, args.dtype))
    print(
        f"torch {torch.__version__}, {torch.get_num_threads()} threads; data: {source}; "
        f"vocabularies {len(vocabs[0])}/{len(vocabs[1])}; {len(batches)} batches of "
        f"<= {args.max_tokens} padded tokens ({tokens} target tokens) per round, "
        f"{args.rounds} rounds (+1 warm-up)"
    )
    for size in args.sizes:
        d_model, n_heads, d_ff, layers = SIZES[size]
        paper = TransformerConfig(
            src_vocab_size=len(vocabs[0]),
            tgt_vocab_size=len(vocabs[1]),
            d_model=d_model,
            n_heads=n_heads,
            d_ff=d_ff,
            n_encoder_layers=layers,
            n_decoder_layers=layers,
            dropout=0.1,
            pad_id=0,
            share_embeddings=False,
        )
        four_sites = paper.replace(attn_dropout=0.1, ff_dropout=0.1)
        torch.manual_seed(0)
        models = {
            "ours (4 dropout sites, as torch)": Transformer(four_sites),
            "ours (paper's dropout)": Transformer(paper),
            "nn.Transformer": TorchTransformer(four_sites),
        }
        trainers = {
            k: Trainer(m, batches, warmup=400, device=device) for k, m in models.items()
        }
        for trainer in trainers.values():  # the mixed precision asked for
            trainer.amp_dtype = DTYPES[args.dtype]
            trainer.scaler = torch.amp.GradScaler(
                device.type, enabled=args.dtype == "fp16"
            )
        names = list(trainers)
        speeds = {k: [] for k in names}  # tokens / s, one per round
        times = {k: [] for k in names}
        for r in range(args.rounds + 1):
            spent = dict.fromkeys(names, 0.0)
            for i, batch in enumerate(batches):
                for name in names if i % 2 == 0 else names[::-1]:
                    synchronize(device)
                    start = time.perf_counter()
                    trainers[name].train_step(batch)
                    synchronize(device)
                    spent[name] += time.perf_counter() - start
            if r > 0:  # round 0 warms up
                for name in names:
                    times[name].append(spent[name])
                    speeds[name].append(tokens / spent[name])
        ref = statistics.median(times["nn.Transformer"])
        print(
            f"\n{size}: d_model {d_model}, {n_heads} heads, d_ff {d_ff}, "
            f"{layers}+{layers} layers"
        )
        print(f"{'model':34s} {'tokens/s':>9s} {'s/round':>8s} {'time ratio':>11s}")
        for name in names:
            med = statistics.median(times[name])
            print(
                f"{name:34s} {statistics.median(speeds[name]):9.0f} {med:8.2f} "
                f"{med / ref:11.2f}"
            )


if __name__ == "__main__":
    main()
