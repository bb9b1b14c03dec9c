"""The graded function and what it needs, cut out of a notebook without running it.

The batch grader never trusts the process that ran a notebook. It reads the notebook's
code cells, takes the last top-level definition of the graded function, and adds,
transitively, the top-level definitions it refers to: functions, classes, constants
(``NAME = expression``) and import statements. Only that slice runs in the judge
process (``worker.py``), compiled by ``sandbox.py`` so that it reaches only what
``policy.py`` allows; the notebook's other top-level code never runs there.

A slice whose code the sandbox refuses at compile time (an import of a module the
policy does not list, ``__globals__``, ``torch._C``), or that needs a name that
top-level code other than a definition sets, has *problems*: that exercise scores 0
and the message names the cell and line. What can only be known at run time (an alias
of a module, ``getattr`` with a computed name) is refused by the sandbox's guards when
the judge runs it. ``forbidden_uses`` finds, in the slice, the names its exercise
forbids, so that feedback names them even on a path the cases do not take.
"""

from __future__ import annotations

import ast
import json
import re
import symtable
import threading
from dataclasses import dataclass, field

from .sandbox import import_names, imports_in, restrict

_MAGIC = re.compile(r"^\s*[%!]")

# CPython 3.11 builds syntax trees with interpreter-wide state that two threads can corrupt
# ("SystemError: AST constructor recursion depth mismatch", cpython gh-106905): the batch
# grader's --jobs threads parse notebooks, so every parse in the grader takes this lock.
PARSE_LOCK = threading.RLock()

_DEFINITIONS = (
    ast.FunctionDef,
    ast.AsyncFunctionDef,
    ast.ClassDef,
    ast.Import,
    ast.ImportFrom,
)


_SCOPES = (ast.Lambda, ast.GeneratorExp, ast.ListComp, ast.SetComp, ast.DictComp)


@dataclass
class Statement:
    cell: int  # the notebook's cell index (as in the executor's log)
    line: int  # first line in that cell
    node: ast.stmt
    names: list[str]  # the top-level names it binds

    @property
    def where(self) -> str:
        return f"cell {self.cell}, line {self.line}"

    def text(self) -> str:
        first = ast.unparse(self.node).splitlines()[0]
        return first if len(first) <= 70 else first[:67] + "..."


@dataclass
class Slice:
    function: str
    statements: list[Statement] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    missing: bool = False
    left_out: list[str] = field(default_factory=list)  # top-level code that changes it

    def imports(self) -> dict[str, str]:
        """Every name its import statements bind -> the dotted name it refers to."""
        return imports_in(*(s.node for s in self.statements))

    def sources(self) -> list[tuple[str, str]]:
        """(file name, source) for each statement, in the notebook's order."""
        return [(f"<cell {s.cell}>", ast.unparse(s.node)) for s in self.statements]


# --- reading the notebook


def parse(text: str) -> ast.Module:
    """``ast.parse`` under ``PARSE_LOCK``."""
    with PARSE_LOCK:
        return ast.parse(text)


def code_cells(text: str) -> list[tuple[int, ast.Module]]:
    """(cell index, parsed code) for each code cell that parses."""
    try:
        nb = json.loads(text)
        cells = nb.get("cells", [])
    except (ValueError, AttributeError, TypeError):
        return []
    found = []
    for index, cell in enumerate(cells if isinstance(cells, list) else []):
        if not isinstance(cell, dict) or cell.get("cell_type") != "code":
            continue
        source = cell.get("source", "")
        source = "".join(source) if isinstance(source, list) else str(source)
        source = "\n".join(
            "pass" if _MAGIC.match(line) else line for line in source.splitlines()
        )
        try:
            found.append((index, parse(source)))
        except (SyntaxError, ValueError):
            continue
    return found


def _stored_names(node) -> list[str]:
    """Top-level names a statement binds (not inside functions or classes)."""
    names = []
    todo = [node]
    while todo:
        sub = todo.pop()
        if isinstance(sub, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.append(sub.name)
            continue
        if isinstance(sub, _SCOPES):  # their names are their own
            continue
        if isinstance(sub, ast.Name) and isinstance(sub.ctx, (ast.Store, ast.Del)):
            names.append(sub.id)
        elif isinstance(sub, (ast.Import, ast.ImportFrom)):
            names += list(import_names(sub))
        elif isinstance(sub, ast.NamedExpr) and isinstance(sub.target, ast.Name):
            names.append(sub.target.id)
        todo.extend(ast.iter_child_nodes(sub))
    return list(dict.fromkeys(names))


def _is_definition(node) -> bool:
    if isinstance(node, _DEFINITIONS):
        return True
    if isinstance(node, (ast.Assign, ast.AnnAssign)):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        if isinstance(node, ast.AnnAssign) and node.value is None:
            return False

        def plain(t) -> bool:
            if isinstance(t, ast.Name):
                return True
            if isinstance(t, (ast.Tuple, ast.List)):
                return all(plain(e) for e in t.elts)
            return False

        return all(plain(t) for t in targets)
    return False


def needed_names(node: ast.stmt) -> set[str]:
    """The global names a statement reads: at its top level (decorators, defaults,
    the right-hand side) and inside its functions, classes and comprehensions."""
    with PARSE_LOCK:
        table = symtable.symtable(ast.unparse(node), "<slice>", "exec")
    found: set[str] = set()

    def walk(t, top: bool) -> None:
        for symbol in t.get_symbols():
            if top and symbol.is_referenced():
                found.add(symbol.get_name())
            elif not top and symbol.is_global() and symbol.is_referenced():
                found.add(symbol.get_name())
        for child in t.get_children():
            walk(child, False)

    walk(table, True)
    return found


# --- the slice


def extract(cells: list[tuple[int, ast.Module]], function: str) -> Slice:
    """The slice of ``function``: its last top-level binding and what that needs."""
    bindings: dict[str, Statement] = {}
    statements: list[Statement] = []
    for index, tree in cells:  # the notebook runs top to bottom: the last binding wins
        for node in tree.body:
            names = _stored_names(node)
            start = min(
                [node.lineno] + [d.lineno for d in getattr(node, "decorator_list", [])]
            )
            statement = Statement(index, start, node, names)
            statements.append(statement)
            for name in names:
                bindings[name] = statement
    result = Slice(function)
    if function not in bindings:
        result.missing = True
        return result
    chosen: dict[int, Statement] = {}
    todo = [function]
    seen: set[str] = set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        statement = bindings.get(name)
        if statement is None:  # a builtin, or a name nothing defines
            continue
        if not _is_definition(statement.node):
            result.problems.append(
                f"{statement.where}: `{name}` is set by `{statement.text()}`, which is "
                "not a definition: the grader runs only definitions (def, class, "
                "import, NAME = value)"
            )
            continue
        if id(statement) in chosen:
            continue
        chosen[id(statement)] = statement
        try:
            todo.extend(needed_names(statement.node))
        except SyntaxError as err:
            result.problems.append(f"{statement.where}: {err}")
    result.statements = sorted(chosen.values(), key=lambda s: (s.cell, s.line))
    modules = result.imports()  # names bound by imports, anywhere in the slice
    for statement in result.statements:
        for line, text in _problems(statement.node, modules):
            message = f"cell {statement.cell}, line {line}: {text}"
            if message not in result.problems:
                result.problems.append(message)
    bound = {  # data the slice binds (not functions, classes or modules)
        n
        for s in result.statements
        if isinstance(s.node, (ast.Assign, ast.AnnAssign))
        for n in s.names
    }
    result.left_out = _left_out(statements, chosen, bound)
    return result


def _left_out(statements, chosen, bound: set[str]) -> list[str]:
    """Top-level statements outside the slice that change what the slice binds:
    ``exec(..., ns)``, ``ns.update(...)``, ``ns[k] = v`` on one of its names."""
    notes = []
    for statement in statements:
        if id(statement) in chosen or isinstance(statement.node, _DEFINITIONS):
            continue
        for sub in ast.walk(statement.node):
            target = None
            if isinstance(sub, ast.Call):
                if isinstance(sub.func, ast.Name) and sub.func.id in ("exec", "eval"):
                    for arg in sub.args[1:]:
                        if isinstance(arg, ast.Name) and arg.id in bound:
                            target = arg.id
                if isinstance(sub.func, ast.Attribute) and isinstance(
                    sub.func.value, ast.Name
                ):
                    if sub.func.value.id in bound:
                        target = sub.func.value.id
            elif isinstance(sub, (ast.Subscript, ast.Attribute)) and isinstance(
                sub.ctx, (ast.Store, ast.Del)
            ):
                if isinstance(sub.value, ast.Name) and sub.value.id in bound:
                    target = sub.value.id
            if target:
                notes.append(
                    f"{statement.where}: `{statement.text()}` changes `{target}`; "
                    "the grader does not run it (only definitions)"
                )
                break
    return notes


# --- what a slice may not do, and what its exercise forbids


def _problems(node: ast.stmt, modules: dict[str, str]) -> list[tuple[int, str]]:
    """(line, what) in one statement of the slice that the sandbox refuses to
    compile: the same check the judge makes, run here to name the cell and line."""
    with PARSE_LOCK:
        _, problems = restrict(ast.Module(body=[node], type_ignores=[]), modules)
    seen, unique = set(), []
    for line, text in problems:  # one problem a line
        if line not in seen:
            seen.add(line)
            unique.append((line, text))
    return unique


def _dotted(node) -> tuple[str, list[str]] | None:
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        return node.id, list(reversed(parts))
    return None


def forbidden_uses(piece: Slice, forbidden) -> list[str]:
    """The forbidden names that the slice's code names: ``F.softmax`` after ``import
    torch.nn.functional as F`` is ``torch.nn.functional.softmax``; ``x.softmax(...)`` on
    anything is ``torch.Tensor.softmax``; a string naming a forbidden module of the
    library counts too. The judge's guards and recorders see what the cases run."""
    forbidden = list(forbidden)
    methods = {
        f.rsplit(".", 1)[1]: f for f in forbidden if f.startswith("torch.Tensor.")
    }
    modules = [f for f in forbidden if f.startswith("transformer_lib")]
    imports = piece.imports()
    found: list[str] = []

    def flag(name: str) -> None:
        for f in forbidden:
            if (name == f or name.startswith(f + ".")) and f not in found:
                found.append(f)

    for statement in piece.statements:
        for sub in ast.walk(statement.node):
            if isinstance(sub, (ast.Import, ast.ImportFrom)):
                for target in import_names(sub).values():
                    flag(target)
            elif isinstance(sub, ast.Attribute):
                chain = _dotted(sub)
                if chain and chain[0] in imports:  # F.softmax: from an import
                    flag(".".join([imports[chain[0]], *chain[1]]))
                elif sub.attr in methods:  # x.softmax(): a tensor's method
                    flag(methods[sub.attr])
            elif isinstance(sub, ast.Name) and sub.id in imports:
                flag(imports[sub.id])
            elif isinstance(sub, ast.Constant) and isinstance(sub.value, str):
                for m in modules:
                    if m in sub.value:
                        flag(m)
    return found
