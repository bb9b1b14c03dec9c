"""The translator on subwords: ``python -m transformer_lib.train --tokens bpe``, its
checkpoints (training and exported) with their BPE tokenizers, and loading, translating
and evaluating them; word-level checkpoints load as before."""

import pytest
import torch

from transformer_lib import pretrained
from transformer_lib.bpe import BPETokenizer
from transformer_lib.data import load_corpus
from transformer_lib.evaluate import main as evaluate_main
from transformer_lib.tokenizer import UNK, Vocab, tokenize
from transformer_lib.train import BPE_MERGES, RECIPES, bpe_vocabs, train
from transformer_lib.train import main as train_main
from transformer_lib.translate import translate
from transformer_lib.translate.__main__ import main as translate_main
from transformer_lib.translate.names import mask_names

UNSEEN = "ornithorynque"  # a French word (platypus) that the corpus never has
MERGES = 300  # few merges: the tiny model reads pieces, most words cut in several


@pytest.fixture(scope="module")
def bpe_run(tmp_path_factory):
    """The command line, as a reader types it: tiny recipe, 3 steps, BPE, exported."""
    folder = tmp_path_factory.mktemp("bpe")
    out, ship = folder / "bpe.pt", folder / "bpe_export.pt"
    argv = ["--config", "tiny", "--steps", "3", "--tokens", "bpe"]
    argv += ["--merges", str(MERGES), "--out", str(out), "--export", str(ship)]
    assert train_main(argv) == 0
    return out, ship, argv


@pytest.fixture(scope="module")
def corpus_tokenizers():
    return bpe_vocabs(load_corpus("train"), MERGES)


def test_both_checkpoints_hold_the_tokenizers_learned_on_the_training_pairs(
    bpe_run, corpus_tokenizers
):
    out, ship, argv = bpe_run
    for path in (out, ship):
        state = torch.load(path, weights_only=True)
        vocabs = state["vocabs"]
        for side, expected in zip(("src", "tgt"), corpus_tokenizers, strict=True):
            rebuilt = BPETokenizer.from_dict(vocabs["bpe"][side])
            assert rebuilt.merges == expected.merges and rebuilt.itos == expected.itos
            assert vocabs[side] == expected.itos  # the token list, as before
        config = state["config"]
        assert config["src_vocab_size"] == len(corpus_tokenizers[0])
        assert config["tgt_vocab_size"] == len(corpus_tokenizers[1])
        assert state["metadata"]["tokens"] == "bpe"
        assert state["metadata"]["merges"] == [MERGES, MERGES]
        # paths outside the repository are recorded as their file names
        typed = " ".join(argv[:-4])
        assert state["metadata"]["command"].endswith(
            f"{typed} --out bpe.pt --export bpe_export.pt"
        )
    shipped = torch.load(ship, weights_only=True)
    assert all(
        t.dtype == torch.float16
        for t in shipped["model"].values()
        if t.is_floating_point()
    )
    assert shipped["fp16_check"]["sentences"] == 500


def test_a_bpe_checkpoint_loads_translates_and_evaluates(bpe_run, capsys):
    out, ship, _ = bpe_run
    for path in (out, ship):
        translator = pretrained.load(path, device="cpu")
        assert isinstance(translator.src_vocab, BPETokenizer)
        assert isinstance(translator.tgt_vocab, BPETokenizer)
        assert translator.tgt_vocab.casing is not None  # learned from the targets
        sentences = ["Le chat noir dort.", "Bonjour, Marie."]
        texts = translator.translate(sentences)
        assert len(texts) == 2 and all(isinstance(t, str) for t in texts)
        # detokenised: the word-start marker never reaches the reader
        assert not any("\u2581" in t for t in texts)
        alignment = translator.cross_attention("Le chat dort.")
        assert alignment.source == translator.src_vocab.to_tokens(
            translator.src_vocab.encode("le chat dort.", add_eos=True)
        )
    capsys.readouterr()
    assert translate_main(["--checkpoint", str(ship), "Le chat dort."]) == 0
    captured = capsys.readouterr()
    assert captured.out.strip() and "\u2581" not in captured.out
    assert captured.err == ""  # every word is written with known pieces
    argv = ["--checkpoint", str(ship), "--splits", "test", "--beam", "1"]
    assert evaluate_main([*argv, "--limit", "20"]) == 0
    assert "| test           | greedy" in capsys.readouterr().out


def test_an_unseen_word_gets_pieces_not_unk(bpe_run):
    _, ship, _ = bpe_run
    translator = pretrained.load(ship, device="cpu")
    words = {
        w for pair in load_corpus("train") for side in pair for w in tokenize(side)
    }
    assert UNSEEN not in words and UNSEEN.capitalize() not in words
    pieces = translator.src_vocab.tokenize(UNSEEN)
    assert len(pieces) > 1 and UNK not in pieces
    assert "".join(pieces) == "\u2581" + UNSEEN
    # read in pieces, but flagged: the checkpoint lists the words training saw
    assert translator.translate([f"Le chat voit un {UNSEEN}."])[0].unknown == (UNSEEN,)
    [text] = translator.translate(["Le chat ¤ dort."])
    assert text.unknown == ("¤",)


def test_a_bpe_checkpoint_lists_the_words_of_its_training_sources(bpe_run):
    out, ship, _ = bpe_run
    words = {w for fr, _ in load_corpus("train") for w in tokenize(fr)}
    for path in (out, ship):
        state = torch.load(path, weights_only=True)
        assert set(state["vocabs"]["bpe"]["src_words"]) == words
    translator = pretrained.load(ship, device="cpu")
    known = sorted(words)[:50]
    assert translator.unknown_words(" ".join(known)) == []


def test_an_older_bpe_checkpoint_flags_only_unseen_characters(
    bpe_run, tmp_path, capsys
):
    _, ship, _ = bpe_run
    state = torch.load(ship, weights_only=True)
    del state["vocabs"]["bpe"]["src_words"]
    torch.save(state, tmp_path / "old.pt")
    translator = pretrained.load(tmp_path / "old.pt", device="cpu")
    assert translator.translate([f"Le chat voit un {UNSEEN}."])[0].unknown == ()
    [text] = translator.translate(["Le chat ¤ dort."])
    assert text.unknown == ("¤",)
    assert translate_main(["--checkpoint", str(tmp_path / "old.pt"), "Le ¤."]) == 0
    err = capsys.readouterr().err
    assert "French subword pieces" in err and '"¤"' in err


def test_the_command_names_words_it_never_saw(bpe_run, capsys):
    _, ship, _ = bpe_run
    sentence = f"Le chat voit un {UNSEEN} ¤."
    assert translate_main(["--checkpoint", str(ship), sentence]) == 0
    err = capsys.readouterr().err
    assert "sentence 1: not among the" in err and "saw in training" in err
    assert err.rstrip().endswith(f'training: {UNSEEN}, "¤"')


def test_lengths_are_counted_in_pieces_not_words(bpe_run, capsys):
    _, ship, _ = bpe_run
    translator = pretrained.load(ship, device="cpu")
    longest = translator.model.config.max_len - 1
    words = f"{UNSEEN} " * (longest // 2)  # fits in words, not in pieces
    assert len(tokenize(words)) <= longest
    n_pieces = len(translator.src_vocab.encode(words))
    assert n_pieces > longest
    with pytest.raises(ValueError, match=f"has {n_pieces} tokens"):
        translator.translate([words])
    assert translate_main(["--checkpoint", str(ship), words]) == 1
    assert f"{n_pieces} tokens, longer than" in capsys.readouterr().err


def test_translations_come_out_cased_and_detokenised(tmp_path):
    # Two sentences, learned by heart in 40 steps: the casing table comes from the
    # targets ("Paris", and "I" in the middle of a sentence), and the output is words.
    pairs = [
        ("nous voyons paris et je dors .", "We see Paris and I sleep."),
        ("le chat dort .", "The cat sleeps."),
    ] * 100
    out = tmp_path / "learned.pt"
    train("tiny", out, steps=40, data=pairs, device="cpu", tokens="bpe", merges=30)
    translator = pretrained.load(out, device="cpu")
    assert translator.tgt_vocab.casing == {"i": "I", "paris": "Paris"}
    texts = translator.translate(["Nous voyons Paris et je dors.", "Le chat dort."])
    assert texts == ["We see Paris and I sleep.", "The cat sleeps."]
    # "b" never occurs in these pairs: with so few, a new word can hold a new character
    assert translator.translate(["bonjour"])[0].unknown == ("bonjour",)


def test_word_level_checkpoints_load_as_before(tmp_path):
    state = train("tiny", tmp_path / "words.pt", steps=2, device="cpu")
    assert "bpe" not in state["vocabs"] and "tokens" not in state["metadata"]
    translator = pretrained.load(tmp_path / "words.pt", device="cpu")
    assert type(translator.src_vocab) is Vocab and type(translator.tgt_vocab) is Vocab
    sentence = f"Le chat voit un {UNSEEN}."
    assert translator.translate([sentence])[0].unknown == (UNSEEN,)
    shipped = pretrained.load(device="cpu")  # the shipped model: no tokenizer entry
    assert "bpe" not in torch.load(pretrained.PATH, weights_only=True)["vocabs"]
    assert type(shipped.src_vocab) is Vocab
    assert shipped.translate([sentence])[0].unknown == (UNSEEN,)


def test_the_default_merges_and_the_default_export_path(tmp_path, monkeypatch):
    seen = {}

    def fake_train(recipe, out, **kwargs):
        seen.update(kwargs)
        raise ValueError("stop here")

    monkeypatch.setattr("transformer_lib.train.command.train", fake_train)
    assert train_main(["--config", "tiny", "--tokens", "bpe"]) == 1
    assert seen["tokens"] == "bpe" and seen["merges"] == BPE_MERGES
    assert train_main(["--config", "tiny"]) == 1
    assert seen["tokens"] == "words" and seen["merges"] is None


def test_bad_token_options_are_one_line_errors(tmp_path, capsys):
    with pytest.raises(SystemExit):
        train_main(["--config", "tiny", "--merges", "100"])  # without --tokens bpe
    assert "--merges goes with --tokens bpe" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        train_main(["--config", "tiny", "--tokens", "bpe", "--merges", "0"])
    assert "--merges must be >= 1" in capsys.readouterr().err
    with pytest.raises(ValueError, match="needs merges"):
        train("tiny", tmp_path / "x.pt", tokens="bpe")
    with pytest.raises(ValueError, match="unknown tokens"):
        train("tiny", tmp_path / "x.pt", tokens="chars")


def test_a_broken_tokenizer_entry_is_named(bpe_run, tmp_path):
    _, ship, _ = bpe_run
    state = torch.load(ship, weights_only=True)
    state["vocabs"]["bpe"]["src"]["merges"] = state["vocabs"]["bpe"]["src"]["merges"][
        :-1
    ]
    path = tmp_path / "broken.pt"
    torch.save(state, path)
    with pytest.raises(ValueError, match="src vocabulary is broken"):
        pretrained.load(path, device="cpu")
    del state["vocabs"]["bpe"]["tgt"]
    torch.save(state, path)
    with pytest.raises(ValueError, match="BPE tokenizers are broken"):
        pretrained.load(path, device="cpu")


def test_translate_reads_pieces_with_a_bpe_vocabulary(bpe_run):
    # the library function, given the tokenizers: the same text as the Translator's
    _, ship, _ = bpe_run
    t = pretrained.load(ship, device="cpu")
    texts = translate(t.model, t.src_vocab, t.tgt_vocab, ["Le chat dort."])
    assert texts == list(t.translate(["Le chat dort."]))


def test_the_shipped_bpe_model_is_the_recipe_on_the_corpus_and_small():
    # chapter 10 compares it with the word-level model: it must be what the command makes
    path = pretrained.PATH.parent / "capstone_bpe.pt"
    assert path.stat().st_size <= 8_000_000  # the budget of a shipped model
    state = torch.load(path, map_location="cpu", weights_only=True)
    meta = state["metadata"]
    assert meta["tokens"] == "bpe"
    assert meta["recipe"] == "capstone"
    # the shipped files, given by the command or by --data and --valid
    assert meta["data"] == "shipped corpus" or (
        "--data train.tsv.xz --valid valid.tsv.xz" in meta["command"]
    )
    assert (
        "--merges" not in meta["command"] or f"--merges {BPE_MERGES}" in meta["command"]
    )
    settings = RECIPES["capstone"][1]
    assert meta["decay_steps"] == settings["decay_steps"]
    assert meta["names"]["share"] == settings["name_share"]
    pairs, _ = mask_names(
        load_corpus("train"), settings["name_share"], settings["seed"]
    )
    fr, en = bpe_vocabs(pairs, BPE_MERGES)
    translator = pretrained.load(path, device="cpu")
    assert translator.src_vocab.merges == fr.merges
    assert translator.tgt_vocab.merges == en.merges
    assert translator.tgt_vocab.casing == pretrained.load(device="cpu").tgt_vocab.casing
    assert translator.info["steps"] == RECIPES["capstone"][1]["steps"]  # the full run
