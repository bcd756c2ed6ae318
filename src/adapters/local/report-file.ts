/**
 * Reads a report file the untrusted code wrote into the workspace, without letting it
 * point us elsewhere. The code could plant `out/junit.xml -> /etc/shadow` (or make `out` a
 * symlink to `/etc`), a FIFO that blocks the reader, or a file of many gigabytes. So: the
 * path must stay inside the workspace; every component is lstat'ed and must be a real
 * folder (the last a regular file with one link); the file is opened with O_NOFOLLOW and
 * O_NONBLOCK and checked again by fstat against what lstat saw; at most `maxBytes` are read.
 *
 * Residual race: only a process that escaped the group (setsid) is still running when we
 * read, and it could swap a folder for a symlink between our lstat and open; the fstat
 * identity check catches a swapped final file but not every intermediate swap.
 */
import { constants } from 'node:fs';
import { lstat, open } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { type LocalFailure, localFailure } from './failures.js';

export const DEFAULT_MAX_REPORT_BYTES = 32 * 1024 * 1024;

/** `bytes: null` when the file was not produced; `refused` when reading it would be unsafe. */
export type ReportRead = { readonly bytes: Uint8Array | null } | { readonly refused: LocalFailure };

export async function readReportFile(
  root: string,
  relativePath: string,
  maxBytes: number,
): Promise<ReportRead> {
  const components = splitInside(relativePath);
  if (components === undefined)
    return refuse(
      `report path ${JSON.stringify(relativePath)} is not a plain relative path inside the workspace`,
    );
  try {
    const top = await lstat(root);
    if (!top.isDirectory()) return refuse('the workspace root is no longer a real folder');
    let current = root;
    for (const [index, name] of components.entries()) {
      current = join(current, name);
      const shown = components.slice(0, index + 1).join('/');
      const info = await lstat(current);
      if (info.isSymbolicLink())
        return refuse(`report path goes through a symlink at ${JSON.stringify(shown)}`);
      const last = index === components.length - 1;
      if (!last && !info.isDirectory()) return refuse(`${JSON.stringify(shown)} is not a folder`);
      if (last) return await readChecked(current, info, shown, maxBytes);
    }
    return refuse('empty report path');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { bytes: null };
    return refuse(`could not read the report (${code ?? 'unknown error'})`);
  }
}

async function readChecked(
  path: string,
  seen: { dev: number; ino: number; size: number; nlink: number; isFile(): boolean },
  shown: string,
  maxBytes: number,
): Promise<ReportRead> {
  if (!seen.isFile()) return refuse(`${JSON.stringify(shown)} is not a regular file`);
  // A hard link is another way to alias a file outside the workspace.
  if (seen.nlink > 1) return refuse(`${JSON.stringify(shown)} has ${seen.nlink} hard links`);
  if (seen.size > maxBytes)
    return refuse(`${JSON.stringify(shown)} is ${seen.size} bytes, over the ${maxBytes}-byte cap`);
  const handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    const info = await handle.stat();
    if (!info.isFile() || info.dev !== seen.dev || info.ino !== seen.ino) {
      return refuse(`${JSON.stringify(shown)} changed while it was being opened`);
    }
    // Room for one byte more than fstat saw: a file still growing is refused, not cut short.
    const buffer = new Uint8Array(Math.min(info.size, maxBytes) + 1);
    let filled = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.byteLength - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
      if (filled === buffer.byteLength)
        return refuse(`${JSON.stringify(shown)} changed while it was being read`);
    }
    return { bytes: buffer.slice(0, filled) };
  } finally {
    await handle.close();
  }
}

/**
 * The components of a relative `/` path, or undefined when it is absolute, empty, has a
 * NUL or a `..` component. `.` and empty components (`a//b`) are dropped.
 */
export function splitInside(relativePath: string): string[] | undefined {
  if (relativePath === '' || relativePath.includes('\0') || isAbsolute(relativePath))
    return undefined;
  const components = relativePath.split('/').filter((part) => part !== '' && part !== '.');
  if (components.length === 0 || components.includes('..')) return undefined;
  return components;
}

function refuse(message: string): ReportRead {
  return { refused: localFailure('ReportRefused', message) };
}
