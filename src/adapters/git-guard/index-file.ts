/**
 * Whether bytes are a complete git index file: the `DIRC` signature, a version git writes
 * (2, 3 or 4), and a trailing checksum equal to the hash of everything before it. A lock
 * that passes was written to the end by a git that then died before renaming it; one that
 * fails may still be being written, or be something else entirely, and is left alone.
 *
 * Pure: bytes in, verdict out. SHA-1 repositories end the index with a 20-byte SHA-1;
 * SHA-256 repositories with a 32-byte SHA-256; either is accepted.
 */
import { createHash } from 'node:crypto';

const HEADER_BYTES = 12;
const SIGNATURE = Buffer.from('DIRC', 'latin1');

export type IndexVerdict =
  { readonly complete: true } | { readonly complete: false; readonly reason: string };

/** Checks `bytes` as a whole index file; see the module comment. */
export function checkIndexFile(bytes: Uint8Array): IndexVerdict {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length === 0) return { complete: false, reason: 'it is empty' };
  if (buffer.length < HEADER_BYTES + 20)
    return { complete: false, reason: `it is only ${buffer.length} bytes long` };
  if (!buffer.subarray(0, 4).equals(SIGNATURE))
    return { complete: false, reason: 'it does not start with the DIRC signature' };
  const version = buffer.readUInt32BE(4);
  if (version < 2 || version > 4)
    return { complete: false, reason: `its version ${version} is not 2, 3 or 4` };
  for (const [algorithm, size] of [
    ['sha1', 20],
    ['sha256', 32],
  ] as const) {
    if (buffer.length < HEADER_BYTES + size) continue;
    const body = buffer.subarray(0, buffer.length - size);
    const trailer = buffer.subarray(buffer.length - size);
    if (createHash(algorithm).update(body).digest().equals(trailer)) return { complete: true };
  }
  return {
    complete: false,
    reason: 'its trailing checksum does not match its content (written only in part)',
  };
}
