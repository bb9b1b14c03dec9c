"""Run one submission's notebook in a fresh kernel, within limits, for the feedback.

The batch grader (``runner.py``) starts this module in a process group of its own::

    python -I .../transformer_lib/grading/executor.py WORKDIR/config.json

It puts the grader's module search path (``sys_path`` in the config) in front of its
own, so that it and the kernel find the packages the grader found, however they were
installed (``-I`` leaves out PYTHONPATH). It executes the notebook's code cells one by
one (each with a time limit; a cell that hangs is interrupted, one that kills or wedges
the kernel is skipped after a restart and replay), keeps at most ``output_bytes`` of
output, and writes a log of what each cell did and the executed notebook. The kernel
imports torch, then caps what it may allocate beyond that (``worker.cap_memory``), and
this process kills it when it holds more than that (``worker.private_memory``). That is all:
no grading runs here or in the kernel, and nothing written here decides a mark (the
judge process grades the functions' definitions, see ``runner.py``).
"""

from __future__ import annotations

import importlib.util
import inspect
import json
import os
import signal
import sys
import threading
import time
from pathlib import Path


def _search_path(argv: list[str]) -> None:
    """The grader's search path first (read before anything is imported)."""
    try:
        config = json.loads(Path(argv[0]).read_text(encoding="utf-8"))
        extra = [p for p in config.get("sys_path", []) if isinstance(p, str)]
    except (OSError, ValueError, IndexError, AttributeError):
        return
    sys.path[:0] = [p for p in extra if p not in sys.path]


if __name__ == "__main__":
    _search_path(sys.argv[1:])

# nbformat imports jsonschema, whose optional URI-format checker builds a grammar at
# import (0.7 s of the 1 s this process took to start); notebooks need no URI checks
sys.modules.setdefault("rfc3987_syntax", None)

import nbformat  # noqa: E402
from nbclient import NotebookClient  # noqa: E402
from nbclient.exceptions import CellExecutionError, DeadKernelError  # noqa: E402

# the judge's helpers (standard library only), by path: not through the package,
# whose __init__ imports torch
_spec = importlib.util.spec_from_file_location(
    "_grader_worker", Path(__file__).with_name("worker.py")
)
_WORKER = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_WORKER)
# cap_memory and data_mapped, as code to run in the kernel (indented for the prelude)
_CAP_MEMORY_SOURCE = "\n    ".join(
    (
        inspect.getsource(_WORKER.cap_memory) + inspect.getsource(_WORKER.data_mapped)
    ).splitlines()
)

TIMEOUT_NAME = "GraderCellTimeout"
PRELUDE = """\
def _grader_prelude():
    import signal, resource
    try:  # what the first cell would do: torch's own mappings are not the notebook's
        import torch
    except Exception:
        pass
    {cap_memory}
    cap_memory({memory})
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a too-large write fails, no crash
    resource.setrlimit(resource.RLIMIT_FSIZE, ({file_size}, {file_size}))
_grader_prelude()
del _grader_prelude
"""


class CappedClient(NotebookClient):
    """A NotebookClient that keeps at most ``cap`` bytes of output in all."""

    def __init__(self, nb, cap: int, **kw):
        super().__init__(nb, **kw)
        self.cap, self.used, self.truncated = cap, 0, False
        self.last_reply = None
        self.on_cell_executed = self._remember_reply

    def _remember_reply(self, cell, cell_index, execute_reply):
        self.last_reply = execute_reply

    def output(self, outs, msg, display_id, cell_index):
        size = len(json.dumps(msg.get("content", {})))
        if self.used + size > self.cap:
            if not self.truncated:
                self.truncated = True
                note = "\n[the grader stopped keeping output here: over its limit]\n"
                outs.append(nbformat.v4.new_output("stream", name="stderr", text=note))
            return None
        self.used += size
        return super().output(outs, msg, display_id, cell_index)


class Execution:
    def __init__(self, config: dict):
        self.cfg = config
        self.work = Path(config["workdir"])
        self.deadline = time.monotonic() + config["wall_seconds"]
        self.log = {
            "status": "running",
            "cells": {},  # cell index -> {"error": ..., "timed_out": ...}
            "skipped": [],  # cells that killed or wedged the kernel
            "restarts": 0,
            "not_run": [],
            "output_truncated": False,
            "execution_seconds": None,
            "kernel_failures": [],  # starts of the kernel that failed
        }
        self.client = None
        self.kernel_pid = None

    # --- bookkeeping

    def left(self) -> float:
        return self.deadline - time.monotonic()

    def save(self) -> None:
        if self.client is not None:
            self.log["output_truncated"] = self.client.truncated
        tmp = self.work / "log.json.tmp"
        tmp.write_text(json.dumps(self.log), encoding="utf-8")
        tmp.replace(self.work / "log.json")

    # --- the kernel

    def start_kernel(self) -> None:
        self.client.km = self.client.create_kernel_manager()
        self.client.start_new_kernel(cwd=str(self.work / "sandbox"))
        self.client.start_new_kernel_client()
        pid = getattr(self.client.km.provisioner, "pid", None)
        self.kernel_pid = pid
        (self.work / "kernel.pid").write_text(str(pid or ""), encoding="utf-8")
        memory, file_size = self.cfg["memory_bytes"], self.cfg["file_bytes"]
        prelude = PRELUDE.format(
            memory=memory, file_size=file_size, cap_memory=_CAP_MEMORY_SOURCE
        )
        # it imports torch, which a loaded machine can make slow: as long as a cell
        # may take, or what is left of the wall clock if that is longer
        timeout = max(30, self.cfg["cell_seconds"], self.left())
        status, text = self.run_source(prelude, timeout)
        if status != "ok":
            raise RuntimeError(f"the grader's prelude failed in the kernel: {text}")

    def start_kernel_again_if_needed(self) -> None:
        """Start the kernel, and once more if that fails while time is left: a busy
        machine can be slow to start one. The failures are logged; the second one
        is raised."""
        for attempt in (1, 2):
            try:
                self.start_kernel()
                return
            except Exception as err:  # noqa: BLE001 - any failure to start
                self.log["kernel_failures"].append(f"{type(err).__name__}: {err}"[:300])
                self.save()
                self.stop_kernel()
                if attempt == 2 or self.left() < 5:
                    raise

    def stop_kernel(self) -> None:
        try:
            if self.client.km is not None:
                self.client._cleanup_kernel()
        except Exception:  # noqa: BLE001 - a dead kernel may fail to clean up
            pass
        self.client.km, self.client.kc = None, None

    def restart(self) -> None:
        self.log["restarts"] += 1
        self.stop_kernel()
        self.start_kernel_again_if_needed()

    def run_source(self, source: str, timeout: float) -> tuple[str, str]:
        """Run code that is not part of the notebook: (status, error text)."""
        cell = nbformat.v4.new_code_cell(source)
        self.client.nb.cells.append(cell)
        try:
            return self.execute(len(self.client.nb.cells) - 1, cell, timeout)
        finally:
            self.client.nb.cells.pop()

    def execute(self, index: int, cell, timeout: float) -> tuple[str, str]:
        """Run one cell: ("ok" | "error" | "timeout" | "dead" | "hung", error text)."""
        self.client.timeout = max(1, int(timeout))
        self.client.last_reply = None
        try:
            self.client.execute_cell(cell, index)
        except DeadKernelError:
            return "dead", "the kernel died (out of memory, or the code exited Python)"
        except CellExecutionError as err:  # not expected with allow_errors
            return "error", str(err)[:300]
        reply = (self.client.last_reply or {}).get("content", {})
        if reply.get("status") != "error":
            return "ok", ""
        if reply.get("ename") == TIMEOUT_NAME:
            # The kernel was interrupted. If it does not answer now, it is wedged.
            probe = nbformat.v4.new_code_cell("pass")
            self.client.timeout = 5
            self.client.last_reply = None
            try:
                self.client.execute_cell(probe, index)
            except DeadKernelError:
                return "dead", "the kernel died after a timeout"
            finally:
                self.client.nb.cells[index] = cell
            probe_reply = (self.client.last_reply or {}).get("content", {})
            if probe_reply.get("ename") == TIMEOUT_NAME:
                return "hung", f"ran past {int(timeout)} s and ignored the interrupt"
            return "timeout", f"ran past {int(timeout)} s and was interrupted"
        return "error", f"{reply.get('ename')}: {reply.get('evalue')}"[:300]

    def watch_memory(self, stop: threading.Event) -> None:
        """Kill the kernel when it holds more private memory than the limit: what
        ``RLIMIT_DATA`` does not count (a shared mapping) stops it too; the cell
        then reads as one that killed the kernel."""
        while not stop.wait(0.25):
            pid = self.kernel_pid
            if pid and _WORKER.private_memory(pid) > self.cfg["memory_bytes"]:
                try:
                    os.kill(pid, signal.SIGKILL)
                except OSError:
                    pass

    # --- the notebook, then the checks

    def run_cells(self, cells: list) -> bool:
        """Run the notebook's code cells; False if the kernel cannot be kept alive."""
        position = 0
        while position < len(cells):
            index, cell = cells[position]
            if index in self.log["skipped"]:
                position += 1
                continue
            budget = min(self.cfg["cell_seconds"], self.left())
            if budget < 1:
                self.log["not_run"] = [i for i, _ in cells[position:]]
                return True
            status, text = self.execute(index, cell, budget)
            self.log["cells"][str(index)] = {"status": status, "error": text}
            self.save()
            if status in ("dead", "hung"):
                self.log["skipped"].append(index)
                if self.log["restarts"] >= self.cfg["max_restarts"]:
                    return False
                self.restart()
                position = 0  # replay the cells before it in the new kernel
                continue
            position += 1
        return True

    def run(self) -> None:
        start = time.monotonic()
        try:
            nb = nbformat.read(self.cfg["notebook"], as_version=4)
            cells = [(i, c) for i, c in enumerate(nb.cells) if c.cell_type == "code"]
        except Exception as err:  # noqa: BLE001 - any unreadable file
            self.log["status"] = "unreadable"
            self.log["error"] = f"{type(err).__name__}: {err}"[:300]
            self.save()
            return
        (self.work / "sandbox").mkdir(exist_ok=True)
        self.client = CappedClient(
            nb,
            cap=self.cfg["output_bytes"],
            kernel_name="python3",
            allow_errors=True,
            interrupt_on_timeout=True,
            error_on_timeout={"ename": TIMEOUT_NAME, "evalue": "", "traceback": []},
            startup_timeout=60,
            iopub_timeout=2,
            shutdown_kernel="immediate",
        )
        stop = threading.Event()
        threading.Thread(target=self.watch_memory, args=(stop,), daemon=True).start()
        try:
            self.start_kernel_again_if_needed()
            self.run_cells(cells)
            self.log["execution_seconds"] = time.monotonic() - start
            self.log["status"] = "done"
        except Exception as err:  # noqa: BLE001 - reported, not raised
            self.log["status"] = "crashed"
            self.log["error"] = f"no kernel could be kept running: {err}"[:500]
        finally:
            stop.set()
            self.stop_kernel()
            self.save()
            try:
                nbformat.write(nb, self.work / "executed.ipynb")
            except Exception:  # noqa: BLE001 - the log matters more than this copy
                pass


def main(argv: list[str]) -> int:
    config = json.loads(Path(argv[0]).read_text(encoding="utf-8"))
    os.environ.setdefault("MPLBACKEND", "Agg")
    Execution(config).run()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
