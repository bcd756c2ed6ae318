import unittest

from chunks import chunked


class SizeTest(unittest.TestCase):
    def test_zero_size_raises(self):
        with self.assertRaises(ValueError):
            chunked([1, 2, 3], 0)
