"""Multi-head attention, forward + backward: transformer_lib against torch.nn.

Self-attention with d_model = 256 and 8 heads at sequence lengths T = 64, 256 and 1024,
with the batch size chosen so that B * T is the same (4096 positions) every time. Both
layers get the same weights and the same mask, in training mode (dropout 0). Two modes:

- "fused":    ours as it runs by default, nn.MultiheadAttention(need_weights=False); both
              end in PyTorch's fused F.scaled_dot_product_attention. Ours gets the causal
              mask as is_causal=True, PyTorch as the (T, T) attn_mask its API takes.
- "weights":  ours with need_weights=True (the explicit formula of chapter 3),
              nn.MultiheadAttention(need_weights=True, average_attn_weights=False).

Runs of the two layers alternate (interleaved, in alternating order) in one process so that
background load hits both alike; we report the median time of each and the ratio
ours / PyTorch (below 1.0: ours is faster).

    python benchmarks/bench_multihead.py [--repeats 15] [--threads N] [--masks none causal]
        [--device cpu|cuda] [--dtype fp32|bf16|fp16]

--device runs both layers there (the CPU by default); --dtype bf16 / fp16 runs the forward
passes under torch.autocast. The first line printed names the device, torch and CUDA.
"""

from __future__ import annotations

import argparse
import statistics
import time

import torch
from harness import add_device_arguments, autocast, describe, setup_device, synchronize
from torch import nn

from transformer_lib.masks import causal_mask
from transformer_lib.multihead import MultiHeadAttention

D_MODEL, N_HEADS, POSITIONS = 256, 8, 4096
LENGTHS = (64, 256, 1024)


def copy_to_torch(ours: MultiHeadAttention) -> nn.MultiheadAttention:
    ref = nn.MultiheadAttention(ours.d_model, ours.n_heads, batch_first=True)
    ref.load_state_dict(ours.state_dict())  # the same parameter names
    return ref


DEVICE, DTYPE = torch.device("cpu"), "fp32"  # set by main from --device, --dtype


def step_ours(layer, x, causal, need_weights):
    x = x.detach().requires_grad_(True)
    with autocast(DEVICE, DTYPE):
        out = layer(x, is_causal=causal, need_weights=need_weights)
    (out[0] if need_weights else out).float().square().mean().backward()


def step_torch(layer, x, mask, need_weights):
    x = x.detach().requires_grad_(True)
    torch_mask = None if mask is None else ~mask  # nn: True = NOT allowed
    with autocast(DEVICE, DTYPE):
        out, _ = layer(
            x,
            x,
            x,
            attn_mask=torch_mask,
            need_weights=need_weights,
            average_attn_weights=False,
        )
    out.float().square().mean().backward()


def timed(fn) -> float:
    synchronize(DEVICE)
    start = time.perf_counter()
    fn()
    synchronize(DEVICE)
    return time.perf_counter() - start


def bench(T: int, mode: str, mask_kind: str, repeats: int, warmup: int = 3):
    torch.manual_seed(0)
    B = POSITIONS // T
    ours = MultiHeadAttention(D_MODEL, N_HEADS).train().to(DEVICE)
    theirs = copy_to_torch(ours).train().to(DEVICE)
    x = torch.randn(B, T, D_MODEL, device=DEVICE)
    causal = mask_kind == "causal"
    mask = causal_mask(T, device=DEVICE) if causal else None
    # the two layers compute the same thing (checked here, once, before timing)
    with torch.no_grad(), autocast(DEVICE, DTYPE):
        a = ours(x, is_causal=causal)
        b = theirs(
            x, x, x, attn_mask=None if mask is None else ~mask, need_weights=False
        )[0]
    tolerance = 1e-5 if DTYPE == "fp32" and DEVICE.type == "cpu" else 2e-2
    torch.testing.assert_close(a, b, atol=tolerance, rtol=tolerance)

    run_ours = lambda: step_ours(ours, x, causal, mode == "weights")  # noqa: E731
    run_theirs = lambda: step_torch(theirs, x, mask, mode == "weights")  # noqa: E731
    for _ in range(warmup):
        run_ours(), run_theirs()
    t_ours, t_theirs = [], []
    for i in range(repeats):  # interleaved, alternating which goes first
        if i % 2 == 0:
            t_ours.append(timed(run_ours))
            t_theirs.append(timed(run_theirs))
        else:
            t_theirs.append(timed(run_theirs))
            t_ours.append(timed(run_ours))
    return statistics.median(t_ours), statistics.median(t_theirs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=15)
    parser.add_argument("--threads", type=int, default=None)
    parser.add_argument("--masks", nargs="+", default=["none", "causal"])
    parser.add_argument("--modes", nargs="+", default=["fused", "weights"])
    add_device_arguments(parser)
    args = parser.parse_args()
    global DEVICE, DTYPE
    DEVICE, DTYPE = setup_device(args), args.dtype
    if args.threads:
        torch.set_num_threads(args.threads)
    print(describe(DEVICE, DTYPE))
    print(
        f"torch {torch.__version__}, {torch.get_num_threads()} threads, d_model={D_MODEL}, "
        f"heads={N_HEADS}, B*T={POSITIONS}, forward+backward, median of {args.repeats}\n"
    )
    print("| mode | mask | T | B | ours (ms) | nn.MultiheadAttention (ms) | ratio |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for mode in args.modes:
        for mask_kind in args.masks:
            for T in LENGTHS:
                ours, theirs = bench(T, mode, mask_kind, args.repeats)
                print(
                    f"| {mode} | {mask_kind} | {T} | {POSITIONS // T} | {ours * 1e3:.1f} "
                    f"| {theirs * 1e3:.1f} | {ours / theirs:.2f} |",
                    flush=True,
                )


if __name__ == "__main__":
    main()
