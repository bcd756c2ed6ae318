// The judge script itself (issue 35, red-team review rt40 A2): it decodes every record before
// it compares any and never stops at the first that differs, so what it does (and how long it
// takes) does not depend on whether the code guessed an expected value right.
import { describe, expect, it } from 'vitest';
import { JudgeRunFailed, judgeRecorded } from '../../src/core/execution/judged-run.js';
import { DEFAULT_LIMITS, type RunResult } from '../../src/core/runner/runner-port.js';
import type { JudgedComparison } from '../../src/core/seal/python-judged.js';
import { localJudge } from './judged-harness.js';

const CHECK: JudgedComparison = {
  id: 'c1',
  token: 'test_tok',
  definition: 'test_x.py@1',
  method: 'assertEqual',
  expected: '2',
  actualFirst: true,
  options: {},
  always: true,
};

function ran(lines: readonly string[]): RunResult {
  return {
    exitCode: 0,
    timedOut: false,
    truncated: false,
    stdout: new Uint8Array(),
    stderr: new Uint8Array(),
    durationMs: 0,
    reportFile: null,
    recordsFile: new TextEncoder().encode(lines.map((l) => `${l}\n`).join('')),
  };
}

async function judge(lines: readonly string[]) {
  const reading = await judgeRecorded(
    { records: 'r.jsonl', comparisons: [CHECK] },
    ran(lines),
    DEFAULT_LIMITS,
    localJudge,
  );
  return reading('test_tok', 'T')?.message.split(':')[0] ?? 'ok';
}

const HUGE = JSON.stringify(['c1', ['list', Array(200_001).fill(['none'])], 'T']);

describe('the judge script (python3)', () => {
  it('a right value passes and a wrong one differs', async () => {
    expect(await judge(['["c1",["int","0x2"],"T"]'])).toBe('ok');
    expect(await judge(['["c1",["int","0x3"],"T"]'])).toBe('JudgedValueDiffers');
  });

  it('a record past the decode budget makes the file unreadable, after a right guess or a wrong one alike', async () => {
    expect(await judge(['["c1",["int","0x2"],"T"]', HUGE])).toBe('JudgedValuesUnreadable');
    expect(await judge(['["c1",["int","0x3"],"T"]', HUGE])).toBe('JudgedValuesUnreadable');
  });

  it('records of another maker do not stand for this row: it is missing here', async () => {
    expect(await judge(['["c1",["int","0x2"],"Other"]'])).toBe('JudgedValueMissing');
  });

  it("a judge run the runner could not finish (cancelled, engine gone) is the runner's failure, never a verdict", async () => {
    const cancelled = judgeRecorded(
      { records: 'r.jsonl', comparisons: [CHECK] },
      ran(['["c1",["int","0x2"],"T"]']),
      DEFAULT_LIMITS,
      async () => ({ ...ran([]), exitCode: null, infrastructureError: 'Cancelled: stopped' }),
    );
    await expect(cancelled).rejects.toBeInstanceOf(JudgeRunFailed);
    await expect(cancelled).rejects.toMatchObject({ infrastructureError: 'Cancelled: stopped' });
  });
});
