"""Call a student's function on the cases, and record what it called.

``call_cases`` is shared by ``check()`` in the student's notebook (the student's own
feedback) and by the batch grader's judge process (``worker.py``), which runs only the
graded function's slice. It holds no judge: what a call returned is compared with the
reference elsewhere (``core.judge_case``, in the grader's parent for a batch). While a
function runs, ``Recorder`` watches the Python functions it calls and
``OperatorRecorder`` the ATen operators it runs.

Imports only the standard library and torch: it must load fast.
"""

from __future__ import annotations

import collections
import importlib
import os
import random
import re
import signal
import sys
import threading
import types
from contextlib import contextmanager

import torch
from torch.overrides import TorchFunctionMode
from torch.utils._python_dispatch import TorchDispatchMode

NOT_IMPLEMENTED = "not implemented yet"
GRADING_DIR = os.path.dirname(os.path.abspath(__file__))
_OWN_FILE = os.path.abspath(__file__)
# the batch judge's guards (sandbox.py, asking policy.py) run inside every call of a
# slice: the grader's own code, not the student's use of the grader
_GUARD_FILES = {os.path.join(GRADING_DIR, f) for f in ("sandbox.py", "policy.py")}


class CallTimeout(BaseException):
    """Raised inside a student's function that runs too long.

    A BaseException, so that a student's ``except Exception`` does not swallow it.
    """


@contextmanager
def time_limit(seconds: float | None):
    """Interrupt the body after ``seconds`` (main thread with SIGALRM only)."""
    usable = (
        seconds
        and hasattr(signal, "setitimer")
        and threading.current_thread() is threading.main_thread()
    )
    if not usable:
        yield
        return

    def _alarm(signum, frame):
        raise CallTimeout(f"took longer than {seconds:g} s")

    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


# --- forbidden functions, seen while the student's function runs


def _resolve(name: str):
    """The object a dotted name refers to (a module, class or function), or None."""
    parts = name.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:cut]))
        except Exception:  # noqa: BLE001 - not a module at this length
            continue
        try:
            for attr in parts[cut:]:
                obj = getattr(obj, attr)
        except AttributeError:
            return None
        return obj
    return None


class Forbidden:
    """What a list of dotted names forbids: objects, code objects and source files."""

    def __init__(self, names=()):
        self.objects: dict[int, str] = {}
        self.codes: dict[object, str] = {}
        self.files: dict[str, str] = {}
        self._alive: list = []  # ids are only unique while their objects live
        for name in names:
            obj = _resolve(name)
            if obj is None:
                continue
            if isinstance(obj, types.ModuleType):
                path = getattr(obj, "__file__", None)
                if path is None:
                    continue
                path = os.path.abspath(path)
                if os.path.basename(path) == "__init__.py":  # a package: every file
                    for folder, _, files in os.walk(os.path.dirname(path)):
                        for f in files:
                            if f.endswith(".py"):
                                full = os.path.join(folder, f)
                                if full != _OWN_FILE and full not in _GUARD_FILES:
                                    self.files[full] = name
                else:
                    self.files[path] = name
                continue
            self._alive.append(obj)
            self.objects[id(obj)] = name
            functions = [obj]
            if isinstance(obj, type):  # making one, or calling it (not __del__ &c.)
                functions = [
                    getattr(v, "__func__", v)
                    for k, v in vars(obj).items()
                    if k in ("__init__", "__new__", "__call__", "forward")
                ]
            for f in functions:
                code = getattr(f, "__code__", None)
                # a decorator's wrapper shares its code with every function it wraps
                if code is not None and code.co_name == getattr(f, "__name__", None):
                    self.codes[code] = name

    def __bool__(self) -> bool:
        return bool(self.objects or self.codes or self.files)


class _TorchCalls(TorchFunctionMode):
    def __init__(self, recorder):
        super().__init__()
        self.recorder = recorder

    def __torch_function__(self, func, types_, args=(), kwargs=None):
        name = self.recorder.forbidden.objects.get(id(func))
        if name is not None:
            self.recorder.used.add(name)
        return func(*args, **(kwargs or {}))


# Switching the recording off. A function can call sys.setprofile(None) from C code
# (through map, say), which raises no profile event; it cannot hide the audit event
# (PEP 578) that CPython raises for every sys.setprofile and sys.settrace, and an audit
# hook, once added, cannot be removed. The hook notes those events while a Recorder
# watches, apart from the grader's own calls.
_AUDIT = {"watching": 0, "own": 0, "seen": set(), "installed": False}
_AUDITED = ("sys.setprofile", "sys.settrace")


def _audit(event, args):
    if event in _AUDITED and _AUDIT["watching"] and not _AUDIT["own"]:
        _AUDIT["seen"].add(event)


def _set_profile(fn) -> None:
    """sys.setprofile for the grader's own use (not counted by the audit hook)."""
    _AUDIT["own"] += 1
    try:
        sys.setprofile(fn)
    finally:
        _AUDIT["own"] -= 1


# Printing a tensor (``print``, ``repr``, an f-string) runs torch's own Python code,
# some of it in files the recorder watches (``torch._ops``, for the operator
# namespace): while torch formats a tensor, calls into torch's own files are not
# counted (they compute the text, not the answer). Calls into any other forbidden file
# (the library, the grader) still count, and so do forbidden torch functions called by
# object (``torch.softmax``) and the forbidden ATen operators.
_TORCH_DIR = os.path.dirname(os.path.abspath(torch.__file__)) + os.sep
_TENSOR_STR_FILE = os.path.abspath(torch._tensor_str.__file__)


class Recorder:
    """Records which forbidden functions are called inside the ``with`` block.

    Torch functions through ``TorchFunctionMode`` (``torch.softmax``, ``F.softmax``,
    ``Tensor.softmax``), Python functions and classes through a ``sys.setprofile``
    hook (``nn.Softmax.forward``, anything in a forbidden module's file; not torch's
    own files while torch prints a tensor).
    """

    def __init__(self, forbidden: Forbidden):
        self.forbidden = forbidden
        self.used: set[str] = set()
        self.display = None  # the frame of torch's tensor printing, while it runs

    def _profile(self, frame, event, arg):
        f = self.forbidden
        if event == "call":
            code = frame.f_code
            if self.display is None and code.co_filename == _TENSOR_STR_FILE:
                self.display = frame
            name = f.codes.get(code) or f.files.get(code.co_filename)
            if name is not None and not (
                self.display is not None and code.co_filename.startswith(_TORCH_DIR)
            ):
                self.used.add(name)
        elif event == "return":
            if frame is self.display:
                self.display = None
        elif event == "c_call" and frame.f_code.co_filename != _OWN_FILE:
            name = f.objects.get(id(arg))
            if name is not None:
                self.used.add(name)

    @contextmanager
    def watch(self):
        if not self.forbidden:
            yield self
            return
        if not _AUDIT["installed"]:
            sys.addaudithook(_audit)
            _AUDIT["installed"] = True
        previous = sys.getprofile()
        mode = _TorchCalls(self)
        mode.__enter__()
        _AUDIT["seen"] = set()
        _AUDIT["watching"] += 1
        _set_profile(self._profile)
        try:
            yield self
        finally:
            _set_profile(previous)
            _AUDIT["watching"] -= 1
            self.used.update(_AUDIT["seen"])  # the recording was switched off
            try:
                mode.__exit__(None, None, None)
            except Exception:  # noqa: BLE001 - the student may have popped it
                pass


class OperatorRecorder(TorchDispatchMode):
    """Records the ATen operators matching ``pattern`` that run inside the ``with``
    block. Below the torch-function layer: every Python alias of an operator
    (``torch._softmax``, ``F.scaled_dot_product_attention`` used as a softmax) meets
    here under its operator's name (``aten::_softmax``, ``aten::_safe_softmax``)."""

    @classmethod
    def _should_skip_dynamo(cls) -> bool:  # else the first call imports torch._dynamo
        return False  # (3 s) to guard against compiling, which no check does

    def __init__(self, pattern: str):
        super().__init__()
        self.pattern = re.compile(pattern) if pattern else None
        self.used: set[str] = set()

    def __torch_dispatch__(self, func, types_, args=(), kwargs=None):
        name = func._schema.name
        if self.pattern.search(name):
            self.used.add(name)
        previous = sys.getprofile()  # the operator's own Python code is torch's
        _set_profile(None)
        try:
            return func(*args, **(kwargs or {}))
        finally:
            _set_profile(previous)

    @contextmanager
    def watch(self):
        if self.pattern is None:
            yield self
            return
        with self:
            yield self


# --- calling the student's function on each case


def call_cases(
    fn, cases, timeout, forbidden_names=(), raw=False, forbidden_ops=""
) -> list[dict]:
    """Call ``fn`` on each case: ``cases`` is a list of (seed, args, kwargs).

    ``forbidden_names``: dotted names, or a ``Forbidden`` made of them once. Returns
    one dict per case: ``status`` is "returned" (with ``value``), "raised"
    (``error`` type name, ``text``), "not_plain" (``text`` says what came back),
    "not_implemented", "timeout" or "skipped" (``text`` says why), and ``used``
    lists the forbidden functions it called and the forbidden operators
    (``forbidden_ops``, a pattern of ATen names) it ran. Unless ``raw``, what the call
    returned is turned into plain data (``plain``) while the time limit and the
    recorders still hold, and so is the text of what it raised: nothing the student
    wrote runs after either stops. After a stub or a call that timed out, the
    function is not called again.
    """
    forbidden = forbidden_names
    if not isinstance(forbidden, Forbidden):
        forbidden = Forbidden(forbidden_names)
    outcomes = []
    skip = ""
    for seed, args, kwargs in cases:
        if skip:
            outcomes.append({"status": "skipped", "text": skip, "used": []})
            continue
        recorder = Recorder(forbidden)
        operators = OperatorRecorder(forbidden_ops)
        # each case starts from its seed, in torch and in Python's random module:
        # nothing a case leaves there reaches the next one
        python_random = random.getstate()
        with torch.random.fork_rng(devices=[]):
            torch.manual_seed(seed)
            random.seed(seed)
            try:
                with time_limit(timeout), operators.watch(), recorder.watch():
                    outcome = _call_once(fn, args, kwargs, convert=not raw)
            except CallTimeout as err:
                outcome = {"status": "timeout", "text": f"your function {err}"}
            finally:
                random.setstate(python_random)
        if outcome["status"] == "not_implemented":
            skip = NOT_IMPLEMENTED
        elif outcome["status"] == "timeout":
            skip = "not run (an earlier call timed out)"
        outcome["used"] = sorted(recorder.used) + sorted(operators.used)
        outcomes.append(outcome)
    return outcomes


def _call_once(fn, args, kwargs, convert: bool) -> dict:
    """One call and what it gave, as plain data (runs inside the limits)."""
    try:
        value = fn(*args, **kwargs)
    except NotImplementedError:
        return {"status": "not_implemented"}
    except (Exception, SystemExit) as err:  # noqa: BLE001 - student code raises anything
        return {
            "status": "raised",
            "error": _type_name(err),
            "text": _text(err),
            "system_exit": isinstance(err, SystemExit),
        }
    if not convert:
        return {"status": "returned", "value": value}
    try:
        return {"status": "returned", "value": plain(value)}
    except NotPlain as err:
        return {"status": "not_plain", "text": str(err)}


def _type_name(obj) -> str:
    """The name of ``obj``'s class, read from the class itself (a metaclass cannot
    answer in its place)."""
    name = type.__dict__["__name__"].__get__(type(obj), type)
    return name if type(name) is str else "object"


def _text(err: BaseException) -> str:
    """What an exception says, as an exact str (at most 2000 characters)."""
    try:
        text = str(err)
        text = str.__str__(text) if isinstance(text, str) else ""
    except Exception:  # noqa: BLE001 - a __str__ that raises
        text = "<an exception that could not be printed>"
    return text[:2000]


class NotPlain(Exception):
    """A returned value that is not plain data (says what it is, by type name)."""


MAX_DEPTH = 20  # nesting of lists, tuples and dicts in a returned value
MAX_ITEMS = 1_000_000  # items in all, tensors counted as one each
_SCALARS = (bool, int, float, complex, str, type(None))
_DICTS = (dict, collections.OrderedDict, collections.Counter, collections.defaultdict)


def plain(obj):
    """``obj`` as plain data that ``torch.load(weights_only=True)`` reads, made of
    exact types only (``type(x) is ...``, never a subclass or an object that says it
    is one): a ``torch.Tensor`` (detached, contiguous, on the CPU, a copy; a
    ``Parameter`` becomes one), bool, int, float, complex, str, None, and lists,
    tuples and dicts of them (the standard library's own dicts become a dict). Raises
    ``NotPlain`` for anything else, naming its type, never calling its methods."""
    budget = [MAX_ITEMS]
    with torch._C.DisableTorchFunction():
        return _plain(obj, "", budget)


def _plain(obj, where: str, budget: list[int]):
    kind = type(obj)
    budget[0] -= 1
    if budget[0] < 0:
        raise NotPlain(f"a value with more than {MAX_ITEMS} items")
    if where.count("[") > MAX_DEPTH:
        raise NotPlain(f"a value nested more than {MAX_DEPTH} deep")
    if kind in _SCALARS:
        return obj
    if kind is torch.Tensor or kind is torch.nn.Parameter:
        return _plain_tensor(obj, where)
    if kind is list or kind is tuple:
        items = [_plain(x, f"{where}[{i}]", budget) for i, x in enumerate(obj)]
        return items if kind is list else tuple(items)
    if kind in _DICTS:
        out = {}
        for key, value in dict.items(obj):
            if type(key) not in _SCALARS:
                raise NotPlain(
                    f"a dict with a key of type `{_type_name(key)}`{_at(where)}"
                )
            out[key] = _plain(value, f"{where}[{key!r}]", budget)
        return out
    raise NotPlain(f"an object of type `{_type_name(obj)}`{_at(where)}")


def _plain_tensor(obj, where: str) -> torch.Tensor:
    if obj.layout != torch.strided:
        raise NotPlain(f"a tensor with layout {obj.layout}{_at(where)}")
    try:
        t = torch.Tensor.detach(obj).cpu().resolve_conj().resolve_neg()
        t = t.clone(memory_format=torch.contiguous_format)
    except Exception as err:  # noqa: BLE001 - a tensor that cannot be copied
        raise NotPlain(f"a tensor that could not be copied ({err})"[:300]) from None
    if type(t) is not torch.Tensor:
        raise NotPlain(f"a tensor of type `{_type_name(t)}`{_at(where)}")
    return t


def _at(where: str) -> str:
    return f" (at {where[:100]})" if where else ""
