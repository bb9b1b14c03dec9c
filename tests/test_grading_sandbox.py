"""The batch judge's sandbox (sandbox.py, policy.py): a slice compiled with
RestrictedPython reaches only what its exercise family allows, however it names it
(an alias, a constant or computed getattr, functools.partial), and honest code (its own
``_names``, classes, closures, comprehensions, f-strings, ``print``) runs unchanged.
Fast: the slices run in this process, as the judge runs them."""

from __future__ import annotations

import pytest
import torch

from transformer_lib.grading.core import forbidden_names
from transformer_lib.grading.registry import exercises, get_exercise
from transformer_lib.grading.sandbox import Guard, Refused, compile_slice


def run_slice(source: str, exercise_id: str = "ex03.softmax", *args):
    """Define ``source`` as the judge does for ``exercise_id``, and call its ``f``."""
    namespace = Guard(forbidden_names(get_exercise(exercise_id))).namespace()
    exec(compile_slice(source, "<cell 1>"), namespace)
    return namespace["f"](*args)


HONEST_CLASS = """\
import math
import torch
from torch import nn
import torch.nn.functional as F

_SCALE = 2.0


def _helper(x):
    return x * _SCALE


class Counter:
    def __init__(self):
        self._n = 0
        self.seen = []

    def add(self, value):
        self._n += 1
        self.seen.append(value)
        return self._n


class Layer(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.linear = nn.Linear(d, d)
        self._last = None

    def forward(self, x):
        self._last = x
        return F.relu(self.linear(x))


def f(x):
    counter = Counter()
    for _ in range(3):
        counter.add(1)
    total = 0

    def bump():
        nonlocal total
        total += 1
        return total

    bump()
    y = x.clone()
    y[0] += 1
    y[0, 1] = 5.0
    squares = [i * i for i in range(3)]
    table = {k: v for k, v in zip("ab", squares)}
    assert counter._n == 3, f"counted {counter._n}"
    layer = Layer(x.shape[-1])
    print("debug:", x.shape, x, f"{x.sum():.3f}", repr(y), type(x).__name__)
    e = (_helper(x) - _helper(x).amax(-1, keepdim=True)).exp()
    out = e / e.sum(-1, keepdim=True)
    return out, layer(x).shape, total, table, math.sqrt(4), layer._last is x
"""


def test_honest_code_runs_unchanged_and_print_reaches_standard_error(capfd):
    x = torch.randn(3, 4)
    out, shape, total, table, root, kept = run_slice(HONEST_CLASS, "ex03.softmax", x)
    e = (2 * x - (2 * x).amax(-1, keepdim=True)).exp()
    torch.testing.assert_close(out, e / e.sum(-1, keepdim=True))
    assert (shape, total, table, root, kept) == ((3, 4), 1, {"a": 0, "b": 1}, 2.0, True)
    printed = capfd.readouterr()
    assert "debug: torch.Size([3, 4])" in printed.err and "debug" not in printed.out


@pytest.mark.parametrize(
    "source",
    [
        "import torch\ndef f():\n    return getattr(torch, 'exp')(torch.zeros(1))",
        "import torch\ndef f():\n    return hasattr(torch, 'tril') and not hasattr(torch, 'nothing')",
        "from collections import Counter\ndef f():\n    return Counter('aab').most_common(1)",
        "from itertools import pairwise\ndef f():\n    return list(pairwise([1, 2, 3]))",
        "import re\ndef f():\n    return re.compile('a+').findall('caab')",
        "from typing import Optional\ndef f(x: Optional[int] = None) -> int:\n    return 1",
        "import math\ndef f():\n    return [math.log2(v) for v in (1, 2)]",
        "import functools\ndef f():\n    return functools.reduce(lambda a, b: a + b, [1, 2])",
        "import heapq, bisect\ndef f():\n    h = []\n    heapq.heappush(h, 2)\n    return bisect.bisect_left([1, 3], 2) + h[0]",
        "import random\ndef f():\n    return random.Random(0).random() + random.random() + 1",
        "def f():\n    x, (y, z) = 1, (2, 3)\n    return {**{'a': x}, 'b': y + z}",
        "def f():\n    return sorted([3, 1, 2], key=lambda v: -v)",
        "def f():\n    try:\n        1 / 0\n    except ZeroDivisionError as err:\n        return str(err)",
        "class A:\n    def __len__(self):\n        return 2\ndef f():\n    return len(A())",
    ],
)  # fmt: skip
def test_ordinary_python_is_not_refused(source):
    assert run_slice(source, "ex03.softmax")


@pytest.mark.parametrize(
    ("source", "named"),
    [
        # the four names of one forbidden function: an alias, constant and computed
        # getattr, a string handed to functools.partial(getattr, ...)
        ("import torch\nt = torch\ndef f(x):\n    return t.softmax(x, -1)", "`torch.softmax`"),
        ("import torch\ndef f(x):\n    return getattr(torch, 'softmax')(x, -1)", "`torch.softmax`"),
        ("import torch.nn.functional as F\ndef f(x):\n    return getattr(F, 'soft' + 'max')(x, -1)", "`torch.nn.functional.softmax`"),
        ("def f(x):\n    return getattr(x, 'soft' + 'max')(-1)", "`torch.Tensor.softmax`"),
        ("import functools\nimport torch\ng = functools.partial(getattr, torch)\ndef f(x):\n    return g('soft' + 'max')", "`torch.softmax`"),
        # the interpreter, through a module's attributes
        ("import torch\ndef f(x):\n    return getattr(torch, 's' + 'ys').modules", "the module `sys`"),
        ("import torch\ndef f(x):\n    return torch.os.getcwd()", "the module `os`"),
        ("import torch\ndef f(x):\n    return torch.ops.aten", "the module `torch.ops`"),
        ("import transformer_lib\ndef f(x):\n    return getattr(transformer_lib, 'grad' + 'ing')", "`transformer_lib.grading`"),
        ("import torch\ndef f(x):\n    return getattr(torch, '_' + 'C')", "`torch._C`, a private attribute"),
        ("def f(x):\n    return getattr(object, '__subclasses__')()", "`object.__subclasses__`"),
        ("def f(x):\n    return getattr(f, '__glob' + 'als__')", "`function.__globals__`"),
        ("def f(x):\n    g = (i for i in [1])\n    return getattr(g, 'gi_' + 'frame')", "`generator.gi_frame`"),
        ("import torch\nfrom torch import nn\ndef f(x):\n    return getattr(nn.Linear(2, 2), '_param' + 'eters')", "`Linear._parameters`"),
        # files and code
        ("import torch\ndef f(x):\n    return getattr(torch, 'lo' + 'ad')", "`torch.load`"),
        ("def f(x):\n    return open('plan.pt')", "`open`"),
        ("import torch\ndef f(x):\n    return getattr(torch, 'comp' + 'ile')", "`torch.compile`"),
        ("def f(x):\n    return globals()", "`globals`"),
        ("def f(x):\n    return vars(x)", "`vars`"),
        ("def f(x):\n    return compile('1', 'a', 'eval')", "`compile`"),
        ("def f(x):\n    try:\n        1 / 0\n    except Exception as e:\n        return getattr(e, '__trace' + 'back__')", "`ZeroDivisionError.__traceback__`"),
        ("def f(x):\n    return '{0.__class__}'.format(x)", "`str.format`"),
        ("def f(x):\n    return type('T', (), {})", "type(name, bases, namespace)"),
        ("def f(x):\n    return type(int)('T', (), {})", "`type(int)`, the type of a class"),
        # changing what the judge uses
        ("import torch\ndef f(x):\n    setattr(torch, 'exp', len)", "the module `torch`"),
        ("import torch\ndef f(x):\n    t = torch\n    t.Tensor.exp = len", "the class `Tensor`"),
    ],
)  # fmt: skip
def test_what_the_policy_does_not_allow_is_refused_however_it_is_named(source, named):
    with pytest.raises((Refused, NameError)) as caught:
        run_slice(source, "ex03.softmax", torch.ones(2))
    assert named in str(caught.value)


def test_what_one_exercise_forbids_another_of_the_family_may_use():
    source = (
        "import torch\nt = torch\ndef f(x):\n    return getattr(t, 'softmax')(x, -1)"
    )
    x = torch.randn(2, 3)
    torch.testing.assert_close(run_slice(source, "ex03.attention", x), x.softmax(-1))
    with pytest.raises(Refused, match="torch.softmax"):
        run_slice(source, "ex03.softmax", x)


def test_every_solution_slice_loads_under_its_exercise_policy():
    from pathlib import Path

    from transformer_lib.grading.slicer import code_cells, extract

    root = Path(__file__).resolve().parent.parent / "exercises" / "solutions"
    for path in sorted(root.glob("ex*.ipynb")):
        cells = code_cells(path.read_text(encoding="utf-8"))
        for exercise in exercises(path.name[:4]):
            namespace = Guard(forbidden_names(exercise)).namespace()
            for filename, source in extract(cells, exercise.function).sources():
                exec(compile_slice(source, filename), namespace)
            assert callable(namespace[exercise.function]), exercise.id


def test_imports_made_by_torch_from_c_code_are_not_the_slices():
    """torch.tensor(nested lists) imports torch.storage from C code, through the
    running frame's __import__, the first time a process needs it: in a fresh
    process, as in a judge, a module-level table of literals still loads."""
    import subprocess
    import sys

    script = (
        "from transformer_lib.grading.sandbox import Guard, compile_slice\n"
        "ns = Guard().namespace()\n"
        "src = 'import torch\\nT = torch.tensor([[0.1, 0.2]], dtype=torch.float32)'\n"
        "exec(compile_slice(src, '<cell 1>'), ns)\n"
        "print(round(ns['T'].sum().item(), 3))\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "0.3"


def test_str_format_names_values_only():
    """An honest str.format (by position, keyword, with a format spec, format_map) runs;
    a field that reads an attribute or an item, or the unbound str.format, is refused."""
    source = (
        "def f(x):\n"
        "    a = '{} has shape {}'.format('x', tuple(x.shape))\n"
        "    b = '{0:.2f} {name!r}'.format(1.5, name='n')\n"
        "    c = '{k:>{w}}'.format_map({'k': 'v', 'w': 3})\n"
        "    return (a, b, c)\n"
    )
    assert run_slice(source, "ex03.softmax", torch.ones(2)) == (
        "x has shape (2,)",
        "1.50 'n'",
        "  v",
    )
    for field in ("{0.__class__}", "{0[0]}", "{x.shape}"):
        bad = f"def f(x):\n    return '{field}'.format(x, x=x)\n"
        with pytest.raises(Refused, match="not its attributes or items"):
            run_slice(bad, "ex03.softmax", torch.ones(2))
    nested = "def f(x):\n    return '{0:{1.real}}'.format(1, 2)\n"
    with pytest.raises(Refused, match="str.format"):
        run_slice(nested, "ex03.softmax", torch.ones(2))
    unbound = "def f(x):\n    return str.format('{}', x)\n"
    with pytest.raises(Refused, match="unbound"):
        run_slice(unbound, "ex03.softmax", torch.ones(2))
