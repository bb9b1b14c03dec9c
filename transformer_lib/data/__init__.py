"""Chapter 8: the French -> English corpus that ships with the package, and batches for training.

    >>> from transformer_lib.data import load_corpus, build_vocabs, TranslationDataset, make_loader
    >>> pairs = load_corpus("train")                  # [(french, english), ...]
    >>> src_vocab, tgt_vocab = build_vocabs(pairs)
    >>> dataset = TranslationDataset(pairs, src_vocab, tgt_vocab)
    >>> loader = make_loader(dataset, max_tokens=4096)   # Batches: src, tgt_in, tgt_out

``corpus`` reads the shipped splits and any tab-separated file of sentence pairs (the
Tatoeba / Anki exports); ``batching`` turns pairs into padded, teacher-forced batches;
``generate`` (needs the ``corpus`` extra, pyrealb) regenerates the shipped files:
``python -m transformer_lib.data generate``.
"""

from transformer_lib.data.batching import (
    Batch,
    BucketBatchSampler,
    TranslationDataset,
    build_vocabs,
    collate,
    make_loader,
    shift_targets,
)
from transformer_lib.data.corpus import SPLITS, load_corpus, read_pairs

__all__ = [
    "SPLITS",
    "load_corpus",
    "read_pairs",
    "build_vocabs",
    "TranslationDataset",
    "shift_targets",
    "Batch",
    "collate",
    "BucketBatchSampler",
    "make_loader",
]
