// The corpus of real upstream bug fixes (test/corpus, issue 16) through `patchproof validate`
// on Docker: each instance's upstream fix PASSes with proof grade, its partial fix and its
// cheat FAIL. corpus.json lists the expected verdicts; UPSTREAM.md in each instance says
// where it comes from.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';
import { validateDir } from '../redteam/support.js';
import { repoRoot } from '../support/shared.js';

interface Instance { id: string; language: string; raises: boolean; patches: Record<string, 'PASS' | 'FAIL'> }

const CORPUS = join(repoRoot, 'test', 'corpus');
const { instances } = JSON.parse(readFileSync(join(CORPUS, 'corpus.json'), 'utf8')) as { instances: Instance[] };
const cases = instances.flatMap((i) => Object.entries(i.patches).map(([patch, verdict]) => [i.id, patch, verdict] as const));

describe.skipIf(skipDocker)(suiteName('the corpus of real bug fixes on Docker'), () => {
  requireEngine();

  it.each(cases)('%s %s: %s', async (id, patch, verdict) => {
    const r = await validateDir(join(CORPUS, id), patch);
    expect(r.verdict, r.printed).toBe(verdict);
    if (verdict === 'PASS') expect(r.proofGrade).toBe(true);
  }, 600_000);
});
