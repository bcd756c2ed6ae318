// PROTOCOL 3.2: exact matching, one place per hunk, line endings and final newlines kept,
// existence rules, all or nothing.
import { describe, expect, it } from 'vitest';
import { outcome, proposeText, refusal } from '../support/intake.js';

const afterText = async (
  files: Record<string, string>,
  patch: string,
  path: string,
): Promise<string | undefined> =>
  (await proposeText(files, patch)).changes.find((c) => c.path === path)?.after?.text;

describe('hunk location', () => {
  const twice = { 'a.txt': 'x\ny\nz\nx\ny\nz\n' };

  it('refuses a hunk that matches two places, naming both lines', async () => {
    const e = await refusal(
      twice,
      '*** Begin Patch\n*** Update File: a.txt\n@@\n x\n-y\n+Y\n*** End Patch\n',
    );
    expect(e.code).toBe('AmbiguousHunk');
    expect(e.details.candidateLines).toEqual([1, 4]);
  });

  it('takes the stated place of a Git hunk when it matches there', async () => {
    const patch =
      'diff --git a/a.txt b/a.txt\n--- a/a.txt\n+++ b/a.txt\n@@ -4,2 +4,2 @@\n x\n-y\n+Y\n';
    expect(await afterText(twice, patch, 'a.txt')).toBe('x\ny\nz\nx\nY\nz\n');
  });

  it('refuses a Git hunk that matches twice elsewhere when its stated place is wrong', async () => {
    const patch =
      'diff --git a/a.txt b/a.txt\n--- a/a.txt\n+++ b/a.txt\n@@ -3,2 +3,2 @@\n x\n-y\n+Y\n';
    expect(await outcome(twice, patch)).toBe('AmbiguousHunk');
  });

  it('accepts a Git hunk whose stated line is off when the match is unique', async () => {
    const patch =
      'diff --git a/a.txt b/a.txt\n--- a/a.txt\n+++ b/a.txt\n@@ -1,2 +1,2 @@\n z\n-x\n+X\n';
    expect(await afterText(twice, patch, 'a.txt')).toBe('x\ny\nz\nX\ny\nz\n');
  });

  it('refuses white-space fuzz with the near-miss and how it differs', async () => {
    const e = await refusal(
      { 'a.py': 'def f():\n    return 1\n' },
      '*** Begin Patch\n*** Update File: a.py\n@@\n-  return 1\n+  return 2\n*** End Patch\n',
    );
    expect(e.code).toBe('ContextMismatch');
    expect(e.details.nearMiss).toMatchObject({
      fileLine: 2,
      difference: 'differs only in white space',
    });
  });

  it('refuses Unicode fuzz (NFD in the patch, NFC in the file)', async () => {
    const e = await refusal(
      { 'a.txt': 'caf\u00e9\n' },
      '*** Begin Patch\n*** Update File: a.txt\n@@\n-cafe\u0301\n+tea\n*** End Patch\n',
    );
    expect(e.code).toBe('ContextMismatch');
    expect(e.details.nearMiss).toMatchObject({
      difference: 'differs only in Unicode normalization',
    });
  });

  it('uses an @@ anchor, and refuses an anchor that appears twice', async () => {
    const files = { 'a.py': 'def f():\n    return 1\ndef g():\n    return 1\n' };
    const ok =
      '*** Begin Patch\n*** Update File: a.py\n@@ def g():\n-    return 1\n+    return 2\n*** End Patch\n';
    expect(await afterText(files, ok, 'a.py')).toBe(
      'def f():\n    return 1\ndef g():\n    return 2\n',
    );
    const twiceAnchor = { 'a.py': 'def g():\n    return 1\ndef g():\n    return 1\n' };
    expect(await outcome(twiceAnchor, ok)).toBe('AmbiguousHunk');
  });

  it('refuses hunks that overlap or go backwards', async () => {
    const files = { 'a.txt': '1\n2\n3\n4\n' };
    const patch =
      '*** Begin Patch\n*** Update File: a.txt\n@@\n-3\n+three\n@@\n-1\n+one\n*** End Patch\n';
    expect(await outcome(files, patch)).toBe('ContextMismatch');
  });
});

describe('line endings and final newlines', () => {
  it('keeps CRLF lines and gives inserted lines the dominant ending', async () => {
    const files = { 'w.txt': 'one\r\ntwo\r\nthree\n' };
    const patch =
      '*** Begin Patch\n*** Update File: w.txt\n@@\n one\n-two\n+TWO\n+2.5\n*** End Patch\n';
    expect(await afterText(files, patch, 'w.txt')).toBe('one\r\nTWO\r\n2.5\r\nthree\n');
  });

  it('matches a Git diff of a CRLF file (its lines carry \\r)', async () => {
    const files = { 'w.txt': 'a\r\nb\r\n' };
    const patch =
      'diff --git a/w.txt b/w.txt\n--- a/w.txt\n+++ b/w.txt\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+B\r\n';
    expect(await afterText(files, patch, 'w.txt')).toBe('a\r\nB\r\n');
  });

  it('keeps a missing final newline when a Codex chunk changes the last line', async () => {
    const patch =
      '*** Begin Patch\n*** Update File: n.txt\n@@\n-b\n+B\n*** End of File\n*** End Patch\n';
    expect(await afterText({ 'n.txt': 'a\nb' }, patch, 'n.txt')).toBe('a\nB');
  });

  it('follows Git "\\ No newline" markers, and refuses them when they are wrong', async () => {
    const files = { 'n.txt': 'a\nb' };
    const add =
      'diff --git a/n.txt b/n.txt\n--- a/n.txt\n+++ b/n.txt\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n';
    expect(await afterText(files, add, 'n.txt')).toBe('a\nb\n');
    const wrong =
      'diff --git a/n.txt b/n.txt\n--- a/n.txt\n+++ b/n.txt\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n';
    expect(await outcome(files, wrong)).toBe('ContextMismatch');
  });
});

describe('existence and all-or-nothing', () => {
  const files = { 'a.txt': 'a\n', 'dir/b.txt': 'b\n' };
  it.each([
    ['add over a file', '*** Begin Patch\n*** Add File: a.txt\n+x\n*** End Patch\n', 'FileExists'],
    [
      'add over a directory',
      '*** Begin Patch\n*** Add File: dir\n+x\n*** End Patch\n',
      'FileExists',
    ],
    [
      'add below a file',
      '*** Begin Patch\n*** Add File: a.txt/c\n+x\n*** End Patch\n',
      'FileExists',
    ],
    [
      'move onto a file',
      '*** Begin Patch\n*** Update File: dir/b.txt\n*** Move to: a.txt\n@@\n-b\n+c\n*** End Patch\n',
      'FileExists',
    ],
    [
      'update a missing file',
      '*** Begin Patch\n*** Update File: nope.txt\n@@\n-a\n+b\n*** End Patch\n',
      'FileMissing',
    ],
    ['delete a directory', '*** Begin Patch\n*** Delete File: dir\n*** End Patch\n', 'FileMissing'],
    [
      'add and delete one file',
      '*** Begin Patch\n*** Delete File: a.txt\n*** Add File: a.txt\n+x\n*** End Patch\n',
      'MalformedPatch',
    ],
    [
      'update one file twice',
      '*** Begin Patch\n*** Update File: a.txt\n@@\n-a\n+b\n*** Update File: a.txt\n@@\n-b\n+c\n*** End Patch\n',
      'MalformedPatch',
    ],
    [
      'rename onto itself',
      'diff --git a/a.txt b/a.txt\nsimilarity index 100%\nrename from a.txt\nrename to a.txt\n',
      'MalformedPatch',
    ],
    [
      'move onto itself',
      '*** Begin Patch\n*** Update File: a.txt\n*** Move to: a.txt\n@@\n-a\n+b\n*** End Patch\n',
      'MalformedPatch',
    ],
    [
      'a good add then a bad update',
      '*** Begin Patch\n*** Add File: new.txt\n+n\n*** Update File: a.txt\n@@\n-zzz\n+b\n*** End Patch\n',
      'ContextMismatch',
    ],
    [
      'an update that changes nothing',
      '*** Begin Patch\n*** Update File: a.txt\n@@\n-a\n+a\n*** End Patch\n',
      'EmptyPatch',
    ],
  ])('%s', async (_name, patch, code) => {
    expect(await outcome(files, patch)).toBe(code);
  });

  it('accepts deleting a file and adding a file below its old name', async () => {
    const p = await proposeText(
      files,
      '*** Begin Patch\n*** Delete File: a.txt\n*** Add File: a.txt.d/c\n+x\n*** End Patch\n',
    );
    expect(p.files).toEqual([
      { path: 'a.txt', op: 'delete' },
      { path: 'a.txt.d/c', op: 'add' },
    ]);
  });

  it('accepts a Git rename with an edit, as a deletion plus an addition', async () => {
    const patch =
      'diff --git a/a.txt b/z.txt\nsimilarity index 50%\nrename from a.txt\nrename to z.txt\n--- a/a.txt\n+++ b/z.txt\n@@ -1 +1 @@\n-a\n+z\n';
    const p = await proposeText(files, patch);
    expect(p.files).toEqual([
      { path: 'a.txt', op: 'delete' },
      { path: 'z.txt', op: 'add' },
    ]);
  });
});
