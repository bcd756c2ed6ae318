// The pure half of the syntax gate: which paths are checked, and how a parser offset becomes
// a line, a column and a snippet that is safe to show.
import { describe, expect, it } from 'vitest';
import { syntaxLanguageFor } from '../../src/core/gates/syntax-port.js';
import { problemAt } from '../../src/core/gates/syntax-snippet.js';

describe('syntaxLanguageFor', () => {
  it.each([
    ['src/main.rs', 'rust'],
    ['src/a.ts', 'typescript'],
    ['src/a.mts', 'typescript'],
    ['src/a.cts', 'typescript'],
    ['types/index.d.ts', 'typescript'],
    ['src/App.tsx', 'tsx'],
    ['src/a.js', 'javascript'],
    ['src/App.jsx', 'javascript'],
    ['src/a.mjs', 'javascript'],
    ['src/a.cjs', 'javascript'],
    ['.eslintrc.js', 'javascript'],
    ['pkg/m.py', 'python'],
    ['Program.cs', 'c_sharp'],
    ['lib/main.dart', 'dart'],
  ] as const)('%s → %s', (path, language) => {
    expect(syntaxLanguageFor(path)).toBe(language);
  });

  // Case-insensitive on purpose: on a case-insensitive filesystem `M.PY` is the module Python
  // imports, so a patch must not skip the gate by changing case.
  it.each([
    ['M.PY', 'python'],
    ['lib.Rs', 'rust'],
    ['App.TSX', 'tsx'],
    ['a.TS', 'typescript'],
  ] as const)('ignores case: %s → %s', (path, language) => {
    expect(syntaxLanguageFor(path)).toBe(language);
  });

  it.each([
    'README.md',
    'Makefile',
    'src/noext',
    'a.pyc',
    'a.pyi',
    'a.json',
    'a.ts.orig',
    'trailing.',
    'dir.py/file', // the extension belongs to the last segment only
    '',
  ])('does not check %j', (path) => {
    expect(syntaxLanguageFor(path)).toBeNull();
  });

  it('treats a bare dotfile with a checked extension as that language (fail closed)', () => {
    expect(syntaxLanguageFor('.py')).toBe('python');
  });
});

describe('problemAt', () => {
  it('gives 1-based line and column and the trimmed line', () => {
    const text = 'a\n  b = = 1\nc\n';
    expect(problemAt(text, text.indexOf('= ='), 'error')).toEqual({
      line: 2,
      column: 5,
      snippet: 'b = = 1',
      kind: 'error',
    });
  });

  it('keeps \\r out of the snippet and counts CRLF lines once', () => {
    const text = 'x\r\ny +\r\nz\r\n';
    expect(problemAt(text, text.indexOf('+'), 'missing')).toMatchObject({
      line: 2,
      column: 3,
      snippet: 'y +',
    });
  });

  it('counts columns in code points, not UTF-16 units', () => {
    const text = 'const s = "😀"; @';
    expect(problemAt(text, text.indexOf('@'), 'error').column).toBe(16);
  });

  it('clamps an offset past the end to the last line', () => {
    expect(problemAt('a\nbc', 99, 'missing')).toMatchObject({ line: 2, column: 3, snippet: 'bc' });
    expect(problemAt('', 0, 'missing')).toMatchObject({ line: 1, column: 1, snippet: '' });
  });

  it('replaces control and bidi characters so a snippet cannot drive a terminal', () => {
    const text = 'x\u001b[31m = \u202e1\u0000';
    expect(problemAt(text, 0, 'error').snippet).toBe('x\ufffd[31m = \ufffd1\ufffd');
  });

  it('shows a window around the problem on a long line, with ellipses', () => {
    const text = `${'a'.repeat(5000)}@${'b'.repeat(5000)}`;
    const { snippet, column } = problemAt(text, 5000, 'error');
    expect(column).toBe(5001);
    expect(snippet).toContain('@');
    expect(snippet.startsWith('…') && snippet.endsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(122);
  });

  it('never splits a surrogate pair at the window edges', () => {
    const text = '😀'.repeat(3000);
    const { snippet } = problemAt(text, 3001, 'error');
    expect(snippet.replace(/…/g, '')).toMatch(/^(?:\ud83d\ude00)+$/);
  });
});
