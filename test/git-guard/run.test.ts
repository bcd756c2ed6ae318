// Rule 7 and the reading commands: argv only, bounded output, git's failures as GitRefused
// with git's words quoted; status and diff as documented.
import { existsSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openGuardedGit } from '../../src/adapters/git-guard/index.js';
import { firstErrorLine } from '../../src/adapters/git-guard/guarded-run.js';
import { workspaces } from './fixture.js';

const ws = workspaces();

describe('guarded status and diff', () => {
  it('status is porcelain v1 with the branch line and every untracked file listed', async () => {
    const w = ws();
    w.write('src/app.ts', 'export const x = 2;\n');
    w.write('new/deep/file.txt', 'new\n');
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    expect(await git.status()).toEqual({
      text: '## main\n M src/app.ts\n?? new/deep/file.txt\n',
      truncated: false,
    });
  });

  it('diff shows unstaged changes, --staged shows staged ones, paths narrow it', async () => {
    const w = ws();
    w.write('src/app.ts', 'export const x = 2;\n');
    w.write('README.md', '# changed\n');
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    await git.add(['README.md']);
    const unstaged = (await git.diff()).text;
    expect(unstaged).toMatch(/^\+export const x = 2;$/m);
    expect(unstaged).not.toMatch(/README/);
    expect((await git.diff({ staged: true })).text).toMatch(/^\+# changed$/m);
    expect((await git.diff({ paths: ['README.md'] })).text).toBe('');
    expect((await git.diff({ paths: ['src'] })).text).toMatch(/src\/app\.ts/);
    // Literal pathspecs: a glob names a file called "src/*.ts", and there is none.
    expect((await git.diff({ paths: ['src/*.ts'] })).text).toBe('');
    await expect(git.diff({ paths: ['../x'] })).rejects.toMatchObject({ code: 'PathNotAllowed' });
    await expect(git.diff({ paths: [':(exclude)README.md'] })).rejects.toMatchObject({
      code: 'PathNotAllowed',
    });
  });

  it('cuts output at the limit and says so', async () => {
    const w = ws();
    w.write('src/app.ts', `${'long line of changes\n'.repeat(5000)}`);
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root, maxOutputBytes: 1000 });
    const diff = await git.diff();
    expect(diff.truncated).toBe(true);
    expect(Buffer.byteLength(diff.text)).toBeLessThanOrEqual(1000);
    expect(diff.text.startsWith('diff --git a/src/app.ts b/src/app.ts\n')).toBe(true);
    const status = await git.status();
    expect(status).toEqual({ text: '## main\n M src/app.ts\n', truncated: false });
  });
});

describe('git failures', () => {
  it('are GitRefused, with git’s words quoted so they cannot reorder a terminal line', async () => {
    const w = ws();
    // Git replaces control characters in its messages, but not a right-to-left override.
    const name = 'a\u202eb.txt';
    w.write(`real/${name}`, 'x\n');
    symlinkSync('real', join(w.repo, 'link'));
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    const refusal = await git.add([`link/${name}`]).then(
      () => new Error('added'),
      (e: Error) => e,
    );
    expect(refusal).toMatchObject({ code: 'GitRefused', details: { command: 'add' } });
    expect(refusal.message).toContain('link/a\ufffdb.txt');
    expect(refusal.message).not.toContain('\u202e');
  });

  it('pass shell metacharacters to git as plain names (no shell anywhere)', async () => {
    const w = ws();
    const name = '$(touch pwned); `touch pwned2` | x';
    w.write(name, 'x\n');
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    await git.add([name]);
    expect(w.git('diff', '--cached', '--name-only', '-z')).toBe(`${name}\0`);
    expect(existsSync(join(w.repo, 'pwned')) || existsSync(join(w.repo, 'pwned2'))).toBe(false);
  });

  it('firstErrorLine prefers fatal/error lines, then stderr, then stdout’s verdict', () => {
    const run = (stderr: string, stdout = '') => ({
      status: 1,
      stdout: Buffer.from(stdout),
      truncated: false,
      stderr,
    });
    expect(
      firstErrorLine(
        run(
          "To /r\n ! [rejected] main -> main (fetch first)\nerror: failed to push some refs to '/r'\n",
        ),
      ),
    ).toBe("error: failed to push some refs to '/r'");
    expect(firstErrorLine(run('warning: x\n'))).toBe('warning: x');
    expect(
      firstErrorLine(run('', 'On branch main\n\nnothing to commit, working tree clean\n')),
    ).toBe('nothing to commit, working tree clean');
    expect(firstErrorLine(run(''))).toBe('exit status 1');
  });
});
