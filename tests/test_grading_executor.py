"""The feedback run's kernel (executor.py) on a busy machine.

CI once graded a correct solution with full marks but status "crashed": the executor
stopped with an exception before the notebook ran (the log still read "running"), on
a two-core machine where other tests were starting kernels and importing torch at the
same time. A kernel that fails to start is now started once more while the wall clock
allows, and a failure that remains is reported as such, with its reason.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import nbformat
import pytest

from transformer_lib.grading.registry import exercises
from transformer_lib.grading.runner import EXECUTOR, Limits, results_json


@pytest.fixture(scope="module")
def executor():
    spec = importlib.util.spec_from_file_location("_executor_under_test", EXECUTOR)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _config(tmp_path: Path) -> dict:
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [
        nbformat.v4.new_code_cell("answer = 6 * 7"),
        nbformat.v4.new_code_cell("print(answer)"),
    ]
    path = tmp_path / "submission.ipynb"
    nbformat.write(notebook, path)
    (tmp_path / "work").mkdir()
    return {
        "notebook": str(path),
        "workdir": str(tmp_path / "work"),
        "sys_path": [],
        "wall_seconds": 60,
        "cell_seconds": 15,
        "memory_bytes": 1536 * 2**20,
        "file_bytes": 16 * 2**20,
        "output_bytes": 256 * 1024,
        "max_restarts": 3,
    }


def _failing_first(executor, monkeypatch, failures: int) -> list[int]:
    """Make the first ``failures`` kernel starts fail as a slow start does."""
    real, calls = executor.Execution.start_kernel, []

    def start(self):
        calls.append(1)
        if len(calls) <= failures:
            real(self)  # a real kernel, left for the executor to clean up
            raise RuntimeError("Kernel didn't respond in 60 seconds")
        real(self)

    monkeypatch.setattr(executor.Execution, "start_kernel", start)
    return calls


def test_a_kernel_that_fails_to_start_once_is_started_again(
    executor, monkeypatch, tmp_path
):
    calls = _failing_first(executor, monkeypatch, failures=1)
    config = _config(tmp_path)
    executor.Execution(config).run()
    log = json.loads((tmp_path / "work" / "log.json").read_text("utf-8"))
    assert len(calls) == 2
    assert log["status"] == "done", log
    assert [c["status"] for c in log["cells"].values()] == ["ok", "ok"], log
    assert len(log["kernel_failures"]) == 1
    assert "didn't respond" in log["kernel_failures"][0]
    executed = nbformat.read(tmp_path / "work" / "executed.ipynb", as_version=4)
    assert executed.cells[1].outputs[0]["text"].strip() == "42"


def test_a_kernel_that_never_starts_is_reported_with_its_reason(
    executor, monkeypatch, tmp_path
):
    calls = _failing_first(executor, monkeypatch, failures=5)
    config = _config(tmp_path)
    executor.Execution(config).run()  # returns: the failure is in the log
    log = json.loads((tmp_path / "work" / "log.json").read_text("utf-8"))
    assert len(calls) == 2  # tried twice, no more
    assert log["status"] == "crashed"
    assert "didn't respond" in log["error"]
    assert log["cells"] == {}
    limits = Limits(wall=60, cell=15, call=3, memory_mb=1536, output_kb=256)
    chosen = exercises("ex03")
    results = json.loads(
        json.dumps(results_json(Path(config["notebook"]), chosen, log, False, limits))
    )
    assert results["extra_data"]["status"] == "crashed"
    assert "didn't respond" in results["output"]
    assert len(results["extra_data"]["kernel_start_failures"]) == 2
