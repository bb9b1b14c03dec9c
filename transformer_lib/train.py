"""Chapter 10: the command that trains the capstone translator on the shipped corpus.

    python -m transformer_lib.train --config capstone            # < 10 min on 2 CPU cores
    python -m transformer_lib.train --config capstone --export   # ... and ship the result

It trains with the library's Trainer (chapter 8) on the shipped French -> English corpus,
with a fixed seed, writes a full checkpoint (fp32 weights, optimizer, random states: it
can be resumed with ``--resume``) to ``--out``, and with ``--export`` a small one for
shipping: weights in half precision, the vocabularies, the config, the scores, and the
commit and command that made it (``transformer_lib/pretrained/files/capstone.pt``).

On subwords instead of words (byte-pair encoding, chapter 1: one BPETokenizer per
language, N merges each; chapter 10 compares the two)::

    python -m transformer_lib.train --config capstone --tokens bpe --merges 1000 \
        --out runs/bpe.pt --export runs/capstone_bpe.pt

Your own corpus (a tab-separated file, read with ``read_pairs`` of chapter 8)::

    python -m transformer_lib.train --config capstone --data fra.txt --columns 1 0

Chapter 11's experiment: the same recipe with another positional scheme, or trained on
concatenated pairs as well::

    python -m transformer_lib.train --config capstone --positional rope --out runs/rope.pt
    python -m transformer_lib.train --config capstone --decoder-positional none ...
    python -m transformer_lib.train --config capstone --concat --out runs/concat.pt

Under torchrun the same command trains on several processes (DDP, chapter 8)::

    torchrun --standalone --nproc_per_node 8 -m transformer_lib.train --config base \
        --data pairs.tsv
"""

from __future__ import annotations

import argparse
import lzma
import os
import shlex
import subprocess
import sys
import time
import warnings
import zlib
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

import torch

from transformer_lib.bpe import BPETokenizer, learn_merges, pre_tokenize
from transformer_lib.casing import learn_casing
from transformer_lib.data import (
    TranslationDataset,
    build_vocabs,
    load_corpus,
    make_loader,
    read_pairs,
)
from transformer_lib.model import Transformer, TransformerConfig
from transformer_lib.position_schemes import SCHEMES
from transformer_lib.pretrained import build_model, checked_device
from transformer_lib.tokenizer import SPECIALS, Vocab, tokenize
from transformer_lib.training import (
    Trainer,
    _portable_command,
    load_checkpoint,
    run_metadata,
)
from transformer_lib.translate import translate

__all__ = ["RECIPES", "train", "export"]

# name -> (model sizes, training settings). Vocabulary sizes come from the corpus.
RECIPES: dict[str, tuple[dict, dict]] = {
    # the shipped translator: small enough to train on two CPU cores in about half an hour
    "capstone": (
        dict(
            d_model=128,
            n_heads=4,
            d_ff=512,
            n_encoder_layers=2,
            n_decoder_layers=2,
            dropout=0.1,
            max_len=128,
            share_embeddings=False,  # French and English have their own tables
        ),
        dict(
            steps=1200,
            max_tokens=6000,  # source + target tokens per batch: ~230 batches an epoch
            warmup=300,
            lr_factor=1.0,
            seed=0,
            valid_every=100,
            valid_pairs=None,  # all 2,000 validation pairs
            max_vocab=None,  # every word of the training pairs
        ),
    ),
    # a few seconds: for tests, and to try the command
    "tiny": (
        dict(
            d_model=32,
            n_heads=2,
            d_ff=64,
            n_encoder_layers=1,
            n_decoder_layers=1,
            dropout=0.1,
            max_len=128,
            share_embeddings=False,
        ),
        dict(
            steps=20,
            max_tokens=2000,
            warmup=10,
            lr_factor=1.0,
            seed=0,
            valid_every=10,
            valid_pairs=200,
            max_vocab=None,
        ),
    ),
    # the paper's base model (Table 3): for a large corpus of your own (--data) on several
    # GPUs. max_tokens is per process and per side (padded positions, B x longest): under
    # torchrun with 8 processes a step sees ~25,000 source and ~25,000 target positions,
    # the paper's batch.
    "base": (
        dict(
            d_model=512,
            n_heads=8,
            d_ff=2048,
            n_encoder_layers=6,
            n_decoder_layers=6,
            dropout=0.1,
            max_len=256,
            share_embeddings=False,  # word vocabularies, one per language (no BPE here)
        ),
        dict(
            steps=100_000,
            max_tokens=3125,
            warmup=4000,
            lr_factor=1.0,
            seed=0,
            valid_every=1000,
            valid_pairs=None,
            max_vocab=32_000,  # per language; rarer words become <unk>
        ),
    ),
}

SHIPPED = Path(__file__).resolve().parent / "pretrained" / "files" / "capstone.pt"

# Merges per language for --tokens bpe. On the shipped corpus (word vocabularies of 1,763
# French and 818 English tokens; test sentences of 10.8 and 10.6 words), 1,000 merges give
# vocabularies of 1,044 French and 1,034 English tokens, sentences of 13.4 and 11.4
# pieces, and 4 of 5 distinct French words of training cut in pieces (chapter 1's figure of
# vocabulary size against length). More merges make sentences shorter (1,500: 11.6 and
# 10.6) but the embedding tables and the output layer bigger: 1,000 keeps the exported
# model (about 2.8 MB) under the 3 MB a shipped checkpoint may weigh, a little smaller than
# the word-level one; 1,300 would not fit.
BPE_MERGES = 1000


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
    BPETokenizer per language with `merges` merges each (see ``bpe_vocabs``).
    """
    if recipe not in RECIPES:
        raise ValueError(f"unknown recipe {recipe!r}; expected one of {list(RECIPES)}")
    if tokens not in ("words", "bpe"):
        raise ValueError(f"unknown tokens {tokens!r}; expected 'words' or 'bpe'")
    if tokens == "bpe" and (type(merges) is not int or merges < 1):
        raise ValueError(f"tokens='bpe' needs merges as an int >= 1, got {merges!r}")
    if tokens == "words" and merges is not None:
        raise ValueError("merges goes with tokens='bpe'")
    sizes, settings = RECIPES[recipe]
    steps = settings["steps"] if steps is None else steps
    if data is None:
        if valid_data is not None:
            raise ValueError("valid_data needs data: the training pairs it goes with")
        pairs, valid_pairs = load_corpus("train"), load_corpus("valid")
    else:
        pairs, valid_pairs = _split(list(data), valid_data, settings["seed"])
    if train_pairs is not None:
        pairs = pairs[:train_pairs]
    valid_pairs = valid_pairs[: settings["valid_pairs"]]
    torch.manual_seed(settings["seed"])
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
        pairs = pairs + concatenated_pairs(pairs, settings["seed"], sizes["max_len"])
    # [ch11 end]
    train_loader = make_loader(
        TranslationDataset(pairs, src_vocab, tgt_vocab),
        max_tokens=settings["max_tokens"],
        seed=settings["seed"],
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
    )
    earlier = {}
    if resume and Path(out).exists():
        earlier = trainer.resume(out)["metadata"]
    start = time.perf_counter()
    load_before = _load_average()
    metadata = run_metadata(recipe=recipe, dirty=_dirty())
    if command is not None:
        metadata["command"] = command
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


def concatenated_pairs(
    pairs: Sequence[tuple[str, str]], seed: int, max_len: int
) -> list[tuple[str, str]]:
    """len(pairs) // 2 new pairs, each two random training pairs joined by a space
    (source to source, target to target), skipping any too long for max_len positions.

    The data-side fix for long sentences (Varis and Bojar 2021): the model sees
    positions past the longest single sentence during training.
    """
    g = torch.Generator().manual_seed(seed + 1)
    n = len(pairs)
    first = torch.randint(n, (n // 2,), generator=g).tolist()
    second = torch.randint(n, (n // 2,), generator=g).tolist()
    joined = []
    for i, j in zip(first, second, strict=True):
        src, tgt = f"{pairs[i][0]} {pairs[j][0]}", f"{pairs[i][1]} {pairs[j][1]}"
        if max(len(tokenize(src)), len(tokenize(tgt))) < max_len:
            joined.append((src, tgt))
    return joined


def _split(data: list, valid_data, seed: int) -> tuple[list, list]:
    """Training and validation pairs from a corpus of one's own."""
    if valid_data is not None:
        return data, list(valid_data)
    n_valid = min(2000, len(data) // 100)
    if n_valid < 1:
        raise ValueError(
            f"expected at least 100 pairs to hold 1 % out for validation, got "
            f"{len(data)}: pass valid_data"
        )
    order = torch.randperm(len(data), generator=torch.Generator().manual_seed(seed))
    held = set(order[:n_valid].tolist())
    return (
        [p for i, p in enumerate(data) if i not in held],
        [p for i, p in enumerate(data) if i in held],
    )


def _paper(args) -> bool:
    """True when the command trains the paper's model (the shipped one's recipe)."""
    return (
        args.positional == "sinusoidal"
        and not args.decoder_positional
        and (not args.concat)
        and args.tokens == "words"
    )


def bpe_vocabs(
    pairs: Sequence[tuple[str, str]], merges: int
) -> tuple[BPETokenizer, BPETokenizer]:
    """One BPETokenizer per language, `merges` merges each, learned on the training pairs.

    Separate vocabularies, not the paper's joint one: the capstone keeps one embedding
    table per language (``share_embeddings=False``), so a joint vocabulary would only
    give each table rows for the other language's pieces, which it never reads or writes;
    French and English written here share few pieces beyond names and punctuation; and
    with the same model and recipe as the word-level translator, only the tokens differ.
    Fewer merges are learned if no pair is left that occurs twice (``min_frequency``).
    """
    out = []
    for side in (0, 1):
        words = Counter(w for pair in pairs for w in pre_tokenize(pair[side]))
        alphabet = {c for word in words for c in word}
        size = len(SPECIALS) + len(alphabet) + merges  # specials, characters, merges
        alphabet, learned = learn_merges(words, vocab_size=size)
        out.append(BPETokenizer(alphabet, learned[:merges]))
    return out[0], out[1]


def _fitting(pairs: list, src_vocab, tgt_vocab, max_len: int) -> list:
    """The pairs whose pieces fit the model's `max_len` positions (said if some do not)."""
    fits = [
        (s, t)
        for s, t in pairs
        if max(len(src_vocab.encode(s)), len(tgt_vocab.encode(t))) < max_len
    ]
    if len(fits) < len(pairs):
        print(
            f"warning: left out {len(pairs) - len(fits)} pair(s) longer than the "
            f"model's {max_len - 1} subword tokens",
            file=sys.stderr,
        )
    return fits


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
        tmp = Path(path).with_name(Path(path).name + ".tmp")
        torch.save(state, tmp)
        os.replace(tmp, path)


def _load_average() -> float | None:
    try:
        return round(os.getloadavg()[0], 2)
    except (AttributeError, OSError):  # not on Windows
        return None


def _dirty() -> bool | None:
    """Whether the checkout has uncommitted changes (None outside a git checkout)."""
    try:
        out = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=no"],
            capture_output=True,
            text=True,
            timeout=10,
            cwd=Path(__file__).resolve().parent,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return bool(out.stdout.strip()) if out.returncode == 0 else None


def _curve(history: dict, every: int = 10) -> dict:
    """The training curve, small: train loss averaged over each `every` steps."""
    losses = history.get("train_loss", [])
    n = len(losses) // every
    return {
        "step": [every * (i + 1) for i in range(n)],
        "train_loss": [
            sum(losses[every * i : every * (i + 1)]) / every for i in range(n)
        ],
        "lr": history.get("lr", [])[every - 1 :: every][:n],
        "valid_step": list(history.get("valid_step", [])),
        "valid_loss": list(history.get("valid_loss", [])),
    }


def _half_precision_check(state: dict, weights: dict, n: int = 500) -> dict:
    """Greedy translations of n validation sentences with the checkpoint's 32-bit weights
    and with the rounded 16-bit ones: how many come out the same."""
    bpe = state["vocabs"].get("bpe")  # a model trained on subwords: its tokenizers
    if bpe is not None:
        src_vocab, tgt_vocab = map(BPETokenizer.from_dict, (bpe["src"], bpe["tgt"]))
    else:
        src_vocab = Vocab.from_itos(state["vocabs"]["src"])
        tgt_vocab = Vocab.from_itos(state["vocabs"]["tgt"])
    sentences = [fr for fr, _ in load_corpus("valid")[:n]]
    outputs = []
    for tensors in (state["model"], weights):
        model = build_model(state["config"], tensors).eval()
        outputs.append(translate(model, src_vocab, tgt_vocab, sentences))
    same = sum(a == b for a, b in zip(*outputs, strict=True))
    return {"split": "valid", "sentences": len(sentences), "same": same}


def export(
    checkpoint: str | os.PathLike | dict, path: str | os.PathLike = SHIPPED
) -> Path:
    """Write the shippable form of a checkpoint: fp16 weights, vocabs, config, metadata.

    It also records how many of 500 validation sentences the 16-bit weights translate
    exactly as the 32-bit ones do (``fp16_check``).
    """
    state = checkpoint if isinstance(checkpoint, dict) else load_checkpoint(checkpoint)
    if not state.get("vocabs"):
        raise ValueError(
            "the checkpoint has no vocabularies: nothing to translate with"
        )
    weights = {
        name: t.half() if t.is_floating_point() else t
        for name, t in state["model"].items()
    }
    history = state.get("history", {})
    last = history.get("train_loss", [])[-50:]
    shipped = {
        "format": 1,
        "config": state["config"],
        "model": weights,
        "vocabs": state["vocabs"],
        "metadata": state["metadata"],
        "steps": state["step"],
        # per target token, label-smoothed (eps = 0.1): mean of the last 50 steps
        "final_train_loss": sum(last) / len(last) if last else None,
        "final_valid_loss": (history.get("valid_loss") or [None])[-1],
        "curve": _curve(history),
        "fp16_check": _half_precision_check(state, weights),
    }
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    torch.save(shipped, path)
    return path


def _read_tsv(
    path: str, columns: Sequence[int], option: str, max_len: int
) -> list[tuple[str, str]]:
    """read_pairs for the command: its warnings as one line each on standard error, a
    ValueError saying what is wrong when the file gives no pair, and pairs too long for
    the model's `max_len` positions left out (and counted)."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            pairs = read_pairs(path, columns, errors="skip")
        except ValueError as error:  # no such file, not a file, bad --columns
            raise ValueError(f"{option}: {error}") from error
        except (OSError, EOFError, lzma.LZMAError, zlib.error) as error:  # bad .gz, .xz
            raise ValueError(
                f"{option} {path}: cannot read it ({type(error).__name__}: {error})"
            ) from error
    if not pairs and pairs.skipped:
        try:  # read again, stopping at the first bad line, for what is wrong with it
            read_pairs(path, columns, errors="raise")
        except ValueError as error:
            raise ValueError(
                f"{option} {path}: no usable pair in {pairs.skipped} line(s); "
                f"the first: {error}"
            ) from None
    if not pairs:
        raise ValueError(f"{option} {path} is empty: no sentence pairs in it")
    for warning in caught:
        print(f"warning: {option} {warning.message}", file=sys.stderr)
    fits = [p for p in pairs if max(len(tokenize(p[0])), len(tokenize(p[1]))) < max_len]
    if len(fits) < len(pairs):
        print(
            f"warning: {option} {path}: left out {len(pairs) - len(fits)} pair(s) "
            f"longer than the model's {max_len - 1} tokens",
            file=sys.stderr,
        )
    return fits


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m transformer_lib.train",
        description="Train a Transformer translator from a recipe, on the shipped "
        "French -> English corpus or on a TSV file of your own.",
    )
    parser.add_argument(
        "--config",
        default="capstone",
        choices=sorted(RECIPES),
        help="the recipe: capstone (the shipped model), tiny (seconds: to try the "
        "command), base (the paper's sizes, for several GPUs)",
    )
    parser.add_argument("--out", default=None, help="checkpoint (runs/NAME.pt)")
    parser.add_argument("--steps", type=int, help="optimizer steps (recipe's default)")
    parser.add_argument(
        "--data", help="train on this TSV file of pairs instead of the shipped corpus"
    )
    parser.add_argument(
        "--valid", help="validation TSV file (default: 1 %% of --data, held out)"
    )
    parser.add_argument(
        "--columns",
        nargs=2,
        type=int,
        default=(0, 1),
        metavar=("SRC", "TGT"),
        help="the columns of --data/--valid holding source and target (default: 0 1; "
        "Tatoeba's fra.txt: 1 0)",
    )
    parser.add_argument(
        "--positional",
        default="sinusoidal",
        choices=SCHEMES[:-1],
        help="where each token is (chapter 11): the encoder's scheme, and the "
        "decoder's unless --decoder-positional (default: sinusoidal, the paper's)",
    )
    parser.add_argument(
        "--decoder-positional",
        choices=SCHEMES,
        help="the decoder's scheme, if not the encoder's; none: no positions (NoPE)",
    )
    parser.add_argument(
        "--concat",
        action="store_true",
        help="also train on pairs made of two training pairs joined (chapter 11)",
    )
    parser.add_argument("--device", help="cpu or cuda (default: cuda if available)")
    parser.add_argument("--resume", action="store_true", help="continue from --out")
    parser.add_argument(
        "--tokens",
        default="words",
        choices=("words", "bpe"),
        help="what the model reads and writes: words (default) or bpe (subwords, "
        "one byte-pair encoding per language)",
    )
    parser.add_argument(
        "--merges",
        type=int,
        help=f"with --tokens bpe: merges per language (default {BPE_MERGES})",
    )
    parser.add_argument(
        "--export",
        nargs="?",
        const="",
        metavar="PATH",
        help="also write the small, shippable checkpoint (default PATH: the package's "
        "own model for the capstone recipe on the shipped corpus, else runs/NAME.export.pt)",
    )
    argv = sys.argv[1:] if argv is None else list(argv)
    args = parser.parse_args(argv)
    out = args.out or f"runs/{args.config}.pt"
    if args.valid and not args.data:
        parser.error("--valid goes with --data")
    if args.steps is not None and args.steps < 1:
        parser.error(f"--steps must be >= 1, got {args.steps}")
    if args.merges is not None and args.tokens != "bpe":
        parser.error("--merges goes with --tokens bpe")
    if args.merges is not None and args.merges < 1:
        parser.error(f"--merges must be >= 1, got {args.merges}")
    merges = (args.merges or BPE_MERGES) if args.tokens == "bpe" else None
    data = valid = None
    max_len = RECIPES[args.config][0]["max_len"]
    try:
        checked_device(args.device)
        if args.data:  # a bad line is skipped and reported in one line
            data = _read_tsv(args.data, args.columns, "--data", max_len)
            if args.valid:
                valid = _read_tsv(args.valid, args.columns, "--valid", max_len)
            elif len(data) < 100:
                raise ValueError(
                    f"--data {args.data}: {len(data)} pairs, too few to hold 1 % out "
                    "for validation (at least 100): give --valid FILE as well"
                )
        # the paths as the repository sees them: nothing of this machine's folders
        command = shlex.join(
            ["python", "-m", "transformer_lib.train", *_portable_command(argv)]
        )
        state = train(
            args.config,
            out,
            steps=args.steps,
            data=data,
            valid_data=valid,
            device=args.device,
            resume=args.resume,
            command=command,
            positional=args.positional,
            decoder_positional=args.decoder_positional,
            concat=args.concat,
            tokens=args.tokens,
            merges=merges,
        )
    except ValueError as error:  # the library's errors say what to fix, in one line
        print(f"error: {error}", file=sys.stderr)
        return 1
    if int(os.environ.get("RANK", "0")) != 0:
        return 0  # under torchrun, rank 0 reports and exports
    meta = state["metadata"]
    history = state["history"]
    last = history["train_loss"][-50:]
    print(
        f"trained {state['step']} steps in {meta['train_seconds']} s on "
        f"{meta['device']} ({meta['threads']} threads): train loss "
        f"{sum(last) / len(last):.3f} (mean of the last {len(last)} steps), "
        f"valid loss {history['valid_loss'][-1]:.3f}"
    )
    print(f"checkpoint: {out}")
    if args.export is not None:
        path = args.export or (
            SHIPPED
            if args.config == "capstone" and not args.data and _paper(args)
            else Path(out).with_suffix(".export.pt")
        )
        path = export(state, path)
        print(f"exported: {path} ({path.stat().st_size / 1e6:.2f} MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
