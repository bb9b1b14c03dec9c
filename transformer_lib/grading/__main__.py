"""Command line: grade submissions, build the student notebooks, list the exercises.

python -m transformer_lib.grading grade SUBMISSIONS... --out DIR [options]
python -m transformer_lib.grading gradescope ASSIGNMENT --out autograder.zip
python -m transformer_lib.grading build-exercises [--check]
python -m transformer_lib.grading list
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .build import build_exercises, find_root
from .registry import exercises
from .runner import (
    Limits,
    find_notebooks,
    grade_batch,
    grade_submission,
    no_submission_results,
    summary_table,
    write_results,
)

# (option of `grade`, the field of Limits it sets, help)
LIMIT_OPTIONS = (
    ("--timeout", "wall", "seconds per submission"),
    ("--cell-timeout", "cell", "seconds per cell"),
    ("--call-timeout", "call", "seconds per call of a student's function"),
    ("--memory-mb", "memory_mb", "kernel memory cap"),
    ("--output-kb", "output_kb", "output kept per notebook"),
)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m transformer_lib.grading")
    sub = parser.add_subparsers(dest="command", required=True)
    defaults = Limits()

    grade = sub.add_parser("grade", help="grade notebooks (files or folders of them)")
    grade.add_argument("submissions", nargs="+", help=".ipynb files or folders")
    grade.add_argument("--out", required=True, help="folder for the results")
    grade.add_argument(
        "--assignment",
        help="exercises to grade: a chapter prefix (ex01) or ids, comma-separated; "
        "default: read from each notebook",
    )
    grade.add_argument(
        "--private-checks",
        action="append",
        default=[],
        metavar="DIR",
        help="a folder of .py files with extra checks (may be repeated)",
    )
    for flag, limit, text in LIMIT_OPTIONS:  # each sets the field of Limits it names
        default, shown = getattr(defaults, limit), flag[2:].upper().replace("-", "_")
        grade.add_argument(
            flag,
            dest=limit,
            type=type(default),
            default=default,
            metavar=shown,
            help=text,
        )
    grade.add_argument("--jobs", type=int, default=1, help="submissions graded at once")
    grade.add_argument(
        "--gradescope",
        action="store_true",
        help="one submission: write OUT/results.json directly (Gradescope's layout)",
    )
    grade.add_argument("--quiet", action="store_true", help="no progress bar or table")

    zip_ = sub.add_parser(
        "gradescope", help="write the Gradescope autograder zip for an assignment"
    )
    zip_.add_argument(
        "assignment", help="a chapter prefix (ex03) or ids, comma-separated"
    )
    zip_.add_argument("--out", default="autograder.zip", help="the zip to write")
    zip_.add_argument(
        "--private-checks",
        action="append",
        default=[],
        metavar="DIR",
        help="a folder of .py files with extra checks, put into the zip",
    )
    zip_.add_argument(
        "--timeout", type=float, default=600.0, help="seconds per submission"
    )

    build = sub.add_parser("build-exercises", help="generate exercises/*.ipynb")
    build.add_argument("--root", type=Path, help="repository root (default: found)")
    build.add_argument(
        "--check", action="store_true", help="only report stale notebooks (exit 1)"
    )

    sub.add_parser("list", help="list the registered exercises")
    return parser


def _grade(args) -> int:
    limits = Limits(**{limit: getattr(args, limit) for _, limit, _ in LIMIT_OPTIONS})
    notebooks = find_notebooks(args.submissions)
    if args.gradescope and len(notebooks) != 1:
        # Still a valid results.json: the student sees why, and can resubmit.
        why = f"expected one .ipynb file in the submission, found {len(notebooks)}"
        write_results(Path(args.out), no_submission_results(why))
        print(why, file=sys.stderr)
        return 0
    missing = [str(p) for p in notebooks if not p.is_file()]
    if missing or not notebooks:
        print(
            f"no such notebook: {', '.join(missing) or args.submissions}",
            file=sys.stderr,
        )
        return 2
    if args.gradescope:
        results = grade_submission(
            notebooks[0], args.out, limits, args.assignment, args.private_checks
        )
        if not args.quiet:
            print(json.dumps({k: results[k] for k in ("score", "execution_time")}))
        return 0
    rows = grade_batch(
        notebooks,
        args.out,
        limits,
        args.assignment,
        args.private_checks,
        jobs=args.jobs,
        progress=not args.quiet,
    )
    if not args.quiet:
        print(summary_table(rows))
        print(
            f"\nresults: {Path(args.out) / 'results.csv'} and one folder per submission"
        )
    return 0


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "grade":
        return _grade(args)
    if args.command == "gradescope":
        from .gradescope import build_autograder

        try:
            path = build_autograder(
                args.assignment, args.out, args.private_checks, args.timeout
            )
        except ValueError as err:
            print(err, file=sys.stderr)
            return 2
        print(f"written: {path} (upload it as the assignment's autograder)")
        return 0
    if args.command == "build-exercises":
        root = args.root or find_root()
        stale = build_exercises(root, check=args.check)
        verb = "out of date" if args.check else "written"
        for path in stale:
            print(f"{verb}: {path.relative_to(root)}")
        if not stale:
            print("exercises: up to date")
        return 1 if (args.check and stale) else 0
    for exercise in exercises():
        print(
            f"{exercise.id:<24} {exercise.function:<20} {exercise.max_score:g} points"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
