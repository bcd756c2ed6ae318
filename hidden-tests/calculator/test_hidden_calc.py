# Hidden tests for examples/calculator: trusted, never shown to the proposer, copied into
# patchproof_tests/hidden/ of the disposable copy after the patch is applied.
import unittest

from calc import add, mean


class HiddenCalcTest(unittest.TestCase):
    def test_add_negative(self):
        self.assertEqual(add(-2, -3), -5)

    def test_add_zero(self):
        self.assertEqual(add(0, 7), 7)

    def test_add_mixed(self):
        self.assertEqual(add(10, -4), 6)

    def test_add_large(self):
        self.assertEqual(add(100, 1), 101)

    def test_mean(self):
        self.assertEqual(mean([1, 2, 3]), 2)


if __name__ == "__main__":
    unittest.main()
