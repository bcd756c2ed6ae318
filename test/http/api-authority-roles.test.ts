// The four authorities of PROTOCOL 1, over HTTP: every mutating route refuses every role
// that may not take its action with 403 RoleNotAllowed and writes nothing (no row, no
// event), and a token that reaches no project is refused everywhere. Who may not approve a
// patch they wrote is in api-authority-self-approval.test.ts.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROLES, type Role } from '../../src/core/service/roles.js';
import { databaseKinds, describeDatabase } from '../support/databases.js';
import { FIXTURE_PROJECT } from '../support/projects.js';
import { openTestService, type TestService } from '../support/service.js';
import { buildTar } from '../support/tar.js';
import { expectProblem } from './problem-assert.js';

/** What the table's requests act on, made once by the roles that may make it. */
interface World {
  /** Registered, nothing proposed: where a refused proposal would land. */
  readonly emptyRun: string;
  /** fix.patch proposed to it, not approved: where a refused approval would land. */
  readonly proposedRun: string;
  readonly proposal: string;
  readonly base: string;
  /** Approved, nothing queued: where a refused queue request would land. */
  readonly approvedRun: string;
  readonly approval: string;
  /** A queued validation (no worker runs here), for cancel and publish. */
  readonly validation: string;
}

interface Row {
  readonly name: string;
  readonly allowed: readonly Role[];
  request(w: World): {
    method: string;
    path: string;
    json?: unknown;
    body?: string | Uint8Array;
    headers?: Record<string, string>;
  };
}

for (const kind of databaseKinds()) {
  describeDatabase(kind, 'API authority: roles', () => {
    let s: TestService;
    let w: World;
    let fixPatch: string;
    let repositoryTar: Uint8Array;

    beforeAll(async () => {
      s = await openTestService(kind);
      fixPatch = await s.patch('fix.patch');
      repositoryTar = await buildTar([
        { name: 'calc.py', content: 'def add(a, b):\n    return a + b\n' },
      ]);
      const proposedRun = await s.registerRun();
      const proposed = await s.call('POST', `/v1/runs/${proposedRun}/proposals`, {
        token: s.tokens.proposer,
        body: fixPatch,
        headers: { 'content-type': 'text/plain' },
      });
      expect(proposed.status).toBe(201);
      const approved = await s.approved();
      const queued = await s.approved();
      const validation = await s.call('POST', `/v1/runs/${queued.run}/validations`, {
        token: s.tokens.executor,
        json: { approval: queued.approval },
      });
      expect(validation.status).toBe(202);
      w = {
        emptyRun: await s.registerRun(),
        proposedRun,
        proposal: proposed.json.hash as string,
        base: proposed.json.base as string,
        approvedRun: approved.run,
        approval: approved.approval,
        validation: validation.json.id as string,
      };
    });
    afterAll(async () => {
      await s?.close();
    });

    const ROWS: readonly Row[] = [
      {
        name: 'POST /v1/uploads',
        allowed: ['proposer', 'approver'],
        request: () => ({
          method: 'POST',
          path: `/v1/uploads?project=${FIXTURE_PROJECT}`,
          body: repositoryTar,
          headers: { 'content-type': 'application/x-tar' },
        }),
      },
      {
        name: 'POST /v1/runs',
        allowed: ['proposer', 'approver'],
        request: () => ({ method: 'POST', path: '/v1/runs', json: { project: FIXTURE_PROJECT } }),
      },
      {
        name: 'POST /v1/runs/{run}/proposals',
        allowed: ['proposer'],
        request: (x) => ({
          method: 'POST',
          path: `/v1/runs/${x.emptyRun}/proposals`,
          body: fixPatch,
          headers: { 'content-type': 'text/plain' },
        }),
      },
      {
        name: 'POST /v1/proposals/{hash}/approvals',
        allowed: ['approver'],
        request: (x) => ({
          method: 'POST',
          path: `/v1/proposals/${x.proposal}/approvals`,
          json: { run: x.proposedRun, snapshot: x.base },
        }),
      },
      {
        name: 'POST /v1/runs/{run}/validations',
        allowed: ['executor'],
        request: (x) => ({
          method: 'POST',
          path: `/v1/runs/${x.approvedRun}/validations`,
          json: { approval: x.approval },
        }),
      },
      {
        name: 'POST /v1/validations/{id}/cancel',
        allowed: ['executor'],
        request: (x) => ({ method: 'POST', path: `/v1/validations/${x.validation}/cancel` }),
      },
      {
        name: 'POST /v1/validations/{id}/publish',
        allowed: ['publisher'],
        request: (x) => ({ method: 'POST', path: `/v1/validations/${x.validation}/publish` }),
      },
    ];
    const cases = ROWS.flatMap((row) =>
      ROLES.filter((role) => !row.allowed.includes(role)).map(
        (role) => [row.name, role, row] as const,
      ),
    );

    it('the table covers every role that may not act, for every mutating route', () => {
      // 7 routes × 5 roles, minus the 9 (route, role) pairs PROTOCOL 8 allows.
      expect(cases).toHaveLength(7 * ROLES.length - 9);
    });

    it.each(cases)('%s as %s: 403 RoleNotAllowed, nothing written', async (_name, role, row) => {
      const eventsBefore = await s.db.store.listEvents({ limit: 1000 });
      const validationBefore = await s.db.store.getValidation(w.validation);
      const { method, path, ...rest } = row.request(w);
      const reply = await s.call(method, path, { token: s.tokens[role], ...rest });
      expectProblem(reply, 403, 'RoleNotAllowed');
      expect(reply.json.details).toMatchObject({ role, allowed: [...row.allowed] });
      // Every write is one transaction with its event: no new event means no new row.
      expect(await s.db.store.listEvents({ limit: 1000 })).toEqual(eventsBefore);
      expect(await s.db.store.getProposal(w.emptyRun, w.proposal as `sha256:${string}`)).toBeNull();
      expect(await s.db.store.getValidation(w.validation)).toEqual(validationBefore);
    });

    it('after all those refusals, the allowed roles still find nothing in their way', async () => {
      // An approval or validation written by a refused request would make these 409.
      const approved = await s.call('POST', `/v1/proposals/${w.proposal}/approvals`, {
        token: s.tokens.approver,
        json: { run: w.proposedRun, snapshot: w.base },
      });
      expect(approved.status).toBe(201);
      const queued = await s.call('POST', `/v1/runs/${w.approvedRun}/validations`, {
        token: s.tokens.executor,
        json: { approval: w.approval },
      });
      expect(queued.status).toBe(202);
      expect((await s.db.store.getValidation(w.validation))?.state).toBe('queued');
    });

    // The role is checked before the id is looked up, so a token that may not act learns
    // nothing about which ids exist (publish used to answer 404 here).
    it.each([['cancel'], ['publish']])(
      'a token that may not %s gets 403 even for a validation that does not exist',
      async (action) => {
        const reply = await s.call('POST', `/v1/validations/val_00000000000000000000/${action}`, {
          token: s.tokens.auditor,
        });
        expectProblem(reply, 403, 'RoleNotAllowed');
      },
    );

    it('a token that reaches no project (as migration 0007 leaves older ones) is 403 TokenNotScoped on every authenticated route', async () => {
      const { tokenHash } = await import('../../src/service/tokens.js');
      const text = `ppt_${'A'.repeat(43)}`;
      const record = await s.db.store.createToken({
        id: 'tok_legacy00000000000',
        hash: tokenHash(text),
        role: 'auditor',
        actor: 'old-auditor',
        projects: [],
      });
      for (const path of [
        `/v1/runs/${w.emptyRun}`,
        `/v1/validations/${w.validation}`,
        `/v1/proposals/${w.proposal}`,
      ]) {
        const reply = await s.call('GET', path, { token: text });
        expectProblem(reply, 403, 'TokenNotScoped');
        expect(reply.json.message).toContain(`patchproof token scope ${record.id} --project`);
      }
    });
  });
}
