# Written for this corpus from #1351: a tag's interpreter components must be identifiers;
# wheel filenames whose interpreter is a version number (or any non-identifier) are
# invalid; identifier interpreters, compressed sets of them, and any ABI/platform stay valid.
from __future__ import annotations

import pytest

from packaging import tags
from packaging.utils import InvalidWheelFilename, parse_wheel_filename


@pytest.mark.parametrize(
    "tag", ["3-none-any", "cp3.11-none-any", "py$3-none-any", "py3!-none-any", "py2.3x-none-any", "py3.py-4-none-any"]
)
def test_non_identifier_interpreters(tag: str) -> None:
    with pytest.raises(tags.InvalidTag):
        tags.parse_tag(tag)


@pytest.mark.parametrize(
    "filename", ["pkg-1.0-2.7-none-any.whl", "pkg-1.0-1-py$3-none-any.whl", "pkg-1.0-cp3.11-abi3-linux_x86_64.whl"]
)
def test_wheel_filenames_with_bad_interpreters(filename: str) -> None:
    with pytest.raises(InvalidWheelFilename):
        parse_wheel_filename(filename)


def test_valid_tags_unchanged() -> None:
    assert tags.parse_tag("py2.py3-none-any") == {
        tags.Tag("py2", "none", "any"),
        tags.Tag("py3", "none", "any"),
    }
    assert tags.parse_tag("cp311-cp311-manylinux_2_17_x86_64") == {
        tags.Tag("cp311", "cp311", "manylinux_2_17_x86_64")
    }
    name, version, build, parsed = parse_wheel_filename("pkg-1.0-py2.py3-none-any.whl")
    assert (name, str(version), build) == ("pkg", "1.0", ())
    assert len(parsed) == 2
