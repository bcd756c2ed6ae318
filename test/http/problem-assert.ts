/** Assertions on the API's problem JSON: the status, the stable code, the media type. */
import { expect } from 'vitest';
import type { Reply } from '../support/service.js';

/** Fails unless `reply` is problem JSON with `status` and `code` (never the message text). */
export function expectProblem(reply: Reply, status: number, code: string): void {
  // Both in one assertion, so a failure shows what came back instead of half of it.
  expect(
    { status: reply.status, code: (reply.json as Reply['json'] | undefined)?.code },
    reply.text.slice(0, 500),
  ).toEqual({ status, code });
  expect(reply.headers.get('content-type')).toMatch(/^application\/problem\+json\b/);
  expect(reply.json.status).toBe(status);
}

/** A well-formed typed hash that nothing in a fresh database has. */
export function absentHash(fill = 'e'): string {
  return `sha256:${fill.repeat(64)}`;
}
