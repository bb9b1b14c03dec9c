"""Checks for chapter 8 (training): ex08.shift_targets, ex08.smoothed_targets,
ex08.smoothed_loss, ex08.rate."""

from __future__ import annotations

import torch

from ..data.batching import shift_targets
from ..loss import label_smoothed_loss, smoothed_targets
from ..training import rate
from .core import Case, Exercise, Mistake
from .policy import CROSS_ENTROPY
from .registry import register
from .vary import integer, other_than


def _differs(draw, fixed):
    """A ``vary`` from ``draw(g) -> (args, kwargs)``, drawn again while it gives the
    fixed case's own inputs (a tensor's values, or the numbers)."""

    def same(a, b):
        if isinstance(a, torch.Tensor):
            return isinstance(b, torch.Tensor) and torch.equal(a, b)
        return a == b

    def vary(args, kwargs, g):
        while True:
            new_args, new_kwargs = draw(g, kwargs)
            if not (
                all(same(a, b) for a, b in zip(new_args, fixed[0], strict=True))
                and new_kwargs == fixed[1]
            ):
                return new_args, new_kwargs

    return vary


NEG_INF = float("-inf")
# --- ex08.shift_targets: shift_targets(tgt, bos_id=1, eos_id=2) -> (tgt_in, tgt_out)
# tgt (..., n): the ids y1 ... yn of sentences of one length, without <s> or </s>.


def _sentences(shape, low=4, high=30, dtype=torch.long):
    def make(g: torch.Generator) -> tuple:
        return (torch.randint(low, high, shape, generator=g).to(dtype),)

    return make


def _shift_variant(
    tgt_in="<s> y",
    tgt_out="y </s>",
    ids=None,
    dtype_of_specials=None,
    along_batch=False,
):
    """Build the two sequences from pieces named like the strings above."""

    def wrong(tgt, bos_id=1, eos_id=2):
        if ids is not None:
            bos_id, eos_id = ids
        if along_batch:  # a row of <s> on top of the batch, a row of </s> below it
            row = (1, *tgt.shape[1:])
            bos, eos = tgt.new_full(row, bos_id), tgt.new_full(row, eos_id)
            return torch.cat([bos, tgt], 0), torch.cat([tgt, eos], 0)
        column = (*tgt.shape[:-1], 1)
        if dtype_of_specials is None:
            bos, eos = tgt.new_full(column, bos_id), tgt.new_full(column, eos_id)
        else:  # torch.full(..., bos_id) without dtype: int64
            bos = torch.full(column, bos_id, dtype=dtype_of_specials)
            eos = torch.full(column, eos_id, dtype=dtype_of_specials)
        pieces = {
            "<s>": bos,
            "</s>": eos,
            "y": tgt,
            "y[:-1]": tgt[..., :-1],
        }

        def build(recipe: str) -> torch.Tensor:
            return torch.cat([pieces[p] for p in recipe.split()], dim=-1)

        return build(tgt_in), build(tgt_out)

    return wrong


def _other_specials(args, kwargs, g):
    bos = other_than(g, 0, 9, (1,))
    return args, {**kwargs, "bos_id": bos, "eos_id": other_than(g, 0, 9, (2, bos))}


register(
    Exercise(
        id="ex08.shift_targets",
        title="Teacher forcing: the decoder's input and its target",
        function="shift_targets",
        outputs=("tgt_in", "tgt_out"),
        forbidden=("transformer_lib.data",),
        reference=shift_targets,
        cases=[
            Case(
                "one sentence, y = [7, 8, 9]",
                (torch.tensor([7, 8, 9]),),
                vary=_differs(
                    lambda g, kw: ((torch.randint(4, 30, (3,), generator=g),), kw),
                    ((torch.tensor([7, 8, 9]),), {}),
                ),
            ),
            Case("one sentence of 5 words", _sentences((5,)), seed=1),
            Case("a batch (3, 4)", _sentences((3, 4)), seed=2),
            Case("a one-word sentence (n = 1)", _sentences((1,)), seed=3),
            Case("a batch of one-word sentences (4, 1)", _sentences((4, 1)), seed=4),
            Case(
                "an empty sentence (n = 0)",
                (torch.zeros(0, dtype=torch.long),),
                vary=_other_specials,  # graded: other bos_id and eos_id
            ),
            Case(
                "int32 ids, (2, 3, 4)",
                _sentences((2, 3, 4), dtype=torch.int32),
                seed=5,
            ),
            Case(
                "other ids: bos_id = 5, eos_id = 6",
                _sentences((2, 3), low=7),
                {"bos_id": 5, "eos_id": 6},
                seed=6,
            ),
        ],
        mistakes=[
            Mistake(
                "the target is y1 … yn </s>, without <s>: at each position the decoder "
                "must predict the next word, not the <s> it reads",
                _shift_variant(tgt_out="<s> y"),
            ),
            Mistake(
                "the decoder's input begins with <s>: <s> y1 … yn; </s> is only "
                "predicted (it ends the target), never read",
                _shift_variant(tgt_in="y </s>"),
            ),
            Mistake(
                "tgt has no </s> yet: keep yn in the input (<s> y1 … yn) and end the "
                "target with </s> (y1 … yn </s>), both n + 1 long, so that the model "
                "learns to stop",
                _shift_variant(tgt_in="<s> y[:-1]", tgt_out="y"),
            ),
            Mistake(
                "add <s> in front of the input and </s> at the end of the target: "
                "both are n + 1 long",
                _shift_variant(tgt_in="y", tgt_out="y"),
            ),
            Mistake(
                "cut <s> y1 … yn </s> in two overlapping pieces: the input is all but "
                "its last token, the target all but its first",
                _shift_variant(tgt_in="<s> y </s>", tgt_out="<s> y </s>"),
            ),
            Mistake(
                "<s> (bos_id) begins the input and </s> (eos_id) ends the target: you "
                "swapped the two ids",
                _shift_variant(tgt_in="</s> y", tgt_out="y <s>"),
            ),
            Mistake(
                "use the bos_id and eos_id arguments, not the ids 1 and 2",
                _shift_variant(ids=(1, 2)),
            ),
            Mistake(
                "add <s> and </s> to each sentence, along the last axis (dim=-1): you "
                "added a row of them to the batch",
                _shift_variant(along_batch=True),
            ),
            Mistake(
                "keep the dtype of tgt: make the <s> and </s> columns with "
                "tgt.new_full(...) (torch.full with an int gives int64)",
                _shift_variant(dtype_of_specials=torch.long),
            ),
        ],
        error_hints=[
            (
                "must have same number of dimensions",
                "give <s> and </s> the shape (..., 1) of one column, "
                "tgt.new_full((*tgt.shape[:-1], 1), bos_id), and concatenate along the "
                "last axis (dim=-1)",
            ),
            (
                "Sizes of tensors must match",
                "concatenate along the last axis (dim=-1), with <s> and </s> as columns "
                "of shape (..., 1): tgt.new_full((*tgt.shape[:-1], 1), bos_id)",
            ),
        ],
    )
)

# --- ex08.smoothed_targets: smoothed_targets(target, vocab_size, smoothing=0.1,
# pad_id=0) -> (..., V) float32: q_c = (1 - eps) [c = y] + eps / (V - 1) for c != <pad>,
# q_pad = 0, and rows whose target is <pad> all zero.

# hints shared with ex08.smoothed_loss, whose students often build q first
TWICE = (
    "the true word's share of ε counts once: q_y = 1 − ε + ε/(V − 1); you added "
    "ε/(V − 1) to it twice (the row sums to more than 1)"
)
OVERWRITE = (
    "add 1 − ε to the true word's ε/(V − 1) (scatter_add_ or +=), do not overwrite "
    "it (scatter_): q_y = 1 − ε + ε/(V − 1), so that the row sums to 1"
)
ANNOTATED = (
    "spread ε over all V − 1 classes except <pad>, the true word included: ε/(V − 1) "
    "each; ε/(V − 2) over the classes other than the true word and <pad> is another "
    "convention (The Annotated Transformer's)"
)
OVER_V = (
    "divide ε by V − 1, the number of classes other than <pad>, not by V: with "
    "q_pad = 0 your row sums to less than 1"
)
ONE_HOT = (
    "use smoothing: move ε of the mass off the true word, q_y = 1 − ε + ε/(V − 1) and "
    "ε/(V − 1) on every other class but <pad> (yours is the one-hot target)"
)
FIXED_PAD = "use the pad_id argument, not the id 0"


def _targets(shape, V, lengths=None, pad_id=0):
    """Random ids other than pad_id; row b of a (B, T) target padded after lengths[b]."""

    def make(g: torch.Generator) -> torch.Tensor:
        ids = torch.randint(0, V - 1, shape, generator=g)
        ids = ids + (ids >= pad_id).long()  # every id but pad_id
        if lengths is not None:
            real = torch.arange(shape[-1]) < torch.tensor(lengths)[:, None]
            ids = ids.masked_fill(~real, pad_id)
        return ids

    return make


def _target_inputs(shape, V, lengths=None, pad_id=0):
    def make(g: torch.Generator) -> tuple:
        return _targets(shape, V, lengths, pad_id)(g), V

    return make


def _q(target, V, eps, pad_id, kind="right", zero_pad_rows=True):
    """Target distributions (..., V), built right or in one of the wrong ways."""
    # over how many classes eps is spread: V - 1 (all but <pad>), or a wrong count
    n_classes = {"annotated": V - 2, "over-v": V, "all-v": V}.get(kind, V - 1)
    base = eps / n_classes
    if kind == "one-hot":
        base = 0.0
    q = torch.full((*target.shape, V), base)
    if kind not in ("all-v", "pad-column"):
        q[..., pad_id] = 0.0  # the model never predicts <pad>
    true = torch.nn.functional.one_hot(target, V).bool()
    top = 1.0 if kind == "one-hot" else 1 - eps
    if kind in ("overwrite", "annotated"):
        q = q.masked_fill(true, top)
    else:
        q = q + top * true
    if kind == "twice":
        q = q + base * true
    if zero_pad_rows:
        q[target == pad_id] = 0.0
    return q


def _targets_variant(kind="right", zero_pad_rows=True, fixed_pad=None):
    def wrong(target, vocab_size, smoothing=0.1, pad_id=0):
        pad = pad_id if fixed_pad is None else fixed_pad
        return _q(target, vocab_size, smoothing, pad, kind, zero_pad_rows)

    return wrong


def _smoothed_targets_reference(target, vocab_size, smoothing=0.1, pad_id=0):
    return smoothed_targets(target, vocab_size, smoothing, pad_id)


def _one_target(g, kwargs):
    V = integer(g, 3, 8)
    return (torch.tensor([integer(g, 1, V - 1)]), V), kwargs


def _some_targets(n, V):
    """n targets in [0, V), one of them <pad> (0), the others drawn."""

    def draw(g, kwargs):
        y = torch.cat([torch.randint(1, V, (n - 1,), generator=g), torch.zeros(1)])
        return (y.long()[torch.randperm(n, generator=g)], V), kwargs

    return draw


register(
    Exercise(
        id="ex08.smoothed_targets",
        title="Label-smoothed target distributions",
        function="smoothed_targets",
        reference=_smoothed_targets_reference,
        cases=[
            Case(
                "one target, y = 2, V = 4",
                (torch.tensor([2]), 4),
                vary=_differs(_one_target, ((torch.tensor([2]), 4), {})),
            ),
            Case(
                "a sentence of 6 targets, V = 7",
                _target_inputs((6,), 7),
                {"smoothing": 0.1, "pad_id": 0},
                seed=1,
            ),
            Case(
                "a padded batch (3, 5), V = 8",
                _target_inputs((3, 5), 8, [5, 2, 1]),
                {"smoothing": 0.1, "pad_id": 0},
                seed=2,
            ),
            Case(
                "a row of all padding (2, 4), V = 5",
                _target_inputs((2, 4), 5, [3, 0]),
                {"smoothing": 0.1, "pad_id": 0},
                seed=3,
            ),
            Case(
                "smoothing 0.3, (2, 3, 4) targets, V = 10",
                _target_inputs((2, 3, 4), 10),
                {"smoothing": 0.3, "pad_id": 0},
                seed=4,
            ),
            Case(
                "pad_id = 2, V = 6",
                _target_inputs((2, 4), 6, [4, 1], pad_id=2),
                {"smoothing": 0.1, "pad_id": 2},
                seed=5,
            ),
            Case(
                "smoothing 0: one-hot rows",
                (torch.tensor([3, 1, 4, 0]), 5),
                {"smoothing": 0.0, "pad_id": 0},
                vary=_differs(
                    _some_targets(4, 5),
                    ((torch.tensor([3, 1, 4, 0]), 5), {"smoothing": 0.0, "pad_id": 0}),
                ),
            ),
            Case(
                "V = 3: two classes besides <pad>",
                (torch.tensor([1, 2, 2, 0, 1]), 3),
                {"smoothing": 0.2, "pad_id": 0},
                vary=_differs(
                    _some_targets(5, 3),
                    (
                        (torch.tensor([1, 2, 2, 0, 1]), 3),
                        {"smoothing": 0.2, "pad_id": 0},
                    ),
                ),
            ),
        ],
        mistakes=[
            Mistake(TWICE, _targets_variant("twice")),
            Mistake(OVERWRITE, _targets_variant("overwrite")),
            Mistake(ANNOTATED, _targets_variant("annotated")),
            Mistake(OVER_V, _targets_variant("over-v")),
            Mistake(
                "give <pad> no mass (q_pad = 0) and spread ε over the other V − 1 "
                "classes, ε/(V − 1) each: ε/V on every class, <pad> included, is "
                "F.cross_entropy's label_smoothing, whose loss is inf when the <pad> "
                "logit is −inf",
                _targets_variant("all-v"),
            ),
            Mistake(
                "set the <pad> column to 0 (q[..., pad_id] = 0): the model never "
                "predicts <pad>, so the target gives it no mass",
                _targets_variant("pad-column"),
            ),
            Mistake(
                "a position whose target is pad_id is padding, not a word to predict: "
                "its whole row is 0",
                _targets_variant(zero_pad_rows=False),
            ),
            Mistake(FIXED_PAD, _targets_variant(fixed_pad=0)),
            Mistake(ONE_HOT, _targets_variant("one-hot")),
        ],
        error_hints=[
            (
                "Index tensor must have the same number of dimensions",
                "scatter along the last axis with an index of shape (..., 1): "
                "target.unsqueeze(-1)",
            ),
        ],
    )
)

# --- ex08.smoothed_loss: label_smoothed_loss(logits, target, smoothing=0.1, pad_id=0)
# -> () the label-smoothed cross-entropy averaged over the real (non-pad) targets.
# The logits' <pad> column is -inf in most cases, as the model gives it.

# A scalar loss cannot tell these apart when the <pad> logit is -inf (each is inf, or
# nan), so each pair shares one hint that names both causes.
PAD_MASS_OR_PAD_ROWS = (
    "give <pad> no smoothing mass (q_pad = 0, ε over the other V − 1 classes) and "
    "leave out the positions whose target is pad_id: both bring in −log p_pad, which "
    "is inf when the <pad> logit is −inf, as the model gives it"
)
ZERO_TIMES_INF = (
    "0 · (−inf) is nan: where log p is −inf (the <pad> column, and the loss of a "
    "padding position) put 0 with masked_fill or torch.where instead of multiplying "
    "by a zero weight (q_pad = 0, or a 0/1 mask)"
)


def _loss_inputs(
    shape, V, lengths=None, pad_id=0, pad_logit=NEG_INF, scale=1.0, dt=None
):
    """(logits (..., V), target (...)); the <pad> column of the logits is pad_logit
    (None: left random)."""

    def make(g: torch.Generator) -> tuple:
        target = _targets(shape, V, lengths, pad_id)(g)
        logits = scale * torch.randn(*shape, V, generator=g, dtype=dt or torch.float32)
        if pad_logit is not None:
            logits[..., pad_id] = pad_logit
        return logits, target

    return make


def _xlogy(q, log_p):
    """q * log p with 0 where q = 0 (so 0 * -inf counts as 0)."""
    return torch.where(q > 0, q * log_p, torch.zeros_like(log_p))


def _loss_variant(
    kind="right",
    positions="real",
    product=False,
    log="log_softmax",
    dim=-1,
    kl=False,
    class_mean=False,
    sign=-1.0,
    fixed_pad=None,
):
    """The loss, right or in one wrong way; positions: which positions count, and
    how the sum is divided."""

    def wrong(logits, target, smoothing=0.1, pad_id=0):
        pad = pad_id if fixed_pad is None else fixed_pad
        V = logits.size(-1)
        if log == "log(softmax)":
            log_p = torch.softmax(logits, dim=dim).log()
        else:
            log_p = torch.log_softmax(logits, dim=dim)
        # q around every target, pad targets too: which positions count comes below
        q = _q(target, V, smoothing, pad, kind, zero_pad_rows=False).to(log_p.dtype)
        terms = q * log_p if product else _xlogy(q, log_p)
        per = terms.mean(-1) if class_mean else terms.sum(-1)
        per = sign * per  # the cross-entropy, -sum_c q_c log p_c
        if kl:  # KL(q || p) = H(q, p) - H(q)
            per = per + _xlogy(q, q.log()).sum(-1)
        real = target != pad
        n = real.sum()
        if positions == "all":  # padding counted as if it were words
            return per.mean()
        if positions == "multiply":  # inf * 0 at padding positions
            return (per * real).sum() / n.clamp(min=1)
        per = per.masked_fill(~real, 0.0)
        if positions == "divide by all":
            return per.sum() / per.numel()
        if positions == "sum":
            return per.sum()
        if positions == "per sentence" and target.dim() == 2:
            return (per.sum(-1) / real.sum(-1).clamp(min=1)).mean()
        if positions == "unguarded":
            return per.sum() / n
        return per.sum() / n.clamp(min=1)

    return wrong


def _smoothed_loss_reference(logits, target, smoothing=0.1, pad_id=0):
    return label_smoothed_loss(logits, target, smoothing, pad_id)


def _kw(e: float, pad_id: int = 0) -> dict:
    return {"smoothing": e, "pad_id": pad_id}


register(
    Exercise(
        id="ex08.smoothed_loss",
        title="The label-smoothed loss, padding left out",
        function="label_smoothed_loss",
        # transformer_lib.training imports the library's loss: named here so that the
        # notebook's code is searched for it too (the run itself sees transformer_lib.loss)
        forbidden=(*CROSS_ENTROPY, "transformer_lib.training"),
        reference=_smoothed_loss_reference,
        cases=[
            Case(
                "6 positions, V = 5, no padding",
                _loss_inputs((6,), 5),
                _kw(0.1),
                seed=1,
            ),
            Case(
                "a padded batch (3, 5), V = 7",
                _loss_inputs((3, 5), 7, [5, 3, 1]),
                _kw(0.1),
                seed=2,
                points=2,
            ),
            Case(
                "float64, (2, 6), V = 10, smoothing 0.2",
                _loss_inputs((2, 6), 10, [6, 4], dt=torch.float64),
                _kw(0.2),
                seed=3,
            ),
            Case(
                "smoothing 0: the plain cross-entropy",
                _loss_inputs((4, 3), 8, [3, 2, 3, 1]),
                _kw(0.0),
                seed=4,
            ),
            Case(
                "a row of all padding, finite <pad> logits",
                _loss_inputs((3, 4), 6, [4, 0, 2], pad_logit=None),
                _kw(0.1),
                seed=5,
            ),
            Case(
                "pad_id = 3, finite <pad> logits",
                _loss_inputs((2, 5), 6, [5, 2], pad_id=3, pad_logit=None),
                _kw(0.1, pad_id=3),
                seed=6,
            ),
            Case(
                "no real token at all: the loss is 0",
                _loss_inputs((2, 3), 5, [0, 0], pad_logit=None),
                _kw(0.1),
                seed=7,
            ),
            Case(
                "large logits (x 100), finite <pad> logits",
                _loss_inputs((2, 4), 9, scale=100.0, pad_logit=None),
                _kw(0.1),
                seed=8,
            ),
            Case(
                "default smoothing and pad_id",
                _loss_inputs((2, 4), 6, [4, 3]),
                seed=9,
            ),
        ],
        mistakes=[
            Mistake(TWICE, _loss_variant("twice")),
            Mistake(OVERWRITE, _loss_variant("overwrite")),
            Mistake(ANNOTATED, _loss_variant("annotated")),
            Mistake(OVER_V, _loss_variant("over-v")),
            Mistake(PAD_MASS_OR_PAD_ROWS, _loss_variant("all-v")),
            Mistake(PAD_MASS_OR_PAD_ROWS, _loss_variant("pad-column")),
            Mistake(PAD_MASS_OR_PAD_ROWS, _loss_variant(positions="all")),
            Mistake(
                "divide by the number of real tokens (targets that are not pad_id), "
                "not by the number of positions: padding must not lower the average",
                _loss_variant(positions="divide by all"),
            ),
            Mistake(
                "return the mean over the real tokens, not their sum: divide by how "
                "many targets are not pad_id",
                _loss_variant(positions="sum"),
            ),
            Mistake(
                "average over all the real tokens of the batch at once, not sentence "
                "by sentence: a short sentence's words would weigh more",
                _loss_variant(positions="per sentence"),
            ),
            Mistake(
                "when every target is <pad> there is nothing to average: return 0 "
                "(divide by max(n_tokens, 1)), not 0/0 = nan",
                _loss_variant(positions="unguarded"),
            ),
            Mistake(ZERO_TIMES_INF, _loss_variant(product=True)),
            Mistake(ZERO_TIMES_INF, _loss_variant(positions="multiply")),
            Mistake(
                "use log_softmax (or logits − logsumexp): log(softmax(x)) is −inf "
                "where a probability underflows to 0, and smoothing counts every class",
                _loss_variant(log="log(softmax)"),
            ),
            Mistake(
                "return the cross-entropy −Σ q log p, not KL(q ‖ p) = Σ q (log q − "
                "log p): they differ by the entropy of q, which is not 0 with smoothing",
                _loss_variant(kl=True),
            ),
            Mistake(
                "sum over the classes, H(q, p) = −Σ_c q_c log p_c: a mean over them "
                "divides the loss by V",
                _loss_variant(class_mean=True),
            ),
            Mistake(
                "take log_softmax over the vocabulary, the last axis (dim=-1): for "
                "(B, T, V) logits dim=1 is the position axis",
                _loss_variant(dim=1),
            ),
            Mistake(FIXED_PAD, _loss_variant(fixed_pad=0)),
            Mistake(
                "the cross-entropy is −Σ q log p, a positive number: you left out the "
                "minus sign",
                _loss_variant(sign=1.0),
            ),
            Mistake(ONE_HOT, _loss_variant("one-hot")),
        ],
        error_hints=[
            (
                "gather(): Expected dtype int64",
                "gather needs int64 indices: target.long().unsqueeze(-1)",
            ),
            (
                "Index tensor must have the same number of dimensions",
                "gather along the last axis with an index of shape (..., 1): "
                "target.unsqueeze(-1)",
            ),
        ],
    )
)

# --- ex08.rate: rate(step, d_model, warmup=4000, factor=1.0) -> float
# lr = factor * d_model^-0.5 * min(step^-0.5, step * warmup^-1.5), steps from 1.


# max instead of min, warmup^+1.5 and step^+0.5 agree with one another on the rates
# of a whole region of steps (max: those of the other two while warming up, then while
# decaying), so the three share one hint: the formula, and the shape it gives.
SHAPE = (
    "take the minimum of the two terms, min(step^-0.5, step · warmup^-1.5), both "
    "powers negative: the rate rises linearly for warmup steps, peaks at step = "
    "warmup, then decays as 1/√step"
)


def _as_number(value):
    """A one-element tensor -> its value, as a float (a Python number: unchanged)."""
    if isinstance(value, torch.Tensor) and value.numel() == 1:
        return float(value.item())
    return value


def _rate_variant(
    pick=min,
    warmup_power=-1.5,
    decay_power=-0.5,
    d_model_power=-0.5,
    use_factor=True,
    fixed_warmup=None,
    step_shift=0,
    precedence=False,
):
    def wrong(step, d_model, warmup=4000, factor=1.0):
        step += step_shift  # steps counted from 0 and moved by 1 "to avoid 1/0"
        warmup = warmup if fixed_warmup is None else fixed_warmup
        if precedence:  # x ** -1/2 is (x ** -1) / 2; warmup ** -3/2 is warmup^-3 / 2
            scale = d_model**-1 / 2
            value = pick(step**-1 / 2, step * warmup**-3 / 2)
        else:
            scale = d_model**d_model_power
            value = pick(step**decay_power, step * warmup**warmup_power)
        return (factor if use_factor else 1.0) * scale * value

    return wrong


def _schedule(make, factor=False):
    """A ``vary`` for the schedule: ``make(g, d_model, warmup)`` gives the arguments
    of the same kind (warming up, the peak, decaying ...) for a d_model drawn from
    64 ... 2048 and a warmup in [1000, 8000] other than 4000; ``factor``: another
    factor too."""

    def vary(args, kwargs, g):
        d_model = (64, 128, 256, 1024, 2048)[integer(g, 0, 4)]
        warmup = other_than(g, 1000, 8000, (4000,))
        new = make(g, d_model, warmup)
        if factor:
            kwargs = {**kwargs, "factor": (0.5, 1.5, 2.5, 3.0)[integer(g, 0, 3)]}
        return new, kwargs

    return vary


register(
    Exercise(
        id="ex08.rate",
        title="The learning-rate schedule: warm-up, then 1/√step",
        function="rate",
        reference=rate,
        convert=_as_number,
        cases=[
            Case(
                "step 1, d_model 512, warmup 4000",
                (1, 512, 4000),
                vary=_schedule(lambda g, d, w: (1, d, w)),
            ),
            Case(
                "step 100: warming up",
                (100, 512, 4000),
                vary=_schedule(lambda g, d, w: (integer(g, 10, w // 2), d, w)),
            ),
            Case(
                "step = warmup = 4000: the peak",
                (4000, 512, 4000),
                vary=_schedule(lambda g, d, w: (w, d, w)),
            ),
            Case(
                "step 10 000: decaying",
                (10_000, 512, 4000),
                vary=_schedule(lambda g, d, w: (integer(g, 2 * w, 10 * w), d, w)),
            ),
            Case(
                "a large step, 1 000 000",
                (1_000_000, 512, 4000),
                vary=_schedule(lambda g, d, w: (integer(g, 500_000, 5_000_000), d, w)),
            ),
            Case(
                "d_model 64, warmup 400, step 800",
                (800, 64, 400),
                vary=_schedule(
                    lambda g, d, w: (integer(g, w // 10 + 1, 4 * w // 10), d, w // 10)
                ),
            ),
            Case(
                "warmup 1: decaying from step 1",
                (3, 64, 1),
                vary=_schedule(lambda g, d, w: (other_than(g, 2, 50, (3,)), d, 1)),
            ),
            Case(
                "factor 2, d_model 256, step 50",
                (50, 256, 400),
                {"factor": 2.0},
                vary=_schedule(
                    lambda g, d, w: (integer(g, 10, 300), d, w // 10),
                    factor=True,
                ),
            ),
            Case(
                "the defaults (warmup 4000, factor 1), step 2000",
                (2000, 128),
                vary=_schedule(lambda g, d, w: (other_than(g, 100, 8000, (2000,)), d)),
            ),
        ],
        mistakes=[
            Mistake(SHAPE, _rate_variant(pick=max)),
            Mistake(SHAPE, _rate_variant(warmup_power=1.5)),
            Mistake(SHAPE, _rate_variant(decay_power=0.5)),
            Mistake(
                "multiply by d_model^-0.5, 1/√d_model: a wider model takes smaller steps",
                _rate_variant(d_model_power=0.0),
            ),
            Mistake(
                "d_model^-0.5 is 1/√d_model: you multiplied by √d_model",
                _rate_variant(d_model_power=0.5),
            ),
            Mistake("multiply by the factor argument", _rate_variant(use_factor=False)),
            Mistake(
                "use the warmup argument, not 4000", _rate_variant(fixed_warmup=4000)
            ),
            Mistake(
                "steps count from 1 (the first optimizer step is step 1): use step as "
                "it is; adding 1 shifts the whole schedule by one step",
                _rate_variant(step_shift=1),
            ),
            Mistake(
                "put negative fractional powers in parentheses: x ** -1/2 is "
                "(x ** -1) / 2; write x ** -0.5 and warmup ** -1.5",
                _rate_variant(precedence=True),
            ),
        ],
        error_hints=[
            (
                "ZeroDivisionError",
                "steps count from 1, so step^-0.5 never divides by zero: use step as "
                "it is, without subtracting 1",
            ),
        ],
    )
)
