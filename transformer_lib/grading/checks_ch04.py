"""Checks for chapter 4 (masking): ex04.causal_mask, ex04.padding_mask, ex04.masked_softmax."""

from __future__ import annotations

import torch

from ..attention import softmax
from ..masks import causal_mask, padding_mask
from .core import Case, Exercise, Mistake
from .registry import register
from .vary import other_than, resample

NEG_INF = float("-inf")

# --- ex04.causal_mask: causal_mask(size) -> (size, size) bool, True where j <= i


def _ones(n):
    return torch.ones(n, n, dtype=torch.bool)


def _other_size(low, high):
    def vary(args, kwargs, g):
        return (other_than(g, low, high, (2, 3, 6, 10)),), kwargs

    return vary


register(
    Exercise(
        id="ex04.causal_mask",
        title="The causal mask",
        function="causal_mask",
        reference=causal_mask,
        # graded: another size of the same range (one that check does not show)
        cases=[
            Case(f"size {n}", (n,), vary=_other_size(low, high))
            for n, low, high in ((2, 2, 5), (3, 2, 5), (6, 4, 9), (10, 8, 16))
        ],
        mistakes=[
            Mistake(
                "include the diagonal: position i may attend to itself "
                "(torch.tril keeps the diagonal)",
                lambda n: torch.tril(_ones(n), diagonal=-1),
            ),
            Mistake(
                "off by one: query i may attend keys j <= i; yours also lets it see "
                "position i + 1",
                lambda n: torch.tril(_ones(n), diagonal=1),
            ),
            Mistake(
                "True = may attend: you marked the forbidden future instead (that is "
                "the convention of PyTorch's nn.MultiheadAttention); use torch.tril",
                lambda n: torch.triu(_ones(n), diagonal=1),
            ),
            Mistake(
                "the allowed pairs are on and below the diagonal (torch.tril), not on "
                "and above it (torch.triu)",
                lambda n: torch.triu(_ones(n)),
            ),
            Mistake(
                "return a bool tensor (dtype=torch.bool), True = may attend",
                lambda n: torch.tril(torch.ones(n, n)),
            ),
        ],
    )
)

# --- ex04.padding_mask: padding_mask(ids, pad_id) -> (B, S) bool key mask


def _ids(lengths, S, pad_id=0):
    def make(g: torch.Generator) -> tuple:
        # ids from a wide range: a fresh draw of the one-token case must differ from the
        # one shown (from 26 ids, 1 in 26 draws repeated it)
        ids = torch.randint(4, 10_000, (len(lengths), S), generator=g)
        for b, n in enumerate(lengths):
            ids[b, n:] = pad_id
        return ids, pad_id

    return make


register(
    Exercise(
        id="ex04.padding_mask",
        title="The padding mask",
        function="padding_mask",
        reference=padding_mask,
        cases=[
            Case("2 sentences, lengths 5 and 3", _ids([5, 3], 5), seed=1),
            Case("3 sentences, one without padding", _ids([4, 1, 2], 4), seed=2),
            Case("pad_id = 1", _ids([2, 6], 6, pad_id=1), seed=3),
            Case("one sentence of one token", _ids([1], 1), seed=4),
            Case("3 sentences of 3 tokens (B = S)", _ids([3, 1, 2], 3), seed=5),
        ],
        mistakes=[
            # first: a mask of numbers matches, up to dtype, every mistake below as well
            Mistake(
                "return a bool tensor (True at real tokens), not numbers: ids != pad_id "
                "is already bool",
                lambda ids, pad: (ids != pad).long(),
            ),
            Mistake(
                "return the key mask itself, shape (B, S): the axes of size 1 for "
                "heads and queries, (B, 1, 1, S), are added where the mask is applied "
                "(make_attention_mask does it), not here",
                lambda ids, pad: (ids != pad)[:, None, None, :],
            ),
            Mistake(
                "one row per sentence, shape (B, S): you returned the transpose, (S, B)",
                lambda ids, pad: (ids != pad).T,
            ),
            Mistake(
                "True marks the real tokens (may attend): you marked the padding",
                lambda ids, pad: ids == pad,
            ),
            Mistake(
                "compare the ids with the pad_id argument, not with 0",
                lambda ids, pad: ids != 0,
            ),
        ],
    )
)

# --- ex04.masked_softmax: masked_softmax(scores, mask) -> weights


def _masked_softmax(scores, mask):
    return softmax(scores.masked_fill(~mask, NEG_INF), dim=-1)


def _after_softmax(scores, mask, renormalise=False):
    weights = torch.softmax(scores, dim=-1) * mask
    return weights / weights.sum(-1, keepdim=True) if renormalise else weights


def _random_masked(shape, mask_shape, fully_masked_row=None, huge=False):
    """Scores and a mask whose rows each keep and hide at least one key."""

    def make(g: torch.Generator) -> tuple:
        scores = torch.randn(*shape, generator=g)
        mask = torch.rand(*mask_shape, generator=g) < 0.5
        S = mask_shape[-1]
        keep = torch.randint(S, mask_shape[:-1], generator=g)
        mask.scatter_(-1, keep[..., None], True)
        hide = (keep + 1 + torch.randint(S - 1, mask_shape[:-1], generator=g)) % S
        mask.scatter_(-1, hide[..., None], False)
        if huge:  # a hidden key with a score far above the others
            scores.scatter_(-1, hide[..., None], 300.0)
        if fully_masked_row is not None:
            mask[fully_masked_row] = False
        return scores, mask

    return make


def _fixed_small():
    scores = torch.tensor([[1.0, 2.0, 3.0], [0.5, 0.1, -1.0]])
    mask = torch.tensor([[True, True, False], [True, True, False]])
    return scores, mask


def _causal(g: torch.Generator) -> tuple:
    return torch.randn(5, 5, generator=g), causal_mask(5)


def _padding(g: torch.Generator) -> tuple:
    scores = torch.randn(2, 3, 4, 6, generator=g)  # (B, H, T, S)
    key_mask = torch.tensor([[True] * 6, [True] * 3 + [False] * 3])  # (B, S)
    mask = key_mask[:, None, None, :]  # placed on the scores' axes
    return scores, mask


register(
    Exercise(
        id="ex04.masked_softmax",
        title="Masked softmax",
        function="masked_softmax",
        reference=_masked_softmax,
        cases=[
            Case(
                "2 x 3 scores, the last key hidden",
                _fixed_small(),
                vary=resample(),  # graded: other scores, the same mask
            ),
            Case("5 x 5 scores with the causal mask", _causal, seed=1),
            Case(
                "a key mask placed as (2, 1, 1, 6) on scores (2, 3, 4, 6)",
                _padding,
                seed=2,
            ),
            Case(
                "a hidden key with a huge score",
                _random_masked((3, 5), (3, 5), huge=True),
                seed=3,
            ),
            Case(
                "a query that may attend nothing",
                _random_masked((3, 5), (3, 5), fully_masked_row=1, huge=True),
                seed=4,
                points=2,
            ),
        ],
        mistakes=[
            Mistake(
                "mask the scores before the softmax (scores.masked_fill(~mask, -inf)), "
                "not the weights after it: your rows no longer sum to 1",
                _after_softmax,
            ),
            Mistake(
                "mask the scores with -inf before the softmax: renormalising after it "
                "divides 0 by 0 when a hidden key's score is large",
                lambda s, m: _after_softmax(s, m, renormalise=True),
            ),
            Mistake(
                "a row where every key is hidden is all -inf, and softmax gives nan "
                "(0/0) there: return zeros for such rows (the chapter's softmax does)",
                lambda s, m: torch.softmax(s.masked_fill(~m, NEG_INF), dim=-1),
            ),
            Mistake(
                "a row where every key is hidden must give zeros: with -1e9 instead of "
                "-inf its weight spreads evenly over the hidden keys",
                lambda s, m: torch.softmax(s.masked_fill(~m, -1e9), dim=-1),
            ),
            Mistake(
                "True = may attend: fill -inf where the mask is False (~mask), not "
                "where it is True",
                lambda s, m: torch.softmax(s.masked_fill(m, NEG_INF), dim=-1),
            ),
        ],
    )
)
