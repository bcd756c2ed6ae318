/**
 * The ServiceStore contract for tokens, one part of the contract every driver registers
 * (pglite.test.ts, postgres.test.ts): found by hash and never once revoked, revoked once with
 * every call logged, listed newest first, and the projects each one reaches.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeDatabase, type DatabaseKind } from '../support/databases.js';
import { sharedTestStore } from './contract-store.js';
import { event, hash } from './fixtures.js';

export function tokenContract(kind: DatabaseKind): void {
  describeDatabase(kind, 'ServiceStore tokens', () => {
    const t = sharedTestStore(kind);

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
  });
}
