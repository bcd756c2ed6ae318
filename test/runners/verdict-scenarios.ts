/**
 * The verdict scenarios of the runner contract: one job each, run as execute() runs a phase
 * (runJob: a fresh copy, the run, its report read as the suite declares), then judged by the
 * shared verdict rules (evaluatePhase). Every runner must report the same facts and so reach
 * the same verdict; the fake answers each scenario from its script (fake.test.ts), written
 * with the helpers every fake-runner test uses, so this also checks those answers are
 * what real runs give.
 */
import { expect, it } from 'vitest';
import { evaluatePhase } from '../../src/core/execution/evaluate-phase.js';
import type { WorkspaceFactory, WorkspaceRequest } from '../../src/core/execution/execute.js';
import { type JobOutcome, runJob } from '../../src/core/execution/job-runs.js';
import type { PhaseName, PhaseResult, ReasonCode } from '../../src/core/execution/phase-result.js';
import {
  DEFAULT_LIMITS,
  type ResourceLimits,
  type Runner,
  type TestSpec,
} from '../../src/core/runner/runner-port.js';
import type { ResolvedRunSpec, SuiteSpec } from '../../src/core/runspec/resolve.js';
import { unittestSpec } from '../support/resolved-spec.js';
import { text } from '../support/test-specs.js';
import type { RunnerHarness } from './runner-contract.js';

export const OK_TEST = 'test_ok.Ok.test_ok';
export const ADD_TEST = 'test_add.Add.test_add';
/** A JUnit report with one passing and one failing case (the ids read back as `s::ok`, `s::bad`). */
export const JUNIT_XML = [
  '<testsuite name="s" tests="2">',
  '<testcase classname="s" name="ok"/>',
  '<testcase classname="s" name="bad"><failure message="1 != 2">AssertionError: 1 != 2</failure></testcase>',
  '</testsuite>',
].join('');
export const FLOOD_CAP = 64 * 1024;
/** The copy a patched phase runs in (the fake reads its job, `patched`, from it). */
export const PATCHED: WorkspaceRequest = { patched: true, suite: 'reproduction' };

type Verdict = Pick<PhaseResult, 'outcome' | 'classification'> & {
  reasons: ReasonCode[];
  tests?: Partial<PhaseResult['tests']>;
  targets?: PhaseResult['targets'];
};

export interface JobScenario {
  readonly name: string;
  readonly title: string;
  readonly files: Readonly<Record<string, string>>;
  readonly suite: SuiteSpec;
  readonly limits?: Partial<ResourceLimits>;
  readonly targets: readonly string[];
  /** What every runner must report; `reportFile` as text, `stdoutBytes` the bytes kept. */
  readonly facts: {
    exitCode: number | null;
    timedOut: boolean;
    truncated: boolean;
    stdoutBytes?: number;
    reportFile?: string | null;
  };
  /** The verdict those facts lead to, by phase. */
  readonly verdicts: Partial<Record<PhaseName, Verdict>>;
}

const unittest = (module: string): SuiteSpec => ({
  command: ['python3', '-m', 'unittest', '-v', module],
  report: { format: 'unittest' },
});
const testFile = (cls: string, body: string): string =>
  ['import unittest', '', 'from calc import add', '', '', `class ${cls}(unittest.TestCase):`]
    .concat([`    def test_${cls.toLowerCase()}(self):`, `        ${body}`, ''])
    .join('\n');
const CALC = 'def add(a, b):\n    return a - b\n';
const junit = { format: 'junit', path: 'out/junit.xml' } as const;
const writeReport = [
  'import os',
  'os.makedirs("out")',
  'with open("out/junit.xml", "w") as f:',
  `    f.write(${JSON.stringify(JUNIT_XML)})`,
  'raise SystemExit(1)',
  '',
].join('\n');

export const SCENARIOS = {
  passes: {
    name: 'passes',
    title: 'a passing suite: exit 0, its test passed, the phase passes',
    files: { 'calc.py': CALC, 'test_ok.py': testFile('Ok', 'self.assertEqual(add(2, 2), 0)') },
    suite: unittest('test_ok'),
    targets: [OK_TEST],
    facts: { exitCode: 0, timedOut: false, truncated: false },
    verdicts: {
      patched: {
        outcome: 'pass',
        classification: null,
        reasons: [],
        tests: { executed: 1, passed: 1 },
        targets: [{ id: OK_TEST, status: 'passed' }],
      },
    },
  },
  fails: {
    name: 'fails',
    title:
      'a failing assertion: exit 1; the bug shows at baseline, the patched phase fails (TEST_FAILURE)',
    files: { 'calc.py': CALC, 'test_add.py': testFile('Add', 'self.assertEqual(add(2, 3), 5)') },
    suite: unittest('test_add'),
    targets: [ADD_TEST],
    facts: { exitCode: 1, timedOut: false, truncated: false },
    verdicts: {
      baseline: {
        outcome: 'pass',
        classification: null,
        reasons: [],
        tests: { executed: 1, failed: 1 },
        targets: [{ id: ADD_TEST, status: 'failed' }],
      },
      patched: {
        outcome: 'fail',
        classification: 'TEST_FAILURE',
        reasons: ['TestsFailed', 'TargetNotPassing'],
        tests: { executed: 1, failed: 1 },
      },
    },
  },
  junit: {
    name: 'junit',
    title:
      'a JUnit report the command wrote: read back byte for byte and parsed the same (TEST_FAILURE)',
    files: { 'report.py': writeReport },
    suite: { command: ['python3', 'report.py'], report: junit },
    targets: ['s::ok'],
    facts: { exitCode: 1, timedOut: false, truncated: false, reportFile: JUNIT_XML },
    verdicts: {
      patched: {
        outcome: 'fail',
        classification: 'TEST_FAILURE',
        reasons: ['TestsFailed'],
        tests: { executed: 2, passed: 1, failed: 1 },
        targets: [{ id: 's::ok', status: 'passed' }],
      },
    },
  },
  junitMissing: {
    name: 'junitMissing',
    title: 'a JUnit report the command never wrote: null, and the phase fails (CONFIG_ERROR)',
    files: {},
    suite: { command: ['python3', '-c', 'pass'], report: junit },
    targets: [],
    facts: { exitCode: 0, timedOut: false, truncated: false, reportFile: null },
    verdicts: {
      patched: { outcome: 'fail', classification: 'CONFIG_ERROR', reasons: ['ReportUnreadable'] },
    },
  },
  timeout: {
    name: 'timeout',
    title: 'a hang: killed at its timeout, no exit code, the phase fails (TIMEOUT)',
    files: {},
    suite: { command: ['sleep', '60'], report: { format: 'unittest' } },
    limits: { timeoutSeconds: 2 },
    targets: [],
    facts: { exitCode: null, timedOut: true, truncated: false },
    verdicts: { patched: { outcome: 'fail', classification: 'TIMEOUT', reasons: ['Timeout'] } },
  },
  flood: {
    name: 'flood',
    title:
      'output over the cap: exactly the cap kept, the run stopped, the phase fails (ENVIRONMENT_ERROR)',
    files: {},
    suite: { command: ['yes', 'flood'], report: { format: 'unittest' } },
    limits: { outputBytes: FLOOD_CAP },
    targets: [],
    facts: { exitCode: null, timedOut: false, truncated: true, stdoutBytes: FLOOD_CAP },
    verdicts: {
      patched: {
        outcome: 'fail',
        classification: 'ENVIRONMENT_ERROR',
        reasons: ['OutputTruncated'],
      },
    },
  },
} as const satisfies Record<string, JobScenario>;

/** A job that runs until it is cancelled (its timeout is far off). */
export const HANG: JobScenario = {
  name: 'hang',
  title: 'a run until cancelled',
  files: {},
  suite: { command: ['sleep', '60'], report: { format: 'unittest' } },
  limits: { timeoutSeconds: 60 },
  targets: [],
  facts: { exitCode: null, timedOut: false, truncated: false },
  verdicts: {},
};

export type ScenarioName = keyof typeof SCENARIOS | 'hang';

/** The run spec a scenario's job runs under. */
export function specOf(scenario: JobScenario): ResolvedRunSpec {
  const spec = unittestSpec({ digest: `ws1_${'0'.repeat(64)}`, targets: [...scenario.targets] });
  return { ...spec, limits: { ...DEFAULT_LIMITS, timeoutSeconds: 60, ...scenario.limits } };
}

/** The TestSpec runJob gives the runner for a scenario, for runs at the port. */
export function jobSpec(scenario: JobScenario): TestSpec {
  return {
    command: scenario.suite.command,
    report: scenario.suite.report,
    limits: specOf(scenario).limits,
    env: {},
  };
}

/** Runs the scenario's job as execute() runs a phase's. */
export function runScenario(
  at: { runner: Runner; workspaces: WorkspaceFactory },
  scenario: JobScenario,
  signal?: AbortSignal,
): Promise<JobOutcome> {
  const job = { id: 'patched', request: PATCHED, suite: scenario.suite } as const;
  return runJob(
    {
      spec: specOf(scenario),
      runner: at.runner,
      workspaces: at.workspaces,
      ...(signal ? { signal } : {}),
    },
    job,
    () => undefined,
  );
}

/** The shared verdict rules on a job's outcome, as `phase`. */
export function judge(outcome: JobOutcome, phase: PhaseName, scenario: JobScenario): PhaseResult {
  return evaluatePhase({
    name: phase,
    run: outcome.run,
    report: outcome.report,
    ...(outcome.reportError !== undefined ? { reportError: outcome.reportError } : {}),
    targets: scenario.targets,
  });
}

export function verdictScenarios(h: RunnerHarness, shared: () => Runner): void {
  for (const scenario of Object.values(SCENARIOS) as JobScenario[]) {
    it(
      scenario.title,
      async () => {
        const outcome = await runScenario(h.job(shared(), scenario), scenario);
        const { run } = outcome;
        const { stdoutBytes, reportFile, ...facts } = scenario.facts;
        expect(run.infrastructureError).toBeUndefined();
        expect({
          exitCode: run.exitCode,
          timedOut: run.timedOut,
          truncated: run.truncated,
        }).toEqual(facts);
        if (stdoutBytes !== undefined) expect(run.stdout.byteLength).toBe(stdoutBytes);
        if (reportFile !== undefined) expect(text(run.reportFile)).toBe(reportFile ?? '<null>');
        // A timed-out run lasted its timeout: not cut short, and not left to sleep its 60 s.
        if (run.timedOut)
          expect(run.durationMs).toBeGreaterThanOrEqual(
            specOf(scenario).limits.timeoutSeconds * 900,
          );
        if (run.timedOut) expect(run.durationMs).toBeLessThan(30_000);
        for (const [phase, verdict] of Object.entries(scenario.verdicts) as Array<
          [PhaseName, Verdict]
        >) {
          const result = judge(outcome, phase, scenario);
          expect({ phase, outcome: result.outcome, classification: result.classification }).toEqual(
            { phase, outcome: verdict.outcome, classification: verdict.classification },
          );
          expect(result.reasons.map((r) => r.code)).toEqual(
            verdict.reasons.length === 0 ? [] : expect.arrayContaining(verdict.reasons),
          );
          if (verdict.tests) expect(result.tests).toMatchObject(verdict.tests);
          if (verdict.targets) expect(result.targets).toEqual(verdict.targets);
        }
      },
      60_000,
    );
  }
}
