# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2021 Taneli Hukkinen
# Licensed to PSF under a Contributor Agreement.
# TestError.test_invalid_parse_float, as hukkin/tomli 794c8e5 (#180) added it to
# tests/test_error.py; `from . import tomllib` is spelled as tests/__init__.py defines it.
import unittest

import tomli as tomllib


class TestError(unittest.TestCase):
    def test_invalid_parse_float(self):
        def dict_returner(s: str) -> dict:
            return {}

        def list_returner(s: str) -> list:
            return []

        for invalid_parse_float in (dict_returner, list_returner):
            with self.assertRaises(ValueError) as exc_info:
                tomllib.loads("f=0.1", parse_float=invalid_parse_float)
            self.assertEqual(
                str(exc_info.exception), "parse_float must not return dicts or lists"
            )
