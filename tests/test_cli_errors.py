"""The commands on bad input: one line on standard error, no traceback, nothing else lost.

Each command runs in its own process, as a user runs it, so that what reaches standard
error (a traceback, a warning's extra lines) is exactly what the user would see.
"""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch
import torch.nn.functional as F

from transformer_lib import pretrained
from transformer_lib.model import Transformer, TransformerConfig
from transformer_lib.tokenizer import SPECIALS, Vocab, pad_batch
from transformer_lib.train import main as train_main
from transformer_lib.translate import translate
from transformer_lib.translate.__main__ import main as translate_main

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ["le chat noir dort .", "il pleut", "le chien mange le pain blanc"]
TARGETS = ["the black cat sleeps .", "it rains", "the dog eats the white bread"]
# no progress bars on standard error: it should hold only the lines under test
ENV = {**os.environ, "OMP_NUM_THREADS": "1", "TQDM_DISABLE": "1"}
MAX_LEN = 32  # the tiny model's positions: it reads at most 31 source tokens

pytestmark = pytest.mark.slow  # each test starts Python and torch (seconds)


def tiny_model(d_model=16, steps=80):
    """A tiny model that has learnt the three pairs by heart (a second of training), so
    that its translations are distinct, non-empty lines."""
    src_vocab, tgt_vocab = Vocab(SOURCES), Vocab(TARGETS)
    config = TransformerConfig(
        src_vocab_size=len(src_vocab),
        tgt_vocab_size=len(tgt_vocab),
        d_model=d_model,
        n_heads=2,
        d_ff=32,
        n_encoder_layers=1,
        n_decoder_layers=1,
        max_len=MAX_LEN,
        pad_id=0,
        share_embeddings=False,
        dropout=0.0,
    )
    torch.manual_seed(0)
    model = Transformer(config)
    src = pad_batch([src_vocab.encode(s, add_eos=True) for s in SOURCES], 0)
    tgt = pad_batch(
        [tgt_vocab.encode(t, add_bos=True, add_eos=True) for t in TARGETS], 0
    )
    optimizer = torch.optim.Adam(model.parameters(), lr=0.01)
    for _ in range(steps):
        logits = model(src, tgt[:, :-1])  # (B, T, V)
        loss = F.cross_entropy(
            logits.flatten(0, 1), tgt[:, 1:].flatten(), ignore_index=0
        )
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    return model.eval(), src_vocab, tgt_vocab


def save(path, net, src_vocab, tgt_vocab, **changes):
    """What Trainer.save writes, reduced to what loading a model needs."""
    state = {
        "config": dataclasses.asdict(net.config),
        "model": net.state_dict(),
        "vocabs": {"src": src_vocab.itos, "tgt": tgt_vocab.itos},
        **changes,
    }
    torch.save(state, path)
    return path


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    model, src_vocab, tgt_vocab = tiny_model()
    path = tmp_path_factory.mktemp("cli") / "tiny.pt"
    return save(path, model, src_vocab, tgt_vocab), model, src_vocab, tgt_vocab


def run(module, *args, stdin="", ok=(0, 1)):
    """Run `python -m transformer_lib.<module>`; checks it ended cleanly, no traceback."""
    done = subprocess.run(
        [sys.executable, "-m", f"transformer_lib.{module}", *map(str, args)],
        input=stdin,
        capture_output=True,
        text=True,
        env={**ENV, "PYTHONPATH": str(ROOT)},
        timeout=300,
    )
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode in ok, (done.returncode, done.stderr)
    return done


# --- translate ----------------------------------------------------------------------


def test_translate_reports_unknown_words_and_a_long_line_and_translates_the_rest(tiny):
    path, model, src_vocab, tgt_vocab = tiny
    unknown = "Bonjour, le chat dort !"  # bonjour , ! are not in the vocabulary
    long = " ".join(["le chat dort"] * 67)  # 201 tokens, the model reads 31
    good = SOURCES[2]
    done = run("translate", "--checkpoint", path, stdin=f"{unknown}\n{long}\n{good}\n")
    assert done.returncode == 1  # one line could not be translated
    n_words = len(src_vocab) - len(SPECIALS)
    assert done.stderr.splitlines() == [
        f"sentence 1: not in the model's vocabulary of {n_words} French words: "
        'bonjour, ",", "!"',
        f"sentence 2: 201 tokens, longer than the {MAX_LEN - 1} this model can "
        "read: not translated",
    ]
    # the lines around the long one are translated, in place; its own line is empty
    expected = translate(model, src_vocab, tgt_vocab, [unknown, good])
    assert all(expected)
    assert done.stdout.split("\n")[:-1] == [expected[0], "", expected[1]]


def test_translate_without_unknown_words_writes_nothing_on_stderr(tiny):
    path, model, src_vocab, tgt_vocab = tiny
    done = run("translate", "--checkpoint", path, SOURCES[0], SOURCES[1])
    assert done.returncode == 0
    assert done.stderr == ""
    expected = translate(model, src_vocab, tgt_vocab, SOURCES[:2])
    assert done.stdout.splitlines() == expected


def test_translate_reports_a_line_that_is_not_utf8(tiny):
    path, model, src_vocab, tgt_vocab = tiny
    done = subprocess.run(
        [sys.executable, "-m", "transformer_lib.translate", "--checkpoint", str(path)],
        input=b"le chat dort\n\nle chat \xe9tait\n",  # Latin-1, not UTF-8
        capture_output=True,
        env={**ENV, "PYTHONPATH": str(ROOT)},
        timeout=300,
    )
    stderr = done.stderr.decode()
    assert "Traceback" not in stderr and done.returncode == 1
    # the blank line counts: the bad line is line 3 of the input
    assert stderr.splitlines() == ["sentence 3: not UTF-8 text: not translated"]
    expected = translate(model, src_vocab, tgt_vocab, ["le chat dort"])
    assert done.stdout.decode().split("\n")[:-1] == [expected[0], "", ""]


def corrupt_files(folder: Path, tiny) -> dict[str, tuple[Path, str]]:
    """Bad checkpoints -> (path, a piece of the one line expected about each)."""
    tiny_path, model, src_vocab, tgt_vocab = tiny
    bigger, _, _ = tiny_model(d_model=32, steps=0)
    random_bytes = folder / "random.pt"
    random_bytes.write_bytes(torch.randint(0, 256, (3000,)).to(torch.uint8).numpy())
    truncated = folder / "truncated.pt"
    truncated.write_bytes(tiny_path.read_bytes()[:2000])
    no_model = folder / "no_model.pt"
    torch.save({"weights": torch.zeros(3)}, no_model)
    config = dataclasses.asdict(model.config)
    return {
        "missing": (folder / "nothing.pt", "no checkpoint at"),
        "a folder": (folder, "is not a file"),
        "random bytes": (random_bytes, "torch.load can read"),
        "truncated": (truncated, "torch.load can read"),
        "no model in it": (no_model, "is not a model checkpoint"),
        "weights of another shape": (
            save(
                folder / "shape.pt",
                model,
                src_vocab,
                tgt_vocab,
                model=bigger.state_dict(),
            ),
            "size mismatch",
        ),
        "a config field this library lacks": (
            save(
                folder / "field.pt",
                model,
                src_vocab,
                tgt_vocab,
                config={**config, "d_modle": 16},
            ),
            "d_modle",
        ),
        "no vocabularies": (
            save(folder / "novocab.pt", model, src_vocab, tgt_vocab, vocabs=None),
            "has no vocabularies",
        ),
        "a vocabulary of another size": (
            save(
                folder / "vocab.pt",
                model,
                src_vocab,
                tgt_vocab,
                vocabs={"src": src_vocab.itos + ["extra"], "tgt": tgt_vocab.itos},
            ),
            "src vocabulary has",
        ),
    }


@pytest.fixture(scope="module")
def corrupt(tiny, tmp_path_factory):
    return corrupt_files(tmp_path_factory.mktemp("corrupt"), tiny)


BAD = [
    "missing",
    "a folder",
    "random bytes",
    "truncated",
    "no model in it",
    "weights of another shape",
    "a config field this library lacks",
    "no vocabularies",
    "a vocabulary of another size",
]


@pytest.mark.parametrize(
    "kind", ["missing", "random bytes", "weights of another shape"]
)
def test_translate_on_a_bad_checkpoint_says_so_in_one_line(corrupt, kind):
    path, expected = corrupt[kind]
    done = run("translate", "--checkpoint", path, "le chat dort")
    assert done.returncode == 1
    assert done.stdout == ""
    (line,) = done.stderr.splitlines()
    assert line.startswith("error: ") and expected in line and str(path) in line


@pytest.mark.parametrize("kind", BAD)
def test_every_bad_checkpoint_is_one_line_from_the_command(corrupt, kind, capsys):
    # in this process (an exception escaping main would fail the test): every kind
    path, expected = corrupt[kind]
    assert translate_main(["--checkpoint", str(path), "le chat dort"]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    (line,) = err.splitlines()
    assert line.startswith("error: ") and expected in line and str(path) in line
    # the library raises the same message, as a FileNotFoundError or a ValueError
    with pytest.raises((FileNotFoundError, ValueError)) as raised:
        pretrained.load(path, device="cpu")
    assert line == f"error: {raised.value}"


@pytest.mark.parametrize("stdin", ["", "\n  \n"])
def test_translate_on_empty_input_says_so_in_one_line(tiny, stdin):
    done = run("translate", "--checkpoint", tiny[0], stdin=stdin)
    assert done.returncode == 1
    assert done.stdout == ""
    assert done.stderr.splitlines() == [
        "error: nothing to translate: no sentence in standard input"
    ]


def test_translate_on_a_device_this_machine_lacks(tiny):
    bad = "cuda" if not torch.cuda.is_available() else "nonsense"
    done = run("translate", "--checkpoint", tiny[0], "--device", bad, "le chat")
    assert done.returncode == 1
    (line,) = done.stderr.splitlines()
    assert line.startswith("error: ") and repr(bad) in line


# --- evaluate -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "kind", ["missing", "random bytes", "weights of another shape"]
)
def test_evaluate_on_a_bad_checkpoint_says_so_in_one_line(corrupt, kind):
    path, expected = corrupt[kind]
    done = run("evaluate", "--checkpoint", path, "--limit", 2)
    assert done.returncode == 1
    assert done.stdout == ""
    (line,) = done.stderr.splitlines()
    assert line.startswith("error: ") and expected in line and str(path) in line


# --- train --data -------------------------------------------------------------------


def bad_tsv_files(folder: Path) -> dict[str, tuple[Path, list[str], str]]:
    """Bad training files -> (path, extra arguments, a piece of the expected line)."""
    one_column = folder / "one_column.tsv"
    one_column.write_text("le chat dort\nil pleut\n", encoding="utf-8")
    empty = folder / "empty.tsv"
    empty.write_text("\n\n", encoding="utf-8")
    few = folder / "few.tsv"
    few.write_text("le chat dort\tthe cat sleeps\n", encoding="utf-8")
    broken_gzip = folder / "broken.tsv.gz"
    broken_gzip.write_bytes(b"\x1f\x8b\x08\x00 not really gzip")
    two_columns = folder / "two.tsv"
    two_columns.write_text("le chat\tthe cat\n" * 200, encoding="utf-8")
    return {
        "missing": (folder / "nothing.tsv", [], "no such file"),
        "one column": (one_column, [], "line 1: expected at least 2 tab-separated"),
        "columns it lacks": (
            two_columns,
            ["--columns", "2", "0"],
            "expected at least 3",
        ),
        "empty": (empty, [], "is empty"),
        "too few pairs": (few, [], "give --valid"),
        "broken gzip": (broken_gzip, [], "cannot read it"),
    }


@pytest.mark.parametrize("kind", ["one column", "broken gzip"])
def test_train_on_a_bad_tsv_says_so_in_one_line(tmp_path, kind):
    path, extra, expected = bad_tsv_files(tmp_path)[kind]
    out = tmp_path / "never.pt"
    done = run("train", "--config", "tiny", "--out", out, "--data", path, *extra)
    assert done.returncode == 1
    (line,) = done.stderr.splitlines()
    assert line.startswith("error: --data") and expected in line and str(path) in line
    assert not out.exists()  # it stopped before training


TSV_KINDS = ["missing", "one column", "columns it lacks", "empty", "too few pairs"]


@pytest.mark.parametrize("kind", [*TSV_KINDS, "broken gzip"])
def test_every_bad_tsv_is_one_line_from_the_command(tmp_path, kind, capsys):
    # in this process (an exception escaping main would fail the test): every kind
    path, extra, expected = bad_tsv_files(tmp_path)[kind]
    out = tmp_path / "never.pt"
    argv = ["--config", "tiny", "--out", str(out), "--data", str(path), *extra]
    assert train_main(argv) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    (line,) = captured.err.splitlines()
    assert line.startswith("error: --data") and expected in line and str(path) in line
    assert not out.exists()


def test_train_reports_skipped_and_too_long_pairs_in_one_line_each(tmp_path):
    good = ["le chat dort\tthe cat sleeps"] * 150
    lines = [*good[:5], "a line without a tab", *good[5:]]
    lines.append(" ".join(["le"] * 200) + "\tthe")  # longer than tiny's 127 positions
    path = tmp_path / "pairs.tsv"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = tmp_path / "ok.pt"
    done = run("train", "--config", "tiny", "--steps", 1, "--out", out, "--data", path)
    assert done.returncode == 0
    assert done.stderr.splitlines() == [
        f"warning: --data {path}: skipped 1 bad line(s) (line 6)",
        f"warning: --data {path}: left out 1 pair(s) longer than the model's 127 tokens",
    ]
    assert out.exists()
