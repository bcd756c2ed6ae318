# The test that croniter's fix 7d319c5 ("Fix ZeroDivisionError with "* * R/0 * *"") added to
# src/croniter/tests/test_croniter_hash.py, copied as it is. Adapted only to run outside the
# package: croniter is imported from the repository (PYTHONPATH=src) and the class derives
# from unittest.TestCase instead of the package's croniter.tests.base.TestCase (an empty
# subclass of it).
import unittest
from datetime import datetime

from croniter import croniter, CroniterBadCronError


class CroniterHashBase(unittest.TestCase):
    epoch = datetime(2020, 1, 1, 0, 0)
    hash_id = 'hello'


class CroniterHashTest(CroniterHashBase):
    def test_invalid_divisor(self):
        """Test an invalid divisor type raises CroniterBadCronError"""
        with self.assertRaises(CroniterBadCronError):
            croniter('* * H/0 * *', self.epoch, hash_id=self.hash_id)
