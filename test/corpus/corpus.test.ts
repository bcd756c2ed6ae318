// The corpus of real upstream bug fixes (test/corpus, issue 16) through `patchproof evaluate`
// on Docker, one batch per kind of patch: each instance's upstream fix PASSes with proof
// grade, its partial fix and its cheat FAIL, and a second run of the same batch runs nothing. corpus.json lists the expected verdicts; UPSTREAM.md in each instance says
// where it comes from. Each instance's repo/ is copied and committed to a fresh git
// repository (so its .gitignore applies, as in a real checkout), then `prepare` runs there.
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';
import { BIN } from '../support/serve-process.js';
import { repoRoot } from '../support/shared.js';

interface Instance {
  id: string;
  language: string;
  raises: boolean;
  prepare?: string[];
  patches: Record<string, 'PASS' | 'FAIL'>;
}

const CORPUS = join(repoRoot, 'test', 'corpus');
const { instances } = JSON.parse(readFileSync(join(CORPUS, 'corpus.json'), 'utf8')) as {
  instances: Instance[];
};
const kinds = [...new Set(instances.flatMap((i) => Object.keys(i.patches)))];
const scratch = mkdtempSync(join(tmpdir(), 'pp-corpus-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The instance as a checkout: repo/ committed to git, prepared; spec/ and patches/ beside it. */
function checkout(instance: Instance): void {
  const dir = join(scratch, instance.id);
  for (const part of ['repo', 'spec', 'patches'])
    cpSync(join(CORPUS, instance.id, part), join(dir, part), { recursive: true });
  const git = (...args: string[]): void =>
    void execFileSync(
      'git',
      ['-c', 'user.email=corpus@patchproof.invalid', '-c', 'user.name=corpus', ...args],
      { cwd: join(dir, 'repo'), stdio: 'ignore' },
    );
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', `base of ${instance.id}`);
  const [program, ...args] = instance.prepare ?? [];
  if (program !== undefined)
    execFileSync(program, args, { cwd: join(dir, 'repo'), stdio: 'ignore' });
}

interface InstanceReport {
  resolved: boolean;
  patch_successfully_applied: boolean;
  patchproof: {
    outcome: string;
    verdict?: string;
    proof_grade?: boolean;
    receipt?: string;
    phases?: unknown;
  };
}

/** Runs `patchproof evaluate` over every instance with one kind of patch as the predictions. */
async function evaluate(
  kind: string,
  out: string,
): Promise<{
  code: number;
  stderr: string;
  summary: Record<string, unknown>;
  reports: Map<string, InstanceReport>;
}> {
  const predictions = join(scratch, `predictions-${kind}.jsonl`);
  writeFileSync(
    predictions,
    instances
      .filter((i) => kind in i.patches)
      .map(
        (i) =>
          `${JSON.stringify({ instance_id: i.id, model_name_or_path: `corpus-${kind}`, model_patch: readFileSync(join(scratch, i.id, 'patches', `${kind}.patch`), 'utf8') })}\n`,
      )
      .join(''),
  );
  const args = [
    BIN,
    'evaluate',
    '--instances',
    join(scratch, 'instances.jsonl'),
    '--predictions',
    predictions,
    '--workers',
    '2',
    '--out',
    out,
    '--json',
  ];
  const { code, stdout, stderr } = await new Promise<{
    code: number;
    stdout: string;
    stderr: string;
  }>((done) => {
    execFile(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
  const printed = JSON.parse(stdout) as { summary: Record<string, unknown> };
  const reports = new Map<string, InstanceReport>();
  for (const i of instances) {
    const file = join(out, i.id, 'report.json');
    if (existsSync(file))
      reports.set(
        i.id,
        (JSON.parse(readFileSync(file, 'utf8')) as Record<string, InstanceReport>)[
          i.id
        ] as InstanceReport,
      );
  }
  expect(JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'))).toEqual(printed.summary);
  return { code, stderr, summary: printed.summary, reports };
}

describe.skipIf(skipDocker)(
  suiteName('the corpus of real bug fixes on Docker, through patchproof evaluate'),
  () => {
    requireEngine();
    beforeAll(() => {
      for (const instance of instances) checkout(instance);
      const lines = instances.map((i) =>
        JSON.stringify({
          instance_id: i.id,
          repo_dir: `${i.id}/repo`,
          spec: `${i.id}/spec/patchproof.json`,
        }),
      );
      writeFileSync(join(scratch, 'instances.jsonl'), `${lines.join('\n')}\n`);
    }, 300_000);

    // One batch per kind of patch: the upstream fixes, the partial fixes, the cheats.
    it.each(kinds)(
      '%s patches: every instance as corpus.json expects',
      async (kind) => {
        const out = join(scratch, `eval-${kind}`);
        const { code, stderr, summary, reports } = await evaluate(kind, out);
        expect(code, stderr).toBe(0);
        const expected = instances.filter((i) => kind in i.patches);
        const resolved = expected
          .filter((i) => i.patches[kind] === 'PASS')
          .map((i) => i.id)
          .sort();
        expect(summary, stderr).toMatchObject({
          submitted_instances: expected.length,
          resolved_ids: resolved,
          error_ids: [],
          pending_ids: [],
        });
        for (const i of expected) {
          const report = reports.get(i.id) as InstanceReport;
          expect(report.resolved, `${i.id}: ${JSON.stringify(report.patchproof)}`).toBe(
            i.patches[kind] === 'PASS',
          );
          // An upstream fix PASSes with proof grade: sealed evidence from an isolated runner.
          if (i.patches[kind] === 'PASS')
            expect(report.patchproof).toMatchObject({ verdict: 'PASS', proof_grade: true });
          if (report.patch_successfully_applied)
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
        const again = await evaluate(kind, out);
        expect(again.code).toBe(0);
        expect(again.stderr).toContain(`0 to run, ${expected.length} decided by an earlier run`);
        expect(again.summary).toEqual(summary);
      },
      1_200_000,
    );
  },
);
