import unittest

from chunks import chunked


class HiddenSizeTest(unittest.TestCase):
    def test_negative_size_raises(self):
        with self.assertRaises(ValueError):
            chunked([1, 2], -2)

    def test_size_one(self):
        self.assertEqual(chunked([1, 2], 1), [[1], [2]])
