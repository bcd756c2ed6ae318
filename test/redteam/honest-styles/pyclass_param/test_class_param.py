import pytest

from intervals import merge


@pytest.mark.parametrize('shift', [0, 10])
class TestShifted:
    def test_pair(self, shift):
        assert merge([(1 + shift, 3 + shift), (3 + shift, 5 + shift)]) == [(1 + shift, 5 + shift)]

    def test_nested(self, shift):
        assert len(merge([(1 + shift, 10 + shift), (2 + shift, 3 + shift)])) == 1
