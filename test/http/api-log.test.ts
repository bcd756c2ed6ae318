// The transparency log through the API, in-process on each database: every published
// receipt, PASS or FAIL, is a leaf; the checkpoint is a signed note by the service's key; a
// receipt's inclusion proof and the consistency proof between two checkpoints verify with
// core/tlog (checked against RFC 6962 vectors in test/tlog), and a tampered one does not;
// the log's rows cannot be changed or removed, even with SQL.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { main } from '../../src/main/cli.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { keygen, parseSigningKey, parseTrustedKeys } from '../../src/core/receipt/signature.js';
import { parseCheckpoint } from '../../src/core/tlog/checkpoint.js';
import { leafHash, verifyConsistency, verifyInclusion } from '../../src/core/tlog/merkle.js';
import { openNote } from '../../src/core/tlog/signed-note.js';
import type { Worker } from '../../src/service/worker.js';
import { databaseKinds, describeDatabase } from '../support/databases.js';
import { sealedHonestWorker } from '../support/fake-execution.js';
import { openTestService, type TestService } from '../support/service.js';
import { expectProblem } from './problem-assert.js';
import { completedValidation, publishedReceipt } from '../support/service-flow.js';

const KEY = keygen('patchproof.example.org/log', new Uint8Array(32).fill(9));
const b64 = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'base64'));

for (const kind of databaseKinds()) {
  describeDatabase(kind, 'transparency log: checkpoints, inclusion and consistency proofs', () => {
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

    const publish = (): Promise<string> => publishedReceipt(s);
    const completed = (): Promise<string> => completedValidation(s);
    /** Whether the database accepted a statement. */
    const accepted = async (statement: ReturnType<typeof sql>): Promise<boolean> =>
      s.db.database.db.execute(statement).then(
        () => true,
        () => false,
      );
    const leaf = (text: string): Buffer => Buffer.from(leafHash(new TextEncoder().encode(text)));
    async function checkpoint() {
      const reply = await s.call('GET', '/v1/log/checkpoint');
      expect(reply.status).toBe(200);
      const opened = openNote(reply.bytes, parseTrustedKeys(KEY.vkey));
      if (!opened.ok) throw new Error(opened.message);
      return parseCheckpoint(opened.text) as NonNullable<ReturnType<typeof parseCheckpoint>>;
    }

    it('logs each published receipt; its inclusion proof verifies against the signed checkpoint, and consistency holds as the log grows', async () => {
      const first = await publish();
      const old = await checkpoint();
      expect(old).toMatchObject({ origin: 'patchproof.example.org/log', size: 1 });
      const more = [await publish(), await publish()];
      const now = await checkpoint();
      expect(now.size).toBe(3);
      for (const [index, digest] of [first, ...more].entries()) {
        const reply = await s.call('GET', `/v1/receipts/${digest}/inclusion`);
        expect(reply.json).toMatchObject({ index, size: 3 });
        const leaf = leafHash(new TextEncoder().encode(digest));
        const proof = (reply.json.proof as string[]).map(b64);
        expect(verifyInclusion(leaf, index, now.size, proof, now.root)).toBe(true);
        const other = digest.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
        expect(
          verifyInclusion(
            leafHash(new TextEncoder().encode(other)),
            index,
            now.size,
            proof,
            now.root,
          ),
        ).toBe(false);
      }
      // The first receipt in the first checkpoint's tree, too.
      const early = await s.call('GET', `/v1/receipts/${first}/inclusion?size=1`);
      expect(
        verifyInclusion(
          leafHash(new TextEncoder().encode(first)),
          0,
          1,
          (early.json.proof as string[]).map(b64),
          old.root,
        ),
      ).toBe(true);
      const consistency = await s.call(
        'GET',
        `/v1/log/consistency?from=${old.size}&to=${now.size}`,
      );
      const proof = (consistency.json.proof as string[]).map(b64);
      expect(verifyConsistency(old.size, now.size, proof, old.root, now.root)).toBe(true);
      expect(verifyConsistency(old.size, now.size, proof.slice(1), old.root, now.root)).toBe(false);
    });

    it('an auditor checks it offline with the CLI: receipt verify --log-key, and log verify between two checkpoints', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'pp-log-audit-'));
      try {
        const save = (name: string, bytes: Uint8Array | string): string => (
          writeFileSync(join(dir, name), bytes),
          join(dir, name)
        );
        const keyFile = save('log.vkey', `${KEY.vkey}\n`);
        const old = save('old.checkpoint', (await s.call('GET', '/v1/log/checkpoint')).bytes);
        const digest = await publish();
        const now = save('now.checkpoint', (await s.call('GET', '/v1/log/checkpoint')).bytes);
        const size = (
          parseCheckpoint(
            (openNote(readFileSync(now), parseTrustedKeys(KEY.vkey)) as { text: string }).text,
          ) as { size: number }
        ).size;
        const receipt = save(
          `${digest.slice('sha256:'.length)}.json`,
          (await s.call('GET', `/v1/receipts/${digest}`)).bytes,
        );
        const inclusion = (await s.call('GET', `/v1/receipts/${digest}/inclusion?size=${size}`))
          .json;
        const proofFile = save('inclusion.json', JSON.stringify(inclusion));
        const cli = async (args: string[]) => {
          let out = '';
          const code = await main(args, {
            out: (t) => void (out += `${t}\n`),
            err: (t) => void (out += `${t}\n`),
          });
          return { code, out };
        };
        const verified = await cli([
          'receipt',
          'verify',
          receipt,
          '--log-key',
          keyFile,
          '--checkpoint',
          now,
          '--inclusion',
          proofFile,
        ]);
        expect(verified.code, verified.out).toBe(0);
        expect(verified.out).toContain('in the transparency log');
        const forged = save(
          'forged.json',
          JSON.stringify({ ...inclusion, index: (inclusion.index as number) === 0 ? 1 : 0 }),
        );
        const refused = await cli([
          'receipt',
          'verify',
          receipt,
          '--log-key',
          keyFile,
          '--checkpoint',
          now,
          '--inclusion',
          forged,
        ]);
        expect([refused.code, refused.out]).toEqual([
          1,
          expect.stringContaining('InclusionUnproven'),
        ]);
        const before = (
          openNote(readFileSync(old), parseTrustedKeys(KEY.vkey)) as { text: string }
        ).text.split('\n')[1];
        const consistency = save(
          'consistency.json',
          JSON.stringify(
            (await s.call('GET', `/v1/log/consistency?from=${before}&to=${size}`)).json,
          ),
        );
        const extends_ = await cli([
          'log',
          'verify',
          old,
          now,
          '--proof',
          consistency,
          '--log-key',
          keyFile,
        ]);
        expect([extends_.code, extends_.out]).toEqual([
          0,
          expect.stringContaining(`the tree of ${size} extends the tree of ${before}`),
        ]);
        const swapped = await cli([
          'log',
          'verify',
          now,
          old,
          '--proof',
          consistency,
          '--log-key',
          keyFile,
        ]);
        expect([swapped.code, swapped.out]).toEqual([
          1,
          expect.stringContaining('ConsistencyUnproven'),
        ]);
        const otherKey = save(
          'other.vkey',
          `${keygen('patchproof.example.org/log', new Uint8Array(32).fill(3)).vkey}\n`,
        );
        const unsigned = await cli([
          'log',
          'verify',
          old,
          now,
          '--proof',
          consistency,
          '--log-key',
          otherKey,
        ]);
        expect([unsigned.code, unsigned.out]).toEqual([
          1,
          expect.stringContaining('CheckpointUnverified'),
        ]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    // From an adversarial review: a row the log cannot remove again must never be a wrong one.
    it("admits only the next position, the receipt's own leaf and a published receipt; the signed trees stay consistent", async () => {
      const digest = await publish();
      const kept = await checkpoint();
      const other = `sha256:${'cd'.repeat(32)}`;
      expect(
        await accepted(
          sql`insert into log_entries (position, receipt, leaf_hash) values (-1, ${other}, ${leaf(other)})`,
        ),
      ).toBe(false);
      expect(
        await accepted(
          sql`insert into log_entries (position, receipt, leaf_hash) values (1000000, ${other}, ${leaf(other)})`,
        ),
      ).toBe(false);
      expect(
        await accepted(
          sql`insert into log_entries (position, receipt, leaf_hash) values (${kept.size}, ${other}, ${leaf(other)})`,
        ),
      ).toBe(false);
      // Its own receipt again, at the next position, is refused too (a receipt is one leaf), as is another leaf for it.
      expect(
        await accepted(
          sql`insert into log_entries (position, receipt, leaf_hash) values (${kept.size}, ${digest}, ${leaf(digest)})`,
        ),
      ).toBe(false);
      await publish();
      const now = await checkpoint();
      const proof = (await s.call('GET', `/v1/log/consistency?from=${kept.size}&to=${now.size}`))
        .json.proof as string[];
      expect(verifyConsistency(kept.size, now.size, proof.map(b64), kept.root, now.root)).toBe(
        true,
      );
    });

    it('puts a receipt published without the log (by a version before it) into the log when it is published again', async () => {
      const id = await completed();
      const db = s.db.database.db;
      await db.execute(
        sql`insert into receipts (digest, bytes, validation_id, verdict, published_by) select receipt_digest, receipt_bytes, id, verdict, 'old-process' from validations where id = ${id}`,
      );
      await db.execute(sql`update validations set state = 'published' where id = ${id}`);
      const again = await s.call('POST', `/v1/validations/${id}/publish`, {
        token: s.tokens.publisher,
      });
      expect(again.status).toBe(200);
      const inclusion = await s.call(
        'GET',
        `/v1/receipts/${again.json.receipt as string}/inclusion`,
      );
      expect(inclusion.status).toBe(200);
    });

    it('refuses sizes it does not have, and a receipt that was never published', async () => {
      expectProblem(await s.call('GET', '/v1/log/consistency?from=0'), 400, 'InvalidRequest');
      expectProblem(
        await s.call('GET', '/v1/log/consistency?from=1&to=999'),
        400,
        'InvalidRequest',
      );
      expectProblem(
        await s.call('GET', `/v1/receipts/sha256:${'0'.repeat(64)}/inclusion`),
        404,
        'ReceiptNotFound',
      );
    });

    it('keeps its rows as they were written: UPDATE, DELETE and TRUNCATE are refused by the database', async () => {
      const db = s.db.database.db;
      // drizzle wraps the database's error; the trigger's own message is its cause.
      const refusal = async (statement: ReturnType<typeof sql>): Promise<string> => {
        const error = await db.execute(statement).then(
          () => null,
          (e: unknown) => e as { cause?: { message?: string } },
        );
        return error?.cause?.message ?? 'not refused';
      };
      expect(await refusal(sql`update log_entries set receipt = 'x'`)).toMatch(
        /append-only: UPDATE/,
      );
      expect(await refusal(sql`delete from log_entries`)).toMatch(/append-only: DELETE/);
      expect(await refusal(sql`truncate log_entries`)).toMatch(/append-only: TRUNCATE/);
      expect((await checkpoint()).size).toBeGreaterThanOrEqual(3);
    });
  });
}
