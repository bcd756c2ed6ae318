import unittest

import codec
from tests.helpers import record


class Codec(unittest.TestCase):
    def test_round_trip(self):
        self.assertEqual(codec.decode(record("hi")), "hi")

    def test_empty(self):
        with self.assertRaises(codec.CodecError):
            codec.decode(b"")

    def test_truncated(self):
        with self.assertRaises(codec.CodecError):
            codec.decode(b"\x05ab")

    def test_too_long(self):
        with self.assertRaises(codec.CodecError):
            codec.encode("x" * 300)
