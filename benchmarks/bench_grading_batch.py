"""The batch grader's cost: N copies of a solution notebook graded with --jobs J.

    python benchmarks/bench_grading_batch.py              # 100 copies of ex01, --jobs 2
    python benchmarks/bench_grading_batch.py -n 20 --notebook ex02

Runs ``python -m transformer_lib.grading grade`` on a folder of N copies, as a course
would, and prints the wall time, the CPU time of the grader and of every process it
started, both per submission, and the load average before and after (other work on the
machine slows the wall time down; the CPU time much less). The CPU time is exact where
this process may make a cgroup (Linux, root: cgroup v1 ``cpuacct``); elsewhere it is
what ``getrusage(RUSAGE_CHILDREN)`` sees, which leaves out the judges (their parent lets
the system reap them), and says so. Every copy must score full marks.
"""

from __future__ import annotations

import argparse
import csv
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CPUACCT = Path("/sys/fs/cgroup/cpuacct")


def _cgroup() -> Path | None:
    """A cpuacct cgroup of our own, or None where we may not make one."""
    try:
        group = CPUACCT / f"bench_grading_{os.getpid()}"
        group.mkdir()
        return group
    except OSError:
        return None


def _join(group: Path | None):
    if group is None:
        return None
    procs = group / "cgroup.procs"
    return lambda: procs.write_text(str(os.getpid()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=100, help="copies (default 100)")
    parser.add_argument("--jobs", type=int, default=2, help="--jobs (default 2)")
    parser.add_argument("--notebook", default="ex01", help="solution prefix (ex01)")
    parser.add_argument("--keep", action="store_true", help="keep the results folder")
    args = parser.parse_args()
    (solution,) = (ROOT / "exercises" / "solutions").glob(f"{args.notebook}_*.ipynb")

    tmp = Path(tempfile.mkdtemp(prefix="bench-grading-"))
    for i in range(args.n):
        folder = tmp / "submissions" / f"s{i:03d}"
        folder.mkdir(parents=True)
        shutil.copy(solution, folder / solution.name)
    command = [
        sys.executable, "-m", "transformer_lib.grading", "grade",
        str(tmp / "submissions"), "--out", str(tmp / "out"),
        "--jobs", str(args.jobs), "--quiet",
    ]  # fmt: skip
    group = _cgroup()
    load_before = os.getloadavg()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    try:
        subprocess.run(command, check=True, cwd=ROOT, preexec_fn=_join(group))
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if group is not None:
            cpu = int((group / "cpuacct.usage").read_text()) / 1e9
            how = "cgroup cpuacct: every process"
        else:
            cpu = sum(
                getattr(after, f) - getattr(before, f) for f in ("ru_utime", "ru_stime")
            )
            how = "getrusage: the judges left out"
    finally:
        if group is not None:
            group.rmdir()
    load_after = os.getloadavg()
    with open(tmp / "out" / "results.csv", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    scores = {(r["score"], r["max_score"]) for r in rows}
    seconds = [float(r["seconds"]) for r in rows]
    print(f"{args.n} x {solution.name}, --jobs {args.jobs}, {os.cpu_count()} cores")
    print(f"load average before {load_before[0]:.2f}, after {load_after[0]:.2f}")
    print(f"wall {wall:.1f} s ({wall / args.n:.2f} s per submission)")
    print(f"cpu  {cpu:.1f} s ({cpu / args.n:.2f} s per submission; {how})")
    print(f"per submission (results.csv): median {statistics.median(seconds):.2f} s")
    print(f"scores: {sorted(scores)}")
    if args.keep:
        print(f"results: {tmp / 'out'}")
    else:
        shutil.rmtree(tmp, ignore_errors=True)
    if any(score != top for score, top in scores):
        raise SystemExit("not every copy scored full marks")


if __name__ == "__main__":
    main()
