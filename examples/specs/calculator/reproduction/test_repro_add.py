# Reproduction test for examples/calculator: trusted, written by whoever reported the bug.
# It fails on the base (add() subtracts) and must pass once the patch is applied.
import unittest

from calc import add


class ReproAdd(unittest.TestCase):
    def test_add(self):
        self.assertEqual(add(2, 3), 5)


if __name__ == "__main__":
    unittest.main()
