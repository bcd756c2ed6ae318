// Golden files for the normalized diff as intake produces it from real patches: the bytes
// the proposal hash covers. Regenerate (after an intended change, with a protocol version
// bump) with: PATCHPROOF_UPDATE_GOLDEN=1 npx vitest run test/intake/normalized-golden.test.ts
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { proposeText } from '../support/intake.js';
import { repoRoot } from '../support/shared.js';

const dir = join(repoRoot, 'test', 'intake', 'golden');
const update = process.env.PATCHPROOF_UPDATE_GOLDEN === '1';

const cases: Array<{
  name: string;
  files: Record<string, string | { content: string; mode: '100755' }>;
  patch: string;
}> = [
  {
    name: 'codex-multi-file',
    files: {
      'src/calc.py': 'def add(a, b):\n    return a - b\n\n\ndef sub(a, b):\n    return a - b\n',
      'old.txt': 'bye\n',
      'notes/a b.md': 'x\n',
    },
    patch:
      '*** Begin Patch\n*** Update File: src/calc.py\n@@ def add(a, b):\n-    return a - b\n+    return a + b\n*** Delete File: old.txt\n*** Update File: notes/a b.md\n*** Move to: notes/caf\u00e9 b.md\n@@\n-x\n+y\n*** Add File: src/new.py\n+NEW = 1\n*** End Patch\n',
  },
  {
    name: 'crlf-and-final-newline',
    files: { 'win.txt': 'one\r\ntwo\r\nthree\r\n', 'tail.txt': 'a\nb' },
    patch:
      '*** Begin Patch\n*** Update File: win.txt\n@@\n one\n-two\n+TWO\n*** Update File: tail.txt\n@@\n-b\n+B\n*** End of File\n*** End Patch\n',
  },
  {
    name: 'git-mode-and-newline-markers',
    files: { 'run.sh': { content: 'echo hi\n', mode: '100755' }, 'n.txt': 'a\nb' },
    patch:
      'diff --git a/run.sh b/run.sh\nold mode 100755\nnew mode 100644\ndiff --git a/n.txt b/n.txt\n--- a/n.txt\n+++ b/n.txt\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n',
  },
];

describe('normalized diff goldens', () => {
  it.each(cases)('$name', async ({ name, files, patch }) => {
    const proposal = await proposeText(files, patch);
    const path = join(dir, `${name}.diff`);
    if (update || !existsSync(path)) {
      if (!update)
        throw new Error(
          `missing golden ${path}; run with PATCHPROOF_UPDATE_GOLDEN=1 once and review it`,
        );
      writeFileSync(path, proposal.normalizedDiff);
    }
    expect(proposal.normalizedDiff).toBe(readFileSync(path, 'utf8'));
    // Re-proposing the normalized diff gives the same proposal: the form is a fixed point.
    expect((await proposeText(files, proposal.normalizedDiff)).hash).toBe(proposal.hash);
  });
});
