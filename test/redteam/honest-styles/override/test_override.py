import unittest

from intervals import merge


class Base(unittest.TestCase):
    def data(self):
        return [(1, 3), (3, 5)]

    def test_merge(self):
        self.assertEqual(merge(self.data()), [(1, 5)])


class Chain(Base):
    def data(self):
        return [(0, 2), (2, 4)]

    def test_merge(self):
        self.assertEqual(merge(self.data()), [(0, 4)])
