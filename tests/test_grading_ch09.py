"""The graded exercises of chapter 9: the classic decoding mistakes each get the hint
that names them, the library's answer is caught (PyTorch's argmax, topk and sort are
allowed), and the cases hold the edge cases. (The generic checks, reference = full
marks, stub = 0, every wrong answer in grading_examples_ch09 fails with its own hint,
run in test_grading_checks.py.)"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import torch
import torch.nn.functional as F

from transformer_lib import decoding
from transformer_lib.grading import exercises, get_exercise, run_checks
from transformer_lib.grading.core import ESCAPES, forbidden_names

sys.path.insert(0, str(Path(__file__).resolve().parent))

import grading_examples_ch09 as ex  # noqa: E402
from grading_helpers import static_uses  # noqa: E402

IDS = ["ex09.greedy_step", "ex09.top_k_top_p", "ex09.length_penalty", "ex09.beam_step"]


def failing_hints(result) -> set[str]:
    return {t.hint for t in result.tests if not t.passed}


def test_chapter_9_has_greedy_top_k_top_p_length_penalty_and_beam_step():
    assert [e.id for e in exercises("ex09")] == IDS


@pytest.mark.parametrize(
    ("exercise_id", "fn", "words"),
    [
        # the brief's list (issue 10): each named by its hint
        ("ex09.beam_step", ex.beam_by_next_word, "not by the new token's probability"),
        ("ex09.beam_step", ex.beam_every_beam_grows, "does not grow"),
        ("ex09.beam_step", ex.beam_finished_costs_nothing, "proposes itself once"),
        ("ex09.beam_step", ex.beam_penalty_at_each_step, "never inside the sum"),
        ("ex09.beam_step", ex.beam_keeps_the_score, "never inside the sum"),
        ("ex09.beam_step", ex.beam_unpenalised, "not by the raw sum"),
        ("ex09.beam_step", ex.beam_penalty_before_the_token, "length + 1"),
        ("ex09.beam_step", ex.beam_over_the_batch, "of each sentence"),
        ("ex09.top_k_top_p", ex.filter_nucleus_without_crossing_token, "crosses p"),
        ("ex09.top_k_top_p", ex.filter_k_plus_one, "you kept k + 1"),
        ("ex09.top_k_top_p", ex.filter_k_minus_one, "you kept k − 1"),
        ("ex09.top_k_top_p", ex.filter_nucleus_of_logits, "adds up probabilities"),
        ("ex09.top_k_top_p", ex.filter_nucleus_unsorted, "descending order"),
        ("ex09.top_k_top_p", ex.filter_nucleus_by_position, "(its ties)"),
        ("ex09.greedy_step", ex.greedy_forgets_finished, "gets fill_id"),
        ("ex09.length_penalty", ex.lp_length_to_the_alpha, "((5 + |y|) / 6)^α"),
    ],
    ids=lambda p: getattr(p, "__name__", None),
)
def test_the_classic_mistakes_are_named(exercise_id, fn, words):
    result = run_checks(exercise_id, fn)
    assert result.score < result.max_score
    hints = failing_hints(result)
    assert len(hints) == 1 and words in hints.pop()


def test_the_length_penalty_mistakes_are_told_apart_by_one_case():
    # with an open beam against shorter finished ones, no penalty, the penalty of the
    # old length and the right one rank the open beam's best word 3rd, 2nd and 1st
    name = "one sentence: an open beam against shorter finished ones, α = 1"
    case = next(c for c in get_exercise("ex09.beam_step").cases if c.name == name)
    args, kwargs = case.inputs()
    parents = [
        fn(*args, **kwargs)[0][0].tolist()
        for fn in (
            ex.beam_unpenalised,
            ex.beam_penalty_before_the_token,
            get_exercise("ex09.beam_step").reference,
        )
    ]
    assert parents == [[1, 2, 0, 3], [1, 0, 2, 3], [0, 1, 2, 3]]


# --- what the exercises forbid


def _library_greedy(logits, finished, fill_id):
    return decoding.greedy_step(logits, finished, fill_id)


def _library_filter(logits, top_k=None, top_p=None):
    return decoding.top_k_top_p_filter(logits, top_k, top_p)


def _library_length_penalty(length, alpha):
    return decoding.length_penalty(length, alpha)


def _library_beam_step(sums, lengths, finished, log_probs, alpha, eos_id, fill_id):
    step = decoding.beam_step(
        sums, lengths, finished, log_probs, alpha=alpha, eos_id=eos_id, fill_id=fill_id
    )
    return tuple(step)


def _beam_step_with_library_penalty(
    sums, lengths, finished, log_probs, alpha, eos_id, fill_id
):
    B, K, V = log_probs.shape
    stay = torch.full_like(log_probs, float("-inf"))
    stay[..., fill_id] = 0.0
    log_probs = torch.where(finished[..., None], stay, log_probs)
    candidate_sums = sums[..., None] + log_probs
    candidate_lengths = lengths + (~finished).long()
    lp = decoding.length_penalty(candidate_lengths, alpha)  # the only library call
    best = (candidate_sums / lp[..., None]).view(B, -1).topk(K).indices
    parent, tokens = best // V, best % V
    return (
        parent,
        tokens,
        candidate_sums.view(B, -1).gather(1, best),
        candidate_lengths.gather(1, parent),
        finished.gather(1, parent) | (tokens == eos_id),
    )


@pytest.mark.parametrize(
    ("exercise_id", "fn"),
    [
        ("ex09.greedy_step", _library_greedy),
        ("ex09.top_k_top_p", _library_filter),
        ("ex09.length_penalty", _library_length_penalty),
        ("ex09.beam_step", _library_beam_step),
        ("ex09.beam_step", _beam_step_with_library_penalty),
    ],
    ids=lambda p: getattr(p, "__name__", None),
)
def test_the_library_answer_scores_zero(exercise_id, fn):
    allowed = run_checks(exercise_id, fn, forbid=False)
    assert allowed.score == allowed.max_score  # it is the answer ...
    result = run_checks(exercise_id, fn)  # ... which scores 0, naming it
    assert result.score == 0
    assert all("`transformer_lib.decoding`" in t.message for t in result.tests), (
        result.report()
    )


@pytest.mark.parametrize("exercise_id", IDS)
def test_only_the_library_is_forbidden_not_argmax_topk_or_sort(exercise_id):
    names = forbidden_names(get_exercise(exercise_id))
    assert names[:2] == ["transformer_lib.decoding", "transformer_lib.grading"]
    assert set(names[2:]) == set(ESCAPES)


def test_right_answers_built_on_argmax_topk_and_sort_score_full_marks():
    def greedy(logits, finished, fill_id):
        return torch.where(finished, fill_id, torch.argmax(logits, dim=-1))

    for exercise_id, fn in [
        ("ex09.greedy_step", greedy),
        ("ex09.top_k_top_p", ex.filter_by_sorting),
        ("ex09.beam_step", ex.beam_by_loops),
    ]:
        result = run_checks(exercise_id, fn)
        assert result.score == result.max_score, result.report()


def test_the_notebook_code_is_searched_for_the_library():
    names = forbidden_names(get_exercise("ex09.beam_step"))
    imported = [
        "from transformer_lib import decoding",
        "def beam_step(sums, lengths, finished, log_probs, alpha, eos_id, "
        "fill_id):\n"
        "    lp = decoding.length_penalty(lengths + 1, alpha)\n"
        "    return lp",
    ]
    assert static_uses(imported, "beam_step", names) == ["transformer_lib.decoding"]
    aliased = [
        "from transformer_lib.decoding import top_k_top_p_filter as f",
        "def top_k_top_p_filter(logits, top_k=None, top_p=None):\n"
        "    return f(logits, top_k, top_p)",
    ]
    names = forbidden_names(get_exercise("ex09.top_k_top_p"))
    assert static_uses(aliased, "top_k_top_p_filter", names) == [
        "transformer_lib.decoding"
    ]
    # the student's own length_penalty (exercise 3) is theirs to call
    own = [
        "def length_penalty(length, alpha):\n    return ((5 + length) / 6) ** alpha",
        "def beam_step(sums, lengths, finished, log_probs, alpha, eos_id, "
        "fill_id):\n"
        "    return length_penalty(lengths + 1, alpha)",
    ]
    names = forbidden_names(get_exercise("ex09.beam_step"))
    assert static_uses(own, "beam_step", names) == []


# --- the cases hold the edge cases of the brief


def _inputs(exercise_id):
    return [(c.name, *c.inputs()) for c in get_exercise(exercise_id).cases]


def test_the_greedy_cases_have_finished_rows_ties_and_minus_inf():
    seen = set()
    for _, (logits, finished, fill_id), _ in _inputs("ex09.greedy_step"):
        if finished.any() and not finished.all():
            seen.add("some rows finished")
        if finished.all():
            seen.add("every row finished")
        if finished.any() and fill_id != 0:
            seen.add("fill_id != 0")
        if torch.isneginf(logits).any():
            seen.add("-inf logits")
        top = logits.amax(-1, keepdim=True)
        if ((logits == top).sum(-1) > 1).any():
            seen.add("a tie at the top")
        if logits.shape[0] == logits.shape[1]:
            seen.add("B = V")
        if logits.dtype == torch.float64:
            seen.add("float64")
    assert seen == {
        "some rows finished",
        "every row finished",
        "fill_id != 0",
        "-inf logits",
        "a tie at the top",
        "B = V",
        "float64",
    }


def _after_top_k(logits, top_k):
    if top_k is None:
        return logits
    kth = logits.topk(min(top_k, logits.size(-1))).values[..., -1:]
    return logits.masked_fill(logits < kth, float("-inf"))


def test_the_filter_cases_have_the_edge_cases_and_no_top_p_boundary_at_p():
    seen = set()
    for name, (logits,), kwargs in _inputs("ex09.top_k_top_p"):
        top_k, top_p = kwargs.get("top_k"), kwargs.get("top_p")
        V = logits.size(-1)
        if top_k == 1:
            seen.add("top_k = 1")
        if top_k is not None and top_k > V:
            seen.add("top_k > V")
        if top_k is not None and top_k < V:
            kth = logits.topk(top_k).values[..., -1:]
            if ((logits == kth).sum(-1) > 1).any():
                seen.add("a tie with the k-th")
        if torch.isneginf(logits).any():
            seen.add("-inf logits")
        if top_k is not None and top_p is not None:
            seen.add("both")
        if top_k is None and top_p is None:
            seen.add("none")
        if logits.dim() == 1 or logits.dim() == 3:
            seen.add(f"{logits.dim()}-D")
        if top_p == 1.0:
            seen.add("p = 1")
            kept = decoding.top_k_top_p_filter(logits, None, 1.0)
            # with p = 1 nothing is removed, though the sum reaches 1 before the end
            assert torch.equal(kept, logits)
            probs = logits.softmax(-1).sort(-1, descending=True).values
            before_last = probs.cumsum(-1)[..., -2]
            assert (before_last >= 1.0).any(), name
        if top_p is not None and top_p < 1.0:
            probs = _after_top_k(logits, top_k).softmax(-1)
            ordered = probs.sort(-1, descending=True).values
            above = F.pad(ordered.cumsum(-1)[..., :-1], (1, 0))
            # no token has a mass above it within 1e-4 of p: float rounding in
            # another correct order of summation cannot change the kept set
            assert (above - top_p).abs().min() > 1e-4, name
            kept = above < top_p
            crossing = ordered.masked_fill(~kept, 2.0).amin(-1)
            if ((probs == crossing[..., None]).sum(-1) > 1).any():
                seen.add("a tie with the token that crosses p")
            if (kept.sum(-1) == 1).all():
                seen.add("only the most likely token")
    assert seen == {
        "top_k = 1",
        "top_k > V",
        "a tie with the k-th",
        "-inf logits",
        "both",
        "none",
        "1-D",
        "3-D",
        "p = 1",
        "a tie with the token that crosses p",
        "only the most likely token",
    }


def test_the_length_penalty_cases_have_ints_tensors_and_alpha_0():
    calls = [(args, kwargs) for _, args, kwargs in _inputs("ex09.length_penalty")]
    ints = {args[0] for args, _ in calls if isinstance(args[0], int)}
    alphas = {args[1] if len(args) > 1 else kwargs["alpha"] for args, kwargs in calls}
    assert 1 in ints and 0.0 in alphas and 0.6 in alphas
    assert any(isinstance(args[0], torch.Tensor) for args, _ in calls)


def _scores(sums, lengths, finished, log_probs, alpha, fill_id):
    """Every candidate's score, (B, K * V), as the reference ranks them."""
    stay = torch.full_like(log_probs, float("-inf"))
    stay[..., fill_id] = 0.0
    log_probs = torch.where(finished[..., None], stay, log_probs)
    new_lengths = lengths + (~finished).long()
    scores = (sums[..., None] + log_probs) / decoding.length_penalty(
        new_lengths, alpha
    )[..., None]
    return scores.flatten(1)


def test_the_beam_cases_have_the_edge_cases_and_no_ties_among_the_best():
    seen = set()
    for name, args, kwargs in _inputs("ex09.beam_step"):
        sums, lengths, finished, log_probs = args
        B, K, V = log_probs.shape
        if torch.isneginf(sums).any():
            seen.add("the first step (-inf sums)")
        if finished.all():
            seen.add("all beams finished")
        if K == 1:
            seen.add("beam size 1")
            if finished.any():
                seen.add("beam size 1, finished")
        if (finished.any(-1) & ~finished.all(-1)).any():
            seen.add("finished and open beams in one sentence")
        if kwargs["alpha"] == 0.0:
            seen.add("alpha = 0")
        if B == 1:
            seen.add("one sentence")
        if kwargs["fill_id"] != 0:
            seen.add("fill_id != 0")
        if log_probs.dtype == torch.float64:
            seen.add("float64")
        if torch.isneginf(log_probs).any():
            seen.add("a -inf <pad> column")
        scores = _scores(*args, kwargs["alpha"], kwargs["fill_id"])
        best = scores.topk(min(K + 1, K * V), dim=-1).values  # (B, K + 1)
        top, after = best[:, :K], best[:, 1:]
        # the K best are finite and apart, and apart from the (K + 1)-th: their order
        # and which ones they are do not depend on rounding
        assert torch.isfinite(top).all(), name
        gap = (best[:, :-1] - after).abs() / best[:, :-1].abs().clamp(min=1.0)
        assert (gap[:, : min(K, gap.size(1))] > 1e-4).all(), name
    assert seen == {
        "the first step (-inf sums)",
        "all beams finished",
        "beam size 1",
        "beam size 1, finished",
        "finished and open beams in one sentence",
        "alpha = 0",
        "one sentence",
        "fill_id != 0",
        "float64",
        "a -inf <pad> column",
    }
