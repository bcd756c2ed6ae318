// Parser-level refusals: each names the patch line, and only coded errors come out.
import { describe, expect, it } from 'vitest';
import { PatchProofError } from '../../src/core/errors.js';
import { parsePatch } from '../../src/core/patch/parse.js';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);

function refusalOf(text: string | Uint8Array): PatchProofError {
  try {
    parsePatch(typeof text === 'string' ? enc(text) : text);
  } catch (e) {
    if (e instanceof PatchProofError) return e;
    throw e;
  }
  throw new Error('expected a refusal');
}

const header = 'diff --git a/f.txt b/f.txt\n--- a/f.txt\n+++ b/f.txt\n';

describe('hunks whose counts lie', () => {
  it.each([
    ['too few lines for the header', `${header}@@ -1,3 +1,3 @@\n a\n-b\n+B\n`],
    ['too many lines for the header', `${header}@@ -1,1 +1,1 @@\n-a\n+A\n+extra\n`],
    ['a line that is not a hunk line', `${header}@@ -1,2 +1,2 @@\n a\n*b\n`],
    ['old count 0 with a stated line 0 and lines', `${header}@@ -0,2 +1,2 @@\n-a\n-b\n+A\n+B\n`],
    [
      'a no-newline marker in the middle',
      `${header}@@ -1,2 +1,2 @@\n-a\n\\ No newline at end of file\n-b\n+A\n+B\n`,
    ],
  ])('%s → MalformedPatch with the patch line', (_name, patch) => {
    const e = refusalOf(patch);
    expect(e.code).toBe('MalformedPatch');
    expect(e.location.line).toBeGreaterThanOrEqual(4);
  });

  it('reads a correct hunk with omitted counts of 1', () => {
    const parsed = parsePatch(enc(`${header}@@ -1 +1 @@\n-a\n+A\n`));
    expect(parsed.files[0]?.hunks[0]?.lines).toEqual([
      { kind: '-', text: 'a' },
      { kind: '+', text: 'A' },
    ]);
  });
});

describe('Git headers', () => {
  it.each([
    [
      '---/+++ names that disagree with diff --git',
      'diff --git a/f.txt b/f.txt\n--- a/g.txt\n+++ b/g.txt\n@@ -1 +1 @@\n-a\n+b\n',
    ],
    [
      'an unknown header line',
      'diff --git a/f.txt b/f.txt\nfrobnicate yes\n--- a/f.txt\n+++ b/f.txt\n',
    ],
    ['text between files', `${header}@@ -1 +1 @@\n-a\n+b\nhello\ndiff --git a/g b/g\n`],
    [
      'a copy',
      'diff --git a/f.txt b/g.txt\nsimilarity index 100%\ncopy from f.txt\ncopy to g.txt\n',
    ],
    ['both sides /dev/null', 'diff --git a/f b/f\n--- /dev/null\n+++ /dev/null\n'],
    ['a bad quoted name', 'diff --git "a/f\\q" "b/f\\q"\nnew file mode 100644\n'],
    [
      'new and deleted at once',
      'diff --git a/f b/f\nnew file mode 100644\ndeleted file mode 100644\n',
    ],
  ])('%s → MalformedPatch', (_name, patch) => {
    expect(refusalOf(patch).code).toBe('MalformedPatch');
  });

  it('reads quoted names with octal UTF-8, spaces, renames and a format-patch preamble and signature', () => {
    const patch = [
      'From 1234 Mon Sep 17 00:00:00 2001',
      'Subject: [PATCH] rename',
      '',
      '---',
      'diff --git "a/caf\\303\\251 old.txt" "b/caf\\303\\251 new.txt"',
      'similarity index 100%',
      'rename from "caf\\303\\251 old.txt"',
      'rename to "caf\\303\\251 new.txt"',
      '-- ',
      '2.39.5',
      '',
    ].join('\n');
    const parsed = parsePatch(enc(patch));
    expect(parsed.files).toMatchObject([
      { op: 'update', path: 'caf\u00e9 old.txt', moveTo: 'caf\u00e9 new.txt' },
    ]);
  });

  it('reads GNU diff -N epoch timestamps as /dev/null, in any time zone', () => {
    const patch =
      '--- a/new.txt\t1969-12-31 16:00:00.000000000 -0800\n+++ b/new.txt\t2026-11-29 10:00:00.000000000 +0000\n@@ -0,0 +1 @@\n+x\n';
    expect(parsePatch(enc(patch)).files).toMatchObject([{ op: 'add', path: 'new.txt' }]);
  });

  it('refuses a plain unified diff with "Only in" (a file left out) and one whose names differ', () => {
    expect(refusalOf('Only in b: new.txt\n--- a/f\n+++ b/f\n@@ -1 +1 @@\n-a\n+b\n').code).toBe(
      'MalformedPatch',
    );
    expect(refusalOf('--- a/f\n+++ b/g\n@@ -1 +1 @@\n-a\n+b\n').code).toBe('MalformedPatch');
  });
});

describe('Codex patches', () => {
  it.each([
    ['no end marker', '*** Begin Patch\n*** Add File: a\n+x\n'],
    ['an added line without +', '*** Begin Patch\n*** Add File: a\n+x\nplain\n*** End Patch\n'],
    [
      'a second chunk without @@',
      '*** Begin Patch\n*** Update File: a\n@@\n-x\n+y\n*** Frob\n*** End Patch\n',
    ],
    [
      'an empty Move to',
      '*** Begin Patch\n*** Update File: a\n*** Move to: \n@@\n-x\n+y\n*** End Patch\n',
    ],
    ['a bad chunk line', '*** Begin Patch\n*** Update File: a\n@@\n-x\n?y\n*** End Patch\n'],
  ])('%s → MalformedPatch', (_name, patch) => {
    expect(refusalOf(patch).code).toBe('MalformedPatch');
  });
});

describe('detection and encoding', () => {
  it('refuses empty and white-space-only input as EmptyPatch, prose as MalformedPatch', () => {
    expect(refusalOf('').code).toBe('EmptyPatch');
    expect(refusalOf('\n \n\t\n').code).toBe('EmptyPatch');
    expect(refusalOf('please apply my fix').code).toBe('MalformedPatch');
  });

  it('refuses NUL and invalid UTF-8 anywhere as BinaryFile', () => {
    expect(refusalOf(new Uint8Array([0x2d, 0x2d, 0x2d, 0x00])).code).toBe('BinaryFile');
    expect(refusalOf(new Uint8Array([0xc3, 0x28])).code).toBe('BinaryFile');
  });

  it('reads a patch that went through a CRLF channel the same as the LF one', () => {
    const lf = `${header}@@ -1 +1 @@\n-a\n+b\n`;
    expect(parsePatch(enc(lf.replace(/\n/g, '\r\n')))).toEqual(parsePatch(enc(lf)));
  });
});
