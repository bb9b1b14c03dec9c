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
