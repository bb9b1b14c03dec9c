"""How the judge process runs a submission's functions: one case at a time, public
before private, results made plain inside the limits, and a deadline for the whole.

These call the judge directly (``run_judge``) or the call loop it runs
(``call_cases``), with functions that look for what they should not find.
"""

from __future__ import annotations

import time

import pytest
import torch

from transformer_lib.grading.judge import Job, run_judge
from transformer_lib.grading.kernel import call_cases
from transformer_lib.grading.runner import _MODULES

MARK = 123456.0  # the private case's input is full of it

# the function looks through every object of its process for a tensor holding the
# private case's mark, and says whether it found one
SEARCH = """
import gc
import torch

def f(x):
    found = 0.0
    for obj in gc.get_objects():
        if isinstance(obj, (list, tuple, dict)):
            items = obj.values() if isinstance(obj, dict) else obj
            for item in list(items):
                if type(item) is torch.Tensor and item.numel() and bool((item == MARK).any()):
                    found = 1.0
    return torch.tensor(found)
""".replace("MARK", repr(MARK))


# The search needs `gc`, which a slice may not import: the judge in this test loads
# slices with plain `exec` (its copy of worker.py, with the loader redefined at the
# end), so that what is tested is what the parent sends, and when.
UNGUARDED_LOADER = """

def _load_slice(sources, timeout, *rest):
    namespace = {"__name__": "__main__"}
    for filename, source in sources:
        exec(compile(source, filename, "exec"), namespace)
    return namespace, {"status": "loaded"}
"""


def _unguarded_modules() -> dict:
    modules = dict(_MODULES)
    filename, source, package = modules["transformer_lib.grading.worker"]
    assert "def _load_slice(" in source
    modules["transformer_lib.grading.worker"] = (
        filename,
        source + UNGUARDED_LOADER,
        package,
    )
    return modules


@pytest.mark.slow
def test_a_private_input_is_not_in_the_judge_while_a_public_case_runs():
    public = (0, (torch.zeros(3),), {})
    private = (0, (torch.full((3,), MARK),), {})
    job = Job(
        "search", "f", [("<cell 1>", SEARCH)], [public, private, public], [], "",
        [False, True, False],
    )  # fmt: skip
    record = run_judge([job], _unguarded_modules(), 2**31, call_seconds=20)["search"]
    found = [case["value"].item() for case in record["cases"]]
    # the public cases (first and third) ran before the private one was sent; the
    # private one finds its own input, so the search does find what is there
    assert found == [0.0, 1.0, 0.0]


@pytest.mark.slow
def test_the_judge_stops_at_the_submissions_deadline():
    slow = "import time\ndef f(x):\n    time.sleep(3)\n    return x\n"
    cases = [(0, (torch.zeros(1),), {})] * 20
    job = Job("slow", "f", [("<cell 1>", slow)], cases, [], "")
    record = run_judge(
        [job],
        _unguarded_modules(),
        2**31,
        call_seconds=5,
        deadline=time.monotonic() + 15,
    )["slow"]
    statuses = [c["status"] for c in record["cases"]]
    # 20 calls of 3 s would take 60 s: those the deadline left out are skipped
    assert statuses[0] == "returned" and statuses[-1] == "skipped"
    assert set(statuses) <= {"returned", "failed", "skipped"}
    assert "time limit was reached" in record["cases"][-1]["text"]


class _Slow(Exception):
    def __str__(self):
        while True:
            pass


class _Telling(Exception):
    def __str__(self):
        return str(torch.softmax(torch.zeros(2), 0))


def test_what_a_function_raises_is_read_inside_the_time_limit_and_recorders():
    def slow(x):
        raise _Slow()

    def telling(x):
        raise _Telling()

    cases = [(0, (torch.zeros(2),), {})]
    (outcome,) = call_cases(slow, cases, 1.0)
    assert outcome["status"] == "timeout"
    (outcome,) = call_cases(
        telling, cases, 5.0, ["torch.softmax"], forbidden_ops="softmax"
    )
    assert outcome["status"] == "raised"
    assert "torch.softmax" in outcome["used"]
    assert "aten::_softmax" in outcome["used"]


def test_a_result_that_is_not_plain_data_scores_zero_and_says_what_it_was():
    from transformer_lib.grading import get_exercise
    from transformer_lib.grading.core import case_plan, judge_exercise

    class Claims(torch.Tensor):
        pass

    exercise = get_exercise("ex03.softmax")

    def softmax(x, dim=-1):
        return torch.softmax(x, dim).as_subclass(Claims)

    outcomes = call_cases(softmax, case_plan(exercise.cases), 5.0)
    assert {o["status"] for o in outcomes} == {"not_plain"}
    result = judge_exercise(exercise, outcomes)
    assert result.score == 0
    assert (
        "your function returned an object of type `Claims`" in result.tests[0].message
    )


def test_a_call_stopped_by_its_time_limit_is_told_so_not_blamed_for_the_recorder():
    """The alarm often lands in the recorder's own profile hook, which Python then
    drops (an audit event that reads as ``sys.setprofile``): the feedback must still
    say the call took too long."""
    from transformer_lib.grading import get_exercise
    from transformer_lib.grading.core import case_plan, forbidden_names, judge_exercise

    exercise = get_exercise("ex03.softmax")

    def helper():
        return 1

    def softmax(x, dim=-1):
        while True:
            len([])
            helper()

    for _ in range(10):
        outcomes = call_cases(
            softmax, case_plan(exercise.cases[:1]), 0.05, forbidden_names(exercise)
        )
        result = judge_exercise(exercise, outcomes, exercise.cases[:1])
        assert "took longer than" in result.tests[0].message, result.report()


@pytest.mark.slow
def test_a_server_of_judges_that_stops_answering_is_replaced():
    """Every judge is forked by one server process; one that no longer answers (here
    stopped with SIGSTOP) is killed and a fresh one started, and the submission is
    graded all the same."""
    import os
    import signal

    from transformer_lib.grading import judge

    job = Job(
        "plus", "f", [("<cell 1>", "def f(x):\n    return x + 1\n")],
        [(0, (torch.zeros(2),), {})], [], "",
    )  # fmt: skip
    first = run_judge([job], _MODULES, 2**31, call_seconds=20)["plus"]
    assert first["cases"][0]["value"].tolist() == [1.0, 1.0]
    stopped = judge._ZYGOTE.proc
    os.kill(stopped.pid, signal.SIGSTOP)
    record = run_judge([job], _MODULES, 2**31, call_seconds=20)["plus"]
    assert record["cases"][0]["status"] == "returned", record
    assert record["cases"][0]["value"].tolist() == [1.0, 1.0]
    assert stopped.poll() is not None  # killed, and a new server forked the judge
    assert judge._ZYGOTE.proc is not stopped
