"""What every benchmark shares: --device and --dtype, the machine it ran on, timing.

    from harness import add_device_arguments, describe, setup_device, synchronize

--device cpu (default) or cuda; --dtype fp32 (default), bf16 or fp16: the forward passes
run under torch.autocast with that dtype (mixed precision: matrix products in 16 bits,
the weights and reductions in 32). describe() gives one line for the results: device
name, torch version, CUDA version, threads. On a GPU, synchronize() waits for the queued
kernels, so that a timer measures the work and not only its launch.
"""

from __future__ import annotations

import argparse
import os
import platform
from contextlib import nullcontext

import torch

DTYPES = {"fp32": None, "bf16": torch.bfloat16, "fp16": torch.float16}


def add_device_arguments(parser: argparse.ArgumentParser, dtype: bool = True) -> None:
    parser.add_argument(
        "--device", default="cpu", help="cpu (default) or cuda (or cuda:N)"
    )
    if dtype:
        parser.add_argument(
            "--dtype",
            choices=list(DTYPES),
            default="fp32",
            help="fp32 (default), or bf16 / fp16 autocast (mixed precision)",
        )


def setup_device(args: argparse.Namespace) -> torch.device:
    """The device asked for, checked: a clear error if CUDA is asked for and absent."""
    try:
        device = torch.device(args.device)
    except RuntimeError:
        raise SystemExit(
            f"--device: expected cpu or cuda, got {args.device!r}"
        ) from None
    if device.type not in ("cpu", "cuda"):
        raise SystemExit(f"--device: expected cpu or cuda, got {args.device!r}")
    if device.type == "cuda":
        if not torch.cuda.is_available():
            raise SystemExit(
                f"--device {args.device}: torch {torch.__version__} sees no GPU here"
            )
        torch.backends.cuda.matmul.allow_tf32 = True  # fp32 products in TF32, as usual
        torch.backends.cudnn.allow_tf32 = True
    dtype = DTYPES[getattr(args, "dtype", "fp32")]
    if dtype is torch.bfloat16 and device.type == "cuda":
        if not torch.cuda.is_bf16_supported():
            raise SystemExit("--dtype bf16: this GPU does not support bfloat16")
    return device


def autocast(device: torch.device, dtype_name: str = "fp32"):
    """torch.autocast for --dtype bf16 / fp16; nothing for fp32."""
    dtype = DTYPES[dtype_name]
    if dtype is None:
        return nullcontext()
    return torch.autocast(device.type, dtype=dtype)


def synchronize(device: torch.device) -> None:
    if device.type == "cuda":
        torch.cuda.synchronize(device)


def _cpu_name() -> str:
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def describe(device: torch.device, dtype_name: str = "fp32") -> str:
    """One line: device, torch and CUDA versions, dtype, threads, load."""
    if device.type == "cuda":
        name = torch.cuda.get_device_name(device)
    else:
        name = f"{_cpu_name()}, {os.cpu_count()} CPUs"
    cuda = torch.version.cuda or "none (CPU build)"
    load = f"load average {os.getloadavg()[0]:.1f}" if hasattr(os, "getloadavg") else ""
    return (
        f"device {device} ({name}); torch {torch.__version__}, CUDA {cuda}; "
        f"{dtype_name}; {torch.get_num_threads()} thread(s); {load}"
    )
