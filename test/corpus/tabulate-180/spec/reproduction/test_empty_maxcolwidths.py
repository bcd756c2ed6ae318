# The test the fix added to test/test_regression.py at astanin/python-tabulate
# 20c6370d5da2dae89b305bfb6c7f12a0f8b7236c (MIT, see repo/LICENSE), with a plain assert
# for the project's assert_equal helper. On the base, tabulate raises IndexError.
from tabulate import tabulate


def test_exception_on_empty_data_with_maxcolwidths():
    "Regression: exception on empty data when using maxcolwidths (github issue #180)"
    result = tabulate([], maxcolwidths=5)
    assert result == ""
