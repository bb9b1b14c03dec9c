"""Chapter 10: the shipped model, the training command, export, loading and evaluation."""

import dataclasses
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import sacrebleu
import torch

from transformer_lib import pretrained
from transformer_lib.casing import learn_casing
from transformer_lib.data import build_vocabs, load_corpus
from transformer_lib.evaluate import Scores, by_length, evaluate, score
from transformer_lib.evaluate import main as evaluate_main
from transformer_lib.model import Transformer, TransformerConfig
from transformer_lib.tokenizer import tokenize
from transformer_lib.train import RECIPES, export, train
from transformer_lib.train import main as train_main
from transformer_lib.training import load_checkpoint
from transformer_lib.translate.names import mask_names

# --- the shipped checkpoint --------------------------------------------------------------


@pytest.fixture(scope="module")
def shipped():
    return torch.load(pretrained.PATH, map_location="cpu", weights_only=True)


@pytest.fixture(scope="module")
def translator():
    return pretrained.load(device="cpu")


@pytest.fixture(scope="module")
def training_pairs():
    """The pairs the recipe trains on: the shipped train split with the names of the
    recipe's share of the pairs that hold names replaced by placeholders."""
    settings = RECIPES["capstone"][1]
    pairs, _ = mask_names(
        load_corpus("train"), settings["name_share"], settings["seed"]
    )
    return pairs


def test_shipped_checkpoint_is_small_and_half_precision(shipped):
    assert pretrained.PATH.stat().st_size <= 8_000_000  # the budget of a shipped model
    floats = [t for t in shipped["model"].values() if t.is_floating_point()]
    assert floats and all(t.dtype == torch.float16 for t in floats)


# fields added after the shipped model was trained (chapter 11's positional schemes):
# a checkpoint without them loads with their defaults, the paper's sinusoidal table
LATER_FIELDS = {
    "positional": "sinusoidal",
    "decoder_positional": None,
    "shape_max_shift": 64,
    "relative_buckets": 32,
    "relative_max_distance": 128,
}


def test_shipped_config_has_the_librarys_fields(shipped):
    # every field the library's config has, and no other, except fields added later
    # (with their defaults): a renamed field fails
    fields = {f.name for f in dataclasses.fields(TransformerConfig)}
    assert set(shipped["config"]) <= fields
    assert fields - set(shipped["config"]) <= set(LATER_FIELDS)
    config = TransformerConfig(**shipped["config"])
    assert dataclasses.asdict(config) == {**LATER_FIELDS, **shipped["config"]}
    assert config.positional == config.decoder_scheme == "sinusoidal"


def test_shipped_config_is_the_capstone_recipe_on_the_shipped_corpus(
    shipped, training_pairs
):
    sizes, _ = RECIPES["capstone"]
    for name, value in sizes.items():
        assert shipped["config"][name] == value, name
    # the vocabularies are the ones the library builds from the shipped training split,
    # placeholders in (the recipe's name_share)
    src_vocab, tgt_vocab = build_vocabs(training_pairs)
    assert "①" in src_vocab.stoi and "①" in tgt_vocab.stoi
    assert shipped["vocabs"]["src"] == src_vocab.itos
    assert shipped["vocabs"]["tgt"] == tgt_vocab.itos
    assert shipped["config"]["src_vocab_size"] == len(src_vocab)
    assert shipped["config"]["tgt_vocab_size"] == len(tgt_vocab)
    assert shipped["config"]["pad_id"] == src_vocab.pad_id == tgt_vocab.pad_id


def test_shipped_weights_fit_the_model_the_library_builds(shipped):
    reference = Transformer(TransformerConfig(**shipped["config"])).state_dict()
    assert set(shipped["model"]) == set(reference)
    for name, tensor in reference.items():
        assert shipped["model"][name].shape == tensor.shape, name


def test_shipped_checkpoint_says_what_made_it(shipped):
    meta = shipped["metadata"]
    assert re.fullmatch(r"[0-9a-f]{40}", meta["commit"])
    assert meta["dirty"] is False  # trained from a committed tree
    assert "-m transformer_lib.train" in meta["command"]
    assert "--config capstone" in meta["command"]
    assert meta["recipe"] == "capstone"
    assert meta["device"] == "cpu" and meta["threads"] == 2
    # the time is recorded with how busy the machine was (no timing assertion: shared
    # machines are noisy; chapter 10 and benchmarks/README.md report it)
    assert meta["train_seconds"] > 0
    assert len(meta["load_average"]) == 2
    settings = RECIPES["capstone"][1]
    assert shipped["steps"] == settings["steps"]
    assert meta["decay_steps"] == settings["decay_steps"]
    assert meta["names"]["share"] == settings["name_share"]
    assert 0 < shipped["final_valid_loss"] < 2.0
    curve = shipped["curve"]
    assert curve["valid_step"][-1] == shipped["steps"]
    assert curve["valid_loss"][-1] == shipped["final_valid_loss"]
    assert curve["train_loss"][-1] < curve["train_loss"][0] / 3
    # the 16-bit weights translate (almost) every validation sentence as the 32-bit ones
    assert shipped["fp16_check"]["sentences"] == 500
    assert shipped["fp16_check"]["same"] >= 495


def test_load_gives_an_eval_mode_model_in_float32(translator):
    assert not translator.model.training
    params = list(translator.model.parameters())
    assert all(p.dtype == torch.float32 and p.device.type == "cpu" for p in params)
    assert translator.info["steps"] == RECIPES["capstone"][1]["steps"]


def test_shipped_model_translates_the_test_set(translator):
    # a checkpoint that loads but no longer translates (a changed layer, a shuffled
    # vocabulary) fails here; the chapter and the closing note report the full table
    pairs = load_corpus("test")[:200]
    outputs = translator.translate([fr for fr, _ in pairs])
    scores = score(outputs, [en for _, en in pairs])
    assert scores.bleu >= 90
    assert scores.exact >= 70


def test_shipped_model_handles_word_order_changes(translator):
    # adjective after the noun, ne ... pas around the verb: the chapter's examples
    sources = ["Le chat noir dort.", "Je ne mange pas le pain."]
    greedy = translator.translate(sources)
    beam = translator.translate(sources, beam_size=4)
    # the corpus says a French present either way (its aspect is not written in French)
    accepted = (
        {"The black cat sleeps.", "The black cat is sleeping."},
        {"I do not eat the bread.", "I am not eating the bread."},
    )
    for outputs in greedy, beam:  # cased and detokenised
        assert all(out in ok for out, ok in zip(outputs, accepted, strict=True)), (
            outputs
        )


def test_shipped_checkpoint_carries_the_casing_of_the_training_targets(
    shipped, training_pairs
):
    table = learn_casing(en for _, en in training_pairs)
    assert table and shipped["vocabs"]["casing"] == table
    assert table["i"] == "I"


def test_a_checkpoint_without_casing_still_loads_and_capitalises(shipped, tmp_path):
    old = {**shipped, "vocabs": {k: shipped["vocabs"][k] for k in ("src", "tgt")}}
    torch.save(old, tmp_path / "old.pt")
    translator = pretrained.load(tmp_path / "old.pt", device="cpu")
    assert translator.tgt_vocab.casing is None
    sentence = ["Il dort et je mange."]
    plain = translator.translate(sentence)[0]
    cased = pretrained.load(device="cpu").translate(sentence)[0]
    assert tokenize(plain) == tokenize(cased)  # the same words
    assert plain[0].isupper()  # a capital at the start, as in every sentence
    assert " and I " in cased and " and i " in plain  # only the table knows "I"


def test_cross_attention_matches_an_independent_computation(translator):
    model = translator.model
    sentence = "Les voisins ne mangent pas la pomme rouge."
    found = translator.cross_attention(sentence)
    # the output is the translation, token for token, ended by </s>
    assert found.output[-1] == "</s>" and found.source[-1] == "</s>"
    assert found.output[:-1] == tokenize(translator.translate([sentence])[0])
    assert found.source[:-1] == tokenize(sentence)
    H = model.config.n_heads
    assert found.weights.shape == (H, len(found.output), len(found.source))
    # reference: catch what the last cross-attention receives and redo its softmax
    layer = model.decoder.layers[-1].cross_attn
    seen = {}
    hook = layer.register_forward_hook(
        lambda module, args, kwargs, out: seen.update(y=args[0], memory=args[1]),
        with_kwargs=True,
    )
    with torch.no_grad():
        src = torch.tensor([translator.src_vocab.encode(found.source)])
        tgt_in = torch.tensor(
            [translator.tgt_vocab.encode(["<s>", *found.output[:-1]])]
        )
        model(src, tgt_in)
    hook.remove()
    D = model.config.d_model
    w, b = layer.in_proj_weight.double(), layer.in_proj_bias.double()
    q = seen["y"][0].double() @ w[:D].T + b[:D]  # (T, D)
    k = seen["memory"][0].double() @ w[D : 2 * D].T + b[D : 2 * D]  # (S, D)
    q, k = q.view(-1, H, D // H).transpose(0, 1), k.view(-1, H, D // H).transpose(0, 1)
    expected = torch.softmax(q @ k.transpose(1, 2) / (D // H) ** 0.5, dim=-1)
    torch.testing.assert_close(found.weights.double(), expected, rtol=1e-4, atol=1e-5)
    # beam search and another layer: still rows of probabilities
    other = translator.cross_attention(sentence, beam_size=4, layer=0)
    torch.testing.assert_close(other.weights.sum(-1), torch.ones(H, len(other.output)))
    with pytest.raises(ValueError, match="layer"):
        translator.cross_attention(sentence, layer=5)
    with pytest.raises(ValueError, match="one non-empty sentence"):
        translator.cross_attention(["a list"])


@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")
def test_load_on_cuda_translates_like_the_cpu(translator):
    on_gpu = pretrained.load(device="cuda")
    assert next(on_gpu.model.parameters()).device.type == "cuda"
    sources = [fr for fr, _ in load_corpus("test")[:50]]
    assert on_gpu.translate(sources) == translator.translate(sources)


def test_load_refuses_a_checkpoint_that_no_longer_fits_the_code(shipped, tmp_path):
    renamed = dict(shipped, config={**shipped["config"], "d_modle": 128})
    torch.save(renamed, tmp_path / "renamed.pt")
    with pytest.raises(ValueError, match="renamed.pt does not fit .*d_modle"):
        pretrained.load(tmp_path / "renamed.pt", device="cpu")
    weights = dict(shipped["model"])
    weights.pop(next(iter(weights)))
    torch.save(dict(shipped, model=weights), tmp_path / "missing.pt")
    with pytest.raises(ValueError, match="missing.pt does not fit .*Missing key"):
        pretrained.load(tmp_path / "missing.pt", device="cpu")
    with pytest.raises(FileNotFoundError, match="nothing.pt"):
        pretrained.load(tmp_path / "nothing.pt")


# --- the training command and export (the tiny recipe: seconds) ---------------------------


@pytest.fixture(scope="module")
def tiny_run(tmp_path_factory):
    out = tmp_path_factory.mktemp("tiny") / "tiny.pt"
    state = train("tiny", out, steps=6, device="cpu", command="test")
    return out, state


def test_train_writes_a_resumable_checkpoint_with_its_command(tiny_run):
    out, state = tiny_run
    assert state["step"] == 6 and load_checkpoint(out)["step"] == 6
    assert state["metadata"]["command"] == "test"
    assert state["metadata"]["recipe"] == "tiny"
    assert len(state["history"]["train_loss"]) == 6
    assert state["history"]["valid_step"] == [6]


def test_training_is_reproducible_with_the_recipe_seed(tiny_run, tmp_path):
    _, first = tiny_run
    again = train("tiny", tmp_path / "again.pt", steps=6, device="cpu")
    assert again["history"]["train_loss"] == first["history"]["train_loss"]
    for name, tensor in first["model"].items():
        assert torch.equal(again["model"][name], tensor), name


def test_resumed_training_continues_where_it_stopped(tiny_run, tmp_path):
    _, straight = tiny_run
    out = tmp_path / "resumed.pt"
    train("tiny", out, steps=3, device="cpu")
    # mark the checkpoint: a run that started afresh instead of resuming would lose it
    state = load_checkpoint(out)
    state["history"]["train_loss"][0] = 123.0
    state["metadata"]["train_seconds"] = 1000.0
    torch.save(state, out)
    resumed = train("tiny", out, steps=6, device="cpu", resume=True)
    assert resumed["history"]["train_loss"][0] == 123.0
    assert resumed["history"]["train_loss"][1:] == pytest.approx(
        straight["history"]["train_loss"][1:], rel=1e-5
    )
    assert resumed["metadata"]["train_seconds"] > 1000.0  # the times add up


def test_export_halves_the_weights_and_loads_back(tiny_run, tmp_path):
    out, state = tiny_run
    path = export(out, tmp_path / "ship.pt")
    shipped = torch.load(path, map_location="cpu", weights_only=True)
    for name, tensor in state["model"].items():
        assert shipped["model"][name].dtype == torch.float16
        # half precision: the same numbers to 3 significant digits
        torch.testing.assert_close(
            shipped["model"][name].float(), tensor, rtol=1e-3, atol=1e-4
        )
    assert shipped["final_train_loss"] == pytest.approx(
        sum(state["history"]["train_loss"]) / 6
    )
    check = shipped["fp16_check"]
    assert check["sentences"] == 500 and 0 <= check["same"] <= 500
    loaded = pretrained.load(path, device="cpu")
    # the tiny model translates badly, but from the same weights as the checkpoint
    assert loaded.src_vocab.itos == state["vocabs"]["src"]
    assert len(loaded.translate(["le chat dort."])) == 1


def test_export_refuses_a_checkpoint_without_vocabularies(tiny_run, tmp_path):
    out, _ = tiny_run
    state = dict(load_checkpoint(out), vocabs=None)
    with pytest.raises(ValueError, match="vocabularies"):
        export(state, tmp_path / "x.pt")


def test_train_refuses_an_unknown_recipe(tmp_path):
    with pytest.raises(ValueError, match="capstone"):
        train("huge", tmp_path / "x.pt")


def test_train_command_line_trains_and_exports(tmp_path, capsys):
    out, ship = tmp_path / "cli.pt", tmp_path / "cli_ship.pt"
    argv = [
        "--config",
        "tiny",
        "--steps",
        "2",
        "--out",
        str(out),
        "--export",
        str(ship),
    ]
    assert train_main(argv) == 0
    printed = capsys.readouterr().out
    assert "trained 2 steps" in printed and "exported" in printed
    meta = torch.load(ship, weights_only=True)["metadata"]
    # the command as typed, its paths outside the repository cut to their file names
    assert meta["command"] == (
        "python -m transformer_lib.train --config tiny --steps 2 "
        "--out cli.pt --export cli_ship.pt"
    )
    assert str(tmp_path) not in str(meta)


def test_train_on_your_own_tatoeba_style_file(tmp_path, capsys):
    # English first, then French, then an attribution column, as in Tatoeba's fra.txt;
    # plus one broken line, which is skipped and reported
    pairs = load_corpus("valid")[:300]
    lines = [
        f"{en}\t{fr}\tCC-BY 2.0 (France) Attribution: tatoeba.org" for fr, en in pairs
    ]
    lines.insert(7, "a line without a tab")
    path = tmp_path / "fra.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    shipped_before = pretrained.PATH.stat().st_mtime_ns
    out = tmp_path / "own.pt"
    argv = ["--config", "tiny", "--steps", "2", "--data", str(path)]
    train_main([*argv, "--columns", "1", "0", "--out", str(out), "--export"])
    # the skipped line is reported in one line on standard error
    warned = [w for w in capsys.readouterr().err.splitlines() if "warning" in w]
    assert warned == [f"warning: --data {path}: skipped 1 bad line(s) (line 8)"]
    state = load_checkpoint(out)
    # 1 % of 300 pairs held out for validation, the rest trained on, French as source
    assert state["metadata"]["train_pairs"] == 297
    assert state["metadata"]["data"] == "own pairs"
    french = {w for fr, _ in pairs for w in tokenize(fr)}
    assert set(state["vocabs"]["src"][4:]) <= french
    assert set(state["vocabs"]["src"][4:]) != set(state["vocabs"]["tgt"][4:])
    # exported next to the checkpoint: the package's own model is left alone
    assert (tmp_path / "own.export.pt").exists()
    assert pretrained.PATH.stat().st_mtime_ns == shipped_before
    with pytest.raises(ValueError, match="100 pairs"):
        train("tiny", tmp_path / "x.pt", data=pairs[:50])
    with pytest.raises(ValueError, match="valid_data needs data"):
        train("tiny", tmp_path / "x.pt", valid_data=pairs)
    with pytest.raises(SystemExit):
        train_main(["--config", "tiny", "--valid", str(path)])


def test_train_command_runs_under_torchrun(tmp_path):
    # two processes on the CPU (gloo): the command the chapter gives for several GPUs
    torchrun = Path(sys.executable).with_name("torchrun")
    out = tmp_path / "ddp.pt"
    command = [str(torchrun), "--standalone", "--nproc_per_node", "2"]
    command += ["-m", "transformer_lib.train", "--config", "tiny", "--steps", "3"]
    command += ["--device", "cpu"]  # gloo, even on a machine with one GPU
    env = {**os.environ, "OMP_NUM_THREADS": "1", "TQDM_DISABLE": "1"}
    done = subprocess.run(
        [*command, "--out", str(out), "--export"],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.count("trained 3 steps") == 1  # rank 0 alone reports
    assert load_checkpoint(out)["step"] == 3
    assert (tmp_path / "ddp.export.pt").exists()


# --- evaluation ---------------------------------------------------------------------------


def test_score_is_cased_and_lower_cased_bleu_stands_beside_it():
    refs = ["The black cat sleeps.", "I do not eat bread."]
    perfect = score(refs, refs)
    assert tuple(perfect[:5]) == pytest.approx((100.0, 100.0, 100.0, 100.0, 2))
    assert Scores._fields[:4] == ("bleu", "chrf", "exact", "bleu_lc")
    assert "case:mixed" in perfect.signature and "tok:13a" in perfect.signature
    lowered = score([r.lower() for r in refs], refs)
    assert lowered.bleu < 100 and lowered.chrf < 100 and lowered.exact == 0
    assert lowered.bleu_lc == pytest.approx(100.0)


def test_score_matches_sacrebleu_and_counts_exact_matches():
    refs = ["The black cat sleeps.", "I do not eat bread.", "He will run slowly."]
    hyps = ["The black cat sleeps.", "i do not eat the bread.", "He runs slowly."]
    scores = score(hyps, refs)
    assert scores.bleu == pytest.approx(sacrebleu.corpus_bleu(hyps, [refs]).score)
    assert scores.chrf == pytest.approx(sacrebleu.corpus_chrf(hyps, [refs]).score)
    lc = sacrebleu.corpus_bleu(hyps, [refs], lowercase=True).score
    assert scores.bleu_lc == pytest.approx(lc) and scores.bleu_lc > scores.bleu
    assert scores.exact == pytest.approx(100 / 3)
    assert 0 < scores.bleu < 100


def test_by_length_groups_rows_by_source_tokens():
    def row(n_fr, right):
        fr = " ".join(["chat"] * n_fr)
        return (fr, "The cat sleeps.", "The cat sleeps." if right else "A dog.")

    rows = [row(22, True), row(24, False), row(30, True), row(41, True)]
    got = by_length(rows)
    assert list(got) == [(21, 25), (26, 30)]  # no row in 31-35 or 36-40; 41 in none
    assert got[(21, 25)].n == 2 and got[(21, 25)].exact == pytest.approx(50)
    assert got[(26, 30)].n == 1 and got[(26, 30)].exact == pytest.approx(100)
    assert by_length(rows, [(1, 100)])[(1, 100)].n == 4


def test_score_refuses_mismatched_lists():
    with pytest.raises(ValueError, match="as many"):
        score(["a"], ["a", "b"])
    with pytest.raises(ValueError, match="as many"):
        score([], [])


def test_evaluate_translates_a_split_in_order(translator):
    scores, rows = evaluate(*translator[:3], "test_unseen", limit=20)
    pairs = load_corpus("test_unseen")[:20]
    assert [(fr, en) for fr, en, _ in rows] == pairs
    assert scores.n == 20
    assert scores.exact == pytest.approx(
        100 * sum(out == en for _, en, out in rows) / 20
    )


def test_one_failure_taxonomy_for_chapters_10_and_11():
    # defined once, in chapter 10's module; chapter 11's runner uses the same function
    from transformer_lib import evaluate as evaluate_module
    from transformer_lib import generalisation

    assert generalisation.failure_kind is evaluate_module.failure_kind
    kind = evaluate_module.failure_kind
    ref = "The cat sleeps, and the dog eats."
    assert kind(ref, ref) is None
    assert kind("The cat sleeps.", ref) == "stops_early"
    assert kind("The cat sleeps, and the dog eats the bread.", ref) == "runs_on"
    assert kind("The cat sleeps, and the cat eats.", ref) == "inside"
    # wrong capitals only: the words are right, the text is not
    assert kind("the cat sleeps, and the dog eats.", ref) == "inside"


def test_evaluate_command_prints_the_table_and_signature(tiny_run):
    out, _ = tiny_run
    result = subprocess.run(
        [sys.executable, "-m", "transformer_lib.evaluate", "--checkpoint", str(out)]
        + ["--splits", "test", "test_long", "--beam", "1", "2", "--limit", "4"],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "TQDM_DISABLE": "1"},
    )
    rows = [line for line in result.stdout.splitlines() if line.startswith("| test")]
    assert len(rows) == 4
    assert "beam 2" in result.stdout and "BLEU signature: nrefs:1" in result.stdout
    assert (
        "case:mixed" in result.stdout
        and "test_long, greedy, by source" in result.stdout
    )


def test_evaluate_command_refuses_a_bad_beam(capsys):
    with pytest.raises(SystemExit):
        evaluate_main(["--beam", "0"])


# --- what the shipped translator must do (the course's bars for it) ----------------------


@pytest.mark.parametrize("split", ["test", "test_unseen"])
def test_shipped_model_scores_97_bleu_on_every_sentence_of_the_split(translator, split):
    pairs = load_corpus(split)
    outputs = translator.translate([fr for fr, _ in pairs])
    assert score(outputs, [en for _, en in pairs]).bleu >= 97


def test_shipped_model_translates_nine_in_ten_everyday_sentences(translator):
    from transformer_lib.data.everyday import load_everyday
    from transformer_lib.evaluate import score_everyday

    rows = load_everyday()
    s = score_everyday(translator, rows)
    assert s.n >= 200 and s.exact >= 90
    # and on the sentences that are not corpus sentences alone
    assert s.n_fresh >= 200 and s.fresh >= 90
    # no word outside the vocabulary passes silently: it is flagged as unknown, or it is
    # a name the translator copied through as written
    vocabulary = set(translator.src_vocab.itos)
    for row, out in zip(rows, s.outputs, strict=True):
        outside = [t for t in tokenize(row.fr) if t not in vocabulary]
        copied = [t for t in outside if t in str(out).lower()]
        assert set(outside) <= set(out.unknown) | set(copied), (row.fr, out)


def test_shipped_model_copies_nine_in_ten_names_it_never_saw(translator):
    from transformer_lib.evaluate import score_names

    s = score_names(translator)
    assert s.names >= 100 and s.through >= 90
    assert s.n_fresh >= 100 and s.fresh >= 90  # the names no corpus sentence holds
    vocabulary = set(translator.src_vocab.itos)
    from transformer_lib.data.everyday import load_names

    unseen = {
        n for row in load_names() for n in row.names if n.lower() not in vocabulary
    }
    assert len(unseen) >= 50  # the names are the model's unknown words


def test_shipped_vocabulary_holds_the_most_frequent_french_words(translator):
    from transformer_lib.data.frequent import coverage, load_frequent, word_forms

    forms = word_forms(translator.src_vocab.itos)
    top100 = coverage(forms, load_frequent(100))
    assert top100.missing == []  # numbers and names apart
    assert coverage(forms, load_frequent(1000)).share_counted >= 60
