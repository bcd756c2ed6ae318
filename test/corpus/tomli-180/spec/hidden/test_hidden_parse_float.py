# Written for this corpus from #180: a parse_float that returns a dict or a list must make
# loads()/load() raise ValueError at once, for every float the parser hands it (plain,
# exponent, inf, nan, in arrays and inline tables); legal return types still work.
import io
import unittest
from decimal import Decimal

import tomli

MESSAGE = "parse_float must not return dicts or lists"


class Illegal(unittest.TestCase):
    def test_every_float_form(self):
        for doc in ["f = 1e3", "f = inf", "f = -nan", "a = [1, 2.5]", "t = {x = +inf}", "[s]\nv = 3.0"]:
            for bad in (lambda s: {"x": s}, lambda s: [s]):
                with self.subTest(doc=doc):
                    with self.assertRaises(ValueError) as info:
                        tomli.loads(doc, parse_float=bad)
                    self.assertEqual(str(info.exception), MESSAGE)

    def test_load_from_file(self):
        with self.assertRaises(ValueError) as info:
            tomli.load(io.BytesIO(b"f = 0.5"), parse_float=lambda s: {})
        self.assertEqual(str(info.exception), MESSAGE)

    def test_subclass_of_dict(self):
        class D(dict):
            pass

        with self.assertRaises(ValueError):
            tomli.loads("f = 2.0", parse_float=lambda s: D())


class Legal(unittest.TestCase):
    def test_decimal_and_str(self):
        self.assertEqual(tomli.loads("f = 0.1", parse_float=Decimal), {"f": Decimal("0.1")})
        self.assertEqual(tomli.loads("f = inf", parse_float=str), {"f": "inf"})
        self.assertEqual(tomli.loads("f = [0.1]", parse_float=tuple), {"f": [("0", ".", "1")]})

    def test_not_called_without_floats(self):
        calls = []
        self.assertEqual(tomli.loads("i = 1\ns = 'x'", parse_float=calls.append), {"i": 1, "s": "x"})
        self.assertEqual(calls, [])


if __name__ == "__main__":
    unittest.main()
