"""Batch grading end to end: real kernels, real limits, hostile submissions.

One batch grades a folder of notebooks made from the solution and student notebooks,
each broken in its own way. Every submission must end with a valid Gradescope
results.json and the score its functions deserve (whatever it prints), within its
limits, and the batch must go on. Slow (kernels start), so the limits here are small.
"""

from __future__ import annotations

import csv
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from transformer_lib.grading.runner import (
    GRACE_SECONDS,
    Limits,
    grade_batch,
    grade_submission,
    summary_table,
)

ROOT = Path(__file__).resolve().parent.parent
SOLUTION_01 = ROOT / "exercises" / "solutions" / "ex01_tokens_embeddings.ipynb"
SOLUTION_02 = ROOT / "exercises" / "solutions" / "ex02_positional_encoding.ipynb"
STUDENT_01 = ROOT / "exercises" / "ex01_tokens_embeddings.ipynb"
# A cell limit long enough for `import torch` in a fresh kernel on a busy machine.
LIMITS = Limits(wall=60, cell=10, call=2, memory_mb=1536, output_kb=256)

pytestmark = pytest.mark.slow


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


def index_of(nb: dict, needle: str) -> int:
    return next(i for i, c in enumerate(nb["cells"]) if needle in c["source"])


def insert_after(nb: dict, needle: str, source: str) -> dict:
    nb["cells"].insert(index_of(nb, needle) + 1, code_cell(source))
    return nb


def replace_function(nb: dict, name: str, source: str) -> dict:
    nb["cells"][index_of(nb, f"def {name}(")] = code_cell(source)
    return nb


def without_check_cells(nb: dict) -> dict:
    nb["cells"] = [c for c in nb["cells"] if not c["source"].startswith("check(")]
    return nb


FAKE = """\
def check(exercise_id, fn):
    print(f"{exercise_id}: ✓ all tests passed, score 100/100")

print('{"score": 30, "tests": []}')
open("results.json", "w").write('{"score": 30}')
"""
LOOP = "while True:\n    pass"
DEAF_LOOP = "import signal\nsignal.signal(signal.SIGINT, signal.SIG_IGN)\n" + LOOP
PRINT_50MB = 'for _ in range(50):\n    print("x" * 1_000_000)'
VOCAB_LOOP = "def build_vocab(sentences, min_freq=1):\n    " + LOOP.replace(
    "\n", "\n    "
)
VOCAB_SYNTAX = "def build_vocab(sentences:\n    return ["
ENCODE_RAISES = "def encode(tokens, stoi):\n    raise ValueError('oops')"
ENCODE_EXITS = "def encode(tokens, stoi):\n    import os\n    os._exit(1)"
EMBED_HOG = "def embed_one_hot(ids, weight):\n    return torch.ones(2**30)  # 4 GB"
EMBED_NAN = (
    "def embed_one_hot(ids, weight):\n"
    "    shape = (*ids.shape, weight.shape[1])\n"
    "    return torch.full(shape, float('nan'), dtype=weight.dtype)"
)
SHIFT_SHAPE = (
    "def relative_shift(k, d_model, base=10000.0):\n    return torch.eye(d_model + 1)"
)
IMPORTS = "from transformer_lib.grading import check"


def broken(cell_after_imports: str | None = None, **functions: str) -> dict:
    """The chapter 1 solution with a cell inserted and some functions replaced."""
    nb = load(SOLUTION_01)
    if cell_after_imports:
        insert_after(nb, IMPORTS, cell_after_imports)
    for name, source in functions.items():
        replace_function(nb, name, source)
    return nb


def submissions() -> dict[str, tuple[dict | str, float, str]]:
    """name -> (notebook or raw text, expected score, expected status).

    The status is "errors" when a cell failed: the notebook's own check cells call the
    student's functions too, and so do the solution-only cells at the end.
    """
    stub = load(STUDENT_01)
    return {
        "solution": (load(SOLUTION_01), 30, "ok"),
        "untouched_stub": (stub, 0, "ok"),
        "raises": (
            broken('raise RuntimeError("boom")', encode=ENCODE_RAISES),
            25,
            "errors",
        ),
        "loop_in_cell": (broken(LOOP), 30, "errors"),
        "loop_in_function": (broken(build_vocab=VOCAB_LOOP), 23, "errors"),
        "ignores_interrupt": (broken(DEAF_LOOP), 30, "errors"),
        "prints_50MB": (broken(PRINT_50MB), 30, "ok"),
        "memory_hog": (
            broken("hog = bytearray(4 * 2**30)", embed_one_hot=EMBED_HOG),
            24,
            "errors",
        ),
        "sys_exit": (broken("import sys\nsys.exit(1)"), 30, "errors"),
        "kills_kernel": (broken("import os\nos._exit(1)"), 30, "errors"),
        "kills_kernel_when_graded": (broken(encode=ENCODE_EXITS), 25, "errors"),
        "syntax_error": (broken(build_vocab=VOCAB_SYNTAX), 23, "errors"),
        "no_check_cells": (without_check_cells(load(SOLUTION_01)), 30, "ok"),
        "returns_nan": (broken(embed_one_hot=EMBED_NAN), 24, "errors"),
        "wrong_shape": (
            replace_function(load(SOLUTION_02), "relative_shift", SHIFT_SHAPE),
            6,
            "errors",
        ),
        "fakes_its_score": (insert_after(stub, IMPORTS, FAKE), 0, "ok"),
        "not_a_notebook": ("this is not a notebook {", 0, "unreadable"),
    }


@pytest.fixture(scope="module")
def batch(tmp_path_factory):
    folder = tmp_path_factory.mktemp("submissions")
    cases = submissions()
    for name, (nb, _, _) in cases.items():
        # named like the student file, so the grader finds the exercises from metadata
        # (solution notebooks carry none) or from the exNN_ file-name prefix
        path = folder / name / "ex01_tokens_embeddings.ipynb"
        if name == "wrong_shape":
            path = folder / name / "ex02_positional_encoding.ipynb"
        path.parent.mkdir()
        text = nb if isinstance(nb, str) else json.dumps(nb, indent=1)
        path.write_text(text, encoding="utf-8")
    out = tmp_path_factory.mktemp("results")
    rows = grade_batch([folder], out, LIMITS, jobs=2, progress=False)
    print("\n" + summary_table(rows))
    return cases, out, rows


def results_of(out: Path, name: str) -> dict:
    file = (
        "ex02_positional_encoding"
        if name == "wrong_shape"
        else "ex01_tokens_embeddings"
    )
    return json.loads((out / f"{name}__{file}" / "results.json").read_text())


@pytest.mark.parametrize("name", list(submissions()))
def test_each_submission_gets_a_valid_results_json_and_its_score(batch, name):
    cases, out, _ = batch
    _, expected_score, expected_status = cases[name]
    results = results_of(out, name)
    assert set(results) >= {"score", "execution_time", "tests"}
    for test in results["tests"]:
        assert set(test) >= {"name", "score", "max_score", "status", "output"}
        assert test["status"] == (
            "passed" if test["score"] == test["max_score"] else "failed"
        )
        assert 0 <= test["score"] <= test["max_score"]
    assert results["score"] == sum(t["score"] for t in results["tests"])
    assert results["score"] == expected_score, results["output"]
    assert results["extra_data"]["status"] == expected_status, results["output"]
    assert results["execution_time"] <= LIMITS.wall + GRACE_SECONDS + 5


def test_the_class_csv_has_every_submission(batch):
    cases, out, rows = batch
    with open(out / "results.csv", encoding="utf-8") as f:
        table = list(csv.DictReader(f))
    assert len(table) == len(rows) == len(cases)
    by_name = {r["submission"].split("__")[0]: r for r in table}
    assert float(by_name["solution"]["score"]) == 30
    assert float(by_name["solution"]["ex01.vocab"]) == 7
    assert float(by_name["wrong_shape"]["ex02.sinusoidal"]) == 6


def test_feedback_names_what_happened(batch):
    _, out, _ = batch
    assert "cell 4: timeout" in results_of(out, "loop_in_cell")["output"]
    assert "cell 4: hung" in results_of(out, "ignores_interrupt")["output"]
    assert results_of(out, "prints_50MB")["extra_data"]["output_truncated"]
    assert "MemoryError" in results_of(out, "memory_hog")["output"]
    assert "SyntaxError" in results_of(out, "syntax_error")["output"]
    assert "SystemExit" in results_of(out, "sys_exit")["output"]
    assert results_of(out, "kills_kernel")["extra_data"]["kernel_restarts"] >= 1
    graded = results_of(out, "kills_kernel_when_graded")["tests"]
    assert "imports `os`" in graded[1]["output"] and graded[2]["score"] == 6
    vocab = results_of(out, "loop_in_function")["tests"][0]["output"]
    assert "took longer than 2 s" in vocab
    embed = results_of(out, "returns_nan")["tests"][2]["output"]
    assert "your output contains nan" in embed
    shift = results_of(out, "wrong_shape")["tests"][1]["output"]
    # graded inputs are drawn afresh: d_model varies, the answer is one row too big
    found = re.search(r"expected shape \((\d+), \1\), got \((\d+), \2\)", shift)
    assert found and int(found[2]) == int(found[1]) + 1, shift
    executed = json.loads(
        (out / "prints_50MB__ex01_tokens_embeddings" / "executed.ipynb").read_text()
    )
    assert len(json.dumps(executed)) < 2 * LIMITS.output_kb * 1024


def test_a_submission_over_the_wall_clock_is_graded_from_its_definitions(tmp_path):
    nb = load(SOLUTION_01)
    slow = "import time\ntime.sleep(4)"
    at = index_of(nb, "def embed_one_hot(")
    nb["cells"][at:at] = [code_cell(slow) for _ in range(12)]
    path = tmp_path / "ex01_slow.ipynb"
    path.write_text(json.dumps(nb), encoding="utf-8")
    limits = Limits(wall=25, cell=10, call=2, memory_mb=1536)
    results = grade_submission(path, tmp_path / "out", limits)
    assert results["extra_data"]["status"] == "timeout"
    # the kernel never reached embed_one_hot's cell, but the grade comes from the
    # notebook's definitions, run in the judge process: all five are there
    assert results["score"] == 30
    assert results["execution_time"] <= limits.wall + GRACE_SECONDS
    assert json.loads((tmp_path / "out" / "results.json").read_text())["score"] == 30


def test_private_checks_add_hidden_tests(tmp_path):
    private = tmp_path / "private"
    private.mkdir()
    (private / "more_vocab.py").write_text(
        "from transformer_lib.grading import Case, extend\n"
        "corpus = ([['a', 'b'] * 50, ['c']],)\n"
        "extend('ex01.vocab', [Case('a long corpus', corpus, points=3)])\n",
        encoding="utf-8",
    )
    out = tmp_path / "out"
    command = [
        sys.executable, "-m", "transformer_lib.grading", "grade", str(SOLUTION_01),
        "--out", str(out), "--private-checks", str(private),
        "--assignment", "ex01.vocab",
        "--gradescope", "--timeout", "60",
    ]  # fmt: skip
    run = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    results = json.loads((out / "results.json").read_text())
    names = [t["name"] for t in results["tests"]]
    assert names == [
        "ex01.vocab: Build a vocabulary with special tokens",
        "ex01.vocab: Build a vocabulary with special tokens (instructor's checks)",
    ]
    private_test = results["tests"][1]
    assert private_test["visibility"] == "after_published"
    assert private_test["score"] == private_test["max_score"] == 3
    assert results["score"] == 10
