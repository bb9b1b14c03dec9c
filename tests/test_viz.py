"""Tests for transformer_lib.viz: show_source, the architecture diagram, heatmaps."""

import matplotlib

matplotlib.use("Agg")  # no display in tests

from pathlib import Path  # noqa: E402

import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402
import torch  # noqa: E402
from matplotlib.colors import to_hex  # noqa: E402
from matplotlib.patches import FancyArrowPatch  # noqa: E402

from transformer_lib import viz  # noqa: E402
from transformer_lib.viz import (  # noqa: E402
    ARCHITECTURE_PARTS,
    draw_architecture,
    heatmap,
    select_source,
    show_source,
)

RED = "#d62728"


@pytest.fixture(autouse=True)
def close_figures():
    yield
    plt.close("all")


def test_show_source_returns_the_code():
    code = show_source(heatmap)
    assert "def heatmap(" in code.data


@pytest.mark.parametrize("obj", [len, 3, "text"])
def test_show_source_rejects_objects_without_python_source(obj):
    with pytest.raises(ValueError, match="expected a function, class or method"):
        show_source(obj)


def red_patches(ax):
    """The emphasised blocks: red-edged boxes and circles (arrows do not count)."""
    return [
        p
        for p in ax.patches
        if to_hex(p.get_edgecolor()) == RED and not isinstance(p, FancyArrowPatch)
    ]


def texts(ax):
    return [t.get_text() for t in ax.texts]


def test_plain_diagram_has_every_block_and_nothing_highlighted():
    ax = draw_architecture()
    labels = " ".join(texts(ax))
    for words in [
        "Embedding",
        "positional",
        "Multi-head\nself-attention",
        "Masked multi-head",
        "cross-attention",
        "Feed-forward",
        "Add & Norm",
        "Linear",
        "Softmax",
        "N×",
        "encoder",
        "decoder",
    ]:
        assert words in labels
    assert labels.count("Add & Norm") == 5  # 2 in the encoder layer, 3 in the decoder's
    assert red_patches(ax) == []
    assert not any("you are" in t for t in texts(ax))


@pytest.mark.parametrize("name", sorted(ARCHITECTURE_PARTS))
def test_each_highlight_emphasises_its_blocks(name):
    ax = draw_architecture(name)
    lit = red_patches(ax)
    assert len(lit) == len(ARCHITECTURE_PARTS[name])
    assert all(p.get_linewidth() >= 3 for p in lit)
    assert any("you are" in t for t in texts(ax))


def test_several_names_and_a_given_axes():
    fig, ax = plt.subplots()
    out = draw_architecture(["embedding", "positional"], ax=ax)
    assert out is ax and ax.figure is fig
    assert len(red_patches(ax)) == 4  # two embedding boxes, two "+" circles


@pytest.mark.parametrize("bad", ["attn", ["embedding", "decoders"]])
def test_unknown_highlight_raises(bad):
    with pytest.raises(ValueError, match="expected highlight names from"):
        draw_architecture(bad)


@pytest.mark.parametrize("matrix", [torch.rand(3, 4), np.eye(2), [[0.0, 1.0]]])
def test_heatmap_shows_the_matrix(matrix):
    ax = heatmap(matrix, title="scores")
    shown = ax.images[0].get_array()
    np.testing.assert_allclose(shown, np.asarray(matrix, dtype=float))
    assert ax.get_title() == "scores"


def test_heatmap_labels_and_annotations():
    ax = heatmap(
        torch.tensor([[0.25, 0.75], [1.0, 0.0]]),
        xlabels=["je", "suis"],
        ylabels=["I", "am"],
        annotate=True,
    )
    assert [t.get_text() for t in ax.get_xticklabels()] == ["je", "suis"]
    assert [t.get_text() for t in ax.get_yticklabels()] == ["I", "am"]
    assert sorted(texts(ax)) == ["0.00", "0.25", "0.75", "1.00"]


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"matrix": torch.zeros(2, 2, 2)}, "expected a 2-D matrix"),
        ({"matrix": torch.zeros(2, 3), "xlabels": ["a"]}, "expected 3 xlabels"),
        ({"matrix": torch.zeros(2, 3), "ylabels": ["a"]}, "expected 2 ylabels"),
    ],
)
def test_heatmap_rejects_bad_input(kwargs, message):
    with pytest.raises(ValueError, match=message):
        heatmap(**kwargs)


def test_all_lists_the_public_helpers():
    assert {"show_source", "draw_architecture", "heatmap"} <= set(viz.__all__)


# ----------------------------------------------------------- listings of a chapter's part

MARKED = """def f(x, rotary=None):  # [ch11]
    y = x + 1
    # [ch04 begin] masking
    y = y.masked_fill(m, 0)
    # [ch04 end]
    if rotary is not None:  # [ch11] positional schemes
        y = rotate(y)  # [ch11]
    # [detail begin] the fixed-shape cache
    z = _trim(y)
    # [detail end]
    return y
"""


def test_select_source_without_a_chapter_shows_every_line_and_no_marker():
    shown = select_source(MARKED)
    assert "[ch" not in shown and "[detail" not in shown
    for code in ("rotary=None", "masked_fill", "rotate(y)", "_trim(y)", "return y"):
        assert code in shown


def test_select_source_hides_later_chapters_behind_one_pointer_per_run():
    shown = select_source(MARKED, chapter=3)
    assert "masked_fill" not in shown and "rotate" not in shown and "_trim" not in shown
    assert "    # … (chapter 4: masking)" in shown.splitlines()
    # the two chapter-11 lines in a row give one pointer, with the first one's text
    assert shown.count("chapter 11") == 2  # the signature line, then the if/rotate run
    assert "    # … (chapter 11: positional schemes)" in shown.splitlines()
    assert (
        "    # … (the fixed-shape cache: left out of this listing)"
        in shown.splitlines()
    )
    assert "y = x + 1" in shown and "return y" in shown


def test_select_source_shows_what_the_chapter_has_reached():
    shown = select_source(MARKED, chapter=4)
    assert "y = y.masked_fill(m, 0)" in shown and "rotate" not in shown
    shown = select_source(MARKED, chapter=11)
    assert "rotate(y)" in shown and "_trim" not in shown  # a detail stays hidden


@pytest.mark.parametrize(
    "bad",
    [
        "# [ch11 begin] x\ny = 1\n",
        "y = 1\n# [ch11 end]\n",
        "# [ch04 begin]\n# [ch11 begin]\n",
    ],
)
def test_select_source_refuses_unbalanced_markers(bad):
    with pytest.raises(ValueError, match="line"):
        select_source(bad, chapter=3)


def test_show_source_fold_collapses_behind_the_exercise():
    folded = show_source(heatmap, fold="ex03")
    page = folded._repr_html_()
    assert page.startswith('<details class="folded-source"><summary>')
    assert "try the exercises of notebook ex03 first" in page and "heatmap" in page
    assert "def heatmap(" in folded.data
    with pytest.raises(ValueError, match="exercise"):
        show_source(heatmap, fold="chapter 3")


def test_a_marker_quoted_in_prose_is_no_marker():
    quoted = 'def f():\n    """Mark it with ``# [ch11]``, or a ``# [ch11 begin]`` block."""\n'
    assert select_source(quoted, chapter=3) == quoted
    assert select_source("x = 1  # [ch11]\n", chapter=3) == "# … (chapter 11)\n"


def test_library_markers_are_balanced_in_every_module():
    import transformer_lib

    root = Path(transformer_lib.__file__).parent
    unbalanced = []
    for path in root.rglob("*.py"):
        try:
            select_source(path.read_text(encoding="utf-8"), chapter=0)
        except ValueError as err:
            unbalanced.append(f"{path.name}: {err}")
    assert not unbalanced, unbalanced
