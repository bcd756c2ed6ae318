/**
 * Helpers for snapshot tests: temporary folders, materializing entries on disk, and running
 * the real git (the oracle of PROTOCOL 2.1) with a configuration that cannot vary by machine.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { devNull, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';
import { conformancePath } from '../support/conformance.js';

/** A fresh folder under the OS temp folder, removed after the test file. */
export function tempDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `patchproof-${label}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export type EntryMode = '100644' | '100755' | '120000';

export interface DiskEntry {
  readonly path: string;
  readonly mode: EntryMode;
  /** File content, or for 120000 the symlink target bytes. */
  readonly bytes: Uint8Array;
  /** Permission bits for regular files when the test wants exact ones (default by mode). */
  readonly permissions?: number;
}

/** Writes `entries` under `dir`: files with their permission bits, symlinks to their target. */
export function materialize(dir: string, entries: readonly DiskEntry[]): void {
  for (const entry of entries) {
    const full = join(dir, entry.path);
    mkdirSync(dirname(full), { recursive: true });
    if (entry.mode === '120000') {
      symlinkSync(Buffer.from(entry.bytes), full);
      continue;
    }
    writeFileSync(full, entry.bytes);
    chmodSync(full, entry.permissions ?? (entry.mode === '100755' ? 0o755 : 0o644));
  }
}

/**
 * Runs git for a test. The global and system configuration are replaced by nothing, so the
 * tester's own settings (autocrlf, attributes, hooks) cannot change what git computes.
 */
export function git(cwd: string, ...args: string[]): string {
  const result = spawnSync(
    'git',
    [
      '-c',
      'user.name=PatchProof Test',
      '-c',
      'user.email=test@patchproof.invalid',
      '-c',
      'core.autocrlf=false',
      '-c',
      'init.defaultBranch=main',
      '-c',
      'commit.gpgsign=false',
      ...args,
    ],
    {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: devNull },
    },
  );
  if (result.error)
    throw new Error(
      `git is required by the snapshot tests (PROTOCOL 2.1 oracle): ${result.error.message}`,
    );
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** The oracle: what `git add -A && git write-tree` records for `dir` (made a repository if needed). */
export function gitWriteTree(dir: string): string {
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  return git(dir, 'write-tree');
}

/** The shared ws1 conformance vectors (PROTOCOL 2.1), decoded. */
export interface Ws1Vector {
  readonly name: string;
  readonly entries: readonly DiskEntry[];
  readonly ws1: string;
  readonly gitSha1Tree: string;
}

export function ws1Vectors(): Ws1Vector[] {
  const raw = JSON.parse(readFileSync(conformancePath('ws1', 'vectors.json'), 'utf8')) as {
    cases: Array<{
      name: string;
      entries: Array<{ path: string; mode: EntryMode; base64: string }>;
      ws1: string;
      gitSha1Tree: string;
    }>;
  };
  return raw.cases.map((c) => ({
    name: c.name,
    ws1: c.ws1,
    gitSha1Tree: c.gitSha1Tree,
    entries: c.entries.map((e) => ({
      path: e.path,
      mode: e.mode,
      bytes: Buffer.from(e.base64, 'base64'),
    })),
  }));
}

/** Expects `promise` to reject with a PatchProof error of `code` (never the message). */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: string }).code ?? `uncoded: ${String(error)}`;
  }
  return 'resolved';
}
