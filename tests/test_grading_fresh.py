"""Graded inputs are drawn afresh for every case (issue 17): the cases given as fixed
values are varied (``Case.vary``), so answers written out for the inputs that ``check``
shows score nothing, while every right answer scores full marks on any draw."""

from __future__ import annotations

import copy
import random

import pytest
import torch
from test_grading_checks import RIGHT, WRONG, failing_hints, hint_of

from transformer_lib.grading import exercises, get_exercise
from transformer_lib.grading.core import (
    FIXED_CASES,
    Case,
    case_plan,
    forbidden_names,
    forbidden_operators,
    fresh_cases,
    judge_exercise,
)
from transformer_lib.grading.kernel import call_cases

DRAWS = 20
EXERCISES = exercises()
IDS = [e.id for e in EXERCISES]


def same(a, b) -> bool:
    """Exact equality of inputs: tensors (shape, dtype, values), modules (type and
    parameters), and containers of them."""
    if isinstance(a, torch.Tensor) or isinstance(b, torch.Tensor):
        return (
            isinstance(a, torch.Tensor)
            and isinstance(b, torch.Tensor)
            and a.dtype == b.dtype
            and a.shape == b.shape
            and bool(torch.equal(a, b) or (a.isnan() & b.isnan()).all())
        )
    if isinstance(a, torch.nn.Module) or isinstance(b, torch.nn.Module):
        return type(a) is type(b) and same(a.state_dict(), b.state_dict())
    if isinstance(a, dict) and isinstance(b, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return (
            type(a) is type(b)
            and len(a) == len(b)
            and all(same(x, y) for x, y in zip(a, b, strict=True))
        )
    return type(a) is type(b) and a == b


def grade_fresh(exercise, fn, seed: int, forbid: bool = True):
    """Grade ``fn`` as the batch grader does: fresh cases, the call recorded in a
    plan, then judged (the reference, comparison and mistakes) from the outcomes."""
    draws = random.Random(seed)
    cases = fresh_cases(exercise, rng=lambda: draws.randrange(1, 2**31 - 1))
    names = forbidden_names(exercise) if forbid else ()
    operators = forbidden_operators(exercise) if forbid else ""
    outcomes = call_cases(
        fn, case_plan(cases), 20.0, names, raw=True, forbidden_ops=operators
    )
    return judge_exercise(exercise, outcomes, cases)


def literal_answers(exercise):
    """A function that knows the answers to the inputs ``check`` shows (every case
    of the exercise, as the notebook's feedback would reveal them) and raises on any
    other input: a lookup by equality."""
    table = []
    for case in exercise.cases:
        if case.private:  # an instructor's private case: its inputs are never shown
            continue
        args, kwargs = case.inputs()
        with torch.no_grad():  # plain values, which deepcopy can copy
            out = exercise.reference(*copy.deepcopy(args), **copy.deepcopy(kwargs))
        table.append(((args, kwargs), out))

    def answer(*args, **kwargs):
        for (a, k), out in table:
            if same((args, kwargs), (a, k)):
                return copy.deepcopy(out)
        raise LookupError("not one of the inputs I was shown")

    return answer


def _trivial_points(exercise) -> float:
    return sum(c.points for c in exercise.cases if (exercise.id, c.name) in FIXED_CASES)


@pytest.mark.parametrize("exercise", EXERCISES, ids=IDS)
def test_every_case_is_drawn_afresh_or_listed_as_trivial(exercise):
    for case in exercise.cases:
        if case.private:  # added by private checks that an earlier test loaded
            continue
        listed = (exercise.id, case.name) in FIXED_CASES
        assert callable(case.args) or case.vary is not None or listed, case.name
        assert not (listed and case.vary is not None), case.name
    fresh = fresh_cases(exercise)
    for case, new in zip(exercise.cases, fresh, strict=True):
        if (exercise.id, case.name) in FIXED_CASES or case.private:
            continue
        assert not same(case.inputs(), new.inputs()), case.name  # differs
        assert same(new.inputs(), new.inputs()), case.name  # reproducible


def test_the_fixed_cases_are_few_and_exist():
    cases = {(e.id, c.name) for e in EXERCISES for c in e.cases}
    assert set(FIXED_CASES) <= cases
    assert len(FIXED_CASES) <= 2


@pytest.mark.parametrize("exercise", EXERCISES, ids=IDS)
def test_literal_answers_score_only_the_trivial_cases(exercise):
    cheat = literal_answers(exercise)
    # the cheat is right on the inputs it was shown ...
    assert judge_exercise(
        exercise,
        call_cases(cheat, case_plan(exercise.cases), 20.0, (), raw=True),
        exercise.cases,
    ).score == pytest.approx(sum(c.points for c in exercise.cases if not c.private))
    # ... and earns nothing graded, but the cases whose answer is trivial
    for seed in range(3):
        result = grade_fresh(exercise, cheat, seed=seed, forbid=False)
        assert result.score <= _trivial_points(exercise), result.report()


def _right_answers():
    pairs = [(e.id, e.reference) for e in EXERCISES]
    return pairs + list(RIGHT)


@pytest.mark.parametrize(
    ("exercise_id", "fn"), _right_answers(), ids=[p[0] for p in _right_answers()]
)
def test_right_answers_score_full_marks_on_many_draws(exercise_id, fn):
    exercise = get_exercise(exercise_id)
    forbid = fn is not exercise.reference  # the reference calls the library's answer
    for seed in range(DRAWS):
        result = grade_fresh(exercise, fn, seed=1000 + seed, forbid=forbid)
        assert result.score == result.max_score, f"draw {seed}\n{result.report()}"


@pytest.mark.parametrize(
    ("exercise_id", "fn", "fragment"),
    WRONG,
    ids=[f"{w[0]}-{w[1].__name__}" for w in WRONG],
)
def test_a_wrong_implementation_fails_on_fresh_inputs_with_its_hint(
    exercise_id, fn, fragment
):
    exercise = get_exercise(exercise_id)
    hint = hint_of(exercise_id, fragment)
    hinted = 0
    for seed in range(3):
        result = grade_fresh(exercise, fn, seed=seed)
        assert result.score < result.max_score, result.report()
        hinted += hint in failing_hints(result)
    assert hinted == 3, result.report()


def test_a_variant_is_the_same_for_the_reference_and_the_mistakes():
    """The grader rebuilds a case's inputs from its seed for the reference and for
    each known mistake: a variant must come out the same every time."""
    for exercise in EXERCISES:
        for case in fresh_cases(exercise, rng=lambda: 12345):
            a, b = case.inputs(), case.inputs()
            assert same(a, b), (exercise.id, case.name)
    torch.manual_seed(0)  # a variant never draws from the global generator
    first = [c.inputs() for c in fresh_cases(EXERCISES[0], rng=lambda: 7)]
    torch.manual_seed(1)
    second = [c.inputs() for c in fresh_cases(EXERCISES[0], rng=lambda: 7)]
    assert same(first, second)


def test_a_fresh_draw_never_repeats_the_case_shown():
    """A case drawn from a space of two values shows one of them: every fresh draw must
    give the other (the grader draws again when a draw repeats the case shown), and a
    case whose generator ignores its seed stays as it is after a bounded number of
    tries instead of looping."""
    import dataclasses

    small = Case("one id of two", lambda g: (torch.randint(0, 2, (1,), generator=g),))
    fixed = Case("ignores its seed", lambda g: (torch.tensor([3]),), seed=1)
    exercise = dataclasses.replace(EXERCISES[0], cases=[small, fixed])
    for draw in range(200):
        counter = iter(range(draw * 50 + 1, draw * 50 + 51))
        new_small, new_fixed = fresh_cases(exercise, rng=counter.__next__)
        assert not same(new_small.inputs(), small.inputs())
        assert same(new_fixed.inputs(), fixed.inputs())
