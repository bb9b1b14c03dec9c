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
# The checks of the built book; both run, and either one fails the build.
status=0
# The prose says what the cells compute: every number stated in a chapter's Markdown is
# printed by one of its cells (or written in its code, or a listed constant).
"$py" scripts/check_prose.py --build _build || status=1
# The pages must not show machine paths, the build's history or Markdown that did not render.
"$py" scripts/check_pages.py _build/html || status=1
exit "$status"
