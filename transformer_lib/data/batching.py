"""Chapter 8: sentence pairs -> padded batches of ids for teacher-forced training.

The path of one pair:  ("le chat dort .", "the cat sleeps .")
  1) vocabularies:      build_vocabs(pairs)  -> one Vocab per language
  2) ids:               TranslationDataset   -> src = x1 … xm </s>,  tgt = y1 … yn
  3) teacher forcing:   shift_targets(tgt)   -> tgt_in = <s> y1 … yn,  tgt_out = y1 … yn </s>
  4) batches:           collate(examples)    -> Batch(src, tgt_in, tgt_out, n_tokens), padded
  5) order:             BucketBatchSampler   -> sentences of similar length together, shuffled
                                                 by a seeded generator, sharded across DDP ranks
  6) all of it:         make_loader(...)     -> a DataLoader that yields Batches

Shapes: B sentences, S source length, T target length (both padded with <pad> = 0).
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import torch
from torch.utils.data import DataLoader, Dataset, Sampler

from transformer_lib.tokenizer import Vocab, pad_batch

__all__ = [
    "build_vocabs",
    "TranslationDataset",
    "shift_targets",
    "Batch",
    "collate",
    "BucketBatchSampler",
    "make_loader",
]

PAD_ID, BOS_ID, EOS_ID = Vocab.pad_id, Vocab.bos_id, Vocab.eos_id  # 0, 1, 2


def _check_pairs(pairs) -> list[tuple[str, str]]:
    if isinstance(pairs, (str, bytes)) or not isinstance(pairs, Sequence):
        raise ValueError(
            f"expected a list of (source, target) string pairs, got {type(pairs).__name__}"
        )
    if len(pairs) == 0:
        raise ValueError("expected at least one (source, target) pair, got none")
    for i, pair in enumerate(pairs):
        if (
            not isinstance(pair, (tuple, list))
            or len(pair) != 2
            or not all(isinstance(s, str) for s in pair)
        ):
            raise ValueError(
                f"expected pair {i} as (source: str, target: str), got {pair!r}"
            )
    return [tuple(pair) for pair in pairs]


def build_vocabs(
    pairs: Sequence[tuple[str, str]],
    min_freq: int = 1,
    max_size: int | None = None,
    shared: bool = False,
) -> tuple[Vocab, Vocab]:
    """(source, target) pairs -> (src_vocab, tgt_vocab); shared=True: one for both."""
    pairs = _check_pairs(pairs)
    if shared:  # one table for both languages (then the model can share embeddings)
        vocab = Vocab([s for pair in pairs for s in pair], min_freq, max_size)
        return vocab, vocab
    src_vocab = Vocab([src for src, _ in pairs], min_freq, max_size)
    tgt_vocab = Vocab([tgt for _, tgt in pairs], min_freq, max_size)
    return src_vocab, tgt_vocab


class TranslationDataset(Dataset):
    """Pairs of sentences, encoded once: item i = (src ids + [</s>], tgt ids)."""

    def __init__(
        self, pairs: Sequence[tuple[str, str]], src_vocab: Vocab, tgt_vocab: Vocab
    ):
        pairs = _check_pairs(pairs)
        for name, vocab in (("src_vocab", src_vocab), ("tgt_vocab", tgt_vocab)):
            if not isinstance(vocab, Vocab):
                raise ValueError(
                    f"expected {name} as a Vocab, got {type(vocab).__name__}"
                )
        self.src_vocab, self.tgt_vocab = src_vocab, tgt_vocab
        # The source ends with </s> so the encoder sees where the sentence stops; the
        # target gets its <s> and </s> from shift_targets, when the batch is made.
        self.src = [src_vocab.encode(src, add_eos=True) for src, _ in pairs]
        self.tgt = [tgt_vocab.encode(tgt) for _, tgt in pairs]
        # What a pair costs in a padded batch: its longer side (the target gets +1).
        self.lengths = [
            max(len(s), len(t) + 1) for s, t in zip(self.src, self.tgt, strict=True)
        ]

    def __len__(self) -> int:
        return len(self.src)

    def __getitem__(self, i: int) -> tuple[list[int], list[int]]:
        return self.src[i], self.tgt[i]


def shift_targets(
    tgt: torch.Tensor, bos_id: int = BOS_ID, eos_id: int = EOS_ID
) -> tuple[torch.Tensor, torch.Tensor]:
    """Target ids y1 … yn (..., n) -> decoder input <s> y1 … yn and target y1 … yn </s>.

    Both are (..., n + 1): at position t the decoder reads the true words before t
    (teacher forcing) and must predict word t; the last prediction is </s>.
    """
    if (
        not isinstance(tgt, torch.Tensor)
        or tgt.dim() == 0
        or tgt.is_floating_point()
        or tgt.is_complex()
        or tgt.dtype == torch.bool
    ):
        got = (
            f"{tgt.dtype} {tuple(tgt.shape)}" if isinstance(tgt, torch.Tensor) else tgt
        )
        raise ValueError(
            f"expected a tensor of integer target ids (..., n), got {got!r}"
        )
    bos = tgt.new_full((*tgt.shape[:-1], 1), bos_id)  # (..., 1)
    eos = tgt.new_full((*tgt.shape[:-1], 1), eos_id)  # (..., 1)
    tgt_in = torch.cat([bos, tgt], dim=-1)  # (..., n + 1): <s> y1 … yn
    tgt_out = torch.cat([tgt, eos], dim=-1)  # (..., n + 1): y1 … yn </s>
    return tgt_in, tgt_out


@dataclass(frozen=True)
class Batch:
    """One training batch: padded ids and the number of real target tokens."""

    src: torch.Tensor  # (B, S) x1 … xm </s>, then <pad>
    tgt_in: torch.Tensor  # (B, T) <s> y1 … yn, then <pad>: what the decoder reads
    tgt_out: torch.Tensor  # (B, T) y1 … yn </s>, then <pad>: what it must predict
    n_tokens: int  # non-pad positions of tgt_out: the loss is averaged over these

    def __len__(self) -> int:
        return self.src.size(0)

    def to(self, device, non_blocking: bool = False) -> Batch:
        """The same batch on `device`."""
        src, tgt_in, tgt_out = (
            t.to(device, non_blocking=non_blocking)
            for t in (self.src, self.tgt_in, self.tgt_out)
        )
        return Batch(src, tgt_in, tgt_out, self.n_tokens)

    def pin_memory(self) -> Batch:  # called by DataLoader(pin_memory=True)
        src, tgt_in, tgt_out = (
            t.pin_memory() for t in (self.src, self.tgt_in, self.tgt_out)
        )
        return Batch(src, tgt_in, tgt_out, self.n_tokens)


def collate(
    examples: Sequence[tuple[Sequence[int], Sequence[int]]], pad_id: int = PAD_ID
) -> Batch:
    """[(src ids, tgt ids), …] -> Batch: shift each target, then pad every side."""
    if len(examples) == 0:
        raise ValueError("expected at least one (src ids, tgt ids) example, got none")
    shifted = [
        shift_targets(torch.tensor(tgt, dtype=torch.long)) for _, tgt in examples
    ]
    tgt_out = [out for _, out in shifted]
    return Batch(
        src=pad_batch([src for src, _ in examples], pad_id),  # (B, S)
        tgt_in=pad_batch([inp for inp, _ in shifted], pad_id),  # (B, T)
        tgt_out=pad_batch(tgt_out, pad_id),  # (B, T)
        n_tokens=sum(len(out) for out in tgt_out),
    )


def _check_count(value, name: str) -> None:
    if value is not None and (type(value) is not int or value < 1):
        raise ValueError(f"expected {name} None or an int >= 1, got {value!r}")


def _distributed() -> tuple[int, int]:
    """(rank, world size) of this process: from torch.distributed, or torchrun's env."""
    if torch.distributed.is_available() and torch.distributed.is_initialized():
        return torch.distributed.get_rank(), torch.distributed.get_world_size()
    return int(os.environ.get("RANK", 0)), int(os.environ.get("WORLD_SIZE", 1))


class BucketBatchSampler(Sampler[list[int]]):
    """Lists of dataset indices: similar lengths together, batch order shuffled.

    Each epoch: 1) shuffle the indices (seed, epoch); 2) sort them by length (stable,
    so equal lengths stay shuffled); 3) cut the sorted list into batches of at most
    `batch_size` sentences and at most `max_tokens` padded positions (B x longest);
    4) shuffle the order of the batches; 5) with R ranks, rank r takes batches
    r, r + R, r + 2R, … (with drop_uneven, the last len % R batches are left out so
    that every rank makes the same number of steps, as DDP needs).
    """

    def __init__(
        self,
        lengths: Sequence[int],
        max_tokens: int | None = None,
        batch_size: int | None = None,
        shuffle: bool = True,
        seed: int = 0,
        num_replicas: int | None = None,
        rank: int | None = None,
        drop_uneven: bool | None = None,
    ):
        _check_count(max_tokens, "max_tokens")
        _check_count(batch_size, "batch_size")
        if max_tokens is None and batch_size is None:
            raise ValueError("expected max_tokens or batch_size (or both), got neither")
        self.lengths = [int(n) for n in lengths]
        if not self.lengths:
            raise ValueError("expected at least one example, got an empty dataset")
        if any(n < 1 for n in self.lengths):
            raise ValueError(f"expected lengths >= 1, got {min(self.lengths)}")
        if max_tokens is not None and max(self.lengths) > max_tokens:
            i = max(range(len(self.lengths)), key=self.lengths.__getitem__)
            raise ValueError(
                f"example {i} has {self.lengths[i]} tokens, more than "
                f"max_tokens={max_tokens}: raise max_tokens or drop long sentences"
            )
        env_rank, env_world = _distributed()
        self.rank = env_rank if rank is None else rank
        self.num_replicas = env_world if num_replicas is None else num_replicas
        _check_count(self.num_replicas, "num_replicas")
        if type(self.rank) is not int or not 0 <= self.rank < self.num_replicas:
            raise ValueError(
                f"expected rank in [0, {self.num_replicas}), got {self.rank!r}"
            )
        self.max_tokens, self.batch_size = max_tokens, batch_size
        self.shuffle, self.seed = shuffle, seed
        # Training (shuffle) keeps ranks in step; evaluation visits every batch once.
        self.drop_uneven = shuffle if drop_uneven is None else drop_uneven
        self.epoch, self.start = 0, 0
        if self.drop_uneven and len(self._all_batches(0)) < self.num_replicas:
            raise ValueError(
                f"expected at least {self.num_replicas} batches (one per rank), got "
                f"{len(self._all_batches(0))}: use smaller batches"
            )

    def set_epoch(self, epoch: int, start: int = 0) -> None:
        """Use the order of `epoch`, beginning at its `start`-th batch (to resume)."""
        self.epoch, self.start = epoch, start

    def _too_big(self, size: int, longest: int) -> bool:
        """Would `size` sentences padded to `longest` break a limit?"""
        if self.batch_size is not None and size > self.batch_size:
            return True
        return self.max_tokens is not None and size * longest > self.max_tokens

    def _all_batches(self, epoch: int) -> list[list[int]]:
        """Every batch of `epoch`, for all ranks, in the order they are used."""
        g = torch.Generator().manual_seed(self.seed * 1_000_003 + epoch)
        order = range(len(self.lengths))
        if self.shuffle:  # 1) random order, so that ties are broken differently
            order = torch.randperm(len(self.lengths), generator=g).tolist()
        order = sorted(order, key=self.lengths.__getitem__)  # 2) stable sort by length
        batches, current, longest = [], [], 0
        for i in order:  # 3) fill a batch until the next sentence would not fit
            n = self.lengths[i]
            if current and self._too_big(len(current) + 1, max(longest, n)):
                batches.append(current)
                current, longest = [], 0
            current.append(i)
            longest = max(longest, n)
        batches.append(current)
        if self.shuffle:  # 4) batches in random order (each is still length-sorted)
            batches = [batches[j] for j in torch.randperm(len(batches), generator=g)]
        return batches

    def _my_batches(self, epoch: int) -> list[list[int]]:
        batches, R = self._all_batches(epoch), self.num_replicas
        if self.drop_uneven:  # 5) the same number of batches on every rank
            batches = batches[: len(batches) // R * R]
        return batches[self.rank :: R]

    def __iter__(self) -> Iterator[list[int]]:
        yield from self._my_batches(self.epoch)[self.start :]

    def __len__(self) -> int:
        return max(0, len(self._my_batches(self.epoch)) - self.start)


def make_loader(
    dataset: TranslationDataset,
    max_tokens: int | None = None,
    batch_size: int | None = None,
    shuffle: bool = True,
    seed: int = 0,
    num_replicas: int | None = None,
    rank: int | None = None,
    num_workers: int = 0,
    pin_memory: bool = False,
) -> DataLoader:
    """A DataLoader of Batches, bucketed by length (see BucketBatchSampler).

    Under torchrun (WORLD_SIZE > 1) each rank gets its own shard of the batches.
    """
    if not hasattr(dataset, "lengths") or len(dataset.lengths) != len(dataset):
        raise ValueError(
            "expected a TranslationDataset (a dataset with one length per example), "
            f"got {type(dataset).__name__}"
        )
    sampler = BucketBatchSampler(
        dataset.lengths,
        max_tokens,
        batch_size,
        shuffle,
        seed,
        num_replicas,
        rank,
    )
    return DataLoader(
        dataset,
        batch_sampler=sampler,
        collate_fn=collate,
        num_workers=num_workers,
        pin_memory=pin_memory,
        # Its own generator: starting an epoch then draws nothing from the global one,
        # so the data order never shifts the random numbers that dropout uses.
        generator=torch.Generator().manual_seed(seed),
    )
