// The corpus of real upstream bug fixes (test/corpus, issue 34) through `patchproof evaluate`
// on Docker: CI runs the fixed sample corpus.json marks (scripts/corpus/corpus-batch.ts), one
// batch per kind of patch; `npm run corpus` runs all of it. Each upstream fix PASSes with
// proof grade, each partial fix and cheat FAILs (or is refused), and a second run of the same
// batch runs nothing. corpus.json lists the expected verdicts; UPSTREAM.md in each instance
// says where it comes from.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asExpected,
  checkout,
  ciSample,
  evaluateKind,
  kindsOf,
  loadCorpus,
} from '../../scripts/corpus/corpus-batch.js';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';

const instances = ciSample(loadCorpus());
const scratch = mkdtempSync(join(tmpdir(), 'pp-corpus-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the CI sample of the corpus', () => {
  it('is the fixed set corpus.json marks, and covers every language of the corpus', () => {
    const all = loadCorpus();
    expect(instances.map((i) => i.id)).toEqual(all.filter((i) => i.ci === true).map((i) => i.id));
    expect(new Set(instances.map((i) => i.language))).toEqual(new Set(all.map((i) => i.language)));
  });
});

describe.skipIf(skipDocker)(
  suiteName('the corpus of real bug fixes on Docker, through patchproof evaluate'),
  () => {
    requireEngine();
    beforeAll(() => {
      for (const instance of instances) checkout(instance, scratch);
    }, 300_000);

    // One batch per kind of patch: the upstream fixes, the partial fixes, the cheats.
    it.each(kindsOf(instances))(
      '%s patches: every instance as corpus.json expects',
      async (kind) => {
        const out = join(scratch, `eval-${kind}`);
        const { code, stderr, summary, reports } = await evaluateKind(
          instances,
          kind,
          scratch,
          out,
        );
        expect(code, stderr).toBe(0);
        const expected = instances.filter((i) => kind in i.patches);
        expect(summary, stderr).toMatchObject({
          submitted_instances: expected.length,
          error_ids: [],
          pending_ids: [],
        });
        for (const i of expected) {
          const report = reports.get(i.id);
          expect(
            asExpected(i.patches[kind] as 'PASS' | 'FAIL', report),
            `${i.id}: ${JSON.stringify(report?.patchproof)}`,
          ).toBe(true);
          if (report?.patch_successfully_applied)
            expect(
              existsSync(
                join(
                  out,
                  'receipts',
                  'sha256',
                  `${(report.patchproof.receipt as string).slice('sha256:'.length)}.json`,
                ),
              ),
            ).toBe(true);
        }
        // Run again: everything is decided for the same bytes, nothing runs, the summary stands.
        const again = await evaluateKind(instances, kind, scratch, out);
        expect(again.code).toBe(0);
        expect(again.stderr).toContain(`0 to run, ${expected.length} decided by an earlier run`);
        expect(again.summary).toEqual(summary);
      },
      1_200_000,
    );
  },
);
