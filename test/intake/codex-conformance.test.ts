// Conformance: every scenario of test/conformance/codex-apply-patch/ (OpenAI Codex's
// own fixtures, used as they are), with the outcome PatchProof's README table gives.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PatchProofError } from '../../src/core/errors.js';
import { propose } from '../../src/core/intake/propose.js';
import { memoryRepository } from '../../src/core/snapshot/memory-repository.js';
import { readTree } from '../support/files.js';
import { conformancePath } from '../support/conformance.js';
import { syntaxChecker } from '../support/syntax.js';

const root = conformancePath('codex-apply-patch');
const scenarios = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

/** Reads the README's outcome table: first cell names scenarios, second gives the outcome. */
function expectedOutcomes(): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of readFileSync(join(root, 'README.md'), 'utf8').split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const [, names, outcome] = cells;
    if (!names || !outcome || !/^\d{3}/.test(names)) continue;
    const code =
      /refused `(\w+)`/.exec(outcome)?.[1] ??
      (outcome.startsWith('accepted') ? 'accepted' : undefined);
    if (!code) throw new Error(`unreadable outcome: ${outcome}`);
    for (const token of names.split(',').map((t) => t.trim())) {
      const matches = scenarios.filter(
        (s) => s === token || (token.length === 3 && s.startsWith(`${token}_`)),
      );
      if (matches.length !== 1)
        throw new Error(`README token ${token} matches ${matches.length} scenarios`);
      out.set(matches[0] as string, code);
    }
  }
  return out;
}

const expected = expectedOutcomes();

describe('Codex apply-patch scenarios', () => {
  it('the README gives an outcome for every scenario folder', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(23);
    expect([...expected.keys()].sort()).toEqual(scenarios);
  });

  it.each(scenarios)('%s', async (name) => {
    const input = readTree(join(root, name, 'input'));
    const repository = memoryRepository(Object.fromEntries(input));
    const patch = new Uint8Array(readFileSync(join(root, name, 'patch.txt')));
    const outcome = expected.get(name);
    const run = propose({ patch, repository, syntax: await syntaxChecker() });
    if (outcome !== 'accepted') {
      const error = await run.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(PatchProofError);
      expect((error as PatchProofError).code).toBe(outcome);
      return;
    }
    const proposal = await run;
    const result = new Map(input);
    for (const change of proposal.changes) {
      if (change.after) result.set(change.path, new TextEncoder().encode(change.after.text));
      else result.delete(change.path);
    }
    const want = readTree(join(root, name, 'expected'));
    expect([...result.keys()].sort()).toEqual([...want.keys()].sort());
    for (const [path, bytes] of want)
      expect(Buffer.from(result.get(path) as Uint8Array).equals(Buffer.from(bytes))).toBe(true);
    expect(proposal.object.result).toBe(memoryRepository(Object.fromEntries(want)).snapshot.id);
    expect(proposal.object.base).toBe(repository.snapshot.id);
  });
});
