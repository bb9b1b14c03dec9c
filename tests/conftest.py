"""Shared test settings: a non-interactive matplotlib backend, a deterministic seed, and
the device that the library and training tests run on.

By default those tests run on the CPU, whatever the machine has. `--device cuda` (or the
environment variable TRANSFORMER_LIB_TEST_DEVICE=cuda) runs the tests that take the
`device` fixture on the GPU instead; asking for CUDA on a machine without it is an error,
not a silent fallback to the CPU.
"""

import os

import matplotlib
import pytest
import torch

matplotlib.use("Agg")

DEVICE_VARIABLE = "TRANSFORMER_LIB_TEST_DEVICE"


def pytest_addoption(parser):
    parser.addoption(
        "--device",
        default=None,
        help=(
            "device for the library and training tests that take the `device` "
            f"fixture: cpu (default) or cuda; also ${DEVICE_VARIABLE}"
        ),
    )


def requested_device(config) -> torch.device:
    """--device, else $TRANSFORMER_LIB_TEST_DEVICE, else the CPU."""
    name = config.getoption("--device") or os.environ.get(DEVICE_VARIABLE) or "cpu"
    try:
        device = torch.device(name)
    except RuntimeError:
        raise pytest.UsageError(
            f"expected --device (or ${DEVICE_VARIABLE}) cpu or cuda, got {name!r}"
        ) from None
    if device.type not in ("cpu", "cuda"):
        raise pytest.UsageError(
            f"expected --device (or ${DEVICE_VARIABLE}) cpu or cuda, got {name!r}"
        )
    if device.type == "cuda" and not torch.cuda.is_available():
        raise pytest.UsageError(
            f"--device {name} (or ${DEVICE_VARIABLE}) asks for CUDA, but torch "
            f"{torch.__version__} sees no GPU on this machine"
        )
    return device


def pytest_configure(config):
    config._transformer_lib_device = requested_device(config)


def pytest_report_header(config):
    return f"transformer_lib test device: {config._transformer_lib_device}"


@pytest.fixture(scope="session")
def device(pytestconfig) -> torch.device:
    """The device the test means: the CPU unless --device / the variable says cuda."""
    return pytestconfig._transformer_lib_device


@pytest.fixture(autouse=True)
def _seed():
    torch.manual_seed(0)
    yield


def _tree_digest(root) -> str:
    """A hash of every file under ``root`` (names and contents)."""
    import hashlib
    from pathlib import Path

    digest = hashlib.sha256()
    for path in sorted(Path(root).rglob("*")):
        if path.is_file():
            digest.update(
                str(path.relative_to(root)).encode() + b"\0" + path.read_bytes()
            )
    return digest.hexdigest()


@pytest.fixture
def package_copy(tmp_path):
    """A private copy of transformer_lib, and an environment whose Python imports it
    first (run it outside the checkout: `python -m` puts the working folder first on
    sys.path): for tests that let a submission write into the grader's package. Written
    into the checkout, such a write would reach every other test running beside it
    (another worker's notebook kernels, the Colab stand-in's install) before the
    grader puts the file back."""
    import shutil
    from pathlib import Path

    checkout = Path(__file__).resolve().parents[1]
    base = tmp_path / "private-package"
    package = base / "transformer_lib"
    shutil.copytree(
        checkout / "transformer_lib",
        package,
        ignore=shutil.ignore_patterns("__pycache__"),
    )
    paths = [str(base), os.environ.get("PYTHONPATH", "")]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in paths if p))

    class Copy:
        path = package
        environ = env

        @staticmethod
        def digest() -> str:
            return _tree_digest(package)

    return Copy


@pytest.fixture(scope="module")
def realise():
    """Corpus version 3's realiser, for the data tests that write pairs by hand: the French
    and English of a structure, with version 3's tables and spelling (a test module may
    define its own ``realise`` instead)."""
    pytest.importorskip("pyrealb")
    from transformer_lib.data.lexicon_v3 import spell_fr, v3_tables
    from transformer_lib.data.realiser import realise as r

    def say(s):
        with v3_tables():
            fr, en = r(s)
        return spell_fr(fr.strip()), en.strip()

    return say
