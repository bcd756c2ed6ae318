# Written for this corpus from the report of #1384: under re.IGNORECASE without re.ASCII,
# non-ASCII letters that case-fold to ASCII ones (dotless i, dotted capital I, long s) let the
# pre/post-release words of a ~= specifier match. Other spellings of the same bug, and
# normal ~= specifiers that must stay valid.
from __future__ import annotations

import pytest

from packaging.specifiers import InvalidSpecifier, Specifier, SpecifierSet


@pytest.mark.parametrize(
    "spec",
    [
        "~=1.2.3prev\u0130ew1",
        "~=1.2.3prev\u0131ew",
        "~=1.2.3.po\u017ft",
        "~=1.2-po\u017ft-1",
        "~=2.0PREV\u0130EW2",
    ],
)
def test_compatible_rejects_non_ascii_words(spec: str) -> None:
    with pytest.raises(InvalidSpecifier):
        Specifier(spec)


def test_specifier_set_rejects_non_ascii_words() -> None:
    with pytest.raises(InvalidSpecifier):
        SpecifierSet(">=1.0,~=1.2.3po\u017ft1")


@pytest.mark.parametrize(
    "spec",
    ["~=1.2.3preview1", "~=1.2.3post1", "~=1.2.3.dev1", "~=1.2.3rc1", "~=1.2-1", "~=2.0PREVIEW2"],
)
def test_compatible_ascii_words_still_valid(spec: str) -> None:
    assert str(Specifier(spec)) == spec


def test_compatible_still_matches() -> None:
    assert Specifier("~=1.2.3post1").contains("1.2.4")
    assert not Specifier("~=1.2.3post1").contains("1.3")
