/**
 * Which paths are test material by their names (PROTOCOL 5.1): the files a test runner
 * discovers and imports by itself, and everything in a test folder. The test-integrity
 * guard, the trusted suites and the raise-site reading of tracebacks share this one rule.
 */

// `__snapshots__`: Jest's and Vitest's stored expectations, beside the tests that compare with them.
const TEST_DIR = /^(?:tests?|testing|testdata|__tests__|__snapshots__|specs?)$/i;
const TEST_NAME =
  /^(?:test_.+\.py|.+_tests?\.py|tests?\.py|conftest\.py|.+[.\-_](?:test|spec)\.[cm]?[jt]sx?|test-.+\.[cm]?[jt]sx?|test\.[cm]?[jt]sx?|.+_test\.go)$/i;

/** Whether a file's name is one a test runner discovers and imports by itself (`test_x.py`, `x.test.js`). */
export function isTestFileName(path: string): boolean {
  return TEST_NAME.test(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * Whether a path is test material by its name or folder (`tests/…`, `test_x.py`,
 * `x.test.js`, the files node --test and pytest pick up by default): data files and helpers
 * of a test folder count too, since weakening a test can mean changing its expected output.
 */
export function isTestPath(path: string): boolean {
  const parts = path.split('/');
  const name = parts[parts.length - 1] as string;
  return TEST_NAME.test(name) || parts.slice(0, -1).some((dir) => TEST_DIR.test(dir));
}

// Folders and modules of test support that are not named like tests: helpers, fixtures,
// mocks and pytest plugins (`pkg/_testing/`, `testutils/`, `__mocks__/`, `pytest_plugin.py`).
const SUPPORT_DIR =
  /^(?:_?testing|_?test_?utils?|_?test_?helpers?|_?test_?support|testlib|__mocks__|__fixtures__|fixtures|mocks?)$/i;
const SUPPORT_NAME =
  /^(?:_?testing\.py|.+_testing\.py|testutils?\.py|.*pytest_?plugins?\.py|.+\.mocks?\.[cm]?[jt]sx?)$/i;

/**
 * Whether a path is test support by its name or folder, beyond isTestPath's test files:
 * code the tests call to set themselves up, which an error raised in is the test's, not
 * the code's (raise-site.ts).
 */
export function isTestSupportPath(path: string): boolean {
  const parts = path.split('/');
  return (
    SUPPORT_NAME.test(parts[parts.length - 1] as string) ||
    parts.slice(0, -1).some((dir) => SUPPORT_DIR.test(dir))
  );
}
