"""The judge of the batch grader: runs in the parent process, never with student code.

The submission's kernel saves what the student's functions returned (``kernel.collect``).
Here those files are loaded with ``torch.load(weights_only=True)``, which rebuilds only
plain data (tensors, numbers, strings, lists, tuples, dicts) and cannot execute code;
anything else in them is refused, and the exercises they should hold score 0. The
references, the comparison and the hints are all computed in this process
(``core.judge_case``), and the notebook's code is parsed for forbidden functions
(``static.forbidden_uses``).
"""

from __future__ import annotations

import warnings
from pathlib import Path

import torch

from .core import (
    FORBIDDEN_HINT,
    Exercise,
    ExerciseResult,
    TestResult,
    failed_result,
    forbidden_message,
    judge_exercise,
    not_callable_result,
)
from .kernel import OPAQUE

UNREADABLE_HINT = (
    "return plain values (tensors, numbers, strings, lists, tuples, dicts), "
    "not objects of your own classes"
)
_STATUSES = {"returned", "raised", "not_implemented", "timeout", "skipped"}


class UnsafeOutput(ValueError):
    """The outputs file holds something that is not plain data."""


class Opaque:
    """A value the student's function returned that is not plain data: its type name
    and repr, as the kernel saw them. Compares unequal to everything."""

    def __init__(self, text: str):
        self.text = text

    def __repr__(self) -> str:
        return self.text

    def __eq__(self, other) -> bool:
        return False

    __hash__ = None


def _opaque(name: str, text: str) -> Opaque:
    name = name if isinstance(name, str) and name.isidentifier() else "object"
    return type(name, (Opaque,), {})(str(text)[:200])


def plain_value(obj, depth: int = 0):
    """Check that a loaded value is plain data, rebuild markers as ``Opaque``."""
    if depth > 50:
        raise UnsafeOutput("nested too deeply")
    kind = type(obj)
    if kind in (bool, int, str, type(None)):
        return obj
    if kind in (float, complex):
        return obj
    if kind in (torch.Tensor, torch.nn.Parameter):
        if obj.layout != torch.strided or obj.device.type != "cpu":
            raise UnsafeOutput(f"a tensor with layout {obj.layout} on {obj.device}")
        return obj.detach() if kind is torch.Tensor else obj.data
    if kind in (list, tuple):
        items = [plain_value(x, depth + 1) for x in obj]
        return items if kind is list else tuple(items)
    if isinstance(obj, dict):
        if set(obj) == {OPAQUE, "repr"}:
            return _opaque(obj[OPAQUE], obj["repr"])
        for key in obj:
            if type(key) not in (bool, int, str, float, type(None)):
                raise UnsafeOutput(f"a dict key of type {type(key).__name__}")
        return {k: plain_value(v, depth + 1) for k, v in obj.items()}
    raise UnsafeOutput(f"an object of type {kind.__name__}")


def _outcome(raw) -> dict:
    if not isinstance(raw, dict) or raw.get("status") not in _STATUSES:
        raise UnsafeOutput("a case without a known status")
    outcome = {"status": raw["status"]}
    for key in ("error", "text"):
        if key in raw:
            outcome[key] = str(raw[key])[:2000] if type(raw[key]) is str else ""
    outcome["system_exit"] = raw.get("system_exit") is True
    used = raw.get("used", [])
    if not isinstance(used, list) or not all(type(u) is str for u in used):
        raise UnsafeOutput("a list of used functions that is not a list of names")
    outcome["used"] = [u[:200] for u in used]
    if raw["status"] == "returned":
        outcome["value"] = plain_value(raw.get("value"))
    return outcome


def load_outputs(paths, folder: Path) -> tuple[dict, str]:
    """({exercise id: record}, why a file could not be read safely, or "")."""
    records: dict = {}
    problem = ""
    for path in paths:
        path = Path(path)
        try:
            inside = path.resolve().parent == folder.resolve()
        except OSError:
            inside = False
        if not inside:
            problem = problem or "a results file outside the grader's folder"
            continue
        try:
            with warnings.catch_warnings():  # a file not written by torch.save
                warnings.simplefilter("ignore")
                data = torch.load(path, weights_only=True, map_location="cpu")
            if not isinstance(data, dict) or not isinstance(
                data.get("exercises"), dict
            ):
                raise UnsafeOutput("not a grader's results file")
            for exercise_id, record in data["exercises"].items():
                if type(exercise_id) is str and exercise_id not in records:
                    records[exercise_id] = record
        except Exception as err:  # noqa: BLE001 - whatever the file holds
            text = f"{type(err).__name__}: {err}".splitlines()[0][:300]
            problem = problem or text
    return records, problem


def judge_record(exercise: Exercise, record) -> ExerciseResult:
    """Score one exercise from what the kernel saved about it."""
    if not isinstance(record, dict):
        raise UnsafeOutput("not a record")
    if "missing" in record:
        return failed_result(
            exercise,
            f"no function named {exercise.function} is defined",
            "run the cell that defines it; if that cell raises an error, fix it first",
        )
    if "not_callable" in record:
        return not_callable_result(
            exercise, exercise.cases, str(record["not_callable"])[:200]
        )
    cases = record.get("cases")
    if not isinstance(cases, list) or len(cases) != len(exercise.cases):
        raise UnsafeOutput("not one result per case")
    return judge_exercise(exercise, [_outcome(c) for c in cases])


def judge_exercise_safely(
    exercise: Exercise, record, unreadable: str
) -> ExerciseResult | None:
    """``judge_record``, or 0 with a clear message when the record is not plain data.

    None when there is no record (the exercise was not reached)."""
    if record is None and not unreadable:
        return None
    try:
        if record is None:
            raise UnsafeOutput(unreadable)
        return judge_record(exercise, record)
    except UnsafeOutput as err:
        why = str(err) or unreadable
    except Exception as err:  # noqa: BLE001 - a record shaped to break the judge
        why = f"{type(err).__name__}: {err}"[:300]
    return failed_result(
        exercise,
        f"the results of your function could not be read safely ({why})",
        UNREADABLE_HINT,
    )


def apply_static(result: ExerciseResult, used: list[str]) -> ExerciseResult:
    """0 on every case when the code itself uses what the exercise forbids."""
    if not used:
        return result
    message = forbidden_message(used).replace("your function used", "your code uses")
    tests = [
        TestResult(t.name, 0.0, t.max_score, message, FORBIDDEN_HINT, t.private)
        for t in result.tests
    ]
    return ExerciseResult(result.id, result.title, tests)
