"""Batch grading: each submission in its own processes, a Gradescope results.json each.

``grade_submission`` grades one notebook. The marks come from definitions, not from the
notebook's process: the graded functions and what they need are cut out of the
notebook's code (``slicer.py``) and run, with nothing else of the notebook, in a fresh
judge process (``judge.run_judge``, ``worker.py``) on inputs drawn afresh for this run;
what they returned is scored here. Meanwhile the whole notebook runs in a kernel of its
own under a wall-clock limit (``executor.py``), for the feedback log only: nothing it
produces counts. ``grade_batch`` does it for many notebooks, with a progress bar, and
writes the class's ``results.csv``.
"""

from __future__ import annotations

import csv
import functools
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path

from .core import (
    FORBIDDEN_HINT,
    Exercise,
    case_plan,
    failed_result,
    forbidden_message,
    forbidden_names,
    forbidden_operators,
    fresh_cases,
)
from .judge import (
    Job,
    judge_environment,
    judge_exercise_safely,
    kill_group,
    parent_path,
    run_judge,
)
from .registry import exercises, private_checks
from .slicer import code_cells, extract, forbidden_uses
from .worker import cap_memory

PACKAGE_ROOT = Path(__file__).resolve().parents[2]
EXECUTOR = str(Path(__file__).with_name("executor.py"))
GRACE_SECONDS = 10  # past the wall clock, the driver process is killed


def _package_files() -> dict[Path, bytes]:
    """Every file of the package, ``__pycache__`` included, as it is now."""
    files = {}
    for path in sorted((PACKAGE_ROOT / "transformer_lib").rglob("*")):
        try:
            if path.is_file() and not path.is_symlink():
                files[path] = path.read_bytes()
        except OSError:
            pass
    return files


def _modules(files: dict[Path, bytes]) -> dict[str, tuple[str, str, bool]]:
    """The package's modules for the judge: name -> (file, source, is a package)."""
    modules = {}
    root = PACKAGE_ROOT
    for path, data in files.items():
        if path.suffix != ".py" or "__pycache__" in path.parts:
            continue
        parts = list(path.relative_to(root).with_suffix("").parts)
        package = parts[-1] == "__init__"
        if package:
            parts = parts[:-1]
        modules[".".join(parts)] = (str(path), data.decode("utf-8", "replace"), package)
    return modules


_SNAPSHOT = _package_files()
_MODULES = _modules(_SNAPSHOT)
_in_flight = 0  # submissions being graded now (the snapshot is refreshed when none is)
_flight_lock = threading.Lock()


def _start_submission() -> None:
    global _SNAPSHOT, _MODULES, _in_flight
    with _flight_lock:
        if _in_flight == 0:  # an edit made between gradings is the package now
            exercises()  # the checks (and what they import) are loaded first
            _SNAPSHOT = _package_files()
            _MODULES = _modules(_SNAPSHOT)
        _in_flight += 1


def _end_submission() -> None:
    global _in_flight
    with _flight_lock:
        restore_package()  # again, for a grading that raised before its own
        _in_flight -= 1


def restore_package() -> list[str]:
    """Put back every file of the package that changed, came or went since grading
    started (``__pycache__`` included); return their names. Neither this process nor
    the judge reads them: this one imported its modules before, and the judge gets
    their source from it."""
    changed = []
    now = _package_files()
    for path, data in _SNAPSHOT.items():
        if now.get(path) != data:
            changed.append(str(path.relative_to(PACKAGE_ROOT)))
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(data)
            except OSError:
                pass
    for path in now:
        if path not in _SNAPSHOT:
            changed.append(str(path.relative_to(PACKAGE_ROOT)))
            try:
                path.unlink()
            except OSError:
                pass
    return changed


def package_digest() -> str:
    """A hash of every file under the package (names and contents)."""
    digest = hashlib.sha256()
    for path, data in _package_files().items():
        digest.update(str(path.relative_to(PACKAGE_ROOT)).encode() + b"\0" + data)
    return digest.hexdigest()


@dataclass
class Limits:
    """What one submission may use. Times in seconds."""

    wall: float = 300.0  # the whole submission: kernel start, cells, grading
    cell: float = 60.0  # one notebook cell
    call: float = 10.0  # one call of a student's function by a check
    memory_mb: int = 2048  # what the kernel and the judge may allocate (RLIMIT_DATA)
    output_kb: int = 1024  # output kept from the notebook (the rest is dropped)
    file_mb: int = 64  # largest file the notebook may write (RLIMIT_FSIZE)
    max_restarts: int = 3  # kernel restarts after cells that kill or wedge it


# --- which exercises a notebook answers


def _chapter_prefixes(ids) -> list[str]:
    return sorted({i.split(".")[0] for i in ids})


def assignment_exercises(
    notebook: Path, assignment: str | None = None
) -> list[Exercise]:
    """The exercises to grade: ``assignment`` ("ex01" or "ex01.vocab,ex01.embed"), else
    the ids the generated notebook lists in its metadata, else the file name (exNN_*),
    else the exercise ids its text mentions."""
    if assignment:
        wanted = [a.strip() for a in assignment.split(",") if a.strip()]
    else:
        wanted = []
        try:
            text = notebook.read_text(encoding="utf-8", errors="replace")
        except OSError:
            text = ""
        try:
            listed = json.loads(text)["metadata"]["transformer_lib"]["exercises"]
            wanted = _chapter_prefixes(listed)
        except (ValueError, KeyError, TypeError, AttributeError):
            pass
        if not wanted and re.match(r"ex\d\d", notebook.name):
            wanted = [notebook.name[:4]]
        if not wanted:
            known = [ex.id for ex in exercises()]
            wanted = _chapter_prefixes(i for i in known if i in text)
    chosen = []
    for prefix in wanted:
        for exercise in exercises(prefix):
            if exercise not in chosen:
                chosen.append(exercise)
    return chosen


# --- one submission


def _kill_kernel(pid_file: Path) -> None:
    try:
        pid = int(pid_file.read_text(encoding="utf-8").strip())
        cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
    except (OSError, ValueError):
        return
    if b"ipykernel" in cmdline:  # still our kernel, not a recycled pid
        kill_group(pid)


def _child_env(work: Path) -> dict:
    env = judge_environment()  # one core per process, Agg backend
    # the kernel sees the packages this process sees, however they were installed
    env["PYTHONPATH"] = os.pathsep.join([str(PACKAGE_ROOT), *parent_path()])
    env["PYTHONDONTWRITEBYTECODE"] = "1"  # nothing written into the package
    return env


def _execute(notebook: Path, limits: Limits, work: Path):
    """Run the notebook in the executor's kernel, for the feedback log only; return
    (its log, whether the wall clock stopped it)."""
    config = {
        "notebook": str(notebook),
        "workdir": str(work),
        "sys_path": parent_path(),
        "wall_seconds": limits.wall,
        "cell_seconds": limits.cell,
        "memory_bytes": limits.memory_mb * 2**20,
        "file_bytes": limits.file_mb * 2**20,
        "output_bytes": limits.output_kb * 1024,
        "max_restarts": limits.max_restarts,
    }
    (work / "config.json").write_text(json.dumps(config), encoding="utf-8")
    with open(work / "driver.log", "wb") as log:
        proc = subprocess.Popen(
            # by path, isolated (-I): nothing from its working folder, which the
            # kernel can write to; the search path comes from the config
            [sys.executable, "-I", "-B", EXECUTOR, work / "config.json"],
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            cwd=work,
            env=_child_env(work),
            start_new_session=True,
            preexec_fn=functools.partial(cap_memory, config["memory_bytes"] + 2**30),
        )
        killed = False
        try:
            proc.wait(timeout=limits.wall + GRACE_SECONDS)
        except subprocess.TimeoutExpired:
            killed = True
            kill_group(proc.pid)
            proc.wait()
        _kill_kernel(work / "kernel.pid")
    try:
        state = json.loads((work / "log.json").read_text(encoding="utf-8"))
        if not isinstance(state, dict):
            raise ValueError("not a log")
    except (OSError, ValueError):
        state = {"status": "running"}
    if state.get("status") == "running" and not killed:  # the executor itself failed
        driver = (work / "driver.log").read_bytes()[-1500:].decode(errors="replace")
        state.update(status="crashed", error=driver.strip())
    return state, killed


def _slice_problems(exercise: Exercise, problems: list[str]):
    shown = "; ".join(problems[:3]) + (" …" if len(problems) > 3 else "")
    return failed_result(
        exercise,
        f"the grader runs only your definitions, and {exercise.function} needs "
        f"code it does not run: {shown}"[:800],
        "define the function (and its helpers) with plain def, class, import and "
        "NAME = value statements, using torch and math; the exercise text says what "
        "is allowed",
    )


def _judge(
    notebook: Path, chosen: list[Exercise], limits: Limits, deadline: float
) -> dict:
    """{exercise id: its result} from the slices, run in the judge process, which
    stops at ``deadline`` (``time.monotonic()``)."""
    try:
        text = notebook.read_text(encoding="utf-8", errors="replace")
    except OSError:
        text = ""
    cells = code_cells(text)
    graded, jobs, cases = {}, {}, {}
    for exercise in chosen:
        piece = extract(cells, exercise.function)
        names = forbidden_names(exercise)
        used = forbidden_uses(piece, names)
        if piece.missing:
            graded[exercise.id] = failed_result(
                exercise,
                f"no function named {exercise.function} is defined",
                "define it at the top level of a cell with `def "
                f"{exercise.function}(...)`; if that cell has a syntax error, fix it",
            )
        elif piece.problems:
            graded[exercise.id] = _slice_problems(exercise, piece.problems)
        elif used:  # 0 on every case, even those whose path does not reach it
            message = forbidden_message(used).replace(
                "your function used", "your code uses"
            )
            graded[exercise.id] = failed_result(exercise, message, FORBIDDEN_HINT)
        else:
            cases[exercise.id] = fresh_cases(exercise)
            jobs[exercise.id] = Job(
                exercise.id,
                exercise.function,
                piece.sources(),
                case_plan(cases[exercise.id]),
                names,
                forbidden_operators(exercise),
                [case.private for case in cases[exercise.id]],
            )
            graded[exercise.id] = piece  # replaced below
    records = run_judge(
        list(jobs.values()), _MODULES, limits.memory_mb * 2**20, limits.call, deadline
    )
    for exercise in chosen:
        if exercise.id not in jobs:
            continue
        piece = graded[exercise.id]
        record = records.get(exercise.id)
        result = judge_exercise_safely(exercise, record, cases[exercise.id])
        if piece.left_out and result.score < result.max_score:
            note = " | note: " + "; ".join(piece.left_out[:2])
            for test in result.tests:
                if test.score < test.max_score and test.message:
                    test.message = (test.message + note)[:900]
        graded[exercise.id] = result
    return graded


def _summary(state: dict, killed: bool, limits: Limits) -> tuple[str, str, list[str]]:
    """(status, text for the student, cell problems)."""
    if state.get("status") == "unreadable":
        return "unreadable", f"The notebook could not be read: {state.get('error')}", []
    problems = []
    for index, cell in sorted(
        state.get("cells", {}).items(), key=lambda kv: int(kv[0])
    ):
        if cell["status"] != "ok":
            problems.append(f"cell {index}: {cell['status']}: {cell['error']}")
    lines = []
    status = "ok"
    if problems:
        status = "errors"
        lines.append(
            "Some cells did not run cleanly (the marks do not depend on it: the "
            "grader runs your definitions on its own):"
        )
        lines += [f"  {p}" for p in problems[:20]]
    if state.get("skipped"):
        lines.append(f"Cells skipped after they stopped the kernel: {state['skipped']}")
    if state.get("not_run"):
        status = "timeout"
        lines.append(f"Cells not run: the {limits.wall:g} s limit was reached first.")
    if state.get("output_truncated"):
        lines.append(f"Output beyond {limits.output_kb} KB was dropped.")
    if killed:
        status = "timeout"
        lines.append(f"Stopped by the {limits.wall:g} s wall-clock limit.")
    if state.get("status") == "crashed":
        status = "crashed"
        lines.append(f"The grader's process failed: {state.get('error', '')[-500:]}")
    return status, "\n".join(lines), problems


def _strings(value) -> list[str]:
    """A list of at most 5 short strings from a log entry the kernel could have
    written over."""
    if not isinstance(value, list):
        return []
    return [str(v)[:300] for v in value[:5]]


def results_json(
    notebook: Path, chosen: list[Exercise], state: dict, killed: bool, limits: Limits
) -> dict:
    """The Gradescope results for one submission (and a little more in extra_data)."""
    try:
        status, text, problems = _summary(state, killed, limits)
    except Exception:  # noqa: BLE001 - a log the submission's kernel overwrote
        status, text, problems = "crashed", "The grader's log could not be read.", []
    graded = state.get("graded", {})
    crashed = state.get("crashed", {})
    if not isinstance(crashed, dict):
        crashed = {}
    tests = []
    for exercise in chosen:
        if exercise.id in graded:
            result = graded[exercise.id]
        else:
            why = str(crashed.get(exercise.id) or "")[:500] or {
                "unreadable": "not graded: the notebook could not be read",
                "timeout": "not graded: the submission ran out of time",
            }.get(status, "not graded: the grader could not run this submission")
            result = failed_result(exercise, why)
        for private in (False, True):
            part = [t for t in result.tests if t.private == private]
            if not part:
                continue
            score, top = sum(t.score for t in part), sum(t.max_score for t in part)
            tests.append(
                {
                    "name": f"{exercise.id}: {exercise.title}"
                    + (" (instructor's checks)" if private else ""),
                    "score": score,
                    "max_score": top,
                    "status": "passed" if score == top else "failed",
                    "output": result.report(private=private),
                    "visibility": "after_published" if private else "visible",
                }
            )
    if not chosen:
        status = "no-exercises"
        text = (
            "The grader could not tell which exercises this notebook answers; "
            "pass --assignment (for example --assignment ex01)."
        )
    return {
        "score": sum(t["score"] for t in tests),
        "execution_time": None,  # filled in by grade_submission
        "output": text or "All cells ran.",
        "tests": tests,
        "extra_data": {
            "submission": str(notebook),
            "status": status,
            "max_score": sum(t["max_score"] for t in tests),
            "cell_problems": problems,
            "kernel_restarts": state.get("restarts", 0),
            "kernel_start_failures": _strings(state.get("kernel_failures")),
            "output_truncated": bool(state.get("output_truncated")),
            "limits": asdict(limits),
        },
    }


def grade_submission(
    notebook: str | Path,
    out_dir: str | Path,
    limits: Limits | None = None,
    assignment: str | None = None,
    private_dirs=(),
) -> dict:
    """Grade one notebook into ``out_dir`` (results.json, executed.ipynb)."""
    start = time.perf_counter()
    with private_checks(private_dirs):
        _start_submission()
        try:
            return _grade_submission(notebook, out_dir, limits, assignment, start)
        finally:
            _end_submission()


def _grade_submission(notebook, out_dir, limits, assignment, start):
    notebook, out_dir, limits = Path(notebook), Path(out_dir), limits or Limits()
    chosen = assignment_exercises(notebook, assignment)
    state, killed = {"status": "skipped"}, False
    if chosen:
        judged: dict = {}

        def judge() -> None:
            try:
                deadline = (
                    time.monotonic() + limits.wall - (time.perf_counter() - start)
                )
                judged.update(_judge(notebook.resolve(), chosen, limits, deadline))
            except Exception as err:  # noqa: BLE001 - reported, never raised
                judged["__error__"] = f"{type(err).__name__}: {err}"[:500]

        thread = threading.Thread(target=judge, daemon=True)
        thread.start()  # the judge and the notebook's kernel run side by side
        with tempfile.TemporaryDirectory(prefix="grade-") as tmp:
            work = Path(tmp)
            state, killed = _execute(notebook.resolve(), limits, work)
            out_dir.mkdir(parents=True, exist_ok=True)
            if (work / "executed.ipynb").exists():
                (work / "executed.ipynb").replace(out_dir / "executed.ipynb")
        thread.join()
        state["graded"] = {k: v for k, v in judged.items() if k != "__error__"}
        if "__error__" in judged:
            state["crashed"] = {e.id: judged["__error__"] for e in chosen}
    changed = restore_package()
    results = results_json(notebook, chosen, state, killed, limits)
    if changed:
        results["output"] += (
            "\nThis submission wrote into the grader's package (put back; neither "
            "this grading nor any later one runs what it wrote): "
            + ", ".join(changed[:20])
        )
        results["extra_data"]["changed_files"] = changed
        results["extra_data"]["package_root"] = str(PACKAGE_ROOT)  # where they are
    results["execution_time"] = round(time.perf_counter() - start, 2)
    write_results(out_dir, results)
    return results


def write_results(out_dir: Path, results: dict) -> None:
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "results.json").write_text(
        json.dumps(results, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
    )


def no_submission_results(why: str) -> dict:
    """Results for a submission that has no notebook to grade."""
    return {
        "score": 0,
        "execution_time": 0,
        "output": f"Nothing was graded: {why}.",
        "tests": [],
        "extra_data": {"status": "no-notebook", "max_score": 0},
    }


# --- many submissions


def find_notebooks(paths) -> list[Path]:
    """The .ipynb files named, and those in the folders named (no checkpoints)."""
    found = []
    for path in map(Path, paths):
        if path.is_dir():
            found += [
                p
                for p in sorted(path.rglob("*.ipynb"))
                if ".ipynb_checkpoints" not in p.parts
            ]
        else:
            found.append(path)
    return list(dict.fromkeys(found))


def submission_names(notebooks: list[Path]) -> list[str]:
    """A folder name for each submission: its stem, or its path if stems collide."""
    stems = [p.stem for p in notebooks]
    if len(set(stems)) == len(stems):
        return stems
    common = Path(os.path.commonpath([p.resolve().parent for p in notebooks]))
    return [
        "__".join(p.resolve().relative_to(common).with_suffix("").parts)
        for p in notebooks
    ]


def grade_batch(
    paths,
    out_dir: str | Path,
    limits: Limits | None = None,
    assignment: str | None = None,
    private_dirs=(),
    jobs: int = 1,
    progress: bool = True,
) -> list[dict]:
    """Grade each notebook under ``paths``: a folder per submission, and results.csv."""
    from tqdm.auto import tqdm

    out_dir = Path(out_dir)
    notebooks = find_notebooks(paths)
    names = submission_names(notebooks)
    rows = [None] * len(notebooks)

    def one(i: int) -> None:
        results = grade_submission(
            notebooks[i], out_dir / names[i], limits, assignment, private_dirs
        )
        row = {
            "submission": names[i],
            "score": results["score"],
            "max_score": results["extra_data"]["max_score"],
            "status": results["extra_data"]["status"],
            "seconds": results["execution_time"],
        }
        for test in results["tests"]:
            column = test["name"].split(":")[0]
            if test["visibility"] != "visible":
                column += " (private)"
            row[column] = test["score"]
        rows[i] = row

    bar = tqdm(total=len(notebooks), desc="grading", unit="nb", disable=not progress)
    with private_checks(private_dirs), ThreadPoolExecutor(max(1, jobs)) as pool:
        for _ in pool.map(one, range(len(notebooks))):
            bar.update(1)
    bar.close()
    write_csv(rows, out_dir / "results.csv")
    return rows


def write_csv(rows: list[dict], path: Path) -> None:
    columns = list(dict.fromkeys(key for row in rows for key in row))
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=columns, restval="")
        writer.writeheader()
        writer.writerows(rows)


def summary_table(rows: list[dict]) -> str:
    """The class results as a plain-text table."""
    if not rows:
        return "no submissions"
    columns = list(dict.fromkeys(key for row in rows for key in row))
    cells = [[_fmt(row.get(c, "")) for c in columns] for row in rows]
    widths = [max(len(c), *(len(r[j]) for r in cells)) for j, c in enumerate(columns)]
    line = "  ".join(c.ljust(w) for c, w in zip(columns, widths, strict=True))
    out = [line, "  ".join("-" * w for w in widths)]
    out += [
        "  ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)) for r in cells
    ]
    return "\n".join(out)


def _fmt(value) -> str:
    return f"{value:g}" if isinstance(value, float) else str(value)
