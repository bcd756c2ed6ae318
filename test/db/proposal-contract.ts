/**
 * The ServiceStore contract for runs and proposals, one part of the contract every driver
 * registers (pglite.test.ts, postgres.test.ts): a proposal stored once with its later
 * proposers, found across runs and only in the projects asked for, and its authors.
 */
import { expect, it } from 'vitest';
import { describeDatabase, type DatabaseKind } from '../support/databases.js';
import { sharedTestStore } from './contract-store.js';
import { event, hash, newProposal, newRun, rejection } from './fixtures.js';

export function proposalContract(kind: DatabaseKind): void {
  describeDatabase(kind, 'ServiceStore runs and proposals', () => {
    const t = sharedTestStore(kind);

    it('finds a proposal only in runs of the projects asked for; an empty list finds nothing', async () => {
      const shared = hash();
      const alpha = await t.store.createRun(
        { ...newRun(), project: 'alpha' },
        event('register-run'),
      );
      const beta = await t.store.createRun({ ...newRun(), project: 'beta' }, event('register-run'));
      await t.store.saveProposal(newProposal(alpha.id, 'agent-1', shared), event('propose'));
      await t.store.saveProposal(newProposal(beta.id, 'agent-2', shared), event('propose'));
      expect((await t.store.findProposal(shared, 100, ['alpha'])).map((p) => p.runId)).toEqual([
        alpha.id,
      ]);
      expect(
        (await t.store.findProposal(shared, 100, ['beta', 'gamma'])).map((p) => p.runId),
      ).toEqual([beta.id]);
      expect((await t.store.findProposal(shared, 100, null)).map((p) => p.runId).sort()).toEqual(
        [alpha.id, beta.id].sort(),
      );
      expect(await t.store.findProposal(shared, 100, [])).toEqual([]);
    });

    it('lists recent proposals newest first, only of the projects asked for, without patch bytes', async () => {
      const gamma = await t.store.createRun(
        { ...newRun(), project: 'gamma' },
        event('register-run'),
      );
      const delta = await t.store.createRun(
        { ...newRun(), project: 'delta' },
        event('register-run'),
      );
      const [first, second, other] = [hash(), hash(), hash()];
      await t.store.saveProposal(newProposal(gamma.id, 'agent-1', first), event('propose'));
      await new Promise((resolve) => setTimeout(resolve, 5));
      await t.store.saveProposal(newProposal(gamma.id, 'agent-1', second), event('propose'));
      await t.store.saveProposal(newProposal(delta.id, 'agent-1', other), event('propose'));
      const listed = await t.store.recentProposals(['gamma'], 10);
      expect(listed.map((p) => p.hash)).toEqual([second, first]);
      expect(listed[0]).not.toHaveProperty('patch');
      expect((await t.store.recentProposals(['gamma'], 1)).map((p) => p.hash)).toEqual([second]);
      expect((await t.store.recentProposals(null, 1000)).map((p) => p.hash)).toEqual(
        expect.arrayContaining([first, second, other]),
      );
      expect(await t.store.recentProposals([], 10)).toEqual([]);
    });

    it("a proposal's authors: submitters of the same diff on any base in any run, and authors declared for it in the same project", async () => {
      const diff = hash();
      const [h1, h2, h3] = [hash(), hash(), hash()];
      const first = await t.store.createRun(
        { ...newRun(), project: 'alpha' },
        event('register-run'),
      );
      const rebased = await t.store.createRun(
        { ...newRun(), project: 'alpha' },
        event('register-run'),
      );
      const other = await t.store.createRun(
        { ...newRun(), project: 'beta' },
        event('register-run'),
      );
      await t.store.saveProposal(
        { ...newProposal(first.id, 'Mallory', h1), diff },
        event('propose'),
      );
      // The same diff on another base (another hash), relayed by a bot that names its author.
      await t.store.saveProposal(
        { ...newProposal(rebased.id, 'ci-bot', h2), diff, declaredAuthors: ['octo-cat'] },
        event('propose'),
      );
      await t.store.saveProposal(
        { ...newProposal(rebased.id, 'ci-bot', h2), diff, declaredAuthors: ['octo-cat'] },
        event('propose'),
      );
      await t.store.saveProposal(
        { ...newProposal(other.id, 'zed', h3), diff, declaredAuthors: ['blocker'] },
        event('propose'),
      );
      await t.store.saveProposal({ ...newProposal(first.id, 'unrelated') }, event('propose'));
      expect(await t.store.authorsOf(rebased.id, h2)).toEqual([
        'Mallory',
        'ci-bot',
        'octo-cat',
        'zed',
      ]);
      expect(await t.store.authorsOf(first.id, h1)).toEqual([
        'Mallory',
        'ci-bot',
        'octo-cat',
        'zed',
      ]);
      // beta's declaration binds beta; alpha's binds alpha.
      expect(await t.store.authorsOf(other.id, h3)).toEqual([
        'Mallory',
        'blocker',
        'ci-bot',
        'zed',
      ]);
      expect(await t.store.runAuthorsOf(rebased.id, h2)).toEqual(['ci-bot', 'octo-cat']);
      expect(await t.store.runAuthorsOf(first.id, h1)).toEqual(['Mallory']);
      expect(await t.store.proposersOf(rebased.id, h2)).toEqual(['ci-bot']);
      expect(await t.store.authorsOf(first.id, hash())).toEqual([]);
    });

    it('stores runs and appends their event in the same call', async () => {
      const run = await t.store.createRun(newRun(), event('register-run'));
      expect(await t.store.getRun(run.id)).toEqual(run);
      expect(run.createdAt).toBeInstanceOf(Date);
      expect(await t.store.getRun('run_missing')).toBeNull();
    });

    it('stores a proposal once and adds later proposers', async () => {
      const run = await t.store.createRun(newRun(), event('register-run'));
      const first = await t.store.saveProposal(newProposal(run.id, 'agent-1'), event('propose'));
      expect(first.created).toBe(true);
      const again = await t.store.saveProposal(
        { ...newProposal(run.id, 'agent-1', first.record.hash) },
        event('propose'),
      );
      expect(again.created).toBe(false);
      const other = await t.store.saveProposal(
        { ...newProposal(run.id, 'agent-2', first.record.hash) },
        event('propose'),
      );
      expect(other.created).toBe(false);
      expect(other.record.proposer).toBe('agent-1');
      expect(other.record.base).toBe(first.record.base);
      expect(await t.store.proposersOf(run.id, first.record.hash)).toEqual(['agent-1', 'agent-2']);
      const stored = await t.store.getProposal(run.id, first.record.hash);
      // Plain Uint8Array whichever driver answered (postgres.js gives Buffers).
      expect(stored?.patch.constructor).toBe(Uint8Array);
      expect([...(stored?.patch ?? [])]).toEqual([0x2d, 0x2d, 0x2d, 0x00, 0xff, 0x0a]);
      expect(stored?.files).toEqual([{ path: 'src/x.ts', op: 'modify' }]);
      expect(stored?.gates).toEqual(['paths', 'budget', 'syntax']);
      expect(stored?.findings).toEqual([
        { code: 'EnvironmentProbe', path: 'src/x.ts', line: 3, detail: '/proc/self' },
      ]);
      expect(await t.store.getProposal(run.id, hash())).toBeNull();
    });

    it('finds a proposal across runs, newest first, bounded and without the patch bytes', async () => {
      const shared = hash();
      const older = await t.store.createRun(newRun(), event('register-run'));
      const newer = await t.store.createRun(newRun(), event('register-run'));
      await t.store.saveProposal(newProposal(older.id, 'agent-1', shared), event('propose'));
      await t.store.saveProposal(newProposal(newer.id, 'agent-1', shared), event('propose'));
      const found = await t.store.findProposal(shared);
      expect(found.map((p) => p.runId)).toEqual([newer.id, older.id]);
      expect(found.every((p) => !('patch' in p))).toBe(true);
      expect((await t.store.findProposal(shared, 1)).map((p) => p.runId)).toEqual([newer.id]);
      expect(await t.store.findProposal(hash())).toEqual([]);
    });

    it('refuses a proposal for an unknown run with RunNotFound', async () => {
      expect(
        (await rejection(t.store.saveProposal(newProposal('run_missing'), event('propose')))).code,
      ).toBe('RunNotFound');
    });
  });
}
