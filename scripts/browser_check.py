"""Check the built book in headless Chromium, as a reader would see it.

    python scripts/browser_check.py [--html _build/html] [--shots _build/screenshots]

For every chapter page (every notebook in chapters/), every appendix notebook (appendix/)
and the glossary (``book_pages``) it loads the page from a local HTTP server in headless
Chromium, lets its scripts run, and checks the rendered DOM:
  - math was typeset by MathJax (served from the book itself) and no raw TeX is left;
  - every figure the page references is there and is a real image;
  - the Colab launch link points at this page's notebook in the repository (notebooks);
  - every link to another page of the book leads to a page, and to an anchor, that exists;
  - the page loads no script, style or font from another host;
  - no Markdown is left unrendered in the prose: a pipe table as a paragraph, raw
    ``$$``/``$`` math outside MathJax's output, raw MyST roles or directives
    (``unrendered_markdown``, with the rules of ``scripts/check_pages.py``);
  - no figure is shrunk to fit the column: each is shown at >= 70 % of its natural width,
    and its smallest text stays >= 7 CSS px (see ``judge_figure``).
Pages are laid out in a desktop window of 1440 x 900 CSS px at device pixel ratio 1
(``VIEWPORT``; ``--width`` changes it). It also saves a full-page screenshot of each
page for a person to look at. Exit status 0 when every page passes, 1 otherwise.
"""

from __future__ import annotations

import argparse
import base64
import functools
import hashlib
import http.server
import json
import math
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from check_pages import MarkupScan, markup_problems  # noqa: E402
from notebook_tools import repository_url  # noqa: E402

CHROME_FLAGS = [
    "--headless",
    "--force-device-scale-factor=1",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--hide-scrollbars",
]
# A typical desktop browser window (CSS px), at device pixel ratio 1: the width at which
# figures are judged and screenshots are taken. The theme's article column is narrower
# than the window (sidebars), so a wide figure is scaled down to fit it. Measured on
# this book: the column is 790 px wide from a 1440 px window up, 688 px at 1280.
VIEWPORT = (1440, 900)
# A figure shown narrower than this fraction of its natural width has shrunk text. In
# the 790 px column, a figure up to 790 / 0.7 = 1128 px (about 11 in of figure at
# dpi 100, after bbox_inches="tight") passes.
MIN_WIDTH_RATIO = 0.70
# Text smaller than this many CSS px is hard to read (browsers' minimum font is 6-9 px).
MIN_TEXT_PX = 7.0
# A chapter figure is a matplotlib PNG drawn by the inline backend: savefig.dpi is
# "figure", so one inch of figure is figure.dpi image pixels, and Jupyter shows one image
# pixel per CSS pixel unless the output says otherwise (a width in its metadata, as the
# "retina" format writes). Text of s points is then s * dpi / 72 px at the natural size.
FIGURE_DPI = 100.0  # matplotlib's default rcParams["figure.dpi"]; read at run time
FONTSIZE = re.compile(
    r"""\b(?:fontsize|labelsize|titlesize)\s*=\s*(?:([0-9]+(?:\.[0-9]+)?)\b|["']([a-z-]+)["'])"""
)
# Pages checked besides the notebooks: Markdown pages of the book, by path without suffix.
MARKDOWN_PAGES = ("glossary",)
# The pages that get MEASURE_JS when served (see QuietHandler).
MEASURED_PAGE = re.compile(r"/(?:chapters|appendix)/[\w.-]+\.html|/glossary\.html")
RAW_TEX = re.compile(r"\\\(|\\\)|\\\[|\\\]|\$\$|\\frac|\\sqrt|\\operatorname|\\mathrm")


def find_chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    raise SystemExit("browser check: no chromium found (apt-get install chromium)")


class PageScan(HTMLParser):
    """Collects what the checks need from a rendered DOM."""

    def __init__(self):
        super().__init__()
        self.mathjax = 0  # typeset formulas
        self.raw_math = []  # text left inside Sphinx math spans, or raw TeX in prose
        self.images = []
        self.links = []
        self.external = []
        self.measured = None  # what the measuring script wrote (see MEASURE_JS)
        self._stack = []  # (tag, is_math, is_code)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        classes = (a.get("class") or "").split()
        if tag == "mjx-container":
            self.mathjax += 1
        if a.get("data-browser-check") is not None:
            try:
                self.measured = json.loads(a["data-browser-check"])
            except ValueError:
                self.measured = None
        in_code = any(code for _, _, code in self._stack) or tag in {"pre", "code"}
        is_math = "math" in classes and not in_code
        if tag not in {"img", "br", "hr", "meta", "link", "input", "source"}:
            self._stack.append((tag, is_math, in_code))
        if tag == "img":
            self.images.append(a.get("src", ""))
        if tag == "a" and a.get("href"):
            self.links.append(a["href"])
        for attr in ("src", "href"):
            url = a.get(attr) or ""
            if tag in {"script", "link", "img"} and re.match(r"(https?:)?//", url):
                self.external.append(url)

    def handle_endtag(self, tag):
        while self._stack:
            if self._stack.pop()[0] == tag:
                break

    def handle_data(self, data):
        inside_math = any(m for _, m, _ in self._stack)
        in_code = any(c for _, _, c in self._stack)
        in_script = any(
            t in {"script", "style", "mjx-assistive-mml"} for t, _, _ in self._stack
        )
        if in_script or in_code:
            return
        if (
            inside_math
            and data.strip()
            and not any(t.startswith("mjx") for t, _, _ in self._stack)
        ):
            self.raw_math.append(data.strip()[:80])
        elif RAW_TEX.search(data):
            self.raw_math.append(data.strip()[:80])


@dataclass(frozen=True)
class FigureVerdict:
    ratio: float  # rendered width / natural width (both CSS px)
    smallest_text_px: float  # estimated on-screen size of the figure's smallest text
    problem: str  # empty when the figure is shown large enough


def judge_figure(
    rendered_px: float,
    natural_px: float,
    *,
    intended_px: float | None = None,
    smallest_font_pt: float = 10.0,
    dpi: float = FIGURE_DPI,
    min_ratio: float = MIN_WIDTH_RATIO,
    min_text_px: float = MIN_TEXT_PX,
) -> FigureVerdict:
    """Is a figure shown large enough to read?

    ``rendered_px`` is the image's width on the page (``img.clientWidth``, CSS px) and
    ``natural_px`` its width in image pixels (``img.naturalWidth``). ``intended_px`` is
    the CSS width the figure was made to be shown at: ``natural_px`` for a plain
    matplotlib PNG (one image pixel per CSS pixel), or the width its output metadata
    sets (half of ``natural_px`` for a "retina" figure drawn at twice the density). Both
    widths are in CSS px, which the device pixel ratio does not change: a figure at its
    intended size passes on any screen.

    The text estimate: at the intended size, ``smallest_font_pt`` points are
    ``pt * dpi / 72`` CSS px (``dpi``: matplotlib's ``figure.dpi``, the pixels per inch
    of a figure shown at its intended size); on the page they shrink with the figure.
    """
    intended = natural_px if intended_px is None else intended_px
    if rendered_px <= 0 or intended <= 0:
        return FigureVerdict(0.0, 0.0, "the figure is not displayed (zero width)")
    ratio = rendered_px / intended
    text_px = smallest_font_pt * dpi / 72 * ratio
    reasons = []
    if ratio < min_ratio:
        reasons.append(
            f"shown at {math.floor(ratio * 100 + 1e-9)}% of its natural width "
            f"({rendered_px:.0f} of "
            f"{intended:.0f} px; at least {min_ratio:.0%} needed)"
        )
    if text_px < min_text_px:
        reasons.append(
            f"its smallest text ({smallest_font_pt:g} pt) is about {text_px:.1f} px "
            f"on screen (at least {min_text_px:g} px needed)"
        )
    return FigureVerdict(ratio, text_px, "; ".join(reasons))


def smallest_font_pt(*sources: str, default: float = 10.0) -> float:
    """The smallest font size (points) that figure code in ``sources`` asks for.

    Explicit sizes (``fontsize=8``, ``labelsize="small"``) are read from the code;
    anything else uses matplotlib's default ``font.size`` (10 pt: tick labels, legends).
    """
    named = {  # matplotlib.font_manager.font_scalings, times font.size
        "xx-small": 0.579, "x-small": 0.694, "small": 0.833, "medium": 1.0,
        "large": 1.2, "x-large": 1.44, "xx-large": 1.728, "larger": 1.2,
        "smaller": 0.833,
    }  # fmt: skip
    sizes = [default]
    for source in sources:
        for number, name in FONTSIZE.findall(source):
            if number:
                sizes.append(float(number))
            elif name in named:
                sizes.append(named[name] * default)
    return min(sizes)


def figure_cells(executed_notebook: Path) -> dict[str, int]:
    """Image file name (``<sha256 of the PNG>.png``, as Sphinx names it) -> cell index."""
    if not executed_notebook.is_file():
        return {}
    cells = json.loads(executed_notebook.read_text(encoding="utf-8"))["cells"]
    found = {}
    for index, cell in enumerate(cells):
        for output in cell.get("outputs", []):
            data = output.get("data", {}).get("image/png")
            if data:
                png = base64.b64decode(
                    "".join(data) if isinstance(data, list) else data
                )
                found[hashlib.sha256(png).hexdigest() + ".png"] = index
    return found


# Run in the page after it loaded and MathJax had time to typeset: record each image's
# rendered and natural size on <body data-browser-check="...">, which --dump-dom keeps.
MEASURE_JS = """<script>
window.addEventListener("load", function () {
  setTimeout(function () {
    var images = Array.prototype.map.call(document.images, function (img) {
      return {src: img.getAttribute("src") || "", rendered: img.clientWidth,
              natural: img.naturalWidth, width_attr: img.getAttribute("width")};
    });
    document.body.setAttribute("data-browser-check", JSON.stringify({
      viewport: window.innerWidth, dpr: window.devicePixelRatio, images: images}));
  }, 3000);
});
</script>"""


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the book; adds MEASURE_JS to the checked pages (the files are not changed)."""

    def log_message(self, *args):  # keep the check's output readable
        pass

    def do_GET(self):
        path = self.path.split("?", 1)[0]
        if not MEASURED_PAGE.fullmatch(path):
            return super().do_GET()
        file = Path(self.translate_path(path))
        if not file.is_file():
            return super().do_GET()
        html = file.read_text(encoding="utf-8")
        body = html.replace("</body>", MEASURE_JS + "</body>", 1).encode("utf-8")
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def serve(directory: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    handler = functools.partial(QuietHandler, directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def chromium(browser: str, profile: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [browser, *CHROME_FLAGS, f"--user-data-dir={profile}", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )


def is_figure(src: str) -> bool:
    return "_images/" in src or src.startswith("data:image")


def shrunk_figures(
    measured: dict | None,
    page: str,
    cells: dict[str, int] | None = None,
    smallest_pt: float = 10.0,
    dpi: float = FIGURE_DPI,
    window_width: int = VIEWPORT[0],
) -> list[str]:
    """One problem per figure that ``judge_figure`` rejects, naming page and figure.

    ``measured`` is what MEASURE_JS recorded; figures are numbered 1, 2, ... in page
    order; ``cells`` maps an image file name to its notebook cell (``figure_cells``).
    """
    if measured is None:
        return [f"{page}: the figures could not be measured (the script did not run)"]
    problems = []
    if measured.get("viewport") != window_width or measured.get("dpr") != 1:
        problems.append(
            f"{page}: laid out {measured.get('viewport')} px wide at device pixel "
            f"ratio {measured.get('dpr')}, expected {window_width} px at 1"
        )
    figures = [img for img in measured.get("images", []) if is_figure(img["src"])]
    for number, img in enumerate(figures, start=1):
        if not img["natural"]:
            continue  # not loaded: reported by the check for missing figures
        width_attr = (img.get("width_attr") or "").removesuffix("px")
        intended = float(width_attr) if re.fullmatch(r"[0-9.]+", width_attr) else None
        verdict = judge_figure(
            img["rendered"],
            img["natural"],
            intended_px=intended,
            smallest_font_pt=smallest_pt,
            dpi=dpi,
        )
        if verdict.problem:
            cell = (cells or {}).get(img["src"].rsplit("/", 1)[-1])
            where = f" (notebook cell {cell})" if cell is not None else ""
            problems.append(
                f"{page}: figure {number} of {len(figures)}{where} is {verdict.problem}"
            )
    return problems


def figure_dpi() -> float:
    try:
        import matplotlib
    except ImportError:
        return FIGURE_DPI
    return float(matplotlib.rcParams["figure.dpi"])


def render(browser, url, width=VIEWPORT[0]) -> subprocess.CompletedProcess:
    """Load ``url`` in a fresh profile, let its scripts run, and dump the DOM."""
    with tempfile.TemporaryDirectory() as profile:
        return chromium(
            browser,
            Path(profile),
            "--virtual-time-budget=20000",
            f"--window-size={width},{VIEWPORT[1]}",
            "--dump-dom",
            url,
        )


def unrendered_markdown(dom: str) -> list[str]:
    """Markdown left as text in the rendered page's prose (after MathJax ran).

    Code, typeset math (``mjx-*`` elements and Sphinx's ``.math`` containers) and the
    theme's sidebars are left out; see ``check_pages.markup_problems`` for the rules.
    """
    scan = MarkupScan()
    scan.feed(dom)
    scan.close()
    return markup_problems(scan.blocks)


def book_pages(root: Path = ROOT) -> list[str]:
    """The pages to check, as paths relative to the book's root without suffix."""
    pages = [f"chapters/{p.stem}" for p in sorted((root / "chapters").glob("*.ipynb"))]
    pages += [f"appendix/{p.stem}" for p in sorted((root / "appendix").glob("*.ipynb"))]
    pages += [page for page in MARKDOWN_PAGES if (root / f"{page}.md").is_file()]
    return pages


def broken_links(links: list[str], html_dir: Path, page: str) -> list[str]:
    """Links of ``page`` to other pages of the book whose file or anchor does not exist."""
    broken = []
    here = (html_dir / page).parent
    for link in links:
        if re.match(r"[a-z][a-z0-9+.-]*:|//|#", link):
            continue  # another host, mailto:, javascript:, or an anchor on this page
        target, _, anchor = link.partition("#")
        target = target.split("?", 1)[0]
        if not target.endswith(".html"):
            continue  # downloads and sources: not pages
        file = (here / target).resolve()
        if not file.is_file():
            broken.append(link)
        elif anchor and f'id="{anchor}"' not in file.read_text(encoding="utf-8"):
            broken.append(link)
    return broken


def check_page(
    browser, base_url, html_dir, page, shots, repo, width=VIEWPORT[0]
) -> list[str]:
    """Check one page, ``page`` being its path without suffix (``chapters/03_attention``)."""
    url = f"{base_url}/{page}.html"
    problems = []
    dom = render(browser, url, width)
    if dom.returncode != 0 or "<html" not in dom.stdout:
        return [f"chromium could not render {url}: {dom.stderr[-500:]}"]
    scan = PageScan()
    scan.feed(dom.stdout)
    notebook = (ROOT / f"{page}.ipynb").is_file()
    source = (ROOT / f"{page}.{'ipynb' if notebook else 'md'}").read_text(
        encoding="utf-8"
    )
    if "$" in source and scan.mathjax == 0:
        problems.append("the page has math but MathJax typeset none")
    if scan.raw_math:
        problems.append(f"raw TeX left on the page: {scan.raw_math[:3]}")
    unrendered = unrendered_markdown(dom.stdout)
    if unrendered:
        problems.append(f"Markdown that did not render: {unrendered[:3]}")
    figures = [s for s in scan.images if is_figure(s)]
    if "plt.show()" in source and not figures:
        problems.append("the page draws figures but shows none")
    for src in figures:
        if src.startswith("data:image"):
            continue
        file = ((html_dir / page).parent / src).resolve()
        if not file.is_file() or file.stat().st_size < 1000:
            problems.append(f"figure {src} is missing or empty")
    if figures:
        viz = ROOT / "transformer_lib" / "viz.py"
        smallest = smallest_font_pt(
            source, viz.read_text(encoding="utf-8") if viz.is_file() else ""
        )
        executed = html_dir.parent / "jupyter_execute" / f"{page}.ipynb"
        problems += shrunk_figures(
            scan.measured,
            f"{page}.html",
            figure_cells(executed),
            smallest,
            figure_dpi(),
            width,
        )
    colab = f"https://colab.research.google.com/github/{repo}/blob/main/{page}.ipynb"
    if notebook and colab not in scan.links:
        found = [link for link in scan.links if "colab" in link]
        problems.append(f"no Colab link to {colab} (found {found})")
    broken = broken_links(scan.links, html_dir, page)
    if broken:
        problems.append(f"links to pages or anchors that do not exist: {broken[:5]}")
    if scan.external:
        problems.append(f"the page loads from other hosts: {scan.external[:3]}")
    if shots:
        shots.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory() as profile:
            chromium(
                browser,
                Path(profile),
                "--virtual-time-budget=20000",
                f"--window-size={width},4000",
                f"--screenshot={shots / (Path(page).name + '.png')}",
                url,
            )
    launch = ("ok" if colab in scan.links else "missing") if notebook else "-"
    print(
        f"{'ok ' if not problems else 'BAD'} {page}: {scan.mathjax} formulas typeset, "
        f"{len(figures)} figures, Colab link {launch}"
    )
    return problems


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--html", type=Path, default=ROOT / "_build" / "html")
    parser.add_argument("--shots", type=Path, default=ROOT / "_build" / "screenshots")
    parser.add_argument(
        "--width",
        type=int,
        default=VIEWPORT[0],
        help=f"browser window width in CSS px (default {VIEWPORT[0]})",
    )
    args = parser.parse_args(argv)
    if not (args.html / "index.html").exists():
        print(f"browser check: no book at {args.html}; build it first", file=sys.stderr)
        return 1
    repo = repository_url().removeprefix("https://github.com/")
    browser = find_chromium()
    server, base_url = serve(args.html)
    failures = 0
    print(
        f"browser check: {args.width} x {VIEWPORT[1]} px window, device pixel ratio 1"
    )
    try:
        for page in book_pages():
            problems = check_page(
                browser, base_url, args.html, page, args.shots, repo, args.width
            )
            for problem in problems:
                print(f"    - {problem}")
            failures += bool(problems)
    finally:
        server.shutdown()
    print(f"browser check: {failures} page(s) failed; screenshots in {args.shots}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
