"""Check the built book's pages for what a reader should never see.

    python scripts/check_pages.py [_build/html]

Reads every HTML page of the built book (not the theme's assets under ``_static`` and
the like) and reports, one line per problem naming the page:
  - an absolute path of some machine (``/work/``, ``/tmp/``, ``/home/``, ``/root/``,
    ``/Users/``, ``C:\\Users\\``) in the page's text, code and outputs included;
  - how the course was made rather than the course: an issue number ("issue 18",
    "issue #18") or words of the build's history ("previous shipped", "lent GPU",
    "shared/seeds", "study documents", ...);
  - Markdown that did not render, in the page's prose (code and typeset math are left
    out): a pipe table left as a paragraph (``| a | b |`` lines with a ``|---|`` rule),
    raw ``$$`` or ``$...$`` math, raw MyST syntax (``{ref}`x```, ```` ```{note} ````).

Only the article of a Jupyter Book page is read (the sidebars repeat other pages'
titles); a page without one is read whole. Exit status 0 when every page passes, 1
otherwise. ``scripts/build_book.sh`` runs it after the build. ``MarkupScan`` is also
used by ``scripts/browser_check.py`` on the DOM that the browser rendered.
"""

from __future__ import annotations

import re
import sys
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# An absolute path: a machine folder at the start of a path (not inside a URL or a
# relative path such as runs/tmp/, nor ~/tmp/), or a Windows user folder.
MACHINE_PATH = re.compile(
    r"(?<![\w.~-])/(?:work|tmp|home|root|Users)/[^\s'\"<>)\]]*"
    r"|\b[A-Za-z]:[\\/]Users[\\/][^\s'\"<>)\]]*"
)
# How the course was made: issue numbers and words of the build's history.
HISTORY = re.compile(
    r"\bissues?\s+#?\d+"
    r"|\bprevious(?:ly)? shipped"
    r"|\bprevious version of the corpus"
    r"|\blent (?:GPU|machine)s?"
    r"|\bcourse source documents?"
    r"|\bshared/seeds\b"
    r"|\bstudy documents?"
    r"|\bthe report of that run",
    re.IGNORECASE,
)
# A Markdown table rule (|---|:--:|); Sphinx turns -- and --- into dashes in prose.
TABLE_RULE = re.compile(r"\|\s*:?[-\u2013\u2014]+:?\s*\|")
# Display math, and inline math as Pandoc reads it: $ then no space, text, no space
# then $ not followed by a digit ("costs $5 and $10" is not math).
RAW_MATH = re.compile(r"\$\$|(?<![\\$\w])\$(?=[^\s$])[^$\n]*?(?<=[^\s$\\])\$(?![\d$])")
# MyST roles ({ref}`label`) and directives (```{note}, :::{note}).
RAW_MYST = re.compile(
    r"(?<![\w\\}])\{[A-Za-z][\w:.+-]*\}`|(?:```|~~~|:::)\s*\{[A-Za-z]"
)

VOID = {
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
    "param", "source", "track", "wbr",
}  # fmt: skip
HIDDEN = {"head", "script", "style", "template", "noscript", "mjx-assistive-mml"}
CODE = {"pre", "code", "kbd", "samp", "tt", "textarea"}
BLOCKS = {
    "p", "li", "dt", "dd", "td", "th", "h1", "h2", "h3", "h4", "h5", "h6",
    "caption", "figcaption", "summary", "blockquote", "div", "section", "article",
    "details", "aside", "main", "body", "html", "table", "ul", "ol", "dl", "nav",
}  # fmt: skip


class MarkupScan(HTMLParser):
    """Reads one page: its visible text, and its prose blocks outside code and math.

    ``text`` is every visible character (code and outputs included) of the article;
    ``blocks`` is a list of ``(tag, text)``, one per block element (``p``, ``li``,
    ``td``, ...), with the block's own prose (nested blocks, code and math left out).
    """

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.text_parts: list[str] = []
        self.blocks: list[tuple[str, str]] = []
        self.has_article = False
        self._stack: list[tuple[str, dict]] = []  # (tag, flags)
        self._buffers: list[list[str]] = [[]]
        self._article_parts: list[str] = []
        self._article_blocks: list[tuple[str, str]] = []

    # the state of the innermost open element
    def _flag(self, name: str) -> bool:
        return bool(self._stack) and self._stack[-1][1][name]

    def _emit(self, text: str, flags: dict) -> None:
        if not flags["hidden"]:
            self.text_parts.append(text)
            if flags["article"]:
                self._article_parts.append(text)

    def handle_starttag(self, tag, attrs):
        if tag in VOID:
            if tag == "br":
                self._buffers[-1].append("\n")
            return
        a = dict(attrs)
        classes = (a.get("class") or "").split()
        article = tag == "article" and "bd-article" in classes
        self.has_article |= article
        flags = {
            "article": article or self._flag("article"),
            "hidden": tag in HIDDEN or self._flag("hidden"),
            "code": tag in CODE or "highlight" in classes or self._flag("code"),
            "math": "math" in classes or tag.startswith("mjx") or self._flag("math"),
        }
        self._stack.append((tag, flags))
        if tag in BLOCKS:
            self._buffers.append([])
            self._emit("\n", flags)  # the text of two blocks is never glued together

    def handle_endtag(self, tag):
        if tag in VOID or not any(t == tag for t, _ in self._stack):
            return  # a stray end tag: keep the open elements open
        while self._stack:
            open_tag, flags = self._stack.pop()
            if open_tag in BLOCKS:
                self._emit("\n", flags)
                text = "".join(self._buffers.pop())
                if text.strip():
                    block = (open_tag, text.strip())
                    self.blocks.append(block)
                    if flags["article"]:
                        self._article_blocks.append(block)
            if open_tag == tag:
                break

    def handle_data(self, data):
        if not self._stack or self._flag("hidden"):
            return
        self._emit(data, self._stack[-1][1])
        if not (self._flag("code") or self._flag("math")):
            self._buffers[-1].append(data)

    def close(self):
        super().close()
        while self._stack:  # unclosed elements: close them at the end of the page
            self.handle_endtag(self._stack[0][0])
        if self.has_article:  # a Jupyter Book page: its article only
            self.text_parts, self.blocks = self._article_parts, self._article_blocks

    @property
    def text(self) -> str:
        return "".join(self.text_parts)


def shorten(text: str, width: int = 70) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "\u2026"


def context(text: str, start: int, end: int, around: int = 30) -> str:
    return shorten(
        text[max(0, start - around) : end + around], 2 * around + end - start
    )


def markup_problems(blocks: list[tuple[str, str]]) -> list[str]:
    """Markdown that did not render, in prose blocks from ``MarkupScan.blocks``."""
    problems = []
    for tag, text in blocks:
        if TABLE_RULE.search(text) and text.count("|") >= 6:
            problems.append(f"a pipe table left as a <{tag}>: '{shorten(text)}'")
            continue
        for kind, pattern in (("raw math", RAW_MATH), ("raw MyST syntax", RAW_MYST)):
            m = pattern.search(text)  # the first of its kind in this block
            if m:
                found = context(text, m.start(), m.end())
                problems.append(f"{kind} {m.group(0)[:20]!r} in a <{tag}>: '{found}'")
    return list(dict.fromkeys(problems))


def page_problems(html: str) -> list[str]:
    """Every problem of one page's HTML (without the page's name)."""
    scan = MarkupScan()
    scan.feed(html)
    scan.close()
    text = scan.text
    problems = []
    for m in MACHINE_PATH.finditer(text):
        problems.append(f"absolute path {m.group(0)!r}")
    for m in HISTORY.finditer(text):
        found = context(text, m.start(), m.end())
        problems.append(f"build history {m.group(0)!r}: '{found}'")
    problems += markup_problems(scan.blocks)
    return list(dict.fromkeys(problems))  # each distinct problem once


def book_pages(html_dir: Path) -> list[Path]:
    """The book's pages: every .html file, except those of folders named _* (assets)."""
    return sorted(
        p
        for p in html_dir.rglob("*.html")
        if not any(part.startswith("_") for part in p.relative_to(html_dir).parts[:-1])
    )


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    html_dir = Path(argv[0]) if argv else ROOT / "_build" / "html"
    pages = book_pages(html_dir)
    if not pages:
        print(f"check_pages: no HTML pages in {html_dir}; build the book first")
        return 1
    failed = 0
    for page in pages:
        problems = page_problems(page.read_text(encoding="utf-8"))
        name = page.relative_to(html_dir).as_posix()
        for problem in problems:
            print(f"{name}: {problem}")
        failed += bool(problems)
    print(
        f"check_pages: {len(pages)} pages, {failed} with problems"
        + ("" if failed else " (no machine path, no build history, no raw Markdown)")
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
