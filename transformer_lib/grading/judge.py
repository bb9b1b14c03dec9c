"""The judge of the batch grader: a fresh process runs the slices, this one scores.

``run_judge`` starts the judge process (``worker.py``) for one submission, gives it the
library's source as this process read it, the slices of the graded functions
(``slicer.py``), and then the plan: the cases' inputs, drawn afresh for this run. It
reads back, over a socket, what each function returned, and loads it with
``torch.load(weights_only=True)``, which rebuilds only plain data (tensors, numbers,
strings, lists, tuples, dicts) and cannot execute code. A judge that dies or runs out
of time fails the exercise it was grading, with a message that says so, and a new one
grades the rest. The references, the comparison and the hints are all computed in
this process (``core.judge_case``), which never runs the submission's code.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import re
import secrets
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
import warnings
from dataclasses import dataclass, field

import torch

from .core import (
    NOT_PLAIN_HINT,
    Exercise,
    ExerciseResult,
    failed_result,
    forbidden_names,
    forbidden_operators,
    judge_exercise,
    not_callable_result,
)
from .kernel import NotPlain, plain
from .worker import BOOT, private_memory

_STATUSES = {
    "returned",
    "raised",
    "not_plain",
    "not_implemented",
    "timeout",
    "skipped",
    "failed",
}


class UnsafeOutput(ValueError):
    """The outputs file holds something that is not plain data."""


def plain_value(obj):
    """A loaded value checked as plain data of exact types, by the rule that made it
    in the judge process (``kernel.plain``); ``UnsafeOutput`` for anything else."""
    try:
        return plain(obj)
    except NotPlain as err:
        raise UnsafeOutput(str(err)) from None


def _outcome(raw, known) -> dict:
    """One case's outcome as the judge sent it, checked; of the names it says the
    function used, only those ``known`` accepts (what the exercise forbids: a name
    that is not one could only carry something else, a private input say)."""
    if not isinstance(raw, dict) or raw.get("status") not in _STATUSES:
        raise UnsafeOutput("a case without a known status")
    outcome = {"status": raw["status"]}
    for key in ("error", "text"):
        if key in raw:
            outcome[key] = str(raw[key])[:2000] if type(raw[key]) is str else ""
    outcome["system_exit"] = raw.get("system_exit") is True
    used = raw.get("used", [])
    if not isinstance(used, list) or not all(type(u) is str for u in used):
        raise UnsafeOutput("a list of used functions that is not a list of names")
    outcome["used"] = [u for u in used if known(u)]
    if raw["status"] == "returned":
        outcome["value"] = plain_value(raw.get("value"))
    return outcome


def load_frame(frame: bytes):
    """What the judge process sent, rebuilt as plain data only: tensors, numbers,
    strings, lists, tuples, dicts (``torch.load(weights_only=True)``, which runs no
    code). Raises ``UnsafeOutput`` for anything else."""
    try:
        with warnings.catch_warnings():  # a file not written by torch.save
            warnings.simplefilter("ignore")
            return torch.load(io.BytesIO(frame), weights_only=True, map_location="cpu")
    except Exception as err:  # noqa: BLE001 - whatever the bytes hold
        raise UnsafeOutput(
            f"{type(err).__name__}: {err}".splitlines()[0][:300]
        ) from None


def judge_record(exercise: Exercise, record, cases=None) -> ExerciseResult:
    """Score one exercise from what the judge process returned about it (``cases``:
    the cases it was called on, by default the exercise's own)."""
    cases = exercise.cases if cases is None else cases
    if not isinstance(record, dict):
        raise UnsafeOutput("not a record")
    if "not_callable" in record:
        return not_callable_result(exercise, cases, str(record["not_callable"])[:200])
    outcomes = record.get("cases")
    if not isinstance(outcomes, list) or len(outcomes) != len(cases):
        raise UnsafeOutput("not one result per case")
    names = set(forbidden_names(exercise))
    operators = re.compile(forbidden_operators(exercise) or r"(?!)")

    def known(name: str) -> bool:
        if name in names:
            return True
        return bool(re.fullmatch(r"aten::\w+", name) and operators.search(name))

    return judge_exercise(exercise, [_outcome(c, known) for c in outcomes], cases)


def judge_exercise_safely(exercise: Exercise, record, cases=None) -> ExerciseResult:
    """``judge_record`` of what ``run_judge`` gave for the exercise: 0 on every case
    with its message when that is one, and with a clear message when the record is
    missing or not plain data."""
    if isinstance(record, str):
        return failed_result(exercise, record)
    try:
        if record is None:
            raise UnsafeOutput("no result came back")
        return judge_record(exercise, record, cases)
    except UnsafeOutput as err:
        why = str(err)
    except Exception as err:  # noqa: BLE001 - a record shaped to break the judge
        why = f"{type(err).__name__}: {err}"[:300]
    return failed_result(
        exercise,
        f"the results of your function could not be read safely ({why})",
        NOT_PLAIN_HINT,
    )


# --- the judge process


@dataclass
class Job:
    """One exercise for the judge process: the slice, then the cases to call."""

    id: str
    function: str
    sources: list[tuple[str, str]]
    cases: list[tuple]  # (seed, args, kwargs), drawn afresh
    forbidden: list[str]
    operators: str  # a pattern of ATen operator names
    private: list[bool] = field(default_factory=list)  # per case (default: none)

    def order(self, private: bool) -> list[int]:
        """The indices of its public (or private) cases."""
        flags = self.private or [False] * len(self.cases)
        return [i for i, flag in enumerate(flags) if flag == private]


class JudgeFailed(Exception):
    """The judge process died, hung or sent something that is not a frame."""


def judge_environment() -> dict:
    env = dict(os.environ)
    for var in ("OMP_NUM_THREADS", "MKL_NUM_THREADS"):
        env.setdefault(var, "1")
    env.setdefault("MALLOC_ARENA_MAX", "2")
    env["MPLBACKEND"] = "Agg"
    return env


def parent_path() -> list[str]:
    """This process's module search path, absolute: the judge and the notebook's
    processes see the packages this one sees, however they were installed (a venv,
    PYTHONPATH, a .pth file)."""
    return [os.path.abspath(p) for p in sys.path if isinstance(p, str)]


class _Connection:
    """Frames to and from a judge process; while it waits for one, it checks every
    quarter of a second that the process (``pid``) holds no more private memory than
    ``max_bytes`` (``worker.private_memory``)."""

    def __init__(self, sock: socket.socket, max_bytes: int, pid: int | None = None):
        self.sock, self.max_bytes, self.pid = sock, max_bytes, pid

    def send(self, data: bytes) -> None:
        self.sock.settimeout(60)
        self.sock.sendall(struct.pack(">Q", len(data)) + data)

    def _exact(self, n: int, deadline: float) -> bytes:
        chunks, got = [], 0
        while got < n:
            left = deadline - time.monotonic()
            if left <= 0:
                raise JudgeFailed("timeout")
            self.sock.settimeout(min(left, 0.25))
            try:
                chunk = self.sock.recv(min(n - got, 1 << 20))
            except TimeoutError:
                if self.pid and private_memory(self.pid) > self.max_bytes:
                    raise JudgeFailed("used more memory than the limit") from None
                continue
            except OSError as err:
                raise JudgeFailed(f"died ({err})") from None
            if not chunk:
                raise JudgeFailed("died")
            chunks.append(chunk)
            got += len(chunk)
        return b"".join(chunks)

    def receive(self, seconds: float) -> bytes:
        deadline = time.monotonic() + seconds
        (size,) = struct.unpack(">Q", self._exact(8, deadline))
        if size > self.max_bytes:
            raise JudgeFailed(f"sent {size} bytes, more than the memory limit")
        return self._exact(size, deadline)


def _one_judge(jobs, todo, modules, memory_bytes, call_seconds, deadline, results):
    """Run one judge process: load the slices of ``jobs``, then run their cases in
    ``todo`` ((exercise id, case index) pairs, in order) one at a time, removing each
    from ``todo`` when its outcome is in ``results`` (id -> record, or a message for
    an exercise whose slice could not be loaded). Raises ``JudgeFailed`` (its stage:
    "starting", "defining", or the case it was running) when the process fails."""
    by_id = {j.id: j for j in jobs}
    stage, pid, parent = "starting", None, None

    def seconds(wanted: float) -> float:
        return max(0.0, min(wanted, deadline - time.monotonic()))

    try:
        parent, pid = _fork_judge(modules, memory_bytes)
        connection = _Connection(parent, memory_bytes, pid)
        if json.loads(connection.receive(seconds(60))) != {"ready": True}:
            raise JudgeFailed("did not start")
        stage = "defining"
        token = secrets.token_hex(16)
        slices = {
            "slices": {
                j.id: {
                    "sources": j.sources,
                    "function": j.function,
                    "forbidden": j.forbidden,
                    "operators": j.operators,
                }
                for j in jobs
            },
            "timeout": call_seconds,  # per call, and for defining the slices
            "token": token,
        }
        connection.send(json.dumps(slices).encode())
        wait = seconds(call_seconds * len(jobs) + 10)
        statuses = json.loads(connection.receive(wait))
        for job in jobs:
            status = statuses.get(job.id) if isinstance(statuses, dict) else None
            if not isinstance(results.get(job.id), dict):  # a first load
                results[job.id] = _loaded(job, status or {})
        for exercise_id, index in [t for t in todo if t[0] in by_id]:
            record = results.get(exercise_id)
            if not isinstance(record, dict) or "cases" not in record:
                todo.remove((exercise_id, index))  # no function to call
                continue
            if time.monotonic() >= deadline:
                return
            stage = (exercise_id, index)
            buffer = io.BytesIO()
            case = by_id[exercise_id].cases[index]
            torch.save({"id": exercise_id, "index": index, "case": case}, buffer)
            connection.send(buffer.getvalue())
            del buffer, case
            frame = connection.receive(seconds(call_seconds + 10))
            try:
                data = load_frame(frame)
            except UnsafeOutput as err:
                raise JudgeFailed(f"sent something unreadable ({err})") from None
            if not isinstance(data, dict) or (
                data.get("token"),
                data.get("id"),
                data.get("index"),
            ) != (token, exercise_id, index):
                raise JudgeFailed("sent a frame that is not the grader's")
            record["cases"][index] = data.get("outcome")
            todo.remove((exercise_id, index))
    except JudgeFailed as err:
        raise JudgeFailed(stage, str(err)) from None
    except (OSError, ValueError) as err:
        raise JudgeFailed(stage, f"died ({type(err).__name__}: {err})") from None
    finally:
        if parent is not None:
            parent.close()
        if pid is not None:
            kill_group(pid)


def _loaded(job: Job, status: dict):
    """What the judge said of a slice, as the exercise's record: None while it is
    loaded and its cases run."""
    kind = status.get("status")
    if kind == "loaded":
        return {"cases": [None] * len(job.cases)}
    if kind == "not_callable":
        return {"not_callable": f"an object of type {str(status.get('text'))[:100]}"}
    text = str(status.get("text", "it did not load"))[:300]
    return f"defining your function failed: {text}"


class _Zygote:
    """The server of judges (``worker.serve``): one process that imported torch and
    the grader's copy of the package once, and forks a fresh judge on request."""

    def __init__(self, key: str, modules: dict):
        self.key, self.lock = key, threading.Lock()
        self.control, child = socket.socketpair()
        self.proc = subprocess.Popen(
            # isolated (-I: no PYTHON* variables, no user site, not the working folder
            # on the path), writing no bytecode (-B); the package from memory
            [sys.executable, "-I", "-B", "-c", BOOT],
            stdin=child.fileno(),
            stdout=child.fileno(),
            stderr=subprocess.DEVNULL,
            cwd=tempfile.gettempdir(),
            env=judge_environment(),
            start_new_session=True,
        )
        child.close()
        connection = _Connection(self.control, 1 << 20)
        connection.send(
            json.dumps({"path": parent_path(), "modules": modules}).encode()
        )
        if json.loads(connection.receive(120)) != {"ready": True}:
            raise JudgeFailed("the server of judges did not start")

    def alive(self) -> bool:
        return self.proc.poll() is None

    def fork(self, memory_bytes: int) -> tuple[socket.socket, int]:
        parent, child = socket.socketpair()
        with self.lock:
            request = json.dumps({"memory": memory_bytes}).encode()
            socket.send_fds(self.control, [request], [child.fileno()])
            child.close()
            pid = _Connection(self.control, 8)._exact(8, time.monotonic() + 30)
        return parent, struct.unpack(">Q", pid)[0]

    def stop(self) -> None:
        self.control.close()
        kill_group(self.proc.pid)
        self.proc.wait()


def kill_group(pid: int) -> None:
    """SIGKILL to the process group ``pid`` leads (gone already: nothing)."""
    try:
        os.killpg(pid, signal.SIGKILL)
    except OSError:
        pass


_ZYGOTE: _Zygote | None = None
_zygote_lock = threading.Lock()


def _zygote(modules: dict) -> _Zygote:
    """The server of judges for this copy of the package, started again when the
    package changed or it stopped; ``JudgeFailed`` when it does not start."""
    global _ZYGOTE
    key = hashlib.sha256(
        json.dumps([parent_path(), sorted(modules.items())]).encode()
    ).hexdigest()
    with _zygote_lock:
        if _ZYGOTE is not None and (_ZYGOTE.key != key or not _ZYGOTE.alive()):
            _ZYGOTE.stop()
            _ZYGOTE = None
        if _ZYGOTE is None:
            _ZYGOTE = _Zygote(key, modules)
        return _ZYGOTE


def _fork_judge(modules: dict, memory_bytes: int) -> tuple[socket.socket, int]:
    """A fresh judge from the server of judges; a server that cannot fork one is
    stopped, and a fresh server asked once more."""
    zygote = _zygote(modules)
    try:
        return zygote.fork(memory_bytes)
    except (OSError, JudgeFailed):
        zygote.stop()
    return _zygote(modules).fork(memory_bytes)


def run_judge(
    jobs: list[Job],
    modules: dict,
    memory_bytes: int,
    call_seconds: float,
    deadline: float | None = None,
) -> dict:
    """{exercise id: the judge's record, or a message saying why there is none}.

    The cases run one at a time, the public cases before the private ones: each
    public outcome of a judge process is back here before a private input is sent to
    it. A judge that fails on a case fails that case (and skips the rest of its
    exercise); a new judge runs what is left. Nothing runs past ``deadline``
    (``time.monotonic()``; by default, as long as the calls may take)."""
    if deadline is None:
        deadline = (
            time.monotonic()
            + 60
            + sum((call_seconds + 10) * (len(j.cases) + 1) for j in jobs)
        )
    results: dict = {}
    todo = [
        (j.id, i) for private in (False, True) for j in jobs for i in j.order(private)
    ]
    groups = [list(jobs)]
    while groups and time.monotonic() < deadline:
        group = groups.pop(0)
        try:
            _one_judge(
                group, todo, modules, memory_bytes, call_seconds, deadline, results
            )
        except JudgeFailed as err:
            stage, what = err.args
            if stage == "defining" and len(group) > 1:  # find whose slice it was
                groups = [[j] for j in group] + groups
                continue
            if stage in ("starting", "defining"):
                why = f"the judge process failed while {stage} your functions: {what}"
                _finish(results, todo, {j.id for j in group}, "failed", why, why)
            elif time.monotonic() < deadline:  # else it stays to do: not run
                _fail_case(results, todo, *stage, what)
        left = {exercise_id for exercise_id, _ in todo}
        rest = [j for j in group if j.id in left]
        if rest:
            groups.insert(0, rest)
    limit = "the submission's time limit was reached"  # for what it left
    ids = {t[0] for t in todo}
    _finish(results, todo, ids, "skipped", f"not run ({limit})", f"not graded: {limit}")
    return results


def _finish(results, todo, ids, status: str, text: str, unloaded: str) -> None:
    """What is left to do of the exercises ``ids`` is not run: each case left gets
    ``status`` and ``text`` if its slice was loaded, else the exercise ``unloaded``."""
    for exercise_id, index in [t for t in todo if t[0] in ids]:
        record = results.get(exercise_id)
        if isinstance(record, dict) and "cases" in record:
            record["cases"][index] = _grader_outcome(status, text)
        else:
            results[exercise_id] = unloaded
    todo[:] = [t for t in todo if t[0] not in ids]


def _grader_outcome(status: str, text: str) -> dict:
    """A case's outcome written by the grader, not the judge (it used nothing)."""
    return {"status": status, "text": text, "used": []}


def _fail_case(results, todo, exercise_id: str, index: int, what: str) -> None:
    """A judge failed while it ran this case: the case fails, and the cases of its
    exercise not yet run are skipped (those already run keep their outcomes)."""
    verb = "ran out of time" if what == "timeout" else what
    cases = results[exercise_id]["cases"]
    cases[index] = _grader_outcome(
        "failed",
        f"the judge process {verb} while it ran this case (your function "
        "may have used too much memory or time, or exited Python)",
    )
    for item in [t for t in todo if t[0] == exercise_id]:
        todo.remove(item)
        if item[1] != index:
            cases[item[1]] = _grader_outcome(
                "skipped", "not run (the judge process failed on an earlier case)"
            )
