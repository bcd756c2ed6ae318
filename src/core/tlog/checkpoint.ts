/**
 * The log's checkpoint (C2SP tlog-checkpoint): the body of a signed note (signed-note.ts),
 *
 *     <origin>\n<tree size in decimal>\n<root hash in base64>\n[extension lines]
 *
 * naming the log (its origin, a schema-less URL such as `patchproof.example.org/log`), how
 * many receipts it holds and their Merkle root (merkle.ts). Parsed strictly: a size with a
 * leading zero or a root that is not 32 bytes is no checkpoint.
 */
import { decodeBase64 } from '../receipt/signature.js';
import { HASH_BYTES } from './merkle.js';

export interface Checkpoint {
  readonly origin: string;
  readonly size: number;
  readonly root: Uint8Array;
  /** Extension lines, as given (none from PatchProof's own log). */
  readonly extensions?: readonly string[];
}

const ORIGIN = /^[^\s]{1,255}$/u;

export function checkpointText(c: Checkpoint): string {
  if (
    !ORIGIN.test(c.origin) ||
    !Number.isSafeInteger(c.size) ||
    c.size < 0 ||
    c.root.length !== HASH_BYTES
  )
    throw new RangeError('a checkpoint has an origin without spaces, a size and a 32-byte root');
  return [c.origin, String(c.size), Buffer.from(c.root).toString('base64'), ...(c.extensions ?? [])]
    .map((line) => `${line}\n`)
    .join('');
}

/** The checkpoint a note's text holds; undefined when it is not one. */
export function parseCheckpoint(text: string): Checkpoint | undefined {
  if (!text.endsWith('\n')) return undefined;
  const [origin = '', size = '', root = '', ...extensions] = text.slice(0, -1).split('\n');
  const bytes = decodeBase64(root);
  if (
    !ORIGIN.test(origin) ||
    !/^(?:0|[1-9][0-9]{0,15})$/.test(size) ||
    !Number.isSafeInteger(Number(size)) ||
    bytes?.length !== HASH_BYTES
  )
    return undefined;
  if (extensions.some((line) => line === '')) return undefined;
  return {
    origin,
    size: Number(size),
    root: bytes,
    ...(extensions.length > 0 ? { extensions } : {}),
  };
}
