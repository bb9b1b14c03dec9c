"""Tests for transformer_lib.viz: show_source, the architecture diagram, heatmaps."""

import matplotlib

matplotlib.use("Agg")  # no display in tests

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
