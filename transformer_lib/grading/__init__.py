"""Graded exercises: checks that run in a notebook, and a batch grader for instructors.

In a notebook::

    from transformer_lib.grading import check
    check("ex01.vocab", build_vocab)

From a shell (see exercises_and_grading.md in the book)::

    python -m transformer_lib.grading grade SUBMISSIONS... --out DIR
    python -m transformer_lib.grading gradescope ASSIGNMENT --out autograder.zip
    python -m transformer_lib.grading build-exercises

The batch grader calls the student's functions in the submission's kernel
(``kernel.py``) and judges what they returned in its own process (``judge.py``);
``check`` runs both in the notebook, for the student's own feedback.
"""

from __future__ import annotations

from .core import Case, Exercise, ExerciseResult, Mistake, run_exercise
from .registry import exercises, extend, get_exercise, load_private_checks, register

__all__ = [
    "check",
    "run_checks",
    "Case",
    "Mistake",
    "Exercise",
    "ExerciseResult",
    "register",
    "extend",
    "get_exercise",
    "exercises",
    "load_private_checks",
]


def run_checks(
    exercise_id: str, fn, timeout: float | None = 20.0, forbid: bool = True
) -> ExerciseResult:
    """Run the public checks of an exercise on ``fn`` and return the result.

    A case in which ``fn`` calls a function the exercise forbids scores 0 and names it
    (``forbid=False`` allows it: for tests that build on the reference)."""
    return run_exercise(
        get_exercise(exercise_id), fn, timeout, private=False, forbid=forbid
    )


def check(exercise_id: str, fn, timeout: float | None = 20.0) -> None:
    """Check ``fn`` against the exercise's reference; print ✓/✗, points and hints.

    Never raises because of ``fn``: a stub or a crashing function scores 0 and says why.
    """
    print(run_checks(exercise_id, fn, timeout).report())
