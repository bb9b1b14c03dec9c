"""One training run: a recipe's pairs, vocabularies, model and Trainer, set up and fitted.

:func:`train` is what ``python -m transformer_lib.train`` runs (see
:mod:`transformer_lib.train`); it writes a full checkpoint, which ``--resume`` continues
and :func:`transformer_lib.train.export` makes small.
"""

from __future__ import annotations

import os
import subprocess
import time
from collections.abc import Sequence
from pathlib import Path

import torch

from transformer_lib.casing import learn_casing
from transformer_lib.data import (
    TranslationDataset,
    build_vocabs,
    load_corpus,
    make_loader,
)
from transformer_lib.model import Transformer, TransformerConfig
from transformer_lib.tokenizer import tokenize
from transformer_lib.train.pairs import _fitting, _split, bpe_vocabs, concatenated_pairs
from transformer_lib.train.recipes import RECIPES
from transformer_lib.training import Trainer, load_checkpoint, run_metadata
from transformer_lib.translate.names import Names, mask_names

__all__ = ["train"]


def train(
    recipe: str = "capstone",
    out: str | os.PathLike = "runs/capstone.pt",
    *,
    steps: int | None = None,
    train_pairs: int | None = None,
    data: Sequence[tuple[str, str]] | None = None,
    valid_data: Sequence[tuple[str, str]] | None = None,
    device: str | None = None,
    resume: bool = False,
    command: str | None = None,
    positional: str = "sinusoidal",  # [ch11] positional schemes, longer training pairs
    decoder_positional: str | None = None,  # [ch11]
    concat: bool = False,  # [ch11]
    tokens: str = "words",
    merges: int | None = None,
    seed: int | None = None,
    name_share: float | None = None,
    decay_steps: int | None = None,
) -> dict:
    """Train a recipe; returns the checkpoint it wrote to `out`.

    By default on the shipped corpus (its train and valid splits). `data`: your own
    (source, target) pairs instead, for example from ``read_pairs`` (chapter 8); then
    `valid_data`, or else 1 % of `data` (at most 2,000 pairs, picked with the recipe's
    seed) held out for validation. steps / train_pairs override the recipe (fewer steps,
    only the first N training pairs). positional / decoder_positional: the model's
    positional schemes (chapter 11, `TransformerConfig`). concat: add one pair made of two
    random training pairs, joined, for every two training pairs (chapter 11: longer
    sentences seen in training). tokens="bpe": subwords instead of words, one
    BPETokenizer per language with `merges` merges each (see ``bpe_vocabs``). seed: the
    initial weights, the order of the batches, the dropout masks and the concatenated
    pairs (default: the recipe's); pairs held out of `data` for validation stay the
    recipe's, so that runs of different seeds are validated on the same pairs.
    name_share: the share of the training pairs holding names (words written alike on
    both sides) whose names are replaced by placeholders, drawn with the seed (see
    :mod:`transformer_lib.translate.names`): the model learns to copy the names it
    never saw; the metadata records it ("names"), for translation. 0: pairs as they are;
    default: the recipe's.
    decay_steps: the learning rate falls linearly to 0 over the run's last decay_steps
    steps (see ``Trainer``); the metadata records it. Default: the recipe's, in a run at
    least as long as the recipe's; none in a shorter one, whose steps are then the first
    steps of the recipe's run (chapter 10 trains ten of them).
    """
    if recipe not in RECIPES:
        raise ValueError(f"unknown recipe {recipe!r}; expected one of {list(RECIPES)}")
    if tokens not in ("words", "bpe"):
        raise ValueError(f"unknown tokens {tokens!r}; expected 'words' or 'bpe'")
    if tokens == "bpe" and (type(merges) is not int or merges < 1):
        raise ValueError(f"tokens='bpe' needs merges as an int >= 1, got {merges!r}")
    if tokens == "words" and merges is not None:
        raise ValueError("merges goes with tokens='bpe'")
    if seed is not None and (type(seed) is not int or seed < 0):
        raise ValueError(f"seed must be an int >= 0, got {seed!r}")
    sizes, settings = RECIPES[recipe]
    if name_share is None:
        name_share = settings.get("name_share", 0.0)
    if not isinstance(name_share, (int, float)) or not 0 <= name_share <= 1:
        raise ValueError(f"name_share must be a number in [0, 1], got {name_share!r}")
    steps = settings["steps"] if steps is None else steps
    seed = settings["seed"] if seed is None else seed
    if decay_steps is None:  # a shorter run is the start of the recipe's: no cool-down
        decay_steps = (
            settings.get("decay_steps", 0) if steps >= settings["steps"] else 0
        )
    if type(decay_steps) is not int or not 0 <= decay_steps <= steps:
        raise ValueError(
            f"decay_steps must be an int in [0, steps], got {decay_steps!r}"
        )
    if data is None:
        if valid_data is not None:
            raise ValueError("valid_data needs data: the training pairs it goes with")
        pairs, valid_pairs = load_corpus("train"), load_corpus("valid")
    else:
        pairs, valid_pairs = _split(list(data), valid_data, settings["seed"])
    if train_pairs is not None:
        pairs = pairs[:train_pairs]
    valid_pairs = valid_pairs[: settings["valid_pairs"]]
    names = None
    if name_share > 0:  # before the vocabularies: they hold the placeholders
        pairs, counts = mask_names(pairs, name_share, seed)
        names = Names.of_sources(source for source, _ in pairs).to_metadata(name_share)
        names.update(counts)
    torch.manual_seed(seed)
    if tokens == "bpe":  # draws no random numbers: the seed's stream is the same
        src_vocab, tgt_vocab = bpe_vocabs(pairs, merges)
        pairs = _fitting(pairs, src_vocab, tgt_vocab, sizes["max_len"])
        valid_pairs = _fitting(valid_pairs, src_vocab, tgt_vocab, sizes["max_len"])
    else:
        src_vocab, tgt_vocab = build_vocabs(pairs, max_size=settings["max_vocab"])
    # how to case the output: learned from the training targets, saved with the vocabs
    tgt_vocab.casing = learn_casing(target for _, target in pairs)
    config = TransformerConfig(
        src_vocab_size=len(src_vocab),
        tgt_vocab_size=len(tgt_vocab),
        pad_id=src_vocab.pad_id,
        **sizes,
        **_positional(positional, decoder_positional),  # [ch11] positional schemes
    )
    model = Transformer(config)
    # [ch11 begin] pairs of training pairs, joined (longer sentences seen in training)
    if concat:  # after the vocabularies and the casing table: no new words
        pairs = pairs + concatenated_pairs(pairs, seed, sizes["max_len"])
    # [ch11 end]
    train_loader = make_loader(
        TranslationDataset(pairs, src_vocab, tgt_vocab),
        max_tokens=settings["max_tokens"],
        seed=seed,
    )
    valid = TranslationDataset(valid_pairs, src_vocab, tgt_vocab)
    valid_loader = make_loader(valid, max_tokens=settings["max_tokens"], shuffle=False)
    trainer = (_BPETrainer if tokens == "bpe" else Trainer)(
        model,
        train_loader,
        valid_loader,
        warmup=settings["warmup"],
        lr_factor=settings["lr_factor"],
        device=device,
        vocabs=(src_vocab, tgt_vocab),
        decay_steps=decay_steps,
    )
    if tokens == "bpe":  # the words it read, to flag the ones it never saw
        trainer.source_words = sorted({w for s, _ in pairs for w in tokenize(s)})
    earlier = {}
    if resume and Path(out).exists():
        earlier = trainer.resume(out)["metadata"]
    start = time.perf_counter()
    load_before = _load_average()
    metadata = run_metadata(recipe=recipe, dirty=_dirty(), seed=seed)
    if decay_steps:
        metadata["decay_steps"] = decay_steps
    if command is not None:
        metadata["command"] = command
    if names is not None:
        metadata["names"] = names
    if tokens == "bpe":
        metadata.update(
            tokens="bpe", merges=[len(src_vocab.merges), len(tgt_vocab.merges)]
        )
    trainer.fit(
        steps,
        valid_every=settings["valid_every"],
        checkpoint=out,
        checkpoint_every=settings["valid_every"],
        metadata=metadata,
    )
    seconds = time.perf_counter() - start
    previous = earlier.get("train_seconds", 0.0)
    metadata.update(
        train_seconds=round(previous + seconds, 1),  # a resumed run adds its time
        device=str(trainer.device),
        threads=torch.get_num_threads(),
        train_pairs=len(pairs),
        data="shipped corpus" if data is None else "own pairs",
        # how busy the machine was (1-minute load average, before and after; None where
        # the system does not say): a shared machine trains more slowly
        load_average=[load_before, _load_average()],
    )
    trainer.save(out, metadata=metadata)
    if trainer.world_size > 1:
        torch.distributed.barrier()  # rank 0 has written the file: every rank reads it
    return load_checkpoint(out)


def _positional(positional: str, decoder_positional: str | None) -> dict:
    """Config fields for the schemes; none for the paper's (its config omits them)."""
    fields = {}
    if positional != "sinusoidal":
        fields["positional"] = positional
    if decoder_positional is not None:
        fields["decoder_positional"] = decoder_positional
    return fields


class _BPETrainer(Trainer):
    """A Trainer whose checkpoints also hold the two BPETokenizers (their merges, in
    ``vocabs["bpe"]``): the token lists alone cannot say how to cut a new word."""

    def save(self, path: str | os.PathLike, metadata: dict | None = None) -> None:
        super().save(path, metadata)
        if self.rank != 0:
            return
        state = load_checkpoint(path)
        state["vocabs"]["bpe"] = {"src": self.vocabs[0].to_dict()}
        state["vocabs"]["bpe"]["tgt"] = self.vocabs[1].to_dict()
        # every word of the training sources (as ``tokenize`` cuts them): BPE reads any
        # word, so only this list can say that a word was never seen in training
        state["vocabs"]["bpe"]["src_words"] = getattr(self, "source_words", None)
        tmp = Path(path).with_name(Path(path).name + ".tmp")
        torch.save(state, tmp)
        os.replace(tmp, path)


def _load_average() -> float | None:
    try:
        return round(os.getloadavg()[0], 2)
    except (AttributeError, OSError):  # not on Windows
        return None


_PACKAGE = Path(__file__).resolve().parents[1]  # transformer_lib


def _dirty(package: Path = _PACKAGE) -> bool | None:
    """Whether the checkout of ``package`` (transformer_lib) has uncommitted changes,
    leaving out the shipped checkpoints and their scores (``pretrained/files``): they are
    what training writes, not code, and an experiment that retrains several runs in a row
    replaces them between runs. None outside a git checkout."""
    outputs = package / "pretrained" / "files"
    try:
        out = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=no"]
            + ["--", ":/", f":(exclude){outputs}"],
            capture_output=True,
            text=True,
            timeout=10,
            cwd=package,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return bool(out.stdout.strip()) if out.returncode == 0 else None
