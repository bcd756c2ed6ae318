/**
 * Apply benchmark: `patchproof apply` of a one-file PASS receipt on the ~20,000-file / ~200 MB
 * benchmark tree (plus the python-calc fixture, validated with the trusted-local runner),
 * against one snapshot of the same tree and against `git apply` of the same diff. An apply
 * snapshots the whole tree twice (the base check before, the result check after), runs intake
 * and the git shadow check; so about 2x a snapshot is what it should cost.
 * Run: `node --import tsx bench/apply.ts`.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { applyReceipt } from '../src/adapters/landing/apply-receipt.js';
import { readSnapshot } from '../src/adapters/repo/index.js';
import { readDiff } from '../src/adapters/store/diff-store.js';
import { readReceipt } from '../src/adapters/store/read-receipt.js';
import { loadTreeSitterChecker } from '../src/adapters/syntax/tree-sitter.js';
import { runValidation } from '../src/cli/validation-pipeline.js';
import type { TypedHash } from '../src/core/hash/typed-hash.js';
import { median } from './timing.js';
import { manyFilesTree } from './tree-fixture.js';

const FIXTURE = join(import.meta.dirname, '..', 'test', 'fixtures', 'python-calc');

export async function main(): Promise<{
  applySeconds: number;
  snapshotSeconds: number;
  gitSeconds: number;
}> {
  const tree = await manyFilesTree();
  const scratch = await mkdtemp(join(tmpdir(), 'patchproof-bench-apply-'));
  process.env.XDG_DATA_HOME = join(scratch, 'xdg');
  try {
    const repo = join(scratch, 'repo');
    await cp(tree.dir, repo, { recursive: true });
    await cp(join(FIXTURE, 'repo'), repo, { recursive: true });
    const git = (...args: string[]) =>
      execFileSync(
        'git',
        ['-c', 'user.name=bench', '-c', 'user.email=bench@patchproof.invalid', ...args],
        { cwd: repo, encoding: 'utf8' },
      );
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'base');
    const store = join(scratch, 'store');
    const validated = await runValidation({
      repoDir: repo,
      patch: await readFile(join(FIXTURE, 'patches', 'fix.patch')),
      specPath: join(FIXTURE, 'spec', 'patchproof.json'),
      runner: 'local',
      store,
      actor: 'bench@local',
    });
    const digest = validated.receipt.digest as TypedHash;
    const bytes = await readReceipt(store, digest);
    const syntax = await loadTreeSitterChecker();
    const diff = validated.proposal.normalizedDiff;
    const applySeconds = await median(async () => {
      git('checkout', '-q', '--', 'calc.py');
      await applyReceipt({
        repoDir: repo,
        receipt: { digest, bytes },
        loadPatch: (r) => readDiff(store, r.proposal.diff),
        syntax,
        acceptNotProofGrade: true,
      });
    });
    const snapshotSeconds = await median(() => readSnapshot(repo));
    const gitSeconds = await median(() => {
      git('checkout', '-q', '--', 'calc.py');
      execFileSync('git', ['apply'], { cwd: repo, input: diff });
    });
    console.log(
      `apply: ${tree.files} files; patchproof apply ${applySeconds.toFixed(2)} s, one snapshot ${snapshotSeconds.toFixed(2)} s (${(applySeconds / snapshotSeconds).toFixed(2)}x), git apply ${gitSeconds.toFixed(3)} s`,
    );
    return { applySeconds, snapshotSeconds, gitSeconds };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
