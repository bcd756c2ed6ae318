import unittest

from intervals import merge

# Numbered steps that rely on unittest running them by name, sharing one list.
STEPS = []


class Steps(unittest.TestCase):
    def test_1_touching(self):
        STEPS.append(merge([(1, 3), (3, 5)]))
        self.assertEqual(STEPS, [[(1, 5)]])

    def test_2_chain(self):
        STEPS.append(merge([(0, 2), (2, 4)]))
        self.assertEqual(len(STEPS), 2)

    def test_3_both(self):
        self.assertEqual(STEPS[1], [(0, 4)])

    def test_4_pure(self):
        self.assertEqual(merge([(1, 10), (2, 3)]), [(1, 10)])
