"""Checks for chapter 9 (decoding): ex09.greedy_step, ex09.top_k_top_p,
ex09.length_penalty, ex09.beam_step.

What PyTorch offers is allowed: torch.argmax, torch.topk and torch.sort are the
operations these exercises are built from, and none of them answers one on its own
(greedy decoding is an argmax, but the exercise is about the axis, the ties and the
finished rows; beam search selects with topk, but the exercise is about what it selects
from). The library's own answer, transformer_lib.decoding, is always forbidden.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F

from ..decoding import beam_step, greedy_step, length_penalty, top_k_top_p_filter
from .core import Case, Exercise, Mistake
from .registry import register
from .vary import integer, normal, other_than, shift_and_permute

NEG_INF = float("-inf")

# --- ex09.greedy_step: greedy_step(logits, finished, fill_id) -> (B,) int64
# logits (B, V), finished (B,) bool: the argmax of each row, fill_id where finished.


def _greedy_inputs(B, V, finished=(), fill_id=0, pad_id=None, dtype=torch.float32):
    def make(g: torch.Generator) -> tuple:
        logits = torch.randn(B, V, generator=g, dtype=dtype)
        if pad_id is not None:
            logits[:, pad_id] = NEG_INF  # the model never predicts <pad>
        done = torch.zeros(B, dtype=torch.bool)
        done[list(finished)] = True
        return logits, done, fill_id

    return make


def _greedy_variant(
    pick="argmax", dim=-1, fill="fill_id", rows="finished", ties="first"
):
    def wrong(logits, finished, fill_id):
        if pick == "value":
            best = logits.max(dim=dim).values
        elif pick == "argmin":
            best = logits.argmin(dim=dim)
        elif ties == "last":  # the last maximum: argmax of the reversed row
            best = logits.size(-1) - 1 - logits.flip(-1).argmax(dim=-1)
        else:
            best = logits.argmax(dim=dim)
        value = 0 if fill == "zero" else fill_id
        if rows == "none":
            return best
        where = ~finished if rows == "inverted" else finished
        return best.masked_fill(where, value)

    return wrong


# when every row has finished, forgetting the finished rows and filling the open ones
# instead give the same answer: one hint for both
FINISHED_ROWS = (
    "a finished row (it has produced </s>) gets fill_id, padding, instead of a new "
    "word, and only the finished rows: masked_fill(finished, fill_id)"
)
GREEDY_AXIS = (
    "logits are (B, V): take the argmax over the vocabulary, the last axis "
    "(dim=-1), one id per row"
)

register(
    Exercise(
        id="ex09.greedy_step",
        title="One step of greedy decoding",
        function="greedy_step",
        reference=greedy_step,
        cases=[
            Case("one row, V = 6", _greedy_inputs(1, 6), seed=1),
            Case("a batch (4, 10), nothing finished", _greedy_inputs(4, 10), seed=2),
            Case(
                "finished rows get fill_id = 0",
                _greedy_inputs(5, 9, finished=(1, 3), pad_id=0),
                seed=3,
            ),
            Case(
                "fill_id = 3",
                _greedy_inputs(4, 7, finished=(0, 2), fill_id=3),
                seed=4,
            ),
            Case(
                "every row finished",
                _greedy_inputs(3, 8, finished=(0, 1, 2), fill_id=0, pad_id=0),
                seed=5,
            ),
            Case(
                "float64 with a −inf <pad> column",
                _greedy_inputs(3, 12, finished=(2,), pad_id=0, dtype=torch.float64),
                seed=6,
            ),
            Case(
                "B = V = 5: one id per row",
                _greedy_inputs(5, 5, finished=(4,)),
                seed=7,
            ),
            Case(
                "ties: the first maximum wins",
                (
                    torch.tensor(
                        [
                            [1.0, 3.0, 0.5, 3.0, NEG_INF],
                            [2.0, 2.0, 2.0, 2.0, 2.0],
                            [NEG_INF, 0.5, -1.0, 0.25, 0.5],
                        ]
                    ),
                    torch.tensor([False, False, False]),
                    0,
                ),
                vary=shift_and_permute(),  # graded: shifted, each row shuffled
            ),
            Case("a large vocabulary (2, 5000)", _greedy_inputs(2, 5000), seed=8),
        ],
        mistakes=[
            Mistake(FINISHED_ROWS, _greedy_variant(rows="none")),
            Mistake(FINISHED_ROWS, _greedy_variant(rows="inverted")),
            Mistake("use the fill_id argument, not 0", _greedy_variant(fill="zero")),
            Mistake(
                "the greedy choice is the most likely token, the largest logit: "
                "argmax, not argmin",
                _greedy_variant(pick="argmin"),
            ),
            Mistake(
                "return the token ids (where the largest logit is: argmax), not the "
                "largest logits themselves",
                _greedy_variant(pick="value"),
            ),
            Mistake(GREEDY_AXIS, _greedy_variant(dim=0)),
            Mistake(
                "on a tie take the first maximum, the lowest id, as torch.argmax "
                "does (a loop that keeps the first must compare with >, not >=)",
                _greedy_variant(ties="last"),
            ),
        ],
        error_hints=[("must match the size of tensor", GREEDY_AXIS)],
    )
)

# --- ex09.top_k_top_p: top_k_top_p_filter(logits, top_k=None, top_p=None) -> (..., V)
# The kept tokens' logits unchanged, -inf elsewhere. top_k: the k highest (ties with the
# k-th kept); top_p: of what top_k left, renormalised, the smallest set of most likely
# tokens whose mass reaches p (the one that crosses p included, and its ties).


def _keep_top_k(x, k, mode):
    """(..., V) bool: the tokens top_k keeps, right or in one wrong way."""
    V = x.size(-1)
    if mode == "indices":  # exactly k ids: the ties with the k-th are lost
        index = x.topk(min(k, V), dim=-1).indices
        return torch.zeros_like(x, dtype=torch.bool).scatter(-1, index, True)
    if mode == "unclamped":
        kth = x.topk(k, dim=-1).values[..., -1:]  # raises when k > V
    elif mode == "plus one":  # sorted[..., k]: the (k + 1)-th largest
        kth = x.topk(min(k + 1, V), dim=-1).values[..., -1:]
    else:
        kth = x.topk(min(k, V), dim=-1).values[..., -1:]
    return x > kth if mode == "minus one" else x >= kth


def _nucleus(x, p, mode):
    """(..., V) bool: the tokens top_p keeps of logits x, right or in one wrong way."""
    if p >= 1.0 and mode != "no shortcut":
        return torch.ones_like(x, dtype=torch.bool)
    values = x if mode == "logits" else x.softmax(dim=-1)
    if mode == "unsorted":  # the mass before each token in the vocabulary's order
        return F.pad(values.cumsum(-1)[..., :-1], (1, 0)) < p
    ordered, index = values.sort(dim=-1, descending=mode != "ascending", stable=True)
    cumulative = ordered.cumsum(dim=-1)
    if mode == "exclusive":  # the token that crosses p is left out
        kept = cumulative < p
    else:
        kept = F.pad(cumulative[..., :-1], (1, 0)) < p  # the mass above each one
    if mode in ("ascending", "ties dropped", "logits"):
        # the sorted positions kept, put back in place: the ties of the last are lost
        return torch.zeros_like(kept).scatter(-1, index, kept)
    smallest = ordered.masked_fill(~kept, torch.inf).amin(-1, keepdim=True)
    return values >= smallest


def _filter_variant(
    k_mode="right",
    p_mode="right",
    both=True,
    removed=NEG_INF,
    probabilities=False,
):
    def wrong(logits, top_k=None, top_p=None):
        keep = torch.ones_like(logits, dtype=torch.bool)
        if top_k is not None:
            keep = _keep_top_k(logits, top_k, k_mode)
        if top_p is not None and (both or top_k is None):
            left = logits.masked_fill(~keep, NEG_INF)  # what top_k kept
            if p_mode == "not renormalised":
                left = logits
            keep = keep & _nucleus(left, top_p, p_mode)
        out = logits.masked_fill(~keep, removed)
        return out.softmax(dim=-1) if probabilities else out

    return wrong


TOO_LARGE_K = (
    "top_k may be larger than the vocabulary: then every token is kept "
    "(use k = min(top_k, V))"
)
SORT_FIRST = (
    "sort the probabilities in descending order (most likely first) before the "
    "cumulative sum: the nucleus is made of the most likely tokens"
)


def _renormalising(shape, scale, top_k, top_p):
    """Logits on which top_p over what top_k kept (renormalised), top_p over all the
    tokens, and top_k keeping k + 1 (listed before it) all differ: drawn again until
    they do, so that every draw tells them apart and gives the right hint."""
    draw = normal(shape, scale=scale)
    wrong = _filter_variant(p_mode="not renormalised")
    plus_one = _filter_variant(k_mode="plus one")

    def make(g: torch.Generator) -> tuple:
        while True:
            (logits,) = draw(g)
            kp = {"top_k": top_k, "top_p": top_p}
            outs = [top_k_top_p_filter(logits, **kp), wrong(logits, **kp)]
            outs.append(plus_one(logits, **kp))
            if not any(torch.equal(outs[1], o) for o in (outs[0], outs[2])):
                return (logits,)

    return make


def _kp(top_k=None, top_p=None) -> dict:
    return {"top_k": top_k, "top_p": top_p}


register(
    Exercise(
        id="ex09.top_k_top_p",
        title="Top-k and top-p (nucleus) filtering",
        function="top_k_top_p_filter",
        reference=top_k_top_p_filter,
        cases=[
            Case("top_k = 3, one row, V = 10", normal((10,)), _kp(3), seed=1),
            Case("top_k = 4, a batch (4, 12)", normal((4, 12)), _kp(4), seed=2),
            Case("top_k = 1: the argmax only", normal((3, 8)), _kp(1), seed=3),
            Case(
                "top_k ≥ V: every token kept",
                normal((2, 6), pad_id=0),
                _kp(9),
                seed=4,
            ),
            Case(
                "top_k = 2: ties with the 2nd largest are kept",
                (torch.tensor([[3.0, 1.0, 2.0, 2.0, 0.0], [1.0, 1.0, 1.0, 0.0, 1.0]]),),
                _kp(2),
                vary=shift_and_permute(),
            ),
            Case(
                "top_p = 0.9, a batch (4, 12)",
                normal((4, 12), scale=2.0),
                _kp(top_p=0.9),
                seed=5,
            ),
            Case(
                "top_p = 0.5, (2, 3, 8)",
                normal((2, 3, 8), scale=1.5),
                _kp(top_p=0.5),
                seed=6,
            ),
            Case(
                "top_p = 0.05: the most likely token is always kept",
                normal((3, 9), scale=2.0),
                _kp(top_p=0.05),
                seed=7,
            ),
            Case(
                "top_p = 0.5: ties with the token that crosses p are kept",
                (
                    torch.tensor(
                        [
                            [0.0, -0.7, -1.5, -0.7, -1.5, NEG_INF],
                            [-1.0, -2.0, -0.5, -1.0, -3.0, NEG_INF],
                        ]
                    ),
                ),
                _kp(top_p=0.5),
                vary=shift_and_permute(),
            ),
            Case(
                "top_p = 1: every token kept, however unlikely",
                (
                    torch.tensor(
                        [
                            [10.0, 0.0, -10.0, -20.0, 5.0],
                            [0.0, -30.0, 1.0, 2.0, -25.0],
                        ]
                    ),
                ),
                _kp(top_p=1.0),
                vary=shift_and_permute(),
            ),
            Case(
                "top_k = 4, then top_p = 0.6 on what it kept",
                _renormalising((4, 10), 1.5, 4, 0.6),
                _kp(4, 0.6),
                seed=8,
                points=2,
            ),
            Case(
                "float64, a −inf <pad> column, top_k = 6 and top_p = 0.5",
                normal((3, 9), scale=1.5, pad_id=0, dtype=torch.float64),
                _kp(6, 0.5),
                seed=9,
            ),
            Case(
                "no filter (None, None): unchanged",
                normal((2, 7), pad_id=0),
                seed=10,
            ),
        ],
        mistakes=[
            Mistake(
                "set the removed tokens' logits to −inf, so that their probability "
                "is 0: a logit of 0 is an ordinary logit, still likely",
                _filter_variant(removed=0.0),
            ),
            Mistake(
                "return logits (the kept ones unchanged, −inf for the others), not "
                "probabilities: the sampler takes the softmax itself",
                _filter_variant(probabilities=True),
            ),
            Mistake(
                "keep k tokens: the k-th largest logit is sorted[..., k - 1] (indices "
                "count from 0); you kept k + 1",
                _filter_variant(k_mode="plus one"),
            ),
            Mistake(
                "remove only the logits below the k-th largest (<, not <=): the k-th "
                "is kept; you kept k − 1",
                _filter_variant(k_mode="minus one"),
            ),
            Mistake(
                "keep the tokens tied with the k-th largest logit too: compare every "
                "logit with the k-th largest value instead of keeping k indices",
                _filter_variant(k_mode="indices"),
            ),
            Mistake(TOO_LARGE_K, _filter_variant(k_mode="unclamped")),
            Mistake(
                "when both are given apply both: top_k first, then top_p on what it "
                "kept",
                _filter_variant(both=False),
            ),
            Mistake(
                "keep the token that crosses p too: a token is kept when the mass of "
                "the tokens before it is still < p (the smallest set whose mass "
                "reaches p; the most likely token is always kept)",
                _filter_variant(p_mode="exclusive"),
            ),
            Mistake(
                "top-p adds up probabilities: take the softmax of the logits before "
                "sorting and summing (logits are not probabilities)",
                _filter_variant(p_mode="logits"),
            ),
            Mistake(SORT_FIRST, _filter_variant(p_mode="unsorted")),
            Mistake(SORT_FIRST, _filter_variant(p_mode="ascending")),
            Mistake(
                "keep every token as likely as the one that crosses p (its ties), so "
                "that the kept set does not depend on the order of the vocabulary",
                _filter_variant(p_mode="ties dropped"),
            ),
            Mistake(
                "p = 1 keeps every token: rounding makes the cumulative sum reach 1 "
                "before the last, very unlikely tokens; return the logits as they "
                "are when top_p >= 1",
                _filter_variant(p_mode="no shortcut"),
            ),
            Mistake(
                "apply top_p to what top_k kept, renormalised: the softmax of the "
                "logits after top_k, not of the original logits",
                _filter_variant(p_mode="not renormalised"),
            ),
        ],
        error_hints=[
            ("out of range", TOO_LARGE_K),
            ("out of bounds", TOO_LARGE_K),
            (
                "NoneType",
                "top_k and top_p may be None: then that filter is not applied "
                "(test `is not None`)",
            ),
        ],
    )
)

# --- ex09.length_penalty: length_penalty(length, alpha) -> ((5 + length) / 6) ** alpha
# length: an int (-> a float) or a tensor of lengths (-> a float tensor).


def _as_number(value):
    """A 0-dimensional tensor -> its value, as a float (anything else: unchanged)."""
    if isinstance(value, torch.Tensor) and value.dim() == 0:
        return float(value.item())
    return value


def _lp_variant(kind):
    def wrong(length, alpha):
        if kind == "bare":
            return length**alpha
        if kind == "precedence":
            return (5 + length) / 6**alpha
        if kind == "inverse":
            return (6 / (5 + length)) ** alpha
        if kind == "floor":
            return ((5 + length) // 6) ** alpha
        return ((5 + length) / 6) ** 0.6  # the paper's alpha, whatever is asked

    return wrong


def _lengths(shape, high=21):
    def make(g: torch.Generator) -> tuple:
        return (torch.randint(0, high, shape, generator=g),)

    return make


def _penalty(length, alpha):
    """A ``vary`` for (|y|, α): ``length(g)`` and ``alpha(g)`` of the same kind."""

    def vary(args, kwargs, g):
        return (length(g), alpha(g)), kwargs

    return vary


register(
    Exercise(
        id="ex09.length_penalty",
        title="GNMT's length penalty",
        function="length_penalty",
        reference=length_penalty,
        convert=_as_number,
        cases=[
            Case(
                "|y| = 1: lp = 1 for every α",
                (1, 0.6),
                vary=_penalty(lambda g: 1, lambda g: other_than(g, 1, 20, (6,)) / 10),
            ),
            Case(
                "|y| = 10, α = 0.6",
                (10, 0.6),
                vary=_penalty(
                    lambda g: other_than(g, 2, 40, (10,)),
                    lambda g: other_than(g, 1, 15, (6, 10)) / 10,
                ),
            ),
            Case(
                "α = 0: no penalty",
                (7, 0.0),
                vary=_penalty(lambda g: other_than(g, 2, 40, (7,)), lambda g: 0.0),
            ),
            Case(
                "α = 1: (5 + |y|) / 6",
                (14, 1.0),
                vary=_penalty(lambda g: other_than(g, 2, 40, (14,)), lambda g: 1.0),
            ),
            Case(
                "α = 2, |y| = 25",
                (25, 2.0),
                vary=_penalty(
                    lambda g: other_than(g, 2, 40, (25,)),
                    lambda g: integer(g, 16, 30) / 10,
                ),
            ),
            Case(
                "a tensor of lengths (3, 4), α = 0.6",
                _lengths((3, 4)),
                {"alpha": 0.6},
                seed=1,
            ),
            Case(
                "a tensor of lengths (5,), α = 1.5",
                _lengths((5,), high=50),
                {"alpha": 1.5},
                seed=2,
            ),
        ],
        mistakes=[
            Mistake(
                "GNMT's penalty is ((5 + |y|) / 6)^α, not |y|^α: the 5 and the 6 make "
                "lp(1) = 1 and soften the penalty on short hypotheses",
                _lp_variant("bare"),
            ),
            Mistake(
                "raise the whole ratio to the power α: ((5 + length) / 6) ** alpha; "
                "(5 + length) / 6 ** alpha divides by 6^α",
                _lp_variant("precedence"),
            ),
            Mistake(
                "lp = ((5 + |y|) / 6)^α grows with the length when α > 0: you "
                "computed its inverse",
                _lp_variant("inverse"),
            ),
            Mistake(
                "divide with /, not // (integer division rounds (5 + |y|) / 6 down)",
                _lp_variant("floor"),
            ),
            Mistake("use the alpha argument, not 0.6", _lp_variant("alpha")),
        ],
        error_hints=[
            (
                "only one element tensors can be converted",
                "length may be a tensor of lengths: use ** (or torch.pow), not "
                "math.pow, which takes one number",
            ),
        ],
    )
)

# --- ex09.beam_step:
# beam_step(sums, lengths, finished, log_probs, alpha, eos_id, fill_id)
#     -> (parent, tokens, sums, lengths, finished), each (B, K), best first
# sums (B, K) float: log P of each beam; lengths (B, K) int64; finished (B, K) bool;
# log_probs (B, K, V): log P(next token | beam). The library's BeamStep, as a tuple.

BEAM_OUTPUTS = ("parent", "tokens", "sums", "lengths", "finished")


def _beam_step_reference(sums, lengths, finished, log_probs, alpha, eos_id, fill_id):
    step = beam_step(
        sums,
        lengths,
        finished,
        log_probs,
        alpha=alpha,
        eos_id=eos_id,
        fill_id=fill_id,
    )
    return tuple(step)


def _beam_inputs(
    B,
    K,
    V,
    t,
    p_finished=0.0,
    eos_id=2,
    fill_id=0,
    first=False,
    all_finished=False,
    eos_boost=0.0,
    dtype=torch.float32,
):
    """Beams after t steps: open ones of length t, finished ones shorter (they ended
    with </s>); log_probs with a -inf column at fill_id (<pad>, never predicted)."""

    def make(g: torch.Generator) -> tuple:
        logits = torch.randn(B, K, V, generator=g, dtype=dtype)
        logits[..., eos_id] += eos_boost
        logits[..., fill_id] = NEG_INF
        log_probs = logits.log_softmax(dim=-1)
        if first:  # K copies of <s>: only the first may grow
            sums = torch.zeros(B, K, dtype=dtype)
            sums[:, 1:] = NEG_INF
            lengths = torch.zeros(B, K, dtype=torch.long)
            return sums, lengths, torch.zeros(B, K, dtype=torch.bool), log_probs
        finished = torch.rand(B, K, generator=g) < p_finished
        if all_finished:
            finished[:] = True
        ended = torch.randint(1, t + 1, (B, K), generator=g)  # a finished beam's |y|
        lengths = torch.where(finished, ended, torch.full_like(ended, t))
        per_token = 0.3 + 1.2 * torch.rand(B, K, generator=g, dtype=dtype)
        sums = -per_token * lengths  # about -0.3 to -1.5 per token
        return sums, lengths, finished, log_probs

    return make


def _race() -> tuple:
    """One sentence, alpha = 1: an open beam (|y| = 2 -> 3) against three beams that
    finished at |y| = 1. The open beam's best word ranks first when penalised with its
    new length, second with its old length, third unpenalised."""
    probs = torch.tensor(
        [
            [0.0, 0.5488, 0.05, 0.2, 0.2012],  # open: its best word, log p = -0.6
            [0.0, 0.05, 0.05, 0.1, 0.8],
            [0.0, 0.45, 0.15, 0.3, 0.1],
            [0.0, 0.3, 0.2, 0.26, 0.24],
        ]
    )
    log_probs = probs.log().log_softmax(dim=-1)[None]  # (1, 4, 5), -inf at <pad>
    sums = torch.tensor([[-1.0, -1.25, -1.45, -1.7]])
    lengths = torch.tensor([[2, 1, 1, 1]])
    finished = torch.tensor([[False, True, True, True]])
    return sums, lengths, finished, log_probs


def _shuffled_race(args, kwargs, g):
    """The same race, its beams in another order (never the fixed one) and each
    beam's ordinary words (not <pad>, 0, nor </s>, 2) shuffled among themselves."""
    sums, lengths, finished, log_probs = args
    K = sums.shape[1]
    beams = torch.arange(K)
    while torch.equal(beams, torch.arange(K)):
        beams = torch.randperm(K, generator=g)
    words = torch.tensor([1, 3, 4])
    log_probs = log_probs[:, beams].clone()
    for k in range(K):
        log_probs[0, k, words] = log_probs[0, k, words[torch.randperm(3, generator=g)]]
    return (sums[:, beams], lengths[:, beams], finished[:, beams], log_probs), kwargs


def _pen(length, alpha):
    return ((5 + length) / 6) ** alpha


def _beam_variant(
    finished_mode="stay",
    score="penalised",
    length="new",
    sums_out="raw",
    select="sentence",
    split_by="V",
    parents=True,
    eos=True,
):
    """Beam search's step, right or in one wrong way:
    finished_mode: what a finished beam proposes ("stay": itself once, +0, same
        length; "extend": V words, as if open; "drop": nothing; "zeros": itself V times;
        "eos": itself with </s> again; "grow": itself, its length + 1);
    score: how candidates are ranked ("penalised": sum / lp; "raw": the sum; "token":
        the new token's log-prob);
    length: "old" scores an open beam's candidates with its length before the token;
    sums_out: "score" returns sum / lp as the sums, "per step" adds log p / lp;
    select: "sentence" (K of each sentence's K*V), "batch" (B*K of all), "beam"
        (each beam's best token); split_by: V or K (index -> beam, token);
    parents: take lengths and finished from the parent; eos: </s> finishes a beam."""

    def wrong(sums, lengths, finished, log_probs, alpha, eos_id, fill_id):
        B, K, V = log_probs.shape
        lp = log_probs
        if finished_mode != "extend":
            stay = torch.full_like(lp, NEG_INF)
            if finished_mode == "zeros":
                stay = torch.zeros_like(lp)
            elif finished_mode != "drop":
                stay[..., eos_id if finished_mode == "eos" else fill_id] = 0.0
            lp = torch.where(finished[..., None], stay, lp)
        grows = finished_mode in ("extend", "grow")
        new_lengths = lengths + (1 if grows else (~finished).long())  # (B, K)
        score_lengths = lengths if length == "old" else new_lengths
        penalty = _pen(score_lengths, alpha)[..., None]  # (B, K, 1)
        if sums_out == "per step":
            candidate_sums = sums[..., None] + lp / penalty
            scores = candidate_sums
        else:
            candidate_sums = sums[..., None] + lp  # (B, K, V)
            scores = {
                "penalised": lambda: candidate_sums / penalty,
                "raw": lambda: candidate_sums,
                "token": lambda: lp,
            }[score]()
        if sums_out == "score":
            candidate_sums = scores
        if select == "batch":  # the B*K best of the whole batch
            best = scores.reshape(-1).topk(B * K).indices  # (B*K,)
            row = best // V  # b*K + k
            parent, tokens = (row % K).view(B, K), (best % V).view(B, K)
            new_sums = candidate_sums.reshape(-1)[best].view(B, K)
            kept_lengths = new_lengths.reshape(-1)[row].view(B, K)
            kept_finished = finished.reshape(-1)[row].view(B, K)
        else:
            if select == "beam":  # each beam's best token
                best = scores.argmax(-1) + torch.arange(K) * V  # (B, K)
            else:
                best = scores.reshape(B, K * V).topk(K, dim=-1).indices
            size = V if split_by == "V" else K
            parent, tokens = best // size, best % size
            new_sums = candidate_sums.reshape(B, K * V).gather(1, best)
            source = parent if parents else torch.arange(K).expand(B, K)
            kept_lengths = new_lengths.gather(1, source)
            kept_finished = finished.gather(1, source)
        if eos:
            kept_finished = kept_finished | (tokens == eos_id)
        return parent, tokens, new_sums, kept_lengths, kept_finished

    return wrong


# when every beam has finished, each proposes only itself (+0): ranking by the new
# token's log-prob and keeping each beam's best token give the same answer
WHOLE_HYPOTHESIS = (
    "rank all K·V candidates of a sentence together by the log-probability of the "
    "whole hypothesis, sums[b, k] + log_probs[b, k, v] (then length-penalised): not "
    "by the new token's probability alone, and not beam by beam"
)
FROM_PARENT = (
    "a new beam continues its parent: take its length and finished flag from "
    "the parent beam (lengths.gather(1, parent)), not from the beam at its place"
)
PER_STEP = (
    "sums is log P(y), the plain sum of the log-probs: divide by lp(|y|) only to "
    "rank the candidates, once for the whole hypothesis, never inside the sum"
)
SPLIT = (
    "in the K·V candidates of a sentence, flat index i is beam i // V and token "
    "i % V (each beam has V tokens), not i // K and i % K"
)


def _beam_kw(alpha=0.6, eos_id=2, fill_id=0) -> dict:
    return {"alpha": alpha, "eos_id": eos_id, "fill_id": fill_id}


register(
    Exercise(
        id="ex09.beam_step",
        title="One step of beam search, with the length penalty",
        function="beam_step",
        outputs=BEAM_OUTPUTS,
        reference=_beam_step_reference,
        cases=[
            Case(
                "the first step: only beam 0 is alive (the others −inf)",
                _beam_inputs(2, 3, 8, 0, first=True),
                _beam_kw(),
                seed=1,
            ),
            Case(
                "open beams only, B = 3, K = 4, V = 10",
                _beam_inputs(3, 4, 10, 5),
                _beam_kw(),
                seed=2,
            ),
            Case(
                "finished beams compete with open ones, α = 0.6",
                _beam_inputs(4, 4, 9, 6, p_finished=0.4, eos_boost=1.0),
                _beam_kw(),
                seed=3,
                points=2,
            ),
            Case(
                "α = 1: the length penalty decides",
                _beam_inputs(5, 3, 7, 8, p_finished=0.4, eos_boost=1.0),
                _beam_kw(alpha=1.0),
                seed=4,
                points=2,
            ),
            Case(
                "one sentence: an open beam against shorter finished ones, α = 1",
                _race(),
                _beam_kw(alpha=1.0),
                vary=_shuffled_race,
            ),
            Case(
                "α = 2, short beams (|y| = 2): each token counts",
                _beam_inputs(6, 4, 6, 2, p_finished=0.5, eos_boost=1.0),
                _beam_kw(alpha=2.0),
                seed=9,
            ),
            Case(
                "α = 0: no length penalty",
                _beam_inputs(3, 3, 8, 4, p_finished=0.3, eos_boost=1.0),
                _beam_kw(alpha=0.0),
                seed=5,
            ),
            Case(
                "all beams finished: each keeps itself",
                _beam_inputs(2, 3, 6, 7, all_finished=True),
                _beam_kw(),
                seed=6,
            ),
            Case(
                "beam size 1 (greedy), one sentence finished",
                _beam_inputs(3, 1, 8, 4, p_finished=0.5),
                _beam_kw(),
                seed=7,
            ),
            Case(
                "float64, eos_id = 5, fill_id = 3",
                _beam_inputs(
                    3,
                    3,
                    8,
                    5,
                    p_finished=0.4,
                    eos_id=5,
                    fill_id=3,
                    eos_boost=1.0,
                    dtype=torch.float64,
                ),
                _beam_kw(eos_id=5, fill_id=3),
                seed=8,
            ),
        ],
        mistakes=[
            Mistake(
                "a finished beam (it has produced </s>) does not grow: it proposes "
                "only itself, with fill_id, log-prob 0 and its length unchanged",
                _beam_variant(finished_mode="extend"),
            ),
            Mistake(
                "keep the finished beams in the race: a finished beam proposes "
                "itself (fill_id, +0) and stays as long as it is among the K best",
                _beam_variant(finished_mode="drop"),
            ),
            Mistake(
                "a finished beam proposes itself once: log-prob 0 for fill_id and "
                "−inf for every other token (0 everywhere fills several beams with "
                "copies of it)",
                _beam_variant(finished_mode="zeros"),
            ),
            Mistake(
                "a finished beam appends fill_id (padding), not another </s>",
                _beam_variant(finished_mode="eos"),
            ),
            Mistake(
                "a finished beam's length stays the same: add 1 only to the open "
                "beams (lengths + ~finished)",
                _beam_variant(finished_mode="grow"),
            ),
            Mistake(WHOLE_HYPOTHESIS, _beam_variant(score="token")),
            Mistake(
                "rank the candidates by their length-penalised score, "
                "log P(y) / lp(|y|), not by the raw sum: hypotheses of different "
                "lengths compete",
                _beam_variant(score="raw"),
            ),
            Mistake(
                "score a candidate with its length after the new token: an open "
                "beam's candidate has |y| = length + 1, a finished one keeps its "
                "length",
                _beam_variant(length="old"),
            ),
            Mistake(PER_STEP, _beam_variant(sums_out="score")),
            Mistake(PER_STEP, _beam_variant(sums_out="per step")),
            Mistake(
                "choose the K best candidates of each sentence (scores reshaped to "
                "(B, K·V)), not of the whole batch: one sentence would take "
                "another's beams",
                _beam_variant(select="batch"),
            ),
            Mistake(WHOLE_HYPOTHESIS, _beam_variant(select="beam")),
            Mistake(SPLIT, _beam_variant(split_by="K")),
            Mistake(FROM_PARENT, _beam_variant(parents=False)),
            Mistake(
                "a beam whose new token is eos_id has finished: finished = "
                "finished[parent] | (tokens == eos_id)",
                _beam_variant(eos=False),
            ),
        ],
        error_hints=[("out of bounds", SPLIT)],
    )
)
