"""Target distributions, cross-entropy = KL + entropy, and the label-smoothed loss.

Parity with PyTorch (float64):
- no <pad> class (pad_id=None, or exclude_pad=False):
  ours == F.cross_entropy(logits, y, label_smoothing=eps[, ignore_index=pad]);
- a <pad> class whose logit is -inf (the model's): ours == F.cross_entropy on the logits
  without the pad column (targets re-indexed), since softmax over V with a -inf column
  equals softmax over the other V - 1; F.cross_entropy on all V columns is +inf.
"""

import math

import pytest
import torch
import torch.nn.functional as F

from transformer_lib.loss import (
    cross_entropy,
    entropy,
    kl_divergence,
    label_smoothed_loss,
    one_hot_targets,
    smoothed_targets,
)
from transformer_lib.model import Transformer, TransformerConfig

F64 = torch.float64
INF = float("inf")


def random_case(shape=(3, 7), V=11, pad_id=0, seed=0, pad_logit=-INF):
    """Logits (..., V) with the pad column at pad_logit, targets with padding at the ends."""
    g = torch.Generator().manual_seed(seed)
    logits = 3 * torch.randn(*shape, V, generator=g, dtype=F64)
    target = torch.randint(0, V, shape, generator=g)
    if pad_id is not None:
        target[target == pad_id] = (pad_id + 1) % V  # real targets are never <pad>
        if len(shape) == 2:
            for b in range(shape[0]):  # row b has b padding positions at its end
                target[b, shape[1] - b :] = pad_id
        logits[..., pad_id] = pad_logit
    return logits, target


def without_column(logits, target, pad_id):
    """The logits without the pad column, targets re-indexed (pad targets -> -1)."""
    keep = [c for c in range(logits.size(-1)) if c != pad_id]
    new_target = target - (target > pad_id).long()
    return logits[..., keep], new_target.masked_fill(target == pad_id, -1)


def torch_loss(logits, target, eps, **kw):
    V = logits.size(-1)
    return F.cross_entropy(
        logits.reshape(-1, V), target.reshape(-1), label_smoothing=eps, **kw
    )


# --- distributions --------------------------------------------------------------------


def test_one_hot_targets():
    y = torch.tensor([[2, 0], [1, 3]])
    q = one_hot_targets(y, 4)
    assert q.shape == (2, 2, 4)
    assert q[0, 0].tolist() == [0, 0, 1, 0] and q[1, 1].tolist() == [0, 0, 0, 1]


@pytest.mark.parametrize("pad_id", [0, 2, None])
@pytest.mark.parametrize("eps", [0.0, 0.1, 0.3])
def test_smoothed_targets_by_formula(pad_id, eps):
    V = 6
    y = torch.tensor([1, 3, 5, 4])
    q = smoothed_targets(y, V, eps, pad_id, dtype=F64)
    n_classes = V if pad_id is None else V - 1
    for i, yi in enumerate(y.tolist()):
        for c in range(V):
            if c == pad_id:
                want = 0.0
            else:
                want = (1 - eps) * (c == yi) + eps / n_classes
            assert q[i, c].item() == pytest.approx(want, abs=1e-15)
    torch.testing.assert_close(q.sum(-1), torch.ones(4, dtype=F64))


def test_smoothed_targets_padding_rows_are_zero_and_eps_zero_is_one_hot():
    y = torch.tensor([[4, 2, 0, 0]])
    q = smoothed_targets(y, 5, 0.1, pad_id=0)
    assert (q[0, 2:] == 0).all()
    assert q[0, 0, 4].item() == pytest.approx(0.9 + 0.1 / 4)
    torch.testing.assert_close(
        smoothed_targets(y[:, :2], 5, 0.0, pad_id=0), F.one_hot(y[:, :2], 5).float()
    )


def test_smoothed_targets_including_pad_class():
    q = smoothed_targets(torch.tensor([3]), 4, 0.2, pad_id=0, exclude_pad=False)
    torch.testing.assert_close(q, torch.tensor([[0.05, 0.05, 0.05, 0.85]]))


def test_cross_entropy_is_kl_plus_entropy():
    g = torch.Generator().manual_seed(1)
    q = torch.softmax(torch.randn(5, 9, generator=g, dtype=F64), -1)
    q[0, :4] = 0  # zeros in the target: 0 log 0 = 0
    q = q / q.sum(-1, keepdim=True)
    log_p = torch.log_softmax(2 * torch.randn(5, 9, generator=g, dtype=F64), -1)
    ce, kl, h = cross_entropy(q, log_p), kl_divergence(q, log_p), entropy(q)
    torch.testing.assert_close(ce, kl + h, rtol=0, atol=1e-12)
    # each against an independent computation
    torch.testing.assert_close(
        kl, F.kl_div(log_p, q, reduction="none").sum(-1), rtol=0, atol=1e-12
    )
    torch.testing.assert_close(
        h, torch.distributions.Categorical(probs=q).entropy(), rtol=0, atol=1e-12
    )
    want = torch.zeros(5, dtype=F64)  # by loops: -sum over q_c > 0 of q_c log p_c
    for i in range(5):
        for c in range(9):
            if q[i, c] > 0:
                want[i] -= q[i, c] * log_p[i, c]
    torch.testing.assert_close(ce, want, rtol=0, atol=1e-12)
    assert (kl >= 0).all()
    # KL(q || q) = 0, and H(onehot, p) = -log p_y
    torch.testing.assert_close(kl_divergence(q, q.log()), torch.zeros(5, dtype=F64))
    y = torch.tensor([0, 8, 3, 3, 5])
    torch.testing.assert_close(
        cross_entropy(one_hot_targets(y, 9).double(), log_p),
        F.nll_loss(log_p, y, reduction="none"),
    )


def test_entropy_of_uniform_and_one_hot():
    assert entropy(torch.full((8,), 1 / 8, dtype=F64)).item() == pytest.approx(
        math.log(8)
    )
    assert entropy(torch.tensor([0.0, 1.0, 0.0])).item() == 0.0


def test_distribution_functions_with_minus_inf_log_p():
    # p_pad = 0 (log -inf) where q_pad = 0: the term is 0, not nan
    log_p = torch.tensor([-INF, math.log(0.5), math.log(0.5)], dtype=F64)
    q = torch.tensor([0.0, 0.25, 0.75], dtype=F64)
    assert cross_entropy(q, log_p).item() == pytest.approx(math.log(2))
    assert torch.isfinite(kl_divergence(q, log_p))


# --- the label-smoothed loss against PyTorch -------------------------------------------


@pytest.mark.parametrize("eps", [0.0, 0.1, 0.25])
@pytest.mark.parametrize("shape", [(20,), (4, 9), (2, 3, 5)])
def test_no_pad_class_equals_pytorch(eps, shape):
    logits, target = random_case(shape, pad_id=None)
    ours = label_smoothed_loss(logits, target, eps, pad_id=None)
    ref = torch_loss(logits, target, eps)
    assert (ours - ref).abs().item() <= 1e-12


@pytest.mark.parametrize("eps", [0.0, 0.1, 0.25])
@pytest.mark.parametrize("pad_id", [0, 4])
def test_pad_ignored_but_smoothed_over_equals_pytorch_ignore_index(eps, pad_id):
    logits, target = random_case((4, 9), pad_id=pad_id, pad_logit=0.5)  # finite
    ours = label_smoothed_loss(logits, target, eps, pad_id, exclude_pad=False)
    ref = torch_loss(logits, target, eps, ignore_index=pad_id)
    assert (ours - ref).abs().item() <= 1e-12
    ours_sum = label_smoothed_loss(
        logits, target, eps, pad_id, reduction="sum", exclude_pad=False
    )
    ref_sum = torch_loss(logits, target, eps, ignore_index=pad_id, reduction="sum")
    assert (ours_sum - ref_sum).abs().item() <= 1e-12


@pytest.mark.parametrize("eps", [0.0, 0.1, 0.25])
@pytest.mark.parametrize("pad_id", [0, 4, 10])
def test_pad_class_minus_inf_equals_pytorch_without_the_column(eps, pad_id):
    logits, target = random_case((4, 9), V=11, pad_id=pad_id)
    ours = label_smoothed_loss(logits, target, eps, pad_id)
    ref = torch_loss(*without_column(logits, target, pad_id), eps, ignore_index=-1)
    assert torch.isfinite(ours)
    assert (ours - ref).abs().item() <= 1e-12
    if eps > 0:  # PyTorch's smoothing puts eps / V on <pad>, where log p = -inf
        assert torch_loss(logits, target, eps, ignore_index=pad_id).item() == INF


def test_pad_class_gradient_equals_pytorch_without_the_column():
    logits, target = random_case((4, 9), V=11, pad_id=0)
    ours_in = logits.clone().requires_grad_()
    label_smoothed_loss(ours_in, target, 0.1, 0).backward()
    ref_in = logits.clone().requires_grad_()
    ref = torch_loss(*without_column(ref_in, target, 0), 0.1, ignore_index=-1)
    ref.backward()
    assert torch.isfinite(ours_in.grad).all()
    assert (ours_in.grad[..., 0] == 0).all()  # no gradient through the -inf logit
    diff = (ours_in.grad - ref_in.grad).abs().max().item()
    assert diff <= 1e-12


def test_model_logits_pytorch_is_inf_ours_is_finite():
    config = TransformerConfig(
        src_vocab_size=13,
        tgt_vocab_size=13,
        d_model=16,
        n_heads=2,
        d_ff=32,
        n_encoder_layers=1,
        n_decoder_layers=1,
        pad_id=0,
    )
    model = Transformer(config).double().eval()
    src = torch.tensor([[5, 6, 7, 2], [8, 9, 2, 0]])
    tgt_in = torch.tensor([[1, 4, 5], [1, 6, 0]])
    tgt_out = torch.tensor([[4, 5, 2], [6, 2, 0]])
    logits = model(src, tgt_in)  # (2, 3, 13), the <pad> logit is -inf
    assert (logits[..., 0] == -INF).all()
    assert torch_loss(logits, tgt_out, 0.1, ignore_index=0).item() == INF
    ours = label_smoothed_loss(logits, tgt_out, 0.1, pad_id=0)
    ref = torch_loss(*without_column(logits, tgt_out, 0), 0.1, ignore_index=-1)
    assert torch.isfinite(ours) and (ours - ref).abs().item() <= 1e-12


def test_float32_and_half_logits():
    logits, target = random_case((4, 9), pad_id=0)
    ref = torch_loss(*without_column(logits, target, 0), 0.1, ignore_index=-1)
    ours32 = label_smoothed_loss(logits.float(), target, 0.1)
    assert ours32.dtype == torch.float32 and abs(ours32.item() - ref.item()) <= 1e-5
    ours16 = label_smoothed_loss(logits.bfloat16(), target, 0.1)
    assert ours16.dtype == torch.float32 and abs(ours16.item() - ref.item()) <= 0.05


# --- reductions -------------------------------------------------------------------------


def per_token_by_definition(logits, target, eps, pad_id):
    """-sum_c q_c log p_c at each position, with q from smoothed_targets (0 at padding)."""
    q = smoothed_targets(target, logits.size(-1), eps, pad_id, dtype=F64)
    return cross_entropy(q, torch.log_softmax(logits, -1))


def test_reductions():
    logits, target = random_case((4, 9), pad_id=0)
    none = label_smoothed_loss(logits, target, 0.1, 0, reduction="none")
    want = per_token_by_definition(logits, target, 0.1, 0)
    torch.testing.assert_close(none, want, rtol=0, atol=1e-12)
    assert (none[target == 0] == 0).all() and (none[target != 0] > 0).all()
    real = [[t for t in range(9) if target[b, t] != 0] for b in range(4)]
    total = sum(want[b, t].item() for b in range(4) for t in real[b])
    n_real = sum(len(r) for r in real)
    s = label_smoothed_loss(logits, target, 0.1, 0, reduction="sum")
    assert s.item() == pytest.approx(total, abs=1e-12)
    m = label_smoothed_loss(logits, target, 0.1, 0, reduction="mean")
    assert m.item() == pytest.approx(total / n_real, abs=1e-12)
    per_sentence = [sum(want[b, t].item() for t in real[b]) for b in range(4)]
    sent = label_smoothed_loss(logits, target, 0.1, 0, reduction="sentence")
    assert sent.item() == pytest.approx(sum(per_sentence) / 4, abs=1e-12)
    # per token and per sentence differ when sentences differ in length
    assert abs(sent.item() - m.item()) > 1e-3


def test_mean_over_all_padding_is_zero():
    logits, _ = random_case((2, 3), pad_id=0)
    target = torch.zeros(2, 3, dtype=torch.long)
    assert label_smoothed_loss(logits, target, 0.1, 0).item() == 0.0


# --- bad inputs -------------------------------------------------------------------------


def test_bad_inputs():
    logits, target = random_case((2, 3), V=5, pad_id=0)
    with pytest.raises(ValueError, match="same leading shape"):
        label_smoothed_loss(logits, target[:, :2])
    with pytest.raises(ValueError, match="integer tensor"):
        label_smoothed_loss(logits, target.double())
    with pytest.raises(ValueError, match=r"ids in \[0, 5\)"):
        label_smoothed_loss(logits, target + 5)
    with pytest.raises(ValueError, match="smoothing"):
        label_smoothed_loss(logits, target, smoothing=1.0)
    with pytest.raises(ValueError, match="smoothing"):
        label_smoothed_loss(logits, target, smoothing=-0.1)
    with pytest.raises(ValueError, match="reduction"):
        label_smoothed_loss(logits, target, reduction="avg")
    with pytest.raises(ValueError, match=r"\(B, T\)"):
        label_smoothed_loss(logits[0], target[0], reduction="sentence")
    with pytest.raises(ValueError, match="pad_id"):
        label_smoothed_loss(logits, target, pad_id=5)
    with pytest.raises(ValueError, match="besides <pad>"):
        label_smoothed_loss(logits[..., :1], torch.zeros(2, 3, dtype=torch.long))
    with pytest.raises(ValueError, match="integer tensor"):
        smoothed_targets([1, 2], 5)
