// Rule 4: push sends one existing local branch to an existing remote, never forced.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openGuardedGit } from '../../src/adapters/git-guard/index.js';
import { branchNameProblem } from '../../src/adapters/git-guard/push-target.js';
import { type BareRemote, bareRemote } from '../support/git-remote.js';
import { plainGit, type Workspace, workspace } from './fixture.js';

const cleanups: Array<() => void> = [];
afterAll(() => cleanups.forEach((c) => c()));

/** A workspace whose repository has `origin`, a bare remote that already has main. */
function withRemote(): { w: Workspace; remote: BareRemote } {
  const w = workspace();
  const remote = bareRemote();
  cleanups.push(w.remove, remote.remove);
  w.git('remote', 'add', 'origin', remote.dir);
  w.git('push', '-q', 'origin', 'main');
  return { w, remote };
}

let sharedRemote: { w: Workspace; remote: BareRemote } | undefined;
/** One repository for the refusal cases that change nothing, to keep the suite fast. */
function shared(): { w: Workspace; remote: BareRemote } {
  if (sharedRemote === undefined) {
    sharedRemote = withRemote();
    // A local commit the remote lacks: any push that slipped through would change the remote.
    sharedRemote.w.git('commit', '-q', '--allow-empty', '-m', 'unpushed');
  }
  return sharedRemote;
}

async function commitFile(w: Workspace, path: string, content: string): Promise<string> {
  w.write(path, content);
  w.git('add', path);
  w.git('commit', '-qm', `change ${path}`);
  return w.git('rev-parse', 'HEAD').trim();
}

describe('guarded push', () => {
  it('pushes the current branch to the same branch on origin', async () => {
    const { w, remote } = withRemote();
    const head = await commitFile(w, 'a.txt', 'a\n');
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    const result = await git.push();
    expect(result).toMatchObject({ remote: 'origin', branch: 'main' });
    expect(remote.ref('refs/heads/main')).toBe(head);
  });

  it('pushes an explicit existing branch, and to a named remote', async () => {
    const { w, remote } = withRemote();
    const other = bareRemote();
    cleanups.push(other.remove);
    w.git('remote', 'add', 'mirror', other.dir);
    w.git('branch', 'feature');
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    await git.push({ branch: 'feature' });
    expect(remote.ref('refs/heads/feature')).toBe(w.git('rev-parse', 'feature').trim());
    await git.push({ remote: 'mirror' });
    expect(other.ref('refs/heads/main')).toBe(w.git('rev-parse', 'main').trim());
  });

  it('is never forced: a non-fast-forward push is GitRefused and the remote ref is unchanged', async () => {
    const { w, remote } = withRemote();
    // Someone else pushes first, from a clone of the remote.
    const clone = mkdtempSync(join(tmpdir(), 'pp-clone-'));
    cleanups.push(() => rmSync(clone, { recursive: true, force: true }));
    plainGit(clone, 'clone', '-q', remote.dir, '.');
    plainGit(clone, 'commit', '-q', '--allow-empty', '-m', 'theirs');
    plainGit(clone, 'push', '-q', 'origin', 'main');
    const theirs = remote.ref('refs/heads/main');
    await commitFile(w, 'ours.txt', 'ours\n');
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    await expect(git.push()).rejects.toMatchObject({
      code: 'GitRefused',
      details: { command: 'push' },
    });
    expect(remote.ref('refs/heads/main')).toBe(theirs);
    // Control: the same push with a forcing refspec would have overwritten it.
    w.git('push', '-q', 'origin', '+refs/heads/main:refs/heads/main');
    expect(remote.ref('refs/heads/main')).not.toBe(theirs);
  });

  it('refuses a remote that is not listed by git remote: RemoteNotFound', async () => {
    const { w, remote } = withRemote();
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    await expect(git.push({ remote: 'upstream' })).rejects.toMatchObject({
      code: 'RemoteNotFound',
    });
    // A URL or path is not a remote name, even one that works for plain git.
    await expect(git.push({ remote: remote.dir })).rejects.toMatchObject({
      code: 'RemoteNotFound',
    });
    w.git('remote', 'remove', 'origin');
    await expect(git.push()).rejects.toMatchObject({ code: 'RemoteNotFound' });
  });

  it.each([
    ['a missing branch', 'nope'],
    ['a refspec', 'main:refs/heads/evil'],
    ['a forcing refspec', '+main'],
    ['a glob', 'ma*'],
    ['an option', '--force'],
    ['a revision', 'main^'],
    ['a reflog expression', '@{-1}'],
    ['a full ref name', 'refs/heads/main'],
    ['HEAD', 'HEAD'],
    ['empty', ''],
    ['a space', 'ma in'],
  ])('refuses %s as the branch: BranchNotFound, and pushes nothing', async (_what, branch) => {
    const { w, remote } = shared();
    const before = remote.git('for-each-ref');
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    await expect(git.push({ branch })).rejects.toMatchObject({ code: 'BranchNotFound' });
    expect(remote.git('for-each-ref')).toBe(before);
  });

  it('refuses a detached HEAD without a branch: DetachedHead; with --branch it pushes', async () => {
    const { w, remote } = withRemote();
    await commitFile(w, 'b.txt', 'b\n');
    w.git('checkout', '-q', '--detach');
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    await expect(git.push()).rejects.toMatchObject({ code: 'DetachedHead' });
    await git.push({ branch: 'main' });
    expect(remote.ref('refs/heads/main')).toBe(w.git('rev-parse', 'main').trim());
  });
});

describe('branchNameProblem', () => {
  it('accepts ordinary branch names', () => {
    for (const name of ['main', 'feature/x-1', 'fix_2', 'release/v1.2'])
      expect(branchNameProblem(name)).toBeUndefined();
  });
});
