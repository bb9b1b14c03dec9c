"""The page check (scripts/check_pages.py) fails on what a reader of the built book
should never see: machine paths, the build's history, Markdown that did not render."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from check_pages import book_pages, main, page_problems  # noqa: E402

# A page as Jupyter Book writes it: sidebars around an <article class="bd-article">,
# typeset-ready math in span.math / div.math, code and outputs in <pre>.
PAGE = """<!DOCTYPE html>
<html><head><title>Chapter 11</title><script>var x = "/tmp/cache $$ issue 3";</script>
</head><body>
<nav class="bd-links"><a href="10_capstone.html">10. The capstone</a></nav>
<main><article class="bd-article" role="main">
<section id="ch"><h1>11. Beyond the paper</h1>
{body}
</section></article></main>
<footer><p>By the course authors</p></footer></body></html>
"""

CLEAN = """
<p>Attention weighs the values by
<span class="math notranslate nohighlight">\\(\\mathrm{softmax}(QK^\\top/\\sqrt{d_k})\\)</span>,
and a batch costs $5 or $10 of compute (not math).</p>
<div class="math notranslate nohighlight">\\[\\sum_j a_{ij} = 1 \\quad | x | \\]</div>
<table><thead><tr><th>scheme</th><th>exact</th></tr></thead>
<tbody><tr><td>RoPE</td><td>12.7</td></tr></tbody></table>
<p>Write a role as <code>{ref}`label`</code> and a table as</p>
<div class="highlight"><pre>| a | b |
|---|---|
| 1 | 2 |
```{note}
$$x$$ in a code block is code
```</pre></div>
<p>Relative paths such as <code>runs/tmp/x.pt</code>, runs/home/x or ~/tmp/x, a URL
https://example.org/home/page, and the tissue 12 cells.</p>
<div class="cell_output"><pre>saved to runs/capstone.pt
</pre></div>
"""

FAULTS = {
    "path in prose": (
        "<p>Trained in /work/runs/capstone.</p>",
        "absolute path '/work/",
    ),
    "path in an output": (
        "<div class='output'><pre>--out /tmp/xyz/model.pt</pre></div>",
        "absolute path '/tmp/xyz/model.pt'",
    ),
    "home path": ("<p>see /home/ann/notes</p>", "absolute path '/home/"),
    "root path": ("<p>cd /root/course</p>", "absolute path '/root/"),
    "mac path": ("<p>open /Users/ann/x.ipynb</p>", "absolute path '/Users/"),
    "windows path": (r"<p>at C:\Users\ann\x</p>", "absolute path 'C:\\\\Users"),
    "file url": ("<p>file:///work/x.html</p>", "absolute path '/work/x.html'"),
    "issue number": ("<p>as reported in issue 18.</p>", "build history 'issue 18'"),
    "issue hash": ("<p>(Issue #18)</p>", "build history 'Issue #18'"),
    "previous shipped": (
        "<p>The previous shipped model was worse.</p>",
        "build history 'previous shipped'",
    ),
    "previous corpus": (
        "<p>the previous version of the corpus had more.</p>",
        "build history 'previous version of the corpus'",
    ),
    "lent gpu": ("<p>measured on a lent GPU</p>", "build history 'lent GPU'"),
    "course source": (
        "<p>Course source document 000</p>",
        "build history 'Course source document'",
    ),
    "seeds": ("<p>(shared/seeds/000)</p>", "build history 'shared/seeds'"),
    "study documents": (
        "<p>the four study documents this course follows</p>",
        "build history 'study documents'",
    ),
    "history in code": (
        "<div class='highlight'><pre># fixed in issue 21</pre></div>",
        "build history 'issue 21'",
    ),
    "pipe table": (
        "<p>| scheme | exact |\n|---|---|\n| RoPE | 12.7 |</p>",
        "a pipe table left as a <p>: '| scheme | exact |",
    ),
    "pipe table with smart dashes": (
        "<p>| a | b |\n|\u2014|:\u2013:|\n| 1 | 2 |</p>",
        "a pipe table left as a <p>",
    ),
    "display math": ("<p>the scale $$\\frac{1}{2}$$ here</p>", "raw math '$$'"),
    "inline math": ("<p>a vector $x_i$ of size</p>", "raw math '$x_i$'"),
    "math in a list": ("<ul><li><p>where $d_k$ is</p></li></ul>", "raw math '$d_k$'"),
    "role": ("<p>see {ref}`ch03-qkv` above</p>", "raw MyST syntax '{ref}`'"),
    "math role": ("<p>the {math}`\\sqrt{d}` scale</p>", "raw MyST syntax '{math}`'"),
    "directive": (
        "<p>```{note}\nRead this.\n```</p>",
        "raw MyST syntax '```{n'",
    ),
    "colon directive": ("<p>:::{tip}\nx\n:::</p>", "raw MyST syntax ':::{t'"),
}


def test_a_clean_page_passes():
    assert page_problems(PAGE.format(body=CLEAN)) == []


def test_the_sidebars_and_head_of_a_book_page_are_not_read():
    # the script in <head> holds "/tmp/", "$$" and "issue 3"; a sidebar's text is
    # another page's, checked there
    html = PAGE.replace("10. The capstone", "issue 7 in /work/x")
    assert page_problems(html.format(body=CLEAN)) == []


@pytest.mark.parametrize("kind", FAULTS)
def test_each_kind_of_problem_fails(kind):
    fault, expected = FAULTS[kind]
    problems = page_problems(PAGE.format(body=CLEAN + fault))
    assert len(problems) == 1, problems
    assert problems[0].startswith(expected), problems


def test_a_page_without_an_article_is_read_whole():
    assert page_problems("<html><body><p>in /tmp/x</p></body></html>") == [
        "absolute path '/tmp/x'"
    ]


def _book(tmp_path, pages):
    for name, body in pages.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(PAGE.format(body=body), encoding="utf-8")
    return tmp_path


def test_main_names_each_page_and_fails(tmp_path, capsys):
    book = _book(
        tmp_path,
        {
            "index.html": CLEAN,
            "chapters/11_generalisation.html": FAULTS["pipe table"][0]
            + FAULTS["issue number"][0],
            "references.html": FAULTS["seeds"][0],
            "_static/theme.html": FAULTS["path in prose"][0],  # an asset: not read
        },
    )
    assert [p.relative_to(book).as_posix() for p in book_pages(book)] == [
        "chapters/11_generalisation.html",
        "index.html",
        "references.html",
    ]
    assert main([str(book)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("chapters/11_generalisation.html: build history")
    assert lines[1].startswith("chapters/11_generalisation.html: a pipe table")
    assert lines[2].startswith("references.html: build history 'shared/seeds'")
    assert lines[3] == "check_pages: 3 pages, 2 with problems"


def test_the_command_passes_a_clean_book_and_fails_an_empty_folder(tmp_path):
    script = ROOT / "scripts" / "check_pages.py"
    book = _book(tmp_path / "html", {"index.html": CLEAN, "chapters/a.html": CLEAN})
    ok = subprocess.run([sys.executable, script, book], capture_output=True, text=True)
    assert ok.returncode == 0, ok.stdout
    assert "check_pages: 2 pages, 0 with problems" in ok.stdout
    (tmp_path / "empty").mkdir()
    empty = subprocess.run(
        [sys.executable, script, tmp_path / "empty"], capture_output=True, text=True
    )
    assert empty.returncode == 1


def test_the_book_build_runs_the_check():
    build = (ROOT / "scripts" / "build_book.sh").read_text(encoding="utf-8")
    assert "scripts/check_pages.py" in build


def test_markdown_printed_by_a_cell_renders_its_tables_and_math():
    # MyST-NB reads text/markdown outputs as CommonMark unless told otherwise: a table
    # printed with display(Markdown(...)) then shows as one paragraph of "|" text.
    import yaml

    config = yaml.safe_load((ROOT / "_config.yml").read_text(encoding="utf-8"))
    assert config["sphinx"]["config"]["nb_render_markdown_format"] == "myst"
    assert "dollarmath" in config["parse"]["myst_enable_extensions"]
