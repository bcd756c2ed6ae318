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

export function tokenChain(id: string, byToken: ReadonlyMap<string, SealedTest>): ChainMatch | null {
  const found = [...id.matchAll(TOKEN)].filter((m) => byToken.has(m[0])).map((m) => ({ token: m[0], start: m.index, end: m.index + m[0].length }));
  const leaf = found[found.length - 1];
  if (!leaf) return null;
  const entry = byToken.get(leaf.token) as SealedTest;
  const chain = [...entry.parents, entry.token];
  if (found.length < chain.length) return null;
  const tail = found.slice(found.length - chain.length);
  if (tail.some((t, i) => t.token !== chain[i])) return null;
  const names: string[] = [];
  for (let i = 0; i < tail.length; i++) {
    const here = tail[i] as (typeof tail)[number];
    const test = byToken.get(here.token) as SealedTest;
    // The text up to the next token of the chain (or the id's end): a computed title's value.
    const value = id.slice(here.end, tail[i + 1]?.start ?? id.length).replace(/^[\s>:.]+|[\s>:.]+$/g, '');
    if (test.dynamic) names.push(value);
    else names.push(test.role === 'real' || test.role === 'suite' ? test.original : test.token);
  }
  return { entry, id: `${entry.file}::${names.join(' > ')}` };
}
