// What a validation's readers see of the hidden phase while it runs (issue 35): its end is
// held until the validation ends, on a whole pace step after the hidden phase started, so a
// proposer polling learns no more of the hidden run's time than the receipt publishes.
import { describe, expect, it } from 'vitest';
import type { PhaseResult } from '../../src/core/execution/phase-result.js';
import type { PhaseProgress } from '../../src/core/service/records.js';
import { HIDDEN_PACE_MS, PhaseTracker } from '../../src/service/phase-tracker.js';

const PHASES: PhaseProgress[] = ['baseline', 'patched', 'regression', 'hidden'].map((name) => ({
  name,
  state: 'pending',
}));

const result = (name: PhaseResult['name']): PhaseResult => ({
  name,
  outcome: 'pass',
  classification: null,
  reasons: [],
  exitCode: 0,
  tests: { executed: 6, passed: 6, failed: 0, errored: 0, skipped: 0 },
  targets: [],
  durationMs: 10_000,
  stdout: { sha256: 'x', bytes: 0 },
  stderr: { sha256: 'x', bytes: 0 },
  truncated: false,
});

function tracker(clock: { t: number }) {
  const seen: { current: string | null; hidden: string | undefined }[] = [];
  const t = new PhaseTracker(
    PHASES,
    (current, phases) =>
      seen.push({ current, hidden: phases.find((p) => p.name === 'hidden')?.state }),
    () => clock.t,
  );
  return { t, seen };
}

describe('the hidden phase as a poller sees it', () => {
  it('its end is shown only on release, after the rest of the step since it started', async () => {
    const clock = { t: 1_000 };
    const { t, seen } = tracker(clock);
    t.apply({ type: 'phase-started', phase: 'hidden' });
    t.apply({ type: 'phase-started', phase: 'regression' });
    clock.t = 1_130;
    t.apply({ type: 'phase-finished', phase: 'regression', result: result('regression') });
    t.apply({ type: 'phase-finished', phase: 'hidden', result: result('hidden') });
    // Nothing said the hidden run ended; the regression phase's end, before it, was shown as it came.
    expect(seen.map((s) => s.hidden)).toEqual(['running', 'running', 'running']);
    expect(t.phases.find((p) => p.name === 'regression')?.state).toBe('done');
    clock.t = 1_150;
    const before = Date.now();
    await t.release(200, new AbortController().signal);
    // 150 ms of the 200 ms step had passed: the rest, 50 ms, is waited.
    expect(Date.now() - before).toBeGreaterThanOrEqual(45);
    expect(seen.at(-1)).toEqual({ current: null, hidden: 'done' });
    expect(t.phases.find((p) => p.name === 'hidden')).toMatchObject({
      state: 'done',
      outcome: 'pass',
    });
  });

  it('every event after the hidden end is held too: the next phase starts in the slot it freed', async () => {
    const clock = { t: 0 };
    const { t, seen } = tracker(clock);
    t.apply({ type: 'phase-started', phase: 'hidden' });
    clock.t = 200;
    t.apply({ type: 'phase-finished', phase: 'hidden', result: result('hidden') });
    t.apply({ type: 'phase-started', phase: 'regression' });
    t.apply({ type: 'phase-finished', phase: 'regression', result: result('regression') });
    // Only the hidden start was shown: when regression started would say when hidden ended.
    expect(seen).toHaveLength(1);
    expect(t.phases.find((p) => p.name === 'regression')?.state).toBe('pending');
    clock.t = 300;
    await t.release(300, new AbortController().signal);
    expect(seen.map((s) => s.hidden)).toEqual(['running', 'done', 'done', 'done']);
    expect(t.phases.find((p) => p.name === 'regression')?.state).toBe('done');
  });

  it('a validation whose hidden phase never started is not held', async () => {
    const { t, seen } = tracker({ t: 0 });
    t.apply({ type: 'phase-started', phase: 'baseline' });
    const before = Date.now();
    await t.release(60_000, new AbortController().signal);
    expect(Date.now() - before).toBeLessThan(5_000);
    expect(seen).toHaveLength(1);
  });

  it('a cancelled validation stops waiting', async () => {
    const clock = { t: 0 };
    const { t } = tracker(clock);
    t.apply({ type: 'phase-started', phase: 'hidden' });
    clock.t = 1;
    const abort = new AbortController();
    const waiting = t.release(60_000, abort.signal);
    abort.abort();
    await expect(waiting).rejects.toThrow();
  });

  it('the default step is the receipt rounding of the hidden duration: ten seconds', () => {
    expect(HIDDEN_PACE_MS).toBe(10_000);
  });
});
