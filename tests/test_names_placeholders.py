"""Names through placeholders: masking, the training transform, and translation with them."""

from __future__ import annotations

import dataclasses
import re

import pytest
import torch
from tiny_models import tiny_model

import transformer_lib.translate as translate_module
from transformer_lib import pretrained
from transformer_lib.bpe import BPETokenizer
from transformer_lib.tokenizer import tokenize
from transformer_lib.train import train
from transformer_lib.translate import translate
from transformer_lib.translate.__main__ import main
from transformer_lib.translate.names import (
    PLACEHOLDERS,
    Names,
    lost_names,
    lower_words,
    mask,
    mask_names,
    pair_names,
    unmask,
)

KNOWN = {"habite", "à", "le", "chat", "de", "dort", "voit", "et", "six", "chats"}
KNOWN |= {"pierre", "paris", "d'", "l'", "ami", "est", "avec", "chez", "qu'", "il"}
KNOWN |= {"dorment", "voient"}
CASED = {"paris"}  # seen with its capital inside a training sentence


def names_in(text: str) -> list[str]:
    return [c for c in text if c in PLACEHOLDERS]


# ------------------------------------------------------------------ mask and unmask


@pytest.mark.parametrize(
    "sentence",
    [
        "Lucie habite à Rennes.",
        "Le chat de Jean-Pierre dort et Lucie voit Jean-Pierre.",
        "L'ami d'Anne habite à Paris avec Pierre.",
        "Six chats dorment chez Zoé. Lucie dort.",
        "Le chat d\u2019Anne dort.",
        "le chat dort",
    ],
)
def test_unmask_of_mask_gives_the_sentence_back(sentence):
    masked, mapping = mask(sentence, KNOWN, CASED)
    assert unmask(masked, mapping) == sentence
    assert set(names_in(masked)) == set(mapping)
    # what is left for the model: no capitalised word it does not know, but at a start
    for token in tokenize(masked):
        assert token in KNOWN or token in PLACEHOLDERS or not token.isalpha(), token


def test_which_words_are_names():
    masked, mapping = mask("Lucie habite à Rennes.", KNOWN, CASED)
    assert masked == "① habite à ②." and mapping == {"①": "Lucie", "②": "Rennes"}
    # a sentence start whose lower-case form is known is a word ("Six", "Le")
    masked, mapping = mask("Six chats voient Zoé.", KNOWN, CASED)
    assert masked == "Six chats voient ①." and mapping == {"①": "Zoé"}
    # inside a sentence: a capital the model never saw there is a name ("Pierre",
    # known only as "pierre", the stone), one it saw is not ("Paris")
    masked, mapping = mask("Le chat voit Pierre à Paris.", KNOWN, CASED)
    assert masked == "Le chat voit ① à Paris." and mapping == {"①": "Pierre"}
    # after an elision the name is masked, and the elision stays
    masked, _ = mask("Le chat d'Anne dort.", KNOWN, CASED)
    assert masked == "Le chat d'① dort."
    # the same name twice: one placeholder
    masked, mapping = mask("Zoé voit Lucie et Zoé.", KNOWN, CASED)
    assert masked == "① voit ② et ①." and len(mapping) == 2


def test_names_past_the_last_placeholder_stay_and_placeholders_in_the_input_are_left():
    many = " et ".join(f"Nom{chr(97 + i)}" for i in range(12))
    masked, mapping = mask(many, KNOWN, CASED, slots="①②③")
    assert len(mapping) == 3 and masked.count("Nom") == 9
    text = "① voit Lucie."
    assert mask(text, KNOWN, CASED) == (text, {})


def test_unmask_drops_placeholders_of_no_name_and_lost_names_are_reported():
    assert unmask("② lives in ①.", {"①": "Rennes"}) == "Lives in Rennes."
    names = Names(frozenset(KNOWN), frozenset(CASED))
    source = "Lucie habite à Rennes."
    assert lost_names(source, "Lucie lives in Rennes.", names) == []
    assert lost_names(source, "She lives in Rennes.", names) == ["Lucie"]
    assert lost_names(source, "Lucienne lives there.", names) == ["Lucie", "Rennes"]
    assert lost_names(source, "She lives there.", None) == []  # no placeholders


def test_tokenizers_keep_each_placeholder_whole():
    tokens = tokenize("① voit ②. Le chat d'③ dort, ④'s cat")
    for placeholder in "①②③":
        assert tokens.count(placeholder) == 1
    assert "d'" in tokens and "④'s" in tokens
    assert all(p.lower() == p.upper() == p for p in PLACEHOLDERS)  # no case to lose
    masked = [mask(s, set())[0] for s in ["Lucie voit Paul.", "Zoé dort."] * 5]
    others = ["le chat dort.", "le chat d'② dort."] * 5
    bpe = BPETokenizer.train(masked + others, vocab_size=60)
    for sentence in ["① voit ②.", "② dort.", "le chat d'① dort."]:
        pieces = bpe.tokenize(sentence)
        assert bpe.unk_id not in bpe.encode(sentence)
        assert [p for p in pieces if set(p) & set(PLACEHOLDERS)] == [
            "▁" + p for p in names_in(sentence)
        ]
        assert bpe.to_words(bpe.encode(sentence)) == tokenize(sentence)


# ------------------------------------------------------------ the training transform

PAIRS = [
    ("Lucie voit le chat.", "Lucie sees the cat."),
    ("Le chien de Paul dort.", "Paul's dog sleeps."),
    ("Six chats dorment.", "Six cats sleep."),
    ("Il a six chats.", "He has six cats."),
    ("Le chat dort.", "The cat sleeps."),
    ("Zoé et Paul voient Zoé.", "Zoé and Paul see Zoé."),
    ("Le chat voit Rennes.", "The cat sees Rennes."),
    ("Londres est grande.", "London is big."),
] * 10


def test_pair_names_are_words_written_alike_on_both_sides():
    lower = lower_words(PAIRS)
    assert pair_names(*PAIRS[0], lower) == ["Lucie"]
    assert pair_names(*PAIRS[1], lower) == ["Paul"]  # Paul's
    assert pair_names(*PAIRS[2], lower) == []  # "six" is a word of the corpus
    assert pair_names(*PAIRS[5], lower) == ["Zoé", "Paul"]
    assert pair_names(*PAIRS[7], lower) == []  # translated, not copied


@pytest.mark.parametrize("share", [0.0, 0.3, 1.0])
def test_mask_names_masks_the_share_asked_for_and_nothing_else(share):
    out, counts = mask_names(PAIRS, share, seed=1)
    assert counts["with_names"] == 40  # 4 of the 8 pairs, 10 times
    changed = [i for i, (a, b) in enumerate(zip(PAIRS, out, strict=True)) if a != b]
    assert len(changed) == counts["masked"] == round(share * 40)
    lower = lower_words(PAIRS)
    for i in changed:
        (fr, en), (mfr, men) = PAIRS[i], out[i]
        names = pair_names(fr, en, lower)
        assert names, "a pair without names was changed"
        # both sides: the same placeholders, in the same number, and no name left
        assert sorted(names_in(mfr)) == sorted(names_in(men)) and names_in(mfr)
        mapping = dict(zip(PLACEHOLDERS, names, strict=False))
        assert (unmask(mfr, mapping), unmask(men, mapping)) == (fr, en)
        assert not any(re.search(rf"\b{n}\b", mfr + men) for n in names)


def test_mask_names_is_seeded():
    first, _ = mask_names(PAIRS, 0.5, seed=3)
    assert mask_names(PAIRS, 0.5, seed=3)[0] == first
    others = [mask_names(PAIRS, 0.5, seed=s)[0] for s in (4, 5, 6)]
    assert any(other != first for other in others)
    with pytest.raises(ValueError, match="share"):
        mask_names(PAIRS, 1.5, seed=0)


def test_names_of_training_sources():
    sources = [fr for fr, _ in mask_names(PAIRS, 1.0, seed=0)[0]]
    names = Names.of_sources(sources + ["Le chat voit Paris."])
    assert names.slots == "①②"  # two names at most in a pair
    assert "paris" in names.cased and "le" not in names.cased
    assert "chat" in names.known and not set(PLACEHOLDERS) & names.known
    again = Names.from_metadata({"names": names.to_metadata(0.5)})
    assert again == names
    assert Names.from_metadata({}) is None and Names.from_metadata(None) is None


def pairs_for_training():
    words = "chat chien cheval oiseau poisson lapin".split()
    people = "Lucie Paul Zoé Marc Léa Hugo".split()
    pairs = []
    for i in range(240):
        fr_noun, person = words[i % 6], people[i % 5]
        if i % 3:
            pairs.append((f"{person} voit le {fr_noun}.", f"{person} sees the {i}."))
        else:
            pairs.append((f"Le {fr_noun} dort.", f"The {i} sleeps."))
    return pairs


def test_training_with_a_name_share_records_it_and_without_changes_nothing(tmp_path):
    pairs = pairs_for_training()
    plain = train("tiny", tmp_path / "a.pt", steps=2, data=pairs, device="cpu")
    zero = train(
        "tiny", tmp_path / "b.pt", steps=2, data=pairs, device="cpu", name_share=0.0
    )
    assert "names" not in plain["metadata"] and "names" not in zero["metadata"]
    for name, tensor in plain["model"].items():
        assert torch.equal(tensor, zero["model"][name]), name
    half = train(
        "tiny", tmp_path / "c.pt", steps=2, data=pairs, device="cpu", name_share=0.5
    )
    record = half["metadata"]["names"]
    assert record["share"] == 0.5 and record["with_names"] > 150  # 2 of 3, less valid
    assert record["masked"] == round(0.5 * record["with_names"])
    assert "①" in half["vocabs"]["src"] and "①" in half["vocabs"]["tgt"]
    translator = pretrained.load(tmp_path / "c.pt", "cpu")
    assert translator.names is not None and translator.names.slots == "①"
    assert pretrained.load(tmp_path / "a.pt", "cpu").names is None
    with pytest.raises(ValueError, match="name_share"):
        train("tiny", tmp_path / "d.pt", data=pairs, name_share=2)


def test_training_with_decay_steps_records_them(tmp_path):
    pairs = pairs_for_training()
    state = train(
        "tiny", tmp_path / "a.pt", steps=6, data=pairs, device="cpu", decay_steps=3
    )
    assert state["metadata"]["decay_steps"] == 3
    lr = state["history"]["lr"]
    # the tiny recipe warms up over 10 steps, so the paper's rate grows as k; the last
    # 3 of 6 steps are cooled down by 3/3, 2/3, 1/3
    assert lr[3] == pytest.approx(lr[0] * 4)
    assert lr[4] == pytest.approx(lr[0] * 5 * 2 / 3)
    assert lr[5] == pytest.approx(lr[0] * 6 * 1 / 3)
    plain = train("tiny", tmp_path / "b.pt", steps=6, data=pairs, device="cpu")
    assert "decay_steps" not in plain["metadata"]
    with pytest.raises(ValueError, match="decay_steps"):
        train("tiny", tmp_path / "c.pt", steps=6, data=pairs, decay_steps=7)


def test_a_recipe_with_a_name_share_and_a_cool_down_gives_them_by_default(
    tmp_path, monkeypatch
):
    from argparse import Namespace

    from transformer_lib.train import RECIPES
    from transformer_lib.train.command import _paper

    pairs = pairs_for_training()
    sizes, settings = RECIPES["tiny"]
    recipe = {**settings, "steps": 6, "decay_steps": 3, "name_share": 0.5}
    monkeypatch.setitem(RECIPES, "tiny", (sizes, recipe))
    full = train("tiny", tmp_path / "a.pt", data=pairs, device="cpu")
    assert full["step"] == 6 and full["metadata"]["decay_steps"] == 3
    assert full["metadata"]["names"]["share"] == 0.5
    explicit = train(
        "tiny",
        tmp_path / "b.pt",
        data=pairs,
        device="cpu",
        name_share=0.5,
        decay_steps=3,
    )
    for name, tensor in full["model"].items():
        assert torch.equal(tensor, explicit["model"][name]), name
    # a shorter run is the start of the recipe's: no cool-down, the same first rates
    short = train("tiny", tmp_path / "c.pt", steps=2, data=pairs, device="cpu")
    assert "decay_steps" not in short["metadata"]
    assert short["history"]["lr"] == full["history"]["lr"][:2]
    assert short["metadata"]["names"]["share"] == 0.5
    # 0 turns them off
    plain = train(
        "tiny", tmp_path / "d.pt", data=pairs, device="cpu", name_share=0, decay_steps=0
    )
    assert "names" not in plain["metadata"] and "decay_steps" not in plain["metadata"]

    # the command trains "the paper's model" (the shipped one) with the recipe's values
    def args(**options):
        plain = dict(positional="sinusoidal", decoder_positional=None, concat=False)
        plain |= dict(tokens="words", seed=None, name_share=None, decay_steps=None)
        return Namespace(config="tiny", **{**plain, **options})

    assert _paper(args())
    assert _paper(args(name_share=0.5, decay_steps=3))
    assert not _paper(args(name_share=0.0))
    assert not _paper(args(decay_steps=0))


# ------------------------------------------------------------- translation with them

SOURCES = ["① habite à ② .", "le chat dort .", "il dort"]
TARGETS = ["① lives in ② .", "the cat sleeps .", "he sleeps"]


@pytest.fixture(scope="module")
def setup():
    model, src_vocab, tgt_vocab = tiny_model(SOURCES, TARGETS)
    return model, src_vocab, tgt_vocab, Names.of_sources(SOURCES)


def fake_decoder(tgt_vocab, answers, seen):
    """A greedy_decode that records the sources it is given and answers with the ids of
    `answers` (one target text per source, in the order it sees them)."""

    def decode(model, src, max_len):
        seen.extend(src.tolist())
        rows = [tgt_vocab.encode(answers.pop(0), add_eos=True) for _ in src]
        width = max(map(len, rows))
        return torch.tensor([r + [tgt_vocab.pad_id] * (width - len(r)) for r in rows])

    return decode


def test_translate_reads_placeholders_and_puts_the_names_back(setup, monkeypatch):
    model, src_vocab, tgt_vocab, names = setup
    seen = []
    decode = fake_decoder(tgt_vocab, ["① lives in ② ."], seen)
    monkeypatch.setattr(translate_module, "greedy_decode", decode)
    (got,) = translate(
        model, src_vocab, tgt_vocab, ["Lucie habite à Rennes."], names=names
    )
    assert got == "Lucie lives in Rennes."
    # the model read the placeholders, not two unknown words
    assert src_vocab.unk_id not in seen[0]
    assert src_vocab.stoi["①"] in seen[0] and src_vocab.stoi["②"] in seen[0]


def test_a_model_without_placeholders_translates_as_before(setup, monkeypatch):
    model, src_vocab, tgt_vocab, _ = setup
    sentences = ["Lucie habite à Rennes.", "le chat dort ."]
    before = translate(model, src_vocab, tgt_vocab, sentences)
    assert translate(model, src_vocab, tgt_vocab, sentences, names=None) == before
    translator = pretrained.Translator(model, src_vocab, tgt_vocab, {"metadata": {}})
    assert translator.names is None
    got = translator.translate(sentences)
    assert got == before and all(t.lost == () for t in got)
    assert got[0].unknown == ("lucie", "rennes")


def test_the_translator_reports_lost_names_and_masks_before_flagging_unknowns(
    setup, monkeypatch
):
    model, src_vocab, tgt_vocab, names = setup
    info = {"metadata": {"names": names.to_metadata(0.5)}}
    translator = pretrained.Translator(model, src_vocab, tgt_vocab, info)
    assert translator.names == names
    answers = ["① lives in ② .", "the cat sleeps ."]  # longest source first
    monkeypatch.setattr(
        translate_module, "greedy_decode", fake_decoder(tgt_vocab, answers, [])
    )
    got = translator.translate(["Lucie habite à Rennes.", "Zoé dort"])
    assert got[0] == "Lucie lives in Rennes." and got[0].lost == ()
    assert got[1] == "The cat sleeps." and got[1].lost == ("Zoé",)
    assert got[0].unknown == () and translator.unknown_words("Zoé mange") == ["mange"]


def test_the_command_line_says_which_names_were_lost(
    setup, monkeypatch, tmp_path, capsys
):
    model, src_vocab, tgt_vocab, names = setup
    path = tmp_path / "names.pt"
    state = {
        "config": dataclasses.asdict(model.config),
        "model": model.state_dict(),
        "vocabs": {"src": src_vocab.itos, "tgt": tgt_vocab.itos},
        "metadata": {"names": names.to_metadata(0.5)},
    }
    torch.save(state, path)
    answers = ["① lives in ② .", "the cat sleeps ."]
    monkeypatch.setattr(
        translate_module, "greedy_decode", fake_decoder(tgt_vocab, answers, [])
    )
    argv = ["--checkpoint", str(path), "Lucie habite à Rennes.", "Zoé dort"]
    assert main(argv) == 0
    captured = capsys.readouterr()
    assert captured.out.splitlines() == ["Lucie lives in Rennes.", "The cat sleeps."]
    assert captured.err.splitlines() == [
        "sentence 2: names left out of the translation: Zoé"
    ]


def test_the_training_command_takes_a_name_share(tmp_path, capsys):
    from transformer_lib.train import main as train_main

    path = tmp_path / "pairs.tsv"
    lines = [f"{fr}\t{en}" for fr, en in pairs_for_training()]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out, ship = tmp_path / "run.pt", tmp_path / "ship.pt"
    argv = ["--config", "tiny", "--steps", "2", "--data", str(path)]
    argv += ["--name-share", "0.25", "--out", str(out)]
    assert train_main([*argv, "--export", str(ship)]) == 0
    record = torch.load(ship, weights_only=True)["metadata"]["names"]
    assert record["share"] == 0.25 and record["masked"] > 0
    # the exported model masks names; its output is a guess, but it runs
    capsys.readouterr()
    assert main(["--checkpoint", str(ship), "Lucie voit le cheval."]) == 0
    with pytest.raises(SystemExit):
        train_main([*argv, "--name-share", "1.5"])  # the last one counts
