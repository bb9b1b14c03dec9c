"""The attacks of issue 17 (``grading_attacks.py``), graded for real: each must score at
or below what its answers earn without the trick, with feedback that names what was
found, and no private input may reach the feedback. Slow (two processes a submission).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from grading_attacks import (
    PRIVATE_CHECKS,
    attacks,
    honest_uniform,
)

from transformer_lib.grading.runner import Limits, grade_batch, package_digest

ROOT = Path(__file__).resolve().parent.parent
LIMITS = Limits(wall=60, cell=15, call=3, memory_mb=1536, output_kb=256)
POISONERS = ("write_kernel_py", "new_module", "pyc")
# the private case's first value, as Python and torch print it: long enough that no
# freshly drawn public input (whose values the feedback may show) contains it by chance
LEAKS = ("98765.4375", "9.8765e+04")

pytestmark = pytest.mark.slow


def _report(results: dict) -> str:
    return "\n".join(t["output"] for t in results["tests"]) + "\n" + results["output"]


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    """Every attack but the package poisoners, graded in one batch per assignment."""
    folder = tmp_path_factory.mktemp("attacks")
    private = folder / "private"
    private.mkdir()
    (private / "secret.py").write_text(PRIVATE_CHECKS, encoding="utf-8")
    out = tmp_path_factory.mktemp("results")
    cases = {k: v for k, v in attacks().items() if k not in POISONERS}
    by_assignment: dict[str, list[Path]] = {}
    for name, (assignment, nb, _, _) in cases.items():
        path = folder / assignment / f"{name}.ipynb"
        path.parent.mkdir(exist_ok=True)
        path.write_text(json.dumps(nb), encoding="utf-8")
        by_assignment.setdefault(assignment, []).append(path)
    for assignment, paths in by_assignment.items():
        grade_batch(
            paths,
            out,
            LIMITS,
            assignment=assignment,
            private_dirs=[private],
            jobs=2,
            progress=False,
        )
    return cases, out


@pytest.mark.parametrize("name", [k for k in attacks() if k not in POISONERS], ids=str)
def test_an_attack_scores_no_more_than_its_answers_and_is_named(graded, name):
    cases, out = graded
    _, _, honest, fragment = cases[name]
    results = json.loads((out / name / "results.json").read_text(encoding="utf-8"))
    report = _report(results)
    assert results["score"] <= honest, report
    assert fragment in report, report
    assert not any(leak in report for leak in LEAKS), report


def _grade_in_a_new_process(notebook: Path, out: Path, env: dict) -> dict:
    command = [
        sys.executable, "-m", "transformer_lib.grading", "grade", str(notebook),
        "--out", str(out), "--assignment", "ex03", "--gradescope", "--quiet",
        "--timeout", "60", "--call-timeout", "3",
    ]  # fmt: skip
    # run outside the checkout: `python -m` puts the working folder first on sys.path,
    # where it would win over the private copy that env's PYTHONPATH names
    run = subprocess.run(
        command, capture_output=True, text=True, timeout=300, env=env, cwd=out.parent
    )
    assert run.returncode == 0, run.stderr
    return json.loads((out / "results.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", POISONERS)
def test_writing_into_the_package_is_undone_reported_and_never_counts(
    name, tmp_path, package_copy
):
    """The poisoning run and the next one are separate grader processes, as when an
    instructor grades one submission after another. Both run from a private copy of
    the package (``package_copy``), which is the package the grader, its kernel and its
    judge import: the poisoner writes there, never into the checkout that the tests
    beside this one are reading."""
    _, nb, honest, fragment = attacks()[name]
    checkout_before = package_digest()
    before = package_copy.digest()
    path = tmp_path / f"{name}.ipynb"
    path.write_text(json.dumps(nb), encoding="utf-8")
    env = package_copy.environ
    results = _grade_in_a_new_process(path, tmp_path / "poisoner", env)
    assert results["score"] <= honest, _report(results)
    assert "wrote into the grader's package" in results["output"]
    assert fragment in results["output"]
    # the write reached the private copy, which the grader watched, not the checkout
    assert results["extra_data"]["package_root"] == str(package_copy.path.parent)
    assert package_copy.digest() == before
    following = tmp_path / "honest.ipynb"
    following.write_text(json.dumps(honest_uniform()), encoding="utf-8")
    after = _grade_in_a_new_process(following, tmp_path / "next", env)
    assert after["score"] == 1, _report(after)  # its own answers' point, no more
    assert package_digest() == checkout_before  # the checkout was never touched
