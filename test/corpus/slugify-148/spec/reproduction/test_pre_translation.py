# -*- coding: utf-8 -*-
# The test that python-slugify's fix 2433548 ("Uppercase handling of special chars (#149)",
# which merged PR #148 "Fix uppercase pre-translations") added to test.py, copied as it is,
# with the imports it needs. `slugify` is imported from the repository root.
import unittest

from slugify import PRE_TRANSLATIONS


class TestSlugify(unittest.TestCase):

    def test_pre_translation(self):
        self.assertEqual(PRE_TRANSLATIONS, [('Ю', 'U'), ('Щ', 'Sch'), ('У', 'Y'), ('Х', 'H'), ('Я', 'Ya'), ('Ё', 'E'), ('ё', 'e'), ('я', 'ya'), ('х', 'h'), ('у', 'y'), ('щ', 'sch'), ('ю', 'u'), ('Ü', 'Ue'), ('Ö', 'Oe'), ('Ä', 'Ae'), ('ä', 'ae'), ('ö', 'oe'), ('ü', 'ue'), ('Ϋ́', 'Y'), ('Ϋ', 'Y'), ('Ύ', 'Y'), ('Υ', 'Y'), ('Χ', 'Ch'), ('χ', 'ch'), ('Ξ', 'X'), ('ϒ', 'Y'), ('υ', 'y'), ('ύ', 'y'), ('ϋ', 'y'), ('ΰ', 'y')])
