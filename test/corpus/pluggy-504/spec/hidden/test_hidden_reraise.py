# Written for this corpus from PR #504: re-raising a Result's exception must keep the
# original traceback, not grow it on every raise, also through a hook call, after
# force_exception, and for results that hold no exception.
import sys
import traceback

import pytest

from pluggy import HookimplMarker, HookspecMarker, PluginManager, Result

hookspec = HookspecMarker("example")
hookimpl = HookimplMarker("example")


def boom() -> None:
    raise KeyError("boom")


def _tb_names(result: Result) -> list:
    try:
        result.get_result()
    except KeyError as exc:
        return [f.name for f in traceback.extract_tb(exc.__traceback__)]
    raise AssertionError("get_result did not raise")


@pytest.mark.parametrize("times", [2, 5])
def test_reraising_keeps_one_traceback(times: int) -> None:
    result = Result.from_call(boom)
    seen = [_tb_names(result) for _ in range(times)]
    assert all(names == seen[0] for names in seen)
    assert seen[0][-1] == "boom"


def test_excinfo_is_the_original_traceback() -> None:
    result = Result.from_call(boom)
    first = result.excinfo
    _tb_names(result)
    _tb_names(result)
    assert result.excinfo is not None and first is not None
    assert result.excinfo[2] is first[2]


def test_force_exception_uses_the_new_traceback() -> None:
    result = Result.from_call(boom)
    try:
        raise ValueError("forced")
    except ValueError as exc:
        forced = exc
        forced_tb = exc.__traceback__
    result.force_exception(forced)
    assert result.excinfo == (ValueError, forced, forced_tb)
    for _ in range(3):
        with pytest.raises(ValueError) as info:
            result.get_result()
        assert info.value.__traceback__ is not None
        assert [f.name for f in traceback.extract_tb(info.value.__traceback__)][-1] == (
            "test_force_exception_uses_the_new_traceback"
        )


def test_force_result_clears_the_exception() -> None:
    result = Result.from_call(boom)
    result.force_result(7)
    assert result.excinfo is None
    assert result.get_result() == 7


def test_hook_call_reraises_with_a_stable_traceback(pm: PluginManager) -> None:
    class Spec:
        @hookspec
        def act(self) -> None: ...

    class Plugin:
        @hookimpl
        def act(self) -> None:
            boom()

    class Wrapper:
        @hookimpl(hookwrapper=True)
        def act(self):
            outcome = yield
            for _ in range(3):
                try:
                    outcome.get_result()
                except KeyError:
                    pass

    pm.add_hookspecs(Spec)
    pm.register(Plugin())
    pm.register(Wrapper())
    lengths = []
    for _ in range(2):
        with pytest.raises(KeyError) as info:
            pm.hook.act()
        lengths.append(len(traceback.extract_tb(info.value.__traceback__)))
    assert lengths[0] == lengths[1]
    assert sys.exc_info() == (None, None, None)
