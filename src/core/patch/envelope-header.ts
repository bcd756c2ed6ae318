/**
 * The MCP-PATCH-V1 header check (PROTOCOL 3.1), by hand rather than with zod: intake runs in a
 * short `patchproof propose` process, and loading zod there cost ~45 ms of a ~0.9 s run for one
 * small, fixed object. It accepts exactly what the strict zod schema it replaced accepted (a
 * union on `direction`, `.strict()` objects) and reports the same first problem, path and
 * message alike; test/patch/envelope-header.test.ts holds it to that schema.
 */
import type { EnvelopeHeader } from './model.js';

/** The first thing wrong with a header: the field's path (`''` for the whole object) and why. */
export interface HeaderProblem {
  readonly path: string;
  readonly message: string;
}

const WS1 = /^ws1_[0-9a-f]{64}$/;
const HEX64 = /^[0-9a-f]{64}$/;

/** The fields of each direction, in the order their problems are reported. */
const FIELDS = {
  down: [
    ['baseWorkspaceId', WS1],
    ['patchHash', HEX64],
  ],
  up: [
    ['baseWorkspaceId', WS1],
    ['resultWorkspaceId', WS1],
    ['patchHash', HEX64],
  ],
} as const satisfies Record<EnvelopeHeader['direction'], ReadonlyArray<readonly [string, RegExp]>>;

/** Checks a parsed JSON header; the header, or its first problem. */
export function checkEnvelopeHeader(
  raw: unknown,
): { ok: true; header: EnvelopeHeader } | { ok: false; problem: HeaderProblem } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return fail('', `Invalid input: expected object, received ${typeName(raw)}`);
  const input = raw as Record<string, unknown>;
  const direction = input['direction'];
  if (direction !== 'down' && direction !== 'up')
    return fail('direction', "Invalid discriminator value. Expected 'down' | 'up'");
  const fields = FIELDS[direction];
  const header: Record<string, string> = { direction };
  for (const [name, pattern] of fields) {
    const value = input[name];
    if (typeof value !== 'string')
      return fail(name, `Invalid input: expected string, received ${typeName(value)}`);
    if (!pattern.test(value)) return fail(name, `Invalid string: must match pattern ${pattern}`);
    header[name] = value;
  }
  const known = new Set<string>(['direction', ...fields.map(([name]) => name)]);
  const unknown = Object.keys(input).filter((key) => !known.has(key));
  if (unknown.length > 0) {
    const keys = unknown.map((key) => `"${key}"`).join(', ');
    return fail('', `Unrecognized key${unknown.length > 1 ? 's' : ''}: ${keys}`);
  }
  // Built from the checked fields only, in the schema's key order.
  return { ok: true, header: header as unknown as EnvelopeHeader };
}

function fail(path: string, message: string): { ok: false; problem: HeaderProblem } {
  return { ok: false, problem: { path, message } };
}

/** A JSON value's type as the message names it (`array` and `null` apart from `object`). */
function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
