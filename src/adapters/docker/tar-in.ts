/**
 * The workspace as a tar stream for the engine's archive upload. Files keep their
 * permission bits (setuid/setgid/sticky stripped), symlinks stay symlinks, and everything
 * is owned by the runner user — except the trusted test folder `patchproof_tests/`, which
 * is owned by root and read-only (0444 files, 0555 folders, 0555 for executables) so the
 * code under test cannot rewrite the tests that judge it. Anything else (FIFO, socket,
 * device) is refused before a container exists.
 */
import { createReadStream } from 'node:fs';
import { lstat, readdir, readlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, pipeline } from 'node:stream';
import { type Pack, pack } from 'tar-stream';
import { RESERVED_TEST_DIR } from '../../core/gates/path-policy.js';
import { RUNNER_UID } from './container-config.js';

export interface WorkspaceEntry {
  /** `/`-separated, relative to the workspace root. */
  readonly path: string;
  readonly type: 'file' | 'directory' | 'symlink';
  readonly mode: number;
  readonly size: number;
  readonly mtime: Date;
  readonly linkname?: string;
}

export class WorkspaceRefused extends Error {
  override readonly name = 'WorkspaceRefused';
}

/** Lists the workspace (lstat: symlinks are not followed), parents before children, names in byte order. */
export async function listWorkspace(root: string): Promise<WorkspaceEntry[]> {
  const top = await lstat(root).catch(() => undefined);
  if (top === undefined || !top.isDirectory())
    throw new WorkspaceRefused(
      'the workspace folder does not exist or is not a real folder (symlinks are refused)',
    );
  const entries: WorkspaceEntry[] = [];
  const walk = async (relative: string): Promise<void> => {
    const names = (await readdir(join(root, relative))).sort((a, b) =>
      Buffer.compare(Buffer.from(a), Buffer.from(b)),
    );
    for (const name of names) {
      const path = relative === '' ? name : `${relative}/${name}`;
      const info = await lstat(join(root, path));
      const common = { path, mode: info.mode & 0o777, size: 0, mtime: info.mtime };
      if (info.isDirectory()) {
        entries.push({ ...common, type: 'directory' });
        await walk(path);
      } else if (info.isFile()) {
        entries.push({ ...common, type: 'file', size: info.size });
      } else if (info.isSymbolicLink()) {
        entries.push({ ...common, type: 'symlink', linkname: await readlink(join(root, path)) });
      } else {
        throw new WorkspaceRefused(
          `${JSON.stringify(path.slice(0, 200))} is not a file, folder or symlink; a container copy cannot carry it`,
        );
      }
    }
  };
  await walk('');
  return entries;
}

/** Whether a workspace path is the trusted test folder or inside it. */
export function isTrusted(path: string): boolean {
  return path === RESERVED_TEST_DIR || path.startsWith(`${RESERVED_TEST_DIR}/`);
}

/** The tar header for one entry: ownership and mode as described above. */
export function headerFor(entry: WorkspaceEntry): {
  name: string;
  type: WorkspaceEntry['type'];
  mode: number;
  uid: number;
  gid: number;
  size: number;
  mtime: Date;
  linkname?: string;
} {
  const trusted = isTrusted(entry.path);
  const owner = trusted ? 0 : RUNNER_UID;
  let mode = entry.mode;
  if (trusted && entry.type === 'directory') mode = 0o555;
  else if (trusted && entry.type === 'file') mode = (entry.mode & 0o100) !== 0 ? 0o555 : 0o444;
  return {
    name: entry.path,
    type: entry.type,
    mode,
    uid: owner,
    gid: owner,
    size: entry.type === 'file' ? entry.size : 0,
    mtime: entry.mtime,
    ...(entry.linkname !== undefined ? { linkname: entry.linkname } : {}),
  };
}

/**
 * Streams the listed entries as a tar. File contents are read as they are packed; a file
 * that changed size since it was listed makes the stream fail (the copy then fails closed).
 */
export function packWorkspace(root: string, entries: readonly WorkspaceEntry[]): Pack {
  const archive = pack();
  void (async () => {
    for (const entry of entries) {
      const header = headerFor(entry);
      if (entry.type !== 'file') {
        await new Promise<void>((resolve, reject) =>
          archive.entry(header, (error) => (error ? reject(error) : resolve())),
        );
        continue;
      }
      await new Promise<void>((resolve, reject) => {
        const sink = archive.entry(header, (error) => (error ? reject(error) : resolve()));
        const source = createReadStream(join(root, entry.path));
        source.on('error', (error) => {
          sink.destroy(error);
          reject(error);
        });
        // The archive is destroyed when the upload is aborted (a cancelled run): the entry
        // then errors, and an error event nobody listens to would end the whole process.
        sink.on('error', (error: Error) => {
          source.destroy();
          reject(error);
        });
        source.pipe(sink);
      });
    }
    archive.finalize();
  })().catch((error: unknown) =>
    archive.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return archive;
}

/**
 * The archive as the upload's body, calling `onIdle` once no byte has moved for `idleMs`: an
 * engine that stalls stops taking the upload (or, having all of it, never answers), while a
 * large workspace going in keeps it moving. The whole copy's own deadline (copyTimeoutMs) is
 * too long to wait for an engine that is not there. An error of the archive reaches the body,
 * and so the request. `stop()` ends the watch once the upload has settled.
 */
export function idleWatched(
  archive: Pack,
  idleMs: number,
  onIdle: () => void,
): { readonly body: Transform; stop(): void } {
  const timer = setTimeout(onIdle, idleMs);
  const body = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      timer.refresh();
      callback(null, chunk);
    },
    flush(callback) {
      // The last byte is out: the engine's answer gets the same time from here.
      timer.refresh();
      callback();
    },
  });
  pipeline(archive, body, () => undefined);
  return { body, stop: () => clearTimeout(timer) };
}
