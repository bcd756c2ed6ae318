/**
 * The order a sealed Python class or module runs its tests in (python-file.ts). Real suites
 * rely on it — `test_1_create` before `test_2_read`, a module's tests sharing state in the
 * order written — so the real tests keep their relative order, while twins and plants go
 * anywhere among them:
 *
 * - unittest runs a class's tests sorted by name. The class's new names are drawn at random
 *   and sorted; the real tests get a uniformly random subset of those places, in the order
 *   of their real names, and twins and plants get the rest in random order.
 * - pytest runs a module's (or plain class's) tests in the order written. The real tests are
 *   written in their order, and each twin and plant goes in at a uniformly random place.
 *
 * Either way, for someone who does not know the real names (the hidden suite), every choice
 * of one test per group of twins is as likely to be the original as any other.
 */
import type { SealedTest } from './model.js';
import type { SealRandom } from './prng.js';

/** One test's text with the token it was written with; `known`: a token shared with another class (kept). */
export interface Item {
  readonly text: string;
  readonly token: string;
  readonly kind: 'real' | 'known' | 'other';
}

/** pytest: real tests in the order written; each twin and plant at a uniformly random place. */
export function inWrittenOrder(items: readonly Item[], random: SealRandom): string[] {
  const out = items.filter((i) => i.kind !== 'other').map((i) => i.text);
  for (const item of items.filter((i) => i.kind === 'other'))
    out.splice(random.below(out.length + 1), 0, item.text);
  return out;
}

/**
 * unittest: the class's new tokens reassigned so that, sorted by name, the real tests run in
 * the order of their real names. Returns the texts (in random order: unittest does not read
 * it), the entries and alias lines under the final tokens.
 */
export function byName(
  items: readonly Item[],
  entries: readonly SealedTest[],
  aliases: readonly string[],
  random: SealRandom,
) {
  const sorted = entries.map((e) => e.token).sort();
  const reals = entries
    .filter((e) => e.role === 'real')
    .sort((a, b) => (a.original < b.original ? -1 : a.original > b.original ? 1 : 0));
  const places = random
    .shuffle(sorted.map((_, i) => i))
    .slice(0, reals.length)
    .sort((a, b) => a - b);
  const rest = random.shuffle(sorted.filter((_, i) => !places.includes(i)));
  const remap = new Map<string, string>();
  reals.forEach((e, j) => remap.set(e.token, sorted[places[j] as number] as string));
  entries.filter((e) => e.role !== 'real').forEach((e, j) => remap.set(e.token, rest[j] as string));
  const swap = (text: string): string =>
    text.replace(/\btest_[A-Za-z0-9]{12}\b/g, (t) => remap.get(t) ?? t);
  return {
    texts: random.shuffle(items.map((i) => swap(i.text))),
    entries: entries.map((e) => ({
      ...e,
      token: remap.get(e.token) ?? e.token,
      original: e.role === 'twin' ? (remap.get(e.original) ?? e.original) : e.original,
    })),
    aliases: aliases.map(swap),
    /** A provisional token's final one. */
    rename: (token: string): string => remap.get(token) ?? token,
  };
}
