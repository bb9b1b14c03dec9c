"""The Gradescope autograder in one file: ``python -m transformer_lib.grading gradescope``.

The zip holds ``setup.sh`` (installs the pinned versions of what grading needs, and this
very package from the copy inside the zip, so the grader is the one the instructor
tested), ``run_autograder`` (grades ``/autograder/submission/*.ipynb`` into
``/autograder/results/results.json``), the package's source, and the private checks if
given. ``run_autograder`` reads ``AUTOGRADER_ROOT`` (default ``/autograder``) and
``AUTOGRADER_PYTHON`` (default the venv ``setup.sh`` makes), so it can be tried outside
Gradescope.
"""

from __future__ import annotations

import re
import shlex
import zipfile
from pathlib import Path

from .. import __version__
from .registry import exercises, load_private_checks

PACKAGE_DIR = Path(__file__).resolve().parents[1]  # transformer_lib/
# what grading needs, in the versions CI tests (requirements/pinned.txt)
NEEDED = ("torch", "numpy", "matplotlib", "tqdm", "nbformat", "nbclient", "ipykernel",
          "restrictedpython")  # fmt: skip
FALLBACK_PINS = {"torch": "2.13.0"}

SETUP = """\
#!/usr/bin/env bash
# setup.sh: runs once, when Gradescope builds the autograder image.
# transformer_lib {version}, from the copy in this zip (the grader you tested).
set -euo pipefail
apt-get update && apt-get install -y python3 python3-pip python3-venv
python3 -m venv /autograder/venv
/autograder/venv/bin/pip install --upgrade pip
/autograder/venv/bin/pip install --index-url https://download.pytorch.org/whl/cpu \\
    --extra-index-url https://pypi.org/simple {pins}
/autograder/venv/bin/pip install --no-deps /autograder/source/package
"""

RUN = """\
#!/usr/bin/env bash
# run_autograder: runs for each submission; grades the notebook in submission/ into
# results/results.json. AUTOGRADER_ROOT and AUTOGRADER_PYTHON relocate it (for tests).
ROOT="${{AUTOGRADER_ROOT:-/autograder}}"
PYTHON="${{AUTOGRADER_PYTHON:-$ROOT/venv/bin/python}}"
mkdir -p "$ROOT/results"
cd "$ROOT/source" || exit 1
PRIVATE=""
if [ -d "$ROOT/source/private_checks" ]; then
    PRIVATE="--private-checks $ROOT/source/private_checks"
fi
# shellcheck disable=SC2086
exec "$PYTHON" -m transformer_lib.grading grade "$ROOT/submission" --gradescope \\
    --out "$ROOT/results" --assignment {assignment} --timeout {timeout:g} $PRIVATE
"""


def pins(root: Path | None = None) -> list[str]:
    """``name==version`` for each package grading needs, from requirements/pinned.txt."""
    found = dict(FALLBACK_PINS)
    pinned = (root or PACKAGE_DIR.parent) / "requirements" / "pinned.txt"
    if pinned.is_file():
        for line in pinned.read_text(encoding="utf-8").splitlines():
            m = re.match(r"^([A-Za-z0-9_.-]+)==([^\s;#]+)", line.strip())
            if m and m.group(1).lower() in NEEDED:
                found[m.group(1).lower()] = m.group(2)
    return [f"{n}=={found[n]}" if n in found else n for n in NEEDED]


def build_autograder(
    assignment: str, out: str | Path, private_dirs=(), timeout: float = 600
) -> Path:
    """Write the autograder zip for ``assignment`` (ids or a chapter prefix)."""
    wanted = [a.strip() for a in assignment.split(",") if a.strip()]
    for folder in private_dirs:
        load_private_checks(folder)
    if not wanted or not all(exercises(w) for w in wanted):
        known = ", ".join(sorted({e.id.split(".")[0] for e in exercises()}))
        raise ValueError(f"no exercises match {assignment!r}; chapters: {known}")
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:

        def script(name: str, text: str) -> None:
            info = zipfile.ZipInfo(name)
            info.external_attr = 0o100755 << 16  # executable
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, text)

        script(
            "setup.sh",
            SETUP.format(
                version=__version__, pins=" ".join(shlex.quote(p) for p in pins())
            ),
        )
        script(
            "run_autograder",
            RUN.format(assignment=shlex.quote(",".join(wanted)), timeout=timeout),
        )
        root = PACKAGE_DIR.parent
        for name in ("pyproject.toml", "README.md"):  # what pip needs to install it
            if (root / name).is_file():
                z.write(root / name, f"package/{name}")
        for path in sorted(PACKAGE_DIR.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                z.write(path, f"package/{path.relative_to(root)}")
        for folder in private_dirs:
            for path in sorted(Path(folder).glob("*.py")):
                z.write(path, f"private_checks/{path.name}")
    return out
