# Hidden tests of the same bug, written for this corpus.
from tabulate import tabulate


def test_empty_data_with_a_list_of_widths():
    assert tabulate([], maxcolwidths=[5, 5]) == ""


def test_empty_data_with_headers_and_widths():
    assert tabulate([], headers=["name", "qty"], maxcolwidths=4) == tabulate([], headers=["name", "qty"])


def test_widths_still_wrap_a_table():
    assert tabulate([["abcdefgh"]], maxcolwidths=4, tablefmt="plain") == "abcd\nefgh"
