/**
 * The transparency log (service/transparency-log.ts), public as receipts are: its signed
 * checkpoint, a receipt's inclusion proof and a consistency proof between two sizes.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { digestParam } from '../../service/receipts.js';
import { logCheckpoint, logConsistency, receiptInclusion } from '../../service/transparency-log.js';
import { type AppDeps, type AppEnv, param } from '../app-env.js';
import { honoPath, type RouteSpec } from '../route-spec.js';

const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/);
export const inclusionResponse = z.object({
  index: z.number(),
  size: z.number(),
  leafHash: base64,
  root: base64,
  proof: z.array(base64),
});
export const consistencyResponse = z.object({
  from: z.number(),
  to: z.number(),
  proof: z.array(base64),
});

export const LOG_ROUTES = {
  checkpoint: {
    method: 'get',
    path: '/v1/log/checkpoint',
    summary:
      "The log's current checkpoint: a C2SP signed note (origin, size, Merkle root) by the service's key",
    auth: 'public',
    responses: {
      200: { description: 'the signed note', contentType: 'text/plain; charset=utf-8' },
      404: { description: 'SignatureNotFound: the service signs nothing (serve --sign-key)' },
    },
  },
  inclusion: {
    method: 'get',
    path: '/v1/receipts/{digest}/inclusion',
    summary:
      "A published receipt's inclusion proof (RFC 6962), for the tree of `size` leaves (default: the current one)",
    auth: 'public',
    query: { size: { description: 'the tree size of a checkpoint you hold' } },
    responses: {
      200: {
        description: 'the leaf index, tree size, leaf hash, root and audit path (base64)',
        schema: inclusionResponse,
      },
      400: { description: 'InvalidRequest' },
      404: { description: 'ReceiptNotFound' },
    },
  },
  consistency: {
    method: 'get',
    path: '/v1/log/consistency',
    summary:
      'A consistency proof (RFC 6962) from the tree of `from` leaves to the one of `to` (default: the current one)',
    auth: 'public',
    query: {
      from: { description: 'the size of the older checkpoint', required: true },
      to: { description: 'the size of the newer checkpoint' },
    },
    responses: {
      200: { description: 'the proof (base64)', schema: consistencyResponse },
      400: { description: 'InvalidRequest' },
    },
  },
} as const satisfies Record<string, RouteSpec>;

export function mountLogRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { context } = deps;
  const r = LOG_ROUTES;
  app.get(honoPath(r.checkpoint.path), async (c) => {
    const { note } = await logCheckpoint(context);
    return c.body(note, 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    });
  });
  app.get(honoPath(r.inclusion.path), async (c) =>
    c.json(await receiptInclusion(context, digestParam(param(c, 'digest')), c.req.query('size'))),
  );
  app.get(honoPath(r.consistency.path), async (c) =>
    c.json(await logConsistency(context, c.req.query('from'), c.req.query('to'))),
  );
}
