"""Chapter 9: translate sentences with a trained model, from Python or the command line.

    >>> translate(model, src_vocab, tgt_vocab, ["Le chat dort."], beam_size=4)
    ['The cat sleeps.']                  # with a trained model

From a shell, with a checkpoint written by ``Trainer.save`` (chapter 8)::

    python -m transformer_lib.translate --checkpoint model.pt "Le chat dort." "Il pleut."
    python -m transformer_lib.translate --checkpoint model.pt --beam 4 < french.txt

Without ``--checkpoint`` the command uses the model that ships with the package (chapter
10). Sentences come from the arguments, or else one per line from standard
input; each translation is printed on its own line, in the same order (an empty input
line gives an empty output line).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

import torch

from transformer_lib.casing import truecase
from transformer_lib.decoding import beam_search, greedy_decode
from transformer_lib.model import Transformer
from transformer_lib.tokenizer import Vocab, pad_batch, tokenize
from transformer_lib.training import default_device, model_from_checkpoint

__all__ = ["translate"]


def translate(
    model: Transformer,
    src_vocab: Vocab,
    tgt_vocab: Vocab,
    sentences: Sequence[str],
    *,
    beam_size: int = 1,
    length_penalty: float = 0.6,
    max_len: int | None = None,
    batch_size: int = 64,
) -> list[str]:
    """Translate each sentence: greedy decoding (beam_size 1) or beam search.

    Sources are encoded as in training (words, then </s>) and decoded in batches of
    similar length. max_len: the most target tokens per sentence (default: twice the
    longest source in the batch plus 10, within the model's positional table; so a
    translation that never ends with </s> is cut where its batch's limit is).
    Returns the translations as text, in the order of `sentences`: detokenised and cased
    by :func:`transformer_lib.casing.truecase` with the target vocabulary's ``casing``
    table (capitals at sentence starts only if it has none).
    """
    if isinstance(sentences, str):
        raise ValueError("expected a list of sentences, got one str: wrap it in [...]")
    if not isinstance(beam_size, int) or isinstance(beam_size, bool) or beam_size < 1:
        raise ValueError(f"expected beam_size as an int >= 1, got {beam_size!r}")
    if not isinstance(batch_size, int) or batch_size < 1:
        raise ValueError(f"expected batch_size as an int >= 1, got {batch_size!r}")
    token_lists = [tokenize(s) for s in sentences]
    for i, tokens in enumerate(token_lists):
        if not tokens:
            raise ValueError(f"sentence {i} is empty: nothing to translate")
    device = next(model.parameters()).device
    # longest first: sentences of similar length share a batch (little padding)
    order = sorted(range(len(sentences)), key=lambda i: -len(token_lists[i]))
    out: list[str] = [""] * len(sentences)
    for start in range(0, len(order), batch_size):
        rows = order[start : start + batch_size]
        ids = [src_vocab.encode(token_lists[i], add_eos=True) for i in rows]
        src = pad_batch(ids, src_vocab.pad_id).to(device)  # (B, S)
        limit = max_len or 2 * src.size(1) + 10
        limit = min(limit, model.config.max_len)
        if beam_size == 1:
            hyps = list(greedy_decode(model, src, limit))  # B rows of ids
        else:
            best = beam_search(model, src, beam_size, limit, length_penalty)
            hyps = [n_best[0].tokens for n_best in best]
        for i, tokens in zip(rows, hyps, strict=True):
            words = tgt_vocab.to_tokens(tokens, skip_special=True)  # no </s>, padding
            out[i] = truecase(words, tgt_vocab.casing)  # cased text (chapter 10)
    return out


def _load(checkpoint: str | None, device: torch.device):
    if checkpoint is not None:
        model, src_vocab, tgt_vocab = model_from_checkpoint(checkpoint)
        if src_vocab is None or tgt_vocab is None:
            raise SystemExit(
                f"error: {checkpoint} has no vocabularies (save it with a Trainer "
                "given vocabs=(src_vocab, tgt_vocab))"
            )
        return model.to(device), src_vocab, tgt_vocab
    from transformer_lib import pretrained  # the capstone's model (chapter 10)

    shipped = pretrained.load(device=device)
    return shipped.model, shipped.src_vocab, shipped.tgt_vocab


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m transformer_lib.translate",
        description="Translate French sentences into English with a trained model.",
    )
    parser.add_argument(
        "sentences", nargs="*", help="sentences to translate (default: stdin lines)"
    )
    parser.add_argument(
        "--checkpoint", help="a checkpoint from Trainer.save (default: shipped model)"
    )
    parser.add_argument("--beam", type=int, default=1, help="beam size (1: greedy)")
    parser.add_argument(
        "--alpha", type=float, default=0.6, help="length penalty of beam search"
    )
    parser.add_argument("--device", help="cpu or cuda (default: cuda if available)")
    args = parser.parse_args(argv)
    if args.beam < 1:
        parser.error(f"--beam must be >= 1, got {args.beam}")
    lines = args.sentences or [line.rstrip("\n") for line in sys.stdin]
    model, src_vocab, tgt_vocab = _load(args.checkpoint, default_device(args.device))
    todo = [i for i, line in enumerate(lines) if tokenize(line)]
    done = translate(
        model,
        src_vocab,
        tgt_vocab,
        [lines[i] for i in todo],
        beam_size=args.beam,
        length_penalty=args.alpha,
    )
    out = [""] * len(lines)
    for i, text in zip(todo, done, strict=True):
        out[i] = text
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
