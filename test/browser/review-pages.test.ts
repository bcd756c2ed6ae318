// The reviewer's path in headless Chromium (issue 18), against a real service on PGlite: from
// a link to a proposal, sign in with an approver's token, read the diff, approve, watch the
// phases go green live as the worker runs them, then open the receipt. A proposer signed in
// gets no Approve form for its own proposal, and a forged post is refused (the role, and
// the CSRF check for a post without the session's token). A patch's environment findings
// are listed and accepted with the approval. axe-core finds no serious violation on any of
// these pages.
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from '../../src/service/worker.js';
import { sealedHonestWorker } from '../support/fake-execution.js';
import { openTestService, type TestService } from '../support/service.js';
import {
  browserSuiteName,
  launchBrowser,
  listen,
  requireChromium,
  screenshot,
  seriousViolations,
  skipBrowser,
} from './support.js';

describe.skipIf(skipBrowser)(browserSuiteName('review pages in Chromium'), () => {
  requireChromium();
  let s: TestService;
  let worker: Worker | undefined;
  let server: Awaited<ReturnType<typeof listen>>;
  let browser: Browser;
  let base: string;
  let run: string;
  let proposal: string;

  beforeAll(async () => {
    s = await openTestService('pglite');
    run = await s.registerRun();
    const proposed = await s.call('POST', `/v1/runs/${run}/proposals`, {
      token: s.tokens.proposer,
      body: await s.patch('fix.patch'),
      headers: { 'content-type': 'text/plain' },
    });
    proposal = proposed.json.hash as string;
    server = await listen(s.app);
    base = server.base;
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await worker?.stop();
    await s?.close();
  });

  async function signIn(page: Page, path: string, token: string): Promise<void> {
    await page.goto(`${base}${path}`);
    expect(new URL(page.url()).pathname).toBe('/ui/sign-in');
    await page.type('#token', token);
    await Promise.all([page.waitForNavigation(), page.click('form[action="/ui/sign-in"] button')]);
  }
  const cellTexts = (page: Page, selector: string): Promise<string[]> =>
    page.$$eval(selector, (cells) => cells.map((c) => (c.textContent ?? '').trim()));

  it('a reviewer signs in from a link, approves the exact proposal, watches the phases go green and opens the receipt', async () => {
    const page = await browser.newPage();
    await signIn(page, `/ui/proposals/${proposal}?run=${run}`, s.tokens.approver);
    expect(new URL(page.url()).pathname).toBe(`/ui/proposals/${proposal}`);
    const cookie = (await page.cookies()).find((c) => c.name === 'pp_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/ui' });
    expect(await page.$$eval('pre.diff .d-add', (lines) => lines.length)).toBeGreaterThan(0);
    expect(
      await page.$eval('form.approve input[name="snapshot"]', (el) => el.getAttribute('value')),
    ).toMatch(/^ws1_/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'proposal-page');
    await Promise.all([page.waitForNavigation(), page.click('form.approve button')]);
    expect(await page.$eval('main', (el) => el.textContent)).toContain('Approved by reviewer-1');
    expect(await page.$('form.approve')).toBeNull();

    const approval = (
      await s.call('GET', `/v1/runs/${run}/approvals?proposal=${proposal}`, {
        token: s.tokens.auditor,
      })
    ).json.approvals as { hash: string }[];
    const queued = await s.call('POST', `/v1/runs/${run}/validations`, {
      token: s.tokens.executor,
      json: { approval: approval[0]?.hash },
    });
    const id = queued.json.id as string;
    await page.goto(`${base}/ui/validations/${id}`);
    expect(await cellTexts(page, '#phases tbody td:nth-child(3)')).toEqual(['—', '—', '—', '—']);
    worker = sealedHonestWorker(s.context);
    // The page's script follows the event stream and redraws: no reload here.
    await page.waitForFunction(
      "[...document.querySelectorAll('#phases tbody td:nth-child(3)')].every((td) => td.textContent.startsWith('pass'))",
      { timeout: 30_000 },
    );
    // The phases' last result is stored before the validation is marked completed (its
    // receipt is published in between): the state arrives by its own, later, event.
    await page.waitForFunction(
      "document.querySelector('#state')?.textContent.includes('completed')",
      { timeout: 30_000 },
    );
    expect(await page.$eval('#state', (el) => el.textContent)).toContain('completed');
    await screenshot(page, 'validation-page');

    const published = await s.call('POST', `/v1/validations/${id}/publish`, {
      token: s.tokens.publisher,
    });
    expect(published.status).toBe(201);
    await page.reload();
    await Promise.all([page.waitForNavigation(), page.click('a[href^="/ui/receipts/"]')]);
    await page.waitForFunction(
      "document.getElementById('browser-check').classList.contains('check-ok')",
      { timeout: 15_000 },
    );
    await page.close();
  }, 90_000);

  it('a reviewer reads the findings of a patch that probes the sandbox and accepts them in the approval', async () => {
    const probing = await s.registerRun();
    const proposed = await s.call('POST', `/v1/runs/${probing}/proposals`, {
      token: s.tokens.proposer,
      body: (await s.patch('fix.patch')).replace(
        '+    return a + b\n',
        '+    return a + b\n+    open("/proc/self/status").read()\n',
      ),
      headers: { 'content-type': 'text/plain' },
    });
    const hash = proposed.json.hash as string;
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await signIn(page, `/ui/proposals/${hash}?run=${probing}`, s.tokens.approver);
    expect(await cellTexts(page, 'ul.findings li')).toEqual([
      'EnvironmentProbe@calc.py:3 /proc/self',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.click('form.approve input[name="acceptedFindings"]');
    await Promise.all([page.waitForNavigation(), page.click('form.approve button')]);
    expect(await page.$eval('main', (el) => el.textContent)).toContain('Approved by reviewer-1');
    const approvals = await s.call('GET', `/v1/runs/${probing}/approvals?proposal=${hash}`, {
      token: s.tokens.auditor,
    });
    expect(approvals.json.approvals).toMatchObject([
      { acceptedFindings: ['EnvironmentProbe@calc.py:3'] },
    ]);
    await context.close();
  }, 60_000);

  it('a proposer sees no Approve form for its own proposal, and a forged post is refused', async () => {
    // A run of its own, with no approval yet (the first test approved the other).
    const mine = await s.registerRun();
    await s.call('POST', `/v1/runs/${mine}/proposals`, {
      token: s.tokens.proposer,
      body: await s.patch('fix.patch'),
      headers: { 'content-type': 'text/plain' },
    });
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await signIn(page, `/ui/proposals/${proposal}?run=${mine}`, s.tokens.proposer);
    expect(await page.$('form.approve')).toBeNull();
    expect(await page.$eval('main', (el) => el.textContent)).toContain(
      'Only an approver may approve',
    );
    // A post made by hand with the session's own CSRF token: the role check refuses it.
    const forged = await page.evaluate(
      async (path: string, runId: string) => {
        // In the page (this file has no DOM types): the session's own CSRF token from its sign-out form.
        const doc = (
          globalThis as unknown as {
            document: {
              querySelector(s: string): { value?: string; textContent: string | null } | null;
            };
          }
        ).document;
        const csrf = doc.querySelector('form.session input[name="csrf"]')?.value ?? '';
        const snapshot = doc.querySelector('dd code')?.textContent ?? '';
        const body = new URLSearchParams({ csrf, run: runId, snapshot });
        const response = await fetch(path, { method: 'POST', body, credentials: 'same-origin' });
        return { status: response.status, text: await response.text() };
      },
      `/ui/proposals/${proposal}/approve`,
      mine,
    );
    expect(forged.status).toBe(403);
    expect(forged.text).toContain('RoleNotAllowed');
    const noCsrf = await page.evaluate(
      async (path: string) =>
        (await fetch(path, { method: 'POST', body: new URLSearchParams({ run: 'x' }) })).json(),
      `/ui/proposals/${proposal}/approve`,
    );
    expect(noCsrf).toMatchObject({ code: 'CsrfRejected' });
    await context.close();
  }, 60_000);

  it('the sign-in page refuses a bad token, and has no serious accessibility violation', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/ui/sign-in`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.type('#token', 'pp_not-a-token');
    const [response] = await Promise.all([
      page.waitForNavigation(),
      page.click('form[action="/ui/sign-in"] button'),
    ]);
    expect(response?.status()).toBe(401);
    expect(await page.$eval('[role="alert"]', (el) => el.textContent)).toContain('not valid');
    await page.close();
  }, 60_000);
});
