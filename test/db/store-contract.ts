/**
 * The ServiceStore contract, run against every adapter (pglite.test.ts, postgres.test.ts),
 * as drizzle runs one pg-common suite against every driver. Records, approvals, events and
 * availability are here; the queue (claims, leases, cancel, publish) is in queue-contract.ts,
 * uploaded tars in upload-contract.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openServiceDatabase } from '../../src/adapters/db/connect.js';
import { createServiceStore } from '../../src/adapters/db/service-store.js';
import {
  describeDatabase,
  type DatabaseKind,
  openTestStore,
  type TestStore,
} from '../support/databases.js';
import {
  event,
  hash,
  newApproval,
  newProposal,
  newRun,
  newValidation,
  rejection,
  seedApproval,
  seedQueued,
} from './fixtures.js';
import { queueContract } from './queue-contract.js';
import { uploadContract } from './upload-contract.js';

export function storeContract(kind: DatabaseKind): void {
  describeDatabase(kind, 'ServiceStore records', () => {
    let t: TestStore;
    beforeAll(async () => {
      t = await openTestStore(kind);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('finds a token by hash and never a revoked one', async () => {
      const live = await t.store.createToken({
        id: 'tok_live',
        hash: hash(),
        role: 'approver',
        actor: 'bob',
        projects: null,
      });
      expect(live.revokedAt).toBeNull();
      expect(await t.store.findToken(live.hash)).toMatchObject({
        id: 'tok_live',
        role: 'approver',
        actor: 'bob',
      });
      const revoked = await t.store.createToken({
        id: 'tok_old',
        hash: hash(),
        role: 'proposer',
        actor: 'eve',
        projects: null,
      });
      await t.database.db.execute(
        sql`update tokens set revoked_at = now() where id = ${revoked.id}`,
      );
      expect(await t.store.findToken(revoked.hash)).toBeNull();
      expect(await t.store.findToken(hash())).toBeNull();
    });

    it('revokes a token once: findToken stops finding it, the first time is kept, each call is logged', async () => {
      const token = await t.store.createToken({
        id: 'tok_revoke',
        hash: hash(),
        role: 'proposer',
        actor: 'agent-9',
        projects: null,
      });
      const first = await t.store.revokeToken(token.id, event('revoke-token'));
      expect(first).toMatchObject({ id: token.id, role: 'proposer', actor: 'agent-9' });
      expect(first?.revokedAt).toBeInstanceOf(Date);
      expect(await t.store.findToken(token.hash)).toBeNull();
      const again = await t.store.revokeToken(token.id, {
        ...event('revoke-token'),
        detail: { again: true },
      });
      expect(again?.revokedAt?.getTime()).toBe(first?.revokedAt?.getTime());
      const logged = (await t.store.listEvents({ limit: 1000 })).filter(
        (e) => e.stage === 'revoke-token',
      );
      expect(logged.map((e) => e.detail)).toEqual([{ note: 'revoke-token' }, { again: true }]);
    });

    it('revokes no unknown token and logs nothing for it', async () => {
      const before = (await t.store.listEvents({ limit: 1000 })).length;
      expect(await t.store.revokeToken('tok_missing', event('revoke-missing'))).toBeNull();
      expect(await t.store.listEvents({ limit: 1000 })).toHaveLength(before);
    });

    it('lists tokens newest first, revoked ones with revokedAt', async () => {
      const older = await t.store.createToken({
        id: 'tok_list_1',
        hash: hash(),
        role: 'auditor',
        actor: 'carol',
        projects: null,
      });
      // created_at is the database's now(): one transaction apart is enough to order them.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const newer = await t.store.createToken({
        id: 'tok_list_2',
        hash: hash(),
        role: 'executor',
        actor: 'ci',
        projects: null,
      });
      await t.store.revokeToken(older.id, event('revoke-token-list'));
      const listed = (await t.store.listTokens()).filter((r) => r.id.startsWith('tok_list_'));
      expect(listed.map((r) => [r.id, r.role, r.actor, r.revokedAt instanceof Date])).toEqual([
        [newer.id, 'executor', 'ci', false],
        [older.id, 'auditor', 'carol', true],
      ]);
      const all = await t.store.listTokens();
      expect(all.map((r) => r.createdAt.getTime())).toEqual(
        [...all.map((r) => r.createdAt.getTime())].sort((a, b) => b - a),
      );
    });

    it('keeps the projects a token reaches, and changes them with its event; null when no token has the id', async () => {
      const token = await t.store.createToken({
        id: 'tok_scope',
        hash: hash(),
        role: 'approver',
        actor: 'dana',
        projects: ['alpha'],
      });
      expect(token.projects).toEqual(['alpha']);
      expect((await t.store.findToken(token.hash))?.projects).toEqual(['alpha']);
      expect(
        (await t.store.scopeToken(token.id, ['alpha', 'beta'], event('scope-token')))?.projects,
      ).toEqual(['alpha', 'beta']);
      expect((await t.store.scopeToken(token.id, null, event('scope-token')))?.projects).toBeNull();
      expect((await t.store.findToken(token.hash))?.projects).toBeNull();
      const before = (await t.store.listEvents({ limit: 1000 })).filter(
        (e) => e.stage === 'scope-token',
      );
      expect(before).toHaveLength(2);
      expect(await t.store.scopeToken('tok_missing', [], event('scope-token'))).toBeNull();
      expect(
        (await t.store.listEvents({ limit: 1000 })).filter((e) => e.stage === 'scope-token'),
      ).toHaveLength(2);
    });

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

    it('allows one approval per run and proposal (ApprovalExists)', async () => {
      const { run, proposal, approval } = await seedApproval(t.store);
      expect(await t.store.getApproval(approval.hash)).toEqual(approval);
      const error = await rejection(
        t.store.createApproval(newApproval(run.id, proposal.hash, 'reviewer-2'), event('approve')),
      );
      expect(error.code).toBe('ApprovalExists');
      expect(error.details?.['approval']).toBe(approval.hash);
    });

    it('lists the approvals of one proposal for one run, and none for another run or proposal', async () => {
      const { run, proposal, approval } = await seedApproval(t.store);
      expect(await t.store.approvalsOf(run.id, proposal.hash)).toEqual([approval]);
      // The same proposal submitted to a second run, not approved there: the first run's approval is not its.
      const other = await t.store.createRun(newRun(), event('register-run'));
      await t.store.saveProposal(newProposal(other.id, 'agent-1', proposal.hash), event('propose'));
      expect(await t.store.approvalsOf(other.id, proposal.hash)).toEqual([]);
      expect(await t.store.approvalsOf(run.id, hash())).toEqual([]);
      expect(await t.store.approvalsOf('run_missing', proposal.hash)).toEqual([]);
    });

    it('gives racing approvals exactly one winner', async () => {
      const run = await t.store.createRun(newRun(), event('register-run'));
      const { record } = await t.store.saveProposal(newProposal(run.id), event('propose'));
      const results = await Promise.allSettled(
        [1, 2, 3].map((n) =>
          t.store.createApproval(
            newApproval(run.id, record.hash, `reviewer-${n}`),
            event('approve', { runId: run.id }),
          ),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(refused.map((r) => (r.reason as { code: unknown }).code)).toEqual([
        'ApprovalExists',
        'ApprovalExists',
      ]);
      // The losers' events rolled back with them.
      const approves = (await t.store.listEvents({ runId: run.id })).filter(
        (e) => e.stage === 'approve',
      );
      expect(approves).toHaveLength(1);
    });

    it('refuses an approval of a proposal not submitted to the run (ProposalNotFound)', async () => {
      const run = await t.store.createRun(newRun(), event('register-run'));
      expect(
        (await rejection(t.store.createApproval(newApproval(run.id, hash()), event('approve'))))
          .code,
      ).toBe('ProposalNotFound');
    });

    it('allows one validation per approval (ValidationExists names it)', async () => {
      const seed = await seedApproval(t.store);
      const first = await t.store.enqueueValidation(newValidation(seed), event('enqueue'));
      expect(first).toMatchObject({
        state: 'queued',
        attempt: 0,
        cancelRequested: false,
        verdict: null,
        receiptDigest: null,
        currentPhase: null,
      });
      expect(await t.store.getValidation(first.id)).toEqual(first);
      const error = await rejection(
        t.store.enqueueValidation(newValidation(seed), event('enqueue')),
      );
      expect(error.code).toBe('ValidationExists');
      expect(error.details?.['validation']).toBe(first.id);
      expect(await t.store.getValidation('val_missing')).toBeNull();
      const unapproved = { ...newValidation(seed), approval: hash() };
      expect((await rejection(t.store.enqueueValidation(unapproved, event('enqueue')))).code).toBe(
        'ApprovalNotFound',
      );
    });

    it('queues an approval again once its validation was cancelled, but not while one is live', async () => {
      const seed = await seedApproval(t.store);
      const first = await t.store.enqueueValidation(newValidation(seed), event('enqueue'));
      await t.store.requestCancel(first.id, event('cancel'));
      expect((await t.store.getValidation(first.id))?.state).toBe('cancelled');
      const second = await t.store.enqueueValidation(newValidation(seed), event('enqueue'));
      expect(second.id).not.toBe(first.id);
      const error = await rejection(
        t.store.enqueueValidation(newValidation(seed), event('enqueue')),
      );
      expect(error.code).toBe('ValidationExists');
      expect(error.details?.['validation']).toBe(second.id);
    });

    it('gives racing enqueues exactly one winner', async () => {
      const seed = await seedApproval(t.store);
      const results = await Promise.allSettled(
        [1, 2].map(() => t.store.enqueueValidation(newValidation(seed), event('enqueue'))),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      expect(won).toHaveLength(1);
      const lost = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect((lost?.reason as { code: unknown }).code).toBe('ValidationExists');
      expect((lost?.reason as { details: Record<string, unknown> }).details['validation']).toBe(
        won[0]?.value.id,
      );
    });

    it('lists events after an id, oldest first, filtered and limited', async () => {
      const { id, runId } = await seedQueued(t.store);
      for (const stage of ['a', 'b', 'c'])
        await t.store.appendEvent({
          ...event(stage, { runId, validationId: id }),
          error: { code: 'X', message: 'y' },
        });
      const all = await t.store.listEvents({ validationId: id });
      expect(all.map((e) => e.stage)).toEqual(['a', 'b', 'c']);
      expect(all[0]).toMatchObject({
        runId,
        validationId: id,
        actor: 'tester',
        status: 'ok',
        error: { code: 'X', message: 'y' },
        durationMs: 3,
        detail: { note: 'a' },
      });
      expect(all[0]?.at).toBeInstanceOf(Date);
      const after = await t.store.listEvents({ validationId: id, afterId: all[0]?.id ?? 0 });
      expect(after.map((e) => e.stage)).toEqual(['b', 'c']);
      expect(
        (await t.store.listEvents({ validationId: id, limit: 1 })).map((e) => e.stage),
      ).toEqual(['a']);
      const forRun = await t.store.listEvents({ runId });
      expect(forRun.map((e) => e.stage)).toEqual(['propose', 'approve', 'enqueue', 'a', 'b', 'c']);
    });

    it('refuses to update, delete or truncate events (append-only trigger)', async () => {
      await t.store.appendEvent(event('kept'));
      await expect(
        t.database.db.execute(sql`update events set status = 'forged'`),
      ).rejects.toThrow();
      await expect(t.database.db.execute(sql`delete from events`)).rejects.toThrow();
      await expect(t.database.db.execute(sql`truncate events`)).rejects.toThrow();
      expect(
        (await t.store.listEvents({ limit: 1000 })).some(
          (e) => e.stage === 'kept' && e.status === 'ok',
        ),
      ).toBe(true);
    });
  });

  queueContract(kind);
  uploadContract(kind);

  describeDatabase(kind, 'ServiceStore availability', () => {
    it('answers ping, then ServiceUnavailable once closed', async () => {
      const t = await openTestStore(kind);
      try {
        await t.store.ping();
        await t.database.close();
        expect((await rejection(t.store.ping())).code).toBe('ServiceUnavailable');
        expect((await rejection(t.store.getRun('x'))).code).toBe('ServiceUnavailable');
      } finally {
        await t.close();
      }
    });

    if (kind === 'postgres') {
      it('is ServiceUnavailable when nothing listens at the URL', async () => {
        const error = await rejection(
          openServiceDatabase({ url: 'postgres://nobody:nothing@127.0.0.1:1/none' }),
        );
        expect(error.code).toBe('ServiceUnavailable');
      });

      it('is ServiceUnavailable when the database goes away under an open store', async () => {
        const t = await openTestStore(kind);
        const peer = await openServiceDatabase({ url: t.url ?? '' });
        try {
          await t.store.ping();
          // Dropping with FORCE terminates the store's connections, as a server restart would.
          await t.close();
          expect((await rejection(createServiceStore(peer).ping())).code).toBe(
            'ServiceUnavailable',
          );
        } finally {
          await peer.close();
        }
      });
    }
  });
}
