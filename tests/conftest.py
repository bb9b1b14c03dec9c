"""Shared test settings: a non-interactive matplotlib backend and a deterministic seed."""

import matplotlib
import pytest
import torch

matplotlib.use("Agg")


@pytest.fixture(autouse=True)
def _seed():
    torch.manual_seed(0)
    yield
