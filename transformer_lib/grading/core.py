"""Exercises, their checks, and running the checks on a student's function.

An ``Exercise`` names the function a student writes, the library's reference for it, the
``Case``s (inputs) it is checked on, and the ``Mistake``s it knows: wrong
implementations with the hint to give when a student's output matches theirs.
"""

from __future__ import annotations

import builtins
import copy
import re
from collections.abc import Callable
from dataclasses import dataclass, field

import torch

from .compare import compare, compare_outputs, output_names, return_statement
from .kernel import NOT_IMPLEMENTED, call_cases
from .policy import ESCAPES

__all__ = [
    "Case",
    "Mistake",
    "Exercise",
    "TestResult",
    "ExerciseResult",
    "run_exercise",
]

NOT_IMPLEMENTED_HINT = (
    "replace the `raise NotImplementedError(...)` line with your code, run that cell, "
    "then run this one again"
)


NOT_PLAIN_HINT = (
    "return plain values: a torch.Tensor, numbers, strings, None, and lists, tuples "
    "or dicts of them (not a subclass of these, nor an object of your own class)"
)


@dataclass(frozen=True)
class Case:
    """One check: call the function on these inputs and compare with the reference.

    ``args`` is a tuple, or a function of a seeded ``torch.Generator`` returning one.
    ``vary``, for a case given as fixed values, is a function ``(args, kwargs,
    generator) -> (args, kwargs)`` that returns other inputs of the same kind (the same
    shapes, edge, ties, special tokens; other values): ``check`` uses the fixed values,
    the batch grader a variant drawn afresh on every run (``varied``, its seed, set by
    ``fresh_cases``).
    """

    name: str
    args: tuple | Callable[[torch.Generator], tuple] = ()
    kwargs: dict = field(default_factory=dict)
    points: float = 1.0
    seed: int = 0
    private: bool = False
    vary: Callable | None = None
    varied: int | None = None

    def inputs(self) -> tuple[tuple, dict]:
        """Fresh copies of the inputs (a function may modify what it is given)."""
        if callable(self.args):
            args = self.args(torch.Generator().manual_seed(self.seed))
        else:
            args = self.args
        args, kwargs = copy.deepcopy(tuple(args)), copy.deepcopy(self.kwargs)
        if self.vary is not None and self.varied is not None:
            g = torch.Generator().manual_seed(self.varied)
            args, kwargs = self.vary(args, kwargs, g)
            args, kwargs = tuple(args), dict(kwargs)
        return args, kwargs


@dataclass(frozen=True)
class Mistake:
    """A wrong implementation, and the hint for a student whose output matches it."""

    hint: str
    fn: Callable


@dataclass
class Exercise:
    """A graded exercise: ``function`` is the name the student's notebook defines."""

    id: str
    title: str
    function: str
    reference: Callable
    cases: list[Case]
    mistakes: list[Mistake] = field(default_factory=list)
    # (substring of an error message, hint) for functions that raise
    error_hints: list[tuple[str, str]] = field(default_factory=list)
    # turns the student's output into the reference's form (e.g. a tensor -> list)
    convert: Callable | None = None
    private: bool = False
    # names of the values the function returns, as its code names them, for a function
    # that returns several (a tuple): ("out", "weights") makes feedback say "`weights`
    # (returned value 2)" rather than a position, and the hint `return out, weights`
    outputs: tuple[str, ...] = ()
    # dotted names of functions, classes or modules the student's function may not
    # call ("torch.softmax", "torch.nn.Softmax"); the library's own answer and the
    # grader are always forbidden (see ``forbidden_names``)
    forbidden: tuple[str, ...] = ()

    @property
    def max_score(self) -> float:
        return sum(c.points for c in self.cases)

    def __repr__(self) -> str:
        return f"Exercise({self.id!r}, {self.function}(), {self.max_score:g} points)"


@dataclass
class TestResult:
    name: str
    score: float
    max_score: float
    message: str = ""  # what went wrong, empty when passed
    hint: str = ""
    private: bool = False

    @property
    def passed(self) -> bool:
        return self.score == self.max_score


@dataclass
class ExerciseResult:
    id: str
    title: str
    tests: list[TestResult]

    @property
    def score(self) -> float:
        return sum(t.score for t in self.tests)

    @property
    def max_score(self) -> float:
        return sum(t.max_score for t in self.tests)

    def report(self, private: bool | None = None) -> str:
        """The ✓/✗ lines a student sees (``private``: only those tests, or all)."""
        tests = [t for t in self.tests if private is None or t.private == private]
        if len(tests) > 1 and all(t.score == 0 for t in tests):
            first, rest = tests[0], tests[1:]
            skipped = ("not run (", NOT_IMPLEMENTED)
            if all(
                t.message == first.message or t.message.startswith(skipped)
                for t in rest
            ):
                # one reason for every case (a stub, a missing function): say it once
                total = _num(sum(t.max_score for t in tests))
                hint = f"\n      hint: {first.hint}" if first.hint else ""
                return (
                    f"{self.id} · {self.title}\n  ✗ {first.message}  0/{total}"
                    f"{hint}\n  score: 0/{total}"
                )
        width = max([len(t.name) for t in tests] + [30])
        lines = [f"{self.id} · {self.title}"]
        shown_hints = set()
        for t in tests:
            mark = "✓" if t.passed else "✗"
            pts = f"{_num(t.score)}/{_num(t.max_score)}"
            lines.append(f"  {mark} {t.name:<{width}}  {pts:>5}")
            if t.message:
                lines.append(f"      {t.message}")
            if t.hint and t.hint not in shown_hints:  # each hint once
                lines.append(f"      hint: {t.hint}")
                shown_hints.add(t.hint)
        score = sum(t.score for t in tests)
        total = sum(t.max_score for t in tests)
        lines.append(f"  score: {_num(score)}/{_num(total)}")
        return "\n".join(lines)


def _num(x: float) -> str:
    return f"{x:g}"


def _call(fn: Callable, case: Case) -> tuple[object, BaseException | None]:
    args, kwargs = case.inputs()
    try:
        return fn(*args, **kwargs), None
    except (Exception, SystemExit) as err:  # noqa: BLE001 - student code raises anything
        return None, err


def _same_error(outcome: dict, b: BaseException | None) -> bool:
    return (
        b is not None
        and outcome.get("error") == type(b).__name__
        and outcome.get("text") == str(b)[:2000]
    )


def _diagnose_error(exercise: Exercise, case: Case, outcome: dict) -> tuple[str, str]:
    text = f"{outcome.get('error')}: {outcome.get('text', '')}".strip()
    message = f"your function raised {text}"[:500]
    for mistake in exercise.mistakes:
        if _same_error(outcome, _call(mistake.fn, case)[1]):
            return message, mistake.hint
    for needle, hint in exercise.error_hints:
        if needle.lower() in text.lower():
            return message, hint
    if outcome.get("system_exit"):
        return (
            message,
            "do not call sys.exit() or exit() in your function: return a value",
        )
    return message, "run the function on this input yourself and read the traceback"


def _returned_hint(exercise: Exercise, actual, expected) -> str:
    """A hint when the function returns the wrong number of values, or in the wrong
    order ("" when the form is right)."""
    declared = tuple(exercise.outputs)
    if not isinstance(expected, tuple):
        if isinstance(actual, tuple) and not isinstance(expected, list):
            what = f"`{declared[0]}`" if len(declared) == 1 else "the result"
            return f"return only {what}, one value, not a tuple"
        return ""
    names = output_names(len(expected), declared)
    statement = f"`{return_statement(names)}`"
    if not isinstance(actual, (tuple, list)) or len(actual) != len(expected):
        both = "both values" if len(names) == 2 else f"all {len(names)} values"
        return f"return {both}, as a tuple in this order: {statement}"
    if len(actual) > 1 and compare_outputs(tuple(actual)[::-1], expected) is None:
        return f"return the values in this order: {statement}"
    return ""


def _diagnose_output(
    exercise: Exercise, case: Case, actual, expected, problem: str
) -> str:
    outputs = []
    for mistake in exercise.mistakes:
        out, err = _call(mistake.fn, case)
        if err is None:
            outputs.append((mistake, out))
    for strict in (True, False):  # an exact match first, then one up to dtype
        for mistake, out in outputs:
            if compare(actual, out, strict_dtype=strict) is None:
                return mistake.hint
    returned = _returned_hint(exercise, actual, expected)
    if returned:
        return returned
    if problem.startswith("expected dtype"):
        return "compute in (or convert the result to) the dtype the reference returns"
    if problem.startswith("expected shape"):
        return "print the shape of your result on this input and compare"
    if "contains nan" in problem.lower() or "contains inf" in problem.lower():
        return "look for a division by zero or a log of zero"
    return ""


def forbidden_names(exercise: Exercise) -> list[str]:
    """What the function may not call: the exercise's own list, the library module
    that holds the answer, and the grader itself (its registry holds the references)."""
    names = list(exercise.forbidden)
    for module in library_modules(exercise.reference):
        if module not in names:
            names.append(module)
    names.append(__package__)  # transformer_lib.grading
    return names + [n for n in ESCAPES if n not in names]


# ATen operators (patterns of their names) behind each family of forbidden functions:
# what the judge looks for below the torch-function layer, where every alias of an
# operator (torch._softmax, F.scaled_dot_product_attention used as a softmax, ...)
# meets. A deny-list per family, derived from the exercise's forbidden names: an
# allow-list of operators would have to foresee every basic operator an honest
# answer may run (sort, topk, multinomial, cumsum, gather, ...), and one it missed
# would give an honest student 0.
OPERATOR_FAMILIES = (
    (("softmax", "Softmax", "softmin", "Softmin"), r"softmax|softmin"),
    (
        ("scaled_dot_product_attention", "MultiheadAttention", "multi_head_attention"),
        r"scaled_dot_product|_fused_sdp|multi_head_attention|_safe_softmax"
        r"|_efficient_attention|_flash_attention|_transformer_encoder_layer",
    ),
    (
        ("layer_norm", "LayerNorm", "group_norm", "GroupNorm", "batch_norm"),
        r"layer_norm|group_norm|batch_norm|instance_norm|rms_norm",
    ),
    (
        ("cross_entropy", "CrossEntropyLoss", "nll_loss", "NLLLoss"),
        r"nll_loss|cross_entropy",
    ),
    (
        ("TransformerEncoderLayer", "TransformerDecoderLayer"),
        r"_transformer_encoder_layer|_native_multi_head_attention"
        r"|_transformer_decoder",
    ),
)


def forbidden_operators(exercise: Exercise) -> str:
    """A pattern of the ATen operator names the exercise forbids ("" for none)."""
    patterns = []
    for keys, pattern in OPERATOR_FAMILIES:
        if any(k in name for name in exercise.forbidden for k in keys):
            patterns.append(pattern)
    return "|".join(patterns)


# Cases that stay fixed when graded: inputs that are a single point by nature, whose
# correct answer is trivial (the literal answer is the honest one). Every other case
# either draws its inputs from a seeded generator or has a ``vary``; a test insists.
# {(exercise id, case name): why it may stay}
FIXED_CASES = {
    ("ex01.vocab", "no sentences at all"): (
        "an empty corpus: the answer is the special tokens alone"
    ),
    ("ex01.encode", "an empty sentence"): (
        "an empty sentence: the answer is <s> and </s> alone"
    ),
}


def fresh_cases(exercise: Exercise, rng=None) -> list[Case]:
    """The exercise's cases with inputs drawn afresh: a new seed for each case whose
    inputs come from a seeded generator, a new variant (``Case.vary``) of each case
    given as fixed values; only the cases of ``FIXED_CASES`` stay."""
    import dataclasses
    import secrets

    draw = rng or (lambda: secrets.randbelow(2**31 - 1) + 1)
    out = []
    for c in exercise.cases:
        if not callable(c.args) and c.vary is None:
            out.append(c)
            continue
        shown = c.inputs()
        # a case drawn from a small space (one token id of a few dozen) can draw the
        # inputs it showed: draw again, so that a fresh case is never the public one
        for _ in range(_REDRAWS):
            if callable(c.args):
                new = dataclasses.replace(c, seed=draw())
            else:
                new = dataclasses.replace(c, varied=draw())
            if not _equal(new.inputs(), shown):
                break
        out.append(new)
    return out


_REDRAWS = 20


def _equal(a, b) -> bool:
    """Exact equality of two cases' inputs: tensors (dtype, shape, values), modules
    (type and weights), and tuples, lists and dicts of them."""
    if isinstance(a, torch.Tensor) or isinstance(b, torch.Tensor):
        return (
            isinstance(a, torch.Tensor)
            and isinstance(b, torch.Tensor)
            and (a.dtype, a.shape) == (b.dtype, b.shape)
            and bool(torch.equal(a, b))
        )
    if isinstance(a, torch.nn.Module) or isinstance(b, torch.nn.Module):
        return type(a) is type(b) and _equal(a.state_dict(), b.state_dict())
    if isinstance(a, dict) and isinstance(b, dict):
        return list(a) == list(b) and all(_equal(a[k], b[k]) for k in a)
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return (
            type(a) is type(b)
            and len(a) == len(b)
            and all(_equal(x, y) for x, y in zip(a, b, strict=True))
        )
    return type(a) is type(b) and a == b


def library_modules(fn, seen: set | None = None) -> list[str]:
    """The modules of ``transformer_lib`` (outside the grader) that ``fn`` calls into:
    where the reference lives, or what a reference written in a checks module uses."""
    root = __package__.rsplit(".", 1)[0]  # transformer_lib
    seen = set() if seen is None else seen
    module = getattr(fn, "__module__", "") or ""
    if module.startswith(root + ".") and not module.startswith(__package__):
        return [module]
    code = getattr(fn, "__code__", None)
    if code is None:
        return []

    def names(c):
        yield from c.co_names
        for k in c.co_consts:
            if hasattr(k, "co_names"):
                yield from names(k)

    found: list[str] = []
    for name in names(code):
        obj = fn.__globals__.get(name)
        if obj is None or id(obj) in seen or not callable(obj):
            continue
        seen.add(id(obj))
        for m in library_modules(obj, seen):
            if m not in found:
                found.append(m)
    return found


FORBIDDEN_HINT = (
    "this exercise asks you to write it yourself from basic tensor operations; "
    "the exercise text lists what it does not allow"
)


def forbidden_message(used) -> str:
    """Names the forbidden functions used; the operators only when no function was
    seen by name (``torch._softmax``, a public function used for another purpose)."""
    calls = [n for n in used if not n.startswith("aten::")]
    if calls:
        names = ", ".join(f"`{n}`" for n in calls)
        return f"your function used {names}, which this exercise does not allow"
    names = ", ".join(f"`{n}`" for n in used)
    return f"your function ran the operator {names}, which this exercise does not allow"


_SAFE_EXPECTED = re.compile(r"expected (shape|dtype|a |one |\d+ (items|returned))")


def redact(message: str) -> str:
    """A private case's message without the values in it: what a function raises or
    returns can carry its inputs (in its values, its shape, its length, the name of
    its class), and feedback never shows a private case's inputs."""
    if message.startswith("your function raised"):
        kind = message[len("your function raised ") :].split(":")[0].strip()
        if not isinstance(getattr(builtins, kind, None), type):
            kind = "an exception of a class of its own"
        return f"your function raised {kind} (messages of the instructor's checks are not shown)"
    if message.startswith("your function returned"):
        return (
            "your function returned something that is not plain data (what, is not "
            "shown for the instructor's checks)"
        )
    if "got" in message and _SAFE_EXPECTED.search(message):
        return re.sub(r"\bgot\b.*", "got something else", message)
    if "got" in message:
        kept = re.split(r":? expected |^expected ", message)[0].rstrip(": ")
        return (
            kept
            if kept.startswith("values differ") or "values differ" in kept
            else ((kept + ": " if kept else "") + "the value differs")
        )
    return message


def judge_case(exercise: Exercise, case: Case, outcome: dict) -> TestResult:
    """Score one case from what the student's function did (``kernel.call_cases``),
    without the values of a private case in the message (``redact``)."""
    result = _judge_case(exercise, case, outcome)
    if case.private and result.message:
        result.message = redact(result.message)
    return result


def _judge_case(exercise: Exercise, case: Case, outcome: dict) -> TestResult:
    """Runs in the grader's process: the reference, the comparison and the mistakes
    are computed here, never in the process that ran the student's code."""
    result = TestResult(case.name, 0.0, case.points, private=case.private)
    status = outcome.get("status")
    if status == "timeout":  # first: the alarm can land in the recorder's own hook,
        # which Python then drops, and that must not read as the student's doing
        result.message = outcome.get("text", "your function took too long")
        result.hint = "look for a loop that never ends, or work far larger than needed"
        return result
    if outcome.get("used"):
        result.message = forbidden_message(outcome["used"])
        result.hint = FORBIDDEN_HINT
        return result
    if status == "not_implemented":
        result.message, result.hint = NOT_IMPLEMENTED, NOT_IMPLEMENTED_HINT
        return result
    if status == "skipped":
        result.message = outcome.get("text", "not run")
        return result
    if status == "raised":
        result.message, result.hint = _diagnose_error(exercise, case, outcome)
        return result
    if status == "not_plain":
        result.message = f"your function returned {outcome.get('text', 'an object')}"
        result.hint = NOT_PLAIN_HINT
        return result
    if status == "failed":
        result.message = outcome.get("text", "the grader could not run this case")
        return result
    if status != "returned":
        result.message = f"the grader could not read this result ({status})"
        return result
    args, kwargs = case.inputs()
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(case.seed)
        expected = exercise.reference(*args, **kwargs)
    actual = outcome.get("value")
    if exercise.convert is not None:
        try:
            actual = exercise.convert(actual)
        except Exception as err:  # noqa: BLE001 - a result of the wrong kind
            failed = {"error": type(err).__name__, "text": str(err)[:2000]}
            result.message, result.hint = _diagnose_error(exercise, case, failed)
            return result
    found = compare_outputs(actual, expected, tuple(exercise.outputs))
    if found is None:
        result.score = case.points
        return result
    where, problem = found
    result.message = (f"{where}: {problem}" if where else problem)[:500]
    result.hint = _diagnose_output(exercise, case, actual, expected, problem)
    return result


def not_callable_result(exercise: Exercise, cases, what: str) -> ExerciseResult:
    """Zero on ``cases``: the name the exercise grades is not a function."""
    return failed_result(
        exercise,
        f"expected a function named {exercise.function}, got {what}"[:200],
        f"define `def {exercise.function}(...)` and run its cell",
        cases,
    )


def judge_exercise(
    exercise: Exercise, outcomes: list[dict], cases=None
) -> ExerciseResult:
    """Score every case of ``exercise`` from its outcomes (one per case, in order)."""
    cases = exercise.cases if cases is None else cases
    tests = [
        judge_case(exercise, case, outcome)
        for case, outcome in zip(cases, outcomes, strict=True)
    ]
    return ExerciseResult(exercise.id, exercise.title, tests)


def case_plan(cases) -> list[tuple]:
    """(seed, args, kwargs) for each case: what ``kernel.call_cases`` calls with."""
    return [(case.seed, *case.inputs()) for case in cases]


def run_exercise(
    exercise: Exercise,
    fn,
    timeout: float | None = 20.0,
    private: bool = True,
    forbid: bool = True,
) -> ExerciseResult:
    """Run every case of ``exercise`` on ``fn`` (``private``: include private cases;
    ``forbid=False`` lets it call what the exercise forbids, for tests that build
    on the reference).

    In this process: for a student's own feedback (``check``) and for tests. The batch
    grader calls the function in the submission's kernel and judges here instead."""
    cases = [c for c in exercise.cases if private or not c.private]
    if not callable(fn):
        return not_callable_result(exercise, cases, repr(fn))
    names = forbidden_names(exercise) if forbid else ()
    operators = forbidden_operators(exercise) if forbid else ""
    outcomes = call_cases(fn, case_plan(cases), timeout, names, forbidden_ops=operators)
    return judge_exercise(exercise, outcomes, cases)


def failed_result(
    exercise: Exercise, message: str, hint: str = "", cases=None
) -> ExerciseResult:
    """Zero on every case (``cases``, by default the exercise's own) for one reason
    (a missing function, a crash, no time left)."""
    tests = [
        TestResult(c.name, 0.0, c.points, message, hint, c.private)
        for c in (exercise.cases if cases is None else cases)
    ]
    return ExerciseResult(exercise.id, exercise.title, tests)
