import unittest

from chunks import chunked


class ChunkedTest(unittest.TestCase):
    def test_even(self):
        self.assertEqual(chunked([1, 2, 3, 4], 2), [[1, 2], [3, 4]])

    def test_uneven(self):
        self.assertEqual(chunked([1, 2, 3], 2), [[1, 2], [3]])

    def test_empty(self):
        self.assertEqual(chunked([], 3), [])
