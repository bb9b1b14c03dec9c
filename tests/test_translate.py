"""translate(): batched translation with greedy or beam search, and its command line."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch
from tiny_models import tiny_model

from transformer_lib import pretrained
from transformer_lib.casing import truecase
from transformer_lib.decoding import beam_search, greedy_decode
from transformer_lib.tokenizer import tokenize
from transformer_lib.translate import translate
from transformer_lib.translate.__main__ import main

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ["le chat noir dort .", "il pleut", "le chien mange le pain blanc", "dort"]
TARGETS = ["the black cat sleeps .", "it rains", "the dog eats the white bread"]


@pytest.fixture(scope="module")
def setup():
    return tiny_model(SOURCES, TARGETS)


def one_by_one(model, src_vocab, tgt_vocab, sentence, beam_size=1, max_len=None):
    """Each sentence alone (no padding, no reordering), decoded by the library."""
    src = torch.tensor([src_vocab.encode(sentence, add_eos=True)])
    max_len = max_len or 2 * src.size(1) + 10
    if beam_size == 1:
        tokens = greedy_decode(model, src, max_len)[0]
    else:
        tokens = beam_search(model, src, beam_size, max_len)[0][0].tokens
    # translate() cases its output (chapter 10): capitals at sentence starts here
    return truecase(tgt_vocab.to_tokens(tokens, skip_special=True), tgt_vocab.casing)


@pytest.mark.parametrize("beam_size", [1, 3])
def test_batched_translation_equals_each_sentence_alone(setup, beam_size):
    model, src_vocab, tgt_vocab = setup
    # max_len fixed: by default it depends on the longest source of each batch
    got = translate(
        model,
        src_vocab,
        tgt_vocab,
        SOURCES,
        beam_size=beam_size,
        batch_size=3,
        max_len=20,
    )
    expected = [
        one_by_one(model, src_vocab, tgt_vocab, s, beam_size, 20) for s in SOURCES
    ]
    assert got == expected
    assert any(got), "a random model should still produce some words"


def test_bad_inputs_are_clear_errors(setup):
    model, src_vocab, tgt_vocab = setup
    with pytest.raises(ValueError, match="empty"):
        translate(model, src_vocab, tgt_vocab, ["le chat", "  "])
    with pytest.raises(ValueError, match="list of sentences"):
        translate(model, src_vocab, tgt_vocab, "le chat")
    with pytest.raises(ValueError, match="beam_size"):
        translate(model, src_vocab, tgt_vocab, ["le chat"], beam_size=0)
    assert translate(model, src_vocab, tgt_vocab, []) == []


def save_checkpoint(path, model, src_vocab, tgt_vocab, vocabs=True):
    """What Trainer.save writes, reduced to what loading a model needs."""
    state = {
        "config": dataclasses.asdict(model.config),
        "model": model.state_dict(),
        "vocabs": {"src": src_vocab.itos, "tgt": tgt_vocab.itos} if vocabs else None,
    }
    torch.save(state, path)


@pytest.mark.slow
def test_command_line_reads_stdin_and_keeps_blank_lines(setup, tmp_path):
    model, src_vocab, tgt_vocab = setup
    path = tmp_path / "model.pt"
    save_checkpoint(path, model, src_vocab, tgt_vocab)
    lines = [SOURCES[0], "", SOURCES[3]]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.run(
        [sys.executable, "-m", "transformer_lib.translate", "--checkpoint", str(path)],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=True,
    )
    printed = run.stdout.split("\n")[:-1]  # the last line ends with a newline
    expected = [one_by_one(model, src_vocab, tgt_vocab, SOURCES[0]), ""]
    expected.append(one_by_one(model, src_vocab, tgt_vocab, SOURCES[3]))
    assert printed == expected


def test_command_line_arguments_and_beam(setup, tmp_path, capsys):
    model, src_vocab, tgt_vocab = setup
    path = tmp_path / "model.pt"
    save_checkpoint(path, model, src_vocab, tgt_vocab)
    assert main(["--checkpoint", str(path), "--beam", "3", SOURCES[1]]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed == [one_by_one(model, src_vocab, tgt_vocab, SOURCES[1], 3)]


def test_command_line_refuses_a_checkpoint_without_vocabularies(
    setup, tmp_path, capsys
):
    model, src_vocab, tgt_vocab = setup
    path = tmp_path / "bare.pt"
    save_checkpoint(path, model, src_vocab, tgt_vocab, vocabs=False)
    assert main(["--checkpoint", str(path), "le chat"]) == 1
    (line,) = capsys.readouterr().err.splitlines()
    assert line.startswith(f"error: {path} has no vocabularies")
    with pytest.raises(SystemExit):
        main(["--checkpoint", str(path), "--beam", "0", "le chat"])


def test_a_sentence_longer_than_the_model_reads_is_a_clear_error(setup):
    model, src_vocab, tgt_vocab = setup
    longest = model.config.max_len - 1  # 63 tokens, then </s>
    fits, too_long = " ".join(["chat"] * longest), " ".join(["chat"] * (longest + 1))
    assert len(translate(model, src_vocab, tgt_vocab, [fits])) == 1
    with pytest.raises(
        ValueError, match=rf"sentences\[1\] has {longest + 1} tokens.* {longest} "
    ):
        translate(model, src_vocab, tgt_vocab, ["le chat", too_long])


def test_translator_returns_strings_that_carry_the_unknown_words(setup):
    model, src_vocab, tgt_vocab = setup
    translator = pretrained.Translator(model, src_vocab, tgt_vocab, {})
    sentences = ["Bonjour, le chat ! Bonjour", "le chat noir dort ."]
    got = translator.translate(sentences, beam_size=2)
    # the same text as translate(), as plain str in every way that matters to callers
    plain = translate(model, src_vocab, tgt_vocab, sentences, beam_size=2)
    assert got == plain and [repr(t) for t in got] == [repr(t) for t in plain]
    assert all(isinstance(t, str) for t in got)
    assert json.loads(json.dumps(got)) == plain
    # each unknown token once, in the order the sentence has them; none for known words
    assert got[0].unknown == ("bonjour", ",", "!")
    assert got[1].unknown == ()
    assert translator.unknown_words("Le CHAT, zut") == [",", "zut"]


def test_the_shipped_model_names_what_it_does_not_know():
    translator = pretrained.load(device="cpu")
    sentence = "J'ai de la fièvre et un rhume, comment allez-vous ?"
    (got,) = translator.translate([sentence])
    assert got and got.unknown == ("fièvre", "rhume")
    vocabulary = set(translator.src_vocab.itos)
    assert set(got.unknown) == {t for t in tokenize(sentence) if t not in vocabulary}


def test_load_names_the_file_it_cannot_use(tmp_path):
    with pytest.raises(FileNotFoundError, match="nothing.pt"):
        pretrained.load(tmp_path / "nothing.pt")
    noise = tmp_path / "noise.pt"
    noise.write_bytes(bytes(range(256)) * 8)
    with pytest.raises(ValueError, match="noise.pt is not a checkpoint"):
        pretrained.load(noise)
    with pytest.raises(ValueError, match="is not a file"):
        pretrained.load(tmp_path)


def test_cross_attention_refuses_a_sentence_longer_than_the_model_reads(setup):
    model, src_vocab, tgt_vocab = setup
    translator = pretrained.Translator(model, src_vocab, tgt_vocab, {})
    longest = model.config.max_len - 1
    assert len(translator.cross_attention(" ".join(["chat"] * longest)).source) == 64
    with pytest.raises(ValueError, match=f"{longest + 1} tokens: longer than the"):
        translator.cross_attention(" ".join(["chat"] * (longest + 1)))
