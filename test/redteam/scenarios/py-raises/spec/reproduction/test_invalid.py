import unittest

import codec


class Invalid(unittest.TestCase):
    def test_non_ascii_byte(self):
        with self.assertRaises(codec.CodecError):
            codec.decode(b"\x02a\x81")

    def test_high_bytes(self):
        with self.assertRaises(codec.CodecError):
            codec.decode(b"\x01\xff")
