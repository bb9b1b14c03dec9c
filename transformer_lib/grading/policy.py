"""What a graded function may reach: the grader's allow-list, in one place.

The batch grader compiles each slice with RestrictedPython (``sandbox.py``): every
import goes through an import guard and every attribute through an attribute guard,
whatever the code looks like (``torch.softmax``, ``t = torch; t.softmax``,
``getattr(torch, "soft" + "max")``, ``functools.partial(getattr, torch)``). Both
guards ask this module. A slice may:

- import the modules of ``MODULES`` only, and reach on them the attributes listed
  there (``ALL``: every public attribute); an attribute whose value is a module must
  itself be in ``MODULES`` (``torch.os`` is ``os``), and a function or class must come
  from a package of ``MODULES`` (``transformer_lib.data.Path`` comes from ``pathlib``);
- never reach a name of ``NEVER`` (files, code, frames), on any object, unless its
  module lists it by name (``re.compile``);
- reach names that start with ``_`` only on its own objects: the attributes its own
  classes define or its own code set (``self._cache``), plus ``READABLE_DUNDERS``;
- define, in its classes, the special methods of ``METHODS`` only;
- not reach what its exercise forbids: the lists below, named by each exercise in its
  ``checks_chNN.py`` (``forbidden=SOFTMAX``), plus the library module holding the
  answer and the grader (``core.forbidden_names``).

The notebook's own ``check()`` does not use this module: it runs in the student's
kernel, which the batch grader never trusts.
"""

from __future__ import annotations

ALL = "*"

# --- what every exercise family may import, and which attributes of it
MODULES: dict[str, object] = {
    "__future__": {"annotations"},
    "math": ALL,
    "cmath": ALL,
    "itertools": ALL,
    "heapq": ALL,
    "bisect": ALL,
    "statistics": ALL,
    "random": ALL,
    "collections": {"Counter", "OrderedDict", "defaultdict", "deque", "namedtuple"},
    "functools": {"cache", "cmp_to_key", "lru_cache", "partial", "reduce"},
    "copy": {"copy", "deepcopy"},
    "fractions": {"Fraction"},
    "re": {
        "compile", "escape", "findall", "finditer", "fullmatch", "match", "search",
        "split", "sub",
    },
    "string": {"ascii_letters", "ascii_lowercase", "ascii_uppercase", "digits",
               "punctuation", "whitespace"},
    # names for annotations (typing.get_type_hints would evaluate strings: not listed)
    "typing": {
        "Any", "Callable", "Dict", "Iterable", "Iterator", "List", "Mapping",
        "Optional", "Sequence", "Set", "Tuple", "Union",
    },
    "torch": ALL,
    "torch.nn": ALL,
    "torch.nn.functional": ALL,
    "torch.nn.init": ALL,
    "torch.linalg": ALL,
    "torch.special": ALL,
    "torch.fft": ALL,
    "torch.testing": {"assert_close"},
    # the library the course builds: a chapter may reuse an earlier chapter's module
    # (the exercise forbids the one that holds its own answer); not the grader, nor
    # the modules that read or write files (data, bpe, training, train, ...)
    "transformer_lib": ALL,
    "transformer_lib.attention": ALL,
    "transformer_lib.decoder": ALL,
    "transformer_lib.decoding": ALL,
    "transformer_lib.embeddings": ALL,
    "transformer_lib.encoder": ALL,
    "transformer_lib.layers": ALL,
    "transformer_lib.loss": ALL,
    "transformer_lib.masks": ALL,
    "transformer_lib.multihead": ALL,
    "transformer_lib.position_schemes": ALL,
    "transformer_lib.positional": ALL,
}  # fmt: skip

# packages whose functions and classes a module's attribute may come from (torch's
# functions live in torch's private modules: torch.nn.Linear is torch.nn.modules.linear)
TRUSTED_PACKAGES = {name.split(".")[0] for name in MODULES} - {"transformer_lib"}

# names that read or write files, compile or load code, or walk frames: never reached,
# on any object (a tensor, a module, a storage), unless a module lists them by name
NEVER = {
    "ag_frame", "co_code", "compile", "cond", "cr_frame", "ctypes", "dump", "dumps",
    "f_back", "f_builtins", "f_code", "f_globals", "f_locals", "format", "format_map",
    "from_file", "fromfile", "gi_code", "gi_frame", "gi_yieldfrom", "load", "loads",
    "save", "tb_frame", "tb_next", "tofile", "while_loop",
}  # fmt: skip

# special names a slice may read on any object: super().__init__(), type(x).__name__
READABLE_DUNDERS = {"__init__", "__name__", "__qualname__"}
# special methods a class of the slice may define (not __torch_function__, __del__,
# __getattribute__, __reduce__, __init_subclass__: hooks into torch or the runtime)
METHODS = {
    "__init__", "__call__", "__repr__", "__str__", "__len__", "__getitem__",
    "__setitem__", "__contains__", "__iter__", "__next__", "__eq__", "__ne__",
    "__lt__", "__le__", "__gt__", "__ge__", "__hash__", "__bool__", "__add__",
    "__sub__", "__mul__", "__truediv__", "__neg__", "__post_init__",
}  # fmt: skip

# --- what each exercise family forbids (dotted names; their ATen operators are in
# core.OPERATOR_FAMILIES)
SOFTMAX = (  # ex03.softmax
    "torch.softmax",
    "torch.nn.functional.softmax",
    "torch.Tensor.softmax",
    "torch.special.softmax",
    "torch.nn.Softmax",
    # the same computation in disguise: exp(log_softmax(x)), softmin(-x)
    "torch.log_softmax",
    "torch.nn.functional.log_softmax",
    "torch.Tensor.log_softmax",
    "torch.special.log_softmax",
    "torch.nn.LogSoftmax",
    "torch.nn.functional.softmin",
    "torch.nn.Softmin",
)
ATTENTION = (  # ex03.attention, ex05.multihead, ex07.cross_attention
    "torch.nn.functional.scaled_dot_product_attention",
    "torch.nn.MultiheadAttention",
    "torch.nn.functional.multi_head_attention_forward",
)
LAYER_NORM = (  # ex06.layer_norm
    "torch.nn.LayerNorm",
    "torch.nn.functional.layer_norm",
    "torch.layer_norm",
    "torch.native_layer_norm",
    # other normalisations that compute LayerNorm when the axes are arranged so
    "torch.nn.functional.group_norm",
    "torch.nn.functional.instance_norm",
    "torch.nn.functional.batch_norm",
    "torch.group_norm",
    "torch.instance_norm",
    "torch.batch_norm",
    "torch.nn.GroupNorm",
    "torch.nn.InstanceNorm1d",
    "torch.nn.BatchNorm1d",
    # RMSNorm of the centred input is LayerNorm; the operators behind them
    "torch.nn.functional.rms_norm",
    "torch.rms_norm",
    "torch.nn.RMSNorm",
    "torch.native_group_norm",
    "torch.native_batch_norm",
)
ENCODER_LAYER = ("torch.nn.TransformerEncoderLayer",)  # ex06.encoder_layer
DECODER_LAYER = ("torch.nn.TransformerDecoderLayer",)  # ex07.decoder_layer
CROSS_ENTROPY = (  # ex08.smoothed_loss (with transformer_lib.training)
    "torch.nn.functional.cross_entropy",
    "torch.nn.CrossEntropyLoss",
    "torch.nn.functional.nll_loss",
    "torch.nn.NLLLoss",
    "torch._C._nn.cross_entropy_loss",
    "torch._C._nn.nll_loss",
    "torch._C._nn.nll_loss_nd",
)
# Ways out of what the in-process check() sees while a function runs (the batch judge
# never lets a slice reach these modules): forbidden in every exercise.
ESCAPES = (
    "sys.setprofile",
    "sys.settrace",
    "threading.setprofile",
    "threading.settrace",
    "threading.Thread.start",
    "_thread.start_new_thread",
    "os.fork",
    "os.system",
    "os.posix_spawn",
    "os.execv",
    "os.execve",
    "subprocess.Popen",
    "multiprocessing.Process.start",
    # PyTorch's operator namespace (torch.ops.aten.*) reaches every built-in operator,
    # forbidden ones included, without passing through the functions named above
    "torch._ops",
)


def module_refusal(dotted: str, forbidden=()) -> str:
    """ "" if a slice may import the module ``dotted``, else why not."""
    if dotted.startswith("."):
        return f"a relative import (`{dotted}`)"
    if dotted not in MODULES:
        shown = ", ".join(sorted(m for m in MODULES if "." not in m and m[0] != "_"))
        return f"imports `{dotted}` (a graded function may import only {shown})"
    return forbidden_refusal(dotted, forbidden)


def forbidden_refusal(dotted: str, forbidden) -> str:
    for name in forbidden:
        if dotted == name or dotted.startswith(name + "."):  # the name, or in it
            return f"uses `{dotted}`, which this exercise does not allow"
    return ""


def attribute_refusal(module: str, name: str, forbidden=()) -> str:
    """ "" if a slice may reach ``module.name`` (before its value is known), else why."""
    dotted = f"{module}.{name}"
    if module not in MODULES:
        return f"uses `{module}`, a module a graded function may not use"
    listed = MODULES[module]
    if name.startswith("_"):
        if name in READABLE_DUNDERS:
            return ""
        return f"uses `{dotted}`, a private attribute"
    if listed is not ALL and name not in listed:
        return f"uses `{dotted}`, which a graded function may not use"
    if listed is ALL and name in NEVER:
        return f"uses `{dotted}`, which reaches files or code"
    return forbidden_refusal(dotted, forbidden)


def origin_refusal(dotted: str, origin: str | None, is_type: bool) -> str:
    """ "" if a function or class defined in the module ``origin`` may be reached."""
    if not origin or origin in MODULES:
        return ""
    top = origin.split(".")[0]  # functools.reduce comes from _functools, its C half
    if top.lstrip("_") in TRUSTED_PACKAGES or (top == "builtins" and is_type):
        return ""
    return f"uses `{dotted}`, which comes from `{origin}`"
