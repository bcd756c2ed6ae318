// What gate mode proposal writes onto the base for its baseline phase (trusted-suite.ts,
// `proposed`; execution-plan.ts; workspace-factory.ts), from an adversarial review: the
// patch's test files as the patch has them (executable bit included), Jest snapshots as the
// test change they are, and never a product module that merely has a method named test_….
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openRepository, readSnapshot, type Repository } from '../../src/adapters/repo/index.js';
import { loadRunSpec } from '../../src/adapters/runspec/load-run-spec.js';
import { sealInputFor } from '../../src/adapters/workspace/trusted-suite.js';
import { createWorkspaceFactory } from '../../src/adapters/workspace/workspace-factory.js';
import { planExecution } from '../../src/core/execution/execution-plan.js';
import type { ResolvedRunSpec } from '../../src/core/runspec/resolve.js';
import { memoryRepository } from '../../src/core/snapshot/memory-repository.js';
import { tempGitRepo } from '../support/git-repo.js';
import { proposeText } from '../support/intake.js';
import { unittestSpec } from '../support/resolved-spec.js';

async function proposedOf(files: Record<string, string>, patch: string) {
  const dir = await mkdtemp(join(tmpdir(), 'pp-review-hidden-'));
  await writeFile(
    join(dir, 'test_h.py'),
    'import unittest\n\n\nclass H(unittest.TestCase):\n    def test_x(self):\n        self.assertEqual(1, 1)\n',
  );
  const digest = (await readSnapshot(dir, { plainFolder: true })).id;
  const plain = unittestSpec({ digest, targets: [] });
  const spec: ResolvedRunSpec = {
    ...plain,
    reproduction: { mode: 'proposal' },
    hidden: { ...plain.hidden, tests: { dir, digest } },
  };
  const proposal = await proposeText(files, patch);
  const repository = { ...memoryRepository(files), root: '/nonexistent' } as unknown as Repository;
  const seal = await sealInputFor(spec, { repository, changes: proposal.changes });
  return seal.regression;
}

const diff = (path: string, before: string[], after: string[]) =>
  [
    `--- a/${path}`,
    `+++ b/${path}`,
    `@@ -1,${before.length} +1,${after.length} @@`,
    ...before.map((l) => `-${l}`),
    ...after.map((l) => `+${l}`),
    '',
  ].join('\n');

describe('what gate mode proposal writes onto the base', () => {
  it('does not write the fix itself when the fixed product module has a method named test_…', async () => {
    const db = [
      'class Connection:',
      '    def test_connection(self):',
      '        return self.ping() is None',
    ];
    const fixed = [
      'class Connection:',
      '    def test_connection(self):',
      '        return self.ping() is not None',
    ];
    const test = ['import unittest', 'from db import Connection'];
    const files = { 'db.py': `${db.join('\n')}\n`, 'tests/test_db.py': `${test.join('\n')}\n` };
    const patch =
      diff('db.py', db, fixed) +
      diff('tests/test_db.py', test, [
        ...test,
        '',
        '',
        'class T(unittest.TestCase):',
        '    def test_ping(self):',
        '        self.assertTrue(Connection().test_connection())',
      ]);
    const regression = await proposedOf(files, patch);
    expect([...(regression?.proposed?.keys() ?? [])]).toContain('tests/test_db.py');
    expect([...(regression?.proposed?.keys() ?? [])]).not.toContain('db.py'); // the fix: base + fix = no failure
  });

  it('counts a co-located Jest snapshot as the test change it is (proposal: not NoProposalTests; none: guarded)', async () => {
    const code = ['export const label = (n) => `n=${n}`;'];
    const changed = ['export const label = (n) => `N=${n}`;'];
    const snap = ['exports[`label 1`] = `"n=1"`;'];
    const files = {
      'src/label.js': `${code.join('\n')}\n`,
      'src/label.test.js':
        "import { label } from './label.js';\ntest('label', () => expect(label(1)).toMatchSnapshot());\n",
      'src/__snapshots__/label.test.js.snap': `${snap.join('\n')}\n`,
    };
    const patch =
      diff('src/label.js', code, changed) +
      diff('src/__snapshots__/label.test.js.snap', snap, ['exports[`label 1`] = `"N=1"`;']);
    const regression = await proposedOf(files, patch);
    expect(regression?.touched?.map((t) => t.path)).toContain(
      'src/__snapshots__/label.test.js.snap',
    );
  });
});

const repo = tempGitRepo({ 'tool.py': 'x = 1\n', 'tests/test_tool.py': 'import unittest\n' });
const specDir = mkdtempSync(join(tmpdir(), 'pp-review-spec-'));
afterAll(() => {
  repo.remove();
  rmSync(specDir, { recursive: true, force: true });
});
mkdirSync(join(specDir, 'hidden'));
writeFileSync(
  join(specDir, 'hidden', 'test_h.py'),
  'import unittest\n\n\nclass H(unittest.TestCase):\n    def test_h(self):\n        self.assertEqual(1, 1)\n',
);
const suite = { command: ['python3', '-m', 'unittest', '-v'], report: { format: 'unittest' } };
writeFileSync(
  join(specDir, 'spec.json'),
  JSON.stringify({
    version: 1,
    runner: { kind: 'local' },
    reproduction: 'proposal',
    regression: suite,
    hidden: { tests: 'hidden', ...suite },
  }),
);

describe('the proposal baseline copy', () => {
  it("has the patch's test files as the patch has them, executable bit included", async () => {
    const repository = await openRepository(repo.dir);
    const spec = await loadRunSpec(join(specDir, 'spec.json'), repo.dir);
    const files = Object.fromEntries(
      [...repository.snapshot.entries.keys()].map((p) => [
        p,
        readFileSync(join(repo.dir, p), 'utf8'),
      ]),
    );
    const patch = [
      'diff --git a/tests/bin/check.sh b/tests/bin/check.sh',
      'new file mode 100755',
      '--- /dev/null',
      '+++ b/tests/bin/check.sh',
      '@@ -0,0 +1,2 @@',
      '+#!/bin/sh',
      '+python3 -c "import tool"',
      'diff --git a/tool.py b/tool.py',
      '--- a/tool.py',
      '+++ b/tool.py',
      '@@ -1 +1 @@',
      '-x = 1',
      '+x = 2',
      '',
    ].join('\n');
    const proposal = await proposeText(files, patch);
    const seal = await sealInputFor(spec, { repository, changes: proposal.changes });
    const plan = planExecution(spec, seal, seal.regression?.proposed);
    const baseline = plan.jobs.find((j) => j.id === 'baseline');
    const factory = createWorkspaceFactory({
      repository,
      changes: proposal.changes,
      spec,
      expected: { base: proposal.object.base, result: proposal.object.result },
    });
    try {
      const patched = await factory.create({ patched: true, suite: null, tests: 'proposal' });
      const base = await factory.create(baseline?.request as never);
      expect(statSync(join(patched.workspace.dir, 'tests/bin/check.sh')).mode & 0o777).toBe(0o755);
      expect(statSync(join(base.workspace.dir, 'tests/bin/check.sh')).mode & 0o777).toBe(0o755); // today 0o644
      await base.dispose();
      await patched.dispose();
    } finally {
      await factory.close();
    }
  });
});
