"""The graded function and what it needs, cut out of a notebook without running it.

The batch grader never trusts the process that ran a notebook. It reads the notebook's
code cells, takes the last top-level definition of the graded function, and adds,
transitively, the top-level definitions it refers to: functions, classes, constants
(``NAME = expression``) and import statements. Only that slice runs in the judge
process (``worker.py``); the notebook's other top-level code never runs there.

The slice may only define things. A slice that reaches for the interpreter or the
machine (``sys``, ``os``, ``builtins``, ``importlib``, ``inspect``, ``ctypes``, ``gc``,
``signal``, ``atexit``, files, ``exec``/``eval``/``compile``/``__import__``), assigns
attributes of imported modules, uses private or dunder attributes (``torch._C``,
``f.__globals__``), or needs a name that top-level code other than a definition sets,
has *problems*: that exercise scores 0 and the message names the cell and line.
"""

from __future__ import annotations

import ast
import importlib
import json
import re
import symtable
import types
from dataclasses import dataclass, field

from transformer_lib.grading.static import PARSE_LOCK, parse

_MAGIC = re.compile(r"^\s*[%!]")

# modules a slice may import (and their submodules, but see TORCH_DENIED)
ALLOWED_MODULES = (
    "__future__",
    "abc",
    "bisect",
    "cmath",
    "collections",
    "copy",
    "enum",
    "fractions",
    "functools",
    "heapq",
    "itertools",
    "math",
    "numbers",
    "random",
    "re",
    "statistics",
    "string",
    "typing",
    "torch",
    "transformer_lib",
)
# parts of torch that load or run code, reach files, other processes, or the
# dispatcher's switches (the private ones, torch._*, are refused by name)
TORCH_DENIED = (
    "torch.autograd.graph",
    "torch.classes",
    "torch.compiler",
    "torch.distributed",
    "torch.export",
    "torch.fx",
    "torch.hub",
    "torch.jit",
    "torch.library",
    "torch.multiprocessing",
    "torch.ops",
    "torch.overrides",
    "torch.package",
    "torch.serialization",
    "torch.utils",
)
DENIED_BUILTINS = {
    "__build_class__",
    "__builtins__",
    "__import__",
    "__loader__",
    "__spec__",
    "breakpoint",
    "compile",
    "delattr",
    "eval",
    "exec",
    "exit",
    "globals",
    "help",
    "input",
    "locals",
    "memoryview",
    "open",
    "quit",
    "setattr",
    "vars",
}
# attribute names that read or write files, load code, or walk frames
DENIED_ATTRIBUTES = {
    "ForwardRef",
    "ag_frame",
    "compile",
    "cr_frame",
    "dump",
    "f_back",
    "f_builtins",
    "f_code",
    "f_globals",
    "f_locals",
    "from_file",
    "fromfile",
    "get_type_hints",
    "gi_code",
    "gi_frame",
    "load",
    "save",
    "tb_frame",
    "tb_next",
    "tofile",
}
ALLOWED_DUNDERS = {"__init__", "__name__"}
DENIED_METHODS = {  # hooks into torch's dispatch, pickling, or object lifetime
    "__torch_function__",
    "__torch_dispatch__",
    "__del__",
    "__init_subclass__",
    "__getattribute__",
    "__reduce__",
    "__reduce_ex__",
    "__set_name__",
    "__class_getitem__",
    "__instancecheck__",
    "__subclasscheck__",
}
_DEFINITIONS = (
    ast.FunctionDef,
    ast.AsyncFunctionDef,
    ast.ClassDef,
    ast.Import,
    ast.ImportFrom,
)


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

    def sources(self) -> list[tuple[str, str]]:
        """(file name, source) for each statement, in the notebook's order."""
        return [(f"<cell {s.cell}>", ast.unparse(s.node)) for s in self.statements]


# --- reading the notebook


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


def _import_names(node) -> dict[str, str]:
    """name bound -> the dotted name it refers to."""
    names = {}
    if isinstance(node, ast.Import):
        for alias in node.names:
            if alias.asname:
                names[alias.asname] = alias.name
            else:
                top = alias.name.split(".")[0]
                names[top] = top
    elif isinstance(node, ast.ImportFrom):
        module = "." * node.level + (node.module or "")
        for alias in node.names:
            names[alias.asname or alias.name] = f"{module}.{alias.name}"
    return names


def _stored_names(node) -> list[str]:
    """Top-level names a statement binds (not inside functions or classes)."""
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [node.name]
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        return list(_import_names(node))
    names = []
    todo = [node]
    while todo:
        sub = todo.pop()
        if isinstance(sub, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.append(sub.name)
            continue
        if isinstance(sub, (ast.Lambda, ast.GeneratorExp, ast.ListComp)):
            continue
        if isinstance(sub, (ast.SetComp, ast.DictComp)):
            continue
        if isinstance(sub, ast.Name) and isinstance(sub.ctx, (ast.Store, ast.Del)):
            names.append(sub.id)
        elif isinstance(sub, (ast.Import, ast.ImportFrom)):
            names += list(_import_names(sub))
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
            start = min([node.lineno] + [d.lineno for d in _decorators(node)])
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
    for statement in result.statements:
        for line, text in _problems(statement.node, result):
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


def _decorators(node) -> list:
    return list(getattr(node, "decorator_list", []) or [])


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


# --- what a slice may not do


def module_allowed(dotted: str) -> str:
    """ "" if a slice may import ``dotted``, else why not."""
    if dotted.startswith("."):
        return f"a relative import (`{dotted}`)"
    parts = dotted.split(".")
    if parts[0] not in ALLOWED_MODULES:
        listed = ", ".join(m for m in ALLOWED_MODULES if m != "__future__")
        return f"imports `{dotted}` (a graded function may import only {listed})"
    if any(p.startswith("_") and p != "__future__" for p in parts):
        return f"uses `{dotted}`, a private module"
    for denied in TORCH_DENIED:
        if dotted == denied or dotted.startswith(denied + "."):
            return f"uses `{dotted}`, which the grader does not run"
    if dotted == "transformer_lib.grading" or dotted.startswith(
        "transformer_lib.grading."
    ):
        return "uses `transformer_lib.grading`, the grader itself"
    return ""


def _resolve_chain(dotted: str) -> str:
    """Walk ``a.b.c`` from an allowed module: "" if every module met on the way is
    allowed, else why not (``torch.os`` is the ``os`` module)."""
    parts = dotted.split(".")
    try:
        obj = importlib.import_module(parts[0])
    except Exception:  # noqa: BLE001 - not importable here: the judge will say
        return ""
    for i, attr in enumerate(parts[1:], start=2):
        try:
            obj = getattr(obj, attr)
        except Exception:  # noqa: BLE001 - a submodule not imported yet, or a typo
            try:
                obj = importlib.import_module(".".join(parts[:i]))
            except Exception:  # noqa: BLE001
                return ""
        if isinstance(obj, types.ModuleType):
            why = module_allowed(obj.__name__)
            if why:
                return why
            why = module_allowed(".".join(parts[:i]))
            if why:
                return why
    return ""


def _dotted(node) -> tuple[str, list[str]] | None:
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        return node.id, list(reversed(parts))
    return None


def _attribute_problem(name: str) -> str:
    if name.startswith("__") and name.endswith("__"):
        if name not in ALLOWED_DUNDERS:
            return f"uses `.{name}`, which the grader does not run"
        return ""
    if name.startswith("_"):
        return f"uses `.{name}`, a private attribute"
    if name in DENIED_ATTRIBUTES:
        return f"uses `.{name}`, which the grader does not run"
    return ""


def _problems(node: ast.stmt, result: Slice) -> list[tuple[int, str]]:
    """(line, what) in one statement of the slice the judge will not run."""
    problems: list[tuple[int, str]] = []
    modules: dict[str, str] = {}  # names bound by imports, anywhere in the slice
    for statement in result.statements:
        for sub in ast.walk(statement.node):
            if isinstance(sub, (ast.Import, ast.ImportFrom)):
                modules.update(_import_names(sub))

    def add(line: int, text: str) -> None:
        if all(line != seen for seen, _ in problems):  # one problem a line
            problems.append((line, text))

    # getattr and hasattr only as getattr(obj, "name"): handed to another function
    # (functools.partial(getattr, torch), map(getattr, ...)) they look names up by a
    # string built at run time, out of sight of the checks below
    called = {
        id(sub.func)
        for sub in ast.walk(node)
        if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Name)
    }
    for sub in ast.walk(node):
        line = getattr(sub, "lineno", node.lineno)
        if (
            isinstance(sub, ast.Name)
            and sub.id in ("getattr", "hasattr")
            and sub.id not in modules
            and id(sub) not in called
        ):
            add(line, f'uses `{sub.id}` other than as {sub.id}(obj, "name")')
            continue
        if isinstance(sub, (ast.Import, ast.ImportFrom)):
            for bound, dotted in _import_names(sub).items():
                module = dotted if isinstance(sub, ast.Import) else sub.module or ""
                why = module_allowed("." * getattr(sub, "level", 0) + module)
                if not why and isinstance(sub, ast.ImportFrom):
                    why = _attribute_problem(bound) or _resolve_chain(dotted)
                if not why and isinstance(sub, ast.Import):
                    why = _resolve_chain(dotted)
                if why:
                    add(line, why)
        elif isinstance(sub, ast.Attribute):
            why = _attribute_problem(sub.attr)
            if why:
                chain = _dotted(sub)
                shown = ".".join([chain[0], *chain[1]]) if chain else sub.attr
                add(line, why.replace(f"`.{sub.attr}`", f"`{shown}`", 1))
                continue
            chain = _dotted(sub)
            if chain and chain[0] in modules:
                dotted = ".".join([modules[chain[0]], *chain[1]])
                if isinstance(sub.ctx, (ast.Store, ast.Del)):
                    add(line, f"assigns `{dotted}`, an attribute of an imported module")
                why = _resolve_chain(dotted) or _torch_denied(dotted)
                if why:
                    add(line, why)
        elif isinstance(sub, ast.Name):
            if sub.id in DENIED_BUILTINS and sub.id not in modules:
                add(line, f"uses `{sub.id}`, which the grader does not run")
        elif isinstance(sub, ast.Call) and isinstance(sub.func, ast.Name):
            if sub.func.id in ("getattr", "hasattr") and len(sub.args) >= 2:
                name = sub.args[1]
                if not (isinstance(name, ast.Constant) and isinstance(name.value, str)):
                    add(line, f"uses `{sub.func.id}` with a computed attribute name")
                else:
                    why = _attribute_problem(name.value)
                    if why:
                        add(line, why)
        elif isinstance(sub, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if sub.name in DENIED_METHODS:
                add(line, f"defines `{sub.name}`, which the grader does not run")
        elif isinstance(sub, ast.Global):
            for name in sub.names:
                if name in DENIED_BUILTINS:
                    add(line, f"uses `{name}`, which the grader does not run")
    return problems


def _torch_denied(dotted: str) -> str:
    for denied in TORCH_DENIED:
        if dotted == denied or dotted.startswith(denied + "."):
            return f"uses `{dotted}`, which the grader does not run"
    return ""
