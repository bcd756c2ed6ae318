// Ids that stand for more than one test (titles repeated across files, as node:test's TAP,
// mocha's and Jest's ids do not name the file): red-team review of 3a5df47 and 5b69f0a found
// a patch losing one test behind another of the same titles, and a name excusing both.
import { describe, expect, it } from 'vitest';
import { evaluatePhase } from '../../src/core/execution/evaluate-phase.js';
import { excusable, lostTests, repeatedRuns } from '../../src/core/execution/regression-lost.js';
import { recheckCandidates } from '../../src/core/execution/recheck.js';
import type { TestCaseResult } from '../../src/core/reports/model.js';
import { buildReport } from '../../src/core/reports/report-builder.js';

const ID = 'edge cases > touching';
const t = (id: string, status: TestCaseResult['status']): TestCaseResult =>
  status === 'passed' ? { id, status } : { id, status, failure: 'assertion', message: 'x' };
const run = (exitCode: number) => ({
  exitCode,
  timedOut: false,
  truncated: false,
  stdout: new Uint8Array(),
  stderr: new Uint8Array(),
  durationMs: 1,
  reportFile: null,
});

describe('an id that ran more than once', () => {
  const twoPassing = buildReport([t(ID, 'passed'), t(ID, 'passed'), t('other', 'passed')], []);
  const base = { basePassed: new Set([ID, 'other']), baseRuns: repeatedRuns(twoPassing) };

  it('is read with how many of its runs passed', () => {
    expect(repeatedRuns(twoPassing)).toEqual(new Map([[ID, { runs: 2, passed: 2 }]]));
    const mixed = buildReport([t(ID, 'passed'), t(ID, 'failed')], []);
    expect(mixed.tests[0]).toMatchObject({ status: 'failed', runs: 2, passedRuns: 1 });
  });

  it('is lost when fewer of its runs pass than on the base, though its status is passed', () => {
    const now = buildReport([t(ID, 'passed'), t('other', 'passed')], []);
    expect(lostTests(base, now)).toEqual([ID]);
    expect(lostTests(base, twoPassing)).toEqual([]);
  });

  it('is lost when the run that passed on the base fails, though the id failed there too', () => {
    const mixed = buildReport([t(ID, 'passed'), t(ID, 'failed')], []);
    const onBase = { basePassed: new Set<string>(), baseRuns: repeatedRuns(mixed) };
    const bothFail = buildReport([t(ID, 'failed'), t(ID, 'failed')], []);
    expect(lostTests(onBase, bothFail)).toEqual([ID]);
    expect(lostTests(onBase, mixed)).toEqual([]);
  });

  it('is lost when it runs more times than on the base: a run the code defined stands in for a broken one', () => {
    const mixed = buildReport([t(ID, 'passed'), t(ID, 'failed')], []);
    const onBase = { basePassed: new Set<string>(), baseRuns: repeatedRuns(mixed) };
    const forged = buildReport([t(ID, 'failed'), t(ID, 'failed'), t(ID, 'passed')], []);
    expect(lostTests(onBase, forged)).toEqual([ID]);
  });

  it('cannot be excused by name, nor rerun: the name does not say which of its tests', () => {
    expect([...excusable(new Set([ID, 'other']), base.baseRuns)]).toEqual(['other']);
    const now = buildReport([t(ID, 'failed'), t(ID, 'failed'), t('other', 'passed')], []);
    const first = { run: run(1), report: now };
    expect(recheckCandidates(base, first)).toEqual([]);
  });

  it('fails the regression phase when the reviewer accepted it by name', () => {
    const now = buildReport([t(ID, 'passed'), t('other', 'passed')], []);
    const r = evaluatePhase({
      name: 'regression',
      run: run(0),
      report: now,
      targets: [],
      ...base,
      accepted: new Set([ID]),
    });
    expect(r.reasons.map((x) => x.code)).toEqual(['RegressionLost']);
    expect(r.lostTests).toEqual([ID]);
  });
});
