/**
 * Properties of the whole-change diff that the proposal hash relies on: same input, same
 * bytes, whatever the input order; Git's byte order of paths; Git's quoting and ranges.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PatchProofError } from '../../src/core/errors.js';
import { normalizedDiff, type FileDiffInput } from '../../src/core/diff/index.js';
import { quoteGitName } from '../../src/core/diff/quote-path.js';
import { hunkRange } from '../../src/core/diff/unified.js';
import { treesArb } from './support/arbitraries.js';
import { toInputs } from './support/golden-cases.js';

const file = (path: string, before: string | null, after: string | null): FileDiffInput => ({
  path,
  before: before === null ? null : { mode: '100644', text: before },
  after: after === null ? null : { mode: '100644', text: after },
});

function headers(diff: string): string[] {
  return diff.split('\n').filter((l) => l.startsWith('diff --git '));
}

describe('normalizedDiff', () => {
  it('gives the same bytes for the same change in any input order, every time', () => {
    const inputsAndPermutation = treesArb.chain(({ before, after }) => {
      const inputs = toInputs(before, after);
      return fc.tuple(
        fc.constant(inputs),
        fc.shuffledSubarray(inputs, { minLength: inputs.length, maxLength: inputs.length }),
      );
    });
    fc.assert(
      fc.property(inputsAndPermutation, ([inputs, shuffled]) => {
        const first = normalizedDiff(inputs);
        expect(normalizedDiff(shuffled)).toBe(first);
        expect(normalizedDiff(inputs)).toBe(first);
      }),
      { numRuns: 200 },
    );
  });

  it('sorts by UTF-8 bytes, not UTF-16 code units', () => {
    // U+FF46 is EF BD 86 in UTF-8 but FF46 in UTF-16; U+1F600 is F0 9F 98 80 / D83D DE00.
    // UTF-16 order would put the emoji first; UTF-8 (Git's) puts it last.
    const diff = normalizedDiff([
      file('😀', null, 'x\n'),
      file('ｆ', null, 'x\n'),
      file('a/b', null, 'x\n'),
      file('a.b', null, 'x\n'),
    ]);
    expect(headers(diff)).toEqual([
      'diff --git a/a.b b/a.b',
      'diff --git a/a/b b/a/b',
      'diff --git "a/\\357\\275\\206" "b/\\357\\275\\206"',
      'diff --git "a/\\360\\237\\230\\200" "b/\\360\\237\\230\\200"',
    ]);
  });

  it('leaves out unchanged files and is empty when nothing changed', () => {
    expect(normalizedDiff([])).toBe('');
    expect(normalizedDiff([file('same', 'a\n', 'a\n'), file('none', null, null)])).toBe('');
    expect(headers(normalizedDiff([file('same', 'a\n', 'a\n'), file('x', 'a\n', 'b\n')]))).toEqual([
      'diff --git a/x b/x',
    ]);
  });

  it('refuses a path given twice with MalformedPatch', () => {
    let caught: unknown;
    try {
      normalizedDiff([file('p', 'a\n', 'b\n'), file('p', null, 'c\n')]);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(PatchProofError);
    expect((caught as PatchProofError).code).toBe('MalformedPatch');
  });
});

describe('Git conventions', () => {
  it('quotes names like git with core.quotePath=true', () => {
    expect(quoteGitName('a/plain name.txt')).toBe('a/plain name.txt');
    expect(quoteGitName('a/é')).toBe('"a/\\303\\251"');
    expect(quoteGitName('a/q"\\')).toBe('"a/q\\"\\\\"');
    expect(quoteGitName('a/t\tn\nx\x01\x7f')).toBe('"a/t\\tn\\nx\\001\\177"');
  });

  it('writes hunk ranges as xdiff does: count 1 left out, empty range at the line before', () => {
    expect(hunkRange(0, 0)).toBe('0,0');
    expect(hunkRange(4, 0)).toBe('4,0');
    expect(hunkRange(0, 1)).toBe('1');
    expect(hunkRange(9, 7)).toBe('10,7');
  });
});
