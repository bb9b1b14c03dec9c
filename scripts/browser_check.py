"""Check the built book in headless Chromium, as a reader would see it.

    python scripts/browser_check.py [--html _build/html] [--shots _build/screenshots]

For every chapter page (every notebook in chapters/) it loads the page from a local HTTP
server in headless Chromium, lets its scripts run, and checks the rendered DOM:
  - math was typeset by MathJax (served from the book itself) and no raw TeX is left;
  - every figure the page references is there and is a real image;
  - the Colab launch link points at this chapter's notebook in the repository;
  - the page loads no script, style or font from another host.
It also saves a full-page screenshot of each chapter for a person to look at.
Exit status 0 when every page passes, 1 otherwise.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from notebook_tools import repository_url  # noqa: E402

CHROME_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--hide-scrollbars",
]
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
        self._stack = []  # (tag, is_math, is_code)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        classes = (a.get("class") or "").split()
        if tag == "mjx-container":
            self.mathjax += 1
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


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):  # keep the check's output readable
        pass


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


def check_page(browser, base_url, html_dir, stem, shots, repo) -> list[str]:
    url = f"{base_url}/chapters/{stem}.html"
    problems = []
    with tempfile.TemporaryDirectory() as profile:
        dom = chromium(
            browser, Path(profile), "--virtual-time-budget=20000", "--dump-dom", url
        )
    if dom.returncode != 0 or "<html" not in dom.stdout:
        return [f"chromium could not render {url}: {dom.stderr[-500:]}"]
    scan = PageScan()
    scan.feed(dom.stdout)
    source = (ROOT / "chapters" / f"{stem}.ipynb").read_text(encoding="utf-8")
    if "$" in source and scan.mathjax == 0:
        problems.append("the chapter has math but MathJax typeset none")
    if scan.raw_math:
        problems.append(f"raw TeX left on the page: {scan.raw_math[:3]}")
    figures = [s for s in scan.images if "_images/" in s or s.startswith("data:image")]
    if "plt.show()" in source and not figures:
        problems.append("the chapter draws figures but the page shows none")
    for src in figures:
        if src.startswith("data:image"):
            continue
        file = (html_dir / "chapters" / src).resolve()
        if not file.is_file() or file.stat().st_size < 1000:
            problems.append(f"figure {src} is missing or empty")
    colab = f"https://colab.research.google.com/github/{repo}/blob/main/chapters/{stem}.ipynb"
    if colab not in scan.links:
        found = [link for link in scan.links if "colab" in link]
        problems.append(f"no Colab link to {colab} (found {found})")
    if scan.external:
        problems.append(f"the page loads from other hosts: {scan.external[:3]}")
    if shots:
        shots.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory() as profile:
            chromium(
                browser,
                Path(profile),
                "--virtual-time-budget=20000",
                "--window-size=1280,4000",
                f"--screenshot={shots / (stem + '.png')}",
                url,
            )
    print(
        f"{'ok ' if not problems else 'BAD'} {stem}: {scan.mathjax} formulas typeset, "
        f"{len(figures)} figures, Colab link {'ok' if colab in scan.links else 'missing'}"
    )
    return problems


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--html", type=Path, default=ROOT / "_build" / "html")
    parser.add_argument("--shots", type=Path, default=ROOT / "_build" / "screenshots")
    args = parser.parse_args(argv)
    if not (args.html / "index.html").exists():
        print(f"browser check: no book at {args.html}; build it first", file=sys.stderr)
        return 1
    repo = repository_url().removeprefix("https://github.com/")
    browser = find_chromium()
    server, base_url = serve(args.html)
    failures = 0
    try:
        for nb in sorted((ROOT / "chapters").glob("*.ipynb")):
            problems = check_page(
                browser, base_url, args.html, nb.stem, args.shots, repo
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
