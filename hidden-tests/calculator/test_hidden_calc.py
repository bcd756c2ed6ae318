# Hidden tests for examples/calculator: trusted, never shown to the proposer, copied into
# .patchproof-tests/hidden/ of the disposable copy after the patch is applied.
import unittest

from calc import add, mean


class HiddenCalcTest(unittest.TestCase):
    def test_add_negative(self):
        self.assertEqual(add(-2, -3), -5)

    def test_mean(self):
        self.assertEqual(mean([1, 2, 3]), 2)


if __name__ == "__main__":
    unittest.main()
