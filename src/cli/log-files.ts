/**
 * The log's evidence as an auditor keeps it, read from files for offline checks: the log's
 * public key (a vkey line, as `patchproof receipt keygen` prints it), a checkpoint (the body of
 * GET /v1/log/checkpoint), and a proof (the JSON of GET /v1/receipts/{digest}/inclusion or
 * GET /v1/log/consistency).
 */
import { readFile } from 'node:fs/promises';
import { parseStrictJson } from '../core/hash/strict-json.js';
import { parseTrustedKeys, type TrustedKeys } from '../core/receipt/signature.js';
import { UsageError } from './output.js';
import { readText } from './inputs.js';

/** The log's one key: a file of trusted keys would let any of them sign a "log" of its own. */
export async function readLogKey(path: string): Promise<TrustedKeys> {
  const keys = parseTrustedKeys(await readText(path, 'log key file'));
  if (keys.size !== 1)
    throw new UsageError(
      `the log key file ${path} lists ${keys.size} keys; it holds the one vkey of the log you check (its name is the log's origin)`,
    );
  return keys;
}

export async function readCheckpoint(path: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(path));
  } catch {
    throw new UsageError(`cannot read the checkpoint ${path}; save GET /v1/log/checkpoint to it`);
  }
}

export async function readProof(path: string, what: string): Promise<unknown> {
  try {
    return parseStrictJson(await readText(path, what));
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(
      `the ${what} ${path} is not JSON; save the service's answer to it unchanged`,
    );
  }
}
