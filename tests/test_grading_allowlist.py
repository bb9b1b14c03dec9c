"""Guards the grader's allow-list: no attack of ``grading_attacks_allowlist.py`` scores
more than its twin, no private input reaches any feedback, a submission whose values
block stops within its limit, and honest debugging costs nothing in any exercise family.

Every notebook (attacks, twins, honest ones) is graded in one batch (``--jobs 2``), with
the instructor's private checks; the tests read its results. Slow.
"""

from __future__ import annotations

import ast
import json

import pytest
from grading_attacks_allowlist import (
    BLOCKING,
    PRIVATE_CHECKS,
    attacks,
    honest_notebooks,
)

from transformer_lib.grading.runner import GRACE_SECONDS, Limits, grade_batch

LIMITS = Limits(wall=60, cell=15, call=3, memory_mb=1536, output_kb=256)
# the private case's first value, as Python and torch print it, and as a name (no
# freshly drawn public input is long enough to contain it by chance)
LEAKS = ("98765.4375", "9.8765e+04", "98765.44", "98765_4375")
# what writing results.json and the process bookkeeping may add past the wall clock and
# the grace period: slack, not a measured time (a blocking submission took 157 s here)
BOOKKEEPING_SECONDS = 20

pytestmark = pytest.mark.slow

ATTACKS = attacks()
HONEST = honest_notebooks()


def _report(results: dict) -> str:
    return "\n".join(t["output"] for t in results["tests"]) + "\n" + results["output"]


@pytest.fixture(scope="module")
def graded(tmp_path_factory) -> dict[str, dict]:
    """{notebook name: its results.json}: every attack, twin and honest notebook,
    graded in one batch. Twins that are the same notebook are graded once."""
    folder = tmp_path_factory.mktemp("allowlist")
    private = tmp_path_factory.mktemp("private")
    (private / "secret.py").write_text(PRIVATE_CHECKS, encoding="utf-8")
    out = tmp_path_factory.mktemp("results")
    notebooks: dict[str, dict] = dict(HONEST)
    for name, (attack, twin) in ATTACKS.items():
        notebooks[name] = attack
        notebooks[f"{name}__twin"] = twin
    written: dict[str, str] = {}  # the notebook's text -> the name it was graded under
    graded_as: dict[str, str] = {}
    for name, nb in notebooks.items():
        text = json.dumps(nb, sort_keys=True)
        if text not in written:
            written[text] = name
            (folder / f"{name}.ipynb").write_text(text, encoding="utf-8")
        graded_as[name] = written[text]
    grade_batch([folder], out, LIMITS, private_dirs=[private], jobs=2, progress=False)
    return {
        name: json.loads((out / same / "results.json").read_text(encoding="utf-8"))
        for name, same in graded_as.items()
    }


def _code(nb: dict) -> list[str]:
    return [
        "".join(c["source"]) if isinstance(c["source"], list) else c["source"]
        for c in nb["cells"]
        if c["cell_type"] == "code"
    ]


@pytest.mark.parametrize("name", list(ATTACKS) + list(HONEST))
def test_every_notebook_is_python_the_grader_can_read(name):
    """An attack that did not parse would score 0 for the wrong reason."""
    notebooks = [HONEST[name]] if name in HONEST else list(ATTACKS[name])
    for nb in notebooks:
        for source in _code(nb):
            lines = [
                "pass" if line.lstrip().startswith(("%", "!")) else line
                for line in source.splitlines()
            ]
            ast.parse("\n".join(lines))
        assert any("def " in source for source in _code(nb)), name


@pytest.mark.parametrize("name", list(ATTACKS))
def test_an_attack_scores_no_more_than_its_twin(graded, name):
    attack, twin = graded[name], graded[f"{name}__twin"]
    assert twin["extra_data"]["max_score"] > 0, _report(twin)
    assert attack["score"] <= twin["score"], (
        f"{name}: {attack['score']} with its trick, {twin['score']} without\n"
        + _report(attack)
    )


@pytest.mark.parametrize("name", list(ATTACKS))
def test_no_private_input_reaches_any_results(graded, name):
    for which in (name, f"{name}__twin"):
        text = json.dumps(graded[which], ensure_ascii=False)
        leaked = [leak for leak in LEAKS if leak in text]
        assert not leaked, f"{which} shows {leaked}:\n{_report(graded[which])}"


def test_a_submission_whose_values_block_stops_within_its_limit(graded):
    """Each of ex09's functions returns a value whose conversion never ends."""
    results = graded[BLOCKING]
    limit = LIMITS.wall + GRACE_SECONDS + BOOKKEEPING_SECONDS
    assert results["execution_time"] <= limit, (
        f"took {results['execution_time']} s, limit {LIMITS.wall:g} s\n"
        + _report(results)
    )
    assert results["score"] == 0, _report(results)
    assert len(results["tests"]) == 4, _report(results)  # each exercise got a result
    assert all(t["output"] for t in results["tests"]), _report(results)


@pytest.mark.parametrize("name", list(HONEST))
def test_an_honest_notebook_scores_full_marks(graded, name):
    results = graded[name]
    assert results["extra_data"]["max_score"] > 0, _report(results)
    assert results["score"] == results["extra_data"]["max_score"], _report(results)
    assert all(t["status"] == "passed" for t in results["tests"]), _report(results)


def test_a_function_stopped_by_the_time_limit_is_told_so(graded):
    """ex09.length_penalty of the blocking notebook is right, but runs one call into C
    that outlasts the call limit by seconds: it scores 0 for its time, not for a
    forbidden function it never called (the grader's own profile hook, dropped when
    the alarm interrupts it, is not the student's)."""
    results = graded[BLOCKING]
    (test,) = [
        t for t in results["tests"] if t["name"].startswith("ex09.length_penalty")
    ]
    assert test["score"] == 0, test["output"]
    assert "does not allow" not in test["output"], test["output"]
