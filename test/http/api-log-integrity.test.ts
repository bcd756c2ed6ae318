// The transparency log's rows admit only what appendToLog writes (migration 0014), from an
// adversarial review: a row at a negative position, past the end, with a leaf hash that is
// not its receipt's, or for a receipt never published would fork every signed tree from the
// checkpoints auditors kept, and could never be removed (the table is append-only).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { keygen, parseSigningKey, parseTrustedKeys } from '../../src/core/receipt/signature.js';
import { parseCheckpoint } from '../../src/core/tlog/checkpoint.js';
import { leafHash, verifyConsistency } from '../../src/core/tlog/merkle.js';
import { openNote } from '../../src/core/tlog/signed-note.js';
import type { Worker } from '../../src/service/worker.js';
import { databaseKinds, describeDatabase } from '../support/databases.js';
import { sealedHonestWorker } from '../support/fake-execution.js';
import { openTestService, type TestService } from '../support/service.js';

const KEY = keygen('patchproof.example.org/log', new Uint8Array(32).fill(9));
const b64 = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'base64'));

for (const kind of databaseKinds()) {
  describeDatabase(kind, 'review: log_entries INSERTs are unconstrained', () => {
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

    async function publish(): Promise<string> {
      const { run, approval } = await s.approved();
      const queued = await s.call('POST', `/v1/runs/${run}/validations`, { token: s.tokens.executor, json: { approval } });
      let state = queued.json;
      while (state.state === 'queued' || state.state === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 50));
        state = (await s.call('GET', `/v1/validations/${queued.json.id as string}`, { token: s.tokens.auditor })).json;
      }
      const published = await s.call('POST', `/v1/validations/${queued.json.id as string}/publish`, { token: s.tokens.publisher });
      expect(published.status).toBe(201);
      return published.json.receipt as string;
    }
    async function checkpoint() {
      const opened = openNote((await s.call('GET', '/v1/log/checkpoint')).bytes, parseTrustedKeys(KEY.vkey));
      if (!opened.ok) throw new Error(opened.message);
      return parseCheckpoint(opened.text) as NonNullable<ReturnType<typeof parseCheckpoint>>;
    }
    const inserted = async (statement: ReturnType<typeof sql>): Promise<boolean> =>
      s.db.database.db.execute(statement).then(() => true, () => false);
    const leaf = (text: string): Buffer => Buffer.from(leafHash(new TextEncoder().encode(text)));

    it('refuses a row whose leaf hash is not the hash of its receipt, or whose receipt was never published', async () => {
      await publish();
      const n = (await checkpoint()).size;
      const fake = `sha256:${'ab'.repeat(32)}`;
      // leaf hash of another string: the row names one receipt and commits to another leaf
      expect(await inserted(sql`insert into log_entries (position, receipt, leaf_hash) values (${n}, ${fake}, ${leaf('something else')})`)).toBe(false);
    });

    it('refuses a row out of sequence (negative position); otherwise the signed tree forks from every kept checkpoint, for good', async () => {
      await publish();
      const kept = await checkpoint();
      const ok = await inserted(sql`insert into log_entries (position, receipt, leaf_hash) values (-1, ${`sha256:${'cd'.repeat(32)}`}, ${leaf(`sha256:${'cd'.repeat(32)}`)})`);
      await publish();
      const now = await checkpoint();
      const proof = (await s.call('GET', `/v1/log/consistency?from=${kept.size}&to=${now.size}`)).json.proof as string[];
      // The service's own proof no longer links the checkpoint an auditor kept to the new one.
      expect({ ok, consistent: verifyConsistency(kept.size, now.size, proof.map(b64), kept.root, now.root) }).toEqual({ ok: false, consistent: true });
    });

    it('refuses a row past the end (a gap); otherwise the service signs a size whose root covers fewer leaves', async () => {
      await publish();
      const ok = await inserted(sql`insert into log_entries (position, receipt, leaf_hash) values (1000000, ${`sha256:${'ef'.repeat(32)}`}, ${leaf(`sha256:${'ef'.repeat(32)}`)})`);
      const now = await checkpoint();
      const digest = await publish();
      const later = await checkpoint();
      const inclusion = (await s.call('GET', `/v1/receipts/${digest}/inclusion`)).json;
      const proof = (await s.call('GET', `/v1/log/consistency?from=${now.size}&to=${later.size}`)).json.proof as string[];
      expect({ ok, inclusionIndexBelowSize: (inclusion.index as number) < later.size, consistent: verifyConsistency(now.size, later.size, proof.map(b64), now.root, later.root) })
        .toEqual({ ok: false, inclusionIndexBelowSize: true, consistent: true });
    });
  });
}
