// A revoked token stops working at once: the API answers 401 Unauthorized to it, exactly
// as to a token it never issued, while the holder's other tokens keep working.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authenticate, revokeToken, tokenHash } from '../../src/service/tokens.js';
import { databaseKinds, describeDatabase } from '../support/databases.js';
import { openTestService, type TestService } from '../support/service.js';
import { expectProblem } from './problem-assert.js';

for (const kind of databaseKinds()) {
  describeDatabase(kind, 'API with a revoked token', () => {
    let s: TestService;
    beforeAll(async () => {
      s = await openTestService(kind);
    });
    afterAll(async () => {
      await s?.close();
    });

    it('answers 401 Unauthorized once the token is revoked', async () => {
      const body = { project: 'python-calc' };
      // The baseline: the same request with the same token works before the revocation.
      expect(
        (await s.call('POST', '/v1/runs', { token: s.tokens.proposer, json: body })).status,
      ).toBe(201);
      const { tokenId } = await authenticate(s.db.store, `Bearer ${s.tokens.proposer}`);
      expect(
        (
          await s.db.store.revokeToken(tokenId, {
            runId: null,
            validationId: null,
            traceId: 'revoke-test',
            stage: 'revoke-token',
            actor: 'operator',
            status: 'ok',
            error: null,
            durationMs: null,
            detail: null,
          })
        )?.revokedAt,
      ).toBeInstanceOf(Date);
      expectProblem(
        await s.call('POST', '/v1/runs', { token: s.tokens.proposer, json: body }),
        401,
        'Unauthorized',
      );
      expectProblem(
        await s.call('GET', '/v1/validations/val_00000000000000000000', {
          token: s.tokens.proposer,
        }),
        401,
        'Unauthorized',
      );
      expect(
        (await s.call('POST', '/v1/runs', { token: s.tokens.proposer2, json: body })).status,
      ).toBe(201);
    });

    it('refuses to revoke an unknown token with TokenNotFound, and never returns a hash from revocation', async () => {
      await expect(
        revokeToken(s.db.store, 'tok_00000000000000000000', 'operator'),
      ).rejects.toMatchObject({ code: 'TokenNotFound' });
      const { tokenId } = await authenticate(s.db.store, `Bearer ${s.tokens.auditor}`);
      const view = await revokeToken(s.db.store, tokenId, 'operator');
      expect(Object.keys(view).sort()).toEqual([
        'actor',
        'createdAt',
        'id',
        'projects',
        'revokedAt',
        'role',
      ]);
      expect(JSON.stringify(view)).not.toContain(tokenHash(s.tokens.auditor));
      expectProblem(
        await s.call('GET', '/v1/validations/val_00000000000000000000', {
          token: s.tokens.auditor,
        }),
        401,
        'Unauthorized',
      );
    });
  });
}
