"""The eighth widening's kinds of numbers, prices, measures, durations and schedules
(counts_prices.py, weights_distances.py, trips_schedules.py): pairs written by hand,
and samples of each kind checked for their properties."""

import pytest

from transformer_lib.data.kind_parts import Construction

pytest.importorskip("pyrealb")


def _pair(kind, **args):
    from transformer_lib.data.realiser import realise

    return realise(Construction(kind, args))


def _i(table, fr):
    return next(i for i, row in enumerate(table) if row[0] == fr)


def test_crowds_elide_de_before_habitants():
    """(the old code wrote 'Des centaines de habitants', 'Combien de habitants')"""
    from transformer_lib.data import ages_crowds as a

    who = _i(a.CROWDS, "habitants")
    many = next(i for i, m in enumerate(a._MANY) if m[0] == "des centaines de")
    fr, en = _pair("crowds", who=who, many=many, doing=4, tense=0)
    assert fr == "Des centaines d'habitants habitent dans ce village.", fr
    assert en == "Hundreds of inhabitants live in this village."
    fr, en = _pair("crowds", who=who, many=None, doing=4, tense=0)
    assert fr == "Combien d'habitants habitent dans ce village?", fr
    assert en == "How many inhabitants live in this village?"
