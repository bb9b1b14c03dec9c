#!/usr/bin/env bash
# Run the test suite on another torch: a throwaway virtual environment with that torch and
# the rest of the pinned set (requirements/pinned.txt without its torch line), then the
# library tests, the grader tests and every notebook under nbval, as scripts/run_tests.sh
# does. Run it before a release for the oldest torch the package supports and the newest
# release, with the CPU build and the CUDA build (the one `pip install torch` gives on Linux).
#
# Usage: bash scripts/test_torch_versions.sh [--with REQ]... TORCH_SPEC [PYTEST_ARGS...]
#   TORCH_SPEC   what pip installs for torch, e.g. torch==2.3.1, or a wheel's path
#   --with REQ   also install REQ, replacing the pinned line of the same package
#                (e.g. --with "numpy<2"); may be repeated
#   PYTEST_ARGS  passed to pytest instead of the default (every test path in pyproject.toml)
# Environment:
#   TORCH_VENVS   where the environments live (default: $TMPDIR or /tmp, outside the repo);
#                 one per TORCH_SPEC and --with set, reused while the pinned set is unchanged
#   FRESH=1       recreate the environment first; KEEP=0 removes it after the run
#   TEST_WORKERS  pytest-xdist workers (default 2)
# Prints the torch version and build, pytest's summary, and the wall time; exits with
# pytest's status.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
python="${PYTHON:-python3}"

extra=()
while [ "${1:-}" = "--with" ]; do
  [ $# -ge 2 ] || { echo "usage: --with REQ" >&2; exit 2; }
  extra+=("$2")
  shift 2
done
if [ $# -lt 1 ] || [[ "$1" == -* ]]; then
  sed -n '2,19p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
  exit 2
fi
torch_spec="$1"
shift
pytest_args=("$@")

# The name of a requirement's package, lower-cased ("numpy<2" -> numpy).
req_name() { sed -E 's/^[[:space:]]*([A-Za-z0-9_.-]+).*/\1/' <<<"$1" | tr 'A-Z_' 'a-z-'; }

# The pinned set without torch and without what --with replaces.
replaced=("torch")
for req in "${extra[@]+"${extra[@]}"}"; do replaced+=("$(req_name "$req")"); done
requirements="$(mktemp)"
trap 'rm -f "$requirements"' EXIT
while IFS= read -r line; do
  case "$line" in '' | '#'*) continue ;; esac
  name="$(req_name "$line")"
  skip=0
  for r in "${replaced[@]}"; do [ "$name" = "$r" ] && skip=1; done
  [ "$skip" -eq 1 ] || echo "$line" >>"$requirements"
done <"$root/requirements/pinned.txt"
for req in "${extra[@]+"${extra[@]}"}"; do echo "$req" >>"$requirements"; done

key="$(printf '%s\n' "$torch_spec" "${extra[@]+"${extra[@]}"}" | tr -c 'A-Za-z0-9.=<>\n' '_' |
  tr '\n' '+' | sed 's/+$//')"
venvs="${TORCH_VENVS:-${TMPDIR:-/tmp}/transformer-course-torch}"
venv="$venvs/$key"
case "$venv/" in "$root"/*)
  echo "error: TORCH_VENVS lies inside the repository ($venv); choose a folder outside it" >&2
  exit 2
  ;;
esac
[ "${FRESH:-0}" = 1 ] && rm -rf "$venv"

start=$(date +%s)
stamp="$venv/.course-stamp"
want="$(cat "$requirements" "$root/pyproject.toml" <(echo "$torch_spec") | sha256sum | cut -d' ' -f1)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "torch-versions: installing $torch_spec and the pinned rest into $venv" >&2
  mkdir -p "$venvs"
  "$python" -m venv --clear "$venv"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check \
    "$torch_spec" -r "$requirements" 2>&1 | grep -v "is ignored: it is neither" >&2 || true
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-deps -e "$root" \
    2>&1 | grep -v "is ignored: it is neither" >&2 || true
  "$venv/bin/python" -c "import torch, nbval, xdist, transformer_lib" \
    || { echo "torch-versions: installation failed" >&2; exit 1; }
  echo "$want" >"$stamp"
fi
installed=$(($(date +%s) - start))

build="$("$venv/bin/python" -c '
import numpy, torch
cuda = torch.version.cuda
kind = "CUDA " + cuda + " build" if cuda else "CPU build"
gpu = "a GPU" if torch.cuda.is_available() else "no GPU"
print(f"torch {torch.__version__} ({kind}, {gpu}), numpy {numpy.__version__}")' 2>/dev/null)"
echo "torch-versions: $build; environment ready in ${installed} s" >&2

cd "$root"
export OMP_NUM_THREADS="${OMP_NUM_THREADS:-1}"
log="$(mktemp)"
trap 'rm -f "$requirements" "$log"' EXIT
t0=$(date +%s)
set +e
"$venv/bin/python" -m pytest --nbval-lax --nbval-current-env -n "${TEST_WORKERS:-2}" \
  --dist loadfile -p no:cacheprovider "${pytest_args[@]+"${pytest_args[@]}"}" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
seconds=$(($(date +%s) - t0))
summary="$(grep -E '^=+ .*(passed|failed|error|skipped|no tests ran).* =+$' "$log" | tail -n 1 |
  sed -E 's/^=+ //; s/ =+$//')"
echo "torch-versions: $build: ${summary:-no summary} (pytest exit $status, ${seconds} s)"
[ "${KEEP:-1}" = 0 ] && rm -rf "$venv"
exit "$status"
