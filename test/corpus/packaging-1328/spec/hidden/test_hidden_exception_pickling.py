# Written for this corpus from #1328: packaging's exceptions whose __init__ does not match
# their args survive pickle and copy with every attribute, at every pickle protocol, also
# when raised by the library itself.
from __future__ import annotations

import copy
import pickle

import pytest

from packaging import metadata
from packaging.dependency_groups import CyclicDependencyGroup, resolve_dependency_groups


@pytest.mark.parametrize("protocol", range(pickle.HIGHEST_PROTOCOL + 1))
def test_invalid_metadata_every_protocol(protocol: int) -> None:
    exc = metadata.InvalidMetadata("requires_python", "'>=3.x' is not a specifier")
    back = pickle.loads(pickle.dumps(exc, protocol))
    assert type(back) is metadata.InvalidMetadata
    assert (back.field, str(back)) == ("requires_python", "'>=3.x' is not a specifier")


def test_cyclic_group_copy_and_pickle() -> None:
    exc = CyclicDependencyGroup("top", "mid", "top")
    for back in (copy.copy(exc), copy.deepcopy(exc), pickle.loads(pickle.dumps(exc))):
        assert (back.requested_group, back.group, back.include_group) == ("top", "mid", "top")
        assert str(back) == str(exc)


def test_raised_cycle_pickles() -> None:
    groups = {"a": [{"include-group": "b"}], "b": [{"include-group": "a"}]}
    with pytest.raises(ExceptionGroup) as info:
        resolve_dependency_groups(groups, "a")
    (cycle,) = info.value.exceptions
    assert isinstance(cycle, CyclicDependencyGroup)
    back = pickle.loads(pickle.dumps(cycle))
    assert str(back) == str(cycle)
    assert back.requested_group == "a"


def test_exceptions_still_raise_normally() -> None:
    exc = metadata.InvalidMetadata("name", "bad")
    assert exc.field == "name" and str(exc) == "bad"
    assert isinstance(CyclicDependencyGroup("x", "y", "x"), ValueError)
