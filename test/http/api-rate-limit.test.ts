// Per-token rate limits (src/http/rate-limit.ts): a token past its share gets 429 RateLimited
// with Retry-After before anything else is done for it; its bucket refills with time; other
// tokens and requests without a token are not held back by it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabase } from '../support/databases.js';
import { openTestService, type TestService } from '../support/service.js';
import { expectProblem } from './problem-assert.js';

describeDatabase('pglite', 'per-token rate limits', () => {
  let s: TestService;
  let clock = Date.parse('2026-12-05T12:00:00Z');
  beforeAll(async () => {
    s = await openTestService('pglite', {
      rateLimits: { perMinute: 60, burst: 3 },
      now: () => new Date(clock),
    });
  });
  afterAll(async () => {
    await s?.close();
  });
  const read = (token: string) => s.call('GET', '/v1/runs/run_00000000000000000000', { token });

  it('answers 429 with Retry-After once a token has used its burst, and again after a second of refill', async () => {
    for (let i = 0; i < 3; i++) expectProblem(await read(s.tokens.auditor), 404, 'RunNotFound');
    const limited = await read(s.tokens.auditor);
    expectProblem(limited, 429, 'RateLimited');
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.json.details).toEqual({ retryAfter: 1 });
    // An unknown token is limited too, before it is looked up: a flood costs the database nothing.
    for (let i = 0; i < 3; i++) await read('ppt_unknown');
    expectProblem(await read('ppt_unknown'), 429, 'RateLimited');
    clock += 1000;
    expectProblem(await read(s.tokens.auditor), 404, 'RunNotFound');
    expectProblem(await read(s.tokens.auditor), 429, 'RateLimited');
  });

  // Found by review: the bucket was keyed on the raw header, which authentication reads loosely.
  it('one token is one bucket however its header is written (scheme case, spaces)', async () => {
    clock += 60_000;
    const as = (header: string) =>
      s.call('GET', '/v1/runs/run_00000000000000000000', { headers: { authorization: header } });
    for (const header of [
      `Bearer ${s.tokens.executor}`,
      `bearer  ${s.tokens.executor}`,
      `BEARER   ${s.tokens.executor}`,
    ])
      expectProblem(await as(header), 404, 'RunNotFound');
    expectProblem(await as(`bEaReR ${s.tokens.executor}`), 429, 'RateLimited');
  });

  it('a clock set back does not drain a bucket', async () => {
    clock += 60_000;
    expectProblem(await read(s.tokens.approver), 404, 'RunNotFound');
    clock -= 3_600_000;
    expectProblem(await read(s.tokens.approver), 404, 'RunNotFound');
    clock += 3_600_000;
  });

  it('holds back no other token, and no request without one', async () => {
    expectProblem(await read(s.tokens.proposer), 404, 'RunNotFound');
    for (let i = 0; i < 5; i++) expect((await s.call('GET', '/healthz')).status).toBe(200);
  });
});
