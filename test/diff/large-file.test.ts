/**
 * A 512 KiB file (the per-file budget of PROTOCOL 3.3) with thousands of scattered edits
 * diffs quickly in linear memory and still applies with `git apply`.
 */
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizedDiff, type FileDiffInput } from '../../src/core/diff/index.js';
import { gitApply, hasGit, makeRepo, readTree } from './support/git.js';
import { hunkCountProblems } from './support/hunk-counts.js';

/** Deterministic PRNG (mulberry32) so the fixture is the same on every run. */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** 16384 lines of 32 bytes; a fifth are common repeated lines, as in real code. */
function largeFixture(): { before: string; after: string } {
  const rand = prng(2024);
  const repeated = ['}', '', '  return result;', '  }'];
  const lines: string[] = [];
  for (let i = 0; i < 16384; i++) {
    const body =
      rand() < 0.2
        ? (repeated[Math.floor(rand() * repeated.length)] as string)
        : `const v${i} = f(${Math.floor(rand() * 1e6)});`;
    lines.push(`${body.padEnd(31, ' ')}\n`);
  }
  const after = [...lines];
  for (let e = 0; e < 4000; e++) {
    const at = Math.floor(rand() * after.length);
    const r = rand();
    if (r < 0.4) after[at] = `edited ${e}\r\n`;
    else if (r < 0.7) after.splice(at, 1);
    else after.splice(at, 0, rand() < 0.5 ? '}\n' : `inserted ${e}\n`);
  }
  return { before: lines.join(''), after: after.join('') };
}

describe('large file', () => {
  const { before, after } = largeFixture();
  const input: FileDiffInput = {
    path: 'big/data.ts',
    before: { mode: '100644', text: before },
    after: { mode: '100644', text: after },
  };

  it('diffs 512 KiB with thousands of scattered edits quickly', () => {
    expect(before.length).toBe(512 * 1024);
    const start = performance.now();
    const diff = normalizedDiff([input]);
    const elapsed = performance.now() - start;
    // About 0.1 s on a 2024 laptop; the bound leaves room for slow CI machines.
    expect(elapsed).toBeLessThan(5000);
    const body = diff.split('\n');
    expect(body.filter((l) => l.startsWith('@@ ')).length).toBeGreaterThan(500);
    expect(body.filter((l) => /^[-+](?![-+]{2} )/.test(l)).length).toBeGreaterThan(4000);
    expect(hunkCountProblems(diff)).toEqual([]);
  });

  it.skipIf(!hasGit)('round-trips through git apply (skipped when git is not on PATH)', () => {
    const repo = makeRepo(new Map([[input.path, { mode: '100644', text: before }]]));
    try {
      gitApply(repo, normalizedDiff([input]));
      expect(readTree(repo).get(input.path)?.text === after).toBe(true);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});
