// GET /metrics (src/service/metrics.ts) in-process on each database: Prometheus's text format
// with the validations a token's projects hold (and nothing of others'), the queue depth,
// workers and the phase durations the worker observed; 401 without a token, 404 when off.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMetrics } from '../../src/service/metrics.js';
import { createToken } from '../../src/service/tokens.js';
import type { Worker } from '../../src/service/worker.js';
import { databaseKinds, describeDatabase } from '../support/databases.js';
import { sealedHonestWorker } from '../support/fake-execution.js';
import { openTestService, type TestService } from '../support/service.js';
import { expectProblem } from './problem-assert.js';

for (const kind of databaseKinds()) {
  describeDatabase(kind, 'GET /metrics', () => {
    let s: TestService;
    let off: TestService;
    let worker: Worker;

    beforeAll(async () => {
      s = await openTestService(kind, { context: { metrics: createMetrics(() => 1) } });
      off = await openTestService(kind);
      worker = sealedHonestWorker(s.context);
    });
    afterAll(async () => {
      await worker?.stop();
      await s?.close();
      await off?.close();
    });

    /** Runs a validation of the fixture's fix to its end. */
    async function validated(): Promise<void> {
      const { run, approval } = await s.approved();
      const queued = await s.call('POST', `/v1/runs/${run}/validations`, {
        token: s.tokens.executor,
        json: { approval },
      });
      let state = queued.json.state as string;
      while (state === 'queued' || state === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 50));
        state = (
          await s.call('GET', `/v1/validations/${queued.json.id as string}`, {
            token: s.tokens.auditor,
          })
        ).json.state as string;
      }
    }

    it("counts validations by state, verdict and classification, with the worker's phase durations", async () => {
      await validated();
      const reply = await s.call('GET', '/metrics', { token: s.tokens.auditor });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(reply.text).toContain(
        'patchproof_validations{state="completed",verdict="PASS",classification="none"} 1',
      );
      expect(reply.text).toContain('patchproof_queue_depth 0');
      expect(reply.text).toContain('patchproof_workers 1');
      expect(reply.text).toMatch(
        /patchproof_phase_duration_seconds_count\{phase="baseline",outcome="pass"\} 1\b/,
      );
      expect(reply.text).toMatch(
        /patchproof_phase_duration_seconds_count\{phase="hidden",outcome="pass"\} 1\b/,
      );
    });

    // From an adversarial review: the phase histogram counts every project's runs.
    it("shows a token of another project nothing of this one's validations, nor their phases as they run", async () => {
      const elsewhere = await createToken(s.context.store, 'auditor', 'auditor-elsewhere', [
        'another-project',
      ]);
      const before = (await s.call('GET', '/metrics', { token: elsewhere.token })).text;
      await validated();
      const after = await s.call('GET', '/metrics', { token: elsewhere.token });
      expect(after.status).toBe(200);
      expect(after.text).toBe(before);
      expect(after.text).not.toMatch(/patchproof_validations\{|patchproof_phase_duration/);
      expect(after.text).toContain('patchproof_queue_depth 0');
    });

    it('needs a token, and answers 404 when the service was started without --metrics', async () => {
      expectProblem(await s.call('GET', '/metrics'), 401, 'Unauthorized');
      expectProblem(
        await off.call('GET', '/metrics', { token: off.tokens.auditor }),
        404,
        'RouteNotFound',
      );
    });
  });
}
