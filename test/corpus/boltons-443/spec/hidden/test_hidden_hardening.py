# Written for this corpus from PR #443 (boltons' edge-case hardening sweep): other inputs of
# each bug it fixed, always bounded with islice so a base that loops forever fails instead
# of hanging, and normal inputs of the same functions.
import os
from datetime import date, datetime
from itertools import islice

import pytest

from boltons.iterutils import frange, xfrange
from boltons.jsonutils import JSONLIterator
from boltons.strutils import MultiReplace, multi_replace
from boltons.tableutils import Table
from boltons.timeutils import daterange, isoparse

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "jsonl_test_data.txt")


def test_xfrange_descending_and_wrong_direction():
    assert list(xfrange(3, 1, step=-0.5)) == [3.0, 2.5, 2.0, 1.5]
    assert list(islice(xfrange(1, 5, step=-1), 10)) == []
    assert list(islice(xfrange(-2), 10)) == []


@pytest.mark.parametrize("args", [(0.9, 0.0, 0.3), (2.0, 0.0, 0.1), (0, 1, 0.25)])
def test_xfrange_agrees_with_frange(args):
    stop, start, step = args
    assert list(islice(xfrange(stop, start, step), 1000)) == frange(stop, start, step)


class Capped:
    """A file whose read() fails after 50 calls, so a read loop that never ends fails fast."""

    def __init__(self, fo):
        self._fo, self._reads = fo, 0

    def read(self, size=-1):
        self._reads += 1
        if self._reads > 50:
            raise RuntimeError("read() called more than 50 times")
        return self._fo.read(size)

    def __iter__(self):
        return iter(self._fo)

    def __getattr__(self, name):
        return getattr(self._fo, name)


def test_jsonl_negative_rel_seek():
    with open(DATA) as a, open(DATA) as b:
        assert list(islice(JSONLIterator(Capped(a), rel_seek=-0.25), 100)) == list(
            islice(JSONLIterator(Capped(b), rel_seek=0.75), 100)
        )


def test_empty_multireplace():
    assert MultiReplace({}).sub("") == ""
    assert multi_replace("a.b*c", {}) == "a.b*c"
    assert multi_replace("cat", {"c": "b"}) == "bat"


def test_table_to_text_edges():
    assert Table([[None]]).to_text().splitlines()[0].strip() == "None"
    assert Table([["h1", "h2"], ["x", "y"]]).to_text().splitlines()[0].split(" | ")[0].strip() == "h1"


@pytest.mark.parametrize("frac,micro", [(".5", 500000), (".12", 120000), (".0004", 400), (".9999999", 999999)])
def test_isoparse_fractions(frac, micro):
    assert isoparse("2021-05-06T07:08:09" + frac).microsecond == micro


def test_daterange_bounded_edges():
    with pytest.raises(ValueError):
        list(islice(daterange(date(2021, 1, 1), date(2021, 2, 1), step=(0, 0, 0)), 5))
    assert list(islice(daterange(date(2021, 1, 9), date(2021, 1, 1), step=2), 5)) == []
    assert list(daterange(date(2021, 1, 1), date(2021, 1, 4))) == [
        date(2021, 1, 1), date(2021, 1, 2), date(2021, 1, 3)
    ]
    assert isoparse(datetime(2021, 1, 1, 1).isoformat()) == datetime(2021, 1, 1, 1)
