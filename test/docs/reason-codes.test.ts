/**
 * docs/failures.md documents every phase reason code with the class it gives, so the docs
 * cannot drift from the verdict rules: the codes are the string literals of `ReasonCode`
 * (src/core/execution/phase-result.ts), the classes those of `CLASS_OF`
 * (src/core/execution/phase-classification.ts), both read from the source text.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLASSIFICATIONS } from '../../src/core/runner/classify.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string): string => readFileSync(`${root}${path}`, 'utf8');

/** The string literals of `export type ReasonCode = 'A' | 'B' …;`. */
function reasonCodes(): string[] {
  const match = /export type ReasonCode =([^;]*);/.exec(read('src/core/execution/phase-result.ts'));
  if (!match?.[1]) throw new Error('type ReasonCode not found in phase-result.ts');
  return [...match[1].matchAll(/'([A-Za-z]+)'/g)].map((m) => m[1] as string);
}

/** `Code: 'CLASS'` entries of CLASS_OF; FROM_TEXT entries have no single class and are left out. */
function classOf(): Map<string, string> {
  const body =
    /const CLASS_OF[^{]*\{([^}]*)\}/.exec(
      read('src/core/execution/phase-classification.ts'),
    )?.[1] ?? '';
  const entries = [...body.matchAll(/^\s*(\w+): '([A-Z_]+)',/gm)].map(
    (m) => [m[1] as string, m[2] as string] as const,
  );
  return new Map(entries.filter(([, cls]) => (CLASSIFICATIONS as readonly string[]).includes(cls)));
}

/** The rows of the "Reason codes" table of docs/failures.md: code → the class cell's text. */
function documentedRows(): Map<string, string> {
  const section =
    read('docs/failures.md')
      .split('\n## ')
      .find((s) => s.startsWith('Reason codes')) ?? '';
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const row = /^\| `([A-Za-z]+)` \| ([^|]+) \|/.exec(line);
    if (row?.[1]) rows.set(row[1], (row[2] as string).trim());
  }
  return rows;
}

describe('docs/failures.md', () => {
  const codes = reasonCodes();
  const rows = documentedRows();

  it('reads the reason codes and their classes from the source', () => {
    expect(codes.length).toBeGreaterThanOrEqual(20);
    expect(codes).toContain('DiskLimit');
    expect(classOf().get('DiskLimit')).toBe('ENVIRONMENT_ERROR');
  });

  it('has a row for every reason code, and none for a code that does not exist', () => {
    expect(
      codes.filter((code) => !rows.has(code)),
      'reason codes missing from docs/failures.md',
    ).toEqual([]);
    expect(
      [...rows.keys()].filter((code) => !codes.includes(code)),
      'rows for unknown reason codes',
    ).toEqual([]);
  });

  it('gives each code with a fixed class that class', () => {
    const wrong = [...classOf()].filter(
      ([code, cls]) => code !== 'ProbesFailed' && rows.get(code) !== `\`${cls}\``,
    );
    expect(wrong, 'codes whose class in docs/failures.md differs from CLASS_OF').toEqual([]);
  });
});
