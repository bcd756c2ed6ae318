// The queue worker on both databases, with the fake runner: claims, heartbeats, takeover
// after a dead worker, cancellation, graceful release, and refusals at execution start.
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { ValidationRecord } from '../../src/core/service/records.js';
import type { ServiceStore } from '../../src/core/service/service-store.js';
import { startWorker, type Worker } from '../../src/service/worker.js';
import { databaseKinds, describeDatabase } from '../support/databases.js';
import { fakeExecutor, hangingScript, HONEST, TEST_PACE_MS } from '../support/fake-execution.js';
import { FIXTURE, openTestService, type TestService } from '../support/service.js';

async function until(
  read: () => Promise<ValidationRecord | null>,
  done: (v: ValidationRecord) => boolean,
  ms = 20_000,
): Promise<ValidationRecord> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (v && done(v)) return v;
    if (Date.now() > end) throw new Error(`timed out; last state ${v?.state}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

for (const kind of databaseKinds()) {
  describeDatabase(kind, 'queue worker', () => {
    let service: TestService;
    const workers: Worker[] = [];
    beforeEach(async () => {
      service = await openTestService(kind);
    });
    afterEach(async () => {
      await Promise.all(workers.splice(0).map((w) => w.stop()));
      await service.close();
    });
    const queue = async (approval: string, run: string): Promise<string> => {
      const reply = await service.call('POST', `/v1/runs/${run}/validations`, {
        token: service.tokens.executor,
        json: { approval },
      });
      expect(reply.status).toBe(202);
      return reply.json.id as string;
    };
    const get = (id: string) => service.context.store.getValidation(id);
    const start = (
      deps: Parameters<typeof startWorker>[0],
      options: Parameters<typeof startWorker>[1] = {},
    ): Worker => {
      const worker = startWorker(deps, {
        pollMs: 20,
        hiddenPaceMs: TEST_PACE_MS,
        heartbeatMs: 50,
        leaseSeconds: 30,
        ...options,
      });
      workers.push(worker);
      return worker;
    };

    it('claims a queued validation, records every phase, and completes it with a receipt', async () => {
      const { run, approval } = await service.approved();
      const id = await queue(approval, run);
      const { deps, runner } = fakeExecutor(service.context);
      start(deps);
      const done = await until(
        () => get(id),
        (v) => v.state === 'completed',
      );
      expect(done.verdict).toBe('PASS');
      expect(done.receiptDigest).toMatch(/^sha256:[0-9a-f]{64}$/);
      expect(done.phases.map((p) => `${p.name}:${p.state}:${p.outcome}`)).toEqual([
        'baseline:done:pass',
        'patched:done:pass',
        'regression:done:pass',
        'hidden:done:pass',
      ]);
      expect([...runner.calls].sort()).toEqual([
        'baseline',
        'hidden',
        'patched',
        'regression',
        'regression-base',
      ]);
      const stages = (await service.context.store.listEvents({ validationId: id })).map(
        (e) => `${e.stage}:${e.status}`,
      );
      expect(stages[0]).toBe('queue:queued');
      expect(stages).toContain('claim:running');
      expect(stages).toContain('phase:baseline:pass');
      expect(stages.at(-1)).toBe('finish:PASS');
    });

    it('a hidden run that chooses its own length: its end shows only with the validation, a whole pace step after it started', async () => {
      // The code under test could read the hidden tests and run for as long as a byte of them
      // says; a proposer polling would read that length from when the hidden phase ended.
      const { run, approval } = await service.approved();
      const id = await queue(approval, run);
      const { deps } = fakeExecutor(service.context, {
        ...HONEST,
        hidden: async () => {
          await new Promise((r) => setTimeout(r, 300));
          return HONEST.hidden as object;
        },
      });
      start(deps, { hiddenPaceMs: 1_000 });
      await until(
        () => get(id),
        (v) => v.state === 'completed',
      );
      const events = await service.context.store.listEvents({ validationId: id });
      const at = (stage: string, status: string): number =>
        events.find((e) => e.stage === stage && e.status === status)?.at.getTime() ?? NaN;
      const started = at('phase:hidden', 'started');
      const shown = at('phase:hidden', 'pass');
      // Shown on the 1 s step, not at 300 ms (the events' times are when each write landed, a
      // little after the fact); no other progress came after it but the finish.
      expect(shown - started).toBeGreaterThanOrEqual(700);
      const after = events.filter((e) => e.at.getTime() > shown).map((e) => e.stage);
      expect(after.every((stage) => stage === 'finish')).toBe(true);
    });

    it('a database error on the first progress write after a claim is survived, and the validation still completes', async () => {
      const { run, approval } = await service.approved();
      const id = await queue(approval, run);
      const errors: unknown[] = [];
      let failed = false;
      // The real store, with one write failing as it would during a database restart.
      const flaky: ServiceStore = Object.create(service.context.store, {
        recordProgress: {
          value: (...args: Parameters<ServiceStore['recordProgress']>) => {
            if (!failed) {
              failed = true;
              return Promise.reject(new Error('connection dropped'));
            }
            return service.context.store.recordProgress(...args);
          },
        },
      }) as ServiceStore;
      const { deps } = fakeExecutor({ ...service.context, store: flaky });
      start(deps, { onError: (error) => errors.push(error) });
      const done = await until(
        () => get(id),
        (v) => v.state === 'completed',
      );
      expect(done.verdict).toBe('PASS');
      expect(errors.map((e) => (e as Error).message)).toEqual(['connection dropped']);
    });

    it('a worker that stops beating loses its claim: another reclaims it, runs it from the start, and the first cannot write', async () => {
      const { run, approval } = await service.approved();
      const id = await queue(approval, run);
      const stuck = hangingScript('hidden');
      const first = fakeExecutor(service.context, stuck.script);
      // Heartbeats far apart and a 1 s lease: to the queue, this worker looks dead.
      start(first.deps, { heartbeatMs: 3_600_000, leaseSeconds: 1 });
      await stuck.started;
      const second = fakeExecutor(service.context);
      start(second.deps, { leaseSeconds: 1 });
      const done = await until(
        () => get(id),
        (v) => v.state === 'completed',
      );
      expect(done.attempt).toBe(2);
      // The second worker ran every phase again, in its own copies.
      expect([...second.runner.calls].sort()).toEqual([
        'baseline',
        'hidden',
        'patched',
        'regression',
        'regression-base',
      ]);
      const receipt = done.receiptDigest;
      stuck.release();
      await new Promise((r) => setTimeout(r, 300));
      const after = await get(id);
      expect(after?.receiptDigest).toBe(receipt);
      expect(after?.attempt).toBe(2);
      const finishes = (await service.context.store.listEvents({ validationId: id })).filter(
        (e) => e.stage === 'finish',
      );
      expect(finishes).toHaveLength(1);
    });

    it('cancelling a running validation aborts its runs; it ends cancelled, with no receipt', async () => {
      const { run, approval } = await service.approved();
      const id = await queue(approval, run);
      const stuck = hangingScript('baseline');
      const { deps } = fakeExecutor(service.context, stuck.script);
      start(deps);
      await stuck.started;
      const reply = await service.call('POST', `/v1/validations/${id}/cancel`, {
        token: service.tokens.executor,
      });
      expect(reply.status).toBe(202);
      const done = await until(
        () => get(id),
        (v) => v.state !== 'running' && v.state !== 'queued',
        5_000,
      );
      expect(done.state).toBe('cancelled');
      expect(done.receiptDigest).toBeNull();
      const publish = await service.call('POST', `/v1/validations/${id}/publish`, {
        token: service.tokens.publisher,
      });
      expect(publish.json.code).toBe('ValidationNotFinished');
    });

    it('stopping a worker mid-run releases the validation to the queue; the next worker completes it', async () => {
      const { run, approval } = await service.approved();
      const id = await queue(approval, run);
      const stuck = hangingScript('patched');
      const first = start(fakeExecutor(service.context, stuck.script).deps);
      await stuck.started;
      await first.stop();
      const released = await get(id);
      expect(released?.state).toBe('queued');
      expect(released?.phases.every((p) => p.state === 'pending')).toBe(true);
      start(fakeExecutor(service.context).deps);
      const done = await until(
        () => get(id),
        (v) => v.state === 'completed',
      );
      expect(done.attempt).toBe(2);
      expect(done.verdict).toBe('PASS');
    });

    it('refuses at start with BaseMismatch when the repository changed after approval; no test runs', async () => {
      const { run, approval } = await service.approved();
      const id = await queue(approval, run);
      await appendFile(
        join(service.root, FIXTURE, 'repo', 'calc.py'),
        '\n# changed after approval\n',
      );
      const { deps, runner } = fakeExecutor(service.context);
      start(deps);
      const done = await until(
        () => get(id),
        (v) => v.state === 'failed',
      );
      expect(done.error?.code).toBe('BaseMismatch');
      expect(runner.calls).toEqual([]);
    });

    it('refuses at start with InvalidRunSpec when the trusted tests changed after registration; no test runs', async () => {
      const { run, approval } = await service.approved();
      const id = await queue(approval, run);
      await appendFile(
        join(service.root, FIXTURE, 'spec', 'hidden', 'test_hidden.py'),
        '\n# changed after registration\n',
      );
      const { deps, runner } = fakeExecutor(service.context);
      start(deps);
      const done = await until(
        () => get(id),
        (v) => v.state === 'failed',
      );
      expect(done.error?.code).toBe('InvalidRunSpec');
      expect(runner.calls).toEqual([]);
    });

    it('refuses at start with ApprovalMismatch when the stored approval names another snapshot; no test runs', async () => {
      const run = await service.registerRun();
      const proposed = await service.call('POST', `/v1/runs/${run}/proposals`, {
        token: service.tokens.proposer,
        body: await service.patch('fix.patch'),
        headers: { 'content-type': 'text/plain' },
      });
      const proposal = proposed.json.hash as `sha256:${string}`;
      // An approval that could only come from a store written behind the API's back.
      const { approve } = await import('../../src/core/execution/approval.js');
      const forged = approve({
        proposal,
        run,
        snapshot: `ws1_${'0'.repeat(64)}`,
        actor: 'reviewer-1',
        approvedAt: '2026-11-30T00:00:00Z',
      });
      await service.context.store.createApproval(
        {
          hash: forged.hash,
          runId: run,
          proposal,
          snapshot: forged.object.snapshot,
          actor: 'reviewer-1',
          approvedAt: forged.object.approvedAt,
        },
        {
          runId: run,
          validationId: null,
          traceId: 'test',
          stage: 'approve',
          actor: 'reviewer-1',
          status: 'ok',
          error: null,
          durationMs: null,
          detail: null,
        },
      );
      const id = await queue(forged.hash, run);
      const { deps, runner } = fakeExecutor(service.context);
      start(deps);
      const done = await until(
        () => get(id),
        (v) => v.state === 'failed',
      );
      expect(done.error?.code).toBe('ApprovalMismatch');
      expect(runner.calls).toEqual([]);
    });
  });
}
