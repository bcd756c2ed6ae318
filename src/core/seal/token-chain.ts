/**
 * Reading a sealed JavaScript test's id from the JUnit reporters that do not join titles
 * with ' > ' (PROTOCOL 5.1). node:test and vitest write `<classname>::<describe> > <it>`,
 * which judge-sealed.ts reads segment by segment; the others spell the same chain of titles
 * their own way:
 *
 *   mocha, xunit reporter          `C A::D`          (the describes in the classname)
 *   mocha-junit-reporter           `D::C A D`        (the leaf, then the whole chain)
 *   jest-junit, default options    `C A D::C A D`    (the chain twice)
 *
 * Every title of a sealed file is a fresh random token (or `<token> <value>` for a title
 * made at run time), so the tokens in an id, in order, say which test it is: the id names
 * the test whose own chain (its describes' tokens, then its own) ends the id's tokens.
 * Text between tokens is the reporter's separators, or a computed title's value.
 *
 * Whatever the reporter, the id under real names is one form: `<file>::<title> > <title>`
 * with the file as it is in the trusted folder (`calc.test.js::Calculator > add > adds`),
 * which is how a run spec names targets of such a suite.
 */
import type { SealedTest } from './model.js';

/** A token as prng.ts makes it: a letter, then eleven letters or digits, standing alone. */
const TOKEN = /(?<![A-Za-z0-9_])[a-z][a-z0-9]{11}(?![A-Za-z0-9_])/g;

export interface ChainMatch {
  readonly entry: SealedTest;
  /** The id under real names. */
  readonly id: string;
}

export function tokenChain(
  id: string,
  byToken: ReadonlyMap<string, SealedTest>,
): ChainMatch | null {
  const found = [...id.matchAll(TOKEN)]
    .filter((m) => byToken.has(m[0]))
    .map((m) => ({ token: m[0], start: m.index, end: m.index + m[0].length }));
  const leaf = found[found.length - 1];
  if (!leaf) return null;
  const entry = byToken.get(leaf.token) as SealedTest;
  // A report line stands for a test, never for a describe: a test made at run time inside a
  // sealed describe (its own title unknown) must not be read as the describe.
  if (entry.role === 'suite') return null;
  const start = chainStart(
    found.map((f) => byToken.get(f.token) as SealedTest),
    found.length - 1,
  );
  if (start === null) return null;
  const tail = found.slice(start);
  const names: string[] = [];
  for (let i = 0; i < tail.length; i++) {
    const here = tail[i] as (typeof tail)[number];
    const test = byToken.get(here.token) as SealedTest;
    const next = tail[i + 1];
    const between = id.slice(here.end, next?.start ?? id.length);
    if (test.dynamic) {
      names.push(valueOf(between, next !== undefined));
    } else {
      // Between a fixed title and the next, or after the last: only the reporter's separators.
      if (!SEPARATORS.test(between)) return null;
      names.push(test.role === 'real' || test.role === 'suite' ? test.original : test.token);
    }
  }
  return { entry, id: `${entry.file}::${names.join(' > ')}` };
}

/**
 * Where the chain of titles that ends at `chain[last]` starts, or null when the tokens cannot
 * be one run's chain. Each title's parent is the title before it; a loose one (written in a
 * helper, model.ts) may have suites of its callers before it, so long as its own parent is
 * among them.
 */
export function chainStart(chain: readonly SealedTest[], last: number): number | null {
  let j = last;
  for (;;) {
    const here = chain[j] as SealedTest;
    const parent = here.parents[here.parents.length - 1];
    const before = chain[j - 1];
    if (here.loose === true && before?.role === 'suite') {
      j--;
      continue;
    }
    if (here.loose !== true && parent !== undefined) {
      if (before?.token !== parent) return null;
      j--;
      continue;
    }
    if (here.loose !== true) break;
    if (parent !== undefined) return null; // its parent is not before it
    break;
  }
  return parentsPresent(chain, j, last) ? j : null;
}

/** Whether every loose title in `chain[start..last]` has its own parent before it there. */
function parentsPresent(chain: readonly SealedTest[], start: number, last: number): boolean {
  for (let k = start; k <= last; k++) {
    const here = chain[k] as SealedTest;
    const parent = here.parents[here.parents.length - 1];
    if (here.loose !== true || parent === undefined) continue;
    if (!chain.slice(start, k).some((t) => t.token === parent)) return false;
  }
  return true;
}

/** Whether `text` holds a token of this seal (a computed title's value never does in an honest run). */
export function holdsToken(text: string, byToken: ReadonlyMap<string, SealedTest>): boolean {
  return [...text.matchAll(TOKEN)].some((m) => byToken.has(m[0]));
}

/** What reporters put between two titles: a space, ' > ', '::', or '.' (mocha-junit-reporter's jenkins mode). */
const SEPARATORS = /^(?: | > |::|\.|)$/;

/**
 * A computed title's value: what follows its token, less the one space that joins them and,
 * when another title follows, the one separator before it. Nothing else is trimmed: rows
 * `'1'` and `'1.'` of a table stay two tests.
 */
function valueOf(between: string, followed: boolean): string {
  const value = between.startsWith(' ') ? between.slice(1) : between;
  if (!followed) return value;
  const m = / > $|::$| $|\.$/.exec(value);
  return m ? value.slice(0, value.length - m[0].length) : value;
}
