"""The library's modules import one another in chapter order, and in one direction only.

A module belongs to the chapter that introduces it (tests/manifest.py, the one table of
module -> chapter; a subpackage's modules belong to its chapter). It may import modules
of its own chapter and of earlier ones, so that chapter N's part of the package works
and reads without the chapters after it. Code that a later chapter adds to an earlier
module carries that chapter's marker (``# [ch11]`` at the end of a line, or a
``# [ch11 begin]`` ... ``# [ch11 end]`` block, as ``transformer_lib.viz`` reads them):
an import so marked belongs to chapter 11 and may import chapter 11's modules.
A command's entry point (a package's ``__main__``, run by ``python -m`` and imported by
no module of the library) stands above the library and may import any module.
The tools (``UTILITY_MODULES``: grading) serve every chapter and are not checked.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from manifest import UTILITY_MODULES, module_chapter  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "transformer_lib"

# The marker syntax of transformer_lib/viz.py (select_source), for a chapter's markers
_LINE = re.compile(r"(?:^|\s)#\s*\[ch(\d+)\]")
_BEGIN = re.compile(r"^\s*#\s*\[ch(\d+) begin\]")
_END = re.compile(r"^\s*#\s*\[ch(\d+) end\]\s*$")


def module_name(path: Path) -> str:
    """transformer_lib/data/generate.py -> transformer_lib.data.generate."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def is_module(name: str) -> bool:
    """Whether a dotted name is a module or package of the source tree."""
    path = ROOT.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def line_chapters(source: str) -> dict[int, int]:
    """Line number -> the chapter its marker names, for the marked lines."""
    out, block = {}, None
    for number, line in enumerate(source.splitlines(), 1):
        if (begin := _BEGIN.match(line)) is not None:
            block = int(begin.group(1))
        if block is not None:
            out[number] = block
        elif (mark := _LINE.search(line)) is not None:
            out[number] = int(mark.group(1))
        if _END.match(line):
            block = None
    return out


def imports(path: Path) -> list[tuple[int, int, str]]:
    """(first line, last line, imported transformer_lib module) for every import in the
    file, top-level or inside a function, relative imports resolved."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([node.module] if node.module else []))
            # `from transformer_lib import pretrained` imports the module it names
            targets = [base] + [
                f"{base}.{alias.name}"
                for alias in node.names
                if is_module(f"{base}.{alias.name}")
            ]
        for target in targets:
            if target.startswith("transformer_lib."):
                found.append((node.lineno, node.end_lineno, target))
    return found


def top(module: str) -> str:
    """transformer_lib.data.generate -> data."""
    return module.split(".")[1]


def library_files() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def chapter_imports():
    """(importer, line, imported, the line's chapter, the imported module's chapter) for
    every import between chapter modules (not the tools' modules)."""
    chapters = module_chapter()
    rows = []
    for path in library_files():
        name = module_name(path)
        if name == "transformer_lib" or top(name) not in chapters:
            assert name == "transformer_lib" or top(name) in UTILITY_MODULES, name
            continue
        marked = line_chapters(path.read_text(encoding="utf-8"))
        own = chapters[top(name)]
        for first, last, target in imports(path):
            if top(target) not in chapters or top(target) == top(name):
                continue  # a tool (grading), or a module of its own package
            lines = range(first, last + 1)
            line_chapter = max((marked[n] for n in lines if n in marked), default=own)
            rows.append((name, first, target, line_chapter, chapters[top(target)]))
    return rows


def test_the_parser_reads_every_import_form_and_every_marker(tmp_path, monkeypatch):
    folder = tmp_path / "transformer_lib" / "data"
    folder.mkdir(parents=True)
    (folder / "lexicon.py").write_text("", encoding="utf-8")
    (folder.parent / "pretrained").mkdir()
    (folder.parent / "pretrained" / "__init__.py").write_text("", encoding="utf-8")
    path = folder / "sample.py"
    path.write_text(
        "from . import lexicon\n"
        "from ..tokenizer import tokenize\n"
        "import transformer_lib.masks as m\n"
        "from transformer_lib import pretrained  # [ch10]\n"
        "def f():\n"
        "    # [ch11 begin] schemes\n"
        "    from transformer_lib.position_schemes import (\n"
        "        rotate,\n"
        "    )\n"
        "    # [ch11 end]\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    found = {target: line for line, _, target in imports(path)}
    assert found["transformer_lib.data.lexicon"] == 1
    assert found["transformer_lib.tokenizer"] == 2
    assert found["transformer_lib.masks"] == 3
    assert found["transformer_lib.pretrained"] == 4
    assert found["transformer_lib.position_schemes"] == 7
    assert line_chapters(path.read_text()) == {
        4: 10,
        6: 11,
        7: 11,
        8: 11,
        9: 11,
        10: 11,
    }


def test_every_module_imports_only_modules_of_its_chapter_or_earlier():
    rows = chapter_imports()
    assert len(rows) > 30, "the parser found too few imports to be reading them"
    late = [
        f"{name}, line {line}: imports {target} (chapter {wanted}) in code of "
        f"chapter {chapter}"
        for name, line, target, chapter, wanted in rows
        if wanted > chapter and not name.endswith(".__main__")
    ]
    assert not late, "imports of a later chapter's module:\n" + "\n".join(late)


def test_modules_import_each_other_in_one_direction_only():
    edges = {
        (top(name), top(target))
        for name, _, target, _, _ in chapter_imports()
        if not name.endswith(".__main__")  # an entry point: imported by no module
    }
    both = sorted({tuple(sorted(e)) for e in edges if (e[1], e[0]) in edges})
    assert not both, f"modules that import each other: {both}"


def test_no_module_of_the_library_imports_a_command_entry_point():
    for path in library_files():
        for _, _, target in imports(path):
            assert not target.endswith("__main__"), (path, target)


def test_translate_uses_neither_casing_nor_the_loader_of_the_next_chapter():
    rows = chapter_imports()
    from_translate = {
        top(t) for n, _, t, _, _ in rows if n == "transformer_lib.translate"
    }
    assert from_translate and not from_translate & {"casing", "pretrained"}
    # the other direction stays: chapter 10's loader translates with chapter 9's function
    assert any(
        n == "transformer_lib.pretrained" and top(t) == "translate"
        for n, _, t, _, _ in rows
    )
