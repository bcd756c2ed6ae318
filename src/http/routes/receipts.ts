/**
 * Public routes: receipts (exact stored bytes, ETag = address, cached forever since an
 * address never changes), their reports, health, and the API description.
 */
import type { Hono } from 'hono';
import { ServiceError } from '../../core/errors.js';
import {
  digestParam,
  receiptBytes,
  receiptReport,
  receiptSignature,
} from '../../service/receipts.js';
import { type AppDeps, type AppEnv, param } from '../app-env.js';
import { honoPath, type RouteSpec } from '../route-spec.js';
import { healthResponse } from '../../api/schemas.js';

export const PUBLIC_ROUTES = {
  receipt: {
    method: 'get',
    path: '/v1/receipts/{digest}',
    summary: 'A published receipt: its exact stored bytes, which hash to the address',
    auth: 'public',
    responses: {
      200: { description: 'the receipt (canonical JSON)', contentType: 'application/json' },
      304: { description: 'not modified (If-None-Match)' },
      400: { description: 'InvalidRequest: not a receipt address' },
      404: { description: 'ReceiptNotFound' },
      500: { description: 'ReceiptTampered: the stored bytes no longer match' },
    },
  },
  signature: {
    method: 'get',
    path: '/v1/receipts/{digest}/signature',
    summary: "The receipt's signature: a DSSE envelope (Ed25519) over its exact stored bytes",
    auth: 'public',
    responses: {
      200: {
        description:
          'the envelope (JSON), as `patchproof receipt verify --keys` and `gate --keys` check it',
        contentType: 'application/json',
      },
      400: { description: 'InvalidRequest: not a receipt address' },
      404: { description: 'ReceiptNotFound, or SignatureNotFound: published unsigned' },
    },
  },
  report: {
    method: 'get',
    path: '/v1/receipts/{digest}/report',
    summary: 'The human report of a receipt, in English or Simplified Chinese',
    auth: 'public',
    query: {
      lang: { description: 'en (default) or zh', enum: ['en', 'zh'] },
      format: { description: 'text (default) or md', enum: ['text', 'md'] },
    },
    responses: {
      200: { description: 'the report', contentType: 'text/plain; charset=utf-8' },
      400: { description: 'InvalidRequest' },
      404: { description: 'ReceiptNotFound' },
    },
  },
  health: {
    method: 'get',
    path: '/healthz',
    summary: 'Health: the database answers',
    auth: 'public',
    responses: {
      200: { description: 'healthy', schema: healthResponse },
      503: { description: 'ServiceUnavailable' },
    },
  },
  openapi: {
    method: 'get',
    path: '/openapi.json',
    summary: 'This API description (OpenAPI 3.1)',
    auth: 'public',
    responses: { 200: { description: 'the document' } },
  },
} as const satisfies Record<string, RouteSpec>;

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function mountPublicRoutes(app: Hono<AppEnv>, deps: AppDeps, openapi: () => unknown): void {
  const { context } = deps;
  const r = PUBLIC_ROUTES;
  app.get(honoPath(r.receipt.path), async (c) => {
    const digest = digestParam(param(c, 'digest'));
    const etag = `"${digest}"`;
    const bytes = await receiptBytes(context, digest);
    if ((c.req.header('if-none-match') ?? '').split(/\s*,\s*/).includes(etag)) {
      return c.body(null, 304, { ETag: etag, 'Cache-Control': IMMUTABLE });
    }
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/json',
      ETag: etag,
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
    });
  });
  app.get(honoPath(r.signature.path), async (c) => {
    const bytes = await receiptSignature(context, digestParam(param(c, 'digest')));
    // The signature is written with the receipt row, which is never replaced: it never changes.
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/json',
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
    });
  });
  app.get(honoPath(r.report.path), async (c) => {
    const digest = digestParam(param(c, 'digest'));
    const lang = c.req.query('lang') ?? 'en';
    const format = c.req.query('format') ?? 'text';
    if (lang !== 'en' && lang !== 'zh')
      throw new ServiceError('InvalidRequest', 'lang is en or zh', { details: { field: 'lang' } });
    if (format !== 'text' && format !== 'md')
      throw new ServiceError('InvalidRequest', 'format is text or md', {
        details: { field: 'format' },
      });
    const report = await receiptReport(context, digest, lang, format);
    const text = report.endsWith('\n') ? report : `${report}\n`;
    return c.body(text, 200, {
      'Content-Type': `${format === 'md' ? 'text/markdown' : 'text/plain'}; charset=utf-8`,
      'Content-Language': lang === 'zh' ? 'zh-Hans' : 'en',
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
    });
  });
  app.get(r.health.path, async (c) => {
    await context.store.ping();
    return c.json({ status: 'ok' as const, database: deps.database, version: deps.version });
  });
  app.get(r.openapi.path, (c) => c.json(openapi()));
}
