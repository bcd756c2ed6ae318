/**
 * Request bodies, read defensively: a declared or actual size over the route's limit is
 * PayloadTooLarge before the rest is read; JSON is parsed strictly (duplicate keys refused)
 * and checked against the route's strict schema, the first problem named by its field.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { ServiceError } from '../core/errors.js';
import { parseStrictJson } from '../core/hash/strict-json.js';

/** The raw body, at most `limit` bytes. */
export async function readBody(c: Context, limit: number): Promise<Uint8Array> {
  const tooLarge = (): ServiceError =>
    new ServiceError(
      'PayloadTooLarge',
      `the request body is larger than ${limit} bytes, the limit of this route; send less`,
      { details: { limit } },
    );
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > limit) throw tooLarge();
  const body = c.req.raw.body;
  if (!body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** True when the request says it carries JSON. */
export function isJson(c: Context): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(c.req.header('content-type') ?? '');
}

/** Parses `bytes` as strict JSON and validates them; InvalidRequest naming the field otherwise. */
export function parseJsonBody<T extends z.ZodType>(bytes: Uint8Array, schema: T): z.infer<T> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ServiceError(
      'InvalidRequest',
      'the request body is not UTF-8; send JSON encoded as UTF-8',
    );
  }
  let raw: unknown;
  try {
    raw = parseStrictJson(text);
  } catch (error) {
    throw new ServiceError(
      'InvalidRequest',
      `the request body is not valid JSON (${(error as Error).message}); send one JSON object`,
    );
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const keys = issue && 'keys' in issue && Array.isArray(issue.keys) ? issue.keys.join(', ') : '';
    const field = [...(issue?.path ?? []), ...(keys ? [keys] : [])].join('.') || '(body)';
    throw new ServiceError(
      'InvalidRequest',
      `field "${field}": ${issue?.message ?? 'invalid'}; see /openapi.json for this route's body`,
      { details: { field } },
    );
  }
  return parsed.data;
}

/** Reads a JSON body of at most `limit` bytes; InvalidRequest unless it is declared as JSON. */
export async function readJson<T extends z.ZodType>(
  c: Context,
  schema: T,
  limit: number,
): Promise<z.infer<T>> {
  if (!isJson(c))
    throw new ServiceError(
      'InvalidRequest',
      'send the body as JSON with "Content-Type: application/json"',
    );
  return parseJsonBody(await readBody(c, limit), schema);
}
