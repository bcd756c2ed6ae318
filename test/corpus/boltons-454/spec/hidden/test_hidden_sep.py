# Written for this corpus from #454: args2sh and args2cmd join their arguments with `sep`
# (documented, but a space was hardcoded), for any separator; quoting is unchanged.
import pytest

from boltons.strutils import args2cmd, args2sh


@pytest.mark.parametrize("sep", ["\n", ", ", "\t", ""])
def test_args2sh_any_sep(sep):
    assert args2sh(["ls", "-l", "my file"], sep=sep) == sep.join(["ls", "-l", "'my file'"])


@pytest.mark.parametrize("sep", ["\n", ", ", ";"])
def test_args2cmd_any_sep(sep):
    assert args2cmd(["dir", "a b", 'x"y'], sep=sep) == sep.join(["dir", '"a b"', 'x\\"y'])


def test_single_and_empty():
    assert args2sh(["one"], sep="|") == "one"
    assert args2cmd(["one"], sep="|") == "one"
    assert args2sh([], sep="|") == ""
    assert args2cmd([], sep="|") == ""


def test_default_is_a_space():
    assert args2sh(["a", "b c"]) == "a 'b c'"
    assert args2cmd(["a", "b c"]) == 'a "b c"'
