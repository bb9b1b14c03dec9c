"""The browser check flags what a reader would see as broken: raw TeX, Markdown that
did not render, assets from other hosts, and figures shrunk until their text is too
small to read."""

import base64
import hashlib
import json
import shutil
import struct
import sys
import urllib.request
import zlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from browser_check import (  # noqa: E402
    MEASURE_JS,
    VIEWPORT,
    PageScan,
    figure_cells,
    judge_figure,
    render,
    serve,
    shrunk_figures,
    smallest_font_pt,
    unrendered_markdown,
)


def scan(html: str) -> PageScan:
    page = PageScan()
    page.feed(html)
    return page


def test_typeset_math_passes():
    page = scan(
        '<p>A formula <span class="math notranslate nohighlight">'
        "<mjx-container><mjx-math>x</mjx-math></mjx-container></span>.</p>"
    )
    assert page.mathjax == 1
    assert page.raw_math == []


def test_math_left_as_tex_is_flagged():
    page = scan(
        r'<p>A formula <span class="math notranslate">\(\sqrt{d_k}\)</span></p>'
    )
    assert page.mathjax == 0
    assert page.raw_math and "sqrt" in page.raw_math[0]


def test_raw_tex_in_prose_is_flagged_but_not_in_code():
    assert scan(r"<p>the scale $$\frac{1}{\sqrt{d_k}}$$ here</p>").raw_math
    assert scan(r"<pre><code>x = r'\frac{a}{b}'</code></pre>").raw_math == []


def test_assets_from_other_hosts_are_flagged():
    page = scan(
        '<script src="https://cdn.example.org/mathjax.js"></script>'
        '<img src="../_images/fig.png"><a href="https://colab.research.google.com/x">c</a>'
    )
    assert page.external == ["https://cdn.example.org/mathjax.js"]
    assert page.images == ["../_images/fig.png"]
    assert "https://colab.research.google.com/x" in page.links


# --- figures shrunk to fit the column


def test_a_figure_at_its_natural_width_passes():
    verdict = judge_figure(800, 800)
    assert verdict.problem == ""
    assert verdict.ratio == 1.0
    assert verdict.smallest_text_px == pytest.approx(10 * 100 / 72)


def test_a_figure_scaled_to_45_percent_fails_on_width_and_text():
    verdict = judge_figure(450, 1000, smallest_font_pt=8)
    assert verdict.ratio == pytest.approx(0.45)
    assert "45% of its natural width (450 of 1000 px" in verdict.problem
    assert "smallest text (8 pt) is about 5.0 px" in verdict.problem


def test_the_width_threshold_is_70_percent():
    assert judge_figure(700, 1000).problem == ""
    assert judge_figure(690, 1000).problem.startswith("shown at 69%")


def test_small_text_fails_even_when_the_width_ratio_is_fine():
    verdict = judge_figure(750, 1000, smallest_font_pt=6)  # 6 pt at 75 %: 6.25 px
    assert "shown at" not in verdict.problem
    assert "smallest text (6 pt) is about 6.2 px" in verdict.problem


def test_a_retina_figure_shown_at_its_intended_css_width_passes():
    # drawn at twice the density: 1600 image px meant for 800 CSS px
    assert judge_figure(800, 1600, intended_px=800).problem == ""
    assert "50%" in judge_figure(400, 1600, intended_px=800).problem


def test_a_figure_that_is_not_displayed_fails():
    assert "not displayed" in judge_figure(0, 1000).problem


def _measured(*images, viewport=VIEWPORT[0], dpr=1):
    return {"viewport": viewport, "dpr": dpr, "images": list(images)}


def _img(src, rendered, natural, width_attr=None):
    return dict(src=src, rendered=rendered, natural=natural, width_attr=width_attr)


def test_shrunk_figures_names_the_page_the_figure_and_its_cell():
    measured = _measured(
        _img("../_static/images/logo_colab.png", 20, 200),  # not a figure
        _img("../_images/aaa.png", 640, 640),
        _img("../_images/bbb.png", 450, 1000),
        _img("data:image/png;base64,xyz", 300, 300),
    )
    problems = shrunk_figures(measured, "chapters/03_attention.html", {"bbb.png": 52})
    assert len(problems) == 1
    assert problems[0].startswith(
        "chapters/03_attention.html: figure 2 of 3 (notebook cell 52) is shown at 45%"
    )


def test_shrunk_figures_reads_the_intended_width_from_the_img_width():
    measured = _measured(_img("../_images/a.png", 500, 1000, width_attr="500"))
    assert shrunk_figures(measured, "p") == []


def test_shrunk_figures_insists_on_the_desktop_window_and_a_measurement():
    assert "laid out 800 px wide" in shrunk_figures(_measured(viewport=800), "p")[0]
    assert "could not be measured" in shrunk_figures(None, "p")[0]


def test_a_figure_that_did_not_load_is_left_to_the_missing_figure_check():
    assert shrunk_figures(_measured(_img("../_images/a.png", 0, 0)), "p") == []


def test_smallest_font_reads_explicit_sizes_and_ignores_other_sizes():
    assert smallest_font_pt("plt.plot(x)") == 10.0
    assert smallest_font_pt("ax.text(0, 0, 'a', fontsize=8.5)", "fontsize=9") == 8.5
    assert smallest_font_pt('ax.tick_params(labelsize="x-small")') == pytest.approx(
        6.94
    )
    assert smallest_font_pt("torch.randint(0, 9, size=5)") == 10.0


def test_figure_cells_maps_an_image_file_to_its_notebook_cell(tmp_path):
    png = _png(30, 10)
    encoded = base64.b64encode(png).decode()
    notebook = {
        "cells": [
            {"cell_type": "markdown", "source": "# title"},
            {"cell_type": "code", "outputs": [{"data": {"text/plain": "1"}}]},
            {"cell_type": "code", "outputs": [{"data": {"image/png": encoded}}]},
        ]
    }
    path = tmp_path / "chapter.ipynb"
    path.write_text(json.dumps(notebook))
    assert figure_cells(path) == {hashlib.sha256(png).hexdigest() + ".png": 2}
    assert figure_cells(tmp_path / "missing.ipynb") == {}


def test_the_scanner_reads_the_measurement_the_page_script_left():
    blob = json.dumps(_measured(_img("../_images/a.png", 1, 2)))
    escaped = blob.replace("&", "&amp;").replace('"', "&quot;")
    page = scan(f'<html><body data-browser-check="{escaped}"><p>x</p></body></html>')
    assert page.measured == json.loads(blob)


def test_chapter_pages_are_served_with_the_measuring_script(tmp_path):
    (tmp_path / "chapters").mkdir()
    page = "<html><body><p>chapter</p></body></html>"
    (tmp_path / "chapters" / "01_x.html").write_text(page)
    (tmp_path / "index.html").write_text(page)
    server, base = serve(tmp_path)
    try:
        chapter = urllib.request.urlopen(f"{base}/chapters/01_x.html").read().decode()
        index = urllib.request.urlopen(f"{base}/index.html").read().decode()
    finally:
        server.shutdown()
    assert MEASURE_JS + "</body>" in chapter
    assert index == page
    assert "data-browser-check" not in (tmp_path / "chapters" / "01_x.html").read_text()


def _png(width: int, height: int) -> bytes:
    """A grey RGB PNG of this size (no imaging library needed)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    raw = b"".join(b"\x00" + b"\x80" * (3 * width) for _ in range(height))
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw))
        + chunk(b"IEND", b"")
    )


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("chromium") is None, reason="needs chromium")
def test_chromium_measures_a_figure_squeezed_into_a_narrow_column(tmp_path):
    (tmp_path / "_images").mkdir()
    (tmp_path / "chapters").mkdir()
    (tmp_path / "_images" / "wide.png").write_bytes(_png(1000, 40))
    (tmp_path / "_images" / "fits.png").write_bytes(_png(400, 40))
    (tmp_path / "chapters" / "page.html").write_text(
        '<html><body><div style="width: 450px">'
        '<img src="../_images/fits.png" style="max-width: 100%">'
        '<img src="../_images/wide.png" style="max-width: 100%">'
        "</div></body></html>"
    )
    server, base = serve(tmp_path)
    try:
        dom = render(shutil.which("chromium"), f"{base}/chapters/page.html")
    finally:
        server.shutdown()
    page = scan(dom.stdout)
    assert page.measured["viewport"] == VIEWPORT[0]
    problems = shrunk_figures(page.measured, "chapters/page.html")
    assert len(problems) == 1
    assert problems[0].startswith(
        "chapters/page.html: figure 2 of 2 is shown at 45% of its natural width "
        "(450 of 1000 px; at least 70% needed); its smallest text (10 pt) is about 6.2 px"
    )


# --- which pages are checked, and their links


def test_appendix_and_glossary_pages_are_checked_and_measured(tmp_path):
    from browser_check import MEASURED_PAGE, book_pages

    for folder, name in [("chapters", "01_x.ipynb"), ("appendix", "mistakes.ipynb")]:
        (tmp_path / folder).mkdir()
        (tmp_path / folder / name).write_text("{}")
    (tmp_path / "glossary.md").write_text("# Glossary\n")
    assert book_pages(tmp_path) == ["chapters/01_x", "appendix/mistakes", "glossary"]
    for page in book_pages(tmp_path):
        assert MEASURED_PAGE.fullmatch(f"/{page}.html"), page
    assert not MEASURED_PAGE.fullmatch("/index.html")


def test_links_to_missing_pages_or_anchors_are_flagged(tmp_path):
    from browser_check import broken_links

    (tmp_path / "chapters").mkdir()
    (tmp_path / "chapters" / "03_a.html").write_text('<h2 id="ch03-qkv">Q, K, V</h2>')
    (tmp_path / "glossary.html").write_text("<p>glossary</p>")
    links = [
        "chapters/03_a.html#ch03-qkv",  # exists
        "chapters/03_a.html#ch03-gone",  # the page exists, the anchor does not
        "chapters/04_b.html",  # no such page
        "#term-token",  # on this page
        "https://colab.research.google.com/x",  # another host
        "_sources/glossary.md",  # not a page
    ]
    assert broken_links(links, tmp_path, "glossary") == [
        "chapters/03_a.html#ch03-gone",
        "chapters/04_b.html",
    ]
    # links are resolved from the page's own folder
    assert broken_links(["03_a.html#ch03-qkv"], tmp_path, "chapters/01_x") == []


# --- Markdown that did not render, read from the DOM after MathJax ran

# A chapter's article as Chromium serialises it once MathJax typeset its math: the TeX
# is gone from span.math / div.math, replaced by <mjx-container> elements.
TYPESET = (
    '<html><body><nav class="bd-links"><p>| sidebar | text |</p></nav>'
    '<article class="bd-article"><section><h1>Attention</h1>'
    '<p>The weights <span class="math notranslate nohighlight"><mjx-container '
    'class="MathJax"><mjx-math><mjx-mi>a</mjx-mi></mjx-math><mjx-assistive-mml>'
    "<math><mi>a</mi></math></mjx-assistive-mml></mjx-container></span> sum to one; "
    "a run costs $5 or $10.</p>"
    '<div class="math notranslate nohighlight"><mjx-container display="true">'
    "<mjx-math>|x|</mjx-math></mjx-container></div>"
    "<table><tbody><tr><td>RoPE</td><td>12.7</td></tr></tbody></table>"
    '<div class="highlight"><pre>| a | b |\n|---|---|\n{ref}`x` $$y$$</pre></div>'
    "{body}</section></article></body></html>"
)

UNRENDERED = {
    "pipe table": (
        "<p>| scheme | exact |\n|---|---|\n| RoPE | 12.7 |</p>",
        "a pipe table left as a <p>",
    ),
    "display math": ("<p>so $$\\frac{1}{2}$$ here</p>", "raw math '$$'"),
    "inline math": ("<p>where $d_k$ is the size</p>", "raw math '$d_k$'"),
    "role": ("<p>see {ref}`ch03-qkv` above</p>", "raw MyST syntax '{ref}`'"),
    "directive": ("<p>```{note} Read this. ```</p>", "raw MyST syntax '```{n'"),
}


def test_a_rendered_page_has_no_unrendered_markdown():
    assert unrendered_markdown(TYPESET.replace("{body}", "")) == []


@pytest.mark.parametrize("kind", UNRENDERED)
def test_each_kind_of_unrendered_markdown_is_flagged(kind):
    fault, expected = UNRENDERED[kind]
    problems = unrendered_markdown(TYPESET.replace("{body}", fault))
    assert len(problems) == 1, problems
    assert problems[0].startswith(expected), problems


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("chromium") is None, reason="needs chromium")
def test_chromium_shows_a_table_left_in_a_paragraph(tmp_path):
    (tmp_path / "chapters").mkdir()
    fault = UNRENDERED["pipe table"][0] + UNRENDERED["role"][0]
    (tmp_path / "chapters" / "page.html").write_text(TYPESET.replace("{body}", fault))
    server, base = serve(tmp_path)
    try:
        dom = render(shutil.which("chromium"), f"{base}/chapters/page.html")
    finally:
        server.shutdown()
    problems = unrendered_markdown(dom.stdout)
    assert [p.split(":")[0] for p in problems] == [
        "a pipe table left as a <p>",
        "raw MyST syntax '{ref}`' in a <p>",
    ]
