"""Answers to the exercises of chapter 8 as students write them, wrong and right.

Used by tests/test_grading_checks.py (every wrong one must fail with the hint meant for
it; every right one must score full marks) and tests/test_grading_ch08.py.
"""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F

# --- ex08.shift_targets: shift_targets(tgt, bos_id=1, eos_id=2) -> (tgt_in, tgt_out)


def _framed(tgt, bos_id, eos_id):
    """<s> y1 … yn </s>, (..., n + 2)."""
    column = (*tgt.shape[:-1], 1)
    return torch.cat(
        [tgt.new_full(column, bos_id), tgt, tgt.new_full(column, eos_id)], -1
    )


def shift_keeps_bos_in_the_target(tgt, bos_id=1, eos_id=2):
    full = _framed(tgt, bos_id, eos_id)
    return full[..., :-1], full[..., :-1]  # the target slice should start at 1


def shift_eos_in_the_input(tgt, bos_id=1, eos_id=2):
    full = _framed(tgt, bos_id, eos_id)
    return full[..., 1:], full[..., 1:]


def shift_right_without_eos(tgt, bos_id=1, eos_id=2):
    # "the decoder input is the target shifted right by one", with no </s> to add
    start = tgt.new_full((*tgt.shape[:-1], 1), bos_id)
    return torch.cat([start, tgt[..., :-1]], dim=-1), tgt


def shift_for_one_sentence_only(tgt, bos_id=1, eos_id=2):
    bos, eos = torch.tensor([bos_id]), torch.tensor([eos_id])
    return torch.cat([bos, tgt]), torch.cat([tgt, eos])


def shift_with_default_ids(tgt, bos_id=1, eos_id=2):
    B = tgt.shape[:-1]
    return (
        torch.cat([tgt.new_ones(*B, 1), tgt], -1),
        torch.cat([tgt, 2 * tgt.new_ones(*B, 1)], -1),
    )


def shift_with_torch_full(tgt, bos_id=1, eos_id=2):
    shape = (*tgt.shape[:-1], 1)
    bos = torch.full(shape, bos_id)  # int64, whatever the dtype of tgt
    eos = torch.full(shape, eos_id)
    return torch.cat((bos, tgt), dim=-1), torch.cat((tgt, eos), dim=-1)


def shift_adds_rows(tgt, bos_id=1, eos_id=2):
    row = torch.full((1, *tgt.shape[1:]), bos_id, dtype=tgt.dtype)
    end = torch.full((1, *tgt.shape[1:]), eos_id, dtype=tgt.dtype)
    return torch.cat([row, tgt]), torch.cat([tgt, end])


def shift_both_ways(tgt, bos_id=1, eos_id=2):
    full = _framed(tgt, bos_id, eos_id)
    return full, full  # the whole sentence for both: nothing is shifted


def shift_swapped_ids(tgt, bos_id=1, eos_id=2):
    return _framed(tgt, eos_id, bos_id)[..., :-1], _framed(tgt, eos_id, bos_id)[..., 1:]


# --- ex08.smoothed_targets: smoothed_targets(target, vocab_size, smoothing=0.1, pad_id=0)


def st_annotated_transformer(target, vocab_size, smoothing=0.1, pad_id=0):
    q = torch.full((*target.shape, vocab_size), smoothing / (vocab_size - 2))
    q.scatter_(-1, target.unsqueeze(-1), 1 - smoothing)
    q[..., pad_id] = 0
    q[target == pad_id] = 0
    return q


def st_like_cross_entropy(target, vocab_size, smoothing=0.1, pad_id=0):
    one_hot = F.one_hot(target, vocab_size).float()
    q = (1 - smoothing) * one_hot + smoothing / vocab_size
    return q * (target != pad_id).unsqueeze(-1)


def st_padding_rows_kept(target, vocab_size, smoothing=0.1, pad_id=0):
    q = torch.full((*target.shape, vocab_size), smoothing / (vocab_size - 1))
    q[..., pad_id] = 0
    return q.scatter_add(
        -1,
        target.unsqueeze(-1),
        torch.full((*target.shape, 1), 1 - smoothing),
    )


def st_true_share_twice(target, vocab_size, smoothing=0.1, pad_id=0):
    share = smoothing / (vocab_size - 1)
    q = torch.full((*target.shape, vocab_size), share)
    q[..., pad_id] = 0
    on_true = torch.full((*target.shape, 1), 1 - smoothing + share)
    q = q.scatter_add(-1, target.unsqueeze(-1), on_true)
    q[target == pad_id] = 0
    return q


def st_scatter_overwrites(target, vocab_size, smoothing=0.1, pad_id=0):
    q = torch.full((*target.shape, vocab_size), smoothing / (vocab_size - 1))
    q[..., pad_id] = 0
    q = q.scatter(-1, target.unsqueeze(-1), 1 - smoothing)
    q[target == pad_id] = 0
    return q


def st_pad_is_zero(target, vocab_size, smoothing=0.1, pad_id=0):
    q = torch.full((*target.shape, vocab_size), smoothing / (vocab_size - 1))
    q[..., 0] = 0
    q += (1 - smoothing) * F.one_hot(target, vocab_size)
    q[target == 0] = 0
    return q


def st_pad_column_kept(target, vocab_size, smoothing=0.1, pad_id=0):
    q = torch.full((*target.shape, vocab_size), smoothing / (vocab_size - 1))
    q += (1 - smoothing) * F.one_hot(target, vocab_size)
    q[target == pad_id] = 0
    return q


# --- ex08.smoothed_loss: label_smoothed_loss(logits, target, smoothing=0.1, pad_id=0)


def _per_token(logits, target, smoothing, pad_id):
    """(1 - eps)(-log p_y) + eps/(V - 1) sum_{c != pad} -log p_c, for every position;
    inf at padding positions when the <pad> logit is -inf."""
    V = logits.size(-1)
    log_p = torch.log_softmax(logits, dim=-1)
    others = [c for c in range(V) if c != pad_id]
    nll = -log_p.gather(-1, target.unsqueeze(-1)).squeeze(-1)
    return (1 - smoothing) * nll - smoothing * log_p[..., others].mean(-1)


def loss_q_times_log_p(logits, target, smoothing=0.1, pad_id=0):
    V = logits.size(-1)
    q = torch.full(logits.shape, smoothing / (V - 1), dtype=logits.dtype)
    q[..., pad_id] = 0
    q = q + (1 - smoothing) * F.one_hot(target, V)
    per = -(q * torch.log_softmax(logits, -1)).sum(-1)  # 0 * -inf in the <pad> column
    real = target != pad_id
    return per[real].sum() / max(int(real.sum()), 1)


def loss_mask_by_product(logits, target, smoothing=0.1, pad_id=0):
    mask = (target != pad_id).to(logits.dtype)
    per = _per_token(logits, target, smoothing, pad_id)
    return (per * mask).sum() / mask.sum().clamp(min=1)  # inf * 0 at padding


def loss_counts_padding(logits, target, smoothing=0.1, pad_id=0):
    return _per_token(logits, target, smoothing, pad_id).mean()


def loss_divides_by_positions(logits, target, smoothing=0.1, pad_id=0):
    per = _per_token(logits, target, smoothing, pad_id)
    per = torch.where(target == pad_id, torch.zeros_like(per), per)
    return per.sum() / target.numel()


def loss_summed(logits, target, smoothing=0.1, pad_id=0):
    per = _per_token(logits, target, smoothing, pad_id)
    return per[target != pad_id].sum()


def loss_per_sentence(logits, target, smoothing=0.1, pad_id=0):
    per = _per_token(logits, target, smoothing, pad_id)
    real = target != pad_id
    per = per.masked_fill(~real, 0.0)
    return (per.sum(-1) / real.sum(-1).clamp(min=1)).mean()


def loss_without_guard(logits, target, smoothing=0.1, pad_id=0):
    per = _per_token(logits, target, smoothing, pad_id)
    real = target != pad_id
    return per.masked_fill(~real, 0.0).sum() / real.sum()


def loss_log_of_softmax(logits, target, smoothing=0.1, pad_id=0):
    V = logits.size(-1)
    log_p = torch.log(torch.softmax(logits, dim=-1))
    log_p[..., pad_id] = 0.0  # q_pad = 0
    nll = -log_p.gather(-1, target.unsqueeze(-1)).squeeze(-1)
    per = (1 - smoothing) * nll - smoothing * log_p.sum(-1) / (V - 1)
    real = target != pad_id
    return per.masked_fill(~real, 0.0).sum() / real.sum().clamp(min=1)


def loss_kl_divergence(logits, target, smoothing=0.1, pad_id=0):
    V = logits.size(-1)
    q = torch.full(logits.shape, smoothing / (V - 1), dtype=logits.dtype)
    q[..., pad_id] = 0
    q = q + (1 - smoothing) * F.one_hot(target, V)
    log_p = torch.log_softmax(logits, -1)
    terms = torch.where(q > 0, q * (q.log() - log_p), torch.zeros_like(q))
    real = target != pad_id
    return terms.sum(-1)[real].sum() / real.sum().clamp(min=1)


def loss_hard_coded_pad(logits, target, smoothing=0.1, pad_id=0):
    V = logits.size(-1)
    log_p = torch.log_softmax(logits, -1)[..., 1:]  # <pad> is id 0
    nll = -torch.log_softmax(logits, -1).gather(-1, target[..., None])[..., 0]
    per = (1 - smoothing) * nll - smoothing * log_p.sum(-1) / (V - 1)
    real = target != 0
    return per[real].sum() / real.sum().clamp(min=1)


def loss_smoothing_ignored(logits, target, smoothing=0.1, pad_id=0):
    log_p = torch.log_softmax(logits, dim=-1)
    real = target != pad_id
    nll = -log_p[real].gather(-1, target[real].unsqueeze(-1))
    return nll.sum() / real.sum().clamp(min=1)


def loss_softmax_over_positions(logits, target, smoothing=0.1, pad_id=0):
    V = logits.size(-1)
    log_p = torch.log_softmax(logits, dim=1)  # the vocabulary is axis 1 of (N, V) only
    log_p = log_p.masked_fill(torch.arange(V) == pad_id, 0.0)
    nll = -log_p.gather(-1, target.unsqueeze(-1)).squeeze(-1)
    per = (1 - smoothing) * nll - smoothing * log_p.sum(-1) / (V - 1)
    real = target != pad_id
    return per.masked_fill(~real, 0.0).sum() / real.sum().clamp(min=1)


# --- ex08.rate: rate(step, d_model, warmup=4000, factor=1.0)


def rate_without_warmup(step, d_model, warmup=4000, factor=1.0):
    return factor / math.sqrt(d_model * step)


def rate_max(step, d_model, warmup=4000, factor=1.0):
    return factor * d_model**-0.5 * max(step**-0.5, step * warmup**-1.5)


def rate_without_d_model(step, d_model, warmup=4000, factor=1.0):
    return factor * min(1 / math.sqrt(step), step / warmup**1.5)


def rate_from_step_0(step, d_model, warmup=4000, factor=1.0):
    step = step + 1  # "so that step 0 does not divide by zero"
    return factor * d_model**-0.5 * min(step**-0.5, step * warmup**-1.5)


def rate_exponents_without_parentheses(step, d_model, warmup=4000, factor=1.0):
    return factor * d_model**-1 / 2 * min(step**-1 / 2, step * warmup**-3 / 2)


def rate_times_sqrt_d_model(step, d_model, warmup=4000, factor=1.0):
    return factor * math.sqrt(d_model) * min(step**-0.5, step * warmup**-1.5)


def rate_paper_warmup(step, d_model, warmup=4000, factor=1.0):
    return factor * d_model**-0.5 * min(step**-0.5, step * 4000**-1.5)


def rate_no_factor(step, d_model, warmup=4000, factor=1.0):
    return d_model**-0.5 * min(step**-0.5, step * warmup**-1.5)


WRONG_CH08 = [
    ("ex08.shift_targets", shift_keeps_bos_in_the_target, "without <s>"),
    ("ex08.shift_targets", shift_eos_in_the_input, "begins with <s>"),
    ("ex08.shift_targets", shift_right_without_eos, "tgt has no </s> yet"),
    ("ex08.shift_targets", shift_for_one_sentence_only, "the shape (..., 1)"),
    ("ex08.shift_targets", shift_with_default_ids, "not the ids 1 and 2"),
    ("ex08.shift_targets", shift_with_torch_full, "keep the dtype of tgt"),
    ("ex08.shift_targets", shift_adds_rows, "added a row of them"),
    ("ex08.shift_targets", shift_both_ways, "overlapping pieces"),
    ("ex08.shift_targets", shift_swapped_ids, "swapped the two ids"),
    ("ex08.smoothed_targets", st_annotated_transformer, "Annotated Transformer"),
    ("ex08.smoothed_targets", st_like_cross_entropy, "F.cross_entropy's"),
    ("ex08.smoothed_targets", st_padding_rows_kept, "its whole row is 0"),
    ("ex08.smoothed_targets", st_true_share_twice, "counts once"),
    ("ex08.smoothed_targets", st_scatter_overwrites, "do not overwrite"),
    ("ex08.smoothed_targets", st_pad_is_zero, "use the pad_id argument"),
    ("ex08.smoothed_targets", st_pad_column_kept, "set the <pad> column to 0"),
    ("ex08.smoothed_loss", loss_q_times_log_p, "0 · (−inf) is nan"),
    ("ex08.smoothed_loss", loss_mask_by_product, "0 · (−inf) is nan"),
    ("ex08.smoothed_loss", loss_counts_padding, "leave out the positions"),
    ("ex08.smoothed_loss", loss_divides_by_positions, "not by the number of"),
    ("ex08.smoothed_loss", loss_summed, "not their sum"),
    ("ex08.smoothed_loss", loss_per_sentence, "not sentence by sentence"),
    ("ex08.smoothed_loss", loss_without_guard, "nothing to average"),
    ("ex08.smoothed_loss", loss_log_of_softmax, "use log_softmax"),
    ("ex08.smoothed_loss", loss_kl_divergence, "not KL(q ‖ p)"),
    ("ex08.smoothed_loss", loss_hard_coded_pad, "use the pad_id argument"),
    ("ex08.smoothed_loss", loss_smoothing_ignored, "use smoothing"),
    ("ex08.smoothed_loss", loss_softmax_over_positions, "the last axis (dim=-1)"),
    ("ex08.rate", rate_without_warmup, "take the minimum"),
    ("ex08.rate", rate_max, "take the minimum"),
    ("ex08.rate", rate_without_d_model, "multiply by d_model^-0.5"),
    ("ex08.rate", rate_from_step_0, "shifts the whole schedule"),
    ("ex08.rate", rate_exponents_without_parentheses, "in parentheses"),
    ("ex08.rate", rate_times_sqrt_d_model, "you multiplied by √d_model"),
    ("ex08.rate", rate_paper_warmup, "use the warmup argument"),
    ("ex08.rate", rate_no_factor, "the factor argument"),
]


# --- right answers, written differently from the references


def shift_by_slicing(tgt, bos_id=1, eos_id=2):
    full = _framed(tgt, bos_id, eos_id)  # <s> y1 … yn </s>
    return full[..., :-1], full[..., 1:]


def shift_by_padding(tgt, bos_id=1, eos_id=2):
    return F.pad(tgt, (1, 0), value=bos_id), F.pad(tgt, (0, 1), value=eos_id)


def st_by_where(target, vocab_size, smoothing=0.1, pad_id=0):
    classes = torch.arange(vocab_size)
    is_true = target.unsqueeze(-1) == classes  # (..., V)
    q = torch.where(is_true, 1 - smoothing, 0.0) + smoothing / (vocab_size - 1)
    q = q.masked_fill(classes == pad_id, 0.0)
    return q.masked_fill((target == pad_id).unsqueeze(-1), 0.0)


def loss_by_building_q(logits, target, smoothing=0.1, pad_id=0):
    q = st_by_where(target, logits.size(-1), smoothing, pad_id).to(logits.dtype)
    log_p = torch.log_softmax(logits, dim=-1)
    per = -torch.where(q > 0, q * log_p, torch.zeros_like(log_p)).sum(-1)
    real = target != pad_id
    if not real.any():
        return logits.new_zeros(())
    return per[real].mean()


def loss_by_logsumexp(logits, target, smoothing=0.1, pad_id=0):
    real = target != pad_id
    x, y = logits[real], target[real]  # (N, V), (N,): the real tokens only
    if len(y) == 0:
        return logits.new_zeros(())
    log_p = x - torch.logsumexp(x, dim=-1, keepdim=True)  # (N, V)
    nll = -log_p[torch.arange(len(y)), y]  # (N,)
    keep = torch.arange(x.size(-1)) != pad_id
    return ((1 - smoothing) * nll - smoothing * log_p[:, keep].mean(-1)).mean()


def rate_by_cases(step, d_model, warmup=4000, factor=1.0):
    if step == 0:
        step = 1
    if step < warmup:
        value = step / warmup**1.5
    else:
        value = 1 / math.sqrt(step)
    return factor * value / math.sqrt(d_model)


def rate_as_a_tensor(step, d_model, warmup=4000, factor=1.0):
    s = torch.tensor(float(step), dtype=torch.float64)
    return factor * d_model**-0.5 * torch.minimum(s.rsqrt(), s * warmup**-1.5)


RIGHT_CH08 = [
    ("ex08.shift_targets", shift_by_slicing),
    ("ex08.shift_targets", shift_by_padding),
    ("ex08.smoothed_targets", st_by_where),
    ("ex08.smoothed_loss", loss_by_building_q),
    ("ex08.smoothed_loss", loss_by_logsumexp),
    ("ex08.rate", rate_by_cases),
    ("ex08.rate", rate_as_a_tensor),
]
