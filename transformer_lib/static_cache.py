"""A KV cache of fixed shape (chapter 9): a decoding step that a GPU can replay whole.

The DecoderCache of chapter 7 grows by one position per step: every step makes new
tensors of a new shape (torch.cat), and runs a few hundred small operations, each launched
from Python. On a GPU that launching, not the arithmetic, sets the time of a step.

StaticKVCache allocates the keys and values of all max_len target positions at once. A
step writes the newest position's keys and values in place, at a position held in a
tensor (an indexed assignment, buffer[:, :, pos] = k), and attention reads the whole
buffer with a mask that hides the positions not written yet. Every step then runs the
same operations on tensors of the same shapes at the same addresses, with no Python `if`
on the data: torch.compile can capture decode_step as one graph, and with
mode="reduce-overhead" record it once as a CUDA graph and replay it with a single launch
per token. The logits are those of the growing cache (to rounding): masked positions get
weight 0.

Shapes: N rows (sentences, or sentences x beams), H heads, d_k per head, L = max_len
target positions, S source positions, V target vocabulary.
"""

from __future__ import annotations

from functools import partial

import torch
from torch import nn

from transformer_lib.model import Memory, Transformer

__all__ = [
    "StaticKVCache",
    "decode_step",
    "StaticIncrementalDecoder",
    "compiled_decode_step",
]


class _LayerBuffers(nn.Module):
    """One decoder layer's keys and values: self_k, self_v (N, H, L, d_k), written one
    position per step; cross_k, cross_v (N, H, S, d_k), the memory's, made once."""

    def __init__(self, cross_k: torch.Tensor, cross_v: torch.Tensor, max_len: int):
        super().__init__()
        N, H, _, d_k = cross_k.shape
        self.register_buffer("self_k", cross_k.new_zeros(N, H, max_len, d_k))
        self.register_buffer("self_v", cross_k.new_zeros(N, H, max_len, d_k))
        self.register_buffer("cross_k", cross_k)
        self.register_buffer("cross_v", cross_v)


class StaticKVCache(nn.Module):
    """Keys and values of every decoder layer for N rows and up to max_len positions.

    layers[i]: layer i's buffers, self_k, self_v, cross_k, cross_v (one tensor each, so
    that a step writes each in place and touches nothing else). key_mask (N, L): False
    at target padding; memory_key_mask (N, S): False at source padding; positions (L,):
    0 ... L-1. Build it under the same autocast (if any) as the steps that use it: the
    buffers take the dtype of the projections.
    """

    def __init__(self, model: Transformer, memory: Memory, max_len: int):
        super().__init__()
        scheme = getattr(getattr(model, "config", None), "decoder_scheme", None)
        if scheme not in ("sinusoidal", "shape"):
            raise ValueError(
                "the fixed-shape cache handles a decoder with the sinusoidal table only "
                "(or SHAPE's, the same table at inference), got the decoder scheme "
                f"{scheme!r} (chapter 11): decode with use_cache=True"
            )
        if max_len > model.config.max_len:
            raise ValueError(
                f"max_len = {max_len} needs {max_len} target positions, but the model's "
                f"positional table covers {model.config.max_len}"
            )
        states = memory.states  # (N, S, D)
        self.max_len = max_len
        # the memory's keys and values, once per layer: (N, H, S, d_k) each
        self.layers = nn.ModuleList(
            _LayerBuffers(*layer.cross_attn.project_kv(states), max_len)
            for layer in model.decoder.layers
        )
        self.dtype = self.layers[0].self_k.dtype  # the projections' dtype
        N, S = states.shape[:2]
        ones = partial(torch.ones, dtype=torch.bool, device=states.device)
        self.register_buffer("key_mask", ones(N, max_len))  # (N, L)
        mask = ones(N, S) if memory.key_mask is None else memory.key_mask.clone()
        self.register_buffer("memory_key_mask", mask)  # (N, S)
        self.register_buffer("positions", torch.arange(max_len, device=states.device))

    def reorder(self, index: torch.Tensor) -> None:
        """Keep rows `index` (N,), in that order, in place (same shapes, same addresses)."""
        N = self.key_mask.size(0)
        if index.dim() != 1 or index.size(0) != N:
            raise ValueError(
                f"a StaticKVCache keeps its N = {N} rows: expected an index of shape "
                f"({N},), got {tuple(index.shape)}"
            )
        for name, buffer in self.named_buffers():
            if name != "positions":  # every other buffer has the rows first
                buffer.copy_(buffer.index_select(0, index))


def _self_attention(attn, y, pos, buffers, mask):
    """A layer's masked self-attention for the newest position, through its buffers."""
    q, k, v = attn.project_qkv(y)  # (N, H, 1, d_k) each
    buffers.self_k[:, :, pos] = k  # written in place at position pos
    buffers.self_v[:, :, pos] = v
    return attn.attend(q, buffers.self_k, buffers.self_v, attn_mask=mask)  # (N, 1, D)


def _cross_attention(attn, y, buffers, key_mask):
    q = attn.project_q(y)  # (N, H, 1, d_k)
    return attn.attend(q, buffers.cross_k, buffers.cross_v, key_mask=key_mask)


def decode_step(
    model: Transformer, tokens: torch.Tensor, pos: torch.Tensor, cache: StaticKVCache
) -> torch.Tensor:
    """The newest tokens (N, 1), at position pos ((1,) long tensor) -> next logits (N, V).

    No checks and no Python branch on the data: the same graph at every step.
    """
    # 1) token vectors plus the positional encoding of position pos
    positional = getattr(model, "tgt_positional", model.positional)  # the decoder's
    pe = positional.pe.index_select(0, pos)  # (1, D)
    x = positional.dropout(model.tgt_embed(tokens) + pe.to(cache.dtype))
    # 2) the self-attention mask: keys written so far (<= pos) that are not padding
    if model.config.pad_id is not None:
        cache.key_mask[:, pos] = tokens != model.config.pad_id  # (N, 1) at pos
    visible = cache.key_mask & (cache.positions <= pos)  # (N, L)
    mask = visible[:, None, None, :]  # (N, 1, 1, L)
    # 3) the decoder layers, each reading and writing its own buffers
    for layer, buffers in zip(model.decoder.layers, cache.layers, strict=True):
        attend_self = partial(_self_attention, layer.self_attn, pos=pos, mask=mask)
        x = layer.add_norm1(x, partial(attend_self, buffers=buffers))
        attend_memory = partial(_cross_attention, layer.cross_attn, buffers=buffers)
        x = layer.add_norm2(x, partial(attend_memory, key_mask=cache.memory_key_mask))
        x = layer.add_norm3(x, layer.feed_forward)  # (N, 1, D)
    # 4) final norm (pre-LN), and the scores of the next token
    return model.project(model.decoder.norm(x))[:, -1]  # (N, V)


class StaticIncrementalDecoder:
    """IncrementalDecoder's interface (tokens, next_logits, append, reorder) on a
    StaticKVCache: room for max_len target positions, fixed shapes throughout.

    step: the function that computes a step, decode_step by default; pass
    torch.compile(decode_step, ...) to run it compiled (see decoding.compiled_step).
    """

    def __init__(
        self,
        model: Transformer,
        memory: Memory,
        max_len: int,
        bos_id: int,
        step=None,
    ):
        self.model, self.max_len = model, max_len
        self.step = decode_step if step is None else step
        self.cache = StaticKVCache(model, memory, max_len)
        N, device = memory.states.size(0), memory.states.device
        # column t: the token at position t (<s> at 0); room for max_len more
        self._tokens = torch.full((N, max_len + 1), bos_id, device=device)
        self._newest = torch.full((N, 1), bos_id, device=device)  # (N, 1): fed next
        self._pos = torch.zeros(1, dtype=torch.long, device=device)  # its position
        self.length = 1  # tokens so far, <s> included

    @property
    def tokens(self) -> torch.Tensor:
        """(N, t) ids so far, starting with <s>."""
        return self._tokens[:, : self.length]

    def next_logits(self) -> torch.Tensor:
        """Scores for the next token of every row: (N, V)."""
        if self.length > self.max_len:
            raise ValueError(
                f"the cache holds max_len = {self.max_len} positions, all used: "
                "build the decoder with a larger max_len"
            )
        return self.step(self.model, self._newest, self._pos, self.cache)

    def append(self, next_tokens: torch.Tensor) -> None:
        """Add one token (N,) to every row (in place: no new tensors)."""
        self._tokens[:, self.length] = next_tokens
        self._newest.copy_(next_tokens[:, None])
        self._pos.fill_(self.length)  # the position of the token just added
        self.length += 1

    def reorder(self, index: torch.Tensor) -> None:
        """Keep rows `index` (N,), in that order: a beam continues from its parent."""
        self.cache.reorder(index)  # checks the index first
        self._tokens.copy_(self._tokens.index_select(0, index))
        self._newest.copy_(self._newest.index_select(0, index))


_COMPILED: dict[str, object] = {}


def compiled_decode_step(mode: str = "reduce-overhead"):
    """decode_step compiled with torch.compile(mode=mode, fullgraph=True), made once.

    "reduce-overhead" records CUDA graphs on a GPU (on the CPU it compiles the step
    without them). The first calls compile (seconds to a minute); a new shape (batch,
    source length, max_len) compiles again, for fixed shapes (dynamic=False), and after
    torch._dynamo.config.recompile_limit shapes the step runs uncompiled: decode batches
    of a few fixed shapes (pad them) to stay compiled.
    """
    if mode not in _COMPILED:
        compiled = torch.compile(decode_step, mode=mode, fullgraph=True, dynamic=False)

        mark_step = getattr(torch.compiler, "cudagraph_mark_step_begin", None)

        def step(model, tokens, pos, cache):
            if mark_step is not None:
                mark_step()  # a new step: the graph's earlier outputs are used up
            return compiled(model, tokens, pos, cache)

        _COMPILED[mode] = step
    return _COMPILED[mode]
