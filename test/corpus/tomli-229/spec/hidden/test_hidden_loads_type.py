# Written for this corpus from #229: tomli.loads given anything but a str raises TypeError
# "Expected str object, not '<type>'" (not AttributeError or bytes' own TypeError);
# str and str subclasses still parse.
import unittest

import tomli


class NotAStr(unittest.TestCase):
    def test_other_types(self):
        for value, name in [
            (bytearray(b"v = 1"), "bytearray"),
            (None, "NoneType"),
            (12, "int"),
            (["v = 1"], "list"),
            (memoryview(b"v = 1"), "memoryview"),
        ]:
            with self.subTest(name=name):
                with self.assertRaises(TypeError) as info:
                    tomli.loads(value)
                self.assertEqual(str(info.exception), f"Expected str object, not '{name}'")

    def test_bytes_with_crlf(self):
        with self.assertRaises(TypeError) as info:
            tomli.loads(b"a = 1\r\nb = 2\r\n")
        self.assertEqual(str(info.exception), "Expected str object, not 'bytes'")

    def test_no_chained_cause_shown(self):
        with self.assertRaises(TypeError) as info:
            tomli.loads(True)
        self.assertTrue(info.exception.__suppress_context__)


class StillParses(unittest.TestCase):
    def test_str_and_subclass(self):
        class Text(str):
            pass

        self.assertEqual(tomli.loads("v = 1\r\nw = 'x'"), {"v": 1, "w": "x"})
        self.assertEqual(tomli.loads(Text("v = 1")), {"v": 1})

    def test_load_binary_file(self):
        import io

        self.assertEqual(tomli.load(io.BytesIO(b"v = 1")), {"v": 1})


if __name__ == "__main__":
    unittest.main()
