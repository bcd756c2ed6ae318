// "No file of the repository is written by this code, ever": hostile patches go
// through the real adapter against a real repository on disk, and afterwards the snapshot,
// git status and the folder around the repository are exactly as before.
import { existsSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openRepository, readSnapshot } from '../../src/adapters/repo/index.js';
import { PatchProofError } from '../../src/core/errors.js';
import { propose } from '../../src/core/intake/propose.js';
import { tempGitRepo } from '../support/git-repo.js';
import { syntaxChecker } from '../support/syntax.js';

const repo = tempGitRepo({
  'app.py': 'def f():\n    return 1\n',
  'tests/test_app.py': 'from app import f\n',
  'w.txt': 'a\r\nb\r\n',
});
symlinkSync('/etc', join(repo.dir, 'etc-link'));
afterAll(() => repo.remove());

const hostile: Array<[string, string]> = [
  ['traversal', '*** Begin Patch\n*** Add File: ../outside.txt\n+x\n*** End Patch\n'],
  [
    'absolute',
    'diff --git a//tmp/abs.txt b//tmp/abs.txt\nnew file mode 100644\n--- /dev/null\n+++ b//tmp/abs.txt\n@@ -0,0 +1 @@\n+x\n',
  ],
  ['through a symlink', '*** Begin Patch\n*** Add File: etc-link/pp-owned\n+x\n*** End Patch\n'],
  [
    'into .git',
    '*** Begin Patch\n*** Add File: .git/hooks/post-checkout\n+#!/bin/sh\n*** End Patch\n',
  ],
  ['conftest', '*** Begin Patch\n*** Add File: tests/conftest.py\n+import pytest\n*** End Patch\n'],
  [
    'partial success',
    '*** Begin Patch\n*** Add File: created.txt\n+x\n*** Update File: app.py\n@@\n-nope\n+x\n*** End Patch\n',
  ],
  [
    'CRLF mixture',
    'diff --git a/w.txt b/w.txt\n--- a/w.txt\n+++ b/w.txt\n@@ -1,2 +1,2 @@\n a\r\n-b\n+c\r\n',
  ],
  [
    'a good patch',
    '*** Begin Patch\n*** Update File: app.py\n@@\n-    return 1\n+    return 2\n*** End Patch\n',
  ],
];

describe('intake never writes', () => {
  it('leaves the repository and its surroundings unchanged, whatever the patch', async () => {
    const before = await readSnapshot(repo.dir);
    const status = repo.git('status', '--porcelain', '--ignored');
    const repository = await openRepository(repo.dir);
    const outcomes: string[] = [];
    for (const [, patch] of hostile) {
      try {
        await propose({
          patch: new TextEncoder().encode(patch),
          repository,
          syntax: await syntaxChecker(),
        });
        outcomes.push('accepted');
      } catch (e) {
        if (!(e instanceof PatchProofError)) throw e;
        outcomes.push(e.code);
      }
    }
    expect(outcomes).toEqual([
      'UnsafePath',
      'UnsafePath',
      'SymlinkPath',
      'UnsafePath',
      'ProtectedPath',
      'ContextMismatch',
      'accepted',
      'accepted',
    ]);
    expect((await readSnapshot(repo.dir)).id).toBe(before.id);
    expect(repo.git('status', '--porcelain', '--ignored')).toBe(status);
    expect(existsSync(join(repo.dir, '..', 'outside.txt'))).toBe(false);
    expect(existsSync(join(repo.dir, 'created.txt'))).toBe(false);
    expect(existsSync('/etc/pp-owned')).toBe(false);
  });
});
