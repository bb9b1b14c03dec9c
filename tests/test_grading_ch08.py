"""The graded exercises of chapter 8: the classic mistakes each get the hint that names
them, what answers an exercise in one call is caught, and the cases hold the edge cases.
(The generic checks, reference = full marks, stub = 0, every wrong answer in
grading_examples_ch08 fails with its own hint, run in test_grading_checks.py.)"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pytest
import torch
import torch.nn.functional as F

from transformer_lib.grading import exercises, get_exercise, run_checks
from transformer_lib.grading.core import forbidden_names

sys.path.insert(0, str(Path(__file__).resolve().parent))

import grading_examples_ch08 as ex  # noqa: E402
from grading_helpers import static_uses  # noqa: E402


def failing_hints(result) -> set[str]:
    return {t.hint for t in result.tests if not t.passed}


def test_chapter_8_has_the_three_exercises_of_the_plan_and_the_targets():
    ids = [e.id for e in exercises("ex08")]
    assert ids == [
        "ex08.shift_targets",
        "ex08.smoothed_targets",
        "ex08.smoothed_loss",
        "ex08.rate",
    ]


@pytest.mark.parametrize(
    ("exercise_id", "fn", "words"),
    [
        ("ex08.shift_targets", ex.shift_keeps_bos_in_the_target, "without <s>"),
        ("ex08.shift_targets", ex.shift_eos_in_the_input, "never read"),
        ("ex08.shift_targets", ex.shift_right_without_eos, "learns to stop"),
        ("ex08.smoothed_targets", ex.st_true_share_twice, "twice"),
        ("ex08.smoothed_targets", ex.st_annotated_transformer, "ε/(V − 2)"),
        ("ex08.smoothed_targets", ex.st_like_cross_entropy, "label_smoothing"),
        ("ex08.smoothed_loss", ex.loss_counts_padding, "positions whose target"),
        ("ex08.smoothed_loss", ex.loss_divides_by_positions, "number of real tokens"),
        ("ex08.smoothed_loss", ex.loss_q_times_log_p, "masked_fill"),
        ("ex08.rate", ex.rate_max, "min(step^-0.5, step · warmup^-1.5)"),
        ("ex08.rate", ex.rate_without_d_model, "d_model^-0.5"),
        ("ex08.rate", ex.rate_from_step_0, "steps count from 1"),
    ],
    ids=lambda p: getattr(p, "__name__", None),
)
def test_the_classic_mistakes_are_named(exercise_id, fn, words):
    result = run_checks(exercise_id, fn)
    assert result.score < result.max_score
    hints = failing_hints(result)
    assert len(hints) == 1 and words in hints.pop()


# --- what the exercises forbid


def _without_pad_column(logits, target, smoothing=0.1, pad_id=0):
    """The exercise's loss by PyTorch: drop the <pad> column (and the padding
    positions), then its label smoothing spreads eps over the other V - 1 classes."""
    real = target != pad_id
    keep = torch.arange(logits.size(-1)) != pad_id
    x, y = logits[real][:, keep], target[real]
    y = y - (y > pad_id).long()  # ids among the V - 1 classes left
    total = F.cross_entropy(x, y, label_smoothing=smoothing, reduction="sum")
    return total / max(len(y), 1)


def _nll_loss_form(logits, target, smoothing=0.1, pad_id=0):
    log_p = torch.log_softmax(logits, dim=-1)
    nll = F.nll_loss(
        log_p.flatten(0, -2), target.flatten(), ignore_index=pad_id, reduction="sum"
    )
    real = target != pad_id
    others = log_p.masked_fill(torch.arange(logits.size(-1)) == pad_id, 0.0)
    uniform = -others.sum(-1)[real].sum() / (logits.size(-1) - 1)
    return ((1 - smoothing) * nll + smoothing * uniform) / real.sum().clamp(min=1)


def _module_form(logits, target, smoothing=0.1, pad_id=0):
    real = target != pad_id
    keep = torch.arange(logits.size(-1)) != pad_id
    y = target[real] - (target[real] > pad_id).long()
    loss = torch.nn.CrossEntropyLoss(label_smoothing=smoothing, reduction="sum")
    return loss(logits[real][:, keep], y) / real.sum().clamp(min=1)


@pytest.mark.parametrize(
    ("fn", "name"),
    [
        (_without_pad_column, "torch.nn.functional.cross_entropy"),
        (_nll_loss_form, "torch.nn.functional.nll_loss"),
        (_module_form, "torch.nn.CrossEntropyLoss"),
    ],
    ids=["F.cross_entropy", "F.nll_loss", "nn.CrossEntropyLoss"],
)
def test_pytorch_losses_answer_the_loss_exercise_and_are_forbidden(fn, name):
    # each is a right answer on the model's logits (a -inf <pad> column; F.cross_entropy
    # on the other V - 1 columns renormalises, which changes nothing only there) ...
    allowed = run_checks("ex08.smoothed_loss", fn, forbid=False)
    model_logits = {
        case.name
        for case in get_exercise("ex08.smoothed_loss").cases
        if torch.isneginf(case.inputs()[0][0][..., case.kwargs.get("pad_id", 0)]).all()
    }
    assert len(model_logits) >= 4
    for test in allowed.tests:
        assert test.passed or test.name not in model_logits, allowed.report()
    # ... which scores 0 when it counts, naming what it used
    result = run_checks("ex08.smoothed_loss", fn)
    assert result.score == 0
    assert all(f"`{name}`" in t.message for t in result.tests), result.report()


def test_pytorch_label_smoothing_on_all_classes_is_inf_on_the_model_logits():
    # F.cross_entropy(..., label_smoothing, ignore_index) smooths over all V classes,
    # <pad> included: on logits with a -inf <pad> column the loss is inf, and the hint
    # says why (allowed here only to see what it computes)
    def torch_smoothing(logits, target, smoothing=0.1, pad_id=0):
        return F.cross_entropy(
            logits.flatten(0, -2),
            target.flatten(),
            ignore_index=pad_id,
            label_smoothing=smoothing,
        )

    result = run_checks("ex08.smoothed_loss", torch_smoothing, forbid=False)
    by_name = {t.name: t for t in result.tests}
    padded = by_name["a padded batch (3, 5), V = 7"]
    assert not padded.passed and "inf" in padded.message
    assert padded.hint.startswith("give <pad> no smoothing mass")


def _library_loss(logits, target, smoothing=0.1, pad_id=0):
    from transformer_lib.training import label_smoothed_loss  # a re-export

    return label_smoothed_loss(logits, target, smoothing, pad_id)


def _library_targets(target, vocab_size, smoothing=0.1, pad_id=0):
    from transformer_lib.loss import smoothed_targets

    return smoothed_targets(target, vocab_size, smoothing, pad_id)


def _library_shift(tgt, bos_id=1, eos_id=2):
    from transformer_lib.data import shift_targets

    return shift_targets(tgt, bos_id, eos_id)


def _library_rate(step, d_model, warmup=4000, factor=1.0):
    from transformer_lib.training import rate

    return rate(step, d_model, warmup, factor)


def _scheduler_rate(step, d_model, warmup=4000, factor=1.0):
    from transformer_lib.training import warmup_scheduler

    optimizer = torch.optim.SGD([torch.zeros(1, requires_grad=True)], lr=1.0)
    scheduler = warmup_scheduler(optimizer, d_model, warmup, factor)
    return scheduler.lr_lambdas[0](step - 1)  # the factor at LambdaLR's step - 1


@pytest.mark.parametrize(
    ("exercise_id", "fn", "name"),
    [
        ("ex08.smoothed_loss", _library_loss, "transformer_lib.loss"),
        ("ex08.smoothed_targets", _library_targets, "transformer_lib.loss"),
        ("ex08.shift_targets", _library_shift, "transformer_lib.data"),
        ("ex08.rate", _library_rate, "transformer_lib.training"),
    ],
    ids=lambda p: getattr(p, "__name__", None),
)
def test_the_library_answer_scores_zero(exercise_id, fn, name):
    result = run_checks(exercise_id, fn)
    assert result.score == 0
    assert all(name in t.message for t in result.tests), result.report()


def test_the_warmup_scheduler_is_the_library_too():
    exercise = get_exercise("ex08.rate")
    case = next(c for c in exercise.cases if c.name.startswith("factor 2"))
    args, kwargs = case.inputs()
    assert math.isclose(
        _scheduler_rate(*args, **kwargs), exercise.reference(*args, **kwargs)
    )
    result = run_checks("ex08.rate", _scheduler_rate)
    assert result.score == 0
    assert "transformer_lib.training" in result.tests[0].message


def test_the_notebook_code_is_searched_for_pytorch_losses():
    cells = [
        "import torch.nn.functional as F",
        "def label_smoothed_loss(logits, target, smoothing=0.1, pad_id=0):\n"
        "    return F.cross_entropy(logits, target, label_smoothing=smoothing)",
    ]
    names = forbidden_names(get_exercise("ex08.smoothed_loss"))
    assert static_uses(cells, "label_smoothed_loss", names) == [
        "torch.nn.functional.cross_entropy"
    ]
    library = [
        "from transformer_lib.training import label_smoothed_loss as loss",
        "def label_smoothed_loss(logits, target, smoothing=0.1, pad_id=0):\n"
        "    return loss(logits, target, smoothing, pad_id)",
    ]
    assert static_uses(library, "label_smoothed_loss", names) == [
        "transformer_lib.training"
    ]
    shift = [
        "from transformer_lib.data import collate",
        "def shift_targets(tgt, bos_id=1, eos_id=2):\n"
        "    batch = collate([([3], tgt.tolist())])\n"
        "    return batch.tgt_in[0], batch.tgt_out[0]",
    ]
    names = forbidden_names(get_exercise("ex08.shift_targets"))
    assert static_uses(shift, "shift_targets", names) == ["transformer_lib.data"]


# --- the cases hold the edge cases of the brief


def _inputs(exercise_id):
    return {c.name: c.inputs() for c in get_exercise(exercise_id).cases}


def test_the_loss_cases_have_minus_inf_pad_logits_padding_and_empty_rows():
    seen = set()
    for name, ((logits, target), kwargs) in _inputs("ex08.smoothed_loss").items():
        pad_id = kwargs.get("pad_id", 0)
        real = target != pad_id
        minus_inf = bool(torch.isneginf(logits[..., pad_id]).all())
        if minus_inf:  # only the <pad> column: every other logit is finite
            keep = torch.arange(logits.size(-1)) != pad_id
            assert torch.isfinite(logits[..., keep]).all(), name
        if minus_inf and (~real).any():
            seen.add("-inf <pad> logits with padding")
        if target.dim() == 2 and (real.sum(-1) == 0).any() and real.any():
            seen.add("a row of all padding")
        if target.dim() == 2 and (real.sum(-1) == 1).any():
            seen.add("a row of one real token")
        if not real.any():
            seen.add("no real token")
        if pad_id != 0:
            seen.add("pad_id != 0")
        if logits.dtype == torch.float64:
            seen.add("float64")
        if kwargs.get("smoothing", 0.1) == 0.0:
            seen.add("no smoothing")
    assert seen == {
        "-inf <pad> logits with padding",
        "a row of all padding",
        "a row of one real token",
        "no real token",
        "pad_id != 0",
        "float64",
        "no smoothing",
    }


def test_the_rate_cases_cover_step_1_the_peak_and_large_steps():
    calls = [(args, kwargs) for args, kwargs in _inputs("ex08.rate").values()]
    steps = {args[0] for args, _ in calls}
    assert 1 in steps and 1_000_000 in steps
    assert any(len(a) > 2 and a[0] == a[2] for a, _ in calls)  # step = warmup
    assert any(len(a) > 2 and a[0] > a[2] for a, _ in calls)  # decaying
    assert any(len(a) > 2 and a[0] < a[2] for a, _ in calls)  # warming up


def test_the_shift_cases_have_one_word_and_empty_sentences_and_int32():
    shapes = [args[0].shape for args, _ in _inputs("ex08.shift_targets").values()]
    dtypes = {args[0].dtype for args, _ in _inputs("ex08.shift_targets").values()}
    assert (1,) in shapes and (0,) in shapes and (4, 1) in shapes
    assert torch.int32 in dtypes and any(len(s) == 3 for s in shapes)
