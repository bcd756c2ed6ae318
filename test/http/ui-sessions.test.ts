// The review pages' sessions and forms under attack (src/http/pages/sessions.ts, routes/
// review.tsx), in-process on PGlite; each case is a finding of the adversarial review of the
// first cut: one token filling the session table, unbounded form bodies, cross-site sign-in
// and sign-out, the Origin check that never applied, `..` in the sign-in redirect, a link
// naming a run without the proposal showing another run's form, no request limit on pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestService, type TestService } from '../support/service.js';

let s: TestService;
let run: string;
let proposal: string;
beforeAll(async () => {
  s = await openTestService('pglite');
  run = await s.registerRun();
  proposal = (
    await s.call('POST', `/v1/runs/${run}/proposals`, {
      token: s.tokens.proposer,
      body: await s.patch('fix.patch'),
      headers: { 'content-type': 'text/plain' },
    })
  ).json.hash as string;
});
afterAll(() => s.close());

const FORM = {
  'content-type': 'application/x-www-form-urlencoded',
  'sec-fetch-site': 'same-origin',
};

async function post(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return s.app.request(path, {
    method: 'POST',
    headers: { ...FORM, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}
/** Signs in with `token`: the session cookie. */
async function signIn(token: string): Promise<string> {
  const response = await post('/ui/sign-in', { token, next: '/ui/proposals' });
  expect(response.status).toBe(303);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
}
const page = (path: string, cookie: string) => s.app.request(path, { headers: { cookie } });
/** The CSRF token of a signed-in page (from its sign-out form). */
async function csrfOf(cookie: string): Promise<string> {
  const html = await (await page('/ui/proposals', cookie)).text();
  return /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
}

describe('review page sessions, attacked', () => {
  it('one token keeps at most 16 sessions (its oldest ends), so it cannot fill the table for others', async () => {
    const first = await signIn(s.tokens.auditor);
    for (let i = 0; i < 16; i++) await signIn(s.tokens.auditor);
    expect((await page('/ui/proposals', first)).status).toBe(303);
    expect((await page('/ui/proposals', await signIn(s.tokens.approver))).status).toBe(200);
  });

  it('reads small urlencoded forms only: a large or JSON body is refused before anything is done', async () => {
    const big = await post('/ui/sign-in', { token: 'x'.repeat(64 * 1024) });
    expect([big.status, ((await big.json()) as { code: string }).code]).toEqual([
      413,
      'PayloadTooLarge',
    ]);
    const json = await s.app.request('/ui/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(((await json.json()) as { code: string }).code).toBe('InvalidRequest');
  });

  it('refuses a cross-site sign-in, and a sign-out without a session clears no cookie', async () => {
    const cross = await post(
      '/ui/sign-in',
      { token: s.tokens.approver },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect([cross.status, cross.headers.get('set-cookie')]).toEqual([403, null]);
    const foreign = await s.app.request('/ui/sign-in', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://attacker.example',
      },
      body: `token=${s.tokens.approver}`,
    });
    expect(foreign.status).toBe(403);
    const out = await post('/ui/sign-out', {});
    expect([out.status, out.headers.get('set-cookie')]).toEqual([303, null]);
  });

  it("refuses a form post the browser calls cross-site or that comes from another host, even with the session's CSRF token", async () => {
    const cookie = await signIn(s.tokens.approver);
    const csrf = await csrfOf(cookie);
    const approve = (headers: Record<string, string>) =>
      post(
        `/ui/proposals/${proposal}/approve`,
        { csrf, run, snapshot: `ws1_${'0'.repeat(64)}` },
        { cookie, ...headers },
      );
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }])
      expect((await approve(headers)).status, JSON.stringify(headers)).toBe(403);
    const noFetchMeta = (origin: string) =>
      s.app.request(`/ui/proposals/${proposal}/approve`, {
        method: 'POST',
        headers: {
          cookie,
          origin,
          host: 'localhost',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ csrf, run, snapshot: `ws1_${'0'.repeat(64)}` }).toString(),
      });
    expect(
      ((await (await noFetchMeta('https://attacker.example')).json()) as { code: string }).code,
    ).toBe('CsrfRejected');
    // The page's own post (same origin; behind TLS, Origin may be null under no-referrer) reaches the checks: the snapshot is wrong.
    expect((await approve({})).status).toBe(409);
    expect((await noFetchMeta('https://localhost')).status).toBe(409);
  });

  it('redirects after sign-in only to a page of /ui, without . or .. segments in any spelling', async () => {
    for (const next of [
      '/ui/../v1/tokens',
      '/ui/..//evil.example',
      '/ui/.%2e/%2fevil.example',
      '/ui/%2E%2E/x',
      '//evil.example',
    ]) {
      const response = await post('/ui/sign-in', { token: s.tokens.auditor, next });
      expect(response.headers.get('location'), next).toBe('/ui/proposals');
    }
    expect(
      (
        await post('/ui/sign-in', {
          token: s.tokens.auditor,
          next: `/ui/proposals/${proposal}?run=${run}`,
        })
      ).headers.get('location'),
    ).toBe(`/ui/proposals/${proposal}?run=${run}`);
  });

  it("a link naming a run without the proposal shows nothing, not another run's Approve form", async () => {
    const cookie = await signIn(s.tokens.approver);
    const other = await s.registerRun();
    const response = await page(`/ui/proposals/${proposal}?run=${other}`, cookie);
    expect([response.status, ((await response.json()) as { code: string }).code]).toEqual([
      404,
      'ProposalNotFound',
    ]);
    expect((await page(`/ui/proposals/${proposal}?run=${run}`, cookie)).status).toBe(200);
  });

  it('limits page requests per session, as the API limits requests per token', async () => {
    const cookie = await signIn(s.tokens.publisher);
    let status = 200;
    for (let i = 0; i < 301 && status !== 429; i++)
      status = (await page('/ui/validations/val_none', cookie)).status;
    expect(status).toBe(429);
  });
});
