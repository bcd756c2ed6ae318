// Rule 1: the repository and its git folders resolve inside the workspace root.
import { cpSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openGuardedGit } from '../../src/adapters/git-guard/index.js';
import { plainGit, workspaces } from './fixture.js';

const ws = workspaces();

async function codeOf(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'resolved',
    (error: { code?: string }) => error.code ?? 'no code',
  );
}

describe('openGuardedGit: the workspace root', () => {
  it('opens a repository inside the root, from its top or a subfolder, with real paths', async () => {
    const w = ws();
    const git = await openGuardedGit({ repo: join(w.repo, 'src'), workspaceRoot: w.root });
    expect(git.top).toBe(w.repo);
    expect(git.gitDir).toBe(join(w.repo, '.git'));
  });

  it('refuses a missing or empty workspace root, or one that does not exist: WorkspaceRootMissing', async () => {
    const w = ws();
    expect(await codeOf(openGuardedGit({ repo: w.repo, workspaceRoot: undefined }))).toBe(
      'WorkspaceRootMissing',
    );
    expect(await codeOf(openGuardedGit({ repo: w.repo, workspaceRoot: '  ' }))).toBe(
      'WorkspaceRootMissing',
    );
    expect(
      await codeOf(openGuardedGit({ repo: w.repo, workspaceRoot: join(w.root, 'nope') })),
    ).toBe('WorkspaceRootMissing');
  });

  it('refuses a repository outside the root: OutsideWorkspaceRoot', async () => {
    const w = ws();
    const other = join(w.outside, 'other');
    mkdirSync(other);
    plainGit(other, 'init', '-q');
    expect(await codeOf(openGuardedGit({ repo: other, workspaceRoot: w.root }))).toBe(
      'OutsideWorkspaceRoot',
    );
    // The same repository is fine once the root contains it: the refusal was about the root.
    await expect(openGuardedGit({ repo: other, workspaceRoot: w.outside })).resolves.toBeDefined();
  });

  it('refuses a symlinked folder inside the root that points to a repository outside it', async () => {
    const w = ws();
    const other = join(w.outside, 'other');
    mkdirSync(other);
    plainGit(other, 'init', '-q');
    symlinkSync(other, join(w.root, 'link'));
    expect(
      await codeOf(openGuardedGit({ repo: join(w.root, 'link'), workspaceRoot: w.root })),
    ).toBe('OutsideWorkspaceRoot');
  });

  it('refuses a .git file (gitdir: …) that points to a git directory outside the root', async () => {
    const w = ws();
    const other = join(w.outside, 'other');
    mkdirSync(other);
    plainGit(other, 'init', '-q');
    const tree = join(w.root, 'tree');
    mkdirSync(tree);
    writeFileSync(join(tree, '.git'), `gitdir: ${join(other, '.git')}\n`);
    // Plain git follows the file: the folder really is a work tree of the outside repository.
    expect(plainGit(tree, 'rev-parse', '--absolute-git-dir').trim()).toBe(join(other, '.git'));
    expect(await codeOf(openGuardedGit({ repo: tree, workspaceRoot: w.root }))).toBe(
      'OutsideWorkspaceRoot',
    );
  });

  it('refuses a git directory inside the root whose common directory (objects, refs) is outside it', async () => {
    const w = ws();
    const other = join(w.outside, 'other');
    mkdirSync(other);
    plainGit(other, 'init', '-q', '--initial-branch=main');
    plainGit(other, 'commit', '-q', '--allow-empty', '-m', 'base');
    plainGit(other, 'worktree', 'add', '-q', join(w.root, 'wt'));
    expect(await codeOf(openGuardedGit({ repo: join(w.root, 'wt'), workspaceRoot: w.root }))).toBe(
      'OutsideWorkspaceRoot',
    );
    // Move the worktree's own git directory into the root: only its commondir still leads out.
    const admin = join(w.root, 'admin');
    cpSync(join(other, '.git', 'worktrees', 'wt'), admin, { recursive: true });
    writeFileSync(join(admin, 'commondir'), `${join(other, '.git')}\n`);
    writeFileSync(join(w.root, 'wt', '.git'), `gitdir: ${admin}\n`);
    expect(plainGit(join(w.root, 'wt'), 'rev-parse', '--absolute-git-dir').trim()).toBe(admin);
    const refusal = await openGuardedGit({ repo: join(w.root, 'wt'), workspaceRoot: w.root }).catch(
      (e: { code: string; details: unknown }) => e,
    );
    expect(refusal).toMatchObject({
      code: 'OutsideWorkspaceRoot',
      details: { resolved: join(other, '.git') },
    });
  });

  it('refuses a folder that is not a git work tree, or does not exist: NotAGitRepository', async () => {
    const w = ws();
    mkdirSync(join(w.root, 'plain'));
    expect(
      await codeOf(openGuardedGit({ repo: join(w.root, 'plain'), workspaceRoot: w.root })),
    ).toBe('NotAGitRepository');
    expect(
      await codeOf(openGuardedGit({ repo: join(w.root, 'missing'), workspaceRoot: w.root })),
    ).toBe('NotAGitRepository');
    expect(
      await codeOf(openGuardedGit({ repo: join(w.repo, '.git'), workspaceRoot: w.root })),
    ).toBe('NotAGitRepository');
  });

  it('does not climb above the root: a root inside a bigger repository is not that repository', async () => {
    const w = ws();
    // The root is the repository's src/ folder; its top is above the root.
    expect(
      await codeOf(
        openGuardedGit({ repo: join(w.repo, 'src'), workspaceRoot: join(w.repo, 'src') }),
      ),
    ).toBe('NotAGitRepository');
  });
});
