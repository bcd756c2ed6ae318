// The demo's live phase display: the pure status line, the state changes driven by the
// execution's progress events, and the writer (redraw on a terminal, plain lines elsewhere).
import { describe, expect, it } from 'vitest';
import type { ProgressEvent } from '../../src/core/execution/execute.js';
import type { PhaseResult } from '../../src/core/execution/phase-result.js';
import type { Io } from '../../src/cli/output.js';
import {
  INITIAL_STATES,
  nextStates,
  renderPhases,
  stepWriter,
  type Terminal,
  terminalOf,
} from '../../src/cli/progress.js';
import type { PipelineStep } from '../../src/cli/validation-pipeline.js';

const finished = (phase: PhaseResult['name'], outcome: PhaseResult['outcome']): ProgressEvent => ({
  type: 'phase-finished',
  phase,
  result: { name: phase, outcome } as PhaseResult,
});

function capture(): { io: Io; lines: string[] } {
  const lines: string[] = [];
  return { io: { out: (t) => void lines.push(t), err: (t) => void lines.push(`err:${t}`) }, lines };
}

function fakeTerminal(columns = 200): Terminal & { written: string } {
  const t = { written: '', write: (s: string) => void (t.written += s), columns: () => columns };
  return t;
}

describe('renderPhases', () => {
  it('shows every phase in order with its state mark', () => {
    expect(renderPhases(INITIAL_STATES)).toBe('baseline ·  patched ·  regression ·  hidden ·');
    expect(
      renderPhases(
        { baseline: 'pass', patched: 'fail', regression: 'running', hidden: 'skipped' },
        Infinity,
        '   phases    ',
      ),
    ).toBe('   phases    baseline ✓  patched ✗  regression ▸  hidden –');
  });

  it('cuts the line to the width with an ellipsis, counting characters, not bytes', () => {
    const full = renderPhases({ ...INITIAL_STATES, baseline: 'pass' });
    expect(renderPhases({ ...INITIAL_STATES, baseline: 'pass' }, Array.from(full).length)).toBe(
      full,
    );
    const cut = renderPhases({ ...INITIAL_STATES, baseline: 'pass' }, 12);
    expect(cut).toBe('baseline ✓ …');
    expect(Array.from(cut)).toHaveLength(12);
    expect(renderPhases(INITIAL_STATES, 0)).toBe('');
  });
});

describe('nextStates', () => {
  it('marks a phase running when it starts and takes the outcome when it is decided', () => {
    let s = nextStates(INITIAL_STATES, { type: 'phase-started', phase: 'baseline' });
    expect(s.baseline).toBe('running');
    s = nextStates(s, finished('baseline', 'pass'));
    expect(s.baseline).toBe('pass');
    s = nextStates(s, finished('patched', 'fail'));
    expect(s.patched).toBe('fail');
    expect(INITIAL_STATES.baseline).toBe('pending'); // never mutated
  });

  it('counts the base run of the regression suite as regression running, not decided', () => {
    let s = nextStates(INITIAL_STATES, { type: 'phase-started', phase: 'regression-base' });
    expect(s.regression).toBe('running');
    s = nextStates(s, { type: 'phase-finished', phase: 'regression-base' });
    expect(s.regression).toBe('running');
    s = nextStates(s, finished('regression', 'fail'));
    expect(nextStates(s, { type: 'phase-started', phase: 'regression' }).regression).toBe('fail');
  });
});

describe('terminalOf', () => {
  const stream = (isTTY: boolean) => ({ isTTY, columns: 100, write: () => true });
  it('redraws only on a TTY whose TERM is not dumb', () => {
    expect(terminalOf(stream(true), {})?.columns()).toBe(100);
    expect(terminalOf(stream(false), {})).toBeUndefined();
    expect(terminalOf(stream(true), { TERM: 'dumb' })).toBeUndefined();
  });
});

const STEPS: PipelineStep[] = [
  { stage: 'propose', text: 'propose   accepted sha256:aa (1 files, unified)' },
  { stage: 'execute', text: 'execute   on the local runner (not isolated)' },
  {
    stage: 'phase',
    text: 'run       baseline …',
    event: { type: 'phase-started', phase: 'baseline' },
  },
  { stage: 'phase', text: 'phase     baseline   pass', event: finished('baseline', 'pass') },
  {
    stage: 'phase',
    text: 'phase     regression fail  RegressionLost',
    event: finished('regression', 'fail'),
  },
  { stage: 'publish', text: 'publish   sha256:bb\n          /store/bb.json' },
];

describe('stepWriter', () => {
  it('without a terminal prints each step as today: one indented plain line, no escape codes', () => {
    const { io, lines } = capture();
    const w = stepWriter(io, '   ');
    for (const s of STEPS) w.step(s);
    w.finish();
    expect(lines).toEqual(STEPS.map((s) => s.text.replace(/^/gm, '   ')));
    expect(lines.join('')).not.toContain('\x1b');
  });

  it('on a terminal redraws one status line in place, then prints the failed phases and the rest', () => {
    const { io, lines } = capture();
    const term = fakeTerminal();
    const w = stepWriter(io, '   ', term);
    for (const s of STEPS) w.step(s);
    w.finish();
    const frames = term.written.split('\r\x1b[2K').filter(Boolean);
    expect(frames).toEqual([
      '   phases    baseline ▸  patched ·  regression ·  hidden ·',
      '   phases    baseline ✓  patched ·  regression ·  hidden ·',
      '   phases    baseline ✓  patched ·  regression ✗  hidden ·\n',
    ]);
    expect(lines).toEqual([
      '   propose   accepted sha256:aa (1 files, unified)',
      '   execute   on the local runner (not isolated)',
      '   phase     regression fail  RegressionLost',
      '   publish   sha256:bb\n             /store/bb.json',
    ]);
  });

  it('keeps the status line within the terminal width so it never wraps', () => {
    const term = fakeTerminal(30);
    const w = stepWriter(capture().io, '   ', term);
    w.step(STEPS[2] as PipelineStep);
    const frame = term.written.replace('\r\x1b[2K', '');
    expect(Array.from(frame)).toHaveLength(29);
    expect(frame.endsWith('…')).toBe(true);
  });

  it('does not redraw when a step leaves the line unchanged (regression starting after its base run)', () => {
    const term = fakeTerminal();
    const w = stepWriter(capture().io, '', term);
    w.step({
      stage: 'phase',
      text: 'run       regression-base …',
      event: { type: 'phase-started', phase: 'regression-base' },
    });
    w.step({
      stage: 'phase',
      text: 'run       regression …',
      event: { type: 'phase-started', phase: 'regression' },
    });
    expect(term.written.split('\r\x1b[2K').filter(Boolean)).toEqual([
      'phases    baseline ·  patched ·  regression ▸  hidden ·',
    ]);
  });

  it('finish ends an open status line once, so an error printed after it starts on its own line', () => {
    const term = fakeTerminal();
    const w = stepWriter(capture().io, '', term);
    w.step(STEPS[2] as PipelineStep);
    w.finish();
    w.finish();
    expect(term.written.endsWith('hidden ·\n')).toBe(true);
    expect(term.written.match(/\n/g)).toHaveLength(1);
  });
});
