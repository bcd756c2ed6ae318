/**
 * The tar `patchproof gate --repo` uploads: the repository's effective tree exactly as its
 * snapshot records it (the files openRepository lists, .git and ignored files excluded), so
 * the service snapshots the same tree the CI job has. Files are 0644 or 0755 by the snapshot's
 * mode, symlinks stay symlinks; nothing else (owners, times) varies, so the same tree gives the
 * same tar and the same upload digest.
 */
import { readlink } from 'node:fs/promises';
import { join } from 'node:path';
import { type Header, pack } from 'tar-stream';
import { openRepository } from '../adapters/repo/index.js';
import type { SnapshotId } from '../core/snapshot/inventory.js';

const EPOCH = new Date(0);

/** The uncompressed tar of `dir`'s snapshot, and that snapshot's ID. */
export async function treeTar(
  dir: string,
): Promise<{ tar: Uint8Array; snapshot: SnapshotId; files: number }> {
  const repository = await openRepository(dir);
  const archive = pack();
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
  const ended = new Promise<void>((resolve, reject) => {
    archive.on('end', () => resolve());
    archive.on('error', reject);
  });
  const add = (header: Partial<Header> & { name: string }, content?: Uint8Array): Promise<void> =>
    new Promise((resolve, reject) => {
      const done = (error?: Error | null): void => (error ? reject(error) : resolve());
      if (content) archive.entry(header, Buffer.from(content), done);
      else archive.entry(header, done);
    });
  // Sorted so the tar (and its digest) depends only on the tree.
  const paths = [...repository.snapshot.entries.keys()].sort();
  for (const path of paths) {
    const entry = repository.snapshot.entries.get(path);
    if (entry === undefined) continue;
    if (entry.mode === '120000') {
      // readFile refuses symlinks (a read through one could leave the root); the link text is what the snapshot hashed.
      await add({
        name: path,
        type: 'symlink',
        linkname: await readlink(join(repository.root, path)),
        mode: 0o777,
        mtime: EPOCH,
      });
    } else {
      // readFile checks the bytes still hash to the snapshot: the tar is the tree that was listed.
      const bytes = await repository.readFile(path);
      await add(
        {
          name: path,
          type: 'file',
          size: bytes.length,
          mode: entry.mode === '100755' ? 0o755 : 0o644,
          mtime: EPOCH,
        },
        bytes,
      );
    }
  }
  archive.finalize();
  await ended;
  return {
    tar: new Uint8Array(Buffer.concat(chunks)),
    snapshot: repository.snapshot.id,
    files: paths.length,
  };
}
