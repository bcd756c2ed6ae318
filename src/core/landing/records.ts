/**
 * The stored forms of a workspace's session and lock, parsed strictly at every read: state
 * that does not parse is SessionCorrupt and is never guessed at or silently reset.
 */
import { z } from 'zod';
import { LandingError } from '../errors.js';
import { parseStrictJson } from '../hash/strict-json.js';
import type { LockRecord, SessionRecord } from './session-state.js';

const ws1 = z.string().regex(/^ws1_[0-9a-f]{64}$/) as z.ZodType<`ws1_${string}`>;
const sha256 = z.string().regex(/^sha256:[0-9a-f]{64}$/) as z.ZodType<`sha256:${string}`>;
const time = z.string().min(1).max(64);

export const sessionRecordSchema: z.ZodType<SessionRecord> = z
  .object({
    version: z.literal(1),
    checkpoint: ws1,
    startedAt: time,
    pending: z
      .object({ envelope: sha256, base: ws1, result: ws1, createdAt: time })
      .strict()
      .nullable(),
  })
  .strict();

export const lockRecordSchema: z.ZodType<LockRecord> = z
  .object({
    version: z.literal(1),
    since: time,
    reason: z.string().max(4000),
    paths: z.array(z.string().max(4096)).max(10_000),
    journal: z.string().max(4096),
  })
  .strict();

/** Parses stored state text with `schema`; SessionCorrupt names the file and what to do. */
export function parseRecord<T>(text: string, schema: z.ZodType<T>, where: string): T {
  let raw: unknown;
  try {
    raw = parseStrictJson(text);
  } catch (error) {
    throw corrupt(where, (error as Error).message);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw corrupt(where, `${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

function corrupt(where: string, why: string): LandingError {
  return new LandingError(
    'SessionCorrupt',
    `the workspace state ${where} cannot be read (${why.slice(0, 200)}); nothing was changed. Inspect it, or remove the workspace's state folder to start over`,
    {
      details: { file: where },
    },
  );
}
