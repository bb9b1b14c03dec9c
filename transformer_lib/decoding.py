"""Decoding (chapter 9): turning a trained model into translations, one token at a time.

The model gives, for a source sentence and the target tokens chosen so far, a score
(logit) for every possible next token. A decoding algorithm decides what to do with them:

- greedy_decode: always take the most likely next token;
- beam_search:   keep the K most promising translations, scored with the GNMT length
                 penalty, and return the n best;
- sample:        draw the next token at random (temperature, top-k, top-p).

All three work on a batch of source sentences of different lengths at once, stop each
sentence at its </s> (or after max_len tokens), and share the building blocks below:
greedy_step, sample_step, top_k_top_p_filter, length_penalty, beam_step, and the
IncrementalDecoder that gives the logits of the next position, with the KV cache
(default) or by running the decoder again on the whole prefix (use_cache=False).
use_cache="static" uses the fixed-shape cache of transformer_lib.static_cache instead
(the same tokens), and compile_step=True runs its step compiled with torch.compile
(CUDA graphs on a GPU): decoding that is not bound by Python and kernel launches. The
fixed-shape cache accepts only a decoder whose positions come from the sinusoidal
table (positional "sinusoidal", or "shape", which uses the same table at inference);
with chapter 11's other schemes ("learned", "rope", "alibi", "t5", "none") it raises a
ValueError: decode those with use_cache=True.

Shapes: B sentences, K beams per sentence, V target vocabulary, t tokens so far.
Ids: bos_id and eos_id default to the tokenizer's fixed ids (<s> 1, </s> 2); eos_id=None
never stops early (exactly max_len tokens, for benchmarks). Padding comes from
model.config.pad_id: it fills the rows that have finished; with pad_id None they are
filled with eos_id instead. Decoding runs in eval mode under torch.no_grad(), and the
model's mode (train or eval) is restored afterwards.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from typing import NamedTuple

import torch
import torch.nn.functional as F

from transformer_lib.decoder import DecoderCache
from transformer_lib.model import Memory, Transformer
from transformer_lib.static_cache import StaticIncrementalDecoder, compiled_decode_step
from transformer_lib.tokenizer import BOS, EOS, SPECIALS

__all__ = [
    "BOS_ID",
    "EOS_ID",
    "IncrementalDecoder",
    "greedy_step",
    "greedy_decode",
    "top_k_top_p_filter",
    "sample_step",
    "sample",
    "length_penalty",
    "BeamStep",
    "beam_step",
    "Hypothesis",
    "beam_search",
]

BOS_ID, EOS_ID = SPECIALS.index(BOS), SPECIALS.index(EOS)  # 1 and 2 in every vocabulary
NEG_INF = float("-inf")


# --- the logits of the next position, with or without the KV cache ---------------------


class IncrementalDecoder:
    """The target tokens chosen so far for N rows, and the logits of the next position.

    tokens: (N, t) ids, starting with <s>. next_logits() -> (N, V) scores for position t.
    append(next) adds one token per row; reorder(index) keeps rows `index` (for beams).

    use_cache=True:  the decoder runs on the tokens it has not seen yet (one per step);
                     the keys and values of earlier positions come from a DecoderCache.
    use_cache=False: the decoder runs on the whole prefix at every step (t positions),
                     which is what a model without a cache must do. Same logits.
    """

    def __init__(
        self,
        model: Transformer,
        memory: Memory,
        bos_id: int = BOS_ID,
        use_cache: bool = True,
    ):
        self.model, self.memory = model, memory
        N = memory.states.size(0)
        device = memory.states.device
        self.tokens = torch.full((N, 1), bos_id, dtype=torch.long, device=device)
        self.cache = DecoderCache() if use_cache else None

    def next_logits(self) -> torch.Tensor:
        """Scores for the next token of every row: (N, V)."""
        if self.cache is None:
            new = self.tokens  # (N, t): recompute every position
        else:
            new = self.tokens[:, self.cache.offset :]  # (N, 1): only the newest token
        h = self.model.decode(new, self.memory, self.cache)  # (N, T, D)
        return self.model.project(h[:, -1:]).squeeze(1)  # last position: (N, V)

    def append(self, next_tokens: torch.Tensor) -> None:
        """Add one token (N,) to every row."""
        self.tokens = torch.cat([self.tokens, next_tokens[:, None]], dim=1)  # (N, t+1)

    def reorder(self, index: torch.Tensor) -> None:
        """Keep rows `index` (N',), in that order: a beam continues from its parent."""
        self.tokens = self.tokens.index_select(0, index)
        self.memory = self.memory.reorder(index)
        if self.cache is not None:
            self.cache.reorder(index)


def _make_decoder(model, memory, bos_id, use_cache, max_len, compile_step):
    """An IncrementalDecoder, or with use_cache="static" a StaticIncrementalDecoder."""
    if use_cache != "static":
        return IncrementalDecoder(model, memory, bos_id, use_cache)
    step = compiled_decode_step() if compile_step else None
    return StaticIncrementalDecoder(model, memory, max_len, bos_id, step)


def _trim(tokens: torch.Tensor, eos_id: int | None) -> torch.Tensor:
    """Tokens (B, L) cut after the column where the last row ended (if all ended)."""
    if eos_id is None:
        return tokens
    ended = tokens == eos_id  # (B, L)
    if not ended.any(dim=1).all():
        return tokens
    return tokens[:, : int(ended.int().argmax(dim=1).max()) + 1]


# A fixed-shape decoder asks "has every row finished?" (which makes the CPU wait for
# the GPU) only every CHECK_EVERY steps, and cuts the extra padding off at the end.
CHECK_EVERY = 8


# --- greedy decoding ---------------------------------------------------------------------


def greedy_step(
    logits: torch.Tensor, finished: torch.Tensor, fill_id: int
) -> torch.Tensor:
    """Next token per row: argmax_v logits[b, v], or fill_id where finished[b].

    logits (B, V), finished (B,) bool -> (B,) ids. A row that has produced </s> gets
    fill_id (padding) instead of a new word.
    """
    next_tokens = logits.argmax(dim=-1)  # (B,)
    return next_tokens.masked_fill(finished, fill_id)


def greedy_decode(
    model: Transformer,
    src: torch.Tensor,
    max_len: int,
    *,
    bos_id: int = BOS_ID,
    eos_id: int | None = EOS_ID,
    use_cache: bool | str = True,
    compile_step: bool = False,
) -> torch.Tensor:
    """Source ids (B, S) -> target ids (B, L), L <= max_len, by always taking the argmax.

    Each row is the translation without <s>: it ends with its </s>, or after max_len
    tokens without one; after the </s> it is padded (pad_id, or eos_id if the model has
    no pad_id). L is the length of the longest row. eos_id=None: exactly max_len tokens.
    use_cache: True (the growing KV cache), False (no cache), "static" (the fixed-shape
    cache of transformer_lib.static_cache, for decoders with sinusoidal or SHAPE
    positions; compile_step=True compiles its step).
    """
    _check_decoding_args(model, src, max_len, bos_id, eos_id)
    _check_cache_args(use_cache, compile_step)
    with _inference(model):
        memory = model.encode(src)
        decoder = _make_decoder(model, memory, bos_id, use_cache, max_len, compile_step)
        fill_id = _fill_id(model, eos_id)
        finished = torch.zeros(src.size(0), dtype=torch.bool, device=src.device)
        for t in range(max_len):
            next_tokens = greedy_step(decoder.next_logits(), finished, fill_id)  # (B,)
            decoder.append(next_tokens)
            if eos_id is not None:
                finished |= next_tokens == eos_id
                # [detail begin] the optional section's fixed-shape cache asks less often
                if use_cache == "static" and (t + 1) % CHECK_EVERY != 0:
                    continue
                # [detail end]
                if finished.all():  # every row has written its </s>
                    break
        tokens = decoder.tokens[:, 1:]  # drop <s>: (B, L)
        # [detail begin] the optional section's fixed-shape cache trims its padding
        if use_cache == "static":
            tokens = _trim(tokens, eos_id)
        # [detail end]
        return tokens


# --- sampling ------------------------------------------------------------------------------


def top_k_top_p_filter(
    logits: torch.Tensor, top_k: int | None = None, top_p: float | None = None
) -> torch.Tensor:
    """Logits (..., V) with the tokens outside the kept set set to -inf.

    top_k: keep the k highest logits (tokens tied with the k-th are kept too).
    top_p: of what is left, keep the smallest set of most likely tokens whose
           probability mass reaches p ("nucleus"): every token more likely than the one
           that crosses p, that token itself, and the tokens tied with it (so the set
           does not depend on the order of the vocabulary). p = 1 keeps every token.
    The most likely token is always kept. top_k is applied first, then top_p on the
    renormalised distribution of what top_k kept. None: no filter.
    """
    if top_k is not None:
        k = min(top_k, logits.size(-1))
        kth_largest = logits.topk(k, dim=-1).values[..., -1:]  # (..., 1)
        logits = logits.masked_fill(logits < kth_largest, NEG_INF)
    if top_p is not None and top_p < 1.0:
        probs = logits.softmax(dim=-1)  # (..., V)
        sorted_probs = probs.sort(
            dim=-1, descending=True
        ).values  # p_(1) >= p_(2) >= ...
        # mass of the tokens ranked above each one: p_(1) + ... + p_(i-1)
        mass_above = F.pad(sorted_probs.cumsum(dim=-1)[..., :-1], (1, 0))  # (..., V)
        # kept in sorted order: the tokens whose predecessors have not yet reached p
        # (the first always; the last kept is the one that crosses p)
        kept_sorted = mass_above < top_p
        # the crossing token's probability: keep every token at least as likely
        smallest_kept = sorted_probs.masked_fill(~kept_sorted, 2.0).amin(-1, True)
        logits = logits.masked_fill(probs < smallest_kept, NEG_INF)
    return logits


def sample_step(
    logits: torch.Tensor,
    finished: torch.Tensor,
    fill_id: int,
    *,
    temperature: float = 1.0,
    top_k: int | None = None,
    top_p: float | None = None,
    generator: torch.Generator | None = None,
) -> torch.Tensor:
    """Draw the next token of each row from softmax(filter(logits / temperature)).

    logits (B, V), finished (B,) bool -> (B,) ids; fill_id where finished.
    Temperature < 1 sharpens the distribution (-> greedy as it goes to 0), > 1 flattens
    it. The same generator state gives the same tokens.
    """
    logits = top_k_top_p_filter(logits / temperature, top_k, top_p)  # (B, V)
    probs = logits.softmax(dim=-1)  # (B, V)
    next_tokens = torch.multinomial(probs, 1, generator=generator).squeeze(1)  # (B,)
    return next_tokens.masked_fill(finished, fill_id)


def sample(
    model: Transformer,
    src: torch.Tensor,
    max_len: int,
    temperature: float = 1.0,
    top_k: int | None = None,
    top_p: float | None = None,
    generator: torch.Generator | None = None,
    *,
    bos_id: int = BOS_ID,
    eos_id: int | None = EOS_ID,
    use_cache: bool | str = True,
    compile_step: bool = False,
) -> torch.Tensor:
    """Source ids (B, S) -> target ids (B, L), each token drawn at random.

    The same output format as greedy_decode. A seeded torch.Generator (on the model's
    device) makes the draw reproducible; None uses torch's global generator.
    """
    _check_decoding_args(model, src, max_len, bos_id, eos_id)
    _check_sampling_args(temperature, top_k, top_p)
    _check_cache_args(use_cache, compile_step)
    with _inference(model):
        memory = model.encode(src)
        decoder = _make_decoder(model, memory, bos_id, use_cache, max_len, compile_step)
        fill_id = _fill_id(model, eos_id)
        finished = torch.zeros(src.size(0), dtype=torch.bool, device=src.device)
        for _ in range(max_len):
            next_tokens = sample_step(
                decoder.next_logits(),
                finished,
                fill_id,
                temperature=temperature,
                top_k=top_k,
                top_p=top_p,
                generator=generator,
            )  # (B,)
            decoder.append(next_tokens)
            if eos_id is not None:
                finished |= next_tokens == eos_id
                # every step (an extra step would draw from the generator)
                if finished.all():
                    break
        return decoder.tokens[:, 1:]  # (B, L)


# --- beam search ---------------------------------------------------------------------------


def length_penalty(length, alpha: float):
    """GNMT's length penalty lp(|y|) = ((5 + |y|) / 6) ** alpha (Wu et al., 2016).

    A hypothesis y scores log P(y | x) / lp(|y|). Log-probabilities are negative, so
    dividing by lp > 1 favours longer translations; alpha = 0 gives lp = 1 (no penalty).
    length: an int or a tensor of lengths (|y| counts the tokens after <s>, </s> included).
    """
    return ((5 + length) / 6) ** alpha


class BeamStep(NamedTuple):
    """The beams after one step, each (B, K): where they come from and what they are."""

    parent: torch.Tensor  # which beam k' of the same sentence each new beam extends
    tokens: torch.Tensor  # the token it appends (fill_id for a finished beam)
    sums: torch.Tensor  # log P of the whole hypothesis: sum of its tokens' log-probs
    lengths: torch.Tensor  # |y|: tokens after <s>, </s> included
    finished: torch.Tensor  # True once the hypothesis has produced </s>


def beam_step(
    sums: torch.Tensor,
    lengths: torch.Tensor,
    finished: torch.Tensor,
    log_probs: torch.Tensor,
    *,
    alpha: float,
    eos_id: int | None,
    fill_id: int,
) -> BeamStep:
    """One step of beam search for B sentences with K beams each.

    sums (B, K): log P(y) of each beam so far; lengths (B, K) and finished (B, K) bool;
    log_probs (B, K, V): log P(next token | beam). Every open beam proposes V candidates,
    sum + log P(v); a finished beam proposes only itself (the fill token, +0, its length
    unchanged): it does not grow. Each candidate y is scored on its whole length,
        score(y) = log P(y) / lp(|y|)    (|y| = length + 1, or length if finished),
    and the K best candidates of each sentence become its new beams.
    """
    B, K, V = log_probs.shape
    # a finished beam: log-prob 0 for the fill token, -inf for everything else
    stay = torch.full_like(log_probs, NEG_INF)
    stay[..., fill_id] = 0.0
    log_probs = torch.where(finished[..., None], stay, log_probs)  # (B, K, V)
    candidate_sums = sums[..., None] + log_probs  # (B, K, V)
    candidate_lengths = lengths + (~finished).long()  # (B, K): +1 unless finished
    scores = candidate_sums / length_penalty(candidate_lengths, alpha)[..., None]
    # the K best of the K*V candidates of each sentence
    best = scores.reshape(B, K * V).topk(K, dim=-1).indices  # (B, K)
    parent, tokens = best // V, best % V  # which beam, which token
    new_finished = finished.gather(1, parent)
    if eos_id is not None:
        new_finished = new_finished | (tokens == eos_id)
    return BeamStep(
        parent=parent,
        tokens=tokens,
        sums=candidate_sums.reshape(B, K * V).gather(1, best),
        lengths=candidate_lengths.gather(1, parent),
        finished=new_finished,
    )


class Hypothesis(NamedTuple):
    """One translation found by beam search."""

    tokens: torch.Tensor  # (L,) ids without <s>; ends with </s> unless cut at max_len
    score: float  # log P(tokens | source) / lp(L)


def beam_search(
    model: Transformer,
    src: torch.Tensor,
    beam_size: int,
    max_len: int,
    length_penalty: float = 0.6,
    *,
    n_best: int = 1,
    bos_id: int = BOS_ID,
    eos_id: int | None = EOS_ID,
    use_cache: bool | str = True,
    compile_step: bool = False,
) -> list[list[Hypothesis]]:
    """Source ids (B, S) -> for each sentence, its n_best hypotheses, best first.

    Keeps beam_size hypotheses per sentence (GNMT: 4, with length_penalty alpha = 0.6).
    A finished hypothesis stays among the beams (without growing) as long as it is one
    of the beam_size best; a sentence is done when its n_best best hypotheses have
    finished and no open beam can beat them any more: an open beam's score can at best
    become sum / lp(L) for some later length L <= max_len. At max_len, open beams count
    as they are (without </s>). A sentence may get fewer than n_best hypotheses if fewer
    exist (a tiny vocabulary with max_len 1, say). beam_size = 1 is greedy decoding.
    """
    alpha = length_penalty
    _check_decoding_args(model, src, max_len, bos_id, eos_id)
    _check_beam_args(beam_size, n_best, alpha)
    _check_cache_args(use_cache, compile_step)
    B, K = src.size(0), beam_size
    with _inference(model):
        memory = model.encode(src)
        # every sentence's memory, K times: row b*K + k is beam k of sentence b
        rows = torch.arange(B, device=src.device).repeat_interleave(K)  # (B*K,)
        memory = memory.reorder(rows)
        decoder = _make_decoder(model, memory, bos_id, use_cache, max_len, compile_step)
        fill_id = _fill_id(model, eos_id)
        # K copies of <s>: only the first may grow, or the beams would all be the same
        sums = torch.zeros(B, K, device=src.device)
        sums[:, 1:] = NEG_INF
        lengths = torch.zeros(B, K, dtype=torch.long, device=src.device)
        finished = torch.zeros(B, K, dtype=torch.bool, device=src.device)
        first_row = torch.arange(B, device=src.device)[:, None] * K  # (B, 1)
        for t in range(max_len):
            log_probs = decoder.next_logits().log_softmax(
                -1, dtype=torch.float
            )  # (B*K, V)
            step = beam_step(
                sums,
                lengths,
                finished,
                log_probs.view(B, K, -1),
                alpha=alpha,
                eos_id=eos_id,
                fill_id=fill_id,
            )
            decoder.reorder((first_row + step.parent).view(-1))  # rows of the parents
            decoder.append(step.tokens.view(-1))
            sums, lengths, finished = step.sums, step.lengths, step.finished
            if t + 1 == max_len:
                break  # the open beams count as they are
            done = _beam_done(sums, lengths, finished, alpha, t + 1, max_len, n_best)
            # a done sentence keeps its finished beams and drops its open ones
            sums = sums.masked_fill(done[:, None] & ~finished, NEG_INF)
            if done.all():
                break
        return _n_best(decoder.tokens, sums, lengths, alpha, n_best)


def _beam_done(sums, lengths, finished, alpha, t, max_len, n_best) -> torch.Tensor:
    """(B,) bool: no open beam can beat the n_best-th best finished hypothesis.

    t: the length of the open beams (tokens after <s>), t < max_len.
    """
    scores = sums / length_penalty(lengths, alpha)  # (B, K)
    nth_best = scores.masked_fill(~finished, NEG_INF).topk(n_best, -1).values[:, -1]
    # An open beam only adds log-probs <= 0 to its sum, so the best it can still score
    # is sum / lp(L) for a final length L in [t + 1, max_len]; lp is monotonic in L,
    # so that maximum is at one end.
    can_reach = torch.maximum(
        sums / length_penalty(t + 1, alpha), sums / length_penalty(max_len, alpha)
    )
    best_open = can_reach.masked_fill(finished, NEG_INF).amax(-1)  # (B,)
    return best_open <= nth_best


def _n_best(tokens, sums, lengths, alpha, n_best) -> list[list[Hypothesis]]:
    B, K = sums.shape
    scores = sums / length_penalty(lengths, alpha)  # (B, K)
    order = scores.argsort(dim=-1, descending=True)[:, :n_best]  # (B, n_best)
    out = []
    for b in range(B):
        hyps = []
        for k in order[b].tolist():
            if scores[b, k] == NEG_INF:  # fewer hypotheses than n_best exist
                break
            row = tokens[b * K + k, 1 : 1 + lengths[b, k]]  # without <s> and padding
            hyps.append(Hypothesis(row.clone(), scores[b, k].item()))
        out.append(hyps)
    return out


# --- shared helpers ------------------------------------------------------------------------


@contextmanager
def _inference(model: Transformer) -> Iterator[None]:
    """Eval mode (no dropout) and no gradients; the model's own mode is restored."""
    was_training = model.training
    model.eval()
    try:
        with torch.no_grad():
            yield
    finally:
        model.train(was_training)


def _fill_id(model: Transformer, eos_id: int | None) -> int:
    """What a finished row gets: pad_id, else eos_id (else: never used, rows never end)."""
    pad_id = model.config.pad_id
    if pad_id is not None:
        return pad_id
    return eos_id if eos_id is not None else 0


def _is_int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _check_decoding_args(model, src, max_len, bos_id, eos_id) -> None:
    config = model.config
    if not isinstance(src, torch.Tensor) or src.dim() != 2:
        got = tuple(src.shape) if isinstance(src, torch.Tensor) else type(src).__name__
        raise ValueError(f"expected src as token ids of shape (B, S), got {got}")
    if src.size(0) == 0 or src.size(1) == 0:
        raise ValueError(
            f"expected at least one source sentence of at least one token, got src "
            f"of shape {tuple(src.shape)} (an empty source)"
        )
    if config.pad_id is not None:
        empty = ~(src != config.pad_id).any(dim=1)  # rows made of padding only
        if empty.any():
            rows = empty.nonzero().flatten().tolist()
            raise ValueError(
                f"source sentence(s) {rows} are empty (padding only): nothing to "
                "translate"
            )
    if not _is_int(max_len) or max_len < 1:
        raise ValueError(f"expected max_len as an int >= 1, got {max_len!r}")
    if max_len > config.max_len:
        raise ValueError(
            f"max_len = {max_len} needs {max_len} target positions, but the model's "
            f"positional table covers config.max_len = {config.max_len}"
        )
    V = config.tgt_vocab_size
    for name, value in (("bos_id", bos_id), ("eos_id", eos_id)):
        if value is None and name == "eos_id":
            continue
        if not _is_int(value) or not 0 <= value < V:
            raise ValueError(f"expected {name} as an int in [0, {V}), got {value!r}")
        if value == config.pad_id:
            raise ValueError(f"{name} = {value} is the model's pad_id")


def _check_cache_args(use_cache, compile_step) -> None:
    if not (isinstance(use_cache, bool) or use_cache == "static"):
        raise ValueError(
            f'expected use_cache True, False or "static", got {use_cache!r}'
        )
    if not isinstance(compile_step, bool):
        raise ValueError(f"expected compile_step True or False, got {compile_step!r}")
    if compile_step and use_cache != "static":
        raise ValueError(
            'compile_step=True needs use_cache="static" (the fixed-shape cache): a '
            "growing cache changes shape at every step"
        )


def _check_sampling_args(temperature, top_k, top_p) -> None:
    if isinstance(temperature, bool) or not isinstance(temperature, (int, float)):
        raise ValueError(f"expected temperature as a number > 0, got {temperature!r}")
    if not temperature > 0 or math.isinf(temperature):
        raise ValueError(
            f"expected temperature > 0 (finite), got {temperature!r}; for the most "
            "likely token, use greedy_decode"
        )
    if top_k is not None and (not _is_int(top_k) or top_k < 1):
        raise ValueError(f"expected top_k None or an int >= 1, got {top_k!r}")
    if top_p is not None and (
        isinstance(top_p, bool)
        or not isinstance(top_p, (int, float))
        or not 0 < top_p <= 1
    ):
        raise ValueError(f"expected top_p None or a number in (0, 1], got {top_p!r}")


def _check_beam_args(beam_size, n_best, alpha) -> None:
    if not _is_int(beam_size) or beam_size < 1:
        raise ValueError(f"expected beam_size as an int >= 1, got {beam_size!r}")
    if not _is_int(n_best) or not 1 <= n_best <= beam_size:
        raise ValueError(
            f"expected n_best as an int in [1, beam_size = {beam_size}], got {n_best!r}"
        )
    if isinstance(alpha, bool) or not isinstance(alpha, (int, float)):
        raise ValueError(f"expected length_penalty (alpha) as a number, got {alpha!r}")
    if not math.isfinite(alpha):
        raise ValueError(f"expected a finite length_penalty (alpha), got {alpha!r}")
