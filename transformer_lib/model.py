"""The whole Transformer (chapter 7): embeddings, encoder, decoder, output projection.

Shapes: B batch, S source length, T target length, D = d_model, V target vocabulary.
Masks are built from the ids: the source key mask (B, S) from pad_id, and in the decoder
the causal mask plus the target key mask. `encode` returns a Memory: the encoder's output
together with its key mask, so that `decode` cannot lose the source padding.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import NamedTuple

import torch
from torch import nn

from transformer_lib.decoder import Decoder, DecoderCache
from transformer_lib.embeddings import TokenEmbedding, _check_ids
from transformer_lib.encoder import Encoder
from transformer_lib.masks import padding_mask
from transformer_lib.position_schemes import (  # [ch11] the other schemes
    RELATIVE,
    SCHEMES,
    NoPositions,
    RelativePositionBias,
    RotaryEmbedding,
    ShiftedSinusoidalEncoding,
    alibi_bias,
    alibi_slopes,
)
from transformer_lib.positional import (
    LearnedPositionalEncoding,
    SinusoidalPositionalEncoding,
)

__all__ = ["TransformerConfig", "Memory", "Transformer"]

_SIZES = ("src_vocab_size", "tgt_vocab_size", "d_model", "n_heads", "d_ff", "max_len")
_SIZES += ("n_encoder_layers", "n_decoder_layers")
_RATES = ("dropout", "attn_dropout", "ff_dropout")
_SWITCHES = ("norm_first", "share_embeddings", "tie_output", "check_ids")


@dataclass(frozen=True)
class TransformerConfig:
    """All the sizes and switches of a Transformer; defaults: the paper's base model.

    Frozen: derive a changed copy with dataclasses.replace(config, field=value).
    """

    src_vocab_size: int = 37000  # the paper: a shared BPE vocabulary of ~37000 (EN-DE)
    tgt_vocab_size: int = 37000
    d_model: int = 512
    n_heads: int = 8
    d_ff: int = 2048
    n_encoder_layers: int = 6
    n_decoder_layers: int = 6
    dropout: float = 0.1  # the paper's P_drop: residual and embedding dropout
    attn_dropout: float = 0.0  # on attention weights (not in the paper)
    ff_dropout: float = 0.0  # on the feed-forward hidden units (not in the paper)
    max_len: int = 5000  # longest sequence the positional table covers
    pad_id: int | None = None  # padding: masked out, never predicted, no gradient
    norm_first: bool = False  # False: post-LN (the paper); True: pre-LN
    final_norm: bool | None = None  # LayerNorm after each stack; None: = norm_first
    share_embeddings: bool = True  # one table for source and target tokens (paper)
    tie_output: bool = True  # output projection reuses the target table (paper)
    check_ids: bool = True  # check ids are in range at every call; False for
    # torch.compile (chapter 9), which turns the model into one optimised program that
    # a check in Python would cut into pieces
    # where each token is: "sinusoidal" (the paper) or "learned" (chapter 2); chapter 11
    # adds more schemes (position_schemes.SCHEMES). The encoder's, and the decoder's
    # unless decoder_positional says otherwise.
    positional: str = "sinusoidal"
    # [ch11 begin] the decoder's own scheme, and the settings of SHAPE and T5's bias
    decoder_positional: str | None = None  # None: as `positional`; "none": NoPE
    shape_max_shift: int = 64  # SHAPE: training shifts positions by 0 .. this
    relative_buckets: int = 32  # T5's bias: buckets per stack ...
    relative_max_distance: int = 128  # ... log-spaced up to this distance
    # [ch11 end]

    def __post_init__(self):
        for name in _SIZES:
            value = getattr(self, name)
            if type(value) is not int or value < 1:
                raise ValueError(f"expected {name} as an int >= 1, got {value!r}")
        for name in _RATES:
            value = getattr(self, name)
            if type(value) not in (int, float) or not 0.0 <= value < 1.0:
                raise ValueError(
                    f"expected {name} as a number in [0, 1), got {value!r}"
                )
        for name in _SWITCHES:
            if type(getattr(self, name)) is not bool:
                raise ValueError(
                    f"expected {name} True or False, got {getattr(self, name)!r}"
                )
        self._check_positional()  # [ch11] the positional settings
        if self.final_norm is not None and type(self.final_norm) is not bool:
            raise ValueError(
                f"expected final_norm None, True or False, got {self.final_norm!r}"
            )
        if self.d_model % self.n_heads:
            raise ValueError(
                f"expected d_model divisible by n_heads, got d_model={self.d_model}, "
                f"n_heads={self.n_heads}"
            )
        smallest = min(self.src_vocab_size, self.tgt_vocab_size)
        if self.pad_id is not None and (
            type(self.pad_id) is not int or not 0 <= self.pad_id < smallest
        ):
            raise ValueError(
                f"expected pad_id None or an int in [0, {smallest}), got {self.pad_id!r}"
            )
        if self.share_embeddings and self.src_vocab_size != self.tgt_vocab_size:
            raise ValueError(
                "share_embeddings=True needs one vocabulary, got src_vocab_size="
                f"{self.src_vocab_size} and tgt_vocab_size={self.tgt_vocab_size}; "
                "set share_embeddings=False for separate vocabularies"
            )

    # [ch11 begin] the decoder's scheme, and the checks of the positional settings
    @property
    def decoder_scheme(self) -> str:
        """The decoder's positional scheme (`decoder_positional`, else `positional`)."""
        return (
            self.positional
            if self.decoder_positional is None
            else self.decoder_positional
        )

    def _check_positional(self) -> None:
        for name in ("positional", "decoder_positional"):
            value = getattr(self, name)
            if name == "decoder_positional" and value is None:
                continue
            if value not in SCHEMES:
                raise ValueError(f"expected {name} in {SCHEMES}, got {value!r}")
        if self.positional == "none":
            raise ValueError(
                "positional='none' would leave the encoder without positions: its "
                "self-attention sees the source as a bag of words (permute the words, "
                "the states permute the same way). NoPE is for the decoder, whose "
                "causal mask tells positions apart: set decoder_positional='none' and "
                "give the encoder a scheme"
            )
        for name in ("shape_max_shift", "relative_buckets", "relative_max_distance"):
            value = getattr(self, name)
            if type(value) is not int or value < 0:
                raise ValueError(f"expected {name} as an int >= 0, got {value!r}")
        if "rope" in (self.positional, self.decoder_scheme) and (
            self.d_model % self.n_heads == 0 and (self.d_model // self.n_heads) % 2
        ):
            raise ValueError(
                "rotary embeddings turn pairs of features: they need an even head size "
                f"d_model / n_heads, got {self.d_model} / {self.n_heads}"
            )
        if "t5" in (self.positional, self.decoder_scheme):
            if self.relative_buckets < 4 or self.relative_buckets % 2:
                raise ValueError(
                    "expected relative_buckets even and >= 4 (half for each side in "
                    f"the encoder), got {self.relative_buckets}"
                )
            if self.relative_max_distance <= self.relative_buckets // 2:
                raise ValueError(
                    "expected relative_max_distance > relative_buckets / 2, got "
                    f"{self.relative_max_distance} with {self.relative_buckets} buckets"
                )

    # [ch11 end]

    def replace(self, **changes) -> TransformerConfig:
        """A copy with some fields changed (validated again)."""
        return dataclasses.replace(self, **changes)


class Memory(NamedTuple):
    """What the encoder hands the decoder: its output and which source keys are real."""

    states: torch.Tensor  # (B, S, D): the encoder's final output
    key_mask: torch.Tensor | None  # (B, S) bool, False at source padding; None: none

    def reorder(self, index: torch.Tensor) -> Memory:
        """Batch rows `index` (B',), in that order (for example, repeated for a beam)."""
        mask = None if self.key_mask is None else self.key_mask.index_select(0, index)
        return Memory(self.states.index_select(0, index), mask)


class Transformer(nn.Module):
    """Encoder-decoder Transformer: src ids (B, S), tgt ids (B, T) -> logits (B, T, V).

    With pad_id set: padding is masked out of attention, and the output layer never
    predicts <pad> (its logit is -inf), so the <pad> row of a tied table gets no gradient.
    """

    def __init__(self, config: TransformerConfig):
        super().__init__()
        if not isinstance(config, TransformerConfig):
            raise TypeError(
                f"expected a TransformerConfig, got {type(config).__name__}"
            )
        self.config = c = config
        stack = (c.d_model, c.n_heads, c.d_ff, c.dropout, c.norm_first, c.final_norm)
        drop = {"attn_dropout": c.attn_dropout, "ff_dropout": c.ff_dropout}
        embed = {"padding_idx": c.pad_id, "check_ids": False}  # checked here, once
        self.src_embed = TokenEmbedding(c.src_vocab_size, c.d_model, **embed)
        self.tgt_embed = TokenEmbedding(c.tgt_vocab_size, c.d_model, **embed)
        # where each token is (chapter 2): the encoder's input positions, and the
        # decoder's: the same module, except a learned table (one per stack) or a
        # scheme of the decoder's own (chapter 11: c.decoder_scheme, else c.positional)
        self.positional = _input_positions(c.positional, c)
        if c.decoder_scheme != c.positional or c.positional == "learned":
            self.tgt_positional = _input_positions(c.decoder_scheme, c)
        # [ch11 begin] the tables of the relative schemes (RoPE, ALiBi, T5's bias)
        d_k = c.d_model // c.n_heads
        if "rope" in (c.positional, c.decoder_scheme):  # one table for both stacks
            self.rotary = RotaryEmbedding(d_k, c.max_len)
        if "alibi" in (c.positional, c.decoder_scheme):
            self.register_buffer(
                "alibi_slopes", alibi_slopes(c.n_heads).float(), persistent=False
            )
        t5 = {
            "num_buckets": c.relative_buckets,
            "max_distance": c.relative_max_distance,
        }
        if c.positional == "t5":  # keys on both sides of the query
            self.encoder_bias = RelativePositionBias(
                c.n_heads, bidirectional=True, **t5
            )
        if c.decoder_scheme == "t5":  # only keys before the query
            self.decoder_bias = RelativePositionBias(
                c.n_heads, bidirectional=False, **t5
            )
        # [ch11 end]
        self.encoder = Encoder(c.n_encoder_layers, *stack, **drop)
        self.decoder = Decoder(c.n_decoder_layers, *stack, **drop)
        self.output_projection = nn.Linear(c.d_model, c.tgt_vocab_size)  # D -> V
        # Xavier-uniform for every matrix of the stacks, as nn.Transformer does; each
        # attention layer's W_q, W_k, W_v count as one stacked (3D, D) matrix there.
        for p in [*self.encoder.parameters(), *self.decoder.parameters()]:
            if p.dim() > 1:
                nn.init.xavier_uniform_(p)
        nn.init.zeros_(self.output_projection.bias)
        # Tying shares one Parameter object (not a module), so every view of the model
        # (state_dict, functional_call, optimizers) sees one tensor.
        if c.share_embeddings:
            self.tgt_embed.weight = self.src_embed.weight
        if c.tie_output:  # one (V, D) table: embedding going in, logits coming out
            self.output_projection.weight = self.tgt_embed.weight
        never = torch.zeros(c.tgt_vocab_size, dtype=torch.bool)  # (V,)
        if c.pad_id is not None:
            never[c.pad_id] = True
        self.register_buffer("never_predicted", never, persistent=False)

    # --- the three steps, each a public entry point --------------------------------

    def encode(self, src: torch.Tensor) -> Memory:
        """Source ids (B, S) -> Memory: states (B, S, D) and the source key mask."""
        self._check(src, "src", self.config.src_vocab_size)
        return self._encode(src)

    def decode(
        self,
        tgt: torch.Tensor,
        memory: Memory,
        cache: DecoderCache | None = None,
    ) -> torch.Tensor:
        """Target ids (B, T) and the Memory from encode -> decoder output (B, T, D).

        With a DecoderCache, tgt holds only the new positions (often T = 1): they are
        placed after the cache.offset earlier ones, and the cache is updated.
        """
        if not isinstance(memory, Memory):
            raise TypeError(
                "decode needs the Memory that encode returned (the encoder output and "
                f"the source key mask), got {type(memory).__name__}"
            )
        self._check(tgt, "tgt", self.config.tgt_vocab_size)
        if tgt.size(0) != memory.states.size(0):
            raise ValueError(
                f"expected tgt with B = {memory.states.size(0)} rows, as the memory, "
                f"got {tuple(tgt.shape)}"
            )
        return self._decode(tgt, memory, cache)

    def project(self, h: torch.Tensor) -> torch.Tensor:
        """Decoder output (B, T, D) -> logits (B, T, V); <pad> gets -inf."""
        logits = self.output_projection(h)  # (B, T, V)
        return logits.masked_fill(self.never_predicted, float("-inf"))

    def forward(self, src: torch.Tensor, tgt: torch.Tensor) -> torch.Tensor:
        """src (B, S), tgt (B, T) ids -> logits (B, T, V), one score per target word."""
        self._check(src, "src", self.config.src_vocab_size)
        self._check(tgt, "tgt", self.config.tgt_vocab_size)
        if src.size(0) != tgt.size(0):
            raise ValueError(
                "expected src (B, S) and tgt (B, T) with the same batch size B, "
                f"got {tuple(src.shape)} and {tuple(tgt.shape)}"
            )
        # 1) encode the source once
        memory = self._encode(src)  # states (B, S, D), key mask (B, S)
        # 2) decode every target position in parallel (the causal mask hides the future)
        h = self._decode(tgt, memory, None)  # (B, T, D)
        # 3) project to one score (logit) per vocabulary word
        return self.project(h)  # (B, T, V)

    # --- the work, without the checks ------------------------------------------------

    def _key_mask(self, ids: torch.Tensor) -> torch.Tensor | None:
        pad_id = self.config.pad_id
        return None if pad_id is None else padding_mask(ids, pad_id)  # (B, L)

    def _encode(self, src: torch.Tensor) -> Memory:
        key_mask = self._key_mask(src)  # (B, S)
        # 1) token vectors plus positions (chapter 11: a relative scheme adds none here)
        x = self.positional(self.src_embed(src))  # (B, S, D)
        # 2) the encoder stack
        states = self.encoder(
            x,
            key_mask,
            # [ch11 begin] relative positions
            **self._relative("encoder", src.size(1), 0, src.device),
            # [ch11 end]
        )  # (B, S, D)
        return Memory(states, key_mask)

    def _decode(self, tgt, memory: Memory, cache: DecoderCache | None) -> torch.Tensor:
        offset = 0 if cache is None else cache.offset
        key_mask = self._key_mask(tgt)  # (B, T)
        if cache is not None:
            if key_mask is not None and cache.key_mask is not None:
                key_mask = torch.cat([cache.key_mask, key_mask], dim=1)  # (B, L + T)
            cache.key_mask = key_mask
        # 1) token vectors plus positions (after the `offset` earlier ones)
        positions = getattr(self, "tgt_positional", self.positional)
        y = positions(self.tgt_embed(tgt), offset)  # (B, T, D)
        # 2) the decoder stack, reading the encoder's memory in every layer
        h = self.decoder(
            y,
            memory.states,
            tgt_key_mask=key_mask,
            memory_key_mask=memory.key_mask,
            cache=cache,
            # [ch11 begin] relative positions
            **self._relative("decoder", tgt.size(1), offset, tgt.device),
            # [ch11 end]
        )  # (B, T, D)
        if cache is not None:
            cache.offset += tgt.size(1)
        return h

    # [ch11 begin] relative positions, inside self-attention
    def _relative(self, stack: str, length: int, offset: int, device) -> dict:
        """Chapter 11: what a relative scheme gives every self-attention layer of a
        stack, for `length` new queries after `offset` earlier positions."""
        c = self.config
        scheme = c.positional if stack == "encoder" else c.decoder_scheme
        if scheme not in RELATIVE:
            return {}
        end = offset + length
        if end > self.config.max_len:
            raise ValueError(
                f"needs positions {offset}..{end - 1} but max_len = "
                f"{self.config.max_len} covers 0..{self.config.max_len - 1}"
            )
        if scheme == "rope":
            return {"rotary": self.rotary(length, offset)}  # cos, sin (T, d_k/2)
        q_pos = torch.arange(offset, end, device=device)  # (T,): the new queries
        k_pos = torch.arange(end, device=device)  # (offset + T,): every key so far
        if scheme == "alibi":
            bias = alibi_bias(self.alibi_slopes, q_pos, k_pos)  # (H, T, S)
        else:  # t5: this stack's learned table
            table = self.encoder_bias if stack == "encoder" else self.decoder_bias
            bias = table(q_pos, k_pos)  # (H, T, S)
        return {"attn_bias": bias[None]}  # (1, H, T, S)
        # [ch11 end]

    def _check(self, ids: torch.Tensor, name: str, vocab_size: int) -> None:
        if not isinstance(ids, torch.Tensor) or ids.dim() != 2:
            got = tuple(ids.shape) if isinstance(ids, torch.Tensor) else type(ids)
            raise ValueError(f"expected {name} as token ids of shape (B, L), got {got}")
        if ids.size(1) == 0:
            kind = "source sentence" if name == "src" else "target (T = 0)"
            raise ValueError(f"expected at least one token in {name}: an empty {kind}")
        try:
            _check_ids(ids, vocab_size, self.config.check_ids)
        except ValueError as err:
            raise ValueError(f"{name}: {err}") from None


def _input_positions(scheme: str, c: TransformerConfig) -> nn.Module:
    """The module that adds positions to the token vectors for an absolute scheme;
    for the others only the embedding dropout (their positions act in attention)."""
    if scheme == "sinusoidal":  # the paper's table (chapter 2)
        return SinusoidalPositionalEncoding(c.d_model, c.max_len, c.dropout)
    if scheme == "learned":
        return LearnedPositionalEncoding(c.d_model, c.max_len, c.dropout)
    # [ch11 begin] SHAPE's shifted table; no table for the schemes that act in attention
    if scheme == "shape":
        return ShiftedSinusoidalEncoding(
            c.d_model, c.max_len, c.dropout, c.shape_max_shift
        )
    return NoPositions(c.dropout)
    # [ch11 end]
