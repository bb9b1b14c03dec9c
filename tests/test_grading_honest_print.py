"""Honest debugging costs nothing: printing inside a graded function is fine.

Every solution notebook is graded by the batch grader with a debugging line added at
the top of each graded function: ``print`` of every argument (tensors included), an
f-string with their ``repr`` and shapes, ``repr`` itself, and ``str.format``. Printing a tensor runs
some of torch's Python code, and the grader must not count it against the answer.
One submission per exercise family (each chapter's exercises); each must keep full
marks.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from transformer_lib.grading import exercises
from transformer_lib.grading.runner import Limits, grade_batch

ROOT = Path(__file__).resolve().parent.parent
SOLUTIONS = sorted((ROOT / "exercises" / "solutions").glob("ex*.ipynb"))
LIMITS = Limits(wall=240, cell=60, call=10, memory_mb=2048, output_kb=256)

pytestmark = pytest.mark.slow


def _debug_line(args: list[str], indent: str) -> str:
    shown = ", ".join(args)
    shapes = " ".join(f"{{getattr({a}, 'shape', None)}}" for a in args)
    reprs = " ".join(f"{{{a}!r}}" for a in args)
    return (
        f'{indent}print("debug:", {shown}); print(f"{shapes} {reprs}"); '
        f'repr(({shown},)); print("args: {{}}".format(({shown},)))\n'
    )


def with_prints(source: str, functions: set[str]) -> str:
    """``source`` with a debugging line first in each top-level function named."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return source
    lines = source.splitlines(keepends=True)
    for node in sorted(tree.body, key=lambda n: -n.lineno):
        if isinstance(node, ast.FunctionDef) and node.name in functions:
            a = node.args
            args = [x.arg for x in [*a.posonlyargs, *a.args, *a.kwonlyargs]]
            args += [x.arg for x in (a.vararg, a.kwarg) if x is not None]
            first = node.body[0]
            indent = " " * first.col_offset
            lines.insert(first.lineno - 1, _debug_line(args or ["None"], indent))
    return "".join(lines)


def test_the_debugging_line_prints_tensors_and_runs(capsys):
    import torch

    source = "def f(x, *rest, k=1):\n    return x * k\n"
    namespace: dict = {}
    exec(with_prints(source, {"f"}), namespace)  # noqa: S102 - the test's own code
    assert torch.equal(namespace["f"](torch.ones(2), 3, k=2), torch.full((2,), 2.0))
    printed = capsys.readouterr().out
    assert "debug: tensor([1., 1.]) 2 (3,)" in printed
    assert "torch.Size([2]) None None tensor([1., 1.])" in printed
    assert "args: (tensor([1., 1.]), 2, (3,))" in printed


def test_printing_inside_graded_functions_keeps_full_marks(tmp_path):
    folder = tmp_path / "in"
    folder.mkdir()
    for path in SOLUTIONS:
        graded = {e.function for e in exercises(path.name[:4])}
        nb = json.loads(path.read_text(encoding="utf-8"))
        for cell in nb["cells"]:
            if cell["cell_type"] == "code":
                source = "".join(cell["source"])
                cell["source"] = with_prints(source, graded)
        text = json.dumps(nb)
        assert text.count('print(\\"debug:\\"') >= len(graded), path.name
        (folder / path.name).write_text(text, encoding="utf-8")
    rows = grade_batch([folder], tmp_path / "out", LIMITS, jobs=2, progress=False)
    assert len(rows) == len(SOLUTIONS)
    for row in rows:
        results = json.loads(
            (tmp_path / "out" / row["submission"] / "results.json").read_text()
        )
        failed = [t["output"] for t in results["tests"] if t["score"] < t["max_score"]]
        assert row["score"] == row["max_score"] > 0, (row["submission"], failed)
