"""What a shipped checkpoint records of how it was made: the command (its paths relative to
the repository, or only a file name), the commit, the threads, the time, the load; nothing
of the file system of the machine that trained it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import torch

from transformer_lib import generalisation
from transformer_lib.training import _portable_command, _portable_path

REPO = Path(__file__).resolve().parents[1]
FILES = REPO / "transformer_lib" / "pretrained" / "files"
SHIPPED = sorted(FILES.rglob("*.pt"))
RECORDS = sorted(FILES.rglob("*.json"))

# the start of a path on some machine: Linux, macOS, Windows
MACHINE_PATH = re.compile(
    r"(/work/|/tmp/|/home/|/root/|/Users/|/var/|/private/|/mnt/|[A-Za-z]:\\)"
)


def strings(value, where: str = ""):
    """Every string in a nested structure of dicts, lists and tuples (tensors skipped),
    with where it sits."""
    if isinstance(value, str):
        yield where, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from strings(key, f"{where}/{key} (key)")
            yield from strings(item, f"{where}/{key}")
    elif isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            yield from strings(item, f"{where}[{i}]")


def machine_paths(value) -> list[str]:
    return [
        f"{where}: {text!r}"
        for where, text in strings(value)
        if MACHINE_PATH.search(text)
    ]


def test_the_checkpoints_are_found():
    names = {p.relative_to(FILES).as_posix() for p in SHIPPED}
    runs = json.loads((FILES / "generalisation" / "v3" / "results.json").read_text())
    # the two translators of chapter 10, and every run of chapter 11's experiment (the
    # seeds too), each of which results.json scores
    assert names == {"capstone.pt", "capstone_bpe.pt"} | {
        f"generalisation/v3/{run}.pt" for run in runs["runs"]
    }
    assert set(runs["runs"]) == set(generalisation.plan(runs))
    assert {"generalisation/v3/rope.pt", "generalisation/v3/sinusoidal.pt"} <= names


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.relative_to(FILES).as_posix())
def test_a_shipped_checkpoint_records_no_path_of_the_training_machine(path):
    state = torch.load(path, map_location="cpu", weights_only=True)
    assert machine_paths(state) == []
    # what a reader can use is still there
    meta = state["metadata"]
    assert meta["command"].startswith("python -m transformer_lib.train ")
    assert re.fullmatch(r"[0-9a-f]{40}", meta["commit"])
    assert {"threads", "train_seconds", "load_average"} <= meta.keys()


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.relative_to(FILES).as_posix())
def test_a_shipped_record_holds_no_path_of_the_training_machine(path):
    assert machine_paths(json.loads(path.read_text(encoding="utf-8"))) == []


def test_portable_path_keeps_the_repository_part_or_only_the_name(tmp_path):
    inside = REPO / "transformer_lib" / "pretrained" / "files" / "rope.pt"
    assert _portable_path(str(inside)) == "transformer_lib/pretrained/files/rope.pt"
    assert _portable_path(str(tmp_path / "runs" / "rope.pt")) == "rope.pt"
    assert _portable_path("/home/someone/runs/gen/t5.train.pt") == "t5.train.pt"
    assert _portable_path(r"C:\Users\someone\runs\t5.pt") == "t5.pt"
    assert _portable_path("../../elsewhere/t5.pt") == "t5.pt"
    # what the reader typed, relative and inside the working folder, stays as typed
    assert _portable_path("runs/rope.pt") == "runs/rope.pt"
    assert _portable_path("rope.pt") == "rope.pt"


def test_portable_command_rewrites_paths_and_leaves_the_rest():
    argv = ["--config", "capstone", "--positional", "rope", "--steps", "3"]
    argv += ["--out", "/work/runs/gen/rope.train.pt", "--export=/tmp/x/rope.pt"]
    assert _portable_command(argv) == [
        "--config",
        "capstone",
        "--positional",
        "rope",
        "--steps",
        "3",
        "--out",
        "rope.train.pt",
        "--export=rope.pt",
    ]
    assert _portable_command(["--export"]) == ["--export"]  # a flag is not a path


def test_dirty_counts_changed_code_but_not_the_shipped_outputs(tmp_path):
    """A checkpoint records whether its code had uncommitted changes. Retraining the
    shipped runs one after the other replaces checkpoints and results.json between runs:
    those are training's outputs, not code, and must not make the next run 'dirty'."""
    import subprocess

    from transformer_lib.train.run import _dirty

    def git(*args):
        subprocess.run(["git", *args], cwd=tmp_path, check=True, capture_output=True)

    package = tmp_path / "transformer_lib"
    outputs = package / "pretrained" / "files"
    outputs.mkdir(parents=True)
    (package / "model.py").write_text("x = 1\n")
    (outputs / "results.json").write_text("{}\n")
    (tmp_path / "README.md").write_text("course\n")
    git("init", "-q")
    git("add", ".")
    git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "start")
    assert _dirty(package) is False
    (outputs / "results.json").write_text('{"runs": {}}\n')  # an output changed
    (outputs / "rope.pt").write_bytes(b"new")  # and a new, untracked one
    assert _dirty(package) is False
    (tmp_path / "README.md").write_text("course, changed\n")  # outside the package too
    assert _dirty(package) is True
    git("checkout", "--", "README.md")
    (package / "model.py").write_text("x = 2\n")  # code changed
    assert _dirty(package) is True
    assert _dirty(tmp_path / "elsewhere") is None  # not a checkout at all
