# Written for this corpus from #261: wraps(donor)(target) calls target with the arguments
# target accepts only by keyword as keywords, whatever their names, for sync and async
# targets, with varargs and defaults; ordinary wrapping is unchanged.
import asyncio

import pytest

from boltons.funcutils import wraps


def test_other_names_and_several_kwonly():
    def donor(x, scale, offset):
        raise AssertionError("never called")

    def target(x, *, scale, offset=0):
        return x * scale + offset

    shim = wraps(donor)(target)
    assert shim(2, 3, 1) == 7
    assert shim(2, scale=5, offset=0) == 10


def test_async_target():
    async def donor(a, factor):
        raise AssertionError("never called")

    async def target(a, *, factor):
        return a * factor

    shim = wraps(donor)(target)
    assert asyncio.run(shim(4, 5)) == 20


@pytest.mark.parametrize("extra", [(), (9,), (9, 8)])
def test_varargs_with_kwonly(extra):
    def donor(first, mode, *rest):
        raise AssertionError("never called")

    def target(first, *rest, mode):
        return first, rest, mode

    assert wraps(donor)(target)(1, "m", *extra) == (1, extra, "m")


def test_ordinary_wrapping_unchanged():
    def donor(a, b=2):
        raise AssertionError("never called")

    def target(a, b=2):
        return (a, b)

    shim = wraps(donor)(target)
    assert shim(1) == (1, 2)
    assert shim(1, 3) == (1, 3)
    assert shim.__name__ == "donor"
