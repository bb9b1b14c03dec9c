"""The grader's memory cap fits the torch an instructor has, and still stops a hog.

A CUDA build of torch (what `pip install torch` gives on Linux) maps several GB of
libraries and reserved ranges when it is imported, more than the 2 GB the grader lets
a submission use: a cap on the address space (RLIMIT_AS) made `import torch` fail in
the graded notebook. Here every process of the grading (the grader, the judge, the
executor, the kernel) first maps 5 GB, as such a torch does (3.5 GB inaccessible, 1.5
GB writable and never touched), through a library preloaded by the dynamic linker (LD_PRELOAD, set by this
test in the environment of the grader it starts: the grader's code has no way in to
it). The solutions must still grade with status ok, and the hogs must still be
stopped.
"""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SOLUTIONS = ROOT / "exercises" / "solutions"

# torch 2.11.0+cu130, imported on Linux: VmSize 5.0 GB, VmData 1.5 GB, RssAnon 0.3 GB.
# The library maps as much: inaccessible ranges, and writable ones never touched.
RESERVE_C = """
#include <stddef.h>
#include <sys/mman.h>
__attribute__((constructor)) static void reserve(void) {
    int flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE;
    mmap(NULL, (size_t)%d << 20, PROT_NONE, flags, -1, 0);
    mmap(NULL, (size_t)%d << 20, PROT_READ | PROT_WRITE, flags, -1, 0);
}
"""
RESERVED_MB, WRITABLE_MB = 3584, 1536

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not sys.platform.startswith("linux") or shutil.which("cc") is None,
        reason="needs Linux and a C compiler (to build the preloaded library)",
    ),
]


@pytest.fixture(scope="module")
def cuda_like_env(tmp_path_factory) -> dict:
    """The environment of a process that reserves 6 GB of address space at start."""
    folder = tmp_path_factory.mktemp("reserve")
    source = RESERVE_C % (RESERVED_MB, WRITABLE_MB)
    (folder / "reserve.c").write_text(source, encoding="utf-8")
    library = folder / "libreserve.so"
    subprocess.run(
        ["cc", "-shared", "-fPIC", "-o", library, folder / "reserve.c"], check=True
    )
    env = dict(os.environ, LD_PRELOAD=str(library), PYTHONPATH=str(ROOT))
    return env


def _python(code: str, env: dict) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env
    )


def test_the_preloaded_library_reproduces_what_a_cuda_build_of_torch_does(
    cuda_like_env,
):
    sizes = _python(
        "print({line.split(':')[0]: int(line.split()[1]) for line in "
        "open('/proc/self/status') if line.startswith(('VmSize:', 'VmData:'))})",
        cuda_like_env,
    )
    sizes = ast.literal_eval(sizes.stdout)  # kB
    assert sizes["VmSize"] > (RESERVED_MB + WRITABLE_MB) * 1024
    assert sizes["VmData"] > WRITABLE_MB * 1024
    # under the old cap, on the address space, torch does not even load
    capped = _python(
        "import resource\n"
        "resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))\n"
        "import torch\n",
        cuda_like_env,
    )
    assert capped.returncode != 0
    assert "ImportError" in capped.stderr or "MemoryError" in capped.stderr


def _notebook(path: Path, before_imports: str = "", **functions: str) -> dict:
    """The chapter 3 solution with a cell added after the imports, and functions
    replaced."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    cells = nb["cells"]
    at = next(i for i, c in enumerate(cells) if "import torch" in "".join(c["source"]))
    if before_imports:
        cells.insert(at + 1, _cell(before_imports))
    for name, source in functions.items():
        i = next(
            i for i, c in enumerate(cells) if f"def {name}(" in "".join(c["source"])
        )
        cells[i] = _cell(source)
    return nb


def _cell(source: str) -> dict:
    return {
        "cell_type": "code",
        "execution_count": None,
        "metadata": {},
        "outputs": [],
        "source": source,
    }


SOFTMAX_HOG = (
    "def softmax(x, dim=-1):\n"
    "    hog = torch.ones(2**30)  # 4 GB\n"
    "    e = (x - x.max(dim=dim, keepdim=True).values).exp()\n"
    "    return e / e.sum(dim=dim, keepdim=True)\n"
)
# a shared mapping, which RLIMIT_DATA does not count: the executor's watch stops it
SHARED_HOG = (
    "import mmap\n"
    "shared = mmap.mmap(-1, 3 << 30)\n"
    "for start in range(0, 3 << 30, 1 << 24):\n"
    "    shared[start : start + (1 << 24)] = bytes(1 << 24)\n"
)


def test_the_solutions_grade_ok_under_a_cuda_builds_address_space_and_hogs_stop(
    cuda_like_env, tmp_path
):
    submissions = tmp_path / "in"
    submissions.mkdir()
    for path in sorted(SOLUTIONS.glob("ex*.ipynb")):
        shutil.copy(path, submissions / path.name)
    ex03 = SOLUTIONS / "ex03_attention.ipynb"
    hogs = {
        "ex03_hog_private": _notebook(
            ex03, "hog = bytearray(4 * 2**30)", softmax=SOFTMAX_HOG
        ),
        "ex03_hog_shared": _notebook(ex03, SHARED_HOG),
    }
    for name, nb in hogs.items():
        (submissions / f"{name}.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    out = tmp_path / "out"
    command = [
        sys.executable, "-m", "transformer_lib.grading", "grade", str(submissions),
        "--out", str(out), "--jobs", "2", "--quiet", "--memory-mb", "2048",
        "--cell-timeout", "120", "--call-timeout", "20",
    ]  # fmt: skip
    run = subprocess.run(
        command, capture_output=True, text=True, env=cuda_like_env, timeout=1500
    )
    assert run.returncode == 0, run.stderr[-3000:]

    def results(name: str) -> dict:
        return json.loads((out / name / "results.json").read_text(encoding="utf-8"))

    for path in sorted(SOLUTIONS.glob("ex*.ipynb")):
        got = results(path.stem)
        assert got["extra_data"]["status"] == "ok", (path.name, got["output"])
        assert got["score"] == got["extra_data"]["max_score"] > 0, got["output"]

    private = results("ex03_hog_private")
    assert private["extra_data"]["status"] == "errors"
    assert "MemoryError" in private["output"]
    softmax = [t for t in private["tests"] if t["name"].startswith("ex03.softmax")]
    assert softmax and all(t["score"] == 0 for t in softmax)
    assert "allocate" in softmax[0]["output"], softmax[0]["output"]

    shared = results("ex03_hog_shared")
    assert shared["extra_data"]["status"] == "errors", shared["output"]
    assert "the kernel died" in shared["output"], shared["output"]
    assert shared["extra_data"]["kernel_restarts"] >= 1
    assert shared["score"] == shared["extra_data"]["max_score"]
