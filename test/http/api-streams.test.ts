// Event streams are bounded: per token, in all, and in lifetime (the client resumes with
// Last-Event-ID). Without bounds, any token holder could hold open enough polling streams
// to starve the API and the workers' heartbeats.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createToken, revokeToken, scopeToken } from '../../src/service/tokens.js';
import { describeDatabase } from '../support/databases.js';
import { openTestService, type TestService } from '../support/service.js';
import { expectProblem } from './problem-assert.js';

describeDatabase('pglite', 'event stream limits', () => {
  let s: TestService;
  let id: string;
  beforeAll(async () => {
    s = await openTestService('pglite', {
      streamLimits: { perToken: 1, total: 2, lifetimeMs: 400 },
    });
    const { run, approval } = await s.approved();
    // No worker: the validation stays queued, so its stream would otherwise never end.
    id = (
      await s.call('POST', `/v1/runs/${run}/validations`, {
        token: s.tokens.executor,
        json: { approval },
      })
    ).json.id as string;
  });
  afterAll(async () => {
    await s?.close();
  });
  const open = (token: string) =>
    s.app.request(`/v1/validations/${id}/events`, {
      headers: { authorization: `Bearer ${token}` },
    });

  it('a second stream on the same token is 429 RateLimited while the first is open; the total is bounded too', async () => {
    const first = await open(s.tokens.auditor);
    expect(first.status).toBe(200);
    const reader = first.body?.getReader();
    await reader?.read(); // the stream is running
    const refused = await s.call('GET', `/v1/validations/${id}/events`, {
      token: s.tokens.auditor,
    });
    expectProblem(refused, 429, 'RateLimited');
    const other = await open(s.tokens.executor); // another token: the second of two in all
    expect(other.status).toBe(200);
    expectProblem(
      await s.call('GET', `/v1/validations/${id}/events`, { token: s.tokens.proposer }),
      429,
      'RateLimited',
    );
    // Both end at their lifetime, which frees their slots.
    await reader?.cancel();
    await other.text();
    await new Promise((r) => setTimeout(r, 600));
    const again = await open(s.tokens.auditor);
    expect(again.status).toBe(200);
    await again.text();
  });

  it('a stream ends with a reconnect event naming the last event id once its lifetime is up', async () => {
    const response = await open(s.tokens.auditor);
    const text = await response.text();
    expect(text).toContain('event: progress');
    const reconnect = /event: reconnect\ndata: (\{.*\})/.exec(text);
    expect(reconnect).not.toBeNull();
    const lastEventId = (JSON.parse(reconnect?.[1] ?? '{}') as { lastEventId: number }).lastEventId;
    expect(lastEventId).toBeGreaterThan(0);
    // Resuming from there sends nothing already seen.
    const resumed = await s.app.request(`/v1/validations/${id}/events`, {
      headers: {
        authorization: `Bearer ${s.tokens.auditor}`,
        'last-event-id': String(lastEventId),
      },
    });
    expect(await resumed.text()).not.toContain('event: progress');
  });

  it.each([
    ['revoked', async (id: string) => void (await revokeToken(s.db.store, id, 'operator'))],
    [
      'scoped away from the project',
      async (id: string) => void (await scopeToken(s.db.store, id, ['elsewhere'], 'operator')),
    ],
  ])(
    'an open stream ends with an Unauthorized error event once its token is %s',
    async (_how, change) => {
      const { token, record } = await createToken(s.db.store, 'auditor', 'watcher', null);
      const response = await open(token);
      expect(response.status).toBe(200);
      await change(record.id);
      // Well before its 400 ms lifetime would end it with a reconnect event.
      const text = await response.text();
      expect(text).toMatch(/event: error\ndata: \{"code":"Unauthorized"/);
      expect(text).not.toContain('event: reconnect');
    },
  );
});
