"""The graded exercises of chapters 3-5: enough of them, and the learners' classic
mistakes each get the hint that names them. (The generic checks, reference = full marks,
stub = 0, every wrong answer in grading_examples_ch03_05 fails with its own hint, run in
test_grading_checks.py.)"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from transformer_lib.grading import exercises, run_checks

sys.path.insert(0, str(Path(__file__).resolve().parent))

import grading_examples_ch03_05 as ex  # noqa: E402


def test_chapters_3_to_5_have_at_least_two_exercises_each():
    for prefix in ("ex03", "ex04", "ex05"):
        assert len(exercises(prefix)) >= 2, prefix


@pytest.mark.parametrize(
    ("exercise_id", "fn", "words"),
    [
        ("ex03.attention", ex.attention_without_scale, "√d_k"),
        ("ex03.softmax", ex.softmax_over_columns, "last axis"),
        ("ex03.attention", ex.attention_softmax_over_queries, "last axis"),
        ("ex04.masked_softmax", ex.masked_after_softmax, "before the softmax"),
        ("ex05.merge_heads", ex.merge_without_transpose, "transpose(1, 2)"),
        ("ex05.multihead", ex.mha_merge_without_transpose, "transpose(1, 2)"),
        ("ex04.causal_mask", ex.causal_by_loops_one_ahead, "off by one"),
        ("ex04.padding_mask", ex.padding_old_layout, "shape (B, S)"),
    ],
    ids=lambda p: getattr(p, "__name__", None),
)
def test_the_classic_mistakes_are_named(exercise_id, fn, words):
    result = run_checks(exercise_id, fn)
    assert result.score < result.max_score
    hints = {t.hint for t in result.tests if not t.passed}
    assert len(hints) == 1 and words in hints.pop()
