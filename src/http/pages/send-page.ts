/**
 * How every page leaves the service: a doctype, and the headers pages are sent with (the
 * CSP that allows only the pages' own assets, no sniffing, no referrer, no caching).
 */
import type { Context } from 'hono';
import { PAGE_CSP } from './layout.js';

type Page = Parameters<Context['html']>[0];
export type PageStatus = 200 | 400 | 401 | 403 | 404 | 409 | 422;

export function sendPage(c: Context, page: Page, status: PageStatus = 200): Response {
  c.header('Content-Security-Policy', PAGE_CSP);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cache-Control', 'no-store');
  return c.html(`<!doctype html>${String(page)}`, status);
}
