/**
 * Traceability (issue 16): a run spec may list requirements, each with the test ids that
 * evidence it, and the receipt shows requirement → tests → result. A requirement passes when
 * at least one of its tests was executed and every one of them passed once patched; a
 * requirement none of whose tests ran is a FAIL, and so is the validation (fail closed: a
 * requirement that names a test nobody ran proves nothing).
 *
 * Tests are looked up by id in the reports that run the patched code and may be published:
 * the reproduction suite's patched run and the regression suite's. The hidden suite is never
 * named (PROTOCOL 5.1), so a requirement cannot list its tests.
 */
import type { TestReport } from '../reports/model.js';
import type { Requirement } from '../runspec/resolve.js';
import { type TransitionStatus, worstById } from './transitions.js';

export interface RequirementResult {
  readonly id: string;
  readonly text?: string;
  readonly tests: ReadonlyArray<{ readonly id: string; readonly status: TransitionStatus }>;
  readonly result: 'PASS' | 'FAIL';
}

/** Each requirement's tests with their status in the patched reports (`reports`: reproduction, regression; null when unreadable). */
export function traceRequirements(
  requirements: readonly Requirement[],
  reports: ReadonlyArray<TestReport | null>,
): RequirementResult[] {
  const byId = worstById(reports);
  return requirements.map((r) => {
    const tests = r.tests.map((id) => ({
      id,
      status: byId.get(id)?.status ?? ('missing' as const),
    }));
    const executed = tests.some(
      (t) => t.status === 'passed' || t.status === 'failed' || t.status === 'errored',
    );
    const result = executed && tests.every((t) => t.status === 'passed') ? 'PASS' : 'FAIL';
    return { id: r.id, ...(r.text !== undefined ? { text: r.text } : {}), tests, result };
  });
}

/** The validation's problems for failed requirements (each makes the verdict FAIL). */
export function requirementProblems(results: readonly RequirementResult[]): string[] {
  return results
    .filter((r) => r.result === 'FAIL')
    .map((r) => {
      const notPassed = r.tests.filter((t) => t.status !== 'passed');
      if (!r.tests.some((t) => t.status !== 'missing' && t.status !== 'skipped'))
        return `requirement ${r.id}: none of its ${r.tests.length} tests was executed`;
      return `requirement ${r.id}: ${notPassed.length} of its tests did not pass (${notPassed
        .slice(0, 5)
        .map((t) => `${t.id} ${t.status}`)
        .join(', ')})`;
    });
}
