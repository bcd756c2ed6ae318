// `patchproof validate` end to end on the trusted-local runner with a real Python project
// (test/fixtures/python-calc): PASS without proof grade, and the cheats FAIL with the
// classification PROTOCOL 5 gives. The receipt on disk carries what PROTOCOL 6 lists.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/main/cli.js';
import { typedHashOfBytes } from '../../src/core/hash/typed-hash.js';
import { readSnapshot } from '../../src/adapters/repo/index.js';
import { repoRoot } from '../support/shared.js';

const fixture = join(repoRoot, 'test', 'fixtures', 'python-calc');
const store = mkdtempSync(join(tmpdir(), 'pp-store-'));
afterAll(() => rmSync(store, { recursive: true, force: true }));

async function validate(patch: string): Promise<{ code: number; json: Record<string, unknown> }> {
  let out = '';
  const io = { out: (t: string) => void (out += t), err: () => undefined };
  const code = await main(
    [
      'validate',
      '--repo',
      join(fixture, 'repo'),
      '--patch',
      join(fixture, 'patches', `${patch}.patch`),
      '--spec',
      join(fixture, 'spec', 'patchproof.json'),
      '--runner',
      'local',
      '--store',
      store,
      '--json',
      '--approve-as',
      'reviewer@example.org',
    ],
    io,
  );
  return { code, json: JSON.parse(out) as Record<string, unknown> };
}

/** `git write-tree` of a copy of `repo` with calc.py edited as fix.patch does. */
function gitWriteTree(repo: string, edit: (calc: string) => string): string {
  const copy = mkdtempSync(join(tmpdir(), 'pp-gittree-'));
  try {
    cpSync(repo, copy, { recursive: true });
    const git = (...args: string[]): string =>
      execFileSync('git', args, { cwd: copy, encoding: 'utf8' }).trim();
    git('init', '-q');
    writeFileSync(join(copy, 'calc.py'), edit(readFileSync(join(copy, 'calc.py'), 'utf8')));
    git('add', '-A');
    return git('write-tree');
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

type Phase = { name: string; outcome: string; classification: string | null };

describe('validate with the trusted-local runner', () => {
  it('PASS for a real fix, never proof grade; the receipt is content-addressed and complete', async () => {
    const before = await readSnapshot(join(fixture, 'repo'));
    const { code, json } = await validate('fix');
    expect(code).toBe(0);
    expect(json).toMatchObject({ verdict: 'PASS', proofGrade: false });
    expect((json.phases as Phase[]).map((p) => p.outcome)).toEqual([
      'pass',
      'pass',
      'pass',
      'pass',
    ]);
    const hex = (json.receipt as string).slice('sha256:'.length);
    const bytes = readFileSync(join(store, 'sha256', `${hex}.json`));
    expect(typedHashOfBytes('patchproof.receipt.v1', bytes)).toBe(json.receipt);
    const receipt = JSON.parse(bytes.toString('utf8'));
    expect(receipt).toMatchObject({
      run: expect.stringMatching(/^run_/),
      proposal: {
        hash: expect.stringMatching(/^sha256:/),
        base: before.id,
        result: expect.stringMatching(/^ws1_/),
      },
      approval: {
        hash: expect.stringMatching(/^sha256:/),
        actor: 'reviewer@example.org',
        approvedAt: expect.stringMatching(/Z$/),
      },
      runner: { kind: 'local', isolated: false },
      repository: { before: before.id, after: before.id },
      verdict: 'PASS',
      proofGrade: false,
      tool: { name: 'patchproof' },
      report: { en: expect.stringContaining('Verdict: PASS'), zh: expect.stringContaining('通过') },
    });
    expect(receipt.phases[0]).toMatchObject({
      name: 'baseline',
      exitCode: 1,
      tests: { executed: 1, failed: 1 },
      targets: [{ id: 'test_repro_add.ReproAdd.test_add', status: 'failed' }],
    });
    expect(receipt.phases[0].stdout).toEqual({
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      bytes: expect.any(Number),
    });
    expect((await readSnapshot(join(fixture, 'repo'))).id).toBe(before.id);
    // The result's Git tree, for in-toto subjects: what `git write-tree` gives for the patched tree.
    expect(receipt.proposal.resultGitTree).toBe(
      gitWriteTree(join(fixture, 'repo'), (calc) => calc.replace('return a - b', 'return a + b')),
    );
  }, 120_000);

  it.each([
    ['no-fix', 'patched', 'TEST_FAILURE'],
    ['delete-test', 'regression', 'TEST_FAILURE'],
    ['exit-on-import', 'patched', 'CONFIG_ERROR'],
  ])(
    'FAIL for %s (%s: %s), receipt published, exit 1',
    async (patch, phase, classification) => {
      const { code, json } = await validate(patch);
      expect(code).toBe(1);
      expect(json.verdict).toBe('FAIL');
      expect(json.receipt).toMatch(/^sha256:/);
      expect((json.phases as Phase[]).find((p) => p.name === phase)).toMatchObject({
        outcome: 'fail',
        classification,
      });
    },
    120_000,
  );

  it('refuses before execution (exit 2) when the patch adds a conftest.py', async () => {
    let out = '';
    const patch = join(store, 'cheat.patch');
    writeFileSync(
      patch,
      '*** Begin Patch\n*** Add File: tests/conftest.py\n+collect_ignore_glob = ["*"]\n*** End Patch\n',
    );
    const code = await main(
      [
        'validate',
        '--repo',
        join(fixture, 'repo'),
        '--patch',
        patch,
        '--spec',
        join(fixture, 'spec', 'patchproof.json'),
        '--runner',
        'local',
        '--store',
        store,
        '--json',
      ],
      {
        out: (t) => void (out += t),
        err: () => undefined,
      },
    );
    expect(code).toBe(2);
    expect(JSON.parse(out)).toMatchObject({ verdict: 'REFUSED', error: { code: 'ProtectedPath' } });
  });
});

describe('validate with the trusted-local runner on a Node.js project (node:test, TAP)', () => {
  const node = join(repoRoot, 'test', 'fixtures', 'node-calc');
  const run = async (patch: string) => {
    let out = '';
    const code = await main(
      [
        'validate',
        '--repo',
        join(node, 'repo'),
        '--patch',
        join(node, 'patches', `${patch}.patch`),
        '--spec',
        join(node, 'spec', 'patchproof.json'),
        '--runner',
        'local',
        '--store',
        store,
        '--json',
      ],
      { out: (t) => void (out += t), err: () => undefined },
    );
    return {
      code,
      json: JSON.parse(out) as { verdict: string; proofGrade: boolean; phases: Phase[] },
    };
  };

  it('PASS for the fix (not proof grade), FAIL when the module calls process.exit(0) on import', async () => {
    const fix = await run('fix');
    expect(fix).toMatchObject({ code: 0, json: { verdict: 'PASS', proofGrade: false } });
    const exit = await run('exit-on-import');
    expect(exit.code).toBe(1);
    expect(exit.json.phases.find((p) => p.name === 'patched')).toMatchObject({ outcome: 'fail' });
  }, 120_000);
});

describe('code under the local runner reaching for other copies', () => {
  it('FAILs when the patched code rewrites the base template that later copies come from', async () => {
    const patch = join(store, 'tamper.patch');
    writeFileSync(
      patch,
      [
        '*** Begin Patch',
        '*** Update File: calc.py',
        '@@',
        '+import pathlib',
        '+for t in pathlib.Path.cwd().parent.glob("*/tests/test_calc.py"):',
        '+    t.write_text("import unittest\\n\\n\\nclass T(unittest.TestCase):\\n    def test_ok(self):\\n        pass\\n")',
        '+',
        '+',
        ' def add(a, b):',
        '-    return a - b',
        '+    return a + b',
        '@@',
        ' def sub(a, b):',
        '-    return a - b',
        '+    return 42',
        '*** End Patch',
        '',
      ].join('\n'),
    );
    let out = '';
    const code = await main(
      [
        'validate',
        '--repo',
        join(fixture, 'repo'),
        '--patch',
        patch,
        '--spec',
        join(fixture, 'spec', 'patchproof.json'),
        '--runner',
        'local',
        '--store',
        store,
        '--json',
      ],
      {
        out: (t) => void (out += t),
        err: () => undefined,
      },
    );
    expect(code).toBe(1);
    expect(JSON.parse(out).verdict).toBe('FAIL');
  }, 120_000);
});
