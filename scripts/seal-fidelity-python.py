"""Checks sealed Python test files for the sealing fidelity property (issue 34).

One process serves many files: it reads one JSON request per line on stdin and answers one
JSON line on stdout. Requests:

  {"op": "compiles", "paths": [...]}
      -> {"excluded": {path: reason}}   files Python itself cannot compile (bad on purpose,
                                         Python 2, bytes in no encoding it was told): they
                                         are not sealed.
  {"op": "check", "path": p, "original": text, "sealed": text, "twins": bool,
   "tests": [{"token": t, "role": r, "original": o}, ...]}
      -> {"failures": [reason, ...], "tests": n, "twins": n}

The property: the sealed text compiles; with the sealed tests mapped back to their original
names (and the twins and plants, which the map names, set aside), it is the original module
(same AST, same comments); and every twin is its original test with literals changed into
literals of the same kind, or an assertion flipped (assertTrue <-> assertFalse, `not (...)`).
Each sealed test is written `def <name>(...)`, `<token> = <name>`, `del <name>`
(src/core/seal/own-names.ts): a real test's code keeps its original name, a twin's its
original's, and no test's code is named as it is collected.
"""

import ast
import collections
import io
import json
import sys
import tokenize
import warnings

from seal_fidelity_twins import (  # beside this script: Python puts its folder on sys.path
    FUNCTIONS,
    HELPERS,
    check_twin,
    dump_as,
    equality_helpers,
    first_line,
    same,
)


def compiles(paths):
    excluded = {}
    for path in paths:
        try:
            with open(path, "rb") as f:
                data = f.read()
            # compile() reads the encoding a file declares (PEP 263); one Python runs in
            # another encoding than UTF-8 goes to sealing, which must refuse it if it has tests.
            compile(data, path, "exec", dont_inherit=True)
        except (SyntaxError, ValueError) as e:
            excluded[path] = "Python cannot compile it: %s" % (e.msg if hasattr(e, "msg") else e)
        except RecursionError:
            excluded[path] = "Python cannot compile it: too deeply nested"
    return {"excluded": excluded}


_comments_cache = {}


def comments(text, cache=False):
    """The comments of `text` with their line numbers (None when it does not tokenize)."""
    if cache:
        if text not in _comments_cache:
            _comments_cache.clear()
            _comments_cache[text] = comments(text)
        return _comments_cache[text]
    found = []
    try:
        for tok in tokenize.generate_tokens(io.StringIO(text).readline):
            if tok.type == tokenize.COMMENT:
                found.append((tok.start[0], tok.string))
    except (tokenize.TokenError, SyntaxError):
        return None
    return found


def alias_of(stmt, names):
    """`test_b = test_a` with both sides sealed names: (new, target), else None."""
    if (
        isinstance(stmt, ast.Assign)
        and len(stmt.targets) == 1
        and isinstance(stmt.targets[0], ast.Name)
        and isinstance(stmt.value, ast.Name)
        and stmt.targets[0].id in names
        and stmt.value.id in names
    ):
        return stmt.targets[0].id, stmt.value.id
    return None


class Body:
    """One test container of the sealed file: a class body or the module."""

    def __init__(self, where):
        self.where = where
        self.real = {}  # original name -> canonical dump
        self.twins = []  # (twin node, original token)
        self.defs = {}  # sealed token -> node


def class_where(where, name, seen):
    """The container path of class `name` in `where`: `where.name`, then `where.name#2` for a
    second class of that name (test_importlib/test_util.py defines MagicNumberTests twice)."""
    path = where + "." + name
    seen[path] += 1
    return path if seen[path] == 1 else "%s#%d" % (path, seen[path])


def fold_definitions(stmts, roles, code_names):
    """Each `def n(...)`, `token = n`, `del n` of a sealed name, as the def under its token;
    the name its code carries goes to `code_names[token]`."""
    out = []
    i = 0
    while i < len(stmts):
        stmt = stmts[i]
        bind, drop = (stmts[i + 1 : i + 3] + [None, None])[:2]
        if (
            isinstance(stmt, FUNCTIONS)
            and isinstance(bind, ast.Assign)
            and len(bind.targets) == 1
            and isinstance(bind.targets[0], ast.Name)
            and bind.targets[0].id in roles
            and isinstance(bind.value, ast.Name)
            and bind.value.id == stmt.name
            and isinstance(drop, ast.Delete)
            and len(drop.targets) == 1
            and isinstance(drop.targets[0], ast.Name)
            and drop.targets[0].id == stmt.name
        ):
            code_names[bind.targets[0].id] = stmt.name
            stmt.name = bind.targets[0].id
            out.append(stmt)
            i += 3
            continue
        out.append(stmt)
        i += 1
    return out


def code_name_failures(roles, code_names):
    """A real test's code named other than it was written, a twin's other than its original's,
    or any sealed test's code named as the framework collects it."""
    failures = []
    for token, (role, original) in sorted(roles.items()):
        code = code_names.get(token)
        if code is None:
            continue  # not defined (reported), or an alias
        if code == token:
            failures.append("the code of %s (%s) is named as it is collected" % (token, role))
        elif role in ("real", "suite") and code != original:
            failures.append("the code of %s is named %s, not %s as written" % (token, code, original))
        elif role == "twin" and code != code_names.get(original, code):
            failures.append("twin %s's code is named %s, its original's %s" % (token, code, code_names.get(original)))
    return failures


def split_sealed(stmts, where, roles, bodies, seen=None, code_names=None):
    """The sealed body's statements without tests, twins and plants; those go to `bodies`."""
    seen = collections.Counter() if seen is None else seen
    code_names = {} if code_names is None else code_names
    body = Body(where)
    bodies.append(body)
    kept = []
    for stmt in fold_definitions(stmts, roles, code_names):
        if isinstance(stmt, FUNCTIONS) and stmt.name in roles:
            role, original = roles[stmt.name]
            body.defs[stmt.name] = stmt
            if role == "twin":
                body.twins.append((stmt, original))
            elif role in ("real", "suite"):
                body.real[original] = dump_as(stmt, original)
            continue
        pair = alias_of(stmt, roles)
        if pair:
            body.defs[pair[0]] = stmt
            body.real[roles[pair[0]][1]] = "alias of %s" % roles[pair[1]][1]
            continue
        if isinstance(stmt, ast.ClassDef):
            stmt.body = split_sealed(stmt.body, class_where(where, stmt.name, seen), roles, bodies, seen, code_names)
        kept.append(stmt)
    return kept


def is_bootstrap(stmt):
    """The statement sealing puts first so trusted helpers import by bare name
    (src/core/seal/python-bootstrap.ts): `(lambda s, o, d: ...)(__import__('sys'), ...)`."""
    call = stmt.value if isinstance(stmt, ast.Expr) else None
    return (
        isinstance(call, ast.Call)
        and isinstance(call.func, ast.Lambda)
        and len(call.args) == 3
        and same(call.args[0], ast.parse("__import__('sys')", mode="eval").body)
    )


def first_difference(a, b):
    for i, (x, y) in enumerate(zip(a.body, b.body)):
        if ast.dump(x) != ast.dump(y):
            return "statement %d (line %d in the original)" % (i + 1, getattr(x, "lineno", 0))
    return "statement count %d against %d" % (len(a.body), len(b.body))


def collect_original_tests(tree, bodies, shadowed):
    """Every body's original tests, found where the sealed file has the same container. The
    line spans of tests defined again later (Python keeps the last; sealing drops the rest)
    go to `shadowed`."""
    found = {}
    seen = collections.Counter()

    def walk(stmts, where):
        body = next((b for b in bodies if b.where == where), None)
        wanted = body.real if body else {}
        tests = {}
        spans = {}
        kept = []
        for stmt in stmts:
            if isinstance(stmt, FUNCTIONS) and stmt.name in wanted:
                if stmt.name in tests:
                    shadowed.append(spans[stmt.name])
                spans[stmt.name] = (first_line(stmt), stmt.end_lineno)
                tests[stmt.name] = ast.dump(stmt)
                continue
            if (
                isinstance(stmt, ast.Assign)
                and len(stmt.targets) == 1
                and isinstance(stmt.targets[0], ast.Name)
                and isinstance(stmt.value, ast.Name)
                and stmt.targets[0].id in wanted
            ):
                tests[stmt.targets[0].id] = "alias of %s" % stmt.value.id
                continue
            if isinstance(stmt, ast.ClassDef):
                stmt.body = walk(stmt.body, class_where(where, stmt.name, seen))
            kept.append(stmt)
        found[where] = tests
        return kept

    tree.body = walk(tree.body, "")
    return found


def check(request):
    path, original_text, sealed_text = request["path"], request["original"], request["sealed"]
    failures = []
    try:
        sealed_tree = ast.parse(sealed_text, path)
        compile(sealed_tree, path, "exec", dont_inherit=True)
    except (SyntaxError, ValueError) as e:
        line = getattr(e, "lineno", None)
        text = (getattr(e, "text", None) or "").strip()
        failures.append(
            "sealed file does not compile: %s (line %s: %s)" % (getattr(e, "msg", e), line, text[:120])
        )
        return {"failures": failures, "tests": 0, "twins": 0}
    roles = {t["token"]: (t["role"], t["original"]) for t in request["tests"]}
    bodies = []
    boots = [stmt for stmt in sealed_tree.body if is_bootstrap(stmt)]
    sealed_tree.body = [stmt for stmt in sealed_tree.body if not is_bootstrap(stmt)]
    if len(boots) > 1:
        failures.append("%d bootstrap statements where one is enough" % len(boots))
    code_names = {}
    sealed_tree.body = split_sealed(sealed_tree.body, "", roles, bodies, code_names=code_names)
    failures.extend(code_name_failures(roles, code_names))
    original_tree = ast.parse(original_text)
    HELPERS.clear()
    HELPERS.update(equality_helpers(original_tree))
    shadowed = []
    original_tests = collect_original_tests(original_tree, bodies, shadowed)
    if ast.dump(sealed_tree) != ast.dump(original_tree):
        failures.append(
            "sealing changed code that is not a test: first at %s"
            % first_difference(original_tree, sealed_tree)
        )
    count = 0
    for body in bodies:
        mine = original_tests.get(body.where, {})
        count += len(body.real)
        for name in sorted(set(mine) | set(body.real)):
            if name not in body.real:
                failures.append("test %s%s is missing from the sealed file" % (body.where + "." if body.where else "", name))
            elif name not in mine:
                failures.append("test %s%s is not in the original file" % (body.where + "." if body.where else "", name))
            elif mine[name] != body.real[name]:
                failures.append("test %s%s changed beyond its name" % (body.where + "." if body.where else "", name))
    defined = {token for body in bodies for token in body.defs}
    for token, (role, original) in roles.items():
        if token not in defined:
            failures.append("the name map holds %s (%s %s), which the sealed file does not define" % (token, role, original))
    twins = 0
    # Lines as the AST counts them: str.splitlines also breaks at \f, \x1c, \u2028 …, which
    # shifted every later test's segment (test_isinstance.py has form feeds).
    lines = io.StringIO(sealed_text, newline="").readlines()
    kinds = {}
    for body in bodies:
        for node, of in body.twins:
            twins += 1
            original = body.defs.get(of)
            if original is None:
                failures.append("twin %s names %s, which is not a test beside it" % (node.name, of))
                continue
            if not request["twins"]:
                failures.append("twin %s made where no twins were asked for" % node.name)
            check_twin(lines, node, original, failures, kinds)
    # Comments are compared where no twin copies them (the same file sealed without twins).
    before = comments(original_text, cache=True) if not request["twins"] else None
    after = comments(sealed_text) if before is not None else None
    if before is not None and after is not None:
        kept = sorted(c for line, c in before if not any(a <= line <= b for a, b in shadowed))
        missing = multiset_minus(kept, sorted(c for _, c in after))
        extra = multiset_minus(sorted(c for _, c in after), [c for _, c in before])
        if missing:
            failures.append("comments lost: %s" % missing[0][:80])
        if extra:
            failures.append("comments added: %s" % extra[0][:80])
    return {"failures": failures, "tests": count, "twins": twins}


def multiset_minus(a, b):
    """The items of `a` that `b` does not hold as often."""
    left = collections.Counter(b)
    out = []
    for x in a:
        if left[x] > 0:
            left[x] -= 1
        else:
            out.append(x)
    return out


def main():
    sys.setrecursionlimit(10000)
    warnings.simplefilter("ignore")  # test files compare with literals on purpose (SyntaxWarning)
    for line in sys.stdin:
        request = json.loads(line)
        try:
            if request["op"] == "compiles":
                answer = compiles(request["paths"])
            else:
                answer = check(request)
        except Exception as e:  # a checker bug is a failure of the file, never a crash of the run
            answer = {"failures": ["checker error: %s: %s" % (type(e).__name__, e)], "tests": 0, "twins": 0}
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
