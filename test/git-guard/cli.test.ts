// `patchproof git …` in-process: output shapes, exit codes, the workspace root's sources.
import { afterAll, describe, expect, it } from 'vitest';
import { gitCommand } from '../../src/cli/commands/git.js';
import type { Io } from '../../src/cli/output.js';
import { bareRemote } from '../support/git-remote.js';
import { type Workspace, workspace } from './fixture.js';

interface Run {
  code: number;
  out: string;
  err: string;
}

async function cli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  let out = '';
  let err = '';
  const io: Io = { out: (t) => void (out += `${t}\n`), err: (t) => void (err += `${t}\n`) };
  const code = await gitCommand(args, io, env);
  return { code, out, err };
}

const cleanups: Array<() => void> = [];
afterAll(() => cleanups.forEach((c) => c()));
function ws(): Workspace {
  const w = workspace();
  cleanups.push(w.remove);
  return w;
}

describe('patchproof git', () => {
  it('status, add, commit and push land for real, in text and in JSON', async () => {
    const w = ws();
    const remote = bareRemote();
    cleanups.push(remote.remove);
    w.git('remote', 'add', 'origin', remote.dir);
    w.write('src/app.ts', 'export const x = 2;\n');
    const at = ['--repo', w.repo, '--workspace-root', w.root];

    const status = await cli(['status', ...at]);
    expect(status).toEqual({ code: 0, out: '## main\n M src/app.ts\n', err: '' });

    const diff = await cli(['diff', ...at, '--json', '--', 'src/app.ts']);
    expect(JSON.parse(diff.out)).toMatchObject({
      ok: true,
      truncated: false,
      text: expect.stringContaining('+export const x = 2;'),
    });

    expect(await cli(['add', ...at, 'src/app.ts'])).toEqual({
      code: 0,
      out: 'added src/app.ts\n',
      err: '',
    });

    const commit = await cli(['commit', ...at, '-m', 'Fix x', '--json']);
    expect(commit.code).toBe(0);
    const sha = w.git('rev-parse', 'HEAD').trim();
    expect(JSON.parse(commit.out)).toEqual({ ok: true, commit: sha });

    const push = await cli(['push', ...at]);
    expect(push.code).toBe(0);
    expect(push.out).toMatch(/^pushed main to origin\n/);
    expect(remote.ref('refs/heads/main')).toBe(sha);
  });

  it('takes the workspace root from PATCHPROOF_WORKSPACE_ROOT; neither flag nor variable is WorkspaceRootMissing', async () => {
    const w = ws();
    expect(
      (await cli(['status', '--repo', w.repo], { PATCHPROOF_WORKSPACE_ROOT: w.root })).code,
    ).toBe(0);
    const missing = await cli(['status', '--repo', w.repo, '--json']);
    expect(missing.code).toBe(2);
    expect(JSON.parse(missing.out)).toMatchObject({
      ok: false,
      error: { code: 'WorkspaceRootMissing', message: expect.any(String) },
    });
    expect(missing.err).toMatch(/^refused: WorkspaceRootMissing: /);
    // The flag wins over the variable.
    const outside = await cli(['status', '--repo', w.repo, '--workspace-root', w.outside], {
      PATCHPROOF_WORKSPACE_ROOT: w.root,
    });
    expect(outside.err).toMatch(/^refused: OutsideWorkspaceRoot: /);
  });

  it('exits 2 with the code for each kind of refusal', async () => {
    const w = ws();
    const at = ['--repo', w.repo, '--workspace-root', w.root, '--json'];
    const codeOf = async ([sub = '', ...rest]: string[]) => {
      const run = await cli([sub, ...at, ...rest]);
      expect(run.code).toBe(2);
      return JSON.parse(run.out).error.code as string;
    };
    expect(await codeOf(['add', '.'])).toBe('PathNotAllowed');
    expect(await codeOf(['add'])).toBe('PathNotAllowed');
    expect(await codeOf(['add', 'src'])).toBe('PathNotAllowed');
    expect(await codeOf(['commit', '-m', ' '])).toBe('InvalidCommitMessage');
    expect(await codeOf(['commit', '-m', 'x', 'src/app.ts'])).toBe('InvalidCommitMessage');
    expect(await codeOf(['commit', '-m', 'nothing staged'])).toBe('GitRefused');
    expect(await codeOf(['push'])).toBe('RemoteNotFound');
    expect(await codeOf(['push', '--remote', 'nope'])).toBe('RemoteNotFound');
    expect(await codeOf(['diff', '--', '../x'])).toBe('PathNotAllowed');
  });

  it('reports bad command lines as UsageError, as JSON when asked', async () => {
    const w = ws();
    for (const args of [
      [],
      ['rebase'],
      ['status', '--force'],
      ['commit'],
      ['push', 'origin', 'main'],
    ]) {
      const run = await cli([...args, '--repo', w.repo, '--workspace-root', w.root, '--json']);
      expect(run.code).toBe(2);
      expect(JSON.parse(run.out)).toMatchObject({ ok: false, error: { code: 'UsageError' } });
    }
  });

  it('shows repository text safely: control characters in a file name never reach the terminal raw', async () => {
    const w = ws();
    w.write('evil\u001b]0;owned\u0007.txt', 'x\n');
    w.write('rtl\u202etxt.exe', 'x\n');
    const run = await cli([
      'add',
      '--repo',
      w.repo,
      '--workspace-root',
      w.root,
      'evil\u001b]0;owned\u0007.txt',
      'rtl\u202etxt.exe',
    ]);
    expect(run.code).toBe(0);
    // eslint-disable-next-line no-control-regex -- the control characters are what must be absent.
    expect(run.out).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u202e]/);
    expect(run.out.split('\n').filter(Boolean)).toHaveLength(2);
  });
});
