"""The graded exercises of chapter 11: the classic mistakes of rotary embeddings, ALiBi
and T5's buckets each get the hint that names them, and the library's answer is caught.
(The generic checks, reference = full marks, stub = 0, every wrong answer in
grading_examples_ch11 fails with its own hint, on fresh draws too, run in
test_grading_checks.py and test_grading_fresh.py.)"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import torch

from transformer_lib import position_schemes
from transformer_lib.grading import exercises, get_exercise, run_checks

sys.path.insert(0, str(Path(__file__).resolve().parent))

import grading_examples_ch11 as ex  # noqa: E402

IDS = ["ex11.rope", "ex11.alibi", "ex11.t5_bucket"]


def test_chapter_11_has_rope_alibi_and_t5_buckets():
    assert [e.id for e in exercises("ex11")] == IDS


@pytest.mark.parametrize(
    ("exercise_id", "fn", "words"),
    [
        # the list: each named by its hint
        ("ex11.rope", ex.rope_rotate_half, "you paired x_i with x_(i + d_k/2)"),
        ("ex11.rope", ex.rope_clockwise, "you rotated the other way"),
        ("ex11.rope", ex.rope_positions_from_one, "the first position is not rotated"),
        ("ex11.alibi", ex.alibi_halving_slopes, "not 2^(−h)"),
        ("ex11.alibi", ex.alibi_without_abs, "the distance is |i − j|"),
        ("ex11.alibi", ex.alibi_plus, "a penalty"),
        ("ex11.t5_bucket", ex.bucket_no_sign_split, "second half of the buckets"),
        ("ex11.t5_bucket", ex.bucket_linear, "spaced logarithmically"),
        ("ex11.t5_bucket", ex.bucket_unclamped, "share the last bucket"),
    ],
    ids=lambda p: getattr(p, "__name__", None),
)
def test_the_classic_mistakes_are_named(exercise_id, fn, words):
    result = run_checks(exercise_id, fn)
    assert result.score < result.max_score
    hints = {t.hint for t in result.tests if not t.passed}
    assert len(hints) == 1 and words in hints.pop()


def test_the_library_answer_scores_nothing():
    def rope(x, base=10000.0):
        angles = position_schemes.rotary_angles(torch.arange(x.shape[-2]), x.shape[-1])
        return position_schemes.rotate(x, angles.cos(), angles.sin())

    result = run_checks("ex11.rope", rope)
    assert result.score == 0
    assert "transformer_lib.position_schemes" in result.tests[0].message


def test_the_alibi_cases_tell_the_slope_mistakes_apart():
    # 2^-h is right for 8 heads only, the power-of-two formula for powers of two only:
    # the cases hold both kinds of head counts
    heads = [case.inputs()[0][0] for case in get_exercise("ex11.alibi").cases]
    assert any(h & (h - 1) == 0 and h != 8 for h in heads)
    assert any(h & (h - 1) for h in heads)


def test_the_bucket_cases_reach_beyond_max_distance_in_both_directions():
    exercise = get_exercise("ex11.t5_bucket")
    for bidirectional in (True, False):
        reach = max(
            case.inputs()[0][0].abs().max().item()
            - case.inputs()[1].get("max_distance", 128)
            for case in exercise.cases
            if case.inputs()[1]["bidirectional"] is bidirectional
        )
        assert reach > 0, bidirectional
