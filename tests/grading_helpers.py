"""Small helpers the grading tests share."""

from __future__ import annotations

import json

from transformer_lib.grading.slicer import code_cells, extract, forbidden_uses


def cells_of(*sources: str) -> list:
    """The parsed code cells of a notebook made of ``sources``."""
    cells = [
        {"cell_type": "code", "metadata": {}, "outputs": [], "source": s}
        for s in sources
    ]
    return code_cells(json.dumps({"cells": cells, "metadata": {}}))


def static_uses(sources, function: str, names) -> list[str]:
    """The forbidden names the slice of ``function`` names (slicer.forbidden_uses)."""
    return forbidden_uses(extract(cells_of(*sources), function), names)
