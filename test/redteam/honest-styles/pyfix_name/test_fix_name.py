import pytest

from intervals import merge


@pytest.fixture
def test_pairs():
    return [(1, 3), (3, 5)]


def test_touching(test_pairs):
    assert merge(test_pairs) == [(1, 5)]
