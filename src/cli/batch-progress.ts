/**
 * How `patchproof evaluate` shows its progress on stderr: a line per decided instance
 * (`[3/9] idna-119  resolved  PASS proof grade  15.2 s  eta 1m 20s`), and on a terminal a bar
 * under them, redrawn in place, with the instances running now. The ETA is the batch's own
 * pace so far (wall time per decided instance, workers included) times what is left.
 */
import type { BatchEvent } from '../app/evaluate-batch.js';
import type { InstanceResult } from '../core/evaluate/instance-report.js';
import { quoteUntrusted } from '../core/text/safe-text.js';
import type { Io } from './output.js';
import type { Terminal } from './progress.js';

const REDRAW = '\r\x1b[2K';
const BAR_WIDTH = 20;

export interface BatchProgress {
  event(event: BatchEvent): void;
  /** Ends the bar, if one is showing, before anything else is printed. */
  finish(): void;
}

/** `idWidth`: the longest instance id, so the columns after it line up. */
export function batchProgress(
  io: Io,
  now: () => number,
  options: { terminal?: Terminal; idWidth?: number } = {},
): BatchProgress {
  const { terminal, idWidth = 0 } = options;
  let startedAt = now();
  let toRun = 0;
  let ran = 0;
  const running = new Set<string>();
  let showing = false;
  const clear = (): void => {
    if (showing) terminal?.write(REDRAW);
    showing = false;
  };
  const draw = (): void => {
    if (!terminal || toRun === 0) return;
    const line = `${bar(ran, toRun)} ${ran}/${toRun}  eta ${eta(now() - startedAt, ran, toRun)}  running: ${[...running].join(', ') || '-'}`;
    const width = Math.max(1, terminal.columns() - 1);
    terminal.write(REDRAW + (line.length > width ? `${line.slice(0, width - 1)}…` : line));
    showing = true;
  };
  return {
    event: (e) => {
      if (e.type === 'batch-started') {
        startedAt = now();
        toRun = e.toRun;
        io.err(
          `evaluate  ${e.total} predictions: ${e.toRun} to run${e.reused > 0 ? `, ${e.reused} decided by an earlier run of this batch (not run again)` : ''}`,
        );
      } else if (e.type === 'instance-started') {
        running.add(e.id);
      } else {
        running.delete(e.id);
        ran = e.ran;
        clear();
        io.err(
          `[${e.ran}/${e.toRun}] ${e.id.padEnd(idWidth)}  ${e.outcome.padEnd(10)} ${resultText(e.result)}  ${seconds(e.durationMs)}  eta ${eta(now() - startedAt, e.ran, e.toRun)}`,
        );
      }
      draw();
    },
    finish: clear,
  };
}

/** The verdict and its reasons in a few words. */
export function resultText(result: InstanceResult): string {
  switch (result.kind) {
    case 'validated': {
      if (result.verdict === 'PASS') return `PASS proof grade: ${result.proofGrade ? 'yes' : 'no'}`;
      const failed = result.phases
        .filter((p) => p.outcome === 'fail')
        .map((p) => `${p.name}: ${p.reasons.map((r) => r.code).join(', ')}`);
      return `FAIL ${failed.join('; ') || 'the live repository changed'}`;
    }
    case 'refused':
      return `refused at intake: ${result.code}`;
    case 'error':
      return `error ${result.code}: ${quoteUntrusted(result.message, 160)}`;
    case 'empty':
      return 'empty patch (not run)';
  }
}

/** Time left at the pace so far; `…` before the first decision. */
export function eta(elapsedMs: number, done: number, total: number): string {
  if (done >= total) return '0 s';
  if (done === 0) return '…';
  return duration(((elapsedMs / done) * (total - done)) / 1000);
}

function bar(done: number, total: number): string {
  const filled = Math.round((done / Math.max(1, total)) * BAR_WIDTH);
  return `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}]`;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function duration(totalSeconds: number): string {
  const s = Math.round(totalSeconds);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m ${s % 60}s`;
  return `${Math.floor(m / 60)}h ${m % 60}m`;
}
