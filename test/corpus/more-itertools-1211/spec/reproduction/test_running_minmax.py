# TestRunningMin and TestRunningMax from tests/test_more.py at more-itertools/more-itertools
# da37f9d (#1211), copied whole with the module's helper grow_to_window; the fix added
# test_stability to each.
from decimal import Decimal
from fractions import Fraction
from random import choices
from unittest import TestCase

import more_itertools as mi


def grow_to_window(data, maxlen):
    "Return growing window views upto maxlen."
    for j in range(1, len(data) + 1):
        i = max(j - maxlen, 0)
        yield data[i:j]


class TestRunningMin(TestCase):
    def test_basic(self):
        for i, (iterable, expected) in enumerate(
            [
                ([], []),
                ([1], [1]),
                ([1, 2], [1, 1]),
                (
                    [Fraction(1, 1), Fraction(2, 1)],
                    [Fraction(1, 1), Fraction(1, 1)],
                ),
                (
                    [Decimal('1.0'), Decimal('2.0')],
                    [Decimal('1.0'), Decimal('1.0')],
                ),
                ([8.5, 9.5, 7.5, 6.5], [8.5, 8.5, 7.5, 6.5]),
            ]
        ):
            with self.subTest(i=i, iterable=iterable, expected=expected):
                actual = list(mi.running_min(iterable))
                self.assertEqual(actual, expected)

    def test_maxlen(self):
        data = choices(range(20), k=1000)

        # Window size must be positive
        with self.assertRaises(ValueError):
            list(mi.running_min(iter(data), maxlen=0))

        # Window size of 1 should return the original dataset unchanged
        self.assertEqual(list(mi.running_min(iter(data), maxlen=1)), data)

        # Window size normal cases
        for maxlen in range(2, 6):
            with self.subTest(maxlen=maxlen):
                actual = list(mi.running_min(iter(data), maxlen=maxlen))
                expected = list(map(min, grow_to_window(data, maxlen)))
                self.assertEqual(actual, expected)

        # Window size larger than the data same as the unbounded case
        self.assertEqual(
            list(mi.running_min(iter(data), maxlen=len(data) * 2)),
            list(mi.running_min(iter(data))),
        )

    def test_stability(self):
        # min(x, y) returns x when x == y
        data = [0, 0.0, Fraction(0)]
        self.assertEqual(
            list(map(type, mi.running_min(data, maxlen=2))),
            [type(min(data[0:1])), type(min(data[0:2])), type(min(data[1:3]))],
        )


class TestRunningMax(TestCase):
    def test_basic(self):
        for i, (iterable, expected) in enumerate(
            [
                ([], []),
                ([1], [1]),
                ([1, 2], [1, 2]),
                (
                    [Fraction(1, 1), Fraction(2, 1)],
                    [Fraction(1, 1), Fraction(2, 1)],
                ),
                (
                    [Decimal('1.0'), Decimal('2.0')],
                    [Decimal('1.0'), Decimal('2.0')],
                ),
                ([8.5, 9.5, 7.5, 6.5], [8.5, 9.5, 9.5, 9.5]),
            ]
        ):
            with self.subTest(i=i, iterable=iterable, expected=expected):
                actual = list(mi.running_max(iterable))
                self.assertEqual(actual, expected)

    def test_maxlen(self):
        data = choices(range(20), k=1000)

        # Window size must be positive
        with self.assertRaises(ValueError):
            list(mi.running_max(iter(data), maxlen=0))

        # Window size of 1 should return the original dataset unchanged
        self.assertEqual(list(mi.running_max(iter(data), maxlen=1)), data)

        # Window size normal cases
        for maxlen in range(2, 6):
            with self.subTest(maxlen=maxlen):
                actual = list(mi.running_max(iter(data), maxlen=maxlen))
                expected = list(map(max, grow_to_window(data, maxlen)))
                self.assertEqual(actual, expected)

        # Window size larger than the data same as the unbounded case
        self.assertEqual(
            list(mi.running_max(iter(data), maxlen=len(data) * 2)),
            list(mi.running_max(iter(data))),
        )

    def test_stability(self):
        # max(x, y) returns x when x == y
        data = [0, 0.0, Fraction(0)]
        self.assertEqual(
            list(map(type, mi.running_max(data, maxlen=2))),
            [type(max(data[0:1])), type(max(data[0:2])), type(max(data[1:3]))],
        )
