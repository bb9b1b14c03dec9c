"""The book folds each "Optional: " section (scripts/sphinx_detours.py): its body goes
into a closed <details>, its title stays a heading of the page."""

import sys
from pathlib import Path

import yaml
from docutils import nodes
from docutils.core import publish_doctree

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from sphinx_detours import SUMMARY, detour, fold, visit_detour_html  # noqa: E402

PAGE = """
Chapter
=======

The main line.

Optional: a fixed-shape cache
-----------------------------

Detour prose.

.. code-block:: python

   print("detour")

A sub-section of the detour
~~~~~~~~~~~~~~~~~~~~~~~~~~~

More detour.

The main line again
-------------------

Not folded; nor is a section that merely mentions Optional: in its body.
"""


def parse(text):
    # keep the page title a section, as Sphinx does (no docutils title promotion)
    return publish_doctree(text, settings_overrides={"doctitle_xform": False})


def titles(node):
    return [s.next_node(nodes.title).astext() for s in node.findall(nodes.section)]


def test_the_body_of_an_optional_section_is_folded_and_its_title_is_not():
    doctree = parse(PAGE)
    before = titles(doctree)
    assert fold(doctree) == 1
    assert titles(doctree) == before  # every heading is still there, in order
    (folded,) = list(doctree.findall(detour))
    section = folded.parent
    assert section.next_node(nodes.title).astext() == "Optional: a fixed-shape cache"
    assert [type(c) for c in section.children] == [nodes.title, detour]
    text = folded.astext()
    assert "Detour prose." in text and 'print("detour")' in text
    assert "A sub-section of the detour" in text and "More detour." in text
    assert "The main line again" not in text
    assert fold(doctree) == 0  # folding twice changes nothing


def test_the_page_title_is_never_folded():
    doctree = parse("Optional: a whole page\n======================\n\nText.\n")
    assert fold(doctree) == 0


def test_the_html_is_a_closed_details_with_a_summary():
    class Writer:
        body = []

        def starttag(self, node, tag, **attrs):
            return f'<{tag} class="{attrs["CLASS"]}">'

    writer = Writer()
    visit_detour_html(writer, detour())
    html = "".join(writer.body)
    assert html.startswith('<details class="detour">')  # no "open": closed
    assert "<summary" in html and SUMMARY in html


def test_the_book_loads_the_extension():
    config = yaml.safe_load((ROOT / "_config.yml").read_text(encoding="utf-8"))
    local = config["sphinx"]["local_extensions"]
    assert (ROOT / local["sphinx_detours"] / "sphinx_detours.py").is_file()
