"""Generate the student notebooks from the solution notebooks (one source per exercise).

``exercises/solutions/exNN_name.ipynb`` -> ``exercises/exNN_name.ipynb``: in code cells,
each block between ``# BEGIN SOLUTION <exercise-id>`` and ``# END SOLUTION`` becomes a
stub that raises ``NotImplementedError("<exercise-id>: ...")``; cells tagged
``solution-only`` are dropped. Everything else is copied, outputs stripped.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

BEGIN = re.compile(r"^(?P<indent>[ \t]*)# BEGIN SOLUTION\b[ \t]*(?P<id>\S*)[ \t]*$")
END = re.compile(r"^[ \t]*# END SOLUTION[ \t]*$")
SOLUTION_ONLY = "solution-only"
METADATA_KEY = "transformer_lib"
NOTEBOOK_METADATA = {
    "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
    "language_info": {"name": "python"},
    "colab": {"provenance": []},
}


def stub_lines(indent: str, exercise_id: str) -> list[str]:
    return [
        f"{indent}# YOUR CODE HERE (then run this cell and the check below)\n",
        f'{indent}raise NotImplementedError("{exercise_id}: not implemented yet")\n',
    ]


def strip_solutions(source: str, where: str = "") -> tuple[str, list[str]]:
    """Replace each marked solution block by a stub; returns (source, exercise ids)."""
    out, ids, current = [], [], None
    for number, line in enumerate(source.splitlines(keepends=True), start=1):
        begin, end = BEGIN.match(line.rstrip("\n")), END.match(line.rstrip("\n"))
        if begin:
            if current is not None:
                raise ValueError(
                    f"{where} line {number}: BEGIN SOLUTION inside another"
                )
            current = begin["id"]
            if not re.fullmatch(r"ex\d\d\.\w+", current):
                raise ValueError(
                    f"{where} line {number}: expected '# BEGIN SOLUTION exNN.name', "
                    f"got {line.strip()!r}"
                )
            ids.append(current)
            out.extend(stub_lines(begin["indent"], current))
        elif end:
            if current is None:
                raise ValueError(f"{where} line {number}: END SOLUTION without BEGIN")
            current = None
        elif current is None:
            out.append(line)
    if current is not None:
        raise ValueError(f"{where}: BEGIN SOLUTION {current} is never closed")
    return "".join(out).rstrip("\n"), ids


def _clean_cell(cell: dict) -> dict:
    source = cell["source"]
    cell = {
        "cell_type": cell["cell_type"],
        "metadata": {"tags": cell["metadata"]["tags"]}
        if cell.get("metadata", {}).get("tags")
        else {},
        "source": "".join(source) if isinstance(source, list) else source,
    }
    if cell["cell_type"] == "code":
        cell["execution_count"] = None
        cell["outputs"] = []
    return cell


def student_notebook(solution: dict, name: str = "") -> dict:
    """The student version of a solution notebook (a dict in nbformat 4)."""
    cells, exercise_ids = [], []
    for index, raw in enumerate(solution["cells"]):
        cell = _clean_cell(raw)
        if SOLUTION_ONLY in cell["metadata"].get("tags", []):
            continue
        if cell["cell_type"] == "code":
            cell["source"], ids = strip_solutions(
                cell["source"], f"{name} cell {index}"
            )
            exercise_ids += ids
        cells.append(cell)
    if not exercise_ids:
        raise ValueError(f"{name}: no '# BEGIN SOLUTION exNN.name' block found")
    metadata = dict(NOTEBOOK_METADATA)
    # Tells the grader which exercises this notebook answers, even if cells are deleted.
    metadata[METADATA_KEY] = {"exercises": exercise_ids}
    return {"cells": cells, "metadata": metadata, "nbformat": 4, "nbformat_minor": 4}


def dumps(nb: dict) -> str:
    """A notebook as stored: the layout that scripts/notebook_tools.py writes."""
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


def find_root(start: Path | None = None) -> Path:
    """The repository root: the first folder upwards that has exercises/solutions."""
    start = (start or Path.cwd()).resolve()
    for folder in [start, *start.parents, Path(__file__).resolve().parents[2]]:
        if (folder / "exercises" / "solutions").is_dir():
            return folder
    raise FileNotFoundError(f"no exercises/solutions folder above {start}")


def build_exercises(root: Path | None = None, check: bool = False) -> list[Path]:
    """Write (or with ``check``, compare) each student notebook; returns stale paths."""
    root = root or find_root()
    stale = []
    for source in sorted((root / "exercises" / "solutions").glob("ex*.ipynb")):
        solution = json.loads(source.read_text(encoding="utf-8"))
        text = dumps(student_notebook(solution, source.name))
        target = root / "exercises" / source.name
        current = target.read_text(encoding="utf-8") if target.exists() else None
        if current != text:
            stale.append(target)
            if not check:
                target.write_text(text, encoding="utf-8")
    return stale
