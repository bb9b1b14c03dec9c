"""Private checks last for one grading: a later grading in the same process sees only
its own (an instructor grading two assignments from one notebook, or the test suite)."""

from transformer_lib.grading.registry import get_exercise, private_checks

SECRET = """\
import torch
from transformer_lib.grading import Case, extend

extend("ex03.softmax", [Case("a secret row", lambda g: (torch.randn(3, 5, generator=g),))])
"""


def _folder(tmp_path, name):
    folder = tmp_path / name
    folder.mkdir()
    (folder / "secret.py").write_text(SECRET, encoding="utf-8")
    return folder


def _names():
    return [case.name for case in get_exercise("ex03.softmax").cases]


def test_private_cases_are_gone_after_the_grading(tmp_path):
    before = _names()
    with private_checks([_folder(tmp_path, "a")]):
        assert _names() == before + ["a secret row"]
        assert get_exercise("ex03.softmax").cases[-1].private
    assert _names() == before


def test_the_same_case_name_from_another_folder_loads_in_a_later_grading(tmp_path):
    for name in ("first", "second"):  # a leftover would raise "already has a case"
        with private_checks([_folder(tmp_path, name)]):
            assert _names().count("a secret row") == 1
    assert "a secret row" not in _names()


def test_a_nested_grading_keeps_the_outer_one_s_cases(tmp_path):
    folder = _folder(tmp_path, "batch")
    with private_checks([folder]):
        with private_checks([folder]):  # each submission of the batch
            assert _names().count("a secret row") == 1
        assert _names().count("a secret row") == 1  # the batch still has them
    assert "a secret row" not in _names()
