# The three tests pypa/packaging 4e79787a (#1360) added to tests/test_tags.py, copied whole
# into classes of the same names.
from __future__ import annotations

from packaging import tags


class TestCPythonTags:
    def test_empty_platforms(self) -> None:
        assert list(tags.cpython_tags((3, 11), abis=["whatever"], platforms=[])) == []


class TestGenericTags:
    def test_empty_platforms(self) -> None:
        result = list(tags.generic_tags("sillywalk", ["abi"], []))
        assert result == []


class TestCompatibleTags:
    def test_empty_platforms(self) -> None:
        result = list(tags.compatible_tags((3,), "cp3", []))
        assert result == [
            tags.Tag("cp3", "none", "any"),
            tags.Tag("py3", "none", "any"),
        ]
