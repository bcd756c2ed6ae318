# The two tests pypa/packaging 1a9c4cb6 (#1328) added: test_cyclic_include_pickle_roundtrip
# (tests/test_dependency_groups.py) and TestInvalidMetadata.test_pickle_roundtrip
# (tests/test_metadata.py), copied whole.
# This file is dual licensed under the terms of the Apache License, Version
# 2.0, and the BSD License. See the LICENSE file in the root of this repository
# for complete details.
from __future__ import annotations

import pickle

from packaging import metadata
from packaging.dependency_groups import CyclicDependencyGroup


def test_cyclic_include_pickle_roundtrip() -> None:
    exc = CyclicDependencyGroup("group1", "group2", "group1")
    copy = pickle.loads(pickle.dumps(exc))
    assert copy.requested_group == exc.requested_group
    assert copy.group == exc.group
    assert copy.include_group == exc.include_group
    assert str(copy) == str(exc)


class TestInvalidMetadata:
    def test_pickle_roundtrip(self) -> None:
        exc = metadata.InvalidMetadata("version", "'1.0.a' is invalid")
        copy = pickle.loads(pickle.dumps(exc))
        assert copy.field == exc.field
        assert str(copy) == str(exc)
