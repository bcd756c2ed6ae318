/**
 * Which paths are test material by their names (PROTOCOL 5.1): the files a test runner
 * discovers and imports by itself, and everything in a test folder. The test-integrity
 * guard, the trusted suites and the raise-site reading of tracebacks share this one rule.
 */

const TEST_DIR = /^(?:tests?|testing|__tests__|specs?)$/i;
const TEST_NAME = /^(?:test_.+\.py|.+_tests?\.py|tests?\.py|conftest\.py|.+[.\-_](?:test|spec)\.[cm]?[jt]sx?|test-.+\.[cm]?[jt]sx?|test\.[cm]?[jt]sx?)$/i;

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
