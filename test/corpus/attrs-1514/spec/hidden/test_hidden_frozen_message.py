# Hidden tests written for this corpus from python-attrs/attrs #1514: attrs' frozen errors
# kept their message in a class attribute `args` (a list) that the exception machinery does
# not read, so str(), repr() and tracebacks showed no message.
import traceback

import pytest

import attr

from attr.exceptions import FrozenAttributeError, FrozenError, FrozenInstanceError

MSG = "can't set attribute"


@attr.s(frozen=True)
class Point:
    x = attr.ib()
    y = attr.ib(default=0)


@attr.define
class Partly:
    a: int = attr.field(on_setattr=attr.setters.frozen)
    b: int = 0


def raised_by(action):
    with pytest.raises(FrozenError) as info:
        action()
    return info.value


ACTIONS = {
    "set on frozen class": (FrozenInstanceError, lambda: setattr(Point(1), "x", 5)),
    "delete on frozen class": (FrozenInstanceError, lambda: delattr(Point(1), "y")),
    "frozen field": (FrozenAttributeError, lambda: setattr(Partly(1), "a", 2)),
}


@pytest.fixture(params=sorted(ACTIONS))
def raised(request):
    expected_type, action = ACTIONS[request.param]
    error = raised_by(action)
    assert type(error) is expected_type
    return error


def test_str_is_the_message(raised):
    assert str(raised) == MSG


def test_args_is_a_tuple_with_the_message(raised):
    assert raised.args == (MSG,)
    assert raised.msg == MSG


def test_repr_shows_the_message(raised):
    assert repr(raised) == f"{type(raised).__name__}({MSG!r})"


def test_traceback_line_shows_the_message(raised):
    line = traceback.format_exception_only(type(raised), raised)[-1]
    assert line.rstrip().endswith(f"{type(raised).__name__}: {MSG}")


def test_still_an_attribute_error(raised):
    assert isinstance(raised, AttributeError)


@pytest.mark.parametrize("cls", [FrozenError, FrozenInstanceError, FrozenAttributeError])
def test_raised_directly_carries_the_message(cls):
    with pytest.raises(cls, match="^can't set attribute$"):
        raise cls()


def test_unfrozen_attribute_still_settable():
    p = Partly(1)
    p.b = 5
    assert p.b == 5
    assert attr.evolve(Point(1), x=3) == Point(3)
