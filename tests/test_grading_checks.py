"""The checks behind `check(...)`: full marks for the reference, zero for the stub,
and for every exercise several wrong implementations, written as a student would,
that fail with the hint meant for them. Fast: no kernels, no subprocesses."""

from __future__ import annotations

import importlib
import sys
from collections import Counter
from pathlib import Path

import pytest
import torch

from transformer_lib.grading import check, exercises, get_exercise, run_checks
from transformer_lib.grading.compare import compare
from transformer_lib.grading.core import Case, Exercise, Mistake, run_exercise

sys.path.insert(0, str(Path(__file__).resolve().parent))  # the grading_examples_*
ALL = exercises()
IDS = [ex.id for ex in ALL]


def hint_of(exercise_id: str, fragment: str) -> str:
    """The registered hint that contains ``fragment`` (exactly one must)."""
    exercise = get_exercise(exercise_id)
    texts = {m.hint for m in exercise.mistakes} | {h for _, h in exercise.error_hints}
    found = [h for h in texts if fragment in h]
    assert len(found) == 1, f"{fragment!r} matches {len(found)} hints of {exercise_id}"
    return found[0]


def failing_hints(result) -> set[str]:
    return {t.hint for t in result.tests if not t.passed}


# --- every exercise: the reference, the stub, and the registered mistakes


def test_chapters_1_and_2_have_at_least_two_exercises_each():
    for prefix in ("ex01", "ex02"):
        assert len(exercises(prefix)) >= 2, prefix


@pytest.mark.parametrize("exercise", ALL, ids=IDS)
def test_the_reference_scores_full_marks(exercise):
    result = run_checks(exercise.id, exercise.reference, forbid=False)
    assert result.score == result.max_score == exercise.max_score > 0
    assert all(t.message == "" and t.hint == "" for t in result.tests)


@pytest.mark.parametrize("exercise", ALL, ids=IDS)
def test_the_stub_scores_zero_and_check_does_not_raise(exercise, capsys):
    def stub(*args, **kwargs):
        raise NotImplementedError(f"{exercise.id}: not implemented yet")

    result = run_checks(exercise.id, stub)
    assert result.score == 0
    assert {t.message for t in result.tests} == {"not implemented yet"}
    check(exercise.id, stub)  # prints, never raises
    printed = capsys.readouterr().out
    assert "✗ not implemented yet" in printed
    assert f"0/{exercise.max_score:g}" in printed


@pytest.mark.parametrize("exercise", ALL, ids=IDS)
def test_each_registered_mistake_fails_with_its_own_hint(exercise):
    assert len(exercise.mistakes) >= 3
    for mistake in exercise.mistakes:
        result = run_checks(exercise.id, mistake.fn, forbid=False)
        assert result.score < result.max_score, mistake.hint
        assert failing_hints(result) == {mistake.hint}


@pytest.mark.parametrize("exercise", ALL, ids=IDS)
def test_cases_are_distinct_and_deterministic(exercise):
    names = [c.name for c in exercise.cases]
    assert len(names) == len(set(names))
    for case in exercise.cases:
        first, second = case.inputs(), case.inputs()
        assert compare(first[0], second[0]) is None  # seeded: the same inputs twice


# --- answers written as students write them: tests/grading_examples_*.py


def _examples(kind: str) -> list[tuple]:
    """Every list named WRONG*/RIGHT* in the tests/grading_examples_*.py modules."""
    found = []
    for path in sorted(Path(__file__).parent.glob("grading_examples_*.py")):
        module = importlib.import_module(path.stem)
        for name in sorted(vars(module)):
            if name.startswith(kind) and isinstance(getattr(module, name), list):
                found += getattr(module, name)
    return found


WRONG, RIGHT = _examples("WRONG"), _examples("RIGHT")


@pytest.mark.parametrize(
    ("exercise_id", "fn", "fragment"), WRONG, ids=[w[1].__name__ for w in WRONG]
)
def test_a_wrong_implementation_fails_with_the_hint_meant_for_it(
    exercise_id, fn, fragment, capsys
):
    result = run_checks(exercise_id, fn)
    assert result.score < result.max_score
    assert failing_hints(result) == {hint_of(exercise_id, fragment)}
    check(exercise_id, fn)
    assert hint_of(exercise_id, fragment) in capsys.readouterr().out


def test_every_exercise_has_three_wrong_implementations():
    counts = Counter(exercise_id for exercise_id, _, _ in WRONG)
    missing = {i: counts[i] for i in IDS if counts[i] < 3}
    assert not missing, f"fewer than 3 wrong implementations in tests/: {missing}"


@pytest.mark.parametrize(("exercise_id", "fn"), RIGHT, ids=[r[0] for r in RIGHT])
def test_a_correct_answer_written_differently_scores_full_marks(exercise_id, fn):
    result = run_checks(exercise_id, fn)
    assert result.score == result.max_score, result.report()


# --- check() itself: robust to whatever the student passes


def test_check_reports_a_function_that_raises(capsys):
    def broken(sentences, min_freq=1):
        return 1 / 0

    check("ex01.vocab", broken)
    out = capsys.readouterr().out
    assert "✗ your function raised ZeroDivisionError" in out and "0/7" in out


def test_check_stops_a_function_that_never_returns(capsys):
    def endless(max_len, d_model, base=10000.0):
        while True:
            try:
                pass
            except Exception:  # a student's except Exception must not swallow the stop
                pass

    result = run_checks("ex02.sinusoidal", endless, timeout=0.3)
    assert result.score == 0
    assert result.tests[0].message == "your function took longer than 0.3 s"
    assert all(t.message.startswith("not run") for t in result.tests[1:])


def test_check_survives_sys_exit_and_non_functions(capsys):
    import sys

    result = run_checks("ex01.encode", lambda tokens, stoi: sys.exit(3))
    assert result.score == 0 and "SystemExit" in result.tests[0].message
    assert "sys.exit" in result.tests[0].hint
    result = run_checks("ex01.encode", 42)
    assert (
        result.score == 0
        and "expected a function named encode" in result.tests[0].message
    )


def test_nan_and_wrong_shapes_are_named():
    def nan_table(max_len, d_model, base=10000.0):
        return torch.full((max_len, d_model), float("nan"))

    result = run_checks("ex02.sinusoidal", nan_table)
    assert "contains nan" in result.tests[0].message
    assert result.score == 1  # only the empty table (max_len=0) is right

    def transposed_table(max_len, d_model, base=10000.0):
        return get_exercise("ex02.sinusoidal").reference(max_len, d_model, base).T

    result = run_checks("ex02.sinusoidal", transposed_table, forbid=False)
    assert "expected shape (4, 6), got (6, 4)" in result.tests[1].message


def test_inputs_are_copied_so_a_mutating_function_cannot_fool_the_reference():
    def mutating(ids, weight):
        weight.zero_()
        return torch.zeros(*ids.shape, weight.shape[1], dtype=weight.dtype)

    assert run_checks("ex01.embed", mutating).score == 0


def test_unknown_exercise_ids_are_refused():
    with pytest.raises(KeyError, match="ex01.vocab"):
        check("ex01.vocabulary", lambda s: s)


# --- compare and tolerances


def test_compare_uses_tolerances_that_fit_the_dtype():
    x = torch.linspace(-1, 1, 11)
    assert compare(x + 1e-6, x) is None  # float32 noise
    assert compare(x + 1e-3, x) is not None
    assert compare(x.double() + 1e-6, x.double()) is not None  # float64 is stricter
    assert compare(x.half() + 5e-4, x.half()) is None
    assert "expected dtype torch.float32" in compare(x.double(), x)
    assert compare(x.double(), x, strict_dtype=False) is None
    assert compare(torch.tensor([1, 2]), torch.tensor([1, 3])) is not None  # exact ints
    assert compare([1, 2, 3], [1, 2]) == "expected 2 items, got 3"
    assert "at position 1" in compare(["a", "c"], ["a", "b"])


# --- a registry an author can extend


def test_a_new_exercise_registers_and_checks_like_the_others(monkeypatch):
    from transformer_lib.grading import registry

    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    exercise = Exercise(
        id="ex99.double",
        title="Double a tensor",
        function="double",
        reference=lambda x: 2 * x,
        cases=[Case("three numbers", (torch.tensor([1.0, 2.0, 3.0]),))],
        mistakes=[Mistake("multiply by 2, do not add 2", lambda x: x + 2)],
    )
    registry.register(exercise)
    assert [e.id for e in exercises("ex99")] == ["ex99.double"]
    with pytest.raises(ValueError, match="already registered"):
        registry.register(exercise)
    result = run_exercise(exercise, lambda x: x + 2)
    assert failing_hints(result) == {"multiply by 2, do not add 2"}
