/**
 * Golden tests: the normalized diff bytes are pinned (they feed the proposal hash).
 *
 * By default each case's output is compared with its expected.diff. To regenerate after a
 * deliberate format change (a protocol change: say so in the commit), run
 *   PATCHPROOF_UPDATE_GOLDEN=1 npx vitest run test/diff/golden.test.ts
 * and review the diff of test/diff/golden/ by hand.
 *
 * The expected files are also checked against real Git: `git diff` (default settings,
 * index lines and hunk function names removed; verified with Git 2.39) prints the same
 * bytes, and `git apply` turns the before tree into the after tree. Our diff need not match
 * Git's alignment choices in general; these cases have one minimal alignment, so if a future
 * Git prints something else here, Git changed: do not regenerate the goldens for it.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizedDiff } from '../../src/core/diff/index.js';
import { gitApply, gitDiffWithoutIndex, hasGit, makeRepo, readTree } from './support/git.js';
import { loadGoldenCases, toInputs } from './support/golden-cases.js';
import { hunkCountProblems } from './support/hunk-counts.js';

const update = process.env['PATCHPROOF_UPDATE_GOLDEN'] === '1';

/** Cases the format must keep pinned; a missing folder is a failure, not a silent skip. */
const REQUIRED_CASES = [
  'add',
  'delete',
  'modify-middle',
  'modify-first-line',
  'modify-last-line',
  'no-newline-added',
  'no-newline-removed',
  'no-newline-both',
  'crlf-edit',
  'mixed-endings',
  'mode-change-only',
  'mode-change-and-content',
  'add-empty-file',
  'delete-empty-file',
  'sort-byte-order',
  'quoted-names',
  'hunks-gap-6',
  'hunks-gap-7',
  'unicode-edit',
  'rename-as-delete-add',
  'truncate-and-fill',
];
const cases = loadGoldenCases();

describe('normalized diff golden files', () => {
  it('has every required case', () => {
    expect(cases.map((c) => c.name)).toEqual(expect.arrayContaining(REQUIRED_CASES));
  });

  for (const c of cases) {
    it(`${c.name}: matches expected.diff`, () => {
      const actual = normalizedDiff(toInputs(c.before, c.after));
      const file = join(c.dir, 'expected.diff');
      if (update) writeFileSync(file, actual, 'utf8');
      expect(
        existsSync(file),
        `${file} is missing; regenerate with PATCHPROOF_UPDATE_GOLDEN=1`,
      ).toBe(true);
      expect(actual).toBe(readFileSync(file, 'utf8'));
      expect(hunkCountProblems(actual)).toEqual([]);
    });
  }
});

describe.skipIf(!hasGit)(
  'normalized diff golden files against git (skipped when git is not on PATH)',
  () => {
    for (const c of cases) {
      it(`${c.name}: git diff prints the same, git apply reproduces the after tree`, () => {
        const expected = readFileSync(join(c.dir, 'expected.diff'), 'utf8');
        expect(gitDiffWithoutIndex(c.before, c.after)).toBe(expected);
        const repo = makeRepo(c.before);
        try {
          gitApply(repo, expected);
          expect(readTree(repo)).toEqual(new Map(c.after));
        } finally {
          rmSync(repo, { recursive: true, force: true });
        }
      });
    }
  },
);
