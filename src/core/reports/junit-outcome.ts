/**
 * What one JUnit `<testcase>` says happened, for the dialects pytest, node:test, vitest and
 * jest write. The element names alone do not tell an assertion from a crash: pytest puts
 * any exception raised in a test body into `<failure>`, node:test puts everything there,
 * so the kind comes from the failure's `type`, its message, or node's `cause:` line, and
 * defaults to `error` when none of them shows an assertion (fail closed: only positive
 * evidence makes an assertion failure).
 */
import type { TestCaseResult } from './model.js';
import { type FrameContext, raiseSite } from './raise-site.js';
import { firstLine, result, unreadable } from './report-builder.js';
import type { XmlElement } from './xml-reader.js';
import { nodeCancel } from './node-stall.js';

/** A testcase is either a test result or a module/file that never got to run its tests. */
export type CaseOutcome =
  | { readonly kind: 'test'; readonly result: TestCaseResult }
  | { readonly kind: 'collection'; readonly detail: string }
  /** node:test cancelled it before it started (node-stall.ts): it did not run. */
  | { readonly kind: 'unstarted' };

const KNOWN_CHILDREN = new Set([
  'failure',
  'error',
  'skipped',
  'system-out',
  'system-err',
  'properties',
]);
// node:test's failure types for tests that were stopped, not failed by their own code.
const NODE_INTERRUPTED = new Set(['cancelledByParent', 'testTimeoutFailure', 'hookFailed']);
const ASSERTION_TYPE = /^(?:[\w$]+\.)*(?:AssertionError|JestAssertionError|ERR_ASSERTION)$/;
// pytest: a failed `assert` ("assert 3 == 4"), an AssertionError with a message, and
// pytest.fail / pytest.raises' "DID NOT RAISE" ("Failed: ..."); jest: "Error: expect(...)".
const ASSERTION_MESSAGE = /^(?:assert\b|AssertionError\b|Failed: |Error: expect\()/;
// [ \t]*, not \s*: with /m, \s* would rescan every run of blank lines from each line start.
const NODE_CAUSE = /^[ \t]*cause: ([\w$]+)(?: \[(\w+)\])?/m;
const EXCEPTION_NAME = /^[\w$.]*(?:Error|Exception)$/;
const STACK_HEADER = /^([\w$.]*(?:Error|Exception))(?: \[(\w+)\])?: /;
// node:test names the test it makes of a whole file by the file's path.
const SCRIPT_FILE = /\.[cm]?[jt]sx?$/;
// jest-junit's classname for a file that failed to run (reportTestSuiteErrors), whatever
// the classNameTemplate (jest-junit 17 utils/buildJsonResults.js).
const JEST_SUITE_ERROR = 'Test suite failed to run';

/**
 * Where a testcase sits in the report: what tells a reporter's record of a whole file from
 * a test, since a test's title may be anything (`spawn local pm-sub.js`).
 */
export interface CasePlace {
  /** The name of the `<testsuite>` holding the testcase; undefined straight under the root. */
  readonly suite: string | undefined;
  /** The report is node:test's (junit.ts). */
  readonly nodeTest: boolean;
}

/**
 * Decides one testcase. `id` is already built; `name`/`classname` are its raw attributes,
 * `place` where it sits; `frames` says where the run's stack traces place the repository
 * (raise-site.ts).
 */
export function caseOutcome(
  el: XmlElement,
  id: string,
  name: string,
  classname: string,
  place: CasePlace,
  frames: FrameContext,
): CaseOutcome {
  for (const child of el.children) {
    if (!KNOWN_CHILDREN.has(child.name))
      unreadable(`<testcase> holds an unknown <${child.name}> element`);
  }
  const failures = el.children.filter((c) => c.name === 'failure');
  const errors = el.children.filter((c) => c.name === 'error');
  const skips = el.children.filter((c) => c.name === 'skipped');

  // pytest (7.2 through 9): a module that fails to import becomes a testcase named after
  // the module, with <error message="collection failure"> and the traceback as text.
  const collection = errors.find((e) => e.attrs.get('message') === 'collection failure');
  if (collection) return { kind: 'collection', detail: `${name}: ${lastPytestLine(collection)}` };
  if (isFileLevel(name, classname, place)) {
    const bad = failures[0] ?? errors[0];
    const detail = bad
      ? messageOf(bad)
      : 'the file reported no tests of its own (it exited or crashed first)';
    return { kind: 'collection', detail: `${name}: ${detail}` };
  }

  // node:test marks todo tests <skipped type="todo"> and still attaches their failure;
  // node does not count those as failures, so neither do we. Any other mix is not a skip.
  const todoOnly = skips.length > 0 && skips.every((s) => s.attrs.get('type') === 'todo');
  if (skips.length > 0 && errors.length === 0 && (failures.length === 0 || todoOnly)) {
    return {
      kind: 'test',
      result: result(id, 'skipped', undefined, skips[0]?.attrs.get('message')),
    };
  }
  const error = errors[0];
  if (error)
    return {
      kind: 'test',
      result: result(id, 'errored', 'error', messageOf(error), errorSite(error, frames)),
    };
  const failure = failures[0];
  const cancel = failure
    ? nodeCancel(
        failure.attrs.get('type')?.trim(),
        failure.attrs.get('message'),
        el.attrs.get('time'),
      )
    : null;
  if (place.nodeTest && cancel === 'unstarted') return { kind: 'unstarted' };
  if (failure && place.nodeTest && cancel === 'stalled')
    return { kind: 'test', result: { ...failureResult(id, failure, frames), stalled: true } };
  if (failure) return { kind: 'test', result: failureResult(id, failure, frames) };
  return { kind: 'test', result: result(id, 'passed') };
}

/**
 * pytest writes a test that failed and then errored in teardown as two testcases with the
 * same id, the second holding only `<error message="failed on teardown with ...">`.
 */
export function isPytestTeardownRepeat(el: XmlElement): boolean {
  const outcomes = el.children.filter(
    (c) => c.name === 'failure' || c.name === 'error' || c.name === 'skipped',
  );
  const only = outcomes[0];
  return (
    outcomes.length === 1 &&
    only?.name === 'error' &&
    (only.attrs.get('message') ?? '').startsWith('failed on teardown with ')
  );
}

function failureResult(id: string, el: XmlElement, frames: FrameContext): TestCaseResult {
  const type = (el.attrs.get('type') ?? '').trim();
  const message = messageOf(el);
  if (NODE_INTERRUPTED.has(type)) return result(id, 'errored', 'error', message);
  const cause = NODE_CAUSE.exec(el.text);
  const nodeAssertion =
    type === 'testCodeFailure' && cause?.[1] === 'AssertionError' && cause[2] === 'ERR_ASSERTION';
  const untyped =
    type === '' && ASSERTION_MESSAGE.test(firstLine(el.attrs.get('message') ?? el.text) ?? '');
  const stack =
    type === '' && el.attrs.get('message') === undefined ? stackHeader(el.text) : undefined;
  const assertion =
    ASSERTION_TYPE.test(type) ||
    nodeAssertion ||
    untyped ||
    (stack !== undefined && ASSERTION_TYPE.test(stack));
  return assertion
    ? result(id, 'failed', 'assertion', message)
    : result(id, 'failed', 'error', message, raiseSite(el.text, frames));
}

/**
 * Where an `<error>`'s exception was raised. pytest reports an error in a fixture or its
 * set-up as `failed on setup with …`: the test's body never ran, so whatever raised it is
 * the test's own machinery.
 */
function errorSite(el: XmlElement, frames: FrameContext): 'code' | 'test' | undefined {
  return (el.attrs.get('message') ?? '').startsWith('failed on setup with ')
    ? 'test'
    : raiseSite(el.text, frames);
}

/** The message with the exception's name in front when the report keeps them apart. */
function messageOf(el: XmlElement): string {
  const message = firstLine(el.attrs.get('message')) ?? firstLine(el.text) ?? '';
  const type = (el.attrs.get('type') ?? '').trim();
  // node:test's type is its failure kind; the exception's name is on the `cause:` line.
  const name =
    type === 'testCodeFailure'
      ? NODE_CAUSE.exec(el.text)?.[1]
      : EXCEPTION_NAME.test(type)
        ? type
        : undefined;
  return name && !message.startsWith(name) ? `${name}: ${message}` : message;
}

/**
 * mocha's xunit `<failure>` has no attributes: the message, then the error's stack, whose
 * first line names the error (`AssertionError [ERR_ASSERTION]: …`, `TypeError: …`), its
 * message, then `at` frames. The name in that first line; undefined when there is none.
 */
function stackHeader(text: string): string | undefined {
  const lines = text.split('\n');
  const firstFrame = lines.findIndex((line) => /^\s+at /.test(line));
  // The header is the last such line above the first frame (its message may span lines).
  for (let i = firstFrame - 1; i >= 0; i--) {
    const m = STACK_HEADER.exec(lines[i] as string);
    if (m) return m[2] === 'ERR_ASSERTION' ? 'ERR_ASSERTION' : m[1];
  }
  return undefined;
}

/** pytest's traceback ends with `E   ModuleNotFoundError: ...`: the line that says why. */
function lastPytestLine(el: XmlElement): string {
  const lines = el.text.split('\n').filter((l) => /^E\s/.test(l));
  const last = lines[lines.length - 1];
  return last !== undefined ? last.replace(/^E\s+/, '') : 'collection failure';
}

/**
 * A reporter's record of a whole file (one that failed to load, or exited before its tests),
 * told by where it sits and what the reporter puts there, never by the title alone:
 *  - node:test: a testcase straight under the root, named by the file's absolute path;
 *  - vitest: a testcase in the file's `<testsuite>` whose name and classname are the file;
 *  - jest-junit (reportTestSuiteErrors): one in the file's suite, named as the suite, with
 *    the classname `Test suite failed to run`.
 * jest-junit's default names (`{classname} {title}` for both) and mocha-junit-reporter's
 * root-level tests (the title for both) make name and classname equal for ordinary tests.
 */
function isFileLevel(name: string, classname: string, place: CasePlace): boolean {
  if (place.nodeTest)
    return (
      place.suite === undefined &&
      (name.startsWith('/') || /^[A-Za-z]:[\\/]/.test(name) || name.startsWith('file://')) &&
      SCRIPT_FILE.test(name)
    );
  return name === place.suite && (classname === name || classname === JEST_SUITE_ERROR);
}
