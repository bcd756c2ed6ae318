// `patchproof spec targets` (issue 34), run for real on the local runner: the reproduction
// suite once on the base, every id with its outcome, and the ones that show the bug as a
// targets array; and `validate` with a target the suite does not report blames the run spec
// and names the id it meant.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/main/cli.js';
import type { Io } from '../../src/cli/output.js';
import { repoRoot } from '../support/shared.js';

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: Io = { out: (t) => void (out += `${t}\n`), err: (t) => void (err += `${t}\n`) };
  const code = await main(argv, io);
  return { code, out, err };
}

const scratch = mkdtempSync(join(tmpdir(), 'pp-spec-targets-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const repo = join(repoRoot, 'examples', 'calculator');
const exampleSpec = join(repoRoot, 'examples', 'specs', 'calculator', 'patchproof.json');

/** The calculator's spec, copied beside its trusted folders, with `change` applied. */
function specWith(name: string, change: (spec: Record<string, unknown>) => void): string {
  const dir = join(scratch, name);
  cpSync(join(repoRoot, 'examples', 'specs', 'calculator'), dir, { recursive: true });
  const spec = JSON.parse(readFileSync(exampleSpec, 'utf8')) as Record<string, unknown>;
  (spec['hidden'] as Record<string, unknown>)['tests'] = join(
    repoRoot,
    'hidden-tests',
    'calculator',
  );
  change(spec);
  writeFileSync(join(dir, 'patchproof.json'), JSON.stringify(spec));
  return join(dir, 'patchproof.json');
}

describe('patchproof spec targets', () => {
  it('lists every id the reproduction suite reports on the base, and the ones that show the bug as targets', async () => {
    const run = await cli(
      'spec',
      'targets',
      '--repo',
      repo,
      '--spec',
      exampleSpec,
      '--runner',
      'local',
    );
    expect(run.code).toBe(0);
    expect(run.out).toContain(
      'failed/assertion  test_repro_add.ReproAdd.test_add  (shows the bug)',
    );
    expect(run.out).toContain('"targets": [\n  "test_repro_add.ReproAdd.test_add"\n]');
    expect(run.err).toContain(
      "sealed as a validation's baseline, on the local runner (not isolated)",
    );
  });

  it('prints one JSON object with --json, whose targets are the spec’s own', async () => {
    const run = await cli(
      'spec',
      'targets',
      '--repo',
      repo,
      '--spec',
      exampleSpec,
      '--runner',
      'local',
      '--json',
    );
    expect(run.code).toBe(0);
    const listing = JSON.parse(run.out) as Record<string, unknown>;
    expect(listing).toMatchObject({
      sealed: true,
      runner: { kind: 'local', isolated: false },
      exitCode: 1,
      tests: [
        {
          id: 'test_repro_add.ReproAdd.test_add',
          status: 'failed',
          failure: 'assertion',
          showsBug: true,
        },
      ],
      targets: ['test_repro_add.ReproAdd.test_add'],
    });
  });

  it('exits 1 when the suite reports no test, with why', async () => {
    const spec = specWith('no-tests', (s) => {
      const r = s['reproduction'] as Record<string, unknown>;
      r['command'] = ['python3', '-c', 'print("no tests here")'];
    });
    const run = await cli('spec', 'targets', '--repo', repo, '--spec', spec, '--runner', 'local');
    expect(run.code, run.err).toBe(1);
    expect(run.err).toContain('no report:');
  });

  it('runs a suite it cannot seal unsealed, and says so', async () => {
    const spec = specWith('unsealable', () => undefined);
    writeFileSync(join(spec, '..', 'reproduction', 'test_broken.py'), 'def test_x(:\n    pass\n');
    const run = await cli('spec', 'targets', '--repo', repo, '--spec', spec, '--runner', 'local');
    expect(run.err).toMatch(/^ran {7}UNSEALED \(SuiteNotSealable: /m);
  });

  it('refuses (exit 2) a gate mode with no trusted reproduction suite, and a line without --spec', async () => {
    const none = specWith('mode-none', (s) => void (s['reproduction'] = 'none'));
    const run = await cli(
      'spec',
      'targets',
      '--repo',
      repo,
      '--spec',
      none,
      '--runner',
      'local',
      '--json',
    );
    expect(run.code).toBe(2);
    expect(JSON.parse(run.out)).toMatchObject({ error: { code: 'InvalidRunSpec' } });
    expect((await cli('spec', 'targets', '--repo', repo)).code).toBe(2);
    expect((await cli('spec', 'list')).code).toBe(2);
  });
});

describe('validate with a target the suite does not report', () => {
  it('blames the run spec, not the patch, and names the nearest reported id', async () => {
    const spec = specWith('typo', (s) => {
      (s['reproduction'] as Record<string, unknown>)['targets'] = [
        'test_repro_add.ReproAdd.test_ad',
      ];
    });
    const run = await cli(
      'validate',
      '--repo',
      repo,
      '--patch',
      join(repoRoot, 'examples', 'patches', 'fix-add.patch'),
      '--spec',
      spec,
      '--runner',
      'local',
      '--store',
      join(scratch, 'store'),
    );
    expect(run.code, run.err).toBe(1);
    expect(run.out).toMatch(
      /^run spec: target "test_repro_add\.ReproAdd\.test_ad" is not in the report; closest reported: "test_repro_add\.ReproAdd\.test_add"/m,
    );
    expect(run.out).toContain('patchproof spec targets');
  });
});
