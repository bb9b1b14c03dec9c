"""Chapter 10: the trained French -> English translator that ships with the package.

    >>> from transformer_lib import pretrained
    >>> translator = pretrained.load()                # on CUDA if there is a GPU
    >>> translator.translate(["Bonjour Lucie, comment vas-tu ?"])
    ['Hello Lucie, how are you?']
    >>> translator.translate(["J'ai de la fièvre."])[0].unknown  # words it never saw
    ('fièvre',)

The weights (half precision), the two vocabularies and the config are in
``files/capstone.pt``, written by ``python -m transformer_lib.train --config capstone
--export``; ``translator.info`` says which commit and command made them, how long the
training took and its final losses.

A model trained on subwords (``--tokens bpe``) loads the same way: its checkpoint also
holds the two ``BPETokenizer``s (``vocabs["bpe"]``), and ``load`` gives them back as the
vocabularies. ``files/capstone_bpe.pt`` is the capstone recipe on BPE, which chapter 10
compares with the word-level model: ``load(PATH.parent / "capstone_bpe.pt")``.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

import torch

from transformer_lib.bpe import BPETokenizer
from transformer_lib.decoding import beam_search, greedy_decode
from transformer_lib.model import Transformer, TransformerConfig
from transformer_lib.multihead import record_attention
from transformer_lib.tokenizer import Vocab, tokenize
from transformer_lib.training import default_device
from transformer_lib.translate import translate
from transformer_lib.translate.names import Names, lost_names, mask

__all__ = ["PATH", "Alignment", "Translator", "build_model", "load"]

PATH = Path(__file__).resolve().parent / "files" / "capstone.pt"


class Alignment(NamedTuple):
    """One translation and where the decoder looked in the source for each output token."""

    source: list[str]  # source tokens, ending with </s>
    output: list[str]  # output tokens, ending with </s> (unless cut at max_len)
    weights: torch.Tensor  # (H, len(output), len(source)): each head's cross-attention


class Translation(str):
    """A translation: the English text (a str), plus `unknown`, the source's tokens that
    are not in the model's vocabulary (it read each of them as <unk>), and `lost`, the
    names a model trained with placeholders was given to copy and left out."""

    unknown: tuple[str, ...]
    lost: tuple[str, ...]

    def __new__(
        cls, text: str, unknown: Sequence[str] = (), lost: Sequence[str] = ()
    ) -> Translation:
        self = super().__new__(cls, text)
        self.unknown = tuple(unknown)
        self.lost = tuple(lost)
        return self


class Translator(NamedTuple):
    """A trained model with its vocabularies, and what made it."""

    model: Transformer
    src_vocab: Vocab
    tgt_vocab: Vocab
    info: dict  # metadata (commit, command, training time), steps, final losses

    def translate(
        self, sentences: Sequence[str], beam_size: int = 1
    ) -> list[Translation]:
        """French sentences -> English ones (greedy, or beam search if beam_size > 1).

        Each translation is a str; its `.unknown` lists the source tokens the model does
        not know, its `.lost` the names it was to copy and left out (a model trained
        with placeholders: see `names`). A sentence longer than the model can read
        raises a ValueError.
        """
        names = self.names
        texts = translate(
            self.model,
            self.src_vocab,
            self.tgt_vocab,
            sentences,
            beam_size=beam_size,
            names=names,
        )
        return [
            Translation(
                text,
                self.unknown_words(sentence),
                lost_names(sentence, text, names),
            )
            for sentence, text in zip(sentences, texts, strict=True)
        ]

    @property
    def names(self) -> Names | None:
        """What a model trained with name placeholders (``--name-share``) knows, from
        its metadata: names it does not know are copied through placeholders. None for
        a model trained without them."""
        return Names.from_metadata((self.info or {}).get("metadata"))

    def unknown_words(self, sentence: str) -> list[str]:
        """The tokens of `sentence` that the model never saw in training, each once:
        words missing from a word vocabulary. A subword (BPE) model reads every word,
        cut into pieces: its checkpoint lists the words of its training sources, and a
        word outside that list is flagged (an older BPE checkpoint without the list
        flags only words with a piece <unk>, a character never seen in training). A
        model trained with placeholders reads the names it does not know as
        placeholders: they are not unknown."""
        unk = self.src_vocab.unk_id
        names = self.names
        if names is not None:
            sentence = mask(sentence, *names)[0]
        tokens = tokenize(sentence)
        seen = getattr(self.src_vocab, "training_words", None)
        if seen is not None:
            return list(dict.fromkeys(t for t in tokens if t not in seen))
        return list(
            dict.fromkeys(t for t in tokens if unk in self.src_vocab.encode([t]))
        )

    @torch.no_grad()
    def cross_attention(
        self, sentence: str, beam_size: int = 1, layer: int = -1
    ) -> Alignment:
        """Translate one sentence, then replay the decoder on its own output to record
        the cross-attention of decoder layer `layer` (default: the last).

        Row t of `weights` is what the decoder attended to while it predicted output
        token t (its input there was the token before, or <s>).
        """
        if not isinstance(sentence, str) or not tokenize(sentence):
            raise ValueError(f"expected one non-empty sentence, got {sentence!r}")
        model, device = self.model, next(self.model.parameters()).device
        n_layers = model.config.n_decoder_layers
        if not -n_layers <= layer < n_layers:
            raise ValueError(
                f"expected layer in [{-n_layers}, {n_layers}), got {layer}"
            )
        src_ids = self.src_vocab.encode(tokenize(sentence), add_eos=True)
        if len(src_ids) > model.config.max_len:
            raise ValueError(
                f"the sentence has {len(src_ids) - 1} tokens: longer than the "
                f"{model.config.max_len - 1} this model can read"
            )
        src = torch.tensor([src_ids], device=device)  # (1, S)
        limit = min(2 * len(src_ids) + 10, model.config.max_len)
        if beam_size == 1:
            out = greedy_decode(model, src, limit)[0]
        else:
            out = beam_search(model, src, beam_size, limit)[0][0].tokens
        out = out[out != self.tgt_vocab.pad_id].tolist()  # greedy pads finished rows
        if self.tgt_vocab.eos_id in out:
            out = out[: out.index(self.tgt_vocab.eos_id) + 1]
        tgt_in = torch.tensor([[self.tgt_vocab.bos_id, *out[:-1]]], device=device)
        with record_attention(model) as recorded:
            model(src, tgt_in)
        weights = recorded[f"decoder.layers.{layer % n_layers}.cross_attn"][0]
        return Alignment(
            self.src_vocab.to_tokens(src_ids),
            self.tgt_vocab.to_tokens(out),
            weights.cpu(),
        )


def build_model(config: dict, weights: dict) -> Transformer:
    """A model from a saved config and weights (16- or 32-bit), in float32 on the CPU."""
    # fails on a config field this library does not know
    model = Transformer(TransformerConfig(**config))
    model.load_state_dict(  # fails if the model's parameters changed
        {k: v.float() if v.is_floating_point() else v for k, v in weights.items()}
    )
    return model


def load(
    path: str | os.PathLike | None = None, device: str | torch.device | None = None
) -> Translator:
    """Load the shipped model (or an exported or training checkpoint at `path`), in eval
    mode.

    The fp16 weights become float32 on load; the model goes to `device` (default: CUDA
    if available, else the CPU). A missing file raises FileNotFoundError; a file that is
    not a checkpoint, or whose weights, config and vocabularies do not fit together,
    raises a ValueError that names it.
    """
    path = Path(PATH if path is None else path)
    if not path.exists():
        hint = (  # only the shipped model can be missing from a broken install
            ": train one with `python -m transformer_lib.train --config capstone "
            "--export`"
            if path == PATH
            else ""
        )
        raise FileNotFoundError(f"no checkpoint at {path}{hint}")
    if not path.is_file():
        raise ValueError(f"{path} is not a file: expected a checkpoint file")
    try:
        state = torch.load(path, map_location="cpu", weights_only=True)
    except Exception as error:  # a truncated, foreign or unsafe file: torch says why
        raise ValueError(
            f"{path} is not a checkpoint that torch.load can read safely "
            f"({type(error).__name__}); expected a file written by Trainer.save or "
            "`python -m transformer_lib.train --export`"
        ) from error
    model = _model_from_state(state, path)
    src_vocab, tgt_vocab = _vocabs_from_state(state, model.config, path)
    model.to(checked_device(device)).eval()
    # an exported checkpoint says "steps"; a training one (Trainer.save) says "step"
    info = {
        "metadata": state.get("metadata", {}),
        "steps": state.get("steps", state.get("step")),
        **{
            k: state.get(k)
            for k in ("final_train_loss", "final_valid_loss", "curve", "fp16_check")
        },
    }
    return Translator(model, src_vocab, tgt_vocab, info)


def checked_device(device: str | torch.device | None = None) -> torch.device:
    """default_device (chapter 8), with a ValueError for a device this machine lacks."""
    try:
        device = default_device(device)
    except RuntimeError as error:
        raise ValueError(
            f"unknown device {device!r}: expected cpu, cuda or cuda:N"
        ) from error
    if device.type == "cuda" and not torch.cuda.is_available():
        raise ValueError(f"device {str(device)!r}: this machine has no CUDA GPU")
    return device


def _model_from_state(state, path: Path) -> Transformer:
    """build_model on a loaded checkpoint, with errors that name the file."""
    if not isinstance(state, dict) or not {"config", "model"} <= state.keys():
        found = sorted(map(str, state)) if isinstance(state, dict) else type(state)
        raise ValueError(
            f"{path} is not a model checkpoint: expected 'config' and 'model' "
            f"entries, found {found}"
        )
    try:
        return build_model(state["config"], state["model"])
    except (TypeError, ValueError, RuntimeError, AttributeError) as error:
        # another library version's config, or weights of another shape
        problem = str(error).splitlines()
        detail = next((p.strip() for p in problem[1:] if p.strip()), "") or str(error)
        raise ValueError(
            f"{path} does not fit this library's Transformer: {detail[:200]}"
        ) from error


def _vocabs_from_state(state: dict, config, path: Path) -> tuple[Vocab, Vocab]:
    """The checkpoint's two vocabularies, checked against the model's embeddings.

    Word vocabularies are saved as their token lists (``vocabs["src"]``,
    ``vocabs["tgt"]``); a model trained on subwords also has ``vocabs["bpe"]``, each
    side's ``BPETokenizer.to_dict()`` (its merges), and gets its BPETokenizers back.
    """
    vocabs = state.get("vocabs") or {}
    if not (isinstance(vocabs, dict) and vocabs.get("src") and vocabs.get("tgt")):
        raise ValueError(
            f"{path} has no vocabularies: nothing to translate with (save it with a "
            "Trainer given vocabs=(src_vocab, tgt_vocab))"
        )
    bpe = vocabs.get("bpe")  # word-level checkpoints have none
    if bpe is not None and not (isinstance(bpe, dict) and {"src", "tgt"} <= bpe.keys()):
        raise ValueError(f"{path}: its BPE tokenizers are broken: expected src and tgt")
    out = []
    for side, size in (("src", config.src_vocab_size), ("tgt", config.tgt_vocab_size)):
        try:
            if bpe is None:
                vocab = Vocab.from_itos(vocabs[side])
            else:
                vocab = BPETokenizer.from_dict(bpe[side])
                if vocab.itos != list(vocabs[side]):
                    raise ValueError("its merges do not give the saved token list")
        except (TypeError, ValueError, KeyError) as error:
            raise ValueError(
                f"{path}: its {side} vocabulary is broken: {error}"
            ) from error
        if len(vocab) != size:
            raise ValueError(
                f"{path}: its {side} vocabulary has {len(vocab)} tokens but the model "
                f"has {size} {side} embeddings"
            )
        out.append(vocab)
    # a BPE checkpoint lists the words of its training sources (older ones do not)
    words = bpe.get("src_words") if bpe is not None else None
    if words is not None and not (
        isinstance(words, list) and all(isinstance(w, str) for w in words)
    ):
        raise ValueError(f"{path}: its list of training words is broken")
    out[0].training_words = None if words is None else frozenset(words)
    # a checkpoint saved without a casing table: capitals at sentence starts only
    casing = vocabs.get("casing")
    if casing is not None and not isinstance(casing, dict):
        raise ValueError(f"{path}: its casing table is broken: {type(casing).__name__}")
    out[1].casing = casing
    return out[0], out[1]
