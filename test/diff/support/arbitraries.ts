/**
 * Test support: fast-check generators of before/after trees that stress the diff: few
 * distinct lines (many equal-cost alignments), CRLF, lone CR, missing final newlines,
 * non-ASCII text, and paths that need quoting or sort differently in UTF-16 and UTF-8.
 */
import fc from 'fast-check';
import type { FileSide } from '../../../src/core/diff/index.js';
import type { Tree } from './git.js';

/** Paths a change may touch. No path is a directory prefix of another, so no file/dir clash. */
export const PATH_POOL = [
  'a.b',
  'a/b',
  'a/c d.txt',
  'é.txt',
  'dir/ü ß',
  'z',
  'qu"ote',
  '日本/語.md',
  'ｆ',
  '😀.txt',
  'run.sh',
] as const;

const lineBody = fc.constantFrom('a', 'b', 'c', '', '  x', 'é', 'a\r', 'b\rc', '日本', '😀', '}');
const ending = fc.constantFrom('\n', '\n', '\n', '\r\n');
const line = fc.tuple(lineBody, ending).map(([body, end]) => body + end);

/** Text made of lines from a small alphabet; sometimes without a final newline. */
export const textArb: fc.Arbitrary<string> = fc
  .tuple(fc.array(line, { maxLength: 40 }), fc.boolean())
  .map(([lines, finalNewline]) => {
    const text = lines.join('');
    return finalNewline || text === '' ? text : text.replace(/\r?\n$/, '');
  });

const modeArb = fc.constantFrom<FileSide['mode']>('100644', '100644', '100755');
const sideArb: fc.Arbitrary<FileSide> = fc.record({ mode: modeArb, text: textArb });

/** Edits to splice into a text's lines: at `at` (mod length), drop `drop`, insert `insert`. */
const editsArb = fc.array(
  fc.record({ at: fc.nat(), drop: fc.nat({ max: 4 }), insert: fc.array(line, { maxLength: 4 }) }),
  { maxLength: 6 },
);

function spliceLines(
  text: string,
  edits: readonly { at: number; drop: number; insert: string[] }[],
): string {
  const lines = text.split(/(?<=\n)/).filter((l) => l !== '');
  for (const e of edits) lines.splice(e.at % (lines.length + 1), e.drop, ...e.insert);
  return lines.join('');
}

const fileChangeArb = fc.record({
  before: fc.option(sideArb, { nil: null, freq: 3 }),
  kind: fc.constantFrom('same', 'edit', 'edit', 'edit', 'fresh', 'delete', 'flip-mode'),
  edits: editsArb,
  fresh: sideArb,
});

/** A before tree and an after tree over {@link PATH_POOL}. */
export const treesArb: fc.Arbitrary<{ before: Tree; after: Tree }> = fc
  .array(fileChangeArb, { minLength: PATH_POOL.length, maxLength: PATH_POOL.length })
  .map((changes) => {
    const before = new Map<string, FileSide>();
    const after = new Map<string, FileSide>();
    changes.forEach((c, i) => {
      const path = PATH_POOL[i] as string;
      if (c.before !== null) before.set(path, c.before);
      const base = c.before ?? c.fresh;
      if (c.kind === 'delete') return;
      if (c.kind === 'same') after.set(path, base);
      else if (c.kind === 'fresh') after.set(path, c.fresh);
      else if (c.kind === 'flip-mode')
        after.set(path, { ...base, mode: base.mode === '100644' ? '100755' : '100644' });
      else after.set(path, { mode: base.mode, text: spliceLines(base.text, c.edits) });
    });
    return { before, after };
  });
