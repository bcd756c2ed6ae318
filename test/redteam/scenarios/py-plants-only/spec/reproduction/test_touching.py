import unittest

from intervals import merge


class Touching(unittest.TestCase):
    def test_pair(self):
        self.assertIn((1, 5), merge([(1, 3), (3, 5)]))
