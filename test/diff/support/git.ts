/**
 * Test support: a throwaway Git repository per check, driven with argv arrays (no shell).
 * Git runs with system and global config ignored so a developer's settings (autocrlf,
 * quotePath, diff.noprefix, …) cannot change what the tests see.
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FileSide } from '../../../src/core/diff/index.js';

/** Path → file, the shape of a before or after tree in tests. */
export type Tree = ReadonlyMap<string, FileSide>;

const gitEnv = {
  ...process.env,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'patchproof-test',
  GIT_AUTHOR_EMAIL: 'test@patchproof.invalid',
  GIT_COMMITTER_NAME: 'patchproof-test',
  GIT_COMMITTER_EMAIL: 'test@patchproof.invalid',
  LC_ALL: 'C',
};

/** Runs git in `cwd`; returns stdout as a string. Throws (with stderr) on a non-zero exit. */
export function git(cwd: string, args: readonly string[], input?: string): string {
  return execFileSync('git', [...args], {
    cwd,
    env: gitEnv,
    input,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/** Whether a usable `git` is on PATH; tests that need it are skipped (and say so) if not. */
export const hasGit: boolean = (() => {
  try {
    execFileSync('git', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** A new temporary Git repository holding `tree` in its working tree (not committed). */
export function makeRepo(tree: Tree): string {
  const dir = mkdtempSync(join(tmpdir(), 'patchproof-diff-'));
  git(dir, ['init', '-q', '.']);
  git(dir, ['config', 'core.autocrlf', 'false']);
  git(dir, ['config', 'core.filemode', 'true']);
  writeTree(dir, tree);
  return dir;
}

/** Replaces the working tree (everything but .git) by `tree`, modes included. */
export function writeTree(dir: string, tree: Tree): void {
  for (const entry of readdirSync(dir))
    if (entry !== '.git') rmSync(join(dir, entry), { recursive: true, force: true });
  for (const [path, side] of tree) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, side.text, 'utf8');
    chmodSync(file, side.mode === '100755' ? 0o755 : 0o644);
  }
}

/** The working tree (everything but .git) as path → mode and text. */
export function readTree(dir: string, prefix = ''): Map<string, FileSide> {
  const out = new Map<string, FileSide>();
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    if (rel === '.git') continue;
    if (entry.isDirectory()) {
      for (const [p, s] of readTree(dir, rel)) out.set(p, s);
    } else {
      const abs = join(dir, rel);
      const mode = (statSync(abs).mode & 0o100) !== 0 ? '100755' : '100644';
      out.set(rel, { mode, text: readFileSync(abs, 'utf8') });
    }
  }
  return out;
}

/** Applies a diff to the working tree the way the brief fixes it: no CRLF conversion. */
export function gitApply(dir: string, diff: string): void {
  git(dir, ['-c', 'core.autocrlf=false', 'apply', '--whitespace=nowarn'], diff);
}

/**
 * What `git diff` itself prints for before → after (default quoting, Myers algorithm,
 * no renames), with the parts our normalized form leaves out removed: `index` lines and
 * the function-name text after a hunk header's closing `@@`.
 */
export function gitDiffWithoutIndex(before: Tree, after: Tree): string {
  const dir = makeRepo(before);
  try {
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '--allow-empty', '-m', 'before']);
    writeTree(dir, after);
    git(dir, ['add', '-A']);
    const raw = git(dir, [
      '-c',
      'core.quotePath=true',
      '-c',
      'diff.noprefix=false',
      '-c',
      'diff.mnemonicPrefix=false',
      'diff',
      '--cached',
      '--no-renames',
      '--no-color',
      '--no-ext-diff',
      '--diff-algorithm=myers',
      '-U3',
    ]);
    return raw
      .split(/(?<=\n)/)
      .filter((line) => !line.startsWith('index '))
      .map((line) => line.replace(/^(@@ -\S+ \+\S+ @@)[^\n]*\n$/, '$1\n'))
      .join('');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
