"""No chapter displays, in the open, the code that its graded exercises ask the student to write.

For each chapter with exercises, ``GRADED_ANSWERS`` lists the functions its exercises grade:
the names of the solutions in ``exercises/solutions/exNN_*.ipynb`` and of the library functions
that hold the same code (and any name the chapter's inline build uses for it). A code cell that
the book shows unfolded must neither define one of them (``def name(`` or ``def my_name(``) nor
display its library source (``show_source(name)`` without ``fold=``). A cell tagged
``hide-input`` (or ``hide-cell``) is folded in the book, behind the chapter's pointer to the
exercise; ``show_source(name, fold="exNN")`` displays the source folded.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FOLDED_TAGS = {"hide-input", "hide-cell", "remove-input", "remove-cell"}

GRADED_ANSWERS: dict[str, list[str]] = {
    "01": [
        "build_vocab",
        "encode",
        "embed_one_hot",
        "most_frequent_pair",
        "segment",
        # the library's versions, and the chapter's inline helpers (the chapter's training
        # loop, my_learn_merges, stays open: the pair counting it calls is folded)
        "Vocab",
        "apply_merges",
        "one_hot",
        "embed",
        "count_pairs",
        "merge_pair",
    ],
    "02": [
        "sinusoidal_table",
        "sinusoidal_encoding",
        "relative_shift",
        "relative_shift_matrix",
        "pe_table",  # the chapter's inline builds
        "shift_matrix",
    ],
    "03": [
        "softmax",
        "attention",
        "stable_softmax",
        "attention_matrix_form",
        "attention_scores",  # the library's versions
        "scaled_dot_product_attention",
    ],
    # scaled_dot_product_attention's masking lines answer the masked softmax
    "04": [
        "causal_mask",
        "padding_mask",
        "masked_softmax",
        "scaled_dot_product_attention",
    ],
    "05": [
        "split_heads",
        "merge_heads",
        "multi_head_attention",
        "split_inline",
        "merge_inline",
        "multihead_matrix_form",
        "MultiHeadAttention",  # the library's multi-head forward
    ],
    "06": ["layer_norm", "encoder_layer", "EncoderLayer"],
    "07": ["cross_attention", "decoder_layer", "DecoderLayer"],
    "08": ["shift_targets", "smoothed_targets", "label_smoothed_loss", "rate"],
    "09": ["greedy_step", "top_k_top_p_filter", "length_penalty", "beam_step"],
    "11": [
        "rope",
        "rotate",
        "rotary_angles",
        "alibi",
        "alibi_slopes",
        "alibi_bias",
        "t5_bucket",
        "relative_bucket",
        # the chapter's inline builds of the same answers
        "rope_inline",
        "slopes_inline",
        "bucket_inline",
    ],
}


def chapter(number: str) -> Path:
    (path,) = ROOT.glob(f"chapters/{number}_*.ipynb")
    return path


def exercise_solution(number: str) -> Path:
    (path,) = ROOT.glob(f"exercises/solutions/ex{number}_*.ipynb")
    return path


def cells(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def source(cell: dict) -> str:
    s = cell.get("source", "")
    return "".join(s) if isinstance(s, list) else s


def shown_answers(path: Path, names: list[str]) -> list[str]:
    """Where the notebook at ``path`` displays one of ``names`` unfolded: 'cell N: what'."""
    alternatives = "|".join(map(re.escape, names))
    define = re.compile(rf"^\s*def (?:my_)?({alternatives})\(", re.M)
    show = re.compile(rf"show_source\(\s*(?:\w+\.)*({alternatives})\b([^)]*)\)")
    found = []
    for index, cell in enumerate(cells(path)):
        if cell["cell_type"] != "code":
            continue
        if FOLDED_TAGS & set(cell.get("metadata", {}).get("tags", [])):
            continue
        code = source(cell)
        for m in define.finditer(code):
            found.append(f"cell {index}: defines {m.group(0).strip()}")
        for m in show.finditer(code):
            if "fold=" not in m.group(2):
                found.append(f"cell {index}: shows the source of {m.group(1)} unfolded")
    return found


def test_every_chapter_with_exercises_is_listed():
    with_exercises = {p.name[2:4] for p in ROOT.glob("exercises/solutions/ex*.ipynb")}
    assert with_exercises == set(GRADED_ANSWERS)


@pytest.mark.parametrize("number", sorted(GRADED_ANSWERS))
def test_every_graded_solution_is_listed(number):
    solved = set()
    for cell in cells(exercise_solution(number)):
        if cell["cell_type"] == "code":
            solved |= set(re.findall(r"^def (\w+)\(", source(cell), re.M))
    solved.discard("toy_beam_search")  # ex09's helper that runs the student's beam_step
    assert solved <= set(GRADED_ANSWERS[number])


@pytest.mark.parametrize("number", sorted(GRADED_ANSWERS))
def test_chapter_shows_no_answer_unfolded(number):
    shown = shown_answers(chapter(number), GRADED_ANSWERS[number])
    assert not shown, (
        f"{chapter(number).name} displays answers of exercise {number} in the open: {shown}. "
        f'Fold the library source with show_source(..., fold="ex{number}") and tag the inline '
        "build hide-input, after a sentence pointing to the exercise."
    )


def test_the_detector_sees_each_way_of_showing_an_answer(tmp_path):
    def nb(code, tags=()):
        cell = {"cell_type": "code", "source": code, "metadata": {"tags": list(tags)}}
        path = tmp_path / "nb.ipynb"
        path.write_text(json.dumps({"cells": [cell]}))
        return path

    assert shown_answers(nb("def my_causal_mask(n):\n    pass"), ["causal_mask"])
    assert shown_answers(nb("show_source(masks.causal_mask)"), ["causal_mask"])
    assert shown_answers(nb("show_source(causal_mask, chapter=4)"), ["causal_mask"])
    assert not shown_answers(
        nb('show_source(causal_mask, fold="ex04")'), ["causal_mask"]
    )
    assert not shown_answers(
        nb("def my_causal_mask(n):\n    pass", ["hide-input"]), ["causal_mask"]
    )
    assert not shown_answers(
        nb("def causal_mask_figure(n):\n    pass"), ["causal_mask"]
    )
