# The tests pypa/packaging 26fa1d42 (#1351) added or extended, copied whole:
# TestParseTag.test_invalid_interpreter_raises and .test_identifier_interpreter_is_valid from
# tests/test_tags.py, and test_parse_wheel_invalid_filename from tests/test_utils.py (the fix
# added its last case).
# This file is dual licensed under the terms of the Apache License, Version
# 2.0, and the BSD License. See the LICENSE file in the root of this repository
# for complete details.
from __future__ import annotations

import pytest

from packaging import tags
from packaging.utils import InvalidWheelFilename, parse_wheel_filename


class TestParseTag:
    @pytest.mark.parametrize(
        "tag",
        [
            "2-none-any",
            "2.7.6-none-any",
            "py3.2-none-any",
            "py+3-none-any",
        ],
    )
    def test_invalid_interpreter_raises(self, tag: str) -> None:
        with pytest.raises(tags.InvalidTag, match="invalid interpreter"):
            tags.parse_tag(tag)

    @pytest.mark.parametrize("interpreter", ["sillywalk", "graalpy311", "_custom"])
    def test_identifier_interpreter_is_valid(self, interpreter: str) -> None:
        assert tags.parse_tag(f"{interpreter}-none-any") == {
            tags.Tag(interpreter, "none", "any")
        }


@pytest.mark.parametrize(
    ("filename"),
    [
        ("foo-1.0.whl"),  # Missing tags
        ("foo-1.0-py3-none-any.wheel"),  # Incorrect file extension (`.wheel`)
        ("foo__bar-1.0-py3-none-any.whl"),  # Invalid name (`__`)
        ("foo\n-1.0-py3-none-any.whl"),  # Invalid name (`\n`)
        ("foo#bar-1.0-py3-none-any.whl"),  # Invalid name (`#`)
        ("-1.0-py3-none-any.whl"),  # Empty project name
        ("-1.0-200-py3-none-any.whl"),  # Empty project name (with build number)
        ("foobar-1.x-py3-none-any.whl"),  # Invalid version (`1.x`)
        # Build number doesn't start with a digit (`abc`)
        ("foo-1.0-abc-py3-none-any.whl"),
        ("foo-1.0-200-py3-none-any-junk.whl"),  # Too many dashes (`-junk`)
        ("foo-1.0--none-any.whl"),  # Empty interpreter component
        ("foo-1.0-py3-none-.whl"),  # Empty platform component
        ("foo-1.0-py3.-none-any.whl"),  # Empty member in a compressed tag set
        ("playlyfe-0.1.1-2.7.6-none-any.whl"),  # Invalid interpreter components
    ],
)
def test_parse_wheel_invalid_filename(filename: str) -> None:
    with pytest.raises(InvalidWheelFilename):
        parse_wheel_filename(filename)
