"""``python -m transformer_lib.translate``: translate sentences from a shell.

    python -m transformer_lib.translate --checkpoint model.pt "Le chat dort." "Il pleut."
    python -m transformer_lib.translate --checkpoint model.pt --beam 4 < french.txt

Without ``--checkpoint`` the command uses the model that ships with the package (chapter
10). Sentences come from the arguments, or else one per line from standard
input; each translation is printed on its own line, in the same order (an empty input
line gives an empty output line).

Standard error gets one line per sentence with tokens outside the model's vocabulary
(``sentence 2: not in the model's vocabulary of N French words: fièvre, rhume``;
for a subword model, the words it never saw in training), which is still translated, one per sentence whose names a model trained with name
placeholders left out (``sentence 3: names left out of the translation: Lucie``), and
one per line that cannot be (longer than the model reads,
or not UTF-8), whose output line is left empty while the others are translated. A bad
checkpoint or an empty input is one ``error:`` line. Sentence N is line N of standard
input (blank lines count), or the N-th argument. Exit status: 0 if every sentence was
translated, else 1.

The command's entry point, which no library module imports: it loads checkpoints with
chapter 10's loader (``pretrained.load``), and that module imports :func:`translate`.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from transformer_lib import pretrained
from transformer_lib.bpe import BPETokenizer
from transformer_lib.tokenizer import SPECIALS, tokenize
from transformer_lib.translate import translate
from transformer_lib.translate.names import lost_names

__all__ = ["main"]


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
        translator = pretrained.load(args.checkpoint, args.device)  # default: shipped
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
        seen = getattr(src_vocab, "training_words", None)
        if unknown and seen is not None:  # BPE, with the words of its training
            print(
                f"sentence {number}: not among the {len(seen):,} French words the "
                f"model saw in training: {_shown(unknown)}",
                file=sys.stderr,
            )
        elif unknown:
            # an older subword checkpoint (BPE) misses a word only for a character
            # it never saw
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
        names=translator.names,
    )
    for i, text in zip(todo, done, strict=True):
        out[i] = text
        lost = lost_names(lines[i], text, translator.names)
        if lost:  # a placeholder the model dropped: the name is missing
            print(
                f"sentence {i + 1}: names left out of the translation: "
                f"{', '.join(lost)}",
                file=sys.stderr,
            )
    print("\n".join(out))
    return 1 if failed else 0


def _fail(message: str) -> int:
    """One line on standard error; the exit status of a command that did nothing."""
    print(f"error: {message}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    raise SystemExit(main())
