import unittest

from intervals import merge


class Hidden(unittest.TestCase):
    def test_chain(self):
        self.assertIn((0, 6), merge([(0, 2), (2, 4), (4, 6)]))

    def test_reversed(self):
        self.assertIn((3, 19), merge([(14, 19), (3, 14)]))
