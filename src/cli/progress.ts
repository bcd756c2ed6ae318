/**
 * How a validation's steps reach the screen. On a terminal, the four phases share one status
 * line redrawn in place (`baseline ✓  patched ▸  regression ·  hidden ·`); anywhere else
 * (a pipe, a log, a test, TERM=dumb) each step is a plain line, exactly as before, so logs
 * and scripts that read them see no escape codes.
 */
import type { ProgressEvent } from '../core/execution/execute.js';
import { PHASES, type PhaseName, phaseOfRun } from '../core/execution/phase-result.js';
import type { Io } from './output.js';
import type { PipelineStep } from './validation-pipeline.js';

export type PhaseState = 'pending' | 'running' | 'pass' | 'fail' | 'skipped';
export type PhaseStates = Readonly<Record<PhaseName, PhaseState>>;

const MARK: Record<PhaseState, string> = {
  pending: '·',
  running: '▸',
  pass: '✓',
  fail: '✗',
  skipped: '–',
};
/** Carriage return, then erase the whole line: the redraw starts from an empty line. */
const REDRAW = '\r\x1b[2K';

export const INITIAL_STATES: PhaseStates = {
  baseline: 'pending',
  patched: 'pending',
  regression: 'pending',
  hidden: 'pending',
};

/** The phase states after one execution event; the base run of the regression suite counts as regression running. */
export function nextStates(states: PhaseStates, event: ProgressEvent): PhaseStates {
  const phase: PhaseName = phaseOfRun(event.phase);
  if (event.type === 'phase-started')
    return states[phase] === 'pending' ? { ...states, [phase]: 'running' } : states;
  if (!event.result) return states; // the base run finished; regression is decided later
  return { ...states, [phase]: event.result.outcome };
}

/**
 * The status line for the given states, cut to `width` columns (with `…`) so that it never
 * wraps: a wrapped line cannot be redrawn in place. Every character here is one column wide.
 */
export function renderPhases(states: PhaseStates, width = Infinity, prefix = ''): string {
  const line = prefix + PHASES.map((p) => `${p} ${MARK[states[p]]}`).join('  ');
  const chars = Array.from(line);
  if (chars.length <= width) return line;
  return width < 1 ? '' : `${chars.slice(0, width - 1).join('')}…`;
}

/** A terminal to redraw on: raw writes (no newline added) and its current width. */
export interface Terminal {
  write(text: string): void;
  columns(): number;
}

/** A terminal when the stream is a TTY and TERM is not `dumb`; otherwise undefined (plain lines). */
export function terminalOf(
  stream: { isTTY?: boolean; columns?: number; write(text: string): unknown },
  env: NodeJS.ProcessEnv,
): Terminal | undefined {
  if (stream.isTTY !== true || env['TERM'] === 'dumb') return undefined;
  return { write: (text) => void stream.write(text), columns: () => stream.columns || 80 };
}

export interface StepWriter {
  step(step: PipelineStep): void;
  /** Ends the status line, if one is showing, before anything else is printed. */
  finish(): void;
}

/** Prints pipeline steps indented by `indent`: plain lines through `io`, or a live status line on `terminal`. */
export function stepWriter(io: Io, indent: string, terminal?: Terminal): StepWriter {
  const plain = (text: string): void => io.out(text.replace(/^/gm, indent));
  if (terminal === undefined) return { step: (s) => plain(s.text), finish: () => undefined };
  let states = INITIAL_STATES;
  let showing = false;
  let drawn = '';
  // The failed phases' plain lines carry the reasons; they follow the status line.
  const failures: string[] = [];
  const finish = (): void => {
    if (!showing) return;
    showing = false;
    drawn = '';
    terminal.write('\n');
    for (const text of failures.splice(0)) plain(text);
  };
  return {
    step: (s) => {
      if (s.stage !== 'phase' || s.event === undefined) {
        finish();
        plain(s.text);
        return;
      }
      states = nextStates(states, s.event);
      if (s.event.type === 'phase-finished' && s.event.result && s.event.result.outcome !== 'pass')
        failures.push(s.text);
      const line = renderPhases(states, terminal.columns() - 1, `${indent}phases    `);
      if (showing && line === drawn) return; // e.g. regression starting after its base run
      terminal.write(REDRAW + line);
      drawn = line;
      showing = true;
    },
    finish,
  };
}
