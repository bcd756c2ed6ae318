// The service signs what it publishes when it has a key (serve --sign-key): the envelope
// stored with the receipt row is served at /v1/receipts/{digest}/signature, and it checks
// against the matching trusted key only. Without a key the route answers SignatureNotFound.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  checkReceiptSignature,
  keygen,
  parseSigningKey,
  parseTrustedKeys,
} from '../../src/core/receipt/signature.js';
import { createApp } from '../../src/http/app.js';
import { startWorker, type Worker } from '../../src/service/worker.js';
import { databaseKinds, describeDatabase } from '../support/databases.js';
import { fakeExecutor, TEST_PACE_MS } from '../support/fake-execution.js';
import { openTestService, type Reply, readReply, type TestService } from '../support/service.js';
import { expectProblem } from './problem-assert.js';

const signer = keygen('patchproof.test', new Uint8Array(32).fill(7));
const stranger = keygen('patchproof.test', new Uint8Array(32).fill(8));

for (const kind of databaseKinds()) {
  describeDatabase(kind, 'API: receipt signatures', () => {
    let s: TestService;
    let worker: Worker;
    let signedCall: (method: string, path: string, token: string) => Promise<Reply>;

    beforeAll(async () => {
      s = await openTestService(kind);
      worker = startWorker(fakeExecutor(s.context).deps, {
        pollMs: 50,
        hiddenPaceMs: TEST_PACE_MS,
      });
      // The same store and database behind an app whose context has the signing key.
      const app = createApp({
        context: { ...s.context, signingKey: parseSigningKey(signer.skey) },
        database: s.db.kind,
        version: 'test',
      });
      signedCall = async (method, path, token) =>
        readReply(
          await app.request(path, { method, headers: { authorization: `Bearer ${token}` } }),
        );
    });
    afterAll(async () => {
      await worker?.stop();
      await s?.close();
    });

    async function completed(): Promise<string> {
      const { run, approval } = await s.approved();
      const queued = await s.call('POST', `/v1/runs/${run}/validations`, {
        token: s.tokens.executor,
        json: { approval },
      });
      expect(queued.status).toBe(202);
      const id = queued.json.id as string;
      for (;;) {
        const state = (await s.call('GET', `/v1/validations/${id}`, { token: s.tokens.auditor }))
          .json.state;
        if (state === 'completed') return id;
        expect(['queued', 'running']).toContain(state);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    it('a receipt published with a key has a public signature that checks with that key only', async () => {
      const id = await completed();
      const published = await signedCall(
        'POST',
        `/v1/validations/${id}/publish`,
        s.tokens.publisher,
      );
      expect(published.status).toBe(201);
      const digest = published.json.receipt as string;
      const receipt = await s.call('GET', `/v1/receipts/${digest}`);
      const signature = await s.call('GET', `/v1/receipts/${digest}/signature`);
      expect(signature.status).toBe(200);
      expect(signature.headers.get('content-type')).toBe('application/json');
      const good = checkReceiptSignature(
        receipt.bytes,
        signature.text,
        parseTrustedKeys(signer.vkey),
      );
      expect(good).toMatchObject({
        valid: true,
        keyid: signer.vkey.split('+').slice(0, 2).join('+'),
      });
      expect(
        checkReceiptSignature(receipt.bytes, signature.text, parseTrustedKeys(stranger.vkey)),
      ).toMatchObject({ valid: false, problem: { code: 'UntrustedKey' } });
      // The stored row holds exactly what the route serves.
      expect([...((await s.db.store.getReceipt(digest as never))?.signature ?? [])]).toEqual([
        ...signature.bytes,
      ]);
    });

    it('a receipt published without a key: SignatureNotFound; an unknown receipt: ReceiptNotFound', async () => {
      const id = await completed();
      const published = await s.call('POST', `/v1/validations/${id}/publish`, {
        token: s.tokens.publisher,
      });
      expect(published.status).toBe(201);
      const digest = published.json.receipt as string;
      expect((await s.call('GET', `/v1/receipts/${digest}`)).status).toBe(200);
      expectProblem(
        await s.call('GET', `/v1/receipts/${digest}/signature`),
        404,
        'SignatureNotFound',
      );
      expectProblem(
        await s.call('GET', `/v1/receipts/sha256:${'0'.repeat(64)}/signature`),
        404,
        'ReceiptNotFound',
      );
      expectProblem(await s.call('GET', '/v1/receipts/nope/signature'), 400, 'InvalidRequest');
    });

    it('lists the signature route in /openapi.json', async () => {
      const paths = (await s.call('GET', '/openapi.json')).json.paths as Record<string, unknown>;
      expect(Object.keys(paths)).toContain('/v1/receipts/{digest}/signature');
    });
  });
}
