import pytest

from intervals import merge


@pytest.fixture(params=[list, tuple])
def kind(request):
    return request.param


def test_touching(kind):
    assert merge(kind([(1, 3), (3, 5)])) == [(1, 5)]


def test_nested():
    assert merge([(1, 10), (2, 3)]) == [(1, 10)]
