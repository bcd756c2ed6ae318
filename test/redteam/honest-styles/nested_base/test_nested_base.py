import unittest

from intervals import merge


class Shared:
    """Holds the abstract cases so unittest does not run them on their own."""

    class Cases(unittest.TestCase):
        def make(self, pairs):
            return merge(pairs)

        def test_touch(self):
            self.assertEqual(self.make([(1, 3), (3, 5)]), [(1, 5)])


class ListInput(Shared.Cases):
    pass


class TupleInput(Shared.Cases):
    def make(self, pairs):
        return merge(tuple(pairs))
