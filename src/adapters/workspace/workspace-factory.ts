/**
 * Disposable copies (PROTOCOL 4, 5). The base copy is written once from the snapshot's
 * effective tree — every byte checked against the snapshot, no `.git` inside — and each
 * phase gets its own copy of it, with the patch applied and trusted tests added after.
 * Trusted folders are re-measured once copied, so what runs is what the spec pinned.
 */
import { chmod, cp, lstat, mkdir, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FileOutcome } from '../../core/apply/apply-patch.js';
import { ExecutionError, PatchProofError } from '../../core/errors.js';
import type {
  WorkspaceFactory,
  WorkspaceLease,
  WorkspaceRequest,
} from '../../core/execution/execute.js';
import type { Workspace } from '../../core/runner/runner-port.js';
import { LEGACY_TEST_DIR, RESERVED_TEST_DIR } from '../../core/gates/path-policy.js';
import type { ResolvedRunSpec } from '../../core/runspec/resolve.js';
import type { SnapshotId } from '../../core/snapshot/inventory.js';
import { blobId, snapshotId } from '../../core/snapshot/tree.js';
import { type Repository, readSnapshot, snapshotOfPaths } from '../repo/index.js';
import { copyVerified } from './copy-verified.js';
import {
  type SetupOutput,
  assertOutputIntact,
  assertPatchClearOf,
  measureSetupOutput,
} from './setup-output.js';
import { makeWorkRoot } from './work-root.js';

export interface WorkspaceSources {
  readonly repository: Repository;
  /** The proposal's changed files (after content), applied to patched copies. */
  readonly changes: readonly FileOutcome[];
  readonly spec: ResolvedRunSpec;
  /** The snapshot IDs every base and patched copy must have before it is handed out. */
  readonly expected: { readonly base: SnapshotId; readonly result: SnapshotId };
}

/** A factory plus `close()`, which removes the cached base copy. */
export interface DisposableWorkspaces extends WorkspaceFactory {
  close(): Promise<void>;
  /**
   * Runs `environment.setup` (through `setup`) on the base copy before any copy is handed out,
   * and measures what it added (setup-output.ts); every later copy starts from the result.
   */
  prepareBase(setup: (base: Workspace) => Promise<void>): Promise<SetupOutput>;
  /**
   * The Git tree SHA-1 of the result (what `git write-tree` gives for it), read from the first
   * patched copy right after its ws1 ID was checked; undefined until a patched copy was made.
   */
  resultGitTree(): string | undefined;
}

/** Creates the factory; the base copy is built on first use. */
export function createWorkspaceFactory(sources: WorkspaceSources): DisposableWorkspaces {
  let root: Promise<string> | undefined;
  let base: Promise<string> | undefined;
  const ensureRoot = (): Promise<string> => (root ??= makeWorkRoot());
  const ensureBase = (): Promise<string> =>
    (base ??= ensureRoot().then((r) => writeBase(sources, join(r, 'base'))));
  let counter = 0;
  let prepared: SetupOutput | undefined;
  let copiesMade = false;
  let gitTreeStarted = false;
  let gitTree: string | undefined;
  return {
    resultGitTree: () => gitTree,
    async prepareBase(setup: (base: Workspace) => Promise<void>): Promise<SetupOutput> {
      if (copiesMade || prepared !== undefined)
        throw new ExecutionError(
          'WorkspaceFailed',
          'environment.setup must run once, before any disposable copy is made; this is a bug in the caller',
        );
      const dir = await ensureBase();
      try {
        await setup({ dir });
        const output = await measureSetupOutput(dir, sources.repository, sources.spec);
        assertPatchClearOf(output, sources.changes, sources.repository.snapshot.entries);
        prepared = output;
        return output;
      } catch (error) {
        throw wrap(error);
      }
    },
    async create(request: WorkspaceRequest): Promise<WorkspaceLease> {
      copiesMade = true;
      if (request.judge) return emptyFolder(join(await ensureRoot(), `ws-${++counter}`));
      const from = await ensureBase();
      const dir = join(await ensureRoot(), `ws-${++counter}`);
      try {
        await cp(from, dir, { recursive: true, verbatimSymlinks: true });
        if (request.patched) await applyChanges(dir, sources.changes);
        // Checked on every copy, so nothing that touched the base template (code under a
        // runner that is not isolated) can carry into a later phase.
        const paths = await assertCopyIs(
          dir,
          request.patched ? sources.expected.result : sources.expected.base,
          sources,
          prepared,
        );
        // Before anything runs in it: the same bytes the ws1 ID was just read from.
        if (request.patched && !gitTreeStarted) {
          gitTreeStarted = true;
          gitTree = (await snapshotOfPaths(dir, paths, { algorithm: 'sha1' })).id.slice(
            'ws1_'.length,
          );
        }
        // The regression suite's plants: files of the patched tree, rewritten in this copy only.
        if (request.rewrite) await rewriteFiles(dir, request.rewrite);
        for (const [path, mode] of request.modes ?? [])
          if (request.rewrite?.has(path)) await chmod(join(dir, path), mode);
        for (const path of request.remove ?? []) await rm(join(dir, path), { force: true });
        if (request.suite) {
          const reproduction = sources.spec.reproduction;
          if (request.suite === 'reproduction' && reproduction.mode !== 'spec')
            throw new Error(
              `gate mode ${reproduction.mode} has no trusted reproduction suite to copy`,
            );
          const tests =
            request.suite === 'reproduction' && reproduction.mode === 'spec'
              ? reproduction.tests
              : sources.spec.hidden.tests;
          // The namespace belongs to trusted tests alone, whatever the repository had there.
          await rm(join(dir, RESERVED_TEST_DIR), { recursive: true, force: true });
          await rm(join(dir, LEGACY_TEST_DIR), { recursive: true, force: true });
          if (request.trusted)
            await writeTrusted(join(dir, RESERVED_TEST_DIR, request.suite), request.trusted);
          else
            await copyVerified(
              tests.dir,
              join(dir, RESERVED_TEST_DIR, request.suite),
              tests.digest,
              `${request.suite} tests`,
            );
        }
      } catch (error) {
        await rm(dir, { recursive: true, force: true });
        throw wrap(error);
      }
      return { workspace: { dir }, dispose: () => rm(dir, { recursive: true, force: true }) };
    },
    async close(): Promise<void> {
      if (root) await rm(await root, { recursive: true, force: true });
    },
  };
}

/** The judge's folder: nothing of the repository in it. */
async function emptyFolder(dir: string): Promise<WorkspaceLease> {
  await mkdir(dir);
  return { workspace: { dir }, dispose: () => rm(dir, { recursive: true, force: true }) };
}

async function writeBase(sources: WorkspaceSources, dir: string): Promise<string> {
  const { repository, spec } = sources;
  await mkdir(dir, { recursive: true });
  for (const [path, entry] of repository.snapshot.entries) {
    const target = join(dir, path);
    await mkdir(dirname(target), { recursive: true });
    if (entry.mode === '120000') {
      const link = Buffer.from(await readlink(join(repository.root, path), { encoding: 'buffer' }));
      if (!sameId(blobId(link, repository.snapshot.algorithm), entry.id)) {
        throw new PatchProofError(
          'BaseMismatch',
          `${path} changed since the snapshot; take a new snapshot and propose again`,
          { location: { path } },
        );
      }
      await symlink(link, target);
    } else {
      await writeFile(target, await repository.readFile(path), {
        mode: entry.mode === '100755' ? 0o755 : 0o644,
      });
    }
  }
  for (const include of spec.environment.include) {
    await assertNoSymlinkOnWay(repository.root, include.path);
    await copyVerified(
      join(repository.root, include.path),
      join(dir, include.path),
      include.digest,
      `environment.include ${include.path}`,
    );
  }
  return dir;
}

/** An environment include is copied from the live tree: no symlink may lie on its way. */
async function assertNoSymlinkOnWay(root: string, path: string): Promise<void> {
  const parts = path.split('/');
  for (let i = 1; i <= parts.length; i++) {
    const info = await lstat(join(root, ...parts.slice(0, i)));
    if (info.isSymbolicLink()) {
      throw new ExecutionError(
        'InvalidRunSpec',
        `environment.include ${path} goes through a symlink (${parts.slice(0, i).join('/')}); include the real folder`,
      );
    }
  }
}

async function applyChanges(dir: string, changes: readonly FileOutcome[]): Promise<void> {
  for (const change of changes) {
    const target = join(dir, change.path);
    if (change.after === null) {
      await rm(target, { force: true });
      continue;
    }
    await mkdir(dirname(target), { recursive: true });
    await rm(target, { force: true }); // never write through whatever is there
    await writeFile(target, change.after.text, {
      mode: change.after.mode === '100755' ? 0o755 : 0o644,
      flag: 'wx',
    });
  }
}

/** Replaces repository files in a copy, never writing through whatever is at the path. */
async function rewriteFiles(dir: string, files: ReadonlyMap<string, Uint8Array>): Promise<void> {
  for (const [path, bytes] of files) {
    const target = join(dir, path);
    // A file the patch deleted comes back (the guard run of test-integrity.ts) as a plain file.
    const info = await lstat(target).catch((error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' ? null : Promise.reject(error),
    );
    if (info === null) await mkdir(dirname(target), { recursive: true });
    await rm(target, { force: true });
    await writeFile(target, bytes, { flag: 'wx', mode: info ? info.mode & 0o777 : 0o644 });
  }
}

/** Writes a sealed suite (its files were read and checked against the spec's digest first). */
async function writeTrusted(to: string, files: ReadonlyMap<string, Uint8Array>): Promise<void> {
  for (const [path, bytes] of files) {
    const target = join(to, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, bytes, { flag: 'wx', mode: 0o644 });
  }
}

/** Checks a copy has the snapshot ID it must have; returns the paths that ID covers. */
async function assertCopyIs(
  dir: string,
  expected: SnapshotId,
  sources: WorkspaceSources,
  setup?: SetupOutput,
): Promise<string[]> {
  const copied = await readSnapshot(dir, {
    plainFolder: true,
    algorithm: sources.repository.snapshot.algorithm,
  });
  // The setup's output is checked on its own, against what was measured after the setup.
  if (setup) assertOutputIntact(setup, copied.entries, copied.algorithm, 'a disposable copy');
  const includes = sources.spec.environment.include.map((i) => `${i.path}/`);
  // Trusted environment (includes, the setup's output) is not part of the tree the IDs name.
  const entries = new Map(
    [...copied.entries].filter(
      ([path]) => !setup?.paths.has(path) && !includes.some((prefix) => path.startsWith(prefix)),
    ),
  );
  const actual = snapshotId(entries, copied.algorithm);
  if (actual !== expected) {
    throw new ExecutionError(
      'WorkspaceFailed',
      `a disposable copy is ${actual}, not ${expected}: something changed the copies during the run; the run is not trustworthy`,
    );
  }
  return [...entries.keys()];
}

function sameId(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function wrap(error: unknown): Error {
  if (error instanceof PatchProofError) return error;
  return new ExecutionError(
    'WorkspaceFailed',
    `could not prepare a disposable copy: ${(error as Error).message}`,
    { cause: error },
  );
}
