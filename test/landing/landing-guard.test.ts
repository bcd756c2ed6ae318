// Guarded git never stages, commits or pushes a half-landed tree: not while an apply's
// journal is still there (interrupted), not while the workspace is locked (a rollback that did
// not verify). Reading (status, diff) stays allowed.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalDir } from '../../src/adapters/landing/journal-store.js';
import { openWorkspaceState } from '../../src/adapters/landing/workspace-state.js';
import { main } from '../../src/main/cli.js';
import type { Io } from '../../src/cli/output.js';
import { workspace, type Workspace } from '../git-guard/fixture.js';

let ws: Workspace;
const home = mkdtempSync(join(tmpdir(), 'pp-landing-guard-'));
beforeAll(() => {
  process.env.XDG_DATA_HOME = home;
  ws = workspace();
  ws.write('README.md', '# changed\n');
});
afterAll(() => {
  ws.remove();
  rmSync(home, { recursive: true, force: true });
});

async function git(...argv: string[]): Promise<{ code: number; error?: string }> {
  let out = '';
  const io: Io = { out: (t) => void (out += t), err: () => undefined };
  const code = await main(
    ['git', ...argv, '--repo', ws.repo, '--workspace-root', ws.root, '--json'],
    io,
  );
  return { code, error: (JSON.parse(out) as { error?: { code: string } }).error?.code };
}

describe('patchproof git while an apply is unsettled', () => {
  it('a locked workspace: add, commit and push are WorkspaceLocked; status still works', async () => {
    const state = await openWorkspaceState(ws.repo);
    await state.writeLock({
      version: 1,
      since: '2026-12-01T00:00:00Z',
      reason: 'test',
      paths: ['README.md'],
      journal: '/kept',
    });
    try {
      expect(await git('add', 'README.md')).toEqual({ code: 2, error: 'WorkspaceLocked' });
      expect(await git('commit', '-m', 'x')).toEqual({ code: 2, error: 'WorkspaceLocked' });
      expect(await git('push')).toEqual({ code: 2, error: 'WorkspaceLocked' });
      expect(await git('status')).toEqual({ code: 0 });
    } finally {
      await state.clearLock();
    }
    expect(await git('add', 'README.md')).toEqual({ code: 0 });
  });

  it('while an apply holds the workspace, add waits for nobody: it is WorkspaceBusy', async () => {
    const release = await (await openWorkspaceState(ws.repo)).hold();
    try {
      expect(await git('add', 'README.md')).toEqual({ code: 2, error: 'WorkspaceBusy' });
    } finally {
      await release();
    }
  });

  it('a journal being built by an apply in progress is left alone by git; only a holder of the workspace clears leftovers', async () => {
    const state = await openWorkspaceState(ws.repo);
    const building = join(state.dir, 'journal.building-0123456789abcdef');
    mkdirSync(join(building, 'originals'), { recursive: true });
    expect(await git('status')).toEqual({ code: 0 });
    expect(await git('add', 'README.md')).toEqual({ code: 0 });
    expect(existsSync(building)).toBe(true);
    await main(['session', 'status', '--repo', ws.repo], {
      out: () => undefined,
      err: () => undefined,
    });
    expect(existsSync(building)).toBe(false);
  });

  it('an apply journal left behind: WorkspaceBusy until session status settles it', async () => {
    const state = await openWorkspaceState(ws.repo);
    mkdirSync(journalDir(state.dir), { recursive: true });
    writeFileSync(
      join(journalDir(state.dir), 'journal.json'),
      JSON.stringify({
        version: 1,
        id: '0123456789abcdef',
        receipt: `sha256:${'1'.repeat(64)}`,
        proposal: `sha256:${'2'.repeat(64)}`,
        base: `ws1_${'3'.repeat(64)}`,
        result: `ws1_${'4'.repeat(64)}`,
        createdAt: 'now',
        files: [
          {
            path: 'new.txt',
            before: null,
            after: { mode: '100644', sha256: '5'.repeat(64), size: 1 },
          },
        ],
        createdDirs: [],
        folders: [],
      }),
    );
    expect(await git('commit', '-m', 'x')).toEqual({ code: 2, error: 'WorkspaceBusy' });
    // Settling: new.txt was never written, so the rollback has nothing to undo and verifies.
    let out = '';
    await main(['session', 'status', '--repo', ws.repo, '--json'], {
      out: (t) => void (out += t),
      err: () => undefined,
    });
    expect(JSON.parse(out)).toMatchObject({ recovered: { kind: 'rolled-back' } });
    expect(await git('commit', '-m', 'after the rollback')).toEqual({ code: 0 });
  });
});
