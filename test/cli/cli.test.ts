// The CLI as PROTOCOL 7 specifies it: output shapes and exit codes, run in-process, plus
// one run of the real bin (the compiled CLI) so the installed command is covered too.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/main/cli.js';
import type { Io } from '../../src/cli/output.js';
import { repoRoot } from '../support/shared.js';
import { type TempRepo, tempGitRepo } from '../support/git-repo.js';

interface Run {
  code: number;
  out: string;
  err: string;
}

async function cli(...argv: string[]): Promise<Run> {
  let out = '';
  let err = '';
  const io: Io = { out: (t) => void (out += `${t}\n`), err: (t) => void (err += `${t}\n`) };
  const code = await main(argv, io);
  return { code, out, err };
}

const repos: TempRepo[] = [];
afterAll(() => repos.forEach((r) => r.remove()));

function repo(): TempRepo {
  const r = tempGitRepo({
    'calc.py': 'def add(a, b):\n    return a - b\n',
    'tests/test_calc.py': 'from calc import add\n',
  });
  repos.push(r);
  return r;
}

const fix =
  '*** Begin Patch\n*** Update File: calc.py\n@@\n-    return a - b\n+    return a + b\n*** End Patch\n';

describe('patchproof snapshot', () => {
  it('prints the ws1 ID, and with --git-tree a SHA-1 twin equal to git write-tree', async () => {
    const r = repo();
    r.write('untracked.txt', 'new\n');
    const run = await cli('snapshot', r.dir, '--git-tree');
    expect(run.code).toBe(0);
    const [id, twin] = run.out.trim().split('\n');
    expect(id).toMatch(/^ws1_[0-9a-f]{64}$/);
    r.git('add', '-A');
    expect(twin).toBe(`git-tree ${r.git('write-tree').trim()}`);
  });

  it('prints one JSON object with --json', async () => {
    const r = repo();
    const run = await cli('snapshot', r.dir, '--json');
    expect(JSON.parse(run.out)).toMatchObject({
      snapshot: expect.stringMatching(/^ws1_/),
      files: 2,
    });
  });

  it('exits 2 with a code for a folder that does not exist, and for bad usage', async () => {
    const missing = await cli('snapshot', join(repoRoot, 'no-such-dir'), '--json');
    expect(missing.code).toBe(2);
    expect(JSON.parse(missing.out).error.code).toBe('NotADirectory');
    expect(missing.err).toMatch(/NotADirectory/);
    const usage = await cli('snapshot', '--bogus');
    expect(usage.code).toBe(2);
    expect(usage.err).toMatch(/UsageError/);
  });
});

describe('patchproof propose', () => {
  it('accepts a fix: exit 0, JSON with proposal, base, result, diff and files', async () => {
    const r = repo();
    const patch = join(r.dir, '..', `${r.dir.split('/').pop()}-fix.patch`);
    writeFileSync(patch, fix);
    const before = await cli('snapshot', r.dir);
    const run = await cli('propose', '--repo', r.dir, '--patch', patch, '--json');
    expect(run.code).toBe(0);
    const json = JSON.parse(run.out);
    expect(json).toMatchObject({
      accepted: true,
      proposal: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
      base: before.out.trim(),
      result: expect.stringMatching(/^ws1_/),
      diff: expect.stringMatching(/^sha256:/),
      files: [{ path: 'calc.py', op: 'update' }],
    });
    expect(readFileSync(join(r.dir, 'calc.py'), 'utf8')).toContain('a - b'); // never written
    expect((await cli('snapshot', r.dir)).out).toBe(before.out);
  });

  it('refuses a cheat: exit 2, the code on stderr and in JSON, the path named', async () => {
    const r = repo();
    const patch = join(r.dir, '..', `${r.dir.split('/').pop()}-cheat.patch`);
    writeFileSync(
      patch,
      '*** Begin Patch\n*** Add File: tests/conftest.py\n+collect_ignore = ["test_calc.py"]\n*** End Patch\n',
    );
    const run = await cli('propose', '--repo', r.dir, '--patch', patch, '--json');
    expect(run.code).toBe(2);
    expect(JSON.parse(run.out)).toMatchObject({
      accepted: false,
      error: { code: 'ProtectedPath', path: 'tests/conftest.py' },
    });
    expect(run.err).toMatch(/^refused: ProtectedPath: /);
  });

  it('says what is missing when a flag is absent or the patch file cannot be read', async () => {
    const r = repo();
    expect((await cli('propose', '--repo', r.dir)).err).toMatch(/UsageError.*--patch/);
    const unreadable = await cli(
      'propose',
      '--repo',
      r.dir,
      '--patch',
      join(r.dir, 'nope.patch'),
      '--json',
    );
    expect(unreadable.code).toBe(2);
    expect(JSON.parse(unreadable.out).error.code).toBe('UsageError');
  });
});

describe('the installed bin', () => {
  it('runs the compiled CLI: propose from standard input', () => {
    const r = repo();
    const bin = join(repoRoot, 'bin', 'patchproof.js');
    const run = spawnSync(
      process.execPath,
      [bin, 'propose', '--repo', r.dir, '--patch', '-', '--json'],
      { input: fix, encoding: 'utf8' },
    );
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).accepted).toBe(true);
    expect(execFileSync(process.execPath, [bin, 'version'], { encoding: 'utf8' }).trim()).toMatch(
      /^\d+\.\d+\.\d+/,
    );
  });
});

describe('patchproof runners', () => {
  it('says how to use it when the verb or the kind is wrong', async () => {
    expect(await cli('runners', 'destroy')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/UsageError.*runners build/),
    });
    expect(await cli('runners', 'build', 'ruby')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/UsageError.*node, python or go/),
    });
  });
});
