"""The shipped corpus: its streams of rows, their splits, and the files they are written to.

A sentence is first sampled as a small language-neutral structure (clauses, noun phrases,
tenses, negation, questions, or one of the everyday kinds of :mod:`.kinds_v3`: greetings,
the weather, times, names...) from the lemmas of the corpus version's lexicon
(:mod:`.lexicon_v3`; version 2: :mod:`.lexicon`), then realised in French and in English
by pyrealb, which does all the conjugation, agreement, elision and word order. The
French -> English translation is therefore a function of the structure.

Every row is made on its own: row ``i`` of a *stream* comes from ``random.Random`` seeded
with ``"{seed}:{stream}:{i}"``, so any shipped row can be regenerated from its id (the
third column of the files: ``m123`` is row 123 of the main stream). Four streams:

- ``m`` (main): sentences of at most ``MAX_TOKENS`` tokens (clauses of the grammar, or a
  kind of everyday sentence) that contain no held-out combination; a hash of the French sentence sends each to train,
  valid or test, so the same sentence always lands in the same split;
- ``u`` (unseen): sentences built around one held-out combination (an adjective with a
  noun, or a verb with an object) that the main stream never pairs;
- ``l`` (long): coordinations of two or three clauses, longer than ``MAX_TOKENS`` on both
  sides (21 to 40 French tokens, as many in each bucket of ``LONG_BUCKETS``), so longer
  than every main sentence;
- ``s`` (structure): main-stream sentences whose first subject has a place phrase of its
  own ("le chat sous la table dort"): the main stream puts place phrases after verbs and
  objects, never on a subject, so the structure is new though every word is known.

Commas come from coordinated clauses ("A, B et C", "A, mais B") and, in version 3, from
a name or a greeting said to someone and a phrase put first; every split has the same
share of sentences with a comma (``COMMA_SHARE``, see :func:`quotas`), so that test_long
differs from training by length alone.

The parts, each in its module: the structures (:mod:`.structures`), the sampler that
draws one (:mod:`.sampler`), the streams and their held-out pairs (:mod:`.streams`), the
realiser (:mod:`.realiser`, pyrealb); this module makes rows of them and the splits and
files of rows. pyrealb is needed only to regenerate; the shipped files need nothing.
"""

from __future__ import annotations

import hashlib

from .realiser import load_pyrealb, realise
from .streams import (
    N_HELD_OUT,
    SEED,
    VERSION,
    _held_out,
    _pairs_in,
    held_out_combinations,
    sample_structure,
)

__all__ = [
    "SEED",
    "VERSION",
    "MAX_TOKENS",
    "SIZES",
    "N_HELD_OUT",
    "held_out_combinations",
    "sample_structure",
    "realise",
    "generate_pair",
    "split_of",
    "token_length",
    "build_corpus",
    "write_corpus",
    "load_pyrealb",
    "COMMA_SHARE",
    "LONG_BUCKETS",
    "has_comma",
    "long_bucket",
    "quotas",
]

# The longest main sentence (tokens of transformer_lib.tokenizer.tokenize, either side).
MAX_TOKENS = 20
# Rows per split.
SIZES = {
    "train": 120_000,
    "valid": 2_000,
    "test": 2_000,
    "test_unseen": 2_000,
    "test_long": 1_000,
    "test_structure": 1_000,
}
# Share of the rows of every split whose sentence has a comma (a coordination of three
# clauses, "A, B et C"): the same in every split, so that no test set differs from
# training by its commas. Each split takes exactly round(COMMA_SHARE * size) such rows.
COMMA_SHARE = 0.12
# test_long's length buckets (French tokens), as many rows in each
LONG_BUCKETS = ((21, 25), (26, 30), (31, 35), (36, 40))
# Share of the main stream's distinct sentences hashed to valid and to test (per 10,000):
# both fill up at about the same time as train.
_HASH_VALID, _HASH_TEST = 162, 324

# --- Rows ---------------------------------------------------------------------------------

_TOKENIZE = None


def token_length(text: str) -> int:
    """Length in tokens of :func:`transformer_lib.tokenizer.tokenize`."""
    global _TOKENIZE
    if _TOKENIZE is None:
        from ..tokenizer import tokenize

        _TOKENIZE = tokenize
    return len(_TOKENIZE(text))


def generate_pair(
    stream: str, index: int, seed: int = SEED, held=None, version: int = VERSION
) -> tuple[str, str] | None:
    """Row ``index`` of ``stream`` in corpus ``version``: a (French, English) pair, or
    None if rejected.

    Main rows are rejected when they pair held-out words or exceed ``MAX_TOKENS``; long
    rows when they do not exceed it on both sides; unseen rows when they exceed it (and,
    from version 3, when they lost the held-out pair they were built around).
    """
    held = held or _held_out(seed, version)
    s = sample_structure(stream, index, seed, held, version)
    if stream in ("m", "l", "s") and _pairs_in(s, held):
        return None
    if stream == "u" and version >= 3 and not _pairs_in(s, held):
        return (
            None  # (a v3 clause may drop the forced object: the row must keep its pair)
        )
    if version >= 3:  # (ils sont partis: pyrealb writes "partie"; see lexicon_v3)
        from .lexicon_v3 import v3_tables

        with v3_tables():
            fr, en = realise(s)
    else:
        fr, en = realise(s)
    if version >= 3:  # sœur, œufs (pyrealb writes soeur, oeufs)
        from .lexicon_v3 import hyphen_of, spell_fr

        fr = spell_fr(fr, hyphen_of(spell_fr(fr)))  # (petit déjeuner or petit-déjeuner)
    n_fr, n_en = token_length(fr), token_length(en)
    if stream == "l":
        return (
            (fr, en)
            if MAX_TOKENS < min(n_fr, n_en) <= max(n_fr, n_en) <= 2 * MAX_TOKENS
            else None
        )
    return (fr, en) if max(n_fr, n_en) <= MAX_TOKENS else None


def split_of(fr: str, seed: int = SEED) -> str:
    """Where a main-stream sentence goes: a hash of the French text picks the split."""
    h = int.from_bytes(
        hashlib.blake2b(f"{seed}:{fr}".encode(), digest_size=8).digest(), "big"
    )
    h %= 10_000
    return "valid" if h < _HASH_VALID else "test" if h < _HASH_TEST else "train"


# --- The whole corpus ---------------------------------------------------------------------

_CHUNK = 250  # rows a worker makes at a time


def _make_chunk(
    args: tuple[str, int, int, int, int],
) -> list[tuple[int, tuple[str, str] | None]]:
    stream, start, stop, seed, version = args
    return [
        (i, generate_pair(stream, i, seed, version=version)) for i in range(start, stop)
    ]


def has_comma(fr: str) -> bool:
    """Whether a sentence has a comma (in this corpus: three coordinated clauses)."""
    return "," in fr


def long_bucket(fr: str) -> tuple[int, int]:
    """The length bucket of :data:`LONG_BUCKETS` a test_long sentence's French falls in."""
    n = token_length(fr)
    for low, high in LONG_BUCKETS:
        if low <= n <= high:
            return low, high
    raise ValueError(f"{n} French tokens: outside test_long's buckets")


def quotas(sizes: dict) -> dict[str, dict]:
    """How many rows of each kind every split takes: ``{split: {key: rows}}``.

    The key is whether the sentence has a comma and, in test_long, its length bucket:
    every split has round(COMMA_SHARE * size) sentences with a comma, and test_long as
    many sentences in each bucket (with the same share of commas in each).
    """
    out = {}
    for name, size in sizes.items():
        if name == "test_long":
            cells = {}
            for i, bucket in enumerate(LONG_BUCKETS):
                n = size // len(LONG_BUCKETS) + (i < size % len(LONG_BUCKETS))
                commas = round(COMMA_SHARE * n)
                cells[(bucket, True)] = commas
                cells[(bucket, False)] = n - commas
            out[name] = cells
        else:
            commas = round(COMMA_SHARE * size)
            out[name] = {True: commas, False: size - commas}
    return out


def _key(name: str, fr: str):
    return (long_bucket(fr), has_comma(fr)) if name == "test_long" else has_comma(fr)


def build_corpus(
    seed: int = SEED,
    workers: int = 1,
    sizes: dict | None = None,
    progress: bool = True,
    version: int = VERSION,
) -> dict[str, list[tuple[str, str, str]]]:
    """Every split of corpus ``version`` as (French, English, id) rows; the same whatever
    ``workers`` is.

    Rows are made in chunks by ``workers`` processes but used in index order: each
    stream is read from row 0 on, a row is dropped if its French sentence is already in
    some split (or its split already has all the rows of its kind, see :func:`quotas`),
    and a stream stops when its splits are full.
    """
    sizes = dict(SIZES if sizes is None else sizes)
    left = quotas(sizes)
    out: dict[str, list] = {name: [] for name in sizes}
    seen: set[str] = set()
    plan = (
        ("m", ("train", "valid", "test")),
        ("u", ("test_unseen",)),
        ("l", ("test_long",)),
        ("s", ("test_structure",)),
    )

    def full(names) -> bool:
        return all(not any(left[n].values()) for n in names if n in left)

    pool = None
    if workers > 1:
        import multiprocessing

        pool = multiprocessing.get_context("spawn").Pool(workers)
    try:
        from tqdm.auto import tqdm

        bar = tqdm(
            total=sum(sizes.values()), unit="pair", disable=not progress, mininterval=2
        )
        for stream, names in plan:
            if not any(n in sizes for n in names):
                continue
            bar.set_description(f"stream {stream} ({', '.join(names)})")
            start = 0
            while not full(names):
                batch = [
                    (
                        stream,
                        start + k * _CHUNK,
                        start + (k + 1) * _CHUNK,
                        seed,
                        version,
                    )
                    for k in range(max(1, workers) * 4)
                ]
                start = batch[-1][2]
                chunks = (
                    pool.imap(_make_chunk, batch) if pool else map(_make_chunk, batch)
                )
                for chunk in chunks:
                    for i, pair in chunk:
                        if pair is None or pair[0] in seen:
                            continue
                        name = split_of(pair[0], seed) if stream == "m" else names[0]
                        if name not in left:
                            continue
                        key = _key(name, pair[0])
                        if not left[name].get(key):
                            continue
                        left[name][key] -= 1
                        seen.add(pair[0])
                        out[name].append((pair[0], pair[1], f"{stream}{i}"))
                        bar.update(1)
                    if full(names):
                        break
        bar.close()
    finally:
        if pool is not None:
            pool.terminate()
    return out


def write_corpus(corpus: dict[str, list], directory, seed: int = SEED) -> list:
    """Write each split as ``<split>.tsv.xz`` (French, English, id a line); reproducible.

    xz (preset 9e) rather than gzip -9: about two thirds of the size (version 2's train
    split: 2.8 MB instead of 4.1 MB), well under the 5 MB a file may take, and Python reads both with its standard library.
    The same rows always give the same bytes (xz stores no name and no time).
    """
    import lzma
    from pathlib import Path

    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, rows in corpus.items():
        for row in rows:
            if any("\t" in x or "\n" in x for x in row):
                raise ValueError(f"a tab or a newline inside row {row!r}")
        data = "".join("\t".join(row) + "\n" for row in rows).encode("utf-8")
        path = directory / f"{name}.tsv.xz"
        path.write_bytes(lzma.compress(data, preset=9 | lzma.PRESET_EXTREME))
        paths.append(path)
    return paths
