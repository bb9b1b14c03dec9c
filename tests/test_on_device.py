"""The library's main pieces on the test device (the CPU by default; `--device cuda` or
TRANSFORMER_LIB_TEST_DEVICE=cuda for the GPU) agree with the same computation on the CPU.

On the CPU these compare two runs on the CPU; their point is the GPU run, where they check
that every buffer, mask and constant follows the model to the device and that the numbers
agree within float32 rounding.
"""

import pytest
import torch
from torch import nn

from transformer_lib.loss import label_smoothed_loss
from transformer_lib.masks import causal_mask
from transformer_lib.model import Transformer, TransformerConfig
from transformer_lib.multihead import MultiHeadAttention

PAD = 0


def tolerance(device):
    return (
        dict(atol=1e-5, rtol=1e-5)
        if device.type == "cpu"
        else dict(atol=1e-4, rtol=1e-4)
    )


def batch(seed=0, B=3, S=7, T=5, V=20):
    g = torch.Generator().manual_seed(seed)
    src = torch.randint(3, V, (B, S), generator=g)
    tgt = torch.randint(3, V, (B, T + 1), generator=g)
    src[1, 4:] = PAD  # padding in the source and in the target
    tgt[2, 3:] = PAD
    return src, tgt[:, :-1], tgt[:, 1:]


@pytest.mark.parametrize("norm_first", [False, True], ids=["post_ln", "pre_ln"])
def test_model_loss_and_gradients_on_the_device_match_the_cpu(device, norm_first):
    torch.manual_seed(0)
    config = TransformerConfig(
        src_vocab_size=20,
        tgt_vocab_size=20,
        d_model=16,
        n_heads=2,
        d_ff=32,
        n_encoder_layers=2,
        n_decoder_layers=2,
        dropout=0.0,
        pad_id=PAD,
        norm_first=norm_first,
        max_len=32,
    )
    cpu_model = Transformer(config)
    moved = Transformer(config).to(device)
    moved.load_state_dict(cpu_model.state_dict())
    results = []
    for model, dev in ((cpu_model, torch.device("cpu")), (moved, device)):
        src, tgt_in, tgt_out = (t.to(dev) for t in batch())
        logits = model(src, tgt_in)  # (B, T, V)
        assert logits.device.type == dev.type
        loss = label_smoothed_loss(logits, tgt_out, 0.1, pad_id=PAD)
        loss.backward()
        grads = {n: p.grad.cpu() for n, p in model.named_parameters()}
        results.append((logits.detach().cpu(), loss.detach().cpu(), grads))
    (l_cpu, loss_cpu, g_cpu), (l_dev, loss_dev, g_dev) = results
    finite = l_cpu.isfinite()  # <pad> gets -inf on both
    assert torch.equal(finite, l_dev.isfinite())
    torch.testing.assert_close(l_dev[finite], l_cpu[finite], **tolerance(device))
    torch.testing.assert_close(loss_dev, loss_cpu, **tolerance(device))
    assert g_cpu.keys() == g_dev.keys()
    for name in g_cpu:
        torch.testing.assert_close(g_dev[name], g_cpu[name], **tolerance(device))


def test_multihead_matches_pytorch_on_the_device(device):
    torch.manual_seed(0)
    ours = MultiHeadAttention(32, 4).to(device)
    theirs = nn.MultiheadAttention(32, 4, batch_first=True).to(device)
    theirs.load_state_dict(ours.state_dict())
    x = torch.randn(2, 6, 32, device=device)
    key_mask = torch.ones(2, 6, dtype=torch.bool, device=device)
    key_mask[1, 4:] = False  # padding
    out = ours(x, key_mask=key_mask, is_causal=True)
    ref, _ = theirs(
        x,
        x,
        x,
        key_padding_mask=~key_mask,  # PyTorch: True = NOT allowed
        attn_mask=~causal_mask(6, device=device),
        need_weights=False,
    )
    assert out.device.type == device.type
    torch.testing.assert_close(out, ref, **tolerance(device))
