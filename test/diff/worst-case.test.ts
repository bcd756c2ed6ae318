// The hostile case for an exact diff: two 512 KiB files of short lines, shuffled
// differently. Minimal Myers would take minutes; the counted work budget falls back to a
// plain replacement, deterministically, and the diff still applies exactly.
import { describe, expect, it } from 'vitest';
import { normalizedDiff } from '../../src/core/diff/index.js';
import { DiffBudgetExceeded, myersDiff } from '../../src/core/diff/myers.js';
import { proposeText } from '../support/intake.js';

function shuffledLines(seed: number, count: number): string {
  let state = seed;
  const next = (): number => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state;
  };
  const lines: string[] = [];
  for (let i = 0; i < count; i++) lines.push(String.fromCharCode(97 + (next() % 26)));
  return `${lines.join('\n')}\n`;
}

describe('diff work budget', () => {
  it('myersDiff stops with DiffBudgetExceeded when the budget is spent', () => {
    const a = Int32Array.from({ length: 2000 }, (_, i) => i % 7);
    const b = Int32Array.from({ length: 2000 }, (_, i) => (i * 3) % 7);
    expect(() => myersDiff(a, b, new Uint8Array(a.length), new Uint8Array(b.length), 1000)).toThrow(
      DiffBudgetExceeded,
    );
  });

  it('a hostile pair of 512 KiB files diffs in bounded time, deterministically, and applies', async () => {
    const before = shuffledLines(1, 250_000);
    const after = shuffledLines(2, 250_000);
    const input = [
      {
        path: 'big.txt',
        before: { mode: '100644' as const, text: before },
        after: { mode: '100644' as const, text: after },
      },
    ];
    const started = performance.now();
    const diff = normalizedDiff(input);
    const elapsed = performance.now() - started;
    expect(normalizedDiff(input)).toBe(diff);
    const proposal = await proposeText({ 'big.txt': before }, diff);
    expect(proposal.changes[0]?.after?.text).toBe(after);
    console.log(`hostile 512 KiB diff: ${Math.round(elapsed)} ms`);
  }, 120_000);
});
