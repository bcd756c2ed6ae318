/**
 * Whether a test's failure on the base shows the bug (PROTOCOL 5, baseline; issue 16,
 * "baseline by cause"). A failed assertion does. So does an exception raised from the
 * repository's own non-test code: a bug that raises (`idna.encode(...)` leaking
 * `UnicodeDecodeError` inside `assertRaises(IDNAError)`) is the most common shape of a real
 * bug report. So does a class of the code that the interpreter rebuilt for the test (pickle,
 * copy) refusing its own state, which no frame shows (rebuild-site.ts). Nothing else does, because a patch could then "fix" the failure without
 * touching the bug:
 * - an error raised in the test's own code (a `NameError`, a helper under `tests/`, a
 *   `conftest.py` fixture, the trusted suite itself), which the parsers mark `test`;
 * - an error whose traceback shows no frame of the repository (a missing fixture, a
 *   cancelled test, a runner's own failure);
 * - a missing module, even when the repository's code imports it: that is the
 *   environment's fault (a dependency not installed), and stubbing the module would pass;
 * - a call of an API the code does not have (`module 'x' has no attribute 'y'`, `got an
 *   unexpected keyword argument`), wherever it was raised (a decorator or a module
 *   `__getattr__` of the code can raise it for the test): that is a feature the test
 *   expects, which a stub that raises the expected error would "fix".
 * - an error for want of a network, which no run has.
 * Import and collection errors of test modules are not tests at all (`collectionErrors`).
 *
 * A test that was waiting for the code when nothing was left to run (`stalled`: node:test
 * cancels it as the event loop empties) shows the bug too: the callback or event the code
 * owed it never came, and no stub makes the test's own assertions on it pass. The tests node
 * cancelled after it never started; they are not in the report (tap.ts). So does a Go test
 * that `go test -timeout` stopped while its goroutine was parked for good in the repository's
 * code, with no goroutine at work (go-hang.ts); a test that was only slow is not stalled.
 */
import type { TestCaseResult } from '../reports/model.js';

// Python's ModuleNotFoundError and the ImportErrors made from it ("Missing optional
// dependency"); Node's ERR_MODULE_NOT_FOUND (ESM) and "Cannot find module" (CommonJS, also
// without its `Error: ` in node:test's TAP).
const MISSING_MODULE =
  /\bModuleNotFoundError\b|\bNo module named\b|\bMissing optional dependency\b|\bERR_MODULE_NOT_FOUND\b|\bCannot find (?:module|package)\b/;
// The runner has no network (PROTOCOL 5): a test that needs one fails the same with the fix.
const NO_NETWORK =
  /\b(?:URLError|ConnectionError|ConnectionRefusedError|gaierror|NewConnectionError|MaxRetryError)\b|Name or service not known|Temporary failure in name resolution|\b(?:ENOTFOUND|ECONNREFUSED|EAI_AGAIN|ENETUNREACH)\b/;
const MISSING_API =
  /^(?:[\w$.]+\.)?AttributeError: module '[^']+' has no attribute\b|\bgot an unexpected keyword argument\b/;

// `go test -timeout` stopped the test binary; a hang its dump proves is `stalled` (go-hang.ts).
const GO_TIMEOUT = /^panic: test timed out after \S+$/;

export type Reproduction =
  { readonly shows: true } | { readonly shows: false; readonly why: string };

/** Whether `test` (undefined: not in the report) fails on the base in a way that shows the bug. */
export function reproduction(test: TestCaseResult | undefined): Reproduction {
  if (test === undefined) return { shows: false, why: 'is not in the report' };
  if (test.status === 'passed' || test.status === 'skipped')
    return { shows: false, why: `${test.status} on the base` };
  if (test.failure === 'assertion' || test.stalled === true) return { shows: true };
  const what = `${test.status} on the base with ${test.message === undefined ? 'an error' : JSON.stringify(test.message.slice(0, 120))}`;
  if (MISSING_MODULE.test(test.message ?? ''))
    return {
      shows: false,
      why: `${what}: a module is missing, which is the environment's fault, not the bug (install it in the environment)`,
    };
  if (NO_NETWORK.test(test.message ?? ''))
    return {
      shows: false,
      why: `${what}: the runs have no network, so a test that needs it fails the same with any fix`,
    };
  if (MISSING_API.test(test.message ?? ''))
    return {
      shows: false,
      why: `${what}: the test calls an API the code does not have, which is a feature to add, not a bug that shows`,
    };
  if (GO_TIMEOUT.test(test.message ?? ''))
    return {
      shows: false,
      why: `${what}: its goroutine dump does not prove a hang in the repository's code (a goroutine was at work, or the test waits in test code), so it may only have been slow (docs/protocol.md, "A Go test that hangs"). A bug that loops for ever shows by assertion: run the call in a goroutine and t.Fatal when it has not returned in time`,
    };
  if (test.raisedIn === 'code') return { shows: true };
  if (test.raisedIn === 'test')
    return {
      shows: false,
      why: `${what}, raised in test code, not the repository's code: fix the test so that it reaches the code under test`,
    };
  return {
    shows: false,
    why: `${what}, and its traceback shows no frame of the repository's code, so it is not the bug`,
  };
}

/** Whether the test shows the bug; the shorthand of reproduction() for filters. */
export function showsBug(test: TestCaseResult): boolean {
  return reproduction(test).shows;
}
