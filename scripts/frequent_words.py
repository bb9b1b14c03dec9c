"""Write transformer_lib/data/files/frequent_fr.txt: wordfreq's 1,000 most frequent French words.

    pip install wordfreq==3.1.1 && python scripts/frequent_words.py

The list is the reference of issue 26 for what an everyday translator must know (chapter 0
prints how much of it the shipped translator knows: ``transformer_lib.data.frequent``).
wordfreq is needed here only; the package reads the written file. Its data is licensed
CC BY-SA 4.0, and so is the list (the file's header says so).
"""

from __future__ import annotations

import importlib.metadata
from pathlib import Path

OUT = (
    Path(__file__).resolve().parents[1]
    / "transformer_lib"
    / "data"
    / "files"
    / "frequent_fr.txt"
)
HEADER = """\
# The 1,000 most frequent French words, most frequent first, one per line: wordfreq {version},
# top_n_list("fr", 1000) (Robyn Speer, https://github.com/rspeer/wordfreq). Its data is
# licensed CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/), and so is this
# list. wordfreq's tokenizer writes an elided word without its apostrophe (l, d, qu, j).
# Written by scripts/frequent_words.py, which needs wordfreq; nothing else here does.
"""


def main() -> None:
    from wordfreq import top_n_list

    words = top_n_list("fr", 1000)
    if len(set(words)) != 1000:
        raise SystemExit(f"expected 1,000 distinct words, got {len(set(words))}")
    version = importlib.metadata.version("wordfreq")
    OUT.write_text(HEADER.format(version=version) + "\n".join(words) + "\n")
    print(f"wrote {OUT.name}: {len(words)} words (wordfreq {version})")


if __name__ == "__main__":
    main()
