/**
 * Writes an uploaded repository tar into a fresh folder, as the core's UploadPlan allows
 * and nothing more. The folder is made here (it must not exist), so every folder below it
 * is one this function made: files are created with O_EXCL|O_NOFOLLOW (never through
 * whatever is there), folders with a plain mkdir, each lstat'ed once made as a last guard,
 * and symlinks as symlinks (never followed; the repository reader refuses reads through
 * them). Any refusal leaves the caller to remove the half-written folder.
 */
import { constants } from 'node:fs';
import { lstat, mkdir, open, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { extract } from 'tar-stream';
import { PatchProofError } from '../../core/errors.js';
import {
  compressionOf,
  invalidUpload,
  type PlannedEntry,
  UploadPlan,
  type UploadLimits,
} from '../../core/upload/tar-policy.js';
import { DEFAULT_LIMITS } from '../repo/index.js';

export interface ExtractedTar {
  /** Files and symlinks written. */
  readonly files: number;
  /** Bytes of file contents and symlink targets written. */
  readonly bytes: number;
}

const CREATE_FLAGS =
  constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
/** Errors of a name the archive chose (too long, clashing on this filesystem): the upload's fault. */
const INPUT_ERRNOS = new Set(['EEXIST', 'ENAMETOOLONG', 'ENOTDIR', 'EISDIR', 'ELOOP', 'EILSEQ']);

/**
 * Extracts `archive` into `into`, which is created and must not exist yet (its parent must).
 * InvalidUpload for anything the policy refuses, a compressed or malformed tar, or a name
 * this filesystem cannot hold.
 */
export async function extractTar(
  archive: Uint8Array,
  into: string,
  limits: Partial<UploadLimits> = {},
): Promise<ExtractedTar> {
  const compression = compressionOf(archive);
  if (compression !== undefined)
    throw invalidUpload(
      `the upload is ${compression}-compressed; send an uncompressed tar (Content-Type: application/x-tar)`,
      { compression },
    );
  await mkdir(into);
  const plan = new UploadPlan({ ...DEFAULT_LIMITS, ...limits });
  const parser = extract();
  parser.end(Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength));
  try {
    for await (const entry of parser) {
      const planned = plan.admit(entry.header);
      if (planned.kind === 'file') {
        await writeFile(into, planned, entry);
      } else {
        // Folders and symlinks carry no data in a well-formed tar; whatever a hostile one
        // put there is read past, never written.
        await drain(entry);
        await writeOther(into, planned);
      }
    }
  } catch (error) {
    parser.destroy();
    if (error instanceof PatchProofError) throw error;
    const system = error as NodeJS.ErrnoException;
    if (typeof system.syscall === 'string') {
      // A file system call failed: the archive's fault for its names, ours otherwise (ENOSPC, EACCES).
      if (system.code !== undefined && INPUT_ERRNOS.has(system.code))
        throw invalidUpload(
          `a tar entry cannot be written here (${system.code}): a name too long or clashing with another`,
          { errno: system.code },
        );
      throw error;
    }
    // Whatever tar-stream rejects: bad checksum, cut short, a size that is not a number.
    throw invalidUpload(
      `the tar is truncated or corrupt (${error instanceof Error ? error.message.slice(0, 120) : 'unreadable'}); send a complete, uncompressed tar`,
    );
  }
  if (plan.files === 0)
    throw invalidUpload('the tar holds no files; send a tar of the repository work tree');
  return { files: plan.files, bytes: plan.bytes };
}

async function writeFile(
  root: string,
  planned: Extract<PlannedEntry, { kind: 'file' }>,
  data: AsyncIterable<unknown>,
): Promise<void> {
  await makeParents(root, planned.parents);
  const mode = planned.executable ? 0o755 : 0o644;
  const handle = await open(join(root, planned.path), CREATE_FLAGS, mode);
  let written = 0;
  try {
    for await (const chunk of data) {
      const bytes = chunk as Uint8Array;
      written += bytes.byteLength;
      // tar-stream hands out exactly the declared size; more would mean a parser bug.
      if (written > planned.size)
        throw invalidUpload(
          `tar entry ${JSON.stringify(planned.path)} holds more bytes than it declares`,
        );
      await handle.write(bytes);
    }
    // The umask may have removed bits: the mode is part of the snapshot, so set it exactly.
    await handle.chmod(mode);
  } finally {
    await handle.close();
  }
  if (written !== planned.size)
    throw invalidUpload(
      `tar entry ${JSON.stringify(planned.path)} is shorter than it declares; the tar is truncated`,
    );
}

async function writeOther(
  root: string,
  planned: Exclude<PlannedEntry, { kind: 'file' }>,
): Promise<void> {
  if (planned.kind === 'nothing') return;
  await makeParents(root, planned.parents);
  if (planned.kind === 'directory') await makeFolder(root, planned.path);
  else await symlink(planned.target, join(root, planned.path));
}

/** Makes the missing folders above an entry, outermost first. */
async function makeParents(root: string, missing: readonly string[]): Promise<void> {
  for (const parent of missing) await makeFolder(root, parent);
}

/**
 * mkdir, then lstat: the policy already refused every path under a symlink or file entry,
 * and mkdir never follows a final symlink, so this only fails if something other than
 * this extraction wrote into the folder meanwhile. Then nothing more is written.
 */
async function makeFolder(root: string, path: string): Promise<void> {
  await mkdir(join(root, path));
  const info = await lstat(join(root, path));
  if (!info.isDirectory())
    throw invalidUpload(
      `${JSON.stringify(path)} is not a real folder after it was made; the extraction folder is shared with something else`,
      { entry: path },
    );
}

async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const chunk of stream) void chunk;
}
