"""The graded exercises of chapters 6-7: enough of them, the classic mistakes each get
the hint that names them, and the modules they hand to students are seeded. (The generic
checks, reference = full marks, stub = 0, every wrong answer in grading_examples_ch06_07
fails with its own hint, run in test_grading_checks.py.)"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import torch

from transformer_lib.grading import exercises, get_exercise, run_checks

sys.path.insert(0, str(Path(__file__).resolve().parent))

import grading_examples_ch06_07 as ex  # noqa: E402


def test_chapters_6_and_7_have_at_least_two_exercises_each():
    for prefix in ("ex06", "ex07"):
        assert len(exercises(prefix)) >= 2, prefix


@pytest.mark.parametrize(
    ("exercise_id", "fn", "words"),
    [
        ("ex06.layer_norm", ex.ln_std_plus_eps, "inside the square root"),
        ("ex06.layer_norm", ex.ln_torch_var, "not D - 1"),
        (
            "ex06.encoder_layer",
            ex.enc_adds_after_norm,
            "adds first and then normalises",
        ),
        ("ex06.encoder_layer", ex.enc_mask_by_position, "key_mask=key_mask"),
        ("ex07.cross_attention", ex.cross_kv_from_decoder, "come from memory"),
        ("ex07.cross_attention", ex.cross_mask_without_query_axis, "(B, 1, S)"),
        ("ex07.decoder_layer", ex.dec_cross_from_decoder, "from memory"),
        ("ex07.decoder_layer", ex.dec_without_causal_mask, "is_causal=True"),
        ("ex07.decoder_layer", ex.dec_swaps_the_masks, "memory_key_mask (B, S)"),
    ],
    ids=lambda p: getattr(p, "__name__", None),
)
def test_the_classic_mistakes_are_named(exercise_id, fn, words):
    result = run_checks(exercise_id, fn)
    assert result.score < result.max_score
    hints = {t.hint for t in result.tests if not t.passed}
    assert len(hints) == 1 and words in hints.pop()


@pytest.mark.parametrize("exercise_id", ["ex06.encoder_layer", "ex07.decoder_layer"])
def test_layer_modules_are_seeded_fresh_copies(exercise_id):
    # the modules travel in kwargs: every call gets an equal, separate copy
    for case in get_exercise(exercise_id).cases:
        (_, first), (_, second) = case.inputs(), case.inputs()
        for name, module in first.items():
            if not isinstance(module, (torch.nn.Module, list)):
                continue
            pairs = zip(
                module if isinstance(module, list) else [module],
                second[name] if isinstance(module, list) else [second[name]],
                strict=True,
            )
            for a, b in pairs:
                assert a is not b
                for (key, p), q in zip(
                    a.state_dict().items(), b.state_dict().values(), strict=True
                ):
                    assert torch.equal(p, q), (case.name, name, key)


def test_a_student_who_mutates_a_module_cannot_change_the_next_case():
    exercise = get_exercise("ex06.encoder_layer")
    reference = exercise.reference

    def vandal(x, key_mask, self_attn, feed_forward, norm1, norm2, norm_first=False):
        out = reference(x, key_mask, self_attn, feed_forward, norm1, norm2, norm_first)
        with torch.no_grad():
            for p in self_attn.parameters():
                p.zero_()
        return out

    result = run_checks("ex06.encoder_layer", vandal, forbid=False)
    assert result.score == result.max_score, result.report()


def test_a_key_mask_that_meets_the_scores_without_a_query_axis_is_caught_when_b_is_t():
    # With B = T a (B, S) mask broadcasts silently as a (T, S) one (no error): the case
    # "B = T = 3" must catch that by its values, with the hint, not by a crash.
    exercise = get_exercise("ex07.cross_attention")
    result = run_checks("ex07.cross_attention", ex.cross_mask_without_query_axis)
    by_name = {t.name: t for t in result.tests}
    silent = by_name["B = T = 3: the (B, S) mask must not act as a (T, S) one"]
    assert not silent.passed and silent.message.startswith("values differ")
    assert "(B, 1, S)" in silent.hint
    assert len(exercise.cases) >= 6


def test_the_decoder_layer_cases_have_padding_on_both_sides_and_a_square_case():
    # swapped masks only fail silently (no shape error) when T = S
    cases = get_exercise("ex07.decoder_layer").cases
    shapes = []
    for case in cases:
        (x, memory, tgt_key_mask, memory_key_mask), _ = case.inputs()
        assert tgt_key_mask.shape == x.shape[:2]
        assert memory_key_mask.shape == memory.shape[:2]
        shapes.append((x.size(1), memory.size(1), bool((~tgt_key_mask).any())))
    assert any(T == S and padded for T, S, padded in shapes)
