// The whole flow in-process, without Docker: run → proposal → approval → validation run by
// a real worker loop on the fake runner (a real Runner implementation with scripted,
// honest unittest output) → publish → the public receipt, its report and the event stream.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { typedHashOfBytes } from '../../src/core/hash/typed-hash.js';
import type { Worker } from '../../src/service/worker.js';
import { databaseKinds, describeDatabase } from '../support/databases.js';
import { sealedHonestWorker } from '../support/fake-execution.js';
import { openTestService, type Reply, type TestService } from '../support/service.js';
import { expectProblem } from './problem-assert.js';

/** Polls GET /v1/validations/{id} until it leaves queued/running (bounded by the test timeout). */
async function settled(s: TestService, id: string): Promise<Reply> {
  for (;;) {
    const reply = await s.call('GET', `/v1/validations/${id}`, { token: s.tokens.auditor });
    expect(reply.status).toBe(200);
    if (reply.json.state !== 'queued' && reply.json.state !== 'running') return reply;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Server-Sent Events as (id, event, data). */
function parseSse(text: string): Array<{ id: string; event: string; data: string }> {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '' && !block.startsWith(':'))
    .map((block) => {
      const field = (name: string) =>
        block
          .split('\n')
          .filter((line) => line.startsWith(`${name}:`))
          .map((line) => line.slice(name.length + 1).trimStart())
          .join('\n');
      return { id: field('id'), event: field('event'), data: field('data') };
    });
}

for (const kind of databaseKinds()) {
  describeDatabase(kind, 'API flow: propose, approve, execute, publish', () => {
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

    it('a passing patch ends in a published, public, immutable receipt', async () => {
      const { run, proposal, approval, base } = await s.approved();
      const proposalReply = await s.call('GET', `/v1/proposals/${proposal}`, {
        token: s.tokens.auditor,
      });
      expect(proposalReply.status).toBe(200);
      expect(proposalReply.json).toMatchObject({
        hash: proposal,
        run,
        base,
        proposers: ['agent-1'],
        files: [{ path: 'calc.py', op: 'update' }],
      });

      const queued = await s.call('POST', `/v1/runs/${run}/validations`, {
        token: s.tokens.executor,
        json: { approval },
      });
      expect(queued.status).toBe(202);
      const id = queued.json.id as string;

      const done = await settled(s, id);
      expect(done.json).toMatchObject({
        state: 'completed',
        verdict: 'PASS',
        proofGrade: true,
        error: null,
        currentPhase: null,
        attempt: 1,
      });
      const phases = done.json.phases as Array<{ name: string; state: string; outcome?: string }>;
      expect(phases.map((p) => [p.name, p.state, p.outcome])).toEqual([
        ['baseline', 'done', 'pass'],
        ['patched', 'done', 'pass'],
        ['regression', 'done', 'pass'],
        ['hidden', 'done', 'pass'],
      ]);
      const built = done.json.receipt as string;
      expect(built).toMatch(/^sha256:[0-9a-f]{64}$/);
      // Built, not yet published: the public address does not serve it before a publisher acts.
      expectProblem(await s.call('GET', `/v1/receipts/${built}`), 404, 'ReceiptNotFound');

      const published = await s.call('POST', `/v1/validations/${id}/publish`, {
        token: s.tokens.publisher,
      });
      expect(published.status).toBe(201);
      expect(published.json).toMatchObject({
        receipt: built,
        verdict: 'PASS',
        url: `/v1/receipts/${built}`,
        publishedBy: 'publisher-1',
      });
      const again = await s.call('POST', `/v1/validations/${id}/publish`, {
        token: s.tokens.publisher,
      });
      expect(again.status).toBe(200);
      expect(again.json.receipt).toBe(built);
      expect(
        (await s.call('GET', `/v1/validations/${id}`, { token: s.tokens.auditor })).json.state,
      ).toBe('published');

      // Anonymous: receipts are public.
      const receipt = await s.call('GET', `/v1/receipts/${built}`);
      expect(receipt.status).toBe(200);
      expect(typedHashOfBytes('patchproof.receipt.v1', receipt.bytes)).toBe(built);
      expect(receipt.headers.get('etag')).toBe(`"${built}"`);
      expect(receipt.headers.get('cache-control')).toContain('immutable');
      expect(receipt.headers.get('content-type')).toMatch(/^application\/json/);
      const body = JSON.parse(receipt.text) as { verdict: string; run: string };
      expect(body).toMatchObject({ verdict: 'PASS', run });

      const notModified = await s.call('GET', `/v1/receipts/${built}`, {
        headers: { 'if-none-match': `"${built}"` },
      });
      expect(notModified.status).toBe(304);
      expect(notModified.bytes.byteLength).toBe(0);
      expect(notModified.headers.get('etag')).toBe(`"${built}"`);
      const otherTag = await s.call('GET', `/v1/receipts/${built}`, {
        headers: { 'if-none-match': '"sha256:other"' },
      });
      expect(otherTag.status).toBe(200);

      const en = await s.call('GET', `/v1/receipts/${built}/report?lang=en`);
      const zh = await s.call('GET', `/v1/receipts/${built}/report?lang=zh`);
      expect([en.status, zh.status]).toEqual([200, 200]);
      expect(en.text).not.toBe(zh.text);
      expect(en.text).toContain('PASS');
      expect(zh.text).toContain('PASS');
      expect(zh.text).toContain('通过');
      expect(en.headers.get('content-language')).toBe('en');
      expect(zh.headers.get('content-language')).toBe('zh-Hans');
      expect((await s.call('GET', `/v1/receipts/${built}/report`)).text).toBe(en.text);
      expectProblem(
        await s.call('GET', `/v1/receipts/${built}/report?lang=fr`),
        400,
        'InvalidRequest',
      );

      // The event stream of a finished validation: every phase, then the final state.
      const response = await s.app.request(`/v1/validations/${id}/events`, {
        headers: { authorization: `Bearer ${s.tokens.auditor}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const events = parseSse(await response.text());
      const last = events.at(-1);
      expect(last?.event).toBe('state');
      // The final state is the state at the time of streaming: published, after a completed run.
      expect(JSON.parse(last?.data ?? '{}')).toMatchObject({
        id,
        verdict: 'PASS',
        state: 'published',
      });
      const progress = events
        .filter((e) => e.event === 'progress')
        .map((e) => JSON.parse(e.data) as { stage: string; status: string });
      for (const phase of ['baseline', 'patched', 'regression', 'hidden']) {
        expect(progress, phase).toContainEqual(
          expect.objectContaining({ stage: `phase:${phase}`, status: 'started' }),
        );
        expect(progress, phase).toContainEqual(
          expect.objectContaining({ stage: `phase:${phase}`, status: 'pass' }),
        );
      }
      expect(progress.map((p) => p.stage)).toEqual(
        expect.arrayContaining(['queue', 'claim', 'finish', 'publish']),
      );
      expect(workerErrors).toEqual([]);
    });

    it('the event stream ends with `event: state` completed for a validation not yet published', async () => {
      const { run, approval } = await s.approved();
      const id = (
        await s.call('POST', `/v1/runs/${run}/validations`, {
          token: s.tokens.executor,
          json: { approval },
        })
      ).json.id as string;
      // Opened while the validation may still be queued: the stream follows it to its end.
      const response = await s.app.request(`/v1/validations/${id}/events`, {
        headers: { authorization: `Bearer ${s.tokens.executor}` },
      });
      const events = parseSse(await response.text());
      const last = events.at(-1);
      expect(last?.event).toBe('state');
      expect(JSON.parse(last?.data ?? '{}')).toMatchObject({
        id,
        state: 'completed',
        verdict: 'PASS',
      });
      const stages = events
        .filter((e) => e.event === 'progress')
        .map((e) => (JSON.parse(e.data) as { stage: string }).stage);
      expect(stages).toEqual(
        expect.arrayContaining([
          'phase:baseline',
          'phase:patched',
          'phase:regression',
          'phase:hidden',
          'finish',
        ]),
      );
      // Resuming after the last event id (Last-Event-ID) sends only the final state.
      const lastId = events.filter((e) => e.event === 'progress').at(-1)?.id ?? '';
      expect(lastId).toMatch(/^[1-9][0-9]*$/);
      const resumed = await s.app.request(`/v1/validations/${id}/events`, {
        headers: { authorization: `Bearer ${s.tokens.executor}`, 'last-event-id': lastId },
      });
      expect(parseSse(await resumed.text()).map((e) => e.event)).toEqual(['state']);
      expect(workerErrors).toEqual([]);
    });

    // The status comes from the store's locked publish, not from a read made before it (both
    // racing publishers used to be told 201 Created).
    it('two publishers racing: one 201 Created, one 200 already published, one receipt', async () => {
      const { run, approval } = await s.approved();
      const id = (
        await s.call('POST', `/v1/runs/${run}/validations`, {
          token: s.tokens.executor,
          json: { approval },
        })
      ).json.id as string;
      const done = await settled(s, id);
      expect(done.json.state).toBe('completed');
      const replies = await Promise.all([
        s.call('POST', `/v1/validations/${id}/publish`, { token: s.tokens.publisher }),
        s.call('POST', `/v1/validations/${id}/publish`, { token: s.tokens.publisher }),
      ]);
      expect(new Set(replies.map((r) => r.json.receipt))).toEqual(new Set([done.json.receipt]));
      expect(
        (await s.db.store.listEvents({ validationId: id })).filter((e) => e.stage === 'publish'),
      ).toHaveLength(1);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 201]);
    });

    it('the event stream needs a token', async () => {
      expectProblem(
        await s.call('GET', '/v1/validations/val_00000000000000000000/events'),
        401,
        'Unauthorized',
      );
    });
  });
}
