// Disposable copies (PROTOCOL 4, 5): made from the snapshot, never the live tree; no .git;
// the patch applied; trusted tests copied after it into patchproof_tests/<suite>/, which
// nothing from the repository can pre-fill; every copy removed when disposed.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openRepository } from '../../src/adapters/repo/index.js';
import { loadRunSpec } from '../../src/adapters/runspec/load-run-spec.js';
import { createWorkspaceFactory } from '../../src/adapters/workspace/workspace-factory.js';
import { tempGitRepo } from '../support/git-repo.js';
import { proposeText } from '../support/intake.js';

const repo = tempGitRepo({
  'app.py': 'x = 1\n',
  'run.sh': 'echo\n',
  'patchproof_tests/hidden/planted_test.py': 'assert True\n',
});
const specDir = mkdtempSync(join(tmpdir(), 'pp-ws-spec-'));
afterAll(() => {
  repo.remove();
  rmSync(specDir, { recursive: true, force: true });
});
mkdirSync(join(specDir, 'repro'));
mkdirSync(join(specDir, 'hidden'));
writeFileSync(join(specDir, 'repro', 'test_r.py'), 'r = 1\n');
writeFileSync(join(specDir, 'hidden', 'test_h.py'), 'h = 1\n');
const suite = { command: ['true'], report: { format: 'unittest' } };
writeFileSync(
  join(specDir, 'spec.json'),
  JSON.stringify({
    version: 1,
    runner: { kind: 'local' },
    reproduction: { tests: 'repro', ...suite },
    regression: suite,
    hidden: { tests: 'hidden', ...suite },
  }),
);

describe('workspace factory', () => {
  it('builds base and patched copies from the snapshot, with trusted tests added after the patch', async () => {
    repo.write('untracked-but-in-snapshot.txt', 'u\n');
    const repository = await openRepository(repo.dir);
    const spec = await loadRunSpec(join(specDir, 'spec.json'), repo.dir);
    const proposal = await proposeText(
      Object.fromEntries(
        [...repository.snapshot.entries.keys()].map((p) => [
          p,
          readFileSync(join(repo.dir, p), 'utf8'),
        ]),
      ),
      '*** Begin Patch\n*** Update File: app.py\n@@\n-x = 1\n+x = 2\n*** Add File: new.py\n+n = 1\n*** End Patch\n',
    );
    // The live tree changes after the snapshot: copies must not see it.
    writeFileSync(join(repo.dir, 'late.txt'), 'late\n');
    const factory = createWorkspaceFactory({
      repository,
      changes: proposal.changes,
      spec,
      expected: { base: proposal.object.base, result: proposal.object.result },
    });
    try {
      const base = await factory.create({ patched: false, suite: 'reproduction' });
      const patched = await factory.create({ patched: true, suite: 'hidden' });
      expect(readFileSync(join(base.workspace.dir, 'app.py'), 'utf8')).toBe('x = 1\n');
      expect(readFileSync(join(patched.workspace.dir, 'app.py'), 'utf8')).toBe('x = 2\n');
      expect(existsSync(join(patched.workspace.dir, 'new.py'))).toBe(true);
      expect(existsSync(join(base.workspace.dir, 'new.py'))).toBe(false);
      expect(existsSync(join(base.workspace.dir, '.git'))).toBe(false);
      expect(existsSync(join(base.workspace.dir, 'late.txt'))).toBe(false);
      expect(existsSync(join(base.workspace.dir, 'untracked-but-in-snapshot.txt'))).toBe(true);
      expect(
        readFileSync(
          join(base.workspace.dir, 'patchproof_tests', 'reproduction', 'test_r.py'),
          'utf8',
        ),
      ).toBe('r = 1\n');
      // The repository's own patchproof_tests/ never mixes with the trusted suite.
      expect(
        existsSync(join(patched.workspace.dir, 'patchproof_tests', 'hidden', 'planted_test.py')),
      ).toBe(false);
      expect(
        existsSync(join(patched.workspace.dir, 'patchproof_tests', 'hidden', 'test_h.py')),
      ).toBe(true);
      expect(statSync(join(base.workspace.dir, 'run.sh')).mode & 0o777).toBe(0o644);
      await base.dispose();
      await patched.dispose();
      expect(existsSync(base.workspace.dir)).toBe(false);
    } finally {
      await factory.close();
    }
  });

  it('refuses a trusted suite that changed after the spec was loaded', async () => {
    const repository = await openRepository(repo.dir);
    const spec = await loadRunSpec(join(specDir, 'spec.json'), repo.dir);
    writeFileSync(join(specDir, 'hidden', 'test_h.py'), 'h = 2\n');
    const factory = createWorkspaceFactory({
      repository,
      changes: [],
      spec,
      expected: { base: repository.snapshot.id, result: repository.snapshot.id },
    });
    try {
      await expect(factory.create({ patched: false, suite: 'hidden' })).rejects.toMatchObject({
        code: 'WorkspaceFailed',
      });
    } finally {
      writeFileSync(join(specDir, 'hidden', 'test_h.py'), 'h = 1\n');
      await factory.close();
    }
  });
});
