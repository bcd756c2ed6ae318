/**
 * The read-only repository view: reads stay inside the root (no `..`, absolute paths or
 * symlinks on the way) and return exactly the content the snapshot recorded.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Repository, openRepository } from '../../src/adapters/repo/index.js';
import { codeOf, git, tempDir } from './support.js';

const root = tempDir('view');
const outside = join(root, 'outside');
const dir = join(root, 'repo');
let repo: Repository;

beforeAll(async () => {
  mkdirSync(outside, { recursive: true });
  writeFileSync(join(outside, 'secret.txt'), 'secret');
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'src', 'a.ts'), 'export const a = 1;\n');
  writeFileSync(join(dir, 'changes.txt'), 'before\n');
  writeFileSync(join(dir, 'ignored.log'), 'ignored\n');
  writeFileSync(join(dir, '.gitignore'), '*.log\n');
  symlinkSync(outside, join(dir, 'escape'));
  symlinkSync('src/a.ts', join(dir, 'alias.ts'));
  git(dir, 'init', '-q');
  repo = await openRepository(dir);
});

describe('openRepository', () => {
  it('exposes the snapshot and reads its files', async () => {
    expect(repo.snapshot.id).toMatch(/^ws1_[0-9a-f]{64}$/);
    expect([...repo.snapshot.entries.keys()]).toEqual([
      '.gitignore',
      'alias.ts',
      'changes.txt',
      'escape',
      'src/a.ts',
    ]);
    expect(Buffer.from(await repo.readFile('src/a.ts')).toString()).toBe('export const a = 1;\n');
  });

  it('refuses .., absolute and unclean paths (PathEscapesRoot)', async () => {
    for (const path of [
      '../outside/secret.txt',
      'src/../../outside/secret.txt',
      join(outside, 'secret.txt'),
      '',
      'src//a.ts',
      './src/a.ts',
      '.git/config',
    ]) {
      expect(await codeOf(repo.readFile(path)), path).toBe('PathEscapesRoot');
    }
  });

  it('refuses a symlinked parent pointing outside, and a symlink itself (PathEscapesRoot)', async () => {
    expect(await codeOf(repo.readFile('escape/secret.txt'))).toBe('PathEscapesRoot');
    expect(await codeOf(repo.readFile('alias.ts'))).toBe('PathEscapesRoot');
  });

  it('refuses files that are not in the snapshot (FileMissing)', async () => {
    expect(await codeOf(repo.readFile('ignored.log'))).toBe('FileMissing');
    expect(await codeOf(repo.readFile('src/none.ts'))).toBe('FileMissing');
  });

  it('refuses content that changed after the snapshot (BaseMismatch)', async () => {
    const view = await openRepository(dir);
    writeFileSync(join(dir, 'changes.txt'), 'after\n');
    expect(await codeOf(view.readFile('changes.txt'))).toBe('BaseMismatch');
  });

  it('refuses a file that became larger than maxFileBytes (InventoryTooLarge)', async () => {
    const view = await openRepository(dir, { limits: { maxFileBytes: 64 } });
    writeFileSync(join(dir, 'src', 'a.ts'), 'x'.repeat(65));
    expect(await codeOf(view.readFile('src/a.ts'))).toBe('InventoryTooLarge');
  });
});
