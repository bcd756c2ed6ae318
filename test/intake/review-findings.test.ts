// Regression tests for defects found in review of intake (each input is the reviewer's
// reproduction, minimized). Every one of these was accepted or mishandled before its fix.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readPatch } from '../../src/cli/inputs.js';
import { outcome, proposeText, refusal } from '../support/intake.js';

const gitUpdate = (path: string, hunk: string): string =>
  `diff --git a/${path} b/${path}\n--- a/${path}\n+++ b/${path}\n${hunk}`;

describe('content bytes are never changed silently', () => {
  it('keeps a byte-order mark at the start of a file, and matches a hunk that shows it', async () => {
    const files = { 'a.txt': '\uFEFFone\ntwo\nthree\n' };
    const p = await proposeText(
      files,
      gitUpdate('a.txt', '@@ -2,2 +2,2 @@\n two\n-three\n+THREE\n'),
    );
    expect(p.changes[0]?.after?.text).toBe('\uFEFFone\ntwo\nTHREE\n');
    const first = await proposeText(
      files,
      gitUpdate('a.txt', '@@ -1,2 +1,2 @@\n \uFEFFone\n-two\n+TWO\n'),
    );
    expect(first.changes[0]?.after?.text).toBe('\uFEFFone\nTWO\nthree\n');
  });

  it('refuses appending after a last line without a newline when the hunk does not say so', async () => {
    expect(await outcome({ 'n.txt': 'a\nb' }, gitUpdate('n.txt', '@@ -2,0 +3 @@\n+c\n'))).toBe(
      'ContextMismatch',
    );
  });
});

describe('protected paths pytest and JS tooling also read', () => {
  it.each([
    '.pytest.ini',
    'pytest.toml',
    '.pytest.toml',
    'pluggy/__init__.py',
    'iniconfig.py',
    '.babelrc',
    'babel.config.js',
    'vitest.workspace.ts',
    '.yarnrc.yml',
  ])('refuses %s', async (path) => {
    expect(
      await outcome({}, `*** Begin Patch\n*** Add File: ${path}\n+x = 1\n*** End Patch\n`),
    ).toBe('ProtectedPath');
  });
});

describe('bounded work on hostile input', () => {
  it('places 20,000 chunks in a 40,000-line file without scanning it per chunk', async () => {
    const base = Array.from({ length: 40_000 }, (_, i) => `l${i}\n`).join('');
    const chunks = Array.from({ length: 20_000 }, (_, i) => `@@\n-l${2 * i}\n+L${2 * i}`).join(
      '\n',
    );
    const p = await proposeText(
      { 'big.txt': base },
      `*** Begin Patch\n*** Update File: big.txt\n${chunks}\n*** End Patch\n`,
    );
    expect(p.changes[0]?.after?.text.startsWith('L0\nl1\nL2\n')).toBe(true);
  }, 60_000);

  it('refuses, with BudgetExceeded, a chunk whose placement would take quadratic work', async () => {
    const base = 'x\n'.repeat(60_000);
    // Every candidate matches for 30,000 lines, then fails on the last: 30,000² comparisons.
    const chunk = `${'-x\n'.repeat(30_000)}-never\n+y\n`;
    const e = await refusal(
      { 'r.txt': base },
      `*** Begin Patch\n*** Update File: r.txt\n@@\n${chunk}*** End Patch\n`,
    );
    expect(e.code).toBe('BudgetExceeded');
    expect(e.details.limit).toBe('maxComparisons');
  }, 60_000);

  it('refuses too many files right after parsing', async () => {
    const adds = Array.from({ length: 5_000 }, (_, i) => `*** Add File: f${i}\n+x`).join('\n');
    const e = await refusal({}, `*** Begin Patch\n${adds}\n*** End Patch\n`);
    expect(e.details.limit).toBe('maxFiles');
  });

  it('stops reading a patch stream one byte past the limit', async () => {
    const stream = new PassThrough();
    const reading = readPatch(stream, 1024);
    for (let i = 0; i < 10; i++) stream.write(Buffer.alloc(512, 0x61));
    stream.end();
    await expect(reading).rejects.toMatchObject({ code: 'BudgetExceeded' });
    await expect(readPatch('/dev/zero', 1 << 20)).rejects.toMatchObject({ code: 'BudgetExceeded' });
  });
});

describe('messages quote attacker text safely', () => {
  it('shows no terminal escape sequences and no megabytes of input', async () => {
    const e = await refusal({}, 'diff --git a/a.txt b/a.txt\n\u001b]0;owned\u0007\u001b[2J\n');
    expect(e.code).toBe('MalformedPatch');
    expect([...e.message].some((c) => c.charCodeAt(0) < 0x20)).toBe(false);
    const huge = await refusal(
      {},
      `*** Begin Patch\n*** Update File: ${'A'.repeat(5_000_000)}\n*** End Patch\n`,
    );
    expect(huge.message.length).toBeLessThan(2_000);
    expect((huge.location.path ?? '').length).toBeLessThan(2_000);
  });
});

describe('Codex semantics', () => {
  it('treats an indented marker-like line inside a chunk as context', async () => {
    const files = { 'a.txt': 'x\n*** Delete File: b.txt\n', 'b.txt': 'keep\n' };
    const p = await proposeText(
      files,
      '*** Begin Patch\n*** Update File: a.txt\n@@\n-x\n+X\n *** Delete File: b.txt\n*** End Patch\n',
    );
    expect(p.files).toEqual([{ path: 'a.txt', op: 'update' }]);
  });

  it('refuses an anchored chunk that only adds lines (Codex would append it at the end of the file)', async () => {
    const patch =
      '*** Begin Patch\n*** Update File: m.py\n@@ def f():\n+    # added\n*** End Patch\n';
    expect(await outcome({ 'm.py': 'def f():\n    return 1\n' }, patch)).toBe('AmbiguousHunk');
  });
});

describe('Git diff edge cases', () => {
  it('refuses a zero-context insertion in the middle of a file, and accepts one at the end', async () => {
    const files = { 'n.txt': '1\n2\n3\n4\n5\n' };
    expect(await outcome(files, gitUpdate('n.txt', '@@ -2,0 +3 @@\n+inserted\n'))).toBe(
      'AmbiguousHunk',
    );
    const p = await proposeText(files, gitUpdate('n.txt', '@@ -5,0 +6 @@\n+six\n'));
    expect(p.changes[0]?.after?.text).toBe('1\n2\n3\n4\n5\nsix\n');
  });

  it('refuses a file smuggled after the format-patch signature', async () => {
    const files = { 'a.txt': 'a\n', 'b.txt': 'b\n' };
    const patch = `${gitUpdate('a.txt', '@@ -1 +1 @@\n-a\n+A\n')}-- \n2.39.5\n\n${gitUpdate('b.txt', '@@ -1 +1 @@\n-b\n+B\n')}`;
    expect(await outcome(files, patch)).toBe('MalformedPatch');
  });

  it('refuses an envelope hidden behind a blank line or a BOM', async () => {
    const body =
      'MCP-PATCH-V1\n{"direction":"down","baseWorkspaceId":"ws1_' +
      '0'.repeat(64) +
      '","patchHash":"' +
      '0'.repeat(64) +
      '"}\n---BEGIN-GIT-DIFF---\n' +
      gitUpdate('a.txt', '@@ -1 +1 @@\n-a\n+A\n');
    expect(await outcome({ 'a.txt': 'a\n' }, `\n${body}`)).toBe('InvalidEnvelope');
    expect(await outcome({ 'a.txt': 'a\n' }, `\uFEFF${body}`)).toBe('InvalidEnvelope');
  });

  it('reads a quoted name with a raw emoji as the emoji', async () => {
    const patch =
      'diff --git "a/x\\"\u{1F600}.txt" "b/x\\"\u{1F600}.txt"\nnew file mode 100644\n--- /dev/null\n+++ "b/x\\"\u{1F600}.txt"\n@@ -0,0 +1 @@\n+hi\n';
    const p = await proposeText({}, patch);
    expect(p.files).toEqual([{ path: 'x"\u{1F600}.txt', op: 'add' }]);
  });

  it('refuses rename headers that disagree with the ---/+++ names', async () => {
    const patch =
      'diff --git a/x y b/z w\nsimilarity index 90%\nrename from p q.txt\nrename to r s.txt\n--- a/z.txt\n+++ b/w.txt\n@@ -1 +1 @@\n-a\n+b\n';
    expect(await outcome({ 'p q.txt': 'a\n' }, patch)).toBe('MalformedPatch');
  });

  it('refuses contradictory mode headers', async () => {
    expect(
      await outcome(
        {},
        'diff --git a/f b/f\nnew file mode 100644\nnew mode 120000\n--- /dev/null\n+++ b/f\n@@ -0,0 +1 @@\n+x\n',
      ),
    ).toBe('MalformedPatch');
  });

  it('refuses line and paragraph separators in paths', async () => {
    expect(
      await outcome({}, '*** Begin Patch\n*** Add File: a\u2028b.txt\n+x\n*** End Patch\n'),
    ).toBe('UnsafePath');
  });
});
