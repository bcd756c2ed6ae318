import unittest

from intervals import merge


class Touching(unittest.TestCase):
    def test_pair(self):
        self.assertEqual(merge([(1, 3), (3, 5)]), [(1, 5)])

    def test_chain(self):
        self.assertEqual(merge([(0, 2), (2, 4), (4, 6)]), [(0, 6)])

    def test_count(self):
        self.assertEqual(len(merge([(5, 7), (7, 9), (20, 21)])), 2)

    def test_unsorted(self):
        self.assertEqual(merge([(10, 12), (8, 10)]), [(8, 12)])
