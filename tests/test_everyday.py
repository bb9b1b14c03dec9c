"""The hand-written test sets (transformer_lib/data/files/everyday.tsv and names.tsv),
their loader, and the two scores: exact match against accepted translations, and
names coming through a translation."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from transformer_lib.data import SPLITS, load_corpus
from transformer_lib.data.everyday import (
    KINDS,
    EverydayRow,
    NamesRow,
    exact_match,
    load_everyday,
    load_names,
    names_through,
)

FINAL_MARKS = (".", "!", "?")


@pytest.fixture(scope="module")
def everyday():
    return load_everyday()


@pytest.fixture(scope="module")
def names():
    return load_names()


# ---- the shipped files ---------------------------------------------------------------


def test_the_files_have_enough_rows(everyday, names):
    assert len(everyday) >= 200
    assert len(names) >= 100
    assert all(isinstance(row, EverydayRow) for row in everyday)
    assert all(isinstance(row, NamesRow) for row in names)


def test_ids_are_unique_and_numbered_in_order(everyday, names):
    for prefix, rows in (("everyday", everyday), ("names", names)):
        ids = [row.id for row in rows]
        assert len(set(ids)) == len(ids)
        assert ids == [f"{prefix}-{i:03d}" for i in range(len(rows))]


def test_every_kind_has_at_least_six_rows(everyday):
    counts = Counter(row.kind for row in everyday)
    assert set(counts) == set(KINDS), set(KINDS) ^ set(counts)
    thin = {kind: n for kind, n in counts.items() if n < 6}
    assert not thin, f"kinds with fewer than 6 rows: {thin}"


def test_no_french_sentence_appears_twice(everyday, names):
    french = [row.fr for row in everyday] + [row.fr for row in names]
    repeated = [fr for fr, n in Counter(french).items() if n > 1]
    assert not repeated, repeated


def test_every_sentence_and_translation_ends_with_punctuation(everyday, names):
    for row in [*everyday, *names]:
        assert row.fr.endswith(FINAL_MARKS), row.id
        for en in row.en:
            assert en.endswith(FINAL_MARKS), (row.id, en)
        assert len(set(row.en)) == len(row.en), f"{row.id}: a translation twice"


def test_everyday_sentences_are_short(everyday):
    # 3 to 12 words; two for a fixed phrase (Merci beaucoup.) or an order (Viens ici!)
    for row in everyday:
        words = re.findall(r"\w+", row.fr)
        assert len(words) <= 12, row.id
        assert len(words) >= 3 or row.kind in ("greeting", "imperative"), row.id


def test_each_names_row_has_its_names_in_the_french_and_every_translation(names):
    for row in names:
        assert 1 <= len(row.names) <= 2, row.id
        assert names_through(row.fr, row.names), (row.id, row.fr, row.names)
        for en in row.en:
            assert names_through(en, row.names), (row.id, en, row.names)


@pytest.fixture(scope="module")
def corpus_pairs():
    """Every (French, English) pair of every split of the shipped corpus."""
    return [pair for split in SPLITS for pair in load_corpus(split)]


def test_most_names_of_the_names_split_are_not_in_the_corpus(names, corpus_pairs):
    """The names split measures names never seen in training: the scores count apart
    the few that a corpus sentence holds (a city the generator also names), and most
    are in none, French or English side."""
    from transformer_lib.data.everyday import names_in_corpus

    wanted = sorted({name for row in names for name in row.names})
    assert len(wanted) >= 100
    text = "\n".join(side for pair in corpus_pairs for side in pair)
    found = [name for name in wanted if names_through(text, [name])]
    assert names_in_corpus(wanted) == [name in found for name in wanted]
    assert len(wanted) - len(found) >= 100  # enough names never seen to measure


def test_the_hand_written_sentences_in_the_corpus_are_counted_apart(
    everyday, names, corpus_pairs
):
    """The generator writes everyday French, so some of the shortest hand-written
    sentences are corpus sentences too (case and final punctuation aside): in_corpus
    finds exactly those, and at least 200 everyday sentences are in no split, the ones
    whose score says what the translator does on French it never saw."""
    from transformer_lib.data.everyday import in_corpus

    def key(sentence: str) -> str:
        return sentence.strip().rstrip(".!? ").casefold()

    corpus_french = {key(fr) for fr, _ in corpus_pairs}
    rows = [*everyday, *names]
    found = in_corpus([row.fr for row in rows])
    assert found == [key(row.fr) in corpus_french for row in rows]
    assert sum(not f for f in found[: len(everyday)]) >= 200
    # the check can fail: a corpus sentence, shouted, is found; a new one is not
    assert in_corpus([corpus_pairs[0][0].upper().rstrip(".?") + " !"]) == [True]
    assert in_corpus(["Le ornithorynque chante une berceuse au grille-pain."]) == [
        False
    ]


def test_the_names_check_finds_a_word_that_is_in_the_corpus():
    # the test above can fail: the same search finds words the corpus does hold
    text = "\n".join(fr for fr, _ in load_corpus("test"))
    assert names_through(text, ["Le"])
    assert not names_through(text, ["Soizic"])


# ---- exact_match -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "hypothesis",
    [
        "I'm hungry.",  # as written
        "i'm hungry.",  # case
        "I'M HUNGRY",  # case, no final mark
        "  I'm hungry!  ",  # surrounding spaces, another final mark
        "I'm hungry ?!",  # a run of final marks with a space before it
        "I am hungry",  # the other accepted translation
    ],
)
def test_exact_match_accepts(hypothesis):
    assert exact_match(hypothesis, ["I'm hungry.", "I am hungry."])


@pytest.mark.parametrize(
    "hypothesis",
    [
        "I'm hungry, .",  # a comma is not final punctuation
        "Im hungry.",  # the apostrophe counts
        "I'm  hungry.",  # so does a space inside
        "I'm very hungry.",  # a word more
        "I'm thirsty.",  # another word
        "I hungry.",  # a word less
        "I’m hungry.",  # a curly apostrophe is another character
        ". I'm hungry",  # punctuation at the start is not ignored
        "",
    ],
)
def test_exact_match_rejects(hypothesis):
    assert not exact_match(hypothesis, ["I'm hungry.", "I am hungry."])


def test_exact_match_keeps_inner_punctuation():
    accepted = ["Hello, how are you?"]
    assert exact_match("hello, how are you", accepted)
    assert not exact_match("Hello how are you?", accepted)


def test_exact_match_errors():
    with pytest.raises(ValueError, match="wrap it"):
        exact_match("I'm hungry.", "I'm hungry.")
    with pytest.raises(ValueError, match="at least one"):
        exact_match("I'm hungry.", [])
    with pytest.raises(ValueError, match="hypothesis"):
        exact_match(None, ["I'm hungry."])


def test_every_everyday_row_matches_its_own_references(everyday):
    for row in everyday:
        for en in row.en:
            assert exact_match(en.lower(), row.en)
        assert not exact_match(row.fr, row.en), row.id  # the French is no translation


# ---- names_through ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hypothesis", "names_"),
    [
        ("Lucie lives in Rennes.", ["Lucie", "Rennes"]),
        ("Rennes is where Lucie lives.", ["Lucie", "Rennes"]),  # any order
        ("Mathis's cat is black.", ["Mathis"]),  # a possessive 's
        ("We are going to Saint-Malo.", ["Saint-Malo"]),  # a hyphenated name
        ("(Chloé)", ["Chloé"]),
        ("We spent a week in La Rochelle.", ["La Rochelle"]),
    ],
)
def test_names_through_accepts(hypothesis, names_):
    assert names_through(hypothesis, names_)


@pytest.mark.parametrize(
    ("hypothesis", "names_"),
    [
        ("lucie lives in rennes.", ["Lucie", "Rennes"]),  # case
        ("Lucie lives in Rennes.", ["Lucie", "Vannes"]),  # one of two missing
        ("Chloe is here.", ["Chloé"]),  # an accent lost
        ("Marie-Claire is here.", ["Marie"]),  # part of a hyphenated name
        ("We are going to Saint-Malo.", ["Malo"]),
        ("The Maries are here.", ["Marie"]),  # part of a longer word
        ("Lucie2 is here.", ["Lucie"]),
        ("We are going to Saint Malo.", ["Saint-Malo"]),  # hyphen lost
        ("<unk> lives in <unk>.", ["Lucie", "Rennes"]),
    ],
)
def test_names_through_rejects(hypothesis, names_):
    assert not names_through(hypothesis, names_)


def test_names_through_errors():
    with pytest.raises(ValueError, match="wrap it"):
        names_through("Lucie sleeps.", "Lucie")
    with pytest.raises(ValueError, match="non-empty names"):
        names_through("Lucie sleeps.", [])
    with pytest.raises(ValueError, match="non-empty names"):
        names_through("Lucie sleeps.", ["Lucie", " "])


# ---- the loader on files the tests write ------------------------------------------------

EVERYDAY_HEADER = "id\tkind\tfr\ten\n"
NAMES_HEADER = "id\tfr\ten\tnames\n"


def write(tmp_path, text: str, name: str = "set.tsv", encoding: str = "utf-8"):
    path = tmp_path / name
    path.write_bytes(text.encode(encoding))
    return path


def test_load_everyday_reads_a_good_file(tmp_path):
    path = write(
        tmp_path,
        EVERYDAY_HEADER
        + "everyday-000\tavoir\tJ'ai faim.\tI'm hungry. | I am hungry.\n"
        + "\n"  # a blank line is skipped
        + "everyday-001\tweather\tIl pleut.\tIt is raining.\r\n",
    )
    assert load_everyday(path) == [
        EverydayRow(
            "everyday-000", "avoir", "J'ai faim.", ("I'm hungry.", "I am hungry.")
        ),
        EverydayRow("everyday-001", "weather", "Il pleut.", ("It is raining.",)),
    ]


def test_load_names_reads_a_good_file(tmp_path):
    path = write(
        tmp_path,
        "\ufeff"
        + NAMES_HEADER  # a byte-order mark is allowed
        + "names-000\tLucie habite à Rennes.\tLucie lives in Rennes.\tLucie | Rennes\n",
    )
    assert load_names(path) == [
        NamesRow(
            "names-000",
            "Lucie habite à Rennes.",
            ("Lucie lives in Rennes.",),
            ("Lucie", "Rennes"),
        )
    ]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "line 1: expected the header"),
        ("id\tfr\ten\n", "line 1: expected the header"),
        (EVERYDAY_HEADER + "everyday-000\tavoir\tJ'ai faim.\n", "line 2: expected 4"),
        (
            EVERYDAY_HEADER + "everyday-000\tavoir\tJ'ai faim.\tI'm hungry.\textra\n",
            "line 2: expected 4",
        ),
        (EVERYDAY_HEADER + "everyday-000\tavoir\t \tI'm hungry.\n", "empty 'fr'"),
        (EVERYDAY_HEADER + "e-000\tavoir\tJ'ai faim.\tI'm hungry.\n", "bad id"),
        (
            EVERYDAY_HEADER
            + "everyday-000\tavoir\tJ'ai faim.\tI'm hungry.\n"
            + "everyday-000\tavoir\tJ'ai soif.\tI'm thirsty.\n",
            "line 3: id 'everyday-000' already used on line 2",
        ),
        (EVERYDAY_HEADER + "everyday-000\tslang\tJ'ai faim.\tI'm hungry.\n", "kind"),
        (
            EVERYDAY_HEADER
            + "everyday-000\tavoir\tJ'ai faim.\tI'm hungry. | | I am.\n",
            "line 2: an empty item in the 'en' column",
        ),
    ],
)
def test_load_everyday_rejects_a_malformed_file(tmp_path, text, message):
    path = write(tmp_path, text)
    with pytest.raises(ValueError, match=re.escape(message)) as error:
        load_everyday(path)
    assert str(path) in str(error.value)


def test_load_names_rejects_a_malformed_file(tmp_path):
    empty_name = write(
        tmp_path,
        NAMES_HEADER + "names-000\tLucie dort.\tLucie sleeps.\tLucie | \n",
        "a.tsv",
    )
    with pytest.raises(ValueError, match="an empty item in the 'names' column"):
        load_names(empty_name)
    everyday_header = write(tmp_path, EVERYDAY_HEADER, "b.tsv")
    with pytest.raises(ValueError, match="expected the header"):
        load_names(everyday_header)
    wrong_prefix = write(
        tmp_path,
        NAMES_HEADER + "everyday-000\tLucie dort.\tLucie sleeps.\tLucie\n",
        "c.tsv",
    )
    with pytest.raises(ValueError, match="expected names-NNN"):
        load_names(wrong_prefix)


def test_load_rejects_a_missing_or_non_utf8_file(tmp_path):
    with pytest.raises(ValueError, match="no such file"):
        load_everyday(tmp_path / "missing.tsv")
    latin1 = write(
        tmp_path,
        NAMES_HEADER + "names-000\tLéa dort.\tLéa sleeps.\tLéa\n",
        "l.tsv",
        "latin-1",
    )
    with pytest.raises(ValueError, match="not UTF-8"):
        load_names(latin1)


# ---- scripts/score_everyday.py on a stand-in translator ------------------------------


class _Output(str):
    """A translation with the `.unknown` of pretrained.Translation."""

    def __new__(cls, text, unknown=()):
        self = super().__new__(cls, text)
        self.unknown = tuple(unknown)
        return self


class _StandIn:
    """Translates the sentences it was given right, flags the ones it was told to, and
    answers everything else with 'Nothing.'."""

    def __init__(self, right: dict[str, str], flagged: set[str]):
        self.right, self.flagged = right, flagged

    def translate(self, sentences):
        return [
            _Output(self.right.get(s, "Nothing."), ["x"] if s in self.flagged else [])
            for s in sentences
        ]


def _counts(printed: str) -> dict[str, tuple[int, int]]:
    """{label: (part, whole)} of the script's lines 'label  12.5 % (1/8)'."""
    found = re.findall(r"^ *(\S.*?) +[\d.]+ % \((\d+)/(\d+)\)$", printed, re.M)
    return {label: (int(part), int(whole)) for label, part, whole in found}


def test_score_script_counts_on_a_stand_in(capsys):
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
    import score_everyday

    rows = load_everyday()[:10]  # 4 right, 3 wrong and flagged, 3 wrong and silent
    right = {row.fr: row.en[-1] for row in rows[:4]}
    flagged = {row.fr for row in rows[4:7]}
    score_everyday.score_everyday(_StandIn(right, flagged), rows, show=0)
    counts = _counts(capsys.readouterr().out)
    assert counts == {
        "everyday exact match": (4, 10),
        "with a word outside vocab": (3, 10),
        "wrong ones that are flagged": (3, 6),
        "wrong and not flagged": (3, 10),
    }

    names_rows = load_names()[:4]
    n_names = sum(len(row.names) for row in names_rows)
    assert len(names_rows[1].names) == 2
    outputs = {
        names_rows[0].fr: names_rows[0].en[0],  # right, every name through
        names_rows[1].fr: f"{names_rows[1].names[0]} sleeps.",  # one name of two
    }
    score_everyday.score_names(_StandIn(outputs, set()), names_rows, show=0)
    counts = _counts(capsys.readouterr().out)
    assert counts == {
        "names through": (len(names_rows[0].names) + 1, n_names),
        "sentences with every name": (1, 4),
        "names exact match": (1, 4),
        "with a word outside vocab": (0, 4),
    }


# ---- evaluate.score_everyday / score_names: the library's scores --------------------


def test_library_scores_on_a_stand_in():
    from transformer_lib.evaluate import score_everyday

    rows = load_everyday()[:10]  # 4 right, 3 wrong and flagged, 3 wrong and silent
    right = {row.fr: row.en[-1] for row in rows[:4]}
    flagged = {row.fr for row in rows[4:7]}
    s = score_everyday(_StandIn(right, flagged), rows)
    assert (s.n, s.exact, s.unknown, s.flagged, s.silent) == (
        10,
        40.0,
        30.0,
        50.0,
        30.0,
    )
    kinds: dict[str, list[int]] = {}
    for i, row in enumerate(rows):
        kinds.setdefault(row.kind, [0, 0])
        kinds[row.kind][0] += i < 4
        kinds[row.kind][1] += 1
    assert s.by_kind == {k: tuple(v) for k, v in kinds.items()}
    assert [str(o) for o in s.outputs[:4]] == [row.en[-1] for row in rows[:4]]
    assert 0 < s.bleu < 100 and 0 < s.chrf < 100


def test_bleu_and_chrf_count_every_accepted_translation():
    """Each sentence translated as its LAST accepted translation: perfect only if every
    accepted translation is a reference, not the first alone."""
    from transformer_lib.evaluate import score_everyday

    rows = load_everyday()
    several = [row for row in rows if len(row.en) > 1 and row.en[-1] != row.en[0]]
    one = [row for row in rows if len(row.en) == 1]
    assert len(several) >= 5 and one  # the set mixes both
    mixed = several[:5] + one[:3]
    s = score_everyday(_StandIn({r.fr: r.en[-1] for r in mixed}, set()), mixed)
    assert s.exact == 100.0
    assert s.bleu == pytest.approx(100.0) and s.chrf == pytest.approx(100.0)
    # against the first accepted translations only, the same outputs are not perfect
    import sacrebleu

    first_only = sacrebleu.metrics.BLEU().corpus_score(
        [r.en[-1] for r in mixed], [[r.en[0] for r in mixed]]
    )
    assert first_only.score < 100.0


def test_library_names_scores_and_empty_sets():
    from transformer_lib.evaluate import score_everyday, score_names

    rows = load_names()[:4]
    outputs = {
        rows[0].fr: rows[0].en[0],  # right: every name through
        rows[1].fr: f"{rows[1].names[0]} sleeps.",  # one name of its two
    }
    s = score_names(_StandIn(outputs, set()), rows)
    names = sum(len(row.names) for row in rows)
    assert s.names == names and s.n == 4
    assert s.through == pytest.approx(100 * (len(rows[0].names) + 1) / names)
    assert (s.whole, s.exact, s.unknown) == (25.0, 25.0, 0.0)
    with pytest.raises(ValueError, match="at least one"):
        score_everyday(_StandIn({}, set()), [])
    with pytest.raises(ValueError, match="at least one"):
        score_names(_StandIn({}, set()), [])
