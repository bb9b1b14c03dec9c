"""A slice compiled and run under RestrictedPython: it reaches only what ``policy.py``
allows.

RestrictedPython (the library Zope and Plone run untrusted Python with) rewrites the
code before it is compiled: ``a.b`` becomes ``_getattr_(a, "b")``, ``a[k]``
``_getitem_(a, k)``, ``a.b = v`` ``_write_(a).b = v``, ``import m`` goes through
``__import__``, and names and attributes it cannot check at run time (``__globals__``,
``f_back``) are refused at compile time. This module adapts its defaults to honest
code (names that start with one ``_``, ``nonlocal``, classes without a metaclass,
``x[i] += 1``, ``print``), supplies the guards, and the builtins a slice gets. The
guards ask ``policy.py``; what they refuse raises ``Refused``, whose message names
what was reached.

Only the batch judge (``worker.py``) and the slicer import this module: the notebook's
``check()`` does not need RestrictedPython.
"""

from __future__ import annotations

import ast
import builtins
import copy
import operator
import string
import sys
import types

from RestrictedPython.Guards import (
    guarded_iter_unpack_sequence,
    guarded_unpack_sequence,
)
from RestrictedPython.transformer import INSPECT_ATTRIBUTES, RestrictingNodeTransformer

from . import policy

OWN = "submission"  # the slice's __name__, so its classes' and functions' __module__
_UNSAFE_VALUES = (types.FrameType, types.CodeType, types.TracebackType)


class Refused(Exception):
    """The slice reached something its exercise's policy does not allow."""


def _special(name: str) -> bool:
    """``__x__`` and ``_x_``: the interpreter's names and RestrictedPython's guards."""
    return len(name) > 1 and name.startswith("_") and name.endswith("_")


# --- compile time


class _Transformer(RestrictingNodeTransformer):
    """RestrictedPython's checks, adapted: the student's own ``_names`` are fine."""

    def __init__(self, imports: dict[str, str]):
        super().__init__()
        self.imports = imports  # names bound by the slice's imports -> dotted module
        self.found: list[tuple[int, str]] = []

    def error(self, node, info: str) -> None:
        self.errors.append(info)
        self.found.append((getattr(node, "lineno", 0) or 0, info))

    def visit_Call(self, node):  # exec and eval are not builtins of a slice
        if isinstance(node.func, ast.Name) and node.func.id in ("exec", "eval"):
            self.error(node, f"uses `{node.func.id}`, which the grader does not run")
        return super().visit_Call(node)

    def check_name(self, node, name, allow_magic_methods=False) -> None:
        if name is None or not _special(name):
            return
        if allow_magic_methods and name in policy.METHODS:
            return
        if name == "__name__" and isinstance(getattr(node, "ctx", None), ast.Load):
            return
        self.error(node, f"uses `{name}`, which the grader does not run")

    def visit_Name(self, node):  # print is a builtin here, not a collector
        self.check_name(node, node.id)
        return node

    def visit_Nonlocal(self, node):  # closures of the student's own
        for name in node.names:
            self.check_name(node, name)
        return node

    def visit_FunctionDef(self, node):
        self.check_name(node, node.name, allow_magic_methods=True)
        self.check_function_argument_names(node)
        return self.node_contents_visit(node)

    def visit_ClassDef(self, node):  # no __metaclass__ injected: bases decide
        self.check_name(node, node.name)
        if any(keyword.arg == "metaclass" for keyword in node.keywords):
            self.error(node, "uses `metaclass=`, which the grader does not run")
        return self.node_contents_visit(node)

    def visit_AugAssign(self, node):
        if isinstance(node.target, ast.Name):
            return super().visit_AugAssign(node)
        return self.node_contents_visit(node)  # the target's object goes to _write_

    def visit_Import(self, node):
        for alias in node.names:
            why = policy.module_refusal(alias.name)
            if why:
                self.error(node, why)
        return self.check_import_names(node)

    def visit_ImportFrom(self, node):
        module = "." * node.level + (node.module or "")
        why = policy.module_refusal(module)
        for alias in node.names:
            why = why or policy.module_refusal(f"{module}.{alias.name}")
            if why.startswith("imports") and module in policy.MODULES:
                why = policy.attribute_refusal(module, alias.name)
            if why:
                self.error(node, why)
                break
        return self.check_import_names(node)

    def visit_Attribute(self, node):
        name, base = node.attr, node.value
        module = self.imports.get(base.id) if isinstance(base, ast.Name) else None
        shown = f"{base.id}.{name}" if isinstance(base, ast.Name) else f".{name}"
        if module is not None and not isinstance(node.ctx, ast.Load):
            self.error(node, f"assigns `{shown}`, an attribute of an imported module")
        elif module is not None:
            why = policy.attribute_refusal(module, name)
            if why:
                self.error(node, why.replace(f"`{module}.{name}`", f"`{shown}`", 1))
        elif name in INSPECT_ATTRIBUTES or (
            _special(name) and name not in policy.READABLE_DUNDERS
        ):
            self.error(node, f"uses `{shown}`, which the grader does not run")
        node = self.node_contents_visit(node)
        if isinstance(node.ctx, ast.Load):
            call = ast.Call(
                func=ast.Name("_getattr_", ast.Load()),
                args=[node.value, ast.Constant(name)],
                keywords=[],
            )
            return ast.copy_location(call, node)
        node.value = ast.copy_location(
            ast.Call(
                func=ast.Name("_write_", ast.Load()), args=[node.value], keywords=[]
            ),
            node,
        )
        return node


def import_names(node) -> dict[str, str]:
    """name bound by an import statement -> the dotted name it refers to."""
    names = {}
    if isinstance(node, ast.Import):
        for alias in node.names:
            top = alias.name.split(".")[0]
            names[alias.asname or top] = alias.name if alias.asname else top
    elif isinstance(node, ast.ImportFrom):
        module = "." * node.level + (node.module or "")
        for alias in node.names:
            names[alias.asname or alias.name] = f"{module}.{alias.name}"
    return names


def imports_in(*trees: ast.AST) -> dict[str, str]:
    """``import_names`` of every import statement anywhere in ``trees``."""
    names = {}
    for tree in trees:
        for sub in ast.walk(tree):
            names.update(import_names(sub))
    return names


def restrict(tree: ast.Module, imports: dict[str, str] | None = None):
    """(the rewritten tree, [(line, problem)]) for a parsed piece of a slice."""
    tree = copy.deepcopy(tree)
    transformer = _Transformer(imports_in(tree) if imports is None else imports)
    transformer.visit(tree)
    ast.fix_missing_locations(tree)
    return tree, transformer.found


def compile_slice(source: str, filename: str) -> types.CodeType:
    """The restricted code of one source of a slice; ``Refused`` if it has problems."""
    tree, problems = restrict(ast.parse(source, filename))
    if problems:
        line, text = problems[0]
        raise Refused(f"{filename}, line {line}: {text}")
    return compile(tree, filename, "exec", dont_inherit=True)


# --- run time


def _own_class(cls) -> bool:
    return isinstance(cls, type) and cls.__dict__.get("__module__") == OWN


def _own_name(obj, name: str) -> bool:
    """Whether ``name`` is something the student's own code defined on ``obj``: an
    attribute of an instance of their class, or of one of their classes."""
    classes = obj.__mro__ if isinstance(obj, type) else type(obj).__mro__
    own = [c for c in classes if _own_class(c)]
    if not own:
        return False
    if not isinstance(obj, type):
        state = getattr(obj, "__dict__", None)
        if isinstance(state, dict) and name in state:
            return True
    return any(name in c.__dict__ for c in own)


class Guard:
    """The guards and builtins of one exercise's slice (``forbidden``: dotted names
    its exercise does not allow)."""

    def __init__(self, forbidden=()):
        from .kernel import Forbidden

        self.forbidden = tuple(forbidden)
        self.objects = Forbidden(self.forbidden).objects  # id -> name

    def _shown(self, obj, name: str) -> str:
        import torch

        if isinstance(obj, types.ModuleType):
            return f"{obj.__name__}.{name}"
        if isinstance(obj, torch.Tensor) or (
            isinstance(obj, type) and issubclass(obj, torch.Tensor)
        ):
            return f"torch.Tensor.{name}"
        owner = obj if isinstance(obj, type) else type(obj)
        return f"{owner.__name__}.{name}"

    def refusal(self, obj, name: str) -> str:
        """Why ``obj.name`` may not be reached ("" when it may)."""
        shown = self._shown(obj, name)
        if isinstance(obj, types.ModuleType):
            return policy.attribute_refusal(obj.__name__, name, self.forbidden)
        if name in ("format", "format_map") and isinstance(obj, type):
            return f"uses `{shown}` unbound: call it on the string, `'...'.format()`"
        if name in policy.NEVER or name in INSPECT_ATTRIBUTES:
            return f"uses `{shown}`, which reaches files or code"
        if name.startswith("_") and name not in policy.READABLE_DUNDERS:
            if _special(name) or not _own_name(obj, name):
                return f"uses `{shown}`, a private attribute"
        if shown.startswith("torch.Tensor."):
            return policy.forbidden_refusal(shown, self.forbidden)
        return ""

    def value_refusal(self, value, shown: str, on_module: bool) -> str:
        if isinstance(value, types.ModuleType):
            if not policy.module_refusal(value.__name__, self.forbidden):
                return ""
            return (
                f"uses `{shown}`, the module `{value.__name__}`, which it may not use"
            )
        if isinstance(value, _UNSAFE_VALUES):
            return f"uses `{shown}`, which reaches the interpreter"
        name = self.objects.get(id(value))
        if name is not None:
            return f"uses `{shown}` (`{name}`), which this exercise does not allow"
        if on_module and (callable(value) or isinstance(value, type)):
            origin = getattr(value, "__module__", None)
            if isinstance(origin, str):
                return policy.origin_refusal(shown, origin, isinstance(value, type))
        return ""

    def getattr(self, obj, name, *default):
        if type(name) is not str:
            raise TypeError("an attribute name must be a string")
        if name in ("format", "format_map") and isinstance(obj, str):
            return _FORMATS[name].__get__(obj)  # fields name values, nothing more
        why = self.refusal(obj, name)
        if why:
            raise Refused(why)
        value = getattr(obj, name, *default)
        why = self.value_refusal(
            value, self._shown(obj, name), isinstance(obj, types.ModuleType)
        )
        if why:
            raise Refused(why)
        return value

    def hasattr(self, obj, name) -> bool:
        try:
            self.getattr(obj, name)
        except AttributeError:
            return False
        return True

    def getitem(self, obj, key):
        value = obj[key]
        if isinstance(value, (types.ModuleType, *_UNSAFE_VALUES)):
            why = self.value_refusal(value, f"{type(obj).__name__}[...]", False)
            if why:
                raise Refused(why)
        return value

    def write(self, obj):
        """``obj`` if the slice may set its attributes or items, else ``Refused``."""
        if isinstance(obj, types.ModuleType):
            raise Refused(f"assigns an attribute of the module `{obj.__name__}`")
        if isinstance(obj, type) and not _own_class(obj):
            raise Refused(f"assigns an attribute of the class `{obj.__name__}`")
        if isinstance(obj, (types.BuiltinFunctionType, types.FunctionType)):
            if getattr(obj, "__module__", None) != OWN:
                raise Refused(f"assigns an attribute of `{obj.__name__}`")
        return obj

    def setattr(self, obj, name, value) -> None:
        if type(name) is not str:
            raise TypeError("an attribute name must be a string")
        if name.startswith("_") and (_special(name) or not _own_name(obj, name)):
            raise Refused(f"assigns `{self._shown(obj, name)}`, a private attribute")
        setattr(self.write(obj), name, value)

    def import_(self, name, globals=None, locals=None, fromlist=(), level=0):
        if type(fromlist) is list:
            # C code's own import (PyImport_Import: torch.tensor imports torch.storage),
            # which looks up __import__ in the running frame's builtins and passes a
            # list; the slice's import statements pass None or a tuple, and the slice
            # cannot name this function. The module goes to the C code, not the slice.
            return __import__(name, None, None, fromlist, 0)
        if level:
            raise Refused(f"a relative import (`{'.' * level}{name}`)")
        why = policy.module_refusal(name, self.forbidden)
        if why:
            raise Refused(why)
        module = __import__(name, None, None, fromlist, 0)
        if fromlist:
            for attr in fromlist:
                self.getattr(module, attr)
        return module

    def builtins(self) -> _Builtins:
        """The builtins a slice runs with: RestrictedPython's guards, and the
        interpreter's harmless builtins (no open, exec, eval, compile, globals, vars,
        breakpoint, input; getattr, hasattr, setattr and __import__ guarded)."""
        names = _Builtins((name, getattr(builtins, name)) for name in SAFE_BUILTINS)
        for name, value in vars(builtins).items():
            if isinstance(value, type) and issubclass(value, Exception):
                names[name] = value
        names.update(
            __import__=self.import_,
            getattr=self.getattr,
            hasattr=self.hasattr,
            setattr=self.setattr,
            print=_print,
            type=_type,
            _getattr_=self.getattr,
            _getitem_=self.getitem,
            _write_=self.write,
            _getiter_=iter,
            _iter_unpack_sequence_=guarded_iter_unpack_sequence,
            _unpack_sequence_=guarded_unpack_sequence,
            _inplacevar_=_inplacevar,
            _apply_=_apply,
        )
        return names

    def namespace(self) -> dict:
        return {"__builtins__": self.builtins(), "__name__": OWN}


class _Fields(string.Formatter):
    """``str.format`` for a slice: a field names a value by position or keyword
    (``{}``, ``{0}``, ``{loss:.3f}``), and nothing more. An attribute or an item in a
    field (``{0.__class__}``, ``{x[0]}``) would read by name what the guards refuse."""

    def get_field(self, field_name, args, kwargs):
        if "." in field_name or "[" in field_name:
            raise Refused(
                f"uses `{{{field_name}}}` in `str.format`: a field may name a value, "
                "not its attributes or items (write an f-string)"
            )
        return super().get_field(field_name, args, kwargs)


def _format(text: str, /, *args, **kwargs) -> str:
    return _Fields().vformat(text, args, kwargs)


def _format_map(text: str, mapping, /) -> str:
    return _Fields().vformat(text, (), mapping)


_FORMATS = {"format": _format, "format_map": _format_map}

SAFE_BUILTINS = (
    "__build_class__", "None", "False", "True", "Ellipsis", "NotImplemented", "abs",
    "all", "any", "ascii", "bin", "bool", "bytes", "callable", "chr", "classmethod",
    "complex", "dict", "divmod", "enumerate", "filter", "float", "format", "frozenset",
    "hash", "hex", "id", "int", "isinstance", "issubclass", "iter", "len", "list",
    "map", "max", "min", "next", "object", "oct", "ord", "pow", "property", "range",
    "repr", "reversed", "round", "set", "slice", "sorted", "staticmethod", "str",
    "sum", "super", "tuple", "zip",
)  # fmt: skip

_INPLACE = {
    "+=": operator.iadd, "-=": operator.isub, "*=": operator.imul,
    "/=": operator.itruediv, "//=": operator.ifloordiv, "%=": operator.imod,
    "**=": operator.ipow, "@=": operator.imatmul, "<<=": operator.ilshift,
    ">>=": operator.irshift, "&=": operator.iand, "|=": operator.ior,
    "^=": operator.ixor,
}  # fmt: skip


def _inplacevar(op: str, target, value):
    return _INPLACE[op](target, value)


def _apply(function, *args, **kwargs):
    return function(*args, **kwargs)


def _type(obj, *more):
    """type(x) only: the three-argument form, or the type of a class (``type(int)``
    is ``type``, which has it), would build a class with any methods."""
    if more:
        raise Refused("uses `type(name, bases, namespace)`: write a class statement")
    if isinstance(obj, type):
        raise Refused(f"uses `type({obj.__name__})`, the type of a class")
    return type(obj)


class _Builtins(dict):
    """The slice's builtins: a name the interpreter has and the slice does not get
    (open, exec, vars, ...) says so, rather than "not defined"."""

    def __missing__(self, name):
        if hasattr(builtins, name):
            raise NameError(f"uses `{name}`, which a graded function may not use")
        raise KeyError(name)


def _print(*values, sep=" ", end="\n", file=None, flush=False) -> None:
    """print, always to the judge's standard error (the student's debugging output)."""
    print(*values, sep=sep, end=end, file=sys.stderr, flush=flush)
