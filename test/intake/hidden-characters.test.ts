// MisleadingSource, second half (issue 35): characters that make a language read other code
// than reviewers see. Each attack hides a call behind a comment; each honest case keeps what
// the base had or writes the character as an escape.
import { describe, expect, it } from 'vitest';
import { codexAdd, outcome, refusal } from '../support/intake.js';

const base = {
  'app.py': 'def f():\n    return 1\n',
  'app.js': 'export const f = () => 1;\n',
  'main.go': 'package main\n\nfunc f() int { return 1 }\n',
  'old.py': 'x = 1  # mac\rline\ny = 2\n',
};

function update(path: string, lines: readonly string[]): string {
  return `*** Begin Patch\n*** Update File: ${path}\n@@\n${lines.join('\n')}\n*** End Patch\n`;
}

describe('MisleadingSource: characters a reviewer does not see', () => {
  it.each([
    [
      'a carriage return ending a Python comment',
      'app.py',
      ['-    return 1', '+    return 1  # cached\rimport os'],
      'cr',
    ],
    [
      'a bidirectional override in a Python comment',
      'app.py',
      ['-    return 1', '+    return 1  # \u202e }⁦ ⁩'],
      'bidi',
    ],
    [
      'U+2028 ending a JavaScript comment',
      'app.js',
      ['-export const f = () => 1;', '+export const f = () => 1; // x\u2028f.hook = 1'],
      'separator',
    ],
    [
      'a carriage return ending a JavaScript comment',
      'app.js',
      ['-export const f = () => 1;', '+export const f = () => 1; // x\rf.hook = 1'],
      'cr',
    ],
    [
      'an isolate in a Go string',
      'main.go',
      ['-func f() int { return 1 }', '+func f() int { s := "\u2067"; _ = s; return 1 }'],
      'bidi',
    ],
  ])('refuses %s, naming file, line and kind', async (_name, path, lines, kind) => {
    const e = await refusal(base, update(path, lines));
    expect(e.code).toBe('MisleadingSource');
    expect(e.location.path).toBe(path);
    expect(e.details).toEqual({ kind });
    expect(e.message).toContain('as an escape');
  });

  it('refuses one added where the patch removed another: judged per added line, not by count', async () => {
    const files = { ...base, 'rtl.py': "A = 'x\u202ey'\nB = 1\n" };
    const patch = update('rtl.py', ["-A = 'x\u202ey'", "+A = 'xy'", '-B = 1', '+B = 1  # \u202e']);
    expect(await outcome(files, patch)).toBe('MisleadingSource');
  });

  it('refuses a new file holding them', async () => {
    expect(await outcome(base, codexAdd('new.ts', ['const a = 1; // \u2029b()']))).toBe(
      'MisleadingSource',
    );
  });

  it.each([
    ['escapes written in ASCII', 'app.py', ['-    return 1', '+    return "\\u202e\\r" and 1']],
    [
      'CRLF line endings',
      'app.js',
      ['-export const f = () => 1;\r', '+export const f = () => 2;\r'],
    ],
    [
      'a Go comment with a carriage return (Go ends a comment only at a newline)',
      'main.go',
      ['-func f() int { return 1 }', '+func f() int { return 1 } // a\rb'],
    ],
    [
      'a lone carriage return the base already had, in a file the patch changes elsewhere',
      'old.py',
      [' x = 1  # mac\rline', '-y = 2', '+y = 3'],
    ],
    [
      'right-to-left text without controls',
      'app.py',
      ['-    return 1', '+    return "\u05e9\u05dc\u05d5\u05dd"'],
    ],
    [
      'a right-to-left mark in a string (it reorders nothing)',
      'app.js',
      ['-export const f = () => 1;', '+export const f = () => "\u200f\u05e9\u05dc\u05d5\u05dd";'],
    ],
    [
      'a form feed alone on a line (a page break)',
      'app.py',
      ['-    return 1', '+    return 1', '+\f', '+x = 2'],
    ],
  ])('accepts %s', async (_name, path, lines) => {
    expect(await outcome(base, update(path, lines))).toBe('accepted');
  });

  it('leaves files of no known language alone', async () => {
    expect(await outcome(base, codexAdd('notes.txt', ['a\rb \u202e c']))).toBe('accepted');
  });
});
