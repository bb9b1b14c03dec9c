"""Single source: the student notebooks are generated from the solution notebooks,
are up to date, hide every solution, and match the registered exercises."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from transformer_lib.grading import exercises, get_exercise
from transformer_lib.grading.build import (
    build_exercises,
    dumps,
    strip_solutions,
    student_notebook,
)

ROOT = Path(__file__).resolve().parent.parent
SOLUTIONS = sorted((ROOT / "exercises" / "solutions").glob("ex*.ipynb"))
NAMES = [p.name for p in SOLUTIONS]


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def code(nb: dict) -> str:
    return "\n\n".join(c["source"] for c in nb["cells"] if c["cell_type"] == "code")


def test_there_are_exercise_notebooks_for_chapters_1_and_2():
    assert {"ex01", "ex02"} <= {p.name[:4] for p in SOLUTIONS}


def test_generated_notebooks_are_up_to_date():
    stale = build_exercises(ROOT, check=True)
    assert not stale, (
        f"out of date: {[str(p) for p in stale]}; run "
        "`python -m transformer_lib.grading build-exercises`"
    )


def test_a_changed_solution_makes_the_student_notebook_stale(tmp_path):
    (tmp_path / "exercises" / "solutions").mkdir(parents=True)
    source = tmp_path / "exercises" / "solutions" / SOLUTIONS[0].name
    source.write_text(SOLUTIONS[0].read_text(encoding="utf-8"), encoding="utf-8")
    assert build_exercises(tmp_path, check=True) == [
        tmp_path / "exercises" / source.name
    ]
    assert build_exercises(tmp_path) and build_exercises(tmp_path, check=True) == []
    nb = load(source)
    nb["cells"][1]["source"] += "\nOne more sentence."
    source.write_text(dumps(nb), encoding="utf-8")
    assert build_exercises(tmp_path, check=True) == [
        tmp_path / "exercises" / source.name
    ]


@pytest.mark.parametrize("path", SOLUTIONS, ids=NAMES)
def test_each_solution_block_is_a_registered_exercise_with_a_check_cell(path):
    nb = load(path)
    source = code(nb)
    ids = re.findall(r"# BEGIN SOLUTION (\S+)", source)
    assert ids and len(ids) == len(set(ids))
    assert ids == [e.id for e in exercises(path.name[:4])], "one block per exercise"
    defined = {
        node.name
        for node in ast.walk(ast.parse(source.replace("%pip", "# pip")))
        if isinstance(node, ast.FunctionDef)
    }
    for exercise_id in ids:
        exercise = get_exercise(exercise_id)
        assert exercise.function in defined
        assert f'check("{exercise_id}", {exercise.function})' in source


@pytest.mark.parametrize("path", SOLUTIONS, ids=NAMES)
def test_the_student_notebook_hides_every_solution(path):
    solution = load(path)
    student = load(ROOT / "exercises" / path.name)
    student_code = code(student)
    assert "BEGIN SOLUTION" not in student_code and "END SOLUTION" not in student_code
    blocks = re.findall(
        r"# BEGIN SOLUTION (\S+)\n(.*?)# END SOLUTION", code(solution), flags=re.S
    )
    outside = re.sub(
        r"# BEGIN SOLUTION.*?# END SOLUTION", "", code(solution), flags=re.S
    )
    for exercise_id, body in blocks:
        assert f'raise NotImplementedError("{exercise_id}: ' in student_code
        for line in map(str.strip, body.splitlines()):
            if len(line) > 8 and line not in outside:  # a line only the solution has
                assert line not in student_code, f"solution line leaked: {line}"
    tagged = [
        c for c in student["cells"] if "solution-only" in c["metadata"].get("tags", [])
    ]
    assert not tagged
    assert student["metadata"]["transformer_lib"]["exercises"] == [
        e.id for e in exercises(path.name[:4])
    ]


def test_strip_solutions_keeps_indentation_and_the_rest():
    source = (
        "def f(x):\n"
        '    """Doc."""\n'
        "    # BEGIN SOLUTION ex01.f\n"
        "    return 2 * x\n"
        "    # END SOLUTION\n"
        "\n"
        "y = 1"
    )
    out, ids = strip_solutions(source)
    assert ids == ["ex01.f"]
    assert out.splitlines() == [
        "def f(x):",
        '    """Doc."""',
        "    # YOUR CODE HERE (then run this cell and the check below)",
        '    raise NotImplementedError("ex01.f: not implemented yet")',
        "",
        "y = 1",
    ]
    namespace = {}
    exec(out, namespace)
    with pytest.raises(NotImplementedError, match="ex01.f"):
        namespace["f"](3)


@pytest.mark.parametrize(
    ("source", "message"),
    [
        ("# BEGIN SOLUTION ex01.f\nx = 1\n", "never closed"),
        ("x = 1\n# END SOLUTION\n", "without BEGIN"),
        (
            "# BEGIN SOLUTION\nx = 1\n# END SOLUTION\n",
            "expected '# BEGIN SOLUTION exNN",
        ),
        (
            "# BEGIN SOLUTION ex01.f\n# BEGIN SOLUTION ex01.g\n# END SOLUTION\n",
            "inside another",
        ),
    ],
)
def test_malformed_markers_are_refused(source, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        strip_solutions(source)


def test_a_notebook_without_solution_blocks_is_refused():
    nb = {"cells": [{"cell_type": "code", "metadata": {}, "source": "x = 1"}]}
    with pytest.raises(ValueError, match="no '# BEGIN SOLUTION"):
        student_notebook(nb, "empty.ipynb")


@pytest.mark.parametrize("path", SOLUTIONS, ids=NAMES)
def test_the_chapter_links_to_its_exercises(path):
    chapters = sorted((ROOT / "chapters").glob(f"{path.name[2:4]}_*.ipynb"))
    if not chapters:
        pytest.skip(f"chapter {path.name[2:4]} is not written yet")
    markdown = "\n".join(
        c["source"] if isinstance(c["source"], str) else "".join(c["source"])
        for c in load(chapters[0])["cells"]
        if c["cell_type"] == "markdown"
    )
    assert f"exercises/{path.stem}" in markdown, f"{chapters[0].name} should link it"
