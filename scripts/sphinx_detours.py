"""Fold the book's optional detours: a Sphinx extension, loaded from ``_config.yml``.

A section whose title starts with ``Optional: `` (for example
``## Optional: a fixed-shape cache for CUDA graphs``) is an engineering detour a
learner can skip. In the HTML book its body (everything after the title: prose, code
cells and their outputs, sub-sections) is wrapped in a ``<details>`` element, closed by
default, whose summary line says it is optional. The title stays a heading, so it
keeps its number, its anchor and its entry in the page's table of contents. A page
without scripts still folds and unfolds the detour (``<details>`` is plain HTML); a
small script only opens a detour when a link leads to a heading inside it. Colab shows
the notebook as it is: the ``Optional: `` heading says the same thing there.

The body is wrapped when the page is written (``doctree-resolved``), after Sphinx has
read the sections into the table of contents, and only for HTML builders.
"""

from __future__ import annotations

from docutils import nodes

PREFIX = "Optional: "
SUMMARY = "Optional detour: click to read"

# Opens the detour that holds the target of a link (#anchor) before the browser
# scrolls to it; without scripts, the reader opens it by hand.
OPEN_ON_LINK_JS = """
(function () {
  function openTarget() {
    var id = decodeURIComponent(window.location.hash.slice(1));
    var target = id && document.getElementById(id);
    var opened = false;
    for (var node = target; node; node = node.parentElement) {
      if (node.tagName === "DETAILS" && node.classList.contains("detour") && !node.open) {
        node.open = true;
        opened = true;
      }
    }
    if (opened) { target.scrollIntoView(); }
  }
  window.addEventListener("hashchange", openTarget);
  document.addEventListener("DOMContentLoaded", function () {
    if (window.location.hash) { openTarget(); }
  });
})();
"""


class detour(nodes.General, nodes.Element):  # noqa: N801 (docutils names nodes so)
    """The folded body of an optional section."""


def visit_detour_html(self, node):
    self.body.append(
        self.starttag(node, "details", CLASS="detour")
        + f'<summary class="detour-summary">{SUMMARY}</summary>\n'
    )


def depart_detour_html(self, node):
    self.body.append("</details>\n")


def visit_passthrough(self, node):
    pass


def depart_passthrough(self, node):
    pass


def is_detour(section: nodes.section) -> bool:
    """A section below the page title whose title starts with ``Optional: ``."""
    if isinstance(section.parent, nodes.document):
        return False  # the page's own title: folding it would hide the whole page
    title = section.next_node(nodes.title)
    return (
        title is not None
        and title.parent is section
        and title.astext().startswith(PREFIX)
    )


def fold(doctree: nodes.Node) -> int:
    """Wrap the body of every optional section in a ``detour`` node; return how many."""
    count = 0
    for section in list(doctree.findall(nodes.section)):
        if not is_detour(section):
            continue
        body = [
            child for child in section.children if not isinstance(child, nodes.title)
        ]
        if not body or isinstance(body[0], detour):
            continue
        wrapper = detour()
        for child in body:
            section.remove(child)
        wrapper.extend(body)
        section.append(wrapper)
        count += 1
    return count


def on_doctree_resolved(app, doctree, docname):
    if app.builder.format == "html":
        fold(doctree)


def setup(app):
    passthrough = (visit_passthrough, depart_passthrough)
    app.add_node(
        detour,
        html=(visit_detour_html, depart_detour_html),
        latex=passthrough,
        text=passthrough,
        man=passthrough,
        texinfo=passthrough,
    )
    app.connect("doctree-resolved", on_doctree_resolved)
    app.add_js_file(None, body=OPEN_ON_LINK_JS)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
