# Written for this corpus from issue #560: match_previous_expr pairs each repeat with the
# nearest enclosing match, works for every pair in one parse and after a failed parse, and
# still rejects mismatches.
import pytest

import pyparsing as pp


def tag_grammar():
    tag_name = pp.Word(pp.alphas)
    open_tag = "<" + tag_name + ">"
    close_tag = "</" + pp.match_previous_expr(tag_name) + ">"
    body = pp.Forward()
    body <<= (open_tag + pp.Group(body) + close_tag) | pp.Word(pp.nums)
    return body


@pytest.mark.parametrize(
    "text", ["<html>1</html>", "<html><body>2</body></html>", "<one><two><three>3</three></two></one>"]
)
def test_nested_tags_match(text):
    tag_grammar().parse_string(text, parse_all=True)


@pytest.mark.parametrize("text", ["<html><body>2</html></body>", "<one>1</two>", "<x><y>1</y></z>"])
def test_mismatched_tags_fail(text):
    with pytest.raises(pp.ParseException):
        tag_grammar().parse_string(text, parse_all=True)


def test_many_pairs_and_reuse_after_failure():
    word = pp.Word(pp.alphas)
    pair = word + pp.Suppress("=") + pp.match_previous_expr(word)
    many = pp.OneOrMore(pair)
    assert many.parse_string("foo=foo bar=bar baz=baz").as_list() == ["foo", "foo", "bar", "bar", "baz", "baz"]
    with pytest.raises(pp.ParseException):
        pair.parse_string("left=right", parse_all=True)
    assert pair.parse_string("again=again", parse_all=True).as_list() == ["again", "again"]


def test_numbers_compared_as_tokens():
    first = pp.Word(pp.nums)
    expr = first + ":" + pp.match_previous_expr(first)
    assert expr.parse_string("12:12").as_list() == ["12", ":", "12"]
    with pytest.raises(pp.ParseException):
        expr.parse_string("1:10", parse_all=True)
