#!/usr/bin/env bash
# Run the whole test suite: library tests, grader tests, and every notebook under nbval.
# Extra arguments go to pytest (for example: -k positional, or -x).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
py="$(bash "$root/scripts/setup_env.sh" | tail -n 1)"
cd "$root"
venv_bin="$(dirname "$py")"
"$venv_bin/ruff" check .
"$venv_bin/ruff" format --check .
# Two test workers share the machine's cores: one thread each (and in the notebook kernels
# they start) instead of two threads each fighting for the same two cores.
export OMP_NUM_THREADS="${OMP_NUM_THREADS:-1}"
set +e
"$py" -m pytest --nbval-lax --nbval-current-env -n "${TEST_WORKERS:-2}" --dist loadfile "$@"
status=$?
set -e
# pytest exits 5 when it collected nothing (for example a -k that matches no test).
if [ "$status" -eq 5 ]; then
  echo "tests: no tests collected" >&2
  exit 0
fi
exit "$status"
