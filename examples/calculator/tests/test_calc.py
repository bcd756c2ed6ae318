import unittest

from calc import mean, sub


class CalcTest(unittest.TestCase):
    def test_sub(self):
        self.assertEqual(sub(5, 3), 2)

    def test_mean_of_nothing(self):
        with self.assertRaises(ValueError):
            mean([])


if __name__ == "__main__":
    unittest.main()
