"""What a twin may change of its original test (scripts/seal-fidelity-python.py): literals into
literals of the same kind inside an assertion (or the compared arguments of a call of the
file's own equality helper), and assertion flips; string prefixes and quotes stay as they were.
"""

import ast
import io
import tokenize

FLIPS = {
    ("assertTrue", "assertFalse"),
    ("assertFalse", "assertTrue"),
    ("assertIsNone", "assertIsNotNone"),
    ("assertIsNotNone", "assertIsNone"),
}
FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)


def literal_kind(node):
    """The kind of a literal a twin may swap for another of its kind, or None."""
    if isinstance(node, ast.Constant):
        return type(node.value).__name__ + ":" + str(node.kind)
    if (
        isinstance(node, ast.UnaryOp)
        and isinstance(node.op, ast.USub)
        and isinstance(node.operand, ast.Constant)
        and type(node.operand.value) is int
    ):
        return "int:None"
    return None


def dump_as(node, name):
    """A test's dump under another name (its original one)."""
    token = node.name
    node.name = name
    try:
        return ast.dump(node)
    finally:
        node.name = token


def flipped(a, b):
    """`b` is the assertion condition `a` negated (`not (a)`), or `a` is `not b`."""
    return (isinstance(b, ast.UnaryOp) and isinstance(b.op, ast.Not) and same(a, b.operand)) or (
        isinstance(a, ast.UnaryOp) and isinstance(a.op, ast.Not) and same(a.operand, b)
    )


def is_assertion(node):
    """An `assert` or a `self.assert...(...)` call: the only places a twin changes."""
    if isinstance(node, ast.Assert):
        return True
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and isinstance(node.func.value, ast.Name)
        and node.func.value.id == "self"
        and node.func.attr.startswith("assert")
    )


# The file's own equality helpers (`def expect(got, want): assert got == want`): name -> the
# two argument positions it compares. Sealing twins a literal there as in assertEqual
# (src/core/seal/python-helper-asserts.ts); set per request by check().
HELPERS = {}


def equality_helpers(tree):
    """Module-level functions whose body asserts two positional parameters equal (the first
    such `assert a == b` statement, as sealing reads it)."""
    found = {}
    for stmt in tree.body:
        if not isinstance(stmt, FUNCTIONS):
            continue
        params = [a.arg for a in stmt.args.posonlyargs + stmt.args.args]
        for inner in stmt.body:
            test = inner.test if isinstance(inner, ast.Assert) else None
            if (
                isinstance(test, ast.Compare)
                and len(test.ops) == 1
                and isinstance(test.ops[0], ast.Eq)
                and isinstance(test.left, ast.Name)
                and isinstance(test.comparators[0], ast.Name)
                and test.left.id in params
                and test.comparators[0].id in params
            ):
                found[stmt.name] = (params.index(test.left.id), params.index(test.comparators[0].id))
                break
    return found


def helper_call_differences(a, b, path, out, inside):
    """A call of an equality helper: its compared arguments are assertion sites. True when handled."""
    pair = HELPERS.get(a.func.id) if isinstance(a, ast.Call) and isinstance(a.func, ast.Name) else None
    if pair is None or not isinstance(b, ast.Call) or len(a.args) != len(b.args):
        return False
    if not (same(a.func, b.func) and same(a.keywords, b.keywords)):
        return False
    for k, (p, q) in enumerate(zip(a.args, b.args)):
        differences(p, q, "%s.args[%d]" % (path, k), out, inside or k in pair)
    return True


def differences(a, b, path, out, inside=False):
    """Where twin `b` differs from original `a`, as (path, allowed, what) tuples in `out`.
    Literal changes and flips are allowed only inside an assertion statement (or the compared
    arguments of a call of the file's own equality helper)."""
    if same(a, b):
        return
    if helper_call_differences(a, b, path, out, inside):
        return
    inside = inside or is_assertion(a)
    ka, kb = literal_kind(a), literal_kind(b)
    if ka is not None and ka == kb:
        out.append((path, inside, "literal" if inside else "a literal outside an assertion"))
        return
    if type(a) is not type(b):
        out.append((path, False, "%s became %s" % (type(a).__name__, type(b).__name__)))
        return
    if isinstance(a, ast.Assert) and flipped(a.test, b.test):
        out.append((path, True, "flip"))
        if a.msg is not None and b.msg is not None:
            differences(a.msg, b.msg, path + ".msg", out, inside)
        return
    for field in a._fields:
        x, y = getattr(a, field, None), getattr(b, field, None)
        if isinstance(x, list) and isinstance(y, list):
            if len(x) != len(y):
                out.append((path + "." + field, False, "%d items became %d" % (len(x), len(y))))
                continue
            for i, (p, q) in enumerate(zip(x, y)):
                sub = "%s.%s[%d]" % (path, field, i)
                if isinstance(p, ast.AST) and isinstance(q, ast.AST):
                    differences(p, q, sub, out, inside)
                elif p != q:
                    out.append((sub, False, "%r became %r" % (p, q)))
        elif isinstance(x, ast.AST) and isinstance(y, ast.AST):
            differences(x, y, path + "." + field, out, inside)
        elif x != y:
            if field == "attr" and (x, y) in FLIPS and inside:
                out.append((path, True, "flip"))
            elif not (field == "name" and path == "def"):  # the twin's own name
                out.append((path + "." + field, False, "%r became %r" % (x, y)))


def same(a, b):
    """Structural equality of two ASTs (positions aside), stopping at the first difference."""
    if type(a) is not type(b):
        return False
    if isinstance(a, ast.AST):
        return all(same(getattr(a, f, None), getattr(b, f, None)) for f in a._fields)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return a == b


def string_prefixes(segment):
    """The prefix and quotes of every string token, and the kinds of all tokens: a twin keeps both."""
    kinds = []
    try:
        for tok in tokenize.generate_tokens(io.StringIO(segment).readline):
            if tok.type == tokenize.STRING:
                body = tok.string.lstrip("rRbBuUfF")
                quotes = body[:3] if body[:3] in ('"""', "'''") else body[:1]
                kinds.append(tok.string[: len(tok.string) - len(body)] + quotes)
            elif tok.type == tokenize.NUMBER:
                kinds.append("number:" + ("decimal" if tok.string.isdigit() else tok.string))
    except (tokenize.TokenError, SyntaxError, IndentationError) as e:
        return ["untokenizable: %s" % e]
    return kinds


def first_line(node):
    return min([node.lineno] + [d.lineno for d in node.decorator_list])


def segment_of(lines, node):
    return "".join(lines[first_line(node) - 1 : node.end_lineno])


def check_twin(lines, twin, original, failures, kinds):
    found = []
    differences(original, twin, "def", found)
    bad = [f for f in found if not f[1]]
    if bad:
        failures.append(
            "twin %s of %s changes more than a literal: %s at %s"
            % (twin.name, original.name, bad[0][2], bad[0][0])
        )
    elif not found:
        failures.append("twin %s is the same test as %s" % (twin.name, original.name))
    # Keyed by node: tests of one name in two classes share one sealed name.
    if id(original) not in kinds:
        kinds[id(original)] = string_prefixes(segment_of(lines, original))
    a = [k for k in kinds[id(original)] if not k.startswith("number")]
    b = [k for k in string_prefixes(segment_of(lines, twin)) if not k.startswith("number")]
    if a != b:
        failures.append(
            "twin %s of %s changes the kind of a string literal: %s"
            % (twin.name, original.name, next((y for x, y in zip(a, b) if x != y), b[len(a):]))
        )
