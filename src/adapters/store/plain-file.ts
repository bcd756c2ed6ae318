/**
 * Reads a file of the store only if it is a plain file under that very name. Anyone with
 * write access to a store folder can plant something under a name the store will read: a
 * symlink (to a file elsewhere, even one with the right bytes; to /dev/zero), a FIFO (a read
 * waits forever for a writer), a device, a folder. None of these is a stored object, and none
 * is followed, waited on or read past the limit of what the name may hold.
 */
import { constants } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';

/** What is under a name: its bytes, nothing, or something that is not a stored object. */
export type PlainRead =
  | { readonly kind: 'bytes'; readonly bytes: Uint8Array }
  | { readonly kind: 'missing' }
  | { readonly kind: 'not-plain'; readonly why: string };

// O_NOFOLLOW: a symlink under the name fails with ELOOP. O_NONBLOCK: opening a FIFO does not
// wait for a writer (its fstat then says what it is). O_NOCTTY: a terminal planted there never
// becomes the controlling terminal of a service that reads it.
const FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY;

/**
 * The bytes of the regular file at `path` if it has at most `maxBytes` of them. Errors other
 * than "missing" and "not a plain file" (EIO, EACCES) are thrown as they are: the store
 * cannot be read, which says nothing about what it holds.
 */
export async function readPlainFile(path: string, maxBytes: number): Promise<PlainRead> {
  let file: FileHandle;
  try {
    file = await open(path, FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { kind: 'missing' };
    if (code === 'ELOOP') return { kind: 'not-plain', why: 'is a symlink' };
    if (code === 'ENXIO' || code === 'ENODEV') return { kind: 'not-plain', why: 'is a device' };
    throw error;
  }
  try {
    const info = await file.stat();
    if (!info.isFile()) return { kind: 'not-plain', why: 'is not a regular file' };
    if (info.size > maxBytes)
      return { kind: 'not-plain', why: `holds ${info.size} bytes, more than ${maxBytes}` };
    const bytes = new Uint8Array(info.size);
    let total = 0;
    while (total < bytes.length) {
      const { bytesRead } = await file.read(bytes, total, bytes.length - total, total);
      if (bytesRead === 0) break;
      total += bytesRead;
    }
    if (total !== info.size) return { kind: 'not-plain', why: 'changed while it was read' };
    return { kind: 'bytes', bytes };
  } finally {
    await file.close();
  }
}
