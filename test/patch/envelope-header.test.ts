// The hand-written MCP-PATCH-V1 header check against the strict zod schema it replaced
// (PROTOCOL 3.1): the same verdict on every header, and on a refusal the same first problem,
// so the InvalidEnvelope message a sender sees did not change when zod left the intake path.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkEnvelopeHeader } from '../../src/core/patch/envelope-header.js';
import { parseStrictJson } from '../../src/core/hash/strict-json.js';

// The schema exactly as src/core/patch/envelope.ts declared it before the hand check.
const WS1 = z.string().regex(/^ws1_[0-9a-f]{64}$/);
const headerSchema = z.discriminatedUnion('direction', [
  z
    .object({
      direction: z.literal('down'),
      baseWorkspaceId: WS1,
      patchHash: z.string().regex(/^[0-9a-f]{64}$/),
    })
    .strict(),
  z
    .object({
      direction: z.literal('up'),
      baseWorkspaceId: WS1,
      resultWorkspaceId: WS1,
      patchHash: z.string().regex(/^[0-9a-f]{64}$/),
    })
    .strict(),
]);

type Outcome = { ok: true; header: string } | { ok: false; path: string; message: string };

function viaZod(raw: unknown): Outcome {
  const parsed = headerSchema.safeParse(raw);
  if (parsed.success) return { ok: true, header: JSON.stringify(parsed.data) };
  const issue = parsed.error.issues[0];
  return { ok: false, path: issue?.path.join('.') ?? '', message: issue?.message ?? '' };
}

function byHand(raw: unknown): Outcome {
  const checked = checkEnvelopeHeader(raw);
  return checked.ok
    ? { ok: true, header: JSON.stringify(checked.header) }
    : { ok: false, ...checked.problem };
}

const base = `ws1_${'1'.repeat(64)}`;
const hash = 'a'.repeat(64);

describe('envelope header check', () => {
  it.each([
    ['null', 'null'],
    ['an array', '[]'],
    ['a string', '"down"'],
    ['a number', '7'],
    ['a boolean', 'true'],
    ['an empty object', '{}'],
    ['an unknown direction', `{"direction":"sideways","baseWorkspaceId":"${base}"}`],
    ['a numeric direction', '{"direction":1}'],
    ['down without fields', '{"direction":"down"}'],
    ['two unknown keys', '{"direction":"down","x":1,"y":2}'],
    ['a wrong type and an extra key', `{"direction":"down","baseWorkspaceId":1,"z":1}`],
    ['bad patterns', '{"direction":"down","baseWorkspaceId":"ws1_x","patchHash":"A"}'],
    ['up without a result', `{"direction":"up","baseWorkspaceId":"${base}","patchHash":"${hash}"}`],
    [
      'a null result',
      `{"direction":"up","baseWorkspaceId":"${base}","resultWorkspaceId":null,"patchHash":"${hash}"}`,
    ],
    [
      'an extra key first',
      `{"x":1,"direction":"down","baseWorkspaceId":"${base}","patchHash":"${hash}"}`,
    ],
    [
      'a __proto__ key',
      `{"__proto__":{"x":1},"direction":"down","baseWorkspaceId":"${base}","patchHash":"${hash}"}`,
    ],
    [
      'a result on down',
      `{"direction":"down","baseWorkspaceId":"${base}","resultWorkspaceId":"${base}","patchHash":"${hash}"}`,
    ],
    ['a valid down', `{"patchHash":"${hash}","direction":"down","baseWorkspaceId":"${base}"}`],
    [
      'a valid up',
      `{"direction":"up","baseWorkspaceId":"${base}","resultWorkspaceId":"${base}","patchHash":"${hash}"}`,
    ],
  ])('decides %s as the zod schema did', (_name, json) => {
    const raw = parseStrictJson(json);
    expect(byHand(raw)).toEqual(viaZod(raw));
  });

  it('decides generated headers as the zod schema did', () => {
    const text = fc.oneof(
      fc.constantFrom(base, hash, `ws1_${hash}`, `ws1_${hash.toUpperCase()}`, 'down', 'up', ''),
      fc.string({ maxLength: 6 }),
    );
    const value = fc.oneof(
      { weight: 4, arbitrary: text },
      fc.constantFrom(null, true, 0, 1.5, [], {}),
      fc.array(text, { maxLength: 2 }),
    );
    const key = fc.oneof(
      fc.constantFrom('direction', 'baseWorkspaceId', 'resultWorkspaceId', 'patchHash'),
      fc.constantFrom('__proto__', 'constructor', 'a"b', 'x'),
      fc.string({ maxLength: 4 }),
    );
    // Mostly near-valid headers (each field often right), so acceptances and every kind of
    // first problem come up; then arbitrary objects and non-objects.
    const nearValid = fc.record(
      {
        direction: fc.constantFrom('down', 'up', 'Down'),
        baseWorkspaceId: fc.oneof({ weight: 6, arbitrary: fc.constant(base) }, value),
        resultWorkspaceId: fc.oneof({ weight: 6, arbitrary: fc.constant(base) }, value),
        patchHash: fc.oneof({ weight: 6, arbitrary: fc.constant(hash) }, value),
        note: value,
      },
      { requiredKeys: [] },
    );
    const header = fc.oneof(
      { weight: 5, arbitrary: nearValid },
      { weight: 3, arbitrary: fc.dictionary(key, value, { maxKeys: 6 }) },
      value,
    );
    let accepted = 0;
    fc.assert(
      fc.property(header, (raw) => {
        // Through JSON, as intake sees it: plain objects with own keys only.
        const parsed = parseStrictJson(JSON.stringify(raw) ?? 'null');
        const expected = viaZod(parsed);
        if (expected.ok) accepted += 1;
        expect(byHand(parsed)).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
    expect(accepted).toBeGreaterThan(10); // the generator reaches valid headers too
  });
});
