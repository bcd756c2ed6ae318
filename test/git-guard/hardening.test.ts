// Rule 5: the repository cannot make guarded git run a program: hooks, signing, external
// diff, textconv, filters, fsmonitor, receive-pack and ext:: transports are all off. Each
// test ends with a control, plain git on the same setup, which shows the program is live.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openGuardedGit } from '../../src/adapters/git-guard/index.js';
import { neutralizingOverrides } from '../../src/adapters/git-guard/repo-config.js';
import { bareRemote } from '../support/git-remote.js';
import { markerScript, type Workspace, workspace } from './fixture.js';

const cleanups: Array<() => void> = [];
afterAll(() => cleanups.forEach((c) => c()));

function setup(): {
  w: Workspace;
  marker: string;
  script: (name: string, copy?: boolean) => string;
} {
  const w = workspace({ 'notes.txt': 'one\n' });
  cleanups.push(w.remove);
  const marker = join(w.outside, 'ran');
  const script = (name: string, copy = true): string => {
    const path = join(w.outside, name);
    markerScript(path, marker, copy);
    return path;
  };
  return { w, marker, script };
}

const ran = (marker: string): string[] =>
  existsSync(marker) ? readFileSync(marker, 'utf8').trim().split('\n') : [];

describe('guarded git runs no program the repository names', () => {
  it('runs no pre-commit, commit-msg or post-commit hook from .git/hooks', async () => {
    const { w, marker } = setup();
    for (const hook of ['pre-commit', 'commit-msg', 'post-commit', 'prepare-commit-msg'])
      markerScript(join(w.repo, '.git', 'hooks', hook), marker);
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    w.write('notes.txt', 'two\n');
    await git.add(['notes.txt']);
    await git.commit('guarded');
    expect(ran(marker)).toEqual([]);
    w.git('commit', '-q', '--allow-empty', '-m', 'control');
    expect(ran(marker).length).toBeGreaterThan(0);
  });

  it('runs no hook from a core.hooksPath the repository config sets', async () => {
    const { w, marker } = setup();
    // post-commit too: --no-verify alone would skip pre-commit, so only hooksPath stops this one.
    for (const hook of ['pre-commit', 'post-commit'])
      markerScript(join(w.repo, 'myhooks', hook), marker);
    w.git('config', 'core.hooksPath', 'myhooks');
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    w.write('notes.txt', 'two\n');
    await git.add(['notes.txt']);
    await git.commit('guarded');
    expect(ran(marker)).toEqual([]);
    w.git('commit', '-q', '--allow-empty', '-m', 'control');
    expect(ran(marker)).toEqual(['myhooks/pre-commit', 'myhooks/post-commit']);
  });

  it('runs no pre-push hook and no configured receive-pack program', async () => {
    const { w, marker, script } = setup();
    const remote = bareRemote();
    cleanups.push(remote.remove);
    w.git('remote', 'add', 'origin', remote.dir);
    markerScript(join(w.repo, '.git', 'hooks', 'pre-push'), marker);
    w.git('config', 'remote.origin.receivepack', script('receive-pack'));
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    await git.push();
    expect(remote.ref('refs/heads/main')).toBe(w.git('rev-parse', 'HEAD').trim());
    expect(ran(marker)).toEqual([]);
    try {
      w.git('push', '-q', 'origin', 'main');
    } catch {
      // The marker script is no receive-pack, so the control push fails after running it.
    }
    expect(ran(marker)).toEqual([join(w.outside, 'receive-pack')]);
    // The hook runs once git talks to a real receive-pack.
    w.git('config', '--unset', 'remote.origin.receivepack');
    w.git('commit', '-q', '--allow-empty', '-m', 'control');
    w.git('push', '-q', 'origin', 'main');
    expect(ran(marker)).toEqual([join(w.outside, 'receive-pack'), '.git/hooks/pre-push']);
  });

  it('does not sign: commit.gpgSign=true with a gpg.program still commits, unsigned', async () => {
    const { w, marker, script } = setup();
    w.git('config', 'commit.gpgSign', 'true');
    w.git('config', 'gpg.program', script('gpg'));
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    w.write('notes.txt', 'two\n');
    await git.add(['notes.txt']);
    const { commit } = await git.commit('unsigned');
    expect(w.git('cat-file', 'commit', commit)).not.toMatch(/^gpgsig/m);
    expect(ran(marker)).toEqual([]);
    expect(() => w.git('commit', '-q', '--allow-empty', '-m', 'control')).toThrow();
    expect(ran(marker)).toEqual([join(w.outside, 'gpg')]);
  });

  it('runs no diff.external program', async () => {
    const { w, marker, script } = setup();
    w.git('config', 'diff.external', script('external-diff'));
    w.write('notes.txt', 'two\n');
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    const { text } = await git.diff();
    expect(text).toMatch(/^diff --git a\/notes.txt b\/notes.txt$/m);
    expect(text).toMatch(/^\+two$/m);
    expect(ran(marker)).toEqual([]);
    w.git('diff');
    expect(ran(marker)).toEqual([join(w.outside, 'external-diff')]);
  });

  it('runs no textconv or diff driver named in .gitattributes, staged or not', async () => {
    const { w, marker, script } = setup();
    w.write('.gitattributes', '*.txt diff=conv\n');
    w.git('config', 'diff.conv.textconv', script('textconv'));
    w.git('config', 'diff.conv.command', script('diff-command'));
    w.write('notes.txt', 'two\n');
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    expect((await git.diff()).text).toMatch(/^\+two$/m);
    await git.add(['notes.txt']);
    expect((await git.diff({ staged: true, paths: ['notes.txt'] })).text).toMatch(/^\+two$/m);
    expect(ran(marker)).toEqual([]);
    w.git('diff', '--cached');
    w.git('diff', '--cached', '--no-ext-diff');
    expect(ran(marker)).toEqual(
      expect.arrayContaining([join(w.outside, 'diff-command'), join(w.outside, 'textconv')]),
    );
  });

  it('runs no clean filter the repository config defines, on add, status or diff', async () => {
    const { w, marker, script } = setup();
    w.write('.gitattributes', '*.txt filter=evil\n');
    w.git('config', 'filter.evil.clean', script('clean'));
    w.git('config', 'filter.evil.required', 'true');
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    w.write('notes.txt', 'two\n');
    await git.status();
    await git.diff();
    await git.add(['notes.txt']);
    expect(w.git('show', ':notes.txt')).toBe('two\n');
    expect(ran(marker)).toEqual([]);
    w.write('notes.txt', 'three\n');
    w.git('add', 'notes.txt');
    expect(ran(marker)).toEqual([join(w.outside, 'clean')]);
  });

  it('runs no core.fsmonitor program', async () => {
    const { w, marker, script } = setup();
    w.git('config', 'core.fsmonitor', script('fsmonitor'));
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    await git.status();
    w.write('notes.txt', 'two\n');
    await git.add(['notes.txt']);
    expect(ran(marker)).toEqual([]);
    w.git('status');
    expect(ran(marker).length).toBeGreaterThan(0);
  });

  it('refuses an ext:: remote (it would run a command): GitRefused, nothing run', async () => {
    const { w, marker, script } = setup();
    w.git('remote', 'add', 'origin', `ext::${script('ext-transport', false)}`);
    const git = await openGuardedGit({ repo: w.repo, workspaceRoot: w.root });
    await expect(git.push()).rejects.toMatchObject({ code: 'GitRefused' });
    expect(ran(marker)).toEqual([]);
    try {
      w.git('-c', 'protocol.ext.allow=always', 'push', '-q', 'origin', 'main');
    } catch {
      // The script speaks no git protocol; what matters is that it ran.
    }
    expect(ran(marker)).toEqual([join(w.outside, 'ext-transport')]);
  });
});

describe('neutralizingOverrides', () => {
  it('switches off filters, credential helpers and sshCommand from repository config only', () => {
    const overrides = neutralizingOverrides([
      { scope: 'local', name: 'filter.Evil=x.clean' },
      { scope: 'worktree', name: 'credential.https://example.com.helper' },
      { scope: 'local', name: 'credential.helper' },
      { scope: 'local', name: 'core.sshcommand' },
      { scope: 'local', name: 'user.name' },
      { scope: 'global', name: 'filter.lfs.clean' },
      { scope: 'system', name: 'credential.helper' },
    ]);
    expect(Object.fromEntries(overrides)).toEqual({
      'filter.Evil=x.clean': '',
      'filter.Evil=x.smudge': '',
      'filter.Evil=x.process': '',
      'filter.Evil=x.required': 'false',
      'credential.https://example.com.helper': '',
      'credential.helper': '',
      'core.sshCommand': 'ssh',
    });
  });
});
