/** Throwaway Git repositories for adapter and CLI tests (real git, argv only). */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface TempRepo {
  readonly dir: string;
  git(...args: string[]): string;
  write(path: string, content: string): void;
  remove(): void;
}

/** A new repository with `files` committed. */
export function tempGitRepo(files: Record<string, string>): TempRepo {
  const dir = mkdtempSync(join(tmpdir(), 'pp-repo-'));
  const git = (...args: string[]): string =>
    execFileSync(
      'git',
      [
        '-c',
        'core.autocrlf=false',
        '-c',
        'user.name=PatchProof Test',
        '-c',
        'user.email=test@patchproof.invalid',
        ...args,
      ],
      {
        cwd: dir,
        encoding: 'utf8',
      },
    );
  const write = (path: string, content: string): void => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  };
  git('init', '-q');
  for (const [path, content] of Object.entries(files)) write(path, content);
  git('add', '-A');
  git('commit', '-qm', 'base', '--allow-empty');
  return { dir, git, write, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
