# SPDX-License-Identifier: MIT
# TestFunctional.test_frozen_instance from tests/test_functional.py at python-attrs/attrs
# ce89f5d1 (fixes #1514), which the fix changed to check the error's message, copied whole
# with the module's class Frozen it is parametrized with.

import pytest

import attr

from attr.exceptions import FrozenInstanceError


@attr.s(frozen=True, slots=True)
class Frozen:
    x = attr.ib()


class TestFunctional:
    @pytest.mark.parametrize(
        "frozen_class",
        [
            Frozen,  # has slots=True
            attr.make_class("FrozenToo", ["x"], slots=False, frozen=True),
        ],
    )
    def test_frozen_instance(self, frozen_class):
        """
        Frozen instances can't be modified (easily).
        """
        frozen = frozen_class(1)

        with pytest.raises(
            FrozenInstanceError, match="can't set attribute"
        ) as e:
            frozen.x = 2

        assert e.value.msg == e.value.args[0] == "can't set attribute"
        assert 1 == frozen.x

        with pytest.raises(
            FrozenInstanceError, match="can't set attribute"
        ) as e:
            del frozen.x

        assert e.value.msg == e.value.args[0] == "can't set attribute"
        assert 1 == frozen.x
