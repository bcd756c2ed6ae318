// Fixture access and the one assertion every hostile case makes: the parser refused with
// ReportUnreadable (asserted by code, never by message text).
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { ReportUnreadable, type TestReport } from '../../src/core/reports/model.js';

const FIXTURES = new URL('./fixtures/', import.meta.url);

/** The text of `fixtures/<format>/<name>` (real tool output; see each folder's README). */
export function fixture(format: 'junit' | 'tap' | 'unittest', name: string): string {
  return readFileSync(new URL(`${format}/${name}`, FIXTURES), 'utf8');
}

/** Runs `parse` and asserts it refused with ReportUnreadable. */
export function expectUnreadable(parse: () => unknown): void {
  let thrown: unknown;
  try {
    parse();
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(ReportUnreadable);
  expect((thrown as ReportUnreadable).code).toBe('ReportUnreadable');
}

/** `id → status[/failure]` for compact expectations. */
export function statuses(report: TestReport): Record<string, string> {
  return Object.fromEntries(
    report.tests.map((t) => [t.id, t.failure ? `${t.status}/${t.failure}` : t.status]),
  );
}

/** The totals of a report, without the list. */
export function totals(
  report: TestReport,
): Omit<TestReport, 'tests' | 'collectionErrors'> & { collectionErrors: number } {
  const { executed, passed, failed, errored, skipped, collectionErrors } = report;
  return { executed, passed, failed, errored, skipped, collectionErrors: collectionErrors.length };
}
