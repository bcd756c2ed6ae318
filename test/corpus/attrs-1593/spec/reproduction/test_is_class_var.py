# SPDX-License-Identifier: MIT
# test_is_class_var from tests/test_annotations.py of python-attrs/attrs at 97f8d175
# (#1593), whole; the fix added its last case, typing.ForwardRef("ClassVar[str]").
import typing

import pytest

from attr._make import _is_class_var


@pytest.mark.parametrize(
    "annot",
    [
        typing.ClassVar,
        "typing.ClassVar",
        "'typing.ClassVar[dict]'",
        "t.ClassVar[int]",
        typing.ForwardRef("ClassVar[str]"),
    ],
)
def test_is_class_var(annot):
    """
    ClassVars are detected, even if they're a string or quoted.
    """
    assert _is_class_var(annot)
