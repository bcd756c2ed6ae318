# Written for this corpus: every hashed or random expression whose range is empty is a bad
# cron expression (CroniterBadCronError), whichever form it takes; valid hashed expressions
# still expand as before.
from datetime import datetime

import pytest

from croniter import croniter, CroniterBadCronError

EPOCH = datetime(2020, 1, 1, 0, 0)


@pytest.mark.parametrize('expr', [
    '* * R/0 * *',          # random, as in the fix's title
    '* * * H/0 *',          # the month field starts at 1 too
    '* * H(1-10)/0 * *',    # a range with a zero divisor
    'H(5-4) * * * *',       # an empty range
])
def test_empty_hash_range_is_a_bad_cron(expr):
    with pytest.raises(CroniterBadCronError):
        croniter(expr, EPOCH, hash_id='hello')


def test_valid_hashed_expressions_still_expand():
    assert croniter('H(0-29)/10 * * * *', EPOCH, hash_id='hello').expanded[0] == [1, 11, 21]
    it = croniter('H H * * *', EPOCH, hash_id='hello')
    assert it.get_next(datetime) == datetime(2020, 1, 1, 11, 10)
    assert croniter('* * H/1 * *', EPOCH, hash_id='hello').get_next(datetime) == datetime(2020, 1, 1, 0, 1)
