// The error experience a newcomer meets (issue 6): each main refusal or failure the CLI
// prints names its stable code, where it happened when there is a where, and what to do
// next (the clause after the problem in every PatchProof message). Read as a person reads it: the
// human output on stderr, not --json.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/main/cli.js';
import { repoRoot } from '../support/shared.js';

const repo = join(repoRoot, 'test', 'fixtures', 'python-calc', 'repo');
const dir = mkdtempSync(join(tmpdir(), 'pp-errors-'));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

async function run(argv: string[]): Promise<{ code: number; err: string }> {
  let err = '';
  const code = await main(argv, { out: () => undefined, err: (t) => void (err += `${t}\n`) });
  return { code, err };
}

const codex = (body: string): string => `*** Begin Patch\n${body}*** End Patch\n`;

describe('what the CLI says when it refuses', () => {
  it.each([
    [
      'a patch adding a conftest.py',
      [
        'propose',
        '--repo',
        repo,
        '--patch',
        file('conftest.patch', codex('*** Add File: conftest.py\n+import pytest\n')),
      ],
      'ProtectedPath',
      'conftest.py',
    ],
    [
      'a patch writing outside the repository',
      [
        'propose',
        '--repo',
        repo,
        '--patch',
        file('escape.patch', codex('*** Add File: ../outside.py\n+x = 1\n')),
      ],
      'UnsafePath',
      '../outside.py',
    ],
    [
      'a hunk that matches nowhere',
      [
        'propose',
        '--repo',
        repo,
        '--patch',
        file(
          'stale.patch',
          codex('*** Update File: calc.py\n@@\n-def nothing_here():\n+def x():\n'),
        ),
      ],
      'ContextMismatch',
      'calc.py',
    ],
    [
      'a file that does not exist',
      [
        'propose',
        '--repo',
        repo,
        '--patch',
        file('missing.patch', codex('*** Update File: nope.py\n@@\n-a\n+b\n')),
      ],
      'FileMissing',
      'nope.py',
    ],
    [
      'a patch that is not a patch',
      ['propose', '--repo', repo, '--patch', file('prose.patch', 'please fix the add function\n')],
      'MalformedPatch',
      undefined,
    ],
    [
      'a run spec that cannot be read',
      [
        'validate',
        '--repo',
        repo,
        '--patch',
        file(
          'fix.patch',
          codex(
            '*** Update File: calc.py\n@@\n def add(a, b):\n-    return a - b\n+    return a + b\n',
          ),
        ),
        '--spec',
        join(dir, 'absent.json'),
      ],
      'InvalidRunSpec',
      undefined,
    ],
    ['a folder that does not exist', ['snapshot', join(dir, 'absent')], 'NotADirectory', undefined],
    [
      'a receipt that is not in the store',
      ['receipt', 'show', `sha256:${'0'.repeat(64)}`, '--store', dir],
      'ReceiptNotFound',
      undefined,
    ],
  ])('%s: exit 2, the code, where, and a next step', async (_name, argv, code, path) => {
    const result = await run(argv);
    expect(result.code).toBe(2);
    const first = result.err.split('\n')[0] ?? '';
    // "<what failed>: <Code>: <what was wrong>; <what to do>" (or ". <what to do>")
    expect(first).toMatch(new RegExp(`^[a-z ]+: ${code}: `));
    expect(first, 'a next step after the problem').toMatch(/[;.] [A-Za-z]/);
    if (path !== undefined) expect(result.err).toContain(path);
  });

  it('the same command with a good patch is accepted and prints no error (control)', async () => {
    const result = await run([
      'propose',
      '--repo',
      repo,
      '--patch',
      join(repoRoot, 'test', 'fixtures', 'python-calc', 'patches', 'fix.patch'),
    ]);
    expect(result.code).toBe(0);
    expect(result.err).toBe('');
  });

  it('an unknown command says how to get help', async () => {
    const result = await run(['valdiate']);
    expect(result.code).toBe(2);
    expect(result.err).toContain('patchproof help');
  });
});
