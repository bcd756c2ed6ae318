import unittest

from intervals import covered, merge
from support.checks import assert_rejects


class HiddenMerge(unittest.TestCase):
    def test_touch_reversed(self):
        self.assertEqual(merge([(14, 19), (3, 14)]), [(3, 19)])

    def test_touch_three(self):
        self.assertEqual(merge([(30, 31), (31, 40), (40, 41)]), [(30, 41)])

    def test_spans(self):
        self.assertEqual(len(merge([(0, 1), (1, 2), (6, 8), (8, 9)])), 2)

    def test_nested(self):
        self.assertEqual(merge([(1, 10), (2, 3)]), [(1, 10)])

    def test_covered_touching(self):
        self.assertEqual(covered([(2, 5), (5, 9)]), 7)

    def test_separate(self):
        self.assertTrue(merge([(1, 2), (4, 5)]) == [(1, 2), (4, 5)])

    def test_rejects_reversed(self):
        assert_rejects(self, merge, [(9, 2)])
