import unittest

from intervals import merge


class Main(unittest.TestCase):
    def test_pair(self):
        self.assertEqual(merge([(1, 3), (3, 5)]), [(1, 5)])
