/**
 * docs/errors.md documents every error code, so the docs cannot drift from the code: the
 * codes come from src/core/errors.ts (the exported lists, and the string literals of the
 * union types read from the source text), and each must be a heading or a table row.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INTAKE_CODES, SERVICE_CODES } from '../../src/core/errors.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const source = readFileSync(`${root}src/core/errors.ts`, 'utf8');
const doc = readFileSync(`${root}docs/errors.md`, 'utf8');

/** The string literals of `export type <name> = 'A' | 'B' …;` in errors.ts. */
function unionLiterals(name: string): string[] {
  const match = new RegExp(`export type ${name} =([^;]*);`).exec(source);
  if (!match?.[1]) throw new Error(`type ${name} not found in src/core/errors.ts`);
  return [...match[1].matchAll(/'([A-Za-z]+)'/g)].map((m) => m[1] as string);
}

/** Codes documented as a heading (`## Code`, `### \`Code\``) or as a table row's first cell. */
function documentedCodes(markdown: string): Set<string> {
  const found = new Set<string>();
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6}\s+`?([A-Za-z]+)`?\s*$/.exec(line);
    if (heading?.[1]) found.add(heading[1]);
    const row = /^\|\s*`([A-Za-z]+)`\s*\|/.exec(line);
    if (row?.[1]) found.add(row[1]);
  }
  return found;
}

const groups: Record<string, readonly string[]> = {
  intake: INTAKE_CODES,
  snapshot: unionLiterals('SnapshotCode'),
  execution: unionLiterals('ExecutionCode'),
  receipt: unionLiterals('ReceiptCode'),
  canonical: unionLiterals('CanonicalCode'),
  batch: unionLiterals('BatchCode'),
  service: SERVICE_CODES,
  client: unionLiterals('ClientCode'),
  landing: unionLiterals('LandingCode'),
  git: unionLiterals('GitGuardCode'),
  // ErrorCode adds these two literals beside the named groups.
  other: unionLiterals('ErrorCode'),
};

describe('docs/errors.md', () => {
  const documented = documentedCodes(doc);

  it('reads a plausible number of codes from src/core/errors.ts', () => {
    expect(groups.snapshot?.length).toBeGreaterThanOrEqual(6);
    expect(groups.execution?.length).toBeGreaterThanOrEqual(6);
    expect(groups.receipt?.length).toBeGreaterThanOrEqual(4);
    expect(groups.canonical).toEqual(['NotCanonicalizable']);
    expect(groups.landing?.length).toBeGreaterThanOrEqual(18);
    expect(groups.git?.length).toBeGreaterThanOrEqual(10);
    expect(groups.other).toEqual(['UsageError', 'InternalError']);
  });

  for (const [group, codes] of Object.entries(groups)) {
    it(`documents every ${group} code as a heading or table row`, () => {
      const missing = codes.filter((code) => !documented.has(code));
      expect(missing, `codes missing from docs/errors.md: ${missing.join(', ')}`).toEqual([]);
    });
  }

  it('documents no code that does not exist', () => {
    const known = new Set(Object.values(groups).flat());
    const unknown = [...documented].filter((code) => !known.has(code));
    expect(unknown, `docs/errors.md documents unknown codes: ${unknown.join(', ')}`).toEqual([]);
  });
});
