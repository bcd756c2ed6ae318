# Test mahmoud/boltons 814a5a7 (PR #443) added to tests/test_strutils.py, whole.
from boltons import strutils

def test_multi_replace_empty_mapping():
    # An empty substitution map is a no-op; previously the empty combined
    # pattern matched everywhere with lastgroup None, raising KeyError.
    assert strutils.MultiReplace({}).sub('foo bar') == 'foo bar'
    assert strutils.MultiReplace([]).sub('foo bar') == 'foo bar'
    assert strutils.multi_replace('foo bar', {}) == 'foo bar'
