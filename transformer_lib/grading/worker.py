"""The judge process: runs the graded functions' slices, and nothing else.

The batch grader (``judge.run_judge``) starts one interpreter, isolated (``python
-I -B``), with a small bootstrap (``BOOT``) that reads from a socket on its standard
input the boot frame (JSON; frames are an 8-byte length, then the bytes): ``sys.path``
as the grader sees it, and the source of every module of ``transformer_lib`` as the
grader read it when it started. It imports the library and the grader from these
sources, never from the disk that a submission could have written to, imports torch,
and becomes the server of judges (``serve``): it runs nobody's code, and forks a fresh
judge for each submission. A judge (``main``) reads from its own socket:

1. the slices (JSON): for each exercise, the function's name and the definitions it
   needs (``slicer.py``), what it forbids, and the time limit per call. They are run,
   each into a namespace of its own, and the judge answers with what happened;
2. then one case at a time (``torch.save``): the parent sends a case, drawn afresh for
   this run, reads the answer, and only then sends the next one, so that the judge
   never holds a case it is not running; the public cases of every exercise come
   before any private one.

For each case it calls the function, recording the Python functions
(``kernel.Recorder``) and the ATen operators (``kernel.OperatorRecorder``, a
``TorchDispatchMode``: below the torch-function layer, so no switch in Python hides
them) that the call runs, and turns what it returned into plain data inside the time
limit and under the recorders (``kernel.plain``). It answers with one frame
(``torch.save``), which the parent loads with ``weights_only=True`` and judges. The
student's output goes to standard error; the frames go to a copy of the socket made
before any slice ran.
"""

from __future__ import annotations

import io
import json
import os
import struct
import sys

BOOT = r"""
import importlib.abc, importlib.util, json, os, struct, sys
def _read(n):
    data = b""
    while len(data) < n:
        more = os.read(0, n - len(data))
        if not more:
            raise SystemExit(3)
        data += more
    return data
_boot = json.loads(_read(struct.unpack(">Q", _read(8))[0]))
sys.path[:] = _boot["path"]
class _Memory(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    def __init__(self, modules):
        self.modules = modules
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] != "transformer_lib":
            return None
        if name not in self.modules:
            raise ImportError(f"no module named {name!r} in the grader's copy")
        filename, _, package = self.modules[name]
        spec = importlib.util.spec_from_loader(name, self, origin=filename, is_package=package)
        spec.has_location = True
        return spec
    def create_module(self, spec):
        return None
    def exec_module(self, module):
        filename, source, _ = self.modules[module.__name__]
        module.__file__ = filename
        exec(compile(source, filename, "exec", dont_inherit=True), module.__dict__)
sys.meta_path.insert(0, _Memory(_boot["modules"]))
del _boot["modules"]
from transformer_lib.grading.worker import serve
serve()
"""


def cap_memory(memory_bytes: int) -> None:
    """Let this process and its children allocate ``memory_bytes`` more than they
    have mapped for data now (torch's own mappings, once torch is imported):
    ``RLIMIT_DATA``, which Linux applies to every private writable mapping (the heap,
    malloc's and torch's buffers, anonymous mmaps), not ``RLIMIT_AS``, which counts
    address space too. A CUDA build of torch maps about 5 GB when it is imported
    (1.5 GB of it writable, little of it touched), so an address-space cap of 2 GB
    stops `import torch` itself. Where the limit is refused (macOS may), nothing is
    capped; the parents also watch what the process holds (``private_memory``)."""
    import resource

    limit = data_mapped() + memory_bytes
    hard = resource.getrlimit(resource.RLIMIT_DATA)[1]
    if hard != resource.RLIM_INFINITY:
        limit = min(limit, hard)
    try:
        resource.setrlimit(resource.RLIMIT_DATA, (limit, limit))
    except (ValueError, OSError):
        pass


def data_mapped() -> int:
    """The bytes of private writable memory this process has mapped (``VmData``;
    0 where it cannot be read)."""
    try:
        with open("/proc/self/status", "rb") as status:
            for line in status:
                if line.startswith(b"VmData:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return 0


def private_memory(pid: int) -> int:
    """The bytes of memory that process ``pid`` has touched and holds for itself:
    anonymous pages and shared-memory pages (``RssAnon`` + ``RssShmem`` on Linux; 0
    where they cannot be read). ``RLIMIT_DATA`` does not count a shared mapping; the
    parents of the kernel and of the judge watch this and stop the process past the
    limit."""
    total = 0
    try:
        with open(f"/proc/{pid}/status", "rb") as status:
            for line in status:
                if line.startswith((b"RssAnon:", b"RssShmem:")):
                    total += int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        return 0
    return total


def _read_exact(fd: int, n: int) -> bytes:
    data = b""
    while len(data) < n:
        more = os.read(fd, n - len(data))
        if not more:
            raise SystemExit(3)  # the parent went away
        data += more
    return data


def read_frame(fd: int) -> bytes:
    (size,) = struct.unpack(">Q", _read_exact(fd, 8))
    return _read_exact(fd, size)


def write_frame(fd: int, data: bytes) -> None:
    view = memoryview(struct.pack(">Q", len(data)) + data)
    while view:
        view = view[os.write(fd, view) :]


def _load_slice(sources, timeout: float, forbidden=()) -> tuple[dict, dict]:
    """Run a slice's definitions in a fresh namespace, compiled and guarded by the
    sandbox so that it reaches only what its exercise allows (``forbidden``: the
    dotted names the exercise forbids): (namespace, status)."""
    from .kernel import CallTimeout, time_limit
    from .sandbox import Guard, compile_slice

    namespace = Guard(forbidden).namespace()
    try:
        with time_limit(timeout):
            for filename, source in sources:
                exec(compile_slice(source, filename), namespace)
    except CallTimeout as err:
        return namespace, {"status": "load_error", "text": f"defining it {err}"}
    except BaseException as err:  # noqa: BLE001 - a definition that raises anything
        text = f"{type(err).__name__}: {err}"[:500]
        return namespace, {"status": "load_error", "text": text}
    return namespace, {"status": "loaded"}


def _status(namespace: dict, status: dict, function: str) -> dict:
    """What the parent needs to know of a loaded slice before it sends a case: is
    the graded function there, and can it be called (its type name if not)."""
    if status["status"] == "loaded" and not callable(namespace.get(function)):
        from .kernel import _type_name  # (NoneType: its definition deleted it)

        return {"status": "not_callable", "text": _type_name(namespace.get(function))}
    return status


def main() -> None:
    out = os.dup(1)  # the frames go here; what the student's code prints, to stderr
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    import torch

    torch.set_num_threads(1)
    from .kernel import Forbidden, call_cases

    write_frame(out, json.dumps({"ready": True}).encode())
    slices = json.loads(read_frame(0))
    exercises, namespaces, statuses = slices["slices"], {}, {}
    for exercise_id, item in exercises.items():
        namespace, status = _load_slice(
            item["sources"], slices["timeout"], item.get("forbidden", ())
        )
        namespaces[exercise_id] = namespace
        statuses[exercise_id] = _status(namespace, status, item["function"])
    write_frame(out, json.dumps(statuses).encode())
    forbidden = {}
    while True:  # one case at a time: the parent sends the next after this answer
        request = torch.load(io.BytesIO(read_frame(0)), weights_only=False)
        exercise_id, index = request["id"], request["index"]
        item = exercises[exercise_id]
        if exercise_id not in forbidden:
            forbidden[exercise_id] = Forbidden(item["forbidden"])
        (outcome,) = call_cases(
            namespaces[exercise_id][item["function"]],
            [request.pop("case")],
            slices["timeout"],
            forbidden[exercise_id],
            forbidden_ops=item["operators"],
        )
        reply = {"token": slices["token"], "id": exercise_id, "index": index}
        buffer = io.BytesIO()
        torch.save({**reply, "outcome": outcome}, buffer)
        del request, outcome
        write_frame(out, buffer.getvalue())


def serve() -> None:
    """The judges' parent: started once by the grader, it imports torch and the
    grader's copy of the package, runs no submission's code, and forks a fresh judge
    (``main``) for each request. A request is a socket passed over standard input
    (``socket.send_fds``) with the memory limit; the answer is the judge's pid."""
    import signal
    import socket

    import torch

    torch.set_num_threads(1)
    import torch.nn.functional  # noqa: F401 - what every judge needs, imported once

    from . import core, kernel, sandbox  # noqa: F401

    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # children are reaped by the system
    control = socket.socket(fileno=os.dup(0))
    write_frame(1, json.dumps({"ready": True}).encode())
    while True:
        message, fds, _, _ = socket.recv_fds(control, 1024, 1)
        if not message or len(fds) != 1:
            os._exit(0)  # the grader went away
        memory = int(json.loads(message)["memory"])
        pid = os.fork()
        if pid == 0:  # the judge: a fresh process that has run nothing of anyone's
            try:
                control.close()
                os.setsid()
                signal.signal(signal.SIGCHLD, signal.SIG_DFL)
                cap_memory(memory)
                os.dup2(fds[0], 0)
                os.dup2(fds[0], 1)
                os.close(fds[0])
                main()
            finally:
                os._exit(0)
        os.close(fds[0])
        control.sendall(struct.pack(">Q", pid))
