/**
 * Headless Chromium for the page tests: Debian's `chromium` driven by puppeteer-core with an
 * explicit executable path (nothing downloads a browser). Without one the tests skip, saying
 * so — unless PATCHPROOF_REQUIRE_CHROMIUM=1 (CI), where they fail. Also: axe-core injected
 * into a page, and screenshots saved under test-results/screenshots as artifacts.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { it } from 'vitest';
import { repoRoot } from '../support/shared.js';

const CANDIDATES = [
  process.env['PATCHPROOF_CHROMIUM'],
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter((p): p is string => typeof p === 'string' && p !== '');
export const chromiumPath = CANDIDATES.find((p) => existsSync(p));
const required = process.env['PATCHPROOF_REQUIRE_CHROMIUM'] === '1';
export const skipBrowser = chromiumPath === undefined && !required;

export function browserSuiteName(name: string): string {
  return skipBrowser
    ? `${name} (skipped: no chromium; apt-get install -y chromium to enable)`
    : name;
}

/** Where Chromium is required, a test that fails when it is missing. */
export function requireChromium(): void {
  if (required)
    it('Chromium is installed (PATCHPROOF_REQUIRE_CHROMIUM=1)', () => {
      if (chromiumPath === undefined)
        throw new Error(
          `no chromium at ${CANDIDATES.join(' or ')}; run apt-get install -y chromium`,
        );
    });
}

export async function launchBrowser(): Promise<Browser> {
  // --no-sandbox: CI runs as root, where Chromium's sandbox cannot start.
  return puppeteer.launch({
    executablePath: chromiumPath as string,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--lang=en-US'],
  });
}

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's violations of impact serious or critical on the page as it is now. */
export async function seriousViolations(
  page: Page,
): Promise<{ id: string; impact: string; help: string; nodes: number }[]> {
  // Evaluated through the DevTools protocol, which the page's CSP (script-src 'self') does not govern.
  await page.evaluate(readFileSync(axeSource, 'utf8'));
  return page.evaluate(async () => {
    const axe = (
      globalThis as unknown as {
        axe: {
          run(): Promise<{
            violations: { id: string; impact: string; help: string; nodes: unknown[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length }));
  });
}

/** Saves a screenshot as a test artifact; returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = join(repoRoot, 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path: path as `${string}.png`, fullPage: true });
  return path;
}

/** Serves `app` on a free loopback port: the browser's address for it, and how to stop it. */
export async function listen(app: {
  fetch: (request: Request) => Response | Promise<Response>;
}): Promise<{ base: string; close(): Promise<void> }> {
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
      resolve(started),
    );
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => void server.close(() => resolve())),
  };
}
