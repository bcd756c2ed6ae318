/**
 * The ws1 conformance vectors (test/conformance/ws1) materialized on disk and read back by the
 * adapter: as a plain folder, as an untracked Git work tree, and with everything staged.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSnapshot } from '../../src/adapters/repo/index.js';
import { git, materialize, tempDir, ws1Vectors } from './support.js';

const root = tempDir('vectors');

describe.each(ws1Vectors().map((v) => [v.name, v] as const))('vector %s', (name, vector) => {
  it('plain folder: ws1 and the SHA-1 oracle', async () => {
    const dir = join(root, 'plain', name);
    materialize(dir, vector.entries);
    expect((await readSnapshot(dir)).id).toBe(vector.ws1);
    expect((await readSnapshot(dir, { algorithm: 'sha1' })).id).toBe(`ws1_${vector.gitSha1Tree}`);
  });

  it('Git work tree, untracked then staged: same ids', async () => {
    const dir = join(root, 'git', name);
    materialize(dir, vector.entries);
    git(dir, 'init', '-q');
    expect((await readSnapshot(dir)).id).toBe(vector.ws1);
    expect((await readSnapshot(dir, { algorithm: 'sha1' })).id).toBe(`ws1_${vector.gitSha1Tree}`);
    git(dir, 'add', '-A');
    expect(git(dir, 'write-tree')).toBe(vector.gitSha1Tree);
    expect((await readSnapshot(dir)).id).toBe(vector.ws1);
  });
});
