"""The book's structure: setup cells, clean notebooks, table of contents, manifest."""

from __future__ import annotations

import ast
import importlib
import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import notebook_tools  # noqa: E402
from manifest import CHAPTERS, PREVIEWS, UTILITY_MODULES, module_chapter  # noqa: E402

CHAPTER_NBS = sorted((ROOT / "chapters").glob("*.ipynb"))
# Book pages outside the numbered chapters (the appendix): they follow the chapters'
# conventions, and may use any module that some chapter introduces.
APPENDIX_NBS = sorted((ROOT / "appendix").glob("*.ipynb"))
EXERCISE_NBS = sorted((ROOT / "exercises").rglob("*.ipynb"))
ALL_NBS = CHAPTER_NBS + APPENDIX_NBS + EXERCISE_NBS


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def code_of(path: Path) -> str:
    """The notebook's code cells joined, IPython magics turned into comments."""
    cells = [c["source"] for c in load(path)["cells"] if c["cell_type"] == "code"]
    text = "\n".join("".join(c) if isinstance(c, list) else c for c in cells)
    return re.sub(r"^(\s*)[%!]", r"\1# ", text, flags=re.M)


def ids(paths):
    return [str(p.relative_to(ROOT)) for p in paths]


def test_there_are_chapters():
    assert len(CHAPTER_NBS) >= 3, "expected at least chapters 0, 1 and 2"


def test_there_is_an_appendix_notebook():
    assert APPENDIX_NBS, "expected appendix/*.ipynb (the mistakes appendix)"


@pytest.mark.parametrize("path", ALL_NBS, ids=ids(ALL_NBS))
def test_first_cell_is_the_canonical_setup_cell(path):
    first = load(path)["cells"][0]
    source = "".join(first["source"])
    assert first["cell_type"] == "code"
    assert "remove-cell" in first.get("metadata", {}).get("tags", [])
    assert source == notebook_tools.setup_cell_source(), (
        f"{path.name}: run `python scripts/notebook_tools.py fix-setup {path}`"
    )


def test_setup_cell_installs_from_the_config_url():
    url = notebook_tools.repository_url()
    assert url.startswith("https://github.com/")
    assert f"git+{url}" in notebook_tools.setup_cell_source()
    # The URL is the one the launch buttons use: repository.url in _config.yml.
    config = (ROOT / "_config.yml").read_text(encoding="utf-8")
    assert config.count(url) == 1


@pytest.mark.parametrize("path", ALL_NBS, ids=ids(ALL_NBS))
def test_notebook_is_stored_without_outputs(path):
    nb = load(path)
    for i, cell in enumerate(nb["cells"]):
        if cell["cell_type"] == "code":
            assert cell["outputs"] == [], f"cell {i} has stored outputs"
            assert cell["execution_count"] is None, f"cell {i} has an execution count"
    assert nb["metadata"]["kernelspec"]["name"] == "python3"


@pytest.mark.parametrize(
    "path", CHAPTER_NBS + APPENDIX_NBS, ids=ids(CHAPTER_NBS + APPENDIX_NBS)
)
def test_chapter_has_one_title_and_a_seed(path):
    nb = load(path)
    markdown = "\n".join(
        "".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown"
    )
    titles = re.findall(r"^# \S", markdown, flags=re.M)
    assert len(titles) == 1, f"expected exactly one '# ' title, found {len(titles)}"
    assert "manual_seed(" in code_of(path), "chapters seed their randomness"


def toc_files() -> list[str]:
    text = (ROOT / "_toc.yml").read_text(encoding="utf-8")
    return re.findall(r"file:\s*(\S+)", text) + [re.search(r"root:\s*(\S+)", text)[1]]


def test_toc_lists_every_chapter_and_only_existing_files():
    listed = toc_files()
    for stem in listed:
        assert any((ROOT / f"{stem}{ext}").exists() for ext in (".md", ".ipynb")), stem
    for path in CHAPTER_NBS + APPENDIX_NBS:
        stem = path.relative_to(ROOT).with_suffix("").as_posix()
        assert stem in listed, f"{path.name} is not in _toc.yml"


def test_manifest_matches_the_chapters():
    stems = {p.stem for p in CHAPTER_NBS}
    assert stems == set(CHAPTERS), "tests/manifest.py and chapters/ disagree"
    numbers = [n for n, _ in CHAPTERS.values()]
    assert numbers == sorted(numbers) == list(range(len(numbers)))
    for stem, (number, _) in CHAPTERS.items():
        assert stem.startswith(f"{number:02d}_")


def test_every_library_module_is_introduced_by_a_chapter():
    modules = {
        p.stem for p in (ROOT / "transformer_lib").glob("*.py") if p.stem != "__init__"
    }
    subpackages = {
        p.parent.name for p in (ROOT / "transformer_lib").glob("*/__init__.py")
    }
    introduced = set(module_chapter()) | UTILITY_MODULES
    missing = sorted((modules | subpackages) - introduced)
    assert not missing, f"modules not in tests/manifest.py: {missing}"


def imported_modules(source: str) -> set[str]:
    """transformer_lib submodules that the code imports."""
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module:
            parts = node.module.split(".")
            if parts[0] == "transformer_lib":
                if len(parts) > 1:
                    found.add(parts[1])
                else:
                    found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                if parts[0] == "transformer_lib" and len(parts) > 1:
                    found.add(parts[1])
    return found


@pytest.mark.parametrize("path", CHAPTER_NBS, ids=ids(CHAPTER_NBS))
def test_chapter_imports_only_modules_introduced_so_far(path):
    number = CHAPTERS[path.stem][0]
    introduced_by = module_chapter()
    for module in imported_modules(code_of(path)) - PREVIEWS.get(path.stem, set()):
        assert module in introduced_by, f"{module} is not in tests/manifest.py"
        assert introduced_by[module] <= number, (
            f"chapter {number} imports {module}, introduced in chapter "
            f"{introduced_by[module]}"
        )


@pytest.mark.parametrize("path", APPENDIX_NBS, ids=ids(APPENDIX_NBS))
def test_appendix_imports_only_modules_that_chapters_introduce(path):
    introduced_by = module_chapter()
    imported = imported_modules(code_of(path))
    assert imported, "the appendix demonstrates with the library"
    for module in imported:
        assert module in introduced_by, (
            f"{path.name} imports transformer_lib.{module}, which no chapter introduces "
            "(tests/manifest.py)"
        )


def test_previews_are_modules_of_later_chapters():
    introduced_by = module_chapter()
    for stem, modules in PREVIEWS.items():
        for module in modules:
            assert introduced_by[module] > CHAPTERS[stem][0], (stem, module)


def test_imported_modules_parser_sees_all_import_forms():
    source = (
        "from transformer_lib.masks import causal_mask\n"
        "import transformer_lib.attention as att\n"
        "from transformer_lib import positional\n"
    )
    assert imported_modules(source) == {"masks", "attention", "positional"}


def shown_names(path: Path) -> list[str]:
    """The names a chapter shows, without the listings that continue another chapter's.

    ``show_source(name, chapter=N)`` in chapter N, for a name introduced earlier, shows what
    chapter N adds to it (the lines the earlier listing left out): it does not introduce it.
    """
    number = int(path.stem[:2]) if path.stem[:2].isdigit() else None
    names = []
    for name, args in re.findall(
        r"show_source\(\s*([A-Za-z_][\w.]*)([^)]*)\)", code_of(path)
    ):
        part = re.search(r"chapter\s*=\s*(\d+)", args)
        if part and number is not None and int(part.group(1)) == number:
            names.append((name, True))
        else:
            names.append((name, False))
    return [
        name
        for name, continues in names
        if not continues or not _introduced_before(name, number)
    ]


def _introduced_before(name: str, number: int) -> bool:
    """Whether an earlier chapter shows ``name`` (so chapter ``number`` continues it)."""
    for path in CHAPTER_NBS:
        if path.stem[:2].isdigit() and int(path.stem[:2]) < number:
            shown = re.findall(r"show_source\(\s*([A-Za-z_][\w.]*)", code_of(path))
            if name.split(".")[-1] in {s.split(".")[-1] for s in shown}:
                return True
    return False


def test_every_public_name_is_shown_once_by_its_chapter():
    # name -> [(the module it was shown from, if named: `generalisation.load` is not
    # `pretrained.load`), chapter]
    modules_known = set(module_chapter())
    shown: dict[str, list[tuple[str | None, str]]] = {}
    for path in CHAPTER_NBS:
        for name in shown_names(path):
            parts = name.split(".")
            owner = parts[-2] if len(parts) > 1 and parts[-2] in modules_known else None
            shown.setdefault(parts[-1], []).append((owner, path.stem))
    existing = {p.stem for p in CHAPTER_NBS}
    problems = []
    for stem, (_, modules) in CHAPTERS.items():
        if stem not in existing:
            continue
        for module in modules:
            if module in UTILITY_MODULES:
                continue
            mod = importlib.import_module(f"transformer_lib.{module}")
            assert hasattr(mod, "__all__"), f"transformer_lib.{module} has no __all__"
            for name in mod.__all__:
                if not callable(getattr(mod, name)):
                    continue  # constants are explained, not shown
                where = [c for m, c in shown.get(name, []) if m in (None, module)]
                if where != [stem]:
                    problems.append(f"{module}.{name}: shown in {where or 'none'}")
    intro = "each public function/class is shown once, by its own chapter:\n"
    assert not problems, intro + "\n".join(problems)


def test_readme_python_example_runs_and_prints_what_it_says(capsys):
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", readme, flags=re.S)
    assert blocks, "README.md should show how to use the package"
    for block in blocks:
        exec(compile(block, "README.md", "exec"), {})
        printed = capsys.readouterr().out.strip()
        claimed = re.search(r"print\(.*\)\s*# (\[.*?\])", block)
        if claimed:
            assert printed == claimed.group(1)
