"""The schedule, the optimizer, the Trainer: steps, history, callbacks, checkpoints, DDP."""

import ast
import dataclasses
import json
import math
import os
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import torch

from transformer_lib import training
from transformer_lib.data.batching import (
    BucketBatchSampler,
    TranslationDataset,
    build_vocabs,
    collate,
    make_loader,
)
from transformer_lib.loss import label_smoothed_loss
from transformer_lib.model import Transformer, TransformerConfig
from transformer_lib.training import (
    Trainer,
    _choose_backend,
    _process_device,
    default_device,
    load_checkpoint,
    make_optimizer,
    model_from_checkpoint,
    rate,
    run_metadata,
    warmup_scheduler,
)

ROOT = Path(__file__).resolve().parents[1]


def made_up_pairs(n, seed=0):
    """Pairs of random 'words'; the target is the source reversed (a learnable task)."""
    rng = random.Random(seed)
    words = [f"w{i}" for i in range(12)]
    pairs = []
    for _ in range(n):
        src = [rng.choice(words) for _ in range(rng.randint(1, 7))]
        pairs.append((" ".join(src), " ".join(w.upper() for w in reversed(src))))
    return pairs


def small_model(src_vocab, tgt_vocab, seed=0, dropout=0.1, **changes):
    torch.manual_seed(seed)
    config = TransformerConfig(
        src_vocab_size=len(src_vocab),
        tgt_vocab_size=len(tgt_vocab),
        d_model=32,
        n_heads=4,
        d_ff=64,
        n_encoder_layers=1,
        n_decoder_layers=1,
        dropout=dropout,
        attn_dropout=dropout,
        ff_dropout=dropout,
        pad_id=0,
        share_embeddings=False,
    )
    return Transformer(config.replace(**changes))


@pytest.fixture(scope="module")
def data():
    pairs = made_up_pairs(240)
    vocabs = build_vocabs(pairs)
    train = TranslationDataset(pairs[:200], *vocabs)
    valid = TranslationDataset(pairs[200:], *vocabs)
    return vocabs, train, valid


def loaders(data, seed=0):
    _, train, valid = data
    train_loader = make_loader(train, max_tokens=160, seed=seed)
    valid_loader = make_loader(valid, max_tokens=160, shuffle=False)
    return train_loader, valid_loader


def max_diff(model_a, model_b) -> float:
    a, b = model_a.state_dict(), model_b.state_dict()
    assert a.keys() == b.keys()
    # on the CPU: the two models may live on different devices
    return max(
        (a[k].double().cpu() - b[k].double().cpu()).abs().max().item() for k in a
    )


@pytest.fixture(autouse=True)
def _quiet_and_one_thread(monkeypatch):
    monkeypatch.setenv("TQDM_DISABLE", "1")
    threads = torch.get_num_threads()
    torch.set_num_threads(1)  # tiny models: one thread is faster (and the same numbers)
    yield
    torch.set_num_threads(threads)


# --- the schedule -----------------------------------------------------------------------


def test_rate_by_the_formula():
    d, w = 512, 4000
    assert rate(1, d, w) == pytest.approx(1 / math.sqrt(512) * 4000**-1.5, rel=1e-12)
    assert rate(w, d, w) == pytest.approx(1 / math.sqrt(512 * 4000), rel=1e-12)
    assert rate(16000, d, w) == pytest.approx(1 / math.sqrt(512 * 16000), rel=1e-12)
    assert rate(100, d, w, factor=2.0) == pytest.approx(
        2 * 100 / math.sqrt(512) / 4000**1.5
    )
    rates = [rate(s, 64, 50) for s in range(1, 300)]
    assert max(range(len(rates)), key=rates.__getitem__) + 1 == 50  # the peak
    assert all(a < b for a, b in zip(rates[:49], rates[1:50], strict=True))  # warm-up
    assert all(a > b for a, b in zip(rates[49:-1], rates[50:], strict=True))  # decay


@pytest.mark.parametrize("step", [0, -3, 1.5, True])
def test_rate_steps_count_from_one(step):
    with pytest.raises(ValueError, match="step"):
        rate(step, 512)


def test_rate_bad_warmup():
    with pytest.raises(ValueError, match="warmup"):
        rate(1, 512, warmup=0)


def test_scheduler_gives_rate_k_at_step_k():
    weight = torch.nn.Parameter(torch.zeros(3))
    optimizer = make_optimizer([weight])
    scheduler = warmup_scheduler(optimizer, d_model=64, warmup=10, factor=0.5)
    for k in range(1, 40):
        assert optimizer.param_groups[0]["lr"] == pytest.approx(rate(k, 64, 10, 0.5))
        weight.grad = torch.ones(3)
        optimizer.step()
        scheduler.step()


def test_scheduler_wants_lr_one():
    optimizer = torch.optim.Adam([torch.nn.Parameter(torch.zeros(1))], lr=1e-3)
    with pytest.raises(ValueError, match="lr = 1.0"):
        warmup_scheduler(optimizer, 512)


def test_adam_as_in_the_paper():
    optimizer = make_optimizer([torch.nn.Parameter(torch.zeros(1))])
    group = optimizer.param_groups[0]
    assert isinstance(optimizer, torch.optim.Adam)
    assert group["betas"] == (0.9, 0.98) and group["eps"] == 1e-9 and group["lr"] == 1.0


def test_default_device(monkeypatch):
    assert default_device("cpu") == torch.device("cpu")


def simulate_gpus(monkeypatch, n_gpus, local_rank=0, processes=2):
    """This process as rank `local_rank` of `processes` on a machine with n_gpus GPUs.

    The library's device choice asks training._gpu_count, and only it, how many GPUs
    there are: replacing it leaves torch alone (a CUDA build of torch on a machine
    without a GPU would try to start CUDA if torch.cuda.is_available said True)."""
    monkeypatch.setattr(training, "_gpu_count", lambda: n_gpus)
    monkeypatch.setenv("LOCAL_RANK", str(local_rank))
    monkeypatch.setenv("LOCAL_WORLD_SIZE", str(processes))


def test_gloo_means_the_cpu_even_with_a_gpu(monkeypatch):
    simulate_gpus(monkeypatch, n_gpus=1, local_rank=1)
    assert _choose_backend("cpu") == "gloo"
    assert _process_device(None, "gloo", 1) == torch.device("cpu")
    assert _process_device("cpu", "gloo", 1) == torch.device("cpu")
    simulate_gpus(monkeypatch, n_gpus=0, local_rank=1)
    assert _choose_backend(None) == "gloo"  # no GPU: gloo, whatever was asked


def test_nccl_gives_each_process_its_own_gpu(monkeypatch):
    simulate_gpus(monkeypatch, n_gpus=2, local_rank=1)
    assert _choose_backend(None) == "nccl" and _choose_backend("cuda") == "nccl"
    assert _process_device(None, "nccl", 1) == torch.device("cuda", 1)
    assert _process_device("cuda", "nccl", 1) == torch.device("cuda", 1)
    assert _process_device("cuda:0", "nccl", 1) == torch.device("cuda", 0)  # as asked
    with pytest.raises(ValueError, match="nccl backend needs a CUDA device"):
        _process_device("cpu", "nccl", 1)
    # alone (no process group): the device asked for, else CUDA when there is one
    assert _process_device(None, None, 0) == torch.device("cuda")
    assert _process_device("cpu", None, 0) == torch.device("cpu")


@pytest.mark.parametrize("processes, n_gpus", [(2, 1), (8, 4)])
def test_more_processes_than_gpus_is_a_clear_error(monkeypatch, processes, n_gpus):
    simulate_gpus(monkeypatch, n_gpus, local_rank=processes - 1, processes=processes)
    message = f"{processes} processes on this machine but {n_gpus} GPU"
    with pytest.raises(ValueError, match=message):
        _choose_backend(None)
    with pytest.raises(ValueError, match=message):
        _process_device(None, "nccl", processes - 1)
    with pytest.raises(ValueError, match=message):
        _process_device("cuda", "gloo", processes - 1)  # gloo on GPUs: one each too


def test_trainer_under_torchrun_with_too_few_gpus_says_so(data, monkeypatch):
    # torchrun's variables for rank 1 of 2; the error comes before joining any group
    simulate_gpus(monkeypatch, n_gpus=1, local_rank=1, processes=2)
    for name, value in [("WORLD_SIZE", "2"), ("RANK", "1")]:
        monkeypatch.setenv(name, value)
    vocabs, *_ = data
    with pytest.raises(ValueError, match="2 processes on this machine but 1 GPU"):
        Trainer(small_model(*vocabs), loaders(data)[0])
    monkeypatch.setattr(training, "_gpu_count", lambda: 0)
    assert default_device() == torch.device("cpu")
    monkeypatch.setattr(training, "_gpu_count", lambda: 1)
    assert default_device() == torch.device("cuda")
    assert default_device("cpu") == torch.device("cpu")


def test_the_device_choice_asks_torch_in_one_place():
    # simulate_gpus (and the DDP test below) replace training._gpu_count: a choice that
    # asked torch.cuda itself would not see the simulated GPUs, and its tests would pass
    # on a machine without one whatever it chose
    tree = ast.parse(Path(training.__file__).read_text(encoding="utf-8"))
    asking = {"is_available", "device_count"}
    where = [
        (function.name, node.lineno)
        for function in ast.walk(tree)
        if isinstance(function, ast.FunctionDef)
        for node in ast.walk(function)
        if isinstance(node, ast.Attribute)
        and node.attr in asking
        and ast.unparse(node.value) == "torch.cuda"
    ]
    assert where and {name for name, _ in where} == {"_gpu_count"}, where


# --- one step, by hand ------------------------------------------------------------------


def reference_steps(model, batches, warmup, factor, clip_norm, smoothing=0.1):
    """The loop written out: per-token mean loss, backward, clip, Adam, schedule."""
    optimizer = make_optimizer(model.parameters())
    scheduler = warmup_scheduler(optimizer, model.config.d_model, warmup, factor)
    model.train()
    for batch in batches:
        logits = model(batch.src, batch.tgt_in)
        loss = label_smoothed_loss(logits, batch.tgt_out, smoothing, pad_id=0)
        optimizer.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), clip_norm)
        optimizer.step()
        scheduler.step()
    return model


def test_train_step_is_the_loop_written_out(data, device):
    vocabs, train, _ = data
    batches = [collate([train[i] for i in range(k, k + 9)]) for k in (0, 9, 18)]
    model = small_model(*vocabs, dropout=0.0).double()
    trainer = Trainer(
        model, batches, warmup=3, lr_factor=1.0, clip_norm=0.5, device=device
    )
    assert trainer.device.type == device.type
    for batch in batches:
        trainer.train_step(batch)
    reference = reference_steps(
        small_model(*vocabs, dropout=0.0).double().to(device),
        [b.to(device) for b in batches],
        3,
        1.0,
        0.5,
    )
    assert max_diff(model, reference) <= 1e-12
    assert (
        max_diff(model, small_model(*vocabs, dropout=0.0).double()) > 1e-3
    )  # it moved


# --- the loop ---------------------------------------------------------------------------


def test_fit_learns_and_keeps_history(data, device):
    vocabs, *_ = data
    train_loader, valid_loader = loaders(data)
    model = small_model(*vocabs)
    trainer = Trainer(
        model, train_loader, valid_loader, warmup=40, lr_factor=0.5, device=device
    )
    calls = []
    history = trainer.fit(
        120,
        valid_every=40,
        callback=lambda t: calls.append((t.step, t.raw_model.training)),
        callback_every=30,
    )
    assert trainer.step == 120
    assert history["step"] == list(range(1, 121))
    assert len(history["train_loss"]) == len(history["lr"]) == 120
    assert history["lr"] == pytest.approx([rate(k, 32, 40, 0.5) for k in range(1, 121)])
    assert history["valid_step"] == [40, 80, 120]
    assert len(history["valid_loss"]) == 3
    assert calls == [(30, False), (60, False), (90, False), (120, False)]
    assert model.training  # back in training mode after callbacks and validation
    first, last = history["train_loss"][:10], history["train_loss"][-10:]
    assert sum(last) / 10 < sum(first) / 10 - 0.5
    assert history["valid_loss"][-1] < history["valid_loss"][0]
    # the validation loss is the label-smoothed loss per real token, recomputed here
    model.eval()
    total = 0.0
    with torch.no_grad(), trainer._autocast():  # mixed precision as in training, if any
        for b in valid_loader:
            b = b.to(device)
            logits = model(b.src, b.tgt_in)
            total += label_smoothed_loss(logits, b.tgt_out, reduction="sum").item()
    n = sum(b.n_tokens for b in valid_loader)
    assert history["valid_loss"][-1] == pytest.approx(total / n, rel=1e-6)
    assert trainer.epoch >= 1  # it went through the data more than once


def test_decay_steps_bring_the_rate_down_linearly_at_the_end(data, device):
    vocabs, *_ = data
    trainer = Trainer(
        small_model(*vocabs),
        *loaders(data),
        warmup=10,
        lr_factor=0.5,
        device=device,
        decay_steps=20,
    )
    history = trainer.fit(60)
    # written out: the paper's rate until step 40, then times 20/20, 19/20, ..., 1/20
    expected = [rate(k, 32, 10, 0.5) for k in range(1, 41)]
    expected += [rate(k, 32, 10, 0.5) * (61 - k) / 20 for k in range(41, 61)]
    assert history["lr"] == pytest.approx(expected)
    assert history["lr"][-1] == pytest.approx(rate(60, 32, 10, 0.5) / 20)
    # a second fit() cools down again, over the 20 steps before its own end
    more = trainer.fit(70)["lr"][60:]
    assert more == pytest.approx(
        [rate(k, 32, 10, 0.5) * (71 - k) / 20 for k in range(61, 71)]
    )


def test_decay_steps_survive_a_resume(data, tmp_path, device):
    vocabs, *_ = data
    straight = Trainer(
        small_model(*vocabs), *loaders(data), warmup=10, device=device, decay_steps=6
    )
    straight.fit(10)
    first = Trainer(
        small_model(*vocabs), *loaders(data), warmup=10, device=device, decay_steps=6
    )
    first.fit(6, checkpoint=tmp_path / "ck.pt")  # no cool-down yet: it ends at 6
    second = Trainer(
        small_model(*vocabs, seed=3),
        *loaders(data),
        warmup=10,
        device=device,
        decay_steps=6,
    )
    second.resume(tmp_path / "ck.pt")
    second.fit(10)
    # the first run cooled down over its own last 6 steps: only step 1 matches
    assert first.history["lr"][0] == straight.history["lr"][0]
    assert first.history["lr"][5] != straight.history["lr"][5]
    assert second.history["lr"][6:] == pytest.approx(straight.history["lr"][6:])


@pytest.mark.parametrize("bad", [-1, 2.0, None])
def test_decay_steps_must_be_a_count(data, bad):
    vocabs, *_ = data
    with pytest.raises(ValueError, match="decay_steps"):
        Trainer(small_model(*vocabs), *loaders(data), decay_steps=bad)


def test_callback_does_not_change_training(data, device):
    vocabs, *_ = data

    def noisy_callback(trainer):  # uses the random generators and runs the model
        torch.rand(100)
        torch.rand(100, device=trainer.device)
        batch = next(iter(trainer.valid_loader)).to(trainer.device)
        trainer.raw_model(batch.src, batch.tgt_in)

    results = []
    for callback in (None, noisy_callback):
        model = small_model(*vocabs)
        Trainer(model, *loaders(data), warmup=10, device=device).fit(
            25, callback=callback, callback_every=5
        )
        results.append(model)
    assert max_diff(*results) == 0.0


def test_progress_bar_and_tqdm_disable(data, monkeypatch, capsys, device):
    vocabs, *_ = data
    monkeypatch.delenv("TQDM_DISABLE")
    Trainer(small_model(*vocabs), loaders(data)[0], warmup=10, device=device).fit(3)
    assert "training" in capsys.readouterr().err
    monkeypatch.setenv("TQDM_DISABLE", "1")
    Trainer(small_model(*vocabs), loaders(data)[0], warmup=10, device=device).fit(3)
    assert capsys.readouterr().err == ""


def test_no_mixed_precision_on_cpu(data):
    vocabs, *_ = data
    trainer = Trainer(small_model(*vocabs), loaders(data)[0], device="cpu")
    assert trainer.amp_dtype is None and not trainer.scaler.is_enabled()
    assert trainer.device == torch.device("cpu") and trainer.world_size == 1


def test_bad_arguments(data, device):
    vocabs, *_ = data
    train_loader, _ = loaders(data)
    no_pad = small_model(*vocabs).config.replace(pad_id=None)
    with pytest.raises(ValueError, match="pad_id"):
        Trainer(Transformer(no_pad), train_loader, device=device)
    with pytest.raises(ValueError, match="clip_norm"):
        Trainer(small_model(*vocabs), train_loader, clip_norm=0, device=device)
    trainer = Trainer(small_model(*vocabs), train_loader, warmup=5, device=device)
    trainer.fit(2)
    with pytest.raises(ValueError, match="steps"):
        trainer.fit(1)
    with pytest.raises(ValueError, match="log_every"):
        trainer.fit(4, log_every=0)
    with pytest.raises(ValueError, match="valid_every"):
        trainer.fit(4, valid_every=-1)
    with pytest.raises(ValueError, match="loader to evaluate"):
        trainer.evaluate()
    with pytest.raises(ValueError, match="no batches"):
        Trainer(small_model(*vocabs), [], device=device).fit(1)


# --- checkpoints ------------------------------------------------------------------------


def test_checkpoint_loads_with_weights_only(data, tmp_path, device):
    vocabs, *_ = data
    model = small_model(*vocabs)
    trainer = Trainer(model, *loaders(data), warmup=10, vocabs=vocabs, device=device)
    path = tmp_path / "run" / "model.pt"
    trainer.fit(6, checkpoint=path, metadata=run_metadata(note="test"))
    state = torch.load(path, weights_only=True)  # plain data and tensors only
    assert state["step"] == 6
    assert state["config"] == dataclasses.asdict(model.config)
    assert state["vocabs"] == {"src": vocabs[0].itos, "tgt": vocabs[1].itos}
    assert state["metadata"]["note"] == "test" and "command" in state["metadata"]
    assert set(state["metadata"]) >= {"commit", "command", "torch"}
    assert len(state["rng"]) == 1 and state["data"]["batches_seen"] >= 1
    assert len(state["history"]["train_loss"]) == 6
    assert json.dumps(state["history"])  # plain lists of numbers
    restored, src_vocab, tgt_vocab = model_from_checkpoint(path)
    assert src_vocab.itos == vocabs[0].itos and tgt_vocab.itos == vocabs[1].itos
    assert max_diff(restored, model) == 0.0 and not restored.training
    assert next(restored.parameters()).device == torch.device("cpu")  # loads anywhere
    assert load_checkpoint(path)["step"] == 6


def interrupted_and_resumed(data, tmp_path, total, stop, edit=None, device="cpu"):
    vocabs, *_ = data
    first = Trainer(
        small_model(*vocabs, seed=0), *loaders(data), warmup=10, device=device
    )
    first.fit(stop, valid_every=4, checkpoint=tmp_path / "ck.pt")
    if edit:  # spoil the checkpoint on purpose
        state = load_checkpoint(tmp_path / "ck.pt")
        edit(state)
        torch.save(state, tmp_path / "ck.pt")
    # a fresh process would start here: another initialisation, another random state
    torch.manual_seed(1234)
    second = Trainer(
        small_model(*vocabs, seed=99), *loaders(data), warmup=10, device=device
    )
    second.resume(tmp_path / "ck.pt")
    second.fit(total, valid_every=4)
    return second


def test_resume_equals_uninterrupted_training(data, tmp_path, device):
    vocabs, train, _ = data
    total, stop = 10, 5
    epoch = len(make_loader(train, max_tokens=160))
    assert stop < epoch < total  # it stops mid-epoch and crosses into the next epoch
    straight = Trainer(
        small_model(*vocabs, seed=0), *loaders(data), warmup=10, device=device
    )
    straight.fit(total, valid_every=4)
    resumed = interrupted_and_resumed(data, tmp_path, total, stop, device=device)
    assert max_diff(straight.raw_model, resumed.raw_model) == 0.0  # dropout was on
    for key in ("step", "train_loss", "lr"):
        assert resumed.history[key] == straight.history[key]
    # validation at 4, 8, 10; the interrupted run also validated when it stopped
    valid = dict(
        zip(resumed.history["valid_step"], resumed.history["valid_loss"], strict=False)
    )
    assert resumed.history["valid_step"] == [4, 5, 8, 10]
    for step, loss in zip(
        straight.history["valid_step"], straight.history["valid_loss"], strict=False
    ):
        assert valid[step] == loss
    assert (
        resumed.optimizer.param_groups[0]["lr"]
        == straight.optimizer.param_groups[0]["lr"]
    )


@pytest.mark.parametrize(
    "spoil",
    [
        lambda s: s.update(
            rng=[{"torch": torch.Generator().manual_seed(5).get_state()}]
        ),
        lambda s: s["data"].update(batches_seen=0),
    ],
    ids=["dropout-random-state", "data-position"],
)
def test_resume_depends_on_the_saved_state(data, tmp_path, spoil, device):
    vocabs, *_ = data
    straight = Trainer(
        small_model(*vocabs, seed=0), *loaders(data), warmup=10, device=device
    )
    straight.fit(10)
    resumed = interrupted_and_resumed(data, tmp_path, 10, 5, spoil, device)
    assert max_diff(straight.raw_model, resumed.raw_model) > 1e-4


def test_resume_rejects_another_config(data, tmp_path, device):
    vocabs, *_ = data
    trainer = Trainer(small_model(*vocabs), loaders(data)[0], warmup=10, device=device)
    trainer.fit(2, checkpoint=tmp_path / "ck.pt")
    other = Trainer(
        small_model(*vocabs, d_ff=48), loaders(data)[0], warmup=10, device=device
    )
    with pytest.raises(ValueError, match="config"):
        other.resume(tmp_path / "ck.pt")


# --- DDP: two processes on the CPU (gloo) equal one process on the combined batches -----

DDP_SCRIPT = textwrap.dedent(
    """
    import sys, torch
    import torch.distributed as dist
    sys.path.insert(0, sys.argv[1])  # the tests folder: this file's helpers
    from test_training import DDP_SETUP, ddp_inputs
    from transformer_lib import training
    from transformer_lib.training import Trainer

    out = sys.argv[2]
    # a machine with one GPU (simulated where the library's device choice asks, so
    # that torch itself, CPU or CUDA build, never tries to start CUDA; on a real
    # one, this is what it says): two processes and device="cpu" must train on the
    # CPU with gloo, not fail on the GPU
    training._gpu_count = lambda: 1
    torch.set_num_threads(1)
    model, train_loader, valid_loader = ddp_inputs(num_replicas=None)  # from torchrun
    trainer = Trainer(
        model, train_loader, valid_loader, device="cpu", **DDP_SETUP["trainer"]
    )
    trainer.fit(DDP_SETUP["steps"], valid_every=2, checkpoint=out + "/ck.pt")
    rank = dist.get_rank()
    tokens = [b.n_tokens for b in list(train_loader)[: DDP_SETUP["steps"]]]
    torch.save(
        {"world": dist.get_world_size(), "tokens": tokens,
         "device": str(trainer.device), "backend": dist.get_backend(),
         "valid": trainer.history["valid_loss"],
         "params": trainer.raw_model.state_dict()},
        f"{out}/rank{rank}.pt",
    )
    dist.destroy_process_group()
    """
)
DDP_SETUP = {
    "steps": 4,
    "trainer": dict(warmup=3, lr_factor=1.0, clip_norm=0.5, smoothing=0.1),
}


def ddp_inputs(num_replicas):
    """Model (float64, no dropout: ranks draw different masks), train and valid loaders."""
    pairs = made_up_pairs(240)
    vocabs = build_vocabs(pairs)
    train = TranslationDataset(pairs[:200], *vocabs)
    valid = TranslationDataset(pairs[200:], *vocabs)
    kw = {} if num_replicas is None else dict(num_replicas=num_replicas, rank=0)
    train_loader = make_loader(train, max_tokens=100, seed=3, **kw)
    valid_loader = make_loader(valid, max_tokens=100, shuffle=False, **kw)
    model = small_model(*vocabs, seed=0, dropout=0.0).double()
    return model, train_loader, valid_loader


@pytest.mark.slow
def test_ddp_two_processes_equal_one_process_on_the_combined_batches(tmp_path):
    env = {**os.environ, "OMP_NUM_THREADS": "1", "PYTHONPATH": str(ROOT)}
    script = tmp_path / "ddp_train.py"
    script.write_text(DDP_SCRIPT)
    torchrun = Path(sys.executable).with_name("torchrun")
    command = [str(torchrun), "--standalone", "--nproc_per_node", "2", str(script)]
    done = subprocess.run(
        [*command, str(ROOT / "tests"), str(tmp_path)],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    ranks = [torch.load(tmp_path / f"rank{r}.pt", weights_only=True) for r in (0, 1)]
    assert ranks[0]["world"] == 2
    for rank in ranks:  # a GPU was there (simulated), and the CPU was used
        assert (rank["device"], rank["backend"]) == ("cpu", "gloo")
    # the ranks really did get batches with different numbers of target tokens
    assert any(
        a != b for a, b in zip(ranks[0]["tokens"], ranks[1]["tokens"], strict=True)
    )

    # one process: step k trains on batches 2k and 2k + 1 of the whole list, combined
    model, train_loader, valid_loader = ddp_inputs(num_replicas=1)
    sampler = train_loader.batch_sampler
    assert isinstance(sampler, BucketBatchSampler)
    everything = list(sampler)
    assert len(everything) >= 2 * DDP_SETUP["steps"]  # the steps stay in epoch 0
    dataset = train_loader.dataset
    combined, per_rank = [], []
    for k in range(DDP_SETUP["steps"]):
        two = [everything[2 * k], everything[2 * k + 1]]
        combined.append(collate([dataset[i] for i in two[0] + two[1]]))
        per_rank.append([collate([dataset[i] for i in b]) for b in two])
    assert [b.n_tokens for b, _ in per_rank] == ranks[0]["tokens"]
    assert [b.n_tokens for _, b in per_rank] == ranks[1]["tokens"]
    setup = DDP_SETUP["trainer"]
    reference = reference_steps(
        model, combined, setup["warmup"], setup["lr_factor"], setup["clip_norm"]
    )
    ddp_params = ranks[0]["params"]
    diff = max(
        (ddp_params[k] - v).abs().max().item()
        for k, v in reference.state_dict().items()
    )
    assert diff <= 1e-6, diff
    for k, v in ranks[1]["params"].items():  # both ranks hold the same model
        assert torch.equal(v, ddp_params[k])

    # averaging each rank's own per-token mean (what plain DDP does) is measurably off
    naive, _, _ = ddp_inputs(num_replicas=1)
    optimizer = make_optimizer(naive.parameters())
    scheduler = warmup_scheduler(optimizer, 32, setup["warmup"], setup["lr_factor"])
    for pair in per_rank:
        optimizer.zero_grad()
        for b in pair:
            loss = label_smoothed_loss(naive(b.src, b.tgt_in), b.tgt_out) / 2
            loss.backward()
        torch.nn.utils.clip_grad_norm_(naive.parameters(), setup["clip_norm"])
        optimizer.step()
        scheduler.step()
    assert max_diff(naive, reference) > 1e3 * max(diff, 1e-9)

    # validation is summed over both ranks' shards: the loss on the whole valid set
    reference.eval()
    with torch.no_grad():
        total = sum(
            label_smoothed_loss(reference(b.src, b.tgt_in), b.tgt_out, reduction="sum")
            for b in valid_loader
        )
    n = sum(b.n_tokens for b in valid_loader)
    assert ranks[0]["valid"][-1] == pytest.approx(total.item() / n, abs=1e-9)
    assert ranks[1]["valid"] == ranks[0]["valid"]
    # the checkpoint holds both ranks' random states
    state = torch.load(tmp_path / "ck.pt", weights_only=True)
    assert len(state["rng"]) == 2 and state["step"] == DDP_SETUP["steps"]
