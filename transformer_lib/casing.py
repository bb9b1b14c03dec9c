"""Chapter 10: from the model's lower-case tokens to the text a reader expects.

The tokenizer of chapter 1 lower-cases everything, so the model reads and writes
lower-case tokens ("i", "will", "not", "."). :func:`truecase` turns such tokens into
cased, detokenised text ("I will not."): it capitalises the first word of each sentence
and gives every other word the form it most often has in the middle of a training
sentence, a table that :func:`learn_casing` builds from the training targets and that
ships inside the checkpoint (``vocabs["casing"]``). Without a table (a
checkpoint saved without one), only the first word of each sentence is capitalised.

    >>> forms = learn_casing(["I sleep.", "Then I eat.", "Paris is big."])
    >>> forms
    {'i': 'I'}
    >>> truecase(["did", "i", "see", "it", "?"], forms)
    'Did I see it?'
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable

# truecase is defined beside detokenize, in chapter 1's tokenizer, so that chapter 9's
# translate can case its output without importing this later chapter's module; it is
# taught here, with the table it reads.
from transformer_lib.tokenizer import _SENTENCE_END, _TOKEN_RE, truecase

__all__ = ["learn_casing", "truecase"]


def _surface_tokens(text: str) -> list[str] | None:
    """The tokens of :func:`tokenize`, with their case as written (None if lower-casing
    changes the text's length, so that the two cannot be lined up)."""
    text = text.replace("\u2019", "'")
    lower = text.lower()
    if len(lower) != len(text):
        return None
    return [text[m.start() : m.end()] for m in _TOKEN_RE.finditer(lower)]


def learn_casing(sentences: Iterable[str], min_count: int = 1) -> dict[str, str]:
    """{lower-case token: its most frequent written form} for the tokens whose most
    frequent form, counted away from the start of a sentence, is not lower-case.

    A word seen only at the start of sentences ("The") tells nothing about its case and
    is left out; so are forms seen fewer than ``min_count`` times. Ties go to the
    lower-case form, then to the alphabetically first.
    """
    if isinstance(sentences, str):
        raise ValueError("expected a list of sentences, got one str: wrap it in [...]")
    if min_count < 1:
        raise ValueError(f"expected min_count >= 1, got {min_count}")
    forms: dict[str, Counter] = defaultdict(Counter)
    for sentence in sentences:
        tokens = _surface_tokens(sentence)
        if tokens is None:
            continue
        start = True
        for token in tokens:
            if not start:
                forms[token.lower()][token] += 1
            if any(ch.isalnum() for ch in token):
                start = False
            elif token in _SENTENCE_END:
                start = True
    table = {}
    for lower, counts in forms.items():
        best = min(counts, key=lambda f: (-counts[f], f != lower, f))
        if best != lower and counts[best] >= min_count:
            table[lower] = best
    return dict(sorted(table.items()))
