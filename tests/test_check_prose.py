"""Tests for scripts/check_prose.py: the numbers in a chapter's prose are held to its cells."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import check_prose  # noqa: E402
from check_prose import check_notebook, stated_numbers  # noqa: E402


def notebook(
    markdown: str, *, code: str = "x = 1", printed: str = "", html: str = ""
) -> dict:
    outputs = []
    if printed:
        outputs.append({"output_type": "stream", "name": "stdout", "text": printed})
    if html:
        outputs.append(
            {"output_type": "display_data", "data": {"text/html": html}, "metadata": {}}
        )
    return {
        "cells": [
            {"cell_type": "markdown", "source": markdown, "metadata": {}},
            {
                "cell_type": "code",
                "source": code,
                "outputs": outputs,
                "metadata": {},
                "execution_count": 1,
            },
        ]
    }


def problems(markdown, **kw):
    return check_notebook(notebook(markdown, **kw), "scratch", constants={})


def test_a_printed_number_backs_the_prose():
    assert problems("The loss falls to 2.31.", printed="loss 2.31\n") == []


def test_a_drifted_number_fails_and_names_it():
    found = problems("The loss falls to 2.35.", printed="loss 2.31\n")
    assert len(found) == 1 and "'2.35'" in found[0] and "loss falls to 2.35" in found[0]


def test_prose_may_round_a_printed_number_but_not_add_digits():
    assert problems("About 13.2 % of them.", printed="13.24%") == []
    assert problems("About 54 % of them.", printed="54.1 %") == []
    assert problems("It is 13.24.", printed="13.2") != []  # more digits than printed


def test_a_percentage_must_be_printed_as_one():
    assert problems("62 % of the words", printed="0.62 of them, 62 tokens") != []
    assert problems("62 % of the words", printed="whole: 62.0%") == []


def test_thousands_separators_do_not_matter():
    assert (
        problems("1,763 words and 40 700 tokens", printed="1763 words, 40700 tokens")
        == []
    )
    assert problems("1,763 words", printed="1764 words") != []


def test_a_setting_in_code_backs_the_prose():
    assert problems("We train for 150 steps.", code="trainer.fit(steps=150)") == []
    assert problems("We train for 300 steps.", code="trainer.fit(steps=150)") != []


def test_html_outputs_back_the_prose_without_their_tags():
    assert problems("BLEU 33.4 here", html="<td>33.4</td>") == []


def test_constants_back_the_prose_only_for_their_notebook():
    nb = notebook("d_model is 512 in the paper.")
    assert check_notebook(nb, "scratch", constants={"512": "the paper"}) == []
    assert check_notebook(nb, "scratch", constants={}) != []


@pytest.mark.parametrize(
    "markdown",
    [
        "Chapter 11 and 3 heads.",  # small integers
        "Vaswani et al. (2017)",  # a year
        "`steps=150` in code and $10000^{2i/d}$ in math",
        "a formula over a line break $x \\approx (-1.342,\n0.447)$ is math",
        "1. Train:\n\n   ```bash\n   python -m train --steps 5000\n   ```\n",
        "ex01, fp32 and d_model4096",  # glued to letters
        "[link](https://example.org/9999) and <span id='a1234'>x</span>",
    ],
)
def test_what_is_not_a_stated_number(markdown):
    assert stated_numbers(markdown) == []


def test_a_notebook_that_was_not_executed_is_refused():
    nb = notebook("nothing to say")
    nb["cells"][1]["execution_count"] = None
    assert any("not executed" in p for p in check_notebook(nb, "scratch", constants={}))


def test_the_command_exits_1_on_a_problem_and_0_without(tmp_path, capsys):
    bad, good = tmp_path / "bad.ipynb", tmp_path / "good.ipynb"
    bad.write_text(json.dumps(notebook("It took 27.3 min.", printed="18.0 min")))
    good.write_text(json.dumps(notebook("It took 18 min.", printed="18.0 min")))
    assert check_prose.main([str(good)]) == 0
    assert check_prose.main([str(bad)]) == 1
    assert "'27.3'" in capsys.readouterr().out
