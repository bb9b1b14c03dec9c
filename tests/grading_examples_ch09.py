"""Answers to the exercises of chapter 9 as students write them, wrong and right.

Used by tests/test_grading_checks.py (every wrong one must fail with the hint meant for
it; every right one must score full marks) and tests/test_grading_ch09.py.
"""

from __future__ import annotations

import math

import torch

NEG_INF = float("-inf")

# --- ex09.greedy_step: greedy_step(logits, finished, fill_id) -> (B,) int64


def greedy_forgets_finished(logits, finished, fill_id):
    return logits.argmax(dim=-1)


def greedy_fills_the_open_rows(logits, finished, fill_id):
    return torch.where(finished, logits.argmax(dim=-1), fill_id)


def greedy_pads_with_zero(logits, finished, fill_id):
    ids = logits.argmax(dim=1)
    ids[finished] = 0  # <pad> is 0 in our vocabularies
    return ids


def greedy_returns_the_logit(logits, finished, fill_id):
    best, _ = logits.max(dim=-1)
    best[finished] = fill_id
    return best


def greedy_lowest_cost(logits, finished, fill_id):
    cost = -torch.log_softmax(logits, dim=-1)  # a cost to minimise ... then argmax
    return cost.argmax(dim=-1).masked_fill(finished, fill_id)


def greedy_over_the_batch(logits, finished, fill_id):
    ids = torch.argmax(logits, dim=0)
    return torch.where(finished, fill_id, ids)


def greedy_loop_keeps_the_last_maximum(logits, finished, fill_id):
    ids = []
    for row, done in zip(logits.tolist(), finished.tolist(), strict=True):
        best, best_id = NEG_INF, 0
        for v, value in enumerate(row):
            if value >= best:
                best, best_id = value, v
        ids.append(fill_id if done else best_id)
    return torch.tensor(ids)


WRONG_CH09_GREEDY = [
    ("ex09.greedy_step", greedy_forgets_finished, "and only the finished rows"),
    ("ex09.greedy_step", greedy_fills_the_open_rows, "and only the finished rows"),
    ("ex09.greedy_step", greedy_pads_with_zero, "use the fill_id argument"),
    ("ex09.greedy_step", greedy_returns_the_logit, "not the largest logits"),
    ("ex09.greedy_step", greedy_lowest_cost, "not argmin"),
    ("ex09.greedy_step", greedy_over_the_batch, "the last axis (dim=-1)"),
    ("ex09.greedy_step", greedy_loop_keeps_the_last_maximum, "the first maximum"),
]

# --- ex09.top_k_top_p: top_k_top_p_filter(logits, top_k=None, top_p=None) -> (..., V)


def _top_k_right(logits, top_k):
    k = min(top_k, logits.size(-1))
    kth = torch.sort(logits, dim=-1, descending=True).values[..., k - 1 : k]
    return logits.masked_fill(logits < kth, NEG_INF)


def _top_p_right(logits, top_p):
    if top_p >= 1:
        return logits
    probs = torch.softmax(logits, dim=-1)
    desc = torch.sort(probs, dim=-1, descending=True).values
    before = torch.cat([torch.zeros_like(desc[..., :1]), desc.cumsum(-1)[..., :-1]], -1)
    last = torch.where(before < top_p, desc, torch.ones_like(desc)).amin(-1, True)
    return logits.masked_fill(probs < last, NEG_INF)


def filter_zero_for_removed(logits, top_k=None, top_p=None):
    keep = torch.ones_like(logits, dtype=torch.bool)
    if top_k is not None:
        kth = logits.topk(min(top_k, logits.size(-1))).values[..., -1:]
        keep = logits >= kth
    if top_p is not None and top_p < 1:
        probs = logits.masked_fill(~keep, NEG_INF).softmax(-1)
        desc = probs.sort(dim=-1, descending=True).values
        crossing = desc.masked_fill(desc.cumsum(-1) - desc >= top_p, 2.0)
        keep = keep & (probs >= crossing.amin(-1, keepdim=True))
    return torch.where(keep, logits, 0.0)  # the removed tokens


def filter_returns_probabilities(logits, top_k=None, top_p=None):
    if top_k is not None:
        logits = _top_k_right(logits, top_k)
    if top_p is not None:
        logits = _top_p_right(logits, top_p)
    return torch.softmax(logits, dim=-1)  # ready to sample from


def filter_k_plus_one(logits, top_k=None, top_p=None):
    if top_k is not None:
        values = logits.sort(dim=-1, descending=True).values
        kth = values[..., min(top_k, logits.size(-1) - 1), None]  # sorted[k]
        logits = torch.where(logits < kth, NEG_INF, logits)
    if top_p is not None:
        logits = _top_p_right(logits, top_p)
    return logits


def filter_k_minus_one(logits, top_k=None, top_p=None):
    if top_k is not None:
        kth = torch.topk(logits, min(top_k, logits.shape[-1])).values[..., [-1]]
        logits = logits.masked_fill(logits <= kth, NEG_INF)
    if top_p is not None:
        logits = _top_p_right(logits, top_p)
    return logits


def filter_k_indices(logits, top_k=None, top_p=None):
    if top_k is not None:
        index = torch.topk(logits, min(top_k, logits.shape[-1]), dim=-1).indices
        out = torch.full_like(logits, NEG_INF)
        logits = out.scatter(-1, index, logits.gather(-1, index))
    if top_p is not None:
        logits = _top_p_right(logits, top_p)
    return logits


def filter_topk_of_k(logits, top_k=None, top_p=None):
    if top_k is not None:
        kth = logits.topk(top_k, dim=-1).values[..., -1:]  # k may exceed V
        logits = logits.masked_fill(logits < kth, NEG_INF)
    if top_p is not None:
        logits = _top_p_right(logits, top_p)
    return logits


def filter_one_or_the_other(logits, top_k=None, top_p=None):
    if top_k is not None:
        return _top_k_right(logits, top_k)
    elif top_p is not None:
        return _top_p_right(logits, top_p)
    return logits


def filter_nucleus_without_crossing_token(logits, top_k=None, top_p=None):
    if top_k is not None:
        logits = _top_k_right(logits, top_k)
    if top_p is not None and top_p < 1.0:
        ordered, order = logits.sort(dim=-1, descending=True)
        cumulative = ordered.softmax(dim=-1).cumsum(dim=-1)
        remove_sorted = cumulative > top_p
        remove = remove_sorted.scatter(-1, order, remove_sorted)
        logits = logits.masked_fill(remove, NEG_INF)
    return logits


def filter_nucleus_of_logits(logits, top_k=None, top_p=None):
    if top_k is not None:
        logits = _top_k_right(logits, top_k)
    if top_p is not None and top_p < 1.0:
        ordered, order = logits.sort(dim=-1, descending=True)
        running = ordered.cumsum(dim=-1)  # the logits themselves, summed
        before = torch.cat([torch.zeros_like(running[..., :1]), running[..., :-1]], -1)
        keep = torch.zeros_like(before, dtype=torch.bool)
        keep = keep.scatter(-1, order, before < top_p)
        logits = logits.masked_fill(~keep, NEG_INF)
    return logits


def filter_nucleus_unsorted(logits, top_k=None, top_p=None):
    if top_k is not None:
        logits = _top_k_right(logits, top_k)
    if top_p is not None and top_p < 1.0:
        probs = logits.softmax(-1)
        mass_before = probs.cumsum(-1) - probs  # in the order of the vocabulary
        logits = logits.masked_fill(mass_before >= top_p, NEG_INF)
    return logits


def filter_nucleus_ascending(logits, top_k=None, top_p=None):
    if top_k is not None:
        logits = _top_k_right(logits, top_k)
    if top_p is not None and top_p < 1.0:
        probs, order = torch.sort(logits.softmax(-1), stable=True)  # ascending
        before = torch.cat([torch.zeros_like(probs[..., :1]), probs[..., :-1]], -1)
        kept_sorted = before.cumsum(-1) < top_p
        keep = torch.zeros_like(kept_sorted).scatter(-1, order, kept_sorted)
        logits = logits.masked_fill(~keep, NEG_INF)
    return logits


def filter_nucleus_by_position(logits, top_k=None, top_p=None):
    # the popular recipe: remove where the cumulative mass exceeds p, shifted by one so
    # that the token crossing p stays; mapped back through the sort's indices
    if top_k is not None:
        logits = _top_k_right(logits, top_k)
    if top_p is not None and top_p < 1.0:
        ordered, order = torch.sort(logits, descending=True)
        cumulative = torch.softmax(ordered, dim=-1).cumsum(dim=-1)
        remove_sorted = cumulative > top_p
        remove_sorted[..., 1:] = remove_sorted[..., :-1].clone()
        remove_sorted[..., 0] = False
        remove = remove_sorted.scatter(-1, order, remove_sorted)
        logits = logits.masked_fill(remove, NEG_INF)
    return logits


def filter_nucleus_always(logits, top_k=None, top_p=None):
    if top_k is not None:
        logits = _top_k_right(logits, top_k)
    if top_p is not None:  # p = 1 needs no special case ... or does it?
        probs = logits.softmax(dim=-1)
        desc = probs.sort(dim=-1, descending=True).values
        above = torch.cat([torch.zeros_like(desc[..., :1]), desc[..., :-1]], -1)
        kept = above.cumsum(-1) < top_p
        last = desc.masked_fill(~kept, 2.0).amin(dim=-1, keepdim=True)
        logits = logits.masked_fill(probs < last, NEG_INF)
    return logits


def filter_nucleus_on_all_tokens(logits, top_k=None, top_p=None):
    out = logits
    if top_k is not None:
        out = _top_k_right(out, top_k)
    if top_p is not None and top_p < 1.0:
        probs = logits.softmax(dim=-1)  # before top-k
        desc = probs.sort(dim=-1, descending=True).values
        before = desc.cumsum(-1) - desc
        last = torch.where(before < top_p, desc, torch.full_like(desc, 2.0))
        out = out.masked_fill(probs < last.amin(-1, keepdim=True), NEG_INF)
    return out


WRONG_CH09_FILTER = [
    ("ex09.top_k_top_p", filter_zero_for_removed, "a logit of 0 is an ordinary"),
    ("ex09.top_k_top_p", filter_returns_probabilities, "takes the softmax itself"),
    ("ex09.top_k_top_p", filter_k_plus_one, "you kept k + 1"),
    ("ex09.top_k_top_p", filter_k_minus_one, "you kept k − 1"),
    ("ex09.top_k_top_p", filter_k_indices, "tied with the k-th largest"),
    ("ex09.top_k_top_p", filter_topk_of_k, "min(top_k, V)"),
    ("ex09.top_k_top_p", filter_one_or_the_other, "apply both"),
    ("ex09.top_k_top_p", filter_nucleus_without_crossing_token, "crosses p too"),
    ("ex09.top_k_top_p", filter_nucleus_of_logits, "logits are not probabilities"),
    ("ex09.top_k_top_p", filter_nucleus_unsorted, "in descending order"),
    ("ex09.top_k_top_p", filter_nucleus_ascending, "in descending order"),
    ("ex09.top_k_top_p", filter_nucleus_by_position, "(its ties)"),
    ("ex09.top_k_top_p", filter_nucleus_always, "p = 1 keeps every token"),
    ("ex09.top_k_top_p", filter_nucleus_on_all_tokens, "renormalised"),
]

# --- ex09.length_penalty: length_penalty(length, alpha)


def lp_length_to_the_alpha(length, alpha):
    return length**alpha


def lp_without_parentheses(length, alpha):
    return (5 + length) / 6**alpha


def lp_negative_power(length, alpha):
    return ((5 + length) / 6) ** -alpha


def lp_integer_division(length, alpha):
    return ((length + 5) // 6) ** alpha


def lp_math_pow(length, alpha):
    return math.pow((5 + length) / 6, alpha)


def lp_paper_alpha(length, alpha):
    return ((5 + length) / 6) ** 0.6  # GNMT's value


WRONG_CH09_LP = [
    ("ex09.length_penalty", lp_length_to_the_alpha, "not |y|^α"),
    ("ex09.length_penalty", lp_without_parentheses, "divides by 6^α"),
    ("ex09.length_penalty", lp_negative_power, "its inverse"),
    ("ex09.length_penalty", lp_integer_division, "not //"),
    ("ex09.length_penalty", lp_math_pow, "not math.pow"),
    ("ex09.length_penalty", lp_paper_alpha, "use the alpha argument"),
]

# --- ex09.beam_step: beam_step(sums, lengths, finished, log_probs, alpha, eos_id,
# fill_id) -> (parent, tokens, sums, lengths, finished)


def _lp(length, alpha):
    return ((5 + length) / 6) ** alpha


def _pick(scores, candidate_sums, candidate_lengths, finished, eos_id):
    """The K best of each sentence (right), and what they carry."""
    B, K, V = scores.shape
    best = scores.reshape(B, K * V).topk(K, dim=-1).indices
    parent, tokens = best // V, best % V
    sums = candidate_sums.reshape(B, K * V).gather(1, best)
    lengths = candidate_lengths.gather(1, parent)
    done = finished.gather(1, parent) | (tokens == eos_id)
    return parent, tokens, sums, lengths, done


def _stay(log_probs, finished, token, value=0.0):
    """A finished beam: log-prob `value` for `token`, -inf for the others."""
    stay = torch.full_like(log_probs, NEG_INF)
    stay[..., token] = value
    return torch.where(finished[..., None], stay, log_probs)


def beam_every_beam_grows(sums, lengths, finished, log_probs, alpha, eos_id, fill_id):
    candidate_sums = sums.unsqueeze(-1) + log_probs
    candidate_lengths = lengths + 1
    scores = candidate_sums / _lp(candidate_lengths, alpha).unsqueeze(-1)
    return _pick(scores, candidate_sums, candidate_lengths, finished, eos_id)


def beam_drops_finished(sums, lengths, finished, log_probs, alpha, eos_id, fill_id):
    log_probs = log_probs.masked_fill(finished.unsqueeze(-1), NEG_INF)
    candidate_sums = sums.unsqueeze(-1) + log_probs
    candidate_lengths = lengths + (~finished).long()
    scores = candidate_sums / _lp(candidate_lengths, alpha).unsqueeze(-1)
    return _pick(scores, candidate_sums, candidate_lengths, finished, eos_id)


def beam_finished_costs_nothing(
    sums, lengths, finished, log_probs, alpha, eos_id, fill_id
):
    log_probs = log_probs.masked_fill(finished.unsqueeze(-1), 0.0)  # no cost to stay
    candidate_sums = sums.unsqueeze(-1) + log_probs
    candidate_lengths = lengths + (~finished).long()
    scores = candidate_sums / _lp(candidate_lengths, alpha).unsqueeze(-1)
    return _pick(scores, candidate_sums, candidate_lengths, finished, eos_id)


def beam_finished_repeats_eos(
    sums, lengths, finished, log_probs, alpha, eos_id, fill_id
):
    log_probs = _stay(log_probs, finished, eos_id)
    candidate_sums = sums.unsqueeze(-1) + log_probs
    candidate_lengths = lengths + (~finished).long()
    scores = candidate_sums / _lp(candidate_lengths, alpha).unsqueeze(-1)
    return _pick(scores, candidate_sums, candidate_lengths, finished, eos_id)


def beam_finished_length_grows(
    sums, lengths, finished, log_probs, alpha, eos_id, fill_id
):
    log_probs = _stay(log_probs, finished, fill_id)
    candidate_sums = sums.unsqueeze(-1) + log_probs
    candidate_lengths = lengths + 1  # one more step for every beam
    scores = candidate_sums / _lp(candidate_lengths, alpha).unsqueeze(-1)
    return _pick(scores, candidate_sums, candidate_lengths, finished, eos_id)


def beam_by_next_word(sums, lengths, finished, log_probs, alpha, eos_id, fill_id):
    log_probs = _stay(log_probs, finished, fill_id)
    candidate_sums = sums.unsqueeze(-1) + log_probs
    candidate_lengths = lengths + (~finished).long()
    # the most probable next words
    return _pick(log_probs, candidate_sums, candidate_lengths, finished, eos_id)


def beam_unpenalised(sums, lengths, finished, log_probs, alpha, eos_id, fill_id):
    log_probs = _stay(log_probs, finished, fill_id)
    candidate_sums = sums.unsqueeze(-1) + log_probs
    candidate_lengths = lengths + (~finished).long()
    return _pick(candidate_sums, candidate_sums, candidate_lengths, finished, eos_id)


def beam_penalty_before_the_token(
    sums, lengths, finished, log_probs, alpha, eos_id, fill_id
):
    log_probs = _stay(log_probs, finished, fill_id)
    candidate_sums = sums.unsqueeze(-1) + log_probs
    scores = candidate_sums / _lp(lengths, alpha).unsqueeze(-1)  # the beam's length
    candidate_lengths = lengths + (~finished).long()
    return _pick(scores, candidate_sums, candidate_lengths, finished, eos_id)


def beam_keeps_the_score(sums, lengths, finished, log_probs, alpha, eos_id, fill_id):
    log_probs = _stay(log_probs, finished, fill_id)
    candidate_lengths = lengths + (~finished).long()
    scores = (sums.unsqueeze(-1) + log_probs) / _lp(candidate_lengths, alpha)[..., None]
    return _pick(scores, scores, candidate_lengths, finished, eos_id)


def beam_penalty_at_each_step(
    sums, lengths, finished, log_probs, alpha, eos_id, fill_id
):
    log_probs = _stay(log_probs, finished, fill_id)
    candidate_lengths = lengths + (~finished).long()
    step = log_probs / _lp(candidate_lengths, alpha)[..., None]  # normalised as we go
    candidate_sums = sums.unsqueeze(-1) + step
    return _pick(candidate_sums, candidate_sums, candidate_lengths, finished, eos_id)


def beam_over_the_batch(sums, lengths, finished, log_probs, alpha, eos_id, fill_id):
    B, K, V = log_probs.shape
    log_probs = _stay(log_probs, finished, fill_id)
    candidate_sums = (sums.unsqueeze(-1) + log_probs).flatten()  # (B*K*V,)
    candidate_lengths = (lengths + (~finished).long()).flatten()  # (B*K,)
    scores = candidate_sums / _lp(candidate_lengths, alpha).repeat_interleave(V)
    best = scores.topk(B * K).indices
    row = best // V
    tokens = (best % V).view(B, K)
    done = finished.flatten()[row].view(B, K) | (tokens == eos_id)
    return (
        (row % K).view(B, K),
        tokens,
        candidate_sums[best].view(B, K),
        candidate_lengths[row].view(B, K),
        done,
    )


def beam_best_word_of_each_beam(
    sums, lengths, finished, log_probs, alpha, eos_id, fill_id
):
    B, K, V = log_probs.shape
    log_probs = _stay(log_probs, finished, fill_id)
    candidate_sums = sums.unsqueeze(-1) + log_probs
    candidate_lengths = lengths + (~finished).long()
    scores = candidate_sums / _lp(candidate_lengths, alpha).unsqueeze(-1)
    tokens = scores.argmax(dim=-1)  # (B, K): each beam extended by its best word
    parent = torch.arange(K).expand(B, K)
    new_sums = candidate_sums.gather(-1, tokens.unsqueeze(-1)).squeeze(-1)
    return parent, tokens, new_sums, candidate_lengths, finished | (tokens == eos_id)


def beam_divides_by_k(sums, lengths, finished, log_probs, alpha, eos_id, fill_id):
    B, K, V = log_probs.shape
    log_probs = _stay(log_probs, finished, fill_id)
    candidate_sums = sums.unsqueeze(-1) + log_probs
    candidate_lengths = lengths + (~finished).long()
    scores = candidate_sums / _lp(candidate_lengths, alpha).unsqueeze(-1)
    best = scores.view(B, -1).topk(K).indices
    parent, tokens = best // K, best % K  # K beams ...
    return (
        parent,
        tokens,
        candidate_sums.view(B, -1).gather(1, best),
        candidate_lengths.gather(1, parent),
        finished.gather(1, parent) | (tokens == eos_id),
    )


def beam_lengths_in_place(sums, lengths, finished, log_probs, alpha, eos_id, fill_id):
    B, K, V = log_probs.shape
    log_probs = _stay(log_probs, finished, fill_id)
    candidate_sums = sums.unsqueeze(-1) + log_probs
    candidate_lengths = lengths + (~finished).long()
    scores = candidate_sums / _lp(candidate_lengths, alpha).unsqueeze(-1)
    best = scores.view(B, -1).topk(K).indices
    tokens = best % V
    return (
        best // V,
        tokens,
        candidate_sums.view(B, -1).gather(1, best),
        candidate_lengths,  # beam k's, whichever beam it now continues
        finished | (tokens == eos_id),
    )


def beam_never_finishes(sums, lengths, finished, log_probs, alpha, eos_id, fill_id):
    B, K, V = log_probs.shape
    log_probs = _stay(log_probs, finished, fill_id)
    candidate_sums = sums.unsqueeze(-1) + log_probs
    candidate_lengths = lengths + (~finished).long()
    scores = candidate_sums / _lp(candidate_lengths, alpha).unsqueeze(-1)
    best = scores.view(B, -1).topk(K).indices
    parent = best // V
    return (
        parent,
        best % V,
        candidate_sums.view(B, -1).gather(1, best),
        candidate_lengths.gather(1, parent),
        finished.gather(1, parent),
    )


WRONG_CH09_BEAM = [
    ("ex09.beam_step", beam_every_beam_grows, "does not grow"),
    ("ex09.beam_step", beam_drops_finished, "in the race"),
    ("ex09.beam_step", beam_finished_costs_nothing, "copies of it"),
    ("ex09.beam_step", beam_finished_repeats_eos, "not another </s>"),
    ("ex09.beam_step", beam_finished_length_grows, "length stays the same"),
    ("ex09.beam_step", beam_by_next_word, "new token's probability alone"),
    ("ex09.beam_step", beam_unpenalised, "not by the raw sum"),
    ("ex09.beam_step", beam_penalty_before_the_token, "length after the new token"),
    ("ex09.beam_step", beam_keeps_the_score, "never inside the sum"),
    ("ex09.beam_step", beam_penalty_at_each_step, "never inside the sum"),
    ("ex09.beam_step", beam_over_the_batch, "not of the whole batch"),
    ("ex09.beam_step", beam_best_word_of_each_beam, "not beam by beam"),
    ("ex09.beam_step", beam_divides_by_k, "i // V"),
    ("ex09.beam_step", beam_lengths_in_place, "from the parent beam"),
    ("ex09.beam_step", beam_never_finishes, "has finished"),
]

# --- right answers, written differently from the references


def greedy_by_loops(logits, finished, fill_id):
    ids = []
    for b in range(logits.shape[0]):
        if finished[b]:
            ids.append(fill_id)
            continue
        best_id = 0
        for v in range(1, logits.shape[1]):
            if logits[b, v] > logits[b, best_id]:  # strictly: the first maximum
                best_id = v
        ids.append(best_id)
    return torch.tensor(ids, dtype=torch.long)


def filter_by_sorting(logits, top_k=None, top_p=None):
    out = logits.clone()
    if top_k is not None and top_k < out.shape[-1]:
        out = _top_k_right(out, top_k)
    if top_p is not None and top_p < 1:
        out = _top_p_right(out, top_p)
    return out


def filter_by_thresholds(logits, top_k=None, top_p=None):
    keep = torch.ones_like(logits, dtype=torch.bool)
    if top_k is not None:
        values = logits.sort(dim=-1).values  # ascending
        keep = logits >= values[..., max(logits.size(-1) - top_k, 0), None]
    if top_p is not None and top_p < 1:
        x = logits.masked_fill(~keep, NEG_INF).double()
        probs = (x - x.logsumexp(-1, keepdim=True)).exp()
        desc = probs.sort(dim=-1, descending=True).values
        reached = desc.cumsum(-1) - desc >= top_p  # the mass above already reaches p
        threshold = desc.masked_fill(reached, 2.0).amin(-1, keepdim=True)
        keep &= probs >= threshold
    return logits.masked_fill(~keep, NEG_INF)


def lp_by_logarithms(length, alpha):
    if isinstance(length, torch.Tensor):
        return torch.exp(alpha * torch.log((length + 5.0) / 6.0))
    return math.exp(alpha * math.log((length + 5) / 6))


def beam_by_loops(sums, lengths, finished, log_probs, alpha, eos_id, fill_id):
    B, K, V = log_probs.shape
    parent = torch.zeros(B, K, dtype=torch.long)
    tokens = torch.zeros(B, K, dtype=torch.long)
    new_sums = torch.zeros(B, K, dtype=log_probs.dtype)
    new_lengths = torch.zeros(B, K, dtype=torch.long)
    new_finished = torch.zeros(B, K, dtype=torch.bool)
    for b in range(B):
        candidates = []  # (score, beam, token, sum, length)
        for k in range(K):
            s, n = float(sums[b, k]), int(lengths[b, k])
            if finished[b, k]:
                candidates.append((s / _lp(n, alpha), k, fill_id, s, n))
                continue
            for v in range(V):
                total = s + float(log_probs[b, k, v])
                candidates.append((total / _lp(n + 1, alpha), k, v, total, n + 1))
        candidates.sort(key=lambda c: c[0], reverse=True)
        for i, (_, k, v, total, n) in enumerate(candidates[:K]):
            parent[b, i], tokens[b, i], new_sums[b, i] = k, v, total
            new_lengths[b, i] = n
            new_finished[b, i] = bool(finished[b, k]) or v == eos_id
    return parent, tokens, new_sums, new_lengths, new_finished


RIGHT_CH09 = [
    ("ex09.greedy_step", greedy_by_loops),
    ("ex09.top_k_top_p", filter_by_sorting),
    ("ex09.top_k_top_p", filter_by_thresholds),
    ("ex09.length_penalty", lp_by_logarithms),
    ("ex09.beam_step", beam_by_loops),
]
