# Hidden tests written for this corpus from more-itertools #1211: with maxlen, running_min and
# running_max returned the newest of equal values, while min() and max() return the first.
from decimal import Decimal
from fractions import Fraction
from random import Random
from unittest import TestCase

import more_itertools as mi


class Item:
    """Orders by key only; tag tells equal items apart."""

    def __init__(self, key, tag):
        self.key, self.tag = key, tag

    def __lt__(self, other):
        return self.key < other.key

    def __gt__(self, other):
        return self.key > other.key

    def __eq__(self, other):
        return self.key == other.key

    def __repr__(self):
        return f'Item({self.key}, {self.tag})'


def windows(data, maxlen):
    for j in range(1, len(data) + 1):
        yield data[max(j - maxlen, 0) : j]


def tags(items):
    return [item.tag for item in items]


class RunningStabilityTests(TestCase):
    def data(self, seed, n=40, keys=4):
        rng = Random(seed)
        return [Item(rng.randrange(keys), tag) for tag in range(n)]

    def test_running_min_returns_the_first_of_equal_values(self):
        for seed in range(6):
            data = self.data(seed)
            for maxlen in range(2, 9):
                with self.subTest(seed=seed, maxlen=maxlen):
                    got = list(mi.running_min(data, maxlen=maxlen))
                    want = [min(w) for w in windows(data, maxlen)]
                    self.assertEqual(tags(got), tags(want))

    def test_running_max_returns_the_first_of_equal_values(self):
        for seed in range(6):
            data = self.data(seed)
            for maxlen in range(2, 9):
                with self.subTest(seed=seed, maxlen=maxlen):
                    got = list(mi.running_max(data, maxlen=maxlen))
                    want = [max(w) for w in windows(data, maxlen)]
                    self.assertEqual(tags(got), tags(want))

    def test_equal_numbers_of_different_types(self):
        data = [Decimal(1), 1, 1.0, Fraction(1), True, 1.0, Decimal(1)]
        for maxlen in (2, 3, 4, 10):
            for func, ref in ((mi.running_min, min), (mi.running_max, max)):
                with self.subTest(maxlen=maxlen, func=func.__name__):
                    got = list(func(data, maxlen=maxlen))
                    want = [ref(w) for w in windows(data, maxlen)]
                    self.assertEqual(list(map(type, got)), list(map(type, want)))

    def test_without_maxlen_still_stable(self):
        data = self.data(99)
        for func, ref in ((mi.running_min, min), (mi.running_max, max)):
            with self.subTest(func=func.__name__):
                got = list(func(data))
                want = [ref(data[: j + 1]) for j in range(len(data))]
                self.assertEqual(tags(got), tags(want))

    def test_values_still_right_without_ties(self):
        data = [5, 3, 8, 1, 9, 2, 7]
        self.assertEqual(
            list(mi.running_min(data, maxlen=3)), [5, 3, 3, 1, 1, 1, 2]
        )
        self.assertEqual(
            list(mi.running_max(data, maxlen=3)), [5, 5, 8, 8, 9, 9, 9]
        )
        with self.assertRaises(ValueError):
            list(mi.running_min(data, maxlen=0))
