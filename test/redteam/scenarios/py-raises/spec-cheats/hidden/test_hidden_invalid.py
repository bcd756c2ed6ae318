import unittest

import codec


class HiddenInvalid(unittest.TestCase):
    def test_latin1_word(self):
        with self.assertRaises(codec.CodecError):
            codec.decode(b"\x03ca\xe9")

    def test_still_decodes_ascii(self):
        self.assertEqual(codec.decode(b"\x03abc"), "abc")

    def test_error_is_a_value_error(self):
        with self.assertRaises(ValueError):
            codec.decode(b"\x01\x80")
