/**
 * Real PASS receipts for the apply tests: the python-calc fixture (test/fixtures/python-calc)
 * plus a few files, validated for real with the trusted-local runner (and, for proof grade,
 * Docker when asked), stored with their normalized diffs. Every test lands them on a fresh
 * copy of the same tree, which has the same snapshot as the validated one.
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runValidation } from '../../src/cli/validation-pipeline.js';
import type { RunnerKind } from '../../src/adapters/runners/pick-runner.js';
import { repoRoot } from './shared.js';

export const FIXTURE = join(repoRoot, 'test/fixtures/python-calc');
export const SPEC = join(FIXTURE, 'spec/patchproof.json');

/** Extra files beside python-calc, so one patch can update, add (in new folders), delete and chmod. */
const EXTRA: Record<string, string> = {
  'docs/old.md': 'old\n',
  'scripts/tool.sh': '#!/bin/sh\necho tool\n',
  'data/keep.txt': 'one\ntwo\nthree\n',
  legacy: 'a file that becomes a folder\n',
};

/** Fixes add(), deletes docs/old.md, adds notes/deep/new.md, makes scripts/tool.sh executable, edits data/keep.txt. */
export const WIDE_PATCH = `diff --git a/calc.py b/calc.py
--- a/calc.py
+++ b/calc.py
@@ -1,2 +1,2 @@
 def add(a, b):
-    return a - b
+    return a + b
diff --git a/data/keep.txt b/data/keep.txt
--- a/data/keep.txt
+++ b/data/keep.txt
@@ -1,3 +1,3 @@
 one
-two
+TWO
 three
diff --git a/docs/old.md b/docs/old.md
deleted file mode 100644
--- a/docs/old.md
+++ /dev/null
@@ -1 +0,0 @@
-old
diff --git a/notes/deep/new.md b/notes/deep/new.md
new file mode 100644
--- /dev/null
+++ b/notes/deep/new.md
@@ -0,0 +1 @@
+new
diff --git a/scripts/tool.sh b/scripts/tool.sh
old mode 100644
new mode 100755
`;

/** Fixes add(), deletes the file `legacy` and adds `legacy/readme.md`: a file becomes a folder. */
export const SWAP_PATCH = `diff --git a/calc.py b/calc.py
--- a/calc.py
+++ b/calc.py
@@ -1,2 +1,2 @@
 def add(a, b):
-    return a - b
+    return a + b
diff --git a/legacy b/legacy
deleted file mode 100644
--- a/legacy
+++ /dev/null
@@ -1 +0,0 @@
-a file that becomes a folder
diff --git a/legacy/readme.md b/legacy/readme.md
new file mode 100644
--- /dev/null
+++ b/legacy/readme.md
@@ -0,0 +1 @@
+now a folder
`;

export const FIX_PATCH =
  '*** Begin Patch\n*** Update File: calc.py\n@@ def add(a, b):\n-    return a - b\n+    return a + b\n*** End Patch\n';

export interface Landing {
  /** A template repository (git, committed); copy it with `fresh()`. */
  readonly template: string;
  readonly store: string;
  fresh(): string;
  validate(patch: string, runner?: RunnerKind): Promise<string>;
  remove(): void;
}

/** Makes the template repository and a receipt store in a new temporary folder. */
export function landingFixture(): Landing {
  const top = mkdtempSync(join(tmpdir(), 'pp-landing-'));
  const template = join(top, 'template');
  cpSync(join(FIXTURE, 'repo'), template, { recursive: true });
  for (const [path, content] of Object.entries(EXTRA)) {
    mkdirSync(dirname(join(template, path)), { recursive: true });
    writeFileSync(join(template, path), content);
  }
  chmodSync(join(template, 'scripts/tool.sh'), 0o644);
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@patchproof.invalid', ...args], {
      cwd: template,
    });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'base');
  const store = join(top, 'store');
  let copies = 0;
  return {
    template,
    store,
    fresh() {
      const dir = join(top, `copy-${++copies}`);
      cpSync(template, dir, { recursive: true });
      return dir;
    },
    async validate(patch, runner = 'local') {
      const result = await runValidation({
        repoDir: template,
        patch: new TextEncoder().encode(patch),
        specPath: SPEC,
        runner,
        store,
        actor: 'reviewer@example.org',
      });
      if (result.execution.verdict !== 'PASS')
        throw new Error(
          `fixture validation did not PASS: ${JSON.stringify(result.execution.phases.map((p) => p.reasons))}`,
        );
      return result.receipt.digest;
    },
    remove: () => rmSync(top, { recursive: true, force: true }),
  };
}

/** Every file below `dir` but `.git`: path → permission bits and content, for byte-for-byte comparisons. */
export function treeState(dir: string): Record<string, { perm: string; content: string }> {
  const out: Record<string, { perm: string; content: string }> = {};
  const walk = (rel: string): void => {
    for (const entry of readdirSync(join(dir, rel), { withFileTypes: true })) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (path === '.git') continue;
      if (entry.isDirectory()) walk(path);
      else {
        const info = lstatSync(join(dir, path));
        out[path] = {
          perm: (info.mode & 0o7777).toString(8),
          content: entry.isSymbolicLink()
            ? `-> ${readlinkSync(join(dir, path))}`
            : readFileSync(join(dir, path), 'latin1'),
        };
      }
    }
  };
  walk('');
  return out;
}

/** The folders below `dir` (but `.git`), to show empty ones are removed and restored. */
export function folders(dir: string, rel = ''): string[] {
  return readdirSync(join(dir, rel), { withFileTypes: true })
    .filter((e) => e.isDirectory() && !(rel === '' && e.name === '.git'))
    .flatMap((e) => {
      const path = rel ? `${rel}/${e.name}` : e.name;
      return [path, ...folders(dir, path)];
    });
}
