/**
 * Signature sidecars: `<store>/sha256/<hex>.sig.json` beside the receipt. The receipt's
 * bytes, and so its address, never change when it is signed. Written like a receipt (temp
 * file, fsync, link()), so a sidecar is never replaced by a different one.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, open, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { PatchProofError } from '../../core/errors.js';
import type { TypedHash } from '../../core/hash/typed-hash.js';
import { readPlainFile } from './plain-file.js';

// An envelope is base64 of one receipt plus a few signatures; receipts are capped at 64 MiB.
const MAX_SIDECAR_BYTES = 96 * 1024 * 1024;

/** The sidecar path of a stored receipt. */
export function signaturePath(store: string, digest: TypedHash): string {
  return join(store, 'sha256', `${digest.slice('sha256:'.length)}.sig.json`);
}

/** Publishes a sidecar; an identical existing one counts as published, a different one is ReceiptConflict. */
export async function writeSignature(
  store: string,
  digest: TypedHash,
  bytes: Uint8Array,
): Promise<string> {
  const dir = join(store, 'sha256');
  await mkdir(dir, { recursive: true });
  const path = signaturePath(store, digest);
  const temp = join(dir, `.tmp-${randomBytes(8).toString('hex')}`);
  const file = await open(temp, 'wx', 0o444);
  try {
    await file.writeFile(bytes);
    await file.sync();
  } finally {
    await file.close();
  }
  try {
    await link(temp, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const existing = await readPlainFile(path, bytes.length);
    if (existing.kind !== 'bytes' || !Buffer.from(bytes).equals(existing.bytes)) {
      throw new PatchProofError(
        'ReceiptConflict',
        `${path} already holds a different signature; it is never replaced: verify it, or investigate`,
      );
    }
  } finally {
    await unlink(temp).catch(() => undefined);
  }
  const folder = await open(dir, 'r');
  await folder.sync().finally(() => folder.close());
  return path;
}

/** Reads a sidecar file as text, or undefined when there is none. Symlinks are refused. */
export async function readSignatureFile(path: string): Promise<string | undefined> {
  const read = await readPlainFile(path, MAX_SIDECAR_BYTES);
  if (read.kind === 'missing') return undefined;
  if (read.kind === 'not-plain')
    throw new PatchProofError(
      'ReceiptTampered',
      `${path} ${read.why}, not a plain signature file; the store was tampered with`,
    );
  return new TextDecoder().decode(read.bytes);
}

/** The sidecar of a stored receipt, or undefined when it is unsigned. */
export async function readSignature(store: string, digest: TypedHash): Promise<string | undefined> {
  return readSignatureFile(signaturePath(store, digest));
}
