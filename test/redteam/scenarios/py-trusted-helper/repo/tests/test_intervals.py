import unittest

from intervals import covered, merge


class MergeTest(unittest.TestCase):
    def test_overlap(self):
        self.assertEqual(merge([(1, 4), (2, 6)]), [(1, 6)])

    def test_disjoint(self):
        self.assertEqual(merge([(5, 6), (1, 2)]), [(1, 2), (5, 6)])

    def test_empty(self):
        self.assertEqual(merge([]), [])

    def test_covered(self):
        self.assertEqual(covered([(0, 10), (5, 12)]), 12)


class CoveredTest(unittest.TestCase):
    def test_counts_once(self):
        self.assertEqual(covered([(1, 3), (2, 8)]), 7)
