// Rule 3: commit takes a readable message, commits only what is staged, never -a.
import { describe, expect, it } from 'vitest';
import { openGuardedGit } from '../../src/adapters/git-guard/index.js';
import {
  checkCommitMessage,
  refuseCommitPaths,
} from '../../src/adapters/git-guard/commit-message.js';
import { workspaces } from './fixture.js';

const ws = workspaces();

describe('guarded commit', () => {
  it('commits exactly what is staged, with the message verbatim, and returns the commit', async () => {
    const w = ws();
    w.write('src/app.ts', 'export const x = 2;\n');
    w.write('README.md', 'modified but not staged\n');
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    await git.add(['src/app.ts']);
    const message = 'Fix x\n\n# not a comment: kept\n- detail, 🐛';
    const { commit } = await git.commit(message);
    expect(commit).toBe(w.git('rev-parse', 'HEAD').trim());
    expect(w.git('log', '-1', '--format=%B').trimEnd()).toBe(message);
    expect(w.git('show', '--name-only', '--format=', 'HEAD').trim()).toBe('src/app.ts');
    // Never -a: the unstaged change is still only in the work tree.
    expect(w.git('status', '--porcelain').trim()).toBe('M README.md');
  });

  it('accepts a message of exactly 4,000 code points (emoji count once)', async () => {
    const w = ws();
    w.write('a.txt', 'a\n');
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    await git.add(['a.txt']);
    await expect(git.commit('🐛'.repeat(4000))).resolves.toHaveProperty('commit');
  });

  it.each([
    ['empty', ''],
    ['only whitespace', ' \n\t\n'],
    ['a NUL character', 'fix\0evil'],
    ['4,001 code points', 'x'.repeat(4001)],
    ['4,001 emoji (8,002 UTF-16 units)', '🐛'.repeat(4001)],
    ['a lone surrogate', 'fix \ud800'],
  ])('refuses a message that is %s: InvalidCommitMessage', async (_what, message) => {
    const w = ws();
    w.write('a.txt', 'a\n');
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    await git.add(['a.txt']);
    const before = w.git('rev-parse', 'HEAD');
    await expect(git.commit(message)).rejects.toMatchObject({ code: 'InvalidCommitMessage' });
    expect(w.git('rev-parse', 'HEAD')).toBe(before);
  });

  it('refuses a message that is not a string, and paths: InvalidCommitMessage', () => {
    expect(() => checkCommitMessage(undefined)).toThrow(
      expect.objectContaining({ code: 'InvalidCommitMessage' }),
    );
    expect(() => refuseCommitPaths(['src/app.ts'])).toThrow(
      expect.objectContaining({ code: 'InvalidCommitMessage' }),
    );
    expect(() => refuseCommitPaths([])).not.toThrow();
  });

  it('reports nothing staged as GitRefused with git’s own reason, and commits nothing', async () => {
    const w = ws();
    w.write('README.md', 'changed, not staged\n');
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    const before = w.git('rev-parse', 'HEAD');
    const refusal = await git.commit('nothing to see').catch((e: Error & { code: string }) => e);
    expect(refusal).toMatchObject({
      code: 'GitRefused',
      details: { command: 'commit', exitStatus: 1 },
    });
    expect(w.git('rev-parse', 'HEAD')).toBe(before);
  });
});
