// GET /metrics shows a token of one project nothing of another's activity, from an
// adversarial review: the phase-duration histogram covers every project, so only tokens of
// all projects see it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMetrics } from '../../src/service/metrics.js';
import { createToken } from '../../src/service/tokens.js';
import type { Worker } from '../../src/service/worker.js';
import { databaseKinds, describeDatabase } from '../support/databases.js';
import { sealedHonestWorker } from '../support/fake-execution.js';
import { openTestService, type TestService } from '../support/service.js';

for (const kind of databaseKinds().slice(0, 1)) {
  describeDatabase(kind, 'review: /metrics across projects', () => {
    let s: TestService;
    let worker: Worker;
    beforeAll(async () => {
      s = await openTestService(kind, { context: { metrics: createMetrics(() => 1) } });
      worker = sealedHonestWorker(s.context);
    });
    afterAll(async () => {
      await worker?.stop();
      await s?.close();
    });

    it("a token of another project learns nothing of this project's validations", async () => {
      const outsider = await createToken(s.context.store, 'auditor', 'auditor-elsewhere', ['another-project']);
      const before = (await s.call('GET', '/metrics', { token: outsider.token })).text;
      const { run, approval } = await s.approved();
      const queued = await s.call('POST', `/v1/runs/${run}/validations`, { token: s.tokens.executor, json: { approval } });
      let state = queued.json.state as string;
      while (state === 'queued' || state === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 50));
        state = (await s.call('GET', `/v1/validations/${queued.json.id as string}`, { token: s.tokens.auditor })).json.state as string;
      }
      const after = (await s.call('GET', '/metrics', { token: outsider.token })).text;
      const phaseLines = (text: string) => text.split('\n').filter((l) => l.startsWith('patchproof_phase_duration_seconds_count'));
      // Passes only if the outsider's view did not change when this project's validation ran.
      expect(phaseLines(after)).toEqual(phaseLines(before));
    });
  });
}
