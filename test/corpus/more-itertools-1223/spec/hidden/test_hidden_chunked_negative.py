# Written for this corpus from PR #1223: chunked() with a negative n must raise a clear
# ValueError, as sliced() does, for every negative n, strict or not, before iterating;
# n = 0, None and positive n keep their behaviour.
import unittest

import more_itertools as mi


class NegativeN(unittest.TestCase):
    def test_other_negative_values(self):
        for n in (-2, -7, -1000):
            with self.subTest(n=n):
                with self.assertRaisesRegex(ValueError, "n must be at least 0"):
                    list(mi.chunked(range(10), n))

    def test_negative_with_strict(self):
        with self.assertRaisesRegex(ValueError, "n must be at least 0"):
            list(mi.chunked("ABCDE", -3, strict=True))

    def test_raises_before_consuming(self):
        source = iter("ABCDE")
        with self.assertRaises(ValueError):
            list(mi.chunked(source, -1))
        self.assertEqual(next(source), "A")


class NormalN(unittest.TestCase):
    def test_zero_yields_nothing(self):
        self.assertEqual(list(mi.chunked("ABCDE", 0)), [])

    def test_none_and_positive(self):
        self.assertEqual(list(mi.chunked("ABCDE", None)), [list("ABCDE")])
        self.assertEqual(list(mi.chunked("ABCDE", 2)), [["A", "B"], ["C", "D"], ["E"]])
        self.assertEqual(list(mi.chunked("ABCD", 2, strict=True)), [["A", "B"], ["C", "D"]])


if __name__ == "__main__":
    unittest.main()
