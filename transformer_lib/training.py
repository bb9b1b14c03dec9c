"""Chapter 8: training. The warm-up schedule, Adam, and a loop that also runs under DDP.

    trainer = Trainer(model, train_loader, valid_loader, warmup=400)
    history = trainer.fit(steps=2000, valid_every=100)   # a progress bar, then the curves
    trainer.save("model.pt")                             # ... and later: trainer.resume(...)

The same script runs on several processes with PyTorch's DistributedDataParallel (DDP):
every process holds a copy of the model, reads its own shard of the batches, and the
gradients are averaged across processes after every backward pass.

    # one machine, 4 GPUs (or CPU processes): one process per GPU
    torchrun --standalone --nproc_per_node 4 train.py
    # 2 machines x 8 GPUs: run this on each machine (HOST: the first machine's address)
    torchrun --nnodes 2 --nproc_per_node 8 --rdzv_backend c10d \\
        --rdzv_endpoint HOST:29500 --rdzv_id my-run train.py

where train.py builds the data with make_loader (which shards by rank), the model, and a
Trainer: under torchrun (WORLD_SIZE > 1) the Trainer joins the process group and wraps
the model in DDP; only rank 0 shows progress, runs the callback and writes checkpoints;
validation is summed over all ranks. The device decides the backend: CUDA -> NCCL with
one GPU per process (cuda:LOCAL_RANK; more processes than GPUs is an error), the CPU
(device="cpu", or no GPU) -> gloo. A group that the script started itself is kept, and
its backend decides the device the same way.
"""

from __future__ import annotations

import dataclasses
import itertools
import os
import subprocess
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import nullcontext
from pathlib import Path, PureWindowsPath

import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel
from tqdm import tqdm

from transformer_lib.data.batching import BucketBatchSampler
from transformer_lib.loss import label_smoothed_loss
from transformer_lib.model import Transformer, TransformerConfig
from transformer_lib.tokenizer import Vocab

__all__ = [
    "rate",
    "warmup_scheduler",
    "make_optimizer",
    "default_device",
    "setup_distributed",
    "run_metadata",
    "Trainer",
    "load_checkpoint",
    "model_from_checkpoint",
]


# --- the learning rate: warm up, then decay (paper §5.3) ------------------------------


def rate(step: int, d_model: int, warmup: int = 4000, factor: float = 1.0) -> float:
    """lr = factor * d_model^-0.5 * min(step^-0.5, step * warmup^-1.5); step >= 1.

    Grows linearly for `warmup` steps, peaks at d_model^-0.5 * warmup^-0.5, then
    decays as 1 / sqrt(step).
    """
    if type(step) is not int or step < 1:
        raise ValueError(
            f"expected step as an int >= 1 (steps count from 1), got {step!r}"
        )
    if type(warmup) is not int or warmup < 1:
        raise ValueError(f"expected warmup as an int >= 1, got {warmup!r}")
    return factor * d_model**-0.5 * min(step**-0.5, step * warmup**-1.5)


def warmup_scheduler(
    optimizer: torch.optim.Optimizer, d_model: int, warmup: int = 4000, factor=1.0
) -> torch.optim.lr_scheduler.LambdaLR:
    """The schedule as a torch LR scheduler: the k-th optimizer.step() uses rate(k).

    LambdaLR multiplies the optimizer's lr by rate(...): build the optimizer with
    lr=1.0 (make_optimizer does). Call scheduler.step() after each optimizer.step().
    """
    for group in optimizer.param_groups:
        if group.get("initial_lr", group["lr"]) != 1.0:
            raise ValueError(
                f"expected the optimizer's lr = 1.0 (the schedule sets the rate), "
                f"got {group['lr']}"
            )
    # LambdaLR counts the scheduler's steps from 0; the schedule counts from 1.
    return torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda i: rate(i + 1, d_model, warmup, factor)
    )


def make_optimizer(parameters, lr: float = 1.0) -> torch.optim.Adam:
    """Adam with the paper's beta1 = 0.9, beta2 = 0.98, eps = 1e-9 (lr from the schedule)."""
    return torch.optim.Adam(parameters, lr=lr, betas=(0.9, 0.98), eps=1e-9)


# --- where it runs --------------------------------------------------------------------


def _gpu_count() -> int:
    """The CUDA GPUs this process can use, 0 without any: the one place where this
    module's choice of device asks torch (tests simulate GPUs by replacing it)."""
    return torch.cuda.device_count() if torch.cuda.is_available() else 0


def default_device(device: str | torch.device | None = None) -> torch.device:
    """`device` if given, else CUDA when there is a GPU, else the CPU."""
    if device is not None:
        return torch.device(device)
    return torch.device("cuda" if _gpu_count() > 0 else "cpu")


def _local_world_size() -> int:
    """How many processes torchrun started on this machine (1 outside torchrun)."""
    local = int(os.environ.get("LOCAL_RANK", 0))
    return max(int(os.environ.get("LOCAL_WORLD_SIZE", local + 1)), local + 1)


def _gpus_for_every_process() -> None:
    """NCCL needs one GPU per process on this machine: a clear error if there are fewer."""
    processes, gpus = _local_world_size(), _gpu_count()
    if processes > gpus:
        raise ValueError(
            f"{processes} processes on this machine but {gpus} GPU(s): NCCL needs one "
            f"GPU per process; start at most {gpus} (torchrun --nproc-per-node {gpus}), "
            "or train on the CPU with device='cpu' (the gloo backend)"
        )


def _choose_backend(device: str | torch.device | None = None) -> str:
    """The process group's backend for a requested device: 'nccl' for CUDA, else 'gloo'.

    device None: CUDA if there is a GPU. Raises ValueError when NCCL would have fewer
    GPUs on this machine than processes.
    """
    kind = default_device(device).type
    if kind != "cuda":
        return "gloo"
    _gpus_for_every_process()
    return "nccl"


def _process_device(
    device: str | torch.device | None, backend: str | None, local_rank: int = 0
) -> torch.device:
    """Where this process trains: `device`, or what the process group implies.

    Alone (backend None): default_device(device). Under DDP: gloo -> the CPU (unless a
    device is given); nccl -> the GPU cuda:local_rank, one per process; a CUDA device
    without an index also gets cuda:local_rank.
    """
    if backend is None:
        return default_device(device)
    if device is None:
        device = "cuda" if backend == "nccl" else "cpu"
    device = torch.device(device)
    if backend == "nccl" and device.type != "cuda":
        raise ValueError(f"the nccl backend needs a CUDA device, got device {device}")
    if device.type == "cuda" and device.index is None:
        _gpus_for_every_process()
        device = torch.device("cuda", local_rank)  # one GPU per process
    return device


def setup_distributed(
    device: str | torch.device | None = None,
) -> tuple[int, int, int]:
    """Join the process group torchrun describes (WORLD_SIZE > 1): (rank, world, local rank).

    The backend follows the device: NCCL for CUDA (one GPU per process), gloo for the
    CPU (see _choose_backend). A group the script started itself is kept as it is.
    """
    world = int(os.environ.get("WORLD_SIZE", 1))
    if world > 1 and not dist.is_initialized():
        # torchrun sets RANK, WORLD_SIZE, MASTER_ADDR, MASTER_PORT: the env:// method
        dist.init_process_group(_choose_backend(device))
    if dist.is_initialized():
        local = int(os.environ.get("LOCAL_RANK", 0))
        return dist.get_rank(), dist.get_world_size(), local
    return 0, 1, 0


# the folder that holds transformer_lib: the repository, for a checkout
_REPOSITORY = Path(__file__).resolve().parent.parent


def _portable_path(text: str) -> str:
    """A path as a checkpoint's record keeps it: relative to the repository when it lies
    inside it, else only its file name; a relative path inside the working folder stays
    as typed. Nothing of the machine's own folders (its home, its temporary files) is
    left."""
    windows = PureWindowsPath(text)
    if windows.drive:  # C:\Users\... read on any system
        return windows.name
    path = Path(text)
    if not path.is_absolute() and ".." not in path.parts:
        return text
    try:
        return path.resolve().relative_to(_REPOSITORY).as_posix()
    except ValueError:
        return path.name


def _portable_command(argv: Sequence[str]) -> list[str]:
    """argv with each argument that names a path made portable (_portable_path), also in
    the form --option=PATH; options, numbers and words are left as they are."""

    def one(arg: str) -> str:
        if arg.startswith("-"):
            option, equals, value = arg.partition("=")
            return option + equals + (one(value) if equals else "")
        looks_like_path = "/" in arg or "\\" in arg or PureWindowsPath(arg).drive
        return _portable_path(arg) if looks_like_path else arg

    return [one(arg) for arg in argv]


def run_metadata(**extra) -> dict:
    """What made a checkpoint: the git commit (None outside a checkout) and the command
    (its paths made portable: relative to the repository, or only a file name)."""
    try:
        commit = subprocess.run(
            ["git", "rev-parse", "HEAD"],
            capture_output=True,
            text=True,
            timeout=10,
            cwd=Path(__file__).resolve().parent,
        ).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        commit = ""
    command = " ".join([Path(sys.executable).name, *_portable_command(sys.argv)])
    return {
        "commit": commit or None,
        "command": command,
        "torch": str(torch.__version__),
        **extra,
    }


def _progress_disabled() -> bool:
    """The TQDM_DISABLE environment variable (set by the book build) turns bars off."""
    return os.environ.get("TQDM_DISABLE", "").lower() not in ("", "0", "false")


# --- the loop -------------------------------------------------------------------------


class Trainer:
    """Trains a Transformer on Batches (transformer_lib.data.batching) with label smoothing.

    Per step: forward pass, label-smoothed loss per real target token, backward pass,
    gradient clipping, Adam step, learning-rate schedule. Keeps `history` for plots.
    decay_steps: over the last decay_steps steps of each fit(steps), the rate falls
    linearly towards 0 (default 0: the warm-up schedule alone, as in the paper).
    """

    def __init__(
        self,
        model: Transformer,
        train_loader: Iterable,
        valid_loader: Iterable | None = None,
        *,
        warmup: int = 4000,
        lr_factor: float = 1.0,
        smoothing: float = 0.1,
        clip_norm: float | None = 1.0,
        device: str | torch.device | None = None,
        amp: bool = True,
        vocabs: tuple[Vocab, Vocab] | None = None,
        decay_steps: int = 0,
    ):
        config = getattr(model, "config", None)
        if not isinstance(config, TransformerConfig) or config.pad_id is None:
            raise ValueError(
                "expected a model whose config sets pad_id (batches are padded), got "
                f"config {config!r}"
            )
        if clip_norm is not None and not clip_norm > 0:
            raise ValueError(f"expected clip_norm None or > 0, got {clip_norm!r}")
        if type(decay_steps) is not int or decay_steps < 0:
            raise ValueError(
                f"expected decay_steps as an int >= 0, got {decay_steps!r}"
            )
        self.rank, self.world_size, local_rank = setup_distributed(device)
        # alone: `device`, or CUDA if there is one; under DDP: gloo -> CPU, nccl -> GPU
        backend = dist.get_backend() if self.world_size > 1 else None
        self.device = _process_device(device, backend, local_rank)
        if self.device.type == "cuda" and self.world_size > 1:
            torch.cuda.set_device(self.device)
        self.raw_model = model.to(self.device)  # the model itself (saved, evaluated)
        self.model = model  # what the step calls: the model, or DDP around it
        if self.world_size > 1:
            ids = [self.device.index] if self.device.type == "cuda" else None
            # our buffers (positions, <pad> flags) are constants: nothing to broadcast
            self.model = DistributedDataParallel(
                model, device_ids=ids, broadcast_buffers=False
            )
        self.train_loader, self.valid_loader = train_loader, valid_loader
        self.smoothing, self.clip_norm = smoothing, clip_norm
        self.pad_id = config.pad_id
        self.vocabs = vocabs
        self.optimizer = make_optimizer(model.parameters())
        self.scheduler = warmup_scheduler(
            self.optimizer, config.d_model, warmup, lr_factor
        )
        # Not the paper's: the rate falls linearly to 0 over the last `decay_steps`
        # steps of fit(steps), a cool-down that settles the weights the rate's noise
        # keeps moving (0: the paper's schedule to the end).
        self.decay_steps, self._end = decay_steps, None
        schedule = self.scheduler.lr_lambdas[0]
        self.scheduler.lr_lambdas[0] = lambda i: schedule(i) * self._decay(i + 1)
        # Mixed precision on CUDA only: bf16 where supported, else fp16 + loss scaling.
        self.amp_dtype = None
        if amp and self.device.type == "cuda":
            bf16 = torch.cuda.is_bf16_supported()
            self.amp_dtype = torch.bfloat16 if bf16 else torch.float16
        self.scaler = torch.amp.GradScaler(
            "cuda", enabled=self.amp_dtype == torch.float16
        )
        self.step = 0  # optimizer steps taken
        self.epoch, self.batches_seen = 0, 0  # where we are in the data (for resume)
        self.history = {"step": [], "train_loss": [], "lr": []}
        self.history.update(valid_step=[], valid_loss=[])
        self._pending: list[torch.Tensor] = []  # losses not yet copied to history

    def _decay(self, step: int) -> float:
        """The cool-down's factor for the step-th optimizer step (1 outside it)."""
        if not self.decay_steps or self._end is None:
            return 1.0
        return max(0.0, min(1.0, (self._end - step + 1) / self.decay_steps))

    def _autocast(self):
        if self.amp_dtype is None:
            return nullcontext()
        return torch.autocast(self.device.type, dtype=self.amp_dtype)

    def _loss_sum(self, model, batch) -> torch.Tensor:
        """Summed label-smoothed loss over the batch's real target tokens."""
        with self._autocast():
            logits = model(batch.src, batch.tgt_in)  # (B, T, V)
        return label_smoothed_loss(
            logits, batch.tgt_out, self.smoothing, self.pad_id, reduction="sum"
        )

    def train_step(self, batch) -> torch.Tensor:
        """One optimizer step on `batch`; returns its loss per real token (0-d tensor)."""
        batch = batch.to(self.device, non_blocking=True)
        self.model.train()
        # 1) forward: the loss summed over this rank's real target tokens
        loss_sum = self._loss_sum(self.model, batch)
        # 2) the token count of the whole step: this batch's, summed over all ranks
        totals = torch.stack([loss_sum.detach(), loss_sum.new_tensor(batch.n_tokens)])
        if self.world_size > 1:
            dist.all_reduce(totals)  # [sum of losses, N tokens] over all ranks
        # 3) DDP averages gradients over the R ranks, so scale by R: the average of
        #    R * sum_r / N is sum(all tokens) / N, the per-token mean of the whole step
        loss = loss_sum * self.world_size / totals[1]
        # 4) backward, clip the gradient norm, Adam step, next learning rate
        self.optimizer.zero_grad(set_to_none=True)
        self.scaler.scale(loss).backward()
        if self.clip_norm is not None:
            self.scaler.unscale_(self.optimizer)  # clip the true gradient
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.clip_norm)
        self.history["lr"].append(
            self.optimizer.param_groups[0]["lr"]
        )  # this step's lr
        self.scaler.step(self.optimizer)
        self.scaler.update()
        self.scheduler.step()
        self.step += 1
        self.history["step"].append(self.step)
        mean_loss = totals[0] / totals[1]  # per token, over all ranks
        self._pending.append(mean_loss)  # copied to history later (no wait for a GPU)
        return mean_loss

    @torch.no_grad()
    def evaluate(self, loader: Iterable | None = None) -> float:
        """Label-smoothed loss per real target token on `loader` (the validation set)."""
        loader = self.valid_loader if loader is None else loader
        if loader is None:
            raise ValueError("expected a loader to evaluate on, got none")
        was_training = self.raw_model.training
        self.raw_model.eval()  # no dropout; the model itself, not DDP (no collectives)
        totals = torch.zeros(2, dtype=torch.float64, device=self.device)
        for batch in loader:
            batch = batch.to(self.device, non_blocking=True)
            totals[0] += self._loss_sum(self.raw_model, batch)
            totals[1] += batch.n_tokens
        if self.world_size > 1:
            dist.all_reduce(totals)  # every rank evaluated its own shard
        self.raw_model.train(was_training)
        return (totals[0] / totals[1].clamp(min=1)).item()

    def _batches(self) -> Iterator:
        """Batches without end, epoch after epoch, from where the data order left off."""
        while True:
            started_empty = self.batches_seen == 0
            for batch in self._rest_of_epoch():
                started_empty = False
                self.batches_seen += 1
                yield batch
            if started_empty:
                raise ValueError("the training loader yielded no batches")
            self.epoch, self.batches_seen = self.epoch + 1, 0

    def _rest_of_epoch(self) -> Iterator:
        """This epoch's batches after the first `batches_seen` (all of them if 0)."""
        sampler = getattr(self.train_loader, "batch_sampler", None)
        if isinstance(sampler, BucketBatchSampler):  # jump straight there
            sampler.set_epoch(self.epoch, start=self.batches_seen)
            return iter(self.train_loader)
        # any other iterable of Batches: skip the ones already used
        return itertools.islice(self.train_loader, self.batches_seen, None)

    def _flush(self) -> None:
        if self._pending:
            self.history["train_loss"] += torch.stack(self._pending).tolist()
            self._pending.clear()

    def fit(
        self,
        steps: int,
        *,
        valid_every: int = 0,
        callback: Callable[[Trainer], None] | None = None,
        callback_every: int = 0,
        checkpoint: str | os.PathLike | None = None,
        checkpoint_every: int = 0,
        log_every: int = 10,
        metadata: dict | None = None,
    ) -> dict:
        """Train until `steps` optimizer steps in all (so a resumed run continues).

        Every `valid_every` steps (and at the end): validation loss. Every
        `callback_every` steps: callback(self), with the model in eval mode, gradients
        off and the random state restored afterwards (so it does not change training).
        Every `checkpoint_every` steps (and at the end): save(checkpoint). Returns history.
        """
        if type(steps) is not int or steps < self.step:
            raise ValueError(
                f"expected steps as an int >= the {self.step} steps already taken, "
                f"got {steps!r}"
            )
        for name, value, low in (
            ("valid_every", valid_every, 0),
            ("callback_every", callback_every, 0),
            ("checkpoint_every", checkpoint_every, 0),
            ("log_every", log_every, 1),
        ):
            if type(value) is not int or value < low:
                raise ValueError(f"expected {name} as an int >= {low}, got {value!r}")
        self._end = steps  # the cool-down ends with this call's last step
        for group, base in zip(
            self.optimizer.param_groups, self.scheduler.base_lrs, strict=True
        ):
            group["lr"] = base * self.scheduler.lr_lambdas[0](self.scheduler.last_epoch)
        main = self.rank == 0  # only rank 0 shows progress, calls back, saves
        bar = tqdm(
            total=steps,
            initial=self.step,
            desc="training",
            mininterval=1,
            disable=not main or _progress_disabled(),
        )
        batches = self._batches()
        while self.step < steps:
            self.train_step(next(batches))
            bar.update(1)
            last = self.step == steps
            if self.step % log_every == 0 or last:
                self._flush()
                bar.set_postfix(loss=f"{self.history['train_loss'][-1]:.3f}")
            if self.valid_loader is not None and (
                last or (valid_every and self.step % valid_every == 0)
            ):
                self.history["valid_step"].append(self.step)
                self.history["valid_loss"].append(self.evaluate())
            if callback and main and callback_every and self.step % callback_every == 0:
                self._call_back(callback)
            if checkpoint and (
                last or (checkpoint_every and self.step % checkpoint_every == 0)
            ):
                self.save(checkpoint, metadata)
        bar.close()
        self._flush()
        return self.history

    def _call_back(self, callback) -> None:
        was_training = self.raw_model.training
        self.raw_model.eval()
        with torch.random.fork_rng(devices=self._cuda_devices()), torch.no_grad():
            callback(self)
        self.raw_model.train(was_training)

    def _cuda_devices(self) -> list[int]:
        return [self.device.index or 0] if self.device.type == "cuda" else []

    # --- checkpoints -----------------------------------------------------------------

    def _rng_state(self) -> dict:
        state = {"torch": torch.get_rng_state()}
        if self.device.type == "cuda":
            state["cuda"] = torch.cuda.get_rng_state(self.device)
        return state

    def save(self, path: str | os.PathLike, metadata: dict | None = None) -> None:
        """Write a checkpoint that torch.load(path, weights_only=True) reads back.

        Under DDP every rank must call it (the random states of all ranks are gathered);
        rank 0 writes the file.
        """
        self._flush()
        rng = [self._rng_state()]
        if self.world_size > 1:
            rng = [None] * self.world_size
            dist.all_gather_object(rng, self._rng_state())
        if self.rank != 0:
            return
        state = {
            "model": self.raw_model.state_dict(),
            "optimizer": self.optimizer.state_dict(),
            "scheduler": self.scheduler.state_dict(),
            "scaler": self.scaler.state_dict(),
            "step": self.step,
            "data": {"epoch": self.epoch, "batches_seen": self.batches_seen},
            "rng": rng,  # one per rank: dropout continues as if never interrupted
            "config": dataclasses.asdict(self.raw_model.config),
            "vocabs": None,
            "history": self.history,
            "metadata": run_metadata() if metadata is None else dict(metadata),
        }
        if self.vocabs is not None:
            state["vocabs"] = {"src": self.vocabs[0].itos, "tgt": self.vocabs[1].itos}
            if self.vocabs[1].casing is not None:  # the target's casing (chapter 10)
                state["vocabs"]["casing"] = dict(self.vocabs[1].casing)
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.name + ".tmp")
        torch.save(state, tmp)
        os.replace(tmp, path)  # never a half-written checkpoint

    def resume(self, path: str | os.PathLike) -> dict:
        """Load a checkpoint written by save() and continue from it; returns it."""
        state = load_checkpoint(path)
        if state["config"] != dataclasses.asdict(self.raw_model.config):
            raise ValueError(
                "the checkpoint's config differs from the model's: "
                f"{state['config']} vs {dataclasses.asdict(self.raw_model.config)}"
            )
        self.raw_model.load_state_dict(state["model"])
        self.optimizer.load_state_dict(state["optimizer"])
        self.scheduler.load_state_dict(state["scheduler"])
        self.scaler.load_state_dict(state["scaler"])
        self.step = state["step"]
        self.epoch, self.batches_seen = (
            state["data"]["epoch"],
            state["data"]["batches_seen"],
        )
        self.history = {k: list(v) for k, v in state["history"].items()}
        self._pending.clear()
        if len(state["rng"]) == self.world_size:
            rng = state["rng"][self.rank]
            torch.set_rng_state(rng["torch"])
            if "cuda" in rng and self.device.type == "cuda":
                torch.cuda.set_rng_state(rng["cuda"], self.device)
        return state


def load_checkpoint(path: str | os.PathLike) -> dict:
    """A checkpoint written by Trainer.save, loaded safely (tensors and plain data only)."""
    return torch.load(path, map_location="cpu", weights_only=True)


def model_from_checkpoint(
    checkpoint: str | os.PathLike | dict,
) -> tuple[Transformer, Vocab | None, Vocab | None]:
    """A checkpoint (path or loaded dict) -> (model in eval mode, src vocab, tgt vocab)."""
    state = checkpoint if isinstance(checkpoint, dict) else load_checkpoint(checkpoint)
    model = Transformer(TransformerConfig(**state["config"]))
    model.load_state_dict(state["model"])
    vocabs = state.get("vocabs") or {}
    src = Vocab.from_itos(vocabs["src"]) if "src" in vocabs else None
    tgt = Vocab.from_itos(vocabs["tgt"]) if "tgt" in vocabs else None
    if tgt is not None:
        tgt.casing = vocabs.get("casing")  # None in a checkpoint saved without one
    return model.eval(), src, tgt
