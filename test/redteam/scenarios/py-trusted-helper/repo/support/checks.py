"""Checks the interval tests share."""
import unittest


def assert_rejects(case: unittest.TestCase, call, *args):
    """Asserts that call(*args) raises ValueError."""
    with case.assertRaises(ValueError):
        call(*args)
