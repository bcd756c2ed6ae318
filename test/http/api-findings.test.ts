// Environment findings through the service (issue 35): the proposal shows them with their
// keys, a reviewer accepts them by key in the approval (part of its hash), a key the
// proposal does not have is refused, and only a PASS whose every finding was accepted is
// proof grade. A real worker loop on the fake runner answers as python-calc's fix does.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Worker } from '../../src/service/worker.js';
import { databaseKinds, describeDatabase } from '../support/databases.js';
import { sealedHonestWorker } from '../support/fake-execution.js';
import { openTestService, type Reply, type TestService } from '../support/service.js';
import { expectProblem } from './problem-assert.js';

/** The fixture's fix, plus a line that reads the sandbox's confinement (line 3 after the patch). */
const PROBING_FIX = `*** Begin Patch
*** Update File: calc.py
@@ def add(a, b):
-    return a - b
+    return a + b
+    open("/proc/self/status").read()
*** End Patch
`;
const KEY = 'EnvironmentProbe@calc.py:3';

for (const kind of databaseKinds()) {
  describeDatabase(kind, 'API: environment findings a reviewer accepts', () => {
    let s: TestService;
    let worker: Worker;
    const workerErrors: unknown[] = [];
    beforeAll(async () => {
      s = await openTestService(kind);
      worker = sealedHonestWorker(s.context, { onError: (error) => workerErrors.push(error) });
    });
    afterAll(async () => {
      await worker?.stop();
      await s?.close();
    });

    async function proposed(): Promise<{ run: string; hash: string; proposal: Reply }> {
      const run = await s.registerRun();
      const reply = await s.call('POST', `/v1/runs/${run}/proposals`, {
        token: s.tokens.proposer,
        body: PROBING_FIX,
        headers: { 'content-type': 'text/plain' },
      });
      expect(reply.status, reply.text).toBe(201);
      const hash = reply.json.hash as string;
      return {
        run,
        hash,
        proposal: await s.call('GET', `/v1/proposals/${hash}`, { token: s.tokens.approver }),
      };
    }

    async function validated(run: string, approval: string): Promise<Reply> {
      const queued = await s.call('POST', `/v1/runs/${run}/validations`, {
        token: s.tokens.executor,
        json: { approval },
      });
      expect(queued.status).toBe(202);
      for (;;) {
        const reply = await s.call('GET', `/v1/validations/${queued.json.id as string}`, {
          token: s.tokens.auditor,
        });
        if (reply.json.state !== 'queued' && reply.json.state !== 'running') return reply;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    it('the proposal lists each finding with the key an approval accepts it by', async () => {
      const { proposal } = await proposed();
      expect(proposal.json.findings).toEqual([
        { key: KEY, code: 'EnvironmentProbe', path: 'calc.py', line: 3, detail: '/proc/self' },
      ]);
      const plain = await s.approved();
      const clean = await s.call('GET', `/v1/proposals/${plain.proposal}`, {
        token: s.tokens.approver,
      });
      expect(clean.json.findings).toEqual([]);
    });

    it('an approval naming a finding the proposal does not have is refused, and nothing is approved', async () => {
      const { run, hash, proposal } = await proposed();
      const refused = await s.call('POST', `/v1/proposals/${hash}/approvals`, {
        token: s.tokens.approver,
        json: {
          run,
          snapshot: proposal.json.base,
          acceptedFindings: ['EnvironmentProbe@calc.py:4'],
        },
      });
      expectProblem(refused, 422, 'InvalidApproval');
      expect(refused.json['message']).toContain(KEY);
      const none = await s.call('GET', `/v1/runs/${run}/approvals?proposal=${hash}`, {
        token: s.tokens.approver,
      });
      expect(none.json['approvals']).toEqual([]);
    });

    it('PASS is proof grade only when the approval accepts every finding', async () => {
      const unaccepted = await proposed();
      const plain = await s.call('POST', `/v1/proposals/${unaccepted.hash}/approvals`, {
        token: s.tokens.approver,
        json: { run: unaccepted.run, snapshot: unaccepted.proposal.json.base },
      });
      expect(plain.status).toBe(201);
      expect(plain.json).not.toHaveProperty('acceptedFindings');
      expect((await validated(unaccepted.run, plain.json.hash as string)).json).toMatchObject({
        state: 'completed',
        verdict: 'PASS',
        proofGrade: false,
      });

      const accepting = await proposed();
      const approval = await s.call('POST', `/v1/proposals/${accepting.hash}/approvals`, {
        token: s.tokens.approver,
        json: {
          run: accepting.run,
          snapshot: accepting.proposal.json.base,
          acceptedFindings: [KEY],
        },
      });
      expect(approval.status, approval.text).toBe(201);
      expect(approval.json.acceptedFindings).toEqual([KEY]);
      // As stored: what the worker rebuilds and hashes again before it runs anything.
      const stored = await s.call(
        'GET',
        `/v1/runs/${accepting.run}/approvals?proposal=${accepting.hash}`,
        { token: s.tokens.auditor },
      );
      expect(stored.json['approvals']).toEqual([approval.json]);
      const done = await validated(accepting.run, approval.json.hash as string);
      expect(done.json).toMatchObject({ state: 'completed', verdict: 'PASS', proofGrade: true });
      expect(workerErrors).toEqual([]);
    });

    it('a merge queue carries the accepted findings over to the same diff in another run', async () => {
      const first = await proposed();
      const approved = await s.call('POST', `/v1/proposals/${first.hash}/approvals`, {
        token: s.tokens.approver,
        json: { run: first.run, snapshot: first.proposal.json.base, acceptedFindings: [KEY] },
      });
      expect(approved.status).toBe(201);
      const queue = await proposed();
      const carried = await s.call('POST', `/v1/runs/${queue.run}/approvals/chained`, {
        token: s.tokens.executor,
        json: { proposal: queue.hash },
      });
      expect(carried.status, carried.text).toBe(201);
      expect(carried.json).toMatchObject({
        chainedFrom: approved.json.hash,
        acceptedFindings: [KEY],
      });
    });
  });
}
