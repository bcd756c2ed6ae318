# Written for this corpus from issue #1214: numeric_range equality and hashing mirror the
# built-in range's: ranges with the same elements are equal and hash alike, whatever their
# stop and (for one element) their step.
import unittest
from datetime import datetime, timedelta
from fractions import Fraction
from itertools import product

import more_itertools as mi


class MirrorsRange(unittest.TestCase):
    def test_agrees_with_range_on_small_ints(self):
        args = list(product(range(-2, 3), range(-2, 4), (-3, -1, 1, 2, 4)))
        for a, b in product(args[::3], args[1::4]):
            with self.subTest(a=a, b=b):
                self.assertEqual(mi.numeric_range(*a) == mi.numeric_range(*b), range(*a) == range(*b))
                if range(*a) == range(*b):
                    self.assertEqual(hash(mi.numeric_range(*a)), hash(mi.numeric_range(*b)))

    def test_single_element_other_types(self):
        for a, b in [
            ((1.5, 2.0, 1.0), (1.5, 1.9, 3.0)),
            ((Fraction(1, 3), Fraction(1, 2), Fraction(1, 5)), (Fraction(1, 3), 1, Fraction(5, 1))),
            (
                (datetime(2020, 1, 1), datetime(2020, 1, 2), timedelta(days=2)),
                (datetime(2020, 1, 1), datetime(2020, 1, 1, 1), timedelta(hours=3)),
            ),
        ]:
            with self.subTest(a=a):
                self.assertEqual(mi.numeric_range(*a), mi.numeric_range(*b))
                self.assertEqual(hash(mi.numeric_range(*a)), hash(mi.numeric_range(*b)))
                self.assertEqual(len({mi.numeric_range(*a), mi.numeric_range(*b)}), 1)

    def test_different_ranges_stay_different(self):
        self.assertNotEqual(mi.numeric_range(0, 1, 1), mi.numeric_range(1, 2, 1))
        self.assertNotEqual(mi.numeric_range(0, 3, 1), mi.numeric_range(0, 3, 2))
        self.assertNotEqual(mi.numeric_range(0.0, 1.0, 0.5), mi.numeric_range(0.0, 1.0, 0.25))
        self.assertNotEqual(mi.numeric_range(3), [0, 1, 2])

    def test_empty_ranges_equal(self):
        self.assertEqual(mi.numeric_range(5, 5), mi.numeric_range(1.0, 0.0))
        self.assertEqual(hash(mi.numeric_range(5, 5)), hash(mi.numeric_range(1.0, 0.0)))


if __name__ == "__main__":
    unittest.main()
