"""The browser check's page scanner flags what a reader would see as broken."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from browser_check import PageScan  # noqa: E402


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
