"""The slice of a graded function (slicer.py), the operator recorder, and the judge's
processes seeing the packages the grader sees (issue 20)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest
import torch
from grading_attacks import SDPA_SOFTMAX_OP

from transformer_lib.grading import run_checks
from transformer_lib.grading.core import fresh_cases, redact
from transformer_lib.grading.registry import exercises, get_exercise
from transformer_lib.grading.slicer import code_cells, extract

ROOT = Path(__file__).resolve().parent.parent


def notebook(*sources: str) -> list:
    cells = [
        {"cell_type": "code", "metadata": {}, "outputs": [], "source": s}
        for s in sources
    ]
    return code_cells(json.dumps({"cells": cells, "metadata": {}}))


def test_every_solution_slices_cleanly_and_leaves_the_rest_out():
    for path in sorted((ROOT / "exercises" / "solutions").glob("ex*.ipynb")):
        cells = code_cells(path.read_text(encoding="utf-8"))
        for exercise in exercises(path.name[:4]):
            piece = extract(cells, exercise.function)
            assert not piece.missing and piece.problems == [], (exercise.id, piece)
            text = "\n".join(source for _, source in piece.sources())
            assert "check(" not in text, exercise.id  # top-level calls never run
            assert f"def {exercise.function}(" in text


def test_the_slice_holds_what_the_function_needs_transitively():
    cells = notebook(
        "import math\nimport torch\nfrom transformer_lib.grading import check",
        "SCALE = 2.0\nOTHER = 3\n\ndef helper(x):\n    return x * SCALE\n",
        "def f(x):\n    return helper(x) + math.pi\n",
        "check('ex03.softmax', f)\ntorch.softmax = None\nprint(OTHER)",
    )
    piece = extract(cells, "f")
    text = "\n".join(source for _, source in piece.sources())
    assert piece.problems == []
    for needed in ("import math", "SCALE = 2.0", "def helper", "def f"):
        assert needed in text
    for left_out in ("OTHER", "check", "torch.softmax =", "import torch"):
        assert left_out not in text


def test_the_last_definition_wins_and_a_missing_function_is_reported():
    cells = notebook("def f(x):\n    return 1\n", "def f(x):\n    return 2\n")
    assert "return 2" in extract(cells, "f").sources()[0][1]
    assert extract(cells, "g").missing


@pytest.mark.parametrize(
    ("source", "found"),
    [
        ("import os\ndef f(x):\n    return os.getpid()", "imports `os`"),
        ("def f(x):\n    import sys\n    return sys.modules", "imports `sys`"),
        ("import torch\ndef f(x):\n    return torch._softmax(x, -1, False)", "private"),
        ("import torch\ndef f(x):\n    torch.softmax = len\n    return x", "assigns"),
        ("def f(x):\n    return eval('x')", "`eval`"),
        ("def f(x):\n    return f.__globals__", "`f.__globals__`"),
        ("import torch\ndef f(x):\n    return torch._C", "`torch._C`, a private attribute"),
        ("import torch as t\ndef f(x):\n    t.exp = len\n    return x", "assigns `t.exp`"),
        ("import operator\ndef f(x):\n    return operator.attrgetter('sys')", "imports `operator`"),
        ("import importlib\ndef f(x):\n    return importlib", "imports `importlib`"),
        ("class A:\n    def __reduce__(self):\n        return 1\ndef f(x):\n    return A", "`__reduce__`"),
        ("class A:\n    def __getattribute__(self, n):\n        return 1\ndef f(x):\n    return A", "`__getattribute__`"),
        ("def f(x):\n    try:\n        1 / 0\n    except Exception as e:\n        return e.__traceback__", "`e.__traceback__`"),
        ("import typing\ndef f(x):\n    return typing.get_type_hints(f)", "`typing.get_type_hints`"),
        ("def f(x):\n    return [y for y in x].__class__", "`.__class__`"),
        ("def f(x):\n    def g():\n        yield 1\n    return g().gi_frame", "`.gi_frame`"),
        ("import torch\ndef f(x):\n    return getattr(torch, 'exp')(x) if hasattr(torch, 'exp') else x", ""),
        ("import torch\ndef f(x):\n    torch.save(x, 'a.pt')\n    return x", "`torch.save`"),
        ("from torch.utils import _python_dispatch as d\ndef f(x):\n    return d", "torch.utils"),
        ("import torch.utils.cpp_extension\ndef f(x):\n    return torch.utils", "torch.utils"),
        ("from transformer_lib.grading import get_exercise\ndef f(x):\n    return x\nf = get_exercise", "transformer_lib.grading"),
        ("import torch\nclass T(torch.Tensor):\n    def __torch_function__(cls, *a):\n        return 1\ndef f(x):\n    return T", "`__torch_function__`"),
        ("table = {}\nfor i in range(3):\n    table[i] = i\ndef f(x):\n    return table", ""),
        ("for i in range(3):\n    k = i\ndef f(x):\n    return k", "not a definition"),
    ],
)  # fmt: skip
def test_a_slice_that_does_more_than_define_has_problems_naming_the_line(source, found):
    piece = extract(notebook(source), "f")
    if not found:
        assert piece.problems == [], piece.problems
        return
    assert piece.problems, source
    assert any(found in p for p in piece.problems), piece.problems
    assert piece.problems[0].startswith("cell 0, line ")


def test_left_out_code_that_fills_a_slice_name_is_noted():
    cells = notebook(
        "ns = {}\nexec('def g(x): return x', ns)\ndef f(x):\n    return ns['g'](x)"
    )
    piece = extract(cells, "f")
    assert piece.problems == []
    assert any("changes `ns`" in note for note in piece.left_out)


def test_operators_are_seen_below_the_torch_function_layer():
    def hidden(x):
        with torch._C.DisableTorchFunction():
            return list(map(torch.softmax, [x], [-1]))[0]

    def as_attention(x):
        q = torch.ones(*x.shape[:-1], 1, 1, dtype=x.dtype)
        v = torch.eye(x.shape[-1], dtype=x.dtype).expand(*x.shape, x.shape[-1])
        return torch.nn.functional.scaled_dot_product_attention(
            q, x.unsqueeze(-1), v
        ).squeeze(-2)

    for fn, op in ((hidden, "aten::_softmax"), (as_attention, SDPA_SOFTMAX_OP)):
        result = run_checks("ex03.softmax", fn)
        assert result.score == 0
        assert all(op in t.message for t in result.tests), result.report()

    def rms(x, w, b, eps=1e-5):
        c = x - x.mean(-1, keepdim=True)
        return torch.nn.functional.rms_norm(c, (x.shape[-1],), w, eps) + b

    assert run_checks("ex06.layer_norm", rms).score == 0


def test_switching_the_profile_hook_off_from_c_code_is_seen():
    """map(sys.setprofile, [None]) raises no profile event, but CPython's audit event
    for sys.setprofile reaches the grader's audit hook: the library's own layer_norm,
    called after it, is unseen by the profile hook, and the case still scores 0."""
    from transformer_lib import layers

    def profile_off(x, weight, bias, eps=1e-5):
        list(map(sys.setprofile, [None]))
        return list(map(layers.layer_norm, [x], [weight], [bias], [eps]))[0]

    def trace_off(x, weight, bias, eps=1e-5):
        list(map(sys.settrace, [None]))
        mean = x.mean(-1, keepdim=True)
        var = ((x - mean) ** 2).mean(-1, keepdim=True)
        return weight * (x - mean) / torch.sqrt(var + eps) + bias

    for fn, event in ((profile_off, "sys.setprofile"), (trace_off, "sys.settrace")):
        result = run_checks("ex06.layer_norm", fn)
        assert result.score == 0, result.report()
        assert all(event in t.message for t in result.tests), result.report()
        assert sys.getprofile() is None  # the grader put back what it found

    def honest(x, weight, bias, eps=1e-5):
        mean = x.mean(-1, keepdim=True)
        var = ((x - mean) ** 2).mean(-1, keepdim=True)
        return weight * (x - mean) / torch.sqrt(var + eps) + bias

    result = run_checks("ex06.layer_norm", honest)
    assert result.score == result.max_score, result.report()


def test_graded_inputs_are_drawn_afresh_and_private_messages_hide_values():
    exercise = get_exercise("ex03.softmax")
    a, b = fresh_cases(exercise), fresh_cases(exercise)
    assert [c.seed for c in a] != [c.seed for c in b]
    assert not torch.equal(a[0].inputs()[0][0], b[0].inputs()[0][0])
    assert "4242" not in redact("your function raised ValueError: [4242.125]")
    assert "4242" not in redact("values differ: at index (0,) expected 1, got 4242.0")
    assert (
        redact("expected shape (4,), got (5,)")
        == "expected shape (4,), got something else"
    )
    assert "4242" not in redact("your function raised x_4242: no message")
    assert redact("your function raised IndexError: 4242").startswith(
        "your function raised IndexError ("
    )
    assert "4242" not in redact("your function returned an object of type `x_4242`")


def test_the_judge_and_the_kernel_get_the_graders_search_path(tmp_path):
    """Issue 20: dependencies reachable only through PYTHONPATH. The base interpreter
    (no venv), with the venv's site-packages and the repository on PYTHONPATH only,
    grades a solution to full marks: the executor (-I), its kernel and the judge
    process (-I) all see them."""
    base = getattr(sys, "_base_executable", sys.executable)
    if os.path.realpath(base) == os.path.realpath(sys.executable) and sys.prefix == (
        sys.base_prefix
    ):
        pytest.skip("not in a virtual environment: nothing to take away")
    site = sysconfig.get_paths()["purelib"]
    env = {
        k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONHOME")
    }
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), site])
    env["OMP_NUM_THREADS"] = "1"
    probe = subprocess.run(
        [base, "-s", "-c", "import sys; print(sys.prefix == sys.base_prefix)"],
        capture_output=True,
        text=True,
        env=env,
    )
    assert probe.stdout.strip() == "True"  # really outside the venv
    solution = ROOT / "exercises" / "solutions" / "ex03_attention.ipynb"
    command = [
        base, "-s", "-m", "transformer_lib.grading", "grade", str(solution),
        "--out", str(tmp_path), "--assignment", "ex03", "--gradescope", "--quiet",
        "--timeout", "90",
    ]  # fmt: skip
    run = subprocess.run(
        command, capture_output=True, text=True, env=env, cwd=tmp_path, timeout=300
    )
    assert run.returncode == 0, run.stderr
    results = json.loads((tmp_path / "results.json").read_text(encoding="utf-8"))
    assert results["score"] == results["extra_data"]["max_score"] == 12, results
    assert results["output"] == "All cells ran.", results["output"]


@pytest.mark.slow
def test_a_judge_that_dies_or_hangs_fails_that_exercise_and_the_rest_is_graded():
    from test_grading_protocol import _unguarded_modules

    from transformer_lib.grading.core import case_plan
    from transformer_lib.grading.judge import Job, run_judge

    cases = case_plan(get_exercise("ex03.softmax").cases[:1])
    sources = {
        "dies": "import os\ndef f(x):\n    os._exit(1)\n",
        "hangs": (
            "import signal, time\ndef f(x):\n"
            "    signal.pthread_sigmask(signal.SIG_BLOCK, [signal.SIGALRM])\n"
            "    time.sleep(60)\n"
        ),
        "fine": "def f(x):\n    return x.exp() / x.exp().sum(-1, keepdim=True)\n",
    }
    jobs = [Job(k, "f", [("<cell 1>", v)], cases, [], "") for k, v in sources.items()]
    # the slices need os and signal, which the judge's sandbox refuses: they are
    # loaded without it, so that what is tested is how the parent copes
    records = run_judge(jobs, _unguarded_modules(), 2**31, call_seconds=1)
    dies, hangs = records["dies"]["cases"][0], records["hangs"]["cases"][0]
    assert dies["status"] == hangs["status"] == "failed"
    assert "the judge process died while it ran this case" in dies["text"]
    assert "the judge process ran out of time while" in hangs["text"]
    assert records["fine"]["cases"][0]["status"] == "returned"
