/**
 * What every report parser shares: the size limits, the refusal helper, short messages,
 * and the one place that turns per-test results into a TestReport. The counts of a
 * TestReport are always computed from its list here, never copied from the report, so a
 * report's own totals can only be checked, not believed.
 */
import {
  ReportUnreadable,
  type TestCaseResult,
  type TestReport,
  type TestStatus,
} from './model.js';
import type { RaiseSite } from './raise-site.js';

/** Reports longer than this (in UTF-16 code units, about 32 MiB of ASCII) are refused unread. */
export const MAX_REPORT_CHARS = 32 * 1024 * 1024;

/** More test results than this is not a real suite here; refusing bounds memory and time. */
export const MAX_TESTS = 100_000;

const MAX_MESSAGE = 200;
// Control, format (bidi overrides, zero-width) and line-separator characters: a message
// must not rewrite the terminal or the HTML report it ends up in.
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const MAX_QUOTED = 80;

/** Throws the only error a parser may throw. `why` must not echo whole inputs. */
export function unreadable(why: string): never {
  throw new ReportUnreadable(why);
}

/** Refuses input over the size cap before any parsing work is spent on it. */
export function checkSize(text: string, format: string): void {
  if (text.length > MAX_REPORT_CHARS)
    unreadable(`the ${format} report is larger than ${MAX_REPORT_CHARS} characters`);
}

/** Attacker-controlled text for an error message: quoted, one line, short. */
export function quote(text: string): string {
  const flat = text.replace(UNPRINTABLE, ' ');
  return JSON.stringify(flat.length > MAX_QUOTED ? `${flat.slice(0, MAX_QUOTED)}…` : flat);
}

/**
 * The first non-blank line of a message, trimmed, control and bidi characters removed, at
 * most 200 characters: failure messages come from the code under test.
 */
export function firstLine(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  // Walk line by line rather than split: a failure body may be megabytes of blank lines.
  for (let from = 0; from < text.length;) {
    const nl = text.indexOf('\n', from);
    const end = nl === -1 ? text.length : nl;
    const start = text
      .slice(from, Math.min(end, from + 4 * MAX_MESSAGE))
      .replace(UNPRINTABLE, '')
      .trim();
    if (start !== '')
      return start.length > MAX_MESSAGE ? `${start.slice(0, MAX_MESSAGE - 1)}…` : start;
    if (nl === -1) break;
    from = nl + 1;
  }
  return undefined;
}

// Fail-closed order: a skip proves less than a pass, an error less than an assertion.
const RANK: Readonly<Record<TestStatus, number>> = { passed: 0, skipped: 1, failed: 2, errored: 3 };

/**
 * The worse of two results for one test: extra evidence can only make a test look worse.
 * Of two equal failures, one whose error is not known to come from the code under test
 * (the weaker evidence of a reproduction, reproduction.ts) wins.
 */
export function worse(a: TestCaseResult, b: TestCaseResult): TestCaseResult {
  if (RANK[b.status] !== RANK[a.status]) return RANK[b.status] > RANK[a.status] ? b : a;
  return a.raisedIn === 'code' && b.raisedIn !== 'code' && b.failure === a.failure ? b : a;
}

/** A result with the optional fields left out when they are empty. */
export function result(
  id: string,
  status: TestStatus,
  failure?: 'assertion' | 'error',
  message?: string,
  raisedIn?: RaiseSite,
): TestCaseResult {
  const line = firstLine(message);
  const failing = failure !== undefined && (status === 'failed' || status === 'errored');
  return {
    id,
    status,
    ...(failing ? { failure } : {}),
    ...(line ? { message: line } : {}),
    ...(failing && failure === 'error' && raisedIn !== undefined ? { raisedIn } : {}),
  };
}

/**
 * Builds the report from the per-test list. Results of one id are one test (real suites
 * repeat titles: a loop, a table, two files): its status is the worst of its runs, so a
 * forged pass can never shadow a real failure, `runs` says how many there were and
 * `passedRuns` how many passed. The counts count tests, not runs. Refuses more than MAX_TESTS results.
 */
export function buildReport(
  tests: readonly TestCaseResult[],
  collectionErrors: readonly string[],
): TestReport {
  if (tests.length > MAX_TESTS) unreadable(`more than ${MAX_TESTS} tests`);
  const merged = new Map<string, TestCaseResult>();
  for (const t of tests) {
    const before = merged.get(t.id);
    merged.set(
      t.id,
      before
        ? {
            ...worse(before, t),
            runs: runsOf(before) + runsOf(t),
            passedRuns: passedRunsOf(before) + passedRunsOf(t),
          }
        : t,
    );
  }
  const counts: Record<TestStatus, number> = { passed: 0, failed: 0, errored: 0, skipped: 0 };
  for (const t of merged.values()) counts[t.status] += 1;
  return {
    executed: counts.passed + counts.failed + counts.errored,
    passed: counts.passed,
    failed: counts.failed,
    errored: counts.errored,
    skipped: counts.skipped,
    tests: [...merged.values()],
    collectionErrors: collectionErrors.map((e) => firstLine(e) ?? '(no detail)'),
  };
}

function runsOf(t: TestCaseResult): number {
  return t.runs ?? 1;
}

/** How many runs of an id passed. */
export function passedRunsOf(t: TestCaseResult): number {
  return t.passedRuns ?? (t.status === 'passed' ? runsOf(t) : 0);
}
