/** Bare repositories on local disk, the remotes of guarded-git push tests (real git, argv only). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BareRemote {
  readonly dir: string;
  git(...args: string[]): string;
  /** The object name `ref` points to on the remote, or undefined when it does not exist. */
  ref(ref: string): string | undefined;
  remove(): void;
}

/** A new, empty bare repository whose default branch is `main`. */
export function bareRemote(): BareRemote {
  const dir = mkdtempSync(join(tmpdir(), 'pp-remote-'));
  const git = (...args: string[]): string =>
    execFileSync('git', ['--git-dir', dir, ...args], { encoding: 'utf8' });
  git('init', '-q', '--bare', '--initial-branch=main');
  const ref = (name: string): string | undefined => {
    try {
      return git('rev-parse', '--verify', '--quiet', name).trim();
    } catch {
      return undefined;
    }
  };
  return { dir, git, ref, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
