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

Standard error gets one line per sentence with tokens outside the model's vocabulary
(``sentence 2: not in the model's vocabulary of N French words: bonjour, comment``),
which is still translated, and one per line that cannot be (longer than the model reads,
or not UTF-8), whose output line is left empty while the others are translated. A bad
checkpoint or an empty input is one ``error:`` line. Sentence N is line N of standard
input (blank lines count), or the N-th argument. Exit status: 0 if every sentence was
translated, else 1.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from transformer_lib.bpe import BPETokenizer
from transformer_lib.casing import truecase
from transformer_lib.decoding import beam_search, greedy_decode
from transformer_lib.model import Transformer
from transformer_lib.tokenizer import SPECIALS, Vocab, pad_batch, tokenize

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

    Sources are encoded as in training (words, or their subword pieces with a
    ``BPETokenizer``, then </s>) and decoded in batches of similar length. max_len: the most target tokens per sentence (default: twice the
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
    # the model's tokens: the words, or their pieces with a subword vocabulary
    src_ids = [src_vocab.encode(tokens, add_eos=True) for tokens in token_lists]
    longest = model.config.max_len - 1  # its positions, less one for </s>
    for i, tokens in enumerate(token_lists):
        if not tokens:
            raise ValueError(f"sentences[{i}] is empty: nothing to translate")
        if len(src_ids[i]) - 1 > longest:
            raise ValueError(
                f"sentences[{i}] has {len(src_ids[i]) - 1} tokens: longer than the "
                f"{longest} this model can read ({sentences[i][:40]!r}...)"
            )
    device = next(model.parameters()).device
    # longest first: sentences of similar length share a batch (little padding)
    order = sorted(range(len(sentences)), key=lambda i: -len(src_ids[i]))
    out: list[str] = [""] * len(sentences)
    for start in range(0, len(order), batch_size):
        rows = order[start : start + batch_size]
        src = pad_batch([src_ids[i] for i in rows], src_vocab.pad_id).to(device)
        limit = max_len or 2 * src.size(1) + 10
        limit = min(limit, model.config.max_len)
        if beam_size == 1:
            hyps = list(greedy_decode(model, src, limit))  # B rows of ids
        else:
            best = beam_search(model, src, beam_size, limit, length_penalty)
            hyps = [n_best[0].tokens for n_best in best]
        for i, tokens in zip(rows, hyps, strict=True):
            words = tgt_vocab.to_words(tokens)  # no </s>, padding; pieces glued
            out[i] = truecase(words, tgt_vocab.casing)  # cased text (chapter 10)
    return out


def _load(checkpoint: str | None, device: str | None):
    """The translator of a checkpoint (default: the shipped one), on `device`."""
    from transformer_lib import pretrained  # the capstone's loader (chapter 10)

    return pretrained.load(checkpoint, device)


def _read_stdin() -> list[str | None]:
    """Standard input's lines; None for a line that is not UTF-8 text."""
    lines = []
    for raw in sys.stdin.buffer:
        try:
            lines.append(raw.decode("utf-8-sig").rstrip("\r\n"))
        except UnicodeDecodeError:
            lines.append(None)
    return lines


def _shown(tokens: Sequence[str]) -> str:
    """Tokens for a message: words as they are, punctuation marks in quotes."""
    return ", ".join(t if any(c.isalnum() for c in t) else f'"{t}"' for t in tokens)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m transformer_lib.translate",
        description="Translate French sentences into English with a trained model.",
        epilog="Standard error gets one line per sentence with words the model does "
        "not know, and one per line it cannot translate (its output line is left "
        "empty). Sentence N is line N of standard input, or the N-th argument. Exit "
        "status: 0 if every sentence was translated, else 1.",
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
    lines = list(args.sentences) if args.sentences else _read_stdin()
    if not any(line and tokenize(line) for line in lines):
        where = "the arguments" if args.sentences else "standard input"
        return _fail(f"nothing to translate: no sentence in {where}")
    try:
        translator = _load(args.checkpoint, args.device)
    except (OSError, ValueError) as error:
        return _fail(str(error))
    longest = translator.model.config.max_len - 1  # as in translate()
    src_vocab = translator.src_vocab
    out, todo, failed = [""] * len(lines), [], 0
    for number, line in enumerate(lines, start=1):
        n_tokens = None if line is None else len(src_vocab.encode(tokenize(line)))
        if line is None:
            problem = "not UTF-8 text"
        elif n_tokens > longest:
            problem = (
                f"{n_tokens} tokens, longer than the {longest} this model can read"
            )
        else:
            problem = None
        if problem is not None:
            failed += 1
            print(f"sentence {number}: {problem}: not translated", file=sys.stderr)
            continue
        if not tokenize(line):
            continue  # an empty line gives an empty line
        unknown = translator.unknown_words(line)
        if unknown:
            # a subword vocabulary (BPE) misses a word only for a character it never saw
            kind = "subword pieces" if isinstance(src_vocab, BPETokenizer) else "words"
            print(
                f"sentence {number}: not in the model's vocabulary of "
                f"{len(src_vocab) - len(SPECIALS):,} French {kind}: {_shown(unknown)}",
                file=sys.stderr,
            )
        todo.append(number - 1)
    done = translate(
        translator.model,
        translator.src_vocab,
        translator.tgt_vocab,
        [lines[i] for i in todo],
        beam_size=args.beam,
        length_penalty=args.alpha,
    )
    for i, text in zip(todo, done, strict=True):
        out[i] = text
    print("\n".join(out))
    return 1 if failed else 0


def _fail(message: str) -> int:
    """One line on standard error; the exit status of a command that did nothing."""
    print(f"error: {message}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    raise SystemExit(main())
