"""Exercises, their checks, and running the checks on a student's function.

An ``Exercise`` names the function a student writes, the library's reference for it, the
``Case``s (inputs) it is checked on, and the ``Mistake``s it knows: wrong
implementations with the hint to give when a student's output matches theirs.
"""

from __future__ import annotations

import copy
import signal
import threading
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass, field

import torch

from .compare import compare, compare_outputs, output_names, return_statement

__all__ = [
    "Case",
    "Mistake",
    "Exercise",
    "TestResult",
    "ExerciseResult",
    "run_exercise",
]

NOT_IMPLEMENTED = "not implemented yet"
NOT_IMPLEMENTED_HINT = (
    "replace the `raise NotImplementedError(...)` line with your code, run that cell, "
    "then run this one again"
)


@dataclass(frozen=True)
class Case:
    """One check: call the function on these inputs and compare with the reference.

    ``args`` is a tuple, or a function of a seeded ``torch.Generator`` returning one.
    """

    name: str
    args: tuple | Callable[[torch.Generator], tuple] = ()
    kwargs: dict = field(default_factory=dict)
    points: float = 1.0
    seed: int = 0
    private: bool = False

    def inputs(self) -> tuple[tuple, dict]:
        """Fresh copies of the inputs (a function may modify what it is given)."""
        if callable(self.args):
            args = self.args(torch.Generator().manual_seed(self.seed))
        else:
            args = self.args
        return copy.deepcopy(tuple(args)), copy.deepcopy(self.kwargs)


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

    def to_dict(self) -> dict:
        return {
            "id": self.id,
            "title": self.title,
            "tests": [t.__dict__ for t in self.tests],
        }

    @classmethod
    def from_dict(cls, data: dict) -> ExerciseResult:
        return cls(data["id"], data["title"], [TestResult(**t) for t in data["tests"]])


def _num(x: float) -> str:
    return f"{x:g}"


class CallTimeout(BaseException):
    """Raised inside a student's function that runs too long.

    A BaseException, so that a student's ``except Exception`` does not swallow it.
    """


@contextmanager
def time_limit(seconds: float | None):
    """Interrupt the body after ``seconds`` (main thread with SIGALRM only)."""
    usable = (
        seconds
        and hasattr(signal, "setitimer")
        and threading.current_thread() is threading.main_thread()
    )
    if not usable:
        yield
        return

    def _alarm(signum, frame):
        raise CallTimeout(f"took longer than {seconds:g} s")

    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _call(fn: Callable, case: Case) -> tuple[object, BaseException | None]:
    args, kwargs = case.inputs()
    try:
        return fn(*args, **kwargs), None
    except (Exception, SystemExit) as err:  # noqa: BLE001 - student code raises anything
        return None, err


def _same_error(a: BaseException, b: BaseException | None) -> bool:
    return b is not None and type(a) is type(b) and str(a) == str(b)


def _diagnose_error(
    exercise: Exercise, case: Case, err: BaseException
) -> tuple[str, str]:
    text = f"{type(err).__name__}: {err}".strip()
    message = f"your function raised {text}"[:500]
    for mistake in exercise.mistakes:
        if _same_error(err, _call(mistake.fn, case)[1]):
            return message, mistake.hint
    for needle, hint in exercise.error_hints:
        if needle.lower() in text.lower():
            return message, hint
    if isinstance(err, SystemExit):
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


def _run_case(exercise: Exercise, case: Case, fn: Callable, timeout) -> TestResult:
    result = TestResult(case.name, 0.0, case.points, private=case.private)
    args, kwargs = case.inputs()
    expected = exercise.reference(*args, **kwargs)
    args, kwargs = case.inputs()
    try:
        with time_limit(timeout):
            actual = fn(*args, **kwargs)
        if exercise.convert is not None:
            actual = exercise.convert(actual)
    except NotImplementedError:
        result.message, result.hint = NOT_IMPLEMENTED, NOT_IMPLEMENTED_HINT
        return result
    except CallTimeout as err:
        result.message = f"your function {err}"
        result.hint = "look for a loop that never ends, or work far larger than needed"
        return result
    except (Exception, SystemExit) as err:  # noqa: BLE001
        result.message, result.hint = _diagnose_error(exercise, case, err)
        return result
    found = compare_outputs(actual, expected, tuple(exercise.outputs))
    if found is None:
        result.score = case.points
        return result
    where, problem = found
    result.message = (f"{where}: {problem}" if where else problem)[:500]
    result.hint = _diagnose_output(exercise, case, actual, expected, problem)
    return result


def run_exercise(
    exercise: Exercise, fn, timeout: float | None = 20.0, private: bool = True
) -> ExerciseResult:
    """Run every case of ``exercise`` on ``fn`` (``private``: include private cases)."""
    cases = [c for c in exercise.cases if private or not c.private]
    tests = []
    if not callable(fn):
        for case in cases:
            tests.append(
                TestResult(
                    case.name,
                    0.0,
                    case.points,
                    f"expected a function named {exercise.function}, got {fn!r}"[:200],
                    f"define `def {exercise.function}(...)` and run its cell",
                    case.private,
                )
            )
        return ExerciseResult(exercise.id, exercise.title, tests)
    skip = ""  # after a stub or an endless call, do not call the function again
    for case in cases:
        if skip:
            tests.append(
                TestResult(case.name, 0.0, case.points, skip, "", case.private)
            )
            continue
        with torch.random.fork_rng(devices=[]):
            torch.manual_seed(case.seed)
            test = _run_case(exercise, case, fn, timeout)
        if test.message == NOT_IMPLEMENTED:
            skip = NOT_IMPLEMENTED
        elif test.message.startswith("your function took longer"):
            skip = "not run (an earlier call timed out)"
        tests.append(test)
    return ExerciseResult(exercise.id, exercise.title, tests)


def failed_result(exercise: Exercise, message: str, hint: str = "") -> ExerciseResult:
    """Zero on every case for one reason (a missing function, a crash, no time left)."""
    tests = [
        TestResult(c.name, 0.0, c.points, message, hint, c.private)
        for c in exercise.cases
    ]
    return ExerciseResult(exercise.id, exercise.title, tests)
