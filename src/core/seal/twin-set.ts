/**
 * The twins of one test (PROTOCOL 5.1). Each twin changes *every* assertion it uses, each to
 * its own alternative value, so the members of a twin group differ from each other at every
 * changed place: no member is "one change away from all the others", which is how an
 * original would stand out if each twin changed a single assertion. A test with integer
 * assertions twins those (up to 15 twins, log2(twins + 1) bits); otherwise booleans (one
 * twin, one bit); otherwise strings and truth-check flips (no bits: they still catch code
 * that answers whatever each test expects, which passes a twin with its original).
 */
import type { Assertion } from './assertions.js';
import type { SealRandom } from './prng.js';
import type { ValueTwins } from './literal-values.js';
import type { TextEdit } from './text-edits.js';

export interface TwinSet {
  /** One list of edits per twin. */
  readonly twins: readonly (readonly TextEdit[])[];
  readonly bits: number;
}

/** What a test's assertions allow: the most twins, and whether they earn bits. */
export function twinCapacity(
  assertions: readonly Assertion[],
  random: SealRandom,
): { most: number; credited: boolean } | null {
  const made = assertions
    .map((a, i) => a.twins(15, random.fork(`capacity/${i}`)))
    .filter((m): m is ValueTwins => m !== null && m.texts.length > 0);
  const used = chooseKind(made);
  if (used.length === 0) return null;
  return {
    most: Math.min(...used.map((m) => m.texts.length)),
    credited: (used[0] as ValueTwins).bits > 0,
  };
}

export function twinSet(
  assertions: readonly Assertion[],
  count: number,
  random: SealRandom,
): TwinSet | null {
  if (count < 1) return null;
  const used = chooseKind(
    assertions
      .map((a) => a.twins(count, random))
      .filter((m): m is ValueTwins => m !== null && m.texts.length > 0),
  );
  if (used.length === 0) return null;
  const k = Math.min(count, ...used.map((m) => m.texts.length));
  const twins = Array.from({ length: k }, (_, j) =>
    used.map((m) => ({ start: m.start, end: m.end, text: m.texts[j] as string })),
  );
  const credited = (used[0] as ValueTwins).bits > 0;
  return { twins, bits: credited ? Math.log2(k + 1) : 0 };
}

function chooseKind(made: readonly ValueTwins[]): ValueTwins[] {
  for (const kind of ['integer', 'boolean', 'string', 'flip'] as const) {
    const of = made.filter((m) => m.kind === kind);
    if (of.length > 0) return of;
  }
  return [];
}
