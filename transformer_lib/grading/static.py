"""Find forbidden functions in a notebook's code, without running it.

The code reachable from the exercise's function (its body, the notebook's functions and
names it uses, transitively) is searched for dotted names that resolve, through the
notebook's imports, to a forbidden name: ``F.softmax`` after ``import
torch.nn.functional as F`` is ``torch.nn.functional.softmax``; ``x.softmax(...)`` on
anything is ``torch.Tensor.softmax``; ``from transformer_lib.attention import softmax``
is in the module ``transformer_lib.attention``. A string naming a forbidden module (for
``importlib.import_module``) counts too. The kernel also watches what the function
calls (``kernel.Recorder``): this catches what a trace would miss when the function is
not called the way the cases call it, and names written out in the code.
"""

from __future__ import annotations

import ast
import json
import re
import threading

_MAGIC = re.compile(r"^\s*[%!]")

# CPython 3.11 builds syntax trees with interpreter-wide state that two threads can corrupt
# ("SystemError: AST constructor recursion depth mismatch", cpython gh-106905): the batch
# grader's --jobs threads parse notebooks, so every parse in the grader takes this lock.
PARSE_LOCK = threading.RLock()


def parse(text: str) -> ast.Module:
    """``ast.parse`` under ``PARSE_LOCK``."""
    with PARSE_LOCK:
        return ast.parse(text)


def parse_cells(sources) -> list[ast.Module]:
    trees = []
    for source in sources:
        text = "".join(source) if isinstance(source, list) else str(source)
        text = "\n".join(
            "pass" if _MAGIC.match(line) else line for line in text.splitlines()
        )
        try:
            trees.append(parse(text))
        except (SyntaxError, ValueError):
            continue
    return trees


def notebook_cells(text: str) -> list[ast.Module]:
    """The parsed code cells of a notebook (cells that do not parse are left out)."""
    try:
        nb = json.loads(text)
        sources = [
            c.get("source", "")
            for c in nb.get("cells", [])
            if isinstance(c, dict) and c.get("cell_type") == "code"
        ]
    except (ValueError, AttributeError, TypeError):
        return []
    return parse_cells(sources)


def _imports(node) -> dict[str, str]:
    names = {}
    if isinstance(node, ast.Import):
        for alias in node.names:
            if alias.asname:
                names[alias.asname] = alias.name
            else:
                top = alias.name.split(".")[0]
                names[top] = top
    elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
        for alias in node.names:
            names[alias.asname or alias.name] = f"{node.module}.{alias.name}"
    return names


def _bound(node) -> list[str]:
    """Top-level names a statement defines."""
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [node.name]
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        return list(_imports(node))
    targets = []
    if isinstance(node, ast.Assign):
        targets = node.targets
    elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
        targets = [node.target]
    names = []

    def add(target) -> None:  # x = ..., x, y = ...; not torch.save = ... (no binding)
        if isinstance(target, ast.Name):
            names.append(target.id)
        elif isinstance(target, (ast.Tuple, ast.List)):
            for item in target.elts:
                add(item)
        elif isinstance(target, ast.Starred):
            add(target.value)

    for target in targets:
        add(target)
    return names


def _dotted(node) -> tuple[str, str] | None:
    """(base name, "a.b.c") for an attribute chain on a name."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        return node.id, ".".join([node.id, *reversed(parts)])
    return None


def _matches(name: str, forbidden: str) -> bool:
    return name == forbidden or name.startswith(forbidden + ".")


def forbidden_uses(trees, function: str, forbidden) -> list[str]:
    """The forbidden names that the code reachable from ``function`` uses."""
    forbidden = list(forbidden)
    methods = {
        f.rsplit(".", 1)[1]: f for f in forbidden if f.startswith("torch.Tensor.")
    }
    modules = [f for f in forbidden if f.startswith("transformer_lib")]
    definitions: dict[str, list] = {}
    imports: dict[str, str] = {}
    for tree in trees:  # the notebook runs top to bottom: the last binding wins
        for node in tree.body:
            for name in _bound(node):
                definitions[name] = [node]
                imports.pop(name, None)
            imports.update(_imports(node))
    found: list[str] = []

    def flag(name: str) -> None:
        for f in forbidden:
            if _matches(name, f) and f not in found:
                found.append(f)

    seen: set[str] = set()
    todo = [function]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        if name in imports:
            flag(imports[name])
        for node in definitions.get(name, []):
            local = {}
            for sub in ast.walk(node):
                local.update(_imports(sub))
                if isinstance(sub, (ast.Import, ast.ImportFrom)):
                    for target in _imports(sub).values():
                        flag(target)
                elif isinstance(sub, ast.Attribute):
                    chain = _dotted(sub)
                    origin = chain and (local.get(chain[0]) or imports.get(chain[0]))
                    if origin:  # F.softmax: a name imported from a module
                        flag(origin + chain[1][len(chain[0]) :])
                    elif sub.attr in methods:  # x.softmax(): a tensor's method
                        flag(methods[sub.attr])
                elif isinstance(sub, ast.Name):
                    if sub.id in local:
                        flag(local[sub.id])
                    elif sub.id in definitions or sub.id in imports:
                        todo.append(sub.id)
                elif isinstance(sub, ast.Constant) and isinstance(sub.value, str):
                    for m in modules:
                        if m in sub.value:
                            flag(m)
    return found
