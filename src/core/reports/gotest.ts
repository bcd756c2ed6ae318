/**
 * `go test -json` to TestReport (report format `go`, read from stdout). The go command
 * turns each test binary's output into one JSON event per line (`test2json`): `run`,
 * `output`, `pause`, `cont`, and a final `pass`, `fail` or `skip` per test; events without
 * a `Test` are the package's own.
 *
 * Test ids are `<package import path>::<test name>` (`example.com/ranges::TestParse`, a
 * subtest `…::TestParse/single_number`). A failed test failed by assertion unless its
 * output shows a panic (`t.Error` and `t.Fatal` are Go's assertions; a panic is an
 * exception, and where it was raised is read from its goroutine trace, raise-site.ts).
 *
 * A test that panics ends the whole test binary, so the tests after it never run: the
 * report says so (`interrupted`), and a sealed suite's judge does not take their absence
 * for tampering. The panicking test itself fails, so such a run never passes a phase. A test
 * that `go test -timeout` stopped is `stalled` when its goroutine dump proves it hung in the
 * code (go-hang.ts), and so are the tests that wait for it in `t.Run`.
 *
 * Fail closed: a line that is not an event, a test that ends twice, a test that started
 * and never ended (the binary died), a package that failed to build, or a package that
 * failed while none of its tests did (an exit from `TestMain` or `init`, a panic outside
 * any test) make the run prove nothing about that package: a collection error.
 */
import type { TestCaseResult, TestReport, TestStatus } from './model.js';
import { hangProof, NEVER_ENDED, withStalledParents } from './go-hang.js';
import { DEFAULT_FRAMES, type FrameContext, raiseSite } from './raise-site.js';
import { buildReport, checkSize, MAX_TESTS, quote, result, unreadable } from './report-builder.js';

interface Event {
  readonly Action: string;
  readonly Package?: string;
  readonly Test?: string;
  readonly Output?: string;
}

const ACTIONS = new Set([
  'start',
  'run',
  'pause',
  'cont',
  'output',
  'pass',
  'fail',
  'skip',
  'bench',
]);
const FINAL: Readonly<Record<string, TestStatus>> = {
  pass: 'passed',
  fail: 'failed',
  skip: 'skipped',
};
/** Output kept per test for its failure message and trace: enough for any real panic. */
const MAX_OUTPUT = 64 * 1024;

interface TestState {
  readonly id: string;
  readonly pkg: string;
  readonly name: string;
  status?: TestStatus;
  output: string;
  /** The last part of the output, where the testing package writes the test's own result line. */
  tail: string;
}

const TAIL = 1024;

export function parseGoTest(text: string, frames: FrameContext = DEFAULT_FRAMES): TestReport {
  checkSize(text, 'go test -json');
  const tests = new Map<string, TestState>();
  const packages = new Map<string, { final?: string; output: string }>();
  let lineNo = 0;
  for (const raw of text.split('\n')) {
    lineNo += 1;
    const line = raw.trim();
    if (line === '') continue;
    // A package that did not build: the go command says so in a text line, not an event.
    const broken = /^FAIL\s+(\S+)\s+\[(?:build|setup) failed\]$/.exec(line);
    if (broken) {
      packages.set(broken[1] as string, { final: 'fail', output: line });
      continue;
    }
    const event = parseEvent(line, lineNo);
    const pkg = event.Package ?? '';
    const own = packages.get(pkg) ?? { output: '' };
    packages.set(pkg, own);
    if (event.Test === undefined || event.Test === '') {
      if (event.Action === 'output') own.output = append(own.output, event.Output ?? '');
      else if (FINAL[event.Action]) own.final = event.Action;
      continue;
    }
    const key = `${pkg}::${event.Test}`;
    let state = tests.get(key);
    if (!state) {
      if (tests.size >= MAX_TESTS) unreadable(`more than ${MAX_TESTS} tests`);
      state = { id: key, pkg, name: event.Test, output: '', tail: '' };
      tests.set(key, state);
    }
    if (event.Action === 'output') {
      state.output = append(state.output, event.Output ?? '');
      state.tail = (state.tail + (event.Output ?? '')).slice(-TAIL);
    }
    const final = FINAL[event.Action];
    if (final === undefined) continue;
    if (state.status !== undefined) unreadable(`test ${quote(key)} ends twice`);
    state.status = final;
  }
  const collectionErrors: string[] = [];
  const results: TestCaseResult[] = [];
  for (const state of tests.values()) {
    if (state.status === undefined)
      state.status = gluedResult(state, packages.get(state.pkg)?.final);
    if (state.status === undefined) {
      // Started and never ended: the test binary died under it. A panic in a goroutine the
      // code started ends it so (no `--- FAIL` line): its trace still says where it came from.
      const panicked = /^panic: /m.test(state.output);
      const errored = result(
        state.id,
        'errored',
        'error',
        panicked ? failureMessage(state.output) : NEVER_ENDED,
        panicked ? raiseSite(state.output, frames) : undefined,
      );
      // Stopped by `go test -timeout`: stalled when the goroutine dump proves a hang (go-hang.ts).
      const hung =
        panicked &&
        state.output.length < MAX_OUTPUT &&
        hangProof(state.output, state.pkg, state.name, frames).hung;
      results.push(hung ? { ...errored, stalled: true } : errored);
      continue;
    }
    if (state.status !== 'failed') {
      results.push(result(state.id, state.status));
      continue;
    }
    const panicked = /^panic: /m.test(state.output);
    results.push(
      result(
        state.id,
        'failed',
        panicked ? 'error' : 'assertion',
        failureMessage(state.output),
        panicked ? raiseSite(state.output, frames) : undefined,
      ),
    );
  }
  for (const [pkg, own] of packages) {
    if (own.final !== 'fail') continue;
    const failedTest = results.some(
      (r) => r.id.startsWith(`${pkg}::`) && (r.status === 'failed' || r.status === 'errored'),
    );
    if (!failedTest)
      collectionErrors.push(
        `${pkg || 'a package'}: ${/\[(?:build|setup) failed\]/.test(own.output) ? 'did not build' : 'failed outside any test'}${own.output ? ` (${firstOutput(own.output)})` : ''}`,
      );
  }
  const report = buildReport(withStalledParents(results), collectionErrors);
  // A panic ends the test binary: the tests after the one that panicked never ran.
  return results.some(
    (r) => (r.status === 'failed' || r.status === 'errored') && r.failure === 'error',
  )
    ? { ...report, interrupted: true }
    : report;
}

/**
 * The result line of a test whose output did not end in a newline: Go 1.19's test2json reads
 * `partial--- PASS: TestX (0.00s)` as output, not as the end of TestX, so no `pass` event
 * comes (the false FAIL of an honest test that prints without a newline). The testing
 * package writes that line last, after everything the test printed: only the very end of
 * the test's output counts. A glued FAIL is a failure. A glued PASS or SKIP counts only when
 * the package passed, which the binary cannot claim with a test that really failed.
 */
function gluedResult(state: TestState, packageFinal: string | undefined): TestStatus | undefined {
  const name = state.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`--- (PASS|FAIL|SKIP): ${name} \\(\\d+(?:\\.\\d+)?s\\)\\n?$`).exec(
    state.tail,
  );
  if (!m) return undefined;
  if (m[1] === 'FAIL') return 'failed';
  return packageFinal === 'pass' ? (m[1] === 'PASS' ? 'passed' : 'skipped') : undefined;
}

function parseEvent(line: string, lineNo: number): Event {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    unreadable(`line ${lineNo} is not a go test -json event: ${quote(line)}`);
  }
  const event = value as Partial<Event> | null;
  if (
    typeof event !== 'object' ||
    event === null ||
    typeof event.Action !== 'string' ||
    !ACTIONS.has(event.Action)
  ) {
    unreadable(`line ${lineNo} is not a go test -json event: ${quote(line)}`);
  }
  for (const field of ['Package', 'Test', 'Output'] as const) {
    if (event[field] !== undefined && typeof event[field] !== 'string')
      unreadable(`line ${lineNo}: ${field} is not a string`);
  }
  return event as Event;
}

function append(output: string, more: string): string {
  return output.length >= MAX_OUTPUT ? output : (output + more).slice(0, MAX_OUTPUT);
}

/** The failure's own line: the first output line after the `=== RUN` and `--- FAIL` framing. */
function failureMessage(output: string): string | undefined {
  const lines = output
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !/^(?:=== (?:RUN|PAUSE|CONT)|--- (?:FAIL|PASS|SKIP)):?\s/.test(l));
  return lines[0];
}

function firstOutput(output: string): string {
  return (output.split('\n').find((l) => l.trim() !== '') ?? '').trim().slice(0, 200);
}
