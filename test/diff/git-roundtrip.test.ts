/**
 * Round-trip with real Git: for generated trees, `git apply` of our normalized diff to the
 * before tree must give the after tree byte for byte (modes included), and every hunk's
 * stated line counts must match its body.
 */
import { rmSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizedDiff } from '../../src/core/diff/index.js';
import { treesArb } from './support/arbitraries.js';
import { gitApply, hasGit, makeRepo, readTree } from './support/git.js';
import { toInputs } from './support/golden-cases.js';
import { hunkCountProblems } from './support/hunk-counts.js';

describe.skipIf(!hasGit)(
  'normalized diff applies with git apply (skipped when git is not on PATH)',
  () => {
    it('turns every generated before tree into its after tree', () => {
      fc.assert(
        fc.property(treesArb, ({ before, after }) => {
          const diff = normalizedDiff(toInputs(before, after));
          expect(hunkCountProblems(diff)).toEqual([]);
          const repo = makeRepo(before);
          try {
            // `git apply` refuses an empty patch; an empty diff must mean nothing changed.
            if (diff !== '') gitApply(repo, diff);
            expect(readTree(repo)).toEqual(new Map(after));
          } finally {
            rmSync(repo, { recursive: true, force: true });
          }
        }),
        { numRuns: 30 },
      );
    });
  },
);
