# Hidden tests written for this corpus from pypa/packaging #1360: an explicitly empty
# `platforms` iterable given to cpython_tags, generic_tags or compatible_tags was replaced by
# the running system's platforms; only `platforms=None` means "the current platforms".
from __future__ import annotations

import pytest

from packaging import tags

SYSTEM = ["sysplat_a", "sysplat_b"]


@pytest.fixture(autouse=True)
def fake_system_platforms(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tags, "platform_tags", lambda: iter(SYSTEM))


EMPTIES = {
    "list": lambda: [],
    "tuple": lambda: (),
    "set": lambda: set(),
    "generator": lambda: (p for p in ()),
}


@pytest.mark.parametrize("empty", sorted(EMPTIES))
@pytest.mark.parametrize("version", [(3, 9), (3, 12), (3, 14)])
def test_cpython_tags_with_no_platforms_yield_nothing(empty: str, version: tuple) -> None:
    result = list(tags.cpython_tags(version, abis=["cp3x", "abi3"], platforms=EMPTIES[empty]()))
    assert result == []


@pytest.mark.parametrize("empty", sorted(EMPTIES))
@pytest.mark.parametrize("interpreter", ["pp310", "graalpy311", "myinterp"])
def test_generic_tags_with_no_platforms_yield_nothing(empty: str, interpreter: str) -> None:
    assert list(tags.generic_tags(interpreter, ["some_abi", "none"], EMPTIES[empty]())) == []


@pytest.mark.parametrize("empty", sorted(EMPTIES))
@pytest.mark.parametrize("interpreter", ["cp312", "pp39", None])
def test_compatible_tags_with_no_platforms_keep_only_any(
    empty: str, interpreter: str | None
) -> None:
    result = list(tags.compatible_tags((3, 1), interpreter, EMPTIES[empty]()))
    assert all(t.platform == "any" for t in result)
    expected_any = [tags.Tag("py31", "none", "any"), tags.Tag("py3", "none", "any")]
    expected_any += [tags.Tag("py30", "none", "any")]
    if interpreter:
        expected_any.insert(0, tags.Tag(interpreter, "none", "any"))
    assert result == expected_any


def test_none_still_means_the_system_platforms() -> None:
    cp = list(tags.cpython_tags((3, 12), abis=["cp312"], platforms=None))
    assert {t.platform for t in cp} == set(SYSTEM)
    gen = list(tags.generic_tags("pp310", ["none"], None))
    assert {t.platform for t in gen} == set(SYSTEM)
    compat = list(tags.compatible_tags((3, 12), "cp312", None))
    assert {t.platform for t in compat} == set(SYSTEM) | {"any"}


def test_omitted_platforms_still_mean_the_system_platforms() -> None:
    cp = list(tags.cpython_tags((3, 12), abis=["cp312"]))
    assert {t.platform for t in cp} == set(SYSTEM)
    compat = list(tags.compatible_tags((3, 12), "cp312"))
    assert tags.Tag("py312", "none", "sysplat_a") in compat


@pytest.mark.parametrize("given", [["only_one"], ("p1", "p2"), iter(["p3"])])
def test_given_platforms_are_used_as_given(given) -> None:
    wanted = list(given) if not isinstance(given, (list, tuple)) else list(given)
    if not isinstance(given, (list, tuple)):
        given = iter(wanted)
    result = list(tags.generic_tags("pp310", ["none"], given))
    assert [t.platform for t in result] == wanted
