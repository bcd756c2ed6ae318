// ModeNotAllowed, BinaryFile, BudgetExceeded and SyntaxError: each refusal with a near-legal case.
import { describe, expect, it } from 'vitest';
import { codexAdd, gitAdd, outcome, proposeText, refusal } from '../support/intake.js';

const base = { 'run.sh': { content: 'echo hi\n', mode: '100755' as const }, 'a.txt': 'a\n' };

describe('ModeNotAllowed', () => {
  it.each([
    ['a new symlink', gitAdd('l', ['target'], '120000')],
    ['a new gitlink', gitAdd('sub', ['Subproject commit 0'], '160000')],
    ['a group-writable mode', gitAdd('g.txt', ['x'], '100664')],
    ['a change to symlink', 'diff --git a/a.txt b/a.txt\nold mode 100644\nnew mode 120000\n'],
  ])('refuses %s', async (_name, patch) => {
    expect(await outcome(base, patch)).toBe('ModeNotAllowed');
  });

  it('accepts an executable file and a mode flip', async () => {
    expect(await outcome(base, gitAdd('tool.sh', ['echo'], '100755'))).toBe('accepted');
    const p = await proposeText(
      base,
      'diff --git a/run.sh b/run.sh\nold mode 100755\nnew mode 100644\n',
    );
    expect(p.changes[0]?.after?.mode).toBe('100644');
  });
});

describe('BinaryFile', () => {
  it('refuses a GIT binary patch, naming the file', async () => {
    const patch =
      'diff --git a/b.bin b/b.bin\nnew file mode 100644\nindex 0000000..e69de29\nGIT binary patch\nliteral 3\nKcmZ?wcmV?^00000\n\nliteral 0\nHcmV?d00001\n\n';
    const e = await refusal(base, patch);
    expect(e.code).toBe('BinaryFile');
    expect(e.location.path).toBe('b.bin');
  });

  it('refuses "Binary files differ", NUL bytes and invalid UTF-8 in the patch', async () => {
    expect(
      await outcome(
        base,
        'diff --git a/b.bin b/b.bin\nindex 1..2 100644\nBinary files a/b.bin and b/b.bin differ\n',
      ),
    ).toBe('BinaryFile');
    expect(await outcome(base, codexAdd('x.txt', ['a\u0000b']))).toBe('BinaryFile');
    expect(
      await outcome(
        base,
        new Uint8Array([...new TextEncoder().encode(codexAdd('x.txt')), 0xff, 0xfe]),
      ),
    ).toBe('BinaryFile');
  });

  it('refuses patching a base file that is not text', async () => {
    const files = { ...base, 'img.dat': new Uint8Array([0x89, 0x50, 0x00, 0x0a]) };
    expect(await outcome(files, '*** Begin Patch\n*** Delete File: img.dat\n*** End Patch\n')).toBe(
      'BinaryFile',
    );
  });

  it('accepts UTF-8 text with emoji and CJK', async () => {
    expect(await outcome(base, codexAdd('i18n.txt', ['\u2705 \u4f60\u597d']))).toBe('accepted');
  });
});

describe('BudgetExceeded', () => {
  const many = (n: number): string =>
    [
      '*** Begin Patch',
      ...Array.from({ length: n }, (_, i) => `*** Add File: f${i}.txt\n+${i}`),
      '*** End Patch',
      '',
    ].join('\n');

  it('refuses 51 files and accepts 50', async () => {
    expect(await outcome(base, many(51))).toBe('BudgetExceeded');
    expect(await outcome(base, many(50))).toBe('accepted');
  });

  it('refuses a file over 512 KiB (a 5 MiB single line) and accepts one just under', async () => {
    const e = await refusal(base, codexAdd('big.txt', ['x'.repeat(5 * 1024 * 1024)]));
    expect(e.code).toBe('BudgetExceeded');
    expect(e.location.path).toBe('big.txt');
    expect(await outcome(base, codexAdd('big.txt', ['x'.repeat(512 * 1024 - 1)]))).toBe('accepted');
  });

  it('refuses more than 5 MiB of changed files in total', async () => {
    const line = 'y'.repeat(400 * 1024);
    const patch = [
      '*** Begin Patch',
      ...Array.from({ length: 14 }, (_, i) => `*** Add File: f${i}.txt\n+${line}`),
      '*** End Patch',
      '',
    ].join('\n');
    const e = await refusal(base, patch);
    expect(e.code).toBe('BudgetExceeded');
    expect(e.details.limit).toBe('maxTotalBytes');
  });

  it('refuses a patch text over the size limit before parsing it', async () => {
    const e = await refusal(base, codexAdd('x.txt'), { budgets: { maxPatchBytes: 10 } });
    expect(e.details.limit).toBe('maxPatchBytes');
  });
});

describe('SyntaxError', () => {
  it('refuses an edit that breaks a clean Python file, with file, line and column', async () => {
    const files = { 'm.py': 'def f(x):\n    return x + 1\n' };
    const e = await refusal(
      files,
      '*** Begin Patch\n*** Update File: m.py\n@@\n-    return x + 1\n+    return (x + 1\n*** End Patch\n',
    );
    expect(e.code).toBe('SyntaxError');
    expect(e.location.path).toBe('m.py');
    expect(e.location.line).toBeGreaterThanOrEqual(2);
    expect(e.location.column).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['src/a.ts', 'export const a: number = ;'],
    ['src/b.tsx', 'export const b = <div>;'],
    ['src/c.js', 'function (a {'],
    ['src/d.rs', 'fn main( {'],
    ['src/e.cs', 'class E { void M( }'],
    ['src/f.dart', 'void main( {'],
    ['src/g.mjs', 'export default {'],
  ])('refuses a new broken %s', async (path, line) => {
    expect(await outcome({}, codexAdd(path, [line]))).toBe('SyntaxError');
  });

  it('accepts an edit to a file that was already broken (not introduced by the patch)', async () => {
    const files = { 'm.py': 'def f(:\n    return 1\n' };
    expect(
      await outcome(
        files,
        '*** Begin Patch\n*** Update File: m.py\n@@\n-    return 1\n+    return 2\n*** End Patch\n',
      ),
    ).toBe('accepted');
  });

  it('accepts clean code and files it does not check', async () => {
    expect(await outcome({}, codexAdd('src/ok.ts', ['export const ok: number = 1;']))).toBe(
      'accepted',
    );
    expect(await outcome({}, codexAdd('notes.md', ['def f(: broken python in markdown']))).toBe(
      'accepted',
    );
  });
});

describe('SyntaxError fails closed on a parse that times out', () => {
  const timeoutChecker = (beforeKind: 'error' | 'timeout') => ({
    check: (_language: string, text: string) =>
      text.includes('BROKEN')
        ? [{ line: 1, column: 1, snippet: 'x', kind: 'error' as const }]
        : text.includes('SLOW')
          ? [{ line: 1, column: 1, snippet: 'parse timed out', kind: 'timeout' as const }]
          : beforeKind === 'error' && text.includes('OLD')
            ? [{ line: 1, column: 1, snippet: 'x', kind: 'error' as const }]
            : [],
  });

  it('refuses a patched file whose parse timed out, and does not let a timed-out base excuse new errors', async () => {
    const { assertNoNewSyntaxErrors } = await import('../../src/core/gates/syntax-gate.js');
    const refuse = (before: string | null, after: string, kind: 'error' | 'timeout' = 'error') => {
      try {
        assertNoNewSyntaxErrors([{ path: 'a.py', before, after }], timeoutChecker(kind));
        return 'accepted';
      } catch (e) {
        return (e as { code: string }).code;
      }
    };
    expect(refuse(null, 'SLOW')).toBe('SyntaxError');
    expect(refuse('SLOW', 'BROKEN')).toBe('SyntaxError');
    expect(refuse('OLD', 'BROKEN')).toBe('accepted');
    expect(refuse('SLOW', 'fine')).toBe('accepted');
  });
});
