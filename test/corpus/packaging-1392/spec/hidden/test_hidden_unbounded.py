# Written for this corpus from the report of #1392: an unbounded end has one spelling,
# whatever `inclusive` it was given, wherever it sorts among bounded ends.
from __future__ import annotations

import pytest

from packaging._ranges import NEG_INF, POS_INF, LowerBound, UpperBound
from packaging.version import Version


@pytest.mark.parametrize("inclusive", [True, False])
def test_unbounded_lower_is_neg_inf(inclusive: bool) -> None:
    bound = LowerBound(None, inclusive)
    assert not bound.inclusive
    assert bound == NEG_INF
    assert not (bound < NEG_INF) and not (NEG_INF < bound)


@pytest.mark.parametrize("inclusive", [True, False])
def test_unbounded_upper_is_pos_inf(inclusive: bool) -> None:
    bound = UpperBound(None, inclusive)
    assert not bound.inclusive
    assert bound == POS_INF
    assert not (bound > POS_INF) and not (POS_INF > bound)


def test_sorting_mixed_lower_bounds() -> None:
    v = Version("2.0")
    bounds = [LowerBound(v, False), LowerBound(None, True), LowerBound(v, True), NEG_INF]
    ordered = sorted(bounds)
    assert ordered[0] == ordered[1] == NEG_INF
    assert ordered[2:] == [LowerBound(v, True), LowerBound(v, False)]
    assert len(set(bounds)) == 3


def test_sorting_mixed_upper_bounds() -> None:
    v = Version("2.0")
    bounds = [UpperBound(None, True), UpperBound(v, True), POS_INF, UpperBound(v, False)]
    ordered = sorted(bounds)
    assert ordered[:2] == [UpperBound(v, False), UpperBound(v, True)]
    assert ordered[2] == ordered[3] == POS_INF
    assert len(set(bounds)) == 3


def test_bounded_ends_keep_inclusive() -> None:
    v = Version("1.0")
    assert LowerBound(v, True).inclusive is True
    assert UpperBound(v, True).inclusive is True
    assert LowerBound(v, True) < LowerBound(v, False)
    assert UpperBound(v, False) < UpperBound(v, True)
