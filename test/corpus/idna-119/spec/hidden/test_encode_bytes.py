# Hidden tests of the same bug (written for this corpus): other non-ASCII bytes, a
# bytearray, and ASCII bytes that must still encode.
import unittest

import idna


class EncodeBytes(unittest.TestCase):
    def test_high_byte(self):
        self.assertRaises(idna.IDNAError, idna.encode, b'\xff.example')

    def test_bytearray(self):
        self.assertRaises(idna.IDNAError, idna.encode, bytearray(b'abc\x80'))

    def test_ascii_bytes_still_encode(self):
        self.assertEqual(idna.encode(b'abc.abc'), b'abc.abc')

    def test_error_is_still_a_unicode_error(self):
        with self.assertRaises(UnicodeError):
            idna.encode(b'\xc3\xa9t\xc3\xa9')
