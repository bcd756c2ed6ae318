/**
 * The pages `patchproof serve` renders for people (issue 18), beside the JSON API and under
 * the same rules: `/ui/receipts/{digest}` is public as the receipt is. Pages are not API
 * routes (no OpenAPI entries): they are HTML views of what the API serves, sent with a strict
 * Content-Security-Policy and no caching of anything but the assets.
 */
import type { Context, Hono } from 'hono';
import { ServiceError } from '../../core/errors.js';
import { digestParam, publishedReceipt } from '../../service/receipts.js';
import type { AppDeps, AppEnv } from '../app-env.js';
import { ASSETS } from '../pages/assets.js';
import type { Lang } from '../pages/layout.js';
import { sendPage } from '../pages/send-page.js';
import { ReceiptPage } from '../pages/receipt-page.js';

function langOf(c: Context<AppEnv>): Lang {
  const lang = c.req.query('lang') ?? 'en';
  if (lang !== 'en' && lang !== 'zh')
    throw new ServiceError('InvalidRequest', 'lang is en or zh', { details: { field: 'lang' } });
  return lang;
}

export function mountPageRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/ui/assets/:name', (c) => {
    const asset = ASSETS.get(c.req.param('name'));
    if (!asset)
      throw new ServiceError('RouteNotFound', `no asset ${c.req.param('name').slice(0, 80)}`);
    return c.body(asset.body, 200, {
      'Content-Type': asset.type,
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  app.get('/ui/receipts/:digest', async (c) => {
    const digest = digestParam(c.req.param('digest'));
    const lang = langOf(c);
    const { bytes, receipt } = await publishedReceipt(deps.context, digest);
    const json = JSON.stringify(JSON.parse(new TextDecoder().decode(bytes)), null, 2);
    c.header('Content-Language', lang === 'zh' ? 'zh-Hans' : 'en');
    return sendPage(c, <ReceiptPage digest={digest} receipt={receipt} json={json} lang={lang} />);
  });
}
