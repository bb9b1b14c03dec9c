#!/usr/bin/env bash
# Build the book into _build/html from a clean _build, executing every chapter.
# Any warning or failing cell fails the build (-W -n --keep-going).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
py="$(bash "$root/scripts/setup_env.sh" | tail -n 1)"
cd "$root"
rm -rf _build
start=$(date +%s)
# tqdm reads TQDM_DISABLE: progress bars show in Colab and terminals, not in the book
export TQDM_DISABLE=1
"$(dirname "$py")/jupyter-book" build . -W -n --keep-going --all
echo "book: built _build/html/index.html in $(( $(date +%s) - start )) s"
# The prose says what the cells compute: every number stated in a chapter's Markdown is
# printed by one of its cells (or written in its code, or a listed constant).
"$py" scripts/check_prose.py --build _build
