"""Run notebooks as Colab would: in a fresh environment where transformer_lib is missing.

The stand-in for a Colab runtime is a new virtual environment that sees the third-party
packages of this one (torch, numpy, matplotlib, ipykernel: Colab preinstalls those) but not
transformer_lib. The notebook's own setup cell must then install the package; the variable
TRANSFORMER_LIB_SOURCE points that install at this checkout instead of the repository URL.
The notebook runs from an empty folder, as in Colab, where nothing sits beside it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sysconfig
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# Chapters 0 and 10 load the trained model that ships inside the package, chapter 11 the
# comparison checkpoints and their scores: they check that a plain (non-editable) install
# carries them.
NOTEBOOKS = (
    [
        ROOT / "chapters" / f"{stem}.ipynb"
        for stem in ("00_big_picture", "01_tokens_embeddings")
    ]
    + [
        ROOT / "chapters" / f"{stem}.ipynb"
        for stem in ("10_capstone", "11_generalisation")
    ]
    + sorted((ROOT / "appendix").glob("*.ipynb"))
    + sorted((ROOT / "exercises" / "solutions").glob("*.ipynb"))
)

RUNNER = r"""
import json, sys, time
import nbformat
from nbclient import NotebookClient
path, workdir = sys.argv[1], sys.argv[2]
nb = nbformat.read(path, as_version=4)
start = time.perf_counter()
NotebookClient(nb, timeout=300, kernel_name="python3",
               resources={"metadata": {"path": workdir}}).execute()
errors = [o for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])
          if o.get("output_type") == "error"]
print(json.dumps({"seconds": time.perf_counter() - start, "errors": len(errors)}))
"""

PROBE = r"""
import importlib.util, json, sys
spec = importlib.util.find_spec("transformer_lib")
print(json.dumps({"found": spec is not None and spec.origin or None,
                  "prefix": sys.prefix}))
"""


def _is_ours(name: str) -> bool:
    lowered = name.lower().replace("-", "_")
    return lowered.startswith(("transformer_lib", "__editable__"))


@pytest.fixture(scope="module")
def colab_like_python(tmp_path_factory) -> Path:
    """A fresh venv that sees this environment's packages except transformer_lib."""
    base = tmp_path_factory.mktemp("colab")
    env_dir = base / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    python = env_dir / "bin" / "python"
    # Mirror this environment's site-packages without transformer_lib (a folder of links).
    shim = base / "preinstalled"
    shim.mkdir()
    here = Path(sysconfig.get_paths()["purelib"])
    for entry in here.iterdir():
        if not _is_ours(entry.name) and entry.suffix != ".pth":
            (shim / entry.name).symlink_to(entry)
    target = subprocess.run(
        [python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    (Path(target) / "preinstalled.pth").write_text(str(shim) + "\n")
    return python


def _clean_env() -> dict:
    env = {
        k: v for k, v in os.environ.items() if k not in {"PYTHONPATH", "VIRTUAL_ENV"}
    }
    env["TRANSFORMER_LIB_SOURCE"] = str(ROOT)
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    env["MPLBACKEND"] = "Agg"
    return env


def test_standin_starts_without_transformer_lib(colab_like_python, tmp_path):
    probe = subprocess.run(
        [colab_like_python, "-c", PROBE],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=_clean_env(),
        check=True,
    )
    # Run first (tests in a module run in order): before any notebook installed it.
    result = json.loads(probe.stdout)
    assert result["found"] is None, f"transformer_lib is visible: {result['found']}"
    import_torch = subprocess.run(
        [colab_like_python, "-c", "import torch, matplotlib, ipykernel"],
        cwd=tmp_path,
        env=_clean_env(),
    )
    assert import_torch.returncode == 0, "the stand-in should see torch like Colab"


@pytest.mark.slow
@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_notebook_runs_in_a_fresh_environment(colab_like_python, notebook, tmp_path):
    workdir = tmp_path / "content"  # like Colab's /content: empty
    workdir.mkdir()
    run = subprocess.run(
        [colab_like_python, "-c", RUNNER, str(notebook), str(workdir)],
        capture_output=True,
        text=True,
        cwd=workdir,
        env=_clean_env(),
        timeout=900,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    report = json.loads(run.stdout.strip().splitlines()[-1])
    assert report["errors"] == 0
    probe = subprocess.run(
        [colab_like_python, "-c", PROBE],
        capture_output=True,
        text=True,
        cwd=workdir,
        env=_clean_env(),
        check=True,
    )
    found = json.loads(probe.stdout)["found"]
    assert found and found.startswith(str(colab_like_python.parent.parent)), (
        f"transformer_lib should now be installed inside the fresh venv, found {found}"
    )
