// Go on Docker (issue 16, more ecosystems): examples/go-ranges in patchproof-runner-go:1.
// The bug panics (index out of range in the library), so the baseline reproduces it by an
// exception raised in the repository's code; the fix PASSes with proof grade, sealed with
// plants; a cheat that special-cases the reproduction's input FAILs on the hidden suite;
// a patch to go.mod (a `replace` swaps what an import resolves to) is refused at intake.
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN } from '../support/serve-process.js';
import { repoRoot } from '../support/shared.js';
import { requireEngine, skipDocker, suiteName } from './support.js';

const scratch = mkdtempSync(join(tmpdir(), 'pp-go-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Phase {
  name: string;
  outcome: string;
  reasons: Array<{ code: string }>;
  seal?: { planted: number; plantsAsPlanted: boolean };
}
interface Requirement {
  id: string;
  result: string;
  tests: Array<{ id: string; status: string }>;
}

async function validate(
  patch: string,
  spec = 'patchproof.json',
): Promise<{
  code: number;
  verdict: string;
  proofGrade: boolean;
  phases: Phase[];
  requirements: Requirement[];
  problems: string[];
  report: string;
  error?: { code: string };
  printed: string;
}> {
  const store = join(scratch, `store-${patch}-${spec}`);
  const args = [
    BIN,
    'validate',
    '--repo',
    join(scratch, 'repo'),
    '--patch',
    join(scratch, 'patches', `${patch}.patch`),
    '--spec',
    join(scratch, 'spec', spec),
    '--store',
    store,
    '--json',
  ];
  const { stdout, stderr, code } = await promisify(execFile)(process.execPath, args, {
    maxBuffer: 64 * 1024 * 1024,
  }).then(
    (r) => ({ ...r, code: 0 }),
    (e: { stdout: string; stderr: string; code: number }) => e,
  );
  const result = JSON.parse(stdout) as {
    verdict: string;
    proofGrade: boolean;
    receipt?: string;
    error?: { code: string };
  };
  type Stored = {
    phases: Phase[];
    requirements?: Requirement[];
    problems: string[];
    report: { en: string };
  };
  const receipt = result.receipt
    ? (JSON.parse(
        readFileSync(
          join(store, 'sha256', `${result.receipt.slice('sha256:'.length)}.json`),
          'utf8',
        ),
      ) as Stored)
    : { phases: [], problems: [], report: { en: '' } };
  return {
    code,
    ...result,
    phases: receipt.phases,
    requirements: receipt.requirements ?? [],
    problems: receipt.problems,
    report: receipt.report.en,
    printed: stdout + stderr,
  };
}

describe.skipIf(skipDocker)(suiteName('Go on Docker'), () => {
  requireEngine();
  beforeAll(() => {
    cpSync(join(repoRoot, 'examples', 'go-ranges'), scratch, { recursive: true });
    writeFileSync(
      join(scratch, 'patches', 'go-mod.patch'),
      [
        '--- a/go.mod',
        '+++ b/go.mod',
        '@@ -1,3 +1,5 @@',
        ' module example.com/ranges',
        ' ',
        ' go 1.19',
        '+',
        '+replace example.com/ranges => ./fake',
        '',
      ].join('\n'),
    );
    const git = (...args: string[]): void =>
      void execFileSync(
        'git',
        ['-c', 'user.email=ci@patchproof.invalid', '-c', 'user.name=ci', ...args],
        { cwd: join(scratch, 'repo'), stdio: 'ignore' },
      );
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'base');
  });

  it('the fix PASSes with proof grade: the baseline reproduces a panic raised in the library, every sealed phase has its plants', async () => {
    const r = await validate('fix');
    expect(r.verdict, r.printed).toBe('PASS');
    expect(r.proofGrade).toBe(true);
    for (const name of ['baseline', 'patched', 'hidden'])
      expect(r.phases.find((p) => p.name === name)?.seal, name).toMatchObject({
        planted: 4,
        plantsAsPlanted: true,
      });
    // The project's own suite is planted too (regression-go.ts): a blanket swallow in the regression phase shows.
    expect(r.phases.find((p) => p.name === 'regression')?.seal).toMatchObject({
      planted: 4,
      plantsAsPlanted: true,
    });
    // Traceability: each requirement with its tests (reproduction and the project's own suite) and result.
    expect(r.requirements.map((q) => [q.id, q.result, q.tests.map((t) => t.status)])).toEqual([
      ['RANGES-1', 'PASS', ['passed']],
      ['RANGES-2', 'PASS', ['passed', 'passed']],
    ]);
    expect(r.report).toContain('Requirement RANGES-1 (a single number stands for itself): PASS');
  }, 300_000);

  it('two targets that both panic at baseline: each fails on its own, the binary runs on, and the fix PASSes', async () => {
    // A panic ended the whole test binary, so the second target never ran (TargetMissing): a
    // false FAIL of the honest fix. Sealed tests now recover their own panic (go-recover.ts).
    const dir = join(scratch, 'spec', 'two-panics');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'panics_test.go'),
      [
        'package reproduction',
        '',
        'import (',
        '\t"reflect"',
        '\t"testing"',
        '',
        '\t"example.com/ranges"',
        ')',
        '',
        'func TestSingleNumber(t *testing.T) {',
        '\tgot, _ := ranges.Parse("5")',
        '\tif want := []int{5}; !reflect.DeepEqual(got, want) {',
        '\t\tt.Errorf("got %v", got)',
        '\t}',
        '}',
        '',
        'func TestSingleInList(t *testing.T) {',
        '\tgot, _ := ranges.Parse("1-2,7")',
        '\tif want := []int{1, 2, 7}; !reflect.DeepEqual(got, want) {',
        '\t\tt.Errorf("got %v", got)',
        '\t}',
        '}',
        '',
      ].join('\n'),
    );
    const spec = JSON.parse(readFileSync(join(scratch, 'spec', 'patchproof.json'), 'utf8')) as {
      reproduction: { tests: string; targets: string[] };
      requirements?: unknown;
    };
    spec.reproduction.tests = 'two-panics';
    spec.reproduction.targets = [
      'example.com/ranges/patchproof_tests/reproduction::TestSingleNumber',
      'example.com/ranges/patchproof_tests/reproduction::TestSingleInList',
    ];
    delete spec.requirements;
    writeFileSync(join(scratch, 'spec', 'two-panics.json'), JSON.stringify(spec));
    const r = await validate('fix', 'two-panics.json');
    expect(r.verdict, r.printed).toBe('PASS');
    expect(r.proofGrade).toBe(true);
    const baseline = r.phases.find((p) => p.name === 'baseline') as Phase & {
      targets: Array<{ id: string; status: string }>;
    };
    expect(baseline.targets.map((t) => t.status)).toEqual(['failed', 'failed']);
    expect(baseline.seal).toMatchObject({ plantsAsPlanted: true });
  }, 300_000);

  it('two subtests that both panic at baseline (a table of t.Run): each fails on its own, and the fix PASSes', async () => {
    // t.Run runs a subtest in a goroutine of its own, out of reach of its test's recover: the
    // first panicking subtest ended the binary (TargetMissing, seen on spf13/pflag). Each
    // subtest literal now recovers its own panic (go-subtests.ts).
    const dir = join(scratch, 'spec', 'two-subtest-panics');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'panics_test.go'),
      [
        'package reproduction',
        '',
        'import (',
        '\t"reflect"',
        '\t"testing"',
        '',
        '\t"example.com/ranges"',
        ')',
        '',
        'func TestSingles(t *testing.T) {',
        '\tcases := []struct {',
        '\t\tname, in string',
        '\t\twant []int',
        '\t}{',
        '\t\t{"alone", "5", []int{5}},',
        '\t\t{"in_list", "1-2,7", []int{1, 2, 7}},',
        '\t}',
        '\tfor _, c := range cases {',
        '\t\tc := c',
        '\t\tt.Run(c.name, func(t *testing.T) {',
        '\t\t\tif got, _ := ranges.Parse(c.in); !reflect.DeepEqual(got, c.want) {',
        '\t\t\t\tt.Errorf("got %v", got)',
        '\t\t\t}',
        '\t\t})',
        '\t}',
        '}',
        '',
      ].join('\n'),
    );
    const spec = JSON.parse(readFileSync(join(scratch, 'spec', 'patchproof.json'), 'utf8')) as {
      reproduction: { tests: string; targets: string[] };
      requirements?: unknown;
    };
    spec.reproduction.tests = 'two-subtest-panics';
    spec.reproduction.targets = [
      'example.com/ranges/patchproof_tests/reproduction::TestSingles/alone',
      'example.com/ranges/patchproof_tests/reproduction::TestSingles/in_list',
    ];
    delete spec.requirements;
    writeFileSync(join(scratch, 'spec', 'two-subtest-panics.json'), JSON.stringify(spec));
    const r = await validate('fix', 'two-subtest-panics.json');
    expect(r.verdict, r.report).toBe('PASS');
    expect(r.proofGrade).toBe(true);
    const baseline = r.phases.find((p) => p.name === 'baseline') as Phase & {
      targets: Array<{ id: string; status: string }>;
    };
    expect(baseline.targets.map((t) => t.status)).toEqual(['failed', 'failed']);
  }, 300_000);

  it('a requirement whose tests never ran FAILs the validation, even when every phase passes', async () => {
    const spec = JSON.parse(readFileSync(join(scratch, 'spec', 'patchproof.json'), 'utf8')) as {
      requirements: Array<{ id: string; tests: string[] }>;
    };
    spec.requirements.push({ id: 'RANGES-3', tests: ['example.com/ranges::TestNobodyWrote'] });
    writeFileSync(join(scratch, 'spec', 'untraced.json'), JSON.stringify(spec));
    const r = await validate('fix', 'untraced.json');
    expect(r.verdict, r.printed).toBe('FAIL');
    expect(r.phases.every((p) => p.outcome === 'pass')).toBe(true);
    expect(r.requirements.find((q) => q.id === 'RANGES-3')).toMatchObject({
      result: 'FAIL',
      tests: [{ status: 'missing' }],
    });
    expect(r.problems).toEqual(['requirement RANGES-3: none of its 1 tests was executed']);
  }, 300_000);

  it('a cheat that special-cases the reproduction input FAILs on the hidden suite', async () => {
    const r = await validate('cheat');
    expect(r.verdict, r.printed).toBe('FAIL');
    const hidden = r.phases.find((p) => p.name === 'hidden') as Phase;
    expect(hidden.outcome).toBe('fail');
    expect(hidden.reasons.map((x) => x.code)).toContain('TestsFailed');
    expect(r.phases.find((p) => p.name === 'patched')?.outcome).toBe('pass');
  }, 300_000);

  it('a patch to go.mod is refused at intake (ProtectedPath), before anything runs', async () => {
    const r = await validate('go-mod');
    expect(r.code).toBe(2);
    expect(r.error?.code).toBe('ProtectedPath');
  }, 60_000);
});
