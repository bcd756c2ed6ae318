// `patchproof session ui` (issue 18) in headless Chromium on a real working tree: the page
// follows the workspace live through NoSession → Clean → Dirty → PendingExport → Clean as the
// session commands run beside it (it never holds the workspace, so none of them is
// WorkspaceBusy), lists every answer and each checkpoint, and answers only on its own
// loopback address (a rebinding Host is refused).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SessionUi, startSessionUi } from '../../src/main/session-ui.js';
import { main } from '../../src/main/cli.js';
import { type Landing, landingFixture } from '../support/landing.js';
import {
  browserSuiteName,
  launchBrowser,
  requireChromium,
  screenshot,
  seriousViolations,
  skipBrowser,
} from './support.js';

describe.skipIf(skipBrowser)(browserSuiteName('session ui in Chromium'), () => {
  requireChromium();
  const home = mkdtempSync(join(tmpdir(), 'pp-session-ui-'));
  let fixture: Landing;
  let browser: Browser;
  let ui: SessionUi;
  let dir: string;

  beforeAll(async () => {
    process.env.XDG_DATA_HOME = home;
    fixture = landingFixture();
    dir = fixture.fresh();
    ui = await startSessionUi(dir, 0, 200);
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await ui?.close();
    fixture?.remove();
    rmSync(home, { recursive: true, force: true });
  });

  async function session(...argv: string[]): Promise<{ code: number; out: string }> {
    let out = '';
    const code = await main(['session', ...argv, '--repo', dir, '--json'], {
      out: (t) => void (out += t),
      err: () => undefined,
    });
    return { code, out };
  }
  const stateIs = (page: Page, state: string) =>
    page.waitForFunction(
      `document.querySelector('#session-state strong')?.textContent === ${JSON.stringify(state)}`,
      { timeout: 15_000 },
    );

  it('follows the workspace live through a whole session, beside the session commands', async () => {
    const page = await browser.newPage();
    await page.goto(ui.url);
    await stateIs(page, 'NoSession');
    expect((await session('start')).code).toBe(0);
    await stateIs(page, 'Clean');
    writeFileSync(join(dir, 'NOTES.md'), 'a local change\n');
    await stateIs(page, 'Dirty');
    const exported = await session('export');
    expect(exported.code).toBe(0);
    const envelope = (JSON.parse(exported.out) as { envelope: string }).envelope;
    await stateIs(page, 'PendingExport');
    expect(await page.$eval('main', (el) => el.textContent)).toContain(envelope);
    expect((await session('ack', envelope)).code).toBe(0);
    await stateIs(page, 'Clean');
    const answers = await page.$$eval('#answers li', (items) =>
      items.map((li) => li.textContent ?? ''),
    );
    expect(answers.join('\n')).toMatch(/session started at checkpoint ws1_/);
    expect(answers.join('\n')).toContain(`export pending: envelope ${envelope}`);
    expect(answers.join('\n')).toMatch(/export acknowledged: the checkpoint is now ws1_/);
    expect(await page.$$eval('#checkpoints li', (items) => items.length)).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'session-ui');
    await page.close();
  }, 60_000);

  it('answers only on its own loopback address', async () => {
    const port = Number(new URL(ui.url).port);
    // fetch() may not set Host; a raw request can, as a browser does after DNS rebinding.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      request(
        { host: '127.0.0.1', port, path: '/', headers: { host: `attacker.example:${port}` } },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      )
        .on('error', reject)
        .end();
    });
    expect(status).toBe(421);
    expect((await fetch(ui.url)).status).toBe(200);
  });
});
