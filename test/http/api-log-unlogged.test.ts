// A receipt published without a log row (by a version before the log, in a rolling upgrade)
// enters the log when it is published again, from an adversarial review.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { keygen, parseSigningKey } from '../../src/core/receipt/signature.js';
import type { Worker } from '../../src/service/worker.js';
import { databaseKinds, describeDatabase } from '../support/databases.js';
import { sealedHonestWorker } from '../support/fake-execution.js';
import { openTestService, type TestService } from '../support/service.js';

const KEY = keygen('patchproof.example.org/log', new Uint8Array(32).fill(9));

for (const kind of databaseKinds().slice(0, 1)) {
  describeDatabase(kind, 'review: a published receipt missing from the log', () => {
    let s: TestService;
    let worker: Worker;
    beforeAll(async () => {
      s = await openTestService(kind, { context: { signingKey: parseSigningKey(KEY.skey) } });
      worker = sealedHonestWorker(s.context);
    });
    afterAll(async () => {
      await worker?.stop();
      await s?.close();
    });

    it('publishing again (or anything else) puts a receipt published without the log into it', async () => {
      const { run, approval } = await s.approved();
      const queued = await s.call('POST', `/v1/runs/${run}/validations`, { token: s.tokens.executor, json: { approval } });
      const id = queued.json.id as string;
      let state = queued.json.state as string;
      while (state === 'queued' || state === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 50));
        state = (await s.call('GET', `/v1/validations/${id}`, { token: s.tokens.auditor })).json.state as string;
      }
      // What the pre-log publishReceipt wrote (no log_entries row).
      const db = s.db.database.db;
      await db.execute(sql`insert into receipts (digest, bytes, validation_id, verdict, published_by) select receipt_digest, receipt_bytes, id, verdict, 'old-process' from validations where id = ${id}`);
      await db.execute(sql`update validations set state = 'published' where id = ${id}`);
      const again = await s.call('POST', `/v1/validations/${id}/publish`, { token: s.tokens.publisher });
      expect(again.status).toBeLessThan(300);
      const digest = again.json.receipt as string;
      expect((await s.call('GET', `/v1/receipts/${digest}`)).status).toBe(200);
      const inclusion = await s.call('GET', `/v1/receipts/${digest}/inclusion`);
      expect([inclusion.status, inclusion.json.code]).toEqual([200, undefined]);
    });
  });
}
