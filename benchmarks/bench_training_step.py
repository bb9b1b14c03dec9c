"""One training step of transformer_lib's Transformer against torch.nn.Transformer.

A step is: forward pass (logits), cross-entropy loss, backward pass, Adam step. Both models
get the same sizes, the same embeddings, positional encoding and output projection (ours,
so that only the encoder-decoder stacks differ), the same padding and causal masks, and
dropout 0.1 in training mode. nn.Transformer drops out at four sites (attention weights,
feed-forward hidden units, each sublayer's output, and ours drops embeddings+positions);
the library's default is the paper's two (sublayer outputs, embeddings), so the like-for-
like comparison sets attn_dropout = ff_dropout = 0.1 as well; the paper's configuration is
timed too. Steps alternate between the models (interleaved) so that background load hits
all alike (in alternating order); we report medians and the ratio ours / PyTorch (below
1.0: ours is faster).

    python benchmarks/bench_training_step.py [--repeats 30] [--threads N] \
        [--device cpu|cuda] [--dtype fp32|bf16|fp16]

--device: where both models train (the CPU by default); --dtype bf16 / fp16: the forward
pass and the loss under torch.autocast (fp16 with a gradient scaler).
"""

from __future__ import annotations

import argparse
import statistics
import time
import warnings

import torch
import torch.nn.functional as F
from harness import add_device_arguments, autocast, describe, setup_device, synchronize
from torch import nn

from transformer_lib.model import Transformer, TransformerConfig

CONFIG = dict(
    src_vocab_size=1000,
    tgt_vocab_size=1000,
    d_model=256,
    n_heads=8,
    d_ff=1024,
    n_encoder_layers=2,
    n_decoder_layers=2,
    dropout=0.1,
    pad_id=0,
    share_embeddings=True,
    tie_output=True,
)
BATCH, SRC_LEN, TGT_LEN = 32, 24, 24


class TorchTransformer(nn.Module):
    """Our embeddings, positions and output layer around nn.Transformer's stacks."""

    def __init__(self, ours: Transformer):
        super().__init__()
        c = ours.config
        self.ours = ours  # borrow the embedding, positions, output projection
        self.core = nn.Transformer(
            c.d_model,
            c.n_heads,
            c.n_encoder_layers,
            c.n_decoder_layers,
            c.d_ff,
            c.dropout,
            activation="relu",
            batch_first=True,
            norm_first=c.norm_first,
        )

    def forward(self, src, tgt):
        o, pad = self.ours, self.ours.config.pad_id
        T = tgt.size(1)
        # PyTorch's boolean masks mean True = NOT allowed: the opposite of ours
        future = torch.ones(T, T, dtype=torch.bool, device=tgt.device).triu(1)
        h = self.core(
            o.positional(o.src_embed(src)),
            o.positional(o.tgt_embed(tgt)),
            tgt_mask=future,
            src_key_padding_mask=src == pad,
            tgt_key_padding_mask=tgt == pad,
            memory_key_padding_mask=src == pad,
        )
        return o.project(h)  # (B, T, V), as ours: <pad> is never predicted


def make_batch(generator: torch.Generator):
    V = CONFIG["src_vocab_size"]
    src = torch.randint(1, V, (BATCH, SRC_LEN), generator=generator)
    tgt = torch.randint(1, V, (BATCH, TGT_LEN + 1), generator=generator)
    for b in range(BATCH):  # varied lengths, so padding masks matter
        src[b, SRC_LEN - b % 8 :] = 0
        tgt[b, TGT_LEN + 1 - b % 6 :] = 0
    return src, tgt[:, :-1], tgt[:, 1:]  # source, decoder input, shifted target


DEVICE, DTYPE = torch.device("cpu"), "fp32"  # set by main from --device, --dtype


def train_step(model, optimizer, scaler, src, tgt_in, tgt_out) -> float:
    with autocast(DEVICE, DTYPE):
        logits = model(src, tgt_in)  # (B, T, V)
        loss = F.cross_entropy(
            logits.flatten(0, 1).float(), tgt_out.flatten(), ignore_index=0
        )
    optimizer.zero_grad(set_to_none=True)
    scaler.scale(loss).backward()
    scaler.step(optimizer)
    scaler.update()
    return loss.item()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=30)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--threads", type=int, default=None)
    add_device_arguments(parser)
    args = parser.parse_args()
    global DEVICE, DTYPE
    DEVICE, DTYPE = setup_device(args), args.dtype
    if args.threads:
        torch.set_num_threads(args.threads)
    # nn.Transformer notes when it cannot use its nested-tensor fast path: not our topic
    warnings.filterwarnings("ignore", message=".*nested.tensor")
    torch.manual_seed(0)
    same_sites = TransformerConfig(**CONFIG, attn_dropout=0.1, ff_dropout=0.1)
    models = {
        "ours (4 dropout sites, as torch)": Transformer(same_sites).train(),
        "ours (paper's dropout)": Transformer(TransformerConfig(**CONFIG)).train(),
        "nn.Transformer": TorchTransformer(Transformer(same_sites)).train(),
    }
    models = {k: m.to(DEVICE) for k, m in models.items()}
    optimizers = {
        k: torch.optim.Adam(m.parameters(), lr=1e-4) for k, m in models.items()
    }
    scaler = torch.amp.GradScaler(DEVICE.type, enabled=DTYPE == "fp16")
    batch = [t.to(DEVICE) for t in make_batch(torch.Generator().manual_seed(0))]
    times = {k: [] for k in models}
    names = list(models)
    for i in range(args.warmup + args.repeats):
        # interleaved: one step of each in turn, the order reversed every other round
        for name in names if i % 2 == 0 else names[::-1]:
            model = models[name]
            synchronize(DEVICE)
            start = time.perf_counter()
            train_step(model, optimizers[name], scaler, *batch)  # .item() waits
            elapsed = time.perf_counter() - start
            if i >= args.warmup:
                times[name].append(elapsed)
    ref = statistics.median(times["nn.Transformer"])
    print(describe(DEVICE, DTYPE))
    print(
        f"torch {torch.__version__}, {torch.get_num_threads()} threads; batch {BATCH}, "
        f"src/tgt length {SRC_LEN}/{TGT_LEN}; d_model {CONFIG['d_model']}, "
        f"{CONFIG['n_heads']} heads, d_ff {CONFIG['d_ff']}, "
        f"{CONFIG['n_encoder_layers']}+{CONFIG['n_decoder_layers']} layers; "
        f"{args.repeats} steps each, interleaved"
    )
    print(f"{'model':34s} {'median ms':>10s} {'ratio':>7s}")
    for name, ts in times.items():
        med = statistics.median(ts)
        print(f"{name:34s} {med * 1e3:10.1f} {med / ref:7.2f}")


if __name__ == "__main__":
    main()
