"""A toy trial of name placeholders: do names never seen in training come through?

    python scripts/names_trial.py                  # two runs, about 7 min CPU, 1 thread
    python scripts/names_trial.py --steps 300 --shares 0 0.5 --show 5

What it measures. The generator's version-2 corpus (``transformer_lib/data/files/v2``,
chapter 11's) has no proper names, so this script makes a variant of it that has: in every pair where a person noun with the definite article
stands alone on both sides ("le garçon" / "the boy", "la reine" / "the queen", ... 44
nouns), the noun is replaced on both sides by a first name of its gender ("Paul" /
"Paul"), drawn with a fixed seed from 60 TRAINING names. Test pairs are made the same
way from the v2 test split with 40 other, HELD-OUT names, which no training pair holds,
and, as a check that the names the model saw still come through, with the training names.

It trains one small model (RECIPE below, 800 steps on 1 thread) per
``--name-share`` S (``transformer_lib.train.train(..., name_share=S)``; S = 0 is
training as it is today), loads each with ``pretrained.load`` (which reads the
placeholders from the checkpoint's metadata) and translates 200 test sentences of each
kind (greedy). It prints, per model and test set: the share of names that come through
(verbatim, as a whole word: ``names_through``), the share of the translations that
match the reference exactly, and the share of sentences where the translator reports a
lost name (``Translation.lost``) or a word it does not know (``.unknown``).

Measured (2 CPU cores shared, 1 thread, seed 0; 188 to 210 s of CPU a run):

    --name-share   held-out names: through, exact   training names: through, exact
    0              0.0 %, 0.0 % (all flagged unknown)          99.5 %, 84.0 %
    0.1            99.1 %, 89.0 % (2 lost, reported)           99.1 %, 89.0 %
    0.5            99.5 %, 91.5 % (1 lost, reported)           99.1 %, 91.5 %

Nothing here is a test: the runs are too long for the test suite, and the numbers depend
on the machine's arithmetic. The checkpoints go to ``--out`` (runs/names_trial/).
"""

from __future__ import annotations

import argparse
import random
import re
import time
from pathlib import Path

import torch

from transformer_lib import pretrained
from transformer_lib.data.corpus import FILES_DIR, load_corpus
from transformer_lib.data.everyday import exact_match, names_through
from transformer_lib.tokenizer import tokenize
from transformer_lib.train import RECIPES, train

# (French, English) of person nouns with the definite article, by gender of the names
PERSONS = {
    "m": [
        ("le garçon", "the boy"),
        ("le père", "the father"),
        ("le frère", "the brother"),
        ("le roi", "the king"),
        ("le policier", "the policeman"),
        ("le marin", "the sailor"),
        ("le voisin", "the neighbour"),
        ("le médecin", "the doctor"),
        ("le professeur", "the teacher"),
        ("l'homme", "the man"),
        ("l'ami", "the friend"),
        ("l'étudiant", "the student"),
        ("l'oncle", "the uncle"),
        ("le serveur", "the waiter"),
        ("le cuisinier", "the cook"),
        ("le fils", "the son"),
        ("le soldat", "the soldier"),
        ("le pilote", "the pilot"),
        ("le juge", "the judge"),
        ("le facteur", "the postman"),
        ("l'écrivain", "the writer"),
        ("le jardinier", "the gardener"),
        ("le fermier", "the farmer"),
        ("le prince", "the prince"),
        ("l'acteur", "the actor"),
        ("le voleur", "the thief"),
        ("le pêcheur", "the fisherman"),
        ("le danseur", "the dancer"),
        ("le chanteur", "the singer"),
        ("le cousin", "the cousin"),
        ("le boulanger", "the baker"),
    ],
    "f": [
        ("la fille", "the girl"),
        ("la mère", "the mother"),
        ("la reine", "the queen"),
        ("la femme", "the woman"),
        ("la voisine", "the neighbour"),
        ("l'amie", "the friend"),
        ("la soeur", "the sister"),
        ("la tante", "the aunt"),
        ("la princesse", "the princess"),
        ("la chanteuse", "the singer"),
        ("la cousine", "the cousin"),
        ("l'étudiante", "the student"),
        ("l'infirmière", "the nurse"),
    ],
}
# first names starting with a consonant (no elision: "de Paul", never "d'Anne"), none of
# them a French or English word of the corpus (checked below)
TRAIN_NAMES = {
    "m": "Paul Louis Marc Luc Jules Victor Thomas Nicolas Julien Romain Bruno Denis "
    "Gaston Lucas Mathis Raphaël Simon Benoît Cédric Damien Fabrice Gilles Jacques "
    "Laurent Mathieu Nathan Patrick Quentin Rémi Sébastien".split(),
    "f": "Lucie Camille Chloé Juliette Manon Léa Sarah Zoé Margaux Pauline Sophie "
    "Nathalie Valérie Sandrine Julie Laura Mathilde Clara Charlotte Marion Céline "
    "Diane Fanny Gabrielle Jeanne Louise Maëlle Noémie Romane Justine".split(),
}
HELD_OUT_NAMES = {
    "m": "Bastien Clément Dorian Félix Gabin Gaspard Jérémy Kévin Loïc Maxime Nolan "
    "Pascal Régis Samuel Tristan Valentin Xavier Yannick Zacharie Florian".split(),
    "f": "Bérénice Capucine Delphine Flavie Gaëlle Jacqueline Karine Laetitia Morgane "
    "Nadège Perrine Roxane Solène Tiphaine Vanessa Wendy Yasmine Zélie Coralie "
    "Murielle".split(),
}

# a small model: a few hundred steps on one thread
V2 = FILES_DIR / "v2"  # the version-2 corpus: no names of its own
RECIPE = (
    dict(
        d_model=64,
        n_heads=4,
        d_ff=256,
        n_encoder_layers=2,
        n_decoder_layers=2,
        dropout=0.1,
        max_len=128,
        share_embeddings=False,
    ),
    dict(
        steps=800,
        max_tokens=3000,
        warmup=200,
        lr_factor=0.5,  # peak rate 0.0044: at 1.0 a run can stall (loss 3.5)
        seed=0,
        valid_every=400,
        valid_pairs=300,
        max_vocab=None,
    ),
)


def _pattern(phrase: str) -> re.Pattern:
    """The phrase as a whole, its first letter in either case (a sentence start)."""
    first = re.escape(phrase[0])
    return re.compile(
        rf"(?<![\w'-])[{first}{first.upper()}]{re.escape(phrase[1:])}(?![\w-])"
    )


SLOTS = [
    (gender, _pattern(fr), _pattern(en))
    for gender, nouns in PERSONS.items()
    for fr, en in nouns
]


def with_names(pairs, names: dict, seed: int) -> list[tuple[tuple[str, str], list]]:
    """((French, English), names put in) for every pair: where a person noun stands
    once on each side, it is replaced by a name of its gender (two nouns of a pair get
    different names); the other pairs come with no names."""
    rng = random.Random(seed)
    out = []
    for fr, en in pairs:
        used = []
        for gender, fr_re, en_re in SLOTS:
            if len(fr_re.findall(fr)) != 1 or len(en_re.findall(en)) != 1:
                continue
            name = rng.choice([n for n in names[gender] if n not in used])
            fr, en = fr_re.sub(name, fr), en_re.sub(name, en)
            used.append(name)
        out.append(((fr, en), used))
    return out


def build_data(seed: int = 0):
    """The training and validation pairs with training names, and two test sets."""
    train_pairs, valid_pairs = load_corpus("train", V2), load_corpus("valid", V2)
    words = {t for pair in train_pairs[:20000] for side in pair for t in tokenize(side)}
    for name in sum(TRAIN_NAMES.values(), []) + sum(HELD_OUT_NAMES.values(), []):
        assert name.lower() not in words, f"{name} is a word of the corpus"
    data = [pair for pair, _ in with_names(train_pairs, TRAIN_NAMES, seed)]
    valid = [pair for pair, _ in with_names(valid_pairs, TRAIN_NAMES, seed)]
    test = load_corpus("test", V2)
    held = [x for x in with_names(test, HELD_OUT_NAMES, seed + 1) if x[1]][:200]
    seen = [x for x in with_names(test, TRAIN_NAMES, seed + 2) if x[1]][:200]
    return data, valid, {"held-out names": held, "training names": seen}


def score(translator, tests: dict, show: int) -> dict:
    rows = {}
    for kind, items in tests.items():
        sources = [fr for (fr, _), _ in items]
        outputs = translator.translate(sources)
        n_names = sum(len(names) for _, names in items)
        through = sum(
            names_through(out, [n])
            for out, (_, names) in zip(outputs, items, strict=True)
            for n in names
        )
        exact = sum(
            exact_match(out, [en])
            for out, ((_, en), _) in zip(outputs, items, strict=True)
        )
        rows[kind] = {
            "names through": through / n_names,
            "exact": exact / len(items),
            "lost reported": sum(bool(o.lost) for o in outputs) / len(items),
            "unknown reported": sum(bool(o.unknown) for o in outputs) / len(items),
        }
        misses = [
            (fr, en, out)
            for out, ((fr, en), names) in zip(outputs, items, strict=True)
            if not names_through(out, names)
        ]
        for fr, en, out in misses[:show]:
            print(f"    {fr}\n      ref: {en}\n      got: {out}")
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=RECIPE[1]["steps"])
    parser.add_argument("--shares", type=float, nargs="+", default=[0.0, 0.5])
    parser.add_argument("--out", default="runs/names_trial")
    parser.add_argument("--show", type=int, default=0, help="misses shown per set")
    args = parser.parse_args()
    torch.set_num_threads(1)
    RECIPES["names_trial"] = RECIPE
    data, valid, tests = build_data()
    n_named = sum(
        1 for fr, _ in data if any(n in fr for n in sum(TRAIN_NAMES.values(), []))
    )
    print(
        f"{len(data)} training pairs ({n_named} with names), "
        f"{len(valid)} validation pairs; test sets of "
        + ", ".join(f"{len(v)} ({k})" for k, v in tests.items())
    )
    for share in args.shares:
        out = Path(args.out) / f"share_{share:g}.pt"
        start = time.process_time()
        state = train(
            "names_trial",
            out,
            steps=args.steps,
            data=data,
            valid_data=valid,
            device="cpu",
            name_share=share,
        )
        seconds = time.process_time() - start
        translator = pretrained.load(out, "cpu")
        meta = translator.info["metadata"].get("names", {})
        print(
            f"--name-share {share:g}: {args.steps} steps, {seconds:.0f} s CPU; "
            f"{meta.get('masked', 0)} of {meta.get('with_names', '-')} named pairs "
            f"masked; valid loss {state['history']['valid_loss'][-1]:.3f}"
        )
        for kind, row in score(translator, tests, args.show).items():
            cells = ", ".join(f"{k} {v:.1%}" for k, v in row.items())
            print(f"  {kind}: {cells}")


if __name__ == "__main__":
    main()
