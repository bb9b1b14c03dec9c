"""Submissions that try to get marks without doing the work (issue 12).

Each is the chapter 3 solution notebook (softmax, attention: 12 points) with its answers
replaced by wrong ones (uniform attention weights), or by calls to what the exercise
forbids, plus a cell that tries to fool the judge. Only the functions' definitions run
in the judge process, and the scores are computed in the parent, so each must score
what its own answers deserve: no more than the honest wrong submission. Slow (two
processes per submission). The attacks of issue 17 are in test_grading_attacks.py.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path

import pytest
from test_grading_batch import code_cell, load

from transformer_lib.grading.runner import (
    PACKAGE_ROOT,
    Limits,
    grade_batch,
)

ROOT = Path(__file__).resolve().parent.parent
SOLUTION_03 = ROOT / "exercises" / "solutions" / "ex03_attention.ipynb"
LIMITS = Limits(wall=60, cell=15, call=3, memory_mb=1536, output_kb=256)
IMPORTS = "from transformer_lib.grading import check"
MARKER = "GRADER_WAS_FOOLED"

pytestmark = pytest.mark.slow

UNIFORM_SOFTMAX = """\
def softmax(x):
    return torch.ones_like(x) / x.shape[-1]
"""
UNIFORM_ATTENTION = """\
def attention(q, k, v):
    weights = torch.ones(*q.shape[:-1], k.shape[-2], dtype=q.dtype) / k.shape[-2]
    return weights @ v, weights
"""
TORCH_SOFTMAX = """\
def softmax(x):
    return torch.softmax(x, dim=-1)
"""
HIDDEN_SOFTMAX = """\
def softmax(x):
    return getattr(torch, "soft" + "max")(x, -1)
"""
LIBRARY = """\
from transformer_lib.attention import scaled_dot_product_attention as sdpa
from transformer_lib.attention import softmax as library_softmax


def softmax(x):
    return library_softmax(x, dim=-1)


def attention(q, k, v):
    return sdpa(q, k, v)
"""
REGISTRY = """\
from transformer_lib.grading import get_exercise


def softmax(x):
    return get_exercise("ex03.softmax").reference(x)


def attention(q, k, v):
    return get_exercise("ex03.attention").reference(q, k, v)
"""
HIDDEN_REGISTRY = """\
def softmax(x):
    grader = __import__("transformer" + "_lib.grading", fromlist=["x"])
    return grader.get_exercise("ex03.softmax").reference(x)


def attention(q, k, v):
    grader = __import__("transformer" + "_lib.grading", fromlist=["x"])
    return grader.get_exercise("ex03.attention").reference(q, k, v)
"""
RECORDING_OFF = """\
import sys


def _library():
    sys.setprofile(None)  # no more recording of what is called
    return __import__("transformer" + "_lib.attention", fromlist=["_"])


def softmax(x):
    return _library().softmax(x, dim=-1)


def attention(q, k, v):
    return _library().scaled_dot_product_attention(q, k, v)
"""
IN_A_THREAD = """\
import threading


def _in_a_thread(name, *args):
    out = []
    lib = lambda: __import__("transformer" + "_lib.attention", fromlist=["_"])
    worker = threading.Thread(target=lambda: out.append(getattr(lib(), name)(*args)))
    worker.start()
    worker.join()
    return out[0]


def softmax(x):
    return _in_a_thread("softmax", x)


def attention(q, k, v):
    return _in_a_thread("scaled_dot_product_attention", q, k, v)
"""
PATCH_ASSERT_CLOSE = "torch.testing.assert_close = lambda *args, **kwargs: None"
PATCH_ALL_COMPARISONS = PATCH_ASSERT_CLOSE + (
    "\ntorch.allclose = lambda *args, **kwargs: True"
    "\ntorch.isclose = lambda a, b, *args, **kwargs: torch.ones_like(a, dtype=torch.bool)"
    "\ntorch.equal = lambda *args, **kwargs: True"
)
PATCH_TENSOR = """\
torch.Tensor.any = lambda self, *args, **kwargs: torch.tensor(False)
torch.Tensor.abs = lambda self: torch.zeros_like(self)
torch.Tensor.__ne__ = lambda self, other: torch.zeros_like(self, dtype=torch.bool)
torch.Tensor.__eq__ = lambda self, other: torch.ones_like(self, dtype=torch.bool)
"""
PATCH_MATH = """\
import math
math.isclose = lambda *args, **kwargs: True
math.isfinite = lambda x: True
"""
PATCH_ISINSTANCE = """\
import builtins
_real_isinstance = builtins.isinstance
builtins.isinstance = lambda obj, cls: True if cls is AssertionError else _real_isinstance(obj, cls)
"""
ALWAYS_EQUAL = """\
class Anything:
    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False


def softmax(x):
    return Anything()


def attention(q, k, v):
    return Anything(), Anything()
"""
SUBCLASS = """\
class Agreeable(torch.Tensor):
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        name = getattr(func, "__name__", "")
        if name in ("allclose", "equal", "assert_close"):
            return True
        if name in ("isclose", "eq", "__eq__"):
            return torch.ones((), dtype=torch.bool)
        return super().__torch_function__(func, types, args, kwargs or {})


def softmax(x):
    return (torch.ones_like(x) / x.shape[-1]).as_subclass(Agreeable)


def attention(q, k, v):
    weights = torch.ones(*q.shape[:-1], k.shape[-2], dtype=q.dtype) / k.shape[-2]
    return (weights @ v).as_subclass(Agreeable), weights.as_subclass(Agreeable)
"""
# The kernel's torch.save is replaced: the outputs file runs code when unpickled.
EVIL_PICKLE = f"""\
import os, pickle
class Boom:
    def __reduce__(self):
        return (os.system, ("touch {{folder}}/{MARKER}",))

def _evil_save(obj, f, *args, **kwargs):
    with open(f, "wb") as fh:
        pickle.dump({{"exercises": Boom()}}, fh)

torch.save = _evil_save
"""
WRITES_PACKAGE = """\
import transformer_lib.grading.compare as _compare
with open(_compare.__file__, "a") as _f:
    _f.write("\\ncompare = lambda *args, **kwargs: None  # GRADER_WAS_FOOLED\\n")
import transformer_lib.grading.kernel as _kernel
with open(_kernel.__file__, "a") as _f:
    _f.write("\\n# GRADER_WAS_FOOLED\\n")
"""
CHDIR = """\
import os
os.chdir(os.path.dirname(os.path.dirname(torch.__file__)))
"""


def notebook(cheat: str = "", softmax: str = "", attention: str = "") -> dict:
    """The chapter 3 solution, functions replaced, a cell added after the imports."""
    nb = load(SOLUTION_03)
    cells = nb["cells"]
    for name, source in (("attention", attention), ("softmax", softmax)):
        if source:
            at = next(i for i, c in enumerate(cells) if f"def {name}(" in c["source"])
            cells[at] = code_cell(source)
    if cheat:
        at = next(i for i, c in enumerate(cells) if IMPORTS in "".join(c["source"]))
        cells.insert(at + 1, code_cell(cheat))
    return nb


UNIFORM = {"softmax": UNIFORM_SOFTMAX, "attention": UNIFORM_ATTENTION}


def both(source: str) -> dict:
    """Both functions defined in one cell, in place of the solution's two."""
    return {"softmax": source, "attention": "# attention is defined above"}


HONEST_WRONG = 1  # uniform weights are right only when there is one key (1 point)


def submissions() -> dict[str, tuple[dict, int, str]]:
    """name -> (notebook, the score it must get, what the feedback must say)."""
    return {
        "correct": (notebook(), 12, ""),
        "honest_uniform": (notebook(**UNIFORM), HONEST_WRONG, "values differ"),
        "torch_softmax": (notebook(softmax=TORCH_SOFTMAX), 6, "`torch.softmax`"),
        "hidden_torch_softmax": (
            notebook(softmax=HIDDEN_SOFTMAX),
            6,
            "uses `torch.softmax`, which this exercise does not allow",
        ),
        "library": (notebook(**both(LIBRARY)), 0, "`transformer_lib.attention`"),
        "registry": (notebook(**both(REGISTRY)), 0, "`transformer_lib.grading`"),
        "hidden_registry": (
            notebook(**both(HIDDEN_REGISTRY)),
            0,
            "uses `__import__`",
        ),
        "recording_off": (notebook(**both(RECORDING_OFF)), 0, "imports `sys`"),
        "in_a_thread": (notebook(**both(IN_A_THREAD)), 0, "imports `threading`"),
        "assert_close": (notebook(PATCH_ASSERT_CLOSE, **UNIFORM), HONEST_WRONG, ""),
        "all_comparisons": (
            notebook(PATCH_ALL_COMPARISONS, **UNIFORM),
            HONEST_WRONG,
            "",
        ),
        "tensor_methods": (notebook(PATCH_TENSOR, **UNIFORM), HONEST_WRONG, ""),
        "math": (notebook(PATCH_MATH, **UNIFORM), HONEST_WRONG, ""),
        "isinstance": (notebook(PATCH_ISINSTANCE, **UNIFORM), HONEST_WRONG, ""),
        "always_equal": (
            notebook(**both(ALWAYS_EQUAL)),
            0,
            "returned an object of type `Anything`",
        ),
        # a class of the slice may not hook into torch's dispatch
        "tensor_subclass": (notebook(**both(SUBCLASS)), 0, "`__torch_function__`"),
        # the kernel's torch.save no longer carries any mark: the answers are right
        "evil_pickle": (notebook(EVIL_PICKLE), 12, ""),
        "chdir": (notebook(CHDIR, **UNIFORM), HONEST_WRONG, ""),
        "chdir_correct": (notebook(CHDIR), 12, ""),
    }


def _package_digest() -> str:
    digest = hashlib.sha256()
    for path in sorted((PACKAGE_ROOT / "transformer_lib").rglob("*.py")):
        digest.update(path.read_bytes())
    return digest.hexdigest()


@pytest.fixture(scope="module")
def batch(tmp_path_factory):
    folder = tmp_path_factory.mktemp("cheats")
    marker_folder = tmp_path_factory.mktemp("marker")
    cases = submissions()
    for name, (nb, _, _) in cases.items():
        text = json.dumps(nb, indent=1).replace("{folder}", str(marker_folder))
        (folder / f"{name}.ipynb").write_text(text, encoding="utf-8")
    before = _package_digest()
    out = tmp_path_factory.mktemp("results")
    grade_batch([folder], out, LIMITS, assignment="ex03", jobs=2, progress=False)
    return cases, out, marker_folder, before


def results_of(out: Path, name: str) -> dict:
    return json.loads((out / name / "results.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", list(submissions()))
def test_a_cheat_scores_no_more_than_its_own_answers(batch, name):
    cases, out, _, _ = batch
    _, expected, feedback = cases[name]
    results = results_of(out, name)
    report = "\n".join(t["output"] for t in results["tests"])
    assert results["score"] == expected, report + "\n" + results["output"]
    assert feedback in report


def test_the_outputs_file_cannot_run_code_in_the_judge(batch):
    _, _, marker_folder, _ = batch
    assert not (marker_folder / MARKER).exists()


def test_writing_into_the_package_on_disk_changes_nothing_and_is_undone(
    batch, tmp_path, package_copy
):
    _, _, _, before = batch
    assert _package_digest() == before  # no submission of the batch changed it
    path = tmp_path / "writes_package.ipynb"
    path.write_text(json.dumps(notebook(WRITES_PACKAGE, **UNIFORM)), encoding="utf-8")
    # graded from a private copy of the package, in a process of its own, so that the
    # write never reaches the checkout that other tests are reading meanwhile
    copy_before = package_copy.digest()
    command = [
        sys.executable, "-m", "transformer_lib.grading", "grade", str(path),
        "--out", str(tmp_path / "out"), "--assignment", "ex03", "--gradescope",
        "--quiet", "--timeout", "60", "--call-timeout", "3",
    ]  # fmt: skip
    run = subprocess.run(
        command,
        capture_output=True,
        text=True,
        timeout=300,
        env=package_copy.environ,
        cwd=tmp_path,  # not the checkout, which `python -m` would put first on sys.path
    )
    assert run.returncode == 0, run.stderr
    results = json.loads((tmp_path / "out" / "results.json").read_text("utf-8"))
    assert results["score"] == HONEST_WRONG
    assert "wrote into the grader's package" in results["output"]
    assert results["extra_data"]["package_root"] == str(package_copy.path.parent)
    assert package_copy.digest() == copy_before
    assert _package_digest() == before


def test_every_solution_gets_full_marks_and_every_stub_zero(tmp_path):
    # every chapter through the kernel and the judge: inputs that hold modules
    # (chapters 6 and 7) travel to the kernel, outputs come back as plain data
    notebooks = sorted((ROOT / "exercises" / "solutions").glob("ex*.ipynb"))
    stubs = sorted((ROOT / "exercises").glob("ex*.ipynb"))
    assert len(notebooks) == len(stubs) >= 9
    rows = grade_batch(
        notebooks, tmp_path / "solutions", LIMITS, jobs=2, progress=False
    )
    for row in rows:
        assert row["score"] == row["max_score"] > 0, row
        results = tmp_path / "solutions" / row["submission"] / "results.json"
        why = json.loads(results.read_text("utf-8"))["output"]
        assert row["status"] == "ok", f"{row['submission']}: {why}"
    rows = grade_batch(stubs, tmp_path / "stubs", LIMITS, jobs=2, progress=False)
    for row in rows:
        assert row["score"] == 0 and row["max_score"] > 0, row
