#!/usr/bin/env bash
# Create (or reuse) the course's virtual environment and install the pinned set plus the package.
# Usage: source-free; prints the path of the environment's python on its last line.
#   VENV=path   where the environment lives (default: .venv in the repository)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="${VENV:-$root/.venv}"
python="${PYTHON:-python3}"

if [ ! -x "$venv/bin/python" ]; then
  echo "setup: creating $venv" >&2
  "$python" -m venv "$venv"
fi
# Reinstall only when the pinned set or the package metadata changed.
stamp="$venv/.course-stamp"
want="$(cat "$root/requirements/pinned.txt" "$root/pyproject.toml" | sha256sum | cut -d' ' -f1)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "setup: installing the pinned set and transformer_lib (editable) into $venv" >&2
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check \
    -r "$root/requirements/pinned.txt" 2>&1 | grep -v "is ignored: it is neither" >&2 || true
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-deps -e "$root" \
    2>&1 | grep -v "is ignored: it is neither" >&2 || true
  "$venv/bin/python" -c "import torch, jupyter_book, nbval, transformer_lib" \
    || { echo "setup: installation failed" >&2; exit 1; }
  echo "$want" > "$stamp"
fi
echo "$venv/bin/python"
