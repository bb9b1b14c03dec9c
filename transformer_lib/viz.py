"""Display and plotting helpers shared by the chapters (a tool, not a concept of its own)."""

from __future__ import annotations

import html
import inspect
import re
from collections.abc import Iterable

__all__ = ["show_source", "draw_architecture", "heatmap", "ARCHITECTURE_PARTS"]


# A line of library source that ends with ``# [ch11]`` belongs to chapter 11; a block between
# ``# [ch11 begin] what it adds`` and ``# [ch11 end]`` too. ``# [detail begin] what`` ...
# ``# [detail end]`` marks machinery a chapter's listing leaves out.
# A marker is a comment of its own: at the start of the line or after whitespace, and the
# text after it (the pointer's) holds no backquote, so prose that quotes a marker is no marker.
_MARK_LINE = re.compile(r"(?:^|\s)#\s*\[(ch\d+|detail)\]\s*([^`]*)$")
_MARK_BEGIN = re.compile(r"^(\s*)#\s*\[(ch\d+|detail) begin\]\s*(.*)$")
_MARK_END = re.compile(r"^\s*#\s*\[(ch\d+|detail) end\]\s*$")


def _hidden(mark: str, chapter: int | None) -> bool:
    if chapter is None:
        return False
    return mark == "detail" or int(mark[2:]) > chapter


def _pointer(indent: str, mark: str, what: str) -> str:
    if mark == "detail":
        return f"{indent}# … ({what or 'a detail'}: left out of this listing)"
    return f"{indent}# … (chapter {int(mark[2:])}{': ' + what if what else ''})"


def select_source(source: str, chapter: int | None = None) -> str:
    """The lines of ``source`` that a listing in ``chapter`` shows, markers removed.

    Lines marked for a later chapter (or as a detail, whenever ``chapter`` is given) are
    replaced by one pointer comment per run of hidden lines; ``chapter=None`` shows every
    line. Raises ``ValueError`` on a block that is opened and never closed.
    """
    out: list[str] = []
    block: tuple[str, int] | None = None  # (mark, line number) of the open block
    last_pointer = None
    for number, line in enumerate(source.splitlines(), 1):
        if block is not None:
            end = _MARK_END.match(line)
            if end and end.group(1) == block[0]:
                block = None
                continue
            if _hidden(block[0], chapter):
                continue
        begin = _MARK_BEGIN.match(line)
        if begin:
            indent, mark, what = begin.groups()
            if block is not None:
                raise ValueError(f"line {number}: blocks do not nest: {line.strip()!r}")
            block = (mark, number)
            if _hidden(mark, chapter):
                out.append(_pointer(indent, mark, what))
                last_pointer = (len(out), mark)
            continue
        if _MARK_END.match(line):
            raise ValueError(
                f"line {number}: an end marker with no begin: {line.strip()!r}"
            )
        mark = _MARK_LINE.search(line)
        if mark:
            code = line[: mark.start()]
            if _hidden(mark.group(1), chapter):
                indent = code[: len(code) - len(code.lstrip())]
                if last_pointer != (len(out), mark.group(1)):  # one pointer a run
                    out.append(_pointer(indent, mark.group(1), mark.group(2)))
                    last_pointer = (len(out), mark.group(1))
                continue
            line = code
        out.append(line)
    if block is not None:
        raise ValueError(
            f"line {block[1]}: a [{block[0]} begin] marker that is never ended"
        )
    return "\n".join(out) + "\n"


class _Folded:
    """Source shown inside a collapsed ``<details>`` block (the book and Colab render the HTML)."""

    def __init__(self, source: str, summary: str):
        self.data = source
        self.summary = summary

    def _repr_html_(self) -> str:
        try:
            from pygments import highlight
            from pygments.formatters import HtmlFormatter
            from pygments.lexers import PythonLexer

            body = highlight(self.data, PythonLexer(), HtmlFormatter(noclasses=True))
        except ImportError:  # no pygments: plain text
            body = f"<pre>{html.escape(self.data)}</pre>"
        return (
            '<details class="folded-source"><summary>'
            f"{html.escape(self.summary)}</summary>\n{body}</details>"
        )

    def __repr__(self) -> str:
        return f"{self.summary}\n\n{self.data}"


def show_source(obj, *, chapter: int | None = None, fold: str | None = None) -> object:
    """Display the source of a library function or class, highlighted, in Jupyter or Colab.

    ``chapter=N`` shows the part that chapters up to N have taught: lines the library marks
    as belonging to a later chapter (a trailing marker comment naming chapter 11, or a block
    between a begin and an end marker, as the comment above ``select_source`` describes)
    block) or as a detail are replaced by a one-line pointer. ``fold="ex04"`` shows the
    source collapsed, behind a line asking the reader to try that exercise first.

    Returns an object that the notebook renders, or prints the source when IPython is not
    available.
    """
    try:
        source = inspect.getsource(obj)
    except (TypeError, OSError) as err:
        raise ValueError(
            f"expected a function, class or method defined in a .py file, got {obj!r}"
        ) from err
    source = select_source(source, chapter)
    if fold is not None:
        match = re.fullmatch(r"ex(\d\d)", fold)
        if not match:
            raise ValueError(f"fold names an exercise such as 'ex04', got {fold!r}")
        name = getattr(obj, "__qualname__", getattr(obj, "__name__", "this code"))
        return _Folded(
            source,
            f"The library's {name}: try the exercises of notebook {fold} first, "
            "then click to open",
        )
    try:
        from IPython.display import Code
    except ImportError:  # plain Python: print it
        print(source)
        return None
    return Code(source, language="python")


# ---------------------------------------------------------------- the architecture diagram

# Name a chapter can highlight -> the blocks of the diagram it lights up.
ARCHITECTURE_PARTS: dict[str, tuple[str, ...]] = {
    "embedding": ("src_embed", "tgt_embed"),
    "positional": ("src_pos", "tgt_pos"),
    "attention": ("enc_self", "dec_self", "dec_cross"),
    "multihead": ("enc_self", "dec_self", "dec_cross"),
    "masking": ("dec_self",),
    "cross-attention": ("dec_cross",),
    "feed-forward": ("enc_ffn", "dec_ffn"),
    "add-norm": ("enc_norm1", "enc_norm2", "dec_norm1", "dec_norm2", "dec_norm3"),
    "encoder": ("encoder",),
    "decoder": ("decoder",),
    "output": ("linear", "softmax"),
}

_FILL = {
    "embed": "#f8cecc",
    "attn": "#ffe0b2",
    "norm": "#fff2cc",
    "ffn": "#dae8fc",
    "linear": "#e1d5e7",
    "softmax": "#d5e8d4",
}
_RED, _INK, _GREY = "#d62728", "#333333", "#b0b0b0"
_ENC_LAYER = [
    ("enc_self", "Multi-head\nself-attention", "attn"),
    ("enc_norm1", "Add & Norm", "norm"),
    ("enc_ffn", "Feed-forward", "ffn"),
    ("enc_norm2", "Add & Norm", "norm"),
]
_DEC_LAYER = [
    ("dec_self", "Masked multi-head\nself-attention", "attn"),
    ("dec_norm1", "Add & Norm", "norm"),
    ("dec_cross", "Multi-head\ncross-attention", "attn"),
    ("dec_norm2", "Add & Norm", "norm"),
    ("dec_ffn", "Feed-forward", "ffn"),
    ("dec_norm3", "Add & Norm", "norm"),
]


def _resolve(highlight) -> set[str]:
    if highlight is None:
        return set()
    names = [highlight] if isinstance(highlight, str) else list(highlight)
    unknown = [n for n in names if n not in ARCHITECTURE_PARTS]
    if unknown:
        raise ValueError(
            f"expected highlight names from {sorted(ARCHITECTURE_PARTS)}, got {unknown}"
        )
    return {block for n in names for block in ARCHITECTURE_PARTS[n]}


class _Diagram:
    """Drawing state: the axes, which blocks are lit, and where each block sits."""

    W, H, HN, GAP = 3.7, 0.8, 0.45, 0.42  # box width, height, norm height, gap

    def __init__(self, ax, lit):
        self.ax, self.lit, self.anchor = ax, lit, {}
        # a lit stack keeps its sub-layers in full colour (without red edges)
        self.bright = set(lit)
        for stack, layer in (("encoder", _ENC_LAYER), ("decoder", _DEC_LAYER)):
            if stack in lit:
                self.bright |= {key for key, _, _ in layer}

    def style(self, key):
        on, off = key in self.lit, bool(self.lit) and key not in self.bright
        edge = _RED if on else (_GREY if off else _INK)
        text = dict(color=_GREY if off else "black", weight="bold" if on else "normal")
        return on, off, edge, text

    def box(self, key, x, y, h, text, kind, side):
        """A rounded box centred at (x, y)."""
        from matplotlib.patches import FancyBboxPatch

        on, off, edge, font = self.style(key)
        patch = FancyBboxPatch(
            (x - self.W / 2, y - h / 2), self.W, h, zorder=3,
            boxstyle="round,pad=0.02,rounding_size=0.12", facecolor=_FILL[kind],
            alpha=0.35 if off else 1.0, edgecolor=edge, linewidth=3 if on else 1,
        )  # fmt: skip
        self.ax.add_patch(patch)
        self.ax.text(
            x, y, text, ha="center", va="center", fontsize=8.5, zorder=4, **font
        )
        self.anchor[key] = (x + side * self.W / 2, y)

    def arrow(self, xy0, xy1, colour="#555555", lw=1.1):
        from matplotlib.patches import FancyArrowPatch

        self.ax.add_patch(
            FancyArrowPatch(xy0, xy1, arrowstyle="-|>", mutation_scale=10,
                            color=colour, lw=lw, zorder=2)
        )  # fmt: skip

    def column(self, x, side, pre, label, layers, stack):
        """Tokens -> embedding -> + positions -> a stack of N layers; returns (top, out)."""
        import numpy as np
        from matplotlib.patches import Circle, FancyBboxPatch

        ax, W = self.ax, self.W
        ax.text(x, 0.35, label, ha="center", va="center", fontsize=9, style="italic")
        self.arrow((x, 0.75), (x, 1.1))
        self.box(f"{pre}_embed", x, 1.5, self.H, "Embedding  × √d_model", "embed", side)
        # the positional encoding: a sine wave, added at the circle
        on, off, edge, font = self.style(f"{pre}_pos")
        ax.add_patch(Circle((x, 2.7), 0.22, fill=False, ec=edge, lw=3 if on else 1.2))
        ax.text(x, 2.69, "+", ha="center", va="center", fontsize=13, color=edge)
        wx = x + side * (W / 2 + 0.75)  # the wave's centre
        t = np.linspace(-0.5, 0.5, 60)
        ax.plot(
            wx + t,
            2.7 + 0.18 * np.sin(3 * np.pi * t),
            color=edge,
            lw=2.5 if on else 1.2,
        )
        ax.text(
            wx, 2.35, "positional\nencoding", ha="center", va="top", fontsize=8, **font
        )
        self.arrow((wx - side * 0.55, 2.7), (x + side * 0.24, 2.7), colour=edge)
        self.anchor[f"{pre}_pos"] = (wx + side * 0.55, 2.7)
        self.arrow((x, 1.9), (x, 2.48))
        # the N identical layers (identical in shape; each has its own weights)
        y, below, bottom = 3.75, 2.92, 3.25
        for key, text, kind in layers:
            h = self.HN if kind == "norm" else self.H
            self.box(key, x, y + h / 2, h, text, kind, side)
            self.arrow((x, below), (x, y))
            if kind != "norm":  # residual path: around the sub-layer into Add & Norm
                rx, ny = x - side * (W / 2 + 0.2), y + h + self.GAP + self.HN / 2
                ax.plot([x, rx, rx], [y - 0.18, y - 0.18, ny], color="#777777", lw=1)
                self.arrow((rx, ny), (x - side * W / 2, ny))
            below, y = y + h, y + h + self.GAP
        top = y - 0.1
        on, off, edge, font = self.style(stack)
        ax.add_patch(
            FancyBboxPatch((x - W / 2 - 0.5, bottom), W + 1.0, top - bottom, zorder=0,
                           boxstyle="round,pad=0.05,rounding_size=0.3",
                           facecolor="#f3f3f3", alpha=0.4 if off else 1.0,
                           edgecolor=edge, linewidth=3 if on else 1.2)
        )  # fmt: skip
        ax.text(x + side * (W / 2 + 0.75), (bottom + top) / 2, "N×" if side < 0 else "×N",
                ha="right" if side < 0 else "left", va="center", fontsize=13,
                weight="bold")  # fmt: skip
        ax.text(x + side * (W / 2 + 0.45), top + 0.1, stack, va="bottom", fontsize=10,
                ha="left" if side < 0 else "right", **font)  # fmt: skip
        self.anchor[stack] = (x + side * (W / 2 + 0.5), (bottom + top) / 2 + 0.6)
        return top, below


def draw_architecture(highlight: str | Iterable[str] | None = None, ax=None):
    """Draw the encoder-decoder Transformer; emphasise the ``highlight`` parts.

    ``highlight``: one name or a list of names from ``ARCHITECTURE_PARTS``:
    "embedding", "positional", "attention", "multihead", "masking",
    "cross-attention", "feed-forward", "add-norm", "encoder", "decoder", "output".
    Returns the matplotlib axes.
    """
    import matplotlib.pyplot as plt

    lit = _resolve(highlight)
    if ax is None:
        _, ax = plt.subplots(figsize=(8.5, 7.5))
        ax.set_position([0, 0, 1, 1])
    d, ex, dx = _Diagram(ax, lit), 3.8, 10.2  # encoder and decoder centres
    enc_top, enc_out = d.column(
        ex, -1, "src", "source tokens (French)", _ENC_LAYER, "encoder"
    )
    dec_top, dec_out = d.column(
        dx, +1, "tgt", "target tokens (English),\nshifted right", _DEC_LAYER, "decoder"
    )
    # the encoder's output feeds the cross-attention of every decoder layer
    cy, mx = d.anchor["dec_cross"][1] - 0.15, (ex + dx) / 2
    ax.plot([ex, ex, mx, mx], [enc_out, enc_top + 0.55, enc_top + 0.55, cy],
            color="#555555", lw=1.3, zorder=1)  # fmt: skip
    d.arrow((mx, cy), (dx - d.W / 2, cy))
    ax.text(mx + 0.1, cy + 0.1, "keys and\nvalues", fontsize=8, va="bottom")
    # the output head: scores over the vocabulary, then probabilities
    h = d.H * 0.8
    d.box("linear", dx, dec_top + 1.1, h, "Linear  (d_model → V)", "linear", +1)
    d.box("softmax", dx, dec_top + 2.2, h, "Softmax", "softmax", +1)
    d.arrow((dx, dec_out), (dx, dec_top + 1.1 - h / 2))
    d.arrow((dx, dec_top + 1.1 + h / 2), (dx, dec_top + 2.2 - h / 2))
    d.arrow((dx, dec_top + 2.2 + h / 2), (dx, dec_top + 2.9))
    ax.text(dx, dec_top + 3.0, "probabilities of the next word", ha="center",
            va="bottom", fontsize=9, style="italic")  # fmt: skip
    for left in (True, False):  # "you are here", once per side
        keys = [k for k, (x, _) in d.anchor.items() if k in lit and (x < mx) == left]
        if keys:
            px, py = d.anchor[keys[0]]
            lane = ex - d.W / 2 - 2.5 if left else dx + d.W / 2 + 2.5
            ax.annotate("you are\nhere", xy=(px, py), xytext=(lane, py + 0.5),
                        ha="center", color=_RED, fontsize=11, weight="bold",
                        arrowprops=dict(arrowstyle="-|>", color=_RED, lw=2))  # fmt: skip
    ax.set_xlim(ex - d.W / 2 - 3.4, dx + d.W / 2 + 3.4)
    ax.set_ylim(0, dec_top + 3.6)
    ax.set_aspect("equal")
    ax.axis("off")
    return ax


def heatmap(matrix, xlabels=None, ylabels=None, ax=None, title=None, **kwargs):
    """Show a 2-D matrix (tensor or array) as an image with a colour bar; returns the axes.

    Tick labels are drawn when given (tokens for attention maps); ``annotate=True``
    writes each value in its cell; other keyword arguments go to ``imshow``.
    """
    import matplotlib.pyplot as plt
    import numpy as np

    values = np.asarray(
        matrix.detach().cpu() if hasattr(matrix, "detach") else matrix, dtype=float
    )
    if values.ndim != 2:
        raise ValueError(f"expected a 2-D matrix, got shape {values.shape}")
    for labels, n, axis in ((xlabels, values.shape[1], "x"), (ylabels, values.shape[0], "y")):  # fmt: skip
        if labels is not None and len(labels) != n:
            raise ValueError(f"expected {n} {axis}labels, got {len(labels)}")
    annotate = kwargs.pop("annotate", False)
    colorbar = kwargs.pop("colorbar", True)
    if ax is None:
        _, ax = plt.subplots(figsize=(max(3, 0.5 * values.shape[1] + 1.5),
                                      max(2.5, 0.45 * values.shape[0] + 1)))  # fmt: skip
    image = ax.imshow(values, **{"cmap": "viridis", "aspect": "auto", **kwargs})
    if xlabels is not None:
        ax.set_xticks(range(len(xlabels)), [str(t) for t in xlabels], rotation=45,
                      ha="right")  # fmt: skip
    if ylabels is not None:
        ax.set_yticks(range(len(ylabels)), [str(t) for t in ylabels])
    if annotate:
        for (i, j), v in np.ndenumerate(values):
            r, g, b_, _ = image.cmap(image.norm(v))  # the cell's colour
            dark = 0.299 * r + 0.587 * g + 0.114 * b_ < 0.5
            ax.text(j, i, f"{v:.2f}", ha="center", va="center", fontsize=8,
                    color="white" if dark else "black")  # fmt: skip
    if colorbar:
        ax.figure.colorbar(image, ax=ax, fraction=0.046, pad=0.04)
    if title:
        ax.set_title(title)
    return ax
