"""Chapter 9: translate sentences with a trained model.

    >>> translate(model, src_vocab, tgt_vocab, ["Le chat dort."], beam_size=4)
    ['The cat sleeps.']                  # with a trained model

The same from a shell, ``python -m transformer_lib.translate`` (its code is in
``__main__.py``: a command that also loads chapter 10's shipped model, which this
module, imported by chapter 10's, does not import)::

    python -m transformer_lib.translate --checkpoint model.pt "Le chat dort." "Il pleut."
    python -m transformer_lib.translate --checkpoint model.pt --beam 4 < french.txt
"""

from __future__ import annotations

from collections.abc import Sequence

from transformer_lib.decoding import beam_search, greedy_decode
from transformer_lib.model import Transformer
from transformer_lib.tokenizer import Vocab, pad_batch, tokenize, truecase
from transformer_lib.translate.names import (  # [ch10]
    Names,
    keep_source_capitals,
    mask_sentences,
    unmask,
)

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
    names: Names | None = None,  # [ch10] names copied through placeholders
) -> list[str]:
    """Translate each sentence: greedy decoding (beam_size 1) or beam search.

    Sources are encoded as in training (words, or their subword pieces with a
    ``BPETokenizer``, then </s>) and decoded in batches of similar length. max_len: the most target tokens per sentence (default: twice the
    longest source in the batch plus 10, within the model's positional table; so a
    translation that never ends with </s> is cut where its batch's limit is).
    Returns the translations as text, in the order of `sentences`: detokenised and cased
    by :func:`transformer_lib.casing.truecase` with the target vocabulary's ``casing``
    table (capitals at sentence starts only if it has none). names: the ``Names`` of
    a model trained with name placeholders (``Translator.names``, chapter 10): the
    capitalised words it does not know are read as placeholders and put back in the
    output (see :mod:`transformer_lib.translate.names`); None: sentences as they are.
    A word written with a capital inside a source sentence keeps it in the translation
    (``keep_source_capitals``: *Nice* the city, not *nice*).
    """
    if isinstance(sentences, str):
        raise ValueError("expected a list of sentences, got one str: wrap it in [...]")
    if not isinstance(beam_size, int) or isinstance(beam_size, bool) or beam_size < 1:
        raise ValueError(f"expected beam_size as an int >= 1, got {beam_size!r}")
    if not isinstance(batch_size, int) or batch_size < 1:
        raise ValueError(f"expected batch_size as an int >= 1, got {batch_size!r}")
    sentences, mappings = mask_sentences(sentences, names)  # [ch10] names masked
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
            out[i] = keep_source_capitals(out[i], sentences[i])  # [ch10] Nice, not nice
            out[i] = unmask(out[i], mappings[i])  # [ch10] the names put back
    return out
