/**
 * Throwaway workspaces for guarded-git tests: a workspace root holding one repository, and a
 * sibling folder outside the root. Real git, argv only; scripts are written with fs.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';

export interface Workspace {
  /** Real path of the workspace root. */
  readonly root: string;
  /** Real path of the repository's top folder, inside the root. */
  readonly repo: string;
  /** A folder beside the root, outside it. */
  readonly outside: string;
  /** Runs plain git (no guard) in the repository: the control that proves a setting is live. */
  git(...args: string[]): string;
  write(path: string, content: string | Uint8Array): void;
  remove(): void;
}

const IDENTITY = ['-c', 'user.name=PatchProof Test', '-c', 'user.email=test@patchproof.invalid'];

/** Plain git in `cwd`; the environment is the test's, with no GIT_* overrides. */
export function plainGit(cwd: string, ...args: string[]): string {
  return execFileSync('git', [...IDENTITY, ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** A root with `repo/` (branch main, `files` committed, a local identity) and `outside/`. */
export function workspace(
  files: Record<string, string> = {
    'README.md': '# demo\n',
    'src/app.ts': 'export const x = 1;\n',
  },
): Workspace {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'pp-guard-')));
  const root = join(base, 'ws');
  const repo = join(root, 'repo');
  const outside = join(base, 'outside');
  mkdirSync(repo, { recursive: true });
  mkdirSync(outside);
  const git = (...args: string[]): string => plainGit(repo, ...args);
  const write = (path: string, content: string | Uint8Array): void => {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), content);
  };
  git('init', '-q', '--initial-branch=main');
  // A local identity: guarded commits must not depend on the machine's global config.
  git('config', 'user.name', 'PatchProof Test');
  git('config', 'user.email', 'test@patchproof.invalid');
  for (const [path, content] of Object.entries(files)) write(path, content);
  git('add', '-A');
  git('commit', '-qm', 'base', '--allow-empty');
  return {
    root,
    repo,
    outside,
    git,
    write,
    remove: () => rmSync(base, { recursive: true, force: true }),
  };
}

/**
 * Writes an executable script that appends its path to `marker`, then (when `copy`) copies
 * the files it is given, or its input, to its output: it works as a hook, filter, textconv
 * or gpg. A transport must not wait on its input (git waits on it too), so `copy` is off.
 */
export function markerScript(path: string, marker: string, copy = true): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(
    path,
    `#!/bin/sh\necho "$0" >> '${marker}'\n${copy ? 'cat "$@" 2>/dev/null\n' : ''}exit 0\n`,
  );
  chmodSync(path, 0o755);
}

/** A maker of workspaces for one test file; all of them are removed after its tests. */
export function workspaces(): (files?: Record<string, string>) => Workspace {
  const made: Workspace[] = [];
  afterAll(() => made.forEach((w) => w.remove()));
  return (files) => {
    const w = workspace(files);
    made.push(w);
    return w;
  };
}
