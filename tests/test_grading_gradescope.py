"""`python -m transformer_lib.grading gradescope ASSIGNMENT --out autograder.zip`: the zip
unpacked into a folder laid out like Gradescope's, its run_autograder run on a correct and
on a wrong submission. Slow (a kernel per submission)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SOLUTION_03 = ROOT / "exercises" / "solutions" / "ex03_attention.ipynb"
STUDENT_03 = ROOT / "exercises" / "ex03_attention.ipynb"

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def autograder(tmp_path_factory):
    folder = tmp_path_factory.mktemp("zip")
    private = folder / "private"
    private.mkdir()
    (private / "more_softmax.py").write_text(
        "import torch\n"
        "from transformer_lib.grading import Case, extend\n"
        "extend('ex03.softmax', [Case('a long row', (torch.arange(50.0),), points=2)])\n",
        encoding="utf-8",
    )
    out = folder / "autograder.zip"
    command = [
        sys.executable, "-m", "transformer_lib.grading", "gradescope", "ex03",
        "--out", str(out), "--private-checks", str(private), "--timeout", "120",
    ]  # fmt: skip
    run = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    return out


def grade(zip_path: Path, notebook: Path, root: Path) -> dict:
    """Lay out /autograder under ``root``, run run_autograder, read results.json."""
    with zipfile.ZipFile(zip_path) as z:
        z.extractall(root / "source")
    (root / "submission").mkdir()
    (root / "submission" / "my_work.ipynb").write_bytes(notebook.read_bytes())
    env = dict(os.environ, AUTOGRADER_ROOT=str(root), AUTOGRADER_PYTHON=sys.executable)
    run = subprocess.run(
        ["bash", str(root / "source" / "run_autograder")],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
    )
    assert run.returncode == 0, run.stderr
    return json.loads((root / "results" / "results.json").read_text(encoding="utf-8"))


def test_the_zip_has_what_gradescope_needs(autograder):
    with zipfile.ZipFile(autograder) as z:
        names = set(z.namelist())
        setup = z.read("setup.sh").decode()
        run = z.read("run_autograder").decode()
        mode = z.getinfo("run_autograder").external_attr >> 16
    assert {"setup.sh", "run_autograder", "private_checks/more_softmax.py"} <= names
    assert "package/pyproject.toml" in names
    assert "package/transformer_lib/grading/judge.py" in names
    assert (
        "torch==" in setup
        and "pip install --no-deps /autograder/source/package" in (setup)
    )
    assert "--assignment ex03" in run and mode & 0o111


def test_setup_installs_every_package_the_grader_imports():
    """setup.sh installs the package with --no-deps: each distribution the grader's
    modules import (RestrictedPython for the judge's sandbox, nbclient, ...) is pinned."""
    import ast
    from importlib.metadata import packages_distributions

    from transformer_lib.grading.gradescope import pins

    pinned = {p.split("==")[0].lower() for p in pins()}
    imported = set()
    for path in (ROOT / "transformer_lib" / "grading").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                imported |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                imported.add(node.module.split(".")[0])
    third_party = imported - set(sys.stdlib_module_names) - {"transformer_lib"}
    assert {"torch", "RestrictedPython", "nbclient"} <= third_party
    distributions = packages_distributions()
    for module in sorted(third_party):
        names = distributions.get(module, [module])
        assert any(name.lower() in pinned for name in names), (module, names)


def test_a_correct_submission_gets_full_marks_with_the_private_checks(
    autograder, tmp_path
):
    results = grade(autograder, SOLUTION_03, tmp_path / "autograder")
    assert results["score"] == 14  # 12 public + 2 private
    names = [t["name"] for t in results["tests"]]
    assert any("(instructor's checks)" in n for n in names)


def test_a_stub_submission_gets_zero(autograder, tmp_path):
    results = grade(autograder, STUDENT_03, tmp_path / "autograder")
    assert results["score"] == 0
    assert results["extra_data"]["max_score"] == 14
