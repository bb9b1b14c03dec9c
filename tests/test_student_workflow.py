"""The book's instructions for working on the exercises locally do what they say.

exercises_and_grading.md tells a student, "On your own machine", to run
`pip install -e ".[course]"` and then a few commands. Every executable those commands
name must come with the extra that the pip command installs, and the documented
`jupyter lab` command must start JupyterLab on the notebook it names.
"""

from __future__ import annotations

import importlib.metadata as metadata
import json
import os
import re
import shlex
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

tomllib = pytest.importorskip("tomllib")  # Python >= 3.11

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "exercises_and_grading.md"
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))[
    "project"
]


def section(text: str, heading: str) -> str:
    """The text under a markdown heading, up to the next heading of any level."""
    match = re.search(
        rf"^#+ {re.escape(heading)}\n(.*?)(?=^#+ |\Z)", text, flags=re.M | re.S
    )
    assert match, f"no section {heading!r} in {PAGE.name}"
    return match[1]


def commands(text: str) -> list[list[str]]:
    """The commands of the ```bash blocks in ``text``, split as the shell would."""
    found = []
    for block in re.findall(r"```bash\n(.*?)```", text, flags=re.S):
        for line in block.replace("\\\n", " ").splitlines():
            argv = shlex.split(line, comments=True)
            if argv:
                found.append(argv)
    return found


LOCAL = commands(section(PAGE.read_text(encoding="utf-8"), "On your own machine"))


def install_command() -> tuple[str, set[str]]:
    """The project and extras of the page's `pip install -e ".[extra]"`."""
    installs = [argv for argv in LOCAL if argv[:2] == ["pip", "install"]]
    assert len(installs) == 1, f"expected one pip install on the page, got {installs}"
    target = installs[0][-1]
    match = re.fullmatch(r"(\.)\[([\w,\s-]+)\]", target)
    assert match, f"expected pip install -e '.[extra]', got {target!r}"
    return match[1], {e.strip() for e in match[2].split(",")}


def requirements(extras: set[str]) -> list[Requirement]:
    """The project's dependencies plus those of ``extras``, from pyproject.toml."""
    optional = PROJECT.get("optional-dependencies", {})
    missing = extras - set(optional)
    assert not missing, f"pyproject.toml has no extra {sorted(missing)}"
    listed = PROJECT["dependencies"] + [r for e in sorted(extras) for r in optional[e]]
    return [Requirement(r) for r in listed]


def closure(roots: list[Requirement]) -> set[str]:
    """Installed distributions that ``roots`` pull in, transitively (canonical names)."""
    seen: set[str] = set()
    todo = list(roots)
    while todo:
        req = todo.pop()
        name = canonicalize_name(req.name)
        if name in seen:
            continue
        seen.add(name)
        try:
            needs = metadata.requires(req.name) or []
        except metadata.PackageNotFoundError:
            continue  # reported by the test that looks for what it provides
        for text in needs:
            sub = Requirement(text)
            wanted = sub.marker is None or any(
                sub.marker.evaluate({"extra": e}) for e in [""] + sorted(req.extras)
            )
            if wanted:
                todo.append(sub)
    return seen


def provider(argv: list[str]) -> str | None:
    """The distribution that provides the program a command runs (None: the Python
    interpreter or pip, which come with the environment itself)."""
    program = argv[0]
    if program == "python" and argv[1] == "-m":
        top = argv[2].split(".")[0]
        dists = metadata.packages_distributions().get(top)
        assert dists, f"no installed distribution provides the module {argv[2]}"
        return dists[0]
    if program in {"python", "python3", "pip"}:
        return None
    # `jupyter lab` runs the console script `jupyter-lab`, as git runs `git-xyz`
    script = f"jupyter-{argv[1]}" if program == "jupyter" else program
    points = metadata.entry_points(group="console_scripts", name=script)
    assert points, (
        f"`{shlex.join(argv)}` needs the program {script}, which no installed "
        "distribution provides"
    )
    return next(iter(points)).dist.name


def test_the_page_documents_the_local_workflow():
    programs = [argv[0] for argv in LOCAL]
    assert programs[0] == "pip", "the section starts with the installation"
    assert ["jupyter", "lab"] in [argv[:2] for argv in LOCAL]


def test_every_program_on_the_page_comes_with_the_extra_it_installs():
    project, extras = install_command()
    assert (ROOT / project / "pyproject.toml").is_file()
    provided = closure(requirements(extras)) | {canonicalize_name(PROJECT["name"])}
    for argv in LOCAL[1:]:
        dist = provider(argv)
        if dist is not None:
            assert canonicalize_name(dist) in provided, (
                f"`{shlex.join(argv)}` needs {dist}, which `pip install -e "
                f'".[{",".join(sorted(extras))}]"` does not install: add it to the '
                "extra in pyproject.toml, or change the page"
            )


def test_the_files_the_commands_open_exist():
    for argv in LOCAL:
        for arg in argv:
            if arg.endswith(".ipynb"):
                assert (ROOT / arg).is_file(), f"{shlex.join(argv)}: no file {arg}"


def pinned() -> dict[str, str]:
    text = (ROOT / "requirements" / "pinned.txt").read_text(encoding="utf-8")
    pins = {}
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, _, version = line.partition("==")
            assert version, f"pinned.txt: {line!r} is not pinned with =="
            pins[canonicalize_name(name)] = version
    return pins


def test_the_pinned_set_pins_the_package_and_course_dependencies():
    # CI and the book build install the pinned set, so it must hold what a student's
    # `pip install -e ".[course]"` installs, at versions the package accepts.
    pins = pinned()
    assert pins["torch"] == "2.13.0"  # the CPU wheel; an unpinned torch pulls CUDA
    for req in requirements({"course"}):
        name = canonicalize_name(req.name)
        assert name in pins, f"{req} is not in requirements/pinned.txt"
        assert req.specifier.contains(pins[name], prereleases=True), (
            f"pinned.txt has {name}=={pins[name]}, which does not satisfy {req}"
        )


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def get(url: str) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as err:
        return err.code, b""


@pytest.mark.slow
def test_the_documented_jupyter_lab_command_serves_the_notebook(tmp_path):
    """Run the page's `jupyter lab <notebook>` from this environment until JupyterLab
    serves that notebook and a Python kernel, then stop it (about 5 s)."""
    argv = next(a for a in LOCAL if a[:2] == ["jupyter", "lab"])
    notebook = next(a for a in argv if a.endswith(".ipynb"))
    jupyter = Path(sys.executable).parent / "jupyter"
    assert jupyter.is_file(), f"no {jupyter}: is jupyter_core installed?"
    port, token = free_port(), "course-test-token"
    extra = ["--no-browser", f"--port={port}", "--ServerApp.port_retries=0"]
    extra.append(f"--IdentityProvider.token={token}")
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        extra.append("--allow-root")  # containers run tests as root; students do not
    env = dict(os.environ)
    for kind in ("CONFIG", "DATA", "RUNTIME"):  # keep the user's Jupyter files out
        env[f"JUPYTER_{kind}_DIR"] = str(tmp_path / kind.lower())
    env["JUPYTER_PLATFORM_DIRS"] = "1"
    log = tmp_path / "jupyter.log"
    with open(log, "wb") as out:
        process = subprocess.Popen(
            [str(jupyter), *argv[1:], *extra],
            cwd=ROOT,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        status = 0
        while time.monotonic() < deadline and process.poll() is None:
            try:
                status, _ = get(f"{base}/api/status?token={token}")
            except OSError:
                status = 0
            if status == 200:
                break
            time.sleep(0.5)
        output = log.read_text(errors="replace")[-3000:]
        assert status == 200, f"JupyterLab did not start:\n{output}"
        # jupyter lab <file> serves the file's folder and opens the file in it
        name = Path(notebook).name
        status, body = get(f"{base}/api/contents/{name}?content=0&token={token}")
        assert status == 200, output
        assert json.loads(body)["type"] == "notebook"
        status, _ = get(f"{base}/lab/tree/{name}?token={token}")
        assert status == 200, output
        status, body = get(f"{base}/api/kernelspecs?token={token}")
        assert "python3" in json.loads(body)["kernelspecs"]
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGTERM)
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
