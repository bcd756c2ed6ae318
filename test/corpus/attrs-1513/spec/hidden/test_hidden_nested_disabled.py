# Written for this corpus from #1513: validators.disabled() restores the state it found, at
# any nesting depth, after an exception, and when validators were already disabled by
# set_disabled(); instances are still validated once it is left.
import pytest

import attr
from attr import validators


@pytest.fixture(autouse=True)
def _enabled_after():
    yield
    validators.set_disabled(False)


@attr.s
class Point:
    x = attr.ib(validator=attr.validators.instance_of(int))


@pytest.mark.parametrize("depth", [2, 3, 5])
def test_deep_nesting(depth):
    def enter(n):
        if n == 0:
            assert validators.get_disabled() is True
            Point("not validated")
            return
        with validators.disabled():
            enter(n - 1)
            assert validators.get_disabled() is True

    enter(depth)
    assert validators.get_disabled() is False


def test_already_disabled_stays_disabled():
    validators.set_disabled(True)
    with validators.disabled():
        pass
    assert validators.get_disabled() is True


def test_exception_in_inner_block():
    with validators.disabled():
        with pytest.raises(KeyError):
            with validators.disabled():
                raise KeyError("x")
        assert validators.get_disabled() is True
    assert validators.get_disabled() is False
    with pytest.raises(TypeError):
        Point("validated again")
