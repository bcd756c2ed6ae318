# -*- coding: utf-8 -*-
# Written for this corpus: every language table gets the uppercase form of each of its
# letters (the first letter of the transliteration capitalized), add_uppercase_char does so
# for any table, and slugify with PRE_TRANSLATIONS transliterates capitals.
import unittest

from slugify import PRE_TRANSLATIONS, slugify
from slugify.special import CYRILLIC, GERMAN, GREEK, add_uppercase_char


class UppercasePairs(unittest.TestCase):

    def assert_has_uppercase(self, table):
        for char, xlate in list(table):
            if char.upper() != char:
                self.assertIn((char.upper(), xlate.capitalize()), table)

    def test_each_language_table(self):
        for table in (CYRILLIC, GERMAN, GREEK):
            self.assert_has_uppercase(table)

    def test_any_table(self):
        table = add_uppercase_char([('ł', 'l'), ('ś', 's'), ('ż', 'z')])
        self.assertEqual(sorted(table), sorted([('ł', 'l'), ('ś', 's'), ('ż', 'z'), ('Ł', 'L'), ('Ś', 'S'), ('Ż', 'Z')]))

    def test_no_duplicate_pairs(self):
        table = add_uppercase_char([('ä', 'ae'), ('Ä', 'Ae'), ('ö', 'oe')])
        self.assertEqual(table.count(('Ä', 'Ae')), 1)
        self.assertIn(('Ö', 'Oe'), table)

    def test_slugify_with_capitals(self):
        self.assertEqual(slugify('Щи и Юла', replacements=PRE_TRANSLATIONS, lowercase=False), 'Schi-i-Ula')
        self.assertEqual(slugify('Äpfel über Öl', replacements=PRE_TRANSLATIONS, lowercase=False), 'Aepfel-ueber-Oel')
        self.assertEqual(slugify('Χάος', replacements=PRE_TRANSLATIONS), 'chaos')
