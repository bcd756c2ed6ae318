// A bug that exhausts a runtime's own heap (issue 34, nanoid-600 of the corpus: a count that
// never reaches zero grows a string until V8 gives up). On the base the test process dies of
// V8's heap limit before it reports, and `node --test` reports its file as failed with
// SIGABRT: the container itself is not killed. The baseline reads that as the bug exhausting
// memory, as it reads a container killed for memory (exhausts-memory.test.ts); wherever a
// patch runs, a process that dies so still fails the phase.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';
import { reasonCodes, SCENARIOS, validateDir } from './support.js';

const DIR = join(SCENARIOS, 'node-exhausts-heap');

interface Phase {
  name: string;
  outcome: string;
  evidence?: string;
}
const phasesOf = (receipt: string): Phase[] => (JSON.parse(receipt) as { phases: Phase[] }).phases;

describe.skipIf(skipDocker)(suiteName("a bug that exhausts V8's heap on the base"), () => {
  requireEngine();

  it('the honest fix PASSes with proof grade; the baseline says the bug exhausted memory', async () => {
    const r = await validateDir(DIR, 'honest');
    expect([r.verdict, r.proofGrade], r.printed).toEqual(['PASS', true]);
    const baseline = phasesOf(r.receipt).find((p) => p.name === 'baseline');
    expect(baseline).toMatchObject({ outcome: 'pass', evidence: 'memory' });
  }, 240_000);

  it('a fix of one count whose other counts still exhaust the heap ends FAIL in hidden', async () => {
    const r = await validateDir(DIR, 'minus-one-only');
    expect(r.verdict, r.printed).toBe('FAIL');
    expect(reasonCodes(r.receipt, 'hidden')).toContain('CollectionError');
  }, 240_000);
});
