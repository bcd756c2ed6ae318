# SPDX-License-Identifier: MIT
# TestDisableValidators from tests/test_validators.py of python-attrs/attrs at af9c5109
# (#1513), whole (an autouse fixture, parametrized tests); the fix added
# test_disabled_ctx_nested.
import pytest

from attr import _config
from attr import validators as validator_module


class TestDisableValidators:
    @pytest.fixture(autouse=True)
    def _reset_default(self):
        """
        Make sure validators are always enabled after a test.
        """
        yield
        _config._run_validators = True

    def test_default(self):
        """
        Run validators by default.
        """
        assert _config._run_validators is True

    @pytest.mark.parametrize(
        ("value", "expected"), [(True, False), (False, True)]
    )
    def test_set_validators_disabled(self, value, expected):
        """
        Sets `_run_validators`.
        """
        validator_module.set_disabled(value)

        assert _config._run_validators is expected

    @pytest.mark.parametrize(
        ("value", "expected"), [(True, False), (False, True)]
    )
    def test_disabled(self, value, expected):
        """
        Returns `_run_validators`.
        """
        _config._run_validators = value

        assert validator_module.get_disabled() is expected

    def test_disabled_ctx(self):
        """
        The `disabled` context manager disables running validators,
        but only within its context.
        """
        assert _config._run_validators is True

        with validator_module.disabled():
            assert _config._run_validators is False

        assert _config._run_validators is True

    def test_disabled_ctx_with_errors(self):
        """
        Running validators is re-enabled even if an error is raised.
        """
        assert _config._run_validators is True

        with pytest.raises(ValueError), validator_module.disabled():
            assert _config._run_validators is False

            raise ValueError("haha!")

        assert _config._run_validators is True

    def test_disabled_ctx_nested(self):
        """
        Nested contextmanagers restore correct state.
        """
        assert _config._run_validators is True

        with validator_module.disabled():
            assert _config._run_validators is False

            with validator_module.disabled():
                assert _config._run_validators is False

            assert _config._run_validators is False

        assert _config._run_validators is True
