"""Feedback names the value a function returned, not a position in a tuple.

A function that returns several values (attention returns `out, weights`) used to get
"at position 0: values differ ...", which in an attention exercise reads as "query
position 0", and "expected a tuple, got Tensor" with no hint. Fast: no kernels.
"""

from __future__ import annotations

import math

import pytest
import torch

from transformer_lib.grading import exercises, get_exercise, run_checks
from transformer_lib.grading.compare import (
    compare_outputs,
    output_names,
    return_statement,
)
from transformer_lib.grading.core import Case, Exercise, Mistake, run_exercise

ALL = exercises()


def attention(q, k, v):
    weights = torch.softmax(q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1]), dim=-1)
    return weights @ v, weights


def failures(result) -> list:
    assert result.score < result.max_score
    return [t for t in result.tests if not t.passed]


def test_a_wrong_second_output_is_named_weights():
    def wrong_weights(q, k, v):
        out, weights = attention(q, k, v)
        return out, weights * 0.5  # right output, weights that do not sum to 1

    failed = failures(run_checks("ex03.attention", wrong_weights))
    assert len(failed) == len(get_exercise("ex03.attention").cases)
    for test in failed:
        assert test.message.startswith("`weights` (returned value 2): values differ")
        assert "position" not in test.message


def test_a_wrong_first_output_is_named_out():
    def wrong_out(q, k, v):
        out, weights = attention(q, k, v)
        return out + 1, weights

    for test in failures(run_checks("ex03.attention", wrong_out)):
        assert test.message.startswith("`out` (returned value 1): values differ")


def test_returning_only_the_output_gets_a_hint_to_return_both():
    def only_out(q, k, v):
        return attention(q, k, v)[0]

    result = run_checks("ex03.attention", only_out)
    for test in failures(result):
        assert test.message == (
            "expected 2 returned values (out, weights), got one Tensor"
        )
        assert test.hint == (
            "return both values, as a tuple in this order: `return out, weights`"
        )
    report = result.report()  # one reason for every case: said once
    assert "✗ expected 2 returned values (out, weights), got one Tensor" in report
    assert "hint: return both values, as a tuple in this order" in report


def test_returning_three_values_is_named_too():
    def three(q, k, v):
        return (*attention(q, k, v), None)

    for test in failures(run_checks("ex03.attention", three)):
        assert test.message == "expected 2 returned values (out, weights), got 3"
        assert "`return out, weights`" in test.hint


def test_values_returned_in_the_wrong_order_get_the_order_as_a_hint():
    def swapped(q, k, v):
        out, weights = attention(q, k, v)
        return weights, out

    for test in failures(run_checks("ex03.attention", swapped)):
        assert test.message.startswith("`out` (returned value 1): ")
        assert test.hint == "return the values in this order: `return out, weights`"


def test_a_tuple_where_one_value_is_expected_gets_a_hint():
    def softmax_and_logits(x):
        e = (x - x.amax(dim=-1, keepdim=True)).exp()
        return e / e.sum(dim=-1, keepdim=True), x

    for test in failures(run_checks("ex03.softmax", softmax_and_logits)):
        assert (
            test.message == "expected one returned value (a Tensor), got a tuple of 2"
        )
        assert test.hint == "return only the result, one value, not a tuple"


@pytest.mark.parametrize("exercise", ALL, ids=[ex.id for ex in ALL])
def test_every_exercise_that_returns_several_values_names_them(exercise):
    args, kwargs = exercise.cases[0].inputs()
    expected = exercise.reference(*args, **kwargs)
    if isinstance(expected, tuple):
        assert len(exercise.outputs) == len(expected), (
            f"{exercise.id} returns {len(expected)} values: give the Exercise "
            f"outputs=(...) with their names"
        )
    else:
        assert len(exercise.outputs) <= 1
    assert all(name.isidentifier() for name in exercise.outputs)


def test_without_declared_names_values_are_numbered():
    exercise = Exercise(
        id="test.pair",
        title="a pair",
        function="pair",
        reference=lambda x: (x, 2 * x),
        cases=[Case("one", (torch.ones(3),))],
        mistakes=[Mistake("unused", lambda x: (x, x))],
    )
    result = run_exercise(exercise, lambda x: (x, 3 * x))
    assert result.tests[0].message.startswith("returned value 2: values differ")
    result = run_exercise(exercise, lambda x: x)
    assert result.tests[0].message == (
        "expected 2 returned values (returned value 1, returned value 2), got one Tensor"
    )
    assert result.tests[0].hint.endswith("`return value_1, value_2`")


def test_naming_helpers():
    assert output_names(1) == ["the returned value"]
    assert output_names(3) == [
        "returned value 1",
        "returned value 2",
        "returned value 3",
    ]
    assert output_names(2, ("out", "weights")) == ["out", "weights"]
    assert return_statement(["out", "weights"]) == "return out, weights"
    assert compare_outputs((1, 2), (1, 2), ("a", "b")) is None
    assert compare_outputs((1, 3), (1, 2), ("a", "b")) == (
        "`b` (returned value 2)",
        "expected 2, got 3",
    )
    # a single returned list keeps its positions: they are the list's items
    assert compare_outputs(["a", "c"], ["a", "b"]) == (
        "",
        "at position 1: expected 'b', got 'c'",
    )
