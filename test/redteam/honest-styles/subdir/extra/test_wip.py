import unittest

from intervals import merge


class WorkInProgress(unittest.TestCase):
    """Not collected by discover (no __init__.py): kept for later."""

    def test_nested(self):
        self.assertEqual(merge([(1, 10), (2, 3)]), [(1, 10)])
