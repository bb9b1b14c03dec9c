"""What an exercise forbids is found in the code (ast) and in what the function calls
(in the kernel, and in the notebook's own ``check``); outputs are loaded as plain data
only. Fast: no kernels (tests/test_grading_integrity.py grades whole notebooks)."""

from __future__ import annotations

import io
import os
import pickle
import re

import pytest
import torch
import torch.nn.functional as F
from grading_helpers import static_uses
from torch import nn

from transformer_lib.grading import check, get_exercise, run_checks
from transformer_lib.grading.core import forbidden_names
from transformer_lib.grading.judge import UnsafeOutput, load_frame, plain_value
from transformer_lib.grading.kernel import NotPlain, plain

SOFTMAX = forbidden_names(get_exercise("ex03.softmax"))


def static(*cells: str, function: str = "softmax", names=SOFTMAX) -> list[str]:
    return static_uses(cells, function, names)


def test_the_library_and_the_grader_are_always_forbidden():
    assert "transformer_lib.attention" in SOFTMAX
    assert "transformer_lib.grading" in SOFTMAX
    assert "transformer_lib.layers" in forbidden_names(get_exercise("ex06.layer_norm"))
    assert "torch.nn.LayerNorm" in forbidden_names(get_exercise("ex06.layer_norm"))
    assert "torch.nn.MultiheadAttention" in forbidden_names(
        get_exercise("ex03.attention")
    )


@pytest.mark.parametrize(
    ("cells", "found"),
    [
        (
            [
                "import torch.nn.functional as F",
                "def softmax(x):\n return F.softmax(x, -1)",
            ],
            ["torch.nn.functional.softmax"],
        ),
        (
            ["import torch\ndef softmax(x):\n return x.softmax(-1)"],
            ["torch.Tensor.softmax"],
        ),
        (
            ["from torch import nn\ndef softmax(x):\n return nn.Softmax(-1)(x)"],
            ["torch.nn.Softmax"],
        ),
        (
            [
                "import torch\ndef helper(x):\n return torch.softmax(x, -1)",
                "def softmax(x):\n return helper(x)",
            ],
            ["torch.softmax"],
        ),
        (
            [
                "import torch\n_sm = torch.softmax",
                "def softmax(x):\n return _sm(x, -1)",
            ],
            ["torch.softmax"],
        ),
        (
            [
                "from transformer_lib.attention import softmax as sm",
                "def softmax(x):\n return sm(x)",
            ],
            ["transformer_lib.attention"],
        ),
        (
            [
                "from transformer_lib.grading import get_exercise",
                "def softmax(x):\n return get_exercise('ex03.softmax').reference(x)",
            ],
            ["transformer_lib.grading"],
        ),
        (
            [
                "import importlib\ndef softmax(x):\n"
                " return importlib.import_module('transformer_lib.attention').softmax(x)"
            ],
            ["transformer_lib.attention", "torch.Tensor.softmax"],
        ),
        # not reachable from the function: a cell that compares with torch.softmax
        (
            [
                "import torch\nfrom transformer_lib.grading import check",
                "def softmax(x):\n e = (x - x.amax(-1, keepdim=True)).exp()\n"
                " return e / e.sum(-1, keepdim=True)",
                "check('ex03.softmax', softmax)",
                "torch.testing.assert_close(softmax(x), torch.softmax(x, -1))",
                "%timeit softmax(x)",
            ],
            [],
        ),
        # redefined later: the notebook runs top to bottom, the last one counts
        (
            [
                "import torch\ndef softmax(x):\n return torch.softmax(x, -1)",
                "def softmax(x):\n return x.exp() / x.exp().sum(-1, keepdim=True)",
            ],
            [],
        ),
    ],
)
def test_static_analysis_finds_what_the_function_can_reach(cells, found):
    assert sorted(static(*cells)) == sorted(found)


def _own(x):
    e = (x - x.amax(dim=-1, keepdim=True)).exp()
    return e / e.sum(dim=-1, keepdim=True)


@pytest.mark.parametrize(
    ("fn", "name"),
    [
        (lambda x: torch.softmax(x, dim=-1), "torch.softmax"),
        (lambda x: F.softmax(x, dim=-1), "torch.nn.functional.softmax"),
        (lambda x: x.softmax(-1), "torch.Tensor.softmax"),
        (lambda x: nn.Softmax(dim=-1)(x), "torch.nn.Softmax"),
        (lambda x: getattr(torch, "soft" + "max")(x, -1), "torch.softmax"),
        # the same computation in disguise, and PyTorch's operator namespace
        (lambda x: torch.log_softmax(x, -1).exp(), "torch.log_softmax"),
        (lambda x: F.softmin(-x, dim=-1), "torch.nn.functional.softmin"),
        (lambda x: torch.ops.aten._softmax(x, -1, False), "torch._ops"),
        (lambda x: torch.ops.aten.softmax.int(x, -1), "torch._ops"),
        (
            lambda x: __import__("transformer_lib.attention", fromlist=["_"]).softmax(
                x
            ),
            "transformer_lib.attention",
        ),
        (
            lambda x: (
                __import__("transformer_lib.grading", fromlist=["_"])
                .get_exercise("ex03.softmax")
                .reference(x)
            ),
            "transformer_lib.grading",
        ),
    ],
)
def test_a_case_that_calls_a_forbidden_function_scores_zero_and_names_it(fn, name):
    score, messages = _messages_if_graded(fn)
    assert score == 0
    assert messages and all(
        f"`{name}`" in m and "does not allow" in m for m in messages
    )


def _switches_off_recording(x):
    import sys

    sys.setprofile(None)
    return __import__("transformer_lib.attention", fromlist=["_"]).softmax(x)


def _in_a_thread(x):
    import threading

    out = {}

    def work():
        out["y"] = __import__("transformer_lib.attention", fromlist=["_"]).softmax(x)

    thread = threading.Thread(target=work)
    thread.start()
    thread.join()
    return out["y"]


def _in_a_process(x):
    import subprocess

    subprocess.run(["true"], check=False)
    return _own(x)


@pytest.mark.parametrize(
    ("fn", "name"),
    [
        (_switches_off_recording, "sys.setprofile"),
        (_in_a_thread, "threading.Thread.start"),
        (_in_a_process, "subprocess.Popen"),
    ],
)
def test_switching_off_the_recording_or_leaving_the_thread_is_forbidden(fn, name):
    score, messages = _messages_if_graded(fn)
    assert score == 0
    assert messages and all(
        f"`{name}`" in m and "does not allow" in m for m in messages
    )


def _messages_if_graded(fn) -> tuple[float, list[str]]:
    """ex03.softmax graded on fn: the score and every case's message."""
    result = run_checks("ex03.softmax", fn)
    return result.score, [test.message for test in result.tests]


def test_an_own_softmax_is_not_flagged_and_check_warns_in_the_notebook(capsys):
    assert run_checks("ex03.softmax", _own).score == 6
    check("ex03.softmax", lambda x: torch.softmax(x, dim=-1))
    printed = capsys.readouterr().out
    assert "your function used `torch.softmax`, which this exercise does not allow" in (
        printed
    )


class _Boom:
    def __reduce__(self):
        return (os.system, ("touch /nonexistent-grader-marker",))


def test_outputs_are_loaded_as_plain_data_only():
    good = io.BytesIO()
    torch.save({"record": {"cases": [plain([torch.ones(2), 3])]}}, good)
    assert load_frame(good.getvalue())["record"]["cases"][0][1] == 3
    with pytest.raises(UnsafeOutput):  # a pickle that would run code is refused
        load_frame(pickle.dumps({"exercises": _Boom()}))


def test_only_values_of_exact_plain_types_are_sent_back():
    class Agreeable(torch.Tensor):
        pass

    class Anything:
        def __eq__(self, other):
            return True

    class Pair(tuple):
        def __iter__(self):
            raise AssertionError("the grader iterated a tuple subclass")

    for value, named in [
        (torch.ones(3).as_subclass(Agreeable), "`Agreeable`"),
        (Anything(), "`Anything`"),
        ([1, {"k": (2, Pair((1, 2)))}], "`Pair` (at [1]['k'][1])"),
    ]:
        with pytest.raises(NotPlain, match=re.escape(named)):
            plain(value)
    t = plain(torch.nn.Parameter(torch.ones(2, 3)).t())
    assert type(t) is torch.Tensor and t.is_contiguous() and not t.requires_grad
    with pytest.raises(ValueError):
        plain_value({"key": object()})
    with pytest.raises(ValueError):
        plain_value(torch.ones(2).as_subclass(Agreeable))


def test_no_solution_notebook_uses_what_its_exercises_forbid():
    from pathlib import Path

    from transformer_lib.grading import exercises
    from transformer_lib.grading.slicer import code_cells, extract, forbidden_uses

    root = Path(__file__).resolve().parent.parent / "exercises" / "solutions"
    for path in sorted(root.glob("ex*.ipynb")):
        cells = code_cells(path.read_text(encoding="utf-8"))
        for exercise in exercises(path.name[:4]):
            piece = extract(cells, exercise.function)
            names = forbidden_names(exercise)
            assert forbidden_uses(piece, names) == [], exercise.id


@pytest.mark.parametrize(
    ("fn", "name"),
    [
        # LayerNorm over the last axis, computed by another normalisation
        (
            lambda x, w, b, eps=1e-5: (
                F.group_norm(x.reshape(-1, x.size(-1), 1), 1, eps=eps).reshape(x.shape)
                * w
                + b
            ),
            "torch.nn.functional.group_norm",
        ),
        (
            lambda x, w, b, eps=1e-5: (
                F.instance_norm(x.reshape(1, -1, x.size(-1)), eps=eps).reshape(x.shape)
                * w
                + b
            ),
            "torch.nn.functional.instance_norm",
        ),
        (
            lambda x, w, b, eps=1e-5: torch.ops.aten.layer_norm(
                x, [x.size(-1)], w, b, eps
            ),
            "torch._ops",
        ),
    ],
)
def test_layer_norm_by_another_normalisation_scores_zero(fn, name):
    result = run_checks("ex06.layer_norm", fn)
    assert result.score == 0
    assert any(f"`{name}`" in test.message for test in result.tests)
