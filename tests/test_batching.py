"""Vocabularies, encoded pairs, shifted targets, padded batches, length bucketing, shards."""

import random
from collections import Counter

import pytest
import torch

from transformer_lib.data.batching import (
    Batch,
    BucketBatchSampler,
    TranslationDataset,
    build_vocabs,
    collate,
    make_loader,
    shift_targets,
)
from transformer_lib.tokenizer import Vocab

PAIRS = [
    ("le chat dort .", "the cat sleeps ."),
    ("le chien mange une pomme .", "the dog eats an apple ."),
    ("un chat", "a cat"),
    ("elle ne dort pas .", "she does not sleep ."),
]


def made_up_pairs(n, seed=0, longest=12):
    """n pairs of random 'words' of random lengths; the target is the source reversed."""
    rng = random.Random(seed)
    words = [f"w{i}" for i in range(30)]
    pairs = []
    for _ in range(n):
        src = [rng.choice(words) for _ in range(rng.randint(1, longest))]
        tgt = [w.upper() for w in reversed(src)][: rng.randint(1, len(src))]
        pairs.append((" ".join(src), " ".join(tgt)))
    return pairs


@pytest.fixture
def dataset():
    pairs = made_up_pairs(200)
    return TranslationDataset(pairs, *build_vocabs(pairs))


# --- vocabularies --------------------------------------------------------------------


def test_build_vocabs_one_per_language():
    src_vocab, tgt_vocab = build_vocabs(PAIRS)
    assert src_vocab.itos[:4] == ["<pad>", "<s>", "</s>", "<unk>"]
    assert tgt_vocab.itos[:4] == ["<pad>", "<s>", "</s>", "<unk>"]
    french = {w for src, _ in PAIRS for w in src.split()}
    english = {w for _, tgt in PAIRS for w in tgt.split()}
    assert set(src_vocab.itos[4:]) == french
    assert set(tgt_vocab.itos[4:]) == english
    # most frequent first ("." 3 times), then ties (2 times) in alphabetical order
    assert src_vocab.itos[4:8] == [".", "chat", "dort", "le"]


def test_build_vocabs_min_freq_max_size_shared():
    src_vocab, tgt_vocab = build_vocabs(PAIRS, min_freq=2)
    assert set(src_vocab.itos[4:]) == {"le", "chat", "dort", "."}
    assert set(tgt_vocab.itos[4:]) == {"the", "cat", "."}
    src_vocab, _ = build_vocabs(PAIRS, max_size=6)
    assert len(src_vocab) == 6
    shared, same = build_vocabs(PAIRS, shared=True)
    assert shared is same
    assert {"chat", "cat", "pomme", "apple"} <= set(shared.itos)


@pytest.mark.parametrize(
    "pairs",
    [[], "le chat", [("le chat",)], [("le chat", 3)], [["a", "b", "c"]], None],
)
def test_build_vocabs_bad_pairs(pairs):
    with pytest.raises(ValueError, match="pair"):
        build_vocabs(pairs)


# --- the dataset ---------------------------------------------------------------------


def test_dataset_encodes_source_with_eos_and_target_bare():
    src_vocab, tgt_vocab = build_vocabs(PAIRS)
    data = TranslationDataset(PAIRS, src_vocab, tgt_vocab)
    assert len(data) == len(PAIRS)
    for i, (fr, en) in enumerate(PAIRS):
        src, tgt = data[i]
        assert [src_vocab.itos[j] for j in src] == fr.split() + ["</s>"]
        assert [tgt_vocab.itos[j] for j in tgt] == en.split()
        assert data.lengths[i] == max(len(fr.split()) + 1, len(en.split()) + 1)


def test_dataset_unknown_words_and_bad_vocab():
    src_vocab, tgt_vocab = build_vocabs(PAIRS)
    data = TranslationDataset([("le zèbre", "the zebra")], src_vocab, tgt_vocab)
    assert data[0] == ([src_vocab.stoi["le"], 3, 2], [tgt_vocab.stoi["the"], 3])
    with pytest.raises(ValueError, match="tgt_vocab"):
        TranslationDataset(PAIRS, src_vocab, tgt_vocab.itos)


# --- teacher forcing -----------------------------------------------------------------


def test_shift_targets_by_hand():
    tgt_in, tgt_out = shift_targets(torch.tensor([7, 8, 9]))
    assert tgt_in.tolist() == [1, 7, 8, 9]  # <s> y1 y2 y3
    assert tgt_out.tolist() == [7, 8, 9, 2]  # y1 y2 y3 </s>
    assert tgt_in.dtype == tgt_out.dtype == torch.long


@pytest.mark.parametrize("shape", [(1,), (5,), (3, 4), (2, 3, 6)])
def test_shift_targets_shapes_and_alignment(shape):
    y = torch.randint(4, 50, shape)
    tgt_in, tgt_out = shift_targets(y, bos_id=1, eos_id=2)
    assert tgt_in.shape == tgt_out.shape == (*shape[:-1], shape[-1] + 1)
    # the decoder reads at t+1 what it had to predict at t
    assert torch.equal(tgt_in[..., 1:], tgt_out[..., :-1])
    assert torch.equal(tgt_in[..., 1:], y)
    assert (tgt_in[..., 0] == 1).all() and (tgt_out[..., -1] == 2).all()


def test_shift_targets_empty_sentence_and_other_ids():
    tgt_in, tgt_out = shift_targets(torch.zeros(0, dtype=torch.long))
    assert tgt_in.tolist() == [1] and tgt_out.tolist() == [2]
    tgt_in, tgt_out = shift_targets(torch.tensor([5, 6]), bos_id=10, eos_id=11)
    assert tgt_in.tolist() == [10, 5, 6] and tgt_out.tolist() == [5, 6, 11]


@pytest.mark.parametrize(
    "bad",
    [torch.tensor(3), torch.tensor([1.0, 2.0]), torch.tensor([True, False]), [7, 8]],
)
def test_shift_targets_bad_input(bad):
    with pytest.raises(ValueError, match="integer target ids"):
        shift_targets(bad)


# --- batches -------------------------------------------------------------------------


def test_collate_pads_and_counts(dataset):
    examples = [dataset[i] for i in (3, 17, 42, 99)]
    batch = collate(examples)
    assert isinstance(batch, Batch) and len(batch) == 4
    S = max(len(s) for s, _ in examples)
    T = max(len(t) for _, t in examples) + 1
    assert batch.src.shape == (4, S) and batch.tgt_in.shape == batch.tgt_out.shape == (
        4,
        T,
    )
    for b, (src, tgt) in enumerate(examples):
        n = len(tgt)
        assert batch.src[b].tolist() == src + [0] * (S - len(src))
        assert batch.tgt_in[b].tolist() == [1] + tgt + [0] * (T - n - 1)
        assert batch.tgt_out[b].tolist() == tgt + [2] + [0] * (T - n - 1)
    assert batch.n_tokens == sum(len(t) + 1 for _, t in examples)
    assert batch.n_tokens == int((batch.tgt_out != 0).sum())
    for t in (batch.src, batch.tgt_in, batch.tgt_out):
        assert t.dtype == torch.long


def test_batch_to_and_collate_errors(dataset):
    batch = collate([dataset[0]])
    moved = batch.to("cpu")
    assert torch.equal(moved.src, batch.src) and moved.n_tokens == batch.n_tokens
    with pytest.raises(ValueError, match="at least one"):
        collate([])


# --- length bucketing ----------------------------------------------------------------


def padded_size(batch, lengths):
    return len(batch) * max(lengths[i] for i in batch)


def test_sampler_each_index_once_and_budget_respected():
    lengths = [random.Random(i).randint(1, 30) for i in range(500)]
    sampler = BucketBatchSampler(lengths, max_tokens=200, shuffle=True, seed=1)
    batches = list(sampler)
    seen = sorted(i for b in batches for i in b)
    assert seen == list(range(500))  # one process: nothing dropped, nothing repeated
    assert all(padded_size(b, lengths) <= 200 for b in batches)
    assert len(sampler) == len(batches)


def test_sampler_batch_size_and_both_limits():
    lengths = [1 + i % 17 for i in range(300)]
    batches = list(BucketBatchSampler(lengths, batch_size=16))
    assert all(len(b) <= 16 for b in batches)
    assert sum(len(b) for b in batches) == 300
    both = list(BucketBatchSampler(lengths, max_tokens=100, batch_size=8))
    assert all(len(b) <= 8 and padded_size(b, lengths) <= 100 for b in both)


def test_sampler_buckets_reduce_padding():
    lengths = [random.Random(i).randint(1, 40) for i in range(2000)]
    bucketed = list(BucketBatchSampler(lengths, batch_size=32, seed=0))
    padding = sum(
        padded_size(b, lengths) - sum(lengths[i] for i in b) for b in bucketed
    )
    # the same batch sizes drawn without sorting by length
    order = torch.randperm(2000, generator=torch.Generator().manual_seed(0)).tolist()
    plain = [order[k : k + 32] for k in range(0, 2000, 32)]
    plain_padding = sum(
        padded_size(b, lengths) - sum(lengths[i] for i in b) for b in plain
    )
    assert padding < 0.1 * plain_padding
    # each batch is one length or two neighbouring ones
    assert all(
        max(lengths[i] for i in b) - min(lengths[i] for i in b) <= 1 for b in bucketed
    )


def test_sampler_seeded_shuffle_per_epoch():
    lengths = [1 + i % 9 for i in range(400)]
    a = BucketBatchSampler(lengths, max_tokens=64, seed=3)
    b = BucketBatchSampler(lengths, max_tokens=64, seed=3)
    c = BucketBatchSampler(lengths, max_tokens=64, seed=4)
    assert list(a) == list(b)  # same seed, same order
    assert list(a) != list(c)  # another seed, another order
    first = list(a)
    a.set_epoch(1)
    second = list(a)
    assert first != second  # a new order each epoch ...
    assert sorted(map(sorted, first)) != sorted(map(sorted, second))  # ... new batches
    a.set_epoch(0)
    assert list(a) == first  # ... and epoch 0 again gives epoch 0's order


def test_sampler_without_shuffle_is_sorted():
    lengths = [5, 1, 3, 3, 2, 8, 1]
    batches = list(BucketBatchSampler(lengths, batch_size=2, shuffle=False))
    assert batches == [[1, 6], [4, 2], [3, 0], [5]]


def test_sampler_resume_mid_epoch():
    lengths = [1 + i % 13 for i in range(300)]
    sampler = BucketBatchSampler(lengths, max_tokens=80, seed=5)
    sampler.set_epoch(2)
    full = list(sampler)
    sampler.set_epoch(2, start=7)
    assert list(sampler) == full[7:]
    assert len(sampler) == len(full) - 7


@pytest.mark.parametrize("world", [2, 3, 4])
def test_sampler_shards_across_ranks(world):
    lengths = [random.Random(i).randint(1, 20) for i in range(333)]
    kw = dict(max_tokens=60, seed=7)
    everything = list(BucketBatchSampler(lengths, num_replicas=1, rank=0, **kw))
    shards = [
        list(BucketBatchSampler(lengths, num_replicas=world, rank=r, **kw))
        for r in range(world)
    ]
    steps = len(everything) // world
    assert all(len(s) == steps for s in shards)  # every rank makes the same steps
    for k in range(steps):  # step k of rank r is batch k * world + r of the whole
        for r in range(world):
            assert shards[r][k] == everything[k * world + r]
    used = sorted(i for s in shards for b in s for i in b)
    assert len(used) == len(set(used))  # no sentence on two ranks
    left_out = [i for b in everything[steps * world :] for i in b]
    assert sorted(used + left_out) == list(range(333))


def test_sampler_evaluation_shards_cover_everything():
    lengths = [1 + i % 11 for i in range(101)]
    shards = [
        list(BucketBatchSampler(lengths, 40, shuffle=False, num_replicas=3, rank=r))
        for r in range(3)
    ]
    assert sorted(i for s in shards for b in s for i in b) == list(range(101))


def test_sampler_rank_from_torchrun_environment(monkeypatch):
    lengths = [1 + i % 7 for i in range(100)]
    everything = list(BucketBatchSampler(lengths, max_tokens=30, num_replicas=1))
    monkeypatch.setenv("WORLD_SIZE", "2")
    monkeypatch.setenv("RANK", "1")
    sampler = BucketBatchSampler(lengths, max_tokens=30)
    assert (sampler.rank, sampler.num_replicas) == (1, 2)
    assert list(sampler) == everything[1 : len(everything) // 2 * 2 : 2]


@pytest.mark.parametrize(
    "kwargs, message",
    [
        (dict(), "max_tokens or batch_size"),
        (dict(batch_size=0), "batch_size"),
        (dict(max_tokens=2.5), "max_tokens"),
        (dict(max_tokens=5), "more than max_tokens=5"),
        (dict(batch_size=4, num_replicas=2, rank=2), "rank"),
        (dict(batch_size=4, num_replicas=0, rank=0), "num_replicas"),
        (dict(batch_size=100, num_replicas=2, rank=0), "one per rank"),
    ],
)
def test_sampler_bad_arguments(kwargs, message):
    with pytest.raises(ValueError, match=message):
        BucketBatchSampler([3, 6, 2, 4], **kwargs)


def test_sampler_bad_lengths():
    with pytest.raises(ValueError, match="empty"):
        BucketBatchSampler([], batch_size=2)
    with pytest.raises(ValueError, match="lengths >= 1"):
        BucketBatchSampler([3, 0], batch_size=2)


# --- the loader ----------------------------------------------------------------------


def test_make_loader_yields_batches_of_every_pair(dataset):
    loader = make_loader(dataset, max_tokens=120, seed=2)
    batches = list(loader)
    assert all(isinstance(b, Batch) for b in batches)
    assert all(b.src.numel() <= 120 and b.tgt_out.numel() <= 120 for b in batches)
    # every pair exactly once: compare the real tokens of all targets
    got = Counter(tuple(row[row != 0].tolist()) for b in batches for row in b.tgt_out)
    want = Counter(tuple(dataset[i][1] + [2]) for i in range(len(dataset)))
    assert got == want
    assert sum(b.n_tokens for b in batches) == sum(len(t) + 1 for t in dataset.tgt)


def test_make_loader_rejects_other_datasets():
    with pytest.raises(ValueError, match="TranslationDataset"):
        make_loader([(1, 2)], batch_size=2)


def test_vocab_ids_are_the_fixed_specials():
    assert (Vocab.pad_id, Vocab.bos_id, Vocab.eos_id) == (0, 1, 2)


def test_make_loader_leaves_the_global_random_state_alone(dataset):
    # DataLoader draws a seed from a generator each time an epoch starts: ours has its
    # own, so the data never shifts the random numbers of dropout (resume needs this)
    loader = make_loader(dataset, max_tokens=120)
    torch.manual_seed(0)
    for _ in range(3):
        list(loader)
    assert torch.equal(torch.get_rng_state(), torch.manual_seed(0).get_state())
