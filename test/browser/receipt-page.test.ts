// The receipt page of `patchproof serve` (issue 18) in headless Chromium, against a real
// service (PGlite) serving a receipt its worker made and its publisher published: the browser
// re-derives the address from the served bytes with WebCrypto; a lying server (bytes altered
// on the way) is caught by the same line; the report reads in English and Chinese through a
// plain link; without JavaScript the page still shows everything but the check; axe-core
// finds no serious accessibility violation. Screenshots are saved as test artifacts.
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from '../../src/service/worker.js';
import { sealedHonestWorker } from '../support/fake-execution.js';
import { openTestService, type TestService } from '../support/service.js';
import { publishedReceipt } from '../support/service-flow.js';
import {
  browserSuiteName,
  launchBrowser,
  listen,
  requireChromium,
  screenshot,
  seriousViolations,
  skipBrowser,
} from './support.js';

describe.skipIf(skipBrowser)(browserSuiteName('receipt page in Chromium'), () => {
  requireChromium();
  let s: TestService;
  let worker: Worker;
  let server: Awaited<ReturnType<typeof listen>>;
  let browser: Browser;
  let base: string;
  let digest: string;

  beforeAll(async () => {
    s = await openTestService('pglite');
    worker = sealedHonestWorker(s.context);
    digest = await publishedReceipt(s);
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

  const checkLine = async (
    page: Awaited<ReturnType<Browser['newPage']>>,
  ): Promise<{ text: string; ok: boolean }> => {
    // A string: it runs in the page, where `document` is (this file has no DOM types).
    await page.waitForFunction(
      "/check-(ok|bad)/.test(document.getElementById('browser-check')?.className ?? '')",
      { timeout: 15_000 },
    );
    return page.$eval('#browser-check', (el) => ({
      text: el.textContent ?? '',
      ok: el.classList.contains('check-ok'),
    }));
  };

  it('verifies the served bytes in the browser, in English and then in Chinese through the language link', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${base}/ui/receipts/${digest}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(await checkLine(page)).toEqual({
      ok: true,
      text: expect.stringContaining(`Verified in your browser`),
    });
    expect((await checkLine(page)).text).toContain(digest);
    expect(await page.$eval('h1', (el) => el.textContent)).toContain('PASS');
    expect(await page.$eval('html', (el) => el.getAttribute('lang'))).toBe('en');
    await screenshot(page, 'receipt-page-en');

    await Promise.all([page.waitForNavigation(), page.click('a[hreflang="zh-Hans"]')]);
    expect(await page.$eval('html', (el) => el.getAttribute('lang'))).toBe('zh-Hans');
    expect(await checkLine(page)).toEqual({
      ok: true,
      text: expect.stringContaining('已在您的浏览器中核验'),
    });
    expect(await page.$eval('pre.report', (el) => el.textContent)).toContain('通过');
    await screenshot(page, 'receipt-page-zh');
    await page.close();
  }, 60_000);

  it('says NOT VERIFIED when the bytes served are not the ones the address names (a lying server or proxy)', async () => {
    const page = await browser.newPage();
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (!request.url().endsWith(`/v1/receipts/${digest}`)) return void request.continue();
      void fetch(request.url()).then(async (real) => {
        const text = (await real.text()).replace('"verdict":"PASS"', '"verdict":"FAIL"');
        await request.respond({ status: 200, contentType: 'application/json', body: text });
      });
    });
    await page.goto(`${base}/ui/receipts/${digest}`);
    const line = await checkLine(page);
    expect(line.ok).toBe(false);
    expect(line.text).toMatch(
      /^NOT VERIFIED: the bytes served hash to sha256:[0-9a-f]{64}, not to /,
    );
    await page.close();
  }, 60_000);

  it('shows the receipt without JavaScript, with the command to check it instead', async () => {
    const page = await browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.goto(`${base}/ui/receipts/${digest}?lang=en`);
    expect(await page.$eval('noscript', (el) => el.textContent)).toContain(
      `patchproof receipt verify ${digest}`,
    );
    expect(await page.$$eval('table.phases tbody tr', (rows) => rows.length)).toBe(4);
    await page.close();
  }, 60_000);

  it('has no serious accessibility violation (axe-core), in either language', async () => {
    for (const lang of ['en', 'zh']) {
      const page = await browser.newPage();
      await page.goto(`${base}/ui/receipts/${digest}?lang=${lang}`);
      await checkLine(page);
      expect(await seriousViolations(page), lang).toEqual([]);
      await page.close();
    }
  }, 60_000);

  it('refuses a bad language and an unknown receipt with the API codes', async () => {
    expect((await s.call('GET', `/ui/receipts/${digest}?lang=fr`)).json.code).toBe(
      'InvalidRequest',
    );
    expect((await s.call('GET', `/ui/receipts/sha256:${'0'.repeat(64)}`)).json.code).toBe(
      'ReceiptNotFound',
    );
  });
});
