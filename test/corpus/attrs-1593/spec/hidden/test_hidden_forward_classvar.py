# Written for this corpus from #1593: a ClassVar annotation that reaches attrs as a
# typing.ForwardRef (an unimported or quoted ClassVar) is a class variable, not a field,
# in every spelling; other forward references stay fields.
import typing

import pytest

import attr
from attr._make import _is_class_var


@pytest.mark.parametrize(
    "arg",
    ["ClassVar", "ClassVar[int]", "typing.ClassVar[dict]", "t.ClassVar[str]", "typing_extensions.ClassVar"],
)
def test_forward_refs_to_classvar(arg):
    assert _is_class_var(typing.ForwardRef(arg))


@pytest.mark.parametrize("arg", ["int", "list[int]", "typing.Optional[str]", "Other"])
def test_other_forward_refs(arg):
    assert not _is_class_var(typing.ForwardRef(arg))


def test_class_with_forward_ref_classvar():
    class C:
        x: int = 1

    C.__annotations__["y"] = typing.ForwardRef("typing.ClassVar[int]")
    C.y = 5
    C = attr.s(auto_attribs=True)(C)
    assert [a.name for a in attr.fields(C)] == ["x"]
    assert C().x == 1 and C.y == 5


def test_plain_annotations_unchanged():
    assert _is_class_var(typing.ClassVar[int])
    assert _is_class_var("typing.ClassVar[int]")
    assert not _is_class_var(int)
    assert not _is_class_var("int")
