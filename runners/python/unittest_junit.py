"""PatchProof's trusted unittest reporter (issue 16), installed read-only in the Python
runner image at /usr/lib/patchproof/unittest_junit.py.

    python3 /usr/lib/patchproof/unittest_junit.py --junit-xml REPORT [unittest arguments]

runs exactly what `python3 -m unittest [unittest arguments]` runs (the same argument
parsing, discovery, exit status, and the working directory first on sys.path), always
verbose, and writes JUnit XML to REPORT once the run ends. The run spec names REPORT as the
suite's `report.junit`; PatchProof reads it as the primary result and checks it against the
closing `Ran N tests` / `OK` / `FAILED` lines unittest prints (src/core/reports/unittest-junit.ts).

One <testcase> per test: `classname` is the test's id up to its last dot, `name` the rest.
Subtests are not tests of their own (unittest's `Ran N` does not count them): a failing or
erroring subtest makes its test fail or error, the worst outcome wins. Tests a suite
generates with one id (load_tests) are told apart as the text parser does: `name[doc]` when
each has its own docstring line, else `name[k]` in run order. An expected failure is
skipped; an unexpected success fails. setUpClass/setUpModule errors and modules that could
not be imported are `collection failure` errors: no test of theirs ran.
"""
import os
import sys
import time
import unittest

FIXTURES = ("setUpClass", "setUpModule", "tearDownClass", "tearDownModule")
RANK = {"passed": 0, "skipped": 1, "failed": 2, "errored": 3}


def xml_text(value):
    """Text fit for XML 1.0: characters it cannot hold become U+FFFD."""
    out = []
    for ch in str(value):
        code = ord(ch)
        ok = code in (9, 10, 13) or 0x20 <= code <= 0xD7FF or 0xE000 <= code <= 0xFFFD or 0x10000 <= code <= 0x10FFFF
        out.append(ch if ok else "\ufffd")
    text = "".join(out)
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;").replace("\n", "&#10;").replace("\r", "&#13;").replace("\t", "&#9;")


def body_text(value):
    return xml_text(value).replace("&#10;", "\n").replace("&#9;", "\t")


class Record:
    def __init__(self, test, test_id, doc):
        # Held, so the test object outlives the run: its address (the key) is never reused.
        self.test = test
        self.test_id = test_id
        self.doc = doc
        # None until the test reports an outcome of its own (or a subtest fails).
        self.status = None
        self.subtest_skipped = False
        self.kind = None  # "failure" or "error"
        self.exc_type = ""
        self.message = ""
        self.detail = ""
        self.collection = False
        self.started = time.perf_counter()
        self.seconds = 0.0

    def worsen(self, status, kind="", exc_type="", message="", detail=""):
        """The worst outcome wins; of equal ones, the first failure's details stay."""
        if self.status is not None and (RANK[status] < RANK[self.status] or (RANK[status] == RANK[self.status] and self.kind is not None)):
            return
        self.status, self.kind, self.exc_type, self.message, self.detail = status, kind or None, exc_type, message, detail


class JUnitResult(unittest.TextTestResult):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.records = []
        self.by_test = {}

    def _record(self, test):
        found = self.by_test.get(id(test))
        if found is None:
            found = Record(test, test.id(), test.shortDescription() if hasattr(test, "shortDescription") else None)
            self.by_test[id(test)] = found
            self.records.append(found)
        return found

    def _describe(self, test, err):
        exc_type, exc, _ = err
        return exc_type.__name__, str(exc).split("\n", 1)[0], self._exc_info_to_string(err, test)

    def startTest(self, test):
        super().startTest(test)
        self._record(test).started = time.perf_counter()

    def stopTest(self, test):
        super().stopTest(test)
        found = self.by_test.get(id(test))
        if found is not None:
            found.seconds = time.perf_counter() - found.started

    def addSuccess(self, test):
        super().addSuccess(test)
        self._record(test).worsen("passed")

    def addFailure(self, test, err):
        super().addFailure(test, err)
        name, message, detail = self._describe(test, err)
        # Only the test's failureException (an AssertionError) reaches addFailure.
        self._record(test).worsen("failed", "failure", "AssertionError", f"{name}: {message}", detail)

    def addError(self, test, err):
        super().addError(test, err)
        name, message, detail = self._describe(test, err)
        record = self._record(test)
        test_id = test.id()
        fixture = getattr(test, "description", None) is not None and test_id.split(" ", 1)[0] in FIXTURES
        if fixture or test_id.startswith("unittest.loader._FailedTest."):
            record.test_id = fixture_id(test)
            record.collection = test_id.startswith("unittest.loader.") or test_id.startswith("setUp")
        record.worsen("errored", "error", name, f"{name}: {message}", detail)

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        if isinstance(test, unittest.TestCase) and test.__class__.__name__ == "_SubTest":
            # Not a test of its own: a test whose only outcomes are skipped subtests is skipped.
            self._record(test.test_case).subtest_skipped = True
            return
        record = self._record(test)
        if not isinstance(test, unittest.TestCase):
            # SkipTest raised in setUpClass or setUpModule: a fixture, as unittest prints it.
            record.test_id = fixture_id(test)
        record.worsen("skipped", "", "", str(reason))

    def addExpectedFailure(self, test, err):
        super().addExpectedFailure(test, err)
        self._record(test).worsen("skipped", "", "", "expected failure")

    def addUnexpectedSuccess(self, test):
        super().addUnexpectedSuccess(test)
        self._record(test).worsen("failed", "failure", "UnexpectedSuccess", "unexpected success")

    def addSubTest(self, test, subtest, err):
        super().addSubTest(test, subtest, err)
        if err is None:
            return
        name, message, detail = self._describe(test, err)
        if issubclass(err[0], test.failureException):
            self._record(test).worsen("failed", "failure", "AssertionError", f"{name}: {message}", detail)
        else:
            self._record(test).worsen("errored", "error", name, f"{name}: {message}", detail)


def fixture_id(holder):
    """`setUpClass (pkg.mod.Class)` becomes `pkg.mod.Class.setUpClass`."""
    text = holder.id()
    if text.startswith("unittest.loader._FailedTest."):
        return text
    name, _, rest = text.partition(" ")
    return f"{rest.strip('()')}.{name}" if rest else text


def unique_names(records):
    """Ids made unique as src/core/reports/unittest.ts does for generated tests."""
    groups = {}
    for record in records:
        groups.setdefault(record.test_id, []).append(record)
    names = {}
    for test_id, same in groups.items():
        if len(same) == 1:
            names[id(same[0])] = test_id
            continue
        docs = [r.doc for r in same]
        distinct = None not in docs and len(set(docs)) == len(docs)
        for k, record in enumerate(same, 1):
            names[id(record)] = f"{test_id}[{record.doc}]" if distinct else f"{test_id}[{k}]"
    return names


def write_report(path, result, seconds):
    names = unique_names(result.records)
    counts = {"tests": len(result.records), "failures": 0, "errors": 0, "skipped": 0}
    cases = []
    for record in result.records:
        if record.status is None:
            # No outcome of its own: skipped subtests only, or (never in a finished run) nothing.
            record.status = "skipped" if record.subtest_skipped else "errored"
            if record.status == "errored":
                record.kind, record.exc_type, record.message = "error", "NoResult", "the test reported no outcome"
        full = names[id(record)]
        base = record.test_id
        classname, _, name = base.rpartition(".")
        name = name + full[len(base):]
        attrs = f'classname="{xml_text(classname)}" name="{xml_text(name)}" time="{record.seconds:.3f}"'
        if record.collection:
            counts["errors"] += 1
            # The last line in pytest's `E   ` form: PatchProof's JUnit reader takes the reason from it.
            detail = f"{record.detail.rstrip()}\nE   {record.message}"
            cases.append(f'<testcase {attrs}><error message="collection failure" type="{xml_text(record.exc_type)}">{body_text(detail)}</error></testcase>')
        elif record.status == "passed":
            cases.append(f"<testcase {attrs}/>")
        elif record.status == "skipped":
            counts["skipped"] += 1
            cases.append(f'<testcase {attrs}><skipped message="{xml_text(record.message)}"/></testcase>')
        else:
            tag = "failure" if record.kind == "failure" else "error"
            counts["failures" if tag == "failure" else "errors"] += 1
            cases.append(f'<testcase {attrs}><{tag} type="{xml_text(record.exc_type)}" message="{xml_text(record.message)}">{body_text(record.detail)}</{tag}></testcase>')
    head = " ".join(f'{key}="{value}"' for key, value in counts.items())
    text = f'<?xml version="1.0" encoding="utf-8"?>\n<testsuites {head}><testsuite name="unittest" {head} time="{seconds:.3f}">\n' + "\n".join(cases) + "\n</testsuite></testsuites>\n"
    folder = os.path.dirname(path)
    if folder:
        os.makedirs(folder, exist_ok=True)
    with open(path, "w", encoding="utf-8", errors="replace") as out:
        out.write(text)


VERSION = "patchproof unittest reporter 1"


def main(argv):
    if argv == ["--version"]:
        print(VERSION)
        return 0
    if len(argv) < 2 or argv[0] != "--junit-xml" or not argv[1]:
        sys.stderr.write("usage: unittest_junit.py --junit-xml REPORT [unittest arguments]\n")
        return 2
    path, rest = argv[1], argv[2:]
    # As `python3 -m unittest`: the working directory first on sys.path, not this folder.
    sys.path[0] = os.getcwd()

    class Runner(unittest.TextTestRunner):
        resultclass = JUnitResult

        def __init__(self, **kwargs):
            kwargs["verbosity"] = 2  # the text cross-check needs every test's line
            super().__init__(**kwargs)

        def run(self, test):
            started = time.perf_counter()
            result = super().run(test)
            write_report(path, result, time.perf_counter() - started)
            return result

    unittest.main(module=None, argv=["python3 -m unittest", *rest], testRunner=Runner)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
