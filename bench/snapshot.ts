/**
 * Snapshot benchmark on ~20,000 files / ~200 MB: first the whole `patchproof snapshot`
 * process as a user runs it (start-up, module loading and output included) against `b3sum`
 * with 2 threads over the same files, the aim being within 1.5x; then readSnapshot in-process
 * against Git doing the same job (`git init && git add -A && git write-tree` on a fresh copy);
 * then raw throughput on large files against the aim of 300 MB/s.
 * Run: `npm run bench -- snapshot` (the whole process needs b3sum: apt-get install -y b3sum).
 *
 * MB here is 10^6 bytes. In-process timings are medians, whole processes best of
 * PROCESS_RUNS with the load average beside them, since a shared machine is noisy; the trees
 * are cached in the OS temp folder, so every run reads warm files, as Git and b3sum do.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readSnapshot } from '../src/adapters/repo/index.js';
import { median, RUNS, seconds } from './timing.js';
import { type FixtureSummary, largeFilesTree, manyFilesTree } from './tree-fixture.js';
import { type WholeProcessResult, wholeProcessSnapshot } from './snapshot-process.js';

const AIM_MB_PER_S = 300;

export interface SnapshotBenchResult {
  readonly files: number;
  readonly megabytes: number;
  readonly snapshotSeconds: number;
  readonly threadedSnapshotSeconds: number;
  readonly gitSeconds: number;
  readonly largeFilesMegabytesPerSecond: number;
  readonly threadedLargeFilesMegabytesPerSecond: number;
  /** Undefined when it could not run (no build, no b3sum): the reason is printed. */
  readonly wholeProcess: WholeProcessResult | undefined;
}

function gitOrFail(cwd: string, ...args: string[]): string {
  const result = spawnSync(
    'git',
    ['-c', 'core.autocrlf=false', '-c', 'core.fsmonitor=false', ...args],
    { cwd, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** Git's time for the same tree: a fresh copy (not timed), then init + add -A + write-tree. */
async function gitWriteTree(tree: FixtureSummary): Promise<{ seconds: number; tree: string }> {
  const scratch = await mkdtemp(join(tmpdir(), 'patchproof-bench-git-'));
  try {
    const copy = join(scratch, 'tree');
    await cp(tree.dir, copy, { recursive: true, preserveTimestamps: true });
    let id = '';
    const time = await seconds(async () => {
      gitOrFail(copy, 'init', '-q');
      gitOrFail(copy, 'add', '-A');
      id = gitOrFail(copy, 'write-tree');
    });
    return { seconds: time, tree: id };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

const mb = (bytes: number): number => bytes / 1e6;
const fixed = (n: number, digits = 2): string => n.toFixed(digits);

/** Runs the benchmark, prints plain result lines, and returns the numbers. */
export async function main(): Promise<SnapshotBenchResult> {
  const many = await manyFilesTree();
  console.log(`snapshot: tree of ${many.files} files, ${fixed(mb(many.bytes), 1)} MB`);
  // First, before Git's 200 MB copy leaves the disk busy writing back (that slowed the whole
  // process from 0.51 s to 0.84 s); it checks its own printed ID against readSnapshot.
  const wholeProcess = await wholeProcessSnapshot(many.dir);
  // Check before timing: the benchmark is meaningless if the two disagree.
  const git = await gitWriteTree(many);
  const oracle = await readSnapshot(many.dir, { algorithm: 'sha1' });
  if (oracle.id !== `ws1_${git.tree}`)
    throw new Error(`SHA-1 snapshot ${oracle.id} differs from git write-tree ${git.tree}`);
  console.log(`snapshot: SHA-1 walk equals git write-tree (${git.tree})`);

  const snapshotSeconds = await median(() => readSnapshot(many.dir));
  const threadedSnapshotSeconds = await median(() => readSnapshot(many.dir, { workers: 2 }));
  console.log(
    `snapshot: readSnapshot ${fixed(snapshotSeconds)} s (default), ${fixed(threadedSnapshotSeconds)} s (2 hashing threads), median of ${RUNS}`,
  );
  console.log(`snapshot: git init + add -A + write-tree ${fixed(git.seconds)} s`);
  console.log(
    `snapshot: ratio git / readSnapshot = ${fixed(git.seconds / snapshotSeconds, 1)}x (default), ${fixed(git.seconds / threadedSnapshotSeconds, 1)}x (2 threads)`,
  );

  const large = await largeFilesTree(4, 100);
  const largeSeconds = await median(() => readSnapshot(large.dir));
  const threadedLargeSeconds = await median(() => readSnapshot(large.dir, { workers: 2 }));
  const rate = mb(large.bytes) / largeSeconds;
  const threadedRate = mb(large.bytes) / threadedLargeSeconds;
  console.log(
    `snapshot: large files ${large.files} x ${fixed(large.bytes / large.files / 2 ** 20, 0)} MiB: ${fixed(rate, 0)} MB/s (default), ${fixed(threadedRate, 0)} MB/s (2 threads)`,
  );
  console.log(
    `snapshot: ratio to the aim of ${AIM_MB_PER_S} MB/s = ${fixed(rate / AIM_MB_PER_S)}x (default), ${fixed(threadedRate / AIM_MB_PER_S)}x (2 threads)`,
  );
  if (import.meta.url.endsWith('.ts')) {
    console.log(
      'snapshot: note: run from TypeScript sources, each hashing thread first starts its own transpiler (~1 s)',
    );
  }

  return {
    files: many.files,
    megabytes: mb(many.bytes),
    snapshotSeconds,
    threadedSnapshotSeconds,
    gitSeconds: git.seconds,
    largeFilesMegabytesPerSecond: rate,
    threadedLargeFilesMegabytesPerSecond: threadedRate,
    wholeProcess,
  };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
